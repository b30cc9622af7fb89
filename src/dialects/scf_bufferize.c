/* scf_bufferize.c - One-Shot Bufferize hooks of the scf dialect.
 *
 * scf.if, scf.execute_region and scf.index_switch are region-branch ops
 * (BO_BUFFERIZE_REGION_BRANCH): result i is the value operand i of the
 * terminator of whichever region ran.  Their scf.yield reads its operand
 * and, in place, shares its buffer with the parent's result (equivalence is
 * decided afterwards by the analysis: only when every region yields
 * equivalent buffers, as upstream's IfOp::bufferRelation).
 *
 * Rewrite: the nested ops are rewritten first (the analysis' op order is
 * post-order), in their old blocks.  The yield's own hook does nothing (it
 * is erased with the other tensor ops); the parent's hook builds the memref
 * scf.yield at the end of each block, picks each result's memref type (the
 * yielded type when all regions agree, else the fully dynamic layout, with
 * a memref.cast before the yields that differ; each yield is cast to the
 * type upstream computes when it rewrites that yield, predicting regions
 * not rewritten yet, see predict_in), creates the new op with memref
 * results and moves the blocks into it.
 *
 * scf.for is a loop (BO_BUFFERIZE_REGION_LOOP): operand 3 + k initialises
 * iteration argument k (block argument 1 + k), yield operand k and result
 * k.  Its rewrite is in two steps: when a rewrite in the body first needs an
 * iteration argument (arg_buffer), it gets a memref stand-in of the type
 * upstream gives it (the init's buffer type joined with the predicted type
 * of what the body yields); after the body the new loop takes the old
 * block, with copies of yields that alias values from outside the loop.
 *
 * Cost: linear in the ops of the regions, plus the predictions (each walks
 * a chain of equivalent operands; the loop-yield copy test walks the
 * yielded value's alias class).
 * scf.while (BO_BUFFERIZE_REGION_WHILE) is rewritten the same way in
 * two regions: before-arguments get the init's type joined with the
 * yielded one, after-arguments and results the condition operand's; the
 * condition copies what is not equivalent on both sides (upstream's
 * WhileOp::resolveConflicts).  scf.condition's hook only marks its
 * operands in place; the while's rewrite builds the memref condition.
 */
#include "../ir/ir_private.h"
#include "bufferize_ifaces.h"

/* ------------------------------------------------------------ scf.yield */

static bool yield_writes(const bo_op *op, unsigned operand, const bo_bufferize_state *st) {
  return false;
}

/* The parent's result that operand `operand` becomes, when the parent is a
 * region-branch op (the parent's iface says so; no op names here). */
static bo_value *yield_aliasing_value(const bo_op *op, unsigned operand, bool *equivalent,
                                      const bo_bufferize_state *st) {
  *equivalent = false; /* decided for the parent after the analysis */
  bo_op *parent = op->block && op->block->parent ? op->block->parent->parent : NULL;
  const bo_bufferize_iface *pi = parent ? bo_bufferize_iface_of(parent) : NULL;
  if (!pi || pi->region_kind != BO_BUFFERIZE_REGION_BRANCH) return NULL;
  return operand < parent->num_results ? &parent->results[operand] : NULL;
}

static bool yield_in_place(const bo_op *op, unsigned operand) { return true; }

static int yield_rewrite(bo_op *op, bo_bufferizer *bz) {
  (void)op;
  (void)bz; /* the parent builds the memref yield */
  return 0;
}

const bo_bufferize_iface bo_scf_yield_bufferize = {
    .writes = yield_writes, .aliasing_value = yield_aliasing_value,
    .must_in_place = yield_in_place, .rewrite = yield_rewrite};

/* ------------------------------------------------------------ region branches */

static bool branch_not_allocation(const bo_op *op, unsigned r) { return false; }

/* Upstream's rule for two regions' buffer types: the same type, or the
 * fully dynamic layout, in their memory space (the default one lost the
 * space of use-encoding-for-memory-space buffers and cast between spaces:
 * invalid IR, issue 14).  Two different spaces keep the first one's here;
 * the rewrites refuse them with upstream's errors (check_branch_spaces,
 * for_rewrite). */
static const bo_type *join_types(bo_context *ctx, const bo_type *tensor, const bo_type *a,
                                 const bo_type *b) {
  if (!a) return b;
  if (!b || a == b) return a;
  const bo_type *m = bo_bufferizer_memref_type(ctx, tensor);
  const bo_attr *space = bo_type_get_memory_space(a);
  if (space && bo_type_has_rank(m))
    m = bo_type_memref(ctx, bo_type_get_rank(m), bo_type_get_shape(m),
                       bo_type_get_element_type(m), NULL, space);
  else if (space)
    m = bo_type_unranked_memref(ctx, bo_type_get_element_type(m), space);
  return bo_bufferizer_dynamic_layout(ctx, m);
}

/* Iteration arguments whose type is being predicted (upstream's invocation
 * stack): inside, such an argument has its init's type. */
typedef struct pending_arg {
  const bo_value *arg;
  const bo_type *type;
  const struct pending_arg *next;
} pending_arg;

static const bo_type *predict_in(bo_bufferizer *bz, const bo_op *top, bo_value *v,
                                 const pending_arg *stack);

static const bo_type *while_before_type(bo_bufferizer *bz, const bo_op *top, const bo_op *op,
                                        unsigned k, const pending_arg *stack);
static const bo_type *while_after_type(bo_bufferizer *bz, const bo_op *top, const bo_op *op,
                                       unsigned k, const pending_arg *stack);

/* scf.forall's shared out k (block argument and result): the buffer type
 * of its init, or a new identity buffer when the init goes out of place
 * (upstream's ForallOp getBufferType). */
static const bo_type *forall_out_type(bo_bufferizer *bz, const bo_op *top, const bo_op *op,
                                      unsigned k, const pending_arg *stack) {
  unsigned i = op->num_operands - op->num_results + k;
  return bo_bufferizer_in_place(bz, op, i) ? predict_in(bz, top, op->operands[i].value, stack)
                                           : bo_bufferizer_new_buffer_type(bz, op->results[k].type);
}

static const bo_type *predict(bo_bufferizer *bz, const bo_op *top, bo_value *v) {
  return predict_in(bz, top, v, NULL);
}

/* The operand of loop `op` initialising iteration k, or -1. */
static int loop_init_operand(const bo_op *op, unsigned k) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_of(op);
  for (unsigned i = 0; bi && bi->iter_index && i < op->num_operands; i++)
    if (bi->iter_index(op, i) == (int)k) return (int)i;
  return -1;
}

static bo_value *loop_arg(const bo_op *op, unsigned k) {
  bo_block *body = op->regions[0].first;
  return body->args[body->num_args - op->num_results + k];
}

/* Upstream's ForOp buffer type of iteration k: the init's buffer type (a
 * new identity buffer when the init goes out of place) joined with the
 * yielded value's, predicted with the argument standing for its init.
 * `init` is the init's type when already known (NULL: computed here). */
static const bo_type *loop_iter_type(bo_bufferizer *bz, const bo_op *top, const bo_op *op,
                                     unsigned k, const bo_type *init, const pending_arg *stack) {
  int i = loop_init_operand(op, k);
  if (i < 0) return bo_bufferizer_unknown_type(bz, op->results[k].type);
  if (!init)
    init = bo_bufferizer_in_place(bz, op, (unsigned)i)
               ? predict_in(bz, top, op->operands[i].value, stack)
               : bo_bufferizer_new_buffer_type(bz, op->results[k].type);
  bo_op *term = op->regions[0].first->last;
  pending_arg frame = {loop_arg(op, k), init, stack};
  bo_value *yv = term->operands[k].value;
  const bo_type *y =
      bo_bufferizer_yield_needs_copy(bz, yv, &op->regions[0], loop_arg(op, k))
          ? bo_bufferizer_new_buffer_type(bz, yv->type) /* the copy: a new buffer */
          : predict_in(bz, top, yv, &frame);
  return join_types(op->ctx, op->results[k].type, init, y);
}

/* ------------------------------------------------- scf.while types */

static bo_op *while_condition(const bo_op *op) {
  return op->regions[0].first ? op->regions[0].first->last : NULL;
}

static bo_op *while_yield(const bo_op *op) {
  return op->regions[1].first ? op->regions[1].first->last : NULL;
}

/* Upstream's WhileOp::resolveConflicts: condition operand 1 + k is copied
 * into a new buffer unless it is equivalent to before-argument k and the
 * yield operand k to after-argument k (never with copy-before-write). */
static bool while_condition_copies(bo_bufferizer *bz, const bo_op *op, unsigned k) {
  if (bo_bufferizer_options(bz)->copy_before_write) return false;
  bo_op *cond = while_condition(op), *yield = while_yield(op);
  bo_block *before = op->regions[0].first, *after = op->regions[1].first;
  if (!cond || !yield || 1 + k >= cond->num_operands || k >= yield->num_operands ||
      k >= before->num_args || k >= after->num_args)
    return true;
  return !bo_bufferizer_equivalent(bz, cond->operands[1 + k].value, before->args[k]) ||
         !bo_bufferizer_equivalent(bz, yield->operands[k].value, after->args[k]);
}

/* Before-argument k: the init's buffer type (a new identity buffer when the
 * init goes out of place) joined with the yielded value's, predicted with
 * the argument standing for its init (upstream's iter-arg rule). */
static const bo_type *while_before_type(bo_bufferizer *bz, const bo_op *top, const bo_op *op,
                                        unsigned k, const pending_arg *stack) {
  bo_value *arg = op->regions[0].first->args[k];
  for (const pending_arg *f = stack; f; f = f->next)
    if (f->arg == arg) return f->type;
  if (k >= op->num_operands) return bo_bufferizer_unknown_type(bz, arg->type);
  const bo_type *init = bo_bufferizer_in_place(bz, op, k)
                            ? predict_in(bz, top, op->operands[k].value, stack)
                            : bo_bufferizer_new_buffer_type(bz, arg->type);
  bo_op *yield = while_yield(op);
  if (!yield || k >= yield->num_operands) return init;
  pending_arg frame = {arg, init, stack};
  return join_types(op->ctx, arg->type, init, predict_in(bz, top, yield->operands[k].value, &frame));
}

/* After-argument k and result k: the condition operand's buffer type (a
 * new identity buffer when the condition copies it). */
static const bo_type *while_after_type(bo_bufferizer *bz, const bo_op *top, const bo_op *op,
                                       unsigned k, const pending_arg *stack) {
  bo_op *cond = while_condition(op);
  if (!cond || 1 + k >= cond->num_operands)
    return bo_bufferizer_unknown_type(bz, op->results[k].type);
  bo_value *v = cond->operands[1 + k].value;
  if (while_condition_copies(bz, op, k)) return bo_bufferizer_new_buffer_type(bz, v->type);
  return predict_in(bz, top, v, stack);
}

/* The type result r of region-branch op `op` gets when no region is
 * rewritten yet. */
static const bo_type *predict_branch(bo_bufferizer *bz, const bo_op *top, bo_op *op, unsigned r,
                                     const pending_arg *stack) {
  const bo_type *t = NULL;
  for (unsigned g = 0; g < op->num_regions; g++) {
    bo_op *term = op->regions[g].first ? op->regions[g].first->last : NULL;
    if (term && r < term->num_operands)
      t = join_types(op->ctx, op->results[r].type, t,
                     predict_in(bz, top, term->operands[r].value, stack));
  }
  return t;
}

/* The buffer type of tensor v as upstream's getBufferType sees it at this
 * point of the rewrite: a value already rewritten has its buffer's type,
 * except inside `top` (a region-branch op whose later regions count as not
 * rewritten yet; NULL: none).  Otherwise: region-branch ops join their
 * regions, loops give their iteration type, ops with a buffer_type hook
 * say, an equivalent in-place operand passes its type on (an out-of-place
 * one becomes a new identity buffer: upstream's copy is an alloc_tensor),
 * others get the unknown-type layout.  O(length of the chain). */
static const bo_type *predict_in(bo_bufferizer *bz, const bo_op *top, bo_value *v,
                                 const pending_arg *stack) {
  for (const pending_arg *f = stack; f; f = f->next)
    if (f->arg == v) return f->type;
  if (!top || !bo_value_defined_in(v, top)) {
    bo_value *b = bo_bufferizer_lookup(bz, v);
    if (b) return b->type;
  }
  if (!v->def_op) { /* an iteration argument of a loop inside top */
    bo_op *loop = v->owner && v->owner->parent ? v->owner->parent->parent : NULL;
    if (loop && !loop->regions[0].first) { /* moved: the new loop's argument */
      bo_value *b = bo_bufferizer_lookup(bz, v);
      return b ? b->type : bo_bufferizer_unknown_type(bz, v->type);
    }
    const bo_bufferize_iface *li =
        loop ? bo_bufferize_iface_in(bo_bufferizer_options(bz), loop) : NULL;
    if (li && li->region_kind == BO_BUFFERIZE_REGION_FORALL) {
      unsigned base = v->owner->num_args - loop->num_results;
      return v->index < base ? bo_bufferizer_unknown_type(bz, v->type)
                             : forall_out_type(bz, top, loop, v->index - base, stack);
    }
    if (li && li->region_kind == BO_BUFFERIZE_REGION_WHILE)
      return v->owner->parent == &loop->regions[0]
                 ? while_before_type(bz, top, loop, v->index, stack)
                 : while_after_type(bz, top, loop, v->index, stack);
    unsigned first = loop ? v->owner->num_args - loop->num_results : 0;
    if (!li || li->region_kind != BO_BUFFERIZE_REGION_LOOP || v->index < first)
      return bo_bufferizer_unknown_type(bz, v->type);
    return loop_iter_type(bz, top, loop, v->index - first, NULL, stack);
  }
  bo_op *d = v->def_op;
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(bo_bufferizer_options(bz), d);
  if (!bi) return bo_bufferizer_unknown_type(bz, v->type);
  if (d->num_regions && !d->regions[0].first &&
      bi->region_kind != BO_BUFFERIZE_NO_TENSOR_REGIONS) {
    /* A region op already rewritten (its blocks moved to the new op):
     * the type it got.  (Upstream would predict it from its unrewritten
     * regions; the two agree unless a prediction there differed.) */
    bo_value *b = bo_bufferizer_lookup(bz, v);
    return b ? b->type : bo_bufferizer_unknown_type(bz, v->type);
  }
  if (d->num_regions && bi->region_kind == BO_BUFFERIZE_REGION_FORALL)
    return forall_out_type(bz, top, d, v->index, stack);
  if (d->num_regions && bi->region_kind == BO_BUFFERIZE_REGION_BRANCH)
    return predict_branch(bz, top, d, v->index, stack);
  if (d->num_regions && bi->region_kind == BO_BUFFERIZE_REGION_LOOP)
    return loop_iter_type(bz, top, d, v->index, NULL, stack);
  if (d->num_regions == 2 && bi->region_kind == BO_BUFFERIZE_REGION_WHILE)
    return while_after_type(bz, top, d, v->index, stack);
  if (bi->buffer_type) {
    const bo_type **types = calloc(d->num_operands + 1, sizeof *types);
    for (unsigned i = 0; i < d->num_operands; i++)
      if (bo_is_tensor_like(d->ctx, d->operands[i].value->type))
        types[i] = predict_in(bz, top, d->operands[i].value, stack);
    const bo_type *t = bi->buffer_type(d, v->index, types, bz);
    free(types);
    return t;
  }
  for (unsigned i = 0; i < d->num_operands; i++) {
    bool eq;
    if (!bo_is_tensor_like(d->ctx, d->operands[i].value->type) ||
        bo_bufferize_aliasing_result(d, i, &eq, bo_bufferizer_state(bz)) != (int)v->index || !eq)
      continue;
    if (!bo_bufferizer_in_place(bz, d, i)) return bo_bufferizer_new_buffer_type(bz, v->type);
    return predict_in(bz, top, d->operands[i].value, stack);
  }
  return bo_bufferizer_unknown_type(bz, v->type);
}

/* The buffers the regions yield for one result must be in one memory
 * space (a cast between spaces is invalid IR): upstream's errors, on the
 * op and on the first region's yield.  scf.index_switch is the op with
 * `cases`.  O(regions x results). */
static int check_branch_spaces(bo_op *op, bo_op *const *yields, bo_value *const *bufs,
                               unsigned nreg, unsigned nr) {
  for (unsigned i = 0; i < nr; i++) {
    if (!bo_is_tensor_like(op->ctx, op->results[i].type)) continue;
    for (unsigned g = 1; g < nreg; g++) {
      if (bo_type_get_memory_space(bufs[(size_t)g * nr + i]->type) ==
          bo_type_get_memory_space(bufs[i]->type))
        continue;
      bo_op_emit_plain_error(op, bo_op_get_prop(op, "cases")
                                     ? "inconsistent memory space on switch cases"
                                     : "inconsistent memory space on then/else branches");
      return bo_op_emit_plain_error(yields[0], "failed to bufferize op");
    }
  }
  return 0;
}

/* Builds the memref terminators and the new op; see the file comment.
 * The type each yield is cast to is chosen as upstream's yields do when
 * rewritten one after the other: the regions before have their memref
 * yields, this region its buffers, the regions after are predicted.
 * Cost: O(regions^2 x results x chain). */
static int region_branch_rewrite(bo_op *op, bo_bufferizer *bz) {
  bo_context *ctx = op->ctx;
  bo_builder *b = bo_bufferizer_builder(bz);
  bo_builder saved = *b;
  unsigned nr = op->num_results, nreg = op->num_regions;
  bo_op **yields = calloc(nreg + 1, sizeof *yields);
  bo_value **bufs = calloc((size_t)nreg * nr + 1, sizeof *bufs);
  const bo_type **types = calloc(nr + 1, sizeof *types);
  int rc = 0;
  for (unsigned g = 0; g < nreg && !rc; g++) {
    bo_block *blk = op->regions[g].first;
    bo_op *term = blk ? blk->last : NULL;
    if (!term || term->num_operands != nr) {
      rc = bo_bufferizer_unsupported(op, "a region without a yield of its results");
      break;
    }
    yields[g] = term;
    *b = bo_builder_before(ctx, term);
    b->loc = term->loc;
    for (unsigned i = 0; i < nr; i++) {
      bo_value *v = term->operands[i].value;
      bufs[g * nr + i] =
          bo_is_tensor_like(op->ctx, v->type) ? bo_bufferizer_write_buffer(bz, term, i) : v;
    }
  }
  if (!rc) rc = check_branch_spaces(op, yields, bufs, nreg, nr);
  for (unsigned g = 0; g < nreg && !rc; g++) {
    *b = bo_builder_before(ctx, yields[g]);
    b->loc = yields[g]->loc;
    for (unsigned i = 0; i < nr; i++) {
      const bo_type *tt = op->results[i].type;
      if (!bo_is_tensor_like(op->ctx, tt)) continue;
      const bo_type *t = NULL;
      for (unsigned h = 0; h < nreg; h++)
        t = join_types(ctx, tt, t,
                       h <= g ? bufs[h * nr + i]->type
                              : predict(bz, op, yields[h]->operands[i].value));
      bufs[g * nr + i] = bo_bufferizer_cast(bz, bufs[g * nr + i], t);
    }
  }
  for (unsigned i = 0; i < nr && !rc; i++) {
    types[i] = op->results[i].type;
    if (!bo_is_tensor_like(op->ctx, types[i])) continue;
    const bo_type *t = NULL;
    for (unsigned g = 0; g < nreg; g++) t = join_types(ctx, types[i], t, bufs[g * nr + i]->type);
    types[i] = t;
  }
  /* The yields, each cast once more to the final type when a prediction
   * disagreed with what a later region gave (keeps the IR valid). */
  for (unsigned g = 0; g < nreg && !rc; g++) {
    *b = bo_builder_before(ctx, yields[g]);
    b->loc = yields[g]->loc;
    for (unsigned i = 0; i < nr; i++)
      if (bo_is_tensor_like(op->ctx, op->results[i].type))
        bufs[g * nr + i] = bo_bufferizer_cast(bz, bufs[g * nr + i], types[i]);
    bo_op_state ys = {.name = yields[g]->info->name, .loc = yields[g]->loc, .num_operands = nr,
                      .operands = bufs + (size_t)g * nr};
    bo_build(b, &ys);
  }
  if (!rc) {
    *b = saved;
    bo_value **operands = malloc((op->num_operands + 1) * sizeof *operands);
    for (unsigned i = 0; i < op->num_operands; i++) operands[i] = op->operands[i].value;
    bo_named_attr *props = malloc((op->num_props + 1) * sizeof *props);
    for (unsigned i = 0; i < op->num_props; i++) props[i] = op->props[i];
    bo_op_state ns = {.name = op->info->name, .loc = op->loc, .num_operands = op->num_operands,
                      .operands = operands, .num_results = nr, .result_types = types,
                      .num_props = op->num_props, .props = props, .num_regions = nreg};
    bo_op *n = bo_build(b, &ns);
    free(operands);
    free(props);
    for (unsigned g = 0; g < nreg; g++) bo_region_take_blocks(&n->regions[g], &op->regions[g]);
    for (unsigned i = 0; i < nr; i++) {
      if (bo_is_tensor_like(op->ctx, op->results[i].type))
        bo_bufferizer_replace(bz, op, i, &n->results[i]);
      else
        bo_value_replace_all_uses(&op->results[i], &n->results[i]);
    }
  }
  *b = saved;
  free(yields);
  free(bufs);
  free(types);
  return rc;
}

const bo_bufferize_iface bo_scf_region_branch_bufferize = {
    .is_allocation = branch_not_allocation,
    .region_kind = BO_BUFFERIZE_REGION_BRANCH,
    .rewrite = region_branch_rewrite};
/* scf.execute_region: the same, but upstream's rewrite makes the
 * to_tensor ops of its results itself, in result order. */
const bo_bufferize_iface bo_scf_execute_region_bufferize = {
    .is_allocation = branch_not_allocation,
    .region_kind = BO_BUFFERIZE_REGION_BRANCH,
    .rewrite = region_branch_rewrite,
    .to_tensors_in_result_order = true};

/* ------------------------------------------------------------ scf.for */

/* Operands: lower bound, upper bound, step, then the inits. */
enum { FOR_FIRST_INIT = 3 };

static int for_iter_index(const bo_op *op, unsigned operand) {
  return operand >= FOR_FIRST_INIT && operand - FOR_FIRST_INIT < op->num_results
             ? (int)(operand - FOR_FIRST_INIT)
             : -1;
}

/* An integer constant (upstream's getConstantIntValue: a constant-like op
 * with an integer value). */
static bool constant_int(const bo_value *v, int64_t *out) {
  const bo_op *d = v->def_op;
  if (!d || !(d->info->traits & BO_TRAIT_CONSTANT_LIKE)) return false;
  const bo_attr *a = bo_op_get_attr(d, "value");
  if (!a || bo_attr_get_kind(a) != BO_ATTR_INTEGER) return false;
  *out = bo_attr_get_int(a);
  return true;
}

/* The loop may run zero times (upstream's mayHaveZeroIterations): a bound
 * that is not a constant, or upper <= lower. */
static bool may_have_zero_iterations(const bo_op *op) {
  int64_t lb, ub;
  if (!constant_int(op->operands[0].value, &lb) || !constant_int(op->operands[1].value, &ub))
    return true;
  return ub <= lb;
}

/* The loop reads its inits when it may run zero times (its results are
 * then the inits), else an init only through its iteration argument, as
 * upstream's ForOpInterface.  (Asked during the rewrite about a loop
 * already rewritten, whose block has moved to the new loop: assumed
 * read.) */
static bool for_reads(const bo_op *op, unsigned operand, const bo_bufferize_state *st) {
  int k = for_iter_index(op, operand);
  if (k < 0) return false;
  if (!op->regions[0].first || may_have_zero_iterations(op)) return true;
  return bo_bufferize_value_is_read(loop_arg(op, (unsigned)k), st);
}

static bool for_writes(const bo_op *op, unsigned operand, const bo_bufferize_state *st) {
  return for_iter_index(op, operand) >= 0;
}

/* Result k is equivalent to init k when the body yields iteration argument
 * k itself (upstream's ForOp::bufferRelation finds that at once, e.g. for
 * the element-wise rule's equivalence chain); otherwise decided after the
 * analysis. */
static int for_aliasing_result(const bo_op *op, unsigned operand, bool *equivalent,
                               const bo_bufferize_state *st) {
  int k = for_iter_index(op, operand);
  bo_block *body = op->regions[0].first;
  *equivalent = k >= 0 && body && body->last && (unsigned)k < body->last->num_operands &&
                body->last->operands[k].value == loop_arg(op, (unsigned)k);
  return k;
}

/* On first use: a memref stand-in of the iteration argument's buffer type
 * (see loop_iter_type). */
static bo_value *for_arg_buffer(bo_op *op, bo_value *arg, bo_bufferizer *bz) {
  unsigned first = arg->owner->num_args - op->num_results;
  if (arg->index < first) return NULL;
  const bo_type *t = loop_iter_type(bz, NULL, op, arg->index - first, NULL, NULL);
  return bo_value_create_placeholder(op->ctx, t);
}

/* The buffer a loop gets for init operand i (iteration k): an out-of-place
 * init is copied unless its contents are undefined or the loop neither
 * reads it (for_reads) nor has its result read later (upstream's
 * canOmitTensorCopy; the loop always writes its inits). */
static bo_value *for_init_buffer(bo_bufferizer *bz, bo_op *op, unsigned i, unsigned k) {
  bo_value *v = op->operands[i].value;
  const bo_bufferize_state *st = bo_bufferizer_state(bz);
  if (bo_bufferizer_in_place(bz, op, i) || bo_bufferizer_undefined_contents(bz, v) ||
      (!for_reads(op, i, st) && !bo_bufferize_value_is_read(&op->results[k], st)))
    return bo_bufferizer_write_buffer(bz, op, i);
  bool tensors = bo_bufferizer_tensor_allocs(bz); /* copied as a tensor: no read */
  return bo_bufferizer_copy_of(bz, v, tensors ? NULL : bo_bufferizer_read_buffer(bz, op, i));
}

/* ------------------------------------------- arguments' final types
 *
 * Upstream rewrites a loop's body before the loop: each getBuffer of a
 * block argument (one per tensor operand that is the argument itself; a
 * value derived from it, such as a tensor.insert into it, shares the
 * buffer that op got) inserts a to_buffer at the start of the argument's
 * block, of the type predicted at that moment (bufopt: the stand-in's, see
 * arg_buffer).  The loop then gives the argument its final type (computed
 * from the rewritten body), and each to_buffer of another type folds to a
 * memref.cast of the new argument.  retype_args does the same for the
 * arguments args[0..n) of one block, now of `op`: an argument whose
 * stand-in has its final type simply replaces it; otherwise the stand-in's
 * uses are walked in post-order (upstream's rewrite order; the old tensor
 * ops are still in place, each after the memref ops built for it): a use
 * made for a tensor op that has the argument itself as an operand gets a
 * new cast (one per such operand; an out-of-place copy of the argument
 * counts as one, as upstream's alloc_tensor), any other use the argument's
 * last cast.  Each cast goes to the start of the block (so the last ends
 * up on top, as the to_buffers).  O(ops of the op x n) when some type
 * differs, else O(n). */
typedef struct {
  bo_bufferizer *bz;
  bo_op *op;
  bo_block *block;
  bo_value *const *args;
  bo_value **stand_in; /* stand_in[k]: to retype (its type is not final[k]) */
  bo_value **last;     /* the last cast of args[k] */
  unsigned n;
  BO_VEC(bo_use *) pending; /* stand-in uses waiting for their tensor op */
} retype_walk;

static bo_value *new_arg_cast(retype_walk *w, unsigned k) {
  bo_builder *b = bo_bufferizer_builder(w->bz);
  *b = bo_builder_before(w->op->ctx, w->block->first);
  b->loc = w->op->loc;
  return w->last[k] = bo_bufferizer_cast(w->bz, (bo_value *)w->args[k], w->stand_in[k]->type);
}

/* The pending uses were made for tensor op t (NULL: none follows). */
static void settle_pending(retype_walk *w, const bo_op *t) {
  unsigned *direct = calloc(w->n + 1, sizeof *direct);
  for (unsigned i = 0; t && i < t->num_operands; i++)
    for (unsigned k = 0; k < w->n; k++)
      if (w->stand_in[k] && t->operands[i].value == w->args[k]) direct[k]++;
  for (size_t u = 0; u < w->pending.len; u++) {
    bo_use *use = w->pending.data[u];
    unsigned k = 0;
    while (w->stand_in[k] != use->value) k++;
    bo_value *c = w->last[k];
    if (direct[k] || !c) {
      if (direct[k]) direct[k]--;
      c = new_arg_cast(w, k);
    }
    bo_op_set_operand(use->owner, use->index, c);
  }
  w->pending.len = 0;
  free(direct);
}

static int retype_visit(bo_op *op, void *user) {
  retype_walk *w = user;
  if (op == w->op) return 0;
  for (unsigned i = 0; i < op->num_operands; i++)
    for (unsigned k = 0; k < w->n; k++)
      if (w->stand_in[k] && op->operands[i].value == w->stand_in[k]) {
        bo_vec_push(&w->pending, &op->operands[i]);
        break;
      }
  if (bo_op_has_tensor_values(op)) settle_pending(w, op);
  return 0;
}

static void retype_args(bo_bufferizer *bz, bo_op *op, bo_block *block, bo_value *const *args,
                        bo_value *const *stand_in, const bo_type *const *final, unsigned n) {
  retype_walk w = {bz, op, block, args, calloc(n + 1, sizeof *w.stand_in),
                   calloc(n + 1, sizeof *w.last), n, {0}};
  bool differs = false;
  for (unsigned k = 0; k < n; k++) {
    if (!stand_in[k]) continue;
    if (stand_in[k]->type == final[k]) {
      bo_value_set_type(args[k], final[k]);
      bo_value_replace_all_uses(stand_in[k], args[k]);
    } else {
      w.stand_in[k] = stand_in[k];
      differs = true;
    }
  }
  if (differs) {
    bo_builder *b = bo_bufferizer_builder(bz);
    bo_builder saved = *b;
    bo_walk_post(op, retype_visit, &w); /* tensor uses still see the tensor args */
    settle_pending(&w, NULL);
    *b = saved;
    for (unsigned k = 0; k < n; k++)
      if (w.stand_in[k]) bo_value_set_type(args[k], final[k]);
  }
  free(w.pending.data);
  free(w.stand_in);
  free(w.last);
}

/* After the body: inits (copied when out of place, cast to the argument
 * type), the new loop with the old block, the memref yield. */
static int for_rewrite(bo_op *op, bo_bufferizer *bz) {
  bo_context *ctx = op->ctx;
  bo_builder *b = bo_bufferizer_builder(bz);
  bo_builder saved = *b;
  unsigned nr = op->num_results;
  bo_block *body = op->regions[0].first;
  bo_op *term = body->last;
  bo_value **operands = malloc((op->num_operands + 1) * sizeof *operands);
  const bo_type **types = malloc((nr + 1) * sizeof *types);
  bo_value **stand_in = calloc(nr + 1, sizeof *stand_in);
  for (unsigned k = 0; k < nr; k++) {
    bo_value *arg = loop_arg(op, k);
    types[k] = op->results[k].type;
    if (!bo_is_tensor_like(op->ctx, arg->type)) continue;
    stand_in[k] = bo_bufferizer_buffer_of(bz, arg);
    /* The final type: the init's joined with what the rewritten body
     * yields (upstream's getBufferType of the result, now). */
    types[k] = loop_iter_type(bz, NULL, op, k, NULL, NULL);
  }
  for (unsigned i = 0; i < op->num_operands; i++) {
    int k = for_iter_index(op, i);
    operands[i] = op->operands[i].value;
    if (k < 0 || !bo_is_tensor_like(op->ctx, operands[i]->type)) continue;
    operands[i] = bo_bufferizer_cast(bz, for_init_buffer(bz, op, i, (unsigned)k), types[k]);
  }
  /* The memref yield, before the old one (erased with the tensor ops). */
  *b = bo_builder_before(ctx, term);
  b->loc = term->loc;
  bo_value **yielded = malloc((term->num_operands + 1) * sizeof *yielded);
  bo_value **copies = calloc(term->num_operands + 1, sizeof *copies);
  for (unsigned k = 0; k < term->num_operands; k++) {
    yielded[k] = term->operands[k].value;
    if (!bo_is_tensor_like(op->ctx, yielded[k]->type)) continue;
    bo_value *buf = bo_bufferizer_read_buffer(bz, term, k);
    if (bo_bufferizer_yield_needs_copy(bz, yielded[k], &op->regions[0], loop_arg(op, k)))
      buf = bo_bufferizer_copy_of(bz, yielded[k], buf);
    copies[k] = buf;
  }
  for (unsigned k = 0; k < term->num_operands; k++) {
    if (!copies[k] || k >= nr ||
        bo_type_get_memory_space(copies[k]->type) == bo_type_get_memory_space(types[k]))
      continue;
    /* a cast between memory spaces would be invalid IR: upstream's errors */
    bo_op_emit_error(op, "init_arg and yielded value bufferize to inconsistent memory spaces");
    free(yielded);
    free(copies);
    free(operands);
    free(types);
    free(stand_in);
    *b = saved;
    return bo_op_emit_plain_error(term, "failed to bufferize op");
  }
  for (unsigned k = 0; k < term->num_operands; k++)
    if (copies[k]) yielded[k] = bo_bufferizer_cast(bz, copies[k], types[k]);
  bo_op_state ys = {.name = term->info->name, .loc = term->loc,
                    .num_operands = term->num_operands, .operands = yielded};
  bo_build(b, &ys);
  free(yielded);
  free(copies);
  *b = saved;
  bo_named_attr *props = malloc((op->num_props + 1) * sizeof *props);
  for (unsigned i = 0; i < op->num_props; i++) props[i] = op->props[i];
  bo_op_state ns = {.name = op->info->name, .loc = op->loc, .num_operands = op->num_operands,
                    .operands = operands, .num_results = nr, .result_types = types,
                    .num_props = op->num_props, .props = props, .num_regions = 1,
                    /* discardable attributes stay, as upstream's setAttrs */
                    .num_attrs = bo_op_get_num_discardable_attrs(op),
                    .attrs = bo_op_get_discardable_attrs(op)};
  bo_op *n = bo_build(b, &ns);
  free(props);
  bo_region_take_blocks(&n->regions[0], &op->regions[0]);
  bo_block *nbody = n->regions[0].first;
  retype_args(bz, n, nbody, nbody->args + (nbody->num_args - nr), stand_in, types, nr);
  for (unsigned k = 0; k < nr; k++) {
    if (stand_in[k])
      bo_bufferizer_replace(bz, op, k, &n->results[k]);
    else
      bo_value_replace_all_uses(&op->results[k], &n->results[k]);
  }
  free(operands);
  free(types);
  free(stand_in);
  return 0;
}

const bo_bufferize_iface bo_scf_for_bufferize = {
    .reads = for_reads,
    .writes = for_writes,
    .aliasing_result = for_aliasing_result,
    .region_kind = BO_BUFFERIZE_REGION_LOOP,
    .iter_index = for_iter_index,
    .arg_buffer = for_arg_buffer,
    .rewrite = for_rewrite};

/* ------------------------------------------------------------ scf.while */

/* scf.condition in a while: reads its operands, which always bufferize in
 * place (copies are the parent's, see while_condition_copies); the
 * parent's rewrite builds the memref condition. */
const bo_bufferize_iface bo_scf_condition_bufferize = {
    .writes = yield_writes, .must_in_place = yield_in_place, .rewrite = yield_rewrite};

static int while_iter_index(const bo_op *op, unsigned operand) {
  return operand < op->num_operands ? (int)operand : -1;
}

/* Operand k becomes result k (when the types agree; equivalence is decided
 * after the analysis). */
static int while_aliasing_result(const bo_op *op, unsigned operand, bool *equivalent,
                                 const bo_bufferize_state *st) {
  *equivalent = false;
  return operand < op->num_results && op->results[operand].type == op->operands[operand].value->type
             ? (int)operand
             : -1;
}

static bo_value *while_arg_buffer(bo_op *op, bo_value *arg, bo_bufferizer *bz) {
  const bo_type *t = arg->owner->parent == &op->regions[0]
                         ? while_before_type(bz, NULL, op, arg->index, NULL)
                         : while_after_type(bz, NULL, op, arg->index, NULL);
  return bo_value_create_placeholder(op->ctx, t);
}

/* After both regions: inits (copied when out of place, then cast to the
 * before-argument types), the condition (copies, then casts to the
 * after-argument types), the yield (casts to the before-argument types),
 * and the new op with memref results (the after-argument types), which
 * takes the old blocks. */
static int while_rewrite(bo_op *op, bo_bufferizer *bz) {
  bo_context *ctx = op->ctx;
  bo_builder *b = bo_bufferizer_builder(bz);
  bo_builder saved = *b;
  bo_block *before = op->regions[0].first, *after = op->regions[1].first;
  bo_op *cond = while_condition(op), *yield = while_yield(op);
  if (!cond || !yield || before->num_args != op->num_operands ||
      after->num_args != op->num_results || cond->num_operands != 1 + op->num_results ||
      yield->num_operands != before->num_args)
    return bo_bufferizer_unsupported(op, "its regions do not match its operands and results");
  unsigned nb = before->num_args, na = after->num_args;
  bo_value **stand_b = calloc(nb + 1, sizeof *stand_b), **stand_a = calloc(na + 1, sizeof *stand_a);
  const bo_type **tb = calloc(nb + 1, sizeof *tb), **ta = calloc(na + 1, sizeof *ta);
  for (unsigned k = 0; k < nb; k++) {
    tb[k] = before->args[k]->type;
    if (!bo_is_tensor_like(op->ctx, tb[k])) continue;
    /* Not used before the condition: the condition's own uses (and its
     * copies) see the type predicted while the after region is not
     * rewritten yet, as upstream rewrites the condition before it. */
    bool fresh = !bo_bufferizer_lookup(bz, before->args[k]);
    stand_b[k] = bo_bufferizer_buffer_of(bz, before->args[k]);
    if (fresh) bo_value_set_type(stand_b[k], while_before_type(bz, op, op, k, NULL));
    tb[k] = while_before_type(bz, NULL, op, k, NULL); /* final: see retype_args */
  }
  for (unsigned k = 0; k < na; k++) {
    ta[k] = after->args[k]->type;
    if (!bo_is_tensor_like(op->ctx, ta[k])) continue;
    stand_a[k] = bo_bufferizer_buffer_of(bz, after->args[k]);
    ta[k] = while_after_type(bz, NULL, op, k, NULL);
  }
  /* Inits: all copies first, then the casts (upstream copies every operand
   * before it rewrites the op). */
  bo_value **operands = malloc((nb + 1) * sizeof *operands);
  for (unsigned i = 0; i < nb; i++) {
    operands[i] = op->operands[i].value;
    if (bo_is_tensor_like(op->ctx, operands[i]->type))
      operands[i] = bo_bufferizer_write_buffer(bz, op, i);
  }
  for (unsigned i = 0; i < nb; i++)
    if (stand_b[i]) operands[i] = bo_bufferizer_cast(bz, operands[i], tb[i]);
  /* The condition. */
  *b = bo_builder_before(ctx, cond);
  b->loc = cond->loc;
  bo_value **cargs = malloc((na + 2) * sizeof *cargs);
  cargs[0] = cond->operands[0].value;
  for (unsigned k = 0; k < na; k++) {
    bo_value *v = cond->operands[1 + k].value;
    cargs[1 + k] = v;
    if (!bo_is_tensor_like(op->ctx, v->type)) continue;
    bo_value *buf = bo_bufferizer_read_buffer(bz, cond, 1 + k);
    if (while_condition_copies(bz, op, k)) buf = bo_bufferizer_copy_of(bz, v, buf);
    cargs[1 + k] = buf;
  }
  for (unsigned k = 0; k < na; k++)
    if (bo_is_tensor_like(op->ctx, cond->operands[1 + k].value->type))
      cargs[1 + k] = bo_bufferizer_cast(bz, cargs[1 + k], ta[k]);
  bo_op_state cs = {.name = cond->info->name, .loc = cond->loc, .num_operands = na + 1,
                    .operands = cargs};
  bo_build(b, &cs);
  /* The yield. */
  *b = bo_builder_before(ctx, yield);
  b->loc = yield->loc;
  bo_value **yargs = malloc((nb + 1) * sizeof *yargs);
  int rc = 0;
  for (unsigned k = 0; k < nb; k++) {
    yargs[k] = yield->operands[k].value;
    if (!bo_is_tensor_like(op->ctx, yargs[k]->type)) continue;
    yargs[k] = bo_bufferizer_read_buffer(bz, yield, k);
    if (!rc && bo_type_get_memory_space(yargs[k]->type) != bo_type_get_memory_space(tb[k])) {
      /* a cast between memory spaces would be invalid IR: upstream's
       * errors, the second on the first op that reads the argument */
      bo_op_emit_error(op, "init_arg and yielded value bufferize to inconsistent memory spaces");
      bo_op *first = yield;
      for (bo_op *o = before->first; o && first == yield; o = o->next)
        for (unsigned i = 0; i < o->num_operands; i++)
          if (o->operands[i].value == before->args[k]) first = o;
      rc = bo_op_emit_plain_error(first, "failed to bufferize op");
    }
    if (!rc) yargs[k] = bo_bufferizer_cast(bz, yargs[k], tb[k]);
  }
  bo_op_state ys = {.name = yield->info->name, .loc = yield->loc, .num_operands = nb,
                    .operands = yargs};
  bo_build(b, &ys);
  *b = saved;
  bo_named_attr *props = malloc((op->num_props + 1) * sizeof *props);
  for (unsigned i = 0; i < op->num_props; i++) props[i] = op->props[i];
  bo_op_state ns = {.name = op->info->name, .loc = op->loc, .num_operands = nb,
                    .operands = operands, .num_results = na, .result_types = ta,
                    .num_props = op->num_props, .props = props, .num_regions = 2};
  bo_op *n = bo_build(b, &ns);
  bo_region_take_blocks(&n->regions[0], &op->regions[0]);
  bo_region_take_blocks(&n->regions[1], &op->regions[1]);
  retype_args(bz, n, before, before->args, stand_b, tb, nb);
  retype_args(bz, n, after, after->args, stand_a, ta, na);
  for (unsigned k = 0; k < na; k++) {
    if (stand_a[k]) {
      bo_bufferizer_replace(bz, op, k, &n->results[k]);
    } else {
      bo_value_replace_all_uses(&op->results[k], &n->results[k]);
    }
  }
  free(props);
  free(operands);
  free(cargs);
  free(yargs);
  free(stand_b);
  free(stand_a);
  free(tb);
  free(ta);
  return rc;
}

const bo_bufferize_iface bo_scf_while_bufferize = {
    .aliasing_result = while_aliasing_result,
    .is_allocation = branch_not_allocation,
    .region_kind = BO_BUFFERIZE_REGION_WHILE,
    .iter_index = while_iter_index,
    .arg_buffer = while_arg_buffer,
    .rewrite = while_rewrite};

/* ------------------------------------------------------------ scf.forall */

/* Operands: dynamic lower bounds, upper bounds, steps, then the shared
 * outs (one per result); block arguments: the induction variables, then
 * the shared outs. */
static int forall_iter_index(const bo_op *op, unsigned operand) {
  unsigned first = op->num_operands - op->num_results;
  return operand >= first && operand < op->num_operands ? (int)(operand - first) : -1;
}

/* The forall reads and writes its shared outs (upstream: always). */
static bool forall_touches(const bo_op *op, unsigned operand, const bo_bufferize_state *st) {
  return forall_iter_index(op, operand) >= 0;
}

static int forall_aliasing_result(const bo_op *op, unsigned operand, bool *equivalent,
                                  const bo_bufferize_state *st) {
  int k = forall_iter_index(op, operand);
  *equivalent = k >= 0;
  return k;
}

static bo_value *forall_arg_buffer(bo_op *op, bo_value *arg, bo_bufferizer *bz) {
  unsigned base = arg->owner->num_args - op->num_results;
  if (arg->index < base) return NULL;
  return bo_value_create_placeholder(op->ctx,
                                     forall_out_type(bz, NULL, op, arg->index - base, NULL));
}

/* After the body (whose parallel_insert_slice ops copied into subviews of
 * the shared-out buffers): the outs' buffers (copied when out of place),
 * a new scf.forall without shared outs or results that takes the block,
 * whose shared-out arguments are replaced by those buffers and erased. */
static int forall_rewrite(bo_op *op, bo_bufferizer *bz) {
  bo_context *ctx = op->ctx;
  bo_builder *b = bo_bufferizer_builder(bz);
  unsigned nr = op->num_results, first = op->num_operands - nr;
  bo_block *body = op->regions[0].first;
  if (!body || body->num_args < nr)
    return bo_bufferizer_unsupported(op, "its block does not match its shared outs");
  unsigned base = body->num_args - nr;
  bo_value **bufs = calloc(nr + 1, sizeof *bufs);
  for (unsigned k = 0; k < nr; k++) {
    bo_value *arg = body->args[base + k];
    bufs[k] = bo_bufferizer_write_buffer(bz, op, first + k);
    bo_value *stand_in = bo_bufferizer_lookup(bz, arg);
    if (stand_in) {
      bufs[k] = bo_bufferizer_cast(bz, bufs[k], stand_in->type);
      bo_value_replace_all_uses(stand_in, bufs[k]);
    }
  }
  bo_value **operands = malloc((first + 1) * sizeof *operands);
  for (unsigned i = 0; i < first; i++) operands[i] = op->operands[i].value;
  const char *seg_name = bo_intern_cstr(ctx, "operandSegmentSizes");
  bo_named_attr *props = malloc((op->num_props + 1) * sizeof *props);
  for (unsigned i = 0; i < op->num_props; i++) {
    props[i] = op->props[i];
    if (props[i].name != seg_name) continue;
    int64_t seg[4] = {0, 0, 0, 0};
    for (unsigned j = 0; j < 3 && j < bo_attr_get_num_elements(props[i].attr); j++)
      seg[j] = bo_attr_dense_array_int_at(props[i].attr, j);
    props[i].attr = bo_attr_dense_array_int(ctx, bo_type_integer(ctx, 32, BO_SIGNLESS), 4, seg);
  }
  bo_op_state ns = {.name = op->info->name, .loc = op->loc, .num_operands = first,
                    .operands = operands, .num_props = op->num_props, .props = props,
                    .num_regions = 1, /* discardable attributes stay, as upstream's */
                    .num_attrs = bo_op_get_num_discardable_attrs(op),
                    .attrs = bo_op_get_discardable_attrs(op)};
  bo_op *n = bo_build(b, &ns);
  bo_region_take_blocks(&n->regions[0], &op->regions[0]);
  for (unsigned k = nr; k-- > 0;) {
    bo_value_replace_all_uses(body->args[base + k], bufs[k]);
    bo_block_erase_arg(body, base + k);
    bo_bufferizer_replace(bz, op, k, bufs[k]);
  }
  free(props);
  free(operands);
  free(bufs);
  return 0;
}

const bo_bufferize_iface bo_scf_forall_bufferize = {
    .reads = forall_touches,
    .writes = forall_touches,
    .aliasing_result = forall_aliasing_result,
    .region_kind = BO_BUFFERIZE_REGION_FORALL,
    .iter_index = forall_iter_index,
    .arg_buffer = forall_arg_buffer,
    .rewrite = forall_rewrite};

/* scf.forall.in_parallel: its one region holds the forall's subset
 * insertions (tensor.parallel_insert_slice), which the analysis enters as
 * a region that runs once (a branch with one region and no results).  It
 * has no tensor values itself: the rewrite leaves it, emptied when the
 * insertions are erased. */
const bo_bufferize_iface bo_scf_in_parallel_bufferize = {
    .region_kind = BO_BUFFERIZE_REGION_BRANCH};
