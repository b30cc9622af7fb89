/* memref_fold.c - folders and patterns of the memref dialect:
 *  - a memref.cast of a ranked memref folds into the ops that use it (dim,
 *    rank, load, store, copy, dealloc, cast, bufferization.clone: MLIR's
 *    foldMemRefCast); a cast to its source's type is its source;
 *  - memref.dim of a static size is that size; of a dynamic size of
 *    memref.alloc / alloca / view / subview, the size operand
 *    (DimOp::fold); memref.rank of a ranked
 *    memref is a constant;
 *  - memref.alloc / alloca with constant sizes allocate a static type and
 *    cast it back; one used only by deallocs and stores into it goes, with
 *    them;
 *  - a memref.copy of a buffer onto itself, or from or to a buffer with a
 *    static 0 size, goes;
 *  - expand_shape / collapse_shape (memref and tensor) to their source's
 *    type are their source, as is the inverse reshape of one back to the
 *    original type with at most one dynamic size (MLIR's foldReshapeOp);
 *  - memref.memory_space_cast to its source's type is its source, and one
 *    of another takes that one's source (MemorySpaceCastOp::fold);
 *  - memref.reinterpret_cast of a reinterpret_cast, a cast or a subview with
 *    static zero offsets takes their source; one to its source's static
 *    type with offset 0 is its source (ReinterpretCastOp::fold);
 *  - memref.subview to its source's type, static shape and layout, is its
 *    source, as is a subview with zero offsets, unit strides and the sizes
 *    of the subview it views, of that subview's type (SubViewOp::fold).
 * Each is O(operands + rank), the dead-allocation pattern O(uses).
 */
#include "fold.h"
#include "memref_canon.h"
#include "shaped_ops.h"

/* MLIR's foldMemRefCast: an operand made by a memref.cast of a ranked
 * memref becomes the cast's source, whatever the cast adds or forgets
 * (mlir-opt 22 folds `memref.cast : memref<?xf32> to memref<32xf32>` into a
 * load, a clone, ...); but the operand `skip`, e.g. the value a store
 * writes. */
static bool fold_operand_casts(bo_op *op, const bo_value *skip) {
  const bo_op_info *cast = bo_op_info_by_id(op->ctx, BO_OP_MEMREF_CAST);
  bool changed = false;
  for (unsigned i = 0; i < op->num_operands; i++) {
    bo_value *v = op->operands[i].value;
    if (v == skip || !v->def_op || v->def_op->info != cast ||
        v->def_op->operands[0].value->type->kind != BO_TYPE_MEMREF)
      continue;
    bo_op_set_operand(op, i, v->def_op->operands[0].value);
    changed = true;
  }
  return changed;
}

int bo_memref_fold_casts(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c, (void)r;
  return fold_operand_casts(op, NULL) ? BO_FOLD_IN_PLACE : BO_FOLD_NONE;
}

int bo_memref_fold_store(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c, (void)r;
  return fold_operand_casts(op, op->operands[0].value) ? BO_FOLD_IN_PLACE : BO_FOLD_NONE;
}

int bo_memref_fold_cast(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  if (fold_operand_casts(op, NULL)) return BO_FOLD_IN_PLACE;
  if (op->operands[0].value->type == op->results[0].type) {
    r[0].value = op->operands[0].value;
    return BO_FOLD_REPLACED;
  }
  return BO_FOLD_NONE;
}

int bo_memref_fold_rank(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  const bo_type *t = op->operands[0].value->type;
  if (t->kind != BO_TYPE_MEMREF) return BO_FOLD_NONE;
  r[0].attr = bo_attr_integer(op->ctx, op->results[0].type, t->u.shaped.rank);
  return BO_FOLD_REPLACED;
}

/* SimplifyAllocConst, then SimplifyDeadAlloc (upstream's order). */
int bo_memref_canonicalize_alloc(bo_op *op, bo_rewriter *rw) {
  bo_context *ctx = op->ctx;
  const bo_type *t = op->results[0].type;
  unsigned rank = t->u.shaped.rank, ndyn = 0, folded = 0;
  int64_t *shape = malloc((rank + 1) * sizeof *shape);
  bo_value **operands = malloc((op->num_operands + 1) * sizeof *operands);
  unsigned nops = 0;
  for (unsigned i = 0; i < rank; i++) {
    shape[i] = t->u.shaped.shape[i];
    if (shape[i] != BO_DYNAMIC) continue;
    bo_value *size = ndyn < op->num_operands ? op->operands[ndyn].value : NULL;
    int64_t v;
    ndyn++;
    if (size && bo_fold_int_of(bo_fold_constant_of(size), &v) && v >= 0) {
      shape[i] = v;
      folded++;
    } else if (size) {
      operands[nops++] = size;
    }
  }
  int changed = 0;
  if (folded) {
    for (unsigned i = ndyn; i < op->num_operands; i++) operands[nops++] = op->operands[i].value;
    const bo_type *static_type = bo_type_memref(ctx, rank, shape, t->u.shaped.elem,
                                                t->u.shaped.layout, t->u.shaped.memspace);
    int64_t segs[2] = {(int64_t)(ndyn - folded), (int64_t)(op->num_operands - ndyn)};
    bo_named_attr props[2] = {
        {bo_intern_cstr(ctx, "operandSegmentSizes"), bo_attr_dense_array_int(ctx, ctx->t_i32, 2, segs)},
        {bo_intern_cstr(ctx, "alignment"), bo_op_get_prop(op, "alignment")}};
    bo_op_state st = {.name = op->info->name, .loc = op->loc, .num_operands = nops,
                      .operands = operands, .num_results = 1, .result_types = &static_type,
                      .num_props = props[1].attr ? 2 : 1, .props = props};
    bo_builder b = bo_builder_before(ctx, op);
    bo_value *alloc = bo_build(&b, &st)->results;
    bo_op_state cast = {.id = BO_OP_MEMREF_CAST, .loc = op->loc, .num_operands = 1,
                        .operands = &alloc, .num_results = 1, .result_types = &t};
    bo_value *v = bo_build(&b, &cast)->results;
    bo_rewriter_replace(rw, op, &v);
    changed = 1;
  } else {
    const bo_op_info *store = bo_op_info_by_id(ctx, BO_OP_MEMREF_STORE),
                      *dealloc = bo_op_info_by_id(ctx, BO_OP_MEMREF_DEALLOC);
    bool dead = true;
    for (bo_use *u = op->results[0].first_use; u && dead; u = u->next)
      dead = u->owner->info == dealloc || (u->owner->info == store && u->index != 0);
    if (dead) {
      while (op->results[0].first_use) bo_rewriter_erase(rw, op->results[0].first_use->owner);
      bo_rewriter_erase(rw, op);
      changed = 1;
    }
  }
  free(shape);
  free(operands);
  return changed;
}

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
  unsigned k = 0; /* dynamic sizes before this one */
  for (int64_t i = 0; i < index; i++) k += t->u.shaped.shape[i] == BO_DYNAMIC;
  /* The dynamic size operands of the defining op start at `first`: alloc
   * and alloca list theirs first, view after its source and byte shift; a
   * subview's dynamic sizes follow the source and the dynamic offsets, and
   * the k-th dynamic result size is the k-th dynamic one of them (dropped
   * unit dims are static).  mlir-opt 22 leaves a reinterpret_cast's. */
  unsigned first, count;
  if (def && (bo_op_isa(def, BO_OP_MEMREF_ALLOC) || bo_op_isa(def, BO_OP_MEMREF_ALLOCA))) {
    first = 0, count = def->num_operands;
  } else if (def && bo_op_isa(def, BO_OP_MEMREF_VIEW)) {
    first = 2, count = def->num_operands > 2 ? def->num_operands - 2 : 0;
  } else if (def && bo_op_isa(def, BO_OP_MEMREF_SUBVIEW)) {
    const int64_t *off, *sz, *st;
    unsigned srank = bo_shaped_slice_statics(def, &off, &sz, &st);
    first = 1, count = 0;
    for (unsigned i = 0; i < srank; i++) {
      first += off[i] == BO_DYNAMIC;
      count += sz[i] == BO_DYNAMIC;
    }
  } else {
    return fold_operand_casts(op, NULL) ? BO_FOLD_IN_PLACE : BO_FOLD_NONE;
  }
  if (k >= count || first + k >= def->num_operands) return BO_FOLD_NONE;
  r[0].value = def->operands[first + k].value;
  return BO_FOLD_REPLACED;
}

/* A copy of a buffer onto itself does nothing (FoldSelfCopy). */
/* A ranked shaped type with a static 0 size (no elements). */
static bool has_zero_dim(const bo_type *t) {
  if (t->kind != BO_TYPE_MEMREF) return false;
  for (unsigned i = 0; i < t->u.shaped.rank; i++)
    if (t->u.shaped.shape[i] == 0) return true;
  return false;
}

/* The self copy (CopyOp::fold erases it), then upstream's FoldEmptyCopy. */
int bo_memref_canonicalize_copy(bo_op *op, bo_rewriter *rw) {
  if (op->operands[0].value != op->operands[1].value && !has_zero_dim(op->operands[0].value->type) &&
      !has_zero_dim(op->operands[1].value->type))
    return 0;
  bo_rewriter_erase(rw, op);
  return 1;
}

/* MLIR's foldReshapeOp for expand_shape / collapse_shape of tensors and
 * memrefs: a reshape to its source's type is its source; a reshape of the
 * inverse reshape back to that one's source type is that source when the
 * type has at most one dynamic size (the reshapes then must agree).  The
 * constant case (a dense tensor reshaped) is not done here. */
int bo_fold_reshape(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  bo_value *src = op->operands[0].value;
  const bo_type *rt = op->results[0].type;
  if (src->type == rt) {
    r[0].value = src;
    return BO_FOLD_REPLACED;
  }
  unsigned inverse;
  switch (op->info->id) {
  case BO_OP_MEMREF_EXPAND_SHAPE: inverse = BO_OP_MEMREF_COLLAPSE_SHAPE; break;
  case BO_OP_MEMREF_COLLAPSE_SHAPE: inverse = BO_OP_MEMREF_EXPAND_SHAPE; break;
  case BO_OP_TENSOR_EXPAND_SHAPE: inverse = BO_OP_TENSOR_COLLAPSE_SHAPE; break;
  case BO_OP_TENSOR_COLLAPSE_SHAPE: inverse = BO_OP_TENSOR_EXPAND_SHAPE; break;
  default: return BO_FOLD_NONE;
  }
  bo_op *def = src->def_op;
  if (!def || !bo_op_isa(def, inverse) || def->operands[0].value->type != rt) return BO_FOLD_NONE;
  unsigned ndyn = 0;
  for (unsigned i = 0; i < rt->u.shaped.rank; i++)
    if (rt->u.shaped.shape[i] == BO_DYNAMIC) ndyn++;
  if (ndyn >= 2) return BO_FOLD_NONE;
  r[0].value = def->operands[0].value;
  return BO_FOLD_REPLACED;
}

int bo_memref_fold_memory_space_cast(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  bo_value *src = op->operands[0].value;
  if (src->type == op->results[0].type) {
    r[0].value = src;
    return BO_FOLD_REPLACED;
  }
  if (src->def_op && bo_op_isa(src->def_op, BO_OP_MEMREF_MEMORY_SPACE_CAST)) {
    bo_op_set_operand(op, 0, src->def_op->operands[0].value);
    return BO_FOLD_IN_PLACE;
  }
  return BO_FOLD_NONE;
}

/* Are the static offsets of a slice op all 0 (a dynamic one is not)? */
static bool static_offsets_zero(bo_op *op) {
  const int64_t *offsets, *sizes, *strides;
  unsigned rank = bo_shaped_slice_statics(op, &offsets, &sizes, &strides);
  for (unsigned i = 0; i < rank; i++)
    if (offsets[i] != 0) return false;
  return true;
}

int bo_memref_fold_reinterpret_cast(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  bo_value *src = op->operands[0].value;
  bo_op *def = src->def_op;
  if (def && (bo_op_isa(def, BO_OP_MEMREF_REINTERPRET_CAST) || bo_op_isa(def, BO_OP_MEMREF_CAST) ||
              (bo_op_isa(def, BO_OP_MEMREF_SUBVIEW) && static_offsets_zero(def)))) {
    bo_op_set_operand(op, 0, def->operands[0].value);
    return BO_FOLD_IN_PLACE;
  }
  const bo_type *rt = op->results[0].type;
  if (src->type != rt) return BO_FOLD_NONE;
  for (unsigned i = 0; i < rt->u.shaped.rank; i++)
    if (rt->u.shaped.shape[i] == BO_DYNAMIC) return BO_FOLD_NONE;
  const int64_t *offsets, *sizes, *strides;
  unsigned rank = bo_shaped_slice_statics(op, &offsets, &sizes, &strides);
  if (rank < 1 || offsets[0] != 0) return BO_FOLD_NONE;
  r[0].value = src;
  return BO_FOLD_REPLACED;
}

/* Is the strided layout of memref type t (none: identity) fully static? */
static bool static_layout(const bo_type *t) {
  int64_t *strides = malloc((t->u.shaped.rank + 1) * sizeof *strides), offset;
  bool ok = bo_type_get_strides_and_offset(t, strides, &offset) == 0 && offset != BO_DYNAMIC;
  for (unsigned i = 0; ok && i < t->u.shaped.rank; i++)
    if (strides[i] == BO_DYNAMIC) ok = false;
  free(strides);
  return ok;
}

int bo_memref_fold_subview(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  bo_value *src = op->operands[0].value;
  const bo_type *rt = op->results[0].type;
  if (src->type != rt) return BO_FOLD_NONE;
  bool static_shape = true;
  for (unsigned i = 0; i < rt->u.shaped.rank; i++)
    if (rt->u.shaped.shape[i] == BO_DYNAMIC) static_shape = false;
  if (static_shape && static_layout(rt)) {
    r[0].value = src;
    return BO_FOLD_REPLACED;
  }
  bo_op *def = src->def_op;
  if (!def || !bo_op_isa(def, BO_OP_MEMREF_SUBVIEW)) return BO_FOLD_NONE;
  const int64_t *off, *sz, *st, *doff, *dsz, *dst;
  unsigned rank = bo_shaped_slice_statics(op, &off, &sz, &st);
  unsigned drank = bo_shaped_slice_statics(def, &doff, &dsz, &dst);
  if (rank != drank) return BO_FOLD_NONE;
  unsigned ndyn_doff = 0, k = 0;
  for (unsigned i = 0; i < rank; i++) {
    if (off[i] != 0 || st[i] != 1) return BO_FOLD_NONE;
    if (doff[i] == BO_DYNAMIC) ndyn_doff++;
  }
  /* the dynamic sizes follow the source and the dynamic offsets */
  for (unsigned i = 0; i < rank; i++) {
    if (sz[i] != dsz[i]) return BO_FOLD_NONE;
    if (sz[i] != BO_DYNAMIC) continue;
    if (op->operands[1 + k].value != def->operands[1 + ndyn_doff + k].value) return BO_FOLD_NONE;
    k++;
  }
  r[0].value = src;
  return BO_FOLD_REPLACED;
}

/* Upstream's TrivialSubViewOpFolder: a subview with static zero offsets,
 * unit strides and the static sizes of its source (same rank) views all of
 * it: its source, through a memref.cast when the types differ. */
int bo_memref_canonicalize_subview(bo_op *op, bo_rewriter *rw) {
  bo_value *src = op->operands[0].value;
  const bo_type *st = src->type, *rt = op->results[0].type;
  if (st->kind != BO_TYPE_MEMREF || st->u.shaped.rank != rt->u.shaped.rank) return 0;
  const int64_t *off, *sz, *str;
  unsigned rank = bo_shaped_slice_statics(op, &off, &sz, &str);
  if (rank != st->u.shaped.rank) return 0;
  for (unsigned i = 0; i < rank; i++)
    if (off[i] != 0 || str[i] != 1 || sz[i] == BO_DYNAMIC || sz[i] != st->u.shaped.shape[i]) return 0;
  bo_memref_replace_casting(op, rw, src);
  return 1;
}
