/* verifier.c - structural verification, op verifiers and SSA dominance.
 *
 * The order is mlir-opt 22's (mlir/lib/IR/Verifier.cpp), so an invalid
 * file gives the same set of errors: each isolated-from-above op (a
 * function, the module) is verified on its own, and inside it the walk
 * stops at the first failure.  Entering an op: operands, dialect
 * attributes, the op table's verify hook, the Terminator position; entering
 * a block: successor placement; leaving a block: its terminator; leaving an
 * op: its isolated children (every one of them, so each broken function
 * reports its error), then isolation, symbol-table uniqueness and the
 * verify_regions hook.  Only when that structure holds is dominance checked,
 * in a second walk of the same isolated op: every operand must be defined by
 * a value that dominates the use (regions of graph-region and unregistered
 * ops are exempt); the first bad use stops it.
 *
 * Cost: O(ops + uses * nesting depth) for each walk; a multi-block region
 * where a use crosses blocks gets its dominator tree from dominance.h (the
 * analyses' one: Cooper-Harvey-Kennedy, near linear for structured code,
 * O(1) queries).  The verifier renumbers op ids (bo_op.id becomes the
 * position in the block) and block ids.
 */
#include <stdio.h>
#include <string.h>

#include "dominance.h"
#include "ir_private.h"
#include "../support/stack.h"
#include "../dialects/op_ids.h"

typedef struct verifier {
  bo_context *ctx;
  bo_dominance *dom; /* dominator trees, built for the regions asked about */
} verifier;

static bool needs_terminator(const bo_op *op) {
  uint32_t t = op->info->traits;
  return !(t & (BO_TRAIT_NO_TERMINATOR | BO_TRAIT_UNKNOWN)); /* a graph region needs one too */
}

static bool needs_dominance(const bo_op *op) {
  uint32_t t = op->info->traits;
  return !(t & (BO_TRAIT_GRAPH_REGION | BO_TRAIT_UNKNOWN));
}

/* An op as MLIR's diagnostics print it (`<< op`): generic form, values
 * named in local scope (as when the nearest isolated-from-above ancestor
 * is printed: `%1 = "arith.addf"(%arg2, %arg2)`, not unknown SSA values). */
static char *op_text(bo_op *op) {
  char *s = bo_print_op_for_diag(op, true);
  size_t n = s ? strlen(s) : 0;
  if (n && s[n - 1] == '\n') s[n - 1] = 0;
  return s;
}

static int verify_symbol_table(verifier *v, bo_op *op) {
  bo_mapping *seen = bo_mapping_create();
  int rc = 0;
  for (unsigned r = 0; r < op->num_regions && !rc; r++)
    for (bo_block *b = op->regions[r].first; b && !rc; b = b->next)
      for (bo_op *o = b->first; o; o = o->next) {
        const bo_attr *sym = bo_op_get_prop(o, "sym_name");
        if (!sym || sym->kind != BO_ATTR_STRING) continue;
        const char *name = bo_intern(v->ctx, sym->u.str.data, sym->u.str.len);
        bo_op *prev = bo_mapping_get(seen, name);
        if (prev) {
          rc = bo_op_emit_plain_error(o, "redefinition of symbol named '%s'", name);
          bo_emit(v->ctx, BO_SEV_NOTE, prev->loc, "see existing symbol definition here");
          break;
        }
        bo_mapping_put(seen, name, o);
      }
  bo_mapping_destroy(seen);
  return rc;
}

static int verify_tree(verifier *v, bo_op *op);
static int verify_isolated(verifier *v, bo_op *op);
static int check_use(verifier *v, bo_op *user, unsigned idx);

static bool is_isolated(const bo_op *op) {
  return op->num_regions && (op->info->traits & BO_TRAIT_ISOLATED_FROM_ABOVE);
}

/* A block, as MLIR's verifier walks it: on entry the empty-block and
 * successor-placement checks, then each op that is not isolated from above
 * (those are verified when their parent op is left), stopping at the first
 * that fails; on exit the terminator. */
static int verify_block(verifier *v, bo_op *parent, bo_block *b) {
  unsigned pos = 0;
  for (bo_op *o = b->first; o; o = o->next) {
    o->id = pos++;
    if (o->num_successors && o->next)
      return bo_op_emit_plain_error(o, "operation with block successors must terminate its parent block");
    for (unsigned i = 0; i < o->num_successors; i++) {
      bo_block *s = o->successors[i];
      if (!s || s->parent != b->parent)
        return bo_op_emit_plain_error(o, "reference to block defined in another region");
    }
  }
  if (needs_terminator(parent) && !b->last)
    return bo_op_emit_error(parent, "empty block: expect at least a terminator");
  for (bo_op *o = b->first; o; o = o->next)
    if (!is_isolated(o) && verify_tree(v, o)) return -1;
  /* MLIR checks the terminator when it leaves the block, after the block's
   * ops: an op's own error comes first (upstream's invalid tests often
   * leave terminators out). */
  if (needs_terminator(parent) && !(b->last->info->traits & (BO_TRAIT_TERMINATOR | BO_TRAIT_UNKNOWN))) {
    char *t = op_text(b->last);
    bo_op_emit_plain_error(b->last, "block with no terminator, has %s", t);
    free(t);
    return -1;
  }
  return 0;
}

/* MLIR's rule for every op, registered or not: no branch (from any block of
 * the region, the entry included) targets a region's entry block.  Only a
 * block's last op may have successors (verify_block reports the others), so
 * looking at each block's last op is enough.  O(blocks). */
static bool entry_block_has_predecessor(const bo_op *op) {
  for (unsigned r = 0; r < op->num_regions; r++) {
    const bo_block *entry = op->regions[r].first;
    for (const bo_block *b = entry; b; b = b->next) {
      const bo_op *t = b->last;
      for (unsigned i = 0; t && i < t->num_successors; i++)
        if (t->successors[i] == entry) return true;
    }
  }
  return false;
}

/* Each discardable attribute named `<dialect>.<x>` is checked by that
 * dialect's verify_op_attr hook, as MLIR's verifier asks the attribute's
 * dialect.  O(attributes * registered dialects), and only for ops that carry
 * discardable attributes. */
static int verify_dialect_attrs(verifier *v, bo_op *op) {
  for (unsigned i = 0; i < op->num_attrs; i++) {
    const char *name = op->attrs[i].name, *dot = strchr(name, '.');
    if (!dot) continue;
    for (size_t d = 0; d < v->ctx->dialects.len; d++) {
      const bo_dialect *dl = v->ctx->dialects.data[d];
      if (dl->verify_op_attr && !strncmp(dl->name, name, (size_t)(dot - name)) &&
          !dl->name[dot - name] && dl->verify_op_attr(op, &op->attrs[i]))
        return -1;
    }
  }
  return 0;
}

/* Is block b (transitively) inside op? */
static bool block_nested_in(bo_block *b, bo_op *op) {
  while (b && b->parent && b->parent->parent) {
    bo_op *o = b->parent->parent;
    if (o == op) return true;
    b = o->block;
  }
  return false;
}

/* MLIR's IsolatedFromAbove region trait: no op inside `iso` (down to the
 * next isolated op, which checks its own) uses a value defined outside it.
 * O(uses * nesting depth). */
static int check_isolation(verifier *v, bo_op *iso, bo_op *op) {
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (bo_op *o = b->first; o; o = o->next) {
        for (unsigned i = 0; i < o->num_operands; i++) {
          bo_value *val = o->operands[i].value;
          bo_block *def_block = val->def_op ? val->def_op->block : val->owner;
          if (!def_block || block_nested_in(def_block, iso)) continue;
          bo_op_emit_error(o, "using value defined outside the region");
          bo_emit(v->ctx, BO_SEV_NOTE, iso->loc, "required by region isolation constraints");
          return -1;
        }
        if (o->num_regions && !is_isolated(o) && check_isolation(v, iso, o)) return -1;
      }
  return 0;
}

/* Inherent attributes whose storage kind is fixed (an enum attribute), as
 * ODS declares them in the dialects bufopt has: the flag groups are the
 * dialect attributes #arith.overflow / #arith.fastmath / #index<cmp_predicate>,
 * the comparison predicates and the rounding mode signless integers of one
 * width with a bounded set of cases.  Keyed by the op's dialect (and op id
 * where two ops differ), checked only when the name is inherent to the op. */
typedef struct prop_kind {
  const char *dialect; /* op name prefix, with the dot */
  uint32_t op;         /* BO_OP_NONE: every op of the dialect */
  const char *name;
  const char *opaque;  /* opaque attribute text prefix; NULL: an integer */
  unsigned width;      /* integer: its width and largest case */
  int64_t max;
  const char *what;    /* mlir-opt's summary; NULL: the integer cases */
} prop_kind;

static const prop_kind prop_kinds[] = {
    {"arith.", BO_OP_NONE, "overflowFlags", "arith.overflow<", 0, 0, "Integer overflow arith flags"},
    {"arith.", BO_OP_NONE, "fastmath", "arith.fastmath<", 0, 0, "Floating point fast math flags"},
    {"math.", BO_OP_NONE, "fastmath", "arith.fastmath<", 0, 0, "Floating point fast math flags"},
    {"arith.", BO_OP_ARITH_CMPF, "predicate", NULL, 64, 15, NULL},
    {"arith.", BO_OP_ARITH_CMPI, "predicate", NULL, 64, 9, NULL},
    {"arith.", BO_OP_NONE, "roundingmode", NULL, 32, 4, "Floating point rounding mode"},
    {"index.", BO_OP_INDEX_CMP, "pred", "index<cmp_predicate ", 0, 0, "index comparison predicate kind"},
};

const char *bo_prop_kind_error(const bo_op_info *info, const char *name, const bo_attr *a, char *buf,
                               size_t cap) {
  if (!info || (info->traits & BO_TRAIT_UNKNOWN) || !a) return NULL;
  /* Every op's every property passes here: leave at once unless the op
   * is of a dialect in the table (arith., math., index.). */
  char c = info->name[0];
  if (c != 'a' && c != 'm' && c != 'i') return NULL;
  for (size_t k = 0; k < sizeof prop_kinds / sizeof *prop_kinds; k++) {
    const prop_kind *pk = &prop_kinds[k];
    if ((pk->op != BO_OP_NONE && pk->op != info->id) ||
        strncmp(info->name, pk->dialect, strlen(pk->dialect)) || strcmp(pk->name, name))
      continue;
    if (!bo_op_info_is_inherent(info, name)) return NULL;
    bool ok;
    if (pk->opaque) {
      ok = a->kind == BO_ATTR_OPAQUE && !strncmp(bo_attr_get_opaque_text(a), pk->opaque, strlen(pk->opaque));
    } else {
      ok = a->kind == BO_ATTR_INTEGER && a->type && a->type->kind == BO_TYPE_INTEGER &&
           a->type->u.integer.width == pk->width && a->type->u.integer.signedness == BO_SIGNLESS &&
           bo_attr_get_int(a) >= 0 && bo_attr_get_int(a) <= pk->max;
    }
    if (ok) return NULL;
    if (pk->what) return pk->what;
    int n = snprintf(buf, cap, "allowed %u-bit signless integer cases:", pk->width);
    for (int64_t c = 0; c <= pk->max && n > 0 && (size_t)n < cap; c++)
      n += snprintf(buf + n, cap - (size_t)n, "%s %lld", c ? "," : "", (long long)c);
    return buf;
  }
  return NULL;
}

/* What MLIR's verifier checks when it enters an op, before its regions:
 * operands, dialect attributes, the op's invariants (segments, region
 * count, the table's verify hook; then the Terminator trait, which ODS
 * lists after the parent constraints the hooks check first) and the entry
 * blocks' predecessors. */
static int verify_op_entry(verifier *v, bo_op *op) {
  if (op->num_regions && bo_stack_low(op->ctx)) return bo_op_emit_error(op, "nesting is too deep for the available stack");
  for (unsigned i = 0; i < op->num_operands; i++)
    if (!op->operands[i].value)
      return bo_op_emit_error(op, "null operand found");
  if (op->num_attrs && verify_dialect_attrs(v, op)) return -1;
  /* operand segments are checked here, before any hook indexes them */
  const bo_attr *seg = (op->info->traits & BO_TRAIT_UNKNOWN) ? NULL : bo_op_get_prop(op, "operandSegmentSizes");
  if (seg) {
    if (seg->kind != BO_ATTR_DENSE_ARRAY || seg->u.dense.is_float || !seg->type ||
        seg->type->kind != BO_TYPE_INTEGER || seg->type->u.integer.width != 32)
      return bo_op_emit_error(op, "'operandSegmentSizes' must be an array<i32: ...>");
    int64_t total = 0;
    for (size_t i = 0; i < seg->u.dense.n; i++) {
      if (seg->u.dense.ints[i] < 0)
        return bo_op_emit_error(op, "'operandSegmentSizes' attribute cannot have negative elements");
      total += seg->u.dense.ints[i];
    }
    if (total != (int64_t)op->num_operands)
      return bo_op_emit_error(op,
                              "operand count (%u) does not match with the total size (%lld) specified "
                              "in attribute 'operandSegmentSizes'",
                              op->num_operands, (long long)total);
  }
  for (unsigned i = 0; i < op->num_props; i++) {
    char buf[160];
    const char *why = bo_prop_kind_error(op->info, op->props[i].name, op->props[i].attr, buf, sizeof buf);
    if (why)
      return bo_op_emit_error(op, "attribute '%s' failed to satisfy constraint: %s", op->props[i].name, why);
  }
  unsigned want = op->info->num_regions;
  if (want && op->num_regions != want) {
    if (want == 1) return bo_op_emit_error(op, "requires one region");
    return bo_op_emit_error(op, "expected %u regions", want);
  }
  if (op->info->verify && op->info->verify(op)) return -1;
  if ((op->info->traits & BO_TRAIT_TERMINATOR) && op->next && op->block && op->block->parent &&
      op->block->parent->parent && !(op->block->parent->parent->info->traits & BO_TRAIT_UNKNOWN))
    return bo_op_emit_error(op, "must be the last operation in the parent block");
  if (entry_block_has_predecessor(op))
    return bo_op_emit_plain_error(op, "entry block of region may not have predecessors");
  return 0;
}

/* What MLIR checks when it leaves an op: first the isolated-from-above ops
 * of its regions, each on its own (all of them, so one run reports every
 * broken function), then the region traits (isolation, symbol table) and
 * the verify_regions hook, and whether an unknown op may be unknown. */
static int verify_op_exit(verifier *v, bo_op *op) {
  int rc = 0;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (bo_op *o = b->first; o; o = o->next)
        if (is_isolated(o) && verify_isolated(v, o)) rc = -1;
  if (rc) return -1;
  if (is_isolated(op) && check_isolation(v, op, op)) return -1;
  if ((op->info->traits & BO_TRAIT_SYMBOL_TABLE) && verify_symbol_table(v, op)) return -1;
  if (op->info->verify_regions && op->info->verify_regions(op)) return -1;
  /* an op no dialect registers, named into a dialect bufopt has: MLIR's
   * registered dialects do not allow unknown operations (even with
   * --allow-unregistered-dialect, which is about unknown dialects) */
  if (op->info->traits & BO_TRAIT_UNKNOWN) {
    const char *name = op->info->name, *dot = strchr(name, '.');
    if (dot && bo_dialect_is_registered(v->ctx, name, (size_t)(dot - name)) &&
        !bo_dialect_allows_unknown_ops(v->ctx, name, (size_t)(dot - name)))
      return bo_op_emit_plain_error(op,
                                    "unregistered operation '%s' found in dialect ('%.*s') that does "
                                    "not allow unknown operations",
                                    name, (int)(dot - name), name);
  }
  return 0;
}

/* The structure of op and everything nested in it: entry, blocks, exit,
 * stopping at the first failure (as MLIR's verifier does inside one
 * isolated-from-above op). */
static int verify_tree(verifier *v, bo_op *op) {
  if (verify_op_entry(v, op)) return -1;
  for (unsigned r = 0; r < op->num_regions; r++) {
    bo_region *reg = &op->regions[r];
    unsigned id = 0;
    for (bo_block *b = reg->first; b; b = b->next) b->id = id++;
    for (bo_block *b = reg->first; b; b = b->next)
      if (verify_block(v, op, b)) return -1;
  }
  return verify_op_exit(v, op);
}

/* Dominance of every use inside op's regions, down to the next isolated op
 * (verified on its own); the first bad use stops the walk. */
static int verify_dominance(verifier *v, bo_op *op) {
  if (bo_stack_low(op->ctx)) return bo_op_emit_error(op, "nesting is too deep for the available stack");
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (bo_op *o = b->first; o; o = o->next) {
        for (unsigned i = 0; i < o->num_operands; i++)
          if (check_use(v, o, i)) return -1;
        if (o->num_regions && !is_isolated(o) && verify_dominance(v, o)) return -1;
      }
  return 0;
}

/* MLIR's verifyOpAndDominance: the structure first; only when it holds,
 * dominance (a malformed CFG must not reach the dominator trees). */
static int verify_isolated(verifier *v, bo_op *op) {
  if (verify_tree(v, op)) return -1;
  return op->num_regions ? verify_dominance(v, op) : 0;
}

/* ------------------------------------------------------------- dominance */

/* Does block a dominate block b (same region)?  Unreachable b: yes (not
 * checked, as MLIR).  The trees are dominance.h's, built on first use. */
static bool block_dominates(verifier *v, bo_block *a, bo_block *b) {
  if (a == b) return true;
  if (!v->dom) v->dom = bo_dominance_create();
  if (!bo_dominance_reachable(v->dom, b)) return true;
  return bo_dominance_dominates(v->dom, a, b);
}

/* where: "a child region", "the same block", ...; NULL: the definition is
 * neither in a parent nor in a child region of the use (MLIR's words). */
static int dominance_error(verifier *v, bo_op *user, unsigned idx, bo_value *val, const char *where) {
  bo_op_emit_plain_error(user, "operand #%u does not dominate this use", idx);
  if (val->def_op) {
    if (where)
      bo_emit(v->ctx, BO_SEV_NOTE, val->def_op->loc, "operand defined here (op in %s)", where);
    else
      bo_emit(v->ctx, BO_SEV_NOTE, val->def_op->loc,
              "operand defined here (op is neither in a parent nor in a child region)");
    return -1;
  }
  /* at the op that owns the argument's region, as MLIR reports it */
  bo_op *owner = val->owner && val->owner->parent ? val->owner->parent->parent : NULL;
  unsigned id = val->owner ? val->owner->id : 0;
  if (where)
    bo_emit(v->ctx, BO_SEV_NOTE, owner ? owner->loc : val->loc,
            "operand defined as a block argument (block #%u in %s)", id, where);
  else
    bo_emit(v->ctx, BO_SEV_NOTE, owner ? owner->loc : val->loc,
            "operand defined as a block argument (block #%u neither in a parent nor in a "
            "child region)", id);
  return -1;
}

static int check_use(verifier *v, bo_op *user, unsigned idx) {
  bo_value *val = user->operands[idx].value;
  bo_block *def_block = val->def_op ? val->def_op->block : val->owner;
  if (!def_block) return bo_op_emit_plain_error(user, "operand #%u is an undefined value", idx);
  bo_region *def_region = def_block->parent;
  /* find the ancestor of user in def_region */
  bo_op *anc = user;
  bool crossed_child = false;
  while (anc->block && anc->block->parent != def_region) {
    bo_op *parent = anc->block->parent ? anc->block->parent->parent : NULL;
    if (!parent) break;
    if (parent->info->traits & BO_TRAIT_ISOLATED_FROM_ABOVE) {
      /* defined inside the isolated op, in a region the use cannot see:
       * a dominance error, not an isolation one */
      if (block_nested_in(def_block, parent))
        return dominance_error(v, user, idx, val, block_nested_in(def_block, user) ? "a child region" : NULL);
      bo_op_emit_error(user, "using value defined outside the region");
      bo_emit(v->ctx, BO_SEV_NOTE, parent->loc, "required by region isolation constraints");
      return -1;
    }
    anc = parent;
    crossed_child = true;
  }
  if (!anc->block || anc->block->parent != def_region)
    return dominance_error(v, user, idx, val, block_nested_in(def_block, user) ? "a child region" : NULL);
  bo_op *region_owner = def_region->parent;
  if (region_owner && !needs_dominance(region_owner)) return 0;
  if (anc->block == def_block) {
    if (!val->def_op) return 0; /* block argument */
    if (val->def_op == anc) {
      /* an op using its own result inside its own region is fine only in
       * graph regions */
      return dominance_error(v, user, idx, val, crossed_child ? "a parent region" : "the same block");
    }
    if (val->def_op->id < anc->id) return 0;
    return dominance_error(v, user, idx, val, crossed_child ? "a parent region" : "the same block");
  }
  if (block_dominates(v, def_block, anc->block)) return 0;
  return dominance_error(v, user, idx, val, crossed_child ? "a parent region" : "the same region");
}

int bo_verify(bo_op *op) {
  verifier v = {op->ctx, NULL};
  int rc = verify_isolated(&v, op);
  bo_dominance_destroy(v.dom);
  return rc;
}
