// Corpus: functions with several func.return ops returning tensors (one per
// branch): a write in place into the argument on one path, a slice of the
// argument on one path and a new tensor on the other, two new tensors, and
// results that are equivalent to an argument on every return or only on
// some; cf.assert on one path.
func.func @maybe_write(%t: tensor<4xf32>, %c: i1, %v: f32) -> tensor<4xf32> {
  %i = arith.constant 0 : index
  cf.cond_br %c, ^write, ^keep
^write:
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
^keep:
  return %t : tensor<4xf32>
}
func.func @slice_or_new(%t: tensor<8xf32>, %c: i1, %v: f32) -> tensor<4xf32> {
  %i = arith.constant 0 : index
  cf.cond_br %c, ^slice, ^new
^slice:
  %0 = tensor.extract_slice %t[2][4][1] : tensor<8xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
^new:
  %e = tensor.empty() : tensor<4xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert %v into %f[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @two_new(%c: i1, %v: f32) -> tensor<4xf32> {
  %i = arith.constant 3 : index
  cf.cond_br %c, ^a, ^b
^a:
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
^b:
  %f = tensor.empty() : tensor<4xf32>
  %z = arith.constant -1.0 : f32
  %g = linalg.fill ins(%z : f32) outs(%f : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert %v into %g[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @disagree(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  cf.cond_br %c, ^a, ^b
^a:
  return %t, %u : tensor<4xf32>, tensor<4xf32>
^b:
  return %t, %t : tensor<4xf32>, tensor<4xf32>
}
func.func @agree(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  cf.cond_br %c, ^a, ^b
^a:
  return %t, %u : tensor<4xf32>, tensor<4xf32>
^b:
  cf.assert %c, "never taken with %c false"
  return %t, %u : tensor<4xf32>, tensor<4xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %true = arith.constant true
  %false = arith.constant false
  %v = arith.constant 9.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %u = arith.constant dense<[5.0, 6.0, 7.0, 8.0]> : tensor<4xf32>
  %w = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %a = func.call @maybe_write(%t, %true, %v) : (tensor<4xf32>, i1, f32) -> tensor<4xf32>
  %b = func.call @maybe_write(%t, %false, %v) : (tensor<4xf32>, i1, f32) -> tensor<4xf32>
  %s = func.call @slice_or_new(%w, %true, %v) : (tensor<8xf32>, i1, f32) -> tensor<4xf32>
  %n = func.call @slice_or_new(%w, %false, %v) : (tensor<8xf32>, i1, f32) -> tensor<4xf32>
  %p = func.call @two_new(%true, %v) : (i1, f32) -> tensor<4xf32>
  %q = func.call @two_new(%false, %v) : (i1, f32) -> tensor<4xf32>
  %d:2 = func.call @disagree(%t, %u, %false) : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
  %g:2 = func.call @agree(%t, %u, %true) : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
  %d1 = tensor.insert %v into %d#1[%c1] : tensor<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %x0 = tensor.extract %t[%i] : tensor<4xf32>
    %x1 = tensor.extract %a[%i] : tensor<4xf32>
    %x2 = tensor.extract %b[%i] : tensor<4xf32>
    %x3 = tensor.extract %s[%i] : tensor<4xf32>
    %x4 = tensor.extract %n[%i] : tensor<4xf32>
    %x5 = tensor.extract %p[%i] : tensor<4xf32>
    %x6 = tensor.extract %q[%i] : tensor<4xf32>
    %x7 = tensor.extract %d#0[%i] : tensor<4xf32>
    %x8 = tensor.extract %d1[%i] : tensor<4xf32>
    %x9 = tensor.extract %g#1[%i] : tensor<4xf32>
    vector.print %x0 : f32 punctuation <comma>
    vector.print %x1 : f32 punctuation <comma>
    vector.print %x2 : f32 punctuation <comma>
    vector.print %x3 : f32 punctuation <comma>
    vector.print %x4 : f32 punctuation <comma>
    vector.print %x5 : f32 punctuation <comma>
    vector.print %x6 : f32 punctuation <comma>
    vector.print %x7 : f32 punctuation <comma>
    vector.print %x8 : f32 punctuation <comma>
    vector.print %x9 : f32
  }
  return
}
