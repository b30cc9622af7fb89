// RUN: not bufopt %s --run=bounds 2>&1 | FileCheck %s --check-prefix=BOUNDS
// RUN: not bufopt %s --run=const 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: not bufopt %s --run=uninit 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: bufopt %s --run=unused --heap-report 2>&1 | FileCheck %s --check-prefix=UNUSED

// Structured ops check their memref operands once per op (liveness,
// bounds, constant destinations) and poison per element they read.

// BOUNDS: error: 'linalg.generic' op accesses out of bounds: loop 0 runs to 4 but dimension 0 of operand #1 has size 3
#id = affine_map<(d0) -> (d0)>
func.func @bounds() {
  %a = memref.alloc() : memref<4xf32>
  %c3 = arith.constant 3 : index
  %b = memref.alloc(%c3) : memref<?xf32>
  %f = arith.constant 1.0 : f32
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<?xf32>
  return
}

memref.global "private" constant @k : memref<2xf32> = dense<[1.0, 2.0]>

// CONST: error: 'linalg.fill' op writes into constant global @k
func.func @const() {
  %g = memref.get_global @k : memref<2xf32>
  %f = arith.constant 1.0 : f32
  linalg.fill ins(%f : f32) outs(%g : memref<2xf32>)
  return
}

// A matmul accumulates into its output, which must have been written.
// UNINIT: error: 'linalg.matmul' op reads element 0 of memory that was never written
func.func @uninit() {
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2x2xf32>
  %c = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<2x2xf32>)
  linalg.matmul ins(%a, %a : memref<2x2xf32>, memref<2x2xf32>) outs(%c : memref<2x2xf32>)
  memref.dealloc %a : memref<2x2xf32>
  memref.dealloc %c : memref<2x2xf32>
  return
}

// An output the body never reads needs no initial value.
// UNUSED-DAG: {{^}}2
// UNUSED-DAG: heap: allocs=2 frees=2 peak_bytes=32 leaked_bytes=0 copied_bytes=0 errors=0
func.func @unused() {
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  }
  %v = memref.load %b[%c1] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
