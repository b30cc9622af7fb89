// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --hlo-deallocate --verify-diagnostics

func.func @dealloc_across_loop(%lb: index, %ub: index, %s: index) {
  %a = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{can't implicitly capture across loop boundaries; use an explicit iter arg instead}}
  scf.for %i = %lb to %ub step %s {
    memref.dealloc %a : memref<4xf32>
  }
  return
}

// -----

func.func @realloc_across_loop(%lb: index, %ub: index, %s: index, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  // expected-error @+1 {{can't implicitly capture across loop boundaries}}
  scf.for %i = %lb to %ub step %s {
    %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
    "test.use"(%r) : (memref<?xf32>) -> ()
  }
  return
}

// -----

func.func @realloc_in_if_without_else(%c: i1, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  // expected-error @+1 {{cannot implicitly capture from an if without else}}
  scf.if %c {
    %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
    "test.use"(%r) : (memref<?xf32>) -> ()
  }
  return
}

// -----

func.func @released_not_yielded(%c: i1, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  // expected-error @+1 {{released value not yielded on other branch}}
  %x = scf.if %c -> memref<?xf32> {
    %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
    scf.yield %r : memref<?xf32>
  } else {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  "test.use"(%x) : (memref<?xf32>) -> ()
  return
}

// -----

func.func @realloc_of_argument(%arg: memref<?xf32>, %n: index) {
  // expected-error @+1 {{unable to find ownership indicator for operand}}
  %r = memref.realloc %arg(%n) : memref<?xf32> to memref<?xf32>
  "test.use"(%r) : (memref<?xf32>) -> ()
  return
}

// -----

// expected-error @+1 {{invalid realloc of memref}}
func.func @double_realloc(%c: i1, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %x = scf.if %c -> memref<?xf32> {
    %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
    scf.yield %r : memref<?xf32>
  } else {
    scf.yield %a : memref<?xf32>
  }
  %y = scf.if %c -> memref<?xf32> {
    %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
    scf.yield %r : memref<?xf32>
  } else {
    scf.yield %a : memref<?xf32>
  }
  "test.use"(%x, %y) : (memref<?xf32>, memref<?xf32>) -> ()
  return
}

// -----

func.func @multi_block(%c: i1) {
  // expected-error @-1 {{functions with more than one block are not supported by hlo-deallocate}}
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return
}
