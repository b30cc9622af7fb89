// complex<f64> does not fit the interpreter's 8-byte value slots and bufopt
// has no complex dialect to compute with: loading or storing one is refused
// at the op (memrefs of it are still allocated, copied and printed, see
// runtime-print-complex.mlir).
// RUN: not bufopt %s --run 2>&1 | FileCheck %s

memref.global "private" constant @h : memref<3xcomplex<f64>> = dense<[(1.0, 2.0), (3.25, -4.0), (1.0, 1.0)]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %h = memref.get_global @h : memref<3xcomplex<f64>>
  // CHECK: complex-errors.mlir:[[@LINE+1]]:8: error: 'memref.load' op complex<f64> elements cannot be loaded or stored yet
  %x = memref.load %h[%c0] : memref<3xcomplex<f64>>
  return
}
