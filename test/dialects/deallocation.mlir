// RUN: bufopt %s --split-input-file | FileCheck %s
// RUN: bufopt %s --split-input-file --mlir-print-op-generic | bufopt --split-input-file | FileCheck %s
// RUN: bufopt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The deallocation dialect's custom syntax round-trips; the generic form
// carries operandSegmentSizes on retain.

// CHECK-LABEL: func.func @ops(
// CHECK-SAME: %[[ARG:.*]]: memref<2xf32>, %[[O:.*]]: !deallocation.ownership)
// CHECK-NEXT: %[[N:.*]] = deallocation.null
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %[[OA:.*]] = deallocation.own %[[A]] : memref<2xf32>
// CHECK-NEXT: %[[P:.*]] = deallocation.get_buffer %[[A]] : memref<2xf32>
// CHECK-NEXT: deallocation.get_buffer {x} %[[O]] : !deallocation.ownership
// CHECK-NEXT: deallocation.retain() of(%[[OA]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT: %[[R:.*]] = deallocation.retain(%[[ARG]]) of(%[[O]], %[[N]]) {a = 1 : i64} : (memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership
// CHECK-NEXT: %[[R2:.*]]:2 = deallocation.retain(%[[ARG]], %[[ARG]]) of() : (memref<2xf32>, memref<2xf32>) -> (!deallocation.ownership, !deallocation.ownership)
// CHECK-NEXT: deallocation.free %[[R2]]#0
// CHECK-NEXT: memref.cast
// CHECK-NEXT: deallocation.own {y} %{{.*}} : memref<*xf32>
// CHECK-NEXT: return %[[R]], %[[P]] : !deallocation.ownership, index
// GENERIC: "deallocation.retain"(%arg0, %arg1, %0) <{operandSegmentSizes = array<i32: 1, 2>}> {a = 1 : i64} : (memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership
// GENERIC: "deallocation.free"(%{{.*}}) : (!deallocation.ownership) -> ()
func.func @ops(%arg0: memref<2xf32>, %o: !deallocation.ownership) -> (!deallocation.ownership, index) {
  %n = deallocation.null
  %a = memref.alloc() : memref<2xf32>
  %oa = deallocation.own %a : memref<2xf32>
  %p = deallocation.get_buffer %a : memref<2xf32>
  %q = deallocation.get_buffer {x} %o : !deallocation.ownership
  deallocation.retain() of(%oa) : (!deallocation.ownership) -> ()
  %r = deallocation.retain(%arg0) of (%o, %n) {a = 1} : (memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership
  %r2:2 = deallocation.retain(%arg0, %arg0) of() : (memref<2xf32>, memref<2xf32>) -> (!deallocation.ownership, !deallocation.ownership)
  deallocation.free %r2#0
  %u = memref.cast %arg0 : memref<2xf32> to memref<*xf32>
  %ou = deallocation.own {y} %u : memref<*xf32>
  return %r, %p : !deallocation.ownership, index
}
