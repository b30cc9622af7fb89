/* linalg_dps.c - linalg.map, linalg.reduce, linalg.transpose and
 * linalg.broadcast: the destination-style ops with a hand-written syntax.
 *
 *   linalg.map [{ payload.op {attrs} }] ins(..) outs(..) {attrs}
 *              [newline (%in: t, %init: t) { region }]
 *   linalg.reduce [{ payload.op }] ins(..) outs(..) dimensions = [..] {attrs} [region]
 *   linalg.transpose ins(..) outs(..) permutation = [..] {attrs}
 *   linalg.broadcast ins(..) outs(..) dimensions = [..] {attrs}
 *
 * map and reduce print their body in the short `{ op }` form when it is one
 * op applied to the block arguments in the canonical order (map: the inputs;
 * reduce: the init then the inputs) and parse it back into the same body.
 * transpose and broadcast always get the body `yield %in`.  The permutation
 * and dimensions are array<i64: ...> properties, as upstream.
 */
#include "linalg_internal.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------- shared helpers */

/* `name = [1, 2]` into the dense-array property `name`. */
static int parse_i64_list_attr(bo_parser *p, bo_parse_state *st, const char *name) {
  bo_context *ctx = bo_parser_context(p);
  BO_VEC(int64_t) vals = {0};
  if (bo_parse_keyword(p, name) || bo_parse_punct(p, "=") || bo_parse_punct(p, "["))
    return -1;
  if (bo_parse_optional_punct(p, "]") != 1) {
    do {
      int64_t v;
      if (bo_parse_integer(p, &v)) {
        bo_vec_free(&vals);
        return -1;
      }
      bo_vec_push(&vals, v);
    } while (bo_parse_optional_punct(p, ",") == 1);
    if (bo_parse_punct(p, "]")) {
      bo_vec_free(&vals);
      return -1;
    }
  }
  bo_state_add_attr(st, name, bo_attr_dense_array_int(ctx, bo_type_integer(ctx, 64, BO_SIGNLESS),
                                                      vals.len, vals.data));
  bo_vec_free(&vals);
  return 0;
}

/* ` name = [1, 2] ` (with the trailing space MLIR prints). */
static void print_i64_list_attr(bo_printer *p, bo_op *op, const char *name) {
  const bo_attr *a = bo_op_get_prop(op, name);
  bo_printf(p, " %s = [", name);
  for (unsigned i = 0; a && i < bo_attr_get_num_elements(a); i++) {
    if (i)
      bo_print_str(p, ", ");
    bo_print_int(p, bo_attr_dense_array_int_at(a, i));
  }
  bo_print_str(p, "] ");
}

/* MLIR's parseDstStyleOp: ins/outs, one result per ranked-tensor init, the
 * required `name = [..]` (when name is not NULL), then an attribute dict. */
static int parse_dst_style(bo_parser *p, bo_parse_state *st, const char *list_name) {
  bo_type_vec outs = {0};
  int rc = -1;
  if (linalg_parse_common(p, st, NULL, &outs, false, NULL))
    goto done;
  for (size_t i = 0; i < outs.len; i++)
    if (bo_type_get_kind(outs.data[i]) == BO_TYPE_TENSOR)
      bo_state_add_result_type(st, outs.data[i]);
  if (list_name && parse_i64_list_attr(p, st, list_name))
    goto done;
  rc = bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
done:
  bo_vec_free(&outs);
  return rc;
}

/* The short form's `{ payload.op {attrs} }`: 1 when present, 0 when not. */
static int parse_optional_payload(bo_parser *p, const char **name, const bo_attr **attrs) {
  *name = NULL;
  *attrs = NULL;
  if (bo_parse_optional_punct(p, "{") != 1)
    return 0;
  int got = bo_parse_optional_any_keyword(p, name);
  if (got < 0)
    return -1;
  if (!got) /* OpAsmParser::parseCustomOperationName's words */
    return bo_parser_error(p, "expected bare identifier or keyword");
  if (bo_parser_peek_punct(p, "{") && bo_parse_dict_attr(p, attrs))
    return -1;
  return bo_parse_punct(p, "}") ? -1 : 1;
}

/* Builds the body for a short form: block arguments are the element types
 * of all operands; the payload takes them in the given order and yields a
 * value of the last operand's element type. */
static void build_payload_body(bo_parser *p, bo_parse_state *st, bo_region *r, const char *name,
                               const bo_attr *attrs, bool init_first) {
  bo_context *ctx = bo_parser_context(p);
  unsigned n = (unsigned)st->operands.len;
  const bo_type **types = malloc(n * sizeof *types);
  bo_value **ops = malloc(n * sizeof *ops);
  for (unsigned i = 0; i < n; i++)
    types[i] = linalg_elem_type(bo_value_get_type(st->operands.data[i]));
  bo_builder b = linalg_body_begin(ctx, r, types, n);
  unsigned nops = 0;
  if (init_first) {
    /* reduce: (init, in0, in1, ...) */
    ops[nops++] = bo_block_get_arg(b.block, n - 1);
    for (unsigned i = 0; i + 1 < n; i++)
      ops[nops++] = bo_block_get_arg(b.block, i);
  } else {
    /* map: the inputs only; the init is not read */
    for (unsigned i = 0; i + 1 < n; i++)
      ops[nops++] = bo_block_get_arg(b.block, i);
  }
  bo_op_state s = {0};
  const bo_type *rt = types[n - 1];
  s.name = name;
  s.num_operands = nops;
  s.operands = ops;
  s.num_results = 1;
  s.result_types = &rt;
  /* the payload's attributes go in at creation, so its populate_defaults
   * hook sees (and normalizes) them */
  s.num_attrs = attrs ? bo_attr_get_num_elements(attrs) : 0;
  s.attrs = s.num_attrs ? bo_attr_dict_get_entry(attrs, 0) : NULL;
  bo_op *payload = bo_build(&b, &s);
  bo_value *v = bo_op_get_result(payload, 0);
  linalg_body_yield(&b, &v, 1);
  free(types);
  free(ops);
}

/* The op the short form stands for, or NULL when the body is not one op on
 * the block arguments in canonical order (mirrors MLIR's findPayloadOp). */
static bo_op *find_payload(bo_op *op, bool init_first) {
  bo_block *body = bo_linalg_body(op);
  if (!body)
    return NULL;
  bo_op *payload = bo_block_first_op(body);
  if (!payload || bo_op_get_next(payload) != bo_block_last_op(body) ||
      bo_op_get_next(payload) == NULL)
    return NULL;
  unsigned nargs = bo_block_get_num_args(body), nops = bo_op_get_num_operands(payload);
  if (nops == 0)
    return NULL;
  /* the yield must return the payload's one result (a body that computes
   * it and yields an argument is not the short form) */
  bo_op *yield = bo_block_last_op(body);
  if (bo_op_get_num_results(payload) != 1 || bo_op_get_num_operands(yield) != 1 ||
      bo_op_get_operand(yield, 0) != bo_op_get_result(payload, 0))
    return NULL;
  if (init_first) {
    if (nops != nargs || bo_op_get_operand(payload, nops - 1) != bo_block_get_arg(body, 0))
      return NULL;
    for (unsigned i = 0; i + 1 < nargs; i++)
      if (bo_op_get_operand(payload, i) != bo_block_get_arg(body, i + 1))
        return NULL;
  } else {
    if (nops + 1 != nargs)
      return NULL;
    for (unsigned i = 0; i < nops; i++)
      if (bo_op_get_operand(payload, i) != bo_block_get_arg(body, i))
        return NULL;
  }
  return payload;
}

/* ` { payload.op {attrs} }`, eliding a fastmath attribute equal to none. */
static void print_short_form(bo_printer *p, bo_op *payload) {
  const char *elided[1];
  size_t nel = 0;
  const bo_attr *fm = bo_op_get_attr(payload, "fastmath");
  if (fm) {
    char *s = bo_attr_to_string(fm);
    if (strcmp(s, "#arith.fastmath<none>") == 0)
      elided[nel++] = "fastmath";
    free(s);
  }
  bo_printf(p, " { %s", bo_op_get_name(payload));
  bo_print_optional_attr_dict(p, payload, elided, nel);
  bo_print_str(p, " }");
}

/* The region form: newline, `(%in: f32, %init: f32) {...}`, one level
 * deeper than the op.  Known gap: asm.h has no increase/decreaseIndent, so
 * only the `(...)` line gets the extra level; the region's ops and closing
 * brace come out two spaces shallower than mlir-opt prints them (the text
 * still parses back to the same op). */
static void print_region_form(bo_printer *p, bo_op *op) {
  bo_block *body = bo_linalg_body(op);
  /* upstream prints the block arguments and the body one level deeper */
  bo_printer_indent(p, 2);
  bo_print_newline(p);
  bo_print_char(p, '(');
  for (unsigned i = 0; body && i < bo_block_get_num_args(body); i++) {
    if (i)
      bo_print_str(p, ", ");
    bo_print_argument(p, bo_block_get_arg(body, i), NULL);
  }
  bo_print_char(p, ')');
  bo_print_region(p, bo_op_get_region(op, 0), false, true, false);
  bo_printer_indent(p, -2);
}

static int parse_map_or_reduce(bo_parser *p, bo_parse_state *st, const char *list_name,
                               bool init_first) {
  const char *payload;
  const bo_attr *attrs;
  if (parse_optional_payload(p, &payload, &attrs) < 0 || parse_dst_style(p, st, list_name))
    return -1;
  bo_region *r = bo_state_add_region(st);
  if (payload) {
    if (st->operands.len)
      build_payload_body(p, st, r, payload, attrs, init_first);
    return 0;
  }
  bo_argument_vec args = {0};
  int rc = bo_parse_argument_list(p, BO_DELIM_PAREN, true, true, &args) ||
           bo_parse_region(p, r, args.data, args.len);
  bo_vec_free(&args);
  return rc ? -1 : 0;
}

/* "5, 3": a shape as MLIR streams an ArrayRef<int64_t>. */
static void format_dims(bo_str *s, const int64_t *dims, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    bo_str_printf(s, i ? ", %lld" : "%lld", (long long)dims[i]);
}

static const bo_type *operand_type(bo_op *op, unsigned i) {
  return bo_value_get_type(bo_op_get_operand(op, i));
}

static unsigned rank_of(const bo_type *t) {
  return bo_type_is_shaped(t) && bo_type_has_rank(t) ? bo_type_get_rank(t) : 0;
}

static const int64_t *shape_of(const bo_type *t) {
  return bo_type_is_shaped(t) && bo_type_has_rank(t) ? bo_type_get_shape(t) : NULL;
}

static bool same_shape(const bo_type *a, const bo_type *b) {
  unsigned r = rank_of(a);
  if (r != rank_of(b))
    return false;
  return r == 0 || memcmp(shape_of(a), shape_of(b), r * sizeof(int64_t)) == 0;
}

/* Emits "'op' op <before>(dims of a)<middle>(dims of b)<after>". */
static int emit_two_shapes(bo_op *op, const char *before, const int64_t *a, unsigned na,
                           const char *middle, const int64_t *b, unsigned nb, const char *after) {
  bo_str s = {0};
  bo_str_puts(&s, before);
  format_dims(&s, a, na);
  bo_str_puts(&s, middle);
  format_dims(&s, b, nb);
  bo_str_puts(&s, after);
  bo_str_putc(&s, '\0');
  bo_op_emit_error(op, "%s", s.data);
  bo_str_free(&s);
  return -1;
}

static int emit_elem_mismatch(bo_op *op, const char *before, const bo_type *a, const char *middle,
                              const bo_type *b) {
  char *x = bo_type_to_string(a), *y = bo_type_to_string(b);
  bo_op_emit_error(op, "%s'%s'%s'%s'", before, x, middle, y);
  free(x);
  free(y);
  return -1;
}

/* Results of these ops are ranked tensors (ODS: Variadic<AnyRankedTensor>). */
static int verify_tensor_results(bo_op *op) {
  for (unsigned i = 0; i < bo_op_get_num_results(op); i++) {
    const bo_type *t = bo_value_get_type(bo_op_get_result(op, i));
    if (bo_type_get_kind(t) != BO_TYPE_TENSOR) {
      char *s = bo_type_to_string(t);
      bo_op_emit_error(op, "result #%u must be variadic of ranked tensor of any type values, but got '%s'", i, s);
      free(s);
      return -1;
    }
  }
  return 0;
}

int linalg_dps_verify_regions(bo_op *op) { return linalg_verify_structured(op); }

/* ------------------------------------------------------------ linalg.map */

int linalg_map_parse(bo_parser *p, bo_parse_state *st) {
  return parse_map_or_reduce(p, st, NULL, false);
}

void linalg_map_print(bo_printer *p, bo_op *op) {
  bo_op *payload = find_payload(op, false);
  if (payload)
    print_short_form(p, payload);
  linalg_print_ins_outs(p, op, bo_linalg_num_inputs(op));
  bo_print_optional_attr_dict(p, op, NULL, 0);
  if (!payload)
    print_region_form(p, op);
}

int linalg_map_verify(bo_op *op) {
  /* the operand-count trait comes before the types (and the body) */
  if (bo_op_get_num_operands(op) < 1)
    return bo_op_emit_error(op, "expected 1 or more operands, but found 0");
  if (verify_tensor_results(op) || linalg_verify_dps(op))
    return -1;
  bo_block *body = bo_linalg_body(op);
  unsigned n = bo_op_get_num_operands(op), nins = bo_linalg_num_inputs(op);
  if (!body || n == 0)
    return 0;
  if (bo_block_get_num_args(body) != n)
    return bo_op_emit_error(op,
                            "expects number of operands to match the arity of mapper, but got: "
                            "%u and %u",
                            n, bo_block_get_num_args(body));
  for (unsigned i = 0; i < nins; i++) {
    const bo_type *elem = linalg_elem_type(operand_type(op, i));
    const bo_type *arg = bo_value_get_type(bo_block_get_arg(body, i));
    if (arg != elem)
      return emit_elem_mismatch(op, "expected element type of input ", elem,
                                " to match bbArg type ", arg);
  }
  const bo_type *out = operand_type(op, n - 1);
  for (unsigned i = 0; i < nins; i++) {
    const bo_type *in = operand_type(op, i);
    if (!same_shape(in, out))
      return emit_two_shapes(op, "expected shape of input (", shape_of(in), rank_of(in),
                             ") to match shape of output (", shape_of(out), rank_of(out), ")");
  }
  return 0;
}

void linalg_map_result_names(bo_op *op, bo_name_setter *s) {
  if (bo_op_get_num_results(op))
    bo_set_value_name(s, bo_op_get_result(op, 0), "mapped");
}

/* map and reduce: %in for inputs, %init for inits. */
void linalg_map_block_arg_names(bo_op *op, bo_region *r, bo_name_setter *s) {
  bo_block *b = bo_region_first_block(r);
  unsigned nins = bo_linalg_num_inputs(op);
  for (unsigned i = 0; b && i < bo_block_get_num_args(b); i++)
    bo_set_value_name(s, bo_block_get_arg(b, i), i < nins ? "in" : "init");
}

/* --------------------------------------------------------- linalg.reduce */

int linalg_reduce_parse(bo_parser *p, bo_parse_state *st) {
  return parse_map_or_reduce(p, st, "dimensions", true);
}

void linalg_reduce_print(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"dimensions"};
  bo_op *payload = find_payload(op, true);
  if (payload)
    print_short_form(p, payload);
  linalg_print_ins_outs(p, op, bo_linalg_num_inputs(op));
  print_i64_list_attr(p, op, "dimensions");
  bo_print_optional_attr_dict(p, op, elided, 1);
  if (!payload)
    print_region_form(p, op);
}

int linalg_reduce_verify(bo_op *op) {
  /* ODS checks the attribute (DenseArrayStrictlySorted) before the types */
  const bo_attr *dims = bo_op_get_prop(op, "dimensions");
  if (!dims)
    return bo_op_emit_error(op, "requires attribute 'dimensions'");
  for (unsigned j = 1; j < bo_attr_get_num_elements(dims); j++)
    if (bo_attr_dense_array_int_at(dims, j - 1) >= bo_attr_dense_array_int_at(dims, j))
      return bo_op_emit_error(op, "attribute 'dimensions' failed to satisfy constraint: i64 dense "
                                  "array attribute should be in increasing order");
  if (verify_tensor_results(op) || linalg_verify_dps(op))
    return -1;
  unsigned n = bo_op_get_num_operands(op), nins = bo_linalg_num_inputs(op);
  if (nins == 0)
    return 0;
  for (unsigned i = 1; i < nins; i++)
    if (!same_shape(operand_type(op, i), operand_type(op, 0)))
      return bo_op_emit_error(op,
                              "expects all inputs to have the same shapes. Shape at input-index "
                              "%u is not equal to the shape at input-index 0.",
                              i);
  for (unsigned i = nins + 1; i < n; i++)
    if (!same_shape(operand_type(op, i), operand_type(op, nins)))
      return bo_op_emit_error(op,
                              "expects all outputs to have the same shapes. Shape at "
                              "output-index %u is not equal to the shape at output-index 0.",
                              i - nins);
  const bo_type *in = operand_type(op, 0), *init = operand_type(op, nins);
  unsigned in_rank = rank_of(in), nd = bo_attr_get_num_elements(dims);
  bool reduced[64] = {false};
  for (unsigned j = 0; j < nd; j++) {
    int64_t d = bo_attr_dense_array_int_at(dims, j);
    if (d < 0 || d >= (int64_t)in_rank || d >= 64)
      return bo_op_emit_error(op, "dimensions for reduction should be in the range [0, %d].",
                              (int)in_rank - 1);
    reduced[d] = true;
  }
  int64_t kept[64];
  unsigned nkept = 0;
  for (unsigned d = 0; d < in_rank && d < 64; d++)
    if (!reduced[d])
      kept[nkept++] = shape_of(in)[d];
  if (nkept != rank_of(init))
    return bo_op_emit_error(op, "number of dimensions after reduction %u doesn't match the init rank %u",
                            nkept, rank_of(init));
  if (nkept && memcmp(kept, shape_of(init), nkept * sizeof(int64_t)) != 0)
    return emit_two_shapes(op, "init dimensions [", shape_of(init), rank_of(init),
                           "] doesn't match input dimensions after reduction [", kept, nkept, "]");
  bo_block *body = bo_linalg_body(op);
  if (!body)
    return 0;
  if (bo_block_get_num_args(body) != n)
    return bo_op_emit_error(op, "mismatching number of operands and block arguments");
  for (unsigned i = 0; i < nins; i++) {
    const bo_type *elem = linalg_elem_type(operand_type(op, i));
    const bo_type *arg = bo_value_get_type(bo_block_get_arg(body, i));
    if (elem != arg)
      return emit_elem_mismatch(op, "input element type ", elem,
                                " does not match corresponding block argument type ", arg);
  }
  for (unsigned i = nins; i < n; i++) {
    const bo_type *elem = linalg_elem_type(operand_type(op, i));
    const bo_type *arg = bo_value_get_type(bo_block_get_arg(body, i));
    if (elem != arg)
      return emit_elem_mismatch(op, "output element type ", elem,
                                " does not match corresponding block argument type ", arg);
  }
  return 0;
}

void linalg_reduce_result_names(bo_op *op, bo_name_setter *s) {
  if (bo_op_get_num_results(op))
    bo_set_value_name(s, bo_op_get_result(op, 0), "reduced");
}

/* ------------------------------------------ linalg.transpose / broadcast */

/* Both get the body `^bb0(%in, %init): linalg.yield %in`. */
static int parse_identity_op(bo_parser *p, bo_parse_state *st, const char *list_name) {
  if (parse_dst_style(p, st, list_name))
    return -1;
  bo_context *ctx = bo_parser_context(p);
  unsigned n = (unsigned)st->operands.len;
  bo_region *r = bo_state_add_region(st);
  const bo_type *types[8];
  if (n > 8)
    n = 8;
  for (unsigned i = 0; i < n; i++)
    types[i] = linalg_elem_type(bo_value_get_type(st->operands.data[i]));
  bo_builder b = linalg_body_begin(ctx, r, types, n);
  if (n) {
    bo_value *v = bo_block_get_arg(b.block, 0);
    linalg_body_yield(&b, &v, 1);
  }
  return 0;
}

int linalg_transpose_parse(bo_parser *p, bo_parse_state *st) {
  return parse_identity_op(p, st, "permutation");
}

void linalg_transpose_print(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"permutation"};
  linalg_print_ins_outs(p, op, bo_linalg_num_inputs(op));
  print_i64_list_attr(p, op, "permutation");
  bo_print_optional_attr_dict(p, op, elided, 1);
}

int linalg_transpose_verify(bo_op *op) {
  if (bo_op_get_num_operands(op) != 2)
    return bo_op_emit_error(op, "expected 2 operands, but found %u", bo_op_get_num_operands(op));
  if (verify_tensor_results(op) || linalg_verify_dps(op))
    return -1;
  const bo_attr *perm = bo_op_get_prop(op, "permutation");
  if (!perm)
    return bo_op_emit_error(op, "requires attribute 'permutation'");
  if (bo_op_get_num_operands(op) != 2)
    return 0;
  unsigned np = bo_attr_get_num_elements(perm);
  bool seen[64] = {false};
  for (unsigned i = 0; i < np; i++) {
    int64_t v = bo_attr_dense_array_int_at(perm, i);
    if (v < 0 || v >= (int64_t)np || v >= 64 || seen[v])
      return bo_op_emit_error(op, "permutation is not valid");
    seen[v] = true;
  }
  const bo_type *in = operand_type(op, 0), *init = operand_type(op, 1);
  unsigned rank = rank_of(in);
  if (rank != rank_of(init))
    return bo_op_emit_error(op, "input rank %u does not match init rank %u", rank, rank_of(init));
  if (rank != np)
    return bo_op_emit_error(op, "size of permutation %u does not match the argument rank %u", np,
                            rank);
  for (unsigned i = 0; i < rank; i++) {
    int64_t in_dim = shape_of(in)[bo_attr_dense_array_int_at(perm, i)];
    int64_t init_dim = shape_of(init)[i];
    if (in_dim != init_dim)
      return bo_op_emit_error(op,
                              "dim(result, %u) = %lld doesn't match dim(input, permutation[%u]) "
                              "= %lld",
                              i, (long long)init_dim, i, (long long)in_dim);
  }
  return 0;
}

void linalg_transpose_result_names(bo_op *op, bo_name_setter *s) {
  if (bo_op_get_num_results(op))
    bo_set_value_name(s, bo_op_get_result(op, 0), "transposed");
}

int linalg_broadcast_parse(bo_parser *p, bo_parse_state *st) {
  return parse_identity_op(p, st, "dimensions");
}

void linalg_broadcast_print(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"dimensions"};
  linalg_print_ins_outs(p, op, bo_linalg_num_inputs(op));
  print_i64_list_attr(p, op, "dimensions");
  bo_print_optional_attr_dict(p, op, elided, 1);
}

int linalg_broadcast_verify(bo_op *op) {
  if (bo_op_get_num_operands(op) != 2)
    return bo_op_emit_error(op, "expected 2 operands, but found %u", bo_op_get_num_operands(op));
  if (verify_tensor_results(op) || linalg_verify_dps(op))
    return -1;
  const bo_attr *dims = bo_op_get_prop(op, "dimensions");
  if (!dims)
    return bo_op_emit_error(op, "requires attribute 'dimensions'");
  if (bo_op_get_num_operands(op) != 2)
    return 0;
  const bo_type *in = operand_type(op, 0), *init = operand_type(op, 1);
  unsigned in_rank = rank_of(in), init_rank = rank_of(init), nd = bo_attr_get_num_elements(dims);
  if (in_rank + nd != init_rank)
    return bo_op_emit_error(op,
                            "input rank plus added dimensions does not match init rank. input "
                            "rank: %u, dimensions size: %u, init rank: %u",
                            in_rank, nd, init_rank);
  bool added[64] = {false};
  for (unsigned j = 0; j < nd; j++) {
    int64_t d = bo_attr_dense_array_int_at(dims, j);
    if (d < 0 || d >= (int64_t)init_rank || d >= 64)
      return bo_op_emit_error(op, "dimension %u is out of range. expected range: [0, %d], got: %lld",
                              j, (int)init_rank - 1, (long long)d);
    added[d] = true;
  }
  unsigned in_dim = 0;
  for (unsigned d = 0; d < init_rank && d < 64; d++) {
    if (added[d])
      continue;
    if (shape_of(in)[in_dim] != shape_of(init)[d])
      return bo_op_emit_error(op, "input dim %u should match init dim %u. input: %lld, init: %lld",
                              in_dim, d, (long long)shape_of(in)[in_dim],
                              (long long)shape_of(init)[d]);
    in_dim++;
  }
  return 0;
}

void linalg_broadcast_result_names(bo_op *op, bo_name_setter *s) {
  if (bo_op_get_num_results(op))
    bo_set_value_name(s, bo_op_get_result(op, 0), "broadcasted");
}
