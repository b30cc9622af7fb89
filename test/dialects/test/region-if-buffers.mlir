// The memory behaviour of the test ops the deallocation passes meet:
// test.region_if forwards its operands into its regions and returns its
// join region's yields (a RegionBranchOpInterface op: deallocation appends
// an ownership to every region's arguments, yields and the results);
// "test.read_buffer" reads its memref (so it is freed after its last read);
// "test.one_region_with_recursive_memory_effects" has its body's effects
// and, with no RegionBranchOpInterface, is accepted only while no buffer
// leaves its region (test.return is its return-like terminator).
// RUN: bufopt %s -split-input-file -verify-diagnostics -ownership-based-buffer-deallocation -buffer-deallocation-simplification | FileCheck %s
// RUN: mlir-opt %s -split-input-file -verify-diagnostics -ownership-based-buffer-deallocation -buffer-deallocation-simplification | FileCheck %s
// RUN: bufopt %s -split-input-file -verify-diagnostics -promote-buffers-to-stack | FileCheck %s --check-prefix=STACK
// RUN: mlir-opt %s -split-input-file -verify-diagnostics -promote-buffers-to-stack | FileCheck %s --check-prefix=STACK

// CHECK-LABEL: func @region_if(
// CHECK: %[[FALSE:.*]] = arith.constant false
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[A:.*]] = memref.alloc(
// CHECK-NEXT: %[[R:.*]]:3 = test.region_if %[[A]], %{{.*}}, %[[FALSE]]: memref<?xf32>, index, i1 -> (memref<?xf32>, index, i1) then {
// CHECK-NEXT: ^bb0(%[[X:.*]]: memref<?xf32>, %[[Y:.*]]: index, %[[O:.*]]: i1):
// CHECK-NEXT: test.region_if_yield %[[X]], %[[Y]], %[[O]] : memref<?xf32>, index, i1
// CHECK: "test.read_buffer"
// CHECK: test.region_if_yield %{{.*}}, %{{.*}}, %{{.*}} : memref<?xf32>, index, i1
// CHECK: } join {
// CHECK: test.region_if_yield %{{.*}}, %{{.*}}, %{{.*}} : memref<?xf32>, index, i1
// CHECK: %[[OUT:.*]] = scf.if %[[R]]#2 -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %[[R]]#0
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[CLONE:.*]] = bufferization.clone %[[R]]#0
// CHECK: %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[R]]#0
// CHECK-NEXT: bufferization.dealloc (%[[A]], %[[BASE]] : memref<?xf32>, memref<f32>) if (%[[TRUE]], %[[R]]#2) retain (%[[OUT]] : memref<?xf32>)
// CHECK-NEXT: return %[[OUT]]
// STACK-LABEL: func @region_if(
// STACK: memref.alloc(
func.func @region_if(%c: index, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %r, %i = test.region_if %a, %c : memref<?xf32>, index -> (memref<?xf32>, index) then {
  ^bb0(%x: memref<?xf32>, %y: index):
    test.region_if_yield %x, %y : memref<?xf32>, index
  } else {
  ^bb0(%x: memref<?xf32>, %y: index):
    "test.read_buffer"(%x) : (memref<?xf32>) -> ()
    test.region_if_yield %x, %y : memref<?xf32>, index
  } join {
  ^bb0(%x: memref<?xf32>, %y: index):
    test.region_if_yield %x, %y : memref<?xf32>, index
  }
  return %r : memref<?xf32>
}

// -----

// CHECK-LABEL: func @read_buffer(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xi8>
// CHECK-NEXT: "test.read_buffer"(%[[A]])
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<4xi8>
// CHECK-NEXT: "test.read_buffer"(%[[B]])
// CHECK-NEXT: "test.read_buffer"(%[[A]])
// CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<4xi8>)
// CHECK-NEXT: bufferization.dealloc (%[[B]] : memref<4xi8>)
// CHECK-NEXT: return
// STACK-LABEL: func @read_buffer(
// STACK-NEXT: memref.alloca() : memref<4xi8>
// STACK-NEXT: "test.read_buffer"
// STACK-NEXT: memref.alloca() : memref<4xi8>
func.func @read_buffer() {
  %a = memref.alloc() : memref<4xi8>
  "test.read_buffer"(%a) : (memref<4xi8>) -> ()
  %b = memref.alloc() : memref<4xi8>
  "test.read_buffer"(%b) : (memref<4xi8>) -> ()
  "test.read_buffer"(%a) : (memref<4xi8>) -> ()
  return
}

// -----

// CHECK-LABEL: func @recursive(
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: "test.one_region_with_recursive_memory_effects"() ({
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: "test.read_buffer"(%[[A]])
// CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<8xf32>) if (%[[TRUE]])
// CHECK-NEXT: "test.return"() : () -> ()
// (promote-buffers-to-stack leaves an allocation in a region without
// RegionBranchOpInterface alone, in both tools)
// STACK-LABEL: func @recursive(
// STACK-NEXT: "test.one_region_with_recursive_memory_effects"() ({
// STACK-NEXT: memref.alloc() : memref<8xf32>
func.func @recursive() -> i32 {
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    %a = memref.alloc() : memref<8xf32>
    "test.read_buffer"(%a) : (memref<8xf32>) -> ()
    "test.return"() : () -> ()
  }) : () -> i32
  return %0 : i32
}
