// The in-place analysis across scf.if / scf.execute_region (test-analysis-only):
// yields always bufferize in place (upstream's mustBufferizeInPlace), a write in
// one branch does not conflict with a read in the other (mutually exclusive
// regions), results are equivalent to the yielded values only when every branch
// yields equivalent buffers (__equivalent_func_args__).  Expected text:
// mlir-opt 22's; both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

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
// CHECK-NEXT:   func.func @exclusive(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32, %arg3: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0:2 = scf.if %arg1 -> (tensor<4xf32>, f32) {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %arg2 : tensor<4xf32>, f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %extracted = tensor.extract %arg0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %arg0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %0#0, %0#1 : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @exclusive_rev(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32, %arg3: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0:2 = scf.if %arg1 -> (tensor<4xf32>, f32) {
// CHECK-NEXT:       %extracted = tensor.extract %arg0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %arg0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %arg2 : tensor<4xf32>, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %0#0, %0#1 : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_after(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32, %arg3: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @equiv(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1, %arg3: f32, %arg4: index) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %0:2 = scf.if %arg2 -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg3 into %arg0[%arg4] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "true"]} %inserted, %arg1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "true"]} %arg0, %arg0 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: i1, %arg3: f32, %arg4: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       %1 = scf.if %arg2 -> (tensor<4xf32>) {
// CHECK-NEXT:         %inserted_0 = tensor.insert %arg3 into %arg0[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<4xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:       %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg3 : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %inserted = tensor.insert %arg3 into %0[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @region(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.execute_region -> tensor<4xf32> {
// CHECK-NEXT:       %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @const_branch(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32, %arg3: index) -> tensor<4xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %cst : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %0[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @write_after(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32, %arg3: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %0[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dyn(%arg0: tensor<?xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32, %arg3: index) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<?xf32>) {
// CHECK-NEXT:       %inserted_0 = tensor.insert %arg2 into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<?xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[0] [2] [1] {__inplace_operands_attr__ = ["true"]} : tensor<?xf32> to tensor<2xf32>
// CHECK-NEXT:       %cast = tensor.cast %extracted_slice {__inplace_operands_attr__ = ["true"]} : tensor<2xf32> to tensor<?xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %cast : tensor<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// CHECK-NEXT:     %inserted = tensor.insert %extracted into %0[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @callee(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @call_in_if(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32, %arg3: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       %1 = func.call @callee(%arg0, %arg2, %arg3) {__inplace_operands_attr__ = ["true", "none", "none"]} : (tensor<4xf32>, f32, index) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %extracted_0 = tensor.extract %arg0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %1 = func.call @callee(%arg0, %extracted_0, %arg3) {__inplace_operands_attr__ = ["true", "none", "none"]} : (tensor<4xf32>, f32, index) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %extracted = tensor.extract %0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @no_result(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: index, %arg3: memref<f32>) -> tensor<4xf32> {
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       %extracted = tensor.extract %arg0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       memref.store %extracted, %arg3[] : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @n1(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: i1) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       %1 = scf.if %arg2 -> (tensor<4xf32>) {
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @n2(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: i1) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = scf.if %arg2 -> (tensor<4xf32>) {
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @n3(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @n4(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.execute_region -> tensor<4xf32> {
// CHECK-NEXT:       %1 = scf.execute_region -> tensor<4xf32> {
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @p1(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32, %arg3: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @p2(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: i1, %arg3: f32, %arg4: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       %1 = scf.if %arg2 -> (tensor<4xf32>) {
// CHECK-NEXT:         %inserted = tensor.insert %arg3 into %arg0[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @p3(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: i1, %arg3: f32, %arg4: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       %1 = scf.if %arg2 -> (tensor<4xf32>) {
// CHECK-NEXT:         %2 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<4xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @p4(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: i1, %arg3: f32, %arg4: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       %1 = scf.execute_region -> tensor<4xf32> {
// CHECK-NEXT:         %inserted = tensor.insert %arg3 into %arg0[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_const(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %cst : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_alloc(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_slice(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg2 -> (tensor<4xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %extracted_slice : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_cast(%arg0: tensor<?xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg2 -> (tensor<4xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %cast = tensor.cast %arg0 {__inplace_operands_attr__ = ["true"]} : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %cast : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @callee(%arg0: tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @q_call(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = func.call @callee(%arg0) {__inplace_operands_attr__ = ["true"]} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_from(%arg0: tensor<2xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %from_elements = tensor.from_elements %arg2, %arg2 : tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %from_elements : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_splat(%arg0: tensor<2xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %splat = tensor.splat %arg2 : tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %splat : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_copy(%arg0: tensor<2xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = bufferization.alloc_tensor() copy(%arg0) {__inplace_operands_attr__ = ["true"]} : tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @q_generic(%arg0: tensor<2xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:       %mapped = linalg.map ins(%arg0 : tensor<2xf32>) outs(%1 : tensor<2xf32>) {__inplace_operands_attr__ = ["true", "false"]}
// CHECK-NEXT:         (%in: f32, %init: f32) {
// CHECK-NEXT:           linalg.yield %in : f32
// CHECK-NEXT:         }
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %mapped : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @e1(%arg0: tensor<2xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @e2(%arg0: tensor<2xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:       %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%1 : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @e3(%arg0: tensor<2xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:       %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%1 : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @e4(%arg0: tensor<2xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       %cst = arith.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %cst : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g1(%arg0: tensor<2xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:       %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%1 : tensor<2xf32>) attrs =  {__inplace_operands_attr__ = ["true"]} {
// CHECK-NEXT:       ^bb0(%out: f32):
// CHECK-NEXT:         linalg.yield %arg2 : f32
// CHECK-NEXT:       } -> tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g2(%arg0: tensor<2xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:       %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xf32>) outs(%1 : tensor<2xf32>) attrs =  {__inplace_operands_attr__ = ["true", "false"]} {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         linalg.yield %in : f32
// CHECK-NEXT:       } -> tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g3(%arg0: tensor<2xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:       %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%1 : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:       %mapped = linalg.map ins(%arg0 : tensor<2xf32>) outs(%2 : tensor<2xf32>) {__inplace_operands_attr__ = ["true", "false"]}
// CHECK-NEXT:         (%in: f32, %init: f32) {
// CHECK-NEXT:           linalg.yield %in : f32
// CHECK-NEXT:         }
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %mapped : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g4(%arg0: tensor<2xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:       %2 = linalg.copy {__inplace_operands_attr__ = ["true", "false"]} ins(%arg0 : tensor<2xf32>) outs(%1 : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g5(%arg0: tensor<2xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:       %2 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:       %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<2xf32>) outs(%2 : tensor<2xf32>) attrs =  {__inplace_operands_attr__ = ["true", "true"]} {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         linalg.yield %in : f32
// CHECK-NEXT:       } -> tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g6(%arg0: tensor<2xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:       %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xf32>) outs(%1 : tensor<2xf32>) attrs =  {__inplace_operands_attr__ = ["true", "true"]} {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         linalg.yield %arg2 : f32
// CHECK-NEXT:       } -> tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g7(%arg0: tensor<2xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32, %arg3: index) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %1[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @h1(%arg0: tensor<2xf32> {bufferization.access = "read-write"}, %arg1: tensor<2xf32> {bufferization.access = "read"}, %arg2: i1, %arg3: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg2 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:       %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<2xf32>) outs(%1 : tensor<2xf32>) attrs =  {__inplace_operands_attr__ = ["true", "true"]} {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         linalg.yield %in : f32
// CHECK-NEXT:       } -> tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @h2(%arg0: tensor<2xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (tensor<2xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:       %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xf32>) outs(%1 : tensor<2xf32>) attrs =  {__inplace_operands_attr__ = ["true", "false"]} {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         %3 = arith.addf %in, %out : f32
// CHECK-NEXT:         linalg.yield %3 : f32
// CHECK-NEXT:       } -> tensor<2xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
