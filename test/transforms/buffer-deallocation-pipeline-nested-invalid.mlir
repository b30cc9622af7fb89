// Nested in func.func(...), bufferization-lower-deallocations cannot add
// its helper function to the module: a dealloc of two or more memrefs is
// an error there, with upstream's two diagnostics, in every function (the
// nested pipeline runs on each function even after one failed).
// RUN: bufopt %s --verify-diagnostics --pass-pipeline="builtin.module(func.func(buffer-deallocation-pipeline))"
// RUN: mlir-opt %s --verify-diagnostics --pass-pipeline="builtin.module(func.func(buffer-deallocation-pipeline))"

func.func private @callee(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

func.func @selected(%c: i1, %n: index) -> memref<?xf32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = scf.if %c -> memref<?xf32> {
    %2 = memref.alloc(%n) : memref<?xf32>
    scf.yield %2 : memref<?xf32>
  } else {
    scf.yield %0 : memref<?xf32>
  }
  // expected-error @below {{library function required for generic lowering, but cannot be automatically inserted when operating on functions}}
  // expected-error @below {{failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal}}
  return %1 : memref<?xf32>
}

func.func @realloc(%n: index) -> f32 {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.realloc %0(%n) : memref<4xf32> to memref<?xf32>
  %i = arith.constant 0 : index
  %v = memref.load %1[%i] : memref<?xf32>
  // expected-error @below {{library function required for generic lowering, but cannot be automatically inserted when operating on functions}}
  // expected-error @below {{failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal}}
  return %v : f32
}
