// The checks mlir-opt 22's -generate-runtime-verification adds, failing, in
// the interpreter with --run-assert-continue and under mlir-runner after
// -test-cf-assert's lowering: the same text.  Past a failed check the
// checked op is not run by the interpreter, nor the copy of it a check
// makes (memref.cast from unranked casts to a dynamic layout first, to read
// the offset); a linalg op's checks sit in an scf.if before it; a subview
// gets two checks.  The views lie inside bigger buffers, so compiled code
// survives the ops it runs anyway; nothing the program prints depends on
// them.
// RUN: mlir-opt %s -generate-runtime-verification -o %t.checked.mlir
// RUN: bufopt %t.checked.mlir --run --run-assert-continue --heap-report 2>%t.heap | FileCheck %s
// RUN: FileCheck %s --check-prefix=HEAP < %t.heap
// RUN: mlir-opt %t.checked.mlir --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --test-cf-assert --convert-index-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-vector-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts -o %t.ll.mlir
// RUN: mlir-runner %t.ll.mlir -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils | FileCheck %s

func.func @to_rank0(%m: memref<*xf32>) -> memref<f32> {
  %0 = memref.cast %m : memref<*xf32> to memref<f32>
  return %0 : memref<f32>
}

func.func @slice(%m: memref<?xf32>, %off: index, %size: index) {
  %s = memref.subview %m[%off] [%size] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return
}

func.func @add(%a: memref<?xf32>, %b: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : memref<?xf32>) outs(%b : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f1 = arith.constant 1.0 : f32
  %big = memref.alloca() : memref<8xf32>
  linalg.fill ins(%f1 : f32) outs(%big : memref<8xf32>)
  %u = memref.cast %big : memref<8xf32> to memref<*xf32>

  // CHECK: ERROR: Runtime op verification failed
  // CHECK-NEXT: memref.cast %{{.*}} : memref<*xf32> to memref<f32>
  // CHECK-NEXT: ^ rank mismatch
  // CHECK-NEXT: Location: loc({{.*}})
  // CHECK-NEXT: 1
  %r0 = func.call @to_rank0(%u) : (memref<*xf32>) -> memref<f32>
  vector.print %c1 : index

  // offset 2 size 2 in a view of 2 elements: both checks fail
  %small = memref.subview %big[0] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1]>>
  %ds = memref.cast %small : memref<2xf32, strided<[1]>> to memref<?xf32>
  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: memref.subview
  // CHECK-NEXT: ^ offset 0 is out-of-bounds
  // CHECK-NEXT: Location: loc({{.*}})
  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: memref.subview
  // CHECK-NEXT: ^ subview runs out-of-bounds along dimension 0
  // CHECK-NEXT: Location: loc({{.*}})
  // CHECK-NEXT: 2
  func.call @slice(%ds, %c2, %c2) : (memref<?xf32>, index, index) -> ()
  vector.print %c2 : index

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: linalg.generic
  // CHECK-NEXT: ^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size
  // CHECK-NEXT: Location: loc({{.*}})
  // CHECK-NEXT: 3
  %big3 = memref.subview %big[0] [3] [1] : memref<8xf32> to memref<3xf32, strided<[1]>>
  %a3 = memref.cast %big3 : memref<3xf32, strided<[1]>> to memref<?xf32>
  func.call @add(%a3, %ds) : (memref<?xf32>, memref<?xf32>) -> ()
  vector.print %c3 : index

  // checks that hold: the ops run
  // CHECK-NEXT: 4
  func.call @slice(%ds, %c0, %c2) : (memref<?xf32>, index, index) -> ()
  %c4 = arith.constant 4 : index
  vector.print %c4 : index
  return
}
// HEAP: heap: {{.*}} errors=0
