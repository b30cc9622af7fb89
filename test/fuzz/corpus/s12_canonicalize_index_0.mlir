func.func @fold_constants() -> (index, index, index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %max = arith.constant 9223372036854775807 : index
  %0 = index.sub %c1, %c2
  %1 = index.add %c1, %c2
  %2 = index.mul %c1, %c2
  %3 = index.add %max, %c1
  return %0, %1, %2, %3 : index, index, index, index
}
