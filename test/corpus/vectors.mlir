// Corpus: vector values: constants, elementwise arith and math on vectors,
// comparisons and printing of 1-D and 2-D vectors.
func.func @main() {
  %a = arith.constant dense<[1.0, 2.5, -3.0, 0.125]> : vector<4xf32>
  %b = arith.constant dense<[0.5, 0.5, 2.0, 8.0]> : vector<4xf32>
  %s = arith.addf %a, %b : vector<4xf32>
  %p = arith.mulf %a, %b : vector<4xf32>
  vector.print %s : vector<4xf32>
  vector.print %p : vector<4xf32>
  %m = arith.cmpf olt, %a, %b : vector<4xf32>
  vector.print %m : vector<4xi1>
  %i = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %j = arith.muli %i, %i : vector<2x3xi32>
  vector.print %j : vector<2x3xi32>
  %sq = math.sqrt %b : vector<4xf32>
  vector.print %sq : vector<4xf32>
  %c = arith.fptosi %s : vector<4xf32> to vector<4xi32>
  vector.print %c : vector<4xi32>
  return
}
