/* builtin.c - the builtin dialect: builtin.module and
 * builtin.unrealized_conversion_cast.
 *
 * A module is a symbol table holding one block without terminator; the parser
 * makes sure that block exists even for `module {}` (as MLIR's single-block
 * regions do), so passes can always insert into it.  The core parser wraps
 * files whose top level is not a single module in an implicit module.
 */
#include "common.h"

static const char *const module_attrs[] = {"sym_name", "sym_visibility", NULL};
static const char *const no_attrs[] = {NULL};

/* `module [@name] [attributes {...}] { ... }` */
static int parse_module(bo_parser *p, bo_parse_state *st) {
  const char *name;
  int r = bo_parse_optional_symbol_name(p, &name);
  if (r < 0)
    return -1;
  if (r)
    bo_state_add_attr(st, "sym_name",
                      bo_attr_string(bo_parser_context(p), name, strlen(name), NULL));
  if ((bo_parse_optional_attr_dict_with_keyword(p, st) < 0))
    return -1;
  bo_region *body = bo_state_add_region(st);
  if (bo_parse_region(p, body, NULL, 0))
    return -1;
  if (bo_region_is_empty(body))
    bo_region_add_block(body);
  return 0;
}

static void print_module(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"sym_name"};
  const bo_attr *name = bo_op_get_prop(op, "sym_name");
  if (name && bo_attr_get_kind(name) == BO_ATTR_STRING) {
    bo_print_char(p, ' ');
    bo_print_symbol_name(p, bo_attr_get_string(name));
  }
  bo_print_optional_attr_dict_with_keyword(p, op, elided, 1);
  bo_print_region(p, bo_op_get_region(op, 0), false, false, false);
}

static int verify_module(bo_op *op) {
  if (bo_verify_counts(op, 1, 0, 0, 0))
    return -1;
  bo_region *body = bo_op_get_region(op, 0);
  if (bo_region_num_blocks(body) > 1)
    return bo_op_emit_error(op, "expects region #0 to have 0 or 1 blocks");
  bo_block *b = bo_region_first_block(body);
  if (b && bo_block_get_num_args(b))
    return bo_op_emit_error(op, "region should have no arguments");
  return 0;
}

/* `[%a, %b : T, U] to X, Y attr-dict` */
static int parse_unrealized_cast(bo_parser *p, bo_parse_state *st) {
  bo_unresolved_vec ins = {0};
  bo_type_vec in_types = {0}, out_types = {0};
  int rc = -1;
  if (bo_parse_operand_list(p, BO_DELIM_NONE, &ins))
    goto done;
  if (ins.len && (bo_parse_colon_type_list(p, &in_types) ||
                  bo_resolve_operands(p, ins.data, ins.len, in_types.data, in_types.len,
                                      bo_parser_loc(p), &st->operands)))
    goto done;
  if (bo_parse_keyword(p, "to") || bo_parse_type_list(p, &out_types) ||
      (bo_parse_optional_attr_dict(p, st) < 0))
    goto done;
  bo_state_add_result_types(st, out_types.data, out_types.len);
  rc = 0;
done:
  bo_vec_free(&ins);
  bo_vec_free(&in_types);
  bo_vec_free(&out_types);
  return rc;
}

static void print_unrealized_cast(bo_printer *p, bo_op *op) {
  unsigned n = bo_op_get_num_operands(op);
  if (n) {
    bo_print_char(p, ' ');
    bo_print_op_operands(p, op, 0, n);
    bo_print_str(p, " : ");
    bo_print_operand_types(p, op, 0, n);
  }
  bo_print_str(p, " to ");
  bo_print_result_types(p, op);
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_unrealized_cast(bo_op *op) {
  return bo_verify_num_regions(op, 0) || bo_verify_num_successors(op, 0) ? -1 : 0;
}

static const bo_op_info builtin_ops[] = {
    BO_OP_DEF(BUILTIN_MODULE, .num_regions = 1,
     .traits = BO_TRAIT_NO_TERMINATOR | BO_TRAIT_SYMBOL_TABLE | BO_TRAIT_GRAPH_REGION |
               BO_TRAIT_ISOLATED_FROM_ABOVE | BO_TRAIT_SINGLE_BLOCK,
     .inherent_attrs = module_attrs, .parse = parse_module, .print = print_module,
     .verify = verify_module, .default_dialect = "builtin"),
    BO_OP_DEF(BUILTIN_UNREALIZED_CONVERSION_CAST, .traits = BO_TRAIT_PURE,
     .inherent_attrs = no_attrs, .parse = parse_unrealized_cast, .print = print_unrealized_cast,
     .verify = verify_unrealized_cast),
};

const bo_dialect bo_dialect_builtin = {
    .name = "builtin",
    .ops = builtin_ops,
    .num_ops = sizeof builtin_ops / sizeof builtin_ops[0],
};
BO_OP_TABLE_CHECK(builtin_ops, BUILTIN);
