// RUN: bufopt --mlir-print-op-generic %s | FileCheck %s
// RUN: bufopt %s | bufopt --mlir-print-op-generic | FileCheck %s

// The bodies that the parser builds for named ops, seen in generic form:
// element-type casts, integer / float / bool payloads, fastmath and overflow
// defaults, and the linalg.memoized_indexing_maps attribute that
// verification attaches to OpDSL ops (matvec, vecmat, dot, conv).

func.func @fill_copy(%s: f32, %i: i32, %t: tensor<4x8xf32>, %ti: tensor<4x8xi32>, %h: tensor<4x8xf16>, %m: memref<4x8xf32>, %d: tensor<4x8xf64>, %i8: tensor<4x8xi8>) {
  %0 = linalg.fill ins(%s : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.fill ins(%i : i32) outs(%ti : tensor<4x8xi32>) -> tensor<4x8xi32>
  linalg.fill ins(%s : f32) outs(%m : memref<4x8xf32>)
  %2 = linalg.copy ins(%t : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.copy ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  %3 = linalg.copy ins(%h : tensor<4x8xf16>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.copy ins(%d : tensor<4x8xf64>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.copy ins(%i8 : tensor<4x8xi8>) outs(%ti : tensor<4x8xi32>) -> tensor<4x8xi32>
  %6 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%i8 : tensor<4x8xi8>) outs(%ti : tensor<4x8xi32>) -> tensor<4x8xi32>
  %7 = linalg.copy ins(%ti : tensor<4x8xi32>) outs(%i8 : tensor<4x8xi8>) -> tensor<4x8xi8>
  %8 = linalg.copy ins(%t : tensor<4x8xf32>) outs(%ti : tensor<4x8xi32>) -> tensor<4x8xi32>
  %9 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%i8 : tensor<4x8xi8>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %10 = linalg.fill {tag = "x"} ins(%s : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

func.func @contractions(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %ai: tensor<4x8xi8>, %bi: tensor<8x16xi8>, %ci: tensor<4x16xi32>, %ah: tensor<4x8xf16>, %bh: tensor<8x16xf16>, %at: tensor<8x4xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %2 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %3 = linalg.matmul ins(%ah, %bh : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %4 = linalg.matmul ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %5 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%at, %b : tensor<8x4xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %6 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %7 = linalg.matmul {tag} ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) {late} -> tensor<4x16xf32>
  return
}

func.func @more_contractions(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>, %m: tensor<4x8xf32>, %v: tensor<8xf32>, %w: tensor<4xf32>, %s: tensor<f32>, %mm: memref<4x8xf32>, %mv: memref<8xf32>, %mw: memref<4xf32>, %ms: memref<f32>, %sq: memref<8x8xf32>) {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %1 = linalg.matvec ins(%m, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.vecmat ins(%w, %m : tensor<4xf32>, tensor<4x8xf32>) outs(%v : tensor<8xf32>) -> tensor<8xf32>
  %3 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  linalg.matvec ins(%mm, %mv : memref<4x8xf32>, memref<8xf32>) outs(%mw : memref<4xf32>)
  linalg.dot ins(%mv, %mv : memref<8xf32>, memref<8xf32>) outs(%ms : memref<f32>)
  linalg.matmul ins(%sq, %sq : memref<8x8xf32>, memref<8x8xf32>) outs(%sq : memref<8x8xf32>)
  return
}

func.func @conv(%i: tensor<1x10x10x3xf32>, %k: tensor<3x3x3x8xf32>, %o: tensor<1x8x8x8xf32>, %o2: tensor<1x4x4x8xf32>, %o3: tensor<1x6x6x8xf32>, %mi: memref<1x10x10x3xf32>, %mk: memref<3x3x3x8xf32>, %mo: memref<1x8x8x8xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%i, %k : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %k : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%o2 : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 2]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%o3 : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%mi, %mk : memref<1x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%mo : memref<1x8x8x8xf32>)
  return
}

// batch_matmul with explicit maps.
func.func @inline_props(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>, %a3: tensor<2x8x4xi8>, %b3: tensor<2x8x16xi8>, %c3: tensor<2x4x16xi32>) {
  %1 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a3, %b3 : tensor<2x8x4xi8>, tensor<2x8x16xi8>) outs(%c3 : tensor<2x4x16xi32>) -> tensor<2x4x16xi32>
  return
}
// Every elementwise named op, on floats and (where defined) integers and bools.
func.func @float_ops(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>, %p: tensor<4x8xi1>) {
  %add = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sub = linalg.sub ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %mul = linalg.mul ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %div = linalg.div ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %max = linalg.max ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %min = linalg.min ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %powf = linalg.powf ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %exp = linalg.exp ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %log = linalg.log ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %abs = linalg.abs ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %ceil = linalg.ceil ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %floor = linalg.floor ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %negf = linalg.negf ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %reciprocal = linalg.reciprocal ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %round = linalg.round ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sqrt = linalg.sqrt ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %rsqrt = linalg.rsqrt ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %square = linalg.square ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %tanh = linalg.tanh ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %erf = linalg.erf ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sel = linalg.select ins(%p, %a, %b : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

func.func @int_ops(%a: tensor<4x8xi32>, %b: tensor<4x8xi32>, %c: tensor<4x8xi32>, %p: tensor<4x8xi1>, %q: tensor<4x8xi1>) {
  %add = linalg.add ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  %sub = linalg.sub ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  %mul = linalg.mul ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  %div = linalg.div ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  %div_unsigned = linalg.div_unsigned ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  %max = linalg.max ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  %min = linalg.min ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  %badd = linalg.add ins(%p, %q : tensor<4x8xi1>, tensor<4x8xi1>) outs(%p : tensor<4x8xi1>) -> tensor<4x8xi1>
  %bmul = linalg.mul ins(%p, %q : tensor<4x8xi1>, tensor<4x8xi1>) outs(%p : tensor<4x8xi1>) -> tensor<4x8xi1>
  %bmax = linalg.max ins(%p, %q : tensor<4x8xi1>, tensor<4x8xi1>) outs(%p : tensor<4x8xi1>) -> tensor<4x8xi1>
  %bmin = linalg.min ins(%p, %q : tensor<4x8xi1>, tensor<4x8xi1>) outs(%p : tensor<4x8xi1>) -> tensor<4x8xi1>
  %sel = linalg.select ins(%p, %a, %b : tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  return
}

func.func @on_buffers(%a: memref<?x8xf64>, %c: memref<?x8xf64>, %s: memref<f16>) {
  linalg.add ins(%a, %a : memref<?x8xf64>, memref<?x8xf64>) outs(%c : memref<?x8xf64>)
  linalg.exp {tag = 3 : i64} ins(%a : memref<?x8xf64>) outs(%c : memref<?x8xf64>)
  linalg.sqrt ins(%s : memref<f16>) outs(%s : memref<f16>)
  return
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map10 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map11 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map12 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map13 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// CHECK-NEXT: #map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK-NEXT: #map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map16 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
// CHECK-NEXT: #map17 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4 * 2, d2 + d5 * 2, d6)>
// CHECK-NEXT: #map18 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (f32, i32, tensor<4x8xf32>, tensor<4x8xi32>, tensor<4x8xf16>, memref<4x8xf32>, tensor<4x8xf64>, tensor<4x8xi8>) -> (), sym_name = "fill_copy"}> ({
// CHECK-NEXT:   ^bb0(%arg202: f32, %arg203: i32, %arg204: tensor<4x8xf32>, %arg205: tensor<4x8xi32>, %arg206: tensor<4x8xf16>, %arg207: memref<4x8xf32>, %arg208: tensor<4x8xf64>, %arg209: tensor<4x8xi8>):
// CHECK-NEXT:     %136 = "linalg.fill"(%arg202, %arg204) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg234: f32, %arg235: f32):
// CHECK-NEXT:       "linalg.yield"(%arg234) : (f32) -> ()
// CHECK-NEXT:     }) : (f32, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %137 = "linalg.fill"(%arg203, %arg205) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg232: i32, %arg233: i32):
// CHECK-NEXT:       "linalg.yield"(%arg232) : (i32) -> ()
// CHECK-NEXT:     }) : (i32, tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     "linalg.fill"(%arg202, %arg207) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg230: f32, %arg231: f32):
// CHECK-NEXT:       "linalg.yield"(%arg230) : (f32) -> ()
// CHECK-NEXT:     }) : (f32, memref<4x8xf32>) -> ()
// CHECK-NEXT:     %138 = "linalg.copy"(%arg204, %136) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg228: f32, %arg229: f32):
// CHECK-NEXT:       "linalg.yield"(%arg228) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     "linalg.copy"(%arg207, %arg207) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg226: f32, %arg227: f32):
// CHECK-NEXT:       "linalg.yield"(%arg226) : (f32) -> ()
// CHECK-NEXT:     }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT:     %139 = "linalg.copy"(%arg206, %arg204) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg224: f16, %arg225: f32):
// CHECK-NEXT:       %153 = "arith.extf"(%arg224) : (f16) -> f32
// CHECK-NEXT:       "linalg.yield"(%153) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf16>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %140 = "linalg.copy"(%arg208, %arg204) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg222: f64, %arg223: f32):
// CHECK-NEXT:       %152 = "arith.truncf"(%arg222) : (f64) -> f32
// CHECK-NEXT:       "linalg.yield"(%152) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf64>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %141 = "linalg.copy"(%arg209, %arg205) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg220: i8, %arg221: i32):
// CHECK-NEXT:       %151 = "arith.extsi"(%arg220) : (i8) -> i32
// CHECK-NEXT:       "linalg.yield"(%151) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi8>, tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %142 = "linalg.copy"(%arg209, %arg205) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg218: i8, %arg219: i32):
// CHECK-NEXT:       %150 = "arith.extui"(%arg218) : (i8) -> i32
// CHECK-NEXT:       "linalg.yield"(%150) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi8>, tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %143 = "linalg.copy"(%arg205, %arg209) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg216: i32, %arg217: i8):
// CHECK-NEXT:       %149 = "arith.trunci"(%arg216) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// CHECK-NEXT:       "linalg.yield"(%149) : (i8) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi32>, tensor<4x8xi8>) -> tensor<4x8xi8>
// CHECK-NEXT:     %144 = "linalg.copy"(%arg204, %arg205) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg214: f32, %arg215: i32):
// CHECK-NEXT:       %148 = "arith.fptosi"(%arg214) : (f32) -> i32
// CHECK-NEXT:       "linalg.yield"(%148) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %145 = "linalg.copy"(%arg209, %arg204) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg212: i8, %arg213: f32):
// CHECK-NEXT:       %147 = "arith.uitofp"(%arg212) : (i8) -> f32
// CHECK-NEXT:       "linalg.yield"(%147) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi8>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %146 = "linalg.fill"(%arg202, %arg204) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg210: f32, %arg211: f32):
// CHECK-NEXT:       "linalg.yield"(%arg210) : (f32) -> ()
// CHECK-NEXT:     }) {tag = "x"} : (f32, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>, tensor<4x8xf16>, tensor<8x16xf16>, tensor<8x4xf32>) -> (), sym_name = "contractions"}> ({
// CHECK-NEXT:   ^bb0(%arg169: tensor<4x8xf32>, %arg170: tensor<8x16xf32>, %arg171: tensor<4x16xf32>, %arg172: tensor<4x8xi8>, %arg173: tensor<8x16xi8>, %arg174: tensor<4x16xi32>, %arg175: tensor<4x8xf16>, %arg176: tensor<8x16xf16>, %arg177: tensor<8x4xf32>):
// CHECK-NEXT:     %104 = "linalg.matmul"(%arg169, %arg170, %arg171) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg199: f32, %arg200: f32, %arg201: f32):
// CHECK-NEXT:       %134 = "arith.mulf"(%arg199, %arg200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %135 = "arith.addf"(%arg201, %134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%135) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %105 = "linalg.matmul"(%arg172, %arg173, %arg174) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg196: i8, %arg197: i8, %arg198: i32):
// CHECK-NEXT:       %130 = "arith.extsi"(%arg196) : (i8) -> i32
// CHECK-NEXT:       %131 = "arith.extsi"(%arg197) : (i8) -> i32
// CHECK-NEXT:       %132 = "arith.muli"(%130, %131) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:       %133 = "arith.addi"(%arg198, %132) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:       "linalg.yield"(%133) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT:     %106 = "linalg.matmul"(%arg172, %arg173, %arg174) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg193: i8, %arg194: i8, %arg195: i32):
// CHECK-NEXT:       %126 = "arith.extui"(%arg193) : (i8) -> i32
// CHECK-NEXT:       %127 = "arith.extui"(%arg194) : (i8) -> i32
// CHECK-NEXT:       %128 = "arith.muli"(%126, %127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:       %129 = "arith.addi"(%arg195, %128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:       "linalg.yield"(%129) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT:     %107 = "linalg.matmul"(%arg175, %arg176, %arg171) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg190: f16, %arg191: f16, %arg192: f32):
// CHECK-NEXT:       %122 = "arith.extf"(%arg190) : (f16) -> f32
// CHECK-NEXT:       %123 = "arith.extf"(%arg191) : (f16) -> f32
// CHECK-NEXT:       %124 = "arith.mulf"(%122, %123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %125 = "arith.addf"(%arg192, %124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%125) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf16>, tensor<8x16xf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %108 = "linalg.matmul"(%arg172, %arg173, %arg171) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg187: i8, %arg188: i8, %arg189: f32):
// CHECK-NEXT:       %118 = "arith.sitofp"(%arg187) : (i8) -> f32
// CHECK-NEXT:       %119 = "arith.sitofp"(%arg188) : (i8) -> f32
// CHECK-NEXT:       %120 = "arith.mulf"(%118, %119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %121 = "arith.addf"(%arg189, %120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%121) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %109 = "linalg.matmul"(%arg177, %arg170, %arg171) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg184: f32, %arg185: f32, %arg186: f32):
// CHECK-NEXT:       %116 = "arith.mulf"(%arg184, %arg185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %117 = "arith.addf"(%arg186, %116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%117) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<8x4xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %110 = "linalg.matmul"(%arg169, %arg170, %arg171) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg181: f32, %arg182: f32, %arg183: f32):
// CHECK-NEXT:       %114 = "arith.mulf"(%arg181, %arg182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %115 = "arith.addf"(%arg183, %114) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%115) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %111 = "linalg.matmul"(%arg169, %arg170, %arg171) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg178: f32, %arg179: f32, %arg180: f32):
// CHECK-NEXT:       %112 = "arith.mulf"(%arg178, %arg179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %113 = "arith.addf"(%arg180, %112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%113) : (f32) -> ()
// CHECK-NEXT:     }) {late, tag} : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<2x4x16xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<f32>, memref<4x8xf32>, memref<8xf32>, memref<4xf32>, memref<f32>, memref<8x8xf32>) -> (), sym_name = "more_contractions"}> ({
// CHECK-NEXT:   ^bb0(%arg136: tensor<2x4x8xf32>, %arg137: tensor<2x8x16xf32>, %arg138: tensor<2x4x16xf32>, %arg139: tensor<4x8xf32>, %arg140: tensor<8xf32>, %arg141: tensor<4xf32>, %arg142: tensor<f32>, %arg143: memref<4x8xf32>, %arg144: memref<8xf32>, %arg145: memref<4xf32>, %arg146: memref<f32>, %arg147: memref<8x8xf32>):
// CHECK-NEXT:     %86 = "linalg.batch_matmul"(%arg136, %arg137, %arg138) <{indexing_maps = [#map4, #map5, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg166: f32, %arg167: f32, %arg168: f32):
// CHECK-NEXT:       %102 = "arith.mulf"(%arg166, %arg167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %103 = "arith.addf"(%arg168, %102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%103) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
// CHECK-NEXT:     %87 = "linalg.matvec"(%arg139, %arg140, %arg141) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg163: f32, %arg164: f32, %arg165: f32):
// CHECK-NEXT:       %100 = "arith.mulf"(%arg163, %arg164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %101 = "arith.addf"(%arg165, %100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%101) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map7, #map8, #map9]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %88 = "linalg.vecmat"(%arg141, %arg139, %arg140) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg160: f32, %arg161: f32, %arg162: f32):
// CHECK-NEXT:       %98 = "arith.mulf"(%arg160, %arg161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %99 = "arith.addf"(%arg162, %98) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%99) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map8, #map10, #map9]} : (tensor<4xf32>, tensor<4x8xf32>, tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %89 = "linalg.dot"(%arg140, %arg140, %arg142) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg157: f32, %arg158: f32, %arg159: f32):
// CHECK-NEXT:       %96 = "arith.mulf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %97 = "arith.addf"(%arg159, %96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%97) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map11, #map11, #map12]} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT:     "linalg.matvec"(%arg143, %arg144, %arg145) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg154: f32, %arg155: f32, %arg156: f32):
// CHECK-NEXT:       %94 = "arith.mulf"(%arg154, %arg155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %95 = "arith.addf"(%arg156, %94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%95) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map7, #map8, #map9]} : (memref<4x8xf32>, memref<8xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:     "linalg.dot"(%arg144, %arg144, %arg146) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg151: f32, %arg152: f32, %arg153: f32):
// CHECK-NEXT:       %92 = "arith.mulf"(%arg151, %arg152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %93 = "arith.addf"(%arg153, %92) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%93) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map11, #map11, #map12]} : (memref<8xf32>, memref<8xf32>, memref<f32>) -> ()
// CHECK-NEXT:     "linalg.matmul"(%arg147, %arg147, %arg147) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg148: f32, %arg149: f32, %arg150: f32):
// CHECK-NEXT:       %90 = "arith.mulf"(%arg148, %arg149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %91 = "arith.addf"(%arg150, %90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%91) : (f32) -> ()
// CHECK-NEXT:     }) : (memref<8x8xf32>, memref<8x8xf32>, memref<8x8xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>, tensor<1x8x8x8xf32>, tensor<1x4x4x8xf32>, tensor<1x6x6x8xf32>, memref<1x10x10x3xf32>, memref<3x3x3x8xf32>, memref<1x8x8x8xf32>) -> (), sym_name = "conv"}> ({
// CHECK-NEXT:   ^bb0(%arg116: tensor<1x10x10x3xf32>, %arg117: tensor<3x3x3x8xf32>, %arg118: tensor<1x8x8x8xf32>, %arg119: tensor<1x4x4x8xf32>, %arg120: tensor<1x6x6x8xf32>, %arg121: memref<1x10x10x3xf32>, %arg122: memref<3x3x3x8xf32>, %arg123: memref<1x8x8x8xf32>):
// CHECK-NEXT:     %75 = "linalg.conv_2d_nhwc_hwcf"(%arg116, %arg117, %arg118) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg133: f32, %arg134: f32, %arg135: f32):
// CHECK-NEXT:       %84 = "arith.mulf"(%arg133, %arg134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %85 = "arith.addf"(%arg135, %84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%85) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map13, #map14, #map15]} : (tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK-NEXT:     %76 = "linalg.conv_2d_nhwc_hwcf"(%arg116, %arg117, %arg119) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// CHECK-NEXT:     ^bb0(%arg130: f32, %arg131: f32, %arg132: f32):
// CHECK-NEXT:       %82 = "arith.mulf"(%arg130, %arg131) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %83 = "arith.addf"(%arg132, %82) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%83) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map16, #map14, #map15]} : (tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>, tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
// CHECK-NEXT:     %77 = "linalg.conv_2d_nhwc_hwcf"(%arg116, %arg117, %arg120) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
// CHECK-NEXT:     ^bb0(%arg127: f32, %arg128: f32, %arg129: f32):
// CHECK-NEXT:       %80 = "arith.mulf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %81 = "arith.addf"(%arg129, %80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%81) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map17, #map14, #map15]} : (tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>, tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
// CHECK-NEXT:     "linalg.conv_2d_nhwc_hwcf"(%arg121, %arg122, %arg123) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
// CHECK-NEXT:     ^bb0(%arg124: f32, %arg125: f32, %arg126: f32):
// CHECK-NEXT:       %78 = "arith.mulf"(%arg124, %arg125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       %79 = "arith.addf"(%arg126, %78) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%79) : (f32) -> ()
// CHECK-NEXT:     }) {linalg.memoized_indexing_maps = [#map13, #map14, #map15]} : (memref<1x10x10x3xf32>, memref<3x3x3x8xf32>, memref<1x8x8x8xf32>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>, tensor<2x8x4xi8>, tensor<2x8x16xi8>, tensor<2x4x16xi32>) -> (), sym_name = "inline_props"}> ({
// CHECK-NEXT:   ^bb0(%arg107: tensor<4x8xi8>, %arg108: tensor<8x16xi8>, %arg109: tensor<4x16xi32>, %arg110: tensor<2x8x4xi8>, %arg111: tensor<2x8x16xi8>, %arg112: tensor<2x4x16xi32>):
// CHECK-NEXT:     %70 = "linalg.batch_matmul"(%arg110, %arg111, %arg112) <{indexing_maps = [#map18, #map5, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg113: i8, %arg114: i8, %arg115: i32):
// CHECK-NEXT:       %71 = "arith.extsi"(%arg113) : (i8) -> i32
// CHECK-NEXT:       %72 = "arith.extsi"(%arg114) : (i8) -> i32
// CHECK-NEXT:       %73 = "arith.muli"(%71, %72) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:       %74 = "arith.addi"(%arg115, %73) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:       "linalg.yield"(%74) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<2x8x4xi8>, tensor<2x8x16xi8>, tensor<2x4x16xi32>) -> tensor<2x4x16xi32>
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi1>) -> (), sym_name = "float_ops"}> ({
// CHECK-NEXT:   ^bb0(%arg52: tensor<4x8xf32>, %arg53: tensor<4x8xf32>, %arg54: tensor<4x8xf32>, %arg55: tensor<4x8xi1>):
// CHECK-NEXT:     %27 = "linalg.add"(%arg52, %arg53, %arg54) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg104: f32, %arg105: f32, %arg106: f32):
// CHECK-NEXT:       %69 = "arith.addf"(%arg104, %arg105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%69) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %28 = "linalg.sub"(%arg52, %arg53, %arg54) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg101: f32, %arg102: f32, %arg103: f32):
// CHECK-NEXT:       %68 = "arith.subf"(%arg101, %arg102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%68) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %29 = "linalg.mul"(%arg52, %arg53, %arg54) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg98: f32, %arg99: f32, %arg100: f32):
// CHECK-NEXT:       %67 = "arith.mulf"(%arg98, %arg99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%67) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %30 = "linalg.div"(%arg52, %arg53, %arg54) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg95: f32, %arg96: f32, %arg97: f32):
// CHECK-NEXT:       %66 = "arith.divf"(%arg95, %arg96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%66) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %31 = "linalg.max"(%arg52, %arg53, %arg54) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg92: f32, %arg93: f32, %arg94: f32):
// CHECK-NEXT:       %65 = "arith.maximumf"(%arg92, %arg93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%65) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %32 = "linalg.min"(%arg52, %arg53, %arg54) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg89: f32, %arg90: f32, %arg91: f32):
// CHECK-NEXT:       %64 = "arith.minimumf"(%arg89, %arg90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%64) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %33 = "linalg.powf"(%arg52, %arg53, %arg54) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg86: f32, %arg87: f32, %arg88: f32):
// CHECK-NEXT:       %63 = "math.powf"(%arg86, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%63) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %34 = "linalg.exp"(%arg52, %arg54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg84: f32, %arg85: f32):
// CHECK-NEXT:       %62 = "math.exp"(%arg84) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%62) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %35 = "linalg.log"(%arg52, %arg54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg82: f32, %arg83: f32):
// CHECK-NEXT:       %61 = "math.log"(%arg82) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%61) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %36 = "linalg.abs"(%arg52, %arg54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg80: f32, %arg81: f32):
// CHECK-NEXT:       %60 = "math.absf"(%arg80) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%60) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %37 = "linalg.ceil"(%arg52, %arg54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg78: f32, %arg79: f32):
// CHECK-NEXT:       %59 = "math.ceil"(%arg78) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%59) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %38 = "linalg.floor"(%arg52, %arg54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg76: f32, %arg77: f32):
// CHECK-NEXT:       %58 = "math.floor"(%arg76) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%58) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %39 = "linalg.negf"(%arg52, %arg54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg74: f32, %arg75: f32):
// CHECK-NEXT:       %57 = "arith.negf"(%arg74) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%57) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %40 = "linalg.reciprocal"(%arg52, %arg54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg72: f32, %arg73: f32):
// CHECK-NEXT:       %55 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// CHECK-NEXT:       %56 = "arith.divf"(%55, %arg72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%56) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %41 = "linalg.round"(%arg52, %arg54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg70: f32, %arg71: f32):
// CHECK-NEXT:       %54 = "math.round"(%arg70) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%54) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %42 = "linalg.sqrt"(%arg52, %arg54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg68: f32, %arg69: f32):
// CHECK-NEXT:       %53 = "math.sqrt"(%arg68) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%53) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %43 = "linalg.rsqrt"(%arg52, %arg54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg66: f32, %arg67: f32):
// CHECK-NEXT:       %52 = "math.rsqrt"(%arg66) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%52) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %44 = "linalg.square"(%arg52, %arg54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg64: f32, %arg65: f32):
// CHECK-NEXT:       %51 = "arith.mulf"(%arg64, %arg64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%51) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %45 = "linalg.tanh"(%arg52, %arg54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg62: f32, %arg63: f32):
// CHECK-NEXT:       %50 = "math.tanh"(%arg62) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%50) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %46 = "linalg.erf"(%arg52, %arg54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg60: f32, %arg61: f32):
// CHECK-NEXT:       %49 = "math.erf"(%arg60) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%49) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %47 = "linalg.select"(%arg55, %arg52, %arg53, %arg54) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg56: i1, %arg57: f32, %arg58: f32, %arg59: f32):
// CHECK-NEXT:       %48 = "arith.select"(%arg56, %arg57, %arg58) : (i1, f32, f32) -> f32
// CHECK-NEXT:       "linalg.yield"(%48) : (f32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi1>, tensor<4x8xi1>) -> (), sym_name = "int_ops"}> ({
// CHECK-NEXT:   ^bb0(%arg10: tensor<4x8xi32>, %arg11: tensor<4x8xi32>, %arg12: tensor<4x8xi32>, %arg13: tensor<4x8xi1>, %arg14: tensor<4x8xi1>):
// CHECK-NEXT:     %3 = "linalg.add"(%arg10, %arg11, %arg12) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg49: i32, %arg50: i32, %arg51: i32):
// CHECK-NEXT:       %26 = "arith.addi"(%arg49, %arg50) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:       "linalg.yield"(%26) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %4 = "linalg.sub"(%arg10, %arg11, %arg12) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg46: i32, %arg47: i32, %arg48: i32):
// CHECK-NEXT:       %25 = "arith.subi"(%arg46, %arg47) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:       "linalg.yield"(%25) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %5 = "linalg.mul"(%arg10, %arg11, %arg12) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg43: i32, %arg44: i32, %arg45: i32):
// CHECK-NEXT:       %24 = "arith.muli"(%arg43, %arg44) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:       "linalg.yield"(%24) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %6 = "linalg.div"(%arg10, %arg11, %arg12) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg40: i32, %arg41: i32, %arg42: i32):
// CHECK-NEXT:       %23 = "arith.divsi"(%arg40, %arg41) : (i32, i32) -> i32
// CHECK-NEXT:       "linalg.yield"(%23) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %7 = "linalg.div_unsigned"(%arg10, %arg11, %arg12) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg37: i32, %arg38: i32, %arg39: i32):
// CHECK-NEXT:       %22 = "arith.divui"(%arg37, %arg38) : (i32, i32) -> i32
// CHECK-NEXT:       "linalg.yield"(%22) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %8 = "linalg.max"(%arg10, %arg11, %arg12) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg34: i32, %arg35: i32, %arg36: i32):
// CHECK-NEXT:       %21 = "arith.maxsi"(%arg34, %arg35) : (i32, i32) -> i32
// CHECK-NEXT:       "linalg.yield"(%21) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %9 = "linalg.min"(%arg10, %arg11, %arg12) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg31: i32, %arg32: i32, %arg33: i32):
// CHECK-NEXT:       %20 = "arith.minsi"(%arg31, %arg32) : (i32, i32) -> i32
// CHECK-NEXT:       "linalg.yield"(%20) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %10 = "linalg.add"(%arg13, %arg14, %arg13) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg28: i1, %arg29: i1, %arg30: i1):
// CHECK-NEXT:       %19 = "arith.ori"(%arg28, %arg29) : (i1, i1) -> i1
// CHECK-NEXT:       "linalg.yield"(%19) : (i1) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi1>, tensor<4x8xi1>, tensor<4x8xi1>) -> tensor<4x8xi1>
// CHECK-NEXT:     %11 = "linalg.mul"(%arg13, %arg14, %arg13) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg25: i1, %arg26: i1, %arg27: i1):
// CHECK-NEXT:       %18 = "arith.andi"(%arg25, %arg26) : (i1, i1) -> i1
// CHECK-NEXT:       "linalg.yield"(%18) : (i1) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi1>, tensor<4x8xi1>, tensor<4x8xi1>) -> tensor<4x8xi1>
// CHECK-NEXT:     %12 = "linalg.max"(%arg13, %arg14, %arg13) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg22: i1, %arg23: i1, %arg24: i1):
// CHECK-NEXT:       %17 = "arith.maxsi"(%arg22, %arg23) : (i1, i1) -> i1
// CHECK-NEXT:       "linalg.yield"(%17) : (i1) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi1>, tensor<4x8xi1>, tensor<4x8xi1>) -> tensor<4x8xi1>
// CHECK-NEXT:     %13 = "linalg.min"(%arg13, %arg14, %arg13) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg19: i1, %arg20: i1, %arg21: i1):
// CHECK-NEXT:       %16 = "arith.minsi"(%arg19, %arg20) : (i1, i1) -> i1
// CHECK-NEXT:       "linalg.yield"(%16) : (i1) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi1>, tensor<4x8xi1>, tensor<4x8xi1>) -> tensor<4x8xi1>
// CHECK-NEXT:     %14 = "linalg.select"(%arg13, %arg10, %arg11, %arg12) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg15: i1, %arg16: i32, %arg17: i32, %arg18: i32):
// CHECK-NEXT:       %15 = "arith.select"(%arg15, %arg16, %arg17) : (i1, i32, i32) -> i32
// CHECK-NEXT:       "linalg.yield"(%15) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x8xf64>, memref<?x8xf64>, memref<f16>) -> (), sym_name = "on_buffers"}> ({
// CHECK-NEXT:   ^bb0(%arg0: memref<?x8xf64>, %arg1: memref<?x8xf64>, %arg2: memref<f16>):
// CHECK-NEXT:     "linalg.add"(%arg0, %arg0, %arg1) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg7: f64, %arg8: f64, %arg9: f64):
// CHECK-NEXT:       %2 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// CHECK-NEXT:       "linalg.yield"(%2) : (f64) -> ()
// CHECK-NEXT:     }) : (memref<?x8xf64>, memref<?x8xf64>, memref<?x8xf64>) -> ()
// CHECK-NEXT:     "linalg.exp"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg5: f64, %arg6: f64):
// CHECK-NEXT:       %1 = "math.exp"(%arg5) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
// CHECK-NEXT:       "linalg.yield"(%1) : (f64) -> ()
// CHECK-NEXT:     }) {tag = 3 : i64} : (memref<?x8xf64>, memref<?x8xf64>) -> ()
// CHECK-NEXT:     "linalg.sqrt"(%arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg3: f16, %arg4: f16):
// CHECK-NEXT:       %0 = "math.sqrt"(%arg3) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
// CHECK-NEXT:       "linalg.yield"(%0) : (f16) -> ()
// CHECK-NEXT:     }) : (memref<f16>, memref<f16>) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
