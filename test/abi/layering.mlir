// The library's link-level layering (scripts/layering.sh, from nm on the
// build's objects): no object of src/dialects/, src/analysis/ or
// src/interfaces/ references a symbol defined in src/transforms/, and no
// object of src/ir/ references a pass or a dialect (registration happens in
// src/init/).  Fails with the offending references listed.
// RUN: sh %S/../../scripts/layering.sh %build_dir | FileCheck %s
// CHECK: references from src/dialects, src/analysis, src/interfaces to src/transforms: 0
// CHECK: references from src/ir to passes and dialects: 0
