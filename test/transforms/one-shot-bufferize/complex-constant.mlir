// A tensor constant of complex elements is a typed attribute (mlir-opt 22
// accepts it in arith.constant; bufopt answered "expected a typed
// attribute"), and One-Shot Bufferize turns it into a memref.global like any
// dense constant.  The bufferized program prints the same text in bufopt's
// interpreter and, lowered by mlir-opt 22, under mlir-runner.
// RUN: bufopt %s | FileCheck %s --check-prefix=RT
// RUN: mlir-opt %s | FileCheck %s --check-prefix=RT
// RUN: bufopt %s --bufferization-pipeline -o %t.buf.mlir
// RUN: FileCheck %s --check-prefix=BUF --input-file=%t.buf.mlir
// RUN: bufopt %t.buf.mlir --run | FileCheck --strict-whitespace %s
// RUN: mlir-opt %t.buf.mlir --expand-strided-metadata --convert-linalg-to-loops --convert-scf-to-cf --lower-affine --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts -o %t.ll.mlir
// RUN: mlir-runner %t.ll.mlir -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils | FileCheck --strict-whitespace %s

// RT: arith.constant dense<[(1.500000e+00,-2.000000e+00), (3.250000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>
// BUF: memref.global "private" constant @{{.*}} : memref<2xcomplex<f32>> = dense<[(1.500000e+00,-2.000000e+00), (3.250000e+00,4.000000e+00)]>
// CHECK: data =
// CHECK-NEXT: [(1.5,-2),  (3.25,4)]

func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func @main() {
  %0 = arith.constant dense<[(1.5, -2.0), (3.25, 4.0)]> : tensor<2xcomplex<f32>>
  %e = tensor.empty() : tensor<2xcomplex<f32>>
  %1 = linalg.copy ins(%0 : tensor<2xcomplex<f32>>) outs(%e : tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  %m = bufferization.to_buffer %1 : tensor<2xcomplex<f32>> to memref<2xcomplex<f32>>
  %u = memref.cast %m : memref<2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u) : (memref<*xcomplex<f32>>) -> ()
  return
}
