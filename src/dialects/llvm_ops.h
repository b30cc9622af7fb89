/* llvm_ops.h - the ops of the LLVM dialect bufopt registers (X-macro list,
 * see op_ids.h); the others stay unknown ops (the dialect is open). */
BO_OP(LLVM_FUNC, "llvm.func")
BO_OP(LLVM_MLIR_ADDRESSOF, "llvm.mlir.addressof")
BO_OP(LLVM_MLIR_GLOBAL, "llvm.mlir.global")
BO_OP(LLVM_RETURN, "llvm.return")
