/* onnx.h - what other parts of bufopt need to know about the ONNX dialect:
 * the op ids (from onnx_ops.h) and the sequence type `!onnx.Seq<T>`.
 *
 * bufopt keeps dialect types it does not model as opaque types (their text
 * verbatim), so `!onnx.Seq<tensor<2x3xf32>>` is the opaque type
 * "onnx.Seq<tensor<2x3xf32>>".  These helpers give it structure: is a type a
 * sequence, what is its element type, the sequence type of an element type.
 * Like onnx-mlir's printer, the text carries no length (see docs/sequences.md).
 */
#ifndef BUFOPT_DIALECTS_ONNX_H
#define BUFOPT_DIALECTS_ONNX_H

#include "../ir/ir_private.h"

/* Ids: the global BO_OP_ONNX_* of src/dialects/op_ids.h. */
typedef enum bo_op_id bo_onnx_op_id;
#define BO_ONNX_NUM_OPS BO_NUM_ONNX_OPS

/* The op's index in onnx_ops.h (BO_OPI_ONNX_*), or -1 for other ops: the
 * list's ids are consecutive, from its first op on. */
static inline int bo_onnx_op_index(const bo_op *op) {
  uint32_t id = op->info->id;
  return id >= BO_OP_ONNX_NO_VALUE && id < BO_OP_ONNX_NO_VALUE + BO_NUM_ONNX_OPS
             ? (int)(id - BO_OP_ONNX_NO_VALUE)
             : -1;
}

/* The op's name (interned by the table, compare by pointer after interning). */
const char *bo_onnx_op_name(bo_onnx_op_id id);
/* True when op is the ONNX op `id` (compares the op's info with the table). */
bool bo_onnx_op_is(const bo_op *op, bo_onnx_op_id id);

/* True for `!onnx.Seq<...>`. */
bool bo_onnx_is_seq(const bo_type *t);
/* The element type of a sequence type (a ranked or unranked tensor type), or
 * NULL when t is not a sequence or its element is not a tensor type bufopt
 * can read. */
const bo_type *bo_onnx_seq_elem(bo_context *ctx, const bo_type *t);
/* May a value of ctx have a sequence type?  False when no `!onnx.Seq<...>`
 * type was ever made in ctx (types are interned): O(types of ctx), no walk. */
bool bo_onnx_context_has_seq(bo_context *ctx);
/* `!onnx.Seq<elem>`. */
const bo_type *bo_onnx_seq_type(bo_context *ctx, const bo_type *elem);
/* ONNX's type merge (onnx-mlir's sequenceAddType): equal dims stay, others
 * become dynamic; different ranks or an unranked side give an unranked
 * tensor.  Both must have the same element type. */
const bo_type *bo_onnx_merge_types(bo_context *ctx, const bo_type *a, const bo_type *b);

#endif
