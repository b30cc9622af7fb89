// A region op without RegionBranchOpInterface whose region hands a buffer
// out: ownership-based deallocation refuses it.
// RUN: bufopt %s -verify-diagnostics -ownership-based-buffer-deallocation
// RUN: mlir-opt %s -verify-diagnostics -ownership-based-buffer-deallocation

func.func @escapes() {
  // expected-error @+1 {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    %a = memref.alloc() : memref<2xf32>
    "test.return"(%a) : (memref<2xf32>) -> ()
  }) : () -> memref<2xf32>
  "test.read_buffer"(%0) : (memref<2xf32>) -> ()
  return
}
