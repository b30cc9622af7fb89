// RUN: bufopt %s --split-input-file --verify-diagnostics
// (mlir-opt gives the same errors; after the bad predicate it also reports
// the attribute parameter it failed to parse, which bufopt's parser, stopping
// at the first parse error, does not.)

func.func @cast(%a: index) {
  // expected-error@+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @pred(%a: index) {
  // expected-error@+1 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  %0 = index.cmp lt(%a, %a)
  return
}

// -----

func.func @generic(%a: i32, %b: i32) {
  // expected-error@+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %b) : (i32, i32) -> index
  return
}
