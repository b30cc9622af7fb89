// Corpus: vector.mask with tensor results.  A padded 1-D copy in the shape
// the linalg vectorizer gives a dynamic fill/copy: a masked transfer_read
// of the source (padding lanes past %n) and a masked transfer_write of the
// lanes into a fresh tensor, both under vector.mask, the write's tensor a
// result of the mask.  Bufferization rebuilds the mask without its tensor
// result; the written buffer is returned and printed.  With %n = 3 the
// fourth lane is masked off and keeps the fill value.  Upstream's leg is
// skipped: without function boundaries mlir-opt 22 puts the to_buffer of
// the read's tensor argument inside the mask ("'vector.mask' op expects
// only one operation to mask").
// difftest-skip: upstream
func.func private @printMemrefF32(tensor<*xf32>)

func.func @copy_prefix(%src: tensor<?xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %fillv = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%fillv : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %m = vector.create_mask %n : vector<4xi1>
  %v = vector.mask %m { vector.transfer_read %src[%c0], %pad : tensor<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %r = vector.mask %m { vector.transfer_write %v, %init[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32> } : vector<4xi1> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = arith.constant dense<[1.5, 2.5, 3.5, 4.5, 5.5]> : tensor<5xf32>
  %d = tensor.cast %a : tensor<5xf32> to tensor<?xf32>
  %r3 = call @copy_prefix(%d, %c3) : (tensor<?xf32>, index) -> tensor<4xf32>
  %r4 = call @copy_prefix(%d, %c4) : (tensor<?xf32>, index) -> tensor<4xf32>
  %u3 = tensor.cast %r3 : tensor<4xf32> to tensor<*xf32>
  %u4 = tensor.cast %r4 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  return
}
