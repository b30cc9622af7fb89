/* func.c - the func dialect: func.func, return, call, call_indirect, constant.
 *
 * func.func keeps its signature in properties (function_type, sym_name,
 * sym_visibility, arg_attrs, res_attrs) and its body in one region whose
 * entry-block arguments are printed inside the signature, so the body is
 * printed without a block header.  Invariant: arg_attrs / res_attrs are either
 * absent or an array with one dictionary per argument / result, and they are
 * absent when every dictionary is empty (as mlir-opt stores them).
 */
#include "common.h"
#include "bufferize_ifaces.h"
#include "memory_iface.h"

static const char *const func_attrs[] = {"arg_attrs", "function_type", "no_inline", "res_attrs",
                                         "sym_name", "sym_visibility", NULL};
/* the inherent attributes the custom syntax carries (no_inline stays in
 * the `attributes {...}` dictionary, as mlir-opt 22 prints it) */
static const char *const func_syntax_attrs[] = {"arg_attrs", "function_type", "res_attrs", "sym_name",
                                                "sym_visibility"};
static const char *const call_attrs[] = {"arg_attrs", "callee", "no_inline", "res_attrs", NULL};
static const char *const call_indirect_attrs[] = {"arg_attrs", "res_attrs", NULL};
static const char *const constant_attrs[] = {"value", NULL};
static const char *const no_attrs[] = {NULL};

typedef BO_VEC(const bo_attr *) attr_vec;

/* The function type of a func.func, or NULL when the property is missing. */
static const bo_type *func_type_of(const bo_op *op) {
  const bo_attr *a = bo_op_get_prop(op, "function_type");
  if (!a || bo_attr_get_kind(a) != BO_ATTR_TYPE)
    return NULL;
  const bo_type *t = bo_attr_get_type_value(a);
  return bo_type_get_kind(t) == BO_TYPE_FUNCTION ? t : NULL;
}

/* The i-th dictionary of an arg_attrs / res_attrs array, NULL when empty. */
static const bo_attr *attrs_at(const bo_attr *array, unsigned i) {
  if (!array || bo_attr_get_kind(array) != BO_ATTR_ARRAY || i >= bo_attr_get_num_elements(array))
    return NULL;
  const bo_attr *d = bo_attr_array_get(array, i);
  if (bo_attr_get_kind(d) != BO_ATTR_DICT || bo_attr_get_num_elements(d) == 0)
    return NULL;
  return d;
}

/* Stores an array of per-argument dictionaries when any is non-empty. */
static void add_attr_array(bo_parse_state *st, bo_context *ctx, const char *name,
                           const bo_attr **dicts, size_t n) {
  bool any = false;
  for (size_t i = 0; i < n; i++)
    any |= dicts[i] != NULL && bo_attr_get_num_elements(dicts[i]) > 0;
  if (!any)
    return;
  const bo_attr *empty = bo_attr_dict(ctx, 0, NULL);
  for (size_t i = 0; i < n; i++)
    if (!dicts[i])
      dicts[i] = empty;
  bo_state_add_attr(st, name, bo_attr_array(ctx, (unsigned)n, dicts));
}

/* An optional `{...}` dictionary after a signature type. */
static int parse_optional_dict(bo_parser *p, const bo_attr **out) {
  *out = NULL;
  if (!bo_parser_peek_punct(p, "{"))
    return 0;
  return bo_parse_dict_attr(p, out);
}

/* ------------------------------------------------------------- func.func */

/* `(%a: T {attrs}, ...)` for definitions or `(T {attrs}, ...)` for
 * declarations; fills args (named case), types and per-argument attrs. */
static int parse_signature_args(bo_parser *p, bo_argument_vec *args, bo_type_vec *types,
                                attr_vec *attrs) {
  if (bo_parse_punct(p, "("))
    return -1;
  if (bo_parse_optional_punct(p, ")") == 1)
    return 0;
  do {
    if (bo_parser_peek_operand(p)) {
      if (types->len && !args->len)
        return bo_parser_error(p, "expected type instead of SSA identifier");
      bo_argument a;
      if (bo_parse_argument(p, &a, true, true))
        return -1;
      bo_vec_push(args, a);
      bo_vec_push(types, a.type);
      bo_vec_push(attrs, a.attrs);
    } else {
      const bo_type *t;
      const bo_attr *d;
      bo_loc ignored;
      if (args->len)
        return bo_parser_error(p, "expected SSA identifier");
      if (bo_parse_type(p, &t) || parse_optional_dict(p, &d) ||
          bo_parse_optional_location(p, &ignored) < 0)
        return -1;
      bo_vec_push(types, t);
      bo_vec_push(attrs, d);
    }
  } while (bo_parse_optional_punct(p, ",") == 1);
  return bo_parse_punct(p, ")");
}

/* `-> T` or `-> (T {attrs}, ...)`. */
static int parse_signature_results(bo_parser *p, bo_type_vec *types,
                                   attr_vec *attrs) {
  int r = bo_parse_optional_punct(p, "->");
  if (r <= 0)
    return r;
  if (bo_parse_optional_punct(p, "(") != 1) {
    const bo_type *t;
    if (bo_parse_type(p, &t))
      return -1;
    bo_vec_push(types, t);
    bo_vec_push(attrs, (const bo_attr *)NULL);
    return 0;
  }
  if (bo_parse_optional_punct(p, ")") == 1)
    return 0;
  do {
    const bo_type *t;
    const bo_attr *d;
    if (bo_parse_type(p, &t) || parse_optional_dict(p, &d))
      return -1;
    bo_vec_push(types, t);
    bo_vec_push(attrs, d);
  } while (bo_parse_optional_punct(p, ",") == 1);
  return bo_parse_punct(p, ")");
}

static int parse_func(bo_parser *p, bo_parse_state *st) {
  static const char *const visibilities[] = {"public", "private", "nested"};
  bo_context *ctx = bo_parser_context(p);
  bo_argument_vec args = {0};
  bo_type_vec in = {0}, out = {0};
  attr_vec in_attrs = {0}, out_attrs = {0};
  int rc = -1;
  const char *visibility = NULL;
  for (unsigned i = 0; i < 3 && !visibility; i++) {
    int r = bo_parse_optional_keyword(p, visibilities[i]);
    if (r < 0)
      goto done;
    if (r) visibility = visibilities[i];
  }
  const char *name;
  if (bo_parse_optional_symbol_name(p, &name) != 1) {
    bo_parser_error(p, "custom op '%s' expected valid '@'-identifier for symbol name", st->name);
    goto done;
  }
  if (parse_signature_args(p, &args, &in, &in_attrs) ||
      parse_signature_results(p, &out, &out_attrs))
    goto done;
  add_attr_array(st, ctx, "arg_attrs", in_attrs.data, in_attrs.len);
  add_attr_array(st, ctx, "res_attrs", out_attrs.data, out_attrs.len);
  /* The attributes the syntax gives (name, type, visibility) may not be
   * repeated in the dictionary: mlir-opt rejects them (arg_attrs and
   * res_attrs it takes), so they are added after it. */
  bo_loc dict_loc = bo_parser_loc(p);
  if ((bo_parse_optional_attr_dict_with_keyword(p, st) < 0))
    goto done;
  static const char *const inferred[] = {"sym_name", "function_type", "sym_visibility"};
  for (unsigned i = 0; i < 3; i++)
    if (bo_state_get_attr(st, inferred[i])) {
      bo_parser_custom_error_at(p, dict_loc, "'%s' is an inferred attribute and should not be specified in the explicit attribute dictionary", inferred[i]);
      goto done;
    }
  if (visibility)
    bo_state_add_attr(st, "sym_visibility", bo_attr_string(ctx, visibility, strlen(visibility), NULL));
  bo_state_add_attr(st, "sym_name", bo_attr_string(ctx, name, strlen(name), NULL));
  bo_state_add_attr(st, "function_type",
                    bo_attr_type(ctx, bo_type_function(ctx, (unsigned)in.len, in.data,
                                                       (unsigned)out.len, out.data)));
  /* Attributes already carried by the block arguments are not repeated on
   * the values: only types and locations define the entry block. */
  for (size_t i = 0; i < args.len; i++)
    args.data[i].attrs = NULL;
  bo_region *body = bo_state_add_region(st);
  bo_loc body_loc = bo_parser_loc(p);
  int got = bo_parse_optional_region(p, body, args.data, args.len);
  if (got < 0)
    goto done;
  if (got > 0 && bo_region_is_empty(body)) {
    bo_parser_custom_error_at(p, body_loc, "expected non-empty function body");
    goto done;
  }
  rc = 0;
done:
  bo_vec_free(&args);
  bo_vec_free(&in);
  bo_vec_free(&out);
  bo_vec_free(&in_attrs);
  bo_vec_free(&out_attrs);
  return rc;
}

static void print_func(bo_printer *p, bo_op *op) {
  const bo_attr *vis = bo_op_get_prop(op, "sym_visibility");
  if (vis && bo_attr_get_kind(vis) == BO_ATTR_STRING)
    bo_printf(p, " %s", bo_attr_get_string(vis));
  bo_print_char(p, ' ');
  const bo_attr *name = bo_op_get_prop(op, "sym_name");
  bo_print_symbol_name(p, name ? bo_attr_get_string(name) : "");
  const bo_type *ft = func_type_of(op);
  const bo_attr *arg_attrs = bo_op_get_prop(op, "arg_attrs");
  const bo_attr *res_attrs = bo_op_get_prop(op, "res_attrs");
  bo_region *body = bo_op_get_region(op, 0);
  bo_block *entry = bo_region_first_block(body);
  unsigned nin = ft ? bo_type_get_num_inputs(ft) : 0;
  unsigned nout = ft ? bo_type_get_num_results(ft) : 0;
  bo_print_char(p, '(');
  for (unsigned i = 0; i < nin; i++) {
    if (i)
      bo_print_str(p, ", ");
    const bo_attr *d = attrs_at(arg_attrs, i);
    if (entry && i < bo_block_get_num_args(entry)) {
      bo_print_argument(p, bo_block_get_arg(entry, i), d);
    } else {
      bo_print_type(p, bo_type_get_inputs(ft)[i]);
      if (d) {
        bo_print_char(p, ' ');
        bo_print_attr(p, d);
      }
    }
  }
  bo_print_char(p, ')');
  if (nout) {
    const bo_type *const *res = bo_type_get_results(ft);
    bool parens = nout > 1 || attrs_at(res_attrs, 0) ||
                  bo_type_get_kind(res[0]) == BO_TYPE_FUNCTION;
    bo_print_str(p, parens ? " -> (" : " -> ");
    for (unsigned i = 0; i < nout; i++) {
      if (i)
        bo_print_str(p, ", ");
      bo_print_type(p, res[i]);
      const bo_attr *d = attrs_at(res_attrs, i);
      if (d) {
        bo_print_char(p, ' ');
        bo_print_attr(p, d);
      }
    }
    if (parens)
      bo_print_char(p, ')');
  }
  bo_print_optional_attr_dict_with_keyword(p, op, func_syntax_attrs, 5);
  if (!bo_region_is_empty(body))
    bo_print_region(p, body, false, true, false);
}

/* MLIR's FunctionOpInterface: argument and result attributes must belong to
 * a dialect (their names have a dialect prefix, `llvm.noalias`). */
static int verify_dialect_attrs(bo_op *op, const char *prop, const char *what) {
  const bo_attr *array = bo_op_get_prop(op, prop);
  if (!array || bo_attr_get_kind(array) != BO_ATTR_ARRAY)
    return 0;
  for (unsigned i = 0; i < bo_attr_get_num_elements(array); i++) {
    const bo_attr *d = attrs_at(array, i);
    for (unsigned j = 0; d && j < bo_attr_get_num_elements(d); j++)
      if (!strchr(bo_attr_dict_get_entry(d, j)->name, '.'))
        return bo_op_emit_error(op, "%s may only have dialect attributes", what);
  }
  return 0;
}

static int verify_func(bo_op *op) {
  if (bo_verify_counts(op, 1, 0, 0, 0) ||
      bo_verify_has_attr(op, "function_type") || bo_verify_has_attr(op, "sym_name"))
    return -1;
  const bo_type *ft = func_type_of(op);
  if (!ft)
    return bo_op_emit_error(op, "attribute 'function_type' failed to satisfy constraint: type "
                                "attribute of function type");
  if (verify_dialect_attrs(op, "arg_attrs", "arguments") ||
      verify_dialect_attrs(op, "res_attrs", "results") || bo_bufferization_verify_arg_attrs(op))
    return -1;
  bo_region *body = bo_op_get_region(op, 0);
  if (bo_region_is_empty(body)) {
    const bo_attr *vis = bo_op_get_prop(op, "sym_visibility");
    if (!vis || !strcmp(bo_attr_get_string(vis), "public"))
      return bo_op_emit_error(op, "symbol declaration cannot have public visibility");
    return 0;
  }
  bo_block *entry = bo_region_first_block(body);
  unsigned n = bo_type_get_num_inputs(ft);
  if (bo_block_get_num_args(entry) != n)
    return bo_op_emit_error(op, "entry block must have %u arguments to match function signature",
                            n);
  for (unsigned i = 0; i < n; i++) {
    const bo_type *want = bo_type_get_inputs(ft)[i];
    const bo_type *have = bo_value_get_type(bo_block_get_arg(entry, i));
    if (want != have) {
      char head[64];
      snprintf(head, sizeof head, "type of entry block argument #%u('", i);
      return bo_emit_types_error(op, head, have,
                                 "') must match the type of the corresponding argument in "
                                 "function signature('",
                                 want, "')");
    }
  }
  return 0;
}

/* ------------------------------------------------------------ func.return */

/* `attr-dict [%a, %b : T, U]`. */
static int parse_operands_colon_types(bo_parser *p, bo_parse_state *st) {
  bo_unresolved_vec ops = {0};
  bo_type_vec types = {0};
  int rc = -1;
  if ((bo_parse_optional_attr_dict(p, st) < 0) || bo_parse_operand_list(p, BO_DELIM_NONE, &ops))
    goto done;
  if (ops.len) {
    if (bo_parse_colon_type_list(p, &types) ||
        bo_resolve_operands(p, ops.data, ops.len, types.data, types.len, bo_parser_loc(p),
                            &st->operands))
      goto done;
  }
  rc = 0;
done:
  bo_vec_free(&ops);
  bo_vec_free(&types);
  return rc;
}

static void print_operands_colon_types(bo_printer *p, bo_op *op) {
  bo_print_optional_attr_dict(p, op, NULL, 0);
  unsigned n = bo_op_get_num_operands(op);
  if (!n)
    return;
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, n);
  bo_print_str(p, " : ");
  bo_print_operand_types(p, op, 0, n);
}

static int verify_return(bo_op *op) {
  bo_op *fn = bo_op_get_parent_op(op);
  if (!fn || !bo_op_isa(fn, BO_OP_FUNC_FUNC))
    return bo_op_emit_error(op, "expects parent op 'func.func'");
  const bo_type *ft = func_type_of(fn);
  if (!ft)
    return 0;
  const bo_attr *name = bo_op_get_prop(fn, "sym_name");
  const char *fname = name ? bo_attr_get_string(name) : "";
  unsigned n = bo_op_get_num_operands(op), want = bo_type_get_num_results(ft);
  if (n != want)
    return bo_op_emit_error(op, "has %u operands, but enclosing function (@%s) returns %u", n,
                            fname, want);
  for (unsigned i = 0; i < n; i++) {
    const bo_type *have = bo_value_get_type(bo_op_get_operand(op, i));
    const bo_type *res = bo_type_get_results(ft)[i];
    if (have != res) {
      char *hs = bo_type_to_string(have), *rs = bo_type_to_string(res);
      bo_op_emit_plain_error(op,
                             "type of return operand %u ('%s') doesn't match function result "
                             "type ('%s') in function @%s",
                             i, hs, rs, fname);
      free(hs);
      free(rs);
      return -1;
    }
  }
  return 0;
}

/* -------------------------------------------------------------- func.call */

/* `@callee(%a, %b) attr-dict : (T, U) -> R`. */
static int parse_call(bo_parser *p, bo_parse_state *st) {
  const bo_attr *callee;
  bo_unresolved_vec ops = {0};
  const bo_type *ft;
  int rc = -1;
  if (bo_parse_symbol_ref(p, &callee) || bo_parse_operand_list(p, BO_DELIM_PAREN, &ops) ||
      (bo_parse_optional_attr_dict(p, st) < 0) || bo_parse_punct(p, ":") ||
      bo_parse_function_type(p, &ft))
    goto done;
  bo_state_add_attr(st, "callee", callee);
  if (bo_resolve_operands(p, ops.data, ops.len, bo_type_get_inputs(ft),
                          bo_type_get_num_inputs(ft), bo_parser_loc(p), &st->operands))
    goto done;
  bo_state_add_result_types(st, bo_type_get_results(ft), bo_type_get_num_results(ft));
  rc = 0;
done:
  bo_vec_free(&ops);
  return rc;
}

/* `(operand types) -> result types` of op's operands from `from`. */
static void print_functional_type(bo_printer *p, bo_op *op, unsigned from) {
  bo_context *ctx = bo_op_get_context(op);
  unsigned nin = bo_op_get_num_operands(op) - from, nout = bo_op_get_num_results(op);
  const bo_type **types = malloc(sizeof *types * (nin + nout + 1));
  for (unsigned i = 0; i < nin; i++)
    types[i] = bo_value_get_type(bo_op_get_operand(op, from + i));
  for (unsigned i = 0; i < nout; i++)
    types[nin + i] = bo_value_get_type(bo_op_get_result(op, i));
  bo_print_function_type(p, bo_type_function(ctx, nin, types, nout, types + nin));
  free(types);
}

static void print_call(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"callee"};
  bo_print_char(p, ' ');
  const bo_attr *callee = bo_op_get_prop(op, "callee");
  if (callee)
    bo_print_attr(p, callee);
  bo_print_char(p, '(');
  bo_print_op_operands(p, op, 0, bo_op_get_num_operands(op));
  bo_print_char(p, ')');
  bo_print_optional_attr_dict(p, op, elided, 1);
  bo_print_str(p, " : ");
  print_functional_type(p, op, 0);
}

/* Checks `types` (from a function type) against the op's operand or
 * result types. */
static int verify_call(bo_op *op) {
  if (bo_verify_num_regions(op, 0) || bo_verify_num_successors(op, 0) ||
      bo_verify_has_attr(op, "callee"))
    return -1;
  const bo_attr *callee = bo_op_get_prop(op, "callee");
  if (bo_attr_get_kind(callee) != BO_ATTR_SYMBOL_REF)
    return bo_op_emit_error(op, "requires a 'callee' symbol reference attribute");
  const char *name = bo_attr_symbol_root(callee);
  bo_op *fn = bo_attr_symbol_num_nested(callee) ? NULL : bo_lookup_symbol(op, name);
  if (!fn || !bo_op_isa(fn, BO_OP_FUNC_FUNC))
    return bo_op_emit_error(op, "'%s' does not reference a valid function", name);
  const bo_type *ft = func_type_of(fn);
  if (!ft)
    return 0;
  unsigned n = bo_op_get_num_operands(op);
  if (n != bo_type_get_num_inputs(ft))
    return bo_op_emit_error(op, "incorrect number of operands for callee");
  for (unsigned i = 0; i < n; i++) {
    const bo_type *want = bo_type_get_inputs(ft)[i];
    const bo_type *have = bo_value_get_type(bo_op_get_operand(op, i));
    if (want != have) {
      char tail[64];
      snprintf(tail, sizeof tail, "' for operand number %u", i);
      return bo_emit_types_error(op, "operand type mismatch: expected operand type '", want,
                                 "', but provided '", have, tail);
    }
  }
  unsigned m = bo_op_get_num_results(op);
  if (m != bo_type_get_num_results(ft))
    return bo_op_emit_error(op, "incorrect number of results for callee");
  for (unsigned i = 0; i < m; i++)
    if (bo_type_get_results(ft)[i] != bo_value_get_type(bo_op_get_result(op, i))) {
      bo_op_emit_error(op, "result type mismatch at index %u", i);
      /* MLIR's notes: both type lists */
      bo_str have = {0}, want = {0};
      for (unsigned k = 0; k < m; k++) {
        bo_str_puts(&have, k ? ", '" : "'");
        bo_format_type(&have, bo_value_get_type(bo_op_get_result(op, k)));
        bo_str_puts(&have, "'");
        bo_str_puts(&want, k ? ", '" : "'");
        bo_format_type(&want, bo_type_get_results(ft)[k]);
        bo_str_puts(&want, "'");
      }
      bo_emit(bo_op_get_context(op), BO_SEV_NOTE, bo_op_get_loc(op), "op result types: %s", have.data);
      bo_emit(bo_op_get_context(op), BO_SEV_NOTE, bo_op_get_loc(op), "function result types: %s",
              want.data);
      bo_str_free(&have);
      bo_str_free(&want);
      return -1;
    }
  return 0;
}

/* ----------------------------------------------------- func.call_indirect */

/* `%f(%a, %b) attr-dict : (T, U) -> R`. */
static int parse_call_indirect(bo_parser *p, bo_parse_state *st) {
  bo_unresolved callee;
  bo_unresolved_vec ops = {0};
  const bo_type *ft;
  bo_value *fv;
  int rc = -1;
  if (bo_parse_operand(p, &callee) || bo_parse_operand_list(p, BO_DELIM_PAREN, &ops) ||
      (bo_parse_optional_attr_dict(p, st) < 0) || bo_parse_colon_type(p, &ft))
    goto done;
  if (bo_type_get_kind(ft) != BO_TYPE_FUNCTION) {
    bo_parser_error(p, "expected function type");
    goto done;
  }
  if (bo_resolve_operand(p, &callee, ft, &fv))
    goto done;
  bo_state_add_operand(st, fv);
  if (bo_resolve_operands(p, ops.data, ops.len, bo_type_get_inputs(ft),
                          bo_type_get_num_inputs(ft), bo_parser_loc(p), &st->operands))
    goto done;
  bo_state_add_result_types(st, bo_type_get_results(ft), bo_type_get_num_results(ft));
  rc = 0;
done:
  bo_vec_free(&ops);
  return rc;
}

static void print_call_indirect(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_char(p, '(');
  bo_print_op_operands(p, op, 1, bo_op_get_num_operands(op) - 1);
  bo_print_char(p, ')');
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_operand(op, 0)));
}

static int verify_call_indirect(bo_op *op) {
  if (bo_verify_num_regions(op, 0) || bo_verify_num_successors(op, 0) ||
      bo_verify_min_operands(op, 1))
    return -1;
  const bo_type *ft = bo_value_get_type(bo_op_get_operand(op, 0));
  if (bo_type_get_kind(ft) != BO_TYPE_FUNCTION)
    return bo_emit_types_error(op, "operand #0 must be function type, but got '", ft, "'", NULL,
                               NULL);
  unsigned n = bo_op_get_num_operands(op) - 1;
  bool ok = n == bo_type_get_num_inputs(ft);
  for (unsigned i = 0; ok && i < n; i++)
    ok = bo_type_get_inputs(ft)[i] == bo_value_get_type(bo_op_get_operand(op, i + 1));
  if (!ok)
    return bo_op_emit_error(op, "failed to verify that callee input types match argument types");
  unsigned m = bo_op_get_num_results(op);
  ok = m == bo_type_get_num_results(ft);
  for (unsigned i = 0; ok && i < m; i++)
    ok = bo_type_get_results(ft)[i] == bo_value_get_type(bo_op_get_result(op, i));
  if (!ok)
    return bo_op_emit_error(op, "failed to verify that callee result types match result types");
  return 0;
}

/* ---------------------------------------------------------- func.constant */

/* `attr-dict @sym : type`. */
static int parse_constant(bo_parser *p, bo_parse_state *st) {
  const bo_attr *sym;
  const bo_type *t;
  if (bo_parse_optional_attr_dict(p, st) < 0) return -1;
  /* Any attribute, then MLIR's check that it is a flat symbol reference. */
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_attribute(p, NULL, &sym)) return -1;
  if (bo_attr_get_kind(sym) != BO_ATTR_SYMBOL_REF || bo_attr_symbol_num_nested(sym))
    return bo_parser_custom_error_at(p, loc, "invalid kind of attribute specified");
  if (bo_parse_colon_type(p, &t)) return -1;
  bo_state_add_attr(st, "value", sym);
  bo_state_add_result_type(st, t);
  return 0;
}

static void print_constant(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"value"};
  bo_print_optional_attr_dict(p, op, elided, 1);
  bo_print_char(p, ' ');
  const bo_attr *sym = bo_op_get_prop(op, "value");
  if (sym)
    bo_print_attr(p, sym);
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_result(op, 0)));
}

static int verify_constant(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 0) || bo_verify_has_attr(op, "value"))
    return -1;
  const bo_attr *sym = bo_op_get_prop(op, "value");
  if (bo_attr_get_kind(sym) != BO_ATTR_SYMBOL_REF)
    return bo_op_emit_error(op, "attribute 'value' failed to satisfy constraint: flat symbol "
                                "reference attribute");
  const char *name = bo_attr_symbol_root(sym);
  bo_op *fn = bo_lookup_symbol(op, name);
  if (!fn || !bo_op_isa(fn, BO_OP_FUNC_FUNC))
    return bo_op_emit_error(op, "reference to undefined function '%s'", name);
  if (func_type_of(fn) != bo_value_get_type(bo_op_get_result(op, 0)))
    return bo_op_emit_error(op, "reference to function with mismatched type");
  return 0;
}

static void constant_names(bo_op *op, bo_name_setter *s) {
  bo_set_value_name(s, bo_op_get_result(op, 0), "f");
}

/* ------------------------------------------------------------------ table */

static const bo_op_info func_ops[] = {
    BO_OP_DEF(FUNC_CALL, .memory = &bo_memory_call, .traits = 0, .bufferize = &bo_func_call_bufferize, .inherent_attrs = call_attrs, .parse = parse_call,
     .print = print_call, .verify = verify_call),
    BO_OP_DEF(FUNC_CALL_INDIRECT, .traits = 0, .inherent_attrs = call_indirect_attrs,
     .parse = parse_call_indirect, .print = print_call_indirect, .verify = verify_call_indirect),
    BO_OP_DEF(FUNC_CONSTANT, .traits = BO_TRAIT_PURE | BO_TRAIT_CONSTANT_LIKE,
     .inherent_attrs = constant_attrs, .parse = parse_constant, .print = print_constant,
     .verify = verify_constant, .asm_result_names = constant_names),
    BO_OP_DEF(FUNC_FUNC, .num_regions = 1, .bufferize = &bo_func_func_bufferize, .traits = BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE | BO_TRAIT_ISOLATED_FROM_ABOVE | BO_TRAIT_SYMBOL,
     .inherent_attrs = func_attrs, .parse = parse_func, .print = print_func,
     .verify = verify_func, .default_dialect = "func"),
    BO_OP_DEF(FUNC_RETURN, .memory = &bo_memory_return, .bufferize = &bo_func_return_bufferize,
     .traits = BO_TRAIT_TERMINATOR | BO_TRAIT_RETURN_LIKE | BO_TRAIT_PURE,
     .inherent_attrs = no_attrs, .parse = parse_operands_colon_types,
     .print = print_operands_colon_types, .verify = verify_return),
};

const bo_dialect bo_dialect_func = {
    .name = "func",
    .ops = func_ops,
    .num_ops = sizeof func_ops / sizeof func_ops[0],
};
BO_OP_TABLE_CHECK(func_ops, FUNC);
