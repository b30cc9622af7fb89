// dialect-filter without 'bufferization': an out-of-place write whose
// allocation needs dynamic sizes (no copy) is upstream's
// alloc_tensor(sizes): per dynamic dim an arith.constant and a tensor.dim
// of the operand (its to_tensor for a loop argument), or with 'tensor' in
// the filter a memref.dim (one to_buffer per dim for a function argument,
// above the op's own); a tensor.empty's sizes are its operands (upstream's
// reifyResultShapes), as are an alloc_tensor(sizes)'s.  Expected text:
// mlir-opt 22's.
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=linalg,scf,arith allow-return-allocs-from-loops" | FileCheck %s --check-prefix=LSA
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=linalg,scf,arith allow-return-allocs-from-loops" | FileCheck %s --check-prefix=LSA
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,linalg,scf allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TLS
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,linalg,scf allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TLS
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=linalg,scf allow-return-allocs-from-loops" | FileCheck %s --check-prefix=LS
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=linalg,scf allow-return-allocs-from-loops" | FileCheck %s --check-prefix=LS

// LSA: module {
// LSA-NEXT:   func.func @fill_dynamic(%arg0: tensor<?x4x?xf32>, %arg1: f32) -> (tensor<?x4x?xf32>, tensor<?x4x?xf32>) {
// LSA-NEXT:     %c0 = arith.constant 0 : index
// LSA-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x4x?xf32>
// LSA-NEXT:     %c2 = arith.constant 2 : index
// LSA-NEXT:     %dim_0 = tensor.dim %arg0, %c2 : tensor<?x4x?xf32>
// LSA-NEXT:     %0 = bufferization.alloc_tensor(%dim, %dim_0) : tensor<?x4x?xf32>
// LSA-NEXT:     %1 = bufferization.to_buffer %0 : tensor<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// LSA-NEXT:     linalg.fill ins(%arg1 : f32) outs(%1 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>)
// LSA-NEXT:     %2 = bufferization.to_tensor %1 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>> to tensor<?x4x?xf32>
// LSA-NEXT:     return %2, %arg0 : tensor<?x4x?xf32>, tensor<?x4x?xf32>
// LSA-NEXT:   }
// LSA-NEXT:   func.func @map_dyn(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: index) -> (tensor<?xf32>, tensor<?xf32>) {
// LSA-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// LSA-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// LSA-NEXT:     %2 = tensor.empty(%arg2) : tensor<?xf32>
// LSA-NEXT:     %c0 = arith.constant 0 : index
// LSA-NEXT:     %dim = tensor.dim %arg1, %c0 : tensor<?xf32>
// LSA-NEXT:     %3 = bufferization.alloc_tensor(%dim) : tensor<?xf32>
// LSA-NEXT:     %4 = bufferization.to_buffer %3 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// LSA-NEXT:     linalg.map { arith.negf } ins(%1 : memref<?xf32, strided<[?], offset: ?>>) outs(%4 : memref<?xf32, strided<[?], offset: ?>>)
// LSA-NEXT:     %5 = bufferization.to_tensor %4 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// LSA-NEXT:     %c0_0 = arith.constant 0 : index
// LSA-NEXT:     %c1 = arith.constant 1 : index
// LSA-NEXT:     %6 = bufferization.alloc_tensor() copy(%5) : tensor<?xf32>
// LSA-NEXT:     %7 = bufferization.to_buffer %6 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// LSA-NEXT:     %8 = scf.for %arg3 = %c0_0 to %arg2 step %c1 iter_args(%arg4 = %7) -> (memref<?xf32, strided<[?], offset: ?>>) {
// LSA-NEXT:       %9 = bufferization.to_tensor %arg4 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// LSA-NEXT:       %c0_1 = arith.constant 0 : index
// LSA-NEXT:       %dim_2 = tensor.dim %9, %c0_1 : tensor<?xf32>
// LSA-NEXT:       %10 = bufferization.alloc_tensor(%dim_2) : tensor<?xf32>
// LSA-NEXT:       %11 = bufferization.to_buffer %10 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// LSA-NEXT:       linalg.map { arith.negf } ins(%0 : memref<?xf32, strided<[?], offset: ?>>) outs(%11 : memref<?xf32, strided<[?], offset: ?>>)
// LSA-NEXT:       linalg.map { math.absf } ins(%arg4 : memref<?xf32, strided<[?], offset: ?>>) outs(%11 : memref<?xf32, strided<[?], offset: ?>>)
// LSA-NEXT:       scf.yield %11 : memref<?xf32, strided<[?], offset: ?>>
// LSA-NEXT:     }
// LSA-NEXT:     return %5, %arg1 : tensor<?xf32>, tensor<?xf32>
// LSA-NEXT:   }
// LSA-NEXT:   func.func @fill_empty(%arg0: index, %arg1: index, %arg2: f32, %arg3: f32) -> (tensor<?x3x?xf32>, tensor<?x3x?xf32>) {
// LSA-NEXT:     %0 = tensor.empty(%arg0, %arg1) : tensor<?x3x?xf32>
// LSA-NEXT:     %1 = bufferization.alloc_tensor(%arg0, %arg1) : tensor<?x3x?xf32>
// LSA-NEXT:     %2 = bufferization.to_buffer %1 : tensor<?x3x?xf32> to memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>>
// LSA-NEXT:     linalg.fill ins(%arg2 : f32) outs(%2 : memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>>)
// LSA-NEXT:     %3 = bufferization.to_tensor %2 : memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>> to tensor<?x3x?xf32>
// LSA-NEXT:     %4 = bufferization.alloc_tensor(%arg0, %arg1) : tensor<?x3x?xf32>
// LSA-NEXT:     %5 = bufferization.to_buffer %4 : tensor<?x3x?xf32> to memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>>
// LSA-NEXT:     linalg.fill ins(%arg3 : f32) outs(%5 : memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>>)
// LSA-NEXT:     %6 = bufferization.to_tensor %5 : memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>> to tensor<?x3x?xf32>
// LSA-NEXT:     return %3, %6 : tensor<?x3x?xf32>, tensor<?x3x?xf32>
// LSA-NEXT:   }
// LSA-NEXT:   func.func @fill_alloc_tensor(%arg0: index, %arg1: f32, %arg2: f32) -> (tensor<?xf32>, tensor<?xf32>) {
// LSA-NEXT:     %0 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// LSA-NEXT:     %1 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// LSA-NEXT:     %2 = bufferization.to_buffer %1 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// LSA-NEXT:     linalg.fill ins(%arg1 : f32) outs(%2 : memref<?xf32, strided<[?], offset: ?>>)
// LSA-NEXT:     %3 = bufferization.to_tensor %2 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// LSA-NEXT:     %4 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// LSA-NEXT:     %5 = bufferization.to_buffer %4 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// LSA-NEXT:     linalg.fill ins(%arg2 : f32) outs(%5 : memref<?xf32, strided<[?], offset: ?>>)
// LSA-NEXT:     %6 = bufferization.to_tensor %5 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// LSA-NEXT:     return %3, %6 : tensor<?xf32>, tensor<?xf32>
// LSA-NEXT:   }
// LSA-NEXT: }

// TLS: module {
// TLS-NEXT:   func.func @fill_dynamic(%arg0: tensor<?x4x?xf32>, %arg1: f32) -> (tensor<?x4x?xf32>, tensor<?x4x?xf32>) {
// TLS-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// TLS-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// TLS-NEXT:     %c0 = arith.constant 0 : index
// TLS-NEXT:     %dim = memref.dim %1, %c0 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// TLS-NEXT:     %c2 = arith.constant 2 : index
// TLS-NEXT:     %dim_0 = memref.dim %0, %c2 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// TLS-NEXT:     %2 = bufferization.alloc_tensor(%dim, %dim_0) : tensor<?x4x?xf32>
// TLS-NEXT:     %3 = bufferization.to_buffer %2 : tensor<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// TLS-NEXT:     linalg.fill ins(%arg1 : f32) outs(%3 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>)
// TLS-NEXT:     %4 = bufferization.to_tensor %3 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>> to tensor<?x4x?xf32>
// TLS-NEXT:     return %4, %arg0 : tensor<?x4x?xf32>, tensor<?x4x?xf32>
// TLS-NEXT:   }
// TLS-NEXT:   func.func @map_dyn(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: index) -> (tensor<?xf32>, tensor<?xf32>) {
// TLS-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TLS-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TLS-NEXT:     %2 = bufferization.to_buffer %arg1 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TLS-NEXT:     %c0 = arith.constant 0 : index
// TLS-NEXT:     %dim = memref.dim %2, %c0 : memref<?xf32, strided<[?], offset: ?>>
// TLS-NEXT:     %3 = bufferization.alloc_tensor(%dim) : tensor<?xf32>
// TLS-NEXT:     %4 = bufferization.to_buffer %3 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TLS-NEXT:     linalg.map { arith.negf } ins(%1 : memref<?xf32, strided<[?], offset: ?>>) outs(%4 : memref<?xf32, strided<[?], offset: ?>>)
// TLS-NEXT:     %5 = bufferization.to_tensor %4 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// TLS-NEXT:     %c0_0 = arith.constant 0 : index
// TLS-NEXT:     %c1 = arith.constant 1 : index
// TLS-NEXT:     %6 = bufferization.alloc_tensor() copy(%5) : tensor<?xf32>
// TLS-NEXT:     %7 = bufferization.to_buffer %6 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TLS-NEXT:     %8 = scf.for %arg3 = %c0_0 to %arg2 step %c1 iter_args(%arg4 = %7) -> (memref<?xf32, strided<[?], offset: ?>>) {
// TLS-NEXT:       %c0_1 = arith.constant 0 : index
// TLS-NEXT:       %dim_2 = memref.dim %arg4, %c0_1 : memref<?xf32, strided<[?], offset: ?>>
// TLS-NEXT:       %9 = bufferization.alloc_tensor(%dim_2) : tensor<?xf32>
// TLS-NEXT:       %10 = bufferization.to_buffer %9 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TLS-NEXT:       linalg.map { arith.negf } ins(%0 : memref<?xf32, strided<[?], offset: ?>>) outs(%10 : memref<?xf32, strided<[?], offset: ?>>)
// TLS-NEXT:       linalg.map { math.absf } ins(%arg4 : memref<?xf32, strided<[?], offset: ?>>) outs(%10 : memref<?xf32, strided<[?], offset: ?>>)
// TLS-NEXT:       scf.yield %10 : memref<?xf32, strided<[?], offset: ?>>
// TLS-NEXT:     }
// TLS-NEXT:     return %5, %arg1 : tensor<?xf32>, tensor<?xf32>
// TLS-NEXT:   }
// TLS-NEXT:   func.func @fill_empty(%arg0: index, %arg1: index, %arg2: f32, %arg3: f32) -> (tensor<?x3x?xf32>, tensor<?x3x?xf32>) {
// TLS-NEXT:     %0 = bufferization.alloc_tensor(%arg0, %arg1) : tensor<?x3x?xf32>
// TLS-NEXT:     %1 = bufferization.to_buffer %0 : tensor<?x3x?xf32> to memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>>
// TLS-NEXT:     %2 = bufferization.alloc_tensor(%arg0, %arg1) : tensor<?x3x?xf32>
// TLS-NEXT:     %3 = bufferization.to_buffer %2 : tensor<?x3x?xf32> to memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>>
// TLS-NEXT:     linalg.fill ins(%arg2 : f32) outs(%3 : memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>>)
// TLS-NEXT:     %4 = bufferization.to_tensor %3 : memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>> to tensor<?x3x?xf32>
// TLS-NEXT:     linalg.fill ins(%arg3 : f32) outs(%1 : memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>>)
// TLS-NEXT:     %5 = bufferization.to_tensor %1 : memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>> to tensor<?x3x?xf32>
// TLS-NEXT:     return %4, %5 : tensor<?x3x?xf32>, tensor<?x3x?xf32>
// TLS-NEXT:   }
// TLS-NEXT:   func.func @fill_alloc_tensor(%arg0: index, %arg1: f32, %arg2: f32) -> (tensor<?xf32>, tensor<?xf32>) {
// TLS-NEXT:     %0 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// TLS-NEXT:     %1 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// TLS-NEXT:     %2 = bufferization.to_buffer %1 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TLS-NEXT:     linalg.fill ins(%arg1 : f32) outs(%2 : memref<?xf32, strided<[?], offset: ?>>)
// TLS-NEXT:     %3 = bufferization.to_tensor %2 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// TLS-NEXT:     %4 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// TLS-NEXT:     %5 = bufferization.to_buffer %4 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TLS-NEXT:     linalg.fill ins(%arg2 : f32) outs(%5 : memref<?xf32, strided<[?], offset: ?>>)
// TLS-NEXT:     %6 = bufferization.to_tensor %5 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// TLS-NEXT:     return %3, %6 : tensor<?xf32>, tensor<?xf32>
// TLS-NEXT:   }
// TLS-NEXT: }

// LS: module {
// LS-NEXT:   func.func @fill_dynamic(%arg0: tensor<?x4x?xf32>, %arg1: f32) -> (tensor<?x4x?xf32>, tensor<?x4x?xf32>) {
// LS-NEXT:     %c0 = arith.constant 0 : index
// LS-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x4x?xf32>
// LS-NEXT:     %c2 = arith.constant 2 : index
// LS-NEXT:     %dim_0 = tensor.dim %arg0, %c2 : tensor<?x4x?xf32>
// LS-NEXT:     %0 = bufferization.alloc_tensor(%dim, %dim_0) : tensor<?x4x?xf32>
// LS-NEXT:     %1 = bufferization.to_buffer %0 : tensor<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// LS-NEXT:     linalg.fill ins(%arg1 : f32) outs(%1 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>)
// LS-NEXT:     %2 = bufferization.to_tensor %1 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>> to tensor<?x4x?xf32>
// LS-NEXT:     return %2, %arg0 : tensor<?x4x?xf32>, tensor<?x4x?xf32>
// LS-NEXT:   }
// LS-NEXT:   func.func @map_dyn(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: index) -> (tensor<?xf32>, tensor<?xf32>) {
// LS-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// LS-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// LS-NEXT:     %2 = tensor.empty(%arg2) : tensor<?xf32>
// LS-NEXT:     %c0 = arith.constant 0 : index
// LS-NEXT:     %dim = tensor.dim %arg1, %c0 : tensor<?xf32>
// LS-NEXT:     %3 = bufferization.alloc_tensor(%dim) : tensor<?xf32>
// LS-NEXT:     %4 = bufferization.to_buffer %3 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// LS-NEXT:     linalg.map { arith.negf } ins(%1 : memref<?xf32, strided<[?], offset: ?>>) outs(%4 : memref<?xf32, strided<[?], offset: ?>>)
// LS-NEXT:     %5 = bufferization.to_tensor %4 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// LS-NEXT:     %c0_0 = arith.constant 0 : index
// LS-NEXT:     %c1 = arith.constant 1 : index
// LS-NEXT:     %6 = bufferization.alloc_tensor() copy(%5) : tensor<?xf32>
// LS-NEXT:     %7 = bufferization.to_buffer %6 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// LS-NEXT:     %8 = scf.for %arg3 = %c0_0 to %arg2 step %c1 iter_args(%arg4 = %7) -> (memref<?xf32, strided<[?], offset: ?>>) {
// LS-NEXT:       %9 = bufferization.to_tensor %arg4 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// LS-NEXT:       %c0_1 = arith.constant 0 : index
// LS-NEXT:       %dim_2 = tensor.dim %9, %c0_1 : tensor<?xf32>
// LS-NEXT:       %10 = bufferization.alloc_tensor(%dim_2) : tensor<?xf32>
// LS-NEXT:       %11 = bufferization.to_buffer %10 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// LS-NEXT:       linalg.map { arith.negf } ins(%0 : memref<?xf32, strided<[?], offset: ?>>) outs(%11 : memref<?xf32, strided<[?], offset: ?>>)
// LS-NEXT:       linalg.map { math.absf } ins(%arg4 : memref<?xf32, strided<[?], offset: ?>>) outs(%11 : memref<?xf32, strided<[?], offset: ?>>)
// LS-NEXT:       scf.yield %11 : memref<?xf32, strided<[?], offset: ?>>
// LS-NEXT:     }
// LS-NEXT:     return %5, %arg1 : tensor<?xf32>, tensor<?xf32>
// LS-NEXT:   }
// LS-NEXT:   func.func @fill_empty(%arg0: index, %arg1: index, %arg2: f32, %arg3: f32) -> (tensor<?x3x?xf32>, tensor<?x3x?xf32>) {
// LS-NEXT:     %0 = tensor.empty(%arg0, %arg1) : tensor<?x3x?xf32>
// LS-NEXT:     %1 = bufferization.alloc_tensor(%arg0, %arg1) : tensor<?x3x?xf32>
// LS-NEXT:     %2 = bufferization.to_buffer %1 : tensor<?x3x?xf32> to memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>>
// LS-NEXT:     linalg.fill ins(%arg2 : f32) outs(%2 : memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>>)
// LS-NEXT:     %3 = bufferization.to_tensor %2 : memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>> to tensor<?x3x?xf32>
// LS-NEXT:     %4 = bufferization.alloc_tensor(%arg0, %arg1) : tensor<?x3x?xf32>
// LS-NEXT:     %5 = bufferization.to_buffer %4 : tensor<?x3x?xf32> to memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>>
// LS-NEXT:     linalg.fill ins(%arg3 : f32) outs(%5 : memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>>)
// LS-NEXT:     %6 = bufferization.to_tensor %5 : memref<?x3x?xf32, strided<[?, ?, ?], offset: ?>> to tensor<?x3x?xf32>
// LS-NEXT:     return %3, %6 : tensor<?x3x?xf32>, tensor<?x3x?xf32>
// LS-NEXT:   }
// LS-NEXT:   func.func @fill_alloc_tensor(%arg0: index, %arg1: f32, %arg2: f32) -> (tensor<?xf32>, tensor<?xf32>) {
// LS-NEXT:     %0 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// LS-NEXT:     %1 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// LS-NEXT:     %2 = bufferization.to_buffer %1 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// LS-NEXT:     linalg.fill ins(%arg1 : f32) outs(%2 : memref<?xf32, strided<[?], offset: ?>>)
// LS-NEXT:     %3 = bufferization.to_tensor %2 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// LS-NEXT:     %4 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// LS-NEXT:     %5 = bufferization.to_buffer %4 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// LS-NEXT:     linalg.fill ins(%arg2 : f32) outs(%5 : memref<?xf32, strided<[?], offset: ?>>)
// LS-NEXT:     %6 = bufferization.to_tensor %5 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// LS-NEXT:     return %3, %6 : tensor<?xf32>, tensor<?xf32>
// LS-NEXT:   }
// LS-NEXT: }

func.func @fill_dynamic(%t: tensor<?x4x?xf32>, %v: f32) -> (tensor<?x4x?xf32>, tensor<?x4x?xf32>) {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<?x4x?xf32>) -> tensor<?x4x?xf32>
  return %f, %t : tensor<?x4x?xf32>, tensor<?x4x?xf32>
}
func.func @map_dyn(%t: tensor<?xf32>, %u: tensor<?xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %e = tensor.empty(%n) : tensor<?xf32>
  %a = linalg.map { arith.negf } ins(%t : tensor<?xf32>) outs(%u : tensor<?xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%x = %a) -> (tensor<?xf32>) {
    %b = linalg.map { arith.negf } ins(%t : tensor<?xf32>) outs(%x : tensor<?xf32>)
    %c = linalg.map { math.absf } ins(%x : tensor<?xf32>) outs(%b : tensor<?xf32>)
    scf.yield %c : tensor<?xf32>
  }
  return %a, %u : tensor<?xf32>, tensor<?xf32>
}
func.func @fill_empty(%n: index, %m: index, %v: f32, %w: f32) -> (tensor<?x3x?xf32>, tensor<?x3x?xf32>) {
  %e = tensor.empty(%n, %m) : tensor<?x3x?xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?x3x?xf32>) -> tensor<?x3x?xf32>
  %g = linalg.fill ins(%w : f32) outs(%e : tensor<?x3x?xf32>) -> tensor<?x3x?xf32>
  return %f, %g : tensor<?x3x?xf32>, tensor<?x3x?xf32>
}
func.func @fill_alloc_tensor(%n: index, %v: f32, %w: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %e = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %g = linalg.fill ins(%w : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %f, %g : tensor<?xf32>, tensor<?xf32>
}
