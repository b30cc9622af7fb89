func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefC64(memref<*xcomplex<f64>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeC32(memref<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dC32(memref<?xcomplex<f32>, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dC64(memref<?xcomplex<f64>>) attributes {llvm.emit_c_interface}

memref.global "private" constant @g : memref<2x3xcomplex<f32>> = dense<[[(1.0, 2.0), (3.5, -4.0), (0.5, 0.0)], [(0.0, -0.0), (10.0, 0.25), (-1.5, 100.0)]]>
memref.global "private" constant @h : memref<3xcomplex<f64>> = dense<[(1.0, 2.0), (3.25, -4.0), (-0.0, 7.0)]>
memref.global "private" constant @s : memref<2xcomplex<f64>> = dense<(0.5, -2.0)>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %g = memref.get_global @g : memref<2x3xcomplex<f32>>
  %gu = memref.cast %g : memref<2x3xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%gu) : (memref<*xcomplex<f32>>) -> ()
  call @printMemrefShapeC32(%gu) : (memref<*xcomplex<f32>>) -> ()

  %a = memref.alloc() : memref<2x3xcomplex<f32>>
  memref.copy %g, %a : memref<2x3xcomplex<f32>> to memref<2x3xcomplex<f32>>
  %x = memref.load %a[%c1, %c2] : memref<2x3xcomplex<f32>>
  memref.store %x, %a[%c0, %c0] : memref<2x3xcomplex<f32>>
  %col = memref.subview %a[0, 1] [2, 1] [1, 1] : memref<2x3xcomplex<f32>> to memref<2xcomplex<f32>, strided<[3], offset: 1>>
  %colc = memref.cast %col : memref<2xcomplex<f32>, strided<[3], offset: 1>> to memref<?xcomplex<f32>, strided<[?], offset: ?>>
  call @printMemref1dC32(%colc) : (memref<?xcomplex<f32>, strided<[?], offset: ?>>) -> ()
  %au = memref.cast %a : memref<2x3xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%au) : (memref<*xcomplex<f32>>) -> ()
  memref.dealloc %a : memref<2x3xcomplex<f32>>

  %h = memref.get_global @h : memref<3xcomplex<f64>>
  %b = memref.alloc() : memref<3xcomplex<f64>>
  memref.copy %h, %b : memref<3xcomplex<f64>> to memref<3xcomplex<f64>>
  %bu = memref.cast %b : memref<3xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%bu) : (memref<*xcomplex<f64>>) -> ()
  memref.dealloc %b : memref<3xcomplex<f64>>
  %s = memref.get_global @s : memref<2xcomplex<f64>>
  %sd = memref.cast %s : memref<2xcomplex<f64>> to memref<?xcomplex<f64>>
  call @printMemref1dC64(%sd) : (memref<?xcomplex<f64>>) -> ()
  return
}
