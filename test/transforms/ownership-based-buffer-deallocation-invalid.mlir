// What ownership-based-buffer-deallocation rejects, with an error on the op
// (which names it), instead of guessing: input that frees memory already
// (upstream's own errors), a region that allocates but whose terminator
// cannot free (upstream leaks there), unregistered ops on memrefs
// (upstream's error), unstructured loops and cf.switch (upstream's errors).
// (Unranked memrefs are handled: ownership-based-buffer-deallocation-unranked.mlir.)
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics --ownership-based-buffer-deallocation
// RUN: not bufopt --allow-unregistered-dialect %s --split-input-file --ownership-based-buffer-deallocation 2>&1 | FileCheck %s --check-prefix=NAMES
// The first and the last two pieces are errors for mlir-opt too:
// RUN: head -n 20 %s | mlir-opt --verify-diagnostics --ownership-based-buffer-deallocation
// RUN: tail -n 27 %s | mlir-opt --split-input-file --verify-diagnostics --ownership-based-buffer-deallocation

func.func @already_freed() {
  %0 = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{memory free side-effect on MemRef value not supported!}}
  memref.dealloc %0 : memref<4xf32>
  return
}
// NAMES: error: 'memref.dealloc' op memory free side-effect on MemRef value not supported!

// -----

func.func @generic_on_buffers(%m: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<4xf32>) {
  ^bb0(%x: f32):
    %0 = memref.alloc() : memref<4xf32>
    // expected-error @+1 {{ownership-based-buffer-deallocation: this region allocates buffers but its terminator cannot free them}}
    linalg.yield %x : f32
  }
  return
}
// NAMES: error: 'linalg.yield' op ownership-based-buffer-deallocation: this region allocates buffers but its terminator cannot free them

// -----

func.func @unregistered(%m: memref<4xf32>) {
  // expected-error @+1 {{ops with unknown memory side effects are not supported}}
  "test.free"(%m) : (memref<4xf32>) -> ()
  return
}
// NAMES: error: 'test.free' op ops with unknown memory side effects are not supported

// -----

func.func @grows(%a: memref<4xf32>) -> memref<8xf32> {
  // expected-error @+1 {{memory free side-effect on MemRef value not supported!}}
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
  return %r : memref<8xf32>
}
// NAMES: error: 'memref.realloc' op memory free side-effect on MemRef value not supported!

// -----

func.func @already_lowered(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{No deallocation operations must be present when running this pass!}}
  bufferization.dealloc (%m : memref<4xf32>) if (%c)
  return
}
// NAMES: error: 'bufferization.dealloc' op No deallocation operations must be present when running this pass!


// -----

// expected-error @+1 {{Only structured control-flow loops are supported.}}
func.func @cf_loop(%c: i1) {
  cf.br ^bb1
^bb1:
  %0 = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}
// NAMES: error: 'func.func' op Only structured control-flow loops are supported.

// -----

func.func @switch(%i: i32, %m: memref<4xf32>) {
  // expected-error @+1 {{Terminators with more than one successor are not supported!}}
  cf.switch %i : i32, [
    default: ^bb1(%m : memref<4xf32>),
    0: ^bb1(%m : memref<4xf32>)
  ]
^bb1(%x: memref<4xf32>):
  return
}
// NAMES: error: 'cf.switch' op Terminators with more than one successor are not supported!
