// Corpus (issue 14): tensor.cast from an unranked tensor to a ranked one,
// in a callee whose caller passes a view (elements 2 and 3 of [1, 2, 3, 4],
// offset 2).  Bufferized, the cast must assume nothing of the buffer's
// layout (upstream: memref<2xf32, strided<[?], offset: ?>>); a cast to the
// identity layout read the view from offset 0: lowered and run by
// mlir-runner, the program printed 1, 2 instead of 3, 4.  (Its unranked
// buffers also need the deallocation passes' unranked support.)
func.func @first_two(%t: tensor<*xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = tensor.cast %t : tensor<*xf32> to tensor<2xf32>
  %a = tensor.extract %r[%c0] : tensor<2xf32>
  %b = tensor.extract %r[%c1] : tensor<2xf32>
  return %a, %b : f32, f32
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %s = tensor.extract_slice %x[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %u = tensor.cast %s : tensor<2xf32> to tensor<*xf32>
  %a, %b = func.call @first_two(%u) : (tensor<*xf32>) -> (f32, f32)
  vector.print %a : f32
  vector.print %b : f32
  return
}
