// promote-buffers-to-stack turns small static memref.allocs that nothing
// frees and that do not leave their allocation scope into memref.allocas
// (attributes kept).  CHECK lines: mlir-opt 22's output, for both tools;
// SMALL lines: the same with max-alloc-size-in-bytes=64.
// RUN: bufopt %s --allow-unregistered-dialect --promote-buffers-to-stack | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect --promote-buffers-to-stack | FileCheck %s
// RUN: bufopt %s --allow-unregistered-dialect --promote-buffers-to-stack | mlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt %s --allow-unregistered-dialect --promote-buffers-to-stack=max-alloc-size-in-bytes=64 | FileCheck %s --check-prefix=SMALL
// RUN: mlir-opt %s --allow-unregistered-dialect --promote-buffers-to-stack=max-alloc-size-in-bytes=64 | FileCheck %s --check-prefix=SMALL
// RUN: bufopt %s --allow-unregistered-dialect --promote-buffers-to-stack=max-rank-of-allocated-memref=2 | FileCheck %s --check-prefix=RANK2
// RUN: mlir-opt %s --allow-unregistered-dialect --promote-buffers-to-stack=max-rank-of-allocated-memref=2 | FileCheck %s --check-prefix=RANK2

// Sizes: up to 1024 bytes by default (i1 counts one bit, index 64 bits).
func.func @sizes() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  %b = memref.alloc() : memref<256xf32>
  %c = memref.alloc() : memref<257xf32>
  %d = memref.alloc() : memref<8192xi1>
  %e = memref.alloc() : memref<8193xi1>
  %f = memref.alloc() : memref<128xindex>
  %g = memref.alloc() : memref<2x2xf64>
  %h = memref.alloc() : memref<f16>
  "test.use"(%a, %b, %c, %d, %e, %f, %g, %h) : (memref<4xf32>, memref<256xf32>, memref<257xf32>, memref<8192xi1>, memref<8193xi1>, memref<128xindex>, memref<2x2xf64>, memref<f16>) -> ()
  return
}
// SMALL-LABEL: func.func @sizes
// SMALL-NEXT: memref.alloca() {alignment = 64 : i64} : memref<4xf32>
// SMALL-NEXT: memref.alloc() : memref<256xf32>
// SMALL-NEXT: memref.alloc() : memref<257xf32>
// SMALL-NEXT: memref.alloc() : memref<8192xi1>
// SMALL-NEXT: memref.alloc() : memref<8193xi1>
// SMALL-NEXT: memref.alloc() : memref<128xindex>
// SMALL-NEXT: memref.alloca() : memref<2x2xf64>
// SMALL-NEXT: memref.alloca() : memref<f16>

// Freed, dynamic, returned (also through a view or a select): stays.
func.func @stays(%n: index, %p: i1) -> (memref<2xf32, strided<[1]>>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  "test.use"(%b) : (memref<?xf32>) -> ()
  %c = memref.alloc() : memref<4xf32>
  %v = memref.subview %c[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %d = memref.alloc() : memref<4xf32>
  %e = memref.alloc() : memref<4xf32>
  %s = arith.select %p, %d, %e : memref<4xf32>
  return %v, %s : memref<2xf32, strided<[1]>>, memref<4xf32>
}

// Scopes: loops with an allocation scope (scf.for, scf.forall,
// scf.parallel), conditionals inside the function, and a region yielding
// the buffer to its parent in the same scope get allocas; scf.while (a
// loop without a scope) and linalg.generic (not a control-flow op) do not.
func.func @scopes(%n: index, %p: i1, %m: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %l = memref.alloc() : memref<4xf32>
    memref.store %v, %l[%c0] : memref<4xf32>
  }
  scf.if %p {
    %l = memref.alloc() : memref<4xf32>
    memref.store %v, %l[%c0] : memref<4xf32>
  }
  scf.forall (%i) in (%n) {
    %l = memref.alloc() : memref<4xf32>
    memref.store %v, %l[%c0] : memref<4xf32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %l = memref.alloc() : memref<4xf32>
    memref.store %v, %l[%c0] : memref<4xf32>
  }
  %w = scf.while (%x = %c0) : (index) -> index {
    %l = memref.alloc() : memref<4xf32>
    "test.use"(%l) : (memref<4xf32>) -> ()
    %cond = arith.cmpi slt, %x, %n : index
    scf.condition(%cond) %x : index
  } do {
  ^bb0(%y: index):
    %y1 = arith.addi %y, %c1 : index
    scf.yield %y1 : index
  }
  %e = scf.execute_region -> memref<4xf32> {
    %l = memref.alloc() : memref<4xf32>
    scf.yield %l : memref<4xf32>
  }
  "test.use"(%e) : (memref<4xf32>) -> ()
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<4xf32>) {
  ^bb0(%o: f32):
    %l = memref.alloc() : memref<4xf32>
    "test.use"(%l) : (memref<4xf32>) -> ()
    linalg.yield %o : f32
  }
  %r = scf.if %p -> memref<4xf32> {
    %l = memref.alloc() : memref<4xf32>
    scf.yield %l : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// Buffers carried by scf.while and yielded by scf.index_switch.
func.func @promote_while(%n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %r:2 = scf.while (%x = %c0, %m = %a) : (index, memref<4xf32>) -> (index, memref<4xf32>) {
    %cond = arith.cmpi slt, %x, %n : index
    scf.condition(%cond) %x, %m : index, memref<4xf32>
  } do {
  ^bb0(%y: index, %mm: memref<4xf32>):
    scf.yield %y, %mm : index, memref<4xf32>
  }
  %b = memref.alloc() : memref<4xf32>
  %s = scf.index_switch %n -> memref<4xf32>
  case 2 {
    scf.yield %b : memref<4xf32>
  }
  default {
    %d = memref.alloc() : memref<4xf32>
    scf.yield %d : memref<4xf32>
  }
  %e = memref.alloc() : memref<4xf32>
  %t = scf.index_switch %n -> memref<4xf32>
  case 2 {
    scf.yield %e : memref<4xf32>
  }
  default {
    scf.yield %e : memref<4xf32>
  }
  "test.use"(%t) : (memref<4xf32>) -> ()
  return %r#1 : memref<4xf32>
}

// Dynamic sizes: promoted when every size is a memref.rank and the rank is
// at most max-rank-of-allocated-memref (1; RANK2 lines: 2).
func.func @rank_sized(%m: memref<4x4xf32>, %n: index) {
  %r = memref.rank %m : memref<4x4xf32>
  %a = memref.alloc(%r) : memref<?xf64>
  %b = memref.alloc(%r, %r) : memref<?x?xf32>
  %c = memref.alloc(%r, %n) : memref<?x?xf32>
  "test.use"(%a, %b, %c) : (memref<?xf64>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  return
}
// RANK2-LABEL: func.func @rank_sized
// RANK2-NEXT: memref.rank
// RANK2-NEXT: memref.alloca(%{{.*}}) : memref<?xf64>
// RANK2-NEXT: memref.alloca(%{{.*}}, %{{.*}}) : memref<?x?xf32>
// RANK2-NEXT: memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xf32>
// CHECK: #map = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func.func @sizes() {
// CHECK-NEXT: %alloca = memref.alloca() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<256xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<257xf32>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<8192xi1>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<8193xi1>
// CHECK-NEXT: %alloca_3 = memref.alloca() : memref<128xindex>
// CHECK-NEXT: %alloca_4 = memref.alloca() : memref<2x2xf64>
// CHECK-NEXT: %alloca_5 = memref.alloca() : memref<f16>
// CHECK-NEXT: "test.use"(%alloca, %alloca_0, %alloc, %alloca_1, %alloc_2, %alloca_3, %alloca_4, %alloca_5) : (memref<4xf32>, memref<256xf32>, memref<257xf32>, memref<8192xi1>, memref<8193xi1>, memref<128xindex>, memref<2x2xf64>, memref<f16>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @stays(%arg0: index, %arg1: i1) -> (memref<2xf32, strided<[1]>>, memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloc_0) : (memref<?xf32>) -> ()
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc_1[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = arith.select %arg1, %alloc_2, %alloc_3 : memref<4xf32>
// CHECK-NEXT: return %subview, %0 : memref<2xf32, strided<[1]>>, memref<4xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @scopes(%arg0: index, %arg1: i1, %arg2: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %cst, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %cst, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3) in (%arg0) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %cst, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %cst, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.while (%arg3 = %c0) : (index) -> index {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: %3 = arith.cmpi slt, %arg3, %arg0 : index
// CHECK-NEXT: scf.condition(%3) %arg3 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: %3 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: scf.yield %3 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.execute_region -> memref<4xf32> {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.yield %alloca : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%1) : (memref<4xf32>) -> ()
// CHECK-NEXT: linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%arg2 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: linalg.yield %out : f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg1 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : memref<4xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @promote_while(%arg0: index) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0:2 = scf.while (%arg1 = %c0, %arg2 = %alloc) : (index, memref<4xf32>) -> (index, memref<4xf32>) {
// CHECK-NEXT: %3 = arith.cmpi slt, %arg1, %arg0 : index
// CHECK-NEXT: scf.condition(%3) %arg1, %arg2 : index, memref<4xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: memref<4xf32>):
// CHECK-NEXT: scf.yield %arg1, %arg2 : index, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %1 = scf.index_switch %arg0 -> memref<4xf32>
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %alloca : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.yield %alloca_1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %2 = scf.index_switch %arg0 -> memref<4xf32>
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %alloca_0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %alloca_0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%2) : (memref<4xf32>) -> ()
// CHECK-NEXT: return %0#1 : memref<4xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @rank_sized(%arg0: memref<4x4xf32>, %arg1: index) {
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<4x4xf32>
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xf64>
// CHECK-NEXT: %alloc = memref.alloc(%0, %0) : memref<?x?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%0, %arg1) : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%alloca, %alloc, %alloc_0) : (memref<?xf64>, memref<?x?xf32>, memref<?x?xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
