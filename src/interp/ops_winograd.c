/* ops_winograd.c - semantics of linalg.winograd_filter_transform,
 * winograd_input_transform and winograd_output_transform.
 *
 * Winograd F(m x m, r x r) computes a 2-D convolution as Y = A^T [(G g G^T)
 * * (B^T d B)] A.  The three ops are its three matrix products, on tensors
 * (F(m, r) is the `fmr` property: F_2_3, F_4_3, F_2_5; alpha = m + r - 1).
 * They mean exactly what mlir-opt 22's decomposition of them computes
 * (mlir/lib/Dialect/Linalg/Transforms/WinogradConv2D.cpp, run by
 * `--test-linalg-transform-patterns=test-decompose-winograd-ops`), and in the
 * same order, so results agree bit for bit with that program run by
 * mlir-runner (test/interp/winograd.mlir checks both):
 *
 *  - filter (F, H, W, C) -> (aH, aW, C, F): for each (f, c) the H x W slice
 *    g becomes G x g (when H != 1) then x G^T (when W != 1);
 *  - input (N, H, W, C) -> (aH, aW, tH, tW, N, C): for each (h, w, n, c)
 *    the aH x aW window at (h * m, w * m) (h, w where a side is not
 *    transformed) becomes B^T x d then x B;
 *  - output (aH, aW, tH, tW, N, F) -> (N, H, W, F): for each (h, w, n, f)
 *    the m x m output tile at (h * m, w * m) becomes out + s * (A^T x v x
 *    A), where s is the scalar factor of the matrices (32 for each side of
 *    F_4_3, 16 for F_2_5, 1 for F_2_3).  Upstream folds the tile into the
 *    matmul's accumulator where s is 1, so the additions happen in its order
 *    (accumulator first), here too.
 *
 * Each matrix product is linalg.matmul's: c[i][j] = c[i][j] + a[i][k] *
 * b[k][j] for k ascending, from a zero-filled accumulator (or the tile),
 * every operation rounded to the element type (f16, bf16, f32, f64; the
 * values are computed in double and rounded, which equals the element
 * type's own arithmetic for these single operations).  The matrices are
 * upstream's tables of floats converted to the element type (so 1/3 is the
 * float nearest 1/3 also in f64, as mlir-opt 22's constants are).  Integer
 * elements are refused: upstream cannot build its constant matrices for
 * them either.  Filter and input transforms overwrite their whole output
 * (its initial value is never read); the output transform reads the tiles
 * it updates, so a never-written output is reported as upstream's program
 * would read garbage.  Sizes the verifier could not check (dynamic
 * dimensions) are checked here, with a diagnostic at the op.
 *
 * Cost: O(output elements x alpha) per op; temporaries are alpha x alpha.
 */
#include "interp_internal.h"

enum { W_FILTER, W_INPUT, W_OUTPUT, W_MAX_ALPHA = 6 };

/* One constant matrix of the decomposition: rows x cols floats. */
typedef struct wmatrix {
  const float *v;
  int rows, cols;
} wmatrix;

/* The tables of F(2,3), F(4,3) and F(2,5), row-major. */
static const float G_2_3[] = {-1, 0, 0, 1. / 2, -1. / 2, 1. / 2, 1. / 2, 1. / 2, 1. / 2, 0, 0, 1};
static const float GT_2_3[] = {-1, 1. / 2, 1. / 2, 0, 0, -1. / 2, 1. / 2, 0, 0, 1. / 2, 1. / 2, 1};
static const float BT_2_3[] = {-1, 0, 1, 0, 0, -1, 1, 0, 0, 1, 1, 0, 0, -1, 0, 1};
static const float B_2_3[] = {-1, 0, 0, 0, 0, -1, 1, -1, 1, 1, 1, 0, 0, 0, 0, 1};
static const float AT_2_3[] = {1, 1, 1, 0, 0, -1, 1, 1};
static const float A_2_3[] = {1, 0, 1, -1, 1, 1, 0, 1};

static const float G_4_3[] = {1,        0,        0,       -1. / 3, 1. / 3, -1. / 3,
                              -1. / 3,  -1. / 3,  -1. / 3, 1. / 12, -1. / 6, 1. / 3,
                              1. / 12,  1. / 6,   1. / 3,  0,       0,       1};
static const float GT_4_3[] = {1, -1. / 3, -1. / 3, 1. / 12, 1. / 12, 0,
                               0, 1. / 3,  -1. / 3, -1. / 6, 1. / 6,  0,
                               0, -1. / 3, -1. / 3, 1. / 3,  1. / 3,  1};
static const float BT_4_3[] = {1. / 4, 0,       -5. / 16, 0,        1. / 16, 0,
                               0,      1. / 4,  -1. / 4,  -1. / 16, 1. / 16, 0,
                               0,      -1. / 4, -1. / 4,  1. / 16,  1. / 16, 0,
                               0,      1. / 4,  -1. / 8,  -1. / 4,  1. / 8,  0,
                               0,      -1. / 4, -1. / 8,  1. / 4,   1. / 8,  0,
                               0,      1. / 4,  0,        -5. / 16, 0,       1. / 16};
static const float B_4_3[] = {1. / 4,   0,        0,       0,       0,       0,
                              0,        1. / 4,   -1. / 4, 1. / 4,  -1. / 4, 1. / 4,
                              -5. / 16, -1. / 4,  -1. / 4, -1. / 8, -1. / 8, 0,
                              0,        -1. / 16, 1. / 16, -1. / 4, 1. / 4,  -5. / 16,
                              1. / 16,  1. / 16,  1. / 16, 1. / 8,  1. / 8,  0,
                              0,        0,        0,       0,       0,       1. / 16};
static const float AT_4_3[] = {1. / 8, 1. / 4,  1. / 4, 1. / 8,  1. / 8, 0,
                               0,      -1. / 4, 1. / 4, -1. / 4, 1. / 4, 0,
                               0,      1. / 4,  1. / 4, 1. / 2,  1. / 2, 0,
                               0,      -1. / 4, 1. / 4, -1,      1,      1. / 2};
static const float A_4_3[] = {1. / 8, 0,       0,      0,       1. / 4, -1. / 4, 1. / 4, -1. / 4,
                              1. / 4, 1. / 4,  1. / 4, 1. / 4,  1. / 8, -1. / 4, 1. / 2, -1,
                              1. / 8, 1. / 4,  1. / 2, 1,       0,      0,       0,      1. / 2};

static const float G_2_5[] = {1,        0,       0,        0,       0,
                              1. / 6,   -1. / 6, 1. / 6,   -1. / 6, 1. / 6,
                              -1. / 6,  -1. / 6, -1. / 6,  -1. / 6, -1. / 6,
                              -4. / 15, 2. / 15, -1. / 15, 1. / 30, -1. / 60,
                              1. / 60,  1. / 30, 1. / 15,  2. / 15, 4. / 15,
                              0,        0,       0,        0,       1};
static const float GT_2_5[] = {1, 1. / 6,  -1. / 6, -4. / 15, 1. / 60, 0,
                               0, -1. / 6, -1. / 6, 2. / 15,  1. / 30, 0,
                               0, 1. / 6,  -1. / 6, -1. / 15, 1. / 15, 0,
                               0, -1. / 6, -1. / 6, 1. / 30,  2. / 15, 0,
                               0, 1. / 6,  -1. / 6, -1. / 60, 4. / 15, 1};
static const float BT_2_5[] = {1. / 8, 3. / 16, -1. / 4,  -3. / 16, 1. / 8,   0,
                               0,      1. / 8,  1. / 16,  -5. / 16, 1. / 8,   0,
                               0,      -1. / 8, -5. / 16, -1. / 16, 1. / 8,   0,
                               0,      1. / 4,  -1. / 8,  -1. / 4,  1. / 8,   0,
                               0,      -1. / 8, -1. / 4,  1. / 8,   1. / 4,   0,
                               0,      1. / 8,  3. / 16,  -1. / 4,  -3. / 16, 1. / 8};
static const float B_2_5[] = {1. / 8,   0,        0,        0,       0,       0,
                              3. / 16,  1. / 8,   -1. / 8,  1. / 4,  -1. / 8, 1. / 8,
                              -1. / 4,  1. / 16,  -5. / 16, -1. / 8, -1. / 4, 3. / 16,
                              -3. / 16, -5. / 16, -1. / 16, -1. / 4, 1. / 8, -1. / 4,
                              1. / 8,   1. / 8,   1. / 8,   1. / 8,  1. / 4, -3. / 16,
                              0,        0,        0,        0,       0,      1. / 8};
static const float AT_2_5[] = {1. / 2, 1, 1, 2, 1, 0, 0, -1, 1, -1, 2, 1. / 2};
static const float A_2_5[] = {1. / 2, 0, 1, -1, 1, 1, 2, -1, 1, 2, 0, 1. / 2};

/* Per F(m, r): m, r, the six matrices, and the scalar factor of A and A^T. */
typedef struct wfmr {
  int m, r;
  wmatrix G, GT, BT, B, AT, A;
  int scale;
} wfmr;

static const wfmr k_fmr[] = {
    {2, 3, {G_2_3, 4, 3}, {GT_2_3, 3, 4}, {BT_2_3, 4, 4}, {B_2_3, 4, 4}, {AT_2_3, 2, 4}, {A_2_3, 4, 2}, 1},
    {4, 3, {G_4_3, 6, 3}, {GT_4_3, 3, 6}, {BT_4_3, 6, 6}, {B_4_3, 6, 6}, {AT_4_3, 4, 6}, {A_4_3, 6, 4}, 32},
    {2, 5, {G_2_5, 6, 5}, {GT_2_5, 5, 6}, {BT_2_5, 6, 6}, {B_2_5, 6, 6}, {AT_2_5, 2, 6}, {A_2_5, 6, 2}, 16},
};

/* A value rounded to the element kind (kept as a double). */
static double wround(elem_kind k, double v) {
  switch (k) {
  case EK_F32: return (double)(float)v;
  case EK_F16: return (double)half_to_float(float_to_half((float)v));
  case EK_BF16: return (double)bf16_to_float(float_to_bf16((float)v));
  default: return v;
  }
}

/* c (rows x cols) += a (rows x inner) x b (inner x cols), linalg.matmul's
 * order, each multiplication and addition rounded to k. */
static void wmatmul(elem_kind k, const double *a, const double *b, double *c, int rows, int inner,
                    int cols) {
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      double acc = c[i * cols + j];
      for (int q = 0; q < inner; q++) acc = wround(k, acc + wround(k, a[i * inner + q] * b[q * cols + j]));
      c[i * cols + j] = acc;
    }
}

/* A constant matrix in the element type. */
static void wconst(elem_kind k, const wmatrix *m, double *out) {
  for (int i = 0; i < m->rows * m->cols; i++) out[i] = wround(k, (double)m->v[i]);
}

typedef struct winograd_aux {
  int which;
  const wfmr *f;
} winograd_aux;

static double load_at(const view *v, const int64_t *idx) {
  return slot_to_double(v->ek, elem_load(v->ek, v->blk->data + (size_t)view_elem_offset(v, idx) * ek_size(v->ek)));
}
static void store_at(view *v, const int64_t *idx, double d) {
  int64_t off = view_elem_offset(v, idx);
  slot s;
  if (v->ek == EK_F64) s.d = d;
  else s.f = (float)d;
  elem_store(v->ek, v->blk->data + (size_t)off * ek_size(v->ek), s);
  heap_mark_written(v, off);
}

/* Reads the rows x cols window of x whose element (i, j) is at the index
 * base with base[hd] += i, base[wd] += j, into out; reports poison. */
static int read_window(bo_interp *I, const insn *in, const view *x, const int64_t *base, unsigned hd,
                       unsigned wd, int rows, int cols, double *out) {
  int64_t idx[6];
  memcpy(idx, base, x->rank * sizeof *idx);
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      idx[hd] = base[hd] + i;
      idx[wd] = base[wd] + j;
      if (heap_check_init(I, in->op, x, view_elem_offset(x, idx))) return RC_ERROR;
      out[i * cols + j] = load_at(x, idx);
    }
  return 0;
}
static void write_window(view *y, const int64_t *base, unsigned hd, unsigned wd, int rows, int cols,
                         const double *v) {
  int64_t idx[6];
  memcpy(idx, base, y->rank * sizeof *idx);
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      idx[hd] = base[hd] + i;
      idx[wd] = base[wd] + j;
      store_at(y, idx, v[i * cols + j]);
    }
}

static int size_error(bo_interp *I, const insn *in, const char *what, unsigned d, int64_t got, int64_t want) {
  return interp_error(I, in->op, "%s dimension %u has size %lld, expected %lld", what, d, (long long)got,
                      (long long)want);
}

/* filter (F, H, W, C) -> (aH, aW, C, F) */
static int run_filter(bo_interp *I, const insn *in, const view *g, view *y) {
  const wfmr *f = ((const winograd_aux *)in->aux)->f;
  int64_t H = g->sizes[1], W = g->sizes[2], alpha = f->m + f->r - 1;
  if ((H != f->r && H != 1) || (W != f->r && W != 1) || (H == 1 && W == 1))
    return interp_error(I, in->op, "the filter is %lldx%lld; F(%d, %d) takes %dx%d, %dx1 or 1x%d", (long long)H,
                        (long long)W, f->m, f->r, f->r, f->r, f->r, f->r);
  bool left = H != 1, right = W != 1;
  int rows = left ? (int)alpha : 1, cols = right ? (int)alpha : 1;
  const int64_t want[4] = {rows, cols, g->sizes[3], g->sizes[0]};
  for (unsigned d = 0; d < 4; d++)
    if (y->sizes[d] != want[d]) return size_error(I, in, "output", d, y->sizes[d], want[d]);
  double G[W_MAX_ALPHA * W_MAX_ALPHA], GT[W_MAX_ALPHA * W_MAX_ALPHA];
  wconst(y->ek, &f->G, G);
  wconst(y->ek, &f->GT, GT);
  for (int64_t fi = 0; fi < g->sizes[0]; fi++)
    for (int64_t c = 0; c < g->sizes[3]; c++) {
      double d[W_MAX_ALPHA * W_MAX_ALPHA], t[W_MAX_ALPHA * W_MAX_ALPHA] = {0}, u[W_MAX_ALPHA * W_MAX_ALPHA] = {0};
      const int64_t base[4] = {fi, 0, 0, c};
      if (read_window(I, in, g, base, 1, 2, (int)H, (int)W, d)) return RC_ERROR;
      const double *cur = d;
      int r = (int)H;
      if (left) {
        wmatmul(y->ek, G, cur, t, (int)alpha, f->r, (int)W);
        cur = t;
        r = (int)alpha;
      }
      if (right) {
        wmatmul(y->ek, cur, GT, u, r, f->r, (int)alpha);
        cur = u;
      }
      const int64_t at[4] = {0, 0, c, fi};
      write_window(y, at, 0, 1, rows, cols, cur);
    }
  return 0;
}

/* input (N, H, W, C) -> (aH, aW, tH, tW, N, C) */
static int run_input(bo_interp *I, const insn *in, const view *x, view *y) {
  const wfmr *f = ((const winograd_aux *)in->aux)->f;
  int64_t alpha = f->m + f->r - 1;
  bool left = y->sizes[0] != 1, right = y->sizes[1] != 1;
  if (left && y->sizes[0] != alpha) return size_error(I, in, "output", 0, y->sizes[0], alpha);
  if (right && y->sizes[1] != alpha) return size_error(I, in, "output", 1, y->sizes[1], alpha);
  if (y->sizes[4] != x->sizes[0]) return size_error(I, in, "output", 4, y->sizes[4], x->sizes[0]);
  if (y->sizes[5] != x->sizes[3]) return size_error(I, in, "output", 5, y->sizes[5], x->sizes[3]);
  int ah = left ? (int)alpha : 1, aw = right ? (int)alpha : 1;
  int64_t tH = y->sizes[2], tW = y->sizes[3], hm = left ? f->m : 1, wm = right ? f->m : 1;
  /* the last window must lie inside the input */
  if (tH > 0 && (tH - 1) * hm + ah > x->sizes[1])
    return interp_error(I, in->op, "%lld tiles need an input height of %lld, it is %lld", (long long)tH,
                        (long long)((tH - 1) * hm + ah), (long long)x->sizes[1]);
  if (tW > 0 && (tW - 1) * wm + aw > x->sizes[2])
    return interp_error(I, in->op, "%lld tiles need an input width of %lld, it is %lld", (long long)tW,
                        (long long)((tW - 1) * wm + aw), (long long)x->sizes[2]);
  double BT[W_MAX_ALPHA * W_MAX_ALPHA], B[W_MAX_ALPHA * W_MAX_ALPHA];
  wconst(y->ek, &f->BT, BT);
  wconst(y->ek, &f->B, B);
  for (int64_t h = 0; h < tH; h++)
    for (int64_t w = 0; w < tW; w++)
      for (int64_t n = 0; n < x->sizes[0]; n++)
        for (int64_t c = 0; c < x->sizes[3]; c++) {
          double d[W_MAX_ALPHA * W_MAX_ALPHA], t[W_MAX_ALPHA * W_MAX_ALPHA] = {0}, u[W_MAX_ALPHA * W_MAX_ALPHA] = {0};
          const int64_t base[4] = {n, h * hm, w * wm, c};
          if (read_window(I, in, x, base, 1, 2, ah, aw, d)) return RC_ERROR;
          const double *cur = d;
          if (left) {
            wmatmul(y->ek, BT, cur, t, ah, ah, aw);
            cur = t;
          }
          if (right) {
            wmatmul(y->ek, cur, B, u, ah, aw, aw);
            cur = u;
          }
          const int64_t at[6] = {0, 0, h, w, n, c};
          write_window(y, at, 0, 1, ah, aw, cur);
        }
  return 0;
}

/* output (aH, aW, tH, tW, N, F) accumulated into y (N, H, W, F) */
static int run_output(bo_interp *I, const insn *in, const view *v, view *y) {
  const wfmr *f = ((const winograd_aux *)in->aux)->f;
  int64_t alpha = f->m + f->r - 1;
  bool left = v->sizes[0] != 1, right = v->sizes[1] != 1;
  if (left && v->sizes[0] != alpha) return size_error(I, in, "input", 0, v->sizes[0], alpha);
  if (right && v->sizes[1] != alpha) return size_error(I, in, "input", 1, v->sizes[1], alpha);
  if (y->sizes[0] != v->sizes[4]) return size_error(I, in, "output", 0, y->sizes[0], v->sizes[4]);
  if (y->sizes[3] != v->sizes[5]) return size_error(I, in, "output", 3, y->sizes[3], v->sizes[5]);
  int ah = (int)v->sizes[0], aw = (int)v->sizes[1];
  int rows = left ? f->m : 1, cols = right ? f->m : 1;
  int64_t tH = v->sizes[2], tW = v->sizes[3];
  if (tH * rows > y->sizes[1]) return size_error(I, in, "output", 1, y->sizes[1], tH * rows);
  if (tW * cols > y->sizes[2]) return size_error(I, in, "output", 2, y->sizes[2], tW * cols);
  int scale = (left ? f->scale : 1) * (right ? f->scale : 1);
  double AT[W_MAX_ALPHA * W_MAX_ALPHA], A[W_MAX_ALPHA * W_MAX_ALPHA];
  wconst(y->ek, &f->AT, AT);
  wconst(y->ek, &f->A, A);
  for (int64_t h = 0; h < tH; h++)
    for (int64_t w = 0; w < tW; w++)
      for (int64_t n = 0; n < v->sizes[4]; n++)
        for (int64_t fi = 0; fi < v->sizes[5]; fi++) {
          double d[W_MAX_ALPHA * W_MAX_ALPHA], o[W_MAX_ALPHA * W_MAX_ALPHA];
          double t[W_MAX_ALPHA * W_MAX_ALPHA] = {0}, u[W_MAX_ALPHA * W_MAX_ALPHA] = {0};
          const int64_t vb[6] = {0, 0, h, w, n, fi}, ob[4] = {n, h * rows, w * cols, fi};
          /* upstream reads the tile unless no side is transformed (a copy) */
          if (read_window(I, in, v, vb, 0, 1, ah, aw, d) ||
              ((left || right) && read_window(I, in, y, ob, 1, 2, rows, cols, o)))
            return RC_ERROR;
          const double *cur = d;
          if (left) {
            /* the tile is the accumulator when nothing follows */
            if (!right && scale == 1) memcpy(t, o, sizeof(double) * (size_t)(rows * aw));
            wmatmul(y->ek, AT, cur, t, rows, ah, aw);
            cur = t;
          }
          int r = left ? rows : ah;
          if (right) {
            if (scale == 1) memcpy(u, o, sizeof(double) * (size_t)(r * cols));
            wmatmul(y->ek, cur, A, u, r, aw, cols);
            cur = u;
          }
          double res[W_MAX_ALPHA * W_MAX_ALPHA];
          for (int i = 0; i < rows * cols; i++)
            res[i] = scale == 1 ? cur[i] : wround(y->ek, wround(y->ek, (double)scale * cur[i]) + o[i]);
          write_window(y, ob, 1, 2, rows, cols, res);
        }
  return 0;
}

static int exec_winograd(bo_interp *I, const insn *in, slot *F) {
  const winograd_aux *x = in->aux;
  const view *src = (const view *)F[in->a].o, *init = (const view *)F[in->b].o;
  /* The output transform updates its init; the others overwrite it all. */
  view *y = x->which == W_OUTPUT ? view_to_tensor(I, in->op, init) : tensor_new(I, init->ek, init->rank, init->sizes);
  if (!y) return I->failed ? RC_ERROR : interp_error(I, in->op, "out of memory");
  int rc = x->which == W_FILTER ? run_filter(I, in, src, y)
           : x->which == W_INPUT ? run_input(I, in, src, y)
                                 : run_output(I, in, src, y);
  if (rc) {
    obj_release(I, &y->h);
    return RC_ERROR;
  }
  slot_put(F, in->r, &y->h, I);
  return 0;
}

int interp_dec_winograd(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *fmr = bo_op_get_prop(op, "fmr");
  elem_kind k = op->num_operands == 2 ? elem_kind_of_shaped(op->operands[1].value->type) : EK_NONE;
  if (!fmr || op->num_results != 1 || bo_attr_get_int(fmr) < 0 ||
      bo_attr_get_int(fmr) >= (int64_t)(sizeof k_fmr / sizeof k_fmr[0]))
    return -1;
  if (!ek_is_float(k) || elem_kind_of_shaped(op->operands[0].value->type) != k) {
    return dec_refuse(D, "Winograd transforms of non-float elements are not supported (upstream has no constant "
                      "matrices for them)");
  }
  winograd_aux *x = dec_alloc(D, sizeof *x);
  x->which = bo_op_isa(op, BO_OP_LINALG_WINOGRAD_FILTER_TRANSFORM)  ? W_FILTER
             : bo_op_isa(op, BO_OP_LINALG_WINOGRAD_INPUT_TRANSFORM) ? W_INPUT
                                                                     : W_OUTPUT;
  x->f = &k_fmr[bo_attr_get_int(fmr)];
  in->aux = x;
  in->fn = exec_winograd;
  return 0;
}
