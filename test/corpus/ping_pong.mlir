// Corpus: two loop-carried tensors swapped every iteration (a Jacobi-style
// smoother), which forces bufferization to keep both buffers apart.
#l = affine_map<(d0) -> (d0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %a = arith.constant dense<[0.0, 0.0, 0.0, 8.0, 8.0, 0.0, 0.0, 0.0]> : tensor<8xf32>
  %b = arith.constant dense<0.0> : tensor<8xf32>
  %res:2 = scf.for %it = %c0 to %c5 step %c1 iter_args(%x = %a, %y = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    %e = tensor.empty() : tensor<6xf32>
    %x0 = tensor.extract_slice %x[0] [6] [1] : tensor<8xf32> to tensor<6xf32>
    %x1 = tensor.extract_slice %x[1] [6] [1] : tensor<8xf32> to tensor<6xf32>
    %x2 = tensor.extract_slice %x[2] [6] [1] : tensor<8xf32> to tensor<6xf32>
    %s = linalg.generic {indexing_maps = [#l, #l, #l, #l], iterator_types = ["parallel"]} ins(%x0, %x1, %x2 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>) {
    ^bb0(%p: f32, %q: f32, %u: f32, %o: f32):
      %t = arith.addf %p, %u : f32
      %t2 = arith.addf %t, %q : f32
      %k = arith.constant 3.0 : f32
      %v = arith.divf %t2, %k : f32
      linalg.yield %v : f32
    } -> tensor<6xf32>
    %y2 = tensor.insert_slice %s into %y[1] [6] [1] : tensor<6xf32> into tensor<8xf32>
    scf.yield %y2, %x : tensor<8xf32>, tensor<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %v = tensor.extract %res#0[%i] : tensor<8xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
