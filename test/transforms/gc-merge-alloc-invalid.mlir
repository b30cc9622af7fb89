// gc-merge-alloc: graph-compiler's diagnostics, word for word, and what
// bufopt's merge-alloc does with the same input (no error: the buffer is
// left alone).
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics --gc-merge-alloc
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --merge-alloc | FileCheck %s --check-prefix=NATIVE
// RUN: not bufopt %s --split-input-file --allow-unregistered-dialect --gc-merge-alloc=planner-options=fastest 2>&1 | FileCheck %s --check-prefix=PLANNER
// PLANNER: error: 'func.func' op Unrecognized planner option

// NATIVE-LABEL: func.func @region_op
// NATIVE: memref.alloc() : memref<8x64xf32>
func.func @region_op() {
  %a = memref.alloc() : memref<8x64xf32>
  // expected-error @+1 {{'some.block' op expecting RegionBranchOpInterface for merge-alloc}}
  "some.block"() ({
    "some.use"(%a) : (memref<8x64xf32>) -> ()
  }) : () -> ()
  return
}

// -----

// NATIVE-LABEL: func.func @blocks
// NATIVE-NOT: memref.view
func.func @blocks(%c: i1) {
  // expected-error @+1 {{This op should be surrounded by an AutomaticAllocationScope of single block}}
  %a = memref.alloc() : memref<8x64xf32>
  "test.use"(%a) : (memref<8x64xf32>) -> ()
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}

// -----

// NATIVE-LABEL: func.func @empty
// NATIVE: memref.alloc() : memref<0xf32>
func.func @empty() {
  // expected-error @+1 {{Expecting static shaped allocation}}
  %a = memref.alloc() : memref<0xf32>
  "test.use"(%a) : (memref<0xf32>) -> ()
  return
}

// -----

// A layout memref.view cannot make: left alone by both passes (graph-compiler
// would build an invalid view).
// NATIVE-LABEL: func.func @layout
// NATIVE: memref.alloc() : memref<4xf32, strided<[1], offset: 2>>
func.func @layout() {
  %a = memref.alloc() : memref<4xf32, strided<[1], offset: 2>>
  "test.use"(%a) : (memref<4xf32, strided<[1], offset: 2>>) -> ()
  %b = memref.alloc() : memref<4xf32, strided<[1], offset: 2>>
  "test.use"(%b) : (memref<4xf32, strided<[1], offset: 2>>) -> ()
  return
}
