/* merge_alloc_internal.h - merge-alloc's state, shared by the pass
 * (merge_alloc.c) and its model of calls (merge_alloc_calls.c). */
#ifndef BUFOPT_MERGE_ALLOC_INTERNAL_H
#define BUFOPT_MERGE_ALLOC_INTERNAL_H

#include "merge_alloc.h"
#include "../analysis/alloc_lifetimes.h"
#include "bufopt/plan.h"

typedef struct scope_group {
  bo_block *block;
  const bo_attr *space;
  bo_op *scope;
  BO_VEC(uint32_t) members; /* indices into the lifetimes, allocation order */
  bo_plan_buffer *bufs;
  bo_plan_result result;
  int64_t first_size; /* gc: the size of the trace's first event */
  size_t order;       /* program order of the first member */
  bo_op *anchor;      /* keep-peak: the arena goes before this op of block (NULL: at its start) */
  size_t origin;      /* keep-peak: the (scope block, memory space) group it was split from */
  int64_t span_begin, span_end; /* keep-peak: the ticks its arena would be held */
  int64_t cap;        /* keep-peak: the largest arena that keeps the peak over the span */
  bool dead;          /* keep-peak: no plan can keep the peak (not planned, never kept) */
} scope_group;

typedef struct merge_state {
  const bo_merge_alloc_config *cfg;
  bo_op *func;
  bo_context *ctx;
  bo_alloc_lifetimes lt;
  BO_VEC(scope_group) groups;
  BO_VEC(char *) labels;
  /* keep-peak: the modelled live bytes of the function per tick */
  int64_t num_ticks;
  int64_t *live;   /* live[t], t in [0, num_ticks + 1] */
  int64_t *call;   /* call[t] > 0: bytes the model cannot count may be held at t */
  /* held-unknown segments: vary[t] != 0 where those bytes may change at t
   * (a call, an allocation of unknown size, the tick after one is freed,
   * every tick of a loop containing such a tick); segpeak[t] (t not vary)
   * the most live[] of t's maximal run of non-vary ticks, or -1 when the
   * function has unstructured control flow (see headroom) */
  unsigned char *vary;
  int64_t *segpeak;
  int64_t *extra;  /* extra[t] > 0: a call's callee holds at most this many bytes besides its results */
  bo_mapping *extra_memo; /* callee func op -> its callee_extra + 2 (1: being computed or unknown) */
  int64_t peak;    /* max of live before any merge */
  bo_mapping *funcs;     /* lazily: interned symbol name -> func op of the module */
  bo_mapping *heap_free; /* callee func op -> 1 (may allocate) or 2 (never does) */
  bo_planner planner;
} merge_state;

/* merge_alloc_calls.c: what a call may hold on the heap (keep-peak). */

/* The bytes of an allocation with dynamic sizes that are all constants
 * (`memref.alloc(%c3)`), else 0. */
int64_t bo_ma_constant_size_bytes(const bo_op *alloc);
/* The func op of the module a call calls, NULL if none (or not a call). */
bo_op *bo_ma_callee_of(merge_state *st, const bo_op *call);
/* Does the callee never allocate (besides, with own_returns, the buffers
 * it returns)?  Memoized; depth bounds the recursion. */
bool bo_ma_callee_heap_free(merge_state *st, const bo_op *call, int depth, bool own_returns);
/* The bytes a call's buffer results may hold, when every one has a static
 * size (a call with no buffer result: 0), else -1. */
int64_t bo_ma_call_result_bytes(const bo_op *call);
/* The most bytes a simple callee holds during the call besides its
 * results (callee_summary in merge_alloc_calls.c), memoized; -1: unknown. */
int64_t bo_ma_callee_extra(merge_state *st, const bo_op *call);

#endif
