// A tensor program (slices with dynamic offsets and sizes, casts, a
// linalg.generic over dynamic shapes, extract/insert) after mlir-opt 22's
// -generate-runtime-verification: 20 cf.assert checks computed with
// tensor.dim, tensor.rank, index.cmp/mins/maxs/add/sub, arith.cmpi/andi and
// scf.if, all holding.  The differential test bufferizes and deallocates
// the checked program with every pipeline (the checks read the tensors the
// ops use, so they change what is live where) and compares the output.
// The source (the messages name it rtv_src.mlir) is in the comment below;
// regenerate with `mlir-opt rtv_src.mlir -generate-runtime-verification`.
//
//   func.func private @printMemrefF32(tensor<*xf32>)
//   
//   #id = affine_map<(d0, d1) -> (d0, d1)>
//   func.func @scale_add(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
//     %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
//         ins(%a : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) {
//     ^bb0(%x: f32, %y: f32):
//       %s = arith.addf %x, %y : f32
//       %t = arith.addf %s, %x : f32
//       linalg.yield %t : f32
//     } -> tensor<?x?xf32>
//     return %0 : tensor<?x?xf32>
//   }
//   
//   func.func @window(%t: tensor<?x?xf32>, %i: index, %n: index) -> tensor<?x?xf32> {
//     %c2 = arith.constant 2 : index
//     %s = tensor.extract_slice %t[%i, 1] [%n, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
//     return %s : tensor<?x?xf32>
//   }
//   
//   func.func @main() {
//     %c0 = arith.constant 0 : index
//     %c1 = arith.constant 1 : index
//     %c2 = arith.constant 2 : index
//     %c3 = arith.constant 3 : index
//     %cst = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
//     %d = tensor.cast %cst : tensor<3x4xf32> to tensor<?x?xf32>
//     %w = func.call @window(%d, %c1, %c2) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
//     %w2 = func.call @window(%d, %c0, %c3) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
//     %w3 = tensor.extract_slice %w2[0, 0] [%c2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
//     %r = func.call @scale_add(%w, %w3) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
//     %e = tensor.extract %r[%c1, %c1] : tensor<?x?xf32>
//     %s = tensor.cast %r : tensor<?x?xf32> to tensor<2x2xf32>
//     %ins = tensor.insert %e into %s[%c0, %c0] : tensor<2x2xf32>
//     %u = tensor.cast %ins : tensor<2x2xf32> to tensor<*xf32>
//     call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
//     vector.print %e : f32
//     return
//   }

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @printMemrefF32(tensor<*xf32>)
  func.func @scale_add(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg1, %c0_1 : tensor<?x?xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %arg1, %c1_3 : tensor<?x?xf32>
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c0_7 = arith.constant 0 : index
    %0 = index.cmp slt(%c0_7, %dim)
    %c0_8 = arith.constant 0 : index
    %1 = index.cmp slt(%c0_8, %dim_0)
    %2 = arith.andi %0, %1 : i1
    scf.if %2 {
      %4 = index.sub %dim, %c1_6
      %5 = index.sub %dim_0, %c1_6
      %c0_9 = arith.constant 0 : index
      %6 = index.mins %4, %c0_9
      %7 = index.cmp sge(%6, %c0_5)
      cf.assert %7, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #0\0ALocation: loc(\22rtv_src.mlir\22:5:8)"
      %8 = index.maxs %4, %c0_9
      %9 = index.add %8, %c1_6
      %c0_10 = arith.constant 0 : index
      %dim_11 = tensor.dim %arg0, %c0_10 : tensor<?x?xf32>
      %10 = index.cmp eq(%9, %dim_11)
      cf.assert %10, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22rtv_src.mlir\22:5:8)"
      %c0_12 = arith.constant 0 : index
      %11 = index.mins %5, %c0_12
      %12 = index.cmp sge(%11, %c0_5)
      cf.assert %12, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #0\0ALocation: loc(\22rtv_src.mlir\22:5:8)"
      %13 = index.maxs %5, %c0_12
      %14 = index.add %13, %c1_6
      %c1_13 = arith.constant 1 : index
      %dim_14 = tensor.dim %arg0, %c1_13 : tensor<?x?xf32>
      %15 = index.cmp eq(%14, %dim_14)
      cf.assert %15, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22rtv_src.mlir\22:5:8)"
      %c0_15 = arith.constant 0 : index
      %16 = index.mins %4, %c0_15
      %17 = index.cmp sge(%16, %c0_5)
      cf.assert %17, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22rtv_src.mlir\22:5:8)"
      %18 = index.maxs %4, %c0_15
      %19 = index.add %18, %c1_6
      %c0_16 = arith.constant 0 : index
      %dim_17 = tensor.dim %arg1, %c0_16 : tensor<?x?xf32>
      %20 = index.cmp eq(%19, %dim_17)
      cf.assert %20, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22rtv_src.mlir\22:5:8)"
      %c0_18 = arith.constant 0 : index
      %21 = index.mins %5, %c0_18
      %22 = index.cmp sge(%21, %c0_5)
      cf.assert %22, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #1\0ALocation: loc(\22rtv_src.mlir\22:5:8)"
      %23 = index.maxs %5, %c0_18
      %24 = index.add %23, %c1_6
      %c1_19 = arith.constant 1 : index
      %dim_20 = tensor.dim %arg1, %c1_19 : tensor<?x?xf32>
      %25 = index.cmp eq(%24, %dim_20)
      cf.assert %25, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22rtv_src.mlir\22:5:8)"
    }
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.addf %in, %out : f32
      %5 = arith.addf %4, %in : f32
      linalg.yield %5 : f32
    } -> tensor<?x?xf32>
    return %3 : tensor<?x?xf32>
  }
  func.func @window(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_1 : tensor<?x?xf32>
    %0 = arith.cmpi eq, %arg2, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %8 = arith.cmpi sge, %arg1, %c0 : index
      %9 = arith.cmpi sle, %arg1, %dim : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    } else {
      %8 = arith.cmpi sge, %arg1, %c0 : index
      %9 = arith.cmpi slt, %arg1, %dim : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 1] [%arg2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22rtv_src.mlir\22:17:8)"
    %2 = arith.cmpi sgt, %arg2, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %8 = arith.subi %arg2, %c1 : index
      %9 = arith.muli %8, %c1_0 : index
      %10 = arith.addi %arg1, %9 : index
      %11 = arith.cmpi sge, %10, %c0 : index
      %12 = arith.cmpi slt, %10, %dim : index
      %13 = arith.andi %11, %12 : i1
      scf.yield %13 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 1] [%arg2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22rtv_src.mlir\22:17:8)"
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %dim_5 = tensor.dim %arg0, %c1_4 : tensor<?x?xf32>
    %4 = arith.cmpi eq, %c2, %c0 : index
    %5 = scf.if %4 -> (i1) {
      %8 = arith.cmpi sge, %c1_2, %c0 : index
      %9 = arith.cmpi sle, %c1_2, %dim_5 : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    } else {
      %true = arith.constant true
      %8 = arith.cmpi sgt, %dim_5, %c1_2 : index
      scf.yield %8 : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 1] [%arg2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22rtv_src.mlir\22:17:8)"
    %6 = arith.cmpi sgt, %c2, %c0 : index
    %7 = scf.if %6 -> (i1) {
      %8 = arith.subi %c2, %c1 : index
      %9 = arith.muli %8, %c1_3 : index
      %10 = arith.addi %c1_2, %9 : index
      %11 = arith.cmpi sge, %10, %c0 : index
      %12 = arith.cmpi slt, %10, %dim_5 : index
      %13 = arith.andi %11, %12 : i1
      scf.yield %13 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 1] [%arg2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22rtv_src.mlir\22:17:8)"
    %extracted_slice = tensor.extract_slice %arg0[%arg1, 1] [%arg2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
    return %extracted_slice : tensor<?x?xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00], [9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01]]> : tensor<3x4xf32>
    %cast = tensor.cast %cst : tensor<3x4xf32> to tensor<?x?xf32>
    %0 = call @window(%cast, %c1, %c2) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
    %1 = call @window(%cast, %c0, %c3) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %1, %c0_4 : tensor<?x?xf32>
    %2 = arith.cmpi eq, %c2, %c0_0 : index
    %3 = scf.if %2 -> (i1) {
      %16 = arith.cmpi sge, %c0_2, %c0_0 : index
      %17 = arith.cmpi sle, %c0_2, %dim : index
      %18 = arith.andi %16, %17 : i1
      scf.yield %18 : i1
    } else {
      %true_32 = arith.constant true
      %16 = arith.cmpi sgt, %dim, %c0_2 : index
      scf.yield %16 : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %1[0, 0] [%c2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22rtv_src.mlir\22:30:9)"
    %4 = arith.cmpi sgt, %c2, %c0_0 : index
    %5 = scf.if %4 -> (i1) {
      %16 = arith.subi %c2, %c1_1 : index
      %17 = arith.muli %16, %c1_3 : index
      %18 = arith.addi %c0_2, %17 : index
      %19 = arith.cmpi sge, %18, %c0_0 : index
      %20 = arith.cmpi slt, %18, %dim : index
      %21 = arith.andi %19, %20 : i1
      scf.yield %21 : i1
    } else {
      %true_32 = arith.constant true
      scf.yield %true_32 : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %1[0, 0] [%c2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22rtv_src.mlir\22:30:9)"
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c1_7 = arith.constant 1 : index
    %dim_8 = tensor.dim %1, %c1_7 : tensor<?x?xf32>
    %6 = arith.cmpi eq, %c2, %c0_0 : index
    %7 = scf.if %6 -> (i1) {
      %16 = arith.cmpi sge, %c0_5, %c0_0 : index
      %17 = arith.cmpi sle, %c0_5, %dim_8 : index
      %18 = arith.andi %16, %17 : i1
      scf.yield %18 : i1
    } else {
      %true_32 = arith.constant true
      %16 = arith.cmpi sgt, %dim_8, %c0_5 : index
      scf.yield %16 : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %1[0, 0] [%c2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22rtv_src.mlir\22:30:9)"
    %8 = arith.cmpi sgt, %c2, %c0_0 : index
    %9 = scf.if %8 -> (i1) {
      %16 = arith.subi %c2, %c1_1 : index
      %17 = arith.muli %16, %c1_6 : index
      %18 = arith.addi %c0_5, %17 : index
      %19 = arith.cmpi sge, %18, %c0_0 : index
      %20 = arith.cmpi slt, %18, %dim_8 : index
      %21 = arith.andi %19, %20 : i1
      scf.yield %21 : i1
    } else {
      %true_32 = arith.constant true
      scf.yield %true_32 : i1
    }
    cf.assert %9, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %1[0, 0] [%c2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22rtv_src.mlir\22:30:9)"
    %extracted_slice = tensor.extract_slice %1[0, 0] [%c2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
    %10 = call @scale_add(%0, %extracted_slice) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    %c0_9 = arith.constant 0 : index
    %c0_10 = arith.constant 0 : index
    %dim_11 = tensor.dim %10, %c0_10 : tensor<?x?xf32>
    %true = arith.constant true
    %11 = arith.cmpi sgt, %dim_11, %c1 : index
    %c1_12 = arith.constant 1 : index
    %dim_13 = tensor.dim %10, %c1_12 : tensor<?x?xf32>
    %true_14 = arith.constant true
    %12 = arith.cmpi sgt, %dim_13, %c1 : index
    %13 = arith.andi %11, %12 : i1
    cf.assert %13, "ERROR: Runtime op verification failed\0A%extracted = tensor.extract %2[%c1, %c1] : tensor<?x?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22rtv_src.mlir\22:32:8)"
    %extracted = tensor.extract %10[%c1, %c1] : tensor<?x?xf32>
    %c0_15 = arith.constant 0 : index
    %dim_16 = tensor.dim %10, %c0_15 : tensor<?x?xf32>
    %c2_17 = arith.constant 2 : index
    %14 = arith.cmpi eq, %dim_16, %c2_17 : index
    cf.assert %14, "ERROR: Runtime op verification failed\0A%cast_0 = tensor.cast %2 : tensor<?x?xf32> to tensor<2x2xf32>\0A^ size mismatch of dim 0\0ALocation: loc(\22rtv_src.mlir\22:33:8)"
    %c1_18 = arith.constant 1 : index
    %dim_19 = tensor.dim %10, %c1_18 : tensor<?x?xf32>
    %c2_20 = arith.constant 2 : index
    %15 = arith.cmpi eq, %dim_19, %c2_20 : index
    cf.assert %15, "ERROR: Runtime op verification failed\0A%cast_0 = tensor.cast %2 : tensor<?x?xf32> to tensor<2x2xf32>\0A^ size mismatch of dim 1\0ALocation: loc(\22rtv_src.mlir\22:33:8)"
    %cast_21 = tensor.cast %10 : tensor<?x?xf32> to tensor<2x2xf32>
    %c0_22 = arith.constant 0 : index
    %c0_23 = arith.constant 0 : index
    %c2_24 = arith.constant 2 : index
    %true_25 = arith.constant true
    %true_26 = arith.constant true
    %c1_27 = arith.constant 1 : index
    %c2_28 = arith.constant 2 : index
    %true_29 = arith.constant true
    %true_30 = arith.constant true
    cf.assert %true_25, "ERROR: Runtime op verification failed\0A%inserted = tensor.insert %extracted into %cast_0[%c0, %c0] : tensor<2x2xf32>\0A^ out-of-bounds access\0ALocation: loc(\22rtv_src.mlir\22:34:10)"
    %inserted = tensor.insert %extracted into %cast_21[%c0, %c0] : tensor<2x2xf32>
    %cast_31 = tensor.cast %inserted : tensor<2x2xf32> to tensor<*xf32>
    call @printMemrefF32(%cast_31) : (tensor<*xf32>) -> ()
    vector.print %extracted : f32
    return
  }
}

