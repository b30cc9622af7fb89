func.func @if_merge(%c: i1) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %a = "t.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %x = "t.x"() : () -> i32
    scf.yield %x : i32
  }
  %1 = scf.if %c -> i32 {
    %b = "t.b"(%0) : (i32) -> i32
    scf.yield %b : i32
  } else {
    %y = "t.y"(%0) : (i32) -> i32
    scf.yield %y : i32
  }
  return %0, %1 : i32, i32
}
