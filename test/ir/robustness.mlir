// Malformed input of every kind gets a diagnostic and exit status 1: never a
// crash, a hang or a partial output.  (Inputs are generated into %t files.)

// 10,000 nested regions.
// RUN: python3 -c "print('func.func @f() {' + '\"test.r\"() ({ ' * 10000 + '}) : () -> () ' * 10000 + 'func.return }')" > %t.regions.mlir
// RUN: not bufopt --allow-unregistered-dialect %t.regions.mlir 2>&1 | FileCheck %s --check-prefix=DEEP
// 10,000 nested array attributes and 10,000 nested types.
// RUN: python3 -c "print('\"test.a\"() {a = ' + '[' * 10000 + ']' * 10000 + '} : () -> ()')" > %t.attrs.mlir
// RUN: not bufopt --allow-unregistered-dialect %t.attrs.mlir 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: python3 -c "print('\"test.t\"() : () -> ' + 'complex<' * 10000 + 'f32' + '>' * 10000)" > %t.types.mlir
// RUN: not bufopt --allow-unregistered-dialect %t.types.mlir 2>&1 | FileCheck %s --check-prefix=DEEP
// DEEP: error: nesting is too deep (more than 500 levels)

// Garbage bytes.
// RUN: printf '\001\002\377\376 func @\033[0m' > %t.garbage.mlir
// RUN: not bufopt --allow-unregistered-dialect %t.garbage.mlir 2>&1 | FileCheck %s --check-prefix=GARBAGE
// GARBAGE: error: unexpected character

// Truncated text: every prefix of a valid function fails cleanly.
// RUN: python3 -c "import subprocess,sys; src=open(sys.argv[1]).read(); bad=[n for n in range(1,len(src)) if subprocess.run([sys.argv[2], '-o', '/dev/null', '-'], input=src[:n].encode(), capture_output=True).returncode not in (0,1)]; print('bad prefixes:', bad)" %S/Inputs/small.mlir bufopt | FileCheck %s --check-prefix=TRUNC
// TRUNC: bad prefixes: []

// Huge integers.
// RUN: echo '%%0 = "test.c"() {v = 99999999999999999999999999 : i32} : () -> i32' > %t.huge.mlir
// RUN: not bufopt --allow-unregistered-dialect %t.huge.mlir 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: error: integer constant out of range for attribute

// Unterminated string and region.
// RUN: printf 'func.func @f() {\n  "test.op"() {s = "abc' > %t.str.mlir
// RUN: not bufopt --allow-unregistered-dialect %t.str.mlir 2>&1 | FileCheck %s --check-prefix=STR
// STR: error: expected '"' in string literal
// RUN: printf 'func.func @f() {\n  func.return\n' > %t.region.mlir
// RUN: not bufopt --allow-unregistered-dialect %t.region.mlir 2>&1 | FileCheck %s --check-prefix=REGION
// REGION: error: expected '}' to end region
