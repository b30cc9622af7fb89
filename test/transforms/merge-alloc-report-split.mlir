// merge-alloc{report=PATH} under --split-input-file: every piece's plans
// go into the one report (in JSON a line per function of every piece, in
// input order); a later piece's SVG whose name is taken gets .2, .3, ...
// (Before, each piece started the file again and only the last one stayed.)
// RUN: rm -f %t.json %t.svg %t.2.svg %t.3.svg %t.g.svg %t.g.2.svg %t.h.svg
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --merge-alloc="report=%t.json" > /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --merge-alloc="report=%t.svg" > /dev/null
// RUN: FileCheck %s --check-prefix=SVG1 < %t.svg
// RUN: FileCheck %s --check-prefix=SVG2 < %t.2.svg
// RUN: FileCheck %s --check-prefix=SVG3 < %t.3.svg
// RUN: FileCheck %s --check-prefix=SVGG < %t.g.svg
// RUN: FileCheck %s --check-prefix=SVGG2 < %t.g.2.svg
// RUN: FileCheck %s --check-prefix=SVGH < %t.h.svg
// A second run starts the JSON file afresh (one context per run).
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --merge-alloc="report=%t.json" > /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json

// JSON: "func @f, arena at {{.*}}merge-alloc-report-split.mlir:41:8"
// JSON-SAME: "arena": 192
// JSON-NEXT: "func @f, arena at {{.*}}merge-alloc-report-split.mlir:52:8"
// JSON-SAME: "arena": 384
// JSON-NEXT: {"scopes": [ ]}
// JSON-NEXT: "func @g, arena at {{.*}}merge-alloc-report-split.mlir:66:8"
// JSON-SAME: "arena": 96
// JSON-NEXT: {"scopes": [ ]}
// JSON-NEXT: "func @g, arena at {{.*}}merge-alloc-report-split.mlir:78:8"
// JSON-SAME: "arena": 48
// JSON-NEXT: "func @h, arena at {{.*}}merge-alloc-report-split.mlir:84:8"
// JSON-SAME: "arena": 24
// JSON-NEXT: "func @f, arena at {{.*}}merge-alloc-report-split.mlir:93:8"
// JSON-SAME: "arena": 12
// JSON-NOT: scopes
// SVG1: func @f, arena at {{.*}}: arena 192 bytes
// SVG2: func @f, arena at {{.*}}: arena 384 bytes
// SVG3: func @f, arena at {{.*}}: arena 12 bytes
// SVGG: func @g, arena at {{.*}}: arena 96 bytes
// SVGG2: func @g, arena at {{.*}}: arena 48 bytes
// SVGH: func @h, arena at {{.*}}: arena 24 bytes
func.func @f() {
  %a = memref.alloc() : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  %b = memref.alloc() : memref<32xf32>
  "test.use"(%a, %b) : (memref<16xf32>, memref<32xf32>) -> ()
  "test.use"(%b) : (memref<32xf32>) -> ()
  return
}

// -----

func.func @f() {
  %a = memref.alloc() : memref<32xf32>
  "test.use"(%a) : (memref<32xf32>) -> ()
  %b = memref.alloc() : memref<64xf32>
  "test.use"(%a, %b) : (memref<32xf32>, memref<64xf32>) -> ()
  "test.use"(%b) : (memref<64xf32>) -> ()
  return
}

// -----

func.func @e() {
  return
}
func.func @g() {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<16xf32>
  "test.use"(%a, %b) : (memref<8xf32>, memref<16xf32>) -> ()
  return
}

// -----

func.func @e() {
  return
}
func.func @g() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<8xf32>
  "test.use"(%a, %b) : (memref<4xf32>, memref<8xf32>) -> ()
  return
}
func.func @h() {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<4xf32>
  "test.use"(%a, %b) : (memref<2xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f() {
  %a = memref.alloc() : memref<1xf32>
  %b = memref.alloc() : memref<2xf32>
  "test.use"(%a, %b) : (memref<1xf32>, memref<2xf32>) -> ()
  return
}
