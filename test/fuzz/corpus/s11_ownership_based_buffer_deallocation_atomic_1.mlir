func.func @square(%i: index) -> i32 {
  %a = memref.alloc() : memref<4xi32>
  %old = memref.generic_atomic_rmw %a[%i] : memref<4xi32> {
  ^bb0(%x: i32):
    %y = arith.muli %x, %x : i32
    memref.atomic_yield %y : i32
  }
  return %old : i32
}
