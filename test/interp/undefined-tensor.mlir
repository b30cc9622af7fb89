// RUN: not bufopt %s --run=extract 2>&1 | FileCheck %s --check-prefix=EXTRACT
// RUN: not bufopt %s --run=reduce 2>&1 | FileCheck %s --check-prefix=REDUCE
// RUN: not bufopt %s --run=slice 2>&1 | FileCheck %s --check-prefix=SLICE
// RUN: not bufopt %s --run=snapshot 2>&1 | FileCheck %s --check-prefix=SNAPSHOT
// RUN: bufopt %s --run=fine | FileCheck %s --check-prefix=FINE

// The contents of tensor.empty are undefined (mlir-runner would print
// garbage): reading them is an error, wherever the elements were copied to.

// EXTRACT: undefined-tensor.mlir:[[@LINE+5]]:8: error: 'tensor.extract' op reads element 1 of a tensor whose contents are undefined
// EXTRACT: undefined-tensor.mlir:[[@LINE+3]]:8: note: tensor was allocated here
func.func @extract() {
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %v = tensor.extract %e[%c1] : tensor<4xf32>
  return
}

// A reduction into tensor.empty that forgot its linalg.fill.
// REDUCE: error: 'linalg.generic' op reads element 0 of a tensor whose contents are undefined
#id = affine_map<(d0) -> (d0)>
#sum = affine_map<(d0) -> ()>
func.func @reduce() {
  %x = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<f32>
  %r = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction"]} ins(%x : tensor<2xf32>) outs(%e : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return
}

// Poison travels through insert and extract_slice.
// SLICE: undefined-tensor.mlir:[[@LINE+9]]:10: error: 'tensor.extract' op reads element 1 of a tensor whose contents are undefined
func.func @slice() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = tensor.insert %f into %e[%c1] : tensor<4xf32>
  %s = tensor.extract_slice %a[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %ok = tensor.extract %s[%c0] : tensor<2xf32>
  %bad = tensor.extract %s[%c1] : tensor<2xf32>
  return
}

// And through bufferization.to_tensor of a partly written buffer.
// SNAPSHOT: error: 'tensor.extract' op reads element 1 of a tensor whose contents are undefined
func.func @snapshot() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<2xf32>
  memref.store %f, %m[%c0] : memref<2xf32>
  %t = bufferization.to_tensor %m : memref<2xf32> to tensor<2xf32>
  memref.dealloc %m : memref<2xf32>
  %a = tensor.extract %t[%c0] : tensor<2xf32>
  %b = tensor.extract %t[%c1] : tensor<2xf32>
  return
}

// Writing every element first is fine; outputs whose block argument the body
// does not read need no initial value.
// FINE: 3
func.func @fine() {
  %c1 = arith.constant 1 : index
  %x = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  %v = tensor.extract %r[%c1] : tensor<2xf32>
  %one = arith.constant 1.0 : f32
  %w = arith.subf %v, %one : f32
  vector.print %w : f32
  return
}
