/* linalg.h - what passes need to know about linalg structured ops.
 *
 * A "structured op" is any linalg op that computes over a loop nest:
 * linalg.generic, the named ops (fill, copy, matmul, batch_matmul, matvec,
 * vecmat, dot, conv_2d_nhwc_hwcf, the elementwise ops add ... select) and the
 * destination-style ops map, reduce, transpose and broadcast.  Each has
 *   - operands: the inputs ("ins") followed by the outputs ("outs"/"inits");
 *   - one result per output of ranked tensor type (none on memrefs);
 *   - a single-block body region whose arguments are the element types of
 *     the operands (ins then outs; scalars stand for themselves) and which
 *     ends in linalg.yield of one value per output;
 *   - one affine indexing map per operand, all over the same loop dims
 *     (d0 .. dN-1), mapping a loop point to the operand element it touches;
 *   - one iterator type per loop: parallel or reduction.
 *
 * For linalg.generic the maps and iterator types are the op's properties; for
 * the other ops they are derived exactly as MLIR does, e.g. matmul:
 *   (d0, d1, d2) -> (d0, d2), (d2, d1), (d0, d1) with [parallel, parallel,
 *   reduction] (or its explicit `indexing_maps` property when given);
 * reduce over dims D: identity on inputs, identity without D on inits;
 * transpose: the inverse permutation on the input, identity on the init.
 *
 * The body of a named op is built when it is parsed (in custom form) so that
 * an interpreter can run every structured op the same way: for each point of
 * the iteration space, bind the block arguments to the elements the indexing
 * maps select (ins, then the current value of outs), run the body, and store
 * the yielded values into the outs.
 *
 * All functions are cheap; none allocates memory outside the context arena.
 */
#ifndef BUFOPT_DIALECTS_LINALG_H
#define BUFOPT_DIALECTS_LINALG_H

#include "bufopt/ir.h"

typedef enum bo_linalg_iterator {
  BO_LINALG_PARALLEL,
  BO_LINALG_REDUCTION
} bo_linalg_iterator;

/* True for the structured ops listed above (not linalg.yield/index). */
bool bo_linalg_is_structured(const bo_op *op);

/* Number of input and output operands (ins + outs == number of operands). */
unsigned bo_linalg_num_inputs(const bo_op *op);
unsigned bo_linalg_num_outputs(const bo_op *op);

/* The indexing maps: an array attribute of affine-map attributes, one per
 * operand (ins then outs).  NULL when the op is too ill-formed to derive them
 * (e.g. a generic without indexing_maps, or a non-shaped operand where a
 * shaped one is required).  Interned: no need to free. */
const bo_attr *bo_linalg_indexing_maps(const bo_op *op);

/* Number of loops (= dims of every indexing map) and the type of each. */
unsigned bo_linalg_num_loops(const bo_op *op);
bo_linalg_iterator bo_linalg_iterator_type(const bo_op *op, unsigned loop);

/* The body block (entry block of region 0), or NULL when the region is empty. */
bo_block *bo_linalg_body(const bo_op *op);

/* True when the body uses its block argument i (the operand's element is
 * read); true when i is out of range or the op has no body.  A pending body
 * (lazy implicit bodies) is answered from the op's kind without building
 * it.  O(1) for a pending body, else O(1) (a use-list test). */
bool bo_linalg_body_reads_arg(const bo_op *op, unsigned i);

#endif
