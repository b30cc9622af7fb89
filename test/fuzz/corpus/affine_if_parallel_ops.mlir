// affine.if, affine.parallel, integer sets, affine.vector_load/store and
// affine.linearize_index / delinearize_index, printed as mlir-opt 22 does.
#set_alias = affine_set<(d0)[s0] : (d0 >= 0, d0 <= s0 - 1, d0 * 2 == 4)>
#nested_map = affine_map<(d0) -> (d0 + 3)>
func.func @if_forms(%a: index, %n: index, %m: memref<10xf32>) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%x = %c) -> f32 {
    %y = affine.load %m[%i + 1] : memref<10xf32>
    affine.if #set_alias(%i)[%n] {
      affine.store %y, %m[%i] : memref<10xf32>
    }
    %z = affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) -> f32 {
      affine.yield %y : f32
    } else {
      affine.yield %x : f32
    }
    affine.yield %z : f32
  }
  affine.if affine_set<() : ()> () {
  } {some_attr = true}
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, 1 == 0, d0 + d1 <= 7)> (%a, %n) {
  } else {
    "test.foo"() : () -> ()
  }
  %two:2 = affine.if affine_set<()[s0] : (s0 floordiv 4 >= 2)> ()[%n] -> (f32, index) {
    affine.yield %c, %a : f32, index
  } else {
    affine.yield %c, %n : f32, index
  }
  %k = affine.apply #nested_map(%two#1)
  return %r : f32
}

func.func @parallel_forms(%N : index, %M: index, %m: memref<100x100xf32>) -> (f32, i32) {
  affine.parallel (%i0, %j0) = (0, 0) to (symbol(%N), 100) step (10, 10) {
    affine.parallel (%i1, %j1) = (%i0, %j0) to (%i0 + 10, %j0 + 10) {
      %v = affine.vector_load %m[%i1, %j1 * 2] : memref<100x100xf32>, vector<8xf32>
      affine.vector_store %v, %m[%i1 + symbol(%N), %j1] {nontemporal} : memref<100x100xf32>, vector<8xf32>
    }
  }
  %r:2 = affine.parallel (%i) = (max(0, %N - 1)) to (min(%M, 100, symbol(%N) + 2)) reduce ("addf", "addi") -> (f32, i32) {
    %c = arith.constant 1.0 : f32
    %d = arith.constant 2 : i32
    affine.yield %c, %d : f32, i32
  }
  affine.parallel () = () to () {
  }
  affine.parallel (%i, %j) = (0, 0) to (10, 10) step (1, 1) {
  } {foo = 1}
  %u = affine.parallel (%i, %j, %k) = (0, max(%N, %M floordiv 2), %M) to (%N, 5, min(%M + 4, 64)) step (1, 2, 3) reduce ("maximumf") -> f32 {
    %v = affine.load %m[%i, %j + %k] : memref<100x100xf32>
    affine.yield %v : f32
  }
  %s = affine.parallel (%i) = (0) to (4) reduce ("assign") -> (memref<100x100xf32>) {
    affine.yield %m : memref<100x100xf32>
  }
  return %r#0, %r#1 : f32, i32
}

func.func @index_ops(%i: index, %j: index, %b: index) -> (index, index, index) {
  %0 = affine.linearize_index [%i, %j] by (%b, 16) : index
  %1 = affine.linearize_index disjoint [%i, %j] by (16) : index
  %2:2 = affine.delinearize_index %i into (%b, 16) : index, index
  %3:3 = affine.delinearize_index %i into (%b, 16) {tag} : index, index, index
  %4 = affine.linearize_index [%i] by () : index
  return %0, %1, %2#0 : index, index, index
}
