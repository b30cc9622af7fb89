func.func @read_buffer() {
  %a = memref.alloc() : memref<4xi8>
  "test.read_buffer"(%a) : (memref<4xi8>) -> ()
  %b = memref.alloc() : memref<4xi8>
  "test.read_buffer"(%b) : (memref<4xi8>) -> ()
  "test.read_buffer"(%a) : (memref<4xi8>) -> ()
  return
}
