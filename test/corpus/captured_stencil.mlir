// Corpus: tensors read inside regions (issue 14).  A linalg.generic whose
// body reads the tensor it overwrites through tensor.extract (a 3-point
// stencil): writing the output in place would let later points read
// already-updated neighbours, so the output must get its own buffer.  Then a
// tensor.generate gathering from a captured table by captured indices, and
// a fill of the captured table after the last read (in place is fine).
#map = affine_map<(d0) -> (d0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %x = arith.constant dense<[1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0]> : tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.copy ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  // s[i] = t[i-1] + t[i] + t[i+1] (clamped), written over t itself
  %s = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%t : tensor<8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ip = arith.addi %i, %c1 : index
    %iq = arith.minui %ip, %c7 : index
    %im = arith.maxsi %i, %c1 : index
    %in = arith.subi %im, %c1 : index
    %a = tensor.extract %t[%in] : tensor<8xf32>
    %b = tensor.extract %t[%iq] : tensor<8xf32>
    %ab = arith.addf %a, %b : f32
    %r = arith.addf %ab, %o : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  // gather: g[i] = s[idx[i]]
  %idx = arith.constant dense<[7, 0, 3, 3, 5, 1, 6, 2]> : tensor<8xindex>
  %g = tensor.generate {
  ^bb0(%i: index):
    %k = tensor.extract %idx[%i] : tensor<8xindex>
    %v = tensor.extract %s[%k] : tensor<8xf32>
    tensor.yield %v : f32
  } : tensor<8xf32>
  // the stencil's input is dead now: overwrite it
  %z = arith.constant 0.5 : f32
  %f = linalg.fill ins(%z : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = tensor.extract %g[%i] : tensor<8xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  %f0 = tensor.extract %f[%c0] : tensor<8xf32>
  vector.print %f0 : f32
  return
}
