// canonicalize: an scf.if with an else region whose condition is
// `arith.xori %c, true` takes %c and swaps its regions (upstream's
// IfOp::fold); without an else region, or with another xori operand, it
// stays.
// RUN: bufopt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// CHECK-LABEL: func @swap
//  CHECK-SAME:   (%[[C:.*]]: i1, %[[M:.*]]: memref<f32>)
//  CHECK-NEXT:   %[[R:.*]] = scf.if %[[C]] -> (f32) {
//  CHECK-NEXT:     %[[B:.*]] = "work.b"() : () -> f32
//  CHECK-NEXT:     scf.yield %[[B]] : f32
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     %[[A:.*]] = "work.a"() : () -> f32
//  CHECK-NEXT:     scf.yield %[[A]] : f32
//  CHECK-NEXT:   }
//  CHECK-NEXT:   memref.store %[[R]], %[[M]][]
func.func @swap(%c: i1, %m: memref<f32>) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (f32) {
    %a = "work.a"() : () -> f32
    scf.yield %a : f32
  } else {
    %b = "work.b"() : () -> f32
    scf.yield %b : f32
  }
  memref.store %r, %m[] : memref<f32>
  return
}

// CHECK-LABEL: func @no_swap
//  CHECK-SAME:   (%[[C:.*]]: i1, %[[D:.*]]: i1)
//       CHECK:   %[[N:.*]] = arith.xori %[[C]], %[[D]]
//  CHECK-NEXT:   scf.if %[[N]] {
//  CHECK-NEXT:     "work.x"() : () -> ()
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     "work.y"() : () -> ()
//  CHECK-NEXT:   }
//       CHECK:   %[[M:.*]] = arith.xori %[[C]], %true
//  CHECK-NEXT:   scf.if %[[M]] {
//  CHECK-NEXT:     "work.z"() : () -> ()
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @no_swap(%c: i1, %d: i1) {
  %n = arith.xori %c, %d : i1
  scf.if %n {
    "work.x"() : () -> ()
  } else {
    "work.y"() : () -> ()
  }
  %t = arith.constant true
  %m = arith.xori %c, %t : i1
  scf.if %m {
    "work.z"() : () -> ()
  }
  return
}
