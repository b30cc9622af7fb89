// bufopt --plan-csv: every error has a file:line: error: diagnostic and exit 1.

// RUN: not bufopt --plan-csv=%S/Inputs/missing-column.csv 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: missing-column.csv:1: error: missing column 'size'
// RUN: not bufopt --plan-csv=%S/Inputs/unknown-column.csv 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: unknown-column.csv:1: error: unknown column 'colour' (expected id,lower,upper,size[,alignment])
// RUN: not bufopt --plan-csv=%S/Inputs/gaps.csv 2>&1 | FileCheck %s --check-prefix=GAPS
// GAPS: gaps.csv:1: error: column 'gaps' is not supported yet
// RUN: not bufopt --plan-csv=%S/Inputs/fields.csv 2>&1 | FileCheck %s --check-prefix=FIELDS
// FIELDS: fields.csv:3: error: expected 4 fields, found 3
// RUN: not bufopt --plan-csv=%S/Inputs/integer.csv 2>&1 | FileCheck %s --check-prefix=INTEGER
// INTEGER: integer.csv:4: error: invalid integer 'zero' in column 'lower'
// RUN: not bufopt --plan-csv=%S/Inputs/negative.csv 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: negative.csv:2: error: negative size '-4'
// RUN: not bufopt --plan-csv=%S/Inputs/backwards.csv 2>&1 | FileCheck %s --check-prefix=BACKWARDS
// BACKWARDS: backwards.csv:2: error: upper '1' is below lower '5'
// RUN: not bufopt --plan-csv=%S/Inputs/alignment.csv 2>&1 | FileCheck %s --check-prefix=ALIGN
// ALIGN: alignment.csv:2: error: alignment '0' is not positive
// RUN: not bufopt --plan-csv=%S/Inputs/empty.csv 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: empty.csv:1: error: empty input, expected a header line 'id,lower,upper,size'
// RUN: not bufopt --plan-csv=%S/Inputs/overflow.csv 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// OVERFLOW: overflow.csv: error: buffer 1: sizes and alignments overflow int64
// OVERFLOW-NOT: plan:
// RUN: not bufopt --plan-csv=%S/Inputs/does-not-exist.csv 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: bufopt: error: cannot open '{{.*}}does-not-exist.csv'
// RUN: not bufopt --plan-csv=%S/Inputs/example.csv --planner=best_fit 2>&1 | FileCheck %s --check-prefix=PLANNER
// PLANNER: bufopt: error: unknown planner 'best_fit' (expected default, trivial, greedy-by-size, best-fit, gc-cost-model, gc-size-first or exact)
// RUN: not bufopt --plan-csv=%S/Inputs/example.csv --capacity=-3 2>&1 | FileCheck %s --check-prefix=CAPACITY
// CAPACITY: bufopt: error: --capacity needs a positive number of bytes
// RUN: not bufopt --plan-csv=%S/Inputs/example.csv --plan-time-limit=soon 2>&1 | FileCheck %s --check-prefix=LIMIT
// LIMIT: bufopt: error: --plan-time-limit needs a positive number of seconds
// RUN: not bufopt --plan-csv=%S/Inputs/example.csv --split-input-file 2>&1 | FileCheck %s --check-prefix=ARG
// ARG: bufopt: error: unknown argument '--split-input-file' with --plan-csv
