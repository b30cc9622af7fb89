func.func @cmpi_kind(%a: i32, %b: i32) -> i1 {
  %0 = "arith.cmpi"(%a, %b) <{predicate = "eq"}> : (i32, i32) -> i1
  return %0 : i1
}
