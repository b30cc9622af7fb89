// mlir-opt 22's words for memref.rank / memref.dealloc on a non-memref, and
// the allocation-scope rule of memref.alloca.
// RUN: bufopt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @rank_of_index(%i: index) {
  // expected-error @+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'index'}}
  %r = "memref.rank"(%i) : (index) -> index
  return
}

// -----

func.func @dealloc_of_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  "memref.dealloc"(%t) : (tensor<4xf32>) -> ()
  return
}

// -----

"test.no_scope"() ({
  // expected-error @+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %a = memref.alloca() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
}) : () -> ()

// -----

// An unregistered op inside a function: the function is the scope.
func.func @alloca_under_unknown_op() {
  "test.region"() ({
    %a = memref.alloca() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
  }) : () -> ()
  return
}
