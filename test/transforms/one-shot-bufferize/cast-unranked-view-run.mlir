// Issue 14: tensor.cast from an unranked tensor to a ranked one, in a callee
// whose caller passes a view (elements 2 and 3 of [1, 2, 3, 4]: offset 2).
// Nothing is known of the buffer's layout: the cast goes to the fully
// dynamic layout, as upstream (a cast to the identity layout read the view
// from offset 0 and printed 1, 2).  The tensor program, bufopt's buffer
// program (both function-boundary layouts) and mlir-opt 22's, run by the
// interpreter, and bufopt's lowered by mlir-opt and run by mlir-runner, all
// print 3 then 4.
// RUN: bufopt %s --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --one-shot-bufferize=bufferize-function-boundaries -o %t.mlir
// RUN: bufopt %t.mlir --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s '--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map' -o %t2.mlir
// RUN: bufopt %t2.mlir --run | FileCheck %s --check-prefix=OUT
// RUN: mlir-opt %s --one-shot-bufferize=bufferize-function-boundaries | bufopt --run | FileCheck %s --check-prefix=OUT
// RUN: mlir-opt %t2.mlir --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts -o %t3.mlir
// RUN: mlir-runner %t3.mlir -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s --check-prefix=OUT
// The IR: mlir-opt 22's cast, for both tools.
// RUN: bufopt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// OUT: 3
// OUT-NEXT: 4

// CHECK-LABEL: func.func @first_two(%arg0: memref<*xf32>) -> (f32, f32)
// CHECK:         %[[C:.*]] = memref.cast %arg0 : memref<*xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK:         memref.load %[[C]][%{{.*}}] : memref<2xf32, strided<[?], offset: ?>>
// CHECK-LABEL: func.func @main()
// CHECK:         %[[V:.*]] = memref.subview {{.*}}[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
// CHECK:         %[[U:.*]] = memref.cast %[[V]] : memref<2xf32, strided<[1], offset: 2>> to memref<*xf32>
// CHECK:         call @first_two(%[[U]])
func.func @first_two(%t: tensor<*xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = tensor.cast %t : tensor<*xf32> to tensor<2xf32>
  %a = tensor.extract %r[%c0] : tensor<2xf32>
  %b = tensor.extract %r[%c1] : tensor<2xf32>
  return %a, %b : f32, f32
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %s = tensor.extract_slice %x[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %u = tensor.cast %s : tensor<2xf32> to tensor<*xf32>
  %a, %b = func.call @first_two(%u) : (tensor<*xf32>) -> (f32, f32)
  vector.print %a : f32
  vector.print %b : f32
  return
}
