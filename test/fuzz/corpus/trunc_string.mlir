func.func @f() -> i32 {
  %0 = arith.constant "unterminated : i32
