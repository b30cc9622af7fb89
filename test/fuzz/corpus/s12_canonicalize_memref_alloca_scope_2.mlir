func.func @hoist(%n: index) {
  "test.wrap"() ({
    memref.alloca_scope {
      %c = memref.alloca(%n) : memref<?xi8>
      "test.use"(%c) : (memref<?xi8>) -> ()
    }
    "test.other"() : () -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  "test.wrap"() ({
    memref.alloca_scope {
      %k = "test.size"() : () -> index
      %a = memref.alloca(%n) : memref<?xi8>
      %b = memref.alloca(%k) : memref<?xi8>
      "test.use"(%a, %b) : (memref<?xi8>, memref<?xi8>) -> ()
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
