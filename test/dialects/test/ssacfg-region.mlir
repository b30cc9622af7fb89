// "test.ssacfg_region" takes any operands, results and regions and prints in
// the generic form, as mlir-opt prints it.
// RUN: bufopt %s -allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt %s -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func @ok
func.func @ok(%a: i32) -> i32 {
  // CHECK: %[[R:.*]] = "test.ssacfg_region"(%{{.*}}) ({
  // CHECK:   "foo.use"(%{{.*}}) : (i32) -> ()
  // CHECK: }, {
  // CHECK: }) : (i32) -> i32
  %r = "test.ssacfg_region"(%a) ({
    "foo.use"(%a) : (i32) -> ()
  }, {
  }) : (i32) -> i32
  // CHECK: "test.ssacfg_region"() : () -> ()
  "test.ssacfg_region"() : () -> ()
  return %r : i32
}
