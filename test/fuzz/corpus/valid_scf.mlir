func.func @loop(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %c = arith.addf %acc, %acc : f32
    scf.yield %c : f32
  }
  return %r : f32
}
