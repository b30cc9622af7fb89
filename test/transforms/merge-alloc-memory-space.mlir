// Allocations in different memory spaces get their own traces and arenas:
// one arena per (scope block, memory space), in that space, and every view
// keeps its space (memref.view cannot change it).  GC is gc-merge-alloc
// (graph-compiler: the arenas at the top of the block, the trace with the
// larger first buffer printed first, ties in program order), CHECK is
// merge-alloc (keep-peak: each arena right before its first buffer).
// static-memory-planner-analysis: static-memory-planner-analysis-memory-space.mlir.
// RUN: bufopt %s --allow-unregistered-dialect --gc-merge-alloc | FileCheck %s --check-prefix=GC
// RUN: bufopt %s --allow-unregistered-dialect --merge-alloc | FileCheck %s
// RUN: bufopt %s --allow-unregistered-dialect --merge-alloc | mlir-opt --allow-unregistered-dialect > /dev/null

// GC-LABEL: func.func @different_mem_space
// GC-NEXT: %[[W:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3584xi8, #gpu.address_space<workgroup>>
// GC-NEXT: %[[D:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
// GC-NEXT: %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1280xi8, #gpu.address_space<private>>
// GC-NEXT: arith.constant 0 : index
// GC-NEXT: memref.view %[[D]]{{.*}} : memref<4096xi8> to memref<8x64xf32>
// GC-NEXT: arith.constant 0 : index
// GC-NEXT: memref.view %[[W]]{{.*}} : memref<3584xi8, #gpu.address_space<workgroup>> to memref<8x64xf32, #gpu.address_space<workgroup>>
// GC-NEXT: arith.constant 0 : index
// GC-NEXT: memref.view %[[P]]{{.*}} : memref<1280xi8, #gpu.address_space<private>> to memref<4x64xf32, #gpu.address_space<private>>
// GC-NEXT: "test.use"
// GC-NEXT: arith.constant 2048 : index
// GC-NEXT: memref.view %[[D]]{{.*}} to memref<8x64xf32>
// GC-NEXT: arith.constant 2048 : index
// GC-NEXT: memref.view %[[W]]{{.*}} to memref<6x64xf32, #gpu.address_space<workgroup>>
// GC-NEXT: arith.constant 1024 : index
// GC-NEXT: memref.view %[[P]]{{.*}} to memref<64xf32, #gpu.address_space<private>>
// CHECK-LABEL: func.func @different_mem_space
// CHECK-NEXT: %[[D:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: memref.view %[[D]]{{.*}} to memref<8x64xf32>
// CHECK-NEXT: %[[W:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3584xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: memref.view %[[W]]{{.*}} to memref<8x64xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT: %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1280xi8, #gpu.address_space<private>>
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: memref.view %[[P]]{{.*}} to memref<4x64xf32, #gpu.address_space<private>>
// CHECK-NEXT: "test.use"
// CHECK-NEXT: arith.constant 2048 : index
// CHECK-NEXT: memref.view %[[D]]{{.*}} to memref<8x64xf32>
// CHECK-NEXT: arith.constant 2048 : index
// CHECK-NEXT: memref.view %[[W]]{{.*}} to memref<6x64xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT: arith.constant 1024 : index
// CHECK-NEXT: memref.view %[[P]]{{.*}} to memref<64xf32, #gpu.address_space<private>>
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @different_mem_space() {
  %defaultv = memref.alloc() : memref<8x64xf32>
  %sharedv = memref.alloc() : memref<8x64xf32, #gpu.address_space<workgroup>>
  %priv = memref.alloc() : memref<4x64xf32, #gpu.address_space<private>>
  "test.use"(%defaultv, %sharedv, %priv) : (memref<8x64xf32>, memref<8x64xf32, #gpu.address_space<workgroup>>, memref<4x64xf32, #gpu.address_space<private>>) -> ()
  %defaultv2 = memref.alloc() : memref<8x64xf32>
  %sharedv2 = memref.alloc() : memref<6x64xf32, #gpu.address_space<workgroup>>
  %priv2 = memref.alloc() : memref<64xf32, #gpu.address_space<private>>
  "test.use"(%defaultv, %sharedv, %priv, %defaultv2, %sharedv2, %priv2) : (memref<8x64xf32>, memref<8x64xf32, #gpu.address_space<workgroup>>, memref<4x64xf32, #gpu.address_space<private>>, memref<8x64xf32>, memref<6x64xf32, #gpu.address_space<workgroup>>, memref<64xf32, #gpu.address_space<private>>) -> ()
  return
}
