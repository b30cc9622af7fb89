// The printing flags beyond generic/debuginfo, each checked against mlir-opt
// 22 with the same lines.
// RUN: bufopt %s --mlir-elide-elementsattrs-if-larger=3 | FileCheck --check-prefix=ELIDE %s
// RUN: mlir-opt %s --mlir-elide-elementsattrs-if-larger=3 | FileCheck --check-prefix=ELIDE %s
// RUN: bufopt %s --mlir-print-elementsattrs-with-hex-if-larger=3 | FileCheck --check-prefix=HEX %s
// RUN: mlir-opt %s --mlir-print-elementsattrs-with-hex-if-larger=3 | FileCheck --check-prefix=HEX %s
// RUN: bufopt %s --mlir-print-elementsattrs-with-hex-if-larger=-1 | FileCheck --check-prefix=NOHEX %s
// RUN: mlir-opt %s --mlir-print-elementsattrs-with-hex-if-larger=-1 | FileCheck --check-prefix=NOHEX %s
// RUN: bufopt %s --mlir-print-local-scope | FileCheck --check-prefix=LOCAL %s
// RUN: mlir-opt %s --mlir-print-local-scope | FileCheck --check-prefix=LOCAL %s
// RUN: bufopt %s --mlir-print-local-scope --mlir-print-debuginfo | FileCheck --check-prefix=LOCALDBG %s
// RUN: mlir-opt %s --mlir-print-local-scope --mlir-print-debuginfo | FileCheck --check-prefix=LOCALDBG %s
// RUN: bufopt %s --mlir-print-unique-ssa-ids | FileCheck --check-prefix=UNIQUE %s
// RUN: mlir-opt %s --mlir-print-unique-ssa-ids | FileCheck --check-prefix=UNIQUE %s
// RUN: bufopt %s --mlir-print-skip-regions | FileCheck --check-prefix=SKIP %s
// RUN: mlir-opt %s --mlir-print-skip-regions | FileCheck --check-prefix=SKIP %s
// RUN: bufopt %s --mlir-print-skip-regions --mlir-print-op-generic | FileCheck --check-prefix=SKIPGEN %s
// RUN: mlir-opt %s --mlir-print-skip-regions --mlir-print-op-generic | FileCheck --check-prefix=SKIPGEN %s
// RUN: not bufopt %s --mlir-elide-elementsattrs-if-larger=x 2>&1 | FileCheck --check-prefix=BADNUM %s
// --mlir-print-op-on-diagnostic=false is accepted (no "see current operation"
// note; see op-on-diagnostic.mlir).
// RUN: bufopt %s --mlir-print-op-on-diagnostic=false | FileCheck --check-prefix=DIAGOFF %s
// (the note itself: op-on-diagnostic.mlir; value users: value-users.mlir)

// (line kept so that the locations below stay put)
// ELIDE:  arith.constant dense_resource<__elided__> : tensor<4xf32>
// ELIDE:  arith.constant dense<[1, 2, 3]> : tensor<3xi32>

// HEX:    arith.constant dense<"0x0000803F000000400000404000008040"> : tensor<4xf32>
// HEX:    arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// HEX:    arith.constant dense<"0x{{(00000000)+}}01000000"> : tensor<101xi32>

// NOHEX:  arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// NOHEX:  arith.constant dense<[0, 0, 0, 0,

// LOCAL-NOT: #map
// LOCAL:     affine.apply affine_map<(d0) -> (d0 + 1)>(%1)
// LOCAL:     {{^}$}}
// LOCAL-NOT: {{.}}

// LOCALDBG-NOT: #loc
// LOCALDBG:     affine.apply affine_map<(d0) -> (d0 + 1)>(%1) loc("{{.*}}print-flags-more.mlir":[[@LINE+29]]:8)
// LOCALDBG-NOT: #loc

// UNIQUE:      %1 = scf.if %arg1 -> (index) {
// UNIQUE-NEXT:   %4 = arith.addi %0, %arg0 : index
// UNIQUE:      } else {
// UNIQUE-NEXT:   %3 = arith.muli %0, %arg0 : index
// UNIQUE:      %2 = affine.apply #map(%1)

// SKIP:      {{^}}module {...}{{$}}
// SKIPGEN:   {{^}}"builtin.module"() ({...}) : () -> (){{$}}

// DIAGOFF-NOT: {{^}}module {...}
// DIAGOFF: func.func @f
// (the --mlir-print-value-users / op-on-diagnostic checks moved to their own files)
// BADNUM: for the --mlir-elide-elementsattrs-if-larger option: 'x' value invalid for uint argument

func.func @f(%a: index, %b: i1, %t: tensor<4xf32>) -> (index, tensor<4xf32>) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %i = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %z = arith.constant dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]> : tensor<101xi32>
  %0 = arith.addi %a, %a : index
  %1 = scf.if %b -> index {
    %2 = arith.addi %0, %a : index
    scf.yield %2 : index
  } else {
    %3 = arith.muli %0, %a : index
    scf.yield %3 : index
  }
  %x = affine.apply affine_map<(d0) -> (d0 + 1)>(%1)
  return %x, %c : index, tensor<4xf32>
}
