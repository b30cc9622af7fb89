// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// builtin.module with a symbol name and attributes, nested modules, an empty
// module, and builtin.unrealized_conversion_cast in all its forms.

module @outer attributes {test.flag, test.v = 3 : i32} {
  module {
  }
  builtin.module @inner {
    func.func @f(%a: i32, %b: f32) -> i64 {
      %0 = builtin.unrealized_conversion_cast %a : i32 to i64
      %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, f64
      %2 = builtin.unrealized_conversion_cast to tensor<?xf32>
      %3 = builtin.unrealized_conversion_cast %2 : tensor<?xf32> to memref<?xf32> {test.tag}
      builtin.unrealized_conversion_cast %a : i32 to i64
      return %0 : i64
    }
  }
  module attributes {test.only_attrs} {
    %0 = builtin.unrealized_conversion_cast to i64
    %1:2 = unrealized_conversion_cast %0 : i64 to i32, i32
  }
  module @private_mod attributes {sym_visibility = "private"} {
  }
}

// CHECK: module @outer attributes {test.flag, test.v = 3 : i32} {
// CHECK-NEXT:   module {
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @f(%arg0: i32, %arg1: f32) -> i64 {
// CHECK-NEXT:       %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:       %1:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to i64, f64
// CHECK-NEXT:       %2 = builtin.unrealized_conversion_cast to tensor<?xf32>
// CHECK-NEXT:       %3 = builtin.unrealized_conversion_cast %2 : tensor<?xf32> to memref<?xf32> {test.tag}
// CHECK-NEXT:       %4 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:       return %0 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module attributes {test.only_attrs} {
// CHECK-NEXT:     %0 = unrealized_conversion_cast to i64
// CHECK-NEXT:     %1:2 = unrealized_conversion_cast %0 : i64 to i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   module @private_mod attributes {sym_visibility = "private"} {
// CHECK-NEXT:   }
// CHECK-NEXT: }
