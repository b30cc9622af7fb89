/* ops_linalg.c - semantics of linalg structured ops.
 *
 * Every structured op (generic, the named ops, map, reduce, transpose,
 * broadcast) runs the same way: the loop ranges come from the operand sizes
 * through the indexing maps; for each point of the iteration space (in
 * lexicographic order) the body's block arguments get the elements the maps
 * select, the decoded body runs, and the yielded values are stored into the
 * outputs.  Tensor outputs are copied first (the result is a new tensor);
 * memref outputs are written in place.  For maps whose results are plain
 * dims (the usual case) each operand's element offset is kept incrementally
 * in the odometer, so a point costs O(operands) plus the body; other affine
 * maps are evaluated per point.  matmul, fill and copy on f32/f64 run as
 * native C loops, in the same summation order as the loop nest.
 *
 * linalg.pack / unpack (tensors only, as upstream) walk their result in
 * row-major order and compute the element each position comes from: pack
 * reads source index outer * tile + inner along each tiled dimension (the
 * padding value past the source's end; without one, a partial tile is an
 * error where upstream's is undefined), unpack reads the packed element
 * (d / tile, d % tile).  O(elements * rank).
 *
 * Heap checks: the whole extent of every memref operand is checked once per
 * op (use after free, bounds); poison is checked per element read, and only
 * for block arguments the body uses.
 */
#include "interp_internal.h"
#include "../dialects/linalg.h"

#define MAX_LOOPS 12

typedef struct lin_operand {
  bool shaped;
  bool used;       /* the body reads its block argument */
  bool general;    /* map results other than plain dims */
  bool steal;      /* tensor output at its last use: may be updated in place */
  unsigned nres;
  int *dim_of;     /* per map result: loop dim, or -1 */
  const bo_attr *map;
  uint32_t slot;   /* operand slot */
  uint32_t arg;    /* body block argument slot (UINT32_MAX: none) */
} lin_operand;

typedef struct lin_aux {
  unsigned nin, nout, nops, nloops;
  lin_operand *opd;
  int *range_op, *range_dim; /* loop d: its range is sizes[range_dim] of operand range_op */
  code_region body;
  uint8_t *res_obj;
  bool native_matmul, native_fill;
} lin_aux;

static int exec_yield(bo_interp *I, const insn *in, slot *F) { return RC_YIELD; }
static int dec_yield(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_yield;
  return 0;
}

static int exec_index(bo_interp *I, const insn *in, slot *F) {
  if (!I->linalg_iv) return interp_error(I, in->op, "linalg.index outside a structured op");
  F[in->r].i = I->linalg_iv[in->imm];
  return 0;
}
static int dec_index(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *d = bo_op_get_attr(op, "dim");
  if (!d) return -1;
  in->imm = bo_attr_get_int(d);
  in->fn = exec_index;
  return 0;
}

/* Per-run state of one structured op. */
typedef struct lin_run {
  const view *v[16];
  int64_t off[16];
  int64_t st[16][MAX_LOOPS]; /* per operand, per loop: element stride */
  int64_t range[MAX_LOOPS];
  int64_t iv[MAX_LOOPS];
} lin_run;

static int eval_offset(bo_interp *I, const insn *in, const lin_aux *x, lin_run *R, unsigned o,
                       int64_t *out) {
  const lin_operand *p = &x->opd[o];
  const view *v = R->v[o];
  int64_t off = v->offset;
  for (unsigned r = 0; r < p->nres; r++) {
    int64_t i = bo_affine_eval(bo_affine_map_result(p->map, r), R->iv, NULL);
    if (i < 0 || i >= v->sizes[r])
      return heap_error(I, in->op, v->blk,
                        "accesses out of bounds: index %lld in dimension %u of size %lld of "
                        "operand #%u",
                        (long long)i, r, (long long)v->sizes[r], o);
    off += i * v->strides[r];
  }
  *out = off;
  return 0;
}

static int run_body(bo_interp *I, const insn *in, const lin_aux *x, lin_run *R, slot *F) {
  const uint64_t limit = I->opts.max_steps ? I->opts.max_steps : UINT64_MAX;
  const code_block *b = &x->body.blocks[0];
  bool any_general = false;
  for (unsigned o = 0; o < x->nops; o++) any_general |= x->opd[o].shaped && x->opd[o].general;
  int64_t total = 1;
  for (unsigned d = 0; d < x->nloops; d++) total *= R->range[d];
  if (total == 0) return 0;
  memset(R->iv, 0, sizeof R->iv);
  const int64_t *saved_iv = I->linalg_iv;
  I->linalg_iv = R->iv;
  int rc = 0;
  for (int64_t p = 0; p < total; p++) {
    if (any_general)
      for (unsigned o = 0; o < x->nops; o++)
        if (x->opd[o].shaped && x->opd[o].general && eval_offset(I, in, x, R, o, &R->off[o])) {
          rc = RC_ERROR;
          goto done;
        }
    for (unsigned o = 0; o < x->nops; o++) {
      const lin_operand *q = &x->opd[o];
      if (!q->used) continue;
      if (!q->shaped) {
        F[q->arg] = F[q->slot];
        continue;
      }
      const view *v = R->v[o];
      if (v->blk->init && heap_check_init(I, in->op, v, R->off[o])) {
        rc = RC_ERROR;
        goto done;
      }
      F[q->arg] = elem_load(v->ek, v->blk->data + R->off[o] * ek_size(v->ek));
    }
    const insn *term = NULL;
    for (const insn *i = b->insns, *end = i + b->n; i < end; i++) {
      if (++I->steps > limit) {
        rc = interp_error(I, i->op, "stopped after %llu steps (--run-max-steps)",
                          (unsigned long long)I->opts.max_steps);
        goto done;
      }
      int r = i->fn(I, i, F);
      if (r == RC_YIELD) {
        term = i;
        break;
      }
      if (r) {
        rc = RC_ERROR;
        goto done;
      }
    }
    if (!term) {
      rc = interp_error(I, in->op, "body did not yield");
      goto done;
    }
    for (unsigned k = 0; k < x->nout; k++) {
      unsigned o = x->nin + k;
      const view *v = R->v[o];
      elem_store(v->ek, v->blk->data + R->off[o] * ek_size(v->ek), F[term->ops[k]]);
      heap_mark_written(v, R->off[o]);
    }
    /* odometer */
    for (unsigned d = x->nloops; d-- > 0;) {
      if (++R->iv[d] < R->range[d]) {
        for (unsigned o = 0; o < x->nops; o++) R->off[o] += R->st[o][d];
        break;
      }
      for (unsigned o = 0; o < x->nops; o++) R->off[o] -= (R->range[d] - 1) * R->st[o][d];
      R->iv[d] = 0;
    }
  }
done:
  I->linalg_iv = saved_iv;
  return rc;
}

/* C[i,j] += A[i,k] * B[k,j], in the loop nest's order for each (i, j). */
static void matmul_f32(const view *a, const view *b, const view *c, int64_t M, int64_t N,
                       int64_t K) {
  float *A = (float *)a->blk->data, *B = (float *)b->blk->data, *C = (float *)c->blk->data;
  for (int64_t i = 0; i < M; i++)
    for (int64_t k = 0; k < K; k++) {
      float av = A[a->offset + i * a->strides[0] + k * a->strides[1]];
      const float *brow = B + b->offset + k * b->strides[0];
      float *crow = C + c->offset + i * c->strides[0];
      if (b->strides[1] == 1 && c->strides[1] == 1) {
        for (int64_t j = 0; j < N; j++) crow[j] = crow[j] + av * brow[j];
      } else {
        for (int64_t j = 0; j < N; j++)
          crow[j * c->strides[1]] = crow[j * c->strides[1]] + av * brow[j * b->strides[1]];
      }
    }
}
static void matmul_f64(const view *a, const view *b, const view *c, int64_t M, int64_t N,
                       int64_t K) {
  double *A = (double *)a->blk->data, *B = (double *)b->blk->data, *C = (double *)c->blk->data;
  for (int64_t i = 0; i < M; i++)
    for (int64_t k = 0; k < K; k++) {
      double av = A[a->offset + i * a->strides[0] + k * a->strides[1]];
      for (int64_t j = 0; j < N; j++) {
        double *cp = C + c->offset + i * c->strides[0] + j * c->strides[1];
        *cp = *cp + av * B[b->offset + k * b->strides[0] + j * b->strides[1]];
      }
    }
}

struct uninit_visit {
  bo_interp *I;
  const bo_op *op;
  const view *v;
};

static int first_uninit(void *user, int64_t off, int64_t lin) {
  const struct uninit_visit *e = user;
  (void)lin;
  return e->v->blk->init[off] ? 0 : heap_report_uninit(e->I, e->op, e->v, off);
}

/* Checks every element of v was written (for native kernels). */
static int check_all_init(bo_interp *I, const bo_op *op, const view *v) {
  if (v->blk->arena_owner) return arena_check_view_read(I, op, v);
  if (!v->blk->init || v->ek != v->blk->ek) return 0;
  struct uninit_visit e = {I, op, v};
  return view_for_each_offset(v, first_uninit, &e);
}

static int exec_structured(bo_interp *I, const insn *in, slot *F) {
  const lin_aux *x = in->aux;
  lin_run R;
  view *outs[8] = {0};
  int rc = 0;
  for (unsigned o = 0; o < x->nops; o++) {
    const lin_operand *p = &x->opd[o];
    if (!p->shaped) continue;
    const view *v = (const view *)F[p->slot].o;
    bool is_out = o >= x->nin;
    if (is_out && x->res_obj && in->nres) {
      /* tensor output: the result starts as a copy of the init tensor,
       * or is the init tensor itself at its last use */
      view *t;
      if (p->steal && tensor_is_unique(v) && view_is_contiguous(v)) {
        t = (view *)v;
        F[p->slot].o = NULL;
      } else if (!(t = view_to_tensor(I, in->op, v))) {
        rc = RC_ERROR;
        goto out;
      }
      outs[o - x->nin] = t;
      v = t;
    } else if (v->blk->where != W_TENSOR && heap_check_view(I, in->op, v, is_out)) {
      rc = RC_ERROR;
      goto out;
    }
    R.v[o] = v;
    R.off[o] = p->general ? 0 : v->offset;
    for (unsigned d = 0; d < x->nloops; d++) R.st[o][d] = 0;
    if (!p->general)
      for (unsigned r = 0; r < p->nres; r++) R.st[o][p->dim_of[r]] += v->strides[r];
  }
  for (unsigned d = 0; d < x->nloops; d++) {
    if (x->range_op[d] < 0) {
      rc = interp_error(I, in->op, "cannot infer the range of loop %u", d);
      goto out;
    }
    R.range[d] = R.v[x->range_op[d]]->sizes[x->range_dim[d]];
  }
  /* Plain-dim maps: every loop's range must fit every operand dim it indexes. */
  for (unsigned o = 0; o < x->nops; o++) {
    const lin_operand *p = &x->opd[o];
    if (!p->shaped || p->general) continue;
    for (unsigned r = 0; r < p->nres; r++)
      if (R.range[p->dim_of[r]] > R.v[o]->sizes[r]) {
        rc = heap_error(I, in->op, R.v[o]->blk,
                        "accesses out of bounds: loop %d runs to %lld but dimension %u of "
                        "operand #%u has size %lld",
                        p->dim_of[r], (long long)R.range[p->dim_of[r]], r, o,
                        (long long)R.v[o]->sizes[r]);
        goto out;
      }
  }
  if (x->native_matmul) {
    const view *a = R.v[0], *b = R.v[1], *c = R.v[2];
    if ((rc = check_all_init(I, in->op, a)) || (rc = check_all_init(I, in->op, b)) ||
        (rc = check_all_init(I, in->op, c)))
      goto out;
    if (a->ek == EK_F32) matmul_f32(a, b, c, R.range[0], R.range[1], R.range[2]);
    else matmul_f64(a, b, c, R.range[0], R.range[1], R.range[2]);
    arena_note_view_write(c);
    I->steps += (uint64_t)(R.range[0] * R.range[1] * R.range[2]);
  } else if (x->native_fill) {
    const view *c = R.v[1];
    slot s = F[x->opd[0].slot];
    int64_t n = view_num_elems(c);
    if (view_is_contiguous(c)) {
      uint8_t *p = view_ptr(c, 0);
      int es = ek_size(c->ek);
      for (int64_t e = 0; e < n; e++) elem_store(c->ek, p + e * es, s);
      if (c->blk->init && c->ek == c->blk->ek) memset(c->blk->init + c->offset, 1, (size_t)n);
      arena_note_view_write(c);
    } else {
      rc = run_body(I, in, x, &R, F);
    }
  } else {
    rc = run_body(I, in, x, &R, F);
  }
  if (rc == 0 && in->nres)
    for (unsigned k = 0; k < x->nout && k < in->nres; k++) {
      slot_put(F, in->res[k], &outs[k]->h, I);
      outs[k] = NULL;
    }
out:
  for (unsigned k = 0; k < 8; k++)
    if (outs[k]) obj_release(I, &outs[k]->h);
  return rc ? RC_ERROR : 0;
}

static bool body_uses_arg(const bo_block *b, unsigned i) {
  return i < b->num_args && bo_value_has_uses(b->args[i]);
}

static int dec_structured(decoder *D, const bo_op *op, insn *in) {
  if (!bo_linalg_is_structured(op)) return -1;
  const bo_attr *maps = bo_linalg_indexing_maps(op);
  bo_block *body = bo_linalg_body(op);
  if (!maps || !body) {
    return dec_refuse(D, "indexing maps or body unavailable");
  }
  lin_aux *x = dec_alloc(D, sizeof *x);
  x->nin = bo_linalg_num_inputs(op);
  x->nout = bo_linalg_num_outputs(op);
  x->nops = x->nin + x->nout;
  x->nloops = bo_linalg_num_loops(op);
  if (x->nops > 16 || x->nout > 8 || x->nloops > MAX_LOOPS || x->nops != op->num_operands) {
    return dec_refuse(D, "too many operands or loops");
  }
  x->opd = dec_alloc(D, x->nops * sizeof(lin_operand));
  x->range_op = dec_alloc(D, x->nloops * sizeof(int));
  x->range_dim = dec_alloc(D, x->nloops * sizeof(int));
  for (unsigned d = 0; d < x->nloops; d++) x->range_op[d] = -1;
  for (unsigned o = 0; o < x->nops; o++) {
    lin_operand *p = &x->opd[o];
    const bo_value *v = op->operands[o].value;
    p->shaped = value_is_obj(v);
    p->slot = dec_slot(D, v);
    p->map = bo_attr_array_get(maps, o);
    p->nres = bo_affine_map_num_results(p->map);
    p->dim_of = dec_alloc(D, (p->nres + 1) * sizeof(int));
    p->arg = o < body->num_args ? dec_slot(D, body->args[o]) : UINT32_MAX;
    p->used = body_uses_arg(body, o);
    p->steal = o >= x->nin && op->num_results && dec_single_local_use(v, op);
    if (p->shaped && p->nres != bo_type_get_rank(v->type)) {
      return dec_refuse(D, "indexing map does not match the operand rank");
    }
    for (unsigned r = 0; r < p->nres; r++) {
      const bo_affine_expr *e = bo_affine_map_result(p->map, r);
      if (bo_affine_get_kind(e) == BO_AFFINE_DIM) {
        int d = (int)bo_affine_get_value(e);
        p->dim_of[r] = d;
        if (p->shaped && x->range_op[d] < 0) {
          x->range_op[d] = (int)o;
          x->range_dim[d] = (int)r;
        }
      } else {
        p->dim_of[r] = -1;
        p->general = true;
      }
    }
  }
  if (dec_region(D, &op->regions[0], &x->body)) return -1;
  if (x->body.nblocks != 1) {
    return dec_refuse(D, "multi-block body");
  }
  if (op->num_results) {
    x->res_obj = dec_alloc(D, op->num_results);
    for (unsigned i = 0; i < op->num_results; i++) x->res_obj[i] = 1;
  }
  in->aux = x;
  in->fn = exec_structured;
  return 0;
}

/* All operands of one element kind (what the native kernels handle). */
static elem_kind common_kind(const bo_op *op) {
  elem_kind k = elem_kind_of_shaped(op->operands[0].value->type);
  for (unsigned o = 1; o < op->num_operands; o++)
    if (elem_kind_of_shaped(op->operands[o].value->type) != k) return EK_NONE;
  return k;
}

/* matmul with its default maps on f32/f64 runs natively. */
static int dec_matmul(decoder *D, const bo_op *op, insn *in) {
  if (dec_structured(D, op, in)) return -1;
  lin_aux *x = in->aux;
  elem_kind k = common_kind(op);
  if ((k != EK_F32 && k != EK_F64) || x->nops != 3 || x->nloops != 3 || bo_op_get_attr(op, "cast"))
    return 0;
  static const int want[3][2] = {{0, 2}, {2, 1}, {0, 1}};
  bool std = true;
  for (unsigned o = 0; o < 3; o++)
    std &= x->opd[o].shaped && !x->opd[o].general && x->opd[o].nres == 2 &&
           x->opd[o].dim_of[0] == want[o][0] && x->opd[o].dim_of[1] == want[o][1];
  x->native_matmul = std;
  return 0;
}

/* fill of a scalar into a contiguous output runs natively. */
static int dec_fill(decoder *D, const bo_op *op, insn *in) {
  if (dec_structured(D, op, in)) return -1;
  lin_aux *x = in->aux;
  x->native_fill = common_kind(op) != EK_NONE && !x->opd[0].shaped && x->nops == 2;
  return 0;
}

/* ------------------------------------------------------- pack / unpack */

#define MAX_RELAYOUT 16

typedef struct relayout_aux {
  bool is_pack, has_pad;
  unsigned n, k, first_tile;
  int64_t pos[MAX_RELAYOUT], perm[MAX_RELAYOUT], tiles[MAX_RELAYOUT];
} relayout_aux;

/* The tiles (dynamic ones from their operands); an error when one is not
 * positive. */
static int relayout_tiles(bo_interp *I, const insn *in, const relayout_aux *x, const slot *F, int64_t *t) {
  unsigned dyn = x->first_tile;
  for (unsigned j = 0; j < x->k; j++) {
    t[j] = x->tiles[j] == BO_DYNAMIC ? F[in->ops[dyn++]].i : x->tiles[j];
    if (t[j] <= 0) return interp_error(I, in->op, "inner tile #%u is %lld, not positive", j, (long long)t[j]);
  }
  return 0;
}

static int exec_relayout(bo_interp *I, const insn *in, slot *F) {
  const relayout_aux *x = in->aux;
  const view *s = (const view *)F[in->ops[0]].o, *d = (const view *)F[in->ops[1]].o;
  const view *u = x->is_pack ? s : d, *p = x->is_pack ? d : s; /* unpacked, packed */
  int64_t tiles[MAX_RELAYOUT];
  if (relayout_tiles(I, in, x, F, tiles)) return RC_ERROR;
  /* the packed shape the tiles give (pack: exactly; unpack: its source) */
  int64_t outer[MAX_RELAYOUT];
  for (unsigned i = 0; i < x->n; i++) outer[i] = u->sizes[i];
  for (unsigned j = 0; j < x->k; j++) outer[x->pos[j]] = (outer[x->pos[j]] + tiles[j] - 1) / tiles[j];
  for (unsigned i = 0; i < x->n; i++)
    if (p->sizes[i] != outer[x->perm[i]])
      return interp_error(I, in->op, "packed dimension %u has size %lld, the tiles make it %lld", i,
                          (long long)p->sizes[i], (long long)outer[x->perm[i]]);
  for (unsigned j = 0; j < x->k; j++)
    if (p->sizes[x->n + j] != tiles[j])
      return interp_error(I, in->op, "packed dimension %u has size %lld, the inner tile is %lld", x->n + j,
                          (long long)p->sizes[x->n + j], (long long)tiles[j]);
  view *r = tensor_new(I, d->ek, d->rank, d->sizes);
  if (!r) return interp_error(I, in->op, "out of memory");
  int64_t idx[2 * MAX_RELAYOUT] = {0}, from[2 * MAX_RELAYOUT];
  slot pad = x->has_pad ? F[in->ops[2]] : (slot){.i = 0};
  size_t es = (size_t)ek_size(d->ek);
  for (int64_t e = 0, ne = view_num_elems(r); e < ne; e++) {
    bool padded = false;
    if (x->is_pack) { /* idx: packed; from: unpacked */
      for (unsigned i = 0; i < x->n; i++) from[x->perm[i]] = idx[i];
      for (unsigned j = 0; j < x->k; j++) from[x->pos[j]] = from[x->pos[j]] * tiles[j] + idx[x->n + j];
      for (unsigned i = 0; i < x->n; i++) padded |= from[i] >= s->sizes[i];
    } else { /* idx: unpacked; from: packed */
      int64_t o[MAX_RELAYOUT];
      for (unsigned i = 0; i < x->n; i++) o[i] = idx[i];
      for (unsigned j = 0; j < x->k; j++) {
        from[x->n + j] = idx[x->pos[j]] % tiles[j];
        o[x->pos[j]] = idx[x->pos[j]] / tiles[j];
      }
      for (unsigned i = 0; i < x->n; i++) from[i] = o[x->perm[i]];
    }
    if (padded && !x->has_pad) {
      obj_release(I, &r->h);
      return interp_error(I, in->op, "a partial tile without a padding value (undefined behaviour)");
    }
    if (padded) {
      elem_store(r->ek, view_ptr(r, e), pad);
    } else {
      int64_t off = view_elem_offset(s, from);
      if (heap_check_init(I, in->op, s, off)) {
        obj_release(I, &r->h);
        return RC_ERROR;
      }
      memcpy(view_ptr(r, e), s->blk->data + (size_t)off * es, es);
    }
    for (unsigned q = r->rank; q-- > 0;) {
      if (++idx[q] < r->sizes[q]) break;
      idx[q] = 0;
    }
  }
  slot_put(F, in->r, &r->h, I);
  return 0;
}

static int dec_relayout(decoder *D, const bo_op *op, insn *in) {
  relayout_aux *x = dec_alloc(D, sizeof *x);
  const bo_attr *pos = bo_op_get_prop(op, "inner_dims_pos"), *tiles = bo_op_get_prop(op, "static_inner_tiles"),
                *perm = bo_op_get_prop(op, "outer_dims_perm"), *seg = bo_op_get_prop(op, "operandSegmentSizes");
  x->is_pack = bo_op_isa(op, BO_OP_LINALG_PACK);
  const bo_type *ut = op->operands[x->is_pack ? 0 : 1].value->type;
  if (!pos || !tiles || op->num_results != 1 || !bo_type_is_tensor(ut)) return -1;
  x->n = bo_type_get_rank(ut);
  x->k = bo_attr_get_num_elements(tiles);
  if (x->n > MAX_RELAYOUT || x->k > MAX_RELAYOUT || bo_attr_get_num_elements(pos) != x->k ||
      elem_kind_of_shaped(ut) == EK_NONE || elem_kind_of_shaped(ut) == EK_REF)
    return -1;
  for (unsigned j = 0; j < x->k; j++) {
    x->pos[j] = bo_attr_dense_array_int_at(pos, j);
    x->tiles[j] = bo_attr_dense_array_int_at(tiles, j);
  }
  for (unsigned i = 0; i < x->n; i++)
    x->perm[i] = perm && bo_attr_get_num_elements(perm) == x->n ? bo_attr_dense_array_int_at(perm, i) : (int64_t)i;
  x->has_pad = x->is_pack && seg && bo_attr_get_num_elements(seg) == 4 && bo_attr_dense_array_int_at(seg, 2) == 1;
  x->first_tile = 2 + x->has_pad;
  in->aux = x;
  in->fn = exec_relayout;
  return 0;
}

/* linalg.softmax along dimension d, as upstream's decomposition computes
 * it: per line along d, m = maxnumf over the line (from NaN), e = exp(x -
 * m), s = the sum of e in index order (from 0), out = e / s; f32 in float
 * arithmetic (expf), f64 in double.  A tensor output gives a new tensor, a
 * memref output is written in place.  O(elements).
 *
 * One loop serves f32 and f64: values are carried as doubles and rounded
 * to the element type after each operation, which for one addition,
 * subtraction, division or maximum of two floats gives float arithmetic's
 * result (double has more than twice float's precision); exp is expf for
 * f32, as the f32 program calls it. */
static double softmax_round(elem_kind k, double v) { return k == EK_F32 ? (double)(float)v : v; }
static double softmax_exp(elem_kind k, double v) {
  return k == EK_F32 ? (double)expf((float)v) : exp(v);
}
static double softmax_load(const view *v, int64_t lin) {
  return slot_to_double(v->ek, elem_load(v->ek, view_ptr(v, lin)));
}
static void softmax_store(view *v, int64_t lin, double d) {
  slot s;
  if (v->ek == EK_F64) s.d = d;
  else s.f = (float)d;
  elem_store(v->ek, view_ptr(v, lin), s);
}

static int softmax_lines(bo_interp *I, const insn *in, const view *x, view *y, unsigned dim) {
  int64_t pos[16] = {0}, n = x->sizes[dim], lines = 1;
  for (unsigned d = 0; d < x->rank; d++)
    if (d != dim) lines *= x->sizes[d];
  for (int64_t l = 0; l < lines && n > 0; l++) {
    int64_t xo = 0, yo = 0;
    for (unsigned d = 0; d < x->rank; d++) {
      xo += pos[d] * x->strides[d];
      yo += pos[d] * y->strides[d];
    }
    for (int64_t i = 0; i < n; i++)
      if (heap_check_init(I, in->op, x, x->offset + xo + i * x->strides[dim])) return RC_ERROR;
    double m = NAN, sum = 0;
    for (int64_t i = 0; i < n; i++) m = fmax(softmax_load(x, xo + i * x->strides[dim]), m);
    for (int64_t i = 0; i < n; i++) {
      double e = softmax_exp(x->ek, softmax_load(x, xo + i * x->strides[dim]) - m);
      softmax_store(y, yo + i * y->strides[dim], e);
      sum = softmax_round(x->ek, e + sum);
    }
    for (int64_t i = 0; i < n; i++) {
      int64_t at = yo + i * y->strides[dim];
      softmax_store(y, at, softmax_load(y, at) / sum);
      heap_mark_written(y, y->offset + at);
    }
    for (unsigned d = x->rank; d-- > 0;) {
      if (d == dim) continue;
      if (++pos[d] < x->sizes[d]) break;
      pos[d] = 0;
    }
  }
  return 0;
}

static int exec_softmax(bo_interp *I, const insn *in, slot *F) {
  const view *x = (const view *)F[in->a].o;
  view *y = (view *)F[in->b].o;
  unsigned dim = (unsigned)in->imm;
  for (unsigned d = 0; d < x->rank; d++)
    if (x->sizes[d] != y->sizes[d])
      return interp_error(I, in->op, "input and output differ in dimension %u: %lld and %lld", d,
                          (long long)x->sizes[d], (long long)y->sizes[d]);
  if (heap_check_view(I, in->op, x, false)) return RC_ERROR;
  if (!in->nres) {
    if (heap_check_view(I, in->op, y, true)) return RC_ERROR;
    return softmax_lines(I, in, x, y, dim);
  }
  view *t = tensor_new(I, y->ek, y->rank, y->sizes);
  if (!t) return interp_error(I, in->op, "out of memory");
  if (softmax_lines(I, in, x, t, dim)) {
    obj_release(I, &t->h);
    return RC_ERROR;
  }
  slot_put(F, in->r, &t->h, I);
  return 0;
}

static int dec_softmax(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *d = bo_op_get_prop(op, "dimension");
  const bo_type *t = op->operands[0].value->type;
  elem_kind k = elem_kind_of_shaped(t);
  if (!d || !bo_type_has_rank(t) || bo_type_get_rank(t) > 16 || (k != EK_F32 && k != EK_F64) ||
      elem_kind_of_shaped(op->operands[1].value->type) != k) {
    return dec_refuse(D, "softmax on element types other than f32 and f64 is not supported yet");
  }
  in->imm = bo_attr_get_int(d);
  in->fn = exec_softmax;
  return 0;
}

static const interp_hook k_hooks[] = {
    {BO_OP_LINALG_GENERIC, dec_structured},
    {BO_OP_LINALG_SOFTMAX, dec_softmax},
    {BO_OP_LINALG_WINOGRAD_FILTER_TRANSFORM, interp_dec_winograd},
    {BO_OP_LINALG_WINOGRAD_INPUT_TRANSFORM, interp_dec_winograd},
    {BO_OP_LINALG_WINOGRAD_OUTPUT_TRANSFORM, interp_dec_winograd},
    {BO_OP_LINALG_FILL, dec_fill},
    {BO_OP_LINALG_COPY, dec_structured},
    {BO_OP_LINALG_MATMUL, dec_matmul},
    {BO_OP_LINALG_BATCH_MATMUL, dec_structured},
    {BO_OP_LINALG_BATCH_REDUCE_MATMUL, dec_structured},
    {BO_OP_LINALG_MATVEC, dec_structured},
    {BO_OP_LINALG_VECMAT, dec_structured},
    {BO_OP_LINALG_DOT, dec_structured},
    {BO_OP_LINALG_CONV_1D, dec_structured},
    {BO_OP_LINALG_CONV_2D, dec_structured},
    {BO_OP_LINALG_CONV_1D_NWC_WCF, dec_structured},
    {BO_OP_LINALG_CONV_2D_NHWC_HWCF, dec_structured},
    {BO_OP_LINALG_CONV_2D_NCHW_FCHW, dec_structured},
    {BO_OP_LINALG_CONV_2D_NCHW_FCHW_Q, dec_structured},
    {BO_OP_LINALG_DEPTHWISE_CONV_2D_NHWC_HWC, dec_structured},
    {BO_OP_LINALG_POOLING_NHWC_MAX, dec_structured},
    {BO_OP_LINALG_POOLING_NHWC_MIN, dec_structured},
    {BO_OP_LINALG_POOLING_NHWC_SUM, dec_structured},
    {BO_OP_LINALG_POOLING_NCHW_MAX, dec_structured},
    {BO_OP_LINALG_MAP, dec_structured},
    {BO_OP_LINALG_REDUCE, dec_structured},
    {BO_OP_LINALG_TRANSPOSE, dec_structured},
    {BO_OP_LINALG_BROADCAST, dec_structured},
    {BO_OP_LINALG_ADD, dec_structured},
    {BO_OP_LINALG_SUB, dec_structured},
    {BO_OP_LINALG_MUL, dec_structured},
    {BO_OP_LINALG_DIV, dec_structured},
    {BO_OP_LINALG_DIV_UNSIGNED, dec_structured},
    {BO_OP_LINALG_MAX, dec_structured},
    {BO_OP_LINALG_MIN, dec_structured},
    {BO_OP_LINALG_POWF, dec_structured},
    {BO_OP_LINALG_EXP, dec_structured},
    {BO_OP_LINALG_LOG, dec_structured},
    {BO_OP_LINALG_ABS, dec_structured},
    {BO_OP_LINALG_CEIL, dec_structured},
    {BO_OP_LINALG_FLOOR, dec_structured},
    {BO_OP_LINALG_NEGF, dec_structured},
    {BO_OP_LINALG_RECIPROCAL, dec_structured},
    {BO_OP_LINALG_ROUND, dec_structured},
    {BO_OP_LINALG_SQRT, dec_structured},
    {BO_OP_LINALG_RSQRT, dec_structured},
    {BO_OP_LINALG_SQUARE, dec_structured},
    {BO_OP_LINALG_TANH, dec_structured},
    {BO_OP_LINALG_ERF, dec_structured},
    {BO_OP_LINALG_SELECT, dec_structured},
    {BO_OP_LINALG_YIELD, dec_yield},
    {BO_OP_LINALG_INDEX, dec_index},
    {BO_OP_LINALG_CONV_1D_NCW_FCW, dec_structured},
    {BO_OP_LINALG_CONV_2D_NHWC_FHWC, dec_structured},
    {BO_OP_LINALG_CONV_2D_NGCHW_FGCHW, dec_structured},
    {BO_OP_LINALG_CONV_2D_NGCHW_GFCHW, dec_structured},
    {BO_OP_LINALG_CONV_2D_NHWGC_GFHWC, dec_structured},
    {BO_OP_LINALG_CONV_3D, dec_structured},
    {BO_OP_LINALG_CONV_3D_NDHWC_DHWCF, dec_structured},
    {BO_OP_LINALG_CONV_3D_NCDHW_FCDHW, dec_structured},
    {BO_OP_LINALG_DEPTHWISE_CONV_1D_NWC_WC, dec_structured},
    {BO_OP_LINALG_DEPTHWISE_CONV_1D_NCW_CW, dec_structured},
    {BO_OP_LINALG_DEPTHWISE_CONV_1D_NWC_WCM, dec_structured},
    {BO_OP_LINALG_DEPTHWISE_CONV_2D_NCHW_CHW, dec_structured},
    {BO_OP_LINALG_DEPTHWISE_CONV_2D_NHWC_HWCM, dec_structured},
    {BO_OP_LINALG_DEPTHWISE_CONV_3D_NDHWC_DHWC, dec_structured},
    {BO_OP_LINALG_DEPTHWISE_CONV_3D_NCDHW_CDHW, dec_structured},
    {BO_OP_LINALG_DEPTHWISE_CONV_3D_NDHWC_DHWCM, dec_structured},
    {BO_OP_LINALG_POOLING_NCHW_SUM, dec_structured},
    {BO_OP_LINALG_POOLING_NCW_MAX, dec_structured},
    {BO_OP_LINALG_POOLING_NCW_SUM, dec_structured},
    {BO_OP_LINALG_POOLING_NWC_MAX, dec_structured},
    {BO_OP_LINALG_POOLING_NWC_MIN, dec_structured},
    {BO_OP_LINALG_POOLING_NWC_SUM, dec_structured},
    {BO_OP_LINALG_POOLING_NDHWC_MAX, dec_structured},
    {BO_OP_LINALG_POOLING_NDHWC_MIN, dec_structured},
    {BO_OP_LINALG_POOLING_NDHWC_SUM, dec_structured},
    {BO_OP_LINALG_POOLING_NHWC_MAX_UNSIGNED, dec_structured},
    {BO_OP_LINALG_POOLING_NHWC_MIN_UNSIGNED, dec_structured},
    {BO_OP_LINALG_POOLING_NWC_MAX_UNSIGNED, dec_structured},
    {BO_OP_LINALG_POOLING_NWC_MIN_UNSIGNED, dec_structured},
    {BO_OP_LINALG_CONV_2D_NGCHW_GFCHW_Q, dec_structured},
    {BO_OP_LINALG_MMT4D, dec_structured},
    {BO_OP_LINALG_BATCH_MMT4D, dec_structured},
    {BO_OP_LINALG_CONTRACT, dec_structured},
    {BO_OP_LINALG_ELEMENTWISE, dec_structured},
    {BO_OP_LINALG_PACK, dec_relayout},
    {BO_OP_LINALG_UNPACK, dec_relayout},
};

const interp_table bo_interp_linalg_table = {k_hooks, sizeof k_hooks / sizeof k_hooks[0]};
