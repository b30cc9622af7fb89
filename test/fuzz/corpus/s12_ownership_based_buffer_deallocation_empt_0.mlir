func.func @late_block_allocates(%i: index, %x: f32) -> f32 {
  cf.br ^def
^use:
  %v = memref.load %a[%i] : memref<8xf32>
  return %v : f32
^def:
  %a = memref.alloc() : memref<8xf32>
  memref.store %x, %a[%i] : memref<8xf32>
  cf.br ^use
}
