// promote-buffers-to-stack counts an index element as the data layout
// says: a `dlti.dl_spec` entry for index on the closest op around the
// allocation that has one (256 bits here: 4 x index = 128 bytes), else 64
// bits.  The old code always counted 64 bits (32 bytes: promoted under a
// 64-byte limit).
// RUN: bufopt %s --split-input-file -promote-buffers-to-stack="max-alloc-size-in-bytes=64" | FileCheck %s --check-prefix=LOW
// RUN: mlir-opt %s --split-input-file -promote-buffers-to-stack="max-alloc-size-in-bytes=64" | FileCheck %s --check-prefix=LOW
// RUN: bufopt %s --split-input-file -promote-buffers-to-stack="max-alloc-size-in-bytes=128" | FileCheck %s --check-prefix=FITS
// RUN: mlir-opt %s --split-input-file -promote-buffers-to-stack="max-alloc-size-in-bytes=128" | FileCheck %s --check-prefix=FITS

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 256>>} {
  // LOW-LABEL: func.func @wide_index
  //  LOW-NEXT:   memref.alloc() : memref<4xindex>
  // FITS-LABEL: func.func @wide_index
  //  FITS-NEXT:   memref.alloca() : memref<4xindex>
  func.func @wide_index() {
    %0 = memref.alloc() : memref<4xindex>
    return
  }
  // Other element types keep their own width: 4 x i64 = 32 bytes.
  // LOW-LABEL: func.func @i64_elements
  //  LOW-NEXT:   memref.alloca() : memref<4xi64>
  func.func @i64_elements() {
    %0 = memref.alloc() : memref<4xi64>
    return
  }
}

// -----

// No spec: 64-bit index, 4 x index = 32 bytes.
// LOW-LABEL: func.func @default_index
//  LOW-NEXT:   memref.alloca() : memref<4xindex>
func.func @default_index() {
  %0 = memref.alloc() : memref<4xindex>
  return
}

// -----

// A nested module without a spec of its own takes the outer one's.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 256>>} {
  module {
    // LOW-LABEL: func.func @inner
    //  LOW-NEXT:   memref.alloc() : memref<4xindex>
    func.func @inner() {
      %0 = memref.alloc() : memref<4xindex>
      return
    }
  }
}
