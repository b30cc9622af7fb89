/* test_tensor_like.c - the tensor-like type iface (bufferize_iface.h): an
 * ONNX sequence type is tensor-like through the ONNX ops' hooks, its
 * buffer type is the container, a sequence of unranked tensors has none,
 * the opaque types of other dialects (and of none) are not tensor-like,
 * and the memoised answer is the same on a second ask.  A context that
 * does not register the ONNX dialect knows no tensor-like sequence. */
#include "../../src/interfaces/bufferize_iface.h"
#include "check.h"

static const bo_type *opaque(bo_context *ctx, const char *text) {
  size_t n = 0;
  while (text[n]) n++;
  return bo_type_opaque(ctx, text, n);
}

int main(void) {
  bo_context *ctx = check_context();
  const bo_type *f32 = bo_type_float(ctx, BO_F32);
  int64_t two = 2, dyn = BO_DYNAMIC;
  const bo_type *seq = opaque(ctx, "onnx.Seq<tensor<2xf32>>");
  const bo_type *slot = bo_type_memref(ctx, 1, &two, f32, NULL, NULL);
  const bo_type *container = bo_type_memref(ctx, 1, &dyn, slot, NULL, NULL);
  CHECK(bo_bufferize_type_iface_of(ctx, seq) != NULL);
  CHECK(bo_bufferize_type_iface_of(ctx, seq) == bo_bufferize_type_iface_of(ctx, seq));
  CHECK(bo_is_tensor_like(ctx, seq));
  CHECK(bo_bufferize_tensor_like_buffer_type(ctx, seq) == container);
  const bo_type *unranked = opaque(ctx, "onnx.Seq<tensor<*xf32>>");
  CHECK(bo_is_tensor_like(ctx, unranked));
  CHECK(bo_bufferize_tensor_like_buffer_type(ctx, unranked) == NULL);
  CHECK(!bo_is_tensor_like(ctx, opaque(ctx, "llvm.ptr")));
  CHECK(!bo_is_tensor_like(ctx, opaque(ctx, "nodialect")));
  CHECK(!bo_is_tensor_like(ctx, container));
  CHECK(bo_is_tensor_like(ctx, bo_type_tensor(ctx, 1, &two, f32, NULL)));
  CHECK(bo_bufferize_tensor_like_buffer_type(ctx, f32) == NULL);
  bo_context_destroy(ctx);

  bo_context *bare = bo_context_create();
  bo_register_dialect(bare, &bo_dialect_builtin);
  CHECK(!bo_is_tensor_like(bare, opaque(bare, "onnx.Seq<tensor<2xf32>>")));
  bo_context_destroy(bare);
  printf("test_tensor_like: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
