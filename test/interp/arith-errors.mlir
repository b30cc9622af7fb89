// RUN: not bufopt --allow-unregistered-dialect %s --run=div 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not bufopt --allow-unregistered-dialect %s --run=rem 2>&1 | FileCheck %s --check-prefix=REM
// RUN: not bufopt --allow-unregistered-dialect %s --run=ovf 2>&1 | FileCheck %s --check-prefix=OVF
// RUN: not bufopt --allow-unregistered-dialect %s --run=unknown 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not bufopt --allow-unregistered-dialect %s --run=missing 2>&1 | FileCheck %s --check-prefix=MISSING

// DIV: arith-errors.mlir:[[@LINE+4]]:8: error: 'arith.divsi' op division by zero
func.func @div() {
  %a = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  %q = arith.divsi %a, %z : i32
  return
}

// REM: error: 'arith.remui' op division by zero
func.func @rem() {
  %a = arith.constant 7 : index
  %z = arith.constant 0 : index
  %q = arith.remui %a, %z : index
  return
}

// OVF: error: 'arith.divsi' op signed division overflow
func.func @ovf() {
  %a = arith.constant -128 : i8
  %m = arith.constant -1 : i8
  %q = arith.divsi %a, %m : i8
  return
}

// An op the interpreter does not know is reported when it is reached.
// UNKNOWN-DAG: {{^}}1
// UNKNOWN-DAG: arith-errors.mlir:[[@LINE+4]]:3: error: 'test.frobnicate' op cannot be interpreted
func.func @unknown() {
  %a = arith.constant 1 : i32
  vector.print %a : i32
  "test.frobnicate"() : () -> ()
  return
}

// MISSING: error: no function named @missing to run
