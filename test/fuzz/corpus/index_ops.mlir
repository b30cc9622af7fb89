// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | mlir-opt | FileCheck %s

// The index dialect's ops and their result names.

// CHECK-LABEL: func.func @ops(
// CHECK-SAME: %[[A:.*]]: index, %[[B:.*]]: index, %[[I:.*]]: i32
func.func @ops(%a: index, %b: index, %i: i32) -> index {
  // CHECK: %idx-3 = index.constant -3
  %c = index.constant -3
  // CHECK: %idx0 = index.constant 0
  %c0 = index.constant 0
  // CHECK: %false = index.bool.constant false
  %t = index.bool.constant false
  // CHECK: %true = index.bool.constant true
  %t2 = index.bool.constant true
  // CHECK: index.sizeof
  %s = index.sizeof
  // CHECK: index.add %[[A]], %[[B]]
  %1 = index.add %a, %b
  // CHECK: index.sub %[[A]], %[[B]]
  %2 = index.sub %a, %b
  // CHECK: index.mul %[[A]], %[[B]]
  %3 = index.mul %a, %b
  // CHECK: index.divs %[[A]], %[[B]]
  %4 = index.divs %a, %b
  // CHECK: index.divu
  %5 = index.divu %a, %b
  // CHECK: index.ceildivs
  %6 = index.ceildivs %a, %b
  // CHECK: index.ceildivu
  %7 = index.ceildivu %a, %b
  // CHECK: index.floordivs
  %8 = index.floordivs %a, %b
  // CHECK: index.rems
  %9 = index.rems %a, %b
  // CHECK: index.remu
  %10 = index.remu %a, %b
  // CHECK: index.maxs
  %11 = index.maxs %a, %b
  // CHECK: index.maxu
  %12 = index.maxu %a, %b
  // CHECK: index.mins
  %13 = index.mins %a, %b
  // CHECK: index.minu
  %14 = index.minu %a, %b
  // CHECK: index.shl
  %15 = index.shl %a, %b
  // CHECK: index.shrs
  %16 = index.shrs %a, %b
  // CHECK: index.shru
  %17 = index.shru %a, %b
  // CHECK: index.and
  %18 = index.and %a, %b
  // CHECK: index.or
  %19 = index.or %a, %b
  // CHECK: index.xor
  %20 = index.xor %a, %b
  // CHECK: index.cmp ult(%[[A]], %[[B]])
  %21 = index.cmp ult(%a, %b)
  // CHECK: index.cmp sge(%[[A]], %[[B]]) {tag}
  %22 = index.cmp sge(%a, %b) {tag}
  // CHECK: index.casts %[[I]] : i32 to index
  %23 = index.casts %i : i32 to index
  // CHECK: index.castu %[[A]] : index to i32
  %24 = index.castu %a : index to i32
  return %1 : index
}
