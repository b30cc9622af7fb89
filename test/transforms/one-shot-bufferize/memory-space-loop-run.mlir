// Issue 14: use-encoding-for-memory-space with a loop whose init is a
// constant (a global in the encoding's space, copied: it is not writable)
// and whose body yields new buffers.  bufopt predicted the copy and the
// global in the default space and cast the buffers between spaces (invalid
// IR, the program did not bufferize).  Now the text is mlir-opt 22's, and
// the tensor program, bufopt's buffer program (deallocated: no leak) and
// mlir-opt's all print the same.
// RUN: bufopt %s --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s '--one-shot-bufferize=bufferize-function-boundaries use-encoding-for-memory-space allow-return-allocs-from-loops' --buffer-deallocation-pipeline -o %t.mlir
// RUN: bufopt %t.mlir --run --heap-report 2> %t.err | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=HEAP --input-file %t.err
// RUN: mlir-opt %s '--one-shot-bufferize=bufferize-function-boundaries use-encoding-for-memory-space allow-return-allocs-from-loops' --buffer-deallocation-pipeline -o %t.up.mlir
// RUN: bufopt %t.up.mlir --run --heap-report 2> %t.up.err | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=HEAP --input-file %t.up.err
// RUN: bufopt %s '--one-shot-bufferize=bufferize-function-boundaries use-encoding-for-memory-space allow-return-allocs-from-loops' | FileCheck %s
// RUN: mlir-opt %s '--one-shot-bufferize=bufferize-function-boundaries use-encoding-for-memory-space allow-return-allocs-from-loops' | FileCheck %s

// OUT: 1, 2, 2, 2,
// HEAP: leaked_bytes=0 {{.*}}errors=0

// CHECK: memref.global "private" constant @__constant_4xf32 : memref<4xf32, 1>
// CHECK: %[[G:.*]] = memref.get_global @__constant_4xf32 : memref<4xf32, 1>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1>
// CHECK: memref.copy %[[G]], %[[A]] : memref<4xf32, 1> to memref<4xf32, 1>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[A]]) -> (memref<4xf32, 1>)
// CHECK:   memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1>
// CHECK:   scf.yield %{{.*}} : memref<4xf32, 1>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %init = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32, 1 : i64>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %init) -> tensor<4xf32, 1 : i64> {
    %e = tensor.empty() : tensor<4xf32, 1 : i64>
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %w = linalg.fill ins(%g : f32) outs(%e : tensor<4xf32, 1 : i64>) -> tensor<4xf32, 1 : i64>
    %v = tensor.extract %a[%c0] : tensor<4xf32, 1 : i64>
    %w2 = tensor.insert %v into %w[%c0] : tensor<4xf32, 1 : i64>
    scf.yield %w2 : tensor<4xf32, 1 : i64>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = tensor.extract %r[%i] : tensor<4xf32, 1 : i64>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
