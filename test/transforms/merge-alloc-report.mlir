// merge-alloc{report=PATH}: the plan of every scope as JSON (one object per
// function and line) or SVG (one picture per function with scopes).
// RUN: rm -f %t.json %t.svg %t.first.svg %t.second.svg
// RUN: bufopt %s --allow-unregistered-dialect --merge-alloc="report=%t.json" > /dev/null
// (The field names are the planner's report format, include/bufopt/plan.h.)
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: bufopt %s --allow-unregistered-dialect --merge-alloc="report=%t.svg" > /dev/null
// RUN: FileCheck %s --check-prefix=SVG < %t.second.svg
// RUN: not ls %t.first.svg
// RUN: not bufopt %s --allow-unregistered-dialect --merge-alloc="report=%t.txt" 2>&1 | FileCheck %s --check-prefix=BAD

// JSON: {"scopes": [ ]}
// JSON-NEXT: "func @second, arena at {{.*}}merge-alloc-report.mlir:27:8"
// JSON-SAME: "arena": 192
// JSON-SAME: merge-alloc-report.mlir:27:8 ticks [3, 5]
// JSON-SAME: "size": 64
// JSON-SAME: merge-alloc-report.mlir:29:8 ticks [5, 6]
// JSON-SAME: "size": 128
// SVG: <svg
// SVG: func @second, arena at {{.*}}: arena 192 bytes, lower bound 192, ratio 1.000
// SVG-COUNT-2: <rect {{.*}}<title>
// BAD: error: 'func.func' op merge-alloc: report={{.*}}.txt: the name must end in .json or .svg
func.func @first() {
  return
}
func.func @second() {
  %a = memref.alloc() : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  %b = memref.alloc() : memref<32xf32>
  "test.use"(%a, %b) : (memref<16xf32>, memref<32xf32>) -> ()
  "test.use"(%b) : (memref<32xf32>) -> ()
  return
}
