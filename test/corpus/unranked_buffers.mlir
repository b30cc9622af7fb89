// Corpus (issue 14): buffers that travel as unranked tensors (memref<*xf32>
// once bufferized): a function returning a new buffer as tensor<*xf32>, a
// choice between two of them in an scf.if, and a loop carrying one.  The
// deallocation passes take their base buffers through a rank-0
// reinterpret_cast, as upstream: every buffer is freed, none twice.
func.func @make(%n: index, %v: f32) -> tensor<*xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %u = tensor.cast %f : tensor<?xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}

func.func @pick(%c: i1, %a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  %r = scf.if %c -> (tensor<*xf32>) {
    scf.yield %a : tensor<*xf32>
  } else {
    scf.yield %b : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

func.func @print3(%u: tensor<*xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = tensor.cast %u : tensor<*xf32> to tensor<3xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = tensor.extract %t[%i] : tensor<3xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %true = arith.constant true
  %false = arith.constant false
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = func.call @make(%c3, %one) : (index, f32) -> tensor<*xf32>
  %b = func.call @make(%c3, %two) : (index, f32) -> tensor<*xf32>
  %p = func.call @pick(%true, %a, %b) : (i1, tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %q = func.call @pick(%false, %a, %b) : (i1, tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  func.call @print3(%p) : (tensor<*xf32>) -> ()
  func.call @print3(%q) : (tensor<*xf32>) -> ()
  // a loop whose iteration makes a new buffer and hands it on unranked
  %e = tensor.empty() : tensor<3xf32>
  %z = linalg.fill ins(%one : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %zu = tensor.cast %z : tensor<3xf32> to tensor<*xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zu) -> (tensor<*xf32>) {
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    %n = func.call @make(%c3, %f) : (index, f32) -> tensor<*xf32>
    scf.yield %n : tensor<*xf32>
  }
  func.call @print3(%r) : (tensor<*xf32>) -> ()
  return
}
