// Misspelled flags, passes and pass options are errors that name the closest
// valid spelling.
// RUN: not bufopt --symbl-dce %s 2>&1 | FileCheck --check-prefix=PASS %s
// RUN: not bufopt --split-input-fil %s 2>&1 | FileCheck --check-prefix=FLAG %s
// RUN: not bufopt --no-such-thing-at-all %s 2>&1 | FileCheck --check-prefix=FAR %s
// RUN: not bufopt --symbol-dce="foo=1" %s 2>&1 | FileCheck --check-prefix=OPT %s
// RUN: not bufopt --pass-pipeline='builtin.module(symbl-dce)' %s 2>&1 | FileCheck --check-prefix=PIPE %s
// RUN: not bufopt --pass-pipeline='builtin.module(symbol-dce' %s 2>&1 | FileCheck --check-prefix=SYNTAX %s
// RUN: not bufopt %s %s 2>&1 | FileCheck --check-prefix=TWO %s
// RUN: not bufopt %s.does-not-exist 2>&1 | FileCheck --check-prefix=MISSING %s

// PASS: Unknown command line argument '--symbl-dce'.  Try: 'bufopt --help'
// PASS-NEXT: Did you mean '--symbol-dce'?
// FLAG: Unknown command line argument '--split-input-fil'.
// FLAG-NEXT: Did you mean '--split-input-file'?
// FAR: Unknown command line argument '--no-such-thing-at-all'.
// FAR-NOT: Did you mean
// OPT: error: unknown option 'foo' for pass 'symbol-dce'
// PIPE: error: 'symbl-dce' does not refer to a registered pass; did you mean 'symbol-dce'?
// SYNTAX: error: invalid pass pipeline 'builtin.module(symbol-dce': expected ')' at column 26
// TWO: Too many positional arguments
// MISSING: could not open input file
func.func @f() {
  return
}
