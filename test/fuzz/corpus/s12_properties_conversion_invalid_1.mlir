func.func @alignment_float() {
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>, alignment = 4.0 : f32}> : () -> memref<4xf32>
  return
}
