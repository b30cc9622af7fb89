/* bufferization.c - the bufferization dialect: op table, custom syntax and
 * verifiers.
 *
 * Ops: to_tensor, to_buffer (also parsed from the older spelling to_memref),
 * alloc_tensor, materialize_in_destination, clone, dealloc and
 * dealloc_tensor.  These are the ops that connect the tensor world to the
 * buffer world; the bufferization passes rely on the invariants the verifiers
 * keep: a to_tensor/to_buffer pair agrees on shape and element type, an
 * alloc_tensor has exactly one size operand per dynamic dimension (or copies
 * a tensor of its type), and a dealloc has one condition per memref and one
 * i1 result per retained memref.  The dialect also checks the
 * `bufferization.*` discardable attributes of every op (verify_op_attr).
 */
#include "../ir/asm.h"
#include "fold.h"
#include "bufferize_ifaces.h"
#include "memory_iface.h"

#include <stdarg.h>
#include <string.h>

/* ------------------------------------------------------------ small helpers */

/* Errors raised by a custom parser carry MLIR's "custom op 'name' " prefix
 * (the core's bo_parser_error does not add it). */
static int custom_error(bo_parser *p, const bo_parse_state *st, bo_loc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static int custom_error(bo_parser *p, const bo_parse_state *st, bo_loc loc, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  return bo_parser_error_at(p, loc, "custom op '%s' %s", st->name, msg);
}

/* The optional attribute dictionary as a plain status (the asm.h function
 * returns 1 when a dictionary was there). */
static int parse_attr_dict(bo_parser *p, bo_parse_state *st) {
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

static const bo_attr *prop(const bo_op *op, const char *name) {
  return bo_op_get_attr(op, bo_intern_cstr(op->ctx, name));
}

static const bo_type *i1_type(bo_context *ctx) { return bo_type_integer(ctx, 1, BO_SIGNLESS); }

/* Parses an optional unit keyword into the attribute of the same name. */
static int parse_unit_keyword(bo_parser *p, bo_parse_state *st, const char *kw) {
  int r = bo_parse_optional_keyword(p, kw);
  if (r > 0) bo_state_add_attr(st, kw, bo_attr_unit(bo_parser_context(p)));
  return r < 0 ? -1 : 0;
}

static void print_unit_keyword(bo_printer *p, bo_op *op, const char *kw) {
  if (prop(op, kw)) bo_printf(p, " %s", kw);
}

/* A type that must be a tensor (tensor=true) or a memref, as the declarative
 * formats with typed operands demand. */
static int parse_type_of_kind(bo_parser *p, const bo_parse_state *st, bool tensor,
                              const bo_type **out) {
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_type(p, out)) return -1;
  if (tensor ? !bo_type_is_tensor(*out) : !bo_type_is_memref(*out))
    return custom_error(p, st, loc, "invalid kind of type specified");
  return 0;
}

/* --------------------------------------------- to_tensor / to_buffer / clone */

/* Shared by the three `%x <keywords> attr-dict : type to type` ops.
 * keywords: the unit attributes that may follow the operand; *_tensor: the
 * kind each type must have (memref otherwise). */
typedef struct conversion_syntax {
  const char *const *keywords;
  bool from_tensor, to_tensor;
} conversion_syntax;

static int parse_conversion(bo_parser *p, bo_parse_state *st, const conversion_syntax *syn) {
  bo_unresolved u;
  const bo_type *from, *to;
  bo_value *v;
  if (bo_parse_operand(p, &u)) return -1;
  for (const char *const *kw = syn->keywords; kw && *kw; kw++)
    if (parse_unit_keyword(p, st, *kw)) return -1;
  if (parse_attr_dict(p, st) || bo_parse_punct(p, ":") ||
      parse_type_of_kind(p, st, syn->from_tensor, &from) || bo_parse_keyword(p, "to") ||
      parse_type_of_kind(p, st, syn->to_tensor, &to) || bo_resolve_operand(p, &u, from, &v))
    return -1;
  bo_state_add_operand(st, v);
  bo_state_add_result_type(st, to);
  return 0;
}

static void print_conversion(bo_printer *p, bo_op *op, const char *const *keywords, size_t n) {
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  for (size_t i = 0; i < n; i++) print_unit_keyword(p, op, keywords[i]);
  bo_print_optional_attr_dict(p, op, keywords, n);
  bo_print_str(p, " : ");
  bo_print_type(p, op->operands[0].value->type);
  bo_print_str(p, " to ");
  bo_print_type(p, op->results[0].type);
}

static const char *const to_tensor_words[] = {"restrict", "writable", NULL};
static const char *const to_buffer_words[] = {"read_only", NULL};

static int parse_to_tensor(bo_parser *p, bo_parse_state *st) {
  const conversion_syntax syn = {to_tensor_words, false, true};
  return parse_conversion(p, st, &syn);
}
static void print_to_tensor(bo_printer *p, bo_op *op) { print_conversion(p, op, to_tensor_words, 2); }

static int parse_to_buffer(bo_parser *p, bo_parse_state *st) {
  const conversion_syntax syn = {to_buffer_words, true, false};
  return parse_conversion(p, st, &syn);
}
static void print_to_buffer(bo_printer *p, bo_op *op) { print_conversion(p, op, to_buffer_words, 1); }

static int parse_clone(bo_parser *p, bo_parse_state *st) {
  const conversion_syntax syn = {NULL, false, false};
  return parse_conversion(p, st, &syn);
}
static void print_clone(bo_printer *p, bo_op *op) { print_conversion(p, op, NULL, 0); }

/* The tensor and buffer sides of a to_tensor / to_buffer must describe the
 * same data: upstream reports the reason as a plain error, then the failed
 * constraint. */
static int verify_tensor_buffer_match(bo_op *op, const bo_type *tensor, const bo_type *buffer) {
  const char *why = NULL;
  if (!bo_type_is_tensor(tensor) || !bo_type_is_memref(buffer)) {
    why = "";
  } else if (bo_type_has_rank(tensor) != bo_type_has_rank(buffer)) {
    why = "shapes do not match";
  } else if (bo_type_has_rank(tensor) &&
             (bo_type_get_rank(tensor) != bo_type_get_rank(buffer) ||
              memcmp(bo_type_get_shape(tensor), bo_type_get_shape(buffer),
                     sizeof(int64_t) * bo_type_get_rank(tensor)) != 0)) {
    why = "shapes do not match";
  } else if (bo_type_get_element_type(tensor) != bo_type_get_element_type(buffer)) {
    why = "element types do not match";
  }
  if (!why) return 0;
  if (*why) bo_op_emit_plain_error(op, "%s", why);
  return bo_op_emit_error(op, "failed to verify that specified tensor and buffer types match");
}

static int verify_to_tensor(bo_op *op) {
  return verify_tensor_buffer_match(op, op->results[0].type, op->operands[0].value->type);
}

static int verify_to_buffer(bo_op *op) {
  return verify_tensor_buffer_match(op, op->operands[0].value->type, op->results[0].type);
}

/* The old spelling `bufferization.to_memref` builds a to_buffer op: the
 * parse state is redirected to the to_buffer entry (see the table). */
static const bo_op_info *to_buffer_info(void);

static int parse_to_memref(bo_parser *p, bo_parse_state *st) {
  st->info = to_buffer_info();
  st->name = bo_intern_cstr(bo_parser_context(p), BO_OP_NAME(BUFFERIZATION_TO_BUFFER));
  return parse_to_buffer(p, st);
}

/* ----------------------------------------------------------- alloc_tensor */

static int parse_alloc_tensor(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_unresolved_vec sizes = {0};
  bo_unresolved copy, hint;
  const bo_type *t;
  int has_copy = 0, has_hint = 0, rc = -1;
  if (bo_parse_operand_list(p, BO_DELIM_PAREN, &sizes)) goto out;
  if ((has_copy = bo_parse_optional_keyword(p, "copy")) < 0) goto out;
  if (has_copy && (bo_parse_punct(p, "(") || bo_parse_operand(p, &copy) || bo_parse_punct(p, ")")))
    goto out;
  if ((has_hint = bo_parse_optional_keyword(p, "size_hint")) < 0) goto out;
  if (has_hint && (bo_parse_punct(p, "=") || bo_parse_operand(p, &hint))) goto out;
  if (parse_attr_dict(p, st) || bo_parse_colon_type(p, &t)) goto out;
  if (bo_resolve_operands_same(p, sizes.data, sizes.len, bo_type_index(ctx), &st->operands))
    goto out;
  bo_value *v;
  if (has_copy) {
    if (bo_resolve_operand(p, &copy, t, &v)) goto out;
    bo_state_add_operand(st, v);
  }
  if (has_hint) {
    if (bo_resolve_operand(p, &hint, bo_type_index(ctx), &v)) goto out;
    bo_state_add_operand(st, v);
  }
  bo_state_add_result_type(st, t);
  int32_t seg[3] = {(int32_t)sizes.len, has_copy, has_hint};
  bo_state_set_segment_sizes(st, seg, 3);
  rc = 0;
out:
  bo_vec_free(&sizes);
  return rc;
}

static void print_alloc_tensor(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"operandSegmentSizes"};
  unsigned start, n = bo_op_segment(op, 0, &start);
  bo_print_char(p, '(');
  bo_print_op_operands(p, op, start, n);
  bo_print_char(p, ')');
  if (bo_op_segment(op, 1, &start)) {
    bo_print_str(p, " copy(");
    bo_print_operand(p, op->operands[start].value);
    bo_print_char(p, ')');
  }
  if (bo_op_segment(op, 2, &start)) {
    bo_print_str(p, " size_hint=");
    bo_print_operand(p, op->operands[start].value);
  }
  bo_print_optional_attr_dict(p, op, elided, 1);
  bo_print_str(p, " : ");
  bo_print_type(p, op->results[0].type);
}

static int verify_alloc_tensor(bo_op *op) {
  const bo_type *t = op->results[0].type;
  if (bo_type_get_kind(t) != BO_TYPE_TENSOR)
    return bo_op_emit_error(op, "result #0 must be ranked tensor of any type values");
  unsigned start, num_sizes = bo_op_segment(op, 0, &start);
  unsigned copy_start, has_copy = bo_op_segment(op, 1, &copy_start);
  if (has_copy && num_sizes)
    return bo_op_emit_plain_error(op, "dynamic sizes not needed when copying a tensor");
  unsigned dyn = 0;
  for (unsigned i = 0; i < bo_type_get_rank(t); i++)
    if (bo_type_get_shape(t)[i] == BO_DYNAMIC) dyn++;
  if (!has_copy && dyn != num_sizes)
    return bo_op_emit_error(op, "incorrect number of dynamic sizes, has %u, expected %u", num_sizes,
                            dyn);
  if (has_copy && op->operands[copy_start].value->type != t)
    return bo_op_emit_plain_error(op, "expected that `copy` and return type match");
  return 0;
}

/* --------------------------------------------- materialize_in_destination */

static const char *const materialize_words[] = {"restrict", "writable"};

static int parse_materialize(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src, dest;
  const bo_type *fn;
  if (bo_parse_operand(p, &src) || bo_parse_keyword(p, "in") ||
      parse_unit_keyword(p, st, "restrict") || parse_unit_keyword(p, st, "writable") ||
      bo_parse_operand(p, &dest) || parse_attr_dict(p, st) || bo_parse_punct(p, ":"))
    return -1;
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_function_type(p, &fn)) return -1;
  bo_unresolved both[2] = {src, dest};
  if (bo_resolve_operands(p, both, 2, bo_type_get_inputs(fn), bo_type_get_num_inputs(fn), loc,
                          &st->operands))
    return -1;
  bo_state_add_result_types(st, bo_type_get_results(fn), bo_type_get_num_results(fn));
  return 0;
}

static void print_materialize(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  bo_print_str(p, " in");
  print_unit_keyword(p, op, "restrict");
  print_unit_keyword(p, op, "writable");
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[1].value);
  bo_print_optional_attr_dict(p, op, materialize_words, 2);
  bo_print_str(p, " : (");
  bo_print_operand_types(p, op, 0, 2);
  bo_print_str(p, ") -> ");
  if (op->num_results == 1) {
    bo_print_type(p, op->results[0].type);
  } else {
    bo_print_char(p, '(');
    bo_print_result_types(p, op);
    bo_print_char(p, ')');
  }
}

static int verify_materialize(bo_op *op) {
  const bo_type *src = op->operands[0].value->type;
  const bo_type *dest = op->operands[1].value->type;
  bool dest_is_memref = bo_type_is_memref(dest);
  if (!bo_type_is_tensor(dest) && !dest_is_memref)
    return bo_op_emit_error(op, "'dest' must be a tensor or a memref");
  if (!dest_is_memref) {
    if (op->num_results != 1)
      return bo_op_emit_error(op, "tensor 'dest' implies exactly one tensor result");
    if (op->results[0].type != dest) return bo_op_emit_error(op, "result and 'dest' types must match");
  }
  if (dest_is_memref && op->num_results != 0)
    return bo_op_emit_error(op, "memref 'dest' implies zero results");
  if (prop(op, "restrict") && !dest_is_memref)
    return bo_op_emit_error(op, "'restrict' is valid only for memref destinations");
  if ((prop(op, "writable") != NULL) != dest_is_memref)
    return bo_op_emit_error(op,
                            "'writable' must be specified if and only if the destination is of "
                            "memref type");
  if (bo_type_has_rank(src) != bo_type_has_rank(dest))
    return bo_op_emit_error(op, "source/destination shapes are incompatible");
  if (bo_type_has_rank(src)) {
    unsigned rank = bo_type_get_rank(src);
    if (rank != bo_type_get_rank(dest))
      return bo_op_emit_error(op, "rank mismatch between source and destination shape");
    const int64_t *a = bo_type_get_shape(src), *b = bo_type_get_shape(dest);
    for (unsigned i = 0; i < rank; i++)
      if (a[i] != BO_DYNAMIC && b[i] != BO_DYNAMIC && a[i] != b[i])
        return bo_op_emit_error(op, "source/destination shapes are incompatible");
  }
  return 0;
}

/* ---------------------------------------------------------------- dealloc */

/* `(%a, %b : t1, t2)` resolved into st. */
static int parse_paren_operands_and_types(bo_parser *p, bo_parse_state *st) {
  bo_unresolved_vec names = {0};
  bo_type_vec types = {0};
  bo_loc loc = bo_parser_loc(p);
  int rc = -1;
  if (bo_parse_operand_list(p, BO_DELIM_NONE, &names) || bo_parse_colon_type_list(p, &types) ||
      bo_parse_punct(p, ")") ||
      bo_resolve_operands(p, names.data, names.len, types.data, types.len, loc, &st->operands))
    goto out;
  rc = (int)names.len;
out:
  bo_vec_free(&names);
  bo_vec_free(&types);
  return rc;
}

static int parse_dealloc(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  int32_t seg[3] = {0, 0, 0};
  int paren = bo_parse_optional_punct(p, "(");
  if (paren < 0) return -1;
  if (paren) {
    if ((seg[0] = parse_paren_operands_and_types(p, st)) < 0 || bo_parse_keyword(p, "if"))
      return -1;
    bo_unresolved_vec conds = {0};
    int rc = bo_parse_operand_list(p, BO_DELIM_PAREN, &conds);
    if (!rc) rc = bo_resolve_operands_same(p, conds.data, conds.len, i1_type(ctx), &st->operands);
    seg[1] = (int32_t)conds.len;
    bo_vec_free(&conds);
    if (rc) return -1;
  }
  int retain = bo_parse_optional_keyword(p, "retain");
  if (retain < 0) return -1;
  if (retain) {
    if (bo_parse_punct(p, "(") || (seg[2] = parse_paren_operands_and_types(p, st)) < 0) return -1;
  }
  /* one updated condition per retained memref */
  for (int32_t i = 0; i < seg[2]; i++) bo_state_add_result_type(st, i1_type(ctx));
  bo_state_set_segment_sizes(st, seg, 3);
  return parse_attr_dict(p, st);
}

static void print_dealloc(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"operandSegmentSizes"};
  unsigned start, n = bo_op_segment(op, 0, &start);
  if (n) {
    bo_print_str(p, " (");
    bo_print_op_operands(p, op, start, n);
    bo_print_str(p, " : ");
    bo_print_operand_types(p, op, start, n);
    bo_print_str(p, ") if (");
    n = bo_op_segment(op, 1, &start);
    bo_print_op_operands(p, op, start, n);
    bo_print_char(p, ')');
  }
  n = bo_op_segment(op, 2, &start);
  if (n) {
    bo_print_str(p, " retain (");
    bo_print_op_operands(p, op, start, n);
    bo_print_str(p, " : ");
    bo_print_operand_types(p, op, start, n);
    bo_print_char(p, ')');
  }
  bo_print_optional_attr_dict(p, op, elided, 1);
}

static int verify_dealloc(bo_op *op) {
  unsigned start;
  unsigned memrefs = bo_op_segment(op, 0, &start);
  unsigned conds = bo_op_segment(op, 1, &start);
  unsigned retained = bo_op_segment(op, 2, &start);
  if (memrefs != conds)
    return bo_op_emit_error(op, "must have the same number of conditions as memrefs to deallocate");
  if (retained != op->num_results)
    return bo_op_emit_error(op,
                            "must have the same number of updated conditions (results) as retained "
                            "operands");
  return 0;
}

/* --------------------------------------------------------- dealloc_tensor */

static int parse_dealloc_tensor(bo_parser *p, bo_parse_state *st) {
  bo_unresolved u;
  const bo_type *t;
  bo_value *v;
  if (bo_parse_operand(p, &u) || parse_attr_dict(p, st) || bo_parse_punct(p, ":") ||
      parse_type_of_kind(p, st, true, &t) || bo_resolve_operand(p, &u, t, &v))
    return -1;
  bo_state_add_operand(st, v);
  return 0;
}

static void print_dealloc_tensor(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, op->operands[0].value->type);
}

/* ------------------------------------------------------------------- table */

static const char *const alloc_tensor_attrs[] = {"memory_space", "operandSegmentSizes", NULL};
static const char *const segments_attrs[] = {"operandSegmentSizes", NULL};
static const char *const restrict_writable_attrs[] = {"restrict", "writable", NULL};

static const bo_op_info bufferization_ops[] = {
    BO_OP_DEF(BUFFERIZATION_ALLOC_TENSOR, .bufferize = &bo_bufferization_alloc_tensor_bufferize, .inherent_attrs = alloc_tensor_attrs,
     .canonicalize = bo_bufferization_canonicalize_alloc_tensor,
     .parse = parse_alloc_tensor, .print = print_alloc_tensor, .verify = verify_alloc_tensor),
    BO_OP_DEF(BUFFERIZATION_CLONE, .memory = &bo_memory_clone, .parse = parse_clone, .print = print_clone,
     .fold = bo_memref_fold_casts, /* upstream CloneOp::fold: foldMemRefCast */
     .canonicalize = bo_bufferization_canonicalize_clone),
    BO_OP_DEF(BUFFERIZATION_DEALLOC, .memory = &bo_memory_free, .canonicalize = bo_bufferization_canonicalize_dealloc, .inherent_attrs = segments_attrs, .parse = parse_dealloc,
     .print = print_dealloc, .verify = verify_dealloc),
    BO_OP_DEF(BUFFERIZATION_DEALLOC_TENSOR, .bufferize = &bo_bufferization_dealloc_tensor_bufferize, .parse = parse_dealloc_tensor,
     .print = print_dealloc_tensor),
    BO_OP_DEF(BUFFERIZATION_MATERIALIZE_IN_DESTINATION, .memory = &bo_memory_read_write, .bufferize = &bo_bufferization_materialize_bufferize, .inherent_attrs = restrict_writable_attrs,
     .parse = parse_materialize, .print = print_materialize, .verify = verify_materialize),
    BO_OP_DEF(BUFFERIZATION_TO_MEMREF, .parse = parse_to_memref, .print = print_to_buffer,
     .verify = verify_to_buffer),
    BO_OP_DEF(BUFFERIZATION_TO_BUFFER, .bufferize = &bo_bufferization_to_buffer_bufferize, .traits = BO_TRAIT_PURE,
                         .inherent_attrs = to_buffer_words, .parse = parse_to_buffer,
                         .print = print_to_buffer, .verify = verify_to_buffer,
                         .fold = bo_bufferization_fold_to_buffer,
                         .canonicalize = bo_bufferization_canonicalize_to_buffer),
    BO_OP_DEF(BUFFERIZATION_TO_TENSOR, .memory = &bo_memory_none, .bufferize = &bo_bufferization_to_tensor_bufferize, .inherent_attrs = to_tensor_words,
     .parse = parse_to_tensor, .print = print_to_tensor, .verify = verify_to_tensor,
     .fold = bo_bufferization_fold_to_tensor),
};

static const bo_op_info *to_buffer_info(void) { return &bufferization_ops[BO_OPI_BUFFERIZATION_TO_BUFFER]; }

/* The `bufferization.*` discardable attributes of any op (upstream's
 * BufferizationDialect::verifyOperationAttribute, with its words): only
 * `bufferization.manual_deallocation`, and only on an op that allocates or
 * frees.  bufferization.dealloc frees through its memory table here, but
 * upstream declares no Free effect on it, so it is refused as upstream
 * refuses it.  (The argument attributes are func's: bo_bufferization_verify_arg_attrs.) */
static int verify_op_attr(bo_op *op, const bo_named_attr *attr) {
  if (strcmp(attr->name, "bufferization.manual_deallocation"))
    return bo_op_emit_plain_error(op, "attribute '\"%s\"' not supported as an op attribute by "
                                      "the bufferization dialect", attr->name);
  const bo_memory_iface *m = bo_memory_of(op);
  if (!m || !(m->effects & (BO_MEM_ALLOCATES | BO_MEM_FREES)) ||
      bo_op_isa(op, BO_OP_BUFFERIZATION_DEALLOC))
    return bo_op_emit_error(op, "attribute 'bufferization.manual_deallocation' can be used only "
                                "on ops that have an allocation and/or free side effect");
  return 0;
}

const bo_dialect bo_dialect_bufferization = {
    .name = "bufferization",
    .ops = bufferization_ops,
    .num_ops = sizeof bufferization_ops / sizeof *bufferization_ops,
    .verify_op_attr = verify_op_attr,
};
BO_OP_TABLE_CHECK(bufferization_ops, BUFFERIZATION);
