// Corpus: unstructured control flow without loops (upstream's ownership-
// based deallocation supports only structured loops): cf.cond_br diamonds
// with block arguments carrying tensors (cf.switch is in test/interp/).
func.func @pick(%c: i1, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  cf.cond_br %c, ^left(%a : tensor<3xf32>), ^right
^left(%x: tensor<3xf32>):
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %y = tensor.insert %one into %x[%c0] : tensor<3xf32>
  cf.br ^join(%y : tensor<3xf32>)
^right:
  cf.br ^join(%b : tensor<3xf32>)
^join(%r: tensor<3xf32>):
  return %r : tensor<3xf32>
}
func.func @classify(%v: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %is1 = arith.cmpi eq, %v, %c1 : i32
  cf.cond_br %is1, ^one, ^next
^next:
  %is2 = arith.cmpi eq, %v, %c2 : i32
  cf.cond_br %is2, ^two, ^other
^one:
  %a = arith.constant 100 : i32
  return %a : i32
^two:
  %b = arith.constant 200 : i32
  return %b : i32
^other:
  %c = arith.constant -1 : i32
  return %c : i32
}
func.func @main() {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c7 = arith.constant 7 : i32
  %x = func.call @classify(%c1) : (i32) -> i32
  %y = func.call @classify(%c2) : (i32) -> i32
  %z = func.call @classify(%c7) : (i32) -> i32
  vector.print %x : i32
  vector.print %y : i32
  vector.print %z : i32
  %a = arith.constant dense<[5.0, 6.0, 7.0]> : tensor<3xf32>
  %b = arith.constant dense<[8.0, 9.0, 10.0]> : tensor<3xf32>
  %t = arith.constant true
  %f = arith.constant false
  %p = func.call @pick(%t, %a, %b) : (i1, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %q = func.call @pick(%f, %a, %b) : (i1, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %c0 = arith.constant 0 : index
  %p0 = tensor.extract %p[%c0] : tensor<3xf32>
  %q0 = tensor.extract %q[%c0] : tensor<3xf32>
  %a0 = tensor.extract %a[%c0] : tensor<3xf32>
  vector.print %p0 : f32
  vector.print %q0 : f32
  vector.print %a0 : f32
  return
}
