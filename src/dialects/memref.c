/* memref.c - the memref dialect: op table, and the custom syntax and
 * verifiers of the ops that allocate, access, copy and name buffers (the
 * view ops are in memref_views.c, the helpers tensor.c shares in
 * shaped_ops.c, the folders in memref_fold.c).
 *
 * Every op stores exactly the inherent attributes mlir-opt 22 keeps as
 * properties (static_offsets as array<i64: ...> with BO_DYNAMIC for '?',
 * operandSegmentSizes as array<i32: ...>, reassociation as [[i64...]...],
 * kind of atomic_rmw as an i64 enum value, ...), so the generic form and the
 * custom form denote the same op.  Verifiers reproduce upstream's checks and
 * message texts; the strided-layout arithmetic saturates on '?' the way
 * MLIR's SaturatedInteger does (0 * ? = 0, anything else with ? is ?).
 */
#include "memref_internal.h"
#include "memref_canon.h"

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

/* AllocaOp::verify: an alloca lives in the nearest ancestor with the
 * AutomaticAllocationScope trait; one must exist.  O(nesting depth). */
static int verify_alloca(bo_op *op) {
  bo_op *a = bo_op_get_parent_op(op);
  while (a && !bo_op_has_trait(a, BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE)) a = bo_op_get_parent_op(a);
  if (!a) return bo_op_emit_error(op, "requires an ancestor op with AutomaticAllocationScope trait");
  return verify_alloc_like(op);
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

static int parse_load(bo_parser *p, bo_parse_state *st) {
  return bo_shaped_parse_indexed_read(p, st, true);
}

static void print_load(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_shaped_print_indexed(p, op, 0);
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
  return bo_shaped_parse_indexed_write(p, st, true);
}

static void print_store(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, ", ");
  bo_shaped_print_indexed(p, op, 1);
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
  const char *kw = NULL;
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
  if (bo_parse_operand(p, &val) || bo_parse_punct(p, ",") || bo_shaped_parse_indexed(p, &m, &idx) ||
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
  if (bo_shaped_resolve_indexed(p, st, &m, &idx, bo_type_get_inputs(fn)[1])) goto done;
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
  bo_shaped_print_indexed(p, op, 1);
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
  return bo_shaped_parse_unary_typed(p, st, false);
}
void bo_shaped_print_typed_operand(bo_printer *p, bo_op *op) { bo_shaped_print_unary_typed(p, op, NULL, 0); }

static int verify_memref_operand(bo_op *op) {
  if (verify_shape(op, 0, -1, 1, 0)) return -1;
  if (!bo_type_is_memref(operand_type(op, 0))) {
    bo_tnames T = {0};
    bo_op_emit_error(op, "operand #0 must be ranked or unranked memref of any type values, but "
                         "got '%s'",
                     bo_tnames_get(&T, operand_type(op, 0)));
    bo_tnames_free(&T);
    return -1;
  }
  return 0;
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
    const char *text = bo_attr_get_kind(init) == BO_ATTR_OPAQUE ? bo_attr_get_opaque_text(init) : NULL;
    if (bo_attr_get_kind(init) == BO_ATTR_UNIT) {
      bo_print_str(p, "uninitialized");
    } else if (text && !strncmp(text, "dense<", 6)) {
      /* complex elements, kept as text: up to the `>` that closes dense< */
      size_t n = 0;
      for (int depth = 0; text[n]; n++)
        if (text[n] == '<') depth++;
        else if (text[n] == '>' && --depth == 0) { n++; break; }
      for (size_t i = 0; i < n; i++) bo_print_char(p, text[i]);
    } else {
      bo_print_attr_without_type(p, init);
    }
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
  /* SymbolOpInterface: the visibility is one of three strings */
  const bo_attr *vis = bo_op_get_prop(op, "sym_visibility");
  if (vis && bo_attr_get_kind(vis) == BO_ATTR_STRING) {
    const char *v = bo_attr_get_string(vis);
    if (strcmp(v, "public") && strcmp(v, "private") && strcmp(v, "nested"))
      return bo_op_emit_error(op, "visibility expected to be one of [\"public\", \"private\", "
                                  "\"nested\"], but got \"%s\"", v);
  }
  const bo_type *t = bo_attr_get_type_value(type);
  if (!is_static_memref(t)) {
    bo_op_emit_error(op, "type should be static shaped memref, but got '%s'", bo_tnames_get(&T, t));
    bo_tnames_free(&T);
    return -1;
  }
  if (init && bo_attr_get_kind(init) != BO_ATTR_UNIT) {
    const bo_type *it = bo_attr_get_type(init);
    const char *text = bo_attr_get_kind(init) == BO_ATTR_OPAQUE ? bo_attr_get_opaque_text(init) : NULL;
    if (text && !strncmp(text, "dense<", 6) &&
        bo_type_get_kind(bo_type_get_element_type(t)) == BO_TYPE_COMPLEX) {
      /* complex elements, which the attribute layer keeps as their text */
    } else if (bo_attr_get_kind(init) != BO_ATTR_DENSE || !it || !bo_type_is_shaped(it)) {
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
RESULT_NAME(name_transpose, "transpose")
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
static const char *const k_transpose_attrs[] = {"permutation", NULL};
static const char *const k_prefetch_attrs[] = {"isDataCache", "isWrite", "localityHint", NULL};

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
     .print = print_alloc_like, .verify = verify_alloca, .asm_result_names = name_alloca),
    BO_OP_DEF(MEMREF_ALLOCA_SCOPE, .num_regions = 1,
     .traits = BO_TRAIT_REGION_BRANCH | BO_TRAIT_SINGLE_BLOCK | BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE, .parse = parse_alloca_scope,
     .print = print_alloca_scope, .verify_regions = verify_alloca_scope,
     .canonicalize = bo_memref_canonicalize_alloca_scope),
    BO_OP_DEF(MEMREF_ALLOCA_SCOPE_RETURN, .traits = BO_TRAIT_TERMINATOR | BO_TRAIT_PURE | BO_TRAIT_RETURN_LIKE,
     .parse = parse_alloca_scope_return, .print = print_alloca_scope_return,
     .verify = verify_alloca_scope_return),
    BO_OP_DEF(MEMREF_ASSUME_ALIGNMENT, .memory = &bo_memory_view, .traits = P, .inherent_attrs = k_align_attrs,
     .parse = parse_assume_alignment, .print = print_assume_alignment,
     .verify = verify_assume_alignment, .asm_result_names = name_assume_align),
    BO_OP_DEF(MEMREF_ATOMIC_RMW, .memory = &bo_memory_read_write, .inherent_attrs = k_rmw_attrs, .parse = parse_atomic_rmw,
     .fold = bo_memref_fold_casts, .print = print_atomic_rmw, .verify = verify_atomic_rmw),
    BO_OP_DEF(MEMREF_ATOMIC_YIELD, .traits = BO_TRAIT_TERMINATOR | P, .parse = bo_memref_parse_atomic_yield,
     .print = bo_memref_print_atomic_yield, .verify = bo_memref_verify_atomic_yield),
    BO_OP_DEF(MEMREF_CAST, .memory = &bo_memory_cast, .traits = P, .parse = bo_shaped_parse_cast,
     .fold = bo_memref_fold_cast,
     .print = bo_shaped_print_cast, .verify = bo_memref_verify_cast, .asm_result_names = name_cast),
    BO_OP_DEF(MEMREF_COLLAPSE_SHAPE, .memory = &bo_memory_view, .traits = P, .inherent_attrs = k_collapse_attrs,
     .parse = bo_shaped_parse_collapse_shape, .print = bo_shaped_print_collapse_shape,
     .verify = bo_memref_verify_collapse_shape, .asm_result_names = name_collapse_shape, .fold = bo_memref_fold_collapse_shape,
     .canonicalize = bo_memref_canonicalize_collapse_shape),
    BO_OP_DEF(MEMREF_COPY, .memory = &bo_memory_read_write, .fold = bo_memref_fold_casts,
     .canonicalize = bo_memref_canonicalize_copy, .parse = parse_copy, .print = print_copy, .verify = verify_copy),
    BO_OP_DEF(MEMREF_DEALLOC, .memory = &bo_memory_free, .fold = bo_memref_fold_casts, .parse = bo_shaped_parse_typed_operand, .print = bo_shaped_print_typed_operand,
     .verify = verify_memref_operand),
    BO_OP_DEF(MEMREF_DIM, .traits = P, .parse = bo_shaped_parse_dim, .print = bo_shaped_print_dim,
     .verify = verify_memref_dim, .asm_result_names = name_dim, .fold = bo_memref_fold_dim,
     .canonicalize = bo_memref_canonicalize_dim_all),
    BO_OP_DEF(MEMREF_DISTINCT_OBJECTS, .traits = P, .parse = bo_memref_parse_distinct_objects,
     .print = bo_memref_print_distinct_objects, .verify = bo_memref_verify_distinct_objects),
    BO_OP_DEF(MEMREF_DMA_START, .memory = &bo_memory_read_write, .parse = bo_memref_parse_dma_start,
     .print = bo_memref_print_dma_start, .verify = bo_memref_verify_dma_start),
    BO_OP_DEF(MEMREF_DMA_WAIT, .memory = &bo_memory_read_write, .parse = bo_memref_parse_dma_wait,
     .print = bo_memref_print_dma_wait, .verify = bo_memref_verify_dma_wait),
    BO_OP_DEF(MEMREF_EXPAND_SHAPE, .memory = &bo_memory_view, .traits = P, .inherent_attrs = k_expand_attrs,
     .parse = bo_shaped_parse_expand_shape, .print = bo_shaped_print_expand_shape,
     .verify = bo_memref_verify_expand_shape, .asm_result_names = name_expand_shape, .fold = bo_fold_reshape,
     .canonicalize = bo_memref_canonicalize_expand_shape),
    BO_OP_DEF(MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, .traits = P,
     .parse = parse_metadata_like, .print = print_metadata_like,
     .verify = verify_extract_aligned_pointer, .asm_result_names = name_intptr),
    BO_OP_DEF(MEMREF_EXTRACT_STRIDED_METADATA, .memory = &bo_memory_view, .traits = P, .parse = parse_metadata_like,
     .canonicalize = bo_memref_canonicalize_extract_strided_metadata,
     .print = print_metadata_like, .verify = verify_extract_strided_metadata,
     .asm_result_names = name_strided_metadata),
    BO_OP_DEF(MEMREF_GENERIC_ATOMIC_RMW, .memory = &bo_memory_read_write, .num_regions = 1,
     .parse = bo_memref_parse_generic_atomic_rmw, .print = bo_memref_print_generic_atomic_rmw,
     .verify = bo_memref_verify_generic_atomic_rmw),
    BO_OP_DEF(MEMREF_GET_GLOBAL, .memory = &bo_memory_global, .traits = P, .inherent_attrs = k_get_global_attrs,
     .parse = parse_get_global, .print = print_get_global, .verify = verify_get_global),
    BO_OP_DEF(MEMREF_GLOBAL, .traits = BO_TRAIT_SYMBOL, .inherent_attrs = k_global_attrs,
     .parse = parse_global, .print = print_global, .verify = verify_global),
    BO_OP_DEF(MEMREF_LOAD, .memory = &bo_memory_load, .inherent_attrs = k_access_attrs, .parse = parse_load,
     .fold = bo_memref_fold_casts, .canonicalize = bo_bufferization_canonicalize_load,
     .print = print_load, .verify = verify_load),
    BO_OP_DEF(MEMREF_MEMORY_SPACE_CAST, .memory = &bo_memory_view, .traits = P, .parse = bo_shaped_parse_cast,
     .print = bo_shaped_print_cast, .verify = bo_memref_verify_memspace_cast,
     .asm_result_names = name_memspacecast, .fold = bo_memref_fold_memory_space_cast),
    BO_OP_DEF(MEMREF_PREFETCH, .memory = &bo_memory_read, .inherent_attrs = k_prefetch_attrs,
     .parse = bo_memref_parse_prefetch, .print = bo_memref_print_prefetch,
     .verify = bo_memref_verify_prefetch),
    BO_OP_DEF(MEMREF_RANK, .traits = BO_TRAIT_RANK_OF_OPERAND | P, .parse = bo_shaped_parse_rank,
     .fold = bo_memref_fold_rank,
     .print = bo_shaped_print_rank, .verify = verify_memref_operand),
    BO_OP_DEF(MEMREF_REALLOC, .memory = &bo_memory_realloc, .inherent_attrs = k_align_attrs, .parse = parse_realloc,
     .print = print_realloc, .verify = verify_realloc),
    BO_OP_DEF(MEMREF_REINTERPRET_CAST, .memory = &bo_memory_view, .traits = P, .inherent_attrs = k_slice_attrs,
     .parse = bo_memref_parse_reinterpret_cast, .print = bo_memref_print_reinterpret_cast,
     .verify = bo_memref_verify_reinterpret_cast, .asm_result_names = name_reinterpret_cast,
     .fold = bo_memref_fold_reinterpret_cast, .canonicalize = bo_memref_canonicalize_reinterpret_cast),
    BO_OP_DEF(MEMREF_RESHAPE, .memory = &bo_memory_view, .traits = P, .parse = bo_shaped_parse_reshape,
     .print = bo_shaped_print_reshape, .verify = verify_memref_reshape,
     .asm_result_names = name_reshape),
    BO_OP_DEF(MEMREF_STORE, .memory = &bo_memory_store, .inherent_attrs = k_access_attrs, .parse = parse_store,
     .fold = bo_memref_fold_store,
     .print = print_store, .verify = verify_store),
    BO_OP_DEF(MEMREF_SUBVIEW, .memory = &bo_memory_view, .traits = P, .inherent_attrs = k_slice_attrs,
     .parse = bo_shaped_parse_source_slice, .print = bo_shaped_print_source_slice, .verify = bo_memref_verify_subview,
     .asm_result_names = name_subview, .fold = bo_memref_fold_subview,
     .canonicalize = bo_memref_canonicalize_subview_all),
    BO_OP_DEF(MEMREF_TRANSPOSE, .memory = &bo_memory_view, .traits = P, .inherent_attrs = k_transpose_attrs,
     .parse = bo_memref_parse_transpose, .print = bo_memref_print_transpose,
     .verify = bo_memref_verify_transpose, .asm_result_names = name_transpose,
     .fold = bo_memref_fold_transpose),
    BO_OP_DEF(MEMREF_VIEW, .memory = &bo_memory_view, .traits = P, .parse = bo_memref_parse_view, .print = bo_memref_print_view,
     .verify = bo_memref_verify_view, .asm_result_names = name_view),
};
#undef P

const bo_dialect bo_dialect_memref = {
    .name = "memref",
    .ops = k_memref_ops,
    .num_ops = sizeof k_memref_ops / sizeof k_memref_ops[0],
};
BO_OP_TABLE_CHECK(k_memref_ops, MEMREF);
