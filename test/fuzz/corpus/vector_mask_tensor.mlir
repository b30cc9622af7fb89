func.func @f(%t: tensor<?xf32>, %v: vector<4xf32>, %n: index) -> (vector<4xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %m = vector.create_mask %n : vector<4xi1>
  %r = vector.mask %m, %v { vector.transfer_read %t[%c0], %p : tensor<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %w = vector.mask %m { vector.transfer_write %r, %t[%c0] : vector<4xf32>, tensor<?xf32> } : vector<4xi1> -> tensor<?xf32>
  %e = vector.extract %r[%n] : f32 from vector<4xf32>
  %i = vector.insert %e, %r [0] : f32 into vector<4xf32>
  return %i, %w : vector<4xf32>, tensor<?xf32>
}
