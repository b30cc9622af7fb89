func.func @cmpi_width_dict(%a: i32, %b: i32) -> i1 {
  %0 = "arith.cmpi"(%a, %b) {predicate = 1 : i32} : (i32, i32) -> i1
  return %0 : i1
}
