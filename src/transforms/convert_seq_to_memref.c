/* convert_seq_to_memref.c - the convert-seq-to-memref pass: sequences of
 * buffers become plain memref/scf code.
 *
 * As onnx-mlir's pass of that name, run after buffer deallocation: each
 * Krnl sequence op is replaced by what it means (docs/sequences.md):
 *   krnl.seqalloc(len)        memref.alloc(len) (no operand when static)
 *   krnl.seqstore(e, s, i)    memref.dim per dynamic dim of e, memref.alloc
 *                             {alignment = 16}, memref.copy e, memref.cast to
 *                             the slot type, memref.store into s[i]
 *   krnl.seqextract(s, i)     memref.load s[i], then the same alloc + copy
 *                             (copy = 0: the load alone, a borrow; refused
 *                             when a use of it may follow a free of s, or
 *                             something frees it)
 *   krnl.seqdealloc(s)        the deep free below
 *   krnl.seqinsert_move(s, e, p, owned), krnl.seqerase_move(s, p, owned)
 *                             (bufopt's): memref.alloc(n +- 1); owned:
 *                             scf.for loops moving the slots (memref.load
 *                             + memref.store), slot p freed deeply (erase),
 *                             memref.dealloc s (its array only); not owned:
 *                             the same loops storing copies; an `owned`
 *                             known only at run time gives an scf.if of
 *                             the two; insert stores a copy of e at p
 * bufopt adds what its ownership rule needs: a memref of memrefs (a
 * container) owns the buffers in its slots, so a bufferization.clone of a
 * container (deallocation returns one it does not own) becomes a deep copy
 * (alloc + a slot loop of copies), and every other free of a
 * container (memref.dealloc, as buffer deallocation emits it) becomes a
 * deep free, the same as krnl.seqdealloc:
 *   scf.for %i = 0 to dim(s, 0) { memref.dealloc (memref.load s[%i]) }
 *   memref.dealloc s
 * (recursively when the slots are containers themselves).  Frees are found
 * through the memory hooks (BO_MEM_FREES on a container operand), never by
 * op name.  A free of a container that is not 1-D (the rank-0 base buffer
 * of memref.extract_strided_metadata has lost the length) is refused.
 *
 * Invariant: after the pass no Krnl sequence op is left and every container
 * that is freed has its slots freed first, in the same block.  Cost: one
 * walk, O(1) new ops per rewritten op (O(rank) for the dims): linear; no
 * walk when the context never made a container type (a look at its
 * interned types).
 */
#include <stddef.h>

#include "../dialects/krnl.h"
#include "../dialects/memory_iface.h"
#include "../dialects/shaped_ops.h"
#include "../interfaces/dealloc.h"
#include "../pass/passes.h"

static bo_value *build1(bo_builder *b, enum bo_op_id id, unsigned n, bo_value *const *ops,
                        const bo_type *t, unsigned np, const bo_named_attr *props) {
  bo_op_state st = {.id = id, .loc = b->loc, .num_operands = n, .operands = ops,
                    .num_results = t ? 1 : 0, .result_types = &t, .num_props = np,
                    .props = props};
  bo_op *op = bo_build(b, &st);
  return t ? bo_op_get_result(op, 0) : NULL;
}

static bo_value *index_constant(bo_builder *b, int64_t v) {
  bo_context *ctx = b->ctx;
  bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_integer(ctx, ctx->t_index, v)};
  return build1(b, BO_OP_ARITH_CONSTANT, 0, NULL, ctx->t_index, 1, &value);
}

static bo_value *build_alloc(bo_builder *b, const bo_type *t, unsigned n, bo_value *const *dyn,
                             int64_t alignment) {
  bo_context *ctx = b->ctx;
  int64_t seg[2] = {n, 0};
  bo_named_attr props[2] = {
      {bo_intern_cstr(ctx, "operandSegmentSizes"), bo_attr_dense_array_int(ctx, ctx->t_i32, 2, seg)},
      {bo_intern_cstr(ctx, "alignment"), bo_attr_integer(ctx, ctx->t_i64, alignment)}};
  return build1(b, BO_OP_MEMREF_ALLOC, n, dyn, t, alignment ? 2 : 1, props);
}

static bo_value *build_load(bo_builder *b, bo_value *container, bo_value *i) {
  bo_value *ops[2] = {container, i};
  bo_named_attr nt = bo_memref_nontemporal_default(b->ctx);
  return build1(b, BO_OP_MEMREF_LOAD, 2, ops, bo_type_get_element_type(container->type), 1, &nt);
}

/* A fresh buffer of e's own type holding a copy of e (onnx-mlir's
 * seqstore/seqextract: one memref.dim per dynamic dim, alignment 16). */
static bo_value *copy_of(bo_builder *b, bo_value *e) {
  const bo_type *t = e->type;
  unsigned rank = bo_type_get_rank(t), n = 0;
  bo_value **dyn = malloc(sizeof(bo_value *) * (rank + 1));
  for (unsigned d = 0; d < rank; d++) {
    if (bo_type_get_shape(t)[d] != BO_DYNAMIC) continue;
    bo_value *ops[2] = {e, index_constant(b, d)};
    dyn[n++] = build1(b, BO_OP_MEMREF_DIM, 2, ops, b->ctx->t_index, 0, NULL);
  }
  const bo_type *plain = bo_type_memref(b->ctx, rank, bo_type_get_shape(t),
                                        bo_type_get_element_type(t), NULL,
                                        bo_type_get_memory_space(t));
  bo_value *a = build_alloc(b, plain, n, dyn, 16);
  free(dyn);
  bo_value *ops[2] = {e, a};
  build1(b, BO_OP_MEMREF_COPY, 2, ops, NULL, 0, NULL);
  return a;
}

/* Is `a` after `op` in their block?  Cost: O(ops between). */
static bool after(const bo_op *op, const bo_op *a) {
  for (const bo_op *o = op->next; o; o = o->next)
    if (o == a) return true;
  return false;
}

/* The element e stored by op (krnl.seqstore, krnl.seqinsert_move) moves
 * instead of being copied when it dies there: e is (a memref.cast of) a
 * heap allocation of this block with the identity layout (not a
 * container: its free would be one of the ops this pass rewrites), and after op
 * nothing uses it or a cast of it but one free in op's block.  Returns the
 * allocation, cast to the slot type, and erases that free; NULL when the
 * element must be copied.  Cost: O(uses of the casts + ops after op). */
static bo_value *take_dying(bo_builder *b, bo_op *op, bo_value *e, const bo_type *slot) {
  bo_value *chain[8];
  unsigned n = 0;
  for (bo_value *v = e; v && n < 8;) {
    chain[n++] = v;
    bo_op *def = v->def_op;
    const bo_memory_iface *dm = def ? bo_memory_of(def) : NULL;
    v = dm && (dm->effects & BO_MEM_CAST) ? def->operands[dm->alias_operand].value : NULL;
  }
  bo_value *base = chain[n - 1];
  bo_op *alloc = base->def_op;
  const bo_memory_iface *am = alloc ? bo_memory_of(alloc) : NULL;
  if (!am || !(am->effects & BO_MEM_ALLOCATES) || (am->effects & (BO_MEM_SCOPED | BO_MEM_FREES)) ||
      alloc->num_results != 1 || alloc->block != op->block ||
      bo_type_is_buffer_container(base->type) ||
      bo_op_get_info(alloc)->id != BO_OP_MEMREF_ALLOC ||
      bo_type_get_layout(base->type) || !bo_type_has_rank(base->type) ||
      bo_type_get_memory_space(base->type) != bo_type_get_memory_space(slot))
    return NULL;
  bo_op *free_op = NULL;
  for (unsigned i = 0; i < n; i++)
    for (bo_use *u = chain[i]->first_use; u; u = u->next) {
      bo_op *user = u->owner;
      if (user == op) continue;
      /* another cast in the chain is a use of its source: fine */
      bool in_chain = false;
      for (unsigned j = 0; j < n; j++) in_chain |= user->num_results && &user->results[0] == chain[j];
      if (in_chain) continue;
      bo_op *a = bo_op_ancestor_in_block(user, op->block);
      if (!a) return NULL;
      if (!after(op, a)) continue; /* before op: written or read before the move */
      const bo_memory_iface *um = bo_memory_of(user);
      if (a != user || free_op || !um || !(um->effects & BO_MEM_FREES) ||
          (um->effects & BO_MEM_ALLOCATES) || user->num_operands != 1)
        return NULL;
      free_op = user;
    }
  if (!free_op) return NULL;
  bo_op_erase(free_op);
  return base->type == slot ? base : build1(b, BO_OP_MEMREF_CAST, 1, &base, slot, 0, NULL);
}

/* scf.for %i = 0 to dim(c, 0) step 1 { memref.dealloc c[%i] (deeply) };
 * memref.dealloc c.  Returns -1 (after an error at `at`) for a container
 * that is not 1-D. */
static int build_deep_free(bo_builder *b, bo_value *c, bo_op *at) {
  bo_context *ctx = b->ctx;
  if (!bo_type_has_rank(c->type) || bo_type_get_rank(c->type) != 1)
    return bo_op_emit_error(at, "convert-seq-to-memref: freeing a memref of memrefs that is not "
                            "1-D (its length is unknown) is not supported yet");
  bo_value *c0 = index_constant(b, 0), *c1 = index_constant(b, 1);
  bo_value *dim_ops[2] = {c, c0};
  bo_value *n = build1(b, BO_OP_MEMREF_DIM, 2, dim_ops, ctx->t_index, 0, NULL);
  bo_value *bounds[3] = {c0, n, c1};
  bo_op_state fs = {.id = BO_OP_SCF_FOR, .loc = b->loc, .num_operands = 3, .operands = bounds,
                    .num_regions = 1};
  bo_op *loop = bo_build(b, &fs);
  bo_block *body = bo_region_add_block(bo_op_get_region(loop, 0));
  bo_value *iv = bo_block_add_arg(body, ctx->t_index, b->loc);
  bo_builder in = bo_builder_at_end(ctx, body);
  in.loc = b->loc;
  bo_value *e = build_load(&in, c, iv);
  if (bo_type_is_buffer_container(e->type)) {
    if (build_deep_free(&in, e, at)) return -1;
  } else {
    build1(&in, BO_OP_MEMREF_DEALLOC, 1, &e, NULL, 0, NULL);
  }
  build1(&in, BO_OP_SCF_YIELD, 0, NULL, NULL, 0, NULL);
  build1(b, BO_OP_MEMREF_DEALLOC, 1, &c, NULL, 0, NULL);
  return 0;
}

/* scf.for %i = from to to { out[%i + shift] = in[%i] }: the descriptors
 * move, or (copy) a copy of each slot's buffer is stored. */
static void move_slots(bo_builder *b, bo_value *in, bo_value *out, bo_value *from, bo_value *to,
                       int shift, bool copy) {
  bo_context *ctx = b->ctx;
  bo_value *bounds[3] = {from, to, index_constant(b, 1)};
  bo_op_state fs = {.id = BO_OP_SCF_FOR, .loc = b->loc, .num_operands = 3, .operands = bounds,
                    .num_regions = 1};
  bo_op *loop = bo_build(b, &fs);
  bo_block *body = bo_region_add_block(bo_op_get_region(loop, 0));
  bo_value *iv = bo_block_add_arg(body, ctx->t_index, b->loc);
  bo_builder in_b = bo_builder_at_end(ctx, body);
  in_b.loc = b->loc;
  bo_value *e = build_load(&in_b, in, iv);
  if (copy) e = copy_of(&in_b, e);
  bo_value *j = iv;
  if (shift) {
    bo_value *ops[2] = {iv, index_constant(&in_b, 1)};
    j = build1(&in_b, shift > 0 ? BO_OP_ARITH_ADDI : BO_OP_ARITH_SUBI, 2, ops, ctx->t_index, 0,
               NULL);
  }
  bo_value *sops[3] = {e, out, j};
  bo_named_attr nt = bo_memref_nontemporal_default(ctx);
  build1(&in_b, BO_OP_MEMREF_STORE, 3, sops, NULL, 1, &nt);
  build1(&in_b, BO_OP_SCF_YIELD, 0, NULL, NULL, 0, NULL);
}

/* The slots of in go to out (insert: [0,p) and [p,n) shifted up; erase:
 * [0,p) and [p+1,n) shifted down).  take: they move, the erased slot's
 * buffer and in's array are freed; otherwise they are copied and in is
 * left alone (onnx-mlir's copies). */
static int transfer_slots(bo_builder *b, bo_op *op, bool insert, bool take, bo_value *n,
                          bo_value *out) {
  bo_value *in = op->operands[0].value, *p = op->operands[insert ? 2 : 1].value;
  bo_value *c0 = index_constant(b, 0);
  move_slots(b, in, out, c0, p, 0, !take);
  if (insert) {
    move_slots(b, in, out, p, n, 1, !take);
  } else {
    bo_value *pops[2] = {p, index_constant(b, 1)};
    bo_value *p1 = build1(b, BO_OP_ARITH_ADDI, 2, pops, b->ctx->t_index, 0, NULL);
    move_slots(b, in, out, p1, n, -1, !take);
    if (take) {
      bo_value *e = build_load(b, in, p);
      if (bo_type_is_buffer_container(e->type)) {
        if (build_deep_free(b, e, op)) return -1;
      } else {
        build1(b, BO_OP_MEMREF_DEALLOC, 1, &e, NULL, 0, NULL);
      }
    }
  }
  if (take) build1(b, BO_OP_MEMREF_DEALLOC, 1, &in, NULL, 0, NULL); /* the array only */
  return 0;
}

/* krnl.seqinsert_move / krnl.seqerase_move (see the file comment): the
 * `owned` operand known: one way; otherwise scf.if owned { take } else
 * { copy }. */
static int lower_move(bo_builder *b, bo_op *op, bool insert, bool moves) {
  bo_context *ctx = b->ctx;
  bo_value *in = op->operands[0].value, *p = op->operands[insert ? 2 : 1].value;
  bo_value *owned = op->operands[op->num_operands - 1].value;
  bo_value *c0 = index_constant(b, 0), *c1 = index_constant(b, 1);
  bo_value *dops[2] = {in, c0};
  bo_value *n = build1(b, BO_OP_MEMREF_DIM, 2, dops, ctx->t_index, 0, NULL);
  bo_value *lops[2] = {n, c1};
  bo_value *len =
      build1(b, insert ? BO_OP_ARITH_ADDI : BO_OP_ARITH_SUBI, 2, lops, ctx->t_index, 0, NULL);
  bo_value *out = build_alloc(b, op->results[0].type, 1, &len, 0);
  /* the new element first: it is copied before anything of in is freed */
  bo_value *elem = NULL;
  if (insert) {
    const bo_type *slot = bo_type_get_element_type(out->type);
    elem = moves ? take_dying(b, op, op->operands[1].value, slot) : NULL;
    if (!elem) {
      bo_value *copy = copy_of(b, op->operands[1].value);
      elem = build1(b, BO_OP_MEMREF_CAST, 1, &copy, slot, 0, NULL);
    }
  }
  int known = bo_dealloc_const_bool(owned);
  if (known >= 0) {
    if (transfer_slots(b, op, insert, known == 1, n, out)) return -1;
  } else {
    bo_op_state if_st = {.id = BO_OP_SCF_IF, .loc = b->loc, .num_operands = 1,
                         .operands = &owned, .num_regions = 2};
    bo_op *if_op = bo_build(b, &if_st);
    for (unsigned r = 0; r < 2; r++) {
      bo_builder in_b = bo_builder_at_end(ctx, bo_region_add_block(&if_op->regions[r]));
      in_b.loc = b->loc;
      if (transfer_slots(&in_b, op, insert, r == 0, n, out)) return -1;
      build1(&in_b, BO_OP_SCF_YIELD, 0, NULL, NULL, 0, NULL);
    }
  }
  if (insert) {
    bo_value *ops[3] = {elem, out, p};
    bo_named_attr nt = bo_memref_nontemporal_default(ctx);
    build1(b, BO_OP_MEMREF_STORE, 3, ops, NULL, 1, &nt);
  }
  bo_value_replace_all_uses(&op->results[0], out);
  return 0;
}

/* Rewrites one op; *changed when it was replaced (and erased). */
static int check_borrow(bo_op *op);

static int rewrite(bo_op *op, bool moves, bool *changed) {
  bo_context *ctx = bo_op_get_context(op);
  bo_builder b = bo_builder_before(ctx, op);
  b.loc = op->loc;
  *changed = true;
  if (bo_krnl_op_is(op, BO_OP_KRNL_SEQ_ALLOC)) {
    const bo_type *t = op->results[0].type;
    bool dynamic = bo_type_get_shape(t)[0] == BO_DYNAMIC;
    bo_value *len = dynamic ? op->operands[0].value : NULL;
    bo_value *a = build_alloc(&b, t, dynamic ? 1 : 0, &len, 0);
    bo_value_replace_all_uses(&op->results[0], a);
  } else if (bo_krnl_op_is(op, BO_OP_KRNL_SEQ_STORE)) {
    bo_value *c = op->operands[1].value;
    const bo_type *slot = bo_type_get_element_type(c->type);
    bo_value *cast = moves ? take_dying(&b, op, op->operands[0].value, slot) : NULL;
    if (!cast) {
      bo_value *copy = copy_of(&b, op->operands[0].value);
      cast = build1(&b, BO_OP_MEMREF_CAST, 1, &copy, slot, 0, NULL);
    }
    bo_value *ops[3] = {cast, c, op->operands[2].value};
    bo_named_attr nt = bo_memref_nontemporal_default(ctx);
    build1(&b, BO_OP_MEMREF_STORE, 3, ops, NULL, 1, &nt);
  } else if (bo_krnl_op_is(op, BO_OP_KRNL_SEQ_EXTRACT)) {
    bool borrow = bo_krnl_seqextract_borrows(op);
    if (borrow && check_borrow(op)) return -1;
    bo_value *e = build_load(&b, op->operands[0].value, op->operands[1].value);
    bo_value_replace_all_uses(&op->results[0], borrow ? e : copy_of(&b, e));
  } else if (bo_krnl_op_is(op, BO_OP_KRNL_SEQ_INSERT_MOVE) ||
             bo_krnl_op_is(op, BO_OP_KRNL_SEQ_ERASE_MOVE)) {
    if (lower_move(&b, op, bo_krnl_op_is(op, BO_OP_KRNL_SEQ_INSERT_MOVE), moves)) return -1;
  } else if (bo_op_get_info(op)->id == BO_OP_BUFFERIZATION_CLONE) {
    /* a clone of a container (deallocation returns one it does not own)
     * owns its slots too: a deep copy */
    bo_value *c = op->operands[0].value;
    const bo_type *t = op->results[0].type;
    if (bo_type_is_buffer_container(bo_type_get_element_type(t)) || bo_type_get_layout(t) ||
        !bo_type_has_rank(t) || bo_type_get_rank(t) != 1)
      return bo_op_emit_error(op, "convert-seq-to-memref: cloning a memref of memrefs of memrefs "
                                  "or with a layout is not supported yet");
    bo_value *c0 = index_constant(&b, 0);
    bo_value *dops[2] = {c, c0};
    bo_value *n = build1(&b, BO_OP_MEMREF_DIM, 2, dops, ctx->t_index, 0, NULL);
    bool dynamic = bo_type_get_shape(t)[0] == BO_DYNAMIC;
    bo_value *out = build_alloc(&b, t, dynamic ? 1 : 0, &n, 0);
    move_slots(&b, c, out, c0, n, 0, true);
    bo_value_replace_all_uses(&op->results[0], out);
  } else if (bo_krnl_op_is(op, BO_OP_KRNL_SEQ_DEALLOC)) {
    if (build_deep_free(&b, op->operands[0].value, op)) return -1;
  } else {
    /* any other op that frees a container: a deep free */
    const bo_memory_iface *mem = bo_memory_of(op);
    if (!mem || !(mem->effects & BO_MEM_FREES) || mem->effects & BO_MEM_ALLOCATES ||
        op->num_operands != 1 || op->num_results ||
        !bo_type_is_buffer_container(op->operands[0].value->type)) {
      *changed = false;
      return 0;
    }
    if (build_deep_free(&b, op->operands[0].value, op)) return -1;
  }
  bo_op_erase(op);
  return 0;
}

/* ---------------------------------------------- krnl.seqextract copy = 0 */

/* Does op `u` run before op `f` ends, for sure: u (or the op holding it)
 * sits before f (or the op holding f) in one block?  Bounded by *budget. */
static bool runs_before(bo_op *u, bo_op *f, int *budget) {
  bo_op *a = bo_op_ancestor_in_block(u, f->block), *until = f;
  if (!a) {
    until = bo_op_ancestor_in_block(f, u->block);
    a = u;
    if (!until) return false;
  }
  for (bo_op *o = a; o; o = o->next) {
    if (--*budget < 0) return false;
    if (o == until) return o != a;
  }
  return false;
}

/* The ops that free (or take over) container c or a view of it. */
typedef BO_VEC(bo_op *) op_vec;
static void container_frees(bo_value *c, op_vec *out, int depth) {
  for (bo_use *u = c->first_use; u && depth < 16; u = u->next) {
    const bo_memory_iface *m = bo_memory_of(u->owner);
    if (!m) continue;
    if (m->effects & (BO_MEM_FREES | BO_MEM_CONSUMES)) bo_vec_push(out, u->owner);
    else if ((m->effects & BO_MEM_ALIAS) && u->index == m->alias_operand)
      container_frees(&u->owner->results[0], out, depth + 1);
  }
}

/* Every use of the borrowed buffer v (and of the buffers made from it:
 * views, loads) runs before each free in `frees`, and none frees v.
 * Returns the offending use's op, or NULL. */
static bo_op *borrow_outlives(bo_value *v, const op_vec *frees, int *budget, bool *freed) {
  for (bo_use *u = v->first_use; u; u = u->next) {
    const bo_memory_iface *m = bo_memory_of(u->owner);
    if (m && (m->effects & (BO_MEM_FREES | BO_MEM_CONSUMES))) {
      *freed = true;
      return u->owner;
    }
    for (size_t i = 0; i < frees->len; i++)
      if (!runs_before(u->owner, frees->data[i], budget)) return u->owner;
    if (m && (m->effects & BO_MEM_ALLOCATES)) continue; /* a copy (a clone): its own buffer */
    /* what may be v or a view of it: the user's results, or for a
     * terminator its parent's */
    bo_op *from = u->owner;
    if (bo_op_has_trait(from, BO_TRAIT_TERMINATOR)) {
      from = from->block && from->block->parent ? from->block->parent->parent : NULL;
      if (!from || bo_op_isa(from, BO_OP_FUNC_FUNC)) continue;
    }
    for (unsigned r = 0; r < from->num_results; r++) {
      if (!bo_type_is_memref(from->results[r].type)) continue;
      bo_op *bad = borrow_outlives(&from->results[r], frees, budget, freed);
      if (bad) return bad;
    }
  }
  return NULL;
}

/* krnl.seqextract with copy = 0 lends the slot's buffer, which the
 * container keeps owning: no use of it may come after a free of the
 * container (deallocation, which knows the borrow, places frees after its
 * uses), and nothing may free it. */
static int check_borrow(bo_op *op) {
  op_vec frees = {0};
  container_frees(op->operands[0].value, &frees, 0);
  int budget = 100000;
  bool freed = false;
  bo_op *bad = borrow_outlives(&op->results[0], &frees, &budget, &freed);
  bo_vec_free(&frees);
  if (!bad) return 0;
  if (freed)
    return bo_op_emit_error(op, "convert-seq-to-memref: the buffer that krnl.seqextract with "
                                "copy = 0 lends is freed by '%s', but its sequence still owns "
                                "it (a double free)", bo_op_get_name(bad));
  return bo_op_emit_error(op, "convert-seq-to-memref: cannot prove that the buffer krnl.seqextract "
                              "with copy = 0 lends is no longer used when its sequence is freed "
                              "(used by '%s'); use copy = 1", bo_op_get_name(bad));
}

typedef struct collect_state {
  BO_VEC(bo_op *) ops;
} collect_state;

/* The ops rewrite() changes: Krnl sequence ops and frees of containers
 * (nothing else is collected, so a free that take_dying erases is never
 * visited). */
static int collect(bo_op *op, void *user) {
  uint32_t id = bo_op_get_info(op)->id;
  bool krnl = id >= BO_OP_KRNL_SEQ_ALLOC && id < BO_OP_KRNL_SEQ_ALLOC + BO_NUM_KRNL_OPS;
  bool clone = id == BO_OP_BUFFERIZATION_CLONE && op->num_operands == 1 &&
               bo_type_is_buffer_container(op->operands[0].value->type);
  if (!krnl && !clone) {
    const bo_memory_iface *mem = bo_memory_of(op);
    if (!mem || !(mem->effects & BO_MEM_FREES) || op->num_operands != 1 ||
        !bo_type_is_buffer_container(op->operands[0].value->type))
      return 0;
  }
  bo_vec_push(&((collect_state *)user)->ops, op);
  return 0;
}

static bool is_container_obj(const void *t, void *user) {
  (void)user;
  return bo_type_is_buffer_container(t);
}

typedef struct seq_memref_options {
  bool moves;
} seq_memref_options;

static int run_convert_seq_to_memref(bo_op *anchor, const void *options) {
  const seq_memref_options *o = options;
  /* every op this pass rewrites has a container operand or result: when
   * the context never made a container type, no walk */
  if (!bo_intern_table_any(&bo_op_get_context(anchor)->types, is_container_obj, NULL)) return 0;
  collect_state st = {{0}};
  bo_walk_pre(anchor, collect, &st);
  int rc = 0;
  for (size_t i = 0; i < st.ops.len && !rc; i++) {
    bool changed;
    rc = rewrite(st.ops.data[i], o->moves, &changed);
  }
  bo_vec_free(&st.ops);
  return rc;
}

static const bo_pass_option seq_memref_opts[] = {
    {.name = "moves",
     .help = "Store an element that dies at its store itself, instead of a copy (false: "
             "onnx-mlir's copies, to measure the copies saved)",
     .kind = BO_OPT_BOOL,
     .offset = offsetof(seq_memref_options, moves),
     .default_text = "true"},
};

static void seq_memref_defaults(void *options) { ((seq_memref_options *)options)->moves = true; }

const bo_pass_info bo_pass_convert_seq_to_memref = {
    .name = "convert-seq-to-memref",
    .summary = "Lower Krnl sequence ops and frees of memrefs of memrefs to memref/scf ops "
               "(deep frees)",
    .anchor = "func.func",
    .options = seq_memref_opts,
    .num_options = sizeof seq_memref_opts / sizeof seq_memref_opts[0],
    .options_size = sizeof(seq_memref_options),
    .init_options = seq_memref_defaults,
    .run = run_convert_seq_to_memref,
};
