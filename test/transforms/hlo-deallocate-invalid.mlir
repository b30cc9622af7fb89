// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --hlo-deallocate --verify-diagnostics

// Reference case 17 (ref-hlo.md section 10): every error of upstream's
// deallocate_invalid.mlir, with its exact message and the op it is reported
// on (the first six functions and the three marked "Case 17" below); the
// rest are bufopt's own (multi-block functions, containers).

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

// -----

// Containers: only a buffer the block owns for sure (an `own`) may move
// into a memref of memrefs; an argument is the caller's.
func.func @store_argument(%c: memref<?xmemref<2xf32>>, %a: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{storing a buffer that this block does not own for sure into a memref of memrefs is not supported yet by hlo-deallocate}}
  memref.store %a, %c[%c0] : memref<?xmemref<2xf32>>
  return
}

// -----

// A call result's ownership is only known at run time.
func.func @store_call_result(%c: memref<?xmemref<2xf32>>) {
  %c0 = arith.constant 0 : index
  %a = func.call @make() : () -> memref<2xf32>
  // expected-error @+1 {{storing a buffer that this block does not own for sure into a memref of memrefs is not supported yet by hlo-deallocate}}
  memref.store %a, %c[%c0] : memref<?xmemref<2xf32>>
  return
}
func.func @make() -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  return %a : memref<2xf32>
}

// -----

// A borrowed element must not outlive its container's owner.
func.func @return_borrowed(%c: memref<?xmemref<2xf32>>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %e = memref.load %c[%c0] : memref<?xmemref<2xf32>>
  // expected-error @+1 {{yielding a buffer borrowed from a memref of memrefs is not supported yet by hlo-deallocate}}
  return %e : memref<2xf32>
}

// -----

// A store moves ownership like a free: across a loop boundary it needs an
// explicit iteration argument.
func.func @store_in_loop(%lb: index, %ub: index, %s: index, %c: memref<?xmemref<2xf32>>) {
  %a = memref.alloc() : memref<2xf32>
  // expected-error @+1 {{can't implicitly capture across loop boundaries; use an explicit iter arg instead}}
  scf.for %i = %lb to %ub step %s {
    memref.store %a, %c[%i] : memref<?xmemref<2xf32>>
  }
  return
}
// -----

// Case 17: the realloc branch yields nothing, so neither does the other.
func.func @released_nothing_yielded(%c: i1, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  // expected-error @+1 {{released value not yielded on other branch}}
  scf.if %c {
    %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
    "test.use"(%r) : (memref<?xf32>) -> ()
  } else {
    "test.use"(%a) : (memref<?xf32>) -> ()
  }
  return
}

// -----

// Case 17: two reallocs of one alloc at the top level.
// expected-error @+1 {{invalid realloc of memref}}
func.func @double_realloc_top_level(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  %s = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  "test.use"(%r, %s) : (memref<?xf32>, memref<?xf32>) -> ()
  return
}

// -----

// Case 17: a dealloc of an enclosing alloc in a while loop.
func.func @dealloc_across_while(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{can't implicitly capture across loop boundaries; use an explicit iter arg instead}}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    memref.dealloc %a : memref<4xf32>
    scf.yield
  }
  return
}
