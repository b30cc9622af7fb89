// RUN: bufopt %s --run | FileCheck %s

// affine.apply / min / max, affine.for with bounds from maps and iter_args,
// affine.load / store through maps.
// CHECK: 9
// CHECK-NEXT: 3
// CHECK-NEXT: 7
// CHECK-NEXT: 1, 0, 1, 0, 1, 0, 1, 0, 1, 0,
// CHECK-NEXT: 9
#m = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
func.func @main() {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %a = affine.apply #m(%c3)[%c3]
  vector.print %a : index
  %mn = affine.min affine_map<(d0, d1) -> (d0, d1, 5)>(%c3, %c7)
  %mx = affine.max affine_map<(d0, d1) -> (d0, d1, 5)>(%c3, %c7)
  vector.print %mn : index
  vector.print %mx : index
  %m = memref.alloc() : memref<10xf32>
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %zero, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 step 2 {
    affine.store %one, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  %r = affine.for %i = 0 to min affine_map<()[s0] -> (s0, 4)>()[%c7] iter_args(%x = %c3) -> index {
    %y = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%x, %i)
    affine.yield %y : index
  }
  vector.print %r : index
  memref.dealloc %m : memref<10xf32>
  return
}
