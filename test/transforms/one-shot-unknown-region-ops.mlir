// Unknown ops whose regions hold tensor values (issue 14).  Upstream's
// analysis walks every op, so the ops inside an unknown op's regions are
// analysed like any other; the region's block arguments are not writable,
// and the unknown op's operands may alias them (so they go out of place).
// The rewrite (allow-unknown-ops) bufferizes the ops inside and leaves the
// unknown op on tensors.  bufopt refused such ops ("its regions hold tensor
// values").  Expected text: mlir-opt 22's, except the last function (see
// BUFOPT below).
// RUN: bufopt %s --split-input-file -allow-unregistered-dialect --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --split-input-file -allow-unregistered-dialect --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --split-input-file -allow-unregistered-dialect --one-shot-bufferize="test-analysis-only print-conflicts" | FileCheck %s --check-prefix=CONFL
// RUN: mlir-opt %s --split-input-file -allow-unregistered-dialect --one-shot-bufferize="test-analysis-only print-conflicts" | FileCheck %s --check-prefix=CONFL
// RUN: bufopt %s --split-input-file -allow-unregistered-dialect --one-shot-bufferize="allow-unknown-ops bufferize-function-boundaries" | FileCheck %s --check-prefix=REWRITE
// RUN: mlir-opt %s --split-input-file -allow-unregistered-dialect --one-shot-bufferize="allow-unknown-ops bufferize-function-boundaries" | FileCheck %s --check-prefix=REWRITE
// RUN: bufopt %s --split-input-file -allow-unregistered-dialect --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=BUFOPT

// The unknown op's operand aliases its block argument (not writable): out
// of place; the op inside writes that argument: out of place too.
// ANALYSIS-LABEL: func.func @block_arg_written
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS: "test_unknown.wrap"
// ANALYSIS: "test_unknown.scribble"(%{{.*}}) {__inplace_operands_attr__ = ["false"]}
// ANALYSIS: {__inplace_operands_attr__ = ["false"]} : (tensor<4xi32>) -> ()
// CONFL-LABEL: func.func @block_arg_written
// CONFL: "test_unknown.wrap"
// CONFL: }) {"W_0[NOT-WRITABLE: bbArg 0]", "W_1[NOT-WRITABLE: bbArg 0]", __inplace_operands_attr__ = ["false"]}
// REWRITE-LABEL: func.func @block_arg_written
// REWRITE: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// REWRITE: linalg.fill ins(%{{.*}} : i32) outs(%[[A]] : memref<4xi32>)
// REWRITE: %[[T:.*]] = bufferization.to_tensor %[[A]] : memref<4xi32> to tensor<4xi32>
// REWRITE: "test_unknown.wrap"(%[[T]]) ({
// REWRITE: ^bb0(%[[B:.*]]: tensor<4xi32>):
// REWRITE: "test_unknown.scribble"(%[[B]]) : (tensor<4xi32>) -> ()
func.func @block_arg_written(%v: i32) {
  %e = tensor.empty() : tensor<4xi32>
  %f = linalg.fill ins(%v : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  "test_unknown.wrap"(%f) ({
  ^bb0(%b: tensor<4xi32>):
    "test_unknown.scribble"(%b) : (tensor<4xi32>) -> ()
  }) : (tensor<4xi32>) -> ()
  return
}

// -----

// Bufferizable ops inside: the fill of the block argument goes out of
// place (a new buffer, nothing copied: the fill reads nothing), the insert
// into its result in place; the read of the function argument inside is a
// load of it.
// ANALYSIS-LABEL: func.func @ops_inside
// ANALYSIS: "test_unknown.wrap"(%{{.*}}) ({
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// ANALYSIS: tensor.extract %{{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// ANALYSIS: tensor.insert %{{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// ANALYSIS: "test_unknown.yield"(%{{.*}}) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS: }) {__inplace_operands_attr__ = ["false"]} : (tensor<8xf32>) -> tensor<8xf32>
// REWRITE-LABEL: func.func @ops_inside
// REWRITE-SAME: (%[[X:.*]]: f32, %[[S:.*]]: memref<8xf32, strided<[?], offset: ?>>)
// REWRITE: %[[W:.*]] = "test_unknown.wrap"(%{{.*}}) ({
// REWRITE-NEXT: ^bb0(%{{.*}}: tensor<8xf32>):
// REWRITE-NEXT: %[[N:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// REWRITE-NEXT: linalg.fill ins(%[[X]] : f32) outs(%[[N]] : memref<8xf32>)
// REWRITE-NEXT: %[[L:.*]] = memref.load %[[S]][%{{.*}}] : memref<8xf32, strided<[?], offset: ?>>
// REWRITE-NEXT: memref.store %[[L]], %[[N]][%{{.*}}] : memref<8xf32>
// REWRITE-NEXT: %[[T:.*]] = bufferization.to_tensor %[[N]] : memref<8xf32> to tensor<8xf32>
// REWRITE-NEXT: "test_unknown.yield"(%[[T]]) : (tensor<8xf32>) -> ()
// REWRITE: %[[R:.*]] = bufferization.to_buffer %[[W]]
// REWRITE: return %[[R]]
func.func @ops_inside(%x: f32, %s: tensor<8xf32>) -> tensor<8xf32> {
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %w = "test_unknown.wrap"(%f) ({
  ^bb0(%b: tensor<8xf32>):
    %g = linalg.fill ins(%x : f32) outs(%b : tensor<8xf32>) -> tensor<8xf32>
    %r = tensor.extract %s[%c3] : tensor<8xf32>
    %i = tensor.insert %r into %g[%c3] : tensor<8xf32>
    "test_unknown.yield"(%i) : (tensor<8xf32>) -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %w : tensor<8xf32>
}

// -----

// An unknown op without tensor values whose region writes a tensor defined
// above it that is read after it: the write inside copies.
// ANALYSIS-LABEL: func.func @write_inside_read_after
// ANALYSIS: "test_unknown.wrap"() ({
// ANALYSIS-NEXT: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// ANALYSIS: tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// REWRITE-LABEL: func.func @write_inside_read_after
// REWRITE: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xi64>
// REWRITE: "test_unknown.wrap"() ({
// REWRITE-NEXT: %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xi64>
// REWRITE-NEXT: memref.copy %[[A]], %[[C]] : memref<16xi64> to memref<16xi64>
// REWRITE-NEXT: memref.store %{{.*}}, %[[C]][%{{.*}}] : memref<16xi64>
// REWRITE: }) : () -> i64
// REWRITE: memref.load %[[A]]
func.func @write_inside_read_after(%v: i64, %i: index) -> i64 {
  %e = tensor.empty() : tensor<16xi64>
  %f = linalg.fill ins(%v : i64) outs(%e : tensor<16xi64>) -> tensor<16xi64>
  %r = "test_unknown.wrap"() ({
    %w = tensor.insert %v into %f[%i] : tensor<16xi64>
    %x = tensor.extract %w[%i] : tensor<16xi64>
    "test_unknown.yield"(%x) : (i64) -> ()
  }) : () -> (i64)
  %y = tensor.extract %f[%i] : tensor<16xi64>
  %s = arith.addi %r, %y : i64
  return %s : i64
}

// -----

// Where bufopt differs on purpose: a value defined above the unknown op is
// read and then written in its region.  Upstream asks only the
// bufferization interface whether a region repeats (an unknown op has
// none), so the insert goes in place; nothing says the region runs once
// (a loop of another dialect would read the written element in its next
// iteration), so bufopt treats it as a loop and copies.
// BUFOPT-LABEL: func.func @read_then_write_inside
// BUFOPT: "test_unknown.wrap"() ({
// BUFOPT-NEXT: tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// BUFOPT-NEXT: arith.addi
// BUFOPT-NEXT: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
func.func @read_then_write_inside(%v: i64, %i: index) -> i64 {
  %e = tensor.empty() : tensor<16xi64>
  %f = linalg.fill ins(%v : i64) outs(%e : tensor<16xi64>) -> tensor<16xi64>
  %r = "test_unknown.wrap"() ({
    %x = tensor.extract %f[%i] : tensor<16xi64>
    %y = arith.addi %x, %v : i64
    %w = tensor.insert %y into %f[%i] : tensor<16xi64>
    %z = tensor.extract %w[%i] : tensor<16xi64>
    "test_unknown.yield"(%z) : (i64) -> ()
  }) : () -> (i64)
  return %r : i64
}

// -----

// scf.parallel has no bufferization hooks: a body reading a tensor
// defined above it is bufferized inside (bufopt refused it: "its regions
// hold tensor values").
// ANALYSIS-LABEL: func.func @parallel_reads_tensor
// ANALYSIS: scf.parallel
// ANALYSIS-NEXT: tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// REWRITE-LABEL: func.func @parallel_reads_tensor
// REWRITE-SAME: (%[[T:.*]]: memref<8xf32, strided<[?], offset: ?>>, %[[M:.*]]: memref<8xf32>)
// REWRITE: scf.parallel (%[[I:.*]]) =
// REWRITE-NEXT: %[[X:.*]] = memref.load %[[T]][%[[I]]] : memref<8xf32, strided<[?], offset: ?>>
// REWRITE-NEXT: memref.store %[[X]], %[[M]][%[[I]]] : memref<8xf32>
func.func @parallel_reads_tensor(%t: tensor<8xf32>, %m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %x = tensor.extract %t[%i] : tensor<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    scf.reduce
  }
  return
}
