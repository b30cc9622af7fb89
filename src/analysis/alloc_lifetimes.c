/* alloc_lifetimes.c - tick lifetimes of allocations (see alloc_lifetimes.h).
 *
 * Steps: (1) number the ops and mark, bottom-up, which have a memory effect
 * (recursively for region-branch ops, as MLIR's RecursiveMemoryEffects),
 * collecting the allocations on the way;
 * (2) resolve each allocation's aliases forward once and record, per
 * value, which allocations it may point into (the reverse closure GC asks
 * resolveReverse for), and per allocation the effecting users of its
 * aliases; (3) one pre-order walk that numbers ticks, records accesses and
 * keeps the stack of "complex scopes" (ops with regions) whose pop widens
 * the lifetimes of buffers used inside but allocated or used outside.
 * Cost: O(ops + sum of alias sets and their uses) plus the widenings.
 */
#include "alloc_lifetimes.h"

#include "../dialects/memory_iface.h"
#include "buffer_view_flow.h"
#include "../dialects/op_ids.h"
#include "../support/assert.h"

/* Op names this analysis matches (one place, for the switch to op ids). */
/* The parallel loops bufopt registers (affine.parallel is not one). */
static const unsigned k_parallel_loops[] = {BO_OP_SCF_FORALL, BO_OP_SCF_PARALLEL};

enum { FX_SELF = 1, FX_CHILD = 2 };

typedef struct alias_node {
  uint32_t alloc, next; /* next: index + 1, 0 ends */
} alias_node;

typedef struct scope_rec {
  bo_op *op;
  int64_t start;
  size_t set_begin;
  bool cfg; /* native: a region with several blocks, widen everything */
} scope_rec;

typedef struct tick_state {
  const bo_lifetime_options *opt;
  bo_op *func;
  bo_alloc_lifetimes *out;
  uint8_t *fx;                 /* by op id */
  uint32_t num_ops;
  bo_mapping *alias_head;      /* value -> first alias_node index + 1 */
  BO_VEC(alias_node) nodes;
  BO_VEC(bo_op *) users;       /* effecting users, per allocation a range */
  BO_VEC(size_t) user_begin;   /* by allocation, users range begin (n + 1 entries) */
  BO_VEC(scope_rec) stack;
  BO_VEC(uint32_t) set;        /* the scopes' access sets, stacked */
  BO_VEC(uint32_t) carry;      /* native: widened buffers handed to the parent */
  int64_t tick;
  size_t next_alloc;
  int failed;
} tick_state;

static bool is_parallel_loop(const bo_op *op) {
  for (size_t i = 0; i < sizeof k_parallel_loops / sizeof *k_parallel_loops; i++)
    if (bo_op_isa(op, k_parallel_loops[i])) return true;
  return false;
}

static bool is_loop_like(const bo_op *op) {
  return bo_op_has_trait(op, BO_TRAIT_LOOP) || is_parallel_loop(op);
}

static bool is_alloc(const bo_op *op) {
  return bo_memory_of(op) == &bo_memory_alloc && op->num_results == 1;
}

/* A plain free of operand 0 (memref.dealloc): frees, allocates nothing,
 * no operand segments (bufferization.dealloc). */
static bool is_plain_free(const bo_op *op) {
  const bo_memory_iface *mem = bo_memory_of(op);
  return mem && (mem->effects & BO_MEM_FREES) && !(mem->effects & BO_MEM_ALLOCATES) &&
         op->num_operands == 1 && !bo_op_get_prop(op, "operandSegmentSizes");
}

static bool own_effect(const bo_op *op) {
  if (bo_op_has_trait(op, BO_TRAIT_PURE)) return false;
  const bo_memory_iface *mem = bo_memory_of(op);
  if (mem) return (mem->effects & (BO_MEM_ALLOCATES | BO_MEM_FREES | BO_MEM_READS |
                                   BO_MEM_WRITES | BO_MEM_CALL)) != 0;
  /* Region-branch ops without a memory table: effects of their bodies. */
  if (bo_op_has_trait(op, BO_TRAIT_REGION_BRANCH)) return false;
  return true; /* unknown, no interface: may do anything */
}

/* Region-branch ops and pure region ops have the effects of their bodies. */
static bool recursive_effects(const bo_op *op) {
  return op->num_regions &&
         (bo_op_has_trait(op, BO_TRAIT_REGION_BRANCH) || bo_op_has_trait(op, BO_TRAIT_PURE));
}


/* Post-order, also collecting the allocations: they have no regions, so
 * they come in the same order as in pre-order (program order). */
static int mark_effects(bo_op *op, void *user) {
  tick_state *st = user;
  if (is_alloc(op)) {
    bo_assert(!op->num_regions);
    bo_alloc_life a = {.alloc = op, .alloc_tick = -1, .first = BO_TICK_UNUSED,
                       .last = BO_TICK_UNUSED};
    bo_vec_push(&st->out->allocs, a);
  }
  uint8_t *f = &st->fx[op->id];
  bool child = *f & FX_CHILD;
  *f = (own_effect(op) || (child && recursive_effects(op))) ? FX_SELF : 0;
  bo_op *parent = op->block ? bo_block_get_parent_op(op->block) : NULL;
  if (*f && parent && op != st->func) st->fx[parent->id] |= FX_CHILD;
  return 0;
}

static bool effect_free(const tick_state *st, const bo_op *op) {
  return op->id >= st->num_ops || !(st->fx[op->id] & FX_SELF);
}

/* (2): aliases forward, once per allocation. */
static void index_aliases(tick_state *st) {
  bo_view_flow flow;
  bo_view_flow_init(&flow);
  for (size_t i = 0; i < st->out->allocs.len; i++) {
    bo_vec_push(&st->user_begin, st->users.len);
    bo_view_flow_resolve(&flow, &st->out->allocs.data[i].alloc->results[0]);
    for (size_t k = 0; k < flow.set.len; k++) {
      bo_value *v = flow.set.data[k];
      if (!v->def_op || v->def_op->num_regions) st->out->allocs.data[i].carried = true;
      uintptr_t head = (uintptr_t)bo_mapping_get(st->alias_head, v);
      bo_vec_push(&st->nodes, ((alias_node){(uint32_t)i, (uint32_t)head}));
      bo_mapping_put(st->alias_head, v, (void *)(uintptr_t)st->nodes.len);
      for (bo_use *u = v->first_use; u; u = u->next)
        if (!effect_free(st, u->owner)) bo_vec_push(&st->users, u->owner);
    }
  }
  bo_vec_push(&st->user_begin, st->users.len);
  bo_view_flow_free(&flow);
}

static void tick_update(bo_alloc_life *a, int64_t t) {
  if (t == BO_TICK_UNTRACEABLE) {
    a->first = a->last = BO_TICK_UNTRACEABLE;
    return;
  }
  if (a->first == BO_TICK_UNTRACEABLE) return;
  if (a->first == BO_TICK_UNUSED || t < a->first) a->first = t;
  if (t > a->last) a->last = t;
}

static void access_value(tick_state *st, bo_value *v, bool complex) {
  if (!bo_type_is_memref(v->type)) return; /* ranked or unranked: a cast to memref<*x..> is the same buffer */
  for (uintptr_t n = (uintptr_t)bo_mapping_get(st->alias_head, v); n;) {
    const alias_node *node = &st->nodes.data[n - 1];
    tick_update(&st->out->allocs.data[node->alloc], complex ? BO_TICK_UNTRACEABLE : st->tick);
    if (st->stack.len) bo_vec_push(&st->set, node->alloc);
    n = node->next;
  }
}

static void access_operands(tick_state *st, bo_op *op, bool complex) {
  for (unsigned i = 0; i < op->num_operands; i++) access_value(st, op->operands[i].value, complex);
}

/* A call with a buffer result: every allocation its buffer operands may
 * point into feeds it. */
static void mark_feeds_call(tick_state *st, bo_op *op) {
  bool result = false;
  for (unsigned i = 0; i < op->num_results && !result; i++)
    result = bo_type_is_memref(op->results[i].type);
  for (unsigned i = 0; result && i < op->num_operands; i++)
    for (uintptr_t n = (uintptr_t)bo_mapping_get(st->alias_head, op->operands[i].value); n;) {
      const alias_node *node = &st->nodes.data[n - 1];
      st->out->allocs.data[node->alloc].feeds_call = true;
      n = node->next;
    }
}

static bool properly_inside(const bo_op *op, const bo_op *scope) {
  return op != scope && bo_op_is_inside(op, scope);
}

/* GC's needsResetTick: the buffer is allocated outside the scope op, or
 * an alias is used (with an effect) outside it. */
static bool needs_reset(const tick_state *st, const bo_op *scope, uint32_t a) {
  if (!properly_inside(st->out->allocs.data[a].alloc, scope)) return true;
  for (size_t k = st->user_begin.data[a]; k < st->user_begin.data[a + 1]; k++)
    if (!properly_inside(st->users.data[k], scope)) return true;
  return false;
}

static void pop_scope(tick_state *st) {
  scope_rec s = st->stack.data[--st->stack.len];
  bool native = !st->opt->gc_compat;
  size_t end = st->set.len;
  if (end > s.set_begin && !bo_op_has_trait(s.op, BO_TRAIT_REGION_BRANCH)) {
    if (!native) {
      if (!st->failed) bo_op_emit_error(s.op, "expecting RegionBranchOpInterface for merge-alloc");
      st->failed = 1;
    } else {
      for (size_t k = s.set_begin; k < end; k++)
        tick_update(&st->out->allocs.data[st->set.data[k]], BO_TICK_UNTRACEABLE);
    }
    st->set.len = s.set_begin;
    return;
  }
  st->carry.len = 0;
  for (size_t k = s.set_begin; k < end; k++) {
    uint32_t a = st->set.data[k];
    if (!s.cfg && !needs_reset(st, s.op, a)) continue;
    bo_alloc_life *life = &st->out->allocs.data[a];
    tick_update(life, s.start);
    tick_update(life, st->tick);
    if (native) bo_vec_push(&st->carry, a); /* the enclosing loops widen it too */
  }
  st->set.len = s.set_begin;
  if (st->stack.len)
    for (size_t k = 0; k < st->carry.len; k++) bo_vec_push(&st->set, st->carry.data[k]);
}

static void pop_scopes_until(tick_state *st, const bo_op *op) {
  while (st->stack.len && !(op && properly_inside(op, st->stack.data[st->stack.len - 1].op)))
    pop_scope(st);
}

static bool has_multi_block_region(const bo_op *op) {
  for (unsigned r = 0; r < op->num_regions; r++)
    if (op->regions[r].first && op->regions[r].first->next) return true;
  return false;
}

/* The allocation whose result v is, when v is one (index into allocs). */
static bo_alloc_life *alloc_of_result(tick_state *st, bo_value *v) {
  bo_op *def = v->def_op;
  if (!def || !is_alloc(def)) return NULL;
  for (uintptr_t n = (uintptr_t)bo_mapping_get(st->alias_head, v); n;) {
    const alias_node *node = &st->nodes.data[n - 1];
    if (st->out->allocs.data[node->alloc].alloc == def) return &st->out->allocs.data[node->alloc];
    n = node->next;
  }
  return NULL;
}

static bool is_container(const bo_type *t) {
  return bo_type_is_memref(t) && bo_type_is_memref(bo_type_get_element_type(t));
}

/* An op with a memref of memrefs among its operands or results (a
 * memref.store of a buffer into one, krnl.seqinsert_move, ...) may keep a
 * buffer operand beyond its own tick, or take it over. */
static bool touches_container(const bo_op *op) {
  for (unsigned i = 0; i < op->num_operands; i++)
    if (is_container(op->operands[i].value->type)) return true;
  for (unsigned i = 0; i < op->num_results; i++)
    if (is_container(op->results[i].type)) return true;
  return false;
}

static int visit(bo_op *op, void *user) {
  tick_state *st = user;
  bool native = !st->opt->gc_compat;
  pop_scopes_until(st, op);
  st->tick++;
  if (op == st->func) return 0;
  const bo_memory_iface *mem = bo_memory_of(op);
  /* memref.distinct_objects lowers to an LLVM assumption that its
   * operands are separate allocations (separate_storage): two views of
   * one arena would break it, so its operands are not merged. */
  bool extracts = bo_op_isa(op, BO_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX) ||
                  bo_op_isa(op, BO_OP_MEMREF_DISTINCT_OBJECTS) ||
                  (native && bo_op_isa(op, BO_OP_MEMREF_EXTRACT_STRIDED_METADATA));
  if (native && extracts) {
    access_operands(st, op, true);
  } else if (mem && (mem->effects & BO_MEM_ALIAS)) {
    for (unsigned i = 0; i < op->num_operands; i++)
      if (i != mem->alias_operand) access_value(st, op->operands[i].value, false);
  } else if (bo_op_has_trait(op, BO_TRAIT_RETURN_LIKE)) {
    bo_op *parent = op->block ? bo_block_get_parent_op(op->block) : NULL;
    bool escape = parent == st->func || (parent && is_loop_like(parent));
    access_operands(st, op, escape);
  } else if (is_alloc(op)) {
    /* both walks are pre-order: this is the next allocation collected */
    if (st->next_alloc < st->out->allocs.len && st->out->allocs.data[st->next_alloc].alloc == op)
      st->out->allocs.data[st->next_alloc++].alloc_tick = st->tick;
  } else if (extracts || (native && touches_container(op))) {
    access_operands(st, op, true);
  } else if (!effect_free(st, op)) {
    bo_alloc_life *freed = native && is_plain_free(op) ? alloc_of_result(st, op->operands[0].value)
                                                       : NULL;
    if (freed) {
      if (!freed->num_deallocs++) freed->dealloc = op;
    } else {
      const bool frees = native && mem && (mem->effects & BO_MEM_FREES);
      access_operands(st, op, frees); /* freeing an alias: untraceable */
      if (native && mem && (mem->effects & BO_MEM_CALL)) mark_feeds_call(st, op);
    }
  }
  if (op->num_regions) {
    scope_rec s = {op, st->tick, st->set.len, native && has_multi_block_region(op)};
    bo_vec_push(&st->stack, s);
  }
  return 0;
}

int64_t bo_alloc_element_bytes(const bo_type *t, bool gc_compat) {
  switch (bo_type_get_kind(t)) {
    case BO_TYPE_INDEX: return 8;
    case BO_TYPE_INTEGER:
    case BO_TYPE_FLOAT: {
      int64_t w = bo_type_get_width(t);
      if (gc_compat) return w / 8 > 1 ? w / 8 : 1;
      if (bo_type_get_kind(t) == BO_TYPE_FLOAT && bo_type_get_float_kind(t) == BO_F80) return 16;
      int64_t b = 1;
      while (b * 8 < w && b < 8) b *= 2;
      return b * 8 >= w ? b : (w + 63) / 64 * 8;
    }
    case BO_TYPE_COMPLEX: return 2 * bo_alloc_element_bytes(bo_type_get_element_type(t), gc_compat);
    case BO_TYPE_VECTOR: {
      /* As LLVM lays it out: a 1-D vector of n elements of b bytes takes
       * n * b rounded up to a power of two; an N-D vector is an array of
       * its innermost 1-D vectors.  Scalable vectors (and graph-compiler,
       * which has no size for a vector element) get 0: not mergeable. */
      if (gc_compat || bo_type_get_scalable_dims(t)) return 0;
      unsigned rank = bo_type_get_rank(t);
      const int64_t *shape = bo_type_get_shape(t);
      int64_t eb = bo_alloc_element_bytes(bo_type_get_element_type(t), false);
      if (rank == 0 || eb <= 0 || shape[rank - 1] <= 0 || shape[rank - 1] > (1 << 20)) return 0;
      int64_t inner = eb * shape[rank - 1], p = 1;
      while (p < inner) p *= 2;
      for (unsigned d = 0; d + 1 < rank; d++) {
        if (shape[d] <= 0 || p > INT64_MAX / 2 / shape[d]) return 0;
        p *= shape[d];
      }
      return p;
    }
    default: return 0;
  }
}

/* graph-compiler's needsHoistOutOfParallelLoop: the allocation's nearest
 * scope is an scf.forall, and a direct user sits in an scf.forall of the
 * allocation's own block. */
static bool needs_hoist(bo_op *alloc, bo_op *nearest_scope) {
  if (!nearest_scope || !bo_op_isa(nearest_scope, BO_OP_SCF_FORALL)) return false;
  for (bo_op *f = alloc->block->first; f; f = f->next) {
    if (!bo_op_isa(f, BO_OP_SCF_FORALL)) continue;
    for (bo_use *u = alloc->results[0].first_use; u; u = u->next)
      if (bo_op_is_inside(u->owner, f)) return true;
  }
  return false;
}

bo_op *bo_alloc_scope_ancestor(bo_op *op) {
  for (bo_op *p = op->block ? bo_block_get_parent_op(op->block) : NULL; p;
       p = p->block ? bo_block_get_parent_op(p->block) : NULL)
    if (bo_op_has_trait(p, BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE)) return p;
  return NULL;
}

static const char *const k_forall_lists[3] = {"staticLowerBound", "staticUpperBound",
                                              "staticStep"};

unsigned bo_forall_rank(const bo_op *forall) {
  const bo_attr *lb = bo_op_get_attr(forall, k_forall_lists[0]);
  return lb ? bo_attr_get_num_elements(lb) : 0;
}

bool bo_forall_bound(bo_op *forall, int which, unsigned d, int64_t *c, bo_value **dyn) {
  *dyn = NULL;
  const bo_attr *l = bo_op_get_attr(forall, k_forall_lists[which]);
  if (!l || d >= bo_attr_get_num_elements(l)) return false;
  int64_t v = bo_attr_dense_array_int_at(l, d);
  if (v != BO_DYNAMIC) {
    *c = v;
    return true;
  }
  /* the operands go lbs, ubs, steps, shared_outs (operandSegmentSizes) */
  const bo_attr *seg = bo_op_get_prop(forall, "operandSegmentSizes");
  if (!seg || bo_attr_get_num_elements(seg) < 3) return false;
  unsigned first = 0, k = 0;
  for (int i = 0; i < which; i++) first += (unsigned)bo_attr_dense_array_int_at(seg, (unsigned)i);
  unsigned n = (unsigned)bo_attr_dense_array_int_at(seg, (unsigned)which);
  for (unsigned i = 0; i < d; i++)
    if (bo_attr_dense_array_int_at(l, i) == BO_DYNAMIC) k++;
  if (k >= n) return false;
  *dyn = forall->operands[first + k].value;
  const bo_op *def = (*dyn)->def_op;
  const bo_attr *a = def && bo_op_isa(def, BO_OP_ARITH_CONSTANT) ? bo_op_get_attr(def, "value")
                                                               : NULL;
  if (!a || bo_attr_get_kind(a) != BO_ATTR_INTEGER) return false;
  *c = bo_attr_get_int(a);
  return true;
}

int64_t bo_forall_static_trips(bo_op *forall) {
  int64_t trips = 1;
  for (unsigned d = 0, r = bo_forall_rank(forall); d < r; d++) {
    int64_t lb, ub, step;
    bo_value *dyn;
    if (!bo_forall_bound(forall, 0, d, &lb, &dyn) || !bo_forall_bound(forall, 1, d, &ub, &dyn) ||
        !bo_forall_bound(forall, 2, d, &step, &dyn) || step <= 0)
      return -1;
    int64_t t = ub > lb ? (ub - lb + step - 1) / step : 0;
    if (t && trips > INT64_MAX / t) return -1;
    trips *= t;
  }
  return trips;
}

/* The allocation scope.  graph-compiler's getAllocScope skips scf.for,
 * and, for a buffer it hoists, every static scf.forall on the way (also
 * past an scf.for, while its size counts only the nest of static foralls
 * right around the allocation: views beyond the arena, reference 1.13.3).
 * Here the hoisting stops where that nest ends: the size, the views'
 * thread index and the scope all follow the same chain. */
static void find_scope(const bo_lifetime_options *o, bo_alloc_life *a) {
  bo_op *p = bo_alloc_scope_ancestor(a->alloc);
  a->threads = 1;
  a->hoist = o->gc_compat && needs_hoist(a->alloc, p) && bo_forall_static_trips(p) >= 0;
  while (a->hoist && p && bo_op_isa(p, BO_OP_SCF_FORALL)) {
    int64_t t = bo_forall_static_trips(p);
    if (t < 0) break;
    a->threads = t && a->threads > INT64_MAX / t ? INT64_MAX : a->threads * t;
    a->hoist_outer = p;
    p = bo_alloc_scope_ancestor(p);
  }
  while (p && (o->gc_compat ? bo_op_isa(p, BO_OP_SCF_FOR) : bo_op_has_trait(p, BO_TRAIT_LOOP)))
    p = bo_alloc_scope_ancestor(p);
  a->scope = p;
  a->scope_block = p && p->num_regions == 1 && p->regions[0].first && !p->regions[0].first->next
                       ? p->regions[0].first
                       : NULL;
}

/* The last op nested in op in pre-order (op itself when it has none). */
static bo_op *last_descendant(bo_op *op) {
  for (;;) {
    bo_op *next = NULL;
    for (unsigned r = op->num_regions; r-- > 0 && !next;)
      for (bo_block *b = op->regions[r].last; b && !next; b = b->prev) next = b->last;
    if (!next) return op;
    op = next;
  }
}

static void decide_mergeable(const bo_lifetime_options *o, bo_alloc_life *a) {
  const bo_type *t = a->alloc->results[0].type;
  find_scope(o, a);
  int64_t n = bo_type_get_num_elements(t);
  int64_t eb = bo_alloc_element_bytes(bo_type_get_element_type(t), o->gc_compat);
  a->bytes = n == BO_DYNAMIC || !eb ? 0 : n * eb;
  if (a->hoist) {
    /* Per-thread slices of a hoisted buffer: graph-compiler gives it the
     * lifetime of its uses, so that the slices of two sibling inner
     * foralls share bytes while other threads of the outer forall may
     * still use theirs (reference 1.13.2).  It lives across the whole
     * outermost forall of the nest instead: no two threads' slices of
     * different buffers ever meet. */
    a->bytes = a->threads && a->bytes > INT64_MAX / a->threads ? 0 : a->bytes * a->threads;
    if (a->first >= 1) {
      tick_update(a, (int64_t)a->hoist_outer->id + 1);
      tick_update(a, (int64_t)last_descendant(a->hoist_outer)->id + 1);
    }
  }
  /* Both modes: memref.view makes identity layouts only (graph-compiler
   * would build an invalid view). */
  if (a->first == BO_TICK_UNTRACEABLE || n == BO_DYNAMIC || bo_type_get_layout(t)) return;
  const bo_attr *al = bo_op_get_attr(a->alloc, "alignment");
  if (al && (bo_attr_get_int(al) <= 0 || o->alignment % bo_attr_get_int(al))) return;
  if (!o->gc_compat &&
      (!a->bytes || !a->scope_block || a->alloc->num_operands ||
       (a->carried && a->alloc->block != a->scope_block)))
    return;
  a->mergeable = true;
}

int bo_alloc_lifetimes_compute(bo_op *func, const bo_lifetime_options *options,
                               bo_alloc_lifetimes *out) {
  tick_state st = {.opt = options, .func = func, .out = out};
  st.num_ops = out->num_ops = bo_number_ops(func);
  st.fx = calloc(st.num_ops ? st.num_ops : 1, 1);
  st.alias_head = bo_mapping_create();
  bo_walk_post(func, mark_effects, &st);
  index_aliases(&st);
  if (bo_walk_pre(func, visit, &st) >= 0) pop_scopes_until(&st, NULL);
  for (size_t i = 0; i < out->allocs.len; i++) {
    bo_alloc_life *a = &out->allocs.data[i];
    decide_mergeable(options, a);
    /* every allocation was ticked; a lifetime is both marks or an interval
     * of ticks; a mergeable buffer has a static size (native) and was
     * accessed or is unused */
    bo_assert(st.failed || (a->alloc_tick >= 1 && a->alloc_tick <= st.tick));
    bo_assert(a->first == BO_TICK_UNTRACEABLE ? a->last == BO_TICK_UNTRACEABLE
              : a->first == BO_TICK_UNUSED    ? a->last == BO_TICK_UNUSED
                                              : 1 <= a->first && a->first <= a->last &&
                                                    a->last <= st.tick);
    bo_assert(!a->mergeable || a->first != BO_TICK_UNTRACEABLE);
    bo_assert(!a->mergeable || options->gc_compat || (a->bytes > 0 && a->scope_block));
  }
  free(st.fx);
  bo_mapping_destroy(st.alias_head);
  bo_vec_free(&st.nodes);
  bo_vec_free(&st.users);
  bo_vec_free(&st.user_begin);
  bo_vec_free(&st.stack);
  bo_vec_free(&st.set);
  bo_vec_free(&st.carry);
  return st.failed ? -1 : 0;
}

void bo_alloc_lifetimes_free(bo_alloc_lifetimes *lt) { bo_vec_free(&lt->allocs); }
