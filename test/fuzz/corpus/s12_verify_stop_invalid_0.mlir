func.func @first_only(%x: i32) -> i64 {
  %0 = arith.extsi %x : i32 to i16
  %1 = arith.extsi %x : i32 to i8
  return %x : i32
}
