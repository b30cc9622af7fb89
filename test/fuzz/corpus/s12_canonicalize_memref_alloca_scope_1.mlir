func.func private @work(memref<?xf32>)
func.func @keep_not_last(%n: index, %lb: index, %ub: index, %m: memref<4xf32>, %f: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca(%n) : memref<?xf32>
    func.call @work(%a) : (memref<?xf32>) -> ()
    memref.alloca_scope.return %f : f32
  }
  scf.for %i = %lb to %ub step %c1 {
    memref.alloca_scope {
      memref.store %f, %m[%i] : memref<4xf32>
    }
  }
  return %r : f32
}
