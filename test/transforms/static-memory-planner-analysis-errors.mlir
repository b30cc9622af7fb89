// static-memory-planner-analysis: its diagnostics, word for word.
// RUN: bufopt %s --split-input-file --verify-diagnostics --static-memory-planner-analysis

// expected-error @+1 {{static-memory-planner does not support functions with memref return types}}
func.func @returns() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}

// -----

func.func @no_dealloc() {
  // expected-error @+1 {{no dealloc found; run the deallocation pipeline before this pass}}
  %a = memref.alloc() : memref<4xf32>
  // the walk stopped: no second error
  %b = memref.alloc() : memref<4xf32>
  return
}

// -----

func.func @cfg(%c: i1) {
  // expected-error @+1 {{unstructured control flow is not supported}}
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %a : memref<4xf32>
  return
^bb2:
  memref.dealloc %a : memref<4xf32>
  return
}
