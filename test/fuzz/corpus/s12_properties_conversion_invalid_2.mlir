func.func @alignment_i32() {
  %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>, alignment = 3 : i32}> : () -> memref<4xf32>
  return
}
