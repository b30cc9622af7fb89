/* vector.c - the vector dialect: the ops linalg vectorization produces.
 *
 * Transfers (transfer_read / transfer_write on tensors and memrefs, with
 * permutation_map, in_bounds, padding and mask), broadcast, extract, insert,
 * fma, reduction, create_mask / constant_mask, shape_cast, transpose and
 * print: parsed, printed and verified as mlir-opt 22 does (defaults elided:
 * a minor-identity permutation_map, an all-false in_bounds).  Enum
 * properties (`#vector.kind<add>`, `#vector.punctuation<newline>`) are
 * stored as opaque attributes with their canonical text.  Memory effects:
 * transfers read / write their memref operand; the others are pure.  The
 * bufferization hooks of the transfers are in vector_bufferize.c, the
 * semantics in src/interp/ops_vector.c.
 *
 * Invariant: a verified transfer has one index per source dimension, a
 * projected-permutation map from the source dimensions to the vector's
 * (broadcast results: the constant 0), one in_bounds entry per vector
 * dimension, and, when masked, the mask type vector_transfer_mask_type
 * gives.  Cost: every hook is linear in the op's operands and rank.
 */
#include "common.h"
#include "shaped_ops.h"
#include "vector.h"
#include "memory_iface.h"
#include "bufferize_ifaces.h"

static const char *const print_attrs[] = {"punctuation", "stringLiteral", NULL};
static const char *const punctuations[] = {"no_punctuation", "newline", "comma", "open",
                                           "close"};
enum { NUM_PUNCTUATIONS = 5, DEFAULT_PUNCTUATION = 1 };

static const bo_attr *punctuation_attr(bo_context *ctx, unsigned i) {
  char buf[64];
  int n = snprintf(buf, sizeof buf, "vector.punctuation<%s>", punctuations[i]);
  return bo_attr_opaque(ctx, buf, (size_t)n);
}

/* The index of the stored punctuation (the default when absent). */
static unsigned punctuation_of(const bo_op *op) {
  const bo_attr *a = bo_op_get_prop(op, "punctuation");
  if (!a || bo_attr_get_kind(a) != BO_ATTR_OPAQUE)
    return DEFAULT_PUNCTUATION;
  const char *s = strchr(bo_attr_get_opaque_text(a), '<');
  if (!s)
    return DEFAULT_PUNCTUATION;
  s++;
  while (*s == ' ')
    s++;
  for (unsigned i = 0; i < NUM_PUNCTUATIONS; i++) {
    size_t n = strlen(punctuations[i]);
    if (!strncmp(s, punctuations[i], n) && (s[n] == '>' || s[n] == ' '))
      return i;
  }
  return DEFAULT_PUNCTUATION;
}

/* `[%v : T] [str "text"] [punctuation <kind>] attr-dict` */
static int parse_print(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_unresolved src;
  int r = bo_parse_optional_operand(p, &src);
  if (r < 0)
    return -1;
  if (r) {
    const bo_type *t;
    bo_value *v;
    if (bo_parse_colon_type(p, &t) || bo_resolve_operand(p, &src, t, &v))
      return -1;
    bo_state_add_operand(st, v);
  }
  r = bo_parse_optional_keyword(p, "str");
  if (r < 0)
    return -1;
  if (r) {
    const char *s = NULL;
    size_t len = 0;
    if (bo_parse_string(p, &s, &len))
      return -1;
    bo_state_add_attr(st, "stringLiteral", bo_attr_string(ctx, s, len, NULL));
  }
  unsigned punct = DEFAULT_PUNCTUATION;
  r = bo_parse_optional_keyword(p, "punctuation");
  if (r < 0)
    return -1;
  if (r) {
    const char *kw = NULL;
    if (bo_parse_punct(p, "<"))
      return -1;
    bo_loc loc = bo_parser_loc(p);
    if (bo_parse_any_keyword(p, &kw))
      return -1;
    for (punct = 0; punct < NUM_PUNCTUATIONS && strcmp(kw, punctuations[punct]); punct++)
      ;
    if (punct == NUM_PUNCTUATIONS)
      return bo_parser_error_at(p, loc,
                                "custom op '%s' expected ::mlir::vector::PrintPunctuation to be "
                                "one of: no_punctuation, newline, comma, open, close",
                                st->name);
    if (bo_parse_punct(p, ">"))
      return -1;
  }
  bo_state_add_attr(st, "punctuation", punctuation_attr(ctx, punct));
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

static void print_print(bo_printer *p, bo_op *op) {
  if (bo_op_get_num_operands(op)) {
    bo_print_char(p, ' ');
    bo_print_operand(p, bo_op_get_operand(op, 0));
    bo_print_str(p, " : ");
    bo_print_type(p, bo_value_get_type(bo_op_get_operand(op, 0)));
  }
  const bo_attr *s = bo_op_get_prop(op, "stringLiteral");
  if (s) {
    bo_print_str(p, " str ");
    bo_print_attr(p, s); /* the attribute printer escapes as MLIR does */
  }
  unsigned punct = punctuation_of(op);
  if (punct != DEFAULT_PUNCTUATION)
    bo_printf(p, " punctuation <%s>", punctuations[punct]);
  static const char *const elided[] = {"punctuation", "stringLiteral"};
  bo_print_optional_attr_dict(p, op, elided, 2);
}

static bool is_printable(const bo_type *t) {
  bo_type_kind k = bo_type_get_kind(t);
  return k == BO_TYPE_VECTOR || k == BO_TYPE_INTEGER || k == BO_TYPE_INDEX || k == BO_TYPE_FLOAT;
}

/* Default-initialises and canonicalises the property, as MLIR's typed
 * property storage does for generic input. */
static void populate_print(bo_op *op) {
  const bo_attr *canon = punctuation_attr(bo_op_get_context(op), punctuation_of(op));
  if (bo_op_get_prop(op, "punctuation") != canon)
    bo_op_set_prop(op, "punctuation", canon);
}

static int verify_print(bo_op *op) {
  if (bo_verify_num_regions(op, 0) || bo_verify_num_results(op, 0) ||
      bo_verify_num_successors(op, 0))
    return -1;
  if (bo_op_get_num_operands(op) > 1)
    return bo_op_emit_error(op, "operand group starting at #0 requires 0 or 1 element, but "
                                "found %u",
                            bo_op_get_num_operands(op));
  if (bo_op_get_num_operands(op) &&
      bo_verify_operand_is(op, 0, is_printable,
                           ""))
    return -1;
  if (bo_op_get_prop(op, "stringLiteral") &&
      (bo_op_get_num_operands(op) || punctuation_of(op) != DEFAULT_PUNCTUATION))
    return bo_op_emit_error(op, "failed to verify that `source` or `punctuation` are not set "
                                "when printing strings");
  return 0;
}

/* ------------------------------------------------------------ shared helpers */

static const bo_type *vtype(const bo_value *v) { return bo_value_get_type(v); }
static bool is_vector(const bo_type *t) { return bo_type_get_kind(t) == BO_TYPE_VECTOR; }
static bool is_ranked_shaped_source(const bo_type *t) {
  bo_type_kind k = bo_type_get_kind(t);
  return k == BO_TYPE_MEMREF || k == BO_TYPE_TENSOR;
}

static const bo_attr *opaque_enum(bo_context *ctx, const char *prefix, const char *name) {
  char buf[96];
  int n = snprintf(buf, sizeof buf, "%s<%s>", prefix, name);
  return bo_attr_opaque(ctx, buf, (size_t)n);
}

/* The text between '<' and '>' of an opaque enum attribute. */
static bool opaque_enum_name(const bo_attr *a, char *buf, size_t n) {
  if (!a || bo_attr_get_kind(a) != BO_ATTR_OPAQUE) return false;
  const char *s = strchr(bo_attr_get_opaque_text(a), '<');
  if (!s) return false;
  s++;
  while (*s == ' ') s++;
  size_t i = 0;
  while (s[i] && s[i] != '>' && s[i] != ' ' && i + 1 < n) {
    buf[i] = s[i];
    i++;
  }
  buf[i] = 0;
  return i > 0;
}

bool bo_vector_kind_name(const bo_op *op, char *buf, size_t n) {
  return opaque_enum_name(bo_op_get_prop(op, "kind"), buf, n);
}

static const bo_attr *dense_i64(bo_context *ctx, size_t n, const int64_t *v) {
  return bo_attr_dense_array_int(ctx, bo_type_integer(ctx, 64, BO_SIGNLESS), n, v);
}

static bool is_dense_i64(const bo_attr *a) {
  return a && bo_attr_get_kind(a) == BO_ATTR_DENSE_ARRAY &&
         bo_type_is_integer(bo_attr_dense_array_elem_type(a), 64);
}

/* `[` i64 (, i64)* `]` into a dense i64 array under `name`. */
static int parse_i64_list(bo_parser *p, bo_parse_state *st, const char *name) {
  bo_i64_vec v = {0};
  if (bo_parse_punct(p, "[")) return -1;
  if (!bo_parse_optional_punct(p, "]")) {
    do {
      int64_t x = 0;
      if (bo_parse_integer(p, &x)) {
        bo_vec_free(&v);
        return -1;
      }
      bo_vec_push(&v, x);
    } while (bo_parse_optional_punct(p, ","));
    if (bo_parse_punct(p, "]")) {
      bo_vec_free(&v);
      return -1;
    }
  }
  bo_state_add_attr(st, name, dense_i64(st->ctx, v.len, v.data));
  bo_vec_free(&v);
  return 0;
}

static void print_i64_list(bo_printer *p, const bo_attr *a) {
  bo_print_char(p, '[');
  for (unsigned i = 0, n = a ? bo_attr_get_num_elements(a) : 0; i < n; i++)
    bo_printf(p, "%s%lld", i ? ", " : "", (long long)bo_attr_dense_array_int_at(a, i));
  bo_print_char(p, ']');
}

/* `%v : T` or a bare type after the op's own syntax. */
static int parse_into_vector_type(bo_parser *p, const bo_type **t) {
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_type(p, t)) return -1;
  if (!is_vector(*t)) {
    char *s = bo_type_to_string(*t);
    bo_parser_error_at(p, loc, "invalid kind of type specified: expected builtin.vector, but found '%s'", s);
    free(s);
    return -1;
  }
  return 0;
}

/* -------------------------------------------------------------- transfers */

bool bo_vector_transfer_operands(const bo_op *op, bo_vector_transfer *t) {
  bool read = bo_op_isa(op, BO_OP_VECTOR_TRANSFER_READ);
  const bo_attr *seg = bo_op_get_prop(op, "operandSegmentSizes");
  unsigned n = bo_op_get_num_operands(op);
  int32_t s[4];
  if (!seg || bo_attr_get_kind(seg) != BO_ATTR_DENSE_ARRAY || bo_attr_get_num_elements(seg) != 4)
    return false;
  unsigned total = 0;
  for (unsigned i = 0; i < 4; i++) {
    s[i] = (int32_t)bo_attr_dense_array_int_at(seg, i);
    if (s[i] < 0) return false;
    total += (unsigned)s[i];
  }
  if (total != n || s[0] != 1 || s[3] > 1 || (read ? s[2] != 1 : s[1] != 1)) return false;
  if (read) {
    *t = (bo_vector_transfer){.base = 0, .first_index = 1, .num_indices = s[1],
                              .padding = 1 + s[1], .vector = -1, .mask = s[3] ? 2 + s[1] : -1};
  } else {
    *t = (bo_vector_transfer){.base = 1, .first_index = 2, .num_indices = s[2], .padding = -1,
                              .vector = 0, .mask = s[3] ? 2 + s[2] : -1};
  }
  return true;
}

const bo_type *bo_vector_transfer_vector_type(const bo_op *op) {
  if (bo_op_isa(op, BO_OP_VECTOR_TRANSFER_READ))
    return op->num_results ? op->results[0].type : NULL;
  return op->num_operands ? vtype(op->operands[0].value) : NULL;
}

/* (d0, ..., dn-1) -> (d(n-r), ..., dn-1). */
static const bo_attr *minor_identity(bo_context *ctx, unsigned n, unsigned r) {
  const bo_affine_expr *res[64];
  if (r > n || r > 64) return NULL;
  for (unsigned i = 0; i < r; i++) res[i] = bo_affine_dim(ctx, n - r + i);
  return bo_attr_affine_map(ctx, n, 0, r, res);
}

const bo_attr *bo_vector_transfer_map(const bo_op *op) {
  const bo_attr *m = bo_op_get_prop(op, "permutation_map");
  if (m && bo_attr_get_kind(m) == BO_ATTR_AFFINE_MAP) return m;
  bo_vector_transfer t;
  const bo_type *v = bo_vector_transfer_vector_type(op);
  if (!bo_vector_transfer_operands(op, &t) || !v) return NULL;
  return minor_identity(op->ctx, (unsigned)t.num_indices, bo_type_get_rank(v));
}

const bo_type *bo_vector_transfer_mask_type(bo_context *ctx, const bo_type *vec,
                                            const bo_attr *map) {
  /* One mask dimension per source dimension the map uses, in source order,
   * sized as the vector dimension it feeds (upstream's
   * inversePermutation(compressUnusedDims(map)) applied to the shape). */
  unsigned nd = bo_affine_map_num_dims(map), nr = bo_affine_map_num_results(map);
  int64_t shape[64];
  unsigned rank = 0;
  if (nd > 64) return NULL;
  for (unsigned d = 0; d < nd; d++)
    for (unsigned r = 0; r < nr; r++) {
      const bo_affine_expr *e = bo_affine_map_result(map, r);
      if (bo_affine_get_kind(e) == BO_AFFINE_DIM && bo_affine_get_value(e) == (int64_t)d) {
        shape[rank++] = bo_type_get_shape(vec)[r];
        break;
      }
    }
  if (!rank) shape[rank++] = 1;
  return bo_type_vector(ctx, rank, shape, NULL, bo_type_integer(ctx, 1, BO_SIGNLESS));
}

static const bo_attr *all_false(bo_context *ctx, unsigned n) {
  const bo_attr *f[64];
  if (n > 64) n = 64;
  for (unsigned i = 0; i < n; i++) f[i] = bo_attr_bool(ctx, false);
  return bo_attr_array(ctx, n, f);
}

static bool is_minor_identity(const bo_attr *m, unsigned n, unsigned r) {
  if (bo_affine_map_num_dims(m) != n || bo_affine_map_num_results(m) != r ||
      bo_affine_map_num_symbols(m))
    return false;
  for (unsigned i = 0; i < r; i++) {
    const bo_affine_expr *e = bo_affine_map_result(m, i);
    if (bo_affine_get_kind(e) != BO_AFFINE_DIM || bo_affine_get_value(e) != (int64_t)(n - r + i))
      return false;
  }
  return true;
}

static const char *const transfer_attrs[] = {"in_bounds", "operandSegmentSizes",
                                             "permutation_map", NULL};

/* Adds the defaults of the custom form (all-false in_bounds, minor-identity
 * map) and resolves the mask against the inferred mask type. */
static int finish_transfer(bo_parser *p, bo_parse_state *st, const bo_type *shaped,
                           const bo_type *vec, const bo_unresolved *mask) {
  bo_context *ctx = st->ctx;
  unsigned srank = bo_type_get_rank(shaped), vrank = bo_type_get_rank(vec);
  const bo_attr *map = bo_state_get_attr(st, "permutation_map");
  if (!map) {
    map = minor_identity(ctx, srank, vrank);
    if (!map) return bo_parser_error_at(p, st->loc, "expected a vector of rank at most the source's");
    bo_state_add_attr(st, "permutation_map", map);
  } else if (bo_attr_get_kind(map) != BO_ATTR_AFFINE_MAP) {
    return bo_parser_error(p, "expected permutation_map to be an affine map");
  }
  if (!bo_state_get_attr(st, "in_bounds")) bo_state_add_attr(st, "in_bounds", all_false(ctx, vrank));
  if (mask) {
    const bo_type *mt = bo_affine_map_num_results(map) == vrank
                            ? bo_vector_transfer_mask_type(ctx, vec, map)
                            : NULL;
    bo_value *m;
    if (!mt) return bo_parser_error_at(p, st->loc, "cannot infer the mask type");
    if (bo_resolve_operand(p, mask, mt, &m)) return -1;
    bo_state_add_operand(st, m);
  }
  return 0;
}

static int require_shaped_source(bo_parser *p, bo_loc loc, const bo_type *t) {
  if (is_ranked_shaped_source(t)) return 0;
  return bo_parser_custom_error_at(p, loc, "requires source to be a memref or ranked tensor type");
}

/* `%src[%i...], %pad (, %mask)? attr-dict : src-type, vector-type` */
static int parse_transfer_read(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src, pad, mask;
  bo_unresolved_vec *idx = &st->tmp_operands[0];
  const bo_type *shaped, *vec;
  int has_mask = 0;
  if (bo_parse_operand(p, &src) || bo_parse_operand_list(p, BO_DELIM_SQUARE, idx) ||
      bo_parse_punct(p, ",") || bo_parse_operand(p, &pad))
    return -1;
  if (bo_parse_optional_punct(p, ",")) {
    if (bo_parse_operand(p, &mask)) return -1;
    has_mask = 1;
  }
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_punct(p, ":")) return -1;
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_type(p, &shaped) || require_shaped_source(p, loc, shaped) ||
      bo_parse_punct(p, ",") || parse_into_vector_type(p, &vec))
    return -1;
  bo_value *v;
  if (bo_resolve_operand(p, &src, shaped, &v)) return -1;
  bo_state_add_operand(st, v);
  if (bo_resolve_operands_same(p, idx->data, idx->len, bo_type_index(st->ctx), &st->operands) ||
      bo_resolve_operand(p, &pad, bo_type_get_element_type(shaped), &v))
    return -1;
  bo_state_add_operand(st, v);
  int32_t seg[4] = {1, (int32_t)idx->len, 1, has_mask};
  bo_state_set_segment_sizes(st, seg, 4);
  bo_state_add_result_type(st, vec);
  return finish_transfer(p, st, shaped, vec, has_mask ? &mask : NULL);
}

/* `%vec, %dst[%i...] (, %mask)? attr-dict : vector-type, dst-type` */
static int parse_transfer_write(bo_parser *p, bo_parse_state *st) {
  bo_unresolved val, dst, mask;
  bo_unresolved_vec *idx = &st->tmp_operands[0];
  const bo_type *shaped, *vec;
  int has_mask = 0;
  if (bo_parse_operand(p, &val) || bo_parse_punct(p, ",") || bo_parse_operand(p, &dst) ||
      bo_parse_operand_list(p, BO_DELIM_SQUARE, idx))
    return -1;
  if (bo_parse_optional_punct(p, ",")) {
    if (bo_parse_operand(p, &mask)) return -1;
    has_mask = 1;
  }
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_punct(p, ":") ||
      parse_into_vector_type(p, &vec) || bo_parse_punct(p, ","))
    return -1;
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_type(p, &shaped) || require_shaped_source(p, loc, shaped)) return -1;
  bo_value *v;
  if (bo_resolve_operand(p, &val, vec, &v)) return -1;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &dst, shaped, &v)) return -1;
  bo_state_add_operand(st, v);
  if (bo_resolve_operands_same(p, idx->data, idx->len, bo_type_index(st->ctx), &st->operands))
    return -1;
  int32_t seg[4] = {1, 1, (int32_t)idx->len, has_mask};
  bo_state_set_segment_sizes(st, seg, 4);
  if (bo_type_get_kind(shaped) == BO_TYPE_TENSOR) bo_state_add_result_type(st, shaped);
  return finish_transfer(p, st, shaped, vec, has_mask ? &mask : NULL);
}

/* The attribute dictionary of a transfer without its defaults. */
static void print_transfer_attrs(bo_printer *p, bo_op *op, const bo_type *shaped,
                                 const bo_type *vec) {
  const char *elided[3] = {"operandSegmentSizes"};
  size_t n = 1;
  const bo_attr *map = bo_op_get_prop(op, "permutation_map");
  if (map && bo_attr_get_kind(map) == BO_ATTR_AFFINE_MAP &&
      is_minor_identity(map, bo_type_get_rank(shaped), bo_type_get_rank(vec)))
    elided[n++] = "permutation_map";
  const bo_attr *ib = bo_op_get_prop(op, "in_bounds");
  bool any = false;
  if (ib && bo_attr_get_kind(ib) == BO_ATTR_ARRAY)
    for (unsigned i = 0; i < bo_attr_get_num_elements(ib); i++)
      any |= bo_attr_get_kind(bo_attr_array_get(ib, i)) == BO_ATTR_INTEGER &&
             bo_attr_get_bool(bo_attr_array_get(ib, i));
  if (ib && !any) elided[n++] = "in_bounds";
  bo_print_optional_attr_dict(p, op, elided, n);
}

static void print_transfer(bo_printer *p, bo_op *op) {
  bo_vector_transfer t;
  if (!bo_vector_transfer_operands(op, &t)) return; /* verified ops only */
  bool read = t.padding >= 0;
  const bo_type *shaped = vtype(op->operands[t.base].value);
  const bo_type *vec = bo_vector_transfer_vector_type(op);
  bo_print_char(p, ' ');
  if (!read) {
    bo_print_operand(p, op->operands[0].value);
    bo_print_str(p, ", ");
  }
  bo_print_operand(p, op->operands[t.base].value);
  bo_print_char(p, '[');
  bo_print_op_operands(p, op, (unsigned)t.first_index, (unsigned)t.num_indices);
  bo_print_char(p, ']');
  if (read) {
    bo_print_str(p, ", ");
    bo_print_operand(p, op->operands[t.padding].value);
  }
  if (t.mask >= 0) {
    bo_print_str(p, ", ");
    bo_print_operand(p, op->operands[t.mask].value);
  }
  print_transfer_attrs(p, op, shaped, vec);
  bo_print_str(p, " : ");
  bo_print_type(p, read ? shaped : vec);
  bo_print_str(p, ", ");
  bo_print_type(p, read ? vec : shaped);
}

static int verify_transfer(bo_op *op) {
  bool read = bo_op_isa(op, BO_OP_VECTOR_TRANSFER_READ);
  bo_vector_transfer t;
  if (bo_verify_num_regions(op, 0) || bo_verify_num_successors(op, 0)) return -1;
  if (!bo_vector_transfer_operands(op, &t))
    return bo_op_emit_error(op, "operand segments do not describe a %s",
                            read ? "base, indices, padding and optional mask"
                                 : "vector, base, indices and optional mask");
  const bo_type *shaped = vtype(op->operands[t.base].value);
  if (!is_ranked_shaped_source(shaped))
    return bo_verify_operand_is(op, (unsigned)t.base, is_ranked_shaped_source,
                                "shaped of any type values");
  bool tensor = bo_type_get_kind(shaped) == BO_TYPE_TENSOR;
  if (read ? bo_verify_num_results(op, 1) : bo_verify_num_results(op, tensor ? 1 : 0)) return -1;
  const bo_type *vec = bo_vector_transfer_vector_type(op);
  if (!is_vector(vec))
    return read ? bo_verify_result_is(op, 0, is_vector, "vector of any type values")
                : bo_verify_operand_is(op, 0, is_vector, "vector of any type values");
  if (!read && tensor && op->results[0].type != shaped)
    return bo_emit_types_error(op, "result type '", op->results[0].type,
                               "' does not match the destination type '", shaped, "'");
  for (int i = 0; i < t.num_indices; i++)
    if (bo_type_get_kind(vtype(op->operands[t.first_index + i].value)) != BO_TYPE_INDEX)
      return bo_verify_operand_is(op, (unsigned)(t.first_index + i), bo_type_is_signless_int_or_index,
                                  "variadic of index");
  if (bo_verify_has_attr(op, "permutation_map") || bo_verify_has_attr(op, "in_bounds")) return -1;
  unsigned srank = bo_type_get_rank(shaped), vrank = bo_type_get_rank(vec);
  if ((unsigned)t.num_indices != srank)
    return bo_op_emit_error(op, "requires %u indices", srank);
  const bo_type *elem = bo_type_get_element_type(shaped);
  if (is_vector(elem))
    return bo_op_emit_error(op, "transfers of vector elements are not supported yet");
  if (elem != bo_type_get_element_type(vec))
    return bo_emit_types_error(op, "requires source and vector of the same elemental type, got '",
                               elem, "' and '", bo_type_get_element_type(vec), "'");
  if (read && vtype(op->operands[t.padding].value) != elem)
    return bo_op_emit_error(op, "requires formal padding and source of the same elemental type");
  const bo_attr *map = bo_op_get_prop(op, "permutation_map");
  if (bo_attr_get_kind(map) != BO_ATTR_AFFINE_MAP)
    return bo_op_emit_error(op, "attribute 'permutation_map' failed to satisfy constraint: "
                                "AffineMap attribute");
  if (bo_affine_map_num_dims(map) != srank || bo_affine_map_num_symbols(map))
    return bo_op_emit_error(op, "requires a permutation_map with input dims of the same rank as "
                                "the source type");
  if (bo_affine_map_num_results(map) != vrank)
    return bo_op_emit_error(op, "requires a permutation_map with result dims of the same rank as "
                                "the vector type");
  uint64_t seen = 0;
  for (unsigned r = 0; r < vrank; r++) {
    const bo_affine_expr *e = bo_affine_map_result(map, r);
    bool dim = bo_affine_get_kind(e) == BO_AFFINE_DIM;
    bool zero = bo_affine_get_kind(e) == BO_AFFINE_CONST && bo_affine_get_value(e) == 0;
    if ((!dim && !zero) || (dim && srank <= 64 && (seen >> bo_affine_get_value(e) & 1)))
      return bo_op_emit_error(op, "requires a projected permutation_map (at most one dim or the "
                                  "zero constant can appear in each result)");
    if (dim && bo_affine_get_value(e) < 64) seen |= 1ull << bo_affine_get_value(e);
    if (zero && !read) return bo_op_emit_error(op, "should not have broadcast dimensions");
  }
  const bo_attr *ib = bo_op_get_prop(op, "in_bounds");
  if (bo_attr_get_kind(ib) != BO_ATTR_ARRAY)
    return bo_op_emit_error(op, "attribute 'in_bounds' failed to satisfy constraint: 1-bit "
                                "boolean array attribute");
  for (unsigned i = 0; i < bo_attr_get_num_elements(ib); i++) {
    const bo_attr *b = bo_attr_array_get(ib, i);
    if (bo_attr_get_kind(b) != BO_ATTR_INTEGER || !bo_type_is_integer(bo_attr_get_type(b), 1))
      return bo_op_emit_error(op, "attribute 'in_bounds' failed to satisfy constraint: 1-bit "
                                  "boolean array attribute");
  }
  if (bo_attr_get_num_elements(ib) != vrank) {
    bo_tnames T = {0};
    bo_op_emit_error(op, "expects the in_bounds attr of same rank as permutation_map results: %s vs "
                         "inBounds of size: %u",
                     bo_tnames_attr(&T, map), bo_attr_get_num_elements(ib));
    bo_tnames_free(&T);
    return -1;
  }
  if (t.mask >= 0) {
    const bo_type *want = bo_vector_transfer_mask_type(op->ctx, vec, map);
    const bo_type *got = vtype(op->operands[t.mask].value);
    if (want != got)
      return bo_emit_types_error(op, "expects mask type consistent with permutation map: '", got,
                                 "' vs '", want, "'");
  }
  return 0;
}

/* ------------------------------------------------------ broadcast, casts */

static int verify_broadcast(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 1)) return -1;
  const bo_type *src = vtype(op->operands[0].value), *dst = op->results[0].type;
  if (!is_vector(dst)) return bo_verify_result_is(op, 0, is_vector, "vector of any type values");
  if (bo_elem_or_self(src) != bo_type_get_element_type(dst))
    return bo_op_emit_error(op, "failed to verify that source operand and result have same "
                                "element type");
  if (!is_vector(src)) return 0;
  unsigned sr = bo_type_get_rank(src), dr = bo_type_get_rank(dst);
  if (sr > dr) return bo_op_emit_error(op, "source rank higher than destination rank");
  for (unsigned i = 0; i < sr; i++) {
    int64_t a = bo_type_get_shape(src)[i], b = bo_type_get_shape(dst)[dr - sr + i];
    if (a != 1 && a != b)
      return bo_op_emit_error(op, "dimension mismatch (%lld vs. %lld)", (long long)a, (long long)b);
  }
  return 0;
}

static int verify_shape_cast(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 1) ||
      bo_verify_operand_is(op, 0, is_vector, "vector of any type values") ||
      bo_verify_result_is(op, 0, is_vector, "vector of any type values"))
    return -1;
  const bo_type *src = vtype(op->operands[0].value), *dst = op->results[0].type;
  if (bo_type_get_element_type(src) != bo_type_get_element_type(dst))
    return bo_op_emit_error(op, "has different source and result element types");
  int64_t a = bo_type_get_num_elements(src), b = bo_type_get_num_elements(dst);
  if (a != b)
    return bo_op_emit_error(op, "has different number of elements at source (%lld) and result "
                                "(%lld)",
                            (long long)a, (long long)b);
  return 0;
}

/* `%v, [perm] attr-dict : T to U` */
static int parse_transpose(bo_parser *p, bo_parse_state *st) {
  bo_unresolved v;
  const bo_type *t, *u;
  bo_value *val;
  if (bo_parse_operand(p, &v) || bo_parse_punct(p, ",") || parse_i64_list(p, st, "permutation") ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_punct(p, ":") ||
      parse_into_vector_type(p, &t) || bo_parse_keyword(p, "to") || parse_into_vector_type(p, &u) ||
      bo_resolve_operand(p, &v, t, &val))
    return -1;
  bo_state_add_operand(st, val);
  bo_state_add_result_type(st, u);
  return 0;
}

static void print_transpose(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  bo_print_str(p, ", ");
  print_i64_list(p, bo_op_get_prop(op, "permutation"));
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, vtype(op->operands[0].value));
  bo_print_str(p, " to ");
  bo_print_type(p, op->results[0].type);
}

static const char *const transpose_attrs[] = {"permutation", NULL};

static int verify_transpose(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 1) ||
      bo_verify_operand_is(op, 0, is_vector, "vector of any type values") ||
      bo_verify_result_is(op, 0, is_vector, "vector of any type values") ||
      bo_verify_has_attr(op, "permutation"))
    return -1;
  const bo_attr *perm = bo_op_get_prop(op, "permutation");
  if (!is_dense_i64(perm))
    return bo_op_emit_error(op, "attribute 'permutation' failed to satisfy constraint: i64 dense "
                                "array attribute");
  const bo_type *src = vtype(op->operands[0].value), *dst = op->results[0].type;
  unsigned rank = bo_type_get_rank(src), n = bo_attr_get_num_elements(perm);
  if (bo_type_get_element_type(src) != bo_type_get_element_type(dst))
    return bo_op_emit_error(op, "failed to verify that all of {vector, result} have same element "
                                "type");
  if (rank != bo_type_get_rank(dst))
    return bo_op_emit_error(op, "vector result rank mismatch: %u", bo_type_get_rank(dst));
  if (n != rank) return bo_op_emit_error(op, "transposition length mismatch: %u", n);
  uint64_t seen = 0;
  for (unsigned i = 0; i < n; i++) {
    int64_t d = bo_attr_dense_array_int_at(perm, i);
    if (d < 0 || d >= (int64_t)rank) return bo_op_emit_error(op, "transposition index out of range: %lld", (long long)d);
    if (d < 64 && (seen >> d & 1)) return bo_op_emit_error(op, "duplicate position index: %lld", (long long)d);
    if (d < 64) seen |= 1ull << d;
    if (bo_type_get_shape(dst)[i] != bo_type_get_shape(src)[d])
      return bo_op_emit_error(op, "dimension size mismatch at: %u", i);
  }
  return 0;
}

/* --------------------------------------------------------- extract/insert */

static const char *const position_attrs[] = {"static_position", NULL};

/* The type a position of n entries selects in vector type v. */
static const bo_type *positioned_type(bo_context *ctx, const bo_type *v, unsigned n) {
  unsigned rank = bo_type_get_rank(v);
  if (n >= rank) return bo_type_get_element_type(v);
  return bo_type_vector(ctx, rank - n, bo_type_get_shape(v) + n, NULL, bo_type_get_element_type(v));
}

/* `[pos]` with dynamic entries; positions in statics, operands resolved. */
static int parse_position(bo_parser *p, bo_parse_state *st, bo_unresolved_vec *dyn) {
  bo_i64_vec statics = {0};
  if (bo_parse_dynamic_index_list(p, dyn, &statics, BO_DELIM_SQUARE)) {
    bo_vec_free(&statics);
    return -1;
  }
  bo_state_add_attr(st, "static_position", dense_i64(st->ctx, statics.len, statics.data));
  bo_vec_free(&statics);
  return 0;
}

static void print_position(bo_printer *p, bo_op *op, unsigned first_dyn) {
  const bo_attr *a = bo_op_get_prop(op, "static_position");
  unsigned n = a ? bo_attr_get_num_elements(a) : 0;
  int64_t *st = malloc((n + 1) * sizeof *st);
  for (unsigned i = 0; i < n; i++) st[i] = bo_attr_dense_array_int_at(a, i);
  bo_value **dyn = malloc((op->num_operands + 1) * sizeof *dyn);
  unsigned nd = 0;
  for (unsigned i = first_dyn; i < op->num_operands; i++) dyn[nd++] = op->operands[i].value;
  bo_print_dynamic_index_list(p, dyn, nd, st, n, BO_DELIM_SQUARE);
  free(st);
  free(dyn);
}

/* The shared form of extract and insert:
 *   extract: `%v[pos] attr-dict : R from V`
 *   insert:  `%s, %v [pos] attr-dict : S into V`
 * The position operands follow the vector operand(s). */
static int parse_positioned(bo_parser *p, bo_parse_state *st, bool insert) {
  bo_unresolved s, v;
  bo_unresolved_vec *dyn = &st->tmp_operands[0];
  const bo_type *lhs, *t;
  bo_value *val;
  if ((insert && (bo_parse_operand(p, &s) || bo_parse_punct(p, ","))) ||
      bo_parse_operand(p, &v) || parse_position(p, st, dyn) ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &lhs) ||
      bo_parse_keyword(p, insert ? "into" : "from") || parse_into_vector_type(p, &t))
    return -1;
  if (insert) {
    if (bo_resolve_operand(p, &s, lhs, &val)) return -1;
    bo_state_add_operand(st, val);
  }
  if (bo_resolve_operand(p, &v, t, &val)) return -1;
  bo_state_add_operand(st, val);
  if (bo_resolve_operands_same(p, dyn->data, dyn->len, bo_type_index(st->ctx), &st->operands))
    return -1;
  bo_state_add_result_type(st, insert ? t : lhs);
  return 0;
}

static void print_positioned(bo_printer *p, bo_op *op, bool insert) {
  bo_print_char(p, ' ');
  if (insert) {
    bo_print_operand(p, op->operands[0].value);
    bo_print_str(p, ", ");
  }
  bo_print_operand(p, op->operands[insert].value);
  if (insert) bo_print_char(p, ' ');
  print_position(p, op, insert ? 2 : 1);
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, insert ? vtype(op->operands[0].value) : op->results[0].type);
  bo_print_str(p, insert ? " into " : " from ");
  bo_print_type(p, insert ? op->results[0].type : vtype(op->operands[0].value));
}

static int parse_extract(bo_parser *p, bo_parse_state *st) { return parse_positioned(p, st, false); }
static void print_extract(bo_printer *p, bo_op *op) { print_positioned(p, op, false); }
static int parse_insert(bo_parser *p, bo_parse_state *st) { return parse_positioned(p, st, true); }
static void print_insert(bo_printer *p, bo_op *op) { print_positioned(p, op, true); }

/* Checks static_position against vector type v; `dest` words the message
 * as upstream does for insert. */
static int verify_position(bo_op *op, const bo_type *v, unsigned first_dyn, bool dest) {
  const bo_attr *a = bo_op_get_prop(op, "static_position");
  if (!is_dense_i64(a))
    return bo_op_emit_error(op, "attribute 'static_position' failed to satisfy constraint: i64 "
                                "dense array attribute");
  unsigned n = bo_attr_get_num_elements(a), ndyn = 0, rank = bo_type_get_rank(v);
  if (n > rank)
    return bo_op_emit_error(op, "expected position attribute of rank no greater than %s vector "
                                "rank",
                            dest ? "dest" : "source");
  for (unsigned i = 0; i < n; i++) {
    int64_t x = bo_attr_dense_array_int_at(a, i);
    if (x == BO_DYNAMIC) {
      ndyn++;
      continue;
    }
    if (dest ? (x < 0 || x >= bo_type_get_shape(v)[i])
             : ((x < 0 && x != -1) || x >= bo_type_get_shape(v)[i]))
      return bo_op_emit_error(op, dest ? "expected position attribute #%u to be a non-negative "
                                         "integer smaller than the corresponding dest vector "
                                         "dimension"
                                       : "expected position attribute #%u to be a non-negative "
                                         "integer smaller than the corresponding vector "
                                         "dimension or poison (-1)",
                              i + 1);
  }
  if (first_dyn + ndyn != op->num_operands)
    return bo_op_emit_error(op, "expected %u dynamic position operands, got %u", ndyn,
                            op->num_operands - first_dyn);
  for (unsigned i = first_dyn; i < op->num_operands; i++)
    if (!bo_type_is_signless_int_or_index(vtype(op->operands[i].value)))
      return bo_verify_operand_is(op, i, bo_type_is_signless_int_or_index,
                                  "variadic of index");
  return 0;
}

static int verify_extract(bo_op *op) {
  if (bo_verify_num_regions(op, 0) || bo_verify_num_results(op, 1) ||
      bo_verify_min_operands(op, 1) ||
      bo_verify_operand_is(op, 0, is_vector, "vector of any type values") ||
      bo_verify_has_attr(op, "static_position"))
    return -1;
  const bo_type *v = vtype(op->operands[0].value);
  const bo_attr *a = bo_op_get_prop(op, "static_position");
  if (is_dense_i64(a)) {
    const bo_type *want = positioned_type(op->ctx, v, bo_attr_get_num_elements(a));
    if (bo_attr_get_num_elements(a) <= bo_type_get_rank(v) && want != op->results[0].type) {
      bo_emit_types_error(op, "inferred type(s) '", want,
                          "' are incompatible with return type(s) of operation '",
                          op->results[0].type, "'");
      return bo_op_emit_error(op, "failed to infer returned types");
    }
  }
  return verify_position(op, v, 1, false);
}

static int verify_insert(bo_op *op) {
  if (bo_verify_num_regions(op, 0) || bo_verify_num_results(op, 1) ||
      bo_verify_min_operands(op, 2) ||
      bo_verify_operand_is(op, 1, is_vector, "vector of any type values") ||
      bo_verify_has_attr(op, "static_position"))
    return -1;
  const bo_type *v = vtype(op->operands[1].value);
  if (op->results[0].type != v)
    return bo_op_emit_error(op, "failed to verify that all of {dest, result} have same type");
  if (verify_position(op, v, 2, true)) return -1;
  const bo_type *want = positioned_type(op->ctx, v, bo_attr_get_num_elements(bo_op_get_prop(op, "static_position")));
  if (vtype(op->operands[0].value) != want)
    return bo_emit_types_error(op, "expected source type '", vtype(op->operands[0].value),
                               "' to match the type the position selects '", want, "'");
  return 0;
}

/* ---------------------------------------------------------- fma, masks */

static bool is_float_vector(const bo_type *t) {
  return is_vector(t) && bo_type_is_float(bo_type_get_element_type(t));
}

static int parse_fma(bo_parser *p, bo_parse_state *st) {
  return bo_parse_same_type(p, st, 3, BO_FLAGS_NONE, false);
}

static int verify_fma(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 3) ||
      bo_verify_all_operands_are(op, is_float_vector, "vector of floating-point values"))
    return -1;
  return bo_verify_same_operands_and_result_type(op);
}

static bool is_i1_vector(const bo_type *t) {
  return is_vector(t) && bo_type_is_integer(bo_type_get_element_type(t), 1);
}

/* `%a, %b... attr-dict : vector<..xi1>` */
static int parse_create_mask(bo_parser *p, bo_parse_state *st) {
  bo_unresolved_vec *ops = &st->tmp_operands[0];
  const bo_type *t;
  if (bo_parse_operand_list(p, BO_DELIM_NONE, ops) || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_colon_type(p, &t) ||
      bo_resolve_operands_same(p, ops->data, ops->len, bo_type_index(st->ctx), &st->operands))
    return -1;
  bo_state_add_result_type(st, t);
  return 0;
}

static void print_create_mask(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, op->num_operands);
  bo_print_attr_dict_colon_result(p, op);
}

static int verify_create_mask(bo_op *op) {
  if (bo_verify_num_regions(op, 0) || bo_verify_num_results(op, 1) ||
      bo_verify_result_is(op, 0, is_i1_vector, "vector of 1-bit signless integer values"))
    return -1;
  for (unsigned i = 0; i < op->num_operands; i++)
    if (bo_type_get_kind(vtype(op->operands[i].value)) != BO_TYPE_INDEX)
      return bo_verify_operand_is(op, i, bo_type_is_signless_int_or_index, "variadic of index");
  if (op->num_operands != bo_type_get_rank(op->results[0].type))
    return bo_op_emit_error(op, "must specify an operand for each result vector dimension");
  return 0;
}

static const char *const constant_mask_attrs[] = {"mask_dim_sizes", NULL};

static int parse_constant_mask(bo_parser *p, bo_parse_state *st) {
  const bo_type *t;
  if (parse_i64_list(p, st, "mask_dim_sizes") || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_colon_type(p, &t))
    return -1;
  bo_state_add_result_type(st, t);
  return 0;
}

static void print_constant_mask(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  print_i64_list(p, bo_op_get_prop(op, "mask_dim_sizes"));
  bo_print_attr_dict_colon_result(p, op);
}

static int verify_constant_mask(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 0) ||
      bo_verify_result_is(op, 0, is_i1_vector, "vector of 1-bit signless integer values") ||
      bo_verify_has_attr(op, "mask_dim_sizes"))
    return -1;
  const bo_attr *a = bo_op_get_prop(op, "mask_dim_sizes");
  if (!is_dense_i64(a))
    return bo_op_emit_error(op, "attribute 'mask_dim_sizes' failed to satisfy constraint: i64 "
                                "dense array attribute");
  const bo_type *t = op->results[0].type;
  unsigned n = bo_attr_get_num_elements(a);
  if (n != bo_type_get_rank(t))
    return bo_op_emit_error(op, "must specify array attr of size equal vector result rank");
  bool zero = false, all_zero = true;
  for (unsigned i = 0; i < n; i++) {
    int64_t x = bo_attr_dense_array_int_at(a, i);
    if (x < 0 || x > bo_type_get_shape(t)[i])
      return bo_op_emit_error(op, "array attr of size out of bounds of vector result dimension "
                                  "size");
    zero |= x == 0;
    all_zero &= x == 0;
  }
  if (zero && !all_zero)
    return bo_op_emit_error(op, "expected all mask dim sizes to be zeros, as a result of "
                                "conjunction with zero mask dim");
  return 0;
}

/* ------------------------------------------------------------- reduction */

static const char *const reduction_attrs[] = {"fastmath", "kind", NULL};
static const char *const int_kinds[] = {"add", "mul", "minui", "minsi", "maxui", "maxsi",
                                        "and", "or", "xor", NULL};
static const char *const float_kinds[] = {"add", "mul", "minnumf", "maxnumf", "minimumf",
                                          "maximumf", NULL};

static bool in_list(const char *const *list, const char *s) {
  for (; *list; list++)
    if (!strcmp(*list, s)) return true;
  return false;
}

/* ` <kind>, `: the combining kind reduction and multi_reduction parse
 * first, into the `kind` attribute. */
static int parse_kind_prefix(bo_parser *p, bo_parse_state *st) {
  const char *kw = NULL;
  if (bo_parse_punct(p, "<")) return -1;
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_any_keyword(p, &kw)) return -1;
  if (!in_list(int_kinds, kw) && !in_list(float_kinds, kw))
    return bo_parser_custom_error_at(p, loc, "expected ::mlir::vector::CombiningKind to be one "
                                             "of: add, mul, minui, minsi, minnumf, maxui, maxsi, "
                                             "maxnumf, and, or, xor, maximumf, minimumf");
  bo_state_add_attr(st, "kind", opaque_enum(st->ctx, "vector.kind", kw));
  return bo_parse_punct(p, ">") || bo_parse_punct(p, ",") ? -1 : 0;
}

/* `<kind>, %v (, %acc)? (fastmath<..>)? attr-dict : V into T` */
static int parse_reduction(bo_parser *p, bo_parse_state *st) {
  bo_unresolved v, acc;
  const bo_type *t, *r;
  bo_value *val;
  int has_acc = 0;
  if (parse_kind_prefix(p, st) || bo_parse_operand(p, &v)) return -1;
  if (bo_parse_optional_punct(p, ",")) {
    if (bo_parse_operand(p, &acc)) return -1;
    has_acc = 1;
  }
  if (bo_parse_flag_group(p, st, BO_FLAGS_FASTMATH, true) ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_punct(p, ":") ||
      parse_into_vector_type(p, &t) || bo_parse_keyword(p, "into") || bo_parse_type(p, &r) ||
      bo_resolve_operand(p, &v, t, &val))
    return -1;
  bo_state_add_operand(st, val);
  if (has_acc) {
    if (bo_resolve_operand(p, &acc, r, &val)) return -1;
    bo_state_add_operand(st, val);
  }
  bo_state_add_result_type(st, r);
  return 0;
}

/* ` <kind>, `: the combining kind reduction and multi_reduction print
 * first (add when the attribute is missing). */
static void print_kind_prefix(bo_printer *p, bo_op *op) {
  char kind[32];
  if (!bo_vector_kind_name(op, kind, sizeof kind)) strcpy(kind, "add");
  bo_printf(p, " <%s>, ", kind);
}

static void print_reduction(bo_printer *p, bo_op *op) {
  print_kind_prefix(p, op);
  bo_print_op_operands(p, op, 0, op->num_operands);
  bo_print_flag_group(p, op, BO_FLAGS_FASTMATH, true);
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, vtype(op->operands[0].value));
  bo_print_str(p, " into ");
  bo_print_type(p, op->results[0].type);
}

static int verify_reduction(bo_op *op) {
  if (bo_verify_num_regions(op, 0) || bo_verify_num_results(op, 1) ||
      bo_verify_min_operands(op, 1) ||
      bo_verify_operand_is(op, 0, is_vector, "vector of any type values") ||
      bo_verify_has_attr(op, "kind"))
    return -1;
  bo_flags_normalize(op, BO_FLAGS_FASTMATH);
  if (op->num_operands > 2)
    return bo_op_emit_error(op, "operand group starting at #1 requires 0 or 1 element, but found "
                                "%u",
                            op->num_operands - 1);
  const bo_type *v = vtype(op->operands[0].value), *e = bo_type_get_element_type(v);
  char kind[32];
  if (!bo_vector_kind_name(op, kind, sizeof kind) ||
      (!in_list(int_kinds, kind) && !in_list(float_kinds, kind)))
    return bo_op_emit_error(op, "attribute 'kind' failed to satisfy constraint: Kind of "
                                "combining function for contractions and reductions");
  if (bo_type_get_rank(v) != 1)
    return bo_op_emit_error(op, "unsupported reduction rank: %u", bo_type_get_rank(v));
  if (op->results[0].type != e)
    return bo_op_emit_error(op, "failed to verify that source operand and result have same "
                                "element type");
  if (op->num_operands == 2 && vtype(op->operands[1].value) != e)
    return bo_op_emit_error(op, "failed to verify that source operand and accumulator have same "
                                "element type");
  bool ok = bo_type_is_float(e) ? in_list(float_kinds, kind)
                                : bo_type_is_signless_int_or_index(e) && in_list(int_kinds, kind);
  if (!ok) {
    bo_tnames T = {0};
    bo_op_emit_error(op, "unsupported reduction type ''%s'' for kind '%s'", bo_tnames_get(&T, e),
                     kind);
    bo_tnames_free(&T);
    return -1;
  }
  return 0;
}

/* ------------------------------------------------------- multi_reduction */

static const char *const multi_reduction_attrs[] = {"kind", "reduction_dims", NULL};

/* `<kind>, %src, %acc [dims] attr-dict : S to T` */
static int parse_multi_reduction(bo_parser *p, bo_parse_state *st) {
  bo_unresolved u[2];
  const bo_type *s, *t;
  bo_value *v;
  if (parse_kind_prefix(p, st) || bo_parse_operand(p, &u[0]) ||
      bo_parse_punct(p, ",") || bo_parse_operand(p, &u[1]) ||
      parse_i64_list(p, st, "reduction_dims") || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_punct(p, ":") || parse_into_vector_type(p, &s) || bo_parse_keyword(p, "to") ||
      bo_parse_type(p, &t) || bo_resolve_operand(p, &u[0], s, &v))
    return -1;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &u[1], t, &v)) return -1;
  bo_state_add_operand(st, v);
  bo_state_add_result_type(st, t);
  return 0;
}

static void print_multi_reduction(bo_printer *p, bo_op *op) {
  print_kind_prefix(p, op);
  bo_print_op_operands(p, op, 0, 2);
  bo_print_char(p, ' ');
  print_i64_list(p, bo_op_get_prop(op, "reduction_dims"));
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, vtype(op->operands[0].value));
  bo_print_str(p, " to ");
  bo_print_type(p, op->results[0].type);
}

static int verify_multi_reduction(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 2) ||
      bo_verify_operand_is(op, 0, is_vector, "vector of any type values") ||
      bo_verify_has_attr(op, "kind") || bo_verify_has_attr(op, "reduction_dims"))
    return -1;
  const bo_type *s = vtype(op->operands[0].value), *acc = vtype(op->operands[1].value);
  const bo_attr *dims = bo_op_get_prop(op, "reduction_dims");
  char kind[32];
  if (!bo_vector_kind_name(op, kind, sizeof kind) ||
      (!in_list(int_kinds, kind) && !in_list(float_kinds, kind)))
    return bo_op_emit_error(op, "attribute 'kind' failed to satisfy constraint: Kind of "
                                "combining function for contractions and reductions");
  if (!is_dense_i64(dims))
    return bo_op_emit_error(op, "attribute 'reduction_dims' failed to satisfy constraint: i64 "
                                "dense array attribute");
  if (op->results[0].type != acc)
    return bo_op_emit_error(op, "failed to verify that all of {acc, dest} have same type");
  unsigned rank = bo_type_get_rank(s), n = bo_attr_get_num_elements(dims);
  if (rank > 64) return bo_op_emit_error(op, "vectors of rank above 64 are not supported yet");
  uint64_t reduced = 0;
  for (unsigned i = 0; i < n; i++) {
    int64_t d = bo_attr_dense_array_int_at(dims, i);
    if (d < 0 || d >= (int64_t)rank) return bo_op_emit_error(op, "invalid reduction dimension %lld", (long long)d);
    reduced |= 1ull << d;
  }
  int64_t shape[64];
  unsigned k = 0;
  for (unsigned d = 0; d < rank; d++)
    if (!(reduced >> d & 1)) shape[k++] = bo_type_get_shape(s)[d];
  const bo_type *e = bo_type_get_element_type(s);
  const bo_type *want = k ? bo_type_vector(op->ctx, k, shape, NULL, e) : e;
  if (want != acc)
    return bo_emit_types_error(op, "destination type ", acc,
                               " is incompatible with source type ", s, "");
  return 0;
}

/* ------------------------------------------------------------ mask, yield */

/* `%mask (, %passthru)? { op } attr-dict : M (-> T...)?`.  The region may
 * also be written as a block ending in vector.yield (what bufopt prints);
 * without the yield, one yielding the op's results is appended, as
 * upstream's ensureTerminator does. */
static int parse_mask(bo_parser *p, bo_parse_state *st) {
  bo_unresolved m, pt;
  int has_pt = 0;
  const bo_type *mt;
  bo_type_vec *res = &st->tmp_types[0];
  bo_value *v;
  bo_loc loc = st->loc;
  if (bo_parse_operand(p, &m)) return -1;
  if (bo_parse_optional_punct(p, ",")) {
    if (bo_parse_operand(p, &pt)) return -1;
    has_pt = 1;
  }
  bo_region *r = bo_state_add_region(st);
  if (bo_parse_region(p, r, NULL, 0) || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_colon_type(p, &mt) || bo_parse_optional_arrow_type_list(p, res) < 0 ||
      bo_resolve_operand(p, &m, mt, &v))
    return -1;
  bo_state_add_operand(st, v);
  if (has_pt) {
    if (!res->len) return bo_parser_error(p, "expects a result type for the passthru value");
    if (bo_resolve_operand(p, &pt, res->data[0], &v)) return -1;
    bo_state_add_operand(st, v);
  }
  bo_state_add_result_types(st, res->data, res->len);
  bo_block *b = r->first;
  if (!b) {
    b = bo_block_create(st->ctx);
    bo_region_append_block(r, b);
  }
  bo_op *last = b->last;
  if (!last || !bo_op_isa(last, BO_OP_VECTOR_YIELD)) {
    bo_value **vals = NULL;
    unsigned n = last ? last->num_results : 0;
    if (n) {
      vals = malloc(n * sizeof *vals);
      for (unsigned i = 0; i < n; i++) vals[i] = &last->results[i];
    }
    bo_builder bld = bo_builder_at_end(st->ctx, b);
    bo_op_state ys = {.id = BO_OP_VECTOR_YIELD, .loc = loc, .num_operands = n, .operands = vals};
    bo_build(&bld, &ys);
    free(vals);
  }
  return 0;
}

/* The op the mask's block holds before a yield of exactly its results, or
 * NULL (then the block is printed whole). */
static bo_op *inline_masked_op(bo_op *op) {
  bo_block *b = op->regions[0].first;
  if (!b || b->next || !b->first || b->first == b->last) return NULL;
  bo_op *inner = b->first, *y = b->last;
  if (inner->next != y || !bo_op_isa(y, BO_OP_VECTOR_YIELD) ||
      y->num_operands != inner->num_results)
    return NULL;
  for (unsigned i = 0; i < y->num_operands; i++)
    if (y->operands[i].value != &inner->results[i]) return NULL;
  return inner; /* as upstream, attributes of the yield are not printed */
}

static void print_mask(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, op->num_operands);
  bo_op *inner = inline_masked_op(op);
  if (inner) {
    bo_print_str(p, " { ");
    bo_print_op_inline(p, inner);
    bo_print_str(p, " }");
  } else {
    bo_print_region(p, &op->regions[0], false, true, false);
  }
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, vtype(op->operands[0].value));
  if (op->num_results) {
    const bo_type *ts[16];
    unsigned n = op->num_results < 16 ? op->num_results : 16;
    for (unsigned i = 0; i < n; i++) ts[i] = op->results[i].type;
    bo_print_arrow_type_list(p, ts, n);
  }
}

static bool maskable(const bo_op *op) {
  return bo_op_isa(op, BO_OP_VECTOR_TRANSFER_READ) || bo_op_isa(op, BO_OP_VECTOR_TRANSFER_WRITE) ||
         bo_op_isa(op, BO_OP_VECTOR_MULTI_REDUCTION) || bo_op_isa(op, BO_OP_VECTOR_REDUCTION);
}

static int verify_mask(bo_op *op) {
  if (bo_verify_num_regions(op, 1) || bo_verify_min_operands(op, 1) ||
      bo_verify_operand_is(op, 0, is_i1_vector, "vector of 1-bit signless integer values"))
    return -1;
  if (op->num_operands > 2)
    return bo_op_emit_error(op, "operand group starting at #1 requires 0 or 1 element, but found "
                                "%u",
                            op->num_operands - 1);
  bo_block *b = op->regions[0].first;
  if (!b || b != op->regions[0].last || !b->last || !bo_op_isa(b->last, BO_OP_VECTOR_YIELD))
    return bo_op_emit_error(op, "expects a terminator within the mask region");
  bo_op *inner = b->first == b->last ? NULL : b->first;
  if (inner && inner->next != b->last)
    return bo_op_emit_error(op, "expects only one operation to mask");
  if (inner && !maskable(inner))
    return bo_op_emit_error(op, "expects a MaskableOpInterface within the mask region");
  bo_op *y = b->last;
  if (y->num_operands != op->num_results)
    return bo_op_emit_error(op, "expects number of results to match mask region yielded values");
  for (unsigned i = 0; i < op->num_results; i++)
    if (y->operands[i].value->type != op->results[i].type)
      return bo_op_emit_error(op, "expects result type to match mask region yielded value type");
  if (op->num_operands == 2 && (op->num_results != 1 || vtype(op->operands[1].value) != op->results[0].type))
    return bo_op_emit_error(op, "expects result type to match passthru type");
  return 0;
}

/* `(%v... : T...)? attr-dict` */
static int parse_yield(bo_parser *p, bo_parse_state *st) {
  bo_unresolved_vec *ops = &st->tmp_operands[0];
  bo_type_vec *ts = &st->tmp_types[0];
  if (bo_parse_optional_attr_dict(p, st) < 0) return -1;
  if (!bo_parser_peek_operand(p)) return 0;
  if (bo_parse_operand_list(p, BO_DELIM_NONE, ops) || bo_parse_colon_type_list(p, ts) ||
      bo_resolve_operands(p, ops->data, ops->len, ts->data, ts->len, bo_parser_loc(p),
                          &st->operands))
    return -1;
  return 0;
}

static void print_yield(bo_printer *p, bo_op *op) {
  bo_print_attr_dict_eliding_inherent(p, op);
  if (!op->num_operands) return;
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, op->num_operands);
  bo_print_str(p, " : ");
  bo_print_operand_types(p, op, 0, op->num_operands);
}

static int verify_yield(bo_op *op) {
  bo_op *parent = bo_op_get_parent_op(op);
  if (!parent || !bo_op_isa(parent, BO_OP_VECTOR_MASK))
    return bo_op_emit_error(op, "expects parent op 'vector.mask'");
  return bo_verify_num_results(op, 0);
}

/* -------------------------------------------------------------- contract */

static const char *const contract_attrs[] = {"indexing_maps", "iterator_types", "kind", NULL};

/* The iterator kind of entry i ("parallel" / "reduction"), NULL if malformed. */
static const char *iterator_kind(const bo_attr *a) {
  char buf[32];
  if (!opaque_enum_name(a, buf, sizeof buf)) return NULL;
  return !strcmp(buf, "parallel") ? "parallel" : !strcmp(buf, "reduction") ? "reduction" : NULL;
}

/* `{maps, iterator_types = ["parallel", ...], kind?} %a, %b, %acc : A, B into C` */
static int parse_contract(bo_parser *p, bo_parse_state *st) {
  bo_unresolved u[3];
  const bo_type *ta, *tb, *tc;
  bo_value *v;
  if (bo_parse_optional_attr_dict(p, st) < 0) return -1;
  const bo_attr *it = bo_state_get_attr(st, "iterator_types");
  if (it && bo_attr_get_kind(it) == BO_ATTR_ARRAY) {
    unsigned n = bo_attr_get_num_elements(it);
    const bo_attr **e = malloc((n + 1) * sizeof *e);
    for (unsigned i = 0; i < n; i++) {
      const bo_attr *x = bo_attr_array_get(it, i);
      e[i] = bo_attr_get_kind(x) == BO_ATTR_STRING
                 ? opaque_enum(st->ctx, "vector.iterator_type", bo_attr_get_string(x))
                 : x;
    }
    bo_state_add_attr(st, "iterator_types", bo_attr_array(st->ctx, n, e));
    free(e);
  }
  if (!bo_state_get_attr(st, "kind")) bo_state_add_attr(st, "kind", opaque_enum(st->ctx, "vector.kind", "add"));
  if (bo_parse_operand(p, &u[0]) || bo_parse_punct(p, ",") || bo_parse_operand(p, &u[1]) ||
      bo_parse_punct(p, ",") || bo_parse_operand(p, &u[2]))
    return -1;
  if (bo_parser_peek_punct(p, ","))
    return bo_parser_custom_error_at(p, bo_parser_loc(p), "masked contractions are not supported "
                                                          "yet");
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_punct(p, ":") ||
      parse_into_vector_type(p, &ta) || bo_parse_punct(p, ",") || parse_into_vector_type(p, &tb) ||
      bo_parse_keyword(p, "into") || bo_parse_type(p, &tc) || bo_resolve_operand(p, &u[0], ta, &v))
    return -1;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &u[1], tb, &v)) return -1;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &u[2], tc, &v)) return -1;
  bo_state_add_operand(st, v);
  bo_state_add_result_type(st, tc);
  return 0;
}

static void print_contract(bo_printer *p, bo_op *op) {
  const bo_attr *maps = bo_op_get_prop(op, "indexing_maps");
  const bo_attr *it = bo_op_get_prop(op, "iterator_types");
  bo_print_str(p, " {indexing_maps = [");
  for (unsigned i = 0, n = maps ? bo_attr_get_num_elements(maps) : 0; i < n; i++) {
    if (i) bo_print_str(p, ", ");
    bo_print_attr(p, bo_attr_array_get(maps, i));
  }
  bo_print_str(p, "], iterator_types = [");
  for (unsigned i = 0, n = it ? bo_attr_get_num_elements(it) : 0; i < n; i++) {
    const char *k = iterator_kind(bo_attr_array_get(it, i));
    bo_printf(p, "%s\"%s\"", i ? ", " : "", k ? k : "parallel");
  }
  bo_print_str(p, "], kind = ");
  bo_print_attr(p, bo_op_get_prop(op, "kind"));
  for (unsigned i = 0, n = bo_op_get_num_discardable_attrs(op); i < n; i++) {
    const bo_named_attr *a = &bo_op_get_discardable_attrs(op)[i];
    bo_printf(p, ", %s", a->name);
    if (bo_attr_get_kind(a->attr) != BO_ATTR_UNIT) {
      bo_print_str(p, " = ");
      bo_print_attr(p, a->attr);
    }
  }
  bo_print_str(p, "} ");
  bo_print_op_operands(p, op, 0, 3);
  bo_print_str(p, " : ");
  bo_print_type(p, vtype(op->operands[0].value));
  bo_print_str(p, ", ");
  bo_print_type(p, vtype(op->operands[1].value));
  bo_print_str(p, " into ");
  bo_print_type(p, op->results[0].type);
}

static int verify_contract(bo_op *op) {
  if (bo_verify_num_regions(op, 0) || bo_verify_num_results(op, 1) ||
      bo_verify_has_attr(op, "indexing_maps") || bo_verify_has_attr(op, "iterator_types") ||
      bo_verify_has_attr(op, "kind"))
    return -1;
  if (op->num_operands != 3)
    return bo_op_emit_error(op, op->num_operands == 5 ? "masked contractions are not supported yet"
                                                      : "expected 3 operands");
  const bo_attr *maps = bo_op_get_prop(op, "indexing_maps"), *it = bo_op_get_prop(op, "iterator_types");
  if (bo_attr_get_kind(maps) != BO_ATTR_ARRAY || bo_attr_get_num_elements(maps) != 3)
    return bo_op_emit_error(op, "expected an indexing map for each vector operand");
  if (bo_attr_get_kind(it) != BO_ATTR_ARRAY)
    return bo_op_emit_error(op, "attribute 'iterator_types' failed to satisfy constraint: "
                                "Iterator type should be an enum.");
  unsigned nd = bo_attr_get_num_elements(it);
  for (unsigned i = 0; i < nd; i++)
    if (!iterator_kind(bo_attr_array_get(it, i)))
      return bo_op_emit_error(op, "attribute 'iterator_types' failed to satisfy constraint: "
                                  "Iterator type should be an enum.");
  if (nd > 64) return bo_op_emit_error(op, "more than 64 iterators are not supported yet");
  char kind[32];
  if (!bo_vector_kind_name(op, kind, sizeof kind) ||
      (!in_list(int_kinds, kind) && !in_list(float_kinds, kind)))
    return bo_op_emit_error(op, "attribute 'kind' failed to satisfy constraint: Kind of "
                                "combining function for contractions and reductions");
  if (op->results[0].type != vtype(op->operands[2].value))
    return bo_op_emit_error(op, "failed to verify that result type matches the accumulator type");
  for (unsigned k = 0; k < 3; k++) {
    const bo_attr *m = bo_attr_array_get(maps, k);
    const bo_type *t = vtype(op->operands[k].value);
    unsigned rank = is_vector(t) ? bo_type_get_rank(t) : 0;
    if (bo_attr_get_kind(m) != BO_ATTR_AFFINE_MAP || bo_affine_map_num_dims(m) != nd ||
        bo_affine_map_num_symbols(m))
      return bo_op_emit_error(op, "expected indexing map %u to be a 'AffineMapAttr' with no "
                                  "symbols and %u dims",
                              k, nd);
    if (bo_affine_map_num_results(m) != rank)
      return bo_op_emit_error(op, "expected indexing map %u to have %u number of inputs", k, rank);
    for (unsigned r = 0; r < rank; r++) {
      const bo_affine_expr *e = bo_affine_map_result(m, r);
      if (bo_affine_get_kind(e) != BO_AFFINE_DIM)
        return bo_op_emit_error(op, "expected indexing map %u to be a projected permutation of its "
                                    "inputs",
                                k);
    }
  }
  const bo_type *e = bo_type_get_element_type(vtype(op->operands[0].value));
  if (bo_type_get_element_type(vtype(op->operands[1].value)) != e || bo_elem_or_self(op->results[0].type) != e)
    return bo_op_emit_error(op, "mixed element types are not supported yet");
  return 0;
}

/* ------------------------------------------------------------------ table */

#define P BO_TRAIT_PURE

static const bo_op_info vector_ops[] = {
    BO_OP_DEF(VECTOR_BROADCAST, .traits = P, .parse = bo_parse_cast, .print = bo_print_cast,
     .verify = verify_broadcast),
    BO_OP_DEF(VECTOR_CONSTANT_MASK, .traits = P, .inherent_attrs = constant_mask_attrs,
     .parse = parse_constant_mask, .print = print_constant_mask, .verify = verify_constant_mask),
    BO_OP_DEF(VECTOR_CONTRACT, .traits = P, .inherent_attrs = contract_attrs,
     .parse = parse_contract, .print = print_contract, .verify = verify_contract),
    BO_OP_DEF(VECTOR_CREATE_MASK, .traits = P, .parse = parse_create_mask,
     .print = print_create_mask, .verify = verify_create_mask),
    BO_OP_DEF(VECTOR_EXTRACT, .traits = P, .inherent_attrs = position_attrs,
     .parse = parse_extract, .print = print_extract, .verify = verify_extract),
    BO_OP_DEF(VECTOR_FMA, .traits = P | BO_TRAIT_ELEMENTWISE, .parse = parse_fma,
     .print = bo_print_plain, .verify = verify_fma),
    BO_OP_DEF(VECTOR_INSERT, .traits = P, .inherent_attrs = position_attrs,
     .parse = parse_insert, .print = print_insert, .verify = verify_insert),
    BO_OP_DEF(VECTOR_MASK, .traits = BO_TRAIT_SINGLE_BLOCK, .num_regions = 1,
     .bufferize = &bo_vector_mask_bufferize, .memory = &bo_memory_none, .parse = parse_mask,
     .print = print_mask, .verify = verify_mask),
    BO_OP_DEF(VECTOR_MULTI_REDUCTION, .traits = P, .inherent_attrs = multi_reduction_attrs,
     .parse = parse_multi_reduction, .print = print_multi_reduction,
     .verify = verify_multi_reduction),
    BO_OP_DEF(VECTOR_PRINT, .traits = 0, .inherent_attrs = print_attrs, .parse = parse_print,
     .print = print_print, .verify = verify_print, .populate_defaults = populate_print),
    BO_OP_DEF(VECTOR_REDUCTION, .traits = P, .inherent_attrs = reduction_attrs,
     .parse = parse_reduction, .print = print_reduction, .verify = verify_reduction,
     .populate_defaults = bo_populate_fastmath),
    BO_OP_DEF(VECTOR_SHAPE_CAST, .traits = P, .parse = bo_parse_cast, .print = bo_print_cast,
     .verify = verify_shape_cast),
    BO_OP_DEF(VECTOR_TRANSFER_READ, .inherent_attrs = transfer_attrs,
     .bufferize = &bo_vector_transfer_read_bufferize, .memory = &bo_memory_read,
     .parse = parse_transfer_read, .print = print_transfer, .verify = verify_transfer),
    BO_OP_DEF(VECTOR_TRANSFER_WRITE, .inherent_attrs = transfer_attrs,
     .bufferize = &bo_vector_transfer_write_bufferize, .memory = &bo_memory_write,
     .parse = parse_transfer_write, .print = print_transfer, .verify = verify_transfer),
    BO_OP_DEF(VECTOR_TRANSPOSE, .traits = P, .inherent_attrs = transpose_attrs,
     .parse = parse_transpose, .print = print_transpose, .verify = verify_transpose),
    BO_OP_DEF(VECTOR_YIELD, .traits = P | BO_TRAIT_TERMINATOR | BO_TRAIT_RETURN_LIKE,
     .bufferize = &bo_scf_yield_bufferize, /* a region-branch yield, as scf.yield */
     .parse = parse_yield, .print = print_yield, .verify = verify_yield),
};

const bo_dialect bo_dialect_vector = {
    .name = "vector",
    .ops = vector_ops,
    .num_ops = BO_NUM_VECTOR_OPS,
};
BO_OP_TABLE_CHECK(vector_ops, VECTOR);
