func.func @f(%a: i32) {
  %b = arith.addi %a, %c : i32
  %c = arith.addi %a, %b : i32
  return
}
