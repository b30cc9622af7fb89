#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%arg0: memref<4xf32>, %arg1: index) -> f32 {
  %c0 = arith.constant 0 : index
  %cst = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = affine.apply #map(%arg1)
  %1 = scf.for %i = %c0 to %0 step %arg1 iter_args(%acc = %c0) -> (index) {
    scf.yield %i : index
  }
  %2 = memref.load %arg0[%1] : memref<4xf32>
  cf.br ^bb1(%2 : f32)
^bb1(%3: f32):
  return %3 : f32
}
