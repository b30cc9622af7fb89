/* ops_onnx.c - semantics of the ONNX sequence ops (tensor level).
 *
 * A sequence value is a refcounted `seq` object: an array of references to
 * tensor views.  Tensors are immutable, so a sequence shares its elements
 * with the tensors put into it and with the sequences it was made from;
 * Insert/Erase/Construct build a new array of references (O(length)) and copy
 * no element data, At hands out another reference (O(1)).  Nothing here is a
 * heap allocation the checked heap tracks: at tensor level there is nothing
 * to free.  The memref-level form (memref<?xmemref<...>>) is checked by the
 * memref ops instead.
 *
 * Positions follow ONNX: a one-element i32/i64 tensor, negative positions
 * count from the back; Insert accepts [-n, n] (n appends), Erase and At
 * [-n, n-1].  A position outside the range is a runtime error that names the
 * range, never a silent clamp.  SplitToSequence and ConcatFromSequence copy
 * element data (O(elements)).
 *
 * The Krnl sequence ops (memref level) are here too: a container is a heap
 * block of EK_REF slots (ops_memref.c), krnl.seqstore and krnl.seqextract
 * copy an element into / out of a fresh heap buffer (counted in
 * copied_bytes), krnl.seqdealloc frees every slot's buffer and then the
 * container, so the checked heap reports a slot never written, a buffer
 * freed through two slots (double free) and elements never freed (leaks).
 */
#include "../dialects/krnl.h"
#include "../dialects/onnx.h"
#include "interp_internal.h"

/* --------------------------------------------------------------- objects */

static seq *seq_new(int64_t n) {
  seq *s = calloc(1, sizeof *s);
  if (!s) return NULL;
  s->h.rc = 1;
  s->h.kind = OBJ_SEQ;
  s->n = n;
  s->elems = calloc(n > 0 ? (size_t)n : 1, sizeof(view *));
  if (!s->elems) {
    free(s);
    return NULL;
  }
  return s;
}

void seq_destroy(bo_interp *I, seq *s) {
  for (int64_t i = 0; i < s->n; i++) obj_release(I, s->elems[i] ? &s->elems[i]->h : NULL);
  free(s->elems);
  free(s);
}

static int oom(bo_interp *I, const insn *in) { return interp_error(I, in->op, "out of memory"); }

/* The position operand (a one-element i32/i64 tensor); *has = false for a
 * `none` operand. */
static int read_position(bo_interp *I, const insn *in, uint32_t slot_index, bool is_none,
                         slot *F, int64_t *out) {
  if (is_none) return 1;
  const view *v = (const view *)F[slot_index].o;
  if (!v || view_num_elems(v) != 1)
    return interp_error(I, in->op, "position must hold exactly one element");
  *out = elem_load(v->ek, view_ptr(v, 0)).i;
  return 0;
}

/* Normalizes a position into [0, n + extra) (extra = 1 for Insert). */
static int normalize(bo_interp *I, const insn *in, int64_t p, int64_t n, int64_t extra,
                     int64_t *out) {
  int64_t hi = n - 1 + extra;
  if (p < -n || p > hi)
    return interp_error(I, in->op,
                        "position %lld is out of range [%lld, %lld] for a sequence of length %lld",
                        (long long)p, (long long)-n, (long long)hi, (long long)n);
  *out = p < 0 ? p + n : p;
  return 0;
}

/* ------------------------------------------------------------------ ops */

static int exec_nop(bo_interp *I, const insn *in, slot *F) {
  (void)I;
  F[in->r].i = 0;
  return 0;
}
static int dec_no_value(decoder *D, const bo_op *op, insn *in) {
  (void)D, (void)op;
  in->fn = exec_nop;
  return 0;
}

static int dec_constant(decoder *D, const bo_op *op, insn *in) {
  return dec_constant_value(D, op, in, bo_op_get_prop(op, "value"));
}

static int exec_empty(bo_interp *I, const insn *in, slot *F) {
  seq *s = seq_new(0);
  if (!s) return oom(I, in);
  slot_put(F, in->r, &s->h, I);
  return 0;
}
static int dec_empty(decoder *D, const bo_op *op, insn *in) {
  (void)D, (void)op;
  in->fn = exec_empty;
  return 0;
}

static int exec_construct(bo_interp *I, const insn *in, slot *F) {
  seq *s = seq_new(in->nops);
  if (!s) return oom(I, in);
  for (uint32_t i = 0; i < in->nops; i++) {
    s->elems[i] = (view *)F[in->ops[i]].o;
    obj_retain(&s->elems[i]->h);
  }
  slot_put(F, in->r, &s->h, I);
  return 0;
}
static int dec_construct(decoder *D, const bo_op *op, insn *in) {
  (void)D, (void)op;
  in->fn = exec_construct;
  return 0;
}

/* flags bit 0: the position operand is `none`. */
static int exec_insert(bo_interp *I, const insn *in, slot *F) {
  const seq *s = (const seq *)F[in->a].o;
  int64_t n = s->n, p = n;
  int r = read_position(I, in, in->c, in->flags & 1, F, &p);
  if (r < 0) return RC_ERROR;
  if (r == 0 && normalize(I, in, p, n, 1, &p)) return RC_ERROR;
  seq *o = seq_new(n + 1);
  if (!o) return oom(I, in);
  for (int64_t i = 0, j = 0; i <= n; i++) {
    view *e = i == p ? (view *)F[in->b].o : s->elems[j++];
    obj_retain(&e->h);
    o->elems[i] = e;
  }
  slot_put(F, in->r, &o->h, I);
  return 0;
}
static int dec_insert(decoder *D, const bo_op *op, insn *in) {
  (void)D;
  in->flags = bo_type_get_kind(op->operands[2].value->type) == BO_TYPE_NONE;
  in->fn = exec_insert;
  return 0;
}

static int exec_erase(bo_interp *I, const insn *in, slot *F) {
  const seq *s = (const seq *)F[in->a].o;
  int64_t n = s->n, p = n - 1;
  int r = read_position(I, in, in->b, in->flags & 1, F, &p);
  if (r < 0) return RC_ERROR;
  if (n == 0) return interp_error(I, in->op, "cannot erase from an empty sequence");
  if (r == 0 && normalize(I, in, p, n, 0, &p)) return RC_ERROR;
  seq *o = seq_new(n - 1);
  if (!o) return oom(I, in);
  for (int64_t i = 0, j = 0; i < n; i++) {
    if (i == p) continue;
    obj_retain(&s->elems[i]->h);
    o->elems[j++] = s->elems[i];
  }
  slot_put(F, in->r, &o->h, I);
  return 0;
}
static int dec_erase(decoder *D, const bo_op *op, insn *in) {
  (void)D;
  in->flags = bo_type_get_kind(op->operands[1].value->type) == BO_TYPE_NONE;
  in->fn = exec_erase;
  return 0;
}

static int exec_at(bo_interp *I, const insn *in, slot *F) {
  const seq *s = (const seq *)F[in->a].o;
  int64_t p = 0;
  if (read_position(I, in, in->b, false, F, &p) < 0 || normalize(I, in, p, s->n, 0, &p))
    return RC_ERROR;
  slot_set(F, in->r, &s->elems[p]->h, I);
  return 0;
}
static int dec_at(decoder *D, const bo_op *op, insn *in) {
  (void)D, (void)op;
  in->fn = exec_at;
  return 0;
}

static int exec_length(bo_interp *I, const insn *in, slot *F) {
  const seq *s = (const seq *)F[in->a].o;
  view *t = tensor_new(I, EK_I64, 0, NULL);
  if (!t) return oom(I, in);
  slot v = {.i = s->n};
  elem_store(EK_I64, view_ptr(t, 0), v);
  slot_put(F, in->r, &t->h, I);
  return 0;
}
static int dec_length(decoder *D, const bo_op *op, insn *in) {
  (void)D, (void)op;
  in->fn = exec_length;
  return 0;
}

/* Copies the slab [from, from + len) along `axis` of the contiguous tensor
 * src into the contiguous tensor dst at [at, at + len) along the same axis;
 * outer = product of the dims before axis, rest = after it. */
static void copy_slab(const view *src, int64_t src_axis, int64_t from, view *dst,
                      int64_t dst_axis, int64_t at, int64_t len, int64_t outer, int64_t rest) {
  size_t esz = (size_t)ek_size(src->ek);
  for (int64_t o = 0; o < outer; o++)
    memcpy(view_ptr(dst, (o * dst_axis + at) * rest), view_ptr(src, (o * src_axis + from) * rest),
           (size_t)(len * rest) * esz);
}

static int64_t prod(const int64_t *d, unsigned from, unsigned to) {
  int64_t p = 1;
  for (unsigned i = from; i < to; i++) p *= d[i];
  return p;
}

/* flags bit 0: split is `none`; imm: axis; k.i: keepdims. */
static int exec_split(bo_interp *I, const insn *in, slot *F) {
  view *x = (view *)F[in->a].o;
  view *own = NULL;
  if (!view_is_contiguous(x) || x->offset) x = own = view_to_tensor(I, in->op, x);
  if (!x) return RC_ERROR;
  int64_t rank = x->rank, axis = in->imm;
  int rc = RC_ERROR;
  if (axis < -rank || axis >= rank) {
    interp_error(I, in->op, "axis %lld is out of range for rank %lld", (long long)axis,
                 (long long)rank);
    goto done;
  }
  if (axis < 0) axis += rank;
  int64_t dim = x->sizes[axis], outer = prod(x->sizes, 0, (unsigned)axis),
          rest = prod(x->sizes, (unsigned)axis + 1, (unsigned)rank);
  /* The chunk lengths. */
  int64_t nchunks, scalar = 0;
  const view *sp = (in->flags & 1) ? NULL : (const view *)F[in->b].o;
  if (!sp) {
    nchunks = dim;
  } else if (sp->rank == 0) {
    scalar = elem_load(sp->ek, view_ptr(sp, 0)).i;
    if (scalar <= 0) {
      interp_error(I, in->op, "split %lld must be positive", (long long)scalar);
      goto done;
    }
    nchunks = (dim + scalar - 1) / scalar;
  } else {
    nchunks = sp->sizes[0];
    int64_t sum = 0;
    for (int64_t i = 0; i < nchunks; i++) {
      int64_t e = elem_load(sp->ek, view_ptr(sp, i * sp->strides[0])).i;
      if (e < 0) {
        interp_error(I, in->op, "split entry %lld is negative", (long long)e);
        goto done;
      }
      sum += e;
    }
    if (sum != dim) {
      interp_error(I, in->op, "split entries sum to %lld, the axis has size %lld",
                   (long long)sum, (long long)dim);
      goto done;
    }
  }
  seq *s = seq_new(nchunks);
  if (!s) {
    oom(I, in);
    goto done;
  }
  bool squeeze = !sp && in->k.i == 0;
  int64_t sizes[64];
  for (int64_t c = 0, at = 0; c < nchunks; c++) {
    int64_t len = !sp ? 1 : sp->rank == 0 ? (at + scalar <= dim ? scalar : dim - at)
                                          : elem_load(sp->ek, view_ptr(sp, c * sp->strides[0])).i;
    unsigned r = 0;
    for (int64_t d = 0; d < rank; d++) {
      if (d == axis && squeeze) continue;
      sizes[r++] = d == axis ? len : x->sizes[d];
    }
    view *e = tensor_new(I, x->ek, r, sizes);
    if (!e) {
      seq_destroy(I, s);
      oom(I, in);
      goto done;
    }
    copy_slab(x, dim, at, e, len, 0, len, outer, rest);
    s->elems[c] = e;
    at += len;
  }
  slot_put(F, in->r, &s->h, I);
  rc = 0;
done:
  if (own) obj_release(I, &own->h);
  return rc;
}
static int dec_split(decoder *D, const bo_op *op, insn *in) {
  (void)D;
  const bo_attr *axis = bo_op_get_prop(op, "axis"), *keep = bo_op_get_prop(op, "keepdims");
  in->imm = axis ? bo_attr_get_int(axis) : 0;
  in->k.i = keep ? bo_attr_get_int(keep) : 1;
  in->flags = bo_type_get_kind(op->operands[1].value->type) == BO_TYPE_NONE;
  if (!bo_type_has_rank(op->operands[0].value->type) ||
      bo_type_get_rank(op->operands[0].value->type) > 63)
    return -1;
  in->fn = exec_split;
  return 0;
}

/* imm: axis; flags: new_axis. */
static int exec_concat(bo_interp *I, const insn *in, slot *F) {
  const seq *s = (const seq *)F[in->a].o;
  if (s->n == 0) return interp_error(I, in->op, "cannot concatenate an empty sequence");
  const view *e0 = s->elems[0];
  bool stack = in->flags;
  int64_t rank = e0->rank, rrank = rank + (stack ? 1 : 0), axis = in->imm;
  if (axis < -rrank || axis >= rrank)
    return interp_error(I, in->op, "axis %lld is out of range for rank %lld", (long long)axis,
                        (long long)rrank);
  if (axis < 0) axis += rrank;
  /* Every element: same rank, same dims except along axis (stack: all). */
  int64_t total = 0;
  for (int64_t k = 0; k < s->n; k++) {
    const view *e = s->elems[k];
    if ((int64_t)e->rank != rank)
      return interp_error(I, in->op, "element %lld has rank %u, element 0 has rank %lld",
                          (long long)k, e->rank, (long long)rank);
    for (int64_t d = 0; d < rank; d++)
      if (e->sizes[d] != e0->sizes[d] && (stack || d != axis))
        return interp_error(I, in->op,
                            "element %lld has size %lld in dimension %lld, element 0 has %lld",
                            (long long)k, (long long)e->sizes[d], (long long)d,
                            (long long)e0->sizes[d]);
    total += stack ? 1 : e->sizes[axis];
  }
  int64_t sizes[65];
  if (stack) { /* sizes: e0's dims with `total` inserted at axis */
    for (int64_t d = 0, j = 0; d < rrank; d++) sizes[d] = d == axis ? total : e0->sizes[j++];
  } else {
    for (int64_t d = 0; d < rrank; d++) sizes[d] = d == axis ? total : e0->sizes[d];
  }
  view *r = tensor_new(I, e0->ek, (unsigned)rrank, sizes);
  if (!r) return oom(I, in);
  int64_t outer = prod(sizes, 0, (unsigned)axis), rest = prod(sizes, (unsigned)axis + 1,
                                                               (unsigned)rrank);
  for (int64_t k = 0, at = 0; k < s->n; k++) {
    view *e = s->elems[k], *own = NULL;
    if (!view_is_contiguous(e) || e->offset) e = own = view_to_tensor(I, in->op, e);
    if (!e) {
      obj_release(I, &r->h);
      return RC_ERROR;
    }
    int64_t len = stack ? 1 : e->sizes[axis];
    copy_slab(e, len, 0, r, total, at, len, outer, rest);
    at += len;
    if (own) obj_release(I, &own->h);
  }
  slot_put(F, in->r, &r->h, I);
  return 0;
}
static int dec_concat(decoder *D, const bo_op *op, insn *in) {
  (void)D;
  const bo_attr *axis = bo_op_get_prop(op, "axis"), *na = bo_op_get_prop(op, "new_axis");
  in->imm = axis ? bo_attr_get_int(axis) : 0;
  in->flags = na && bo_attr_get_int(na) == 1;
  in->fn = exec_concat;
  return 0;
}

static decode_fn const k_decoders[BO_ONNX_NUM_OPS] = {
    [BO_OPI_ONNX_NO_VALUE] = dec_no_value,
    [BO_OPI_ONNX_CONSTANT] = dec_constant,
    [BO_OPI_ONNX_SEQUENCE_EMPTY] = dec_empty,
    [BO_OPI_ONNX_SEQUENCE_CONSTRUCT] = dec_construct,
    [BO_OPI_ONNX_SEQUENCE_INSERT] = dec_insert,
    [BO_OPI_ONNX_SEQUENCE_ERASE] = dec_erase,
    [BO_OPI_ONNX_SEQUENCE_AT] = dec_at,
    [BO_OPI_ONNX_SEQUENCE_LENGTH] = dec_length,
    [BO_OPI_ONNX_SPLIT_TO_SEQUENCE] = dec_split,
    [BO_OPI_ONNX_CONCAT_FROM_SEQUENCE] = dec_concat,
};

/* The hook table takes its names from the op list; dec_onnx dispatches to
 * the decoder of the op's id. */
static int dec_onnx(decoder *D, const bo_op *op, insn *in) {
  int id = bo_onnx_op_index(op);
  return id >= 0 ? k_decoders[id](D, op, in) : -1;
}

static const interp_hook onnx_hooks[] = {
#define BO_OP(id, name) {BO_OP_##id, dec_onnx},
#include "../dialects/onnx_ops.h"
#undef BO_OP
};

const interp_table bo_interp_onnx_table = {onnx_hooks, sizeof onnx_hooks / sizeof onnx_hooks[0]};

/* ------------------------------------------------------------- krnl ops */

/* A fresh heap buffer shaped like v (identity layout), holding a copy of
 * v's elements; NULL after an error. */
static view *heap_copy_of(bo_interp *I, const bo_op *op, const view *v) {
  view *c = view_new(v->rank, v->ek);
  if (!c) return NULL;
  memcpy(c->sizes, v->sizes, v->rank * sizeof(int64_t));
  int64_t n = 1;
  for (unsigned d = v->rank; d-- > 0;) {
    c->strides[d] = n;
    n *= v->sizes[d];
  }
  c->blk = heap_alloc(I, op, W_HEAP, v->ek, n);
  if (!c->blk) {
    free(c);
    interp_error(I, op, "out of memory");
    return NULL;
  }
  if (view_copy(I, op, v, c)) {
    obj_release(I, &c->h);
    return NULL;
  }
  I->heap.copied_bytes += (uint64_t)n * ek_size(v->ek);
  return c;
}

/* The slot of container c at index i (checked); NULL after an error. */
static uint8_t *container_slot(bo_interp *I, const insn *in, const view *c, int64_t i,
                               bool write) {
  if (i < 0 || i >= c->sizes[0]) {
    heap_error(I, in->op, c->blk, "accesses out of bounds: index %lld in a sequence of length %lld",
               (long long)i, (long long)c->sizes[0]);
    return NULL;
  }
  int64_t off = c->offset + i * c->strides[0];
  if (heap_check_range(I, in->op, c, off, off, write)) return NULL;
  return c->blk->data + off * ek_size(EK_REF);
}

/* imm: the static length (BO_DYNAMIC: operand 0); k.i: descriptor bytes. */
static int exec_seqalloc(bo_interp *I, const insn *in, slot *F) {
  int64_t n = in->imm == BO_DYNAMIC ? F[in->a].i : in->imm;
  if (n < 0) return interp_error(I, in->op, "negative length %lld", (long long)n);
  view *v = view_new(1, EK_REF);
  if (!v) return oom(I, in);
  v->sizes[0] = n;
  v->strides[0] = 1;
  v->blk = heap_alloc_sized(I, in->op, W_HEAP, EK_REF, n, (uint32_t)in->k.i);
  if (!v->blk) {
    free(v);
    return oom(I, in);
  }
  slot_put(F, in->r, &v->h, I);
  return 0;
}
static int dec_seqalloc(decoder *D, const bo_op *op, insn *in) {
  (void)D;
  const bo_type *t = op->results[0].type;
  in->imm = bo_type_get_shape(t)[0];
  in->k.i = memref_descriptor_bytes(bo_type_get_element_type(t));
  in->fn = exec_seqalloc;
  return 0;
}

static int exec_seqstore(bo_interp *I, const insn *in, slot *F) {
  const view *c = (const view *)F[in->b].o;
  uint8_t *p = container_slot(I, in, c, F[in->c].i, true);
  if (!p) return RC_ERROR;
  view *copy = heap_copy_of(I, in->op, (const view *)F[in->a].o);
  if (!copy) return RC_ERROR;
  obj *old; /* overwritten without a free, as onnx-mlir's lowering does */
  memcpy(&old, p, sizeof old);
  obj *o = &copy->h;
  memcpy(p, &o, sizeof o);
  if (old) obj_release(I, old);
  heap_mark_written(c, c->offset + F[in->c].i * c->strides[0]);
  return 0;
}

static const view *slot_view(bo_interp *I, const insn *in, const uint8_t *p) {
  obj *o;
  memcpy(&o, p, sizeof o);
  if (!o) interp_error(I, in->op, "reads a slot of the sequence that was never stored");
  return (const view *)o;
}

static int exec_seqextract(bo_interp *I, const insn *in, slot *F) {
  const view *c = (const view *)F[in->a].o;
  const uint8_t *p = container_slot(I, in, c, F[in->b].i, false);
  const view *e = p ? slot_view(I, in, p) : NULL;
  if (!e) return RC_ERROR;
  view *copy = heap_copy_of(I, in->op, e);
  if (!copy) return RC_ERROR;
  slot_put(F, in->r, &copy->h, I);
  return 0;
}

/* copy = 0: the slot's buffer itself, borrowed (another reference to its
 * view, as memref.load of a slot; the container still frees it). */
static int exec_seqextract_borrow(bo_interp *I, const insn *in, slot *F) {
  const view *c = (const view *)F[in->a].o;
  const uint8_t *p = container_slot(I, in, c, F[in->b].i, false);
  const view *e = p ? slot_view(I, in, p) : NULL;
  if (!e) return RC_ERROR;
  slot_set(F, in->r, (obj *)&e->h, I);
  return 0;
}

static int exec_seqdealloc(bo_interp *I, const insn *in, slot *F) {
  const view *c = (const view *)F[in->a].o;
  for (int64_t i = 0; i < c->sizes[0]; i++) {
    const uint8_t *p = container_slot(I, in, c, i, false);
    const view *e = p ? slot_view(I, in, p) : NULL;
    if (!e || heap_free(I, in->op, e)) return RC_ERROR;
  }
  return heap_free(I, in->op, c);
}

/* A new container of n slots shaped like c (the same descriptor size). */
static view *container_new(bo_interp *I, const insn *in, const view *c, int64_t n) {
  view *v = view_new(1, EK_REF);
  if (!v) return NULL;
  v->sizes[0] = n;
  v->strides[0] = 1;
  v->blk = heap_alloc_sized(I, in->op, W_HEAP, EK_REF, n, c->blk->elem_bytes);
  if (!v->blk) {
    free(v);
    return NULL;
  }
  return v;
}

/* Moves slot i of c into slot j of o (c's slot is left empty). */
static int move_slot(bo_interp *I, const insn *in, const view *c, int64_t i, view *o, int64_t j) {
  uint8_t *from = container_slot(I, in, c, i, true);
  if (!from || !slot_view(I, in, from)) return RC_ERROR;
  memcpy(o->blk->data + j * ek_size(EK_REF), from, sizeof(obj *));
  memset(from, 0, sizeof(obj *));
  heap_mark_written(o, j);
  return 0;
}

/* Stores a copy of slot i of c's buffer into slot j of o (c keeps its own). */
static int copy_slot(bo_interp *I, const insn *in, const view *c, int64_t i, view *o, int64_t j) {
  const uint8_t *from = container_slot(I, in, c, i, false);
  const view *e = from ? slot_view(I, in, from) : NULL;
  view *copy = e ? heap_copy_of(I, in->op, e) : NULL;
  if (!copy) return RC_ERROR;
  obj *h = &copy->h;
  memcpy(o->blk->data + j * ek_size(EK_REF), &h, sizeof h);
  heap_mark_written(o, j);
  return 0;
}

/* krnl.seqinsert_move(c, e, p, owned) and krnl.seqerase_move(c, p, owned):
 * flags 1 for insert.  owned: c's slots move, the erased slot's buffer and
 * c's array are freed; otherwise the slots are copied and c stays. */
static int exec_move(bo_interp *I, const insn *in, slot *F) {
  const view *c = (const view *)F[in->a].o;
  bool insert = in->flags, owned = F[in->ops[in->nops - 1]].i != 0;
  int64_t n = c->sizes[0], p = F[insert ? in->c : in->b].i;
  if (p < 0 || p > n - (insert ? 0 : 1))
    return heap_error(I, in->op, c->blk, "position %lld out of bounds of a sequence of length %lld",
                      (long long)p, (long long)n);
  view *o = container_new(I, in, c, insert ? n + 1 : n - 1);
  if (!o) return oom(I, in);
  for (int64_t i = 0, j = 0; i < n; i++) {
    if (!insert && i == p) continue;
    if (insert && j == p) j++;
    if (owned ? move_slot(I, in, c, i, o, j) : copy_slot(I, in, c, i, o, j)) {
      obj_release(I, &o->h);
      return RC_ERROR;
    }
    j++;
  }
  if (insert) {
    view *copy = heap_copy_of(I, in->op, (const view *)F[in->b].o);
    if (!copy) {
      obj_release(I, &o->h);
      return RC_ERROR;
    }
    obj *h = &copy->h;
    memcpy(o->blk->data + p * ek_size(EK_REF), &h, sizeof h);
    heap_mark_written(o, p);
  } else if (owned) {
    const uint8_t *s = container_slot(I, in, c, p, false);
    const view *e = s ? slot_view(I, in, s) : NULL;
    if (!e || heap_free(I, in->op, e)) {
      obj_release(I, &o->h);
      return RC_ERROR;
    }
  }
  if (owned && heap_free(I, in->op, c)) { /* the array only: its slots moved */
    obj_release(I, &o->h);
    return RC_ERROR;
  }
  slot_put(F, in->r, &o->h, I);
  return 0;
}

static int dec_krnl_simple(decoder *D, const bo_op *op, insn *in) {
  (void)D;
  in->fn = bo_krnl_op_is(op, BO_OP_KRNL_SEQ_STORE)     ? exec_seqstore
           : bo_krnl_op_is(op, BO_OP_KRNL_SEQ_EXTRACT)
               ? (bo_krnl_seqextract_borrows(op) ? exec_seqextract_borrow : exec_seqextract)
               : exec_seqdealloc;
  return 0;
}

static int dec_krnl(decoder *D, const bo_op *op, insn *in) {
  bool ins = bo_krnl_op_is(op, BO_OP_KRNL_SEQ_INSERT_MOVE);
  if (ins || bo_krnl_op_is(op, BO_OP_KRNL_SEQ_ERASE_MOVE)) {
    in->flags = ins;
    in->fn = exec_move;
    return 0;
  }
  return bo_krnl_op_is(op, BO_OP_KRNL_SEQ_ALLOC) ? dec_seqalloc(D, op, in)
                                                 : dec_krnl_simple(D, op, in);
}

static const interp_hook krnl_hooks[] = {
#define BO_OP(id, name) {BO_OP_##id, dec_krnl},
#include "../dialects/krnl_ops.h"
#undef BO_OP
};

const interp_table bo_interp_krnl_table = {krnl_hooks, sizeof krnl_hooks / sizeof krnl_hooks[0]};
