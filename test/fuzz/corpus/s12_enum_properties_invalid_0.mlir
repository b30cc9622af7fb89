func.func @overflow_prop(%a: i32, %b: i32) -> i32 {
  %0 = "arith.addi"(%a, %b) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  return %0 : i32
}
