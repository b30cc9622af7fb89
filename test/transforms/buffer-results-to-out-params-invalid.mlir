// buffer-results-to-out-params rejects what it cannot rewrite, with
// mlir-opt 22's messages: a result layout that is neither the identity nor
// fully dynamic (the caller could not allocate it), and a dynamically
// shaped result whose sizes the caller cannot know (no hoisted allocation
// sized by the callee's arguments).
// RUN: bufopt %s --split-input-file --verify-diagnostics --buffer-results-to-out-params
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --buffer-results-to-out-params
// RUN: bufopt %s --split-input-file --verify-diagnostics --buffer-results-to-out-params=hoist-dynamic-allocs
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --buffer-results-to-out-params=hoist-dynamic-allocs

// expected-error @+1 {{cannot create out param for result with unsupported layout}}
func.func private @bad_layout(%a: memref<10xf32>) -> memref<5xf32, strided<[1], offset: 2>> {
  %s = memref.subview %a[2] [5] [1] : memref<10xf32> to memref<5xf32, strided<[1], offset: 2>>
  return %s : memref<5xf32, strided<[1], offset: 2>>
}

// -----

func.func private @returns_arg(%a: memref<?xf32>) -> memref<?xf32> {
  return %a : memref<?xf32>
}
func.func @caller(%a: memref<?xf32>) {
  // expected-error @+1 {{cannot create out param for dynamically shaped result}}
  %0 = call @returns_arg(%a) : (memref<?xf32>) -> memref<?xf32>
  return
}

// -----

func.func private @computed_size(%n: index) -> memref<?xf32> {
  %c2 = arith.constant 2 : index
  %k = arith.muli %n, %c2 : index
  %a = memref.alloc(%k) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @caller(%n: index) {
  // expected-error @+1 {{cannot create out param for dynamically shaped result}}
  %0 = call @computed_size(%n) : (index) -> memref<?xf32>
  return
}
