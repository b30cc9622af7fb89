// Corpus: affine.if (with and without else, with results, equality and
// inequality constraints, symbols), affine.parallel (multi-dimensional
// bounds with max/min groups, steps, addf/addi/maximumf/muli reductions)
// and affine.linearize_index / delinearize_index, on a
// buffer program.
#even_and_small = affine_set<(d0)[s0] : (d0 mod 2 == 0, s0 - d0 - 1 >= 0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %m = memref.alloca() : memref<8x8xf32>
  // m[i][j] = i * 8 + j
  affine.parallel (%i, %j) = (0, 0) to (8, 8) {
    %k = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %j)
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    affine.store %kf, %m[%i, %j] : memref<8x8xf32>
  }
  // the sum of rows 1..6 (max(1, ..) / min(%c6, 7)), columns 0, 2, 4, 6
  %s, %mx, %n = affine.parallel (%i, %j) = (max(1, %c0), 0) to (min(symbol(%c6) + 1, 7), 8) step (1, 2)
      reduce ("addf", "maximumf", "addi") -> (f32, f32, i32) {
    %v = affine.load %m[%i, %j] : memref<8x8xf32>
    %c1_i32 = arith.constant 1 : i32
    affine.yield %v, %v, %c1_i32 : f32, f32, i32
  }
  vector.print %s : f32
  vector.print %mx : f32
  vector.print %n : i32
  // an empty range: each result is its reduction's identity
  %e, %p = affine.parallel (%i) = (5) to (3) reduce ("addf", "muli") -> (f32, i64) {
    %c2_i64 = arith.constant 2 : i64
    affine.yield %one, %c2_i64 : f32, i64
  }
  vector.print %e : f32
  vector.print %p : i64
  %q = affine.parallel (%i) = (0) to (5) reduce ("muli") -> (i64) {
    %c2_i64 = arith.constant 2 : i64
    affine.yield %c2_i64 : i64
  }
  vector.print %q : i64
  // affine.if: count the even i below 6 (set), and an if-else with results
  %acc = memref.alloca() : memref<f32>
  memref.store %zero, %acc[] : memref<f32>
  affine.for %i = 0 to 8 {
    affine.if #even_and_small(%i)[%c6] {
      %a = memref.load %acc[] : memref<f32>
      %b = arith.addf %a, %one : f32
      memref.store %b, %acc[] : memref<f32>
    }
    %r = affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) -> f32 {
      affine.yield %one : f32
    } else {
      affine.yield %zero : f32
    }
    vector.print %r : f32
  }
  %cnt = memref.load %acc[] : memref<f32>
  vector.print %cnt : f32
  // linearize / delinearize
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %lin = affine.linearize_index [%c3, %c5, %c4] by (%c6, 7) : index
  %lin2 = affine.linearize_index disjoint [%c3, %c5, %c4] by (9, %c6, 7) : index
  %d:3 = affine.delinearize_index %lin into (%c6, 7) : index, index, index
  %d2:2 = affine.delinearize_index %lin into (%c6, 7) : index, index
  %li = arith.index_cast %lin : index to i64
  %li2 = arith.index_cast %lin2 : index to i64
  vector.print %li : i64
  vector.print %li2 : i64
  %d0 = arith.index_cast %d#0 : index to i64
  %d1 = arith.index_cast %d#1 : index to i64
  %d2i = arith.index_cast %d#2 : index to i64
  %e0 = arith.index_cast %d2#0 : index to i64
  %e1 = arith.index_cast %d2#1 : index to i64
  vector.print %d0 : i64
  vector.print %d1 : i64
  vector.print %d2i : i64
  vector.print %e0 : i64
  vector.print %e1 : i64
  return
}
