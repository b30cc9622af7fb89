func.func @f() {
  "test.a"() {s = sparse<[], []> : tensor<3x4xi32>} : () -> ()
  return
}
