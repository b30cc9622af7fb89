/* linalg_named.c - the named structured ops: fill, copy, the contractions
 * (matmul, batch_matmul, matvec, vecmat, dot), the convolutions and
 * poolings (conv_2d_nhwc_hwcf, conv_2d_nchw_fchw[_q], depthwise_conv_2d_nhwc_hwc,
 * pooling_nhwc_max/min/sum, pooling_nchw_max) and the elementwise ops
 * (add ... select).
 *
 * Their custom syntax is the same for all of them:
 *   linalg.NAME [indexing_maps = [...]] [{attrs}] ins(...) outs(...) [{attrs}] [-> types]
 * and their body region is never written: the parser builds it from the kind
 * table (linalg.c) and the element types, exactly as MLIR's region builders
 * do, so the generic form prints the same body and the interpreter can run
 * it.  Invariant: a parsed named op always has its body (or, when parsed
 * with lazy implicit bodies, a pending body region that is built on first
 * use, see can_defer_body), its operandSegmentSizes and (matmul,
 * batch_matmul) its indexing_maps property.
 */
#include "linalg_internal.h"

#include <stdlib.h>
#include <string.h>

const char *const linalg_named_attrs[] = {"operandSegmentSizes", NULL};
const char *const linalg_copy_attrs[] = {"cast", "operandSegmentSizes", NULL};
const char *const linalg_matmul_attrs[] = {"cast", "indexing_maps", "operandSegmentSizes", NULL};
const char *const linalg_elementwise_attrs[] = {"indexing_maps", "kind", "operandSegmentSizes", NULL};
const char *const linalg_conv_attrs[] = {"dilations", "operandSegmentSizes", "strides", NULL};

/* ------------------------------------------------------- body building */

static bool is_float(const bo_type *t) { return bo_type_get_kind(t) == BO_TYPE_FLOAT; }
static bool is_int(const bo_type *t) { return bo_type_get_kind(t) == BO_TYPE_INTEGER; }
static bool is_bool(const bo_type *t) { return is_int(t) && bo_type_get_width(t) == 1; }

/* Converts v to type `to` as MLIR's convertScalarToDtype does (the cast
 * functions of OpDSL); returns v unchanged when no conversion applies. */
static bo_value *cast_to(bo_builder *b, bo_value *v, const bo_type *to, bool is_unsigned) {
  const bo_type *from = bo_value_get_type(v);
  const char *name = NULL;
  if (from == to)
    return v;
  bool from_index = bo_type_get_kind(from) == BO_TYPE_INDEX;
  bool to_index = bo_type_get_kind(to) == BO_TYPE_INDEX;
  if (is_float(from) && is_float(to)) {
    if (bo_type_get_width(from) < bo_type_get_width(to))
      name = BO_OP_NAME(ARITH_EXTF);
    else if (bo_type_get_width(from) > bo_type_get_width(to))
      name = BO_OP_NAME(ARITH_TRUNCF);
  } else if (is_int(from) && is_int(to)) {
    if (bo_type_get_width(from) < bo_type_get_width(to))
      name = is_unsigned ? BO_OP_NAME(ARITH_EXTUI) : BO_OP_NAME(ARITH_EXTSI);
    else if (bo_type_get_width(from) > bo_type_get_width(to))
      name = BO_OP_NAME(ARITH_TRUNCI);
  } else if (is_int(from) && is_float(to)) {
    name = is_unsigned ? BO_OP_NAME(ARITH_UITOFP) : BO_OP_NAME(ARITH_SITOFP);
  } else if (is_float(from) && is_int(to)) {
    name = is_unsigned ? BO_OP_NAME(ARITH_FPTOUI) : BO_OP_NAME(ARITH_FPTOSI);
  } else if ((from_index && is_int(to)) || (is_int(from) && to_index)) {
    name = is_unsigned ? BO_OP_NAME(ARITH_INDEX_CASTUI) : BO_OP_NAME(ARITH_INDEX_CAST);
  }
  if (!name)
    return v;
  return bo_op_get_result(linalg_body_emit(b, name, &v, 1, to), 0);
}

static bo_value *emit(bo_builder *b, const char *name, bo_value *const *ops, unsigned n,
                      const bo_type *t) {
  return bo_op_get_result(linalg_body_emit(b, name, ops, n, t), 0);
}

/* Builds the body of a named op of kind k into r.  On an unsupported element
 * type, emits an error at loc (the start of the op's operands, as MLIR does)
 * and returns -1. */
static int build_named_body(bo_context *ctx, bo_parser *p, bo_loc loc, const linalg_kind *k,
                            bo_region *r, const bo_type *const *types, unsigned n,
                            bool cast_unsigned) {
  const bo_type *elems[8] = {0};
  for (unsigned i = 0; i < n && i < 8; i++)
    elems[i] = linalg_elem_type(types[i]);
  bo_builder b = linalg_body_begin(ctx, r, elems, n);
  bo_value *arg[8];
  for (unsigned i = 0; i < n && i < 8; i++)
    arg[i] = bo_block_get_arg(b.block, i);
  const bo_type *out = elems[n - 1], *t0 = elems[0];
  bo_value *v = NULL;
  switch (k->body) {
  case LINALG_BODY_FILL:
  case LINALG_BODY_IDENTITY:
  case LINALG_BODY_EXPLICIT:
    v = arg[0];
    break;
  case LINALG_BODY_COPY:
    v = cast_to(&b, arg[0], out, cast_unsigned);
    break;
  case LINALG_BODY_UNARY:
  case LINALG_BODY_SQUARE:
  case LINALG_BODY_RECIPROCAL:
    if (!is_float(t0))
      return p ? bo_parser_error_at(p, loc, "%s", k->err) : -1;
    if (k->body == LINALG_BODY_SQUARE) {
      bo_value *ops[2] = {arg[0], arg[0]};
      v = emit(&b, k->fop, ops, 2, t0);
    } else if (k->body == LINALG_BODY_RECIPROCAL) {
      bo_op_state s = {0};
      bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_float(ctx, t0, 1.0)};
      s.name = bo_intern_cstr(ctx, BO_OP_NAME(ARITH_CONSTANT));
      s.num_results = 1;
      s.result_types = &t0;
      s.num_props = 1;
      s.props = &value;
      bo_value *ops[2] = {bo_op_get_result(bo_build(&b, &s), 0), arg[0]};
      v = emit(&b, k->fop, ops, 2, t0);
    } else {
      v = emit(&b, k->fop, arg, 1, t0);
    }
    break;
  case LINALG_BODY_BINARY: {
    const bo_type *t1 = elems[1];
    bool all_float = is_float(t0) && is_float(t1), all_int = is_int(t0) && is_int(t1);
    if (!all_float && !all_int) {
      if (!p)
        return -1;
      char *a = bo_type_to_string(t0), *c = bo_type_to_string(t1);
      bo_parser_error_at(p, loc,
                         "Cannot build binary Linalg operation: expects allComplex, "
                         "allFloatingPoint, or allInteger, got '%s' and '%s'",
                         a, c);
      free(a);
      free(c);
      return -1;
    }
    const char *name = all_float ? k->fop : is_bool(t0) && is_bool(t1) ? k->bop : k->iop;
    if (!name)
      return p ? bo_parser_error_at(p, loc, "%s", k->err) : -1;
    v = emit(&b, name, arg, 2, t0);
    break;
  }
  case LINALG_BODY_SELECT:
    v = emit(&b, k->fop, arg, 3, elems[1]);
    break;
  case LINALG_BODY_MUL_ADD: {
    bo_value *ops[2] = {cast_to(&b, arg[0], out, cast_unsigned),
                        cast_to(&b, arg[1], out, cast_unsigned)};
    /* MLIR's buildTypeFn warns when it cannot cast (and keeps the value);
     * buildBinaryFn then refuses operands of different kinds */
    for (unsigned i = 0; p && i < 2; i++)
      if (bo_value_get_type(ops[i]) != out) {
        char *a = bo_type_to_string(bo_value_get_type(ops[i])), *c = bo_type_to_string(out);
        bo_loc unknown = {0};
        bo_emit(ctx, BO_SEV_WARNING, unknown, "could not cast operand of type '%s' to '%s'", a, c);
        free(a);
        free(c);
      }
    const bo_type *pairs[2][2] = {{bo_value_get_type(ops[0]), bo_value_get_type(ops[1])},
                                  {out, bo_value_get_type(ops[0])}};
    for (unsigned i = 0; i < 2; i++) {
      const bo_type *x = pairs[i][0], *y = pairs[i][1];
      if ((is_float(x) && is_float(y)) || (is_int(x) && is_int(y)))
        continue;
      if (!p)
        return -1;
      char *a = bo_type_to_string(x), *c = bo_type_to_string(y);
      bo_parser_custom_error_at(p, loc,
                         "Cannot build binary Linalg operation: expects allComplex, "
                         "allFloatingPoint, or allInteger, got '%s' and '%s'",
                         a, c);
      free(a);
      free(c);
      return -1;
    }
    bool f = is_float(out), bl = is_bool(out);
    bo_value *mul = emit(&b, f ? BO_OP_NAME(ARITH_MULF) : bl ? BO_OP_NAME(ARITH_ANDI) : BO_OP_NAME(ARITH_MULI), ops, 2, out);
    bo_value *acc[2] = {arg[2], mul};
    v = emit(&b, f ? BO_OP_NAME(ARITH_ADDF) : bl ? BO_OP_NAME(ARITH_ORI) : BO_OP_NAME(ARITH_ADDI), acc, 2, out);
    break;
  }
  case LINALG_BODY_MUL_ADD_ZP: { /* out + (in0 - zp0) * (in1 - zp1), on the out type */
    bool f = is_float(out);
    if (!f && !is_int(out))
      return p ? bo_parser_error_at(p, loc, "%s", k->err) : -1;
    bo_value *d[2];
    for (unsigned i = 0; i < 2; i++) {
      bo_value *ops[2] = {cast_to(&b, arg[i], out, cast_unsigned),
                          cast_to(&b, arg[i + 2], out, cast_unsigned)};
      d[i] = emit(&b, f ? BO_OP_NAME(ARITH_SUBF) : BO_OP_NAME(ARITH_SUBI), ops, 2, out);
    }
    bo_value *mul = emit(&b, f ? BO_OP_NAME(ARITH_MULF) : BO_OP_NAME(ARITH_MULI), d, 2, out);
    bo_value *acc[2] = {arg[n - 1], mul};
    v = emit(&b, f ? BO_OP_NAME(ARITH_ADDF) : BO_OP_NAME(ARITH_ADDI), acc, 2, out);
    break;
  }
  case LINALG_BODY_POOL: { /* op(out, cast(in0)); in1 (the window) is not read */
    const char *name = is_float(out) ? k->fop : is_int(out) ? k->iop : NULL;
    /* the unsigned poolings: neither floats nor i1 */
    if (!k->fop && k->iop && k->err && (is_float(out) || is_bool(out)))
      return p ? bo_parser_error_at(p, loc, "%s", k->err) : -1;
    if (!name) {
      if (!p)
        return -1;
      char *a = bo_type_to_string(out);
      bo_parser_error_at(p, loc,
                         "Cannot build binary Linalg operation: expects allComplex, "
                         "allFloatingPoint, or allInteger, got '%s' and '%s'",
                         a, a);
      free(a);
      return -1;
    }
    bo_value *ops[2] = {arg[n - 1], cast_to(&b, arg[0], out, cast_unsigned)};
    v = emit(&b, name, ops, 2, out);
    break;
  }
  }
  linalg_body_yield(&b, &v, 1);
  return 0;
}

/* Lazy implicit bodies (bo_parse_config): whether the body of a named op
 * with these ins / outs types may be left pending.  Only when building it
 * can neither fail nor give a body that the verifier would reject, so that
 * verifying the op without its body says the same as with it: fill, copy
 * and the multiply-accumulate ops (no body error exists for them), the
 * inputs of the kind plus one output, every operand a ranked tensor, a
 * ranked memref or a scalar (the block arguments then are exactly the
 * element types the structured verifier expects), and one element type for
 * all, a float or a signless integer (no casts, so the `cast` attribute does
 * not matter, and arith.mulf/addf, muli/addi or andi/ori accept it; the
 * result is the contraction body the matmul verifier looks for).  O(n). */
static bool can_defer_body(const linalg_kind *k, const bo_type *const *types, size_t nins,
                           size_t nargs) {
  if (k->body != LINALG_BODY_FILL && k->body != LINALG_BODY_COPY &&
      k->body != LINALG_BODY_MUL_ADD)
    return false;
  if (nins != k->num_inputs || nargs != nins + 1)
    return false;
  const bo_type *elem = NULL;
  for (size_t i = 0; i < nargs; i++) {
    const bo_type *t = types[i];
    bo_type_kind kind = bo_type_get_kind(t);
    if (kind == BO_TYPE_TENSOR || kind == BO_TYPE_MEMREF)
      t = bo_type_get_element_type(t);
    else if (bo_type_is_shaped(t))
      return false; /* vector, unranked: the verifier compares the type itself */
    if (!elem)
      elem = t;
    else if (t != elem)
      return false;
  }
  return is_float(elem) || (is_int(elem) && bo_type_get_signedness(elem) == BO_SIGNLESS);
}

/* The build_pending_body hook: the body the parser deferred.  It depends
 * only on the kind and the operand types (see can_defer_body), which are
 * those of the parse until a pass runs, and bodies are built before any
 * pass runs. */
void linalg_named_build_pending(bo_op *op) {
  const linalg_kind *k = linalg_kind_of(op);
  unsigned n = bo_op_get_num_operands(op);
  const bo_type *types[8];
  if (!k || n == 0 || n > 8)
    return;
  for (unsigned i = 0; i < n; i++)
    types[i] = bo_value_get_type(bo_op_get_operand(op, i));
  bo_loc unknown = {0};
  /* cannot fail: can_defer_body held when the parser deferred it */
  (void)build_named_body(bo_op_get_context(op), NULL, unknown, k, &op->regions[0], types, n,
                         false);
}

/* True when a `cast` attribute asks for unsigned conversions. */
static bool wants_unsigned(const bo_attr *cast) {
  return cast && bo_attr_get_kind(cast) == BO_ATTR_OPAQUE &&
         strcmp(bo_attr_get_opaque_text(cast), "linalg.type_fn<cast_unsigned>") == 0;
}

/* The _unsigned poolings (maxui / minui, no float form) cast their input
 * with extui whatever the `cast` attribute says. */
static bool unsigned_pooling(const linalg_kind *k) {
  return k->body == LINALG_BODY_POOL && !k->fop && k->iop;
}

/* ------------------------------------------------------ parse and print */

/* `indexing_maps = [affine_map<...>, ...]` (matmul, batch_matmul), read one
 * element at a time so that a bad element is reported after it, as MLIR. */
static int parse_indexing_maps(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  BO_VEC(const bo_attr *) maps = {0};
  int rc = -1;
  if (bo_parse_punct(p, "=") || bo_parse_punct(p, "["))
    return -1;
  do {
    const bo_attr *m;
    if (bo_parse_attribute(p, NULL, &m))
      goto done;
    if (bo_attr_get_kind(m) != BO_ATTR_AFFINE_MAP) {
      bo_parser_error(p, "element of indexing_maps array is not an affine_map");
      goto done;
    }
    bo_vec_push(&maps, m);
  } while (bo_parse_optional_punct(p, ",") == 1);
  if (bo_parse_punct(p, "]"))
    goto done;
  bo_state_add_attr(st, "indexing_maps", bo_attr_array(ctx, (unsigned)maps.len, maps.data));
  rc = 0;
done:
  bo_vec_free(&maps);
  return rc;
}

/* linalg.elementwise's kinds: the named op whose body each one builds. */
static const struct {
  const char *kind;
  int op;
} elementwise_kinds[] = {
    {"exp", BO_OP_LINALG_EXP},       {"log", BO_OP_LINALG_LOG},
    {"abs", BO_OP_LINALG_ABS},       {"ceil", BO_OP_LINALG_CEIL},
    {"floor", BO_OP_LINALG_FLOOR},   {"negf", BO_OP_LINALG_NEGF},
    {"reciprocal", BO_OP_LINALG_RECIPROCAL}, {"round", BO_OP_LINALG_ROUND},
    {"sqrt", BO_OP_LINALG_SQRT},     {"rsqrt", BO_OP_LINALG_RSQRT},
    {"square", BO_OP_LINALG_SQUARE}, {"tanh", BO_OP_LINALG_TANH},
    {"erf", BO_OP_LINALG_ERF},       {"add", BO_OP_LINALG_ADD},
    {"sub", BO_OP_LINALG_SUB},       {"mul", BO_OP_LINALG_MUL},
    {"div", BO_OP_LINALG_DIV},       {"div_unsigned", BO_OP_LINALG_DIV_UNSIGNED},
    {"max_signed", BO_OP_LINALG_MAX}, {"min_signed", BO_OP_LINALG_MIN},
    {"powf", BO_OP_LINALG_POWF},     {"select", BO_OP_LINALG_SELECT},
};

/* The kind keyword of a `#linalg.elementwise_kind<...>` attribute (its
 * printed text; the attribute is an opaque dialect attribute), and the
 * named op kind that builds its body; NULL when unknown. */
static const linalg_kind *elementwise_body_kind(const bo_attr *a) {
  const linalg_kind *k = NULL;
  if (!a) return NULL;
  char *s = bo_attr_to_string(a);
  static const char prefix[] = "#linalg.elementwise_kind<";
  size_t n = strlen(s), np = sizeof prefix - 1;
  if (n > np + 1 && strncmp(s, prefix, np) == 0 && s[n - 1] == '>') {
    s[n - 1] = 0;
    for (size_t i = 0; i < sizeof elementwise_kinds / sizeof elementwise_kinds[0]; i++)
      if (strcmp(s + np, elementwise_kinds[i].kind) == 0)
        k = linalg_kind_by_name(bo_op_names[elementwise_kinds[i].op]);
  }
  free(s);
  return k;
}

/* Every map the identity over the output's rank (linalg.elementwise's
 * default, which its custom form elides). */
static bool all_identity_maps(const bo_attr *maps, unsigned rank) {
  if (!maps || bo_attr_get_kind(maps) != BO_ATTR_ARRAY) return false;
  for (unsigned i = 0; i < bo_attr_get_num_elements(maps); i++) {
    const bo_attr *m = bo_attr_array_get(maps, i);
    if (bo_attr_get_kind(m) != BO_ATTR_AFFINE_MAP || bo_affine_map_num_dims(m) != rank ||
        bo_affine_map_num_symbols(m) || bo_affine_map_num_results(m) != rank)
      return false;
    for (unsigned r = 0; r < rank; r++) {
      const bo_affine_expr *e = bo_affine_map_result(m, r);
      if (bo_affine_get_kind(e) != BO_AFFINE_DIM || bo_affine_get_value(e) != (int64_t)r) return false;
    }
  }
  return true;
}

int linalg_named_parse(bo_parser *p, bo_parse_state *st) {
  const linalg_kind *k = linalg_kind_by_name(st->name);
  bo_context *ctx = bo_parser_context(p);
  int rc = -1;
  if (!k)
    return bo_parser_error(p, "unknown linalg op");
  const linalg_kind *body_kind = k;
  bool default_maps = false;
  if (k->maps == LINALG_MAPS_ELEMENTWISE_OP) { /* kind=#linalg.elementwise_kind<..> */
    const bo_attr *kind;
    bo_loc at;
    if (bo_parse_keyword(p, "kind") || bo_parse_punct(p, "="))
      return -1;
    at = bo_parser_loc(p);
    if (bo_parse_attribute(p, NULL, &kind))
      return -1;
    if (!(body_kind = elementwise_body_kind(kind)))
      return bo_parser_error_at(p, at, "unknown or unsupported elementwise kind (not supported yet)");
    bo_state_add_attr(st, "kind", kind);
  }
  if (k->maps_prop) {
    if (bo_parse_optional_keyword(p, "indexing_maps") == 1) {
      if (parse_indexing_maps(p, st))
        return -1;
    } else if (k->maps == LINALG_MAPS_ELEMENTWISE_OP) {
      default_maps = true; /* identities, once the operands are known */
    } else if (linalg_fixed_maps(ctx, k->maps)) {
      bo_state_add_attr(st, "indexing_maps", linalg_fixed_maps(ctx, k->maps));
    } else { /* linalg.contract: no default maps */
      return bo_parser_custom_error_at(p, bo_parser_loc(p), "expected 'indexing_maps' attribute");
    }
  }
  bo_loc loc = bo_parser_loc(p);
  const bo_attr *inline_props;
  if (linalg_parse_common(p, st, NULL, NULL, true, &inline_props) ||
      bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_optional_arrow_type_list(p, &st->result_types) < 0)
    goto done;
  /* the ins / outs types, left in the state's scratch by linalg_parse_common */
  const bo_type_vec ins = st->tmp_types[0], outs = st->tmp_types[1];
  size_t nargs = ins.len + outs.len;
  if (nargs != body_kind->num_inputs + 1) {
    bo_parser_error(p,
                    "[parseNamedStructuredOpRegion] ods-gen generated region expects %u args, "
                    "got %zu",
                    body_kind->num_inputs + 1, nargs);
    goto done;
  }
  if (default_maps) {
    const bo_type *ot = outs.len ? outs.data[0] : NULL;
    unsigned rank = ot && bo_type_is_shaped(ot) && bo_type_has_rank(ot) ? bo_type_get_rank(ot) : 0;
    unsigned dims[16];
    const bo_attr *maps[8];
    for (unsigned d = 0; d < rank && d < 16; d++) dims[d] = d;
    for (size_t i = 0; i < nargs && i < 8; i++) maps[i] = linalg_dims_map(ctx, rank, dims, rank < 16 ? rank : 16);
    bo_state_add_attr(st, "indexing_maps", bo_attr_array(ctx, (unsigned)(nargs < 8 ? nargs : 8), maps));
  }
  const bo_type *types[8];
  for (size_t i = 0; i < nargs; i++)
    types[i] = i < ins.len ? ins.data[i] : outs.data[i - ins.len];
  /* MLIR's region builders read `cast` from the attribute dictionaries only,
   * not from an inline `<{...}>`. */
  const bo_attr *cast = bo_state_get_attr(st, "cast");
  if (inline_props && bo_attr_dict_lookup(inline_props, "cast") == cast)
    cast = NULL;
  bo_region *body = bo_state_add_region(st);
  if (body_kind == k && bo_parser_lazy_bodies(p) && can_defer_body(k, types, ins.len, nargs)) {
    body->pending = true;
    rc = 0;
  } else {
    rc = build_named_body(ctx, p, loc, body_kind, body, types, (unsigned)nargs,
                          wants_unsigned(cast) || unsigned_pooling(body_kind));
  }
done:
  return rc;
}

void linalg_named_print(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"operandSegmentSizes", "linalg.memoized_indexing_maps",
                                       "indexing_maps", "kind"};
  const linalg_kind *k = linalg_kind_of(op);
  bo_context *ctx = bo_printer_context(p);
  bool elementwise = k && k->maps == LINALG_MAPS_ELEMENTWISE_OP;
  if (elementwise) {
    bo_print_str(p, " kind=");
    bo_print_attr(p, bo_op_get_prop(op, "kind"));
  }
  if (k && k->maps_prop) {
    const bo_attr *maps = bo_op_get_prop(op, "indexing_maps");
    unsigned n = bo_op_get_num_operands(op);
    const bo_type *ot = n ? bo_value_get_type(bo_op_get_operand(op, n - 1)) : NULL;
    bool elide = elementwise && ot && bo_type_is_shaped(ot) && bo_type_has_rank(ot) &&
                 all_identity_maps(maps, bo_type_get_rank(ot));
    if (maps && !elide && maps != linalg_fixed_maps(ctx, k->maps)) {
      bo_print_str(p, " indexing_maps = ");
      bo_print_attr(p, maps);
    }
  }
  bo_print_optional_attr_dict(p, op, elided, elementwise ? 4 : k && k->maps_prop ? 3 : 2);
  linalg_print_ins_outs(p, op, bo_linalg_num_inputs(op));
  linalg_print_results(p, op);
}

/* ---------------------------------------------------------- verifiers */

/* The value v comes from, looking through single-operand ops (casts). */
static bo_value *skip_unary(bo_value *v) {
  bo_op *def;
  while ((def = bo_value_get_def_op(v)) && bo_op_get_num_operands(def) == 1 &&
         bo_op_get_num_results(def) == 1)
    v = bo_op_get_operand(def, 0);
  return v;
}

static bool is_arg_of(bo_value *v, bo_block *b) {
  return bo_value_is_block_arg(v) && bo_value_get_owner_block(v) == b;
}

/* ContractionOpInterface: the body must be `yield(add(out, mul(a, b)))` up
 * to unary casts, with a matching add/mul pair. */
static bool is_contraction_body(bo_op *op) {
  static const char *const pairs[][2] = {{BO_OP_NAME(ARITH_MULF), BO_OP_NAME(ARITH_ADDF)},
                                         {BO_OP_NAME(ARITH_MULI), BO_OP_NAME(ARITH_ADDI)},
                                         {BO_OP_NAME(ARITH_ANDI), BO_OP_NAME(ARITH_ORI)},
                                         {"complex.mul", "complex.add"}};
  bo_block *body = bo_linalg_body(op);
  bo_op *yield = body ? bo_block_last_op(body) : NULL;
  if (!yield || !bo_op_isa(yield, BO_OP_LINALG_YIELD) || bo_op_get_num_operands(yield) != 1)
    return false;
  bo_op *red = bo_value_get_def_op(bo_op_get_operand(yield, 0));
  if (!red || bo_op_get_num_results(red) != 1 || bo_op_get_num_operands(red) != 2)
    return false;
  bo_value *lhs = skip_unary(bo_op_get_operand(red, 0)), *rhs = skip_unary(bo_op_get_operand(red, 1));
  bo_value *contributed = rhs;
  if (!is_arg_of(lhs, body)) {
    contributed = lhs;
    if (!is_arg_of(rhs, body))
      return false;
  }
  bo_op *mul = bo_value_get_def_op(contributed);
  if (!mul || bo_op_get_num_results(mul) != 1 || bo_op_get_num_operands(mul) != 2)
    return false;
  bool paired = false;
  for (unsigned i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
    paired |= bo_op_is(mul, pairs[i][0]) && bo_op_is(red, pairs[i][1]);
  return paired && is_arg_of(skip_unary(bo_op_get_operand(mul, 0)), body) &&
         is_arg_of(skip_unary(bo_op_get_operand(mul, 1)), body);
}

/* ODS of the convolutions and poolings: strides and dilations, when present,
 * are RankedI64ElementsAttr<[2]> (a dense i64 tensor or vector of shape [2]). */
static int verify_conv_params(bo_op *op, const linalg_kind *k) {
  static const char *const names[] = {"dilations", "strides"};
  int64_t want = linalg_conv_spatial_dims(k);
  if (!linalg_conv_has_params(k)) return 0;
  for (unsigned i = 0; i < 2; i++) {
    const bo_attr *a = bo_op_get_attr(op, names[i]);
    if (!a)
      continue;
    const bo_type *t = bo_attr_get_kind(a) == BO_ATTR_DENSE ? bo_attr_get_type(a) : NULL;
    const bo_type *e = t && bo_type_is_shaped(t) && bo_type_has_rank(t) ? bo_type_get_element_type(t) : NULL;
    if (!e || bo_type_get_rank(t) != 1 || bo_type_get_shape(t)[0] != want || !is_int(e) ||
        bo_type_get_width(e) != 64 || bo_type_get_signedness(e) != BO_SIGNLESS)
      return bo_op_emit_error(op,
                              "attribute '%s' failed to satisfy constraint: 64-bit signless int "
                              "elements attribute of shape [%lld]",
                              names[i], (long long)want);
  }
  return 0;
}

/* ------------------------------------------- explicit contraction maps */

/* Does e use dim d (AffineExpr::isFunctionOfDim)? */
static bool uses_dim(const bo_affine_expr *e, unsigned d) {
  switch (bo_affine_get_kind(e)) {
  case BO_AFFINE_DIM: return bo_affine_get_value(e) == (int64_t)d;
  case BO_AFFINE_SYMBOL:
  case BO_AFFINE_CONST: return false;
  default: return uses_dim(bo_affine_get_lhs(e), d) || uses_dim(bo_affine_get_rhs(e), d);
  }
}

static bool result_uses(const bo_attr *map, unsigned i, unsigned d) {
  return uses_dim(bo_affine_map_result(map, i), d);
}

/* Is every result of map one of def's results (areResultExprsSubsetOf)?
 * Exprs are interned: pointer equality is expression equality. */
static bool results_subset_of(const bo_attr *map, const bo_attr *def) {
  for (unsigned i = 0; i < bo_affine_map_num_results(map); i++) {
    bool found = false;
    for (unsigned j = 0; j < bo_affine_map_num_results(def) && !found; j++)
      found = bo_affine_map_result(map, i) == bo_affine_map_result(def, j);
    if (!found) return false;
  }
  return true;
}

/* A broadcast lhs/rhs map of batch_matmul / batch_reduce_matmul (loops
 * batch, m, n, k): one result k; two results (batch or m, k) for the lhs,
 * (batch, k) or (k, n) for the rhs. */
static bool valid_batch_broadcast(const bo_attr *map, bool lhs) {
  enum { BATCH, M, N, K };
  unsigned n = bo_affine_map_num_results(map);
  if (n == 1) return result_uses(map, 0, K);
  if (n != 2) return false;
  if (lhs) return (result_uses(map, 0, BATCH) || result_uses(map, 0, M)) && result_uses(map, 1, K);
  return (result_uses(map, 0, BATCH) && result_uses(map, 1, K)) ||
         (result_uses(map, 0, K) && result_uses(map, 1, N));
}

/* MatmulOp / BatchMatmulOp / BatchReduceMatmulOp::verify: the checks of
 * user-given indexing_maps (broadcast and transpose semantics), with
 * mlir-opt's messages, before the structured-op checks.  The default maps
 * pass them, so they run on every op.  O(maps * results^2). */
static int verify_contraction_maps(bo_op *op, const linalg_kind *k) {
  const bo_attr *maps = bo_op_get_prop(op, "indexing_maps");
  const bo_attr *def = linalg_fixed_maps(op->ctx, k->maps);
  if (!maps || !def || bo_attr_get_kind(maps) != BO_ATTR_ARRAY) return 0;
  unsigned n = bo_attr_get_num_elements(maps);
  for (unsigned i = 0; i < n; i++)
    if (bo_attr_get_kind(bo_attr_array_get(maps, i)) != BO_ATTR_AFFINE_MAP) return 0;
  if (k->maps == LINALG_MAPS_MATMUL) {
    for (unsigned i = 0; i < 2 && i < n; i++) {
      const bo_attr *m = bo_attr_array_get(maps, i), *d = bo_attr_array_get(def, i);
      if (!results_subset_of(m, d))
        return bo_op_emit_error(op, "Unexpected dim expression in map result.");
      if (bo_affine_map_num_results(m) < bo_affine_map_num_results(d) &&
          !(bo_affine_map_num_results(m) == 1 &&
            result_uses(m, 0, bo_affine_map_num_dims(m) - 1)))
        return bo_op_emit_error(op, "Invalid broadcast requested, should be (d2).");
    }
    return 0;
  }
  bool batch = k->maps == LINALG_MAPS_BATCH_MATMUL;
  for (unsigned i = 0; i < 3; i++) {
    if (n != 3)
      return bo_op_emit_error(op, "Indexing_map attribute must have 3 affine maps.");
    const bo_attr *m = bo_attr_array_get(maps, i), *d = bo_attr_array_get(def, i);
    unsigned nres = bo_affine_map_num_results(m);
    if (i == 2) {
      unsigned want = batch ? 3 : 2;
      if (nres != want)
        return bo_op_emit_error(op, "expects %u dims, but got (%u).", want, nres);
      bool ok = batch ? result_uses(m, 0, 0) && result_uses(m, 1, 1) && result_uses(m, 2, 2)
                      : result_uses(m, 0, 1) && result_uses(m, 1, 2);
      if (!ok) return bo_op_emit_error(op, "Invalid output map result dimension.");
      continue;
    }
    if (!results_subset_of(m, d))
      return bo_op_emit_error(op, "Unexpected result dim expression (outside the set of default "
                                  "result dims).");
    if (nres > 3) return bo_op_emit_error(op, "no. of result dim expressions exceeds 3.");
    if (nres < bo_affine_map_num_results(d)) {
      if (!valid_batch_broadcast(m, i == 0))
        return bo_op_emit_error(op, "Invalid broadcast requested.");
    } else if (!result_uses(m, 0, 0)) {
      return bo_op_emit_error(op, "Invalid batch dimension expression.");
    }
  }
  return 0;
}

/* A convolution's input map result: d, d * c, c * d (getDimExprOrMulExprDimPos). */
static bool conv_term(const bo_affine_expr *e) {
  bo_affine_kind k = bo_affine_get_kind(e);
  if (k == BO_AFFINE_DIM) return true;
  if (k != BO_AFFINE_MUL) return false;
  bo_affine_kind l = bo_affine_get_kind(bo_affine_get_lhs(e)), r = bo_affine_get_kind(bo_affine_get_rhs(e));
  return (l == BO_AFFINE_DIM && (r == BO_AFFINE_CONST || r == BO_AFFINE_SYMBOL)) ||
         (r == BO_AFFINE_DIM && (l == BO_AFFINE_CONST || l == BO_AFFINE_SYMBOL));
}

static bool projected_permutation(const bo_attr *map) {
  bool seen[64] = {false};
  for (unsigned r = 0; r < bo_affine_map_num_results(map); r++) {
    const bo_affine_expr *e = bo_affine_map_result(map, r);
    if (bo_affine_get_kind(e) != BO_AFFINE_DIM || bo_affine_get_value(e) >= 64 ||
        seen[bo_affine_get_value(e)])
      return false;
    seen[bo_affine_get_value(e)] = true;
  }
  return true;
}

/* A convolution or pooling may carry its maps in linalg.memoized_indexing_maps
 * (the generic form mlir-opt prints); upstream reads its maps from there, so
 * ConvolutionOpInterface checks those: each input result a dim or a sum of
 * two (strided) dims, filter and output maps projected permutations.  The
 * maps bufopt derives from the kind pass by construction.  (The check that a
 * dim is not used twice in the input is not made.)  O(results). */
static int verify_memoized_conv_maps(bo_op *op) {
  const bo_attr *maps = bo_op_get_discardable_attr(op, "linalg.memoized_indexing_maps");
  if (!maps || bo_attr_get_kind(maps) != BO_ATTR_ARRAY || bo_attr_get_num_elements(maps) != 3)
    return 0;
  for (unsigned i = 0; i < 3; i++)
    if (bo_attr_get_kind(bo_attr_array_get(maps, i)) != BO_ATTR_AFFINE_MAP) return 0;
  const bo_attr *in = bo_attr_array_get(maps, 0);
  for (unsigned r = 0; r < bo_affine_map_num_results(in); r++) {
    const bo_affine_expr *e = bo_affine_map_result(in, r);
    bool ok = bo_affine_get_kind(e) == BO_AFFINE_DIM ||
              (bo_affine_get_kind(e) == BO_AFFINE_ADD && conv_term(bo_affine_get_lhs(e)) &&
               conv_term(bo_affine_get_rhs(e)));
    if (!ok) return bo_op_emit_plain_error(op, "unexpected input index map for convolutions");
  }
  if (!projected_permutation(bo_attr_array_get(maps, 1)) ||
      !projected_permutation(bo_attr_array_get(maps, 2)))
    return bo_op_emit_plain_error(op, "expected output/filter indexing maps to be projected "
                                      "permutations");
  return 0;
}

/* ContractOp::verify: every map a projected permutation (at most 64
 * dims) over one iteration space, with the operand's rank; every dim used;
 * a dim read by one input only must be in the output (parallel); at least
 * one dim read by both inputs and not written (contracting).  mlir-opt
 * reports these without the op prefix.  O(maps * results). */
static int verify_contract(bo_op *op) {
  const bo_attr *maps = bo_op_get_prop(op, "indexing_maps");
  if (!maps || bo_attr_get_kind(maps) != BO_ATTR_ARRAY) return 0;
  unsigned n = bo_attr_get_num_elements(maps), nops = bo_op_get_num_operands(op);
  int space = -1;
  unsigned in_count[64] = {0}, out_count[64] = {0};
  for (unsigned i = 0; i < n && i < nops && i < 3; i++) {
    const bo_attr *m = bo_attr_array_get(maps, i);
    if (bo_attr_get_kind(m) != BO_ATTR_AFFINE_MAP) return 0;
    unsigned nres = bo_affine_map_num_results(m), ndims = bo_affine_map_num_dims(m);
    bool seen[64] = {false}, perm = ndims <= 64;
    for (unsigned r = 0; r < nres && perm; r++) {
      const bo_affine_expr *e = bo_affine_map_result(m, r);
      perm = bo_affine_get_kind(e) == BO_AFFINE_DIM && !seen[bo_affine_get_value(e)];
      if (perm) seen[bo_affine_get_value(e)] = true;
    }
    if (!perm) return bo_op_emit_plain_error(op, "provided affine_map is not a projected permutation");
    const bo_type *t = bo_value_get_type(bo_op_get_operand(op, i));
    if (bo_type_is_shaped(t) && bo_type_has_rank(t)) {
      if (nres != bo_type_get_rank(t))
        return bo_op_emit_plain_error(op, "ranks of shaped operand and results of corresponding "
                                          "affine_map differ");
    } else if (nres != 0) {
      return bo_op_emit_plain_error(op, "affine_map specifies shaped access while operand has "
                                        "non-shaped type");
    }
    if (space == -1)
      space = (int)ndims;
    else if (space != (int)ndims)
      return bo_op_emit_plain_error(op, "iteration spaces of provided affine_maps differ");
    for (unsigned r = 0; r < nres; r++) {
      unsigned d = (unsigned)bo_affine_get_value(bo_affine_map_result(m, r));
      if (i < 2) in_count[d]++;
      else out_count[d]++;
    }
  }
  bool contracting = false;
  for (int d = 0; d < space; d++) {
    contracting |= in_count[d] == 2 && out_count[d] == 0;
    if (!in_count[d] && !out_count[d])
      return bo_op_emit_plain_error(op, "iteration space dim at index %d not used to access any "
                                        "operand", d);
    if (in_count[d] == 1 && out_count[d] != 1)
      return bo_op_emit_plain_error(op, "iteration space dim at index %d is neither a contracting "
                                        "dim nor of parallel iteration type", d);
  }
  if (space >= 0 && !contracting)
    return bo_op_emit_plain_error(op, "'indexing_maps' do not specify a contracting dimension");
  return 0;
}

int linalg_named_verify(bo_op *op) {
  const linalg_kind *k = linalg_kind_of(op);
  if (k && linalg_is_conv_maps(k->maps) && verify_conv_params(op, k))
    return -1;
  if (k && linalg_is_conv_maps(k->maps) && verify_memoized_conv_maps(op))
    return -1;
  if (k && k->body == LINALG_BODY_FILL) { /* FillOpInterface */
    if (bo_linalg_num_inputs(op) != 1 || bo_linalg_num_outputs(op) != 1)
      return bo_op_emit_plain_error(op, "expected op with 1 input and 1 output");
    bo_type_kind in = bo_type_get_kind(bo_value_get_type(bo_op_get_operand(op, 0)));
    if (in == BO_TYPE_TENSOR || in == BO_TYPE_UNRANKED_TENSOR || in == BO_TYPE_MEMREF ||
        in == BO_TYPE_UNRANKED_MEMREF)
      return bo_op_emit_plain_error(op, "expected op with scalar input");
  }
  if (k && k->body == LINALG_BODY_MUL_ADD && !linalg_is_conv_maps(k->maps)) {
    if (bo_linalg_num_inputs(op) != 2 || bo_linalg_num_outputs(op) != 1)
      return bo_op_emit_plain_error(op, "expected op with 2 inputs and 1 output");
    /* a pending body is a contraction by construction (can_defer_body) */
    if (!op->regions[0].pending && !is_contraction_body(op))
      return bo_op_emit_plain_error(op, "expected add/mul op in the body");
  }
  /* ODS: the outs are Variadic<AnyShaped> (checked before the results) */
  for (unsigned i = bo_linalg_num_inputs(op); i < bo_op_get_num_operands(op); i++) {
    const bo_type *t = bo_value_get_type(bo_op_get_operand(op, i));
    if (!bo_type_is_shaped(t)) {
      char *s = bo_type_to_string(t);
      bo_op_emit_error(op, "operand #%u must be variadic of shaped of any type values, but got '%s'",
                       i, s);
      free(s);
      return -1;
    }
  }
  /* ODS: the results are Variadic<AnyRankedTensor>. */
  for (unsigned i = 0; i < bo_op_get_num_results(op); i++) {
    const bo_type *t = bo_value_get_type(bo_op_get_result(op, i));
    if (bo_type_get_kind(t) != BO_TYPE_TENSOR) {
      char *s = bo_type_to_string(t);
      bo_op_emit_error(op,
                       "result #%u must be variadic of ranked tensor of any type values, but "
                       "got '%s'",
                       i, s);
      free(s);
      return -1;
    }
  }
  if (linalg_verify_dps(op)) return -1;
  /* the op's own verifier runs after its ODS and interface checks */
  if (k && (k->maps == LINALG_MAPS_MATMUL || k->maps == LINALG_MAPS_BATCH_MATMUL ||
            k->maps == LINALG_MAPS_BATCH_REDUCE_MATMUL))
    return verify_contraction_maps(op, k);
  if (k && k->maps == LINALG_MAPS_CONTRACT) return verify_contract(op);
  if (k && k->body == LINALG_BODY_FILL) { /* FillOp::verify */
    const bo_type *fill = bo_value_get_type(bo_op_get_operand(op, 0));
    const bo_type *elem = linalg_elem_type(bo_value_get_type(bo_op_get_operand(op, 1)));
    if (fill != elem) {
      char *a = bo_type_to_string(fill), *b = bo_type_to_string(elem);
      bo_op_emit_error(op, "expected fill value type ('%s') to match output element type ('%s')",
                       a, b);
      free(a);
      free(b);
      return -1;
    }
  }
  return 0;
}

int linalg_named_verify_regions(bo_op *op) { return linalg_verify_structured(op); }
