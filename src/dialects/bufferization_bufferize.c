/* bufferization_bufferize.c - One-Shot Bufferize hooks of the bufferization
 * dialect: bufferization.alloc_tensor becomes memref.alloc (and a copy of
 * its `copy` operand when it has one).
 */
#include "../ir/ir_private.h"
#include "bufferize_ifaces.h"

/* Operands: dynamic sizes..., [copy], [size_hint] (operandSegmentSizes). */
static unsigned segment(const bo_op *op, unsigned k) {
  const bo_attr *seg = bo_op_get_prop(op, "operandSegmentSizes");
  return seg && k < bo_attr_get_num_elements(seg) ? (unsigned)bo_attr_dense_array_int_at(seg, k) : 0;
}

static bool reads_copy(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return i == segment(op, 0); }
static bool no(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return false; }
static bool defines(const bo_op *op, unsigned r) { return segment(op, 1) != 0; }

static int alloc_tensor_rewrite(bo_op *op, bo_bufferizer *bz) {
  unsigned ndyn = segment(op, 0);
  if (!bo_value_has_uses(&op->results[0])) {
    return 0;
  }
  if (bo_op_get_attr(op, "memory_space"))
    return bo_bufferizer_unsupported(op, "memory_space is not supported yet");
  bo_value *copy = segment(op, 1) ? bo_bufferizer_read_buffer(bz, op, ndyn) : NULL;
  bo_value **dyn = malloc((ndyn + 1) * sizeof *dyn);
  for (unsigned i = 0; i < ndyn; i++) dyn[i] = op->operands[i].value;
  bo_value *buf = bo_bufferizer_alloc(bz, op->results[0].type, copy,
                                      (const bo_value *const *)dyn, ndyn);
  free(dyn);
  if (copy) bo_bufferizer_copy(bz, copy, buf);
  bo_bufferizer_replace(bz, op, 0, buf);
  return 0;
}

/* A new identity-layout buffer. */
static const bo_type *alloc_tensor_buffer_type(const bo_op *op, unsigned r,
                                               const bo_type *const *operand_types,
                                               bo_bufferizer *bz) {
  return bo_bufferizer_memref_type(op->ctx, op->results[r].type);
}

const bo_bufferize_iface bo_bufferization_alloc_tensor_bufferize = {
    .buffer_type = alloc_tensor_buffer_type,
    .reads = reads_copy, .writes = no, .result_defines = defines,
    .rewrite = alloc_tensor_rewrite};
