/* tensor_gather.c - tensor.gather and tensor.scatter: parse, print, verify,
 * fold.
 *
 * tensor.gather reads slices of %source at the coordinates stored in the
 * last dimension of %indices: for an indices tensor of shape I x k and
 * gather_dims = [d1 .. dk], the result has shape I followed by the source
 * shape with the gathered dims set to 1 (or dropped: the rank-reduced
 * form).  tensor.scatter is the inverse: it writes slices of %source into
 * %dest at those coordinates (`unique` is required: no two coordinates may
 * be the same).  Both are pure; the syntax is mlir-opt 22's
 *
 *   %r = tensor.gather %src[%idx] gather_dims([0, 1]) [unique] {attrs}
 *          : (T, I) -> R
 *   %r = tensor.scatter %src into %dest[%idx] scatter_dims([0, 1]) unique
 *          {attrs} : (S, T, I) -> T
 *
 * Invariant kept: what we store is what mlir-opt stores: the dims as an
 * array<i64> property and `unique` as a unit property; the verifier runs
 * upstream's checks in upstream's order with its messages (ODS constraints,
 * then verifyGatherOrScatterDims, then the result / source type against
 * GatherOp::inferResultType).  Upstream does not check a scatter's result
 * type against its dest (mlir-opt 22 accepts a mismatch), so neither do we.
 *
 * Bufferization: mlir-opt 22 has none for either op ("op was not
 * bufferized"); One-Shot Bufferize gives that same diagnostic here because
 * the ops have no bufferize hook.  Folder: a gather of a splat constant is
 * the splat in the result type (upstream's reshapeConstantSource).
 *
 * Costs: everything is O(rank of the operands).
 */
#include "common.h"
#include "fold.h"
#include "shaped_ops.h"
#include "tensor_gather.h"

#include <stdlib.h>
#include <string.h>

#define MAX_RANK 64

/* ----------------------------------------------------------------- parse */

/* `([0, 1])` into the array<i64> property `name`. */
static int parse_dims(bo_parser *p, bo_parse_state *st, const char *name) {
  bo_i64_vec v = {0};
  int rc = -1;
  if (bo_parse_keyword(p, name) || bo_parse_punct(p, "(") || bo_parse_i64_list(p, &v) ||
      bo_parse_punct(p, ")"))
    goto out;
  bo_context *ctx = bo_parser_context(p);
  bo_state_add_attr(st, name, bo_attr_dense_array_int(ctx, bo_type_integer(ctx, 64, BO_SIGNLESS), v.len, v.data));
  rc = 0;
out:
  bo_vec_free(&v);
  return rc;
}

/* Both ops: [%src into] %x[%idx] <dims>(...) [unique] {attrs} : functional-type */
static int parse_gather_like(bo_parser *p, bo_parse_state *st, bool scatter) {
  bo_unresolved u[3];
  unsigned n = 0;
  const bo_type *fn;
  if (scatter) {
    if (bo_parse_operand(p, &u[n++]) || bo_parse_keyword(p, "into")) return -1;
  }
  if (bo_parse_operand(p, &u[n++]) || bo_parse_punct(p, "[") || bo_parse_operand(p, &u[n++]) ||
      bo_parse_punct(p, "]") || parse_dims(p, st, scatter ? "scatter_dims" : "gather_dims"))
    return -1;
  if (bo_parse_optional_keyword(p, "unique") > 0)
    bo_state_add_attr(st, "unique", bo_attr_unit(bo_parser_context(p)));
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_punct(p, ":") || bo_parse_function_type(p, &fn) ||
      bo_resolve_operands(p, u, n, bo_type_get_inputs(fn), bo_type_get_num_inputs(fn), st->loc, &st->operands))
    return -1;
  bo_state_add_result_types(st, bo_type_get_results(fn), bo_type_get_num_results(fn));
  return 0;
}

int bo_tensor_gather_parse(bo_parser *p, bo_parse_state *st) { return parse_gather_like(p, st, false); }
int bo_tensor_scatter_parse(bo_parser *p, bo_parse_state *st) { return parse_gather_like(p, st, true); }

/* ----------------------------------------------------------------- print */

static void print_gather_like(bo_printer *p, bo_op *op, bool scatter) {
  const char *dims_name = scatter ? "scatter_dims" : "gather_dims";
  const char *const elided[] = {dims_name, "unique"};
  unsigned x = scatter ? 1 : 0;
  bo_print_char(p, ' ');
  if (scatter) {
    bo_print_operand(p, bo_op_get_operand(op, 0));
    bo_print_str(p, " into ");
  }
  bo_print_operand(p, bo_op_get_operand(op, x));
  bo_print_char(p, '[');
  bo_print_operand(p, bo_op_get_operand(op, x + 1));
  bo_printf(p, "] %s([", dims_name);
  const bo_attr *dims = bo_op_get_prop(op, dims_name);
  for (unsigned i = 0, n = dims ? bo_attr_get_num_elements(dims) : 0; i < n; i++) {
    if (i) bo_print_str(p, ", ");
    bo_print_int(p, bo_attr_dense_array_int_at(dims, i));
  }
  bo_print_str(p, "])");
  if (bo_op_get_prop(op, "unique")) bo_print_str(p, " unique");
  bo_print_optional_attr_dict(p, op, elided, 2);
  bo_print_str(p, " : (");
  bo_print_operand_types(p, op, 0, bo_op_get_num_operands(op));
  bo_print_str(p, ") -> ");
  bo_print_result_types(p, op);
}

void bo_tensor_gather_print(bo_printer *p, bo_op *op) { print_gather_like(p, op, false); }
void bo_tensor_scatter_print(bo_printer *p, bo_op *op) { print_gather_like(p, op, true); }

/* ---------------------------------------------------------------- verify */

static bool is_ranked_tensor(const bo_type *t) { return bo_type_get_kind(t) == BO_TYPE_TENSOR; }

static bool is_index_tensor(const bo_type *t) {
  if (!is_ranked_tensor(t)) return false;
  const bo_type *e = bo_type_get_element_type(t);
  return bo_type_get_kind(e) == BO_TYPE_INDEX ||
         (bo_type_get_kind(e) == BO_TYPE_INTEGER && bo_type_get_signedness(e) == BO_SIGNLESS);
}

static int type_error(bo_op *op, const char *what, unsigned i, const char *desc, const bo_type *t) {
  bo_tnames T = {0};
  bo_op_emit_error(op, "%s #%u must be %s, but got '%s'", what, i, desc, bo_tnames_get(&T, t));
  bo_tnames_free(&T);
  return -1;
}

/* GatherOp::inferResultType: the shape of indices without its last dim,
 * then source's shape with the dims of `dims` set to 1 (dropped when
 * rank_reduced); source's element type and encoding. */
static const bo_type *infer_result_type(bo_context *ctx, const bo_type *source, const bo_type *indices,
                                        const bo_attr *dims, bool rank_reduced) {
  unsigned ir = bo_type_get_rank(indices), sr = bo_type_get_rank(source), nd = bo_attr_get_num_elements(dims);
  int64_t *shape = malloc((ir + sr + 1) * sizeof *shape);
  unsigned n = 0, k = 0;
  for (unsigned i = 0; i + 1 < ir; i++) shape[n++] = bo_type_get_shape(indices)[i];
  for (unsigned d = 0; d < sr; d++) {
    while (k < nd && bo_attr_dense_array_int_at(dims, k) < (int64_t)d) k++;
    if (k < nd && bo_attr_dense_array_int_at(dims, k) == (int64_t)d) {
      if (!rank_reduced) shape[n++] = 1;
      continue;
    }
    shape[n++] = bo_type_get_shape(source)[d];
  }
  const bo_type *t = bo_type_tensor(ctx, n, shape, bo_type_get_element_type(source), bo_type_get_encoding(source));
  free(shape);
  return t;
}

/* verifyGatherOrScatterDims. */
static int verify_dims(bo_op *op, const bo_attr *dims, const bo_type *indices, int64_t rank, const char *kind,
                       const char *source_or_dest) {
  unsigned n = bo_attr_get_num_elements(dims);
  if (n == 0) return bo_op_emit_error(op, "%s_dims must be non-empty", kind);
  if ((int64_t)n > rank) return bo_op_emit_error(op, "%s_dims overflow %s rank", kind, source_or_dest);
  unsigned ir = bo_type_get_rank(indices);
  if (ir == 0 || bo_type_get_shape(indices)[ir - 1] != (int64_t)n)
    return bo_op_emit_error(op, "%s_dims length must match the size of last dimension of indices", kind);
  for (unsigned i = 0; i < n; i++) {
    int64_t v = bo_attr_dense_array_int_at(dims, i);
    if (v < 0) return bo_op_emit_error(op, "%s_dims value must be non-negative", kind);
    if (v >= rank) return bo_op_emit_error(op, "%s_dims value must be smaller than %s rank", kind, source_or_dest);
  }
  for (unsigned i = 1; i < n; i++)
    if (bo_attr_dense_array_int_at(dims, i - 1) >= bo_attr_dense_array_int_at(dims, i))
      return bo_op_emit_error(op, "%s_dims values must be strictly increasing", kind);
  return 0;
}

/* `got` against the two inferred types, with upstream's message. */
static int verify_inferred(bo_op *op, const char *what, const bo_type *got, const bo_type *base,
                           const bo_type *indices, const bo_attr *dims) {
  bo_context *ctx = bo_op_get_context(op);
  const bo_type *full = infer_result_type(ctx, base, indices, dims, false);
  const bo_type *reduced = infer_result_type(ctx, base, indices, dims, true);
  if (got == full || got == reduced) return 0;
  bo_tnames T = {0};
  bo_op_emit_error(op, "%s type mismatch: expected '%s' or its rank-reduced variant '%s' (got: '%s')", what,
                   bo_tnames_get(&T, full), bo_tnames_get(&T, reduced), bo_tnames_get(&T, got));
  bo_tnames_free(&T);
  return -1;
}

static bool is_i64_array(const bo_attr *a) {
  if (bo_attr_get_kind(a) != BO_ATTR_DENSE_ARRAY) return false;
  const bo_type *e = bo_attr_dense_array_elem_type(a);
  return bo_type_get_kind(e) == BO_TYPE_INTEGER && bo_type_get_width(e) == 64;
}

/* The ODS part both ops share: the properties' kinds. */
static int verify_props(bo_op *op, const char *dims_name, const bo_attr **dims) {
  *dims = bo_op_get_prop(op, dims_name);
  if (!*dims) return bo_op_emit_error(op, "requires attribute '%s'", dims_name);
  if (!is_i64_array(*dims))
    return bo_op_emit_error(op, "attribute '%s' failed to satisfy constraint: i64 dense array attribute", dims_name);
  const bo_attr *u = bo_op_get_prop(op, "unique");
  if (u && bo_attr_get_kind(u) != BO_ATTR_UNIT)
    return bo_op_emit_error(op, "attribute 'unique' failed to satisfy constraint: unit attribute");
  return 0;
}

int bo_tensor_gather_verify(bo_op *op) {
  const bo_attr *dims;
  if (verify_shape(op, 0, 1, 2, 0) || verify_props(op, "gather_dims", &dims)) return -1;
  const bo_type *src = operand_type(op, 0), *idx = operand_type(op, 1), *res = result_type(op, 0);
  if (!is_ranked_tensor(src)) return type_error(op, "operand", 0, "ranked tensor of any type values", src);
  if (!is_index_tensor(idx))
    return type_error(op, "operand", 1, "ranked tensor of signless integer or index values", idx);
  if (!is_ranked_tensor(res)) return type_error(op, "result", 0, "ranked tensor of any type values", res);
  if (verify_dims(op, dims, idx, bo_type_get_rank(src), "gather", "source")) return -1;
  return verify_inferred(op, "result", res, src, idx, dims);
}

int bo_tensor_scatter_verify(bo_op *op) {
  const bo_attr *dims;
  if (verify_shape(op, 0, 1, 3, 0) || verify_props(op, "scatter_dims", &dims)) return -1;
  const bo_type *src = operand_type(op, 0), *dst = operand_type(op, 1), *idx = operand_type(op, 2),
                *res = result_type(op, 0);
  if (!is_ranked_tensor(src)) return type_error(op, "operand", 0, "ranked tensor of any type values", src);
  if (!is_ranked_tensor(dst)) return type_error(op, "operand", 1, "ranked tensor of any type values", dst);
  if (!is_index_tensor(idx))
    return type_error(op, "operand", 2, "ranked tensor of signless integer or index values", idx);
  if (!is_ranked_tensor(res)) return type_error(op, "result", 0, "ranked tensor of any type values", res);
  if (verify_dims(op, dims, idx, bo_type_get_rank(dst), "scatter", "dest")) return -1;
  if (!bo_op_get_prop(op, "unique")) return bo_op_emit_error(op, "requires 'unique' attribute to be set");
  return verify_inferred(op, "source", src, dst, idx, dims);
}

/* ------------------------------------------------------------------ fold */

/* A gather of a splat constant into a static shape is that splat. */
int bo_tensor_gather_fold(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  const bo_attr *a = c[0];
  const bo_type *rt = op->results[0].type;
  if (!a || a->kind != BO_ATTR_DENSE || !(a->u.dense.ints || a->u.dense.floats) || !bo_attr_dense_is_splat(a) ||
      rt->kind != BO_TYPE_TENSOR || bo_shaped_num_dynamic_dims(rt))
    return BO_FOLD_NONE;
  r[0].attr = bo_attr_dense_is_float(a) ? bo_attr_dense_float(op->ctx, rt, 1, a->u.dense.floats)
                                        : bo_attr_dense_int(op->ctx, rt, 1, a->u.dense.ints);
  return BO_FOLD_REPLACED;
}

void bo_tensor_gather_result_names(bo_op *op, bo_name_setter *s) {
  bo_set_value_name(s, bo_op_get_result(op, 0), "gather");
}

void bo_tensor_scatter_result_names(bo_op *op, bo_name_setter *s) {
  bo_set_value_name(s, bo_op_get_result(op, 0), "scatter");
}
