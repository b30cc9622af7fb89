/* onnx.c - the ONNX dialect, reduced to sequences of tensors.
 *
 * The ops are the ones onnx-mlir writes for ONNX sequences (SequenceEmpty,
 * SequenceConstruct, SequenceInsert, SequenceErase, SequenceAt,
 * SequenceLength, SplitToSequence, ConcatFromSequence) plus the two ops their
 * operands come from: onnx.NoValue (the `none` an omitted optional operand
 * is) and onnx.Constant.  Like onnx-mlir they have no custom syntax except
 * onnx.Constant, so they are read and printed in generic form; attributes
 * given in `{...}` become properties (`<{...}>`) as in onnx-mlir's output.
 *
 * The verifiers check what onnx-mlir's ODS and verifiers check, with its
 * messages where it has one (docs/sequences.md lists them): the operand and
 * result kinds, that every tensor put into or read out of a sequence has the
 * sequence's element type, and the attribute ranges of SplitToSequence and
 * ConcatFromSequence.  Shapes are not checked against each other: a sequence
 * type's element is the merge of its elements (onnx-mlir's shape inference),
 * and the text does not say how long the sequence is.
 *
 * Invariant: every op here is pure (sequences are values; nothing is written
 * in place at this level).  Cost: each verifier is O(operands + rank).
 */
#include "onnx.h"

#include <stdio.h>

#include "bufferize_ifaces.h"
#include "onnx_bufferize.h"
#include "common.h"

/* ----------------------------------------------------------- op names */

const char *bo_onnx_op_name(bo_onnx_op_id id) { return bo_op_names[id]; }

/* ------------------------------------------------------ the sequence type */

static const char k_seq_prefix[] = "onnx.Seq<";
enum { SEQ_PREFIX_LEN = sizeof k_seq_prefix - 1 };

bool bo_onnx_is_seq(const bo_type *t) {
  if (!t || bo_type_get_kind(t) != BO_TYPE_OPAQUE) return false;
  const char *s = bo_type_get_opaque_text(t);
  size_t n = t->u.opaque.len;
  return n > SEQ_PREFIX_LEN && !strncmp(s, k_seq_prefix, SEQ_PREFIX_LEN) && s[n - 1] == '>';
}

static bool is_seq_obj(const void *t, void *user) {
  (void)user;
  return bo_onnx_is_seq(t);
}

bool bo_onnx_context_has_seq(bo_context *ctx) {
  return bo_intern_table_any(&ctx->types, is_seq_obj, NULL);
}

static const char *skip_spaces(const char *s, const char *end) {
  while (s < end && (*s == ' ' || *s == '\t' || *s == '\n')) s++;
  return s;
}

static bool starts(const char *s, const char *end, const char *word) {
  size_t n = strlen(word);
  return (size_t)(end - s) >= n && !memcmp(s, word, n);
}

/* A scalar type name at s: f16 bf16 f32 f64 index iN siN uiN. */
static const bo_type *parse_scalar(bo_context *ctx, const char **sp, const char *end) {
  const char *s = *sp;
  static const struct { const char *name; bo_float_kind kind; } floats[] = {
      {"bf16", BO_BF16}, {"f16", BO_F16}, {"f32", BO_F32}, {"f64", BO_F64}};
  for (unsigned i = 0; i < sizeof floats / sizeof floats[0]; i++)
    if (starts(s, end, floats[i].name)) {
      *sp = s + strlen(floats[i].name);
      return bo_type_float(ctx, floats[i].kind);
    }
  if (starts(s, end, "index")) {
    *sp = s + 5;
    return bo_type_index(ctx);
  }
  bo_signedness sg = BO_SIGNLESS;
  if (starts(s, end, "si")) sg = BO_SIGNED, s += 2;
  else if (starts(s, end, "ui")) sg = BO_UNSIGNED, s += 2;
  else if (starts(s, end, "i")) s += 1;
  else return NULL;
  unsigned w = 0;
  const char *d = s;
  while (s < end && *s >= '0' && *s <= '9' && w < 100000) w = w * 10 + (unsigned)(*s++ - '0');
  if (s == d || w == 0) return NULL;
  *sp = s;
  return bo_type_integer(ctx, w, sg);
}

/* `tensor<AxBxT>` or `tensor<*xT>` in [s, end): the whole range. */
static const bo_type *parse_tensor_text(bo_context *ctx, const char *s, const char *end) {
  s = skip_spaces(s, end);
  while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\n')) end--;
  if (!starts(s, end, "tensor<") || end[-1] != '>') return NULL;
  s += 7;
  end--;
  s = skip_spaces(s, end);
  if (starts(s, end, "*")) {
    s = skip_spaces(s + 1, end);
    if (!starts(s, end, "x")) return NULL;
    s = skip_spaces(s + 1, end);
    const bo_type *elem = parse_scalar(ctx, &s, end);
    return elem && skip_spaces(s, end) == end ? bo_type_unranked_tensor(ctx, elem) : NULL;
  }
  int64_t shape[64];
  unsigned rank = 0;
  for (;;) {
    s = skip_spaces(s, end);
    int64_t dim;
    if (starts(s, end, "?")) {
      dim = BO_DYNAMIC;
      s++;
    } else if (s < end && *s >= '0' && *s <= '9') {
      dim = 0;
      while (s < end && *s >= '0' && *s <= '9' && dim < ((int64_t)1 << 50))
        dim = dim * 10 + (*s++ - '0');
    } else {
      break;
    }
    s = skip_spaces(s, end);
    if (!starts(s, end, "x") || rank == 64) return NULL;
    s++;
    shape[rank++] = dim;
  }
  const bo_type *elem = parse_scalar(ctx, &s, end);
  if (!elem || skip_spaces(s, end) != end) return NULL;
  return bo_type_tensor(ctx, rank, shape, elem, NULL);
}

const bo_type *bo_onnx_seq_elem(bo_context *ctx, const bo_type *t) {
  if (!bo_onnx_is_seq(t)) return NULL;
  const char *s = bo_type_get_opaque_text(t);
  return parse_tensor_text(ctx, s + SEQ_PREFIX_LEN, s + t->u.opaque.len - 1);
}

const bo_type *bo_onnx_seq_type(bo_context *ctx, const bo_type *elem) {
  bo_str s = {0};
  bo_str_puts(&s, k_seq_prefix);
  bo_format_type(&s, elem);
  bo_str_putc(&s, '>');
  const bo_type *t = bo_type_opaque(ctx, s.data, s.len);
  bo_str_free(&s);
  return t;
}

const bo_type *bo_onnx_merge_types(bo_context *ctx, const bo_type *a, const bo_type *b) {
  if (!bo_type_has_rank(a)) return a;
  if (!bo_type_has_rank(b)) return b;
  unsigned rank = bo_type_get_rank(a);
  if (rank != bo_type_get_rank(b) || rank > 64)
    return bo_type_unranked_tensor(ctx, bo_type_get_element_type(a));
  int64_t dims[64];
  for (unsigned d = 0; d < rank; d++) {
    int64_t x = bo_type_get_shape(a)[d], y = bo_type_get_shape(b)[d];
    dims[d] = x != y ? BO_DYNAMIC : y;
  }
  return bo_type_tensor(ctx, rank, dims, bo_type_get_element_type(a), NULL);
}

/* ------------------------------------------------------ type constraints */

static bool is_seq_of_tensor(const bo_type *t) { return bo_onnx_is_seq(t); }
static bool is_tensor(const bo_type *t) { return bo_type_is_tensor(t); }
static bool is_none(const bo_type *t) { return bo_type_get_kind(t) == BO_TYPE_NONE; }
static bool is_i32_i64(const bo_type *t) {
  return bo_type_get_kind(t) == BO_TYPE_INTEGER && bo_type_get_signedness(t) == BO_SIGNLESS &&
         (bo_type_get_width(t) == 32 || bo_type_get_width(t) == 64);
}
static bool is_position(const bo_type *t) {
  return bo_type_is_tensor(t) && is_i32_i64(bo_type_get_element_type(t));
}
static bool is_position_or_none(const bo_type *t) { return is_position(t) || is_none(t); }
static bool is_i64_tensor(const bo_type *t) {
  return bo_type_is_tensor(t) && bo_type_is_integer(bo_type_get_element_type(t), 64) &&
         bo_type_get_signedness(bo_type_get_element_type(t)) == BO_SIGNLESS;
}

static const char k_seq_desc[] = "SeqType of any type values";
static const char k_tensor_desc[] = "tensor of any type values";
static const char k_pos_desc[] = "tensor of 32-bit signless integer or 64-bit signless integer "
                                 "values";
static const char k_pos_none_desc[] = "tensor of 32-bit signless integer or 64-bit signless "
                                      "integer values or none type";

/* The scalar element type of a sequence's tensors, or NULL when the element
 * is not a tensor type bufopt reads (onnx-mlir's ZipMap makes sequences of
 * tuples): the verifiers then skip the element-type checks, and the passes
 * and the interpreter refuse such a sequence. */
static const bo_type *seq_dtype(bo_op *op, const bo_type *seq) {
  const bo_type *elem = bo_onnx_seq_elem(bo_op_get_context(op), seq);
  return elem ? bo_type_get_element_type(elem) : NULL;
}

static int int_prop(const bo_op *op, const char *name, int64_t dflt, int64_t *out) {
  const bo_attr *a = bo_op_get_prop(op, name);
  *out = dflt;
  if (!a) return 0;
  if (bo_attr_get_kind(a) != BO_ATTR_INTEGER) return -1;
  *out = bo_attr_get_int(a);
  return 0;
}

static int verify_int_prop(bo_op *op, const char *name, int64_t dflt, int64_t *out) {
  if (int_prop(op, name, dflt, out))
    return bo_op_emit_error(op, "attribute '%s' failed to satisfy constraint: 64-bit signed "
                                "integer attribute",
                            name);
  return 0;
}

/* onnx-mlir's Diagnostic::emitAttributeOutOfRangeError (a plain error at the
 * op's location, prefixed with the op name). */
static int attr_out_of_range(bo_op *op, const char *attr, int64_t v, int64_t lo, int64_t hi) {
  return bo_op_emit_plain_error(op, "%s: '%s' value is %lld, accepted range is [%lld, %lld]",
                                bo_op_get_name(op), attr, (long long)v, (long long)lo,
                                (long long)hi);
}

/* "'op' op <what> has element type 'T', the sequence holds 'U'". */
static int dtype_mismatch(bo_op *op, const char *what, const bo_type *got, const bo_type *want) {
  char buf[96];
  snprintf(buf, sizeof buf, "%s has element type '", what);
  return bo_emit_types_error(op, buf, got, "', the sequence holds '", want, "'");
}

/* -------------------------------------------------------------- NoValue */

static const char *const no_value_attrs[] = {"value", NULL};

static int verify_no_value(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 0) ||
      bo_verify_result_is(op, 0, is_none, "none type"))
    return -1;
  return 0;
}

/* ------------------------------------------------------------- Constant */

static const char *const constant_attrs[] = {"value", "sparse_value", "value_float",
                                             "value_floats", "value_int", "value_ints",
                                             "value_string", "value_strings", NULL};

/* `onnx.Constant dense<1> : tensor<i64>` or `onnx.Constant {value = ...} : T`. */
static int parse_constant(bo_parser *p, bo_parse_state *st) {
  if (bo_parse_optional_attr_dict(p, st) < 0) return -1;
  const bo_attr *value = bo_state_get_attr(st, "value");
  if (!value) {
    if (bo_parse_attribute(p, NULL, &value)) return -1;
    bo_state_add_attr(st, "value", value);
    if (bo_parse_optional_attr_dict(p, st) < 0) return -1;
  }
  const bo_type *t = NULL;
  if (bo_parser_peek_punct(p, ":")) {
    if (bo_parse_colon_type(p, &t)) return -1;
  } else {
    t = bo_attr_get_type(value);
    if (!t) return bo_parser_error(p, "expected ':'");
  }
  bo_state_add_result_type(st, t);
  return 0;
}

static void print_constant(bo_printer *p, bo_op *op) {
  const bo_attr *value = bo_op_get_prop(op, "value");
  const bo_type *rt = bo_value_get_type(bo_op_get_result(op, 0));
  static const char *const elided[] = {"value"};
  if (value && bo_attr_get_type(value) == rt) {
    bo_print_char(p, ' ');
    bo_print_attr(p, value);
    bo_print_optional_attr_dict(p, op, elided, 1);
    return;
  }
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, rt);
}

static int verify_constant(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 0) || bo_verify_result_is(op, 0, is_tensor, k_tensor_desc))
    return -1;
  const bo_attr *value = bo_op_get_prop(op, "value");
  if (value && bo_attr_get_type(value) &&
      bo_attr_get_type(value) != bo_value_get_type(bo_op_get_result(op, 0)))
    return bo_emit_types_error(op, "result type '", bo_value_get_type(bo_op_get_result(op, 0)),
                               "' does not match the type of 'value' '",
                               bo_attr_get_type(value), "'");
  return 0;
}

/* -------------------------------------------------------- SequenceEmpty */

static const char *const empty_attrs[] = {"dtype", NULL};

/* ONNX's TensorProto data type numbers as onnx-mlir maps them to MLIR types
 * (signed ONNX integers are signless in onnx-mlir, unsigned ones unsigned). */
static const bo_type *onnx_dtype_type(bo_context *ctx, int64_t dtype) {
  switch (dtype) {
  case 1: return bo_type_float(ctx, BO_F32);
  case 2: return bo_type_integer(ctx, 8, BO_UNSIGNED);
  case 3: return bo_type_integer(ctx, 8, BO_SIGNLESS);
  case 4: return bo_type_integer(ctx, 16, BO_UNSIGNED);
  case 5: return bo_type_integer(ctx, 16, BO_SIGNLESS);
  case 6: return bo_type_integer(ctx, 32, BO_SIGNLESS);
  case 7: return bo_type_integer(ctx, 64, BO_SIGNLESS);
  case 9: return bo_type_integer(ctx, 1, BO_SIGNLESS);
  case 10: return bo_type_float(ctx, BO_F16);
  case 11: return bo_type_float(ctx, BO_F64);
  case 12: return bo_type_integer(ctx, 32, BO_UNSIGNED);
  case 13: return bo_type_integer(ctx, 64, BO_UNSIGNED);
  case 16: return bo_type_float(ctx, BO_BF16);
  default: return NULL;
  }
}

static int verify_empty(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 0) ||
      bo_verify_result_is(op, 0, is_seq_of_tensor, k_seq_desc))
    return -1;
  int64_t dtype;
  if (verify_int_prop(op, "dtype", 1, &dtype)) return -1;
  const bo_type *want = onnx_dtype_type(bo_op_get_context(op), dtype);
  const bo_type *have = seq_dtype(op, bo_value_get_type(bo_op_get_result(op, 0)));
  if (have && have != want)
    return bo_op_emit_error(op, "SequenceEmpty getDtype() does not match the output type");
  return 0;
}

/* ---------------------------------------------------- SequenceConstruct */

static int verify_construct(bo_op *op) {
  if (bo_verify_num_regions(op, 0) || bo_verify_num_results(op, 1) ||
      bo_verify_num_successors(op, 0) || bo_verify_min_operands(op, 1) ||
      bo_verify_all_operands_are(op, is_tensor, k_tensor_desc) ||
      bo_verify_result_is(op, 0, is_seq_of_tensor, k_seq_desc))
    return -1;
  const bo_type *dt = seq_dtype(op, bo_value_get_type(bo_op_get_result(op, 0)));
  if (!dt) return 0;
  for (unsigned i = 0; i < bo_op_get_num_operands(op); i++) {
    const bo_type *et = bo_type_get_element_type(bo_value_get_type(bo_op_get_operand(op, i)));
    if (et != dt) {
      char what[32];
      snprintf(what, sizeof what, "input #%u", i);
      return dtype_mismatch(op, what, et, dt);
    }
  }
  return 0;
}

/* ------------------------------------------------------- SequenceInsert */

/* The result is a sequence of the input sequence's element type. */
static int verify_seq_result(bo_op *op, const bo_type *dt) {
  const bo_type *rt = seq_dtype(op, bo_value_get_type(bo_op_get_result(op, 0)));
  if (rt && rt != dt) return dtype_mismatch(op, "the result sequence", rt, dt);
  return 0;
}

static int verify_insert(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 3) ||
      bo_verify_operand_is(op, 0, is_seq_of_tensor, k_seq_desc) ||
      bo_verify_operand_is(op, 1, is_tensor, k_tensor_desc) ||
      bo_verify_operand_is(op, 2, is_position_or_none, k_pos_none_desc) ||
      bo_verify_result_is(op, 0, is_seq_of_tensor, k_seq_desc))
    return -1;
  const bo_type *dt = seq_dtype(op, bo_value_get_type(bo_op_get_operand(op, 0)));
  if (!dt) return 0;
  if (bo_type_get_element_type(bo_value_get_type(bo_op_get_operand(op, 1))) != dt)
    return bo_op_emit_error(op, "Element types of the tensor in seqence and input have to be "
                                "the same");
  return verify_seq_result(op, dt);
}

/* -------------------------------------------------------- SequenceErase */

static int verify_erase(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 2) ||
      bo_verify_operand_is(op, 0, is_seq_of_tensor, k_seq_desc) ||
      bo_verify_operand_is(op, 1, is_position_or_none, k_pos_none_desc) ||
      bo_verify_result_is(op, 0, is_seq_of_tensor, k_seq_desc))
    return -1;
  const bo_type *dt = seq_dtype(op, bo_value_get_type(bo_op_get_operand(op, 0)));
  return dt ? verify_seq_result(op, dt) : 0;
}

/* ----------------------------------------------------------- SequenceAt */

static int verify_at(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 2) ||
      bo_verify_operand_is(op, 0, is_seq_of_tensor, k_seq_desc) ||
      bo_verify_operand_is(op, 1, is_position, k_pos_desc) ||
      bo_verify_result_is(op, 0, is_tensor, k_tensor_desc))
    return -1;
  const bo_type *dt = seq_dtype(op, bo_value_get_type(bo_op_get_operand(op, 0)));
  if (!dt) return 0;
  const bo_type *rt = bo_type_get_element_type(bo_value_get_type(bo_op_get_result(op, 0)));
  if (rt != dt) return dtype_mismatch(op, "the result", rt, dt);
  return 0;
}

/* ------------------------------------------------------- SequenceLength */

static int verify_length(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 1) ||
      bo_verify_operand_is(op, 0, is_seq_of_tensor, k_seq_desc) ||
      bo_verify_result_is(op, 0, is_i64_tensor, "tensor of 64-bit signless integer values"))
    return -1;
  return 0;
}

/* ------------------------------------------------------ SplitToSequence */

static const char *const split_attrs[] = {"axis", "keepdims", NULL};

/* The constant integer elements of v (onnx.Constant or arith.constant with a
 * dense value), else NULL. */
static const bo_attr *constant_dense(const bo_value *v) {
  bo_op *def = bo_value_get_def_op(v);
  if (!def || !(bo_op_get_info(def)->traits & BO_TRAIT_CONSTANT_LIKE)) return NULL;
  const bo_attr *a = bo_op_get_prop(def, "value");
  return a && bo_attr_get_kind(a) == BO_ATTR_DENSE && !bo_attr_dense_is_float(a) ? a : NULL;
}

static int verify_split(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 2) || bo_verify_operand_is(op, 0, is_tensor, k_tensor_desc) ||
      bo_verify_operand_is(op, 1, is_position_or_none, k_pos_none_desc) ||
      bo_verify_result_is(op, 0, is_seq_of_tensor, k_seq_desc))
    return -1;
  int64_t axis, keep;
  if (verify_int_prop(op, "axis", 0, &axis) || verify_int_prop(op, "keepdims", 1, &keep))
    return -1;
  const bo_type *in = bo_value_get_type(bo_op_get_operand(op, 0));
  const bo_type *dt = seq_dtype(op, bo_value_get_type(bo_op_get_result(op, 0)));
  if (dt && bo_type_get_element_type(in) != dt)
    return dtype_mismatch(op, "the input", bo_type_get_element_type(in), dt);
  if (!bo_type_has_rank(in)) return 0;
  int64_t rank = bo_type_get_rank(in);
  if (axis < -rank || axis >= rank) return attr_out_of_range(op, "axis", axis, -rank, rank - 1);
  if (axis < 0) axis += rank;
  const bo_value *split = bo_op_get_operand(op, 1);
  const bo_type *st = bo_value_get_type(split);
  if (is_none(st)) {
    if (keep < 0 || keep > 1) return attr_out_of_range(op, "keepdims", keep, 0, 1);
    return 0;
  }
  if (!bo_type_has_rank(st)) return 0;
  unsigned srank = bo_type_get_rank(st);
  if (srank > 1) return bo_op_emit_error(op, ": split has rank %u > 1", srank);
  const bo_attr *entries = constant_dense(split);
  if (!entries) return 0;
  if (srank == 0) {
    int64_t s = bo_attr_dense_int_at(entries, 0);
    if (s <= 0) return bo_op_emit_error(op, ": split scalar %lld <= 0", (long long)s);
    return 0;
  }
  int64_t n = bo_type_get_shape(st)[0], sum = 0;
  for (int64_t i = 0; i < n; i++) {
    int64_t e = bo_attr_dense_int_at(entries, bo_attr_dense_is_splat(entries) ? 0 : (size_t)i);
    if (e < 0) return bo_op_emit_error(op, ": split tensor has entry %lld < 0", (long long)e);
    sum += e;
  }
  int64_t dim = bo_type_get_shape(in)[axis];
  if (dim != BO_DYNAMIC && dim != sum)
    return bo_op_emit_error(op, ": split tensor entries sum to %lld != axis dimension size %lld",
                            (long long)sum, (long long)dim);
  return 0;
}

/* --------------------------------------------------- ConcatFromSequence */

static const char *const concat_attrs[] = {"axis", "new_axis", NULL};

static int verify_concat(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 1) ||
      bo_verify_operand_is(op, 0, is_seq_of_tensor, k_seq_desc) ||
      bo_verify_result_is(op, 0, is_tensor, k_tensor_desc) || bo_verify_has_attr(op, "axis"))
    return -1;
  int64_t axis, new_axis;
  if (verify_int_prop(op, "axis", 0, &axis) || verify_int_prop(op, "new_axis", 0, &new_axis))
    return -1;
  bo_context *ctx = bo_op_get_context(op);
  const bo_type *elem = bo_onnx_seq_elem(ctx, bo_value_get_type(bo_op_get_operand(op, 0)));
  if (!elem) return 0;
  const bo_type *rt = bo_type_get_element_type(bo_value_get_type(bo_op_get_result(op, 0)));
  if (rt != bo_type_get_element_type(elem))
    return dtype_mismatch(op, "the result", rt, bo_type_get_element_type(elem));
  if (!bo_type_has_rank(elem)) return 0;
  int64_t r = bo_type_get_rank(elem);
  if (new_axis == 1) {
    if (axis < -r - 1 || axis > r) return attr_out_of_range(op, "axis", axis, -r - 1, r);
  } else if (new_axis == 0) {
    if (axis < -r || axis >= r) return attr_out_of_range(op, "axis", axis, -r, r - 1);
  } else {
    return attr_out_of_range(op, "new_axis", new_axis, 0, 1);
  }
  return 0;
}

/* ---------------------------------------------------------------- table */

static const bo_op_info onnx_ops[] = {
    [BO_OPI_ONNX_NO_VALUE] = {.id = BO_OP_ONNX_NO_VALUE, .name = bo_op_names[BO_OP_ONNX_NO_VALUE], .traits = BO_TRAIT_PURE | BO_TRAIT_CONSTANT_LIKE,
                             .inherent_attrs = no_value_attrs, .verify = verify_no_value,
                             .bufferize = &bo_onnx_seq_bufferize},
    [BO_OPI_ONNX_CONSTANT] = {.id = BO_OP_ONNX_CONSTANT, .name = bo_op_names[BO_OP_ONNX_CONSTANT], .traits = BO_TRAIT_PURE | BO_TRAIT_CONSTANT_LIKE,
                             .inherent_attrs = constant_attrs, .parse = parse_constant,
                             .print = print_constant, .verify = verify_constant,
                             .bufferize = &bo_arith_constant_bufferize},
    [BO_OPI_ONNX_SEQUENCE_EMPTY] = {.id = BO_OP_ONNX_SEQUENCE_EMPTY, .name = bo_op_names[BO_OP_ONNX_SEQUENCE_EMPTY], .traits = BO_TRAIT_PURE,
                                   .inherent_attrs = empty_attrs, .verify = verify_empty,
                             .bufferize = &bo_onnx_seq_bufferize},
    [BO_OPI_ONNX_SEQUENCE_CONSTRUCT] = {.id = BO_OP_ONNX_SEQUENCE_CONSTRUCT, .name = bo_op_names[BO_OP_ONNX_SEQUENCE_CONSTRUCT], .traits = BO_TRAIT_PURE,
                                       .verify = verify_construct,
                             .bufferize = &bo_onnx_seq_bufferize},
    [BO_OPI_ONNX_SEQUENCE_INSERT] = {.id = BO_OP_ONNX_SEQUENCE_INSERT, .name = bo_op_names[BO_OP_ONNX_SEQUENCE_INSERT], .traits = BO_TRAIT_PURE,
                                    .verify = verify_insert,
                             .bufferize = &bo_onnx_seq_bufferize},
    [BO_OPI_ONNX_SEQUENCE_ERASE] = {.id = BO_OP_ONNX_SEQUENCE_ERASE, .name = bo_op_names[BO_OP_ONNX_SEQUENCE_ERASE], .traits = BO_TRAIT_PURE,
                                   .verify = verify_erase,
                             .bufferize = &bo_onnx_seq_bufferize},
    [BO_OPI_ONNX_SEQUENCE_AT] = {.id = BO_OP_ONNX_SEQUENCE_AT, .name = bo_op_names[BO_OP_ONNX_SEQUENCE_AT], .traits = BO_TRAIT_PURE,
                                .verify = verify_at,
                             .bufferize = &bo_onnx_seq_bufferize},
    [BO_OPI_ONNX_SEQUENCE_LENGTH] = {.id = BO_OP_ONNX_SEQUENCE_LENGTH, .name = bo_op_names[BO_OP_ONNX_SEQUENCE_LENGTH], .traits = BO_TRAIT_PURE,
                                    .verify = verify_length,
                             .bufferize = &bo_onnx_seq_bufferize},
    [BO_OPI_ONNX_SPLIT_TO_SEQUENCE] = {.id = BO_OP_ONNX_SPLIT_TO_SEQUENCE, .name = bo_op_names[BO_OP_ONNX_SPLIT_TO_SEQUENCE], .traits = BO_TRAIT_PURE,
                                      .inherent_attrs = split_attrs, .verify = verify_split,
                             .bufferize = &bo_onnx_seq_bufferize},
    [BO_OPI_ONNX_CONCAT_FROM_SEQUENCE] = {.id = BO_OP_ONNX_CONCAT_FROM_SEQUENCE, .name = bo_op_names[BO_OP_ONNX_CONCAT_FROM_SEQUENCE],
                                         .traits = BO_TRAIT_PURE, .inherent_attrs = concat_attrs,
                                         .verify = verify_concat,
                             .bufferize = &bo_onnx_seq_bufferize},
};

bool bo_onnx_op_is(const bo_op *op, bo_onnx_op_id id) { return bo_op_get_info(op)->id == (uint32_t)id; }

BO_OP_TABLE_CHECK(onnx_ops, ONNX);

const bo_dialect bo_dialect_onnx = {
    .name = "onnx",
    .ops = onnx_ops,
    .num_ops = sizeof onnx_ops / sizeof onnx_ops[0],
};
