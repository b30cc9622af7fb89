/* deallocation.c - the MLIR-HLO `deallocation` dialect (the last version
 * before its retirement, see docs/hlo-deallocation.md): the type
 * `!deallocation.ownership` (a null or owned base pointer) and five ops.
 *
 *   %n = deallocation.null
 *   %o = deallocation.own %m : memref<2xf32>
 *   %p = deallocation.get_buffer %m : memref<2xf32>   (or %o : !deallocation.ownership)
 *   deallocation.free %o
 *   %r = deallocation.retain(%m) of(%o1, %o2)
 *        : (memref<2xf32>, !deallocation.ownership, !deallocation.ownership)
 *        -> !deallocation.ownership
 *
 * For own, get_buffer and free the attribute dictionary comes right after the
 * op name; for retain after `of(...)`.  The verifiers check the type
 * constraints only (as upstream: no result count check on retain).  The op
 * list is the X-macro deallocation_ops.h; ids and names come from it.
 */
#include "deallocation.h"

#include "../ir/asm.h"
#include "common.h"

const char *const bo_deallocation_op_names[BO_DEALLOCATION_NUM_OPS] = {
#define BO_OP(id, name) [BO_##id] = name,
#include "deallocation_ops.h"
#undef BO_OP
};

static const char k_ownership_text[] = "deallocation.ownership";

const bo_type *bo_ownership_type(bo_context *ctx) {
  return bo_type_opaque(ctx, k_ownership_text, sizeof k_ownership_text - 1);
}

bool bo_type_is_ownership(const bo_type *t) {
  return t && t->kind == BO_TYPE_OPAQUE && t->u.opaque.len == sizeof k_ownership_text - 1 &&
         memcmp(t->u.opaque.text, k_ownership_text, t->u.opaque.len) == 0;
}

/* The dialect's ids are contiguous (one X-macro list). */
_Static_assert(BO_OP_DEALLOCATION_RETAIN == BO_OP_DEALLOCATION_FREE + BO_DEALLOCATION_RETAIN,
               "deallocation op ids are contiguous");

bool bo_deallocation_is(const bo_op *op, bo_deallocation_op_id id) {
  return op && op->info->id == BO_OP_DEALLOCATION_FREE + (uint32_t)id;
}

bool bo_is_deallocation_op(const bo_op *op) {
  return op && op->info->id >= BO_OP_DEALLOCATION_FREE &&
         op->info->id < BO_OP_DEALLOCATION_FREE + BO_DEALLOCATION_NUM_OPS;
}

static bool is_memref(const bo_type *t) { return bo_type_is_memref(t); }
static bool is_ranked_memref(const bo_type *t) { return t->kind == BO_TYPE_MEMREF; }
static bool is_buffer_or_ownership(const bo_type *t) {
  return is_ranked_memref(t) || bo_type_is_ownership(t);
}
static bool is_index(const bo_type *t) { return t->kind == BO_TYPE_INDEX; }

/* ------------------------------------------------------------------ null */

static int parse_null(bo_parser *p, bo_parse_state *st) {
  if (bo_parse_optional_attr_dict(p, st) < 0) return -1;
  bo_state_add_result_type(st, bo_ownership_type(bo_parser_context(p)));
  return 0;
}
static void print_null(bo_printer *p, bo_op *op) { bo_print_optional_attr_dict(p, op, NULL, 0); }
static int verify_null(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 0)) return -1;
  return bo_verify_result_is(op, 0, bo_type_is_ownership, "ownership");
}

/* ------------------------------------------------- own / get_buffer / free */

/* `attr-dict %x : type` (with_type) or `attr-dict %x` (ownership operand). */
static int parse_unary(bo_parser *p, bo_parse_state *st, bool with_type, const bo_type *result) {
  bo_unresolved u;
  const bo_type *t = bo_ownership_type(bo_parser_context(p));
  bo_value *v;
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_operand(p, &u)) return -1;
  if (with_type && bo_parse_colon_type(p, &t)) return -1;
  if (bo_resolve_operand(p, &u, t, &v)) return -1;
  bo_state_add_operand(st, v);
  if (result) bo_state_add_result_type(st, result);
  return 0;
}
static void print_unary(bo_printer *p, bo_op *op, bool with_type) {
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  if (with_type) {
    bo_print_str(p, " : ");
    bo_print_type(p, op->operands[0].value->type);
  }
}

static int parse_own(bo_parser *p, bo_parse_state *st) {
  return parse_unary(p, st, true, bo_ownership_type(bo_parser_context(p)));
}
static void print_own(bo_printer *p, bo_op *op) { print_unary(p, op, true); }
static int verify_own(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 1)) return -1;
  if (bo_verify_operand_is(op, 0, is_memref, "ranked or unranked memref of any type values"))
    return -1;
  return bo_verify_result_is(op, 0, bo_type_is_ownership, "ownership");
}

static int parse_get_buffer(bo_parser *p, bo_parse_state *st) {
  return parse_unary(p, st, true, bo_type_index(bo_parser_context(p)));
}
static void print_get_buffer(bo_printer *p, bo_op *op) { print_unary(p, op, true); }
static int verify_get_buffer(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 1)) return -1;
  if (bo_verify_operand_is(op, 0, is_buffer_or_ownership,
                           "ranked memref of any type values or ownership"))
    return -1;
  return bo_verify_result_is(op, 0, is_index, "index");
}

static int parse_free(bo_parser *p, bo_parse_state *st) { return parse_unary(p, st, false, NULL); }
static void print_free(bo_printer *p, bo_op *op) { print_unary(p, op, false); }
static int verify_free(bo_op *op) {
  if (bo_verify_counts(op, 0, 0, 0, 1)) return -1;
  return bo_verify_operand_is(op, 0, bo_type_is_ownership, "ownership");
}

/* ---------------------------------------------------------------- retain */

static int parse_retain(bo_parser *p, bo_parse_state *st) {
  bo_unresolved_vec *names = &st->tmp_operands[0];
  bo_loc loc = bo_parser_loc(p);
  const bo_type *fn;
  if (bo_parse_operand_list(p, BO_DELIM_PAREN, names)) return -1;
  size_t m = names->len;
  if (bo_parse_keyword(p, "of") || bo_parse_operand_list(p, BO_DELIM_PAREN, names) ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_punct(p, ":") ||
      bo_parse_function_type(p, &fn))
    return -1;
  unsigned nin = bo_type_get_num_inputs(fn);
  if (nin != names->len)
    return bo_parser_error_at(p, loc, "%zu operands present, but expected %u", names->len, nin);
  if (bo_resolve_operands(p, names->data, names->len, bo_type_get_inputs(fn), nin, loc,
                          &st->operands))
    return -1;
  bo_state_add_result_types(st, bo_type_get_results(fn), bo_type_get_num_results(fn));
  int32_t seg[2] = {(int32_t)m, (int32_t)(names->len - m)};
  bo_state_set_segment_sizes(st, seg, 2);
  return 0;
}

static void print_retain(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"operandSegmentSizes"};
  unsigned start, n = bo_op_segment(op, 0, &start);
  bo_print_char(p, '(');
  bo_print_op_operands(p, op, start, n);
  bo_print_str(p, ") of(");
  n = bo_op_segment(op, 1, &start);
  bo_print_op_operands(p, op, start, n);
  bo_print_char(p, ')');
  bo_print_optional_attr_dict(p, op, elided, 1);
  bo_print_str(p, " : (");
  bo_print_operand_types(p, op, 0, op->num_operands);
  bo_print_str(p, ") -> ");
  if (op->num_results == 1) {
    bo_print_type(p, op->results[0].type);
  } else {
    bo_print_char(p, '(');
    for (unsigned i = 0; i < op->num_results; i++) {
      if (i) bo_print_str(p, ", ");
      bo_print_type(p, op->results[i].type);
    }
    bo_print_char(p, ')');
  }
}

static int verify_retain(bo_op *op) {
  const bo_attr *segs = bo_op_get_prop(op, bo_intern_cstr(op->ctx, "operandSegmentSizes"));
  if (!segs || segs->kind != BO_ATTR_DENSE_ARRAY || bo_attr_get_num_elements(segs) != 2)
    return bo_op_emit_error(op, "requires attribute 'operandSegmentSizes'");
  unsigned start, m = bo_op_segment(op, 0, &start), n = bo_op_segment(op, 1, &start);
  if (m + n != op->num_operands)
    return bo_op_emit_error(op,
                            "operand count (%u) does not match with the total size (%u) specified "
                            "in attribute 'operandSegmentSizes'",
                            op->num_operands, m + n);
  for (unsigned i = 0; i < op->num_operands; i++) {
    const bo_type *t = op->operands[i].value->type;
    bool ok = i < m ? is_memref(t) : bo_type_is_ownership(t);
    if (!ok)
      return bo_emit_types_error(op,
                                 i < m ? "operand #0 must be variadic of ranked or unranked memref "
                                         "of any type values, but got '"
                                       : "operand #1 must be variadic of ownership, but got '",
                                 t, "'", NULL, NULL);
  }
  return bo_verify_all_results_are(op, bo_type_is_ownership, "variadic of ownership");
}

/* -------------------------------------------------------------- builders */

static bo_op *build(bo_builder *b, bo_deallocation_op_id id, bo_value *const *operands,
                    unsigned nops, unsigned nres, const bo_type *res, const bo_named_attr *props,
                    unsigned nprops) {
  const bo_type *types[64];
  const bo_type **tp = nres <= 64 ? types : malloc(nres * sizeof *tp);
  for (unsigned i = 0; i < nres; i++) tp[i] = res;
  bo_op_state st = {.name = bo_deallocation_op_names[id], .loc = b->loc, .num_operands = nops,
                    .operands = operands, .num_results = nres, .result_types = tp,
                    .num_props = nprops, .props = props};
  bo_op *op = bo_build(b, &st);
  if (tp != types) free(tp);
  return op;
}

bo_op *bo_build_dealloc_null(bo_builder *b) {
  return build(b, BO_DEALLOCATION_NULL, NULL, 0, 1, bo_ownership_type(b->ctx), NULL, 0);
}
bo_op *bo_build_dealloc_own(bo_builder *b, bo_value *memref) {
  return build(b, BO_DEALLOCATION_OWN, &memref, 1, 1, bo_ownership_type(b->ctx), NULL, 0);
}
bo_op *bo_build_dealloc_get_buffer(bo_builder *b, bo_value *v) {
  return build(b, BO_DEALLOCATION_GET_BUFFER, &v, 1, 1, bo_type_index(b->ctx), NULL, 0);
}
bo_op *bo_build_dealloc_free(bo_builder *b, bo_value *ownership) {
  return build(b, BO_DEALLOCATION_FREE, &ownership, 1, 0, NULL, NULL, 0);
}
bo_op *bo_build_dealloc_retain(bo_builder *b, bo_value *const *retained, unsigned m,
                               bo_value *const *allocs, unsigned n) {
  bo_value *ops[64];
  bo_value **all = m + n <= 64 ? ops : malloc((m + n) * sizeof *all);
  for (unsigned i = 0; i < m; i++) all[i] = retained[i];
  for (unsigned i = 0; i < n; i++) all[m + i] = allocs[i];
  int64_t seg[2] = {m, n};
  bo_named_attr prop = {bo_intern_cstr(b->ctx, "operandSegmentSizes"),
                        bo_attr_dense_array_int(b->ctx, b->ctx->t_i32, 2, seg)};
  bo_op *op = build(b, BO_DEALLOCATION_RETAIN, all, m + n, m, bo_ownership_type(b->ctx), &prop, 1);
  if (all != ops) free(all);
  return op;
}

/* ----------------------------------------------------------------- table */

static const char *const no_attrs[] = {NULL};
static const char *const segment_attrs[] = {"operandSegmentSizes", NULL};

/* Each op's hooks, by id; the table below is generated from the op list. */
#define HOOKS_DEALLOCATION_FREE \
  .inherent_attrs = no_attrs, .parse = parse_free, .print = print_free, .verify = verify_free
#define HOOKS_DEALLOCATION_GET_BUFFER                                                    \
  .traits = BO_TRAIT_PURE, .inherent_attrs = no_attrs, .parse = parse_get_buffer,        \
  .print = print_get_buffer, .verify = verify_get_buffer
#define HOOKS_DEALLOCATION_NULL                                                          \
  .traits = BO_TRAIT_PURE, .inherent_attrs = no_attrs, .parse = parse_null,              \
  .print = print_null, .verify = verify_null
#define HOOKS_DEALLOCATION_OWN                                                           \
  .traits = BO_TRAIT_PURE, .inherent_attrs = no_attrs, .parse = parse_own,               \
  .print = print_own, .verify = verify_own
#define HOOKS_DEALLOCATION_RETAIN                                                        \
  .inherent_attrs = segment_attrs, .parse = parse_retain, .print = print_retain,          \
  .verify = verify_retain

static const bo_op_info deallocation_ops[] = {
#define BO_OP(ID, nm) [BO_##ID] = {.id = BO_OP_##ID, .name = bo_op_names[BO_OP_##ID], HOOKS_##ID},
#include "deallocation_ops.h"
#undef BO_OP
};

BO_OP_TABLE_CHECK(deallocation_ops, DEALLOCATION);

const bo_dialect bo_dialect_deallocation = {
    .name = "deallocation",
    .ops = deallocation_ops,
    .num_ops = sizeof deallocation_ops / sizeof *deallocation_ops,
};
