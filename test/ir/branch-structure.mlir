// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Branch structure mlir-opt rejects and bufopt used to accept (issue 17): no
// branch may target a region's entry block (the error is at the region's
// op), and only a block's last op may have successors.

// expected-error@+1 {{entry block of region may not have predecessors}}
func.func @self_loop() {
^bb0:
  cf.br ^bb0
}

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
func.func @back_edge() {
^entry:
  %c = arith.constant true
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^entry, ^bb2
^bb2:
  return
}

// -----

func.func @nested() {
  // expected-error@+1 {{entry block of region may not have predecessors}}
  %0 = scf.execute_region -> i32 {
  ^bb0:
    %c = arith.constant 1 : i32
    cf.br ^bb0
  }
  return
}

// -----

// Unregistered ops too.
// expected-error@+1 {{entry block of region may not have predecessors}}
"test.op"() ({
^bb0:
  "test.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

func.func @successor_mid_block() {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "test.br"()[^bb1] : () -> ()
  cf.br ^bb1
^bb1:
  return
}

// -----

// A loop back to a block that is not the entry is fine.
func.func @loop(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}
