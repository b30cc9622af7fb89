// printMemref* of a memref with an empty dimension: upstream's library
// prints an element of it anyway (a read out of bounds: garbage under
// mlir-runner), so the interpreter stops with an error after the metadata
// line, which is the same for both.
// RUN: not bufopt %s --run 2>%t.err | FileCheck %s --check-prefix=EMPTY
// RUN: FileCheck %s --check-prefix=EMPTY-ERR < %t.err
// RUN: mlir-opt %s --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: mlir-runner %t.mlir -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils | FileCheck %s --check-prefix=EMPTY

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// EMPTY: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 0] strides = [0, 1] data =
// EMPTY-ERR: runtime-empty-dim.mlir:[[@LINE+4]]:3: error: 'func.call' op @printMemrefF32 of a memref with an empty dimension: the runtime library prints an element of it anyway (a read out of bounds)
func.func @main() {
  %e = memref.alloc() : memref<2x0xf32>
  %u = memref.cast %e : memref<2x0xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %e : memref<2x0xf32>
  return
}
