// Corpus: integer arithmetic with wrap-around, shifts, division variants,
// comparisons, select and integer casts.
func.func @main() {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -7 : i32
  %c3 = arith.constant 3 : i32
  %one = arith.constant 1 : i32
  %add = arith.addi %a, %one : i32
  vector.print %add : i32
  %mul = arith.muli %a, %c3 : i32
  vector.print %mul : i32
  %sub = arith.subi %b, %a : i32
  vector.print %sub : i32
  %d1 = arith.divsi %b, %c3 : i32
  vector.print %d1 : i32
  %d2 = arith.divui %b, %c3 : i32
  vector.print %d2 : i32
  %d3 = arith.ceildivsi %b, %c3 : i32
  vector.print %d3 : i32
  %d4 = arith.floordivsi %b, %c3 : i32
  vector.print %d4 : i32
  %r1 = arith.remsi %b, %c3 : i32
  vector.print %r1 : i32
  %r2 = arith.remui %b, %c3 : i32
  vector.print %r2 : i32
  %s1 = arith.shli %b, %c3 : i32
  vector.print %s1 : i32
  %s2 = arith.shrsi %b, %one : i32
  vector.print %s2 : i32
  %s3 = arith.shrui %b, %one : i32
  vector.print %s3 : i32
  %x = arith.xori %b, %c3 : i32
  %o = arith.ori %x, %one : i32
  %an = arith.andi %o, %a : i32
  vector.print %an : i32
  %mx = arith.maxsi %b, %c3 : i32
  %mn = arith.minui %b, %c3 : i32
  vector.print %mx : i32
  vector.print %mn : i32
  %lt = arith.cmpi slt, %b, %c3 : i32
  %ult = arith.cmpi ult, %b, %c3 : i32
  vector.print %lt : i1
  vector.print %ult : i1
  %sel = arith.select %ult, %a, %b : i32
  vector.print %sel : i32
  %t8 = arith.trunci %a : i32 to i8
  vector.print %t8 : i8
  %e64 = arith.extsi %b : i32 to i64
  %u64 = arith.extui %b : i32 to i64
  vector.print %e64 : i64
  vector.print %u64 : i64
  %idx = arith.index_cast %b : i32 to index
  vector.print %idx : index
  %big = arith.constant 9223372036854775807 : i64
  %w = arith.addi %big, %e64 : i64
  %w2 = arith.muli %big, %big : i64
  vector.print %w : i64
  vector.print %w2 : i64
  %i16 = arith.constant 300 : i16
  %i16b = arith.muli %i16, %i16 : i16
  vector.print %i16b : i16
  return
}
