// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// Invalid arith IR that bufopt used to accept or reported in other words
// than mlir-opt 22: scalable vector dims in casts and constants, the cast
// ops' tensor-dimension predicate and tensor encodings, comparison
// predicates out of range or missing, the Elementwise trait, and select's
// condition checks (in mlir-opt's order).

func.func @scalable_to_fixed(%v: vector<[4]xi32>) -> vector<4xi8> {
  // expected-error@+1 {{'arith.trunci' op requires the same shape for all operands and results}}
  %0 = arith.trunci %v : vector<[4]xi32> to vector<4xi8>
  return %0 : vector<4xi8>
}

// -----

func.func @fixed_to_scalable(%v: vector<2x4xf32>) -> vector<2x[4]xf64> {
  // expected-error@+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = arith.extf %v : vector<2x4xf32> to vector<2x[4]xf64>
  return %0 : vector<2x[4]xf64>
}

// -----

func.func @scalable_constant() -> vector<[2]xi32> {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %c = arith.constant dense<[0, 1]> : vector<[2]xi32>
  return %c : vector<[2]xi32>
}

// -----

func.func @scalable_splat_ok() -> vector<[2]xi32> {
  %c = arith.constant dense<7> : vector<[2]xi32>
  %d = arith.extsi %c : vector<[2]xi32> to vector<[2]xi64>
  // expected-error@+1 {{type of return operand 0 ('vector<[2]xi64>') doesn't match function result type ('vector<[2]xi32>') in function @scalable_splat_ok}}
  return %d : vector<[2]xi64>
}

// -----

func.func @cast_static_to_dynamic(%t: tensor<4xi32>) -> tensor<?xi64> {
  // expected-error@+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %t : tensor<4xi32> to tensor<?xi64>
  return %0 : tensor<?xi64>
}

// -----

func.func @cast_rank(%t: tensor<index>) -> tensor<2xi64> {
  // expected-error@+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_cast %t : tensor<index> to tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @cast_encoding(%t: tensor<2xf32, "a">) {
  // expected-error@+1 {{'arith.extf' op operand type 'tensor<2xf32, "a">' and result type 'tensor<2xf64, "b">' are cast incompatible}}
  %0 = arith.extf %t : tensor<2xf32, "a"> to tensor<2xf64, "b">
  return
}

// -----

func.func @cmpi_predicate(%a: i32) -> i1 {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %r = "arith.cmpi"(%a, %a) {predicate = 10} : (i32, i32) -> i1
  return %r : i1
}

// -----

func.func @cmpf_predicate(%a: f32) -> i1 {
  // expected-error@+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %r = "arith.cmpf"(%a, %a) {predicate = -1} : (f32, f32) -> i1
  return %r : i1
}

// -----

func.func @cmpi_no_predicate(%a: i32) -> i1 {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %r = arith.cmpi %a, %a : i32
  return %r : i1
}

// -----

func.func @addui_extended_scalar_overflow(%a: vector<8xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %r:2 = arith.addui_extended %a, %a : vector<8xi32>, i1
  return
}

// -----

func.func @addui_extended_kinds(%a: vector<8xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %r:2 = arith.addui_extended %a, %a : vector<8xi32>, tensor<8xi1>
  return
}

// -----

func.func @select_shape(%c: tensor<4xi1>, %a: tensor<8xi32>) -> tensor<8xi32> {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : tensor<4xi1>, tensor<8xi32>
  return %0 : tensor<8xi32>
}

// -----

func.func @select_kinds(%c: vector<8xi1>, %a: tensor<8xi32>) -> tensor<8xi32> {
  // expected-error@+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.select %c, %a, %a : vector<8xi1>, tensor<8xi32>
  return %0 : tensor<8xi32>
}

// -----

func.func @select_encoding(%c: tensor<8xi1, "bar">, %a: tensor<8xi32, "foo">) -> tensor<8xi32, "foo"> {
  // expected-error@+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<8xi1, "foo">', but got 'tensor<8xi1, "bar">'}}
  %0 = arith.select %c, %a, %a : tensor<8xi1, "bar">, tensor<8xi32, "foo">
  return %0 : tensor<8xi32, "foo">
}
