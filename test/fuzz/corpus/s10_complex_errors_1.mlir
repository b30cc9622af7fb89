memref.global "private" constant @h : memref<3xcomplex<f64>> = dense<[(1.0, 2.0), (3.25, -4.0), (1.0, 1.0)]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %h = memref.get_global @h : memref<3xcomplex<f64>>
  %x = memref.load %h[%c0] : memref<3xcomplex<f64>>
  return
}
