func.func @f(%a: tensor<99999999999x99999999999xf32>) -> memref<4294967296x4294967296xf32> {
  %c = arith.constant dense<1.0> : tensor<99999999999x99999999999xf32>
  %m = memref.alloc() : memref<4294967296x4294967296xf32>
  %s = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4294967296x4294967296xf32> to memref<2x2xf32, strided<[4294967296, 1]>>
  %x = "t.x"() {a = dense<"0x"> : tensor<4294967296x4294967296xi8>, l = memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4611686018427387904 + d1 * 4611686018427387904 + 4611686018427387904)>>} : () -> i32
  return %m : memref<4294967296x4294967296xf32>
}
