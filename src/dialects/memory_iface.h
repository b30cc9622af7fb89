/* memory_iface.h - what an op does to memory (MLIR's MemoryEffectOpInterface
 * plus ViewLikeOpInterface, reduced to what buffer deallocation needs).
 *
 * An op's table entry points at one of these through bo_op_info.memory; ops
 * without one are not known to touch memory.  The description is static data
 * (no per-op computation): effects on result 0 / operand 0 as bits, and the
 * operand whose buffer result 0 is a view of.  Passes ask bo_memory_of; they
 * never look at op names.
 */
#ifndef BUFOPT_MEMORY_IFACE_H
#define BUFOPT_MEMORY_IFACE_H

#include "../ir/ir_private.h"

enum {
  BO_MEM_ALLOCATES = 1u << 0, /* result 0 is a new buffer */
  BO_MEM_SCOPED = 1u << 1,    /* ... freed automatically (alloca): never dealloc'ed */
  BO_MEM_FREES = 1u << 2,     /* frees operand 0 (or, for dealloc ops, its memrefs) */
  BO_MEM_READS = 1u << 3,     /* reads its memref operands */
  BO_MEM_WRITES = 1u << 4,    /* writes its memref operands */
  BO_MEM_ALIAS = 1u << 5,     /* result 0 is a view of operand `alias_operand` */
  BO_MEM_STATIC = 1u << 6,    /* result 0 is static memory (a global): never freed */
  BO_MEM_CALL = 1u << 7,      /* a call: every memref result is owned by the caller */
  BO_MEM_CAST = 1u << 8       /* with BO_MEM_ALIAS: result 0 is operand 0 under another
                                 type (memref.cast): the same buffer, the same view */
};

typedef struct bo_memory_iface {
  uint32_t effects;       /* BO_MEM_* */
  unsigned alias_operand; /* with BO_MEM_ALIAS */
} bo_memory_iface;

static inline const bo_memory_iface *bo_memory_of(const bo_op *op) {
  return (const bo_memory_iface *)op->info->memory;
}

/* The memory tables (src/dialects/<dialect>_memory.c). */
extern const bo_memory_iface bo_memory_alloc, bo_memory_alloca, bo_memory_free,
    bo_memory_read, bo_memory_write, bo_memory_read_write, bo_memory_view,
    bo_memory_realloc, bo_memory_clone, bo_memory_global,
    bo_memory_call, bo_memory_cast;

#endif
