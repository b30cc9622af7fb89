/* dealloc.h - the deallocation services beside the memory interface
 * (memory_iface.h): small builders shared by the three deallocation passes
 * (ownership_based_buffer_deallocation.c, buffer_deallocation_simplification.c,
 * bufferization_lower_deallocations.c) and by any hook that builds
 * deallocations: i1 constants, the operand segments of
 * bufferization.dealloc, and recognising constant conditions.  (Formerly
 * src/transforms/dealloc_common.h; header-only, so no object outside
 * src/transforms/ links against a pass.)
 */
#ifndef BUFOPT_INTERFACES_DEALLOC_H
#define BUFOPT_INTERFACES_DEALLOC_H

#include "memory_iface.h"
#include "../ir/asm.h"

/* Builds `arith.constant <v>` (i1) where the builder points. */
static inline bo_value *bo_dealloc_build_bool(bo_builder *b, bool v) {
  bo_context *ctx = b->ctx;
  bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_bool(ctx, v)};
  bo_op_state st = {.id = BO_OP_ARITH_CONSTANT, .loc = b->loc, .num_results = 1,
                    .result_types = &ctx->t_i1, .num_props = 1, .props = &value};
  return bo_op_get_result(bo_build(b, &st), 0);
}

/* 1 or 0 when v is an i1 arith.constant, -1 otherwise. */
static inline int bo_dealloc_const_bool(const bo_value *v) {
  const bo_op *def = v->def_op;
  if (!def || !bo_op_has_trait(def, BO_TRAIT_CONSTANT_LIKE) || !bo_type_is_integer(v->type, 1))
    return -1;
  const bo_attr *a = bo_op_get_attr(def, "value");
  if (!a || bo_attr_get_kind(a) != BO_ATTR_INTEGER) return -1;
  return bo_attr_get_int(a) != 0;
}

/* Creates bufferization.dealloc (memrefs) if (conds) retain (retained). */
static inline bo_op *bo_dealloc_build(bo_builder *b, unsigned n, bo_value *const *memrefs,
                                      bo_value *const *conds, unsigned r,
                                      bo_value *const *retained) {
  bo_context *ctx = b->ctx;
  bo_value **ops = malloc(sizeof(bo_value *) * (2 * n + r + 1));
  const bo_type **types = malloc(sizeof(bo_type *) * (r + 1));
  for (unsigned i = 0; i < n; i++) ops[i] = memrefs[i], ops[n + i] = conds[i];
  for (unsigned i = 0; i < r; i++) ops[2 * n + i] = retained[i], types[i] = ctx->t_i1;
  int64_t seg[3] = {n, n, r};
  bo_named_attr segs = {bo_intern_cstr(ctx, "operandSegmentSizes"),
                        bo_attr_dense_array_int(ctx, ctx->t_i32, 3, seg)};
  bo_op_state st = {.id = BO_OP_BUFFERIZATION_DEALLOC, .loc = b->loc,
                    .num_operands = 2 * n + r, .operands = ops, .num_results = r,
                    .result_types = types, .num_props = 1, .props = &segs};
  bo_op *op = bo_build(b, &st);
  free(ops);
  free(types);
  return op;
}

#endif
