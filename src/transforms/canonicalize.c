/* canonicalize.c - the canonicalize pass: folders and canonicalization
 * patterns applied to a fixpoint, with dead ops erased, as MLIR's greedy
 * pattern rewrite driver does it (the spec is mlir-opt 22's output).
 *
 * The pass runs on the regions of the op it is given (any op; on the
 * module when added at the top).  Each iteration:
 *  1. walks the region (pre-order with top-down, post-order without) and
 *     hands every constant to the folder's table, which keeps one constant
 *     per (insertion region, value, type): a duplicate is replaced by the
 *     known one; a new one moves to the top of the entry block of its
 *     insertion region (the nearest region of an isolated-from-above op),
 *     unless it already follows a constant the table owns.  Every op but
 *     the duplicates goes on the worklist, in walk order;
 *  2. takes ops off the worklist: a trivially dead op is erased; an op's
 *     folder (bo_op_info.fold, see src/dialects/fold.h) is tried, after
 *     moving constant operands of a commutative op to the right when the
 *     folder fails (MLIR folds traits after the op); results folded to
 *     attributes are materialised as arith.constant right before the op,
 *     then the op's canonicalization patterns (bo_op_info.canonicalize)
 *     run.  Ops changed in place, users of replaced results and the
 *     definitions of erased ops' operands go on the worklist (once: it is
 *     a set).  The worklist is a stack, as upstream's: the walk is pushed
 *     so that its first op pops first (top-down) and ops pushed while
 *     processing are looked at next;
 *  3. with region-simplify, blocks nothing branches to are erased.
 * Iterations repeat while something changed, at most max-iterations
 * times.  The next iteration re-hoists the constants folding made, which
 * gives mlir-opt's order of constants.
 *
 * Erased ops are not tracked: an op is live when the chain of its parents
 * up to the pass's op is attached (ops live in the context arena, so a
 * pointer to an erased op stays valid).  Passes never look at op names:
 * everything op-specific is in the dialect tables; the only op the driver
 * creates, arith.constant, is looked up once.
 *
 * Cost: an iteration is linear in the number of ops (the constant table is
 * a hash table; the liveness check climbs the nesting depth) plus what the
 * folders and patterns cost (O(1) each, but inlining a region moves its
 * ops); iterations are bounded by max-iterations (10).
 */
#include <stddef.h>
#include <stdint.h>

#include "../dialects/fold.h"
#include "../pass/passes.h"
#include "canonicalize.h"

enum { SIMPLIFY_DISABLED, SIMPLIFY_NORMAL, SIMPLIFY_AGGRESSIVE };

/* ----------------------------------------------------- the constant table */

typedef struct const_slot {
  const bo_region *region; /* insertion region */
  const bo_attr *value;
  const bo_type *type;
  bo_op *op;
} const_slot;

typedef struct driver {
  bo_context *ctx;
  bo_op *root;
  const bo_canonicalize_options *opts;
  const_slot *slots;
  size_t mask, count;
  BO_VEC(bo_op *) worklist;
  /* Per-op marks (QUEUED: on the worklist; OWNED: a constant of the table)
   * by dense id: op->id indexes marks when ops.data[op->id] == op, i.e.
   * when this run gave the id; an op seen first gets the next id.  O(1),
   * and both arrays fill in the order ops are first seen (walk order), so
   * a lookup touches memory near the last one.  A pointer-keyed hash set
   * here spread ~1M probes per run over 32 MB at 16k layers (cache and
   * TLB misses: 61x the time of 1k layers for 16x the instructions). */
  BO_VEC(bo_op *) ops;
  BO_VEC(uint8_t) marks;
  /* ops with a region of several blocks, seen by this iteration's walk
   * (see erase_unreachable) */
  BO_VEC(bo_op *) multi;
  size_t head;
  bo_rewriter rw;
  bool changed;
} driver;

static size_t slot_hash(const bo_region *r, const bo_attr *v, const bo_type *t) {
  uint64_t x = (uint64_t)(uintptr_t)r * 0x9e3779b97f4a7c15ULL;
  x ^= (uint64_t)(uintptr_t)v * 0xff51afd7ed558ccdULL;
  x ^= (uint64_t)(uintptr_t)t * 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 29;
  return (size_t)x;
}

static const_slot *find_slot(driver *d, const bo_region *r, const bo_attr *v, const bo_type *t) {
  if (!d->slots) {
    d->mask = 63;
    d->slots = calloc(d->mask + 1, sizeof *d->slots);
  } else if (2 * (d->count + 1) > d->mask + 1) {
    const_slot *old = d->slots;
    size_t n = d->mask + 1;
    d->mask = 2 * n - 1;
    d->slots = calloc(2 * n, sizeof *d->slots);
    for (size_t i = 0; i < n; i++) {
      if (!old[i].value) continue;
      size_t h = slot_hash(old[i].region, old[i].value, old[i].type) & d->mask;
      while (d->slots[h].value) h = (h + 1) & d->mask;
      d->slots[h] = old[i];
    }
    free(old);
  }
  size_t h = slot_hash(r, v, t) & d->mask;
  while (d->slots[h].value &&
         !(d->slots[h].region == r && d->slots[h].value == v && d->slots[h].type == t))
    h = (h + 1) & d->mask;
  return &d->slots[h];
}

/* ------------------------------------------------------------- liveness */

/* op is still in the IR under the pass's root. */
static bool is_live(const driver *d, const bo_op *op) {
  while (op != d->root) {
    if (!op->block || !op->block->parent) return false;
    op = op->block->parent->parent;
    if (!op) return false;
  }
  return true;
}

/* Where the folder puts constants: the nearest region whose op is isolated
 * from above (or the root's region). */
static bo_region *insertion_region(const driver *d, bo_block *block) {
  for (;;) {
    bo_region *r = block->parent;
    bo_op *parent = r->parent;
    if (parent == d->root || (parent->info->traits & BO_TRAIT_ISOLATED_FROM_ABOVE) ||
        (parent->info->traits & BO_TRAIT_UNKNOWN) || !parent->block)
      return r;
    block = parent->block;
  }
}

/* ------------------------------------------------------------ worklist */

enum { QUEUED = 1, OWNED = 2 };

static uint8_t *marks_of(driver *d, bo_op *op) {
  uint32_t id = op->id;
  if (id >= d->ops.len || d->ops.data[id] != op) {
    id = op->id = (uint32_t)d->ops.len;
    bo_vec_push(&d->ops, op);
    bo_vec_push(&d->marks, 0);
  }
  return &d->marks.data[id];
}

static bool is_owned(driver *d, bo_op *op) { return (*marks_of(d, op) & OWNED) != 0; }

static void push(driver *d, bo_op *op) {
  uint8_t *m = marks_of(d, op);
  if (*m & QUEUED) return;
  *m |= QUEUED;
  bo_vec_push(&d->worklist, op);
}

static void push_users(driver *d, bo_op *op) {
  for (unsigned i = 0; i < op->num_results; i++)
    for (bo_use *u = op->results[i].first_use; u; u = u->next) push(d, u->owner);
}

/* Before op goes: the ops defining its operands may die with it. */
static void push_operand_defs(driver *d, bo_op *op) {
  for (unsigned i = 0; i < op->num_operands; i++) {
    bo_op *def = op->operands[i].value ? op->operands[i].value->def_op : NULL;
    if (def && def != op && def->block) push(d, def);
  }
}

static void will_erase(bo_rewriter *rw, bo_op *op) { push_operand_defs(rw->user, op); }

static bool is_constant(const bo_op *op) {
  return (op->info->traits & BO_TRAIT_CONSTANT_LIKE) && op->num_results == 1 &&
         bo_op_get_attr(op, "value");
}

/* The folder's OperationFolder::insertKnownConstant: returns false when op
 * was a duplicate and is gone. */
static bool insert_known_constant(driver *d, bo_op *op) {
  bo_block *block = op->block;
  if (is_owned(d, op)) {
    if (block->first != op && !is_owned(d, op->prev)) {
      bo_op_move_before(op, block->first);
      op->loc = (bo_loc){NULL, 0, 0};
    }
    return true;
  }
  bo_region *region = insertion_region(d, block);
  const bo_attr *value = bo_op_get_attr(op, "value");
  const_slot *s = find_slot(d, region, value, op->results[0].type);
  if (s->value && is_live(d, s->op)) {
    bo_value_replace_all_uses(&op->results[0], &s->op->results[0]);
    bo_op_erase(op);
    s->op->loc = (bo_loc){NULL, 0, 0};
    return false;
  }
  bo_block *entry = region->first;
  if (block != entry || (entry->first != op && !is_owned(d, op->prev))) {
    bo_op_move_before(op, entry->first);
    if (block != entry) op->loc = (bo_loc){NULL, 0, 0}; /* only leaving its block */
  }
  if (!s->value) d->count++;
  *s = (const_slot){region, value, op->results[0].type, op};
  *marks_of(d, op) |= OWNED;
  return true;
}

static void note_multi_block(driver *d, bo_op *op) {
  for (unsigned i = 0; i < op->num_regions; i++)
    if (op->regions[i].first && op->regions[i].first->next) {
      bo_vec_push(&d->multi, op);
      return;
    }
}

static int collect_pre(bo_op *op, void *user) {
  driver *d = user;
  if (op == d->root) return 0;
  /* predecessor counts, which the branch patterns keep up to date (in the
   * same walk: one pass over the IR less per iteration) */
  if (op->num_successors) bo_rewriter_add_edges(&d->rw, op);
  note_multi_block(d, op);
  /* a duplicate constant is gone; the others go on the worklist too (they
   * may be dead) */
  if (is_constant(op) && !insert_known_constant(d, op)) return 1;
  push(d, op);
  return 0;
}

static int collect_post(bo_op *op, void *user) {
  driver *d = user;
  if (op == d->root) return 0;
  /* predecessor counts, which the branch patterns keep up to date (in the
   * same walk: one pass over the IR less per iteration) */
  if (op->num_successors) bo_rewriter_add_edges(&d->rw, op);
  note_multi_block(d, op);
  /* a duplicate constant is gone; the others go on the worklist too (they
   * may be dead) */
  if (is_constant(op) && !insert_known_constant(d, op)) return 1;
  push(d, op);
  return 0;
}

/* ------------------------------------------------------------- folding */

static bo_value *materialize(driver *d, bo_op *before, const bo_attr *value,
                             const bo_type *type, int constant_op) {
  if (!value->type || value->type != type) return NULL;
  bo_named_attr prop = {bo_intern_cstr(d->ctx, "value"), value};
  bo_op_state st = {.id = constant_op ? (enum bo_op_id)constant_op : BO_OP_ARITH_CONSTANT, .loc = before->loc, .num_results = 1,
                    .result_types = &type, .num_props = 1, .props = &prop};
  bo_builder b = bo_builder_before(d->ctx, before);
  bo_op *c = bo_build(&b, &st);
  push(d, c);
  return &c->results[0];
}

/* Moves constant operands of a commutative binary op to the right. */
static bool fold_commutative(bo_op *op) {
  if (!(op->info->traits & BO_TRAIT_COMMUTATIVE) || op->num_operands != 2) return false;
  bo_value *lhs = op->operands[0].value, *rhs = op->operands[1].value;
  if (!bo_fold_constant_of(lhs) || bo_fold_constant_of(rhs)) return false;
  bo_op_set_operand(op, 0, rhs);
  bo_op_set_operand(op, 1, lhs);
  return true;
}

/* Tries to fold op; returns true when op changed or is gone.  An op
 * without a folder only gets the commutative fold: its operands'
 * definitions are not looked at (at 16k layers those are cache misses). */
static bool try_fold(driver *d, bo_op *op) {
  if (!op->info->fold) {
    if (!fold_commutative(op)) return false;
    *marks_of(d, op) &= (uint8_t)~QUEUED;
    push(d, op);
    return true;
  }
  enum { SMALL = 8 };
  const bo_attr *small_consts[SMALL];
  bo_fold_result small_results[SMALL];
  const bo_attr **consts = op->num_operands <= SMALL ? small_consts
                                                      : malloc(op->num_operands * sizeof *consts);
  bo_fold_result *results = op->num_results <= SMALL ? small_results
                                                      : malloc(op->num_results * sizeof *results);
  for (unsigned i = 0; i < op->num_operands; i++)
    consts[i] = bo_fold_constant_of(op->operands[i].value);
  memset(results, 0, (op->num_results ? op->num_results : 1) * sizeof *results);
  int rc = op->info->fold ? op->info->fold(op, consts, results) : BO_FOLD_NONE;
  bool done = false;
  if (rc == BO_FOLD_REPLACED) {
    bo_value **values = malloc((op->num_results + 1) * sizeof *values);
    bool ok = true;
    bo_op *first_new = NULL;
    for (unsigned i = 0; i < op->num_results && ok; i++) {
      values[i] = results[i].value;
      if (!values[i]) {
        values[i] = materialize(d, op, results[i].attr, op->results[i].type, results[i].constant_op);
        if (!values[i]) ok = false;
        else if (!first_new) first_new = values[i]->def_op;
      }
    }
    if (ok) {
      push_users(d, op);
      bo_rewriter_replace(&d->rw, op, values);
      done = true;
    } else {
      /* a constant that cannot be materialised: undo */
      for (bo_op *c = first_new; c && c != op;) {
        bo_op *next = c->next;
        bo_op_erase(c);
        c = next;
      }
    }
    free(values);
  } else if (rc == BO_FOLD_IN_PLACE || fold_commutative(op)) {
    *marks_of(d, op) &= (uint8_t)~QUEUED;
    push(d, op);
    done = true;
  }
  if (consts != small_consts) free(consts);
  if (results != small_results) free(results);
  return done;
}

/* -------------------------------------------------- region simplification */

/* Erases the blocks of r not reachable from the entry block; with
 * `nested`, also those of the regions nested in r's ops.  Linear: one
 * depth-first search over the successors. */
static bool erase_unreachable_blocks(driver *d, bo_region *r, bool nested) {
  bool changed = false;
  if (r->first && r->first->next) {
    bo_mapping *reached = bo_mapping_create();
    BO_VEC(bo_block *) stack = {0};
    bo_mapping_put(reached, r->first, r->first);
    bo_vec_push(&stack, r->first);
    while (stack.len) {
      bo_block *b = stack.data[--stack.len];
      bo_op *t = b->last;
      for (unsigned i = 0; t && i < t->num_successors; i++) {
        bo_block *s = t->successors[i];
        if (!bo_mapping_get(reached, s)) {
          bo_mapping_put(reached, s, s);
          bo_vec_push(&stack, s);
        }
      }
    }
    for (bo_block *b = r->first->next; b;) {
      bo_block *next = b->next;
      if (!bo_mapping_get(reached, b)) {
        /* values of unreachable blocks are used only in unreachable blocks */
        for (bo_op *o = b->last; o;) {
          bo_op *prev = o->prev;
          for (unsigned i = 0; i < o->num_results; i++)
            bo_value_drop_uses_from(&o->results[i]);
          bo_op_erase(o);
          o = prev;
        }
        for (unsigned i = 0; i < b->num_args; i++) bo_value_drop_uses_from(b->args[i]);
        bo_block_remove(b);
        changed = true;
      }
      b = next;
    }
    bo_vec_free(&stack);
    bo_mapping_destroy(reached);
  }
  if (!nested) return changed;
  for (bo_block *b = r->first; b; b = b->next)
    for (bo_op *o = b->first; o; o = o->next)
      for (unsigned i = 0; i < o->num_regions; i++)
        if (!(o->info->traits & BO_TRAIT_UNKNOWN))
          changed |= erase_unreachable_blocks(d, &o->regions[i], true);
  return changed;
}

/* op lies in `region` and neither it nor an op between them is
 * unregistered (erase_unreachable_blocks does not enter their regions). */
static bool reached_from(const bo_op *op, const bo_region *region) {
  if (op->info->traits & BO_TRAIT_UNKNOWN) return false;
  for (;;) {
    if (!op->block || !op->block->parent) return false;
    if (op->block->parent == region) return true;
    op = op->block->parent->parent;
    if (!op || (op->info->traits & BO_TRAIT_UNKNOWN)) return false;
  }
}

/* erase_unreachable_blocks(region, nested) without walking every op: only
 * a region of several blocks can have unreachable ones, and no pattern adds
 * blocks to a region that has some, so those regions are the ones of the
 * ops this iteration's walk saw with one (d->multi), unless a pattern
 * moved such a region's blocks to a new op (the op seen is gone then): in
 * that case the whole nest is walked.  O(ops seen x nesting depth). */
static bool erase_unreachable(driver *d, bo_region *region) {
  for (size_t i = 0; i < d->multi.len; i++)
    if (!is_live(d, d->multi.data[i])) return erase_unreachable_blocks(d, region, true);
  bool changed = erase_unreachable_blocks(d, region, false);
  for (size_t i = 0; i < d->multi.len; i++) {
    bo_op *op = d->multi.data[i];
    if (!reached_from(op, region)) continue; /* gone with an erased block, or not entered */
    for (unsigned k = 0; k < op->num_regions; k++)
      changed |= erase_unreachable_blocks(d, &op->regions[k], false);
  }
  return changed;
}

/* ---------------------------------------------------------------- driver */

static void process(driver *d) {
  while (d->worklist.len) {
    if (d->opts->max_num_rewrites >= 0 && d->rw.changes >= (uint64_t)d->opts->max_num_rewrites)
      break;
    bo_op *op = d->worklist.data[--d->worklist.len];
    *marks_of(d, op) &= (uint8_t)~QUEUED;
    if (!is_live(d, op)) continue;
    if (bo_op_is_trivially_dead(op)) {
      bo_rewriter_erase(&d->rw, op);
      d->changed = true;
      continue;
    }
    if (op->info->traits & BO_TRAIT_CONSTANT_LIKE) continue;
    if (try_fold(d, op)) {
      d->changed = true;
      continue;
    }
    if (op->info->canonicalize) {
      unsigned before = d->rw.changes;
      if (op->info->canonicalize(op, &d->rw) || d->rw.changes != before) {
        d->changed = true;
        /* changed in place: look at it again, as upstream's driver does */
        if (is_live(d, op)) push(d, op);
      }
    }
  }
}

static int run_on_region(driver *d, bo_region *region) {
  for (int64_t it = 0; it < d->opts->max_iterations || d->opts->max_iterations < 0; it++) {
    d->worklist.len = d->head = d->multi.len = 0;
    d->changed = false;
    /* predecessor counts: the walk below counts them */
    bo_mapping_destroy(d->rw.predecessors);
    d->rw.predecessors = bo_mapping_create();
    for (bo_block *b = region->first; b; b = b->next)
      for (bo_op *op = b->first; op;) {
        bo_op *next = op->next;
        if (d->opts->top_down)
          bo_walk_pre(op, collect_pre, d);
        else
          bo_walk_post(op, collect_post, d);
        op = next;
      }
    /* a stack, as upstream's: the walk order is popped first (top-down),
     * or last (bottom-up); ops pushed while processing come next */
    if (d->opts->top_down)
      for (size_t i = 0, j = d->worklist.len; i + 1 < j; i++, j--) {
        bo_op *t = d->worklist.data[i];
        d->worklist.data[i] = d->worklist.data[j - 1];
        d->worklist.data[j - 1] = t;
      }
    process(d);
    if (d->opts->region_simplify != SIMPLIFY_DISABLED && erase_unreachable(d, region))
      d->changed = true;
    if (!d->changed) return 0;
  }
  return d->opts->test_convergence ? -1 : 0;
}

int bo_canonicalize(bo_op *root, const bo_canonicalize_options *opts) {
  driver d = {.ctx = root->ctx, .root = root, .opts = opts};
  d.rw.ctx = root->ctx;
  d.rw.will_erase = will_erase;
  d.rw.user = &d;
  int rc = 0;
  for (unsigned r = 0; r < root->num_regions && rc == 0; r++)
    rc = run_on_region(&d, &root->regions[r]);
  if (rc) bo_op_emit_error(root, "canonicalizer failed to converge");
  free(d.slots);
  bo_vec_free(&d.worklist);
  bo_vec_free(&d.ops);
  bo_vec_free(&d.marks);
  bo_vec_free(&d.multi);
  bo_mapping_destroy(d.rw.predecessors);
  return rc;
}

void bo_canonicalize_default_options(bo_canonicalize_options *o) {
  memset(o, 0, sizeof *o);
  o->top_down = true;
  o->region_simplify = SIMPLIFY_NORMAL;
  o->max_iterations = 10;
  o->max_num_rewrites = -1;
}

static void init_options(void *o) { bo_canonicalize_default_options(o); }

static int run_canonicalize(bo_op *op, const void *options) {
  return bo_canonicalize(op, options);
}

static const char *const simplify_levels[] = {"disabled", "normal", "aggressive", NULL};

static const bo_pass_option options[] = {
    {"max-iterations", "Max. iterations between applying patterns / simplifying regions",
     BO_OPT_INT, offsetof(bo_canonicalize_options, max_iterations), NULL, "10"},
    {"max-num-rewrites", "Max. number of pattern rewrites within an iteration", BO_OPT_INT,
     offsetof(bo_canonicalize_options, max_num_rewrites), NULL, "-1"},
    {"region-simplify", "Perform control flow optimizations to the region tree", BO_OPT_ENUM,
     offsetof(bo_canonicalize_options, region_simplify), simplify_levels, "normal"},
    {"test-convergence", "Test only: Fail pass on non-convergence to detect cyclic pattern",
     BO_OPT_BOOL, offsetof(bo_canonicalize_options, test_convergence), NULL, "false"},
    {"top-down", "Seed the worklist in general top-down order", BO_OPT_BOOL,
     offsetof(bo_canonicalize_options, top_down), NULL, "true"},
};

const bo_pass_info bo_pass_canonicalize = {
    .name = "canonicalize",
    .summary = "Canonicalize operations",
    .anchor = NULL,
    .options_size = sizeof(bo_canonicalize_options),
    .init_options = init_options,
    .num_options = sizeof options / sizeof *options,
    .options = options,
    .run = run_canonicalize,
};
