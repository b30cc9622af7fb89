// Corpus: two copies of one constant, the first written, both printed at
// the end through casts to unranked memrefs.  merge-alloc (on in
// --bufferization-pipeline) once ignored uses of unranked memrefs when it
// computed lifetimes, ended the first buffer's lifetime at its last ranked
// use and gave both buffers the same arena slot: the program then printed
// [1, 2, 3, 4] twice.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %f = arith.constant 9.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
  %tu = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %wu = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%wu) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%tu) : (tensor<*xf32>) -> ()
  return
}
