func.func @if_cond_not_i1(%c: i32) {
  "scf.if"(%c) ({}, {}) : (i32) -> ()
  return
}
