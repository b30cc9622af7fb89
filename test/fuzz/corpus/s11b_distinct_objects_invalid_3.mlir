func.func @empty() {
  "memref.distinct_objects"() : () -> ()
  return
}
