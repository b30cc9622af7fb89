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

typedef enum bo_onnx_op_id {
#define BO_OP(id, name) BO_OP_##id,
#include "onnx_ops.h"
#undef BO_OP
  BO_ONNX_NUM_OPS
} bo_onnx_op_id;

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
/* `!onnx.Seq<elem>`. */
const bo_type *bo_onnx_seq_type(bo_context *ctx, const bo_type *elem);
/* ONNX's type merge (onnx-mlir's sequenceAddType): equal dims stay, others
 * become dynamic; different ranks or an unranked side give an unranked
 * tensor.  Both must have the same element type. */
const bo_type *bo_onnx_merge_types(bo_context *ctx, const bo_type *a, const bo_type *b);

#endif
