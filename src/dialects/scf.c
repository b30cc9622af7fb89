/* scf.c - the scf (structured control flow) dialect: op table, custom syntax
 * and verifiers.
 *
 * Ops: scf.for, scf.forall (+ scf.forall.in_parallel), scf.if, scf.while
 * (+ scf.condition), scf.parallel (+ scf.reduce, scf.reduce.return),
 * scf.execute_region, scf.index_switch and scf.yield.
 *
 * Invariant kept by the parsers: every single-block region of an op with an
 * implicit terminator (for, if, forall, parallel, index_switch's default
 * region) ends with its terminator after parsing, even when the text left it
 * out; the printers leave it out again exactly where mlir-opt 22 does.  Region
 * arguments declared in an op header (induction variables, iter_args,
 * shared_outs, while's before-arguments) are the entry block's arguments.
 *
 * The verifiers follow upstream's order: `verify` runs before nested ops (ODS
 * constraints, LoopLikeOpInterface checks), `verify_regions` after them (the
 * RegionBranchOpInterface edge checks, whose messages name the edge).
 */
#include "../ir/asm.h"
#include "bufferize_ifaces.h"
#include "memory_iface.h"
#include "fold.h"
#include "scf_canon.h"

#include <stdarg.h>

#include <inttypes.h>

/* ------------------------------------------------------------ small helpers */

/* The optional attribute dictionary as a plain status (the asm.h function
 * returns 1 when a dictionary was there). */
static int parse_attr_dict(bo_parser *p, bo_parse_state *st) {
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

static int parse_attr_dict_with_keyword(bo_parser *p, bo_parse_state *st) {
  return bo_parse_optional_attr_dict_with_keyword(p, st) < 0 ? -1 : 0;
}



static bo_block *entry_block(const bo_op *op, unsigned region) {
  if (region >= op->num_regions) return NULL;
  return op->regions[region].first;
}

static bo_op *region_terminator(const bo_op *op, unsigned region) {
  bo_block *b = entry_block(op, region);
  return b ? b->last : NULL;
}

/* Formats a type into s (for messages). */
static const char *type_text(bo_str *s, const bo_type *t) {
  s->len = 0;
  bo_format_type(s, t);
  bo_str_putc(s, '\0');
  return s->data;
}

/* ` %a, %b : t1, t2` when there are operands from `from` on. */
static void print_operands_and_types(bo_printer *p, bo_op *op, unsigned from) {
  if (op->num_operands <= from) return;
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, from, op->num_operands - from);
  bo_print_str(p, " : ");
  bo_print_operand_types(p, op, from, op->num_operands - from);
}

/* Parses `%a, %b : t1, t2` (optional as a whole) and resolves it into st. */
static int parse_optional_operands_and_types(bo_parser *p, bo_parse_state *st) {
  bo_unresolved_vec names = {0};
  bo_type_vec types = {0};
  int rc = 0;
  if (bo_parser_peek_operand(p)) {
    bo_loc loc = bo_parser_loc(p);
    if (bo_parse_operand_list(p, BO_DELIM_NONE, &names) || bo_parse_colon_type_list(p, &types) ||
        bo_resolve_operands(p, names.data, names.len, types.data, types.len, loc, &st->operands))
      rc = -1;
  }
  bo_vec_free(&names);
  bo_vec_free(&types);
  return rc;
}

/* ` keyword(%arg = %init, ...)`: block args args[from..] paired with operands
 * [ofrom..]; prints nothing when n == 0. */
static void print_init_list(bo_printer *p, const char *keyword, bo_block *b, unsigned from,
                            bo_op *op, unsigned ofrom, unsigned n) {
  if (n == 0) return;
  bo_printf(p, " %s(", keyword);
  for (unsigned i = 0; i < n; i++) {
    if (i) bo_print_str(p, ", ");
    bo_print_operand(p, b->args[from + i]);
    bo_print_str(p, " = ");
    bo_print_operand(p, op->operands[ofrom + i].value);
  }
  bo_print_char(p, ')');
}

/* Gives the arguments in args[from..] the types in types[]. */
static void set_arg_types(bo_argument_vec *args, size_t from, const bo_type *const *types, size_t n) {
  for (size_t i = 0; i < n && from + i < args->len; i++) args->data[from + i].type = types[i];
}

/* ------------------------------------------------- region-branch edge check */

/* One side of a control-flow edge: a list of types. */
typedef bo_type_vec type_list;

static void operand_types(type_list *v, const bo_op *op, unsigned from) {
  v->len = 0;
  for (unsigned i = from; i < op->num_operands; i++) bo_vec_push(v, op->operands[i].value->type);
}

static void arg_types(type_list *v, const bo_block *b, unsigned from) {
  v->len = 0;
  if (!b) return;
  for (unsigned i = from; i < b->num_args; i++) bo_vec_push(v, b->args[i]->type);
}

static void result_types(type_list *v, const bo_op *op) {
  v->len = 0;
  for (unsigned i = 0; i < op->num_results; i++) bo_vec_push(v, op->results[i].type);
}

/* Checks that the values forwarded along one edge match the successor's
 * inputs, with RegionBranchOpInterface's messages.  from/to: "parent",
 * "Operation scf.yield", "Region #1". */
static int check_edge(bo_op *op, bo_op *point, const char *from, const char *to,
                      const type_list *src, const type_list *dst) {
  if (src->len != dst->len) {
    bo_op_emit_error(op,
                     "along control flow edge from %s to %s: region branch point has %zu "
                     "operands, but region successor needs %zu inputs",
                     from, to, src->len, dst->len);
    bo_op_emit_note(point, "region branch point");
    return -1;
  }
  for (size_t i = 0; i < src->len; i++) {
    if (src->data[i] == dst->data[i]) continue;
    bo_str a = {0}, b = {0};
    type_text(&a, src->data[i]);
    type_text(&b, dst->data[i]);
    bo_op_emit_error(op,
                     "along control flow edge from %s to %s: successor operand type #%zu '%s' "
                     "should match successor input type #%zu '%s'",
                     from, to, i, a.data, i, b.data);
    bo_op_emit_note(point, "region branch point");
    bo_str_free(&a);
    bo_str_free(&b);
    return -1;
  }
  return 0;
}

/* The edge from region `region`'s terminator (when it is `term_name`) to the
 * op's results.  Skipped when the terminator is something else: another
 * verifier reports that. */
static int check_terminator_to_parent(bo_op *op, unsigned region, unsigned term_id) {
  bo_op *term = region_terminator(op, region);
  if (!term || !bo_op_isa(term, term_id)) return 0;
  type_list src = {0}, dst = {0};
  operand_types(&src, term, 0);
  result_types(&dst, op);
  char from[64];
  snprintf(from, sizeof from, "Operation %s", bo_op_names[term_id]);
  int rc = check_edge(op, term, from, "parent", &src, &dst);
  bo_vec_free(&src);
  bo_vec_free(&dst);
  return rc;
}

/* ODS region constraints: SizedRegion<1> must hold exactly one block. */
static int check_sized_region(bo_op *op, unsigned index, const char *name) {
  if (bo_region_num_blocks(&op->regions[index]) > 1)
    return bo_op_emit_error(op, "expects region #%u to have 0 or 1 blocks", index);
  if (bo_region_is_empty(&op->regions[index]))
    return bo_op_emit_error(op, "region #%u ('%s') failed to verify constraint: region with 1 blocks",
                            index, name);
  return 0;
}

static int check_parent(bo_op *op, unsigned parent) {
  bo_op *par = bo_op_get_parent_op(op);
  if (par && bo_op_isa(par, parent)) return 0;
  return bo_op_emit_error(op, "expects parent op '%s'", bo_op_names[parent]);
}

/* Is v defined by a constant op holding the integer c?  (ForallOp's
 * normalized form treats such bounds as static.) */
static bool constant_int_value(bo_value *v, int64_t *out) {
  bo_op *def = bo_value_get_def_op(v);
  if (!def || !bo_op_has_trait(def, BO_TRAIT_CONSTANT_LIKE)) return false;
  const bo_attr *a = bo_op_get_attr(def, "value");
  if (!a || bo_attr_get_kind(a) != BO_ATTR_INTEGER) return false;
  *out = bo_attr_get_int(a);
  return true;
}

static bool is_constant_int(bo_value *v, int64_t c) {
  int64_t x;
  return constant_int_value(v, &x) && x == c;
}

/* --------------------------------------------------------------- scf.yield */

static int parse_yield_like(bo_parser *p, bo_parse_state *st) {
  if (parse_attr_dict(p, st)) return -1;
  return parse_optional_operands_and_types(p, st);
}

static void print_yield_like(bo_printer *p, bo_op *op) {
  bo_print_optional_attr_dict(p, op, NULL, 0);
  print_operands_and_types(p, op, 0);
}

static int verify_yield(bo_op *op) {
  static const unsigned parents[] = {BO_OP_SCF_EXECUTE_REGION, BO_OP_SCF_FOR, BO_OP_SCF_IF,
                                     BO_OP_SCF_INDEX_SWITCH, BO_OP_SCF_WHILE};
  bo_op *par = bo_op_get_parent_op(op);
  for (size_t i = 0; par && i < sizeof parents / sizeof *parents; i++)
    if (bo_op_isa(par, parents[i])) return 0;
  return bo_op_emit_error(op,
                          "expects parent op to be one of 'scf.execute_region, scf.for, scf.if, "
                          "scf.index_switch, scf.while'");
}

/* ----------------------------------------------------------- scf.condition */

static int parse_condition(bo_parser *p, bo_parse_state *st) {
  bo_unresolved c;
  bo_value *v;
  if (bo_parse_punct(p, "(") || bo_parse_operand(p, &c) || bo_parse_punct(p, ")") ||
      bo_resolve_operand(p, &c, bo_type_integer(bo_parser_context(p), 1, BO_SIGNLESS), &v))
    return -1;
  bo_state_add_operand(st, v);
  if (parse_attr_dict(p, st)) return -1;
  return parse_optional_operands_and_types(p, st);
}

static void print_condition(bo_printer *p, bo_op *op) {
  bo_print_char(p, '(');
  bo_print_operand(p, op->operands[0].value);
  bo_print_char(p, ')');
  bo_print_optional_attr_dict(p, op, NULL, 0);
  print_operands_and_types(p, op, 1);
}

static int verify_condition(bo_op *op) {
  if (op->num_operands < 1 || !bo_type_is_integer(op->operands[0].value->type, 1))
    return bo_op_emit_error(op, "operand #0 must be 1-bit signless integer, but got '%s'",
                            op->num_operands ? "?" : "none");
  return check_parent(op, BO_OP_SCF_WHILE);
}

/* ----------------------------------------------------------------- scf.for */

static int parse_for(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_argument_vec args = {0};
  bo_unresolved_vec inits = {0};
  bo_type_vec types = {0};
  bo_unresolved lb, ub, step;
  bo_argument iv = {0};
  int rc = -1;

  int uns = bo_parse_optional_keyword(p, "unsigned");
  if (uns < 0) goto out;
  if (uns) bo_state_add_attr(st, "unsignedCmp", bo_attr_unit(ctx));
  if (bo_parse_argument(p, &iv, false, false) || bo_parse_punct(p, "=") ||
      bo_parse_operand(p, &lb) || bo_parse_keyword(p, "to") || bo_parse_operand(p, &ub) ||
      bo_parse_keyword(p, "step") || bo_parse_operand(p, &step))
    goto out;
  bo_vec_push(&args, iv);
  int has_iter = bo_parse_optional_keyword(p, "iter_args");
  if (has_iter < 0) goto out;
  if (has_iter) {
    if (bo_parse_assignment_list(p, &args, &inits) || bo_parse_arrow_type_list(p, &types))
      goto out;
    if (args.len != types.len + 1) {
      /* reported at the op's name, as upstream's ForOp::parse */
      bo_parser_custom_error_at(p, st->loc, "mismatch in number of loop-carried values and defined values");
      goto out;
    }
  }
  const bo_type *iv_type = bo_type_index(ctx);
  int colon = bo_parse_optional_punct(p, ":");
  if (colon < 0 || (colon && bo_parse_type(p, &iv_type))) goto out;
  args.data[0].type = iv_type;
  set_arg_types(&args, 1, types.data, types.len);

  bo_state_add_result_types(st, types.data, types.len);
  bo_region *body = bo_state_add_region(st);
  if (bo_parse_region(p, body, args.data, args.len)) goto out;
  bo_ensure_terminator(p, body, BO_OP_NAME(SCF_YIELD), false, st->loc);

  /* the operands are resolved after the body, as upstream's ForOp::parse
   * does: an error inside the body is reported first */
  bo_value *v;
  if (bo_resolve_operand(p, &lb, iv_type, &v)) goto out;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &ub, iv_type, &v)) goto out;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &step, iv_type, &v)) goto out;
  bo_state_add_operand(st, v);
  if (bo_resolve_operands(p, inits.data, inits.len, types.data, types.len, st->loc, &st->operands))
    goto out;
  rc = parse_attr_dict(p, st);
out:
  bo_vec_free(&args);
  bo_vec_free(&inits);
  bo_vec_free(&types);
  return rc;
}

static void print_for(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"unsignedCmp"};
  bo_block *body = entry_block(op, 0);
  unsigned num_inits = op->num_operands - 3;
  bo_print_char(p, ' ');
  if (bo_op_get_attr(op, "unsignedCmp")) bo_print_str(p, "unsigned ");
  bo_print_operand(p, body->args[0]);
  bo_print_str(p, " = ");
  bo_print_operand(p, op->operands[0].value);
  bo_print_str(p, " to ");
  bo_print_operand(p, op->operands[1].value);
  bo_print_str(p, " step ");
  bo_print_operand(p, op->operands[2].value);
  print_init_list(p, "iter_args", body, 1, op, 3, num_inits);
  if (num_inits) {
    bo_print_str(p, " -> (");
    bo_print_operand_types(p, op, 3, num_inits);
    bo_print_char(p, ')');
  }
  const bo_type *iv_type = body->args[0]->type;
  if (bo_type_get_kind(iv_type) != BO_TYPE_INDEX) {
    /* upstream prints ' ' then " : type " before the region's '{' */
    bo_print_str(p, "  : ");
    bo_print_type(p, iv_type);
  }
  bo_print_region(p, &op->regions[0], false, num_inits != 0, false);
  bo_print_optional_attr_dict(p, op, elided, 1);
}

/* LoopLikeOpInterface's checks on inits, region iter_args, yielded values and
 * results; they run before the nested ops are verified. */
static int verify_loop_like(bo_op *op, unsigned first_init, unsigned first_iter_arg,
                            unsigned yield_id) {
  bo_block *body = entry_block(op, 0);
  if (!body) return 0;
  unsigned num_inits = op->num_operands - first_init;
  /* unsigned arithmetic as upstream (size_t): may wrap, as its message shows */
  uint64_t num_iter = (uint64_t)body->num_args - first_iter_arg;
  if (num_inits != num_iter)
    return bo_op_emit_error(op, "different number of inits and region iter_args: %u != %" PRIu64,
                            num_inits, num_iter);
  bo_op *term = body->last;
  unsigned num_yielded = 0;
  if (term && bo_op_isa(term, yield_id)) num_yielded = term->num_operands;
  if (num_yielded && num_iter != num_yielded)
    return bo_op_emit_error(op,
                            "different number of region iter_args and yielded values: %" PRIu64
                            " != %u",
                            num_iter, num_yielded);
  if (op->num_results != num_iter)
    return bo_op_emit_error(op, "different number of loop results and region iter_args: %u != %" PRIu64,
                            op->num_results, num_iter);
  bo_str a = {0}, b = {0};
  int rc = 0;
  for (unsigned i = 0; i < num_inits && !rc; i++) {
    const bo_type *init = op->operands[first_init + i].value->type;
    const bo_type *arg = body->args[first_iter_arg + i]->type;
    if (init != arg) {
      rc = bo_op_emit_error(op, "%u-th init and %u-th region iter_arg have different type: '%s' != '%s'",
                            i, i, type_text(&a, init), type_text(&b, arg));
    } else if (num_yielded && arg != term->operands[i].value->type) {
      rc = bo_op_emit_error(op,
                            "%u-th region iter_arg and %u-th yielded value have different type: "
                            "'%s' != '%s'",
                            i, i, type_text(&a, arg), type_text(&b, term->operands[i].value->type));
    }
  }
  for (unsigned i = 0; i < num_inits && !rc; i++) {
    const bo_type *arg = body->args[first_iter_arg + i]->type;
    if (arg != op->results[i].type)
      rc = bo_op_emit_error(op,
                            "%u-th region iter_arg and %u-th loop result have different type: '%s' "
                            "!= '%s'",
                            i, i, type_text(&a, arg), type_text(&b, op->results[i].type));
  }
  bo_str_free(&a);
  bo_str_free(&b);
  return rc;
}

static int verify_for(bo_op *op) {
  if (op->num_operands < 3) return bo_op_emit_error(op, "expected 3 or more operands, but found %u", op->num_operands);
  for (unsigned i = 0; i < 3; i++)
    if (!bo_type_is_signless_int_or_index(op->operands[i].value->type))
      return bo_op_emit_error(op, "operand #%u must be signless integer or index", i);
  if (op->operands[1].value->type != op->operands[0].value->type ||
      op->operands[2].value->type != op->operands[0].value->type)
    return bo_op_emit_error(op, "failed to verify that all of {lowerBound, upperBound, step} have same type");
  if (check_sized_region(op, 0, "region")) return -1;
  if (op->num_operands - 3 != op->num_results)
    return bo_op_emit_error(op, "mismatch in number of loop-carried values and defined values");
  return verify_loop_like(op, 3, 1, BO_OP_SCF_YIELD);
}

static int verify_for_regions(bo_op *op) {
  bo_block *body = entry_block(op, 0);
  if (body->num_args < 1 || body->args[0]->type != op->operands[0].value->type)
    return bo_op_emit_error(op, "expected induction variable to be same type as bounds and step");
  bo_op *term = body->last;
  if (!term || !bo_op_isa(term, BO_OP_SCF_YIELD)) return 0;
  type_list src = {0}, dst = {0};
  int rc = 0;
  /* parent -> body: the inits feed the iter_args */
  operand_types(&src, op, 3);
  arg_types(&dst, body, 1);
  rc = check_edge(op, op, "parent", "Region #0", &src, &dst);
  if (!rc) { /* yield -> body (next iteration), then yield -> results */
    operand_types(&src, term, 0);
    rc = check_edge(op, term, "Operation scf.yield", "Region #0", &src, &dst);
  }
  if (!rc) {
    result_types(&dst, op);
    rc = check_edge(op, term, "Operation scf.yield", "parent", &src, &dst);
  }
  bo_vec_free(&src);
  bo_vec_free(&dst);
  return rc;
}

/* -------------------------------------------------------------- scf.forall */

/* Reads `(a, 4, %b)` into dynamic operands (resolved as index) and statics. */
static int parse_index_list(bo_parser *p, bo_parse_state *st, bo_i64_vec *statics,
                            int32_t *num_dynamic) {
  bo_unresolved_vec dyn = {0};
  int rc = bo_parse_dynamic_index_list(p, &dyn, statics, BO_DELIM_PAREN);
  if (!rc)
    rc = bo_resolve_operands_same(p, dyn.data, dyn.len, bo_type_index(bo_parser_context(p)),
                                  &st->operands);
  *num_dynamic = (int32_t)dyn.len;
  bo_vec_free(&dyn);
  return rc;
}

static int parse_forall(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  const bo_type *index = bo_type_index(ctx);
  const bo_type *i64 = bo_type_integer(ctx, 64, BO_SIGNLESS);
  bo_argument_vec args = {0};
  bo_unresolved_vec outs = {0};
  bo_type_vec types = {0};
  bo_i64_vec lbs = {0}, ubs = {0}, steps = {0};
  int32_t seg[4] = {0, 0, 0, 0};
  int rc = -1;

  if (bo_parse_argument_list(p, BO_DELIM_PAREN, false, false, &args)) goto out;
  size_t rank = args.len;
  for (size_t i = 0; i < rank; i++) args.data[i].type = index;
  int in = bo_parse_optional_keyword(p, "in");
  if (in < 0) goto out;
  if (in) {
    if (parse_index_list(p, st, &ubs, &seg[1])) goto out;
    /* normalized form: one zero lower bound and unit step per induction var */
    for (size_t i = 0; i < rank; i++) {
      bo_vec_push(&lbs, 0);
      bo_vec_push(&steps, 1);
    }
  } else {
    /* the operands go lbs, ubs, steps: parse in that order */
    if (bo_parse_punct(p, "=") || parse_index_list(p, st, &lbs, &seg[0]) ||
        bo_parse_keyword(p, "to") || parse_index_list(p, st, &ubs, &seg[1]) ||
        bo_parse_keyword(p, "step") || parse_index_list(p, st, &steps, &seg[2]))
      goto out;
  }
  bo_loc outs_loc = bo_parser_loc(p);
  int shared = bo_parse_optional_keyword(p, "shared_outs");
  if (shared < 0) goto out;
  if (shared && bo_parse_assignment_list(p, &args, &outs)) goto out;
  if (bo_parse_optional_arrow_type_list(p, &types) < 0) goto out;
  if (outs.len != types.len) {
    /* upstream resolves the outputs at the `shared_outs` keyword */
    bo_parser_custom_error_at(p, outs_loc,
                              "number of operands and types do not match: got %zu operands and %zu types",
                              outs.len, types.len);
    goto out;
  }
  set_arg_types(&args, rank, types.data, types.len);
  if (bo_resolve_operands(p, outs.data, outs.len, types.data, types.len, st->loc, &st->operands))
    goto out;
  seg[3] = (int32_t)outs.len;
  bo_state_add_result_types(st, types.data, types.len);

  bo_region *body = bo_state_add_region(st);
  if (bo_parse_region(p, body, args.data, args.len)) goto out;
  bo_ensure_terminator(p, body, BO_OP_NAME(SCF_FORALL_IN_PARALLEL), true, st->loc);
  if (parse_attr_dict(p, st)) goto out;
  bo_state_add_attr(st, "staticLowerBound", bo_attr_dense_array_int(ctx, i64, lbs.len, lbs.data));
  bo_state_add_attr(st, "staticUpperBound", bo_attr_dense_array_int(ctx, i64, ubs.len, ubs.data));
  bo_state_add_attr(st, "staticStep", bo_attr_dense_array_int(ctx, i64, steps.len, steps.data));
  bo_state_set_segment_sizes(st, seg, 4);
  rc = 0;
out:
  bo_vec_free(&args);
  bo_vec_free(&outs);
  bo_vec_free(&types);
  bo_vec_free(&lbs);
  bo_vec_free(&ubs);
  bo_vec_free(&steps);
  return rc;
}

/* One of forall's static/dynamic bound lists, as stored. */
typedef struct mixed_list {
  const bo_attr *statics;
  unsigned num_dynamic, first_dynamic;
} mixed_list;

static mixed_list forall_list(bo_op *op, const char *static_name, unsigned segment) {
  mixed_list l;
  l.statics = bo_op_get_attr(op, static_name);
  l.num_dynamic = bo_op_segment(op, segment, &l.first_dynamic);
  return l;
}

/* Every entry of the list equals c, statically or through a constant op. */
static bool mixed_all_equal(bo_op *op, const mixed_list *l, int64_t c) {
  if (!l->statics) return false;
  unsigned n = bo_attr_get_num_elements(l->statics), d = 0;
  for (unsigned i = 0; i < n; i++) {
    int64_t v = bo_attr_dense_array_int_at(l->statics, i);
    if (v == BO_DYNAMIC) {
      if (d >= l->num_dynamic || !is_constant_int(op->operands[l->first_dynamic + d++].value, c))
        return false;
    } else if (v != c) {
      return false;
    }
  }
  return true;
}

static void print_mixed(bo_printer *p, bo_op *op, const mixed_list *l) {
  BO_VEC(bo_value *) dyn = {0};
  for (unsigned i = 0; i < l->num_dynamic; i++) bo_vec_push(&dyn, op->operands[l->first_dynamic + i].value);
  unsigned n = l->statics ? bo_attr_get_num_elements(l->statics) : 0;
  BO_VEC(int64_t) st = {0};
  for (unsigned i = 0; i < n; i++) bo_vec_push(&st, bo_attr_dense_array_int_at(l->statics, i));
  bo_print_dynamic_index_list(p, dyn.data, dyn.len, st.data, st.len, BO_DELIM_PAREN);
  bo_vec_free(&dyn);
  bo_vec_free(&st);
}

static void print_forall(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"operandSegmentSizes", "staticLowerBound",
                                       "staticUpperBound", "staticStep"};
  bo_block *body = entry_block(op, 0);
  mixed_list lb = forall_list(op, "staticLowerBound", 0);
  mixed_list ub = forall_list(op, "staticUpperBound", 1);
  mixed_list step = forall_list(op, "staticStep", 2);
  unsigned out_start = 0, num_outs = bo_op_segment(op, 3, &out_start);
  unsigned rank = lb.statics ? bo_attr_get_num_elements(lb.statics) : 0;

  bo_print_str(p, " (");
  for (unsigned i = 0; i < rank && i < body->num_args; i++) {
    if (i) bo_print_str(p, ", ");
    bo_print_operand(p, body->args[i]);
  }
  if (mixed_all_equal(op, &lb, 0) && mixed_all_equal(op, &step, 1)) {
    bo_print_str(p, ") in ");
    print_mixed(p, op, &ub);
  } else {
    bo_print_str(p, ") = ");
    print_mixed(p, op, &lb);
    bo_print_str(p, " to ");
    print_mixed(p, op, &ub);
    bo_print_str(p, " step ");
    print_mixed(p, op, &step);
  }
  print_init_list(p, "shared_outs", body, rank, op, out_start, num_outs);
  if (num_outs) {
    bo_print_str(p, " -> (");
    bo_print_result_types(p, op);
    bo_print_char(p, ')');
  }
  bo_print_region(p, &op->regions[0], false, op->num_results > 0, false);
  bo_print_optional_attr_dict(p, op, elided, 4);
}

/* ForallOp's check of one static/dynamic list (a plain error, as upstream). */
static int check_mixed(bo_op *op, const mixed_list *l, unsigned rank, const char *what) {
  unsigned n = l->statics ? bo_attr_get_num_elements(l->statics) : 0;
  if (n != rank)
    return bo_op_emit_plain_error(op, "expected %u %s values, got %u", rank, what, n);
  unsigned dyn = 0;
  for (unsigned i = 0; i < n; i++)
    if (bo_attr_dense_array_int_at(l->statics, i) == BO_DYNAMIC) dyn++;
  if (dyn != l->num_dynamic)
    return bo_op_emit_plain_error(op, "expected %u dynamic %s values", dyn, what);
  return 0;
}

static int verify_forall(bo_op *op) {
  if (check_sized_region(op, 0, "region")) return -1;
  bo_block *body = entry_block(op, 0);
  /* SingleBlockImplicitTerminator<"scf.forall.in_parallel"> */
  bo_op *last = bo_block_last_op(body);
  if (last && bo_op_has_trait(last, BO_TRAIT_TERMINATOR) && !bo_op_isa(last, BO_OP_SCF_FORALL_IN_PARALLEL)) {
    bo_op_emit_error(op, "expects regions to end with '%s', found '%s'", BO_OP_NAME(SCF_FORALL_IN_PARALLEL),
                     bo_op_get_name(last));
    bo_op_emit_note(op, "in custom textual format, the absence of terminator implies '%s'",
                    BO_OP_NAME(SCF_FORALL_IN_PARALLEL));
    return -1;
  }
  mixed_list lb = forall_list(op, "staticLowerBound", 0);
  mixed_list ub = forall_list(op, "staticUpperBound", 1);
  mixed_list step = forall_list(op, "staticStep", 2);
  unsigned rank = lb.statics ? bo_attr_get_num_elements(lb.statics) : 0;
  unsigned out_start = 0, num_outs = bo_op_segment(op, 3, &out_start);
  bo_str a = {0}, b = {0};
  int rc = 0;
  /* DestinationStyleOpInterface: each shared_out is tied to a result */
  for (unsigned i = 0; i < num_outs && i < op->num_results && !rc; i++) {
    const bo_type *t = op->operands[out_start + i].value->type;
    if (t != op->results[i].type)
      rc = bo_op_emit_error(op,
                            "expected type of operand #%u ('%s') to match type of corresponding "
                            "result ('%s')",
                            out_start + i, type_text(&a, t), type_text(&b, op->results[i].type));
  }
  bo_str_free(&a);
  bo_str_free(&b);
  if (rc) return rc;
  if (num_outs != op->num_results)
    return bo_op_emit_error(op, "produces %u results, but has only %u outputs", op->num_results,
                            num_outs);
  if (body->num_args != rank + num_outs) return bo_op_emit_error(op, "region expects %u arguments", rank);
  for (unsigned i = 0; i < rank; i++)
    if (bo_type_get_kind(body->args[i]->type) != BO_TYPE_INDEX)
      return bo_op_emit_error(op, "expects %u-th block argument to be an index", i);
  for (unsigned i = 0; i < num_outs; i++)
    if (body->args[rank + i]->type != op->operands[out_start + i].value->type)
      return bo_op_emit_error(op, "type mismatch between %u-th output and corresponding block argument",
                              i);
  /* the device mapping: #gpu.mask entries (upstream's only
   * DeviceMaskingAttrInterface) do not count towards the rank, and there
   * may be one at most */
  const bo_attr *mapping = bo_op_get_attr(op, "mapping");
  if (mapping && bo_attr_get_kind(mapping) == BO_ATTR_ARRAY && bo_attr_get_num_elements(mapping)) {
    unsigned n = bo_attr_get_num_elements(mapping), masks = 0;
    for (unsigned i = 0; i < n; i++) {
      char *t = bo_attr_to_string(bo_attr_array_get(mapping, i));
      if (t && !strncmp(t, "#gpu.mask<", 10)) masks++;
      free(t);
    }
    if (n - masks != rank) return bo_op_emit_error(op, "mapping attribute size must match op rank");
    if (masks > 1) return bo_op_emit_error(op, "\"mapping\" supports at most one device masking attribute");
  }
  if (check_mixed(op, &lb, rank, "lower bound") || check_mixed(op, &ub, rank, "upper bound") ||
      check_mixed(op, &step, rank, "step"))
    return -1;
  return 0;
}

/* ------------------------------------------------- scf.forall.in_parallel */

static int parse_in_parallel(bo_parser *p, bo_parse_state *st) {
  bo_region *r = bo_state_add_region(st);
  if (bo_parse_region(p, r, NULL, 0)) return -1;
  if (bo_region_is_empty(r)) bo_region_add_block(r);
  return parse_attr_dict(p, st);
}

static void print_in_parallel(bo_printer *p, bo_op *op) {
  bo_print_region(p, &op->regions[0], false, true, false);
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_in_parallel(bo_op *op) {
  if (check_parent(op, BO_OP_SCF_FORALL)) return -1;
  if (check_sized_region(op, 0, "region")) return -1;
  /* Only ParallelCombiningOpInterface ops may appear: of the dialects we
   * know, tensor.parallel_insert_slice. */
  bo_op *forall = bo_op_get_parent_op(op);
  bo_block *body = entry_block(forall, 0);
  unsigned outs_start, num_outs = bo_op_segment(forall, 3, &outs_start);
  (void)outs_start;
  for (bo_op *o = entry_block(op, 0)->first; o; o = o->next) {
    if (bo_op_has_trait(o, BO_TRAIT_UNKNOWN)) continue;
    if (!bo_op_isa(o, BO_OP_TENSOR_PARALLEL_INSERT_SLICE))
      return bo_op_emit_error(op, "expected only ParallelCombiningOpInterface ops");
    /* the destination (operand #1) must be one of the shared_outs arguments */
    bo_value *dest = o->num_operands > 1 ? o->operands[1].value : NULL;
    bool is_out = false;
    for (unsigned i = 0; body && dest && i < num_outs && i < body->num_args; i++)
      if (body->args[body->num_args - num_outs + i] == dest) is_out = true;
    if (!is_out) return bo_op_emit_error(o, "may only insert into an output block argument");
  }
  return 0;
}

/* ------------------------------------------------------------------ scf.if */

static int parse_if(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_unresolved c;
  bo_value *v;
  if (bo_parse_operand(p, &c) || bo_resolve_operand(p, &c, bo_type_integer(ctx, 1, BO_SIGNLESS), &v))
    return -1;
  bo_state_add_operand(st, v);
  if (bo_parse_optional_arrow_type_list(p, &st->result_types) < 0) return -1;
  bo_region *then_r = bo_state_add_region(st);
  bo_region *else_r = bo_state_add_region(st);
  if (bo_parse_region(p, then_r, NULL, 0)) return -1;
  bo_ensure_terminator(p, then_r, BO_OP_NAME(SCF_YIELD), false, st->loc);
  int has_else = bo_parse_optional_keyword(p, "else");
  if (has_else < 0) return -1;
  if (has_else) {
    if (bo_parse_region(p, else_r, NULL, 0)) return -1;
    bo_ensure_terminator(p, else_r, BO_OP_NAME(SCF_YIELD), false, st->loc);
  }
  return parse_attr_dict(p, st);
}

static void print_if(bo_printer *p, bo_op *op) {
  bool results = op->num_results > 0;
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  if (results) {
    bo_print_str(p, " -> (");
    bo_print_result_types(p, op);
    bo_print_char(p, ')');
  }
  bo_print_region(p, &op->regions[0], false, results, false);
  if (!bo_region_is_empty(&op->regions[1])) {
    bo_print_str(p, " else");
    bo_print_region(p, &op->regions[1], false, results, false);
  }
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_if(bo_op *op) {
  /* ODS order: operand constraints before region constraints */
  if (op->num_operands == 1 && !bo_type_is_integer(op->operands[0].value->type, 1)) {
    bo_str s = {0};
    bo_op_emit_error(op, "operand #0 must be 1-bit signless integer, but got '%s'",
                     type_text(&s, op->operands[0].value->type));
    bo_str_free(&s);
    return -1;
  }
  if (check_sized_region(op, 0, "thenRegion")) return -1;
  if (bo_region_num_blocks(&op->regions[1]) > 1)
    return bo_op_emit_error(op, "expects region #1 to have 0 or 1 blocks");
  if (op->num_results && bo_region_is_empty(&op->regions[1]))
    return bo_op_emit_error(op, "must have an else block if defining values");
  for (unsigned r = 0; r < 2; r++) {
    bo_block *b = entry_block(op, r);
    if (b && b->num_args)
      return bo_op_emit_error(op, "region #%u should have no arguments", r);
  }
  return 0;
}

static int verify_if_regions(bo_op *op) {
  if (check_terminator_to_parent(op, 0, BO_OP_SCF_YIELD)) return -1;
  return check_terminator_to_parent(op, 1, BO_OP_SCF_YIELD);
}

/* --------------------------------------------------------------- scf.while */

static int parse_while(bo_parser *p, bo_parse_state *st) {
  bo_argument_vec args = {0};
  bo_unresolved_vec inits = {0};
  const bo_type *fn;
  int rc = -1;
  if (bo_parse_optional_assignment_list(p, &args, &inits) < 0) goto out;
  if (bo_parse_punct(p, ":")) goto out;
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_function_type(p, &fn)) goto out;
  unsigned nin = bo_type_get_num_inputs(fn);
  if (nin != inits.len) {
    bo_parser_custom_error_at(p, loc, "expected as many input types as operands (expected %zu got %u)",
                 inits.len, nin);
    goto out;
  }
  set_arg_types(&args, 0, bo_type_get_inputs(fn), nin);
  if (bo_resolve_operands(p, inits.data, inits.len, bo_type_get_inputs(fn), nin, loc, &st->operands))
    goto out;
  bo_state_add_result_types(st, bo_type_get_results(fn), bo_type_get_num_results(fn));
  bo_region *before = bo_state_add_region(st);
  bo_region *after = bo_state_add_region(st);
  if (bo_parse_region(p, before, args.data, args.len) || bo_parse_keyword(p, "do") ||
      bo_parse_region(p, after, NULL, 0))
    goto out;
  rc = parse_attr_dict_with_keyword(p, st);
out:
  bo_vec_free(&args);
  bo_vec_free(&inits);
  return rc;
}

static void print_while(bo_printer *p, bo_op *op) {
  bo_block *before = entry_block(op, 0);
  if (op->num_operands) {
    bo_print_str(p, " (");
    for (unsigned i = 0; i < op->num_operands; i++) {
      if (i) bo_print_str(p, ", ");
      bo_print_operand(p, before->args[i]);
      bo_print_str(p, " = ");
      bo_print_operand(p, op->operands[i].value);
    }
    bo_print_char(p, ')');
  }
  bo_print_str(p, " : (");
  bo_print_operand_types(p, op, 0, op->num_operands);
  bo_print_str(p, ") -> ");
  if (op->num_results == 1 && bo_type_get_kind(op->results[0].type) != BO_TYPE_FUNCTION) {
    bo_print_type(p, op->results[0].type);
  } else {
    bo_print_char(p, '(');
    bo_print_result_types(p, op);
    bo_print_char(p, ')');
  }
  bo_print_region(p, &op->regions[0], false, true, false);
  bo_print_str(p, " do");
  bo_print_region(p, &op->regions[1], true, true, false);
  bo_print_optional_attr_dict_with_keyword(p, op, NULL, 0);
}

static int verify_while(bo_op *op) {
  if (check_sized_region(op, 0, "before") || check_sized_region(op, 1, "after")) return -1;
  /* the SingleBlock trait, before the op's own checks */
  if (!entry_block(op, 0)->first || !entry_block(op, 1)->first)
    return bo_op_emit_error(op, "expects a non-empty block");
  bo_op *cond = region_terminator(op, 0);
  if (!cond || !bo_op_isa(cond, BO_OP_SCF_CONDITION)) {
    bo_op_emit_error(op, "expects the 'before' region to terminate with 'scf.condition'");
    if (cond) bo_op_emit_note(cond, "terminator here");
    return -1;
  }
  bo_op *yield = region_terminator(op, 1);
  if (!yield || !bo_op_isa(yield, BO_OP_SCF_YIELD)) {
    bo_op_emit_error(op, "expects the 'after' region to terminate with 'scf.yield'");
    if (yield) bo_op_emit_note(yield, "terminator here");
    return -1;
  }
  return 0;
}

static int verify_while_regions(bo_op *op) {
  bo_block *before = entry_block(op, 0), *after = entry_block(op, 1);
  bo_op *cond = before->last, *yield = after->last;
  type_list src = {0}, dst = {0};
  int rc;
  operand_types(&src, op, 0);
  arg_types(&dst, before, 0);
  rc = check_edge(op, op, "parent", "Region #0", &src, &dst);
  if (!rc) {
    operand_types(&src, cond, 1);
    result_types(&dst, op);
    rc = check_edge(op, cond, "Operation scf.condition", "parent", &src, &dst);
  }
  if (!rc) {
    arg_types(&dst, after, 0);
    rc = check_edge(op, cond, "Operation scf.condition", "Region #1", &src, &dst);
  }
  if (!rc) {
    operand_types(&src, yield, 0);
    arg_types(&dst, before, 0);
    rc = check_edge(op, yield, "Operation scf.yield", "Region #0", &src, &dst);
  }
  bo_vec_free(&src);
  bo_vec_free(&dst);
  return rc;
}

/* ------------------------------------------------------ scf.execute_region */

static int parse_execute_region(bo_parser *p, bo_parse_state *st) {
  if (bo_parse_optional_arrow_type_list(p, &st->result_types) < 0) return -1;
  int no_inline = bo_parse_optional_keyword(p, "no_inline");
  if (no_inline < 0) return -1;
  if (no_inline) bo_state_add_attr(st, "no_inline", bo_attr_unit(bo_parser_context(p)));
  bo_region *r = bo_state_add_region(st);
  if (bo_parse_region(p, r, NULL, 0)) return -1;
  return parse_attr_dict(p, st);
}

static void print_execute_region(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"no_inline"};
  if (op->num_results) { /* the helper prints its own leading space */
    type_list t = {0};
    result_types(&t, op);
    bo_print_arrow_type_list(p, t.data, t.len);
    bo_vec_free(&t);
  }
  if (bo_op_get_attr(op, "no_inline")) bo_print_str(p, " no_inline");
  bo_print_region(p, &op->regions[0], false, true, false);
  bo_print_optional_attr_dict(p, op, elided, 1);
}

static int verify_execute_region(bo_op *op) {
  bo_block *b = entry_block(op, 0);
  if (!b) return bo_op_emit_error(op, "region needs to have at least one block");
  if (b->num_args) return bo_op_emit_error(op, "region cannot have any arguments");
  return 0;
}

static int verify_execute_region_regions(bo_op *op) {
  type_list src = {0}, dst = {0};
  int rc = 0;
  result_types(&dst, op);
  for (bo_block *b = op->regions[0].first; b && !rc; b = b->next) {
    bo_op *term = b->last;
    if (!term || !bo_op_isa(term, BO_OP_SCF_YIELD)) continue;
    operand_types(&src, term, 0);
    rc = check_edge(op, term, "Operation scf.yield", "parent", &src, &dst);
  }
  bo_vec_free(&src);
  bo_vec_free(&dst);
  return rc;
}

/* -------------------------------------------------------- scf.index_switch */

static int parse_index_switch(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_unresolved arg;
  bo_value *v;
  BO_VEC(int64_t) cases = {0};
  int rc = -1;
  /* resolved after the regions, as a declarative format's parser does */
  if (bo_parse_operand(p, &arg) || parse_attr_dict(p, st)) return -1;
  if (bo_parse_optional_punct(p, "->") > 0 && bo_parse_type_list(p, &st->result_types)) return -1;
  /* the default region is region #0 but comes last in the text */
  bo_region *def = bo_state_add_region(st);
  for (;;) {
    int k = bo_parse_optional_keyword(p, "case");
    if (k < 0) goto out;
    if (!k) break;
    int64_t value;
    if (bo_parse_integer(p, &value)) goto out;
    bo_vec_push(&cases, value);
    if (bo_parse_region(p, bo_state_add_region(st), NULL, 0)) goto out;
  }
  if (bo_parse_keyword(p, "default") || bo_parse_region(p, def, NULL, 0)) goto out;
  bo_ensure_terminator(p, def, BO_OP_NAME(SCF_YIELD), false, st->loc);
  if (bo_resolve_operand(p, &arg, bo_type_index(ctx), &v)) goto out;
  bo_state_add_operand(st, v);
  bo_state_add_attr(st, "cases",
                    bo_attr_dense_array_int(ctx, bo_type_integer(ctx, 64, BO_SIGNLESS), cases.len,
                                            cases.data));
  rc = 0;
out:
  bo_vec_free(&cases);
  return rc;
}

/* The elision rule of declarative formats for implicitly terminated regions:
 * the terminator is shown only when it carries operands or attributes. */
static bool terminator_worth_printing(bo_region *r) {
  bo_block *b = bo_region_first_block(r);
  bo_op *t = b ? bo_block_get_terminator(b) : NULL;
  if (!t) return true;
  return t->num_operands || t->num_results || t->num_attrs || t->num_props;
}

static void print_index_switch(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"cases"};
  const bo_attr *cases = bo_op_get_attr(op, "cases");
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  bo_print_optional_attr_dict(p, op, elided, 1);
  if (op->num_results) {
    bo_print_str(p, " -> ");
    bo_print_result_types(p, op);
  }
  bo_print_char(p, ' ');
  unsigned n = cases ? bo_attr_get_num_elements(cases) : 0;
  for (unsigned i = 0; i < n && i + 1 < op->num_regions; i++) {
    bo_print_newline(p);
    bo_printf(p, "case %" PRId64, bo_attr_dense_array_int_at(cases, i));
    bo_print_region(p, &op->regions[i + 1], true, true, false);
  }
  bo_print_newline(p);
  bo_print_str(p, "default");
  bo_print_region(p, &op->regions[0], true, terminator_worth_printing(&op->regions[0]), false);
}

/* Checks one region's yield against the results ("default region" or
 * "case region #N"). */
static int check_switch_region(bo_op *op, unsigned r, const char *what) {
  bo_block *b = entry_block(op, r);
  if (!b) return 0;
  bo_op *t = b->last;
  if (!t || !bo_op_isa(t, BO_OP_SCF_YIELD))
    return bo_op_emit_error(op, "expected region to end with scf.yield, but got %s",
                            t ? bo_op_get_name(t) : "nothing");
  if (t->num_operands != op->num_results) {
    bo_op_emit_error(op, "expected each region to return %u values, but %s returns %u",
                     op->num_results, what, t->num_operands);
    bo_op_emit_note(t, "see yield operation here");
    return -1;
  }
  for (unsigned i = 0; i < t->num_operands; i++) {
    if (t->operands[i].value->type == op->results[i].type) continue;
    bo_str s = {0};
    bo_op_emit_error(op, "expected result #%u of each region to be '%s'", i,
                     type_text(&s, op->results[i].type));
    bo_op_emit_note(t, "%s returns '%s' here", what, type_text(&s, t->operands[i].value->type));
    bo_str_free(&s);
    return -1;
  }
  return 0;
}

static int verify_index_switch(bo_op *op) {
  const bo_attr *cases = bo_op_get_attr(op, "cases");
  if (!cases) return bo_op_emit_error(op, "requires attribute 'cases'");
  for (unsigned r = 0; r < op->num_regions; r++)
    if (check_sized_region(op, r, r ? "caseRegions" : "defaultRegion")) return -1;
  unsigned n = bo_attr_get_num_elements(cases);
  if (n != op->num_regions - 1)
    return bo_op_emit_error(op, "has %u case regions but %u case values", op->num_regions - 1, n);
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < i; j++)
      if (bo_attr_dense_array_int_at(cases, i) == bo_attr_dense_array_int_at(cases, j))
        return bo_op_emit_error(op, "has duplicate case value: %" PRId64,
                                bo_attr_dense_array_int_at(cases, i));
  if (check_switch_region(op, 0, "default region")) return -1;
  for (unsigned i = 0; i < n; i++) {
    char what[48];
    snprintf(what, sizeof what, "case region #%u", i);
    if (check_switch_region(op, i + 1, what)) return -1;
  }
  return 0;
}

/* ------------------------------------------------------------ scf.parallel */

/* `(%a, %b)` of exactly n operands (n < 0: any), resolved as index. */
static int parse_index_operands(bo_parser *p, bo_parse_state *st, long n, int32_t *count) {
  bo_unresolved_vec names = {0};
  bo_loc loc = bo_parser_loc(p);
  int rc = bo_parse_operand_list(p, BO_DELIM_PAREN, &names);
  if (!rc && n >= 0 && names.len != (size_t)n)
    rc = bo_parser_custom_error_at(p, loc, "expected %ld operands", n);
  if (!rc)
    rc = bo_resolve_operands_same(p, names.data, names.len, bo_type_index(bo_parser_context(p)),
                                  &st->operands);
  if (count) *count = (int32_t)names.len;
  bo_vec_free(&names);
  return rc;
}

static int parse_parallel(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_argument_vec ivs = {0};
  bo_unresolved_vec inits = {0};
  int32_t seg[4] = {0, 0, 0, 0};
  int rc = -1;
  if (bo_parse_argument_list(p, BO_DELIM_PAREN, false, false, &ivs)) goto out;
  for (size_t i = 0; i < ivs.len; i++) ivs.data[i].type = bo_type_index(ctx);
  long n = (long)ivs.len;
  if (bo_parse_punct(p, "=") || parse_index_operands(p, st, n, &seg[0]) ||
      bo_parse_keyword(p, "to") || parse_index_operands(p, st, n, &seg[1]) ||
      bo_parse_keyword(p, "step") || parse_index_operands(p, st, n, &seg[2]))
    goto out;
  int has_init = bo_parse_optional_keyword(p, "init");
  if (has_init < 0) goto out;
  if (has_init && bo_parse_operand_list(p, BO_DELIM_PAREN, &inits)) goto out;
  if (bo_parse_optional_arrow_type_list(p, &st->result_types) < 0) goto out;
  if (bo_resolve_operands(p, inits.data, inits.len, st->result_types.data, st->result_types.len,
                          st->loc, &st->operands))
    goto out;
  seg[3] = (int32_t)inits.len;
  bo_region *body = bo_state_add_region(st);
  if (bo_parse_region(p, body, ivs.data, ivs.len)) goto out;
  bo_state_set_segment_sizes(st, seg, 4);
  bo_ensure_terminator(p, body, BO_OP_NAME(SCF_REDUCE), false, st->loc);
  rc = parse_attr_dict(p, st);
out:
  bo_vec_free(&ivs);
  bo_vec_free(&inits);
  return rc;
}

static void print_parallel(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"operandSegmentSizes"};
  bo_block *body = entry_block(op, 0);
  unsigned start, n;
  bo_print_str(p, " (");
  for (unsigned i = 0; i < body->num_args; i++) {
    if (i) bo_print_str(p, ", ");
    bo_print_operand(p, body->args[i]);
  }
  static const char *const words[] = {") = (", ") to (", ") step ("};
  for (unsigned s = 0; s < 3; s++) {
    n = bo_op_segment(op, s, &start);
    bo_print_str(p, words[s]);
    bo_print_op_operands(p, op, start, n);
  }
  bo_print_char(p, ')');
  n = bo_op_segment(op, 3, &start);
  if (n) {
    bo_print_str(p, " init (");
    bo_print_op_operands(p, op, start, n);
    bo_print_char(p, ')');
  }
  if (op->num_results) {
    type_list t = {0};
    result_types(&t, op);
    bo_print_arrow_type_list(p, t.data, t.len);
    bo_vec_free(&t);
  }
  bo_print_region(p, &op->regions[0], false, true, false);
  bo_print_optional_attr_dict(p, op, elided, 1);
}

static int verify_parallel(bo_op *op) {
  if (check_sized_region(op, 0, "region")) return -1;
  unsigned start, n = bo_op_segment(op, 2, &start);
  if (n == 0)
    return bo_op_emit_error(op, "needs at least one tuple element for lowerBound, upperBound and step");
  for (unsigned i = 0; i < n; i++) {
    int64_t c;
    if (constant_int_value(op->operands[start + i].value, &c) && c <= 0)
      return bo_op_emit_error(op, "constant step operand must be positive");
  }
  bo_block *body = entry_block(op, 0);
  if (body->num_args != n)
    return bo_op_emit_error(op, "expects the same number of induction variables: %u as bound and step values: %u",
                            body->num_args, n);
  for (unsigned i = 0; i < body->num_args; i++)
    if (bo_type_get_kind(body->args[i]->type) != BO_TYPE_INDEX)
      return bo_op_emit_error(op, "expects arguments for the induction variable to be of index type");
  bo_op *reduce = body->last;
  if (!reduce || !bo_op_isa(reduce, BO_OP_SCF_REDUCE)) {
    bo_op_emit_error(op, "expects body to terminate with 'scf.reduce'");
    if (reduce) bo_op_emit_note(reduce, "terminator here");
    return -1;
  }
  if (op->num_results != reduce->num_operands)
    return bo_op_emit_error(op, "expects number of results: %u to be the same as number of reductions: %u",
                            op->num_results, reduce->num_operands);
  unsigned init_start, num_inits = bo_op_segment(op, 3, &init_start);
  (void)init_start;
  bo_str a = {0}, b = {0};
  int rc = 0;
  for (unsigned i = 0; i < num_inits && i < op->num_results && !rc; i++) {
    const bo_type *rt = op->results[i].type;
    const bo_type *ot = reduce->operands[i].value->type;
    if (ot != rt)
      rc = bo_op_emit_error(reduce,
                            "expects type of %u-th reduction operand: '%s' to be the same as the "
                            "%u-th result type: '%s'",
                            i, type_text(&a, ot), i, type_text(&b, rt));
  }
  bo_str_free(&a);
  bo_str_free(&b);
  return rc;
}

/* -------------------------------------------------------------- scf.reduce */

static int parse_reduce(bo_parser *p, bo_parse_state *st) {
  int paren = bo_parse_optional_punct(p, "(");
  if (paren < 0) return -1;
  if (paren) {
    if (parse_optional_operands_and_types(p, st) || bo_parse_punct(p, ")")) return -1;
  }
  if (bo_parser_peek_punct(p, "{")) {
    do {
      if (bo_parse_region(p, bo_state_add_region(st), NULL, 0)) return -1;
    } while (bo_parse_optional_punct(p, ",") > 0);
  }
  return parse_attr_dict(p, st);
}

static void print_reduce(bo_printer *p, bo_op *op) {
  if (op->num_operands) {
    bo_print_char(p, '(');
    bo_print_op_operands(p, op, 0, op->num_operands);
    bo_print_str(p, " : ");
    bo_print_operand_types(p, op, 0, op->num_operands);
    bo_print_char(p, ')');
  }
  if (op->num_regions == 0) bo_print_char(p, ' ');
  for (unsigned i = 0; i < op->num_regions; i++) {
    if (i) bo_print_char(p, ',');
    bo_print_region(p, &op->regions[i], true, true, false);
  }
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_reduce(bo_op *op) {
  if (check_parent(op, BO_OP_SCF_PARALLEL)) return -1;
  for (unsigned r = 0; r < op->num_regions; r++)
    if (check_sized_region(op, r, "reductions")) return -1;
  return 0;
}

static int verify_reduce_regions(bo_op *op) {
  bo_str s = {0};
  int rc = 0;
  if (op->num_operands != op->num_regions) {
    return bo_op_emit_error(op, "expects number of reduction regions: %u to be the same as number of reduction operands: %u",
                            op->num_regions, op->num_operands);
  }
  for (unsigned i = 0; i < op->num_regions && !rc; i++) {
    const bo_type *t = op->operands[i].value->type;
    bo_block *b = entry_block(op, i);
    if (b->num_args != 2 || b->args[0]->type != t || b->args[1]->type != t)
      rc = bo_op_emit_error(op, "expected two block arguments with type '%s' in the %u-th reduction region",
                            type_text(&s, t), i);
    else if (!b->last || !bo_op_isa(b->last, BO_OP_SCF_REDUCE_RETURN))
      rc = bo_op_emit_error(op, "reduction bodies must be terminated with an 'scf.reduce.return' op");
  }
  bo_str_free(&s);
  return rc;
}

/* ------------------------------------------------------- scf.reduce.return */

static int parse_reduce_return(bo_parser *p, bo_parse_state *st) {
  bo_unresolved u;
  const bo_type *t;
  bo_value *v;
  if (bo_parse_operand(p, &u) || parse_attr_dict(p, st) || bo_parse_colon_type(p, &t) ||
      bo_resolve_operand(p, &u, t, &v))
    return -1;
  bo_state_add_operand(st, v);
  return 0;
}

static void print_reduce_return(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, op->operands[0].value->type);
}

static int verify_reduce_return(bo_op *op) {
  if (check_parent(op, BO_OP_SCF_REDUCE)) return -1;
  bo_op *reduce = bo_op_get_parent_op(op);
  bo_region *r = bo_block_get_parent(bo_op_get_block(op));
  unsigned idx = (unsigned)(r - reduce->regions);
  if (idx >= reduce->num_operands) return 0;
  const bo_type *want = reduce->operands[idx].value->type;
  if (op->operands[0].value->type == want) return 0;
  bo_str a = {0};
  bo_op_emit_error(op, "must have type '%s' (the type of the reduction inputs)", type_text(&a, want));
  bo_str_free(&a);
  return -1;
}

/* ------------------------------------------------------------------- table */

static const char *const for_attrs[] = {"unsignedCmp", NULL};
static const char *const forall_attrs[] = {"mapping", "operandSegmentSizes", "staticLowerBound",
                                           "staticStep", "staticUpperBound", NULL};
static const char *const execute_region_attrs[] = {"no_inline", NULL};
static const char *const index_switch_attrs[] = {"cases", NULL};
static const char *const segments_attrs[] = {"operandSegmentSizes", NULL};

#define REGION_OP (BO_TRAIT_REGION_BRANCH)
#define TERM (BO_TRAIT_TERMINATOR)

static const bo_op_info scf_ops[] = {
    BO_OP_DEF(SCF_CONDITION, .memory = &bo_memory_scf_condition, .traits = TERM | BO_TRAIT_PURE,
     .bufferize = &bo_scf_condition_bufferize, .parse = parse_condition,
     .print = print_condition, .verify = verify_condition),
    BO_OP_DEF(SCF_EXECUTE_REGION, .memory = &bo_memory_scf_region, .num_regions = 1, .traits = REGION_OP,
     .bufferize = &bo_scf_execute_region_bufferize, .inherent_attrs = execute_region_attrs,
     .canonicalize = bo_scf_canonicalize_execute_region,
     .parse = parse_execute_region, .print = print_execute_region, .verify = verify_execute_region,
     .verify_regions = verify_execute_region_regions),
    BO_OP_DEF(SCF_FOR, .memory = &bo_memory_scf_for, .num_regions = 1, .traits = BO_TRAIT_LOOP | BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE | REGION_OP | BO_TRAIT_SINGLE_BLOCK,
     .canonicalize = bo_scf_canonicalize_for,
     .bufferize = &bo_scf_for_bufferize, .inherent_attrs = for_attrs,
     .parse = parse_for, .print = print_for, .verify = verify_for,
     .verify_regions = verify_for_regions),
    BO_OP_DEF(SCF_FORALL, .memory = &bo_memory_scf_region, .num_regions = 1, .traits = BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE | REGION_OP | BO_TRAIT_SINGLE_BLOCK,
     .bufferize = &bo_scf_forall_bufferize, .canonicalize = bo_scf_canonicalize_forall,
     .inherent_attrs = forall_attrs, .parse = parse_forall, .print = print_forall,
     .verify = verify_forall),
    BO_OP_DEF(SCF_FORALL_IN_PARALLEL, .memory = &bo_memory_scf_no_forward, .num_regions = 1,
     .traits = TERM | BO_TRAIT_PURE | BO_TRAIT_SINGLE_BLOCK | BO_TRAIT_NO_TERMINATOR |
               BO_TRAIT_GRAPH_REGION,
     .bufferize = &bo_scf_in_parallel_bufferize,
     .parse = parse_in_parallel, .print = print_in_parallel, .verify = verify_in_parallel),
    BO_OP_DEF(SCF_IF, .memory = &bo_memory_scf_region, .num_regions = 2, .traits = REGION_OP | BO_TRAIT_SINGLE_BLOCK,
     .canonicalize = bo_scf_canonicalize_if, .fold = bo_scf_fold_if,
     .bufferize = &bo_scf_region_branch_bufferize, .parse = parse_if,
     .print = print_if, .verify = verify_if, .verify_regions = verify_if_regions),
    BO_OP_DEF(SCF_INDEX_SWITCH, .memory = &bo_memory_scf_region, .traits = REGION_OP | BO_TRAIT_SINGLE_BLOCK,
     .bufferize = &bo_scf_region_branch_bufferize, .inherent_attrs = index_switch_attrs, .parse = parse_index_switch,
     .canonicalize = bo_scf_canonicalize_index_switch,
     .print = print_index_switch, .verify = verify_index_switch),
    BO_OP_DEF(SCF_PARALLEL, .memory = &bo_memory_scf_region, .num_regions = 1, .traits = BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE | REGION_OP | BO_TRAIT_SINGLE_BLOCK,
     .canonicalize = bo_scf_canonicalize_parallel,
     .inherent_attrs = segments_attrs, .parse = parse_parallel, .print = print_parallel,
     .verify = verify_parallel),
    BO_OP_DEF(SCF_REDUCE, .memory = &bo_memory_scf_no_forward, .traits = TERM | BO_TRAIT_RETURN_LIKE, .parse = parse_reduce,
     .print = print_reduce, .verify = verify_reduce, .verify_regions = verify_reduce_regions),
    BO_OP_DEF(SCF_REDUCE_RETURN, .traits = TERM | BO_TRAIT_PURE | BO_TRAIT_RETURN_LIKE,
     .parse = parse_reduce_return, .print = print_reduce_return, .verify = verify_reduce_return),
    BO_OP_DEF(SCF_WHILE, .memory = &bo_memory_scf_region, .num_regions = 2, .traits = BO_TRAIT_LOOP | REGION_OP | BO_TRAIT_SINGLE_BLOCK,
     .bufferize = &bo_scf_while_bufferize, .canonicalize = bo_scf_canonicalize_while,
     .parse = parse_while,
     .print = print_while, .verify = verify_while, .verify_regions = verify_while_regions),
    BO_OP_DEF(SCF_YIELD, .memory = &bo_memory_scf_yield, .traits = TERM | BO_TRAIT_PURE | BO_TRAIT_RETURN_LIKE,
     .bufferize = &bo_scf_yield_bufferize,
     .parse = parse_yield_like, .print = print_yield_like, .verify = verify_yield),
};

const bo_dialect bo_dialect_scf = {
    .name = "scf",
    .ops = scf_ops,
    .num_ops = sizeof scf_ops / sizeof *scf_ops,
};
BO_OP_TABLE_CHECK(scf_ops, SCF);
