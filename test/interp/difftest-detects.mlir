// RUN: not env BUFOPT=%bufopt DIFFTEST_UPSTREAM=0 %S/../../scripts/difftest.sh %s | FileCheck %s

// A negative control for scripts/difftest.sh: a program that leaks must make
// it fail (a checker that cannot fail proves nothing).
// CHECK: FAIL: {{.*}}difftest-detects.mlir
// CHECK-NEXT: {{^}}  | the interpreter fails on the original program: {{.*}}leak: 16 bytes
// CHECK: difftest: 0 passed, 1 failed
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %f = arith.constant 1.0 : f32
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  return
}
