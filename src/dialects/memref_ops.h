/* memref_ops.h - the ops of the memref dialect, one BO_OP(ID, NAME) line each.
 *
 * An X-macro list (see op_ids.h): it generates the op ids (BO_OP_<ID>),
 * their names, and the index of each entry of the dialect's op table
 * (src/dialects/memref.c, written with BO_OP_DEF(ID, hooks...)).  No include
 * guard: it is included once per product. */
BO_OP(MEMREF_ALLOC, "memref.alloc")
BO_OP(MEMREF_ALLOCA, "memref.alloca")
BO_OP(MEMREF_ALLOCA_SCOPE, "memref.alloca_scope")
BO_OP(MEMREF_ALLOCA_SCOPE_RETURN, "memref.alloca_scope.return")
BO_OP(MEMREF_ASSUME_ALIGNMENT, "memref.assume_alignment")
BO_OP(MEMREF_ATOMIC_RMW, "memref.atomic_rmw")
BO_OP(MEMREF_CAST, "memref.cast")
BO_OP(MEMREF_COLLAPSE_SHAPE, "memref.collapse_shape")
BO_OP(MEMREF_COPY, "memref.copy")
BO_OP(MEMREF_DEALLOC, "memref.dealloc")
BO_OP(MEMREF_DIM, "memref.dim")
BO_OP(MEMREF_EXPAND_SHAPE, "memref.expand_shape")
BO_OP(MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, "memref.extract_aligned_pointer_as_index")
BO_OP(MEMREF_EXTRACT_STRIDED_METADATA, "memref.extract_strided_metadata")
BO_OP(MEMREF_GET_GLOBAL, "memref.get_global")
BO_OP(MEMREF_GLOBAL, "memref.global")
BO_OP(MEMREF_LOAD, "memref.load")
BO_OP(MEMREF_MEMORY_SPACE_CAST, "memref.memory_space_cast")
BO_OP(MEMREF_RANK, "memref.rank")
BO_OP(MEMREF_REALLOC, "memref.realloc")
BO_OP(MEMREF_REINTERPRET_CAST, "memref.reinterpret_cast")
BO_OP(MEMREF_RESHAPE, "memref.reshape")
BO_OP(MEMREF_STORE, "memref.store")
BO_OP(MEMREF_SUBVIEW, "memref.subview")
BO_OP(MEMREF_VIEW, "memref.view")
