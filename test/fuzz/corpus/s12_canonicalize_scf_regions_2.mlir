func.func @while_same_args(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    scf.yield %s, %s : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @while_different_yields(%a: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    scf.yield %s, %p : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
