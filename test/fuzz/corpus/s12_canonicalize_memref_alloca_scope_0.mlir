func.func private @work(memref<?xf32>)
func.func @inline_last(%n: index) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
    func.call @work(%a) : (memref<?xf32>) -> ()
  }
  return
}
