// merge-alloc: the static temporaries of each allocation scope become views
// of one i8 arena planned at compile time (bufopt's native mode; see
// docs/merge-alloc.md).  Offsets are the default planner's, with 64-byte
// slots (pack-small=false; merge-alloc-keep-peak.mlir tests pack-small);
// every output is also read back by mlir-opt.
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --merge-alloc="keep-peak=false pack-small=false" | FileCheck %s
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --merge-alloc=analysis-only | FileCheck %s --check-prefix=TICKS
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --merge-alloc="keep-peak=false pack-small=false" | mlir-opt --split-input-file --allow-unregistered-dialect > /dev/null

// The seed's chain: a, b, c share 2 x 64 KiB; d is returned and kept.
// CHECK-LABEL: func.func @mlp
// CHECK:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<131072xi8>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V0:.*]] = memref.view %[[A]][%[[C0]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK-NEXT: linalg.matmul {{.*}} outs(%[[V0]] :
// CHECK-NEXT: %[[C1:.*]] = arith.constant 65536 : index
// CHECK-NEXT: %[[V1:.*]] = memref.view %[[A]][%[[C1]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK-NEXT: linalg.matmul ins(%[[V0]], {{.*}} outs(%[[V1]] :
// CHECK-NEXT: %[[C2:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V2:.*]] = memref.view %[[A]][%[[C2]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK-NEXT: linalg.matmul ins(%[[V1]], {{.*}} outs(%[[V2]] :
// CHECK-NEXT: %[[D:.*]] = memref.alloc() : memref<128x128xf32>
// CHECK-NEXT: linalg.matmul ins(%[[V2]], {{.*}} outs(%[[D]] :
// CHECK-NEXT: return %[[D]]
// TICKS-LABEL: func.func @mlp
// TICKS-SAME: attributes {__mergealloc_scope = 1 : i64}
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 3, 8>}
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 8, 13>}
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 13, 18>}
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: 1, -2, -2>}
func.func @mlp(%x: memref<128x128xf32>, %y: memref<128x128xf32>) -> memref<128x128xf32> {
  %a = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%x, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%a : memref<128x128xf32>)
  %b = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%a, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%b : memref<128x128xf32>)
  %c = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%b, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%c : memref<128x128xf32>)
  %d = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%c, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%d : memref<128x128xf32>)
  return %d : memref<128x128xf32>
}

// -----

// graph-compiler's unsound case (ref 1.13.1): %a and %b are used in two
// sibling inner loops of one outer loop, so both live across every outer
// iteration: widened over the outer loop too, they get their own bytes
// (gc-merge-alloc puts both at 0).
// CHECK-LABEL: func.func @nested_loops
// CHECK:      memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:      %{{c0_[0-9]+}} = arith.constant 0 : index
// CHECK-NEXT: memref.view
// CHECK-NEXT: arith.constant 64 : index
// CHECK-NEXT: memref.view
// TICKS-LABEL: func.func @nested_loops
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 6, 13>}
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 6, 13>}
func.func @nested_loops(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      "test.use"(%a) : (memref<16xf32>) -> ()
    }
    scf.for %j = %c0 to %n step %c1 {
      "test.use"(%b) : (memref<16xf32>) -> ()
    }
  }
  return
}

// -----

// Lowered element sizes: i1 takes a byte (10 bytes), index 8 (24 bytes);
// the arena ends at the last byte used (64 + 10: the default planner puts
// the i1 buffer above the index one).
// CHECK-LABEL: func.func @sizes
// CHECK:      memref.alloc() {alignment = 64 : i64} : memref<74xi8>
// CHECK:      arith.constant 64 : index
// CHECK-NEXT: memref.view {{.*}} to memref<10xi1>
// CHECK:      arith.constant 0 : index
// CHECK-NEXT: memref.view {{.*}} to memref<3xindex>
func.func @sizes() {
  %a = memref.alloc() : memref<10xi1>
  "test.use"(%a) : (memref<10xi1>) -> ()
  %b = memref.alloc() : memref<3xindex>
  "test.use"(%b) : (memref<3xindex>) -> ()
  "test.use"(%a) : (memref<10xi1>) -> ()
  return
}

// -----

// Not mergeable: a pointer taken, a dynamic shape, a layout, a buffer freed
// through a view; %r alone is left too (one buffer gains nothing).
// CHECK-LABEL: func.func @kept
// CHECK-NOT:  memref.view
// CHECK:      memref.alloc() : memref<16xf32>
// CHECK:      memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:      memref.alloc() : memref<4xf32, strided<[1], offset: 2>>
// CHECK:      memref.alloc() : memref<16xf32>
// CHECK:      memref.alloc() : memref<16xf32>
// CHECK-NOT:  memref.view
// TICKS-LABEL: func.func @kept
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: 1, -2, -2>}
// TICKS: memref.alloc(%{{.*}}) {__mergealloc_lifetime = array<i64: 1, 9, 9>}
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 9, 9>}
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: 1, -2, -2>}
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 9, 11>}
func.func @kept(%n: index) {
  %p = memref.alloc() : memref<16xf32>
  %i = memref.extract_aligned_pointer_as_index %p : memref<16xf32> -> index
  %dyn = memref.alloc(%n) : memref<?xf32>
  %lay = memref.alloc() : memref<4xf32, strided<[1], offset: 2>>
  %q = memref.alloc() : memref<16xf32>
  %r = memref.alloc() : memref<16xf32>
  %s = memref.subview %q[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  "test.use"(%p, %dyn, %lay, %q, %r) : (memref<16xf32>, memref<?xf32>, memref<4xf32, strided<[1], offset: 2>>, memref<16xf32>, memref<16xf32>) -> ()
  memref.dealloc %s : memref<8xf32, strided<[1]>>
  "test.use"(%r) : (memref<16xf32>) -> ()
  return
}

// -----

// A buffer stored into a memref of memrefs (or moved into an ONNX
// sequence) lives on in it: untraceable, not merged.  %b and %c are.  An
// allocation of a container is still an allocation (its tick recorded).
// CHECK-LABEL: func.func @stored_in_container
// CHECK:      memref.alloc() {alignment = 64 : i64} : memref<16xi8>
// CHECK:      memref.alloc() : memref<4xf32>
// CHECK:      memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<2xmemref<4xf32>>
// CHECK-COUNT-2: memref.view
// CHECK-NOT:  memref.view
// TICKS-LABEL: func.func @stored_in_container
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: 1, -2, -2>} : memref<2xmemref<4xf32>>
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: 1, -2, -2>} : memref<4xf32>
func.func @stored_in_container(%i: index) {
  %box = memref.alloc() : memref<2xmemref<4xf32>>
  "test.use"(%box) : (memref<2xmemref<4xf32>>) -> ()
  %a = memref.alloc() : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  memref.store %a, %box[%i] : memref<2xmemref<4xf32>>
  %b = memref.alloc() : memref<4xf32>
  "test.use"(%b) : (memref<4xf32>) -> ()
  %c = memref.alloc() : memref<4xf32>
  "test.use"(%c) : (memref<4xf32>) -> ()
  return
}

// -----

// Deallocations in the input: the merged buffers' go (a free is no use), the
// arena gets one before the scope's terminator.
// CHECK-LABEL: func.func @with_deallocs
// CHECK:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<96xi8>
// CHECK:      arith.constant 0 : index
// CHECK:      arith.constant 0 : index
// CHECK:      arith.constant 64 : index
// CHECK-NOT:  memref.dealloc
// CHECK:      memref.dealloc %[[A]] : memref<96xi8>
// CHECK-NEXT: return
func.func @with_deallocs() {
  %a = memref.alloc() : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  memref.dealloc %a : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  "test.use"(%b) : (memref<16xf32>) -> ()
  %c = memref.alloc() : memref<8xf32>
  "test.use"(%c, %b) : (memref<8xf32>, memref<16xf32>) -> ()
  memref.dealloc %c : memref<8xf32>
  memref.dealloc %b : memref<16xf32>
  return
}

// -----

// A parallel loop's body is its own scope: per-iteration buffers never
// share memory across iterations.  %out, used inside, spans the whole
// forall; %out2, dead before it, may share its bytes.
// CHECK-LABEL: func.func @forall
// CHECK:      memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK:      scf.forall
// CHECK-NEXT: memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// TICKS-LABEL: func.func @forall
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 5, 10>}
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 4, 4>}
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: [[FA:[0-9]+]], 7, 7>}
// TICKS: memref.alloc() {__mergealloc_lifetime = array<i64: [[FA]], 9, 9>}
// TICKS: } {__mergealloc_scope = [[FA]] : i64}
func.func @forall(%n: index) {
  %out = memref.alloc() : memref<64xf32>
  %out2 = memref.alloc() : memref<64xf32>
  "test.use"(%out2) : (memref<64xf32>) -> ()
  scf.forall (%i) in (%n) {
    %t = memref.alloc() : memref<32xf32>
    "test.use"(%t, %out) : (memref<32xf32>, memref<64xf32>) -> ()
    %u = memref.alloc() : memref<32xf32>
    "test.use"(%u) : (memref<32xf32>) -> ()
  }
  return
}

// -----

// Several blocks: nothing is merged, no error.
// CHECK-LABEL: func.func @cfg
// CHECK-NOT:  memref.view
func.func @cfg(%c: i1) {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%a) : (memref<16xf32>) -> ()
  cf.br ^bb2
^bb2:
  "test.use"(%b) : (memref<16xf32>) -> ()
  return
}

// -----

// Memory spaces are planned apart, one arena each.
// CHECK-LABEL: func.func @spaces
// CHECK:      memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// CHECK-NEXT: memref.alloc() {alignment = 64 : i64} : memref<64xi8, 1>
// CHECK:      memref.view {{.*}} : memref<64xi8, 1> to memref<16xf32, 1>
// CHECK:      memref.view {{.*}} : memref<64xi8, 1> to memref<16xf32, 1>
// CHECK:      memref.view {{.*}} : memref<192xi8> to memref<16xf32>
// CHECK:      memref.view {{.*}} : memref<192xi8> to memref<32xf32>
func.func @spaces() {
  %a = memref.alloc() : memref<16xf32, 1>
  "test.use"(%a) : (memref<16xf32, 1>) -> ()
  %b = memref.alloc() : memref<16xf32, 1>
  "test.use"(%b) : (memref<16xf32, 1>) -> ()
  %c = memref.alloc() : memref<16xf32>
  "test.use"(%c) : (memref<16xf32>) -> ()
  %d = memref.alloc() : memref<32xf32>
  "test.use"(%d, %c) : (memref<32xf32>, memref<16xf32>) -> ()
  return
}

// -----

// Carried by a loop that yields them back (untraceable: left alone) or
// by a branch (an scf.if result).  The branch's two are allocated in the
// scope block itself, so they share the arena (the deallocation
// simplification tells views at disjoint constant byte ranges apart).
// CHECK-LABEL: func.func @carried
// CHECK:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:      memref.alloc() : memref<16xf32>
// CHECK:      memref.alloc() : memref<16xf32>
// CHECK:      scf.for
// CHECK:      %[[P:.*]] = memref.view %[[A]]
// CHECK:      %[[Q:.*]] = memref.view %[[A]]
// CHECK:      scf.if
// CHECK-NEXT:   scf.yield %[[P]]
// CHECK:        scf.yield %[[Q]]
// CHECK:      return
func.func @carried(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (memref<16xf32>, memref<16xf32>) {
    "test.use"(%x, %y) : (memref<16xf32>, memref<16xf32>) -> ()
    scf.yield %x, %y : memref<16xf32>, memref<16xf32>
  }
  %p = memref.alloc() : memref<16xf32>
  %q = memref.alloc() : memref<16xf32>
  %s = scf.if %c -> memref<16xf32> {
    scf.yield %p : memref<16xf32>
  } else {
    scf.yield %q : memref<16xf32>
  }
  "test.use"(%s) : (memref<16xf32>) -> ()
  return
}
