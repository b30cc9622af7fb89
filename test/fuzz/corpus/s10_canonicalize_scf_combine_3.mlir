func.func @if_nested(%a: i1, %b: i1, %v: i32, %w: i32) -> i32 {
  %0 = scf.if %a -> i32 {
    scf.if %b {
      "t.run"() : () -> ()
    }
    scf.yield %v : i32
  } else {
    scf.yield %w : i32
  }
  return %0 : i32
}
