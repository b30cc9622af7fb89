// RUN: bufopt %s --split-input-file --hlo-deallocate | FileCheck %s

// Retains of the yielded alias classes come in the order of the classes'
// leaders (ref-hlo.md 4.10), not in the order the terminator names them:
// a view op's result leads the class it joins (union(result, operand)), so
// %vb's class (defined first) comes first although %va is returned first.
// CHECK-LABEL: func.func @class_order(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %[[OA:.*]] = deallocation.own %[[A]]
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %[[OB:.*]] = deallocation.own %[[B]]
// CHECK-NEXT: %[[VB:.*]] = memref.subview %[[B]]
// CHECK-NEXT: %[[VA:.*]] = memref.subview %[[A]]
// CHECK-NEXT: %[[RB:.*]] = deallocation.retain(%[[VB]]) of(%[[OB]])
// CHECK-NEXT: %[[RA:.*]] = deallocation.retain(%[[VA]]) of(%[[OA]])
// CHECK-NEXT: return %[[VA]], %[[VB]], %[[RA]], %[[RB]]
func.func @class_order() -> (memref<2xf32, strided<[1], offset: 2>>, memref<2xf32, strided<[1], offset: 2>>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %vb = memref.subview %b[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  %va = memref.subview %a[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  return %va, %vb : memref<2xf32, strided<[1], offset: 2>>, memref<2xf32, strided<[1], offset: 2>>
}

// -----

// A class led by a block argument comes before classes led by op results:
// the loop result's class is led by the function's argument %m (the init
// it was unioned with), the view's class by the view.  Returned first, the
// view's retain still comes second.
// CHECK-LABEL: func.func @arg_first(
// CHECK: %[[N:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %[[ON:.*]] = deallocation.own %[[N]]
// CHECK: %[[F:.*]]:2 = scf.for
// CHECK: %[[V:.*]] = memref.subview %[[N]]
// CHECK-NEXT: %[[R1:.*]]:2 = deallocation.retain(%[[F]]#0, %[[F]]#0) of(%[[F]]#1)
// CHECK-NEXT: %[[R2:.*]] = deallocation.retain(%[[V]]) of(%[[ON]])
// CHECK-NEXT: return %[[V]], %[[F]]#0, %[[F]]#0, %[[R2]], %[[R1]]#0, %[[R1]]#1
func.func @arg_first(%m: memref<2xf32>, %lb: index, %ub: index, %s: index) -> (memref<1xf32, strided<[1]>>, memref<2xf32>, memref<2xf32>) {
  %n = memref.alloc() : memref<2xf32>
  %f = scf.for %i = %lb to %ub step %s iter_args(%x = %m) -> (memref<2xf32>) {
    scf.yield %x : memref<2xf32>
  }
  %v = memref.subview %n[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
  return %v, %f, %f : memref<1xf32, strided<[1]>>, memref<2xf32>, memref<2xf32>
}
