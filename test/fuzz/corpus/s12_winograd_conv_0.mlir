func.func private @printMemrefF32(tensor<*xf32>) attributes {llvm.emit_c_interface}
func.func @main() {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %xd = call @gen(%c1, %c7, %c7, %c2) : (index, index, index, index) -> tensor<?x?x?x?xf32>
  %x = tensor.cast %xd : tensor<?x?x?x?xf32> to tensor<1x7x7x2xf32>
  %fd = call @gen(%c2, %c3, %c3, %c2) : (index, index, index, index) -> tensor<?x?x?x?xf32>
  %f = tensor.cast %fd : tensor<?x?x?x?xf32> to tensor<2x3x3x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x5x5x2xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x5x5x2xf32>) -> tensor<1x5x5x2xf32>
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %f : tensor<1x7x7x2xf32>, tensor<2x3x3x2xf32>) outs(%o : tensor<1x5x5x2xf32>) -> tensor<1x5x5x2xf32>
  %flat = tensor.collapse_shape %r [[0, 1, 2, 3]] : tensor<1x5x5x2xf32> into tensor<50xf32>
  %u = tensor.cast %flat : tensor<50xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func @gen(%d0: index, %d1: index, %d2: index, %d3: index) -> tensor<?x?x?x?xf32> {
  %e = tensor.empty(%d0, %d1, %d2, %d3) : tensor<?x?x?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<?x?x?x?xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %k5 = arith.constant 5 : index
    %k3 = arith.constant 3 : index
    %k7 = arith.constant 7 : index
    %a = arith.muli %i0, %k5 : index
    %b = arith.muli %i1, %k3 : index
    %c = arith.muli %i2, %k7 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %c : index
    %s2 = arith.addi %s1, %i3 : index
    %c9 = arith.constant 9 : index
    %m = arith.remui %s2, %c9 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c4 = arith.constant 4.0 : f32
    %v = arith.subf %mf, %c4 : f32
    linalg.yield %v : f32
  } -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}
