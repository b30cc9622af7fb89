/* shaped_ops.c - the syntax and verification helpers the tensor and memref
 * dialects share (declared in shaped_ops.h): operand-segment and dynamic
 * size checks, the cast / dim / rank / reshape families, reassociation
 * lists, and the mixed static/dynamic offset, size and stride lists of the
 * slicing ops.  Each helper is linear in the op's operands and list
 * lengths.
 */
#include "memref_internal.h"

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
  bo_shaped_print_unary_typed(p, op, NULL, 0);
  bo_print_str(p, " to ");
  bo_print_type(p, result_type(op, 0));
}

/* The operand type of tensor.dim, tensor.rank and memref.rank is a type
 * class in upstream's format (TensorType, BaseMemRefType): another kind of
 * type is a parse error at the type, without the expected kind's name.
 * memref.dim's is a plain constraint, checked by its verifier. */
static int check_type_class(bo_parser *p, bo_parse_state *st, bo_loc loc, const bo_type *t) {
  enum bo_op_id id = st->info ? st->info->id : BO_OP_NONE;
  bool ok = true;
  if (id == BO_OP_TENSOR_DIM || id == BO_OP_TENSOR_RANK) ok = bo_type_is_tensor(t);
  else if (id == BO_OP_MEMREF_RANK) ok = bo_type_is_memref(t);
  return ok ? 0 : bo_parser_custom_error_at(p, loc, "invalid kind of type specified");
}

int bo_shaped_parse_dim(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src, idx;
  const bo_type *t;
  bo_value *v;
  bo_context *ctx = bo_parser_context(p);
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_operand(p, &src) ||
      bo_parse_punct(p, ",") || bo_parse_operand(p, &idx) || bo_parse_punct(p, ":"))
    return -1;
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_type(p, &t) || check_type_class(p, st, loc, t)) return -1;
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
int bo_shaped_parse_unary_typed(bo_parser *p, bo_parse_state *st, bool index_result) {
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

void bo_shaped_print_unary_typed(bo_printer *p, bo_op *op, const char *const *elided, size_t n) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_optional_attr_dict(p, op, elided, n);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
}

int bo_shaped_parse_rank(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src;
  const bo_type *t;
  bo_value *v;
  if (bo_parse_operand(p, &src) || bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_punct(p, ":"))
    return -1;
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_type(p, &t) || check_type_class(p, st, loc, t) || bo_resolve_operand(p, &src, t, &v))
    return -1;
  bo_state_add_operand(st, v);
  bo_state_add_result_type(st, bo_type_index(bo_parser_context(p)));
  return 0;
}
void bo_shaped_print_rank(bo_printer *p, bo_op *op) { bo_shaped_print_unary_typed(p, op, NULL, 0); }

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
          int64_t d = 0; /* set by bo_parse_integer on success */
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

int64_t bo_shaped_group_size(const int64_t *shape, const bo_reassoc *r, unsigned g) {
  int64_t size = 1;
  bool zero = false, over = false;
  for (unsigned i = r->start[g]; i < r->start[g + 1]; i++) {
    int64_t d = shape[r->dims[i]];
    if (is_dyn(d)) return BO_DYNAMIC;
    if (d == 0) zero = true;
    else if (!over) over = bo_mul_overflow_i64(size, d, &size);
  }
  return zero ? 0 : over ? INT64_MAX : size;
}

int bo_shaped_verify_static_output_shape(bo_op *op, unsigned rank, const char *what,
                                         const int64_t **statics) {
  unsigned n, ndyn = 0;
  const int64_t *s = *statics = bo_shaped_prop_i64s(op, "static_output_shape", &n);
  if (n != rank)
    return bo_op_emit_error(op,
                            "expected number of static shape %s to be equal to the output rank "
                            "(%u) but found %u inputs instead",
                            what, rank, n);
  for (unsigned i = 0; i < n; i++) ndyn += is_dyn(s[i]);
  if (bo_op_get_num_operands(op) - 1 != ndyn)
    return bo_op_emit_error(op,
                            "mismatch in dynamic dims in output_shape and static_output_shape: "
                            "static_output_shape has %u dynamic dims while output_shape has %u "
                            "values",
                            ndyn, bo_op_get_num_operands(op) - 1);
  return 0;
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
void bo_shaped_print_mixed_list(bo_printer *p, bo_op *op, const char *prop, unsigned segment) {
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
    bo_shaped_print_mixed_list(p, op, k_static_names[i], first_segment + i);
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

/* ------------------------------------------------ indexed element access */

int bo_shaped_parse_indexed(bo_parser *p, bo_unresolved *x, bo_unresolved_vec *idx) {
  return bo_parse_operand(p, x) || bo_parse_operand_list(p, BO_DELIM_SQUARE, idx) ? -1 : 0;
}

void bo_shaped_print_indexed(bo_printer *p, bo_op *op, unsigned index) {
  bo_print_operand(p, bo_op_get_operand(op, index));
  bo_print_char(p, '[');
  bo_print_op_operands(p, op, index + 1, bo_op_get_num_operands(op) - index - 1);
  bo_print_char(p, ']');
}

int bo_shaped_resolve_indexed(bo_parser *p, bo_parse_state *st, const bo_unresolved *x,
                              const bo_unresolved_vec *idx, const bo_type *t) {
  bo_value *v;
  if (bo_resolve_operand(p, x, t, &v)) return -1;
  bo_state_add_operand(st, v);
  return bo_resolve_operands_same(p, idx->data, idx->len, bo_type_index(bo_parser_context(p)),
                                  &st->operands);
}

int bo_shaped_require_type(bo_parser *p, bo_loc loc, const bo_type *t, bool memref) {
  if (memref ? bo_type_is_memref(t) : bo_type_is_tensor(t)) return 0;
  char *s = bo_type_to_string(t);
  bo_parser_custom_error_at(p, loc, "invalid kind of type specified: expected builtin.%s, but found '%s'",
                            memref ? "memref" : "tensor", s);
  free(s);
  return -1;
}

int bo_shaped_parse_indexed_read(bo_parser *p, bo_parse_state *st, bool memref) {
  bo_unresolved x;
  bo_unresolved_vec idx = {0};
  const bo_type *t;
  bo_loc loc;
  int rc = -1;
  if (bo_shaped_parse_indexed(p, &x, &idx) || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_punct(p, ":"))
    goto done;
  loc = bo_parser_loc(p);
  if (bo_parse_type(p, &t) || bo_shaped_require_type(p, loc, t, memref) ||
      bo_shaped_resolve_indexed(p, st, &x, &idx, t))
    goto done;
  bo_state_add_result_type(st, bo_type_get_element_type(t));
  rc = 0;
done:
  bo_vec_free(&idx);
  return rc;
}

int bo_shaped_parse_indexed_write(bo_parser *p, bo_parse_state *st, bool memref) {
  bo_unresolved val, x;
  bo_unresolved_vec idx = {0};
  const bo_type *t;
  bo_value *v;
  bo_loc loc;
  int rc = -1;
  if (bo_parse_operand(p, &val) ||
      (memref ? bo_parse_punct(p, ",") : bo_parse_keyword(p, "into")) ||
      bo_shaped_parse_indexed(p, &x, &idx) || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_punct(p, ":"))
    goto done;
  loc = bo_parser_loc(p);
  if (bo_parse_type(p, &t) || bo_shaped_require_type(p, loc, t, memref) ||
      bo_resolve_operand(p, &val, bo_type_get_element_type(t), &v))
    goto done;
  bo_state_add_operand(st, v);
  if (bo_shaped_resolve_indexed(p, st, &x, &idx, t)) goto done;
  if (!memref) bo_state_add_result_type(st, t);
  rc = 0;
done:
  bo_vec_free(&idx);
  return rc;
}
