// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// Every memref op in its custom form: allocation with dynamic sizes and
// layout symbols, accesses with nontemporal/alignment, subviews whose result
// layouts follow the inferred strided layout (including rank reduction),
// views, casts, reinterpret_cast, reshapes, globals and metadata ops.

memref.global "private" constant @g : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global @u : memref<2x3xi32> = uninitialized
memref.global "private" @al : memref<8xi8> = dense<0> {alignment = 64}
memref.global @ext : memref<4xf32>
memref.global constant @sc : memref<i32> = dense<7>
memref.global "public" @tagged : memref<2xf64> = dense<[0.5, -1.5]> {tag}
memref.global "nested" constant @bools : memref<2xi1> = dense<[true, false]>
memref.global @space : memref<4xf32, 1> = dense<1.0>

func.func @alloc(%i: index, %j: index) {
  %a = memref.alloc(%i) : memref<4x?xf32>
  %a2 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
  %a3 = memref.alloc()[%i, %j] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  %a4 = memref.alloc(%i, %j) {tag} : memref<?x?xf32, 2>
  %b = memref.alloca() : memref<4xf32>
  %b1 = memref.alloca(%i) {alignment = 16 : i64} : memref<?xf32>
  %b2 = memref.alloca()[%j] : memref<4xf32, strided<[1], offset: ?>>
  %r = memref.realloc %a2 : memref<8xf32> to memref<16xf32>
  %r1 = memref.realloc %b1(%j) : memref<?xf32> to memref<?xf32>
  %r2 = memref.realloc %r {alignment = 8 : i64} : memref<16xf32> to memref<32xf32>
  memref.dealloc %a : memref<4x?xf32>
  memref.dealloc %a4 {tag} : memref<?x?xf32, 2>
  return
}

func.func @access(%m: memref<4x?xf32>, %z: memref<f32>, %u: memref<*xf32>, %i: index, %j: index, %f: f32, %n: i32, %mi: memref<8xi32>) {
  %x = memref.load %m[%i, %j] : memref<4x?xf32>
  %x1 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  %x2 = memref.load %m[%i, %j] {nontemporal = false} : memref<4x?xf32>
  %x3 = memref.load %z[] {alignment = 8} : memref<f32>
  memref.store %f, %m[%i, %j] : memref<4x?xf32>
  memref.store %f, %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  memref.store %x3, %z[] {alignment = 4 : i64, tag} : memref<f32>
  %a0 = memref.atomic_rmw addf %f, %m[%i, %j] : (f32, memref<4x?xf32>) -> f32
  %a1 = memref.atomic_rmw maximumf %f, %m[%i, %j] : (f32, memref<4x?xf32>) -> f32
  %a2 = memref.atomic_rmw addi %n, %mi[%i] : (i32, memref<8xi32>) -> i32
  %a3 = memref.atomic_rmw xori %n, %mi[%i] {tag} : (i32, memref<8xi32>) -> i32
  %a4 = memref.atomic_rmw assign %f, %z[] : (f32, memref<f32>) -> f32
  %a5 = memref.atomic_rmw minu %n, %mi[%j] : (i32, memref<8xi32>) -> i32
  %d = memref.dim %m, %i : memref<4x?xf32>
  %d1 = memref.dim {tag} %u, %j : memref<*xf32>
  %r = memref.rank %m : memref<4x?xf32>
  %r1 = memref.rank %u {tag} : memref<*xf32>
  memref.copy %m, %m : memref<4x?xf32> to memref<4x?xf32>
  memref.copy %u, %u {tag} : memref<*xf32> to memref<*xf32>
  return
}

func.func @subviews(%m: memref<4x?xf32>, %d: memref<?x?xf32>, %s: memref<8x16x4xf32>, %t: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index, %k: index) {
  %0 = memref.subview %m[0, %i] [2, %j] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %d[1, 2] [3, 4] [2, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
  %2 = memref.subview %d[0, 0] [1, %i] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1]>>
  %3 = memref.subview %s[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  %4 = memref.subview %s[1, 2, 3] [2, 4, 1] [2, 3, 1] : memref<8x16x4xf32> to memref<2x4xf32, strided<[128, 12], offset: 75>>
  %5 = memref.subview %s[%i, %j, %k] [%i, %j, %k] [%k, %j, %i] : memref<8x16x4xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %6 = memref.subview %s[0, 0, 0] [8, 1, 4] [1, 1, 1] {tag} : memref<8x16x4xf32> to memref<8x4xf32, strided<[64, 1]>>
  %7 = memref.subview %t[%i, 1] [4, 4] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  %8 = memref.subview %s[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4xf32, strided<[1]>>
  %9 = memref.subview %s[2, 0, 0] [1, 16, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<1x16xf32, strided<[64, 4], offset: 128>>
  return
}

func.func @views(%raw: memref<2048xi8>, %draw: memref<?xi8, 3>, %d: memref<?x?xf32>, %m: memref<4x?xf32>, %i: index, %j: index) {
  %v = memref.view %raw[%i][%j] : memref<2048xi8> to memref<?x4xf32>
  %v1 = memref.view %raw[%i][] : memref<2048xi8> to memref<64x4xf32>
  %v2 = memref.view %draw[%j][%i, %i] {tag} : memref<?xi8, 3> to memref<?x?xf16, 3>
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %c1 = memref.cast %m : memref<4x?xf32> to memref<*xf32>
  %c2 = memref.cast %c1 {tag} : memref<*xf32> to memref<4x8xf32>
  %c3 = memref.cast %d : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %rc = memref.reinterpret_cast %d to offset: [0], sizes: [%i, 10], strides: [10, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[10, 1]>>
  %rc1 = memref.reinterpret_cast %d to offset: [%i], sizes: [%j], strides: [%i] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %rc2 = memref.reinterpret_cast %c1 to offset: [2], sizes: [4, 4], strides: [8, 1] {tag} : memref<*xf32> to memref<4x4xf32, strided<[8, 1], offset: 2>>
  %ms = memref.memory_space_cast %m : memref<4x?xf32> to memref<4x?xf32, 1>
  %ms1 = memref.memory_space_cast %c1 : memref<*xf32> to memref<*xf32, #gpu.address_space<global>>
  %aa = memref.assume_alignment %m, 16 : memref<4x?xf32>
  %aa1 = memref.assume_alignment %d, 64 {tag} : memref<?x?xf32>
  return
}

func.func @reshapes(%d: memref<?x?xf32>, %s: memref<2x12xf32>, %one: memref<1x1xf32>, %st: memref<4x8xf32, strided<[16, 1], offset: 3>>, %i: index, %j: index, %sh: memref<2xindex>, %shd: memref<?xindex>) {
  %ex = memref.expand_shape %d [[0, 1], [2]] output_shape [%i, 4, %j] : memref<?x?xf32> into memref<?x4x?xf32>
  %ex1 = memref.expand_shape %s [[0], [1, 2, 3]] output_shape [2, 2, 3, 2] : memref<2x12xf32> into memref<2x2x3x2xf32>
  %ex2 = memref.expand_shape %st [[0, 1], [2]] output_shape [2, 2, 8] {tag} : memref<4x8xf32, strided<[16, 1], offset: 3>> into memref<2x2x8xf32, strided<[32, 16, 1], offset: 3>>
  %co = memref.collapse_shape %ex [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
  %co1 = memref.collapse_shape %ex1 [[0, 1, 2, 3]] {tag} : memref<2x2x3x2xf32> into memref<24xf32>
  %co2 = memref.collapse_shape %one [] : memref<1x1xf32> into memref<f32>
  %ex3 = memref.expand_shape %co2 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %co3 = memref.collapse_shape %ex2 [[0, 1], [2]] : memref<2x2x8xf32, strided<[32, 16, 1], offset: 3>> into memref<4x8xf32, strided<[16, 1], offset: 3>>
  %rs = memref.reshape %d(%sh) : (memref<?x?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %rs1 = memref.reshape %s(%shd) {tag} : (memref<2x12xf32>, memref<?xindex>) -> memref<*xf32>
  return
}

func.func @globals_and_metadata(%d: memref<?x?xf32>, %z: memref<f32>, %s: memref<4x4xf32, strided<[?, 1], offset: ?>, 1>) {
  %g = memref.get_global @g : memref<4xf32>
  %g1 = memref.get_global @ext : memref<4xf32> {tag}
  %g2 = memref.get_global @space : memref<4xf32, 1>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %d : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %zb, %zo = memref.extract_strided_metadata %z : memref<f32> -> memref<f32>, index
  %sb, %so, %ss:2, %sst:2 = memref.extract_strided_metadata %s : memref<4x4xf32, strided<[?, 1], offset: ?>, 1> -> memref<f32, 1>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %d : memref<?x?xf32> -> index
  %p1 = memref.extract_aligned_pointer_as_index %z : memref<f32> -> index {tag}
  return
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @g : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// CHECK-NEXT:   memref.global @u : memref<2x3xi32> = uninitialized
// CHECK-NEXT:   memref.global "private" @al : memref<8xi8> = dense<0> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global @ext : memref<4xf32>
// CHECK-NEXT:   memref.global constant @sc : memref<i32> = dense<7>
// CHECK-NEXT:   memref.global "public" @tagged : memref<2xf64> = dense<[5.000000e-01, -1.500000e+00]> {tag}
// CHECK-NEXT:   memref.global "nested" constant @bools : memref<2xi1> = dense<[true, false]>
// CHECK-NEXT:   memref.global @space : memref<4xf32, 1> = dense<1.000000e+00>
// CHECK-NEXT:   func.func @alloc(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc()[%arg0, %arg1] : memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %alloc_2 = memref.alloc(%arg0, %arg1) {tag} : memref<?x?xf32, 2>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     %alloca_3 = memref.alloca(%arg0) {alignment = 16 : i64} : memref<?xf32>
// CHECK-NEXT:     %alloca_4 = memref.alloca()[%arg1] : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %0 = memref.realloc %alloc_0 : memref<8xf32> to memref<16xf32>
// CHECK-NEXT:     %1 = memref.realloc %alloca_3(%arg1) : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     %2 = memref.realloc %0 {alignment = 8 : i64} : memref<16xf32> to memref<32xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<4x?xf32>
// CHECK-NEXT:     memref.dealloc %alloc_2 {tag} : memref<?x?xf32, 2>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @access(%arg0: memref<4x?xf32>, %arg1: memref<f32>, %arg2: memref<*xf32>, %arg3: index, %arg4: index, %arg5: f32, %arg6: i32, %arg7: memref<8xi32>) {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg3, %arg4] : memref<4x?xf32>
// CHECK-NEXT:     %1 = memref.load %arg0[%arg3, %arg4] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT:     %2 = memref.load %arg0[%arg3, %arg4] : memref<4x?xf32>
// CHECK-NEXT:     %3 = memref.load %arg1[] {alignment = 8 : i64} : memref<f32>
// CHECK-NEXT:     memref.store %arg5, %arg0[%arg3, %arg4] : memref<4x?xf32>
// CHECK-NEXT:     memref.store %arg5, %arg0[%arg3, %arg4] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT:     memref.store %3, %arg1[] {alignment = 4 : i64, tag} : memref<f32>
// CHECK-NEXT:     %4 = memref.atomic_rmw addf %arg5, %arg0[%arg3, %arg4] : (f32, memref<4x?xf32>) -> f32
// CHECK-NEXT:     %5 = memref.atomic_rmw maximumf %arg5, %arg0[%arg3, %arg4] : (f32, memref<4x?xf32>) -> f32
// CHECK-NEXT:     %6 = memref.atomic_rmw addi %arg6, %arg7[%arg3] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT:     %7 = memref.atomic_rmw xori %arg6, %arg7[%arg3] {tag} : (i32, memref<8xi32>) -> i32
// CHECK-NEXT:     %8 = memref.atomic_rmw assign %arg5, %arg1[] : (f32, memref<f32>) -> f32
// CHECK-NEXT:     %9 = memref.atomic_rmw minu %arg6, %arg7[%arg4] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT:     %dim = memref.dim %arg0, %arg3 : memref<4x?xf32>
// CHECK-NEXT:     %dim_0 = memref.dim {tag} %arg2, %arg4 : memref<*xf32>
// CHECK-NEXT:     %10 = memref.rank %arg0 : memref<4x?xf32>
// CHECK-NEXT:     %11 = memref.rank %arg2 {tag} : memref<*xf32>
// CHECK-NEXT:     memref.copy %arg0, %arg0 : memref<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT:     memref.copy %arg2, %arg2 {tag} : memref<*xf32> to memref<*xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @subviews(%arg0: memref<4x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<8x16x4xf32>, %arg3: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg4: index, %arg5: index, %arg6: index) {
// CHECK-NEXT:     %subview = memref.subview %arg0[0, %arg4] [2, %arg5] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %subview_0 = memref.subview %arg1[1, 2] [3, 4] [2, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %subview_1 = memref.subview %arg1[0, 0] [1, %arg4] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:     %subview_2 = memref.subview %arg2[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
// CHECK-NEXT:     %subview_3 = memref.subview %arg2[1, 2, 3] [2, 4, 1] [2, 3, 1] : memref<8x16x4xf32> to memref<2x4xf32, strided<[128, 12], offset: 75>>
// CHECK-NEXT:     %subview_4 = memref.subview %arg2[%arg4, %arg5, %arg6] [%arg4, %arg5, %arg6] [%arg6, %arg5, %arg4] : memref<8x16x4xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:     %subview_5 = memref.subview %arg2[0, 0, 0] [8, 1, 4] [1, 1, 1] {tag} : memref<8x16x4xf32> to memref<8x4xf32, strided<[64, 1]>>
// CHECK-NEXT:     %subview_6 = memref.subview %arg3[%arg4, 1] [4, 4] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %subview_7 = memref.subview %arg2[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT:     %subview_8 = memref.subview %arg2[2, 0, 0] [1, 16, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<1x16xf32, strided<[64, 4], offset: 128>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @views(%arg0: memref<2048xi8>, %arg1: memref<?xi8, 3>, %arg2: memref<?x?xf32>, %arg3: memref<4x?xf32>, %arg4: index, %arg5: index) {
// CHECK-NEXT:     %view = memref.view %arg0[%arg4][%arg5] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT:     %view_0 = memref.view %arg0[%arg4][] : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT:     %view_1 = memref.view %arg1[%arg5][%arg4, %arg4] {tag} : memref<?xi8, 3> to memref<?x?xf16, 3>
// CHECK-NEXT:     %cast = memref.cast %arg3 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT:     %cast_2 = memref.cast %arg3 : memref<4x?xf32> to memref<*xf32>
// CHECK-NEXT:     %cast_3 = memref.cast %cast_2 {tag} : memref<*xf32> to memref<4x8xf32>
// CHECK-NEXT:     %cast_4 = memref.cast %arg2 : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg2 to offset: [0], sizes: [%arg4, 10], strides: [10, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[10, 1]>>
// CHECK-NEXT:     %reinterpret_cast_5 = memref.reinterpret_cast %arg2 to offset: [%arg4], sizes: [%arg5], strides: [%arg4] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %reinterpret_cast_6 = memref.reinterpret_cast %cast_2 to offset: [2], sizes: [4, 4], strides: [8, 1] {tag} : memref<*xf32> to memref<4x4xf32, strided<[8, 1], offset: 2>>
// CHECK-NEXT:     %memspacecast = memref.memory_space_cast %arg3 : memref<4x?xf32> to memref<4x?xf32, 1>
// CHECK-NEXT:     %memspacecast_7 = memref.memory_space_cast %cast_2 : memref<*xf32> to memref<*xf32, #gpu.address_space<global>>
// CHECK-NEXT:     %assume_align = memref.assume_alignment %arg3, 16 : memref<4x?xf32>
// CHECK-NEXT:     %assume_align_8 = memref.assume_alignment %arg2, 64 {tag} : memref<?x?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reshapes(%arg0: memref<?x?xf32>, %arg1: memref<2x12xf32>, %arg2: memref<1x1xf32>, %arg3: memref<4x8xf32, strided<[16, 1], offset: 3>>, %arg4: index, %arg5: index, %arg6: memref<2xindex>, %arg7: memref<?xindex>) {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg4, 4, %arg5] : memref<?x?xf32> into memref<?x4x?xf32>
// CHECK-NEXT:     %expand_shape_0 = memref.expand_shape %arg1 {{\[\[}}0], [1, 2, 3]] output_shape [2, 2, 3, 2] : memref<2x12xf32> into memref<2x2x3x2xf32>
// CHECK-NEXT:     %expand_shape_1 = memref.expand_shape %arg3 {{\[\[}}0, 1], [2]] output_shape [2, 2, 8] {tag} : memref<4x8xf32, strided<[16, 1], offset: 3>> into memref<2x2x8xf32, strided<[32, 16, 1], offset: 3>>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
// CHECK-NEXT:     %collapse_shape_2 = memref.collapse_shape %expand_shape_0 {{\[\[}}0, 1, 2, 3]] {tag} : memref<2x2x3x2xf32> into memref<24xf32>
// CHECK-NEXT:     %collapse_shape_3 = memref.collapse_shape %arg2 [] : memref<1x1xf32> into memref<f32>
// CHECK-NEXT:     %expand_shape_4 = memref.expand_shape %collapse_shape_3 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
// CHECK-NEXT:     %collapse_shape_5 = memref.collapse_shape %expand_shape_1 {{\[\[}}0, 1], [2]] : memref<2x2x8xf32, strided<[32, 16, 1], offset: 3>> into memref<4x8xf32, strided<[16, 1], offset: 3>>
// CHECK-NEXT:     %reshape = memref.reshape %arg0(%arg6) : (memref<?x?xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT:     %reshape_6 = memref.reshape %arg1(%arg7) {tag} : (memref<2x12xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @globals_and_metadata(%arg0: memref<?x?xf32>, %arg1: memref<f32>, %arg2: memref<4x4xf32, strided<[?, 1], offset: ?>, 1>) {
// CHECK-NEXT:     %0 = memref.get_global @g : memref<4xf32>
// CHECK-NEXT:     %1 = memref.get_global @ext : memref<4xf32> {tag}
// CHECK-NEXT:     %2 = memref.get_global @space : memref<4xf32, 1>
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %base_buffer_0, %offset_1 = memref.extract_strided_metadata %arg1 : memref<f32> -> memref<f32>, index
// CHECK-NEXT:     %base_buffer_2, %offset_3, %sizes_4:2, %strides_5:2 = memref.extract_strided_metadata %arg2 : memref<4x4xf32, strided<[?, 1], offset: ?>, 1> -> memref<f32, 1>, index, index, index, index, index
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32> -> index
// CHECK-NEXT:     %intptr_6 = memref.extract_aligned_pointer_as_index %arg1 : memref<f32> -> index {tag}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
