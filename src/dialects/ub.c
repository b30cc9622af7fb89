/* ub.c - the ub dialect: ub.poison, a value of any type with no defined
 * contents (`ub.poison : T`).  Its `value` property is `#ub.poison`
 * (stored as an opaque attribute, filled in when absent as upstream's
 * default-valued property is) and is spelled in the custom form only when
 * it is another poison attribute.  The interpreter gives a scalar poison
 * some value and a shaped one never-written elements
 * (src/interp/ops_vector.c), so reading them is reported.  O(1) hooks.
 */
#include "common.h"

#include <string.h>

static const char *const poison_attrs[] = {"value", NULL};

static const bo_attr *default_poison(bo_context *ctx) {
  return bo_attr_opaque(ctx, "ub.poison", 9);
}

/* `#ub.poison` (also spelled `#ub.poison<>`) is the only attribute of the
 * ub dialect and the only one with upstream's PoisonAttrInterface that
 * bufopt knows: NULL when a is no poison attribute. */
static const bo_attr *as_poison(bo_context *ctx, const bo_attr *a) {
  if (bo_attr_get_kind(a) != BO_ATTR_OPAQUE) return NULL;
  const char *text = bo_attr_get_opaque_text(a);
  if (!strcmp(text, "ub.poison") || !strcmp(text, "ub.poison<>")) return default_poison(ctx);
  return NULL;
}

/* `attr-dict (< $value >)? : type` */
static int parse_poison(bo_parser *p, bo_parse_state *st) {
  const bo_type *t;
  if (bo_parse_optional_attr_dict(p, st) < 0) return -1;
  if (bo_parse_optional_punct(p, "<")) {
    const bo_attr *a;
    bo_loc loc = bo_parser_loc(p);
    if (bo_parse_attribute(p, NULL, &a)) return -1;
    const bo_attr *poison = as_poison(st->ctx, a);
    if (!poison) {
      const char *text = bo_attr_get_kind(a) == BO_ATTR_OPAQUE ? bo_attr_get_opaque_text(a) : "";
      if (!strncmp(text, "ub.", 3)) { /* the dialect is known: its attribute is not */
        size_t n = strcspn(text + 3, "<");
        loc.col += 4;
        return bo_parser_error_at(p, loc, "unknown attribute `%.*s` in dialect `ub`", (int)n, text + 3);
      }
      return bo_parser_custom_error_at(p, loc, "invalid kind of attribute specified");
    }
    if (bo_parse_punct(p, ">")) return -1;
    bo_state_add_attr(st, "value", poison);
  }
  if (bo_parse_colon_type(p, &t)) return -1;
  bo_state_add_result_type(st, t);
  return 0;
}

static void print_poison(bo_printer *p, bo_op *op) {
  const bo_attr *v = bo_op_get_prop(op, "value");
  bo_print_attr_dict_eliding_inherent(p, op);
  if (v && v != default_poison(op->ctx)) {
    bo_print_str(p, " <");
    bo_print_attr(p, v);
    bo_print_char(p, '>');
  }
  bo_print_str(p, " : ");
  bo_print_type(p, op->results[0].type);
}

static void populate_poison(bo_op *op) {
  if (!bo_op_get_prop(op, "value")) bo_op_set_prop(op, "value", default_poison(op->ctx));
}

static int verify_poison(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 0)) return -1;
  const bo_attr *v = bo_op_get_prop(op, "value");
  if (v && !as_poison(op->ctx, v))
    return bo_op_emit_error(op, "attribute 'value' failed to satisfy constraint: Poison attribute");
  return 0;
}

static const bo_op_info ub_ops[] = {
    BO_OP_DEF(UB_POISON, .traits = BO_TRAIT_PURE, .inherent_attrs = poison_attrs,
     .parse = parse_poison, .print = print_poison, .verify = verify_poison,
     .populate_defaults = populate_poison),
};

const bo_dialect bo_dialect_ub = {
    .name = "ub",
    .ops = ub_ops,
    .num_ops = BO_NUM_UB_OPS,
};
BO_OP_TABLE_CHECK(ub_ops, UB);
