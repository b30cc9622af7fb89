// RUN: not bufopt %s --split-input-file --run 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: not bufopt %s --split-input-file --run 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// The vector dialect in the interpreter: masked ops under vector.mask (a
// passthru for the masked-off lanes of a read, masked-off elements left out
// of a multi_reduction), transfers on memrefs, and the errors upstream
// leaves undefined: a lane out of bounds on an in_bounds dimension, a
// dynamic position out of range, reading poison.

// OUT: ( 1, 2, 30, 40 )
// OUT-NEXT: ( 3, 10 )
// OUT-NEXT: 11
// OUT-NEXT: ( 0, 7, 7, 0 )
// OUT-NEXT: 9
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %pt = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : vector<4xf32>
  %m = vector.create_mask %c2 : vector<4xi1>
  %r = vector.mask %m, %pt { vector.transfer_read %t[%c0], %pad : tensor<4xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.print %r : vector<4xf32>
  %v = arith.constant dense<[[1.0, 2.0, 100.0], [4.0, 6.0, 100.0]]> : vector<2x3xf32>
  %acc = arith.constant dense<0.0> : vector<2xf32>
  %mm = vector.constant_mask [2, 2] : vector<2x3xi1>
  %s = vector.mask %mm { vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xf32> to vector<2xf32> } : vector<2x3xi1> -> vector<2xf32>
  vector.print %s : vector<2xf32>
  %acc0 = arith.constant -2.0 : f32
  %all = vector.multi_reduction <add>, %s, %acc0 [0] : vector<2xf32> to f32
  vector.print %all : f32
  %buf = memref.alloc() : memref<4xf32>
  %z = arith.constant dense<0.0> : vector<4xf32>
  vector.transfer_write %z, %buf[%c0] : vector<4xf32>, memref<4xf32>
  %seven = arith.constant dense<7.0> : vector<2xf32>
  vector.transfer_write %seven, %buf[%c1] {in_bounds = [true]} : vector<2xf32>, memref<4xf32>
  %back = vector.transfer_read %buf[%c0], %pad : memref<4xf32>, vector<4xf32>
  vector.print %back : vector<4xf32>
  memref.dealloc %buf : memref<4xf32>
  %x = arith.constant dense<[1.0, -3.0, 2.0]> : vector<3xf32>
  %lo = arith.constant -5.0 : f32
  %mx = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %x, %x, %lo : vector<3xf32>, vector<3xf32> into f32
  vector.print %mx : f32
  return
}

// -----

// ERR: error: 'vector.transfer_read' op accesses out of bounds: index 4 in dimension 0 of size 4 (declared in bounds)
func.func @main() {
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = vector.transfer_read %t[%c2], %pad {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
  vector.print %r : vector<4xf32>
  return
}

// -----

// ERR: error: 'vector.extract' op position 5 out of range for dimension 0 of size 4 (poison)
func.func @main() {
  %c5 = arith.constant 5 : index
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %e = vector.extract %v[%c5] : f32 from vector<4xf32>
  vector.print %e : f32
  return
}

// -----

// ERR: error: {{.*}}never written
func.func @main() {
  %p = ub.poison : vector<2xf32>
  %f = arith.constant 1.0 : f32
  %p0 = vector.insert %f, %p [0] : f32 into vector<2xf32>
  %s = vector.reduction <add>, %p0 : vector<2xf32> into f32
  vector.print %s : f32
  return
}
