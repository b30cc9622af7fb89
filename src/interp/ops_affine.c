/* ops_affine.c - semantics of the affine dialect: apply, min, max, for,
 * load, store, yield.
 *
 * A map's operands are its dims followed by its symbols; results are
 * evaluated with MLIR's floordiv/ceildiv/mod semantics, and a division by
 * zero or an overflowing division (the minimum by -1) is an error at the op,
 * as arith.divsi's is (its lowering would be undefined behaviour).  affine.for
 * runs from the max of its lower-bound map to the min of its upper-bound map.
 * Loads and stores compute their indices through the map, then go through
 * the same checks as memref.load/store.  O(map size) per op.
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

static int exec_yield(bo_interp *I, const insn *in, slot *F) { return RC_YIELD; }
static int dec_yield(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_yield;
  return 0;
}

static const interp_hook k_hooks[] = {
    {BO_OP_AFFINE_APPLY, dec_apply},      {BO_OP_AFFINE_MIN, dec_min},
    {BO_OP_AFFINE_MAX, dec_max},          {BO_OP_AFFINE_FOR, dec_for},
    {BO_OP_AFFINE_LOAD, dec_load},        {BO_OP_AFFINE_STORE, dec_store},
    {BO_OP_AFFINE_YIELD, dec_yield},
};

const interp_table bo_interp_affine_table = {k_hooks, sizeof k_hooks / sizeof k_hooks[0]};
