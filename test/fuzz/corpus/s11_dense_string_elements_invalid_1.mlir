"test.s"() {a = dense<["a", "b"]> : tensor<2xf32>} : () -> ()
