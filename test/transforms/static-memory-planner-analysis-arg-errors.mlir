// static-memory-planner-analysis{arena-mode=arg}: the arena argument must
// exist and be a memref of i8; an unknown arena-mode is an error.
// RUN: bufopt %s --split-input-file --verify-diagnostics --static-memory-planner-analysis=arena-mode=arg
// RUN: not bufopt %s --split-input-file --static-memory-planner-analysis=arena-mode=heap 2>&1 | FileCheck %s --check-prefix=MODE
// MODE: error: 'func.func' op invalid arena-mode: 'heap' (must be 'allocate' or 'arg')

// expected-error @+1 {{arena-mode=arg requires at least one function argument}}
func.func @no_args() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// expected-error @+1 {{arena-mode=arg requires first argument to be memref<...xi8>}}
func.func @bad_arg(%arena: memref<8192xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// Nothing to plan: no check of the argument.
func.func @nothing(%x: f32) {
  return
}
