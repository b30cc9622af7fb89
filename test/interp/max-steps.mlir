// RUN: not bufopt %s --run --run-max-steps=1000 2>&1 | FileCheck %s
// RUN: not bufopt %s --run=recurse 2>&1 | FileCheck %s --check-prefix=DEPTH

// CHECK: error: '{{.*}}' op stopped after 1000 steps (--run-max-steps)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = scf.while (%i = %c0) : (index) -> index {
    %t = arith.constant true
    scf.condition(%t) %i : index
  } do {
  ^bb0(%i: index):
    %j = arith.addi %i, %c1 : index
    scf.yield %j : index
  }
  return
}

// DEPTH: error: 'func.call' op call depth exceeds 2000 (runaway recursion?)
func.func @recurse() {
  func.call @recurse() : () -> ()
  return
}
