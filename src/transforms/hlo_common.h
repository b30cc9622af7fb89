/* hlo_common.h - helpers the MLIR-HLO deallocation passes share
 * (src/transforms/hlo_*.c): rebuilding an op with extra operands and
 * results, the structure of scf-like region ops as their memory hooks
 * describe it, and a small union-find over values.
 */
#ifndef BUFOPT_HLO_COMMON_H
#define BUFOPT_HLO_COMMON_H

#include "../dialects/deallocation.h"
#include "../dialects/memory_iface.h"

typedef BO_VEC(bo_value *) hlo_values;

/* Marks a function hlo-deallocation-pipeline deallocated with
 * ownership-based-buffer-deallocation (multi-block bodies, which
 * hlo-deallocate does not support): hlo-deallocate leaves it alone and
 * owns its memref results at each call. */
#define HLO_OWNERSHIP_BASED_ATTR "deallocation.ownership_based"
typedef BO_VEC(bo_op *) hlo_ops;

/* A copy of op (same name, attributes, properties, regions moved over) with
 * extra operands and result types appended, inserted before op; op's
 * results are replaced by the leading new results and op is erased. */
bo_op *hlo_rebuild_op(bo_op *op, bo_value *const *extra_operands, unsigned n_extra_operands,
                      const bo_type *const *extra_results, unsigned n_extra_results);

/* The shape of a region-branch op, from its memory hooks:
 *  HLO_FOR    one region, a loop: operands from forward_from enter the body's
 *             arguments from entry_args_from; the yield goes back and out;
 *  HLO_WHILE  two regions, a loop: operands enter region 0; its terminator
 *             (from forward_from) goes to region 1 and out; region 1's goes
 *             back to region 0;
 *  HLO_IF     no loop: each region's terminator goes out (scf.if,
 *             execute_region, index_switch; forall/parallel have no memref
 *             results). */
typedef enum hlo_shape { HLO_NOT_REGION_BRANCH, HLO_FOR, HLO_WHILE, HLO_IF } hlo_shape;
hlo_shape hlo_shape_of(const bo_op *op);
/* First forwarded operand of a region-branch op / region terminator. */
unsigned hlo_forward_from(const bo_op *op);

/* Union-find over values (a class per value, created on first use). */
typedef struct hlo_uf {
  bo_mapping *index; /* value -> node + 1 */
  BO_VEC(uint32_t) parent;
  BO_VEC(const bo_value *) value; /* node -> the value that made it */
  /* Optional: called after each union that merged two classes, with the
   * surviving root and the root merged into it (per-class data). */
  void (*on_union)(void *user, uint32_t root, uint32_t merged);
  void *user;
} hlo_uf;
uint32_t hlo_uf_find(hlo_uf *u, const bo_value *v);
/* Merges b's class into a's (a's leader stays). */
void hlo_uf_union(hlo_uf *u, const bo_value *a, const bo_value *b);
void hlo_uf_free(hlo_uf *u);
/* The leader of a class: the value of its root node (union(a, b) keeps
 * a's leader). */
static inline const bo_value *hlo_uf_leader(const hlo_uf *u, uint32_t root) {
  return u->value.data[root];
}

/* MLIR-HLO's "value order" (ref-hlo.md 4.10), a total order on the values
 * of one function: block arguments before op results; arguments by number;
 * results of one op by number; ops of one block in block order; otherwise
 * the two values' regions are walked upward in lockstep: the first
 * differing region number decides, or, once both regions sit in one region,
 * the order of their parent ops; the value whose chain ends first comes
 * first.  Returns <0, 0 or >0.  O(depth + distance of the ops compared in
 * their block). */
int hlo_value_order(const bo_value *a, const bo_value *b);

bool hlo_is_memref(const bo_value *v);
/* The dense view-source chain: the value a view op (not a cast) takes its
 * buffer from, or NULL. */
bo_value *hlo_view_source(const bo_value *v);
/* arith.constant 0 : index at the start of the function holding op. */
bo_value *hlo_const_index(bo_op *func, int64_t value);
bo_op *hlo_enclosing_func(bo_op *op);

/* What upstream's greedy rewrite driver does to a function besides its
 * patterns (hlo-buffer-reuse's cleanup, hlo-deallocation-to-scf): the
 * folder's constants (in walk order, a constant equal to one seen in its
 * insertion region is merged into it; the others move to the front of
 * that region's entry block unless they are there or follow a kept one),
 * then pure ops without uses erased (*changed set).  O(ops). */
void hlo_greedy_cleanup(bo_op *func, bool *changed);
/* The `arith.constant 0 : index` among the constants at the top of func's
 * entry block (after hlo_greedy_cleanup every constant is there), or a new
 * one at the front, as the folder places a constant a pattern creates. */
bo_value *hlo_top_const_index_zero(bo_op *func);

#endif

/* Control-flow edges of region-branch ops (hlo_shape_of), by position.
 * hlo_successors: the values operand `index` of op becomes when op is a
 * region-branch op (forwarded operand) or a region terminator of one;
 * hlo_predecessors: the values that flow into v when v is a region argument
 * or a result of a region-branch op.  Both append to out and return false
 * when the position has no edge. */
bool hlo_successors(bo_op *op, unsigned index, hlo_values *out);
bool hlo_predecessors(bo_value *v, hlo_values *out);

/* Builds the op `id` (BO_OP_*) `(operands) {props} : type` with one result
 * (type NULL: none) at b; returns the result (or NULL). */
bo_value *hlo_build1(bo_builder *b, unsigned id, unsigned n, bo_value *const *operands,
                     const bo_type *type, unsigned num_props, const bo_named_attr *props);
/* arith.constant of an index / i1 value at b. */
bo_value *hlo_build_index(bo_builder *b, int64_t v);
bo_value *hlo_build_bool(bo_builder *b, bool v);
/* arith.cmpi PRED (0 eq, 1 ne) of two index values. */
bo_value *hlo_build_cmpi(bo_builder *b, int64_t pred, bo_value *x, bo_value *y);
/* scf.if %cond -> (types) with a then block and, when with_else, an else
 * block (both empty, no terminators yet). */
bo_op *hlo_build_if(bo_builder *b, bo_value *cond, unsigned n, const bo_type *const *types,
                    bool with_else);
void hlo_build_yield(bo_builder *b, unsigned n, bo_value *const *vals);
/* The free of %m at b: memref.dealloc, or for a 1-D container (a memref of
 * memrefs, which owns its slots until convert-seq-to-memref) krnl.seqdealloc,
 * the deep free, so that every stage of the pipeline says what it frees
 * (a memref.dealloc of a container is shallow once sequences are lowered). */
void hlo_build_dealloc(bo_builder *b, bo_value *m);
/* Gives every !deallocation.ownership result, block argument and (of a
 * func.func) signature type of op the type `to` (i1 flags, !llvm.ptr).
 * O(results + block arguments + signature). */
void hlo_retype_ownership(bo_op *op, const bo_type *to);
