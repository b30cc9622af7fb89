func.func @for_bounds(%lb: i32, %i: i32) {
  scf.for %iv = %lb to %lb step %lb {
    %x = arith.addi %iv, %i : i32
  }
  return
}
