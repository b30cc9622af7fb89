// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --hlo-deallocate | FileCheck %s

// Reference cases of ref-hlo.md section 10 (1, 14, 16), written from the
// described output, checked op for op (CHECK-NEXT): ordering of retains,
// of their allocs, and the shared null.

// Case 1: a null before the outer loop for the argument init; the inner
// loop gets the outer ownership argument (last use); the else branch
// retains its yield of nothing; after the if the yielded class first
// (allocs in value order: the argument's ownership, then the if's), then
// the unused alloc; at the end own(%0) then the loop's ownership.
// CHECK-LABEL: func.func @loop_nested_alloc(
// CHECK-NEXT: %[[A0:.*]] = memref.alloc()
// CHECK-NEXT: %[[O0:.*]] = deallocation.own %[[A0]]
// CHECK-NEXT: %[[N:.*]] = deallocation.null
// CHECK-NEXT: %[[F1:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[OA:.*]] = %[[N]])
// CHECK-NEXT: %[[F2:.*]]:2 = scf.for {{.*}} iter_args(%[[B:.*]] = %{{.*}}, %[[OB:.*]] = %[[OA]])
// CHECK-NEXT: %[[A3:.*]] = memref.alloc()
// CHECK-NEXT: %[[O3:.*]] = deallocation.own %[[A3]]
// CHECK-NEXT: "test.use"
// CHECK-NEXT: %[[IF:.*]]:2 = scf.if
// CHECK-NEXT: %[[A6:.*]] = memref.alloc()
// CHECK-NEXT: %[[O6:.*]] = deallocation.own %[[A6]]
// CHECK-NEXT: scf.yield %[[A6]], %[[O6]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[RB:.*]] = deallocation.retain(%[[B]]) of()
// CHECK-NEXT: scf.yield %[[B]], %[[RB]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[R:.*]] = deallocation.retain(%[[IF]]#0) of(%[[OB]], %[[IF]]#1)
// CHECK-NEXT: deallocation.retain() of(%[[O3]])
// CHECK-NEXT: scf.yield %[[IF]]#0, %[[R]]
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[F2]]#0, %[[F2]]#1
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %[[F1]]#0
// CHECK-NEXT: deallocation.retain() of(%[[O0]])
// CHECK-NEXT: deallocation.retain() of(%[[F1]]#1)
// CHECK-NEXT: return
func.func @loop_nested_alloc(%lb: index, %ub: index, %step: index, %c: i1, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%a = %buf) -> memref<2xf32> {
    %2 = scf.for %j = %lb to %ub step %step iter_args(%b = %a) -> memref<2xf32> {
      %3 = memref.alloc() : memref<2xf32>
      "test.use"(%3, %0) : (memref<2xf32>, memref<2xf32>) -> ()
      %4 = scf.if %c -> memref<2xf32> {
        %6 = memref.alloc() : memref<2xf32>
        scf.yield %6 : memref<2xf32>
      } else {
        scf.yield %b : memref<2xf32>
      }
      scf.yield %4 : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Case 14: @f forwards four of its five arguments to its recursive call,
// so its summary does not list argument 4: the caller's fifth buffer is
// in a class of its own and freed by a retain of its own, after the
// returned class's retain.
// CHECK-LABEL: func.func @user(
// CHECK-COUNT-5: deallocation.own %alloc
// CHECK-NEXT: %[[R:.*]]:2 = call @f(
// CHECK-NEXT: %[[K:.*]] = deallocation.retain(%[[R]]#0) of(%0, %1, %2, %3, %[[R]]#1)
// CHECK-NEXT: deallocation.retain() of(%4)
// CHECK-NEXT: return %[[R]]#0, %[[K]]
func.func @f(%a: memref<2xf32>, %b: memref<2xf32>, %c: memref<2xf32>, %d: memref<2xf32>, %e: memref<2xf32>, %x: i1) -> memref<2xf32> {
  %r = scf.if %x -> memref<2xf32> {
    %y = func.call @f(%b, %c, %d, %a, %a, %x) : (memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, i1) -> memref<2xf32>
    scf.yield %y : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @user(%x: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %c = memref.alloc() : memref<2xf32>
  %d = memref.alloc() : memref<2xf32>
  %e = memref.alloc() : memref<2xf32>
  %r = func.call @f(%a, %b, %c, %d, %e, %x) : (memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, i1) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// Case 16: three retains, one per forwarded class, in result order; the
// replacing call's ownerships are returned as they are.
// CHECK-LABEL: func.func @forward(
// CHECK-NEXT: %[[X:.*]] = deallocation.retain(%arg0) of()
// CHECK-NEXT: %[[Y:.*]] = deallocation.retain(%arg1) of()
// CHECK-NEXT: %[[Z:.*]] = deallocation.retain(%arg2) of()
// CHECK-NEXT: return %arg0, %arg1, %arg2, %[[X]], %[[Y]], %[[Z]]
// CHECK-LABEL: func.func @user(
// CHECK: %[[F:.*]]:6 = call @forward(
// CHECK-NEXT: %[[P:.*]]:6 = call @replace(
// CHECK-NEXT: %[[K0:.*]] = deallocation.retain(%[[F]]#0) of(%0, %[[F]]#3)
// CHECK-NEXT: %[[K1:.*]] = deallocation.retain(%[[F]]#1) of(%1, %[[F]]#4)
// CHECK-NEXT: %[[K2:.*]] = deallocation.retain(%[[F]]#2) of(%2, %[[F]]#5)
// CHECK-NEXT: return %[[F]]#0, %[[F]]#1, %[[F]]#2, %[[P]]#0, %[[P]]#1, %[[P]]#2, %[[K0]], %[[K1]], %[[K2]], %[[P]]#3, %[[P]]#4, %[[P]]#5
func.func @forward(%a: memref<2xf32>, %b: memref<2xf32>, %c: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>) {
  return %a, %b, %c : memref<2xf32>, memref<2xf32>, memref<2xf32>
}
func.func @replace(%a: memref<2xf32>, %b: memref<2xf32>, %c: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>) {
  %x = memref.alloc() : memref<2xf32>
  %y = memref.alloc() : memref<2xf32>
  %z = memref.alloc() : memref<2xf32>
  return %x, %y, %z : memref<2xf32>, memref<2xf32>, memref<2xf32>
}
func.func @user() -> (memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %c = memref.alloc() : memref<2xf32>
  %f:3 = func.call @forward(%a, %b, %c) : (memref<2xf32>, memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>)
  %r:3 = func.call @replace(%a, %b, %c) : (memref<2xf32>, memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>)
  return %f#0, %f#1, %f#2, %r#0, %r#1, %r#2 : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>
}
