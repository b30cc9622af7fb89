/* affine.c - the affine dialect: op table, custom syntax and verifiers.
 *
 * Ops: affine.apply, affine.min, affine.max (a map applied to (dims)[symbols]
 * index operands), affine.for (bounds given as maps over operands, a
 * constant step, optional iter_args), affine.yield, and affine.load /
 * affine.store (subscripts written as affine expressions over SSA values).
 *
 * Invariant: an op's `map` (or lowerBoundMap / upperBoundMap) property is an
 * affine-map attribute whose dims + symbols equal the operands it applies to,
 * dims first.  Maps are printed through bo_print_affine_map so they become
 * `#map` aliases, as mlir-opt prints them.  The verifiers also check that
 * bound and subscript operands are valid affine dims and symbols (MLIR 22's
 * rules, below); each operand's check visits at most SYMBOL_CHECK_BUDGET
 * values, so verification stays linear.
 */
#include "../ir/asm.h"
#include "common.h"

#include <stdarg.h>

#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>

/* ------------------------------------------------------------ small helpers */

/* The optional attribute dictionary as a plain status (the asm.h function
 * returns 1 when a dictionary was there). */
static int parse_attr_dict(bo_parser *p, bo_parse_state *st) {
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}


static const bo_type *index_type(bo_parser *p) { return bo_type_index(bo_parser_context(p)); }

/* Parses an affine-map attribute (inline or an alias). */
static int parse_map(bo_parser *p, const bo_parse_state *st, const bo_attr **out) {
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_attribute(p, NULL, out)) return -1;
  if (bo_attr_get_kind(*out) != BO_ATTR_AFFINE_MAP)
    return bo_parser_custom_error_at(p, loc, "invalid kind of attribute specified");
  return 0;
}

/* `(%d0, %d1)[%s0]`: dims then optional symbols, resolved as index and
 * appended to st; *num_dims receives the number of dims. */
static int parse_dims_and_symbols(bo_parser *p, bo_parse_state *st, unsigned *num_dims,
                                  unsigned *num_syms) {
  bo_unresolved_vec dims = {0}, syms = {0};
  int rc = -1;
  if (bo_parse_operand_list(p, BO_DELIM_PAREN, &dims) ||
      bo_parse_operand_list(p, BO_DELIM_OPTIONAL_SQUARE, &syms) ||
      bo_resolve_operands_same(p, dims.data, dims.len, index_type(p), &st->operands) ||
      bo_resolve_operands_same(p, syms.data, syms.len, index_type(p), &st->operands))
    goto out;
  *num_dims = (unsigned)dims.len;
  *num_syms = (unsigned)syms.len;
  rc = 0;
out:
  bo_vec_free(&dims);
  bo_vec_free(&syms);
  return rc;
}

/* `(%d...)[%s...]` for operands [from, from+n) of which the first num_dims
 * are dims; the symbol list is left out when empty. */
static void print_dims_and_symbols(bo_printer *p, bo_op *op, unsigned from, unsigned n,
                                   unsigned num_dims) {
  if (num_dims > n) num_dims = n;
  bo_print_char(p, '(');
  bo_print_op_operands(p, op, from, num_dims);
  bo_print_char(p, ')');
  if (n > num_dims) {
    bo_print_char(p, '[');
    bo_print_op_operands(p, op, from + num_dims, n - num_dims);
    bo_print_char(p, ']');
  }
}

/* ------------------------------------------------ valid dims and symbols */

/* MLIR's rules (Affine/IR/AffineOps.cpp) for which SSA values may be an
 * affine map's dims and symbols.  An affine scope is an op whose values
 * are symbols for the affine ops inside it: func.func and builtin.module
 * in MLIR (the ops with the AffineScope trait); here, an isolated-from-
 * above registered op.  A check follows operand chains (pure ops over
 * symbols are symbols) and walks up the parents; SYMBOL_CHECK_BUDGET
 * bounds the values one check visits, so a deep DAG of index arithmetic
 * costs O(1) per operand instead of exponential time (past the budget the
 * operand is accepted). */
#define SYMBOL_CHECK_BUDGET 256
static bool is_affine_scope(const bo_op *op) {
  return op && (op->info->traits & BO_TRAIT_ISOLATED_FROM_ABOVE) &&
         !(op->info->traits & BO_TRAIT_UNKNOWN);
}

static bo_op *region_parent_op(const bo_region *r) { return r ? r->parent : NULL; }

static const bo_region *value_region(const bo_value *v) {
  const bo_block *b = v->def_op ? v->def_op->block : v->owner;
  return b ? b->parent : NULL;
}

/* The region of the closest affine scope around op (NULL: none). */
static const bo_region *affine_scope_region(const bo_op *op) {
  for (const bo_region *r = op->block ? op->block->parent : NULL; r; ) {
    bo_op *parent = region_parent_op(r);
    if (!parent) return NULL;
    if (is_affine_scope(parent)) return r;
    r = parent->block ? parent->block->parent : NULL;
  }
  return NULL;
}

/* Defined in the body of an affine scope (MLIR's isTopLevelValue). */
static bool is_top_level(const bo_value *v) {
  const bo_region *r = value_region(v);
  return r && is_affine_scope(region_parent_op(r));
}

static bool is_index(const bo_value *v) { return bo_type_get_kind(v->type) == BO_TYPE_INDEX; }

static bool valid_symbol_in(const bo_value *v, const bo_region *region, unsigned *budget);

/* The constant value of an index operand, if it is a constant. */
static bool constant_index(const bo_value *v, int64_t *out) {
  const bo_op *d = v->def_op;
  if (!d || !(d->info->traits & BO_TRAIT_CONSTANT_LIKE)) return false;
  const bo_attr *a = bo_op_get_attr((bo_op *)d, "value");
  if (!a || bo_attr_get_kind(a) != BO_ATTR_INTEGER) return false;
  *out = bo_attr_get_int(a);
  return true;
}

/* Size i of the memref that op (memref.alloc, alloca, or a subview that
 * keeps the rank) defines is static or a valid symbol (MLIR's
 * isMemRefSizeValidSymbol). */
static bool memref_size_valid_symbol(bo_op *op, int64_t i, const bo_region *region,
                                     unsigned *budget) {
  const bo_type *t = op->results[0].type;
  if (bo_type_get_kind(t) != BO_TYPE_MEMREF || i < 0 || i >= (int64_t)bo_type_get_rank(t))
    return false;
  const int64_t *shape = bo_type_get_shape(t);
  if (shape[i] != BO_DYNAMIC) return true;
  unsigned k = 0; /* dynamic dims before i */
  for (int64_t j = 0; j < i; j++) k += shape[j] == BO_DYNAMIC;
  if (bo_op_isa(op, BO_OP_MEMREF_ALLOC) || bo_op_isa(op, BO_OP_MEMREF_ALLOCA)) {
    unsigned start, n = bo_op_segment(op, 0, &start);
    return k < n && valid_symbol_in(op->operands[start + k].value, region, budget);
  }
  if (bo_op_isa(op, BO_OP_MEMREF_SUBVIEW)) {
    const bo_attr *sizes = bo_op_get_attr(op, "static_sizes");
    if (!sizes || bo_attr_get_num_elements(sizes) != bo_type_get_rank(t)) return false;
    unsigned dyn = 0;
    for (int64_t j = 0; j < i; j++) dyn += bo_attr_dense_array_int_at(sizes, (unsigned)j) == BO_DYNAMIC;
    unsigned start, n = bo_op_segment(op, 2, &start);
    return dyn < n && valid_symbol_in(op->operands[start + dyn].value, region, budget);
  }
  return false;
}

/* memref.dim / tensor.dim: a symbol when its shaped operand is top-level
 * (and its index a valid symbol), or when the size it reads is one
 * (MLIR's isDimOpValidSymbol). */
static bool dim_op_valid_symbol(const bo_op *d, const bo_region *region, unsigned *budget) {
  if (d->num_operands != 2) return false;
  const bo_value *shaped = d->operands[0].value;
  if (is_top_level(shaped) || (region && value_region(shaped) == region))
    return valid_symbol_in(d->operands[1].value, region, budget);
  if (!shaped->def_op) return false;
  int64_t i;
  if (!constant_index(d->operands[1].value, &i)) return false;
  bo_op *src = shaped->def_op;
  while (bo_op_isa(src, BO_OP_MEMREF_CAST) && src->operands[0].value->def_op)
    src = src->operands[0].value->def_op;
  return memref_size_valid_symbol(src, i, region, budget);
}

static bool valid_symbol_in(const bo_value *v, const bo_region *region, unsigned *budget) {
  if (!is_index(v)) return false;
  if (*budget == 0) return true; /* too deep to decide cheaply: accept */
  --*budget;
  if (region && value_region(v) == region) return true;
  const bo_op *d = v->def_op;
  if (d) {
    if (d->info->traits & BO_TRAIT_CONSTANT_LIKE) return true;
    if (bo_op_isa(d, BO_OP_AFFINE_APPLY) || bo_op_isa(d, BO_OP_AFFINE_MIN) ||
        bo_op_isa(d, BO_OP_AFFINE_MAX)) {
      for (unsigned i = 0; i < d->num_operands; i++)
        if (!valid_symbol_in(d->operands[i].value, region, budget)) return false;
      return true;
    }
    if ((bo_op_isa(d, BO_OP_MEMREF_DIM) || bo_op_isa(d, BO_OP_TENSOR_DIM)) &&
        dim_op_valid_symbol(d, region, budget))
      return true;
    /* MLIR 22: a pure op without regions over valid symbols is one too */
    if ((d->info->traits & BO_TRAIT_PURE) && !d->num_regions) {
      bool all = true;
      for (unsigned i = 0; i < d->num_operands && all; i++)
        all = valid_symbol_in(d->operands[i].value, region, budget);
      if (all) return true;
    }
  }
  /* a value dominating the scope's op is a symbol there too */
  bo_op *owner = region_parent_op(region);
  if (owner && !(owner->info->traits & BO_TRAIT_ISOLATED_FROM_ABOVE) && owner->block)
    return valid_symbol_in(v, owner->block->parent, budget);
  return false;
}

static bool valid_symbol(const bo_value *v, unsigned *budget) {
  if (!is_index(v)) return false;
  if (is_top_level(v)) return true;
  return v->def_op && valid_symbol_in(v, affine_scope_region(v->def_op), budget);
}

static bool is_affine_loop(const bo_op *op) {
  return op && (bo_op_isa(op, BO_OP_AFFINE_FOR) || bo_op_is(op, "affine.parallel"));
}

static bool valid_dim_in(const bo_value *v, const bo_region *region, unsigned *budget) {
  if (!is_index(v)) return false;
  if (valid_symbol_in(v, region, budget)) return true;
  const bo_op *d = v->def_op;
  if (!d) return v->owner && is_affine_loop(region_parent_op(v->owner->parent));
  if (bo_op_isa(d, BO_OP_AFFINE_APPLY)) {
    for (unsigned i = 0; i < d->num_operands; i++)
      if (!valid_dim_in(d->operands[i].value, region, budget)) return false;
    return true;
  }
  if (bo_op_isa(d, BO_OP_MEMREF_DIM) || bo_op_isa(d, BO_OP_TENSOR_DIM))
    return d->num_operands >= 1 && is_top_level(d->operands[0].value);
  return false;
}

static bool valid_dim(const bo_value *v, unsigned *budget) {
  if (!is_index(v)) return false;
  if (v->def_op) return valid_dim_in(v, affine_scope_region(v->def_op), budget);
  if (is_top_level(v)) return true;
  return v->owner && is_affine_loop(region_parent_op(v->owner->parent));
}

/* MLIR's verifyDimAndSymbolIdentifiers: operands [from, from + n), the
 * first num_dims of them dims. */
static int check_dims_and_symbols(bo_op *op, unsigned from, unsigned n, unsigned num_dims) {
  for (unsigned i = 0; i < n; i++) {
    const bo_value *v = op->operands[from + i].value;
    unsigned budget = SYMBOL_CHECK_BUDGET;
    if (i < num_dims) {
      if (!valid_dim(v, &budget)) return bo_op_emit_error(op, "operand cannot be used as a dimension id");
    } else if (!valid_symbol(v, &budget)) {
      return bo_op_emit_error(op, "operand cannot be used as a symbol");
    }
  }
  return 0;
}

static int check_map_operands(bo_op *op, const bo_attr *map, unsigned num_operands) {
  if (bo_affine_map_num_dims(map) + bo_affine_map_num_symbols(map) != num_operands)
    return bo_op_emit_error(op,
                            "operand count and affine map dimension and symbol count must match");
  return 0;
}

/* ------------------------------------------------- apply / min / max family */

static int parse_map_op(bo_parser *p, bo_parse_state *st, bool is_apply) {
  const bo_attr *map;
  unsigned nd, ns;
  if (parse_map(p, st, &map) || parse_dims_and_symbols(p, st, &nd, &ns) ||
      parse_attr_dict(p, st))
    return -1;
  bo_state_add_attr(st, "map", map);
  if (is_apply) {
    /* apply checks the operand split against the map while parsing */
    if (bo_affine_map_num_dims(map) != nd || bo_affine_map_num_symbols(map) + nd != nd + ns)
      return bo_parser_custom_error_at(p, st->loc, "dimension or symbol index mismatch");
  }
  bo_state_add_result_type(st, index_type(p));
  return 0;
}

static int parse_apply(bo_parser *p, bo_parse_state *st) { return parse_map_op(p, st, true); }
static int parse_min_max(bo_parser *p, bo_parse_state *st) { return parse_map_op(p, st, false); }

static void print_map_op(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"map"};
  const bo_attr *map = bo_op_get_attr(op, "map");
  bo_print_char(p, ' ');
  bo_print_affine_map(p, map);
  print_dims_and_symbols(p, op, 0, op->num_operands, bo_affine_map_num_dims(map));
  bo_print_optional_attr_dict(p, op, elided, 1);
}

static int verify_apply(bo_op *op) {
  const bo_attr *map = bo_op_get_attr(op, "map");
  if (!map) return bo_op_emit_error(op, "requires attribute 'map'");
  for (unsigned i = 0; i < op->num_operands; i++)
    if (!is_index(op->operands[i].value)) {
      char head[80];
      snprintf(head, sizeof head, "operand #%u must be variadic of index, but got '", i);
      return bo_emit_types_error(op, head, op->operands[i].value->type, "'", NULL, NULL);
    }
  if (op->num_results == 1 && bo_type_get_kind(op->results[0].type) != BO_TYPE_INDEX)
    return bo_emit_types_error(op, "result #0 must be index, but got '", op->results[0].type, "'",
                               NULL, NULL);
  if (check_map_operands(op, map, op->num_operands)) return -1;
  if (bo_affine_map_num_results(map) != 1)
    return bo_op_emit_error(op, "mapping must produce one value");
  return 0;
}

static int verify_min_max(bo_op *op) {
  const bo_attr *map = bo_op_get_attr(op, "map");
  if (!map) return bo_op_emit_error(op, "requires attribute 'map'");
  if (check_map_operands(op, map, op->num_operands)) return -1;
  if (bo_affine_map_num_results(map) == 0)
    return bo_op_emit_error(op, "affine map expect at least one result");
  return 0;
}

/* -------------------------------------------------------------- affine.for */

/* A loop bound: an integer, a single SSA symbol, or `[max|min] #map(...)[...]`.
 * Appends its operands to st and returns the map and operand count. */
static int parse_bound(bo_parser *p, bo_parse_state *st, bool lower, const bo_attr **map,
                       int32_t *count) {
  bo_context *ctx = bo_parser_context(p);
  size_t before = st->operands.len;
  if (bo_parser_peek_operand(p)) {
    bo_unresolved u;
    bo_value *v;
    if (bo_parse_operand(p, &u) || bo_resolve_operand(p, &u, index_type(p), &v)) return -1;
    bo_state_add_operand(st, v);
    const bo_affine_expr *s0 = bo_affine_symbol(ctx, 0);
    *map = bo_attr_affine_map(ctx, 0, 1, 1, &s0);
    *count = 1;
    return 0;
  }
  if (bo_parser_peek_integer(p)) {
    /* an index attribute, as MLIR parses it (its range errors included) */
    const bo_attr *a;
    if (bo_parse_attribute(p, bo_type_index(ctx), &a)) return -1;
    int64_t c = bo_attr_get_int(a);
    const bo_affine_expr *e = bo_affine_const(ctx, c);
    *map = bo_attr_affine_map(ctx, 0, 0, 1, &e);
    *count = 0;
    return 0;
  }
  int kw = bo_parse_optional_keyword(p, lower ? "max" : "min");
  if (kw < 0) return -1;
  bo_loc loc = bo_parser_loc(p);
  unsigned nd, ns;
  if (parse_map(p, st, map) || parse_dims_and_symbols(p, st, &nd, &ns)) return -1;
  if (bo_affine_map_num_dims(*map) != nd)
    return bo_parser_custom_error_at(p, loc, "dim operand count and affine map dim count must match");
  if (bo_affine_map_num_symbols(*map) != ns)
    return bo_parser_custom_error_at(p, loc, "symbol operand count and affine map symbol count must match");
  if (!kw && bo_affine_map_num_results(*map) > 1)
    return bo_parser_custom_error_at(p, loc, "%s loop bound affine map with multiple results requires '%s' prefix",
                              lower ? "lower" : "upper", lower ? "max" : "min");
  *count = (int32_t)(st->operands.len - before);
  return 0;
}

static int parse_for(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_argument_vec args = {0};
  bo_unresolved_vec inits = {0};
  bo_type_vec types = {0};
  bo_argument iv = {0};
  const bo_attr *lb, *ub;
  int32_t seg[3] = {0, 0, 0};
  int64_t step = 1;
  int rc = -1;

  if (bo_parse_argument(p, &iv, false, false) || bo_parse_punct(p, "=") ||
      parse_bound(p, st, true, &lb, &seg[0]))
    goto out;
  if (bo_parse_optional_keyword(p, "to") != 1) {
    bo_parser_custom_error_at(p, bo_parser_loc(p), "expected 'to' between bounds");
    goto out;
  }
  if (parse_bound(p, st, false, &ub, &seg[1]))
    goto out;
  int has_step = bo_parse_optional_keyword(p, "step");
  if (has_step < 0) goto out;
  if (has_step) {
    bo_loc loc = bo_parser_loc(p);
    const bo_attr *a;
    if (bo_parse_attribute(p, bo_type_index(ctx), &a)) goto out;
    if (bo_attr_get_kind(a) != BO_ATTR_INTEGER) {
      bo_parser_custom_error_at(p, loc, "invalid kind of attribute specified");
      goto out;
    }
    step = bo_attr_get_int(a);
    if (step <= 0) {
      bo_parser_custom_error_at(p, loc, "expected step to be representable as a positive signed integer");
      goto out;
    }
  }
  iv.type = bo_type_index(ctx);
  bo_vec_push(&args, iv);
  int has_iter = bo_parse_optional_keyword(p, "iter_args");
  if (has_iter < 0) goto out;
  if (has_iter) {
    if (bo_parse_assignment_list(p, &args, &inits) || bo_parse_arrow_type_list(p, &types)) goto out;
    if (inits.len != types.len) {
      bo_parser_custom_error_at(p, st->loc, "mismatch between the number of loop-carried values and results");
      goto out;
    }
    for (size_t i = 0; i < types.len && i + 1 < args.len; i++) args.data[i + 1].type = types.data[i];
    if (bo_resolve_operands(p, inits.data, inits.len, types.data, types.len, st->loc, &st->operands))
      goto out;
    seg[2] = (int32_t)inits.len;
    bo_state_add_result_types(st, types.data, types.len);
  }
  bo_region *body = bo_state_add_region(st);
  if (bo_parse_region(p, body, args.data, args.len)) goto out;
  bo_ensure_terminator(p, body, BO_OP_NAME(AFFINE_YIELD), false, st->loc);
  if (parse_attr_dict(p, st)) goto out;
  bo_state_add_attr(st, "lowerBoundMap", lb);
  bo_state_add_attr(st, "upperBoundMap", ub);
  bo_state_add_attr(st, "step", bo_attr_integer(ctx, bo_type_index(ctx), step));
  bo_state_set_segment_sizes(st, seg, 3);
  rc = 0;
out:
  bo_vec_free(&args);
  bo_vec_free(&inits);
  bo_vec_free(&types);
  return rc;
}

/* Prints a bound in its short form when it is a constant or a single
 * symbol, else as `[prefix ]#map(dims)[syms]`. */
static void print_bound(bo_printer *p, bo_op *op, const bo_attr *map, unsigned from, unsigned n,
                        const char *prefix) {
  if (bo_affine_map_num_results(map) == 1) {
    const bo_affine_expr *e = bo_affine_map_result(map, 0);
    unsigned nd = bo_affine_map_num_dims(map), ns = bo_affine_map_num_symbols(map);
    if (nd == 0 && ns == 0 && bo_affine_get_kind(e) == BO_AFFINE_CONST) {
      bo_print_int(p, bo_affine_get_value(e));
      return;
    }
    if (nd == 0 && ns == 1 && bo_affine_get_kind(e) == BO_AFFINE_SYMBOL && n == 1) {
      bo_print_operand(p, op->operands[from].value);
      return;
    }
  } else {
    bo_printf(p, "%s ", prefix);
  }
  bo_print_affine_map(p, map);
  print_dims_and_symbols(p, op, from, n, bo_affine_map_num_dims(map));
}

static void print_for(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"lowerBoundMap", "upperBoundMap", "step",
                                       "operandSegmentSizes"};
  bo_block *body = bo_region_first_block(&op->regions[0]);
  unsigned lb_start, lb_n = bo_op_segment(op, 0, &lb_start);
  unsigned ub_start, ub_n = bo_op_segment(op, 1, &ub_start);
  unsigned in_start, in_n = bo_op_segment(op, 2, &in_start);
  bo_print_char(p, ' ');
  bo_print_operand(p, body->args[0]);
  bo_print_str(p, " = ");
  print_bound(p, op, bo_op_get_attr(op, "lowerBoundMap"), lb_start, lb_n, "max");
  bo_print_str(p, " to ");
  print_bound(p, op, bo_op_get_attr(op, "upperBoundMap"), ub_start, ub_n, "min");
  const bo_attr *step = bo_op_get_attr(op, "step");
  if (step && bo_attr_get_int(step) != 1) bo_printf(p, " step %" PRId64, bo_attr_get_int(step));
  if (in_n) {
    bo_print_str(p, " iter_args(");
    for (unsigned i = 0; i < in_n; i++) {
      if (i) bo_print_str(p, ", ");
      bo_print_operand(p, body->args[1 + i]);
      bo_print_str(p, " = ");
      bo_print_operand(p, op->operands[in_start + i].value);
    }
    bo_print_str(p, ") -> (");
    bo_print_result_types(p, op);
    bo_print_char(p, ')');
  }
  bo_print_region(p, &op->regions[0], false, in_n > 0, false);
  bo_print_optional_attr_dict(p, op, elided, 4);
}

static int verify_for(bo_op *op) {
  const bo_attr *lb = bo_op_get_attr(op, "lowerBoundMap"), *ub = bo_op_get_attr(op, "upperBoundMap");
  if (!lb || !ub || !bo_op_get_attr(op, "step")) return bo_op_emit_error(op, "requires attributes 'lowerBoundMap', 'upperBoundMap' and 'step'");
  unsigned s, n;
  n = bo_op_segment(op, 0, &s);
  if (bo_affine_map_num_dims(lb) + bo_affine_map_num_symbols(lb) != n)
    return bo_op_emit_error(op, "lower bound operand count does not match the affine map");
  if (check_dims_and_symbols(op, s, n, bo_affine_map_num_dims(lb))) return -1;
  n = bo_op_segment(op, 1, &s);
  if (bo_affine_map_num_dims(ub) + bo_affine_map_num_symbols(ub) != n)
    return bo_op_emit_error(op, "upper bound operand count does not match the affine map");
  if (check_dims_and_symbols(op, s, n, bo_affine_map_num_dims(ub))) return -1;
  bo_block *body = bo_region_first_block(&op->regions[0]);
  if (!body) return bo_op_emit_error(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
  n = bo_op_segment(op, 2, &s);
  if (body->num_args != n + 1 || bo_type_get_kind(body->args[0]->type) != BO_TYPE_INDEX)
    return bo_op_emit_error(op, "expected body to have a single index argument for the induction variable");
  if (op->num_results != n)
    return bo_op_emit_error(op, "mismatch between the number of loop-carried values and results");
  return 0;
}

/* ------------------------------------------------------------ affine.yield */

static int parse_yield(bo_parser *p, bo_parse_state *st) {
  if (parse_attr_dict(p, st)) return -1;
  if (!bo_parser_peek_operand(p)) return 0;
  bo_unresolved_vec names = {0};
  bo_type_vec types = {0};
  bo_loc loc = bo_parser_loc(p);
  int rc = 0;
  if (bo_parse_operand_list(p, BO_DELIM_NONE, &names) || bo_parse_colon_type_list(p, &types) ||
      bo_resolve_operands(p, names.data, names.len, types.data, types.len, loc, &st->operands))
    rc = -1;
  bo_vec_free(&names);
  bo_vec_free(&types);
  return rc;
}

static void print_yield(bo_printer *p, bo_op *op) {
  bo_print_optional_attr_dict(p, op, NULL, 0);
  if (!op->num_operands) return;
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, op->num_operands);
  bo_print_str(p, " : ");
  bo_print_operand_types(p, op, 0, op->num_operands);
}

static int verify_yield(bo_op *op) {
  bo_op *parent = bo_op_get_parent_op(op);
  /* affine.if and affine.parallel are not registered (yet): matched by name */
  if (!parent || !(bo_op_isa(parent, BO_OP_AFFINE_FOR) || bo_op_is(parent, "affine.if") ||
                   bo_op_is(parent, "affine.parallel")))
    return bo_op_emit_error(op, "only terminates affine.if/for/parallel regions");
  if (parent->num_results != op->num_operands)
    return bo_op_emit_error(op, "parent of yield must have same number of results as the yield operands");
  for (unsigned i = 0; i < op->num_operands; i++)
    if (parent->results[i].type != op->operands[i].value->type)
      return bo_op_emit_error(op, "types mismatch between yield op and its parent");
  return 0;
}

/* ---------------------------------------------- affine.load / affine.store */

/* Subscripts `[%i + 1, symbol(%n) * 2, 3]` are affine expressions over SSA
 * values: each distinct value becomes a dim (or a symbol when wrapped in
 * symbol(...)), in order of first use; dims come first among the operands. */
typedef struct subscript_parser {
  bo_parser *p;
  bo_context *ctx;
  bo_unresolved_vec dims, syms;
} subscript_parser;

static bool same_name(const bo_unresolved *a, const bo_unresolved *b) {
  return a->len == b->len && a->number == b->number && memcmp(a->name, b->name, a->len) == 0;
}

static unsigned intern_operand(bo_unresolved_vec *v, const bo_unresolved *u) {
  for (size_t i = 0; i < v->len; i++)
    if (same_name(&v->data[i], u)) return (unsigned)i;
  bo_vec_push(v, *u);
  return (unsigned)(v->len - 1);
}

static const bo_affine_expr *parse_sum(subscript_parser *sp);

static const bo_affine_expr *parse_primary(subscript_parser *sp) {
  bo_parser *p = sp->p;
  bo_unresolved u;
  int64_t c;
  if (bo_parser_peek_operand(p)) {
    if (bo_parse_operand(p, &u)) return NULL;
    return bo_affine_dim(sp->ctx, intern_operand(&sp->dims, &u));
  }
  if (bo_parse_optional_keyword(p, "symbol") > 0) {
    if (bo_parse_punct(p, "(") || bo_parse_operand(p, &u) || bo_parse_punct(p, ")")) return NULL;
    return bo_affine_symbol(sp->ctx, intern_operand(&sp->syms, &u));
  }
  if (bo_parse_optional_punct(p, "(") > 0) {
    const bo_affine_expr *e = parse_sum(sp);
    if (!e || bo_parse_punct(p, ")")) return NULL;
    return e;
  }
  if (bo_parse_optional_punct(p, "-") > 0) {
    const bo_affine_expr *e = parse_primary(sp);
    if (!e) return NULL;
    return bo_affine_binary(sp->ctx, BO_AFFINE_MUL, e, bo_affine_const(sp->ctx, -1));
  }
  if (bo_parser_peek_integer(p)) {
    if (bo_parse_integer(p, &c)) return NULL;
    return bo_affine_const(sp->ctx, c);
  }
  bo_parser_error(p, "expected affine expression");
  return NULL;
}

static const bo_affine_expr *parse_product(subscript_parser *sp) {
  const bo_affine_expr *lhs = parse_primary(sp);
  while (lhs) {
    bo_affine_kind k;
    if (bo_parse_optional_punct(sp->p, "*") > 0) k = BO_AFFINE_MUL;
    else if (bo_parse_optional_keyword(sp->p, "floordiv") > 0) k = BO_AFFINE_FLOORDIV;
    else if (bo_parse_optional_keyword(sp->p, "ceildiv") > 0) k = BO_AFFINE_CEILDIV;
    else if (bo_parse_optional_keyword(sp->p, "mod") > 0) k = BO_AFFINE_MOD;
    else break;
    const bo_affine_expr *rhs = parse_primary(sp);
    if (!rhs) return NULL;
    lhs = bo_affine_binary(sp->ctx, k, lhs, rhs);
  }
  return lhs;
}

static const bo_affine_expr *parse_sum(subscript_parser *sp) {
  const bo_affine_expr *lhs = parse_product(sp);
  while (lhs) {
    bool minus;
    if (bo_parse_optional_punct(sp->p, "+") > 0) minus = false;
    else if (bo_parse_optional_punct(sp->p, "-") > 0) minus = true;
    else break;
    const bo_affine_expr *rhs = parse_product(sp);
    if (!rhs) return NULL;
    if (minus) rhs = bo_affine_binary(sp->ctx, BO_AFFINE_MUL, rhs, bo_affine_const(sp->ctx, -1));
    lhs = bo_affine_binary(sp->ctx, BO_AFFINE_ADD, lhs, rhs);
  }
  return lhs;
}

/* `[e, e, ...]` into a map over (dims)[syms]; operands resolved into st. */
static int parse_subscripts(bo_parser *p, bo_parse_state *st, const bo_attr **map) {
  subscript_parser sp = {p, bo_parser_context(p), {0}, {0}};
  BO_VEC(const bo_affine_expr *) exprs = {0};
  int rc = -1;
  if (bo_parse_punct(p, "[")) goto out;
  if (bo_parse_optional_punct(p, "]") <= 0) {
    do {
      const bo_affine_expr *e = parse_sum(&sp);
      if (!e) goto out;
      bo_vec_push(&exprs, e);
    } while (bo_parse_optional_punct(p, ",") > 0);
    if (bo_parse_punct(p, "]")) goto out;
  }
  *map = bo_attr_affine_map(sp.ctx, (unsigned)sp.dims.len, (unsigned)sp.syms.len,
                            (unsigned)exprs.len, exprs.data);
  if (bo_resolve_operands_same(p, sp.dims.data, sp.dims.len, index_type(p), &st->operands) ||
      bo_resolve_operands_same(p, sp.syms.data, sp.syms.len, index_type(p), &st->operands))
    goto out;
  rc = 0;
out:
  bo_vec_free(&sp.dims);
  bo_vec_free(&sp.syms);
  bo_vec_free(&exprs);
  return rc;
}

/* Prints `[e, e]` with each dN replaced by its operand and each sN by
 * `symbol(operand)`: the expression text comes from the core's formatter so
 * that it follows MLIR's spelling rules exactly. */
static void print_subscripts(bo_printer *p, bo_op *op, unsigned from, const bo_attr *map) {
  unsigned nd = bo_affine_map_num_dims(map);
  bo_str s = {0};
  bo_print_char(p, '[');
  for (unsigned r = 0; r < bo_affine_map_num_results(map); r++) {
    if (r) bo_print_str(p, ", ");
    s.len = 0;
    bo_format_affine_expr(&s, bo_affine_map_result(map, r));
    bo_str_putc(&s, '\0');
    const char *t = s.data;
    while (*t) {
      bool word_start = t == s.data || !(isalnum((unsigned char)t[-1]) || t[-1] == '_');
      if (word_start && (*t == 'd' || *t == 's') && isdigit((unsigned char)t[1])) {
        char kind = *t++;
        unsigned idx = 0;
        while (isdigit((unsigned char)*t)) idx = idx * 10 + (unsigned)(*t++ - '0');
        unsigned operand = from + (kind == 'd' ? idx : nd + idx);
        if (kind == 's') bo_print_str(p, "symbol(");
        if (operand < op->num_operands) bo_print_operand(p, op->operands[operand].value);
        if (kind == 's') bo_print_char(p, ')');
        continue;
      }
      bo_print_char(p, *t++);
    }
  }
  bo_print_char(p, ']');
  bo_str_free(&s);
}

static int parse_load(bo_parser *p, bo_parse_state *st) {
  bo_unresolved mem;
  const bo_attr *map;
  const bo_type *t;
  bo_value *v;
  if (bo_parse_operand(p, &mem)) return -1;
  /* the memref operand comes first: reserve its slot, fill it once typed */
  size_t slot = st->operands.len;
  bo_state_add_operand(st, NULL);
  if (parse_subscripts(p, st, &map) || parse_attr_dict(p, st) ||
      bo_parse_colon_type(p, &t) || bo_resolve_operand(p, &mem, t, &v))
    return -1;
  st->operands.data[slot] = v;
  bo_state_add_attr(st, "map", map);
  if (bo_type_is_shaped(t)) bo_state_add_result_type(st, bo_type_get_element_type(t));
  return 0;
}

static void print_load(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"map"};
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  print_subscripts(p, op, 1, bo_op_get_attr(op, "map"));
  bo_print_optional_attr_dict(p, op, elided, 1);
  bo_print_str(p, " : ");
  bo_print_type(p, op->operands[0].value->type);
}

static int parse_store(bo_parser *p, bo_parse_state *st) {
  bo_unresolved val, mem;
  const bo_attr *map;
  const bo_type *t;
  bo_value *v;
  if (bo_parse_operand(p, &val) || bo_parse_punct(p, ",") || bo_parse_operand(p, &mem)) return -1;
  size_t slot = st->operands.len;
  bo_state_add_operand(st, NULL);
  bo_state_add_operand(st, NULL);
  if (parse_subscripts(p, st, &map) || parse_attr_dict(p, st) ||
      bo_parse_colon_type(p, &t) || bo_resolve_operand(p, &mem, t, &v))
    return -1;
  st->operands.data[slot + 1] = v;
  if (!bo_type_is_shaped(t)) return bo_parser_custom_error_at(p, bo_parser_loc(p), "expected a memref type");
  if (bo_resolve_operand(p, &val, bo_type_get_element_type(t), &v)) return -1;
  st->operands.data[slot] = v;
  bo_state_add_attr(st, "map", map);
  return 0;
}

static void print_store(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"map"};
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  bo_print_str(p, ", ");
  bo_print_operand(p, op->operands[1].value);
  print_subscripts(p, op, 2, bo_op_get_attr(op, "map"));
  bo_print_optional_attr_dict(p, op, elided, 1);
  bo_print_str(p, " : ");
  bo_print_type(p, op->operands[1].value->type);
}

/* Shared by load (memref at 0) and store (memref at 1). */
static int verify_access(bo_op *op, unsigned mem_index) {
  const bo_attr *map = bo_op_get_attr(op, "map");
  if (mem_index >= op->num_operands || !map) return bo_op_emit_error(op, "requires attribute 'map'");
  const bo_type *t = op->operands[mem_index].value->type;
  if (bo_type_get_kind(t) != BO_TYPE_MEMREF)
    return bo_op_emit_error(op, "operand #%u must be memref of any type values", mem_index);
  if (bo_affine_map_num_results(map) != bo_type_get_rank(t))
    return bo_op_emit_error(op, "affine map num results must equal memref rank");
  if (bo_affine_map_num_dims(map) + bo_affine_map_num_symbols(map) + mem_index + 1 != op->num_operands)
    return bo_op_emit_error(op, "expects as many subscripts as affine map inputs");
  for (unsigned i = mem_index + 1; i < op->num_operands; i++)
    if (!is_index(op->operands[i].value))
      return bo_op_emit_error(op, "index to load must have 'index' type");
  return check_dims_and_symbols(op, mem_index + 1, op->num_operands - mem_index - 1,
                                bo_affine_map_num_dims(map));
}

static int verify_load(bo_op *op) { return verify_access(op, 0); }

static int verify_store(bo_op *op) {
  if (op->num_operands >= 2 && bo_type_get_kind(op->operands[1].value->type) == BO_TYPE_MEMREF &&
      op->operands[0].value->type != bo_type_get_element_type(op->operands[1].value->type))
    return bo_op_emit_error(op, "value to store must have the same type as memref element type");
  return verify_access(op, 1);
}

/* ------------------------------------------------------------------- table */

static const char *const map_attrs[] = {"map", NULL};
static const char *const for_attrs[] = {"lowerBoundMap", "operandSegmentSizes", "step",
                                        "upperBoundMap", NULL};

static const bo_op_info affine_ops[] = {
    BO_OP_DEF(AFFINE_APPLY, .traits = BO_TRAIT_PURE, .inherent_attrs = map_attrs,
     .parse = parse_apply, .print = print_map_op, .verify = verify_apply),
    BO_OP_DEF(AFFINE_FOR, .num_regions = 1, .traits = BO_TRAIT_LOOP | BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE | BO_TRAIT_REGION_BRANCH | BO_TRAIT_SINGLE_BLOCK,
     .inherent_attrs = for_attrs, .parse = parse_for, .print = print_for, .verify = verify_for),
    BO_OP_DEF(AFFINE_LOAD, .inherent_attrs = map_attrs, .parse = parse_load, .print = print_load,
     .verify = verify_load),
    BO_OP_DEF(AFFINE_MAX, .traits = BO_TRAIT_PURE, .inherent_attrs = map_attrs,
     .parse = parse_min_max, .print = print_map_op, .verify = verify_min_max),
    BO_OP_DEF(AFFINE_MIN, .traits = BO_TRAIT_PURE, .inherent_attrs = map_attrs,
     .parse = parse_min_max, .print = print_map_op, .verify = verify_min_max),
    BO_OP_DEF(AFFINE_STORE, .inherent_attrs = map_attrs, .parse = parse_store,
     .print = print_store, .verify = verify_store),
    BO_OP_DEF(AFFINE_YIELD, .traits = BO_TRAIT_TERMINATOR | BO_TRAIT_PURE | BO_TRAIT_RETURN_LIKE,
     .parse = parse_yield, .print = print_yield, .verify = verify_yield),
};

const bo_dialect bo_dialect_affine = {"affine", affine_ops, sizeof affine_ops / sizeof *affine_ops};
BO_OP_TABLE_CHECK(affine_ops, AFFINE);
