/* krnl_ops.h - the Krnl dialect's op list (onnx-mlir's memref-level
 * sequence ops; the rest of Krnl is not modelled).  One line per op:
 * BO_OP(ID, "name"); includers define BO_OP.
 */
BO_OP(KRNL_SEQ_ALLOC, "krnl.seqalloc")
BO_OP(KRNL_SEQ_STORE, "krnl.seqstore")
BO_OP(KRNL_SEQ_EXTRACT, "krnl.seqextract")
BO_OP(KRNL_SEQ_DEALLOC, "krnl.seqdealloc")
/* bufopt's additions (docs/sequences.md): insert / erase that take over
 * their input sequence, moving its slots instead of copying them. */
BO_OP(KRNL_SEQ_INSERT_MOVE, "krnl.seqinsert_move")
BO_OP(KRNL_SEQ_ERASE_MOVE, "krnl.seqerase_move")
