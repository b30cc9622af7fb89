func.func @c() {
  return
}
func.func @c() {
  return
}
