// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// Every tensor op in its custom form: mixed static/dynamic index lists,
// rank-reducing slices, regions (generate, pad), optional groups (nofold,
// splat sizes), attribute dictionaries, and the SSA names mlir-opt picks.

func.func @create(%i: index, %j: index, %f: f32) {
  %e = tensor.empty(%i) : tensor<4x?xf32>
  %e0 = tensor.empty() : tensor<4x4xf32>
  %e1 = tensor.empty(%i, %j) {tag} : tensor<?x?xi8>
  %fe = tensor.from_elements %f, %f : tensor<2xf32>
  %fe0 = tensor.from_elements %f : tensor<f32>
  %fe1 = tensor.from_elements %i, %j, %i, %j {tag = 1} : tensor<2x2xindex>
  %sp = tensor.splat %f : tensor<4x4xf32>
  %sp2 = tensor.splat %f[%i] : tensor<?x4xf32>
  %sp3 = tensor.splat %f[%i, %j] {tag} : tensor<?x?xf32>
  return
}

func.func @access(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %z: tensor<f32>, %i: index, %j: index, %f: f32) -> tensor<4x?xf32> {
  %x = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %x0 = tensor.extract %z[] : tensor<f32>
  %x1 = tensor.extract %t[%i, %j] {tag} : tensor<4x?xf32>
  %y = tensor.insert %f into %t[%i, %j] : tensor<4x?xf32>
  %y0 = tensor.insert %x0 into %z[] {tag} : tensor<f32>
  %d = tensor.dim %t, %i : tensor<4x?xf32>
  %d1 = tensor.dim {tag} %u, %j : tensor<*xf32>
  %r = tensor.rank %t : tensor<4x?xf32>
  %r1 = tensor.rank %u {tag} : tensor<*xf32>
  return %y : tensor<4x?xf32>
}

func.func @casts(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %n: tensor<4xi32>) {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %c1 = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %c2 = tensor.cast %u : tensor<*xf32> to tensor<4x8xf32>
  %c3 = tensor.cast %c {tag} : tensor<?x?xf32> to tensor<4x8xf32>
  %b = tensor.bitcast %n : tensor<4xi32> to tensor<4xui32>
  %b1 = tensor.bitcast %n : tensor<4xi32> to tensor<?xf32>
  %b2 = tensor.bitcast %n {tag} : tensor<4xi32> to tensor<4xsi32>
  return
}

func.func @slices(%t: tensor<8x16x4xf32>, %d: tensor<?x?xf32>, %i: index, %j: index, %k: index) {
  %s = tensor.extract_slice %t[0, 0, 0] [8, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<8x16x4xf32>
  %s1 = tensor.extract_slice %t[0, %i, 2] [1, 4, 2] [1, 2, 1] : tensor<8x16x4xf32> to tensor<4x2xf32>
  %s2 = tensor.extract_slice %t[%i, %j, %k] [%i, %j, %k] [%k, %j, %i] : tensor<8x16x4xf32> to tensor<?x?x?xf32>
  %s3 = tensor.extract_slice %d[0, %i] [1, %j] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
  %s4 = tensor.extract_slice %d[1, 1] [1, 1] [1, 1] {tag} : tensor<?x?xf32> to tensor<f32>
  %s5 = tensor.extract_slice %t[0, 0, 0] [1, 16, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<1x16xf32>
  %n1 = tensor.insert_slice %s1 into %t[0, %i, 2] [1, 4, 2] [1, 2, 1] : tensor<4x2xf32> into tensor<8x16x4xf32>
  %n2 = tensor.insert_slice %s2 into %t[%i, %j, %k] [%i, %j, %k] [%k, %j, %i] : tensor<?x?x?xf32> into tensor<8x16x4xf32>
  %n3 = tensor.insert_slice %s4 into %d[%i, %j] [1, 1] [1, 1] {tag} : tensor<f32> into tensor<?x?xf32>
  return
}

func.func @parallel(%t: tensor<8xf32>, %s: tensor<2xf32>, %u: tensor<?xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %u into %o[%i] [%n] [1] {tag} : tensor<?xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @regions(%d: tensor<?x?xf32>, %s: tensor<4x4xf32>, %i: index, %j: index, %f: f32) {
  %g = tensor.generate %i, %j {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %f : f32
  } : tensor<?x3x?xf32>
  %g0 = tensor.generate {
  ^bb0(%a: index):
    %x = arith.index_cast %a : index to i32
    %y = arith.sitofp %x : i32 to f32
    tensor.yield %y : f32
  } {tag} : tensor<16xf32>
  %p = tensor.pad %d low[%i, 1] high[2, %j] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %p1 = tensor.pad %d nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %p2 = tensor.pad %s low[1, 2] high[3, 4] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } {tag} : tensor<4x4xf32> to tensor<8x10xf32>
  %p3 = tensor.pad %s low[%i, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<?x4xf32>
  return
}

func.func @reshapes(%d: tensor<?x?xf32>, %s: tensor<2x12xf32>, %one: tensor<1x1xf32>, %i: index, %j: index, %sh: tensor<2xindex>, %shd: tensor<?xindex>) {
  %ex = tensor.expand_shape %d [[0, 1], [2]] output_shape [%i, 4, %j] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %ex1 = tensor.expand_shape %s [[0], [1, 2, 3]] output_shape [2, 2, 3, 2] : tensor<2x12xf32> into tensor<2x2x3x2xf32>
  %ex2 = tensor.expand_shape %d [[0, 1, 2], [3]] output_shape [%i, %j, 1, %i] {tag} : tensor<?x?xf32> into tensor<?x?x1x?xf32>
  %co = tensor.collapse_shape %ex [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %co1 = tensor.collapse_shape %ex1 [[0, 1, 2, 3]] {tag} : tensor<2x2x3x2xf32> into tensor<24xf32>
  %co2 = tensor.collapse_shape %one [] : tensor<1x1xf32> into tensor<f32>
  %ex3 = tensor.expand_shape %co2 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %rs = tensor.reshape %d(%sh) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %rs1 = tensor.reshape %s(%shd) {tag} : (tensor<2x12xf32>, tensor<?xindex>) -> tensor<*xf32>
  %rs2 = tensor.reshape %s(%sh) : (tensor<2x12xf32>, tensor<2xindex>) -> tensor<4x6xf32>
  return
}

func.func @concats(%a: tensor<?x?xf32>, %b: tensor<3x6xf32>, %c: tensor<1x6xf32>, %d: tensor<3x?xf32>) {
  %0 = tensor.concat dim(0) %a, %a : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.concat dim(0) %b, %b, %c : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<7x6xf32>
  %2 = tensor.concat dim(1) %d, %b {tag} : (tensor<3x?xf32>, tensor<3x6xf32>) -> tensor<3x?xf32>
  %3 = tensor.concat dim(0) %b : (tensor<3x6xf32>) -> tensor<3x6xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @create(%arg0: index, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<4x?xf32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT:     %2 = tensor.empty(%arg0, %arg1) {tag} : tensor<?x?xi8>
// CHECK-NEXT:     %from_elements = tensor.from_elements %arg2, %arg2 : tensor<2xf32>
// CHECK-NEXT:     %from_elements_0 = tensor.from_elements %arg2 : tensor<f32>
// CHECK-NEXT:     %from_elements_1 = tensor.from_elements %arg0, %arg1, %arg0, %arg1 {tag = 1 : i64} : tensor<2x2xindex>
// CHECK-NEXT:     %splat = tensor.splat %arg2 : tensor<4x4xf32>
// CHECK-NEXT:     %splat_2 = tensor.splat %arg2[%arg0] : tensor<?x4xf32>
// CHECK-NEXT:     %splat_3 = tensor.splat %arg2[%arg0, %arg1] {tag} : tensor<?x?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @access(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: tensor<f32>, %arg3: index, %arg4: index, %arg5: f32) -> tensor<4x?xf32> {
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg3, %arg4] : tensor<4x?xf32>
// CHECK-NEXT:     %extracted_0 = tensor.extract %arg2[] : tensor<f32>
// CHECK-NEXT:     %extracted_1 = tensor.extract %arg0[%arg3, %arg4] {tag} : tensor<4x?xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg5 into %arg0[%arg3, %arg4] : tensor<4x?xf32>
// CHECK-NEXT:     %inserted_2 = tensor.insert %extracted_0 into %arg2[] {tag} : tensor<f32>
// CHECK-NEXT:     %dim = tensor.dim %arg0, %arg3 : tensor<4x?xf32>
// CHECK-NEXT:     %dim_3 = tensor.dim {tag} %arg1, %arg4 : tensor<*xf32>
// CHECK-NEXT:     %rank = tensor.rank %arg0 : tensor<4x?xf32>
// CHECK-NEXT:     %rank_4 = tensor.rank %arg1 {tag} : tensor<*xf32>
// CHECK-NEXT:     return %inserted : tensor<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: tensor<4xi32>) {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %arg0 : tensor<4x?xf32> to tensor<*xf32>
// CHECK-NEXT:     %cast_1 = tensor.cast %arg1 : tensor<*xf32> to tensor<4x8xf32>
// CHECK-NEXT:     %cast_2 = tensor.cast %cast {tag} : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT:     %0 = tensor.bitcast %arg2 : tensor<4xi32> to tensor<4xui32>
// CHECK-NEXT:     %1 = tensor.bitcast %arg2 : tensor<4xi32> to tensor<?xf32>
// CHECK-NEXT:     %2 = tensor.bitcast %arg2 {tag} : tensor<4xi32> to tensor<4xsi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slices(%arg0: tensor<8x16x4xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [8, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<8x16x4xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg0[0, %arg2, 2] [1, 4, 2] [1, 2, 1] : tensor<8x16x4xf32> to tensor<4x2xf32>
// CHECK-NEXT:     %extracted_slice_1 = tensor.extract_slice %arg0[%arg2, %arg3, %arg4] [%arg2, %arg3, %arg4] [%arg4, %arg3, %arg2] : tensor<8x16x4xf32> to tensor<?x?x?xf32>
// CHECK-NEXT:     %extracted_slice_2 = tensor.extract_slice %arg1[0, %arg2] [1, %arg3] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
// CHECK-NEXT:     %extracted_slice_3 = tensor.extract_slice %arg1[1, 1] [1, 1] [1, 1] {tag} : tensor<?x?xf32> to tensor<f32>
// CHECK-NEXT:     %extracted_slice_4 = tensor.extract_slice %arg0[0, 0, 0] [1, 16, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<1x16xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice_0 into %arg0[0, %arg2, 2] [1, 4, 2] [1, 2, 1] : tensor<4x2xf32> into tensor<8x16x4xf32>
// CHECK-NEXT:     %inserted_slice_5 = tensor.insert_slice %extracted_slice_1 into %arg0[%arg2, %arg3, %arg4] [%arg2, %arg3, %arg4] [%arg4, %arg3, %arg2] : tensor<?x?x?xf32> into tensor<8x16x4xf32>
// CHECK-NEXT:     %inserted_slice_6 = tensor.insert_slice %extracted_slice_3 into %arg1[%arg2, %arg3] [1, 1] [1, 1] {tag} : tensor<f32> into tensor<?x?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parallel(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>, %arg2: tensor<?xf32>, %arg3: index) -> tensor<8xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg4) in (4) shared_outs(%arg5 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %arg1 into %arg5[%arg4] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:         tensor.parallel_insert_slice %arg2 into %arg5[%arg4] [%arg3] [1] {tag} : tensor<?xf32> into tensor<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @regions(%arg0: tensor<?x?xf32>, %arg1: tensor<4x4xf32>, %arg2: index, %arg3: index, %arg4: f32) {
// CHECK-NEXT:     %generated = tensor.generate %arg2, %arg3 {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index, %arg7: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<?x3x?xf32>
// CHECK-NEXT:     %generated_0 = tensor.generate  {
// CHECK-NEXT:     ^bb0(%arg5: index):
// CHECK-NEXT:       %0 = arith.index_cast %arg5 : index to i32
// CHECK-NEXT:       %1 = arith.sitofp %0 : i32 to f32
// CHECK-NEXT:       tensor.yield %1 : f32
// CHECK-NEXT:     } {tag} : tensor<16xf32>
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[%arg2, 1] high[2, %arg3] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %padded_2 = tensor.pad %arg1 low[1, 2] high[3, 4] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } {tag} : tensor<4x4xf32> to tensor<8x10xf32>
// CHECK-NEXT:     %padded_3 = tensor.pad %arg1 low[%arg2, 0] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %arg4 : f32
// CHECK-NEXT:     } : tensor<4x4xf32> to tensor<?x4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reshapes(%arg0: tensor<?x?xf32>, %arg1: tensor<2x12xf32>, %arg2: tensor<1x1xf32>, %arg3: index, %arg4: index, %arg5: tensor<2xindex>, %arg6: tensor<?xindex>) {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg3, 4, %arg4] : tensor<?x?xf32> into tensor<?x4x?xf32>
// CHECK-NEXT:     %expanded_0 = tensor.expand_shape %arg1 {{\[\[}}0], [1, 2, 3]] output_shape [2, 2, 3, 2] : tensor<2x12xf32> into tensor<2x2x3x2xf32>
// CHECK-NEXT:     %expanded_1 = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2], [3]] output_shape [%arg3, %arg4, 1, %arg3] {tag} : tensor<?x?xf32> into tensor<?x?x1x?xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     %collapsed_2 = tensor.collapse_shape %expanded_0 {{\[\[}}0, 1, 2, 3]] {tag} : tensor<2x2x3x2xf32> into tensor<24xf32>
// CHECK-NEXT:     %collapsed_3 = tensor.collapse_shape %arg2 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT:     %expanded_4 = tensor.expand_shape %collapsed_3 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK-NEXT:     %reshape = tensor.reshape %arg0(%arg5) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT:     %reshape_5 = tensor.reshape %arg1(%arg6) {tag} : (tensor<2x12xf32>, tensor<?xindex>) -> tensor<*xf32>
// CHECK-NEXT:     %reshape_6 = tensor.reshape %arg1(%arg5) : (tensor<2x12xf32>, tensor<2xindex>) -> tensor<4x6xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @concats(%arg0: tensor<?x?xf32>, %arg1: tensor<3x6xf32>, %arg2: tensor<1x6xf32>, %arg3: tensor<3x?xf32>) {
// CHECK-NEXT:     %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     %concat_0 = tensor.concat dim(0) %arg1, %arg1, %arg2 : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<7x6xf32>
// CHECK-NEXT:     %concat_1 = tensor.concat dim(1) %arg3, %arg1 {tag} : (tensor<3x?xf32>, tensor<3x6xf32>) -> tensor<3x?xf32>
// CHECK-NEXT:     %concat_2 = tensor.concat dim(0) %arg1 : (tensor<3x6xf32>) -> tensor<3x6xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
