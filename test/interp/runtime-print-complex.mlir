// Memrefs of complex<f32> / complex<f64> in the interpreter: filled from a
// complex dense global (splat too), copied, viewed through a subview,
// loaded and stored (complex<f32>), and printed by the runner utils'
// printMemrefC32/C64, printMemrefShapeC32 and printMemref1dC32/C64 with the
// text mlir-runner prints (std::complex's `(re,im)`).  The same CHECK lines
// hold for `bufopt --run` and for the program lowered by mlir-opt 22 and run
// by mlir-runner.  The heap counts what the lowering asks malloc for: one
// element of padding per complex buffer (48 + 16 bytes for the complex<f64>
// one at the peak).
// RUN: bufopt %s --run | FileCheck --strict-whitespace %s
// RUN: bufopt %s --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP
// RUN: mlir-opt %s --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: mlir-runner %t.mlir -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils | FileCheck --strict-whitespace %s

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
  // CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = 
  // CHECK-NEXT: {{^\[\[}}(1,2),   (3.5,-4),   (0.5,0)], 
  // CHECK-NEXT: {{^}} [(0,-0),   (10,0.25),   (-1.5,100)]]
  call @printMemrefC32(%gu) : (memref<*xcomplex<f32>>) -> ()
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1]{{$}}
  call @printMemrefShapeC32(%gu) : (memref<*xcomplex<f32>>) -> ()

  // a copy, then a store of a loaded element, through a column view
  %a = memref.alloc() : memref<2x3xcomplex<f32>>
  memref.copy %g, %a : memref<2x3xcomplex<f32>> to memref<2x3xcomplex<f32>>
  %x = memref.load %a[%c1, %c2] : memref<2x3xcomplex<f32>>
  memref.store %x, %a[%c0, %c0] : memref<2x3xcomplex<f32>>
  %col = memref.subview %a[0, 1] [2, 1] [1, 1] : memref<2x3xcomplex<f32>> to memref<2xcomplex<f32>, strided<[3], offset: 1>>
  %colc = memref.cast %col : memref<2xcomplex<f32>, strided<[3], offset: 1>> to memref<?xcomplex<f32>, strided<[?], offset: ?>>
  // CHECK-NEXT: Memref base@ = {{.*}} rank = 1 offset = 1 sizes = [2] strides = [3] data = 
  // CHECK-NEXT: {{^}}[(3.5,-4),  (10,0.25)]
  call @printMemref1dC32(%colc) : (memref<?xcomplex<f32>, strided<[?], offset: ?>>) -> ()
  %au = memref.cast %a : memref<2x3xcomplex<f32>> to memref<*xcomplex<f32>>
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = 
  // CHECK-NEXT: {{^\[\[}}(-1.5,100),   (3.5,-4),   (0.5,0)], 
  // CHECK-NEXT: {{^}} [(0,-0),   (10,0.25),   (-1.5,100)]]
  call @printMemrefC32(%au) : (memref<*xcomplex<f32>>) -> ()
  memref.dealloc %a : memref<2x3xcomplex<f32>>

  %h = memref.get_global @h : memref<3xcomplex<f64>>
  %b = memref.alloc() : memref<3xcomplex<f64>>
  memref.copy %h, %b : memref<3xcomplex<f64>> to memref<3xcomplex<f64>>
  %bu = memref.cast %b : memref<3xcomplex<f64>> to memref<*xcomplex<f64>>
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
  // CHECK-NEXT: {{^}}[(1,2),  (3.25,-4),  (-0,7)]
  call @printMemrefC64(%bu) : (memref<*xcomplex<f64>>) -> ()
  memref.dealloc %b : memref<3xcomplex<f64>>
  %s = memref.get_global @s : memref<2xcomplex<f64>>
  %sd = memref.cast %s : memref<2xcomplex<f64>> to memref<?xcomplex<f64>>
  // CHECK-NEXT: Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
  // CHECK-NEXT: {{^}}[(0.5,-2),  (0.5,-2)]
  call @printMemref1dC64(%sd) : (memref<?xcomplex<f64>>) -> ()
  // HEAP: heap: allocs=2 frees=2 peak_bytes=64 leaked_bytes=0 copied_bytes=96 errors=0
  return
}
