/* one_shot_analysis.c - in-place analysis of One-Shot Bufferize.
 *
 * For each tensor operand an op writes, decide whether the write may go to
 * the operand's own buffer.  Buffers are modelled by alias classes: a
 * union-find over the function's values where an in-place operand joins its
 * value's class with the class of the result that aliases it.  A write in
 * place is refused when it would create a read-after-write conflict, with
 * MLIR's rules on code without branches (single-block regions, ops ordered
 * by position p, see "Regions" below):
 *  - every value x has a static *definition* def(x): the last op on its
 *    reverse use-def chain that writes its buffer (entry for function
 *    arguments, "none" for unspecified contents such as tensor.empty);
 *  - a read of x at op r conflicts with an in-place write w of x's class
 *    when def(x) < w <= r: the write lands after the data x was defined and
 *    before (or at) the read.  Reads before the write, writes before the
 *    definition and a write that is the definition itself are no conflict;
 *    at w == r the op must be the same use, or bufferize to element-wise
 *    access between two operands whose values are equivalent.
 *    Since only the last read matters, each value keeps one interval
 *    (def(x), maxread(x)] (and one per subset-insertion destination read,
 *    whose exemptions depend on the write).
 *  - a class holding a non-writable buffer (a constant; a function argument
 *    when function boundaries are not bufferized; an unknown op's result)
 *    takes no in-place write.
 * Ops are visited in the order of analysis-heuristic (bottom-up, the
 * default; top-down; bottom-up-from-terminators; fuzzer: upstream's shuffle,
 * see decision_order), operands in order; a decision never changes
 * afterwards, as upstream.
 *
 * Regions: the regions of region-branch ops (scf.if, scf.execute_region)
 * and loops (scf.for) are entered; positions number the ops in post-order
 * (nested ops before their op, as upstream's walk), so a region op's
 * results are defined after its regions.  Yields always bufferize in place
 * (joined with the parent's result before any decision).  A write and a
 * read in two different regions of a region-branch op never conflict
 * (checked use by use when the write is nested: O(uses)), unless a loop
 * around both does not define the value (another iteration runs the
 * other region).  A region-branch result whose regions all yield values
 * without a definition has none.  A loop writes its init operands; its
 * iteration arguments are defined at the loop's entry; a read inside a
 * loop of a value defined outside it lasts until the loop's end (the next
 * iteration reads it again); the loop's write also conflicts with reads
 * inside it of values defined inside it (see "loop writes").  Equivalence of
 * region results (and loop arguments) is decided after the decisions.
 *
 * Cost: numbering and the static facts are O(ops + uses) (the alias-only
 * read rule follows chains of aliasing ops: O(chain) per op).  A read-only
 * operand that aliases no result is decided in O(1).  Every other decision
 * checks only the pairs across the two classes it would join -- each class
 * is conflict-free -- with the smaller class's writes and read intervals
 * queried against treaps of the larger's, then moved into them: each node
 * moves O(log n) times at O(log n) each, so O(n log^2 n) overall, plus the
 * candidate pairs that turn out exempt.  The element-wise rule walks the
 * static equivalence chain (O(chain), two operands of one op; through
 * every yield of a region-branch op: a DAG, cut at 256 steps).  Regions
 * add O(depth^2) per read (loop extension) and, for a candidate pair whose
 * write is nested in a region, a scan of the read value's uses (O(uses));
 * a value read k times in a region and written there k times costs O(k^2)
 * in that case only.  Functions with loops made of blocks decide every
 * candidate pair by paths (see "cycles"): up to quadratic in a class's
 * size, for those functions only.  Upstream scans all aliases for every
 * operand with dominance queries: quadratic.
 *
 * Files: this one sets the analysis up (numbering, the ops in order, the
 * static facts, blocks), runs the decisions in the heuristic's order,
 * derives the equivalences of region results and answers the queries;
 * one_shot_conflicts.c holds the conflict rules, the class sets and
 * decide(); one_shot_annotate.c the module-wide state (summaries) and the
 * test-analysis-only annotations; one_shot_analysis_impl.h their shared
 * state, struct bo_osb_analysis.
 */
#include "one_shot_analysis_impl.h"

bool bo_bufferize_dialect_name_allowed(const bo_bufferize_options *o, const char *dialect,
                                       size_t len) {
  if (!o->dialect_filter_count) return true;
  for (unsigned i = 0; i < o->dialect_filter_count; i++)
    if (strlen(o->dialect_filter[i]) == len && memcmp(o->dialect_filter[i], dialect, len) == 0)
      return true;
  return false;
}

bool bo_bufferize_dialect_allowed(const bo_bufferize_options *o, const bo_op *op) {
  const char *name = op->info->name, *dot = strchr(name, '.');
  return bo_bufferize_dialect_name_allowed(o, name, dot ? (size_t)(dot - name) : strlen(name));
}

const bo_bufferize_iface *bo_bufferize_iface_of(const bo_op *op) { return op->info->bufferize; }

/* With a dialect-filter (in the run's options, which the pass hands to the
 * analysis, the state and the hooks) an op of another dialect has no
 * hooks: the analysis and the rewrite treat it as an unknown op, as
 * upstream's isOpAllowed.  The func dialect keeps its hooks: the pass
 * refuses a filter without it under function boundaries, and without them
 * the analysis already models calls and returns as upstream's not-allowed
 * ops (osb_acts_unknown). */
const bo_bufferize_iface *bo_bufferize_iface_in(const bo_bufferize_options *o, const bo_op *op) {
  const bo_bufferize_iface *bi = op->info->bufferize;
  if (!bi || !o || !o->dialect_filter_count || bo_bufferize_dialect_allowed(o, op)) return bi;
  return strncmp(op->info->name, "func.", 5) == 0 ? bi : NULL;
}

bool bo_bufferize_reads(const bo_op *op, unsigned operand, const bo_bufferize_state *st) {
  const bo_bufferize_iface *bi = osb_iface(bo_bufferize_state_options(st), op);
  return !bi || !bi->reads || bi->reads(op, operand, st);
}

bool bo_bufferize_writes(const bo_op *op, unsigned operand, const bo_bufferize_state *st) {
  const bo_bufferize_iface *bi = osb_iface(bo_bufferize_state_options(st), op);
  if (!bi) return false; /* unknown ops keep their tensors: they write no buffer */
  return !bi->writes || bi->writes(op, operand, st);
}

int bo_bufferize_aliasing_result(const bo_op *op, unsigned operand, bool *equivalent,
                                 const bo_bufferize_state *st) {
  const bo_bufferize_iface *bi = osb_iface(bo_bufferize_state_options(st), op);
  *equivalent = false;
  if (!bi || !bi->aliasing_result) return -1;
  return bi->aliasing_result(op, operand, equivalent, st);
}

/* ------------------------------------------------------------ set-up */


bool bo_op_has_tensor_values(const bo_op *op) {
  for (unsigned i = 0; i < op->num_operands; i++)
    if (is_tensor(op->operands[i].value)) return true;
  for (unsigned i = 0; i < op->num_results; i++)
    if (is_tensor(&op->results[i])) return true;
  return false;
}

/* An op whose regions the analysis does not enter must hold no tensor
 * value in them (number_walk checks: ops nested at any depth, with their
 * regions' block arguments). */
static int reject_nested_tensor(bo_op *top) {
  return bo_op_emit_error(top, "is not supported by one-shot-bufferize yet: its regions hold "
                               "tensor values");
}

bool osb_is_region_branch(const bo_bufferize_options *fo, const bo_op *op) {
  const bo_bufferize_iface *bi = osb_iface(fo, op);
  return bi && bi->region_kind == BO_BUFFERIZE_REGION_BRANCH;
}

/* Does the analysis enter the op's regions (region branches, loops)? */
static bool enters_regions(const bo_bufferize_options *fo, const bo_op *op) {
  const bo_bufferize_iface *bi = osb_iface(fo, op);
  return (bi && op->num_regions && bi->region_kind != BO_BUFFERIZE_NO_TENSOR_REGIONS) ||
         osb_filtered_region_op(fo, op);
}

/* Captured tensors: an op with hooks whose regions pass no tensor in or
 * out (linalg.generic, tensor.generate: region_kind
 * BO_BUFFERIZE_NO_TENSOR_REGIONS) but whose body reads a tensor defined
 * above it (tensor.extract in a stencil or a gather).  Upstream walks
 * every op, so the reads inside are analysed as any other; here the op's
 * regions are entered like a loop's (the body runs once per point: a read
 * in it of a value defined outside lasts until the op's end, so the op's
 * own in-place write of its outs conflicts with it, as upstream's
 * happensBefore, false for an op nested in the writer).  Only when its
 * regions' block arguments hold no tensor (those still have no model).
 * O(arguments of the op's blocks). */
static bool may_capture(const bo_bufferize_options *fo, const bo_op *op) {
  const bo_bufferize_iface *bi = osb_iface(fo, op);
  if (osb_unknown_region_op(fo, op)) return true;
  if (!bi || !op->num_regions || bi->region_kind != BO_BUFFERIZE_NO_TENSOR_REGIONS) return false;
  for (unsigned r = 0; r < op->num_regions; r++) {
    bo_block *b = op->regions[r].first;
    if (!b || b != op->regions[r].last) return false;
    for (unsigned i = 0; i < b->num_args; i++)
      if (is_tensor(b->args[i])) return false;
  }
  return true;
}

bool osb_captures(const bo_osb_analysis *a, const bo_op *op) {
  return a->capture && op->id < a->num_op_ids && a->capture[op->id];
}

/* The ops in analysis order: post-order through the regions of
 * region-branch ops and loops (nested ops before their op, as upstream's
 * walk), whose regions must have one block.  Other ops' regions are not
 * entered. */
static int collect_ops(bo_osb_analysis *a, bo_block *block) {
  for (bo_op *op = block->first; op; op = op->next) {
    bool captures = osb_captures(a, op);
    if (enters_regions(a->opts, op) || captures) {
      if (osb_is_loop(op) || captures) bo_vec_push(&a->loops, ((struct loop_start){op, a->ops.len}));
      for (unsigned r = 0; r < op->num_regions; r++) {
        bo_region *reg = &op->regions[r];
        if (!reg->first) continue;
        if (reg->first != reg->last) {
          /* A region-branch op (scf.execute_region) whose blocks leave the
           * region through no or several terminators: upstream's error. */
          unsigned exits = 0;
          for (bo_block *b = reg->first; b; b = b->next)
            exits += b->last && b->last->num_successors == 0;
          if (osb_is_region_branch(a->opts, op) && exits != 1)
            return bo_op_emit_error(op, "op without unique scf.yield is not supported");
          return bo_op_emit_error(op, "is not supported by one-shot-bufferize yet: a region "
                                      "with more than one block");
        }
        if (collect_ops(a, reg->first)) return -1;
      }
    }
    bo_vec_push(&a->ops, op);
  }
  return 0;
}

/* Numbers the function's ops as bo_number_ops does (pre-order) and the
 * values the analysis may see in the same order (an op's results, the
 * arguments of its regions' blocks, then its nested ops), in one walk, and
 * marks (nested_tensor, by op id) each op of the analysis whose regions it
 * does not enter when they hold tensor values (see reject_nested_tensor,
 * which check_supported would otherwise run as a third walk).  Values in
 * regions the analysis does not enter (linalg bodies: more than half of
 * the values of a linalg program) hold no tensor and get no id
 * (UNTRACKED): the tables by value id are sized for the others only, in
 * the same relative order as bo_number_values (decisions do not change).
 * Each walk and each table over a big function misses the cache: fewer
 * walks and smaller tables keep the analysis' time linear in practice.
 * O(ops + values). */
typedef struct numbering {
  bo_op *func;
  uint32_t ops, values;
  BO_VEC(uint32_t) nested_tensor; /* ids of such ops, in walk order */
  BO_VEC(bo_op *) nested_ops;     /* the same ops */
  const uint8_t *capture;         /* by op id: entered for captured tensors (or NULL) */
  bool suspect; /* some analysed op may fail check_supported */
  void (*on_call)(bo_op *op, void *user); /* see bo_osb_number */
  const bo_bufferize_options *opts;       /* its dialect-filter (may be NULL) */
  void *user;
} numbering;


static void number_walk(numbering *n, bo_op *op, bo_op *unentered) {
  op->id = n->ops++;
  bo_op *inner = unentered; /* the analysed op whose regions hold op's regions */
  if (!inner && op != n->func && op->num_regions && !enters_regions(n->opts, op) &&
      !(n->capture && n->capture[op->id]))
    inner = op;
  for (unsigned i = 0; i < op->num_results; i++)
    op->results[i].id = unentered ? UNTRACKED : n->values++;
  bool tensors = bo_op_has_tensor_values(op);
  const bo_bufferize_iface *bi = osb_iface(n->opts, op);
  if (!unentered && op != n->func && tensors && !bi)
    n->suspect = true; /* no hooks: check_supported decides */
  if (n->on_call && bi && bi->callee) n->on_call(op, n->user);
  if (!unentered) tensors = false;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (unsigned i = 0; i < b->num_args; i++) {
        b->args[i]->id = inner ? UNTRACKED : n->values++;
        if (unentered && is_tensor(b->args[i])) tensors = true;
      }
  if (tensors && (!n->nested_tensor.len ||
                  n->nested_tensor.data[n->nested_tensor.len - 1] != unentered->id)) {
    bo_vec_push(&n->nested_tensor, unentered->id);
    bo_vec_push(&n->nested_ops, unentered);
  }
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (bo_op *o = b->first; o; o = o->next) number_walk(n, o, inner);
}

/* Numbers the function (see number_walk).  O(ops + values). */
bo_osb_numbering *bo_osb_number(bo_op *func, const bo_bufferize_options *opts,
                                void (*on_call)(bo_op *op, void *user), void *user) {
  numbering n = {.func = func, .on_call = on_call, .user = user, .opts = opts};
  number_walk(&n, func, NULL);
  /* Ops whose regions read captured tensors (see may_capture) are entered:
   * walk again with them (op ids do not change, value ids do; each walk
   * visits every op, so on_call has seen them all).  A capturing op nested
   * in another shows up in the next walk: one walk per level, only in
   * functions that capture. */
  uint8_t *capture = NULL;
  for (;;) {
    bool more = false;
    for (size_t k = 0; k < n.nested_ops.len; k++) {
      bo_op *op = n.nested_ops.data[k];
      if ((!capture || !capture[op->id]) && may_capture(opts, op)) {
        if (!capture) capture = calloc(n.ops + 1, 1);
        capture[op->id] = 1;
        more = true;
      }
    }
    if (!more) break;
    n.ops = n.values = 0;
    n.nested_tensor.len = n.nested_ops.len = 0;
    n.suspect = false;
    n.on_call = NULL;
    n.capture = capture;
    number_walk(&n, func, NULL);
  }
  bo_vec_free(&n.nested_ops);
  bo_osb_numbering *r = calloc(1, sizeof *r);
  r->capture = capture;
  r->ops = n.ops;
  r->values = n.values;
  /* Without a suspect op the pass of check_supported over the op structs
   * is skipped (at 16,000 layers each such pass costs ~64k cache misses). */
  r->suspect = n.suspect || n.nested_tensor.len;
  r->nested_tensor = calloc(n.ops + 1, 1);
  for (size_t k = 0; k < n.nested_tensor.len; k++) r->nested_tensor[n.nested_tensor.data[k]] = 1;
  bo_vec_free(&n.nested_tensor);
  return r;
}

void bo_osb_numbering_free(bo_osb_numbering *n) {
  if (!n) return;
  free(n->nested_tensor);
  free(n->capture);
  free(n);
}

/* Checks that the body is code this slice handles (nested_tensor: see
 * number_function). */
static int check_supported(bo_osb_analysis *a, const uint8_t *nested_tensor) {
  for (size_t p = 0; p < a->ops.len; p++) {
    bo_op *op = a->ops.data[p];
    if (op->num_regions && !enters_regions(a->opts, op) && !osb_captures(a, op) &&
        nested_tensor[op->id])
      return reject_nested_tensor(op);
    if (osb_is_forall_structure(op) && osb_filtered_region_op(a->opts, op) && osb_rewrites_parallel_insert(a->opts, op))
      /* Upstream rewrites the parallel_insert_slice ops of its
       * in_parallel into copies into a to_buffer of the shared out (left
       * on tensors): the forall's results then miss those writes. */
      return bo_op_emit_error(op, "is not supported by one-shot-bufferize yet with a "
                                  "dialect-filter that leaves it on tensors (upstream's "
                                  "parallel_insert_slice writes would not reach its results)");
    /* test-analysis-only annotates unknown ops as upstream (whose "op was
     * not bufferized" comes from the rewrite, which it skips). */
    if (!bo_op_has_tensor_values(op) || osb_iface(a->opts, op) ||
        a->opts->allow_unknown_ops || a->opts->test_analysis_only ||
        !bo_bufferize_dialect_allowed(a->opts, op)) /* dialect-filter: left, no error */
      continue;
    return bo_op_emit_plain_error(op, "op was not bufferized"); /* upstream's wording */
  }
  return 0;
}

/* Records a read of v by operand i of op (see osb_use_read_end). */
static void note_read(bo_osb_analysis *a, const bo_op *op, unsigned i, const bo_value *v) {
  bool extended;
  int32_t end = osb_use_read_end(a, op, i, v, &extended);
  if (osb_multi_block(a) && (a->cyclic || osb_block_at(a, op) + 1 < a->blocks.len))
    end = (int32_t)a->ops.len;
  if (end > a->maxread[v->id]) {
    a->maxread[v->id] = end;
    a->read_extended[v->id] = extended;
  } else if (end == a->maxread[v->id] && extended) {
    a->read_extended[v->id] = true;
  }
}

/* A loop's iteration arguments: tensors defined at the loop's entry. */
static void define_iter_args(bo_osb_analysis *a) {
  for (size_t k = 0; k < a->loops.len; k++) {
    bo_op *op = a->loops.data[k].op;
    for (unsigned g = 0; g < op->num_regions; g++) {
      bo_block *body = op->regions[g].first;
      for (unsigned i = 0; body && i < body->num_args; i++) {
        bo_value *arg = body->args[i];
        if (!is_tensor(arg)) continue;
        a->value_of[arg->id] = arg;
        a->def[arg->id] = (int32_t)a->loops.data[k].first - 1;
        a->def_block[arg->id] = a->op_block.data[a->pos[op->id]];
        if (osb_filtered_region_op(a->opts, op) || osb_unknown_region_op(a->opts, op))
          a->flags[arg->id] |= CLASS_NONWRITABLE;
      }
    }
  }
}

/* May the buffer of the function's entry argument i be written?  Without
 * function boundaries never; with them as the function op's hook says
 * (bufferization.writable = false).  O(1). */
bool osb_entry_arg_writable(const bo_osb_analysis *a, unsigned i) {
  if (!a->opts->bufferize_function_boundaries) return false;
  /* A tensor-like argument that is no tensor (a sequence) is lent by the
   * caller (ownership-based deallocation never owns an argument): its
   * take-over would copy at run time, so the analysis copies here and
   * tells callers the argument is only read (docs/sequences.md). */
  if (!bo_type_is_tensor(a->body->args[i]->type)) return false;
  const bo_bufferize_iface *fi = osb_iface(a->opts, a->func);
  return !fi || !fi->arg_writable || fi->arg_writable(a->func, i);
}

/* The value every region of region-branch op `op` yields as result r, or
 * NULL: the result is then equivalent to it at once (upstream's
 * bufferRelation compares the yielded values), a link of the static
 * equivalence chain.  O(regions). */
static bo_value *same_yielded_value(const bo_op *op, unsigned r) {
  bo_value *v = NULL;
  for (unsigned g = 0; g < op->num_regions; g++) {
    bo_block *b = op->regions[g].first;
    bo_op *term = b ? b->last : NULL;
    if (!term || r >= term->num_operands) return NULL;
    if (v && term->operands[r].value != v) return NULL;
    v = term->operands[r].value;
  }
  return v;
}

/* Does every region of region-branch op `op` yield, as its result r, a
 * value without a definition (tensor.empty contents)?  Then the result has
 * none either: upstream's findDefinitions follows the yields (a yield
 * writes nothing) and finds no definition, so reads of the result conflict
 * with no write ("read value has no definitions") and an out-of-place copy
 * of it is not needed (hasUndefinedContents).  The yielded values are
 * numbered before op (post-order): their defs are known.  O(regions). */
static bool yields_only_undefined(const bo_osb_analysis *a, const bo_op *op, unsigned r) {
  for (unsigned g = 0; g < op->num_regions; g++) {
    bo_block *b = op->regions[g].first;
    bo_op *term = b ? b->last : NULL;
    if (!term || r >= term->num_operands) return false;
    bo_value *v = term->operands[r].value;
    if (v->id >= a->num_values || !a->value_of[v->id] || a->def[v->id] != DEF_NONE) return false;
  }
  return op->num_regions > 0;
}

static void compute_static_facts(bo_osb_analysis *a) {
  for (uint32_t v = 0; v < a->num_values; v++) {
    a->parent[v] = v;
    a->eq_class[v] = v;
    a->next_member[v] = v;
    a->def[v] = DEF_NONE;
    a->def_block[v] = 0;
    a->maxread[v] = NO_READ;
    a->writes_root[v] = a->reads_root[v] = NIL;
    a->class_size[v] = 0;
    a->insert_reads[v] = NIL;
    a->read_extended[v] = 0;
  }
  define_iter_args(a);
  for (size_t b = 1; b < a->blocks.len; b++) {
    bo_block *blk = a->blocks.data[b];
    for (unsigned i = 0; i < blk->num_args; i++) {
      bo_value *arg = blk->args[i];
      if (!is_tensor(arg)) continue;
      a->value_of[arg->id] = arg;
      a->def[arg->id] = (int32_t)a->block_start.data[b] - 1; /* at the block's entry */
      a->def_block[arg->id] = (uint32_t)b;
      /* Without function boundaries the function is an unknown op: all its
       * blocks' arguments are not writable (upstream's isWritable). */
      if (!a->opts->bufferize_function_boundaries) a->flags[arg->id] |= CLASS_NONWRITABLE;
    }
  }
  for (unsigned i = 0; i < a->body->num_args; i++) {
    bo_value *arg = a->body->args[i];
    if (!is_tensor(arg)) continue;
    a->value_of[arg->id] = arg;
    a->def[arg->id] = DEF_ENTRY;
    a->flags[arg->id] = CLASS_ARGUMENT;
    if (!osb_entry_arg_writable(a, i)) a->flags[arg->id] |= CLASS_NONWRITABLE;
  }
  size_t nb = a->dom_order.len ? a->dom_order.len : 1;
  for (size_t k = 0, p = 0, end = a->ops.len; k < nb; k++) {
    if (a->dom_order.len) { /* blocks in dominance order (cycles) */
      uint32_t b = a->dom_order.data[k];
      p = a->block_start.data[b];
      end = b + 1 < a->blocks.len ? a->block_start.data[b + 1] : a->ops.len;
    }
    for (; p < end; p++) {
    bo_op *op = a->ops.data[p];
    const bo_bufferize_iface *bi = osb_iface(a->opts, op);
    if (bi && (bi->shares_buffer_with || bi->must_in_place)) a->op_flags[p] |= OP_FORCES;
    if (osb_is_forall(a->opts, op)) a->has_forall = true;
    for (unsigned i = 0; i < op->num_operands; i++) {
      bo_value *v = op->operands[i].value;
      uint32_t u = use_index(a, op, i);
      a->use_op[u] = op;
      a->use_state[u] = is_tensor(v) ? USE_UNDECIDED : USE_NONE;
      unsigned src;
      if (!is_tensor(v)) continue;
      a->op_flags[p] |= OP_TENSORS;
      a->use_reads[u] = bo_bufferize_reads(op, i, a->st);
      if (!a->use_reads[u]) {
        /* An op that only aliases (extract_slice) reads its operand where it
         * stands when its result is read: out of place, it copies there. */
        bool eq;
        int r = bo_bufferize_aliasing_result(op, i, &eq, a->st);
        if (bi && r >= 0 && !bo_bufferize_writes(op, i, a->st) &&
            bo_bufferize_value_is_read(&op->results[r], a->st))
          note_read(a, op, i, v);
        continue;
      }
      if (osb_is_insert_dest(a->opts, op, i, &src)) {
        a->next_insert_read[u] = a->insert_reads[v->id];
        a->insert_reads[v->id] = u;
      } else {
        note_read(a, op, i, v);
      }
    }
    for (unsigned r = 0; r < op->num_results; r++) {
      bo_value *res = &op->results[r];
      if (!is_tensor(res)) continue;
      a->op_flags[p] |= OP_TENSORS;
      a->value_of[res->id] = res;
      a->def_block[res->id] = a->op_block.data[p];
      if (!bi || osb_acts_unknown(a, op)) {
        a->def[res->id] = (int32_t)p;
        a->flags[res->id] = CLASS_NONWRITABLE;
        continue;
      }
      bool aliased = false;
      for (unsigned i = 0; i < op->num_operands && !aliased; i++) {
        bool eq;
        if (!is_tensor(op->operands[i].value) || bo_bufferize_aliasing_result(op, i, &eq, a->st) != (int)r)
          continue;
        aliased = true;
        bo_value *src = op->operands[i].value;
        a->def[res->id] = bo_bufferize_writes(op, i, a->st) ? (int32_t)p : a->def[src->id];
        if (a->def[res->id] != (int32_t)p) a->def_block[res->id] = a->def_block[src->id];
        if (eq) a->eq_parent[res->id] = src;
      }
      if (!aliased)
        a->def[res->id] = !bi->result_defines || bi->result_defines(op, r) ? (int32_t)p : DEF_NONE;
      if (osb_is_region_branch(a->opts, op)) {
        a->eq_parent[res->id] = same_yielded_value(op, r);
        if (yields_only_undefined(a, op, r)) a->def[res->id] = DEF_NONE;
      }
      if (bi->writable && !bi->writable(op, r)) a->flags[res->id] |= CLASS_NONWRITABLE;
    }
    }
  }
}

/* Each value's read intervals start in its own (singleton) class. */
static void add_read_intervals(bo_osb_analysis *a) {
  for (uint32_t x = 0; x < a->num_values; x++) {
    if (a->value_of[x] && (a->maxread[x] != NO_READ || a->insert_reads[x] != NIL))
      a->flags[x] |= CLASS_READ;
    if (!a->value_of[x] || a->def[x] == DEF_NONE) continue;
    if (a->maxread[x] != NO_READ) {
      uint32_t n = osb_new_node(a, a->cyclic ? DEF_ENTRY - 1 : a->def[x], a->maxread[x], x, NIL);
      a->reads_root[x] = osb_insert_node(a, a->reads_root[x], n);
      a->class_size[x]++;
    }
    for (uint32_t ru = a->insert_reads[x]; ru != NIL; ru = a->next_insert_read[ru]) {
      bool extended;
      int32_t end = osb_read_end(a, a->use_op[ru], a->value_of[x], &extended);
      if (osb_multi_block(a) && (a->cyclic || osb_block_at(a, a->use_op[ru]) + 1 < a->blocks.len))
        end = (int32_t)a->ops.len;
      uint32_t n = osb_new_node(a, a->cyclic ? DEF_ENTRY - 1 : a->def[x], end, x, ru);
      a->reads_root[x] = osb_insert_node(a, a->reads_root[x], n);
      a->class_size[x]++;
    }
  }
}

/* Is op nested in a region of a filtered region op?  Upstream's walk that
 * marks the operands that must bufferize in place skips the insides of the
 * ops its filter does not allow.  O(depth). */
static bool in_filtered_region(const bo_bufferize_options *fo, const bo_op *op) {
  for (const bo_op *o = op; o->block && o->block->parent && o->block->parent->parent;) {
    o = o->block->parent->parent;
    if (osb_filtered_region_op(fo, o)) return true;
  }
  return false;
}

/* Operands that must bufferize in place (yields) join their aliasing
 * value's class before any decision, without a conflict check, as
 * upstream marks them in place when its analysis state is created. */
void osb_force_in_place(bo_osb_analysis *a) {
  for (size_t p = 0; p < a->ops.len; p++) {
    if (!(a->op_flags[p] & OP_FORCES)) continue; /* no hook below: skip untouched */
    bo_op *op = a->ops.data[p];
    const bo_bufferize_iface *bi = osb_iface(a->opts, op);
    /* Results that share one buffer whatever the decisions: joined now. */
    for (unsigned r = 0; bi && bi->shares_buffer_with && r < op->num_results; r++) {
      if (!is_tensor(&op->results[r])) continue;
      int q = bi->shares_buffer_with(op, r, a->st);
      if (q < 0) continue;
      uint32_t ra = find(a, op->results[q].id), rb = find(a, op->results[r].id);
      if (ra != rb) osb_unite(a, ra, rb);
    }
    if (!bi || !bi->must_in_place || in_filtered_region(a->opts, op)) continue;
    for (unsigned i = 0; i < op->num_operands; i++) {
      uint32_t use = use_index(a, op, i);
      if (a->use_state[use] != USE_UNDECIDED || !bi->must_in_place(op, i)) continue;
      bool equivalent;
      bo_value *res = osb_aliasing_value(a, op, i, &equivalent);
      a->use_state[use] = USE_IN_PLACE;
      uint32_t root = find(a, op->operands[i].value->id);
      if (res) {
        osb_log_join(a, res, op->operands[i].value);
        uint32_t rb = find(a, res->id);
        if (root != rb) root = osb_unite(a, root, rb);
      }
      /* A forced write (parallel_insert_slice into its shared out) is in
       * the class from the start: the other decisions see it. */
      if (osb_op_writes(a, op, i)) osb_add_write(a, root, use);
    }
  }
}

/* Upstream's equivalence analysis after the in-place decisions, ops in
 * post-order (nested results are settled first).  A region-branch op's
 * result is equivalent to what its regions yield when every region yields
 * it in place and all are equivalent to each other; loops: see
 * loop_equivalence.  O(ops x results). */
/* A loop: result k and iteration argument k are equivalent to the init
 * operand when it is in place and the body yields a buffer equivalent to
 * the iteration argument.  Without allow-return-allocs-from-loops a yield
 * that is not equivalent is an error, as upstream. */
static int loop_equivalence(bo_osb_analysis *a, bo_op *op) {
  const bo_bufferize_iface *bi = osb_iface(a->opts, op);
  bo_block *body = op->regions[0].first;
  bo_op *term = body ? body->last : NULL;
  for (unsigned i = 0; i < op->num_operands; i++) {
    int k = bi->iter_index ? bi->iter_index(op, i) : -1;
    if (k < 0 || !is_tensor(op->operands[i].value) || !term || (unsigned)k >= term->num_operands)
      continue;
    bo_value *arg = body->args[body->num_args - op->num_results + (unsigned)k];
    if (!osb_eq_same(a, term->operands[k].value->id, arg->id)) {
      if (a->opts->allow_return_allocs_from_loops || a->opts->skip_analysis ||
          a->opts->copy_before_write) /* no analysis upstream: no check */
        continue;
      return bo_op_emit_plain_error(term, "Yield operand #%d is not equivalent to the corresponding "
                                    "iter bbArg", k);
    }
    if (a->use_state[use_index(a, op, i)] != USE_IN_PLACE) continue;
    uint32_t e = find_in(a->eq_class, op->operands[i].value->id);
    uint32_t r = find_in(a->eq_class, op->results[k].id);
    if (r != e) a->eq_class[r] = e;
    uint32_t g = find_in(a->eq_class, arg->id);
    if (g != e) a->eq_class[g] = e;
  }
  return 0;
}

/* scf.while (BO_BUFFERIZE_REGION_WHILE): condition operand 1 + k must be
 * equivalent to before-argument k and yield operand k to after-argument
 * k (upstream's checks, conditions first, without
 * allow-return-allocs-from-loops); when both hold and operand k is in
 * place, operand k, result k and both arguments k are equivalent.
 * O(iteration values). */
static int while_equivalence(bo_osb_analysis *a, bo_op *op) {
  bo_block *before = op->regions[0].first, *after = op->regions[1].first;
  bo_op *cond = before ? before->last : NULL, *yield = after ? after->last : NULL;
  if (!cond || !yield) return 0;
  unsigned nc = cond->num_operands ? cond->num_operands - 1 : 0;
  bool *ok = calloc(nc + yield->num_operands + 1, sizeof *ok);
  int rc = 0;
  for (unsigned k = 0; k < nc && !rc; k++) {
    bo_value *v = cond->operands[1 + k].value;
    if (!is_tensor(v)) continue;
    ok[k] = k < before->num_args && osb_eq_same(a, v->id, before->args[k]->id);
    if (!ok[k] && !a->opts->allow_return_allocs_from_loops && !a->opts->skip_analysis &&
        !a->opts->copy_before_write)
      rc = bo_op_emit_plain_error(cond, "Condition arg #%u is not equivalent to the "
                                  "corresponding iter bbArg", k);
  }
  for (unsigned k = 0; k < yield->num_operands && !rc; k++) {
    bo_value *v = yield->operands[k].value;
    if (!is_tensor(v)) continue;
    bool eq = k < after->num_args && osb_eq_same(a, v->id, after->args[k]->id);
    if (!eq && !a->opts->allow_return_allocs_from_loops && !a->opts->skip_analysis &&
        !a->opts->copy_before_write)
      rc = bo_op_emit_plain_error(yield, "Yield operand #%u is not equivalent to the "
                                  "corresponding iter bbArg", k);
    if (k < nc) ok[k] = ok[k] && eq;
  }
  for (unsigned k = 0; k < nc && k < op->num_operands && k < op->num_results && !rc; k++) {
    if (!ok[k] || !is_tensor(op->operands[k].value) ||
        a->use_state[use_index(a, op, k)] != USE_IN_PLACE ||
        op->operands[k].value->type != op->results[k].type)
      continue;
    uint32_t e = find_in(a->eq_class, op->operands[k].value->id);
    const bo_value *same[3] = {&op->results[k], before->args[k],
                               k < after->num_args ? after->args[k] : NULL};
    for (unsigned j = 0; j < 3; j++) {
      if (!same[j]) continue;
      uint32_t g = find_in(a->eq_class, same[j]->id);
      if (g != e) a->eq_class[g] = e;
    }
  }
  free(ok);
  return rc;
}

bool bo_osb_equivalent(const bo_osb_analysis *a, const bo_value *x, const bo_value *y) {
  return x == y || (x->id < a->num_values && y->id < a->num_values && osb_eq_same(a, x->id, y->id));
}

static int region_equivalence(bo_osb_analysis *a) {
  for (size_t p = 0; p < a->ops.len; p++) {
    bo_op *op = a->ops.data[p];
    if (osb_filtered_region_op(a->opts, op)) continue; /* an unknown op: results not writable */
    if (osb_is_while(a->opts, op)) {
      if (while_equivalence(a, op)) return -1;
      continue;
    }
    if (osb_is_forall(a->opts, op)) continue; /* results: equivalent when decided in place */
    if (osb_is_loop(op)) {
      if (loop_equivalence(a, op)) return -1;
      continue;
    }
    if (!op->num_regions || !osb_is_region_branch(a->opts, op)) continue;
    for (unsigned r = 0; r < op->num_results; r++) {
      if (!is_tensor(&op->results[r])) continue;
      uint32_t cls = NIL;
      bool ok = true;
      for (unsigned g = 0; g < op->num_regions && ok; g++) {
        bo_op *t = op->regions[g].first ? op->regions[g].first->last : NULL;
        if (!t || r >= t->num_operands || a->use_state[use_index(a, t, r)] != USE_IN_PLACE) {
          ok = false;
          break;
        }
        uint32_t c = find_in(a->eq_class, t->operands[r].value->id);
        if (cls != NIL && c != cls) ok = false;
        cls = c;
      }
      if (!ok || cls == NIL) continue;
      uint32_t e = find_in(a->eq_class, op->results[r].id);
      if (e != cls) a->eq_class[e] = cls;
    }
  }
  return 0;
}

/* Is op inside region r (at any depth)?  O(depth). */
static bool op_within(const bo_op *op, const bo_region *r) {
  for (const bo_block *b = op->block; b && b->parent; b = b->parent->parent ? b->parent->parent->block : NULL) {
    if (b->parent == r) return true;
    if (!b->parent->parent) return false;
  }
  return false;
}

/* The operands whose values a tensor result may be (upstream's
 * getAliasingOpOperands): the in-place aliases of the op's operands, the
 * yielded values of a region-branch op, a loop's init.  Appends their
 * values to *out. */
static void push_aliasing_sources(const bo_osb_analysis *a, bo_op *d, unsigned r,
                                  bo_value ***out, size_t *len, size_t *cap) {
  const bo_bufferize_iface *bi = osb_iface(a->opts, d);
#define PUSH(v)                                                                   \
  do {                                                                            \
    if (*len == *cap) *out = realloc(*out, (*cap = *cap * 2 + 8) * sizeof **out); \
    (*out)[(*len)++] = (v);                                                       \
  } while (0)
  if (bi && d->num_regions && bi->region_kind == BO_BUFFERIZE_REGION_BRANCH) {
    for (unsigned g = 0; g < d->num_regions; g++) {
      bo_op *t = d->regions[g].first ? d->regions[g].first->last : NULL;
      if (t && r < t->num_operands) PUSH(t->operands[r].value);
    }
    return;
  }
  for (unsigned i = 0; i < d->num_operands; i++) {
    bool eq;
    if (is_tensor(d->operands[i].value) &&
        bo_bufferize_aliasing_result(d, i, &eq, a->st) == (int)r)
      PUSH(d->operands[i].value);
  }
#undef PUSH
}

/* The order of the decisions (analysis-heuristic): bottom-up (reverse
 * post-order), top-down, or bottom-up-from-terminators as upstream: for
 * each terminator (bottom-up), the terminator and then the ops found
 * along the reverse use-def chains of its tensor operands inside the
 * terminator's region (through the operands each result may alias, depth
 * first), then every other op bottom-up.  The fuzzer heuristic runs bottom-up.  O(ops + uses). */
/* std::mt19937 (the 32-bit Mersenne Twister), as upstream's fuzzer uses. */
typedef struct mt19937 {
  uint32_t s[624];
  unsigned i;
} mt19937;

static void mt_seed(mt19937 *m, uint32_t seed) {
  m->s[0] = seed;
  for (unsigned i = 1; i < 624; i++)
    m->s[i] = 1812433253u * (m->s[i - 1] ^ (m->s[i - 1] >> 30)) + i;
  m->i = 624;
}

static uint32_t mt_next(mt19937 *m) {
  if (m->i >= 624) {
    for (unsigned k = 0; k < 624; k++) {
      uint32_t y = (m->s[k] & 0x80000000u) | (m->s[(k + 1) % 624] & 0x7fffffffu);
      m->s[k] = m->s[(k + 397) % 624] ^ (y >> 1) ^ ((y & 1) ? 0x9908b0dfu : 0);
    }
    m->i = 0;
  }
  uint32_t y = m->s[m->i++];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  return y ^ (y >> 18);
}


/* analysis-heuristic=fuzzer: upstream walks the function (post-order, the
 * function itself last) collecting ops with tensor operands or results,
 * then shuffles them with llvm::shuffle (for each position, swap with
 * position + g() % remaining) seeded by analysis-fuzzer-seed.  The
 * function takes a slot (NULL here) when its signature holds tensors. */
static size_t fuzzer_order(bo_osb_analysis *a, bo_op **order) {
  size_t len = 0;
  for (size_t k = 0; k < a->ops.len; k++)
    if (bo_op_has_tensor_values(a->ops.data[k])) order[len++] = a->ops.data[k];
  const bo_attr *ft = bo_op_get_prop(a->func, "function_type");
  const bo_type *t = ft ? bo_attr_get_type_value(ft) : NULL;
  bool func_tensors = false;
  for (unsigned i = 0; t && i < bo_type_get_num_inputs(t); i++)
    func_tensors |= bo_type_is_tensor(bo_type_get_inputs(t)[i]);
  for (unsigned i = 0; t && i < bo_type_get_num_results(t); i++)
    func_tensors |= bo_type_is_tensor(bo_type_get_results(t)[i]);
  if (func_tensors) order[len++] = NULL;
  mt19937 m;
  mt_seed(&m, (uint32_t)a->opts->analysis_fuzzer_seed);
  for (size_t first = 0, size = len; size > 1; first++, size--) {
    size_t off = mt_next(&m) % size;
    if (off) {
      bo_op *x = order[first];
      order[first] = order[first + off];
      order[first + off] = x;
    }
  }
  size_t w = 0;
  for (size_t k = 0; k < len; k++)
    if (order[k]) order[w++] = order[k];
  return w;
}

static bo_op **decision_order(bo_osb_analysis *a) {
  size_t n = a->ops.len, len = 0;
  bo_op **order = malloc((n + 2) * sizeof *order);
  if (a->opts->analysis_heuristic == BO_BUFFERIZE_FUZZER) {
    len = fuzzer_order(a, order);
    /* The ops without tensors decide nothing; keep them for the count. */
    for (size_t k = 0; k < n; k++)
      if (!bo_op_has_tensor_values(a->ops.data[k])) order[len++] = a->ops.data[k];
    return order;
  }
  if (a->opts->analysis_heuristic != BO_BUFFERIZE_BOTTOM_UP_FROM_TERMINATORS) {
    bool bottom_up = a->opts->analysis_heuristic != BO_BUFFERIZE_TOP_DOWN;
    for (size_t k = 0; k < n; k++) order[k] = a->ops.data[bottom_up ? n - 1 - k : k];
    return order;
  }
  uint8_t *taken = calloc(a->num_op_ids + 1, 1);
  bo_value **work = NULL;
  size_t wlen = 0, wcap = 0;
  for (size_t p = n; p-- > 0;) {
    bo_op *term = a->ops.data[p];
    if (!(term->info->traits & BO_TRAIT_TERMINATOR) || taken[term->id]) continue;
    taken[term->id] = 1;
    order[len++] = term;
    wlen = 0;
    for (unsigned i = 0; i < term->num_operands; i++) {
      bo_value *v = term->operands[i].value;
      if (!is_tensor(v) || !v->def_op) continue;
      if (wlen == wcap) work = realloc(work, (wcap = wcap * 2 + 8) * sizeof *work);
      work[wlen++] = v;
    }
    while (wlen) {
      bo_value *v = work[--wlen];
      bo_op *d = v->def_op;
      if (d->id >= a->num_op_ids || a->pos[d->id] < 0 || a->ops.data[a->pos[d->id]] != d ||
          taken[d->id] || !op_within(d, term->block->parent))
        continue;
      taken[d->id] = 1;
      order[len++] = d;
      size_t before = wlen;
      push_aliasing_sources(a, d, v->index, &work, &wlen, &wcap);
      /* keep only tensor op results */
      size_t w = before;
      for (size_t k = before; k < wlen; k++)
        if (is_tensor(work[k]) && work[k]->def_op) work[w++] = work[k];
      wlen = w;
    }
  }
  for (size_t k = n; k-- > 0;)
    if (!taken[a->ops.data[k]->id]) order[len++] = a->ops.data[k];
  free(taken);
  free(work);
  return order;
}

bo_op *const *bo_osb_ops(const bo_osb_analysis *a, size_t *n) {
  *n = a->ops.len;
  return a->ops.data;
}

bool bo_osb_op_has_tensors(const bo_osb_analysis *a, size_t pos) {
  return a->op_flags[pos] & OP_TENSORS;
}

size_t bo_osb_block_order(const bo_osb_analysis *a, bo_block **out) {
  for (size_t k = 0; k < a->blocks.len; k++)
    out[k] = a->blocks.data[a->dom_order.len ? a->dom_order.data[k] : k];
  return a->blocks.len;
}

/* The return, the block order and reachability of a body of several
 * blocks (see "blocks").  O(blocks x edges / 64). */
static int setup_blocks(bo_osb_analysis *a) {
  size_t n = a->blocks.len;
  bool ret_tensors = false;
  for (size_t b = 0; b < n; b++) {
    bo_op *t = a->blocks.data[b]->last;
    if (!t || !(t->info->traits & BO_TRAIT_RETURN_LIKE)) continue;
    bool tensors = false;
    for (unsigned i = 0; i < t->num_operands; i++) tensors |= is_tensor(t->operands[i].value);
    bo_vec_push(&a->rets, t);
    if (!a->ret || (tensors && !ret_tensors)) a->ret = t;
    ret_tensors |= tensors;
  }
  if (n < 2) return 0;
  a->block_index = bo_mapping_create();
  for (size_t b = 0; b < n; b++)
    bo_mapping_put(a->block_index, a->blocks.data[b], (void *)(uintptr_t)(b + 1));
  a->words = (n + 63) / 64;
  a->reach = calloc(n * a->words, sizeof *a->reach);
  for (size_t b = n; b-- > 0;) {
    uint64_t *row = a->reach + b * a->words;
    row[b / 64] |= 1ull << (b % 64);
    bo_op *t = a->blocks.data[b]->last;
    if (t && t->num_successors && !osb_iface(a->opts, t) && bo_op_has_tensor_values(t) &&
        a->opts->bufferize_function_boundaries)
      return bo_op_emit_error(t, "is not supported by one-shot-bufferize yet: it forwards "
                                 "tensors to its successors without bufferization hooks");
    for (unsigned k = 0; t && k < t->num_successors; k++) {
      size_t s = (uintptr_t)bo_mapping_get(a->block_index, t->successors[k]);
      if (s == 0) continue;
      if (s - 1 <= b) {
        a->cyclic = true; /* see "cycles": reach is not used */
        continue;
      }
      const uint64_t *other = a->reach + (s - 1) * a->words;
      for (size_t w = 0; w < a->words; w++) row[w] |= other[w];
    }
  }
  a->dom = bo_dominance_create();
  if (!a->cyclic) return 0;
  /* The static facts and the rewrite visit blocks in dominator-tree
   * preorder (children in text order; unreachable blocks last), so every
   * definition is seen before its uses even when a block is listed before
   * its immediate dominator.  O(blocks). */
  uint32_t *first_child = malloc(n * sizeof *first_child), *next_sibling = malloc(n * sizeof *next_sibling);
  uint8_t *placed = calloc(n, 1);
  for (size_t b = 0; b < n; b++) first_child[b] = next_sibling[b] = NIL;
  for (size_t b = n; b-- > 1;) {
    bo_block *idom = bo_dominance_idom(a->dom, a->blocks.data[b]);
    uintptr_t k = idom ? (uintptr_t)bo_mapping_get(a->block_index, idom) : 0;
    if (!k) continue;
    next_sibling[b] = first_child[k - 1];
    first_child[k - 1] = (uint32_t)b;
  }
  BO_VEC(uint32_t) stack = {0};
  bo_vec_push(&stack, 0);
  while (stack.len) {
    uint32_t b = stack.data[--stack.len];
    bo_vec_push(&a->dom_order, b);
    placed[b] = 1;
    size_t mark = stack.len;
    for (uint32_t c = first_child[b]; c != NIL; c = next_sibling[c]) bo_vec_push(&stack, c);
    for (size_t i = mark, j = stack.len; i + 1 < j; i++, j--) { /* text order first */
      uint32_t t = stack.data[i];
      stack.data[i] = stack.data[j - 1];
      stack.data[j - 1] = t;
    }
  }
  for (size_t b = 0; b < n; b++)
    if (!placed[b]) bo_vec_push(&a->dom_order, (uint32_t)b);
  bo_vec_free(&stack);
  free(first_child);
  free(next_sibling);
  free(placed);
  a->avoid_index = bo_mapping_create();
  return 0;
}

/* A block argument is equivalent to what its predecessors forward when
 * every one forwards in place a buffer equivalent to the others' (as
 * upstream).  Blocks in order: a block's arguments are settled when it is
 * reached (all its predecessors are earlier), then its terminator's
 * forwarded operands are noted.  O(blocks + uses). */
/* With block loops (see "cycles") some predecessors come later in the
 * text: every forward is listed first, then the blocks are settled in
 * text order, each argument when all its forwards come from earlier
 * blocks, are in place and are equivalent as decided so far (upstream: a
 * loop-carried argument is not equivalent to its init; nor is an
 * argument forwarded from a block listed after it).  O(blocks + uses). */
static void cyclic_block_arg_equivalence(bo_osb_analysis *a) {
  uint32_t *head = malloc((a->num_values + 1) * sizeof *head);
  BO_VEC(uint32_t) next = {0};
  BO_VEC(bo_value *) val = {0};
  BO_VEC(uint8_t) in_place = {0};
  BO_VEC(uint32_t) from = {0};
  for (uint32_t v = 0; v <= a->num_values; v++) head[v] = NIL;
  for (size_t b = 0; b < a->blocks.len; b++) {
    bo_op *t = a->blocks.data[b]->last;
    const bo_bufferize_iface *bi = t ? osb_iface(a->opts, t) : NULL;
    for (unsigned k = 0; bi && bi->aliasing_value && k < t->num_operands; k++) {
      bool eq;
      bo_value *v = t->operands[k].value, *arg;
      if (!is_tensor(v) || !(arg = bi->aliasing_value(t, k, &eq, a->st))) continue;
      bo_vec_push(&val, v);
      bo_vec_push(&in_place, a->use_state[use_index(a, t, k)] == USE_IN_PLACE);
      bo_vec_push(&from, (uint32_t)b);
      bo_vec_push(&next, head[arg->id]);
      head[arg->id] = (uint32_t)(val.len - 1);
    }
  }
  for (size_t b = 1; b < a->blocks.len; b++) {
    bo_block *blk = a->blocks.data[b];
    for (unsigned i = 0; i < blk->num_args; i++) {
      bo_value *arg = blk->args[i];
      uint32_t f = is_tensor(arg) ? head[arg->id] : NIL;
      if (f == NIL) continue;
      bool ok = true;
      for (uint32_t g = f; g != NIL && ok; g = next.data[g])
        ok = in_place.data[g] && from.data[g] < b && osb_eq_same(a, val.data[f]->id, val.data[g]->id);
      if (!ok) continue;
      uint32_t ea = find_in(a->eq_class, val.data[f]->id), eb = find_in(a->eq_class, arg->id);
      if (ea != eb) a->eq_class[eb] = ea;
    }
  }
  free(head);
  bo_vec_free(&next);
  bo_vec_free(&val);
  bo_vec_free(&in_place);
  bo_vec_free(&from);
}

static void block_arg_equivalence(bo_osb_analysis *a) {
  if (!osb_multi_block(a)) return;
  if (a->cyclic) {
    cyclic_block_arg_equivalence(a);
    return;
  }
  bo_value **first = calloc(a->num_values + 1, sizeof *first);
  uint8_t *bad = calloc(a->num_values + 1, 1);
  for (size_t b = 0; b < a->blocks.len; b++) {
    bo_block *blk = a->blocks.data[b];
    for (unsigned i = 0; b && i < blk->num_args; i++) {
      bo_value *arg = blk->args[i];
      if (!is_tensor(arg) || bad[arg->id] || !first[arg->id]) continue;
      uint32_t ea = find_in(a->eq_class, first[arg->id]->id), eb = find_in(a->eq_class, arg->id);
      if (ea != eb) a->eq_class[eb] = ea;
    }
    bo_op *t = blk->last;
    const bo_bufferize_iface *bi = t ? osb_iface(a->opts, t) : NULL;
    for (unsigned k = 0; bi && bi->aliasing_value && k < t->num_operands; k++) {
      bool eq;
      bo_value *v = t->operands[k].value, *arg;
      if (!is_tensor(v) || !(arg = bi->aliasing_value(t, k, &eq, a->st))) continue;
      if (a->use_state[use_index(a, t, k)] != USE_IN_PLACE) bad[arg->id] = 1;
      else if (!first[arg->id]) first[arg->id] = v;
      else if (!osb_eq_same(a, first[arg->id]->id, v->id)) bad[arg->id] = 1;
    }
  }
  free(first);
  free(bad);
}

bo_osb_analysis *bo_osb_analyze(bo_op *func, const bo_bufferize_options *opts,
                                const bo_bufferize_state *st) {
  return bo_osb_analyze_numbered(func, opts, st, NULL);
}

/* The pass statistics of the decisions: every use counts under
 * num-tensor-in-place or num-tensor-out-of-place (an undecided one adds 0 to
 * the latter), the statistic of the first use registered first.  Counted
 * here, two bo_pass_stat calls instead of one per use.  O(uses). */
static void count_decisions(const bo_osb_analysis *a) {
  uint64_t in_place = 0, out_of_place = 0;
  bool any_in = false, any_out = false, in_first = false;
  for (uint32_t u = 0; u < a->num_uses; u++) {
    if (a->use_state[u] == USE_IN_PLACE) {
      if (!any_in && !any_out) in_first = true;
      any_in = true;
      in_place++;
    } else {
      any_out = true;
      out_of_place += a->use_state[u] >= USE_IN_PLACE;
    }
  }
  bo_context *ctx = a->ops.len ? a->ops.data[0]->ctx : NULL;
  for (int k = 0; k < 2; k++) {
    bool in = (k == 0) == in_first;
    if (in && any_in)
      bo_pass_stat(ctx, "num-tensor-in-place", "Number of in-place tensor OpOperands", in_place);
    else if (!in && any_out)
      bo_pass_stat(ctx, "num-tensor-out-of-place", "Number of out-of-place tensor OpOperands",
                   out_of_place);
  }
}

bo_osb_analysis *bo_osb_analyze_numbered(bo_op *func, const bo_bufferize_options *opts,
                                         const bo_bufferize_state *st,
                                         const bo_osb_numbering *num) {
  bo_region *region = &func->regions[0];
  if (!region->first) return NULL;
  bo_osb_analysis *a = calloc(1, sizeof *a);
  a->func = func;
  a->body = region->first;
  a->region = region;
  a->opts = opts;
  a->st = st;
  int rc = 0;
  bo_osb_numbering *own = NULL;
  if (!num) num = own = bo_osb_number(func, opts, NULL, NULL);
  a->num_op_ids = num->ops;
  a->num_values = num->values;
  if (num->capture) {
    a->capture = malloc(num->ops + 1);
    memcpy(a->capture, num->capture, num->ops + 1);
  }
  for (bo_block *b = region->first; b && !rc; b = b->next) {
    bo_vec_push(&a->block_start, a->ops.len);
    rc = collect_ops(a, b);
    while (a->op_block.len < a->ops.len) bo_vec_push(&a->op_block, (uint32_t)a->blocks.len);
    bo_vec_push(&a->blocks, b);
  }
  if (rc || (num->suspect && check_supported(a, num->nested_tensor)) || setup_blocks(a)) {
    bo_osb_numbering_free(own);
    bo_osb_free(a);
    return NULL;
  }
  bo_osb_numbering_free(own);
  a->pos = malloc(a->num_op_ids * sizeof *a->pos);
  a->use_base = calloc(a->num_op_ids, sizeof *a->use_base);
  for (uint32_t i = 0; i < a->num_op_ids; i++) a->pos[i] = -1;
  for (size_t p = 0; p < a->ops.len; p++) {
    bo_op *op = a->ops.data[p];
    a->pos[op->id] = (int32_t)p;
    a->use_base[op->id] = a->num_uses;
    a->num_uses += op->num_operands;
  }
  size_t nv = a->num_values ? a->num_values : 1, nu = a->num_uses ? a->num_uses : 1;
  a->use_state = calloc(nu, 1);
  a->use_op = calloc(nu, sizeof *a->use_op);
  a->parent = malloc(nv * sizeof *a->parent);
  a->next_member = malloc(nv * sizeof *a->next_member);
  a->eq_class = malloc(nv * sizeof *a->eq_class);
  a->def = malloc(nv * sizeof *a->def);
  a->def_block = malloc(nv * sizeof *a->def_block);
  a->maxread = malloc(nv * sizeof *a->maxread);
  a->value_of = calloc(nv, sizeof *a->value_of);
  a->eq_parent = calloc(nv, sizeof *a->eq_parent);
  a->flags = calloc(nv, 1);
  a->writes_root = malloc(nv * sizeof *a->writes_root);
  a->reads_root = malloc(nv * sizeof *a->reads_root);
  a->class_size = malloc(nv * sizeof *a->class_size);
  a->seed = 0x9e3779b97f4a7c15ULL;
  a->insert_reads = malloc(nv * sizeof *a->insert_reads);
  a->next_insert_read = malloc(nu * sizeof *a->next_insert_read);
  a->read_extended = calloc(nv, 1);
  a->use_reads = calloc(nu, 1);
  a->op_flags = calloc(a->ops.len + 1, 1);
  a->loop_first = malloc((a->ops.len + 1) * sizeof *a->loop_first);
  for (size_t p = 0; p < a->ops.len; p++) a->loop_first[p] = -1;
  for (size_t k = 0; k < a->loops.len; k++)
    a->loop_first[a->pos[a->loops.data[k].op->id]] = (int32_t)a->loops.data[k].first;
  compute_static_facts(a);
  add_read_intervals(a);

  osb_force_in_place(a);
  bo_op **order = decision_order(a);
  for (size_t k = 0; k < a->ops.len; k++) {
    bo_op *op = order[k];
    for (unsigned i = 0; i < op->num_operands; i++)
      if (a->use_state[use_index(a, op, i)] == USE_UNDECIDED) osb_decide(a, op, i);
  }
  free(order);
  count_decisions(a);
  if (region_equivalence(a)) {
    bo_osb_free(a);
    return NULL;
  }
  block_arg_equivalence(a);
  return a;
}

void bo_osb_free(bo_osb_analysis *a) {
  if (!a) return;
  bo_vec_free(&a->blocks);
  bo_vec_free(&a->op_block);
  bo_vec_free(&a->block_start);
  free(a->reach);
  if (a->block_index) bo_mapping_destroy(a->block_index);
  if (a->dom) bo_dominance_destroy(a->dom);
  bo_vec_free(&a->ops);
  bo_vec_free(&a->joins);
  free(a->pos);
  free(a->use_base);
  free(a->use_state);
  free(a->use_op);
  free(a->parent);
  free(a->next_member);
  free(a->eq_class);
  free(a->def);
  free(a->def_block);
  for (size_t k = 0; k < a->avoid_sets.len; k++) free(a->avoid_sets.data[k]);
  bo_vec_free(&a->avoid_sets);
  if (a->avoid_index) bo_mapping_destroy(a->avoid_index);
  bo_vec_free(&a->rets);
  bo_vec_free(&a->dom_order);
  free(a->maxread);
  free(a->value_of);
  free(a->eq_parent);
  free(a->flags);
  free(a->writes_root);
  free(a->reads_root);
  free(a->class_size);
  bo_vec_free(&a->nodes);
  free(a->insert_reads);
  free(a->next_insert_read);
  free(a->read_extended);
  free(a->use_reads);
  free(a->op_flags);
  bo_vec_free(&a->loops);
  free(a->loop_first);
  free(a->capture);
  bo_vec_free(&a->refusals);
  free(a);
}

bool bo_osb_in_place(const bo_osb_analysis *a, const bo_op *op, unsigned operand) {
  if (op->id >= a->num_op_ids || a->pos[op->id] < 0 || a->ops.data[a->pos[op->id]] != op)
    return false;
  return a->use_state[use_index(a, op, operand)] == USE_IN_PLACE;
}

bool bo_osb_reads(const bo_osb_analysis *a, const bo_op *op, unsigned operand) {
  if (op->id >= a->num_op_ids || a->pos[op->id] < 0 || a->ops.data[a->pos[op->id]] != op)
    return true;
  return a->use_reads[use_index(a, op, operand)];
}

bool bo_osb_undefined_contents(const bo_osb_analysis *a, const bo_value *v) {
  return !a->opts->skip_analysis && v->id < a->num_values && a->value_of[v->id] == v && a->def[v->id] == DEF_NONE;
}

uint32_t bo_osb_value_slot(const bo_osb_analysis *a, const bo_value *v) {
  return v->id < a->num_values && a->value_of[v->id] == v ? v->id : UINT32_MAX;
}

uint32_t bo_osb_num_values(const bo_osb_analysis *a) { return a->num_values; }

bool bo_osb_value_written(const bo_osb_analysis *a, const bo_value *v) {
  return a->writes_root[find((bo_osb_analysis *)a, v->id)] != NIL;
}

bool bo_osb_aliases_argument(const bo_osb_analysis *a, const bo_value *v) {
  return a->flags[find((bo_osb_analysis *)a, v->id)] & CLASS_ARGUMENT;
}

/* Is v defined in region r, not as one of r's block arguments? */
static bool defined_within(const bo_value *v, const bo_region *r) {
  const bo_block *b = v->def_op ? v->def_op->block : v->owner;
  if (!v->def_op && b && b->parent == r) return false;
  while (b && b->parent) {
    if (b->parent == r) return true;
    const bo_op *p = b->parent->parent;
    if (!p) return false;
    b = p->block;
  }
  return false;
}

bool bo_osb_aliases_outside(const bo_osb_analysis *a, const bo_value *v, const bo_region *r,
                            const bo_value *except) {
  if (v->id >= a->num_values || a->value_of[v->id] != v) return false;
  uint32_t start = v->id, m = start;
  do {
    const bo_value *x = a->value_of[m];
    if (x && x != except && !defined_within(x, r)) return true;
    m = a->next_member[m];
  } while (m != start);
  return false;
}

int bo_osb_equivalent_argument(const bo_osb_analysis *a, const bo_value *v) {
  uint32_t c = find_in(a->eq_class, v->id);
  for (unsigned i = 0; i < a->body->num_args; i++)
    if (is_tensor(a->body->args[i]) && find_in(a->eq_class, a->body->args[i]->id) == c)
      return (int)i;
  return -1;
}
