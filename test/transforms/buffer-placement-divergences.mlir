// Where bufopt's placement passes deliberately differ from mlir-opt 22:
// upstream would build invalid IR or wrong code there, or recognise an op
// by name.  bufopt keeps the IR as it is; its output is valid for mlir-opt.
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --optimize-allocation-liveness | FileCheck %s --check-prefix=LIVE
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --optimize-allocation-liveness | mlir-opt --split-input-file > /dev/null
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --promote-buffers-to-stack | FileCheck %s --check-prefix=PROMOTE
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --buffer-loop-hoisting | FileCheck %s --check-prefix=HOIST
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --buffer-hoisting | FileCheck %s --check-prefix=HOIST

// The only free of %c is a realloc whose result is used later: upstream
// moves the realloc after that use (operand does not dominate its use).
// LIVE-LABEL: func.func @realloc_not_moved
// LIVE: %[[C:.*]] = bufferization.clone
// LIVE-NEXT: memref.load %[[C]]
// LIVE-NEXT: %[[R:.*]] = memref.realloc %[[C]]
// LIVE-NEXT: memref.load %[[R]]
// LIVE-NEXT: memref.dealloc %[[R]]
// PROMOTE-LABEL: func.func @realloc_not_moved
// PROMOTE: memref.alloca() : memref<4xf32>
func.func @realloc_not_moved(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %b = memref.alloca() : memref<4xf32>
  memref.store %v, %b[%c0] : memref<4xf32>
  %c = bufferization.clone %b : memref<4xf32> to memref<4xf32>
  %y = memref.load %c[%c0] : memref<4xf32>
  %r = memref.realloc %c : memref<4xf32> to memref<8xf32>
  %z = memref.load %r[%c0] : memref<8xf32>
  %s = arith.addf %y, %z : f32
  memref.dealloc %r : memref<8xf32>
  return %s : f32
}

// -----

// A buffer used past the end of its block (through a branch): upstream's
// pass has no position for the free; bufopt leaves it.
// LIVE-LABEL: func.func @used_in_successor
// LIVE: "test.other"
// LIVE-NEXT: memref.dealloc
// LIVE-NEXT: cf.br ^bb1(%[[A:.*]] : memref<4xf32>)
// LIVE-NEXT: ^bb1
func.func @used_in_successor(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  "test.other"() : () -> ()
  memref.dealloc %a : memref<4xf32>
  cf.br ^bb1(%a : memref<4xf32>)
^bb1(%x: memref<4xf32>):
  %y = memref.load %x[%c0] : memref<4xf32>
  return %y : f32
}

// -----

// A buffer freed by bufferization.dealloc: upstream turns it into an
// alloca which the dealloc would then free; bufopt keeps it on the heap.
// PROMOTE-LABEL: func.func @freed_by_dealloc_op
// PROMOTE: memref.alloc() : memref<4xf32>
func.func @freed_by_dealloc_op(%p: i1) {
  %a = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%a : memref<4xf32>) if (%p)
  return
}

// -----

// A buffer freed in the loop that allocates it: upstream hoists the alloc
// out of the loop and leaves the dealloc in it (freed on every iteration).
// bufopt does not move buffers that are freed (the conditional's buffer
// stays with its dealloc too).
// HOIST-LABEL: func.func @freed_in_loop
// HOIST: scf.for
// HOIST-NEXT: memref.alloc
// HOIST-NEXT: memref.store
// HOIST-NEXT: memref.dealloc
// HOIST: scf.if
// HOIST-NEXT: memref.alloc
func.func @freed_in_loop(%n: index, %p: i1, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xf32>
    memref.store %v, %a[%c0] : memref<4xf32>
    memref.dealloc %a : memref<4xf32>
  }
  %r = scf.if %p -> f32 {
    %a = memref.alloc() : memref<4xf32>
    %m = memref.cast %a : memref<4xf32> to memref<?xf32>
    memref.store %v, %a[%c0] : memref<4xf32>
    memref.dealloc %a : memref<4xf32>
    scf.yield %v : f32
  } else {
    scf.yield %v : f32
  }
  return %r : f32
}

// -----

// The last use is the terminator (a use after free in the input): upstream
// moves the free behind the return; bufopt leaves it.
// LIVE-LABEL: func.func @last_use_is_terminator
// LIVE: memref.dealloc
// LIVE-NEXT: return
func.func @last_use_is_terminator(%v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %a : memref<4xf32>
}

// -----

// The buffer is freed through the join block's argument, on the path that
// allocated it: upstream moves the allocation to the entry block, where
// the other path allocates it too and never frees it.
// HOIST-LABEL: func.func @freed_through_branch
// HOIST: ^bb1:
// HOIST-NEXT: memref.alloc
func.func @freed_through_branch(%p: i1, %a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  cf.cond_br %p, ^bb1, ^bb2(%a : memref<4xf32>)
^bb1:
  %t = memref.alloc() : memref<4xf32>
  cf.br ^bb2(%t : memref<4xf32>)
^bb2(%m: memref<4xf32>):
  %x = memref.load %m[%c0] : memref<4xf32>
  cf.cond_br %p, ^bb3, ^bb4
^bb3:
  memref.dealloc %m : memref<4xf32>
  cf.br ^bb4
^bb4:
  return %x : f32
}

// -----

// Freed through a cast: upstream promotes the buffer and the dealloc then
// frees a stack buffer; bufopt keeps it on the heap.
// PROMOTE-LABEL: func.func @freed_through_view
// PROMOTE: memref.alloc() : memref<4xf32>
func.func @freed_through_view(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return
}
