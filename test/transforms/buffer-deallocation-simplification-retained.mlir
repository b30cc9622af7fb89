// buffer-deallocation-simplification where memrefs of a dealloc are retained
// values' buffers (both fixed from upstream's lit file, chunks 0-1 and 4-5):
//  - three memrefs handed on to one retained value: the conditions are
//    or-ed last to first (ori(ori(c3, c2), c1)), the nesting upstream's
//    pattern leaves, not first to last;
//  - every retained value is the buffer of a memref freed under the
//    constant true, while another memref may alias them all: the results
//    are true and those memrefs go (the others stay, with the retain list).
// RUN: bufopt %s --buffer-deallocation-simplification --split-input-file | FileCheck %s
// RUN: mlir-opt %s --buffer-deallocation-simplification --split-input-file | FileCheck %s

// CHECK-LABEL: func @three_handed_on
//  CHECK-SAME: (%[[M:.+]]: memref<8xf32>, %[[C1:.+]]: i1, %[[C2:.+]]: i1, %[[C3:.+]]: i1)
//   CHECK-NOT: bufferization.dealloc
//       CHECK: %[[O:.+]] = arith.ori %[[C3]], %[[C2]] : i1
//  CHECK-NEXT: %[[P:.+]] = arith.ori %[[O]], %[[C1]] : i1
//  CHECK-NEXT: return %[[P]]
func.func @three_handed_on(%m: memref<8xf32>, %c1: i1, %c2: i1, %c3: i1) -> i1 {
  %a = memref.subview %m[0][4][1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %b = memref.subview %m[4][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  %r = bufferization.dealloc (%m, %a, %b : memref<8xf32>, memref<4xf32, strided<[1]>>, memref<4xf32, strided<[1], offset: 4>>) if (%c1, %c2, %c3) retain (%m : memref<8xf32>)
  return %r : i1
}

// -----

// CHECK-LABEL: func @always_freed_retained
//  CHECK-SAME: (%[[X:.+]]: memref<4xf32>, %[[Y:.+]]: memref<4xf32>, %[[Z:.+]]: memref<4xf32>, %[[C:.+]]: i1)
//  CHECK-NEXT: %[[T:.+]] = arith.constant true
//  CHECK-NEXT: bufferization.dealloc (%[[Z]] : memref<4xf32>) if (%[[C]]) retain (%[[Y]], %[[X]] :
//  CHECK-NEXT: return %[[T]], %[[T]] : i1, i1
func.func @always_freed_retained(%x: memref<4xf32>, %y: memref<4xf32>, %z: memref<4xf32>, %c: i1) -> (i1, i1) {
  %true = arith.constant true
  %r:2 = bufferization.dealloc (%x, %z, %y : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%true, %c, %true) retain (%y, %x : memref<4xf32>, memref<4xf32>)
  return %r#0, %r#1 : i1, i1
}

// -----

// Only one of the two retained values is such a buffer: nothing changes.
// CHECK-LABEL: func @not_all_retained
//       CHECK: bufferization.dealloc (%{{.+}}, %{{.+}} : memref<4xf32>, memref<4xf32>) if (%true, %{{.+}}) retain (%{{.+}}, %{{.+}} :
func.func @not_all_retained(%x: memref<4xf32>, %y: memref<4xf32>, %z: memref<4xf32>, %c: i1) -> (i1, i1) {
  %true = arith.constant true
  %r:2 = bufferization.dealloc (%x, %z : memref<4xf32>, memref<4xf32>) if (%true, %c) retain (%x, %y : memref<4xf32>, memref<4xf32>)
  return %r#0, %r#1 : i1, i1
}
