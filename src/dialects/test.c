/* test.c - the subset of MLIR's test dialect (mlir/test/lib/Dialect/Test)
 * that upstream's bufferization and deallocation lit tests use, with the
 * syntax and memory behaviour mlir-opt 22 gives them:
 *
 *   test.buffer_based in(%a : T) out(%b : U)        reads %a, writes %b
 *   test.copy(%a, %b) : (T, U)                      reads %a, writes %b
 *   %r = "test.forward_buffer"(%m) : (T) -> U       pure, no custom form
 *   test.region_buffer_based in(%a : T) out(%b : U) { ^bb0(...): ... }
 *                                                   the effects of its body
 *   test.region_yield %v : T                        pure terminator
 *   test.affine_scope { ... }                       an affine scope (values of
 *                                                   its body are valid symbols)
 *   "test.ssacfg_region"(...) ({...}, ...) : ...    any operands, results and
 *                                                   regions, generic form only;
 *                                                   its regions are SSACFG, so
 *                                                   dominance is checked inside
 *                                                   (upstream's SSACFGRegionOp)
 *
 * (In mlir-opt 22, test.forward_buffer prints in the generic form, and a
 * deallocation pass sees no effect of its own, so its result's ownership is
 * its operand's; test.region_buffer_based's body is deallocated as a block
 * of its own.)  Every other test.* op stays an unknown op, which the test
 * dialect allows (bo_dialect_allows_unknown_ops): "test.dummy_op"(),
 * "test.memref_user"(%m) parse without --allow-unregistered-dialect and
 * have unknown effects.  The ops have no interpreter hooks: upstream runs
 * none of them either.  O(operands) hooks.
 */
#include "common.h"
#include "memory_iface.h"

static const char *const no_attrs[] = {NULL};

static const bo_type *operand_type(bo_op *op, unsigned i) {
  return bo_value_get_type(bo_op_get_operand(op, i));
}

static bool is_any_memref(const bo_type *t) { return bo_type_is_memref(t); }

/* `kw ( %v : type )`, resolved and added to st */
static int parse_keyword_operand(bo_parser *p, bo_parse_state *st, const char *kw) {
  bo_unresolved u;
  const bo_type *t;
  bo_value *v;
  /* as the generated parser, at the current token with the op's prefix */
  if (!bo_parse_optional_keyword(p, kw))
    return bo_parser_custom_error_at(p, bo_parser_loc(p), "expected '%s'", kw);
  if (bo_parse_punct(p, "(") || bo_parse_operand(p, &u) ||
      bo_parse_colon_type(p, &t) || bo_parse_punct(p, ")") || bo_resolve_operand(p, &u, t, &v))
    return -1;
  bo_state_add_operand(st, v);
  return 0;
}

static void print_keyword_operand(bo_printer *p, bo_op *op, const char *kw, unsigned i) {
  bo_printf(p, " %s(", kw);
  bo_print_operand(p, bo_op_get_operand(op, i));
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, i));
  bo_print_char(p, ')');
}

/* `in(%a : T) out(%b : U) attr-dict` */
static int parse_buffer_based(bo_parser *p, bo_parse_state *st) {
  if (parse_keyword_operand(p, st, "in") || parse_keyword_operand(p, st, "out")) return -1;
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

static void print_buffer_based(bo_printer *p, bo_op *op) {
  print_keyword_operand(p, op, "in", 0);
  print_keyword_operand(p, op, "out", 1);
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_two_memrefs(bo_op *op) {
  if (bo_verify_counts(op, -1, 0, 0, 2)) return -1;
  return bo_verify_all_operands_are(op, is_any_memref, "ranked or unranked memref of any type values");
}

static int verify_buffer_based(bo_op *op) {
  if (bo_verify_num_regions(op, 0)) return -1;
  return verify_two_memrefs(op);
}

/* `in(%a : T) out(%b : U) region attr-dict` */
static int parse_region_buffer_based(bo_parser *p, bo_parse_state *st) {
  if (parse_keyword_operand(p, st, "in") || parse_keyword_operand(p, st, "out")) return -1;
  if (bo_parse_region(p, bo_state_add_region(st), NULL, 0)) return -1;
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

static void print_region_buffer_based(bo_printer *p, bo_op *op) {
  print_keyword_operand(p, op, "in", 0);
  print_keyword_operand(p, op, "out", 1);
  bo_print_region(p, bo_op_get_region(op, 0), true, true, false);
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_region_buffer_based(bo_op *op) {
  if (verify_two_memrefs(op)) return -1;
  bo_region *r = bo_op_get_region(op, 0);
  if (!r->first || r->first != r->last)
    return bo_op_emit_error(op, "expects region #0 to have 0 or 1 blocks");
  bo_op *term = r->first->last;
  if (!term || !bo_op_isa(term, BO_OP_TEST_REGION_YIELD))
    return bo_op_emit_error(op, "expects regions to end with 'test.region_yield'");
  return 0;
}

/* `(%a, %b) : (T, U) attr-dict` */
static int parse_copy(bo_parser *p, bo_parse_state *st) {
  bo_unresolved a, b;
  const bo_type *ta, *tb;
  bo_value *v;
  if (bo_parse_punct(p, "(") || bo_parse_operand(p, &a) || bo_parse_punct(p, ",") ||
      bo_parse_operand(p, &b) || bo_parse_punct(p, ")") || bo_parse_punct(p, ":") ||
      bo_parse_punct(p, "(") || bo_parse_type(p, &ta) || bo_parse_punct(p, ",") ||
      bo_parse_type(p, &tb) || bo_parse_punct(p, ")") || bo_resolve_operand(p, &a, ta, &v))
    return -1;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &b, tb, &v)) return -1;
  bo_state_add_operand(st, v);
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

static void print_copy(bo_printer *p, bo_op *op) {
  bo_print_char(p, '(');
  bo_print_op_operands(p, op, 0, 2);
  bo_print_str(p, ") : (");
  bo_print_operand_types(p, op, 0, 2);
  bo_print_char(p, ')');
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_forward_buffer(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 1)) return -1;
  if (bo_verify_all_operands_are(op, is_any_memref, "ranked or unranked memref of any type values"))
    return -1;
  return bo_verify_all_results_are(op, is_any_memref, "ranked or unranked memref of any type values");
}

/* `%v : T attr-dict` */
static int parse_region_yield(bo_parser *p, bo_parse_state *st) {
  bo_unresolved u;
  const bo_type *t;
  bo_value *v;
  if (bo_parse_operand(p, &u) || bo_parse_colon_type(p, &t) || bo_resolve_operand(p, &u, t, &v))
    return -1;
  bo_state_add_operand(st, v);
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

static void print_region_yield(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_region_yield(bo_op *op) { return bo_verify_counts(op, 0, 0, 0, 1); }

/* test.affine_scope: MLIR's AffineScope trait on a plain one-region op, for
 * upstream's affine tests.  Its custom form is the region alone: mlir-opt
 * 22 prints it without the entry block's arguments and without the op's
 * attributes (they survive only in the generic form), and so does bufopt. */
static int parse_affine_scope(bo_parser *p, bo_parse_state *st) {
  return bo_parse_region(p, bo_state_add_region(st), NULL, 0);
}

static void print_affine_scope(bo_printer *p, bo_op *op) {
  bo_print_region(p, bo_op_get_region(op, 0), false, true, false);
}

static int verify_affine_scope(bo_op *op) {
  if (bo_verify_counts(op, 1, 0, 0, 0)) return -1;
  if (bo_region_num_blocks(bo_op_get_region(op, 0)) != 1)
    return bo_op_emit_error(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
  return 0;
}

static const bo_op_info test_ops[] = {
    BO_OP_DEF(TEST_BUFFER_BASED, .inherent_attrs = no_attrs, .memory = &bo_memory_read_write,
              .parse = parse_buffer_based, .print = print_buffer_based, .verify = verify_buffer_based),
    BO_OP_DEF(TEST_COPY, .inherent_attrs = no_attrs, .memory = &bo_memory_read_write,
              .parse = parse_copy, .print = print_copy, .verify = verify_buffer_based),
    BO_OP_DEF(TEST_FORWARD_BUFFER, .traits = BO_TRAIT_PURE, .inherent_attrs = no_attrs,
              .verify = verify_forward_buffer),
    BO_OP_DEF(TEST_REGION_BUFFER_BASED, .traits = BO_TRAIT_SINGLE_BLOCK, .inherent_attrs = no_attrs,
              .memory = &bo_memory_none, .num_regions = 1, .parse = parse_region_buffer_based,
              .print = print_region_buffer_based, .verify = verify_two_memrefs,
              .verify_regions = verify_region_buffer_based),
    BO_OP_DEF(TEST_REGION_YIELD, .traits = BO_TRAIT_TERMINATOR | BO_TRAIT_PURE | BO_TRAIT_RETURN_LIKE,
              .inherent_attrs = no_attrs, .memory = &bo_memory_scf_yield, .parse = parse_region_yield,
              .print = print_region_yield,
              .verify = verify_region_yield),
    BO_OP_DEF(TEST_AFFINE_SCOPE, .inherent_attrs = no_attrs, .num_regions = 1,
              .parse = parse_affine_scope, .print = print_affine_scope, .verify = verify_affine_scope),
    /* no traits, no custom form, any number of regions (num_regions 0) */
    BO_OP_DEF(TEST_SSACFG_REGION, .inherent_attrs = no_attrs),
};

const bo_dialect bo_dialect_test = {
    .name = "test",
    .ops = test_ops,
    .num_ops = BO_NUM_TEST_OPS,
};
BO_OP_TABLE_CHECK(test_ops, TEST);
