/* ops_affine.c - semantics of the affine dialect: apply, min, max, for,
 * if, parallel, load, store, vector_load, vector_store, yield,
 * linearize_index, delinearize_index, prefetch (a no-op), dma_start and
 * dma_wait.
 *
 * A map's operands are its dims followed by its symbols; results are
 * evaluated with MLIR's floordiv/ceildiv/mod semantics, and a division by
 * zero or an overflowing division (the minimum by -1) is an error at the op,
 * as arith.divsi's is (its lowering would be undefined behaviour).  affine.for
 * runs from the max of its lower-bound map to the min of its upper-bound map.
 * Loads and stores compute their indices through the map, then go through
 * the same checks as memref.load/store.  vector_load / vector_store move a
 * vector of rank k to or from the memref's last k dimensions starting at
 * the map's indices (vector.load's semantics; an element out of bounds is
 * an error where upstream's is undefined).  dma_start completes the
 * transfer at once, as memref.dma_start does in this interpreter (row-major
 * walk over both memrefs from their start indices; a strided DMA is refused
 * as not supported yet), so dma_wait has nothing to wait for.  O(map size)
 * per op, plus the elements a vector or DMA op moves.
 */
#include "interp_internal.h"

#define MAX_MAP 16

typedef struct map_aux {
  const bo_attr *map;
  unsigned nd, ns, first; /* operands [first, first + nd + ns) */
} map_aux;

static int dec_map(decoder *D, const bo_op *op, const char *name, unsigned first, map_aux *m) {
  m->map = bo_op_get_attr(op, name);
  if (!m->map || bo_attr_get_kind(m->map) != BO_ATTR_AFFINE_MAP) return -1;
  m->nd = bo_affine_map_num_dims(m->map);
  m->ns = bo_affine_map_num_symbols(m->map);
  m->first = first;
  if (m->nd > MAX_MAP || m->ns > MAX_MAP || bo_affine_map_num_results(m->map) > MAX_MAP) return -1;
  return first + m->nd + m->ns <= op->num_operands ? 0 : -1;
}

/* Why an expression has no value: what the lowering (arith.floordivsi,
 * ceildivsi, remsi) would make undefined behaviour or poison. */
enum { EVAL_OK, EVAL_DIV_ZERO, EVAL_OVERFLOW };

/* e's value with MLIR's floordiv / ceildiv / mod semantics, like
 * bo_affine_eval, but a zero divisor and the minimum divided by -1 are
 * reported (*bad: the offending floordiv/ceildiv/mod) instead of given a
 * made-up value.  Adds and multiplies wrap, as index arithmetic does. */
static int eval_expr(const bo_affine_expr *e, const int64_t *dims, const int64_t *syms,
                     int64_t *out, const bo_affine_expr **bad) {
  switch (e->kind) {
  case BO_AFFINE_DIM: *out = dims[e->value]; return EVAL_OK;
  case BO_AFFINE_SYMBOL: *out = syms[e->value]; return EVAL_OK;
  case BO_AFFINE_CONST: *out = e->value; return EVAL_OK;
  default: break;
  }
  int64_t a, b;
  int rc = eval_expr(e->lhs, dims, syms, &a, bad);
  if (rc == EVAL_OK) rc = eval_expr(e->rhs, dims, syms, &b, bad);
  if (rc != EVAL_OK) return rc;
  switch (e->kind) {
  case BO_AFFINE_ADD: *out = (int64_t)((uint64_t)a + (uint64_t)b); return EVAL_OK;
  case BO_AFFINE_MUL: *out = (int64_t)((uint64_t)a * (uint64_t)b); return EVAL_OK;
  default: break;
  }
  *bad = e;
  if (b == 0) return EVAL_DIV_ZERO;
  if (b == -1 && a == INT64_MIN) {
    if (e->kind != BO_AFFINE_MOD) return EVAL_OVERFLOW;
    *out = 0; /* the remainder is 0; only the quotient overflows */
    return EVAL_OK;
  }
  int64_t q = a / b, r = a % b;
  switch (e->kind) {
  case BO_AFFINE_FLOORDIV: *out = r != 0 && (a < 0) != (b < 0) ? q - 1 : q; break;
  case BO_AFFINE_CEILDIV: *out = r != 0 && (a < 0) == (b < 0) ? q + 1 : q; break;
  default: *out = b > 0 && r < 0 ? r + b : r; break; /* mod: non-negative for b > 0 */
  }
  return EVAL_OK;
}

static const char *affine_kind_name(const bo_affine_expr *e) {
  return e->kind == BO_AFFINE_MOD ? "mod" : e->kind == BO_AFFINE_FLOORDIV ? "floordiv" : "ceildiv";
}

/* Evaluates every result of the map; an undefined one is an error at the op. */
static int eval_map(bo_interp *I, const map_aux *m, const insn *in, const slot *F, int64_t *out) {
  int64_t dims[MAX_MAP], syms[MAX_MAP];
  for (unsigned i = 0; i < m->nd; i++) dims[i] = F[in->ops[m->first + i]].i;
  for (unsigned i = 0; i < m->ns; i++) syms[i] = F[in->ops[m->first + m->nd + i]].i;
  unsigned n = bo_affine_map_num_results(m->map);
  for (unsigned r = 0; r < n; r++) {
    const bo_affine_expr *bad = NULL;
    int rc = eval_expr(bo_affine_map_result(m->map, r), dims, syms, &out[r], &bad);
    if (rc == EVAL_DIV_ZERO)
      return interp_error(I, in->op, "%s by zero in result #%u of the map", affine_kind_name(bad), r);
    if (rc == EVAL_OVERFLOW)
      return interp_error(I, in->op, "%s overflow (the minimum value divided by -1) in result #%u of "
                          "the map", affine_kind_name(bad), r);
  }
  return 0;
}

static int exec_apply(bo_interp *I, const insn *in, slot *F) {
  int64_t r[MAX_MAP];
  if (eval_map(I, in->aux, in, F, r)) return RC_ERROR;
  F[in->r].i = r[0];
  return 0;
}
/* affine.min, or affine.max when in->flags is set. */
static int exec_min(bo_interp *I, const insn *in, slot *F) {
  const map_aux *m = in->aux;
  int64_t r[MAX_MAP];
  if (eval_map(I, m, in, F, r)) return RC_ERROR;
  int64_t v = r[0];
  for (unsigned i = 1; i < bo_affine_map_num_results(m->map); i++)
    v = in->flags ? (r[i] > v ? r[i] : v) : (r[i] < v ? r[i] : v);
  F[in->r].i = v;
  return 0;
}
static int dec_map_op(decoder *D, const bo_op *op, insn *in, exec_fn fn, bool is_max) {
  map_aux *m = dec_alloc(D, sizeof *m);
  if (dec_map(D, op, "map", 0, m) || bo_affine_map_num_results(m->map) < 1) return -1;
  in->aux = m;
  in->flags = is_max;
  in->fn = fn;
  return 0;
}
static int dec_apply(decoder *D, const bo_op *op, insn *in) {
  return dec_map_op(D, op, in, exec_apply, false);
}
static int dec_min(decoder *D, const bo_op *op, insn *in) {
  return dec_map_op(D, op, in, exec_min, false);
}
static int dec_max(decoder *D, const bo_op *op, insn *in) {
  return dec_map_op(D, op, in, exec_min, true);
}

typedef struct afor_aux {
  map_aux lb, ub;
  code_region body;
  uint32_t iv, n, *args, first_init;
  uint8_t *obj;
} afor_aux;


static int exec_for(bo_interp *I, const insn *in, slot *F) {
  const afor_aux *x = in->aux;
  int64_t r[MAX_MAP];
  if (eval_map(I, &x->lb, in, F, r)) return RC_ERROR;
  int64_t lb = r[0];
  for (unsigned i = 1; i < bo_affine_map_num_results(x->lb.map); i++) lb = r[i] > lb ? r[i] : lb;
  if (eval_map(I, &x->ub, in, F, r)) return RC_ERROR;
  int64_t ub = r[0];
  for (unsigned i = 1; i < bo_affine_map_num_results(x->ub.map); i++) ub = r[i] < ub ? r[i] : ub;
  slots_transfer(I, F, x->args, x->obj, in->ops + x->first_init, x->n);
  for (int64_t iv = lb; iv < ub; iv += in->imm) {
    F[x->iv].i = iv;
    const insn *term;
    if (run_region(I, &x->body, F, &term)) return RC_ERROR;
    if (x->n) slots_transfer(I, F, x->args, x->obj, term->ops, x->n);
  }
  slots_transfer(I, F, in->res, x->obj, x->args, x->n);
  return 0;
}

static int dec_for(decoder *D, const bo_op *op, insn *in) {
  afor_aux *x = dec_alloc(D, sizeof *x);
  unsigned nlb = seg(op, 0), nub = seg(op, 1);
  const bo_attr *step = bo_op_get_attr(op, "step");
  bo_block *body = op->regions[0].first;
  if (!step || !body || body->num_args < 1 || dec_map(D, op, "lowerBoundMap", 0, &x->lb) ||
      dec_map(D, op, "upperBoundMap", nlb, &x->ub))
    return -1;
  in->imm = bo_attr_get_int(step);
  if (in->imm <= 0) return -1;
  x->first_init = nlb + nub;
  x->iv = dec_slot(D, body->args[0]);
  x->n = body->num_args - 1;
  x->args = dec_alloc(D, x->n * sizeof(uint32_t));
  x->obj = dec_alloc(D, x->n);
  for (uint32_t i = 0; i < x->n; i++) {
    x->args[i] = dec_slot(D, body->args[i + 1]);
    x->obj[i] = value_is_obj(body->args[i + 1]);
  }
  if (dec_region(D, &op->regions[0], &x->body)) return -1;
  in->aux = x;
  in->fn = exec_for;
  return 0;
}

static int64_t locate(bo_interp *I, const insn *in, const view *v, const int64_t *idx, bool write) {
  int64_t off = v->offset;
  for (unsigned d = 0; d < v->rank; d++) {
    if (idx[d] < 0 || idx[d] >= v->sizes[d]) {
      heap_error(I, in->op, v->blk, "accesses out of bounds: index %lld in dimension %u of size %lld",
                 (long long)idx[d], d, (long long)v->sizes[d]);
      return -1;
    }
    off += idx[d] * v->strides[d];
  }
  if (heap_check_range(I, in->op, v, off, off, write)) return -1;
  return off;
}

static int exec_load(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->a].o;
  int64_t idx[MAX_MAP];
  if (eval_map(I, in->aux, in, F, idx)) return RC_ERROR;
  int64_t off = locate(I, in, v, idx, false);
  if (off < 0 || heap_check_init(I, in->op, v, off)) return RC_ERROR;
  F[in->r] = elem_load(v->ek, v->blk->data + off * ek_size(v->ek));
  return 0;
}
static int exec_store(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->b].o;
  int64_t idx[MAX_MAP];
  if (eval_map(I, in->aux, in, F, idx)) return RC_ERROR;
  int64_t off = locate(I, in, v, idx, true);
  if (off < 0) return RC_ERROR;
  elem_store(v->ek, v->blk->data + off * ek_size(v->ek), F[in->a]);
  heap_mark_written(v, off);
  return 0;
}
static int dec_load(decoder *D, const bo_op *op, insn *in) {
  map_aux *m = dec_alloc(D, sizeof *m);
  if (dec_map(D, op, "map", 1, m)) return -1;
  in->aux = m;
  in->fn = exec_load;
  return 0;
}
static int dec_store(decoder *D, const bo_op *op, insn *in) {
  map_aux *m = dec_alloc(D, sizeof *m);
  if (dec_map(D, op, "map", 2, m)) return -1;
  in->aux = m;
  in->fn = exec_store;
  return 0;
}

/* affine.if: the then region when every constraint holds (== 0 or >= 0). */
typedef struct aif_aux {
  const bo_attr *set;
  code_region then_r, else_r;
  bool has_else;
  uint8_t *res_obj;
} aif_aux;

static int exec_if(bo_interp *I, const insn *in, slot *F) {
  const aif_aux *x = in->aux;
  unsigned nd = bo_affine_map_num_dims(x->set), ns = bo_affine_map_num_symbols(x->set);
  int64_t dims[MAX_MAP], syms[MAX_MAP];
  for (unsigned i = 0; i < nd; i++) dims[i] = F[in->ops[i]].i;
  for (unsigned i = 0; i < ns; i++) syms[i] = F[in->ops[nd + i]].i;
  bool holds = true;
  for (unsigned c = 0; holds && c < bo_affine_map_num_results(x->set); c++) {
    const bo_affine_expr *bad = NULL;
    int64_t v;
    int rc = eval_expr(bo_affine_map_result(x->set, c), dims, syms, &v, &bad);
    if (rc != EVAL_OK)
      return interp_error(I, in->op, "%s %s in constraint #%u of the condition",
                          affine_kind_name(bad), rc == EVAL_DIV_ZERO ? "by zero" : "overflow", c);
    holds = bo_integer_set_is_eq(x->set, c) ? v == 0 : v >= 0;
  }
  if (!holds && !x->has_else) return 0;
  const insn *term;
  if (run_region(I, holds ? &x->then_r : &x->else_r, F, &term)) return RC_ERROR;
  if (in->nres) slots_transfer(I, F, in->res, x->res_obj, term->ops, in->nres);
  return 0;
}

static int dec_if(decoder *D, const bo_op *op, insn *in) {
  aif_aux *x = dec_alloc(D, sizeof *x);
  x->set = bo_op_get_attr(op, "condition");
  if (!x->set || bo_attr_get_kind(x->set) != BO_ATTR_INTEGER_SET ||
      bo_affine_map_num_dims(x->set) > MAX_MAP || bo_affine_map_num_symbols(x->set) > MAX_MAP ||
      op->num_regions != 2 || dec_region(D, &op->regions[0], &x->then_r))
    return -1;
  x->has_else = !bo_region_is_empty(&op->regions[1]);
  if (x->has_else && dec_region(D, &op->regions[1], &x->else_r)) return -1;
  if (op->num_results && !x->has_else) return -1;
  x->res_obj = dec_alloc(D, op->num_results + 1);
  for (unsigned i = 0; i < op->num_results; i++) x->res_obj[i] = value_is_obj(&op->results[i]);
  in->aux = x;
  in->fn = exec_if;
  return 0;
}

/* affine.parallel: the iterations run in order (row-major over the ivs); a
 * dimension runs from the max of its lower-bound group to the min of its
 * upper-bound group.  Each result starts at its reduction's identity and
 * combines the yielded value of every iteration (f32/f64 and integer
 * results; "assign" keeps the last). */
#define MAX_PAR 8
enum { RK_ADDF = 0, RK_ADDI = 1, RK_ANDI = 2, RK_ASSIGN = 3, RK_MAXIMUMF = 4, RK_MAXS = 6,
       RK_MAXU = 7, RK_MINIMUMF = 8, RK_MINS = 10, RK_MINU = 11, RK_MULF = 12, RK_MULI = 13,
       RK_ORI = 14 };
typedef struct apar_aux {
  map_aux lb, ub;
  unsigned rank, lb_groups[MAX_PAR], ub_groups[MAX_PAR];
  int64_t steps[MAX_PAR];
  uint32_t ivs[MAX_PAR];
  code_region body;
  local_slots locals;
  int64_t *kinds;      /* per result: the reduction */
  elem_kind *res_ek;   /* per result: its scalar kind */
} apar_aux;

static slot red_identity(int64_t k, elem_kind ek) {
  slot s = {0};
  bool f64 = ek == EK_F64;
  unsigned w = ek_int_width(ek);
  switch (k) {
  case RK_MULF: if (f64) s.d = 1.0; else s.f = 1.0f; break;
  case RK_MAXIMUMF: if (f64) s.d = -INFINITY; else s.f = -INFINITY; break;
  case RK_MINIMUMF: if (f64) s.d = INFINITY; else s.f = INFINITY; break;
  case RK_MULI: s.i = 1; break;
  case RK_ANDI: s.i = sext(-1, w); break;
  case RK_MAXS: s.i = w >= 64 ? INT64_MIN : -(INT64_C(1) << (w - 1)); break;
  case RK_MINS: s.i = w >= 64 ? INT64_MAX : (INT64_C(1) << (w - 1)) - 1; break;
  case RK_MINU: s.i = -1; break;
  default: break; /* addf, addi, ori, maxu: zero; assign: the first value replaces it */
  }
  return s;
}

static double fmax_nan(double a, double b) { return a != a || b != b ? NAN : a > b ? a : b; }
static double fmin_nan(double a, double b) { return a != a || b != b ? NAN : a < b ? a : b; }

static slot red_combine(int64_t k, elem_kind ek, slot a, slot b) {
  unsigned w = ek_int_width(ek);
  uint64_t m = w >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1;
  if (ek == EK_F64) {
    switch (k) {
    case RK_ADDF: a.d += b.d; break;
    case RK_MULF: a.d *= b.d; break;
    case RK_MAXIMUMF: a.d = fmax_nan(a.d, b.d); break;
    case RK_MINIMUMF: a.d = fmin_nan(a.d, b.d); break;
    default: a = b; break;
    }
    return a;
  }
  if (ek_is_float(ek)) {
    switch (k) {
    case RK_ADDF: a.f += b.f; break;
    case RK_MULF: a.f *= b.f; break;
    case RK_MAXIMUMF: a.f = (float)fmax_nan(a.f, b.f); break;
    case RK_MINIMUMF: a.f = (float)fmin_nan(a.f, b.f); break;
    default: a = b; break;
    }
    return a;
  }
  switch (k) {
  case RK_ADDI: a.i = sext((int64_t)((uint64_t)a.i + (uint64_t)b.i), w); break;
  case RK_MULI: a.i = sext((int64_t)((uint64_t)a.i * (uint64_t)b.i), w); break;
  case RK_ANDI: a.i &= b.i; break;
  case RK_ORI: a.i |= b.i; break;
  case RK_MAXS: a.i = b.i > a.i ? b.i : a.i; break;
  case RK_MINS: a.i = b.i < a.i ? b.i : a.i; break;
  case RK_MAXU: a.i = ((uint64_t)b.i & m) > ((uint64_t)a.i & m) ? b.i : a.i; break;
  case RK_MINU: a.i = ((uint64_t)b.i & m) < ((uint64_t)a.i & m) ? b.i : a.i; break;
  default: a = b; break;
  }
  return a;
}

static int exec_parallel(bo_interp *I, const insn *in, slot *F) {
  const apar_aux *x = in->aux;
  int64_t lbr[MAX_MAP], ubr[MAX_MAP], lo[MAX_PAR], hi[MAX_PAR], iv[MAX_PAR];
  if (eval_map(I, &x->lb, in, F, lbr) || eval_map(I, &x->ub, in, F, ubr)) return RC_ERROR;
  unsigned li = 0, ui = 0;
  bool empty = false;
  for (unsigned d = 0; d < x->rank; d++) {
    lo[d] = lbr[li];
    for (unsigned g = 1; g < x->lb_groups[d]; g++) lo[d] = lbr[li + g] > lo[d] ? lbr[li + g] : lo[d];
    li += x->lb_groups[d];
    hi[d] = ubr[ui];
    for (unsigned g = 1; g < x->ub_groups[d]; g++) hi[d] = ubr[ui + g] < hi[d] ? ubr[ui + g] : hi[d];
    ui += x->ub_groups[d];
    empty = empty || lo[d] >= hi[d];
    iv[d] = lo[d];
  }
  for (uint32_t r = 0; r < in->nres; r++) F[in->res[r]] = red_identity(x->kinds[r], x->res_ek[r]);
  if (empty) return 0;
  for (;;) {
    for (unsigned d = 0; d < x->rank; d++) F[x->ivs[d]].i = iv[d];
    const insn *term;
    if (run_region(I, &x->body, F, &term)) return RC_ERROR;
    for (uint32_t r = 0; r < in->nres; r++)
      F[in->res[r]] = red_combine(x->kinds[r], x->res_ek[r], F[in->res[r]], F[term->ops[r]]);
    release_locals(I, F, &x->locals);
    unsigned d = x->rank;
    while (d > 0) { /* the next point, innermost dimension fastest */
      d--;
      iv[d] += x->steps[d];
      if (iv[d] < hi[d]) break;
      iv[d] = lo[d];
      if (d == 0) return 0;
    }
    if (x->rank == 0) return 0;
  }
}

static unsigned dec_groups(const bo_attr *g, unsigned *out, unsigned max) {
  const bo_type *t = g ? bo_attr_get_type(g) : NULL;
  if (!t || bo_type_get_rank(t) != 1 || bo_type_get_shape(t)[0] > max) return ~0u;
  unsigned n = (unsigned)bo_type_get_shape(t)[0];
  for (unsigned i = 0; i < n; i++) {
    int64_t v = bo_attr_dense_int_at(g, i);
    if (v <= 0 || v > MAX_MAP) return ~0u;
    out[i] = (unsigned)v;
  }
  return n;
}

static int dec_parallel(decoder *D, const bo_op *op, insn *in) {
  apar_aux *x = dec_alloc(D, sizeof *x);
  bo_block *body = op->regions[0].first;
  const bo_attr *steps = bo_op_get_attr(op, "steps"), *reds = bo_op_get_attr(op, "reductions");
  if (!body || !steps || !reds || body->num_args > MAX_PAR ||
      dec_map(D, op, "lowerBoundsMap", 0, &x->lb))
    return -1;
  if (dec_map(D, op, "upperBoundsMap", x->lb.nd + x->lb.ns, &x->ub)) return -1;
  x->rank = body->num_args;
  if (dec_groups(bo_op_get_attr(op, "lowerBoundsGroups"), x->lb_groups, MAX_PAR) != x->rank ||
      dec_groups(bo_op_get_attr(op, "upperBoundsGroups"), x->ub_groups, MAX_PAR) != x->rank)
    return -1;
  for (unsigned d = 0; d < x->rank; d++) {
    x->steps[d] = bo_attr_get_int(bo_attr_array_get(steps, d));
    if (x->steps[d] <= 0) return -1;
    x->ivs[d] = dec_slot(D, body->args[d]);
  }
  x->kinds = dec_alloc(D, (op->num_results + 1) * sizeof *x->kinds);
  x->res_ek = dec_alloc(D, (op->num_results + 1) * sizeof *x->res_ek);
  for (unsigned r = 0; r < op->num_results; r++) {
    x->kinds[r] = bo_attr_get_int(bo_attr_array_get(reds, r));
    x->res_ek[r] = ek_of_type(op->results[r].type);
    elem_kind ek = x->res_ek[r];
    /* scalars only; f16/bf16 would need rounding after each step */
    if (ek == EK_NONE || ek == EK_REF || ek == EK_F16 || ek == EK_BF16) return -1;
  }
  if (dec_region(D, &op->regions[0], &x->body)) return -1;
  dec_region_locals(D, &op->regions[0], &x->locals);
  in->aux = x;
  in->fn = exec_parallel;
  return 0;
}

/* affine.linearize_index / delinearize_index over the basis (static values,
 * kDynamic ones taken from the dynamic operands in order). */
typedef struct basis_aux {
  unsigned n, first_dyn, nidx;
  const bo_attr *basis;
} basis_aux;

static void read_basis(const basis_aux *x, const insn *in, const slot *F, int64_t *b) {
  unsigned k = 0;
  for (unsigned i = 0; i < x->n; i++) {
    b[i] = bo_attr_dense_array_int_at(x->basis, i);
    if (b[i] == BO_DYNAMIC) b[i] = F[in->ops[x->first_dyn + k++]].i;
  }
}

static int exec_linearize(bo_interp *I, const insn *in, slot *F) {
  const basis_aux *x = in->aux;
  int64_t b[MAX_MAP];
  read_basis(x, in, F, b);
  /* sum of idx[i] * product of the basis elements after the one of idx[i] */
  uint64_t acc = 0, stride = 1;
  for (unsigned i = x->nidx; i-- > 0;) {
    acc += (uint64_t)F[in->ops[i]].i * stride;
    unsigned bi = i + x->n - x->nidx; /* basis element of index i */
    if (i > 0) stride *= (uint64_t)b[bi];
  }
  F[in->r].i = (int64_t)acc;
  return 0;
}

static int exec_delinearize(bo_interp *I, const insn *in, slot *F) {
  const basis_aux *x = in->aux;
  int64_t b[MAX_MAP];
  read_basis(x, in, F, b);
  int64_t v = F[in->ops[0]].i;
  unsigned nres = in->nres;
  /* innermost result first: v mod b, then v floordiv b */
  for (unsigned r = nres; r-- > 1;) {
    int64_t bb = b[r + x->n - nres];
    if (bb <= 0) return interp_error(I, in->op, "basis element #%u is %lld, not positive",
                                     r + x->n - nres, (long long)bb);
    int64_t q = v / bb, m = v % bb;
    if (m < 0) { m += bb; q -= 1; }
    F[in->res[r]].i = m;
    v = q;
  }
  F[in->res[0]].i = v;
  return 0;
}

static int dec_basis(decoder *D, const bo_op *op, insn *in, unsigned first_dyn, unsigned nidx,
                     exec_fn fn) {
  basis_aux *x = dec_alloc(D, sizeof *x);
  x->basis = bo_op_get_attr(op, "static_basis");
  if (!x->basis || bo_attr_get_kind(x->basis) != BO_ATTR_DENSE_ARRAY) return -1;
  x->n = bo_attr_get_num_elements(x->basis);
  x->first_dyn = first_dyn;
  x->nidx = nidx;
  if (x->n > MAX_MAP || nidx < x->n || nidx > x->n + 1) return -1;
  in->aux = x;
  in->fn = fn;
  return 0;
}

static int dec_linearize(decoder *D, const bo_op *op, insn *in) {
  unsigned n = seg(op, 0);
  return dec_basis(D, op, in, n, n, exec_linearize);
}

static int dec_delinearize(decoder *D, const bo_op *op, insn *in) {
  if (op->num_results == 0) return -1;
  return dec_basis(D, op, in, 1, op->num_results, exec_delinearize);
}

/* ------------------------------------------ vector_load / vector_store */

/* The block offset of vector element `lin` (row-major over vshape) read or
 * written at base indices idx: the vector's dims add to the memref's last
 * vrank indices.  -1 after a diagnostic. */
static int64_t vector_elem_offset(bo_interp *I, const insn *in, const view *v, const int64_t *idx,
                                  const bo_type *vt, int64_t lin, bool write) {
  unsigned vr = bo_type_get_rank(vt);
  const int64_t *vs = bo_type_get_shape(vt);
  int64_t at[MAX_MAP];
  for (unsigned d = 0; d < v->rank; d++) at[d] = idx[d];
  for (unsigned r = vr; r-- > 0;) {
    at[v->rank - vr + r] += lin % vs[r];
    lin /= vs[r];
  }
  return locate(I, in, v, at, write);
}

static int exec_vector_load(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->a].o;
  const bo_type *vt = in->op->results[0].type;
  int64_t idx[MAX_MAP];
  if (eval_map(I, in->aux, in, F, idx)) return RC_ERROR;
  view *r = tensor_new(I, v->ek, bo_type_get_rank(vt), bo_type_get_shape(vt));
  if (!r) return interp_error(I, in->op, "out of memory");
  for (int64_t e = 0, n = view_num_elems(r); e < n; e++) {
    int64_t off = vector_elem_offset(I, in, v, idx, vt, e, false);
    if (off < 0 || heap_check_init(I, in->op, v, off)) {
      obj_release(I, &r->h);
      return RC_ERROR;
    }
    memcpy(view_ptr(r, e), v->blk->data + off * ek_size(v->ek), (size_t)ek_size(v->ek));
  }
  slot_put(F, in->r, &r->h, I);
  return 0;
}
static int exec_vector_store(bo_interp *I, const insn *in, slot *F) {
  const view *s = (const view *)F[in->a].o, *v = (const view *)F[in->b].o;
  const bo_type *vt = in->op->operands[0].value->type;
  int64_t idx[MAX_MAP];
  if (eval_map(I, in->aux, in, F, idx)) return RC_ERROR;
  for (int64_t e = 0, n = view_num_elems(s); e < n; e++) {
    int64_t off = vector_elem_offset(I, in, v, idx, vt, e, true);
    if (off < 0 || heap_check_init(I, in->op, s, s->offset + e)) return RC_ERROR;
    memcpy(v->blk->data + off * ek_size(v->ek), view_ptr(s, e), (size_t)ek_size(v->ek));
    heap_mark_written(v, off);
  }
  return 0;
}
/* The memref (operand `mem`) holds scalars of the vector's element type
 * and has at least the vector's rank (the verifier's rules; a memref of
 * vectors is not run). */
static int dec_vector_access(decoder *D, const bo_op *op, insn *in, unsigned mem, const bo_type *vt,
                             exec_fn fn) {
  const bo_type *mt = op->operands[mem].value->type;
  map_aux *m = dec_alloc(D, sizeof *m);
  if (bo_type_get_kind(vt) != BO_TYPE_VECTOR || !bo_type_has_rank(mt) ||
      bo_type_get_element_type(mt) != bo_type_get_element_type(vt) ||
      bo_type_get_rank(vt) > bo_type_get_rank(mt) || bo_type_get_rank(mt) > MAX_MAP ||
      elem_kind_of_shaped(mt) == EK_NONE || elem_kind_of_shaped(mt) == EK_REF ||
      dec_map(D, op, "map", mem + 1, m) ||
      bo_affine_map_num_results(m->map) != bo_type_get_rank(mt))
    return -1;
  in->aux = m;
  in->fn = fn;
  return 0;
}
static int dec_vector_load(decoder *D, const bo_op *op, insn *in) {
  return dec_vector_access(D, op, in, 0, op->results[0].type, exec_vector_load);
}
static int dec_vector_store(decoder *D, const bo_op *op, insn *in) {
  return dec_vector_access(D, op, in, 1, op->operands[0].value->type, exec_vector_store);
}

/* --------------------------------------------- dma_start / dma_wait */

/* Operands: src, src indices, dst, dst indices, tag, tag indices, count
 * (, stride, elements per stride). */
typedef struct adma_aux {
  map_aux src, dst;
  uint32_t num;
  bool strided;
} adma_aux;

static int exec_dma_start(bo_interp *I, const insn *in, slot *F) {
  const adma_aux *x = in->aux;
  const view *s = (const view *)F[in->ops[0]].o, *d = (const view *)F[in->ops[x->dst.first - 1]].o;
  int64_t n = F[in->ops[x->num]].i;
  if (x->strided) return interp_error(I, in->op, "a strided affine.dma_start is not supported yet");
  if (n < 0) return interp_error(I, in->op, "transfers a negative number of elements (%lld)", (long long)n);
  int64_t si[MAX_MAP], di[MAX_MAP];
  if (eval_map(I, &x->src, in, F, si) || eval_map(I, &x->dst, in, F, di)) return RC_ERROR;
  if (n == 0) return 0;
  if (n > 1 && (s->rank == 0 || d->rank == 0))
    return interp_error(I, in->op, "transfers %lld elements, past the end of a buffer", (long long)n);
  size_t es = ek_size(s->ek);
  for (int64_t k = 0; k < n; k++) {
    int64_t so = locate(I, in, s, si, false);
    if (so < 0 || heap_check_init(I, in->op, s, so)) return RC_ERROR;
    int64_t dof = locate(I, in, d, di, true);
    if (dof < 0) return RC_ERROR;
    memmove(d->blk->data + dof * es, s->blk->data + so * es, es);
    heap_mark_written(d, dof);
    /* the next index in row-major order; the walk past the last element
     * wraps to 0 and is reported by locate on the next element */
    for (unsigned r = s->rank; r-- > 0;) {
      if (++si[r] < s->sizes[r] || r == 0) break;
      si[r] = 0;
    }
    for (unsigned r = d->rank; r-- > 0;) {
      if (++di[r] < d->sizes[r] || r == 0) break;
      di[r] = 0;
    }
  }
  I->heap.copied_bytes += (uint64_t)n * es;
  return 0;
}
static int dec_dma_start(decoder *D, const bo_op *op, insn *in) {
  adma_aux *x = dec_alloc(D, sizeof *x);
  const bo_attr *tm = bo_op_get_attr(op, "tag_map");
  if (dec_map(D, op, "src_map", 1, &x->src)) return -1;
  unsigned dst = 1 + x->src.nd + x->src.ns;
  if (dec_map(D, op, "dst_map", dst + 1, &x->dst) || !tm || bo_attr_get_kind(tm) != BO_ATTR_AFFINE_MAP)
    return -1;
  unsigned tag = dst + 1 + x->dst.nd + x->dst.ns;
  x->num = tag + 1 + bo_affine_map_num_dims(tm) + bo_affine_map_num_symbols(tm);
  if (x->num >= op->num_operands) return -1;
  x->strided = op->num_operands > x->num + 1;
  const bo_type *st = op->operands[0].value->type, *dt = op->operands[dst].value->type;
  if (!bo_type_has_rank(st) || !bo_type_has_rank(dt) ||
      bo_type_get_element_type(st) != bo_type_get_element_type(dt) ||
      elem_kind_of_shaped(st) == EK_REF || elem_kind_of_shaped(st) == EK_NONE ||
      bo_affine_map_num_results(x->src.map) != bo_type_get_rank(st) ||
      bo_affine_map_num_results(x->dst.map) != bo_type_get_rank(dt))
    return -1;
  in->aux = x;
  in->fn = exec_dma_start;
  return 0;
}

/* affine.prefetch and affine.dma_wait: a hint; a transfer already done. */
static int exec_nop(bo_interp *I, const insn *in, slot *F) { return 0; }
static int dec_prefetch(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_nop;
  return 0;
}

static int exec_yield(bo_interp *I, const insn *in, slot *F) { return RC_YIELD; }
static int dec_yield(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_yield;
  return 0;
}

static const interp_hook k_hooks[] = {
    {BO_OP_AFFINE_APPLY, dec_apply},      {BO_OP_AFFINE_MIN, dec_min},
    {BO_OP_AFFINE_MAX, dec_max},          {BO_OP_AFFINE_FOR, dec_for},
    {BO_OP_AFFINE_LOAD, dec_load},        {BO_OP_AFFINE_STORE, dec_store},
    {BO_OP_AFFINE_YIELD, dec_yield},      {BO_OP_AFFINE_IF, dec_if},
    {BO_OP_AFFINE_PARALLEL, dec_parallel}, {BO_OP_AFFINE_LINEARIZE_INDEX, dec_linearize},
    {BO_OP_AFFINE_DELINEARIZE_INDEX, dec_delinearize}, {BO_OP_AFFINE_PREFETCH, dec_prefetch},
    {BO_OP_AFFINE_VECTOR_LOAD, dec_vector_load}, {BO_OP_AFFINE_VECTOR_STORE, dec_vector_store},
    {BO_OP_AFFINE_DMA_START, dec_dma_start},     {BO_OP_AFFINE_DMA_WAIT, dec_prefetch},
};

const interp_table bo_interp_affine_table = {k_hooks, sizeof k_hooks / sizeof k_hooks[0]};
