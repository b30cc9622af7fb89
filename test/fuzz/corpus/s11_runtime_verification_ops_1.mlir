func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %j: index, %k: index,
             %u: memref<*xf32>, %v: memref<16xf32>) -> f32 {
  %a = memref.load %m[%i, %j] : memref<?x?xf32>
  memref.store %a, %m[%j, %i] : memref<?x?xf32>
  %s = memref.subview %m[%i, %j] [%i, %j] [%j, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %c = memref.cast %m : memref<?x?xf32> to memref<4x4xf32>
  %cu = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %d = memref.dim %m, %i : memref<?x?xf32>
  %co = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %kk = arith.muli %k, %k : index
  %e = memref.expand_shape %co [[0, 1]] output_shape [%kk, 4] : memref<?xf32> into memref<?x4xf32>
  %r = memref.reinterpret_cast %v to offset: [%i], sizes: [%j], strides: [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: ?>>
  %al = memref.assume_alignment %v, 16 : memref<16xf32>
  memref.copy %m, %c : memref<?x?xf32> to memref<4x4xf32>
  %x = tensor.extract %t[%i, %j] : tensor<?x?xf32>
  %y = tensor.insert %x into %t[%i, %j] : tensor<?x?xf32>
  %z = tensor.extract_slice %y[%i, %j] [%i, %j] [1, %j] : tensor<?x?xf32> to tensor<?x?xf32>
  %w = tensor.insert_slice %z into %y[%i, 0] [%i, %j] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %tc = tensor.cast %w : tensor<?x?xf32> to tensor<4x4xf32>
  %td = tensor.dim %w, %i : tensor<?x?xf32>
  %te = tensor.expand_shape %w [[0, 1], [2]] output_shape [%k, 2, 4] : tensor<?x?xf32> into tensor<?x2x?xf32>
  %tp = tensor.pad %w low[%i, 0] high[0, %j] {
  ^bb0(%p: index, %q: index):
    tensor.yield %a : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %mm = memref.alloca() : memref<4x4xf32>
  linalg.fill ins(%zero : f32) outs(%mm : memref<4x4xf32>)
  linalg.matmul ins(%c, %c : memref<4x4xf32>, memref<4x4xf32>) outs(%mm : memref<4x4xf32>)
  %l = memref.load %mm[%i, %i] : memref<4x4xf32>
  %o = tensor.extract %tp[%i, %j] : tensor<?x?xf32>
  %sum = arith.addf %l, %o : f32
  return %sum : f32
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %half = arith.constant 0.5 : f32
  %m0 = memref.alloc() : memref<4x4xf32>
  linalg.fill ins(%half : f32) outs(%m0 : memref<4x4xf32>)
  %m = memref.cast %m0 : memref<4x4xf32> to memref<?x?xf32>
  %e = tensor.empty(%c4, %c4) : tensor<?x?xf32>
  %t = linalg.fill ins(%half : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %u = memref.cast %m0 : memref<4x4xf32> to memref<*xf32>
  %v = memref.alloc() : memref<16xf32>
  %r = func.call @f(%m, %t, %c1, %c1, %c2, %u, %v) : (memref<?x?xf32>, tensor<?x?xf32>, index, index, index, memref<*xf32>, memref<16xf32>) -> f32
  vector.print %r : f32
  memref.dealloc %m0 : memref<4x4xf32>
  memref.dealloc %v : memref<16xf32>
  return
}
