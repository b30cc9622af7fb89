func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<3xi1>) {
  %r = vector.transfer_read %m[%i, %i], %p, %k {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %e = "vector.extract"(%r) <{static_position = array<i64: 9, 9>}> : (vector<4xf32>) -> f32
  %t = "vector.transfer_write"(%r, %m, %i) <{in_bounds = [1], operandSegmentSizes = array<i32: 1, 1, 1, 7>, permutation_map = 3}> : (vector<4xf32>, memref<?x?xf32>, index) -> ()
  %q = "vector.mask"(%k) ({ "vector.yield"(%k, %k) : (vector<3xi1>, vector<3xi1>) -> () }) : (vector<3xi1>) -> f32
  %c = "index.cmp"(%i, %i) <{pred = 7}> : (index, index) -> i1
  %u = "ub.poison"() <{value = 1}> : () -> (f32, f32)
  %x = "vector.multi_reduction"(%r, %p) <{kind = #vector.kind<bogus>, reduction_dims = array<i64: 5>}> : (vector<4xf32>, f32) -> f32
  return
}
