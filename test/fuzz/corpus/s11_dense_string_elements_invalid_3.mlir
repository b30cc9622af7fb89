"test.s"() {a = dense<["a", "b", "c"]> : tensor<2x!unknown<>>} : () -> ()
