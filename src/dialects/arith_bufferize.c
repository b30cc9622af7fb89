/* arith_bufferize.c - One-Shot Bufferize hooks of the arith dialect.
 *
 * A tensor arith.constant becomes memref.get_global of a private constant
 * memref.global holding the same dense value; its buffer is not writable,
 * so writes to it go out of place.  Scalar constants have no tensor result
 * and are left alone.
 */
#include "../ir/ir_private.h"
#include "bufferize_ifaces.h"

static bool not_writable(const bo_op *op, unsigned r) { return false; }

static int constant_rewrite(bo_op *op, bo_bufferizer *bz) {
  const bo_attr *value = bo_op_get_attr(op, "value");
  /* a dense literal of complex elements is a typed attribute kept as text */
  if (!value || (bo_attr_get_kind(value) != BO_ATTR_DENSE &&
                 !(bo_attr_get_kind(value) == BO_ATTR_OPAQUE && bo_attr_get_type(value))))
    return bo_bufferizer_unsupported(op, "only dense tensor constants are supported");
  const bo_type *tensor = op->results[0].type;
  const bo_type *t = bo_bufferizer_memref_type(op->ctx, tensor);
  /* use-encoding-for-memory-space: the global lives in the encoding's
   * space, as upstream's defaultMemorySpaceFn says (issue 14: in the
   * default space, a loop joining it with new buffers cast between
   * spaces) */
  const bo_attr *space = bo_bufferizer_options(bz)->use_encoding_for_memory_space
                             ? bo_type_get_encoding(tensor)
                             : NULL;
  if (space)
    t = bo_type_memref(op->ctx, bo_type_get_rank(t), bo_type_get_shape(t),
                       bo_type_get_element_type(t), NULL, space);
  const char *name = bo_bufferizer_constant_global(bz, value, t);
  bo_named_attr prop = {bo_intern_cstr(op->ctx, "name"),
                        bo_attr_symbol_ref(op->ctx, name, 0, NULL)};
  bo_op *g = bo_bufferize_build(bz, BO_OP_NAME(MEMREF_GET_GLOBAL), 0, NULL, 1, &t, 1, &prop);
  bo_bufferizer_replace(bz, op, 0, &g->results[0]);
  return 0;
}

const bo_bufferize_iface bo_arith_constant_bufferize = {
    .writable = not_writable, .rewrite = constant_rewrite};

/* ----------------------------------------------------------- arith.select */

/* Operands: condition, true value, false value.  The result is one of the
 * two buffers (it aliases both, equivalent to neither for sure); neither
 * is read nor written.  Two buffers of different layouts are both cast to
 * the fully dynamic layout (upstream's SelectOp getBufferType).  A tensor
 * condition (element-wise select) is not supported. */
static bool no_access(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return false; }
static int select_alias(const bo_op *op, unsigned i, bool *eq, const bo_bufferize_state *st) {
  *eq = false;
  return i >= 1 ? 0 : -1;
}

static const bo_type *select_type(bo_context *ctx, const bo_type *a, const bo_type *b) {
  return a == b ? a : bo_bufferizer_dynamic_layout(ctx, a);
}

static const bo_type *select_buffer_type(const bo_op *op, unsigned r,
                                         const bo_type *const *operand_types, bo_bufferizer *bz) {
  return select_type(op->ctx, operand_types[1], operand_types[2]);
}

static int select_rewrite(bo_op *op, bo_bufferizer *bz) {
  if (bo_type_is_tensor(op->operands[0].value->type))
    return bo_bufferizer_unsupported(op, "a tensor condition");
  /* An operand out of place is copied before the select (two operands
   * alias the result, so upstream copies the operand, not the result). */
  bo_value *buf[2];
  bool read = bo_bufferize_value_is_read(&op->results[0], bo_bufferizer_state(bz));
  for (unsigned k = 0; k < 2; k++) {
    if (!bo_bufferizer_in_place(bz, op, 1 + k) && bo_bufferizer_tensor_allocs(bz)) {
      /* Without the bufferization dialect: upstream's alloc_tensor copy,
       * made before the rewrite (no read of the operand's buffer). */
      buf[k] = bo_bufferizer_tensor_copy(bz, op, 1 + k, read);
      continue;
    }
    buf[k] = bo_bufferizer_read_buffer(bz, op, 1 + k);
    if (bo_bufferizer_in_place(bz, op, 1 + k)) continue;
    bo_value *copy = bo_bufferizer_alloc(bz, op->operands[1 + k].value->type, buf[k], NULL, 0);
    if (read) bo_bufferizer_copy(bz, buf[k], copy);
    buf[k] = copy;
  }
  bo_value *a = buf[0], *b = buf[1];
  const bo_type *t = select_type(op->ctx, a->type, b->type);
  a = bo_bufferizer_cast(bz, a, t);
  b = bo_bufferizer_cast(bz, b, t);
  bo_value *ops[3] = {op->operands[0].value, a, b};
  bo_op *s = bo_bufferize_build(bz, BO_OP_NAME(ARITH_SELECT), 3, ops, 1, &t, 0, NULL);
  bo_bufferizer_replace(bz, op, 0, &s->results[0]);
  return 0;
}

const bo_bufferize_iface bo_arith_select_bufferize = {
    .reads = no_access, .writes = no_access, .aliasing_result = select_alias,
    .buffer_type = select_buffer_type, .rewrite = select_rewrite};
