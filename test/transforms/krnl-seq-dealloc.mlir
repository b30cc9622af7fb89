// RUN: bufopt %s --bufferization-pipeline | FileCheck %s
// RUN: bufopt %s --bufferization-pipeline | bufopt --run | FileCheck %s --check-prefix=EXEC
// RUN: bufopt %s --bufferization-pipeline | bufopt --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification --bufferization-lower-deallocations --canonicalize --convert-seq-to-memref | bufopt --run | FileCheck %s --check-prefix=EXEC
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification --bufferization-lower-deallocations --canonicalize --convert-seq-to-memref | bufopt --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP
// IR in onnx-mlir's Krnl form (the hand lowering of the reference program:
// s1 = Insert(Empty, A), s2 = Insert(s1, B), s3 = Insert(s2, C, 1),
// s4 = Erase(s3, 0), r = At(s4, -1), with onnx-mlir's index bugs fixed)
// through bufopt's deallocation and convert-seq-to-memref: every sequence
// is freed deeply after its last use, nothing leaks, the output is C then B.

// The sequences made in @main are freed deeply (a loop over the slots) ...
// CHECK-LABEL: func.func @main
// CHECK: scf.for
// CHECK: memref.dealloc %{{.*}} : memref<?x3xf32>
// CHECK: memref.dealloc %{{.*}} : memref<?xmemref<?x3xf32>>
// CHECK-NOT: krnl.

// EXEC: 3
// EXEC-NEXT: 3
// EXEC-NEXT: 1
// EXEC-NEXT: 2
// HEAP: heap: allocs=[[N:[0-9]+]] frees=[[N]] peak_bytes={{[0-9]+}} leaked_bytes=0 copied_bytes={{[0-9]+}} errors=0

// out[0..p) = in[0..p); out[p] = t; out[p+1..n] = in[p..n)
func.func @insert(%in: memref<?xmemref<?x3xf32>>, %t: memref<?x3xf32>, %p: index) -> memref<?xmemref<?x3xf32>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %in, %c0 : memref<?xmemref<?x3xf32>>
  %n1 = arith.addi %n, %c1 : index
  %out = "krnl.seqalloc"(%n1) : (index) -> memref<?xmemref<?x3xf32>>
  scf.for %i = %c0 to %p step %c1 {
    %e = memref.load %in[%i] : memref<?xmemref<?x3xf32>>
    "krnl.seqstore"(%e, %out, %i) : (memref<?x3xf32>, memref<?xmemref<?x3xf32>>, index) -> ()
  }
  scf.for %i = %p to %n step %c1 {
    %e = memref.load %in[%i] : memref<?xmemref<?x3xf32>>
    %j = arith.addi %i, %c1 : index
    "krnl.seqstore"(%e, %out, %j) : (memref<?x3xf32>, memref<?xmemref<?x3xf32>>, index) -> ()
  }
  "krnl.seqstore"(%t, %out, %p) : (memref<?x3xf32>, memref<?xmemref<?x3xf32>>, index) -> ()
  return %out : memref<?xmemref<?x3xf32>>
}

// out[0..p) = in[0..p); out[p..n-1) = in[p+1..n)
func.func @erase(%in: memref<?xmemref<?x3xf32>>, %p: index) -> memref<?xmemref<?x3xf32>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %in, %c0 : memref<?xmemref<?x3xf32>>
  %n1 = arith.subi %n, %c1 : index
  %out = "krnl.seqalloc"(%n1) : (index) -> memref<?xmemref<?x3xf32>>
  scf.for %i = %c0 to %p step %c1 {
    %e = memref.load %in[%i] : memref<?xmemref<?x3xf32>>
    "krnl.seqstore"(%e, %out, %i) : (memref<?x3xf32>, memref<?xmemref<?x3xf32>>, index) -> ()
  }
  %p1 = arith.addi %p, %c1 : index
  scf.for %i = %p1 to %n step %c1 {
    %e = memref.load %in[%i] : memref<?xmemref<?x3xf32>>
    %j = arith.subi %i, %c1 : index
    "krnl.seqstore"(%e, %out, %j) : (memref<?x3xf32>, memref<?xmemref<?x3xf32>>, index) -> ()
  }
  return %out : memref<?xmemref<?x3xf32>>
}

func.func @fill(%m: memref<?x3xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %d = memref.dim %m, %c0 : memref<?x3xf32>
  scf.for %i = %c0 to %d step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      memref.store %v, %m[%i, %j] : memref<?x3xf32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %a = memref.alloc(%c2) : memref<?x3xf32>
  %b = memref.alloc(%c1) : memref<?x3xf32>
  %c = memref.alloc(%c3) : memref<?x3xf32>
  call @fill(%a, %f1) : (memref<?x3xf32>, f32) -> ()
  call @fill(%b, %f2) : (memref<?x3xf32>, f32) -> ()
  call @fill(%c, %f3) : (memref<?x3xf32>, f32) -> ()
  %s0 = "krnl.seqalloc"() : () -> memref<0xmemref<?x3xf32>>
  %s0d = memref.cast %s0 : memref<0xmemref<?x3xf32>> to memref<?xmemref<?x3xf32>>
  %s1 = call @insert(%s0d, %a, %c0) : (memref<?xmemref<?x3xf32>>, memref<?x3xf32>, index) -> memref<?xmemref<?x3xf32>>
  %s2 = call @insert(%s1, %b, %c1) : (memref<?xmemref<?x3xf32>>, memref<?x3xf32>, index) -> memref<?xmemref<?x3xf32>>
  %s3 = call @insert(%s2, %c, %c1) : (memref<?xmemref<?x3xf32>>, memref<?x3xf32>, index) -> memref<?xmemref<?x3xf32>>
  %s4 = call @erase(%s3, %c0) : (memref<?xmemref<?x3xf32>>, index) -> memref<?xmemref<?x3xf32>>
  // At(s4, 0) = C, At(s4, -1) = B
  %x = "krnl.seqextract"(%s4, %c0) : (memref<?xmemref<?x3xf32>>, index) -> memref<?x3xf32>
  %xd = memref.dim %x, %c0 : memref<?x3xf32>
  vector.print %xd : index
  %xv = memref.load %x[%c0, %c2] : memref<?x3xf32>
  vector.print %xv : f32
  %n4 = memref.dim %s4, %c0 : memref<?xmemref<?x3xf32>>
  %m1 = arith.constant -1 : index
  %fix = arith.addi %m1, %n4 : index
  %r = "krnl.seqextract"(%s4, %fix) : (memref<?xmemref<?x3xf32>>, index) -> memref<?x3xf32>
  %rd = memref.dim %r, %c0 : memref<?x3xf32>
  vector.print %rd : index
  %rv = memref.load %r[%c0, %c1] : memref<?x3xf32>
  vector.print %rv : f32
  return
}
