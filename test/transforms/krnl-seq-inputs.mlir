// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification --bufferization-lower-deallocations --canonicalize --convert-seq-to-memref | FileCheck %s
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification --bufferization-lower-deallocations --canonicalize --convert-seq-to-memref | bufopt --run --heap-report 2>&1 | FileCheck %s --check-prefix=EXEC
// IR shaped as onnx-mlir's Krnl lowering emits it (the inputs of its lit
// tests that ref-sequences.md describes, §10 cases 5, 7 and 9, written here
// from their behaviour): bufopt's deallocation frees every container
// deeply, convert-seq-to-memref lowers the Krnl ops, and the result runs
// with no leak and no heap error.

// Case 5/9: SequenceErase at constant position 0 of an argument, then
// SequenceAt and the Shape of the element read out.  The erase's container
// is freed deeply in @erase_first (onnx-mlir's ownership-based output
// frees it shallowly and leaks n - 1 element copies); the argument is the
// caller's.
// CHECK-LABEL: func.func @erase_first
// CHECK-NOT: krnl.
// CHECK: scf.for
// CHECK: memref.dealloc %{{.*}} : memref<?x4x5xf32>
// CHECK: memref.dealloc %{{.*}} : memref<?xmemref<?x4x5xf32>>
// CHECK-NOT: memref.dealloc %arg0
// CHECK: return
// EXEC-DAG: heap: allocs=[[N:[0-9]+]] frees=[[N]] peak_bytes={{[0-9]+}} leaked_bytes=0 copied_bytes={{[0-9]+}} errors=0
// EXEC-DAG: {{^}}2{{$}}
// EXEC-DAG: {{^}}4{{$}}
// EXEC-DAG: {{^}}5{{$}}
func.func @erase_first(%s: memref<?xmemref<?x4x5xf32>>) -> memref<3xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %s, %c0 : memref<?xmemref<?x4x5xf32>>
  %n1 = affine.apply affine_map<()[s0] -> (s0 - 1)>()[%n]
  %out = "krnl.seqalloc"(%n1) : (index) -> memref<?xmemref<?x4x5xf32>>
  %pos = memref.get_global @pos0 : memref<i64>
  %pv = memref.load %pos[] : memref<i64>
  %pi = arith.index_cast %pv : i64 to index
  %neg = arith.cmpi slt, %pi, %c0 : index
  %fixed = arith.addi %pi, %n : index
  %p = arith.select %neg, %fixed, %pi : index
  scf.for %i = %c0 to %p step %c1 {
    %e = memref.load %s[%i] : memref<?xmemref<?x4x5xf32>>
    "krnl.seqstore"(%e, %out, %i) : (memref<?x4x5xf32>, memref<?xmemref<?x4x5xf32>>, index) -> ()
  }
  %p1 = arith.addi %p, %c1 : index
  scf.for %i = %p1 to %n step %c1 {
    %e = memref.load %s[%i] : memref<?xmemref<?x4x5xf32>>
    %j = arith.subi %i, %c1 : index
    "krnl.seqstore"(%e, %out, %j) : (memref<?x4x5xf32>, memref<?xmemref<?x4x5xf32>>, index) -> ()
  }
  %x = "krnl.seqextract"(%out, %c0) <{copy = 1 : ui1}> : (memref<?xmemref<?x4x5xf32>>, index) -> memref<?x4x5xf32>
  %shape = memref.alloc() : memref<3xi64>
  %d0 = memref.dim %x, %c0 : memref<?x4x5xf32>
  %d064 = arith.index_cast %d0 : index to i64
  %c4 = arith.constant 4 : i64
  %c5 = arith.constant 5 : i64
  %c2 = arith.constant 2 : index
  memref.store %d064, %shape[%c0] : memref<3xi64>
  memref.store %c4, %shape[%c1] : memref<3xi64>
  memref.store %c5, %shape[%c2] : memref<3xi64>
  return %shape : memref<3xi64>
}
memref.global "private" constant @pos0 : memref<i64> = dense<0>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f = arith.constant 1.0 : f32
  %s = "krnl.seqalloc"(%c3) : (index) -> memref<?xmemref<?x4x5xf32>>
  scf.for %i = %c0 to %c3 step %c1 {
    %rows = arith.addi %i, %c1 : index
    %e = memref.alloc(%rows) : memref<?x4x5xf32>
    linalg.fill ins(%f : f32) outs(%e : memref<?x4x5xf32>)
    "krnl.seqstore"(%e, %s, %i) : (memref<?x4x5xf32>, memref<?xmemref<?x4x5xf32>>, index) -> ()
  }
  call @empty_unranked() : () -> ()
  %shape = call @erase_first(%s) : (memref<?xmemref<?x4x5xf32>>) -> memref<3xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %shape[%i] : memref<3xi64>
    vector.print %v : i64
  }
  return
}

// Case 7: onnx-mlir's SequenceEmpty before shape inference, a container of
// unranked elements of static length 0, unused: it goes away, and nothing
// is left to free.
// CHECK-LABEL: func.func @empty_unranked
// CHECK-NOT: krnl.
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @empty_unranked() {
  %e = "krnl.seqalloc"() : () -> memref<0xmemref<*xf32>>
  return
}
