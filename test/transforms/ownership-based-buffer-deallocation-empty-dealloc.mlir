// The ownership-based deallocation leaves an empty bufferization.dealloc
// before the branch of a block that precedes (in text) the block defining
// the allocation; the simplification erases it, as upstream's
// EraseEmptyDealloc does (no empty dealloc before the entry block's cf.br).
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification | FileCheck %s
// RUN: mlir-opt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification | FileCheck %s

// CHECK-LABEL: func @late_block_allocates
//  CHECK-NEXT:   [[TRUE:%.+]] = arith.constant true
//  CHECK-NEXT:   cf.br [[DEF:\^.+]]
//  CHECK-NEXT: [[USE:\^[a-zA-Z0-9_]+]]:
//  CHECK-NEXT:   [[V:%.+]] = memref.load [[A:%[a-zA-Z0-9_]+]]
//  CHECK-NEXT:   bufferization.dealloc ([[A]] : memref<8xf32>) if ([[TRUE]])
//  CHECK-NEXT:   return [[V]]
//  CHECK-NEXT: [[DEF]]:
//  CHECK-NEXT:   [[A]] = memref.alloc()
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   cf.br [[USE]]
//  CHECK-NEXT: }
func.func @late_block_allocates(%i: index, %x: f32) -> f32 {
  cf.br ^def
^use:
  %v = memref.load %a[%i] : memref<8xf32>
  return %v : f32
^def:
  %a = memref.alloc() : memref<8xf32>
  memref.store %x, %a[%i] : memref<8xf32>
  cf.br ^use
}
