// The LLVM lowering of a general retain, run: mlir-opt lowers the result,
// mlir-runner runs it with the retainBuffers runtime (test/runtime/
// retain_buffers.c) and it returns 3: result 0 is the owner of %b (whose
// view was retained: +1), result 1 the owner of %c (+2); retainBuffers
// freed %a.  The interpreter runs the ownership ops: no leak, no error.
// RUN: cc -shared -fPIC -o %t.retain.so %S/../runtime/retain_buffers.c
// RUN: bufopt %s --hlo-convert-deallocation-ops-to-llvm | mlir-opt --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts -o %t.ll.mlir
// RUN: mlir-runner %t.ll.mlir -e main -entry-point-result=i32 -shared-libs=%t.retain.so | FileCheck %s
// RUN: bufopt %s --run --heap-report 2>&1 | FileCheck %s --check-prefix=HEAP
// CHECK: 3
// HEAP: heap: allocs=3 frees=3 peak_bytes=48 leaked_bytes=0 copied_bytes=0 errors=0
func.func @main() -> i32 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<2x2xi32>
  %oa = deallocation.own %a : memref<4xf32>
  %ob = deallocation.own %b : memref<4xf32>
  %oc = deallocation.own %c : memref<2x2xi32>
  %v = memref.subview %b[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %r:2 = deallocation.retain(%v, %c) of(%oa, %ob, %oc) : (memref<2xf32, strided<[1], offset: 1>>, memref<2x2xi32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
  %p0 = deallocation.get_buffer %r#0 : !deallocation.ownership
  %pb = deallocation.get_buffer %b : memref<4xf32>
  %p1 = deallocation.get_buffer %r#1 : !deallocation.ownership
  %pc = deallocation.get_buffer %c : memref<2x2xi32>
  %e0 = arith.cmpi eq, %p0, %pb : index
  %e1 = arith.cmpi eq, %p1, %pc : index
  %i0 = arith.extui %e0 : i1 to i32
  %i1 = arith.extui %e1 : i1 to i32
  %two = arith.constant 2 : i32
  %s = arith.muli %i1, %two : i32
  %sum = arith.addi %i0, %s : i32
  deallocation.free %r#0
  deallocation.free %r#1
  return %sum : i32
}
