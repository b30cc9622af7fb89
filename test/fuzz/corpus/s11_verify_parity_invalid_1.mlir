func.func @rank_of_index(%i: index) {
  %r = "memref.rank"(%i) : (index) -> index
  return
}
