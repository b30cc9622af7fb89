func.func private @twice(%t: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.add ins(%t, %t : tensor<?xf32>, tensor<?xf32>) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @show(%t: tensor<6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %v = tensor.extract %t[%i] : tensor<6xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %ones = linalg.fill ins(%one : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %e2 = tensor.empty() : tensor<2xf32>
  %fives = linalg.fill ins(%five : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %e3 = tensor.empty() : tensor<6xf32>
  %ones3 = linalg.fill ins(%one : f32) outs(%e3 : tensor<6xf32>) -> tensor<6xf32>

  %a = scf.forall (%i) = (%c1) to (%c3) step (%c3) shared_outs(%o = %ones) -> (tensor<6xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fives into %o[%i] [2] [1] : tensor<2xf32> into tensor<6xf32>
    }
  }
  func.call @show(%a) : (tensor<6xf32>) -> ()

  %dyn = tensor.cast %ones : tensor<6xf32> to tensor<?xf32>
  %b:3 = scf.forall (%i, %j) = (0, 0) to (1, 3) step (1, 1)
      shared_outs(%o = %dyn, %p = %ones, %q = %ones3) -> (tensor<?xf32>, tensor<6xf32>, tensor<6xf32>) {
    %k = arith.addi %j, %j : index
    %off = arith.addi %k, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fives into %o[%off] [2] [1] : tensor<2xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %fives into %q[%off] [2] [1] : tensor<2xf32> into tensor<6xf32>
    }
  }
  %bs = tensor.cast %b#0 : tensor<?xf32> to tensor<6xf32>
  func.call @show(%bs) : (tensor<6xf32>) -> ()
  func.call @show(%b#1) : (tensor<6xf32>) -> ()
  %d = tensor.dim %b#0, %c0 : tensor<?xf32>
  vector.print %d : index

  %f = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %dyn) -> (tensor<?xf32>) {
    %t2 = func.call @twice(%t) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %t2 : tensor<?xf32>
  }
  %fs = tensor.cast %f : tensor<?xf32> to tensor<6xf32>
  func.call @show(%fs) : (tensor<6xf32>) -> ()

  %i0 = arith.constant 1 : i32
  %lim = arith.constant 100 : i32
  %w:2 = scf.while (%x = %i0, %y = %i0) : (i32, i32) -> (i32, i32) {
    %s = arith.addi %x, %y : i32
    %c = arith.cmpi slt, %s, %lim : i32
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %p, %q : i32
    scf.yield %n, %n : i32, i32
  }
  vector.print %w#0 : i32
  vector.print %w#1 : i32
  return
}
