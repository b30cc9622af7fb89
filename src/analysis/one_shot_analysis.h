/* one_shot_analysis.h - the in-place analysis of One-Shot Bufferize.
 *
 * bo_osb_analyze decides, for every tensor operand of the ops of one
 * function body, whether it bufferizes in place (shares the buffer of its
 * value) or out of place (the op works on a copy).  See one_shot_analysis.c
 * for the rules and their cost.
 */
#ifndef BUFOPT_ONE_SHOT_ANALYSIS_H
#define BUFOPT_ONE_SHOT_ANALYSIS_H

#include "bufferize_iface.h"

typedef struct bo_osb_analysis bo_osb_analysis;

/* Analyzes the body of func (a func.func with one block).  Returns NULL
 * after a diagnostic when the body holds what this slice does not support
 * (an op without bufferization hooks unless allow-unknown-ops, tensors in
 * nested regions, several blocks). */
bo_osb_analysis *bo_osb_analyze(bo_op *func, const bo_bufferize_options *opts,
                                const bo_bufferize_state *st);
void bo_osb_free(bo_osb_analysis *a);
/* The numbering walk of bo_osb_analyze, run ahead by a caller that walks
 * the function anyway (the pass looks for calls to order the functions):
 * calls on_call(op, user) for every op with a `callee` hook, in pre-order
 * (as bo_walk_pre).  Give the result to bo_osb_analyze_numbered (func's IR
 * must not change in between; other functions may be analysed), then free
 * it.  One walk over a big function instead of two.  O(ops + values). */
typedef struct bo_osb_numbering bo_osb_numbering;
bo_osb_numbering *bo_osb_number(bo_op *func, const bo_bufferize_options *opts,
                                void (*on_call)(bo_op *op, void *user), void *user);
void bo_osb_numbering_free(bo_osb_numbering *n);
/* bo_osb_analyze with num from bo_osb_number(func, ...) (NULL: walks). */
bo_osb_analysis *bo_osb_analyze_numbered(bo_op *func, const bo_bufferize_options *opts,
                                         const bo_bufferize_state *st,
                                         const bo_osb_numbering *num);

/* The decision for a tensor operand (false for non-tensor operands). */
/* The analysed ops in analysis order: post-order through region-branch
 * ops (a nested op comes before the op holding it). */
bo_op *const *bo_osb_ops(const bo_osb_analysis *a, size_t *n);
/* Had the op at index pos of bo_osb_ops a tensor operand or result when
 * analysed?  O(1), without touching the op. */
bool bo_osb_op_has_tensors(const bo_osb_analysis *a, size_t pos);
/* The top-level blocks of the body in the order the rewrite visits them:
 * text order, or with loops made of blocks each block after its immediate
 * dominator (dominator-tree preorder).  Fills out (one slot per block of
 * the body) and returns the count. */
size_t bo_osb_block_order(const bo_osb_analysis *a, bo_block **out);
/* Does op read tensor operand `operand` (as asked before any rewrite: a
 * loop's answer depends on its body, which its rewrite moves)? */
bool bo_osb_reads(const bo_osb_analysis *a, const bo_op *op, unsigned operand);
bool bo_osb_in_place(const bo_osb_analysis *a, const bo_op *op, unsigned operand);
/* Are v's contents undefined (no op writes them before: tensor.empty)? */
bool bo_osb_undefined_contents(const bo_osb_analysis *a, const bo_value *v);
/* Does the function's alias class of this value hold an in-place write? */
bool bo_osb_value_written(const bo_osb_analysis *a, const bo_value *v);
/* Is any buffer of the value's alias class one of the function's arguments? */
bool bo_osb_aliases_argument(const bo_osb_analysis *a, const bo_value *v);
/* Upstream's doesNotAliasExternalValue, negated: does v's alias class hold
 * a value defined outside region r (r's own block arguments count as
 * outside), other than `except`?  O(class size). */
bool bo_osb_aliases_outside(const bo_osb_analysis *a, const bo_value *v, const bo_region *r,
                            const bo_value *except);
/* The index of the function argument whose buffer is equivalent to v (same
 * buffer through in-place equivalent aliases), or -1.  O(arguments). */
int bo_osb_equivalent_argument(const bo_osb_analysis *a, const bo_value *v);
/* Are the buffers of u and v equivalent (one alias class of in-place
 * equivalent values), as the analysis decided?  O(alpha). */
bool bo_osb_equivalent(const bo_osb_analysis *a, const bo_value *u, const bo_value *v);
/* The analysis' dense id of tensor value v, in [0, bo_osb_num_values(a)),
 * or UINT32_MAX when v is not one of the values it tracked (a value made
 * by the rewrite, a non-tensor).  O(1): for side tables by value. */
uint32_t bo_osb_value_slot(const bo_osb_analysis *a, const bo_value *v);
uint32_t bo_osb_num_values(const bo_osb_analysis *a);
/* The module-wide state: summaries of the analyzed functions. */
/* opts: the run's options (their dialect-filter hides the hooks of other
 * dialects' ops from the queries given this state), or NULL. */
bo_bufferize_state *bo_bufferize_state_create(bo_context *ctx, const bo_bufferize_options *opts);
void bo_bufferize_state_destroy(bo_bufferize_state *st);
/* Records what callers need to know about a's function (by its sym_name). */
void bo_osb_record_summary(bo_bufferize_state *st, const bo_osb_analysis *a);
/* test-analysis-only: sets __inplace_operands_attr__ on every op with hooks
 * and a tensor operand, and (with bufferize-function-boundaries) the
 * bufferization.access attribute of each tensor argument. */
void bo_osb_annotate(bo_osb_analysis *a);
/* The function is in or calls into a call cycle: analyzed without a
 * summary, so annotate writes no bufferization.access and no
 * __equivalent_func_args__ (as upstream, which skips its argument analyses
 * for such functions). */
void bo_osb_mark_no_summary(bo_osb_analysis *a);
/* print-conflicts: marks each refused in-place decision as upstream does,
 * "C_n[READ: i]" on the read, "C_n[CONFL-WRITE: i]" on the conflicting
 * write, "C_n[DEF: result k | bbArg k]" on the definition of the read
 * value, or "W_n[NOT-WRITABLE: ...]" on a non-writable buffer; n counts on
 * from *conflicts / *nonwritable (module-wide). */
void bo_osb_annotate_conflicts(bo_osb_analysis *a, unsigned *conflicts, unsigned *nonwritable);
/* Calls to function `name` get no summary (see bo_bufferize_callee_unanalyzed). */
void bo_bufferize_state_mark_unanalyzed(bo_bufferize_state *st, const char *name);
/* The same for a function without body: its tensor arguments may be read
 * and written ("read-write"). */
void bo_osb_annotate_declaration(bo_op *func);

/* dump-alias-sets (with test-analysis-only): __opresult_alias_set_attr__ on
 * each op with tensor results (per result, the printer names of the values
 * in its alias class) and __bbarg_alias_set_attr__ on each op with tensor
 * block arguments (per region, per block, per tensor argument), member
 * order as upstream's llvm::EquivalenceClasses. */
void bo_osb_annotate_alias_sets(bo_osb_analysis *a);

#endif
