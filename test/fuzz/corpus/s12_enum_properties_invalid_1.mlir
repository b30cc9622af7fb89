func.func @overflow_dict(%a: i32, %b: i32) -> i32 {
  %0 = "arith.addi"(%a, %b) {overflowFlags = #arith.fastmath<none>} : (i32, i32) -> i32
  return %0 : i32
}
