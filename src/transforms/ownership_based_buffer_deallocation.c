/* ownership_based_buffer_deallocation.c - the ownership-based-buffer-
 * deallocation pass (MLIR's algorithm: structured and unstructured control
 * flow).
 *
 * Every memref value gets an i1 "ownership" per block: is this block
 * responsible for freeing it.  Blocks are processed innermost first (a
 * post-order walk, as upstream), the blocks of one region in depth-first
 * order along its branches, each in three steps:
 *  - live-in memrefs: from an enclosing region never owned there (a
 *    `false` at the block's start); from another block of the same region
 *    with the ownership they had there, and listed (freed where they die);
 *  - block arguments: a function's are never owned (the function-boundary
 *    ABI); others get an i1 block argument carrying their ownership in,
 *    and are listed for deallocation;
 *  - ops in order: an allocation is owned (true) and listed; an alloca, a
 *    manually managed allocation or a global is not; a call's memref
 *    results are owned (listed); arith.select selects the ownerships; a
 *    region op (scf.for/if/while/...) gets a `false` ownership operand per
 *    memref it forwards into its entry region (bufopt: a container that
 *    dies there gets the block's ownership, which the block gives up) and
 *    an i1 result per memref result (listed); any other memref result (views) has its operands'
 *    ownership, or false.  At a region terminator (scf.yield,
 *    scf.condition, func.return, ...) one bufferization.dealloc frees the
 *    base buffers (memref.extract_strided_metadata) of the listed memrefs
 *    under their ownership, retaining the forwarded values; their updated
 *    ownerships are appended to the terminator's operands (not for
 *    func.return, where every returned buffer is first made owned: yielded
 *    when owned, cloned otherwise, under `scf.if`).  At a branch, one
 *    dealloc per successor (cf.cond_br: under the branch condition or its
 *    negation) retains the forwarded memrefs and those live into the
 *    successor; the ownerships go along as successor operands.
 * The i1 constants are placed where upstream places them and retained
 * values are ordered as upstream's ValueComparator orders them, so the
 * text is mlir-opt 22's.  With private-function-dynamic-ownership, private
 * functions return an i1 ownership per memref result instead of cloning,
 * and calls to them use it.
 *
 * Op behaviour comes from the memory tables (bo_op_info.memory, see
 * dialects/memory_iface.h): effects, views, calls, region-branch ops,
 * region terminators and branches with their forwarded operands.  Rejected
 * with an error: input that frees memory (upstream's errors), unregistered
 * ops on memrefs, ops with several regions or a region and results that
 * are not region-branch ops, terminators that end a block owning buffers
 * but are not described, loops made of branches and cf.switch (upstream's
 * errors).  Unranked memrefs are handled as upstream: their base buffer is
 * taken through a rank-0 view at offset 0 (memref.reinterpret_cast).  Cost: every op is visited once per enclosing
 * block level for the live-in sets (O(ops * nesting depth)), one hash
 * lookup per memref use, and for regions with several blocks a liveness
 * fixpoint (O(blocks * live memrefs * rounds)): near linear.  Program
 * positions (for upstream's order of retained values) are an array by
 * dense op id, filled by one walk: O(1) per lookup.
 */
#include <assert.h>
#include <stddef.h>

#include "../pass/pipelines.h"
#include "dealloc_common.h"

typedef bo_ownership_based_buffer_deallocation_options obd_options;

typedef BO_VEC(bo_value *) value_vec;
typedef BO_VEC(bo_block *) block_vec;

/* What the pass knows about one block: the ownership of memrefs in it and
 * the memrefs it must free at its end. */
typedef struct block_info {
  bo_mapping *own; /* memref -> its i1 ownership here, or the UNKNOWN marker */
  value_vec memrefs;
  /* blocks of regions with several blocks: memrefs live at entry / exit */
  bool has_liveness;
  value_vec live_in, live_out;
} block_info;

typedef struct position_slot {
  const bo_op *op;
  size_t position;
} position_slot;

typedef struct obd_state {
  bo_context *ctx;
  const obd_options *options;
  bo_op *func;
  bool func_dynamic; /* this function returns ownerships */
  bo_mapping *funcs; /* interned symbol name -> func.func (for calls) */
  const bo_op_info *dealloc_info, *func_info;
  bo_mapping *blocks; /* block -> block_info */
  BO_VEC(block_info *) infos;
  /* op -> 1 + its pre-order number in the function: slots indexed by
   * op->id (ids given by this run, checked by the slot's back pointer),
   * filled in walk order.  A pointer-keyed hash map of every op here cost
   * two cache misses per op at 16k layers. */
  BO_VEC(position_slot) positions;
} obd_state;

/* Ownership of a value that may alias two buffers with different
 * ownerships (upstream's Ownership::Unknown). */
static const char unknown_marker;
#define UNKNOWN ((bo_value *)(void *)&unknown_marker)

static bool is_memref(const bo_value *v) { return bo_type_is_memref(v->type); }

static block_info *info_of(obd_state *s, bo_block *b) {
  block_info *bi = bo_mapping_get(s->blocks, b);
  if (!bi) {
    bi = malloc(sizeof *bi); /* not calloc: see bo_mapping_create */
    if (!bi) bo_out_of_memory(s->ctx, sizeof *bi);
    *bi = (block_info){.own = bo_mapping_create()};
    bo_mapping_put(s->blocks, b, bi);
    bo_vec_push(&s->infos, bi);
  }
  return bi;
}

static bo_value *get_ownership(obd_state *s, bo_value *v, bo_block *b) {
  return bo_mapping_get(info_of(s, b)->own, v);
}

/* Upstream's updateOwnership: combines with what is known already. */
static void update_ownership(obd_state *s, bo_value *v, bo_value *owned, bo_block *b) {
  block_info *bi = info_of(s, b);
  bo_value *cur = bo_mapping_get(bi->own, v);
  if (!owned) return;
  if (!cur)
    bo_mapping_put(bi->own, v, owned);
  else if (cur != owned)
    bo_mapping_put(bi->own, v, UNKNOWN);
}

static void reset_ownership(obd_state *s, bo_value *v, bo_block *b) {
  bo_mapping_put(info_of(s, b)->own, v, NULL);
}

static void track(obd_state *s, bo_value *memref, bo_block *b) {
  bo_vec_push(&info_of(s, b)->memrefs, memref);
}

static bo_block *value_block(const bo_value *v) { return v->def_op ? v->def_op->block : v->owner; }

static bo_value *bool_before(obd_state *s, bo_op *before, bo_loc loc, bool v) {
  bo_builder b = bo_builder_before(s->ctx, before);
  b.loc = loc;
  return bo_dealloc_build_bool(&b, v);
}

/* A constant at the block's start (upstream's OpBuilder::atBlockBegin). */
static bo_value *bool_at_begin(obd_state *s, bo_block *block, bo_loc loc, bool v) {
  bo_builder b = block->first ? bo_builder_before(s->ctx, block->first)
                              : bo_builder_at_end(s->ctx, block);
  b.loc = loc;
  return bo_dealloc_build_bool(&b, v);
}

/* ------------------------------------------------------------- live-ins */

/* True when block `inner` is `outer` or nested in one of its ops. */
static bool block_within(const bo_block *inner, const bo_block *outer) {
  for (const bo_block *b = inner; b; b = b->parent && b->parent->parent ? b->parent->parent->block : NULL)
    if (b == outer) return true;
  return false;
}

typedef struct livein_walk {
  bo_block *block;
  bo_mapping *seen;
  value_vec *out;
} livein_walk;

static int collect_liveins(bo_op *op, void *user) {
  livein_walk *w = user;
  for (unsigned i = 0; i < op->num_operands; i++) {
    bo_value *v = op->operands[i].value;
    if (!is_memref(v) || bo_mapping_get(w->seen, v)) continue;
    bo_block *def = value_block(v);
    if (def && block_within(def, w->block)) continue;
    bo_mapping_put(w->seen, v, v);
    bo_vec_push(w->out, v);
  }
  return 0;
}

static size_t position_of(obd_state *s, const bo_op *op) {
  return op->id < s->positions.len && s->positions.data[op->id].op == op
             ? s->positions.data[op->id].position
             : 0;
}

static void set_position(obd_state *s, bo_op *op, size_t position) {
  if (op->id < s->positions.len && s->positions.data[op->id].op == op) {
    s->positions.data[op->id].position = position;
    return;
  }
  op->id = (uint32_t)s->positions.len;
  bo_vec_push(&s->positions, ((position_slot){op, position}));
}

static int number_op(bo_op *op, void *user) {
  obd_state *s = user;
  set_position(s, op, s->positions.len + 1);
  return 0;
}

/* Upstream's ValueComparator, as far as the order is visible: block
 * arguments first (by number, outer blocks first), then results in
 * program order. */
static bool value_before(obd_state *s, const bo_value *a, const bo_value *b) {
  bool aa = !a->def_op, ba = !b->def_op;
  if (aa != ba) return aa;
  if (aa) {
    if (a->index != b->index) return a->index < b->index;
    return block_within(b->owner, a->owner);
  }
  if (a->def_op == b->def_op) return a->index < b->index;
  if (a->def_op->block != b->def_op->block && a->def_op->block->parent == b->def_op->block->parent) {
    /* upstream compares the ops' current positions in their own blocks */
    size_t pa = 0, pb = 0;
    for (const bo_op *p = a->def_op->prev; p; p = p->prev) pa++;
    for (const bo_op *p = b->def_op->prev; p; p = p->prev) pb++;
    return pa < pb;
  }
  return position_of(s, a->def_op) < position_of(s, b->def_op);
}

static void sort_values(obd_state *s, value_vec *out);

static void live_memrefs_in(obd_state *s, bo_block *block, value_vec *out) {
  block_info *bi = info_of(s, block);
  if (bi->has_liveness) {
    for (size_t i = 0; i < bi->live_in.len; i++) bo_vec_push(out, bi->live_in.data[i]);
    sort_values(s, out);
    return;
  }
  livein_walk w = {.block = block, .seen = bo_mapping_create(), .out = out};
  for (bo_op *op = block->first; op; op = op->next) bo_walk_pre(op, collect_liveins, &w);
  bo_mapping_destroy(w.seen);
  sort_values(s, out);
}

static void sort_values(obd_state *s, value_vec *out) {
  /* insertion sort: live-in sets are small */
  for (size_t i = 1; i < out->len; i++)
    for (size_t k = i; k > 0 && value_before(s, out->data[k], out->data[k - 1]); k--) {
      bo_value *t = out->data[k];
      out->data[k] = out->data[k - 1];
      out->data[k - 1] = t;
    }
}


/* Liveness of memrefs over a region with several blocks (MLIR's Liveness,
 * restricted to memrefs): live_in = used here (also in nested regions) and
 * defined elsewhere, plus live_out minus what the block defines; live_out =
 * union of the successors' live_in.  Iterated to the fixpoint: O(blocks *
 * live memrefs * rounds), with few rounds since backedges are rejected. */
static bool vec_has(const value_vec *v, const bo_value *x) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == x) return true;
  return false;
}

static void compute_liveness(obd_state *s, bo_region *region) {
  for (bo_block *b = region->first; b; b = b->next) {
    block_info *bi = info_of(s, b);
    bi->has_liveness = true;
    livein_walk w = {.block = b, .seen = bo_mapping_create(), .out = &bi->live_in};
    for (bo_op *op = b->first; op; op = op->next) bo_walk_pre(op, collect_liveins, &w);
    bo_mapping_destroy(w.seen);
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (bo_block *b = region->last; b; b = b->prev) {
      block_info *bi = info_of(s, b);
      bo_op *t = bo_block_get_terminator(b);
      for (unsigned k = 0; t && k < t->num_successors; k++) {
        block_info *si = info_of(s, t->successors[k]);
        for (size_t i = 0; i < si->live_in.len; i++) {
          bo_value *v = si->live_in.data[i];
          if (vec_has(&bi->live_out, v)) continue;
          bo_vec_push(&bi->live_out, v);
          changed = true;
          if (value_block(v) != b && !vec_has(&bi->live_in, v)) bo_vec_push(&bi->live_in, v);
        }
      }
    }
  }
}

/* Blocks in depth-first pre-order along successors from the entry (MLIR's
 * ForwardDominanceIterator); 1 when a branch goes back to a block on the
 * current path (an unstructured loop). */
static int order_blocks(bo_block *b, bo_mapping *state, block_vec *out) {
  bo_mapping_put(state, b, (void *)1); /* on the path */
  bo_vec_push(out, b);
  bo_op *t = bo_block_get_terminator(b);
  for (unsigned k = 0; t && k < t->num_successors; k++) {
    size_t st = (size_t)bo_mapping_get(state, t->successors[k]);
    if (st == 1) return 1;
    if (!st && order_blocks(t->successors[k], state, out)) return 1;
  }
  bo_mapping_put(state, b, (void *)2); /* done */
  return 0;
}

/* -------------------------------------------------------- preconditions */

static int uses_memref(bo_op *op, void *user) {
  bool *found = user;
  for (unsigned i = 0; i < op->num_operands; i++)
    if (is_memref(op->operands[i].value)) *found = true;
  for (unsigned i = 0; i < op->num_results; i++)
    if (is_memref(&op->results[i])) *found = true;
  return *found ? -1 : 0;
}

static bool has_buffer_semantics(const bo_op *op) {
  for (unsigned i = 0; i < op->num_operands; i++)
    if (is_memref(op->operands[i].value)) return true;
  for (unsigned i = 0; i < op->num_results; i++)
    if (is_memref(&op->results[i])) return true;
  return false;
}

static int holds_buffers(bo_op *op, void *user) {
  const bo_memory_iface *mem = bo_memory_of(op);
  if ((mem && (mem->effects & BO_MEM_ALLOCATES)) || has_buffer_semantics(op)) *(bool *)user = true;
  for (unsigned r = 0; r < op->num_regions && !*(bool *)user; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (unsigned a = 0; a < b->num_args; a++)
        if (is_memref(b->args[a])) *(bool *)user = true;
  return *(bool *)user ? -1 : 0;
}

/* A region op that is no region branch, has no memref result, and whose
 * regions hold no memref value and no allocation (memref.generic_atomic_rmw:
 * its body computes a scalar, without side effects): there is no ownership
 * to track in it, and its memref operands are only accessed, as a
 * regionless op's.  Upstream rejects it (bufopt extension, docs/upstream-lit.md). */
static bool buffer_free_regions(bo_op *op) {
  for (unsigned i = 0; i < op->num_results; i++)
    if (is_memref(&op->results[i])) return false;
  bool found = false;
  for (unsigned r = 0; r < op->num_regions && !found; r++)
    for (bo_block *b = op->regions[r].first; b && !found; b = b->next) {
      for (unsigned a = 0; a < b->num_args; a++)
        if (is_memref(b->args[a])) found = true;
      for (bo_op *inner = b->first; inner && !found; inner = inner->next)
        bo_walk_pre(inner, holds_buffers, &found);
    }
  return !found;
}

/* Upstream's verifyOperationPreconditions, on our tables. */
static int check_op(obd_state *s, bo_op *op) {
  const bo_memory_iface *mem = bo_memory_of(op);
  uint32_t effects = mem ? mem->effects : 0;
  if (op->info == s->dealloc_info)
    return bo_op_emit_error(op, "No deallocation operations must be present when running this "
                            "pass!");
  if (bo_op_has_trait(op, BO_TRAIT_UNKNOWN)) {
    bool found = false;
    bo_walk_pre(op, uses_memref, &found);
    if (found) return bo_op_emit_error(op, "ops with unknown memory side effects are not supported");
  }
  if (!has_buffer_semantics(op) && !(effects & (BO_MEM_ALLOCATES | BO_MEM_FREES))) return 0;
  if (((op->num_regions == 1 && op->num_results) || op->num_regions > 1) &&
      !(effects & BO_MEM_REGION_BRANCH) && !buffer_free_regions(op))
    return bo_op_emit_error(op, "All operations with attached regions need to implement the "
                            "RegionBranchOpInterface.");
  if (bo_op_has_trait(op, BO_TRAIT_BRANCH) && !(effects & BO_MEM_BRANCH))
    return bo_op_emit_error(op, "Terminators with more than one successor are not supported!");
  if (bo_op_has_trait(op, BO_TRAIT_TERMINATOR) &&
      !(effects & (BO_MEM_REGION_RETURN | BO_MEM_BRANCH)))
    return bo_op_emit_error(op, "Terminators must implement either BranchOpInterface or "
                            "RegionBranchTerminatorOpInterface (but not both)!");
  return 0;
}

/* ------------------------------------------------------------- rebuilds */

/* Upstream's appendOpResults: the same op with `extra` more i1 results (and
 * `extra_operands` appended operands); regions move over. */
static bo_op *rebuild_op(obd_state *s, bo_op *op, unsigned num_extra_results,
                         unsigned num_extra_operands, bo_value *extra_operand) {
  bo_context *ctx = s->ctx;
  unsigned nops = op->num_operands + num_extra_operands;
  unsigned nres = op->num_results + num_extra_results;
  bo_value **operands = malloc(sizeof(bo_value *) * (nops + 1));
  const bo_type **types = malloc(sizeof(bo_type *) * (nres + 1));
  for (unsigned i = 0; i < op->num_operands; i++) operands[i] = op->operands[i].value;
  for (unsigned i = op->num_operands; i < nops; i++) operands[i] = extra_operand;
  for (unsigned i = 0; i < op->num_results; i++) types[i] = op->results[i].type;
  for (unsigned i = op->num_results; i < nres; i++) types[i] = ctx->t_i1;
  bo_op_state st = {.name = op->info->name, .loc = op->loc, .num_operands = nops,
                    .operands = operands, .num_results = nres, .result_types = types,
                    .num_attrs = op->num_attrs, .attrs = op->attrs, .num_props = op->num_props,
                    .props = op->props, .num_regions = op->num_regions,
                    .num_successors = op->num_successors, .successors = op->successors};
  bo_builder b = bo_builder_before(ctx, op);
  bo_op *n = bo_build(&b, &st);
  free(operands);
  free(types);
  for (unsigned r = 0; r < op->num_regions; r++)
    bo_region_take_blocks(&n->regions[r], &op->regions[r]);
  for (unsigned i = 0; i < op->num_results; i++)
    bo_value_replace_all_uses(&op->results[i], &n->results[i]);
  set_position(s, n, position_of(s, op));
  bo_op_erase(op);
  return n;
}

/* ------------------------------------------------------------- handlers */

/* Are v's uses, and those of what is made from it (borrowed elements,
 * views, results of region ops), other than its one use as an operand of
 * op, all in ops of op's block before op?  *budget bounds the work. */
static bool uses_end_before(obd_state *s, const bo_value *v, bo_op *op, int *budget) {
  size_t at = position_of(s, op);
  for (const bo_use *u = v->first_use; u; u = u->next) {
    if (u->owner == op) continue;
    if (--*budget < 0) return false;
    bo_op *a = bo_op_ancestor_in_block(u->owner, op->block);
    size_t pa = a ? position_of(s, a) : 0;
    if (!pa || !at || pa >= at) return false;
    for (unsigned r = 0; r < u->owner->num_results; r++)
      if (is_memref(&u->owner->results[r]) &&
          !uses_end_before(s, &u->owner->results[r], op, budget))
        return false;
  }
  return true;
}

/* A container (memref of memrefs) whose last use is this one operand of
 * the region op: nothing reads it, nor anything borrowed from it, after. */
static bool container_dies_at(obd_state *s, const bo_value *v, bo_op *op) {
  if (!bo_type_is_buffer_container(v->type)) return false;
  unsigned here = 0;
  for (const bo_use *u = v->first_use; u; u = u->next) here += u->owner == op;
  int budget = 256;
  return here == 1 && uses_end_before(s, v, op, &budget);
}

/* scf.for/if/while/...: ownership operands and results (upstream's
 * handleInterface(RegionBranchOpInterface)). */
static int handle_region_branch(obd_state *s, bo_op **opp) {
  bo_op *op = *opp;
  bo_block *block = op->block;
  const bo_memory_iface *mem = bo_memory_of(op);
  bo_value *no = bool_at_begin(s, block, op->loc, false);
  unsigned entry = 0, results = 0;
  for (unsigned i = mem->forward_from; i < op->num_operands; i++)
    entry += is_memref(op->operands[i].value);
  for (unsigned i = 0; i < op->num_results; i++) results += is_memref(&op->results[i]);
  if (entry && bo_op_get_prop(op, "operandSegmentSizes"))
    return bo_op_emit_error(op, "ownership-based-buffer-deallocation: memref operands of this "
                            "op are not supported yet");
  if (!entry && !results) return 0;
  unsigned old_results = op->num_results, old_operands = op->num_operands;
  /* Buffers held in buffers (docs/sequences.md): a container that dies
   * here enters the region with this block's ownership, which the block
   * gives up (the loop takes it over), instead of `false`. */
  bo_value **handed = entry ? calloc(entry, sizeof *handed) : NULL;
  for (unsigned i = mem->forward_from, k = 0; i < old_operands; i++) {
    bo_value *v = op->operands[i].value;
    if (!is_memref(v)) continue;
    handed[k] = container_dies_at(s, v, op) ? get_ownership(s, v, block) : NULL;
    if (handed[k] == UNKNOWN) handed[k] = NULL;
    k++;
  }
  op = rebuild_op(s, op, results, entry, no);
  *opp = op;
  for (unsigned k = 0; k < entry; k++) {
    if (!handed[k]) continue;
    bo_value *v = NULL;
    for (unsigned i = mem->forward_from, j = 0; i < old_operands && !v; i++)
      if (is_memref(op->operands[i].value) && j++ == k) v = op->operands[i].value;
    bo_op_set_operand(op, old_operands + k, handed[k]);
    reset_ownership(s, v, block);
    update_ownership(s, v, no, block);
  }
  free(handed);
  unsigned k = old_results;
  for (unsigned i = 0; i < old_results; i++) {
    if (!is_memref(&op->results[i])) continue;
    update_ownership(s, &op->results[i], &op->results[k++], block);
    track(s, &op->results[i], block);
  }
  return 0;
}

static bool is_private_definition(const bo_op *func) {
  const bo_attr *vis = bo_op_get_attr(func, "sym_visibility");
  bool priv = vis && bo_attr_get_kind(vis) == BO_ATTR_STRING &&
              strcmp(bo_attr_get_string(vis), "private") == 0;
  return priv && func->num_regions && func->regions[0].first;
}

/* A call's memref results are owned (upstream's handleInterface(Call)). */
static int handle_call(obd_state *s, bo_op **opp) {
  bo_op *op = *opp;
  bo_block *block = op->block;
  if (s->options->private_function_dynamic_ownership) {
    const bo_attr *callee = bo_op_get_attr(op, "callee");
    bo_op *target = callee && bo_attr_get_kind(callee) == BO_ATTR_SYMBOL_REF
                        ? bo_mapping_get(s->funcs, bo_attr_symbol_root(callee))
                        : NULL;
    if (!target || is_private_definition(target)) {
      unsigned memrefs = 0, old = op->num_results;
      for (unsigned i = 0; i < old; i++) memrefs += is_memref(&op->results[i]);
      op = rebuild_op(s, op, memrefs, 0, NULL);
      *opp = op;
      unsigned k = old;
      for (unsigned i = 0; i < old; i++) {
        if (!is_memref(&op->results[i])) continue;
        update_ownership(s, &op->results[i], &op->results[k++], block);
        track(s, &op->results[i], block);
      }
      return 0;
    }
  }
  bo_value *yes = bool_before(s, op, op->loc, true);
  for (unsigned i = 0; i < op->num_results; i++) {
    if (!is_memref(&op->results[i])) continue;
    update_ownership(s, &op->results[i], yes, block);
    track(s, &op->results[i], block);
  }
  return 0;
}

static bool manually_managed(const bo_op *op) {
  return bo_op_get_discardable_attr(op, "bufferization.manual_deallocation") != NULL;
}

/* Allocations and frees (upstream's handleInterface(MemoryEffectOp)). */
static int handle_effects(obd_state *s, bo_op *op) {
  const bo_memory_iface *mem = bo_memory_of(op);
  bo_block *block = op->block;
  if (mem->effects & BO_MEM_FREES) {
    for (unsigned i = 0; i < op->num_operands; i++) {
      bo_value *v = op->operands[i].value;
      if (!is_memref(v)) continue;
      if (!manually_managed(op))
        return bo_op_emit_error(op, "memory free side-effect on MemRef value not supported!");
      bo_value *owned = get_ownership(s, v, block);
      if (owned && owned != UNKNOWN) {
        /* a manual free of a buffer this block owns would be a double free */
        bo_builder b = bo_builder_before(s->ctx, op);
        b.loc = op->loc;
        bo_value *yes = bo_dealloc_build_bool(&b, true);
        bo_value *xs[2] = {owned, yes};
        bo_op_state x = {.id = BO_OP_ARITH_XORI, .loc = op->loc, .num_operands = 2, .operands = xs,
                         .num_results = 1, .result_types = &s->ctx->t_i1};
        bo_value *not_owned = bo_op_get_result(bo_build(&b, &x), 0);
        static const char text[] = "expected that the block does not have ownership";
        bo_named_attr msg = {bo_intern_cstr(s->ctx, "msg"),
                             bo_attr_string(s->ctx, text, sizeof text - 1, NULL)};
        bo_op_state as = {.id = BO_OP_CF_ASSERT, .loc = op->loc, .num_operands = 1,
                          .operands = &not_owned, .num_props = 1, .props = &msg};
        bo_build(&b, &as);
      }
    }
  }
  if (!(mem->effects & BO_MEM_ALLOCATES) || !op->num_results || !is_memref(&op->results[0]))
    return 0;
  bo_value *res = &op->results[0];
  if ((mem->effects & BO_MEM_SCOPED) || manually_managed(op)) {
    reset_ownership(s, res, block);
    update_ownership(s, res, bool_at_begin(s, block, op->loc, false), block);
    return 0;
  }
  update_ownership(s, res, bool_at_begin(s, block, op->loc, true), block);
  track(s, res, block);
  return 0;
}

/* arith.select: the ownership of the selected operand (upstream's
 * SelectOpInterface), built after the op. */
static int handle_select(obd_state *s, bo_op *op) {
  bo_block *block = op->block;
  if (!op->num_results || !is_memref(&op->results[0])) return 0;
  bo_value *t = get_ownership(s, op->operands[1].value, block);
  bo_value *f = get_ownership(s, op->operands[2].value, block);
  if (!t || !f || t == UNKNOWN || f == UNKNOWN)
    return bo_op_emit_error(op, "ownership-based-buffer-deallocation: the selected memrefs "
                            "have no unique ownership");
  /* built as upstream's createOrFold: arith.select's folds first */
  bo_value *cond = op->operands[0].value;
  int known = bo_dealloc_const_bool(cond);
  bo_value *folded = t == f ? t : known == 1 ? t : known == 0 ? f : NULL;
  if (!folded && bo_dealloc_const_bool(t) == 1 && bo_dealloc_const_bool(f) == 0) folded = cond;
  if (folded) {
    update_ownership(s, &op->results[0], folded, block);
    return 0;
  }
  bo_builder b = bo_builder_after(s->ctx, op);
  b.loc = op->loc;
  bo_value *xs[3] = {cond, t, f};
  bo_op_state st = {.id = BO_OP_ARITH_SELECT, .loc = op->loc, .num_operands = 3, .operands = xs,
                    .num_results = 1, .result_types = &s->ctx->t_i1};
  update_ownership(s, &op->results[0], bo_op_get_result(bo_build(&b, &st), 0), block);
  return 0;
}

/* Upstream's populateRemainingOwnerships: a memref result nothing above
 * described may alias every memref operand; with none, it is not owned. */
static void populate_remaining(obd_state *s, bo_op *op) {
  bo_block *block = op->block;
  for (unsigned i = 0; i < op->num_results; i++) {
    bo_value *res = &op->results[i];
    if (!is_memref(res) || get_ownership(s, res, block)) continue;
    for (unsigned k = 0; k < op->num_operands; k++) {
      bo_value *v = op->operands[k].value;
      if (!is_memref(v)) continue;
      bo_block *def = value_block(v);
      update_ownership(s, res, def ? get_ownership(s, v, def) : NULL, block);
    }
    if (!get_ownership(s, res, block))
      update_ownership(s, res, bool_before(s, op, op->loc, false), block);
  }
}

/* ------------------------------------------------------- terminators */

/* Upstream's getMemrefWithUniqueOwnership + the clone under scf.if of
 * materializeMemrefWithGuaranteedOwnership: a buffer the caller will own. */
static bo_value *ensure_owned(obd_state *s, bo_op *ret, bo_value *v) {
  bo_context *ctx = s->ctx;
  bo_block *block = ret->block;
  bo_value *owned = get_ownership(s, v, block);
  bo_builder b = bo_builder_before(ctx, ret);
  b.loc = ret->loc;
  if (!owned || owned == UNKNOWN) {
    bo_op_state clone = {.id = BO_OP_BUFFERIZATION_CLONE, .loc = ret->loc, .num_operands = 1,
                         .operands = &v, .num_results = 1, .result_types = &v->type};
    bo_value *copy = bo_op_get_result(bo_build(&b, &clone), 0);
    bo_pass_stat(ctx, "num-clones", "Number of bufferization.clone ops inserted", 1);
    update_ownership(s, copy, bo_dealloc_build_bool(&b, true), block);
    track(s, copy, block);
    return copy;
  }
  if (bo_dealloc_const_bool(owned) == 1) return v;
  bo_op_state if_st = {.id = BO_OP_SCF_IF, .loc = ret->loc, .num_operands = 1, .operands = &owned,
                       .num_results = 1, .result_types = &v->type, .num_regions = 2};
  bo_op *if_op = bo_build(&b, &if_st);
  bo_block *then_block = bo_region_add_block(&if_op->regions[0]);
  bo_block *else_block = bo_region_add_block(&if_op->regions[1]);
  bo_builder tb = bo_builder_at_end(ctx, then_block);
  bo_op_state yield = {.id = BO_OP_SCF_YIELD, .loc = ret->loc, .num_operands = 1, .operands = &v};
  bo_build(&tb, &yield);
  bo_builder eb = bo_builder_at_end(ctx, else_block);
  bo_op_state clone = {.id = BO_OP_BUFFERIZATION_CLONE, .loc = ret->loc, .num_operands = 1,
                       .operands = &v, .num_results = 1, .result_types = &v->type};
  bo_value *copy = bo_op_get_result(bo_build(&eb, &clone), 0);
  bo_pass_stat(ctx, "num-clones", "Number of bufferization.clone ops inserted", 1);
  yield.operands = &copy;
  bo_build(&eb, &yield);
  bo_value *result = bo_op_get_result(if_op, 0);
  update_ownership(s, result, bo_dealloc_build_bool(&b, true), block);
  track(s, result, block);
  return result;
}

/* An unranked memref seen as a rank-0 memref at offset 0 of its buffer
 * (`memref.reinterpret_cast %m to offset: [0], sizes: [], strides: []`),
 * as upstream does to take the base buffer of an unranked memref. */
static bo_value *rank0_view(obd_state *s, bo_builder *b, bo_value *m) {
  bo_context *ctx = s->ctx;
  int64_t offset = 0, segs[4] = {1, 0, 0, 0};
  bo_named_attr props[4] = {
      {bo_intern_cstr(ctx, "operandSegmentSizes"), bo_attr_dense_array_int(ctx, ctx->t_i32, 4, segs)},
      {bo_intern_cstr(ctx, "static_offsets"), bo_attr_dense_array_int(ctx, ctx->t_i64, 1, &offset)},
      {bo_intern_cstr(ctx, "static_sizes"), bo_attr_dense_array_int(ctx, ctx->t_i64, 0, NULL)},
      {bo_intern_cstr(ctx, "static_strides"), bo_attr_dense_array_int(ctx, ctx->t_i64, 0, NULL)}};
  const bo_type *t = bo_type_memref(ctx, 0, NULL, bo_type_get_element_type(m->type),
                                    bo_attr_strided(ctx, 0, NULL, 0),
                                    bo_type_get_memory_space(m->type));
  bo_op_state st = {.id = BO_OP_MEMREF_REINTERPRET_CAST, .loc = b->loc, .num_operands = 1,
                    .operands = &m, .num_results = 1, .result_types = &t, .num_props = 4,
                    .props = props};
  return bo_op_get_result(bo_build(b, &st), 0);
}

static bo_value *base_buffer(obd_state *s, bo_builder *b, bo_value *m) {
  if (m->type->kind == BO_TYPE_UNRANKED_MEMREF) m = rank0_view(s, b, m);
  unsigned rank = bo_type_get_rank(m->type);
  /* A memref of memrefs with the identity layout is its own base buffer and
   * is freed as itself: its deep free (convert-seq-to-memref) needs the
   * length that a rank-0 base buffer has lost. */
  if (bo_type_is_buffer_container(m->type) && !bo_type_get_layout(m->type)) return m;
  const bo_type **types = malloc(sizeof(bo_type *) * (2 + 2 * rank));
  types[0] = bo_type_memref(s->ctx, 0, NULL, bo_type_get_element_type(m->type), NULL,
                            bo_type_get_memory_space(m->type));
  for (unsigned k = 1; k < 2 + 2 * rank; k++) types[k] = s->ctx->t_index;
  bo_op_state st = {.id = BO_OP_MEMREF_EXTRACT_STRIDED_METADATA, .loc = b->loc,
                    .num_operands = 1, .operands = &m, .num_results = 2 + 2 * rank,
                    .result_types = types};
  bo_value *base = bo_op_get_result(bo_build(b, &st), 0);
  free(types);
  return base;
}

/* Upstream's insertDeallocOpForReturnLike: frees what the block owns before
 * `term`, retaining `retained`; *out gets the dealloc (NULL if none). */
static int insert_dealloc(obd_state *s, bo_op *term, const value_vec *retained, bo_op **out) {
  bo_block *block = term->block;
  block_info *bi = info_of(s, block);
  *out = NULL;
  bo_builder b = bo_builder_before(s->ctx, term);
  b.loc = term->loc;
  value_vec bases = {0}, conds = {0};
  for (size_t i = 0; i < bi->memrefs.len; i++) {
    bo_value *m = bi->memrefs.data[i];
    bo_value *owned = get_ownership(s, m, block);
    if (!owned || owned == UNKNOWN) {
      bo_vec_free(&bases);
      bo_vec_free(&conds);
      return bo_op_emit_error(term, "MemRef value does not have valid ownership");
    }
    bo_vec_push(&bases, base_buffer(s, &b, m));
    bo_vec_push(&conds, owned);
  }
  if (bases.len || retained->len) {
    bo_op *d = bo_dealloc_build(&b, (unsigned)bases.len, bases.data, conds.data,
                                (unsigned)retained->len, retained->data);
    bo_pass_stat(s->ctx, "num-dealloc-memrefs", "Number of memrefs given to bufferization.dealloc", bases.len);
    for (size_t k = 0; k < retained->len; k++) reset_ownership(s, retained->data[k], block);
    for (size_t k = 0; k < retained->len; k++)
      update_ownership(s, retained->data[k], &d->results[k], block);
    *out = d;
  }
  bo_vec_free(&bases);
  bo_vec_free(&conds);
  return 0;
}

static int has_memref_values(bo_op *op, void *user) {
  for (unsigned i = 0; i < op->num_operands; i++)
    if (is_memref(op->operands[i].value)) return 1;
  for (unsigned i = 0; i < op->num_results; i++)
    if (is_memref(&op->results[i])) return 1;
  return 0;
}

/* A terminator's nested region the pass cannot handle: one without
 * terminators (scf.forall.in_parallel's, upstream's error when not empty)
 * or one holding memrefs.  A region of scalars (scf.reduce's reductions)
 * has nothing to deallocate, as upstream.  O(nested ops). */
static bool unhandled_nested_region(bo_op *op) {
  for (unsigned r = 0; r < op->num_regions; r++) {
    bo_block *b = op->regions[r].first;
    if (!b || !b->first) continue;
    if (bo_op_has_trait(op, BO_TRAIT_NO_TERMINATOR)) return true;
    for (; b; b = b->next)
      for (bo_op *o = b->first; o; o = o->next)
        if (bo_walk_pre(o, has_memref_values, NULL)) return true;
  }
  return false;
}

/* scf.yield, scf.condition, func.return, ... (upstream's
 * handleInterface(RegionBranchTerminatorOpInterface)). */
static int handle_region_return(obd_state *s, bo_op *op) {
  const bo_memory_iface *mem = bo_memory_of(op);
  bo_op *parent = bo_block_get_parent_op(op->block);
  bool at_function = parent == s->func;
  bool abi = at_function && !s->func_dynamic;
  if (unhandled_nested_region(op))
    return bo_op_emit_error(op, "only supported when nested region is empty");
  if (mem->effects & BO_MEM_NO_FORWARD) {
    for (unsigned i = 0; i < op->num_operands; i++)
      if (is_memref(op->operands[i].value))
        return bo_op_emit_error(op, "ownership-based-buffer-deallocation: this terminator "
                                "cannot pass memrefs on");
  }
  unsigned from = (mem->effects & BO_MEM_NO_FORWARD) ? op->num_operands : mem->forward_from;
  if (abi)
    for (unsigned i = from; i < op->num_operands; i++) {
      bo_value *v = op->operands[i].value;
      if (!is_memref(v)) continue;
      bo_value *owned_v = ensure_owned(s, op, v);
      if (owned_v != v) bo_op_set_operand(op, i, owned_v);
    }
  value_vec retained = {0};
  for (unsigned i = from; i < op->num_operands; i++)
    if (is_memref(op->operands[i].value)) bo_vec_push(&retained, op->operands[i].value);
  size_t forwarded = retained.len;
  bo_op *d;
  int rc = insert_dealloc(s, op, &retained, &d);
  if (!rc && d && !abi)
    for (size_t k = 0; k < forwarded; k++) bo_op_append_operand(op, &d->results[k]);
  bo_vec_free(&retained);
  return rc;
}


/* The memrefs a branch from `from` to `to` keeps alive: the forwarded ones,
 * then those live out of `from` and into `to` (upstream's
 * getMemrefsToRetain). */
static void retain_for_branch(obd_state *s, bo_block *from, bo_block *to, bo_op *br,
                              unsigned first, unsigned count, value_vec *out) {
  for (unsigned i = first; i < first + count; i++)
    if (is_memref(br->operands[i].value)) bo_vec_push(out, br->operands[i].value);
  block_info *fi = info_of(s, from), *ti = info_of(s, to);
  value_vec live = {0};
  for (size_t i = 0; i < fi->live_out.len; i++)
    if (vec_has(&ti->live_in, fi->live_out.data[i])) bo_vec_push(&live, fi->live_out.data[i]);
  sort_values(s, &live);
  for (size_t i = 0; i < live.len; i++) bo_vec_push(out, live.data[i]);
  bo_vec_free(&live);
}

/* The base buffers and ownerships of what the block must free. */
static int block_memrefs(obd_state *s, bo_op *term, value_vec *bases, value_vec *conds) {
  bo_block *block = term->block;
  block_info *bi = info_of(s, block);
  bo_builder b = bo_builder_before(s->ctx, term);
  b.loc = term->loc;
  for (size_t i = 0; i < bi->memrefs.len; i++) {
    bo_value *m = bi->memrefs.data[i];
    bo_value *owned = get_ownership(s, m, block);
    if (!owned || owned == UNKNOWN)
      return bo_op_emit_error(term, "MemRef value does not have valid ownership");
    bo_vec_push(bases, base_buffer(s, &b, m));
    bo_vec_push(conds, owned);
  }
  return 0;
}

static bo_value *build_i1(obd_state *s, bo_builder *b, unsigned id, unsigned n,
                          bo_value **ops) {
  bo_op_state st = {.id = id, .loc = b->loc, .num_operands = n, .operands = ops,
                    .num_results = 1, .result_types = &s->ctx->t_i1};
  return bo_op_get_result(bo_build(b, &st), 0);
}

/* One successor of a branch: dealloc under `conds`, retaining what goes
 * on; returns the dealloc and fills `owned` with the updated ownership of
 * each forwarded memref. */
static bo_op *dealloc_for_successor(obd_state *s, bo_op *br, unsigned succ, unsigned first,
                                    unsigned count, const value_vec *bases,
                                    const value_vec *conds, value_vec *owned) {
  bo_block *block = br->block;
  value_vec retained = {0};
  retain_for_branch(s, block, br->successors[succ], br, first, count, &retained);
  bo_builder b = bo_builder_before(s->ctx, br);
  b.loc = br->loc;
  bo_op *d = bo_dealloc_build(&b, (unsigned)bases->len, bases->data, conds->data,
                              (unsigned)retained.len, retained.data);
  bo_pass_stat(s->ctx, "num-dealloc-memrefs", "Number of memrefs given to bufferization.dealloc", bases->len);
  for (size_t k = 0; k < retained.len; k++) reset_ownership(s, retained.data[k], block);
  for (size_t k = 0; k < retained.len; k++)
    update_ownership(s, retained.data[k], &d->results[k], block);
  size_t k = 0;
  for (unsigned i = first; i < first + count; i++)
    if (is_memref(br->operands[i].value)) bo_vec_push(owned, &d->results[k++]);
  bo_vec_free(&retained);
  return d;
}

/* cf.br (upstream's handleInterface(BranchOpInterface)) and cf.cond_br
 * (upstream's CondBranchOpInterface: one dealloc per successor under the
 * branch condition or its negation). */
static int handle_branch(obd_state *s, bo_op **opp) {
  bo_op *br = *opp;
  const bo_memory_iface *mem = bo_memory_of(br);
  bo_block *block = br->block;
  value_vec bases = {0}, conds = {0};
  if (block_memrefs(s, br, &bases, &conds)) return -1;
  bo_builder b = bo_builder_before(s->ctx, br);
  b.loc = br->loc;
  if (!(mem->effects & BO_MEM_COND_BRANCH)) {
    if (br->num_successors != 1)
      return bo_op_emit_error(br, "only BranchOpInterface operations with exactly one "
                              "successor are supported yet");
    value_vec owned = {0};
    dealloc_for_successor(s, br, 0, mem->forward_from, br->num_operands - mem->forward_from,
                          &bases, &conds, &owned);
    for (size_t i = 0; i < owned.len; i++) bo_op_append_operand(br, owned.data[i]);
    bo_vec_free(&owned);
  } else {
    unsigned seg_t, seg_f;
    unsigned nt = bo_op_segment(br, 1, &seg_t), nf = bo_op_segment(br, 2, &seg_f);
    bo_value *c = br->operands[0].value;
    value_vec then_conds = {0}, else_conds = {0}, then_owned = {0}, else_owned = {0};
    for (size_t i = 0; i < conds.len; i++) {
      bo_value *xs[2] = {conds.data[i], c};
      bo_vec_push(&then_conds, build_i1(s, &b, BO_OP_ARITH_ANDI, 2, xs));
    }
    bo_op *dt = dealloc_for_successor(s, br, 0, seg_t, nt, &bases, &then_conds, &then_owned);
    for (size_t i = 0; i < conds.len; i++) {
      bo_value *yes = bo_dealloc_build_bool(&b, true);
      bo_value *xs[2] = {yes, c};
      bo_value *neg = build_i1(s, &b, BO_OP_ARITH_XORI, 2, xs);
      bo_value *ys[2] = {conds.data[i], neg};
      bo_vec_push(&else_conds, build_i1(s, &b, BO_OP_ARITH_ANDI, 2, ys));
    }
    bo_op *de = dealloc_for_successor(s, br, 1, seg_f, nf, &bases, &else_conds, &else_owned);
    /* retained on both edges: one ownership, selected by the condition */
    unsigned ms, rt, re;
    unsigned n_rt = bo_op_segment(dt, 2, &rt), n_re = bo_op_segment(de, 2, &re);
    (void)ms;
    for (unsigned j = 0; j < n_re; j++) {
      bo_value *v = de->operands[re + j].value;
      bool dup = false;
      for (unsigned q = 0; q < j; q++) dup |= de->operands[re + q].value == v;
      for (unsigned i = 0; i < n_rt && !dup; i++) {
        if (dt->operands[rt + i].value != v) continue;
        reset_ownership(s, v, block);
        bo_value *xs[3] = {c, &dt->results[i], &de->results[j]};
        update_ownership(s, v, build_i1(s, &b, BO_OP_ARITH_SELECT, 3, xs), block);
        break;
      }
    }
    /* the branch with the ownerships appended to each successor's operands */
    unsigned n = br->num_operands + (unsigned)(then_owned.len + else_owned.len);
    bo_value **ops = malloc(sizeof(bo_value *) * n);
    unsigned k = 0;
    ops[k++] = c;
    for (unsigned i = 0; i < nt; i++) ops[k++] = br->operands[seg_t + i].value;
    for (size_t i = 0; i < then_owned.len; i++) ops[k++] = then_owned.data[i];
    for (unsigned i = 0; i < nf; i++) ops[k++] = br->operands[seg_f + i].value;
    for (size_t i = 0; i < else_owned.len; i++) ops[k++] = else_owned.data[i];
    int64_t seg[3] = {1, nt + (int64_t)then_owned.len, nf + (int64_t)else_owned.len};
    bo_named_attr *props = malloc(sizeof(bo_named_attr) * (br->num_props + 1));
    const char *seg_name = bo_intern_cstr(s->ctx, "operandSegmentSizes");
    for (unsigned i = 0; i < br->num_props; i++) {
      props[i] = br->props[i];
      if (props[i].name == seg_name)
        props[i].attr = bo_attr_dense_array_int(s->ctx, s->ctx->t_i32, 3, seg);
    }
    bo_op_state st = {.name = br->info->name, .loc = br->loc, .num_operands = n, .operands = ops,
                      .num_attrs = br->num_attrs, .attrs = br->attrs,
                      .num_props = br->num_props, .props = props,
                      .num_successors = br->num_successors, .successors = br->successors};
    bo_op *nbr = bo_build(&b, &st);
    set_position(s, nbr, position_of(s, br));
    bo_op_erase(br);
    *opp = nbr;
    free(ops);
    free(props);
    bo_vec_free(&then_conds);
    bo_vec_free(&else_conds);
    bo_vec_free(&then_owned);
    bo_vec_free(&else_owned);
  }
  bo_vec_free(&bases);
  bo_vec_free(&conds);
  return 0;
}

/* Buffers held in buffers (memory_iface.h, docs/sequences.md): a buffer
 * stored into a memref of memrefs moves there, so this block gives up its
 * ownership (the container frees it); that is only sound for a buffer this
 * block owns for sure, anything else is refused.  An op that consumes
 * operand 0 gets the ownership (maybe dynamic) as its last operand.  A buffer loaded from a
 * container is a borrow: never owned by the reader (returned, it is
 * cloned). */
static int handle_buffer_containers(obd_state *s, bo_op *op, uint32_t effects) {
  bo_block *block = op->block;
  if ((effects & BO_MEM_BORROWS_BUFFER) && op->num_results && is_memref(&op->results[0])) {
    reset_ownership(s, &op->results[0], block);
    update_ownership(s, &op->results[0], bool_before(s, op, op->loc, false), block);
  }
  if (!(effects & (BO_MEM_STORES_BUFFER | BO_MEM_CONSUMES)) || !op->num_operands ||
      !is_memref(op->operands[0].value))
    return 0;
  bo_value *no = bool_before(s, op, op->loc, false);
  if (effects & BO_MEM_CONSUMES) {
    /* the op takes the buffer over only when its last operand (an i1)
     * says it owns it: hand it this block's ownership, whatever it is */
    bo_value *v = op->operands[0].value, *owned = get_ownership(s, v, block);
    if (!owned || owned == UNKNOWN || op->num_operands < 2)
      return bo_op_emit_error(op, "ownership-based-buffer-deallocation: taking over a buffer "
                                  "whose ownership is unknown is not supported yet");
    bo_op_set_operand(op, op->num_operands - 1, owned);
    reset_ownership(s, v, block);
    update_ownership(s, v, no, block);
    return 0;
  }
  for (bo_value *v = op->operands[0].value; v;) {
    bo_value *owned = get_ownership(s, v, block);
    if (!owned || owned == UNKNOWN || bo_dealloc_const_bool(owned) != 1)
      return bo_op_emit_error(op, "ownership-based-buffer-deallocation: storing a buffer "
                                  "that this block does not own for sure into a memref of "
                                  "memrefs is not supported yet");
    reset_ownership(s, v, block);
    update_ownership(s, v, no, block);
    /* the same buffer under another type (memref.cast): its source too */
    bo_op *def = v->def_op;
    const bo_memory_iface *dm = def ? bo_memory_of(def) : NULL;
    v = dm && (dm->effects & BO_MEM_CAST) ? def->operands[dm->alias_operand].value : NULL;
  }
  return 0;
}

/* ---------------------------------------------------------------- blocks */

static int handle_op(obd_state *s, bo_op **opp) {
  bo_op *op = *opp;
  if (check_op(s, op)) return -1;
  const bo_memory_iface *mem = bo_memory_of(op);
  uint32_t effects = mem ? mem->effects : 0;
  if (effects & BO_MEM_SELECT) {
    if (handle_select(s, op)) return -1;
  } else {
    if ((effects & (BO_MEM_ALLOCATES | BO_MEM_FREES)) && handle_effects(s, op)) return -1;
    if ((effects & BO_MEM_REGION_BRANCH) && handle_region_branch(s, opp)) return -1;
    if ((effects & BO_MEM_CALL) && handle_call(s, opp)) return -1;
    if ((effects & BO_MEM_BRANCH) && handle_branch(s, opp)) return -1;
    if ((effects & BO_MEM_REGION_RETURN) && handle_region_return(s, *opp)) return -1;
    if ((effects & (BO_MEM_STORES_BUFFER | BO_MEM_BORROWS_BUFFER | BO_MEM_CONSUMES)) &&
        handle_buffer_containers(s, *opp, effects))
      return -1;
  }
  populate_remaining(s, *opp);
  return 0;
}

/* Upstream's deallocate(Block *). */
static int deallocate_block(obd_state *s, bo_block *block) {
  bo_op *anchor = block->first;
  bo_builder b = anchor ? bo_builder_before(s->ctx, anchor) : bo_builder_at_end(s->ctx, block);
  value_vec live = {0};
  live_memrefs_in(s, block, &live);
  for (size_t i = 0; i < live.len; i++) {
    bo_value *v = live.data[i];
    bo_block *def = value_block(v);
    if (def && def->parent == block->parent) {
      /* from a block of the same region: its ownership there goes on */
      update_ownership(s, v, get_ownership(s, v, def), block);
      track(s, v, block);
      continue;
    }
    b.loc = v->def_op ? v->def_op->loc : v->loc;
    update_ownership(s, v, bo_dealloc_build_bool(&b, false), block);
  }
  bo_vec_free(&live);
  bool function_entry = bo_block_get_parent_op(block) == s->func && bo_block_is_entry(block);
  unsigned nargs = block->num_args;
  for (unsigned i = 0; i < nargs; i++) {
    bo_value *arg = block->args[i];
    if (!is_memref(arg)) continue;
    bo_value *owned;
    if (function_entry) {
      b.loc = s->func->loc;
      owned = bo_dealloc_build_bool(&b, false);
    } else {
      owned = bo_block_add_arg(block, s->ctx->t_i1, arg->loc);
    }
    update_ownership(s, arg, owned, block);
    track(s, arg, block);
  }
  for (bo_op *op = block->first; op;) {
    bo_op *next = op->next;
    if (handle_op(s, &op)) return -1;
    op = next;
  }
  /* a block that owns buffers must end in a terminator that frees them */
  bo_op *term = bo_block_get_terminator(block);
  block_info *bi = info_of(s, block);
  if (bi->memrefs.len &&
      (!term || !bo_memory_of(term) ||
       !(bo_memory_of(term)->effects & (BO_MEM_REGION_RETURN | BO_MEM_BRANCH))))
    return bo_op_emit_error(term ? term : bo_block_get_parent_op(block),
                            "ownership-based-buffer-deallocation: this region allocates "
                            "buffers but its terminator cannot free them");
  return 0;
}

/* Processes the blocks nested in op's regions, innermost first (upstream's
 * post-order walk over blocks), the blocks of a region in depth-first
 * order along its branches. */
static int deallocate_regions(obd_state *s, bo_op *op) {
  for (unsigned r = 0; r < op->num_regions; r++) {
    bo_region *region = &op->regions[r];
    if (!region->first) continue;
    block_vec order = {0};
    if (region->first != region->last) {
      bo_mapping *state = bo_mapping_create();
      int loop = order_blocks(region->first, state, &order);
      bo_mapping_destroy(state);
      if (loop) {
        bo_vec_free(&order);
        return bo_op_emit_error(op, "Only structured control-flow loops are supported.");
      }
      compute_liveness(s, region);
    } else {
      bo_vec_push(&order, region->first);
    }
    for (size_t i = 0; i < order.len; i++) {
      bo_block *b = order.data[i];
      for (bo_op *inner = b->first; inner; inner = inner->next)
        if (inner->num_regions && deallocate_regions(s, inner)) {
          bo_vec_free(&order);
          return -1;
        }
      if (deallocate_block(s, b)) {
        bo_vec_free(&order);
        return -1;
      }
    }
    bo_vec_free(&order);
  }
  return 0;
}

/* With dynamic ownership a private function returns its ownerships:
 * its type gets the extra i1 results (upstream's updateFunctionSignature). */
static int update_signature(obd_state *s) {
  bo_op *func = s->func;
  bo_block *entry = func->regions[0].first;
  bo_op *ret = NULL;
  for (bo_block *b = entry; b; b = b->next) {
    bo_op *t = bo_block_get_terminator(b);
    if (t && bo_memory_of(t) && (bo_memory_of(t)->effects & BO_MEM_REGION_RETURN)) ret = t;
  }
  if (!ret) return 0;
  const bo_type **ins = malloc(sizeof(bo_type *) * (entry->num_args + 1));
  const bo_type **outs = malloc(sizeof(bo_type *) * (ret->num_operands + 1));
  for (unsigned i = 0; i < entry->num_args; i++) ins[i] = entry->args[i]->type;
  for (unsigned i = 0; i < ret->num_operands; i++) outs[i] = ret->operands[i].value->type;
  const bo_type *ft = bo_type_function(s->ctx, entry->num_args, ins, ret->num_operands, outs);
  bo_op_set_attr(func, "function_type", bo_attr_type(s->ctx, ft));
  free(ins);
  free(outs);
  return 0;
}

static int run_on_function(obd_state *s, bo_op *func) {
  bo_region *body = func->num_regions ? &func->regions[0] : NULL;
  if (!body || !body->first) return 0; /* a declaration */
  s->func = func;
  s->func_dynamic = s->options->private_function_dynamic_ownership && is_private_definition(func);
  s->blocks = bo_mapping_create();
  s->positions.len = 0;
  bo_walk_pre(func, number_op, s);
  int rc = deallocate_regions(s, func);
  if (!rc && s->func_dynamic) rc = update_signature(s);
  for (size_t i = 0; i < s->infos.len; i++) {
    bo_mapping_destroy(s->infos.data[i]->own);
    bo_vec_free(&s->infos.data[i]->memrefs);
    bo_vec_free(&s->infos.data[i]->live_in);
    bo_vec_free(&s->infos.data[i]->live_out);
    free(s->infos.data[i]);
  }
  s->infos.len = 0;
  bo_mapping_destroy(s->blocks);
  return rc;
}

/* The first block of op's first region, or NULL. */
static bo_block *body_of(bo_op *op) {
  return op && op->num_regions ? op->regions[0].first : NULL;
}

/* Runs on the functions directly inside `root` (a module), or on `root`
 * itself when it is a func.func (upstream's pass is op-agnostic: nested in
 * func.func(...), callees are still looked up in the enclosing module). */
static int run_obd(bo_op *root, const void *options) {
  bo_context *ctx = root->ctx;
  obd_state s = {.ctx = ctx, .options = options, .funcs = bo_mapping_create(),
                 .dealloc_info = bo_op_info_by_id(ctx, BO_OP_BUFFERIZATION_DEALLOC),
                 .func_info = bo_op_info_by_id(ctx, BO_OP_FUNC_FUNC)};
  bool on_func = root->info == s.func_info;
  bo_block *scope = body_of(on_func ? bo_op_get_parent_op(root) : root);
  for (bo_op *op = scope ? scope->first : NULL; op; op = op->next) {
    const bo_attr *name = bo_op_get_attr(op, "sym_name");
    if (op->info == s.func_info && name)
      bo_mapping_put(s.funcs, bo_intern_cstr(ctx, bo_attr_get_string(name)), op);
  }
  int rc = 0;
  if (on_func) rc = run_on_function(&s, root);
  for (bo_op *op = on_func ? NULL : body_of(root) ? body_of(root)->first : NULL; op && !rc;
       op = op->next)
    if (op->info == s.func_info) rc = run_on_function(&s, op);
  bo_mapping_destroy(s.funcs);
  bo_vec_free(&s.positions);
  bo_vec_free(&s.infos);
  return rc ? -1 : 0;
}

static const bo_pass_option options[] = {
    {"private-function-dynamic-ownership",
     "Allows to add additional arguments to private functions to dynamically pass ownership of "
     "memrefs to callees. This can enable earlier deallocations.",
     BO_OPT_BOOL, offsetof(obd_options, private_function_dynamic_ownership), NULL, "false"},
};

const bo_pass_info bo_pass_ownership_based_buffer_deallocation = {
    .name = "ownership-based-buffer-deallocation",
    .summary = "Adds all required dealloc operations for all allocations in the input program",
    .anchor = NULL, /* a module's functions, or one func.func */
    .options_size = sizeof(obd_options),
    .num_options = 1,
    .options = options,
    .run = run_obd,
};
