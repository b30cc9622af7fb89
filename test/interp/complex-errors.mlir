// A complex<f64> value is a box in its slot (interp_internal.h): loads,
// stores, selects, calls and yields move it; an op that would compute with
// one (bufopt has no complex dialect) or read the box as a number is
// refused where it runs: a scalar operand (linalg.fill), a body whose
// arguments or yields are complex<f64> (linalg.generic).
// RUN: not bufopt %s --run=fill 2>&1 | FileCheck %s --check-prefix=FILL
// RUN: not bufopt %s --run=generic 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s --run=moves | FileCheck %s --check-prefix=MOVES

func.func private @printMemrefC64(memref<*xcomplex<f64>>)
memref.global "private" constant @h : memref<3xcomplex<f64>> = dense<[(1.0, 2.0), (3.25, -4.0), (1.0, 1.0)]>

func.func @fill() {
  %c0 = arith.constant 0 : index
  %h = memref.get_global @h : memref<3xcomplex<f64>>
  %x = memref.load %h[%c0] : memref<3xcomplex<f64>>
  %m = memref.alloca() : memref<2xcomplex<f64>>
  // FILL: complex-errors.mlir:[[@LINE+1]]:3: error: 'linalg.fill' op cannot be interpreted: complex<f64> values are not supported by this op yet
  linalg.fill ins(%x : complex<f64>) outs(%m : memref<2xcomplex<f64>>)
  return
}

func.func @generic() {
  %h = memref.get_global @h : memref<3xcomplex<f64>>
  %m = memref.alloca() : memref<3xcomplex<f64>>
  // GENERIC: complex-errors.mlir:[[@LINE+1]]:3: error: 'linalg.generic' op cannot be interpreted: complex<f64> values are not supported by this op yet
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%h : memref<3xcomplex<f64>>) outs(%m : memref<3xcomplex<f64>>) {
  ^bb0(%in: complex<f64>, %out: complex<f64>):
    linalg.yield %in : complex<f64>
  }
  return
}

// The value moves: element 2 of @h stored at 0 and 1 of a fresh buffer.
// MOVES: data =
// MOVES-NEXT: [(1,1),  (1,1)]
func.func @moves() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %true = arith.constant true
  %h = memref.get_global @h : memref<3xcomplex<f64>>
  %x = memref.load %h[%c2] : memref<3xcomplex<f64>>
  %y = memref.load %h[%c0] : memref<3xcomplex<f64>>
  %s = arith.select %true, %x, %y : complex<f64>
  %m = memref.alloca() : memref<2xcomplex<f64>>
  memref.store %s, %m[%c0] : memref<2xcomplex<f64>>
  memref.store %x, %m[%c1] : memref<2xcomplex<f64>>
  %u = memref.cast %m : memref<2xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u) : (memref<*xcomplex<f64>>) -> ()
  return
}
