/* interp_internal.h - what the interpreter's files share.
 *
 * Runtime values live in slots (one per SSA value of a function, numbered
 * densely when the function is decoded).  A slot holds a scalar (integers
 * sign-extended to 64 bits from their width, f32 as float, f64 as double) or
 * a reference to a refcounted object: a storage block or a view.  Tensors,
 * vectors and memrefs are all views; a tensor's view is contiguous and its
 * block is private storage that is never written after the op that made it.
 *
 * The decoder turns every op into an `insn`: an exec function chosen once
 * from the per-dialect hook tables (keyed by op name) and the operand and
 * result slot numbers.  Ops with regions hold decoded sub-regions in `aux`.
 * Exec functions return 0 to go on, RC_BRANCH / RC_YIELD for terminators, or
 * RC_ERROR after emitting a diagnostic.
 *
 * Invariant: a slot that holds an object owns one reference to it; storing
 * into a slot releases what it held (slot_put / slot_set).
 */
#ifndef BUFOPT_INTERP_INTERNAL_H
#define BUFOPT_INTERP_INTERNAL_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>

#include "../ir/ir_private.h"
#include "bufopt/interp.h"

/* ------------------------------------------------------------ elements */

typedef enum elem_kind {
  EK_NONE, EK_I1, EK_I8, EK_I16, EK_I32, EK_I64, EK_INDEX, EK_F16, EK_BF16, EK_F32, EK_F64,
  /* A memref element of a memref of memrefs: the slot holds a reference to
   * the element's view (its descriptor), see ops_memref.c. */
  EK_REF,
  /* complex<f32> / complex<f64>: (re, im) pairs, as std::complex lays them
   * out.  A complex<f32> fits a slot (its 8 bytes copied raw, so memref.load
   * and store move it); a complex<f64> value does not: its slot holds a box,
   * a rank-0 tensor of the 16 bytes (c64_box), so it is an object like a
   * tensor (type_is_obj) and moves through calls, branches and yields with
   * its reference.  Ops that read a slot as a number would misread a box:
   * decode.c refuses every op that touches a complex<f64> value unless its
   * decoder says it handles one (insn.c64_values_ok; bufopt has no complex
   * dialect to compute with). */
  EK_C32, EK_C64
} elem_kind;

static inline int ek_size(elem_kind k) {
  static const int sz[] = {0, 1, 1, 2, 4, 8, 8, 2, 2, 4, 8, 8, 8, 16};
  return sz[k];
}
static inline bool ek_is_float(elem_kind k) { return k >= EK_F16 && k <= EK_F64; }
static inline bool ek_is_complex(elem_kind k) { return k == EK_C32 || k == EK_C64; }
static inline unsigned ek_int_width(elem_kind k) {
  static const unsigned w[] = {0, 1, 8, 16, 32, 64, 64, 0, 0, 0, 0, 0, 0, 0};
  return w[k];
}
elem_kind ek_of_type(const bo_type *t); /* scalar type; EK_NONE when unsupported */

typedef union slot {
  int64_t i;
  double d;
  float f;
  struct obj *o;
} slot;

static inline int64_t sext(int64_t v, unsigned w) {
  if (w >= 64 || w == 0) return v;
  uint64_t m = 1ull << (w - 1);
  uint64_t x = (uint64_t)v & ((1ull << w) - 1);
  return (int64_t)((x ^ m) - m);
}
static inline uint64_t zext(int64_t v, unsigned w) {
  if (w >= 64 || w == 0) return (uint64_t)v;
  return (uint64_t)v & ((1ull << w) - 1);
}

float half_to_float(uint16_t h);
uint16_t float_to_half(float f);
float bf16_to_float(uint16_t h);
uint16_t float_to_bf16(float f);

/* Loads / stores one element between memory and a slot (f16/bf16 are kept as
 * float in slots). */
static inline slot elem_load(elem_kind k, const uint8_t *p) {
  slot s;
  switch (k) {
  case EK_I1: s.i = -(int64_t)(*p & 1); break;
  case EK_I8: s.i = *(const int8_t *)p; break;
  case EK_I16: { int16_t v; memcpy(&v, p, 2); s.i = v; break; }
  case EK_I32: { int32_t v; memcpy(&v, p, 4); s.i = v; break; }
  case EK_F32: { memcpy(&s.f, p, 4); break; }
  case EK_F64: { memcpy(&s.d, p, 8); break; }
  case EK_F16: { uint16_t v; memcpy(&v, p, 2); s.f = half_to_float(v); break; }
  case EK_BF16: { uint16_t v; memcpy(&v, p, 2); s.f = bf16_to_float(v); break; }
  default: memcpy(&s.i, p, 8); break;
  }
  return s;
}
static inline void elem_store(elem_kind k, uint8_t *p, slot s) {
  switch (k) {
  case EK_I1: *p = (uint8_t)(s.i & 1); break;
  case EK_I8: *(int8_t *)p = (int8_t)s.i; break;
  case EK_I16: { int16_t v = (int16_t)s.i; memcpy(p, &v, 2); break; }
  case EK_I32: { int32_t v = (int32_t)s.i; memcpy(p, &v, 4); break; }
  case EK_F32: memcpy(p, &s.f, 4); break;
  case EK_F64: memcpy(p, &s.d, 8); break;
  case EK_F16: { uint16_t v = float_to_half(s.f); memcpy(p, &v, 2); break; }
  case EK_BF16: { uint16_t v = float_to_bf16(s.f); memcpy(p, &v, 2); break; }
  default: memcpy(p, &s.i, 8); break;
  }
}
/* Slot value as double / from double, by kind (for mixed-kind helpers). */
static inline double slot_to_double(elem_kind k, slot s) {
  return k == EK_F64 ? s.d : ek_is_float(k) ? (double)s.f : (double)s.i;
}

/* -------------------------------------------------------------- objects */

typedef enum obj_kind { OBJ_BLOCK, OBJ_VIEW, OBJ_SEQ } obj_kind;
typedef struct obj {
  int32_t rc;
  uint8_t kind;
} obj;

/* Where a block's storage comes from. */
typedef enum block_where {
  W_HEAP,         /* memref.alloc / realloc / clone: tracked, must be freed */
  W_STACK,        /* memref.alloca: freed at scope exit */
  W_GLOBAL,       /* memref.global */
  W_CONST_GLOBAL, /* memref.global constant */
  W_TENSOR        /* private storage of a tensor or vector value */
} block_where;

typedef struct block {
  obj h;
  uint8_t *data;  /* NULL once freed */
  uint8_t *init;  /* one byte per element: written since allocation (NULL: all) */
  int64_t nelems;
  elem_kind ek;
  uint8_t where;
  bool live;
  uint64_t id;    /* allocation number */
  size_t live_index; /* position in heap.live while live and tracked */
  const bo_op *alloc_op, *free_op;
  const char *global_name; /* W_GLOBAL / W_CONST_GLOBAL */
  uint32_t elem_bytes; /* bytes per element the heap counts (EK_REF: the
                          descriptor's size, as compiled code has it); 0: ek_size */
  uint32_t *arena_owner;   /* per byte: logical view that last wrote it (arena_check.c) */
  uint32_t pad_bytes; /* counted on top of the elements (heap_add_padding) */
} block;

typedef struct view {
  obj h;
  block *blk;
  int64_t offset; /* in elements, from the block's start */
  /* Bytes the descriptor's aligned pointer is past the block's start (a
   * memref.view and what is made from it): what mlir-runner's descriptor
   * calls the offset is offset - ptr_bytes / element size. */
  int64_t ptr_bytes;
  unsigned rank;
  elem_kind ek;
  uint32_t logical;         /* a logical buffer of an arena (arena_check.c), 0: none */
  /* A memref whose elements are vectors (memref<4xvector<8xf32>>): the
   * view's last `inner` dimensions are the vector's, contiguous; the memref
   * has rank - inner dimensions (ops_memref.c; 0 for every other view). */
  unsigned inner;
  int64_t *sizes, *strides; /* point into dims */
  int64_t dims[];
} view;

/* Elements of v's offset that its descriptor's aligned pointer carries
 * (ptr_bytes): the runtime's offset is v->offset minus this. */
static inline int64_t view_ptr_shift(const view *v) { return v->ptr_bytes / ek_size(v->ek); }

struct bo_interp;
typedef struct bo_interp bo_interp;

/* A tensor-level ONNX sequence (ops_onnx.c): references to its elements. */
typedef struct seq {
  obj h;
  int64_t n;
  struct view **elems;
} seq;
void seq_destroy(bo_interp *I, seq *s);

void obj_release(bo_interp *I, obj *o);
static inline void obj_retain(obj *o) {
  if (o) o->rc++;
}
view *view_new(unsigned rank, elem_kind ek);
/* A fresh contiguous tensor (uninitialised data, init map: all written). */
view *tensor_new(bo_interp *I, elem_kind ek, unsigned rank, const int64_t *sizes);
/* The box of the complex<f64> at p (16 bytes): a rank-0 tensor; NULL when
 * out of memory.  c64_unbox: the box's bytes. */
view *c64_box(bo_interp *I, const uint8_t *p);
static inline const uint8_t *c64_unbox(slot s) {
  const view *b = (const view *)s.o;
  return b->blk->data + (size_t)b->offset * 16;
}
int64_t view_num_elems(const view *v);
bool view_is_contiguous(const view *v);
/* Calls fn for every element of v in row-major order with its offset in
 * the block and its linear index; stops at the first non-zero return and
 * returns it.  The one strided walk of the interpreter.  O(elements). */
typedef int (*elem_fn)(void *user, int64_t off, int64_t lin);
int view_for_each_offset(const view *v, elem_fn fn, void *user);
static inline uint8_t *view_ptr(const view *v, int64_t lin) {
  return v->blk->data + (size_t)(v->offset + lin) * ek_size(v->ek);
}
/* Element offset (relative to the block) of a multi-index. */
static inline int64_t view_elem_offset(const view *v, const int64_t *idx) {
  int64_t off = v->offset;
  for (unsigned d = 0; d < v->rank; d++) off += idx[d] * v->strides[d];
  return off;
}
/* A contiguous copy of v's elements as a new tensor view.  Copies carry
 * poison: never-written elements stay never-written in the copy (a tensor's
 * block gets an init map only when it holds such elements). */
view *view_to_tensor(bo_interp *I, const bo_op *op, const view *v);
/* Copies src into dst element by element (same shape); checks both views
 * (use after free, bounds, constant destination); poison travels along. */
int view_copy(bo_interp *I, const bo_op *op, const view *src, const view *dst);
/* Gives b an init map (all written) if it has none. */
void block_ensure_init(block *b);
/* Makes t's contents undefined (tensor.empty, alloc_tensor): reading an
 * element before writing it is reported; op is named in the note. */
void tensor_mark_undefined(view *t, const bo_op *op);

/* ------------------------------------------------------------ the heap */

typedef struct heap {
  uint64_t next_id;
  uint64_t allocs, frees, live_bytes, peak_bytes, copied_bytes, errors;
  BO_VEC(block *) live; /* live heap blocks; each entry holds a reference */
} heap;

block *heap_alloc(bo_interp *I, const bo_op *op, block_where where, elem_kind ek, int64_t n);
/* heap_alloc counting elem_bytes per element (0: ek_size(ek)). */
block *heap_alloc_sized(bo_interp *I, const bo_op *op, block_where where, elem_kind ek,
                        int64_t n, uint32_t elem_bytes);
/* Counts `bytes` more for heap block b while it lives (the padding MLIR's
 * lowering asks malloc for, see docs/interpreter.md). */
void heap_add_padding(bo_interp *I, block *b, uint32_t bytes);
/* Drops the element references an EK_REF block holds (before its data goes). */
void block_release_refs(bo_interp *I, block *b);
/* The bytes of a memref descriptor of type t (3 + 2 * rank words; an
 * unranked one: 2 words), what a memref of memrefs stores per element. */
uint32_t memref_descriptor_bytes(const bo_type *t);
/* memref.dealloc semantics on a view; reports bad / double frees. */
int heap_free(bo_interp *I, const bo_op *op, const view *v);
/* A free of a container that owns its slots (the deallocation dialect's
 * and krnl.seqdealloc's): the slots' buffers, deeply, then the array. */
int heap_free_deep(bo_interp *I, const bo_op *op, const view *v);
/* Releases a stack block at scope exit. */
void heap_pop_stack(bo_interp *I, block *b);
/* Checks an access to elements [lo, hi] (block-relative) of v's block.
 * Returns 0 or RC_ERROR (after a diagnostic).  write: also a write. */
int heap_check_range(bo_interp *I, const bo_op *op, const view *v, int64_t lo, int64_t hi,
                     bool write);
/* Checks that the whole extent of v is accessible. */
int heap_check_view(bo_interp *I, const bo_op *op, const view *v, bool write);
/* The lowest and highest element offsets v can reach, false when they do not
 * fit int64 (or a size is negative).  Every view is checked when it is made
 * from numbers the program chose (reinterpret_cast, subview, strided alloc),
 * so element offsets computed from in-bounds indices never overflow. */
bool view_extent(const view *v, int64_t *lo, int64_t *hi);
/* Reads of never-written memory: element at block offset off. */
int heap_report_uninit(bo_interp *I, const bo_op *op, const view *v, int64_t off);
static inline int heap_check_init(bo_interp *I, const bo_op *op, const view *v, int64_t off);
int heap_error(bo_interp *I, const bo_op *op, const block *b, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void heap_note_alloc(bo_interp *I, const block *b);
/* Leak scan after the entry function returned (keep: blocks to exclude);
 * leaks are errors only when diagnose is set (the run did not fail before). */
void heap_finish(bo_interp *I, bo_heap_report *report, view *const *keep, unsigned nkeep,
                 bool diagnose);
/* The arena check (arena_check.c): memref.view makes a logical buffer;
 * reads of bytes another logical buffer wrote are reported. */
int arena_on_view(bo_interp *I, const bo_op *op, const view *src, view *v);
int arena_check_read(bo_interp *I, const bo_op *op, const view *v, int64_t off);
void arena_note_write(const view *v, int64_t off);
int arena_check_view_read(bo_interp *I, const bo_op *op, const view *v);
void arena_note_view_write(const view *v);
void arena_block_free(block *b);
/* Marks elements written. */
static inline void heap_mark_written(const view *v, int64_t off) {
  if (v->blk->arena_owner) {
    arena_note_write(v, off);
    return;
  }
  if (v->blk->init && v->ek == v->blk->ek) v->blk->init[off] = 1;
}
void heap_mark_view_written(const view *v);

/* ------------------------------------------------------------ the code */

enum { RC_OK = 0, RC_BRANCH = 1, RC_YIELD = 2, RC_ERROR = -1 };

typedef struct insn insn;
typedef int (*exec_fn)(bo_interp *I, const insn *in, slot *F);

struct insn {
  exec_fn fn;
  uint32_t a, b, c, r;      /* first three operand slots, first result slot */
  uint32_t nops, nres;
  uint32_t *ops, *res;      /* all operand / result slots */
  uint8_t ek;               /* element kind of the result or operand, per op */
  uint8_t ek2;
  uint16_t flags;
  uint8_t vector_memrefs_ok; /* the decoder handles memrefs of vectors (decode.c) */
  uint8_t c64_values_ok;     /* the decoder handles boxed complex<f64> values (decode.c) */
  int64_t imm;
  slot k;
  const bo_op *op;
  void *aux;                /* op-specific decoded data (context arena / interp) */
};

typedef struct code_block {
  insn *insns;
  uint32_t n;
  uint32_t nargs;
  uint32_t *args;
  uint8_t *args_obj; /* arg holds an object */
} code_block;

typedef struct code_region {
  code_block *blocks;
  uint32_t nblocks;
} code_region;

typedef struct rt_fn rt_fn; /* a runtime library function (runtime_utils.c) */
typedef struct code_func {
  const bo_op *op;
  const char *name;
  code_region body;
  uint32_t nslots;
  uint8_t *slot_obj; /* per slot: holds an object */
  uint32_t *obj_slots;
  uint32_t nobj;
  bool decoding, decoded, external;
  bool rt_checked;  /* external: rt resolved (NULL: not a runtime function) */
  const rt_fn *rt;
} code_func;

/* The decoder's state for one function. */
typedef struct decoder {
  bo_interp *I;
  code_func *fn;
  const char *why; /* set by a hook that refuses its op (dec_refuse) */
} decoder;

/* A hook refuses its op, saying why: the op becomes an insn reporting
 * "'x.y' op cannot be interpreted: <why>" when it is reached (decode.c). */
static inline int dec_refuse(decoder *D, const char *why) {
  D->why = why;
  return -1;
}

typedef int (*decode_fn)(decoder *D, const bo_op *op, insn *in);

/* --run-assert-continue: when `in` (op) is the op a cf.assert decoded
 * before guards, makes it skippable (ops_control.c). */
void interp_guard_op(decoder *D, const bo_op *op, insn *in);

/* One entry of a dialect's semantic table: the op's id (op_ids.h). */
typedef struct interp_hook {
  uint32_t id;
  decode_fn decode;
} interp_hook;

typedef struct interp_table {
  const interp_hook *hooks;
  unsigned n;
} interp_table;

/* Fills I->hooks from every dialect's table (decode.c). */
void interp_register_hooks(bo_interp *I);

extern const interp_table bo_interp_arith_table, bo_interp_math_table,
    bo_interp_control_table, bo_interp_memref_table, bo_interp_tensor_table,
    bo_interp_linalg_table, bo_interp_bufferization_table, bo_interp_affine_table,
    bo_interp_deallocation_table, bo_interp_onnx_table, bo_interp_krnl_table,
    bo_interp_vector_table, bo_interp_index_table;

/* Object slots defined inside a region (results and nested block arguments,
 * not the region's own block arguments): a loop releases them after each
 * iteration, so the values it carries are uniquely owned again and ops on
 * them may update in place. */
typedef struct local_slots {
  uint32_t n;
  uint32_t *slots;
} local_slots;
void dec_region_locals(decoder *D, bo_region *r, local_slots *out);
/* True when v has exactly one use, by user, in the block that defines v: each
 * time the definition runs, the use runs at most once, so after the use the
 * value is dead and the op may take its storage over (when its count is 1). */
bool dec_single_local_use(const bo_value *v, const bo_op *user);
/* A tensor an op may update in place: uniquely owned view and storage. */
static inline bool tensor_is_unique(const view *v) {
  return v->h.rc == 1 && v->blk->h.rc == 1 && v->blk->where == W_TENSOR && v->offset == 0;
}

/* Decoding helpers. */
uint32_t dec_slot(decoder *D, const bo_value *v);
int dec_region(decoder *D, bo_region *r, code_region *out);
/* Fills the generic part of in (operands, results, kinds); called before the
 * hook runs. */
void *dec_alloc(decoder *D, size_t size);
code_func *interp_get_func(bo_interp *I, const char *name);
int decode_func(bo_interp *I, code_func *f);
bool type_is_obj(const bo_type *t);
elem_kind elem_kind_of_shaped(const bo_type *t);

/* ---------------------------------------------------------- interpreter */

struct bo_interp {
  bo_context *ctx;
  bo_op *module;
  FILE *out;
  bo_interp_options opts;
  heap heap;
  uint64_t steps;
  unsigned depth;
  int next_block;           /* set by branch terminators */
  const int64_t *linalg_iv; /* current linalg iteration point */
  bo_arena arena;           /* decoded code, freed at the end of the run */
  const interp_hook *hooks[BO_OP_COUNT]; /* op id -> its hook (NULL: none) */
  bo_mapping *funcs;        /* interned name -> code_func */
  BO_VEC(code_func *) all_funcs;
  BO_VEC(obj *) owned;      /* constants and globals kept for the whole run */
  BO_VEC(block *) stack;    /* alloca blocks, innermost last */
  BO_VEC(const bo_op *) arena_views; /* logical arena buffer id - 1 -> its memref.view */
  bo_mapping *globals;      /* global op -> block */
  bool failed;
  bool uninit_warned;
  /* --run-assert-continue: the op a failed cf.assert guards, which is not
   * run when reached next (ops_control.c) */
  const bo_op *skip_op;
  /* ops a cf.assert guards, not decoded yet: pairs (op, the verified op) */
  BO_VEC(const bo_op *) guards_pending;
};

int run_region(bo_interp *I, const code_region *r, slot *F, const insn **term);
/* Executes block 0 of r with entry args given as slots (objects retained). */
int run_region_with_args(bo_interp *I, const code_region *r, slot *F, const slot *args,
                         const insn **term);
/* Copies F[src[i]] to F[dst[i]] for all i as a parallel copy (so that
 * `yield %b, %a` swaps); is_obj[i] says whether value i is an object. */
void slots_transfer(bo_interp *I, slot *F, const uint32_t *dst, const uint8_t *is_obj,
                    const uint32_t *src, uint32_t n);
int interp_call(bo_interp *I, code_func *f, const slot *args, slot *results, const bo_op *site);
/* A call to a body-less function: upstream's runner utils (printMemrefF32,
 * printF64, rtclock, ...) or an error (runtime_utils.c). */
int interp_runtime_call(bo_interp *I, code_func *f, const slot *args, slot *results,
                        const bo_op *site);
static inline void slot_put(slot *F, uint32_t i, obj *o, bo_interp *I) {
  obj *old = F[i].o;
  F[i].o = o;
  if (old) obj_release(I, old);
}
static inline void slot_set(slot *F, uint32_t i, obj *o, bo_interp *I) {
  obj_retain(o);
  slot_put(F, i, o, I);
}
static inline void release_locals(bo_interp *I, slot *F, const local_slots *l) {
  for (uint32_t i = 0; i < l->n; i++) slot_put(F, l->slots[i], NULL, I);
}
/* Copies a value into slot dst; is_obj says whether it is an object. */
static inline void slot_copy(bo_interp *I, slot *F, uint32_t dst, slot v, bool is_obj) {
  if (is_obj) slot_set(F, dst, v.o, I);
  else F[dst] = v;
}
/* memref.dim / tensor.dim and .rank: one decoder each (ops_memref.c). */
int interp_dec_view_dim(decoder *D, const bo_op *op, insn *in);
int interp_dec_view_rank(decoder *D, const bo_op *op, insn *in);
/* The three linalg.winograd_*_transform ops (ops_winograd.c). */
int interp_dec_winograd(decoder *D, const bo_op *op, insn *in);

int interp_error(bo_interp *I, const bo_op *op, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Object or scalar-ness of the value in slot s of op operand i etc. */
static inline bool value_is_obj(const bo_value *v) { return type_is_obj(v->type); }

/* The block of a memref.global op (created on first use). */
block *interp_global_block(bo_interp *I, const bo_op *global, const bo_op *user);
/* Fills a view's data from a dense attribute (splat or full). */
void fill_from_dense(view *v, const bo_attr *dense);

/* Dynamic-or-static lists (offsets, sizes, strides) of view ops: static
 * values from a dense-array property, BO_DYNAMIC entries taken in order from
 * the operands starting at `first` (ops_memref.c). */
typedef struct mixed {
  uint32_t n;
  int64_t *stat;
  uint32_t *dyn; /* operand slots for the dynamic entries */
} mixed;
int dec_mixed(decoder *D, const bo_op *op, const char *prop, unsigned first, unsigned ndyn,
              mixed *out);
static inline int64_t mixed_at(const mixed *m, const slot *F, uint32_t i) {
  return m->stat[i] == BO_DYNAMIC ? F[m->dyn[i]].i : m->stat[i];
}
unsigned seg(const bo_op *op, unsigned i); /* operandSegmentSizes[i] */
typedef struct subview_aux {
  mixed off, size, stride;
  unsigned rrank;
  const int64_t *rshape;
} subview_aux;
/* Offsets/sizes/strides whose operand segments start at segment `first`. */
int dec_subview_aux(decoder *D, const bo_op *op, unsigned first, subview_aux *x);
/* The (rank-reducing) subview of s; NULL after an error. */
view *subview_of(bo_interp *I, const insn *in, const view *s, const subview_aux *x, const slot *F);
int dec_scalar_or_elementwise(decoder *D, const bo_op *op, insn *in, decode_fn scalar);
int dec_constant_value(decoder *D, const bo_op *op, insn *in, const bo_attr *a);

/* Printing helpers (vector.print). */
void print_scalar(FILE *out, elem_kind k, slot s, bool is_unsigned);
/* Fills v (complex elements) from the text of a complex dense attribute;
 * -1 when it does not fit. */
int fill_from_complex_text(view *v, const char *text);

static inline int heap_check_init(bo_interp *I, const bo_op *op, const view *v, int64_t off) {
  if (v->blk->arena_owner) return arena_check_read(I, op, v, off);
  if (v->blk->init && !v->blk->init[off] && v->ek == v->blk->ek)
    return heap_report_uninit(I, op, v, off);
  return 0;
}

#endif
