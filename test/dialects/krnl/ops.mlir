// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s
// The Krnl sequence ops as onnx-mlir prints them (generic form, `copy` a
// property) and bufopt's two take-over ops.

// CHECK-LABEL: func.func @all_ops
func.func @all_ops(%e: memref<?x3xf32>, %n: index, %i: index, %own: i1) -> memref<?x3xf32> {
  // CHECK: %[[S:.*]] = "krnl.seqalloc"(%arg1) : (index) -> memref<?xmemref<?x3xf32>>
  %s = "krnl.seqalloc"(%n) : (index) -> memref<?xmemref<?x3xf32>>
  // CHECK: %[[Z:.*]] = "krnl.seqalloc"() : () -> memref<0xmemref<?x3xf32>>
  %z = "krnl.seqalloc"() : () -> memref<0xmemref<?x3xf32>>
  // CHECK: "krnl.seqstore"(%arg0, %[[S]], %arg2) : (memref<?x3xf32>, memref<?xmemref<?x3xf32>>, index) -> ()
  "krnl.seqstore"(%e, %s, %i) : (memref<?x3xf32>, memref<?xmemref<?x3xf32>>, index) -> ()
  // CHECK: "krnl.seqextract"(%[[S]], %arg2) <{copy = 1 : ui1}> : (memref<?xmemref<?x3xf32>>, index) -> memref<?x3xf32>
  %c = "krnl.seqextract"(%s, %i) <{copy = 1 : ui1}> : (memref<?xmemref<?x3xf32>>, index) -> memref<?x3xf32>
  // CHECK: "krnl.seqextract"(%[[S]], %arg2) <{copy = 0 : ui1}> : (memref<?xmemref<?x3xf32>>, index) -> memref<?x3xf32>
  %b = "krnl.seqextract"(%s, %i) <{copy = 0 : ui1}> : (memref<?xmemref<?x3xf32>>, index) -> memref<?x3xf32>
  // CHECK: %[[M:.*]] = "krnl.seqinsert_move"(%[[S]], %arg0, %arg2, %arg3) : (memref<?xmemref<?x3xf32>>, memref<?x3xf32>, index, i1) -> memref<?xmemref<?x3xf32>>
  %m = "krnl.seqinsert_move"(%s, %e, %i, %own) : (memref<?xmemref<?x3xf32>>, memref<?x3xf32>, index, i1) -> memref<?xmemref<?x3xf32>>
  // CHECK: %[[R:.*]] = "krnl.seqerase_move"(%[[M]], %arg2, %arg3) : (memref<?xmemref<?x3xf32>>, index, i1) -> memref<?xmemref<?x3xf32>>
  %r = "krnl.seqerase_move"(%m, %i, %own) : (memref<?xmemref<?x3xf32>>, index, i1) -> memref<?xmemref<?x3xf32>>
  // CHECK: "krnl.seqdealloc"(%[[R]]) : (memref<?xmemref<?x3xf32>>) -> ()
  "krnl.seqdealloc"(%r) : (memref<?xmemref<?x3xf32>>) -> ()
  // CHECK: "krnl.seqdealloc"(%[[Z]]) : (memref<0xmemref<?x3xf32>>) -> ()
  "krnl.seqdealloc"(%z) : (memref<0xmemref<?x3xf32>>) -> ()
  return %c : memref<?x3xf32>
}

// `copy` left out means 1 (a copy); it stays out, as for an op mlir-opt
// does not know (the interop check reads this file with
// --allow-unregistered-dialect).
// CHECK-LABEL: func.func @default_copy
// CHECK: "krnl.seqextract"(%arg0, %arg1) : (memref<?xmemref<4xi64>>, index) -> memref<4xi64>
func.func @default_copy(%s: memref<?xmemref<4xi64>>, %i: index) -> memref<4xi64> {
  %c = "krnl.seqextract"(%s, %i) : (memref<?xmemref<4xi64>>, index) -> memref<4xi64>
  return %c : memref<4xi64>
}
