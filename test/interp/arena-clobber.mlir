// The arena check: every memref.view of a heap block is a logical buffer of
// its own.  A plan that lets two live buffers share bytes is reported at the
// first read of a clobbered byte; a view past the end of its arena is
// reported when it is made.  The good plan runs clean.
// RUN: not bufopt %s --run=wrong_plan 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: not bufopt %s --run=wrong_plan_linalg 2>&1 | FileCheck %s --check-prefix=LINALG
// RUN: not bufopt %s --run=past_end 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: not bufopt %s --run=never_written 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: bufopt %s --run=good_plan --heap-report 2>&1 | FileCheck %s --check-prefix=GOOD

// %a and %b are both live when %a is read back, but the plan put both at
// byte 0: the load of %a sees %b's store.
// WRONG: arena-clobber.mlir:[[@LINE+12]]:8: error: 'memref.load' op reads byte 0 of an arena through one logical buffer, but the byte was clobbered by a write through another one that shares it
// WRONG: arena-clobber.mlir:[[@LINE+7]]:8: note: the buffer read is the view made here
// WRONG: arena-clobber.mlir:[[@LINE+8]]:8: note: the clobbering write went through the view made here
func.func @wrong_plan() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %arena = memref.alloc() {alignment = 64 : i64} : memref<32xi8>
  %a = memref.view %arena[%c0][] : memref<32xi8> to memref<4xf32>
  memref.store %one, %a[%c0] : memref<4xf32>
  %b = memref.view %arena[%c0][] : memref<32xi8> to memref<4xf32>
  memref.store %two, %b[%c0] : memref<4xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  %y = memref.load %b[%c0] : memref<4xf32>
  memref.dealloc %arena : memref<32xi8>
  return
}

// The same through linalg (a whole-view read) and a subview of a view,
// which belongs to the view's logical buffer.
// LINALG: error: 'linalg.copy' op reads byte 16 of an arena through one logical buffer, but the byte was clobbered by a write through another one that shares it
func.func @wrong_plan_linalg() {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %arena = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
  %out = memref.alloc() : memref<8xf32>
  %a = memref.view %arena[%c0][] : memref<64xi8> to memref<8xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<8xf32>)
  %b = memref.view %arena[%c16][] : memref<64xi8> to memref<2xf32>
  %s = memref.subview %b[1] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1], offset: 1>>
  linalg.fill ins(%two : f32) outs(%b : memref<2xf32>)
  linalg.copy ins(%a : memref<8xf32>) outs(%out : memref<8xf32>)
  memref.dealloc %out : memref<8xf32>
  memref.dealloc %arena : memref<64xi8>
  return
}

// PAST: arena-clobber.mlir:[[@LINE+4]]:8: error: 'memref.view' op makes a view of bytes [16, 48) that reaches past the end of the arena of 32 bytes
func.func @past_end() {
  %c16 = arith.constant 16 : index
  %arena = memref.alloc() : memref<32xi8>
  %a = memref.view %arena[%c16][] : memref<32xi8> to memref<8xf32>
  memref.dealloc %arena : memref<32xi8>
  return
}

// A fresh buffer at bytes another buffer left behind: reading before
// writing is an uninitialised read, as it was before merging.
// UNINIT: error: 'memref.load' op reads byte 0 of the arena, which was never written through any view
func.func @never_written() {
  %c0 = arith.constant 0 : index
  %arena = memref.alloc() : memref<16xi8>
  %a = memref.view %arena[%c0][] : memref<16xi8> to memref<4xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  memref.dealloc %arena : memref<16xi8>
  return
}

// %a is dead when %b reuses its bytes: fine.
// GOOD: heap: allocs=1 frees=1 peak_bytes=16 leaked_bytes=0 copied_bytes=0 errors=0
func.func @good_plan() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %arena = memref.alloc() {alignment = 64 : i64} : memref<16xi8>
  %a = memref.view %arena[%c0][] : memref<16xi8> to memref<4xf32>
  memref.store %one, %a[%c0] : memref<4xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  %b = memref.view %arena[%c0][] : memref<16xi8> to memref<4xf32>
  memref.store %two, %b[%c0] : memref<4xf32>
  %y = memref.load %b[%c0] : memref<4xf32>
  memref.dealloc %arena : memref<16xi8>
  return
}
