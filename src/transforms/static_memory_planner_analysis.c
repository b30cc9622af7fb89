/* static_memory_planner_analysis.c - upstream MLIR 23's
 * static-memory-planner-analysis pass (despite its name, it rewrites):
 * after deallocation, the static allocations of a function's entry block
 * that are freed there become views of one i8 arena.
 *
 * As upstream (ref-merge-alloc.md section 2), per function: an error if the
 * function returns a memref; every memref.alloc directly in the entry block
 * with a static shape is a candidate when every memref.dealloc of one of its
 * forward aliases is (or is nested in) an entry-block op and frees only
 * entry-block allocations (else it is skipped); no dealloc, or one in
 * another block, is an error that stops the walk.  Its lifetime is
 * [index of the alloc, index of the last dealloc's entry-block ancestor]
 * among the entry block's ops; its size is the packed bits rounded up to
 * bytes and its alignment the alloc's (1 without).  The planner (trivial or
 * best-fit, bo_plan) places them; the arena (alignment = lcm of all) is a
 * new memref.alloc before the first candidate (arena-mode=allocate, never
 * freed, as upstream) or the function's first argument (arena-mode=arg);
 * each candidate becomes an arith.constant offset and a memref.view, and
 * every dealloc found is erased.
 *
 * The invariant: a candidate's bytes are its own from its alloc to its
 * last dealloc.  Cost: one forward alias resolve per allocation, one pass
 * over the entry block, the planner.
 */
#include <stddef.h>

#include "../support/checked.h"

#include "../analysis/buffer_view_flow.h"
#include "../dialects/memory_iface.h"
#include "../pass/passes.h"
#include "bufopt/plan.h"
#include "merge_alloc.h"

typedef struct smp_options {
  int algorithm; /* 0 trivial, 1 best-fit */
  const char *arena_mode;
} smp_options;

static const char *const algorithm_names[] = {"trivial", "best-fit", NULL};

typedef struct candidate {
  bo_op *alloc;
  int64_t size, alignment, start, end;
  size_t first_dealloc, num_deallocs; /* range in deallocs */
} candidate;

typedef struct smp_state {
  bo_op *func;
  bo_block *entry;
  bo_view_flow flow;
  bo_mapping *reverse;   /* value -> first node + 1: allocations it may be */
  BO_VEC(uint64_t) nodes; /* (alloc op index << 32) | next */
  BO_VEC(bo_op *) all_allocs;
  BO_VEC(candidate) cands;
  BO_VEC(bo_op *) deallocs;
  bo_mapping *index; /* entry-block op -> position + 1 */
} smp_state;

static bool is_alloc(const bo_op *op) {
  return bo_memory_of(op) == &bo_memory_alloc && op->num_results == 1;
}

static bool is_dealloc(const bo_op *op) {
  const bo_memory_iface *mem = bo_memory_of(op);
  return mem && (mem->effects & BO_MEM_FREES) && !(mem->effects & BO_MEM_ALLOCATES) &&
         op->num_operands == 1 && !bo_op_get_prop(op, "operandSegmentSizes");
}

static int collect(bo_op *op, void *user) {
  smp_state *st = user;
  if (is_alloc(op)) bo_vec_push(&st->all_allocs, op);
  return 0;
}

static bool has_memref_result(const bo_op *func) {
  const bo_attr *ft = bo_op_get_attr(func, "function_type");
  const bo_type *t = ft ? bo_attr_get_type_value(ft) : NULL;
  if (!t) return false;
  for (unsigned i = 0; i < bo_type_get_num_results(t); i++)
    if (bo_type_is_memref(bo_type_get_results(t)[i])) return true;
  return false;
}

/* Upstream's size: the packed bits of all elements, rounded up to bytes. */
static int64_t packed_bytes(const bo_type *t) {
  const bo_type *e = bo_type_get_element_type(t);
  int64_t bits;
  switch (bo_type_get_kind(e)) {
    case BO_TYPE_INDEX: bits = 64; break;
    case BO_TYPE_INTEGER: case BO_TYPE_FLOAT: bits = bo_type_get_width(e); break;
    default: return -1;
  }
  return (bo_type_get_num_elements(t) * bits + 7) / 8;
}

/* 1: candidate, 0: skipped, -1: error (stops the walk). */
static int examine(smp_state *st, bo_op *alloc) {
  const bo_type *t = alloc->results[0].type;
  if (!bo_type_has_rank(t) || bo_type_get_num_elements(t) == BO_DYNAMIC) return 0;
  if (alloc->block != st->entry) return 0;
  /* bufopt: the arena is in the default memory space, and memref.view
   * cannot change it; upstream builds an invalid view here. */
  if (bo_type_get_memory_space(t)) return 0;
  size_t first = st->deallocs.len;
  bo_view_flow_resolve(&st->flow, &alloc->results[0]);
  for (size_t i = 0; i < st->flow.set.len; i++)
    for (bo_use *u = st->flow.set.data[i]->first_use; u; u = u->next)
      if (is_dealloc(u->owner)) {
        bool dup = false;
        for (size_t k = first; k < st->deallocs.len; k++) dup |= st->deallocs.data[k] == u->owner;
        if (!dup) bo_vec_push(&st->deallocs, u->owner);
      }
  if (st->deallocs.len == first)
    return bo_op_emit_error(alloc, "no dealloc found; run the deallocation pipeline before this pass");
  int64_t start = (int64_t)(uintptr_t)bo_mapping_get(st->index, alloc) - 1, end = start;
  for (size_t k = first; k < st->deallocs.len; k++) {
    bo_op *d = st->deallocs.data[k];
    bo_op *top = bo_op_ancestor_in_block(d, st->entry);
    if (!top) return bo_op_emit_error(alloc, "unstructured control flow is not supported");
    for (uintptr_t n = (uintptr_t)bo_mapping_get(st->reverse, d->operands[0].value); n;) {
      uint64_t node = st->nodes.data[n - 1];
      if (st->all_allocs.data[node >> 32]->block != st->entry) {
        st->deallocs.len = first; /* may free a buffer the arena does not own */
        return 0;
      }
      n = (uintptr_t)(node & 0xffffffffu);
    }
    int64_t at = (int64_t)(uintptr_t)bo_mapping_get(st->index, top) - 1;
    if (at > end) end = at;
  }
  const bo_attr *al = bo_op_get_attr(alloc, "alignment");
  candidate c = {alloc, packed_bytes(t), al && bo_attr_get_int(al) > 0 ? bo_attr_get_int(al) : 1,
                 start, end, first, st->deallocs.len - first};
  if (c.size < 0) {
    st->deallocs.len = first;
    return 0; /* an element type without a bit width */
  }
  bo_vec_push(&st->cands, c);
  return 1;
}

static int rewrite(smp_state *st, const smp_options *o, bool arg_mode) {
  bo_context *ctx = bo_op_get_context(st->func);
  size_t n = st->cands.len;
  bo_plan_buffer *bufs = calloc(n, sizeof *bufs);
  if (!bufs) return bo_op_emit_error(st->func, "out of memory");
  int64_t lcm = 1;
  for (size_t i = 0; i < n; i++) {
    candidate *c = &st->cands.data[i];
    bufs[i] = (bo_plan_buffer){.size = c->size, .alignment = c->alignment, .start = c->start,
                               .end = c->end};
    lcm = bo_lcm_i64(lcm, c->alignment);
    if (lcm < 0) {
      free(bufs);
      return bo_op_emit_error(st->func, "the arena's alignment exceeds the int64 range");
    }
  }
  bo_plan_options po = {.planner = o->algorithm ? BO_PLANNER_BEST_FIT : BO_PLANNER_TRIVIAL};
  bo_plan_result res;
  if (bo_plan(bufs, n, &po, &res) != BO_PLAN_OK) {
    free(bufs);
    return bo_op_emit_error(st->func, "static-memory-planner: %s", res.message);
  }
  int64_t total = 0;
  for (size_t i = 0; i < n; i++)
    if (bufs[i].offset + bufs[i].size > total) total = bufs[i].offset + bufs[i].size;
  bo_value *arena;
  if (arg_mode) {
    arena = st->entry->args[0];
  } else {
    bo_builder b = bo_builder_before(ctx, st->cands.data[0].alloc);
    b.loc = st->func->loc;
    arena = bo_merge_alloc_build_arena(&b, total, lcm, NULL);
  }
  for (size_t i = 0; i < n; i++)
    bo_merge_alloc_view_in_arena(st->cands.data[i].alloc, arena, bufs[i].offset);
  /* every dealloc once, then the allocations */
  bo_mapping *erased = bo_mapping_create();
  for (size_t k = 0; k < st->deallocs.len; k++) {
    bo_op *d = st->deallocs.data[k];
    if (bo_mapping_get(erased, d)) continue;
    bo_mapping_put(erased, d, (void *)1);
    bo_op_erase(d);
  }
  bo_mapping_destroy(erased);
  for (size_t i = 0; i < n; i++) bo_op_erase(st->cands.data[i].alloc);
  free(bufs);
  return 0;
}

static int check_arena_arg(smp_state *st) {
  if (!st->entry->num_args)
    return bo_op_emit_error(st->func, "arena-mode=arg requires at least one function argument");
  const bo_type *t = st->entry->args[0]->type;
  if (!bo_type_is_memref(t) || !bo_type_has_rank(t) || bo_type_get_rank(t) != 1 ||
      !bo_type_is_integer(bo_type_get_element_type(t), 8))
    return bo_op_emit_error(st->func, "arena-mode=arg requires first argument to be memref<...xi8>");
  return 0;
}

static int run_smp(bo_op *func, const void *options) {
  const smp_options *o = options;
  const char *mode = o->arena_mode && *o->arena_mode ? o->arena_mode : "allocate";
  bool arg_mode = !strcmp(mode, "arg");
  if (!arg_mode && strcmp(mode, "allocate"))
    return bo_op_emit_error(func, "invalid arena-mode: '%s' (must be 'allocate' or 'arg')", mode);
  if (!func->num_regions || !func->regions[0].first) return 0;
  if (has_memref_result(func))
    return bo_op_emit_error(func,
                            "static-memory-planner does not support functions with memref return types");
  smp_state st = {.func = func, .entry = func->regions[0].first};
  bo_view_flow_init(&st.flow);
  st.reverse = bo_mapping_create();
  st.index = bo_mapping_create();
  uintptr_t pos = 1;
  for (bo_op *op = st.entry->first; op; op = op->next) bo_mapping_put(st.index, op, (void *)pos++);
  bo_walk_post(func, collect, &st);
  for (size_t i = 0; i < st.all_allocs.len; i++) {
    bo_view_flow_resolve(&st.flow, &st.all_allocs.data[i]->results[0]);
    for (size_t k = 0; k < st.flow.set.len; k++) {
      bo_value *v = st.flow.set.data[k];
      uintptr_t head = (uintptr_t)bo_mapping_get(st.reverse, v);
      bo_vec_push(&st.nodes, ((uint64_t)i << 32) | head);
      bo_mapping_put(st.reverse, v, (void *)(uintptr_t)st.nodes.len);
    }
  }
  int rc = 0;
  for (size_t i = 0; i < st.all_allocs.len && rc >= 0; i++) rc = examine(&st, st.all_allocs.data[i]);
  rc = rc < 0 ? -1 : 0;
  if (!rc && st.cands.len) {
    rc = arg_mode ? check_arena_arg(&st) : 0;
    if (!rc) rc = rewrite(&st, o, arg_mode);
  }
  bo_view_flow_free(&st.flow);
  bo_mapping_destroy(st.reverse);
  bo_mapping_destroy(st.index);
  bo_vec_free(&st.nodes);
  bo_vec_free(&st.all_allocs);
  bo_vec_free(&st.cands);
  bo_vec_free(&st.deallocs);
  return rc;
}

static const bo_pass_option smp_option_table[] = {
    {"algorithm", "The planning algorithm: trivial (no reuse) or best-fit", BO_OPT_ENUM,
     offsetof(smp_options, algorithm), algorithm_names, "trivial"},
    {"arena-mode", "allocate: a new arena before the first planned allocation; arg: the "
                   "function's first argument (a memref<...xi8>)",
     BO_OPT_STRING, offsetof(smp_options, arena_mode), NULL, "allocate"},
};

const bo_pass_info bo_pass_static_memory_planner_analysis = {
    .name = "static-memory-planner-analysis",
    .summary = "Plan the static allocations of each function's entry block into one arena "
               "(upstream MLIR 23)",
    .anchor = "func.func",
    .options_size = sizeof(smp_options),
    .num_options = 2,
    .options = smp_option_table,
    .run = run_smp,
};
