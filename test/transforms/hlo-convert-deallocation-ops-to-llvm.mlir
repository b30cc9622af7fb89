// RUN: bufopt %s --split-input-file --hlo-convert-deallocation-ops-to-llvm | FileCheck %s
// mlir-opt parses the result and lowers it to LLVM:
// RUN: bufopt %s --split-input-file --hlo-convert-deallocation-ops-to-llvm | mlir-opt --split-input-file --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=LOWERED

// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: func.func @ops(
// CHECK-SAME: %[[M:.*]]: memref<2xf32>, %[[O:.*]]: !llvm.ptr) -> (!llvm.ptr, index)
// CHECK-NEXT: %[[Z:.*]] = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT: %[[D:.*]] = builtin.unrealized_conversion_cast %[[M]] : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[P:.*]] = "llvm.extractvalue"(%[[D]]) <{position = array<i64: 0>}>
// CHECK-NEXT: %[[I:.*]] = "llvm.ptrtoint"(%[[O]]) : (!llvm.ptr) -> i64
// CHECK-NEXT: %[[X:.*]] = builtin.unrealized_conversion_cast %[[I]] : i64 to index
// CHECK-NEXT: "llvm.call"(%[[O]]) <{{{.*}}callee = @free
// CHECK-NEXT: return %[[P]], %[[X]]
// LOWERED: llvm.call @free
func.func @ops(%m: memref<2xf32>, %o: !deallocation.ownership) -> (!deallocation.ownership, index) {
  %n = deallocation.null
  %om = deallocation.own %m : memref<2xf32>
  %b = deallocation.get_buffer %o : !deallocation.ownership
  deallocation.free %o
  return %om, %b : !deallocation.ownership, index
}

// -----

// The general retain: two arrays of exactly n and m pointers, the retained
// memrefs' allocated pointers stored, one call of retainBuffers.
// CHECK-LABEL: llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
// CHECK-LABEL: func.func @retain(
// CHECK: %[[R:.*]]:2 = memref.alloca_scope -> (!llvm.ptr, !llvm.ptr) {
// CHECK-NEXT: %[[N:.*]] = "llvm.mlir.constant"() <{value = 3 : i64}>
// CHECK-NEXT: %[[A:.*]] = "llvm.alloca"(%[[N]]) <{elem_type = !llvm.ptr}>
// CHECK-COUNT-3: "llvm.store"
// CHECK: %[[M:.*]] = "llvm.mlir.constant"() <{value = 2 : i64}>
// CHECK-NEXT: %[[RA:.*]] = "llvm.alloca"(%[[M]]) <{elem_type = !llvm.ptr}>
// CHECK: "llvm.call"(%[[N]], %[[A]], %[[M]], %[[RA]]) <{{{.*}}callee = @retainBuffers
// CHECK-COUNT-2: "llvm.load"
// CHECK: memref.alloca_scope.return
// CHECK: return %[[R]]#0, %[[R]]#1
// LOWERED: llvm.call @retainBuffers
func.func @retain(%x: memref<2xf32>, %y: memref<4x4xi32>, %a: !deallocation.ownership, %b: !deallocation.ownership, %c: !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership) {
  %r:2 = deallocation.retain(%x, %y) of(%a, %b, %c) : (memref<2xf32>, memref<4x4xi32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
  return %r#0, %r#1 : !deallocation.ownership, !deallocation.ownership
}
