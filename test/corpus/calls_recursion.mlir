// Corpus: recursive functions on tensors: divide-and-conquer sum over
// slices, and a function returning a new tensor.
func.func @sum(%t: tensor<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %small = arith.cmpi sle, %n, %c1 : index
  %r = scf.if %small -> f32 {
    %v = tensor.extract %t[%c0] : tensor<?xf32>
    scf.yield %v : f32
  } else {
    %h = arith.divui %n, %c2 : index
    %rest = arith.subi %n, %h : index
    %lo = tensor.extract_slice %t[0] [%h] [1] : tensor<?xf32> to tensor<?xf32>
    %hi = tensor.extract_slice %t[%h] [%rest] [1] : tensor<?xf32> to tensor<?xf32>
    %a = func.call @sum(%lo) : (tensor<?xf32>) -> f32
    %b = func.call @sum(%hi) : (tensor<?xf32>) -> f32
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @scale(%t: tensor<?xf32>, %k: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.map { arith.mulf } ins(%t, %t : tensor<?xf32>, tensor<?xf32>) outs(%e : tensor<?xf32>)
  return %r : tensor<?xf32>
}
func.func @main() {
  %a = arith.constant dense<[1.5, 2.0, 3.25, 4.0, 5.0, 6.5, 7.0]> : tensor<7xf32>
  %d = tensor.cast %a : tensor<7xf32> to tensor<?xf32>
  %s = func.call @sum(%d) : (tensor<?xf32>) -> f32
  vector.print %s : f32
  %k = arith.constant 2.0 : f32
  %sc = func.call @scale(%d, %k) : (tensor<?xf32>, f32) -> tensor<?xf32>
  %s2 = func.call @sum(%sc) : (tensor<?xf32>) -> f32
  vector.print %s2 : f32
  return
}
