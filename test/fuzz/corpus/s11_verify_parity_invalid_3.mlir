"test.no_scope"() ({
  %a = memref.alloca() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
}) : () -> ()
