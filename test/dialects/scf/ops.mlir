// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32, %arg5: i32) -> f32 {
// CHECK-NEXT:     scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       %4 = arith.addi %arg6, %arg6 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {
// CHECK-NEXT:       %4 = arith.addf %arg7, %arg7 : f32
// CHECK-NEXT:       scf.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3, %arg8 = %arg3) -> (f32, f32) {
// CHECK-NEXT:       scf.yield %arg8, %arg7 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg6 = %arg4 to %arg5 step %arg4  : i32 {
// CHECK-NEXT:       %4 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.for unsigned %arg6 = %arg4 to %arg5 step %arg4 iter_args(%arg7 = %arg3) -> (f32)  : i32 {
// CHECK-NEXT:       scf.yield %arg7 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     } {some_attr = 7 : i32}
// CHECK-NEXT:     %3 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %0) -> (f32) {
// CHECK-NEXT:       %4 = scf.for %arg8 = %arg0 to %arg1 step %arg2 iter_args(%arg9 = %arg7) -> (f32) {
// CHECK-NEXT:         scf.yield %arg9 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %3 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_ops(%arg0: i1, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:     } {marker}
// CHECK-NEXT:     %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:       scf.yield %arg1 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.if %arg0 -> (f32, index) {
// CHECK-NEXT:       scf.yield %arg1, %arg2 : f32, index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0, %arg2 : f32, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1#0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @while_ops(%arg0: i1, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:     %0 = scf.while (%arg3 = %arg1) : (f32) -> f32 {
// CHECK-NEXT:       scf.condition(%arg0) %arg3 : f32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: f32):
// CHECK-NEXT:       %3 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:       scf.yield %3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.while (%arg3 = %arg1, %arg4 = %arg2) : (f32, index) -> (f32, index) {
// CHECK-NEXT:       scf.condition(%arg0) %arg3, %arg4 : f32, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: f32, %arg4: index):
// CHECK-NEXT:       scf.yield %arg3, %arg4 : f32, index
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.while : () -> () {
// CHECK-NEXT:       scf.condition(%arg0)
// CHECK-NEXT:     } do {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.while (%arg3 = %arg2) : (index) -> f32 {
// CHECK-NEXT:       %true = arith.constant true
// CHECK-NEXT:       scf.condition(%true) {tag} %arg1 : f32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: f32):
// CHECK-NEXT:       scf.yield {tag} %arg2 : index
// CHECK-NEXT:     } attributes {loop_kind = "test"}
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @execute_region_ops(%arg0: f32, %arg1: i1) -> f32 {
// CHECK-NEXT:     %0 = scf.execute_region -> f32 {
// CHECK-NEXT:       scf.yield %arg0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.execute_region {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.execute_region -> (f32, i1) {
// CHECK-NEXT:       scf.yield %arg0, %arg1 : f32, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT:       cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       scf.yield %arg0 : f32
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       scf.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.execute_region {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     } {note = "x"}
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @index_switch_ops(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = scf.index_switch %arg0 -> f32
// CHECK-NEXT:     case 2 {
// CHECK-NEXT:       scf.yield %arg1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     case -5 {
// CHECK-NEXT:       %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %arg1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.index_switch %arg0
// CHECK-NEXT:     default {
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.index_switch %arg0
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     case 3 {
// CHECK-NEXT:       %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.index_switch %arg0 {tag} -> f32, index
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       scf.yield %arg1, %arg0 : f32, index
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %arg1, %arg0 : f32, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// scf.for, scf.if, scf.while, scf.execute_region, scf.index_switch and
// scf.yield / scf.condition in their custom forms, including the implicit
// terminators that the printer elides.

func.func @for_loops(%lb: index, %ub: index, %st: index, %init: f32, %i32lb: i32, %i32ub: i32) -> f32 {
  scf.for %i = %lb to %ub step %st {
    %x = arith.addi %i, %i : index
  }
  scf.for %i = %lb to %ub step %st {
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    %y = arith.addf %acc, %acc : f32
    scf.yield %y : f32
  }
  %r2:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %init, %b = %init) -> (f32, f32) {
    scf.yield %b, %a : f32, f32
  }
  scf.for %i = %i32lb to %i32ub step %i32lb : i32 {
    %z = arith.addi %i, %i : i32
  }
  %r3 = scf.for unsigned %i = %i32lb to %i32ub step %i32lb iter_args(%a = %init) -> (f32) : i32 {
    scf.yield %a : f32
  }
  scf.for %i = %lb to %ub step %st {
    scf.yield
  } {some_attr = 7 : i32}
  %r4 = scf.for %i = %lb to %ub step %st iter_args(%a = %r) -> (f32) {
    %inner = scf.for %j = %lb to %ub step %st iter_args(%b = %a) -> (f32) {
      scf.yield %b : f32
    }
    scf.yield %inner : f32
  }
  return %r4 : f32
}

func.func @if_ops(%c: i1, %f: f32, %i: index) -> f32 {
  scf.if %c {
    %z = arith.addf %f, %f : f32
  }
  scf.if %c {
    %z = arith.addf %f, %f : f32
  } else {
    %z = arith.mulf %f, %f : f32
  }
  scf.if %c {
    scf.yield
  } else {
    scf.yield
  }
  scf.if %c {
  } {marker}
  %r = scf.if %c -> (f32) {
    scf.yield %f : f32
  } else {
    %n = arith.addf %f, %f : f32
    scf.yield %n : f32
  }
  %r2:2 = scf.if %c -> (f32, index) {
    scf.yield %f, %i : f32, index
  } else {
    scf.yield %r, %i : f32, index
  }
  return %r2#0 : f32
}

func.func @while_ops(%c: i1, %f: f32, %i: index) -> f32 {
  %w = scf.while (%arg = %f) : (f32) -> f32 {
    scf.condition(%c) %arg : f32
  } do {
  ^bb0(%arg1: f32):
    %n = arith.addf %arg1, %arg1 : f32
    scf.yield %n : f32
  }
  %w2:2 = scf.while (%a = %f, %b = %i) : (f32, index) -> (f32, index) {
    scf.condition(%c) %a, %b : f32, index
  } do {
  ^bb0(%a1: f32, %b1: index):
    scf.yield %a1, %b1 : f32, index
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %w3 = scf.while (%a = %i) : (index) -> f32 {
    %t = arith.constant true
    scf.condition(%t) {tag} %f : f32
  } do {
  ^bb0(%x: f32):
    scf.yield {tag} %i : index
  } attributes {loop_kind = "test"}
  return %w : f32
}

func.func @execute_region_ops(%f: f32, %c: i1) -> f32 {
  %e = scf.execute_region -> f32 {
    scf.yield %f : f32
  }
  scf.execute_region {
    scf.yield
  }
  %e2:2 = scf.execute_region -> (f32, i1) {
    scf.yield %f, %c : f32, i1
  }
  %e3 = scf.execute_region -> f32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %f : f32
  ^bb2:
    scf.yield %e : f32
  }
  scf.execute_region {
    scf.yield
  } {note = "x"}
  return %e3 : f32
}

func.func @index_switch_ops(%i: index, %f: f32) -> f32 {
  %s = scf.index_switch %i -> f32
  case 2 {
    scf.yield %f : f32
  }
  case -5 {
    %n = arith.addf %f, %f : f32
    scf.yield %n : f32
  }
  default {
    scf.yield %f : f32
  }
  scf.index_switch %i
  default {
  }
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 3 {
    %x = arith.addf %f, %f : f32
    scf.yield
  }
  default {
    scf.yield
  }
  %s2:2 = scf.index_switch %i {tag} -> f32, index
  case 0 {
    scf.yield %f, %i : f32, index
  }
  default {
    scf.yield %f, %i : f32, index
  }
  return %s : f32
}
