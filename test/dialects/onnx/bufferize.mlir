// RUN: bufopt %s --one-shot-bufferize | FileCheck %s
// RUN: bufopt %s --bufferization-pipeline | bufopt --run --heap-report 2>&1 | FileCheck %s --check-prefix=EXEC
// One-Shot Bufferize knows onnx.Constant itself (the hook of arith.constant:
// a read-only global), so a program with ONNX constants and no sequence
// needs no convert-onnx-seq-to-krnl (which does nothing there: no walk).

// CHECK: memref.global "private" constant @[[G:.*]] : memref<2xf32> = dense<[1.500000e+00, 2.500000e+00]>
// CHECK-LABEL: func.func @main
// CHECK: %[[M:.*]] = memref.get_global @[[G]] : memref<2xf32>
// CHECK: memref.load %[[M]]
// EXEC-DAG: {{^}}2.5{{$}}
// EXEC-DAG: heap: allocs=0 frees=0 peak_bytes=0 leaked_bytes=0 copied_bytes=0 errors=0
func.func @main() {
  %c = onnx.Constant dense<[1.5, 2.5]> : tensor<2xf32>
  %i = arith.constant 1 : index
  %v = tensor.extract %c[%i] : tensor<2xf32>
  vector.print %v : f32
  return
}
