// bufopt --plan-csv: the memory planner alone on MiniMalloc CSV files.

// MiniMalloc's example (capacity 12): greedy-by-size packs it exactly.
// RUN: bufopt --plan-csv=%S/Inputs/example.csv --planner=greedy-by-size 2>%t.err | FileCheck %s --check-prefix=GREEDY
// RUN: FileCheck %s --check-prefix=GREEDY-SUMMARY < %t.err
// GREEDY:      id,lower,upper,size,offset
// GREEDY-NEXT: b1,0,3,4,0
// GREEDY-NEXT: b2,3,9,4,0
// GREEDY-NEXT: b3,0,9,4,4
// GREEDY-NEXT: b4,9,21,4,0
// GREEDY-NEXT: b5,0,21,4,8
// GREEDY-NOT:  {{.}}
// GREEDY-SUMMARY: plan: buffers=5 arena=12 lower_bound=12 ratio=1.0000 planner=greedy-by-size seconds={{[0-9.]+}}

// The decision: capacity 12 fits; the exact search proves 11 does not.
// RUN: bufopt --plan-csv=%S/Inputs/example.csv --planner=exact --capacity=12 -o %t.csv 2>&1 | FileCheck %s --check-prefix=EXACT
// RUN: FileCheck %s --check-prefix=EXACT-CSV < %t.csv
// EXACT: plan: buffers=5 arena=12 lower_bound=12 ratio=1.0000 planner=exact seconds=
// EXACT-CSV: id,lower,upper,size,offset
// EXACT-CSV-COUNT-5: {{^b[1-5],[0-9]+,[0-9]+,4,(0|4|8)$}}
// RUN: not bufopt --plan-csv=%S/Inputs/example.csv --planner=exact --capacity=11 2>&1 | FileCheck %s --check-prefix=NOFIT
// NOFIT: example.csv: error: no plan within capacity 11 bytes found (best: 12 bytes)

// Columns in any order, alignments kept; the default planner keeps the best
// heuristic's plan when it reaches the lower bound.
// RUN: bufopt --plan-csv=%S/Inputs/aligned.csv --planner=trivial -o %t.trivial.csv 2>&1 | FileCheck %s --check-prefix=TRIVIAL-SUMMARY
// RUN: FileCheck %s --check-prefix=TRIVIAL < %t.trivial.csv
// TRIVIAL:      id,size,lower,upper,alignment,offset
// TRIVIAL-NEXT: x,100,0,10,64,0
// TRIVIAL-NEXT: y,3,5,15,1,100
// TRIVIAL-NEXT: z,64,12,20,32,128
// TRIVIAL-SUMMARY: plan: buffers=3 arena=192 lower_bound=103 ratio=1.8641 planner=trivial
// RUN: bufopt --plan-csv=%S/Inputs/aligned.csv -o %t.default.csv 2>&1 | FileCheck %s --check-prefix=DEFAULT-SUMMARY
// RUN: FileCheck %s --check-prefix=DEFAULT < %t.default.csv
// DEFAULT:      z,64,12,20,32,0
// DEFAULT-SUMMARY: plan: buffers=3 arena=103 lower_bound=103 ratio=1.0000 planner=

// Every planner by name.
// RUN: bufopt --plan-csv=%S/Inputs/example.csv --planner=best-fit 2>&1 | FileCheck %s --check-prefix=NAMES -DP=best-fit
// RUN: bufopt --plan-csv=%S/Inputs/example.csv --planner=gc-cost-model 2>&1 | FileCheck %s --check-prefix=NAMES -DP=gc-cost-model
// RUN: bufopt --plan-csv=%S/Inputs/example.csv --planner=gc-size-first 2>&1 | FileCheck %s --check-prefix=NAMES -DP=gc-size-first
// RUN: bufopt --plan-csv=%S/Inputs/example.csv --planner=exact --plan-time-limit=1 2>&1 | FileCheck %s --check-prefix=NAMES -DP=exact
// NAMES: plan: buffers=5 arena={{[0-9]+}} lower_bound=12 ratio={{[0-9.]+}} planner=[[P]] seconds=

// Reports: JSON and SVG.
// RUN: bufopt --plan-csv=%S/Inputs/example.csv --plan-report=%t.json -o %t.out.csv 2>/dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// JSON: {"scopes": [
// JSON: "name": "{{.*}}example.csv", "status": "ok", "planner": "{{[a-z-]+}}", "arena": 12, "lower_bound": 12, "ratio": 1.0000, "optimal": true
// JSON: {"label": "b1", "size": 4, "alignment": 1, "start": 0, "end": 3, "offset": {{[0-9]+}}}
// JSON: {"label": "b5", "size": 4, "alignment": 1, "start": 0, "end": 21, "offset": {{[0-9]+}}}
// RUN: bufopt --plan-csv=%S/Inputs/example.csv --planner=greedy-by-size --plan-report=%t.svg -o %t.out.csv 2>/dev/null
// RUN: FileCheck %s --check-prefix=SVG < %t.svg
// SVG: <svg xmlns="http://www.w3.org/2000/svg"
// SVG: greedy-by-size: arena 12 bytes, lower bound 12, ratio 1.000 (optimal)</text>
// SVG-COUNT-5: <title>b{{[1-5]}}: 4 bytes at {{[048]}}, ticks
// SVG: stroke="#d62728"
// SVG: lower bound 12</text>
// SVG: arena 12</text>
// SVG: </svg>
