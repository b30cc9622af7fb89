/* affine_misc.c - the affine ops that compute an index or move memory
 * without a region: affine.linearize_index / delinearize_index (a basis
 * given statically, dynamically or both), affine.prefetch and
 * affine.dma_start / dma_wait (subscripts written as affine expressions
 * over SSA values).  Custom syntax, printers and verifiers with mlir-opt
 * 22's words; their table entries are in affine.c (affine_internal.h).
 *
 * Invariant: as affine.c's: every map's dims + symbols equal the operands
 * it applies to.  Each hook is linear in the op's operands and the sizes of
 * its maps.
 */
#include "affine_internal.h"
#include "../interfaces/memory_iface.h"
#include "common.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --------------------------------- affine.linearize_index / delinearize_index */

/* `(%b, 16)`: the basis, dynamic entries resolved as index. */
static int parse_basis(bo_parser *p, bo_parse_state *st, int32_t *num_dynamic) {
  bo_context *ctx = bo_parser_context(p);
  bo_unresolved_vec dyn = {0};
  bo_i64_vec statics = {0};
  int rc = bo_parse_dynamic_index_list(p, &dyn, &statics, BO_DELIM_PAREN);
  if (!rc)
    rc = bo_resolve_operands_same(p, dyn.data, dyn.len, affine_index_type(p), &st->operands);
  if (!rc)
    bo_state_add_attr(st, "static_basis",
                      bo_attr_dense_array_int(ctx, bo_type_integer(ctx, 64, BO_SIGNLESS),
                                              statics.len, statics.data));
  *num_dynamic = (int32_t)dyn.len;
  bo_vec_free(&dyn);
  bo_vec_free(&statics);
  return rc;
}

static void print_basis(bo_printer *p, bo_op *op, unsigned from) {
  const bo_attr *sb = bo_op_get_attr(op, "static_basis");
  size_t n = sb ? bo_attr_get_num_elements(sb) : 0;
  int64_t *vals = malloc(n * sizeof *vals + 1);
  if (!vals) bo_out_of_memory(NULL, n * sizeof *vals + 1);
  for (size_t i = 0; i < n; i++) vals[i] = bo_attr_dense_array_int_at(sb, i);
  bo_value **dyn = malloc((op->num_operands - from) * sizeof *dyn + 1);
  if (!dyn) bo_out_of_memory(NULL, (op->num_operands - from) * sizeof *dyn + 1);
  for (unsigned i = from; i < op->num_operands; i++) dyn[i - from] = op->operands[i].value;
  bo_print_dynamic_index_list(p, dyn, op->num_operands - from, vals, n, BO_DELIM_PAREN);
  free(vals);
  free(dyn);
}

/* `(disjoint)? [%i, %j] by (basis) attr-dict : index` */
int affine_parse_linearize(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_unresolved_vec idx = {0};
  int32_t seg[2] = {0, 0};
  int rc = -1;
  int disjoint = bo_parse_optional_keyword(p, "disjoint");
  if (disjoint < 0) return -1;
  bo_state_add_attr(st, "disjoint", disjoint ? bo_attr_unit(ctx) : bo_attr_bool(ctx, false));
  if (bo_parse_operand_list(p, BO_DELIM_SQUARE, &idx) ||
      bo_resolve_operands_same(p, idx.data, idx.len, affine_index_type(p), &st->operands) ||
      bo_parse_keyword(p, "by") || parse_basis(p, st, &seg[1]) || affine_parse_attr_dict(p, st))
    goto out;
  const bo_type *t;
  if (bo_parse_colon_type(p, &t)) goto out;
  bo_state_add_result_type(st, t);
  seg[0] = (int32_t)idx.len;
  bo_state_set_segment_sizes(st, seg, 2);
  rc = 0;
out:
  bo_vec_free(&idx);
  return rc;
}

void affine_print_linearize(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"disjoint", "operandSegmentSizes", "static_basis"};
  const bo_attr *d = bo_op_get_attr(op, "disjoint");
  unsigned s, n = bo_op_segment(op, 0, &s);
  if (d && bo_attr_get_kind(d) == BO_ATTR_UNIT) bo_print_str(p, " disjoint");
  bo_print_str(p, " [");
  bo_print_op_operands(p, op, s, n);
  bo_print_str(p, "] by ");
  print_basis(p, op, s + n);
  bo_print_optional_attr_dict(p, op, elided, 3);
  bo_print_str(p, " : ");
  bo_print_type(p, op->results[0].type);
}

/* The dynamic entries of the basis match its kDynamic markers. */
static int check_basis(bo_op *op, const bo_attr *sb, unsigned num_dynamic) {
  unsigned markers = 0;
  for (size_t i = 0; i < bo_attr_get_num_elements(sb); i++)
    markers += bo_attr_dense_array_int_at(sb, i) == BO_DYNAMIC;
  if (markers != num_dynamic)
    return bo_op_emit_error(op, "mismatch between dynamic and static basis (kDynamic marker but "
                            "no corresponding dynamic basis entry) -- this can only happen due "
                            "to an incorrect fold/rewrite");
  return 0;
}

int affine_verify_linearize(bo_op *op) {
  const bo_attr *sb = bo_op_get_attr(op, "static_basis");
  if (!sb || bo_attr_get_kind(sb) != BO_ATTR_DENSE_ARRAY)
    return bo_op_emit_error(op, "requires attribute 'static_basis'");
  unsigned s, n = bo_op_segment(op, 0, &s), ds, dn = bo_op_segment(op, 1, &ds);
  size_t nb = bo_attr_get_num_elements(sb);
  if (n != nb && n != nb + 1)
    return bo_op_emit_error(op, "should be passed a basis element for each index except possibly "
                                "the first");
  return check_basis(op, sb, dn);
}

/* `%i into (basis) attr-dict : index, index` */
int affine_parse_delinearize(bo_parser *p, bo_parse_state *st) {
  bo_unresolved u;
  bo_value *v;
  bo_type_vec types = {0};
  int32_t ndyn;
  int rc = -1;
  if (bo_parse_operand(p, &u) || bo_resolve_operand(p, &u, affine_index_type(p), &v)) return -1;
  bo_state_add_operand(st, v);
  if (bo_parse_keyword(p, "into") || parse_basis(p, st, &ndyn) || affine_parse_attr_dict(p, st) ||
      bo_parse_colon_type_list(p, &types))
    goto out;
  bo_state_add_result_types(st, types.data, types.len);
  rc = 0;
out:
  bo_vec_free(&types);
  return rc;
}

void affine_print_delinearize(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"static_basis"};
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  bo_print_str(p, " into ");
  print_basis(p, op, 1);
  bo_print_optional_attr_dict(p, op, elided, 1);
  bo_print_str(p, " : ");
  bo_print_result_types(p, op);
}

int affine_verify_delinearize(bo_op *op) {
  const bo_attr *sb = bo_op_get_attr(op, "static_basis");
  if (!sb || bo_attr_get_kind(sb) != BO_ATTR_DENSE_ARRAY)
    return bo_op_emit_error(op, "requires attribute 'static_basis'");
  size_t nb = bo_attr_get_num_elements(sb);
  if (op->num_results != nb && op->num_results != nb + 1)
    return bo_op_emit_error(op, "should return an index for each basis element and up to one "
                                "extra index");
  if (check_basis(op, sb, op->num_operands ? op->num_operands - 1 : 0)) return -1;
  for (size_t i = 0; i < nb; i++) {
    int64_t b = bo_attr_dense_array_int_at(sb, i);
    if (b != BO_DYNAMIC && b <= 0)
      return bo_op_emit_error(op, "no basis element may be statically non-positive");
  }
  return 0;
}

/* ------------------------------------------------------- affine.prefetch */

/* `%m[subscripts], read|write, locality<N>, data|instr attr-dict : type` */
int affine_parse_prefetch(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_unresolved mem;
  const bo_attr *map, *hint;
  const bo_type *t;
  const char *rw, *cache;
  bo_value *v;
  if (bo_parse_operand(p, &mem)) return -1;
  size_t slot = st->operands.len;
  bo_state_add_operand(st, NULL);
  if (affine_parse_subscripts(p, st, &map) || bo_parse_punct(p, ",") || bo_parse_any_keyword(p, &rw) ||
      bo_parse_punct(p, ",") || bo_parse_keyword(p, "locality") || bo_parse_punct(p, "<") ||
      bo_parse_attribute(p, bo_type_integer(ctx, 32, BO_SIGNLESS), &hint) ||
      bo_parse_punct(p, ">") || bo_parse_punct(p, ",") || bo_parse_any_keyword(p, &cache) ||
      affine_parse_attr_dict(p, st) || bo_parse_colon_type(p, &t) || bo_resolve_operand(p, &mem, t, &v))
    return -1;
  st->operands.data[slot] = v;
  if (strcmp(rw, "read") && strcmp(rw, "write"))
    return bo_parser_custom_error_at(p, st->loc, "rw specifier has to be 'read' or 'write'");
  if (strcmp(cache, "data") && strcmp(cache, "instr"))
    return bo_parser_custom_error_at(p, st->loc, "cache type has to be 'data' or 'instr'");
  bo_state_add_attr(st, "map", map);
  bo_state_add_attr(st, "localityHint", hint);
  bo_state_add_attr(st, "isWrite", bo_attr_bool(ctx, !strcmp(rw, "write")));
  bo_state_add_attr(st, "isDataCache", bo_attr_bool(ctx, !strcmp(cache, "data")));
  return 0;
}

static bool attr_true(const bo_attr *a) {
  return a && bo_attr_get_kind(a) == BO_ATTR_INTEGER && bo_attr_get_int(a) != 0;
}

void affine_print_prefetch(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"map", "localityHint", "isDataCache", "isWrite"};
  const bo_attr *hint = bo_op_get_attr(op, "localityHint");
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  affine_print_subscripts(p, op, 1, bo_op_get_attr(op, "map"));
  bo_printf(p, ", %s, locality<%" PRId64 ">, %s", attr_true(bo_op_get_attr(op, "isWrite")) ? "write" : "read",
            hint ? bo_attr_get_int(hint) : 0,
            attr_true(bo_op_get_attr(op, "isDataCache")) ? "data" : "instr");
  bo_print_optional_attr_dict(p, op, elided, 4);
  bo_print_str(p, " : ");
  bo_print_type(p, op->operands[0].value->type);
}

/* An index operand that is neither a valid dim nor a valid symbol (MLIR's
 * isValidAffineIndexOperand). */
static bool valid_index_operand(const bo_op *op, const bo_value *v) {
  unsigned budget = SYMBOL_CHECK_BUDGET;
  if (affine_valid_dim(op, v, &budget)) return true;
  budget = SYMBOL_CHECK_BUDGET;
  return affine_valid_symbol(op, v, &budget);
}

int affine_verify_prefetch(bo_op *op) {
  const bo_attr *map = bo_op_get_attr(op, "map"), *hint = bo_op_get_attr(op, "localityHint");
  if (!hint || !bo_op_get_attr(op, "isWrite") || !bo_op_get_attr(op, "isDataCache"))
    return bo_op_emit_error(op, "requires attributes 'isDataCache', 'isWrite' and 'localityHint'");
  if (bo_attr_get_kind(hint) != BO_ATTR_INTEGER || bo_attr_get_int(hint) < 0 ||
      bo_attr_get_int(hint) > 3)
    return bo_op_emit_error(op, "attribute 'localityHint' failed to satisfy constraint: 32-bit "
                                "signless integer attribute whose minimum value is 0 whose "
                                "maximum value is 3");
  if (!op->num_operands || bo_type_get_kind(op->operands[0].value->type) != BO_TYPE_MEMREF)
    return bo_op_emit_error(op, "operand #0 must be memref of any type values");
  if (map) {
    if (bo_affine_map_num_results(map) != bo_type_get_rank(op->operands[0].value->type))
      return bo_op_emit_error(op, "affine.prefetch affine map num results must equal memref rank");
    if (bo_affine_map_num_dims(map) + bo_affine_map_num_symbols(map) + 1 != op->num_operands)
      return bo_op_emit_error(op, "too few operands");
  } else if (op->num_operands != 1) {
    return bo_op_emit_error(op, "too few operands");
  }
  for (unsigned i = 1; i < op->num_operands; i++)
    if (!valid_index_operand(op, op->operands[i].value))
      return bo_op_emit_error(op, "index must be a valid dimension or symbol identifier");
  return 0;
}

/* --------------------------------------------- affine.dma_start / dma_wait */

/* `%m[subscripts]`: the memref's slot is reserved (filled once typed), the
 * subscripts resolved as index; *n gets the number of index operands. */
static int parse_memref_access(bo_parser *p, bo_parse_state *st, bo_unresolved *mem,
                               size_t *slot, const bo_attr **map) {
  if (bo_parse_operand(p, mem)) return -1;
  *slot = st->operands.len;
  bo_state_add_operand(st, NULL);
  return affine_parse_subscripts(p, st, map);
}

/* src[...], dst[...], tag[...], %n (, %stride, %per_stride)? : types */
int affine_parse_dma_start(bo_parser *p, bo_parse_state *st) {
  bo_unresolved mem[3], num;
  size_t slot[3];
  const bo_attr *map[3];
  bo_unresolved_vec strides = {0};
  bo_type_vec types = {0};
  bo_value *v;
  int rc = -1;
  for (int k = 0; k < 3; k++)
    if (parse_memref_access(p, st, &mem[k], &slot[k], &map[k]) || bo_parse_punct(p, ","))
      goto out;
  if (bo_parse_operand(p, &num) || bo_resolve_operand(p, &num, affine_index_type(p), &v)) goto out;
  bo_state_add_operand(st, v);
  while (bo_parse_optional_punct(p, ",") > 0) {
    bo_unresolved u;
    if (bo_parse_operand(p, &u)) goto out;
    bo_vec_push(&strides, u);
  }
  if (strides.len && strides.len != 2) {
    bo_parser_custom_error_at(p, st->loc, "expected two stride related operands");
    goto out;
  }
  if (bo_parse_colon_type_list(p, &types)) goto out;
  if (types.len != 3) {
    bo_parser_custom_error_at(p, st->loc, "expected three types");
    goto out;
  }
  for (int k = 0; k < 3; k++) {
    if (bo_resolve_operand(p, &mem[k], types.data[k], &v)) goto out;
    st->operands.data[slot[k]] = v;
  }
  if (bo_resolve_operands_same(p, strides.data, strides.len, affine_index_type(p), &st->operands)) goto out;
  static const char *const names[3] = {"src_map", "dst_map", "tag_map"};
  for (int k = 0; k < 3; k++) bo_state_add_attr(st, names[k], map[k]);
  rc = 0;
out:
  bo_vec_free(&strides);
  bo_vec_free(&types);
  return rc;
}

static unsigned map_inputs(const bo_attr *m) {
  return bo_affine_map_num_dims(m) + bo_affine_map_num_symbols(m);
}

void affine_print_dma_start(bo_printer *p, bo_op *op) {
  static const char *const names[3] = {"src_map", "dst_map", "tag_map"};
  unsigned at = 0;
  for (int k = 0; k < 3; k++) {
    const bo_attr *m = bo_op_get_attr(op, names[k]);
    bo_print_str(p, k ? ", " : " ");
    bo_print_operand(p, op->operands[at].value);
    affine_print_subscripts(p, op, at + 1, m);
    at += 1 + map_inputs(m);
  }
  for (; at < op->num_operands; at++) {
    bo_print_str(p, ", ");
    bo_print_operand(p, op->operands[at].value);
  }
  bo_print_str(p, " : ");
  at = 0;
  for (int k = 0; k < 3; k++) {
    if (k) bo_print_str(p, ", ");
    bo_print_type(p, op->operands[at].value->type);
    at += 1 + map_inputs(bo_op_get_attr(op, names[k]));
  }
}

int affine_verify_dma_start(bo_op *op) {
  static const char *const names[3] = {"src_map", "dst_map", "tag_map"};
  static const char *const what[3] = {"source", "destination", "tag"};
  static const char *const short_name[3] = {"src", "dst", "tag"};
  const bo_attr *m[3];
  for (int k = 0; k < 3; k++) {
    m[k] = bo_op_get_attr(op, names[k]);
    if (!m[k] || bo_attr_get_kind(m[k]) != BO_ATTR_AFFINE_MAP)
      return bo_op_emit_error(op, "requires attribute '%s'", names[k]);
  }
  unsigned at = 0, all = map_inputs(m[0]) + map_inputs(m[1]) + map_inputs(m[2]);
  if (op->num_operands != all + 4 && op->num_operands != all + 6)
    return bo_op_emit_error(op, "incorrect number of operands");
  for (int k = 0; k < 3; k++) {
    if (bo_type_get_kind(op->operands[at].value->type) != BO_TYPE_MEMREF)
      return bo_op_emit_error(op, "expected DMA %s to be of memref type", what[k]);
    at += 1 + map_inputs(m[k]);
  }
  at = 0;
  for (int k = 0; k < 3; k++) {
    for (unsigned i = at + 1; i <= at + map_inputs(m[k]); i++) {
      if (!affine_is_index(op->operands[i].value))
        return bo_op_emit_error(op, "%s index to dma_start must have 'index' type", short_name[k]);
      if (!valid_index_operand(op, op->operands[i].value))
        return bo_op_emit_error(op, "%s index must be a valid dimension or symbol identifier",
                                short_name[k]);
    }
    at += 1 + map_inputs(m[k]);
  }
  return 0;
}

/* `%tag[subscripts], %n : type` */
int affine_parse_dma_wait(bo_parser *p, bo_parse_state *st) {
  bo_unresolved mem, num;
  size_t slot;
  const bo_attr *map;
  const bo_type *t;
  bo_value *v;
  if (parse_memref_access(p, st, &mem, &slot, &map) || bo_parse_punct(p, ",") ||
      bo_parse_operand(p, &num) || bo_parse_colon_type(p, &t) ||
      bo_resolve_operand(p, &mem, t, &v))
    return -1;
  st->operands.data[slot] = v;
  if (bo_resolve_operand(p, &num, affine_index_type(p), &v)) return -1;
  bo_state_add_operand(st, v);
  if (bo_type_get_kind(t) != BO_TYPE_MEMREF)
    return bo_parser_custom_error_at(p, st->loc, "expected tag to be of memref type");
  bo_state_add_attr(st, "tag_map", map);
  return 0;
}

void affine_print_dma_wait(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  affine_print_subscripts(p, op, 1, bo_op_get_attr(op, "tag_map"));
  bo_print_str(p, ", ");
  bo_print_operand(p, op->operands[op->num_operands - 1].value);
  bo_print_str(p, " : ");
  bo_print_type(p, op->operands[0].value->type);
}

int affine_verify_dma_wait(bo_op *op) {
  const bo_attr *m = bo_op_get_attr(op, "tag_map");
  if (!m || bo_attr_get_kind(m) != BO_ATTR_AFFINE_MAP)
    return bo_op_emit_error(op, "requires attribute 'tag_map'");
  if (op->num_operands != map_inputs(m) + 2) return bo_op_emit_error(op, "incorrect number of operands");
  if (bo_type_get_kind(op->operands[0].value->type) != BO_TYPE_MEMREF)
    return bo_op_emit_error(op, "expected DMA tag to be of memref type");
  for (unsigned i = 1; i <= map_inputs(m); i++) {
    if (!affine_is_index(op->operands[i].value))
      return bo_op_emit_error(op, "index to dma_wait must have 'index' type");
    if (!valid_index_operand(op, op->operands[i].value))
      return bo_op_emit_error(op, "index must be a valid dimension or symbol identifier");
  }
  return 0;
}
