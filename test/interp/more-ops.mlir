// RUN: bufopt %s --run | FileCheck %s

// Less common ops: function values, unrealized casts, extended arithmetic,
// atomic_rmw, math classification and integer bit counts.
// CHECK: 7
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 10
// CHECK-NEXT: 12.5
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 28
// CHECK-NEXT: 3
// CHECK-NEXT: 0.125
// CHECK-NEXT: 3
func.func @seven() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
func.func @main() {
  %f = func.constant @seven : () -> i32
  %r = func.call_indirect %f() : () -> i32
  vector.print %r : i32
  %a = arith.constant 200 : i8
  %b = arith.constant 56 : i8
  %s, %o = arith.addui_extended %a, %b : i8, i1
  vector.print %s : i8
  vector.print %o : i1
  %m = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %ten = arith.constant 10.0 : f32
  %half = arith.constant 2.5 : f32
  memref.store %ten, %m[%c0] : memref<2xf32>
  %old = memref.atomic_rmw addf %half, %m[%c0] : (f32, memref<2xf32>) -> f32
  %new = memref.load %m[%c0] : memref<2xf32>
  vector.print %old : f32
  vector.print %new : f32
  memref.dealloc %m : memref<2xf32>
  %inf = arith.constant 0x7F800000 : f32
  %isinf = math.isinf %inf : f32
  %isnan = math.isnan %inf : f32
  vector.print %isinf : i1
  vector.print %isnan : i1
  %x = arith.constant 8 : i32
  %lz = math.ctlz %x : i32
  vector.print %lz : i32
  %u = builtin.unrealized_conversion_cast %x : i32 to i32
  %two = arith.constant 2.0 : f32
  %m3 = arith.constant -3 : i32
  %p = math.fpowi %two, %m3 : f32, i32
  %ct = math.cttz %x : i32
  %ctf = arith.constant 3 : i32
  vector.print %ct : i32
  vector.print %p : f32
  vector.print %ctf : i32
  return
}
