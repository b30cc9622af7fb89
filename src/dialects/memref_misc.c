/* memref_misc.c - the memref ops outside the allocate/access/view families:
 * memref.dma_start and memref.dma_wait (asynchronous copies with a tag
 * buffer), memref.prefetch (a cache hint), memref.generic_atomic_rmw (a
 * read-modify-write whose body computes the new value) and its terminator
 * memref.atomic_yield.  The op table in memref.c points at the hooks here.
 *
 * Invariant: each op stores what mlir-opt 22 stores (dma_start/dma_wait
 * have no properties, their operand groups follow from the memref ranks;
 * prefetch keeps isWrite, localityHint : i32 and isDataCache as
 * properties), so the custom and the generic forms denote the same op;
 * parser and verifier messages are mlir-opt's.  Every hook is linear in the
 * op's operands (the atomic body check walks the body once).
 */
#include "memref_internal.h"

static unsigned memref_rank_or_0(const bo_type *t) {
  return is_ranked_memref(t) ? bo_type_get_rank(t) : 0;
}

static bool is_index(const bo_type *t) { return bo_type_get_kind(t) == BO_TYPE_INDEX; }

/* Prints `%m[%i, ...]` for operand `at` followed by n indices. */
static void print_indexed_n(bo_printer *p, bo_op *op, unsigned at, unsigned n) {
  bo_print_operand(p, bo_op_get_operand(op, at));
  bo_print_char(p, '[');
  bo_print_op_operands(p, op, at + 1, n);
  bo_print_char(p, ']');
}

/* ------------------------------------------------------------- dma_start */

/* `%src[%i...], %dst[%j...], %n, %tag[%k...] (, %stride, %per_stride)?
 *  : srcType, dstType, tagType` (upstream's parser takes no attr-dict). */
int bo_memref_parse_dma_start(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  const bo_type *index = bo_type_index(ctx);
  bo_unresolved src, dst, num, tag;
  bo_unresolved_vec si = {0}, di = {0}, ti = {0}, strides = {0};
  bo_type_vec types = {0};
  bo_value *v;
  int rc = -1;
  if (bo_parse_operand(p, &src) || bo_parse_operand_list(p, BO_DELIM_SQUARE, &si) ||
      bo_parse_punct(p, ",") || bo_parse_operand(p, &dst) ||
      bo_parse_operand_list(p, BO_DELIM_SQUARE, &di) || bo_parse_punct(p, ",") ||
      bo_parse_operand(p, &num) || bo_parse_punct(p, ",") || bo_parse_operand(p, &tag) ||
      bo_parse_operand_list(p, BO_DELIM_SQUARE, &ti))
    goto done;
  if (bo_parse_optional_punct(p, ",") && bo_parse_operand_list(p, BO_DELIM_NONE, &strides))
    goto done;
  if (strides.len != 0 && strides.len != 2) {
    bo_parser_error_at(p, st->loc, "expected two stride related operands");
    goto done;
  }
  if (bo_parse_colon_type_list(p, &types)) goto done;
  if (types.len != 3) {
    bo_parser_error_at(p, st->loc, "fewer/more types expected");
    goto done;
  }
  if (bo_resolve_operand(p, &src, types.data[0], &v)) goto done;
  bo_state_add_operand(st, v);
  if (bo_resolve_operands_same(p, si.data, si.len, index, &st->operands) ||
      bo_resolve_operand(p, &dst, types.data[1], &v))
    goto done;
  bo_state_add_operand(st, v);
  if (bo_resolve_operands_same(p, di.data, di.len, index, &st->operands) ||
      bo_resolve_operand(p, &num, index, &v))
    goto done;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &tag, types.data[2], &v)) goto done;
  bo_state_add_operand(st, v);
  if (bo_resolve_operands_same(p, ti.data, ti.len, index, &st->operands) ||
      bo_resolve_operands_same(p, strides.data, strides.len, index, &st->operands))
    goto done;
  rc = 0;
done:
  bo_vec_free(&si);
  bo_vec_free(&di);
  bo_vec_free(&ti);
  bo_vec_free(&strides);
  bo_vec_free(&types);
  return rc;
}

/* Operand positions of a dma_start, from the memref ranks (as upstream's
 * accessors compute them). */
typedef struct dma_layout {
  unsigned src_rank, dst, dst_rank, num, tag, tag_rank, end;
} dma_layout;

static dma_layout dma_layout_of(bo_op *op) {
  dma_layout d;
  unsigned n = bo_op_get_num_operands(op);
  d.src_rank = n ? memref_rank_or_0(operand_type(op, 0)) : 0;
  d.dst = 1 + d.src_rank;
  d.dst_rank = d.dst < n ? memref_rank_or_0(operand_type(op, d.dst)) : 0;
  d.num = d.dst + 1 + d.dst_rank;
  d.tag = d.num + 1;
  d.tag_rank = d.tag < n ? memref_rank_or_0(operand_type(op, d.tag)) : 0;
  d.end = d.tag + 1 + d.tag_rank;
  return d;
}

void bo_memref_print_dma_start(bo_printer *p, bo_op *op) {
  dma_layout d = dma_layout_of(op);
  unsigned n = bo_op_get_num_operands(op);
  if (n < d.end) { /* unverified op: the generic form says it all */
    bo_print_str(p, " <invalid>");
    return;
  }
  bo_print_char(p, ' ');
  print_indexed_n(p, op, 0, d.src_rank);
  bo_print_str(p, ", ");
  print_indexed_n(p, op, d.dst, d.dst_rank);
  bo_print_str(p, ", ");
  bo_print_operand(p, bo_op_get_operand(op, d.num));
  bo_print_str(p, ", ");
  print_indexed_n(p, op, d.tag, d.tag_rank);
  if (n == d.end + 2) {
    bo_print_str(p, ", ");
    bo_print_op_operands(p, op, d.end, 2);
  }
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, ", ");
  bo_print_type(p, operand_type(op, d.dst));
  bo_print_str(p, ", ");
  bo_print_type(p, operand_type(op, d.tag));
}

static bool all_index(bo_op *op, unsigned from, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (!is_index(operand_type(op, from + i))) return false;
  return true;
}

/* DmaStartOp::verify, check for check. */
int bo_memref_verify_dma_start(bo_op *op) {
  if (bo_verify_counts(op, 0, 0, 0, -1)) return -1;
  unsigned n = bo_op_get_num_operands(op);
  if (n < 4) return bo_op_emit_error(op, "expected at least 4 operands");
  if (!is_ranked_memref(operand_type(op, 0)))
    return bo_op_emit_error(op, "expected source to be of memref type");
  dma_layout d = {0};
  d.src_rank = bo_type_get_rank(operand_type(op, 0));
  if (n < d.src_rank + 4) return bo_op_emit_error(op, "expected at least %u operands", d.src_rank + 4);
  if (!all_index(op, 1, d.src_rank))
    return bo_op_emit_error(op, "expected source indices to be of index type");
  d.dst = 1 + d.src_rank;
  if (!is_ranked_memref(operand_type(op, d.dst)))
    return bo_op_emit_error(op, "expected destination to be of memref type");
  d.dst_rank = bo_type_get_rank(operand_type(op, d.dst));
  unsigned expected = d.src_rank + d.dst_rank + 4;
  if (n < expected) return bo_op_emit_error(op, "expected at least %u operands", expected);
  if (!all_index(op, d.dst + 1, d.dst_rank))
    return bo_op_emit_error(op, "expected destination indices to be of index type");
  d.num = d.dst + 1 + d.dst_rank;
  if (!is_index(operand_type(op, d.num)))
    return bo_op_emit_error(op, "expected num elements to be of index type");
  d.tag = d.num + 1;
  if (!is_ranked_memref(operand_type(op, d.tag)))
    return bo_op_emit_error(op, "expected tag to be of memref type");
  d.tag_rank = bo_type_get_rank(operand_type(op, d.tag));
  expected += d.tag_rank;
  if (n < expected) return bo_op_emit_error(op, "expected at least %u operands", expected);
  if (!all_index(op, d.tag + 1, d.tag_rank))
    return bo_op_emit_error(op, "expected tag indices to be of index type");
  if (n != expected && n != expected + 2)
    return bo_op_emit_error(op, "incorrect number of operands");
  if (n == expected + 2 && !all_index(op, expected, 2))
    return bo_op_emit_error(op, "expected stride and num elements per stride to be of type index");
  return 0;
}

/* -------------------------------------------------------------- dma_wait */

/* `$tagMemRef[$tagIndices], $numElements attr-dict : type($tagMemRef)` */
int bo_memref_parse_dma_wait(bo_parser *p, bo_parse_state *st) {
  const bo_type *index = bo_type_index(bo_parser_context(p));
  bo_unresolved tag, num;
  bo_unresolved_vec ti = {0};
  const bo_type *t;
  bo_value *v;
  int rc = -1;
  if (bo_parse_operand(p, &tag) || bo_parse_operand_list(p, BO_DELIM_SQUARE, &ti) ||
      bo_parse_punct(p, ",") || bo_parse_operand(p, &num) ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &t) ||
      bo_resolve_operand(p, &tag, t, &v))
    goto done;
  bo_state_add_operand(st, v);
  if (bo_resolve_operands_same(p, ti.data, ti.len, index, &st->operands) ||
      bo_resolve_operand(p, &num, index, &v))
    goto done;
  bo_state_add_operand(st, v);
  rc = 0;
done:
  bo_vec_free(&ti);
  return rc;
}

void bo_memref_print_dma_wait(bo_printer *p, bo_op *op) {
  unsigned n = bo_op_get_num_operands(op);
  bo_print_char(p, ' ');
  print_indexed_n(p, op, 0, n - 2);
  bo_print_str(p, ", ");
  bo_print_operand(p, bo_op_get_operand(op, n - 1));
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
}

int bo_memref_verify_dma_wait(bo_op *op) {
  if (verify_shape(op, 0, 0, -1, 2)) return -1;
  unsigned n = bo_op_get_num_operands(op);
  if (bo_verify_operand_is(op, 0, is_ranked_memref, "memref of any type values")) return -1;
  for (unsigned i = 1; i + 1 < n; i++)
    if (bo_verify_operand_is(op, i, is_index, "variadic of index")) return -1;
  if (bo_verify_operand_is(op, n - 1, is_index, "index")) return -1;
  unsigned rank = bo_type_get_rank(operand_type(op, 0));
  if (n - 2 != rank)
    return bo_op_emit_error(op, "expected tagIndices to have the same number of elements as "
                                "the tagMemRef rank, expected %u, but got %u",
                            rank, n - 2);
  return 0;
}

/* -------------------------------------------------------------- prefetch */

/* `%m[%i...], read|write, locality<N>, data|instr : type` (no attr-dict
 * in upstream's parser; the printer prints the discardable ones). */
int bo_memref_parse_prefetch(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  const bo_type *i1 = bo_type_integer(ctx, 1, BO_SIGNLESS);
  bo_unresolved m;
  bo_unresolved_vec idx = {0};
  const char *rw, *cache;
  const bo_attr *hint;
  const bo_type *t;
  bo_value *v;
  int rc = -1;
  if (bo_parse_operand(p, &m) || bo_parse_operand_list(p, BO_DELIM_SQUARE, &idx) ||
      bo_parse_punct(p, ",") || bo_parse_any_keyword(p, &rw) || bo_parse_punct(p, ",") ||
      bo_parse_keyword(p, "locality") || bo_parse_punct(p, "<") ||
      bo_parse_attribute(p, bo_type_integer(ctx, 32, BO_SIGNLESS), &hint) ||
      bo_parse_punct(p, ">") || bo_parse_punct(p, ",") || bo_parse_any_keyword(p, &cache) ||
      bo_parse_colon_type(p, &t) || bo_resolve_operand(p, &m, t, &v))
    goto done;
  bo_state_add_operand(st, v);
  if (bo_resolve_operands_same(p, idx.data, idx.len, bo_type_index(ctx), &st->operands))
    goto done;
  bo_state_add_attr(st, "localityHint", hint);
  if (strcmp(rw, "read") && strcmp(rw, "write")) {
    bo_parser_error_at(p, st->loc, "rw specifier has to be 'read' or 'write'");
    goto done;
  }
  bo_state_add_attr(st, "isWrite", bo_attr_integer(ctx, i1, !strcmp(rw, "write")));
  if (strcmp(cache, "data") && strcmp(cache, "instr")) {
    bo_parser_error_at(p, st->loc, "cache type has to be 'data' or 'instr'");
    goto done;
  }
  bo_state_add_attr(st, "isDataCache", bo_attr_integer(ctx, i1, !strcmp(cache, "data")));
  rc = 0;
done:
  bo_vec_free(&idx);
  return rc;
}

static int64_t prop_int(bo_op *op, const char *name) {
  const bo_attr *a = bo_op_get_prop(op, name);
  return a && bo_attr_get_kind(a) == BO_ATTR_INTEGER ? bo_attr_get_int(a) : 0;
}

void bo_memref_print_prefetch(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"localityHint", "isWrite", "isDataCache"};
  bo_print_char(p, ' ');
  print_indexed_n(p, op, 0, bo_op_get_num_operands(op) - 1);
  bo_print_str(p, prop_int(op, "isWrite") ? ", write" : ", read");
  bo_print_str(p, ", locality<");
  bo_print_int(p, prop_int(op, "localityHint"));
  bo_print_str(p, prop_int(op, "isDataCache") ? ">, data" : ">, instr");
  bo_print_optional_attr_dict(p, op, elided, 3);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
}

static bool is_bool_attr(const bo_attr *a) {
  return bo_attr_get_kind(a) == BO_ATTR_INTEGER && bo_type_is_integer(bo_attr_get_type(a), 1);
}

int bo_memref_verify_prefetch(bo_op *op) {
  if (verify_shape(op, 0, 0, -1, 1)) return -1;
  const bo_attr *w = bo_op_get_prop(op, "isWrite"), *h = bo_op_get_prop(op, "localityHint"),
                *c = bo_op_get_prop(op, "isDataCache");
  if (!c) return bo_op_emit_error(op, "requires attribute 'isDataCache'");
  if (!w) return bo_op_emit_error(op, "requires attribute 'isWrite'");
  if (!h) return bo_op_emit_error(op, "requires attribute 'localityHint'");
  if (!is_bool_attr(c))
    return bo_op_emit_error(op, "attribute 'isDataCache' failed to satisfy constraint: bool "
                                "attribute");
  if (!is_bool_attr(w))
    return bo_op_emit_error(op, "attribute 'isWrite' failed to satisfy constraint: bool "
                                "attribute");
  if (bo_attr_get_kind(h) != BO_ATTR_INTEGER || !bo_type_is_integer(bo_attr_get_type(h), 32) ||
      bo_type_get_signedness(bo_attr_get_type(h)) != BO_SIGNLESS || bo_attr_get_int(h) < 0 ||
      bo_attr_get_int(h) > 3)
    return bo_op_emit_error(op, "attribute 'localityHint' failed to satisfy constraint: 32-bit "
                                "signless integer attribute whose minimum value is 0 whose "
                                "maximum value is 3");
  unsigned n = bo_op_get_num_operands(op);
  if (bo_verify_operand_is(op, 0, is_ranked_memref, "memref of any type values")) return -1;
  for (unsigned i = 1; i < n; i++)
    if (bo_verify_operand_is(op, i, is_index, "variadic of index")) return -1;
  if (n != 1 + bo_type_get_rank(operand_type(op, 0)))
    return bo_op_emit_error(op, "too few indices");
  return 0;
}

/* ---------------------------------------------------- generic_atomic_rmw */

/* `%m[%i...] : type region attr-dict`; the result is the element type. */
int bo_memref_parse_generic_atomic_rmw(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_unresolved m;
  bo_unresolved_vec idx = {0};
  const bo_type *t;
  bo_value *v;
  int rc = -1;
  if (bo_parse_operand(p, &m) || bo_parse_operand_list(p, BO_DELIM_SQUARE, &idx) ||
      bo_parse_punct(p, ":"))
    goto done;
  bo_loc tloc = bo_parser_loc(p);
  if (bo_parse_type(p, &t) || bo_resolve_operand(p, &m, t, &v)) goto done;
  bo_state_add_operand(st, v);
  if (bo_resolve_operands_same(p, idx.data, idx.len, bo_type_index(ctx), &st->operands))
    goto done;
  if (!is_ranked_memref(t)) {
    bo_parser_error_at(p, tloc, "expected a ranked memref type");
    goto done;
  }
  bo_region *body = bo_state_add_region(st);
  if (bo_parse_region(p, body, NULL, 0) || bo_parse_optional_attr_dict(p, st) < 0) goto done;
  bo_state_add_result_type(st, bo_type_get_element_type(t));
  rc = 0;
done:
  bo_vec_free(&idx);
  return rc;
}

void bo_memref_print_generic_atomic_rmw(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  print_indexed_n(p, op, 0, bo_op_get_num_operands(op) - 1);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_region(p, bo_op_get_region(op, 0), true, true, false);
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static bool is_int_or_float(const bo_type *t) {
  return bo_type_is_float(t) ||
         (bo_type_get_kind(t) == BO_TYPE_INTEGER && bo_type_get_signedness(t) == BO_SIGNLESS);
}

/* The first op in the body that is not free of memory effects. */
static int find_effect(bo_op *op, void *user) {
  bo_op **found = user;
  if (bo_op_has_trait(op, BO_TRAIT_PURE)) return 0;
  *found = op;
  return -1;
}

int bo_memref_verify_generic_atomic_rmw(bo_op *op) {
  if (verify_shape(op, 1, 1, -1, 1)) return -1;
  unsigned n = bo_op_get_num_operands(op);
  if (bo_verify_operand_is(op, 0, is_ranked_memref, "memref of any type values")) return -1;
  for (unsigned i = 1; i < n; i++)
    if (bo_verify_operand_is(op, i, is_index, "variadic of index")) return -1;
  if (bo_verify_result_is(op, 0, is_int_or_float, "signless integer or floating-point"))
    return -1;
  if (bo_type_get_element_type(operand_type(op, 0)) != result_type(op, 0))
    return bo_op_emit_error(op, "failed to verify that result type matches element type of "
                                "memref");
  /* SingleBlockImplicitTerminator<"memref.atomic_yield"> */
  bo_region *r = bo_op_get_region(op, 0);
  bo_block *b = bo_region_first_block(r);
  if (b) {
    if (bo_region_num_blocks(r) != 1)
      return bo_op_emit_error(op, "expects region #0 to have 0 or 1 blocks");
    bo_op *last = bo_block_last_op(b);
    if (!last) return bo_op_emit_error(op, "expects a non-empty block");
    /* A block whose last op is no terminator: the generic verifier's
     * "block with no terminator" (mlir-opt reports that one first). */
    if (!bo_op_has_trait(last, BO_TRAIT_TERMINATOR)) return 0;
    if (!bo_op_isa(last, BO_OP_MEMREF_ATOMIC_YIELD)) {
      bo_op_emit_error(op, "expects regions to end with '%s', found '%s'",
                       BO_OP_NAME(MEMREF_ATOMIC_YIELD), bo_op_get_name(last));
      bo_op_emit_note(op, "in custom textual format, the absence of terminator implies '%s'",
                      BO_OP_NAME(MEMREF_ATOMIC_YIELD));
      return -1;
    }
  }
  if (!b || bo_block_get_num_args(b) != 1)
    return bo_op_emit_error(op, "expected single number of entry block arguments");
  if (bo_value_get_type(bo_block_get_arg(b, 0)) != result_type(op, 0))
    return bo_op_emit_error(op, "expected block argument of the same type result type");
  for (bo_op *o = bo_block_first_op(b); o; o = bo_op_get_next(o)) {
    bo_op *bad = NULL;
    if (bo_walk_pre(o, find_effect, &bad) < 0 && bad) {
      bo_op_emit_error(bad, "body of 'memref.generic_atomic_rmw' should contain only "
                            "operations with no side effects");
      return -1;
    }
  }
  return 0;
}

/* ---------------------------------------------------------- atomic_yield */

int bo_memref_parse_atomic_yield(bo_parser *p, bo_parse_state *st) {
  return bo_shaped_parse_typed_operand(p, st);
}

void bo_memref_print_atomic_yield(bo_printer *p, bo_op *op) { bo_shaped_print_typed_operand(p, op); }

int bo_memref_verify_atomic_yield(bo_op *op) {
  bo_op *parent = bo_op_get_parent_op(op);
  if (!parent || !bo_op_isa(parent, BO_OP_MEMREF_GENERIC_ATOMIC_RMW))
    return bo_op_emit_error(op, "expects parent op '%s'", BO_OP_NAME(MEMREF_GENERIC_ATOMIC_RMW));
  if (verify_shape(op, 0, 0, 1, 0)) return -1;
  if (bo_op_get_num_results(parent) != 1) return 0; /* the parent reports it */
  const bo_type *want = result_type(parent, 0), *have = operand_type(op, 0);
  if (want != have)
    return bo_emit_types_error(op, "types mismatch between yield op: '", have,
                               "' and its parent: '", want, "'");
  return 0;
}

/* ------------------------------------------------------------- transpose */

/* `$in $permutation attr-dict : type($in) to type(results)`, the
 * permutation a bare affine map (`(i, j) -> (j, i)`). */
int bo_memref_parse_transpose(bo_parser *p, bo_parse_state *st) {
  bo_unresolved in;
  const bo_attr *map;
  const bo_type *src, *dst;
  bo_value *v;
  if (bo_parse_operand(p, &in) || bo_parse_affine_map(p, &map)) return -1;
  bo_state_add_attr(st, "permutation", map);
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &src) ||
      bo_parse_keyword(p, "to") || bo_parse_type(p, &dst) || bo_resolve_operand(p, &in, src, &v))
    return -1;
  bo_state_add_operand(st, v);
  bo_state_add_result_type(st, dst);
  return 0;
}

void bo_memref_print_transpose(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"permutation"};
  const bo_attr *map = bo_op_get_prop(op, "permutation");
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_char(p, ' ');
  if (map && bo_attr_get_kind(map) == BO_ATTR_AFFINE_MAP) {
    bo_str s = {0};
    bo_format_affine_map(&s, map);
    bo_print_str(p, s.data ? s.data : "");
    free(s.data);
  }
  bo_print_optional_attr_dict(p, op, elided, 1);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, " to ");
  bo_print_type(p, result_type(op, 0));
}

/* The permutation of a map that is one (results are distinct dims, one per
 * dim, no symbols): perm[i] = the dim of result i.  False otherwise. */
static bool map_permutation(const bo_attr *map, unsigned *perm, unsigned cap) {
  unsigned n = bo_affine_map_num_dims(map);
  if (bo_affine_map_num_symbols(map) || bo_affine_map_num_results(map) != n || n > cap)
    return false;
  uint64_t seen = 0;
  for (unsigned i = 0; i < n; i++) {
    const bo_affine_expr *e = bo_affine_map_result(map, i);
    if (bo_affine_get_kind(e) != BO_AFFINE_DIM) return false;
    unsigned d = (unsigned)bo_affine_get_value(e);
    if (d >= n || (seen >> d & 1)) return false;
    seen |= 1ull << d;
    perm[i] = d;
  }
  return true;
}

/* MLIR's canonicalizeStridedLayout of a memref with these sizes, strides
 * and offset: no layout when it is the contiguous row-major one, else the
 * strided map in simplifyAffineExpr's order (static-stride dims, the
 * dynamic offset s0, dims times their dynamic-stride symbols, the static
 * offset): `(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)`.  O(rank). */
static const bo_type *canonical_strided_memref(bo_context *ctx, const bo_type *like, unsigned rank,
                                               const int64_t *shape, const int64_t *strides,
                                               int64_t offset) {
  bool contiguous = offset == 0;
  int64_t expect = 1;
  for (unsigned i = rank; contiguous && i-- > 0;) {
    contiguous = strides[i] == expect;
    if (i && contiguous) {
      if (shape[i] == BO_DYNAMIC) contiguous = false;
      else expect *= shape[i];
    }
  }
  const bo_attr *layout = NULL;
  if (!contiguous && rank) {
    const bo_affine_expr *e = NULL;
    unsigned nsym = offset == BO_DYNAMIC ? 1 : 0;
    for (unsigned i = 0; i < rank; i++) {
      if (strides[i] == BO_DYNAMIC || strides[i] == 0) continue;
      const bo_affine_expr *t = bo_affine_binary(ctx, BO_AFFINE_MUL, bo_affine_dim(ctx, i),
                                                 bo_affine_const(ctx, strides[i]));
      e = e ? bo_affine_binary(ctx, BO_AFFINE_ADD, e, t) : t;
    }
    if (offset == BO_DYNAMIC)
      e = e ? bo_affine_binary(ctx, BO_AFFINE_ADD, e, bo_affine_symbol(ctx, 0)) : bo_affine_symbol(ctx, 0);
    for (unsigned i = 0; i < rank; i++) {
      if (strides[i] != BO_DYNAMIC) continue;
      const bo_affine_expr *t = bo_affine_binary(ctx, BO_AFFINE_MUL, bo_affine_dim(ctx, i),
                                                 bo_affine_symbol(ctx, nsym++));
      e = e ? bo_affine_binary(ctx, BO_AFFINE_ADD, e, t) : t;
    }
    if (offset != BO_DYNAMIC && offset != 0)
      e = e ? bo_affine_binary(ctx, BO_AFFINE_ADD, e, bo_affine_const(ctx, offset)) : bo_affine_const(ctx, offset);
    if (!e) e = bo_affine_const(ctx, 0);
    layout = bo_attr_affine_map(ctx, rank, nsym, 1, &e);
  }
  return bo_type_memref(ctx, rank, shape, bo_type_get_element_type(like), layout,
                        bo_type_get_memory_space(like));
}

/* TransposeOp::verify.  The result must describe the transposed buffer:
 * the input's sizes and strides permuted, the same offset (upstream
 * compares canonical strided layouts; here the strides and offsets are
 * compared, '?' matching only '?'). */
int bo_memref_verify_transpose(bo_op *op) {
  if (verify_shape(op, 0, 1, 1, 0)) return -1;
  if (bo_verify_operand_is(op, 0, is_ranked_memref, "strided memref of any type values") ||
      bo_verify_result_is(op, 0, is_ranked_memref, "strided memref of any type values"))
    return -1;
  const bo_attr *map = bo_op_get_prop(op, "permutation");
  if (!map) return bo_op_emit_error(op, "requires attribute 'permutation'");
  if (bo_attr_get_kind(map) != BO_ATTR_AFFINE_MAP)
    return bo_op_emit_error(op, "attribute 'permutation' failed to satisfy constraint: "
                                "AffineMap attribute");
  enum { MAX_RANK = 64 };
  unsigned perm[MAX_RANK];
  if (!map_permutation(map, perm, MAX_RANK))
    return bo_op_emit_error(op, "expected a permutation map");
  const bo_type *src = operand_type(op, 0), *dst = result_type(op, 0);
  unsigned rank = bo_type_get_rank(src);
  if (bo_affine_map_num_dims(map) != rank)
    return bo_op_emit_error(op, "expected a permutation map of same rank as the input");
  int64_t ss[MAX_RANK], ds[MAX_RANK], so, dof;
  bool ok = bo_type_get_rank(dst) == rank &&
            bo_type_get_element_type(dst) == bo_type_get_element_type(src) &&
            bo_type_get_memory_space(dst) == bo_type_get_memory_space(src) &&
            !bo_type_get_strides_and_offset(src, ss, &so) &&
            !bo_type_get_strides_and_offset(dst, ds, &dof) && so == dof;
  for (unsigned i = 0; ok && i < rank; i++)
    ok = bo_type_get_shape(dst)[i] == bo_type_get_shape(src)[perm[i]] && ds[i] == ss[perm[i]];
  if (!ok) {
    /* upstream's words: the result type as written, and the transposed
     * input type with its layout canonicalized */
    int64_t ts[MAX_RANK], tshape[MAX_RANK];
    const bo_type *want = src;
    if (!bo_type_get_strides_and_offset(src, ss, &so)) {
      for (unsigned i = 0; i < rank; i++) {
        tshape[i] = bo_type_get_shape(src)[perm[i]];
        ts[i] = ss[perm[i]];
      }
      want = canonical_strided_memref(op->ctx, src, rank, tshape, ts, so);
    }
    bo_tnames T = {0};
    bo_op_emit_error(op, "result type '%s' is not equivalent to the canonical transposed input type '%s'",
                     bo_tnames_get(&T, dst), bo_tnames_get(&T, want));
    bo_tnames_free(&T);
    return -1;
  }
  return 0;
}

/* ------------------------------------------------ memref.distinct_objects */

/* `%a, %b attr-dict : type(%a), type(%b)`: the results have the operands'
 * types (upstream infers them).  The op only asserts that its operands do
 * not alias; every result is its operand.  O(operands). */
int bo_memref_parse_distinct_objects(bo_parser *p, bo_parse_state *st) {
  bo_unresolved_vec names = {0};
  bo_type_vec types = {0};
  bo_loc loc = bo_parser_loc(p);
  int rc = -1;
  if (bo_parse_operand_list(p, BO_DELIM_NONE, &names) ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type_list(p, &types) ||
      bo_resolve_operands(p, names.data, names.len, types.data, types.len, loc, &st->operands))
    goto done;
  for (size_t i = 0; i < types.len; i++)
    bo_state_add_result_type(st, types.data[i]);
  rc = 0;
done:
  bo_vec_free(&names);
  bo_vec_free(&types);
  return rc;
}

void bo_memref_print_distinct_objects(bo_printer *p, bo_op *op) {
  unsigned n = bo_op_get_num_operands(op);
  bo_print_char(p, ' ');
  for (unsigned i = 0; i < n; i++) {
    if (i) bo_print_str(p, ", ");
    bo_print_operand(p, bo_op_get_operand(op, i));
  }
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  for (unsigned i = 0; i < n; i++) {
    if (i) bo_print_str(p, ", ");
    bo_print_type(p, bo_value_get_type(bo_op_get_operand(op, i)));
  }
}

/* ODS (variadic memrefs in and out), then DistinctObjectsOp::verify: the
 * types match one to one, and there is at least one operand. */
int bo_memref_verify_distinct_objects(bo_op *op) {
  unsigned n = bo_op_get_num_operands(op), r = bo_op_get_num_results(op);
  for (unsigned i = 0; i < n + r; i++) {
    const bo_type *t = bo_value_get_type(i < n ? bo_op_get_operand(op, i) : bo_op_get_result(op, i - n));
    if (bo_type_get_kind(t) == BO_TYPE_MEMREF) continue;
    char *s = bo_type_to_string(t);
    bo_op_emit_error(op, "%s #%u must be variadic of memref of any type values, but got '%s'",
                     i < n ? "operand" : "result", i < n ? i : i - n, s);
    free(s);
    return -1;
  }
  bool same = n == r;
  for (unsigned i = 0; same && i < n; i++)
    same = bo_value_get_type(bo_op_get_operand(op, i)) == bo_value_get_type(bo_op_get_result(op, i));
  if (!same) return bo_op_emit_error(op, "operand types and result types must match");
  if (n == 0) return bo_op_emit_error(op, "expected at least one operand");
  return 0;
}
