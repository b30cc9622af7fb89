// Corpus: vector transfers on tensors: in-bounds and padded reads, a masked
// read, a transposed and a broadcast read, writes into a tensor that is
// read afterwards (out of place) and into one that is dead (in place), and
// a write that overwrites a whole tensor.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant -1.0 : f32
  %t = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  // in bounds
  %r0 = vector.transfer_read %t[%c1, %c0], %pad {in_bounds = [true]} : tensor<3x4xf32>, vector<4xf32>
  vector.print %r0 : vector<4xf32>
  // runs off the end of the row: padded
  %r1 = vector.transfer_read %t[%c2, %c2], %pad : tensor<3x4xf32>, vector<4xf32>
  vector.print %r1 : vector<4xf32>
  // masked: lanes 2 and 3 read the padding
  %m = vector.create_mask %c2 : vector<4xi1>
  %r2 = vector.transfer_read %t[%c0, %c0], %pad, %m : tensor<3x4xf32>, vector<4xf32>
  vector.print %r2 : vector<4xf32>
  // transposed 2-D read: a column block
  %r3 = vector.transfer_read %t[%c0, %c1], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<3x4xf32>, vector<2x3xf32>
  vector.print %r3 : vector<2x3xf32>
  // broadcast along the vector
  %r4 = vector.transfer_read %t[%c2, %c1], %pad {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (0)>} : tensor<3x4xf32>, vector<3xf32>
  vector.print %r4 : vector<3xf32>

  // a write into %t while %t is still read below: out of place
  %v = arith.constant dense<[100.0, 200.0]> : vector<2xf32>
  %w = vector.transfer_write %v, %t[%c1, %c1] {in_bounds = [true]} : vector<2xf32>, tensor<3x4xf32>
  %wu = tensor.cast %w : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%wu) : (tensor<*xf32>) -> ()
  %tu = tensor.cast %t : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%tu) : (tensor<*xf32>) -> ()

  // a chain of writes on a fresh tensor: in place; the last one is masked
  // and the one before runs off the end
  %e = tensor.empty() : tensor<2x4xf32>
  %z = arith.constant dense<0.0> : vector<2x4xf32>
  %e0 = vector.transfer_write %z, %e[%c0, %c0] : vector<2x4xf32>, tensor<2x4xf32>
  %e1 = vector.transfer_write %v, %e0[%c1, %c2] : vector<2xf32>, tensor<2x4xf32>
  %big = arith.constant dense<[7.0, 8.0, 9.0, 10.0]> : vector<4xf32>
  %e2 = vector.transfer_write %big, %e1[%c0, %c2] : vector<4xf32>, tensor<2x4xf32>
  %m3 = vector.constant_mask [1] : vector<4xi1>
  %e3 = vector.transfer_write %big, %e2[%c1, %c0], %m3 : vector<4xf32>, tensor<2x4xf32>
  %eu = tensor.cast %e3 : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%eu) : (tensor<*xf32>) -> ()
  return
}
