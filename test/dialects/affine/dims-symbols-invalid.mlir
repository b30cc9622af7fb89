// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// Which values may be an affine map's dims and symbols (issue 15: bufopt
// checked only their number), affine.apply's index types, and the value
// type of affine.store, in mlir-opt's words.

#m = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @iv_as_symbol(%n: index) {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = #m(%n)[%i] to 16 {
    }
  }
  return
}

// -----

#m = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @computed_dim(%n: index) {
  affine.for %i = 0 to 8 {
    %d = arith.addi %n, %i : index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %j = 0 to #m(%d)[%n] {
    }
  }
  return
}

// -----

// Function arguments, constants, loop variables as dims, affine.apply of
// valid operands and (as in MLIR 22) pure ops over symbols are all fine.
#m = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @valid(%n: index, %buf: memref<?xf32>) {
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to %n {
    %sum = arith.addi %n, %c4 : index
    affine.for %k = 0 to %sum {
    }
    %a = affine.apply #m(%i)[%c4]
    affine.for %j = #m(%a)[%n] to #m(%i)[%c4] {
      %v = affine.load %buf[%j + %n] : memref<?xf32>
      affine.store %v, %buf[%i] : memref<?xf32>
    }
  }
  return
}

// -----

func.func @load_index(%buf: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    %d = arith.muli %i, %n : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %buf[%d] : memref<?xf32>
  }
  return
}

// -----

func.func @apply_operand(%x: i32) {
  // expected-error@+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%x) {map = affine_map<(d0) -> (d0)>} : (i32) -> index
  return
}

// -----

func.func @apply_result(%x: index) {
  // expected-error@+1 {{'affine.apply' op result #0 must be index, but got 'i64'}}
  %0 = "affine.apply"(%x) {map = affine_map<(d0) -> (d0)>} : (index) -> i64
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %i: index) {
  %c = arith.constant 0 : i32
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%c, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<4xf32>, index) -> ()
  return
}
