/* ops_bufferization.c - semantics of the bufferization dialect.
 *
 * to_tensor snapshots the buffer (a tensor never changes afterwards);
 * to_buffer hands out a private copy of the tensor's elements, so writes
 * through it cannot change any tensor value; clone is a tracked heap
 * allocation plus a copy; materialize_in_destination copies a tensor into
 * a buffer (or yields the source as the destination tensor); dealloc has
 * MLIR's ownership semantics: every memref whose condition is true is freed
 * (once per allocation) unless it aliases a retained memref, and the result
 * for each retained memref says whether ownership of it was passed along
 * (some memref with a true condition aliases it).  Aliasing is "same
 * allocation", as in the runtime lowering, which compares base pointers.
 * Costs: O(elements) for copies; dealloc O(memrefs x retained).
 */
#include "interp_internal.h"

/* A copy of v's elements into a fresh block of the given kind (no poison
 * check: copying never-written memory is fine, reading it later is not). */
static view *copy_raw(bo_interp *I, const bo_op *op, const view *v, block_where where) {
  if (heap_check_view(I, op, v, false)) return NULL;
  if (v->ek == EK_REF) { /* the slots' references would be shared unowned */
    interp_error(I, op, "copying a memref of memrefs is not supported yet");
    return NULL;
  }
  int64_t n = view_num_elems(v);
  view *t = view_new(v->rank, v->ek);
  if (!t) return NULL;
  t->blk = heap_alloc(I, where == W_TENSOR ? NULL : op, where, v->ek, n);
  if (!t->blk) {
    free(t);
    interp_error(I, op, "out of memory");
    return NULL;
  }
  int64_t st = 1;
  for (unsigned d = v->rank; d-- > 0;) {
    t->sizes[d] = v->sizes[d];
    t->strides[d] = st;
    st *= v->sizes[d];
  }
  int es = ek_size(v->ek);
  int64_t idx[16] = {0}, off = v->offset;
  bool src_init = v->blk->init && v->ek == v->blk->ek;
  for (int64_t e = 0; e < n; e++) {
    memcpy(t->blk->data + e * es, v->blk->data + off * es, (size_t)es);
    bool w = !src_init || v->blk->init[off];
    if (!w) block_ensure_init(t->blk); /* poison travels along */
    if (t->blk->init) t->blk->init[e] = w;
    for (unsigned d = v->rank; d-- > 0;) {
      if (++idx[d] < v->sizes[d]) {
        off += v->strides[d];
        break;
      }
      off -= (idx[d] - 1) * v->strides[d];
      idx[d] = 0;
    }
  }
  return t;
}

static int exec_to_tensor(bo_interp *I, const insn *in, slot *F) {
  view *t = copy_raw(I, in->op, (const view *)F[in->a].o, W_TENSOR);
  if (!t) return RC_ERROR;
  slot_put(F, in->r, &t->h, I);
  return 0;
}
static int dec_to_tensor(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_to_tensor;
  return 0;
}

static int exec_to_buffer(bo_interp *I, const insn *in, slot *F) {
  const view *s = (const view *)F[in->a].o;
  view *t = copy_raw(I, in->op, s, W_TENSOR);
  if (!t) return RC_ERROR;
  slot_put(F, in->r, &t->h, I);
  return 0;
}
static int dec_to_buffer(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_to_buffer;
  return 0;
}

static int exec_clone(bo_interp *I, const insn *in, slot *F) {
  const view *s = (const view *)F[in->a].o;
  view *t = copy_raw(I, in->op, s, W_HEAP);
  if (!t) return RC_ERROR;
  I->heap.copied_bytes += (uint64_t)view_num_elems(s) * ek_size(s->ek);
  slot_put(F, in->r, &t->h, I);
  return 0;
}
static int dec_clone(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_clone;
  return 0;
}

static int exec_alloc_tensor(bo_interp *I, const insn *in, slot *F) {
  const bo_type *t = in->aux;
  view *r;
  if (in->flags) { /* copy(%t) */
    r = copy_raw(I, in->op, (const view *)F[in->ops[in->nops - 1]].o, W_TENSOR);
    if (!r) return RC_ERROR;
  } else {
    int64_t sizes[16];
    unsigned k = 0, rank = bo_type_get_rank(t);
    for (unsigned d = 0; d < rank; d++) {
      int64_t s = bo_type_get_shape(t)[d];
      sizes[d] = s == BO_DYNAMIC ? F[in->ops[k++]].i : s;
    }
    r = tensor_new(I, elem_kind_of_shaped(t), rank, sizes);
    if (!r) return interp_error(I, in->op, "out of memory");
    memset(r->blk->data, 0, (size_t)(view_num_elems(r) * ek_size(r->ek)));
    tensor_mark_undefined(r, in->op);
  }
  slot_put(F, in->r, &r->h, I);
  return 0;
}
static int dec_alloc_tensor(decoder *D, const bo_op *op, insn *in) {
  const bo_type *t = op->results[0].type;
  if (!bo_type_has_rank(t) || bo_type_get_rank(t) > 16 || in->ek == EK_NONE) return -1;
  in->flags = seg(op, 1) > 0;
  in->aux = (void *)t;
  in->fn = exec_alloc_tensor;
  return 0;
}

static int exec_materialize(bo_interp *I, const insn *in, slot *F) {
  const view *s = (const view *)F[in->a].o, *d = (const view *)F[in->b].o;
  if (in->nres) { /* tensor destination: the result is the source's value */
    if (view_num_elems(s) != view_num_elems(d))
      return interp_error(I, in->op, "source and destination sizes differ");
    slot_set(F, in->r, F[in->a].o, I);
    return 0;
  }
  if (view_copy(I, in->op, s, d)) return RC_ERROR;
  I->heap.copied_bytes += (uint64_t)view_num_elems(s) * ek_size(s->ek);
  return 0;
}
static int dec_materialize(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_materialize;
  return 0;
}

typedef struct dealloc_aux {
  unsigned nm, nr;
  uint32_t *m, *c, *r;
} dealloc_aux;

static int exec_dealloc(bo_interp *I, const insn *in, slot *F) {
  const dealloc_aux *x = in->aux;
  for (unsigned j = 0; j < x->nr; j++) {
    const block *rb = ((const view *)F[x->r[j]].o)->blk;
    bool own = false;
    for (unsigned i = 0; i < x->nm && !own; i++)
      own = (F[x->c[i]].i & 1) && ((const view *)F[x->m[i]].o)->blk == rb;
    F[in->res[j]].i = own ? -1 : 0;
  }
  for (unsigned i = 0; i < x->nm; i++) {
    if (!(F[x->c[i]].i & 1)) continue;
    const view *v = (const view *)F[x->m[i]].o;
    bool retained = false, dup = false;
    for (unsigned j = 0; j < x->nr && !retained; j++)
      retained = ((const view *)F[x->r[j]].o)->blk == v->blk;
    for (unsigned k = 0; k < i && !dup; k++)
      dup = (F[x->c[k]].i & 1) && ((const view *)F[x->m[k]].o)->blk == v->blk;
    if (retained || dup) continue;
    if (v->offset != 0 || v->blk->where != W_HEAP || !v->blk->live) {
      if (heap_free(I, in->op, v)) return RC_ERROR;
      continue;
    }
    if (heap_free(I, in->op, v)) return RC_ERROR;
  }
  return 0;
}
static int dec_dealloc(decoder *D, const bo_op *op, insn *in) {
  dealloc_aux *x = dec_alloc(D, sizeof *x);
  x->nm = seg(op, 0);
  unsigned nc = seg(op, 1);
  x->nr = seg(op, 2);
  if (nc != x->nm || x->nm + nc + x->nr != in->nops || x->nr != in->nres) return -1;
  x->m = in->ops;
  x->c = in->ops + x->nm;
  x->r = in->ops + 2 * x->nm;
  in->aux = x;
  in->fn = exec_dealloc;
  in->vector_memrefs_ok = 1; /* compares and frees blocks */
  return 0;
}

/* Tensors are values: there is nothing to release. */
static int exec_nop(bo_interp *I, const insn *in, slot *F) { return 0; }
static int dec_dealloc_tensor(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_nop;
  return 0;
}

static const interp_hook k_hooks[] = {
    {BO_OP_BUFFERIZATION_DEALLOC_TENSOR, dec_dealloc_tensor},
    {BO_OP_BUFFERIZATION_TO_TENSOR, dec_to_tensor},
    {BO_OP_BUFFERIZATION_TO_BUFFER, dec_to_buffer},
    {BO_OP_BUFFERIZATION_TO_MEMREF, dec_to_buffer},
    {BO_OP_BUFFERIZATION_CLONE, dec_clone},
    {BO_OP_BUFFERIZATION_ALLOC_TENSOR, dec_alloc_tensor},
    {BO_OP_BUFFERIZATION_MATERIALIZE_IN_DESTINATION, dec_materialize},
    {BO_OP_BUFFERIZATION_DEALLOC, dec_dealloc},
};

const interp_table bo_interp_bufferization_table = {k_hooks, sizeof k_hooks / sizeof k_hooks[0]};
