/* value.c - the interpreter's runtime values: element kinds, storage blocks
 * and views, with their reference counts.
 *
 * A view is (block, offset, sizes, strides) in elements; tensors and vectors
 * are contiguous views of private W_TENSOR blocks.  Objects are freed when
 * their count drops to zero; a view holds one reference to its block.
 * Everything here is O(1) except copies, which are linear in the elements.
 */
#include "interp_internal.h"
#include "../dialects/onnx.h"

elem_kind ek_of_type(const bo_type *t) {
  if (!t) return EK_NONE;
  switch (t->kind) {
  case BO_TYPE_INDEX: return EK_INDEX;
  case BO_TYPE_MEMREF: case BO_TYPE_UNRANKED_MEMREF: return EK_REF;
  case BO_TYPE_COMPLEX: {
    elem_kind part = ek_of_type(bo_type_get_element_type(t));
    return part == EK_F32 ? EK_C32 : part == EK_F64 ? EK_C64 : EK_NONE;
  }
  case BO_TYPE_INTEGER:
    switch (t->u.integer.width) {
    case 1: return EK_I1;
    case 8: return EK_I8;
    case 16: return EK_I16;
    case 32: return EK_I32;
    case 64: return EK_I64;
    default: return EK_NONE;
    }
  case BO_TYPE_FLOAT:
    switch (t->u.fkind) {
    case BO_F32: return EK_F32;
    case BO_F64: return EK_F64;
    case BO_F16: return EK_F16;
    case BO_BF16: return EK_BF16;
    default: return EK_NONE;
    }
  default: return EK_NONE;
  }
}

elem_kind elem_kind_of_shaped(const bo_type *t) {
  if (bo_type_is_shaped(t)) return ek_of_type(bo_type_get_element_type(t));
  return ek_of_type(t);
}

uint32_t memref_descriptor_bytes(const bo_type *t) {
  if (!bo_type_has_rank(t)) return 16;
  return (uint32_t)(3 + 2 * bo_type_get_rank(t)) * 8;
}

bool type_is_obj(const bo_type *t) {
  switch (t->kind) {
  case BO_TYPE_VECTOR: case BO_TYPE_TENSOR: case BO_TYPE_UNRANKED_TENSOR:
  case BO_TYPE_MEMREF: case BO_TYPE_UNRANKED_MEMREF:
    return true;
  case BO_TYPE_OPAQUE:
    return bo_onnx_is_seq(t); /* a sequence object (ops_onnx.c) */
  case BO_TYPE_COMPLEX:
    return ek_of_type(t) == EK_C64; /* boxed (c64_box) */
  default:
    return false;
  }
}

/* IEEE half and bfloat16 conversions (round to nearest even). */
float half_to_float(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000) << 16, exp = (h >> 10) & 0x1f, man = h & 0x3ff, bits;
  if (exp == 0) {
    if (man == 0) {
      bits = sign;
    } else {
      float f = ldexpf((float)man, -24);
      return sign ? -f : f;
    }
  } else if (exp == 31) {
    bits = sign | 0x7f800000 | (man << 13);
  } else {
    bits = sign | ((exp + 112) << 23) | (man << 13);
  }
  float f;
  memcpy(&f, &bits, 4);
  return f;
}

uint16_t float_to_half(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  uint16_t sign = (uint16_t)((x >> 16) & 0x8000);
  uint32_t ax = x & 0x7fffffff;
  if (ax >= 0x7f800000) return sign | 0x7c00 | (ax > 0x7f800000 ? 0x200 : 0);
  if (ax >= 0x477ff000) return sign | 0x7c00; /* overflow after rounding */
  if (ax < 0x38800000) {                      /* subnormal or zero */
    float a;
    memcpy(&a, &ax, 4);
    float scaled = a * 16777216.0f; /* 2^24 */
    return sign | (uint16_t)lrintf(scaled);
  }
  uint32_t r = ax + 0xfff + ((ax >> 13) & 1);
  return sign | (uint16_t)((r - 0x38000000) >> 13);
}

float bf16_to_float(uint16_t h) {
  uint32_t bits = (uint32_t)h << 16;
  float f;
  memcpy(&f, &bits, 4);
  return f;
}

uint16_t float_to_bf16(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  if ((x & 0x7fffffff) > 0x7f800000) return (uint16_t)((x >> 16) | 0x40);
  x += 0x7fff + ((x >> 16) & 1);
  return (uint16_t)(x >> 16);
}

void obj_release(bo_interp *I, obj *o) {
  if (!o || --o->rc > 0) return;
  if (o->kind == OBJ_SEQ) {
    seq_destroy(I, (seq *)o);
  } else if (o->kind == OBJ_VIEW) {
    view *v = (view *)o;
    obj_release(I, &v->blk->h);
    free(v);
  } else {
    block *b = (block *)o;
    block_release_refs(I, b);
    arena_block_free(b);
    free(b->data);
    free(b->init);
    free(b);
  }
}

view *view_new(unsigned rank, elem_kind ek) {
  view *v = calloc(1, sizeof *v + 2 * (rank ? rank : 1) * sizeof(int64_t));
  if (!v) return NULL;
  v->h.rc = 1;
  v->h.kind = OBJ_VIEW;
  v->rank = rank;
  v->ek = ek;
  v->sizes = v->dims;
  v->strides = v->dims + rank;
  return v;
}

static void set_identity_strides(view *v) {
  int64_t s = 1;
  for (unsigned d = v->rank; d-- > 0;) {
    v->strides[d] = s;
    s *= v->sizes[d];
  }
}

view *tensor_new(bo_interp *I, elem_kind ek, unsigned rank, const int64_t *sizes) {
  int64_t n = 1;
  for (unsigned d = 0; d < rank; d++)
    if (sizes[d] < 0 || __builtin_mul_overflow(n, sizes[d], &n)) return NULL;
  block *b = heap_alloc(I, NULL, W_TENSOR, ek, n);
  view *v = view_new(rank, ek);
  if (!b || !v) {
    free(v);
    if (b) obj_release(I, &b->h);
    return NULL;
  }
  v->blk = b;
  if (rank) memcpy(v->sizes, sizes, rank * sizeof(int64_t)); /* sizes may be NULL at rank 0 */
  set_identity_strides(v);
  return v;
}

view *c64_box(bo_interp *I, const uint8_t *p) {
  view *b = tensor_new(I, EK_C64, 0, NULL);
  if (b) memcpy(view_ptr(b, 0), p, 16);
  return b;
}

int64_t view_num_elems(const view *v) {
  int64_t n = 1;
  for (unsigned d = 0; d < v->rank; d++) n *= v->sizes[d];
  return n;
}

bool view_is_contiguous(const view *v) {
  int64_t s = 1;
  for (unsigned d = v->rank; d-- > 0;) {
    if (v->sizes[d] != 1 && v->strides[d] != s) return false;
    s *= v->sizes[d];
  }
  return true;
}

int view_for_each_offset(const view *v, elem_fn fn, void *user) {
  int64_t n = view_num_elems(v);
  if (n == 0) return 0;
  int64_t idx[16] = {0};
  int64_t off = v->offset;
  for (int64_t lin = 0; lin < n; lin++) {
    int rc = fn(user, off, lin);
    if (rc) return rc;
    for (unsigned d = v->rank; d-- > 0;) {
      if (++idx[d] < v->sizes[d]) {
        off += v->strides[d];
        break;
      }
      off -= (idx[d] - 1) * v->strides[d];
      idx[d] = 0;
    }
  }
  return 0;
}

void block_ensure_init(block *b) {
  if (b->init) return;
  b->init = malloc(b->nelems ? (size_t)b->nelems : 1);
  if (b->init) memset(b->init, 1, (size_t)b->nelems);
}

/* Poison travels with copies: copying a never-written element is fine,
 * reading it later is what gets reported. */
static inline bool elem_written(const view *v, int64_t off) {
  return !v->blk->init || v->ek != v->blk->ek || v->blk->init[off];
}
static inline void set_written(const view *v, int64_t off, bool w) {
  if (v->ek != v->blk->ek) return;
  if (!v->blk->init) {
    if (w) return;
    block_ensure_init(v->blk);
    if (!v->blk->init) return;
  }
  v->blk->init[off] = w;
}

static int collect_offsets(void *user, int64_t off, int64_t lin) {
  ((int64_t *)user)[lin] = off;
  return 0;
}

/* Copies n elements, src and dst given by contiguity or offset lists. */
static int copy_elems(bo_interp *I, const bo_op *op, const view *src, const view *dst, int64_t n) {
  if (src->ek == EK_REF || dst->ek == EK_REF)
    return interp_error(I, op, "copying a memref of memrefs is not supported yet");
  int es = ek_size(src->ek);
  if (view_is_contiguous(src) && view_is_contiguous(dst) && src->ek == dst->ek) {
    memmove(view_ptr(dst, 0), view_ptr(src, 0), (size_t)(n * es));
    bool src_tracked = src->blk->init && src->ek == src->blk->ek;
    if (!src_tracked) {
      if (dst->blk->init && dst->ek == dst->blk->ek) memset(dst->blk->init + dst->offset, 1, (size_t)n);
    } else {
      const uint8_t *si = src->blk->init + src->offset;
      bool all = memchr(si, 0, (size_t)n) == NULL;
      if (!all && dst->ek == dst->blk->ek) block_ensure_init(dst->blk);
      if (dst->blk->init && dst->ek == dst->blk->ek) memmove(dst->blk->init + dst->offset, si, (size_t)n);
    }
    return 0;
  }
  int64_t *so = malloc((size_t)n * sizeof *so), *dofs = malloc((size_t)n * sizeof *dofs);
  uint8_t *tmp = malloc((size_t)(n * es)), *ok = malloc((size_t)n);
  if (!so || !dofs || !tmp || !ok) {
    free(so);
    free(dofs);
    free(tmp);
    free(ok);
    return interp_error(I, op, "out of memory");
  }
  view_for_each_offset(src, collect_offsets, so);
  view_for_each_offset(dst, collect_offsets, dofs);
  for (int64_t i = 0; i < n; i++) {
    memcpy(tmp + i * es, src->blk->data + so[i] * es, (size_t)es);
    ok[i] = elem_written(src, so[i]);
  }
  for (int64_t i = 0; i < n; i++) {
    memcpy(dst->blk->data + dofs[i] * es, tmp + i * es, (size_t)es);
    set_written(dst, dofs[i], ok[i]);
  }
  free(tmp);
  free(ok);
  free(so);
  free(dofs);
  return 0;
}

view *view_to_tensor(bo_interp *I, const bo_op *op, const view *v) {
  if (heap_check_view(I, op, v, false) || arena_check_view_read(I, op, v)) return NULL;
  view *t = tensor_new(I, v->ek, v->rank, v->sizes);
  if (!t) return NULL;
  if (copy_elems(I, op, v, t, view_num_elems(v))) {
    obj_release(I, &t->h);
    return NULL;
  }
  return t;
}

int view_copy(bo_interp *I, const bo_op *op, const view *src, const view *dst) {
  if (heap_check_view(I, op, src, false) || heap_check_view(I, op, dst, true)) return RC_ERROR;
  int64_t n = view_num_elems(src);
  if (n != view_num_elems(dst))
    return interp_error(I, op, "copy between views of different sizes (%lld vs %lld elements)",
                        (long long)n, (long long)view_num_elems(dst));
  if (n == 0) return 0;
  if (arena_check_view_read(I, op, src) || copy_elems(I, op, src, dst, n)) return RC_ERROR;
  arena_note_view_write(dst);
  return 0;
}

void fill_from_dense(view *v, const bo_attr *dense) {
  int64_t n = view_num_elems(v);
  bool splat = bo_attr_dense_is_splat(dense), fl = bo_attr_dense_is_float(dense);
  unsigned w = ek_int_width(v->ek);
  for (int64_t i = 0; i < n; i++) {
    size_t at = splat ? 0 : (size_t)i;
    slot s;
    if (v->ek == EK_F64) s.d = fl ? bo_attr_dense_float_at(dense, at) : (double)bo_attr_dense_int_at(dense, at);
    else if (ek_is_float(v->ek)) s.f = (float)(fl ? bo_attr_dense_float_at(dense, at) : (double)bo_attr_dense_int_at(dense, at));
    else s.i = sext(bo_attr_dense_int_at(dense, at), w);
    elem_store(v->ek, view_ptr(v, i), s);
  }
}

/* Complex elements reach the interpreter only as the text the attribute
 * layer keeps for them (`dense<[(1.0,2.0), ...]> : tensor<...>` or a splat
 * `dense<(1.0,2.0)>`): the (re,im) pairs in row-major order.  Returns -1
 * when the text holds neither one pair nor one per element.  O(text). */
int fill_from_complex_text(view *v, const char *text) {
  int64_t n = view_num_elems(v), k = 0;
  const char *p = strchr(text, '<');
  if (!p || !ek_is_complex(v->ek)) return -1;
  for (p++; *p && *p != '>'; p++) {
    if (*p != '(') continue;
    char *end;
    double re = strtod(p + 1, &end);
    if (end == p + 1 || *end != ',') return -1;
    const char *q = end + 1;
    double im = strtod(q, &end);
    if (end == q || *end != ')') return -1;
    if (k < n) {
      uint8_t *at = view_ptr(v, k);
      if (v->ek == EK_C32) {
        float f[2] = {(float)re, (float)im};
        memcpy(at, f, sizeof f);
      } else {
        double d[2] = {re, im};
        memcpy(at, d, sizeof d);
      }
    }
    k++;
    p = end;
  }
  if (k == 1)
    for (int64_t i = 1; i < n; i++) memcpy(view_ptr(v, i), view_ptr(v, 0), (size_t)ek_size(v->ek));
  return k == 1 || k == n ? 0 : -1;
}

/* mlir-runner prints through std::ostream with the default precision: %g. */
void print_scalar(FILE *out, elem_kind k, slot s, bool is_unsigned) {
  switch (k) {
  case EK_F32: case EK_F16: case EK_BF16: fprintf(out, "%g", (double)s.f); break;
  case EK_F64: fprintf(out, "%g", s.d); break;
  case EK_I1: fprintf(out, "%d", (int)(s.i & 1)); break;
  case EK_INDEX: fprintf(out, "%llu", (unsigned long long)s.i); break; /* printU64 */
  default:
    if (is_unsigned) fprintf(out, "%llu", (unsigned long long)zext(s.i, ek_int_width(k)));
    else fprintf(out, "%lld", (long long)s.i);
    break;
  }
}
