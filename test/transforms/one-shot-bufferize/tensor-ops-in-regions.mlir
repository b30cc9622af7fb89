// The new tensor ops yielded by scf.if: the buffer type a branch predicts
// for a value a later branch yields (pad: identity layout; generate, concat,
// from_elements, splat, select, expand/collapse_shape, reshape: as upstream's
// getBufferType), hence the casts and the result types.  Expected text:
// mlir-opt 22's, and both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=INFER
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=INFER
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENTITY
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENTITY

func.func @gen_if_else(%c: i1, %f: f32, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  } else {
    %g = tensor.generate {
    ^bb0(%i: index):
      tensor.yield %f : f32
    } : tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
// -----
func.func @fe_if_both(%c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> tensor<2xf32> {
    %a = tensor.from_elements %f, %f : tensor<2xf32>
    scf.yield %a : tensor<2xf32>
  } else {
    %g = tensor.splat %f : tensor<2xf32>
    scf.yield %g : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}
// -----
func.func @pad_concat_if(%c: i1, %f: f32, %t: tensor<2xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %p = tensor.pad %t low[1] high[1] {
    ^bb0(%i: index):
      tensor.yield %f : f32
    } : tensor<2xf32> to tensor<4xf32>
    scf.yield %p : tensor<4xf32>
  } else {
    %g = tensor.concat dim(0) %t, %t : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
// -----
func.func @expand_if_else(%c: i1, %t: tensor<6xf32>, %u: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = scf.if %c -> tensor<2x3xf32> {
    scf.yield %u : tensor<2x3xf32>
  } else {
    %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
    scf.yield %e : tensor<2x3xf32>
  }
  return %r : tensor<2x3xf32>
}
// -----
func.func @sel_if_else(%c: i1, %d: i1, %t: tensor<6xf32>, %u: tensor<6xf32>) -> tensor<6xf32> {
  %r = scf.if %c -> tensor<6xf32> {
    %cst = arith.constant dense<1.0> : tensor<6xf32>
    scf.yield %cst : tensor<6xf32>
  } else {
    %s = arith.select %d, %t, %u : tensor<6xf32>
    scf.yield %s : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}
// -----
func.func @gen_if_then(%c: i1, %f: f32, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %g = tensor.generate {
    ^bb0(%i: index):
      tensor.yield %f : f32
    } : tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
// -----
func.func @pad_concat_if(%c: i1, %f: f32, %t: tensor<2xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %x = arith.constant dense<2.0> : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    %p = tensor.pad %t low[1] high[1] {
    ^bb0(%i: index):
      tensor.yield %f : f32
    } : tensor<2xf32> to tensor<4xf32>
    scf.yield %p : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
// -----
func.func @cc_if(%c: i1, %f: f32, %t: tensor<2xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %x = arith.constant dense<2.0> : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    %g = tensor.concat dim(0) %t, %t : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
// -----
func.func @expand_if_else(%c: i1, %t: tensor<6xf32>) -> tensor<2x3xf32> {
  %r = scf.if %c -> tensor<2x3xf32> {
    %x = arith.constant dense<2.0> : tensor<2x3xf32>
    scf.yield %x : tensor<2x3xf32>
  } else {
    %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
    scf.yield %e : tensor<2x3xf32>
  }
  return %r : tensor<2x3xf32>
}
// -----
func.func @collapse_if(%c: i1, %t: tensor<2x3xf32>) -> tensor<6xf32> {
  %r = scf.if %c -> tensor<6xf32> {
    %x = arith.constant dense<2.0> : tensor<6xf32>
    scf.yield %x : tensor<6xf32>
  } else {
    %e = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
    scf.yield %e : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}
// -----
func.func @sel_if_else(%c: i1, %d: i1, %t: tensor<6xf32>, %u: tensor<6xf32>) -> tensor<6xf32> {
  %r = scf.if %c -> tensor<6xf32> {
    %cst = arith.constant dense<1.0> : tensor<6xf32>
    scf.yield %cst : tensor<6xf32>
  } else {
    %s = arith.select %d, %t, %u : tensor<6xf32>
    scf.yield %s : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}
// -----
func.func @fe_if_both(%c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> tensor<2xf32> {
    %x = arith.constant dense<2.0> : tensor<2xf32>
    scf.yield %x : tensor<2xf32>
  } else {
    %a = tensor.from_elements %f, %f : tensor<2xf32>
    scf.yield %a : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}
// -----
func.func @reshape_if(%c: i1, %t: tensor<6xf32>, %s: tensor<2xindex>) -> tensor<2x3xf32> {
  %r = scf.if %c -> tensor<2x3xf32> {
    %x = arith.constant dense<2.0> : tensor<2x3xf32>
    scf.yield %x : tensor<2x3xf32>
  } else {
    %e = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
    scf.yield %e : tensor<2x3xf32>
  }
  return %r : tensor<2x3xf32>
}

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @gen_if_else(%arg0: i1, %arg1: f32, %arg2: tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = scf.if %arg0 -> (tensor<4xf32>) {
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg2 : tensor<4xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       %generated = tensor.generate  {
// ANALYSIS-NEXT:       ^bb0(%arg3: index):
// ANALYSIS-NEXT:         tensor.yield %arg1 : f32
// ANALYSIS-NEXT:       } : tensor<4xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %generated : tensor<4xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @fe_if_both(%arg0: i1, %arg1: f32) -> tensor<2xf32> {
// ANALYSIS-NEXT:     %0 = scf.if %arg0 -> (tensor<2xf32>) {
// ANALYSIS-NEXT:       %from_elements = tensor.from_elements %arg1, %arg1 : tensor<2xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %from_elements : tensor<2xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       %splat = tensor.splat %arg1 : tensor<2xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %splat : tensor<2xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @pad_concat_if(%arg0: i1, %arg1: f32, %arg2: tensor<2xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = scf.if %arg0 -> (tensor<4xf32>) {
// ANALYSIS-NEXT:       %padded = tensor.pad %arg2 low[1] high[1] {
// ANALYSIS-NEXT:       ^bb0(%arg3: index):
// ANALYSIS-NEXT:         tensor.yield %arg1 : f32
// ANALYSIS-NEXT:       } {__inplace_operands_attr__ = ["true"]} : tensor<2xf32> to tensor<4xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %padded : tensor<4xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       %concat = tensor.concat dim(0) %arg2, %arg2 {__inplace_operands_attr__ = ["true", "true"]} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %concat : tensor<4xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @expand_if_else(%arg0: i1, %arg1: tensor<6xf32> {bufferization.access = "read"}, %arg2: tensor<2x3xf32> {bufferization.access = "read"}) -> tensor<2x3xf32> {
// ANALYSIS-NEXT:     %0 = scf.if %arg0 -> (tensor<2x3xf32>) {
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg2 : tensor<2x3xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1{{\]\]}} output_shape [2, 3] {__inplace_operands_attr__ = ["true"]} : tensor<6xf32> into tensor<2x3xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %expanded : tensor<2x3xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @sel_if_else(%arg0: i1, %arg1: i1, %arg2: tensor<6xf32> {bufferization.access = "read"}, %arg3: tensor<6xf32> {bufferization.access = "read"}) -> tensor<6xf32> {
// ANALYSIS-NEXT:     %0 = scf.if %arg0 -> (tensor<6xf32>) {
// ANALYSIS-NEXT:       %cst = arith.constant dense<1.000000e+00> : tensor<6xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %cst : tensor<6xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       %1 = arith.select %arg1, %arg2, %arg3 {__inplace_operands_attr__ = ["none", "true", "true"]} : tensor<6xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<6xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<6xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @gen_if_then(%arg0: i1, %arg1: f32, %arg2: tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = scf.if %arg0 -> (tensor<4xf32>) {
// ANALYSIS-NEXT:       %generated = tensor.generate  {
// ANALYSIS-NEXT:       ^bb0(%arg3: index):
// ANALYSIS-NEXT:         tensor.yield %arg1 : f32
// ANALYSIS-NEXT:       } : tensor<4xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %generated : tensor<4xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg2 : tensor<4xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @pad_concat_if(%arg0: i1, %arg1: f32, %arg2: tensor<2xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = scf.if %arg0 -> (tensor<4xf32>) {
// ANALYSIS-NEXT:       %cst = arith.constant dense<2.000000e+00> : tensor<4xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %cst : tensor<4xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       %padded = tensor.pad %arg2 low[1] high[1] {
// ANALYSIS-NEXT:       ^bb0(%arg3: index):
// ANALYSIS-NEXT:         tensor.yield %arg1 : f32
// ANALYSIS-NEXT:       } {__inplace_operands_attr__ = ["true"]} : tensor<2xf32> to tensor<4xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %padded : tensor<4xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @cc_if(%arg0: i1, %arg1: f32, %arg2: tensor<2xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = scf.if %arg0 -> (tensor<4xf32>) {
// ANALYSIS-NEXT:       %cst = arith.constant dense<2.000000e+00> : tensor<4xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %cst : tensor<4xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       %concat = tensor.concat dim(0) %arg2, %arg2 {__inplace_operands_attr__ = ["true", "true"]} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %concat : tensor<4xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @expand_if_else(%arg0: i1, %arg1: tensor<6xf32> {bufferization.access = "read"}) -> tensor<2x3xf32> {
// ANALYSIS-NEXT:     %0 = scf.if %arg0 -> (tensor<2x3xf32>) {
// ANALYSIS-NEXT:       %cst = arith.constant dense<2.000000e+00> : tensor<2x3xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %cst : tensor<2x3xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1{{\]\]}} output_shape [2, 3] {__inplace_operands_attr__ = ["true"]} : tensor<6xf32> into tensor<2x3xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %expanded : tensor<2x3xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @collapse_if(%arg0: i1, %arg1: tensor<2x3xf32> {bufferization.access = "read"}) -> tensor<6xf32> {
// ANALYSIS-NEXT:     %0 = scf.if %arg0 -> (tensor<6xf32>) {
// ANALYSIS-NEXT:       %cst = arith.constant dense<2.000000e+00> : tensor<6xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %cst : tensor<6xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0, 1{{\]\]}} {__inplace_operands_attr__ = ["true"]} : tensor<2x3xf32> into tensor<6xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %collapsed : tensor<6xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<6xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @sel_if_else(%arg0: i1, %arg1: i1, %arg2: tensor<6xf32> {bufferization.access = "read"}, %arg3: tensor<6xf32> {bufferization.access = "read"}) -> tensor<6xf32> {
// ANALYSIS-NEXT:     %0 = scf.if %arg0 -> (tensor<6xf32>) {
// ANALYSIS-NEXT:       %cst = arith.constant dense<1.000000e+00> : tensor<6xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %cst : tensor<6xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       %1 = arith.select %arg1, %arg2, %arg3 {__inplace_operands_attr__ = ["none", "true", "true"]} : tensor<6xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<6xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<6xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @fe_if_both(%arg0: i1, %arg1: f32) -> tensor<2xf32> {
// ANALYSIS-NEXT:     %0 = scf.if %arg0 -> (tensor<2xf32>) {
// ANALYSIS-NEXT:       %cst = arith.constant dense<2.000000e+00> : tensor<2xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %cst : tensor<2xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       %from_elements = tensor.from_elements %arg1, %arg1 : tensor<2xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %from_elements : tensor<2xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @reshape_if(%arg0: i1, %arg1: tensor<6xf32> {bufferization.access = "read"}, %arg2: tensor<2xindex> {bufferization.access = "read"}) -> tensor<2x3xf32> {
// ANALYSIS-NEXT:     %0 = scf.if %arg0 -> (tensor<2x3xf32>) {
// ANALYSIS-NEXT:       %cst = arith.constant dense<2.000000e+00> : tensor<2x3xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %cst : tensor<2x3xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       %reshape = tensor.reshape %arg1(%arg2) {__inplace_operands_attr__ = ["true", "true"]} : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %reshape : tensor<2x3xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }

// INFER: module {
// INFER-NEXT:   func.func @gen_if_else(%arg0: i1, %arg1: f32, %arg2: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:       scf.yield %arg2 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:     } else {
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER-NEXT:       linalg.map outs(%alloc : memref<4xf32>)
// INFER-NEXT:         (%init: f32) {
// INFER-NEXT:           %1 = linalg.index 0 : index
// INFER-NEXT:           linalg.yield %arg1 : f32
// INFER-NEXT:         }
// INFER-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @fe_if_both(%arg0: i1, %arg1: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %0 = scf.if %arg0 -> (memref<2xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// INFER-NEXT:       %c0 = arith.constant 0 : index
// INFER-NEXT:       %c1 = arith.constant 1 : index
// INFER-NEXT:       memref.store %arg1, %alloc[%c0] : memref<2xf32>
// INFER-NEXT:       memref.store %arg1, %alloc[%c1] : memref<2xf32>
// INFER-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// INFER-NEXT:     } else {
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// INFER-NEXT:       linalg.map outs(%alloc : memref<2xf32>)
// INFER-NEXT:         (%init: f32) {
// INFER-NEXT:           linalg.yield %arg1 : f32
// INFER-NEXT:         }
// INFER-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @pad_concat_if(%arg0: i1, %arg1: f32, %arg2: memref<2xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER-NEXT:       linalg.map outs(%alloc : memref<4xf32>)
// INFER-NEXT:         (%init: f32) {
// INFER-NEXT:           %1 = linalg.index 0 : index
// INFER-NEXT:           linalg.yield %arg1 : f32
// INFER-NEXT:         }
// INFER-NEXT:       %subview = memref.subview %alloc[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// INFER-NEXT:       memref.copy %arg2, %subview : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1], offset: 1>>
// INFER-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:     } else {
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER-NEXT:       %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// INFER-NEXT:       memref.copy %arg2, %subview : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1]>>
// INFER-NEXT:       %subview_0 = memref.subview %alloc[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
// INFER-NEXT:       memref.copy %arg2, %subview_0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1], offset: 2>>
// INFER-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @expand_if_else(%arg0: i1, %arg1: memref<6xf32, strided<[?], offset: ?>>, %arg2: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> memref<2x3xf32, strided<[?, ?], offset: ?>> {
// INFER-NEXT:     %0 = scf.if %arg0 -> (memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:       scf.yield %arg2 : memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     } else {
// INFER-NEXT:       %expand_shape = memref.expand_shape %arg1 {{\[\[}}0, 1{{\]\]}} output_shape [2, 3] : memref<6xf32, strided<[?], offset: ?>> into memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:       scf.yield %expand_shape : memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     return %0 : memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   memref.global "private" constant @__constant_6xf32 : memref<6xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// INFER-NEXT:   func.func @sel_if_else(%arg0: i1, %arg1: i1, %arg2: memref<6xf32, strided<[?], offset: ?>>, %arg3: memref<6xf32, strided<[?], offset: ?>>) -> memref<6xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %0 = scf.if %arg0 -> (memref<6xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:       %1 = memref.get_global @__constant_6xf32 : memref<6xf32>
// INFER-NEXT:       %cast = memref.cast %1 : memref<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<6xf32, strided<[?], offset: ?>>
// INFER-NEXT:     } else {
// INFER-NEXT:       %1 = arith.select %arg1, %arg2, %arg3 : memref<6xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %1 : memref<6xf32, strided<[?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     return %0 : memref<6xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @gen_if_then(%arg0: i1, %arg1: f32, %arg2: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER-NEXT:       linalg.map outs(%alloc : memref<4xf32>)
// INFER-NEXT:         (%init: f32) {
// INFER-NEXT:           %1 = linalg.index 0 : index
// INFER-NEXT:           linalg.yield %arg1 : f32
// INFER-NEXT:         }
// INFER-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:     } else {
// INFER-NEXT:       scf.yield %arg2 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// INFER-NEXT:   func.func @pad_concat_if(%arg0: i1, %arg1: f32, %arg2: memref<2xf32, strided<[?], offset: ?>>) -> memref<4xf32> {
// INFER-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32>) {
// INFER-NEXT:       %1 = memref.get_global @__constant_4xf32 : memref<4xf32>
// INFER-NEXT:       scf.yield %1 : memref<4xf32>
// INFER-NEXT:     } else {
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER-NEXT:       linalg.map outs(%alloc : memref<4xf32>)
// INFER-NEXT:         (%init: f32) {
// INFER-NEXT:           %1 = linalg.index 0 : index
// INFER-NEXT:           linalg.yield %arg1 : f32
// INFER-NEXT:         }
// INFER-NEXT:       %subview = memref.subview %alloc[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// INFER-NEXT:       memref.copy %arg2, %subview : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1], offset: 1>>
// INFER-NEXT:       scf.yield %alloc : memref<4xf32>
// INFER-NEXT:     }
// INFER-NEXT:     %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:     return %0 : memref<4xf32>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// INFER-NEXT:   func.func @cc_if(%arg0: i1, %arg1: f32, %arg2: memref<2xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:       %1 = memref.get_global @__constant_4xf32 : memref<4xf32>
// INFER-NEXT:       %cast = memref.cast %1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:     } else {
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER-NEXT:       %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// INFER-NEXT:       memref.copy %arg2, %subview : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1]>>
// INFER-NEXT:       %subview_0 = memref.subview %alloc[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
// INFER-NEXT:       memref.copy %arg2, %subview_0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1], offset: 2>>
// INFER-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   memref.global "private" constant @__constant_2x3xf32 : memref<2x3xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// INFER-NEXT:   func.func @expand_if_else(%arg0: i1, %arg1: memref<6xf32, strided<[?], offset: ?>>) -> memref<2x3xf32, strided<[?, ?], offset: ?>> {
// INFER-NEXT:     %0 = scf.if %arg0 -> (memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:       %1 = memref.get_global @__constant_2x3xf32 : memref<2x3xf32>
// INFER-NEXT:       %cast = memref.cast %1 : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     } else {
// INFER-NEXT:       %expand_shape = memref.expand_shape %arg1 {{\[\[}}0, 1{{\]\]}} output_shape [2, 3] : memref<6xf32, strided<[?], offset: ?>> into memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:       scf.yield %expand_shape : memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     return %0 : memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   memref.global "private" constant @__constant_6xf32 : memref<6xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// INFER-NEXT:   func.func @collapse_if(%arg0: i1, %arg1: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> memref<6xf32> {
// INFER-NEXT:     %0 = scf.if %arg0 -> (memref<6xf32>) {
// INFER-NEXT:       %1 = memref.get_global @__constant_6xf32 : memref<6xf32>
// INFER-NEXT:       scf.yield %1 : memref<6xf32>
// INFER-NEXT:     } else {
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:       memref.copy %arg1, %alloc : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32>
// INFER-NEXT:       %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<2x3xf32> into memref<6xf32>
// INFER-NEXT:       scf.yield %collapse_shape : memref<6xf32>
// INFER-NEXT:     }
// INFER-NEXT:     %cast = memref.cast %0 : memref<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// INFER-NEXT:     return %0 : memref<6xf32>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   memref.global "private" constant @__constant_6xf32 : memref<6xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// INFER-NEXT:   func.func @sel_if_else(%arg0: i1, %arg1: i1, %arg2: memref<6xf32, strided<[?], offset: ?>>, %arg3: memref<6xf32, strided<[?], offset: ?>>) -> memref<6xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %0 = scf.if %arg0 -> (memref<6xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:       %1 = memref.get_global @__constant_6xf32 : memref<6xf32>
// INFER-NEXT:       %cast = memref.cast %1 : memref<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<6xf32, strided<[?], offset: ?>>
// INFER-NEXT:     } else {
// INFER-NEXT:       %1 = arith.select %arg1, %arg2, %arg3 : memref<6xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %1 : memref<6xf32, strided<[?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     return %0 : memref<6xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// INFER-NEXT:   func.func @fe_if_both(%arg0: i1, %arg1: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %0 = scf.if %arg0 -> (memref<2xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:       %1 = memref.get_global @__constant_2xf32 : memref<2xf32>
// INFER-NEXT:       %cast = memref.cast %1 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// INFER-NEXT:     } else {
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// INFER-NEXT:       %c0 = arith.constant 0 : index
// INFER-NEXT:       %c1 = arith.constant 1 : index
// INFER-NEXT:       memref.store %arg1, %alloc[%c0] : memref<2xf32>
// INFER-NEXT:       memref.store %arg1, %alloc[%c1] : memref<2xf32>
// INFER-NEXT:       %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     return %0 : memref<2xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   memref.global "private" constant @__constant_2x3xf32 : memref<2x3xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// INFER-NEXT:   func.func @reshape_if(%arg0: i1, %arg1: memref<6xf32, strided<[?], offset: ?>>, %arg2: memref<2xindex, strided<[?], offset: ?>>) -> memref<2x3xf32> {
// INFER-NEXT:     %0 = scf.if %arg0 -> (memref<2x3xf32>) {
// INFER-NEXT:       %1 = memref.get_global @__constant_2x3xf32 : memref<2x3xf32>
// INFER-NEXT:       scf.yield %1 : memref<2x3xf32>
// INFER-NEXT:     } else {
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// INFER-NEXT:       memref.copy %arg1, %alloc : memref<6xf32, strided<[?], offset: ?>> to memref<6xf32>
// INFER-NEXT:       %reshape = memref.reshape %alloc(%arg2) : (memref<6xf32>, memref<2xindex, strided<[?], offset: ?>>) -> memref<2x3xf32>
// INFER-NEXT:       scf.yield %reshape : memref<2x3xf32>
// INFER-NEXT:     }
// INFER-NEXT:     %cast = memref.cast %0 : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %0 : memref<2x3xf32>
// INFER-NEXT:   }
// INFER-NEXT: }

// IDENTITY: module {
// IDENTITY-NEXT:   func.func @gen_if_else(%arg0: i1, %arg1: f32, %arg2: memref<4xf32>) -> memref<4xf32> {
// IDENTITY-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32, strided<[?], offset: ?>>) {
// IDENTITY-NEXT:       %cast = memref.cast %arg2 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:     } else {
// IDENTITY-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:       linalg.map outs(%alloc_0 : memref<4xf32>)
// IDENTITY-NEXT:         (%init: f32) {
// IDENTITY-NEXT:           %1 = linalg.index 0 : index
// IDENTITY-NEXT:           linalg.yield %arg1 : f32
// IDENTITY-NEXT:         }
// IDENTITY-NEXT:       %cast = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// IDENTITY-NEXT:     return %alloc : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @fe_if_both(%arg0: i1, %arg1: f32) -> memref<2xf32> {
// IDENTITY-NEXT:     %0 = scf.if %arg0 -> (memref<2xf32, strided<[?], offset: ?>>) {
// IDENTITY-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// IDENTITY-NEXT:       %c0 = arith.constant 0 : index
// IDENTITY-NEXT:       %c1 = arith.constant 1 : index
// IDENTITY-NEXT:       memref.store %arg1, %alloc_0[%c0] : memref<2xf32>
// IDENTITY-NEXT:       memref.store %arg1, %alloc_0[%c1] : memref<2xf32>
// IDENTITY-NEXT:       %cast = memref.cast %alloc_0 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:     } else {
// IDENTITY-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// IDENTITY-NEXT:       linalg.map outs(%alloc_0 : memref<2xf32>)
// IDENTITY-NEXT:         (%init: f32) {
// IDENTITY-NEXT:           linalg.yield %arg1 : f32
// IDENTITY-NEXT:         }
// IDENTITY-NEXT:       %cast = memref.cast %alloc_0 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// IDENTITY-NEXT:     memref.copy %0, %alloc : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32>
// IDENTITY-NEXT:     return %alloc : memref<2xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @pad_concat_if(%arg0: i1, %arg1: f32, %arg2: memref<2xf32>) -> memref<4xf32> {
// IDENTITY-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32, strided<[?], offset: ?>>) {
// IDENTITY-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:       linalg.map outs(%alloc_0 : memref<4xf32>)
// IDENTITY-NEXT:         (%init: f32) {
// IDENTITY-NEXT:           %1 = linalg.index 0 : index
// IDENTITY-NEXT:           linalg.yield %arg1 : f32
// IDENTITY-NEXT:         }
// IDENTITY-NEXT:       %subview = memref.subview %alloc_0[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// IDENTITY-NEXT:       memref.copy %arg2, %subview : memref<2xf32> to memref<2xf32, strided<[1], offset: 1>>
// IDENTITY-NEXT:       %cast = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:     } else {
// IDENTITY-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:       %subview = memref.subview %alloc_0[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// IDENTITY-NEXT:       memref.copy %arg2, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// IDENTITY-NEXT:       %subview_1 = memref.subview %alloc_0[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
// IDENTITY-NEXT:       memref.copy %arg2, %subview_1 : memref<2xf32> to memref<2xf32, strided<[1], offset: 2>>
// IDENTITY-NEXT:       %cast = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// IDENTITY-NEXT:     return %alloc : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @expand_if_else(%arg0: i1, %arg1: memref<6xf32>, %arg2: memref<2x3xf32>) -> memref<2x3xf32> {
// IDENTITY-NEXT:     %0 = scf.if %arg0 -> (memref<2x3xf32>) {
// IDENTITY-NEXT:       scf.yield %arg2 : memref<2x3xf32>
// IDENTITY-NEXT:     } else {
// IDENTITY-NEXT:       %expand_shape = memref.expand_shape %arg1 {{\[\[}}0, 1{{\]\]}} output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
// IDENTITY-NEXT:       scf.yield %expand_shape : memref<2x3xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0 : memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   memref.global "private" constant @__constant_6xf32 : memref<6xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// IDENTITY-NEXT:   func.func @sel_if_else(%arg0: i1, %arg1: i1, %arg2: memref<6xf32>, %arg3: memref<6xf32>) -> memref<6xf32> {
// IDENTITY-NEXT:     %0 = scf.if %arg0 -> (memref<6xf32>) {
// IDENTITY-NEXT:       %1 = memref.get_global @__constant_6xf32 : memref<6xf32>
// IDENTITY-NEXT:       scf.yield %1 : memref<6xf32>
// IDENTITY-NEXT:     } else {
// IDENTITY-NEXT:       %1 = arith.select %arg1, %arg2, %arg3 : memref<6xf32>
// IDENTITY-NEXT:       scf.yield %1 : memref<6xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0 : memref<6xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @gen_if_then(%arg0: i1, %arg1: f32, %arg2: memref<4xf32>) -> memref<4xf32> {
// IDENTITY-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32>) {
// IDENTITY-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:       linalg.map outs(%alloc : memref<4xf32>)
// IDENTITY-NEXT:         (%init: f32) {
// IDENTITY-NEXT:           %1 = linalg.index 0 : index
// IDENTITY-NEXT:           linalg.yield %arg1 : f32
// IDENTITY-NEXT:         }
// IDENTITY-NEXT:       scf.yield %alloc : memref<4xf32>
// IDENTITY-NEXT:     } else {
// IDENTITY-NEXT:       scf.yield %arg2 : memref<4xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// IDENTITY-NEXT:   func.func @pad_concat_if(%arg0: i1, %arg1: f32, %arg2: memref<2xf32>) -> memref<4xf32> {
// IDENTITY-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32>) {
// IDENTITY-NEXT:       %1 = memref.get_global @__constant_4xf32 : memref<4xf32>
// IDENTITY-NEXT:       scf.yield %1 : memref<4xf32>
// IDENTITY-NEXT:     } else {
// IDENTITY-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:       linalg.map outs(%alloc : memref<4xf32>)
// IDENTITY-NEXT:         (%init: f32) {
// IDENTITY-NEXT:           %1 = linalg.index 0 : index
// IDENTITY-NEXT:           linalg.yield %arg1 : f32
// IDENTITY-NEXT:         }
// IDENTITY-NEXT:       %subview = memref.subview %alloc[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// IDENTITY-NEXT:       memref.copy %arg2, %subview : memref<2xf32> to memref<2xf32, strided<[1], offset: 1>>
// IDENTITY-NEXT:       scf.yield %alloc : memref<4xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// IDENTITY-NEXT:   func.func @cc_if(%arg0: i1, %arg1: f32, %arg2: memref<2xf32>) -> memref<4xf32> {
// IDENTITY-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32, strided<[?], offset: ?>>) {
// IDENTITY-NEXT:       %1 = memref.get_global @__constant_4xf32 : memref<4xf32>
// IDENTITY-NEXT:       %cast = memref.cast %1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:     } else {
// IDENTITY-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:       %subview = memref.subview %alloc_0[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// IDENTITY-NEXT:       memref.copy %arg2, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// IDENTITY-NEXT:       %subview_1 = memref.subview %alloc_0[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
// IDENTITY-NEXT:       memref.copy %arg2, %subview_1 : memref<2xf32> to memref<2xf32, strided<[1], offset: 2>>
// IDENTITY-NEXT:       %cast = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// IDENTITY-NEXT:     return %alloc : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   memref.global "private" constant @__constant_2x3xf32 : memref<2x3xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// IDENTITY-NEXT:   func.func @expand_if_else(%arg0: i1, %arg1: memref<6xf32>) -> memref<2x3xf32> {
// IDENTITY-NEXT:     %0 = scf.if %arg0 -> (memref<2x3xf32>) {
// IDENTITY-NEXT:       %1 = memref.get_global @__constant_2x3xf32 : memref<2x3xf32>
// IDENTITY-NEXT:       scf.yield %1 : memref<2x3xf32>
// IDENTITY-NEXT:     } else {
// IDENTITY-NEXT:       %expand_shape = memref.expand_shape %arg1 {{\[\[}}0, 1{{\]\]}} output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
// IDENTITY-NEXT:       scf.yield %expand_shape : memref<2x3xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0 : memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   memref.global "private" constant @__constant_6xf32 : memref<6xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// IDENTITY-NEXT:   func.func @collapse_if(%arg0: i1, %arg1: memref<2x3xf32>) -> memref<6xf32> {
// IDENTITY-NEXT:     %0 = scf.if %arg0 -> (memref<6xf32>) {
// IDENTITY-NEXT:       %1 = memref.get_global @__constant_6xf32 : memref<6xf32>
// IDENTITY-NEXT:       scf.yield %1 : memref<6xf32>
// IDENTITY-NEXT:     } else {
// IDENTITY-NEXT:       %collapse_shape = memref.collapse_shape %arg1 {{\[\[}}0, 1{{\]\]}} : memref<2x3xf32> into memref<6xf32>
// IDENTITY-NEXT:       scf.yield %collapse_shape : memref<6xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0 : memref<6xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   memref.global "private" constant @__constant_6xf32 : memref<6xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// IDENTITY-NEXT:   func.func @sel_if_else(%arg0: i1, %arg1: i1, %arg2: memref<6xf32>, %arg3: memref<6xf32>) -> memref<6xf32> {
// IDENTITY-NEXT:     %0 = scf.if %arg0 -> (memref<6xf32>) {
// IDENTITY-NEXT:       %1 = memref.get_global @__constant_6xf32 : memref<6xf32>
// IDENTITY-NEXT:       scf.yield %1 : memref<6xf32>
// IDENTITY-NEXT:     } else {
// IDENTITY-NEXT:       %1 = arith.select %arg1, %arg2, %arg3 : memref<6xf32>
// IDENTITY-NEXT:       scf.yield %1 : memref<6xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0 : memref<6xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// IDENTITY-NEXT:   func.func @fe_if_both(%arg0: i1, %arg1: f32) -> memref<2xf32> {
// IDENTITY-NEXT:     %0 = scf.if %arg0 -> (memref<2xf32, strided<[?], offset: ?>>) {
// IDENTITY-NEXT:       %1 = memref.get_global @__constant_2xf32 : memref<2xf32>
// IDENTITY-NEXT:       %cast = memref.cast %1 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:     } else {
// IDENTITY-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// IDENTITY-NEXT:       %c0 = arith.constant 0 : index
// IDENTITY-NEXT:       %c1 = arith.constant 1 : index
// IDENTITY-NEXT:       memref.store %arg1, %alloc_0[%c0] : memref<2xf32>
// IDENTITY-NEXT:       memref.store %arg1, %alloc_0[%c1] : memref<2xf32>
// IDENTITY-NEXT:       %cast = memref.cast %alloc_0 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       scf.yield %cast : memref<2xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// IDENTITY-NEXT:     memref.copy %0, %alloc : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32>
// IDENTITY-NEXT:     return %alloc : memref<2xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   memref.global "private" constant @__constant_2x3xf32 : memref<2x3xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// IDENTITY-NEXT:   func.func @reshape_if(%arg0: i1, %arg1: memref<6xf32>, %arg2: memref<2xindex>) -> memref<2x3xf32> {
// IDENTITY-NEXT:     %0 = scf.if %arg0 -> (memref<2x3xf32>) {
// IDENTITY-NEXT:       %1 = memref.get_global @__constant_2x3xf32 : memref<2x3xf32>
// IDENTITY-NEXT:       scf.yield %1 : memref<2x3xf32>
// IDENTITY-NEXT:     } else {
// IDENTITY-NEXT:       %reshape = memref.reshape %arg1(%arg2) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
// IDENTITY-NEXT:       scf.yield %reshape : memref<2x3xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0 : memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
