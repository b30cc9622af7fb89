func.func @switch_arg(%n: i32, %c: index) {
  scf.index_switch %n
  default {
    %y = arith.addi %c, %c : i64
  }
  return
}
