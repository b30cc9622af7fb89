/* tensor_fold.c - folders of the tensor dialect's casts and reshapes
 * (issue 15, parity with mlir-opt 22's -canonicalize):
 *  - tensor.cast to its source's type is its source; a cast of a cast
 *    takes that one's source when dropping the middle type loses no
 *    runtime check (upstream's ChainedTensorCast: joining the three shapes
 *    gives what joining the outer two does);
 *  - tensor.bitcast to its source's type is its source; a bitcast of a
 *    bitcast takes that one's source (ChainedTensorBitcast);
 *  - tensor.reshape of a reshape takes that one's source; a reshape of a
 *    1-d tensor to its own type is its source; a splat constant reshaped;
 *    a reshape by the source's own sizes (ReshapeOp::fold);
 *  - (session 10, below) rank, splat, from_elements, extract, insert, dim,
 *    expand/collapse_shape.
 * The chained forms update the op in place (the result MLIR's patterns
 * build is the same op at the same place).  Each is O(rank).
 */
#include <stdint.h>

#include "fold.h"
#include "shaped_ops.h"
#include "tensor_canon.h"

static bool plain_dense(const bo_attr *a);

/* MLIR's joinShapes on a shape triple: the most static shape compatible
 * with both, or failure (false).  *unranked: the join is unranked. */
typedef struct shape_join {
  bool unranked;
  unsigned rank;
  int64_t *shape;
} shape_join;

static bool join(const shape_join *a, const shape_join *b, shape_join *out) {
  if (a->unranked) {
    *out = *b;
    return true;
  }
  if (b->unranked) {
    *out = *a;
    return true;
  }
  if (a->rank != b->rank) return false;
  out->unranked = false;
  out->rank = a->rank;
  for (unsigned i = 0; i < a->rank; i++) {
    int64_t x = a->shape[i], y = b->shape[i];
    if (x == BO_DYNAMIC) out->shape[i] = y;
    else if (y == BO_DYNAMIC || x == y) out->shape[i] = x;
    else return false;
  }
  return true;
}

static shape_join of_type(const bo_type *t) {
  shape_join j = {.unranked = t->kind != BO_TYPE_TENSOR, .rank = 0, .shape = NULL};
  if (!j.unranked) j.rank = t->u.shaped.rank, j.shape = (int64_t *)t->u.shaped.shape;
  return j;
}

static bool chain_droppable(const bo_type *src, const bo_type *mid, const bo_type *res) {
  unsigned n = 0; /* the largest rank: room for each join */
  const bo_type *ts[3] = {src, mid, res};
  for (unsigned i = 0; i < 3; i++)
    if (ts[i]->kind == BO_TYPE_TENSOR && ts[i]->u.shaped.rank > n) n = ts[i]->u.shaped.rank;
  int64_t *buf = malloc((3 * n + 1) * sizeof *buf);
  shape_join s = of_type(src), m = of_type(mid), r = of_type(res);
  shape_join j1 = {.shape = buf}, first = {.shape = buf + n}, other = {.shape = buf + 2 * n};
  /* (a join with an unranked side is the other side, storage included) */
  bool ok = join(&s, &m, &j1) && join(&j1, &r, &first) && join(&s, &r, &other) && first.unranked == other.unranked &&
       first.rank == other.rank;
  for (unsigned i = 0; ok && !first.unranked && i < first.rank; i++)
    if (first.shape[i] != other.shape[i]) ok = false;
  free(buf);
  return ok;
}

int bo_tensor_fold_cast(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  bo_value *src = op->operands[0].value;
  if (src->type == op->results[0].type) {
    r[0].value = src;
    return BO_FOLD_REPLACED;
  }
  bo_op *def = src->def_op;
  if (def && bo_op_isa(def, BO_OP_TENSOR_CAST) &&
      chain_droppable(def->operands[0].value->type, src->type, op->results[0].type)) {
    bo_op_set_operand(op, 0, def->operands[0].value);
    return BO_FOLD_IN_PLACE;
  }
  return BO_FOLD_NONE;
}

int bo_tensor_fold_bitcast(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  bo_value *src = op->operands[0].value;
  if (src->type == op->results[0].type) {
    r[0].value = src;
    return BO_FOLD_REPLACED;
  }
  if (src->def_op && bo_op_isa(src->def_op, BO_OP_TENSOR_BITCAST)) {
    bo_op_set_operand(op, 0, src->def_op->operands[0].value);
    return BO_FOLD_IN_PLACE;
  }
  return BO_FOLD_NONE;
}

/* ReshapeOp::fold's no-op case: the shape is a from_elements of the
 * source's own sizes (constants equal to its static sizes, tensor.dim of
 * the source at the same index) and the types agree. */
static bool reshape_is_noop(bo_value *src, bo_value *shape, const bo_type *rt) {
  bo_op *fe = shape->def_op;
  const bo_type *t = src->type;
  if (t != rt || t->kind != BO_TYPE_TENSOR || !fe || !bo_op_isa(fe, BO_OP_TENSOR_FROM_ELEMENTS) ||
      fe->num_operands != t->u.shaped.rank)
    return false;
  for (unsigned i = 0; i < fe->num_operands; i++) {
    bo_value *e = fe->operands[i].value;
    int64_t v;
    if (bo_fold_int_of(bo_fold_constant_of(e), &v)) {
      if (v != t->u.shaped.shape[i]) return false;
      continue;
    }
    bo_op *dim = e->def_op;
    if (!dim || !bo_op_isa(dim, BO_OP_TENSOR_DIM) || dim->operands[0].value != src ||
        !bo_fold_int_of(bo_fold_constant_of(dim->operands[1].value), &v) || v != (int64_t)i)
      return false;
  }
  return true;
}

int bo_tensor_fold_reshape(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  bo_value *src = op->operands[0].value;
  const bo_type *rt0 = op->results[0].type;
  /* a splat constant reshaped (reshapeConstantSource) */
  if (plain_dense(c[0]) && bo_attr_dense_is_splat(c[0]) && rt0->kind == BO_TYPE_TENSOR &&
      !bo_shaped_num_dynamic_dims(rt0)) {
    r[0].attr = bo_attr_dense_is_float(c[0]) ? bo_attr_dense_float(op->ctx, rt0, 1, c[0]->u.dense.floats)
                                             : bo_attr_dense_int(op->ctx, rt0, 1, c[0]->u.dense.ints);
    return BO_FOLD_REPLACED;
  }
  if (reshape_is_noop(src, op->operands[1].value, rt0)) {
    r[0].value = src;
    return BO_FOLD_REPLACED;
  }
  if (src->def_op && bo_op_isa(src->def_op, BO_OP_TENSOR_RESHAPE)) {
    bo_op_set_operand(op, 0, src->def_op->operands[0].value);
    return BO_FOLD_IN_PLACE;
  }
  const bo_type *t = op->results[0].type;
  if (src->type == t && t->kind == BO_TYPE_TENSOR && t->u.shaped.rank == 1) {
    r[0].value = src;
    return BO_FOLD_REPLACED;
  }
  return BO_FOLD_NONE;
}

/* ------------------------------------------- session 10: more folders
 * (issue 15, mlir-opt 22's TensorOps.cpp folders; each O(rank) or
 * O(elements) for the constant ones) */

/* A dense int or float elements attribute (not a complex, string or
 * opaque one): the only constants these folders read. */
static bool plain_dense(const bo_attr *a) {
  return a && a->kind == BO_ATTR_DENSE && (a->u.dense.ints || a->u.dense.floats);
}

/* The scalar attribute of element i of a plain dense attribute. */
static const bo_attr *dense_element(bo_context *ctx, const bo_attr *a, size_t i) {
  const bo_type *elem = bo_type_get_element_type(a->type);
  if (bo_attr_dense_is_float(a)) return bo_attr_float(ctx, elem, bo_attr_dense_float_at(a, i));
  return bo_attr_integer(ctx, elem, bo_attr_dense_int_at(a, i));
}

/* The row-major position of constant indices operands[first..] in a static
 * shape; false when one is not constant or out of range. */
static bool flat_index(bo_op *op, unsigned first, const bo_type *t, size_t *out) {
  if (t->kind != BO_TYPE_TENSOR || op->num_operands - first != t->u.shaped.rank) return false;
  size_t flat = 0;
  for (unsigned i = 0; i < t->u.shaped.rank; i++) {
    int64_t v, n = t->u.shaped.shape[i];
    if (n == BO_DYNAMIC || !bo_fold_int_of(bo_fold_constant_of(op->operands[first + i].value), &v) ||
        v < 0 || v >= n)
      return false;
    flat = flat * (size_t)n + (size_t)v;
  }
  *out = flat;
  return true;
}

/* A tensor.cast whose source is at least as static as its result can fold
 * into the op using it (canFoldIntoConsumerOp). */
bool bo_tensor_cast_foldable_into_consumer(const bo_value *v) {
  const bo_op *cast = v->def_op;
  if (!cast || !bo_op_isa(cast, BO_OP_TENSOR_CAST)) return false;
  const bo_type *src = cast->operands[0].value->type, *res = cast->results[0].type;
  if (src->kind != BO_TYPE_TENSOR || res->kind != BO_TYPE_TENSOR ||
      src->u.shaped.elem != res->u.shaped.elem || src->u.shaped.rank != res->u.shaped.rank ||
      bo_type_get_encoding(src) != bo_type_get_encoding(res))
    return false;
  for (unsigned i = 0; i < src->u.shaped.rank; i++)
    if (res->u.shaped.shape[i] != BO_DYNAMIC && src->u.shaped.shape[i] == BO_DYNAMIC) return false;
  return true;
}

/* tensor.rank of a ranked tensor is its rank. */
int bo_tensor_fold_rank(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  const bo_type *t = op->operands[0].value->type;
  if (t->kind != BO_TYPE_TENSOR) return BO_FOLD_NONE;
  r[0].attr = bo_attr_integer(op->ctx, op->results[0].type, t->u.shaped.rank);
  return BO_FOLD_REPLACED;
}

/* tensor.splat of a constant into a static shape is a dense splat. */
int bo_tensor_fold_splat(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  const bo_type *t = op->results[0].type;
  if (!c[0] || op->num_operands != 1 || bo_shaped_num_dynamic_dims(t)) return BO_FOLD_NONE;
  if (c[0]->kind == BO_ATTR_INTEGER)
    r[0].attr = bo_attr_dense_int(op->ctx, t, 1, &c[0]->u.i);
  else if (c[0]->kind == BO_ATTR_FLOAT)
    r[0].attr = bo_attr_dense_float(op->ctx, t, 1, &c[0]->u.f);
  else
    return BO_FOLD_NONE;
  return BO_FOLD_REPLACED;
}

/* tensor.from_elements of constants is a dense constant. */
int bo_tensor_fold_from_elements(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  unsigned n = op->num_operands;
  if (!n) return BO_FOLD_NONE;
  bool is_float = c[0] && c[0]->kind == BO_ATTR_FLOAT;
  for (unsigned i = 0; i < n; i++)
    if (!c[i] || c[i]->kind != (is_float ? BO_ATTR_FLOAT : BO_ATTR_INTEGER)) return BO_FOLD_NONE;
  if (is_float) {
    double *v = malloc(n * sizeof *v);
    for (unsigned i = 0; i < n; i++) v[i] = c[i]->u.f;
    r[0].attr = bo_attr_dense_float(op->ctx, op->results[0].type, n, v);
    free(v);
  } else {
    int64_t *v = malloc(n * sizeof *v);
    for (unsigned i = 0; i < n; i++) v[i] = c[i]->u.i;
    r[0].attr = bo_attr_dense_int(op->ctx, op->results[0].type, n, v);
    free(v);
  }
  return BO_FOLD_REPLACED;
}

/* tensor.extract: of a splat constant (any indices), of a dense constant
 * or a from_elements at constant indices. */
int bo_tensor_fold_extract(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  bo_value *src = op->operands[0].value;
  if (plain_dense(c[0])) {
    size_t i = 0;
    if (bo_attr_dense_is_splat(c[0]) || flat_index(op, 1, src->type, &i)) {
      r[0].attr = dense_element(op->ctx, c[0], i);
      return BO_FOLD_REPLACED;
    }
  }
  /* from_elements: upstream bounds only the row-major position, not each
   * index (an out-of-range index is undefined behaviour anyway) */
  bo_op *def = src->def_op;
  const bo_type *t = src->type;
  if (def && bo_op_isa(def, BO_OP_TENSOR_FROM_ELEMENTS) && t->kind == BO_TYPE_TENSOR &&
      op->num_operands - 1 == t->u.shaped.rank) {
    int64_t flat = 0, stride = 1;
    bool ok = true;
    for (unsigned k = t->u.shaped.rank; k-- > 0 && ok;) {
      int64_t v;
      ok = bo_fold_int_of(bo_fold_constant_of(op->operands[1 + k].value), &v) && v > INT32_MIN &&
           v < INT32_MAX && t->u.shaped.shape[k] != BO_DYNAMIC;
      if (ok) {
        flat += v * stride;
        stride *= t->u.shaped.shape[k];
      }
    }
    if (ok && flat >= 0 && flat < (int64_t)def->num_operands) {
      r[0].value = def->operands[flat].value;
      return BO_FOLD_REPLACED;
    }
  }
  return BO_FOLD_NONE;
}

/* tensor.insert of a constant into a splat of that same value is the splat. */
int bo_tensor_fold_insert(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  const bo_attr *s = c[0], *d = c[1];
  if (!s || !plain_dense(d) || !bo_attr_dense_is_splat(d)) return BO_FOLD_NONE;
  bool same = bo_attr_dense_is_float(d)
                  ? s->kind == BO_ATTR_FLOAT && memcmp(&s->u.f, &d->u.dense.floats[0], sizeof s->u.f) == 0
                  : s->kind == BO_ATTR_INTEGER && s->u.i == d->u.dense.ints[0];
  if (!same) return BO_FOLD_NONE;
  r[0].attr = d;
  return BO_FOLD_REPLACED;
}

/* tensor.dim: a static size; the matching size operand of tensor.generate
 * or tensor.empty; a dynamic size of a non-rank-reducing extract_slice
 * (the cast case is the DimOfCastOp pattern, tensor_canon.c). */
int bo_tensor_fold_dim(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  bo_value *src = op->operands[0].value;
  const bo_type *t = src->type;
  int64_t index;
  if (!bo_fold_int_of(c[1], &index) || t->kind != BO_TYPE_TENSOR || index < 0 ||
      index >= (int64_t)t->u.shaped.rank)
    return BO_FOLD_NONE;
  if (t->u.shaped.shape[index] != BO_DYNAMIC) {
    r[0].attr = bo_attr_integer(op->ctx, op->results[0].type, t->u.shaped.shape[index]);
    return BO_FOLD_REPLACED;
  }
  bo_op *def = src->def_op;
  if (def && (bo_op_isa(def, BO_OP_TENSOR_GENERATE) || bo_op_isa(def, BO_OP_TENSOR_EMPTY))) {
    unsigned k = 0;
    for (int64_t i = 0; i < index; i++) k += t->u.shaped.shape[i] == BO_DYNAMIC;
    if (k < def->num_operands) {
      r[0].value = def->operands[k].value;
      return BO_FOLD_REPLACED;
    }
  }
  if (def && bo_op_isa(def, BO_OP_TENSOR_EXTRACT_SLICE) &&
      def->operands[0].value->type->kind == BO_TYPE_TENSOR &&
      def->operands[0].value->type->u.shaped.rank == t->u.shaped.rank) {
    const int64_t *off, *sz, *str;
    unsigned rank = bo_shaped_slice_statics(def, &off, &sz, &str), start;
    unsigned nsz = bo_op_segment(def, 2, &start); /* the size operands */
    if ((unsigned)index < rank && sz[index] == BO_DYNAMIC) {
      unsigned k = 0;
      for (int64_t i = 0; i < index; i++) k += sz[i] == BO_DYNAMIC;
      if (k < nsz) {
        r[0].value = def->operands[start + k].value;
        return BO_FOLD_REPLACED;
      }
    }
  }
  return BO_FOLD_NONE;
}

/* expand_shape / collapse_shape (foldReshapeOp): the source when the types
 * agree; the source of the inverse reshape back to the result type when at
 * most one size is dynamic, or when both use the same reassociation and
 * (for an expand of a collapse) no group of the expanded shape has two
 * dynamic sizes; a splat constant reshaped. */
int bo_tensor_fold_reshape_shape(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  bo_value *src = op->operands[0].value;
  const bo_type *rt = op->results[0].type;
  bool expand = bo_op_isa(op, BO_OP_TENSOR_EXPAND_SHAPE);
  bo_op *def = src->def_op;
  if (src->type != rt && def &&
      bo_op_isa(def, expand ? BO_OP_TENSOR_COLLAPSE_SHAPE : BO_OP_TENSOR_EXPAND_SHAPE) &&
      def->operands[0].value->type == rt &&
      bo_op_get_prop(def, "reassociation") == bo_op_get_prop(op, "reassociation")) {
    /* the expanded side: the intermediate shape for expand-then-collapse,
     * else the result of this expand */
    const bo_type *wide = expand ? rt : src->type;
    bo_reassoc ra;
    if (bo_shaped_reassoc_decode(bo_op_get_prop(op, "reassociation"), &ra) == 0) {
      bool ok = true;
      for (unsigned g = 0; g < ra.num_groups && ok; g++) {
        unsigned ndyn = 0;
        for (unsigned k = ra.start[g]; k < ra.start[g + 1]; k++)
          ndyn += wide->u.shaped.shape[ra.dims[k]] == BO_DYNAMIC;
        ok = ndyn < 2;
      }
      bo_shaped_reassoc_free(&ra);
      if (ok || !expand) {
        r[0].value = def->operands[0].value;
        return BO_FOLD_REPLACED;
      }
    }
  }
  int rc = bo_fold_reshape(op, c, r);
  if (rc != BO_FOLD_NONE) return rc;
  if (plain_dense(c[0]) && !bo_shaped_num_dynamic_dims(rt) && bo_attr_dense_is_splat(c[0])) {
    if (bo_attr_dense_is_float(c[0]))
      r[0].attr = bo_attr_dense_float(op->ctx, rt, 1, c[0]->u.dense.floats);
    else
      r[0].attr = bo_attr_dense_int(op->ctx, rt, 1, c[0]->u.dense.ints);
    return BO_FOLD_REPLACED;
  }
  return BO_FOLD_NONE;
}

/* tensor.concat of one input of the result's type is that input. */
int bo_tensor_fold_concat(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  if (op->num_operands != 1 || op->operands[0].value->type != op->results[0].type) return BO_FOLD_NONE;
  r[0].value = op->operands[0].value;
  return BO_FOLD_REPLACED;
}
