func.func @dup(%x: i32) -> i64 {
  return %x : i32
}
func.func @dup() {
  return
}
