func.func @b64_not_a_string() {
  test.parse_b64 42
  return
}
