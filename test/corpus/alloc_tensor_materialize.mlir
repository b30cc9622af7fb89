// Corpus: bufferization.alloc_tensor (fresh and copy) and
// bufferization.materialize_in_destination at the tensor level.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %src = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %a = bufferization.alloc_tensor() copy(%src) : tensor<3xf32>
  %v = arith.constant 9.0 : f32
  %a2 = tensor.insert %v into %a[%c1] : tensor<3xf32>
  %d = bufferization.alloc_tensor(%c3) : tensor<?xf32>
  %z = arith.constant 0.5 : f32
  %df = linalg.fill ins(%z : f32) outs(%d : tensor<?xf32>) -> tensor<?xf32>
  %dc = tensor.cast %a2 : tensor<3xf32> to tensor<?xf32>
  %m = bufferization.materialize_in_destination %dc in %df : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %x = tensor.extract %m[%i] : tensor<?xf32>
    %y = tensor.extract %src[%i] : tensor<3xf32>
    vector.print %x : f32 punctuation <comma>
    vector.print %y : f32
  }
  return
}
