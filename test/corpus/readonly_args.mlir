// Corpus: a function argument marked bufferization.writable = false: writes
// into it must go to a copy, so the caller's tensor keeps its values.
func.func @scale(%t: tensor<3xf32> {bufferization.writable = false}, %k: f32) -> tensor<3xf32> {
  %r = linalg.map ins(%t : tensor<3xf32>) outs(%t : tensor<3xf32>)
    (%x: f32, %o: f32) {
      %y = arith.mulf %x, %k : f32
      linalg.yield %y : f32
    }
  return %r : tensor<3xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<3xf32>
  %two = arith.constant 2.0 : f32
  %t = linalg.fill ins(%two : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %k = arith.constant 3.0 : f32
  %s = func.call @scale(%t, %k) : (tensor<3xf32>, f32) -> tensor<3xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %a = tensor.extract %t[%i] : tensor<3xf32>
    %b = tensor.extract %s[%i] : tensor<3xf32>
    vector.print %a : f32 punctuation <comma>
    vector.print %b : f32
  }
  return
}
