"test.s"() {a = dense<["a", "b"]> : tensor<2xi32>} : () -> ()
