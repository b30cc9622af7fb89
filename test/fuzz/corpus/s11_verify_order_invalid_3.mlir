func.func @map_without_operands() {
  "linalg.map"() ({
  ^bb0:
  }) : () -> ()
  return
}
