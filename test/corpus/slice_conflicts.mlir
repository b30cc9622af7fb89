// Corpus: in-place vs out-of-place: matching extract_slice/insert_slice
// pairs (in place), a slice read after its source was overwritten (must be
// copied), and two versions of one tensor alive at once.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %e = tensor.empty() : tensor<8xf32>
  %one = arith.constant 1.0 : f32
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %two = arith.constant 2.0 : f32
  %s2 = linalg.fill ins(%two : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %t2 = tensor.insert_slice %s2 into %t[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %old = tensor.extract_slice %t2[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %nine = arith.constant 9.0 : f32
  %t3 = tensor.insert %nine into %t2[%c1] : tensor<8xf32>
  %t4 = tensor.insert %nine into %t2[%c0] : tensor<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %a = tensor.extract %t[%i] : tensor<8xf32>
    %b = tensor.extract %t3[%i] : tensor<8xf32>
    %d = tensor.extract %t4[%i] : tensor<8xf32>
    vector.print %a : f32 punctuation <comma>
    vector.print %b : f32 punctuation <comma>
    vector.print %d : f32
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = tensor.extract %old[%i] : tensor<4xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
