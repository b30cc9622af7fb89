/* linalg_conv.c - the indexing maps of the convolutions and poolings.
 *
 * The 2-d convolutions and poolings bufopt had first are described by
 * conv_desc (one struct per layout), conv_1d_nwc_wcf by its own function;
 * the other variants (1-d, 2-d grouped, 3-d, depthwise, the 1-d and 3-d
 * poolings) by one line each of `specs` below: the loop order and, for the
 * image, the filter (or window) and the output, a letter per dimension.
 * Lower-case letters are loops (n batch, c input channel, f output
 * channel, g group, m channel multiplier or per-group output channel, d /
 * h / w the window), upper-case D / H / W are the output's spatial loops;
 * in the image an upper-case letter stands for `oX * stride + kX *
 * dilation` (its window loop is the same letter in lower case).  A loop is
 * parallel when the output has it, else a reduction.  The loop orders are
 * mlir-opt 22's (checked against its --linalg-generalize-named-ops, whose
 * order is not always "output dims first": depthwise 3-d and pooling_ndhwc
 * put the channel last).
 *
 * Cost: O(rank) per query; the maps are interned by the context.
 */
#include "linalg_internal.h"

#include <string.h>

#define dims_map linalg_dims_map
static const bo_attr *array_of(bo_context *ctx, unsigned n, const bo_attr *const *maps) {
  return bo_attr_array(ctx, n, maps);
}

/* The i-th value of a strides/dilations property (dense<..> or array<..>);
 * 1 when absent. */
static int64_t conv_param(const bo_op *op, const char *name, unsigned i) {
  const bo_attr *a = bo_op_get_attr(op, name);
  if (!a)
    return 1;
  if (bo_attr_get_kind(a) == BO_ATTR_DENSE) {
    /* the verifier wants shape [2]; an unverified op must not read past it */
    const bo_type *t = bo_attr_get_type(a);
    if (bo_attr_dense_is_splat(a))
      return bo_attr_dense_int_at(a, 0);
    if (!t || !bo_type_is_shaped(t) || !bo_type_has_rank(t) || bo_type_get_rank(t) != 1 ||
        bo_type_get_shape(t)[0] <= (int64_t)i)
      return 1;
    return bo_attr_dense_int_at(a, i);
  }
  if (bo_attr_get_kind(a) == BO_ATTR_DENSE_ARRAY && i < bo_attr_get_num_elements(a))
    return bo_attr_dense_array_int_at(a, i);
  return 1;
}

/* d_a * stride + d_b * dilation, built with MLIR's simplifications. */
static const bo_affine_expr *conv_expr(bo_context *ctx, unsigned a, int64_t s, unsigned b,
                                       int64_t dil) {
  const bo_affine_expr *l = bo_affine_binary(ctx, BO_AFFINE_MUL, bo_affine_dim(ctx, a),
                                             bo_affine_const(ctx, s));
  const bo_affine_expr *r = bo_affine_binary(ctx, BO_AFFINE_MUL, bo_affine_dim(ctx, b),
                                             bo_affine_const(ctx, dil));
  return bo_affine_binary(ctx, BO_AFFINE_ADD, l, r);
}

/* The maps of the convolutions and poolings, from a small description per
 * kind: the loop count and, for the image, the filter (or window) and the
 * output, the loop of each dimension, where W0 / W1 stand for the windowed
 * dimensions d_(oh) * stride[i] + d_(kh) * dilation[i] (oh and kh: the first
 * output-spatial and window loops).  Zero points (conv_*_q) map to (). */
enum { W0 = -1, W1 = -2 };
typedef struct conv_desc {
  unsigned loops, oh, kh, rank_k;
  signed char in[4], k[4], out[4];
} conv_desc;

static const conv_desc *conv_desc_of(linalg_maps_kind m) {
  /* loops: n, oh, ow, f | kh, kw, c */
  static const conv_desc nhwc_hwcf = {7, 1, 4, 4, {0, W0, W1, 6}, {4, 5, 6, 3}, {0, 1, 2, 3}};
  /* loops: n, f, oh, ow | c, kh, kw */
  static const conv_desc nchw_fchw = {7, 2, 5, 4, {0, 4, W0, W1}, {1, 4, 5, 6}, {0, 1, 2, 3}};
  /* loops: n, oh, ow, c | kh, kw */
  static const conv_desc dw_nhwc_hwc = {6, 1, 4, 3, {0, W0, W1, 3}, {4, 5, 3}, {0, 1, 2, 3}};
  static const conv_desc pool_nhwc = {6, 1, 4, 2, {0, W0, W1, 3}, {4, 5}, {0, 1, 2, 3}};
  /* loops: n, c, oh, ow | kh, kw */
  static const conv_desc pool_nchw = {6, 2, 4, 2, {0, 1, W0, W1}, {4, 5}, {0, 1, 2, 3}};
  switch (m) {
  case LINALG_MAPS_CONV_2D_NHWC_HWCF: return &nhwc_hwcf;
  case LINALG_MAPS_CONV_2D_NCHW_FCHW: return &nchw_fchw;
  case LINALG_MAPS_DEPTHWISE_NHWC_HWC: return &dw_nhwc_hwc;
  case LINALG_MAPS_POOLING_NHWC: return &pool_nhwc;
  case LINALG_MAPS_POOLING_NCHW: return &pool_nchw;
  default: return NULL;
  }
}

/* conv_1d_nwc_wcf, loops n, w, f | kw, c: I(n, w * s + kw * d, c),
 * K(kw, c, f), O(n, w, f). */
const bo_attr *linalg_conv_1d_maps(const bo_op *op, unsigned n, const bo_attr **maps) {
  bo_context *ctx = bo_op_get_context(op);
  if (n != 3) return NULL;
  const bo_affine_expr *in[3] = {
      bo_affine_dim(ctx, 0),
      conv_expr(ctx, 1, conv_param(op, "strides", 0), 3, conv_param(op, "dilations", 0)),
      bo_affine_dim(ctx, 4)};
  static const unsigned kd[] = {3, 4, 2}, od[] = {0, 1, 2};
  maps[0] = bo_attr_affine_map(ctx, 5, 0, 3, in);
  maps[1] = dims_map(ctx, 5, kd, 3), maps[2] = dims_map(ctx, 5, od, 3);
  return array_of(ctx, 3, maps);
}

const bo_attr *linalg_conv_maps(const bo_op *op, const linalg_kind *k, unsigned n,
                                const bo_attr **maps) {
  const conv_desc *d = conv_desc_of(k->maps);
  bo_context *ctx = bo_op_get_context(op);
  if (!d || n != k->num_inputs + 1)
    return NULL;
  const bo_affine_expr *in[4];
  for (unsigned i = 0; i < 4; i++) {
    int e = d->in[i];
    unsigned w = e == W0 ? 0 : 1;
    in[i] = e >= 0 ? bo_affine_dim(ctx, (unsigned)e)
                   : conv_expr(ctx, d->oh + w, conv_param(op, "strides", w), d->kh + w,
                               conv_param(op, "dilations", w));
  }
  unsigned kd[4], od[4];
  for (unsigned i = 0; i < 4; i++)
    kd[i] = (unsigned)(d->k[i] < 0 ? 0 : d->k[i]), od[i] = (unsigned)d->out[i];
  maps[0] = bo_attr_affine_map(ctx, d->loops, 0, 4, in);
  maps[1] = dims_map(ctx, d->loops, kd, d->rank_k);
  for (unsigned i = 2; i < k->num_inputs; i++) /* zero points */
    maps[i] = dims_map(ctx, d->loops, NULL, 0);
  maps[n - 1] = dims_map(ctx, d->loops, od, 4);
  return array_of(ctx, n, maps);
}


/* ----------------------------------------------------- table-driven kinds */

typedef struct conv_spec {
  const char *name; /* BO_OP_NAME(...) */
  const char *loops, *img, *flt, *out;
  bool params;      /* has strides / dilations (conv_3d has none) */
} conv_spec;

#define NAME(ID) bo_op_names[BO_OP_##ID]
static const conv_spec specs[] = {
    {NAME(LINALG_CONV_1D_NCW_FCW), "nfWcw", "ncW", "fcw", "nfW", true},
    {NAME(LINALG_CONV_2D_NHWC_FHWC), "nHWfhwc", "nHWc", "fhwc", "nHWf", true},
    {NAME(LINALG_CONV_2D_NGCHW_FGCHW), "ngmHWchw", "ngcHW", "mgchw", "ngmHW", true},
    {NAME(LINALG_CONV_2D_NGCHW_GFCHW), "ngmHWchw", "ngcHW", "gmchw", "ngmHW", true},
    {NAME(LINALG_CONV_2D_NHWGC_GFHWC), "nHWgmhwc", "nHWgc", "gmhwc", "nHWgm", true},
    {NAME(LINALG_CONV_3D), "DHWdhw", "DHW", "dhw", "DHW", false},
    {NAME(LINALG_CONV_3D_NDHWC_DHWCF), "nDHWfdhwc", "nDHWc", "dhwcf", "nDHWf", true},
    {NAME(LINALG_CONV_3D_NCDHW_FCDHW), "nfDHWcdhw", "ncDHW", "fcdhw", "nfDHW", true},
    {NAME(LINALG_DEPTHWISE_CONV_1D_NWC_WC), "nWcw", "nWc", "wc", "nWc", true},
    {NAME(LINALG_DEPTHWISE_CONV_1D_NCW_CW), "nWcw", "ncW", "cw", "ncW", true},
    {NAME(LINALG_DEPTHWISE_CONV_1D_NWC_WCM), "nWcmw", "nWc", "wcm", "nWcm", true},
    {NAME(LINALG_DEPTHWISE_CONV_2D_NCHW_CHW), "nHWchw", "ncHW", "chw", "ncHW", true},
    {NAME(LINALG_DEPTHWISE_CONV_2D_NHWC_HWCM), "nHWcmhw", "nHWc", "hwcm", "nHWcm", true},
    {NAME(LINALG_DEPTHWISE_CONV_3D_NDHWC_DHWC), "nDHWdhwc", "nDHWc", "dhwc", "nDHWc", true},
    {NAME(LINALG_DEPTHWISE_CONV_3D_NCDHW_CDHW), "nDHWdhwc", "ncDHW", "cdhw", "ncDHW", true},
    {NAME(LINALG_DEPTHWISE_CONV_3D_NDHWC_DHWCM), "nDHWmdhwc", "nDHWc", "dhwcm", "nDHWcm", true},
    {NAME(LINALG_POOLING_NCHW_SUM), "ncHWhw", "ncHW", "hw", "ncHW", true},
    {NAME(LINALG_POOLING_NCW_MAX), "ncWw", "ncW", "w", "ncW", true},
    {NAME(LINALG_POOLING_NCW_SUM), "ncWw", "ncW", "w", "ncW", true},
    {NAME(LINALG_POOLING_NWC_MAX), "nWcw", "nWc", "w", "nWc", true},
    {NAME(LINALG_POOLING_NWC_MIN), "nWcw", "nWc", "w", "nWc", true},
    {NAME(LINALG_POOLING_NWC_SUM), "nWcw", "nWc", "w", "nWc", true},
    {NAME(LINALG_POOLING_NDHWC_MAX), "nDHWcdhw", "nDHWc", "dhw", "nDHWc", true},
    {NAME(LINALG_POOLING_NDHWC_MIN), "nDHWcdhw", "nDHWc", "dhw", "nDHWc", true},
    {NAME(LINALG_POOLING_NDHWC_SUM), "nDHWcdhw", "nDHWc", "dhw", "nDHWc", true},
    {NAME(LINALG_POOLING_NHWC_MAX_UNSIGNED), "nHWchw", "nHWc", "hw", "nHWc", true},
    {NAME(LINALG_POOLING_NHWC_MIN_UNSIGNED), "nHWchw", "nHWc", "hw", "nHWc", true},
    {NAME(LINALG_POOLING_NWC_MAX_UNSIGNED), "nWcw", "nWc", "w", "nWc", true},
    {NAME(LINALG_POOLING_NWC_MIN_UNSIGNED), "nWcw", "nWc", "w", "nWc", true},
    /* and the two zero points, of map () */
    {NAME(LINALG_CONV_2D_NGCHW_GFCHW_Q), "ngmHWchw", "ngcHW", "gmchw", "ngmHW", true},
    /* not convolutions: mmt4d C(m, n, a, b) += A(m, k, a, c) * B(n, k, b, c),
     * batch_mmt4d with a batch loop z first; no D / H / W, no strides */
    {NAME(LINALG_MMT4D), "mnkabc", "mkac", "nkbc", "mnab", false},
    {NAME(LINALG_BATCH_MMT4D), "zmnkabc", "zmkac", "znkbc", "zmnab", false},
};
#undef NAME

static const conv_spec *spec_of(const linalg_kind *k) {
  for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++)
    if (specs[i].name == k->name) return &specs[i];
  for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++)
    if (strcmp(specs[i].name, k->name) == 0) return &specs[i];
  return NULL;
}

static int loop_of(const conv_spec *s, char c) {
  const char *p = strchr(s->loops, c);
  return p ? (int)(p - s->loops) : -1;
}

/* The spatial index of D / H / W: their order among the output's. */
static unsigned spatial_index(const conv_spec *s, char c) {
  unsigned i = 0;
  for (const char *p = s->out; *p && *p != c; p++) i += *p == 'D' || *p == 'H' || *p == 'W';
  return i;
}

unsigned linalg_conv_spatial_dims(const linalg_kind *k) {
  const conv_spec *s = spec_of(k);
  if (!s) return 2;
  return spatial_index(s, '\0');
}

bool linalg_conv_has_params(const linalg_kind *k) {
  const conv_spec *s = spec_of(k);
  return !s || s->params;
}

bool linalg_conv_spec_is_reduction(const linalg_kind *k, unsigned loop) {
  const conv_spec *s = spec_of(k);
  if (!s || loop >= strlen(s->loops)) return false;
  return strchr(s->out, s->loops[loop]) == NULL;
}

/* One operand's map: a letter per dimension (upper case in the image: the
 * windowed expression). */
static const bo_attr *spec_map(const bo_op *op, const conv_spec *s, const char *dims, bool image) {
  bo_context *ctx = bo_op_get_context(op);
  unsigned nl = (unsigned)strlen(s->loops), nr = (unsigned)strlen(dims);
  const bo_affine_expr *r[8];
  if (nr > 8) return NULL;
  for (unsigned i = 0; i < nr; i++) {
    char c = dims[i];
    bool spatial = c == 'D' || c == 'H' || c == 'W';
    if (image && spatial) {
      unsigned w = spatial_index(s, c);
      int o = loop_of(s, c), kk = loop_of(s, (char)(c - 'A' + 'a'));
      if (o < 0 || kk < 0) return NULL;
      r[i] = conv_expr(ctx, (unsigned)o, s->params ? conv_param(op, "strides", w) : 1, (unsigned)kk,
                       s->params ? conv_param(op, "dilations", w) : 1);
    } else {
      int l = loop_of(s, c);
      if (l < 0) return NULL;
      r[i] = bo_affine_dim(ctx, (unsigned)l);
    }
  }
  return bo_attr_affine_map(ctx, nl, 0, nr, r);
}

const bo_attr *linalg_conv_spec_maps(const bo_op *op, const linalg_kind *k, unsigned n, const bo_attr **maps) {
  const conv_spec *s = spec_of(k);
  if (!s || n != k->num_inputs + 1) return NULL;
  maps[0] = spec_map(op, s, s->img, true);
  maps[1] = spec_map(op, s, s->flt, false);
  for (unsigned i = 2; i < k->num_inputs; i++) /* zero points (conv_*_q) */
    maps[i] = dims_map(bo_op_get_context(op), (unsigned)strlen(s->loops), NULL, 0);
  maps[n - 1] = spec_map(op, s, s->out, false);
  for (unsigned i = 0; i < n; i++)
    if (!maps[i]) return NULL;
  return array_of(bo_op_get_context(op), n, maps);
}
