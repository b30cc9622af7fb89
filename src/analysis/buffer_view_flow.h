/* buffer_view_flow.h - which values may hold (a view of) the same buffer as
 * a given value: MLIR's BufferViewFlowAnalysis, asked one value at a time.
 *
 * The dependents of a value v (v itself included) are closed under:
 *  - a view of v (memory hook BO_MEM_ALIAS on the aliased operand): result 0;
 *  - a branch (BO_TRAIT_BRANCH) passing v: the memref arguments of its
 *    successors;
 *  - a region-branch op (BO_TRAIT_REGION_BRANCH) taking v, or a terminator
 *    inside one yielding v: the op's memref results and the memref
 *    arguments of its regions' entry blocks;
 *  - a call (BO_MEM_CALL) or a registered op without a memory hook
 *    (arith.select) taking v: all its memref results.
 * Ops that declare memory effects (alloc, clone, realloc, copy) and
 * unregistered ops start new buffers (upstream's "terminals").
 * The branch rules over-approximate upstream's exact successor mapping:
 * more dependents, never fewer, which only makes the placement passes more
 * cautious.  Nothing is precomputed: resolve follows use lists, so one
 * query costs O(dependents + their uses).  The context-free walk keeps no
 * global state; the scratch lives in bo_view_flow.
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
