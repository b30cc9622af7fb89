/* symbol_dce.c - the symbol-dce pass: erase private symbols nothing uses.
 *
 * As MLIR's SymbolDCE: a symbol directly in the module is live when it is
 * public (no sym_visibility, or "public"), or when a symbol-reference
 * attribute anywhere inside a live op names it; every op of the module that
 * is not a symbol is live too.  Liveness spreads with a worklist from the
 * live ops, so a private function used only by dead private functions dies
 * with them.  Dead private symbols are erased.
 *
 * Cost: each op and each attribute reachable from it is visited once per
 * containing top-level op, and each symbol is looked up in a hash table
 * keyed by its interned name: linear in the size of the module.
 * Limitation: private symbols of nested symbol tables are kept.
 */
#include "../ir/ir_private.h"
#include "../pass/passes.h"

typedef struct symbol {
  const char *name; /* interned */
  bo_op *op;
  bool live;
} symbol;

typedef struct dce_state {
  symbol *syms;
  size_t num_syms;
  uint32_t *slots; /* hash table: index + 1, 0 = empty */
  size_t mask;
  BO_VEC(bo_op *) worklist;
} dce_state;

static size_t hash_ptr(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return (size_t)x;
}

static symbol *find_symbol(dce_state *st, const char *name) {
  for (size_t h = hash_ptr(name) & st->mask; st->slots[h]; h = (h + 1) & st->mask)
    if (st->syms[st->slots[h] - 1].name == name) return &st->syms[st->slots[h] - 1];
  return NULL;
}

static void mark_live(dce_state *st, const char *name) {
  symbol *s = find_symbol(st, name);
  if (s && !s->live) {
    s->live = true;
    bo_vec_push(&st->worklist, s->op);
  }
}

static void visit_attr(dce_state *st, const bo_attr *a) {
  switch (a->kind) {
    case BO_ATTR_SYMBOL_REF: mark_live(st, a->u.sym.root); break;
    case BO_ATTR_ARRAY:
      for (unsigned i = 0; i < a->u.array.n; i++) visit_attr(st, a->u.array.elems[i]);
      break;
    case BO_ATTR_DICT:
      for (unsigned i = 0; i < a->u.dict.n; i++) visit_attr(st, a->u.dict.entries[i].attr);
      break;
    default: break;
  }
}

static int visit_op(bo_op *op, void *user) {
  dce_state *st = user;
  for (unsigned i = 0; i < op->num_props; i++) visit_attr(st, op->props[i].attr);
  for (unsigned i = 0; i < op->num_attrs; i++) visit_attr(st, op->attrs[i].attr);
  return 0;
}

/* The interned symbol name of op, or NULL when op is not a symbol.  Only
 * an op whose table says it is a symbol (BO_TRAIT_SYMBOL) is one, as only
 * ops with upstream's SymbolOpInterface are: an unregistered op that
 * carries a sym_name attribute has unknown effects and is kept (live). */
static const char *symbol_name(bo_context *ctx, bo_op *op) {
  if (!bo_op_has_trait(op, BO_TRAIT_SYMBOL)) return NULL;
  const bo_attr *name = bo_op_get_attr(op, "sym_name");
  if (!name || name->kind != BO_ATTR_STRING) return NULL;
  return bo_intern(ctx, name->u.str.data, name->u.str.len);
}

static bool is_private(bo_op *op) {
  const bo_attr *vis = bo_op_get_attr(op, "sym_visibility");
  return vis && vis->kind == BO_ATTR_STRING && vis->u.str.len == 7 &&
         memcmp(vis->u.str.data, "private", 7) == 0;
}

static int run_symbol_dce(bo_op *module, const void *options) {
  (void)options;
  bo_context *ctx = module->ctx;
  dce_state st = {0};
  size_t num_ops = 0;
  for (unsigned r = 0; r < module->num_regions; r++)
    for (bo_block *b = module->regions[r].first; b; b = b->next)
      for (bo_op *op = b->first; op; op = op->next) num_ops++;
  size_t cap = 16;
  while (cap < 2 * num_ops + 2) cap *= 2;
  st.syms = calloc(num_ops ? num_ops : 1, sizeof *st.syms);
  st.slots = calloc(cap, sizeof *st.slots);
  st.mask = cap - 1;
  if (!st.syms || !st.slots) {
    free(st.syms);
    free(st.slots);
    return bo_op_emit_error(module, "symbol-dce: out of memory");
  }
  /* Table of the module's symbols; roots on the worklist. */
  for (unsigned r = 0; r < module->num_regions; r++) {
    for (bo_block *b = module->regions[r].first; b; b = b->next) {
      for (bo_op *op = b->first; op; op = op->next) {
        const char *name = symbol_name(ctx, op);
        if (!name) {
          bo_vec_push(&st.worklist, op);
          continue;
        }
        if (find_symbol(&st, name)) continue; /* duplicate: the verifier's business */
        symbol *s = &st.syms[st.num_syms++];
        s->name = name;
        s->op = op;
        s->live = !is_private(op);
        size_t h = hash_ptr(name) & st.mask;
        while (st.slots[h]) h = (h + 1) & st.mask;
        st.slots[h] = (uint32_t)st.num_syms;
        if (s->live) bo_vec_push(&st.worklist, op);
      }
    }
  }
  while (st.worklist.len) {
    bo_op *op = st.worklist.data[--st.worklist.len];
    bo_walk_pre(op, visit_op, &st);
  }
  for (size_t i = 0; i < st.num_syms; i++)
    if (!st.syms[i].live) bo_op_erase(st.syms[i].op);
  free(st.syms);
  free(st.slots);
  bo_vec_free(&st.worklist);
  return 0;
}

const bo_pass_info bo_pass_symbol_dce = {
    .name = "symbol-dce",
    .summary = "Eliminate dead symbols",
    .anchor = "builtin.module",
    .run = run_symbol_dce,
};
