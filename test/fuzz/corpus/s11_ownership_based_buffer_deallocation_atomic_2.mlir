func.func @chosen(%c: i1, %m: memref<4xi32>, %i: index, %v: i32) -> i32 {
  %t = scf.if %c -> memref<4xi32> {
    %a = memref.alloc() : memref<4xi32>
    scf.yield %a : memref<4xi32>
  } else {
    scf.yield %m : memref<4xi32>
  }
  %old = memref.generic_atomic_rmw %t[%i] : memref<4xi32> {
  ^bb0(%x: i32):
    %y = arith.maxsi %x, %v : i32
    memref.atomic_yield %y : i32
  }
  return %old : i32
}
