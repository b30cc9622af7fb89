/* memref_fold.c - folders and patterns of the memref dialect: memref.dim
 * of a static size is that size; of a dynamic size of memref.alloc /
 * alloca, the size operand the allocation was given (O(rank)).  A
 * memref.dealloc of a memref.alloc that nothing but deallocs uses goes
 * (the allocation is then dead); O(uses).
 */
#include "fold.h"

int bo_memref_fold_dim(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  int64_t index;
  const bo_type *t = op->operands[0].value->type;
  if (!bo_fold_int_of(c[1], &index) || t->kind != BO_TYPE_MEMREF) return BO_FOLD_NONE;
  unsigned rank = t->u.shaped.rank;
  if (index < 0 || (uint64_t)index >= rank) return BO_FOLD_NONE;
  int64_t size = t->u.shaped.shape[index];
  if (size != BO_DYNAMIC) {
    r[0].attr = bo_attr_integer(op->ctx, op->results[0].type, size);
    return BO_FOLD_REPLACED;
  }
  bo_op *def = op->operands[0].value->def_op;
  if (!def || (def->info != bo_lookup_op_info(op->ctx, "memref.alloc", 12) &&
               def->info != bo_lookup_op_info(op->ctx, "memref.alloca", 13)))
    return BO_FOLD_NONE;
  unsigned k = 0; /* dynamic sizes before this one */
  for (int64_t i = 0; i < index; i++) k += t->u.shaped.shape[i] == BO_DYNAMIC;
  if (k >= def->num_operands) return BO_FOLD_NONE;
  r[0].value = def->operands[k].value;
  return BO_FOLD_REPLACED;
}

int bo_memref_canonicalize_dealloc(bo_op *op, bo_rewriter *rw) {
  bo_op *def = op->operands[0].value->def_op;
  if (!def || def->info != bo_lookup_op_info(op->ctx, "memref.alloc", 12)) return 0;
  for (bo_use *u = op->operands[0].value->first_use; u; u = u->next)
    if (u->owner->info != op->info) return 0;
  bo_rewriter_erase(rw, op);
  return 1;
}
