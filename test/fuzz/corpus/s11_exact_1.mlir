func.func @exact(%a: i64, %b: i64, %v: vector<4xi32>) {
  %0 = arith.divsi %a, %b exact : i64
  %1 = arith.divui %a, %b exact {tag = 1 : i32} : i64
  %2 = arith.shrsi %v, %v {isExact} : vector<4xi32>
  %3 = "arith.shrui"(%a, %b) <{isExact}> : (i64, i64) -> i64
  %4 = arith.divui %a, %b : i64
  return
}
