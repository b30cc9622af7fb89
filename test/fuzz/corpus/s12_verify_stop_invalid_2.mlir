func.func @structure_first(%x: i32) -> i32 {
  %0 = arith.addi %1, %x : i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.extsi %x : i32 to i16
  return %0 : i32
}
