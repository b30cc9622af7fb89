// RUN: bufopt %s --run | FileCheck %s

// A cf loop with block arguments, cf.switch and cf.assert.
// CHECK: 21
// CHECK-NEXT: 100
// CHECK-NEXT: 200
// CHECK-NEXT: -1
func.func @gcd(%a: i32, %b: i32) -> i32 {
  cf.br ^loop(%a, %b : i32, i32)
^loop(%x: i32, %y: i32):
  %zero = arith.constant 0 : i32
  %done = arith.cmpi eq, %y, %zero : i32
  cf.cond_br %done, ^exit(%x : i32), ^body
^body:
  %r = arith.remsi %x, %y : i32
  cf.br ^loop(%y, %r : i32, i32)
^exit(%g: i32):
  return %g : i32
}
func.func @classify(%v: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^other(%v : i32),
    1: ^one,
    2: ^two
  ]
^one:
  %a = arith.constant 100 : i32
  return %a : i32
^two:
  %b = arith.constant 200 : i32
  return %b : i32
^other(%o: i32):
  %c = arith.constant -1 : i32
  return %c : i32
}
func.func @main() {
  %a = arith.constant 1071 : i32
  %b = arith.constant 462 : i32
  %g = func.call @gcd(%a, %b) : (i32, i32) -> i32
  vector.print %g : i32
  %t = arith.constant true
  cf.assert %t, "never fails"
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c7 = arith.constant 7 : i32
  %x = func.call @classify(%c1) : (i32) -> i32
  %y = func.call @classify(%c2) : (i32) -> i32
  %z = func.call @classify(%c7) : (i32) -> i32
  vector.print %x : i32
  vector.print %y : i32
  vector.print %z : i32
  return
}
