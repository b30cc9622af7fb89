/* affine.c - the affine dialect: op table, custom syntax and verifiers.
 *
 * Ops: affine.apply, affine.min, affine.max (a map applied to (dims)[symbols]
 * index operands), affine.for (bounds given as maps over operands, a
 * constant step, optional iter_args), affine.if (an integer set over
 * (dims)[symbols], then and else regions), affine.parallel (bound groups
 * of one map per side, steps, reductions), affine.yield, affine.load /
 * affine.store / vector_load / vector_store / prefetch / dma_start /
 * dma_wait (subscripts written as affine expressions over SSA values), and
 * affine.linearize_index / delinearize_index (a static-or-dynamic basis).
 * This file has the table and every op but linearize/delinearize_index,
 * prefetch and the DMA ops, which are in affine_misc.c (affine_internal.h).
 *
 * Invariant: an op's `map` (or lowerBoundMap / upperBoundMap, the parallel
 * bounds maps, the DMA maps, the if condition) is an affine-map (integer-set)
 * attribute whose dims + symbols equal the operands it applies to, dims
 * first.  Maps are printed through bo_print_affine_map so they become
 * `#map` aliases, as mlir-opt prints them.  The verifiers also check that
 * bound and subscript operands are valid affine dims and symbols (MLIR 22's
 * rules, below); each operand's check visits at most SYMBOL_CHECK_BUDGET
 * values, so verification stays linear.
 */
#include "../ir/asm.h"
#include "../interfaces/memory_iface.h"
#include "common.h"
#include "affine_internal.h"
#include "fold.h"

#include <stdarg.h>

#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ small helpers */

/* The optional attribute dictionary as a plain status (the asm.h function
 * returns 1 when a dictionary was there). */
int affine_parse_attr_dict(bo_parser *p, bo_parse_state *st) {
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}


const bo_type *affine_index_type(bo_parser *p) { return bo_type_index(bo_parser_context(p)); }

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
      bo_resolve_operands_same(p, dims.data, dims.len, affine_index_type(p), &st->operands) ||
      bo_resolve_operands_same(p, syms.data, syms.len, affine_index_type(p), &st->operands))
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
 * above registered op, or the test dialect's test.affine_scope.  A check follows operand chains (pure ops over
 * symbols are symbols) and walks up the parents; SYMBOL_CHECK_BUDGET
 * bounds the values one check visits, so a deep DAG of index arithmetic
 * costs O(1) per operand instead of exponential time (past the budget the
 * operand is accepted). */
static bool is_affine_scope(const bo_op *op) {
  if (!op) return false;
  /* the test dialect's op that exists only to carry the AffineScope trait */
  if (bo_op_isa(op, BO_OP_TEST_AFFINE_SCOPE)) return true;
  return (op->info->traits & BO_TRAIT_ISOLATED_FROM_ABOVE) && !(op->info->traits & BO_TRAIT_UNKNOWN);
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

bool affine_is_index(const bo_value *v) { return bo_type_get_kind(v->type) == BO_TYPE_INDEX; }

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
  if (!affine_is_index(v)) return false;
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

bool affine_valid_symbol(const bo_op *user, const bo_value *v, unsigned *budget) {
  return valid_symbol_in(v, affine_scope_region(user), budget);
}

static bool is_affine_loop(const bo_op *op) {
  return op && (bo_op_isa(op, BO_OP_AFFINE_FOR) || bo_op_isa(op, BO_OP_AFFINE_PARALLEL));
}

static bool valid_dim_in(const bo_value *v, const bo_region *region, unsigned *budget) {
  if (!affine_is_index(v)) return false;
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

bool affine_valid_dim(const bo_op *user, const bo_value *v, unsigned *budget) {
  return valid_dim_in(v, affine_scope_region(user), budget);
}

/* MLIR's verifyDimAndSymbolIdentifiers: operands [from, from + n), the
 * first num_dims of them dims. */
static int check_dims_and_symbols(bo_op *op, unsigned from, unsigned n, unsigned num_dims) {
  for (unsigned i = 0; i < n; i++) {
    const bo_value *v = op->operands[from + i].value;
    unsigned budget = SYMBOL_CHECK_BUDGET;
    if (i < num_dims) {
      if (!affine_valid_dim(op, v, &budget)) return bo_op_emit_error(op, "operand cannot be used as a dimension id");
    } else if (!affine_valid_symbol(op, v, &budget)) {
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
      affine_parse_attr_dict(p, st))
    return -1;
  bo_state_add_attr(st, "map", map);
  if (is_apply) {
    /* apply checks the operand split against the map while parsing */
    if (bo_affine_map_num_dims(map) != nd || bo_affine_map_num_symbols(map) + nd != nd + ns)
      return bo_parser_custom_error_at(p, st->loc, "dimension or symbol index mismatch");
  }
  bo_state_add_result_type(st, affine_index_type(p));
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
    if (!affine_is_index(op->operands[i].value)) {
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
    if (bo_parse_operand(p, &u) || bo_resolve_operand(p, &u, affine_index_type(p), &v)) return -1;
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
  if (affine_parse_attr_dict(p, st)) goto out;
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
  if (affine_parse_attr_dict(p, st)) return -1;
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
  if (!parent || !(bo_op_isa(parent, BO_OP_AFFINE_FOR) || bo_op_isa(parent, BO_OP_AFFINE_IF) ||
                   bo_op_isa(parent, BO_OP_AFFINE_PARALLEL)))
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
int affine_parse_subscripts(bo_parser *p, bo_parse_state *st, const bo_attr **map) {
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
  if (bo_resolve_operands_same(p, sp.dims.data, sp.dims.len, affine_index_type(p), &st->operands) ||
      bo_resolve_operands_same(p, sp.syms.data, sp.syms.len, affine_index_type(p), &st->operands))
    goto out;
  rc = 0;
out:
  bo_vec_free(&sp.dims);
  bo_vec_free(&sp.syms);
  bo_vec_free(&exprs);
  return rc;
}

/* Prints one expression with each dN replaced by its operand (operands
 * [from, from + nd)) and each sN by `symbol(operand)` (operands from
 * from + nd on): MLIR's printAffineExprOfSSAIds.  The expression text comes
 * from the core's formatter so that it follows MLIR's spelling rules. */
static void print_expr_of_ssa_ids(bo_printer *p, bo_op *op, unsigned from, unsigned nd,
                                  const bo_affine_expr *e, bo_str *s) {
  s->len = 0;
  bo_format_affine_expr(s, e);
  bo_str_putc(s, '\0');
  const char *t = s->data;
  while (*t) {
    bool word_start = t == s->data || !(isalnum((unsigned char)t[-1]) || t[-1] == '_');
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

/* The results [first, first + n) of map, comma separated, over the operands
 * from `from` on (MLIR's printAffineMapOfSSAIds). */
static void print_results_of_ssa_ids(bo_printer *p, bo_op *op, unsigned from, const bo_attr *map,
                                     unsigned first, unsigned n) {
  bo_str s = {0};
  for (unsigned r = first; r < first + n && r < bo_affine_map_num_results(map); r++) {
    if (r > first) bo_print_str(p, ", ");
    print_expr_of_ssa_ids(p, op, from, bo_affine_map_num_dims(map), bo_affine_map_result(map, r), &s);
  }
  bo_str_free(&s);
}

/* `[e, e]` of a load or store. */
void affine_print_subscripts(bo_printer *p, bo_op *op, unsigned from, const bo_attr *map) {
  bo_print_char(p, '[');
  print_results_of_ssa_ids(p, op, from, map, 0, bo_affine_map_num_results(map));
  bo_print_char(p, ']');
}

/* A vector type, or mlir-opt's error at it. */
static int parse_vector_type(bo_parser *p, const bo_type **vt) {
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_type(p, vt)) return -1;
  if (bo_type_get_kind(*vt) == BO_TYPE_VECTOR) return 0;
  char *s = bo_type_to_string(*vt);
  bo_parser_custom_error_at(p, loc, "invalid kind of type specified: expected builtin.vector, but found '%s'", s);
  free(s);
  return -1;
}

/* `%m[subscripts] attr-dict : memref-type` (load) or `%value, %m[...] ...`
 * (store), and the vector forms' `, vector-type` after it: the result type
 * of vector_load, the value's type of vector_store. */
static int parse_access(bo_parser *p, bo_parse_state *st, bool store, bool vector) {
  bo_unresolved val, mem;
  const bo_attr *map;
  const bo_type *t, *vt = NULL;
  bo_value *v;
  if ((store && (bo_parse_operand(p, &val) || bo_parse_punct(p, ","))) || bo_parse_operand(p, &mem))
    return -1;
  /* the value and memref operands come first: reserve their slots, fill
   * them once typed */
  size_t slot = st->operands.len;
  bo_state_add_operand(st, NULL);
  if (store) bo_state_add_operand(st, NULL);
  if (affine_parse_subscripts(p, st, &map) || affine_parse_attr_dict(p, st) || bo_parse_colon_type(p, &t))
    return -1;
  if (vector && (bo_parse_punct(p, ",") || parse_vector_type(p, &vt))) return -1;
  if (bo_resolve_operand(p, &mem, t, &v)) return -1;
  st->operands.data[slot + store] = v;
  if (!store) {
    bo_state_add_attr(st, "map", map);
    if (vector)
      bo_state_add_result_type(st, vt);
    else if (bo_type_is_shaped(t))
      bo_state_add_result_type(st, bo_type_get_element_type(t));
    return 0;
  }
  if (!vector) {
    if (!bo_type_is_shaped(t)) return bo_parser_custom_error_at(p, bo_parser_loc(p), "expected a memref type");
    vt = bo_type_get_element_type(t);
  }
  if (bo_resolve_operand(p, &val, vt, &v)) return -1;
  st->operands.data[slot] = v;
  bo_state_add_attr(st, "map", map);
  return 0;
}

static int parse_load(bo_parser *p, bo_parse_state *st) { return parse_access(p, st, false, false); }

static void print_load(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"map"};
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  affine_print_subscripts(p, op, 1, bo_op_get_attr(op, "map"));
  bo_print_optional_attr_dict(p, op, elided, 1);
  bo_print_str(p, " : ");
  bo_print_type(p, op->operands[0].value->type);
}

static int parse_store(bo_parser *p, bo_parse_state *st) { return parse_access(p, st, true, false); }

/* ` %value, %memref[subscripts] {attrs} : memref-type`: affine.store,
 * and affine.vector_store before its `, vector-type`. */
static void print_store(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"map"};
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  bo_print_str(p, ", ");
  bo_print_operand(p, op->operands[1].value);
  affine_print_subscripts(p, op, 2, bo_op_get_attr(op, "map"));
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
    if (!affine_is_index(op->operands[i].value))
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

/* ---------------------------------- affine.vector_load / vector_store */

static int parse_vector_load(bo_parser *p, bo_parse_state *st) { return parse_access(p, st, false, true); }

static void print_vector_load(bo_printer *p, bo_op *op) {
  print_load(p, op);
  bo_print_str(p, ", ");
  bo_print_type(p, op->results[0].type);
}

static int parse_vector_store(bo_parser *p, bo_parse_state *st) { return parse_access(p, st, true, true); }

static void print_vector_store(bo_printer *p, bo_op *op) {
  print_store(p, op);
  bo_print_str(p, ", ");
  bo_print_type(p, op->operands[0].value->type);
}

static int check_vector_elem(bo_op *op, const bo_type *vt, const bo_type *mt) {
  if (bo_type_get_kind(vt) != BO_TYPE_VECTOR)
    return bo_emit_types_error(op, "result #0 must be vector of any type values, but got '", vt, "'",
                               NULL, NULL);
  if (bo_type_get_element_type(vt) != bo_type_get_element_type(mt))
    return bo_op_emit_error(op, "requires memref and vector types of the same elemental type");
  return 0;
}

static int verify_vector_load(bo_op *op) {
  if (verify_access(op, 0)) return -1;
  if (op->num_results != 1) return bo_op_emit_error(op, "requires one result");
  return check_vector_elem(op, op->results[0].type, op->operands[0].value->type);
}

static int verify_vector_store(bo_op *op) {
  if (verify_access(op, 1)) return -1;
  const bo_type *vt = op->operands[0].value->type;
  if (bo_type_get_kind(vt) != BO_TYPE_VECTOR)
    return bo_emit_types_error(op, "operand #0 must be vector of any type values, but got '", vt,
                               "'", NULL, NULL);
  return check_vector_elem(op, vt, op->operands[1].value->type);
}

/* --------------------------------------------------------------- affine.if */

/* `#set(%dims)[%syms] (-> types)? {then} (else {else})? attr-dict`; the
 * else region always exists (empty when not written). */
static int parse_if(bo_parser *p, bo_parse_state *st) {
  bo_loc loc = bo_parser_loc(p);
  const bo_attr *set;
  unsigned nd, ns;
  bo_type_vec types = {0};
  int rc = -1;
  if (bo_parse_attribute(p, NULL, &set)) return -1;
  if (bo_attr_get_kind(set) != BO_ATTR_INTEGER_SET)
    return bo_parser_custom_error_at(p, loc, "invalid kind of attribute specified");
  bo_state_add_attr(st, "condition", set);
  if (parse_dims_and_symbols(p, st, &nd, &ns)) return -1;
  if (bo_affine_map_num_dims(set) != nd)
    return bo_parser_custom_error_at(p, st->loc, "dim operand count and integer set dim count must match");
  if (bo_affine_map_num_symbols(set) != ns)
    return bo_parser_custom_error_at(p, st->loc, "symbol operand count and integer set symbol count must match");
  if (bo_parse_optional_arrow_type_list(p, &types) < 0) goto out;
  bo_state_add_result_types(st, types.data, types.len);
  bo_region *then_r = bo_state_add_region(st);
  bo_region *else_r = bo_state_add_region(st);
  if (bo_parse_region(p, then_r, NULL, 0)) goto out;
  bo_ensure_terminator(p, then_r, BO_OP_NAME(AFFINE_YIELD), false, st->loc);
  int has_else = bo_parse_optional_keyword(p, "else");
  if (has_else < 0) goto out;
  if (has_else) {
    if (bo_parse_region(p, else_r, NULL, 0)) goto out;
    bo_ensure_terminator(p, else_r, BO_OP_NAME(AFFINE_YIELD), false, st->loc);
  }
  if (affine_parse_attr_dict(p, st)) goto out;
  rc = 0;
out:
  bo_vec_free(&types);
  return rc;
}

static void print_if(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"condition"};
  const bo_attr *set = bo_op_get_attr(op, "condition");
  bo_print_char(p, ' ');
  bo_print_attr(p, set);
  print_dims_and_symbols(p, op, 0, op->num_operands, bo_affine_map_num_dims(set));
  const bo_type **types = malloc(op->num_results * sizeof *types + 1);
  if (!types) bo_out_of_memory(NULL, op->num_results * sizeof *types + 1);
  for (unsigned i = 0; i < op->num_results; i++) types[i] = op->results[i].type;
  bo_print_arrow_type_list(p, types, op->num_results);
  free(types);
  bo_print_region(p, &op->regions[0], false, op->num_results > 0, false);
  if (!bo_region_is_empty(&op->regions[1])) {
    bo_print_str(p, " else");
    bo_print_region(p, &op->regions[1], false, op->num_results > 0, false);
  }
  bo_print_optional_attr_dict(p, op, elided, 1);
}

static int verify_if(bo_op *op) {
  for (unsigned i = 0; i < op->num_regions; i++) /* MLIR's NoRegionArguments */
    if (!bo_region_is_empty(&op->regions[i]) && op->regions[i].first->num_args)
      return bo_op_emit_error(op, "region #%u should have no arguments", i);
  const bo_attr *set = bo_op_get_attr(op, "condition");
  if (!set || bo_attr_get_kind(set) != BO_ATTR_INTEGER_SET)
    return bo_op_emit_error(op, "requires attribute 'condition'");
  if (bo_affine_map_num_dims(set) + bo_affine_map_num_symbols(set) != op->num_operands)
    return bo_op_emit_error(op, "operand count and condition integer set dimension and symbol "
                                "count must match");
  return check_dims_and_symbols(op, 0, op->num_operands, bo_affine_map_num_dims(set));
}

/* --------------------------------------------------------- affine.parallel */

/* arith::AtomicRMWKind, by value. */
static const char *const k_rmw_kinds[] = {
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
    "minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori"};
enum { NUM_RMW_KINDS = sizeof k_rmw_kinds / sizeof *k_rmw_kinds };

/* MLIR's isResultTypeMatchAtomicRMWKind. */
static bool rmw_kind_matches(const bo_type *t, int64_t kind) {
  bool is_float = bo_type_is_float(t), is_int = bo_type_get_kind(t) == BO_TYPE_INTEGER;
  switch (kind) {
  case 0: case 4: case 8: case 12: return is_float;  /* addf maximumf minimumf mulf */
  case 1: case 2: case 13: case 14: return is_int;   /* addi andi muli ori */
  case 3: return true;                               /* assign */
  case 6: case 10: return is_int && bo_type_get_signedness(t) == BO_SIGNED;   /* maxs mins */
  case 7: case 11: return is_int && bo_type_get_signedness(t) == BO_UNSIGNED; /* maxu minu */
  default: return false;
  }
}

/* `(e, max(e, e), ...)`: the bound groups of one side, as one map over
 * operands shared by all groups (each SSA value once, in order of first use,
 * dims before symbols), and the group sizes (MLIR's parseAffineMapWithMinMax). */
static int parse_parallel_bounds(bo_parser *p, bo_parse_state *st, bool lower, const bo_attr **map,
                                 const bo_attr **groups, unsigned *num_operands) {
  bo_context *ctx = bo_parser_context(p);
  subscript_parser sp = {p, ctx, {0}, {0}};
  BO_VEC(const bo_affine_expr *) exprs = {0};
  bo_i64_vec sizes = {0};
  int rc = -1;
  if (bo_parse_punct(p, "(")) goto out;
  if (bo_parse_optional_punct(p, ")") <= 0) {
    do {
      int kw = bo_parse_optional_keyword(p, lower ? "max" : "min");
      if (kw < 0) goto out;
      size_t before = exprs.len;
      if (kw) {
        if (bo_parse_punct(p, "(")) goto out;
        do {
          const bo_affine_expr *e = parse_sum(&sp);
          if (!e) goto out;
          bo_vec_push(&exprs, e);
        } while (bo_parse_optional_punct(p, ",") > 0);
        if (bo_parse_punct(p, ")")) goto out;
      } else {
        const bo_affine_expr *e = parse_sum(&sp);
        if (!e) goto out;
        bo_vec_push(&exprs, e);
      }
      bo_vec_push(&sizes, (int64_t)(exprs.len - before));
    } while (bo_parse_optional_punct(p, ",") > 0);
    if (bo_parse_punct(p, ")")) goto out;
  }
  *map = bo_attr_affine_map(ctx, (unsigned)sp.dims.len, (unsigned)sp.syms.len,
                            (unsigned)exprs.len, exprs.data);
  int64_t dim = (int64_t)sizes.len;
  const bo_type *gt = bo_type_tensor(ctx, 1, &dim, bo_type_integer(ctx, 32, BO_SIGNLESS), NULL);
  *groups = bo_attr_dense_int(ctx, gt, sizes.len, sizes.data);
  *num_operands = (unsigned)(sp.dims.len + sp.syms.len);
  if (bo_resolve_operands_same(p, sp.dims.data, sp.dims.len, affine_index_type(p), &st->operands) ||
      bo_resolve_operands_same(p, sp.syms.data, sp.syms.len, affine_index_type(p), &st->operands))
    goto out;
  rc = 0;
out:
  bo_vec_free(&sp.dims);
  bo_vec_free(&sp.syms);
  bo_vec_free(&exprs);
  bo_vec_free(&sizes);
  return rc;
}

static int parse_parallel(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  const bo_type *i64 = bo_type_integer(ctx, 64, BO_SIGNLESS);
  bo_argument_vec ivs = {0};
  bo_type_vec types = {0};
  BO_VEC(const bo_attr *) steps = {0}, reds = {0};
  const bo_attr *lb, *lbg, *ub, *ubg;
  unsigned nlb, nub;
  int rc = -1;
  if (bo_parse_argument_list(p, BO_DELIM_PAREN, false, false, &ivs) || bo_parse_punct(p, "=") ||
      parse_parallel_bounds(p, st, true, &lb, &lbg, &nlb) || bo_parse_keyword(p, "to") ||
      parse_parallel_bounds(p, st, false, &ub, &ubg, &nub))
    goto out;
  int has_step = bo_parse_optional_keyword(p, "step");
  if (has_step < 0) goto out;
  if (has_step) {
    /* a map of SSA ids whose results must all be constants */
    subscript_parser sp = {p, ctx, {0}, {0}};
    BO_VEC(const bo_affine_expr *) exprs = {0};
    int bad = bo_parse_punct(p, "(");
    if (!bad && bo_parse_optional_punct(p, ")") <= 0) {
      do {
        const bo_affine_expr *e = parse_sum(&sp);
        if (!e) { bad = -1; break; }
        bo_vec_push(&exprs, e);
      } while (bo_parse_optional_punct(p, ",") > 0);
      if (!bad) bad = bo_parse_punct(p, ")");
    }
    for (size_t i = 0; !bad && i < exprs.len; i++) {
      if (bo_affine_get_kind(exprs.data[i]) != BO_AFFINE_CONST) {
        bad = bo_parser_custom_error_at(p, st->loc, "steps must be constant integers");
        break;
      }
      bo_vec_push(&steps, bo_attr_integer(ctx, i64, bo_affine_get_value(exprs.data[i])));
    }
    bo_vec_free(&sp.dims);
    bo_vec_free(&sp.syms);
    bo_vec_free(&exprs);
    if (bad) goto out;
  } else {
    for (size_t i = 0; i < ivs.len; i++) bo_vec_push(&steps, bo_attr_integer(ctx, i64, 1));
  }
  int has_reduce = bo_parse_optional_keyword(p, "reduce");
  if (has_reduce < 0) goto out;
  if (has_reduce) {
    if (bo_parse_punct(p, "(")) goto out;
    do {
      bo_loc sloc = bo_parser_loc(p);
      const char *str;
      size_t len;
      if (bo_parse_string(p, &str, &len)) goto out;
      int kind = -1;
      for (int k = 0; k < NUM_RMW_KINDS; k++)
        if (strlen(k_rmw_kinds[k]) == len && !memcmp(k_rmw_kinds[k], str, len)) kind = k;
      if (kind < 0) {
        bo_parser_custom_error_at(p, sloc, "invalid reduction value: \"%.*s\"", (int)len, str);
        goto out;
      }
      bo_vec_push(&reds, bo_attr_integer(ctx, i64, kind));
    } while (bo_parse_optional_punct(p, ",") > 0);
    if (bo_parse_punct(p, ")")) goto out;
  }
  if (bo_parse_optional_arrow_type_list(p, &types) < 0) goto out;
  bo_state_add_result_types(st, types.data, types.len);
  for (size_t i = 0; i < ivs.len; i++) ivs.data[i].type = affine_index_type(p);
  bo_region *body = bo_state_add_region(st);
  if (bo_parse_region(p, body, ivs.data, ivs.len) || affine_parse_attr_dict(p, st)) goto out;
  bo_ensure_terminator(p, body, BO_OP_NAME(AFFINE_YIELD), false, st->loc);
  bo_state_add_attr(st, "lowerBoundsMap", lb);
  bo_state_add_attr(st, "lowerBoundsGroups", lbg);
  bo_state_add_attr(st, "upperBoundsMap", ub);
  bo_state_add_attr(st, "upperBoundsGroups", ubg);
  bo_state_add_attr(st, "steps", bo_attr_array(ctx, (unsigned)steps.len, steps.data));
  bo_state_add_attr(st, "reductions", bo_attr_array(ctx, (unsigned)reds.len, reds.data));
  rc = 0;
out:
  bo_vec_free(&ivs);
  bo_vec_free(&types);
  bo_vec_free(&steps);
  bo_vec_free(&reds);
  return rc;
}

/* The number of groups in a rank-1 dense groups attribute. */
static unsigned num_groups(const bo_attr *groups) {
  const bo_type *t = bo_attr_get_type(groups);
  if (!t || !bo_type_is_shaped(t) || bo_type_get_rank(t) != 1) return 0;
  int64_t n = bo_type_get_shape(t)[0];
  return n > 0 ? (unsigned)n : 0;
}

/* The groups of one side, `max(...)`/`min(...)` for a group of several. */
static void print_parallel_bounds(bo_printer *p, bo_op *op, const bo_attr *map,
                                  const bo_attr *groups, unsigned from, const char *kw) {
  unsigned start = 0, n = num_groups(groups);
  for (unsigned g = 0; g < n; g++) {
    if (g) bo_print_str(p, ", ");
    unsigned size = (unsigned)bo_attr_dense_int_at(groups, g);
    if (size == 1) {
      print_results_of_ssa_ids(p, op, from, map, start, 1);
    } else {
      bo_printf(p, "%s(", kw);
      print_results_of_ssa_ids(p, op, from, map, start, size);
      bo_print_char(p, ')');
    }
    start += size;
  }
}

static void print_parallel(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"reductions", "lowerBoundsMap", "lowerBoundsGroups",
                                       "upperBoundsMap", "upperBoundsGroups", "steps"};
  bo_block *body = bo_region_first_block(&op->regions[0]);
  const bo_attr *lb = bo_op_get_attr(op, "lowerBoundsMap"), *ub = bo_op_get_attr(op, "upperBoundsMap");
  const bo_attr *steps = bo_op_get_attr(op, "steps"), *reds = bo_op_get_attr(op, "reductions");
  bo_print_str(p, " (");
  for (unsigned i = 0; body && i < body->num_args; i++) {
    if (i) bo_print_str(p, ", ");
    bo_print_operand(p, body->args[i]);
  }
  bo_print_str(p, ") = (");
  print_parallel_bounds(p, op, lb, bo_op_get_attr(op, "lowerBoundsGroups"), 0, "max");
  bo_print_str(p, ") to (");
  unsigned nlb = bo_affine_map_num_dims(lb) + bo_affine_map_num_symbols(lb);
  print_parallel_bounds(p, op, ub, bo_op_get_attr(op, "upperBoundsGroups"), nlb, "min");
  bo_print_char(p, ')');
  unsigned ns = bo_attr_get_num_elements(steps);
  bool unit = true;
  for (unsigned i = 0; i < ns; i++) unit = unit && bo_attr_get_int(bo_attr_array_get(steps, i)) == 1;
  if (!unit) {
    bo_print_str(p, " step (");
    for (unsigned i = 0; i < ns; i++) {
      if (i) bo_print_str(p, ", ");
      bo_print_int(p, bo_attr_get_int(bo_attr_array_get(steps, i)));
    }
    bo_print_char(p, ')');
  }
  if (op->num_results) {
    bo_print_str(p, " reduce (");
    for (unsigned i = 0; i < bo_attr_get_num_elements(reds); i++) {
      int64_t k = bo_attr_get_int(bo_attr_array_get(reds, i));
      if (i) bo_print_str(p, ", ");
      bo_printf(p, "\"%s\"", k >= 0 && k < NUM_RMW_KINDS ? k_rmw_kinds[k] : "?");
    }
    bo_print_str(p, ") -> (");
    bo_print_result_types(p, op);
    bo_print_char(p, ')');
  }
  bo_print_region(p, &op->regions[0], false, op->num_results > 0, false);
  bo_print_optional_attr_dict(p, op, elided, 6);
}

/* The sum of a bound side's group sizes; 0 is an error (reported). */
static int check_groups(bo_op *op, const bo_attr *groups, const bo_attr *map, const char *side) {
  unsigned total = 0, n = num_groups(groups);
  for (unsigned g = 0; g < n; g++) {
    int64_t size = bo_attr_dense_int_at(groups, g);
    if (size <= 0)
      return bo_op_emit_error(op, "expected %s bound map to have at least one result", side);
    total += (unsigned)size;
  }
  if (total != bo_affine_map_num_results(map))
    return bo_op_emit_error(op, "expected %s bounds map to have %u results", side, total);
  return 0;
}

static int verify_parallel(bo_op *op) {
  const bo_attr *lb = bo_op_get_attr(op, "lowerBoundsMap"), *ub = bo_op_get_attr(op, "upperBoundsMap");
  const bo_attr *lbg = bo_op_get_attr(op, "lowerBoundsGroups");
  const bo_attr *ubg = bo_op_get_attr(op, "upperBoundsGroups");
  const bo_attr *steps = bo_op_get_attr(op, "steps"), *reds = bo_op_get_attr(op, "reductions");
  if (!lb || !ub || !lbg || !ubg || !steps || !reds || bo_attr_get_kind(lb) != BO_ATTR_AFFINE_MAP ||
      bo_attr_get_kind(ub) != BO_ATTR_AFFINE_MAP || bo_attr_get_kind(lbg) != BO_ATTR_DENSE ||
      bo_attr_get_kind(ubg) != BO_ATTR_DENSE || bo_attr_get_kind(steps) != BO_ATTR_ARRAY ||
      bo_attr_get_kind(reds) != BO_ATTR_ARRAY)
    return bo_op_emit_error(op, "requires attributes 'lowerBoundsGroups', 'lowerBoundsMap', "
                                "'reductions', 'steps', 'upperBoundsGroups', 'upperBoundsMap'");
  bo_block *body = bo_region_first_block(&op->regions[0]);
  unsigned nargs = body ? body->num_args : 0;
  unsigned nd = nargs;
  if (num_groups(lbg) != nd || num_groups(ubg) != nd || bo_attr_get_num_elements(steps) != nd)
    return bo_op_emit_error(op, "the number of region arguments (%u) and the number of map groups "
                            "for lower (%u) and upper bound (%u), and the number of steps (%u) "
                            "must all match", nargs, num_groups(lbg), num_groups(ubg),
                            (unsigned)bo_attr_get_num_elements(steps));
  if (check_groups(op, lbg, lb, "lower") || check_groups(op, ubg, ub, "upper")) return -1;
  if (bo_attr_get_num_elements(reds) != op->num_results)
    return bo_op_emit_error(op, "a reduction must be specified for each output");
  for (unsigned i = 0; i < op->num_results; i++) {
    const bo_attr *k = bo_attr_array_get(reds, i);
    if (bo_attr_get_kind(k) != BO_ATTR_INTEGER || bo_attr_get_int(k) < 0 ||
        bo_attr_get_int(k) >= NUM_RMW_KINDS)
      return bo_op_emit_error(op, "invalid reduction attribute");
    if (!rmw_kind_matches(op->results[i].type, bo_attr_get_int(k)))
      return bo_op_emit_error(op, "result type cannot match reduction attribute");
  }
  unsigned nlb = bo_affine_map_num_dims(lb) + bo_affine_map_num_symbols(lb);
  unsigned nub = bo_affine_map_num_dims(ub) + bo_affine_map_num_symbols(ub);
  if (nlb + nub != op->num_operands)
    return bo_op_emit_error(op, "operand count and bound maps' dimension and symbol count must match");
  if (check_dims_and_symbols(op, 0, nlb, bo_affine_map_num_dims(lb)) ||
      check_dims_and_symbols(op, nlb, nub, bo_affine_map_num_dims(ub)))
    return -1;
  return 0;
}

/* ------------------------------------------------------------------- table */

static const char *const map_attrs[] = {"map", NULL};
static const char *const for_attrs[] = {"lowerBoundMap", "operandSegmentSizes", "step",
                                        "upperBoundMap", NULL};
static const char *const if_attrs[] = {"condition", NULL};
static const char *const parallel_attrs[] = {"lowerBoundsGroups", "lowerBoundsMap", "reductions",
                                             "steps", "upperBoundsGroups", "upperBoundsMap", NULL};
static const char *const linearize_attrs[] = {"disjoint", "operandSegmentSizes", "static_basis", NULL};
static const char *const delinearize_attrs[] = {"static_basis", NULL};
static const char *const prefetch_attrs[] = {"isDataCache", "isWrite", "localityHint", "map", NULL};

static const bo_op_info affine_ops[] = {
    BO_OP_DEF(AFFINE_APPLY, .traits = BO_TRAIT_PURE, .inherent_attrs = map_attrs,
     .parse = parse_apply, .print = print_map_op, .verify = verify_apply),
    BO_OP_DEF(AFFINE_DELINEARIZE_INDEX, .traits = BO_TRAIT_PURE, .inherent_attrs = delinearize_attrs,
     .parse = affine_parse_delinearize, .print = affine_print_delinearize, .verify = affine_verify_delinearize),
    /* not ODS ops upstream: their maps are discardable attributes */
    BO_OP_DEF(AFFINE_DMA_START, .memory = &bo_memory_read_write, .parse = affine_parse_dma_start,
     .print = affine_print_dma_start, .verify = affine_verify_dma_start),
    BO_OP_DEF(AFFINE_DMA_WAIT, .memory = &bo_memory_read_write, .parse = affine_parse_dma_wait,
     .print = affine_print_dma_wait, .verify = affine_verify_dma_wait),
    BO_OP_DEF(AFFINE_FOR, .num_regions = 1, .traits = BO_TRAIT_LOOP | BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE | BO_TRAIT_REGION_BRANCH | BO_TRAIT_SINGLE_BLOCK,
     .inherent_attrs = for_attrs, .parse = parse_for, .print = print_for, .verify = verify_for),
    BO_OP_DEF(AFFINE_IF, .memory = &bo_memory_scf_region, .num_regions = 2,
     .traits = BO_TRAIT_REGION_BRANCH | BO_TRAIT_SINGLE_BLOCK, .inherent_attrs = if_attrs,
     .parse = parse_if, .print = print_if, .verify = verify_if),
    BO_OP_DEF(AFFINE_LINEARIZE_INDEX, .traits = BO_TRAIT_PURE, .inherent_attrs = linearize_attrs,
     .parse = affine_parse_linearize, .print = affine_print_linearize, .verify = affine_verify_linearize),
    BO_OP_DEF(AFFINE_LOAD, .memory = &bo_memory_load, .inherent_attrs = map_attrs, .parse = parse_load, .print = print_load,
     .verify = verify_load),
    BO_OP_DEF(AFFINE_MAX, .traits = BO_TRAIT_PURE, .inherent_attrs = map_attrs,
     .parse = parse_min_max, .print = print_map_op, .verify = verify_min_max, .fold = bo_affine_fold_max),
    BO_OP_DEF(AFFINE_MIN, .traits = BO_TRAIT_PURE, .inherent_attrs = map_attrs,
     .parse = parse_min_max, .print = print_map_op, .verify = verify_min_max, .fold = bo_affine_fold_min),
    BO_OP_DEF(AFFINE_PARALLEL, .memory = &bo_memory_scf_region, .num_regions = 1,
     .traits = BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE | BO_TRAIT_REGION_BRANCH | BO_TRAIT_SINGLE_BLOCK,
     .inherent_attrs = parallel_attrs, .parse = parse_parallel, .print = print_parallel,
     .verify = verify_parallel),
    BO_OP_DEF(AFFINE_PREFETCH, .memory = &bo_memory_read, .inherent_attrs = prefetch_attrs,
     .parse = affine_parse_prefetch, .print = affine_print_prefetch, .verify = affine_verify_prefetch),
    BO_OP_DEF(AFFINE_STORE, .memory = &bo_memory_store, .inherent_attrs = map_attrs,
     .parse = parse_store, .print = print_store, .verify = verify_store),
    BO_OP_DEF(AFFINE_VECTOR_LOAD, .memory = &bo_memory_read, .inherent_attrs = map_attrs,
     .parse = parse_vector_load, .print = print_vector_load, .verify = verify_vector_load),
    BO_OP_DEF(AFFINE_VECTOR_STORE, .memory = &bo_memory_write, .inherent_attrs = map_attrs,
     .parse = parse_vector_store, .print = print_vector_store, .verify = verify_vector_store),
    BO_OP_DEF(AFFINE_YIELD, .memory = &bo_memory_scf_yield, .traits = BO_TRAIT_TERMINATOR | BO_TRAIT_PURE | BO_TRAIT_RETURN_LIKE,
     .parse = parse_yield, .print = print_yield, .verify = verify_yield),
};

const bo_dialect bo_dialect_affine = {
    .name = "affine",
    .ops = affine_ops,
    .num_ops = sizeof affine_ops / sizeof *affine_ops,
};
BO_OP_TABLE_CHECK(affine_ops, AFFINE);
