// RUN: bufopt %s --allow-unregistered-dialect --hlo-deallocation-to-scf | FileCheck %s

// hlo-deallocation-to-scf is a greedy rewrite upstream: its driver first
// moves every constant not at the top of the function there (the moved
// ones in reverse order), erases dead pure ops, and the zero a rewrite
// needs is the existing one (one constant per value), not a second one.
// (mlir-opt 22's --canonicalize=top-down=false, the same driver, gives the
// same constants on this function with the deallocation ops left out;
// mlir-opt cannot parse those.)
// CHECK-LABEL: func.func @existing_zero(
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: "test.use"(%[[C5]])
// CHECK-NEXT: "test.use"(%[[C0]])
// CHECK-NEXT: %[[B0:.*]] = deallocation.get_buffer %arg0
// CHECK-NEXT: %[[NZ0:.*]] = arith.cmpi ne, %[[B0]], %[[C0]] : index
// CHECK-NEXT: scf.if %[[NZ0]] {
// CHECK-NEXT: deallocation.free %arg0
// CHECK-NEXT: }
// CHECK-NEXT: %[[B1:.*]] = deallocation.get_buffer %arg1
// CHECK-NEXT: %[[NZ1:.*]] = arith.cmpi ne, %[[B1]], %[[C0]] : index
// CHECK-NEXT: scf.if %[[NZ1]] {
// CHECK-NEXT: deallocation.free %arg1
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @existing_zero(%o: !deallocation.ownership, %p: !deallocation.ownership) {
  %c5 = arith.constant 5 : index
  "test.use"(%c5) : (index) -> ()
  %c0 = arith.constant 0 : index
  "test.use"(%c0) : (index) -> ()
  %dead = arith.addi %c5, %c5 : index
  deallocation.retain() of(%o) : (!deallocation.ownership) -> ()
  deallocation.retain() of(%p) : (!deallocation.ownership) -> ()
  return
}
