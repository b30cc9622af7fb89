// dump-alias-sets on functions whose first tensor producer is a named
// linalg op (its body is built lazily: the namer used to build it after the
// analysis had numbered the function, the numberings disagreed and no set
// was printed) and on unknown ops whose regions have tensor arguments (the
// analysis does not enter them: each argument is its own set, as upstream;
// this used to crash).  Expected text: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --one-shot-bufferize="test-analysis-only dump-alias-sets" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --allow-unregistered-dialect --one-shot-bufferize="test-analysis-only dump-alias-sets" | FileCheck %s
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --one-shot-bufferize="test-analysis-only dump-alias-sets bufferize-function-boundaries" | FileCheck %s --check-prefix=FB
// RUN: mlir-opt %s --split-input-file --allow-unregistered-dialect --one-shot-bufferize="test-analysis-only dump-alias-sets bufferize-function-boundaries" | FileCheck %s --check-prefix=FB

// CHECK-LABEL: func.func @fill_then_insert
// CHECK: %[[E:.*]] = tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"%[[I:[a-z0-9_]+]]", "%[[F:[0-9]+]]", "%[[E]]"]]}
// CHECK: %[[F]] = linalg.fill {{.*}}__opresult_alias_set_attr__ = {{\[\[}}"%[[I]]", "%[[F]]", "%[[E]]"]]}
// CHECK: %[[I]] = tensor.insert {{.*}}__opresult_alias_set_attr__ = {{\[\[}}"%[[I]]", "%[[F]]", "%[[E]]"]]}
// FB-LABEL: func.func @fill_then_insert
// FB: linalg.fill {{.*}}__opresult_alias_set_attr__ =
func.func @fill_then_insert(%v: f32, %w: f32, %i: index) -> f32 {
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %t = tensor.insert %w into %f[%i] : tensor<6xf32>
  %x = tensor.extract %t[%i] : tensor<6xf32>
  return %x : f32
}

// -----

// CHECK-LABEL: func.func @region_args
// CHECK: "foreign.wrap"(%{{.*}}) ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<3xi32>, %{{.*}}: index, %[[B:.*]]: tensor<2xi32>):
// CHECK: __bbarg_alias_set_attr__ = {{\[\[\[}}["%[[A]]"], ["%[[B]]"]]]]
// FB-LABEL: func.func @region_args
// FB: __bbarg_alias_set_attr__ = {{\[\[\[}}["%arg1"], ["%arg3"]]]]
func.func @region_args(%t: tensor<3xi32>) {
  "foreign.wrap"(%t) ({
  ^bb0(%a: tensor<3xi32>, %n: index, %b: tensor<2xi32>):
    "foreign.end"() : () -> ()
  }) : (tensor<3xi32>) -> ()
  return
}
