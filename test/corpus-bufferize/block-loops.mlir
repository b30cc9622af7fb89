// One-shot-bufferize on loops made of blocks (cf.br back to a header,
// tensors carried as block arguments; a diamond inside the loop body):
// the bufferized program (with both function-boundary layouts) must be
// byte-identical to mlir-opt 22's, print what the tensor program prints
// when run, and have no heap error but leaks (the ownership-based
// deallocation refuses loops made of blocks, as upstream's); the heap
// counters (allocations, bytes copied) are checked.
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
// P-INFER: heap: allocs=5 frees=0 peak_bytes=80 leaked_bytes=80 copied_bytes=80 errors=5{{$}}
// P-IDENTITY: heap: allocs=5 frees=0 peak_bytes=80 leaked_bytes=80 copied_bytes=80 errors=5{{$}}
func.func @fill_loop(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %t : index, tensor<4xf32>)
^header(%i: index, %a: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %ii = arith.index_cast %i : index to i32
  %f = arith.sitofp %ii : i32 to f32
  %x = tensor.extract %a[%i] : tensor<4xf32>
  %s = arith.addf %x, %f : f32
  %a2 = tensor.insert %s into %a[%i] : tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^header(%i2, %a2 : index, tensor<4xf32>)
^exit:
  return %a : tensor<4xf32>
}
func.func @branchy(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  cf.br ^header(%c0, %t : index, tensor<4xf32>)
^header(%i: index, %a: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %r = arith.remui %i, %c2 : index
  %even = arith.cmpi eq, %r, %c0 : index
  %j = arith.remui %i, %c2 : index
  cf.cond_br %even, ^even, ^latch(%a : tensor<4xf32>)
^even:
  %x = tensor.extract %a[%i] : tensor<4xf32>
  %y = arith.mulf %x, %x : f32
  %a3 = tensor.insert %y into %a[%i] : tensor<4xf32>
  cf.br ^latch(%a3 : tensor<4xf32>)
^latch(%b: tensor<4xf32>):
  %i2 = arith.addi %i, %c1 : index
  cf.br ^header(%i2, %b : index, tensor<4xf32>)
^exit:
  return %a : tensor<4xf32>
}
func.func @for_in_loop(%t: tensor<4xf32>, %n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  cf.br ^h(%c0, %t : index, tensor<4xf32>)
^h(%i: index, %a: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (tensor<4xf32>) {
    %x = tensor.extract %b[%j] : tensor<4xf32>
    %y = arith.addf %x, %v : f32
    %b2 = tensor.insert %y into %b[%j] : tensor<4xf32>
    scf.yield %b2 : tensor<4xf32>
  }
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %r : index, tensor<4xf32>)
^exit:
  return %a : tensor<4xf32>
}
func.func @generic_in_loop(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %t : index, tensor<4xf32>)
^h(%i: index, %a: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %g = linalg.add ins(%a, %u : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %g : index, tensor<4xf32>)
^exit:
  %h = linalg.add ins(%u, %u : tensor<4xf32>, tensor<4xf32>) outs(%u : tensor<4xf32>) -> tensor<4xf32>
  return %a, %h : tensor<4xf32>, tensor<4xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a = func.call @fill_loop(%t, %c3) : (tensor<4xf32>, index) -> tensor<4xf32>
  %d = func.call @branchy(%a, %c4) : (tensor<4xf32>, index) -> tensor<4xf32>
  %half = arith.constant 0.5 : f32
  %u = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf32>
  %e = func.call @for_in_loop(%t, %c3, %half) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
  %g, %h = func.call @generic_in_loop(%t, %u, %c3) : (tensor<4xf32>, tensor<4xf32>, index) -> (tensor<4xf32>, tensor<4xf32>)
  scf.for %i = %c0 to %c4 step %c1 {
    %p = tensor.extract %e[%i] : tensor<4xf32>
    %q = tensor.extract %g[%i] : tensor<4xf32>
    %r = tensor.extract %h[%i] : tensor<4xf32>
    vector.print %p : f32 punctuation <comma>
    vector.print %q : f32 punctuation <comma>
    vector.print %r : f32 punctuation <comma>
    %x = tensor.extract %t[%i] : tensor<4xf32>
    %y = tensor.extract %a[%i] : tensor<4xf32>
    %w = tensor.extract %d[%i] : tensor<4xf32>
    vector.print %x : f32 punctuation <comma>
    vector.print %y : f32 punctuation <comma>
    vector.print %w : f32
  }
  return
}
