// --mlir-print-value-users: the same comments as mlir-opt 22, in custom and
// generic form: users in use-list order (latest use first), each user once,
// `// id:` for ops without results (they take a number), `// unused`,
// bracketed lists for several results, block arguments at the block's top.
// RUN: bufopt --allow-unregistered-dialect --mlir-print-value-users %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-value-users %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --mlir-print-value-users --mlir-print-op-generic %s | FileCheck --check-prefix=GEN %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-value-users --mlir-print-op-generic %s | FileCheck --check-prefix=GEN %s

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i1, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   // %arg0 is used by %3
// CHECK-NEXT:   // %arg1 is used by %5#0, %5#1
// CHECK-NEXT:   // %arg2 is unused
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32 // users: %10, %10, %3
// CHECK-NEXT:   %3 = arith.addi %arg0, %c1_i32 : i32 // users: %10, %4
// CHECK-NEXT:   %4 = arith.muli %3, %3 : i32 // users: %11, %10
// CHECK-NEXT:   %5:2 = scf.if %arg1 -> (i32, i32) {
// CHECK-NEXT:     %10 = arith.addi %4, %c1_i32 : i32 // user: %11
// CHECK-NEXT:     scf.yield %10, %4 : i32, i32 // id: %11
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %3, %c1_i32 : i32, i32 // id: %10
// CHECK-NEXT:   } // users: (%9, %6), (%6)
// CHECK-NEXT:   %6 = arith.addi %5#0, %5#1 : i32 // user: %7
// CHECK-NEXT:   %c5_i32 = arith.constant 5 : i32 // unused
// CHECK-NEXT:   cf.br ^bb1(%6 : i32) // id: %7
// CHECK-NEXT: ^bb1(%8: i32):  // pred: ^bb0
// CHECK-NEXT:   // %8 is used by %9
// CHECK-NEXT:   return %8, %5#0 : i32, i32 // id: %9
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @g()
// CHECK-NEXT: func.func @h(%arg0: i32) -> i32 {
// CHECK-NEXT:   // %arg0 is used by %3#0, %3#1
// CHECK-NEXT:   %3:2 = "test.two"(%arg0) : (i32) -> (i32, i32) // users: (%4), (unused)
// CHECK-NEXT:   %4 = "test.pair"(%3#0, %3#0) : (i32, i32) -> i32 // user: %5
// CHECK-NEXT:   return %4 : i32 // id: %5
// CHECK-NEXT: }

// GEN-LABEL: "func.func"() <{function_type = (i32, i1, i32) -> (i32, i32), sym_name = "f"}> ({
// GEN-NEXT: ^bb0(%arg1: i32, %arg2: i1, %arg3: i32):
// GEN-NEXT:   // %arg1 is used by %8
// GEN-NEXT:   // %arg2 is used by %10#0, %10#1
// GEN-NEXT:   // %arg3 is unused
// GEN-NEXT:   %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32 // users: %16, %17, %8
// GEN-NEXT:   %8 = "arith.addi"(%arg1, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // users: %16, %9
// GEN-NEXT:   %9 = "arith.muli"(%8, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // users: %18, %17
// GEN-NEXT:   %10:2 = "scf.if"(%arg2) ({
// GEN-NEXT:     %17 = "arith.addi"(%9, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %18
// GEN-NEXT:     "scf.yield"(%17, %9) : (i32, i32) -> () // id: %18
// GEN-NEXT:   }, {
// GEN-NEXT:     "scf.yield"(%8, %7) : (i32, i32) -> () // id: %16
// GEN-NEXT:   }) : (i1) -> (i32, i32) // users: (%15, %11), (%11)
// GEN-NEXT:   %11 = "arith.addi"(%10#0, %10#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %13
// GEN-NEXT:   %12 = "arith.constant"() <{value = 5 : i32}> : () -> i32 // unused
// GEN-NEXT:   "cf.br"(%11)[^bb1] : (i32) -> () // id: %13
// GEN-NEXT: ^bb1(%14: i32):  // pred: ^bb0
// GEN-NEXT:   // %14 is used by %15
// GEN-NEXT:   "func.return"(%14, %10#0) : (i32, i32) -> () // id: %15
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "h"}> ({
// GEN-NEXT: ^bb0(%arg0: i32):
// GEN-NEXT:   // %arg0 is used by %4#0, %4#1
// GEN-NEXT:   %4:2 = "test.two"(%arg0) : (i32) -> (i32, i32) // users: (%5), (unused)
// GEN-NEXT:   %5 = "test.pair"(%4#0, %4#0) : (i32, i32) -> i32 // user: %6
// GEN-NEXT:   "func.return"(%5) : (i32) -> () // id: %6
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: }) : () -> ()

func.func @f(%arg0: i32, %arg1: i1, %unused: i32) -> (i32, i32) {
  %c = arith.constant 1 : i32
  %a = arith.addi %arg0, %c : i32
  %b = arith.muli %a, %a : i32
  %r:2 = scf.if %arg1 -> (i32, i32) {
    %x = arith.addi %b, %c : i32
    scf.yield %x, %b : i32, i32
  } else {
    scf.yield %a, %c : i32, i32
  }
  %u = arith.addi %r#0, %r#1 : i32
  %dead = arith.constant 5 : i32
  cf.br ^bb1(%u : i32)
^bb1(%z: i32):
  return %z, %r#0 : i32, i32
}
func.func private @g()
func.func @h(%a: i32) -> i32 {
  %p:2 = "test.two"(%a) : (i32) -> (i32, i32)
  %q = "test.pair"(%p#0, %p#0) : (i32, i32) -> i32
  return %q : i32
}
