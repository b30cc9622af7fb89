// scf.if / scf.execute_region rewritten on buffers (infer-layout-map): new ops
// with memref results; each yield is cast to the type upstream picks when it
// rewrites that yield (same type in every branch, else the fully dynamic layout;
// branches not rewritten yet are predicted: tensor.empty gets the unknown-type
// layout, out-of-place writes a new identity buffer).  Expected: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

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

// -----

func.func @exclusive_rev(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r:2 = scf.if %c -> (tensor<4xf32>, f32) {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    scf.yield %t, %x : tensor<4xf32>, f32
  } else {
    %a = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %a, %f : tensor<4xf32>, f32
  }
  return %r#0, %r#1 : tensor<4xf32>, f32
}

// -----

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

// -----

func.func @equiv(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.if %c -> (tensor<4xf32>, tensor<4xf32>) {
    %a = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %a, %u : tensor<4xf32>, tensor<4xf32>
  } else {
    scf.yield %t, %t : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

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

// -----

func.func @region(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    %a = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @const_branch(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %k = arith.constant dense<1.0> : tensor<4xf32>
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %k : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  %b = tensor.insert %f into %r[%i] : tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

func.func @write_after(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  %b = tensor.insert %f into %r[%i] : tensor<4xf32>
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %b, %x : tensor<4xf32>, f32
}

// -----

func.func @dyn(%t: tensor<?xf32>, %c: i1, %f: f32, %i: index) -> tensor<?xf32> {
  %r = scf.if %c -> (tensor<?xf32>) {
    %a = tensor.insert %f into %t[%i] : tensor<?xf32>
    scf.yield %a : tensor<?xf32>
  } else {
    %s = tensor.extract_slice %t[0] [2] [1] : tensor<?xf32> to tensor<2xf32>
    %d = tensor.cast %s : tensor<2xf32> to tensor<?xf32>
    scf.yield %d : tensor<?xf32>
  }
  %x = tensor.extract %t[%i] : tensor<?xf32>
  %b = tensor.insert %x into %r[%i] : tensor<?xf32>
  return %b : tensor<?xf32>
}

// -----

func.func @callee(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %a = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %a : tensor<4xf32>
}

func.func @call_in_if(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = scf.if %c -> (tensor<4xf32>) {
    %a = func.call @callee(%t, %f, %i) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  } else {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    %a = func.call @callee(%t, %x, %i) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  }
  %y = tensor.extract %r[%i] : tensor<4xf32>
  return %r, %y : tensor<4xf32>, f32
}

// -----

func.func @no_result(%t: tensor<4xf32>, %c: i1, %i: index, %m: memref<f32>) -> tensor<4xf32> {
  scf.if %c {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    memref.store %x, %m[] : memref<f32>
  }
  return %t : tensor<4xf32>
}

// -----

func.func @n1(%t: tensor<4xf32>, %c: i1, %d: i1) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %s = scf.if %d -> (tensor<4xf32>) {
      scf.yield %t : tensor<4xf32>
    } else {
      scf.yield %t : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @n2(%t: tensor<4xf32>, %c: i1, %d: i1) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    %s = scf.if %d -> (tensor<4xf32>) {
      scf.yield %t : tensor<4xf32>
    } else {
      scf.yield %t : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @n3(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @n4(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    %s = scf.execute_region -> tensor<4xf32> {
      scf.yield %t : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @p1(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %a = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @p2(%t: tensor<4xf32>, %c: i1, %d: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %s = scf.if %d -> (tensor<4xf32>) {
      %a = tensor.insert %f into %t[%i] : tensor<4xf32>
      scf.yield %a : tensor<4xf32>
    } else {
      scf.yield %t : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @p3(%t: tensor<4xf32>, %c: i1, %d: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %s = scf.if %d -> (tensor<4xf32>) {
      %e = tensor.empty() : tensor<4xf32>
      scf.yield %e : tensor<4xf32>
    } else {
      scf.yield %t : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @p4(%t: tensor<4xf32>, %c: i1, %d: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %s = scf.execute_region -> tensor<4xf32> {
      %a = tensor.insert %f into %t[%i] : tensor<4xf32>
      scf.yield %a : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @q_const(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    %k = arith.constant dense<1.0> : tensor<4xf32>
    scf.yield %k : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @q_alloc(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    %k = bufferization.alloc_tensor() : tensor<4xf32>
    scf.yield %k : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @q_slice(%t: tensor<8xf32>, %u: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %u : tensor<4xf32>
  } else {
    %k = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
    scf.yield %k : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @q_cast(%t: tensor<?xf32>, %u: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %u : tensor<4xf32>
  } else {
    %k = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
    scf.yield %k : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @callee(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

func.func @q_call(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    %k = func.call @callee(%t) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %k : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @q_from(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %k = tensor.from_elements %f, %f : tensor<2xf32>
    scf.yield %k : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @q_splat(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %k = tensor.splat %f : tensor<2xf32>
    scf.yield %k : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @q_copy(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %k = bufferization.alloc_tensor() copy(%t) : tensor<2xf32>
    scf.yield %k : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @q_generic(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %e = tensor.empty() : tensor<2xf32>
    %k = linalg.map ins(%t : tensor<2xf32>) outs(%e : tensor<2xf32>) (%x: f32, %o: f32) { linalg.yield %x : f32 }
    scf.yield %k : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @e1(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %e = tensor.empty() : tensor<2xf32>
    scf.yield %e : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @e2(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %e = tensor.empty() : tensor<2xf32>
    %g = linalg.fill ins(%f : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %g : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @e3(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    %e = tensor.empty() : tensor<2xf32>
    %g = linalg.fill ins(%f : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %g : tensor<2xf32>
  } else {
    scf.yield %t : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @e4(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    %k = arith.constant dense<1.0> : tensor<2xf32>
    scf.yield %k : tensor<2xf32>
  } else {
    scf.yield %t : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @g1(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %e = tensor.empty() : tensor<2xf32>
    %k = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%e : tensor<2xf32>) {
    ^bb0(%o: f32):
      linalg.yield %f : f32
    } -> tensor<2xf32>
    scf.yield %k : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @g2(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %e = tensor.empty() : tensor<2xf32>
    %k = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<2xf32>) outs(%e : tensor<2xf32>) {
    ^bb0(%i: f32, %o: f32):
      linalg.yield %i : f32
    } -> tensor<2xf32>
    scf.yield %k : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @g3(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %e = tensor.empty() : tensor<2xf32>
    %k = linalg.fill ins(%f : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    %m = linalg.map ins(%t : tensor<2xf32>) outs(%k : tensor<2xf32>) (%x: f32, %o: f32) { linalg.yield %x : f32 }
    scf.yield %m : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @g4(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %e = tensor.empty() : tensor<2xf32>
    %m = linalg.copy ins(%t : tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %m : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @g5(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %e2 = tensor.empty() : tensor<2xf32>
    %e = tensor.empty() : tensor<2xf32>
    %k = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%e2 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
    ^bb0(%i: f32, %o: f32):
      linalg.yield %i : f32
    } -> tensor<2xf32>
    scf.yield %k : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @g6(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %e = tensor.empty() : tensor<2xf32>
    %k = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<2xf32>) outs(%e : tensor<2xf32>) {
    ^bb0(%i: f32, %o: f32):
      linalg.yield %f : f32
    } -> tensor<2xf32>
    scf.yield %k : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @g7(%t: tensor<2xf32>, %c: i1, %f: f32, %i: index) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %e = tensor.empty() : tensor<2xf32>
    %k = tensor.insert %f into %e[%i] : tensor<2xf32>
    scf.yield %k : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @h1(%t: tensor<2xf32>, %u: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %e = tensor.empty() : tensor<2xf32>
    %k = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%u : tensor<2xf32>) outs(%e : tensor<2xf32>) {
    ^bb0(%i: f32, %o: f32):
      linalg.yield %i : f32
    } -> tensor<2xf32>
    scf.yield %k : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @h2(%t: tensor<2xf32>, %c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %t : tensor<2xf32>
  } else {
    %e = tensor.empty() : tensor<2xf32>
    %k = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<2xf32>) outs(%e : tensor<2xf32>) {
    ^bb0(%i: f32, %o: f32):
      %s = arith.addf %i, %o : f32
      linalg.yield %s : f32
    } -> tensor<2xf32>
    scf.yield %k : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @exclusive(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32, %arg3: index) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:     %0:2 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:       memref.store %arg2, %arg0[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg0, %arg2 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = memref.load %arg0[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg0, %1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @exclusive_rev(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32, %arg3: index) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:     %0:2 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:       %1 = memref.load %arg0[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg0, %1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.store %arg2, %arg0[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg0, %arg2 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_after(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32, %arg3: index) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       memref.store %arg2, %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %arg0[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0, %1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @equiv(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1, %arg3: f32, %arg4: index) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %0:2 = scf.if %arg2 -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       memref.store %arg3, %alloc[%arg4] : memref<4xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0, %arg0 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: i1, %arg3: f32, %arg4: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %1 = scf.if %arg2 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:         memref.store %arg3, %arg0[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:         scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       linalg.fill ins(%arg3 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %arg3, %0[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @region(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.execute_region -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:       memref.store %arg1, %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @const_branch(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32, %arg3: index) -> memref<4xf32> {
// CHECK-NEXT:     %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:     %1 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %cast_0 = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast_0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @write_after(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32, %arg3: index) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast_1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT:     %1 = memref.load %0[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %1 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dyn(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32, %arg3: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<?xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:       memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT:       memref.store %arg2, %alloc[%arg3] : memref<?xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %subview = memref.subview %arg0[0] [2] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %cast = memref.cast %subview : memref<2xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %arg0[%arg3] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.store %1, %0[%arg3] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @callee(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     memref.store %arg1, %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @call_in_if(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32, %arg3: index) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %2 = func.call @callee(%arg0, %arg2, %arg3) : (memref<4xf32, strided<[?], offset: ?>>, f32, index) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %2 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = memref.load %arg0[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %3 = func.call @callee(%arg0, %2, %arg3) : (memref<4xf32, strided<[?], offset: ?>>, f32, index) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %3 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %0[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0, %1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @no_result(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: index, %arg3: memref<f32>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       memref.store %0, %arg3[] : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @n1(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: i1) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %1 = scf.if %arg2 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:         scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @n2(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: i1) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = scf.if %arg2 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:         scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @n3(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @n4(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.execute_region -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:       %1 = scf.execute_region -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:         scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @p1(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32, %arg3: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       memref.store %arg2, %arg0[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @p2(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: i1, %arg3: f32, %arg4: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %1 = scf.if %arg2 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:         memref.store %arg3, %arg0[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:         scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @p3(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: i1, %arg3: f32, %arg4: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %1 = scf.if %arg2 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:         %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:         %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:         scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @p4(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: i1, %arg3: f32, %arg4: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %1 = scf.execute_region -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:         memref.store %arg3, %arg0[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:         scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @q_const(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:       %cast = memref.cast %1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_alloc(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_slice(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg2 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %subview = memref.subview %arg0[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %subview : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_cast(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg2 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %cast = memref.cast %arg0 : memref<?xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @callee(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @q_call(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = func.call @callee(%arg0) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_from(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       memref.store %arg2, %alloc[%c0] : memref<2xf32>
// CHECK-NEXT:       memref.store %arg2, %alloc[%c1] : memref<2xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_splat(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       linalg.map outs(%alloc : memref<2xf32>)
// CHECK-NEXT:         (%init: f32) {
// CHECK-NEXT:           linalg.yield %arg2 : f32
// CHECK-NEXT:         }
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_copy(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       memref.copy %arg0, %alloc : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_generic(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       linalg.map ins(%arg0 : memref<2xf32, strided<[?], offset: ?>>) outs(%alloc : memref<2xf32>)
// CHECK-NEXT:         (%in: f32, %init: f32) {
// CHECK-NEXT:           linalg.yield %in : f32
// CHECK-NEXT:         }
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @e1(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @e2(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       linalg.fill ins(%arg2 : f32) outs(%alloc : memref<2xf32>)
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @e3(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       linalg.fill ins(%arg2 : f32) outs(%alloc : memref<2xf32>)
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @e4(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %1 = memref.get_global @__constant_2xf32 : memref<2xf32>
// CHECK-NEXT:       %cast = memref.cast %1 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g1(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%alloc : memref<2xf32>) {
// CHECK-NEXT:       ^bb0(%out: f32):
// CHECK-NEXT:         linalg.yield %arg2 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g2(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<2xf32, strided<[?], offset: ?>>) outs(%alloc : memref<2xf32>) {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         linalg.yield %in : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g3(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       linalg.fill ins(%arg2 : f32) outs(%alloc : memref<2xf32>)
// CHECK-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       linalg.map ins(%arg0 : memref<2xf32, strided<[?], offset: ?>>) outs(%alloc_0 : memref<2xf32>)
// CHECK-NEXT:         (%in: f32, %init: f32) {
// CHECK-NEXT:           linalg.yield %in : f32
// CHECK-NEXT:         }
// CHECK-NEXT:       %cast = memref.cast %alloc_0 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g4(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       linalg.copy ins(%arg0 : memref<2xf32, strided<[?], offset: ?>>) outs(%alloc : memref<2xf32>)
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g5(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%alloc : memref<2xf32>) outs(%alloc_0 : memref<2xf32>) {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         linalg.yield %in : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       %cast = memref.cast %alloc_0 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g6(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<2xf32, strided<[?], offset: ?>>) outs(%alloc : memref<2xf32>) {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         linalg.yield %arg2 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g7(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32, %arg3: index) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       memref.store %arg2, %alloc[%arg3] : memref<2xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @h1(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: memref<2xf32, strided<[?], offset: ?>>, %arg2: i1, %arg3: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg2 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : memref<2xf32, strided<[?], offset: ?>>) outs(%alloc : memref<2xf32>) {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         linalg.yield %in : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @h2(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<2xf32, strided<[?], offset: ?>>) outs(%alloc : memref<2xf32>) {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         %1 = arith.addf %in, %out : f32
// CHECK-NEXT:         linalg.yield %1 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
