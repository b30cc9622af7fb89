// The runner utils' printMemref* in the interpreter print what mlir-runner
// prints with upstream's libraries: the same CHECK lines hold for
// `bufopt --run` and for the program lowered by mlir-opt 22 and run by
// mlir-runner.  The base address differs ({{.*}}, as upstream's tests).
// Ranks 0 to 3, a strided view with an offset, special floats, f64, f16, all
// integer widths (i8 prints characters), index (unsigned), the ranked 1d/2d
// variants and printMemrefShape*.
// RUN: bufopt %s --run | FileCheck --strict-whitespace %s
// RUN: mlir-opt %s --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: mlir-runner %t.mlir -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils | FileCheck --strict-whitespace %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(memref<*xindex>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeInd(memref<*xindex>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dF32(memref<?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func private @printMemref0dF32(memref<f32>) attributes {llvm.emit_c_interface}

memref.global "private" constant @cube : memref<2x3x4xf32> = dense<[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]], [[12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.5]]]>
memref.global "private" constant @specials : memref<8xf32> = dense<[0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000, -0.0, 1.0e-40, 3.4e38, -1.0e-6]>
memref.global "private" constant @doubles : memref<5xf64> = dense<[0.1, 1.0e100, -2.5, 123456789.0, 1.0e-7]>
memref.global "private" constant @halves : memref<3xf16> = dense<[1.5, -0.0, 65504.0]>
memref.global "private" constant @bytes : memref<2x2xi8> = dense<[[72, 105], [33, 46]]>
memref.global "private" constant @shorts : memref<3xi16> = dense<[-32768, 0, 32767]>
memref.global "private" constant @ints : memref<3xi32> = dense<[-2147483648, -1, 2147483647]>
memref.global "private" constant @longs : memref<3xi64> = dense<[-9223372036854775808, 0, 9223372036854775807]>
memref.global "private" constant @indices : memref<3xindex> = dense<[-1, 0, 42]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %f = arith.constant -1.5 : f32

  // Rank 0.
  // CHECK:      Unranked Memref base@ = {{.*}} rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: [-1.5]
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 0 offset = 0 sizes = [] strides = []{{$}}
  // CHECK-NEXT: Memref base@ = {{.*}} rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: [-1.5]
  %z = memref.alloc() : memref<f32>
  memref.store %f, %z[] : memref<f32>
  %zu = memref.cast %z : memref<f32> to memref<*xf32>
  call @printMemrefF32(%zu) : (memref<*xf32>) -> ()
  call @printMemrefShapeF32(%zu) : (memref<*xf32>) -> ()
  call @printMemref0dF32(%z) : (memref<f32>) -> ()

  // Rank 3 (a heap copy of a global), then a strided view of it with an
  // offset: rows 0..2 of plane 1, columns 1 and 3.
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
  // CHECK-NEXT: {{^}}{{\[\[\[}}0,    1,    2,    3], {{$}}
  // CHECK-NEXT: {{^}}  [4,    5,    6,    7], {{$}}
  // CHECK-NEXT: {{^}}  [8,    9,    10,    11]], {{$}}
  // CHECK-NEXT: {{^}} {{\[\[}}12,    13,    14,    15], {{$}}
  // CHECK-NEXT: {{^}}  [16,    17,    18,    19], {{$}}
  // CHECK-NEXT: {{^}}  [20,    21,    22,    23.5]]]{{$}}
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 13 sizes = [3, 2] strides = [4, 2] data =
  // CHECK-NEXT: {{^}}{{\[\[}}13,   15], {{$}}
  // CHECK-NEXT: {{^}} [17,   19], {{$}}
  // CHECK-NEXT: {{^}} [21,   23.5]]{{$}}
  // CHECK-NEXT: Memref base@ = {{.*}} rank = 2 offset = 13 sizes = [3, 2] strides = [4, 2] data =
  // CHECK-NEXT: {{^}}{{\[\[}}13,   15], {{$}}
  // CHECK-NEXT: {{^}} [17,   19], {{$}}
  // CHECK-NEXT: {{^}} [21,   23.5]]{{$}}
  %a = memref.alloc() : memref<2x3x4xf32>
  %g = memref.get_global @cube : memref<2x3x4xf32>
  memref.copy %g, %a : memref<2x3x4xf32> to memref<2x3x4xf32>
  %au = memref.cast %a : memref<2x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%au) : (memref<*xf32>) -> ()
  %s = memref.subview %a[1, 0, 1] [1, 3, 2] [1, 1, 2] : memref<2x3x4xf32> to memref<3x2xf32, strided<[4, 2], offset: 13>>
  %su = memref.cast %s : memref<3x2xf32, strided<[4, 2], offset: 13>> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  %sd = memref.cast %s : memref<3x2xf32, strided<[4, 2], offset: 13>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @printMemref2dF32(%sd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()

  // A 1x1 memref and a column of a view (one element per row).
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [1, 1] strides = [1, 1] data =
  // CHECK-NEXT: {{^}}{{\[\[}}-1.5]]{{$}}
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 3 sizes = [3, 1] strides = [4, 1] data =
  // CHECK-NEXT: {{^}}{{\[\[}}3], {{$}}
  // CHECK-NEXT: {{^}} [7], {{$}}
  // CHECK-NEXT: {{^}} [11]]{{$}}
  %one = memref.alloc() : memref<1x1xf32>
  memref.store %f, %one[%c0, %c0] : memref<1x1xf32>
  %oneu = memref.cast %one : memref<1x1xf32> to memref<*xf32>
  call @printMemrefF32(%oneu) : (memref<*xf32>) -> ()
  %col = memref.subview %a[0, 0, 3] [1, 3, 1] [1, 1, 1] : memref<2x3x4xf32> to memref<3x1xf32, strided<[4, 1], offset: 3>>
  %colu = memref.cast %col : memref<3x1xf32, strided<[4, 1], offset: 3>> to memref<*xf32>
  call @printMemrefF32(%colu) : (memref<*xf32>) -> ()

  // Special and tiny floats (f32), doubles, halves.
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: {{^}}[nan,  -nan,  inf,  -inf,  -0,  9.99995e-41,  3.4e+38,  -1e-06]{{$}}
  // CHECK-NEXT: Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: {{^}}[nan,  -nan,  inf,  -inf,  -0,  9.99995e-41,  3.4e+38,  -1e-06]{{$}}
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
  // CHECK-NEXT: {{^}}[0.1,  1e+100,  -2.5,  1.23457e+08,  1e-07]{{$}}
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: {{^}}[1.5,  -0,  65504]{{$}}
  %sp = memref.get_global @specials : memref<8xf32>
  %spu = memref.cast %sp : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%spu) : (memref<*xf32>) -> ()
  %spd = memref.cast %sp : memref<8xf32> to memref<?xf32>
  call @printMemref1dF32(%spd) : (memref<?xf32>) -> ()
  %d = memref.get_global @doubles : memref<5xf64>
  %du = memref.cast %d : memref<5xf64> to memref<*xf64>
  call @printMemrefF64(%du) : (memref<*xf64>) -> ()
  %h = memref.get_global @halves : memref<3xf16>
  %hu = memref.cast %h : memref<3xf16> to memref<*xf16>
  call @printMemrefF16(%hu) : (memref<*xf16>) -> ()

  // Integers: i8 elements print as characters, index as unsigned.
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}{{\[\[}}H,   i], {{$}}
  // CHECK-NEXT: {{^}} [!,   .]]{{$}}
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: {{^}}[-32768,  0,  32767]{{$}}
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: {{^}}[-2147483648,  -1,  2147483647]{{$}}
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: {{^}}[-9223372036854775808,  0,  9223372036854775807]{{$}}
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: {{^}}[18446744073709551615,  0,  42]{{$}}
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1]{{$}}
  // CHECK-NOT: {{.}}
  %i8 = memref.get_global @bytes : memref<2x2xi8>
  %i8u = memref.cast %i8 : memref<2x2xi8> to memref<*xi8>
  call @printMemrefI8(%i8u) : (memref<*xi8>) -> ()
  %i16 = memref.get_global @shorts : memref<3xi16>
  %i16u = memref.cast %i16 : memref<3xi16> to memref<*xi16>
  call @printMemrefI16(%i16u) : (memref<*xi16>) -> ()
  %i32 = memref.get_global @ints : memref<3xi32>
  %i32u = memref.cast %i32 : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%i32u) : (memref<*xi32>) -> ()
  %i64 = memref.get_global @longs : memref<3xi64>
  %i64u = memref.cast %i64 : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%i64u) : (memref<*xi64>) -> ()
  %ix = memref.get_global @indices : memref<3xindex>
  %ixu = memref.cast %ix : memref<3xindex> to memref<*xindex>
  call @printMemrefInd(%ixu) : (memref<*xindex>) -> ()
  call @printMemrefShapeInd(%ixu) : (memref<*xindex>) -> ()

  memref.dealloc %z : memref<f32>
  memref.dealloc %a : memref<2x3x4xf32>
  memref.dealloc %one : memref<1x1xf32>
  return
}
