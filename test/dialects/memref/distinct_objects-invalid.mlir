// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// memref.distinct_objects verifier and parser errors (issue 15), with
// mlir-opt 22's messages.

func.func @count(%a: memref<?xf32>) {
  // expected-error@+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0:2 = "memref.distinct_objects"(%a) : (memref<?xf32>) -> (memref<?xf32>, memref<?xf32>)
  return
}

// -----

func.func @swapped(%a: memref<2xf32>, %b: memref<3xf32>) {
  // expected-error@+1 {{operand types and result types must match}}
  %0:2 = "memref.distinct_objects"(%a, %b) : (memref<2xf32>, memref<3xf32>) -> (memref<3xf32>, memref<2xf32>)
  return
}

// -----

func.func @empty() {
  // expected-error@+1 {{expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @tensor(%a: tensor<?xf32>) {
  // expected-error@+1 {{'memref.distinct_objects' op operand #0 must be variadic of memref of any type values, but got 'tensor<?xf32>'}}
  %0 = "memref.distinct_objects"(%a) : (tensor<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @types(%a: memref<?xf32>) {
  // expected-error@+1 {{number of operands and types do not match: got 1 operands and 2 types}}
  %0 = memref.distinct_objects %a : memref<?xf32>, memref<?xf32>
  return
}
