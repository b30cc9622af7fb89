// One-shot-bufferize on a program of this corpus: the bufferized program
// (with both function-boundary layouts) must be byte-identical to
// mlir-opt 22's, print what the tensor program prints when run, and have
// no heap error but leaks (deallocation is issue 5); the heap counters
// (allocations, bytes copied) are checked.
// RUN: bufopt %s --run > %t.p.ref
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.p.infer.mlir
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.p.infer.up.mlir
// RUN: diff %t.p.infer.mlir %t.p.infer.up.mlir
// RUN: bufopt %t.p.infer.mlir --run --heap-report > %t.p.infer.out 2> %t.p.infer.err || true
// RUN: diff %t.p.ref %t.p.infer.out
// RUN: FileCheck %s --check-prefix=P-INFER --input-file %t.p.infer.err
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.p.identity.mlir
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.p.identity.up.mlir
// RUN: diff %t.p.identity.mlir %t.p.identity.up.mlir
// RUN: bufopt %t.p.identity.mlir --run --heap-report > %t.p.identity.out 2> %t.p.identity.err || true
// RUN: diff %t.p.ref %t.p.identity.out
// RUN: FileCheck %s --check-prefix=P-IDENTITY --input-file %t.p.identity.err
// P-INFER: heap: allocs=11 frees=0 peak_bytes=176 leaked_bytes=176 copied_bytes=128 errors=11{{$}}
// P-IDENTITY: heap: allocs=14 frees=0 peak_bytes=224 leaked_bytes=224 copied_bytes=176 errors=14{{$}}

// Corpus for one-shot-bufferize on scf.if / scf.execute_region: writes in
// one branch while the other reads the same tensor (exclusive regions: in
// place), a write whose input is read after the scf.if (copy), nested
// branches, a constant yielded and then written (copy), and branches that
// allocate.  Both conditions are run, so both branches execute.
#id = affine_map<(d0) -> (d0)>
func.func @exclusive(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r:2 = scf.if %c -> (tensor<4xf32>, f32) {
    %a = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %a, %f : tensor<4xf32>, f32
  } else {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    scf.yield %t, %x : tensor<4xf32>, f32
  }
  return %r#0, %r#1 : tensor<4xf32>, f32
}

func.func @read_after(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = scf.if %c -> (tensor<4xf32>) {
    %a = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

func.func @nested(%t: tensor<4xf32>, %c: i1, %d: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %s = scf.if %d -> (tensor<4xf32>) {
      %a = tensor.insert %f into %t[%i] : tensor<4xf32>
      scf.yield %a : tensor<4xf32>
    } else {
      scf.yield %t : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  %b = tensor.insert %f into %r[%i] : tensor<4xf32>
  return %b : tensor<4xf32>
}

func.func @const_branch(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %k = arith.constant dense<7.0> : tensor<4xf32>
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %k : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  %b = tensor.insert %f into %r[%i] : tensor<4xf32>
  return %b : tensor<4xf32>
}

func.func @region(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.mulf %x, %f : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @print4(%t: tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = tensor.extract %t[%c0] : tensor<4xf32>
  %b = tensor.extract %t[%c1] : tensor<4xf32>
  %c = tensor.extract %t[%c2] : tensor<4xf32>
  %d = tensor.extract %t[%c3] : tensor<4xf32>
  vector.print %a : f32
  vector.print %b : f32
  vector.print %c : f32
  vector.print %d : f32
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %true = arith.constant true
  %false = arith.constant false
  %s = arith.constant 9.5 : f32
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %w = tensor.empty() : tensor<4xf32>
  %z = arith.constant 0.5 : f32
  %u = linalg.fill ins(%z : f32) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %e1, %x1 = func.call @exclusive(%v, %true, %s, %c1) : (tensor<4xf32>, i1, f32, index) -> (tensor<4xf32>, f32)
  func.call @print4(%e1) : (tensor<4xf32>) -> ()
  vector.print %x1 : f32
  %e2, %x2 = func.call @exclusive(%v, %false, %s, %c1) : (tensor<4xf32>, i1, f32, index) -> (tensor<4xf32>, f32)
  func.call @print4(%e2) : (tensor<4xf32>) -> ()
  vector.print %x2 : f32
  %r1, %y1 = func.call @read_after(%v, %true, %s, %c2) : (tensor<4xf32>, i1, f32, index) -> (tensor<4xf32>, f32)
  func.call @print4(%r1) : (tensor<4xf32>) -> ()
  vector.print %y1 : f32
  %n1 = func.call @nested(%v, %true, %true, %s, %c1) : (tensor<4xf32>, i1, i1, f32, index) -> tensor<4xf32>
  func.call @print4(%n1) : (tensor<4xf32>) -> ()
  %n2 = func.call @nested(%v, %true, %false, %z, %c2) : (tensor<4xf32>, i1, i1, f32, index) -> tensor<4xf32>
  func.call @print4(%n2) : (tensor<4xf32>) -> ()
  %n3 = func.call @nested(%v, %false, %true, %s, %c2) : (tensor<4xf32>, i1, i1, f32, index) -> tensor<4xf32>
  func.call @print4(%n3) : (tensor<4xf32>) -> ()
  %k1 = func.call @const_branch(%u, %true, %s, %c1) : (tensor<4xf32>, i1, f32, index) -> tensor<4xf32>
  func.call @print4(%k1) : (tensor<4xf32>) -> ()
  %k2 = func.call @const_branch(%u, %false, %s, %c1) : (tensor<4xf32>, i1, f32, index) -> tensor<4xf32>
  func.call @print4(%k2) : (tensor<4xf32>) -> ()
  func.call @print4(%u) : (tensor<4xf32>) -> ()
  %g = func.call @region(%v, %s, %c1) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
  func.call @print4(%g) : (tensor<4xf32>) -> ()
  func.call @print4(%v) : (tensor<4xf32>) -> ()
  return
}
