func.func @strings() {
  "test.s"() {a = dense<"foo"> : tensor<2x!unknown<>>} : () -> ()
  "test.s"() {a = dense<["a", "b"]> : tensor<2x!unknown<>>} : () -> ()
  "test.s"() {a = dense<["x", "x"]> : tensor<2x!unknown<>>} : () -> ()
  "test.s"() {a = dense<[["q\n", "\"r\""]]> : tensor<1x2x!foo.bar>} : () -> ()
  "test.s"() {a = sparse<[[0, 1], [1, 0]], ["u", "v"]> : tensor<2x2x!unknown<>>} : () -> ()
  "test.s"() {a = sparse<0, "w"> : tensor<1x1x!unknown<>>} : () -> ()
  return
}
