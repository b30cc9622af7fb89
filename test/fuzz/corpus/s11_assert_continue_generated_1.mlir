func.func @to_rank0(%m: memref<*xf32>) -> memref<f32> {
  %0 = memref.cast %m : memref<*xf32> to memref<f32>
  return %0 : memref<f32>
}

func.func @slice(%m: memref<?xf32>, %off: index, %size: index) {
  %s = memref.subview %m[%off] [%size] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return
}

func.func @add(%a: memref<?xf32>, %b: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : memref<?xf32>) outs(%b : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f1 = arith.constant 1.0 : f32
  %big = memref.alloca() : memref<8xf32>
  linalg.fill ins(%f1 : f32) outs(%big : memref<8xf32>)
  %u = memref.cast %big : memref<8xf32> to memref<*xf32>

  %r0 = func.call @to_rank0(%u) : (memref<*xf32>) -> memref<f32>
  vector.print %c1 : index

  %small = memref.subview %big[0] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1]>>
  %ds = memref.cast %small : memref<2xf32, strided<[1]>> to memref<?xf32>
  func.call @slice(%ds, %c2, %c2) : (memref<?xf32>, index, index) -> ()
  vector.print %c2 : index

  %big3 = memref.subview %big[0] [3] [1] : memref<8xf32> to memref<3xf32, strided<[1]>>
  %a3 = memref.cast %big3 : memref<3xf32, strided<[1]>> to memref<?xf32>
  func.call @add(%a3, %ds) : (memref<?xf32>, memref<?xf32>) -> ()
  vector.print %c3 : index

  func.call @slice(%ds, %c0, %c2) : (memref<?xf32>, index, index) -> ()
  %c4 = arith.constant 4 : index
  vector.print %c4 : index
  return
}
