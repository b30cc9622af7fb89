func.func @manual(%m: memref<4xf32>) {
  %a = memref.alloc() {bufferization.manual_deallocation} : memref<4xf32>
  %b = memref.alloca() {bufferization.manual_deallocation} : memref<4xf32>
  %r = memref.realloc %a {bufferization.manual_deallocation} : memref<4xf32> to memref<8xf32>
  %c = bufferization.clone %m {bufferization.manual_deallocation} : memref<4xf32> to memref<4xf32>
  memref.dealloc %c {bufferization.manual_deallocation} : memref<4xf32>
  memref.dealloc %r {bufferizationx.escape = 1} : memref<8xf32>
  return
}
