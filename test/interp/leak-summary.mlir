// A leak per loop iteration is one diagnostic for its op, not one per
// iteration; past 32 leaking ops the rest are summed up in one line (issue 17:
// 100,000 leaked buffers printed 16 MB).
// RUN: not bufopt %s --run=loop --heap-report 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: not bufopt %s --run=loop 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not bufopt %s --run=many_ops 2>&1 | FileCheck %s --check-prefix=MANY
// RUN: not bufopt %s --run=many_ops 2>&1 | FileCheck %s --check-prefix=MANYCOUNT

// LOOP-DAG: leak-summary.mlir:[[@LINE+9]]:10: error: leak: 400000 bytes in 100000 allocations made here are never freed
// LOOP-DAG: heap: allocs=100000 frees=0 peak_bytes=400000 leaked_bytes=400000 copied_bytes=0 errors=100000
// COUNT-COUNT-1: error: leak:
// COUNT-NOT: error:
func.func @loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<1xf32>
  }
  return
}

// The first 32 ops are listed, in allocation order; the other 8 are summed up
// (33 + ... + 40 = 292 bytes) at the first of them.
// MANY: leak-summary.mlir:[[@LINE+5]]:9: error: leak: 1 bytes allocated here are never freed
// MANY: leak-summary.mlir:[[@LINE+35]]:10: error: leak: 32 bytes allocated here are never freed
// MANY-NEXT: %a32 = memref.alloc
// MANY: leak-summary.mlir:[[@LINE+34]]:10: error: leak: 292 more bytes in 8 allocations by 8 more ops (the first here) are never freed; not listed one by one
func.func @many_ops() {
  %a1 = memref.alloc() : memref<1xi8>
  %a2 = memref.alloc() : memref<2xi8>
  %a3 = memref.alloc() : memref<3xi8>
  %a4 = memref.alloc() : memref<4xi8>
  %a5 = memref.alloc() : memref<5xi8>
  %a6 = memref.alloc() : memref<6xi8>
  %a7 = memref.alloc() : memref<7xi8>
  %a8 = memref.alloc() : memref<8xi8>
  %a9 = memref.alloc() : memref<9xi8>
  %a10 = memref.alloc() : memref<10xi8>
  %a11 = memref.alloc() : memref<11xi8>
  %a12 = memref.alloc() : memref<12xi8>
  %a13 = memref.alloc() : memref<13xi8>
  %a14 = memref.alloc() : memref<14xi8>
  %a15 = memref.alloc() : memref<15xi8>
  %a16 = memref.alloc() : memref<16xi8>
  %a17 = memref.alloc() : memref<17xi8>
  %a18 = memref.alloc() : memref<18xi8>
  %a19 = memref.alloc() : memref<19xi8>
  %a20 = memref.alloc() : memref<20xi8>
  %a21 = memref.alloc() : memref<21xi8>
  %a22 = memref.alloc() : memref<22xi8>
  %a23 = memref.alloc() : memref<23xi8>
  %a24 = memref.alloc() : memref<24xi8>
  %a25 = memref.alloc() : memref<25xi8>
  %a26 = memref.alloc() : memref<26xi8>
  %a27 = memref.alloc() : memref<27xi8>
  %a28 = memref.alloc() : memref<28xi8>
  %a29 = memref.alloc() : memref<29xi8>
  %a30 = memref.alloc() : memref<30xi8>
  %a31 = memref.alloc() : memref<31xi8>
  %a32 = memref.alloc() : memref<32xi8>
  %a33 = memref.alloc() : memref<33xi8>
  %a34 = memref.alloc() : memref<34xi8>
  %a35 = memref.alloc() : memref<35xi8>
  %a36 = memref.alloc() : memref<36xi8>
  %a37 = memref.alloc() : memref<37xi8>
  %a38 = memref.alloc() : memref<38xi8>
  %a39 = memref.alloc() : memref<39xi8>
  %a40 = memref.alloc() : memref<40xi8>
  return
}
// MANYCOUNT-COUNT-33: error: leak:
// MANYCOUNT-NOT: error:
