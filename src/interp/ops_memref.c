/* ops_memref.c - semantics of the memref dialect.
 *
 * alloc/alloca/realloc make blocks through the checked heap; dealloc frees
 * them (bad and double frees are reported there).  View ops (subview, view,
 * reinterpret_cast, expand/collapse_shape, cast, get_global, ...) make new
 * views of the same block and never touch memory, so they are O(rank).
 * load/store check indices against the view, then the block (use after
 * free, bounds, constant globals, poison).  copy checks both sides and
 * counts copied bytes.  alloca blocks die when their function or
 * alloca_scope returns.
 */
#include "interp_internal.h"
#include "../support/checked.h"

/* Dynamic-or-static lists (offsets, sizes, strides): static values from a
 * dense-array property, BO_DYNAMIC entries taken in order from operands. */
int dec_mixed(decoder *D, const bo_op *op, const char *prop, unsigned first, unsigned ndyn,
                     mixed *out) {
  const bo_attr *a = bo_op_get_attr(op, prop);
  if (!a) return -1;
  out->n = bo_attr_get_num_elements(a);
  out->stat = dec_alloc(D, out->n * sizeof(int64_t));
  out->dyn = dec_alloc(D, out->n * sizeof(uint32_t));
  unsigned k = 0;
  for (uint32_t i = 0; i < out->n; i++) {
    out->stat[i] = bo_attr_dense_array_int_at(a, i);
    if (out->stat[i] == BO_DYNAMIC) {
      if (k >= ndyn) return -1;
      out->dyn[i] = dec_slot(D, op->operands[first + k++].value);
    }
  }
  return 0;
}
unsigned seg(const bo_op *op, unsigned i) {
  const bo_attr *s = bo_op_get_attr(op, "operandSegmentSizes");
  return s ? (unsigned)bo_attr_dense_array_int_at(s, i) : 0;
}

/* Result type shape with dynamic sizes filled from operand slots. */
typedef struct shape_aux {
  unsigned rank;
  int64_t *shape;    /* BO_DYNAMIC where an operand gives the size */
  uint32_t *dyn;
  int64_t *strides;  /* layout strides (BO_DYNAMIC: identity-derived) */
  int64_t offset;
  bool identity;
  elem_kind ek;
  uint32_t elem_bytes; /* EK_REF: the element descriptor's size */
  unsigned inner;      /* memrefs of vectors: the vector's dimensions, last */
  uint32_t pad_bytes;  /* ... and the one element the lowering pads with */
} shape_aux;

static int dec_shape(decoder *D, const bo_type *t, const uint32_t *dyn_slots, unsigned ndyn,
                     shape_aux *x) {
  if (!bo_type_has_rank(t)) return -1;
  x->rank = bo_type_get_rank(t);
  x->ek = elem_kind_of_shaped(t);
  if (x->ek == EK_NONE) return -1;
  if (x->ek == EK_REF) x->elem_bytes = memref_descriptor_bytes(bo_type_get_element_type(t));
  x->shape = dec_alloc(D, x->rank * sizeof(int64_t));
  x->dyn = dec_alloc(D, x->rank * sizeof(uint32_t));
  x->strides = dec_alloc(D, x->rank * sizeof(int64_t));
  const int64_t *s = bo_type_get_shape(t);
  unsigned k = 0;
  for (unsigned d = 0; d < x->rank; d++) {
    x->shape[d] = s[d];
    if (s[d] == BO_DYNAMIC) {
      if (k >= ndyn) return -1;
      x->dyn[d] = dyn_slots[k++];
    }
  }
  x->identity = bo_type_get_kind(t) != BO_TYPE_MEMREF || bo_type_get_layout(t) == NULL;
  if (!x->identity) {
    if (bo_type_get_strides_and_offset(t, x->strides, &x->offset)) return -1;
    for (unsigned d = 0; d < x->rank; d++)
      if (x->strides[d] == BO_DYNAMIC) return -1;
    if (x->offset == BO_DYNAMIC) return -1;
  }
  return 0;
}

/* A view of a fresh block shaped by x. */
static view *alloc_view(bo_interp *I, const bo_op *op, const shape_aux *x, const slot *F,
                        block_where where) {
  view *v = view_new(x->rank, x->ek);
  if (!v) return NULL;
  for (unsigned d = 0; d < x->rank; d++) {
    v->sizes[d] = x->shape[d] == BO_DYNAMIC ? F[x->dyn[d]].i : x->shape[d];
    if (v->sizes[d] < 0) {
      interp_error(I, op, "negative size %lld", (long long)v->sizes[d]);
      free(v);
      return NULL;
    }
  }
  int64_t n;
  if (x->identity) {
    int64_t s = 1;
    for (unsigned d = x->rank; d-- > 0;) {
      v->strides[d] = s;
      if (__builtin_mul_overflow(s, v->sizes[d], &s)) s = INT64_MAX;
    }
    n = s;
  } else {
    v->offset = x->offset;
    if (bo_add_overflow_i64(x->offset, 1, &n)) n = INT64_MAX;
    for (unsigned d = 0; d < x->rank; d++) {
      v->strides[d] = x->strides[d];
      int64_t ext;
      if (v->sizes[d] == 0) n = 0;
      else if (n != INT64_MAX && (bo_mul_overflow_i64(v->sizes[d] - 1, x->strides[d], &ext) ||
                                  bo_add_overflow_i64(n, ext, &n)))
        n = INT64_MAX; /* past int64: too large, like the identity case */
    }
    if (n < 0) n = 0;
  }
  v->blk = heap_alloc_sized(I, op, where, x->ek, n, x->elem_bytes);
  if (!v->blk) {
    free(v);
    interp_error(I, op, "out of memory");
    return NULL;
  }
  v->inner = x->inner;
  if (x->pad_bytes) heap_add_padding(I, v->blk, x->pad_bytes);
  return v;
}

static int exec_alloc(bo_interp *I, const insn *in, slot *F) {
  view *v = alloc_view(I, in->op, in->aux, F, W_HEAP);
  if (!v) return RC_ERROR;
  slot_put(F, in->r, &v->h, I);
  return 0;
}
static int exec_alloca(bo_interp *I, const insn *in, slot *F) {
  view *v = alloc_view(I, in->op, in->aux, F, W_STACK);
  if (!v) return RC_ERROR;
  obj_retain(&v->blk->h);
  bo_vec_push(&I->stack, v->blk);
  slot_put(F, in->r, &v->h, I);
  return 0;
}
/* The vector element of a memref<...xvector<...>> (static, of a scalar
 * kind the interpreter has), NULL for any other type. */
static const bo_type *memref_vector_elem(const bo_type *t) {
  if (!t || bo_type_get_kind(t) != BO_TYPE_MEMREF) return NULL;
  const bo_type *e = bo_type_get_element_type(t);
  if (bo_type_get_kind(e) != BO_TYPE_VECTOR || bo_type_get_num_elements(e) <= 0) return NULL;
  elem_kind k = ek_of_type(bo_type_get_element_type(e));
  return k == EK_NONE || k == EK_REF || ek_is_complex(k) ? NULL : e;
}

/* A memref of vectors, identity layout: the view has the memref's
 * dimensions then the vector's, over scalars of the vector's kind; MLIR's
 * lowering pads such a buffer by one element (non-scalar elements are
 * aligned to their size). */
static int dec_vector_shape(decoder *D, const bo_type *t, const uint32_t *dyn_slots, unsigned ndyn,
                            shape_aux *x) {
  const bo_type *e = memref_vector_elem(t);
  if (!e || bo_type_get_layout(t) != NULL) return -1;
  unsigned mr = bo_type_get_rank(t), vr = bo_type_get_rank(e);
  x->rank = mr + vr;
  x->inner = vr;
  x->ek = ek_of_type(bo_type_get_element_type(e));
  x->pad_bytes = (uint32_t)(bo_type_get_num_elements(e) * ek_size(x->ek));
  x->shape = dec_alloc(D, x->rank * sizeof(int64_t));
  x->dyn = dec_alloc(D, x->rank * sizeof(uint32_t));
  x->strides = dec_alloc(D, x->rank * sizeof(int64_t));
  x->identity = true;
  unsigned k = 0;
  for (unsigned d = 0; d < x->rank; d++) {
    x->shape[d] = d < mr ? bo_type_get_shape(t)[d] : bo_type_get_shape(e)[d - mr];
    if (x->shape[d] == BO_DYNAMIC) {
      if (d >= mr || k >= ndyn) return -1;
      x->dyn[d] = dyn_slots[k++];
    }
  }
  return 0;
}

static int dec_alloc_common(decoder *D, const bo_op *op, insn *in, exec_fn fn) {
  shape_aux *x = dec_alloc(D, sizeof *x);
  unsigned ndyn = seg(op, 0) ? seg(op, 0) : in->nops;
  if (memref_vector_elem(op->results[0].type)) {
    if (dec_vector_shape(D, op->results[0].type, in->ops, ndyn, x)) return -1;
    in->vector_memrefs_ok = 1;
    in->aux = x;
    in->fn = fn;
    return 0;
  }
  if (dec_shape(D, op->results[0].type, in->ops, ndyn, x)) return -1;
  in->aux = x;
  in->fn = fn;
  return 0;
}
static int dec_alloc_op(decoder *D, const bo_op *op, insn *in) {
  return dec_alloc_common(D, op, in, exec_alloc);
}
static int dec_alloca_op(decoder *D, const bo_op *op, insn *in) {
  return dec_alloc_common(D, op, in, exec_alloca);
}

static int exec_dealloc(bo_interp *I, const insn *in, slot *F) {
  return heap_free(I, in->op, (const view *)F[in->a].o);
}
static int dec_dealloc(decoder *D, const bo_op *op, insn *in) {
  in->vector_memrefs_ok = 1;
  in->fn = exec_dealloc;
  return 0;
}

/* Checks indices against the view and the block; returns the element's
 * block offset or -1 after an error. */
static int64_t locate(bo_interp *I, const insn *in, const view *v, const slot *F,
                      const uint32_t *idx, bool write) {
  int64_t off = v->offset;
  for (unsigned d = 0; d < v->rank; d++) {
    int64_t i = F[idx[d]].i;
    if (i < 0 || i >= v->sizes[d]) {
      heap_error(I, in->op, v->blk,
                 "accesses out of bounds: index %lld in dimension %u of size %lld", (long long)i,
                 d, (long long)v->sizes[d]);
      return -1;
    }
    off += i * v->strides[d];
  }
  if (!v->blk->live || write || off >= v->blk->nelems || v->ek != v->blk->ek)
    if (heap_check_range(I, in->op, v, off, off, write)) return -1;
  return off;
}

static int exec_load(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->a].o;
  int64_t off = locate(I, in, v, F, in->ops + 1, false);
  if (off < 0) return RC_ERROR;
  if (heap_check_init(I, in->op, v, off)) return RC_ERROR;
  F[in->r] = elem_load(v->ek, v->blk->data + off * ek_size(v->ek));
  return 0;
}
/* A memref of memrefs: the slot holds a reference to the element's view
 * (its descriptor); loading hands out another reference, storing replaces
 * the slot's reference (the buffers themselves are not touched). */
static int exec_load_ref(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->a].o;
  int64_t off = locate(I, in, v, F, in->ops + 1, false);
  if (off < 0) return RC_ERROR;
  if (heap_check_init(I, in->op, v, off)) return RC_ERROR;
  obj *o;
  memcpy(&o, v->blk->data + off * ek_size(EK_REF), sizeof o);
  if (!o) return interp_error(I, in->op, "loads an element that was never stored");
  slot_set(F, in->r, o, I);
  return 0;
}
/* A complex<f64> does not fit a slot: the slot holds a box of its 16 bytes
 * (c64_box, interp_internal.h). */
static int exec_load_c64(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->a].o;
  int64_t off = locate(I, in, v, F, in->ops + 1, false);
  if (off < 0) return RC_ERROR;
  if (heap_check_init(I, in->op, v, off)) return RC_ERROR;
  view *box = c64_box(I, v->blk->data + off * ek_size(EK_C64));
  if (!box) return interp_error(I, in->op, "out of memory");
  slot_put(F, in->r, &box->h, I);
  return 0;
}
static int exec_store_c64(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->b].o;
  int64_t off = locate(I, in, v, F, in->ops + 2, true);
  if (off < 0) return RC_ERROR;
  memcpy(v->blk->data + off * ek_size(EK_C64), c64_unbox(F[in->a]), 16);
  heap_mark_written(v, off);
  return 0;
}
/* memref.load / store of a vector element: the element's scalars are the
 * view's last `inner` dimensions, contiguous.  Returns the block offset of
 * the element's first scalar, -1 after an error. */
static int64_t locate_vector(bo_interp *I, const insn *in, const view *v, const slot *F,
                             const uint32_t *idx, int64_t n, bool write) {
  if (v->inner == 0 || v->inner > v->rank)
    return interp_error(I, in->op, "a view of a memref of vectors is not supported yet"), -1;
  int64_t off = v->offset;
  for (unsigned d = 0; d < v->rank - v->inner; d++) {
    int64_t i = F[idx[d]].i;
    if (i < 0 || i >= v->sizes[d]) {
      heap_error(I, in->op, v->blk,
                 "accesses out of bounds: index %lld in dimension %u of size %lld", (long long)i,
                 d, (long long)v->sizes[d]);
      return -1;
    }
    off += i * v->strides[d];
  }
  if (heap_check_range(I, in->op, v, off, off + n - 1, write)) return -1;
  return off;
}
static int exec_load_vector(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->a].o;
  const bo_type *vt = in->op->results[0].type;
  int64_t n = bo_type_get_num_elements(vt);
  int64_t off = locate_vector(I, in, v, F, in->ops + 1, n, false);
  if (off < 0) return RC_ERROR;
  for (int64_t i = 0; i < n; i++)
    if (heap_check_init(I, in->op, v, off + i)) return RC_ERROR;
  view *r = tensor_new(I, v->ek, bo_type_get_rank(vt), bo_type_get_shape(vt));
  if (!r) return interp_error(I, in->op, "out of memory");
  memcpy(view_ptr(r, 0), v->blk->data + off * ek_size(v->ek), (size_t)(n * ek_size(v->ek)));
  slot_put(F, in->r, &r->h, I);
  return 0;
}
static int exec_store_vector(bo_interp *I, const insn *in, slot *F) {
  const view *src = (const view *)F[in->a].o, *v = (const view *)F[in->b].o;
  int64_t n = view_num_elems(src);
  int64_t off = locate_vector(I, in, v, F, in->ops + 2, n, true);
  if (off < 0) return RC_ERROR;
  if (src->ek != v->ek || !view_is_contiguous(src))
    return interp_error(I, in->op, "stores a vector the interpreter holds in another layout");
  for (int64_t i = 0; i < n; i++)
    if (heap_check_init(I, in->op, src, src->offset + i)) return RC_ERROR;
  memcpy(v->blk->data + off * ek_size(v->ek), view_ptr(src, 0), (size_t)(n * ek_size(v->ek)));
  for (int64_t i = 0; i < n; i++) heap_mark_written(v, off + i);
  return 0;
}

static int dec_load(decoder *D, const bo_op *op, insn *in) {
  if (memref_vector_elem(op->operands[0].value->type)) {
    in->vector_memrefs_ok = 1;
    in->fn = exec_load_vector;
    return 0;
  }
  in->c64_values_ok = 1;
  in->fn = in->ek == EK_C64 ? exec_load_c64
           : value_is_obj(&op->results[0]) ? exec_load_ref : exec_load;
  return 0;
}
static int exec_store_ref(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->b].o;
  int64_t off = locate(I, in, v, F, in->ops + 2, true);
  if (off < 0) return RC_ERROR;
  obj *o = F[in->a].o, *old;
  memcpy(&old, v->blk->data + off * ek_size(EK_REF), sizeof old);
  obj_retain(o);
  memcpy(v->blk->data + off * ek_size(EK_REF), &o, sizeof o);
  if (old) obj_release(I, old);
  heap_mark_written(v, off);
  return 0;
}
static int exec_store(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->b].o;
  int64_t off = locate(I, in, v, F, in->ops + 2, true);
  if (off < 0) return RC_ERROR;
  elem_store(v->ek, v->blk->data + off * ek_size(v->ek), F[in->a]);
  heap_mark_written(v, off);
  return 0;
}
static int dec_store(decoder *D, const bo_op *op, insn *in) {
  if (memref_vector_elem(op->operands[1].value->type)) {
    in->vector_memrefs_ok = 1;
    in->fn = exec_store_vector;
    return 0;
  }
  in->c64_values_ok = 1;
  in->fn = in->ek == EK_C64 ? exec_store_c64
           : value_is_obj(op->operands[0].value) ? exec_store_ref : exec_store;
  return 0;
}

/* dim and rank read the view, which tensors and memrefs share (also used
 * by ops_tensor.c). */
static int exec_dim(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->a].o;
  int64_t d = F[in->b].i;
  if (d < 0 || d >= (int64_t)(v->rank - v->inner))
    return interp_error(I, in->op, "dimension %lld out of range for rank %u", (long long)d,
                        v->rank - v->inner);
  F[in->r].i = v->sizes[d];
  return 0;
}
int interp_dec_view_dim(decoder *D, const bo_op *op, insn *in) {
  in->vector_memrefs_ok = 1;
  in->fn = exec_dim;
  return 0;
}
static int exec_rank(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->a].o;
  F[in->r].i = v->rank - v->inner;
  return 0;
}
int interp_dec_view_rank(decoder *D, const bo_op *op, insn *in) {
  in->vector_memrefs_ok = 1;
  in->fn = exec_rank;
  return 0;
}

/* Same view under another type: cast, assume_alignment, memory_space_cast. */
static int exec_same(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->a].o;
  const bo_type *t = (const bo_type *)in->aux;
  if (t && bo_type_has_rank(t)) {
    const int64_t *s = bo_type_get_shape(t);
    if (bo_type_get_rank(t) + v->inner != v->rank)
      return interp_error(I, in->op, "cast to a type of another rank");
    for (unsigned d = 0; d < bo_type_get_rank(t); d++)
      if (s[d] != BO_DYNAMIC && s[d] != v->sizes[d])
        return interp_error(I, in->op, "cast to incompatible size %lld in dimension %u (actual %lld)",
                            (long long)s[d], d, (long long)v->sizes[d]);
  }
  slot_set(F, in->r, &((view *)v)->h, I);
  return 0;
}
static int dec_same(decoder *D, const bo_op *op, insn *in) {
  if (!op->num_results) {
    in->fn = NULL;
    return -1;
  }
  in->aux = (void *)op->results[0].type;
  in->fn = exec_same;
  in->vector_memrefs_ok = 1; /* the same view */
  return 0;
}
static int exec_nop(bo_interp *I, const insn *in, slot *F) { return 0; }

static view *view_like(const view *src, unsigned rank, elem_kind ek) {
  view *v = view_new(rank, ek);
  if (!v) return NULL;
  v->blk = src->blk;
  v->logical = src->logical;
  v->ptr_bytes = src->ptr_bytes;
  obj_retain(&src->blk->h);
  return v;
}

view *subview_of(bo_interp *I, const insn *in, const view *s, const subview_aux *x, const slot *F) {
  unsigned n = x->off.n;
  view *v = view_like(s, x->rrank, s->ek);
  v->offset = s->offset;
  unsigned drop = n - x->rrank, j = 0;
  for (unsigned d = 0; d < n; d++) {
    int64_t o = mixed_at(&x->off, F, d), sz = mixed_at(&x->size, F, d),
            st = mixed_at(&x->stride, F, d);
    int64_t last = o, off, vst = 0;
    bool bad = o < 0 || sz < 0 || (sz == 0 && o > s->sizes[d]);
    if (!bad && sz > 0)
      bad = bo_mul_overflow_i64(sz - 1, st, &last) || bo_add_overflow_i64(last, o, &last) ||
            last < 0 || last >= s->sizes[d];
    /* in bounds, o * stride stays within the source's extent; the new
     * stride st * stride need not */
    bad = bad || bo_mul_overflow_i64(o, s->strides[d], &off) ||
          bo_add_overflow_i64(v->offset, off, &v->offset) ||
          bo_mul_overflow_i64(st, s->strides[d], &vst);
    if (bad) {
      obj_release(I, &v->h);
      heap_error(I, in->op, s->blk,
                        "makes an out-of-bounds subview: offset %lld size %lld stride %lld in "
                        "dimension %u of size %lld",
                        (long long)o, (long long)sz, (long long)st, d, (long long)s->sizes[d]);
      return NULL;
    }
    /* rank-reducing: unit dims are dropped greedily (their stride never
     * matters, the index into them is always 0) */
    bool keep = true;
    if (drop > 0 && sz == 1 && n - d > x->rrank - j) {
      keep = false;
      drop--;
    }
    if (keep && j < x->rrank) {
      v->sizes[j] = sz;
      v->strides[j] = vst;
      j++;
    }
  }
  int64_t lo, hi;
  if (!view_extent(v, &lo, &hi)) {
    obj_release(I, &v->h);
    heap_error(I, in->op, s->blk, "makes a view whose element offsets overflow 64 bits");
    return NULL;
  }
  return v;
}
static int exec_subview(bo_interp *I, const insn *in, slot *F) {
  view *v = subview_of(I, in, (const view *)F[in->a].o, in->aux, F);
  if (!v) return RC_ERROR;
  slot_put(F, in->r, &v->h, I);
  return 0;
}
int dec_subview_aux(decoder *D, const bo_op *op, unsigned first, subview_aux *x) {
  unsigned no = seg(op, first), ns = seg(op, first + 1), nst = seg(op, first + 2);
  if (dec_mixed(D, op, "static_offsets", first, no, &x->off) ||
      dec_mixed(D, op, "static_sizes", first + no, ns, &x->size) ||
      dec_mixed(D, op, "static_strides", first + no + ns, nst, &x->stride))
    return -1;
  if (op->num_results) { /* parallel_insert_slice has none; callers set these */
    const bo_type *rt = op->results[0].type;
    x->rrank = bo_type_get_rank(rt);
    x->rshape = bo_type_get_shape(rt);
  }
  return 0;
}
static int dec_subview(decoder *D, const bo_op *op, insn *in) {
  subview_aux *x = dec_alloc(D, sizeof *x);
  if (dec_subview_aux(D, op, 1, x)) return -1;
  in->aux = x;
  in->fn = exec_subview;
  return 0;
}

static int exec_reinterpret_cast(bo_interp *I, const insn *in, slot *F) {
  const subview_aux *x = in->aux;
  const view *s = (const view *)F[in->a].o;
  view *v = view_like(s, x->size.n, s->ek);
  /* the offset counts from the descriptor's aligned pointer */
  v->offset = mixed_at(&x->off, F, 0) + view_ptr_shift(s);
  for (unsigned d = 0; d < x->size.n; d++) {
    v->sizes[d] = mixed_at(&x->size, F, d);
    v->strides[d] = mixed_at(&x->stride, F, d);
  }
  /* the view may go out of bounds (reported on access), but its element
   * offsets must be numbers */
  int64_t lo, hi;
  if (!view_extent(v, &lo, &hi)) {
    obj_release(I, &v->h);
    return heap_error(I, in->op, s->blk, "makes a view with a negative size or whose element "
                      "offsets overflow 64 bits");
  }
  slot_put(F, in->r, &v->h, I);
  return 0;
}
static int dec_reinterpret_cast(decoder *D, const bo_op *op, insn *in) {
  subview_aux *x = dec_alloc(D, sizeof *x);
  unsigned no = seg(op, 1), ns = seg(op, 2), nst = seg(op, 3);
  if (dec_mixed(D, op, "static_offsets", 1, no, &x->off) ||
      dec_mixed(D, op, "static_sizes", 1 + no, ns, &x->size) ||
      dec_mixed(D, op, "static_strides", 1 + no + ns, nst, &x->stride) || x->off.n != 1)
    return -1;
  in->aux = x;
  in->fn = exec_reinterpret_cast;
  return 0;
}

static int exec_view(bo_interp *I, const insn *in, slot *F) {
  const shape_aux *x = in->aux;
  const view *s = (const view *)F[in->a].o;
  int64_t shift = F[in->b].i;
  int es = ek_size(x->ek);
  int64_t base_bytes = s->offset * ek_size(s->ek) + shift;
  if (base_bytes % es)
    return interp_error(I, in->op, "byte shift %lld is not a multiple of the element size",
                        (long long)shift);
  view *v = view_like(s, x->rank, x->ek);
  v->offset = base_bytes / es;
  v->ptr_bytes = base_bytes; /* as lowered: the pointer moves, the offset is 0 */
  v->inner = x->inner;       /* a view of vectors: their dimensions, last */
  int64_t st = 1;
  for (unsigned d = x->rank; d-- > 0;) {
    v->sizes[d] = x->shape[d] == BO_DYNAMIC ? F[x->dyn[d]].i : x->shape[d];
    v->strides[d] = st;
    st *= v->sizes[d];
  }
  if (arena_on_view(I, in->op, s, v) || heap_check_view(I, in->op, v, false)) {
    obj_release(I, &v->h);
    return RC_ERROR;
  }
  slot_put(F, in->r, &v->h, I);
  return 0;
}
static int dec_view(decoder *D, const bo_op *op, insn *in) {
  shape_aux *x = dec_alloc(D, sizeof *x);
  if (in->nops < 2) return -1;
  if (memref_vector_elem(op->results[0].type)) {
    /* memref<Nxvector<...>> out of an i8 buffer (merge-alloc's arenas):
     * the vectors' scalars, contiguous, from the byte shift on */
    if (dec_vector_shape(D, op->results[0].type, in->ops + 2, in->nops - 2, x)) return -1;
    in->vector_memrefs_ok = 1;
  } else if (dec_shape(D, op->results[0].type, in->ops + 2, in->nops - 2, x)) {
    return -1;
  }
  in->aux = x;
  in->fn = exec_view;
  return 0;
}

/* Reassociation groups: group g covers result (collapse) / source (expand)
 * dims first[g] .. first[g+1]-1. */
typedef struct reshape_aux {
  unsigned ngroups;
  unsigned *first;
  shape_aux out;
} reshape_aux;

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
  return 0;
}

static int exec_collapse(bo_interp *I, const insn *in, slot *F) {
  const reshape_aux *x = in->aux;
  const view *s = (const view *)F[in->a].o;
  view *v = view_like(s, x->ngroups, s->ek);
  v->offset = s->offset;
  for (unsigned g = 0; g < x->ngroups; g++) {
    int64_t size = 1, stride = 1;
    unsigned lo = x->first[g], hi = x->first[g + 1];
    for (unsigned d = lo; d < hi; d++) size *= s->sizes[d];
    if (hi > lo) stride = s->strides[hi - 1];
    for (unsigned d = hi - 1; d > lo; d--)
      if (s->sizes[d] != 1 && s->sizes[d - 1] != 1 &&
          s->strides[d - 1] != s->strides[d] * s->sizes[d]) {
        obj_release(I, &v->h);
        return interp_error(I, in->op, "collapses dimensions that are not contiguous");
      }
    v->sizes[g] = size;
    v->strides[g] = stride;
  }
  slot_put(F, in->r, &v->h, I);
  return 0;
}
static int dec_collapse(decoder *D, const bo_op *op, insn *in) {
  reshape_aux *x = dec_alloc(D, sizeof *x);
  if (dec_groups(D, op, x)) return -1;
  in->aux = x;
  in->fn = exec_collapse;
  return 0;
}

/* The result shape of expand_shape: static_output_shape with dynamic
 * entries from the operands after the source. */
static int exec_expand(bo_interp *I, const insn *in, slot *F) {
  const reshape_aux *x = in->aux;
  const view *s = (const view *)F[in->a].o;
  view *v = view_like(s, x->out.rank, s->ek);
  v->offset = s->offset;
  for (unsigned d = 0; d < x->out.rank; d++)
    v->sizes[d] = x->out.shape[d] == BO_DYNAMIC ? F[x->out.dyn[d]].i : x->out.shape[d];
  for (unsigned g = 0; g < x->ngroups; g++) {
    int64_t st = s->strides[g], total = 1;
    for (unsigned d = x->first[g + 1]; d-- > x->first[g];) {
      v->strides[d] = st;
      st *= v->sizes[d];
      total *= v->sizes[d];
    }
    if (total != s->sizes[g]) {
      obj_release(I, &v->h);
      return interp_error(I, in->op, "expands dimension %u of size %lld into sizes of product %lld",
                          g, (long long)s->sizes[g], (long long)total);
    }
  }
  slot_put(F, in->r, &v->h, I);
  return 0;
}
static int dec_expand(decoder *D, const bo_op *op, insn *in) {
  reshape_aux *x = dec_alloc(D, sizeof *x);
  if (dec_groups(D, op, x)) return -1;
  mixed m;
  if (dec_mixed(D, op, "static_output_shape", 1, in->nops - 1, &m)) return -1;
  x->out.rank = m.n;
  x->out.shape = m.stat;
  x->out.dyn = m.dyn;
  in->aux = x;
  in->fn = exec_expand;
  return 0;
}

static int exec_copy(bo_interp *I, const insn *in, slot *F) {
  const view *s = (const view *)F[in->a].o, *d = (const view *)F[in->b].o;
  if (view_copy(I, in->op, s, d)) return RC_ERROR;
  I->heap.copied_bytes += (uint64_t)view_num_elems(s) * ek_size(s->ek);
  return 0;
}
static int dec_copy(decoder *D, const bo_op *op, insn *in) {
  in->vector_memrefs_ok = 1; /* element by element over the vectors' scalars too */
  in->fn = exec_copy;
  return 0;
}

static int exec_get_global(bo_interp *I, const insn *in, slot *F) {
  const bo_op *g = in->aux;
  block *b = interp_global_block(I, g, in->op);
  if (!b) return interp_error(I, in->op, "cannot materialize the global");
  const bo_type *t = in->op->results[0].type;
  view *v = view_new(bo_type_get_rank(t), b->ek);
  v->blk = b;
  obj_retain(&b->h);
  int64_t st = 1;
  for (unsigned d = v->rank; d-- > 0;) {
    v->sizes[d] = bo_type_get_shape(t)[d];
    v->strides[d] = st;
    st *= v->sizes[d];
  }
  slot_put(F, in->r, &v->h, I);
  return 0;
}
static int dec_get_global(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *n = bo_op_get_attr(op, "name");
  if (!n) return -1;
  bo_op *g = bo_lookup_symbol((bo_op *)op, bo_attr_symbol_root(n));
  if (!g || !bo_op_isa(g, BO_OP_MEMREF_GLOBAL)) return -1;
  in->aux = g;
  in->fn = exec_get_global;
  return 0;
}

static int exec_realloc(bo_interp *I, const insn *in, slot *F) {
  const view *s = (const view *)F[in->a].o;
  const shape_aux *x = in->aux;
  if (heap_check_view(I, in->op, s, false)) return RC_ERROR;
  view *v = alloc_view(I, in->op, x, F, W_HEAP);
  if (!v) return RC_ERROR;
  int64_t n = view_num_elems(s), m = view_num_elems(v), k = n < m ? n : m;
  int es = ek_size(s->ek);
  memcpy(v->blk->data, view_ptr(s, 0), (size_t)(k * es));
  if (v->blk->init && s->blk->init) memcpy(v->blk->init, s->blk->init + s->offset, (size_t)k);
  if (heap_free(I, in->op, s)) {
    obj_release(I, &v->h);
    return RC_ERROR;
  }
  slot_put(F, in->r, &v->h, I);
  return 0;
}
static int dec_realloc(decoder *D, const bo_op *op, insn *in) {
  shape_aux *x = dec_alloc(D, sizeof *x);
  if (dec_shape(D, op->results[0].type, in->ops + 1, in->nops - 1, x)) return -1;
  in->aux = x;
  in->fn = exec_realloc;
  return 0;
}

/* Of a memref of vectors: the base buffer is a rank-0 memref of the vector
 * (the view's vector dimensions), offset and strides count vectors. */
static int exec_metadata_vector(bo_interp *I, const insn *in, slot *F) {
  const view *s = (const view *)F[in->a].o;
  unsigned mr = s->rank - s->inner;
  int64_t vsize = 1;
  for (unsigned d = mr; d < s->rank; d++) vsize *= s->sizes[d];
  if (s->ptr_bytes || vsize <= 0 || s->offset % vsize)
    return interp_error(I, in->op, "a view of a memref of vectors is not supported yet");
  view *base = view_like(s, s->inner, s->ek);
  base->inner = s->inner;
  for (unsigned d = 0; d < s->inner; d++) {
    base->sizes[d] = s->sizes[mr + d];
    base->strides[d] = s->strides[mr + d];
  }
  slot_put(F, in->res[0], &base->h, I);
  F[in->res[1]].i = s->offset / vsize;
  for (unsigned d = 0; d < mr; d++) {
    F[in->res[2 + d]].i = s->sizes[d];
    F[in->res[2 + mr + d]].i = s->strides[d] / vsize;
  }
  return 0;
}

static int exec_metadata(bo_interp *I, const insn *in, slot *F) {
  const view *s = (const view *)F[in->a].o;
  if (s->inner) return exec_metadata_vector(I, in, F);
  view *base = view_like(s, 0, s->ek);
  int64_t shift = view_ptr_shift(s);
  base->offset = shift; /* the base buffer starts at the aligned pointer */
  slot_put(F, in->res[0], &base->h, I);
  F[in->res[1]].i = s->offset - shift;
  for (unsigned d = 0; d < s->rank; d++) {
    F[in->res[2 + d]].i = s->sizes[d];
    F[in->res[2 + s->rank + d]].i = s->strides[d];
  }
  return 0;
}
static int dec_metadata(decoder *D, const bo_op *op, insn *in) {
  in->vector_memrefs_ok = 1;
  in->fn = exec_metadata;
  return 0;
}

/* A stand-in address: distinct per block, 64-aligned.  As in MLIR's memref
 * descriptor the aligned pointer does not include the offset: a subview or
 * reinterpret_cast has its source's pointer (buffer deallocation compares
 * these pointers to tell whether a retained view is an allocation it
 * frees). */
static int exec_pointer(bo_interp *I, const insn *in, slot *F) {
  const view *s = (const view *)F[in->a].o;
  F[in->r].i = (int64_t)((s->blk->id << 24) * 64) + s->ptr_bytes;
  return 0;
}
static int dec_pointer(decoder *D, const bo_op *op, insn *in) {
  in->vector_memrefs_ok = 1;
  in->fn = exec_pointer;
  return 0;
}

/* memref.reshape: a contiguous source seen with the sizes a shape memref holds. */
static int exec_reshape(bo_interp *I, const insn *in, slot *F) {
  const view *s = (const view *)F[in->a].o, *shape = (const view *)F[in->b].o;
  if (heap_check_view(I, in->op, shape, false) || heap_check_view(I, in->op, s, false))
    return RC_ERROR;
  if (!view_is_contiguous(s)) return interp_error(I, in->op, "reshapes a non-contiguous memref");
  unsigned rank = (unsigned)shape->sizes[0];
  view *v = view_like(s, rank, s->ek);
  v->offset = s->offset;
  int64_t n = 1;
  for (unsigned d = 0; d < rank; d++) {
    int64_t off = shape->offset + d * shape->strides[0];
    if (heap_check_init(I, in->op, shape, off)) {
      obj_release(I, &v->h);
      return RC_ERROR;
    }
    v->sizes[d] = elem_load(shape->ek, shape->blk->data + off * ek_size(shape->ek)).i;
    n *= v->sizes[d];
  }
  int64_t st = 1;
  for (unsigned d = rank; d-- > 0;) {
    v->strides[d] = st;
    st *= v->sizes[d];
  }
  if (n != view_num_elems(s)) {
    obj_release(I, &v->h);
    return interp_error(I, in->op, "reshape changes the number of elements");
  }
  slot_put(F, in->r, &v->h, I);
  return 0;
}
static int dec_reshape(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_reshape;
  return 0;
}

/* memref.atomic_rmw: kinds in the order of MLIR's AtomicRMWKind. */
enum { RMW_ADDF, RMW_ADDI, RMW_ANDI, RMW_ASSIGN, RMW_MAXIMUMF, RMW_MAXNUMF, RMW_MAXS, RMW_MAXU,
       RMW_MINIMUMF, RMW_MINNUMF, RMW_MINS, RMW_MINU, RMW_MULF, RMW_MULI, RMW_ORI, RMW_XORI };

static double rmw_float(int64_t kind, double a, double v) {
  switch (kind) {
  case RMW_ADDF: return a + v;
  case RMW_MULF: return a * v;
  case RMW_MAXIMUMF: return isnan(a) || isnan(v) ? NAN : a > v ? a : v;
  case RMW_MINIMUMF: return isnan(a) || isnan(v) ? NAN : a < v ? a : v;
  case RMW_MAXNUMF: return fmax(a, v);
  case RMW_MINNUMF: return fmin(a, v);
  default: return v;
  }
}

static int exec_atomic_rmw(bo_interp *I, const insn *in, slot *F) {
  const view *v = (const view *)F[in->b].o;
  int64_t off = locate(I, in, v, F, in->ops + 2, true);
  if (off < 0 || heap_check_init(I, in->op, v, off)) return RC_ERROR;
  uint8_t *p = v->blk->data + off * ek_size(v->ek);
  slot old = elem_load(v->ek, p), val = F[in->a], nw;
  unsigned w = ek_int_width(v->ek);
  if (ek_is_float(v->ek)) {
    double r = rmw_float(in->imm, slot_to_double(v->ek, old), slot_to_double(v->ek, val));
    if (v->ek == EK_F64) nw.d = r;
    else nw.f = (float)r;
  } else {
    int64_t a = old.i, b = val.i;
    uint64_t ua = zext(a, w), ub = zext(b, w);
    int64_t r;
    switch (in->imm) {
    case RMW_ADDI: r = (int64_t)((uint64_t)a + (uint64_t)b); break;
    case RMW_MULI: r = (int64_t)((uint64_t)a * (uint64_t)b); break;
    case RMW_ANDI: r = a & b; break;
    case RMW_ORI: r = a | b; break;
    case RMW_XORI: r = a ^ b; break;
    case RMW_MAXS: r = a > b ? a : b; break;
    case RMW_MINS: r = a < b ? a : b; break;
    case RMW_MAXU: r = ua > ub ? a : b; break;
    case RMW_MINU: r = ua < ub ? a : b; break;
    default: r = b; break;
    }
    nw.i = sext(r, w);
  }
  elem_store(v->ek, p, nw);
  F[in->r] = old;
  return 0;
}
static int dec_atomic_rmw(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *k = bo_op_get_attr(op, "kind");
  if (!k) return -1;
  in->imm = bo_attr_get_int(k);
  in->fn = exec_atomic_rmw;
  return 0;
}

/* memref.transpose: a view with the sizes and strides permuted. */
static int exec_transpose(bo_interp *I, const insn *in, slot *F) {
  const view *s = (const view *)F[in->a].o;
  const uint32_t *perm = in->aux;
  view *v = view_like(s, s->rank, s->ek);
  if (!v) return interp_error(I, in->op, "out of memory");
  v->offset = s->offset;
  for (unsigned i = 0; i < s->rank; i++) {
    v->sizes[i] = s->sizes[perm[i]];
    v->strides[i] = s->strides[perm[i]];
  }
  slot_put(F, in->r, &v->h, I);
  return 0;
}
static int dec_transpose(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *map = bo_op_get_attr(op, "permutation");
  if (!map) return -1;
  unsigned n = bo_affine_map_num_results(map);
  uint32_t *perm = dec_alloc(D, (n ? n : 1) * sizeof *perm);
  for (unsigned i = 0; i < n; i++) perm[i] = (uint32_t)bo_affine_get_value(bo_affine_map_result(map, i));
  in->aux = perm;
  in->fn = exec_transpose;
  return 0;
}

/* memref.generic_atomic_rmw: the body runs on the element's value; what
 * its memref.atomic_yield gives is stored; the op's result is the value
 * the element had (what the LLVM lowering's cmpxchg loop returns). */
static int exec_generic_atomic_rmw(bo_interp *I, const insn *in, slot *F) {
  const code_region *body = in->aux;
  const view *v = (const view *)F[in->a].o;
  int64_t off = locate(I, in, v, F, in->ops + 1, true);
  if (off < 0 || heap_check_init(I, in->op, v, off)) return RC_ERROR;
  slot old = elem_load(v->ek, v->blk->data + off * ek_size(v->ek));
  const insn *term = NULL;
  int rc = run_region_with_args(I, body, F, &old, &term);
  if (rc) return rc;
  if (!term || !term->nops) return interp_error(I, in->op, "body ends without memref.atomic_yield");
  elem_store(v->ek, v->blk->data + off * ek_size(v->ek), F[term->ops[0]]);
  heap_mark_written(v, off);
  F[in->r] = old;
  return 0;
}
static int dec_generic_atomic_rmw(decoder *D, const bo_op *op, insn *in) {
  if (value_is_obj(&op->results[0])) return -1;
  code_region *body = dec_alloc(D, sizeof *body);
  if (dec_region(D, &op->regions[0], body)) return -1;
  in->aux = body;
  in->fn = exec_generic_atomic_rmw;
  return 0;
}
static int exec_atomic_yield(bo_interp *I, const insn *in, slot *F) { return RC_YIELD; }
static int dec_atomic_yield(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_atomic_yield;
  return 0;
}

/* memref.dma_start: the transfer completes at once, so memref.dma_wait
 * has nothing to wait for.  num_elements elements move, walking source and
 * destination in row-major order from their start indices (each element
 * checked as a load and a store are); the tag is not touched.  A strided
 * transfer is refused (not supported yet).  O(num_elements * rank). */
typedef struct dma_aux {
  uint32_t dst, num, strided;
  int64_t *si, *di; /* scratch: current source / destination indices */
} dma_aux;

/* Loads the start indices at F[idx..] into cur; checks them like locate. */
static int dma_start_at(bo_interp *I, const insn *in, const view *v, const slot *F,
                        const uint32_t *idx, int64_t *cur) {
  for (unsigned d = 0; d < v->rank; d++) {
    cur[d] = F[idx[d]].i;
    if (cur[d] < 0 || cur[d] >= v->sizes[d])
      return heap_error(I, in->op, v->blk,
                        "accesses out of bounds: index %lld in dimension %u of size %lld",
                        (long long)cur[d], d, (long long)v->sizes[d]);
  }
  return 0;
}
static int64_t dma_offset(const view *v, const int64_t *cur) {
  int64_t off = v->offset;
  for (unsigned d = 0; d < v->rank; d++) off += cur[d] * v->strides[d];
  return off;
}
/* Next index in row-major order; false past the view's last element. */
static bool dma_next(const view *v, int64_t *cur) {
  for (unsigned d = v->rank; d-- > 0;) {
    if (++cur[d] < v->sizes[d]) return true;
    cur[d] = 0;
  }
  return false;
}
static int exec_dma_start(bo_interp *I, const insn *in, slot *F) {
  const dma_aux *x = in->aux;
  const view *s = (const view *)F[in->ops[0]].o, *d = (const view *)F[in->ops[x->dst]].o;
  int64_t n = F[in->ops[x->num]].i;
  if (x->strided) return interp_error(I, in->op, "a strided memref.dma_start is not supported yet");
  if (n < 0) return interp_error(I, in->op, "transfers a negative number of elements (%lld)", (long long)n);
  if (n == 0) return 0;
  if (dma_start_at(I, in, s, F, in->ops + 1, x->si) ||
      dma_start_at(I, in, d, F, in->ops + x->dst + 1, x->di))
    return RC_ERROR;
  size_t es = ek_size(s->ek);
  for (int64_t k = 0; k < n; k++) {
    int64_t so = dma_offset(s, x->si), dof = dma_offset(d, x->di);
    if (heap_check_range(I, in->op, s, so, so, false) || heap_check_init(I, in->op, s, so) ||
        heap_check_range(I, in->op, d, dof, dof, true))
      return RC_ERROR;
    memmove(d->blk->data + dof * es, s->blk->data + so * es, es);
    heap_mark_written(d, dof);
    if (k + 1 < n && (!dma_next(s, x->si) || !dma_next(d, x->di)))
      return interp_error(I, in->op, "transfers %lld elements, past the end of a buffer",
                          (long long)n);
  }
  I->heap.copied_bytes += (uint64_t)n * es;
  return 0;
}
static int dec_dma_start(decoder *D, const bo_op *op, insn *in) {
  const bo_type *st = op->operands[0].value->type;
  unsigned sr = bo_type_get_rank(st);
  const bo_type *dt = op->operands[1 + sr].value->type;
  unsigned dr = bo_type_get_rank(dt);
  const bo_type *tt = op->operands[3 + sr + dr].value->type;
  if (bo_type_get_element_type(st) != bo_type_get_element_type(dt) ||
      elem_kind_of_shaped(st) == EK_REF || elem_kind_of_shaped(st) == EK_NONE)
    return -1;
  dma_aux *x = dec_alloc(D, sizeof *x);
  x->dst = 1 + sr;
  x->num = 2 + sr + dr;
  x->strided = op->num_operands != 4 + sr + dr + bo_type_get_rank(tt);
  x->si = dec_alloc(D, (sr ? sr : 1) * sizeof(int64_t));
  x->di = dec_alloc(D, (dr ? dr : 1) * sizeof(int64_t));
  in->aux = x;
  in->fn = exec_dma_start;
  return 0;
}
/* dma_wait and prefetch: nothing to do (the transfer is done; a hint). */
static int dec_nop(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_nop;
  return 0;
}

typedef struct scope_aux {
  code_region body;
  uint8_t *res_obj;
} scope_aux;
static int exec_alloca_scope(bo_interp *I, const insn *in, slot *F) {
  const scope_aux *x = in->aux;
  size_t mark = I->stack.len;
  const insn *term;
  int rc = run_region(I, &x->body, F, &term);
  if (rc == 0 && term)
    for (uint32_t i = 0; i < in->nres && i < term->nops; i++)
      slot_copy(I, F, in->res[i], F[term->ops[i]], x->res_obj[i]);
  while (I->stack.len > mark) {
    block *b = I->stack.data[--I->stack.len];
    heap_pop_stack(I, b);
    obj_release(I, &b->h);
  }
  return rc;
}
static int dec_alloca_scope(decoder *D, const bo_op *op, insn *in) {
  scope_aux *x = dec_alloc(D, sizeof *x);
  if (dec_region(D, &op->regions[0], &x->body)) return -1;
  x->res_obj = dec_alloc(D, op->num_results);
  for (unsigned i = 0; i < op->num_results; i++) x->res_obj[i] = value_is_obj(&op->results[i]);
  in->aux = x;
  in->fn = exec_alloca_scope;
  return 0;
}
static int exec_scope_return(bo_interp *I, const insn *in, slot *F) { return RC_YIELD; }
static int dec_scope_return(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_scope_return;
  return 0;
}
static int dec_assume(decoder *D, const bo_op *op, insn *in) {
  if (op->num_results) return dec_same(D, op, in);
  in->fn = exec_nop;
  return 0;
}

/* memref.distinct_objects: every result is its operand, with the
 * assumption that "accesses to them will never alias with each other"
 * (upstream's definition: if they do, loads and stores are undefined).  So
 * two operands that share a byte of one block are an error here.  The
 * byte extents of the views are compared first (O(1) per pair); only when
 * two extents overlap are the elements compared (a bitmap over the common
 * range: interleaved strided views share no byte and are fine).  O(n^2)
 * in the operands (a handful), plus the elements of overlapping extents.
 * Note: the LLVM lowering asserts more, that the pointers are separate
 * allocations (`separate_storage`); two disjoint views of one buffer keep
 * the op's definition and are accepted (docs/interpreter.md). */
typedef struct byte_span {
  int64_t lo, hi; /* bytes of the block, inclusive; lo > hi: none */
} byte_span;
static byte_span view_bytes(const view *v) {
  int64_t lo, hi, es = ek_size(v->ek);
  if (view_num_elems(v) == 0 || !view_extent(v, &lo, &hi)) return (byte_span){1, 0};
  return (byte_span){lo * es, hi * es + es - 1};
}
typedef struct shared_scan {
  uint8_t *mark;
  byte_span in;
  int es;
  bool set, found;
} shared_scan;
static int scan_shared(void *user, int64_t off, int64_t lin) {
  shared_scan *s = user;
  (void)lin;
  for (int64_t b = off * s->es, e = b + s->es; b < e; b++) {
    if (b < s->in.lo || b > s->in.hi) continue;
    if (s->set) s->mark[b - s->in.lo] = 1;
    else if (s->mark[b - s->in.lo]) return s->found = true;
  }
  return 0;
}
/* 1 when the views share a byte, 0 when not, -1 when out of memory. */
static int views_share_bytes(const view *a, const view *b) {
  byte_span x = view_bytes(a), y = view_bytes(b);
  byte_span in = {x.lo > y.lo ? x.lo : y.lo, x.hi < y.hi ? x.hi : y.hi};
  if (a->blk != b->blk || in.lo > in.hi) return 0;
  shared_scan s = {calloc((size_t)(in.hi - in.lo + 1), 1), in, ek_size(a->ek), true, false};
  if (!s.mark) return -1;
  view_for_each_offset(a, scan_shared, &s);
  s.set = false;
  s.es = ek_size(b->ek);
  view_for_each_offset(b, scan_shared, &s);
  free(s.mark);
  return s.found;
}
static int exec_distinct_objects(bo_interp *I, const insn *in, slot *F) {
  for (unsigned i = 0; i < in->nops; i++)
    for (unsigned j = i + 1; j < in->nops; j++) {
      const view *a = (const view *)F[in->ops[i]].o, *b = (const view *)F[in->ops[j]].o;
      int shared = views_share_bytes(a, b);
      if (shared < 0) return interp_error(I, in->op, "out of memory");
      if (shared)
        return heap_error(I, in->op, a->blk,
                          "operands #%u and #%u alias (they share memory): the op assumes accesses "
                          "through them never alias (undefined behaviour)",
                          i, j);
    }
  for (unsigned i = 0; i < in->nops; i++) slot_set(F, in->res[i], F[in->ops[i]].o, I);
  return 0;
}
static int dec_distinct_objects(decoder *D, const bo_op *op, insn *in) {
  if (op->num_results != op->num_operands) return -1;
  in->vector_memrefs_ok = 1;
  in->fn = exec_distinct_objects;
  return 0;
}

static const interp_hook k_hooks[] = {
    {BO_OP_MEMREF_ALLOC, dec_alloc_op},
    {BO_OP_MEMREF_DISTINCT_OBJECTS, dec_distinct_objects},
    {BO_OP_MEMREF_ALLOCA, dec_alloca_op},
    {BO_OP_MEMREF_DEALLOC, dec_dealloc},
    {BO_OP_MEMREF_LOAD, dec_load},
    {BO_OP_MEMREF_STORE, dec_store},
    {BO_OP_MEMREF_DIM, interp_dec_view_dim},
    {BO_OP_MEMREF_RANK, interp_dec_view_rank},
    {BO_OP_MEMREF_CAST, dec_same},
    {BO_OP_MEMREF_MEMORY_SPACE_CAST, dec_same},
    {BO_OP_MEMREF_ASSUME_ALIGNMENT, dec_assume},
    {BO_OP_MEMREF_SUBVIEW, dec_subview},
    {BO_OP_MEMREF_REINTERPRET_CAST, dec_reinterpret_cast},
    {BO_OP_MEMREF_VIEW, dec_view},
    {BO_OP_MEMREF_COLLAPSE_SHAPE, dec_collapse},
    {BO_OP_MEMREF_EXPAND_SHAPE, dec_expand},
    {BO_OP_MEMREF_COPY, dec_copy},
    {BO_OP_MEMREF_GET_GLOBAL, dec_get_global},
    {BO_OP_MEMREF_REALLOC, dec_realloc},
    {BO_OP_MEMREF_EXTRACT_STRIDED_METADATA, dec_metadata},
    {BO_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, dec_pointer},
    {BO_OP_MEMREF_ALLOCA_SCOPE, dec_alloca_scope},
    {BO_OP_MEMREF_RESHAPE, dec_reshape},
    {BO_OP_MEMREF_ATOMIC_RMW, dec_atomic_rmw},
    {BO_OP_MEMREF_GENERIC_ATOMIC_RMW, dec_generic_atomic_rmw},
    {BO_OP_MEMREF_ATOMIC_YIELD, dec_atomic_yield},
    {BO_OP_MEMREF_DMA_START, dec_dma_start},
    {BO_OP_MEMREF_DMA_WAIT, dec_nop},
    {BO_OP_MEMREF_PREFETCH, dec_nop},
    {BO_OP_MEMREF_TRANSPOSE, dec_transpose},
    {BO_OP_MEMREF_ALLOCA_SCOPE_RETURN, dec_scope_return},
};

const interp_table bo_interp_memref_table = {k_hooks, sizeof k_hooks / sizeof k_hooks[0]};
