// RUN: bufopt %s --split-input-file --hlo-convert-deallocation-ops-to-llvm | FileCheck %s
// RUN: bufopt %s --split-input-file --hlo-convert-deallocation-ops-to-llvm | mlir-opt --split-input-file --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts -o /dev/null

// Reference case 29 of ref-hlo.md section 10 (hlo-convert-deallocation-
// ops-to-llvm), op for op; mlir-opt 22 lowers every result to LLVM.
// Deliberate differences (docs/hlo-deallocation.md): function signatures
// are converted (ownership is !llvm.ptr there, so no casts at the
// boundaries and mlir-opt can parse the output), the general retain's
// arrays have exactly n and m pointers and hold the retained memrefs'
// allocated pointers.

// Case 29: null is llvm.mlir.zero.
// CHECK-LABEL: func.func @null(
// CHECK-SAME: ) -> !llvm.ptr {
// CHECK-NEXT: %0 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT: return %0 : !llvm.ptr
// CHECK-NEXT: }
func.func @null() -> !deallocation.ownership {
  %n = deallocation.null
  return %n : !deallocation.ownership
}

// -----

// Case 29: get_buffer of a memref: cast, extractvalue of the allocated
// pointer, ptrtoint (and the cast back to index).
// CHECK-LABEL: func.func @get_buffer_memref(
// CHECK-SAME: %arg0: memref<2xf32>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = "llvm.extractvalue"(%0) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
// CHECK-NEXT: %2 = "llvm.ptrtoint"(%1) : (!llvm.ptr) -> i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
func.func @get_buffer_memref(%m: memref<2xf32>) -> index {
  %b = deallocation.get_buffer %m : memref<2xf32>
  return %b : index
}

// -----

// Case 29: get_buffer of an ownership: ptrtoint.  The ownership argument
// is already !llvm.ptr (deliberate difference: bufopt converts function
// signatures, so mlir-opt can parse the result; upstream left them and
// cast at the boundary).
// CHECK-LABEL: func.func @get_buffer_ownership(
// CHECK-SAME: %arg0: !llvm.ptr) -> index {
// CHECK-NEXT: %0 = "llvm.ptrtoint"(%arg0) : (!llvm.ptr) -> i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
func.func @get_buffer_ownership(%o: !deallocation.ownership) -> index {
  %b = deallocation.get_buffer %o : !deallocation.ownership
  return %b : index
}

// -----

// Case 29: own: cast, extractvalue (no cast back: the result type is
// converted too).
// CHECK-LABEL: func.func @own(
// CHECK-SAME: %arg0: memref<2xf32>) -> !llvm.ptr {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = "llvm.extractvalue"(%0) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
// CHECK-NEXT: return %1 : !llvm.ptr
// CHECK-NEXT: }
func.func @own(%m: memref<2xf32>) -> !deallocation.ownership {
  %o = deallocation.own %m : memref<2xf32>
  return %o : !deallocation.ownership
}

// -----

// Case 29: free: a call of @free, declared once.
// CHECK: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: func.func @free_op(
// CHECK-SAME: %arg0: !llvm.ptr) {
// CHECK-NEXT: "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @free, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @free_op(%o: !deallocation.ownership) {
  deallocation.free %o
  return
}

// -----

// Case 29: a 2x2 retain: alloca_scope, two llvm.alloca of exactly two
// pointers (upstream: 16, a deliberate difference), the allocs stored, the
// retained memrefs' allocated pointers stored (upstream stored whole
// descriptors), the call of retainBuffers, two loads, alloca_scope.return.
// CHECK: llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
// CHECK-LABEL: func.func @retain_2x2(
// CHECK-SAME: %arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: !llvm.ptr, %arg3: !llvm.ptr) -> (!llvm.ptr, !llvm.ptr) {
// CHECK-NEXT: %0:2 = memref.alloca_scope  -> (!llvm.ptr, !llvm.ptr) {
// CHECK-NEXT: %1 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
// CHECK-NEXT: %2 = "llvm.alloca"(%1) <{elem_type = !llvm.ptr}> : (i64) -> !llvm.ptr
// CHECK-NEXT: %3 = "llvm.getelementptr"(%2) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: "llvm.store"(%arg2, %3) <{ordering = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: %4 = "llvm.getelementptr"(%2) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: "llvm.store"(%arg3, %4) <{ordering = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: %5 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
// CHECK-NEXT: %6 = "llvm.alloca"(%5) <{elem_type = !llvm.ptr}> : (i64) -> !llvm.ptr
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %arg0 : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = "llvm.extractvalue"(%7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
// CHECK-NEXT: %9 = "llvm.getelementptr"(%6) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: "llvm.store"(%8, %9) <{ordering = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %arg1 : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = "llvm.extractvalue"(%10) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
// CHECK-NEXT: %12 = "llvm.getelementptr"(%6) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: "llvm.store"(%11, %12) <{ordering = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: "llvm.call"(%1, %2, %5, %6) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @retainBuffers, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: %13 = "llvm.getelementptr"(%6) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: %14 = "llvm.load"(%13) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: %15 = "llvm.getelementptr"(%6) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: %16 = "llvm.load"(%15) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: memref.alloca_scope.return %14, %16 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: }
func.func @retain_2x2(%x: memref<2xf32>, %y: memref<2xf32>, %a: !deallocation.ownership, %b: !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership) {
  %r:2 = deallocation.retain(%x, %y) of(%a, %b) : (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
  return %r#0, %r#1 : !deallocation.ownership, !deallocation.ownership
}
