// Corpus: programs canonicalize rewrites with the scf and memref patterns
// of issue 15 (adjacent and nested scf.if merged, scf.while results and
// arguments deduplicated, scf.parallel single-iteration and nested loops,
// scf.index_switch on a constant, duplicate scf.for iter_args, subviews
// with constant offsets): the printed values must not change.
func.func @pick(%c: i1, %d: i1, %x: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  %0 = scf.if %c -> i32 {
    %a = arith.addi %x, %c1 : i32
    scf.yield %a : i32
  } else {
    %a = arith.subi %x, %c1 : i32
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %b = arith.muli %0, %0 : i32
    scf.yield %b : i32
  } else {
    %b = arith.addi %0, %0 : i32
    scf.yield %b : i32
  }
  %2 = scf.if %c -> i32 {
    %n = scf.if %d -> i32 {
      scf.yield %c100 : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %n : i32
  } else {
    scf.yield %x : i32
  }
  return %0, %1, %2 : i32, i32, i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %true = arith.constant true
  %false = arith.constant false
  %x = arith.constant 7 : i32
  %p:3 = func.call @pick(%true, %false, %x) : (i1, i1, i32) -> (i32, i32, i32)
  vector.print %p#0 : i32
  vector.print %p#1 : i32
  vector.print %p#2 : i32
  %q:3 = func.call @pick(%true, %true, %x) : (i1, i1, i32) -> (i32, i32, i32)
  vector.print %q#2 : i32
  %r:3 = func.call @pick(%false, %true, %x) : (i1, i1, i32) -> (i32, i32, i32)
  vector.print %r#0 : i32
  vector.print %r#1 : i32
  vector.print %r#2 : i32

  // while: the counter forwarded twice, the condition's comparison repeated
  %i0 = arith.constant 0 : i32
  %n = arith.constant 5 : i32
  %one = arith.constant 1 : i32
  %w:2 = scf.while (%i = %i0) : (i32) -> (i32, i32) {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i, %i : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %again = arith.cmpi slt, %a, %n : i32
    %s = arith.addi %a, %b : i32
    %t = arith.select %again, %one, %s : i32
    %next = arith.addi %a, %t : i32
    scf.yield %next : i32
  }
  vector.print %w#0 : i32
  vector.print %w#1 : i32

  // parallel: a single-iteration dimension and a nested loop
  %m = memref.alloca() : memref<4x8xi32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c8) step (%c1) {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %v = arith.muli %ii, %jj : i32
      memref.store %v, %m[%i, %j] : memref<4x8xi32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c2, %c0) to (%c3, %c8) step (%c4, %c2) {
    memref.store %x, %m[%i, %j] : memref<4x8xi32>
    scf.reduce
  }
  // subview with constant offsets/sizes/strides, read through its cast
  %sv = memref.subview %m[%c2, %c1] [%c2, %c3] [%c1, %c2] : memref<4x8xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  %sum:2 = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %i0, %acc2 = %i0) -> (i32, i32) {
    %e0 = memref.load %sv[%c0, %k] : memref<?x?xi32, strided<[?, ?], offset: ?>>
    %e1 = memref.load %sv[%c1, %k] : memref<?x?xi32, strided<[?, ?], offset: ?>>
    %s0 = arith.addi %acc, %e0 : i32
    %s1 = arith.addi %s0, %e1 : i32
    %s2 = arith.addi %acc2, %e0 : i32
    %s3 = arith.addi %s2, %e1 : i32
    scf.yield %s1, %s3 : i32, i32
  }
  vector.print %sum#0 : i32
  vector.print %sum#1 : i32

  // index_switch on a constant
  %sw = scf.index_switch %c2 -> i32
  case 1 {
    scf.yield %one : i32
  }
  case 2 {
    %v = arith.constant 22 : i32
    scf.yield %v : i32
  }
  default {
    scf.yield %i0 : i32
  }
  vector.print %sw : i32
  return
}
