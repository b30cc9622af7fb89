/* llvm.h - what other parts of bufopt ask of the LLVM dialect's ops. */
#ifndef BUFOPT_DIALECTS_LLVM_H
#define BUFOPT_DIALECTS_LLVM_H

#include "../ir/ir_private.h"

/* The bytes of an `llvm.mlir.global` whose value is a string (*len of
 * them), NULL for any other op. */
const char *bo_llvm_global_string(const bo_op *global, size_t *len);

#endif
