// The library as an ordinary program links it: test/abi/user.c, which
// defines its own lexer_init, heap_alloc, seg (names the library used to
// export), links statically against libbufopt.a within 5 s, bufferizes this
// file through the public API and runs it; libbufopt.a and libbufopt.so
// expose only bo_ symbols, and the shared library's soname is versioned.
// RUN: sh %S/static-link.sh %s %t | FileCheck %s

// CHECK: static link: ok in under 5 s
// CHECK-LABEL: func.func @add
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: linalg.add ins(%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) outs(%{{.*}} : memref<4xf32>)
// CHECK-LABEL: func.func @main
// CHECK: memref.dealloc
// CHECK: 3.5
// CHECK-NEXT: 5.5
// CHECK-NEXT: heap: allocs=3 frees=3 peak_bytes=64 leaked_bytes=0 copied_bytes=0 errors=0
// CHECK-NEXT: library calls of the user's functions: 0
// CHECK-NEXT: user's own: 3 2 7
// CHECK-NEXT: shared library: library calls of the user's functions: 0
// CHECK-NEXT: libbufopt.a globals without bo_: 0
// CHECK-NEXT: libbufopt.so exports without bo_: 0
// CHECK-NEXT: soname: libbufopt.so.0

func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant 1.5 : f32
  %y = arith.constant 2.0 : f32
  %a = tensor.splat %x : tensor<4xf32>
  %b = tensor.splat %y : tensor<4xf32>
  %s = func.call @add(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %t = func.call @add(%s, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %v = tensor.extract %s[%c0] : tensor<4xf32>
  vector.print %v : f32
  %w = tensor.extract %t[%c3] : tensor<4xf32>
  vector.print %w : f32
  return
}
