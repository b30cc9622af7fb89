// static-memory-planner-analysis: nested and dynamic allocations are left
// alone; with arena-mode=arg the arena is the function's first argument.
// RUN: bufopt %s --static-memory-planner-analysis | FileCheck %s
// RUN: bufopt %s --static-memory-planner-analysis=arena-mode=arg | FileCheck %s --check-prefix=ARG

// ARG-LABEL:  func.func @mixed
// ARG-NOT:    memref.alloc() {{.*}}xi8>
// ARG:        memref.view %arg0[%{{.*}}][] : memref<8192xi8> to memref<1024xf32>
// ARG-NOT:    memref.dealloc %{{.*}} : memref<1024xf32>
// Nested and dynamic allocations are left alone; the arena is the
// function's first argument with arena-mode=arg.
// CHECK-LABEL: func.func @mixed
// CHECK:      memref.alloc() {alignment = 1 : i64} : memref<4096xi8>
// CHECK:      memref.alloc(%{{.*}}) : memref<?xf32>
func.func @mixed(%arena: memref<8192xi8>, %n: index) {
  %a = memref.alloc() : memref<1024xf32>
  %d = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %a : memref<1024xf32>
  memref.dealloc %d : memref<?xf32>
  return
}
