/* fold.h - the folding and canonicalization hooks of the op tables.
 *
 * bo_op_info.fold is MLIR's fold(): given the constant attributes of the
 * operands it answers, per result, an attribute (a constant to materialise)
 * or an existing value, or updates the op in place.  Folders never create
 * or erase ops; the canonicalize driver does that.
 *
 * bo_op_info.canonicalize is MLIR's canonicalization patterns of one op,
 * written as a function that rewrites through a bo_rewriter.  The driver
 * (src/transforms/canonicalize.c) finds erased ops by walking up from them
 * (an erased op, or one nested in an erased op, is detached); the rewriter
 * tells it, before an op goes, so that the ops defining its operands are
 * looked at again (they may be dead now).
 *
 * The folders of a dialect live in src/dialects/<dialect>_fold.c.
 */
#ifndef BUFOPT_FOLD_H
#define BUFOPT_FOLD_H

#include "../ir/ir_private.h"

enum { BO_FOLD_NONE = 0, BO_FOLD_REPLACED = 1, BO_FOLD_IN_PLACE = 2 };

/* One result of a fold: exactly one of attr / value is set.  constant_op
 * is the op that materialises attr (MLIR's Dialect::materializeConstant of
 * the folded op's dialect): BO_OP_NONE (0) for arith.constant, or e.g.
 * BO_OP_INDEX_CONSTANT for the index dialect's folders. */
typedef struct bo_fold_result {
  const bo_attr *attr;
  bo_value *value;
  int constant_op; /* enum bo_op_id */
} bo_fold_result;

typedef struct bo_rewriter {
  bo_context *ctx;
  unsigned changes; /* rewrites done (for max-num-rewrites) */
  /* Called before op (and, nested, each op in it) is erased; may be NULL. */
  void (*will_erase)(struct bo_rewriter *rw, bo_op *op);
  void *user;
  /* Block -> number of branch edges into it + 1, kept by the driver (NULL:
   * counted on demand by scanning the region). */
  bo_mapping *predecessors;
} bo_rewriter;

/* The number of branch edges into b (O(1) with the driver's table). */
unsigned bo_rewriter_num_predecessors(bo_rewriter *rw, bo_block *b);
/* Records the edges of a branch just built (the driver's table). */
void bo_rewriter_add_edges(bo_rewriter *rw, const bo_op *branch);

/* Erases op (its results must be unused or used only inside it). */
void bo_rewriter_erase(bo_rewriter *rw, bo_op *op);
/* Replaces every use of op's results by values, then erases op. */
void bo_rewriter_replace(bo_rewriter *rw, bo_op *op, bo_value *const *values);
/* Moves the ops of the single block of region before `before`, with the
 * block arguments replaced by args (may be NULL when there are none), and
 * replaces op's results by the operands of the moved terminator, which is
 * erased; then erases op.  MLIR's replaceOpWithRegion + inlineBlockBefore. */
void bo_rewriter_inline_region(bo_rewriter *rw, bo_op *op, bo_region *region,
                               bo_value *const *args);

/* The one dead-op rule of every pass (fold.c): no effects but reads and
 * allocations of its results, asked through the traits and memory tables
 * (recursively into regions), and with trivially_dead: no result is used
 * and it is not a terminator (MLIR's isOpTriviallyDead).  An op no table
 * describes has unknown effects and is never dead. */
bool bo_op_is_effect_free(const bo_op *op);
bool bo_op_is_trivially_dead(const bo_op *op);

/* The constant handling of MLIR's OperationFolder as the passes that fold
 * outside canonicalize use it (empty-tensor-to-alloc-tensor, the dealloc
 * simplification), visiting a function body's ops in program order: a
 * duplicate of a known constant (same value attribute and type) is
 * replaced by it and erased; a new one moves to the top of the entry
 * block unless it follows there a constant the folder owns already.  Visit
 * returns whether op was a constant (handled: moved, kept or erased).
 * O(1) expected per op. */
typedef struct bo_constant_folder {
  bo_block *entry;   /* where constants go: the function body's first block */
  bo_mapping *known; /* value attribute -> constant op */
  bo_mapping *owned; /* constant op -> itself */
} bo_constant_folder;
void bo_constant_folder_init(bo_constant_folder *f, bo_block *entry);
void bo_constant_folder_free(bo_constant_folder *f);
bool bo_constant_folder_visit(bo_constant_folder *f, bo_op *op);

/* Helpers for folders. */
/* The constant an operand is (or NULL): the "value" of a constant-like op. */
const bo_attr *bo_fold_constant_of(const bo_value *v);
/* An integer / index / i1 scalar attribute's value, and whether a is one. */
bool bo_fold_int_of(const bo_attr *a, int64_t *out);

/* The folders and patterns (pointed at from the dialect tables). */
int bo_arith_fold_constant(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_addi(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_subi(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_muli(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_divsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_divui(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_remsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_remui(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_ceildivsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_ceildivui(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_floordivsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_shli(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_shrsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_shrui(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_addf(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_subf(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_mulf(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_divf(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_negf(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_maximumf(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_minimumf(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_float_cast(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_sitofp(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_uitofp(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_fptosi(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_fptoui(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_cmpf(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_remf(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_andi(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_ori(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_xori(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_minsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_maxsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_minui(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_maxui(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_cmpi(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_select(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_index_cast(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_index_castui(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_extui(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_extsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_fold_trunci(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_arith_canonicalize_select(bo_op *op, bo_rewriter *rw);
int bo_cf_canonicalize_br(bo_op *op, bo_rewriter *rw);
int bo_cf_canonicalize_cond_br(bo_op *op, bo_rewriter *rw);
int bo_math_fold_sqrt(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_exp(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_exp2(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_log(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_log2(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_log10(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_sin(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_cos(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_tan(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_tanh(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_atan(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_erf(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_absf(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_ceil(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_floor(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_trunc(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_roundeven(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_math_fold_powf(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_scf_canonicalize_if(bo_op *op, bo_rewriter *rw);
int bo_scf_canonicalize_for(bo_op *op, bo_rewriter *rw);
int bo_scf_canonicalize_while(bo_op *op, bo_rewriter *rw);
int bo_bufferization_canonicalize_dealloc(bo_op *op, bo_rewriter *rw);
int bo_bufferization_fold_to_tensor(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_bufferization_fold_to_buffer(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_bufferization_canonicalize_to_buffer(bo_op *op, bo_rewriter *rw);
int bo_bufferization_canonicalize_alloc_tensor(bo_op *op, bo_rewriter *rw);
int bo_bufferization_canonicalize_clone(bo_op *op, bo_rewriter *rw);
/* Patterns upstream registers with to_tensor / to_buffer / alloc_tensor,
 * rooted at ops of other dialects (their tables point here). */
int bo_bufferization_canonicalize_tensor_dim(bo_op *op, bo_rewriter *rw);
int bo_bufferization_canonicalize_memref_dim(bo_op *op, bo_rewriter *rw);
int bo_bufferization_canonicalize_load(bo_op *op, bo_rewriter *rw);
/* linalg_canon.c: EraseSelfCopy and EraseDeadLinalgOp. */
int bo_linalg_canonicalize(bo_op *op, bo_rewriter *rw);
int bo_memref_canonicalize_alloc(bo_op *op, bo_rewriter *rw);
int bo_memref_canonicalize_copy(bo_op *op, bo_rewriter *rw);
int bo_memref_fold_casts(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_memref_fold_store(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_memref_fold_cast(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_memref_fold_rank(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_memref_fold_dim(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_fold_reshape(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_memref_fold_memory_space_cast(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_memref_fold_reinterpret_cast(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_memref_fold_subview(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_memref_canonicalize_subview(bo_op *op, bo_rewriter *rw);
int bo_scf_fold_if(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_tensor_fold_cast(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_tensor_fold_bitcast(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_tensor_fold_reshape(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
/* affine_fold.c: affine.max / affine.min of constant map results. */
int bo_affine_fold_max(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_affine_fold_min(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
/* index.c: add / sub / mul of constants and x + 0, x - 0, x * 1. */
int bo_index_fold_add(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_index_fold_sub(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_index_fold_mul(bo_op *op, const bo_attr *const *c, bo_fold_result *r);

#endif
