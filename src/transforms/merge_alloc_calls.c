/* merge_alloc_calls.c - merge-alloc's keep-peak model of calls: which
 * callees never allocate, the bytes a call's buffer results hold, and a
 * per-callee summary of the most bytes a simple callee holds during a call
 * besides its results (path by path over its forward branches), so that a
 * call's tick is bounded instead of unknown.  Split out of merge_alloc.c
 * (the pass), whose state it reads.
 *
 * Cost: each callee is summarized once (memoized per pass run), linear in
 * its ops; the recursion through nested calls is bounded by a depth.
 */
#include <stdlib.h>

#include "merge_alloc_internal.h"
#include "../dialects/memory_iface.h"
#include "../dialects/op_ids.h"
#include "../support/assert.h"

static bool has_memref_result(const bo_op *op) {
  for (unsigned i = 0; i < op->num_results; i++)
    if (bo_type_is_memref(op->results[i].type)) return true;
  return false;
}

/* The bytes of an allocation with dynamic sizes that are all constants
 * (`memref.alloc(%c3)`), else 0. */
int64_t bo_ma_constant_size_bytes(const bo_op *alloc) {
  const bo_type *t = alloc->results[0].type;
  if (bo_type_get_layout(t) || alloc->num_results != 1) return 0;
  int64_t bytes = bo_alloc_element_bytes(bo_type_get_element_type(t), false);
  const int64_t *shape = bo_type_get_shape(t);
  unsigned next = 0, rank = bo_type_get_rank(t);
  for (unsigned d = 0; d < rank && bytes > 0; d++) {
    int64_t n = shape[d];
    if (n == BO_DYNAMIC) {
      const bo_op *def = next < alloc->num_operands ? alloc->operands[next++].value->def_op : NULL;
      const bo_attr *v = def && bo_op_isa(def, BO_OP_ARITH_CONSTANT) ? bo_op_get_attr(def, "value")
                                                                   : NULL;
      n = v && bo_attr_get_kind(v) == BO_ATTR_INTEGER ? bo_attr_get_int(v) : -1;
    }
    bytes = n < 0 || (n > 0 && bytes > INT64_MAX / n) ? 0 : bytes * n;
  }
  return next == alloc->num_operands ? bytes : 0;
}

bo_op *bo_ma_callee_of(merge_state *st, const bo_op *call) {
  const bo_attr *c = bo_op_get_attr(call, "callee");
  if (!c || bo_attr_get_kind(c) != BO_ATTR_SYMBOL_REF || !st->func->block) return NULL;
  if (!st->funcs) {
    st->funcs = bo_mapping_create();
    for (bo_op *o = st->func->block->first; o; o = o->next) {
      const bo_attr *n = o->info == st->func->info ? bo_op_get_attr(o, "sym_name") : NULL;
      if (n) bo_mapping_put(st->funcs, bo_intern_cstr(st->ctx, bo_attr_get_string(n)), o);
    }
  }
  return bo_mapping_get(st->funcs, bo_attr_symbol_root(c));
}

typedef struct heap_walk {
  merge_state *st;
  bo_op *callee;
  int depth;
  bool allocates, returns;
} heap_walk;


static bool returned_by(const bo_op *op, const bo_op *callee) {
  return bo_op_has_trait(op, BO_TRAIT_RETURN_LIKE) && op->block &&
         bo_block_get_parent_op(op->block) == callee;
}

/* A memref.alloc of callee whose result is only returned by callee (its
 * own return ops) and otherwise only read or written in place (no views,
 * calls, frees, control flow, buffer results): its bytes are the call's
 * result, which the caller counts (mark_unknown). */
static bool only_returned(const bo_op *op, const bo_op *callee) {
  if (bo_memory_of(op) != &bo_memory_alloc || op->num_results != 1) return false;
  /* loads and stores of elements (memref.load/store may move buffers
   * in and out of containers: not this one when it is not the stored
   * operand and nothing buffer-typed comes out) */
  const uint32_t plain = BO_MEM_READS | BO_MEM_WRITES | BO_MEM_STORES_BUFFER | BO_MEM_BORROWS_BUFFER;
  for (const bo_use *u = op->results[0].first_use; u; u = u->next) {
    const bo_op *o = u->owner;
    if (returned_by(o, callee)) continue;
    const bo_memory_iface *m = bo_memory_of(o);
    if (!m || (m->effects & ~plain) || has_memref_result(o) ||
        ((m->effects & BO_MEM_STORES_BUFFER) && bo_use_get_operand_index(u) == 0))
      return false;
  }
  return true;
}

static int heap_visit(bo_op *op, void *user) {
  heap_walk *w = user;
  const bo_memory_iface *mem = bo_memory_of(op);
  if (returned_by(op, w->callee))
    for (unsigned i = 0; i < op->num_operands; i++)
      w->returns |= bo_type_is_memref(op->operands[i].value->type);
  if (only_returned(op, w->callee)) {
    w->returns = true;
    return 0;
  }
  if (mem && ((mem->effects & BO_MEM_ALLOCATES) ||
              ((mem->effects & BO_MEM_CALL) && !bo_ma_callee_heap_free(w->st, op, w->depth + 1, false)))) {
    w->allocates = true;
    return -1;
  }
  return 0;
}

/* True when the call's callee is a function of the module whose body
 * (and its callees', four calls deep) allocates nothing and that returns
 * no buffer (the deallocation passes that follow may make a returned
 * argument a clone), or a declaration returning no buffer: the call holds
 * no heap bytes the model does not count.  own_returns: buffers the callee
 * itself returns are allowed (the caller counts them as the call's
 * results, mark_unknown; its callees' still count as allocating).
 * Recursion counts as allocating.  Memoized per callee: each body is
 * walked once. */
bool bo_ma_callee_heap_free(merge_state *st, const bo_op *call, int depth, bool own_returns) {
  bo_op *f = depth <= 4 ? bo_ma_callee_of(st, call) : NULL;
  if (!f || !f->num_regions) return false;
  /* A declaration (the runtime's print functions): memory it may take is
   * its own, not memref allocations of the program; a buffer it returns is
   * counted where the call is (mark_unknown). */
  if (!f->regions[0].first) return own_returns || !has_memref_result(call);
  if (!st->heap_free) st->heap_free = bo_mapping_create();
  /* 1: being walked (a cycle allocates), else 2 | allocates * 4 | returns * 8 */
  uintptr_t known = (uintptr_t)bo_mapping_get(st->heap_free, f);
  if (!known) {
    bo_mapping_put(st->heap_free, f, (void *)(uintptr_t)1);
    heap_walk w = {st, f, depth, false, false};
    bo_walk_pre(f, heap_visit, &w);
    known = 2 | (w.allocates ? 4u : 0u) | (w.returns ? 8u : 0u);
    bo_mapping_put(st->heap_free, f, (void *)known);
  }
  return known != 1 && !(known & 4) && (own_returns || !(known & 8));
}

/* The bytes of a memref type of static shape and identity layout once
 * allocated, else 0. */
static int64_t static_type_bytes(const bo_type *t) {
  if (!bo_type_is_memref(t) || bo_type_get_layout(t)) return 0;
  int64_t n = bo_type_get_num_elements(t);
  int64_t eb = bo_alloc_element_bytes(bo_type_get_element_type(t), false);
  return n == BO_DYNAMIC || n < 0 || eb <= 0 || (n && eb > INT64_MAX / n) ? 0 : n * eb;
}

/* The bytes a call's buffer results may hold, when every one has a static
 * size (a call with no buffer result: 0), else -1. */
int64_t bo_ma_call_result_bytes(const bo_op *call) {
  int64_t sum = 0;
  for (unsigned i = 0; i < call->num_results; i++) {
    const bo_type *t = call->results[i].type;
    if (!bo_type_is_memref(t)) continue;
    int64_t b = static_type_bytes(t);
    if (b <= 0 || sum > INT64_MAX - b) return -1;
    sum += b;
  }
  return sum;
}

/* callee_summary's check of the ops nested in one op: no allocating op,
 * no call that may allocate. */
static int nested_alloc_visit(bo_op *op, void *user) {
  heap_walk *w = user;
  const bo_memory_iface *m = bo_memory_of(op);
  if (m && ((m->effects & BO_MEM_ALLOCATES) ||
            ((m->effects & BO_MEM_CALL) && !bo_ma_callee_heap_free(w->st, op, 1, false)))) {
    w->allocates = true;
    return -1;
  }
  return 0;
}

/* The most heap bytes a call of f holds at one moment besides the results
 * it hands over (which the caller counts from the call's tick), after the
 * deallocation passes, when f is simple enough to bound; else -1.  Simple:
 * a function of the module with a body whose only allocating ops are
 * memref.allocs of static size directly in its body's blocks, every user
 * of one is an op of its own block with a memory table, no memref result
 * (no views) and that stores no buffer, or the block's terminator, its
 * calls cannot allocate
 * (callee_heap_free), and whose branches only go forward in block order
 * (no cycle), at most 64 allocations per block.  The bound is
 * path-aware: a block holds the bytes its predecessors pass on (the most
 * of any one of them: one runs) plus its own allocations, each from its
 * op to its last use in the block, or to the block's end when it is
 * passed on (to a successor or returned: then it is passed on further);
 * a buffer that came in is counted to the end of the block and on.  At a
 * return the deallocation passes may clone each result (the ownership ABI)
 * while the original is held: + the results' bytes there.  cf_loop's
 * @step: 32 bytes at most (its temporary and the result it fills, or the
 * result and its clone), 16 besides its 16-byte result.
 * O(ops of f + allocations per block squared). */
static int64_t callee_summary(merge_state *st, bo_op *f, const bo_op *call) {
  if (!f || !f->num_regions || !f->regions[0].first) return -1;
  int64_t results = bo_ma_call_result_bytes(call);
  if (results < 0) return -1;
  bo_region *body = &f->regions[0];
  size_t nb = 0;
  for (bo_block *b = body->first; b; b = b->next) nb++;
  int64_t *in = calloc(nb ? nb : 1, sizeof *in);
  if (!in) return -1;
  int64_t most = 0, rc = 0;
  size_t bi = 0;
  for (bo_block *b = body->first; b && rc == 0; b = b->next, bi++) {
    int64_t start[64], end[64], bytes[64], passed = 0;
    int k = 0;
    int64_t pos = 0, last_pos = 0;
    for (bo_op *o = b->first; o; o = o->next) last_pos++;
    for (bo_op *o = b->first; o && rc == 0; o = o->next, pos++) {
      /* nested ops: no allocation, no call that may allocate */
      heap_walk w = {st, f, 1, false, false};
      if (o->num_regions) bo_walk_pre(o, nested_alloc_visit, &w);
      const bo_memory_iface *m = bo_memory_of(o);
      if (w.allocates || (m && (m->effects & BO_MEM_CALL) && !bo_ma_callee_heap_free(st, o, 1, false))) {
        rc = -1;
        break;
      }
      for (unsigned i = 0; i < bo_op_get_num_successors(o); i++) {
        const bo_block *succ = bo_op_get_successor(o, i);
        bool later = false;
        for (const bo_block *x = b->next; x && !later; x = x->next) later = x == succ;
        if (!later) rc = -1; /* a back edge or a branch out of the region */
      }
      if (!m || !(m->effects & BO_MEM_ALLOCATES)) continue;
      int64_t size = static_type_bytes(o->num_results == 1 ? o->results[0].type : NULL);
      if (m != &bo_memory_alloc || o->num_results != 1 || o->num_operands || size <= 0 || k == 64) {
        rc = -1;
        break;
      }
      int64_t e = pos;
      bool out = false;
      for (const bo_use *u = o->results[0].first_use; u && rc == 0; u = u->next) {
        const bo_op *user = u->owner;
        if (user->block != b) {
          rc = -1; /* used in another block or nested: not simple */
        } else if (has_memref_result(user) ||
                   (user != b->last && (!bo_memory_of(user) ||
                                        (bo_memory_of(user)->effects & BO_MEM_STORES_BUFFER)))) {
          rc = -1; /* a view, an op it may be kept in, or one nothing is known of */
        } else {
          int64_t up = 0;
          for (const bo_op *x = b->first; x != user; x = x->next) up++;
          if (up > e) e = up;
          out |= user == b->last && (bo_op_get_num_successors(user) || bo_op_has_trait(user, BO_TRAIT_RETURN_LIKE));
        }
      }
      if (out) e = last_pos, passed += size;
      start[k] = pos, end[k] = e, bytes[k] = size, k++;
    }
    if (rc) break;
    int64_t local = 0;
    for (int i = 0; i < k; i++) { /* the most held at an allocation's op */
      int64_t held = 0;
      for (int j = 0; j < k; j++)
        if (start[j] <= start[i] && end[j] >= start[i]) held += bytes[j];
      if (held > local) local = held;
    }
    int64_t here = in[bi] + local, out_bytes = in[bi] + passed;
    if (b->last && bo_op_has_trait(b->last, BO_TRAIT_RETURN_LIKE)) {
      if (out_bytes + results > here) here = out_bytes + results;
    }
    if (here > most) most = here;
    if (b->last)
      for (unsigned i = 0; i < bo_op_get_num_successors(b->last); i++) {
        size_t si = 0;
        for (bo_block *x = body->first; x && x != bo_op_get_successor(b->last, i); x = x->next) si++;
        if (si < nb && out_bytes > in[si]) in[si] = out_bytes;
      }
  }
  free(in);
  if (rc) return -1;
  return most > results ? most - results : 0;
}

/* callee_summary of call's callee, memoized. */
int64_t bo_ma_callee_extra(merge_state *st, const bo_op *call) {
  bo_op *f = bo_ma_callee_of(st, call);
  if (!f) return -1;
  if (!st->extra_memo) st->extra_memo = bo_mapping_create();
  uintptr_t known = (uintptr_t)bo_mapping_get(st->extra_memo, f);
  if (!known) {
    bo_mapping_put(st->extra_memo, f, (void *)(uintptr_t)1);
    int64_t e = callee_summary(st, f, call);
    known = e < 0 ? 1 : (uintptr_t)e + 2;
    bo_mapping_put(st->extra_memo, f, (void *)known);
  }
  return known == 1 ? -1 : (int64_t)(known - 2);
}
