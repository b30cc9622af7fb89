// Corpus: integer tensors of several widths through linalg.generic:
// wrap-around, unsigned division, shifts and widening casts.
#id = affine_map<(d0) -> (d0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = arith.constant dense<[100, -100, 127, 3]> : tensor<4xi8>
  %e8 = tensor.empty() : tensor<4xi8>
  %e64 = tensor.empty() : tensor<4xi64>
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xi8>) outs(%e8, %e64 : tensor<4xi8>, tensor<4xi64>) {
  ^bb0(%x: i8, %o: i8, %p: i64):
    %d = arith.addi %x, %x : i8
    %c3 = arith.constant 3 : i8
    %q = arith.divui %d, %c3 : i8
    %w = arith.extui %x : i8 to i64
    %c2 = arith.constant 2 : i64
    %sh = arith.shli %w, %c2 : i64
    linalg.yield %q, %sh : i8, i64
  } -> (tensor<4xi8>, tensor<4xi64>)
  scf.for %i = %c0 to %c4 step %c1 {
    %u = tensor.extract %r#0[%i] : tensor<4xi8>
    %v = tensor.extract %r#1[%i] : tensor<4xi64>
    vector.print %u : i8 punctuation <comma>
    vector.print %v : i64
  }
  return
}
