// Corpus: a masked vector.transfer_write into a tensor that is still used
// after it, so the write goes out of place.  Its masked-off lanes keep the
// old values ([9, 9, 3, 4]), so the copy must carry them: bufopt copies
// before writing.  mlir-opt 22's One-Shot Bufferize allocates without a
// copy (its transfer_write ignores the mask when it decides that the write
// does not read its destination) and mlir-runner then prints the
// uninitialized lanes ([9, 9, 0, 0] in one run), so upstream's own leg is
// skipped.  It also caught a merge-alloc bug (uses through unranked casts
// were not counted: both copies of the constant shared one slot), fixed with
// test/corpus/merge_alloc_unranked_use.mlir.
// difftest-skip: upstream
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %v = arith.constant dense<9.0> : vector<4xf32>
  %m = vector.create_mask %c2 : vector<4xi1>
  %w = vector.transfer_write %v, %t[%c0], %m {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %tu = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %wu = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%wu) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%tu) : (tensor<*xf32>) -> ()
  return
}
