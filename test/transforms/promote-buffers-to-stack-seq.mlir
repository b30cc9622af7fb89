// RUN: bufopt %s --split-input-file --promote-buffers-to-stack | FileCheck %s
// RUN: bufopt %s --split-input-file --buffer-deallocation-pipeline --promote-buffers-to-stack --convert-seq-to-memref | FileCheck %s --check-prefix=PIPE
// promote-buffers-to-stack never puts a container (a memref of memrefs,
// freed deeply) or a buffer stored into one on the stack: the deep free
// would free a stack buffer (docs/sequences.md).  Upstream promotes both
// here, so no mlir-opt RUN line.

// CHECK-LABEL: func.func @container_and_element
// CHECK-NOT: memref.alloca
// CHECK: memref.alloc(%{{.*}}) : memref<?xmemref<4xf32>>
// CHECK: memref.alloc() : memref<4xf32>
// CHECK: memref.alloca() : memref<2xf32>
// CHECK-NOT: memref.alloca
// CHECK: return
// PIPE-LABEL: func.func @container_and_element
// PIPE-NOT: memref.alloca
// PIPE: scf.for
// PIPE: memref.dealloc %{{.*}} : memref<4xf32>
// PIPE: memref.dealloc %{{.*}} : memref<{{.*}}xmemref<4xf32>>
// PIPE-NOT: memref.alloca
// PIPE: return
func.func @container_and_element(%m: memref<?x?xf32>) -> f32 {
  // a dynamic size that is a rank: small by upstream's rule
  %r = memref.rank %m : memref<?x?xf32>
  %c = memref.alloc(%r) : memref<?xmemref<4xf32>>
  %e = memref.alloc() : memref<4xf32>
  // a plain small buffer next to them is still promoted
  %t = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %t[%c0] : memref<2xf32>
  %g = memref.load %t[%c0] : memref<2xf32>
  memref.store %g, %e[%c0] : memref<4xf32>
  memref.store %e, %c[%c0] : memref<?xmemref<4xf32>>
  %l = memref.load %c[%c0] : memref<?xmemref<4xf32>>
  %v = memref.load %l[%c0] : memref<4xf32>
  return %v : f32
}

// -----

// A buffer stored through a cast is stored all the same.
// CHECK-LABEL: func.func @stored_through_cast
// CHECK-NOT: memref.alloca
// CHECK: return
func.func @stored_through_cast(%c: memref<?xmemref<?xf32>>, %i: index) {
  %e = memref.alloc() : memref<4xf32>
  %x = memref.cast %e : memref<4xf32> to memref<?xf32>
  memref.store %x, %c[%i] : memref<?xmemref<?xf32>>
  return
}
