"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.unregistered"(%arg0) {attr = dense<[1, 2]> : tensor<2xi32>} : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
