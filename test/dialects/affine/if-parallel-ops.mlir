// RUN: bufopt --allow-unregistered-dialect %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect %s | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --mlir-print-op-generic %s | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// affine.if, affine.parallel, integer sets, affine.vector_load/store and
// affine.linearize_index / delinearize_index, printed as mlir-opt 22 does.
#set_alias = affine_set<(d0)[s0] : (d0 >= 0, d0 <= s0 - 1, d0 * 2 == 4)>
#nested_map = affine_map<(d0) -> (d0 + 3)>
func.func @if_forms(%a: index, %n: index, %m: memref<10xf32>) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%x = %c) -> f32 {
    %y = affine.load %m[%i + 1] : memref<10xf32>
    affine.if #set_alias(%i)[%n] {
      affine.store %y, %m[%i] : memref<10xf32>
    }
    %z = affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) -> f32 {
      affine.yield %y : f32
    } else {
      affine.yield %x : f32
    }
    affine.yield %z : f32
  }
  affine.if affine_set<() : ()> () {
  } {some_attr = true}
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, 1 == 0, d0 + d1 <= 7)> (%a, %n) {
  } else {
    "test.foo"() : () -> ()
  }
  %two:2 = affine.if affine_set<()[s0] : (s0 floordiv 4 >= 2)> ()[%n] -> (f32, index) {
    affine.yield %c, %a : f32, index
  } else {
    affine.yield %c, %n : f32, index
  }
  %k = affine.apply #nested_map(%two#1)
  return %r : f32
}

func.func @parallel_forms(%N : index, %M: index, %m: memref<100x100xf32>) -> (f32, i32) {
  affine.parallel (%i0, %j0) = (0, 0) to (symbol(%N), 100) step (10, 10) {
    affine.parallel (%i1, %j1) = (%i0, %j0) to (%i0 + 10, %j0 + 10) {
      %v = affine.vector_load %m[%i1, %j1 * 2] : memref<100x100xf32>, vector<8xf32>
      affine.vector_store %v, %m[%i1 + symbol(%N), %j1] {nontemporal} : memref<100x100xf32>, vector<8xf32>
    }
  }
  %r:2 = affine.parallel (%i) = (max(0, %N - 1)) to (min(%M, 100, symbol(%N) + 2)) reduce ("addf", "addi") -> (f32, i32) {
    %c = arith.constant 1.0 : f32
    %d = arith.constant 2 : i32
    affine.yield %c, %d : f32, i32
  }
  affine.parallel () = () to () {
  }
  affine.parallel (%i, %j) = (0, 0) to (10, 10) step (1, 1) {
  } {foo = 1}
  %u = affine.parallel (%i, %j, %k) = (0, max(%N, %M floordiv 2), %M) to (%N, 5, min(%M + 4, 64)) step (1, 2, 3) reduce ("maximumf") -> f32 {
    %v = affine.load %m[%i, %j + %k] : memref<100x100xf32>
    affine.yield %v : f32
  }
  %s = affine.parallel (%i) = (0) to (4) reduce ("assign") -> (memref<100x100xf32>) {
    affine.yield %m : memref<100x100xf32>
  }
  return %r#0, %r#1 : f32, i32
}

func.func @index_ops(%i: index, %j: index, %b: index) -> (index, index, index) {
  %0 = affine.linearize_index [%i, %j] by (%b, 16) : index
  %1 = affine.linearize_index disjoint [%i, %j] by (16) : index
  %2:2 = affine.delinearize_index %i into (%b, 16) : index, index
  %3:3 = affine.delinearize_index %i into (%b, 16) {tag} : index, index, index
  %4 = affine.linearize_index [%i] by () : index
  return %0, %1, %2#0 : index, index, index
}

// CHECK: #map = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, d0 * 2 - 4 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 - 5 >= 0)>
// CHECK-NEXT: #set2 = affine_set<() : (0 == 0)>
// CHECK-NEXT: #set3 = affine_set<(d0, d1) : (d0 - d1 >= 0, 1 == 0, -(d0 + d1) + 7 >= 0)>
// CHECK-NEXT: #set4 = affine_set<()[s0] : (s0 floordiv 4 - 2 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @if_forms(%arg0: index, %arg1: index, %arg2: memref<10xf32>) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = affine.for %arg3 = 0 to 10 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT:       %3 = affine.load %arg2[%arg3 + 1] : memref<10xf32>
// CHECK-NEXT:       affine.if #set(%arg3)[%arg1] {
// CHECK-NEXT:         affine.store %3, %arg2[%arg3] : memref<10xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = affine.if #set1(%arg3) -> f32 {
// CHECK-NEXT:         affine.yield %3 : f32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         affine.yield %arg4 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.if #set2() {
// CHECK-NEXT:     } {some_attr = true}
// CHECK-NEXT:     affine.if #set3(%arg0, %arg1) {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "test.foo"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = affine.if #set4()[%arg1] -> (f32, index) {
// CHECK-NEXT:       affine.yield %cst, %arg0 : f32, index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       affine.yield %cst, %arg1 : f32, index
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = affine.apply #map(%1#1)
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parallel_forms(%arg0: index, %arg1: index, %arg2: memref<100x100xf32>) -> (f32, i32) {
// CHECK-NEXT:     affine.parallel (%arg3, %arg4) = (0, 0) to (symbol(%arg0), 100) step (10, 10) {
// CHECK-NEXT:       affine.parallel (%arg5, %arg6) = (%arg3, %arg4) to (%arg3 + 10, %arg4 + 10) {
// CHECK-NEXT:         %3 = affine.vector_load %arg2[%arg5, %arg6 * 2] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT:         affine.vector_store %3, %arg2[%arg5 + symbol(%arg0), %arg6] {nontemporal} : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %0:2 = affine.parallel (%arg3) = (max(0, %arg0 - 1)) to (min(%arg1, 100, symbol(%arg0) + 2)) reduce ("addf", "addi") -> (f32, i32) {
// CHECK-NEXT:       %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       affine.yield %cst, %c2_i32 : f32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.parallel () = () to () {
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.parallel (%arg3, %arg4) = (0, 0) to (10, 10) {
// CHECK-NEXT:     } {foo = 1 : i64}
// CHECK-NEXT:     %1 = affine.parallel (%arg3, %arg4, %arg5) = (0, max(%arg0, %arg1 floordiv 2), %arg1) to (%arg0, 5, min(%arg1 + 4, 64)) step (1, 2, 3) reduce ("maximumf") -> (f32) {
// CHECK-NEXT:       %3 = affine.load %arg2[%arg3, %arg4 + %arg5] : memref<100x100xf32>
// CHECK-NEXT:       affine.yield %3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = affine.parallel (%arg3) = (0) to (4) reduce ("assign") -> (memref<100x100xf32>) {
// CHECK-NEXT:       affine.yield %arg2 : memref<100x100xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @index_ops(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = affine.linearize_index [%arg0, %arg1] by (%arg2, 16) : index
// CHECK-NEXT:     %1 = affine.linearize_index disjoint [%arg0, %arg1] by (16) : index
// CHECK-NEXT:     %2:2 = affine.delinearize_index %arg0 into (%arg2, 16) : index, index
// CHECK-NEXT:     %3:3 = affine.delinearize_index %arg0 into (%arg2, 16) {tag} : index, index, index
// CHECK-NEXT:     %4 = affine.linearize_index [%arg0] by () : index
// CHECK-NEXT:     return %0, %1, %2#0 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT: #map1 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map2 = affine_map<() -> (0)>
// GENERIC-NEXT: #map3 = affine_map<() -> (10)>
// GENERIC-NEXT: #map4 = affine_map<(d0) -> (d0 + 3)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1) -> (d0, d1 * 2)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map8 = affine_map<(d0, d1) -> (d0 + 10, d1 + 10)>
// GENERIC-NEXT: #map9 = affine_map<() -> (0, 0)>
// GENERIC-NEXT: #map10 = affine_map<()[s0] -> (s0, 100)>
// GENERIC-NEXT: #map11 = affine_map<(d0) -> (0, d0 - 1)>
// GENERIC-NEXT: #map12 = affine_map<(d0)[s0] -> (d0, 100, s0 + 2)>
// GENERIC-NEXT: #map13 = affine_map<() -> ()>
// GENERIC-NEXT: #map14 = affine_map<() -> (10, 10)>
// GENERIC-NEXT: #map15 = affine_map<(d0, d1, d2) -> (d0, d1 + d2)>
// GENERIC-NEXT: #map16 = affine_map<(d0, d1) -> (0, d0, d1 floordiv 2, d1)>
// GENERIC-NEXT: #map17 = affine_map<(d0, d1) -> (d0, 5, d1 + 4, 64)>
// GENERIC-NEXT: #map18 = affine_map<() -> (4)>
// GENERIC-NEXT: #set = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, d0 * 2 - 4 == 0)>
// GENERIC-NEXT: #set1 = affine_set<(d0) : (d0 - 5 >= 0)>
// GENERIC-NEXT: #set2 = affine_set<() : (0 == 0)>
// GENERIC-NEXT: #set3 = affine_set<(d0, d1) : (d0 - d1 >= 0, 1 == 0, -(d0 + d1) + 7 >= 0)>
// GENERIC-NEXT: #set4 = affine_set<()[s0] : (s0 floordiv 4 - 2 >= 0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, memref<10xf32>) -> f32, sym_name = "if_forms"}> ({
// GENERIC-NEXT:   ^bb0(%arg17: index, %arg18: index, %arg19: memref<10xf32>):
// GENERIC-NEXT:     %12 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:     %13 = "affine.for"(%12) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map3}> ({
// GENERIC-NEXT:     ^bb0(%arg20: index, %arg21: f32):
// GENERIC-NEXT:       %16 = "affine.load"(%arg19, %arg20) <{map = #map}> : (memref<10xf32>, index) -> f32
// GENERIC-NEXT:       "affine.if"(%arg20, %arg18) <{condition = #set}> ({
// GENERIC-NEXT:         "affine.store"(%16, %arg19, %arg20) <{map = #map1}> : (f32, memref<10xf32>, index) -> ()
// GENERIC-NEXT:         "affine.yield"() : () -> ()
// GENERIC-NEXT:       }, {
// GENERIC-NEXT:       }) : (index, index) -> ()
// GENERIC-NEXT:       %17 = "affine.if"(%arg20) <{condition = #set1}> ({
// GENERIC-NEXT:         "affine.yield"(%16) : (f32) -> ()
// GENERIC-NEXT:       }, {
// GENERIC-NEXT:         "affine.yield"(%arg21) : (f32) -> ()
// GENERIC-NEXT:       }) : (index) -> f32
// GENERIC-NEXT:       "affine.yield"(%17) : (f32) -> ()
// GENERIC-NEXT:     }) : (f32) -> f32
// GENERIC-NEXT:     "affine.if"() <{condition = #set2}> ({
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     }) {some_attr = true} : () -> ()
// GENERIC-NEXT:     "affine.if"(%arg17, %arg18) <{condition = #set3}> ({
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "test.foo"() : () -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : (index, index) -> ()
// GENERIC-NEXT:     %14:2 = "affine.if"(%arg18) <{condition = #set4}> ({
// GENERIC-NEXT:       "affine.yield"(%12, %arg17) : (f32, index) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "affine.yield"(%12, %arg18) : (f32, index) -> ()
// GENERIC-NEXT:     }) : (index) -> (f32, index)
// GENERIC-NEXT:     %15 = "affine.apply"(%14#1) <{map = #map4}> : (index) -> index
// GENERIC-NEXT:     "func.return"(%13) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, memref<100x100xf32>) -> (f32, i32), sym_name = "parallel_forms"}> ({
// GENERIC-NEXT:   ^bb0(%arg3: index, %arg4: index, %arg5: memref<100x100xf32>):
// GENERIC-NEXT:     "affine.parallel"(%arg3) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map9, reductions = [], steps = [10, 10], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map10}> ({
// GENERIC-NEXT:     ^bb0(%arg13: index, %arg14: index):
// GENERIC-NEXT:       "affine.parallel"(%arg13, %arg14, %arg13, %arg14) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map7, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map8}> ({
// GENERIC-NEXT:       ^bb0(%arg15: index, %arg16: index):
// GENERIC-NEXT:         %11 = "affine.vector_load"(%arg5, %arg15, %arg16) <{map = #map5}> : (memref<100x100xf32>, index, index) -> vector<8xf32>
// GENERIC-NEXT:         "affine.vector_store"(%11, %arg5, %arg15, %arg16, %arg3) <{map = #map6}> {nontemporal} : (vector<8xf32>, memref<100x100xf32>, index, index, index) -> ()
// GENERIC-NEXT:         "affine.yield"() : () -> ()
// GENERIC-NEXT:       }) : (index, index, index, index) -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : (index) -> ()
// GENERIC-NEXT:     %5:2 = "affine.parallel"(%arg3, %arg4, %arg3) <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = #map11, reductions = [0, 1], steps = [1], upperBoundsGroups = dense<3> : tensor<1xi32>, upperBoundsMap = #map12}> ({
// GENERIC-NEXT:     ^bb0(%arg12: index):
// GENERIC-NEXT:       %9 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:       %10 = "arith.constant"() <{value = 2 : i32}> : () -> i32
// GENERIC-NEXT:       "affine.yield"(%9, %10) : (f32, i32) -> ()
// GENERIC-NEXT:     }) : (index, index, index) -> (f32, i32)
// GENERIC-NEXT:     "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = #map13, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = #map13}> ({
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map9, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map14}> ({
// GENERIC-NEXT:     ^bb0(%arg10: index, %arg11: index):
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) {foo = 1 : i64} : () -> ()
// GENERIC-NEXT:     %6 = "affine.parallel"(%arg3, %arg4, %arg3, %arg4) <{lowerBoundsGroups = dense<[1, 2, 1]> : tensor<3xi32>, lowerBoundsMap = #map16, reductions = [4], steps = [1, 2, 3], upperBoundsGroups = dense<[1, 1, 2]> : tensor<3xi32>, upperBoundsMap = #map17}> ({
// GENERIC-NEXT:     ^bb0(%arg7: index, %arg8: index, %arg9: index):
// GENERIC-NEXT:       %8 = "affine.load"(%arg5, %arg7, %arg8, %arg9) <{map = #map15}> : (memref<100x100xf32>, index, index, index) -> f32
// GENERIC-NEXT:       "affine.yield"(%8) : (f32) -> ()
// GENERIC-NEXT:     }) : (index, index, index, index) -> f32
// GENERIC-NEXT:     %7 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map2, reductions = [3], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map18}> ({
// GENERIC-NEXT:     ^bb0(%arg6: index):
// GENERIC-NEXT:       "affine.yield"(%arg5) : (memref<100x100xf32>) -> ()
// GENERIC-NEXT:     }) : () -> memref<100x100xf32>
// GENERIC-NEXT:     "func.return"(%5#0, %5#1) : (f32, i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, index) -> (index, index, index), sym_name = "index_ops"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index, %arg1: index, %arg2: index):
// GENERIC-NEXT:     %0 = "affine.linearize_index"(%arg0, %arg1, %arg2) <{disjoint = false, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 16>}> : (index, index, index) -> index
// GENERIC-NEXT:     %1 = "affine.linearize_index"(%arg0, %arg1) <{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 16>}> : (index, index) -> index
// GENERIC-NEXT:     %2:2 = "affine.delinearize_index"(%arg0, %arg2) <{static_basis = array<i64: -9223372036854775808, 16>}> : (index, index) -> (index, index)
// GENERIC-NEXT:     %3:3 = "affine.delinearize_index"(%arg0, %arg2) <{static_basis = array<i64: -9223372036854775808, 16>}> {tag} : (index, index) -> (index, index, index)
// GENERIC-NEXT:     %4 = "affine.linearize_index"(%arg0) <{disjoint = false, operandSegmentSizes = array<i32: 1, 0>, static_basis = array<i64>}> : (index) -> index
// GENERIC-NEXT:     "func.return"(%0, %1, %2#0) : (index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
