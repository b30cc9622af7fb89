// --bufferization-pipeline, bufopt's main job: a tensor program in, a
// buffer program out in which every buffer is freed exactly once, with no
// dealloc_helper and no run-time pointer comparison where aliasing is
// static (call results are buffers the callee hands over), and the same
// output.  Upstream's one-shot-bufferize + buffer-deallocation-pipeline +
// optimize-allocation-liveness needs a dealloc_helper call and 9
// allocations here (UP lines); bufopt needs 3 (merge-alloc puts %x and %w
// in one arena; 4 with merge-alloc=false, the same peak).
// RUN: bufopt %s --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --bufferization-pipeline -o %t.mlir
// RUN: FileCheck %s --input-file %t.mlir
// RUN: bufopt %t.mlir --run --heap-report > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT --input-file %t.out
// RUN: FileCheck %s --check-prefix=HEAP --input-file %t.err
// RUN: mlir-opt %t.mlir > /dev/null
// RUN: mlir-opt %s "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-deallocation-pipeline --optimize-allocation-liveness -o %t.up.mlir
// RUN: FileCheck %s --check-prefix=UP --input-file %t.up.mlir
// RUN: bufopt %t.up.mlir --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=UPHEAP

// OUT: 32
// HEAP: heap: allocs=3 frees=3 peak_bytes=384 leaked_bytes=0 copied_bytes=0 errors=0
// UPHEAP: heap: allocs=9 frees=9 peak_bytes=424 leaked_bytes=0 copied_bytes=0 errors=0
// UP: call @dealloc_helper
// CHECK-LABEL: func.func @layer
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK: linalg.matmul
// CHECK: return %[[A]]
// CHECK-LABEL: func.func @main
// CHECK-NOT: dealloc_helper
// CHECK-NOT: extract_aligned_pointer_as_index
// CHECK: vector.print
// CHECK-COUNT-3: memref.dealloc
// CHECK-NEXT: return
// CHECK-NOT: dealloc_helper

func.func @layer(%x: tensor<4x8xf32>, %w: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %c0 = arith.constant 0 : index
  %ex = tensor.empty() : tensor<4x8xf32>
  %x = linalg.fill ins(%one : f32) outs(%ex : tensor<4x8xf32>) -> tensor<4x8xf32>
  %ew = tensor.empty() : tensor<8x4xf32>
  %w = linalg.fill ins(%two : f32) outs(%ew : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = func.call @layer(%x, %w) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %z = func.call @layer(%x, %w) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %a = tensor.extract %y[%c0, %c0] : tensor<4x4xf32>
  %b = tensor.extract %z[%c0, %c0] : tensor<4x4xf32>
  %s = arith.addf %a, %b : f32
  vector.print %s : f32
  return
}
