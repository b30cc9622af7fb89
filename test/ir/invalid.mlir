// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics
// Core parser and verifier errors; each case is also checked with mlir-opt
// (mlir-opt --split-input-file --verify-diagnostics passes on this file).

func.func @undeclared() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %0 = "test.op"(%nope) : (i32) -> i32
  func.return
}

// -----

func.func @redefined() {
  // expected-note@+1 {{previously defined here}}
  %0 = "test.a"() : () -> i32
  // expected-error@+1 {{redefinition of SSA value '%0'}}
  %0 = "test.b"() : () -> i32
  func.return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @type_mismatch(%arg0: i32) {
  // expected-error@+1 {{use of value '%arg0' expects different type than prior uses: 'f32' vs 'i32'}}
  "test.op"(%arg0) : (f32) -> ()
  func.return
}

// -----

func.func @undefined_block() {
  // expected-error@+1 {{reference to an undefined block}}
  "test.br"()[^missing] : () -> ()
}

// -----

func.func @bad_result_count() {
  // expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
  %0, %1 = "test.op"() : () -> i32
  func.return
}

// -----

func.func @no_results() {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = "test.op"() : () -> ()
  func.return
}

// -----

func.func @dominance() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = arith.constant 1 : i32
  func.return
}

// -----

func.func @isolated(%arg0: i32) {
  builtin.module {
    // expected-note@+1 {{required by region isolation constraints}}
    func.func @inner() {
      // expected-error@+1 {{'arith.addi' op using value defined outside the region}}
      %0 = arith.addi %arg0, %arg0 : i32
      func.return
    }
  }
  func.return
}

// -----

func.func @no_terminator() {
  // expected-error@+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
  %0 = arith.constant 1 : i32
}

// -----

func.func @unknown_custom() {
  // expected-error@+1 {{custom op 'frobnicate' is unknown (tried 'func.frobnicate' as well)}}
  frobnicate
}

// -----

func.func @int_range() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 300 : i8
  func.return
}

// -----

func.func @bad_width() {
  // expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
  "test.op"() : () -> i99999999
}

// -----

// expected-error@+1 {{undefined symbol alias id 'nomap'}}
func.func @alias(%arg0: memref<4xf32, #nomap>) {
  func.return
}

// -----

func.func @dense_shape() {
  // expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
  %0 = arith.constant dense<[1, 2, 3]> : tensor<2xi32>
  func.return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func @dup() {
  func.return
}
// expected-error@+1 {{redefinition of symbol named 'dup'}}
func.func @dup() {
  func.return
}

// -----

func.func @missing_colon(%arg0: i32) -> i32 {
  // expected-error@+1 {{expected ':'}}
  func.return %arg0
}
