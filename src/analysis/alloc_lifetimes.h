/* alloc_lifetimes.h - tick lifetimes of the memref.alloc ops of a function
 * (merge-alloc's trace collector; graph-compiler's TickCollecter).
 *
 * Every op of the function gets a tick in pre-order (the function is tick
 * 1).  An allocation's lifetime is [first, last]: the first and the last
 * tick at which an op with a memory effect touches it or one of its
 * aliases (buffer_view_flow.h); creating a view is no access.  A buffer
 * touched inside a loop or a branch it was not allocated in (or that is
 * used after it) gets the whole [start, end] of that op.  -2 marks a buffer
 * that cannot be traced (returned, yielded by a loop, pointer extracted);
 * -1 a buffer never touched.
 *
 * Two modes.  gc_compat reproduces graph-compiler exactly (only the
 * innermost loop or branch widens a lifetime; errors where it fails).
 * The native mode fixes its unsound cases: a widened lifetime is widened
 * again by every enclosing loop and branch up to the allocation scope;
 * sequential loops are never allocation scopes; a pointer or metadata
 * extracted, a free of an alias, a region op without region semantics, a
 * multi-block scope, an op with a memref of memrefs among its operands or
 * results (the buffer may be stored in it or moved into it) make a buffer
 * untraceable instead of failing; a direct
 * memref.dealloc of the allocation is recorded (the rewrite drops it) and
 * is no access; a buffer carried by control flow (an alias is a block
 * argument or the result of an op with regions: loop iter_args, scf.if
 * results) is merged only when it is allocated in its scope block itself
 * (ping_pong's loop-carried initial values): one allocated in a branch
 * (scf.if, scf.index_switch cases, carried out as the branch's result)
 * runs only when its branch does, while the arena before the branch op
 * would run every time.  (Carried buffers were not merged at all before:
 * the deallocation simplification could not tell two views of one arena
 * apart and fell back to run-time alias checks; it now knows that views
 * at disjoint constant byte ranges differ.)
 *
 * Cost: one forward alias resolve per allocation plus one walk; a widening
 * costs the buffer's effecting users times the nesting depth.
 */
#ifndef BUFOPT_ALLOC_LIFETIMES_H
#define BUFOPT_ALLOC_LIFETIMES_H

#include "../ir/ir_private.h"

enum { BO_TICK_UNUSED = -1, BO_TICK_UNTRACEABLE = -2 };

typedef struct bo_alloc_life {
  bo_op *alloc;
  int64_t alloc_tick, first, last;
  bo_op *scope;           /* the allocation scope op (NULL: none found) */
  bo_block *scope_block;  /* its single block (NULL: several) */
  int64_t bytes;          /* static size in bytes (0: dynamic or unknown) */
  bool mergeable;
  bool hoist;             /* gc_compat: hoisted out of a static scf.forall nest */
  bo_op *hoist_outer;     /* ... the outermost forall of the nest (its chain:
                             the scope ancestors from the allocation's nearest
                             one outwards, while static scf.foralls) */
  int64_t threads;        /* ... the product of the nest's trip counts (1: none);
                             bytes is the per-thread size times it */
  bool carried;           /* an alias is a block argument or a region op's result */
  bool feeds_call;        /* native: an alias is an operand of a call with a buffer
                             result (the deallocation passes count that result's
                             uses, and its free at the end of its block, as
                             uses of this buffer) */
  unsigned num_deallocs;  /* native: direct memref.dealloc ops of the result */
  bo_op *dealloc;         /* ... the first of them */
} bo_alloc_life;

typedef struct bo_lifetime_options {
  bool gc_compat;
  int64_t alignment; /* merge-alloc's `alignment` option (> 0) */
} bo_lifetime_options;

typedef struct bo_alloc_lifetimes {
  BO_VEC(bo_alloc_life) allocs; /* in program (pre-order) order */
  uint32_t num_ops; /* bo_number_ops(func): every op's id is its tick - 1 until the IR changes */
} bo_alloc_lifetimes;

/* Fills out for func.  Returns 0, or -1 after a diagnostic (gc_compat
 * only: the native mode never fails). */
int bo_alloc_lifetimes_compute(bo_op *func, const bo_lifetime_options *options,
                               bo_alloc_lifetimes *out);
void bo_alloc_lifetimes_free(bo_alloc_lifetimes *lt);

/* Bytes one element of a memref of elem takes once lowered (i1 = 1,
 * index = 8, complex = 2 parts), 0 when unknown.  gc_compat: graph-compiler's
 * max(bits / 8, 1) for integers and floats. */
int64_t bo_alloc_element_bytes(const bo_type *elem, bool gc_compat);

/* The scope ancestor of op: the nearest proper ancestor with the
 * AutomaticAllocationScope trait, or NULL. */
bo_op *bo_alloc_scope_ancestor(bo_op *op);

/* Dimension d of an scf.forall's lower bounds (which 0), upper bounds (1)
 * or steps (2): true and *c when constant (static, or an arith.constant
 * operand); *dyn is the operand when the entry is dynamic, else NULL. */
bool bo_forall_bound(bo_op *forall, int which, unsigned d, int64_t *c, bo_value **dyn);
/* The number of induction variables of an scf.forall. */
unsigned bo_forall_rank(const bo_op *forall);
/* The trip count of an scf.forall with constant bounds (product over its
 * dimensions of ceil((ub - lb) / step), 0 for an empty one), or -1. */
int64_t bo_forall_static_trips(bo_op *forall);

#endif
