func.func @scoped_sum(%m: memref<24xf32>, %n: index, %acc: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  memref.store %z, %acc[] : memref<f32>
  memref.alloca_scope {
    %t = memref.alloca(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %m[%i] : memref<24xf32>
      memref.store %v, %t[%i] : memref<?xf32>
      %a = memref.load %acc[] : memref<f32>
      %w = memref.load %t[%i] : memref<?xf32>
      %s = arith.addf %a, %w : f32
      memref.store %s, %acc[] : memref<f32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %half = arith.constant 0.5 : f32
  %seven = arith.constant 7.0 : f32
  %buf = memref.alloca() : memref<2x3x4xf32>
  %dyn = memref.cast %buf : memref<2x3x4xf32> to memref<?x?x?xf32>
  linalg.fill ins(%half : f32) outs(%dyn : memref<?x?x?xf32>)
  %flat2 = memref.collapse_shape %buf [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %flat = memref.collapse_shape %flat2 [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  memref.store %seven, %flat[%c5] : memref<24xf32>
  linalg.copy ins(%flat : memref<24xf32>) outs(%flat : memref<24xf32>)
  %e = memref.expand_shape %flat [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %grid = memref.collapse_shape %e [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %x = memref.load %grid[%c1, %c1] : memref<6x4xf32>
  vector.print %x : f32
  %other = memref.alloca() : memref<24xf32>
  %wide = memref.cast %other : memref<24xf32> to memref<?xf32>
  linalg.copy ins(%flat : memref<24xf32>) outs(%wide : memref<?xf32>)
  %len = memref.dim %wide, %c0 : memref<?xf32>
  %n = arith.subi %len, %c5 : index
  %sv = memref.subview %wide[%c2] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %d = memref.dim %sv, %c0 : memref<?xf32, strided<[1], offset: ?>>
  vector.print %d : index
  %y = memref.load %sv[%c2] : memref<?xf32, strided<[1], offset: ?>>
  vector.print %y : f32
  %acc = memref.alloca() : memref<f32>
  func.call @scoped_sum(%other, %c5, %acc) : (memref<24xf32>, index, memref<f32>) -> ()
  %s = memref.load %acc[] : memref<f32>
  vector.print %s : f32
  return
}
