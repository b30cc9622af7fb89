/* ops_tensor.c - semantics of the tensor dialect.
 *
 * Tensors are immutable: every op that "changes" a tensor builds a new one
 * (O(elements)); reshapes of a contiguous tensor share its storage (O(rank)),
 * which is safe because nothing ever writes a tensor's storage after the op
 * that made it.  Region ops (generate, pad) run their body once per element
 * they compute.
 */
#include "interp_internal.h"

static view *tensor_like(bo_interp *I, const view *src) {
  return tensor_new(I, src->ek, src->rank, src->sizes);
}

static view *copy_tensor(bo_interp *I, const bo_op *op, const view *src) {
  view *t = tensor_like(I, src);
  if (!t) return NULL;
  int64_t n = view_num_elems(src);
  memcpy(t->blk->data, view_ptr(src, 0), (size_t)(n * ek_size(src->ek)));
  if (src->blk->init && src->ek == src->blk->ek) { /* poison travels along */
    block_ensure_init(t->blk);
    if (t->blk->init) memcpy(t->blk->init, src->blk->init + src->offset, (size_t)n);
  }
  (void)op;
  return t;
}

/* tensor.empty and alloc_tensor: contents undefined until written. */
void tensor_mark_undefined(view *t, const bo_op *op) {
  t->blk->alloc_op = op;
  free(t->blk->init);
  t->blk->init = calloc(t->blk->nelems ? (size_t)t->blk->nelems : 1, 1);
}

/* Result shape: static dims from the type, dynamic ones from operand slots. */
typedef struct tshape {
  unsigned rank;
  int64_t *shape;
  uint32_t *dyn;
  elem_kind ek;
} tshape;

static int dec_tshape(decoder *D, const bo_type *t, const uint32_t *dyn, unsigned ndyn,
                      tshape *x) {
  if (!bo_type_has_rank(t)) return -1;
  x->rank = bo_type_get_rank(t);
  x->ek = elem_kind_of_shaped(t);
  if (x->ek == EK_NONE) return -1;
  x->shape = dec_alloc(D, x->rank * sizeof(int64_t));
  x->dyn = dec_alloc(D, x->rank * sizeof(uint32_t));
  unsigned k = 0;
  for (unsigned d = 0; d < x->rank; d++) {
    x->shape[d] = bo_type_get_shape(t)[d];
    if (x->shape[d] == BO_DYNAMIC) {
      if (k >= ndyn) return -1;
      x->dyn[d] = dyn[k++];
    }
  }
  return 0;
}
static void tshape_sizes(const tshape *x, const slot *F, int64_t *sizes) {
  for (unsigned d = 0; d < x->rank; d++)
    sizes[d] = x->shape[d] == BO_DYNAMIC ? F[x->dyn[d]].i : x->shape[d];
}

static int exec_empty(bo_interp *I, const insn *in, slot *F) {
  const tshape *x = in->aux;
  int64_t sizes[16];
  tshape_sizes(x, F, sizes);
  for (unsigned d = 0; d < x->rank; d++)
    if (sizes[d] < 0) return interp_error(I, in->op, "negative size %lld", (long long)sizes[d]);
  view *t = tensor_new(I, x->ek, x->rank, sizes);
  if (!t) return interp_error(I, in->op, "out of memory");
  memset(t->blk->data, 0, (size_t)(view_num_elems(t) * ek_size(t->ek)));
  tensor_mark_undefined(t, in->op);
  slot_put(F, in->r, &t->h, I);
  return 0;
}
static int dec_empty(decoder *D, const bo_op *op, insn *in) {
  tshape *x = dec_alloc(D, sizeof *x);
  if (dec_tshape(D, op->results[0].type, in->ops, in->nops, x) || x->rank > 16) return -1;
  in->aux = x;
  in->fn = exec_empty;
  return 0;
}

static int64_t index_of(bo_interp *I, const insn *in, const view *t, const slot *F,
                        const uint32_t *idx) {
  int64_t off = 0;
  for (unsigned d = 0; d < t->rank; d++) {
    int64_t i = F[idx[d]].i;
    if (i < 0 || i >= t->sizes[d]) {
      interp_error(I, in->op, "index %lld out of bounds in dimension %u of size %lld",
                   (long long)i, d, (long long)t->sizes[d]);
      return -1;
    }
    off += i * t->strides[d];
  }
  return off;
}

static int exec_extract(bo_interp *I, const insn *in, slot *F) {
  const view *t = (const view *)F[in->a].o;
  int64_t off = index_of(I, in, t, F, in->ops + 1);
  if (off < 0 || heap_check_init(I, in->op, t, t->offset + off)) return RC_ERROR;
  F[in->r] = elem_load(t->ek, view_ptr(t, off));
  return 0;
}
/* complex<f64> elements: the value is a box (c64_box) */
static int exec_extract_c64(bo_interp *I, const insn *in, slot *F) {
  const view *t = (const view *)F[in->a].o;
  int64_t off = index_of(I, in, t, F, in->ops + 1);
  if (off < 0 || heap_check_init(I, in->op, t, t->offset + off)) return RC_ERROR;
  view *box = c64_box(I, view_ptr(t, off));
  if (!box) return interp_error(I, in->op, "out of memory");
  slot_put(F, in->r, &box->h, I);
  return 0;
}
static int dec_extract(decoder *D, const bo_op *op, insn *in) {
  in->c64_values_ok = 1;
  in->fn = in->ek == EK_C64 ? exec_extract_c64 : exec_extract;
  return 0;
}
/* elem_store, or a box's bytes for complex<f64> */
static void insert_elem(elem_kind k, uint8_t *p, slot s) {
  if (k == EK_C64) memcpy(p, c64_unbox(s), 16);
  else elem_store(k, p, s);
}

static int exec_insert(bo_interp *I, const insn *in, slot *F) {
  view *t = (view *)F[in->b].o;
  int64_t off = index_of(I, in, t, F, in->ops + 2);
  if (off < 0) return RC_ERROR;
  if (in->flags && tensor_is_unique(t)) { /* last use of a uniquely owned tensor */
    insert_elem(t->ek, view_ptr(t, off), F[in->a]);
    heap_mark_written(t, off);
    F[in->b].o = NULL;
    slot_put(F, in->r, &t->h, I);
    return 0;
  }
  view *r = copy_tensor(I, in->op, t);
  if (!r) return interp_error(I, in->op, "out of memory");
  insert_elem(r->ek, view_ptr(r, off), F[in->a]);
  heap_mark_written(r, off);
  slot_put(F, in->r, &r->h, I);
  return 0;
}
static int dec_insert(decoder *D, const bo_op *op, insn *in) {
  in->c64_values_ok = 1;
  in->flags = dec_single_local_use(op->operands[1].value, op);
  in->fn = exec_insert;
  return 0;
}

static int exec_extract_slice(bo_interp *I, const insn *in, slot *F) {
  view *v = subview_of(I, in, (const view *)F[in->a].o, in->aux, F);
  if (!v) return RC_ERROR;
  view *t = view_to_tensor(I, in->op, v);
  obj_release(I, &v->h);
  if (!t) return RC_ERROR;
  slot_put(F, in->r, &t->h, I);
  return 0;
}
static int dec_extract_slice(decoder *D, const bo_op *op, insn *in) {
  subview_aux *x = dec_alloc(D, sizeof *x);
  if (dec_subview_aux(D, op, 1, x)) return -1;
  in->aux = x;
  in->fn = exec_extract_slice;
  return 0;
}

/* Copies src into the slice of r (a fresh or uniquely owned tensor) that
 * the op's offsets/sizes/strides select; releases r on failure. */
static int write_slice(bo_interp *I, const insn *in, slot *F, const view *src, view *r) {
  if (!r) return interp_error(I, in->op, "out of memory");
  subview_aux x = *(const subview_aux *)in->aux;
  x.rrank = src->rank;
  x.rshape = src->sizes;
  view *w = subview_of(I, in, r, &x, F);
  int rc = w ? view_copy(I, in->op, src, w) : RC_ERROR;
  if (w) obj_release(I, &w->h);
  if (rc) {
    obj_release(I, &r->h);
    return RC_ERROR;
  }
  return 0;
}

static int exec_insert_slice(bo_interp *I, const insn *in, slot *F) {
  const view *src = (const view *)F[in->a].o, *dst = (const view *)F[in->b].o;
  view *r;
  if (in->flags && tensor_is_unique(dst) && src->blk != dst->blk) {
    r = (view *)dst; /* last use of a uniquely owned tensor: update in place */
    F[in->b].o = NULL;
  } else {
    r = copy_tensor(I, in->op, dst);
  }
  if (write_slice(I, in, F, src, r)) return RC_ERROR;
  slot_put(F, in->r, &r->h, I);
  return 0;
}
/* Inside scf.forall.in_parallel: the destination is the forall's shared
 * output block argument, which the sequential forall keeps up to date. */
static int exec_parallel_insert_slice(bo_interp *I, const insn *in, slot *F) {
  const view *src = (const view *)F[in->a].o, *dst = (const view *)F[in->b].o;
  view *r = copy_tensor(I, in->op, dst);
  if (write_slice(I, in, F, src, r)) return RC_ERROR;
  slot_put(F, in->b, &r->h, I);
  return 0;
}
static int dec_parallel_insert_slice(decoder *D, const bo_op *op, insn *in) {
  subview_aux *x = dec_alloc(D, sizeof *x);
  if (dec_subview_aux(D, op, 2, x)) return -1;
  in->aux = x;
  in->fn = exec_parallel_insert_slice;
  return 0;
}

static int dec_insert_slice(decoder *D, const bo_op *op, insn *in) {
  subview_aux *x = dec_alloc(D, sizeof *x);
  if (dec_subview_aux(D, op, 2, x)) return -1;
  in->flags = dec_single_local_use(op->operands[1].value, op);
  in->aux = x;
  in->fn = exec_insert_slice;
  return 0;
}

static int exec_cast(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->a].o;
  const bo_type *t = in->aux;
  if (bo_type_has_rank(t)) {
    if (bo_type_get_rank(t) != v->rank)
      return interp_error(I, in->op, "cast to a tensor of another rank");
    for (unsigned d = 0; d < v->rank; d++) {
      int64_t s = bo_type_get_shape(t)[d];
      if (s != BO_DYNAMIC && s != v->sizes[d])
        return interp_error(I, in->op, "cast to size %lld in dimension %u, actual size %lld",
                            (long long)s, d, (long long)v->sizes[d]);
    }
  }
  slot_set(F, in->r, F[in->a].o, I);
  return 0;
}
static int dec_cast(decoder *D, const bo_op *op, insn *in) {
  in->aux = (void *)op->results[0].type;
  in->fn = exec_cast;
  return 0;
}


static int exec_from_elements(bo_interp *I, const insn *in, slot *F) {
  const tshape *x = in->aux;
  view *t = tensor_new(I, x->ek, x->rank, x->shape);
  if (!t) return interp_error(I, in->op, "out of memory");
  for (uint32_t i = 0; i < in->nops; i++) elem_store(t->ek, view_ptr(t, i), F[in->ops[i]]);
  slot_put(F, in->r, &t->h, I);
  return 0;
}
static int dec_from_elements(decoder *D, const bo_op *op, insn *in) {
  tshape *x = dec_alloc(D, sizeof *x);
  if (dec_tshape(D, op->results[0].type, NULL, 0, x)) return -1;
  in->aux = x;
  in->fn = exec_from_elements;
  return 0;
}

static int exec_splat(bo_interp *I, const insn *in, slot *F) {
  const tshape *x = in->aux;
  int64_t sizes[16];
  tshape_sizes(x, F, sizes);
  view *t = tensor_new(I, x->ek, x->rank, sizes);
  if (!t) return interp_error(I, in->op, "out of memory");
  int64_t n = view_num_elems(t);
  for (int64_t i = 0; i < n; i++) elem_store(t->ek, view_ptr(t, i), F[in->a]);
  slot_put(F, in->r, &t->h, I);
  return 0;
}
static int dec_splat(decoder *D, const bo_op *op, insn *in) {
  tshape *x = dec_alloc(D, sizeof *x);
  if (dec_tshape(D, op->results[0].type, in->ops + 1, in->nops - 1, x) || x->rank > 16) return -1;
  in->aux = x;
  in->fn = exec_splat;
  return 0;
}

/* generate / pad: a body run per computed element. */
typedef struct body_aux {
  tshape shape;
  code_region body;
  uint32_t *idx; /* body block arguments */
  mixed low, high;
} body_aux;

static int run_body_at(bo_interp *I, const body_aux *x, slot *F, const int64_t *idx, slot *out) {
  for (unsigned d = 0; d < x->shape.rank; d++) F[x->idx[d]].i = idx[d];
  const insn *term;
  if (run_region(I, &x->body, F, &term)) return RC_ERROR;
  *out = F[term->ops[0]];
  return 0;
}

static int exec_generate(bo_interp *I, const insn *in, slot *F) {
  const body_aux *x = in->aux;
  int64_t sizes[16], idx[16] = {0};
  tshape_sizes(&x->shape, F, sizes);
  view *t = tensor_new(I, x->shape.ek, x->shape.rank, sizes);
  if (!t) return interp_error(I, in->op, "out of memory");
  int64_t n = view_num_elems(t);
  for (int64_t e = 0; e < n; e++) {
    slot v;
    if (run_body_at(I, x, F, idx, &v)) {
      obj_release(I, &t->h);
      return RC_ERROR;
    }
    elem_store(t->ek, view_ptr(t, e), v);
    for (unsigned d = t->rank; d-- > 0;) {
      if (++idx[d] < sizes[d]) break;
      idx[d] = 0;
    }
  }
  slot_put(F, in->r, &t->h, I);
  return 0;
}

static int dec_body(decoder *D, const bo_op *op, body_aux *x) {
  bo_block *b = op->regions[0].first;
  if (!b || b->num_args != x->shape.rank) return -1;
  x->idx = dec_alloc(D, b->num_args * sizeof(uint32_t));
  for (unsigned d = 0; d < b->num_args; d++) x->idx[d] = dec_slot(D, b->args[d]);
  return dec_region(D, &op->regions[0], &x->body);
}

static int dec_generate(decoder *D, const bo_op *op, insn *in) {
  body_aux *x = dec_alloc(D, sizeof *x);
  if (dec_tshape(D, op->results[0].type, in->ops, in->nops, &x->shape) || x->shape.rank > 16 ||
      dec_body(D, op, x))
    return -1;
  in->aux = x;
  in->fn = exec_generate;
  return 0;
}

static int exec_pad(bo_interp *I, const insn *in, slot *F) {
  const body_aux *x = in->aux;
  const view *src = (const view *)F[in->a].o;
  unsigned rank = src->rank;
  int64_t sizes[16], lo[16], idx[16] = {0};
  for (unsigned d = 0; d < rank; d++) {
    lo[d] = mixed_at(&x->low, F, d);
    int64_t hi = mixed_at(&x->high, F, d);
    if (lo[d] < 0 || hi < 0) return interp_error(I, in->op, "negative padding");
    sizes[d] = lo[d] + src->sizes[d] + hi;
  }
  view *t = tensor_new(I, src->ek, rank, sizes);
  if (!t) return interp_error(I, in->op, "out of memory");
  int64_t n = view_num_elems(t);
  for (int64_t e = 0; e < n; e++) {
    bool inside = true;
    int64_t soff = 0;
    for (unsigned d = 0; d < rank; d++) {
      int64_t i = idx[d] - lo[d];
      if (i < 0 || i >= src->sizes[d]) inside = false;
      soff += i * src->strides[d];
    }
    slot v;
    if (inside) {
      v = elem_load(src->ek, view_ptr(src, soff));
    } else if (run_body_at(I, x, F, idx, &v)) {
      obj_release(I, &t->h);
      return RC_ERROR;
    }
    elem_store(t->ek, view_ptr(t, e), v);
    for (unsigned d = rank; d-- > 0;) {
      if (++idx[d] < sizes[d]) break;
      idx[d] = 0;
    }
  }
  slot_put(F, in->r, &t->h, I);
  return 0;
}
static int dec_pad(decoder *D, const bo_op *op, insn *in) {
  body_aux *x = dec_alloc(D, sizeof *x);
  unsigned nl = seg(op, 1), nh = seg(op, 2);
  if (dec_mixed(D, op, "static_low", 1, nl, &x->low) ||
      dec_mixed(D, op, "static_high", 1 + nl, nh, &x->high))
    return -1;
  x->shape.rank = x->low.n;
  if (x->shape.rank > 16 || dec_body(D, op, x)) return -1;
  in->aux = x;
  in->fn = exec_pad;
  return 0;
}

static int exec_yield(bo_interp *I, const insn *in, slot *F) { return RC_YIELD; }
static int dec_yield(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_yield;
  return 0;
}

/* Reshapes of a contiguous tensor: same storage, new sizes. */
static int exec_reshape_to(bo_interp *I, const insn *in, slot *F, const int64_t *sizes,
                           unsigned rank) {
  const view *s = (const view *)F[in->a].o;
  int64_t n = 1;
  for (unsigned d = 0; d < rank; d++) n *= sizes[d];
  if (n != view_num_elems(s))
    return interp_error(I, in->op, "reshape changes the number of elements (%lld to %lld)",
                        (long long)view_num_elems(s), (long long)n);
  view *t = view_new(rank, s->ek);
  t->blk = s->blk;
  obj_retain(&s->blk->h);
  t->offset = s->offset;
  int64_t st = 1;
  for (unsigned d = rank; d-- > 0;) {
    t->sizes[d] = sizes[d];
    t->strides[d] = st;
    st *= sizes[d];
  }
  slot_put(F, in->r, &t->h, I);
  return 0;
}

typedef struct reshape_aux {
  unsigned ngroups;
  unsigned *first;
  mixed out;
  unsigned rrank;
} reshape_aux;

static int exec_collapse(bo_interp *I, const insn *in, slot *F) {
  const reshape_aux *x = in->aux;
  const view *s = (const view *)F[in->a].o;
  int64_t sizes[16];
  for (unsigned g = 0; g < x->ngroups; g++) {
    sizes[g] = 1;
    for (unsigned d = x->first[g]; d < x->first[g + 1]; d++) sizes[g] *= s->sizes[d];
  }
  return exec_reshape_to(I, in, F, sizes, x->ngroups);
}
static int exec_expand(bo_interp *I, const insn *in, slot *F) {
  const reshape_aux *x = in->aux;
  int64_t sizes[16];
  for (unsigned d = 0; d < x->out.n; d++) sizes[d] = mixed_at(&x->out, F, d);
  return exec_reshape_to(I, in, F, sizes, x->out.n);
}
static int dec_groups(decoder *D, const bo_op *op, reshape_aux *x) {
  const bo_attr *r = bo_op_get_attr(op, "reassociation");
  if (!r) return -1;
  x->ngroups = bo_attr_get_num_elements(r);
  x->first = dec_alloc(D, (x->ngroups + 1) * sizeof(unsigned));
  unsigned k = 0;
  for (unsigned g = 0; g < x->ngroups; g++) {
    x->first[g] = k;
    k += bo_attr_get_num_elements(bo_attr_array_get(r, g));
  }
  x->first[x->ngroups] = k;
  return x->ngroups > 16 ? -1 : 0;
}
static int dec_collapse(decoder *D, const bo_op *op, insn *in) {
  reshape_aux *x = dec_alloc(D, sizeof *x);
  if (dec_groups(D, op, x)) return -1;
  in->aux = x;
  in->fn = exec_collapse;
  return 0;
}
static int dec_expand(decoder *D, const bo_op *op, insn *in) {
  reshape_aux *x = dec_alloc(D, sizeof *x);
  if (dec_groups(D, op, x) || dec_mixed(D, op, "static_output_shape", 1, in->nops - 1, &x->out) ||
      x->out.n > 16)
    return -1;
  in->aux = x;
  in->fn = exec_expand;
  return 0;
}

static int exec_reshape(bo_interp *I, const insn *in, slot *F) {
  const view *shape = (const view *)F[in->b].o;
  int64_t sizes[16];
  unsigned rank = (unsigned)shape->sizes[0];
  if (rank > 16) return interp_error(I, in->op, "rank too large");
  for (unsigned d = 0; d < rank; d++) sizes[d] = elem_load(shape->ek, view_ptr(shape, d)).i;
  return exec_reshape_to(I, in, F, sizes, rank);
}
static int dec_reshape(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_reshape;
  return 0;
}

static int exec_concat(bo_interp *I, const insn *in, slot *F) {
  unsigned dim = (unsigned)in->imm;
  const view *first = (const view *)F[in->ops[0]].o;
  int64_t sizes[16];
  memcpy(sizes, first->sizes, first->rank * sizeof(int64_t));
  sizes[dim] = 0;
  for (uint32_t i = 0; i < in->nops; i++) sizes[dim] += ((const view *)F[in->ops[i]].o)->sizes[dim];
  view *t = tensor_new(I, first->ek, first->rank, sizes);
  if (!t) return interp_error(I, in->op, "out of memory");
  int64_t at = 0;
  for (uint32_t i = 0; i < in->nops; i++) {
    const view *s = (const view *)F[in->ops[i]].o;
    view *w = view_new(s->rank, s->ek);
    w->blk = t->blk;
    obj_retain(&t->blk->h);
    w->offset = at * t->strides[dim];
    memcpy(w->sizes, s->sizes, s->rank * sizeof(int64_t));
    memcpy(w->strides, t->strides, s->rank * sizeof(int64_t));
    int rc = view_copy(I, in->op, s, w);
    obj_release(I, &w->h);
    if (rc) {
      obj_release(I, &t->h);
      return RC_ERROR;
    }
    at += s->sizes[dim];
  }
  slot_put(F, in->r, &t->h, I);
  return 0;
}
static int dec_concat(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *d = bo_op_get_attr(op, "dim");
  if (!d || !in->nops || bo_type_get_rank(op->results[0].type) > 16) return -1;
  in->imm = bo_attr_get_int(d);
  in->fn = exec_concat;
  return 0;
}

static int exec_bitcast(bo_interp *I, const insn *in, slot *F) {
  const view *s = (const view *)F[in->a].o;
  view *t = tensor_new(I, (elem_kind)in->ek, s->rank, s->sizes);
  if (!t) return interp_error(I, in->op, "out of memory");
  memcpy(t->blk->data, view_ptr(s, 0), (size_t)(view_num_elems(s) * ek_size(s->ek)));
  slot_put(F, in->r, &t->h, I);
  return 0;
}
static int dec_bitcast(decoder *D, const bo_op *op, insn *in) {
  if (ek_size((elem_kind)in->ek) != ek_size((elem_kind)in->ek2)) return -1;
  in->fn = exec_bitcast;
  return 0;
}

/* tensor.gather / tensor.scatter.  The "slice" tensor (the gather's result,
 * the scatter's source) has the batch dims of the indices (all but the
 * last), then the base tensor's dims (the gather's source, the scatter's
 * dest), with the gathered / scattered dims of size 1 or dropped
 * (rank-reduced).  Each slice element maps to one base element: the
 * coordinates stored at its batch position in the indices give the
 * gathered dims, its own position the others.  O(slice elements * rank). */
typedef struct gather_aux {
  unsigned ndims;
  int64_t dims[16];
} gather_aux;

/* The base offset (relative to base's view offset) of slice element `lin`;
 * -1 after a diagnostic when a coordinate is out of bounds. */
static int64_t gather_offset(bo_interp *I, const insn *in, const gather_aux *x, const view *slice,
                             const view *base, const view *idx, int64_t lin) {
  int64_t pos[16], bidx[16], coord_at = 0;
  for (unsigned d = slice->rank; d-- > 0;) {
    pos[d] = lin % slice->sizes[d];
    lin /= slice->sizes[d];
  }
  unsigned nb = idx->rank - 1, k = 0, p = nb;
  bool reduced = slice->rank != nb + base->rank;
  for (unsigned d = 0; d < nb; d++) coord_at += pos[d] * idx->strides[d];
  for (unsigned d = 0; d < base->rank; d++) {
    if (k < x->ndims && x->dims[k] == (int64_t)d) {
      int64_t off = coord_at + (int64_t)k * idx->strides[nb];
      if (heap_check_init(I, in->op, idx, idx->offset + off)) return -1;
      int64_t c = elem_load(idx->ek, view_ptr(idx, off)).i;
      if (c < 0 || c >= base->sizes[d]) {
        interp_error(I, in->op, "coordinate %lld out of bounds in dimension %u of size %lld", (long long)c, d,
                     (long long)base->sizes[d]);
        return -1;
      }
      bidx[d] = c;
      k++;
      if (!reduced) p++;
    } else {
      bidx[d] = pos[p++];
    }
  }
  int64_t off = 0;
  for (unsigned d = 0; d < base->rank; d++) off += bidx[d] * base->strides[d];
  return off;
}

static int64_t slice_offset(const view *v, int64_t lin) {
  int64_t off = 0;
  for (unsigned d = v->rank; d-- > 0;) {
    off += (lin % v->sizes[d]) * v->strides[d];
    lin /= v->sizes[d];
  }
  return off;
}

static int exec_gather(bo_interp *I, const insn *in, slot *F) {
  const view *src = (const view *)F[in->a].o, *idx = (const view *)F[in->b].o;
  const bo_type *rt = in->op->results[0].type;
  unsigned rank = bo_type_get_rank(rt);
  int64_t sizes[16];
  unsigned nb = idx->rank - 1, p = nb;
  for (unsigned d = 0; d < nb; d++) sizes[d] = idx->sizes[d];
  bool reduced = rank != nb + src->rank;
  const gather_aux *x = in->aux;
  for (unsigned d = 0, k = 0; d < src->rank; d++) {
    if (k < x->ndims && x->dims[k] == (int64_t)d) {
      k++;
      if (!reduced) sizes[p++] = 1;
    } else {
      sizes[p++] = src->sizes[d];
    }
  }
  view *t = tensor_new(I, src->ek, rank, sizes);
  if (!t) return interp_error(I, in->op, "out of memory");
  for (int64_t i = 0, n = view_num_elems(t); i < n; i++) {
    int64_t off = gather_offset(I, in, x, t, src, idx, i);
    if (off < 0 || heap_check_init(I, in->op, src, src->offset + off)) {
      obj_release(I, &t->h);
      return RC_ERROR;
    }
    elem_store(t->ek, view_ptr(t, i), elem_load(src->ek, view_ptr(src, off)));
  }
  slot_put(F, in->r, &t->h, I);
  return 0;
}

static int exec_scatter(bo_interp *I, const insn *in, slot *F) {
  const view *src = (const view *)F[in->a].o, *dst = (const view *)F[in->b].o, *idx = (const view *)F[in->c].o;
  view *t = copy_tensor(I, in->op, dst);
  if (!t) return interp_error(I, in->op, "out of memory");
  for (int64_t i = 0, n = view_num_elems(src); i < n; i++) {
    int64_t off = gather_offset(I, in, in->aux, src, t, idx, i), soff = slice_offset(src, i);
    if (off < 0 || heap_check_init(I, in->op, src, src->offset + soff)) {
      obj_release(I, &t->h);
      return RC_ERROR;
    }
    elem_store(t->ek, view_ptr(t, off), elem_load(src->ek, view_ptr(src, soff)));
    heap_mark_written(t, off);
  }
  slot_put(F, in->r, &t->h, I);
  return 0;
}

static int dec_gather_like(decoder *D, const bo_op *op, insn *in, const char *prop, exec_fn fn) {
  const bo_attr *dims = bo_op_get_prop(op, prop);
  unsigned nidx = op->num_operands - 1;
  /* the base tensor: the gather's source, the scatter's dest */
  const bo_type *base = op->operands[nidx == 1 ? 0 : 1].value->type;
  if (!dims || bo_attr_get_num_elements(dims) > 16 || bo_type_get_rank(op->results[0].type) > 16 ||
      bo_type_get_rank(base) > 16 || bo_type_get_rank(op->operands[nidx].value->type) < 1)
    return -1;
  gather_aux *x = dec_alloc(D, sizeof *x);
  x->ndims = bo_attr_get_num_elements(dims);
  for (unsigned i = 0; i < x->ndims; i++) x->dims[i] = bo_attr_dense_array_int_at(dims, i);
  in->aux = x;
  in->fn = fn;
  return 0;
}
static int dec_gather(decoder *D, const bo_op *op, insn *in) {
  return dec_gather_like(D, op, in, "gather_dims", exec_gather);
}
static int dec_scatter(decoder *D, const bo_op *op, insn *in) {
  if (bo_type_get_rank(op->operands[0].value->type) > 16) return -1;
  return dec_gather_like(D, op, in, "scatter_dims", exec_scatter);
}

static const interp_hook k_hooks[] = {
    {BO_OP_TENSOR_EMPTY, dec_empty},
    {BO_OP_TENSOR_EXTRACT, dec_extract},
    {BO_OP_TENSOR_INSERT, dec_insert},
    {BO_OP_TENSOR_EXTRACT_SLICE, dec_extract_slice},
    {BO_OP_TENSOR_INSERT_SLICE, dec_insert_slice},
    {BO_OP_TENSOR_PARALLEL_INSERT_SLICE, dec_parallel_insert_slice},
    {BO_OP_TENSOR_CAST, dec_cast},
    {BO_OP_TENSOR_DIM, interp_dec_view_dim},
    {BO_OP_TENSOR_RANK, interp_dec_view_rank},
    {BO_OP_TENSOR_FROM_ELEMENTS, dec_from_elements},
    {BO_OP_TENSOR_SPLAT, dec_splat},
    {BO_OP_TENSOR_GENERATE, dec_generate},
    {BO_OP_TENSOR_PAD, dec_pad},
    {BO_OP_TENSOR_YIELD, dec_yield},
    {BO_OP_TENSOR_COLLAPSE_SHAPE, dec_collapse},
    {BO_OP_TENSOR_EXPAND_SHAPE, dec_expand},
    {BO_OP_TENSOR_RESHAPE, dec_reshape},
    {BO_OP_TENSOR_CONCAT, dec_concat},
    {BO_OP_TENSOR_BITCAST, dec_bitcast},
    {BO_OP_TENSOR_GATHER, dec_gather},
    {BO_OP_TENSOR_SCATTER, dec_scatter},
};

const interp_table bo_interp_tensor_table = {k_hooks, sizeof k_hooks / sizeof k_hooks[0]};
