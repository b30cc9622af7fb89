// test.polyfor: the names of its region's index arguments, without a
// delimiter (none at all is allowed), then the region, printed without its
// entry block's arguments.
// RUN: bufopt %s -allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: bufopt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GEN

// CHECK-LABEL: func @polyfor
func.func @polyfor(%n: index) {
  // CHECK: test.polyfor %[[I:.*]], %[[J:.*]] {
  // CHECK-NEXT: "foo.use"(%[[J]], %[[I]], %{{.*}}) : (index, index, index) -> ()
  // CHECK-NEXT: }
  // GEN: "test.polyfor"() ({
  // GEN-NEXT: ^bb0(%[[I:.*]]: index, %[[J:.*]]: index):
  // GEN-NEXT: "foo.use"(%[[J]], %[[I]], %{{.*}}) : (index, index, index) -> ()
  // GEN-NEXT: }) : () -> ()
  test.polyfor %i, %j {
    "foo.use"(%j, %i, %n) : (index, index, index) -> ()
  }
  // CHECK: test.polyfor  {
  // CHECK-NEXT: "foo.op"() : () -> ()
  test.polyfor {
    "foo.op"() : () -> ()
  }
  return
}
