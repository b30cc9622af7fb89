// eliminate-empty-tensors replaces the use of a tensor.empty on the reverse
// use-def chain of a subset insertion's source (equivalent aliases only) by
// the destination's subset, when a valid insertion point exists.  Positive
// and negative cases; CHECK lines: mlir-opt 22's output, for both tools.
// RUN: bufopt --allow-unregistered-dialect --split-input-file --eliminate-empty-tensors %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --eliminate-empty-tensors %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --split-input-file --eliminate-empty-tensors %s | mlir-opt --allow-unregistered-dialect --split-input-file > /dev/null

// The empty tensor filled and inserted: its use by the fill becomes an
// extract_slice of the destination, built before the empty tensor.
func.func @basic(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// Only the use on the insertion's chain is replaced; the empty tensor stays
// for its other use.
func.func @two_uses(%t: tensor<10xf32>, %f: f32) -> (tensor<10xf32>, tensor<5xf32>) {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %3 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2, %3 : tensor<10xf32>, tensor<5xf32>
}

// -----

// The destination is defined after the empty tensor: the extract_slice goes
// right after the destination's definition.
func.func @dest_after(%f: f32, %sz: index) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %t = tensor.empty() : tensor<10xf32>
  %2 = tensor.insert_slice %1 into %t[%sz][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// A dynamic offset defined after the empty tensor: inserted after it.
func.func @offset_after(%t: tensor<10xf32>, %f: f32, %i: index) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %sz = arith.addi %i, %i : index
  %2 = tensor.insert_slice %1 into %t[%sz][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// The destination is read after the insertion: the source still bufferizes
// in place, so the rewrite happens (the analysis copies the destination).
func.func @conflict(%t: tensor<10xf32>, %f: f32) -> (tensor<10xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  %r = tensor.extract %t[%c0] : tensor<10xf32>
  return %2, %r : tensor<10xf32>, f32
}

// -----

// Rank-reducing insertion: the extract_slice has the source's type.
func.func @rank_reduce(%t: tensor<4x10xf32>, %f: f32) -> tensor<4x10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t[1, 2][1, 5][1, 1] : tensor<5xf32> into tensor<4x10xf32>
  return %2 : tensor<4x10xf32>
}

// -----

// Dynamic sizes.
func.func @dyn(%t: tensor<?xf32>, %f: f32, %n: index) -> tensor<?xf32> {
  %0 = tensor.empty(%n) : tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %2 = tensor.insert_slice %1 into %t[0][%n][1] : tensor<?xf32> into tensor<?xf32>
  return %2 : tensor<?xf32>
}

// -----

// linalg.copy inserts the whole tensor: the destination itself replaces it.
func.func @copy(%t: tensor<5xf32>, %f: f32) -> tensor<5xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = linalg.copy ins(%1 : tensor<5xf32>) outs(%t : tensor<5xf32>) -> tensor<5xf32>
  return %2 : tensor<5xf32>
}

// -----

// The source is the empty tensor itself.
func.func @direct(%t: tensor<10xf32>) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %2 = tensor.insert_slice %0 into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// Through a call: the callee's summary says its result is its argument.
func.func private @id(%a: tensor<5xf32>) -> tensor<5xf32> {
  return %a : tensor<5xf32>
}
func.func @call(%t: tensor<10xf32>) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = func.call @id(%0) : (tensor<5xf32>) -> tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// Through both branches of an scf.if (each yield is followed).
func.func @if(%t: tensor<10xf32>, %c: i1, %f: f32) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = scf.if %c -> tensor<5xf32> {
    %a = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
    scf.yield %a : tensor<5xf32>
  } else {
    %b = tensor.empty() : tensor<5xf32>
    scf.yield %b : tensor<5xf32>
  }
  %2 = tensor.insert_slice %1 into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// Through a loop whose result is equivalent to its init.
func.func @for(%t: tensor<10xf32>, %f: f32, %n: index) -> tensor<10xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.empty() : tensor<5xf32>
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> tensor<5xf32> {
    %b = linalg.fill ins(%f : f32) outs(%a : tensor<5xf32>) -> tensor<5xf32>
    scf.yield %b : tensor<5xf32>
  }
  %2 = tensor.insert_slice %1 into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// Inside a loop body, with the loop's iteration argument as destination.
func.func @in_loop(%t: tensor<10xf32>, %f: f32, %n: index) -> tensor<10xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<10xf32> {
    %0 = tensor.empty() : tensor<5xf32>
    %b = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
    %2 = tensor.insert_slice %b into %a[%i][5][1] : tensor<5xf32> into tensor<10xf32>
    scf.yield %2 : tensor<10xf32>
  }
  return %1 : tensor<10xf32>
}

// -----

// The empty tensor outside the loop, the insertion inside: the use in the
// loop is replaced by a slice of the iteration argument, built in the loop.
func.func @outside_loop(%t: tensor<10xf32>, %f: f32, %n: index) -> tensor<10xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.empty() : tensor<5xf32>
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<10xf32> {
    %b = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
    %2 = tensor.insert_slice %b into %a[%i][5][1] : tensor<5xf32> into tensor<10xf32>
    scf.yield %2 : tensor<10xf32>
  }
  return %1 : tensor<10xf32>
}

// -----

// Through tensor.cast ops (static <-> dynamic) on the chain.
func.func @cast(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %c = tensor.cast %0 : tensor<5xf32> to tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%c : tensor<?xf32>) -> tensor<?xf32>
  %d = tensor.cast %1 : tensor<?xf32> to tensor<5xf32>
  %2 = tensor.insert_slice %d into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// A dynamic empty tensor inserted into a static destination.
func.func @dyn_empty_static_slice(%t: tensor<10xf32>, %f: f32, %n: index) -> tensor<10xf32> {
  %0 = tensor.empty(%n) : tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %2 = tensor.insert_slice %1 into %t[2][%n][1] : tensor<?xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// The destination needs ops after the use: those pure ops move before it.
func.func @dest_later(%f: f32) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %t = tensor.empty() : tensor<10xf32>
  %cst = arith.constant 0.0 : f32
  %t2 = linalg.fill ins(%cst : f32) outs(%t : tensor<10xf32>) -> tensor<10xf32>
  %2 = tensor.insert_slice %1 into %t2[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// The empty tensor is its own destination: the slice comes after it.
func.func @self_insert() -> tensor<5xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = tensor.insert_slice %0 into %0[0][5][1] : tensor<5xf32> into tensor<5xf32>
  return %1 : tensor<5xf32>
}

// -----

// Types differ (dynamic empty tensor, static slice): a tensor.cast follows.
func.func @dyn_to_static(%t: tensor<10xf32>, %f: f32, %n: index) -> tensor<10xf32> {
  %0 = tensor.empty(%n) : tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %c = tensor.cast %1 : tensor<?xf32> to tensor<5xf32>
  %2 = tensor.insert_slice %c into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// NOT rewritten: an extract_slice on the chain is not equivalent.
func.func @not_equivalent(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<8xf32>
  %s = tensor.extract_slice %0[0][5][1] : tensor<8xf32> to tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%s : tensor<5xf32>) -> tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// NOT rewritten: an op without bufferization hooks ends the chain.
func.func @unknown_op(%t: tensor<10xf32>) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = "test.foo"(%0) : (tensor<5xf32>) -> tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// NOT rewritten: the destination comes from an op with effects after the
// use, which may not move.
func.func @side_effect_dest(%f: f32, %m: memref<10xf32>) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %t = bufferization.to_tensor %m restrict : memref<10xf32> to tensor<10xf32>
  %2 = tensor.insert_slice %1 into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// Through a linalg.generic that writes its out operand.
func.func @generic_chain(%t: tensor<4x10xf32>, %a: tensor<4x5xf32>) -> tensor<4x10xf32> {
  %0 = tensor.empty() : tensor<4x5xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x5xf32>) outs(%0 : tensor<4x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.mulf %in, %in : f32
    linalg.yield %x : f32
  } -> tensor<4x5xf32>
  %2 = tensor.insert_slice %1 into %t[0, 5][4, 5][1, 1] : tensor<4x5xf32> into tensor<4x10xf32>
  return %2 : tensor<4x10xf32>
}

// -----

// Two insertions of two fills of one empty tensor: each use replaced.
func.func @two_inserts(%t: tensor<10xf32>, %f: f32, %g: f32) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = linalg.fill ins(%g : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %3 = tensor.insert_slice %1 into %t[0][5][1] : tensor<5xf32> into tensor<10xf32>
  %4 = tensor.insert_slice %2 into %3[5][5][1] : tensor<5xf32> into tensor<10xf32>
  return %4 : tensor<10xf32>
}

// -----

// The offset is computed after the use by pure ops: they move.
func.func @moved_pure_index(%t: tensor<10xf32>, %f: f32, %i: index) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  %2 = tensor.insert_slice %1 into %t[%j][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}

// -----

// NOT rewritten: the offset (a loop index) does not dominate the use
// outside the loop.
func.func @loop_index_outside(%t: tensor<10xf32>, %f: f32, %n: index) -> tensor<10xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.empty() : tensor<1xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<10xf32> {
    %2 = tensor.insert_slice %1 into %a[%i][1][1] : tensor<1xf32> into tensor<10xf32>
    scf.yield %2 : tensor<10xf32>
  }
  return %r : tensor<10xf32>
}

// -----

// Calls: to an external function (unknown result) and around a call cycle
// (no summaries inside it, as upstream): NOT rewritten.
func.func private @ext(tensor<5xf32>) -> tensor<5xf32>
func.func @rec(%t: tensor<10xf32>, %f: f32, %c: i1) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = func.call @ext(%0) : (tensor<5xf32>) -> tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  %3 = scf.if %c -> tensor<10xf32> {
    %r = func.call @rec(%2, %f, %c) : (tensor<10xf32>, f32, i1) -> tensor<10xf32>
    scf.yield %r : tensor<10xf32>
  } else {
    scf.yield %2 : tensor<10xf32>
  }
  return %3 : tensor<10xf32>
}
func.func @a(%t: tensor<10xf32>) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = func.call @b(%0) : (tensor<5xf32>) -> tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}
func.func @b(%t: tensor<5xf32>) -> tensor<5xf32> {
  %e = tensor.empty() : tensor<10xf32>
  %r = func.call @a(%e) : (tensor<10xf32>) -> tensor<10xf32>
  return %t : tensor<5xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @basic(%arg0: tensor<10xf32>, %arg1: f32) -> tensor<10xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @two_uses(%arg0: tensor<10xf32>, %arg1: f32) -> (tensor<10xf32>, tensor<5xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %2 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice, %2 : tensor<10xf32>, tensor<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @dest_after(%arg0: f32, %arg1: index) -> tensor<10xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<10xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %1[%arg1] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %2 = linalg.fill ins(%arg0 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %2 into %1[%arg1] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @offset_after(%arg0: tensor<10xf32>, %arg1: f32, %arg2: index) -> tensor<10xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%1] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %2 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %2 into %arg0[%1] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @conflict(%arg0: tensor<10xf32>, %arg1: f32) -> (tensor<10xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0] : tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice, %extracted : tensor<10xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @rank_reduce(%arg0: tensor<4x10xf32>, %arg1: f32) -> tensor<4x10xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 2] [1, 5] [1, 1] : tensor<4x10xf32> to tensor<5xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[1, 2] [1, 5] [1, 1] : tensor<5xf32> into tensor<4x10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<4x10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @dyn(%arg0: tensor<?xf32>, %arg1: f32, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [%arg2] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:     %0 = tensor.empty(%arg2) : tensor<?xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[0] [%arg2] [1] : tensor<?xf32> into tensor<?xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @copy(%arg0: tensor<5xf32>, %arg1: f32) -> tensor<5xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %2 = linalg.copy ins(%1 : tensor<5xf32>) outs(%arg0 : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     return %2 : tensor<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @direct(%arg0: tensor<10xf32>) -> tensor<10xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func private @id(%arg0: tensor<5xf32>) -> tensor<5xf32> {
// CHECK-NEXT:     return %arg0 : tensor<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @call(%arg0: tensor<10xf32>) -> tensor<10xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = call @id(%extracted_slice) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @if(%arg0: tensor<10xf32>, %arg1: i1, %arg2: f32) -> tensor<10xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = scf.if %arg1 -> (tensor<5xf32>) {
// CHECK-NEXT:       %2 = linalg.fill ins(%arg2 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:       scf.yield %2 : tensor<5xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %extracted_slice_0 = tensor.extract_slice %arg0[2] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:       %2 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:       scf.yield %extracted_slice_0 : tensor<5xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @for(%arg0: tensor<10xf32>, %arg1: f32, %arg2: index) -> tensor<10xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %extracted_slice) -> (tensor<5xf32>) {
// CHECK-NEXT:       %2 = linalg.fill ins(%arg1 : f32) outs(%arg4 : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:       scf.yield %2 : tensor<5xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @in_loop(%arg0: tensor<10xf32>, %arg1: f32, %arg2: index) -> tensor<10xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<10xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg4[%arg3] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:       %1 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:       %2 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:       %inserted_slice = tensor.insert_slice %2 into %arg4[%arg3] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:       scf.yield %inserted_slice : tensor<10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @outside_loop(%arg0: tensor<10xf32>, %arg1: f32, %arg2: index) -> tensor<10xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<10xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg4[%arg3] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:       %2 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:       %inserted_slice = tensor.insert_slice %2 into %arg4[%arg3] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:       scf.yield %inserted_slice : tensor<10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @cast(%arg0: tensor<10xf32>, %arg1: f32) -> tensor<10xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<5xf32> to tensor<?xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg1 : f32) outs(%cast : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %1 : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %cast_0 into %arg0[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @dyn_empty_static_slice(%arg0: tensor<10xf32>, %arg1: f32, %arg2: index) -> tensor<10xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [%arg2] [1] : tensor<10xf32> to tensor<?xf32>
// CHECK-NEXT:     %0 = tensor.empty(%arg2) : tensor<?xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[2] [%arg2] [1] : tensor<?xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @dest_later(%arg0: f32) -> tensor<10xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %1 = tensor.empty() : tensor<10xf32>
// CHECK-NEXT:     %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<10xf32>) -> tensor<10xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %2[2] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %3 = linalg.fill ins(%arg0 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %3 into %2[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @self_insert() -> tensor<5xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %0[0] [5] [1] : tensor<5xf32> to tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %0[0] [5] [1] : tensor<5xf32> into tensor<5xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @dyn_to_static(%arg0: tensor<10xf32>, %arg1: f32, %arg2: index) -> tensor<10xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<5xf32> to tensor<?xf32>
// CHECK-NEXT:     %0 = tensor.empty(%arg2) : tensor<?xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg1 : f32) outs(%cast : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %1 : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %cast_0 into %arg0[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @not_equivalent(%arg0: tensor<10xf32>, %arg1: f32) -> tensor<10xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %0[0] [5] [1] : tensor<8xf32> to tensor<5xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @unknown_op(%arg0: tensor<10xf32>) -> tensor<10xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = "test.foo"(%0) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @side_effect_dest(%arg0: f32, %arg1: memref<10xf32>) -> tensor<10xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg0 : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %2 = bufferization.to_tensor %arg1 restrict : memref<10xf32> to tensor<10xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %2[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @generic_chain(%arg0: tensor<4x10xf32>, %arg1: tensor<4x5xf32>) -> tensor<4x10xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 5] [4, 5] [1, 1] : tensor<4x10xf32> to tensor<4x5xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x5xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<4x5xf32>) outs(%extracted_slice : tensor<4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.mulf %in, %in : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<4x5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[0, 5] [4, 5] [1, 1] : tensor<4x5xf32> into tensor<4x10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<4x10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @two_inserts(%arg0: tensor<10xf32>, %arg1: f32, %arg2: f32) -> tensor<10xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[0] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %inserted_slice[5] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %2 = linalg.fill ins(%arg2 : f32) outs(%extracted_slice_0 : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice_1 = tensor.insert_slice %2 into %inserted_slice[5] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice_1 : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @moved_pure_index(%arg0: tensor<10xf32>, %arg1: f32, %arg2: index) -> tensor<10xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%1] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT:     %2 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %2 into %arg0[%1] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @loop_index_outside(%arg0: tensor<10xf32>, %arg1: f32, %arg2: index) -> tensor<10xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = tensor.empty() : tensor<1xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
// CHECK-NEXT:     %2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<10xf32>) {
// CHECK-NEXT:       %inserted_slice = tensor.insert_slice %1 into %arg4[%arg3] [1] [1] : tensor<1xf32> into tensor<10xf32>
// CHECK-NEXT:       scf.yield %inserted_slice : tensor<10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func private @ext(tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:   func.func @rec(%arg0: tensor<10xf32>, %arg1: f32, %arg2: i1) -> tensor<10xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = call @ext(%0) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     %2 = scf.if %arg2 -> (tensor<10xf32>) {
// CHECK-NEXT:       %3 = func.call @rec(%inserted_slice, %arg1, %arg2) : (tensor<10xf32>, f32, i1) -> tensor<10xf32>
// CHECK-NEXT:       scf.yield %3 : tensor<10xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %inserted_slice : tensor<10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @a(%arg0: tensor<10xf32>) -> tensor<10xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT:     %1 = call @b(%0) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %1 into %arg0[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b(%arg0: tensor<5xf32>) -> tensor<5xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<10xf32>
// CHECK-NEXT:     %1 = call @a(%0) : (tensor<10xf32>) -> tensor<10xf32>
// CHECK-NEXT:     return %arg0 : tensor<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
