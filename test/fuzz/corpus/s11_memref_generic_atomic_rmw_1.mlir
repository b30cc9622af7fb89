func.func @update_max(%m: memref<4xi32>, %i: index, %v: i32) -> i32 {
  %old = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%x: i32):
    %y = arith.maxsi %x, %v : i32
    memref.atomic_yield %y : i32
  }
  return %old : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %nine = arith.constant 9 : i32
  %a = memref.alloc() : memref<4xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %a[%i] : memref<4xi32>
  }
  %sum = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %two) -> (i32) {
    %old = memref.generic_atomic_rmw %a[%c1] : memref<4xi32> {
    ^bb0(%x: i32):
      %sq = arith.muli %x, %x : i32
      %inc = arith.addi %sq, %one : i32
      memref.atomic_yield %inc : i32
    }
    %acc2 = arith.addi %acc, %old : i32
    scf.yield %acc2 : i32
  }
  vector.print %sum : i32
  %b = memref.alloc() : memref<4xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %two, %b[%i] : memref<4xi32>
  }
  %big = arith.cmpi sgt, %sum, %nine : i32
  %t = scf.if %big -> memref<4xi32> {
    scf.yield %a : memref<4xi32>
  } else {
    scf.yield %b : memref<4xi32>
  }
  %o1 = func.call @update_max(%t, %c3, %nine) : (memref<4xi32>, index, i32) -> i32
  vector.print %o1 : i32
  %o2 = func.call @update_max(%b, %c0, %one) : (memref<4xi32>, index, i32) -> i32
  vector.print %o2 : i32
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %a[%i] : memref<4xi32>
    %y = memref.load %b[%i] : memref<4xi32>
    vector.print %x : i32
    vector.print %y : i32
  }
  return
}
