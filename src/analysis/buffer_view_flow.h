/* buffer_view_flow.h - which values may hold (a view of) the same buffer as
 * a given value: MLIR's BufferViewFlowAnalysis, asked one value at a time.
 *
 * The dependents of a value v (v itself included) are closed under:
 *  - a view of v (memory hook BO_MEM_ALIAS on the aliased operand): result 0;
 *  - a loop (bufferization region kind LOOP, scf.for) taking v as the init
 *    of iteration k, or its terminator yielding v as operand k: result k
 *    and the body argument of iteration k;
 *  - a terminator yielding v as operand i from a region-branch op of kind
 *    REGION_BRANCH (scf.if, scf.execute_region): the op's result i;
 *  - other region-branch ops (BO_TRAIT_REGION_BRANCH) taking or yielding v:
 *    all memref results and memref entry-block arguments (over-approximated);
 *  - a branch (BO_TRAIT_BRANCH) passing v: the memref arguments of its
 *    successors (over-approximated);
 *  - a call (BO_MEM_CALL) taking v: all its results, of any type, as
 *    upstream; a registered op without a memory hook (arith.select) taking
 *    v: its memref results.
 * Ops that declare memory effects (alloc, clone, realloc, copy) and
 * unregistered ops start new buffers (upstream's "terminals").  As
 * upstream, values of other types reached through calls, loops and
 * conditionals are dependents too: their uses keep the buffer alive.
 * The over-approximations give more dependents, never fewer, which only
 * makes the placement passes more cautious.  Nothing is precomputed:
 * resolve follows use lists, so one query costs O(dependents + their
 * uses); the scratch lives in bo_view_flow (no global state).
 */
#ifndef BUFOPT_BUFFER_VIEW_FLOW_H
#define BUFOPT_BUFFER_VIEW_FLOW_H

#include "../ir/ir_private.h"

typedef struct bo_view_flow {
  bo_mapping *seen;        /* value -> stamp of the query that reached it */
  uintptr_t stamp;
  BO_VEC(bo_value *) work;
  BO_VEC(bo_value *) set;  /* the dependents found by the last resolve */
} bo_view_flow;

void bo_view_flow_init(bo_view_flow *vf);
void bo_view_flow_free(bo_view_flow *vf);
/* Fills vf->set with the dependents of v (v first). */
void bo_view_flow_resolve(bo_view_flow *vf, bo_value *v);

#endif
