func.func @swap_for(%a: tensor<3xi32>, %b: tensor<3xi32>, %n: index) -> (tensor<3xi32>, tensor<3xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<3xi32>, tensor<3xi32>) {
    scf.yield %y, %x : tensor<3xi32>, tensor<3xi32>
  }
  return %r#0, %r#1 : tensor<3xi32>, tensor<3xi32>
}

func.func @swap_while(%a: tensor<3xi32>, %b: tensor<3xi32>, %n: i32) -> (tensor<3xi32>, tensor<3xi32>) {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r:3 = scf.while (%x = %a, %y = %b, %k = %n) : (tensor<3xi32>, tensor<3xi32>, i32) -> (tensor<3xi32>, tensor<3xi32>, i32) {
    %go = arith.cmpi sgt, %k, %z : i32
    scf.condition(%go) %y, %x, %k : tensor<3xi32>, tensor<3xi32>, i32
  } do {
  ^bb0(%p: tensor<3xi32>, %q: tensor<3xi32>, %j: i32):
    %j1 = arith.subi %j, %one : i32
    scf.yield %q, %p, %j1 : tensor<3xi32>, tensor<3xi32>, i32
  }
  return %r#0, %r#1 : tensor<3xi32>, tensor<3xi32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i32
  %n = arith.constant 3 : i32
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = arith.constant dense<[4, 5, 6]> : tensor<3xi32>
  %f:2 = func.call @swap_for(%a, %b, %c3) : (tensor<3xi32>, tensor<3xi32>, index) -> (tensor<3xi32>, tensor<3xi32>)
  %w:2 = func.call @swap_while(%a, %b, %n) : (tensor<3xi32>, tensor<3xi32>, i32) -> (tensor<3xi32>, tensor<3xi32>)
  %v0 = vector.transfer_read %f#0[%c0], %z : tensor<3xi32>, vector<3xi32>
  %v1 = vector.transfer_read %f#1[%c0], %z : tensor<3xi32>, vector<3xi32>
  %v2 = vector.transfer_read %w#0[%c0], %z : tensor<3xi32>, vector<3xi32>
  %v3 = vector.transfer_read %w#1[%c0], %z : tensor<3xi32>, vector<3xi32>
  vector.print %v0 : vector<3xi32>
  vector.print %v1 : vector<3xi32>
  vector.print %v2 : vector<3xi32>
  vector.print %v3 : vector<3xi32>
  return
}
