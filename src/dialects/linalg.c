/* linalg.c - the linalg dialect: op table, the structured-op model, and the
 * ops linalg.generic, linalg.index and linalg.yield.
 *
 * Every structured op has an entry in `kinds` below that says how its
 * indexing maps and iterator types are derived (linalg.h documents the
 * model); the functions of linalg.h and the shared verifier read only that
 * table, never op names.  Named ops live in linalg_named.c, map / reduce /
 * transpose / broadcast in linalg_dps.c.
 *
 * Invariant kept: what we store is what mlir-opt stores.  linalg.generic keeps
 * iterator_types as #linalg.iterator_type<...> attributes (the custom syntax's
 * strings are converted when parsing and back when printing), and
 * operandSegmentSizes = array<i32: ins, outs> is always set, so the custom and
 * the generic forms parse into the same op.
 */
#include "linalg_internal.h"
#include "linalg_softmax.h"
#include "bufferize_ifaces.h"
#include "memory_iface.h"
#include "fold.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ kind table */

/* Payload op names of the named ops.  A NULL name means "unsupported for that
 * element type"; err is then the message MLIR's region builder emits. */
/* Names come from the op lists (op_ids.h), so that an op's name pointer
 * equals its kind's. */
#define NAME(ID) bo_op_names[BO_OP_##ID]
#define CONVK(n) {NAME(LINALG_##n), LINALG_MAPS_CONV_SPEC, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, true, false}
#define POOLK(n, f, i) {NAME(LINALG_##n), LINALG_MAPS_CONV_SPEC, LINALG_BODY_POOL, 2, f, i, NULL, \
                        "unsupported non numeric type", true, false}
#define UNARY(n, f) {NAME(LINALG_##n), LINALG_MAPS_ELEMENTWISE, LINALG_BODY_UNARY, 1, f, NULL, NULL, \
                     "unsupported non numeric type", false, false}
static const linalg_kind kinds[] = {
    {NAME(LINALG_GENERIC), LINALG_MAPS_GENERIC, LINALG_BODY_EXPLICIT, 0, NULL, NULL, NULL, NULL, false, false},
    {NAME(LINALG_MAP), LINALG_MAPS_MAP, LINALG_BODY_EXPLICIT, 0, NULL, NULL, NULL, NULL, false, false},
    {NAME(LINALG_REDUCE), LINALG_MAPS_REDUCE, LINALG_BODY_EXPLICIT, 0, NULL, NULL, NULL, NULL, false, false},
    {NAME(LINALG_TRANSPOSE), LINALG_MAPS_TRANSPOSE, LINALG_BODY_IDENTITY, 1, NULL, NULL, NULL, NULL, false, false},
    {NAME(LINALG_BROADCAST), LINALG_MAPS_BROADCAST, LINALG_BODY_IDENTITY, 1, NULL, NULL, NULL, NULL, false, false},
    {NAME(LINALG_FILL), LINALG_MAPS_FILL, LINALG_BODY_FILL, 1, NULL, NULL, NULL, NULL, false, false},
    {NAME(LINALG_COPY), LINALG_MAPS_ELEMENTWISE, LINALG_BODY_COPY, 1, NULL, NULL, NULL, NULL, false, false},
    {NAME(LINALG_MATMUL), LINALG_MAPS_MATMUL, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, false, true},
    {NAME(LINALG_BATCH_MATMUL), LINALG_MAPS_BATCH_MATMUL, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, false, true},
    {NAME(LINALG_BATCH_REDUCE_MATMUL), LINALG_MAPS_BATCH_REDUCE_MATMUL, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, false, true},
    {NAME(LINALG_MATVEC), LINALG_MAPS_MATVEC, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, true, false},
    {NAME(LINALG_VECMAT), LINALG_MAPS_VECMAT, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, true, false},
    {NAME(LINALG_DOT), LINALG_MAPS_DOT, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, true, false},
    {NAME(LINALG_CONV_1D), LINALG_MAPS_CONV_1D, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, true, false},
    {NAME(LINALG_CONV_2D), LINALG_MAPS_CONV_2D, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, true, false},
    {NAME(LINALG_CONV_1D_NWC_WCF), LINALG_MAPS_CONV_1D_NWC_WCF, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, true, false},
    {NAME(LINALG_CONV_2D_NHWC_HWCF), LINALG_MAPS_CONV_2D_NHWC_HWCF, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, true, false},
    {NAME(LINALG_CONV_2D_NCHW_FCHW), LINALG_MAPS_CONV_2D_NCHW_FCHW, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, true, false},
    {NAME(LINALG_CONV_2D_NCHW_FCHW_Q), LINALG_MAPS_CONV_2D_NCHW_FCHW, LINALG_BODY_MUL_ADD_ZP, 4, NULL, NULL, NULL,
     "unsupported non numeric type", true, false},
    {NAME(LINALG_DEPTHWISE_CONV_2D_NHWC_HWC), LINALG_MAPS_DEPTHWISE_NHWC_HWC, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, true, false},
    {NAME(LINALG_POOLING_NHWC_MAX), LINALG_MAPS_POOLING_NHWC, LINALG_BODY_POOL, 2, NAME(ARITH_MAXIMUMF), NAME(ARITH_MAXSI), NULL,
     "unsupported non numeric type", true, false},
    {NAME(LINALG_POOLING_NHWC_MIN), LINALG_MAPS_POOLING_NHWC, LINALG_BODY_POOL, 2, NAME(ARITH_MINIMUMF), NAME(ARITH_MINSI), NULL,
     "unsupported non numeric type", true, false},
    {NAME(LINALG_POOLING_NHWC_SUM), LINALG_MAPS_POOLING_NHWC, LINALG_BODY_POOL, 2, NAME(ARITH_ADDF), NAME(ARITH_ADDI), NULL,
     "unsupported non numeric type", true, false},
    {NAME(LINALG_POOLING_NCHW_MAX), LINALG_MAPS_POOLING_NCHW, LINALG_BODY_POOL, 2, NAME(ARITH_MAXIMUMF), NAME(ARITH_MAXSI), NULL,
     "unsupported non numeric type", true, false},
    {NAME(LINALG_ADD), LINALG_MAPS_ELEMENTWISE, LINALG_BODY_BINARY, 2, NAME(ARITH_ADDF), NAME(ARITH_ADDI), NAME(ARITH_ORI), NULL, false, false},
    {NAME(LINALG_SUB), LINALG_MAPS_ELEMENTWISE, LINALG_BODY_BINARY, 2, NAME(ARITH_SUBF), NAME(ARITH_SUBI), NULL,
     "unsupported operation: sub with bools", false, false},
    {NAME(LINALG_MUL), LINALG_MAPS_ELEMENTWISE, LINALG_BODY_BINARY, 2, NAME(ARITH_MULF), NAME(ARITH_MULI), NAME(ARITH_ANDI), NULL, false, false},
    {NAME(LINALG_DIV), LINALG_MAPS_ELEMENTWISE, LINALG_BODY_BINARY, 2, NAME(ARITH_DIVF), NAME(ARITH_DIVSI), NULL,
     "unsupported operation: div with bools", false, false},
    {NAME(LINALG_DIV_UNSIGNED), LINALG_MAPS_ELEMENTWISE, LINALG_BODY_BINARY, 2, NULL, NAME(ARITH_DIVUI), NULL,
     "unsupported operation: unsigned div not on uint", false, false},
    {NAME(LINALG_MAX), LINALG_MAPS_ELEMENTWISE, LINALG_BODY_BINARY, 2, NAME(ARITH_MAXIMUMF), NAME(ARITH_MAXSI), NAME(ARITH_MAXSI), NULL, false, false},
    {NAME(LINALG_MIN), LINALG_MAPS_ELEMENTWISE, LINALG_BODY_BINARY, 2, NAME(ARITH_MINIMUMF), NAME(ARITH_MINSI), NAME(ARITH_MINSI), NULL, false, false},
    {NAME(LINALG_POWF), LINALG_MAPS_ELEMENTWISE, LINALG_BODY_BINARY, 2, NAME(MATH_POWF), NULL, NULL,
     "unsupported non numeric type", false, false},
    UNARY(EXP, NAME(MATH_EXP)),
    UNARY(LOG, NAME(MATH_LOG)),
    UNARY(ABS, NAME(MATH_ABSF)),
    UNARY(CEIL, NAME(MATH_CEIL)),
    UNARY(FLOOR, NAME(MATH_FLOOR)),
    UNARY(NEGF, NAME(ARITH_NEGF)),
    {NAME(LINALG_RECIPROCAL), LINALG_MAPS_ELEMENTWISE, LINALG_BODY_RECIPROCAL, 1, NAME(ARITH_DIVF), NULL, NULL,
     "unsupported non numeric type", false, false},
    UNARY(ROUND, NAME(MATH_ROUND)),
    UNARY(SQRT, NAME(MATH_SQRT)),
    UNARY(RSQRT, NAME(MATH_RSQRT)),
    {NAME(LINALG_SQUARE), LINALG_MAPS_ELEMENTWISE, LINALG_BODY_SQUARE, 1, NAME(ARITH_MULF), NULL, NULL,
     "unsupported non numeric type", false, false},
    UNARY(TANH, NAME(MATH_TANH)),
    UNARY(ERF, NAME(MATH_ERF)),
    {NAME(LINALG_SELECT), LINALG_MAPS_ELEMENTWISE, LINALG_BODY_SELECT, 3, NAME(ARITH_SELECT), NAME(ARITH_SELECT), NAME(ARITH_SELECT),
     NULL, false, false},
    /* the convolutions and poolings of linalg_conv.c's table */
    CONVK(CONV_1D_NCW_FCW),
    CONVK(CONV_2D_NHWC_FHWC),
    CONVK(CONV_2D_NGCHW_FGCHW),
    CONVK(CONV_2D_NGCHW_GFCHW),
    CONVK(CONV_2D_NHWGC_GFHWC),
    CONVK(CONV_3D),
    CONVK(CONV_3D_NDHWC_DHWCF),
    CONVK(CONV_3D_NCDHW_FCDHW),
    CONVK(DEPTHWISE_CONV_1D_NWC_WC),
    CONVK(DEPTHWISE_CONV_1D_NCW_CW),
    CONVK(DEPTHWISE_CONV_1D_NWC_WCM),
    CONVK(DEPTHWISE_CONV_2D_NCHW_CHW),
    CONVK(DEPTHWISE_CONV_2D_NHWC_HWCM),
    CONVK(DEPTHWISE_CONV_3D_NDHWC_DHWC),
    CONVK(DEPTHWISE_CONV_3D_NCDHW_CDHW),
    CONVK(DEPTHWISE_CONV_3D_NDHWC_DHWCM),
    POOLK(POOLING_NCHW_SUM, NAME(ARITH_ADDF), NAME(ARITH_ADDI)),
    POOLK(POOLING_NCW_MAX, NAME(ARITH_MAXIMUMF), NAME(ARITH_MAXSI)),
    POOLK(POOLING_NCW_SUM, NAME(ARITH_ADDF), NAME(ARITH_ADDI)),
    POOLK(POOLING_NWC_MAX, NAME(ARITH_MAXIMUMF), NAME(ARITH_MAXSI)),
    POOLK(POOLING_NWC_MIN, NAME(ARITH_MINIMUMF), NAME(ARITH_MINSI)),
    POOLK(POOLING_NWC_SUM, NAME(ARITH_ADDF), NAME(ARITH_ADDI)),
    POOLK(POOLING_NDHWC_MAX, NAME(ARITH_MAXIMUMF), NAME(ARITH_MAXSI)),
    POOLK(POOLING_NDHWC_MIN, NAME(ARITH_MINIMUMF), NAME(ARITH_MINSI)),
    POOLK(POOLING_NDHWC_SUM, NAME(ARITH_ADDF), NAME(ARITH_ADDI)),
    /* unsigned poolings: no float form, which makes the body cast with extui */
    {NAME(LINALG_POOLING_NHWC_MAX_UNSIGNED), LINALG_MAPS_CONV_SPEC, LINALG_BODY_POOL, 2, NULL, NAME(ARITH_MAXUI), NULL,
     "unsupported operation: unsigned max not on uint", true, false},
    {NAME(LINALG_POOLING_NHWC_MIN_UNSIGNED), LINALG_MAPS_CONV_SPEC, LINALG_BODY_POOL, 2, NULL, NAME(ARITH_MINUI), NULL,
     "unsupported operation: unsigned min not on uint", true, false},
    {NAME(LINALG_POOLING_NWC_MAX_UNSIGNED), LINALG_MAPS_CONV_SPEC, LINALG_BODY_POOL, 2, NULL, NAME(ARITH_MAXUI), NULL,
     "unsupported operation: unsigned max not on uint", true, false},
    {NAME(LINALG_POOLING_NWC_MIN_UNSIGNED), LINALG_MAPS_CONV_SPEC, LINALG_BODY_POOL, 2, NULL, NAME(ARITH_MINUI), NULL,
     "unsupported operation: unsigned min not on uint", true, false},
    {NAME(LINALG_CONV_2D_NGCHW_GFCHW_Q), LINALG_MAPS_CONV_SPEC, LINALG_BODY_MUL_ADD_ZP, 4, NULL, NULL, NULL,
     "unsupported non numeric type", true, false},
    /* mmt4d: linalg_conv.c's table gives their maps (no strides) */
    {NAME(LINALG_MMT4D), LINALG_MAPS_CONV_SPEC, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, true, false},
    {NAME(LINALG_BATCH_MMT4D), LINALG_MAPS_CONV_SPEC, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, true, false},
    {NAME(LINALG_CONTRACT), LINALG_MAPS_CONTRACT, LINALG_BODY_MUL_ADD, 2, NULL, NULL, NULL, NULL, false, true},
    {NAME(LINALG_ELEMENTWISE), LINALG_MAPS_ELEMENTWISE_OP, LINALG_BODY_EXPLICIT, 0, NULL, NULL, NULL, NULL, false, true},
};
#undef NAME
#undef UNARY
#undef CONVK
#undef POOLK

const linalg_kind *linalg_kind_by_name(const char *name) {
  /* Op names come from linalg_ops[] below, whose literals the compiler
   * shares with kinds[]: compare pointers first (this runs for every linalg
   * op verified), then fall back to the strings. */
  /* every other op leaves at the first byte, before the scan */
  if (name[0] != 'l' || strncmp(name, "linalg.", 7) != 0)
    return NULL;
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (kinds[i].name == name)
      return &kinds[i];
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (strcmp(kinds[i].name, name) == 0)
      return &kinds[i];
  return NULL;
}


/* ------------------------------------------------------- small helpers */

/* LinalgOp::getRank: the rank of a tensor or memref operand, 0 for scalars
 * and for vectors not wrapped in a tensor or memref. */
static unsigned shaped_rank(const bo_type *t) {
  return bo_type_is_shaped(t) && bo_type_has_rank(t) && bo_type_get_kind(t) != BO_TYPE_VECTOR
             ? bo_type_get_rank(t)
             : 0;
}

static unsigned operand_rank(const bo_op *op, unsigned i) {
  return shaped_rank(bo_value_get_type(bo_op_get_operand(op, i)));
}

/* (d0, ..., dn-1) -> (d_dims[0], ..., d_dims[k-1]) */
const bo_attr *linalg_dims_map(bo_context *ctx, unsigned ndims, const unsigned *dims, unsigned k) {
  const bo_affine_expr *res[16] = {0};
  const bo_affine_expr **r = k <= 16 ? res : malloc(k * sizeof *r);
  for (unsigned i = 0; i < k; i++)
    r[i] = bo_affine_dim(ctx, dims[i]);
  const bo_attr *m = bo_attr_affine_map(ctx, ndims, 0, k, r);
  if (r != res)
    free(r);
  return m;
}

#define dims_map linalg_dims_map

static const bo_attr *identity_map(bo_context *ctx, unsigned n) {
  unsigned dims[64];
  if (n > 64)
    n = 64; /* ranks beyond 64 are not supported */
  for (unsigned i = 0; i < n; i++)
    dims[i] = i;
  return dims_map(ctx, n, dims, n);
}

/* The identity over n dims without the listed ones (reduce, broadcast). */
static const bo_attr *identity_dropping(bo_context *ctx, unsigned n, const bo_attr *drop) {
  unsigned dims[64], k = 0;
  for (unsigned d = 0; d < n && d < 64; d++) {
    bool dropped = false;
    for (unsigned j = 0; drop && j < bo_attr_get_num_elements(drop); j++)
      if (bo_attr_dense_array_int_at(drop, j) == (int64_t)d)
        dropped = true;
    if (!dropped)
      dims[k++] = d;
  }
  return dims_map(ctx, n, dims, k);
}

static const bo_attr *array_of(bo_context *ctx, unsigned n, const bo_attr *const *maps) {
  return bo_attr_array(ctx, n, maps);
}

/* The maps of the contraction kinds, which do not depend on the operands. */
/* One cache key per maps kind (addresses of constants, per-context values). */
static const char fixed_maps_keys[LINALG_MAPS_BROADCAST + 1];

static const bo_attr *build_fixed_maps(bo_context *ctx, linalg_maps_kind kind);

const bo_attr *linalg_fixed_maps(bo_context *ctx, linalg_maps_kind kind) {
  /* the maps of matmul & co. never change: build them once per context */
  const void *key = &fixed_maps_keys[kind];
  const bo_attr *maps = bo_context_cache_get(ctx, key);
  if (!maps) {
    maps = build_fixed_maps(ctx, kind);
    if (maps) bo_context_cache_put(ctx, key, (void *)maps);
  }
  return maps;
}

static const bo_attr *build_fixed_maps(bo_context *ctx, linalg_maps_kind kind) {
  const bo_attr *maps[3];
  switch (kind) {
  case LINALG_MAPS_MATMUL: {
    static const unsigned a[] = {0, 2}, b[] = {2, 1}, c[] = {0, 1};
    maps[0] = dims_map(ctx, 3, a, 2), maps[1] = dims_map(ctx, 3, b, 2), maps[2] = dims_map(ctx, 3, c, 2);
    break;
  }
  case LINALG_MAPS_BATCH_MATMUL: {
    static const unsigned a[] = {0, 1, 3}, b[] = {0, 3, 2}, c[] = {0, 1, 2};
    maps[0] = dims_map(ctx, 4, a, 3), maps[1] = dims_map(ctx, 4, b, 3), maps[2] = dims_map(ctx, 4, c, 3);
    break;
  }
  case LINALG_MAPS_BATCH_REDUCE_MATMUL: { /* loops: b, m, n, k */
    static const unsigned a[] = {0, 1, 3}, b[] = {0, 3, 2}, c[] = {1, 2};
    maps[0] = dims_map(ctx, 4, a, 3), maps[1] = dims_map(ctx, 4, b, 3), maps[2] = dims_map(ctx, 4, c, 2);
    break;
  }
  case LINALG_MAPS_MATVEC: {
    static const unsigned a[] = {0, 1}, b[] = {1}, c[] = {0};
    maps[0] = dims_map(ctx, 2, a, 2), maps[1] = dims_map(ctx, 2, b, 1), maps[2] = dims_map(ctx, 2, c, 1);
    break;
  }
  case LINALG_MAPS_VECMAT: {
    static const unsigned a[] = {1}, b[] = {1, 0}, c[] = {0};
    maps[0] = dims_map(ctx, 2, a, 1), maps[1] = dims_map(ctx, 2, b, 2), maps[2] = dims_map(ctx, 2, c, 1);
    break;
  }
  case LINALG_MAPS_DOT: {
    static const unsigned a[] = {0};
    maps[0] = maps[1] = dims_map(ctx, 1, a, 1), maps[2] = dims_map(ctx, 1, NULL, 0);
    break;
  }
  case LINALG_MAPS_CONV_1D: { /* loops: w | kw */
    static const unsigned k[] = {1}, o[] = {0};
    const bo_affine_expr *in =
        bo_affine_binary(ctx, BO_AFFINE_ADD, bo_affine_dim(ctx, 0), bo_affine_dim(ctx, 1));
    maps[0] = bo_attr_affine_map(ctx, 2, 0, 1, &in);
    maps[1] = dims_map(ctx, 2, k, 1), maps[2] = dims_map(ctx, 2, o, 1);
    break;
  }
  case LINALG_MAPS_CONV_2D: { /* loops: h, w | kh, kw */
    static const unsigned k[] = {2, 3}, o[] = {0, 1};
    const bo_affine_expr *in[2];
    for (unsigned i = 0; i < 2; i++)
      in[i] = bo_affine_binary(ctx, BO_AFFINE_ADD, bo_affine_dim(ctx, i), bo_affine_dim(ctx, i + 2));
    maps[0] = bo_attr_affine_map(ctx, 4, 0, 2, in);
    maps[1] = dims_map(ctx, 4, k, 2), maps[2] = dims_map(ctx, 4, o, 2);
    break;
  }
  default:
    return NULL;
  }
  return array_of(ctx, 3, maps);
}

/* --------------------------------------------------- the public model */

bool bo_linalg_is_structured(const bo_op *op) { return linalg_kind_of(op) != NULL; }

unsigned bo_linalg_num_inputs(const bo_op *op) {
  const linalg_kind *k = linalg_kind_of(op);
  unsigned n = bo_op_get_num_operands(op);
  if (!k || n == 0)
    return 0;
  if (k->maps == LINALG_MAPS_REDUCE)
    return n / 2; /* SameVariadicOperandSize: as many inits as inputs */
  /* fields read directly: this runs several times per op verified and per
   * operand the analysis asks about, so a linear scan of the (few)
   * properties comparing the interned name's address, no strcmp */
  const bo_attr *seg = NULL;
  const char *key = bo_ctx_segments_key(op->ctx);
  for (unsigned i = 0; i < op->num_props && !seg; i++)
    if (op->props[i].name == key)
      seg = op->props[i].attr;
  for (unsigned i = 0; i < op->num_props && !seg; i++) /* a name not interned */
    if (op->props[i].name[0] == 'o' && strcmp(op->props[i].name, "operandSegmentSizes") == 0)
      seg = op->props[i].attr;
  if (seg && seg->kind == BO_ATTR_DENSE_ARRAY && !seg->u.dense.is_float && seg->u.dense.n == 2)
    return (unsigned)seg->u.dense.ints[0];
  return n - 1; /* map, transpose, broadcast: a single init */
}

unsigned bo_linalg_num_outputs(const bo_op *op) {
  if (!linalg_kind_of(op))
    return 0;
  return bo_op_get_num_operands(op) - bo_linalg_num_inputs(op);
}

const bo_attr *bo_linalg_indexing_maps(const bo_op *op) {
  const linalg_kind *k = linalg_kind_of(op);
  if (!k)
    return NULL;
  bo_context *ctx = bo_op_get_context(op);
  unsigned n = bo_op_get_num_operands(op);
  unsigned nins = bo_linalg_num_inputs(op);
  const bo_attr *maps[64];
  if (n == 0 || n > 64)
    return NULL;
  const bo_attr *given = NULL;
  if (k->maps == LINALG_MAPS_GENERIC || k->maps_prop)
    given = bo_op_get_prop(op, "indexing_maps");
  if (k->memoize)
    given = bo_op_get_discardable_attr(op, "linalg.memoized_indexing_maps");
  if (given)
    return bo_attr_get_kind(given) == BO_ATTR_ARRAY ? given : NULL;
  unsigned out_rank = operand_rank(op, n - 1);
  switch (k->maps) {
  case LINALG_MAPS_GENERIC:
  case LINALG_MAPS_CONTRACT: /* the maps are a required property */
  case LINALG_MAPS_ELEMENTWISE_OP:
    return NULL;
  case LINALG_MAPS_ELEMENTWISE:
  case LINALG_MAPS_FILL:
  case LINALG_MAPS_MAP: {
    /* memoized per context by (kind, rank, operand count): verification asks
     * for these maps several times per op */
    static const char keys[3][8][6];
    unsigned ki = k->maps == LINALG_MAPS_ELEMENTWISE ? 0 : k->maps == LINALG_MAPS_FILL ? 1 : 2;
    const void *key = out_rank < 8 && n < 6 && (k->maps != LINALG_MAPS_FILL || nins >= 1)
                          ? &keys[ki][out_rank][n]
                          : NULL;
    const bo_attr *cached = key ? bo_context_cache_get(ctx, key) : NULL;
    if (cached) return cached;
    for (unsigned i = 0; i < n; i++)
      maps[i] = identity_map(ctx, out_rank);
    if (k->maps == LINALG_MAPS_FILL && nins >= 1)
      maps[0] = dims_map(ctx, out_rank, NULL, 0);
    const bo_attr *arr = array_of(ctx, n, maps);
    if (key) bo_context_cache_put(ctx, key, (void *)arr);
    return arr;
  }
  case LINALG_MAPS_MATMUL:
  case LINALG_MAPS_BATCH_MATMUL:
  case LINALG_MAPS_BATCH_REDUCE_MATMUL:
  case LINALG_MAPS_MATVEC:
  case LINALG_MAPS_VECMAT:
  case LINALG_MAPS_DOT:
  case LINALG_MAPS_CONV_1D:
  case LINALG_MAPS_CONV_2D:
    return n == 3 ? linalg_fixed_maps(ctx, k->maps) : NULL;
  case LINALG_MAPS_CONV_2D_NHWC_HWCF:
  case LINALG_MAPS_CONV_2D_NCHW_FCHW:
  case LINALG_MAPS_DEPTHWISE_NHWC_HWC:
  case LINALG_MAPS_POOLING_NHWC:
  case LINALG_MAPS_POOLING_NCHW:
    return linalg_conv_maps(op, k, n, maps);
  case LINALG_MAPS_CONV_1D_NWC_WCF:
    return linalg_conv_1d_maps(op, n, maps);
  case LINALG_MAPS_CONV_SPEC:
    return linalg_conv_spec_maps(op, k, n, maps);
  case LINALG_MAPS_REDUCE: {
    unsigned rank = operand_rank(op, 0);
    const bo_attr *dims = bo_op_get_prop(op, "dimensions");
    for (unsigned i = 0; i < n; i++)
      maps[i] = i < nins ? identity_map(ctx, rank) : identity_dropping(ctx, rank, dims);
    return array_of(ctx, n, maps);
  }
  case LINALG_MAPS_TRANSPOSE: {
    const bo_attr *perm = bo_op_get_prop(op, "permutation");
    unsigned r = perm ? bo_attr_get_num_elements(perm) : 0, inv[64];
    if (!perm || r > 64 || n != 2)
      return NULL;
    /* input map = inverse of the permutation map (d_perm[0], d_perm[1], ..) */
    for (unsigned i = 0; i < r; i++)
      inv[i] = r;
    for (unsigned i = 0; i < r; i++) {
      int64_t pi = bo_attr_dense_array_int_at(perm, i);
      if (pi < 0 || pi >= (int64_t)r || inv[pi] != r)
        return NULL;
      inv[pi] = i;
    }
    maps[0] = dims_map(ctx, r, inv, r);
    maps[1] = identity_map(ctx, out_rank);
    return array_of(ctx, 2, maps);
  }
  case LINALG_MAPS_BROADCAST: {
    if (n != 2)
      return NULL;
    maps[0] = identity_dropping(ctx, out_rank, bo_op_get_prop(op, "dimensions"));
    maps[1] = identity_map(ctx, out_rank);
    return array_of(ctx, 2, maps);
  }
  }
  return NULL;
}

/* Iterator types of a generic: #linalg.iterator_type<reduction> (or the
 * string "reduction" if someone stored strings). */
static bool is_reduction_attr(const bo_attr *a) {
  if (bo_attr_get_kind(a) == BO_ATTR_STRING)
    return strcmp(bo_attr_get_string(a), "reduction") == 0;
  if (bo_attr_get_kind(a) == BO_ATTR_OPAQUE)
    return strstr(bo_attr_get_opaque_text(a), "<reduction>") != NULL;
  return false;
}

unsigned bo_linalg_num_loops(const bo_op *op) {
  const linalg_kind *k = linalg_kind_of(op);
  if (!k)
    return 0;
  if (k->maps == LINALG_MAPS_GENERIC) {
    const bo_attr *it = bo_op_get_prop(op, "iterator_types");
    return it && bo_attr_get_kind(it) == BO_ATTR_ARRAY ? bo_attr_get_num_elements(it) : 0;
  }
  const bo_attr *maps = bo_linalg_indexing_maps(op);
  if (!maps || bo_attr_get_num_elements(maps) == 0)
    return 0;
  const bo_attr *m0 = bo_attr_array_get(maps, 0);
  return bo_attr_get_kind(m0) == BO_ATTR_AFFINE_MAP ? bo_affine_map_num_dims(m0) : 0;
}

bo_linalg_iterator bo_linalg_iterator_type(const bo_op *op, unsigned loop) {
  const linalg_kind *k = linalg_kind_of(op);
  if (!k)
    return BO_LINALG_PARALLEL;
  switch (k->maps) {
  case LINALG_MAPS_GENERIC: {
    const bo_attr *it = bo_op_get_prop(op, "iterator_types");
    if (it && bo_attr_get_kind(it) == BO_ATTR_ARRAY && loop < bo_attr_get_num_elements(it) &&
        is_reduction_attr(bo_attr_array_get(it, loop)))
      return BO_LINALG_REDUCTION;
    return BO_LINALG_PARALLEL;
  }
  case LINALG_MAPS_MATMUL:
    return loop == 2 ? BO_LINALG_REDUCTION : BO_LINALG_PARALLEL;
  case LINALG_MAPS_BATCH_MATMUL:
    return loop == 3 ? BO_LINALG_REDUCTION : BO_LINALG_PARALLEL;
  case LINALG_MAPS_BATCH_REDUCE_MATMUL:
    return loop == 0 || loop == 3 ? BO_LINALG_REDUCTION : BO_LINALG_PARALLEL;
  case LINALG_MAPS_MATVEC:
  case LINALG_MAPS_VECMAT:
    return loop == 1 ? BO_LINALG_REDUCTION : BO_LINALG_PARALLEL;
  case LINALG_MAPS_DOT:
    return BO_LINALG_REDUCTION;
  case LINALG_MAPS_CONV_1D:
    return loop == 1 ? BO_LINALG_REDUCTION : BO_LINALG_PARALLEL;
  case LINALG_MAPS_CONV_2D:
    return loop >= 2 ? BO_LINALG_REDUCTION : BO_LINALG_PARALLEL;
  case LINALG_MAPS_CONV_1D_NWC_WCF:
    return loop >= 3 ? BO_LINALG_REDUCTION : BO_LINALG_PARALLEL;
  case LINALG_MAPS_CONV_2D_NHWC_HWCF:
  case LINALG_MAPS_CONV_2D_NCHW_FCHW:
  case LINALG_MAPS_DEPTHWISE_NHWC_HWC:
  case LINALG_MAPS_POOLING_NHWC:
  case LINALG_MAPS_POOLING_NCHW:
    return loop >= 4 ? BO_LINALG_REDUCTION : BO_LINALG_PARALLEL;
  case LINALG_MAPS_CONV_SPEC:
    return linalg_conv_spec_is_reduction(k, loop) ? BO_LINALG_REDUCTION : BO_LINALG_PARALLEL;
  case LINALG_MAPS_ELEMENTWISE_OP:
    return BO_LINALG_PARALLEL;
  case LINALG_MAPS_CONTRACT: {
    const bo_attr *maps = bo_op_get_prop(op, "indexing_maps");
    unsigned n = maps && bo_attr_get_kind(maps) == BO_ATTR_ARRAY ? bo_attr_get_num_elements(maps) : 0;
    const bo_attr *out = n ? bo_attr_array_get(maps, n - 1) : NULL;
    if (!out || bo_attr_get_kind(out) != BO_ATTR_AFFINE_MAP) return BO_LINALG_PARALLEL;
    for (unsigned r = 0; r < bo_affine_map_num_results(out); r++) {
      const bo_affine_expr *e = bo_affine_map_result(out, r);
      if (bo_affine_get_kind(e) == BO_AFFINE_DIM && bo_affine_get_value(e) == (int64_t)loop)
        return BO_LINALG_PARALLEL;
    }
    return BO_LINALG_REDUCTION;
  }
  case LINALG_MAPS_REDUCE: {
    const bo_attr *dims = bo_op_get_prop(op, "dimensions");
    for (unsigned j = 0; dims && j < bo_attr_get_num_elements(dims); j++)
      if (bo_attr_dense_array_int_at(dims, j) == (int64_t)loop)
        return BO_LINALG_REDUCTION;
    return BO_LINALG_PARALLEL;
  }
  default:
    return BO_LINALG_PARALLEL;
  }
}

bo_block *bo_linalg_body(const bo_op *op) {
  if (bo_op_get_num_regions(op) == 0)
    return NULL;
  return bo_region_first_block(bo_op_get_region(op, 0));
}

/* A pending body is one of the kinds can_defer_body (linalg_named.c)
 * accepts: fill and copy yield their input (the output's argument is not
 * used), the contractions read every argument (out + in0 * in1). */
bool bo_linalg_body_reads_arg(const bo_op *op, unsigned i) {
  if (op->num_regions && op->regions[0].pending) {
    const linalg_kind *k = linalg_kind_of(op);
    if (k && (k->body == LINALG_BODY_FILL || k->body == LINALG_BODY_COPY))
      return i < k->num_inputs;
    return true;
  }
  bo_block *body = bo_linalg_body(op);
  if (!body || i >= body->num_args) return true;
  return bo_value_has_uses(body->args[i]);
}

/* ---------------------------------------------- shared parse and print */

int linalg_parse_common(bo_parser *p, bo_parse_state *st, bo_type_vec *ins_types,
                        bo_type_vec *outs_types, bool segments, const bo_attr **inline_props) {
  /* the state's recycled scratch vectors: no allocation per op */
  bo_unresolved_vec *ins = &st->tmp_operands[0], *outs = &st->tmp_operands[1];
  bo_type_vec *it = &st->tmp_types[0], *ot = &st->tmp_types[1];
  ins->len = outs->len = it->len = ot->len = 0;
  bo_loc ins_loc = {0}, outs_loc = {0};
  int rc = -1;
  if (inline_props)
    *inline_props = NULL;
  /* `<{...}>`: properties written inline, as MLIR's custom form allows. */
  if (bo_parse_optional_punct(p, "<") == 1) {
    const bo_attr *props;
    if (bo_parse_dict_attr(p, &props) || bo_parse_punct(p, ">"))
      goto done;
    if (inline_props)
      *inline_props = props;
    st->inline_props = true;
    for (unsigned i = 0; i < bo_attr_get_num_elements(props); i++) {
      const bo_named_attr *e = bo_attr_dict_get_entry(props, i);
      bo_state_add_attr(st, e->name, e->attr);
    }
  }
  if (bo_parse_optional_attr_dict(p, st) < 0)
    goto done;
  if (bo_parse_optional_keyword(p, "ins") == 1) {
    if (bo_parse_punct(p, "("))
      goto done;
    ins_loc = bo_parser_loc(p);
    if (bo_parse_operand_list(p, BO_DELIM_NONE, ins) || bo_parse_colon_type_list(p, it) ||
        bo_parse_punct(p, ")"))
      goto done;
  }
  if (bo_parse_optional_keyword(p, "outs") == 1) {
    outs_loc = bo_parser_loc(p);
    if (bo_parse_punct(p, "(") || bo_parse_operand_list(p, BO_DELIM_NONE, outs) ||
        bo_parse_colon_type_list(p, ot) || bo_parse_punct(p, ")"))
      goto done;
  }
  if (bo_resolve_operands(p, ins->data, ins->len, it->data, it->len, ins_loc, &st->operands) ||
      bo_resolve_operands(p, outs->data, outs->len, ot->data, ot->len, outs_loc, &st->operands))
    goto done;
  if (segments) {
    int32_t sizes[2] = {(int32_t)ins->len, (int32_t)outs->len};
    bo_state_set_segment_sizes(st, sizes, 2);
  }
  for (size_t i = 0; ins_types && i < it->len; i++)
    bo_vec_push(ins_types, it->data[i]);
  for (size_t i = 0; outs_types && i < ot->len; i++)
    bo_vec_push(outs_types, ot->data[i]);
  rc = 0;
done:
  return rc;
}

void linalg_print_ins_outs(bo_printer *p, bo_op *op, unsigned nins) {
  unsigned n = bo_op_get_num_operands(op);
  if (nins > n)
    nins = n;
  if (nins > 0) {
    bo_print_str(p, " ins(");
    bo_print_op_operands(p, op, 0, nins);
    bo_print_str(p, " : ");
    bo_print_operand_types(p, op, 0, nins);
    bo_print_char(p, ')');
  }
  if (n > nins) {
    bo_print_str(p, " outs(");
    bo_print_op_operands(p, op, nins, n - nins);
    bo_print_str(p, " : ");
    bo_print_operand_types(p, op, nins, n - nins);
    bo_print_char(p, ')');
  }
}

void linalg_print_results(bo_printer *p, bo_op *op) {
  unsigned n = bo_op_get_num_results(op);
  if (n == 0)
    return;
  const bo_type *types[64];
  const bo_type **t = n <= 64 ? types : malloc(n * sizeof *t);
  for (unsigned i = 0; i < n; i++)
    t[i] = bo_value_get_type(bo_op_get_result(op, i));
  bo_print_arrow_type_list(p, t, n); /* prints its own leading space */
  if (t != types)
    free(t);
}

/* --------------------------------------------------- payload defaults */

/* ------------------------------------------------------ building bodies */

/* as fillStructuredOpRegion: only ranked tensors and memrefs are unwrapped
 * (a vector operand is a scalar of the body: fill of tensor<vector<...>>) */
const bo_type *linalg_elem_type(const bo_type *t) {
  bo_type_kind k = bo_type_get_kind(t);
  return k == BO_TYPE_TENSOR || k == BO_TYPE_MEMREF ? bo_type_get_element_type(t) : t;
}

bo_builder linalg_body_begin(bo_context *ctx, bo_region *r, const bo_type *const *arg_types,
                             unsigned n) {
  bo_block *b = bo_region_add_block(r);
  bo_loc unknown = {0};
  for (unsigned i = 0; i < n; i++)
    bo_block_add_arg(b, arg_types[i], unknown);
  return bo_builder_at_end(ctx, b);
}

bo_op *linalg_body_emit(bo_builder *b, const char *name, bo_value *const *operands, unsigned n,
                        const bo_type *result_type) {
  bo_op_state s = {0};
  s.name = bo_intern_cstr(b->ctx, name);
  s.num_operands = n;
  s.operands = operands;
  s.num_results = result_type ? 1 : 0;
  s.result_types = &result_type;
  return bo_build(b, &s); /* default properties come from the op's own table */
}

void linalg_body_yield(bo_builder *b, bo_value *const *values, unsigned n) {
  linalg_body_emit(b, BO_OP_NAME(LINALG_YIELD), values, n, NULL);
}

/* ------------------------------------------------------------ verifiers */

/* Emits "'op' op <prefix>'<t1>'<middle>'<t2>'<suffix>" (MLIR quotes types). */
static int emit_types(bo_op *op, const char *prefix, const bo_type *t1, const char *middle,
                      const bo_type *t2, const char *suffix) {
  char *a = bo_type_to_string(t1), *b = bo_type_to_string(t2);
  bo_op_emit_error(op, "%s'%s'%s'%s'%s", prefix, a, middle, b, suffix);
  free(a);
  free(b);
  return -1;
}

static bool is_ranked_tensor(const bo_type *t) {
  return bo_type_get_kind(t) == BO_TYPE_TENSOR;
}

int linalg_verify_dps(bo_op *op) {
  unsigned n = bo_op_get_num_operands(op), nins = bo_linalg_num_inputs(op);
  unsigned tensor_outs = 0, tensor_results = 0;
  for (unsigned i = nins; i < n; i++) {
    const bo_type *t = bo_value_get_type(bo_op_get_operand(op, i));
    if (is_ranked_tensor(t))
      tensor_outs++;
    else if (bo_type_get_kind(t) != BO_TYPE_MEMREF)
      return bo_op_emit_error(op, "expected that operand #%u is a ranked tensor or a ranked memref", i);
  }
  for (unsigned i = 0; i < bo_op_get_num_results(op); i++)
    if (bo_type_is_tensor(bo_value_get_type(bo_op_get_result(op, i))))
      tensor_results++;
  if (tensor_results != tensor_outs)
    return bo_op_emit_error(op,
                            "expected the number of tensor results (%u) to be equal to the "
                            "number of output tensors (%u)",
                            tensor_results, tensor_outs);
  unsigned r = 0;
  for (unsigned i = nins; i < n; i++) {
    const bo_type *t = bo_value_get_type(bo_op_get_operand(op, i));
    if (!is_ranked_tensor(t))
      continue;
    const bo_type *rt = bo_value_get_type(bo_op_get_result(op, r++));
    if (rt != t) {
      char prefix[64];
      snprintf(prefix, sizeof prefix, "expected type of operand #%u (", i);
      return emit_types(op, prefix, t, ") to match type of corresponding result (", rt, ")");
    }
  }
  return 0;
}

/* Static loop ranges from the operand shapes: loop d takes the size of the
 * first operand dimension indexed by exactly `d` (MLIR's shapes-to-loops
 * map).  Returns false when some loop has no such dimension. */
static bool static_loop_ranges(bo_op *op, const bo_attr *maps, unsigned nloops, int64_t *ranges) {
  for (unsigned d = 0; d < nloops; d++)
    ranges[d] = INT64_MIN + 1; /* "unset"; distinct from BO_DYNAMIC */
  unsigned found = 0;
  for (unsigned i = 0; i < bo_attr_get_num_elements(maps); i++) {
    const bo_attr *m = bo_attr_array_get(maps, i);
    const bo_type *t = bo_value_get_type(bo_op_get_operand(op, i));
    const int64_t *shape = shaped_rank(t) ? bo_type_get_shape(t) : NULL;
    for (unsigned r = 0; r < bo_affine_map_num_results(m); r++) {
      const bo_affine_expr *e = bo_affine_map_result(m, r);
      if (bo_affine_get_kind(e) != BO_AFFINE_DIM)
        continue;
      int64_t d = bo_affine_get_value(e);
      if (d < (int64_t)nloops && ranges[d] == INT64_MIN + 1) {
        ranges[d] = shape ? shape[r] : BO_DYNAMIC;
        found++;
      }
    }
  }
  return found == nloops;
}

/* The last SHAPES_MEMO_SLOTS (maps, operand types) combinations that
 * verify_static_shapes accepted, per context: the check depends on nothing
 * else, and a program repeats a few combinations (one layer after another).
 * Cost: a scan of the slots per op, instead of evaluating every map. */
#define SHAPES_MEMO_OPERANDS 8
#define SHAPES_MEMO_SLOTS 8
typedef struct static_shapes_memo {
  const bo_attr *maps;
  unsigned n;
  const bo_type *types[SHAPES_MEMO_OPERANDS];
} static_shapes_memo;

typedef struct static_shapes_memos {
  static_shapes_memo entries[SHAPES_MEMO_SLOTS];
  unsigned next; /* replaced next (round robin) */
} static_shapes_memos;

static const char static_shapes_memo_key;

static int verify_static_shapes_uncached(bo_op *op, const bo_attr *maps);

/* IndexingMapOpInterface: inferred sizes must match static shapes. */
static int verify_static_shapes(bo_op *op, const bo_attr *maps) {
  unsigned n = op->num_operands;
  if (n > SHAPES_MEMO_OPERANDS)
    return verify_static_shapes_uncached(op, maps);
  bo_context *ctx = op->ctx;
  static_shapes_memos *memos = bo_context_cache_get(ctx, &static_shapes_memo_key);
  if (!memos) {
    memos = bo_arena_take(&ctx->arena, sizeof *memos);
    bo_context_cache_put(ctx, &static_shapes_memo_key, memos);
  }
  /* a few combinations alternate (fill, matmul, generic): searched in full */
  for (unsigned s = 0; s < SHAPES_MEMO_SLOTS; s++) {
    const static_shapes_memo *m = &memos->entries[s];
    bool hit = m->maps == maps && m->n == n;
    for (unsigned i = 0; hit && i < n; i++)
      hit = m->types[i] == op->operands[i].value->type;
    if (hit)
      return 0;
  }
  if (verify_static_shapes_uncached(op, maps))
    return -1;
  static_shapes_memo *memo = &memos->entries[memos->next];
  memos->next = (memos->next + 1) % SHAPES_MEMO_SLOTS;
  memo->maps = maps;
  memo->n = n;
  for (unsigned i = 0; i < n; i++)
    memo->types[i] = op->operands[i].value->type;
  return 0;
}

static int verify_static_shapes_uncached(bo_op *op, const bo_attr *maps) {
  unsigned nloops = 0;
  for (unsigned i = 0; i < bo_attr_get_num_elements(maps); i++) {
    unsigned d = bo_affine_map_num_dims(bo_attr_array_get(maps, i));
    if (d > nloops)
      nloops = d;
  }
  if (nloops > 64)
    return 0;
  int64_t ranges[64], zeros[64] = {0};
  if (!static_loop_ranges(op, maps, nloops, ranges)) {
    /* Some loop is not the plain image of an operand dimension: print the
     * concatenation of all maps, as MLIR does. */
    BO_VEC(const bo_affine_expr *) all = {0};
    for (unsigned i = 0; i < bo_attr_get_num_elements(maps); i++) {
      const bo_attr *m = bo_attr_array_get(maps, i);
      for (unsigned r = 0; r < bo_affine_map_num_results(m); r++)
        bo_vec_push(&all, bo_affine_map_result(m, r));
    }
    bo_str s = {0};
    bo_format_affine_map(&s, bo_attr_affine_map(bo_op_get_context(op), nloops, 0,
                                                (unsigned)all.len, all.data));
    bo_str_putc(&s, '\0');
    bo_op_emit_error(op, "invalid indexing maps are non-invertible: (%s)", s.data);
    bo_str_free(&s);
    bo_vec_free(&all);
    return -1;
  }
  for (unsigned d = 0; d < nloops; d++) {
    if (ranges[d] == BO_DYNAMIC)
      return 0; /* only fully static nests are checked, as upstream */
    ranges[d] -= 1;
  }
  for (unsigned i = 0; i < bo_attr_get_num_elements(maps); i++) {
    const bo_attr *m = bo_attr_array_get(maps, i);
    const bo_type *t = bo_value_get_type(bo_op_get_operand(op, i));
    if (!shaped_rank(t))
      continue;
    const int64_t *shape = bo_type_get_shape(t);
    for (unsigned dim = 0; dim < bo_type_get_rank(t); dim++) {
      if (shape[dim] == BO_DYNAMIC || shape[dim] == 0)
        continue;
      const bo_affine_expr *e = bo_affine_map_result(m, dim);
      int64_t lo = bo_affine_eval(e, zeros, NULL), hi = bo_affine_eval(e, ranges, NULL);
      int64_t inferred = (lo > hi ? lo : hi) + 1;
      if ((lo < hi ? lo : hi) < 0) {
        bo_str s = {0};
        bo_format_affine_map(&s, m);
        bo_str_putc(&s, '\0');
        bo_op_emit_error(op, "unexpected result less than 0 at expression #%u in %s", dim, s.data);
        bo_str_free(&s);
        return -1;
      }
      if (bo_affine_get_kind(e) == BO_AFFINE_DIM) {
        if (inferred != shape[dim])
          return bo_op_emit_error(op,
                                  "inferred input/output operand #%u has shape's dimension #%u "
                                  "to be %lld, but found %lld",
                                  i, dim, (long long)inferred, (long long)shape[dim]);
      } else if (inferred > shape[dim]) {
        return bo_op_emit_error(op,
                                "inferred input/output operand #%u has shape's dimension #%u to "
                                "be greater than or equal to %lld, but found %lld",
                                i, dim, (long long)inferred, (long long)shape[dim]);
      }
    }
  }
  return 0;
}

/* The last STRUCTURED_MEMO_SLOTS ops that linalg_verify_structured accepted,
 * per context, by everything the checks after the maps are computed read:
 * the kind, the maps, the iterator types (the loop count of linalg.generic),
 * the operand types and the body's argument types (the region shape is
 * checked before the memo is consulted).  A program repeats a few such
 * combinations, and a hit replaces O(operands * rank) map checks by a
 * comparison of pointers. */
#define STRUCTURED_MEMO_OPERANDS 6
#define STRUCTURED_MEMO_SLOTS 8
typedef struct structured_memo {
  const linalg_kind *kind;
  const bo_attr *maps, *iterators;
  unsigned n;
  const bo_type *types[2 * STRUCTURED_MEMO_OPERANDS]; /* operands, then body args */
} structured_memo;

typedef struct structured_memos {
  structured_memo entries[STRUCTURED_MEMO_SLOTS];
  unsigned next; /* replaced next (round robin) */
} structured_memos;

static const char structured_memo_key;

/* Fills key for op; false when op does not fit a memo entry. */
static bool structured_key(bo_op *op, const linalg_kind *k, const bo_attr *maps,
                           structured_memo *key) {
  unsigned n = op->num_operands;
  if (n > STRUCTURED_MEMO_OPERANDS || op->num_regions != 1)
    return false;
  /* a pending body (lazy implicit bodies) will have one argument per
   * operand, of its element type (see can_defer_body in linalg_named.c) */
  bool pending = op->regions[0].pending;
  bo_block *body = op->regions[0].first;
  if (!pending && (!body || body->next || body->num_args != n))
    return false;
  key->kind = k;
  key->maps = maps;
  key->iterators = k->maps == LINALG_MAPS_GENERIC ? bo_op_get_prop(op, "iterator_types") : NULL;
  key->n = n;
  for (unsigned i = 0; i < n; i++) {
    key->types[i] = op->operands[i].value->type;
    key->types[n + i] =
        pending ? linalg_elem_type(op->operands[i].value->type) : body->args[i]->type;
  }
  return true;
}

static bool structured_equal(const structured_memo *a, const structured_memo *b) {
  if (a->kind != b->kind || a->maps != b->maps || a->iterators != b->iterators || a->n != b->n)
    return false;
  for (unsigned i = 0; i < 2 * a->n; i++)
    if (a->types[i] != b->types[i])
      return false;
  return true;
}

static int linalg_verify_structured_uncached(bo_op *op, const linalg_kind *k, const bo_attr *maps);

int linalg_verify_structured(bo_op *op) {
  const linalg_kind *k = linalg_kind_of(op);
  bo_context *ctx = bo_op_get_context(op);
  unsigned n = bo_op_get_num_operands(op);
  const bo_attr *maps = bo_linalg_indexing_maps(op);
  bool has_tensor = false, has_memref = false;
  for (unsigned i = 0; i < n; i++) {
    const bo_type *t = bo_value_get_type(bo_op_get_operand(op, i));
    has_tensor |= bo_type_is_tensor(t);
    has_memref |= bo_type_is_memref(t);
  }
  if (has_tensor && has_memref)
    return bo_op_emit_error(op, "expected to have pure tensor or buffer semantics");
  if (!maps)
    return 0; /* reported by the op verifier (missing / malformed property) */
  /* Named ops generated from OpDSL cache their maps on the op the first time
   * they are asked for, which the verifier does; mlir-opt then prints them. */
  if (k->memoize && !bo_op_get_discardable_attr(op, "linalg.memoized_indexing_maps"))
    bo_op_set_discardable_attr(op, bo_intern_cstr(ctx, "linalg.memoized_indexing_maps"), maps);
  structured_memo key;
  if (!structured_key(op, k, maps, &key))
    return linalg_verify_structured_uncached(op, k, maps);
  structured_memos *memos = bo_context_cache_get(ctx, &structured_memo_key);
  if (!memos) {
    memos = bo_arena_take(&ctx->arena, sizeof *memos);
    bo_context_cache_put(ctx, &structured_memo_key, memos);
  }
  for (unsigned s = 0; s < STRUCTURED_MEMO_SLOTS; s++)
    if (structured_equal(&memos->entries[s], &key))
      return 0;
  if (linalg_verify_structured_uncached(op, k, maps))
    return -1;
  memos->entries[memos->next] = key;
  memos->next = (memos->next + 1) % STRUCTURED_MEMO_SLOTS;
  return 0;
}

/* The checks of linalg_verify_structured that follow the maps. */
static int linalg_verify_structured_uncached(bo_op *op, const linalg_kind *k, const bo_attr *maps) {
  (void)k;
  unsigned n = bo_op_get_num_operands(op);
  unsigned nmaps = bo_attr_get_num_elements(maps);
  if (nmaps != n)
    return bo_op_emit_error(op,
                            "expected the number of indexing_map (%u) to be equal to the number "
                            "of input/output operands (%u)",
                            nmaps, n);
  for (unsigned i = 0; i < n; i++) {
    const bo_attr *m = bo_attr_array_get(maps, i);
    if (bo_attr_get_kind(m) != BO_ATTR_AFFINE_MAP)
      return bo_op_emit_error(op, "expected indexing_map #%u to be an affine map", i);
    if (bo_affine_map_num_symbols(m) != 0)
      return bo_op_emit_error(op, "unexpected symbols in indexing_map #%u", i);
    unsigned rank = operand_rank(op, i);
    if (bo_affine_map_num_results(m) != rank)
      return bo_op_emit_error(op,
                              "expected operand #%u rank (%u) to match the result rank of "
                              "indexing_map (%u)",
                              i, rank, bo_affine_map_num_results(m));
  }
  if (verify_static_shapes(op, maps))
    return -1;
  unsigned nloops = bo_linalg_num_loops(op);
  for (unsigned i = 0; i < n; i++)
    if (bo_affine_map_num_dims(bo_attr_array_get(maps, i)) != nloops)
      return bo_op_emit_error(op,
                              "expected indexing_map #%u to have %u dim(s) to match the number "
                              "of loops",
                              i, nloops);
  /* A pending body (lazy implicit bodies) is checked as the body it will
   * be: one block, an argument of the element type per operand. */
  bool pending = bo_op_get_num_regions(op) == 1 && op->regions[0].pending;
  if (!pending &&
      (bo_op_get_num_regions(op) != 1 || bo_region_num_blocks(bo_op_get_region(op, 0)) != 1))
    return bo_op_emit_error(op, "expects to have 1 region with 1 block");
  bo_block *body = pending ? NULL : bo_region_first_block(bo_op_get_region(op, 0));
  if (!pending && bo_block_get_num_args(body) != n)
    return bo_op_emit_error(op,
                            "expected as many non-induction variable region arguments as the "
                            "number of input/output operands");
  for (unsigned i = 0; i < n; i++) {
    const bo_type *t = bo_value_get_type(bo_op_get_operand(op, i));
    const bo_type *elem = bo_type_get_kind(t) == BO_TYPE_MEMREF || is_ranked_tensor(t)
                              ? bo_type_get_element_type(t)
                              : t;
    const bo_type *arg = pending ? linalg_elem_type(bo_value_get_type(bo_op_get_operand(op, i)))
                                 : bo_value_get_type(bo_block_get_arg(body, i));
    if (arg != elem) {
      char prefix[64];
      snprintf(prefix, sizeof prefix, "expected type of bb argument #%u (", i);
      return emit_types(op, prefix, arg, ") to match element or self type of the "
                                          "corresponding operand (", elem, ")");
    }
  }
  return 0;
}

/* --------------------------------------------------------- linalg.generic */

static const char *const generic_trait_attrs[] = {"doc", "indexing_maps", "iterator_types",
                                                  "library_call", "operandSegmentSizes", NULL};

static const bo_attr *iterator_attr(bo_context *ctx, const char *kind) {
  /* the two common kinds without formatting: this runs per loop of every
   * linalg.generic parsed */
  static const char par[] = "linalg.iterator_type<parallel>", red[] = "linalg.iterator_type<reduction>";
  if (strcmp(kind, "parallel") == 0) return bo_attr_opaque(ctx, par, sizeof par - 1);
  if (strcmp(kind, "reduction") == 0) return bo_attr_opaque(ctx, red, sizeof red - 1);
  char buf[64];
  int len = snprintf(buf, sizeof buf, "linalg.iterator_type<%s>", kind);
  return bo_attr_opaque(ctx, buf, (size_t)len);
}

static const bo_attr *convert_iterator_types(bo_parser *p, const bo_attr *its);
static const char iterator_memo_key;

static int generic_parse(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_loc attr_loc = bo_parser_loc(p);
  const bo_attr *dict;
  if (bo_parse_dict_attr(p, &dict))
    return -1;
  const bo_attr *its = bo_attr_dict_lookup(dict, "iterator_types");
  if (!its || bo_attr_get_kind(its) != BO_ATTR_ARRAY)
    return bo_parser_error_at(p, attr_loc, "expected \"iterator_types\" array attribute");
  /* The custom form spells iterator types as strings; store the enum attrs
   * (the conversion made last is memoized per context: generic ops of a
   * program mostly share their iterator types). */
  const bo_attr **memo = bo_context_cache_get(ctx, &iterator_memo_key);
  if (!memo) {
    memo = bo_arena_take(&ctx->arena, 2 * sizeof *memo);
    bo_context_cache_put(ctx, &iterator_memo_key, (void *)memo);
  }
  if (memo[0] != its) {
    const bo_attr *conv = convert_iterator_types(p, its);
    if (!conv)
      return -1;
    memo[0] = its;
    memo[1] = conv;
  }
  const bo_attr *its_attr = memo[1];
  for (unsigned i = 0; i < bo_attr_get_num_elements(dict); i++) {
    const bo_named_attr *e = bo_attr_dict_get_entry(dict, i);
    bo_state_add_attr(st, e->name, strcmp(e->name, "iterator_types") == 0 ? its_attr : e->attr);
  }
  if (linalg_parse_common(p, st, NULL, NULL, true, NULL))
    return -1;
  if (bo_parse_optional_keyword(p, "attrs") == 1) {
    if (bo_parse_punct(p, "=") || bo_parse_optional_attr_dict(p, st) < 0)
      return -1;
  }
  if (bo_parse_region(p, bo_state_add_region(st), NULL, 0))
    return -1;
  return bo_parse_optional_arrow_type_list(p, &st->result_types) < 0 ? -1 : 0;
}

/* The iterator_types array with its strings turned into
 * #linalg.iterator_type attributes; NULL after an error. */
static const bo_attr *convert_iterator_types(bo_parser *p, const bo_attr *its) {
  bo_context *ctx = bo_parser_context(p);
  unsigned nit = bo_attr_get_num_elements(its);
  const bo_attr **conv = malloc((nit ? nit : 1) * sizeof *conv);
  for (unsigned i = 0; i < nit; i++) {
    const bo_attr *e = bo_attr_array_get(its, i);
    if (bo_attr_get_kind(e) == BO_ATTR_STRING) {
      const char *s = bo_attr_get_string(e);
      if (strcmp(s, "parallel") != 0 && strcmp(s, "reduction") != 0) {
        free(conv);
        bo_parser_error(p, "unexpected iterator_type (%s)", s);
        return NULL;
      }
      conv[i] = iterator_attr(ctx, s);
    } else {
      conv[i] = e;
    }
  }
  const bo_attr *its_attr = bo_attr_array(ctx, nit, conv);
  free(conv);
  return its_attr;
}

static bool is_generic_trait_attr(const char *name, bool with_segments) {
  for (unsigned i = 0; generic_trait_attrs[i]; i++)
    if (name[0] == generic_trait_attrs[i][0] && strcmp(name, generic_trait_attrs[i]) == 0)
      return with_segments || strcmp(name, "operandSegmentSizes") != 0;
  return false;
}

/* The trait dictionary generic_print built last, per context: consecutive
 * generic ops mostly share their traits, and building the dictionary (with
 * the iterator types turned into strings) costs more than printing it. */
typedef struct generic_trait_memo {
  unsigned n;
  bo_named_attr in[4];
  const bo_attr *dict;
} generic_trait_memo;

static const char generic_trait_memo_key;

static void generic_print(bo_printer *p, bo_op *op) {
  bo_context *ctx = bo_printer_context(p);
  bo_named_attr entries[4], given[4];
  unsigned ne = 0;
  bool extra = false;
  for (int pass = 0; pass < 2; pass++) {
    unsigned na = pass ? bo_op_get_num_discardable_attrs(op) : bo_op_get_num_props(op);
    const bo_named_attr *as = pass ? bo_op_get_discardable_attrs(op) : bo_op_get_props(op);
    for (unsigned i = 0; i < na; i++) {
      if (!is_generic_trait_attr(as[i].name, true)) {
        extra = true;
        continue;
      }
      if (!is_generic_trait_attr(as[i].name, false) || ne == 4)
        continue;
      given[ne] = as[i];
      entries[ne++] = as[i];
    }
  }
  generic_trait_memo *memo = bo_context_cache_get(ctx, &generic_trait_memo_key);
  if (!memo) {
    memo = bo_arena_take(&ctx->arena, sizeof *memo);
    bo_context_cache_put(ctx, &generic_trait_memo_key, memo);
  }
  bool hit = memo->dict && memo->n == ne;
  for (unsigned i = 0; hit && i < ne; i++)
    hit = memo->in[i].name == given[i].name && memo->in[i].attr == given[i].attr;
  for (unsigned i = 0; !hit && i < ne; i++) {
    {
      if (strcmp(entries[i].name, "iterator_types") == 0 && bo_attr_get_kind(entries[i].attr) == BO_ATTR_ARRAY) {
        /* printed as strings, the spelling the custom parser accepts */
        unsigned nit = bo_attr_get_num_elements(entries[i].attr);
        const bo_attr **strs = malloc((nit ? nit : 1) * sizeof *strs);
        for (unsigned j = 0; j < nit; j++) {
          const char *s = is_reduction_attr(bo_attr_array_get(entries[i].attr, j)) ? "reduction" : "parallel";
          strs[j] = bo_attr_string(ctx, s, strlen(s), NULL);
        }
        entries[i].attr = bo_attr_array(ctx, nit, strs);
        free(strs);
      }
    }
  }
  if (!hit && ne) {
    memo->n = ne;
    memcpy(memo->in, given, ne * sizeof given[0]);
    memo->dict = bo_attr_dict(ctx, ne, entries);
  }
  bo_print_char(p, ' ');
  if (ne)
    bo_print_attr(p, memo->dict);
  linalg_print_ins_outs(p, op, bo_linalg_num_inputs(op));
  if (extra) {
    bo_print_str(p, " attrs = ");
    bo_print_optional_attr_dict(p, op, generic_trait_attrs, 5);
  }
  if (bo_op_get_num_regions(op) && !bo_region_is_empty(bo_op_get_region(op, 0)))
    bo_print_region(p, bo_op_get_region(op, 0), true, true, false);
  linalg_print_results(p, op);
}

static int generic_verify(bo_op *op) {
  /* the SingleBlock trait, before the attribute constraints */
  if (op->num_regions == 1 && op->regions[0].first && op->regions[0].first->next)
    return bo_op_emit_error(op, "expects region #0 to have 0 or 1 blocks");
  const bo_attr *maps = bo_op_get_prop(op, "indexing_maps");
  const bo_attr *its = bo_op_get_prop(op, "iterator_types");
  if (!maps)
    return bo_op_emit_error(op, "requires attribute 'indexing_maps'");
  if (!its)
    return bo_op_emit_error(op, "requires attribute 'iterator_types'");
  bool ok = bo_attr_get_kind(maps) == BO_ATTR_ARRAY;
  for (unsigned i = 0; ok && i < bo_attr_get_num_elements(maps); i++)
    ok = bo_attr_get_kind(bo_attr_array_get(maps, i)) == BO_ATTR_AFFINE_MAP;
  if (!ok)
    return bo_op_emit_error(op, "attribute 'indexing_maps' failed to satisfy constraint: "
                                "AffineMap array attribute");
  return linalg_verify_dps(op);
}

/* Block arguments are %in for inputs and %out for outputs. */
static void generic_block_arg_names(bo_op *op, bo_region *r, bo_name_setter *s) {
  bo_block *b = bo_region_first_block(r);
  if (!b)
    return;
  unsigned nins = bo_linalg_num_inputs(op);
  for (unsigned i = 0; i < bo_block_get_num_args(b); i++)
    bo_set_value_name(s, bo_block_get_arg(b, i), i < nins ? "in" : "out");
}

/* ----------------------------------------------------------- linalg.index */

static const char *const index_attrs[] = {"dim", NULL};

static int index_parse(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  int64_t dim;
  const bo_type *t;
  if (bo_parse_integer(p, &dim))
    return -1;
  bo_state_add_attr(st, "dim", bo_attr_integer(ctx, bo_type_integer(ctx, 64, BO_SIGNLESS), dim));
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &t))
    return -1;
  bo_state_add_result_type(st, t);
  return 0;
}

static void index_print(bo_printer *p, bo_op *op) {
  const bo_attr *dim = bo_op_get_prop(op, "dim");
  bo_print_char(p, ' ');
  if (dim)
    bo_print_attr_without_type(p, dim);
  bo_print_optional_attr_dict(p, op, index_attrs, 1);
  bo_print_str(p, " : ");
  bo_print_result_types(p, op);
}

static int index_verify(bo_op *op) {
  const bo_attr *dim = bo_op_get_prop(op, "dim");
  if (!dim)
    return bo_op_emit_error(op, "requires attribute 'dim'");
  if (bo_attr_get_kind(dim) != BO_ATTR_INTEGER || bo_attr_get_int(dim) < 0)
    return bo_op_emit_error(op, "attribute 'dim' failed to satisfy constraint: 64-bit signless "
                                "integer attribute whose minimum value is 0");
  bo_op *parent = bo_op_get_parent_op(op);
  if (!linalg_kind_of(parent))
    return bo_op_emit_error(op, "expected parent op with LinalgOp interface");
  unsigned nloops = bo_linalg_num_loops(parent);
  if ((int64_t)nloops <= bo_attr_get_int(dim))
    return bo_op_emit_error(op,
                            "expected dim (%lld) to be lower than the number of loops (%u) of the "
                            "enclosing LinalgOp",
                            (long long)bo_attr_get_int(dim), nloops);
  return 0;
}

/* ----------------------------------------------------------- linalg.yield */

/* `linalg.yield %a, %b {attrs} : t, t` (the attributes sit between). */
static int yield_parse(bo_parser *p, bo_parse_state *st) {
  /* the state's recycled scratch vectors: no allocation per op */
  bo_unresolved_vec *ops = &st->tmp_operands[0];
  bo_type_vec *types = &st->tmp_types[0];
  ops->len = types->len = 0;
  bo_loc loc = bo_parser_loc(p);
  if (bo_parser_peek_operand(p) && bo_parse_operand_list(p, BO_DELIM_NONE, ops))
    return -1;
  if (bo_parse_optional_attr_dict(p, st) < 0)
    return -1;
  if (ops->len && bo_parse_colon_type_list(p, types))
    return -1;
  return bo_resolve_operands(p, ops->data, ops->len, types->data, types->len, loc, &st->operands);
}

static void yield_print(bo_printer *p, bo_op *op) {
  unsigned n = bo_op_get_num_operands(op);
  if (n) {
    bo_print_char(p, ' ');
    bo_print_op_operands(p, op, 0, n);
  }
  bo_print_optional_attr_dict(p, op, NULL, 0);
  if (n) {
    bo_print_str(p, " : ");
    bo_print_operand_types(p, op, 0, n);
  }
}

static int yield_verify(bo_op *op) {
  bo_op *parent = bo_op_get_parent_op(op);
  if (!parent || bo_op_get_num_regions(parent) != 1 ||
      bo_region_is_empty(bo_op_get_region(parent, 0)))
    return bo_op_emit_error(op, "expected single non-empty parent region");
  if (!linalg_kind_of(parent))
    return bo_op_emit_error(op, "expected parent op with LinalgOp interface");
  unsigned nins = bo_linalg_num_inputs(parent), nouts = bo_op_get_num_operands(parent) - nins;
  unsigned n = bo_op_get_num_operands(op);
  if (n != nouts)
    return bo_op_emit_error(op,
                            "expected number of yield values (%u) to match the number of inits / "
                            "outs operands of the enclosing LinalgOp (%u)",
                            n, nouts);
  for (unsigned i = 0; i < n; i++) {
    const bo_type *t = bo_value_get_type(bo_op_get_operand(parent, nins + i));
    const bo_type *elem = bo_type_get_kind(t) == BO_TYPE_MEMREF || is_ranked_tensor(t)
                              ? bo_type_get_element_type(t)
                              : t;
    const bo_type *yt = bo_value_get_type(bo_op_get_operand(op, i));
    if (yt != elem) {
      char prefix[64];
      snprintf(prefix, sizeof prefix, "type of yield operand %u (", i + 1);
      return emit_types(op, prefix, yt,
                        ") doesn't match the element type of the enclosing linalg.generic op (",
                        elem, ")");
    }
  }
  return 0;
}

/* ------------------------------------------------------------- op table */

/* Designated initializers keep the table readable and immune to new hook
 * fields in bo_op_info. */
#define NAMED(n, attrs)                                                                  \
  BO_OP_DEF(LINALG_##n, .num_regions = 1, .traits = BO_TRAIT_SINGLE_BLOCK, .inherent_attrs = attrs,        \
   .parse = linalg_named_parse, .print = linalg_named_print, .verify = linalg_named_verify, \
   .verify_regions = linalg_named_verify_regions, .bufferize = &bo_linalg_structured_bufferize,     \
   .build_pending_body = linalg_named_build_pending, .memory = &bo_memory_read_write, \
   .fold = bo_memref_fold_casts, .canonicalize = bo_linalg_canonicalize)

static const char *const transpose_attrs[] = {"permutation", NULL};
static const char *const dimensions_attrs[] = {"dimensions", NULL};
static const char *const softmax_attrs[] = {"dimension", NULL}, *const winograd_attrs[] = {"fmr", NULL};

static const bo_op_info linalg_ops[] = {
    BO_OP_DEF(LINALG_GENERIC, .num_regions = 1, .memory = &bo_memory_read_write, .bufferize = &bo_linalg_structured_bufferize, .traits = BO_TRAIT_SINGLE_BLOCK,
     .inherent_attrs = generic_trait_attrs, .parse = generic_parse, .print = generic_print,
     .verify = generic_verify, .verify_regions = linalg_verify_structured,
     .asm_block_arg_names = generic_block_arg_names,
     .fold = bo_memref_fold_casts, .canonicalize = bo_linalg_canonicalize),
    BO_OP_DEF(LINALG_INDEX, .traits = BO_TRAIT_PURE, .inherent_attrs = index_attrs,
     .parse = index_parse, .print = index_print, .verify = index_verify),
    BO_OP_DEF(LINALG_YIELD, .traits = BO_TRAIT_TERMINATOR | BO_TRAIT_PURE | BO_TRAIT_RETURN_LIKE,
     .parse = yield_parse, .print = yield_print, .verify = yield_verify),
    BO_OP_DEF(LINALG_MAP, .num_regions = 1, .memory = &bo_memory_read_write, .bufferize = &bo_linalg_structured_bufferize, .traits = BO_TRAIT_SINGLE_BLOCK, .parse = linalg_map_parse,
     .print = linalg_map_print, .verify = linalg_map_verify,
     .verify_regions = linalg_dps_verify_regions, .asm_result_names = linalg_map_result_names,
     .asm_block_arg_names = linalg_map_block_arg_names, .canonicalize = bo_linalg_canonicalize),
    BO_OP_DEF(LINALG_REDUCE, .num_regions = 1, .memory = &bo_memory_read_write, .bufferize = &bo_linalg_structured_bufferize, .traits = BO_TRAIT_SINGLE_BLOCK, .inherent_attrs = dimensions_attrs,
     .parse = linalg_reduce_parse, .print = linalg_reduce_print, .verify = linalg_reduce_verify,
     .verify_regions = linalg_dps_verify_regions, .asm_result_names = linalg_reduce_result_names,
     .asm_block_arg_names = linalg_map_block_arg_names, .canonicalize = bo_linalg_canonicalize),
    BO_OP_DEF(LINALG_TRANSPOSE, .num_regions = 1, .memory = &bo_memory_read_write, .bufferize = &bo_linalg_structured_bufferize, .traits = BO_TRAIT_SINGLE_BLOCK,
     .inherent_attrs = transpose_attrs, .parse = linalg_transpose_parse,
     .print = linalg_transpose_print, .verify = linalg_transpose_verify,
     .verify_regions = linalg_dps_verify_regions,
     .asm_result_names = linalg_transpose_result_names, .canonicalize = bo_linalg_canonicalize),
    BO_OP_DEF(LINALG_BROADCAST, .num_regions = 1, .memory = &bo_memory_read_write, .bufferize = &bo_linalg_structured_bufferize, .traits = BO_TRAIT_SINGLE_BLOCK,
     .inherent_attrs = dimensions_attrs, .parse = linalg_broadcast_parse,
     .print = linalg_broadcast_print, .verify = linalg_broadcast_verify,
     .verify_regions = linalg_dps_verify_regions,
     .asm_result_names = linalg_broadcast_result_names, .canonicalize = bo_linalg_canonicalize),
    NAMED(FILL, linalg_named_attrs),
    BO_OP_DEF(LINALG_COPY, .num_regions = 1, .memory = &bo_memory_read_write, .traits = BO_TRAIT_SINGLE_BLOCK,
     .inherent_attrs = linalg_copy_attrs, .parse = linalg_named_parse,
     .print = linalg_named_print, .verify = linalg_named_verify,
     .verify_regions = linalg_named_verify_regions, .bufferize = &bo_linalg_copy_bufferize,
     .build_pending_body = linalg_named_build_pending,
     .fold = bo_memref_fold_casts, .canonicalize = bo_linalg_canonicalize),
    NAMED(MATMUL, linalg_matmul_attrs),
    NAMED(BATCH_MATMUL, linalg_matmul_attrs),
    NAMED(BATCH_REDUCE_MATMUL, linalg_matmul_attrs),
    NAMED(MATVEC, linalg_named_attrs),
    NAMED(VECMAT, linalg_named_attrs),
    NAMED(DOT, linalg_named_attrs),
    NAMED(CONV_1D, linalg_named_attrs),
    NAMED(CONV_2D, linalg_named_attrs),
    NAMED(CONV_1D_NWC_WCF, linalg_conv_attrs),
    NAMED(CONV_2D_NHWC_HWCF, linalg_conv_attrs),
    NAMED(CONV_2D_NCHW_FCHW, linalg_conv_attrs),
    NAMED(CONV_2D_NCHW_FCHW_Q, linalg_conv_attrs),
    NAMED(DEPTHWISE_CONV_2D_NHWC_HWC, linalg_conv_attrs),
    NAMED(POOLING_NHWC_MAX, linalg_conv_attrs),
    NAMED(POOLING_NHWC_MIN, linalg_conv_attrs),
    NAMED(POOLING_NHWC_SUM, linalg_conv_attrs),
    NAMED(POOLING_NCHW_MAX, linalg_conv_attrs),
    NAMED(ADD, linalg_named_attrs),
    NAMED(SUB, linalg_named_attrs),
    NAMED(MUL, linalg_named_attrs),
    NAMED(DIV, linalg_named_attrs),
    NAMED(DIV_UNSIGNED, linalg_named_attrs),
    NAMED(MAX, linalg_named_attrs),
    NAMED(MIN, linalg_named_attrs),
    NAMED(POWF, linalg_named_attrs),
    NAMED(EXP, linalg_named_attrs),
    NAMED(LOG, linalg_named_attrs),
    NAMED(ABS, linalg_named_attrs),
    NAMED(CEIL, linalg_named_attrs),
    NAMED(FLOOR, linalg_named_attrs),
    NAMED(NEGF, linalg_named_attrs),
    NAMED(RECIPROCAL, linalg_named_attrs),
    NAMED(ROUND, linalg_named_attrs),
    NAMED(SQRT, linalg_named_attrs),
    NAMED(RSQRT, linalg_named_attrs),
    NAMED(SQUARE, linalg_named_attrs),
    NAMED(TANH, linalg_named_attrs),
    NAMED(ERF, linalg_named_attrs),
    NAMED(SELECT, linalg_named_attrs),
    NAMED(CONV_1D_NCW_FCW, linalg_conv_attrs),
    NAMED(CONV_2D_NHWC_FHWC, linalg_conv_attrs),
    NAMED(CONV_2D_NGCHW_FGCHW, linalg_conv_attrs),
    NAMED(CONV_2D_NGCHW_GFCHW, linalg_conv_attrs),
    NAMED(CONV_2D_NHWGC_GFHWC, linalg_conv_attrs),
    NAMED(CONV_3D, linalg_named_attrs),
    NAMED(CONV_3D_NDHWC_DHWCF, linalg_conv_attrs),
    NAMED(CONV_3D_NCDHW_FCDHW, linalg_conv_attrs),
    NAMED(DEPTHWISE_CONV_1D_NWC_WC, linalg_conv_attrs),
    NAMED(DEPTHWISE_CONV_1D_NCW_CW, linalg_conv_attrs),
    NAMED(DEPTHWISE_CONV_1D_NWC_WCM, linalg_conv_attrs),
    NAMED(DEPTHWISE_CONV_2D_NCHW_CHW, linalg_conv_attrs),
    NAMED(DEPTHWISE_CONV_2D_NHWC_HWCM, linalg_conv_attrs),
    NAMED(DEPTHWISE_CONV_3D_NDHWC_DHWC, linalg_conv_attrs),
    NAMED(DEPTHWISE_CONV_3D_NCDHW_CDHW, linalg_conv_attrs),
    NAMED(DEPTHWISE_CONV_3D_NDHWC_DHWCM, linalg_conv_attrs),
    NAMED(POOLING_NCHW_SUM, linalg_conv_attrs),
    NAMED(POOLING_NCW_MAX, linalg_conv_attrs),
    NAMED(POOLING_NCW_SUM, linalg_conv_attrs),
    NAMED(POOLING_NWC_MAX, linalg_conv_attrs),
    NAMED(POOLING_NWC_MIN, linalg_conv_attrs),
    NAMED(POOLING_NWC_SUM, linalg_conv_attrs),
    NAMED(POOLING_NDHWC_MAX, linalg_conv_attrs),
    NAMED(POOLING_NDHWC_MIN, linalg_conv_attrs),
    NAMED(POOLING_NDHWC_SUM, linalg_conv_attrs),
    NAMED(POOLING_NHWC_MAX_UNSIGNED, linalg_conv_attrs),
    NAMED(POOLING_NHWC_MIN_UNSIGNED, linalg_conv_attrs),
    NAMED(POOLING_NWC_MAX_UNSIGNED, linalg_conv_attrs),
    NAMED(POOLING_NWC_MIN_UNSIGNED, linalg_conv_attrs),
    NAMED(CONV_2D_NGCHW_GFCHW_Q, linalg_conv_attrs),
    NAMED(MMT4D, linalg_named_attrs),
    NAMED(BATCH_MMT4D, linalg_named_attrs),
    NAMED(CONTRACT, linalg_matmul_attrs),
    NAMED(ELEMENTWISE, linalg_elementwise_attrs),
    BO_OP_DEF(LINALG_PACK, .traits = BO_TRAIT_PURE, .inherent_attrs = linalg_pack_attrs,
     .parse = linalg_pack_parse, .print = linalg_relayout_print, .verify = linalg_relayout_verify,
     .bufferize = &bo_linalg_relayout_bufferize, .asm_result_names = linalg_pack_result_names),
    BO_OP_DEF(LINALG_UNPACK, .traits = BO_TRAIT_PURE, .inherent_attrs = linalg_unpack_attrs,
     .parse = linalg_unpack_parse, .print = linalg_relayout_print, .verify = linalg_relayout_verify,
     .bufferize = &bo_linalg_relayout_bufferize, .asm_result_names = linalg_unpack_result_names),
    BO_OP_DEF(LINALG_SOFTMAX, .memory = &bo_memory_read_write, .inherent_attrs = softmax_attrs, .parse = bo_linalg_softmax_parse,
     .print = bo_linalg_softmax_print, .verify = bo_linalg_softmax_verify, .bufferize = &bo_linalg_softmax_bufferize,
     .fold = bo_memref_fold_casts),
#define WINOGRAD(n) BO_OP_DEF(LINALG_WINOGRAD_##n##_TRANSFORM, .inherent_attrs = winograd_attrs, \
     .parse = bo_linalg_winograd_parse, .print = bo_linalg_winograd_print, .verify = bo_linalg_winograd_verify)
    WINOGRAD(FILTER), WINOGRAD(INPUT), WINOGRAD(OUTPUT),
#undef WINOGRAD
};
#undef NAMED

const bo_dialect bo_dialect_linalg = {
    .name = "linalg",
    .ops = linalg_ops,
    .num_ops = sizeof linalg_ops / sizeof linalg_ops[0],
};
BO_OP_TABLE_CHECK(linalg_ops, LINALG);

/* kinds[] lists the structured ops in the order of linalg_ops[], which has
 * two more entries (linalg.index and linalg.yield, at 1 and 2): an op's kind
 * is found from its position in the op table, in O(1) (this runs several
 * times per linalg op verified or printed).  The name check keeps the answer
 * exact should the two tables ever disagree: then the name decides. */
const linalg_kind *linalg_kind_of(const bo_op *op) {
  if (!op)
    return NULL;
  const size_t num_ops = sizeof linalg_ops / sizeof linalg_ops[0];
  /* by id (linalg_ops[] follows linalg_ops.h); the name check below keeps
   * an op outside the table, or a table out of order, on the slow path */
  size_t i = (size_t)op->info->id - BO_OP_LINALG_GENERIC;
  if (op->info->id >= BO_OP_LINALG_GENERIC && i < num_ops) {
    size_t k = i == 0 ? 0 : i - 2;
    if (i != 1 && i != 2 && k < sizeof kinds / sizeof kinds[0] && kinds[k].name == op->info->name)
      return &kinds[k];
  }
  return linalg_kind_by_name(bo_op_get_name(op));
}
