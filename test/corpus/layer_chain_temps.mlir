// Corpus: a chain of four dense layers on static 8x8 tensors (the seed's
// merge-alloc example), each with a residual add, and a loop whose body
// makes two temporaries per iteration.  Every intermediate is a static
// temporary: merge-alloc puts them in one arena of two or three slots.
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @layer(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<8x8xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %m = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>)
                       outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
    %e2 = tensor.empty() : tensor<8x8xf32>
    %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
        ins(%m, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %h = arith.constant 0.5 : f32
      %t = arith.mulf %s, %h : f32
      linalg.yield %t : f32
    } -> tensor<8x8xf32>
    return %r : tensor<8x8xf32>
  }
  func.func @chain(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %zero = arith.constant 0.0 : f32
    %a0 = tensor.empty() : tensor<8x8xf32>
    %a1 = linalg.fill ins(%zero : f32) outs(%a0 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %a = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a1 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %b0 = tensor.empty() : tensor<8x8xf32>
    %b1 = linalg.fill ins(%zero : f32) outs(%b0 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %b = linalg.matmul ins(%a, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%b1 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %c0 = tensor.empty() : tensor<8x8xf32>
    %c1 = linalg.fill ins(%zero : f32) outs(%c0 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %c = linalg.matmul ins(%b, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c1 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %d0 = tensor.empty() : tensor<8x8xf32>
    %d1 = linalg.fill ins(%zero : f32) outs(%d0 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %d = linalg.matmul ins(%c, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%d1 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %l1 = func.call @layer(%d, %w) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    return %l1 : tensor<8x8xf32>
  }
  // Two temporaries per iteration, the sum carried in a scalar.
  func.func @loop_temps(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %zero = arith.constant 0.0 : f32
    %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> f32 {
      %t0 = tensor.empty() : tensor<8x8xf32>
      %t1 = linalg.fill ins(%zero : f32) outs(%t0 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %t = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%t1 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %u0 = tensor.empty() : tensor<8x8xf32>
      %u1 = linalg.fill ins(%zero : f32) outs(%u0 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %u = linalg.matmul ins(%t, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%u1 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %v = tensor.extract %u[%i, %i] : tensor<8x8xf32>
      %n = arith.addf %acc, %v : f32
      scf.yield %n : f32
    }
    return %s : f32
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %x0 = tensor.generate {
    ^bb0(%i: index, %j: index):
      %k = arith.addi %i, %j : index
      %c5 = arith.constant 5 : index
      %m = arith.remui %k, %c5 : index
      %mi = arith.index_cast %m : index to i32
      %f = arith.sitofp %mi : i32 to f32
      %q = arith.constant 0.25 : f32
      %v = arith.mulf %f, %q : f32
      tensor.yield %v : f32
    } : tensor<8x8xf32>
    %w0 = tensor.generate {
    ^bb0(%i: index, %j: index):
      %k = arith.muli %i, %j : index
      %c3 = arith.constant 3 : index
      %m = arith.remui %k, %c3 : index
      %mi = arith.index_cast %m : index to i32
      %f = arith.sitofp %mi : i32 to f32
      %q = arith.constant 0.125 : f32
      %v = arith.mulf %f, %q : f32
      tensor.yield %v : f32
    } : tensor<8x8xf32>
    %y = func.call @chain(%x0, %w0) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %v = tensor.extract %y[%i, %i] : tensor<8x8xf32>
      vector.print %v : f32
    }
    %s = func.call @loop_temps(%x0, %w0) : (tensor<8x8xf32>, tensor<8x8xf32>) -> f32
    vector.print %s : f32
    return
  }
}
