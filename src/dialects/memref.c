/* memref.c - the memref dialect: op table, custom syntax and verifiers, plus
 * the shaped-op helpers that tensor.c shares (declared in shaped_ops.h).
 *
 * Every op stores exactly the inherent attributes mlir-opt 22 keeps as
 * properties (static_offsets as array<i64: ...> with BO_DYNAMIC for '?',
 * operandSegmentSizes as array<i32: ...>, reassociation as [[i64...]...],
 * kind of atomic_rmw as an i64 enum value, ...), so the generic form and the
 * custom form denote the same op.  Verifiers reproduce upstream's checks and
 * message texts; the strided-layout arithmetic saturates on '?' the way
 * MLIR's SaturatedInteger does (0 * ? = 0, anything else with ? is ?).
 */
#include <stdio.h>

#include "common.h"
#include "shaped_ops.h"
#include "memory_iface.h"
#include "fold.h"
#include "../support/checked.h"

/* ------------------------------------------------------------ utilities */

static bool is_dyn(int64_t v) { return v == BO_DYNAMIC; }

/* MLIR's SaturatedInteger arithmetic: '?' absorbs, but 0 * '?' is 0.  A
 * result past int64 (undefined in MLIR's C++) is '?' here: no static
 * number describes it. */
static int64_t sat_mul(int64_t a, int64_t b) {
  if (a == 0 || b == 0) return 0;
  int64_t r;
  if (is_dyn(a) || is_dyn(b) || bo_mul_overflow_i64(a, b, &r)) return BO_DYNAMIC;
  return r;
}
static int64_t sat_add(int64_t a, int64_t b) {
  int64_t r;
  if (is_dyn(a) || is_dyn(b) || bo_add_overflow_i64(a, b, &r)) return BO_DYNAMIC;
  return r;
}

static const bo_type *operand_type(bo_op *op, unsigned i) {
  return bo_value_get_type(bo_op_get_operand(op, i));
}
static const bo_type *result_type(bo_op *op, unsigned i) {
  return bo_value_get_type(bo_op_get_result(op, i));
}
static bool is_ranked_memref(const bo_type *t) { return bo_type_get_kind(t) == BO_TYPE_MEMREF; }

/* Gathers operands [start, start+n) into a malloc'ed array for the printers
 * that take value arrays. */
static bo_value **gather_operands(bo_op *op, unsigned start, unsigned n) {
  bo_value **v = malloc((n ? n : 1) * sizeof *v);
  for (unsigned i = 0; i < n; i++) v[i] = bo_op_get_operand(op, start + i);
  return v;
}

const int64_t *bo_shaped_prop_i64s(bo_op *op, const char *name, unsigned *n) {
  const bo_attr *a = bo_op_get_prop(op, name);
  *n = 0;
  if (!a || bo_attr_get_kind(a) != BO_ATTR_DENSE_ARRAY || a->u.dense.is_float) return NULL;
  static const int64_t empty[1] = {0}; /* an empty array is still present */
  *n = (unsigned)a->u.dense.n;
  return a->u.dense.ints ? a->u.dense.ints : empty;
}

unsigned bo_shaped_num_dynamic_dims(const bo_type *t) {
  unsigned n = 0, rank = bo_type_get_rank(t);
  const int64_t *shape = bo_type_get_shape(t);
  for (unsigned i = 0; i < rank; i++) n += is_dyn(shape[i]);
  return n;
}

int bo_shaped_verify_dynamic_count(bo_op *op, const bo_type *t, unsigned num_dynamic) {
  unsigned want = bo_shaped_num_dynamic_dims(t);
  if (want != num_dynamic)
    return bo_op_emit_error(op, "incorrect number of dynamic sizes, has %u, expected %u",
                            num_dynamic, want);
  return 0;
}

int bo_shaped_verify_segments(bo_op *op, unsigned n) {
  unsigned len;
  const bo_attr *a = bo_op_get_prop(op, "operandSegmentSizes");
  int64_t total = 0;
  if (a && bo_attr_get_kind(a) == BO_ATTR_DENSE_ARRAY && !a->u.dense.is_float) {
    len = (unsigned)a->u.dense.n;
    if (len != n)
      return bo_op_emit_error(op,
                              "'operandSegmentSizes' attribute for specifying operand segments "
                              "must have %u elements, but got %u",
                              n, len);
    for (unsigned i = 0; i < len; i++) total += a->u.dense.ints[i];
  }
  if (total != (int64_t)bo_op_get_num_operands(op))
    return bo_op_emit_error(op,
                            "operand count (%u) does not match with the total size (%lld) "
                            "specified in attribute 'operandSegmentSizes'",
                            bo_op_get_num_operands(op), (long long)total);
  return 0;
}

/* Region/result/operand counts of ODS, with its messages; min_operands
 * applies when operands < 0 (variadic). */
static int verify_shape(bo_op *op, int regions, int results, int operands, unsigned min_operands) {
  if (bo_verify_counts(op, regions, results, 0, operands)) return -1;
  return operands < 0 ? bo_verify_min_operands(op, min_operands) : 0;
}

/* An `alignment` property must be a positive power-of-two i64 when present. */
static int verify_alignment_attr(bo_op *op) {
  const bo_attr *a = bo_op_get_prop(op, "alignment");
  if (!a) return 0;
  int64_t v = bo_attr_get_kind(a) == BO_ATTR_INTEGER ? bo_attr_get_int(a) : 0;
  if (bo_attr_get_kind(a) != BO_ATTR_INTEGER || !bo_type_is_integer(bo_attr_get_type(a), 64) ||
      bo_type_get_signedness(bo_attr_get_type(a)) != BO_SIGNLESS || v <= 0 || (v & (v - 1)))
    return bo_op_emit_error(op, "attribute 'alignment' failed to satisfy constraint: 64-bit "
                                "signless integer attribute whose value is positive and whose "
                                "value is a power of two > 0");
  return 0;
}

/* MemRefLayoutAttrInterface::isIdentity: no layout, or a strided layout that
 * spells the identity map (offset 0 and, per dimension, the row-major
 * stride of a rank <= 1 memref). */
static bool layout_is_identity(const bo_type *t) {
  const bo_attr *l = bo_type_get_layout(t);
  if (!l) return true;
  if (bo_attr_get_kind(l) == BO_ATTR_STRIDED) {
    unsigned r = bo_attr_strided_rank(l);
    if (bo_attr_strided_offset(l) != 0 || r > 1) return false;
    return r == 0 || bo_attr_strided_strides(l)[0] == 1;
  }
  if (bo_attr_get_kind(l) == BO_ATTR_AFFINE_MAP) {
    unsigned n = bo_affine_map_num_results(l);
    if (bo_affine_map_num_symbols(l) || bo_affine_map_num_dims(l) != n) return false;
    for (unsigned i = 0; i < n; i++) {
      const bo_affine_expr *e = bo_affine_map_result(l, i);
      if (bo_affine_get_kind(e) != BO_AFFINE_DIM || bo_affine_get_value(e) != (int64_t)i)
        return false;
    }
    return true;
  }
  return false;
}

/* Strides and offset; false when the layout is not strided. */
static bool strides_and_offset(const bo_type *t, int64_t *strides, int64_t *offset) {
  return bo_type_get_strides_and_offset(t, strides, offset) == 0;
}

/* ------------------------------------------------- shared op families */

int bo_shaped_parse_cast(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src;
  const bo_type *from, *to;
  bo_value *v;
  if (bo_parse_operand(p, &src) || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_colon_type(p, &from) || bo_parse_keyword(p, "to") || bo_parse_type(p, &to) ||
      bo_resolve_operand(p, &src, from, &v))
    return -1;
  bo_state_add_operand(st, v);
  bo_state_add_result_type(st, to);
  return 0;
}

void bo_shaped_print_cast(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, " to ");
  bo_print_type(p, result_type(op, 0));
}

int bo_shaped_parse_dim(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src, idx;
  const bo_type *t;
  bo_value *v;
  bo_context *ctx = bo_parser_context(p);
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_operand(p, &src) ||
      bo_parse_punct(p, ",") || bo_parse_operand(p, &idx) || bo_parse_colon_type(p, &t))
    return -1;
  if (bo_resolve_operand(p, &src, t, &v)) return -1;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &idx, bo_type_index(ctx), &v)) return -1;
  bo_state_add_operand(st, v);
  bo_state_add_result_type(st, bo_type_index(ctx));
  return 0;
}

void bo_shaped_print_dim(bo_printer *p, bo_op *op) {
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, 2);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
}

/* `$x attr-dict : type($x)` with an optional index result. */
static int parse_unary_typed(bo_parser *p, bo_parse_state *st, bool index_result) {
  bo_unresolved src;
  const bo_type *t;
  bo_value *v;
  if (bo_parse_operand(p, &src) || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_colon_type(p, &t) || bo_resolve_operand(p, &src, t, &v))
    return -1;
  bo_state_add_operand(st, v);
  if (index_result) bo_state_add_result_type(st, bo_type_index(bo_parser_context(p)));
  return 0;
}

static void print_unary_typed(bo_printer *p, bo_op *op, const char *const *elided, size_t n) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_optional_attr_dict(p, op, elided, n);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
}

int bo_shaped_parse_rank(bo_parser *p, bo_parse_state *st) {
  return parse_unary_typed(p, st, true);
}
void bo_shaped_print_rank(bo_printer *p, bo_op *op) { print_unary_typed(p, op, NULL, 0); }

int bo_shaped_parse_reshape(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src, shape;
  const bo_type *fn;
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_operand(p, &src) || bo_parse_punct(p, "(") || bo_parse_operand(p, &shape) ||
      bo_parse_punct(p, ")") || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_punct(p, ":"))
    return -1;
  loc = bo_parser_loc(p);
  if (bo_parse_function_type(p, &fn)) return -1;
  bo_unresolved ops[2] = {src, shape};
  if (bo_resolve_operands(p, ops, 2, bo_type_get_inputs(fn), bo_type_get_num_inputs(fn), loc,
                          &st->operands))
    return -1;
  bo_state_add_result_types(st, bo_type_get_results(fn), bo_type_get_num_results(fn));
  return 0;
}

void bo_shaped_print_reshape(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_char(p, '(');
  bo_print_operand(p, bo_op_get_operand(op, 1));
  bo_print_char(p, ')');
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : (");
  bo_print_operand_types(p, op, 0, bo_op_get_num_operands(op));
  bo_print_str(p, ") -> ");
  bo_print_result_types(p, op);
}

/* ------------------------------------------------------- reassociation */

/* `[[0, 1], [2]]` (groups may be empty, the list may be empty). */
static int parse_reassociation(bo_parser *p, const bo_attr **out) {
  bo_context *ctx = bo_parser_context(p);
  const bo_type *i64 = bo_type_integer(ctx, 64, BO_SIGNLESS);
  BO_VEC(const bo_attr *) groups = {0};
  BO_VEC(const bo_attr *) dims = {0};
  int rc = -1;
  if (bo_parse_punct(p, "[")) return -1;
  if (!bo_parser_peek_punct(p, "]")) {
    do {
      if (bo_parse_punct(p, "[")) goto done;
      dims.len = 0;
      if (!bo_parser_peek_punct(p, "]")) {
        do {
          int64_t d;
          if (bo_parse_integer(p, &d)) goto done;
          bo_vec_push(&dims, bo_attr_integer(ctx, i64, d));
        } while (bo_parse_optional_punct(p, ",") == 1);
      }
      if (bo_parse_punct(p, "]")) goto done;
      bo_vec_push(&groups, bo_attr_array(ctx, (unsigned)dims.len, dims.data));
    } while (bo_parse_optional_punct(p, ",") == 1);
  }
  if (bo_parse_punct(p, "]")) goto done;
  *out = bo_attr_array(ctx, (unsigned)groups.len, groups.data);
  rc = 0;
done:
  bo_vec_free(&groups);
  bo_vec_free(&dims);
  return rc;
}

int bo_shaped_reassoc_decode(const bo_attr *a, bo_reassoc *out) {
  memset(out, 0, sizeof *out);
  if (!a || bo_attr_get_kind(a) != BO_ATTR_ARRAY) return -1;
  unsigned ng = bo_attr_get_num_elements(a), total = 0;
  for (unsigned g = 0; g < ng; g++) {
    const bo_attr *grp = bo_attr_array_get(a, g);
    if (bo_attr_get_kind(grp) != BO_ATTR_ARRAY) return -1;
    for (unsigned i = 0; i < bo_attr_get_num_elements(grp); i++)
      if (bo_attr_get_kind(bo_attr_array_get(grp, i)) != BO_ATTR_INTEGER) return -1;
    total += bo_attr_get_num_elements(grp);
  }
  out->num_groups = ng;
  out->start = malloc((ng + 1) * sizeof *out->start);
  out->dims = malloc((total ? total : 1) * sizeof *out->dims);
  unsigned k = 0;
  for (unsigned g = 0; g < ng; g++) {
    const bo_attr *grp = bo_attr_array_get(a, g);
    out->start[g] = k;
    for (unsigned i = 0; i < bo_attr_get_num_elements(grp); i++)
      out->dims[k++] = bo_attr_get_int(bo_attr_array_get(grp, i));
  }
  out->start[ng] = k;
  return 0;
}

void bo_shaped_reassoc_free(bo_reassoc *r) {
  free(r->start);
  free(r->dims);
  memset(r, 0, sizeof *r);
}

static void print_reassociation(bo_printer *p, const bo_attr *a) {
  bo_reassoc r;
  if (bo_shaped_reassoc_decode(a, &r)) {
    bo_print_attr(p, a); /* ill-formed: let the verifier complain */
    return;
  }
  bo_print_char(p, '[');
  for (unsigned g = 0; g < r.num_groups; g++) {
    if (g) bo_print_str(p, ", ");
    bo_print_char(p, '[');
    for (unsigned i = r.start[g]; i < r.start[g + 1]; i++) {
      if (i > r.start[g]) bo_print_str(p, ", ");
      bo_print_int(p, r.dims[i]);
    }
    bo_print_char(p, ']');
  }
  bo_print_char(p, ']');
  bo_shaped_reassoc_free(&r);
}

/* The common head of expand/collapse: `%src [[..]]`. */
static int parse_reshape_head(bo_parser *p, bo_parse_state *st, bo_unresolved *src) {
  const bo_attr *re;
  if (bo_parse_operand(p, src) || parse_reassociation(p, &re)) return -1;
  bo_state_add_attr(st, "reassociation", re);
  return 0;
}

/* The common tail: `attr-dict : T into R`, resolving src. */
static int parse_reshape_tail(bo_parser *p, bo_parse_state *st, const bo_unresolved *src,
                              bo_value **srcv) {
  const bo_type *from, *to;
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &from) ||
      bo_parse_keyword(p, "into") || bo_parse_type(p, &to) ||
      bo_resolve_operand(p, src, from, srcv))
    return -1;
  bo_state_add_result_type(st, to);
  return 0;
}

int bo_shaped_parse_expand_shape(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src;
  bo_unresolved_vec dyn = {0};
  bo_i64_vec statics = {0};
  bo_value *v;
  int rc = -1;
  if (parse_reshape_head(p, st, &src) || bo_parse_keyword(p, "output_shape") ||
      bo_parse_dynamic_index_list(p, &dyn, &statics, BO_DELIM_SQUARE) ||
      parse_reshape_tail(p, st, &src, &v))
    goto done;
  bo_state_add_operand(st, v);
  if (bo_resolve_operands_same(p, dyn.data, dyn.len, bo_type_index(bo_parser_context(p)),
                               &st->operands))
    goto done;
  bo_state_add_attr(st, "static_output_shape",
                    bo_attr_dense_array_int(bo_parser_context(p),
                                            bo_type_integer(bo_parser_context(p), 64, BO_SIGNLESS),
                                            statics.len, statics.data));
  rc = 0;
done:
  bo_vec_free(&dyn);
  bo_vec_free(&statics);
  return rc;
}

static void print_reshape_tail(bo_printer *p, bo_op *op, const char *const *elided, size_t n) {
  bo_print_optional_attr_dict(p, op, elided, n);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, " into ");
  bo_print_type(p, result_type(op, 0));
}

void bo_shaped_print_expand_shape(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"reassociation", "static_output_shape"};
  unsigned n;
  const int64_t *statics = bo_shaped_prop_i64s(op, "static_output_shape", &n);
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_char(p, ' ');
  print_reassociation(p, bo_op_get_prop(op, "reassociation"));
  bo_print_str(p, " output_shape ");
  unsigned ndyn = bo_op_get_num_operands(op) - 1;
  bo_value **dyn = gather_operands(op, 1, ndyn);
  bo_print_dynamic_index_list(p, dyn, ndyn, statics, n, BO_DELIM_SQUARE);
  free(dyn);
  print_reshape_tail(p, op, elided, 2);
}

int bo_shaped_parse_collapse_shape(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src;
  bo_value *v;
  if (parse_reshape_head(p, st, &src) || parse_reshape_tail(p, st, &src, &v)) return -1;
  bo_state_add_operand(st, v);
  return 0;
}

void bo_shaped_print_collapse_shape(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"reassociation"};
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_char(p, ' ');
  print_reassociation(p, bo_op_get_prop(op, "reassociation"));
  print_reshape_tail(p, op, elided, 1);
}

/* --------------------------------------------- offsets / sizes / strides */

static const char *const k_static_names[3] = {"static_offsets", "static_sizes",
                                              "static_strides"};
const char *const bo_shaped_slice_elided[4] = {"operandSegmentSizes", "static_offsets",
                                               "static_sizes", "static_strides"};

int bo_shaped_parse_slice_lists(bo_parser *p, bo_slice_lists *l) {
  memset(l, 0, sizeof *l);
  for (int i = 0; i < 3; i++)
    if (bo_parse_dynamic_index_list(p, &l->dyn[i], &l->statics[i], BO_DELIM_SQUARE))
      return -1;
  return 0;
}

void bo_shaped_slice_lists_free(bo_slice_lists *l) {
  for (int i = 0; i < 3; i++) {
    bo_vec_free(&l->dyn[i]);
    bo_vec_free(&l->statics[i]);
  }
}

int bo_shaped_finish_slice(bo_parser *p, bo_parse_state *st, bo_slice_lists *l,
                           unsigned num_leading, unsigned num_trailing) {
  bo_context *ctx = bo_parser_context(p);
  const bo_type *i64 = bo_type_integer(ctx, 64, BO_SIGNLESS);
  int32_t seg[8];
  unsigned nseg = 0;
  int rc = 0;
  for (unsigned i = 0; i < num_leading && nseg < 8; i++) seg[nseg++] = 1;
  for (int i = 0; i < 3 && !rc; i++) {
    rc = bo_resolve_operands_same(p, l->dyn[i].data, l->dyn[i].len, bo_type_index(ctx),
                                  &st->operands);
    bo_state_add_attr(st, k_static_names[i],
                      bo_attr_dense_array_int(ctx, i64, l->statics[i].len, l->statics[i].data));
    if (nseg < 8) seg[nseg++] = (int32_t)l->dyn[i].len;
  }
  for (unsigned i = 0; i < num_trailing && nseg < 8; i++) seg[nseg++] = 0;
  bo_shaped_slice_lists_free(l);
  if (rc) return -1;
  bo_state_set_segment_sizes(st, seg, nseg);
  return 0;
}

/* Prints one `[..]` list from a static property and an operand segment. */
static void print_mixed_list(bo_printer *p, bo_op *op, const char *prop, unsigned segment) {
  unsigned n, start = 0;
  const int64_t *statics = bo_shaped_prop_i64s(op, prop, &n);
  unsigned count = bo_op_segment(op, segment, &start);
  bo_value **dyn = gather_operands(op, start, count);
  bo_print_dynamic_index_list(p, dyn, count, statics, n, BO_DELIM_SQUARE);
  free(dyn);
}

void bo_shaped_print_slice_lists(bo_printer *p, bo_op *op, unsigned first_segment) {
  for (unsigned i = 0; i < 3; i++) {
    if (i) bo_print_char(p, ' ');
    print_mixed_list(p, op, k_static_names[i], first_segment + i);
  }
}

int bo_shaped_verify_offset_size_stride(bo_op *op, unsigned first_segment,
                                        const unsigned max_ranks[3]) {
  static const char *const singular[3] = {"offset", "size", "stride"};
  static const char *const plural[3] = {"offsets", "sizes", "strides"};
  const int64_t *vals[3];
  unsigned n[3];
  for (int i = 0; i < 3; i++) {
    vals[i] = bo_shaped_prop_i64s(op, k_static_names[i], &n[i]);
    if (!vals[i]) return bo_op_emit_error(op, "requires attribute '%s'", k_static_names[i]);
  }
  if (!(n[0] == 1 && max_ranks[0] == 1) && n[0] != n[1])
    return bo_op_emit_plain_error(op,
                                  "expected mixed offsets rank to match mixed sizes rank (%u vs "
                                  "%u) so the rank of the result type is well-formed.",
                                  n[0], n[1]);
  if (n[1] != n[2])
    return bo_op_emit_plain_error(op,
                                  "expected mixed sizes rank to match mixed strides rank (%u vs "
                                  "%u) so the rank of the result type is well-formed.",
                                  n[1], n[2]);
  for (unsigned i = 0; i < 3; i++) {
    unsigned start = 0, count = bo_op_segment(op, first_segment + i, &start), ndyn = 0;
    if (n[i] != max_ranks[i])
      return bo_op_emit_plain_error(op, "expected %u %s values, got %u", max_ranks[i],
                                    singular[i], n[i]);
    for (unsigned k = 0; k < n[i]; k++) ndyn += is_dyn(vals[i][k]);
    if (count != ndyn)
      return bo_op_emit_plain_error(op,
                                    "expected the number of '%s' to match the number of dynamic "
                                    "entries in '%s' (%u vs %u)",
                                    plural[i], k_static_names[i], count, ndyn);
  }
  for (unsigned i = 0; i < 2; i++)
    for (unsigned k = 0; k < n[i]; k++)
      if (!is_dyn(vals[i][k]) && vals[i][k] < 0)
        return bo_op_emit_plain_error(op, "expected %s to be non-negative, but got %lld",
                                      plural[i], (long long)vals[i][k]);
  return 0;
}

unsigned bo_shaped_slice_statics(bo_op *op, const int64_t **offsets, const int64_t **sizes,
                                 const int64_t **strides) {
  unsigned n;
  *offsets = bo_shaped_prop_i64s(op, "static_offsets", &n);
  *strides = bo_shaped_prop_i64s(op, "static_strides", &n);
  *sizes = bo_shaped_prop_i64s(op, "static_sizes", &n);
  return n;
}

int bo_shaped_verify_in_bounds(bo_op *op, const int64_t *shape, unsigned rank,
                               const int64_t *offsets, const int64_t *sizes,
                               const int64_t *strides) {
  for (unsigned i = 0; i < rank; i++) {
    if (is_dyn(shape[i]) || is_dyn(offsets[i])) continue;
    if (offsets[i] >= shape[i])
      return bo_op_emit_plain_error(op, "offset %u is out-of-bounds: %lld >= %lld", i,
                                    (long long)offsets[i], (long long)shape[i]);
    if (is_dyn(sizes[i]) || is_dyn(strides[i])) continue;
    /* past int64 saturates: out of bounds of any static shape */
    int64_t last;
    if (bo_mul_overflow_i64(sizes[i] > 1 ? sizes[i] - 1 : 0, strides[i], &last) ||
        bo_add_overflow_i64(last, offsets[i], &last))
      last = INT64_MAX;
    if (last >= shape[i])
      return bo_op_emit_plain_error(op,
                                    "slice along dimension %u runs out-of-bounds: %lld >= %lld",
                                    i, (long long)last, (long long)shape[i]);
  }
  return 0;
}

bool bo_shaped_rank_reduction_mask(const int64_t *orig, unsigned orank, const int64_t *reduced,
                                   unsigned rrank, bool *dropped) {
  unsigned r = 0;
  for (unsigned i = 0; i < orank; i++) {
    if (r < rrank && orig[i] == reduced[r]) {
      if (dropped) dropped[i] = false;
      r++;
      continue;
    }
    if (dropped) dropped[i] = true;
    if (orig[i] != 1) return false;
  }
  return r == rrank;
}

/* --------------------------------------------------------- alloc family */

/* `($dynamicSizes) ([$symbolOperands])? attr-dict : type` (alloc, alloca). */
static int parse_alloc_like(bo_parser *p, bo_parse_state *st) {
  bo_unresolved_vec dyn = {0}, sym = {0};
  const bo_type *t;
  const bo_type *index = bo_type_index(bo_parser_context(p));
  int rc = -1;
  if (bo_parse_operand_list(p, BO_DELIM_PAREN, &dyn) ||
      bo_parse_operand_list(p, BO_DELIM_OPTIONAL_SQUARE, &sym) ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &t) ||
      bo_resolve_operands_same(p, dyn.data, dyn.len, index, &st->operands) ||
      bo_resolve_operands_same(p, sym.data, sym.len, index, &st->operands))
    goto done;
  int32_t seg[2] = {(int32_t)dyn.len, (int32_t)sym.len};
  bo_state_set_segment_sizes(st, seg, 2);
  bo_state_add_result_type(st, t);
  rc = 0;
done:
  bo_vec_free(&dyn);
  bo_vec_free(&sym);
  return rc;
}

static void print_alloc_like(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"operandSegmentSizes"};
  unsigned start = 0, ndyn = bo_op_segment(op, 0, &start);
  bo_print_char(p, '(');
  bo_print_op_operands(p, op, start, ndyn);
  bo_print_char(p, ')');
  unsigned nsym = bo_op_segment(op, 1, &start);
  if (nsym) {
    bo_print_char(p, '[');
    bo_print_op_operands(p, op, start, nsym);
    bo_print_char(p, ']');
  }
  bo_print_optional_attr_dict(p, op, elided, 1);
  bo_print_str(p, " : ");
  bo_print_type(p, result_type(op, 0));
}

/* Symbols of a layout: those of its affine map; a strided layout has one per
 * '?' (offset first, then strides). */
static unsigned layout_num_symbols(const bo_type *t) {
  const bo_attr *l = bo_type_get_layout(t);
  if (!l) return 0;
  if (bo_attr_get_kind(l) == BO_ATTR_AFFINE_MAP) return bo_affine_map_num_symbols(l);
  if (bo_attr_get_kind(l) == BO_ATTR_STRIDED) {
    unsigned n = is_dyn(bo_attr_strided_offset(l));
    for (unsigned i = 0; i < bo_attr_strided_rank(l); i++) n += is_dyn(bo_attr_strided_strides(l)[i]);
    return n;
  }
  return 0;
}

static int verify_alloc_like(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 0) || bo_shaped_verify_segments(op, 2)) return -1;
  const bo_type *t = result_type(op, 0);
  unsigned start = 0;
  if (verify_alignment_attr(op)) return -1;
  if (!is_ranked_memref(t)) return bo_op_emit_error(op, "result must be a memref");
  if (bo_shaped_verify_dynamic_count(op, t, bo_op_segment(op, 0, &start))) return -1;
  unsigned want = layout_num_symbols(t), got = bo_op_segment(op, 1, &start);
  if (want != got)
    return bo_op_emit_error(op,
                            "symbol operand count does not equal memref symbol count: expected "
                            "%u, got %u",
                            want, got);
  return 0;
}

/* `$source (`(` $dynamicResultSize^ `)`)? attr-dict : T to R` */
static int parse_realloc(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src, size;
  const bo_type *from, *to;
  bo_value *v;
  int has_size;
  if (bo_parse_operand(p, &src)) return -1;
  if ((has_size = bo_parse_optional_punct(p, "(")) < 0) return -1;
  if (has_size && (bo_parse_operand(p, &size) || bo_parse_punct(p, ")"))) return -1;
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &from) ||
      bo_parse_keyword(p, "to") || bo_parse_type(p, &to) ||
      bo_resolve_operand(p, &src, from, &v))
    return -1;
  bo_state_add_operand(st, v);
  if (has_size) {
    if (bo_resolve_operand(p, &size, bo_type_index(bo_parser_context(p)), &v)) return -1;
    bo_state_add_operand(st, v);
  }
  bo_state_add_result_type(st, to);
  return 0;
}

static void print_realloc(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  if (bo_op_get_num_operands(op) > 1) {
    bo_print_char(p, '(');
    bo_print_operand(p, bo_op_get_operand(op, 1));
    bo_print_char(p, ')');
  }
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, " to ");
  bo_print_type(p, result_type(op, 0));
}

static int verify_realloc(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 1)) return -1;
  const bo_type *src = operand_type(op, 0), *res = result_type(op, 0);
  bo_tnames T = {0};
  int rc = 0;
  if (verify_alignment_attr(op)) return -1;
  if (!is_ranked_memref(src) || bo_type_get_rank(src) != 1)
    rc = bo_op_emit_error(op, "operand #0 must be 1D memref of any type values, but got '%s'",
                          bo_tnames_get(&T, src));
  else if (!is_ranked_memref(res) || bo_type_get_rank(res) != 1)
    rc = bo_op_emit_error(op, "result #0 must be 1D memref of any type values, but got '%s'",
                          bo_tnames_get(&T, res));
  else if (!layout_is_identity(src))
    rc = bo_op_emit_plain_error(op, "unsupported layout for source memref type '%s'",
                                bo_tnames_get(&T, src));
  else if (!layout_is_identity(res))
    rc = bo_op_emit_plain_error(op, "unsupported layout for result memref type '%s'",
                                bo_tnames_get(&T, res));
  else if (bo_type_get_memory_space(src) != bo_type_get_memory_space(res))
    rc = bo_op_emit_plain_error(op,
                                "different memory spaces specified for source memref type '%s' "
                                "and result memref type '%s'",
                                bo_tnames_get(&T, src), bo_tnames_get(&T, res));
  else if (bo_type_get_element_type(src) != bo_type_get_element_type(res))
    rc = bo_op_emit_plain_error(op,
                                "different element types specified for source memref type '%s' "
                                "and result memref type '%s'",
                                bo_tnames_get(&T, src), bo_tnames_get(&T, res));
  else if (bo_shaped_num_dynamic_dims(res) && bo_op_get_num_operands(op) < 2)
    rc = bo_op_emit_plain_error(op, "missing dimension operand for result type '%s'",
                                bo_tnames_get(&T, res));
  else if (!bo_shaped_num_dynamic_dims(res) && bo_op_get_num_operands(op) > 1)
    rc = bo_op_emit_plain_error(op, "unnecessary dimension operand for result type '%s'",
                                bo_tnames_get(&T, res));
  bo_tnames_free(&T);
  return rc;
}

/* ------------------------------------------------------ load and store */

bo_named_attr bo_memref_nontemporal_default(bo_context *ctx) {
  return (bo_named_attr){bo_intern_cstr(ctx, "nontemporal"), bo_attr_bool(ctx, false)};
}

/* `nontemporal = false` is the default value and is not printed. */
static void print_access_attrs(bo_printer *p, bo_op *op) {
  static const char *const elide_nt[] = {"nontemporal"};
  const bo_attr *nt = bo_op_get_prop(op, "nontemporal");
  bool elide = nt && bo_attr_get_kind(nt) == BO_ATTR_INTEGER && !bo_attr_get_bool(nt);
  bo_print_optional_attr_dict(p, op, elide ? elide_nt : NULL, elide ? 1 : 0);
}

/* `%m[%i, ...]`: the memref and its index list. */
static int parse_indexed(bo_parser *p, bo_unresolved *m, bo_unresolved_vec *idx) {
  return bo_parse_operand(p, m) || bo_parse_operand_list(p, BO_DELIM_SQUARE, idx) ? -1 : 0;
}

static void print_indexed(bo_printer *p, bo_op *op, unsigned memref_index) {
  bo_print_operand(p, bo_op_get_operand(op, memref_index));
  bo_print_char(p, '[');
  bo_print_op_operands(p, op, memref_index + 1, bo_op_get_num_operands(op) - memref_index - 1);
  bo_print_char(p, ']');
}

/* Resolves the memref and its indices (appended to st) given the memref type. */
static int resolve_indexed(bo_parser *p, bo_parse_state *st, const bo_unresolved *m,
                           const bo_unresolved_vec *idx, const bo_type *t) {
  bo_value *v;
  if (bo_resolve_operand(p, m, t, &v)) return -1;
  bo_state_add_operand(st, v);
  return bo_resolve_operands_same(p, idx->data, idx->len, bo_type_index(bo_parser_context(p)),
                                  &st->operands);
}

static int require_memref_type(bo_parser *p, bo_loc loc, const bo_type *t) {
  if (!bo_type_is_memref(t)) {
    char *s = bo_type_to_string(t);
    bo_parser_error_at(p, loc, "invalid kind of type specified: expected builtin.memref, but found '%s'", s);
    free(s);
    return -1;
  }
  return 0;
}

static int parse_load(bo_parser *p, bo_parse_state *st) {
  bo_unresolved m;
  bo_unresolved_vec idx = {0};
  const bo_type *t;
  bo_loc loc;
  int rc = -1;
  if (parse_indexed(p, &m, &idx) || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_punct(p, ":"))
    goto done;
  loc = bo_parser_loc(p);
  if (bo_parse_type(p, &t) || require_memref_type(p, loc, t) ||
      resolve_indexed(p, st, &m, &idx, t))
    goto done;
  bo_state_add_result_type(st, bo_type_get_element_type(t));
  rc = 0;
done:
  bo_vec_free(&idx);
  return rc;
}

static void print_load(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  print_indexed(p, op, 0);
  print_access_attrs(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
}

static int verify_access_common(bo_op *op, unsigned memref_index) {
  const bo_type *t = operand_type(op, memref_index);
  const bo_attr *a = bo_op_get_prop(op, "nontemporal");
  bo_tnames T = {0};
  if (!is_ranked_memref(t)) {
    bo_op_emit_error(op, "operand #%u must be memref of any type values, but got '%s'",
                     memref_index, bo_tnames_get(&T, t));
    bo_tnames_free(&T);
    return -1;
  }
  if (a && !(bo_attr_get_kind(a) == BO_ATTR_INTEGER && bo_type_is_integer(bo_attr_get_type(a), 1)))
    return bo_op_emit_error(op, "attribute 'nontemporal' failed to satisfy constraint: bool "
                                "attribute");
  return verify_alignment_attr(op);
}

static int verify_load(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 1)) return -1;
  if (verify_access_common(op, 0)) return -1;
  const bo_type *t = operand_type(op, 0);
  unsigned rank = bo_type_get_rank(t), n = bo_op_get_num_operands(op) - 1;
  if (bo_type_get_element_type(t) != result_type(op, 0))
    return bo_op_emit_error(op, "failed to verify that result type matches element type of "
                                "'memref'");
  if (rank != n)
    return bo_op_emit_error(op, "incorrect number of indices for load, expected %u but got %u",
                            rank, n);
  return 0;
}

static int parse_store(bo_parser *p, bo_parse_state *st) {
  bo_unresolved val, m;
  bo_unresolved_vec idx = {0};
  const bo_type *t;
  bo_value *v;
  bo_loc loc;
  int rc = -1;
  if (bo_parse_operand(p, &val) || bo_parse_punct(p, ",") || parse_indexed(p, &m, &idx) ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_punct(p, ":"))
    goto done;
  loc = bo_parser_loc(p);
  if (bo_parse_type(p, &t) || require_memref_type(p, loc, t) ||
      bo_resolve_operand(p, &val, bo_type_get_element_type(t), &v))
    goto done;
  bo_state_add_operand(st, v);
  rc = resolve_indexed(p, st, &m, &idx, t);
done:
  bo_vec_free(&idx);
  return rc;
}

static void print_store(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, ", ");
  print_indexed(p, op, 1);
  print_access_attrs(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 1));
}

static int verify_store(bo_op *op) {
  if (verify_shape(op, 0, 0, -1, 2)) return -1;
  if (verify_access_common(op, 1)) return -1;
  const bo_type *t = operand_type(op, 1);
  if (bo_type_get_element_type(t) != operand_type(op, 0))
    return bo_op_emit_error(op, "failed to verify that type of 'value' matches element type of "
                                "'memref'");
  if (bo_type_get_rank(t) != bo_op_get_num_operands(op) - 2)
    return bo_op_emit_error(op, "store index operand count not equal to memref rank");
  return 0;
}

/* `$kind $value, $memref[$indices] attr-dict : (T, M) -> T` */
static const char *const k_rmw_kinds[] = {
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
    "minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori"};
enum { NUM_RMW_KINDS = sizeof k_rmw_kinds / sizeof k_rmw_kinds[0] };

static int parse_atomic_rmw(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  const char *kw;
  bo_unresolved val, m;
  bo_unresolved_vec idx = {0};
  const bo_type *fn;
  bo_value *v;
  int64_t kind = -1;
  int rc = -1;
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_any_keyword(p, &kw)) return -1;
  for (int i = 0; i < NUM_RMW_KINDS; i++)
    if (!strcmp(kw, k_rmw_kinds[i])) kind = i;
  if (kind < 0) return bo_parser_error_at(p, loc, "invalid atomic_rmw kind '%s'", kw);
  bo_state_add_attr(st, "kind", bo_attr_integer(ctx, bo_type_integer(ctx, 64, BO_SIGNLESS), kind));
  if (bo_parse_operand(p, &val) || bo_parse_punct(p, ",") || parse_indexed(p, &m, &idx) ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_punct(p, ":"))
    goto done;
  loc = bo_parser_loc(p);
  if (bo_parse_function_type(p, &fn)) goto done;
  if (bo_type_get_num_inputs(fn) != 2 || bo_type_get_num_results(fn) != 1) {
    bo_parser_error_at(p, loc, "expected (value type, memref type) -> result type");
    goto done;
  }
  if (bo_resolve_operand(p, &val, bo_type_get_inputs(fn)[0], &v)) goto done;
  bo_state_add_operand(st, v);
  if (resolve_indexed(p, st, &m, &idx, bo_type_get_inputs(fn)[1])) goto done;
  bo_state_add_result_type(st, bo_type_get_results(fn)[0]);
  rc = 0;
done:
  bo_vec_free(&idx);
  return rc;
}

static void print_atomic_rmw(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"kind"};
  const bo_attr *k = bo_op_get_prop(op, "kind");
  int64_t kind = k && bo_attr_get_kind(k) == BO_ATTR_INTEGER ? bo_attr_get_int(k) : -1;
  bo_print_char(p, ' ');
  bo_print_str(p, kind >= 0 && kind < NUM_RMW_KINDS ? k_rmw_kinds[kind] : "<invalid>");
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, ", ");
  print_indexed(p, op, 1);
  bo_print_optional_attr_dict(p, op, elided, 1);
  bo_print_str(p, " : (");
  bo_print_operand_types(p, op, 0, 2);
  bo_print_str(p, ") -> ");
  bo_print_type(p, result_type(op, 0));
}

static int verify_atomic_rmw(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 2)) return -1;
  const bo_attr *k = bo_op_get_prop(op, "kind");
  if (!k) return bo_op_emit_error(op, "requires attribute 'kind'");
  int64_t kind = bo_attr_get_kind(k) == BO_ATTR_INTEGER ? bo_attr_get_int(k) : -1;
  if (kind < 0 || kind >= NUM_RMW_KINDS)
    return bo_op_emit_error(op, "attribute 'kind' failed to satisfy constraint: allowed 64-bit "
                                "signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, "
                                "12, 13, 14, 15");
  if (verify_access_common(op, 1)) return -1;
  const bo_type *m = operand_type(op, 1), *vt = operand_type(op, 0);
  if (vt != result_type(op, 0) || bo_type_get_element_type(m) != vt)
    return bo_op_emit_error(op, "failed to verify that value type matches element type of "
                                "memref");
  if (bo_type_get_rank(m) != bo_op_get_num_operands(op) - 2)
    return bo_op_emit_error(op, "expects the number of subscripts to be equal to memref rank");
  const char *name = k_rmw_kinds[kind];
  bool wants_float = !strcmp(name, "addf") || !strcmp(name, "maximumf") ||
                     !strcmp(name, "maxnumf") || !strcmp(name, "minimumf") ||
                     !strcmp(name, "minnumf") || !strcmp(name, "mulf");
  bool wants_int = !wants_float && strcmp(name, "assign");
  if (wants_float && !bo_type_is_float(vt))
    return bo_op_emit_error(op, "with kind '%s' expects a floating-point type", name);
  if (wants_int && bo_type_get_kind(vt) != BO_TYPE_INTEGER)
    return bo_op_emit_error(op, "with kind '%s' expects an integer type", name);
  return 0;
}

/* --------------------------------------------------------- copy, dealloc */

static int parse_copy(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src, dst;
  const bo_type *ts, *td;
  bo_value *v;
  if (bo_parse_operand(p, &src) || bo_parse_punct(p, ",") || bo_parse_operand(p, &dst) ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &ts) ||
      bo_parse_keyword(p, "to") || bo_parse_type(p, &td) || bo_resolve_operand(p, &src, ts, &v))
    return -1;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &dst, td, &v)) return -1;
  bo_state_add_operand(st, v);
  return 0;
}

static void print_copy(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, 2);
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, " to ");
  bo_print_type(p, operand_type(op, 1));
}

static int verify_copy(bo_op *op) {
  if (verify_shape(op, 0, 0, 2, 0)) return -1;
  const bo_type *a = operand_type(op, 0), *b = operand_type(op, 1);
  if (!bo_type_is_memref(a) || !bo_type_is_memref(b))
    return bo_op_emit_error(op, "operands must be memrefs");
  if (bo_type_get_element_type(a) != bo_type_get_element_type(b))
    return bo_op_emit_error(op, "requires the same element type for all operands");
  if (bo_type_has_rank(a) && bo_type_has_rank(b)) {
    /* Compatible shapes (upstream's SameOperandsShape): a dynamic size
     * matches any size. */
    unsigned r = bo_type_get_rank(a);
    bool same = r == bo_type_get_rank(b);
    const int64_t *sa = bo_type_get_shape(a), *sb = bo_type_get_shape(b);
    for (unsigned i = 0; same && i < r; i++)
      same = sa[i] == sb[i] || sa[i] == BO_DYNAMIC || sb[i] == BO_DYNAMIC;
    if (!same) return bo_op_emit_error(op, "requires the same shape for all operands");
  }
  return 0;
}

int bo_shaped_parse_typed_operand(bo_parser *p, bo_parse_state *st) {
  return parse_unary_typed(p, st, false);
}
void bo_shaped_print_typed_operand(bo_printer *p, bo_op *op) { print_unary_typed(p, op, NULL, 0); }

static int verify_memref_operand(bo_op *op) {
  if (verify_shape(op, 0, -1, 1, 0)) return -1;
  if (!bo_type_is_memref(operand_type(op, 0))) {
    bo_tnames T = {0};
    bo_op_emit_error(op, "operand #0 must be unranked.memref of any type values or memref of "
                         "any type values, but got '%s'",
                     bo_tnames_get(&T, operand_type(op, 0)));
    bo_tnames_free(&T);
    return -1;
  }
  return 0;
}

/* ------------------------------------------------------------- subview */

int bo_shaped_parse_source_slice(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src;
  bo_slice_lists l;
  const bo_type *from, *to;
  bo_value *v;
  if (bo_parse_operand(p, &src)) return -1;
  if (bo_shaped_parse_slice_lists(p, &l) || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_colon_type(p, &from) || bo_parse_keyword(p, "to") || bo_parse_type(p, &to) ||
      bo_resolve_operand(p, &src, from, &v)) {
    bo_shaped_slice_lists_free(&l);
    return -1;
  }
  bo_state_add_operand(st, v);
  bo_state_add_result_type(st, to);
  return bo_shaped_finish_slice(p, st, &l, 1, 0);
}


void bo_shaped_print_source_slice(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_shaped_print_slice_lists(p, op, 1);
  bo_print_optional_attr_dict(p, op, bo_shaped_slice_elided, 4);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, " to ");
  bo_print_type(p, result_type(op, 0));
}

/* Upstream's computeMemRefRankReductionMask: which dims of `orig` the rank
 * reduction to `red` dropped, looking at unit sizes and, when ambiguous, at
 * which strides survive.  False when no consistent mask exists. */
static bool memref_reduction_mask(const bo_type *orig, const bo_type *red, const int64_t *sizes,
                                  bool *dropped) {
  unsigned orank = bo_type_get_rank(orig), rrank = bo_type_get_rank(red), count = 0;
  for (unsigned i = 0; i < orank; i++) dropped[i] = false;
  if (orank == rrank) return true;
  for (unsigned i = 0; i < orank; i++)
    if (sizes[i] == 1) dropped[i] = true, count++;
  if (count + rrank == orank) return true;
  int64_t *os = malloc((orank + rrank + 1) * sizeof *os), *cs = os + orank, ooff, coff;
  bool ok = strides_and_offset(orig, os, &ooff) && strides_and_offset(red, cs, &coff);
  for (unsigned d = 0; ok && d < orank; d++) {
    if (!dropped[d]) continue;
    int64_t s = os[d];
    /* Occurrences of s still unaccounted for in orig versus those in red. */
    unsigned in_orig = 0, in_red = 0;
    for (unsigned i = 0; i < orank; i++)
      if (os[i] == s && !(i < d && dropped[i])) in_orig++;
    for (unsigned i = 0; i < rrank; i++) in_red += cs[i] == s;
    if (in_orig > in_red) continue;
    if (in_orig == in_red) {
      dropped[d] = false;
      count--;
      continue;
    }
    ok = false;
  }
  free(os);
  return ok && count + rrank == orank;
}

static int subview_error(bo_op *op, const char *what, const bo_type *expected) {
  bo_tnames T = {0};
  const bo_type *got = result_type(op, 0);
  if (!strcmp(what, "rank"))
    bo_op_emit_plain_error(op,
                           "expected result rank to be smaller or equal to the source rank, but "
                           "got '%s'",
                           bo_tnames_get(&T, got));
  else if (!strcmp(what, "elem"))
    bo_op_emit_plain_error(op, "expected result element type to be '%s', but got '%s'",
                           bo_tnames_get(&T, bo_type_get_element_type(expected)),
                           bo_tnames_get(&T, got));
  else
    bo_op_emit_plain_error(op,
                           "expected result type to be '%s' or a rank-reduced version. (mismatch "
                           "of result %s), but got '%s'",
                           bo_tnames_get(&T, expected), what, bo_tnames_get(&T, got));
  bo_tnames_free(&T);
  return -1;
}

static int verify_subview(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 1) || bo_shaped_verify_segments(op, 4)) return -1;
  const bo_type *base = operand_type(op, 0), *sub = result_type(op, 0);
  bo_context *ctx = bo_op_get_context(op);
  bo_tnames T = {0};
  if (!is_ranked_memref(base) || !is_ranked_memref(sub))
    return bo_op_emit_error(op, "operand and result must be ranked memrefs");
  unsigned rank = bo_type_get_rank(base);
  unsigned max_ranks[3] = {rank, rank, rank};
  if (bo_shaped_verify_offset_size_stride(op, 1, max_ranks)) return -1;
  if (bo_type_get_memory_space(base) != bo_type_get_memory_space(sub)) {
    bo_op_emit_plain_error(op,
                           "different memory spaces specified for base memref type '%s' and "
                           "subview memref type '%s'",
                           bo_tnames_get(&T, base), bo_tnames_get(&T, sub));
    bo_tnames_free(&T);
    return -1;
  }
  const int64_t *offs, *sizes, *strides;
  bo_shaped_slice_statics(op, &offs, &sizes, &strides);
  int64_t *buf = malloc((3 * rank + 2) * sizeof *buf);
  int64_t *src_strides = buf, *exp_strides = buf + rank, src_off, exp_off;
  bool *dropped = (bool *)(buf + 2 * rank);
  int rc = -1;
  if (!strides_and_offset(base, src_strides, &src_off)) {
    bo_op_emit_plain_error(op, "base type '%s' is not strided", bo_tnames_get(&T, base));
    goto done;
  }
  /* The type the subview would have without rank reduction. */
  exp_off = src_off;
  for (unsigned i = 0; i < rank; i++) {
    exp_off = sat_add(exp_off, sat_mul(offs[i], src_strides[i]));
    exp_strides[i] = sat_mul(src_strides[i], strides[i]);
  }
  const bo_type *expected =
      bo_type_memref(ctx, rank, sizes, bo_type_get_element_type(base),
                     bo_attr_strided(ctx, rank, exp_strides, exp_off),
                     bo_type_get_memory_space(base));
  if (expected != sub) {
    unsigned srank = bo_type_get_rank(sub);
    if (srank > rank) {
      rc = subview_error(op, "rank", expected);
      goto done;
    }
    if (!bo_shaped_rank_reduction_mask(sizes, rank, bo_type_get_shape(sub), srank, NULL)) {
      rc = subview_error(op, "sizes", expected);
      goto done;
    }
    if (bo_type_get_element_type(sub) != bo_type_get_element_type(base)) {
      rc = subview_error(op, "elem", expected);
      goto done;
    }
    int64_t *sub_strides = malloc((srank + 1) * sizeof *sub_strides), sub_off;
    bool strided = strides_and_offset(sub, sub_strides, &sub_off);
    bool ok = strided && sub_off == exp_off && memref_reduction_mask(expected, sub, sizes, dropped);
    for (unsigned i = 0, j = 0; ok && i < rank; i++) {
      if (dropped[i]) continue;
      if (exp_strides[i] != sub_strides[j++]) ok = false;
    }
    free(sub_strides);
    if (!ok) {
      rc = subview_error(op, "layout", expected);
      goto done;
    }
  }
  rc = bo_shaped_verify_in_bounds(op, bo_type_get_shape(base), rank, offs, sizes, strides);
done:
  bo_tnames_free(&T);
  free(buf);
  return rc;
}

/* ---------------------------------------------------------------- view */

/* `$source[$byte_shift][$sizes] attr-dict : T to R` */
static int parse_view(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src, shift;
  bo_unresolved_vec sizes = {0};
  const bo_type *from, *to;
  bo_value *v;
  const bo_type *index = bo_type_index(bo_parser_context(p));
  int rc = -1;
  if (bo_parse_operand(p, &src) || bo_parse_punct(p, "[") || bo_parse_operand(p, &shift) ||
      bo_parse_punct(p, "]") || bo_parse_operand_list(p, BO_DELIM_SQUARE, &sizes) ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &from) ||
      bo_parse_keyword(p, "to") || bo_parse_type(p, &to) || bo_resolve_operand(p, &src, from, &v))
    goto done;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &shift, index, &v)) goto done;
  bo_state_add_operand(st, v);
  if (bo_resolve_operands_same(p, sizes.data, sizes.len, index, &st->operands)) goto done;
  bo_state_add_result_type(st, to);
  rc = 0;
done:
  bo_vec_free(&sizes);
  return rc;
}

static void print_view(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_char(p, '[');
  bo_print_operand(p, bo_op_get_operand(op, 1));
  bo_print_str(p, "][");
  bo_print_op_operands(p, op, 2, bo_op_get_num_operands(op) - 2);
  bo_print_char(p, ']');
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, " to ");
  bo_print_type(p, result_type(op, 0));
}

static int verify_view(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 2)) return -1;
  const bo_type *base = operand_type(op, 0), *view = result_type(op, 0);
  bo_tnames T = {0};
  int rc = 0;
  if (!is_ranked_memref(base) || bo_type_get_rank(base) != 1 ||
      !bo_type_is_integer(bo_type_get_element_type(base), 8) ||
      bo_type_get_signedness(bo_type_get_element_type(base)) != BO_SIGNLESS)
    rc = bo_op_emit_error(op,
                          "operand #0 must be 1D memref of 8-bit signless integer values, but "
                          "got '%s'",
                          bo_tnames_get(&T, base));
  else if (!is_ranked_memref(view))
    rc = bo_op_emit_error(op, "result #0 must be memref of any type values, but got '%s'",
                          bo_tnames_get(&T, view));
  else if (!layout_is_identity(base))
    rc = bo_op_emit_plain_error(op, "unsupported map for base memref type '%s'",
                                bo_tnames_get(&T, base));
  else if (!layout_is_identity(view))
    rc = bo_op_emit_plain_error(op, "unsupported map for result memref type '%s'",
                                bo_tnames_get(&T, view));
  else if (bo_type_get_memory_space(base) != bo_type_get_memory_space(view))
    rc = bo_op_emit_plain_error(op,
                                "different memory spaces specified for base memref type '%s' and "
                                "view memref type '%s'",
                                bo_tnames_get(&T, base), bo_tnames_get(&T, view));
  else
    rc = bo_shaped_verify_dynamic_count(op, view, bo_op_get_num_operands(op) - 2);
  bo_tnames_free(&T);
  return rc;
}

/* --------------------------------------------------------------- casts */

static bool compatible_dim(int64_t a, int64_t b) { return is_dyn(a) || is_dyn(b) || a == b; }

/* memref.cast: ranked<->ranked with compatible sizes/strides/offset, or
 * ranked<->unranked with the same element type and memory space. */
static bool memref_cast_compatible(const bo_type *a, const bo_type *b) {
  if (!bo_type_is_memref(a) || !bo_type_is_memref(b)) return false;
  if (bo_type_get_element_type(a) != bo_type_get_element_type(b)) return false;
  if (bo_type_get_memory_space(a) != bo_type_get_memory_space(b)) return false;
  if (!is_ranked_memref(a) || !is_ranked_memref(b)) return is_ranked_memref(a) || is_ranked_memref(b);
  unsigned r = bo_type_get_rank(a);
  if (r != bo_type_get_rank(b)) return false;
  if (bo_type_get_layout(a) != bo_type_get_layout(b)) {
    int64_t *s = malloc((2 * r + 1) * sizeof *s), oa, ob;
    bool ok = strides_and_offset(a, s, &oa) && strides_and_offset(b, s + r, &ob) &&
              compatible_dim(oa, ob);
    for (unsigned i = 0; ok && i < r; i++) ok = compatible_dim(s[i], s[r + i]);
    free(s);
    if (!ok) return false;
  }
  for (unsigned i = 0; i < r; i++)
    if (!compatible_dim(bo_type_get_shape(a)[i], bo_type_get_shape(b)[i])) return false;
  return true;
}

/* memory_space_cast: same everything but the memory space. */
static bool memspace_cast_compatible(const bo_type *a, const bo_type *b) {
  if (!bo_type_is_memref(a) || !bo_type_is_memref(b)) return false;
  if (bo_type_get_element_type(a) != bo_type_get_element_type(b)) return false;
  if (is_ranked_memref(a) != is_ranked_memref(b)) return false;
  if (!is_ranked_memref(a)) return true;
  unsigned r = bo_type_get_rank(a);
  return bo_type_get_layout(a) == bo_type_get_layout(b) && r == bo_type_get_rank(b) &&
         !memcmp(bo_type_get_shape(a), bo_type_get_shape(b), r * sizeof(int64_t));
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
  return memref_cast_compatible(operand_type(op, 0), result_type(op, 0)) ? 0 : cast_error(op);
}
static int verify_memspace_cast(bo_op *op) {
  if (verify_shape(op, 0, 1, 1, 0)) return -1;
  return memspace_cast_compatible(operand_type(op, 0), result_type(op, 0)) ? 0 : cast_error(op);
}

/* ---------------------------------------------------- reinterpret_cast */

/* `$source to offset: [..], sizes: [..], strides: [..] attr-dict : T to R` */
static int parse_reinterpret_cast(bo_parser *p, bo_parse_state *st) {
  static const char *const kws[3] = {"offset", "sizes", "strides"};
  bo_unresolved src;
  bo_slice_lists l;
  const bo_type *from, *to;
  bo_value *v;
  memset(&l, 0, sizeof l);
  if (bo_parse_operand(p, &src) || bo_parse_keyword(p, "to")) return -1;
  for (int i = 0; i < 3; i++)
    if ((i && bo_parse_punct(p, ",")) || bo_parse_keyword(p, kws[i]) || bo_parse_punct(p, ":") ||
        bo_parse_dynamic_index_list(p, &l.dyn[i], &l.statics[i], BO_DELIM_SQUARE))
      goto fail;
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &from) ||
      bo_parse_keyword(p, "to") || bo_parse_type(p, &to) || bo_resolve_operand(p, &src, from, &v))
    goto fail;
  bo_state_add_operand(st, v);
  bo_state_add_result_type(st, to);
  return bo_shaped_finish_slice(p, st, &l, 1, 0);
fail:
  bo_shaped_slice_lists_free(&l);
  return -1;
}

static void print_reinterpret_cast(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, " to offset: ");
  print_mixed_list(p, op, "static_offsets", 1);
  bo_print_str(p, ", sizes: ");
  print_mixed_list(p, op, "static_sizes", 2);
  bo_print_str(p, ", strides: ");
  print_mixed_list(p, op, "static_strides", 3);
  bo_print_optional_attr_dict(p, op, bo_shaped_slice_elided, 4);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, " to ");
  bo_print_type(p, result_type(op, 0));
}

/* Prints a static value or "dynamic" into buf (for reinterpret_cast messages). */
static const char *static_or_dynamic(char *buf, size_t n, int64_t v) {
  if (is_dyn(v)) return "dynamic";
  snprintf(buf, n, "%lld", (long long)v);
  return buf;
}

static int verify_reinterpret_cast(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 1) || bo_shaped_verify_segments(op, 4)) return -1;
  const bo_type *src = operand_type(op, 0), *res = result_type(op, 0);
  bo_tnames T = {0};
  char buf[32];
  int rc = -1;
  if (!bo_type_is_memref(src) || !is_ranked_memref(res))
    return bo_op_emit_error(op, "expects a memref source and a ranked memref result");
  unsigned rank = bo_type_get_rank(res);
  unsigned max_ranks[3] = {1, rank, rank};
  if (bo_shaped_verify_offset_size_stride(op, 1, max_ranks)) return -1;
  if (bo_type_get_memory_space(src) != bo_type_get_memory_space(res)) {
    bo_op_emit_plain_error(op,
                           "different memory spaces specified for source type '%s' and result "
                           "memref type '%s'",
                           bo_tnames_get(&T, src), bo_tnames_get(&T, res));
    goto out;
  }
  if (bo_type_get_element_type(src) != bo_type_get_element_type(res)) {
    bo_op_emit_plain_error(op,
                           "different element types specified for source type '%s' and result "
                           "memref type '%s'",
                           bo_tnames_get(&T, src), bo_tnames_get(&T, res));
    goto out;
  }
  const int64_t *offs, *sizes, *strides;
  bo_shaped_slice_statics(op, &offs, &sizes, &strides);
  const int64_t *shape = bo_type_get_shape(res);
  for (unsigned i = 0; i < rank; i++)
    if (!is_dyn(shape[i]) && shape[i] != sizes[i]) {
      bo_op_emit_plain_error(op, "expected result type with size = %s instead of %lld in dim = %u",
                             static_or_dynamic(buf, sizeof buf, sizes[i]), (long long)shape[i], i);
      goto out;
    }
  int64_t *rs = malloc((rank + 1) * sizeof *rs), roff;
  if (!strides_and_offset(res, rs, &roff)) {
    bo_op_emit_plain_error(op, "expected result type to have strided layout but found '%s'",
                           bo_tnames_get(&T, res));
  } else if (!is_dyn(roff) && roff != offs[0]) {
    bo_op_emit_plain_error(op, "expected result type with offset = %s instead of %lld",
                           static_or_dynamic(buf, sizeof buf, offs[0]), (long long)roff);
  } else {
    rc = 0;
    for (unsigned i = 0; i < rank && !rc; i++)
      if (!is_dyn(rs[i]) && rs[i] != strides[i])
        rc = bo_op_emit_plain_error(op,
                                    "expected result type with stride = %s instead of %lld in "
                                    "dim = %u",
                                    static_or_dynamic(buf, sizeof buf, strides[i]),
                                    (long long)rs[i], i);
  }
  free(rs);
out:
  bo_tnames_free(&T);
  return rc;
}

/* ---------------------------------------------- expand / collapse_shape */

/* Upstream's verifyCollapsedShape: the reassociation groups `expanded` dims
 * contiguously into the `collapsed` dims, with agreeing static sizes. */
static int verify_collapsed_shape(bo_op *op, const int64_t *collapsed, unsigned crank,
                                  const int64_t *expanded, unsigned erank, const bo_reassoc *r) {
  if (crank != r->num_groups)
    return bo_op_emit_error(op, "invalid number of reassociation groups: found %u, expected %u",
                            r->num_groups, crank);
  int64_t next = 0;
  for (unsigned g = 0; g < r->num_groups; g++) {
    bool dynamic = false;
    for (unsigned i = r->start[g]; i < r->start[g + 1]; i++) {
      int64_t d = r->dims[i];
      if (d != next++) return bo_op_emit_error(op, "reassociation indices must be contiguous");
      if (d >= (int64_t)erank)
        return bo_op_emit_error(op, "reassociation index %lld is out of bounds", (long long)d);
      if (is_dyn(expanded[d])) dynamic = true;
    }
    if (is_dyn(collapsed[g]) != dynamic)
      return bo_op_emit_error(op,
                              "collapsed dim (%u) must be dynamic if and only if reassociation "
                              "group is dynamic",
                              g);
    if (!dynamic) {
      /* a product past int64 saturates: it matches no static size */
      int64_t size = 1;
      bool zero = false, over = false;
      for (unsigned i = r->start[g]; i < r->start[g + 1]; i++) {
        int64_t d = expanded[r->dims[i]];
        if (d == 0) zero = true;
        else if (!over) over = bo_mul_overflow_i64(size, d, &size);
      }
      size = zero ? 0 : over ? INT64_MAX : size;
      if (size != collapsed[g])
        return bo_op_emit_error(op,
                                "collapsed dim size (%lld) must equal reassociation group size "
                                "(%lld)",
                                (long long)collapsed[g], (long long)size);
    }
  }
  if (crank == 0) {
    for (unsigned i = 0; i < erank; i++)
      if (expanded[i] != 1)
        return bo_op_emit_error(op, "rank 0 memrefs can only be extended/collapsed with/from ones");
  } else if (next != (int64_t)erank) {
    return bo_op_emit_error(op,
                            "expanded rank (%u) inconsistent with number of reassociation "
                            "indices (%lld)",
                            erank, (long long)next);
  }
  return 0;
}

static int decode_reassoc_or_error(bo_op *op, bo_reassoc *r) {
  if (bo_shaped_reassoc_decode(bo_op_get_prop(op, "reassociation"), r))
    return bo_op_emit_error(op, "attribute 'reassociation' failed to satisfy constraint: Array "
                                "of 64-bit integer array attributes");
  return 0;
}

static int verify_memref_expand_shape(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 1)) return -1;
  const bo_type *src = operand_type(op, 0), *res = result_type(op, 0);
  bo_context *ctx = bo_op_get_context(op);
  bo_reassoc r;
  bo_tnames T = {0};
  int rc = -1;
  if (!is_ranked_memref(src) || !is_ranked_memref(res))
    return bo_op_emit_error(op, "expects ranked memref source and result");
  unsigned srank = bo_type_get_rank(src), rrank = bo_type_get_rank(res);
  if (srank > rrank)
    return bo_op_emit_error(op,
                            "has source rank %u and result rank %u. This is not an expansion (%u "
                            "> %u).",
                            srank, rrank, srank, rrank);
  if (decode_reassoc_or_error(op, &r)) return -1;
  const int64_t *rshape = bo_type_get_shape(res);
  if (verify_collapsed_shape(op, bo_type_get_shape(src), srank, rshape, rrank, &r)) goto out;
  /* The expected result type: contiguous when the source is, else each
   * group's strides expand from the group's source stride. */
  const bo_attr *layout = NULL;
  if (!layout_is_identity(src)) {
    int64_t *ss = malloc((srank + rrank + 1) * sizeof *ss), *rs = ss + srank, off;
    if (!strides_and_offset(src, ss, &off)) {
      free(ss);
      bo_op_emit_error(op, "invalid source layout map");
      goto out;
    }
    for (unsigned i = 0; i < rrank; i++) rs[i] = 1;
    int64_t idx = (int64_t)rrank - 1;
    for (int g = (int)r.num_groups - 1; g >= 0; g--) {
      int64_t cur = ss[g];
      for (unsigned k = r.start[g]; k < r.start[g + 1] && idx >= 0; k++) {
        rs[idx] = cur;
        cur = sat_mul(cur, rshape[idx]);
        idx--;
      }
    }
    layout = bo_attr_strided(ctx, rrank, rs, off);
    free(ss);
  }
  const bo_type *expected = bo_type_memref(ctx, rrank, rshape, bo_type_get_element_type(src),
                                           layout, bo_type_get_memory_space(src));
  if (expected != res) {
    bo_op_emit_error(op, "expected expanded type to be '%s' but found '%s'",
                     bo_tnames_get(&T, expected), bo_tnames_get(&T, res));
    goto out;
  }
  unsigned n;
  const int64_t *statics = bo_shaped_prop_i64s(op, "static_output_shape", &n);
  if (n != rrank) {
    bo_op_emit_error(op,
                     "expected number of static shape bounds to be equal to the output rank (%u) "
                     "but found %u inputs instead",
                     rrank, n);
    goto out;
  }
  unsigned ndyn = 0;
  for (unsigned i = 0; i < n; i++) ndyn += is_dyn(statics[i]);
  if (bo_op_get_num_operands(op) - 1 != ndyn) {
    bo_op_emit_error(op,
                     "mismatch in dynamic dims in output_shape and static_output_shape: "
                     "static_output_shape has %u dynamic dims while output_shape has %u values",
                     ndyn, bo_op_get_num_operands(op) - 1);
    goto out;
  }
  for (unsigned i = 0; i < rrank; i++)
    if (!is_dyn(rshape[i]) && rshape[i] != statics[i]) {
      bo_op_emit_error(op, "invalid output shape provided at pos %u", i);
      goto out;
    }
  rc = 0;
out:
  bo_tnames_free(&T);
  bo_shaped_reassoc_free(&r);
  return rc;
}

static int verify_memref_collapse_shape(bo_op *op) {
  if (verify_shape(op, 0, 1, 1, 0)) return -1;
  const bo_type *src = operand_type(op, 0), *res = result_type(op, 0);
  bo_context *ctx = bo_op_get_context(op);
  bo_reassoc r;
  bo_tnames T = {0};
  int rc = -1;
  if (!is_ranked_memref(src) || !is_ranked_memref(res))
    return bo_op_emit_error(op, "expects ranked memref source and result");
  unsigned srank = bo_type_get_rank(src), rrank = bo_type_get_rank(res);
  if (srank < rrank)
    return bo_op_emit_error(op,
                            "has source rank %u and result rank %u. This is not a collapse (%u < "
                            "%u).",
                            srank, rrank, srank, rrank);
  if (decode_reassoc_or_error(op, &r)) return -1;
  const int64_t *sshape = bo_type_get_shape(src);
  if (verify_collapsed_shape(op, bo_type_get_shape(res), rrank, sshape, srank, &r)) goto out;
  const bo_attr *layout = NULL;
  if (!layout_is_identity(src)) {
    /* Each group's stride is that of its last non-unit dim; inner dims of a
     * group must be contiguous where that is statically known. */
    int64_t *ss = malloc((srank + r.num_groups + 1) * sizeof *ss), *rs = ss + srank, off;
    bool ok = strides_and_offset(src, ss, &off);
    for (unsigned g = 0; ok && g < r.num_groups; g++) {
      unsigned b = r.start[g], e = r.start[g + 1];
      if (b == e) { rs[g] = 1; continue; }
      while (e - b > 1 && sshape[r.dims[e - 1]] == 1) e--;
      int64_t last = r.dims[e - 1];
      rs[g] = !is_dyn(sshape[last]) || e - b == 1 ? ss[last] : BO_DYNAMIC;
    }
    for (int g = (int)r.num_groups - 1; ok && g >= 0; g--) {
      int64_t stride = rs[g];
      for (unsigned k = r.start[g + 1] - 1; k > r.start[g] && ok; k--) {
        int64_t idx = r.dims[k];
        stride = sat_mul(stride, sshape[idx]);
        if (sshape[idx - 1] == 1) continue;
        if (!is_dyn(stride) && !is_dyn(ss[idx - 1]) && stride != ss[idx - 1]) ok = false;
      }
    }
    if (ok) layout = bo_attr_strided(ctx, r.num_groups, rs, off);
    free(ss);
    if (!ok) {
      bo_op_emit_error(op, "invalid source layout map or collapsing non-contiguous dims");
      goto out;
    }
  }
  const bo_type *expected = bo_type_memref(ctx, rrank, bo_type_get_shape(res),
                                           bo_type_get_element_type(src), layout,
                                           bo_type_get_memory_space(src));
  if (expected != res) {
    bo_op_emit_error(op, "expected collapsed type to be '%s' but found '%s'",
                     bo_tnames_get(&T, expected), bo_tnames_get(&T, res));
    goto out;
  }
  rc = 0;
out:
  bo_tnames_free(&T);
  bo_shaped_reassoc_free(&r);
  return rc;
}

/* ------------------------------------------------------ reshape, dim, rank */

static int verify_memref_reshape(bo_op *op) {
  if (verify_shape(op, 0, 1, 2, 0)) return -1;
  const bo_type *src = operand_type(op, 0), *shape = operand_type(op, 1), *res = result_type(op, 0);
  if (!bo_type_is_memref(src) || !bo_type_is_memref(res) || !is_ranked_memref(shape) ||
      bo_type_get_rank(shape) != 1)
    return bo_op_emit_error(op, "expects memref source/result and a 1-D memref shape");
  if (bo_type_get_element_type(src) != bo_type_get_element_type(res))
    return bo_op_emit_error(op, "element types of source and destination memref types should be "
                                "the same");
  if (is_ranked_memref(src) && !layout_is_identity(src))
    return bo_op_emit_error(op, "source memref type should have identity affine map");
  if (is_ranked_memref(res)) {
    int64_t n = bo_type_get_shape(shape)[0];
    if (!layout_is_identity(res))
      return bo_op_emit_error(op, "result memref type should have identity affine map");
    if (is_dyn(n))
      return bo_op_emit_error(op, "cannot use shape operand with dynamic length to reshape to "
                                  "statically-ranked memref type");
    if (n != (int64_t)bo_type_get_rank(res))
      return bo_op_emit_error(op, "length of shape operand differs from the result's memref rank");
  }
  return 0;
}

static int verify_memref_dim(bo_op *op) {
  if (verify_shape(op, 0, 1, 2, 0)) return -1;
  const bo_type *t = operand_type(op, 0);
  if (!bo_type_is_memref(t) || (is_ranked_memref(t) && bo_type_get_rank(t) == 0)) {
    bo_tnames T = {0};
    bo_op_emit_error(op,
                     "operand #0 must be unranked.memref of any type values or "
                     "non-0-ranked.memref of any type values, but got '%s'",
                     bo_tnames_get(&T, t));
    bo_tnames_free(&T);
    return -1;
  }
  return 0;
}

/* ------------------------------------------------ global and get_global */

static const bo_type *tensor_of_memref(bo_context *ctx, const bo_type *m) {
  return bo_type_tensor(ctx, bo_type_get_rank(m), bo_type_get_shape(m),
                        bo_type_get_element_type(m), NULL);
}

static bool is_static_memref(const bo_type *t) {
  return is_ranked_memref(t) && bo_shaped_num_dynamic_dims(t) == 0;
}

/* `("vis")? (constant)? @name : type (= uninitialized | = attr)? attr-dict` */
static int parse_global(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  const char *s, *name;
  size_t len;
  const bo_type *t;
  int r;
  if ((r = bo_parse_optional_string(p, &s, &len)) < 0) return -1;
  if (r) bo_state_add_attr(st, "sym_visibility", bo_attr_string(ctx, s, len, NULL));
  if ((r = bo_parse_optional_keyword(p, "constant")) < 0) return -1;
  if (r) bo_state_add_attr(st, "constant", bo_attr_unit(ctx));
  if ((r = bo_parse_optional_symbol_name(p, &name)) < 0) return -1;
  if (!r) return bo_parser_error(p, "expected valid '@'-identifier for symbol name");
  bo_state_add_attr(st, "sym_name", bo_attr_string(ctx, name, strlen(name), NULL));
  if (bo_parse_colon_type(p, &t)) return -1;
  if (!is_static_memref(t)) {
    char *ts = bo_type_to_string(t);
    bo_parser_error_at(p, st->loc, "type should be static shaped memref, but got '%s'", ts);
    free(ts);
    return -1;
  }
  bo_state_add_attr(st, "type", bo_attr_type(ctx, t));
  if ((r = bo_parse_optional_punct(p, "=")) < 0) return -1;
  if (r) {
    const bo_attr *init;
    if ((r = bo_parse_optional_keyword(p, "uninitialized")) < 0) return -1;
    if (r)
      init = bo_attr_unit(ctx);
    else if (bo_parse_attribute(p, tensor_of_memref(ctx, t), &init))
      return -1;
    bo_state_add_attr(st, "initial_value", init);
  }
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

/* A dense initializer without its `: tensor<..>` suffix (the type follows
 * from the global's memref type).  bo_print_attr_without_type only strips
 * scalar types, so the suffix is cut from the full spelling here. */
static void print_global(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"sym_name", "sym_visibility", "type", "initial_value",
                                       "constant"};
  const bo_attr *vis = bo_op_get_prop(op, "sym_visibility");
  const bo_attr *name = bo_op_get_prop(op, "sym_name");
  const bo_attr *type = bo_op_get_prop(op, "type");
  const bo_attr *init = bo_op_get_prop(op, "initial_value");
  bo_print_char(p, ' ');
  if (vis) {
    bo_print_string_literal(p, bo_attr_get_string(vis), bo_attr_get_string_length(vis));
    bo_print_char(p, ' ');
  }
  if (bo_op_get_prop(op, "constant")) bo_print_str(p, "constant ");
  bo_print_symbol_name(p, name ? bo_attr_get_string(name) : "");
  bo_print_str(p, " : ");
  if (type && bo_attr_get_kind(type) == BO_ATTR_TYPE)
    bo_print_type(p, bo_attr_get_type_value(type));
  if (init) {
    bo_print_str(p, " = ");
    if (bo_attr_get_kind(init) == BO_ATTR_UNIT)
      bo_print_str(p, "uninitialized");
    else
      bo_print_attr_without_type(p, init);
  }
  bo_print_optional_attr_dict(p, op, elided, 5);
}

static int verify_global(bo_op *op) {
  if (verify_shape(op, 0, 0, 0, 0)) return -1;
  const bo_attr *type = bo_op_get_prop(op, "type");
  const bo_attr *init = bo_op_get_prop(op, "initial_value");
  bo_tnames T = {0};
  int rc = 0;
  if (!bo_op_get_prop(op, "sym_name")) return bo_op_emit_error(op, "requires attribute 'sym_name'");
  if (!type || bo_attr_get_kind(type) != BO_ATTR_TYPE)
    return bo_op_emit_error(op, "requires attribute 'type'");
  if (verify_alignment_attr(op)) return -1;
  const bo_type *t = bo_attr_get_type_value(type);
  if (!is_static_memref(t)) {
    bo_op_emit_error(op, "type should be static shaped memref, but got '%s'", bo_tnames_get(&T, t));
    bo_tnames_free(&T);
    return -1;
  }
  if (init && bo_attr_get_kind(init) != BO_ATTR_UNIT) {
    const bo_type *it = bo_attr_get_type(init);
    if (bo_attr_get_kind(init) != BO_ATTR_DENSE || !it || !bo_type_is_shaped(it)) {
      bo_op_emit_error(op, "initial value should be a unit or elements attribute, but got %s",
                       bo_tnames_attr(&T, init));
      rc = -1;
    } else if (bo_type_get_element_type(it) != bo_type_get_element_type(t)) {
      bo_op_emit_error(op,
                       "initial value element expected to be of type '%s', but was of type '%s'",
                       bo_tnames_get(&T, bo_type_get_element_type(t)),
                       bo_tnames_get(&T, bo_type_get_element_type(it)));
      rc = -1;
    } else if (bo_type_get_rank(it) != bo_type_get_rank(t) ||
               memcmp(bo_type_get_shape(it), bo_type_get_shape(t),
                      bo_type_get_rank(t) * sizeof(int64_t))) {
      bo_str a = {0}, b = {0};
      for (unsigned i = 0; i < bo_type_get_rank(t); i++)
        bo_str_printf(&a, "%s%lld", i ? ", " : "", (long long)bo_type_get_shape(t)[i]);
      for (unsigned i = 0; i < bo_type_get_rank(it); i++)
        bo_str_printf(&b, "%s%lld", i ? ", " : "", (long long)bo_type_get_shape(it)[i]);
      bo_op_emit_error(op, "initial value shape expected to be %s but was %s",
                       a.data ? a.data : "", b.data ? b.data : "");
      bo_str_free(&a);
      bo_str_free(&b);
      rc = -1;
    }
  }
  bo_tnames_free(&T);
  return rc;
}

static int parse_get_global(bo_parser *p, bo_parse_state *st) {
  const bo_attr *name;
  const bo_type *t;
  if (bo_parse_symbol_ref(p, &name) || bo_parse_colon_type(p, &t) ||
      bo_parse_optional_attr_dict(p, st) < 0)
    return -1;
  bo_state_add_attr(st, "name", name);
  bo_state_add_result_type(st, t);
  return 0;
}

static void print_get_global(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"name"};
  bo_print_char(p, ' ');
  bo_print_attr(p, bo_op_get_prop(op, "name"));
  bo_print_str(p, " : ");
  bo_print_type(p, result_type(op, 0));
  bo_print_optional_attr_dict(p, op, elided, 1);
}

/* get_global names a memref.global of exactly its result type. */
static int verify_get_global(bo_op *op) {
  if (verify_shape(op, 0, 1, 0, 0)) return -1;
  const bo_attr *name = bo_op_get_prop(op, "name");
  if (!name || bo_attr_get_kind(name) != BO_ATTR_SYMBOL_REF)
    return bo_op_emit_error(op, "requires attribute 'name'");
  const char *sym = bo_attr_symbol_root(name);
  bo_op *g = bo_lookup_symbol(op, sym);
  if (!g || !bo_op_isa(g, BO_OP_MEMREF_GLOBAL))
    return bo_op_emit_error(op, "'%s' does not reference a valid global memref", sym);
  const bo_attr *type = bo_op_get_prop(g, "type");
  const bo_type *gt = type && bo_attr_get_kind(type) == BO_ATTR_TYPE ? bo_attr_get_type_value(type)
                                                                      : NULL;
  if (gt != result_type(op, 0)) {
    bo_tnames T = {0};
    bo_op_emit_error(op, "result type '%s' does not match type '%s' of the global memref @%s",
                     bo_tnames_get(&T, result_type(op, 0)), gt ? bo_tnames_get(&T, gt) : "<none>",
                     sym);
    bo_tnames_free(&T);
    return -1;
  }
  return 0;
}

/* ------------------------------------------------ metadata and pointers */

/* `$source : type($source) -> type(results) attr-dict` */
static int parse_metadata_like(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src;
  const bo_type *t;
  bo_type_vec results = {0};
  bo_value *v;
  bo_loc loc;
  int rc = -1;
  if (bo_parse_operand(p, &src) || bo_parse_punct(p, ":")) return -1;
  loc = bo_parser_loc(p);
  if (bo_parse_type(p, &t) || bo_parse_punct(p, "->") || bo_parse_type_list(p, &results) ||
      bo_parse_optional_attr_dict(p, st) < 0)
    goto done;
  if (st->info && st->info->id == BO_OP_MEMREF_EXTRACT_STRIDED_METADATA &&
      !is_ranked_memref(t)) {
    char *s = bo_type_to_string(t);
    bo_parser_error_at(p, loc, "invalid kind of type specified: expected builtin.memref, but found '%s'", s);
    free(s);
    goto done;
  }
  if (bo_resolve_operand(p, &src, t, &v)) goto done;
  bo_state_add_operand(st, v);
  bo_state_add_result_types(st, results.data, results.len);
  rc = 0;
done:
  bo_vec_free(&results);
  return rc;
}

static void print_metadata_like(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, " -> ");
  for (unsigned i = 0; i < bo_op_get_num_results(op); i++) {
    if (i) bo_print_str(p, ", ");
    bo_print_type(p, result_type(op, i));
  }
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

/* The result types are inferred: base buffer, offset, sizes, strides. */
static int verify_extract_strided_metadata(bo_op *op) {
  if (verify_shape(op, 0, -1, 1, 0)) return -1;
  const bo_type *src = operand_type(op, 0);
  bo_context *ctx = bo_op_get_context(op);
  if (!is_ranked_memref(src)) return bo_op_emit_error(op, "operand #0 must be strided memref");
  unsigned rank = bo_type_get_rank(src), n = 2 + 2 * rank;
  const bo_type **want = malloc(n * sizeof *want);
  want[0] = bo_type_memref(ctx, 0, NULL, bo_type_get_element_type(src), NULL,
                           bo_type_get_memory_space(src));
  for (unsigned i = 1; i < n; i++) want[i] = bo_type_index(ctx);
  bool same = bo_op_get_num_results(op) == n;
  for (unsigned i = 0; same && i < n; i++) same = result_type(op, i) == want[i];
  if (!same) {
    bo_str a = {0}, b = {0};
    for (unsigned i = 0; i < n; i++) {
      char *s = bo_type_to_string(want[i]);
      bo_str_printf(&a, "%s'%s'", i ? ", " : "", s);
      free(s);
    }
    for (unsigned i = 0; i < bo_op_get_num_results(op); i++) {
      char *s = bo_type_to_string(result_type(op, i));
      bo_str_printf(&b, "%s'%s'", i ? ", " : "", s);
      free(s);
    }
    bo_op_emit_error(op,
                     "inferred type(s) %s are incompatible with return type(s) of operation %s",
                     a.data ? a.data : "", b.data ? b.data : "");
    bo_op_emit_error(op, "failed to infer returned types");
    bo_str_free(&a);
    bo_str_free(&b);
  }
  free(want);
  return same ? 0 : -1;
}

static int verify_extract_aligned_pointer(bo_op *op) {
  if (verify_shape(op, 0, 1, 1, 0)) return -1;
  if (!bo_type_is_memref(operand_type(op, 0)))
    return bo_op_emit_error(op, "operand #0 must be memref");
  if (bo_op_get_num_results(op) != 1 || bo_type_get_kind(result_type(op, 0)) != BO_TYPE_INDEX)
    return bo_op_emit_error(op, "result #0 must be index");
  return 0;
}

/* `$memref, $alignment attr-dict : type($memref)` */
static int parse_assume_alignment(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_unresolved m;
  int64_t align;
  const bo_type *t;
  bo_value *v;
  if (bo_parse_operand(p, &m) || bo_parse_punct(p, ",") || bo_parse_integer(p, &align))
    return -1;
  bo_state_add_attr(st, "alignment",
                    bo_attr_integer(ctx, bo_type_integer(ctx, 32, BO_SIGNLESS), align));
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &t) ||
      bo_resolve_operand(p, &m, t, &v))
    return -1;
  bo_state_add_operand(st, v);
  bo_state_add_result_type(st, t);
  return 0;
}

static void print_assume_alignment(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"alignment"};
  const bo_attr *a = bo_op_get_prop(op, "alignment");
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, ", ");
  if (a) bo_print_int(p, bo_attr_get_int(a));
  bo_print_optional_attr_dict(p, op, elided, 1);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
}

static int verify_assume_alignment(bo_op *op) {
  if (verify_shape(op, 0, 1, 1, 0)) return -1;
  const bo_attr *a = bo_op_get_prop(op, "alignment");
  if (!a || bo_attr_get_kind(a) != BO_ATTR_INTEGER)
    return bo_op_emit_error(op, "requires attribute 'alignment'");
  int64_t v = bo_attr_get_int(a);
  if (v <= 0)
    return bo_op_emit_error(op, "attribute 'alignment' failed to satisfy constraint: 32-bit "
                                "signless integer attribute whose value is positive");
  if (v & (v - 1)) return bo_op_emit_error(op, "alignment must be power of 2");
  if (operand_type(op, 0) != result_type(op, 0))
    return bo_op_emit_error(op, "failed to verify that all of {memref, result} have same type");
  return 0;
}

/* ------------------------------------------------------------ SSA names */

#define RESULT_NAME(fn, text)                                    \
  static void fn(bo_op *op, bo_name_setter *s) {                 \
    bo_set_value_name(s, bo_op_get_result(op, 0), text);         \
  }
RESULT_NAME(name_alloc, "alloc")
RESULT_NAME(name_alloca, "alloca")
RESULT_NAME(name_subview, "subview")
RESULT_NAME(name_view, "view")
RESULT_NAME(name_cast, "cast")
RESULT_NAME(name_reinterpret_cast, "reinterpret_cast")
RESULT_NAME(name_expand_shape, "expand_shape")
RESULT_NAME(name_collapse_shape, "collapse_shape")
RESULT_NAME(name_reshape, "reshape")
RESULT_NAME(name_dim, "dim")
RESULT_NAME(name_intptr, "intptr")
RESULT_NAME(name_memspacecast, "memspacecast")
RESULT_NAME(name_assume_align, "assume_align")
#undef RESULT_NAME

/* Names the first result of each group; the printer groups the rest
 * (`%sizes:2`). */
static void name_strided_metadata(bo_op *op, bo_name_setter *s) {
  unsigned n = bo_op_get_num_results(op);
  if (n < 2) return;
  unsigned rank = (n - 2) / 2;
  bo_set_value_name(s, bo_op_get_result(op, 0), "base_buffer");
  bo_set_value_name(s, bo_op_get_result(op, 1), "offset");
  if (rank) {
    bo_set_value_name(s, bo_op_get_result(op, 2), "sizes");
    bo_set_value_name(s, bo_op_get_result(op, 2 + rank), "strides");
  }
}

/* ---------------------------------------------------------------- table */

static const char *const k_alloc_attrs[] = {"alignment", "operandSegmentSizes", NULL};
static const char *const k_align_attrs[] = {"alignment", NULL};
static const char *const k_access_attrs[] = {"alignment", "nontemporal", NULL};
static const char *const k_slice_attrs[] = {"operandSegmentSizes", "static_offsets",
                                            "static_sizes", "static_strides", NULL};
static const char *const k_expand_attrs[] = {"reassociation", "static_output_shape", NULL};
static const char *const k_collapse_attrs[] = {"reassociation", NULL};
static const char *const k_global_attrs[] = {"alignment", "constant", "initial_value",
                                             "sym_name", "sym_visibility", "type", NULL};
static const char *const k_get_global_attrs[] = {"name", NULL};
static const char *const k_rmw_attrs[] = {"kind", NULL};

#define P BO_TRAIT_PURE
/* ------------------------------------------------ alloca_scope and return */

/* memref.alloca_scope (-> (types))? region attr-dict: allocas inside are
 * freed when the scope ends.  The empty alloca_scope.return is implicit. */
static int parse_alloca_scope(bo_parser *p, bo_parse_state *st) {
  bo_type_vec types = {0};
  int rc = -1;
  if (bo_parse_optional_arrow_type_list(p, &types) < 0) goto done;
  bo_state_add_result_types(st, types.data, types.len);
  bo_region *body = bo_state_add_region(st);
  if (bo_parse_region(p, body, NULL, 0)) goto done;
  bo_ensure_terminator(p, body, BO_OP_NAME(MEMREF_ALLOCA_SCOPE_RETURN), false, st->loc);
  if (bo_parse_optional_attr_dict(p, st) < 0) goto done;
  rc = 0;
done:
  bo_vec_free(&types);
  return rc;
}

static void print_alloca_scope(bo_printer *p, bo_op *op) {
  unsigned n = bo_op_get_num_results(op);
  bo_print_char(p, ' ');
  if (n) {
    bo_print_str(p, " -> (");
    bo_print_result_types(p, op);
    bo_print_char(p, ')');
  }
  bo_print_region(p, bo_op_get_region(op, 0), false, n != 0, false);
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_alloca_scope(bo_op *op) {
  bo_block *b = bo_region_first_block(bo_op_get_region(op, 0));
  bo_op *ret = b ? bo_block_get_terminator(b) : NULL;
  if (!ret || !bo_op_isa(ret, BO_OP_MEMREF_ALLOCA_SCOPE_RETURN)) return 0; /* reported by the return */
  unsigned n = bo_op_get_num_results(op);
  if (bo_op_get_num_operands(ret) != n)
    return bo_op_emit_error(op, "expects the number of results (%u) to match the values returned (%u)", n,
                            bo_op_get_num_operands(ret));
  for (unsigned i = 0; i < n; i++)
    if (bo_value_get_type(bo_op_get_operand(ret, i)) != bo_value_get_type(bo_op_get_result(op, i)))
      return bo_op_emit_error(op, "type of returned value #%u does not match result type", i);
  return 0;
}

/* memref.alloca_scope.return attr-dict (%values : types)? */
static int parse_alloca_scope_return(bo_parser *p, bo_parse_state *st) {
  if (bo_parse_optional_attr_dict(p, st) < 0) return -1;
  if (!bo_parser_peek_operand(p)) return 0;
  bo_unresolved_vec names = {0};
  bo_type_vec types = {0};
  bo_loc loc = bo_parser_loc(p);
  int rc = -1;
  if (bo_parse_operand_list(p, BO_DELIM_NONE, &names) || bo_parse_colon_type_list(p, &types) ||
      bo_resolve_operands(p, names.data, names.len, types.data, types.len, loc, &st->operands))
    goto done;
  rc = 0;
done:
  bo_vec_free(&names);
  bo_vec_free(&types);
  return rc;
}

static void print_alloca_scope_return(bo_printer *p, bo_op *op) {
  bo_print_optional_attr_dict(p, op, NULL, 0);
  unsigned n = bo_op_get_num_operands(op);
  if (!n) return;
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, n);
  bo_print_str(p, " : ");
  bo_print_operand_types(p, op, 0, n);
}

static int verify_alloca_scope_return(bo_op *op) {
  bo_op *parent = bo_op_get_parent_op(op);
  if (!parent || !bo_op_isa(parent, BO_OP_MEMREF_ALLOCA_SCOPE))
    return bo_op_emit_error(op, "expects parent op 'memref.alloca_scope'");
  return 0;
}

static const bo_op_info k_memref_ops[] = {
    BO_OP_DEF(MEMREF_ALLOC, .memory = &bo_memory_alloc, .inherent_attrs = k_alloc_attrs, .parse = parse_alloc_like,
     .canonicalize = bo_memref_canonicalize_alloc,
     .print = print_alloc_like, .verify = verify_alloc_like, .asm_result_names = name_alloc),
    BO_OP_DEF(MEMREF_ALLOCA, .memory = &bo_memory_alloca, .inherent_attrs = k_alloc_attrs, .parse = parse_alloc_like,
     .canonicalize = bo_memref_canonicalize_alloc,
     .print = print_alloc_like, .verify = verify_alloc_like, .asm_result_names = name_alloca),
    BO_OP_DEF(MEMREF_ALLOCA_SCOPE, .num_regions = 1,
     .traits = BO_TRAIT_REGION_BRANCH | BO_TRAIT_SINGLE_BLOCK | BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE, .parse = parse_alloca_scope,
     .print = print_alloca_scope, .verify_regions = verify_alloca_scope),
    BO_OP_DEF(MEMREF_ALLOCA_SCOPE_RETURN, .traits = BO_TRAIT_TERMINATOR | BO_TRAIT_PURE | BO_TRAIT_RETURN_LIKE,
     .parse = parse_alloca_scope_return, .print = print_alloca_scope_return,
     .verify = verify_alloca_scope_return),
    BO_OP_DEF(MEMREF_ASSUME_ALIGNMENT, .memory = &bo_memory_view, .traits = P, .inherent_attrs = k_align_attrs,
     .parse = parse_assume_alignment, .print = print_assume_alignment,
     .verify = verify_assume_alignment, .asm_result_names = name_assume_align),
    BO_OP_DEF(MEMREF_ATOMIC_RMW, .inherent_attrs = k_rmw_attrs, .parse = parse_atomic_rmw,
     .print = print_atomic_rmw, .verify = verify_atomic_rmw),
    BO_OP_DEF(MEMREF_CAST, .memory = &bo_memory_cast, .traits = P, .parse = bo_shaped_parse_cast,
     .fold = bo_memref_fold_cast,
     .print = bo_shaped_print_cast, .verify = verify_cast, .asm_result_names = name_cast),
    BO_OP_DEF(MEMREF_COLLAPSE_SHAPE, .memory = &bo_memory_view, .traits = P, .inherent_attrs = k_collapse_attrs,
     .parse = bo_shaped_parse_collapse_shape, .print = bo_shaped_print_collapse_shape,
     .verify = verify_memref_collapse_shape, .asm_result_names = name_collapse_shape),
    BO_OP_DEF(MEMREF_COPY, .memory = &bo_memory_read_write, .fold = bo_memref_fold_casts,
     .canonicalize = bo_memref_canonicalize_copy, .parse = parse_copy, .print = print_copy, .verify = verify_copy),
    BO_OP_DEF(MEMREF_DEALLOC, .memory = &bo_memory_free, .fold = bo_memref_fold_casts, .parse = bo_shaped_parse_typed_operand, .print = bo_shaped_print_typed_operand,
     .verify = verify_memref_operand),
    BO_OP_DEF(MEMREF_DIM, .traits = P, .parse = bo_shaped_parse_dim, .print = bo_shaped_print_dim,
     .verify = verify_memref_dim, .asm_result_names = name_dim, .fold = bo_memref_fold_dim,
     .canonicalize = bo_bufferization_canonicalize_memref_dim),
    BO_OP_DEF(MEMREF_EXPAND_SHAPE, .memory = &bo_memory_view, .traits = P, .inherent_attrs = k_expand_attrs,
     .parse = bo_shaped_parse_expand_shape, .print = bo_shaped_print_expand_shape,
     .verify = verify_memref_expand_shape, .asm_result_names = name_expand_shape),
    BO_OP_DEF(MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, .traits = P,
     .parse = parse_metadata_like, .print = print_metadata_like,
     .verify = verify_extract_aligned_pointer, .asm_result_names = name_intptr),
    BO_OP_DEF(MEMREF_EXTRACT_STRIDED_METADATA, .memory = &bo_memory_view, .traits = P, .parse = parse_metadata_like,
     .print = print_metadata_like, .verify = verify_extract_strided_metadata,
     .asm_result_names = name_strided_metadata),
    BO_OP_DEF(MEMREF_GET_GLOBAL, .memory = &bo_memory_global, .traits = P, .inherent_attrs = k_get_global_attrs,
     .parse = parse_get_global, .print = print_get_global, .verify = verify_get_global),
    BO_OP_DEF(MEMREF_GLOBAL, .traits = BO_TRAIT_SYMBOL, .inherent_attrs = k_global_attrs,
     .parse = parse_global, .print = print_global, .verify = verify_global),
    BO_OP_DEF(MEMREF_LOAD, .memory = &bo_memory_load, .inherent_attrs = k_access_attrs, .parse = parse_load,
     .fold = bo_memref_fold_casts, .canonicalize = bo_bufferization_canonicalize_load,
     .print = print_load, .verify = verify_load),
    BO_OP_DEF(MEMREF_MEMORY_SPACE_CAST, .memory = &bo_memory_view, .traits = P, .parse = bo_shaped_parse_cast,
     .print = bo_shaped_print_cast, .verify = verify_memspace_cast,
     .asm_result_names = name_memspacecast),
    BO_OP_DEF(MEMREF_RANK, .traits = BO_TRAIT_RANK_OF_OPERAND | P, .parse = bo_shaped_parse_rank,
     .fold = bo_memref_fold_rank,
     .print = bo_shaped_print_rank, .verify = verify_memref_operand),
    BO_OP_DEF(MEMREF_REALLOC, .memory = &bo_memory_realloc, .inherent_attrs = k_align_attrs, .parse = parse_realloc,
     .print = print_realloc, .verify = verify_realloc),
    BO_OP_DEF(MEMREF_REINTERPRET_CAST, .memory = &bo_memory_view, .traits = P, .inherent_attrs = k_slice_attrs,
     .parse = parse_reinterpret_cast, .print = print_reinterpret_cast,
     .verify = verify_reinterpret_cast, .asm_result_names = name_reinterpret_cast),
    BO_OP_DEF(MEMREF_RESHAPE, .memory = &bo_memory_view, .traits = P, .parse = bo_shaped_parse_reshape,
     .print = bo_shaped_print_reshape, .verify = verify_memref_reshape,
     .asm_result_names = name_reshape),
    BO_OP_DEF(MEMREF_STORE, .memory = &bo_memory_store, .inherent_attrs = k_access_attrs, .parse = parse_store,
     .fold = bo_memref_fold_store,
     .print = print_store, .verify = verify_store),
    BO_OP_DEF(MEMREF_SUBVIEW, .memory = &bo_memory_view, .traits = P, .inherent_attrs = k_slice_attrs,
     .parse = bo_shaped_parse_source_slice, .print = bo_shaped_print_source_slice, .verify = verify_subview,
     .asm_result_names = name_subview),
    BO_OP_DEF(MEMREF_VIEW, .memory = &bo_memory_view, .traits = P, .parse = parse_view, .print = print_view,
     .verify = verify_view, .asm_result_names = name_view),
};
#undef P

const bo_dialect bo_dialect_memref = {"memref", k_memref_ops,
                                      sizeof k_memref_ops / sizeof k_memref_ops[0]};
BO_OP_TABLE_CHECK(k_memref_ops, MEMREF);
