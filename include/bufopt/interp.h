/* bufopt/interp.h - the reference interpreter and its checked heap.
 *
 * bo_interp_run executes one function of a module (no arguments) and writes
 * what the program prints (vector.print) to `out`, byte for byte as
 * mlir-runner prints it.  Tensors are immutable values; memrefs are views
 * (block, offset, sizes, strides) into heap, stack, global or tensor storage.
 * Every heap block is tracked: double free, bad free, use after free,
 * out-of-bounds access, reads of never-written memory and writes to constant
 * globals are reported as error diagnostics (through the module's context,
 * with the faulting op's location and a note at the allocating op), and so
 * are leaks when the function returns.  The library prints nothing else.
 *
 * Cost: the function bodies are decoded once into a compact instruction form
 * (linear in the number of ops); execution then costs one indirect call per
 * executed op, with named linalg ops running natively.
 */
#ifndef BUFOPT_INTERP_H
#define BUFOPT_INTERP_H

#include "bufopt/api.h"
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "bufopt/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct bo_interp_options {
  uint64_t max_steps;  /* executed ops before stopping with an error; 0 = no limit */
  bool allow_uninit;   /* reads of never-written memory: warning instead of error */
  unsigned max_call_depth; /* 0 = default (2000) */
  /* A failing cf.assert prints its message and a newline to the program's
   * output and the run goes on, as MLIR's -test-cf-assert lowering does
   * (instead of an error at the op, as the default lowering aborts). */
  bool assert_continue;
} bo_interp_options;

/* One allocation still live when the function returned. */
typedef struct bo_heap_leak {
  uint64_t bytes;
  bo_loc loc; /* the allocating op */
  const char *op_name;
} bo_heap_leak;

/* Counters of the checked heap.  Bytes are element count x element size, the
 * figure the runtime allocator sees.  leaks and their strings are owned by the
 * report (it may outlive the context): release with bo_heap_report_free. */
typedef struct bo_heap_report {
  uint64_t allocs, frees, peak_bytes, leaked_bytes, copied_bytes, errors;
  uint64_t steps; /* executed ops */
  size_t num_leaks;
  bo_heap_leak *leaks;
} bo_heap_report;

/* Runs @func (NULL: "main") of module, which must take no arguments.  Program
 * output goes to out.  report may be NULL.  Returns 0 when the run finished
 * without any error (heap errors and leaks included), non-zero otherwise;
 * errors are emitted as diagnostics on the module's context. */
BO_API int bo_interp_run(bo_op *module, const char *func, const bo_interp_options *opts, FILE *out,
                  bo_heap_report *report);

/* Writes the one-line summary
 *   heap: allocs=N frees=N peak_bytes=N leaked_bytes=N copied_bytes=N errors=N
 * or, with json, the same counters and the leak list as one JSON object. */
BO_API void bo_heap_report_write(FILE *f, const bo_heap_report *r, bool json);
BO_API void bo_heap_report_free(bo_heap_report *r);

#ifdef __cplusplus
}
#endif
#endif
