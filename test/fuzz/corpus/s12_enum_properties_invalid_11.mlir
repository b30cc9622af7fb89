func.func @index_pred(%i: index) -> i1 {
  %0 = "index.cmp"(%i, %i) {pred = 1 : i32} : (index, index) -> i1
  return %0 : i1
}
