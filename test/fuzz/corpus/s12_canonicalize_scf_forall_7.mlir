func.func @zero_trips(%n: index) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) = (0) to (5) step (%c0) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (0) to (5) step (-2) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (%n) to (%n) step (2) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (0) to (%n) step (0) {
    "test.use"(%i) : (index) -> ()
  }
  return
}
