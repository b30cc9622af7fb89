// Corpus: a matmul on dynamically shaped tensors as linalg's masked
// vectorization writes it (vector sizes 4x4x2 over a 3x3x2 problem): masked
// broadcasting transfer_reads of A, B and C under vector.mask with ub.poison
// padding, an elementwise product, a masked multi_reduction along k, and a
// write whose out-of-bounds lanes are dropped (in_bounds = false).
// mlir-opt 22's buffer-deallocation-pipeline puts an ownership constant
// inside the vector.mask region, which its verifier then rejects ("expects
// only one operation to mask"), so upstream's own bufferization leg is
// skipped; bufopt's results still run under mlir-runner.
// difftest-skip: upstream
func.func private @printMemrefF32(tensor<*xf32>)

func.func @matmul(%A: tensor<?x?xf32>, %B: tensor<?x?xf32>, %C: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %A, %c0 : tensor<?x?xf32>
  %k = tensor.dim %A, %c1 : tensor<?x?xf32>
  %n = tensor.dim %B, %c1 : tensor<?x?xf32>
  %p = ub.poison : f32
  %ma = vector.create_mask %m, %k : vector<4x2xi1>
  %a = vector.mask %ma { vector.transfer_read %A[%c0, %c0], %p {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1) -> (d0, 0, d1)>} : tensor<?x?xf32>, vector<4x4x2xf32> } : vector<4x2xi1> -> vector<4x4x2xf32>
  %mb = vector.create_mask %k, %n : vector<2x4xi1>
  %b = vector.mask %mb { vector.transfer_read %B[%c0, %c0], %p {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1) -> (0, d1, d0)>} : tensor<?x?xf32>, vector<4x4x2xf32> } : vector<2x4xi1> -> vector<4x4x2xf32>
  %mc = vector.create_mask %m, %n : vector<4x4xi1>
  %c = vector.mask %mc { vector.transfer_read %C[%c0, %c0], %p {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x4xf32> } : vector<4x4xi1> -> vector<4x4xf32>
  %prod = arith.mulf %a, %b : vector<4x4x2xf32>
  %mr = vector.create_mask %m, %n, %k : vector<4x4x2xi1>
  %acc = vector.mask %mr { vector.multi_reduction <add>, %prod, %c [2] : vector<4x4x2xf32> to vector<4x4xf32> } : vector<4x4x2xi1> -> vector<4x4xf32>
  %r = vector.transfer_write %acc, %C[%c0, %c0] : vector<4x4xf32>, tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %A = arith.constant dense<[[1.5, 2.0], [0.5, -1.0], [3.0, 0.25]]> : tensor<3x2xf32>
  %B = arith.constant dense<[[1.0, 2.0, 3.0], [-2.0, 0.5, 4.0]]> : tensor<2x3xf32>
  %C = arith.constant dense<1.0> : tensor<3x3xf32>
  %Ad = tensor.cast %A : tensor<3x2xf32> to tensor<?x?xf32>
  %Bd = tensor.cast %B : tensor<2x3xf32> to tensor<?x?xf32>
  %Cd = tensor.cast %C : tensor<3x3xf32> to tensor<?x?xf32>
  %r = call @matmul(%Ad, %Bd, %Cd) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
