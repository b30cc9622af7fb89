/* merge_alloc.c - the merge-alloc pass: the static-shape temporaries of each
 * allocation scope share one byte arena, planned at compile time.
 *
 * Per function: tick lifetimes of every memref.alloc (alloc_lifetimes.h:
 * aliases, loop and branch widening, scopes); the mergeable ones of each
 * (scope block, memory space) become bo_plan_buffers live on
 * [2*first, 2*last + 1) in allocation order; bo_plan gives byte offsets;
 * the rewrite puts `memref.alloc() {alignment = A : i64} : memref<Nxi8>` at
 * the start of the scope block and replaces each merged allocation by an
 * `arith.constant OFFSET : index` and a `memref.view` of the arena.
 *
 * The invariant: two merged buffers share bytes only when no execution can
 * have both live, so every view reads what it wrote.  bufopt's native mode
 * keeps it where graph-compiler does not (see docs/merge-alloc.md): widening
 * over every enclosing loop and branch, parallel-loop bodies always their
 * own scope (no hoisting), pointer extraction untraceable, lowered element
 * sizes, the arena trimmed to the plan's high-water mark, direct deallocs of
 * merged buffers dropped and one dealloc of the arena at the end of its
 * scope.  gc-merge-alloc (gc_merge_alloc.c) runs this driver in
 * graph-compiler's exact mode.
 *
 * Cost: the analysis (near linear) + the planner per scope + one pass over
 * the merged allocations.
 */
#include "merge_alloc.h"
#include "merge_alloc_internal.h"

#include <stddef.h>
#include <stdio.h>

#include "../analysis/alloc_lifetimes.h"
#include "../dialects/memory_iface.h"
#include "../pass/passes.h"
#include "../support/assert.h"
#include "../dialects/op_ids.h"
#include "bufopt/plan.h"

/* Attribute names built here (one place). */
static const char k_lifetime_attr[] = "__mergealloc_lifetime";
static const char k_scope_attr[] = "__mergealloc_scope";


static int64_t align_up(int64_t v, int64_t a) { return (v + a - 1) / a * a; }

static int parse_planner(merge_state *st, bo_planner *out) {
  const char *p = st->cfg->planner_options ? st->cfg->planner_options : "";
  if (!*p || !strcmp(p, "cost-model")) {
    *out = st->cfg->gc_compat ? BO_PLANNER_GC_COST_MODEL : (*p ? BO_PLANNER_GC_COST_MODEL
                                                                : BO_PLANNER_DEFAULT);
    return 0;
  }
  if (!strcmp(p, "size-first")) {
    *out = BO_PLANNER_GC_SIZE_FIRST;
    return 0;
  }
  if (st->cfg->gc_compat) return bo_op_emit_error(st->func, "Unrecognized planner option");
  if (bo_planner_from_name(p, out) == 0) return 0;
  bo_str names = {0};
  for (int i = 0; i < BO_PLANNER_COUNT; i++)
    bo_str_printf(&names, "%s%s", i ? ", " : "", bo_planner_name((bo_planner)i));
  bo_op_emit_error(st->func,
                   "unknown planner-options '%s' (valid: cost-model, size-first, %s)", p,
                   names.data);
  bo_str_free(&names);
  return -1;
}

/* A small integer naming each scope op in analysis-only output. */
static int64_t scope_id(const bo_op *scope) { return scope ? (int64_t)scope->id + 1 : 0; }

static void annotate(merge_state *st) {
  const bo_type *i64 = bo_type_integer(st->ctx, 64, BO_SIGNLESS);
  for (size_t i = 0; i < st->lt.allocs.len; i++) {
    const bo_alloc_life *a = &st->lt.allocs.data[i];
    int64_t v[3] = {scope_id(a->scope), a->first, a->last};
    bo_op_set_discardable_attr(a->alloc, k_lifetime_attr,
                               bo_attr_dense_array_int(st->ctx, i64, 3, v));
    if (a->scope)
      bo_op_set_discardable_attr(a->scope, k_scope_attr,
                                 bo_attr_integer(st->ctx, i64, scope_id(a->scope)));
  }
}

/* gc: errors graph-compiler reports for mergeable allocations. */
static int check_gc_errors(merge_state *st) {
  for (size_t i = 0; i < st->lt.allocs.len; i++) {
    bo_alloc_life *a = &st->lt.allocs.data[i];
    if (!a->mergeable) continue;
    if (!a->scope)
      return bo_op_emit_plain_error(a->alloc,
                                    "This op should be surrounded by an AutomaticAllocationScope");
    if (!a->scope_block)
      return bo_op_emit_plain_error(
          a->alloc, "This op should be surrounded by an AutomaticAllocationScope of single block");
    if (a->bytes <= 0) {
      if (bo_type_get_num_elements(a->alloc->results[0].type) == 0)
        return bo_op_emit_plain_error(a->alloc, "Expecting static shaped allocation");
      a->mergeable = false; /* an element type graph-compiler cannot size */
    }
  }
  return 0;
}

static scope_group *group_of(merge_state *st, const bo_alloc_life *a) {
  const bo_attr *space = bo_type_get_memory_space(a->alloc->results[0].type);
  for (size_t g = 0; g < st->groups.len; g++)
    if (st->groups.data[g].block == a->scope_block && st->groups.data[g].space == space)
      return &st->groups.data[g];
  scope_group ng = {.block = a->scope_block, .space = space, .scope = a->scope,
                    .order = st->groups.len};
  bo_vec_push(&st->groups, ng);
  return &st->groups.data[st->groups.len - 1];
}

static const char *label_of(merge_state *st, const bo_alloc_life *a) {
  bo_loc l = a->alloc->loc;
  bo_str s = {0};
  bo_str_printf(&s, "%s:%u:%u ticks [%lld, %lld]", l.file ? l.file : "?", l.line, l.col,
                (long long)a->first, (long long)a->last);
  bo_vec_push(&st->labels, s.data);
  return s.data;
}

/* The alignment of a buffer's slot in the arena.  graph-compiler's (and
 * pack-small=false): `alignment` (A) for every buffer.  pack-small (A a
 * power of two), with `line`: A for a buffer of s >= A bytes, and for
 * s < A the least power of two p >= s (and >= its element's size).  p
 * divides A, so its slot [o, o + s), o a multiple of p, never crosses an
 * A-byte line of the A-aligned arena: the property One-Shot Bufferize's
 * `alignment = 64` asks for (a buffer in as few cache lines as its size
 * needs), while two 4-byte buffers take 8 bytes, not 68.  Without `line`:
 * the element's alignment only (plan_group then checks the lines).  A
 * buffer with a memref.assume_alignment user keeps A; an allocation's own
 * `alignment` below A is kept as a floor. */
static int64_t slot_alignment(const merge_state *st, const bo_alloc_life *a, bool line) {
  int64_t A = st->cfg->alignment;
  if (st->cfg->gc_compat || !st->cfg->pack_small || (A & (A - 1)) || (line && a->bytes >= A))
    return A;
  for (const bo_use *u = a->alloc->results[0].first_use; u; u = u->next)
    if (bo_op_isa(u->owner, BO_OP_MEMREF_ASSUME_ALIGNMENT)) return A;
  int64_t eb = bo_alloc_element_bytes(bo_type_get_element_type(a->alloc->results[0].type), false);
  /* an `alignment` below A is a request of its own (A, One-Shot's 64, is
   * the one relaxed here): it stays a floor */
  const bo_attr *own = bo_op_get_attr(a->alloc, "alignment");
  if (own && bo_attr_get_int(own) < A && bo_attr_get_int(own) > eb) eb = bo_attr_get_int(own);
  int64_t p = 1;
  while ((line && p < a->bytes) || p < eb) p *= 2;
  return p < A ? p : A;
}

/* Whether buffer b touches no more A-byte lines than its size needs
 * (ceil(size / A)): what an A-aligned slot gives. */
static bool within_lines(const bo_plan_buffer *b, int64_t A) {
  return b->offset % A + b->size <= align_up(b->size, A);
}

static int plan_once(merge_state *st, scope_group *g, bo_planner planner) {
  size_t n = g->members.len;
  /* The exact search gets a node budget (a few ms), not a time limit: the
   * pass's output must not depend on the machine's speed or load. */
  bo_plan_options po = {.planner = planner, .gc_alignment = st->cfg->alignment,
                        .node_limit = 100000};
  /* bo_plan checks its plan itself (no overlap of buffers live together,
   * alignment, within the arena) and fails on an invalid one */
  if (bo_plan(g->bufs, n, &po, &g->result) != BO_PLAN_OK)
    return bo_op_emit_error(st->func, "merge-alloc: the planner failed: %s", g->result.message);
  return 0;
}

/* pack-small, after the line-keeping plan of g: up to three plans where
 * the buffers that have not yet broken the line rule take only their
 * element's alignment (those that did keep their line alignment from then
 * on); a plan is kept when it is smaller and every buffer is within its
 * lines.  Stops at the lower bound. */
static int relax_alignments(merge_state *st, scope_group *g, bo_planner planner) {
  size_t n = g->members.len;
  bo_plan_buffer *kept = malloc(n * sizeof *kept);
  bool *pinned = calloc(n, sizeof *pinned);
  if (!kept || !pinned) {
    free(kept);
    free(pinned);
    return bo_op_emit_error(st->func, "out of memory");
  }
  memcpy(kept, g->bufs, n * sizeof *kept);
  bo_plan_result kept_result = g->result;
  int rc = 0;
  for (int round = 0; round < 3 && kept_result.arena > kept_result.lower_bound; round++) {
    bool any = false;
    for (size_t k = 0; k < n; k++) {
      const bo_alloc_life *a = &st->lt.allocs.data[g->members.data[k]];
      g->bufs[k].alignment = slot_alignment(st, a, pinned[k]);
      any |= !pinned[k] && g->bufs[k].alignment < slot_alignment(st, a, true);
    }
    if (!any || (rc = plan_once(st, g, planner))) break;
    bool ok = true;
    for (size_t k = 0; k < n; k++)
      if (!within_lines(&g->bufs[k], st->cfg->alignment)) ok = false, pinned[k] = true;
    if (ok && g->result.arena < kept_result.arena) {
      memcpy(kept, g->bufs, n * sizeof *kept);
      kept_result = g->result;
    }
  }
  memcpy(g->bufs, kept, n * sizeof *kept);
  g->result = kept_result;
  free(kept);
  free(pinned);
  return rc ? -1 : 0;
}

/* Plans g.  pack-small: first with the line-keeping slot alignments (every
 * buffer within as few A-byte lines as it needs), then relax_alignments
 * while above the lower bound: at most four plans per group. */
static int plan_group(merge_state *st, scope_group *g, bo_planner planner) {
  size_t n = g->members.len;
  g->bufs = calloc(n ? n : 1, sizeof *g->bufs);
  if (!g->bufs) return bo_op_emit_error(st->func, "out of memory");
  int64_t align = st->cfg->alignment;
  bool relax = false;
  for (size_t k = 0; k < n; k++) {
    const bo_alloc_life *a = &st->lt.allocs.data[g->members.data[k]];
    bo_plan_buffer *b = &g->bufs[k];
    b->size = st->cfg->gc_compat ? align_up(a->bytes, align) : a->bytes;
    b->alignment = slot_alignment(st, a, true);
    relax |= slot_alignment(st, a, false) < b->alignment;
    b->start = 2 * a->first;
    b->end = 2 * a->last + 1;
    b->label = st->cfg->report ? label_of(st, a) : NULL;
  }
  if (plan_once(st, g, planner)) return -1;
  if (relax && g->result.arena > g->result.lower_bound && relax_alignments(st, g, planner))
    return -1;
  /* gc: the trace's first event is the buffer with the smallest (start, index) */
  size_t first = 0;
  for (size_t k = 1; k < n; k++)
    if (g->bufs[k].start < g->bufs[first].start) first = k;
  g->first_size = n ? g->bufs[first].size : 0;
  return 0;
}

/* ---------------------------------- the rewrite, shared with
 * static-memory-planner-analysis */

static bo_value *build1(bo_builder *b, unsigned id, unsigned nops, bo_value *const *ops,
                        const bo_type *type, unsigned nprops, const bo_named_attr *props) {
  bo_op_state s = {.id = id, .loc = b->loc, .num_operands = nops, .operands = ops,
                   .num_results = type ? 1 : 0, .result_types = &type,
                   .num_props = nprops, .props = props};
  bo_op *op = bo_build(b, &s);
  return type ? &op->results[0] : NULL;
}

bo_value *bo_merge_alloc_build_arena(bo_builder *b, int64_t bytes, int64_t alignment,
                                     const bo_attr *space) {
  bo_context *ctx = b->ctx;
  if (bytes <= 0) bytes = 1;
  const bo_type *i8 = bo_type_integer(ctx, 8, BO_SIGNLESS);
  static const int64_t no_segments[2] = {0, 0};
  bo_named_attr props[2] = {
      {bo_intern_cstr(ctx, "alignment"), bo_attr_integer(ctx, ctx->t_i64, alignment)},
      {bo_intern_cstr(ctx, "operandSegmentSizes"),
       bo_attr_dense_array_int(ctx, ctx->t_i32, 2, no_segments)}};
  return build1(b, BO_OP_MEMREF_ALLOC, 0, NULL, bo_type_memref(ctx, 1, &bytes, i8, NULL, space),
                2, props);
}

static bo_value *index_constant(bo_builder *b, int64_t v) {
  bo_named_attr value = {bo_intern_cstr(b->ctx, "value"), bo_attr_integer(b->ctx, b->ctx->t_index, v)};
  return build1(b, BO_OP_ARITH_CONSTANT, 0, NULL, b->ctx->t_index, 1, &value);
}

static bo_value *index_binary(bo_builder *b, unsigned id, bo_value *x, bo_value *y) {
  bo_value *ops[2] = {x, y};
  return build1(b, id, 2, ops, b->ctx->t_index, 0, NULL);
}

/* The memref.view of alloc's type at byte offset off of arena, before
 * alloc, in place of alloc's uses. */
static bo_value *view_at(bo_builder *b, bo_op *alloc, bo_value *arena, bo_value *off) {
  bo_value *ops[2] = {arena, off};
  bo_value *view = build1(b, BO_OP_MEMREF_VIEW, 2, ops, alloc->results[0].type, 0, NULL);
  bo_value_replace_all_uses(&alloc->results[0], view);
  return view;
}

bo_value *bo_merge_alloc_view_in_arena(bo_op *alloc, bo_value *arena, int64_t offset) {
  bo_builder b = bo_builder_before(bo_op_get_context(alloc), alloc);
  b.loc = alloc->loc;
  return view_at(&b, alloc, arena, index_constant(&b, offset));
}

/* gc-merge-alloc, a buffer hoisted out of a static scf.forall nest
 * (reference 1.10 item 3): each thread's slice, at
 * OFFSET + thread * per-thread bytes, where the thread index linearises
 * the induction variables of the nest (innermost forall first, its
 * dimensions row-major; ivs normalised by lower bound and step).  The
 * foralls' static bounds are materialised as constants first, as
 * graph-compiler does (they may stay unused).  O(nest depth * rank). */
static void view_per_thread(const bo_alloc_life *a, bo_value *arena, int64_t offset) {
  bo_op *alloc = a->alloc;
  bo_builder b = bo_builder_before(bo_op_get_context(alloc), alloc);
  b.loc = alloc->loc;
  bo_value *base = index_constant(&b, offset), *idx = NULL;
  int64_t inner = 1;
  for (bo_op *f = bo_alloc_scope_ancestor(alloc); f; f = bo_alloc_scope_ancestor(f)) {
    unsigned rank = bo_forall_rank(f);
    bo_block *body = f->regions[0].first;
    BO_VEC(bo_value *) bounds = {0}; /* lb, ub, step of every dimension, in that order */
    for (int which = 0; which < 3; which++)
      for (unsigned d = 0; d < rank; d++) {
        int64_t c = 0;
        bo_value *dyn;
        bool known = bo_forall_bound(f, which, d, &c, &dyn);
        bo_assert(known);
        bo_vec_push(&bounds, dyn ? dyn : index_constant(&b, c));
      }
    bo_value *v = NULL;
    for (unsigned d = 0; d < rank; d++) {
      int64_t lb = 0, ub = 0, step = 1;
      bo_value *dyn;
      bo_forall_bound(f, 0, d, &lb, &dyn);
      bo_forall_bound(f, 1, d, &ub, &dyn);
      bo_forall_bound(f, 2, d, &step, &dyn);
      bo_value *iv = body->args[d];
      if (lb) iv = index_binary(&b, BO_OP_ARITH_SUBI, iv, bounds.data[d]);
      if (step != 1) iv = index_binary(&b, BO_OP_ARITH_DIVSI, iv, bounds.data[2 * rank + d]);
      if (!v) {
        v = iv;
      } else {
        int64_t trips = ub > lb ? (ub - lb + step - 1) / step : 0;
        v = index_binary(&b, BO_OP_ARITH_MULI, v, index_constant(&b, trips));
        v = index_binary(&b, BO_OP_ARITH_ADDI, v, iv);
      }
    }
    bo_vec_free(&bounds);
    if (!idx) {
      idx = v;
    } else {
      bo_value *m = index_binary(&b, BO_OP_ARITH_MULI, v, index_constant(&b, inner));
      idx = index_binary(&b, BO_OP_ARITH_ADDI, idx, m);
    }
    inner *= bo_forall_static_trips(f);
    if (f == a->hoist_outer) break;
  }
  bo_assert(idx);
  bo_value *size = index_constant(&b, a->bytes / a->threads);
  bo_value *off = index_binary(&b, BO_OP_ARITH_ADDI, base,
                               index_binary(&b, BO_OP_ARITH_MULI, idx, size));
  view_at(&b, alloc, arena, off);
}

/* ------------------------------------------------ keep-peak: live clusters */

/* The op of block that is op or contains it. */
static bo_op *ancestor_in(bo_block *block, bo_op *op) {
  while (op && op->block != block) op = op->block ? bo_block_get_parent_op(op->block) : NULL;
  return op;
}

/* The tick of the last op of op's block (its terminator: no nested ops
 * after it). */
static int64_t block_end_tick(const bo_op *op) {
  const bo_op *last = op->block && op->block->last ? op->block->last : op;
  return (int64_t)last->id + 1;
}

/* The ticks [*lo, *hi] an allocation holds heap bytes when it is not
 * merged: from its memref.alloc (or the start of the loop that widened it)
 * to its last access (the deallocation passes free it right after); to the
 * end of the function when it cannot be traced. */
static void occupancy(const merge_state *st, const bo_alloc_life *a, int64_t *lo, int64_t *hi) {
  int64_t b = a->alloc_tick, e = a->alloc_tick;
  if (a->first == BO_TICK_UNTRACEABLE) {
    e = st->num_ticks;
  } else if (a->first != BO_TICK_UNUSED) {
    if (a->first < b) b = a->first;
    if (a->last > e) e = a->last;
  }
  /* passed to a call returning a buffer: that result is freed at the end
   * of its block, and the free counts as a use of this buffer (the
   * deallocation passes' dependents): held to the end of its own block */
  if ((a->feeds_call || a->carried) && a->first != BO_TICK_UNTRACEABLE) {
    int64_t end = block_end_tick(a->alloc);
    if (end > e) e = end;
  }
  if (b < 1) b = 1;
  if (e > st->num_ticks) e = st->num_ticks;
  *lo = b;
  *hi = e < b ? b : e;
}


/* Ticks with unknown heap bytes on top of the model: a call (its callee's
 * bytes) for its own tick, unless the callee allocates nothing; an op that
 * allocates and is not a tracked memref.alloc, or a call returning a
 * buffer of dynamic size, from its tick to the end.
 *
 * A call to a function of the module whose buffer results all have a
 * static size and identity layout: after the deallocation passes each
 * result is a buffer the caller owns (the callee's allocation, or a clone
 * of what it returns: the function-boundary ownership ABI), and its free
 * is placed at the end of the call's block and never moved (it is not an
 * allocating op for optimize-allocation-liveness): its bytes are counted
 * like an allocation's, from the call's tick to the end of its block.
 * The call's own tick is then unknown only when the callee allocates
 * more than what it returns. */
static int mark_unknown(bo_op *op, void *user) {
  merge_state *st = user;
  int64_t t = (int64_t)op->id + 1;
  if (t > st->num_ticks) return 0;
  const bo_memory_iface *mem = bo_memory_of(op);
  if (!mem) return 0;
  bool tracked = mem == &bo_memory_alloc && op->num_results == 1;
  bool call = (mem->effects & BO_MEM_CALL) != 0;
  int64_t results = call ? bo_ma_call_result_bytes(op) : 0;
  if (results > 0) { /* only a function of the module: a declaration's buffer may be anything */
    const bo_op *f = bo_ma_callee_of(st, op);
    if (!f || !f->num_regions || !f->regions[0].first) results = -1;
  }
  if (!tracked && ((mem->effects & BO_MEM_ALLOCATES) || results < 0)) {
    st->call[t]++;
    st->call[st->num_ticks + 1]--;
    st->vary[t] = 1;
    return 0;
  }
  if (results > 0) {
    int64_t end = block_end_tick(op);
    if (end > st->num_ticks) end = st->num_ticks;
    st->live[t] += results;
    st->live[end + 1] -= results;
  }
  if (call && !bo_ma_callee_heap_free(st, op, 0, true)) {
    int64_t e = results >= 0 ? bo_ma_callee_extra(st, op) : -1;
    if (e >= 0) { /* bounded: headroom() takes it */
      st->extra[t] = e > 0 ? e : 1;
    } else {
      st->call[t]++;
      st->call[t + 1]--;
    }
    st->vary[t] = 1;
  }
  return 0;
}

/* The tick of the last op nested in op (op's own without regions). */
static int64_t last_nested_tick(const bo_op *op) {
  for (;;) {
    const bo_op *next = NULL;
    for (unsigned r = op->num_regions; r-- > 0 && !next;)
      for (const bo_block *b = op->regions[r].last; b && !next; b = b->prev) next = b->last;
    if (!next) return (int64_t)op->id + 1;
    op = next;
  }
}

typedef struct vary_walk {
  merge_state *st;
  const int64_t *before; /* before[t]: vary ticks < t (prefix counts) */
  int64_t *spread;       /* diff array: loop ranges made vary */
  bool unstructured;     /* a region with several blocks */
} vary_walk;

static int spread_vary(bo_op *op, void *user) {
  vary_walk *w = user;
  for (unsigned r = 0; r < op->num_regions; r++)
    if (op->regions[r].first && op->regions[r].first->next) w->unstructured = true;
  if (op == w->st->func || !bo_op_has_trait(op, BO_TRAIT_LOOP)) return 0;
  int64_t lo = (int64_t)op->id + 1, hi = last_nested_tick(op);
  if (hi > w->st->num_ticks) hi = w->st->num_ticks;
  if (lo <= hi && w->before[hi + 1] - w->before[lo] > 0) {
    w->spread[lo]++;
    w->spread[hi + 1]--;
  }
  return 0;
}

/* The held-unknown segments (merge_state.vary, segpeak): bytes the model
 * cannot count (a sequence, a buffer of dynamic size, a call's result of
 * unknown size) change only at vary ticks, so along a maximal run of
 * non-vary ticks they are the same H bytes at every tick of one pass
 * through the run.  A loop with a vary tick inside is vary as a whole (a
 * later iteration passes its ticks with another H), and a function with
 * several blocks in a region gets no segments (its back edges are not
 * loops of the tree).  Then at a tick t of a run the unmerged heap is H +
 * live[t] and reaches H + segpeak somewhere in the run, so an arena that
 * keeps live[t] - r + arena <= segpeak keeps the heap within a peak the
 * unmerged program reaches, whatever H is.  O(ticks + loops * depth). */
static int build_segments(merge_state *st) {
  int64_t n = st->num_ticks;
  int64_t *before = calloc((size_t)n + 3, sizeof *before);
  int64_t *spread = calloc((size_t)n + 3, sizeof *spread);
  st->segpeak = malloc(((size_t)n + 2) * sizeof *st->segpeak);
  if (!before || !spread || !st->segpeak) {
    free(before);
    free(spread);
    return bo_op_emit_error(st->func, "out of memory");
  }
  for (int64_t t = 1; t <= n + 1; t++) before[t + 1] = before[t] + (st->vary[t] != 0);
  vary_walk w = {.st = st, .before = before, .spread = spread};
  bo_walk_pre(st->func, spread_vary, &w);
  int64_t on = 0;
  for (int64_t t = 1; t <= n; t++) {
    on += spread[t];
    if (on > 0) st->vary[t] = 1;
  }
  free(before);
  free(spread);
  for (int64_t t = 0; t <= n + 1; t++) st->segpeak[t] = -1;
  if (w.unstructured) return 0;
  for (int64_t t = 1; t <= n;) {
    if (st->vary[t]) {
      t++;
      continue;
    }
    int64_t e = t, m = 0;
    while (e <= n && !st->vary[e]) m = st->live[e] > m ? st->live[e] : m, e++;
    for (int64_t k = t; k < e; k++) st->segpeak[k] = m;
    t = e;
  }
  return 0;
}

/* The function's modelled heap profile: live[t] = the static bytes of its
 * allocations held at tick t (ticks are op ids + 1, the analysis' pre-order
 * numbering), and its maximum; call[t] > 0 where bytes the model cannot
 * count may be held (mark_unknown, and dynamic-size allocations). */
static int build_profile(merge_state *st) {
  st->num_ticks = (int64_t)st->lt.num_ops; /* the analysis numbered the ops; no change since */
  st->live = calloc((size_t)st->num_ticks + 2, sizeof *st->live);
  st->call = calloc((size_t)st->num_ticks + 2, sizeof *st->call);
  st->vary = calloc((size_t)st->num_ticks + 2, 1);
  st->extra = calloc((size_t)st->num_ticks + 2, sizeof *st->extra);
  if (!st->live || !st->call || !st->vary || !st->extra)
    return bo_op_emit_error(st->func, "out of memory");
  bo_walk_pre(st->func, mark_unknown, st);
  for (size_t i = 0; i < st->lt.allocs.len; i++) {
    const bo_alloc_life *a = &st->lt.allocs.data[i];
    if (a->alloc_tick < 1) continue;
    int64_t lo, hi, bytes = a->bytes > 0 ? a->bytes : bo_ma_constant_size_bytes(a->alloc);
    occupancy(st, a, &lo, &hi);
    if (bytes > 0) {
      st->live[lo] += bytes;
      st->live[hi + 1] -= bytes;
    } else {
      st->call[lo]++;
      st->call[hi + 1]--;
      st->vary[lo] = st->vary[hi + 1] = 1;
    }
  }
  st->peak = 0;
  for (int64_t t = 1; t <= st->num_ticks; t++) {
    st->live[t] += st->live[t - 1];
    st->call[t] += st->call[t - 1];
    bo_assert(st->live[t] >= 0 && st->call[t] >= 0);
    if (st->live[t] > st->peak) st->peak = st->live[t];
  }
  return build_segments(st);
}

typedef struct member_span {
  int64_t first, last;
  uint32_t member;
} member_span;

static int cmp_span(const void *pa, const void *pb) {
  const member_span *a = pa, *b = pb;
  if (a->first != b->first) return a->first < b->first ? -1 : 1;
  return a->member < b->member ? -1 : a->member > b->member;
}

static int cmp_u32(const void *pa, const void *pb) {
  uint32_t a = *(const uint32_t *)pa, b = *(const uint32_t *)pb;
  return a < b ? -1 : a > b;
}

/* Splits every group into its live clusters: the connected components of
 * the members' [first, last] intervals, in time order, each planned on its
 * own (coalesce() may put time-disjoint clusters back into one arena).
 * O(n log n). */
static int split_clusters(merge_state *st) {
  BO_VEC(scope_group) out = {0};
  int rc = 0;
  for (size_t g = 0; g < st->groups.len; g++) {
    scope_group *grp = &st->groups.data[g];
    size_t n = grp->members.len;
    member_span *sp = malloc((n ? n : 1) * sizeof *sp);
    if (!sp) {
      rc = bo_op_emit_error(st->func, "out of memory");
      bo_vec_free(&grp->members);
      continue;
    }
    for (size_t k = 0; k < n; k++) {
      const bo_alloc_life *a = &st->lt.allocs.data[grp->members.data[k]];
      sp[k] = (member_span){a->first, a->last, grp->members.data[k]};
    }
    /* allocation order is nearly always time order: sort only when not */
    bool sorted = true;
    for (size_t k = 1; k < n && sorted; k++) sorted = cmp_span(&sp[k - 1], &sp[k]) < 0;
    if (!sorted) qsort(sp, n, sizeof *sp, cmp_span);
    for (size_t k = 0; k < n;) {
      size_t j = k + 1;
      int64_t end = sp[k].last;
      while (j < n && sp[j].first <= end) {
        if (sp[j].last > end) end = sp[j].last;
        j++;
      }
      {
        scope_group c = {.block = grp->block, .space = grp->space, .scope = grp->scope,
                         .order = out.len, .origin = g};
        for (size_t m = k; m < j; m++) bo_vec_push(&c.members, sp[m].member);
        bool in_order = true;
        for (size_t m = 1; m < c.members.len && in_order; m++)
          in_order = c.members.data[m - 1] < c.members.data[m];
        if (!in_order) qsort(c.members.data, c.members.len, sizeof *c.members.data, cmp_u32);
        c.anchor = ancestor_in(grp->block, st->lt.allocs.data[c.members.data[0]].alloc);
        bo_assert(c.anchor);
        bo_vec_push(&out, c);
      }
      k = j;
    }
    free(sp);
    bo_vec_free(&grp->members);
  }
  bo_vec_free(&st->groups);
  st->groups.data = out.data;
  st->groups.len = out.len;
  st->groups.cap = out.cap;
  return rc;
}

static bool is_direct_dealloc(const bo_op *op, const bo_value *v) {
  const bo_memory_iface *mem = bo_memory_of(op);
  return mem && (mem->effects & BO_MEM_FREES) && !(mem->effects & BO_MEM_ALLOCATES) &&
         op->num_operands == 1 && op->operands[0].value == v &&
         !bo_op_get_prop(op, "operandSegmentSizes");
}

/* The largest arena that may be held at tick t where the cluster's own
 * buffers hold r bytes unmerged: r at a call or where bytes the model
 * cannot count may be held (no rise at all), else as much as keeps the
 * profile within the unmerged peak. */
static int64_t headroom(const merge_state *st, int64_t t, int64_t r) {
  if (st->call[t] && !st->vary[t] && st->segpeak[t] >= 0) { /* held unknown bytes, unchanged */
    int64_t h = st->segpeak[t] - st->live[t] + r;
    return h > r ? h : r;
  }
  if (st->call[t]) return r;
  /* a call whose callee holds at most extra[t] bytes besides its results
   * (callee_summary): the heap there is at most live[t] + extra[t] */
  int64_t h = st->peak - st->live[t] - st->extra[t] + r;
  return h > r ? h : r;
}

/* g's span: from its anchor (or its first occupied tick) to the last tick
 * one of its buffers is held unmerged. */
static void cluster_span(const merge_state *st, scope_group *g) {
  bo_assert(g->anchor && g->anchor->block == g->block);
  g->span_begin = g->span_end = (int64_t)g->anchor->id + 1;
  for (size_t k = 0; k < g->members.len; k++) {
    int64_t lo, hi;
    occupancy(st, &st->lt.allocs.data[g->members.data[k]], &lo, &hi);
    if (lo < g->span_begin) g->span_begin = lo;
    if (hi > g->span_end) g->span_end = hi;
  }
}

/* Over g's span: the min headroom (commit = false), or (commit = true) the
 * profile takes the arena in place of g's buffers.  O(span + members). */
static int64_t cluster_sweep(merge_state *st, const scope_group *g, bool commit) {
  int64_t s = g->span_begin, e = g->span_end;
  size_t len = (size_t)(e - s + 1);
  int64_t *r = calloc(len + 1, sizeof *r);
  if (!r) return -1;
  for (size_t k = 0; k < g->members.len; k++) {
    const bo_alloc_life *a = &st->lt.allocs.data[g->members.data[k]];
    int64_t lo, hi;
    occupancy(st, a, &lo, &hi);
    r[lo - s] += a->bytes;
    r[hi - s + 1] -= a->bytes;
  }
  int64_t cap = INT64_MAX, held = 0;
  for (size_t i = 0; i < len; i++) {
    held += r[i];
    int64_t t = s + (int64_t)i;
    if (commit) {
      st->live[t] += g->result.arena - held;
      bo_assert(st->live[t] <= st->peak || g->result.arena <= held);
    } else {
      int64_t h = headroom(st, t, held);
      if (h < cap) cap = h;
    }
  }
  free(r);
  return cap;
}

/* The min headroom over ticks [s, e] that no buffer of the cluster holds. */
static int64_t gap_cap(const merge_state *st, int64_t s, int64_t e) {
  int64_t cap = INT64_MAX;
  for (int64_t t = s; t <= e; t++) {
    int64_t h = headroom(st, t, 0);
    if (h < cap) cap = h;
  }
  return cap;
}

/* Appends b (planned from offset 0, time-disjoint from g) to g: the
 * offsets kept, the larger arena, the union of the spans.  O(|b|). */
static int cluster_append(merge_state *st, scope_group *g, const scope_group *b) {
  size_t n = g->members.len, m = b->members.len;
  bo_plan_buffer *bufs = realloc(g->bufs, (n + m) * sizeof *bufs);
  if (!bufs) return bo_op_emit_error(st->func, "out of memory");
  g->bufs = bufs;
  for (size_t k = 0; k < m; k++) {
    bo_vec_push(&g->members, b->members.data[k]);
    g->bufs[n + k] = b->bufs[k];
  }
  if (b->result.arena > g->result.arena) g->result.arena = b->result.arena;
  if (b->result.lower_bound > g->result.lower_bound) g->result.lower_bound = b->result.lower_bound;
  if (b->anchor->id < g->anchor->id) g->anchor = b->anchor;
  if (b->span_begin < g->span_begin) g->span_begin = b->span_begin;
  if (b->span_end > g->span_end) g->span_end = b->span_end;
  return 0;
}

/* True when a loop (scf.for, scf.while, ...) stands between one of g's
 * allocations and g's block: the allocation runs once per iteration, its
 * arena once.  Only in a function whose allocations are all traceable and
 * none carried by control flow: otherwise the deallocation passes may free
 * the arena, held across the loop, only at the end, together with the
 * carried buffers and through run-time alias checks that allocate
 * (hlo_memref_loops: peak 80 to 104 bytes).  O(allocations + members * depth). */
static bool allocates_in_loop(const merge_state *st, const scope_group *g) {
  for (size_t i = 0; i < st->lt.allocs.len; i++)
    if (st->lt.allocs.data[i].first == BO_TICK_UNTRACEABLE || st->lt.allocs.data[i].carried)
      return false;
  for (size_t k = 0; k < g->members.len; k++)
    for (bo_op *p = st->lt.allocs.data[g->members.data[k]].alloc; p && p->block != g->block;) {
      p = p->block ? bo_block_get_parent_op(p->block) : NULL;
      if (p && bo_op_has_trait(p, BO_TRAIT_LOOP)) return true;
    }
  return false;
}

static void group_free(scope_group *g) {
  bo_vec_free(&g->members);
  free(g->bufs);
  g->bufs = NULL;
}

/* pack-small, keep-peak: cand's plan keeps the line rule and its arena is
 * above its headroom (it would be dropped).  The rule is a speed heuristic
 * (no lowering needs it), so rather than drop the merge, cand is planned
 * again with the line rule given up: first at the natural alignment of a
 * separate allocation, max(16, element) bytes (malloc's guarantee; never
 * above the line alignment), then at the element's alignment alone (and an
 * allocation's own `alignment` below A, slot_alignment's floor).  The first
 * plan within the headroom is kept; a buffer with a memref.assume_alignment
 * user keeps A throughout.  At most two plans, only for a cluster that
 * would be dropped otherwise.  Returns the planner's failure (-1) or 0. */
static int replan_without_lines(merge_state *st, scope_group *cand) {
  if (st->cfg->gc_compat || !st->cfg->pack_small || cand->dead || cand->cap < 0) return 0;
  size_t n = cand->members.len;
  bo_plan_buffer *kept = malloc(n * sizeof *kept);
  if (!kept) return bo_op_emit_error(st->func, "out of memory");
  memcpy(kept, cand->bufs, n * sizeof *kept);
  bo_plan_result kept_result = cand->result;
  bool fits = false;
  for (int tier = 0; tier < 2 && !fits; tier++) {
    bool any = false;
    for (size_t k = 0; k < n; k++) {
      const bo_alloc_life *a = &st->lt.allocs.data[cand->members.data[k]];
      int64_t line = slot_alignment(st, a, true), elem = slot_alignment(st, a, false), al = elem;
      if (tier == 0 && al < 16) al = 16 < line ? 16 : line;
      cand->bufs[k].alignment = al;
      any |= al < kept[k].alignment;
    }
    if (!any) continue;
    if (plan_once(st, cand, st->planner)) {
      free(kept);
      return -1;
    }
    fits = cand->result.arena <= cand->cap;
  }
  if (!fits) {
    memcpy(cand->bufs, kept, n * sizeof *kept);
    cand->result = kept_result;
  }
  free(kept);
  return 0;
}

/* The most bytes c's buffers hold together at one tick of their [first,
 * last] lifetimes: every plan's lower bound (c's span computed); -1 when
 * out of memory.  O(span + members). */
static int64_t cluster_bound(const merge_state *st, const scope_group *c) {
  int64_t s = c->span_begin, len = c->span_end - s + 1;
  int64_t *d = calloc((size_t)len + 1, sizeof *d);
  if (!d) return -1;
  for (size_t k = 0; k < c->members.len; k++) {
    const bo_alloc_life *a = &st->lt.allocs.data[c->members.data[k]];
    if (a->first < 1) continue; /* unused: a bound without it is still a bound */
    bo_assert(a->first >= s && a->last <= c->span_end);
    d[a->first - s] += a->bytes;
    d[a->last - s + 1] -= a->bytes;
  }
  int64_t held = 0, bound = 0;
  for (int64_t i = 0; i < len; i++)
    if ((held += d[i]) > bound) bound = held;
  free(d);
  return bound;
}

/* peel_one's subsets of cand: attempt 0 without the buffer whose
 * occupancy ends last, attempt 1 without the one whose occupancy begins
 * first (none when that is the same buffer).  *sub gets its own members,
 * anchor, span and headroom (cap), no plan.  Returns 0 when *sub was
 * made. */
static int peel_subset(merge_state *st, const scope_group *cand, int attempt, scope_group *sub) {
  size_t n = cand->members.len, last = 0, first = 0;
  int64_t lo0 = 0, hi0 = 0;
  for (size_t k = 0; k < n; k++) {
    int64_t lo, hi;
    occupancy(st, &st->lt.allocs.data[cand->members.data[k]], &lo, &hi);
    if (k == 0 || hi > hi0) hi0 = hi, last = k;
    if (k == 0 || lo < lo0) lo0 = lo, first = k;
  }
  if (n < 3 || (attempt == 1 && first == last)) return -1;
  size_t drop = attempt == 0 ? last : first;
  *sub = *cand;
  sub->members.data = NULL, sub->members.len = sub->members.cap = 0, sub->bufs = NULL;
  sub->dead = false;
  for (size_t k = 0; k < n; k++)
    if (k != drop) bo_vec_push(&sub->members, cand->members.data[k]);
  sub->anchor = ancestor_in(cand->block, st->lt.allocs.data[sub->members.data[0]].alloc);
  cluster_span(st, sub);
  sub->cap = cluster_sweep(st, sub, false);
  return 0;
}

/* keep-peak: cand (three buffers or more) does not fit its headroom even
 * without the line rule.  Often one buffer is to blame: it is held long
 * before or after the others, over ticks where bytes the model cannot
 * count may be held (a buffer of dynamic size, a call), and the arena
 * would be held there with it (concat_multi: a 24-byte buffer lives on
 * next to a dynamic-size one, after the two others have died).  So the
 * cluster without the buffer whose occupancy ends last, or else without
 * the one whose occupancy begins first, is planned and checked as a
 * cluster of its own (its anchor, span and headroom recomputed); the first
 * that fits replaces cand, the peeled buffer stays a plain allocation.
 * Sound: any subset of a cluster is a valid cluster (its plan keeps
 * apart every two of its buffers live together).  At most two more
 * plan_group + replan_without_lines rounds per dropped cluster: O(span +
 * members) each.  Returns -1 on a diagnosed failure, else 0. */
static int peel_one(merge_state *st, scope_group *cand) {
  if (st->cfg->gc_compat || cand->dead || cand->members.len < 3) return 0;
  for (int attempt = 0; attempt < 2; attempt++) {
    scope_group sub;
    if (peel_subset(st, cand, attempt, &sub)) continue;
    int rc = sub.cap < 0 ? 0 : plan_group(st, &sub, st->planner);
    if (!rc && sub.cap >= 0 && sub.result.arena > sub.cap) rc = replan_without_lines(st, &sub);
    if (!rc && sub.cap >= 0 && sub.result.arena <= sub.cap) {
      group_free(cand);
      *cand = sub;
      return 0;
    }
    group_free(&sub);
    if (rc) return -1;
  }
  return 0;
}

/* Keeps cand as an arena when it has two buffers or more, or one allocated
 * in a loop (one allocation instead of one per iteration), and keeps the
 * peak (its arena within its headroom): the profile takes it. */
static int cluster_finish(merge_state *st, scope_group *cand, void *out_vec) {
  BO_VEC(scope_group) *out = out_vec;
  bool wanted = !cand->dead && (cand->members.len >= 2 || allocates_in_loop(st, cand));
  int rc = 0;
  if (wanted && cand->result.arena > cand->cap && (rc = replan_without_lines(st, cand)))
    wanted = false; /* the planner failed: diagnosed */
  if (wanted && cand->result.arena > cand->cap && (rc = peel_one(st, cand))) wanted = false;
  if (wanted && cand->result.arena <= cand->cap) {
    char why[160];
    (void)why;
    bo_assert(!bo_plan_check(cand->bufs, cand->members.len, cand->result.arena, why, sizeof why));
    cluster_sweep(st, cand, true);
    bo_vec_push(out, *cand);
  } else {
    group_free(cand);
  }
  return rc;
}

/* Before planning, when the function has a single cluster: if no plan of
 * it could be kept, it is marked dead and not planned.  Its arena is at
 * least the most bytes its buffers hold at one tick of their [first,
 * last] lifetimes (every planner's lower bound) and it is kept only when
 * at most its headroom over its span; with one cluster nothing is
 * committed before coalesce() measures that headroom and there is no
 * neighbour to join, so when the bound exceeds it the cluster would be
 * dropped whatever its plan: the output is the same.  (With several
 * clusters an arena kept earlier can lower the profile, where it holds
 * less than its buffers did, and a union can have more headroom than its
 * parts: there every cluster is planned.)  On the 16,000-layer chain this
 * was the planner's whole cost: one cluster of 15,999 buffers whose two
 * alternating slots would be held while the returned buffer is.
 * O(span + members). */
static int mark_dead_clusters(merge_state *st) {
  for (size_t g = 0; st->groups.len == 1 && g < st->groups.len; g++) {
    scope_group *c = &st->groups.data[g];
    cluster_span(st, c);
    int64_t bound = cluster_bound(st, c);
    if (bound < 0) return bo_op_emit_error(st->func, "out of memory");
    c->dead = bound > cluster_sweep(st, c, false);
    /* a dead cluster of three or more: peel_one's subsets, by their bounds
     * (no plan is made of a subset that cannot be kept either) */
    for (int attempt = 0; c->dead && c->members.len >= 3 && attempt < 2; attempt++) {
      scope_group sub;
      if (peel_subset(st, c, attempt, &sub)) continue;
      int64_t b = cluster_bound(st, &sub);
      if (b >= 0 && b <= sub.cap) {
        group_free(c);
        *c = sub;
      } else {
        group_free(&sub);
      }
    }
  }
  return 0;
}

/* The planned clusters of each group, in time order, go greedily into as
 * few arenas as keep the function's modelled peak: a cluster joins the
 * arena before it when the union's arena stays within the headroom of
 * every tick of the union's span; an arena of one buffer, or one that would
 * raise the peak, is dropped (its buffers stay plain allocations).  Each
 * tick is swept a bounded number of times when the clusters follow one
 * another (the usual case); an anchor before the arena's span costs a sweep
 * of the union.  O(ticks + buffers). */
static int coalesce(merge_state *st) {
  BO_VEC(scope_group) out = {0};
  int rc = 0;
  size_t n = st->groups.len;
  for (size_t g = 0; g < n; g++) cluster_span(st, &st->groups.data[g]);
  for (size_t i = 0; i < n;) {
    scope_group cand = st->groups.data[i];
    cand.cap = cand.dead ? -1 : cluster_sweep(st, &cand, false);
    size_t j = i + 1;
    for (; j < n && st->groups.data[j].origin == cand.origin; j++) {
      scope_group *b = &st->groups.data[j];
      int64_t arena = cand.result.arena > b->result.arena ? cand.result.arena : b->result.arena;
      int64_t cap = -1;
      if (cand.dead || b->dead) {
        /* no union with a dead cluster can be kept (mark_dead_clusters) */
      } else if (!rc && b->span_begin > cand.span_end) {
        int64_t bcap = cluster_sweep(st, b, false), gcap = gap_cap(st, cand.span_end + 1,
                                                                    b->span_begin - 1);
        cap = cand.cap < bcap ? cand.cap : bcap;
        if (gcap < cap) cap = gcap;
      } else if (!rc) { /* b's anchor lies inside cand's span: sweep the union */
        scope_group u = cand;
        u.members.data = NULL, u.members.len = u.members.cap = 0, u.bufs = NULL;
        if (!(rc = cluster_append(st, &u, &cand)) && !(rc = cluster_append(st, &u, b))) {
          u.result.arena = arena;
          cap = cluster_sweep(st, &u, false);
        }
        group_free(&u);
      }
      if (!rc && cap >= 0 && arena <= cap) {
        if (!(rc = cluster_append(st, &cand, b))) cand.cap = cap;
        group_free(b);
        continue;
      }
      if (rc) {
        group_free(b);
        continue;
      }
      rc = cluster_finish(st, &cand, &out);
      cand = *b;
      cand.cap = cand.dead ? -1 : cluster_sweep(st, &cand, false);
    }
    if (!rc) rc = cluster_finish(st, &cand, &out);
    else group_free(&cand);
    i = j;
  }
  bo_vec_free(&st->groups);
  st->groups.data = out.data;
  st->groups.len = out.len;
  st->groups.cap = out.cap;
  return rc;
}

/* The op of g's block after which the arena is freed: the latest op
 * containing a direct dealloc of a member (NULL: none, or a member has none:
 * the end of the block).  Original ops only, so their ids order them. */
static bo_op *last_free_point(merge_state *st, const scope_group *g) {
  bo_op *latest = NULL;
  for (size_t k = 0; k < g->members.len; k++) {
    bo_value *res = &st->lt.allocs.data[g->members.data[k]].alloc->results[0];
    bool freed = false;
    for (bo_use *u = res->first_use; u; u = u->next) {
      if (!is_direct_dealloc(u->owner, res)) continue;
      bo_op *p = ancestor_in(g->block, u->owner);
      if (p && (!latest || p->id > latest->id)) latest = p;
      freed = true;
    }
    if (!freed) return NULL;
  }
  return latest;
}

static void rewrite_group(merge_state *st, scope_group *g) {
  bo_context *ctx = st->ctx;
  bo_builder top = bo_builder_before(ctx, g->anchor ? g->anchor : g->block->first);
  top.loc = g->scope->loc;
  bo_value *arena = bo_merge_alloc_build_arena(&top, g->result.arena, st->cfg->alignment, g->space);
  /* Input with deallocations: the arena is freed once, after the last
   * member's free (keep-peak) or at the end of the scope block. */
  bo_op *free_after = st->cfg->keep_peak ? last_free_point(st, g) : NULL;
  bool had_dealloc = false;
  if (free_after) {
    bo_builder b = bo_builder_after(ctx, free_after);
    b.loc = g->scope->loc;
    build1(&b, BO_OP_MEMREF_DEALLOC, 1, &arena, NULL, 0, NULL);
  }
  for (size_t k = 0; k < g->members.len; k++) {
    bo_op *alloc = st->lt.allocs.data[g->members.data[k]].alloc;
    bo_value *res = &alloc->results[0];
    if (!st->cfg->gc_compat) {
      for (bo_use *u = res->first_use, *next; u; u = next) {
        next = u->next;
        if (!is_direct_dealloc(u->owner, res)) continue;
        while (next && next->owner == u->owner) next = next->next;
        bo_op_erase(u->owner);
        had_dealloc = true;
      }
    }
    const bo_alloc_life *a = &st->lt.allocs.data[g->members.data[k]];
    if (a->hoist) view_per_thread(a, arena, g->bufs[k].offset);
    else bo_merge_alloc_view_in_arena(alloc, arena, g->bufs[k].offset);
    bo_op_erase(alloc);
  }
  if (had_dealloc && !free_after) {
    bo_op *last = g->block->last;
    bo_builder b = last && bo_op_has_trait(last, BO_TRAIT_TERMINATOR)
                       ? bo_builder_before(ctx, last)
                       : bo_builder_at_end(ctx, g->block);
    b.loc = g->scope->loc;
    build1(&b, BO_OP_MEMREF_DEALLOC, 1, &arena, NULL, 0, NULL);
  }
}

static int cmp_first_size(const scope_group *a, const scope_group *b) {
  if (a->first_size != b->first_size) return a->first_size < b->first_size ? -1 : 1;
  return a->order < b->order ? -1 : a->order > b->order;
}

static void sort_groups(merge_state *st) { /* insertion sort: stable, few groups */
  for (size_t i = 1; i < st->groups.len; i++) {
    scope_group g = st->groups.data[i];
    size_t j = i;
    while (j > 0 && cmp_first_size(&g, &st->groups.data[j - 1]) < 0) {
      st->groups.data[j] = st->groups.data[j - 1];
      j--;
    }
    st->groups.data[j] = g;
  }
}

static const char *func_name(const bo_op *func) {
  const bo_attr *n = bo_op_get_attr(func, "sym_name");
  return n ? bo_attr_get_string(n) : "?";
}

static bool is_only_function(const bo_op *func) {
  if (!func->block) return true;
  for (const bo_op *o = func->block->first; o; o = o->next)
    if (o->info == func->info && o != func) return false;
  return true;
}

/* The report files this context has written so far: a list of interned
 * paths in the context's arena, under the address of k_report_files as
 * the context's cache key.  A file is started (truncated) the first time
 * a context writes it and appended to after that, so the functions of a
 * module, and the modules of --split-input-file's pieces (one context, one
 * module per piece), all land in it.  O(files) per look-up. */
typedef struct report_file {
  const char *path;
  struct report_file *next;
} report_file;
static const char k_report_files = 0;

static bool report_started(bo_context *ctx, const char *path) {
  const char *p = bo_intern_cstr(ctx, path);
  for (report_file *f = bo_context_cache_get(ctx, &k_report_files); f; f = f->next)
    if (f->path == p) return true;
  return false;
}

static void report_record(bo_context *ctx, const char *path) {
  report_file *f = bo_arena_alloc(ctx, sizeof *f);
  f->path = bo_intern_cstr(ctx, path);
  f->next = bo_context_cache_get(ctx, &k_report_files);
  bo_context_cache_put(ctx, &k_report_files, f);
}

static int write_report(merge_state *st) {
  const char *path = st->cfg->report;
  size_t len = strlen(path);
  bool svg = len >= 4 && !strcmp(path + len - 4, ".svg");
  if (!svg && !(len >= 5 && !strcmp(path + len - 5, ".json")))
    return bo_op_emit_error(st->func, "merge-alloc: report=%s: the name must end in .json or .svg",
                            path);
  size_t n = st->groups.len;
  if (svg && !n) return 0; /* no picture for a function without scopes */
  bo_plan_scope *scopes = calloc(n ? n : 1, sizeof *scopes);
  BO_VEC(char *) names = {0};
  for (size_t g = 0; g < n; g++) {
    bo_str s = {0};
    const bo_op *sc = st->groups.data[g].scope;
    if (sc == st->func) bo_str_printf(&s, "func @%s", func_name(st->func));
    else
      bo_str_printf(&s, "%s at %s:%u:%u in @%s", bo_op_get_name(sc), sc->loc.file ? sc->loc.file : "?",
                    sc->loc.line, sc->loc.col, func_name(st->func));
    /* keep-peak: a scope may have several arenas, each named by its first buffer */
    if (st->groups.data[g].anchor) {
      const bo_op *first = st->lt.allocs.data[st->groups.data[g].members.data[0]].alloc;
      bo_str_printf(&s, ", arena at %s:%u:%u", first->loc.file ? first->loc.file : "?",
                    first->loc.line, first->loc.col);
    }
    bo_vec_push(&names, s.data);
    scopes[g] = (bo_plan_scope){s.data, st->groups.data[g].bufs, st->groups.data[g].members.len,
                                &st->groups.data[g].result};
  }
  char *text = bo_plan_report(scopes, n, svg ? BO_PLAN_REPORT_SVG : BO_PLAN_REPORT_JSON);
  int rc = 0;
  /* One JSON object per function and line, every function of every module
   * this context runs on in one file (started by the first); an SVG per
   * function with scopes: PATH when the module has one function, else
   * PATH-without-.svg.<function>.svg, and when this context already wrote
   * that name (a later --split-input-file piece) the name with .2, .3, ...
   * before .svg. */
  bo_str file = {0};
  if (svg && !is_only_function(st->func))
    bo_str_printf(&file, "%.*s.%s.svg", (int)(len - 4), path, func_name(st->func));
  else bo_str_puts(&file, path);
  size_t stem = file.len - 4; /* svg: the name without ".svg" */
  for (unsigned k = 2; svg && report_started(st->ctx, file.data); k++) {
    file.len = stem;
    bo_str_printf(&file, ".%u.svg", k);
  }
  bool started = report_started(st->ctx, file.data);
  FILE *f = text ? fopen(file.data, started ? "a" : "w") : NULL;
  if (f && !started) report_record(st->ctx, file.data);
  if (!f) {
    rc = bo_op_emit_error(st->func, "merge-alloc: cannot write the report %s", file.data);
  } else {
    if (!svg) /* one line */
      for (char *p = text; *p; p++)
        if (*p == '\n') *p = ' ';
    fputs(text, f);
    if (!svg) fputc('\n', f);
    if (fclose(f)) rc = bo_op_emit_error(st->func, "merge-alloc: cannot write %s", file.data);
  }
  free(text);
  bo_str_free(&file);
  for (size_t i = 0; i < names.len; i++) free(names.data[i]);
  bo_vec_free(&names);
  free(scopes);
  return rc;
}

int bo_merge_alloc_run(bo_op *func, const bo_merge_alloc_config *cfg) {
  if (!func->num_regions || !func->regions[0].first) return 0; /* external */
  merge_state st = {.cfg = cfg, .func = func, .ctx = bo_op_get_context(func)};
  if (cfg->alignment <= 0)
    return bo_op_emit_error(func, "merge-alloc: alignment must be positive, not %lld",
                            (long long)cfg->alignment);
  bo_planner planner;
  if (parse_planner(&st, &planner)) return -1;
  st.planner = planner;
  bo_lifetime_options lo = {.gc_compat = cfg->gc_compat, .alignment = cfg->alignment};
  int rc = bo_alloc_lifetimes_compute(func, &lo, &st.lt);
  if (!rc && cfg->analysis_only) {
    annotate(&st);
  } else if (!rc && !(rc = cfg->gc_compat ? check_gc_errors(&st) : 0)) {
    for (size_t i = 0; i < st.lt.allocs.len; i++) {
      const bo_alloc_life *a = &st.lt.allocs.data[i];
      if (a->mergeable) bo_vec_push(&group_of(&st, a)->members, (uint32_t)i);
    }
    if (!cfg->gc_compat && cfg->keep_peak) {
      rc = split_clusters(&st);
      if (!rc) rc = build_profile(&st);
      if (!rc) rc = mark_dead_clusters(&st);
    } else if (!cfg->gc_compat) { /* one buffer alone gains nothing, unless in a loop */
      size_t keep = 0;
      for (size_t g = 0; g < st.groups.len; g++) {
        if (st.groups.data[g].members.len >= 2 || allocates_in_loop(&st, &st.groups.data[g]))
          st.groups.data[keep++] = st.groups.data[g];
        else bo_vec_free(&st.groups.data[g].members);
      }
      st.groups.len = keep;
    }
    for (size_t g = 0; !rc && g < st.groups.len; g++)
      if (!st.groups.data[g].dead) rc = plan_group(&st, &st.groups.data[g], planner);
    if (!rc && cfg->keep_peak && !cfg->gc_compat) rc = coalesce(&st);
    if (!rc && cfg->gc_compat) sort_groups(&st);
    if (!rc && cfg->report) rc = write_report(&st);
    for (size_t g = 0; !rc && g < st.groups.len; g++) rewrite_group(&st, &st.groups.data[g]);
  }
  for (size_t g = 0; g < st.groups.len; g++) {
    bo_vec_free(&st.groups.data[g].members);
    free(st.groups.data[g].bufs);
  }
  bo_vec_free(&st.groups);
  for (size_t i = 0; i < st.labels.len; i++) free(st.labels.data[i]);
  bo_vec_free(&st.labels);
  bo_alloc_lifetimes_free(&st.lt);
  free(st.live);
  free(st.call);
  free(st.vary);
  free(st.segpeak);
  free(st.extra);
  if (st.extra_memo) bo_mapping_destroy(st.extra_memo);
  if (st.funcs) bo_mapping_destroy(st.funcs);
  if (st.heap_free) bo_mapping_destroy(st.heap_free);
  return rc ? -1 : 0;
}

/* ------------------------------------------------------------- the pass */

typedef struct merge_alloc_options {
  bool analysis_only;
  const char *planner_options;
  int64_t alignment;
  const char *report;
  bool keep_peak;
  bool pack_small;
} merge_alloc_options;

static void init_merge_alloc_options(void *p) {
  merge_alloc_options *o = p;
  o->alignment = 64;
  o->keep_peak = true;
  o->pack_small = true;
}

static int run_merge_alloc(bo_op *func, const void *options) {
  const merge_alloc_options *o = options;
  bo_merge_alloc_config cfg = {.gc_compat = false, .analysis_only = o->analysis_only,
                               .planner_options = o->planner_options, .alignment = o->alignment,
                               .report = o->report && *o->report ? o->report : NULL,
                               .keep_peak = o->keep_peak, .pack_small = o->pack_small};
  return bo_merge_alloc_run(func, &cfg);
}

static const bo_pass_option merge_alloc_option_table[] = {
    {"analysis-only", "Only annotate the allocations with their lifetimes "
                      "(__mergealloc_lifetime = [scope, first, last]); no rewrite",
     BO_OPT_BOOL, offsetof(merge_alloc_options, analysis_only), NULL, "false"},
    {"planner-options", "The planner: default, trivial, greedy-by-size, best-fit, exact, "
                        "gc-cost-model (or cost-model), gc-size-first (or size-first)",
     BO_OPT_STRING, offsetof(merge_alloc_options, planner_options), NULL, "\"\""},
    {"alignment", "Byte alignment of the arena and of every buffer in it", BO_OPT_INT,
     offsetof(merge_alloc_options, alignment), NULL, "64"},
    {"report", "Write the plan of every scope to PATH (.json: one object per function and "
               "line; .svg: a picture)",
     BO_OPT_STRING, offsetof(merge_alloc_options, report), NULL, "\"\""},
    {"keep-peak", "One arena per live cluster, placed before its first allocation, and only "
                  "where the function's modelled heap peak does not rise (false: one arena "
                  "per scope, graph-compiler's design)",
     BO_OPT_BOOL, offsetof(merge_alloc_options, keep_peak), NULL, "true"},
    {"pack-small", "Inside the arena a buffer takes no alignment-sized slot: it is aligned "
                   "to its element and placed so that it touches no more alignment-sized "
                   "lines than its size needs (false: every offset a multiple of alignment)",
     BO_OPT_BOOL, offsetof(merge_alloc_options, pack_small), NULL, "true"},
};

const bo_pass_info bo_pass_merge_alloc = {
    .name = "merge-alloc",
    .summary = "Merge the static-shape temporaries of each allocation scope into one arena "
               "planned at compile time",
    .anchor = "func.func",
    .options_size = sizeof(merge_alloc_options),
    .init_options = init_merge_alloc_options,
    .num_options = 6,
    .options = merge_alloc_option_table,
    .run = run_merge_alloc,
};
