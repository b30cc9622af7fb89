// A tensor.cast to an unranked tensor that bufferizes out of place (its
// source is a constant, its result goes to a body-less call without
// bufferize-function-boundaries): the ranked source is copied into a
// memref<2xf32> and the copy cast to memref<*xf32>, as mlir-opt 22 does.
// bufopt used to copy the cast view instead, allocating a memref<*xf32>
// ("'memref.alloc' op result must be a memref").  The tensor program, the
// bufferized program (deallocated) and the IR are checked, the IR against
// mlir-opt too.
// RUN: bufopt %s --run | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize --buffer-deallocation-pipeline -o %t.mlir
// RUN: bufopt %t.mlir --run | FileCheck %s
// RUN: bufopt %t.mlir --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP
// RUN: bufopt %s --one-shot-bufferize | FileCheck %s --check-prefix=IR
// RUN: mlir-opt %s --one-shot-bufferize | FileCheck %s --check-prefix=IR

// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [1,  2]
// HEAP: heap: allocs=1 frees=1 {{.*}} leaked_bytes=0 {{.*}} errors=0

// IR: %[[G:.*]] = memref.get_global @__constant_2xf32 : memref<2xf32>
// IR-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// IR-NEXT: memref.copy %[[G]], %[[A]] : memref<2xf32> to memref<2xf32>
// IR-NEXT: %[[C:.*]] = memref.cast %[[A]] : memref<2xf32> to memref<*xf32>
// IR-NEXT: bufferization.to_tensor %[[C]] : memref<*xf32> to tensor<*xf32>
func.func private @printMemrefF32(tensor<*xf32>) attributes {llvm.emit_c_interface}
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %u = tensor.cast %a : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
