/* memory_iface.h - what an op does to memory (MLIR's MemoryEffectOpInterface
 * plus ViewLikeOpInterface, reduced to what buffer deallocation needs), and
 * how control passes buffers through its regions (the part of MLIR's
 * RegionBranchOpInterface / RegionBranchTerminatorOpInterface that
 * deallocation needs).
 *
 * An op's table entry points at one of these through bo_op_info.memory; ops
 * without one are not known to touch memory.  The description is static data
 * (no per-op computation): effects on result 0 / operand 0 as bits, the
 * operand whose buffer result 0 is a view of, and for control flow the first
 * operand that is forwarded (to the entry region for a region op, to the
 * parent for a region terminator).  Passes ask bo_memory_of; they never look
 * at op names.
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
  /* Region control flow (scf.for/if/while/...): operands from `forward_from`
   * on enter the entry region as its block arguments (in order, extra ones
   * may be appended), results come from the region terminators. */
  BO_MEM_REGION_BRANCH = 1u << 8,
  /* A terminator returning to the parent op (scf.yield, scf.condition,
   * func.return): operands from `forward_from` on are the values passed
   * (extra ones may be appended). */
  BO_MEM_REGION_RETURN = 1u << 9,
  BO_MEM_NO_FORWARD = 1u << 10, /* ... but it cannot pass buffers (scf.reduce) */
  BO_MEM_SELECT = 1u << 11,     /* result 0 is operand 1 or 2, as operand 0 says */
  /* A loop (scf.for): its body's block arguments from `entry_args_from` on
   * are the forwarded operands in the first iteration and the body
   * terminator's forwarded operands after; results are the last ones. */
  BO_MEM_LOOP = 1u << 12,
  /* A branch (cf.br): operands from `forward_from` on go to successor 0. */
  BO_MEM_BRANCH = 1u << 13,
  /* ... a conditional one (cf.cond_br): operand 0 is the condition, the
   * operands of successor 0 and 1 are operand segments 1 and 2. */
  BO_MEM_COND_BRANCH = 1u << 14,
  BO_MEM_CAST = 1u << 15,     /* with BO_MEM_ALIAS: result 0 is operand 0 under another
                                 type (memref.cast): the same buffer, the same view */
  /* Ownership of buffers held in buffers (docs/sequences.md).  A memref of
   * memrefs (a "container": memref<?xmemref<...>>, what a sequence lowers
   * to) owns the buffers stored in it and frees them when it is freed.
   * BO_MEM_STORES_BUFFER: operand 0, when it is a memref, is a buffer moved
   * into the container operand 1 (memref.store): the storing block gives up
   * its ownership, and the container lives as long as the buffer is used. */
  BO_MEM_STORES_BUFFER = 1u << 16,
  /* BO_MEM_BORROWS_BUFFER: result 0, when it is a memref, is a buffer the
   * container operand 0 still owns (memref.load): the reader does not own
   * it, and its uses keep the container alive. */
  BO_MEM_BORROWS_BUFFER = 1u << 17,
  /* BO_MEM_CONSUMES: the op takes over the buffer of operand 0 (moves what
   * it holds into result 0 and frees the rest) when its last operand, an
   * i1, says it owns it (otherwise it copies and frees nothing): the
   * deallocation pass sets that operand to the block's ownership of
   * operand 0 and gives the ownership up. */
  BO_MEM_CONSUMES = 1u << 18
};

typedef struct bo_memory_iface {
  uint32_t effects;       /* BO_MEM_* */
  unsigned alias_operand; /* with BO_MEM_ALIAS */
  unsigned forward_from;  /* with BO_MEM_REGION_BRANCH / BO_MEM_REGION_RETURN */
  unsigned entry_args_from; /* with BO_MEM_LOOP */
  /* The only exception to static data: an op whose effects depend on an
   * attribute (krnl.seqextract: copy = 0 borrows, copy = 1 allocates)
   * gives the table that applies to this op.  (NULL: this one.) */
  const struct bo_memory_iface *(*select)(const bo_op *op);
} bo_memory_iface;

static inline const bo_memory_iface *bo_memory_of(const bo_op *op) {
  const bo_memory_iface *m = (const bo_memory_iface *)op->info->memory;
  return m && m->select ? m->select(op) : m;
}

/* The memory tables (src/dialects/<dialect>_memory.c). */
extern const bo_memory_iface bo_memory_alloc, bo_memory_alloca, bo_memory_free,
    bo_memory_read, bo_memory_write, bo_memory_read_write, bo_memory_view,
    bo_memory_realloc, bo_memory_clone, bo_memory_global,
    bo_memory_call, bo_memory_return, bo_memory_select, bo_memory_scf_region,
    bo_memory_scf_for, bo_memory_scf_yield, bo_memory_scf_condition,
    bo_memory_scf_no_forward, bo_memory_cast, bo_memory_branch, bo_memory_cond_branch,
    bo_memory_load, bo_memory_store;
/* No effect of its own: the effects of the ops in its regions only. */
extern const bo_memory_iface bo_memory_none;

/* True for a memref whose elements are memrefs (a container, see above). */
static inline bool bo_type_is_buffer_container(const bo_type *t) {
  return t && (t->kind == BO_TYPE_MEMREF || t->kind == BO_TYPE_UNRANKED_MEMREF) &&
         bo_type_is_memref(bo_type_get_element_type(t));
}

#endif
