// A bufferization.dealloc with no memrefs frees nothing: the simplification
// erases it (upstream's EraseEmptyDealloc).  See also
// ownership-based-buffer-deallocation-empty-dealloc.mlir.
// RUN: bufopt %s --buffer-deallocation-simplification | FileCheck %s
// RUN: mlir-opt %s --buffer-deallocation-simplification | FileCheck %s

// CHECK-LABEL: func @empty_in_input
//  CHECK-NEXT:   memref.load
//  CHECK-NEXT:   return
func.func @empty_in_input(%m: memref<4xf32>, %i: index) -> f32 {
  bufferization.dealloc
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}
