// Generic ops of MLIR's test dialect ("test.<anything>") parse without
// --allow-unregistered-dialect, as in mlir-opt, which registers that
// dialect and lets it hold unknown ops (upstream's canonicalize tests use
// them); they keep their unknown effects, so canonicalize leaves them.
// Other unregistered dialects still need the flag
// (test/ir/unregistered-dialect.mlir).
// RUN: bufopt --canonicalize %s | FileCheck %s
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func @test_ops
//  CHECK-NEXT:   %[[V:.*]] = "test.make"() : () -> i32
//  CHECK-NEXT:   "test.sink"(%[[V]]) : (i32) -> ()
//  CHECK-NEXT:   "test.unused"() : () -> i64
//  CHECK-NEXT:   return
func.func @test_ops(%b: i1) {
  %v = "test.make"() : () -> i32
  %w = scf.if %b -> i32 {
    scf.yield %v : i32
  } else {
    scf.yield %v : i32
  }
  "test.sink"(%w) : (i32) -> ()
  %u = "test.unused"() : () -> i64
  return
}
