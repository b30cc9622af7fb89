func.func @iv_as_symbol(%n : index, %A : memref<?xf32>) {
  affine.for %i = 0 to %n {
    %m = arith.addi %i, %i : index
    test.affine_scope {
      affine.for %j = %i to %m {
        %v = affine.load %A[%m - 1] : memref<?xf32>
      }
      "terminate"() : () -> ()
    }
  }
  return
}

func.func @attrs_and_args() {
  "test.affine_scope"() ({
  ^bb0(%a: index):
    "terminate"() : () -> ()
  }) {tag = 3 : i32} : () -> ()
  return
}
