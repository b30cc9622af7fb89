// bench: a linalg.generic over 1M f32 elements with an 8-op body
// (polynomial + clamp), i.e. about 9M executed body ops.
#id = affine_map<(d0) -> (d0)>
func.func @main() {
  %n = arith.constant 1048576 : index
  %e = tensor.empty(%n) : tensor<?xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%e : tensor<?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %k = arith.constant 1.0e-6 : f32
    %t = arith.mulf %f, %k : f32
    %t2 = arith.mulf %t, %t : f32
    %t3 = arith.addf %t2, %t : f32
    %one = arith.constant 1.0 : f32
    %c = arith.minimumf %t3, %one : f32
    linalg.yield %c : f32
  } -> tensor<?xf32>
  %z = arith.constant 0.0 : f32
  %s0 = tensor.empty() : tensor<f32>
  %s1 = linalg.fill ins(%z : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%x : tensor<?xf32>) outs(%s1 : tensor<f32>) dimensions = [0]
    (%a: f32, %acc: f32) {
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
    }
  %v = tensor.extract %s[] : tensor<f32>
  vector.print %v : f32
  return
}
