// RUN: bufopt %s --run | FileCheck %s
// RUN: bufopt %s --run=other | FileCheck %s --check-prefix=OTHER

// The default entry point is @main; vector.print formats as mlir-runner.
// CHECK: 1.5
// CHECK-NEXT: 1e+10
// CHECK-NEXT: 0.1
// CHECK-NEXT: -0
// CHECK-NEXT: 1
// CHECK-NEXT: -56
// CHECK-NEXT: 18446744073709551609
// CHECK-NEXT: ( 1, 2.5, 3 )
// CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ) )
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: 1.23457e+08
// CHECK-NEXT: hello
// CHECK-NEXT: 1.5, 2{{$}}
func.func @main() {
  %a = arith.constant 1.5 : f32
  vector.print %a : f32
  %b = arith.constant 1.0e10 : f32
  vector.print %b : f32
  %c = arith.constant 0.1 : f64
  vector.print %c : f64
  %e = arith.constant -0.0 : f32
  vector.print %e : f32
  %t = arith.constant true
  vector.print %t : i1
  %u = arith.constant 200 : i8
  vector.print %u : i8
  %x = arith.constant -7 : index
  vector.print %x : index
  %v = arith.constant dense<[1.0, 2.5, 3.0]> : vector<3xf32>
  vector.print %v : vector<3xf32>
  %vi = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  vector.print %vi : vector<2x2xi32>
  %n = arith.constant 0x7FC00000 : f32
  vector.print %n : f32
  %inf = arith.constant 0x7F800000 : f32
  vector.print %inf : f32
  %big = arith.constant 123456789.0 : f32
  vector.print %big : f32
  vector.print str "hello\n"
  vector.print %a : f32 punctuation <comma>
  %two = arith.constant 2 : i32
  vector.print %two : i32
  return
}

// OTHER: 42
// OTHER-NOT: 1.5
func.func @other() {
  %a = arith.constant 42 : i64
  vector.print %a : i64
  return
}
