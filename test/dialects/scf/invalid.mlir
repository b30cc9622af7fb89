// RUN: bufopt %s --split-input-file --verify-diagnostics

func.func @for_yield_type(%lb: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %f) -> (f32) {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @for_empty_yield(%lb: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %f) -> (f32) {
    // expected-note@+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @for_yield_count(%lb: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %f) -> (f32) {
    scf.yield %f, %f : f32, f32
  }
  return
}

// -----

func.func @for_iv_type(%lb: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_results(%lb: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %lb, %lb, %f) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @for_result_type(%lb: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'index'}}
  %r = "scf.for"(%lb, %lb, %lb, %f) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> (index)
  return
}

// -----

func.func @for_init_type(%lb: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'index'}}
  %r = "scf.for"(%lb, %lb, %lb, %f) ({
  ^bb0(%i: index, %a: index):
    scf.yield %a : index
  }) : (index, index, index, f32) -> (f32)
  return
}

// -----

func.func @for_two_blocks(%lb: index) {
  // expected-error@+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    cf.br ^bb1
  ^bb1:
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_no_block(%lb: index) {
  // expected-error@+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @if_no_else(%c: i1, %f: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %f: f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    // expected-note@+1 {{region branch point}}
    scf.yield %c : i1
  } else {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @if_yield_count(%c: i1, %f: f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> (f32) {
    // expected-note@+1 {{region branch point}}
    scf.yield %f, %f : f32, f32
  } else {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @if_yield_without_results(%c: i1, %f: f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.if %c {
    // expected-note@+1 {{region branch point}}
    scf.yield %f : f32
  }
  return
}

// -----

func.func @switch_duplicate(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_case_count(%i: index, %f: f32) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %r = scf.index_switch %i -> f32
  case 1 {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @switch_default_count(%i: index, %f: f32) {
  // expected-error@+2 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  // expected-note@+1 {{see yield operation here}}
  %r = scf.index_switch %i -> f32
  default {
  }
  return
}

// -----

func.func @switch_type(%i: index, %f: f32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %r = scf.index_switch %i -> f32
  case 1 {
    // expected-note@+1 {{case region #0 returns 'index' here}}
    scf.yield %i : index
  }
  default {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @switch_no_yield(%i: index, %f: f32) {
  // expected-error@+1 {{'scf.index_switch' op expected region to end with scf.yield, but got arith.addf}}
  scf.index_switch %i
  case 3 {
    %x = arith.addf %f, %f : f32
  }
  default {
  }
  return
}

// -----

func.func @switch_case_values(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @while_condition_to_parent(%i: index, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'index' should match successor input type #0 'f32'}}
  %r = scf.while (%a = %f) : (f32) -> f32 {
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %i : index
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_condition_to_after(%f: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'f32' should match successor input type #0 'index'}}
  %r = scf.while (%a = %f) : (f32) -> f32 {
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: index):
    scf.yield %f : f32
  }
  return
}

// -----

func.func @while_yield(%i: index, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'index' should match successor input type #0 'f32'}}
  %r = scf.while (%a = %f) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    // expected-note@+1 {{region branch point}}
    scf.yield %i : index
  }
  return
}

// -----

func.func @while_entry(%f: f32, %c: i1) {
  // expected-error@+2 {{'scf.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 2 inputs}}
  // expected-note@+1 {{region branch point}}
  %r = "scf.while"(%f) ({
  ^bb0(%b: f32, %d: f32):
    scf.condition(%c) %b : f32
  }, {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }) : (f32) -> (f32)
  return
}

// -----

func.func @while_before_terminator(%f: f32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  "scf.while"(%f) ({
  ^bb0(%x: f32):
    // expected-note@+1 {{terminator here}}
    scf.yield %x : f32
  }, {
  ^bb0(%x: f32):
    scf.yield %x : f32
  }) : (f32) -> ()
  return
}

// -----

func.func @while_after_terminator(%f: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  %r = "scf.while"(%f) ({
  ^bb0(%x: f32):
    scf.condition(%c) %x : f32
  }, {
  ^bb0(%x: f32):
    // expected-note@+1 {{terminator here}}
    scf.condition(%c) %x : f32
  }) : (f32) -> (f32)
  return
}

// -----

func.func @yield_parent() {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @execute_region_yield(%i: index) {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'index' should match successor input type #0 'f32'}}
  %r = scf.execute_region -> f32 {
    // expected-note@+1 {{region branch point}}
    scf.yield %i : index
  }
  return
}

// -----

func.func @execute_region_args() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  scf.execute_region {
  ^bb0(%x: index):
    scf.yield
  }
  return
}

// -----

func.func @parallel_results(%i: index, %f: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%x) = (%i) to (%i) step (%i) init (%f) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @parallel_reduce_type(%i: index, %f: f32) {
  %r = scf.parallel (%x) = (%i) to (%i) step (%i) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      scf.reduce.return %a : index
    }
  }
  return
}

// -----

func.func @parallel_bound_count(%i: index) {
  // expected-error@+1 {{expected 2 operands}}
  scf.parallel (%x, %y) = (%i) to (%i) step (%i) {
  }
  return
}

// -----

func.func @parallel_step(%i: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%x) = (%i) to (%i) step (%c0) {
  }
  return
}

// -----

func.func @forall_mapping() {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%x) in (4) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

func.func @forall_dynamic_count(%n: index) {
  // expected-error@+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}

// -----

func.func @forall_step_count() {
  // expected-error@+1 {{expected 1 step values, got 2}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 8>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : () -> ()
  return
}

// -----

func.func @forall_region_args() {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
  ^bb0(%i: index, %j: index):
    scf.forall.in_parallel {}
  }) : () -> ()
  return
}

// -----

func.func @forall_result_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<5xf32>)
  return
}

// -----

func.func @forall_arg_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @in_parallel_body() {
  scf.forall (%i) in (8) {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %x = arith.addi %i, %i : index
    }
  }
  return
}

// -----

func.func @forall_upper_count(%n: index) {
  // expected-error@+1 {{expected 1 upper bound values, got 2}}
  scf.forall (%i) in (%n, 4) {
  }
  return
}
