/* vector.h - what the vector dialect's files share (vector.c,
 * vector_bufferize.c, the interpreter's ops_vector.c). */
#ifndef BUFOPT_DIALECTS_VECTOR_H
#define BUFOPT_DIALECTS_VECTOR_H

#include "../ir/ir_private.h"

/* Operand layout of a transfer op: the source / destination, the first
 * index, the number of indices, the mask (-1: none); for transfer_read the
 * padding, for transfer_write the vector (-1 otherwise). */
typedef struct bo_vector_transfer {
  int base, first_index, num_indices, padding, vector, mask;
} bo_vector_transfer;
/* Fills t from op's operandSegmentSizes (or the operand count); false when
 * the op is not a well-formed transfer. */
bool bo_vector_transfer_operands(const bo_op *op, bo_vector_transfer *t);
/* The type of the transfer's vector (the result of a read, operand 0 of a
 * write). */
const bo_type *bo_vector_transfer_vector_type(const bo_op *op);
/* The permutation map of a transfer (the minor identity when absent). */
const bo_attr *bo_vector_transfer_map(const bo_op *op);
/* The mask type upstream infers for a vector type and permutation map. */
const bo_type *bo_vector_transfer_mask_type(bo_context *ctx, const bo_type *vec,
                                            const bo_attr *map);
/* The name inside `#vector.kind<NAME>` of a reduction / contraction kind,
 * written into buf (size n); false when absent or malformed. */
bool bo_vector_kind_name(const bo_op *op, char *buf, size_t n);

/* The One-Shot Bufferize hooks of the transfers (vector_bufferize.c). */
extern const struct bo_bufferize_iface bo_vector_transfer_read_bufferize,
    bo_vector_transfer_write_bufferize, bo_vector_mask_bufferize;

#endif
