// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// scf.forall's device mapping: #gpu.mask entries do not count towards the
// loop rank, and one at most is allowed.

func.func @two_masks(%n: index) {
  // expected-error@+1 {{'scf.forall' op "mapping" supports at most one device masking attribute}}
  scf.forall (%i, %j) in (%n, %n) {
  } {mapping = [#gpu.mask<0x3>, #gpu.block<y>, #gpu.block<x>, #gpu.mask<0x1>]}
  return
}

// -----

// A mask does not stand for a loop: two loops need two mapping entries.
func.func @mask_is_not_a_dim(%n: index) {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i, %j) in (%n, %n) {
  } {mapping = [#gpu.thread<x>, #gpu.mask<0x1>]}
  return
}

// -----

// One mask next to one loop's mapping is valid (no diagnostic).
func.func @one_mask(%n: index) {
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<x>, #gpu.mask<0x1>]}
  return
}
