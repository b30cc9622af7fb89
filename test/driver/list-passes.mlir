// --list-passes, --show-dialects, -h and --mlir-disable-threading, in
// mlir-opt 22's layout (the lines both tools print the same).
// RUN: bufopt --list-passes | FileCheck --check-prefix=LIST %s
// RUN: mlir-opt --list-passes | FileCheck --check-prefix=LIST %s
// RUN: bufopt --show-dialects | FileCheck --check-prefix=DIALECTS %s
// RUN: mlir-opt --show-dialects | FileCheck --check-prefix=DIALECTS %s
// RUN: bufopt -h | FileCheck --check-prefix=HELP %s
// RUN: bufopt --mlir-disable-threading %s | FileCheck --check-prefix=IR %s
// RUN: mlir-opt --mlir-disable-threading %s | FileCheck --check-prefix=IR %s

// LIST:      Passes:
// LIST:      {{^}}  --canonicalize                                          -   Canonicalize operations
// LIST:      {{^}}    --max-iterations=<long>                               - Max. iterations between applying patterns / simplifying regions
// LIST:      {{^}}    --region-simplify=<value>                             - Perform control flow optimizations to the region tree
// LIST-NEXT: {{^}}    =disabled                                           -   {{.*}}
// LIST:      {{^}}  --cse                                                   -   Eliminate common sub-expressions
// LIST:      {{^}}  --one-shot-bufferize                                    -   One-Shot Bufferize
// LIST-NEXT: {{^}}    --allow-return-allocs-from-loops                      - Allows returning/yielding new allocations from a loop
// LIST:      {{^}}    --bufferize-function-boundaries                       - Bufferize function boundaries

// DIALECTS: Available Dialects: {{.*}}affine,{{.*}}arith,{{.*}}bufferization,builtin,cf,{{.*}}func,{{.*}}linalg,{{.*}}math,memref,{{.*}}scf,{{.*}}tensor,{{.*}}vector

// HELP: USAGE: bufopt
// HELP: --mlir-print-ir-after-all

// IR: func.func @f()
func.func @f() {
  return
}
