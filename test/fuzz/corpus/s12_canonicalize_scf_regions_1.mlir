func.func @multi(%c: i1, %a: i32, %b: i32) -> i32 {
  "test.before"() : () -> ()
  %v = scf.execute_region -> i32 {
    cf.cond_br %c, ^t, ^f
  ^t:
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  ^f:
    scf.yield %b : i32
  }
  %w = arith.muli %v, %v : i32
  "test.after"(%w) : (i32) -> ()
  return %w : i32
}

func.func @keep_no_inline(%c: i1, %a: i32) -> i32 {
  %v = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^t, ^f
  ^t:
    scf.yield %a : i32
  ^f:
    %z = "test.zero"() : () -> i32
    scf.yield %z : i32
  }
  return %v : i32
}

func.func @keep_in_loop(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.execute_region {
      cf.cond_br %c, ^t, ^f
    ^t:
      "test.t"() : () -> ()
      scf.yield
    ^f:
      "test.f"() : () -> ()
      scf.yield
    }
  }
  return
}
