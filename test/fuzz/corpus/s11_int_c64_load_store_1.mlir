func.func private @printMemrefC64(memref<*xcomplex<f64>>)

memref.global "private" constant @v : memref<4xcomplex<f64>> = dense<[(1.0, 2.0), (-3.0, 0.5), (1.0e-3, 6.0), (7.0, -0.0)]>

func.func @pick(%a: complex<f64>, %b: complex<f64>, %first: i1) -> complex<f64> {
  %r = arith.select %first, %a, %b : complex<f64>
  return %r : complex<f64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %v = memref.get_global @v : memref<4xcomplex<f64>>
  %b = memref.alloc() : memref<4xcomplex<f64>>
  scf.for %i = %c0 to %c4 step %c1 {
    %j = arith.subi %c3, %i : index
    %x = memref.load %v[%j] : memref<4xcomplex<f64>>
    %y = memref.load %v[%i] : memref<4xcomplex<f64>>
    %r = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    %p = func.call @pick(%x, %y, %even) : (complex<f64>, complex<f64>, i1) -> complex<f64>
    memref.store %p, %b[%i] : memref<4xcomplex<f64>>
  }
  %bu = memref.cast %b : memref<4xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%bu) : (memref<*xcomplex<f64>>) -> ()
  %init = memref.load %v[%c0] : memref<4xcomplex<f64>>
  %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init) -> (complex<f64>) {
    %r = arith.remui %i, %c2 : index
    %odd = arith.cmpi ne, %r, %c0 : index
    %n = scf.if %odd -> (complex<f64>) {
      %e = memref.load %b[%i] : memref<4xcomplex<f64>>
      scf.yield %e : complex<f64>
    } else {
      scf.yield %acc : complex<f64>
    }
    scf.yield %n : complex<f64>
  }
  %one = memref.alloc() : memref<1xcomplex<f64>>
  memref.store %last, %one[%c0] : memref<1xcomplex<f64>>
  %ou = memref.cast %one : memref<1xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%ou) : (memref<*xcomplex<f64>>) -> ()
  %t = bufferization.to_tensor %v restrict : memref<4xcomplex<f64>> to tensor<4xcomplex<f64>>
  %e0 = tensor.extract %t[%c0] : tensor<4xcomplex<f64>>
  %t2 = tensor.insert %e0 into %t[%c2] : tensor<4xcomplex<f64>>
  %m2 = bufferization.to_buffer %t2 : tensor<4xcomplex<f64>> to memref<4xcomplex<f64>>
  %u2 = memref.cast %m2 : memref<4xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u2) : (memref<*xcomplex<f64>>) -> ()
  return
}
