/* hlo_common.c - helpers of the MLIR-HLO deallocation passes (see
 * hlo_common.h).  All O(1) or linear in the op touched, except
 * hlo_greedy_cleanup (linear in the function) and hlo_value_order (the
 * nesting depth plus the distance of two ops in one block). */
#include "hlo_common.h"

bo_op *hlo_rebuild_op(bo_op *op, bo_value *const *extra_operands, unsigned n_extra_operands,
                      const bo_type *const *extra_results, unsigned n_extra_results) {
  bo_context *ctx = op->ctx;
  unsigned nops = op->num_operands + n_extra_operands, nres = op->num_results + n_extra_results;
  bo_value **ops = malloc((nops ? nops : 1) * sizeof *ops);
  const bo_type **types = malloc((nres ? nres : 1) * sizeof *types);
  for (unsigned i = 0; i < op->num_operands; i++) ops[i] = op->operands[i].value;
  for (unsigned i = 0; i < n_extra_operands; i++) ops[op->num_operands + i] = extra_operands[i];
  for (unsigned i = 0; i < op->num_results; i++) types[i] = op->results[i].type;
  for (unsigned i = 0; i < n_extra_results; i++) types[op->num_results + i] = extra_results[i];
  bo_op_state st = {.id = op->info->id, .name = op->info->name, .loc = op->loc, .num_operands = nops,
                    .operands = ops, .num_results = nres, .result_types = types,
                    .num_attrs = op->num_attrs, .attrs = op->attrs,
                    .num_props = op->num_props, .props = op->props,
                    .num_regions = op->num_regions, .num_successors = op->num_successors,
                    .successors = op->successors};
  bo_op *n = bo_op_create_ex(ctx, &st, true);
  free(ops);
  free(types);
  for (unsigned r = 0; r < op->num_regions; r++) bo_region_take_blocks(&n->regions[r], &op->regions[r]);
  bo_op_insert_before(n, op);
  for (unsigned i = 0; i < op->num_results; i++)
    bo_value_replace_all_uses(&op->results[i], &n->results[i]);
  bo_op_erase(op);
  return n;
}

unsigned hlo_forward_from(const bo_op *op) {
  const bo_memory_iface *m = bo_memory_of(op);
  return m ? m->forward_from : 0;
}

hlo_shape hlo_shape_of(const bo_op *op) {
  const bo_memory_iface *m = bo_memory_of(op);
  if (!m || !(m->effects & BO_MEM_REGION_BRANCH)) return HLO_NOT_REGION_BRANCH;
  if (m->effects & BO_MEM_LOOP) return HLO_FOR;
  if (op->info->traits & BO_TRAIT_LOOP) return op->num_regions == 2 ? HLO_WHILE : HLO_FOR;
  return HLO_IF;
}

uint32_t hlo_uf_find(hlo_uf *u, const bo_value *v) {
  if (!u->index) u->index = bo_mapping_create();
  uintptr_t i = (uintptr_t)bo_mapping_get(u->index, v);
  if (!i) {
    i = u->parent.len + 1;
    bo_vec_push(&u->parent, (uint32_t)(i - 1));
    bo_vec_push(&u->value, v);
    bo_mapping_put(u->index, v, (void *)i);
  }
  uint32_t x = (uint32_t)(i - 1);
  while (u->parent.data[x] != x) {
    u->parent.data[x] = u->parent.data[u->parent.data[x]];
    x = u->parent.data[x];
  }
  return x;
}

void hlo_uf_union(hlo_uf *u, const bo_value *a, const bo_value *b) {
  uint32_t ra = hlo_uf_find(u, a), rb = hlo_uf_find(u, b);
  if (ra == rb) return;
  u->parent.data[rb] = ra;
  if (u->on_union) u->on_union(u->user, ra, rb);
}

void hlo_uf_free(hlo_uf *u) {
  bo_mapping_destroy(u->index);
  bo_vec_free(&u->parent);
  bo_vec_free(&u->value);
  u->index = NULL;
}

static unsigned region_number(const bo_region *r) {
  return (unsigned)(r - r->parent->regions);
}

static bo_region *region_above(const bo_region *r) {
  const bo_op *p = r->parent;
  return p && p->block ? p->block->parent : NULL;
}

/* a before b in their (common) block. */
static bool op_before(const bo_op *a, const bo_op *b) {
  for (const bo_op *o = a->next; o; o = o->next)
    if (o == b) return true;
  return false;
}

int hlo_value_order(const bo_value *a, const bo_value *b) {
  if (a == b) return 0;
  bool a_arg = !a->def_op, b_arg = !b->def_op;
  if (a_arg != b_arg) return a_arg ? -1 : 1;
  bo_region *ra, *rb;
  if (a_arg) {
    if (a->index != b->index) return a->index < b->index ? -1 : 1;
    ra = a->owner ? a->owner->parent : NULL;
    rb = b->owner ? b->owner->parent : NULL;
  } else {
    if (a->def_op == b->def_op) return a->index < b->index ? -1 : 1;
    if (a->def_op->block && a->def_op->block == b->def_op->block)
      return op_before(a->def_op, b->def_op) ? -1 : 1;
    ra = a->def_op->block ? a->def_op->block->parent : NULL;
    rb = b->def_op->block ? b->def_op->block->parent : NULL;
  }
  while (ra && rb && ra != rb) {
    unsigned na = region_number(ra), nb = region_number(rb);
    if (na != nb) return na < nb ? -1 : 1;
    bo_region *pa = region_above(ra), *pb = region_above(rb);
    if (pa && pa == pb) {
      if (ra->parent == rb->parent) return 0;
      return op_before(ra->parent, rb->parent) ? -1 : 1;
    }
    ra = pa;
    rb = pb;
  }
  if (ra == rb) return 0;
  return rb ? -1 : 1;
}

bool hlo_is_memref(const bo_value *v) { return bo_type_is_memref(v->type); }

bo_value *hlo_view_source(const bo_value *v) {
  const bo_op *d = v->def_op;
  if (!d) return NULL;
  const bo_memory_iface *m = bo_memory_of(d);
  if (!m || !(m->effects & BO_MEM_ALIAS) || (m->effects & BO_MEM_CAST) || v->index != 0)
    return NULL;
  return m->alias_operand < d->num_operands ? d->operands[m->alias_operand].value : NULL;
}

bo_op *hlo_enclosing_func(bo_op *op) {
  while (op && !(op->block && op->block->parent && op->block->parent->parent &&
                 op->block->parent->parent->info->traits & BO_TRAIT_SYMBOL_TABLE))
    op = bo_op_get_parent_op(op);
  return op;
}

bo_value *hlo_const_index(bo_op *func, int64_t value) {
  bo_context *ctx = func->ctx;
  bo_block *entry = func->regions[0].first;
  bo_builder b = entry->first ? bo_builder_before(ctx, entry->first) : bo_builder_at_end(ctx, entry);
  b.loc = func->loc;
  bo_named_attr prop = {bo_intern_cstr(ctx, "value"), bo_attr_integer(ctx, ctx->t_index, value)};
  bo_op_state st = {.id = BO_OP_ARITH_CONSTANT, .loc = func->loc, .num_results = 1,
                    .result_types = &ctx->t_index, .num_props = 1, .props = &prop};
  return &bo_build(&b, &st)->results[0];
}

static bo_op *term_of(bo_region *r) {
  bo_block *b = r->first;
  return b && b->last && (b->last->info->traits & BO_TRAIT_TERMINATOR) ? b->last : NULL;
}

static void push_arg(bo_block *b, unsigned i, hlo_values *out) {
  if (b && i < b->num_args) bo_vec_push(out, b->args[i]);
}
static void push_result(bo_op *op, unsigned i, hlo_values *out) {
  if (i < op->num_results) bo_vec_push(out, &op->results[i]);
}

bool hlo_successors(bo_op *op, unsigned index, hlo_values *out) {
  size_t before = out->len;
  hlo_shape shape = hlo_shape_of(op);
  if (shape != HLO_NOT_REGION_BRANCH) {
    unsigned ff = hlo_forward_from(op);
    if (shape == HLO_IF || index < ff) return false;
    unsigned p = index - ff;
    if (shape == HLO_FOR) {
      push_arg(op->regions[0].first, bo_memory_of(op)->entry_args_from + p, out);
      push_result(op, p, out); /* a loop that runs no iteration */
    } else {
      push_arg(op->regions[0].first, p, out);
    }
    return out->len > before;
  }
  bo_op *parent = op->block ? bo_block_get_parent_op(op->block) : NULL;
  if (!parent || !(op->info->traits & BO_TRAIT_TERMINATOR)) return false;
  shape = hlo_shape_of(parent);
  if (shape == HLO_NOT_REGION_BRANCH) return false;
  unsigned ff = hlo_forward_from(op);
  if (index < ff) return false;
  unsigned p = index - ff;
  unsigned r = 0;
  while (r < parent->num_regions && &parent->regions[r] != op->block->parent) r++;
  if (shape == HLO_FOR) {
    push_arg(parent->regions[0].first, bo_memory_of(parent)->entry_args_from + p, out);
    push_result(parent, p, out);
  } else if (shape == HLO_WHILE) {
    if (r == 0) {
      push_arg(parent->regions[1].first, p, out);
      push_result(parent, p, out);
    } else {
      push_arg(parent->regions[0].first, p, out);
    }
  } else {
    push_result(parent, p, out);
  }
  return out->len > before;
}

static void push_term_operand(bo_op *t, unsigned p, hlo_values *out) {
  if (!t) return;
  unsigned i = hlo_forward_from(t) + p;
  if (i < t->num_operands) bo_vec_push(out, t->operands[i].value);
}
static void push_operand(bo_op *op, unsigned i, hlo_values *out) {
  if (i < op->num_operands) bo_vec_push(out, op->operands[i].value);
}

bool hlo_predecessors(bo_value *v, hlo_values *out) {
  size_t before = out->len;
  if (v->def_op) {
    bo_op *op = v->def_op;
    hlo_shape shape = hlo_shape_of(op);
    unsigned p = v->index;
    if (shape == HLO_FOR) {
      push_operand(op, hlo_forward_from(op) + p, out);
      push_term_operand(term_of(&op->regions[0]), p, out);
    } else if (shape == HLO_WHILE) {
      push_term_operand(term_of(&op->regions[0]), p, out);
    } else if (shape == HLO_IF) {
      for (unsigned r = 0; r < op->num_regions; r++) push_term_operand(term_of(&op->regions[r]), p, out);
    }
    return out->len > before;
  }
  bo_block *b = v->owner;
  bo_op *op = b && b->parent ? b->parent->parent : NULL;
  if (!op) return false;
  hlo_shape shape = hlo_shape_of(op);
  if (shape == HLO_FOR) {
    unsigned from = bo_memory_of(op)->entry_args_from;
    if (v->index < from) return false;
    unsigned p = v->index - from;
    push_operand(op, hlo_forward_from(op) + p, out);
    push_term_operand(term_of(&op->regions[0]), p, out);
  } else if (shape == HLO_WHILE) {
    if (b->parent == &op->regions[0]) {
      push_operand(op, hlo_forward_from(op) + v->index, out);
      push_term_operand(term_of(&op->regions[1]), v->index, out);
    } else {
      push_term_operand(term_of(&op->regions[0]), v->index, out);
    }
  }
  return out->len > before;
}

bo_value *hlo_build1(bo_builder *b, unsigned id, unsigned n, bo_value *const *operands,
                     const bo_type *type, unsigned num_props, const bo_named_attr *props) {
  bo_op_state st = {.id = id, .loc = b->loc, .num_operands = n, .operands = operands,
                    .num_results = type ? 1 : 0, .result_types = &type,
                    .num_props = num_props, .props = props};
  bo_op *op = bo_build(b, &st);
  return type ? &op->results[0] : NULL;
}

bo_value *hlo_build_index(bo_builder *b, int64_t v) {
  bo_named_attr value = {bo_intern_cstr(b->ctx, "value"), bo_attr_integer(b->ctx, b->ctx->t_index, v)};
  return hlo_build1(b, BO_OP_ARITH_CONSTANT, 0, NULL, b->ctx->t_index, 1, &value);
}

bo_value *hlo_build_bool(bo_builder *b, bool v) {
  bo_named_attr value = {bo_intern_cstr(b->ctx, "value"), bo_attr_bool(b->ctx, v)};
  return hlo_build1(b, BO_OP_ARITH_CONSTANT, 0, NULL, b->ctx->t_i1, 1, &value);
}

bo_value *hlo_build_cmpi(bo_builder *b, int64_t pred, bo_value *x, bo_value *y) {
  bo_named_attr p = {bo_intern_cstr(b->ctx, "predicate"), bo_attr_integer(b->ctx, b->ctx->t_i64, pred)};
  bo_value *ops[2] = {x, y};
  return hlo_build1(b, BO_OP_ARITH_CMPI, 2, ops, b->ctx->t_i1, 1, &p);
}

bo_op *hlo_build_if(bo_builder *b, bo_value *cond, unsigned n, const bo_type *const *types,
                    bool with_else) {
  bo_op_state st = {.id = BO_OP_SCF_IF, .loc = b->loc, .num_operands = 1, .operands = &cond,
                    .num_results = n, .result_types = types, .num_regions = 2};
  bo_op *op = bo_build(b, &st);
  bo_region_add_block(&op->regions[0]);
  if (with_else) bo_region_add_block(&op->regions[1]);
  return op;
}

void hlo_build_yield(bo_builder *b, unsigned n, bo_value *const *vals) {
  bo_op_state st = {.id = BO_OP_SCF_YIELD, .loc = b->loc, .num_operands = n, .operands = vals};
  bo_build(b, &st);
}

void hlo_build_dealloc(bo_builder *b, bo_value *m) {
  const bo_type *t = bo_value_get_type(m);
  bool deep = bo_type_is_buffer_container(t) && bo_type_has_rank(t) && bo_type_get_rank(t) == 1;
  bo_op_state st = {.id = deep ? BO_OP_KRNL_SEQ_DEALLOC : BO_OP_MEMREF_DEALLOC, .loc = b->loc,
                    .num_operands = 1, .operands = &m};
  bo_build(b, &st);
}

void hlo_retype_ownership(bo_op *op, const bo_type *to) {
  bo_context *ctx = bo_op_get_context(op);
  for (unsigned i = 0; i < op->num_results; i++)
    if (bo_type_is_ownership(op->results[i].type)) bo_value_set_type(&op->results[i], to);
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (unsigned i = 0; i < b->num_args; i++)
        if (bo_type_is_ownership(b->args[i]->type)) bo_value_set_type(b->args[i], to);
  const bo_attr *ft = bo_op_isa(op, BO_OP_FUNC_FUNC) ? bo_op_get_prop(op, "function_type") : NULL;
  if (!ft) return;
  const bo_type *fty = bo_attr_get_type_value(ft);
  unsigned ni = bo_type_get_num_inputs(fty), nr = bo_type_get_num_results(fty);
  const bo_type **all = malloc((ni + nr + 1) * sizeof *all);
  for (unsigned i = 0; i < ni; i++) all[i] = bo_type_get_inputs(fty)[i];
  for (unsigned i = 0; i < nr; i++) all[ni + i] = bo_type_get_results(fty)[i];
  for (unsigned i = 0; i < ni + nr; i++)
    if (bo_type_is_ownership(all[i])) all[i] = to;
  bo_op_set_prop(op, "function_type", bo_attr_type(ctx, bo_type_function(ctx, ni, all, nr, all + ni)));
  free(all);
}

/* --------------------------------------------------- greedy cleanup */

static int erase_dead(bo_op *op, void *user) {
  bool *changed = user;
  if (!(op->info->traits & BO_TRAIT_PURE) || op->num_regions ||
      (op->info->traits & BO_TRAIT_TERMINATOR) || !op->block)
    return 0;
  for (unsigned i = 0; i < op->num_results; i++)
    if (bo_value_has_uses(&op->results[i])) return 0;
  bo_op_erase(op);
  *changed = true;
  return 0;
}

/* The constants of MLIR's greedy driver (OperationFolder::
 * insertKnownConstant), which upstream's cleanup (a greedy rewrite with no
 * patterns) applies: in walk order (post-order), a constant equal (value
 * and type) to one already seen in its insertion region (the region of
 * the nearest isolated-from-above op) is replaced by it; any other moves
 * to the front of that region's entry block unless it is there already or
 * follows a constant this cleanup kept (so constants not at the top end up
 * there in reverse order, as mlir-opt prints them).  O(constants). */
typedef struct const_entry {
  const bo_region *region;
  const bo_attr *value;
  const bo_type *type;
  bo_op *op;
  size_t next; /* the next entry with the same value + 1 (0: none) */
} const_entry;

static int collect_constant(bo_op *op, void *user) {
  if ((op->info->traits & BO_TRAIT_CONSTANT_LIKE) && op->num_results == 1 && op->block &&
      bo_op_get_attr(op, "value"))
    bo_vec_push((hlo_ops *)user, op);
  return 0;
}

static bo_region *insertion_region(bo_block *b) {
  bo_region *r = b->parent;
  while (r->parent && !(r->parent->info->traits & BO_TRAIT_ISOLATED_FROM_ABOVE) &&
         r->parent->block)
    r = r->parent->block->parent;
  return r;
}

static void hoist_constants(bo_op *func) {
  hlo_ops consts = {0};
  bo_walk_post(func, collect_constant, &consts);
  BO_VEC(const_entry) table = {0};
  bo_mapping *by_value = bo_mapping_create(); /* value attr -> first entry + 1 */
  bo_mapping *kept = bo_mapping_create();     /* constants kept in this cleanup */
  for (size_t i = 0; i < consts.len; i++) {
    bo_op *op = consts.data[i];
    bo_region *region = insertion_region(op->block);
    const bo_attr *value = bo_op_get_attr(op, "value");
    const bo_type *type = op->results[0].type;
    size_t head = (size_t)(uintptr_t)bo_mapping_get(by_value, value), k = head;
    while (k && !(table.data[k - 1].region == region && table.data[k - 1].type == type))
      k = table.data[k - 1].next;
    if (k) {
      bo_value_replace_all_uses(&op->results[0], &table.data[k - 1].op->results[0]);
      bo_op_erase(op);
      continue;
    }
    bo_block *entry = region->first;
    if (op->block != entry || (entry->first != op && !bo_mapping_get(kept, op->prev)))
      bo_op_move_before(op, entry->first);
    bo_mapping_put(kept, op, op);
    bo_vec_push(&table, ((const_entry){region, value, type, op, head}));
    bo_mapping_put(by_value, value, (void *)(uintptr_t)table.len);
  }
  bo_mapping_destroy(kept);
  bo_mapping_destroy(by_value);
  bo_vec_free(&table);
  bo_vec_free(&consts);
}

void hlo_greedy_cleanup(bo_op *func, bool *changed) {
  hoist_constants(func);
  bo_walk_post(func, erase_dead, changed);
}

bo_value *hlo_top_const_index_zero(bo_op *func) {
  bo_context *ctx = func->ctx;
  bo_block *entry = func->regions[0].first;
  for (bo_op *op = entry->first; op && bo_op_isa(op, BO_OP_ARITH_CONSTANT); op = op->next) {
    const bo_attr *v = bo_op_get_attr(op, "value");
    if (op->results[0].type == ctx->t_index && v == bo_attr_integer(ctx, ctx->t_index, 0))
      return &op->results[0];
  }
  return hlo_const_index(func, 0);
}
