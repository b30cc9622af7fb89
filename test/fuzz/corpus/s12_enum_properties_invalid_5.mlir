func.func @cmpi_range_prop(%a: i32, %b: i32) -> i1 {
  %0 = "arith.cmpi"(%a, %b) <{predicate = 11 : i64}> : (i32, i32) -> i1
  return %0 : i1
}
