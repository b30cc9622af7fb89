/* eliminate_empty_tensors.c - the eliminate-empty-tensors pass: an empty
 * tensor whose contents end up inserted into a destination is replaced by
 * the destination's subset, so One-Shot Bufferize writes there directly
 * instead of allocating a buffer and copying it in.
 *
 * As MLIR 22's EmptyTensorElimination.  The One-Shot analysis runs first
 * (with allow-return-allocs-from-loops and function summaries, callees
 * first; only the functions holding an empty tensor and what they call;
 * calls into a call cycle get no summary, as upstream).
 * Then, for every subset insertion (bo_bufferize_iface.subset_insertion:
 * tensor.insert_slice, linalg.copy) whose source operand bufferizes in
 * place, in program order:
 *  - the reverse use-def chain of the source is followed through aliases
 *    that are equivalent (a loop's result only when the analysis made its
 *    yield equivalent to the iteration argument; both yields of an
 *    scf.if), whose type is the same or that are casts (cast_like);
 *    unknown ops and block arguments end it.  The empty tensors
 *    (empty_tensor) met on it are the candidates; for each, the operand of
 *    the chain that uses it is the one use replaced (upstream replaces one
 *    use since 2025, the empty tensor stays for its other uses);
 *  - the replacement is built at the first valid insertion point among:
 *    the empty tensor, right after the definition of each value needed to
 *    build it (the insertion's operands other than its source, its
 *    destination last; the first op of the block for block arguments).
 *    Valid: every needed value dominates it and it dominates the use.  When
 *    none is valid, the pure ops defining the needed values that do not
 *    dominate the use are moved right before it (upstream's
 *    moveValueDefinitions: same block only, no block arguments, never the
 *    use itself) and the search is repeated;
 *  - the replacement is the destination itself for an insertion of the
 *    whole tensor (subset_is_whole), else a tensor.extract_slice of the
 *    destination with the insertion's offsets, sizes and strides (read from
 *    its static_offsets / static_sizes / static_strides properties and its
 *    operand segments), of the source's type; a tensor.cast follows when
 *    the empty tensor's type differs (static <-> dynamic).
 *
 * Ops are found only through their bufferization hooks; the pass creates
 * tensor.extract_slice and tensor.cast, looked up once.
 *
 * Cost: the analysis' (see one_shot_analysis.c), then per insertion a walk
 * of its use-def chain (hash sets, linear in the chain).  Dominance inside
 * a block compares positions numbered with gaps (a block is numbered when
 * first asked; a new or moved op takes the middle of its neighbours' gap,
 * the block is renumbered when a gap is used up): near linear overall.
 */
#include "../analysis/one_shot_analysis.h"
#include "../ir/ir_private.h"
#include "../pass/passes.h"
#include "func_signature.h"

typedef BO_VEC(bo_op *) op_vec;
typedef BO_VEC(bo_value *) value_vec;

/* An operand on the use-def chain: owner and operand index. */
typedef struct chain_use {
  bo_op *owner;
  unsigned index;
} chain_use;
typedef BO_VEC(chain_use) use_vec;

typedef struct func_entry {
  bo_op *op;
  int status; /* 0 todo, 1 in progress, 2 analyzed, 3 failed */
  bool in_cycle; /* on a call cycle: its calls get no summary, as upstream */
  bo_osb_analysis *analysis;
} func_entry;

typedef struct elim_state {
  bo_context *ctx;
  bo_op *module;
  bo_bufferize_options opts;
  bo_bufferize_state *st;
  BO_VEC(func_entry) funcs;
  BO_VEC(size_t) in_progress; /* the functions being analysed, callers first */
  bo_mapping *func_index;   /* function op -> index + 1 */
  /* Facts kept from the analysis before the IR changes: */
  bo_mapping *in_place;     /* insertion op -> non-NULL when its source is in place */
  bo_mapping *loop_equiv;   /* loop result -> non-NULL when equivalent to its init */
  op_vec insertions;        /* in program order, all functions */
  bo_mapping *order;        /* op -> its position in its block (gap numbering) */
} elim_state;

/* ------------------------------------------------------------ the hooks */

static bool is_empty_tensor(const bo_value *v) {
  const bo_bufferize_iface *bi = v->def_op ? bo_bufferize_iface_of(v->def_op) : NULL;
  return bi && bi->empty_tensor;
}

static bool subset_insertion(const bo_op *op, unsigned *source, unsigned *dest) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_of(op);
  return bi && bi->subset_insertion && bi->subset_insertion(op, source, dest);
}

/* ---------------------------------------------------------- functions */

/* A function of the module (func_signature.h: a symbol with a body region
 * and a function_type). */
static bool is_function(const bo_op *op) { return bo_sig_function_type(op) != NULL; }

static int find_empty(bo_op *op, void *user) {
  (void)user;
  const bo_bufferize_iface *bi = bo_bufferize_iface_of(op);
  return bi && bi->empty_tensor ? -1 : 0;
}

typedef struct callee_walk {
  elim_state *es;
  int rc;
} callee_walk;

static int analyze_function(elim_state *es, size_t index);

/* Analyzes the functions op calls first, so their summaries are known. */
static int analyze_callees(bo_op *op, void *user) {
  callee_walk *cw = user;
  const bo_bufferize_iface *bi = bo_bufferize_iface_of(op);
  const char *callee = bi && bi->callee ? bi->callee(op) : NULL;
  if (!callee) return 0;
  bo_op *target = bo_lookup_symbol(cw->es->module, callee);
  uintptr_t k = target ? (uintptr_t)bo_mapping_get(cw->es->func_index, target) : 0;
  if (!k || !target->regions[0].first) return 0; /* external */
  if (cw->es->funcs.data[k - 1].status == 1) {
    /* a call cycle: every function from the callee up to here is on it */
    size_t i = cw->es->in_progress.len;
    while (i-- > 0) {
      cw->es->funcs.data[cw->es->in_progress.data[i]].in_cycle = true;
      if (cw->es->in_progress.data[i] == k - 1) break;
    }
    return 0;
  }
  if (analyze_function(cw->es, k - 1)) {
    cw->rc = -1;
    return -1;
  }
  return 0;
}

static int analyze_function(elim_state *es, size_t index) {
  func_entry *fe = &es->funcs.data[index];
  if (fe->status >= 2) return fe->status == 3 ? -1 : 0;
  fe->status = 1;
  bo_vec_push(&es->in_progress, index);
  callee_walk cw = {es, 0};
  bo_walk_pre(fe->op, analyze_callees, &cw);
  es->in_progress.len--;
  fe = &es->funcs.data[index];
  if (!cw.rc) {
    fe->analysis = bo_osb_analyze(fe->op, &es->opts, es->st);
    if (!fe->analysis) cw.rc = -1;
    else if (!fe->in_cycle) bo_osb_record_summary(es->st, fe->analysis);
  }
  fe->status = cw.rc ? 3 : 2;
  return cw.rc;
}

typedef struct collect_state {
  elim_state *es;
  const bo_osb_analysis *a;
} collect_state;

/* Keeps what the traversal needs from the analysis: the in-place decision
 * of each insertion's source and the equivalence of each loop result. */
static int collect_facts(bo_op *op, void *user) {
  collect_state *cs = user;
  unsigned source, dest;
  if (subset_insertion(op, &source, &dest)) {
    bo_vec_push(&cs->es->insertions, op);
    if (bo_osb_in_place(cs->a, op, source)) bo_mapping_put(cs->es->in_place, op, op);
  }
  const bo_bufferize_iface *bi = bo_bufferize_iface_of(op);
  if (!bi || bi->region_kind != BO_BUFFERIZE_REGION_LOOP || !bi->iter_index) return 0;
  bo_block *body = op->regions[0].first;
  bo_op *term = body ? body->last : NULL;
  for (unsigned i = 0; term && i < op->num_operands; i++) {
    int k = bi->iter_index(op, i);
    if (k < 0 || (unsigned)k >= term->num_operands || (unsigned)k >= op->num_results) continue;
    bo_value *arg = body->args[body->num_args - op->num_results + (unsigned)k];
    if (bo_osb_equivalent(cs->a, term->operands[k].value, arg))
      bo_mapping_put(cs->es->loop_equiv, &op->results[k], op);
  }
  return 0;
}

/* ----------------------------------------------------------- dominance */

/* Positions: consecutive ops of a block are ORDER_GAP apart, 0 is absent. */
#define ORDER_GAP ((uintptr_t)1 << (sizeof(uintptr_t) >= 8 ? 24 : 6))

static void number_block(elim_state *es, const bo_block *b) {
  uintptr_t k = 1;
  for (bo_op *o = b->first; o; o = o->next, k++)
    bo_mapping_put(es->order, o, (void *)(k * ORDER_GAP));
}

static uintptr_t position(elim_state *es, const bo_op *op) {
  uintptr_t p = (uintptr_t)bo_mapping_get(es->order, op);
  if (!p) {
    number_block(es, op->block);
    p = (uintptr_t)bo_mapping_get(es->order, op);
  }
  return p;
}

/* Gives op, just inserted or moved, a position between its neighbours. */
static void place(elim_state *es, bo_op *op) {
  uintptr_t lo = op->prev ? position(es, op->prev) : 0;
  uintptr_t hi = op->next ? position(es, op->next) : lo + 2 * ORDER_GAP;
  if (hi - lo < 2) number_block(es, op->block);
  else bo_mapping_put(es->order, op, (void *)(lo + (hi - lo) / 2));
}

/* MLIR's properlyDominates for single-block regions: a is before b's
 * ancestor in a's block (or encloses b). */
static bool properly_dominates(elim_state *es, const bo_op *a, bo_op *b) {
  if (a == b) return false;
  bo_op *anc = bo_op_ancestor_in_block(b, a->block);
  if (!anc) return false;
  return anc == a || position(es, a) < position(es, anc);
}

static bool dominates(elim_state *es, const bo_op *a, bo_op *b) {
  return a == b || properly_dominates(es, a, b);
}

static bool value_dominates(elim_state *es, const bo_value *v, bo_op *op) {
  if (!v->def_op) return bo_op_ancestor_in_block(op, v->owner) != NULL;
  return properly_dominates(es, v->def_op, op);
}

/* The first valid insertion point for a replacement of the empty tensor's
 * use by `user` (see the top of the file), or NULL. */
static bo_op *find_insertion_point(elim_state *es, bo_op *empty, bo_op *user,
                                   const value_vec *needed) {
  for (size_t c = 0; c <= needed->len; c++) {
    bo_op *cand = empty;
    if (c > 0) {
      const bo_value *v = needed->data[c - 1];
      cand = v->def_op ? v->def_op->next : v->owner->first;
    }
    if (!cand) continue;
    bool ok = dominates(es, cand, user);
    for (size_t i = 0; ok && i < needed->len; i++) ok = value_dominates(es, needed->data[i], cand);
    if (ok) return cand;
  }
  return NULL;
}

/* May the op move (upstream's isPure): pure, or working on tensors only
 * through bufferization hooks (not a call). */
static bool is_movable(const bo_op *op) {
  if (bo_op_has_trait(op, BO_TRAIT_PURE)) return true;
  const bo_bufferize_iface *bi = bo_bufferize_iface_of(op);
  if (!bi || bi->callee || bo_op_has_trait(op, BO_TRAIT_TERMINATOR)) return false;
  for (unsigned i = 0; i < op->num_operands; i++)
    if (bo_type_is_memref(op->operands[i].value->type)) return false;
  for (unsigned i = 0; i < op->num_results; i++)
    if (bo_type_is_memref(op->results[i].type)) return false;
  return true;
}

typedef struct slice_state {
  elim_state *es;
  bo_op *user;
  bo_mapping *in_slice;
  op_vec slice; /* post-order: producers first */
  bool blocked;
} slice_state;

static void slice_add_value(slice_state *ss, const bo_value *v);

typedef struct nested_uses {
  slice_state *ss;
  bo_op *outer;
} nested_uses;

static int slice_nested_uses(bo_op *op, void *user) {
  nested_uses *nu = user;
  if (op == nu->outer) return 0;
  for (unsigned i = 0; i < op->num_operands; i++) {
    const bo_value *v = op->operands[i].value;
    bo_op *def = v->def_op ? v->def_op : bo_block_get_parent_op(v->owner);
    if (!bo_op_is_inside(def, nu->outer)) slice_add_value(nu->ss, v); /* used from above */
  }
  return 0;
}

/* Upstream's getBackwardSlice with the filter of moveValueDefinitions: the
 * definition of v joins the slice, after what it uses (values used from
 * above in its regions, then its operands), when it does not dominate the
 * use; it must then be movable. */
static void slice_add_value(slice_state *ss, const bo_value *v) {
  bo_op *d = v->def_op;
  if (!d || ss->blocked || bo_mapping_get(ss->in_slice, d)) return;
  if (properly_dominates(ss->es, d, ss->user)) return;
  if (!is_movable(d) || d == ss->user || d->block != ss->user->block) {
    ss->blocked = true;
    return;
  }
  bo_mapping_put(ss->in_slice, d, d);
  nested_uses nu = {ss, d};
  if (d->num_regions) bo_walk_pre(d, slice_nested_uses, &nu);
  for (unsigned i = 0; i < d->num_operands; i++) slice_add_value(ss, d->operands[i].value);
  bo_vec_push(&ss->slice, d);
}

/* Upstream's moveValueDefinitions: moves the ops defining `needed` (and
 * their own producers) that do not dominate `user` right before it,
 * producers first.  Returns false, changing nothing, when it cannot. */
static bool move_value_definitions(elim_state *es, const value_vec *needed, bo_op *user) {
  slice_state ss = {.es = es, .user = user, .in_slice = bo_mapping_create()};
  for (size_t i = 0; i < needed->len && !ss.blocked; i++) {
    const bo_value *v = needed->data[i];
    if (value_dominates(es, v, user)) continue;
    if (!v->def_op || v->def_op->block != user->block) ss.blocked = true;
    else slice_add_value(&ss, v);
  }
  bool moved = !ss.blocked && ss.slice.len;
  if (moved) {
    for (size_t i = 0; i < ss.slice.len; i++) {
      bo_op_move_before(ss.slice.data[i], user);
      place(es, ss.slice.data[i]);
    }
  }
  bo_vec_free(&ss.slice);
  bo_mapping_destroy(ss.in_slice);
  return moved;
}

/* ------------------------------------------------------------ traversal */

/* The operands that alias result v equivalently and may be followed (see
 * the top of the file), appended to `out`. */
static void equivalent_aliases(elim_state *es, const bo_value *v, use_vec *out) {
  bo_op *d = v->def_op;
  const bo_bufferize_iface *bi = bo_bufferize_iface_of(d);
  for (unsigned i = 0; i < d->num_operands; i++) {
    if (!bo_type_is_tensor(d->operands[i].value->type)) continue;
    bool eq = false;
    int r = bo_bufferize_aliasing_result(d, i, &eq, es->st);
    if (r != (int)v->index) continue;
    if (bi->region_kind == BO_BUFFERIZE_REGION_LOOP) eq = bo_mapping_get(es->loop_equiv, v) != NULL;
    if (!eq) continue;
    bo_vec_push(out, ((chain_use){d, i}));
  }
  if (bi->region_kind != BO_BUFFERIZE_REGION_BRANCH) return;
  /* both yields of a region-branch op alias its result (upstream: equivalent) */
  for (unsigned g = 0; g < d->num_regions; g++) {
    bo_block *b = d->regions[g].last;
    bo_op *term = b ? b->last : NULL;
    if (term && bo_op_has_trait(term, BO_TRAIT_TERMINATOR) && v->index < term->num_operands)
      bo_vec_push(out, ((chain_use){term, v->index}));
  }
}

/* Upstream's findValueInReverseUseDefChain from operand `index` of op:
 * the empty tensors found (in order) and the operands followed. */
static void find_empty_tensors(elim_state *es, bo_op *op, unsigned index, value_vec *empties,
                               use_vec *followed) {
  bo_mapping *visited = bo_mapping_create(), *working_set = bo_mapping_create();
  value_vec work = {0};
  use_vec aliases = {0};
  bo_vec_push(&work, op->operands[index].value);
  bo_mapping_put(working_set, op->operands[index].value, op);
  bo_vec_push(followed, ((chain_use){op, index}));
  while (work.len) {
    bo_value *v = work.data[--work.len];
    bo_mapping_put(working_set, v, NULL);
    if (bo_mapping_get(visited, v)) continue;
    bo_mapping_put(visited, v, v);
    if (is_empty_tensor(v)) {
      bool seen = false;
      for (size_t i = 0; i < empties->len && !seen; i++) seen = empties->data[i] == v;
      if (!seen) bo_vec_push(empties, v);
      continue;
    }
    if (!v->def_op || !bo_bufferize_iface_of(v->def_op)) continue;
    const bo_bufferize_iface *bi = bo_bufferize_iface_of(v->def_op);
    aliases.len = 0;
    equivalent_aliases(es, v, &aliases);
    for (size_t i = 0; i < aliases.len; i++) {
      bo_value *w = aliases.data[i].owner->operands[aliases.data[i].index].value;
      if (w->type != v->type && !bi->cast_like) continue;
      if (!bo_mapping_get(working_set, w)) {
        bo_vec_push(&work, w);
        bo_mapping_put(working_set, w, w);
      }
      bo_vec_push(followed, aliases.data[i]);
    }
  }
  bo_vec_free(&work);
  bo_vec_free(&aliases);
  bo_mapping_destroy(visited);
  bo_mapping_destroy(working_set);
}

/* ---------------------------------------------------------- the rewrite */

/* The subset of the destination that `insert` writes, built at b (see the
 * top of the file); NULL when the op carries no slice description. */
static bo_value *build_subset_extraction(bo_builder *b, bo_op *insert, unsigned source,
                                         unsigned dest, bo_loc loc) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_of(insert);
  bo_value *whole = insert->operands[dest].value;
  if (bi->subset_is_whole && bo_type_is_memref(whole->type)) {
    /* A memref destination (materialize_in_destination ... restrict):
     * as upstream, a to_tensor of it takes over the `restrict` (and keeps
     * `writable`), which the insertion loses; without `restrict` nothing
     * says no other to_tensor aliases it: no replacement. */
    if (!bo_op_get_attr(insert, "restrict")) return NULL;
    bo_context *ctx = insert->ctx;
    bo_op_set_attr(insert, "restrict", NULL);
    const bo_type *elem = bo_type_get_element_type(whole->type);
    const bo_type *t = bo_type_has_rank(whole->type)
                           ? bo_type_tensor(ctx, bo_type_get_rank(whole->type),
                                            bo_type_get_shape(whole->type), elem, NULL)
                           : bo_type_unranked_tensor(ctx, elem);
    bo_named_attr props[2] = {{bo_intern_cstr(ctx, "restrict"), bo_attr_unit(ctx)},
                              {bo_intern_cstr(ctx, "writable"), bo_attr_unit(ctx)}};
    bo_op_state st = {.id = BO_OP_BUFFERIZATION_TO_TENSOR, .loc = loc, .num_operands = 1,
                      .operands = &whole, .num_results = 1, .result_types = &t,
                      .num_props = bo_op_get_attr(insert, "writable") ? 2 : 1, .props = props};
    return &bo_build(b, &st)->results[0];
  }
  if (bi->subset_is_whole) return whole;
  bo_context *ctx = insert->ctx;
  const bo_attr *seg = bo_op_get_prop(insert, "operandSegmentSizes");
  const bo_attr *offs = bo_op_get_prop(insert, "static_offsets");
  const bo_attr *sizes = bo_op_get_prop(insert, "static_sizes");
  const bo_attr *strides = bo_op_get_prop(insert, "static_strides");
  size_t nseg = seg ? bo_attr_get_num_elements(seg) : 0;
  if (!offs || !sizes || !strides || nseg < 3) return NULL;
  int64_t counts[4] = {1, bo_attr_dense_array_int_at(seg, nseg - 3),
                       bo_attr_dense_array_int_at(seg, nseg - 2),
                       bo_attr_dense_array_int_at(seg, nseg - 1)};
  unsigned ndyn = (unsigned)(counts[1] + counts[2] + counts[3]);
  if (ndyn > insert->num_operands) return NULL;
  unsigned first_dyn = insert->num_operands - ndyn;
  bo_value **operands = malloc((ndyn + 1) * sizeof *operands);
  operands[0] = insert->operands[dest].value;
  for (unsigned i = 0; i < ndyn; i++) operands[1 + i] = insert->operands[first_dyn + i].value;
  bo_named_attr props[4] = {
      {bo_intern_cstr(ctx, "operandSegmentSizes"),
       bo_attr_dense_array_int(ctx, ctx->t_i32, 4, counts)},
      {bo_intern_cstr(ctx, "static_offsets"), offs},
      {bo_intern_cstr(ctx, "static_sizes"), sizes},
      {bo_intern_cstr(ctx, "static_strides"), strides}};
  const bo_type *t = insert->operands[source].value->type;
  bo_op_state st = {.id = BO_OP_TENSOR_EXTRACT_SLICE, .loc = loc, .num_operands = ndyn + 1,
                    .operands = operands, .num_results = 1, .result_types = &t,
                    .num_props = 4, .props = props};
  bo_op *extract = bo_build(b, &st);
  free(operands);
  return &extract->results[0];
}

/* tensor.cast of v to type t, right after v's definition. */
static bo_value *build_cast(bo_context *ctx, bo_value *v, const bo_type *t, bo_loc loc) {
  bo_builder b = v->def_op ? bo_builder_after(ctx, v->def_op)
                           : bo_builder_before(ctx, v->owner->first);
  bo_op_state st = {.id = BO_OP_TENSOR_CAST, .loc = loc, .num_operands = 1, .operands = &v,
                    .num_results = 1, .result_types = &t};
  return &bo_build(&b, &st)->results[0];
}

static void eliminate_for(elim_state *es, bo_op *insert) {
  unsigned source, dest;
  if (!subset_insertion(insert, &source, &dest) || !bo_mapping_get(es->in_place, insert)) return;
  value_vec needed = {0}, empties = {0};
  use_vec followed = {0};
  for (unsigned i = 0; i < insert->num_operands; i++)
    if (i != source && i != dest) bo_vec_push(&needed, insert->operands[i].value);
  bo_vec_push(&needed, insert->operands[dest].value);
  find_empty_tensors(es, insert, source, &empties, &followed);
  for (size_t e = 0; e < empties.len; e++) {
    bo_value *v = empties.data[e];
    bo_op *empty = v->def_op;
    chain_use *use = NULL;
    for (size_t i = 0; i < followed.len && !use; i++)
      if (followed.data[i].owner->operands[followed.data[i].index].value == v)
        use = &followed.data[i];
    if (!use) continue;
    bo_op *at = find_insertion_point(es, empty, use->owner, &needed);
    if (!at && move_value_definitions(es, &needed, use->owner))
      at = find_insertion_point(es, empty, use->owner, &needed);
    if (!at) continue;
    bo_builder b = bo_builder_before(es->ctx, at);
    bo_value *replacement = build_subset_extraction(&b, insert, source, dest, empty->loc);
    if (!replacement || replacement->def_op == empty) continue;
    if (replacement->def_op) place(es, replacement->def_op);
    if (replacement->type != v->type) {
      if (bo_type_get_element_type(replacement->type) != bo_type_get_element_type(v->type))
        continue;
      replacement = build_cast(es->ctx, replacement, v->type, v->def_op->loc);
      place(es, replacement->def_op);
    }
    bo_op_set_operand(use->owner, use->index, replacement);
  }
  bo_vec_free(&needed);
  bo_vec_free(&empties);
  bo_vec_free(&followed);
}

static int run_eliminate(bo_op *module, const void *options) {
  (void)options;
  bo_context *ctx = module->ctx;
  elim_state es = {.ctx = ctx, .module = module, .st = bo_bufferize_state_create(ctx, NULL),
                   .func_index = bo_mapping_create(), .in_place = bo_mapping_create(),
                   .loop_equiv = bo_mapping_create(), .order = bo_mapping_create()};
  bo_bufferize_options_init(&es.opts);
  es.opts.allow_return_allocs_from_loops = true;
  es.opts.allow_unknown_ops = true;
  es.opts.bufferize_function_boundaries = true;
  bo_block *top = module->regions[0].first;
  for (bo_op *op = top ? top->first : NULL; op; op = op->next) {
    if (!is_function(op)) continue;
    func_entry fe = {.op = op};
    bo_vec_push(&es.funcs, fe);
    bo_mapping_put(es.func_index, op, (void *)(uintptr_t)es.funcs.len);
  }
  int rc = 0;
  for (size_t i = 0; i < es.funcs.len; i++) {
    bo_op *f = es.funcs.data[i].op;
    if (f->regions[0].first && bo_walk_pre(f, find_empty, NULL) < 0 && analyze_function(&es, i))
      rc = -1;
  }
  if (!rc) {
    /* facts first (in module order), then the rewrites, which change the IR */
    for (size_t i = 0; i < es.funcs.len; i++) {
      collect_state cs = {&es, es.funcs.data[i].analysis};
      if (cs.a && bo_walk_pre(es.funcs.data[i].op, find_empty, NULL) < 0)
        bo_walk_pre(es.funcs.data[i].op, collect_facts, &cs);
    }
    for (size_t i = 0; i < es.funcs.len; i++) bo_osb_free(es.funcs.data[i].analysis);
    for (size_t i = 0; i < es.funcs.len; i++) es.funcs.data[i].analysis = NULL;
    for (size_t i = 0; i < es.insertions.len; i++) eliminate_for(&es, es.insertions.data[i]);
  }
  for (size_t i = 0; i < es.funcs.len; i++) bo_osb_free(es.funcs.data[i].analysis);
  bo_vec_free(&es.funcs);
  bo_vec_free(&es.in_progress);
  bo_vec_free(&es.insertions);
  bo_mapping_destroy(es.func_index);
  bo_mapping_destroy(es.in_place);
  bo_mapping_destroy(es.loop_equiv);
  bo_mapping_destroy(es.order);
  bo_bufferize_state_destroy(es.st);
  return rc;
}

const bo_pass_info bo_pass_eliminate_empty_tensors = {
    .name = "eliminate-empty-tensors",
    .summary = "Try to eliminate all tensor.empty ops.",
    .anchor = "builtin.module",
    .run = run_eliminate,
};
