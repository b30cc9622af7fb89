/* linalg_pack.c - linalg.pack and linalg.unpack: parse, print, verify and
 * bufferize.
 *
 * linalg.pack copies a tensor of rank n into tiles: the k dimensions listed
 * in inner_dims_pos are cut into tiles of inner_tiles elements; the result
 * (the `into` operand's type, rank n + k) has the n outer (tile-index)
 * dimensions, in the order outer_dims_perm gives, then the k tile
 * dimensions.  Partial tiles at the end of a dimension are filled with
 * padding_value.  linalg.unpack is the inverse (and may drop the padding:
 * its destination can be smaller than the tiles cover).  Both are
 * destination-style ops on ranked tensors only, as in mlir-opt 22 (a memref
 * operand is rejected there too), and have no memory effects.
 *
 * Invariant kept: what we store is what mlir-opt stores: inner_dims_pos,
 * outer_dims_perm (when given) and static_inner_tiles as array<i64>
 * properties (a dynamic tile is BO_DYNAMIC there and an index operand after
 * the padding value), and pack's operandSegmentSizes (source, dest,
 * padding_value, inner_tiles); unpack has a single variadic group and no
 * segment sizes.  Verifier messages and their order are mlir-opt 22's
 * (commonVerifierPackAndUnPackOp, then the padding checks of pack).
 *
 * Bufferization: mlir-opt 22 has none ("op was not bufferized").  bufopt
 * rewrites a pack whose shapes and tiles are static and whose tiles are
 * full into memref.expand_shape of the source, memref.transpose to the
 * packed order and memref.copy into the destination; an unpack into the
 * same views of its destination, copied from the source (any strided
 * layouts; the views' strides follow upstream's computeExpandedType).
 * Other packs (dynamic sizes, partial tiles) are reported as not
 * supported yet.
 *
 * Costs: verification and printing are O(rank); the bufferization rewrite
 * builds three ops.
 */
#include "../ir/ir_private.h"
#include "bufferize_ifaces.h"
#include "fold.h"
#include "linalg_internal.h"

#include <stdlib.h>
#include <string.h>

#define MAX_RANK 32

/* The layout of a pack or unpack: n unpacked dims, k tiles. */
typedef struct relayout {
  bool is_pack;
  unsigned n, k, first_tile; /* operand index of the first dynamic tile */
  int64_t pos[MAX_RANK], perm[MAX_RANK], tiles[MAX_RANK];
  bool has_perm;
  const bo_type *unpacked, *packed;
} relayout;

static unsigned array_len(const bo_attr *a) { return a ? bo_attr_get_num_elements(a) : 0; }

/* Fills r from op's properties; -1 when they are missing or too long. */
static int relayout_of(const bo_op *op, relayout *r) {
  memset(r, 0, sizeof *r);
  r->is_pack = bo_op_isa(op, BO_OP_LINALG_PACK);
  if (op->num_operands < 2) return -1;
  const bo_type *src = op->operands[0].value->type, *dst = op->operands[1].value->type;
  r->unpacked = r->is_pack ? src : dst;
  r->packed = r->is_pack ? dst : src;
  r->n = bo_type_is_shaped(r->unpacked) && bo_type_has_rank(r->unpacked) ? bo_type_get_rank(r->unpacked) : 0;
  const bo_attr *pos = bo_op_get_prop(op, "inner_dims_pos"), *tiles = bo_op_get_prop(op, "static_inner_tiles"),
                *perm = bo_op_get_prop(op, "outer_dims_perm");
  if (!pos || !tiles || array_len(pos) > MAX_RANK || array_len(tiles) > MAX_RANK ||
      array_len(perm) > MAX_RANK || r->n > MAX_RANK)
    return -1;
  r->k = array_len(tiles);
  for (unsigned i = 0; i < r->k; i++) r->tiles[i] = bo_attr_dense_array_int_at(tiles, i);
  for (unsigned i = 0; i < array_len(pos); i++) r->pos[i] = bo_attr_dense_array_int_at(pos, i);
  r->has_perm = perm && array_len(perm);
  for (unsigned i = 0; i < r->n; i++) r->perm[i] = (int64_t)i;
  for (unsigned i = 0; r->has_perm && i < array_len(perm); i++) r->perm[i] = bo_attr_dense_array_int_at(perm, i);
  r->first_tile = 2;
  if (r->is_pack) {
    const bo_attr *seg = bo_op_get_prop(op, "operandSegmentSizes");
    if (seg && bo_attr_get_num_elements(seg) == 4) r->first_tile = 2 + (unsigned)bo_attr_dense_array_int_at(seg, 2);
  }
  return 0;
}

/* ------------------------------------------------------------- parsing */

/* `[1, 0]` into an array<i64> property. */
static int parse_i64_array(bo_parser *p, bo_parse_state *st, const char *name) {
  bo_i64_vec v = {0};
  int rc = -1;
  if (bo_parse_i64_list(p, &v)) goto out;
  bo_context *ctx = bo_parser_context(p);
  bo_state_add_attr(st, name, bo_attr_dense_array_int(ctx, bo_type_integer(ctx, 64, BO_SIGNLESS), v.len, v.data));
  rc = 0;
out:
  bo_vec_free(&v);
  return rc;
}

/* A ranked tensor type, or mlir-opt's "invalid kind of type" error. */
static int parse_tensor_type(bo_parser *p, const bo_type **t) {
  bo_loc at = bo_parser_loc(p);
  if (bo_parse_type(p, t)) return -1;
  if (bo_type_get_kind(*t) != BO_TYPE_TENSOR || !bo_type_has_rank(*t)) {
    char *s = bo_type_to_string(*t);
    bo_parser_custom_error_at(p, at, "invalid kind of type specified: expected builtin.tensor, but found '%s'", s);
    free(s);
    return -1;
  }
  return 0;
}

/* pack:   %src [padding_value(%p : t)] [outer_dims_perm = [..]]
 *         inner_dims_pos = [..] inner_tiles = [..] into %dest {attrs} : T -> U
 * unpack: the same without padding_value. */
static int parse_relayout(bo_parser *p, bo_parse_state *st, bool is_pack) {
  bo_unresolved src, dst, pad;
  bo_unresolved_vec dyn = {0};
  bo_i64_vec statics = {0};
  const bo_type *pad_type = NULL, *st_type, *dt_type;
  bo_value *v;
  int rc = -1;
  bool has_pad = false;
  bo_context *ctx = bo_parser_context(p);
  if (bo_parse_operand(p, &src)) goto out;
  if (is_pack && bo_parse_optional_keyword(p, "padding_value") > 0) {
    if (bo_parse_punct(p, "(") || bo_parse_operand(p, &pad) || bo_parse_colon_type(p, &pad_type) ||
        bo_parse_punct(p, ")"))
      goto out;
    has_pad = true;
  }
  if (bo_parse_optional_keyword(p, "outer_dims_perm") > 0) {
    if (bo_parse_punct(p, "=") || parse_i64_array(p, st, "outer_dims_perm")) goto out;
  }
  if (bo_parse_keyword(p, "inner_dims_pos") || bo_parse_punct(p, "=") ||
      parse_i64_array(p, st, "inner_dims_pos") || bo_parse_keyword(p, "inner_tiles") ||
      bo_parse_punct(p, "=") || bo_parse_dynamic_index_list(p, &dyn, &statics, BO_DELIM_SQUARE) ||
      bo_parse_keyword(p, "into") || bo_parse_operand(p, &dst) || bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_parse_punct(p, ":") || parse_tensor_type(p, &st_type) || bo_parse_punct(p, "->") ||
      parse_tensor_type(p, &dt_type))
    goto out;
  if (bo_resolve_operand(p, &src, st_type, &v)) goto out;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &dst, dt_type, &v)) goto out;
  bo_state_add_operand(st, v);
  if (has_pad) {
    if (bo_resolve_operand(p, &pad, pad_type, &v)) goto out;
    bo_state_add_operand(st, v);
  }
  if (bo_resolve_operands_same(p, dyn.data, dyn.len, bo_type_index(ctx), &st->operands)) goto out;
  bo_state_add_attr(st, "static_inner_tiles",
                    bo_attr_dense_array_int(ctx, bo_type_integer(ctx, 64, BO_SIGNLESS), statics.len, statics.data));
  if (is_pack) {
    int32_t seg[4] = {1, 1, has_pad, (int32_t)dyn.len};
    bo_state_set_segment_sizes(st, seg, 4);
  }
  bo_state_add_result_type(st, dt_type);
  rc = 0;
out:
  bo_vec_free(&dyn);
  bo_vec_free(&statics);
  return rc;
}


/* ------------------------------------------------------------ printing */

static void print_i64_array(bo_printer *p, const char *name, const bo_attr *a) {
  bo_printf(p, " %s = [", name);
  for (unsigned i = 0; i < array_len(a); i++) {
    if (i) bo_print_str(p, ", ");
    bo_print_int(p, bo_attr_dense_array_int_at(a, i));
  }
  bo_print_char(p, ']');
}

static void relayout_print(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"inner_dims_pos", "outer_dims_perm", "static_inner_tiles",
                                       "operandSegmentSizes"};
  relayout r;
  relayout_of(op, &r);
  bo_print_char(p, ' ');
  bo_print_operand(p, op->operands[0].value);
  if (r.is_pack && r.first_tile == 3) {
    bo_print_str(p, " padding_value(");
    bo_print_operand(p, op->operands[2].value);
    bo_print_str(p, " : ");
    bo_print_type(p, op->operands[2].value->type);
    bo_print_char(p, ')');
  }
  const bo_attr *perm = bo_op_get_prop(op, "outer_dims_perm");
  if (perm) print_i64_array(p, "outer_dims_perm", perm);
  print_i64_array(p, "inner_dims_pos", bo_op_get_prop(op, "inner_dims_pos"));
  bo_print_str(p, " inner_tiles = ");
  const bo_attr *tiles = bo_op_get_prop(op, "static_inner_tiles");
  unsigned nt = array_len(tiles);
  int64_t *st = malloc((nt + 1) * sizeof *st);
  bo_value **dyn = malloc((op->num_operands + 1) * sizeof *dyn);
  for (unsigned i = 0; i < nt; i++) st[i] = bo_attr_dense_array_int_at(tiles, i);
  unsigned nd = 0;
  for (unsigned i = r.first_tile; i < op->num_operands; i++) dyn[nd++] = op->operands[i].value;
  bo_print_dynamic_index_list(p, dyn, nd, st, nt, BO_DELIM_SQUARE);
  free(st);
  free(dyn);
  bo_print_str(p, " into ");
  bo_print_operand(p, op->operands[1].value);
  bo_print_optional_attr_dict(p, op, elided, 4);
  bo_print_str(p, " : ");
  bo_print_type(p, op->operands[0].value->type);
  bo_print_str(p, " -> ");
  bo_print_type(p, op->operands[1].value->type);
}

void linalg_pack_result_names(bo_op *op, bo_name_setter *s) {
  if (op->num_results) bo_set_value_name(s, &op->results[0], "pack");
}
void linalg_unpack_result_names(bo_op *op, bo_name_setter *s) {
  if (op->num_results) bo_set_value_name(s, &op->results[0], "unpack");
}

/* --------------------------------------------------------- verification */

static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

/* MLIR's inferPackedType from the static tiles (`?` where a size or tile
 * is dynamic). */
static unsigned expected_packed_shape(const relayout *r, int64_t *out) {
  const int64_t *us = bo_type_get_shape(r->unpacked);
  int64_t outer[MAX_RANK];
  for (unsigned d = 0; d < r->n; d++) outer[d] = us[d];
  for (unsigned j = 0; j < r->k; j++) {
    int64_t d = r->pos[j], t = r->tiles[j];
    outer[d] = outer[d] == BO_DYNAMIC || t == BO_DYNAMIC ? BO_DYNAMIC : ceil_div(outer[d], t);
  }
  for (unsigned i = 0; i < r->n; i++) out[i] = outer[r->perm[i]];
  for (unsigned j = 0; j < r->k; j++) out[r->n + j] = r->tiles[j];
  return r->n + r->k;
}

/* Duplicates or values outside [0, n) (isInvalidPackingPosSpecification /
 * isPermutationVector). */
static bool invalid_positions(const int64_t *v, unsigned len, unsigned n) {
  bool seen[MAX_RANK] = {false};
  if (len > n) return true;
  for (unsigned i = 0; i < len; i++) {
    if (v[i] < 0 || v[i] >= (int64_t)n || seen[v[i]]) return true;
    seen[v[i]] = true;
  }
  return false;
}

static int type_error(bo_op *op, unsigned i, const char *what) {
  char *s = bo_type_to_string(op->operands[i].value->type);
  bo_op_emit_error(op, "%s #%u must be ranked tensor of any type values, but got '%s'", what, i, s);
  free(s);
  return -1;
}

/* PackOp::requirePaddingValue: a static dimension its tile does not
 * divide; a dynamic tile counts as static when its operand is a constant
 * (getConstantIntValue), else the static outer size is checked. */
static bool requires_padding(const bo_op *op, const relayout *r) {
  const int64_t *us = bo_type_get_shape(r->unpacked), *ps = bo_type_get_shape(r->packed);
  int64_t outer[MAX_RANK];
  unsigned dyn = r->first_tile;
  for (unsigned i = 0; i < r->n; i++) outer[r->perm[i]] = ps[i];
  for (unsigned j = 0; j < r->k; j++) {
    int64_t d = r->pos[j], tile = r->tiles[j];
    if (tile == BO_DYNAMIC) {
      const bo_attr *c = bo_fold_constant_of(op->operands[dyn++].value);
      if (!c || !bo_fold_int_of(c, &tile)) tile = BO_DYNAMIC;
    }
    if (us[d] == BO_DYNAMIC) continue;
    if (tile == BO_DYNAMIC) {
      if (outer[d] != BO_DYNAMIC && outer[d] != 0 && us[d] % outer[d] != 0) return true;
    } else if (tile != 0 && us[d] % tile != 0) {
      return true;
    }
  }
  return false;
}

static int relayout_verify(bo_op *op) {
  relayout r;
  bo_context *ctx = op->ctx;
  for (unsigned i = 0; i < 2 && i < op->num_operands; i++) {
    const bo_type *t = op->operands[i].value->type;
    if (bo_type_get_kind(t) != BO_TYPE_TENSOR || !bo_type_has_rank(t)) return type_error(op, i, "operand");
  }
  if (op->num_results != 1 || op->num_operands < 2 || op->results[0].type != op->operands[1].value->type)
    return bo_op_emit_error(op, "failed to verify that result type matches type of dest");
  if (relayout_of(op, &r)) {
    if (!bo_op_get_prop(op, "inner_dims_pos")) return bo_op_emit_error(op, "requires attribute 'inner_dims_pos'");
    if (!bo_op_get_prop(op, "static_inner_tiles"))
      return bo_op_emit_error(op, "requires attribute 'static_inner_tiles'");
    return bo_op_emit_error(op, "has more than %d dimensions or tiles (not supported)", MAX_RANK);
  }
  unsigned npos = array_len(bo_op_get_prop(op, "inner_dims_pos"));
  unsigned nperm = array_len(bo_op_get_prop(op, "outer_dims_perm"));
  unsigned ndyn = 0;
  for (unsigned j = 0; j < r.k; j++) ndyn += r.tiles[j] == BO_DYNAMIC;
  if (op->num_operands - r.first_tile != ndyn)
    return bo_op_emit_error(op, "expected %u dynamic inner tile operands, found %u", ndyn,
                            op->num_operands - r.first_tile);
  if (r.k > r.n)
    return bo_emit_error(ctx, op->loc, "tiling factors must be less than or equal to the input rank for pack or "
                                       "output rank for unpack");
  for (unsigned j = 0; j < r.k; j++)
    if (r.tiles[j] == 0) return bo_emit_error(ctx, op->loc, "invalid zero tile factor");
  if (invalid_positions(r.pos, npos, r.n)) return bo_emit_error(ctx, op->loc, "invalid inner_dims_pos vector");
  if (nperm && nperm != r.n) return bo_emit_error(ctx, op->loc, "outer_dims_perm must be a permutation or empty");
  if (nperm && invalid_positions(r.perm, nperm, r.n))
    return bo_emit_error(ctx, op->loc, "invalid outer_dims_perm vector");
  if (r.k != npos) return bo_emit_error(ctx, op->loc, "tiling factors must equal the number of dimensions to tile");
  unsigned prank = bo_type_get_rank(r.packed);
  if (prank != r.n + r.k)
    return bo_emit_error(ctx, op->loc, "packed rank != (unpacked rank + num tiling factors), got %u != %u", prank,
                         r.n + r.k);
  const int64_t *ps = bo_type_get_shape(r.packed);
  for (unsigned j = 0; j < r.k; j++) {
    int64_t s = ps[r.n + j];
    if (r.tiles[j] == BO_DYNAMIC ? s != BO_DYNAMIC : s != r.tiles[j])
      return bo_emit_error(ctx, op->loc, "mismatch in inner tile sizes specified and shaped of tiled dimension "
                                         "in the packed type");
  }
  int64_t want[2 * MAX_RANK];
  expected_packed_shape(&r, want);
  for (unsigned i = 0; i < prank; i++) {
    if (want[i] == BO_DYNAMIC || ps[i] == BO_DYNAMIC || want[i] == ps[i]) continue;
    const bo_type *et = bo_type_tensor(ctx, prank, want, bo_type_get_element_type(r.unpacked), NULL);
    char *a = bo_type_to_string(et), *b = bo_type_to_string(r.packed);
    bo_emit_error(ctx, op->loc, "expected '%s' for the packed domain value, got '%s'", a, b);
    free(a);
    free(b);
    return -1;
  }
  if (r.is_pack) {
    const bo_type *elem = bo_type_get_element_type(r.unpacked);
    if (r.first_tile == 3 && op->operands[2].value->type != elem) {
      char *a = bo_type_to_string(elem), *b = bo_type_to_string(op->operands[2].value->type);
      bo_op_emit_error(op, "expected padding_value has '%s' but got: '%s'", a, b);
      free(a);
      free(b);
      return -1;
    }
    if (r.first_tile == 2 && requires_padding(op, &r))
      return bo_op_emit_error(op, "invalid tile factor or output size provided. Only full tiles are supported "
                                  "when padding_value is not set");
  }
  return 0;
}

/* -------------------------------------------------------- bufferization */

static bool reads_source(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return i == 0; }
static bool writes_dest(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return i == 1; }
static int dest_alias(const bo_op *op, unsigned i, bool *eq, const bo_bufferize_state *st) {
  *eq = i == 1;
  return i == 1 ? 0 : -1;
}

/* The permutation that takes the expanded unpacked shape (each unpacked
 * dim d as [outer_d] or [outer_d, tile_j]) to the packed order: packed dim
 * i is expanded dim perm[i].  Also the reassociation groups' sizes and the
 * expanded shape.  Returns the expanded rank. */
static unsigned expansion(const relayout *r, int64_t *perm, int64_t *group_len, int64_t *eshape) {
  const int64_t *ps = bo_type_get_shape(r->packed);
  int64_t outer_at[MAX_RANK], tile_at[MAX_RANK], outer_size[MAX_RANK];
  for (unsigned i = 0; i < r->n; i++) outer_size[r->perm[i]] = ps[i];
  unsigned e = 0;
  for (unsigned d = 0; d < r->n; d++) {
    outer_at[d] = e;
    eshape[e++] = outer_size[d];
    group_len[d] = 1;
    for (unsigned j = 0; j < r->k; j++)
      if (r->pos[j] == (int64_t)d) {
        tile_at[j] = e;
        eshape[e++] = r->tiles[j];
        group_len[d] = 2;
      }
  }
  for (unsigned i = 0; i < r->n; i++) perm[i] = outer_at[r->perm[i]];
  for (unsigned j = 0; j < r->k; j++) perm[r->n + j] = tile_at[j];
  return e;
}

static int64_t sat_mul(int64_t a, int64_t b) {
  return a == BO_DYNAMIC || b == BO_DYNAMIC ? BO_DYNAMIC : a * b;
}

/* A memref type like buf's with shape / strides / offset (identity when
 * `identity`). */
static const bo_type *strided_like(bo_context *ctx, const bo_type *buf, unsigned rank, const int64_t *shape,
                                   const int64_t *strides, int64_t off, bool identity) {
  return bo_type_memref(ctx, rank, shape, bo_type_get_element_type(buf),
                        identity ? NULL : bo_attr_strided(ctx, rank, strides, off), bo_type_get_memory_space(buf));
}

/* memref.expand_shape of buf into eshape (upstream's computeExpandedType:
 * an identity layout stays one; else each group's strides grow from the
 * source dim's stride). */
static bo_value *build_expand(bo_context *ctx, bo_bufferizer *bz, bo_value *buf, unsigned n,
                              const int64_t *group_len, unsigned erank, const int64_t *eshape) {
  const bo_type *i64 = bo_type_integer(ctx, 64, BO_SIGNLESS);
  const bo_attr *groups[MAX_RANK];
  int64_t ss[MAX_RANK], es[2 * MAX_RANK], off = 0;
  bool identity = bo_type_get_layout(buf->type) == NULL;
  if (!identity) bo_type_get_strides_and_offset(buf->type, ss, &off);
  unsigned at = 0;
  for (unsigned d = 0; d < n; d++) {
    const bo_attr *g[2];
    for (int64_t k = 0; k < group_len[d]; k++) g[k] = bo_attr_integer(ctx, i64, at + k);
    groups[d] = bo_attr_array(ctx, (unsigned)group_len[d], g);
    if (!identity) {
      es[at + group_len[d] - 1] = ss[d];
      if (group_len[d] == 2) es[at] = sat_mul(ss[d], eshape[at + 1]);
    }
    at += (unsigned)group_len[d];
  }
  bo_named_attr props[2] = {
      {bo_intern_cstr(ctx, "reassociation"), bo_attr_array(ctx, n, groups)},
      {bo_intern_cstr(ctx, "static_output_shape"), bo_attr_dense_array_int(ctx, i64, erank, eshape)}};
  const bo_type *t = strided_like(ctx, buf->type, erank, eshape, es, off, identity);
  bo_op *m = bo_bufferize_build(bz, bo_op_names[BO_OP_MEMREF_EXPAND_SHAPE], 1, &buf, 1, &t, 2, props);
  return &m->results[0];
}

/* memref.transpose of v: result dim i is v's dim perm[i]. */
static bo_value *build_transpose(bo_context *ctx, bo_bufferizer *bz, bo_value *v, unsigned rank,
                                 const int64_t *perm) {
  int64_t strides[2 * MAX_RANK], rs[2 * MAX_RANK], shape[2 * MAX_RANK], off;
  const bo_affine_expr *res[2 * MAX_RANK];
  bo_type_get_strides_and_offset(v->type, strides, &off);
  const int64_t *vs = bo_type_get_shape(v->type);
  for (unsigned i = 0; i < rank; i++) {
    rs[i] = strides[perm[i]];
    shape[i] = vs[perm[i]];
    res[i] = bo_affine_dim(ctx, (unsigned)perm[i]);
  }
  bo_named_attr prop = {bo_intern_cstr(ctx, "permutation"), bo_attr_affine_map(ctx, rank, 0, rank, res)};
  const bo_type *t = strided_like(ctx, v->type, rank, shape, rs, off, false);
  bo_op *m = bo_bufferize_build(bz, bo_op_names[BO_OP_MEMREF_TRANSPOSE], 1, &v, 1, &t, 1, &prop);
  return &m->results[0];
}

static bool all_static(const bo_type *t) {
  for (unsigned i = 0; i < bo_type_get_rank(t); i++)
    if (bo_type_get_shape(t)[i] == BO_DYNAMIC) return false;
  return true;
}

static int relayout_rewrite(bo_op *op, bo_bufferizer *bz) {
  relayout r;
  if (relayout_of(op, &r)) return bo_bufferizer_unsupported(op, "malformed properties");
  if (!all_static(r.unpacked) || !all_static(r.packed) || op->num_operands != r.first_tile)
    return bo_bufferizer_unsupported(op, "dynamic sizes or tiles");
  const int64_t *us = bo_type_get_shape(r.unpacked), *ps = bo_type_get_shape(r.packed);
  for (unsigned i = 0; i < r.n; i++) {
    int64_t d = r.perm[i], cover = ps[i];
    for (unsigned j = 0; j < r.k; j++)
      if (r.pos[j] == d) cover *= r.tiles[j];
    if (cover != us[d]) return bo_bufferizer_unsupported(op, "partial tiles (padding)");
  }
  bo_value *src = bo_bufferizer_read_buffer(bz, op, 0);
  bo_value *dst = bo_bufferizer_write_buffer(bz, op, 1);
  bo_value *unpacked = r.is_pack ? src : dst;
  int64_t strides[MAX_RANK], off;
  if (bo_type_get_strides_and_offset(unpacked->type, strides, &off) ||
      bo_type_get_strides_and_offset((r.is_pack ? dst : src)->type, strides, &off))
    return bo_bufferizer_unsupported(op, "a buffer layout that is not strided");
  int64_t perm[2 * MAX_RANK], group_len[MAX_RANK], eshape[2 * MAX_RANK];
  unsigned erank = expansion(&r, perm, group_len, eshape);
  bo_value *e = build_expand(op->ctx, bz, unpacked, r.n, group_len, erank, eshape);
  bo_value *t = build_transpose(op->ctx, bz, e, erank, perm);
  if (r.is_pack)
    bo_bufferizer_copy(bz, t, dst);
  else
    bo_bufferizer_copy(bz, src, t);
  bo_bufferizer_replace(bz, op, 0, dst);
  return 0;
}

/* ------------------------------------------------------------ hooks */

/* The op table entries are in linalg.c (linalg_internal.h). */
int linalg_pack_parse(bo_parser *p, bo_parse_state *st) { return parse_relayout(p, st, true); }
int linalg_unpack_parse(bo_parser *p, bo_parse_state *st) { return parse_relayout(p, st, false); }
void linalg_relayout_print(bo_printer *p, bo_op *op) { relayout_print(p, op); }
int linalg_relayout_verify(bo_op *op) { return relayout_verify(op); }
const bo_bufferize_iface bo_linalg_relayout_bufferize = {
    .reads = reads_source, .writes = writes_dest, .aliasing_result = dest_alias, .rewrite = relayout_rewrite};
const char *const linalg_pack_attrs[] = {"inner_dims_pos", "outer_dims_perm", "static_inner_tiles",
                                         "operandSegmentSizes", NULL};
const char *const linalg_unpack_attrs[] = {"inner_dims_pos", "outer_dims_perm", "static_inner_tiles", NULL};
