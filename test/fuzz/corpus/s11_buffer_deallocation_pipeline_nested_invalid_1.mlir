func.func private @callee(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

func.func @selected(%c: i1, %n: index) -> memref<?xf32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = scf.if %c -> memref<?xf32> {
    %2 = memref.alloc(%n) : memref<?xf32>
    scf.yield %2 : memref<?xf32>
  } else {
    scf.yield %0 : memref<?xf32>
  }
  return %1 : memref<?xf32>
}

func.func @realloc(%n: index) -> f32 {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.realloc %0(%n) : memref<4xf32> to memref<?xf32>
  %i = arith.constant 0 : index
  %v = memref.load %1[%i] : memref<?xf32>
  return %v : f32
}
