// --run-assert-continue: a failing cf.assert prints its message and a
// newline and the run goes on, byte for byte as MLIR's -test-cf-assert
// lowering under mlir-runner (puts(msg)); the same CHECK lines hold for
// both.  A message in -generate-runtime-verification's form names the op it
// checks on its second line: past the failed check that op is not run (its
// behaviour is undefined; here an out-of-bounds load and store that compiled
// code survives because the views lie inside bigger buffers), even when the
// check sits in an scf.if before it.  Without the option the first failing
// assertion is an error at the op.
// RUN: bufopt %s --run --run-assert-continue | FileCheck --strict-whitespace %s
// RUN: bufopt %s --run --run-assert-continue --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP
// RUN: not bufopt %s --run 2>&1 | FileCheck %s --check-prefix=ABORT
// RUN: mlir-opt %s --expand-strided-metadata --convert-scf-to-cf --test-cf-assert --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-vector-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: mlir-runner %t.mlir -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils | FileCheck --strict-whitespace %s

// ABORT: assert-continue.mlir:[[@LINE+5]]:3: error: 'cf.assert' op assertion failed: ERROR: Runtime op verification failed
func.func @load(%m: memref<?xf32, strided<[1], offset: ?>>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32, strided<[1], offset: ?>>
  %ok = arith.cmpi ult, %i, %d : index
  cf.assert %ok, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1] : memref<?xf32, strided<[1], offset: ?>>\0A^ out-of-bounds access\0ALocation: loc(\22assert-continue.mlir\22:1:1)"
  %v = memref.load %m[%i] : memref<?xf32, strided<[1], offset: ?>>
  return %v : f32
}

func.func @store(%m: memref<?xf32, strided<[1], offset: ?>>, %i: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32, strided<[1], offset: ?>>
  %nonempty = arith.cmpi ne, %d, %c0 : index
  scf.if %nonempty {
    %ok = arith.cmpi ult, %i, %d : index
    cf.assert %ok, "ERROR: Runtime op verification failed\0A\22memref.store\22(%arg2, %arg0, %arg1) : (f32, memref<?xf32, strided<[1], offset: ?>>, index) -> ()\0A^ out-of-bounds access\0ALocation: loc(\22assert-continue.mlir\22:2:2)"
  }
  memref.store %x, %m[%i] : memref<?xf32, strided<[1], offset: ?>>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant 2.5 : f32
  %f9 = arith.constant 9.0 : f32
  %false = arith.constant false
  %buf = memref.alloca() : memref<4xf32>
  memref.store %f1, %buf[%c0] : memref<4xf32>
  memref.store %f2, %buf[%c1] : memref<4xf32>
  memref.store %f9, %buf[%c2] : memref<4xf32>
  memref.store %f9, %buf[%c3] : memref<4xf32>
  %v = memref.subview %buf[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %m = memref.cast %v : memref<2xf32, strided<[1]>> to memref<?xf32, strided<[1], offset: ?>>

  // CHECK: ERROR: Runtime op verification failed
  // CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32, strided<[1], offset: ?>>
  // CHECK-NEXT: ^ out-of-bounds access
  // CHECK-NEXT: Location: loc("assert-continue.mlir":1:1)
  // CHECK-NEXT: 1
  %bad = func.call @load(%m, %c2) : (memref<?xf32, strided<[1], offset: ?>>, index) -> f32
  vector.print %c1 : index

  // a check that holds: the load runs
  // CHECK-NEXT: 2.5
  %good = func.call @load(%m, %c1) : (memref<?xf32, strided<[1], offset: ?>>, index) -> f32
  vector.print %good : f32

  // the check in an scf.if before the store; the store is skipped, the
  // buffer's element 2 stays 9 in the interpreter (mlir-runner's store
  // writes past the view, inside %buf: not printed)
  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "memref.store"(%arg2, %arg0, %arg1) : (f32, memref<?xf32, strided<[1], offset: ?>>, index) -> ()
  // CHECK-NEXT: ^ out-of-bounds access
  // CHECK-NEXT: Location: loc("assert-continue.mlir":2:2)
  // CHECK-NEXT: 2
  func.call @store(%m, %c2, %f1) : (memref<?xf32, strided<[1], offset: ?>>, index, f32) -> ()
  vector.print %c2 : index

  // a message of another form: printed, nothing skipped
  // CHECK-NEXT: plain message, no op named
  // CHECK-NEXT: 3
  cf.assert %false, "plain message, no op named"
  vector.print %c3 : index
  return
}
// HEAP: heap: allocs=0 frees=0 {{.*}} errors=0
