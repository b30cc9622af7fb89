// Corpus: i1 tensors from comparisons, arith.select and linalg.select (relu,
// clamping), and counting with extui.
#id = affine_map<(d0) -> (d0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %x = arith.constant dense<[-2.0, -0.5, 0.0, 0.5, 3.0]> : tensor<5xf32>
  %zero = arith.constant dense<0.0> : tensor<5xf32>
  %eb = tensor.empty() : tensor<5xi1>
  %mask = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<5xf32>) outs(%eb : tensor<5xi1>) {
  ^bb0(%a: f32, %o: i1):
    %z = arith.constant 0.0 : f32
    %p = arith.cmpf ogt, %a, %z : f32
    linalg.yield %p : i1
  } -> tensor<5xi1>
  %e = tensor.empty() : tensor<5xf32>
  %relu = linalg.select ins(%mask, %x, %zero : tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %n = scf.for %i = %c0 to %c5 step %c1 iter_args(%cnt = %c0) -> index {
    %m = tensor.extract %mask[%i] : tensor<5xi1>
    %v = tensor.extract %relu[%i] : tensor<5xf32>
    vector.print %m : i1 punctuation <comma>
    vector.print %v : f32
    %mi = arith.extui %m : i1 to i64
    %mx = arith.index_cast %mi : i64 to index
    %c = arith.addi %cnt, %mx : index
    scf.yield %c : index
  }
  vector.print %n : index
  return
}
