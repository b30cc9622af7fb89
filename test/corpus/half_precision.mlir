// Corpus: f16 and bf16 values: arithmetic rounds to the element type after
// every op; tensors of f16 through linalg; conversions to and from f32.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant 0.1 : f16
  %b = arith.constant 0.2 : f16
  %s = arith.addf %a, %b : f16
  vector.print %s : f16
  %big = arith.constant 60000.0 : f16
  %o = arith.addf %big, %big : f16
  vector.print %o : f16
  %ext = arith.extf %s : f16 to f32
  vector.print %ext : f32
  %x = arith.constant 3.14159 : f32
  %t = arith.truncf %x : f32 to bf16
  %tb = arith.extf %t : bf16 to f32
  vector.print %tb : f32
  %m = arith.mulf %t, %t : bf16
  vector.print %m : bf16
  %v = arith.constant dense<[1.5, 2.25, 1000.0]> : tensor<3xf16>
  %e = tensor.empty() : tensor<3xf16>
  %sq = linalg.mul ins(%v, %v : tensor<3xf16>, tensor<3xf16>) outs(%e : tensor<3xf16>) -> tensor<3xf16>
  scf.for %i = %c0 to %c3 step %c1 {
    %w = tensor.extract %sq[%i] : tensor<3xf16>
    vector.print %w : f16
  }
  return
}
