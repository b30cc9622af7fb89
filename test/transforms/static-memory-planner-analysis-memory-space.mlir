// Memory spaces after deallocation.  static-memory-planner-analysis plans
// the default memory space only: its arena is a default-space
// memref<Nxi8>, and memref.view cannot change the space (upstream builds
// that invalid view; bufopt leaves such buffers alone).  merge-alloc takes
// the same input and plans each memory space in its own arena, freed once
// after its members' last free.
// RUN: bufopt %s --allow-unregistered-dialect --pass-pipeline="builtin.module(func.func(static-memory-planner-analysis))" | FileCheck %s --check-prefix=SMP
// RUN: bufopt %s --allow-unregistered-dialect --pass-pipeline="builtin.module(func.func(static-memory-planner-analysis))" | mlir-opt --allow-unregistered-dialect > /dev/null
// RUN: bufopt %s --allow-unregistered-dialect --merge-alloc | FileCheck %s
// RUN: bufopt %s --allow-unregistered-dialect --merge-alloc | mlir-opt --allow-unregistered-dialect > /dev/null

// SMP-LABEL: func.func @freed_mem_space
// SMP-NEXT: %[[D:.*]] = memref.alloc() {alignment = 1 : i64} : memref<4096xi8>
// SMP-NEXT: arith.constant 0 : index
// SMP-NEXT: memref.view %[[D]]{{.*}} to memref<8x64xf32>
// SMP-NEXT: memref.alloc() : memref<8x64xf32, #gpu.address_space<workgroup>>
// SMP-NEXT: "test.use"
// SMP-NEXT: arith.constant 2048 : index
// SMP-NEXT: memref.view %[[D]]{{.*}} to memref<8x64xf32>
// SMP-NEXT: memref.alloc() : memref<6x64xf32, #gpu.address_space<workgroup>>
// SMP-NEXT: "test.use"
// SMP-NEXT: memref.dealloc %{{.*}} : memref<8x64xf32, #gpu.address_space<workgroup>>
// SMP-NEXT: memref.dealloc %{{.*}} : memref<6x64xf32, #gpu.address_space<workgroup>>
// SMP-NEXT: return
// CHECK-LABEL: func.func @freed_mem_space
// CHECK-NEXT: %[[D:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
// CHECK: %[[W:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3584xi8, #gpu.address_space<workgroup>>
// CHECK: "test.use"
// CHECK: "test.use"
// CHECK-NEXT: memref.dealloc %[[D]] : memref<4096xi8>
// CHECK-NEXT: memref.dealloc %[[W]] : memref<3584xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT: return
func.func @freed_mem_space() {
  %defaultv = memref.alloc() : memref<8x64xf32>
  %sharedv = memref.alloc() : memref<8x64xf32, #gpu.address_space<workgroup>>
  "test.use"(%defaultv, %sharedv) : (memref<8x64xf32>, memref<8x64xf32, #gpu.address_space<workgroup>>) -> ()
  %defaultv2 = memref.alloc() : memref<8x64xf32>
  %sharedv2 = memref.alloc() : memref<6x64xf32, #gpu.address_space<workgroup>>
  "test.use"(%defaultv, %sharedv, %defaultv2, %sharedv2) : (memref<8x64xf32>, memref<8x64xf32, #gpu.address_space<workgroup>>, memref<8x64xf32>, memref<6x64xf32, #gpu.address_space<workgroup>>) -> ()
  memref.dealloc %defaultv : memref<8x64xf32>
  memref.dealloc %sharedv : memref<8x64xf32, #gpu.address_space<workgroup>>
  memref.dealloc %defaultv2 : memref<8x64xf32>
  memref.dealloc %sharedv2 : memref<6x64xf32, #gpu.address_space<workgroup>>
  return
}
