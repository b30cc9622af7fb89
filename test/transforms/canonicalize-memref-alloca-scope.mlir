// canonicalize on memref.alloca_scope: a scope whose body cannot allocate
// on the stack is inlined anywhere; one that may (an alloca, a call, an
// unregistered op) only when it is the last op before the terminator of an
// allocation scope (func.func, scf.for, ...), which then frees the same
// allocations at the same point (AllocaScopeInliner).  Otherwise, when the
// scope ends a chain of ops without allocation scope, each last in its
// block, its allocas whose sizes are defined above the chain move in front
// of it (AllocaScopeHoister).  CHECK lines: mlir-opt 22's output, for both
// tools.
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s

func.func private @work(memref<?xf32>)
func.func @inline_last(%n: index) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
    func.call @work(%a) : (memref<?xf32>) -> ()
  }
  return
}
// CHECK-LABEL: func.func @inline_last(%arg0: index) {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: call @work(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: return

// -----

func.func private @work(memref<?xf32>)
func.func @keep_not_last(%n: index, %lb: index, %ub: index, %m: memref<4xf32>, %f: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca(%n) : memref<?xf32>
    func.call @work(%a) : (memref<?xf32>) -> ()
    memref.alloca_scope.return %f : f32
  }
  scf.for %i = %lb to %ub step %c1 {
    memref.alloca_scope {
      memref.store %f, %m[%i] : memref<4xf32>
    }
  }
  return %r : f32
}
// CHECK-LABEL: func.func @keep_not_last(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: func.call @work(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: memref.alloca_scope.return %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg2 step %c1 {
// CHECK-NEXT: memref.store %arg4, %arg3[%arg5] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32

// -----

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
// CHECK-LABEL: func.func @hoist(%arg0: index) {
// CHECK-NEXT: "test.wrap"() ({
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca_0 = memref.alloca(%arg0) : memref<?xi8>
// CHECK-NEXT: "test.use"(%alloca_0) : (memref<?xi8>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: "test.end"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xi8>
// CHECK-NEXT: "test.wrap"() ({
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %0 = "test.size"() : () -> index
// CHECK-NEXT: %alloca_0 = memref.alloca(%0) : memref<?xi8>
// CHECK-NEXT: "test.use"(%alloca, %alloca_0) : (memref<?xi8>, memref<?xi8>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.end"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
