func.func @a(%x: i32) -> i64 {
  return %x : i32
}
func.func @b(%x: i32) -> i64 {
  return %x : i32
}
func.func @c(%x: i32) -> i32 {
  %0 = arith.extsi %x : i32 to i16
  return %x : i32
}
