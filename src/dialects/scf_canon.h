/* scf_canon.h - the scf canonicalization patterns of scf_canon.c (called
 * from the pattern lists of scf_fold.c, or installed by the scf op table,
 * src/dialects/scf.c). */
#ifndef BUFOPT_SCF_CANON_H
#define BUFOPT_SCF_CANON_H

#include "../ir/ir_private.h"
#include "fold.h"

/* scf.if: CombineIfs, CombineNestedIfs. */
int bo_scf_canonicalize_if_more(bo_op *op, bo_rewriter *rw);
/* scf.for: the rest of SimplifyTrivialLoops. */
int bo_scf_canonicalize_for_more(bo_op *op, bo_rewriter *rw);
/* scf.while: WhileConditionTruth, WhileRemoveDuplicatedResults,
 * WhileRemoveUnusedArgs. */
int bo_scf_while_condition_truth(bo_op *op, bo_rewriter *rw);
int bo_scf_while_duplicated_results(bo_op *op, bo_rewriter *rw);
int bo_scf_while_unused_args(bo_op *op, bo_rewriter *rw);
/* scf.execute_region and scf.index_switch (installed by scf.c). */
int bo_scf_canonicalize_execute_region(bo_op *op, bo_rewriter *rw);
int bo_scf_canonicalize_index_switch(bo_op *op, bo_rewriter *rw);

/* scf.while: WhileCmpCond. */
int bo_scf_while_cmp_cond(bo_op *op, bo_rewriter *rw);
/* scf.parallel: single/zero-iteration dims, nested loops merged. */
int bo_scf_canonicalize_parallel(bo_op *op, bo_rewriter *rw);

/* scf.while: before arguments with equal initial and yielded values. */
int bo_scf_while_duplicate_args(bo_op *op, bo_rewriter *rw);
/* scf.while: WhileOpAlignBeforeArgs. */
int bo_scf_while_align_args(bo_op *op, bo_rewriter *rw);

/* scf.forall: a dead loop, output casts, constant bounds, unused or
 * unwritten outputs, single/zero-iteration dimensions, constant induction
 * variables. */
int bo_scf_canonicalize_forall(bo_op *op, bo_rewriter *rw);
/* tensor.dim of an scf.forall result: DimOfForallOp (called by tensor.dim's
 * patterns, tensor_canon.c). */
int bo_scf_dim_of_forall(bo_op *dim, bo_rewriter *rw);

/* scf.while with one block per region whose scf.condition and scf.yield
 * match the op's operands, results and block arguments in number: the
 * blocks and terminators (scf_fold.c); false otherwise. */
bool bo_scf_while_blocks(const bo_op *op, bo_block **before, bo_block **after, bo_op **cond,
                         bo_op **yield);

#endif
