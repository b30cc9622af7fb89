// RUN: bufopt %s --split-input-file --verify-diagnostics

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.subi' op requires one result}}
  "arith.subi"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = arith.negf %a : vector<4xi32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i16
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %a : f32 to f64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : i32 to vector<4xi64>
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.extui' op requires the same shape for all operands and results}}
  %0 = arith.extui %a : vector<4xi32> to vector<5xi64>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.extsi %a : f32 to i64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = arith.sitofp %a : i32 to i64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.fptoui %a : i32 to i64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.index_castui' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_castui %a : f32 to index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i64
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = dense<1> : tensor<4xi32>}> : () -> tensor<4xi64>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<3xi1>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
  %0 = arith.cmpf oeq, %a, %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32, %c: i32) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%a: vector<4xi32>, %c: vector<3xi1>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<3xi1>, vector<4xi32>
  return
}

// -----

func.func @f(%a: vector<4xi32>, %c: i1) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %a) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi64>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error@+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<foo> : i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+2 {{custom op 'arith.mulf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'arith.mulf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.mulf %a, %a fastmath<slow> : f32
  return
}
