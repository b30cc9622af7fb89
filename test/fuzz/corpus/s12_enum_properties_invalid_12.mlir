func.func @segments_dict(%n: index) {
  %0 = "memref.alloc"() {operandSegmentSizes = dense<0> : vector<2xi32>} : () -> memref<4xf32>
  %1 = "memref.alloc"(%n) {operandSegmentSizes = dense<[1, 0]> : vector<2xi32>} : (index) -> memref<?xf32>
  return
}
