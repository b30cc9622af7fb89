// static-memory-planner-analysis (upstream MLIR 23; not in mlir-opt 22):
// after deallocation, the static allocations of the entry block that are
// freed there become views of one i8 arena.  Expectations from upstream's
// behaviour as described in ref-merge-alloc.md section 2.
// RUN: bufopt %s --split-input-file --pass-pipeline="builtin.module(func.func(static-memory-planner-analysis))" | FileCheck %s
// RUN: bufopt %s --split-input-file --pass-pipeline="builtin.module(func.func(static-memory-planner-analysis{algorithm=best-fit}))" | FileCheck %s --check-prefix=BEST

// Trivial: one after the other, no reuse; every dealloc erased.
// CHECK-LABEL: func.func @two
// CHECK:      %[[A:.*]] = memref.alloc() {alignment = 1 : i64} : memref<6144xi8>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: memref.view %[[A]][%[[C0]]][] : memref<6144xi8> to memref<1024xf32>
// CHECK:      %[[C1:.*]] = arith.constant 4096 : index
// CHECK-NEXT: memref.view %[[A]][%[[C1]]][] : memref<6144xi8> to memref<512xf32>
// CHECK-NOT:  memref.dealloc
// CHECK-NOT:  memref.alloc()
// BEST-LABEL: func.func @two
// BEST:       memref.alloc() {alignment = 1 : i64} : memref<4096xi8>
// BEST:       arith.constant 0 : index
// BEST:       arith.constant 0 : index
func.func @two() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<1024xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<1024xf32>)
  memref.dealloc %a : memref<1024xf32>
  %b = memref.alloc() : memref<512xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<512xf32>)
  memref.dealloc %b : memref<512xf32>
  return
}

// -----

// Alignments: the arena takes their lcm.
// CHECK-LABEL: func.func @aligned
// CHECK:      memref.alloc() {alignment = 128 : i64} : memref<1792xi8>
// CHECK:      arith.constant 0 : index
// CHECK:      arith.constant 1024 : index
// CHECK:      arith.constant 1536 : index
func.func @aligned() {
  %a = memref.alloc() {alignment = 128 : i64} : memref<256xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
  %c = memref.alloc() {alignment = 128 : i64} : memref<64xf32>
  memref.dealloc %a : memref<256xf32>
  memref.dealloc %b : memref<128xf32>
  memref.dealloc %c : memref<64xf32>
  return
}

// -----

// 12 bytes then an alignment of 16.
// CHECK-LABEL: func.func @odd
// CHECK:      memref.alloc() {alignment = 16 : i64} : memref<28xi8>
// CHECK:      arith.constant 0 : index
// CHECK:      arith.constant 16 : index
func.func @odd() {
  %a = memref.alloc() {alignment = 4 : i64} : memref<3xi32>
  %b = memref.alloc() {alignment = 16 : i64} : memref<3xi32>
  memref.dealloc %a : memref<3xi32>
  memref.dealloc %b : memref<3xi32>
  return
}

// -----

// Freed through arith.select: both buffers planned, the dealloc erased.
// CHECK-LABEL: func.func @select
// CHECK:      memref.alloc() {alignment = 1 : i64} : memref<8192xi8>
// CHECK-NOT:  memref.dealloc
func.func @select(%c: i1) {
  %a = memref.alloc() : memref<1024xf32>
  %b = memref.alloc() : memref<1024xf32>
  %s = arith.select %c, %a, %b : memref<1024xf32>
  memref.dealloc %s : memref<1024xf32>
  return
}

// -----

// Freed inside an scf.if: the if counts as the free's position.
// CHECK-LABEL: func.func @nested_free
// CHECK:      memref.alloc() {alignment = 1 : i64} : memref<4096xi8>
// CHECK:      scf.if
// CHECK-NOT:  memref.dealloc
func.func @nested_free(%c: i1) {
  %a = memref.alloc() : memref<1024xf32>
  scf.if %c {
    memref.dealloc %a : memref<1024xf32>
  } else {
    memref.dealloc %a : memref<1024xf32>
  }
  return
}

// -----

// Best-fit picks the smallest gap, the trailing one included.
// BEST-LABEL: func.func @gaps
// BEST:       memref.alloc() {alignment = 1 : i64} : memref<10240xi8>
// BEST:       arith.constant 0 : index
// BEST:       arith.constant 4096 : index
// BEST:       arith.constant 5120 : index
// BEST:       arith.constant 9216 : index
// BEST:       arith.constant 9216 : index
func.func @gaps() {
  %a = memref.alloc() : memref<1024xf32>
  %b = memref.alloc() : memref<256xf32>
  %c = memref.alloc() : memref<1024xf32>
  %d = memref.alloc() : memref<256xf32>
  memref.dealloc %b : memref<256xf32>
  memref.dealloc %d : memref<256xf32>
  memref.dealloc %a : memref<1024xf32>
  %e = memref.alloc() : memref<128xf32>
  memref.dealloc %e : memref<128xf32>
  memref.dealloc %c : memref<1024xf32>
  return
}

