// Runtime functions the interpreter cannot run as upstream's library would
// are errors with a location, never wrong output:
// - a memref with an empty dimension (runtime-empty-dim.mlir);
// - a declaration whose type is not the library's (it would read a ranked
//   descriptor as an unranked one);
// - known runtime functions not supported yet, and unknown body-less ones;
// - reads of freed or never-written memory, as for any load.
// RUN: not bufopt %s --run=wrong_type 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not bufopt %s --run=verify 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: not bufopt %s --run=unknown 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not bufopt %s --run=freed 2>&1 | FileCheck %s --check-prefix=FREED
// RUN: not bufopt %s --run=uninit 2>&1 | FileCheck %s --check-prefix=UNINIT

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<3xi32>) attributes {llvm.emit_c_interface}
func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @mystery(f32)

// TYPE: runtime-errors.mlir:[[@LINE+4]]:3: error: 'func.call' op calls @printMemrefI32, declared with a type the runtime library does not have (it takes (memref<*xi32>) -> ())
func.func @wrong_type() {
  %c = arith.constant 7 : i32
  %m = memref.alloca() : memref<3xi32>
  call @printMemrefI32(%m) : (memref<3xi32>) -> ()
  return
}

// VERIFY: runtime-errors.mlir:[[@LINE+4]]:8: error: 'func.call' op calls @verifyMemRefF32, a runtime function the interpreter does not support yet
func.func @verify() {
  %m = memref.alloca() : memref<2xf32>
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  %r = call @verifyMemRefF32(%u, %u) : (memref<*xf32>, memref<*xf32>) -> i64
  return
}

// UNKNOWN: runtime-errors.mlir:[[@LINE+3]]:3: error: 'func.call' op calls @mystery, which has no body
func.func @unknown() {
  %c = arith.constant 1.0 : f32
  call @mystery(%c) : (f32) -> ()
  return
}

// FREED: runtime-errors.mlir:[[@LINE+5]]:3: error: 'func.call' op uses memory after it was freed
func.func @freed() {
  %m = memref.alloc() : memref<2xf32>
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  memref.dealloc %m : memref<2xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// UNINIT: runtime-errors.mlir:[[@LINE+4]]:3: error: 'func.call' op reads element 0 of memory that was never written
func.func @uninit() {
  %m = memref.alloc() : memref<2xf32>
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2xf32>
  return
}
