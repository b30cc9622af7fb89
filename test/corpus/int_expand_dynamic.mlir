// Corpus: a tensor.expand_shape of a dynamically shaped tensor behind a
// call (in the spirit of MLIR's test-expand-tensor integration program,
// in today's syntax: output_shape), and a collapse back; the printed
// descriptor shows the expanded strides.  Upstream's leg is skipped:
// without function boundaries mlir-opt 22 refuses the program ("'tensor.
// cast' op not bufferizable under the given constraints: cannot avoid RaW
// conflict"): the unranked cast passed to the external print may be
// written, the expanded tensor is read after it, and a copy of an unranked
// tensor cannot be allocated.
// difftest-skip: upstream
func.func private @printMemrefF32(tensor<*xf32>)

func.func @expand(%t: tensor<2x?x?xf32>, %n: index) -> tensor<2x2x?x1x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d2 = tensor.dim %t, %c2 : tensor<2x?x?xf32>
  %e = tensor.expand_shape %t [[0], [1, 2, 3], [4]] output_shape [2, 2, %n, 1, %d2]
      : tensor<2x?x?xf32> into tensor<2x2x?x1x?xf32>
  return %e : tensor<2x2x?x1x?xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[[[1.0, -2.0], [3.5, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0], [11.0, 12.5]],
                             [[13.0, 14.0], [15.0, 16.0], [17.0, 18.0], [19.0, 20.0], [21.0, 22.0], [23.0, 24.0]]]>
      : tensor<2x6x2xf32>
  %d = tensor.cast %a : tensor<2x6x2xf32> to tensor<2x?x?xf32>
  %x = call @expand(%d, %c3) : (tensor<2x?x?xf32>, index) -> tensor<2x2x?x1x?xf32>
  %u = tensor.cast %x : tensor<2x2x?x1x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %back = tensor.collapse_shape %x [[0, 1], [2, 3, 4]] : tensor<2x2x?x1x?xf32> into tensor<4x?xf32>
  %ub = tensor.cast %back : tensor<4x?xf32> to tensor<*xf32>
  call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  return
}
