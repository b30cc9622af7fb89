// drop-equivalent-buffer-results: a private function's result that is, in
// every return, one of its entry block arguments (through memref.cast) is
// dropped; calls are rebuilt (their other attributes go, as upstream) and
// use the argument, cast to the old result type when it differs.  Public
// and external functions keep their results.  CHECK lines: mlir-opt 22's
// output, for both tools.
// RUN: bufopt --split-input-file --drop-equivalent-buffer-results %s | FileCheck %s
// RUN: mlir-opt --split-input-file --drop-equivalent-buffer-results %s | FileCheck %s
// RUN: bufopt --split-input-file --drop-equivalent-buffer-results %s | mlir-opt --split-input-file > /dev/null

// Memref, index and cast results equal to arguments go; other results,
// public functions, allocations and declarations stay.
func.func private @callee(%a: memref<5xf32>, %i: index, %b: memref<?xf32>) -> (memref<5xf32>, index, memref<?xf32, strided<[?], offset: ?>>, f32) {
  %c = memref.cast %b : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %f = arith.constant 1.0 : f32
  return %a, %i, %c, %f : memref<5xf32>, index, memref<?xf32, strided<[?], offset: ?>>, f32
}
func.func @public_one(%a: memref<5xf32>) -> memref<5xf32> {
  return %a : memref<5xf32>
}
func.func @caller(%a: memref<5xf32>, %b: memref<?xf32>, %i: index) -> (memref<5xf32>, f32) {
  %0:4 = call @callee(%a, %i, %b) {foo} : (memref<5xf32>, index, memref<?xf32>) -> (memref<5xf32>, index, memref<?xf32, strided<[?], offset: ?>>, f32)
  %1 = memref.load %0#2[%i] : memref<?xf32, strided<[?], offset: ?>>
  %2 = call @public_one(%a) : (memref<5xf32>) -> memref<5xf32>
  return %0#0, %0#3 : memref<5xf32>, f32
}
func.func private @not_arg(%a: memref<5xf32>) -> memref<5xf32> {
  %m = memref.alloc() : memref<5xf32>
  return %m : memref<5xf32>
}
func.func private @ext(%a: memref<5xf32>) -> memref<5xf32>
func.func private @two_blocks(%a: memref<5xf32>, %c: i1) -> memref<5xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %a : memref<5xf32>
^b:
  return %a : memref<5xf32>
}
func.func private @cast_cast(%a: memref<5xf32>) -> memref<?xf32> {
  %c = memref.cast %a : memref<5xf32> to memref<?xf32>
  return %c : memref<?xf32>
}
func.func @user2(%a: memref<5xf32>) -> memref<?xf32> {
  %r = call @cast_cast(%a) : (memref<5xf32>) -> memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// Several returns: dropped only when all return the same argument; calls
// nested in regions are rebuilt too; two results of one argument both go.
func.func private @differ(%a: memref<5xf32>, %b: memref<5xf32>, %c: i1) -> (memref<5xf32>, memref<5xf32>) {
  cf.cond_br %c, ^x, ^y
^x:
  return %a, %b : memref<5xf32>, memref<5xf32>
^y:
  return %b, %b : memref<5xf32>, memref<5xf32>
}
func.func @u(%a: memref<5xf32>, %b: memref<5xf32>, %c: i1) -> memref<5xf32> {
  %0:2 = call @differ(%a, %b, %c) : (memref<5xf32>, memref<5xf32>, i1) -> (memref<5xf32>, memref<5xf32>)
  return %0#0 : memref<5xf32>
}
func.func private @nested_call(%a: memref<5xf32>) -> memref<5xf32> {
  return %a : memref<5xf32>
}
func.func @in_region(%a: memref<5xf32>, %c: i1) {
  scf.if %c {
    %0 = func.call @nested_call(%a) : (memref<5xf32>) -> memref<5xf32>
  }
  return
}
func.func private @twice_same(%a: memref<5xf32>) -> (memref<5xf32>, memref<5xf32>) {
  return %a, %a : memref<5xf32>, memref<5xf32>
}
func.func @u3(%a: memref<5xf32>) -> memref<5xf32> {
  %0:2 = call @twice_same(%a) : (memref<5xf32>) -> (memref<5xf32>, memref<5xf32>)
  return %0#1 : memref<5xf32>
}

// -----

// Nothing dropped: the calls are rebuilt all the same; res_attrs follow
// the results that stay.
func.func private @f(%a: memref<5xf32>) -> memref<5xf32> attributes {x} {
  %m = memref.alloc() : memref<5xf32>
  return %m : memref<5xf32>
}
func.func private @g(%a: memref<5xf32>, %b: memref<5xf32>) -> (memref<5xf32> {r.a}, memref<5xf32> {r.b}) {
  %m = memref.alloc() : memref<5xf32>
  return %m, %b : memref<5xf32>, memref<5xf32>
}
func.func @u(%a: memref<5xf32>) -> memref<5xf32> {
  %0 = call @f(%a) {foo} : (memref<5xf32>) -> memref<5xf32>
  %1:2 = call @g(%a, %a) {bar} : (memref<5xf32>, memref<5xf32>) -> (memref<5xf32>, memref<5xf32>)
  return %0 : memref<5xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func private @callee(%arg0: memref<5xf32>, %arg1: index, %arg2: memref<?xf32>) -> f32 {
// CHECK-NEXT:     %cast = memref.cast %arg2 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     return %cst : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @public_one(%arg0: memref<5xf32>) -> memref<5xf32> {
// CHECK-NEXT:     return %arg0 : memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: memref<5xf32>, %arg1: memref<?xf32>, %arg2: index) -> (memref<5xf32>, f32) {
// CHECK-NEXT:     %0 = call @callee(%arg0, %arg2, %arg1) : (memref<5xf32>, index, memref<?xf32>) -> f32
// CHECK-NEXT:     %cast = memref.cast %arg1 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = memref.load %cast[%arg2] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = call @public_one(%arg0) : (memref<5xf32>) -> memref<5xf32>
// CHECK-NEXT:     return %arg0, %0 : memref<5xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @not_arg(%arg0: memref<5xf32>) -> memref<5xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     return %alloc : memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @ext(memref<5xf32>) -> memref<5xf32>
// CHECK-NEXT:   func.func private @two_blocks(%arg0: memref<5xf32>, %arg1: i1) {
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @cast_cast(%arg0: memref<5xf32>) {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<5xf32> to memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @user2(%arg0: memref<5xf32>) -> memref<?xf32> {
// CHECK-NEXT:     call @cast_cast(%arg0) : (memref<5xf32>) -> ()
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<5xf32> to memref<?xf32>
// CHECK-NEXT:     return %cast : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func private @differ(%arg0: memref<5xf32>, %arg1: memref<5xf32>, %arg2: i1) -> memref<5xf32> {
// CHECK-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg0 : memref<5xf32>
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %arg1 : memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u(%arg0: memref<5xf32>, %arg1: memref<5xf32>, %arg2: i1) -> memref<5xf32> {
// CHECK-NEXT:     %0 = call @differ(%arg0, %arg1, %arg2) : (memref<5xf32>, memref<5xf32>, i1) -> memref<5xf32>
// CHECK-NEXT:     return %0 : memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @nested_call(%arg0: memref<5xf32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_region(%arg0: memref<5xf32>, %arg1: i1) {
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       func.call @nested_call(%arg0) : (memref<5xf32>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @twice_same(%arg0: memref<5xf32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u3(%arg0: memref<5xf32>) -> memref<5xf32> {
// CHECK-NEXT:     call @twice_same(%arg0) : (memref<5xf32>) -> ()
// CHECK-NEXT:     return %arg0 : memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func private @f(%arg0: memref<5xf32>) -> memref<5xf32> attributes {x} {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     return %alloc : memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @g(%arg0: memref<5xf32>, %arg1: memref<5xf32>) -> (memref<5xf32> {r.a}) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     return %alloc : memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u(%arg0: memref<5xf32>) -> memref<5xf32> {
// CHECK-NEXT:     %0 = call @f(%arg0) : (memref<5xf32>) -> memref<5xf32>
// CHECK-NEXT:     %1 = call @g(%arg0, %arg0) : (memref<5xf32>, memref<5xf32>) -> memref<5xf32>
// CHECK-NEXT:     return %0 : memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
