// Upstream integration-test style: a tensor program prints its results with
// the runner utils, once through tensor.cast to an unranked tensor (the
// function boundary bufferizes it to memref<*xf32>) and once through
// bufferization.to_buffer and memref.cast to memref<*xf32>.  The interpreter
// prints what mlir-runner prints with upstream's libraries, before and after
// bufferization (addresses aside).
func.func private @printMemrefF32(tensor<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printNewline()

func.func @main() {
  %a = arith.constant dense<[[1.0, -2.0, 3.5], [0.25, 5.0, -6.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<2x3xf32>
  %u = tensor.cast %r : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()

  // A rank-3 f64 tensor filled in a loop, printed through its buffer.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %init = tensor.empty() : tensor<2x2x2xf64>
  %half = arith.constant 0.5 : f64
  %f = scf.for %i = %c0 to %c2 step %c1 iter_args(%t = %init) -> tensor<2x2x2xf64> {
    %g = scf.for %j = %c0 to %c2 step %c1 iter_args(%t2 = %t) -> tensor<2x2x2xf64> {
      %h = scf.for %k = %c0 to %c2 step %c1 iter_args(%t3 = %t2) -> tensor<2x2x2xf64> {
        %ij = arith.muli %i, %c2 : index
        %ijk = arith.addi %ij, %j : index
        %n0 = arith.muli %ijk, %c2 : index
        %n = arith.addi %n0, %k : index
        %ni = arith.index_cast %n : index to i64
        %nf = arith.sitofp %ni : i64 to f64
        %v = arith.subf %nf, %half : f64
        %t4 = tensor.insert %v into %t3[%i, %j, %k] : tensor<2x2x2xf64>
        scf.yield %t4 : tensor<2x2x2xf64>
      }
      scf.yield %h : tensor<2x2x2xf64>
    }
    scf.yield %g : tensor<2x2x2xf64>
  }
  %m = bufferization.to_buffer %f read_only : tensor<2x2x2xf64> to memref<2x2x2xf64>
  %mu = memref.cast %m : memref<2x2x2xf64> to memref<*xf64>
  call @printMemrefF64(%mu) : (memref<*xf64>) -> ()
  call @printNewline() : () -> ()
  return
}
