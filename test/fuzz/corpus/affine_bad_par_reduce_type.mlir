func.func @par_reduce_type() {
  %0 = affine.parallel (%i) = (0) to (10) reduce ("addf") -> i32 {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  return
}
