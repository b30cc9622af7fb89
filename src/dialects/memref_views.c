/* memref_views.c - the memref ops that make a view of a buffer without
 * copying it: subview, view, cast, memory_space_cast, reinterpret_cast,
 * expand_shape and collapse_shape.  Their syntax and verifiers follow
 * mlir-opt 22's, messages included; the strided-layout arithmetic saturates
 * on '?' as MLIR's SaturatedInteger (memref_internal.h).  Each verifier is
 * linear in the rank of the types it compares.
 */
#include "memref_internal.h"

/* ------------------------------------------------------------- subview */

int bo_shaped_parse_source_slice(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src;
  bo_slice_lists l;
  const bo_type *from, *to;
  bo_value *v;
  if (bo_parse_operand(p, &src)) return -1;
  if (bo_shaped_parse_slice_lists(p, &l) || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_colon_type(p, &from) || bo_parse_keyword(p, "to") || bo_parse_type(p, &to) ||
      bo_resolve_operand(p, &src, from, &v)) {
    bo_shaped_slice_lists_free(&l);
    return -1;
  }
  bo_state_add_operand(st, v);
  bo_state_add_result_type(st, to);
  return bo_shaped_finish_slice(p, st, &l, 1, 0);
}


void bo_shaped_print_source_slice(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_shaped_print_slice_lists(p, op, 1);
  bo_print_optional_attr_dict(p, op, bo_shaped_slice_elided, 4);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, " to ");
  bo_print_type(p, result_type(op, 0));
}

/* Upstream's computeMemRefRankReductionMask: which dims of `orig` the rank
 * reduction to `red` dropped, looking at unit sizes and, when ambiguous, at
 * which strides survive.  False when no consistent mask exists. */
bool bo_memref_reduction_mask(const bo_type *orig, const bo_type *red, const int64_t *sizes,
                               bool *dropped) {
  unsigned orank = bo_type_get_rank(orig), rrank = bo_type_get_rank(red), count = 0;
  for (unsigned i = 0; i < orank; i++) dropped[i] = false;
  if (orank == rrank) return true;
  for (unsigned i = 0; i < orank; i++)
    if (sizes[i] == 1) dropped[i] = true, count++;
  if (count + rrank == orank) return true;
  int64_t *os = malloc((orank + rrank + 1) * sizeof *os), *cs = os + orank, ooff, coff;
  bool ok = strides_and_offset(orig, os, &ooff) && strides_and_offset(red, cs, &coff);
  for (unsigned d = 0; ok && d < orank; d++) {
    if (!dropped[d]) continue;
    int64_t s = os[d];
    /* Occurrences of s still unaccounted for in orig versus those in red. */
    unsigned in_orig = 0, in_red = 0;
    for (unsigned i = 0; i < orank; i++)
      if (os[i] == s && !(i < d && dropped[i])) in_orig++;
    for (unsigned i = 0; i < rrank; i++) in_red += cs[i] == s;
    if (in_orig > in_red) continue;
    if (in_orig == in_red) {
      dropped[d] = false;
      count--;
      continue;
    }
    ok = false;
  }
  free(os);
  return ok && count + rrank == orank;
}

static int subview_error(bo_op *op, const char *what, const bo_type *expected) {
  bo_tnames T = {0};
  const bo_type *got = result_type(op, 0);
  if (!strcmp(what, "rank"))
    bo_op_emit_plain_error(op,
                           "expected result rank to be smaller or equal to the source rank, but "
                           "got '%s'",
                           bo_tnames_get(&T, got));
  else if (!strcmp(what, "elem"))
    bo_op_emit_plain_error(op, "expected result element type to be '%s', but got '%s'",
                           bo_tnames_get(&T, bo_type_get_element_type(expected)),
                           bo_tnames_get(&T, got));
  else
    bo_op_emit_plain_error(op,
                           "expected result type to be '%s' or a rank-reduced version. (mismatch "
                           "of result %s), but got '%s'",
                           bo_tnames_get(&T, expected), what, bo_tnames_get(&T, got));
  bo_tnames_free(&T);
  return -1;
}

int bo_memref_verify_subview(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 1) || bo_shaped_verify_segments(op, 4)) return -1;
  const bo_type *base = operand_type(op, 0), *sub = result_type(op, 0);
  bo_context *ctx = bo_op_get_context(op);
  bo_tnames T = {0};
  if (!is_ranked_memref(base) || !is_ranked_memref(sub))
    return bo_op_emit_error(op, "operand and result must be ranked memrefs");
  unsigned rank = bo_type_get_rank(base);
  unsigned max_ranks[3] = {rank, rank, rank};
  if (bo_shaped_verify_offset_size_stride(op, 1, max_ranks)) return -1;
  if (bo_type_get_memory_space(base) != bo_type_get_memory_space(sub)) {
    bo_op_emit_plain_error(op,
                           "different memory spaces specified for base memref type '%s' and "
                           "subview memref type '%s'",
                           bo_tnames_get(&T, base), bo_tnames_get(&T, sub));
    bo_tnames_free(&T);
    return -1;
  }
  const int64_t *offs, *sizes, *strides;
  bo_shaped_slice_statics(op, &offs, &sizes, &strides);
  int64_t *buf = malloc((3 * rank + 2) * sizeof *buf);
  int64_t *src_strides = buf, *exp_strides = buf + rank, src_off, exp_off;
  bool *dropped = (bool *)(buf + 2 * rank);
  int rc = -1;
  if (!strides_and_offset(base, src_strides, &src_off)) {
    bo_op_emit_plain_error(op, "base type '%s' is not strided", bo_tnames_get(&T, base));
    goto done;
  }
  /* The type the subview would have without rank reduction. */
  exp_off = src_off;
  for (unsigned i = 0; i < rank; i++) {
    exp_off = sat_add(exp_off, sat_mul(offs[i], src_strides[i]));
    exp_strides[i] = sat_mul(src_strides[i], strides[i]);
  }
  const bo_type *expected =
      bo_type_memref(ctx, rank, sizes, bo_type_get_element_type(base),
                     bo_attr_strided(ctx, rank, exp_strides, exp_off),
                     bo_type_get_memory_space(base));
  if (expected != sub) {
    unsigned srank = bo_type_get_rank(sub);
    if (srank > rank) {
      rc = subview_error(op, "rank", expected);
      goto done;
    }
    if (!bo_shaped_rank_reduction_mask(sizes, rank, bo_type_get_shape(sub), srank, NULL)) {
      rc = subview_error(op, "sizes", expected);
      goto done;
    }
    if (bo_type_get_element_type(sub) != bo_type_get_element_type(base)) {
      rc = subview_error(op, "elem", expected);
      goto done;
    }
    int64_t *sub_strides = malloc((srank + 1) * sizeof *sub_strides), sub_off;
    bool strided = strides_and_offset(sub, sub_strides, &sub_off);
    bool ok = strided && sub_off == exp_off && bo_memref_reduction_mask(expected, sub, sizes, dropped);
    for (unsigned i = 0, j = 0; ok && i < rank; i++) {
      if (dropped[i]) continue;
      if (exp_strides[i] != sub_strides[j++]) ok = false;
    }
    free(sub_strides);
    if (!ok) {
      rc = subview_error(op, "layout", expected);
      goto done;
    }
  }
  rc = bo_shaped_verify_in_bounds(op, bo_type_get_shape(base), rank, offs, sizes, strides);
done:
  bo_tnames_free(&T);
  free(buf);
  return rc;
}

/* ---------------------------------------------------------------- view */

/* `$source[$byte_shift][$sizes] attr-dict : T to R` */
int bo_memref_parse_view(bo_parser *p, bo_parse_state *st) {
  bo_unresolved src, shift;
  bo_unresolved_vec sizes = {0};
  const bo_type *from, *to;
  bo_value *v;
  const bo_type *index = bo_type_index(bo_parser_context(p));
  int rc = -1;
  if (bo_parse_operand(p, &src) || bo_parse_punct(p, "[") || bo_parse_operand(p, &shift) ||
      bo_parse_punct(p, "]") || bo_parse_operand_list(p, BO_DELIM_SQUARE, &sizes) ||
      bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &from) ||
      bo_parse_keyword(p, "to") || bo_parse_type(p, &to) || bo_resolve_operand(p, &src, from, &v))
    goto done;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &shift, index, &v)) goto done;
  bo_state_add_operand(st, v);
  if (bo_resolve_operands_same(p, sizes.data, sizes.len, index, &st->operands)) goto done;
  bo_state_add_result_type(st, to);
  rc = 0;
done:
  bo_vec_free(&sizes);
  return rc;
}

void bo_memref_print_view(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_char(p, '[');
  bo_print_operand(p, bo_op_get_operand(op, 1));
  bo_print_str(p, "][");
  bo_print_op_operands(p, op, 2, bo_op_get_num_operands(op) - 2);
  bo_print_char(p, ']');
  bo_print_optional_attr_dict(p, op, NULL, 0);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, " to ");
  bo_print_type(p, result_type(op, 0));
}

int bo_memref_verify_view(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 2)) return -1;
  const bo_type *base = operand_type(op, 0), *view = result_type(op, 0);
  bo_tnames T = {0};
  int rc = 0;
  if (!is_ranked_memref(base) || bo_type_get_rank(base) != 1 ||
      !bo_type_is_integer(bo_type_get_element_type(base), 8) ||
      bo_type_get_signedness(bo_type_get_element_type(base)) != BO_SIGNLESS)
    rc = bo_op_emit_error(op,
                          "operand #0 must be 1D memref of 8-bit signless integer values, but "
                          "got '%s'",
                          bo_tnames_get(&T, base));
  else if (!is_ranked_memref(view))
    rc = bo_op_emit_error(op, "result #0 must be memref of any type values, but got '%s'",
                          bo_tnames_get(&T, view));
  else if (!layout_is_identity(base))
    rc = bo_op_emit_plain_error(op, "unsupported map for base memref type '%s'",
                                bo_tnames_get(&T, base));
  else if (!layout_is_identity(view))
    rc = bo_op_emit_plain_error(op, "unsupported map for result memref type '%s'",
                                bo_tnames_get(&T, view));
  else if (bo_type_get_memory_space(base) != bo_type_get_memory_space(view))
    rc = bo_op_emit_plain_error(op,
                                "different memory spaces specified for base memref type '%s' and "
                                "view memref type '%s'",
                                bo_tnames_get(&T, base), bo_tnames_get(&T, view));
  else
    rc = bo_shaped_verify_dynamic_count(op, view, bo_op_get_num_operands(op) - 2);
  bo_tnames_free(&T);
  return rc;
}

/* --------------------------------------------------------------- casts */

static bool compatible_dim(int64_t a, int64_t b) { return is_dyn(a) || is_dyn(b) || a == b; }

/* memref.cast: ranked<->ranked with compatible sizes/strides/offset, or
 * ranked<->unranked with the same element type and memory space. */
static bool memref_cast_compatible(const bo_type *a, const bo_type *b) {
  if (!bo_type_is_memref(a) || !bo_type_is_memref(b)) return false;
  if (bo_type_get_element_type(a) != bo_type_get_element_type(b)) return false;
  if (bo_type_get_memory_space(a) != bo_type_get_memory_space(b)) return false;
  if (!is_ranked_memref(a) || !is_ranked_memref(b)) return is_ranked_memref(a) || is_ranked_memref(b);
  unsigned r = bo_type_get_rank(a);
  if (r != bo_type_get_rank(b)) return false;
  if (bo_type_get_layout(a) != bo_type_get_layout(b)) {
    int64_t *s = malloc((2 * r + 1) * sizeof *s), oa, ob;
    bool ok = strides_and_offset(a, s, &oa) && strides_and_offset(b, s + r, &ob) &&
              compatible_dim(oa, ob);
    for (unsigned i = 0; ok && i < r; i++) ok = compatible_dim(s[i], s[r + i]);
    free(s);
    if (!ok) return false;
  }
  for (unsigned i = 0; i < r; i++)
    if (!compatible_dim(bo_type_get_shape(a)[i], bo_type_get_shape(b)[i])) return false;
  return true;
}

/* memory_space_cast: same everything but the memory space. */
static bool memspace_cast_compatible(const bo_type *a, const bo_type *b) {
  if (!bo_type_is_memref(a) || !bo_type_is_memref(b)) return false;
  if (bo_type_get_element_type(a) != bo_type_get_element_type(b)) return false;
  if (is_ranked_memref(a) != is_ranked_memref(b)) return false;
  if (!is_ranked_memref(a)) return true;
  unsigned r = bo_type_get_rank(a);
  return bo_type_get_layout(a) == bo_type_get_layout(b) && r == bo_type_get_rank(b) &&
         !memcmp(bo_type_get_shape(a), bo_type_get_shape(b), r * sizeof(int64_t));
}

static int cast_error(bo_op *op) {
  bo_tnames T = {0};
  bo_op_emit_error(op, "operand type '%s' and result type '%s' are cast incompatible",
                   bo_tnames_get(&T, operand_type(op, 0)), bo_tnames_get(&T, result_type(op, 0)));
  bo_tnames_free(&T);
  return -1;
}

int bo_memref_verify_cast(bo_op *op) {
  if (verify_shape(op, 0, 1, 1, 0)) return -1;
  return memref_cast_compatible(operand_type(op, 0), result_type(op, 0)) ? 0 : cast_error(op);
}
int bo_memref_verify_memspace_cast(bo_op *op) {
  if (verify_shape(op, 0, 1, 1, 0)) return -1;
  return memspace_cast_compatible(operand_type(op, 0), result_type(op, 0)) ? 0 : cast_error(op);
}

/* ---------------------------------------------------- reinterpret_cast */

/* `$source to offset: [..], sizes: [..], strides: [..] attr-dict : T to R` */
int bo_memref_parse_reinterpret_cast(bo_parser *p, bo_parse_state *st) {
  static const char *const kws[3] = {"offset", "sizes", "strides"};
  bo_unresolved src;
  bo_slice_lists l;
  const bo_type *from, *to;
  bo_value *v;
  memset(&l, 0, sizeof l);
  if (bo_parse_operand(p, &src) || bo_parse_keyword(p, "to")) return -1;
  for (int i = 0; i < 3; i++)
    if ((i && bo_parse_punct(p, ",")) || bo_parse_keyword(p, kws[i]) || bo_parse_punct(p, ":") ||
        bo_parse_dynamic_index_list(p, &l.dyn[i], &l.statics[i], BO_DELIM_SQUARE))
      goto fail;
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &from) ||
      bo_parse_keyword(p, "to") || bo_parse_type(p, &to) || bo_resolve_operand(p, &src, from, &v))
    goto fail;
  bo_state_add_operand(st, v);
  bo_state_add_result_type(st, to);
  return bo_shaped_finish_slice(p, st, &l, 1, 0);
fail:
  bo_shaped_slice_lists_free(&l);
  return -1;
}

void bo_memref_print_reinterpret_cast(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, " to offset: ");
  bo_shaped_print_mixed_list(p, op, "static_offsets", 1);
  bo_print_str(p, ", sizes: ");
  bo_shaped_print_mixed_list(p, op, "static_sizes", 2);
  bo_print_str(p, ", strides: ");
  bo_shaped_print_mixed_list(p, op, "static_strides", 3);
  bo_print_optional_attr_dict(p, op, bo_shaped_slice_elided, 4);
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_str(p, " to ");
  bo_print_type(p, result_type(op, 0));
}

/* Prints a static value or "dynamic" into buf (for reinterpret_cast messages). */
static const char *static_or_dynamic(char *buf, size_t n, int64_t v) {
  if (is_dyn(v)) return "dynamic";
  snprintf(buf, n, "%lld", (long long)v);
  return buf;
}

int bo_memref_verify_reinterpret_cast(bo_op *op) {
  if (verify_shape(op, 0, 1, -1, 1) || bo_shaped_verify_segments(op, 4)) return -1;
  const bo_type *src = operand_type(op, 0), *res = result_type(op, 0);
  bo_tnames T = {0};
  char buf[32];
  int rc = -1;
  if (!bo_type_is_memref(src) || !is_ranked_memref(res))
    return bo_op_emit_error(op, "expects a memref source and a ranked memref result");
  unsigned rank = bo_type_get_rank(res);
  unsigned max_ranks[3] = {1, rank, rank};
  if (bo_shaped_verify_offset_size_stride(op, 1, max_ranks)) return -1;
  if (bo_type_get_memory_space(src) != bo_type_get_memory_space(res)) {
    bo_op_emit_plain_error(op,
                           "different memory spaces specified for source type '%s' and result "
                           "memref type '%s'",
                           bo_tnames_get(&T, src), bo_tnames_get(&T, res));
    goto out;
  }
  if (bo_type_get_element_type(src) != bo_type_get_element_type(res)) {
    bo_op_emit_plain_error(op,
                           "different element types specified for source type '%s' and result "
                           "memref type '%s'",
                           bo_tnames_get(&T, src), bo_tnames_get(&T, res));
    goto out;
  }
  const int64_t *offs, *sizes, *strides;
  bo_shaped_slice_statics(op, &offs, &sizes, &strides);
  const int64_t *shape = bo_type_get_shape(res);
  for (unsigned i = 0; i < rank; i++)
    if (!is_dyn(shape[i]) && shape[i] != sizes[i]) {
      bo_op_emit_plain_error(op, "expected result type with size = %s instead of %lld in dim = %u",
                             static_or_dynamic(buf, sizeof buf, sizes[i]), (long long)shape[i], i);
      goto out;
    }
  int64_t *rs = malloc((rank + 1) * sizeof *rs), roff;
  if (!strides_and_offset(res, rs, &roff)) {
    bo_op_emit_plain_error(op, "expected result type to have strided layout but found '%s'",
                           bo_tnames_get(&T, res));
  } else if (!is_dyn(roff) && roff != offs[0]) {
    bo_op_emit_plain_error(op, "expected result type with offset = %s instead of %lld",
                           static_or_dynamic(buf, sizeof buf, offs[0]), (long long)roff);
  } else {
    rc = 0;
    for (unsigned i = 0; i < rank && !rc; i++)
      if (!is_dyn(rs[i]) && rs[i] != strides[i])
        rc = bo_op_emit_plain_error(op,
                                    "expected result type with stride = %s instead of %lld in "
                                    "dim = %u",
                                    static_or_dynamic(buf, sizeof buf, strides[i]),
                                    (long long)rs[i], i);
  }
  free(rs);
out:
  bo_tnames_free(&T);
  return rc;
}

/* ---------------------------------------------- expand / collapse_shape */

/* Upstream's verifyCollapsedShape: the reassociation groups `expanded` dims
 * contiguously into the `collapsed` dims, with agreeing static sizes. */
static int verify_collapsed_shape(bo_op *op, const int64_t *collapsed, unsigned crank,
                                  const int64_t *expanded, unsigned erank, const bo_reassoc *r) {
  if (crank != r->num_groups)
    return bo_op_emit_error(op, "invalid number of reassociation groups: found %u, expected %u",
                            r->num_groups, crank);
  int64_t next = 0;
  for (unsigned g = 0; g < r->num_groups; g++) {
    for (unsigned i = r->start[g]; i < r->start[g + 1]; i++) {
      int64_t d = r->dims[i];
      if (d != next++) return bo_op_emit_error(op, "reassociation indices must be contiguous");
      if (d >= (int64_t)erank)
        return bo_op_emit_error(op, "reassociation index %lld is out of bounds", (long long)d);
    }
    int64_t size = bo_shaped_group_size(expanded, r, g);
    if (is_dyn(collapsed[g]) != is_dyn(size))
      return bo_op_emit_error(op,
                              "collapsed dim (%u) must be dynamic if and only if reassociation "
                              "group is dynamic",
                              g);
    if (!is_dyn(size) && size != collapsed[g])
      return bo_op_emit_error(op,
                              "collapsed dim size (%lld) must equal reassociation group size "
                              "(%lld)",
                              (long long)collapsed[g], (long long)size);
  }
  if (crank == 0) {
    for (unsigned i = 0; i < erank; i++)
      if (expanded[i] != 1)
        return bo_op_emit_error(op, "rank 0 memrefs can only be extended/collapsed with/from ones");
  } else if (next != (int64_t)erank) {
    return bo_op_emit_error(op,
                            "expanded rank (%u) inconsistent with number of reassociation "
                            "indices (%lld)",
                            erank, (long long)next);
  }
  return 0;
}

static int decode_reassoc_or_error(bo_op *op, bo_reassoc *r) {
  if (bo_shaped_reassoc_decode(bo_op_get_prop(op, "reassociation"), r))
    return bo_op_emit_error(op, "attribute 'reassociation' failed to satisfy constraint: Array "
                                "of 64-bit integer array attributes");
  return 0;
}

/* What expand_shape and collapse_shape check alike: ranked memrefs, the
 * expanded rank not below the collapsed one, and r (decoded here) grouping
 * the expanded dims into the collapsed ones.  0 with r to free, or -1 after
 * the error (r released). */
static int verify_memref_reshape(bo_op *op, bool expand, bo_reassoc *r) {
  const bo_type *src = operand_type(op, 0), *res = result_type(op, 0);
  if (!is_ranked_memref(src) || !is_ranked_memref(res))
    return bo_op_emit_error(op, "expects ranked memref source and result");
  unsigned srank = bo_type_get_rank(src), rrank = bo_type_get_rank(res);
  if (expand ? srank > rrank : srank < rrank)
    return bo_op_emit_error(op, "has source rank %u and result rank %u. This is not %s (%u %s %u).",
                            srank, rrank, expand ? "an expansion" : "a collapse", srank,
                            expand ? ">" : "<", rrank);
  if (decode_reassoc_or_error(op, r)) return -1;
  const bo_type *collapsed = expand ? src : res, *expanded = expand ? res : src;
  if (verify_collapsed_shape(op, bo_type_get_shape(collapsed), bo_type_get_rank(collapsed),
                             bo_type_get_shape(expanded), bo_type_get_rank(expanded), r)) {
    bo_shaped_reassoc_free(r);
    return -1;
  }
  return 0;
}

/* The layout expand_shape's result must have when the source's is not the
 * identity: each group's strides expand from the group's source stride.
 * Emits the error and returns -1 when the source layout has no strides. */
static int expanded_layout(bo_op *op, const bo_reassoc *r, const bo_attr **layout) {
  const bo_type *src = operand_type(op, 0), *res = result_type(op, 0);
  unsigned srank = bo_type_get_rank(src), rrank = bo_type_get_rank(res);
  const int64_t *rshape = bo_type_get_shape(res);
  int64_t *ss = malloc((srank + rrank + 1) * sizeof *ss), *rs = ss + srank, off;
  if (!strides_and_offset(src, ss, &off)) {
    free(ss);
    return bo_op_emit_error(op, "invalid source layout map");
  }
  for (unsigned i = 0; i < rrank; i++) rs[i] = 1;
  int64_t idx = (int64_t)rrank - 1;
  for (int g = (int)r->num_groups - 1; g >= 0; g--) {
    int64_t cur = ss[g];
    for (unsigned k = r->start[g]; k < r->start[g + 1] && idx >= 0; k++) {
      rs[idx] = cur;
      cur = sat_mul(cur, rshape[idx]);
      idx--;
    }
  }
  *layout = bo_attr_strided(bo_op_get_context(op), rrank, rs, off);
  free(ss);
  return 0;
}

/* The layout collapse_shape's result must have when the source's is not
 * the identity: each group's stride is that of its last non-unit dim;
 * inner dims of a group must be contiguous where that is statically
 * known.  Emits the error and returns -1 otherwise. */
static int collapsed_layout(bo_op *op, const bo_reassoc *r, const bo_attr **layout) {
  const bo_type *src = operand_type(op, 0);
  unsigned srank = bo_type_get_rank(src);
  const int64_t *sshape = bo_type_get_shape(src);
  int64_t *ss = malloc((srank + r->num_groups + 1) * sizeof *ss), *rs = ss + srank, off;
  bool ok = strides_and_offset(src, ss, &off);
  for (unsigned g = 0; ok && g < r->num_groups; g++) {
    unsigned b = r->start[g], e = r->start[g + 1];
    if (b == e) { rs[g] = 1; continue; }
    while (e - b > 1 && sshape[r->dims[e - 1]] == 1) e--;
    int64_t last = r->dims[e - 1];
    rs[g] = !is_dyn(sshape[last]) || e - b == 1 ? ss[last] : BO_DYNAMIC;
  }
  for (int g = (int)r->num_groups - 1; ok && g >= 0; g--) {
    int64_t stride = rs[g];
    for (unsigned k = r->start[g + 1] - 1; k > r->start[g] && ok; k--) {
      int64_t idx = r->dims[k];
      stride = sat_mul(stride, sshape[idx]);
      if (sshape[idx - 1] == 1) continue;
      if (!is_dyn(stride) && !is_dyn(ss[idx - 1]) && stride != ss[idx - 1]) ok = false;
    }
  }
  if (ok) *layout = bo_attr_strided(bo_op_get_context(op), r->num_groups, rs, off);
  free(ss);
  if (!ok) return bo_op_emit_error(op, "invalid source layout map or collapsing non-contiguous dims");
  return 0;
}

/* expand_shape and collapse_shape: the reassociation, then the result type
 * the source's implies (contiguous when the source is), then (expand) the
 * static output shape against the result's. */
static int verify_memref_reshape_type(bo_op *op, bool expand) {
  if (expand ? verify_shape(op, 0, 1, -1, 1) : verify_shape(op, 0, 1, 1, 0)) return -1;
  const bo_type *src = operand_type(op, 0), *res = result_type(op, 0);
  bo_reassoc r;
  bo_tnames T = {0};
  int rc = -1;
  if (verify_memref_reshape(op, expand, &r)) return -1;
  unsigned rrank = bo_type_get_rank(res);
  const int64_t *rshape = bo_type_get_shape(res);
  const bo_attr *layout = NULL;
  if (!layout_is_identity(src) &&
      (expand ? expanded_layout(op, &r, &layout) : collapsed_layout(op, &r, &layout)))
    goto out;
  const bo_type *expected = bo_type_memref(bo_op_get_context(op), rrank, rshape,
                                           bo_type_get_element_type(src), layout,
                                           bo_type_get_memory_space(src));
  if (expected != res) {
    bo_op_emit_error(op, "expected %s type to be '%s' but found '%s'",
                     expand ? "expanded" : "collapsed", bo_tnames_get(&T, expected),
                     bo_tnames_get(&T, res));
    goto out;
  }
  const int64_t *statics;
  if (expand) {
    if (bo_shaped_verify_static_output_shape(op, rrank, "bounds", &statics)) goto out;
    for (unsigned i = 0; i < rrank; i++)
      if (!is_dyn(rshape[i]) && rshape[i] != statics[i]) {
        bo_op_emit_error(op, "invalid output shape provided at pos %u", i);
        goto out;
      }
  }
  rc = 0;
out:
  bo_tnames_free(&T);
  bo_shaped_reassoc_free(&r);
  return rc;
}

int bo_memref_verify_expand_shape(bo_op *op) { return verify_memref_reshape_type(op, true); }
int bo_memref_verify_collapse_shape(bo_op *op) { return verify_memref_reshape_type(op, false); }

