func.func @bad_b64() {
  test.parse_b64 "Zm9v!mFy"
  return
}
