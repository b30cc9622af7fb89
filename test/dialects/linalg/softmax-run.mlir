// linalg.softmax's semantics in the interpreter against upstream: the
// corpus program ops15_softmax.mlir run by bufopt (as written, and after
// bufopt's pipeline), and by mlir-runner after mlir-opt 22 decomposed the
// softmax ops on tensors (transform dialect), bufferized and lowered the
// program.  Same CHECK lines, digit for digit.
// RUN: bufopt %S/../../corpus/ops15_softmax.mlir --run | FileCheck %s
// RUN: bufopt %S/../../corpus/ops15_softmax.mlir --bufferization-pipeline | bufopt --run | FileCheck %s
// RUN: mlir-opt %S/../../corpus/ops15_softmax.mlir --transform-preload-library="transform-library-paths=%S/Inputs/decompose-softmax.transform" --transform-interpreter --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-math-to-libm --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-math-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts | mlir-runner -e main --entry-point-result=void --shared-libs=%mlir_c_runner_utils | FileCheck %s

// CHECK: 0.0900306, 0.880797, 0.706978
// CHECK-NEXT: 0.244728, 0.817574, 0.454531
// CHECK-NEXT: 0.665241, 0.939913, 0.715435
// CHECK-NEXT: 0.111457, 0.119203, 0.293022
// CHECK-NEXT: 0.499518, 0.182426, 0.545469
// CHECK-NEXT: 0.389025, 0.0600866, 0.284565
// CHECK-NEXT: 0.333333, 4.53979e-05, 0.293022
// CHECK-NEXT: 0.333333, 0.999955, 0.545469
// CHECK-NEXT: 0.333333, 0.0179862, 0.284565
// CHECK-NEXT: 0.997527, 0.999955, 0.706978
// CHECK-NEXT: 2.05606e-09, 4.53979e-05, 0.454531
// CHECK-NEXT: 0.00247262, 0.982014, 0.715435
// CHECK-NEXT: 1.62559e-304, 1
// CHECK-NEXT: 0.25, 0.25
