/* linalg_softmax.c - linalg.softmax and the three Winograd transforms
 * (linalg.winograd_filter_transform / _input_transform / _output_transform):
 * parse, print, verify, and softmax's bufferization.
 *
 * None of them is a structured op (no indexing maps, no body): each has one
 * input and one output, destination style, and the syntax
 *
 *   linalg.softmax {attrs} dimension(d) ins(%x : T) outs(%y : T) [-> T]
 *   linalg.winograd_filter_transform {attrs} fmr(F_4_3) ins(%f : T) outs(%o : U) -> U
 *
 * softmax normalises along `dimension`: out = exp(x - max) / sum(exp(x -
 * max)), on tensors or memrefs (its memory effects are those of every
 * linalg op: reads and writes of its memref operands, none on tensors).
 * The transforms take F(m, r) as `fmr` (an i32 enum: F_2_3 = 0, F_4_3 = 1,
 * F_2_5 = 2; tile m x m, kernel r x r, alpha = m + r - 1), on 4-D / 6-D
 * ranked tensors only: filter (F, H, W, C) -> (alphaH, alphaW, C, F);
 * input (N, H, W, C) -> (alphaH, alphaW, tileH, tileW, N, C); output
 * (alphaH, alphaW, tileH, tileW, N, F) -> (N, H, W, F).  A dimension of
 * size 1 is not transformed (alpha 1).  They declare no memory effects
 * upstream, so they are never erased as dead (neither here).
 *
 * Invariant kept: what we store is what mlir-opt 22 stores (softmax's
 * `dimension` as an i64 property, `fmr` as an i32 property); verification
 * follows upstream's order: ODS constraints (attributes, operand and result
 * types, same element types), DestinationStyleOpInterface, then the op's
 * verify() with its messages.
 *
 * Bufferization: softmax bufferizes like every DPS op (upstream's
 * SoftmaxOpInterface): the input is read, the output written and not read,
 * the result is the output's buffer.  mlir-opt 22 has no bufferization for
 * the transforms: One-Shot says "op was not bufferized" (no hook here).
 *
 * Costs: O(rank) per op for everything here.
 */
#include "../ir/ir_private.h"
#include "bufferize_ifaces.h"
#include "common.h"
#include "linalg_softmax.h"
#include "shaped_ops.h"

#include <stdlib.h>
#include <string.h>

static const char *const k_fmr_names[] = {"F_2_3", "F_4_3", "F_2_5"};
static const int64_t k_fmr_m[] = {2, 4, 2}, k_fmr_r[] = {3, 3, 5};
enum { NUM_FMR = 3 };

/* ---------------------------------------------------------------- parse */

/* `ins(%x : T)` / `outs(%x : T)`: T must be shaped (tensor_only: a ranked
 * tensor), with upstream's "invalid kind of type" errors at T. */
static int parse_operand_group(bo_parser *p, bo_parse_state *st, const char *kw, bool tensor_only) {
  bo_unresolved u;
  const bo_type *t;
  bo_value *v;
  if (bo_parse_keyword(p, kw) || bo_parse_punct(p, "(") || bo_parse_operand(p, &u) || bo_parse_punct(p, ":"))
    return -1;
  bo_loc at = bo_parser_loc(p);
  if (bo_parse_type(p, &t)) return -1;
  if (tensor_only && bo_type_get_kind(t) != BO_TYPE_TENSOR) {
    char *s = bo_type_to_string(t);
    bo_parser_custom_error_at(p, at, "invalid kind of type specified: expected builtin.tensor, but found '%s'", s);
    free(s);
    return -1;
  }
  if (!tensor_only && !bo_type_is_shaped(t))
    return bo_parser_custom_error_at(p, at, "invalid kind of type specified");
  if (bo_parse_punct(p, ")") || bo_resolve_operand(p, &u, t, &v)) return -1;
  bo_state_add_operand(st, v);
  return 0;
}

int bo_linalg_softmax_parse(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  int64_t d;
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_keyword(p, "dimension") || bo_parse_punct(p, "(") ||
      bo_parse_integer(p, &d) || bo_parse_punct(p, ")"))
    return -1;
  bo_state_add_attr(st, "dimension", bo_attr_integer(ctx, bo_type_integer(ctx, 64, BO_SIGNLESS), d));
  if (parse_operand_group(p, st, "ins", false) || parse_operand_group(p, st, "outs", false)) return -1;
  if (bo_parse_optional_punct(p, "->") > 0) {
    bo_type_vec v = {0};
    int rc = bo_parse_type_list(p, &v);
    if (!rc) bo_state_add_result_types(st, v.data, v.len);
    bo_vec_free(&v);
    return rc;
  }
  return 0;
}

int bo_linalg_winograd_parse(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  const char *kw = NULL;
  const bo_type *rt;
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_keyword(p, "fmr") || bo_parse_punct(p, "("))
    return -1;
  bo_loc at = bo_parser_loc(p);
  int k = NUM_FMR;
  if (bo_parse_optional_any_keyword(p, &kw) > 0)
    for (k = 0; k < NUM_FMR && strcmp(kw, k_fmr_names[k]) != 0; k++) {
    }
  if (k == NUM_FMR)
    return bo_parser_custom_error_at(p, at,
                                     "expected string or keyword containing one of the following enum values "
                                     "for attribute 'fmr' [F_2_3, F_4_3, F_2_5]");
  bo_state_add_attr(st, "fmr", bo_attr_integer(ctx, bo_type_integer(ctx, 32, BO_SIGNLESS), k));
  if (bo_parse_punct(p, ")") || parse_operand_group(p, st, "ins", true) ||
      parse_operand_group(p, st, "outs", true) || bo_parse_punct(p, "->"))
    return -1;
  bo_loc tat = bo_parser_loc(p);
  if (bo_parse_type(p, &rt)) return -1;
  if (bo_type_get_kind(rt) != BO_TYPE_TENSOR) {
    char *s = bo_type_to_string(rt);
    bo_parser_custom_error_at(p, tat, "invalid kind of type specified: expected builtin.tensor, but found '%s'", s);
    free(s);
    return -1;
  }
  bo_state_add_result_type(st, rt);
  return 0;
}

/* ---------------------------------------------------------------- print */

static void print_ins_outs(bo_printer *p, bo_op *op) {
  bo_print_str(p, " ins(");
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_operand(op, 0)));
  bo_print_str(p, ") outs(");
  bo_print_operand(p, bo_op_get_operand(op, 1));
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_operand(op, 1)));
  bo_print_char(p, ')');
  if (bo_op_get_num_results(op)) {
    bo_print_str(p, " -> ");
    bo_print_result_types(p, op);
  }
}

void bo_linalg_softmax_print(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"dimension"};
  bo_print_optional_attr_dict(p, op, elided, 1);
  const bo_attr *d = bo_op_get_prop(op, "dimension");
  bo_printf(p, " dimension(%lld)", d ? (long long)bo_attr_get_int(d) : 0LL);
  print_ins_outs(p, op);
}

void bo_linalg_winograd_print(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"fmr"};
  bo_print_optional_attr_dict(p, op, elided, 1);
  const bo_attr *f = bo_op_get_prop(op, "fmr");
  int64_t k = f ? bo_attr_get_int(f) : 0;
  bo_printf(p, " fmr(%s)", k >= 0 && k < NUM_FMR ? k_fmr_names[k] : "?");
  print_ins_outs(p, op);
}

/* --------------------------------------------------------------- verify */

static const bo_type *otype(bo_op *op, unsigned i) { return bo_value_get_type(bo_op_get_operand(op, i)); }

static int type_error(bo_op *op, const char *what, unsigned i, const char *desc, const bo_type *t) {
  bo_tnames T = {0};
  bo_op_emit_error(op, "%s #%u must be %s, but got '%s'", what, i, desc, bo_tnames_get(&T, t));
  bo_tnames_free(&T);
  return -1;
}

/* DestinationStyleOpInterface's verifier for one input and one output. */
static int verify_dps(bo_op *op) {
  const bo_type *out = otype(op, 1);
  bool tensor_out = bo_type_get_kind(out) == BO_TYPE_TENSOR;
  if (!tensor_out && bo_type_get_kind(out) != BO_TYPE_MEMREF)
    return bo_op_emit_error(op, "expected that operand #1 is a ranked tensor or a ranked memref");
  unsigned tensor_results = 0, nres = bo_op_get_num_results(op);
  for (unsigned i = 0; i < nres; i++)
    if (bo_type_is_tensor(bo_value_get_type(bo_op_get_result(op, i)))) tensor_results++;
  if (tensor_results != (tensor_out ? 1u : 0u))
    return bo_op_emit_error(op,
                            "expected the number of tensor results (%u) to be equal to the number of output "
                            "tensors (%u)",
                            tensor_results, tensor_out ? 1u : 0u);
  if (tensor_out && bo_value_get_type(bo_op_get_result(op, 0)) != out) {
    bo_tnames T = {0};
    bo_op_emit_error(op, "expected type of operand #1 ('%s') to match type of corresponding result ('%s')",
                     bo_tnames_get(&T, out), bo_tnames_get(&T, bo_value_get_type(bo_op_get_result(op, 0))));
    bo_tnames_free(&T);
    return -1;
  }
  return 0;
}

/* verifyCompatibleShape of two shapes. */
static bool compatible(const int64_t *a, unsigned ra, const int64_t *b, unsigned rb) {
  if (ra != rb) return false;
  for (unsigned i = 0; i < ra; i++)
    if (a[i] != BO_DYNAMIC && b[i] != BO_DYNAMIC && a[i] != b[i]) return false;
  return true;
}

int bo_linalg_softmax_verify(bo_op *op) {
  if (bo_verify_counts(op, 0, -1, 0, 2)) return -1;
  const bo_attr *d = bo_op_get_prop(op, "dimension");
  if (!d) return bo_op_emit_error(op, "requires attribute 'dimension'");
  if (bo_attr_get_kind(d) != BO_ATTR_INTEGER || bo_type_get_kind(bo_attr_get_type(d)) != BO_TYPE_INTEGER ||
      bo_type_get_width(bo_attr_get_type(d)) != 64 || bo_type_get_signedness(bo_attr_get_type(d)) != BO_SIGNLESS)
    return bo_op_emit_error(op, "attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute");
  for (unsigned i = 0; i < 2; i++)
    if (!bo_type_is_shaped(otype(op, i))) return type_error(op, "operand", i, "shaped of any type values", otype(op, i));
  for (unsigned i = 0; i < bo_op_get_num_results(op); i++) {
    const bo_type *t = bo_value_get_type(bo_op_get_result(op, i));
    if (bo_type_get_kind(t) != BO_TYPE_TENSOR)
      return type_error(op, "result", i, "variadic of ranked tensor of any type values", t);
  }
  if (bo_type_get_element_type(otype(op, 0)) != bo_type_get_element_type(otype(op, 1)))
    return bo_op_emit_error(op, "failed to verify that input and output have same element type");
  if (verify_dps(op)) return -1;
  const bo_type *in = otype(op, 0), *out = otype(op, 1);
  if (bo_type_has_rank(in) && bo_type_has_rank(out) &&
      !compatible(bo_type_get_shape(in), bo_type_get_rank(in), bo_type_get_shape(out), bo_type_get_rank(out)))
    return bo_op_emit_error(op, "incompatible output shape");
  int64_t dim = bo_attr_get_int(d);
  if (dim < 0 || !bo_type_has_rank(in) || dim >= (int64_t)bo_type_get_rank(in))
    return bo_op_emit_error(op, "incorrect dimension specified");
  return 0;
}

/* The names of the operands of each transform, for the ODS messages. */
typedef struct winograd_desc {
  const char *in_name;
  unsigned in_rank, out_rank;
} winograd_desc;

static const winograd_desc *winograd_of(const bo_op *op) {
  static const winograd_desc filter = {"filter", 4, 4}, input = {"input", 4, 6}, output = {"value", 6, 4};
  return bo_op_isa(op, BO_OP_LINALG_WINOGRAD_FILTER_TRANSFORM)  ? &filter
         : bo_op_isa(op, BO_OP_LINALG_WINOGRAD_INPUT_TRANSFORM) ? &input
                                                                : &output;
}

static int rank_check(bo_op *op, const char *what, unsigned i, const bo_type *t, unsigned rank) {
  if (bo_type_get_kind(t) == BO_TYPE_TENSOR && bo_type_get_rank(t) == rank) return 0;
  char desc[48];
  snprintf(desc, sizeof desc, "%uD tensor of any type values", rank);
  return type_error(op, what, i, desc, t);
}

static int output_shape_error(bo_op *op) { return bo_op_emit_error(op, "the output shape is not expected"); }

static int verify_filter(bo_op *op, int64_t m, int64_t r) {
  const int64_t *f = bo_type_get_shape(otype(op, 0)); /* F, H, W, C */
  int64_t h = f[1], w = f[2];
  if (h != r && h != 1) return bo_op_emit_error(op, "expect filter height either equals to r or 1");
  if (w != r && w != 1) return bo_op_emit_error(op, "expect filter width either equals to r or 1");
  if (h == 1 && w == 1) return bo_op_emit_error(op, "expect either filter height or width equals to r");
  int64_t expect[4] = {h == r ? m + r - 1 : 1, w == r ? m + r - 1 : 1, f[3], f[0]};
  if (!compatible(expect, 4, bo_type_get_shape(otype(op, 1)), 4)) return output_shape_error(op);
  return 0;
}

static int verify_input(bo_op *op, int64_t m, int64_t r) {
  const int64_t *x = bo_type_get_shape(otype(op, 0)), *o = bo_type_get_shape(otype(op, 1));
  int64_t h = x[1], w = x[2], alpha = m + r - 1, expect[6];
  bool left = o[0] != 1, right = o[1] != 1;
  if (h == BO_DYNAMIC) {
    expect[0] = alpha;
    expect[2] = BO_DYNAMIC;
  } else {
    expect[0] = left ? alpha : 1;
    expect[2] = left ? (h - (r - 1)) / m : h;
  }
  if (w == BO_DYNAMIC) {
    expect[1] = alpha;
    expect[3] = BO_DYNAMIC;
  } else {
    expect[1] = right ? alpha : 1;
    expect[3] = right ? (w - (r - 1)) / m : w;
  }
  expect[4] = x[0];
  expect[5] = x[3];
  if (!compatible(expect, 6, o, 6)) return output_shape_error(op);
  return 0;
}

static int verify_output(bo_op *op, int64_t m, int64_t r) {
  const int64_t *v = bo_type_get_shape(otype(op, 0)); /* alphaH, alphaW, tileH, tileW, N, F */
  int64_t expect[4];
  bool left = v[0] != 1, right = v[1] != 1;
  if (v[0] == BO_DYNAMIC || v[2] == BO_DYNAMIC) {
    expect[1] = BO_DYNAMIC;
  } else {
    if (v[0] != (left ? m + r - 1 : 1)) return bo_op_emit_error(op, "expect input height equals to input tile size");
    expect[1] = (left ? m : 1) * v[2];
  }
  if (v[1] == BO_DYNAMIC || v[3] == BO_DYNAMIC) {
    expect[2] = BO_DYNAMIC;
  } else {
    if (v[1] != (right ? m + r - 1 : 1)) return bo_op_emit_error(op, "expect input width equals to input tile size");
    expect[2] = (right ? m : 1) * v[3];
  }
  expect[0] = v[4];
  expect[3] = v[5];
  if (!compatible(expect, 4, bo_type_get_shape(otype(op, 1)), 4)) return output_shape_error(op);
  return 0;
}

int bo_linalg_winograd_verify(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 2)) return -1;
  const winograd_desc *w = winograd_of(op);
  const bo_attr *f = bo_op_get_prop(op, "fmr");
  if (!f) return bo_op_emit_error(op, "requires attribute 'fmr'");
  if (bo_attr_get_kind(f) != BO_ATTR_INTEGER || bo_type_get_kind(bo_attr_get_type(f)) != BO_TYPE_INTEGER ||
      bo_type_get_width(bo_attr_get_type(f)) != 32 || bo_attr_get_int(f) < 0 || bo_attr_get_int(f) >= NUM_FMR)
    return bo_op_emit_error(op, "attribute 'fmr' failed to satisfy constraint: allowed 32-bit signless integer "
                                "cases: 0, 1, 2");
  if (rank_check(op, "operand", 0, otype(op, 0), w->in_rank) || rank_check(op, "operand", 1, otype(op, 1), w->out_rank) ||
      rank_check(op, "result", 0, bo_value_get_type(bo_op_get_result(op, 0)), w->out_rank))
    return -1;
  if (bo_type_get_element_type(otype(op, 0)) != bo_type_get_element_type(otype(op, 1)))
    return bo_op_emit_error(op, "failed to verify that all of {%s, output} have same element type", w->in_name);
  if (verify_dps(op)) return -1;
  int64_t k = bo_attr_get_int(f), m = k_fmr_m[k], r = k_fmr_r[k];
  if (bo_op_isa(op, BO_OP_LINALG_WINOGRAD_FILTER_TRANSFORM)) return verify_filter(op, m, r);
  if (bo_op_isa(op, BO_OP_LINALG_WINOGRAD_INPUT_TRANSFORM)) return verify_input(op, m, r);
  return verify_output(op, m, r);
}

/* -------------------------------------------------------- bufferization */

static bool softmax_reads(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return i == 0; }
static bool softmax_writes(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return i == 1; }
static int softmax_alias(const bo_op *op, unsigned i, bool *eq, const bo_bufferize_state *st) {
  *eq = i == 1;
  return i == 1 && op->num_results == 1 ? 0 : -1;
}

/* The same op on buffers, without results; the result is the output's
 * buffer.  Discardable attributes stay, but the analysis' annotations. */
static int softmax_rewrite(bo_op *op, bo_bufferizer *bz) {
  bo_value *ops[2];
  for (unsigned i = 0; i < 2; i++) {
    bo_value *v = op->operands[i].value;
    ops[i] = !bo_type_is_tensor(v->type) ? v
             : i == 0                   ? bo_bufferizer_read_buffer(bz, op, i)
                                        : bo_bufferizer_write_buffer(bz, op, i);
  }
  bo_named_attr *attrs = malloc((op->num_attrs + 1) * sizeof *attrs);
  unsigned na = 0;
  for (unsigned i = 0; i < op->num_attrs; i++)
    if (strcmp(op->attrs[i].name, "__inplace_operands_attr__") != 0) attrs[na++] = op->attrs[i];
  bo_op_state st = {.id = BO_OP_LINALG_SOFTMAX, .loc = op->loc, .num_operands = 2, .operands = ops,
                    .num_props = op->num_props, .props = op->props, .num_attrs = na, .attrs = attrs};
  bo_op *m = bo_op_create_ex(op->ctx, &st, true);
  bo_builder_insert(bo_bufferizer_builder(bz), m);
  free(attrs);
  if (op->num_results) bo_bufferizer_replace(bz, op, 0, ops[1]);
  return 0;
}

const bo_bufferize_iface bo_linalg_softmax_bufferize = {
    .reads = softmax_reads,
    .writes = softmax_writes,
    .aliasing_result = softmax_alias,
    .rewrite = softmax_rewrite,
};
