func.func @default_index() {
  %0 = memref.alloc() : memref<4xindex>
  return
}
