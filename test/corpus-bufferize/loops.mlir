// One-shot-bufferize on a program of this corpus: the bufferized program
// (with both function-boundary layouts) must be byte-identical to
// mlir-opt 22's, print what the tensor program prints when run, and have
// no heap error but leaks (deallocation is issue 5); the heap counters
// (allocations, bytes copied) are checked.  Loops here yield new buffers:
// allow-return-allocs-from-loops.
// RUN: bufopt %s --run > %t.p.ref
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.p.infer.mlir
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.p.infer.up.mlir
// RUN: diff %t.p.infer.mlir %t.p.infer.up.mlir
// RUN: bufopt %t.p.infer.mlir --run --heap-report > %t.p.infer.out 2> %t.p.infer.err || true
// RUN: diff %t.p.ref %t.p.infer.out
// RUN: FileCheck %s --check-prefix=P-INFER --input-file %t.p.infer.err
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" -o %t.p.identity.mlir
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" -o %t.p.identity.up.mlir
// RUN: diff %t.p.identity.mlir %t.p.identity.up.mlir
// RUN: bufopt %t.p.identity.mlir --run --heap-report > %t.p.identity.out 2> %t.p.identity.err || true
// RUN: diff %t.p.ref %t.p.identity.out
// RUN: FileCheck %s --check-prefix=P-IDENTITY --input-file %t.p.identity.err
// P-INFER: heap: allocs=23 frees=0 peak_bytes=384 leaked_bytes=384 copied_bytes=336 errors=23{{$}}
// P-IDENTITY: heap: allocs=24 frees=0 peak_bytes=400 leaked_bytes=400 copied_bytes=352 errors=24{{$}}

// Corpus for one-shot-bufferize on scf.for: a tiled update of a loop-carried
// tensor (extract_slice / insert_slice in place), nested loops, two
// iteration arguments swapped every iteration (yields copied), an init read
// after the loop (copied before it), an scf.if inside the loop, a matmul
// accumulated across iterations, a new buffer per iteration, a write inside
// the loop into a tensor from outside, and a call in the loop body.
#id = affine_map<(d0) -> (d0)>
func.func @tiled(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c2 iter_args(%a = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %a[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %g = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%s : tensor<2xf32>) {
    ^bb0(%o: f32):
      %y = arith.addf %o, %f : f32
      linalg.yield %y : f32
    } -> tensor<2xf32>
    %b = tensor.insert_slice %g into %a[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    scf.yield %b : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @nested(%t: tensor<2x2xf32>, %f: f32) -> tensor<2x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<2x2xf32>) {
    %q = scf.for %j = %c0 to %c2 step %c1 iter_args(%b = %a) -> (tensor<2x2xf32>) {
      %x = tensor.extract %b[%i, %j] : tensor<2x2xf32>
      %y = arith.mulf %x, %f : f32
      %n = tensor.insert %y into %b[%i, %j] : tensor<2x2xf32>
      scf.yield %n : tensor<2x2xf32>
    }
    scf.yield %q : tensor<2x2xf32>
  }
  return %r : tensor<2x2xf32>
}

func.func @swap(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %b, %a : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

func.func @read_init_after(%t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %x = tensor.extract %a[%i] : tensor<4xf32>
    %y = arith.addf %x, %f : f32
    %b = tensor.insert %y into %a[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

func.func @if_in_loop(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %m = arith.remui %i, %c2 : index
    %z = arith.cmpi eq, %m, %c0 : index
    %b = scf.if %z -> (tensor<4xf32>) {
      %v = tensor.extract %a[%c0] : tensor<4xf32>
      %w = arith.addf %v, %f : f32
      %x = tensor.insert %w into %a[%c0] : tensor<4xf32>
      scf.yield %x : tensor<4xf32>
    } else {
      %v = tensor.extract %a[%c1] : tensor<4xf32>
      %w = arith.mulf %v, %f : f32
      %x = tensor.insert %w into %a[%c1] : tensor<4xf32>
      scf.yield %x : tensor<4xf32>
    }
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @accumulate(%x: tensor<2x2xf32>, %w: tensor<2x2xf32>, %n: index) -> tensor<2x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (tensor<2x2xf32>) {
    %m = linalg.matmul ins(%x, %w : tensor<2x2xf32>, tensor<2x2xf32>) outs(%a : tensor<2x2xf32>) -> tensor<2x2xf32>
    scf.yield %m : tensor<2x2xf32>
  }
  return %r : tensor<2x2xf32>
}

func.func @new_each_iter(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %f : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @outer_write(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %x = tensor.extract %u[%c1] : tensor<4xf32>
    %v = tensor.insert %f into %u[%c1] : tensor<4xf32>
    %y = tensor.extract %v[%c1] : tensor<4xf32>
    %s = arith.addf %x, %y : f32
    %p = tensor.extract %a[%c0] : tensor<4xf32>
    %q = arith.addf %p, %s : f32
    %b = tensor.insert %q into %a[%c0] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r, %u : tensor<4xf32>, tensor<4xf32>
}

func.func @callee(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %x = tensor.extract %t[%i] : tensor<4xf32>
  %y = arith.addf %x, %f : f32
  %a = tensor.insert %y into %t[%i] : tensor<4xf32>
  return %a : tensor<4xf32>
}

func.func @call_in_loop(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %b = func.call @callee(%a, %f, %i) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
    scf.yield %b : tensor<4xf32>
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
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %two = arith.constant 2.0 : f32
  %half = arith.constant 0.5 : f32
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %v8 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %id = arith.constant dense<[[1.0, 0.0], [0.0, 1.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<4xf32>
  %w = linalg.fill ins(%half : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %t8 = func.call @tiled(%v8, %two) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %t8a = tensor.extract_slice %t8[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %t8b = tensor.extract_slice %t8[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  func.call @print4(%t8a) : (tensor<4xf32>) -> ()
  func.call @print4(%t8b) : (tensor<4xf32>) -> ()
  %n2 = func.call @nested(%m, %two) : (tensor<2x2xf32>, f32) -> tensor<2x2xf32>
  %n00 = tensor.extract %n2[%c0, %c0] : tensor<2x2xf32>
  %n11 = tensor.extract %n2[%c1, %c1] : tensor<2x2xf32>
  vector.print %n00 : f32
  vector.print %n11 : f32
  %s1, %s2 = func.call @swap(%v, %w, %c3) : (tensor<4xf32>, tensor<4xf32>, index) -> (tensor<4xf32>, tensor<4xf32>)
  func.call @print4(%s1) : (tensor<4xf32>) -> ()
  func.call @print4(%s2) : (tensor<4xf32>) -> ()
  %ra, %rx = func.call @read_init_after(%w, %c4, %two) : (tensor<4xf32>, index, f32) -> (tensor<4xf32>, f32)
  func.call @print4(%ra) : (tensor<4xf32>) -> ()
  vector.print %rx : f32
  %il = func.call @if_in_loop(%v, %c6, %two) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
  func.call @print4(%il) : (tensor<4xf32>) -> ()
  %acc = func.call @accumulate(%m, %id, %c3) : (tensor<2x2xf32>, tensor<2x2xf32>, index) -> tensor<2x2xf32>
  %a01 = tensor.extract %acc[%c0, %c1] : tensor<2x2xf32>
  %a10 = tensor.extract %acc[%c1, %c0] : tensor<2x2xf32>
  vector.print %a01 : f32
  vector.print %a10 : f32
  %ne = func.call @new_each_iter(%v, %c3, %half) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
  func.call @print4(%ne) : (tensor<4xf32>) -> ()
  %ow, %ou = func.call @outer_write(%v, %w, %c3, %two) : (tensor<4xf32>, tensor<4xf32>, index, f32) -> (tensor<4xf32>, tensor<4xf32>)
  func.call @print4(%ow) : (tensor<4xf32>) -> ()
  func.call @print4(%ou) : (tensor<4xf32>) -> ()
  %cl = func.call @call_in_loop(%w, %c4, %two) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
  func.call @print4(%cl) : (tensor<4xf32>) -> ()
  func.call @print4(%w) : (tensor<4xf32>) -> ()
  func.call @print4(%v) : (tensor<4xf32>) -> ()
  return
}
