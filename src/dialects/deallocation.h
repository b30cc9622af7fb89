/* deallocation.h - what passes and the interpreter share about the MLIR-HLO
 * `deallocation` dialect (src/dialects/deallocation.c): the op ids and names
 * generated from deallocation_ops.h, the ownership type, and builders.
 */
#ifndef BUFOPT_DEALLOCATION_H
#define BUFOPT_DEALLOCATION_H

#include "../ir/ir_private.h"

typedef enum bo_deallocation_op_id {
#define BO_OP(id, name) BO_##id,
#include "deallocation_ops.h"
#undef BO_OP
  BO_DEALLOCATION_NUM_OPS
} bo_deallocation_op_id;

/* "deallocation.null", ... indexed by bo_deallocation_op_id. */
extern const char *const bo_deallocation_op_names[BO_DEALLOCATION_NUM_OPS];

/* True when op is the deallocation op `id`. */
bool bo_deallocation_is(const bo_op *op, bo_deallocation_op_id id);
/* True for any op of the deallocation dialect. */
bool bo_is_deallocation_op(const bo_op *op);
/* `!deallocation.ownership` (interned: compare with ==). */
const bo_type *bo_ownership_type(bo_context *ctx);
bool bo_type_is_ownership(const bo_type *t);

/* Builders: each inserts at b and returns the op. */
bo_op *bo_build_dealloc_null(bo_builder *b);
bo_op *bo_build_dealloc_own(bo_builder *b, bo_value *memref);
bo_op *bo_build_dealloc_get_buffer(bo_builder *b, bo_value *v);
bo_op *bo_build_dealloc_free(bo_builder *b, bo_value *ownership);
bo_op *bo_build_dealloc_retain(bo_builder *b, bo_value *const *retained, unsigned m,
                               bo_value *const *allocs, unsigned n);

#endif
