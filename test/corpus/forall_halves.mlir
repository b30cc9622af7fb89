// Corpus (issue 14): an scf.forall whose two iterations each fill their half
// of the shared output with 7 through tensor.parallel_insert_slice, an op
// with no result and only tensor operands.  The insertion is the forall's
// whole effect: a dead-op rule that judged it by its operand types deleted
// it (--empty-tensor-to-alloc-tensor), and the program printed the 1s of
// the initial value instead of 7s.  A dead tensor op in the body (the
// unused product) may go; the insertion may not.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %seven = arith.constant 7.0 : f32
  %init = tensor.empty() : tensor<4xf32>
  %ones = linalg.fill ins(%one : f32) outs(%init : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %ones) -> (tensor<4xf32>) {
    %unused = arith.muli %i, %c1 : index
    %h = tensor.empty() : tensor<2xf32>
    %f = linalg.fill ins(%seven : f32) outs(%h : tensor<2xf32>) -> tensor<2xf32>
    %off = arith.muli %i, %c2 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = tensor.extract %r[%i] : tensor<4xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
