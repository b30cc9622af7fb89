// bench: a 256x256x256 f32 linalg.matmul on memrefs (the native kernel),
// inputs made by linalg.generic, checksum printed.  Target: under 0.2 s.
#id = affine_map<(d0, d1) -> (d0, d1)>
#all = affine_map<(d0, d1) -> ()>
func.func @main() {
  %z = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<256x256xf32>
  %b = memref.alloc() : memref<256x256xf32>
  %c = memref.alloc() : memref<256x256xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} outs(%a, %b : memref<256x256xf32>, memref<256x256xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %c7 = arith.constant 7 : index
    %m = arith.remui %s, %c7 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    %g = arith.subf %z, %f : f32
    linalg.yield %f, %g : f32, f32
  }
  linalg.fill ins(%z : f32) outs(%c : memref<256x256xf32>)
  linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
  %sum = memref.alloc() : memref<f32>
  memref.store %z, %sum[] : memref<f32>
  linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]} ins(%c : memref<256x256xf32>) outs(%sum : memref<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %x, %acc : f32
    linalg.yield %r : f32
  }
  %v = memref.load %sum[] : memref<f32>
  vector.print %v : f32
  memref.dealloc %a : memref<256x256xf32>
  memref.dealloc %b : memref<256x256xf32>
  memref.dealloc %c : memref<256x256xf32>
  memref.dealloc %sum : memref<f32>
  return
}
