/* onnx_bufferize.c - how each ONNX sequence op becomes buffer code: One-Shot
 * Bufferize's hooks for the sequence ops and the sequence type, and the
 * convert-onnx-seq-to-krnl pass's module rewrite, which share the
 * builders below.
 *
 * A value of type !onnx.Seq<tensor<SxT>> becomes a container, a
 * memref<?xmemref<SxT>> whose slots own their buffers (memory_iface.h).
 * Under One-Shot Bufferize the sequence type is tensor-like (its type
 * iface, k_seq_type_iface: buffer type the container, copy a deep copy),
 * so sequence values take part in the analysis and in the rewrite of
 * signatures, loops, branches and calls as tensors do; each op's rewrite
 * hook reads its operands' buffers and builds (the pass instead rewrites
 * on tensors, with to_buffer / to_tensor where tensors enter and leave):
 *   SequenceEmpty         krnl.seqalloc(0)
 *   SequenceConstruct     krnl.seqalloc(k) + one krnl.seqstore per input
 *   SequenceInsert(s,t,p) krnl.seqalloc(n+1); slots [0,p) and [p,n) of s
 *                         stored at i and i+1; t stored at p
 *   SequenceErase(s,p)    krnl.seqalloc(n-1); slots [0,p) and [p+1,n)
 *   Insert / Erase put in place by One-Shot's analysis (nothing reads
 *                         the input, an alias or a borrowed element after
 *                         them), or for the pass whose input dies there
 *                         (can_take_over): krnl.seqinsert_move /
 *                         krnl.seqerase_move (the slots move)
 *   SequenceAt(s,p)       krnl.seqextract (a copy the reader owns), or a
 *                         borrow (memref.load of the slot, a read-only
 *                         to_tensor) when every use only reads it into
 *                         scalars (see at_only_read)
 *   SequenceLength(s)     memref.dim, index_cast, tensor.from_elements
 *                         (One-Shot: a new buffer and memref.store)
 *   SplitToSequence(x,sp) krnl.seqalloc(count) + an scf.for storing each
 *                         chunk (tensor.extract_slice; One-Shot: a
 *                         memref.subview) with krnl.seqstore
 *   ConcatFromSequence(s) tensor.empty of the summed size + an scf.for of
 *                         tensor.insert_slice of each borrowed slot
 *                         (One-Shot: a new buffer, a memref.copy of each
 *                         borrowed slot into its subview)
 * Otherwise copies are onnx-mlir's (krnl.seqstore and krnl.seqextract
 * copy: n+1 per insert, n-1 per erase, one per read); docs/sequences.md
 * has the rules and the counts.  Positions: negative ones count from the
 * back; with check-positions a cf.assert stops a position outside the
 * range.  Cost per op: O(1) new ops (the loops run at run time), plus
 * can_take_over's scan of the ops between a container and its consumer.
 */
#include "onnx_bufferize.h"

#include <stdio.h>

#include "../analysis/bufferize_iface.h"
#include "krnl.h"
#include "memory_iface.h"
#include "shaped_ops.h"

/* ------------------------------------------------------------- types */

const bo_type *bo_onnx_container_type(bo_context *ctx, const bo_type *seq) {
  const bo_type *elem = bo_onnx_seq_elem(ctx, seq);
  if (!elem || !bo_type_has_rank(elem)) return NULL;
  const bo_type *slot = bo_type_memref(ctx, bo_type_get_rank(elem), bo_type_get_shape(elem),
                                       bo_type_get_element_type(elem), NULL, NULL);
  int64_t dyn = BO_DYNAMIC;
  return bo_type_memref(ctx, 1, &dyn, slot, NULL, NULL);
}

/* ----------------------------------------------------------- builders */

typedef struct lower {
  bo_builder b;
  bo_context *ctx;
  bo_op *op;
  bool check;
  bool copy_all; /* BO_ONNX_COPY_ALL */
  /* One-Shot Bufferize's rewrite (the ops' rewrite hooks): operands are
   * read through its buffers and results recorded as buffers; NULL for
   * the convert-onnx-seq-to-krnl pass, which rewrites on tensors. */
  bo_bufferizer *bz;
} lower;

static bo_value *build1(lower *L, enum bo_op_id id, unsigned n, bo_value *const *ops,
                        const bo_type *t, unsigned np, const bo_named_attr *props) {
  bo_op_state st = {.id = id, .loc = L->b.loc, .num_operands = n, .operands = ops,
                    .num_results = t ? 1 : 0, .result_types = &t, .num_props = np,
                    .props = props};
  bo_op *op = bo_build(&L->b, &st);
  return t ? bo_op_get_result(op, 0) : NULL;
}

static bo_value *index_constant(lower *L, int64_t v) {
  bo_named_attr value = {bo_intern_cstr(L->ctx, "value"),
                         bo_attr_integer(L->ctx, L->ctx->t_index, v)};
  return build1(L, BO_OP_ARITH_CONSTANT, 0, NULL, L->ctx->t_index, 1, &value);
}

static bo_value *binary(lower *L, enum bo_op_id name, bo_value *a, bo_value *b) {
  bo_value *ops[2] = {a, b};
  return build1(L, name, 2, ops, a->type, 0, NULL);
}

/* arith.cmpi with predicate pred (slt = 2, sle = 3, sge = 5). */
static bo_value *cmpi(lower *L, int64_t pred, bo_value *a, bo_value *b) {
  bo_value *ops[2] = {a, b};
  bo_named_attr p = {bo_intern_cstr(L->ctx, "predicate"),
                     bo_attr_integer(L->ctx, L->ctx->t_i64, pred)};
  return build1(L, BO_OP_ARITH_CMPI, 2, ops, L->ctx->t_i1, 1, &p);
}

static bo_value *seq_length(lower *L, bo_value *container) {
  bo_value *ops[2] = {container, index_constant(L, 0)};
  return build1(L, BO_OP_MEMREF_DIM, 2, ops, L->ctx->t_index, 0, NULL);
}

static bo_value *seqalloc(lower *L, bo_value *len, const bo_type *container) {
  bo_op_state st = {.id = BO_OP_KRNL_SEQ_ALLOC, .loc = L->b.loc,
                    .num_operands = 1, .operands = &len, .num_results = 1,
                    .result_types = &container};
  return bo_op_get_result(bo_build(&L->b, &st), 0);
}

static void seqstore(lower *L, bo_value *elem, bo_value *container, bo_value *i) {
  bo_value *ops[3] = {elem, container, i};
  bo_op_state st = {.id = BO_OP_KRNL_SEQ_STORE, .loc = L->b.loc,
                    .num_operands = 3, .operands = ops};
  bo_build(&L->b, &st);
}

/* A read-only buffer of tensor t, with a fully dynamic strided layout so
 * that any buffer One-Shot Bufferize gives t fits. */
static bo_value *tensor_buffer(lower *L, bo_value *t) {
  const bo_type *tt = t->type;
  unsigned rank = bo_type_get_rank(tt);
  int64_t strides[64];
  for (unsigned d = 0; d < rank && d < 64; d++) strides[d] = BO_DYNAMIC;
  const bo_attr *layout = bo_attr_strided(L->ctx, rank, strides, BO_DYNAMIC);
  const bo_type *mt = bo_type_memref(L->ctx, rank, bo_type_get_shape(tt),
                                     bo_type_get_element_type(tt), layout, NULL);
  bo_named_attr ro = {bo_intern_cstr(L->ctx, "read_only"), bo_attr_unit(L->ctx)};
  return build1(L, BO_OP_BUFFERIZATION_TO_BUFFER, 1, &t, mt, 1, &ro);
}

/* Operand i of the op: its buffer under One-Shot, else itself. */
static bo_value *operand(lower *L, unsigned i) {
  bo_value *v = bo_op_get_operand(L->op, i);
  return L->bz && bo_is_tensor_like(L->ctx, v->type)
             ? bo_bufferizer_read_buffer(L->bz, L->op, i)
             : v;
}

/* The buffer of tensor operand i, to store into a container. */
static bo_value *element_buffer(lower *L, unsigned i) {
  return L->bz ? bo_bufferizer_read_buffer(L->bz, L->op, i)
               : tensor_buffer(L, bo_op_get_operand(L->op, i));
}

/* The op's result is now v (a container or, under One-Shot, a buffer). */
static void set_result(lower *L, bo_value *v) {
  if (L->bz) bo_bufferizer_replace(L->bz, L->op, 0, v);
  else bo_value_replace_all_uses(bo_op_get_result(L->op, 0), v);
}

/* Copies slots [from, to) of in into out at index i + shift (shift -1, 0,
 * 1): an scf.for whose body loads the slot (a borrow) and stores a copy. */
static void copy_slots(lower *L, bo_value *in, bo_value *out, bo_value *from, bo_value *to,
                       int shift) {
  bo_value *bounds[3] = {from, to, index_constant(L, 1)};
  bo_op_state fs = {.id = BO_OP_SCF_FOR, .loc = L->b.loc, .num_operands = 3, .operands = bounds,
                    .num_regions = 1};
  bo_op *loop = bo_build(&L->b, &fs);
  bo_block *body = bo_region_add_block(bo_op_get_region(loop, 0));
  bo_value *iv = bo_block_add_arg(body, L->ctx->t_index, L->b.loc);
  lower in_body = *L;
  in_body.b = bo_builder_at_end(L->ctx, body);
  in_body.b.loc = L->b.loc;
  bo_value *lops[2] = {in, iv};
  bo_named_attr nt = bo_memref_nontemporal_default(L->ctx);
  bo_value *e = build1(&in_body, BO_OP_MEMREF_LOAD, 2, lops, bo_type_get_element_type(in->type), 1, &nt);
  bo_value *j = iv;
  if (shift) j = binary(&in_body, shift > 0 ? BO_OP_ARITH_ADDI : BO_OP_ARITH_SUBI, iv, index_constant(&in_body, 1));
  seqstore(&in_body, e, out, j);
  build1(&in_body, BO_OP_SCF_YIELD, 0, NULL, NULL, 0, NULL);
}

/* The scalar at idx[1..n) of idx[0], a tensor (tensor.extract) or, in
 * One-Shot's hooks, its buffer (memref.load). */
static bo_value *extract(lower *L, unsigned n, bo_value *const *idx) {
  const bo_type *et = bo_type_get_element_type(idx[0]->type);
  if (!bo_type_is_memref(idx[0]->type)) return build1(L, BO_OP_TENSOR_EXTRACT, n, idx, et, 0, NULL);
  bo_named_attr nt = bo_memref_nontemporal_default(L->ctx);
  return build1(L, BO_OP_MEMREF_LOAD, n, idx, et, 1, &nt);
}

/* The position operand as an index in [0, n + extra): none gives dflt;
 * negative positions count from the back; with check-positions a
 * cf.assert guards the range [-n, n - 1 + extra]. */
static bo_value *position(lower *L, bo_value *p, bo_value *n, int extra, bo_value *dflt) {
  if (bo_type_get_kind(p->type) == BO_TYPE_NONE) return dflt;
  if (!bo_type_has_rank(p->type) || bo_type_get_num_elements(p->type) != 1) {
    bo_op_emit_error(L->op, "a position that is not a one-element tensor (rank 0, or rank 1 "
                            "of size 1) is not supported yet");
    return NULL;
  }
  unsigned rank = bo_type_get_rank(p->type);
  bo_value *idx[2] = {p, index_constant(L, 0)};
  bo_value *v = extract(L, 1 + rank, idx);
  bo_value *pi = build1(L, BO_OP_ARITH_INDEX_CAST, 1, &v, L->ctx->t_index, 0, NULL);
  bo_value *zero = index_constant(L, 0);
  bo_value *neg = cmpi(L, 2, pi, zero);
  bo_value *fixed = binary(L, BO_OP_ARITH_ADDI, pi, n);
  bo_value *sel[3] = {neg, fixed, pi};
  bo_value *q = build1(L, BO_OP_ARITH_SELECT, 3, sel, L->ctx->t_index, 0, NULL);
  if (L->check) {
    bo_value *lo = cmpi(L, 5, q, zero);
    bo_value *hi = cmpi(L, extra ? 3 : 2, q, n);
    bo_value *ok = binary(L, BO_OP_ARITH_ANDI, lo, hi);
    char msg[160];
    int len = snprintf(msg, sizeof msg, "%s: position out of range", bo_op_get_name(L->op));
    bo_named_attr m = {bo_intern_cstr(L->ctx, "msg"), bo_attr_string(L->ctx, msg, (size_t)len, NULL)};
    build1(L, BO_OP_CF_ASSERT, 1, &ok, NULL, 1, &m);
  }
  return q;
}

/* ------------------------------------------------------------ the ops */

static const bo_type *container_of(bo_context *ctx, const bo_value *v);

/* The container type of the op's sequence result (under One-Shot, where
 * the value keeps its !onnx.Seq type until the end), or NULL after an
 * error. */
static const bo_type *result_container(lower *L) {
  bo_value *res = bo_op_get_result(L->op, 0);
  if (!L->bz) return res->type;
  const bo_type *c = container_of(L->ctx, res);
  if (!c)
    bo_op_emit_error(L->op, "bufferization of '!%s' is not supported yet (the element must be a "
                            "ranked tensor)", bo_type_get_opaque_text(res->type));
  return c;
}

static int lower_empty(lower *L) {
  const bo_type *c = result_container(L);
  if (!c) return -1;
  set_result(L, seqalloc(L, index_constant(L, 0), c));
  return 0;
}

static int lower_construct(lower *L) {
  const bo_type *c = result_container(L);
  if (!c) return -1;
  unsigned k = bo_op_get_num_operands(L->op);
  bo_value *s = seqalloc(L, index_constant(L, k), c);
  for (unsigned i = 0; i < k; i++) seqstore(L, element_buffer(L, i), s, index_constant(L, i));
  set_result(L, s);
  return 0;
}

/* Is `a` (an op of the block of L->op) before L->op?  Cost: O(ops between). */
static bool before_op(const lower *L, const bo_op *a) {
  if (!a) return false;
  for (const bo_op *o = a->next; o; o = o->next)
    if (o == L->op) return true;
  return false;
}

/* Are all uses of v, and of the buffers and tensors made from it, in ops
 * (or nested in ops) of L->op's block before L->op?  *budget bounds the
 * work (false when spent). */
static bool uses_before(const lower *L, const bo_value *v, int *budget) {
  for (const bo_use *u = v->first_use; u; u = u->next) {
    if (u->owner == L->op) continue;
    if (--*budget < 0) return false;
    bo_op *user = u->owner;
    const bo_memory_iface *mem = bo_memory_of(user);
    if (bo_op_has_trait(user, BO_TRAIT_TERMINATOR) ||
        !before_op(L, bo_op_ancestor_in_block(user, L->op->block)))
      return false;
    if (mem && (mem->effects & BO_MEM_ALLOCATES)) continue; /* a copy: its own buffer */
    for (unsigned r = 0; r < user->num_results; r++) {
      const bo_type *t = user->results[r].type;
      if ((bo_type_is_tensor(t) || bo_type_is_memref(t) || bo_onnx_is_seq(t)) &&
          !uses_before(L, &user->results[r], budget))
        return false;
    }
  }
  return true;
}

/* May this Insert/Erase take over its input container (move the slots
 * instead of copying them)?  When this op is its last use: the input is
 * defined in this block (an op result or a block argument) and every
 * other use sits (or is nested in an op that sits) before this op and is
 * no terminator, and the buffers, tensors and sequences it yields (a
 * borrowed element, a call's results) are used before this op too: nothing
 * aliases the container or its elements afterwards (an element borrowed by
 * SequenceAt must not outlive an erase that frees it; a callee borrows its
 * arguments and returns what it owns).  *sure: the input is made by an allocating op of this block, so the
 * block owns it for sure; otherwise ownership is known only to the
 * deallocation pass (a loop-carried or returned sequence), which sets the
 * op's `owned` operand (false until then: copy).  Cost: O(uses x ops
 * between), bounded. */
static bool can_take_over(lower *L, const bo_value *in, bool *sure) {
  bo_op *def = in->def_op;
  *sure = false;
  if (def ? def->block != L->op->block : in->owner != L->op->block) return false;
  int budget = 256;
  if (!uses_before(L, in, &budget)) return false;
  const bo_memory_iface *mem = def ? bo_memory_of(def) : NULL;
  *sure = mem && (mem->effects & BO_MEM_ALLOCATES) && !(mem->effects & BO_MEM_SCOPED);
  return true;
}

static bo_value *bool_constant(lower *L, bool v) {
  bo_named_attr value = {bo_intern_cstr(L->ctx, "value"),
                         bo_attr_integer(L->ctx, L->ctx->t_i1, v)};
  return build1(L, BO_OP_ARITH_CONSTANT, 0, NULL, L->ctx->t_i1, 1, &value);
}

static bo_value *build_move(lower *L, bo_krnl_op_id id, unsigned n, bo_value *const *ops,
                            const bo_type *t) {
  bo_op_state st = {.id = id, .loc = L->b.loc, .num_operands = n,
                    .operands = ops, .num_results = 1, .result_types = &t};
  return bo_op_get_result(bo_build(&L->b, &st), 0);
}

/* Insert / Erase: may the op take its input container over (move the
 * slots)?  Under One-Shot the analysis decided (in place: nothing reads
 * the input, an alias of it or an element borrowed from it afterwards);
 * else can_take_over.  *sure: the block owns the input for sure (made by
 * an allocating op of this block). */
static bool takes_over(lower *L, bo_value *in, const bo_type *out_type, bool *sure) {
  *sure = false;
  if (L->copy_all || in->type != out_type) return false;
  if (!L->bz) return can_take_over(L, in, sure);
  /* the analysis made the result equivalent to the input only when the
   * sequence types agree (seq_aliasing_result) */
  if (bo_op_get_operand(L->op, 0)->type != bo_op_get_result(L->op, 0)->type ||
      !bo_bufferizer_in_place(L->bz, L->op, 0))
    return false;
  const bo_op *def = in->def_op;
  const bo_memory_iface *mem = def && def->block == L->op->block ? bo_memory_of(def) : NULL;
  *sure = mem && (mem->effects & BO_MEM_ALLOCATES) && !(mem->effects & BO_MEM_SCOPED);
  return true;
}

static int lower_insert(lower *L) {
  const bo_type *rt = result_container(L);
  if (!rt) return -1;
  bo_value *in = operand(L, 0);
  bool sure, move = takes_over(L, in, rt, &sure);
  bo_value *n = seq_length(L, in);
  bo_value *p = position(L, operand(L, 2), n, 1, n);
  if (!p) return -1;
  if (move) {
    bo_value *ops[4] = {in, element_buffer(L, 1), p, bool_constant(L, sure)};
    set_result(L, build_move(L, BO_OP_KRNL_SEQ_INSERT_MOVE, 4, ops, rt));
    return 0;
  }
  bo_value *out = seqalloc(L, binary(L, BO_OP_ARITH_ADDI, n, index_constant(L, 1)), rt);
  copy_slots(L, in, out, index_constant(L, 0), p, 0);
  copy_slots(L, in, out, p, n, 1);
  seqstore(L, element_buffer(L, 1), out, p);
  set_result(L, out);
  return 0;
}

static int lower_erase(lower *L) {
  const bo_type *rt = result_container(L);
  if (!rt) return -1;
  bo_value *in = operand(L, 0);
  bool sure, move = takes_over(L, in, rt, &sure);
  bo_value *n = seq_length(L, in);
  bo_value *last = binary(L, BO_OP_ARITH_SUBI, n, index_constant(L, 1));
  bo_value *p = position(L, operand(L, 1), n, 0, last);
  if (!p) return -1;
  if (bo_type_get_kind(bo_op_get_operand(L->op, 1)->type) == BO_TYPE_NONE && L->check) {
    /* erasing the last element of an empty sequence */
    bo_value *ok = cmpi(L, 5, last, index_constant(L, 0));
    static const char msg[] = "onnx.SequenceErase: the sequence is empty";
    bo_named_attr m = {bo_intern_cstr(L->ctx, "msg"),
                       bo_attr_string(L->ctx, msg, sizeof msg - 1, NULL)};
    build1(L, BO_OP_CF_ASSERT, 1, &ok, NULL, 1, &m);
  }
  if (move) {
    bo_value *ops[3] = {in, p, bool_constant(L, sure)};
    set_result(L, build_move(L, BO_OP_KRNL_SEQ_ERASE_MOVE, 3, ops, rt));
    return 0;
  }
  bo_value *out = seqalloc(L, last, rt);
  copy_slots(L, in, out, index_constant(L, 0), p, 0);
  copy_slots(L, in, out, binary(L, BO_OP_ARITH_ADDI, p, index_constant(L, 1)), n, -1);
  set_result(L, out);
  return 0;
}

/* May SequenceAt's result borrow the slot's buffer?  Only when every use
 * reads it into something that is not a buffer (tensor.extract,
 * tensor.dim: no write, no aliasing result, no region, no call, no
 * terminator), so the borrow cannot be written, escape, or outlive the
 * container (buffer_view_flow keeps the container alive until its last
 * use).  Asked through the bufferization and memory hooks. */
static bool at_only_read(const bo_value *res) {
  for (const bo_use *u = res->first_use; u; u = u->next) {
    const bo_op *user = u->owner;
    const bo_bufferize_iface *bi = bo_bufferize_iface_of(user);
    const bo_memory_iface *mem = bo_memory_of(user);
    if (!bi || !bi->writes || bi->writes(user, u->index, NULL) || bi->aliasing_result ||
        bi->aliasing_value || user->num_regions || (mem && (mem->effects & BO_MEM_CALL)) ||
        bo_op_has_trait(user, BO_TRAIT_TERMINATOR))
      return false;
    for (unsigned r = 0; r < user->num_results; r++)
      if (bo_type_is_tensor(user->results[r].type) || bo_type_is_memref(user->results[r].type))
        return false;
  }
  return true;
}

static int lower_at(lower *L) {
  bo_value *in = operand(L, 0), *res = bo_op_get_result(L->op, 0);
  bo_value *n = seq_length(L, in);
  bo_value *p = position(L, operand(L, 1), n, 0, NULL);
  if (!p) return -1;
  const bo_type *slot = bo_type_get_element_type(in->type);
  bo_value *ops[2] = {in, p};
  bool borrow = !L->copy_all && at_only_read(res) &&
                (!L->bz || bo_bufferizer_in_place(L->bz, L->op, 0)); /* else a conflict */
  bo_value *e;
  if (borrow) {
    bo_named_attr nt = bo_memref_nontemporal_default(L->ctx);
    e = build1(L, BO_OP_MEMREF_LOAD, 2, ops, slot, 1, &nt);
  } else {
    bo_op_state st = {.id = BO_OP_KRNL_SEQ_EXTRACT, .loc = L->b.loc,
                      .num_operands = 2, .operands = ops, .num_results = 1,
                      .result_types = &slot};
    e = bo_op_get_result(bo_build(&L->b, &st), 0);
  }
  if (L->bz) { /* the slot's buffer (borrowed) or its copy, as the result's */
    const bo_type *mt = bo_bufferizer_memref_type(L->ctx, res->type);
    if (mt != slot) e = build1(L, BO_OP_MEMREF_CAST, 1, &e, mt, 0, NULL);
    set_result(L, e);
    return 0;
  }
  const bo_type *tt = bo_type_tensor(L->ctx, bo_type_get_rank(slot), bo_type_get_shape(slot),
                                     bo_type_get_element_type(slot), NULL);
  bo_named_attr flags[2] = {{bo_intern_cstr(L->ctx, "restrict"), bo_attr_unit(L->ctx)},
                            {bo_intern_cstr(L->ctx, "writable"), bo_attr_unit(L->ctx)}};
  bo_value *t = build1(L, BO_OP_BUFFERIZATION_TO_TENSOR, 1, &e, tt, borrow ? 1 : 2, flags);
  if (tt != res->type) t = build1(L, BO_OP_TENSOR_CAST, 1, &t, res->type, 0, NULL);
  bo_value_replace_all_uses(res, t);
  return 0;
}

static int lower_length(lower *L) {
  bo_value *res = bo_op_get_result(L->op, 0);
  bo_value *n = seq_length(L, operand(L, 0));
  bo_value *v = build1(L, BO_OP_ARITH_INDEX_CAST, 1, &n, L->ctx->t_i64, 0, NULL);
  if (L->bz) { /* a new buffer holding n (what tensor.from_elements becomes) */
    bo_value *buf = bo_bufferizer_alloc(L->bz, res->type, NULL, NULL, 0);
    bo_value *ops[2] = {v, buf};
    bo_named_attr nt = bo_memref_nontemporal_default(L->ctx);
    build1(L, BO_OP_MEMREF_STORE, 2, ops, NULL, 1, &nt);
    set_result(L, buf);
    return 0;
  }
  bo_value *t = build1(L, BO_OP_TENSOR_FROM_ELEMENTS, 1, &v, res->type, 0, NULL);
  bo_value_replace_all_uses(res, t);
  return 0;
}

static int refuse(lower *L) {
  return bo_op_emit_error(L->op, "bufferization of %s is not supported yet",
                          bo_op_get_name(L->op));
}

/* -------------------------------------- SplitToSequence, ConcatFromSequence */

static int64_t int_prop(const bo_op *op, const char *name, int64_t dflt) {
  const bo_attr *a = bo_op_get_prop(op, name);
  return a && bo_attr_get_kind(a) == BO_ATTR_INTEGER ? bo_attr_get_int(a) : dflt;
}

/* Size of dimension d of the tensor or memref v: a constant when static. */
static bo_value *dim_of(lower *L, bo_value *v, unsigned d) {
  int64_t s = bo_type_get_shape(v->type)[d];
  if (s != BO_DYNAMIC) return index_constant(L, s);
  bo_value *ops[2] = {v, index_constant(L, d)};
  return build1(L, bo_type_is_tensor(v->type) ? BO_OP_TENSOR_DIM : BO_OP_MEMREF_DIM, 2, ops,
                L->ctx->t_index, 0, NULL);
}

/* tensor.extract_slice (dest NULL) of src, or tensor.insert_slice of src
 * into dest, over a slice of `rank` dims: offset `off` on dim `axis`, 0
 * elsewhere; size sizes[d] (static when ssizes[d] is not BO_DYNAMIC);
 * strides 1.  t: the result type. */
static bo_value *build_slice(lower *L, bo_value *src, bo_value *dest, unsigned rank, unsigned axis,
                             bo_value *off, const int64_t *ssizes, bo_value *const *sizes,
                             const bo_type *t) {
  bo_context *ctx = L->ctx;
  bo_value **ops = malloc(sizeof(bo_value *) * (2 * rank + 3));
  int64_t *soff = malloc(sizeof(int64_t) * (3 * rank + 1)), *ssz = soff + rank,
          *sst = soff + 2 * rank;
  unsigned n = 0, nsz = 0;
  ops[n++] = src;
  if (dest) ops[n++] = dest;
  for (unsigned d = 0; d < rank; d++) soff[d] = d == axis ? BO_DYNAMIC : 0;
  ops[n++] = off;
  for (unsigned d = 0; d < rank; d++) {
    ssz[d] = ssizes[d];
    sst[d] = 1;
    if (ssizes[d] == BO_DYNAMIC) {
      ops[n++] = sizes[d];
      nsz++;
    }
  }
  /* segments: source, (dest,) offsets, sizes, strides */
  int64_t seg[5] = {1, 1, 1, nsz, 0};
  bo_named_attr props[4] = {
      {bo_intern_cstr(ctx, "operandSegmentSizes"),
       bo_attr_dense_array_int(ctx, ctx->t_i32, dest ? 5 : 4, dest ? seg : seg + 1)},
      {bo_intern_cstr(ctx, "static_offsets"), bo_attr_dense_array_int(ctx, ctx->t_i64, rank, soff)},
      {bo_intern_cstr(ctx, "static_sizes"), bo_attr_dense_array_int(ctx, ctx->t_i64, rank, ssz)},
      {bo_intern_cstr(ctx, "static_strides"), bo_attr_dense_array_int(ctx, ctx->t_i64, rank, sst)}};
  bo_value *r = build1(L, dest ? BO_OP_TENSOR_INSERT_SLICE : BO_OP_TENSOR_EXTRACT_SLICE, n, ops, t,
                       4, props);
  free(ops);
  free(soff);
  return r;
}

/* memref.subview of buffer src (rank dims) at offset `off` on dim `axis`
 * (0 elsewhere), sizes ssizes (sizes[d] where dynamic), strides 1; dim
 * axis dropped when `drop` (its size is 1).  The type keeps src's strides
 * with a dynamic offset (memref.subview's inference). */
static bo_value *build_subview(lower *L, bo_value *src, unsigned rank, unsigned axis,
                               bo_value *off, const int64_t *ssizes, bo_value *const *sizes,
                               bool drop) {
  bo_context *ctx = L->ctx;
  bo_value **ops = malloc(sizeof(bo_value *) * (rank + 3));
  int64_t *soff = malloc(sizeof(int64_t) * (5 * rank + 1)), *ssz = soff + rank,
          *sst = soff + 2 * rank, *strides = soff + 3 * rank, *rshape = soff + 4 * rank, offset;
  unsigned n = 0, nsz = 0, k = 0;
  ops[n++] = src;
  ops[n++] = off;
  bo_type_get_strides_and_offset(src->type, strides, &offset);
  for (unsigned d = 0; d < rank; d++) {
    soff[d] = d == axis ? BO_DYNAMIC : 0;
    ssz[d] = ssizes[d];
    sst[d] = 1;
    if (ssizes[d] == BO_DYNAMIC) {
      ops[n++] = sizes[d];
      nsz++;
    }
    if (drop && d == axis) continue;
    rshape[k] = ssizes[d];
    strides[k++] = strides[d];
  }
  int64_t seg[4] = {1, 1, nsz, 0};
  bo_named_attr props[4] = {
      {bo_intern_cstr(ctx, "operandSegmentSizes"),
       bo_attr_dense_array_int(ctx, ctx->t_i32, 4, seg)},
      {bo_intern_cstr(ctx, "static_offsets"), bo_attr_dense_array_int(ctx, ctx->t_i64, rank, soff)},
      {bo_intern_cstr(ctx, "static_sizes"), bo_attr_dense_array_int(ctx, ctx->t_i64, rank, ssz)},
      {bo_intern_cstr(ctx, "static_strides"), bo_attr_dense_array_int(ctx, ctx->t_i64, rank, sst)}};
  const bo_type *t = bo_type_memref(ctx, k, rshape, bo_type_get_element_type(src->type),
                                    bo_attr_strided(ctx, k, strides, BO_DYNAMIC),
                                    bo_type_get_memory_space(src->type));
  bo_value *r = build1(L, BO_OP_MEMREF_SUBVIEW, n, ops, t, 4, props);
  free(ops);
  free(soff);
  return r;
}

/* An scf.for from lo to hi with index iter_args inits[0..n) (and one more
 * of type extra_t, init extra, when extra is not NULL); *body gets a
 * builder at the end of its body, args[0] is the induction variable. */
static bo_op *build_loop(lower *L, bo_value *lo, bo_value *hi, unsigned n, bo_value *const *inits,
                         lower *body, bo_value **args) {
  bo_value *ops[8] = {lo, hi, index_constant(L, 1)};
  const bo_type *types[5];
  for (unsigned i = 0; i < n; i++) {
    ops[3 + i] = inits[i];
    types[i] = inits[i]->type;
  }
  bo_op_state fs = {.id = BO_OP_SCF_FOR, .loc = L->b.loc, .num_operands = 3 + n, .operands = ops,
                    .num_results = n, .result_types = types, .num_regions = 1};
  bo_op *loop = bo_build(&L->b, &fs);
  bo_block *blk = bo_region_add_block(bo_op_get_region(loop, 0));
  args[0] = bo_block_add_arg(blk, L->ctx->t_index, L->b.loc);
  for (unsigned i = 0; i < n; i++) args[1 + i] = bo_block_add_arg(blk, types[i], L->b.loc);
  *body = *L;
  body->b = bo_builder_at_end(L->ctx, blk);
  body->b.loc = L->b.loc;
  return loop;
}

/* SplitToSequence(x, split) {axis, keepdims}: a container of the chunks of
 * x along axis, each an extract_slice stored (copied) by krnl.seqstore:
 * split none: d chunks of 1 (the axis dropped when keepdims = 0); a scalar
 * s: ceil(d / s) chunks of s, the last one smaller; a 1-D split of k
 * entries: k chunks of those sizes. */
static int lower_split(lower *L) {
  bo_value *x = operand(L, 0), *split = operand(L, 1);
  const bo_type *ct = bo_type_has_rank(x->type) ? result_container(L) : NULL;
  if (!ct && bo_type_has_rank(x->type)) return -1;
  const bo_type *xt = x->type, *slot = ct ? bo_type_get_element_type(ct) : NULL;
  if (!bo_type_has_rank(xt))
    return bo_op_emit_error(L->op, "bufferization of onnx.SplitToSequence of an unranked tensor "
                                   "is not supported yet");
  unsigned r = bo_type_get_rank(xt);
  int64_t axis = int_prop(L->op, "axis", 0), keep = int_prop(L->op, "keepdims", 1);
  if (axis < 0) axis += r;
  bool none = bo_type_get_kind(split->type) == BO_TYPE_NONE;
  bool drop = none && keep == 0;
  unsigned srank = none ? 0 : bo_type_get_rank(split->type);
  if (!none && srank == 1 && bo_type_get_shape(split->type)[0] == BO_DYNAMIC)
    return bo_op_emit_error(L->op, "bufferization of onnx.SplitToSequence with a split of "
                                   "unknown length is not supported yet");
  if (bo_type_get_rank(slot) != r - (drop ? 1 : 0))
    return bo_op_emit_error(L->op, "the sequence's element rank does not match the split");
  bo_value *d = dim_of(L, x, (unsigned)axis);
  bo_value *count, *s = NULL;
  if (none) {
    count = d;
  } else if (srank == 0) {
    bo_value *idx = split;
    bo_value *v = extract(L, 1, &idx);
    s = build1(L, BO_OP_ARITH_INDEX_CAST, 1, &v, L->ctx->t_index, 0, NULL);
    if (L->check) {
      bo_value *ok = cmpi(L, 4 /* sgt */, s, index_constant(L, 0));
      static const char msg[] = "onnx.SplitToSequence: split must be positive";
      bo_named_attr m = {bo_intern_cstr(L->ctx, "msg"),
                         bo_attr_string(L->ctx, msg, sizeof msg - 1, NULL)};
      build1(L, BO_OP_CF_ASSERT, 1, &ok, NULL, 1, &m);
    }
    count = binary(L, BO_OP_ARITH_CEILDIVSI, d, s);
  } else {
    count = index_constant(L, bo_type_get_shape(split->type)[0]);
  }
  bo_value *c = seqalloc(L, count, ct);
  lower B;
  bo_value *args[2], *zero = index_constant(L, 0);
  build_loop(L, zero, count, 1, &zero, &B, args);
  bo_value *i = args[0], *off = args[1], *size;
  if (none) {
    size = index_constant(&B, 1);
  } else if (srank == 0) {
    size = binary(&B, BO_OP_ARITH_MINSI, s, binary(&B, BO_OP_ARITH_SUBI, d, off));
  } else {
    bo_value *idx[2] = {split, i};
    bo_value *v = extract(&B, 2, idx);
    size = build1(&B, BO_OP_ARITH_INDEX_CAST, 1, &v, L->ctx->t_index, 0, NULL);
  }
  int64_t *ss = malloc(sizeof(int64_t) * (r + 1)), *shape = malloc(sizeof(int64_t) * (r + 1));
  bo_value **sizes = malloc(sizeof(bo_value *) * (r + 1));
  unsigned k = 0;
  for (unsigned j = 0; j < r; j++) {
    ss[j] = j == (unsigned)axis ? (none ? 1 : BO_DYNAMIC) : bo_type_get_shape(xt)[j];
    sizes[j] = j == (unsigned)axis ? size : (ss[j] == BO_DYNAMIC ? dim_of(&B, x, j) : NULL);
    if (!(drop && j == (unsigned)axis)) shape[k++] = ss[j];
  }
  bo_value *chunk;
  if (L->bz) { /* a view of x's buffer, copied by the store */
    chunk = build_subview(&B, x, r, (unsigned)axis, off, ss, sizes, drop);
  } else {
    const bo_type *chunk_t = bo_type_tensor(L->ctx, k, shape, bo_type_get_element_type(xt), NULL);
    chunk = build_slice(&B, x, NULL, r, (unsigned)axis, off, ss, sizes, chunk_t);
    const bo_type *slot_t = bo_type_tensor(L->ctx, bo_type_get_rank(slot), bo_type_get_shape(slot),
                                           bo_type_get_element_type(slot), NULL);
    if (slot_t != chunk_t) chunk = build1(&B, BO_OP_TENSOR_CAST, 1, &chunk, slot_t, 0, NULL);
    chunk = tensor_buffer(&B, chunk);
  }
  free(ss);
  free(shape);
  free(sizes);
  seqstore(&B, chunk, c, i);
  bo_value *next = binary(&B, BO_OP_ARITH_ADDI, off, size);
  build1(&B, BO_OP_SCF_YIELD, 1, &next, NULL, 0, NULL);
  set_result(L, c);
  return 0;
}

/* ConcatFromSequence(s) {axis, new_axis}: a tensor.empty of the result's
 * size (the elements' sizes along axis summed, or their number with
 * new_axis = 1; the other dims those of element 0) filled by an scf.for
 * that inserts each element (borrowed: memref.load, a read-only
 * to_tensor) with tensor.insert_slice.  An empty sequence is a cf.assert
 * with check-positions. */
static int lower_concat(lower *L) {
  bo_value *c = operand(L, 0), *res = bo_op_get_result(L->op, 0);
  const bo_type *rt = res->type, *slot = bo_type_get_element_type(c->type);
  unsigned r = bo_type_get_rank(slot);
  int64_t axis = int_prop(L->op, "axis", 0), new_axis = int_prop(L->op, "new_axis", 0);
  unsigned rr = r + (new_axis ? 1 : 0);
  if (!bo_type_has_rank(rt) || bo_type_get_rank(rt) != rr)
    return bo_op_emit_error(L->op, "bufferization of onnx.ConcatFromSequence needs a result of "
                                   "rank %u", rr);
  if (axis < 0) axis += rr;
  bo_value *n = seq_length(L, c), *zero = index_constant(L, 0);
  if (L->check) {
    bo_value *ok = cmpi(L, 4 /* sgt */, n, zero);
    static const char msg[] = "onnx.ConcatFromSequence: the sequence is empty";
    bo_named_attr m = {bo_intern_cstr(L->ctx, "msg"),
                       bo_attr_string(L->ctx, msg, sizeof msg - 1, NULL)};
    build1(L, BO_OP_CF_ASSERT, 1, &ok, NULL, 1, &m);
  }
  /* the size along axis: n, or the sum of the elements' sizes */
  bo_value *total = n;
  if (!new_axis) {
    lower B;
    bo_value *args[2];
    bo_op *loop = build_loop(L, zero, n, 1, &zero, &B, args);
    bo_value *lops[2] = {c, args[0]};
    bo_named_attr nt = bo_memref_nontemporal_default(L->ctx);
    bo_value *e = build1(&B, BO_OP_MEMREF_LOAD, 2, lops, slot, 1, &nt);
    bo_value *sum = binary(&B, BO_OP_ARITH_ADDI, args[1], dim_of(&B, e, (unsigned)axis));
    build1(&B, BO_OP_SCF_YIELD, 1, &sum, NULL, 0, NULL);
    total = bo_op_get_result(loop, 0);
  }
  bo_value *lops[2] = {c, zero}, *e0 = NULL;
  bo_named_attr nt = bo_memref_nontemporal_default(L->ctx);
  bo_value **dyn = malloc(sizeof(bo_value *) * (rr + 1));
  unsigned nd = 0;
  for (unsigned j = 0; j < rr; j++) {
    if (bo_type_get_shape(rt)[j] != BO_DYNAMIC) continue;
    unsigned ej = new_axis && j > (unsigned)axis ? j - 1 : j;
    if (j != (unsigned)axis && !e0) e0 = build1(L, BO_OP_MEMREF_LOAD, 2, lops, slot, 1, &nt);
    dyn[nd++] = j == (unsigned)axis ? total : dim_of(L, e0, ej);
  }
  if (L->bz) { /* a new buffer; each element copied into its subview */
    bo_value *buf = bo_bufferizer_alloc(L->bz, rt, NULL, (const bo_value *const *)dyn, nd);
    free(dyn);
    lower B;
    bo_value *args[2];
    build_loop(L, zero, n, 1, &zero, &B, args);
    bo_value *ld[2] = {c, args[0]};
    bo_value *e = build1(&B, BO_OP_MEMREF_LOAD, 2, ld, slot, 1, &nt);
    int64_t *ss = malloc(sizeof(int64_t) * (rr + 1));
    bo_value **sizes = malloc(sizeof(bo_value *) * (rr + 1)), *size = NULL;
    for (unsigned j = 0; j < rr; j++) {
      unsigned ej = new_axis && j > (unsigned)axis ? j - 1 : j;
      ss[j] = new_axis && j == (unsigned)axis ? 1 : bo_type_get_shape(slot)[ej];
      sizes[j] = ss[j] == BO_DYNAMIC ? dim_of(&B, e, ej) : NULL;
      if (j == (unsigned)axis) size = sizes[j] ? sizes[j] : index_constant(&B, ss[j]);
    }
    bo_value *sv = build_subview(&B, buf, rr, (unsigned)axis, args[1], ss, sizes, new_axis != 0);
    free(ss);
    free(sizes);
    bo_value *cp[2] = {e, sv};
    build1(&B, BO_OP_MEMREF_COPY, 2, cp, NULL, 0, NULL);
    bo_value *next = binary(&B, BO_OP_ARITH_ADDI, args[1], size);
    build1(&B, BO_OP_SCF_YIELD, 1, &next, NULL, 0, NULL);
    set_result(L, buf);
    return 0;
  }
  bo_value *init = build1(L, BO_OP_TENSOR_EMPTY, nd, dyn, rt, 0, NULL);
  free(dyn);
  lower B;
  bo_value *args[3], *inits[2] = {init, zero};
  bo_op *loop = build_loop(L, zero, n, 2, inits, &B, args);
  bo_value *ld[2] = {c, args[0]};
  bo_value *e = build1(&B, BO_OP_MEMREF_LOAD, 2, ld, slot, 1, &nt);
  const bo_type *et = bo_type_tensor(L->ctx, r, bo_type_get_shape(slot),
                                     bo_type_get_element_type(slot), NULL);
  bo_named_attr restrict_ = {bo_intern_cstr(L->ctx, "restrict"), bo_attr_unit(L->ctx)};
  bo_value *t = build1(&B, BO_OP_BUFFERIZATION_TO_TENSOR, 1, &e, et, 1, &restrict_);
  int64_t *ss = malloc(sizeof(int64_t) * (rr + 1));
  bo_value **sizes = malloc(sizeof(bo_value *) * (rr + 1));
  bo_value *size = NULL;
  for (unsigned j = 0; j < rr; j++) {
    if (new_axis && j == (unsigned)axis) {
      ss[j] = 1;
      sizes[j] = NULL;
      continue;
    }
    unsigned ej = new_axis && j > (unsigned)axis ? j - 1 : j;
    ss[j] = bo_type_get_shape(slot)[ej];
    sizes[j] = ss[j] == BO_DYNAMIC ? dim_of(&B, t, ej) : NULL;
    if (j == (unsigned)axis) size = ss[j] == BO_DYNAMIC ? sizes[j] : index_constant(&B, ss[j]);
  }
  if (new_axis) size = index_constant(&B, 1);
  bo_value *acc = build_slice(&B, t, args[1], rr, (unsigned)axis, args[2], ss, sizes, rt);
  free(ss);
  free(sizes);
  bo_value *y[2] = {acc, binary(&B, BO_OP_ARITH_ADDI, args[2], size)};
  build1(&B, BO_OP_SCF_YIELD, 2, y, NULL, 0, NULL);
  bo_value_replace_all_uses(res, bo_op_get_result(loop, 0));
  return 0;
}

/* onnx.Constant: arith.constant with the same dense value. */
static int lower_constant(lower *L) {
  bo_value *res = bo_op_get_result(L->op, 0);
  const bo_attr *v = bo_op_get_prop(L->op, "value");
  if (!v || bo_attr_get_kind(v) != BO_ATTR_DENSE) return refuse(L);
  bo_named_attr value = {bo_intern_cstr(L->ctx, "value"), v};
  bo_value *c = build1(L, BO_OP_ARITH_CONSTANT, 0, NULL, res->type, 1, &value);
  bo_value_replace_all_uses(res, c);
  return 0;
}

typedef int (*lower_fn)(lower *L);
static const lower_fn k_lowerings[BO_ONNX_NUM_OPS] = {
    [BO_OPI_ONNX_NO_VALUE] = NULL, /* erased once unused */
    [BO_OPI_ONNX_CONSTANT] = lower_constant,
    [BO_OPI_ONNX_SEQUENCE_EMPTY] = lower_empty,
    [BO_OPI_ONNX_SEQUENCE_CONSTRUCT] = lower_construct,
    [BO_OPI_ONNX_SEQUENCE_INSERT] = lower_insert,
    [BO_OPI_ONNX_SEQUENCE_ERASE] = lower_erase,
    [BO_OPI_ONNX_SEQUENCE_AT] = lower_at,
    [BO_OPI_ONNX_SEQUENCE_LENGTH] = lower_length,
    [BO_OPI_ONNX_SPLIT_TO_SEQUENCE] = lower_split,
    [BO_OPI_ONNX_CONCAT_FROM_SEQUENCE] = lower_concat,
};

int bo_onnx_lower_op(bo_op *op, unsigned flags, bool *handled) {
  *handled = false;
  int id = bo_onnx_op_index(op);
  if (id >= 0) {
    *handled = true;
    if (!k_lowerings[id]) return 0;
    lower L = {bo_builder_before(bo_op_get_context(op), op), bo_op_get_context(op), op,
               (flags & BO_ONNX_CHECK_POSITIONS) != 0, (flags & BO_ONNX_COPY_ALL) != 0, NULL};
    L.b.loc = bo_op_get_loc(op);
    return k_lowerings[id](&L);
  }
  return 0;
}

/* ------------------------------------------------------- the whole module */

typedef struct retype_state {
  bo_context *ctx;
  int failed;
  BO_VEC(bo_op *) onnx_ops;
} retype_state;

/* The container type for a sequence value: the element's, or for a
 * SequenceEmpty of unranked tensors whose uses are all inserts, theirs. */
static const bo_type *container_of(bo_context *ctx, const bo_value *v) {
  const bo_type *c = bo_onnx_container_type(ctx, v->type);
  if (c) return c;
  bo_op *def = v->def_op;
  if (!def || !bo_onnx_op_is(def, BO_OP_ONNX_SEQUENCE_EMPTY) || !v->first_use) return NULL;
  const bo_type *found = NULL;
  for (bo_use *u = v->first_use; u; u = u->next) {
    if (!bo_onnx_op_is(u->owner, BO_OP_ONNX_SEQUENCE_INSERT) || u->index != 0) return NULL;
    const bo_type *t = bo_onnx_container_type(ctx, u->owner->results[0].type);
    if (!t || (found && found != t)) return NULL;
    found = t;
  }
  return found;
}

static int retype(retype_state *s, bo_value *v, bo_op *at) {
  if (!bo_onnx_is_seq(v->type)) return 0;
  const bo_type *c = container_of(s->ctx, v);
  if (!c) {
    s->failed = bo_op_emit_error(at, "bufferization of '!%s' is not supported yet (the "
                                     "element must be a ranked tensor)",
                                 bo_type_get_opaque_text(v->type));
    return -1;
  }
  v->type = c;
  return 0;
}

static const bo_type *convert_type(bo_context *ctx, const bo_type *t, const bo_type **bad) {
  if (!bo_onnx_is_seq(t)) return t;
  const bo_type *c = bo_onnx_container_type(ctx, t);
  if (!c) *bad = t;
  return c ? c : t;
}

static int visit(bo_op *op, void *user) {
  retype_state *s = user;
  if (bo_onnx_op_index(op) >= 0) bo_vec_push(&s->onnx_ops, op);
  /* a function's signature (function-like ops have regions: the others
   * skip the property lookup) */
  const bo_attr *ft = op->num_regions ? bo_op_get_prop(op, "function_type") : NULL;
  if (ft && bo_attr_get_kind(ft) == BO_ATTR_TYPE) {
    const bo_type *t = bo_attr_get_type_value(ft);
    unsigned ni = bo_type_get_num_inputs(t), nr = bo_type_get_num_results(t);
    const bo_type **types = malloc(sizeof(bo_type *) * (ni + nr + 1));
    const bo_type *bad = NULL;
    bool changed = false;
    for (unsigned i = 0; i < ni; i++) {
      types[i] = convert_type(s->ctx, bo_type_get_inputs(t)[i], &bad);
      changed |= types[i] != bo_type_get_inputs(t)[i];
    }
    for (unsigned i = 0; i < nr; i++) {
      types[ni + i] = convert_type(s->ctx, bo_type_get_results(t)[i], &bad);
      changed |= types[ni + i] != bo_type_get_results(t)[i];
    }
    if (bad) {
      s->failed = bo_op_emit_error(op, "bufferization of '!%s' in a function signature is not "
                                       "supported yet", bo_type_get_opaque_text(bad));
      free(types);
      return 0;
    }
    if (changed)
      bo_op_set_prop(op, bo_intern_cstr(s->ctx, "function_type"),
                     bo_attr_type(s->ctx, bo_type_function(s->ctx, ni, types, nr, types + ni)));
    free(types);
  }
  for (unsigned i = 0; i < op->num_results; i++) retype(s, &op->results[i], op);
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (unsigned i = 0; i < b->num_args; i++) retype(s, b->args[i], op);
  return 0;
}

int bo_onnx_bufferize_module(bo_op *module, unsigned flags) {
  /* no sequence type in the context: nothing to do, no walk */
  if (!bo_onnx_context_has_seq(bo_op_get_context(module))) return 0;
  retype_state s = {bo_op_get_context(module), 0, {0}};
  bo_walk_pre(module, visit, &s);
  int rc = s.failed ? -1 : 0;
  for (size_t i = 0; i < s.onnx_ops.len && !rc; i++) {
    bo_op *op = s.onnx_ops.data[i];
    bool handled;
    rc = bo_onnx_lower_op(op, flags, &handled);
    bool unused = true;
    for (unsigned r = 0; r < op->num_results; r++) unused &= op->results[r].first_use == NULL;
    if (!rc && handled && unused) {
      s.onnx_ops.data[i] = NULL;
      bo_op_erase(op);
    }
  }
  /* what is left: onnx.NoValue ops, unused by now */
  for (size_t i = 0; i < s.onnx_ops.len && !rc; i++) {
    bo_op *op = s.onnx_ops.data[i];
    if (op && !op->results[0].first_use) bo_op_erase(op);
  }
  bo_vec_free(&s.onnx_ops);
  return rc;
}

/* ------------------------------------------- One-Shot Bufferize's hooks */

/* What the analysis sees (values of !onnx.Seq type are tensor-like, see
 * k_seq_type_iface below):
 *   Insert / Erase      read their operands and write the sequence (operand
 *                       0), whose buffer the result shares (equivalent) when
 *                       the types agree: in place they take the container
 *                       over (move the slots), out of place they copy them.
 *                       In place means: nothing reads the input, a value
 *                       that aliases it, or an element borrowed from it
 *                       afterwards (a read after a write: a conflict).
 *   At                  a borrow (its result only read into scalars,
 *                       at_only_read) aliases the sequence (not equivalent:
 *                       an element); a copy is a new buffer.
 *   Empty, Construct, Length, SplitToSequence, ConcatFromSequence, and At's
 *                       copy: new buffers.
 * Every op reads its operands; only Insert and Erase write one. */
static bool seq_reads(const bo_op *op, unsigned operand, const bo_bufferize_state *st) {
  (void)op, (void)operand, (void)st;
  return true;
}

static bool is_update(const bo_op *op) {
  return bo_onnx_op_is(op, BO_OP_ONNX_SEQUENCE_INSERT) ||
         bo_onnx_op_is(op, BO_OP_ONNX_SEQUENCE_ERASE);
}

static bool seq_writes(const bo_op *op, unsigned operand, const bo_bufferize_state *st) {
  (void)st;
  return operand == 0 && is_update(op);
}

static bool at_borrows(const bo_op *op) {
  return bo_onnx_op_is(op, BO_OP_ONNX_SEQUENCE_AT) && at_only_read(&op->results[0]);
}

static int seq_aliasing_result(const bo_op *op, unsigned operand, bool *equivalent,
                               const bo_bufferize_state *st) {
  (void)st;
  *equivalent = false;
  if (operand != 0) return -1;
  if (is_update(op) && op->operands[0].value->type == op->results[0].type) {
    *equivalent = true;
    return 0;
  }
  return at_borrows(op) ? 0 : -1;
}

static bool seq_is_allocation(const bo_op *op, unsigned result) {
  (void)result;
  bool eq;
  return seq_aliasing_result(op, 0, &eq, NULL) < 0;
}

/* The buffer type of a result (asked for values not equivalent to an
 * operand): a container, or an identity memref of the tensor result. */
static const bo_type *seq_buffer_type(const bo_op *op, unsigned result,
                                      const bo_type *const *operand_types, bo_bufferizer *bz) {
  (void)operand_types, (void)bz;
  const bo_value *v = &op->results[result];
  if (bo_onnx_is_seq(v->type)) {
    const bo_type *c = container_of(op->ctx, v);
    return c ? c : v->type;
  }
  return bo_bufferizer_memref_type(op->ctx, v->type);
}

static int seq_rewrite(bo_op *op, bo_bufferizer *bz) {
  int id = bo_onnx_op_index(op);
  /* only ops with tensor-like values are rewritten: of the ops that carry
   * this iface, "onnx.NoValue" (a none result) never is, and every other
   * one has a lowering (onnx.Constant carries arith.constant's iface) */
  bo_assert(id >= 0 && k_lowerings[id] && "a sequence op without a lowering");
  lower L = {*bo_bufferizer_builder(bz), op->ctx, op, true, false, bz};
  L.b.loc = op->loc;
  /* an omitted position ("onnx.NoValue") goes with its last user */
  for (unsigned i = 0; i < op->num_operands; i++) {
    bo_op *d = op->operands[i].value->def_op;
    if (d && bo_onnx_op_is(d, BO_OP_ONNX_NO_VALUE)) bo_bufferizer_erase_when_unused(bz, d);
  }
  return k_lowerings[id](&L);
}

/* The sequence type's hooks: its buffer is the container; a copy (an
 * out-of-place loop init or call argument) copies every slot (a deep copy
 * the new container owns). */
static const bo_type *seq_type_buffer(bo_context *ctx, const bo_type *t) {
  return bo_onnx_container_type(ctx, t);
}

static bo_value *seq_type_copy(bo_builder *b, bo_value *buffer) {
  lower L = {*b, b->ctx, NULL, false, false, NULL};
  bo_value *n = seq_length(&L, buffer);
  bo_value *out = seqalloc(&L, n, buffer->type);
  copy_slots(&L, buffer, out, index_constant(&L, 0), n, 0);
  return out;
}

static const bo_bufferize_type_iface k_seq_type_iface = {.buffer_type = seq_type_buffer,
                                                         .copy = seq_type_copy};

const bo_bufferize_iface bo_onnx_seq_bufferize = {
    .reads = seq_reads,
    .writes = seq_writes,
    .aliasing_result = seq_aliasing_result,
    .is_allocation = seq_is_allocation,
    .buffer_type = seq_buffer_type,
    .rewrite = seq_rewrite,
    .tensor_like_types = &k_seq_type_iface};
