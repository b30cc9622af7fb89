// RUN: bufopt %s --merge-alloc="keep-peak=false pack-small=false" | FileCheck %s
// RUN: bufopt %s --merge-alloc | FileCheck %s --check-prefix=PEAK

// A buffer used through a cast to an unranked memref lives until that use:
// here both buffers are live at the calls, so they get different offsets
// (once, uses of unranked memrefs were not counted and both got offset 0).
// CHECK-LABEL: func.func @two_live_through_unranked(
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<80xi8>
// CHECK: memref.view %[[A]][%c0{{.*}}][] : memref<80xi8> to memref<4xf32>
// CHECK: memref.view %[[A]][%c64{{.*}}][] : memref<80xi8> to memref<4xf32>
// The default (keep-peak, pack-small): 16-byte slots, both live at the
// calls: 32 bytes, what they hold, at offsets 0 and 16.
// PEAK-LABEL: func.func @two_live_through_unranked(
// PEAK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<32xi8>
// PEAK: memref.view %[[A]][%c0{{.*}}][] : memref<32xi8> to memref<4xf32>
// PEAK: memref.view %[[A]][%c16{{.*}}][] : memref<32xi8> to memref<4xf32>
// PEAK: return
func.func private @use(memref<*xf32>)
func.func @two_live_through_unranked(%g: memref<4xf32>, %f: f32, %i: index) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  memref.copy %g, %a : memref<4xf32> to memref<4xf32>
  memref.store %f, %a[%i] : memref<4xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  memref.copy %g, %b : memref<4xf32> to memref<4xf32>
  %bu = memref.cast %b : memref<4xf32> to memref<*xf32>
  %au = memref.cast %a : memref<4xf32> to memref<*xf32>
  call @use(%au) : (memref<*xf32>) -> ()
  call @use(%bu) : (memref<*xf32>) -> ()
  return
}
