// RUN: not bufopt %s --run --heap-report 2>&1 | FileCheck %s
// RUN: not bufopt %s --run --heap-report=json 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: bufopt %s --run=returns --heap-report 2>&1 | FileCheck %s --check-prefix=RET

// Two allocations: 16 and 24 bytes; the second is never freed.
// CHECK-DAG: leak-report.mlir:[[@LINE+7]]:8: error: leak: 24 bytes allocated here are never freed
// CHECK-DAG: heap: allocs=2 frees=1 peak_bytes=40 leaked_bytes=24 copied_bytes=16 errors=1
// JSON: {"allocs": 2, "frees": 1, "peak_bytes": 40, "leaked_bytes": 24, "copied_bytes": 16, "errors": 1, "steps": {{[0-9]+}}, "leaks": [{"bytes": 24, "op": "memref.alloc", "loc": "{{.*}}leak-report.mlir:[[@LINE+5]]:8"}]}
func.func @main() {
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  %c = memref.alloc() : memref<6xf32>
  %s = memref.subview %c[0] [4] [1] : memref<6xf32> to memref<4xf32, strided<[1]>>
  memref.copy %a, %s : memref<4xf32> to memref<4xf32, strided<[1]>>
  memref.dealloc %a : memref<4xf32>
  return
}

// What the entry function returns is not a leak.
// RET: heap: allocs=1 frees=0 peak_bytes=8 leaked_bytes=0 copied_bytes=0 errors=0
func.func @returns() -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  return %a : memref<2xf32>
}
