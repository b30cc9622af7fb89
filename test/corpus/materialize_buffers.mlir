// Corpus: bufferization ops at the tensor level: materialize_in_destination
// into a tensor and into a memref (restrict writable), to_tensor of a memref
// (restrict writable) written in place, to_buffer of a tensor, and a
// dynamically sized alloc_tensor.  (dealloc_tensor is left to the lit tests:
// upstream's deallocation pipeline rejects explicit frees.)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %src = arith.constant dense<[1.5, 2.5, 3.5]> : tensor<3xf32>
  %m = memref.alloca() : memref<3xf32>
  bufferization.materialize_in_destination %src in restrict writable %m : (tensor<3xf32>, memref<3xf32>) -> ()
  %t = bufferization.to_tensor %m restrict writable : memref<3xf32> to tensor<3xf32>
  %k = arith.constant 10.0 : f32
  %t2 = tensor.insert %k into %t[%c1] : tensor<3xf32>
  %e = tensor.empty() : tensor<3xf32>
  %d = bufferization.materialize_in_destination %t2 in %e : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %b = bufferization.to_buffer %d read_only : tensor<3xf32> to memref<3xf32, strided<[?], offset: ?>>
  scf.for %i = %c0 to %c3 step %c1 {
    %x = memref.load %b[%i] : memref<3xf32, strided<[?], offset: ?>>
    %y = tensor.extract %src[%i] : tensor<3xf32>
    vector.print %x : f32 punctuation <comma>
    vector.print %y : f32
  }
  %tmp = bufferization.alloc_tensor(%c3) : tensor<?xf32>
  %f = linalg.fill ins(%k : f32) outs(%tmp : tensor<?xf32>) -> tensor<?xf32>
  %v = tensor.extract %f[%c1] : tensor<?xf32>
  vector.print %v : f32
  return
}
