// buffer-results-to-out-params: ranked memref results become appended
// arguments; returns copy into them (or, with hoist-static-allocs /
// hoist-dynamic-allocs, the returned allocation is replaced by the
// out-param); calls allocate the out-params (dynamic sizes from the call's
// operands, a cast for a fully dynamic layout) and are rebuilt.  External
// functions, and public ones unless modify-public-functions, keep their
// signature.  CHECK lines: mlir-opt 22's output for each option set, for
// both tools.
// RUN: bufopt --split-input-file --buffer-results-to-out-params %s | FileCheck %s --check-prefix=DEFAULT
// RUN: mlir-opt --split-input-file --buffer-results-to-out-params %s | FileCheck %s --check-prefix=DEFAULT
// RUN: bufopt --split-input-file --buffer-results-to-out-params='add-result-attr modify-public-functions hoist-static-allocs' %s | FileCheck %s --check-prefix=ALL
// RUN: mlir-opt --split-input-file --buffer-results-to-out-params='add-result-attr modify-public-functions hoist-static-allocs' %s | FileCheck %s --check-prefix=ALL

// Static results, a fully dynamic layout, public and external functions.
func.func private @basic(%a: memref<5xf32>) -> (memref<5xf32>, index) {
  %c = arith.constant 1 : index
  %m = memref.alloc() : memref<5xf32>
  memref.copy %a, %m : memref<5xf32> to memref<5xf32>
  return %m, %c : memref<5xf32>, index
}
func.func @pub(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
func.func private @ext(%a: memref<5xf32>) -> (memref<3xf32> {foo.bar}, i1)
func.func private @layout(%a: memref<5xf32>) -> memref<5xf32, strided<[?], offset: ?>> {
  %c = memref.cast %a : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
  return %c : memref<5xf32, strided<[?], offset: ?>>
}
func.func @caller(%a: memref<5xf32>) -> index {
  %0:2 = call @basic(%a) {x} : (memref<5xf32>) -> (memref<5xf32>, index)
  %1:2 = call @ext(%a) : (memref<5xf32>) -> (memref<3xf32>, i1)
  %2 = call @layout(%a) : (memref<5xf32>) -> memref<5xf32, strided<[?], offset: ?>>
  %q = memref.alloc() : memref<4xf32>
  %3 = call @pub(%q) : (memref<4xf32>) -> memref<4xf32>
  return %0#1 : index
}

// -----

// A function without memref results: its returns and calls are rebuilt
// (their attributes go), the function's own attributes stay.
func.func private @plain(%i: index) -> index attributes {keep} {
  return {r} %i : index
}
func.func @c(%i: index) -> index {
  %0 = call @plain(%i) {y} : (index) -> index
  return %0 : index
}

// DEFAULT: module {
// DEFAULT-NEXT:   func.func private @basic(%arg0: memref<5xf32>, %arg1: memref<5xf32>) -> index {
// DEFAULT-NEXT:     %c1 = arith.constant 1 : index
// DEFAULT-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// DEFAULT-NEXT:     memref.copy %arg0, %alloc : memref<5xf32> to memref<5xf32>
// DEFAULT-NEXT:     memref.copy %alloc, %arg1 : memref<5xf32> to memref<5xf32>
// DEFAULT-NEXT:     return %c1 : index
// DEFAULT-NEXT:   }
// DEFAULT-NEXT:   func.func @pub(%arg0: memref<4xf32>) -> memref<4xf32> {
// DEFAULT-NEXT:     return %arg0 : memref<4xf32>
// DEFAULT-NEXT:   }
// DEFAULT-NEXT:   func.func private @ext(memref<5xf32>) -> (memref<3xf32> {foo.bar}, i1)
// DEFAULT-NEXT:   func.func private @layout(%arg0: memref<5xf32>, %arg1: memref<5xf32, strided<[?], offset: ?>>) {
// DEFAULT-NEXT:     %cast = memref.cast %arg0 : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// DEFAULT-NEXT:     memref.copy %cast, %arg1 : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// DEFAULT-NEXT:     return
// DEFAULT-NEXT:   }
// DEFAULT-NEXT:   func.func @caller(%arg0: memref<5xf32>) -> index {
// DEFAULT-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// DEFAULT-NEXT:     %0 = call @basic(%arg0, %alloc) : (memref<5xf32>, memref<5xf32>) -> index
// DEFAULT-NEXT:     %1:2 = call @ext(%arg0) : (memref<5xf32>) -> (memref<3xf32>, i1)
// DEFAULT-NEXT:     %alloc_0 = memref.alloc() : memref<5xf32>
// DEFAULT-NEXT:     %cast = memref.cast %alloc_0 : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// DEFAULT-NEXT:     call @layout(%arg0, %cast) : (memref<5xf32>, memref<5xf32, strided<[?], offset: ?>>) -> ()
// DEFAULT-NEXT:     %alloc_1 = memref.alloc() : memref<4xf32>
// DEFAULT-NEXT:     %2 = call @pub(%alloc_1) : (memref<4xf32>) -> memref<4xf32>
// DEFAULT-NEXT:     return %0 : index
// DEFAULT-NEXT:   }
// DEFAULT-NEXT: }
// DEFAULT-EMPTY:
// DEFAULT: // -----
// DEFAULT-NEXT: module {
// DEFAULT-NEXT:   func.func private @plain(%arg0: index) -> index attributes {keep} {
// DEFAULT-NEXT:     return %arg0 : index
// DEFAULT-NEXT:   }
// DEFAULT-NEXT:   func.func @c(%arg0: index) -> index {
// DEFAULT-NEXT:     %0 = call @plain(%arg0) : (index) -> index
// DEFAULT-NEXT:     return %0 : index
// DEFAULT-NEXT:   }
// DEFAULT-NEXT: }

// ALL: module {
// ALL-NEXT:   func.func private @basic(%arg0: memref<5xf32>, %arg1: memref<5xf32> {bufferize.result}) -> index {
// ALL-NEXT:     %c1 = arith.constant 1 : index
// ALL-NEXT:     memref.copy %arg0, %arg1 : memref<5xf32> to memref<5xf32>
// ALL-NEXT:     return %c1 : index
// ALL-NEXT:   }
// ALL-NEXT:   func.func @pub(%arg0: memref<4xf32>, %arg1: memref<4xf32> {bufferize.result}) {
// ALL-NEXT:     memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// ALL-NEXT:     return
// ALL-NEXT:   }
// ALL-NEXT:   func.func private @ext(memref<5xf32>) -> (memref<3xf32> {foo.bar}, i1)
// ALL-NEXT:   func.func private @layout(%arg0: memref<5xf32>, %arg1: memref<5xf32, strided<[?], offset: ?>> {bufferize.result}) {
// ALL-NEXT:     %cast = memref.cast %arg0 : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// ALL-NEXT:     memref.copy %cast, %arg1 : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// ALL-NEXT:     return
// ALL-NEXT:   }
// ALL-NEXT:   func.func @caller(%arg0: memref<5xf32>) -> index {
// ALL-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// ALL-NEXT:     %0 = call @basic(%arg0, %alloc) : (memref<5xf32>, memref<5xf32>) -> index
// ALL-NEXT:     %1:2 = call @ext(%arg0) : (memref<5xf32>) -> (memref<3xf32>, i1)
// ALL-NEXT:     %alloc_0 = memref.alloc() : memref<5xf32>
// ALL-NEXT:     %cast = memref.cast %alloc_0 : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// ALL-NEXT:     call @layout(%arg0, %cast) : (memref<5xf32>, memref<5xf32, strided<[?], offset: ?>>) -> ()
// ALL-NEXT:     %alloc_1 = memref.alloc() : memref<4xf32>
// ALL-NEXT:     %alloc_2 = memref.alloc() : memref<4xf32>
// ALL-NEXT:     call @pub(%alloc_1, %alloc_2) : (memref<4xf32>, memref<4xf32>) -> ()
// ALL-NEXT:     return %0 : index
// ALL-NEXT:   }
// ALL-NEXT: }
// ALL-EMPTY:
// ALL: // -----
// ALL-NEXT: module {
// ALL-NEXT:   func.func private @plain(%arg0: index) -> index attributes {keep} {
// ALL-NEXT:     return %arg0 : index
// ALL-NEXT:   }
// ALL-NEXT:   func.func @c(%arg0: index) -> index {
// ALL-NEXT:     %0 = call @plain(%arg0) : (index) -> index
// ALL-NEXT:     return %0 : index
// ALL-NEXT:   }
// ALL-NEXT: }
