func.func @segments_not_array() {
  %0 = "memref.alloca"() <{operandSegmentSizes = dense<0> : vector<2xi32>}> : () -> memref<4xf32>
  return
}
