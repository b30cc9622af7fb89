// vector.reduction under vector.mask (issue 14/15's "every op a program
// can reach"): only active lanes are combined, into the accumulator or the
// kind's neutral value (+0.0 for float add, 1 for mul, all ones for and and
// minui, the signed extremes for minsi / maxsi, 0 otherwise), as mlir-opt
// 22 lowers it (vp.reduce with a start value).  The same CHECK lines hold
// for bufopt --run and for mlir-runner.  A masked float min/max reduction
// is refused where reached (its lowering substitutes NaN or extreme values
// for inactive lanes; not modelled).
// RUN: bufopt %s --run | FileCheck %s
// RUN: mlir-opt %s --lower-vector-mask --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: mlir-runner %t.mlir -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s
// RUN: not bufopt %s --run=minmax 2>&1 | FileCheck %s --check-prefix=MINMAX

// 9 integer kinds x (i32, i8) x (mask, no lane) + i8 with an accumulator,
// then float add / mul: f32, -0.0 lanes, f64, and with accumulators.
// CHECK:      13
// CHECK-NEXT: 0
// CHECK-NEXT: 103
// CHECK-NEXT: 0
// CHECK-NEXT: 112
// CHECK-NEXT: -72
// CHECK-NEXT: 1
// CHECK-NEXT: -8
// CHECK-NEXT: 1
// CHECK-NEXT: -72
// CHECK-NEXT: 3
// CHECK-NEXT: -1
// CHECK-NEXT: 6
// CHECK-NEXT: -1
// CHECK-NEXT: 6
// CHECK-NEXT: -2
// CHECK-NEXT: 2147483647
// CHECK-NEXT: -3
// CHECK-NEXT: 127
// CHECK-NEXT: -3
// CHECK-NEXT: -2
// CHECK-NEXT: 0
// CHECK-NEXT: -3
// CHECK-NEXT: 0
// CHECK-NEXT: -3
// CHECK-NEXT: 12
// CHECK-NEXT: -2147483648
// CHECK-NEXT: 100
// CHECK-NEXT: -128
// CHECK-NEXT: 100
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 4
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: -15
// CHECK-NEXT: 0
// CHECK-NEXT: -97
// CHECK-NEXT: 0
// CHECK-NEXT: -106
// CHECK-NEXT: 1.6
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0.6
// CHECK-NEXT: 0
// CHECK-NEXT: -1e+30
// CHECK-NEXT: 3.1
// CHECK-NEXT: -0
// CHECK-NEXT: 1
// CHECK-NEXT: -0
// CHECK-NEXT: 1
// CHECK-NEXT: 0.006
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0.015

func.func @minmax() {
  %v = arith.constant dense<[1.5, 2.0]> : vector<2xf32>
  %m = arith.constant dense<[true, false]> : vector<2xi1>
  // MINMAX: vector-mask-reduction.mlir:[[@LINE+1]]:8: error: 'vector.mask' op cannot be interpreted: masked float min/max reductions are not supported yet
  %r = vector.mask %m { vector.reduction <maximumf>, %v : vector<2xf32> into f32 } : vector<2xi1> -> f32
  vector.print %r : f32
  return
}

func.func @main() {
  %m = arith.constant dense<[true, false, true, false, true]> : vector<5xi1>
  %none = arith.constant dense<false> : vector<5xi1>
  %vi = arith.constant dense<[3, -7, 12, 5, -2]> : vector<5xi32>
  %vb = arith.constant dense<[100, -128, -3, 127, 6]> : vector<5xi8>
  %accb = arith.constant 9 : i8
  %r0 = vector.mask %m { vector.reduction <add>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r0 : i32
  %r1 = vector.mask %none { vector.reduction <add>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r1 : i32
  %r2 = vector.mask %m { vector.reduction <add>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r2 : i8
  %r3 = vector.mask %none { vector.reduction <add>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r3 : i8
  %r4 = vector.mask %m { vector.reduction <add>, %vb, %accb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r4 : i8
  %r5 = vector.mask %m { vector.reduction <mul>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r5 : i32
  %r6 = vector.mask %none { vector.reduction <mul>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r6 : i32
  %r7 = vector.mask %m { vector.reduction <mul>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r7 : i8
  %r8 = vector.mask %none { vector.reduction <mul>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r8 : i8
  %r9 = vector.mask %m { vector.reduction <mul>, %vb, %accb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r9 : i8
  %r10 = vector.mask %m { vector.reduction <minui>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r10 : i32
  %r11 = vector.mask %none { vector.reduction <minui>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r11 : i32
  %r12 = vector.mask %m { vector.reduction <minui>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r12 : i8
  %r13 = vector.mask %none { vector.reduction <minui>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r13 : i8
  %r14 = vector.mask %m { vector.reduction <minui>, %vb, %accb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r14 : i8
  %r15 = vector.mask %m { vector.reduction <minsi>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r15 : i32
  %r16 = vector.mask %none { vector.reduction <minsi>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r16 : i32
  %r17 = vector.mask %m { vector.reduction <minsi>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r17 : i8
  %r18 = vector.mask %none { vector.reduction <minsi>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r18 : i8
  %r19 = vector.mask %m { vector.reduction <minsi>, %vb, %accb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r19 : i8
  %r20 = vector.mask %m { vector.reduction <maxui>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r20 : i32
  %r21 = vector.mask %none { vector.reduction <maxui>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r21 : i32
  %r22 = vector.mask %m { vector.reduction <maxui>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r22 : i8
  %r23 = vector.mask %none { vector.reduction <maxui>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r23 : i8
  %r24 = vector.mask %m { vector.reduction <maxui>, %vb, %accb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r24 : i8
  %r25 = vector.mask %m { vector.reduction <maxsi>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r25 : i32
  %r26 = vector.mask %none { vector.reduction <maxsi>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r26 : i32
  %r27 = vector.mask %m { vector.reduction <maxsi>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r27 : i8
  %r28 = vector.mask %none { vector.reduction <maxsi>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r28 : i8
  %r29 = vector.mask %m { vector.reduction <maxsi>, %vb, %accb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r29 : i8
  %r30 = vector.mask %m { vector.reduction <and>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r30 : i32
  %r31 = vector.mask %none { vector.reduction <and>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r31 : i32
  %r32 = vector.mask %m { vector.reduction <and>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r32 : i8
  %r33 = vector.mask %none { vector.reduction <and>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r33 : i8
  %r34 = vector.mask %m { vector.reduction <and>, %vb, %accb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r34 : i8
  %r35 = vector.mask %m { vector.reduction <or>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r35 : i32
  %r36 = vector.mask %none { vector.reduction <or>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r36 : i32
  %r37 = vector.mask %m { vector.reduction <or>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r37 : i8
  %r38 = vector.mask %none { vector.reduction <or>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r38 : i8
  %r39 = vector.mask %m { vector.reduction <or>, %vb, %accb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r39 : i8
  %r40 = vector.mask %m { vector.reduction <xor>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r40 : i32
  %r41 = vector.mask %none { vector.reduction <xor>, %vi : vector<5xi32> into i32 } : vector<5xi1> -> i32
  vector.print %r41 : i32
  %r42 = vector.mask %m { vector.reduction <xor>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r42 : i8
  %r43 = vector.mask %none { vector.reduction <xor>, %vb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r43 : i8
  %r44 = vector.mask %m { vector.reduction <xor>, %vb, %accb : vector<5xi8> into i8 } : vector<5xi1> -> i8
  vector.print %r44 : i8
  %vf = arith.constant dense<[1.5, 1.0e30, -0.0, 7.0, 0.1]> : vector<5xf32>
  %vz = arith.constant dense<[-0.0, 2.0, -0.0, 3.0, -0.0]> : vector<5xf32>
  %vd = arith.constant dense<[0.1, 1.0e300, 0.2, -5.0, 0.3]> : vector<5xf64>
  %accf = arith.constant -1.0e30 : f32
  %accd = arith.constant 2.5 : f64
  %r45 = vector.mask %m { vector.reduction <add>, %vf : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %r45 : f32
  %r46 = vector.mask %none { vector.reduction <add>, %vf : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %r46 : f32
  %r47 = vector.mask %m { vector.reduction <add>, %vz : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %r47 : f32
  %r48 = vector.mask %none { vector.reduction <add>, %vz : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %r48 : f32
  %r49 = vector.mask %m { vector.reduction <add>, %vd : vector<5xf64> into f64 } : vector<5xi1> -> f64
  vector.print %r49 : f64
  %r50 = vector.mask %none { vector.reduction <add>, %vd : vector<5xf64> into f64 } : vector<5xi1> -> f64
  vector.print %r50 : f64
  %r51 = vector.mask %m { vector.reduction <add>, %vf, %accf : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %r51 : f32
  %r52 = vector.mask %m { vector.reduction <add>, %vd, %accd : vector<5xf64> into f64 } : vector<5xi1> -> f64
  vector.print %r52 : f64
  %r53 = vector.mask %m { vector.reduction <mul>, %vf : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %r53 : f32
  %r54 = vector.mask %none { vector.reduction <mul>, %vf : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %r54 : f32
  %r55 = vector.mask %m { vector.reduction <mul>, %vz : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %r55 : f32
  %r56 = vector.mask %none { vector.reduction <mul>, %vz : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %r56 : f32
  %r57 = vector.mask %m { vector.reduction <mul>, %vd : vector<5xf64> into f64 } : vector<5xi1> -> f64
  vector.print %r57 : f64
  %r58 = vector.mask %none { vector.reduction <mul>, %vd : vector<5xf64> into f64 } : vector<5xi1> -> f64
  vector.print %r58 : f64
  %r59 = vector.mask %m { vector.reduction <mul>, %vf, %accf : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %r59 : f32
  %r60 = vector.mask %m { vector.reduction <mul>, %vd, %accd : vector<5xf64> into f64 } : vector<5xi1> -> f64
  vector.print %r60 : f64
  return
}
