// gc-merge-alloc's forall hoisting (ref-merge-alloc.md 1.3, 1.10 item 3): a
// buffer allocated in an scf.forall body and used by an scf.forall nested in
// it moves out of the static forall nest, one slice per thread, into the
// arena of the scope around the nest; each thread's view is at
// OFFSET + thread * bytes.  Unlike graph-compiler, the slices' lifetime is
// the whole outermost forall of the nest, so the slices of two buffers never
// share bytes (graph-compiler gives sibling inner foralls' buffers the same
// bytes while other outer threads may still use theirs, 1.13.2), and the
// nest stops at the first non-forall or dynamic forall for the size, the
// thread index and the scope alike (1.13.3).
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --gc-merge-alloc | FileCheck %s
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --gc-merge-alloc | mlir-opt --split-input-file --allow-unregistered-dialect > /dev/null
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --pass-pipeline="builtin.module(func.func(gc-merge-alloc{analysis-only}))" | FileCheck %s --check-prefix=TICKS

// Eight threads (0 to 16 step 2); %t (8xf32, 32 bytes) is used by the inner
// forall: 8 x 32 = 256 bytes at function level, next to %a (64 after
// rounding; live across the forall); %u stays in the outer body's own
// arena, %v in the inner's.  The thread index is (i - 0) / 2.
// CHECK-LABEL: func.func @nested_forall
// CHECK-NEXT:  %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<320xi8>
// CHECK:       memref.view %[[A]][%{{.*}}][] : memref<320xi8> to memref<2xf32>
// CHECK:       scf.forall (%[[I:.*]]) = (%{{.*}}) to (%{{.*}}) step (%[[C2:.*]]) {
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         memref.view %[[B]]{{.*}} to memref<4xf32>
// CHECK:         %[[OFF:.*]] = arith.constant {{0|64}} : index
// CHECK-NEXT:    %[[D:.*]] = arith.divsi %[[I]], %[[C2]] : index
// CHECK-NEXT:    %[[SZ:.*]] = arith.constant 32 : index
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[D]], %[[SZ]] : index
// CHECK-NEXT:    %[[O:.*]] = arith.addi %[[OFF]], %[[M]] : index
// CHECK-NEXT:    memref.view %[[A]][%[[O]]][] : memref<320xi8> to memref<8xf32>
// CHECK-NEXT:    scf.forall
// CHECK-NEXT:      memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// TICKS-LABEL: func.func @nested_forall
// TICKS-SAME:  __mergealloc_scope = [[F:[0-9]+]]
// TICKS:       memref.alloc() {__mergealloc_lifetime = array<i64: [[F]], 7, 18>}
// TICKS:       scf.forall
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: [[O:[0-9]+]], 10, 10>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: [[F]], 8, 17>}
// TICKS:       } {__mergealloc_scope = [[O]] : i64}
func.func @nested_forall(%x: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %a = memref.alloc() : memref<2xf32>
  memref.copy %x, %a : memref<2xf32> to memref<2xf32>
  scf.forall (%i) = (%c0) to (%c16) step (%c2) {
    %u = memref.alloc() : memref<4xf32>
    "test.use"(%u) : (memref<4xf32>) -> ()
    %t = memref.alloc() : memref<8xf32>
    scf.forall (%j) in (%c4) {
      %v = memref.alloc() : memref<16xf32>
      "test.use"(%v) : (memref<16xf32>) -> ()
      "test.use"(%t) : (memref<8xf32>) -> ()
    }
  }
  "test.use"(%a) : (memref<2xf32>) -> ()
  return
}

// -----

// Two sibling inner foralls, each with a hoisted buffer (4 threads x 256
// and 4 x 1024 bytes).  graph-compiler gives both offset 0 (a 4096-byte
// arena): while outer thread 0 uses its slice of %q, at bytes [0, 1024),
// thread 1 may use its slice of %p, at [256, 512).  Here both live across
// the whole outer forall (ticks 3 to 12): 1024 + 4096 bytes, disjoint.
// CHECK-LABEL: func.func @sibling_inner_foralls
// CHECK-NEXT:  %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<5120xi8>
// CHECK:       scf.forall (%[[I:.*]]) in
// CHECK-NEXT:    %[[P:.*]] = arith.constant 0 : index
// CHECK:         %[[PS:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[PM:.*]] = arith.muli %[[I]], %[[PS]] : index
// CHECK-NEXT:    %[[PO:.*]] = arith.addi %[[P]], %[[PM]] : index
// CHECK-NEXT:    memref.view %[[A]][%[[PO]]][] : memref<5120xi8> to memref<64xf32>
// CHECK:         %[[Q:.*]] = arith.constant 1024 : index
// CHECK:         %[[QS:.*]] = arith.constant 1024 : index
// CHECK-NEXT:    %[[QM:.*]] = arith.muli %[[I]], %[[QS]] : index
// CHECK-NEXT:    %[[QO:.*]] = arith.addi %[[Q]], %[[QM]] : index
// CHECK-NEXT:    memref.view %[[A]][%[[QO]]][] : memref<5120xi8> to memref<256xf32>
// TICKS-LABEL: func.func @sibling_inner_foralls
// TICKS-SAME:  __mergealloc_scope = [[F:[0-9]+]]
// TICKS:       memref.alloc() {__mergealloc_lifetime = array<i64: [[F]], 3, 12>} : memref<64xf32>
// TICKS:       memref.alloc() {__mergealloc_lifetime = array<i64: [[F]], 3, 12>} : memref<256xf32>
func.func @sibling_inner_foralls() {
  %c4 = arith.constant 4 : index
  scf.forall (%i) in (%c4) {
    %p = memref.alloc() : memref<64xf32>
    scf.forall (%j) in (%c4) {
      "test.use"(%p) : (memref<64xf32>) -> ()
    }
    %q = memref.alloc() : memref<256xf32>
    scf.forall (%j) in (%c4) {
      "test.use"(%q) : (memref<256xf32>) -> ()
    }
  }
  return
}

// -----

// Two dimensions, (0, 0) to (16, 4) step (4, 1): 4 x 4 = 16 threads; the
// thread index is ((i - 0) / 4) * 4 + j: 16 x 32 bytes.
// CHECK-LABEL: func.func @two_dims
// CHECK-NEXT:  %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK:       scf.forall (%[[I:.*]], %[[J:.*]]) = (0, 0) to (16, 4) step (4, 1) {
// CHECK:         %[[D:.*]] = arith.divsi %[[I]], %{{.*}} : index
// CHECK-NEXT:    %[[T:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[D]], %[[T]] : index
// CHECK-NEXT:    %[[X:.*]] = arith.addi %[[M]], %[[J]] : index
// CHECK-NEXT:    %[[SZ:.*]] = arith.constant 32 : index
// CHECK-NEXT:    %[[B:.*]] = arith.muli %[[X]], %[[SZ]] : index
// CHECK-NEXT:    %[[O:.*]] = arith.addi %{{.*}}, %[[B]] : index
// CHECK-NEXT:    memref.view %[[A]][%[[O]]][] : memref<512xi8> to memref<8xf32>
func.func @two_dims() {
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) = (0, 0) to (16, 4) step (4, 1) {
    %t = memref.alloc() : memref<8xf32>
    scf.forall (%k) in (%c2) {
      "test.use"(%t) : (memref<8xf32>) -> ()
    }
  }
  return
}

// -----

// A nest of two static foralls (2 and 3 threads): the inner one's index
// first, the outer's times 3: 6 x 16 bytes, rounded up to 128.
// CHECK-LABEL: func.func @two_levels
// CHECK-NEXT:  %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:       scf.forall (%[[I:.*]]) in (2) {
// CHECK-NEXT:    scf.forall (%[[J:.*]]) in (3) {
// CHECK:           %[[M:.*]] = arith.muli %[[I]], %[[T:.*]] : index
// CHECK-NEXT:      %[[X:.*]] = arith.addi %[[J]], %[[M]] : index
// CHECK-NEXT:      %[[SZ:.*]] = arith.constant 16 : index
// CHECK-NEXT:      %[[B:.*]] = arith.muli %[[X]], %[[SZ]] : index
// CHECK-NEXT:      %[[O:.*]] = arith.addi %{{.*}}, %[[B]] : index
// CHECK-NEXT:      memref.view %[[A]][%[[O]]][] : memref<128xi8> to memref<4xf32>
func.func @two_levels() {
  %c5 = arith.constant 5 : index
  scf.forall (%i) in (2) {
    scf.forall (%j) in (3) {
      %t = memref.alloc() : memref<4xf32>
      scf.forall (%k) in (%c5) {
        "test.use"(%t) : (memref<4xf32>) -> ()
      }
    }
  }
  return
}

// -----

// The outer forall's bound is an argument: no hoisting, the buffer stays in
// the outer body's arena.
// CHECK-LABEL: func.func @dynamic_range
// CHECK-NEXT:  arith.constant
// CHECK-NEXT:  scf.forall
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         memref.view %[[B]]{{.*}} to memref<2xf32>
func.func @dynamic_range(%n: index) {
  %c4 = arith.constant 4 : index
  scf.forall (%i) in (%n) {
    %t = memref.alloc() : memref<2xf32>
    scf.forall (%j) in (%c4) {
      "test.use"(%t) : (memref<2xf32>) -> ()
    }
  }
  return
}

// -----

// An scf.for between two static foralls ends the nest: the size (3 threads
// x 16 bytes, rounded up to 64), the thread index and the scope all stop at
// the inner forall: the arena goes into the outer forall's body, one per
// outer thread (graph-compiler would put it at function level, sized for 3
// threads and indexed for 6).
// CHECK-LABEL: func.func @for_between
// CHECK-NEXT:  arith.constant
// CHECK-NEXT:  arith.constant
// CHECK-NEXT:  scf.forall (%{{.*}}) in (2) {
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         scf.for
// CHECK:           scf.forall (%[[J:.*]]) in (3) {
// CHECK:             %[[SZ:.*]] = arith.constant 16 : index
// CHECK-NEXT:        arith.muli %[[J]], %[[SZ]]
// CHECK-NEXT:        arith.addi
// CHECK-NEXT:        memref.view %[[A]]{{.*}} : memref<64xi8> to memref<4xf32>
func.func @for_between() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  scf.forall (%i) in (2) {
    scf.for %s = %c0 to %c5 step %c5 {
      scf.forall (%j) in (3) {
        %t = memref.alloc() : memref<4xf32>
        scf.forall (%k) in (%c5) {
          "test.use"(%t) : (memref<4xf32>) -> ()
        }
      }
    }
  }
  return
}
