// merge-alloc's keep-peak mode (the default): one arena per live cluster,
// placed before its first allocation, kept only where the function's
// modelled heap peak does not rise (docs/merge-alloc.md).  OFF is
// keep-peak=false (one arena per scope at its top).  Every output is also
// read back by mlir-opt.
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --merge-alloc | FileCheck %s
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --merge-alloc=keep-peak=false | FileCheck %s --check-prefix=OFF
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --merge-alloc | mlir-opt --split-input-file --allow-unregistered-dialect > /dev/null
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --merge-alloc=pack-small=false | FileCheck %s --check-prefix=NOPACK

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

// Two 16-byte buffers live together.  pack-small (the default): each is
// aligned to 16 inside the arena (it stays within one 64-byte line), so the
// arena takes the 32 bytes they take.  pack-small=false: 64-byte slots, an
// arena of 80 bytes, more than they hold: they stay plain allocations.
// CHECK-LABEL: func.func @small_overlap
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<32xi8>
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: memref.view %[[A]]
// CHECK-NEXT: arith.constant 16 : index
// CHECK-NEXT: memref.view %[[A]]
// CHECK-NOT: memref.alloc
// NOPACK-LABEL: func.func @small_overlap
// NOPACK-NOT: memref.view
// NOPACK-COUNT-2: memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOPACK-NOT: memref.view
// NOPACK: return
// OFF-LABEL: func.func @small_overlap
// OFF-NEXT: memref.alloc() {alignment = 64 : i64} : memref<32xi8>
func.func @small_overlap() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  "test.op"(%a) : (memref<4xf32>) -> ()
  "test.op"(%b) : (memref<4xf32>) -> ()
  return
}


// -----

// Three 12-byte buffers live together: 16-byte slots would take 44 bytes;
// with element alignment they take 36 and every one is still within one
// 64-byte line, so that plan is kept.
// CHECK-LABEL: func.func @twelve
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<36xi8>
// CHECK-COUNT-3: memref.view %[[A]]
// CHECK-NOT: memref.alloc
func.func @twelve() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
  %c = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
  "test.op"(%a, %b, %c) : (memref<3xf32>, memref<3xf32>, memref<3xf32>) -> ()
  return
}


// -----

// Two 72-byte buffers live together: 64-byte slots would take 200 bytes;
// at offsets 0 and 72 each touches two 64-byte lines, as many as an aligned
// one does, so the arena is 144 bytes, what they hold.
// CHECK-LABEL: func.func @two_lines
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<144xi8>
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: memref.view %[[A]]
// CHECK-NEXT: arith.constant 72 : index
// CHECK-NEXT: memref.view %[[A]]
// NOPACK-LABEL: func.func @two_lines
// NOPACK-NOT: memref.view
// NOPACK: return
func.func @two_lines() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<18xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<18xf32>
  "test.op"(%a, %b) : (memref<18xf32>, memref<18xf32>) -> ()
  return
}


// -----

// Two 48-byte buffers live together: at offset 48 the second would cross a
// 64-byte line it fits in, so under the line rule it goes to 64 and the
// arena (112 bytes) is larger than what they hold (96), the function's
// peak.  Rather than drop the merge, the rule is given up for this arena:
// at malloc's 16-byte alignment the second goes to 48 (96 bytes).
// CHECK-LABEL: func.func @line_rule
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<96xi8>
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: memref.view %[[A]]
// CHECK-NEXT: arith.constant 48 : index
// CHECK-NEXT: memref.view %[[A]]
// OFF-LABEL: func.func @line_rule
// OFF-NEXT: memref.alloc() {alignment = 64 : i64} : memref<112xi8>
func.func @line_rule() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<12xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<12xf32>
  "test.op"(%a, %b) : (memref<12xf32>, memref<12xf32>) -> ()
  return
}


// -----

// A buffer with a memref.assume_alignment user keeps its 64-byte slot: %c
// goes to offset 0, the others pack above it.
// CHECK-LABEL: func.func @assumed
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<48xi8>
// CHECK-NEXT: arith.constant 16 : index
// CHECK-NEXT: memref.view %[[A]]
// CHECK-NEXT: arith.constant 32 : index
// CHECK-NEXT: memref.view %[[A]]
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: %[[C:.*]] = memref.view %[[A]]
// CHECK-NEXT: memref.assume_alignment %[[C]], 64
func.func @assumed() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  %c = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  %d = memref.assume_alignment %c, 64 : memref<4xf32>
  "test.op"(%a, %b, %d) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}


// -----

// ... but not when a call to a function that allocates stands between
// them: the callee's bytes are not known, and the arena would be held on
// top of them.
// CHECK-LABEL: func.func @disjoint_call
// CHECK-NOT: memref.view
// CHECK: return
func.func @alloc_inside() {
  %t = memref.alloc() : memref<1024xf32>
  "test.op"(%t) : (memref<1024xf32>) -> ()
  memref.dealloc %t : memref<1024xf32>
  return
}
func.func @disjoint_call() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%a) : (memref<4xf32>) -> ()
  func.call @alloc_inside() : () -> ()
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%b) : (memref<4xf32>) -> ()
  return
}


// -----

// A call to a function that allocates nothing (a declaration returning no
// buffer, or a body without allocations and calls that do) is no obstacle.
// CHECK-LABEL: func.func @disjoint_quiet_calls
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xi8>
// CHECK-COUNT-2: memref.view %[[A]]
// CHECK-NOT: memref.alloc
func.func private @ext(memref<4xf32>)
func.func @quiet(%m: memref<4xf32>) {
  func.call @ext(%m) : (memref<4xf32>) -> ()
  return
}
func.func @disjoint_quiet_calls() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%a) : (memref<4xf32>) -> ()
  func.call @quiet(%a) : (memref<4xf32>) -> ()
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%b) : (memref<4xf32>) -> ()
  func.call @ext(%b) : (memref<4xf32>) -> ()
  return
}


// -----

// A callee returning a buffer of static size: once the deallocation
// passes have run, the caller owns the result (the callee's allocation or
// a clone of what it returns), freed at the end of the call's block.  Its
// 16 bytes count in the profile from the call on: the arena of %a and %b
// (16 bytes) held across the call keeps the peak (the result and %b, 32).
// (Before, the result's bytes were unknown to the end: no arena.)
// CHECK-LABEL: func.func @disjoint_returning_call
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xi8>
// CHECK-COUNT-2: memref.view %[[A]]
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @same(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}
func.func @disjoint_returning_call(%x: memref<4xf32>) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%a) : (memref<4xf32>) -> ()
  %r = func.call @same(%x) : (memref<4xf32>) -> memref<4xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%b, %r) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}


// -----

// The same with a callee whose own allocation is what it returns (only
// read and written in place, then returned): its bytes are the result's.
// CHECK-LABEL: func.func @disjoint_fresh_call
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xi8>
// CHECK-COUNT-2: memref.view %[[A]]
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @fresh(%v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %n = memref.alloc() : memref<4xf32>
  memref.store %v, %n[%c0] : memref<4xf32>
  return %n : memref<4xf32>
}
func.func @disjoint_fresh_call(%v: f32) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%a) : (memref<4xf32>) -> ()
  %r = func.call @fresh(%v) : (f32) -> memref<4xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%b, %r) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}


// -----

// ... but not across a call whose callee also allocates a temporary of
// its own (bytes at the call the model does not count), nor one returning
// a buffer of dynamic size (unknown bytes to the end).
// CHECK-LABEL: func.func @disjoint_temp_call
// CHECK-NOT: memref.view
// CHECK-LABEL: func.func @disjoint_dynamic_call
// CHECK-NOT: memref.view
// CHECK: return
func.func @temp(%m: memref<4xf32>) -> memref<4xf32> {
  %t = memref.alloc() : memref<4xf32>
  "test.op"(%t, %m) : (memref<4xf32>, memref<4xf32>) -> ()
  return %m : memref<4xf32>
}
func.func @disjoint_temp_call(%x: memref<4xf32>) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%a) : (memref<4xf32>) -> ()
  %r = func.call @temp(%x) : (memref<4xf32>) -> memref<4xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%b, %r) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
func.func @dyn(%m: memref<?xf32>) -> memref<?xf32> {
  return %m : memref<?xf32>
}
func.func @disjoint_dynamic_call(%x: memref<?xf32>) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%a) : (memref<4xf32>) -> ()
  %r = func.call @dyn(%x) : (memref<?xf32>) -> memref<?xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%b, %r) : (memref<4xf32>, memref<?xf32>) -> ()
  return
}


// A buffer of constant dynamic size (memref.alloc(%c8)) counts in the
// profile: merging %a and %b (arena 32 bytes from %a on) keeps the peak of
// 64 bytes (%a, %d and %b, 16 + 32 + 16).
// CHECK-LABEL: func.func @constant_dynamic
// CHECK-NEXT: arith.constant 8 : index
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<32xi8>
// CHECK: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NOT: memref.alloc
func.func @constant_dynamic() {
  %c8 = arith.constant 8 : index
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%a) : (memref<4xf32>) -> ()
  %d = memref.alloc(%c8) : memref<?xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.op"(%a, %d, %b) : (memref<4xf32>, memref<?xf32>, memref<4xf32>) -> ()
  memref.dealloc %d : memref<?xf32>
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


// -----

// One buffer allocated in a loop: its arena, before the loop, is allocated
// once instead of once per iteration.
// CHECK-LABEL: func.func @loop_single
// CHECK:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xi8>
// CHECK-NEXT: scf.for
// CHECK-NEXT:   arith.constant 0 : index
// CHECK-NEXT:   memref.view %[[A]]
// OFF-LABEL: func.func @loop_single
// OFF-NEXT:  memref.alloc() {alignment = 64 : i64} : memref<16xi8>
func.func @loop_single(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    "test.op"(%a) : (memref<4xf32>) -> ()
  }
  return
}


// -----

// ... but not in a function with a buffer carried by a loop: the
// deallocation passes would free the arena only at the end, with the
// carried buffers, through run-time alias checks that allocate.
// CHECK-LABEL: func.func @loop_single_carried
// CHECK-NOT:  memref.view
// CHECK:      return
func.func @loop_single_carried(%n: index, %x: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    "test.op"(%a) : (memref<4xf32>) -> ()
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %x) -> (memref<4xf32>) {
    %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    "test.op"(%it, %b) : (memref<4xf32>, memref<4xf32>) -> ()
    scf.yield %b : memref<4xf32>
  }
  "test.op"(%r) : (memref<4xf32>) -> ()
  return
}


// -----

// One buffer in an scf.if gains nothing from an arena: it stays.
// CHECK-LABEL: func.func @if_single
// CHECK-NOT:  memref.view
// CHECK:      memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NOT:  memref.view
// OFF-LABEL: func.func @if_single
// OFF-NOT:   memref.view
func.func @if_single(%c: i1) {
  scf.if %c {
    %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    "test.op"(%b) : (memref<4xf32>) -> ()
  }
  return
}


// -----

// An allocation's own alignment below the option's (16 here, not One-Shot's
// 64) is kept: three 12-byte buffers at 0, 16 and 32 (44 bytes, more than
// the 36 they hold: keep-peak leaves them), not 0, 12 and 24.
// CHECK-LABEL: func.func @own_alignment
// CHECK-NOT: memref.view
// CHECK: return
// OFF-LABEL: func.func @own_alignment
// OFF-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<44xi8>
// OFF-NOT: arith.constant 12 : index
// OFF-NOT: arith.constant 24 : index
// OFF: return
func.func @own_alignment() {
  %a = memref.alloc() {alignment = 16 : i64} : memref<3xf32>
  %b = memref.alloc() {alignment = 16 : i64} : memref<3xf32>
  %c = memref.alloc() {alignment = 16 : i64} : memref<3xf32>
  "test.op"(%a, %b, %c) : (memref<3xf32>, memref<3xf32>, memref<3xf32>) -> ()
  return
}


// -----

// 100 + 36 bytes live together (conv2d's pair): under the line rule 164
// bytes, at 16-byte alignment 148 (the second at 112); only the element's
// alignment gives what they hold, 136, the peak: the second at 100.
// CHECK-LABEL: func.func @line_rule_element
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<136xi8>
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: memref.view %[[A]]{{.*}} to memref<25xf32>
// CHECK-NEXT: arith.constant 100 : index
// CHECK-NEXT: memref.view %[[A]]{{.*}} to memref<9xf32>
// NOPACK-LABEL: func.func @line_rule_element
// NOPACK-NOT: memref.view
// NOPACK: return
func.func @line_rule_element() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<25xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<9xf32>
  "test.op"(%a, %b) : (memref<25xf32>, memref<9xf32>) -> ()
  return
}

// -----

// Three buffers live together (24 + 48 + 96 bytes, the peak), but %a lives
// on next to a buffer of dynamic size, whose bytes the model cannot count:
// an arena of all three would be held there.  Without %a (the buffer whose
// occupancy ends last) the other two make an arena of 144 bytes held only
// while they are (concat_multi's case); %a stays a plain allocation.
// CHECK-LABEL: func.func @peel_last
// CHECK-NEXT: %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK-NEXT: "test.op"(%[[P]])
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<144xi8>
// CHECK-NEXT: arith.constant 96 : index
// CHECK-NEXT: memref.view %[[A]]{{.*}} to memref<12xf32>
// CHECK: arith.constant 0 : index
// CHECK-NEXT: memref.view %[[A]]{{.*}} to memref<24xf32>
// CHECK: memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NOT: memref.view
// CHECK: return
func.func @peel_last(%n: index) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
  "test.op"(%a) : (memref<6xf32>) -> ()
  %b = memref.alloc() {alignment = 64 : i64} : memref<12xf32>
  "test.op"(%a, %b) : (memref<6xf32>, memref<12xf32>) -> ()
  %c = memref.alloc() {alignment = 64 : i64} : memref<24xf32>
  "test.op"(%a, %b, %c) : (memref<6xf32>, memref<12xf32>, memref<24xf32>) -> ()
  %d = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  "test.op"(%a, %d) : (memref<6xf32>, memref<?xf32>) -> ()
  memref.dealloc %d : memref<?xf32>
  return
}

// -----

// The mirror image: %a is allocated while a dynamic-size buffer is held,
// and %c outlives the others.  Without %c, %a's arena would still be held
// next to the dynamic buffer; without %a (the buffer whose occupancy
// begins first) %b and %c make the arena.
// CHECK-LABEL: func.func @peel_first
// CHECK: %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<144xi8>
// CHECK-NOT: memref.alloc
// CHECK: "test.op"(%[[P]], %{{.*}}, %{{.*}})
// CHECK: return
func.func @peel_first(%n: index) {
  %d = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  %a = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
  "test.op"(%a, %d) : (memref<6xf32>, memref<?xf32>) -> ()
  memref.dealloc %d : memref<?xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<12xf32>
  "test.op"(%a, %b) : (memref<6xf32>, memref<12xf32>) -> ()
  %c = memref.alloc() {alignment = 64 : i64} : memref<24xf32>
  "test.op"(%a, %b, %c) : (memref<6xf32>, memref<12xf32>, memref<24xf32>) -> ()
  "test.op"(%b, %c) : (memref<12xf32>, memref<24xf32>) -> ()
  "test.op"(%c) : (memref<24xf32>) -> ()
  return
}

// -----

// A buffer of dynamic size is held around two time-disjoint 8-byte
// buffers.  Its bytes are unknown but the same at every tick between its
// allocation and its free (no call, no other allocation of unknown size
// there), so an arena of 8 bytes held from %a to %b, also at
// "test.between" where neither is, keeps the heap within what the
// unmerged program reaches (the dynamic buffer and one of the two):
// seq_loop_append's and seq_return_loop's case.
// CHECK-LABEL: func.func @held_dynamic
// CHECK:      memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xi8>
// CHECK:      memref.view %[[A]]
// CHECK:      "test.between"
// CHECK:      memref.view %[[A]]
// CHECK-NOT:  memref.alloc()
// CHECK:      return
func.func @held_dynamic(%n: index) {
  %d = memref.alloc(%n) : memref<?xf32>
  "test.op"(%d) : (memref<?xf32>) -> ()
  %a = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
  "test.op"(%a) : (memref<2xf32>) -> ()
  "test.op"(%a) : (memref<2xf32>) -> ()
  "test.between"() : () -> ()
  %b = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
  "test.op"(%b) : (memref<2xf32>) -> ()
  "test.op"(%d) : (memref<?xf32>) -> ()
  memref.dealloc %d : memref<?xf32>
  return
}

// -----

// The same, but another buffer of dynamic size comes and goes between %a
// and %b: the unknown bytes change there, so the arena may hold no more
// than %a and %b do (nothing in the gap): no arena.
// CHECK-LABEL: func.func @changes_between
// CHECK-NOT:  memref.view
// CHECK:      return
func.func @changes_between(%n: index) {
  %d = memref.alloc(%n) : memref<?xf32>
  "test.op"(%d) : (memref<?xf32>) -> ()
  %a = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
  "test.op"(%a) : (memref<2xf32>) -> ()
  %e = memref.alloc(%n) : memref<?xf32>
  "test.op"(%e) : (memref<?xf32>) -> ()
  memref.dealloc %e : memref<?xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
  "test.op"(%b) : (memref<2xf32>) -> ()
  "test.op"(%d) : (memref<?xf32>) -> ()
  memref.dealloc %d : memref<?xf32>
  return
}

// -----

// Calls of a callee that allocates (cf_loop's case): @step holds at most
// 32 bytes at once, path by path (^left: its result; ^right: a temporary
// and the result it fills; at the return the result and a clone the
// deallocation passes may make), 16 besides the 16-byte result the caller
// counts.  So each call tick is bounded, and the caller's three 16-byte
// buffers (each held to the end: passed to a call returning a buffer)
// share one 48-byte arena: at the second call the heap is at most
// 64 - 32 + 48 + 16 = 96 bytes, the peak reached at the end.
// CHECK-LABEL: func.func @calls
// CHECK:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<48xi8>
// CHECK:      memref.view %[[A]]
// CHECK:      call @step
// CHECK:      memref.view %[[A]]
// CHECK:      call @step
// CHECK:      memref.view %[[A]]
// CHECK:      call @step
func.func @step(%c: i1, %t: memref<4xi32>) -> memref<4xi32> {
  cf.cond_br %c, ^left, ^right
^left:
  %x = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
  memref.copy %t, %x : memref<4xi32> to memref<4xi32>
  cf.br ^join(%x : memref<4xi32>)
^right:
  %y = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
  memref.copy %t, %y : memref<4xi32> to memref<4xi32>
  %z = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
  memref.copy %y, %z : memref<4xi32> to memref<4xi32>
  cf.br ^join(%z : memref<4xi32>)
^join(%r: memref<4xi32>):
  return %r : memref<4xi32>
}
func.func @calls(%g: memref<4xi32>) {
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
  memref.copy %g, %a : memref<4xi32> to memref<4xi32>
  %1 = call @step(%t, %a) : (i1, memref<4xi32>) -> memref<4xi32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
  memref.copy %1, %b : memref<4xi32> to memref<4xi32>
  %2 = call @step(%f, %b) : (i1, memref<4xi32>) -> memref<4xi32>
  %c = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
  memref.copy %1, %c : memref<4xi32> to memref<4xi32>
  %3 = call @step(%t, %c) : (i1, memref<4xi32>) -> memref<4xi32>
  "test.use"(%1, %2, %3) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
  return
}

// -----

// The same with a 32-byte temporary more in ^right: the callee may hold
// 32 bytes besides its result, the arena would raise the peak at the
// second call: no arena.
// CHECK-LABEL: func.func @calls_big
// CHECK-NOT:  memref.view
// CHECK:      return
func.func @step_big(%c: i1, %t: memref<4xi32>) -> memref<4xi32> {
  cf.cond_br %c, ^left, ^right
^left:
  %x = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
  memref.copy %t, %x : memref<4xi32> to memref<4xi32>
  cf.br ^join(%x : memref<4xi32>)
^right:
  %y = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
  %w = memref.alloc() {alignment = 64 : i64} : memref<8xi32>
  %m = arith.constant 7 : i32
  linalg.fill ins(%m : i32) outs(%w : memref<8xi32>)
  memref.copy %t, %y : memref<4xi32> to memref<4xi32>
  %z = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
  memref.copy %y, %z : memref<4xi32> to memref<4xi32>
  cf.br ^join(%z : memref<4xi32>)
^join(%r: memref<4xi32>):
  return %r : memref<4xi32>
}
func.func @calls_big(%g: memref<4xi32>) {
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
  memref.copy %g, %a : memref<4xi32> to memref<4xi32>
  %1 = call @step_big(%t, %a) : (i1, memref<4xi32>) -> memref<4xi32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
  memref.copy %1, %b : memref<4xi32> to memref<4xi32>
  %2 = call @step_big(%f, %b) : (i1, memref<4xi32>) -> memref<4xi32>
  %c = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
  memref.copy %1, %c : memref<4xi32> to memref<4xi32>
  %3 = call @step_big(%t, %c) : (i1, memref<4xi32>) -> memref<4xi32>
  "test.use"(%1, %2, %3) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
  return
}
