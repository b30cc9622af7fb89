/* tensor.c - the tensor dialect: op table, custom syntax and verifiers.
 *
 * Ops whose syntax matches a memref op (casts, dim, rank, reshape,
 * expand/collapse_shape, the `[..] [..] [..]` slices) reuse the helpers of
 * shaped_ops.h; what is tensor-specific lives here.  Each op stores exactly
 * the inherent attributes mlir-opt 22 keeps as properties, so the generic and
 * the custom forms denote the same op, and verifiers reproduce upstream's
 * checks and message texts (including its plain, non-"op" errors for slices).
 */
#include "common.h"
#include "bufferize_ifaces.h"
#include "shaped_ops.h"
#include "fold.h"
#include "tensor_canon.h"
#include "tensor_gather.h"
#include "memory_iface.h"
#include "../support/checked.h"

/* ------------------------------------------------------------ utilities */

static bool is_ranked_tensor(const bo_type *t) { return bo_type_get_kind(t) == BO_TYPE_TENSOR; }

static int expect_ranked_tensor(bo_op *op, const char *what, unsigned i, const bo_type *t) {
  if (is_ranked_tensor(t)) return 0;
  bo_tnames T = {0};
  bo_op_emit_error(op, "%s #%u must be ranked tensor of any type values, but got '%s'", what, i,
                   bo_tnames_get(&T, t));
  bo_tnames_free(&T);
  return -1;
}

/* verifyCompatibleShape: unranked matches anything; else same rank and each
 * pair of static sizes equal. */
static bool compatible_shapes(const bo_type *a, const bo_type *b) {
  if (!bo_type_has_rank(a) || !bo_type_has_rank(b)) return true;
  unsigned r = bo_type_get_rank(a);
  if (r != bo_type_get_rank(b)) return false;
  for (unsigned i = 0; i < r; i++) {
    int64_t x = bo_type_get_shape(a)[i], y = bo_type_get_shape(b)[i];
    if (!is_dyn(x) && !is_dyn(y) && x != y) return false;
  }
  return true;
}

/* Bit width of an element type as getElementTypeBitWidth sees it. */
static unsigned elem_width(const bo_type *t) {
  if (bo_type_get_kind(t) == BO_TYPE_INDEX) return 64;
  if (bo_type_get_kind(t) == BO_TYPE_INTEGER || bo_type_is_float(t)) return bo_type_get_width(t);
  return 0;
}

static int cast_error(bo_op *op) {
  bo_tnames T = {0};
  bo_op_emit_error(op, "operand type '%s' and result type '%s' are cast incompatible",
                   bo_tnames_get(&T, operand_type(op, 0)), bo_tnames_get(&T, result_type(op, 0)));
  bo_tnames_free(&T);
  return -1;
}

static int verify_cast(bo_op *op) {
  if (verify_shape(op, 0, 1, 1, 0)) return -1;
  const bo_type *a = operand_type(op, 0), *b = result_type(op, 0);
  if (!bo_type_is_tensor(a) || !bo_type_is_tensor(b) ||
      bo_type_get_element_type(a) != bo_type_get_element_type(b) || !compatible_shapes(a, b))
    return cast_error(op);
  return 0;
}

static int verify_bitcast(bo_op *op) {
  if (verify_shape(op, 0, 1, 1, 0)) return -1;
  const bo_type *a = operand_type(op, 0), *b = result_type(op, 0);
  if (!bo_type_is_tensor(a) || !bo_type_is_tensor(b) ||
      elem_width(bo_type_get_element_type(a)) != elem_width(bo_type_get_element_type(b)) ||
      !compatible_shapes(a, b))
    return cast_error(op);
  return 0;
}

/* -------------------------------------------------- empty, from_elements */

/* `($dynamicSizes) attr-dict : type` */
static int parse_empty(bo_parser *p, bo_parse_state *st) {
  bo_unresolved_vec dyn = {0};
  const bo_type *t;
  int rc = -1;
  if (bo_parse_operand_list(p, BO_DELIM_PAREN, &dyn) || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_colon_type(p, &t) ||
      bo_resolve_operands_same(p, dyn.data, dyn.len, bo_type_index(bo_parser_context(p)),
                               &st->operands))
    goto done;
  bo_state_add_result_type(st, t);
  rc = 0;
done:
  bo_vec_free(&dyn);
  return rc;
}

static void print_empty(bo_printer *p, bo_op *op) {
  bo_print_char(p, '(');
  bo_print_op_operands(p, op, 0, bo_op_get_num_operands(op));
  bo_print_char(p, ')');
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, result_type(op, 0));
}

/* A ranked tensor result with one operand per '?' (empty, splat, generate). */
static int verify_result_dynamic_count(bo_op *op, unsigned first_dynamic) {
  const bo_type *t = result_type(op, 0);
  if (expect_ranked_tensor(op, "result", 0, t)) return -1;
  return bo_shaped_verify_dynamic_count(op, t, bo_op_get_num_operands(op) - first_dynamic);
}

static int verify_empty(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 0)) return -1;
  return verify_result_dynamic_count(op, 0);
}

/* `$elements attr-dict : type($result)`: one element per tensor element. */
static int parse_from_elements(bo_parser *p, bo_parse_state *st) {
  bo_unresolved_vec elems = {0};
  const bo_type *t;
  bo_loc loc = bo_parser_loc(p), type_loc;
  int rc = -1;
  if (bo_parse_operand_list(p, BO_DELIM_NONE, &elems) || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_punct(p, ":"))
    goto done;
  type_loc = bo_parser_loc(p);
  if (bo_parse_type(p, &t)) goto done;
  if (!is_ranked_tensor(t)) {
    /* the custom form reads a RankedTensorType */
    char *s = bo_type_to_string(t);
    bo_parser_custom_error_at(p, type_loc, "invalid kind of type specified: expected builtin.tensor, but found '%s'",
                              s);
    free(s);
    goto done;
  }
  if (is_dyn(bo_type_get_num_elements(t))) {
    char *s = bo_type_to_string(t);
    bo_parser_error(p, "expected a statically shaped tensor type, got '%s'", s);
    free(s);
    goto done;
  }
  size_t n = (size_t)bo_type_get_num_elements(t);
  if (elems.len != n) {
    /* Upstream resolves against a type range, hence this wording. */
    bo_parser_custom_error_at(p, loc, "number of operands and types do not match: got %zu operands and %zu types",
                              elems.len, n);
    goto done;
  }
  const bo_type **types = malloc((n ? n : 1) * sizeof *types);
  for (size_t i = 0; i < n; i++) types[i] = bo_type_get_element_type(t);
  rc = bo_resolve_operands(p, elems.data, elems.len, types, n, loc, &st->operands);
  free(types);
  if (!rc) bo_state_add_result_type(st, t);
done:
  bo_vec_free(&elems);
  return rc;
}

static void print_from_elements(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, bo_op_get_num_operands(op));
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, result_type(op, 0));
}

static int verify_from_elements(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 0)) return -1;
  const bo_type *t = result_type(op, 0);
  if (!is_ranked_tensor(t) || is_dyn(bo_type_get_num_elements(t)))
    return bo_op_emit_error(op, "result #0 must be statically shaped tensor of any type values");
  if ((int64_t)bo_op_get_num_operands(op) != bo_type_get_num_elements(t))
    return bo_op_emit_error(op, "failed to verify that operand types match result element type");
  for (unsigned i = 0; i < bo_op_get_num_operands(op); i++)
    if (operand_type(op, i) != bo_type_get_element_type(t))
      return bo_op_emit_error(op, "failed to verify that operand types match result element type");
  return 0;
}

/* ------------------------------------------------------ extract, insert */

/* `$tensor[$indices] attr-dict : type($tensor)` -> element */
static int parse_extract(bo_parser *p, bo_parse_state *st) {
  return bo_shaped_parse_indexed_read(p, st, false);
}

static void print_extract(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_shaped_print_indexed(p, op, 0);
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
}

static int verify_extract(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 1)) return -1;
  const bo_type *t = operand_type(op, 0);
  if (expect_ranked_tensor(op, "operand", 0, t)) return -1;
  if (result_type(op, 0) != bo_type_get_element_type(t))
    return bo_op_emit_error(op, "failed to verify that result type matches element type of "
                                "tensor");
  if (bo_type_get_rank(t) != bo_op_get_num_operands(op) - 1)
    return bo_op_emit_error(op, "incorrect number of indices for extract_element");
  return 0;
}

/* `$scalar into $dest[$indices] attr-dict : type($dest)` -> type($dest) */
static int parse_insert(bo_parser *p, bo_parse_state *st) {
  return bo_shaped_parse_indexed_write(p, st, false);
}

static void print_insert(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, " into ");
  bo_shaped_print_indexed(p, op, 1);
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 1));
}

static int verify_insert(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 2)) return -1;
  const bo_type *t = operand_type(op, 1);
  if (expect_ranked_tensor(op, "operand", 1, t)) return -1;
  if (operand_type(op, 0) != bo_type_get_element_type(t))
    return bo_op_emit_error(op, "failed to verify that scalar type matches element type of dest");
  if (result_type(op, 0) != t)
    return bo_op_emit_error(op, "failed to verify that all of {dest, result} have same type");
  if (bo_type_get_rank(t) != bo_op_get_num_operands(op) - 2)
    return bo_op_emit_error(op, "incorrect number of indices");
  return 0;
}

/* -------------------------------------------------------------- slices */

/* The type extract_slice would produce without rank reduction. */
static const bo_type *slice_type(bo_context *ctx, const bo_type *source, const int64_t *sizes,
                                 unsigned n) {
  return bo_type_tensor(ctx, n, sizes, bo_type_get_element_type(source),
                        bo_type_get_encoding(source));
}

/* Upstream's isRankReducedType + produceSliceErrorMsg for tensors. */
static int verify_rank_reduced(bo_op *op, const bo_type *expected, const bo_type *candidate) {
  bo_tnames T = {0};
  int rc = 0;
  if (expected == candidate) return 0;
  unsigned orank = bo_type_get_rank(expected), rrank = bo_type_get_rank(candidate);
  if (rrank > orank)
    rc = bo_op_emit_plain_error(op, "expected rank to be smaller or equal to the other rank. ");
  else if (!bo_shaped_rank_reduction_mask(bo_type_get_shape(expected), orank,
                                          bo_type_get_shape(candidate), rrank, NULL))
    rc = bo_op_emit_plain_error(op,
                                "expected type to be '%s' or a rank-reduced version. (size "
                                "mismatch) ",
                                bo_tnames_get(&T, expected));
  else if (bo_type_get_element_type(expected) != bo_type_get_element_type(candidate))
    rc = bo_op_emit_plain_error(op, "expected element type to be '%s'",
                                bo_tnames_get(&T, bo_type_get_element_type(expected)));
  bo_tnames_free(&T);
  return rc;
}

/* Shared body of the slicing verifiers: `full` is the tensor sliced (source
 * of extract_slice, dest of the inserts), `part` the slice's type, and the
 * lists start at operand segment first_segment. */
static int verify_slice(bo_op *op, const bo_type *full, const bo_type *part,
                        unsigned first_segment) {
  if (expect_ranked_tensor(op, "operand", 0, full) || expect_ranked_tensor(op, "operand", 0, part))
    return -1;
  unsigned rank = bo_type_get_rank(full);
  unsigned max_ranks[3] = {rank, rank, rank};
  if (bo_shaped_verify_offset_size_stride(op, first_segment, max_ranks)) return -1;
  const int64_t *offs, *sizes, *strides;
  unsigned n = bo_shaped_slice_statics(op, &offs, &sizes, &strides);
  const bo_type *expected = slice_type(bo_op_get_context(op), full, sizes, n);
  if (verify_rank_reduced(op, expected, part)) return -1;
  return bo_shaped_verify_in_bounds(op, bo_type_get_shape(full), rank, offs, sizes, strides);
}

static int verify_extract_slice(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 1) || bo_shaped_verify_segments(op, 4)) return -1;
  return verify_slice(op, operand_type(op, 0), result_type(op, 0), 1);
}

/* `$source into $dest [..] [..] [..] attr-dict : T into D` */
static int parse_insert_slice_like(bo_parser *p, bo_parse_state *st, bool has_result) {
  bo_unresolved src, dst;
  bo_slice_lists l;
  const bo_type *ts, *td;
  bo_value *v;
  if (bo_parse_operand(p, &src) || bo_parse_keyword(p, "into") || bo_parse_operand(p, &dst))
    return -1;
  if (bo_shaped_parse_slice_lists(p, &l) || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_colon_type(p, &ts) || bo_parse_keyword(p, "into") || bo_parse_type(p, &td) ||
      bo_resolve_operand(p, &src, ts, &v))
    goto fail;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &dst, td, &v)) goto fail;
  bo_state_add_operand(st, v);
  if (has_result) bo_state_add_result_type(st, td);
  return bo_shaped_finish_slice(p, st, &l, 2, 0);
fail:
  bo_shaped_slice_lists_free(&l);
  return -1;
}

static int parse_insert_slice(bo_parser *p, bo_parse_state *st) {
  return parse_insert_slice_like(p, st, true);
}
static int parse_parallel_insert_slice(bo_parser *p, bo_parse_state *st) {
  return parse_insert_slice_like(p, st, false);
}

static void print_insert_slice(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, " into ");
  bo_print_operand(p, bo_op_get_operand(op, 1));
  bo_shaped_print_slice_lists(p, op, 2);
  bo_print_optional_attr_dict(p, op, bo_shaped_slice_elided, 4);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, " into ");
  bo_print_type(p, operand_type(op, 1));
}

static int verify_insert_slice(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 2) || bo_shaped_verify_segments(op, 5)) return -1;
  if (result_type(op, 0) != operand_type(op, 1))
    return bo_op_emit_error(op, "failed to verify that all of {dest, result} have same type");
  return verify_slice(op, operand_type(op, 1), operand_type(op, 0), 2);
}

static int verify_parallel_insert_slice(bo_op *op) {
  if (verify_shape(op, 0, 0, -1, 2) || bo_shaped_verify_segments(op, 5)) return -1;
  return verify_slice(op, operand_type(op, 1), operand_type(op, 0), 2);
}

/* ------------------------------------------------------------- generate */

/* `$dynamicExtents $body attr-dict : type($result)` */
static int parse_generate(bo_parser *p, bo_parse_state *st) {
  bo_unresolved_vec dyn = {0};
  const bo_type *t;
  int rc = -1;
  if (bo_parse_operand_list(p, BO_DELIM_NONE, &dyn) ||
      bo_parse_region(p, bo_state_add_region(st), NULL, 0) ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &t) ||
      bo_resolve_operands_same(p, dyn.data, dyn.len, bo_type_index(bo_parser_context(p)),
                               &st->operands))
    goto done;
  bo_state_add_result_type(st, t);
  rc = 0;
done:
  bo_vec_free(&dyn);
  return rc;
}

static void print_generate(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, bo_op_get_num_operands(op));
  bo_print_region(p, bo_op_get_region(op, 0), true, true, false);
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, result_type(op, 0));
}

static int verify_generate(bo_op *op) {
  if (verify_shape(op, 1, 1, -1, 0)) return -1;
  return verify_result_dynamic_count(op, 0);
}

/* The yield ending a single-block body, or NULL. */
static bo_op *body_yield(bo_op *op) {
  bo_block *b = bo_region_first_block(bo_op_get_region(op, 0));
  bo_op *last = b ? bo_block_last_op(b) : NULL;
  return last && bo_op_isa(last, BO_OP_TENSOR_YIELD) ? last : NULL;
}

static int verify_generate_regions(bo_op *op) {
  const bo_type *t = result_type(op, 0);
  bo_block *b = bo_region_first_block(bo_op_get_region(op, 0));
  if (!b) return bo_op_emit_error(op, "region #0 ('body') failed to verify constraint: region with 1 blocks");
  for (unsigned i = 0; i < bo_block_get_num_args(b); i++)
    if (bo_type_get_kind(bo_value_get_type(bo_block_get_arg(b, i))) != BO_TYPE_INDEX)
      return bo_op_emit_plain_error(op, "all body arguments must be index");
  if (bo_block_get_num_args(b) != bo_type_get_rank(t))
    return bo_op_emit_plain_error(op, "must have one body argument per input dimension");
  bo_op *y = body_yield(op);
  if (!y || bo_op_get_num_operands(y) != 1 ||
      operand_type(y, 0) != bo_type_get_element_type(t))
    return bo_op_emit_error(op, "body must be terminated with a `yield` operation of the tensor "
                                "element type");
  return 0;
}

/* ------------------------------------------------------------------ pad */

/* `$source (nofold)? low[..] high[..] $region attr-dict : T to R` */
static int parse_pad(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  const bo_type *i64 = bo_type_integer(ctx, 64, BO_SIGNLESS);
  bo_unresolved src;
  bo_unresolved_vec low = {0}, high = {0};
  bo_i64_vec slow = {0}, shigh = {0};
  const bo_type *from, *to;
  bo_value *v;
  int r, rc = -1;
  if (bo_parse_operand(p, &src) || (r = bo_parse_optional_keyword(p, "nofold")) < 0) goto done;
  if (r) bo_state_add_attr(st, "nofold", bo_attr_unit(ctx));
  if (bo_parse_keyword(p, "low") ||
      bo_parse_dynamic_index_list(p, &low, &slow, BO_DELIM_SQUARE) ||
      bo_parse_keyword(p, "high") ||
      bo_parse_dynamic_index_list(p, &high, &shigh, BO_DELIM_SQUARE) ||
      bo_parse_region(p, bo_state_add_region(st), NULL, 0) ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &from) ||
      bo_parse_keyword(p, "to") || bo_parse_type(p, &to) || bo_resolve_operand(p, &src, from, &v))
    goto done;
  bo_state_add_operand(st, v);
  if (bo_resolve_operands_same(p, low.data, low.len, bo_type_index(ctx), &st->operands) ||
      bo_resolve_operands_same(p, high.data, high.len, bo_type_index(ctx), &st->operands))
    goto done;
  bo_state_add_attr(st, "static_low", bo_attr_dense_array_int(ctx, i64, slow.len, slow.data));
  bo_state_add_attr(st, "static_high", bo_attr_dense_array_int(ctx, i64, shigh.len, shigh.data));
  int32_t seg[3] = {1, (int32_t)low.len, (int32_t)high.len};
  bo_state_set_segment_sizes(st, seg, 3);
  bo_state_add_result_type(st, to);
  rc = 0;
done:
  bo_vec_free(&low);
  bo_vec_free(&high);
  bo_vec_free(&slow);
  bo_vec_free(&shigh);
  return rc;
}

static void print_pad_list(bo_printer *p, bo_op *op, const char *prop, unsigned segment) {
  unsigned n, start = 0, count = bo_op_segment(op, segment, &start);
  const int64_t *statics = bo_shaped_prop_i64s(op, prop, &n);
  bo_value **dyn = malloc((count ? count : 1) * sizeof *dyn);
  for (unsigned i = 0; i < count; i++) dyn[i] = bo_op_get_operand(op, start + i);
  bo_print_dynamic_index_list(p, dyn, count, statics, n, BO_DELIM_SQUARE);
  free(dyn);
}

static void print_pad(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"nofold", "operandSegmentSizes", "static_high",
                                       "static_low"};
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  if (bo_op_get_prop(op, "nofold")) bo_print_str(p, " nofold");
  bo_print_str(p, " low");
  print_pad_list(p, op, "static_low", 1);
  bo_print_str(p, " high");
  print_pad_list(p, op, "static_high", 2);
  bo_print_region(p, bo_op_get_region(op, 0), true, true, false);
  bo_print_optional_attr_dict(p, op, elided, 4);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, " to ");
  bo_print_type(p, result_type(op, 0));
}

static int verify_pad(bo_op *op) {
  if (verify_shape(op, 1, 1, -1, 1) || bo_shaped_verify_segments(op, 3)) return -1;
  const bo_type *src = operand_type(op, 0), *res = result_type(op, 0);
  bo_context *ctx = bo_op_get_context(op);
  bo_tnames T = {0};
  int rc = 0;
  if (expect_ranked_tensor(op, "operand", 0, src) || expect_ranked_tensor(op, "result", 0, res))
    return -1;
  unsigned nl, nh, rank = bo_type_get_rank(src);
  const int64_t *low = bo_shaped_prop_i64s(op, "static_low", &nl);
  const int64_t *high = bo_shaped_prop_i64s(op, "static_high", &nh);
  if (!low) return bo_op_emit_error(op, "requires attribute 'static_low'");
  if (!high) return bo_op_emit_error(op, "requires attribute 'static_high'");
  if (nl != rank || nh != rank) {
    bo_op_emit_plain_error(op,
                           "failed to infer expectedType from sourceType '%s', specified "
                           "resultType is '%s'",
                           bo_tnames_get(&T, src), bo_tnames_get(&T, res));
    bo_tnames_free(&T);
    return -1;
  }
  int64_t *shape = malloc((rank + 1) * sizeof *shape);
  const int64_t *sshape = bo_type_get_shape(src);
  for (unsigned i = 0; i < rank; i++)
    shape[i] = is_dyn(sshape[i]) || is_dyn(low[i]) || is_dyn(high[i])
                   ? BO_DYNAMIC
                   : sshape[i] + low[i] + high[i];
  const bo_type *expected = bo_type_tensor(ctx, rank, shape, bo_type_get_element_type(src), NULL);
  bool ok = bo_type_get_rank(res) == rank;
  for (unsigned i = 0; ok && i < rank; i++)
    ok = bo_type_get_shape(res)[i] == shape[i] || is_dyn(shape[i]);
  free(shape);
  if (!ok)
    rc = bo_op_emit_plain_error(op, "specified type '%s' does not match the inferred type '%s'",
                                bo_tnames_get(&T, res), bo_tnames_get(&T, expected));
  bo_tnames_free(&T);
  return rc;
}

static int verify_pad_regions(bo_op *op) {
  const bo_type *res = result_type(op, 0);
  bo_block *b = bo_region_first_block(bo_op_get_region(op, 0));
  unsigned rank = bo_type_get_rank(res);
  if (!b) return bo_op_emit_error(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
  if (bo_block_get_num_args(b) != rank)
    return bo_op_emit_plain_error(op, "expected the block to have %u arguments", rank);
  for (unsigned i = 0; i < rank; i++)
    if (bo_type_get_kind(bo_value_get_type(bo_block_get_arg(b, i))) != BO_TYPE_INDEX)
      return bo_op_emit_error(op, "expected block argument %u to be an index", i + 1);
  bo_op *y = body_yield(op);
  if (!y || bo_op_get_num_operands(y) != 1 || operand_type(y, 0) != bo_type_get_element_type(res))
    return bo_op_emit_error(op, "expected yield type to match shape element type");
  return 0;
}

/* ---------------------------------------------------------------- yield */

static int verify_yield(bo_op *op) {
  if (verify_shape(op, 0, 0, 1, 0)) return -1;
  bo_op *parent = bo_op_get_parent_op(op);
  if (!parent || !(bo_op_isa(parent, BO_OP_TENSOR_GENERATE) || bo_op_isa(parent, BO_OP_TENSOR_PAD)))
    return bo_op_emit_error(op, "expects parent op to be one of 'tensor.generate, tensor.pad'");
  return 0;
}

/* ---------------------------------------------------------------- splat */

/* `$input ([$dynamicSizes])? attr-dict : type($aggregate)` */
static int parse_splat(bo_parser *p, bo_parse_state *st) {
  bo_unresolved in;
  bo_unresolved_vec dyn = {0};
  const bo_type *t;
  bo_value *v;
  bo_loc loc;
  int rc = -1;
  if (bo_parse_operand(p, &in) || bo_parse_operand_list(p, BO_DELIM_OPTIONAL_SQUARE, &dyn) ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_punct(p, ":"))
    goto done;
  loc = bo_parser_loc(p);
  if (bo_parse_type(p, &t)) goto done;
  if (!is_ranked_tensor(t)) { /* the custom form reads a RankedTensorType */
    char *s = bo_type_to_string(t);
    bo_parser_custom_error_at(p, loc, "invalid kind of type specified: expected builtin.tensor, but found '%s'", s);
    free(s);
    goto done;
  }
  if (bo_resolve_operand(p, &in, bo_type_get_element_type(t), &v)) goto done;
  bo_state_add_operand(st, v);
  if (bo_resolve_operands_same(p, dyn.data, dyn.len, bo_type_index(bo_parser_context(p)),
                               &st->operands))
    goto done;
  bo_state_add_result_type(st, t);
  rc = 0;
done:
  bo_vec_free(&dyn);
  return rc;
}

static void print_splat(bo_printer *p, bo_op *op) {
  unsigned n = bo_op_get_num_operands(op);
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  if (n > 1) {
    bo_print_char(p, '[');
    bo_print_op_operands(p, op, 1, n - 1);
    bo_print_char(p, ']');
  }
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, result_type(op, 0));
}

static int verify_splat(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 1)) return -1;
  if (verify_result_dynamic_count(op, 1)) return -1;
  if (operand_type(op, 0) != bo_type_get_element_type(result_type(op, 0)))
    return bo_op_emit_error(op, "failed to verify that operand type matches element type of "
                                "result");
  return 0;
}

/* --------------------------------------------------------------- concat */

/* `dim($dim) $inputs attr-dict : (T, ...) -> R` */
static int parse_concat(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_unresolved_vec ins = {0};
  int64_t dim;
  const bo_type *fn;
  bo_loc loc;
  int rc = -1;
  if (bo_parse_keyword(p, "dim") || bo_parse_punct(p, "(") || bo_parse_integer(p, &dim) ||
      bo_parse_punct(p, ")"))
    return -1;
  bo_state_add_attr(st, "dim", bo_attr_integer(ctx, bo_type_integer(ctx, 64, BO_SIGNLESS), dim));
  loc = bo_parser_loc(p);
  if (bo_parse_operand_list(p, BO_DELIM_NONE, &ins) || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_punct(p, ":") || bo_parse_function_type(p, &fn) ||
      bo_resolve_operands(p, ins.data, ins.len, bo_type_get_inputs(fn), bo_type_get_num_inputs(fn),
                          loc, &st->operands))
    goto done;
  bo_state_add_result_types(st, bo_type_get_results(fn), bo_type_get_num_results(fn));
  rc = 0;
done:
  bo_vec_free(&ins);
  return rc;
}

static void print_concat(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"dim"};
  const bo_attr *d = bo_op_get_prop(op, "dim");
  bo_print_str(p, " dim(");
  if (d) bo_print_int(p, bo_attr_get_int(d));
  bo_print_str(p, ") ");
  bo_print_op_operands(p, op, 0, bo_op_get_num_operands(op));
  bo_print_optional_attr_dict(p, op, elided, 1);
  bo_print_str(p, " : (");
  bo_print_operand_types(p, op, 0, bo_op_get_num_operands(op));
  bo_print_str(p, ") -> ");
  bo_print_result_types(p, op);
}

static int verify_concat(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 0)) return -1;
  unsigned n = bo_op_get_num_operands(op);
  const bo_type *res = result_type(op, 0);
  const bo_attr *d = bo_op_get_prop(op, "dim");
  bo_context *ctx = bo_op_get_context(op);
  if (!d || bo_attr_get_kind(d) != BO_ATTR_INTEGER)
    return bo_op_emit_error(op, "requires attribute 'dim'");
  if (n < 1) return bo_op_emit_error(op, "requires at least one input");
  if (expect_ranked_tensor(op, "result", 0, res)) return -1;
  for (unsigned i = 0; i < n; i++)
    if (expect_ranked_tensor(op, "operand", i, operand_type(op, i))) return -1;
  unsigned rank = bo_type_get_rank(res);
  for (unsigned i = 0; i < n; i++)
    if (bo_type_get_rank(operand_type(op, i)) != rank)
      return bo_op_emit_error(op, "rank of concatenated inputs must match result rank");
  for (unsigned i = 0; i < n; i++)
    if (bo_type_get_element_type(operand_type(op, i)) != bo_type_get_element_type(res))
      return bo_op_emit_error(op, "inputs and result element type must match");
  int64_t dim = bo_attr_get_int(d);
  if (dim >= (int64_t)rank)
    return bo_op_emit_error(op, "concatenation dim must be less than the tensor rank");
  int64_t *sizes = malloc((rank + 1) * sizeof *sizes);
  for (unsigned k = 0; k < rank; k++) {
    int64_t size = BO_DYNAMIC;
    if ((int64_t)k == dim) {
      /* The concatenated size: the sum, '?' if any input is. */
      size = 0;
      for (unsigned i = 0; i < n; i++) {
        int64_t s = bo_type_get_shape(operand_type(op, i))[k];
        size = is_dyn(size) || is_dyn(s) ? BO_DYNAMIC : size + s;
      }
    } else {
      /* Other sizes: all static ones must agree. */
      for (unsigned i = 0; i < n; i++) {
        int64_t s = bo_type_get_shape(operand_type(op, i))[k];
        if (is_dyn(s)) continue;
        if (!is_dyn(size) && size != s) {
          free(sizes);
          return bo_op_emit_error(op,
                                  "static concatenation size mismatch along non-concatenated "
                                  "dimension %u",
                                  k);
        }
        size = s;
      }
    }
    sizes[k] = size;
  }
  const bo_type *inferred = bo_type_tensor(ctx, rank, sizes,
                                           bo_type_get_element_type(operand_type(op, 0)), NULL);
  free(sizes);
  for (unsigned k = 0; k < rank; k++) {
    int64_t a = bo_type_get_shape(inferred)[k], b = bo_type_get_shape(res)[k];
    if (!is_dyn(a) && !is_dyn(b) && a != b) {
      bo_tnames T = {0};
      bo_op_emit_error(op, "result type '%s'does not match inferred shape '%s' static sizes",
                       bo_tnames_get(&T, res), bo_tnames_get(&T, inferred));
      bo_tnames_free(&T);
      return -1;
    }
  }
  return 0;
}

/* ---------------------------------------------------- dim, rank, reshape */

static int verify_tensor_dim(bo_op *op) {
  if (verify_shape(op, 0, 1, 2, 0)) return -1;
  const bo_type *t = operand_type(op, 0);
  if (!bo_type_is_tensor(t) || (is_ranked_tensor(t) && bo_type_get_rank(t) == 0)) {
    bo_tnames T = {0};
    bo_op_emit_error(op, "operand #0 must be non-0-ranked or unranked tensor, but got '%s'",
                     bo_tnames_get(&T, t));
    bo_tnames_free(&T);
    return -1;
  }
  return 0;
}

static int verify_tensor_rank(bo_op *op) {
  if (verify_shape(op, 0, 1, 1, 0)) return -1;
  if (bo_type_is_tensor(operand_type(op, 0))) return 0;
  bo_tnames T = {0};
  bo_op_emit_error(op, "operand #0 must be tensor of any type values, but got '%s'",
                   bo_tnames_get(&T, operand_type(op, 0)));
  bo_tnames_free(&T);
  return -1;
}

static int verify_tensor_reshape(bo_op *op) {
  if (verify_shape(op, 0, 1, 2, 0)) return -1;
  const bo_type *src = operand_type(op, 0), *shape = operand_type(op, 1), *res = result_type(op, 0);
  /* the ODS operand and result constraints, in their order */
  const char *what = NULL, *desc = "tensor of any type values";
  const bo_type *bad = NULL;
  if (!bo_type_is_tensor(src)) {
    what = "operand #0", bad = src;
  } else if (!is_ranked_tensor(shape) || bo_type_get_rank(shape) != 1 ||
             !bo_type_is_signless_int_or_index(bo_type_get_element_type(shape))) {
    what = "operand #1", bad = shape, desc = "1D tensor of signless integer or index values";
  } else if (!bo_type_is_tensor(res)) {
    what = "result #0", bad = res;
  }
  if (what) {
    bo_tnames T = {0};
    bo_op_emit_error(op, "%s must be %s, but got '%s'", what, desc, bo_tnames_get(&T, bad));
    bo_tnames_free(&T);
    return -1;
  }
  if (bo_type_get_element_type(src) != bo_type_get_element_type(res))
    return bo_op_emit_error(op, "element types of source and destination tensor types should be "
                                "the same");
  if (is_ranked_tensor(res)) {
    int64_t n = bo_type_get_shape(shape)[0];
    int64_t ns = is_ranked_tensor(src) ? bo_type_get_num_elements(src) : BO_DYNAMIC;
    int64_t nr = bo_type_get_num_elements(res);
    if (!is_dyn(ns) && !is_dyn(nr) && ns != nr)
      return bo_op_emit_error(op, "source and destination tensor should have the same number of "
                                  "elements");
    if (is_dyn(n))
      return bo_op_emit_error(op, "cannot use shape operand with dynamic length to reshape to "
                                  "statically-ranked tensor type");
    if (n != (int64_t)bo_type_get_rank(res))
      return bo_op_emit_error(op, "length of shape operand differs from the result's tensor rank");
  }
  return 0;
}

/* ---------------------------------------------- expand / collapse_shape */

/* Upstream's verifyTensorReshapeOp: reassociation well-formed against the
 * two ranks, static sizes agree, and the collapsed type is the inferred one. */
static int verify_tensor_reshape_like(bo_op *op, const bo_type *expanded, const bo_type *collapsed) {
  bo_reassoc r;
  bo_tnames T = {0};
  int rc = -1;
  if (expect_ranked_tensor(op, "operand", 0, operand_type(op, 0)) ||
      expect_ranked_tensor(op, "result", 0, result_type(op, 0)))
    return -1;
  unsigned erank = bo_type_get_rank(expanded), crank = bo_type_get_rank(collapsed);
  if (erank < crank) {
    bo_op_emit_error(op,
                     "expected the expanded type, '%s' to have a higher (or same) rank than the "
                     "collapsed type, '%s'.",
                     bo_tnames_get(&T, expanded), bo_tnames_get(&T, collapsed));
    bo_tnames_free(&T);
    return -1;
  }
  if (bo_shaped_reassoc_decode(bo_op_get_prop(op, "reassociation"), &r))
    return bo_op_emit_error(op, "attribute 'reassociation' failed to satisfy constraint: Array "
                                "of 64-bit integer array attributes");
  if (crank != r.num_groups) {
    bo_op_emit_error(op,
                     "expected collapsed rank (%u) to equal the number of reassociation maps "
                     "(%u).",
                     crank, r.num_groups);
    goto out;
  }
  /* Each group becomes an affine map over max-dim + 1 dims. */
  int64_t max_dim = 0;
  for (unsigned i = 0; i < r.start[r.num_groups]; i++)
    if (r.dims[i] > max_dim) max_dim = r.dims[i];
  if (r.num_groups && max_dim + 1 != (int64_t)erank) {
    bo_op_emit_error(op,
                     "expected reassociation map #0 to have size equal to the expanded rank "
                     "(%u), but it is  %lld.",
                     erank, (long long)(max_dim + 1));
    goto out;
  }
  int64_t next = 0;
  for (unsigned g = 0; g < r.num_groups; g++)
    for (unsigned i = r.start[g]; i < r.start[g + 1]; i++)
      if (r.dims[i] != next++) {
        bo_op_emit_error(op, "expected reassociation map #%u to be valid and contiguous.", g);
        goto out;
      }
  const int64_t *es = bo_type_get_shape(expanded), *cs = bo_type_get_shape(collapsed);
  int64_t *inferred = malloc((crank + 1) * sizeof *inferred);
  for (unsigned g = 0; g < r.num_groups; g++) {
    /* upstream's product counts a 0 size (0x5 collapses into 0) */
    int64_t size = inferred[g] = bo_shaped_group_size(es, &r, g);
    if (is_dyn(size) && !is_dyn(cs[g])) {
      bo_op_emit_error(op,
                       "expected dimension %u of collapsed type to be dynamic since one or more "
                       "of the corresponding dimensions in the expanded type is dynamic",
                       g);
      free(inferred);
      goto out;
    }
    if (!is_dyn(size) && cs[g] != size) {
      bo_op_emit_error(op, "expected dimension %u of collapsed type to be static value of %lld", g,
                       (long long)size);
      free(inferred);
      goto out;
    }
  }
  const bo_type *want = bo_type_tensor(bo_op_get_context(op), crank, inferred,
                                       bo_type_get_element_type(expanded), NULL);
  free(inferred);
  if (bo_type_get_element_type(want) != bo_type_get_element_type(collapsed) ||
      memcmp(bo_type_get_shape(want), cs, crank * sizeof(int64_t))) {
    bo_op_emit_error(op, "expected collapsed type to be '%s', but got '%s'",
                     bo_tnames_get(&T, want), bo_tnames_get(&T, collapsed));
    goto out;
  }
  rc = 0;
out:
  bo_tnames_free(&T);
  bo_shaped_reassoc_free(&r);
  return rc;
}

static int verify_tensor_expand_shape(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 1)) return -1;
  const bo_type *res = result_type(op, 0);
  if (expect_ranked_tensor(op, "result", 0, res)) return -1;
  const int64_t *statics;
  if (bo_shaped_verify_static_output_shape(op, bo_type_get_rank(res), "dims", &statics)) return -1;
  return verify_tensor_reshape_like(op, res, operand_type(op, 0));
}

static int verify_tensor_collapse_shape(bo_op *op) {
  if (verify_shape(op, 0, 1, 1, 0)) return -1;
  return verify_tensor_reshape_like(op, operand_type(op, 0), result_type(op, 0));
}

/* ------------------------------------------------------------ SSA names */

#define RESULT_NAME(fn, text)                                    \
  static void fn(bo_op *op, bo_name_setter *s) {                 \
    bo_set_value_name(s, bo_op_get_result(op, 0), text);         \
  }
RESULT_NAME(name_cast, "cast")
RESULT_NAME(name_concat, "concat")
RESULT_NAME(name_dim, "dim")
RESULT_NAME(name_extracted, "extracted")
RESULT_NAME(name_extracted_slice, "extracted_slice")
RESULT_NAME(name_from_elements, "from_elements")
RESULT_NAME(name_generated, "generated")
RESULT_NAME(name_inserted, "inserted")
RESULT_NAME(name_inserted_slice, "inserted_slice")
RESULT_NAME(name_padded, "padded")
RESULT_NAME(name_rank, "rank")
RESULT_NAME(name_reshape, "reshape")
RESULT_NAME(name_expanded, "expanded")
RESULT_NAME(name_collapsed, "collapsed")
RESULT_NAME(name_splat, "splat")
#undef RESULT_NAME

/* ---------------------------------------------------------------- table */

static const char *const k_slice_attrs[] = {"operandSegmentSizes", "static_offsets",
                                            "static_sizes", "static_strides", NULL};
static const char *const k_pad_attrs[] = {"nofold", "operandSegmentSizes", "static_high",
                                          "static_low", NULL};
static const char *const k_expand_attrs[] = {"reassociation", "static_output_shape", NULL};
static const char *const k_collapse_attrs[] = {"reassociation", NULL};
static const char *const k_concat_attrs[] = {"dim", NULL};
static const char *const k_gather_attrs[] = {"gather_dims", "unique", NULL};
static const char *const k_scatter_attrs[] = {"scatter_dims", "unique", NULL};

#define P BO_TRAIT_PURE
static const bo_op_info k_tensor_ops[] = {
    BO_OP_DEF(TENSOR_BITCAST, .traits = P, .parse = bo_shaped_parse_cast,
     .print = bo_shaped_print_cast, .verify = verify_bitcast, .fold = bo_tensor_fold_bitcast),
    BO_OP_DEF(TENSOR_CAST, .traits = P, .bufferize = &bo_tensor_cast_bufferize, .parse = bo_shaped_parse_cast,
     .print = bo_shaped_print_cast, .verify = verify_cast, .asm_result_names = name_cast, .fold = bo_tensor_fold_cast,
     .canonicalize = bo_tensor_canonicalize_cast),
    BO_OP_DEF(TENSOR_COLLAPSE_SHAPE, .bufferize = &bo_tensor_collapse_shape_bufferize, .traits = P, .inherent_attrs = k_collapse_attrs,
     .parse = bo_shaped_parse_collapse_shape, .print = bo_shaped_print_collapse_shape,
     .verify = verify_tensor_collapse_shape, .asm_result_names = name_collapsed, .fold = bo_tensor_fold_reshape_shape,
     .canonicalize = bo_tensor_canonicalize_reshape_shape),
    BO_OP_DEF(TENSOR_CONCAT, .bufferize = &bo_tensor_concat_bufferize, .traits = P, .inherent_attrs = k_concat_attrs,
     .parse = parse_concat, .print = print_concat, .verify = verify_concat,
     .asm_result_names = name_concat, .fold = bo_tensor_fold_concat, .canonicalize = bo_tensor_canonicalize_concat),
    BO_OP_DEF(TENSOR_DIM, .memory = &bo_memory_none, .bufferize = &bo_tensor_dim_bufferize, .parse = bo_shaped_parse_dim, .print = bo_shaped_print_dim,
     .verify = verify_tensor_dim, .asm_result_names = name_dim,
     .fold = bo_tensor_fold_dim, .canonicalize = bo_tensor_canonicalize_dim),
    BO_OP_DEF(TENSOR_EMPTY, .traits = P, .bufferize = &bo_tensor_empty_bufferize, .parse = parse_empty, .print = print_empty,
     .verify = verify_empty, .canonicalize = bo_tensor_canonicalize_empty),
    BO_OP_DEF(TENSOR_EXPAND_SHAPE, .bufferize = &bo_tensor_expand_shape_bufferize, .traits = P, .inherent_attrs = k_expand_attrs,
     .parse = bo_shaped_parse_expand_shape, .print = bo_shaped_print_expand_shape,
     .verify = verify_tensor_expand_shape, .asm_result_names = name_expanded, .fold = bo_tensor_fold_reshape_shape,
     .canonicalize = bo_tensor_canonicalize_reshape_shape),
    BO_OP_DEF(TENSOR_EXTRACT, .traits = P, .bufferize = &bo_tensor_extract_bufferize, .parse = parse_extract, .print = print_extract,
     .verify = verify_extract, .asm_result_names = name_extracted, .fold = bo_tensor_fold_extract,
     .canonicalize = bo_tensor_canonicalize_extract),
    BO_OP_DEF(TENSOR_EXTRACT_SLICE, .traits = P, .bufferize = &bo_tensor_extract_slice_bufferize, .inherent_attrs = k_slice_attrs,
     .parse = bo_shaped_parse_source_slice, .print = bo_shaped_print_source_slice,
     .verify = verify_extract_slice, .asm_result_names = name_extracted_slice,
     .fold = bo_tensor_fold_extract_slice, .canonicalize = bo_tensor_canonicalize_extract_slice),
    BO_OP_DEF(TENSOR_FROM_ELEMENTS, .traits = P, .bufferize = &bo_tensor_from_elements_bufferize, .parse = parse_from_elements,
     .print = print_from_elements, .verify = verify_from_elements,
     .asm_result_names = name_from_elements, .fold = bo_tensor_fold_from_elements),
    BO_OP_DEF(TENSOR_GENERATE, .memory = &bo_memory_none, .bufferize = &bo_tensor_generate_bufferize, .num_regions = 1, .traits = BO_TRAIT_SINGLE_BLOCK, .parse = parse_generate,
     .print = print_generate, .verify = verify_generate, .verify_regions = verify_generate_regions,
     .asm_result_names = name_generated, .canonicalize = bo_tensor_canonicalize_generate),
    BO_OP_DEF(TENSOR_INSERT, .traits = P, .bufferize = &bo_tensor_insert_bufferize, .parse = parse_insert, .print = print_insert,
     .verify = verify_insert, .asm_result_names = name_inserted, .fold = bo_tensor_fold_insert),
    BO_OP_DEF(TENSOR_INSERT_SLICE, .traits = P, .bufferize = &bo_tensor_insert_slice_bufferize, .inherent_attrs = k_slice_attrs,
     .parse = parse_insert_slice, .print = print_insert_slice, .verify = verify_insert_slice,
     .asm_result_names = name_inserted_slice, .fold = bo_tensor_fold_insert_slice,
     .canonicalize = bo_tensor_canonicalize_insert_slice),
    BO_OP_DEF(TENSOR_PAD, .bufferize = &bo_tensor_pad_bufferize, .num_regions = 1, .traits = P | BO_TRAIT_SINGLE_BLOCK, .inherent_attrs = k_pad_attrs,
     .parse = parse_pad, .print = print_pad, .verify = verify_pad,
     .verify_regions = verify_pad_regions, .asm_result_names = name_padded, .fold = bo_tensor_fold_pad,
     .canonicalize = bo_tensor_canonicalize_pad),
    BO_OP_DEF(TENSOR_PARALLEL_INSERT_SLICE, .inherent_attrs = k_slice_attrs,
     .bufferize = &bo_tensor_parallel_insert_slice_bufferize,
     .parse = parse_parallel_insert_slice, .print = print_insert_slice,
     .verify = verify_parallel_insert_slice, .canonicalize = bo_tensor_canonicalize_insert_slice),
    BO_OP_DEF(TENSOR_RANK, .traits = P, .bufferize = &bo_tensor_rank_bufferize, .parse = bo_shaped_parse_rank,
     .print = bo_shaped_print_rank, .verify = verify_tensor_rank, .asm_result_names = name_rank, .fold = bo_tensor_fold_rank),
    BO_OP_DEF(TENSOR_RESHAPE, .bufferize = &bo_tensor_reshape_bufferize, .traits = P, .parse = bo_shaped_parse_reshape,
     .print = bo_shaped_print_reshape, .verify = verify_tensor_reshape,
     .asm_result_names = name_reshape, .fold = bo_tensor_fold_reshape),
    BO_OP_DEF(TENSOR_SPLAT, .traits = P, .bufferize = &bo_tensor_splat_bufferize, .parse = parse_splat, .print = print_splat,
     .verify = verify_splat, .asm_result_names = name_splat, .fold = bo_tensor_fold_splat),
    BO_OP_DEF(TENSOR_YIELD, .traits = P | BO_TRAIT_TERMINATOR | BO_TRAIT_RETURN_LIKE,
     .parse = bo_shaped_parse_typed_operand, .print = bo_shaped_print_typed_operand,
     .verify = verify_yield),
    BO_OP_DEF(TENSOR_GATHER, .traits = P, .inherent_attrs = k_gather_attrs, .parse = bo_tensor_gather_parse,
     .print = bo_tensor_gather_print, .verify = bo_tensor_gather_verify,
     .asm_result_names = bo_tensor_gather_result_names, .fold = bo_tensor_gather_fold),
    BO_OP_DEF(TENSOR_SCATTER, .traits = P, .inherent_attrs = k_scatter_attrs, .parse = bo_tensor_scatter_parse,
     .print = bo_tensor_scatter_print, .verify = bo_tensor_scatter_verify,
     .asm_result_names = bo_tensor_scatter_result_names),
};
#undef P

const bo_dialect bo_dialect_tensor = {
    .name = "tensor",
    .ops = k_tensor_ops,
    .num_ops = sizeof k_tensor_ops / sizeof k_tensor_ops[0],
};
BO_OP_TABLE_CHECK(k_tensor_ops, TENSOR);
