// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// affine.if, affine.parallel, integer sets, affine.vector_load/store and the
// index ops: parser and verifier errors in mlir-opt 22's words.

func.func @if_set_kind(%i: index) {
  // expected-error@+1 {{custom op 'affine.if' invalid kind of attribute specified}}
  affine.if affine_map<(d0) -> (d0)>(%i) {
  }
  return
}

// -----

func.func @if_dims(%i: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i) {
  }
  return
}

// -----

func.func @if_syms(%i: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i) {
  }
  return
}

// -----

func.func @if_generic_count(%i: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%i) <{condition = affine_set<(d0, d1) : (d0 - d1 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @if_symbol(%i: index) {
  affine.for %j = 0 to 10 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%j] {
    }
  }
  return
}

// -----

func.func @if_yield_count(%i: index) {
  %0 = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> index {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  } else {
    affine.yield %i : index
  }
  return
}

// -----

func.func @if_no_attr(%i: index) {
  // expected-error@+1 {{'affine.if' op requires attribute 'condition'}}
  "affine.if"(%i) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @constraint_op(%i: index) {
  // expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
  affine.if affine_set<(d0) : (d0 > 0)>(%i) {
  }
  return
}

// -----

func.func @set_not_map(%i: index) {
  // expected-error@+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply affine_set<(d0) : (d0 >= 0)>(%i)
  return
}

// -----

func.func @par_reduce_name() {
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "sum"}}
  %0 = affine.parallel (%i) = (0) to (10) reduce ("sum") -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @par_reduce_type() {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %0 = affine.parallel (%i) = (0) to (10) reduce ("addf") -> i32 {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  return
}

// -----

func.func @par_reduce_count() {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %0 = affine.parallel (%i) = (0) to (10) -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @par_steps(%n: index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}

// -----

func.func @par_groups() {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (1) and upper bound (2), and the number of steps (2) must all match}}
  affine.parallel (%i, %j) = (0) to (10, 10) {
  }
  return
}

// -----

func.func @par_dim(%m: memref<?xf32>) {
  affine.for %j = 0 to 10 {
    %x = arith.addi %j, %j : index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a symbol}}
    affine.parallel (%i) = (0) to (symbol(%x)) {
    }
  }
  return
}

// -----

func.func @par_group_size() {
  // expected-error@+1 {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @par_yield_types() {
  %0 = affine.parallel (%i) = (0) to (10) reduce ("addf") -> f32 {
    %c = arith.constant 1.0 : f64
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %c : f64
  }
  return
}

// -----

func.func @vload_elem(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %m[%i] : memref<10xf32>, vector<4xf64>
  return
}

// -----

func.func @vstore_rank(%m: memref<10x10xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'affine.vector_store' op affine map num results must equal memref rank}}
  affine.vector_store %v, %m[%i] : memref<10x10xf32>, vector<4xf32>
  return
}

// -----

func.func @vload_not_vector(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.vector_load' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = affine.vector_load %m[%i] : memref<10xf32>, f32
  return
}

// -----

func.func @lin_count(%i: index, %j: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%i, %j] by (2, 3, 4) : index
  return
}

// -----

func.func @delin_count(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:3 = affine.delinearize_index %i into (2) : index, index, index
  return
}

// -----

func.func @delin_positive(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0 = affine.delinearize_index %i into (0) : index
  return
}

// -----

func.func @lin_generic_basis(%i: index, %j: index) {
  // expected-error@+1 {{'affine.linearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "affine.linearize_index"(%i, %j) <{disjoint = false, operandSegmentSizes = array<i32: 1, 1>, static_basis = array<i64: 4>}> : (index, index) -> index
  return
}

// -----

func.func @delin_generic_basis(%i: index, %j: index) {
  // expected-error@+1 {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "affine.delinearize_index"(%i, %j) <{static_basis = array<i64: 4>}> : (index, index) -> index
  return
}

// -----

func.func @par_group_size() {
  // expected-error@+1 {{'affine.parallel' op expected lower bound map to have at least one result}}
  "affine.parallel"() <{lowerBoundsGroups = dense<0> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> ()>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @par_group_size() {
  // expected-error@+1 {{'affine.parallel' op expected upper bounds map to have 1 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10, 11)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @vs(%m: memref<10xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{custom op 'affine.vector_store' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  affine.vector_store %v, %m[%i] : memref<10xf32>, f32
  return
}

// -----

func.func @par_step0() {
  affine.parallel (%i) = (0) to (10) step (0) {
  }
  return
}
