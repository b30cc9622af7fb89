// Corpus: a masked transfer_write into a memref (vector.mask with no
// result): only the lanes the mask keeps are written; canonicalize must
// keep the mask although it has no result.  Upstream's deallocation
// pipeline breaks the mask (see vec_matmul_masked.mlir).
// difftest-skip: upstream
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %buf = memref.alloca() : memref<4xf32>
  %z = arith.constant dense<0.0> : vector<4xf32>
  vector.transfer_write %z, %buf[%c0] : vector<4xf32>, memref<4xf32>
  %v = arith.constant dense<5.0> : vector<4xf32>
  %m = vector.create_mask %c2 : vector<4xi1>
  vector.mask %m { vector.transfer_write %v, %buf[%c0] : vector<4xf32>, memref<4xf32> } : vector<4xi1>
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %buf[%c0], %pad : memref<4xf32>, vector<4xf32>
  vector.print %r : vector<4xf32>
  return
}
