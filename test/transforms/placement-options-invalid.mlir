// Invalid options of the issue-5 passes (canonicalize, cse, expand-realloc,
// the placement passes and both pipelines): a diagnostic naming the option
// and the pass, exit status 1, no output.
// RUN: not bufopt %s --promote-buffers-to-stack=max-alloc-size-in-bytes=abc 2>&1 | FileCheck %s --check-prefix=PROMOTE
// RUN: not bufopt %s --promote-buffers-to-stack=max-rank-of-allocated-memref=-1 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not bufopt %s --optimize-allocation-liveness=foo=1 2>&1 | FileCheck %s --check-prefix=LIVENESS
// RUN: not bufopt %s --buffer-hoisting=x 2>&1 | FileCheck %s --check-prefix=HOIST
// RUN: not bufopt %s --buffer-loop-hoisting=q 2>&1 | FileCheck %s --check-prefix=LOOPHOIST
// RUN: not bufopt %s --canonicalize=max-iterations=-z 2>&1 | FileCheck %s --check-prefix=CANON
// RUN: not bufopt %s --cse=a 2>&1 | FileCheck %s --check-prefix=CSE
// RUN: not bufopt %s --expand-realloc=emit-deallocs=maybe 2>&1 | FileCheck %s --check-prefix=REALLOC
// RUN: not bufopt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership=2 2>&1 | FileCheck %s --check-prefix=DEALLOCPIPE
// RUN: not bufopt %s --bufferization-pipeline=x 2>&1 | FileCheck %s --check-prefix=MAIN

// PROMOTE: error: invalid value 'abc' for unsigned integer option 'max-alloc-size-in-bytes' of pass 'promote-buffers-to-stack'
// RANK: error: invalid value '-1' for unsigned integer option 'max-rank-of-allocated-memref' of pass 'promote-buffers-to-stack'
// LIVENESS: error: unknown option 'foo' for pass 'optimize-allocation-liveness' (it has no options)
// HOIST: error: unknown option 'x' for pass 'buffer-hoisting' (it has no options)
// LOOPHOIST: error: unknown option 'q' for pass 'buffer-loop-hoisting' (it has no options)
// CANON: error: invalid value '-z' for integer option 'max-iterations' of pass 'canonicalize'
// CSE: error: unknown option 'a' for pass 'cse' (it has no options)
// REALLOC: error: invalid value 'maybe' for boolean option 'emit-deallocs' of pass 'expand-realloc' (expected 'true' or 'false')
// DEALLOCPIPE: error: invalid value '2' for boolean option 'private-function-dynamic-ownership' of pass 'buffer-deallocation-pipeline' (expected 'true' or 'false')
// MAIN: error: unknown option 'x' for pass 'bufferization-pipeline'

func.func @f() {
  return
}
