// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// llvm.return takes at most one operand; outside an llvm.func the enclosing
// op's terminator rules decide (a func.func accepts it).

func.func @two(%x: i32) {
  // expected-error @+1 {{'llvm.return' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  "llvm.return"(%x, %x) : (i32, i32) -> ()
}

// -----

func.func @one(%x: i32) {
  llvm.return %x : i32
}

// -----

func.func @none() {
  llvm.return
}

// -----

func.func @not_a_terminator(%x: i32) {
  // expected-error @+1 {{'llvm.return' op must be the last operation in the parent block}}
  llvm.return
  return
}

// -----

func.func @in_forall() {
  // expected-error @+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'llvm.return'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  scf.forall (%i) in (4) {
    llvm.return
  }
  return
}
