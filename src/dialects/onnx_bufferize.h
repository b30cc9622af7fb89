/* onnx_bufferize.h - ONNX sequence ops to buffer code (onnx_bufferize.c),
 * used by One-Shot Bufferize (the ops' hooks) and by the
 * convert-onnx-seq-to-krnl pass. */
#ifndef BUFOPT_DIALECTS_ONNX_BUFFERIZE_H
#define BUFOPT_DIALECTS_ONNX_BUFFERIZE_H

#include "onnx.h"

/* The container a sequence value becomes: memref<?xmemref<SxT>> for
 * !onnx.Seq<tensor<SxT>>; NULL when the element type is unranked or not a
 * tensor (not supported yet). */
const bo_type *bo_onnx_container_type(bo_context *ctx, const bo_type *seq);

/* Rewrites op (an ONNX op) into buffer code before it, once every sequence
 * value has its container type; its results' uses move to the new values
 * (the caller erases op).  *handled: op is an ONNX op.  Returns -1 after an
 * error (ops not supported yet). */
/* Flags of the rewrite: a cf.assert guards every position; copy as
 * onnx-mlir does (no take-over, no borrow: the measurement of
 * docs/sequences.md). */
enum { BO_ONNX_CHECK_POSITIONS = 1, BO_ONNX_COPY_ALL = 2 };
int bo_onnx_lower_op(bo_op *op, unsigned flags, bool *handled);

/* Every sequence of the module becomes a container and every ONNX op is
 * rewritten (the convert-onnx-seq-to-krnl pass).  Nothing happens when the
 * context never made a sequence type.  Returns -1 after an error. */
int bo_onnx_bufferize_module(bo_op *module, unsigned flags);

/* The sequence ops' One-Shot Bufferize hooks (per op; they also name the
 * sequence type's type iface, tensor_like_types). */
struct bo_bufferize_iface;
extern const struct bo_bufferize_iface bo_onnx_seq_bufferize;

#endif
