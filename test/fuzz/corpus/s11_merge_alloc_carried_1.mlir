func.func @disjoint_views(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %arena = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
  %a = memref.view %arena[%c0][] : memref<64xi8> to memref<8xf32>
  %b = memref.view %arena[%c32][] : memref<64xi8> to memref<8xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (memref<8xf32>, memref<8xf32>) {
    %p = memref.alloc() : memref<8xf32>
    memref.copy %y, %p : memref<8xf32> to memref<8xf32>
    %q = memref.alloc() : memref<8xf32>
    memref.copy %x, %q : memref<8xf32> to memref<8xf32>
    scf.yield %p, %q : memref<8xf32>, memref<8xf32>
  }
  %v = memref.load %r#0[%c0] : memref<8xf32>
  %w = memref.load %r#1[%c0] : memref<8xf32>
  vector.print %v : f32
  vector.print %w : f32
  return
}
