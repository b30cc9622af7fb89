/* ops_vector.c - semantics of the vector dialect (vector.print is in
 * ops_control.c), of ub.poison and of llvm.mlir.addressof (the address of
 * a string global, which printString reads).
 *
 * A vector value is a contiguous row-major view of private storage, as a
 * tensor's.  Ops that move elements (broadcast, extract, insert,
 * shape_cast, transpose) carry poison along: an element never written
 * (ub.poison, an undefined tensor) stays never-written in the result, and
 * reading it in arithmetic is reported.  Transfers follow upstream's
 * semantics: a lane is read from (written to) source index base + the
 * vector index along the dimension the permutation map sends it to; a lane
 * whose mask bit is off, or that falls outside the source along a
 * dimension that is not in_bounds, reads the padding (is not written); a
 * lane outside the source along an in_bounds dimension is an error (upstream
 * leaves it undefined).  Reductions combine in lane order starting from the
 * accumulator (the ordered reduction LLVM performs without reassociation),
 * so float sums agree bit for bit with mlir-runner.  Every exec is linear
 * in the elements it touches.
 */
#include "../dialects/llvm.h"
#include "../dialects/vector.h"
#include "interp_internal.h"

/* ------------------------------------------------------------ helpers */

static inline bool elem_is_written(const view *v, int64_t off) {
  return !v->blk->init || v->ek != v->blk->ek || v->blk->init[off];
}

/* Copies element `so` (block offset) of s into element `doff` of fresh
 * vector d, poison included. */
static void move_elem(const view *s, int64_t so, view *d, int64_t doff) {
  memcpy(d->blk->data + doff * ek_size(d->ek), s->blk->data + so * ek_size(s->ek),
         (size_t)ek_size(d->ek));
  if (!elem_is_written(s, so)) {
    block_ensure_init(d->blk);
    if (d->blk->init) d->blk->init[doff] = 0;
  } else if (d->blk->init) {
    d->blk->init[doff] = 1;
  }
}

/* Row-major increment of idx within shape; false after the last index. */
static bool next_index(int64_t *idx, const int64_t *shape, unsigned rank) {
  for (unsigned d = rank; d-- > 0;) {
    if (++idx[d] < shape[d]) return true;
    idx[d] = 0;
  }
  return false;
}

static view *new_vector(bo_interp *I, const bo_type *t) {
  return tensor_new(I, elem_kind_of_shaped(t), bo_type_get_rank(t), bo_type_get_shape(t));
}

static const view *obj_view(const slot *F, uint32_t s) { return (const view *)F[s].o; }

/* ---------------------------------------------------------- broadcast */

typedef struct shape_aux {
  const bo_type *type; /* result type */
  unsigned src_rank;
  const int64_t *src_shape;
  const int64_t *perm; /* transpose */
} shape_aux;

static int exec_broadcast(bo_interp *I, const insn *in, slot *F) {
  const shape_aux *x = in->aux;
  view *r = new_vector(I, x->type);
  if (!r) return interp_error(I, in->op, "out of memory");
  int64_t n = view_num_elems(r);
  if (!x->src_shape) { /* a scalar */
    for (int64_t e = 0; e < n; e++) elem_store(r->ek, view_ptr(r, e), F[in->a]);
  } else {
    const view *s = obj_view(F, in->a);
    unsigned rank = r->rank, sr = x->src_rank;
    int64_t idx[64] = {0};
    for (int64_t e = 0; e < n; e++) {
      int64_t so = s->offset;
      for (unsigned i = 0; i < sr; i++)
        so += (s->sizes[i] == 1 ? 0 : idx[rank - sr + i]) * s->strides[i];
      move_elem(s, so, r, e);
      next_index(idx, r->sizes, rank);
    }
  }
  slot_put(F, in->r, &r->h, I);
  return 0;
}

static int dec_broadcast(decoder *D, const bo_op *op, insn *in) {
  shape_aux *x = dec_alloc(D, sizeof *x);
  const bo_type *src = op->operands[0].value->type;
  x->type = op->results[0].type;
  if (bo_type_get_rank(x->type) > 64) return -1;
  if (bo_type_get_kind(src) == BO_TYPE_VECTOR) {
    x->src_rank = bo_type_get_rank(src);
    x->src_shape = bo_type_get_shape(src);
    if (!x->src_shape) x->src_shape = (const int64_t *)x; /* rank 0: any non-NULL */
  }
  in->aux = x;
  in->fn = exec_broadcast;
  return 0;
}

/* -------------------------------------------------- shape_cast, transpose */

static int exec_shape_cast(bo_interp *I, const insn *in, slot *F) {
  const shape_aux *x = in->aux;
  const view *s = obj_view(F, in->a);
  view *r = new_vector(I, x->type);
  if (!r) return interp_error(I, in->op, "out of memory");
  for (int64_t e = 0, n = view_num_elems(r); e < n; e++) move_elem(s, s->offset + e, r, e);
  slot_put(F, in->r, &r->h, I);
  return 0;
}

static int exec_transpose(bo_interp *I, const insn *in, slot *F) {
  const shape_aux *x = in->aux;
  const view *s = obj_view(F, in->a);
  view *r = new_vector(I, x->type);
  if (!r) return interp_error(I, in->op, "out of memory");
  int64_t idx[64] = {0};
  for (int64_t e = 0, n = view_num_elems(r); e < n; e++) {
    int64_t so = s->offset;
    for (unsigned i = 0; i < r->rank; i++) so += idx[i] * s->strides[x->perm[i]];
    move_elem(s, so, r, e);
    next_index(idx, r->sizes, r->rank);
  }
  slot_put(F, in->r, &r->h, I);
  return 0;
}

static int dec_shape_cast(decoder *D, const bo_op *op, insn *in) {
  shape_aux *x = dec_alloc(D, sizeof *x);
  x->type = op->results[0].type;
  in->aux = x;
  in->fn = exec_shape_cast;
  return 0;
}

static int dec_transpose(decoder *D, const bo_op *op, insn *in) {
  shape_aux *x = dec_alloc(D, sizeof *x);
  const bo_attr *p = bo_op_get_prop(op, "permutation");
  x->type = op->results[0].type;
  unsigned rank = bo_type_get_rank(x->type);
  if (!p || rank > 64 || bo_attr_get_num_elements(p) != rank) return -1;
  int64_t *perm = dec_alloc(D, (rank + 1) * sizeof *perm);
  for (unsigned i = 0; i < rank; i++) perm[i] = bo_attr_dense_array_int_at(p, i);
  x->perm = perm;
  in->aux = x;
  in->fn = exec_transpose;
  return 0;
}

/* ------------------------------------------------------ extract / insert */

typedef struct pos_aux {
  unsigned n;          /* position entries */
  const int64_t *stat; /* BO_DYNAMIC: the next dynamic operand */
  unsigned first_dyn;  /* operand index of the first dynamic entry */
  unsigned vec;        /* operand index of the vector */
  const bo_type *sub;  /* the selected type: a vector, or NULL for an element */
} pos_aux;

/* The block offset of the position's first element in v, or -1 after an
 * error (a position out of range, poison (-1)). */
static int64_t position_offset(bo_interp *I, const insn *in, const pos_aux *x, const view *v,
                               const slot *F) {
  int64_t off = v->offset;
  unsigned dyn = x->first_dyn;
  for (unsigned i = 0; i < x->n; i++) {
    int64_t p = x->stat[i] == BO_DYNAMIC ? F[in->ops[dyn++]].i : x->stat[i];
    if (p < 0 || p >= v->sizes[i]) {
      interp_error(I, in->op, "position %lld out of range for dimension %u of size %lld "
                              "(poison)",
                   (long long)p, i, (long long)v->sizes[i]);
      return -1;
    }
    off += p * v->strides[i];
  }
  return off;
}

static int exec_extract(bo_interp *I, const insn *in, slot *F) {
  const pos_aux *x = in->aux;
  const view *v = obj_view(F, in->a);
  int64_t off = position_offset(I, in, x, v, F);
  if (off < 0) return RC_ERROR;
  if (!x->sub) {
    if (heap_check_init(I, in->op, v, off)) return RC_ERROR;
    F[in->r] = elem_load(v->ek, v->blk->data + off * ek_size(v->ek));
    return 0;
  }
  view *r = new_vector(I, x->sub);
  if (!r) return interp_error(I, in->op, "out of memory");
  for (int64_t e = 0, n = view_num_elems(r); e < n; e++) move_elem(v, off + e, r, e);
  slot_put(F, in->r, &r->h, I);
  return 0;
}

static int exec_insert(bo_interp *I, const insn *in, slot *F) {
  const pos_aux *x = in->aux;
  const view *d = obj_view(F, in->b);
  view *r = view_to_tensor(I, in->op, d);
  if (!r) return RC_ERROR;
  int64_t off = position_offset(I, in, x, r, F);
  if (off < 0) {
    obj_release(I, &r->h);
    return RC_ERROR;
  }
  if (!x->sub) {
    elem_store(r->ek, view_ptr(r, off), F[in->a]);
    if (r->blk->init) r->blk->init[off] = 1;
  } else {
    const view *s = obj_view(F, in->a);
    for (int64_t e = 0, n = view_num_elems(s); e < n; e++) move_elem(s, s->offset + e, r, off + e);
  }
  slot_put(F, in->r, &r->h, I);
  return 0;
}

static int dec_position(decoder *D, const bo_op *op, insn *in, unsigned vec, exec_fn fn) {
  pos_aux *x = dec_alloc(D, sizeof *x);
  const bo_attr *p = bo_op_get_prop(op, "static_position");
  if (!p) return -1;
  x->n = bo_attr_get_num_elements(p);
  int64_t *st = dec_alloc(D, (x->n + 1) * sizeof *st);
  for (unsigned i = 0; i < x->n; i++) st[i] = bo_attr_dense_array_int_at(p, i);
  x->stat = st;
  x->vec = vec;
  x->first_dyn = vec + 1;
  const bo_type *sub = vec == 0 ? op->results[0].type : op->operands[0].value->type;
  x->sub = bo_type_get_kind(sub) == BO_TYPE_VECTOR ? sub : NULL;
  in->aux = x;
  in->fn = fn;
  return 0;
}

static int dec_extract(decoder *D, const bo_op *op, insn *in) {
  return dec_position(D, op, in, 0, exec_extract);
}
static int dec_insert(decoder *D, const bo_op *op, insn *in) {
  return dec_position(D, op, in, 1, exec_insert);
}

/* --------------------------------------------------------------- fma */

static int exec_fma_f32(bo_interp *I, const insn *in, slot *F) {
  F[in->r].f = fmaf(F[in->a].f, F[in->b].f, F[in->c].f);
  return 0;
}
static int exec_fma_f64(bo_interp *I, const insn *in, slot *F) {
  F[in->r].d = fma(F[in->a].d, F[in->b].d, F[in->c].d);
  return 0;
}
static int exec_fma_f16(bo_interp *I, const insn *in, slot *F) {
  float f = fmaf(F[in->a].f, F[in->b].f, F[in->c].f);
  F[in->r].f = in->ek == EK_BF16 ? bf16_to_float(float_to_bf16(f)) : half_to_float(float_to_half(f));
  return 0;
}
static int sdec_fma(decoder *D, const bo_op *op, insn *in) {
  elem_kind k = (elem_kind)in->ek;
  if (!ek_is_float(k)) return -1;
  in->fn = k == EK_F64 ? exec_fma_f64 : k == EK_F32 ? exec_fma_f32 : exec_fma_f16;
  return 0;
}
static int dec_fma(decoder *D, const bo_op *op, insn *in) {
  return dec_scalar_or_elementwise(D, op, in, sdec_fma);
}

/* ---------------------------------------------------------- reduction */

typedef enum red_kind {
  RK_ADD, RK_MUL, RK_MINUI, RK_MINSI, RK_MAXUI, RK_MAXSI, RK_AND, RK_OR, RK_XOR,
  RK_MINNUMF, RK_MAXNUMF, RK_MINIMUMF, RK_MAXIMUMF
} red_kind;
static const char *const k_red_names[] = {"add", "mul", "minui", "minsi", "maxui", "maxsi",
                                          "and", "or", "xor", "minnumf", "maxnumf",
                                          "minimumf", "maximumf"};

static double fminimum(double a, double b) {
  if (isnan(a) || isnan(b)) return NAN;
  if (a == b) return signbit(a) ? a : b;
  return a < b ? a : b;
}
static double fmaximum(double a, double b) {
  if (isnan(a) || isnan(b)) return NAN;
  if (a == b) return signbit(a) ? b : a;
  return a > b ? a : b;
}

/* a `kind` b on element kind k (floats in slots as f32/f64). */
static slot combine(red_kind kind, elem_kind k, slot a, slot b) {
  slot r;
  if (ek_is_float(k)) {
    bool dbl = k == EK_F64;
    double x = dbl ? a.d : a.f, y = dbl ? b.d : b.f, z;
    float xf = a.f, yf = b.f;
    switch (kind) {
    case RK_ADD: z = dbl ? x + y : (double)(xf + yf); break;
    case RK_MUL: z = dbl ? x * y : (double)(xf * yf); break;
    case RK_MINNUMF: z = fmin(x, y); break;
    case RK_MAXNUMF: z = fmax(x, y); break;
    case RK_MINIMUMF: z = fminimum(x, y); break;
    default: z = fmaximum(x, y); break;
    }
    if (dbl) r.d = z;
    else if (k == EK_F16) r.f = half_to_float(float_to_half((float)z));
    else if (k == EK_BF16) r.f = bf16_to_float(float_to_bf16((float)z));
    else r.f = (float)z;
    return r;
  }
  unsigned w = ek_int_width(k);
  int64_t x = a.i, y = b.i;
  uint64_t ux = zext(x, w), uy = zext(y, w);
  switch (kind) {
  case RK_ADD: r.i = (int64_t)((uint64_t)x + (uint64_t)y); break;
  case RK_MUL: r.i = (int64_t)((uint64_t)x * (uint64_t)y); break;
  case RK_MINUI: r.i = ux < uy ? x : y; break;
  case RK_MAXUI: r.i = ux > uy ? x : y; break;
  case RK_MINSI: r.i = x < y ? x : y; break;
  case RK_MAXSI: r.i = x > y ? x : y; break;
  case RK_AND: r.i = x & y; break;
  case RK_OR: r.i = x | y; break;
  default: r.i = x ^ y; break;
  }
  r.i = sext(r.i, w);
  return r;
}

static int exec_reduction(bo_interp *I, const insn *in, slot *F) {
  const view *v = obj_view(F, in->a);
  elem_kind k = v->ek;
  int64_t n = view_num_elems(v);
  bool has_acc = in->nops > 1;
  slot acc = has_acc ? F[in->b] : (slot){0};
  for (int64_t e = 0; e < n; e++) {
    int64_t off = v->offset + e * (v->rank ? v->strides[0] : 1);
    if (heap_check_init(I, in->op, v, off)) return RC_ERROR;
    slot x = elem_load(k, v->blk->data + off * ek_size(k));
    acc = (e == 0 && !has_acc) ? x : combine((red_kind)in->imm, k, acc, x);
  }
  if (n == 0 && !has_acc) return interp_error(I, in->op, "reduction of an empty vector");
  F[in->r] = acc;
  return 0;
}

/* vector.reduction under vector.mask: only the active lanes are combined,
 * into the accumulator or, without one, into the kind's neutral value, as
 * mlir-opt 22 lowers it (llvm.intr.vp.reduce.* with that start value:
 * +0.0 for float add, 1.0 for mul, all ones for and / minui, the signed
 * extremes for minsi / maxsi, 0 otherwise; float adds in lane order).  The
 * float min/max kinds are not supported here: their lowering substitutes
 * NaNs or extreme values for the inactive lanes. */
static slot reduction_neutral(red_kind kind, elem_kind k) {
  slot r = {0};
  unsigned w = ek_int_width(k);
  if (ek_is_float(k)) {
    double one = kind == RK_MUL ? 1.0 : 0.0;
    if (k == EK_F64) r.d = one;
    else r.f = (float)one;
    return r;
  }
  uint64_t top = w ? 1ull << (w - 1) : 0;
  switch (kind) {
  case RK_MUL: r.i = 1; break;
  case RK_AND: case RK_MINUI: r.i = -1; break;
  case RK_MINSI: r.i = (int64_t)(top - 1); break;
  case RK_MAXSI: r.i = sext((int64_t)top, w); break;
  default: r.i = 0; break;
  }
  r.i = sext(r.i, w);
  return r;
}

static int exec_masked_reduction(bo_interp *I, const insn *in, slot *F) {
  const view *v = obj_view(F, in->a), *mask = obj_view(F, in->ops[in->nops]);
  elem_kind k = v->ek;
  red_kind kind = (red_kind)in->imm;
  slot acc = in->nops > 1 ? F[in->b] : reduction_neutral(kind, k);
  for (int64_t e = 0, n = view_num_elems(v); e < n; e++) {
    if (!elem_load(EK_I1, mask->blk->data + mask->offset + e * mask->strides[0]).i) continue;
    int64_t off = v->offset + e * v->strides[0];
    if (heap_check_init(I, in->op, v, off)) return RC_ERROR;
    acc = combine(kind, k, acc, elem_load(k, v->blk->data + off * ek_size(k)));
  }
  F[in->r] = acc;
  return 0;
}

static int dec_reduction(decoder *D, const bo_op *op, insn *in) {
  char kind[32];
  if (!bo_vector_kind_name(op, kind, sizeof kind)) return -1;
  for (unsigned i = 0; i < sizeof k_red_names / sizeof k_red_names[0]; i++)
    if (!strcmp(kind, k_red_names[i])) {
      in->imm = i;
      in->fn = exec_reduction;
      return 0;
    }
  return -1;
}


/* ------------------------------------------------------------ contract */

typedef struct contract_aux {
  red_kind kind;
  unsigned nd;          /* iterators */
  int64_t sizes[64];    /* iteration space */
  unsigned rank[3];     /* of a, b, acc */
  int64_t *dims[3];     /* per operand result: the iterator it is indexed by */
} contract_aux;

/* Block offset of operand k's element at iteration point it. */
static int64_t contract_offset(const contract_aux *x, unsigned k, const view *v, const int64_t *it) {
  int64_t off = v->offset;
  for (unsigned r = 0; r < x->rank[k]; r++) off += it[x->dims[k][r]] * v->strides[r];
  return off;
}

static int exec_contract(bo_interp *I, const insn *in, slot *F) {
  const contract_aux *x = in->aux;
  const view *a = obj_view(F, in->a), *b = obj_view(F, in->b);
  bool scalar = x->rank[2] == 0 && !value_is_obj(&in->op->results[0]);
  view *r = NULL;
  slot acc = F[in->c];
  if (!scalar) {
    r = view_to_tensor(I, in->op, obj_view(F, in->c));
    if (!r) return RC_ERROR;
  }
  int64_t it[64] = {0}, total = 1;
  for (unsigned d = 0; d < x->nd; d++) total *= x->sizes[d];
  elem_kind k = a->ek;
  red_kind mulk = RK_MUL;
  for (int64_t e = 0; e < total; e++) {
    int64_t ao = contract_offset(x, 0, a, it), bo = contract_offset(x, 1, b, it);
    if (heap_check_init(I, in->op, a, ao) || heap_check_init(I, in->op, b, bo)) {
      if (r) obj_release(I, &r->h);
      return RC_ERROR;
    }
    slot p = combine(mulk, k, elem_load(k, a->blk->data + ao * ek_size(k)),
                     elem_load(k, b->blk->data + bo * ek_size(k)));
    if (scalar) {
      acc = combine(x->kind, k, acc, p);
    } else {
      int64_t ro = contract_offset(x, 2, r, it);
      elem_store(k, r->blk->data + ro * ek_size(k),
                 combine(x->kind, k, elem_load(k, r->blk->data + ro * ek_size(k)), p));
    }
    next_index(it, x->sizes, x->nd);
  }
  if (scalar) F[in->r] = acc;
  else slot_put(F, in->r, &r->h, I);
  return 0;
}

static int dec_contract(decoder *D, const bo_op *op, insn *in) {
  contract_aux *x = dec_alloc(D, sizeof *x);
  char kind[32];
  const bo_attr *maps = bo_op_get_prop(op, "indexing_maps");
  const bo_attr *its = bo_op_get_prop(op, "iterator_types");
  if (!maps || !its || !bo_vector_kind_name(op, kind, sizeof kind) || op->num_operands != 3)
    return -1;
  unsigned k = 0;
  while (k < sizeof k_red_names / sizeof k_red_names[0] && strcmp(kind, k_red_names[k])) k++;
  if (k == sizeof k_red_names / sizeof k_red_names[0]) return -1;
  x->kind = (red_kind)k;
  x->nd = bo_attr_get_num_elements(its);
  if (x->nd > 64) return -1;
  for (unsigned d = 0; d < x->nd; d++) x->sizes[d] = -1;
  for (unsigned o = 0; o < 3; o++) {
    const bo_attr *m = bo_attr_array_get(maps, o);
    const bo_type *t = op->operands[o].value->type;
    x->rank[o] = bo_type_get_kind(t) == BO_TYPE_VECTOR ? bo_type_get_rank(t) : 0;
    x->dims[o] = dec_alloc(D, (x->rank[o] + 1) * sizeof(int64_t));
    for (unsigned r = 0; r < x->rank[o]; r++) {
      int64_t d = bo_affine_get_value(bo_affine_map_result(m, r));
      x->dims[o][r] = d;
      x->sizes[d] = bo_type_get_shape(t)[r];
    }
  }
  for (unsigned d = 0; d < x->nd; d++)
    if (x->sizes[d] < 0) return -1; /* an iterator no operand is indexed by */
  in->aux = x;
  in->fn = exec_contract;
  return 0;
}

/* --------------------------------------------------------------- masks */

typedef struct mask_aux {
  const bo_type *type;
  const int64_t *bounds; /* constant_mask; NULL: from the operands */
} mask_aux;

static int exec_mask(bo_interp *I, const insn *in, slot *F) {
  const mask_aux *x = in->aux;
  view *r = new_vector(I, x->type);
  if (!r) return interp_error(I, in->op, "out of memory");
  int64_t idx[64] = {0};
  for (int64_t e = 0, n = view_num_elems(r); e < n; e++) {
    bool on = true;
    for (unsigned d = 0; d < r->rank; d++) {
      int64_t b = x->bounds ? x->bounds[d] : F[in->ops[d]].i;
      on &= idx[d] < b;
    }
    *view_ptr(r, e) = on;
    next_index(idx, r->sizes, r->rank);
  }
  slot_put(F, in->r, &r->h, I);
  return 0;
}

static int dec_mask(decoder *D, const bo_op *op, insn *in) {
  mask_aux *x = dec_alloc(D, sizeof *x);
  x->type = op->results[0].type;
  if (bo_type_get_rank(x->type) > 64) return -1;
  const bo_attr *a = bo_op_get_prop(op, "mask_dim_sizes");
  if (a) {
    unsigned n = bo_attr_get_num_elements(a);
    int64_t *b = dec_alloc(D, (n + 1) * sizeof *b);
    for (unsigned i = 0; i < n; i++) b[i] = bo_attr_dense_array_int_at(a, i);
    x->bounds = b;
  }
  in->aux = x;
  in->fn = exec_mask;
  return 0;
}

/* ----------------------------------------------------------- transfers */

typedef struct xfer_aux {
  bo_vector_transfer t;
  const bo_type *vec;
  unsigned vrank, srank, mrank;
  int64_t *src_dim;  /* per vector dim: the source dim, -1: broadcast */
  uint8_t *in_bounds;/* per vector dim */
  int64_t *mask_dim; /* per vector dim: its mask dim, -1: none */
  bool tensor;       /* transfer_write into a tensor: a new result */
  int passthru;      /* under vector.mask: operand of the masked-off lanes' values, -1: none */
} xfer_aux;

/* Locates lane iv: 0 and *off when it is accessed, 1 when it reads the
 * padding / is skipped, RC_ERROR after a diagnostic. */
static int lane(bo_interp *I, const insn *in, const xfer_aux *x, const view *s, const slot *F,
                const int64_t *iv, const view *mask, int64_t *off) {
  if (mask) {
    int64_t mo = mask->offset;
    for (unsigned r = 0; r < x->vrank; r++)
      if (x->mask_dim[r] >= 0) mo += iv[r] * mask->strides[x->mask_dim[r]];
    if (x->mrank == 0 || mask->rank == 0) mo = mask->offset;
    if (heap_check_init(I, in->op, mask, mo)) return RC_ERROR;
    if (!elem_load(EK_I1, mask->blk->data + mo).i) return 1;
  }
  int64_t idx[64];
  for (unsigned d = 0; d < x->srank; d++) idx[d] = F[in->ops[x->t.first_index + (int)d]].i;
  for (unsigned r = 0; r < x->vrank; r++)
    if (x->src_dim[r] >= 0 && __builtin_add_overflow(idx[x->src_dim[r]], iv[r], &idx[x->src_dim[r]]))
      idx[x->src_dim[r]] = -1; /* past INT64_MAX: out of bounds */
  bool skip = false;
  for (unsigned d = 0; d < x->srank; d++) {
    if (idx[d] >= 0 && idx[d] < s->sizes[d]) continue;
    int vd = -1;
    for (unsigned r = 0; r < x->vrank; r++)
      if (x->src_dim[r] == (int64_t)d) vd = (int)r;
    if (vd < 0 || x->in_bounds[vd])
      return interp_error(I, in->op, "accesses out of bounds: index %lld in dimension %u of size "
                                     "%lld%s",
                          (long long)idx[d], d, (long long)s->sizes[d],
                          vd < 0 ? "" : " (declared in bounds)");
    skip = true;
  }
  if (skip) return 1;
  *off = view_elem_offset(s, idx);
  return 0;
}

static int exec_transfer_read(bo_interp *I, const insn *in, slot *F) {
  const xfer_aux *x = in->aux;
  const view *s = obj_view(F, in->ops[x->t.base]);
  const view *mask = x->t.mask >= 0 ? obj_view(F, in->ops[x->t.mask]) : NULL;
  slot pad = F[in->ops[x->t.padding]];
  const view *pt = x->passthru >= 0 ? obj_view(F, in->ops[x->passthru]) : NULL;
  view *r = new_vector(I, x->vec);
  if (!r) return interp_error(I, in->op, "out of memory");
  int64_t iv[64] = {0};
  for (int64_t e = 0, n = view_num_elems(r); e < n; e++) {
    int64_t off;
    int rc = lane(I, in, x, s, F, iv, mask, &off);
    if (rc == 0 && (heap_check_range(I, in->op, s, off, off, false) ||
                    heap_check_init(I, in->op, s, off)))
      rc = RC_ERROR;
    if (rc == RC_ERROR) {
      obj_release(I, &r->h);
      return RC_ERROR;
    }
    if (rc && pt)
      move_elem(pt, pt->offset + e, r, e);
    else
      elem_store(r->ek, view_ptr(r, e), rc ? pad : elem_load(s->ek, s->blk->data + off * ek_size(s->ek)));
    next_index(iv, r->sizes, r->rank);
  }
  slot_put(F, in->r, &r->h, I);
  return 0;
}

static int exec_transfer_write(bo_interp *I, const insn *in, slot *F) {
  const xfer_aux *x = in->aux;
  const view *v = obj_view(F, in->ops[0]);
  const view *mask = x->t.mask >= 0 ? obj_view(F, in->ops[x->t.mask]) : NULL;
  const view *dst = obj_view(F, in->ops[x->t.base]);
  view *res = NULL;
  if (x->tensor) {
    res = view_to_tensor(I, in->op, dst);
    if (!res) return RC_ERROR;
    dst = res;
  }
  int64_t iv[64] = {0};
  for (int64_t e = 0, n = view_num_elems(v); e < n; e++) {
    int64_t off;
    int rc = lane(I, in, x, dst, F, iv, mask, &off);
    if (rc == 0 && (heap_check_range(I, in->op, dst, off, off, true) ||
                    heap_check_init(I, in->op, v, v->offset + e)))
      rc = RC_ERROR;
    if (rc == RC_ERROR) {
      if (res) obj_release(I, &res->h);
      return RC_ERROR;
    }
    if (rc == 0) {
      elem_store(dst->ek, dst->blk->data + off * ek_size(dst->ek), elem_load(v->ek, view_ptr(v, e)));
      heap_mark_written(dst, off);
    }
    next_index(iv, v->sizes, v->rank);
  }
  if (res) slot_put(F, in->r, &res->h, I);
  return 0;
}

static int dec_transfer(decoder *D, const bo_op *op, insn *in) {
  xfer_aux *x = dec_alloc(D, sizeof *x);
  if (!bo_vector_transfer_operands(op, &x->t)) return -1;
  const bo_attr *map = bo_vector_transfer_map(op);
  const bo_attr *ib = bo_op_get_prop(op, "in_bounds");
  x->vec = bo_vector_transfer_vector_type(op);
  x->vrank = bo_type_get_rank(x->vec);
  x->srank = (unsigned)x->t.num_indices;
  if (!map || x->vrank > 64 || x->srank > 64 || bo_affine_map_num_results(map) != x->vrank)
    return -1;
  x->src_dim = dec_alloc(D, (x->vrank + 1) * sizeof *x->src_dim);
  x->mask_dim = dec_alloc(D, (x->vrank + 1) * sizeof *x->mask_dim);
  x->in_bounds = dec_alloc(D, x->vrank + 1);
  for (unsigned r = 0; r < x->vrank; r++) {
    const bo_affine_expr *e = bo_affine_map_result(map, r);
    x->src_dim[r] = bo_affine_get_kind(e) == BO_AFFINE_DIM ? bo_affine_get_value(e) : -1;
    x->in_bounds[r] = ib && r < bo_attr_get_num_elements(ib) &&
                      bo_attr_get_bool(bo_attr_array_get(ib, r));
    if (x->src_dim[r] < 0 && x->t.vector >= 0) return -1; /* a write cannot broadcast */
  }
  /* mask dims: the used source dims in increasing order */
  x->mrank = 0;
  for (unsigned d = 0; d < x->srank; d++)
    for (unsigned r = 0; r < x->vrank; r++)
      if (x->src_dim[r] == (int64_t)d) x->mask_dim[r] = x->mrank++;
  for (unsigned r = 0; r < x->vrank; r++)
    if (x->src_dim[r] < 0) x->mask_dim[r] = -1;
  x->tensor = x->t.vector >= 0 && op->num_results == 1;
  x->passthru = -1;
  in->aux = x;
  in->fn = x->t.vector >= 0 ? exec_transfer_write : exec_transfer_read;
  return 0;
}


/* ---------------------------------------------------- multi_reduction */

typedef struct mred_aux {
  red_kind kind;
  uint64_t reduced; /* bit d: dimension d is reduced */
  int mask;         /* under vector.mask: the mask operand, -1: none */
} mred_aux;

static int exec_multi_reduction(bo_interp *I, const insn *in, slot *F) {
  const mred_aux *x = in->aux;
  const view *s = obj_view(F, in->a);
  const view *mask = x->mask >= 0 ? obj_view(F, in->ops[x->mask]) : NULL;
  bool scalar = !value_is_obj(&in->op->results[0]); /* the op, or the mask around it */
  view *r = NULL;
  slot acc = F[in->b];
  if (!scalar) {
    r = view_to_tensor(I, in->op, obj_view(F, in->b));
    if (!r) return RC_ERROR;
  }
  int64_t idx[64] = {0};
  for (int64_t e = 0, n = view_num_elems(s); e < n; e++) {
    int64_t so = s->offset, ro = 0;
    for (unsigned d = 0; d < s->rank; d++) {
      so += idx[d] * s->strides[d];
      if (!(x->reduced >> d & 1)) ro = ro * s->sizes[d] + idx[d];
    }
    bool on = true;
    if (mask) {
      int64_t mo = mask->offset;
      for (unsigned d = 0; d < s->rank; d++) mo += idx[d] * mask->strides[d];
      on = elem_load(EK_I1, mask->blk->data + mo).i != 0;
    }
    if (on) {
      if (heap_check_init(I, in->op, s, so)) {
        if (r) obj_release(I, &r->h);
        return RC_ERROR;
      }
      slot v = elem_load(s->ek, s->blk->data + so * ek_size(s->ek));
      if (scalar) {
        acc = combine(x->kind, s->ek, acc, v);
      } else {
        slot a = elem_load(r->ek, view_ptr(r, ro));
        elem_store(r->ek, view_ptr(r, ro), combine(x->kind, s->ek, a, v));
      }
    }
    next_index(idx, s->sizes, s->rank);
  }
  if (scalar) F[in->r] = acc;
  else slot_put(F, in->r, &r->h, I);
  return 0;
}

static int dec_multi_reduction(decoder *D, const bo_op *op, insn *in) {
  mred_aux *x = dec_alloc(D, sizeof *x);
  char kind[32];
  const bo_attr *dims = bo_op_get_prop(op, "reduction_dims");
  if (!dims || !bo_vector_kind_name(op, kind, sizeof kind) ||
      bo_type_get_rank(op->operands[0].value->type) > 64)
    return -1;
  unsigned k = 0;
  while (k < sizeof k_red_names / sizeof k_red_names[0] && strcmp(kind, k_red_names[k])) k++;
  if (k == sizeof k_red_names / sizeof k_red_names[0]) return -1;
  x->kind = (red_kind)k;
  for (unsigned i = 0; i < bo_attr_get_num_elements(dims); i++)
    x->reduced |= 1ull << bo_attr_dense_array_int_at(dims, i);
  x->mask = -1;
  in->aux = x;
  in->fn = exec_multi_reduction;
  return 0;
}

/* ---------------------------------------------------------- vector.mask */

/* The mask's one op runs as an insn of its own kind, with the mask (and
 * the passthru) appended to its operands and the mask's results as its
 * results (the yield forwards them unchanged). */
static int dec_vector_mask(decoder *D, const bo_op *op, insn *in) {
  bo_block *b = op->regions[0].first;
  if (!b || !b->first || b->first == b->last) return -1;
  const bo_op *inner = b->first, *y = b->last;
  if (inner->next != y || y->num_operands != inner->num_results ||
      op->num_results != inner->num_results)
    return -1;
  for (unsigned i = 0; i < y->num_operands; i++)
    if (y->operands[i].value != &inner->results[i]) return -1;
  unsigned n = inner->num_operands;
  uint32_t *ops = dec_alloc(D, (n + 2) * sizeof *ops);
  for (unsigned i = 0; i < n; i++) ops[i] = dec_slot(D, inner->operands[i].value);
  ops[n] = in->ops[0];
  bool pt = op->num_operands > 1;
  if (pt) ops[n + 1] = in->ops[1];
  in->ops = ops;
  in->nops = n;
  in->a = n > 0 ? ops[0] : 0;
  in->b = n > 1 ? ops[1] : 0;
  in->c = n > 2 ? ops[2] : 0;
  if (bo_op_isa(inner, BO_OP_VECTOR_TRANSFER_READ) || bo_op_isa(inner, BO_OP_VECTOR_TRANSFER_WRITE)) {
    if (dec_transfer(D, inner, in)) return -1;
    xfer_aux *x = in->aux;
    if (x->t.mask >= 0) return -1; /* masked twice */
    /* the mask has the type the transfer's own mask operand would have */
    x->t.mask = (int)n;
    x->passthru = pt ? (int)n + 1 : -1;
    return 0;
  }
  if (bo_op_isa(inner, BO_OP_VECTOR_MULTI_REDUCTION) && !pt) {
    if (dec_multi_reduction(D, inner, in)) return -1;
    ((mred_aux *)in->aux)->mask = (int)n;
    return 0;
  }
  if (bo_op_isa(inner, BO_OP_VECTOR_REDUCTION) && !pt &&
      bo_type_get_rank(inner->operands[0].value->type) == 1) {
    if (dec_reduction(D, inner, in)) return -1;
    if (in->imm >= RK_MINNUMF)
      return dec_refuse(D, "masked float min/max reductions are not supported yet");
    in->fn = exec_masked_reduction;
    return 0;
  }
  return dec_refuse(D, "masking ops other than vector.transfer_read, transfer_write, reduction and "
                       "multi_reduction is not supported yet");
}

/* ------------------------------------------------------------ ub.poison */

static int exec_poison_obj(bo_interp *I, const insn *in, slot *F) {
  view *r = new_vector(I, in->op->results[0].type);
  if (!r) return interp_error(I, in->op, "out of memory");
  tensor_mark_undefined(r, in->op);
  slot_put(F, in->r, &r->h, I);
  return 0;
}
static int exec_poison_scalar(bo_interp *I, const insn *in, slot *F) {
  F[in->r].i = 0; /* any value is a refinement of poison */
  return 0;
}
static int dec_poison(decoder *D, const bo_op *op, insn *in) {
  const bo_type *t = op->results[0].type;
  if (value_is_obj(&op->results[0]))
    return bo_type_get_kind(t) == BO_TYPE_VECTOR || bo_type_get_kind(t) == BO_TYPE_TENSOR
               ? (in->fn = exec_poison_obj, 0)
               : -1;
  in->fn = exec_poison_scalar;
  return 0;
}

/* --------------------------------------------------- llvm.mlir.addressof */

/* The address of a string global: the slot holds its block (bytes, a
 * constant global kept for the whole run; a !llvm.ptr is no object, so the
 * slot takes no reference).  printString reads it (runtime_utils.c). */
static int exec_addressof(bo_interp *I, const insn *in, slot *F) {
  const bo_op *g = in->aux;
  block *b = bo_mapping_get(I->globals, g);
  if (!b) {
    size_t len = 0;
    const char *bytes = bo_llvm_global_string(g, &len);
    b = heap_alloc(I, NULL, W_CONST_GLOBAL, EK_I8, (int64_t)len);
    if (!b) return interp_error(I, in->op, "out of memory");
    memcpy(b->data, bytes, len);
    if (b->init) memset(b->init, 1, len);
    b->alloc_op = g;
    const bo_attr *sym = bo_op_get_attr(g, "sym_name");
    b->global_name = sym ? bo_attr_get_string(sym) : NULL;
    bo_mapping_put(I->globals, g, b);
    bo_vec_push(&I->owned, &b->h);
  }
  F[in->r].o = &b->h;
  return 0;
}
static int dec_addressof(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *n = bo_op_get_attr(op, "global_name");
  size_t len;
  if (!n || bo_attr_get_kind(n) != BO_ATTR_SYMBOL_REF) return -1;
  bo_op *g = bo_lookup_symbol((bo_op *)op, bo_attr_symbol_root(n));
  if (!g || !bo_llvm_global_string(g, &len)) {
    return dec_refuse(D, "the address of a global that is not a string");
  }
  in->aux = g;
  in->fn = exec_addressof;
  return 0;
}

static const interp_hook k_hooks[] = {
    {BO_OP_VECTOR_BROADCAST, dec_broadcast},     {BO_OP_VECTOR_CONSTANT_MASK, dec_mask},
    {BO_OP_VECTOR_CONTRACT, dec_contract},
    {BO_OP_VECTOR_CREATE_MASK, dec_mask},        {BO_OP_VECTOR_EXTRACT, dec_extract},
    {BO_OP_VECTOR_FMA, dec_fma},                 {BO_OP_VECTOR_INSERT, dec_insert},
    {BO_OP_VECTOR_REDUCTION, dec_reduction},     {BO_OP_VECTOR_SHAPE_CAST, dec_shape_cast},
    {BO_OP_VECTOR_TRANSFER_READ, dec_transfer},  {BO_OP_VECTOR_TRANSFER_WRITE, dec_transfer},
    {BO_OP_VECTOR_TRANSPOSE, dec_transpose},     {BO_OP_UB_POISON, dec_poison},
    {BO_OP_VECTOR_MULTI_REDUCTION, dec_multi_reduction}, {BO_OP_VECTOR_MASK, dec_vector_mask},
    {BO_OP_LLVM_MLIR_ADDRESSOF, dec_addressof},
};
const interp_table bo_interp_vector_table = {k_hooks, sizeof k_hooks / sizeof k_hooks[0]};
