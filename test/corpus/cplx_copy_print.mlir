// Memrefs of complex<f32> and complex<f64> (bufopt has no complex dialect:
// the values come from complex dense globals): copies into fresh buffers,
// a row view copied into another buffer, a complex<f32> element moved with
// load/store, a helper that copies between its arguments, and the runner
// utils' printMemrefC32/C64.  No frees: the deallocation pipelines add them.
// difftest: leaky-input
func.func private @printMemrefC32(memref<*xcomplex<f32>>)
func.func private @printMemrefC64(memref<*xcomplex<f64>>)

memref.global "private" constant @m : memref<3x2xcomplex<f32>> = dense<[[(1.0, -1.0), (2.5, 0.5)], [(0.0, 3.0), (-4.0, 0.125)], [(8.0, 8.0), (0.75, -0.25)]]>
memref.global "private" constant @v : memref<4xcomplex<f64>> = dense<[(1.0, 2.0), (-3.0, 0.5), (1.0e-3, 6.0), (7.0, -0.0)]>

func.func @copy_into(%src: memref<2xcomplex<f32>, strided<[1], offset: 2>>, %dst: memref<2xcomplex<f32>>) {
  memref.copy %src, %dst : memref<2xcomplex<f32>, strided<[1], offset: 2>> to memref<2xcomplex<f32>>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.get_global @m : memref<3x2xcomplex<f32>>
  %a = memref.alloc() : memref<3x2xcomplex<f32>>
  memref.copy %m, %a : memref<3x2xcomplex<f32>> to memref<3x2xcomplex<f32>>
  %e = memref.load %a[%c2, %c1] : memref<3x2xcomplex<f32>>
  memref.store %e, %a[%c0, %c0] : memref<3x2xcomplex<f32>>
  %au = memref.cast %a : memref<3x2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%au) : (memref<*xcomplex<f32>>) -> ()
  %row = memref.subview %a[1, 0] [1, 2] [1, 1] : memref<3x2xcomplex<f32>> to memref<2xcomplex<f32>, strided<[1], offset: 2>>
  %r = memref.alloc() : memref<2xcomplex<f32>>
  call @copy_into(%row, %r) : (memref<2xcomplex<f32>, strided<[1], offset: 2>>, memref<2xcomplex<f32>>) -> ()
  %ru = memref.cast %r : memref<2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%ru) : (memref<*xcomplex<f32>>) -> ()
  %v = memref.get_global @v : memref<4xcomplex<f64>>
  %b = memref.alloc() : memref<4xcomplex<f64>>
  memref.copy %v, %b : memref<4xcomplex<f64>> to memref<4xcomplex<f64>>
  %bu = memref.cast %b : memref<4xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%bu) : (memref<*xcomplex<f64>>) -> ()
  return
}
