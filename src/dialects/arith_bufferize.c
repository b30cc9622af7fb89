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
  if (!value || bo_attr_get_kind(value) != BO_ATTR_DENSE)
    return bo_bufferizer_unsupported(op, "only dense tensor constants are supported");
  const bo_type *t = bo_bufferizer_memref_type(op->ctx, op->results[0].type);
  const char *name = bo_bufferizer_constant_global(bz, value, t);
  bo_named_attr prop = {bo_intern_cstr(op->ctx, "name"),
                        bo_attr_symbol_ref(op->ctx, name, 0, NULL)};
  bo_op *g = bo_bufferize_build(bz, "memref.get_global", 0, NULL, 1, &t, 1, &prop);
  bo_bufferizer_replace(bz, op, 0, &g->results[0]);
  return 0;
}

const bo_bufferize_iface bo_arith_constant_bufferize = {
    .writable = not_writable, .rewrite = constant_rewrite};
