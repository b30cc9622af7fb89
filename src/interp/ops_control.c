/* ops_control.c - semantics of control flow and printing: func (call,
 * return), scf (for, while, if, execute_region, index_switch, yield,
 * condition), cf (br, cond_br, switch, assert) and vector.print.
 *
 * Region ops decode their regions into the enclosing function's frame; at
 * run time they bind the entry block's arguments, run the region and copy
 * the terminator's operands out (as a parallel copy, so `yield %b, %a` swaps).
 * Branches copy their operands into the target block's argument slots and
 * name the target; the exec loop of exec.c jumps there.  O(1) per op plus
 * O(values passed).
 */
#include <ctype.h>
#include <string.h>

#include "interp_internal.h"

static uint8_t *results_obj(decoder *D, const bo_op *op) {
  uint8_t *o = dec_alloc(D, op->num_results);
  for (unsigned i = 0; i < op->num_results; i++) o[i] = value_is_obj(&op->results[i]);
  return o;
}

/* ------------------------------------------------------------- func */

static int exec_yield(bo_interp *I, const insn *in, slot *F) { return RC_YIELD; }
static int dec_yield(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_yield;
  return 0;
}

typedef struct call_aux {
  code_func *callee;
  uint8_t *res_obj;
} call_aux;

static int exec_call(bo_interp *I, const insn *in, slot *F) {
  const call_aux *x = in->aux;
  slot small_args[16], small_res[16];
  slot *args = in->nops <= 16 ? small_args : malloc(in->nops * sizeof(slot));
  slot *res = in->nres <= 16 ? small_res : calloc(in->nres, sizeof(slot));
  for (uint32_t i = 0; i < in->nops; i++) args[i] = F[in->ops[i]];
  int rc = interp_call(I, x->callee, args, res, in->op);
  if (rc == 0)
    for (uint32_t i = 0; i < in->nres; i++) {
      if (x->res_obj[i]) slot_put(F, in->res[i], res[i].o, I);
      else F[in->res[i]] = res[i];
    }
  if (args != small_args) free(args);
  if (res != small_res) free(res);
  return rc ? RC_ERROR : 0;
}

static int dec_call(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *callee = bo_op_get_attr(op, "callee");
  if (!callee || bo_attr_get_kind(callee) != BO_ATTR_SYMBOL_REF) return -1;
  call_aux *x = dec_alloc(D, sizeof *x);
  x->callee = interp_get_func(D->I, bo_attr_symbol_root(callee));
  if (!x->callee) {
    return dec_refuse(D, "callee not found");
  }
  x->res_obj = results_obj(D, op);
  in->aux = x;
  in->fn = exec_call;
  return 0;
}

/* Function values: a slot holds the code_func pointer. */
static int exec_func_constant(bo_interp *I, const insn *in, slot *F) {
  F[in->r].i = (int64_t)(intptr_t)in->aux;
  return 0;
}
static int dec_func_constant(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *v = bo_op_get_attr(op, "value");
  if (!v || bo_attr_get_kind(v) != BO_ATTR_SYMBOL_REF) return -1;
  code_func *f = interp_get_func(D->I, bo_attr_symbol_root(v));
  if (!f) return -1;
  in->aux = f;
  in->fn = exec_func_constant;
  return 0;
}

static int exec_call_indirect(bo_interp *I, const insn *in, slot *F) {
  code_func *callee = (code_func *)(intptr_t)F[in->a].i;
  const uint8_t *res_obj = in->aux;
  slot small_args[16], small_res[16];
  uint32_t nargs = in->nops - 1;
  slot *args = nargs <= 16 ? small_args : malloc(nargs * sizeof(slot));
  slot *res = in->nres <= 16 ? small_res : calloc(in->nres, sizeof(slot));
  for (uint32_t i = 0; i < nargs; i++) args[i] = F[in->ops[i + 1]];
  int rc = interp_call(I, callee, args, res, in->op);
  if (rc == 0)
    for (uint32_t i = 0; i < in->nres; i++) {
      if (res_obj[i]) slot_put(F, in->res[i], res[i].o, I);
      else F[in->res[i]] = res[i];
    }
  if (args != small_args) free(args);
  if (res != small_res) free(res);
  return rc ? RC_ERROR : 0;
}
static int dec_call_indirect(decoder *D, const bo_op *op, insn *in) {
  if (!in->nops) return -1;
  in->aux = results_obj(D, op);
  in->fn = exec_call_indirect;
  return 0;
}

/* unrealized_conversion_cast between types of the same representation. */
static int exec_passthrough(bo_interp *I, const insn *in, slot *F) {
  slot_copy(I, F, in->r, F[in->a], in->flags);
  return 0;
}
static int dec_unrealized_cast(decoder *D, const bo_op *op, insn *in) {
  if (op->num_operands != 1 || op->num_results != 1) return -1;
  bool a = value_is_obj(op->operands[0].value), b = value_is_obj(&op->results[0]);
  if (a != b) return -1;
  in->flags = a;
  in->fn = exec_passthrough;
  return 0;
}

/* -------------------------------------------------------------- scf */

typedef struct for_aux {
  code_region body;
  local_slots locals;
  uint32_t iv;
  uint32_t n;         /* iter args */
  uint32_t *args;     /* body iter-arg slots */
  uint8_t *obj;       /* per iter arg */
  bool is_unsigned;
} for_aux;

static int exec_for(bo_interp *I, const insn *in, slot *F) {
  const for_aux *x = in->aux;
  int64_t lb = F[in->a].i, ub = F[in->b].i, step = F[in->c].i;
  if (step <= 0) return interp_error(I, in->op, "step must be positive, got %lld", (long long)step);
  slots_transfer(I, F, x->args, x->obj, in->ops + 3, x->n);
  for (int64_t iv = lb; x->is_unsigned ? (uint64_t)iv < (uint64_t)ub : iv < ub; iv += step) {
    F[x->iv].i = iv;
    const insn *term;
    if (run_region(I, &x->body, F, &term)) return RC_ERROR;
    if (x->n) slots_transfer(I, F, x->args, x->obj, term->ops, x->n);
    release_locals(I, F, &x->locals);
    if (__builtin_add_overflow(iv, step, &(int64_t){0})) break;
  }
  slots_transfer(I, F, in->res, x->obj, x->args, x->n);
  return 0;
}

static int dec_for(decoder *D, const bo_op *op, insn *in) {
  in->c64_values_ok = 1; /* hands values on as they are */
  for_aux *x = dec_alloc(D, sizeof *x);
  bo_block *body = op->regions[0].first;
  if (!body || body->num_args < 1) return -1;
  x->iv = dec_slot(D, body->args[0]);
  x->n = body->num_args - 1;
  x->args = dec_alloc(D, x->n * sizeof(uint32_t));
  x->obj = dec_alloc(D, x->n);
  for (uint32_t i = 0; i < x->n; i++) {
    x->args[i] = dec_slot(D, body->args[i + 1]);
    x->obj[i] = value_is_obj(body->args[i + 1]);
  }
  x->is_unsigned = bo_op_get_attr(op, "unsignedCmp") != NULL;
  if (dec_region(D, &op->regions[0], &x->body)) return -1;
  dec_region_locals(D, &op->regions[0], &x->locals);
  in->aux = x;
  in->fn = exec_for;
  return 0;
}

typedef struct if_aux {
  code_region then_r, else_r;
  bool has_else;
  uint8_t *res_obj;
} if_aux;

static int exec_if(bo_interp *I, const insn *in, slot *F) {
  const if_aux *x = in->aux;
  bool c = F[in->a].i & 1;
  if (!c && !x->has_else) return 0;
  const insn *term;
  if (run_region(I, c ? &x->then_r : &x->else_r, F, &term)) return RC_ERROR;
  if (in->nres) slots_transfer(I, F, in->res, x->res_obj, term->ops, in->nres);
  return 0;
}

static int dec_if(decoder *D, const bo_op *op, insn *in) {
  in->c64_values_ok = 1; /* hands values on as they are */
  if_aux *x = dec_alloc(D, sizeof *x);
  if (dec_region(D, &op->regions[0], &x->then_r)) return -1;
  x->has_else = op->num_regions > 1 && !bo_region_is_empty(&op->regions[1]);
  if (x->has_else && dec_region(D, &op->regions[1], &x->else_r)) return -1;
  x->res_obj = results_obj(D, op);
  in->aux = x;
  in->fn = exec_if;
  return 0;
}

typedef struct while_aux {
  code_region before, after;
  local_slots before_locals, after_locals;
  uint32_t nb, na;
  uint32_t *bargs, *aargs;
  uint8_t *bobj, *aobj;
} while_aux;

static int exec_while(bo_interp *I, const insn *in, slot *F) {
  const while_aux *x = in->aux;
  slots_transfer(I, F, x->bargs, x->bobj, in->ops, x->nb);
  for (;;) {
    const insn *cond;
    if (run_region(I, &x->before, F, &cond)) return RC_ERROR;
    /* scf.condition(%c) %args... */
    if (!(F[cond->ops[0]].i & 1)) {
      slots_transfer(I, F, in->res, x->aobj, cond->ops + 1, x->na);
      release_locals(I, F, &x->before_locals);
      return 0;
    }
    slots_transfer(I, F, x->aargs, x->aobj, cond->ops + 1, x->na);
    release_locals(I, F, &x->before_locals);
    const insn *y;
    if (run_region(I, &x->after, F, &y)) return RC_ERROR;
    slots_transfer(I, F, x->bargs, x->bobj, y->ops, x->nb);
    release_locals(I, F, &x->after_locals);
  }
}

static void block_arg_slots(decoder *D, bo_block *b, uint32_t *n, uint32_t **slots,
                            uint8_t **obj) {
  *n = b ? b->num_args : 0;
  *slots = dec_alloc(D, *n * sizeof(uint32_t));
  *obj = dec_alloc(D, *n);
  for (uint32_t i = 0; i < *n; i++) {
    (*slots)[i] = dec_slot(D, b->args[i]);
    (*obj)[i] = value_is_obj(b->args[i]);
  }
}

static int dec_while(decoder *D, const bo_op *op, insn *in) {
  in->c64_values_ok = 1; /* hands values on as they are */
  while_aux *x = dec_alloc(D, sizeof *x);
  block_arg_slots(D, op->regions[0].first, &x->nb, &x->bargs, &x->bobj);
  block_arg_slots(D, op->regions[1].first, &x->na, &x->aargs, &x->aobj);
  if (dec_region(D, &op->regions[0], &x->before) || dec_region(D, &op->regions[1], &x->after))
    return -1;
  dec_region_locals(D, &op->regions[0], &x->before_locals);
  dec_region_locals(D, &op->regions[1], &x->after_locals);
  in->aux = x;
  in->fn = exec_while;
  return 0;
}

typedef struct exec_region_aux {
  code_region body;
  uint8_t *res_obj;
} exec_region_aux;

static int exec_execute_region(bo_interp *I, const insn *in, slot *F) {
  const exec_region_aux *x = in->aux;
  const insn *term;
  if (run_region(I, &x->body, F, &term)) return RC_ERROR;
  if (in->nres) slots_transfer(I, F, in->res, x->res_obj, term->ops, in->nres);
  return 0;
}

static int dec_execute_region(decoder *D, const bo_op *op, insn *in) {
  in->c64_values_ok = 1; /* hands values on as they are */
  exec_region_aux *x = dec_alloc(D, sizeof *x);
  if (dec_region(D, &op->regions[0], &x->body)) return -1;
  x->res_obj = results_obj(D, op);
  in->aux = x;
  in->fn = exec_execute_region;
  return 0;
}

typedef struct switch_aux {
  uint32_t ncases;
  int64_t *cases;
  code_region *regions; /* default, then one per case */
  uint8_t *res_obj;
} switch_aux;

static int exec_index_switch(bo_interp *I, const insn *in, slot *F) {
  const switch_aux *x = in->aux;
  int64_t v = F[in->a].i;
  const code_region *r = &x->regions[0];
  for (uint32_t i = 0; i < x->ncases; i++)
    if (x->cases[i] == v) r = &x->regions[i + 1];
  const insn *term;
  if (run_region(I, r, F, &term)) return RC_ERROR;
  if (in->nres) slots_transfer(I, F, in->res, x->res_obj, term->ops, in->nres);
  return 0;
}

static int dec_index_switch(decoder *D, const bo_op *op, insn *in) {
  in->c64_values_ok = 1; /* hands values on as they are */
  const bo_attr *cases = bo_op_get_attr(op, "cases");
  if (!cases) return -1;
  switch_aux *x = dec_alloc(D, sizeof *x);
  x->ncases = bo_attr_get_num_elements(cases);
  if (op->num_regions != x->ncases + 1) return -1;
  x->cases = dec_alloc(D, x->ncases * sizeof(int64_t));
  for (uint32_t i = 0; i < x->ncases; i++) x->cases[i] = bo_attr_dense_array_int_at(cases, i);
  x->regions = dec_alloc(D, op->num_regions * sizeof(code_region));
  for (unsigned r = 0; r < op->num_regions; r++)
    if (dec_region(D, &op->regions[r], &x->regions[r])) return -1;
  x->res_obj = results_obj(D, op);
  in->aux = x;
  in->fn = exec_index_switch;
  return 0;
}

/* scf.parallel runs its iterations in lexicographic order; its scf.reduce
 * terminator combines each iteration's values into the accumulators (the
 * result slots) through the reduction regions. */
typedef struct reduce_aux {
  uint32_t n;
  code_region *regions;
  uint32_t *lhs, *rhs; /* per region: block argument slots */
  uint8_t *obj;
} reduce_aux;

static int dec_reduce(decoder *D, const bo_op *op, insn *in) {
  reduce_aux *x = dec_alloc(D, sizeof *x);
  x->n = op->num_regions;
  x->regions = dec_alloc(D, x->n * sizeof(code_region));
  x->lhs = dec_alloc(D, x->n * sizeof(uint32_t));
  x->rhs = dec_alloc(D, x->n * sizeof(uint32_t));
  x->obj = dec_alloc(D, x->n);
  for (uint32_t r = 0; r < x->n; r++) {
    bo_block *b = op->regions[r].first;
    if (!b || b->num_args != 2) return -1;
    x->lhs[r] = dec_slot(D, b->args[0]);
    x->rhs[r] = dec_slot(D, b->args[1]);
    x->obj[r] = value_is_obj(b->args[0]);
    if (dec_region(D, &op->regions[r], &x->regions[r])) return -1;
  }
  in->aux = x;
  in->fn = exec_yield;
  return 0;
}

typedef struct loops_aux {
  unsigned rank;
  mixed lb, ub, step;  /* scf.forall: static + dynamic; scf.parallel: all dynamic */
  uint32_t *iv;
  code_region body;
  uint32_t nout;
  uint32_t *outs;      /* scf.forall: shared-output block argument slots */
  uint8_t *res_obj;
} loops_aux;

/* Iterates the loop nest; calls body for each point. */
static int iterate(bo_interp *I, const insn *in, const loops_aux *x, slot *F,
                   int (*body)(bo_interp *, const insn *, const loops_aux *, slot *)) {
  int64_t lb[16], ub[16], st[16], iv[16];
  for (unsigned d = 0; d < x->rank; d++) {
    lb[d] = mixed_at(&x->lb, F, d);
    ub[d] = mixed_at(&x->ub, F, d);
    st[d] = mixed_at(&x->step, F, d);
    if (st[d] <= 0) return interp_error(I, in->op, "step must be positive, got %lld", (long long)st[d]);
    if (lb[d] >= ub[d]) return 0;
    iv[d] = lb[d];
  }
  for (;;) {
    for (unsigned d = 0; d < x->rank; d++) F[x->iv[d]].i = iv[d];
    if (body(I, in, x, F)) return RC_ERROR;
    unsigned d = x->rank;
    for (; d-- > 0;) {
      iv[d] += st[d];
      if (iv[d] < ub[d]) break;
      iv[d] = lb[d];
    }
    if (d == (unsigned)-1) return 0;
  }
}

static int parallel_body(bo_interp *I, const insn *in, const loops_aux *x, slot *F) {
  const insn *term;
  if (run_region(I, &x->body, F, &term)) return RC_ERROR;
  const reduce_aux *r = term ? term->aux : NULL;
  for (uint32_t k = 0; r && k < r->n && k < in->nres; k++) {
    slot_copy(I, F, r->lhs[k], F[in->res[k]], r->obj[k]);
    slot_copy(I, F, r->rhs[k], F[term->ops[k]], r->obj[k]);
    const insn *y;
    if (run_region(I, &r->regions[k], F, &y)) return RC_ERROR;
    slot_copy(I, F, in->res[k], F[y->ops[0]], r->obj[k]);
  }
  return 0;
}

static int exec_parallel(bo_interp *I, const insn *in, slot *F) {
  const loops_aux *x = in->aux;
  unsigned first = 3 * x->rank;
  for (uint32_t k = 0; k < in->nres; k++) slot_copy(I, F, in->res[k], F[in->ops[first + k]], x->res_obj[k]);
  return iterate(I, in, x, F, parallel_body);
}

static void all_dynamic(decoder *D, const bo_op *op, unsigned first, unsigned n, mixed *m) {
  m->n = n;
  m->stat = dec_alloc(D, n * sizeof(int64_t));
  m->dyn = dec_alloc(D, n * sizeof(uint32_t));
  for (unsigned i = 0; i < n; i++) {
    m->stat[i] = BO_DYNAMIC;
    m->dyn[i] = dec_slot(D, op->operands[first + i].value);
  }
}

static int dec_loop_body(decoder *D, const bo_op *op, loops_aux *x) {
  bo_block *b = op->regions[0].first;
  if (!b || b->num_args < x->rank || x->rank > 16) return -1;
  x->iv = dec_alloc(D, x->rank * sizeof(uint32_t));
  for (unsigned d = 0; d < x->rank; d++) x->iv[d] = dec_slot(D, b->args[d]);
  x->nout = b->num_args - x->rank;
  x->outs = dec_alloc(D, x->nout * sizeof(uint32_t));
  for (unsigned k = 0; k < x->nout; k++) x->outs[k] = dec_slot(D, b->args[x->rank + k]);
  x->res_obj = results_obj(D, op);
  return dec_region(D, &op->regions[0], &x->body);
}

static int dec_parallel(decoder *D, const bo_op *op, insn *in) {
  loops_aux *x = dec_alloc(D, sizeof *x);
  x->rank = seg(op, 0);
  if (seg(op, 1) != x->rank || seg(op, 2) != x->rank || seg(op, 3) != op->num_results) return -1;
  all_dynamic(D, op, 0, x->rank, &x->lb);
  all_dynamic(D, op, x->rank, x->rank, &x->ub);
  all_dynamic(D, op, 2 * x->rank, x->rank, &x->step);
  if (dec_loop_body(D, op, x)) return -1;
  in->aux = x;
  in->fn = exec_parallel;
  return 0;
}

/* scf.forall, run sequentially: the shared outputs live in their block
 * argument slots, which tensor.parallel_insert_slice (in the in_parallel
 * terminator) updates; the results are their final values. */
static int forall_body(bo_interp *I, const insn *in, const loops_aux *x, slot *F) {
  const insn *term;
  if (run_region(I, &x->body, F, &term)) return RC_ERROR;
  if (term && term->aux && run_region(I, term->aux, F, NULL)) return RC_ERROR;
  return 0;
}

static int exec_forall(bo_interp *I, const insn *in, slot *F) {
  const loops_aux *x = in->aux;
  unsigned first = in->nops - x->nout;
  for (uint32_t k = 0; k < x->nout; k++) slot_copy(I, F, x->outs[k], F[in->ops[first + k]], true);
  if (iterate(I, in, x, F, forall_body)) return RC_ERROR;
  for (uint32_t k = 0; k < in->nres && k < x->nout; k++) slot_copy(I, F, in->res[k], F[x->outs[k]], true);
  return 0;
}

static int dec_forall(decoder *D, const bo_op *op, insn *in) {
  loops_aux *x = dec_alloc(D, sizeof *x);
  unsigned nl = seg(op, 0), nu = seg(op, 1), ns = seg(op, 2);
  if (dec_mixed(D, op, "staticLowerBound", 0, nl, &x->lb) ||
      dec_mixed(D, op, "staticUpperBound", nl, nu, &x->ub) ||
      dec_mixed(D, op, "staticStep", nl + nu, ns, &x->step))
    return -1;
  x->rank = x->lb.n;
  if (dec_loop_body(D, op, x) || x->nout != seg(op, 3)) return -1;
  in->aux = x;
  in->fn = exec_forall;
  return 0;
}

static int dec_in_parallel(decoder *D, const bo_op *op, insn *in) {
  code_region *r = dec_alloc(D, sizeof *r);
  if (dec_region(D, &op->regions[0], r)) return -1;
  in->aux = r;
  in->fn = exec_yield;
  return 0;
}

/* --------------------------------------------------------------- cf */

typedef struct succ {
  uint32_t block;   /* index in the region */
  uint32_t n;
  uint32_t *dst;    /* target block argument slots */
  uint32_t *src;    /* operand slots */
  uint8_t *obj;
} succ;

typedef struct branch_aux {
  uint32_t nsucc;
  succ *succs;
  int64_t *case_values; /* cf.switch */
} branch_aux;

static uint32_t block_index(const bo_block *b) {
  uint32_t i = 0;
  for (const bo_block *p = b->parent->first; p && p != b; p = p->next) i++;
  return i;
}

static void dec_succ(decoder *D, const bo_op *op, unsigned s, unsigned first, unsigned n,
                     succ *out) {
  bo_block *b = op->successors[s];
  out->block = block_index(b);
  out->n = n;
  out->dst = dec_alloc(D, n * sizeof(uint32_t));
  out->src = dec_alloc(D, n * sizeof(uint32_t));
  out->obj = dec_alloc(D, n);
  for (unsigned i = 0; i < n && i < b->num_args; i++) {
    out->dst[i] = dec_slot(D, b->args[i]);
    out->src[i] = dec_slot(D, op->operands[first + i].value);
    out->obj[i] = value_is_obj(b->args[i]);
  }
}

static int take(bo_interp *I, slot *F, const succ *s) {
  slots_transfer(I, F, s->dst, s->obj, s->src, s->n);
  I->next_block = (int)s->block;
  return RC_BRANCH;
}

static int exec_br(bo_interp *I, const insn *in, slot *F) {
  const branch_aux *x = in->aux;
  return take(I, F, &x->succs[0]);
}
static int exec_cond_br(bo_interp *I, const insn *in, slot *F) {
  const branch_aux *x = in->aux;
  return take(I, F, &x->succs[(F[in->a].i & 1) ? 0 : 1]);
}
static int exec_switch(bo_interp *I, const insn *in, slot *F) {
  const branch_aux *x = in->aux;
  int64_t v = F[in->a].i;
  for (uint32_t i = 1; i < x->nsucc; i++)
    if (x->case_values[i - 1] == v) return take(I, F, &x->succs[i]);
  return take(I, F, &x->succs[0]);
}

static int dec_br(decoder *D, const bo_op *op, insn *in) {
  branch_aux *x = dec_alloc(D, sizeof *x);
  x->nsucc = 1;
  x->succs = dec_alloc(D, sizeof(succ));
  dec_succ(D, op, 0, 0, op->num_operands, &x->succs[0]);
  in->aux = x;
  in->fn = exec_br;
  return 0;
}

static int dec_cond_br(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *seg = bo_op_get_attr(op, "operandSegmentSizes");
  if (!seg || bo_attr_get_num_elements(seg) != 3 || op->num_successors != 2) return -1;
  unsigned nt = (unsigned)bo_attr_dense_array_int_at(seg, 1);
  unsigned nf = (unsigned)bo_attr_dense_array_int_at(seg, 2);
  branch_aux *x = dec_alloc(D, sizeof *x);
  x->nsucc = 2;
  x->succs = dec_alloc(D, 2 * sizeof(succ));
  dec_succ(D, op, 0, 1, nt, &x->succs[0]);
  dec_succ(D, op, 1, 1 + nt, nf, &x->succs[1]);
  in->aux = x;
  in->fn = exec_cond_br;
  return 0;
}

static int dec_switch(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *seg = bo_op_get_attr(op, "operandSegmentSizes");
  const bo_attr *cseg = bo_op_get_attr(op, "case_operand_segments");
  const bo_attr *vals = bo_op_get_attr(op, "case_values");
  if (!seg) return -1;
  unsigned ncases = op->num_successors - 1;
  branch_aux *x = dec_alloc(D, sizeof *x);
  x->nsucc = op->num_successors;
  x->succs = dec_alloc(D, x->nsucc * sizeof(succ));
  x->case_values = dec_alloc(D, (ncases + 1) * sizeof(int64_t));
  unsigned ndef = (unsigned)bo_attr_dense_array_int_at(seg, 1);
  dec_succ(D, op, 0, 1, ndef, &x->succs[0]);
  unsigned first = 1 + ndef;
  for (unsigned c = 0; c < ncases; c++) {
    unsigned n = cseg ? (unsigned)bo_attr_dense_array_int_at(cseg, c) : 0;
    dec_succ(D, op, c + 1, first, n, &x->succs[c + 1]);
    first += n;
    x->case_values[c] = vals ? bo_attr_dense_int_at(vals, c) : 0;
  }
  in->aux = x;
  in->fn = exec_switch;
  return 0;
}

/* The name of the op a runtime-verification message names on its second
 * line, into buf; false when it names none. */
static bool verified_op_name(const char *msg, char *buf, size_t cap) {
  const char *p = strchr(msg, '\n');
  if (!p) return false;
  p++;
  const char *eol = strchr(p, '\n');
  if (!eol) eol = p + strlen(p);
  if (*p == '%') { /* results first: the name follows " = " */
    const char *eq = strstr(p, " = ");
    if (!eq || eq > eol) return false;
    p = eq + 3;
  }
  bool quoted = *p == '"';
  if (quoted) p++;
  size_t n = 0;
  while (p + n < eol && (isalnum((unsigned char)p[n]) || p[n] == '_' || p[n] == '.' || p[n] == '$'))
    n++;
  if (n == 0 || n >= cap || !memchr(p, '.', n) || (quoted && p[n] != '"')) return false;
  memcpy(buf, p, n);
  buf[n] = 0;
  return true;
}

/* The message's second line (the verified op's text), for comparing. */
static size_t op_text_len(const char *msg, const char **text) {
  const char *p = strchr(msg, '\n');
  if (!p) return 0;
  const char *eol = strchr(p + 1, '\n');
  *text = p + 1;
  return eol ? (size_t)(eol - p - 1) : strlen(p + 1);
}
static bool same_op_text(const bo_op *op, const char *text, size_t n) {
  if (!bo_op_isa(op, BO_OP_CF_ASSERT)) return false;
  const bo_attr *m = bo_op_get_attr(op, "msg");
  const char *t2;
  return m && op_text_len(bo_attr_get_string(m), &t2) == n && !memcmp(t2, text, n);
}
/* The op an assertion guards: after it in program order (later in its
 * block, or after an enclosing op, within the function: the checks of a
 * linalg op sit in an scf.if before it), the first op of the verified op's
 * name past the last assertion with the same text.  A check may copy the
 * op (memref.cast's cast to a dynamic layout, to read the offset): the ops
 * of that name before it, after the assertion, are skipped with it, and
 * are pushed with it to I->guards_pending as pairs (op, verified op).  The
 * scan stops at a second op of the name past the last such assertion or
 * after 256 ops, so decoding stays linear. */
static const bo_op *guard_ops(bo_interp *I, const bo_op *assert_op, const char *msg) {
  char name[128];
  const char *text;
  size_t n = op_text_len(msg, &text);
  if (!n || !verified_op_name(msg, name, sizeof name)) return NULL;
  const bo_op *found = NULL, *copies[8], *cur = assert_op;
  unsigned ncopies = 0;
  for (int budget = 256; budget > 0 && cur; budget--) {
    while (cur && !cur->next) { /* past the block's end: after the enclosing op */
      const bo_op *parent = cur->block && cur->block->parent ? cur->block->parent->parent : NULL;
      cur = parent && !(parent->info->traits & BO_TRAIT_ISOLATED_FROM_ABOVE) ? parent : NULL;
    }
    if (!cur) break;
    cur = cur->next;
    if (same_op_text(cur, text, n)) {
      if (found && ncopies < 8) copies[ncopies++] = found;
      found = NULL;
    } else if (!strcmp(bo_op_get_name(cur), name)) {
      if (found) break;
      found = cur;
    }
  }
  if (!found) return NULL;
  for (unsigned i = 0; i < ncopies; i++) {
    bo_vec_push(&I->guards_pending, copies[i]);
    bo_vec_push(&I->guards_pending, found);
  }
  bo_vec_push(&I->guards_pending, found);
  bo_vec_push(&I->guards_pending, found);
  return found;
}

/* cf.assert: a false condition is an error at the op (the default lowering
 * aborts).  With --run-assert-continue the message and a newline go to the
 * program's output and the run goes on, as under MLIR's -test-cf-assert
 * lowering (puts(msg)).  -generate-runtime-verification puts its checks
 * right before the op they verify and names that op on the message's second
 * line ("%r = memref.load ..." or "\"memref.load\"(...)"); past a failed
 * check the op's behaviour is undefined (an out-of-bounds load, a cast to
 * the wrong size), which compiled code survives by luck.  The interpreter
 * does not run it: its results are undefined (scalars 0, shaped values
 * fresh and never written, dynamic sizes 0, so reading them is reported),
 * its effects do not happen.  The op is found when the block is decoded:
 * the first op after the assertion, in its block, of the name the message
 * gives (the checks compute with other ops); none found: nothing is
 * skipped. */
typedef struct assert_aux {
  const char *msg;
  const bo_op *guarded; /* NULL: none found, or not --run-assert-continue */
} assert_aux;

static int exec_assert(bo_interp *I, const insn *in, slot *F) {
  if (F[in->a].i & 1) return 0;
  const assert_aux *x = in->aux;
  if (!I->opts.assert_continue) return interp_error(I, in->op, "assertion failed: %s", x->msg);
  fputs(x->msg, I->out);
  fputc('\n', I->out);
  if (x->guarded) I->skip_op = x->guarded;
  return 0;
}
static int dec_assert(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *m = bo_op_get_attr(op, "msg");
  assert_aux *x = dec_alloc(D, sizeof *x);
  x->msg = m ? bo_attr_get_string(m) : "";
  in->aux = x;
  in->fn = exec_assert;
  if (D->I->opts.assert_continue) x->guarded = guard_ops(D->I, op, x->msg);
  return 0;
}

/* The guarded op's insn runs through this: skipped once after its check
 * failed, else as decoded. */
typedef struct guard_aux {
  exec_fn fn;
  void *aux;
  const bo_op *verified; /* skipped when the failed check named this op */
} guard_aux;

static view *undefined_value(bo_interp *I, const bo_type *t, const bo_op *op) {
  if (!bo_type_is_shaped(t)) return NULL;
  elem_kind ek = elem_kind_of_shaped(t);
  if (ek == EK_NONE || ek == EK_REF) return NULL;
  unsigned rank = bo_type_has_rank(t) ? bo_type_get_rank(t) : 0;
  const int64_t *shape = rank ? bo_type_get_shape(t) : NULL;
  int64_t sizes[rank ? rank : 1];
  for (unsigned d = 0; d < rank; d++) sizes[d] = shape[d] == BO_DYNAMIC ? 0 : shape[d];
  view *v = tensor_new(I, ek, rank, sizes);
  if (v) tensor_mark_undefined(v, op);
  return v;
}
static int exec_guarded(bo_interp *I, const insn *in, slot *F) {
  const guard_aux *g = in->aux;
  if (I->skip_op != g->verified) {
    insn real = *in;
    real.fn = g->fn;
    real.aux = g->aux;
    return g->fn(I, &real, F);
  }
  if (in->op == g->verified) I->skip_op = NULL;
  for (uint32_t i = 0; i < in->nres; i++) {
    const bo_value *v = &in->op->results[i];
    if (!value_is_obj(v)) {
      F[in->res[i]].i = 0;
      continue;
    }
    view *u = undefined_value(I, v->type, in->op);
    if (!u)
      return interp_error(I, in->op, "its runtime check failed and an undefined value of "
                                     "its result type cannot be made");
    slot_put(F, in->res[i], &u->h, I);
  }
  return 0;
}

void interp_guard_op(decoder *D, const bo_op *op, insn *in) {
  bo_interp *I = D->I;
  for (size_t i = 0; i < I->guards_pending.len; i += 2) {
    if (I->guards_pending.data[i] != op) continue;
    const bo_op *verified = I->guards_pending.data[i + 1];
    /* several assertions may guard one op: wrap it once */
    I->guards_pending.data[i + 1] = I->guards_pending.data[--I->guards_pending.len];
    I->guards_pending.data[i] = I->guards_pending.data[--I->guards_pending.len];
    if (in->fn != exec_guarded) {
      guard_aux *g = dec_alloc(D, sizeof *g);
      g->fn = in->fn;
      g->aux = in->aux;
      g->verified = verified;
      in->fn = exec_guarded;
      in->aux = g;
    }
    i -= 2;
  }
}

/* ------------------------------------------------------ vector.print */

enum { P_NEWLINE, P_COMMA, P_NONE, P_OPEN, P_CLOSE };

typedef struct print_aux {
  const char *str;
  int punct;
  bool is_unsigned;
} print_aux;

static void print_vector(FILE *out, const view *v, unsigned dim, int64_t off, bool u) {
  fputs("( ", out);
  for (int64_t i = 0; i < v->sizes[dim]; i++) {
    if (i) fputs(", ", out);
    int64_t o = off + i * v->strides[dim];
    if (dim + 1 < v->rank) print_vector(out, v, dim + 1, o, u);
    else print_scalar(out, v->ek, elem_load(v->ek, v->blk->data + o * ek_size(v->ek)), u);
  }
  fputs(" )", out);
}

static int exec_print(bo_interp *I, const insn *in, slot *F) {
  const print_aux *x = in->aux;
  FILE *out = I->out;
  if (!out) return 0;
  if (x->str) {
    fputs(x->str, out);
    return 0;
  }
  if (in->nops) {
    if (in->flags) {
      const view *v = (const view *)F[in->a].o;
      if (v->rank == 0) {
        fputs("( ", out);
        print_scalar(out, v->ek, elem_load(v->ek, view_ptr(v, 0)), x->is_unsigned);
        fputs(" )", out);
      } else {
        print_vector(out, v, 0, v->offset, x->is_unsigned);
      }
    } else {
      print_scalar(out, (elem_kind)in->ek2, F[in->a], x->is_unsigned);
    }
  }
  switch (x->punct) {
  case P_NEWLINE: fputc('\n', out); break;
  case P_COMMA: fputs(", ", out); break;
  case P_OPEN: fputs("( ", out); break;
  case P_CLOSE: fputs(" )", out); break;
  default: break;
  }
  return 0;
}

static int dec_print(decoder *D, const bo_op *op, insn *in) {
  print_aux *x = dec_alloc(D, sizeof *x);
  const bo_attr *s = bo_op_get_attr(op, "stringLiteral");
  if (s) x->str = bo_attr_get_string(s);
  const bo_attr *p = bo_op_get_attr(op, "punctuation");
  x->punct = P_NEWLINE;
  if (p && bo_attr_get_kind(p) == BO_ATTR_OPAQUE) {
    const char *t = bo_attr_get_opaque_text(p);
    if (strstr(t, "<comma>")) x->punct = P_COMMA;
    else if (strstr(t, "no_punctuation")) x->punct = P_NONE;
    else if (strstr(t, "<open>")) x->punct = P_OPEN;
    else if (strstr(t, "<close>")) x->punct = P_CLOSE;
  }
  if (op->num_operands) {
    const bo_type *t = op->operands[0].value->type;
    in->flags = type_is_obj(t);
    const bo_type *et = in->flags ? bo_type_get_element_type(t) : t;
    if (ek_of_type(et) == EK_NONE) return -1;
    x->is_unsigned = bo_type_get_kind(et) == BO_TYPE_INTEGER &&
                     bo_type_get_signedness(et) == BO_UNSIGNED;
  }
  in->aux = x;
  in->fn = exec_print;
  return 0;
}

static const interp_hook k_hooks[] = {
    {BO_OP_FUNC_RETURN, dec_yield},
    {BO_OP_FUNC_CALL, dec_call},
    {BO_OP_FUNC_CONSTANT, dec_func_constant},
    {BO_OP_FUNC_CALL_INDIRECT, dec_call_indirect},
    {BO_OP_BUILTIN_UNREALIZED_CONVERSION_CAST, dec_unrealized_cast},
    {BO_OP_SCF_PARALLEL, dec_parallel},
    {BO_OP_SCF_REDUCE, dec_reduce},
    {BO_OP_SCF_REDUCE_RETURN, dec_yield},
    {BO_OP_SCF_FORALL, dec_forall},
    {BO_OP_SCF_FORALL_IN_PARALLEL, dec_in_parallel},
    {BO_OP_SCF_YIELD, dec_yield},
    {BO_OP_SCF_CONDITION, dec_yield},
    {BO_OP_SCF_FOR, dec_for},
    {BO_OP_SCF_IF, dec_if},
    {BO_OP_SCF_WHILE, dec_while},
    {BO_OP_SCF_EXECUTE_REGION, dec_execute_region},
    {BO_OP_SCF_INDEX_SWITCH, dec_index_switch},
    {BO_OP_CF_BR, dec_br},
    {BO_OP_CF_COND_BR, dec_cond_br},
    {BO_OP_CF_SWITCH, dec_switch},
    {BO_OP_CF_ASSERT, dec_assert},
    {BO_OP_VECTOR_PRINT, dec_print},
};

const interp_table bo_interp_control_table = {k_hooks, sizeof k_hooks / sizeof k_hooks[0]};
