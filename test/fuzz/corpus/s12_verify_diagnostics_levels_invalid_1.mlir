func.func @expected(%x: i32) -> i64 {
  return %x : i32
}
func.func @unexpected(%x: i32) -> i64 {
  return %x : i32
}
