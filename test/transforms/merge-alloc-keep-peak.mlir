// merge-alloc's keep-peak mode (the default): one arena per live cluster,
// placed before its first allocation, kept only where the function's
// modelled heap peak does not rise (docs/merge-alloc.md).  OFF is
// keep-peak=false (one arena per scope at its top).  Every output is also
// read back by mlir-opt.
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --merge-alloc | FileCheck %s
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --merge-alloc=keep-peak=false | FileCheck %s --check-prefix=OFF
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --merge-alloc | mlir-opt --split-input-file --allow-unregistered-dialect > /dev/null

// A chain of 256-byte temporaries: one arena of two slots, allocated right
// before the first of them (not at the top of the function: the arena is
// held only while one of its buffers is).
// CHECK-LABEL: func.func @chain
// CHECK-NEXT: "test.first"
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: memref.view %[[A]]
// CHECK: arith.constant 256 : index
// CHECK-NEXT: memref.view %[[A]]
// CHECK: arith.constant 0 : index
// CHECK-NEXT: memref.view %[[A]]
// CHECK-NOT: memref.alloc
// OFF-LABEL: func.func @chain
// OFF-NEXT: memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// OFF-NEXT: "test.first"
func.func @chain(%x: memref<64xf32>) {
  "test.first"() : () -> ()
  %a = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  "test.op"(%x, %a) : (memref<64xf32>, memref<64xf32>) -> ()
  %b = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  "test.op"(%a, %b) : (memref<64xf32>, memref<64xf32>) -> ()
  %c = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  "test.op"(%b, %c) : (memref<64xf32>, memref<64xf32>) -> ()
  "test.op"(%c, %x) : (memref<64xf32>, memref<64xf32>) -> ()
  return
}


// -----

// Two 16-byte buffers live together, each 64-byte aligned: an arena would
// take 80 bytes where they take 32, so they stay plain allocations
// (keep-peak=false merges them).
// CHECK-LABEL: func.func @small_overlap
// CHECK-NOT: memref.view
// CHECK-COUNT-2: memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NOT: memref.view
// CHECK: return
// OFF-LABEL: func.func @small_overlap
// OFF-NEXT: memref.alloc() {alignment = 64 : i64} : memref<80xi8>
func.func @small_overlap() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  "test.op"(%a) : (memref<4xf32>) -> ()
  "test.op"(%b) : (memref<4xf32>) -> ()
  return
}


// -----

// Two buffers one after the other: one arena, both at offset 0, as large as
// the larger.
// CHECK-LABEL: func.func @disjoint
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xi8>
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: memref.view %[[A]]{{.*}} to memref<4xf32>
// CHECK: arith.constant 0 : index
// CHECK-NEXT: memref.view %[[A]]{{.*}} to memref<2xi64>
func.func @disjoint() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%a) : (memref<4xf32>) -> ()
  %b = memref.alloc() {alignment = 64 : i64} : memref<2xi64>
  "test.op"(%b) : (memref<2xi64>) -> ()
  return
}


// -----

// ... but not when a call stands between them: the callee's bytes are not
// known, and the arena would be held on top of them.
// CHECK-LABEL: func.func @disjoint_call
// CHECK-NOT: memref.view
// CHECK: return
func.func private @ext()
func.func @disjoint_call() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%a) : (memref<4xf32>) -> ()
  func.call @ext() : () -> ()
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%b) : (memref<4xf32>) -> ()
  return
}


// -----

// ... nor when a buffer of unknown size is held between them.
// CHECK-LABEL: func.func @disjoint_dynamic
// CHECK-NOT: memref.view
// CHECK: return
func.func @disjoint_dynamic(%n: index) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%a) : (memref<4xf32>) -> ()
  %d = memref.alloc(%n) : memref<?xf32>
  "test.op"(%d) : (memref<?xf32>) -> ()
  memref.dealloc %d : memref<?xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%b) : (memref<4xf32>) -> ()
  return
}


// -----

// Input that frees its buffers: the arena is freed right after the last of
// its members' frees, not at the end of the block.
// CHECK-LABEL: func.func @freed
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK: "test.op"(%{{.*}}, %{{.*}}) : (memref<64xf32>, memref<64xf32>) -> ()
// CHECK-NEXT: "test.op"(%{{.*}}) : (memref<64xf32>) -> ()
// CHECK-NEXT: memref.dealloc %[[A]] : memref<512xi8>
// CHECK-NEXT: "test.after"
// CHECK-NOT: memref.dealloc
func.func @freed() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  "test.op"(%a) : (memref<64xf32>) -> ()
  %b = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  "test.op"(%a, %b) : (memref<64xf32>, memref<64xf32>) -> ()
  memref.dealloc %a : memref<64xf32>
  "test.op"(%b) : (memref<64xf32>) -> ()
  memref.dealloc %b : memref<64xf32>
  "test.after"() : () -> ()
  return
}


// -----

// Two clusters with a 4 KiB buffer (not mergeable: alignment 128) held
// between them, the function's peak: one arena across the gap would add
// 512 bytes to it, so each cluster gets its own arena.
// CHECK-LABEL: func.func @two_arenas
// CHECK-NEXT: memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK: memref.alloc() {alignment = 128 : i64} : memref<1024xf32>
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK-NOT: memref.alloc
// OFF-LABEL: func.func @two_arenas
// OFF-NEXT: memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// OFF-NOT: memref.alloc() {alignment = 64
func.func @two_arenas() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  "test.op"(%a) : (memref<64xf32>) -> ()
  %b = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  "test.op"(%a, %b) : (memref<64xf32>, memref<64xf32>) -> ()
  "test.op"(%b) : (memref<64xf32>) -> ()
  %big = memref.alloc() {alignment = 128 : i64} : memref<1024xf32>
  "test.op"(%big) : (memref<1024xf32>) -> ()
  %c = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  "test.op"(%c) : (memref<64xf32>) -> ()
  %d = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  "test.op"(%c, %d) : (memref<64xf32>, memref<64xf32>) -> ()
  "test.op"(%d) : (memref<64xf32>) -> ()
  return
}
