// RUN: bufopt %s --split-input-file --convert-onnx-seq-to-krnl | FileCheck %s
// RUN: bufopt %s --split-input-file --convert-onnx-seq-to-krnl=check-positions=false | FileCheck %s --check-prefix=NOCHECK
// RUN: bufopt %s --split-input-file --bufferization-pipeline | FileCheck %s --check-prefix=PIPE
// convert-onnx-seq-to-krnl: sequence values become containers
// (memref<?xmemref<...>>), the ops Krnl sequence ops and loops; positions
// are normalized and, with check-positions (the default), guarded.

// CHECK-LABEL: func.func @insert
// CHECK-SAME: (%[[S:.*]]: memref<?xmemref<?x4xf32>>, %[[T:.*]]: tensor<2x4xf32>, %[[P:.*]]: tensor<i32>) -> (memref<?xmemref<?x4xf32>>, memref<?xmemref<?x4xf32>>)
// CHECK: %[[N:.*]] = memref.dim %[[S]], %{{.*}} : memref<?xmemref<?x4xf32>>
// CHECK: %[[PV:.*]] = tensor.extract %[[P]][] : tensor<i32>
// CHECK: %[[PI:.*]] = arith.index_cast %[[PV]] : i32 to index
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[PI]], %{{.*}} : index
// CHECK: %[[FIX:.*]] = arith.addi %[[PI]], %[[N]] : index
// CHECK: %[[POS:.*]] = arith.select %[[NEG]], %[[FIX]], %[[PI]] : index
// CHECK: cf.assert %{{.*}}, "onnx.SequenceInsert: position out of range"
// CHECK: %[[OUT:.*]] = "krnl.seqalloc"(%{{.*}}) : (index) -> memref<?xmemref<?x4xf32>>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[POS]] step
// CHECK:   %[[E:.*]] = memref.load %[[S]][%[[I]]] : memref<?xmemref<?x4xf32>>
// CHECK:   "krnl.seqstore"(%[[E]], %[[OUT]], %[[I]])
// CHECK: scf.for %[[J:.*]] = %[[POS]] to %[[N]] step
// CHECK:   %[[J1:.*]] = arith.addi %[[J]], %{{.*}} : index
// CHECK:   "krnl.seqstore"(%{{.*}}, %[[OUT]], %[[J1]])
// CHECK: %[[TB:.*]] = bufferization.to_buffer %[[T]] read_only : tensor<2x4xf32> to memref<2x4xf32, strided<[?, ?], offset: ?>>
// CHECK: "krnl.seqstore"(%[[TB]], %[[OUT]], %[[POS]])
// CHECK: return %[[OUT]], %[[S]]
// NOCHECK-LABEL: func.func @insert
// NOCHECK-NOT: cf.assert
// NOCHECK: return
// The pipeline leaves no Krnl op, frees each container deeply.
// PIPE-LABEL: func.func @insert
// PIPE-NOT: krnl.
// PIPE: return
// (%s is returned too: the insert is not its last use, so it copies)
func.func @insert(%s: !onnx.Seq<tensor<?x4xf32>>, %t: tensor<2x4xf32>, %p: tensor<i32>) -> (!onnx.Seq<tensor<?x4xf32>>, !onnx.Seq<tensor<?x4xf32>>) {
  %0 = "onnx.SequenceInsert"(%s, %t, %p) : (!onnx.Seq<tensor<?x4xf32>>, tensor<2x4xf32>, tensor<i32>) -> !onnx.Seq<tensor<?x4xf32>>
  return %0, %s : !onnx.Seq<tensor<?x4xf32>>, !onnx.Seq<tensor<?x4xf32>>
}

// -----

// Erase without a position: the last one; At: a copy the reader owns, as a
// tensor again; Length: tensor<i64>.
// CHECK-LABEL: func.func @erase_at_length
// CHECK: %[[N:.*]] = memref.dim %arg0
// CHECK: %[[LAST:.*]] = arith.subi %[[N]], %{{.*}} : index
// CHECK: cf.assert %{{.*}}, "onnx.SequenceErase: the sequence is empty"
// CHECK: %[[OUT:.*]] = "krnl.seqalloc"(%[[LAST]])
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[LAST]] step
// CHECK: %[[E:.*]] = "krnl.seqextract"(%[[OUT]], %{{.*}}) : (memref<?xmemref<?x4xf32>>, index) -> memref<?x4xf32>
// CHECK: %[[T:.*]] = bufferization.to_tensor %[[E]] restrict writable : memref<?x4xf32> to tensor<?x4xf32>
// CHECK: %[[L:.*]] = memref.dim %[[OUT]]
// CHECK: %[[L64:.*]] = arith.index_cast %[[L]] : index to i64
// CHECK: tensor.from_elements %[[L64]] : tensor<i64>
func.func @erase_at_length(%s: !onnx.Seq<tensor<?x4xf32>>, %p: tensor<i64>) -> (tensor<?x4xf32>, tensor<i64>, !onnx.Seq<tensor<?x4xf32>>) {
  %none = "onnx.NoValue"() <{value}> : () -> none
  %0 = "onnx.SequenceErase"(%s, %none) : (!onnx.Seq<tensor<?x4xf32>>, none) -> !onnx.Seq<tensor<?x4xf32>>
  %1 = "onnx.SequenceAt"(%0, %p) : (!onnx.Seq<tensor<?x4xf32>>, tensor<i64>) -> tensor<?x4xf32>
  %2 = "onnx.SequenceLength"(%0) : (!onnx.Seq<tensor<?x4xf32>>) -> tensor<i64>
  return %1, %2, %s : tensor<?x4xf32>, tensor<i64>, !onnx.Seq<tensor<?x4xf32>>
}

// -----

// SequenceEmpty of unranked tensors whose uses are inserts takes their type.
// CHECK-LABEL: func.func @empty
// CHECK: %[[E:.*]] = "krnl.seqalloc"(%{{.*}}) : (index) -> memref<?xmemref<?xf32>>
// CHECK: memref.dim %[[E]]
func.func @empty(%t: tensor<?xf32>) -> !onnx.Seq<tensor<?xf32>> {
  %none = "onnx.NoValue"() <{value}> : () -> none
  %e = "onnx.SequenceEmpty"() : () -> !onnx.Seq<tensor<*xf32>>
  %0 = "onnx.SequenceInsert"(%e, %t, %none) : (!onnx.Seq<tensor<*xf32>>, tensor<?xf32>, none) -> !onnx.Seq<tensor<?xf32>>
  return %0 : !onnx.Seq<tensor<?xf32>>
}

// -----

// SequenceAt whose result is only read into scalars borrows the slot
// (memref.load, a read-only to_tensor); written, it gets its own copy.
// CHECK-LABEL: func.func @borrow_or_copy
// CHECK: %[[B:.*]] = memref.load %arg0[%{{.*}}] : memref<?xmemref<2xf32>>
// CHECK: bufferization.to_tensor %[[B]] restrict : memref<2xf32> to tensor<2xf32>
// CHECK: %[[C:.*]] = "krnl.seqextract"(%arg0, %{{.*}})
// CHECK: bufferization.to_tensor %[[C]] restrict writable : memref<2xf32> to tensor<2xf32>
// The borrowed buffer is read in place; the written one is the copy.
// PIPE-LABEL: func.func @borrow_or_copy
// PIPE: %[[B:.*]] = memref.load %arg0[%{{.*}}] : memref<?xmemref<2xf32>>
// PIPE: memref.load %[[B]][%{{.*}}] : memref<2xf32>
// PIPE: memref.alloc() {alignment = 16 : i64} : memref<2xf32>
// PIPE: memref.copy
func.func @borrow_or_copy(%s: !onnx.Seq<tensor<2xf32>>, %p: tensor<i64>, %v: f32) -> (f32, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %0 = "onnx.SequenceAt"(%s, %p) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  %x = tensor.extract %0[%c0] : tensor<2xf32>
  %1 = "onnx.SequenceAt"(%s, %p) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  %2 = tensor.insert %v into %1[%c0] : tensor<2xf32>
  return %x, %2 : f32, tensor<2xf32>
}

// -----

// An insert or erase that is the last use of its input takes it over when
// it owns it: `owned` is true for a container its block made, false (until
// the deallocation pass sets it) for anything else, here an argument.
// CHECK-LABEL: func.func @take_over
// CHECK: %[[C:.*]] = "krnl.seqalloc"
// CHECK: %[[E:.*]] = "krnl.seqerase_move"(%[[C]], %{{.*}}, %true{{.*}}) : (memref<?xmemref<2xf32>>, index, i1) -> memref<?xmemref<2xf32>>
// CHECK: %[[I:.*]] = "krnl.seqinsert_move"(%[[E]], %{{.*}}, %{{.*}}, %true{{.*}}) : (memref<?xmemref<2xf32>>, memref<2xf32, strided<[?], offset: ?>>, index, i1) -> memref<?xmemref<2xf32>>
// CHECK: %[[J:.*]] = "krnl.seqinsert_move"(%arg0, %{{.*}}, %{{.*}}, %false) : (memref<?xmemref<2xf32>>, memref<2xf32, strided<[?], offset: ?>>, index, i1) -> memref<?xmemref<2xf32>>
// CHECK: return %[[I]], %[[J]]
func.func @take_over(%s: !onnx.Seq<tensor<2xf32>>, %a: tensor<2xf32>) -> (!onnx.Seq<tensor<2xf32>>, !onnx.Seq<tensor<2xf32>>) {
  %none = "onnx.NoValue"() <{value}> : () -> none
  %c = "onnx.SequenceConstruct"(%a, %a, %a) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %e = "onnx.SequenceErase"(%c, %none) : (!onnx.Seq<tensor<2xf32>>, none) -> !onnx.Seq<tensor<2xf32>>
  %i = "onnx.SequenceInsert"(%e, %a, %none) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  %j = "onnx.SequenceInsert"(%s, %a, %none) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  return %i, %j : !onnx.Seq<tensor<2xf32>>, !onnx.Seq<tensor<2xf32>>
}

// -----

// No take-over when the input is used again after the op, or when an
// element borrowed from it is read after the op (an erase would free it):
// onnx-mlir's copies.
// CHECK-LABEL: func.func @no_take_over
// CHECK-NOT: _move
// CHECK: memref.load
// CHECK: "krnl.seqalloc"
// CHECK: scf.for
// CHECK: "krnl.seqstore"
// CHECK-NOT: _move
// CHECK: tensor.extract
// CHECK: "krnl.seqalloc"
// CHECK-NOT: _move
// CHECK: return
func.func @no_take_over(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (f32, !onnx.Seq<tensor<2xf32>>, !onnx.Seq<tensor<2xf32>>, !onnx.Seq<tensor<2xf32>>) {
  %p0 = onnx.Constant dense<0> : tensor<i64>
  %c0 = arith.constant 0 : index
  %s = "onnx.SequenceConstruct"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %t = "onnx.SequenceAt"(%s, %p0) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  %e = "onnx.SequenceErase"(%s, %p0) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> !onnx.Seq<tensor<2xf32>>
  %v = tensor.extract %t[%c0] : tensor<2xf32>
  %r = "onnx.SequenceConstruct"(%a) : (tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %i = "onnx.SequenceInsert"(%r, %b, %p0) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, tensor<i64>) -> !onnx.Seq<tensor<2xf32>>
  return %v, %e, %i, %r : f32, !onnx.Seq<tensor<2xf32>>, !onnx.Seq<tensor<2xf32>>, !onnx.Seq<tensor<2xf32>>
}

// -----

// A loop-carried sequence: the body's insert and erase are its last uses;
// the insert's `owned` stays false here (the deallocation pass gives it
// the iteration's ownership), the erase owns the insert's result.
// CHECK-LABEL: func.func @loop_carried
// CHECK: scf.for {{.*}} iter_args(%[[S:.*]] = %{{.*}}) -> (memref<?xmemref<1xf32>>)
// CHECK: %[[I:.*]] = "krnl.seqinsert_move"(%[[S]], %{{.*}}, %{{.*}}, %false)
// CHECK: %[[E:.*]] = "krnl.seqerase_move"(%[[I]], %{{.*}}, %true{{.*}})
// CHECK: scf.yield %[[E]]
func.func @loop_carried(%s0: !onnx.Seq<tensor<1xf32>>, %t: tensor<1xf32>, %n: index) -> !onnx.Seq<tensor<1xf32>> {
  %none = "onnx.NoValue"() <{value}> : () -> none
  %p0 = onnx.Constant dense<0> : tensor<i64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (!onnx.Seq<tensor<1xf32>>) {
    %s1 = "onnx.SequenceInsert"(%s, %t, %p0) : (!onnx.Seq<tensor<1xf32>>, tensor<1xf32>, tensor<i64>) -> !onnx.Seq<tensor<1xf32>>
    %s2 = "onnx.SequenceErase"(%s1, %none) : (!onnx.Seq<tensor<1xf32>>, none) -> !onnx.Seq<tensor<1xf32>>
    scf.yield %s2 : !onnx.Seq<tensor<1xf32>>
  }
  return %r : !onnx.Seq<tensor<1xf32>>
}

// -----

// SplitToSequence by a scalar: ceil(d / s) chunks of min(s, d - offset)
// rows, each an extract_slice stored (copied) into the container.
// CHECK-LABEL: func.func @split_scalar
// CHECK-SAME: (%[[X:.*]]: tensor<?x3xf32>, %[[S:.*]]: tensor<i64>)
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x3xf32>
// CHECK: %[[SV:.*]] = tensor.extract %[[S]][] : tensor<i64>
// CHECK: %[[SI:.*]] = arith.index_cast %[[SV]] : i64 to index
// CHECK: cf.assert %{{.*}}, "onnx.SplitToSequence: split must be positive"
// CHECK: %[[N:.*]] = arith.ceildivsi %[[D]], %[[SI]] : index
// CHECK: %[[C:.*]] = "krnl.seqalloc"(%[[N]]) : (index) -> memref<?xmemref<?x3xf32>>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[OFF:.*]] = %{{.*}}) -> (index)
// CHECK:   %[[REST:.*]] = arith.subi %[[D]], %[[OFF]] : index
// CHECK:   %[[SZ:.*]] = arith.minsi %[[SI]], %[[REST]] : index
// CHECK:   %[[CH:.*]] = tensor.extract_slice %[[X]][%[[OFF]], 0] [%[[SZ]], 3] [1, 1] : tensor<?x3xf32> to tensor<?x3xf32>
// CHECK:   %[[B:.*]] = bufferization.to_buffer %[[CH]] read_only
// CHECK:   "krnl.seqstore"(%[[B]], %[[C]], %[[I]])
// CHECK:   %[[NEXT:.*]] = arith.addi %[[OFF]], %[[SZ]] : index
// CHECK:   scf.yield %[[NEXT]] : index
// CHECK: return %[[C]]
func.func @split_scalar(%x: tensor<?x3xf32>, %s: tensor<i64>) -> !onnx.Seq<tensor<?x3xf32>> {
  %0 = "onnx.SplitToSequence"(%x, %s) <{axis = 0 : si64}> : (tensor<?x3xf32>, tensor<i64>) -> !onnx.Seq<tensor<?x3xf32>>
  return %0 : !onnx.Seq<tensor<?x3xf32>>
}

// -----

// No split, keepdims = 0: one chunk per index of the axis, the axis
// dropped (a rank-reducing extract_slice).
// CHECK-LABEL: func.func @split_rows
// CHECK: %[[C:.*]] = "krnl.seqalloc"(%{{.*}}) : (index) -> memref<?xmemref<4xf32>>
// CHECK: scf.for
// CHECK:   tensor.extract_slice %arg0[0, %{{.*}}] [4, 1] [1, 1] : tensor<4x6xf32> to tensor<4xf32>
// CHECK:   "krnl.seqstore"
func.func @split_rows(%x: tensor<4x6xf32>) -> !onnx.Seq<tensor<4xf32>> {
  %none = "onnx.NoValue"() <{value}> : () -> none
  %0 = "onnx.SplitToSequence"(%x, %none) <{axis = -1 : si64, keepdims = 0 : si64}> : (tensor<4x6xf32>, none) -> !onnx.Seq<tensor<4xf32>>
  return %0 : !onnx.Seq<tensor<4xf32>>
}

// -----

// ConcatFromSequence along axis 1: the summed size, a tensor.empty, each
// slot borrowed and inserted at the running offset; with new_axis = 1 the
// slots are stacked (rank-expanding insert_slice of size 1 on the axis).
// CHECK-LABEL: func.func @concat
// CHECK-SAME: (%[[S:.*]]: memref<?xmemref<2x?xf32>>,
// CHECK: %[[N:.*]] = memref.dim %[[S]]
// CHECK: cf.assert %{{.*}}, "onnx.ConcatFromSequence: the sequence is empty"
// CHECK: %[[TOTAL:.*]] = scf.for {{.*}} -> (index)
// CHECK:   memref.load %[[S]]
// CHECK:   memref.dim
// CHECK: %[[E:.*]] = tensor.empty(%[[TOTAL]]) : tensor<2x?xf32>
// CHECK: %[[R:.*]]:2 = scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[E]], %[[OFF:.*]] = %{{.*}}) -> (tensor<2x?xf32>, index)
// CHECK:   %[[L:.*]] = memref.load %[[S]][%[[I]]]
// CHECK:   %[[T:.*]] = bufferization.to_tensor %[[L]] restrict : memref<2x?xf32> to tensor<2x?xf32>
// CHECK:   %[[W:.*]] = tensor.dim %[[T]], %{{.*}} : tensor<2x?xf32>
// CHECK:   %[[INS:.*]] = tensor.insert_slice %[[T]] into %[[ACC]][0, %[[OFF]]] [2, %[[W]]] [1, 1] : tensor<2x?xf32> into tensor<2x?xf32>
// CHECK:   scf.yield %[[INS]], %{{.*}} : tensor<2x?xf32>, index
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, %{{.*}}, 0] [2, 1, 3] [1, 1, 1] : tensor<2x3xf32> into tensor<2x?x3xf32>
// CHECK: return %[[R]]#0
func.func @concat(%s: !onnx.Seq<tensor<2x?xf32>>, %t: !onnx.Seq<tensor<2x3xf32>>) -> (tensor<2x?xf32>, tensor<2x?x3xf32>) {
  %0 = "onnx.ConcatFromSequence"(%s) <{axis = 1 : si64}> : (!onnx.Seq<tensor<2x?xf32>>) -> tensor<2x?xf32>
  %1 = "onnx.ConcatFromSequence"(%t) <{axis = -2 : si64, new_axis = 1 : si64}> : (!onnx.Seq<tensor<2x3xf32>>) -> tensor<2x?x3xf32>
  return %0, %1 : tensor<2x?xf32>, tensor<2x?x3xf32>
}
