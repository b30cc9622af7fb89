// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// Every arith op in its custom form, with the flag groups and attribute
// dictionaries that change how it prints.

func.func @int_binary(%a: i32, %b: i32, %i: index, %j: index, %v: vector<4xi64>, %t: tensor<?x4xi8>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nuw> : i32
  %3 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %4 = arith.shli %a, %b overflow<nuw,nsw> : i32
  %5 = arith.addi %a, %b overflow<none> : i32
  %6 = arith.addi %i, %j {tag = "x"} : index
  %7 = arith.muli %v, %v overflow<nsw> {tag} : vector<4xi64>
  %8 = arith.divsi %a, %b : i32
  %9 = arith.divui %a, %b : i32
  %10 = arith.ceildivsi %a, %b : i32
  %11 = arith.ceildivui %i, %j : index
  %12 = arith.floordivsi %a, %b : i32
  %13 = arith.remsi %a, %b : i32
  %14 = arith.remui %t, %t : tensor<?x4xi8>
  %15 = arith.andi %a, %b : i32
  %16 = arith.ori %a, %b : i32
  %17 = arith.xori %v, %v : vector<4xi64>
  %18 = arith.shrsi %a, %b : i32
  %19 = arith.shrui %a, %b : i32
  %20 = arith.maxsi %a, %b : i32
  %21 = arith.maxui %a, %b : i32
  %22 = arith.minsi %i, %j : index
  %23 = arith.minui %a, %b : i32
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %s2:2 = arith.addui_extended %v, %v : vector<4xi64>, vector<4xi1>
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  %lo2:2 = arith.mului_extended %v, %v {tag} : vector<4xi64>
  return
}

func.func @float_binary(%x: f32, %y: f32, %v: vector<2xf64>, %h: f16) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %x, %y fastmath<fast> : f32
  %2 = arith.mulf %x, %y fastmath<nnan,ninf> : f32
  %3 = arith.divf %x, %y fastmath<ninf,nnan,contract> : f32
  %4 = arith.remf %v, %v fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : vector<2xf64>
  %5 = arith.addf %x, %y fastmath<none> : f32
  %6 = arith.maximumf %x, %y : f32
  %7 = arith.minimumf %h, %h : f16
  %8 = arith.maxnumf %x, %y fastmath<nsz> : f32
  %9 = arith.minnumf %x, %y {tag = 1 : i64} : f32
  %10 = arith.negf %x : f32
  %11 = arith.negf %v fastmath<afn> : vector<2xf64>
  %12 = arith.addf %x, %y fastmath<arcp> {tag} : f32
  return
}

func.func @compare(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<4xi32>, %t: tensor<?xf32>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %v, %v {tag} : vector<4xi32>
  %10 = arith.cmpf false, %x, %y : f32
  %11 = arith.cmpf oeq, %x, %y : f32
  %12 = arith.cmpf ogt, %x, %y : f32
  %13 = arith.cmpf oge, %x, %y : f32
  %14 = arith.cmpf olt, %x, %y : f32
  %15 = arith.cmpf ole, %x, %y : f32
  %16 = arith.cmpf one, %x, %y : f32
  %17 = arith.cmpf ord, %x, %y : f32
  %18 = arith.cmpf ueq, %x, %y : f32
  %19 = arith.cmpf ugt, %x, %y : f32
  %20 = arith.cmpf uge, %x, %y : f32
  %21 = arith.cmpf ult, %x, %y : f32
  %22 = arith.cmpf ule, %x, %y : f32
  %23 = arith.cmpf une, %x, %y fastmath<fast> : f32
  %24 = arith.cmpf uno, %t, %t : tensor<?xf32>
  %25 = arith.cmpf true, %x, %y : f32
  %26 = arith.cmpi "slt", %a, %b : i32
  return
}

func.func @select(%c: i1, %a: i32, %b: i32, %vc: vector<4xi1>, %v: vector<4xf32>, %t: tensor<2xindex>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xf32>
  %2 = arith.select %c, %v, %v : vector<4xf32>
  %3 = arith.select %c, %t, %t {tag} : tensor<2xindex>
  return
}

func.func @casts(%a: i32, %x: f32, %i: index, %v: vector<4xi16>, %h: f16, %m: memref<4xi32>) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %v : vector<4xi16> to vector<4xi32>
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.trunci %a overflow<nsw> : i32 to i16
  %4 = arith.trunci %a overflow<nuw> {tag} : i32 to i1
  %5 = arith.extf %x : f32 to f64
  %6 = arith.extf %h fastmath<fast> : f16 to f32
  %7 = arith.extf %h fastmath<none> : f16 to f32
  %8 = arith.truncf %x : f32 to f16
  %9 = arith.truncf %x to_nearest_even : f32 to bf16
  %10 = arith.truncf %x downward : f32 to f16
  %11 = arith.truncf %x upward fastmath<nnan> : f32 to f16
  %12 = arith.truncf %x toward_zero : f32 to f16
  %13 = arith.truncf %x to_nearest_away {tag} : f32 to f16
  %14 = arith.truncf %x fastmath<contract> : f32 to f16
  %15 = arith.sitofp %a : i32 to f32
  %16 = arith.uitofp %v : vector<4xi16> to vector<4xf16>
  %17 = arith.fptosi %x : f32 to i64
  %18 = arith.fptoui %h : f16 to i8
  %19 = arith.index_cast %i : index to i32
  %20 = arith.index_cast %a : i32 to index
  %21 = arith.index_castui %i : index to i64
  %22 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %23 = arith.bitcast %a : i32 to f32
  %24 = arith.bitcast %v : vector<4xi16> to vector<4xf16>
  %25 = arith.bitcast %h {tag} : f16 to i16
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @int_binary(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: vector<4xi64>, %arg5: tensor<?x4xi8>) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %2 = arith.subi %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT:     %3 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %4 = arith.shli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %5 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = arith.addi %arg2, %arg3 {tag = "x"} : index
// CHECK-NEXT:     %7 = arith.muli %arg4, %arg4 overflow<nsw> {tag} : vector<4xi64>
// CHECK-NEXT:     %8 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:     %9 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT:     %10 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT:     %11 = arith.ceildivui %arg2, %arg3 : index
// CHECK-NEXT:     %12 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT:     %13 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT:     %14 = arith.remui %arg5, %arg5 : tensor<?x4xi8>
// CHECK-NEXT:     %15 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:     %16 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT:     %17 = arith.xori %arg4, %arg4 : vector<4xi64>
// CHECK-NEXT:     %18 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT:     %19 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT:     %20 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:     %21 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT:     %22 = arith.minsi %arg2, %arg3 : index
// CHECK-NEXT:     %23 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:     %sum_0, %overflow_1 = arith.addui_extended %arg4, %arg4 : vector<4xi64>, vector<4xi1>
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT:     %low_2, %high_3 = arith.mului_extended %arg4, %arg4 {tag} : vector<4xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @float_binary(%arg0: f32, %arg1: f32, %arg2: vector<2xf64>, %arg3: f16) {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:     %1 = arith.subf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:     %2 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT:     %3 = arith.divf %arg0, %arg1 fastmath<nnan,ninf,contract> : f32
// CHECK-NEXT:     %4 = arith.remf %arg2, %arg2 fastmath<fast> : vector<2xf64>
// CHECK-NEXT:     %5 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:     %6 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT:     %7 = arith.minimumf %arg3, %arg3 : f16
// CHECK-NEXT:     %8 = arith.maxnumf %arg0, %arg1 fastmath<nsz> : f32
// CHECK-NEXT:     %9 = arith.minnumf %arg0, %arg1 {tag = 1 : i64} : f32
// CHECK-NEXT:     %10 = arith.negf %arg0 : f32
// CHECK-NEXT:     %11 = arith.negf %arg2 fastmath<afn> : vector<2xf64>
// CHECK-NEXT:     %12 = arith.addf %arg0, %arg1 fastmath<arcp> {tag} : f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @compare(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xi32>, %arg5: tensor<?xf32>) {
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:     %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT:     %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT:     %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT:     %9 = arith.cmpi uge, %arg4, %arg4 {tag} : vector<4xi32>
// CHECK-NEXT:     %10 = arith.cmpf false, %arg2, %arg3 : f32
// CHECK-NEXT:     %11 = arith.cmpf oeq, %arg2, %arg3 : f32
// CHECK-NEXT:     %12 = arith.cmpf ogt, %arg2, %arg3 : f32
// CHECK-NEXT:     %13 = arith.cmpf oge, %arg2, %arg3 : f32
// CHECK-NEXT:     %14 = arith.cmpf olt, %arg2, %arg3 : f32
// CHECK-NEXT:     %15 = arith.cmpf ole, %arg2, %arg3 : f32
// CHECK-NEXT:     %16 = arith.cmpf one, %arg2, %arg3 : f32
// CHECK-NEXT:     %17 = arith.cmpf ord, %arg2, %arg3 : f32
// CHECK-NEXT:     %18 = arith.cmpf ueq, %arg2, %arg3 : f32
// CHECK-NEXT:     %19 = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT:     %20 = arith.cmpf uge, %arg2, %arg3 : f32
// CHECK-NEXT:     %21 = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT:     %22 = arith.cmpf ule, %arg2, %arg3 : f32
// CHECK-NEXT:     %23 = arith.cmpf une, %arg2, %arg3 fastmath<fast> : f32
// CHECK-NEXT:     %24 = arith.cmpf uno, %arg5, %arg5 : tensor<?xf32>
// CHECK-NEXT:     %25 = arith.cmpf true, %arg2, %arg3 : f32
// CHECK-NEXT:     %26 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xf32>, %arg5: tensor<2xindex>) {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     %1 = arith.select %arg3, %arg4, %arg4 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     %2 = arith.select %arg0, %arg4, %arg4 : vector<4xf32>
// CHECK-NEXT:     %3 = arith.select %arg0, %arg5, %arg5 {tag} : tensor<2xindex>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: i32, %arg1: f32, %arg2: index, %arg3: vector<4xi16>, %arg4: f16, %arg5: memref<4xi32>) {
// CHECK-NEXT:     %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:     %1 = arith.extui %arg3 : vector<4xi16> to vector<4xi32>
// CHECK-NEXT:     %2 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT:     %3 = arith.trunci %arg0 overflow<nsw> : i32 to i16
// CHECK-NEXT:     %4 = arith.trunci %arg0 overflow<nuw> {tag} : i32 to i1
// CHECK-NEXT:     %5 = arith.extf %arg1 : f32 to f64
// CHECK-NEXT:     %6 = arith.extf %arg4 fastmath<fast> : f16 to f32
// CHECK-NEXT:     %7 = arith.extf %arg4 fastmath<none> : f16 to f32
// CHECK-NEXT:     %8 = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT:     %9 = arith.truncf %arg1 to_nearest_even : f32 to bf16
// CHECK-NEXT:     %10 = arith.truncf %arg1 downward : f32 to f16
// CHECK-NEXT:     %11 = arith.truncf %arg1 upward fastmath<nnan> : f32 to f16
// CHECK-NEXT:     %12 = arith.truncf %arg1 toward_zero : f32 to f16
// CHECK-NEXT:     %13 = arith.truncf %arg1 to_nearest_away {tag} : f32 to f16
// CHECK-NEXT:     %14 = arith.truncf %arg1 fastmath<contract> : f32 to f16
// CHECK-NEXT:     %15 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT:     %16 = arith.uitofp %arg3 : vector<4xi16> to vector<4xf16>
// CHECK-NEXT:     %17 = arith.fptosi %arg1 : f32 to i64
// CHECK-NEXT:     %18 = arith.fptoui %arg4 : f16 to i8
// CHECK-NEXT:     %19 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:     %20 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:     %21 = arith.index_castui %arg2 : index to i64
// CHECK-NEXT:     %22 = arith.index_cast %arg5 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT:     %23 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT:     %24 = arith.bitcast %arg3 : vector<4xi16> to vector<4xf16>
// CHECK-NEXT:     %25 = arith.bitcast %arg4 {tag} : f16 to i16
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
