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
 */
#include "one_shot_analysis.h"

#include <limits.h>

#include "../ir/ir_private.h"
#include "dominance.h"

enum { USE_NONE, USE_UNDECIDED, USE_IN_PLACE, USE_OUT_OF_PLACE };
enum { CLASS_NONWRITABLE = 1, CLASS_ARGUMENT = 2 };
enum { OP_TENSORS = 1, OP_FORCES = 2 }; /* has tensor values; has force_in_place hooks */
#define DEF_NONE INT32_MAX
#define DEF_ENTRY (-1)
#define NO_READ (-2)
#define NIL UINT32_MAX
#define UNTRACKED UINT32_MAX /* value id outside the analysis' tables (number_walk) */

struct bo_osb_analysis {
  bo_op *func;
  bo_block *body;            /* the entry block */
  bo_region *region;         /* the function's body */
  bo_op *ret;                /* its return (the first one with tensor operands) */
  BO_VEC(bo_op *) rets;      /* every return of the body (several blocks) */
  bool cyclic;               /* a branch goes back to an earlier block: see "cycles" */
  uint32_t *def_block;       /* by value: the top-level block of def (cyclic only) */
  bo_mapping *avoid_index;   /* (d, p) -> index + 1 in avoid_sets (cyclic only) */
  BO_VEC(uint32_t) dom_order; /* block indices, each after its immediate dominator */
  BO_VEC(uint64_t *) avoid_sets;
  /* Several blocks (cf branches): blocks in order, each op's top-level
   * block (by position), reachability bitsets, dominance.  See "blocks". */
  BO_VEC(bo_block *) blocks;
  BO_VEC(uint32_t) op_block;
  BO_VEC(size_t) block_start; /* position of each block's first op */
  uint64_t *reach;           /* nblocks x words: reach[i] bit j: j reachable from i */
  size_t words;
  bo_mapping *block_index;   /* block -> index + 1 */
  bo_dominance *dom;
  const bo_bufferize_options *opts;
  bool no_summary; /* in or into a call cycle: no argument annotations */
  const bo_bufferize_state *st;
  BO_VEC(bo_op *) ops;      /* the body's ops in order: position = index */
  uint32_t num_op_ids, num_values;
  int32_t *pos;             /* by op id: position, -1 for nested ops */
  uint32_t *use_base;       /* by op id: index of its first use */
  uint32_t num_uses;
  uint8_t *use_state;       /* by use */
  bo_op **use_op;           /* by use */
  /* by value id */
  uint32_t *parent, *next_member;
  uint32_t *eq_class;       /* union-find of equivalent buffers (in place + equivalent) */
  int32_t *def, *maxread;
  bo_value **value_of;      /* id -> value (tensors only) */
  bo_value **eq_parent;     /* static equivalence chain (NULL at its root) */
  uint8_t *flags;           /* CLASS_* on class roots */
  /* Per class root: two treaps (see "class sets" below) and their size. */
  uint32_t *writes_root;    /* in-place writes, keyed by position */
  uint32_t *reads_root;     /* read intervals (def, last read], keyed by def */
  uint32_t *class_size;     /* nodes in both */
  BO_VEC(struct tnode) nodes;
  uint64_t seed;            /* treap priorities (per analysis: no global state) */
  /* Reads as the destination of a subset insertion are checked one by one
   * (their exemption depends on the write); maxread covers the others. */
  uint32_t *insert_reads;     /* by value: first such read use, NIL */
  uint32_t *next_insert_read; /* by use */
  /* Loops (region_kind BO_BUFFERIZE_REGION_LOOP): a read inside a loop of
   * a value defined outside it lasts until the loop's end (the next
   * iteration reads it again); read_extended marks a maxread that is such
   * an extended read.  Loop bodies' iteration arguments are defined at the
   * loop's entry: the position before its first nested op. */
  uint8_t *read_extended;      /* by value */
  uint8_t *use_reads;          /* by use: the op reads it (asked once, before any rewrite) */
  /* By position: OP_* facts noted by compute_static_facts, so later passes
   * skip ops without touching them (each op struct touched is a cache miss
   * on big functions). */
  uint8_t *op_flags;
  BO_VEC(struct loop_start) loops;
  int32_t *loop_first;         /* by position: a loop's first nested position, else -1 */
  /* print-conflicts: the pair that refused the last in-place decision,
   * and the refusals so far (annotated at the end). */
  struct {
    uint32_t x, read_use, write_use;
    int32_t hi;
    bool nonwritable;
  } last;
  BO_VEC(struct refusal) refusals;
  /* dump-alias-sets: every join of two alias classes, as upstream's
   * unionSets(alias, operand) calls, in decision order (replayed at the
   * end to list each class's members in upstream's order). */
  BO_VEC(struct alias_join) joins;
};

struct alias_join {
  uint32_t alias, operand; /* value ids */
};

/* One refused in-place decision, for print-conflicts: the read value x,
 * its reading use (NIL: the op at position hi), the conflicting write use;
 * or (nonwritable) the non-writable value x of the class. */
struct refusal {
  uint32_t x, read_use, write_use;
  int32_t hi;
  bool nonwritable;
};

struct loop_start {
  bo_op *op;
  size_t first; /* index in ops of its first nested op */
};

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
 * ops (acts_unknown). */
const bo_bufferize_iface *bo_bufferize_iface_in(const bo_bufferize_options *o, const bo_op *op) {
  const bo_bufferize_iface *bi = op->info->bufferize;
  if (!bi || !o || !o->dialect_filter_count || bo_bufferize_dialect_allowed(o, op)) return bi;
  return strncmp(op->info->name, "func.", 5) == 0 ? bi : NULL;
}

bool bo_bufferize_reads(const bo_op *op, unsigned operand, const bo_bufferize_state *st) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(bo_bufferize_state_options(st), op);
  return !bi || !bi->reads || bi->reads(op, operand, st);
}

bool bo_bufferize_writes(const bo_op *op, unsigned operand, const bo_bufferize_state *st) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(bo_bufferize_state_options(st), op);
  if (!bi) return false; /* unknown ops keep their tensors: they write no buffer */
  return !bi->writes || bi->writes(op, operand, st);
}

int bo_bufferize_aliasing_result(const bo_op *op, unsigned operand, bool *equivalent,
                                 const bo_bufferize_state *st) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(bo_bufferize_state_options(st), op);
  *equivalent = false;
  if (!bi || !bi->aliasing_result) return -1;
  return bi->aliasing_result(op, operand, equivalent, st);
}

/* ------------------------------------------------------- function summaries */

struct bo_bufferize_state {
  bo_context *ctx;
  const bo_bufferize_options *opts; /* the run's (dialect-filter), or NULL */
  bo_mapping *summaries; /* interned function name -> bo_func_summary */
  bo_mapping *unanalyzed; /* interned function name -> itself: in or into a call cycle */
  BO_VEC(bo_func_summary *) owned;
};

bo_bufferize_state *bo_bufferize_state_create(bo_context *ctx, const bo_bufferize_options *opts) {
  bo_bufferize_state *st = calloc(1, sizeof *st);
  st->ctx = ctx;
  st->opts = opts;
  st->summaries = bo_mapping_create();
  st->unanalyzed = bo_mapping_create();
  return st;
}

const bo_bufferize_options *bo_bufferize_state_options(const bo_bufferize_state *st) {
  return st ? st->opts : NULL;
}

void bo_bufferize_state_mark_unanalyzed(bo_bufferize_state *st, const char *name) {
  const char *n = bo_intern_cstr(st->ctx, name);
  bo_mapping_put(st->unanalyzed, n, (void *)n);
}

bool bo_bufferize_callee_unanalyzed(const bo_bufferize_state *st, const bo_op *call) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(bo_bufferize_state_options(st), call);
  const char *name = st && bi && bi->callee ? bi->callee(call) : NULL;
  return name && bo_mapping_get(st->unanalyzed, bo_intern_cstr(st->ctx, name));
}

void bo_bufferize_state_destroy(bo_bufferize_state *st) {
  if (!st) return;
  for (size_t i = 0; i < st->owned.len; i++) free(st->owned.data[i]);
  bo_vec_free(&st->owned);
  bo_mapping_destroy(st->summaries);
  bo_mapping_destroy(st->unanalyzed);
  free(st);
}

const bo_func_summary *bo_bufferize_callee_summary(const bo_bufferize_state *st,
                                                   const bo_op *call) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(bo_bufferize_state_options(st), call);
  const char *name = st && bi && bi->callee ? bi->callee(call) : NULL;
  if (!name) return NULL;
  return bo_mapping_get(st->summaries, bo_intern_cstr(st->ctx, name));
}

static bool is_tensor(const bo_value *v) { return bo_type_is_tensor(v->type); }

/* ------------------------------------------------------------ union-find */

static uint32_t find_in(uint32_t *parent, uint32_t v) {
  while (parent[v] != v) {
    parent[v] = parent[parent[v]];
    v = parent[v];
  }
  return v;
}

static uint32_t find(bo_osb_analysis *a, uint32_t v) {
  while (a->parent[v] != v) {
    a->parent[v] = a->parent[a->parent[v]];
    v = a->parent[v];
  }
  return v;
}

/* ---------------------------------------------------------- static facts */

static uint32_t use_index(const bo_osb_analysis *a, const bo_op *op, unsigned operand) {
  return a->use_base[op->id] + operand;
}

/* Is the element-wise rule satisfied for reading use r and writing use w of
 * the same op?  Their values must be equivalent along the static chain. */
static bool is_region_branch(const bo_bufferize_options *fo, const bo_op *op);

/* Is `to` on the reverse chain of equivalent aliases from `from`?  A
 * region-branch result whose regions yield different values continues
 * into each of them (upstream's IfOp lists every yield as an equivalent,
 * not definite, alias: reaching `to` through one suffices).  *budget
 * bounds the branching walk (a DAG): when it runs out the answer is "no",
 * the conservative one (a copy more), in pathological nests only. */
static bool on_chain_within(const bo_osb_analysis *a, bo_value *from, const bo_value *to,
                            unsigned *budget) {
  for (bo_value *v = from; v; v = a->eq_parent[v->id]) {
    if (v == to) return true;
    if (!*budget) return false;
    --*budget;
    bo_op *d = v->def_op;
    if (!d || a->eq_parent[v->id] || !is_region_branch(a->opts, d)) continue;
    for (unsigned g = 0; g < d->num_regions; g++) {
      bo_block *b = d->regions[g].first;
      bo_op *term = b ? b->last : NULL;
      if (term && v->index < term->num_operands &&
          on_chain_within(a, term->operands[v->index].value, to, budget))
        return true;
    }
  }
  return false;
}

static bool on_equivalence_chain(const bo_osb_analysis *a, bo_value *from, const bo_value *to) {
  unsigned budget = 256;
  return on_chain_within(a, from, to, &budget);
}

static bool elementwise_exempt(const bo_osb_analysis *a, bo_op *op, unsigned r, unsigned w) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(a->opts, op);
  if (!bi || !bi->elementwise_access || !bi->elementwise_access(op, r, w)) return false;
  bo_value *rv = op->operands[r].value, *wv = op->operands[w].value;
  return on_equivalence_chain(a, rv, wv) || on_equivalence_chain(a, wv, rv);
}

/* Are the buffers of values u and v equivalent, as decided so far?  Used
 * after the decisions (region and loop equivalence, bo_osb_equivalent).
 * The conflict exemptions do not use it: upstream fills its equivalence
 * classes only after analysing every op of the function
 * (equivalenceAnalysis), so while deciding, areEquivalentBufferizedValues
 * holds only for the very same value; bufopt follows that (a value
 * equivalent through in-place decisions earns no subset exemption; see
 * docs/one-shot-bufferize.md, fuzz-copy-onto-itself.mlir). */
static bool eq_same(const bo_osb_analysis *a, uint32_t u, uint32_t v) {
  return find_in(a->eq_class, u) == find_in(a->eq_class, v);
}

/* Is operand `operand` of op the destination of a subset insertion?  Sets
 * *source to the inserted operand. */
static bool is_insert_dest(const bo_bufferize_options *fo, const bo_op *op, unsigned operand, unsigned *source) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(fo, op);
  unsigned dest;
  return bi && bi->subset_insertion && bi->subset_insertion(op, source, &dest) && dest == operand;
}

/* Upstream's matchesInsertDestination: does v come (along equivalent
 * aliases) from a subset extraction that reads what `insert` writes, from
 * a tensor equivalent to the insertion's destination? */
static bool matches_insert_destination(const bo_osb_analysis *a, bo_value *v, const bo_op *insert,
                                       unsigned dest) {
  const bo_bufferize_iface *ii = bo_bufferize_iface_in(a->opts, insert);
  for (bo_value *y = v; y; y = a->eq_parent[y->id]) {
    if (ii->subset_is_whole && y->def_op) { /* only op results match, as upstream */
      bo_value *d = insert->operands[dest].value;
      if (y == d) return true; /* upstream: the very value, not an equivalent one */
    }
    bo_op *def = y->def_op;
    const bo_bufferize_iface *bi = def ? bo_bufferize_iface_in(a->opts, def) : NULL;
    if (!bi || !bi->matching_subset || !def->num_operands) continue;
    if (!bi->matching_subset(def, insert)) continue;
    /* Equivalent as bufferized (upstream's areEquivalentBufferizedValues):
     * during the analysis only the very value (see eq_same). */
    if (def->operands[0].value == insert->operands[dest].value) return true;
  }
  return false;
}

/* The exemptions of upstream's conflict rules that hold however often the
 * ops run: subsets (see exempt). */
static bool subset_exempt(const bo_osb_analysis *a, uint32_t x, uint32_t ru, uint32_t wu) {
  bo_op *wop = a->use_op[wu];
  unsigned wi = wu - a->use_base[wop->id], src;
  if (is_insert_dest(a->opts, wop, wi, &src)) {
    bo_value *s = wop->operands[src].value;
    if (s->id == x && matches_insert_destination(a, s, wop, wi)) return true;
  }
  if (ru == NIL) return false;
  bo_op *rop = a->use_op[ru];
  unsigned ri = ru - a->use_base[rop->id];
  return is_insert_dest(a->opts, rop, ri, &src) &&
         matches_insert_destination(a, wop->operands[wi].value, rop, ri);
}

/* The exemptions of upstream's conflict rules for the read use `ru` of x
 * (NIL: some read of x at a later op) and the in-place write use `wu`. */
static bool exempt(const bo_osb_analysis *a, uint32_t x, uint32_t ru, uint32_t wu) {
  bo_op *wop = a->use_op[wu];
  unsigned wi = wu - a->use_base[wop->id], src;
  /* A write to the destination of an insertion of x's own data into the
   * subset x was extracted from leaves x's elements unchanged. */
  if (is_insert_dest(a->opts, wop, wi, &src)) {
    bo_value *s = wop->operands[src].value;
    if (s->id == x && matches_insert_destination(a, s, wop, wi))
      return true;
  }
  if (ru == NIL) return false;
  if (ru == wu) return true; /* a use does not conflict with itself */
  bo_op *rop = a->use_op[ru];
  unsigned ri = ru - a->use_base[rop->id];
  /* The insertion reads its destination around the subset it overwrites. */
  if (is_insert_dest(a->opts, rop, ri, &src) &&
      matches_insert_destination(a, wop->operands[wi].value, rop, ri))
    return true;
  return rop == wop && elementwise_exempt(a, rop, ri, wi);
}

/* ------------------------------------------------------------ class sets
 *
 * Each class keeps its in-place writes (key: position, a: the use) and its
 * read intervals (key: def(x), hi: the read's position, a: x, b: the read
 * use for a subset-insertion destination read, NIL for "the last other
 * read of x") in two treaps.  Classes are conflict-free; joining two only
 * needs the pairs across them: the smaller class's nodes are checked
 * against the larger's treaps (writes in (def, hi]; intervals containing a
 * write: a walk pruned by the subtree maximum of hi) and then inserted into
 * them.  Each node moves O(log n) times, each move or query costs
 * O(log n): O(n log^2 n) for the analysis, plus the conflicts found. */

typedef struct tnode {
  int32_t key, hi, max_hi;
  uint32_t prio, left, right;
  uint32_t a, b;
} tnode;

static uint32_t new_node(bo_osb_analysis *a, int32_t key, int32_t hi, uint32_t x, uint32_t y) {
  a->seed = a->seed * 6364136223846793005ULL + 1442695040888963407ULL;
  tnode n = {key, hi, hi, (uint32_t)(a->seed >> 33), NIL, NIL, x, y};
  bo_vec_push(&a->nodes, n);
  return (uint32_t)(a->nodes.len - 1);
}

static void pull(bo_osb_analysis *a, uint32_t t) {
  tnode *n = &a->nodes.data[t];
  int32_t m = n->hi;
  if (n->left != NIL && a->nodes.data[n->left].max_hi > m) m = a->nodes.data[n->left].max_hi;
  if (n->right != NIL && a->nodes.data[n->right].max_hi > m) m = a->nodes.data[n->right].max_hi;
  n->max_hi = m;
}

/* Splits t into keys < key and keys >= key. */
static void split(bo_osb_analysis *a, uint32_t t, int32_t key, uint32_t *l, uint32_t *r) {
  if (t == NIL) {
    *l = *r = NIL;
    return;
  }
  if (a->nodes.data[t].key < key) {
    uint32_t rl, rr;
    split(a, a->nodes.data[t].right, key, &rl, &rr);
    a->nodes.data[t].right = rl;
    pull(a, t);
    *l = t;
    *r = rr;
  } else {
    uint32_t ll, lr;
    split(a, a->nodes.data[t].left, key, &ll, &lr);
    a->nodes.data[t].left = lr;
    pull(a, t);
    *l = ll;
    *r = t;
  }
}

static uint32_t join(bo_osb_analysis *a, uint32_t l, uint32_t r) {
  if (l == NIL) return r;
  if (r == NIL) return l;
  if (a->nodes.data[l].prio > a->nodes.data[r].prio) {
    a->nodes.data[l].right = join(a, a->nodes.data[l].right, r);
    pull(a, l);
    return l;
  }
  a->nodes.data[r].left = join(a, l, a->nodes.data[r].left);
  pull(a, r);
  return r;
}

static uint32_t insert_node(bo_osb_analysis *a, uint32_t root, uint32_t n) {
  uint32_t l, r;
  a->nodes.data[n].left = a->nodes.data[n].right = NIL;
  pull(a, n);
  split(a, root, a->nodes.data[n].key, &l, &r);
  return join(a, join(a, l, n), r);
}

/* Do the reads of x at op (the op of the write wu) conflict with it? */
static bool same_op_conflicts(bo_osb_analysis *a, uint32_t x, bo_op *op, uint32_t wu) {
  for (unsigned i = 0; i < op->num_operands; i++) {
    unsigned src;
    if (op->operands[i].value != a->value_of[x] || !bo_bufferize_reads(op, i, a->st) ||
        is_insert_dest(a->opts, op, i, &src))
      continue;
    if (!exempt(a, x, use_index(a, op, i), wu)) return true;
  }
  return false;
}

/* Is op inside a region of an op of the function body? */
static bool is_nested(const bo_osb_analysis *a, const bo_op *op) {
  return op->block->parent != a->region;
}

/* The region structure of op (upstream's RegionBranchOpInterface, which a
 * dialect-filter does not hide): its raw hooks' region_kind, also for an op
 * the filter leaves (an unknown op for the rest of the analysis, see
 * filtered_region_op).  NULL when op has no hooks at all. */
static const bo_bufferize_iface *structure_of(const bo_op *op) { return op->info->bufferize; }

/* An op with tensor regions (scf.for, scf.if, ...) of a dialect the
 * dialect-filter leaves: an unknown op whose regions the analysis enters
 * (upstream walks every op), whose regions' block arguments are not
 * writable (upstream's isWritable of a value of a not-allowed op) and
 * whose terminators are unknown ops too. */
static bool filtered_region_op(const bo_bufferize_options *fo, const bo_op *op) {
  const bo_bufferize_iface *raw = structure_of(op);
  return raw && op->num_regions && raw->region_kind != BO_BUFFERIZE_NO_TENSOR_REGIONS &&
         !bo_bufferize_iface_in(fo, op);
}

static bool is_loop_kind(const bo_op *op, const bo_bufferize_iface *bi) {
  return bi && op->num_regions && (bi->region_kind == BO_BUFFERIZE_REGION_LOOP ||
                                   bi->region_kind == BO_BUFFERIZE_REGION_WHILE ||
                                   bi->region_kind == BO_BUFFERIZE_REGION_FORALL);
}

/* A loop by structure, filtered or not: its iteration arguments are
 * defined at its entry, and a read inside it of a value defined outside
 * lasts until its end.  Deliberately not upstream's rule for a filtered
 * loop (its getEnclosingRepetitiveRegion asks the bufferization
 * interface, so a filtered loop repeats nothing and a write inside it
 * into such a value goes in place: a later iteration then reads the
 * written data, wrong code); bufopt copies there.  O(1). */
static bool is_loop(const bo_op *op) { return is_loop_kind(op, structure_of(op)); }

static bool is_forall_structure(const bo_op *op) {
  const bo_bufferize_iface *raw = structure_of(op);
  return raw && op->num_regions == 1 && raw->region_kind == BO_BUFFERIZE_REGION_FORALL;
}

/* Does the filter allow an op with hooks (parallel_insert_slice) in the
 * terminator of forall f?  O(ops of that terminator's regions). */
static bool rewrites_parallel_insert(const bo_bufferize_options *fo, const bo_op *f) {
  bo_block *body = f->regions[0].first;
  bo_op *term = body ? body->last : NULL;
  for (unsigned g = 0; term && g < term->num_regions; g++)
    for (bo_block *b = term->regions[g].first; b; b = b->next)
      for (bo_op *o = b->first; o; o = o->next)
        if (bo_bufferize_iface_in(fo, o)) return true;
  return false;
}

static bool is_forall(const bo_bufferize_options *fo, const bo_op *op) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(fo, op);
  return bi && op->num_regions == 1 && bi->region_kind == BO_BUFFERIZE_REGION_FORALL;
}

static bool is_while(const bo_bufferize_options *fo, const bo_op *op) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(fo, op);
  return bi && op->num_regions == 2 && bi->region_kind == BO_BUFFERIZE_REGION_WHILE;
}

/* Where a read of x by `reader` ends: at the reader, or at the end of the
 * outermost loop around the reader that does not define x (*extended).
 * O(depth^2). */
static int32_t read_end(const bo_osb_analysis *a, const bo_op *reader, const bo_value *x,
                        bool *extended) {
  int32_t end = a->pos[reader->id];
  *extended = false;
  for (const bo_op *o = reader; o->block && o->block->parent != a->region;) {
    const bo_op *anc = o->block->parent->parent;
    if (is_loop(anc) && !bo_value_defined_in(x, anc)) {
      end = a->pos[anc->id];
      *extended = true;
    }
    o = anc;
  }
  return end;
}

/* The position of a forall's entry: just before its first nested op in
 * post-order.  O(depth). */
static int32_t forall_entry(const bo_osb_analysis *a, const bo_op *f) {
  const bo_op *o = f;
  for (;;) {
    const bo_op *inner = NULL;
    for (unsigned r = 0; r < o->num_regions && !inner; r++)
      if (o->regions[r].first && o->regions[r].first->first) inner = o->regions[r].first->first;
    if (!inner || inner->id >= a->num_op_ids || a->pos[inner->id] < 0) break;
    o = inner;
  }
  return o == f ? a->pos[f->id] : a->pos[o->id] - 1;
}

/* read_end for operand i of reader: a forall reads its shared outs on
 * entry (each iteration sees the init's data), not where it stands. */
static int32_t use_read_end(const bo_osb_analysis *a, const bo_op *reader, unsigned i,
                            const bo_value *x, bool *extended) {
  int32_t end = read_end(a, reader, x, extended);
  if (!*extended && is_forall(a->opts, reader) && i >= reader->num_operands - reader->num_results)
    end = forall_entry(a, reader);
  return end;
}

/* Are ops p and q in different regions of their closest common ancestor,
 * and does that ancestor run at most one of its regions (a region-branch
 * op: scf.if)?  Then neither sees the other's effects (upstream's
 * insideMutuallyExclusiveRegions).  O(depth^2). */
static bool mutually_exclusive(const bo_osb_analysis *a, const bo_op *p, const bo_op *q) {
  for (const bo_op *x = p; x->block->parent != a->region;) {
    const bo_region *xr = x->block->parent;
    const bo_op *anc = xr->parent;
    for (const bo_op *y = q; y->block->parent != a->region;) {
      const bo_region *yr = y->block->parent;
      if (yr->parent == anc) {
        const bo_bufferize_iface *bi = structure_of(anc);
        return xr != yr && bi && bi->region_kind == BO_BUFFERIZE_REGION_BRANCH;
      }
      y = yr->parent;
    }
    x = anc;
  }
  return false;
}

/* A write wu at position w inside a region, and reads of x after it: only
 * reads not in a region exclusive with the write's count.  O(uses of x). */
static bool nested_write_conflicts(bo_osb_analysis *a, uint32_t x, uint32_t wu, int32_t w) {
  if (exempt(a, x, NIL, wu)) return false;
  bo_op *wop = a->use_op[wu];
  bo_value *v = a->value_of[x];
  for (bo_use *u = v->first_use; u; u = u->next) {
    bo_op *op = u->owner;
    unsigned src;
    if (op->id >= a->num_op_ids || a->pos[op->id] < 0) continue;
    bool extended;
    int32_t end = use_read_end(a, op, u->index, v, &extended);
    if (end < w || (end == w && !extended)) continue;
    if (is_insert_dest(a->opts, op, u->index, &src)) continue; /* its own interval */
    bool reads = bo_bufferize_reads(op, u->index, a->st);
    if (!reads) {
      bool eq;
      int r = bo_bufferize_aliasing_result(op, u->index, &eq, a->st);
      reads = bo_bufferize_iface_in(a->opts, op) && r >= 0 && !bo_bufferize_writes(op, u->index, a->st) &&
              bo_bufferize_value_is_read(&op->results[r], a->st);
    }
    /* Exclusive regions exclude each other within one run of their op
     * only: a read extended to the end of a loop around the write (x
     * defined outside it) sees the write of an earlier iteration, or of
     * another scf.forall iteration running at the same time (upstream: no
     * op dominance, so no exclusive-regions rule). */
    bool repeated = extended && a->loop_first[end] >= 0 && w >= a->loop_first[end];
    if (reads && (repeated || !mutually_exclusive(a, op, wop))) return true;
  }
  return same_op_conflicts(a, x, wop, wu);
}

/* ------------------------------------------------------------ blocks
 *
 * A body of several blocks (cf.br / cf.cond_br / cf.switch) whose blocks
 * are listed in a topological order (every branch goes to a later block:
 * no loop made of blocks; otherwise see "cycles" below): positions then
 * order any two ops on one path.  Upstream decides
 * a read and a write in different blocks by dominance and paths: the read
 * conflicts when the write's block reaches the read's, or when the read's
 * block reaches the write's without dominating it (the read does not
 * happen before the write); blocks on no common path never conflict.  So
 * a read outside the last block lasts to the end of the function (its
 * interval covers every write that may conflict) and each candidate pair
 * is then checked read by read.  Set-up: O(blocks x edges / 64) for the
 * reachability bitsets, dominance once; a pair: O(uses of x). */

static bool multi_block(const bo_osb_analysis *a) { return a->blocks.len > 1; }

static uint32_t block_at(const bo_osb_analysis *a, const bo_op *op) {
  return a->op_block.data[a->pos[op->id]];
}

static bool reaches(const bo_osb_analysis *a, uint32_t from, uint32_t to) {
  return (a->reach[(size_t)from * a->words + to / 64] >> (to % 64)) & 1;
}

/* May a read in block br see a write in block bw (br != bw)? */
static bool blocks_interfere(const bo_osb_analysis *a, uint32_t br, uint32_t bw) {
  if (reaches(a, bw, br)) return true;
  return reaches(a, br, bw) &&
         !bo_dominance_dominates(a->dom, a->blocks.data[br], a->blocks.data[bw]);
}

/* Is use u a read by an analysed op that the paths of a body with cycles
 * or several blocks must order against a write: its operand read, or a
 * result aliasing it without a write that is read later?  An insertion
 * destination is checked through its own interval.  O(1) hooks. */
static bool path_read(bo_osb_analysis *a, const bo_use *u) {
  bo_op *op = u->owner;
  unsigned src;
  if (op->id >= a->num_op_ids || a->pos[op->id] < 0) return false;
  if (is_insert_dest(a->opts, op, u->index, &src)) return false; /* its own interval */
  if (bo_bufferize_reads(op, u->index, a->st)) return true;
  bool eq;
  int r = bo_bufferize_aliasing_result(op, u->index, &eq, a->st);
  return bo_bufferize_iface_in(a->opts, op) && r >= 0 && !bo_bufferize_writes(op, u->index, a->st) &&
         bo_bufferize_value_is_read(&op->results[r], a->st);
}

/* Does a read of x conflict with the in-place write wu at position w
 * (def(x) < w), in a body of several blocks?  O(uses of x). */
static bool cross_block_conflicts(bo_osb_analysis *a, uint32_t x, uint32_t wu, int32_t w) {
  if (exempt(a, x, NIL, wu)) return false;
  bo_op *wop = a->use_op[wu];
  uint32_t bw = a->op_block.data[w];
  bo_value *v = a->value_of[x];
  for (bo_use *u = v->first_use; u; u = u->next) {
    bo_op *op = u->owner;
    bool reads = path_read(a, u);
    if (!reads) continue;
    uint32_t br = block_at(a, op);
    if (br != bw) {
      if (blocks_interfere(a, br, bw)) return true;
      continue;
    }
    bool extended;
    int32_t end = read_end(a, op, v, &extended);
    if (end < w || (end == w && !extended)) continue;
    if (!is_nested(a, wop) || !mutually_exclusive(a, op, wop)) return true;
  }
  return same_op_conflicts(a, x, wop, wu);
}

/* ------------------------------------------------------------ cycles
 *
 * A body whose branches go back to earlier blocks (loops made of blocks)
 * has no position order along its paths.  Every read interval then spans
 * the whole body (each class's writes are candidates) and each candidate
 * pair is decided by paths: a read r of x conflicts with an in-place write
 * w of its class when some execution runs def(x), then w, then r without
 * running def(x) again in between (a new definition of x hides the
 * write).  def(x) is the op writing x's data (a block argument: the entry
 * of its block, where each arrival redefines it).  Paths avoiding the
 * definition's block d are found by a search from the successors of a
 * block p that does not go through d, cached per (d, p): O(blocks + edges)
 * per pair of blocks asked about.  Within one block the positions decide
 * (the definition between w and r hides the write).  The static facts
 * visit blocks in dominator-tree preorder (dom_order), so a block listed
 * before its immediate dominator still sees its definitions first; the
 * decisions keep the text order (upstream's walk).  Upstream decides such
 * loops with dominance and "the write is outside the definition's block"
 * rules that miss conflicts (a write in a loop body into a tensor defined
 * before the loop and read again in the next iteration or after the loop:
 * cf-loops-differs.mlir); where upstream is right the decisions agree.
 * Cost: O(pairs x uses of x) on top of the searches: quadratic in the
 * size of an alias class in the worst case, for functions with block
 * loops only. */

/* Blocks reachable from the successors of block p without going through
 * block d (d itself may be reached: its successors are not followed).
 * O(blocks + edges) the first time, cached. */
static const uint64_t *reach_avoiding(bo_osb_analysis *a, uint32_t d, uint32_t p) {
  size_t n = a->blocks.len;
  const void *key = (const void *)(uintptr_t)((size_t)d * n + p + 1);
  uintptr_t k = (uintptr_t)bo_mapping_get(a->avoid_index, key);
  if (k) return a->avoid_sets.data[k - 1];
  uint64_t *set = calloc(a->words ? a->words : 1, sizeof *set);
  BO_VEC(uint32_t) work = {0};
  bo_vec_push(&work, p);
  bool first = true;
  while (work.len) {
    uint32_t b = work.data[--work.len];
    if (!first && b == d) continue;
    first = false;
    bo_op *t = a->blocks.data[b]->last;
    for (unsigned s = 0; t && s < t->num_successors; s++) {
      uintptr_t j = (uintptr_t)bo_mapping_get(a->block_index, t->successors[s]);
      if (!j || ((set[(j - 1) / 64] >> ((j - 1) % 64)) & 1)) continue;
      set[(j - 1) / 64] |= 1ull << ((j - 1) % 64);
      bo_vec_push(&work, (uint32_t)(j - 1));
    }
  }
  bo_vec_free(&work);
  bo_vec_push(&a->avoid_sets, set);
  bo_mapping_put(a->avoid_index, key, (void *)(uintptr_t)a->avoid_sets.len);
  return set;
}

static bool reaches_avoiding(bo_osb_analysis *a, uint32_t d, uint32_t p, uint32_t q) {
  const uint64_t *set = reach_avoiding(a, d, p);
  return (set[q / 64] >> (q % 64)) & 1;
}

/* Upstream's rule for a read and a write of the function's body (not
 * nested), which also reports some pairs that cannot conflict (a read
 * that does not dominate a later write): bufopt reports them too, so the
 * decisions stay upstream's where upstream is right.  Op dominance is used
 * unless the read's and the write's blocks reach each other avoiding the
 * definition's block; then the read must happen before the write; a
 * definition by a block argument only counts writes in its block, a
 * definition by an op writes after it.  O(1) after the searches. */
static bool upstream_cyclic_conflict(bo_osb_analysis *a, uint32_t x, bo_op *rop, uint32_t ru,
                                     uint32_t wu) {
  bo_op *wop = a->use_op[wu];
  if (is_nested(a, rop) || is_nested(a, wop)) return false;
  int32_t pd = a->def[x], pw = a->pos[wop->id], pr = a->pos[rop->id];
  uint32_t db = a->def_block[x], bw = block_at(a, wop), br = block_at(a, rop);
  bool use_dominance = !(bw != db && br != db && reaches_avoiding(a, db, br, bw) &&
                         reaches_avoiding(a, db, bw, br));
  if (use_dominance) {
    bool read_first = br == bw ? pr < pw
                               : bo_dominance_properly_dominates(a->dom, a->blocks.data[br],
                                                                 a->blocks.data[bw]);
    if (read_first || exempt(a, x, ru, wu)) return false;
  } else if (subset_exempt(a, x, ru, wu)) {
    return false;
  }
  bool by_block_arg = pd == DEF_ENTRY || pd == (int32_t)a->block_start.data[db] - 1;
  if (by_block_arg) return bw == db;
  bool write_first = bw == db ? pw < pd
                              : bo_dominance_properly_dominates(a->dom, a->blocks.data[bw],
                                                                a->blocks.data[db]);
  return !write_first && pw != pd;
}

/* Does the read use ru of x (by op rop) conflict with the in-place write
 * wu, in a body with block loops?  See "cycles". */
static bool exact_cyclic_conflict(bo_osb_analysis *a, uint32_t x, bo_op *rop, uint32_t ru,
                                  uint32_t wu);

static bool cyclic_read_conflicts(bo_osb_analysis *a, uint32_t x, bo_op *rop, uint32_t ru,
                                  uint32_t wu) {
  if (a->def[x] == DEF_NONE) return false;
  return exact_cyclic_conflict(a, x, rop, ru, wu) || upstream_cyclic_conflict(a, x, rop, ru, wu);
}

static bool exact_cyclic_conflict(bo_osb_analysis *a, uint32_t x, bo_op *rop, uint32_t ru,
                                  uint32_t wu) {
  bo_op *wop = a->use_op[wu];
  int32_t pd = a->def[x], pw = a->pos[wop->id], pr = a->pos[rop->id];
  if (pd == DEF_NONE || pw == pd) return false; /* the write defines x */
  uint32_t db = a->def_block[x], bw = block_at(a, wop), br = block_at(a, rop);
  /* def -> w without a second def */
  if (!(bw == db && pw > pd) && !reaches_avoiding(a, db, db, bw)) return false;
  /* w -> r around a block loop (leaving w's block, entering r's from its top) */
  bool around = !(bw == db && pw < pd) && reaches_avoiding(a, db, bw, br) &&
                !(br == db && pr > pd);
  if (around) return !subset_exempt(a, x, ru, wu);
  if (bw != br || (bw == db && pw < pd && pd < pr)) return false;
  bool extended;
  int32_t end = use_read_end(a, rop, ru - a->use_base[rop->id], a->value_of[x], &extended);
  if (end < pw || (end == pw && !extended)) return rop == wop && !exempt(a, x, ru, wu);
  if (is_nested(a, wop) && mutually_exclusive(a, rop, wop)) return false;
  return !exempt(a, x, ru, wu);
}

/* All reads of x (the insertion-destination reads when ru is NIL are
 * checked through their own intervals) against the write wu.  O(uses). */
static bool cyclic_conflicts(bo_osb_analysis *a, uint32_t x, uint32_t ru, uint32_t wu) {
  if (ru != NIL) return cyclic_read_conflicts(a, x, a->use_op[ru], ru, wu);
  bo_value *v = a->value_of[x];
  for (bo_use *u = v->first_use; u; u = u->next) {
    bo_op *op = u->owner;
    bool reads = path_read(a, u);
    if (reads && cyclic_read_conflicts(a, x, op, use_index(a, op, u->index), wu)) return true;
  }
  return false;
}

/* A candidate pair: a read of x (interval node ri, hi = its position) and
 * the in-place write use wu at position w, def(x) < w <= hi.  True when it
 * is a conflict (no exemption applies). */
static bool pair_conflicts_at(bo_osb_analysis *a, const tnode *ri, uint32_t wu, int32_t w);

/* Remembers the conflicting pair (read interval ri, write use wu) for
 * print-conflicts; returns true. */
static bool remember_conflict(bo_osb_analysis *a, const tnode *ri, uint32_t wu) {
  a->last.x = ri->a;
  a->last.read_use = ri->b;
  a->last.hi = ri->hi;
  a->last.write_use = wu;
  a->last.nonwritable = false;
  return true;
}

/* pair_conflicts_at, remembering the pair that conflicts (print-conflicts). */
static bool pair_conflicts(bo_osb_analysis *a, const tnode *ri, uint32_t wu, int32_t w) {
  return pair_conflicts_at(a, ri, wu, w) && remember_conflict(a, ri, wu);
}

static bool pair_conflicts_at(bo_osb_analysis *a, const tnode *ri, uint32_t wu, int32_t w) {
  uint32_t x = ri->a;
  if (a->cyclic) return cyclic_conflicts(a, x, ri->b, wu);
  if (multi_block(a)) {
    if (ri->b == NIL) return cross_block_conflicts(a, x, wu, w);
    bo_op *rop = a->use_op[ri->b], *wop = a->use_op[wu];
    uint32_t br = block_at(a, rop), bw = block_at(a, wop);
    if (br != bw) return blocks_interfere(a, br, bw) && !exempt(a, x, ri->b, wu);
    bool extended;
    if (read_end(a, rop, a->value_of[x], &extended) < w) return false;
  }
  if (ri->b != NIL) return !exempt(a, x, ri->b, wu);
  if (w < ri->hi) {
    bo_op *wop = a->use_op[wu];
    if (!is_nested(a, wop)) return !exempt(a, x, NIL, wu);
    return nested_write_conflicts(a, x, wu, w);
  }
  /* The write is the loop the last read is in: the loop writes its
   * operand on entry, before any iteration reads. */
  if (a->read_extended[x]) return !exempt(a, x, NIL, wu);
  /* The write is at the op of the last read: look at the op's own uses. */
  return same_op_conflicts(a, x, a->ops.data[ri->hi], wu);
}

/* ------------------------------------------------------------ loop writes
 *
 * A loop writes its init operands on entry.  Upstream orders a write and
 * a read by happensBefore, which is false when the writing op is a proper
 * ancestor of the other op: a loop's in-place init write W conflicts with
 * a read inside the loop of a value x defined inside it (def(x) an op in
 * the loop) when x shares the init's alias set -- e.g. a value written
 * into the init tensor itself inside the loop, or joined with the
 * iteration argument through an scf.if that yields either.  At run time
 * the entry write comes before every iteration (no conflict: bufopt went
 * in place), but the in-place value then aliases a buffer from outside
 * the loop and the loop's yield copies it each iteration, while
 * upstream's out-of-place write allocates once per iteration and yields
 * that buffer (scripts/bufferize-fuzz-regions.py seeds 370, 444: one copy
 * less upstream).  So bufopt follows upstream.  In post-order positions:
 * a loop at w whose nested ops are [loop_first[w], w) conflicts with a read
 * interval (def, hi] where loop_first[w] <= def and hi < w.  Iteration
 * arguments are defined at loop_first - 1: not inside (upstream: a block
 * argument definition and a write outside its block never conflict).
 * scf.forall is left out: its shared outputs are written through
 * parallel_insert_slice in disjoint subsets, and upstream keeps those
 * in place (scf-forall-*.mlir).
 * Cost: a read interval checks its read's loop ancestors (O(depth log n));
 * a loop write scans the intervals defined inside it until one conflicts. */

/* The pair (read interval ri, write use wu of a loop at w) under the rule
 * above, remembered as pair_conflicts does. */
static bool loop_pair_conflicts(bo_osb_analysis *a, const tnode *ri, uint32_t wu) {
  return !exempt(a, ri->a, ri->b, wu) && remember_conflict(a, ri, wu);
}

/* Does a write of treap t at position `key` conflict with ri (rule above)? */
static bool loop_writes_at(bo_osb_analysis *a, uint32_t t, int32_t key, const tnode *ri) {
  while (t != NIL) {
    const tnode *n = &a->nodes.data[t];
    if (n->key < key) {
      t = n->right;
    } else if (n->key > key) {
      t = n->left;
    } else {
      return loop_pair_conflicts(a, ri, n->a) || loop_writes_at(a, n->left, key, ri) ||
             loop_writes_at(a, n->right, key, ri);
    }
  }
  return false;
}

/* Is the read interval ri inside a loop whose in-place write (in treap t,
 * or the new write use new_use at new_pos) conflicts with it? */
static bool loop_ancestor_conflicts(bo_osb_analysis *a, uint32_t t, const tnode *ri,
                                    uint32_t new_use, int32_t new_pos) {
  if (a->cyclic || ri->hi < 0 || (size_t)ri->hi >= a->ops.len) return false;
  for (const bo_op *o = a->ops.data[ri->hi]; o->block && o->block->parent != a->region;) {
    const bo_op *anc = o->block->parent->parent;
    int32_t w = anc->id < a->num_op_ids ? a->pos[anc->id] : -1;
    if (w < 0) break;
    if (a->loop_first[w] >= 0 && a->loop_first[w] <= ri->key && ri->hi < w && !is_forall(a->opts, anc)) {
      if (t != NIL && loop_writes_at(a, t, w, ri)) return true;
      if (new_use != NIL && new_pos == w && loop_pair_conflicts(a, ri, new_use)) return true;
    }
    o = anc;
  }
  return false;
}

/* Does the in-place write use wu of a loop at w conflict with an interval
 * of treap t defined inside the loop and read there (rule above)? */
static bool loop_write_conflicts(bo_osb_analysis *a, uint32_t t, uint32_t wu, int32_t w) {
  int32_t first = a->cyclic ? -1 : a->loop_first[w];
  if (first < 0 || is_forall(a->opts, a->ops.data[w])) return false;
  while (t != NIL) {
    const tnode *n = &a->nodes.data[t];
    if (n->key < first) {
      t = n->right;
      continue;
    }
    if (loop_write_conflicts(a, n->left, wu, w)) return true;
    if (n->key >= w) return false;
    if (n->hi < w && loop_pair_conflicts(a, n, wu)) return true;
    t = n->right;
  }
  return false;
}

/* Does a write in treap t, at a position in (ri->key, ri->hi], conflict
 * with the read interval ri? */
static bool writes_conflict(bo_osb_analysis *a, uint32_t t, const tnode *ri) {
  while (t != NIL) {
    const tnode *n = &a->nodes.data[t];
    if (n->key <= ri->key) {
      t = n->right;
      continue;
    }
    if (writes_conflict(a, n->left, ri)) return true;
    if (n->key > ri->hi) return false;
    if (pair_conflicts(a, ri, n->a, n->key)) return true;
    t = n->right;
  }
  return false;
}

/* Does an interval of treap t containing position w conflict with the
 * write use wu at w? */
static bool reads_conflict(bo_osb_analysis *a, uint32_t t, uint32_t wu, int32_t w) {
  if (t == NIL) return false;
  const tnode *n = &a->nodes.data[t];
  if (n->max_hi < w) return false;
  if (reads_conflict(a, n->left, wu, w)) return true;
  if (n->key >= w) return false; /* this and the right subtree: def >= w */
  if (n->hi >= w && pair_conflicts(a, n, wu, w)) return true;
  return reads_conflict(a, a->nodes.data[t].right, wu, w);
}

/* Calls check on every node of t (in order) until it returns true. */
typedef bool (*node_fn)(bo_osb_analysis *a, uint32_t node, void *user);
static bool each_node(bo_osb_analysis *a, uint32_t t, node_fn fn, void *user) {
  if (t == NIL) return false;
  uint32_t l = a->nodes.data[t].left, r = a->nodes.data[t].right;
  return each_node(a, l, fn, user) || fn(a, t, user) || each_node(a, r, fn, user);
}

typedef struct cross {
  uint32_t big;      /* class root checked against */
  uint32_t new_use;  /* the write being decided, NIL if none */
  int32_t new_pos;
} cross;

static bool small_read_vs_big(bo_osb_analysis *a, uint32_t node, void *user) {
  cross *c = user;
  const tnode *ri = &a->nodes.data[node];
  if (c->big != NIL && writes_conflict(a, a->writes_root[c->big], ri)) return true;
  if (c->new_use != NIL && ri->key < c->new_pos && c->new_pos <= ri->hi &&
      pair_conflicts(a, ri, c->new_use, c->new_pos))
    return true;
  return loop_ancestor_conflicts(a, c->big != NIL ? a->writes_root[c->big] : NIL, ri,
                                 c->new_use, c->new_pos);
}

static bool small_write_vs_big(bo_osb_analysis *a, uint32_t node, void *user) {
  cross *c = user;
  const tnode *wn = &a->nodes.data[node];
  return reads_conflict(a, a->reads_root[c->big], wn->a, wn->key) ||
         loop_write_conflicts(a, a->reads_root[c->big], wn->a, wn->key);
}

/* Would joining classes ra and rb (rb may be NIL), plus the write `use` when
 * it writes, create a conflict or a write to a non-writable buffer? */
static bool would_conflict(bo_osb_analysis *a, uint32_t ra, uint32_t rb, uint32_t use,
                           bool writes) {
  uint8_t flags = a->flags[ra] | (rb != NIL ? a->flags[rb] : 0);
  bool any_write = writes || a->writes_root[ra] != NIL || (rb != NIL && a->writes_root[rb] != NIL);
  if (any_write && (flags & CLASS_NONWRITABLE)) {
    a->last.nonwritable = true;
    a->last.x = ra; /* a root: the annotation looks for the value */
    a->last.write_use = rb;
    return true;
  }
  uint32_t small = ra, big = rb;
  if (big != NIL && a->class_size[small] > a->class_size[big]) small = rb, big = ra;
  cross c = {big, writes ? use : NIL, writes ? a->pos[a->use_op[use]->id] : 0};
  /* The small class's reads against the big class's writes and the new one. */
  if (each_node(a, a->reads_root[small], small_read_vs_big, &c)) return true;
  if (big == NIL) return false;
  /* The small class's writes against the big class's reads. */
  if (each_node(a, a->writes_root[small], small_write_vs_big, &c)) return true;
  /* The new write against the big class's reads. */
  return writes && (reads_conflict(a, a->reads_root[big], use, c.new_pos) ||
                    loop_write_conflicts(a, a->reads_root[big], use, c.new_pos));
}

static bool move_read(bo_osb_analysis *a, uint32_t node, void *user) {
  uint32_t *root = user;
  a->nodes.data[node].left = a->nodes.data[node].right = NIL; /* rebuilt by insert */
  *root = insert_node(a, *root, node);
  return false;
}

/* Moves every node of treap t into *root; t's links are reused, so the
 * nodes are collected first. */
static void move_all(bo_osb_analysis *a, uint32_t t, uint32_t *root) {
  BO_VEC(uint32_t) stack = {0}, order = {0};
  if (t != NIL) bo_vec_push(&stack, t);
  while (stack.len) {
    uint32_t n = stack.data[--stack.len];
    bo_vec_push(&order, n);
    if (a->nodes.data[n].left != NIL) bo_vec_push(&stack, a->nodes.data[n].left);
    if (a->nodes.data[n].right != NIL) bo_vec_push(&stack, a->nodes.data[n].right);
  }
  for (size_t i = 0; i < order.len; i++) move_read(a, order.data[i], root);
  bo_vec_free(&stack);
  bo_vec_free(&order);
}

/* Joins the classes of roots x and y (x != y), the smaller into the larger;
 * returns the new root. */
static uint32_t unite(bo_osb_analysis *a, uint32_t x, uint32_t y) {
  if (a->class_size[x] < a->class_size[y]) {
    uint32_t t = x;
    x = y;
    y = t;
  }
  uint32_t t = a->next_member[x];
  a->next_member[x] = a->next_member[y];
  a->next_member[y] = t;
  move_all(a, a->writes_root[y], &a->writes_root[x]);
  move_all(a, a->reads_root[y], &a->reads_root[x]);
  a->writes_root[y] = a->reads_root[y] = NIL;
  a->class_size[x] += a->class_size[y];
  a->parent[y] = x;
  a->flags[x] |= a->flags[y];
  return x;
}

static void add_write(bo_osb_analysis *a, uint32_t root, uint32_t use) {
  uint32_t n = new_node(a, a->pos[a->use_op[use]->id], 0, use, NIL);
  a->writes_root[root] = insert_node(a, a->writes_root[root], n);
  a->class_size[root]++;
}

/* Without function boundaries, the ops at the boundaries (the function's
 * return, calls) are not bufferized: like unknown ops, they may write their
 * operands and their results are not writable. */
static bool acts_unknown(const bo_osb_analysis *a, const bo_op *op) {
  if (a->opts->bufferize_function_boundaries) return false;
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(a->opts, op);
  return ((op->info->traits & BO_TRAIT_RETURN_LIKE) && op->block->parent == a->region) ||
         (bi && bi->callee);
}

/* Does op write operand i?  See acts_unknown. */
static bool op_writes(const bo_osb_analysis *a, const bo_op *op, unsigned i) {
  if (acts_unknown(a, op) || !bo_bufferize_iface_in(a->opts, op)) return true;
  return bo_bufferize_writes(op, i, a->st);
}

/* The value sharing operand i's buffer when it is in place: a result of
 * the op, or (a terminator of a region-branch op) a result of its parent. */
static bo_value *aliasing_value(const bo_osb_analysis *a, bo_op *op, unsigned i, bool *equivalent) {
  int r = bo_bufferize_aliasing_result(op, i, equivalent, a->st);
  if (r >= 0) return &op->results[r];
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(a->opts, op);
  return bi && bi->aliasing_value ? bi->aliasing_value(op, i, equivalent, a->st) : NULL;
}

/* Parallel regions (scf.forall): iterations run at the same time, so a
 * write inside a forall F into a buffer that may exist outside F would be
 * a race (upstream privatizes it: the write goes out of place).  From the
 * written value, walk up the operands its buffer may come from inside F
 * (aliasing operands not decided out of place): reaching a value defined
 * outside F is an escape; a shared-out block argument of F (written in
 * disjoint subsets by design), another block argument inside F (a nested
 * loop's: its init is checked where that loop writes it) or a value with
 * no aliasing operand (a new buffer) is not.  O(depth x chain) per write
 * inside a forall, nothing for others. */
static bool escapes_forall(const bo_osb_analysis *a, const bo_op *f, bo_value *v, unsigned depth) {
  if (!bo_value_defined_in(v, f)) return true;
  if (!v->def_op || depth > 64) return depth > 64;
  bo_op *d = v->def_op;
  if (d->id >= a->num_op_ids || a->pos[d->id] < 0) return false;
  for (unsigned j = 0; j < d->num_operands; j++) {
    bool eq;
    bo_value *src = d->operands[j].value;
    if (!is_tensor(src) || bo_bufferize_aliasing_result(d, j, &eq, a->st) != (int)v->index ||
        a->use_state[use_index(a, d, j)] == USE_OUT_OF_PLACE)
      continue;
    if (escapes_forall(a, f, src, depth + 1)) return true;
  }
  return false;
}

static bool parallel_write_escapes(const bo_osb_analysis *a, const bo_op *op, unsigned i) {
  if (!a->opts->check_parallel_regions) return false; /* upstream's option */
  for (const bo_op *o = op; o->block && o->block != a->body;) {
    const bo_op *anc = o->block->parent->parent;
    if (is_forall(a->opts, anc)) return escapes_forall(a, anc, op->operands[i].value, 0);
    o = anc;
  }
  return false;
}

/* Decides one tensor operand. */
/* dump-alias-sets: records upstream's unionSets(alias, operand). */
static void log_join(bo_osb_analysis *a, const bo_value *alias, const bo_value *operand) {
  if (a->opts->dump_alias_sets)
    bo_vec_push(&a->joins, ((struct alias_join){alias->id, operand->id}));
}

/* The same for an in-place operand whose aliasing value is res: upstream
 * joins every result aliasing the operand, in result order; here res and
 * the results sharing its buffer (shares_buffer_with).  O(results). */
static void log_joins(bo_osb_analysis *a, bo_op *op, bo_value *res, bo_value *operand) {
  if (!a->opts->dump_alias_sets) return;
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(a->opts, op);
  if (res->def_op != op || !bi || !bi->shares_buffer_with) {
    log_join(a, res, operand);
    return;
  }
  int q = bi->shares_buffer_with(op, res->index, a->st);
  for (unsigned r = 0; r < op->num_results; r++) {
    if (!is_tensor(&op->results[r])) continue;
    if (r == res->index || (q >= 0 && (unsigned)q == r) ||
        bi->shares_buffer_with(op, r, a->st) == (int)res->index ||
        (q >= 0 && bi->shares_buffer_with(op, r, a->st) == q))
      log_join(a, &op->results[r], operand);
  }
}

/* Does an unknown op have a tensor value its operands may alias
 * (upstream's unknownGetAliasingValues: its tensor results and its
 * regions' entry block arguments)?  Those are not writable, so each
 * operand goes out of place; an op without any (a filtered scf.yield, a
 * result-less op) is decided as a write aliasing nothing.  O(results +
 * region arguments). */
static bool unknown_aliases(const bo_op *op) {
  for (unsigned r = 0; r < op->num_results; r++)
    if (is_tensor(&op->results[r])) return true;
  for (unsigned g = 0; g < op->num_regions; g++) {
    bo_block *b = op->regions[g].first;
    for (unsigned i = 0; b && i < b->num_args; i++)
      if (is_tensor(b->args[i])) return true;
  }
  return false;
}

static void decide(bo_osb_analysis *a, bo_op *op, unsigned i) {
  uint32_t use = use_index(a, op, i);
  bool equivalent;
  bool writes = op_writes(a, op, i);
  bo_value *res = aliasing_value(a, op, i, &equivalent);
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(a->opts, op);
  bool unknown_results = false; /* a call without function boundaries: an
                                 * unknown op whose (non-writable) tensor
                                 * results may alias each operand, as upstream */
  for (unsigned r = 0; bi && bi->callee && acts_unknown(a, op) && r < op->num_results; r++)
    unknown_results |= is_tensor(&op->results[r]);
  if ((!bi && unknown_aliases(op)) || unknown_results || a->opts->skip_analysis) {
    a->use_state[use] = USE_OUT_OF_PLACE; /* unknown op: gets a to_tensor copy */
    return;
  }
  if (writes && a->opts->copy_before_write) {
    /* Every write copies, except the first write into a fresh buffer of
     * unspecified contents (tensor.empty), as upstream.  O(uses of v). */
    bo_value *v = op->operands[i].value;
    bool fresh = a->def[v->id] == DEF_NONE && v->def_op;
    for (bo_use *u = v->first_use; u && fresh; u = u->next)
      if (a->pos[u->owner->id] < a->pos[op->id]) fresh = false;
    a->use_state[use] = fresh ? USE_IN_PLACE : USE_OUT_OF_PLACE;
    if (fresh && res) {
      log_join(a, res, v);
      add_write(a, unite(a, find(a, v->id), find(a, res->id)), use);
    }
    return;
  }
  if (!writes && !res) {
    a->use_state[use] = USE_IN_PLACE;
    return;
  }
  if (writes && parallel_write_escapes(a, op, i)) {
    a->use_state[use] = USE_OUT_OF_PLACE;
    return;
  }
  uint32_t ra = find(a, op->operands[i].value->id);
  uint32_t rb = res ? find(a, res->id) : NIL;
  if (rb == ra) rb = NIL;
  if (would_conflict(a, ra, rb, use, writes)) {
    if (a->opts->print_conflicts)
      bo_vec_push(&a->refusals, ((struct refusal){a->last.x, a->last.read_use,
                                                  a->last.write_use, a->last.hi,
                                                  a->last.nonwritable}));
    a->use_state[use] = USE_OUT_OF_PLACE;
    return;
  }
  a->use_state[use] = USE_IN_PLACE;
  if (res) log_joins(a, op, res, op->operands[i].value);
  uint32_t root = rb != NIL ? unite(a, ra, rb) : ra;
  if (res && equivalent) {
    uint32_t ea = find_in(a->eq_class, op->operands[i].value->id);
    uint32_t eb = find_in(a->eq_class, res->id);
    if (ea != eb) a->eq_class[eb] = ea;
  }
  if (writes) add_write(a, root, use);
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

static bool is_region_branch(const bo_bufferize_options *fo, const bo_op *op) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(fo, op);
  return bi && bi->region_kind == BO_BUFFERIZE_REGION_BRANCH;
}

/* Does the analysis enter the op's regions (region branches, loops)? */
static bool enters_regions(const bo_bufferize_options *fo, const bo_op *op) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(fo, op);
  return (bi && op->num_regions && bi->region_kind != BO_BUFFERIZE_NO_TENSOR_REGIONS) ||
         filtered_region_op(fo, op);
}

/* The ops in analysis order: post-order through the regions of
 * region-branch ops and loops (nested ops before their op, as upstream's
 * walk), whose regions must have one block.  Other ops' regions are not
 * entered. */
static int collect_ops(bo_osb_analysis *a, bo_block *block) {
  for (bo_op *op = block->first; op; op = op->next) {
    if (enters_regions(a->opts, op)) {
      if (is_loop(op)) bo_vec_push(&a->loops, ((struct loop_start){op, a->ops.len}));
      for (unsigned r = 0; r < op->num_regions; r++) {
        bo_region *reg = &op->regions[r];
        if (!reg->first) continue;
        if (reg->first != reg->last)
          return bo_op_emit_error(op, "is not supported by one-shot-bufferize yet: a region "
                                      "with more than one block");
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
  bool suspect; /* some analysed op may fail check_supported */
  void (*on_call)(bo_op *op, void *user); /* see bo_osb_number */
  const bo_bufferize_options *opts;       /* its dialect-filter (may be NULL) */
  void *user;
} numbering;

struct bo_osb_numbering {
  uint32_t ops, values;
  uint8_t *nested_tensor; /* by op id */
  bool suspect;           /* check_supported must run */
};

static void number_walk(numbering *n, bo_op *op, bo_op *unentered) {
  op->id = n->ops++;
  bo_op *inner = unentered; /* the analysed op whose regions hold op's regions */
  if (!inner && op != n->func && op->num_regions && !enters_regions(n->opts, op)) inner = op;
  for (unsigned i = 0; i < op->num_results; i++)
    op->results[i].id = unentered ? UNTRACKED : n->values++;
  bool tensors = bo_op_has_tensor_values(op);
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(n->opts, op);
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
                  n->nested_tensor.data[n->nested_tensor.len - 1] != unentered->id))
    bo_vec_push(&n->nested_tensor, unentered->id);
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (bo_op *o = b->first; o; o = o->next) number_walk(n, o, inner);
}

/* Numbers the function (see number_walk).  O(ops + values). */
bo_osb_numbering *bo_osb_number(bo_op *func, const bo_bufferize_options *opts,
                                void (*on_call)(bo_op *op, void *user), void *user) {
  numbering n = {.func = func, .on_call = on_call, .user = user, .opts = opts};
  number_walk(&n, func, NULL);
  bo_osb_numbering *r = calloc(1, sizeof *r);
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
  free(n);
}

/* Checks that the body is code this slice handles (nested_tensor: see
 * number_function). */
static int check_supported(bo_osb_analysis *a, const uint8_t *nested_tensor) {
  for (size_t p = 0; p < a->ops.len; p++) {
    bo_op *op = a->ops.data[p];
    if (op->num_regions && !enters_regions(a->opts, op) && nested_tensor[op->id])
      return reject_nested_tensor(op);
    if (is_forall_structure(op) && filtered_region_op(a->opts, op) && rewrites_parallel_insert(a->opts, op))
      /* Upstream rewrites the parallel_insert_slice ops of its
       * in_parallel into copies into a to_buffer of the shared out (left
       * on tensors): the forall's results then miss those writes. */
      return bo_op_emit_error(op, "is not supported by one-shot-bufferize yet with a "
                                  "dialect-filter that leaves it on tensors (upstream's "
                                  "parallel_insert_slice writes would not reach its results)");
    if (!bo_op_has_tensor_values(op) || bo_bufferize_iface_in(a->opts, op) || a->opts->allow_unknown_ops ||
        !bo_bufferize_dialect_allowed(a->opts, op)) /* dialect-filter: left, no error */
      continue;
    return bo_op_emit_plain_error(op, "op was not bufferized"); /* upstream's wording */
  }
  return 0;
}

/* Records a read of v by operand i of op (see use_read_end). */
static void note_read(bo_osb_analysis *a, const bo_op *op, unsigned i, const bo_value *v) {
  bool extended;
  int32_t end = use_read_end(a, op, i, v, &extended);
  if (multi_block(a) && (a->cyclic || block_at(a, op) + 1 < a->blocks.len))
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
        if (filtered_region_op(a->opts, op)) a->flags[arg->id] |= CLASS_NONWRITABLE;
      }
    }
  }
}

/* May the buffer of the function's entry argument i be written?  Without
 * function boundaries never; with them as the function op's hook says
 * (bufferization.writable = false).  O(1). */
static bool entry_arg_writable(const bo_osb_analysis *a, unsigned i) {
  if (!a->opts->bufferize_function_boundaries) return false;
  const bo_bufferize_iface *fi = bo_bufferize_iface_in(a->opts, a->func);
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
    if (!entry_arg_writable(a, i)) a->flags[arg->id] |= CLASS_NONWRITABLE;
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
    const bo_bufferize_iface *bi = bo_bufferize_iface_in(a->opts, op);
    if (bi && (bi->shares_buffer_with || bi->must_in_place)) a->op_flags[p] |= OP_FORCES;
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
      if (is_insert_dest(a->opts, op, i, &src)) {
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
      if (!bi || acts_unknown(a, op)) {
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
      if (is_region_branch(a->opts, op)) {
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
    if (!a->value_of[x] || a->def[x] == DEF_NONE) continue;
    if (a->maxread[x] != NO_READ) {
      uint32_t n = new_node(a, a->cyclic ? DEF_ENTRY - 1 : a->def[x], a->maxread[x], x, NIL);
      a->reads_root[x] = insert_node(a, a->reads_root[x], n);
      a->class_size[x]++;
    }
    for (uint32_t ru = a->insert_reads[x]; ru != NIL; ru = a->next_insert_read[ru]) {
      bool extended;
      int32_t end = read_end(a, a->use_op[ru], a->value_of[x], &extended);
      if (multi_block(a) && (a->cyclic || block_at(a, a->use_op[ru]) + 1 < a->blocks.len))
        end = (int32_t)a->ops.len;
      uint32_t n = new_node(a, a->cyclic ? DEF_ENTRY - 1 : a->def[x], end, x, ru);
      a->reads_root[x] = insert_node(a, a->reads_root[x], n);
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
    if (filtered_region_op(fo, o)) return true;
  }
  return false;
}

/* Operands that must bufferize in place (yields) join their aliasing
 * value's class before any decision, without a conflict check, as
 * upstream marks them in place when its analysis state is created. */
static void force_in_place(bo_osb_analysis *a) {
  for (size_t p = 0; p < a->ops.len; p++) {
    if (!(a->op_flags[p] & OP_FORCES)) continue; /* no hook below: skip untouched */
    bo_op *op = a->ops.data[p];
    const bo_bufferize_iface *bi = bo_bufferize_iface_in(a->opts, op);
    /* Results that share one buffer whatever the decisions: joined now. */
    for (unsigned r = 0; bi && bi->shares_buffer_with && r < op->num_results; r++) {
      if (!is_tensor(&op->results[r])) continue;
      int q = bi->shares_buffer_with(op, r, a->st);
      if (q < 0) continue;
      uint32_t ra = find(a, op->results[q].id), rb = find(a, op->results[r].id);
      if (ra != rb) unite(a, ra, rb);
    }
    if (!bi || !bi->must_in_place || in_filtered_region(a->opts, op)) continue;
    for (unsigned i = 0; i < op->num_operands; i++) {
      uint32_t use = use_index(a, op, i);
      if (a->use_state[use] != USE_UNDECIDED || !bi->must_in_place(op, i)) continue;
      bool equivalent;
      bo_value *res = aliasing_value(a, op, i, &equivalent);
      a->use_state[use] = USE_IN_PLACE;
      uint32_t root = find(a, op->operands[i].value->id);
      if (res) {
        log_join(a, res, op->operands[i].value);
        uint32_t rb = find(a, res->id);
        if (root != rb) root = unite(a, root, rb);
      }
      /* A forced write (parallel_insert_slice into its shared out) is in
       * the class from the start: the other decisions see it. */
      if (op_writes(a, op, i)) add_write(a, root, use);
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
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(a->opts, op);
  bo_block *body = op->regions[0].first;
  bo_op *term = body ? body->last : NULL;
  for (unsigned i = 0; i < op->num_operands; i++) {
    int k = bi->iter_index ? bi->iter_index(op, i) : -1;
    if (k < 0 || !is_tensor(op->operands[i].value) || !term || (unsigned)k >= term->num_operands)
      continue;
    bo_value *arg = body->args[body->num_args - op->num_results + (unsigned)k];
    if (!eq_same(a, term->operands[k].value->id, arg->id)) {
      if (a->opts->allow_return_allocs_from_loops || a->opts->skip_analysis) continue;
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
    ok[k] = k < before->num_args && eq_same(a, v->id, before->args[k]->id);
    if (!ok[k] && !a->opts->allow_return_allocs_from_loops && !a->opts->skip_analysis)
      rc = bo_op_emit_plain_error(cond, "Condition arg #%u is not equivalent to the "
                                  "corresponding iter bbArg", k);
  }
  for (unsigned k = 0; k < yield->num_operands && !rc; k++) {
    bo_value *v = yield->operands[k].value;
    if (!is_tensor(v)) continue;
    bool eq = k < after->num_args && eq_same(a, v->id, after->args[k]->id);
    if (!eq && !a->opts->allow_return_allocs_from_loops && !a->opts->skip_analysis)
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
  return x == y || (x->id < a->num_values && y->id < a->num_values && eq_same(a, x->id, y->id));
}

static int region_equivalence(bo_osb_analysis *a) {
  for (size_t p = 0; p < a->ops.len; p++) {
    bo_op *op = a->ops.data[p];
    if (filtered_region_op(a->opts, op)) continue; /* an unknown op: results not writable */
    if (is_while(a->opts, op)) {
      if (while_equivalence(a, op)) return -1;
      continue;
    }
    if (is_forall(a->opts, op)) continue; /* results: equivalent when decided in place */
    if (is_loop(op)) {
      if (loop_equivalence(a, op)) return -1;
      continue;
    }
    if (!op->num_regions || !is_region_branch(a->opts, op)) continue;
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
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(a->opts, d);
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
    if (t && t->num_successors && !bo_bufferize_iface_in(a->opts, t) && bo_op_has_tensor_values(t) &&
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
    const bo_bufferize_iface *bi = t ? bo_bufferize_iface_in(a->opts, t) : NULL;
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
        ok = in_place.data[g] && from.data[g] < b && eq_same(a, val.data[f]->id, val.data[g]->id);
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
  if (!multi_block(a)) return;
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
    const bo_bufferize_iface *bi = t ? bo_bufferize_iface_in(a->opts, t) : NULL;
    for (unsigned k = 0; bi && bi->aliasing_value && k < t->num_operands; k++) {
      bool eq;
      bo_value *v = t->operands[k].value, *arg;
      if (!is_tensor(v) || !(arg = bi->aliasing_value(t, k, &eq, a->st))) continue;
      if (a->use_state[use_index(a, t, k)] != USE_IN_PLACE) bad[arg->id] = 1;
      else if (!first[arg->id]) first[arg->id] = v;
      else if (!eq_same(a, first[arg->id]->id, v->id)) bad[arg->id] = 1;
    }
  }
  free(first);
  free(bad);
}

bo_osb_analysis *bo_osb_analyze(bo_op *func, const bo_bufferize_options *opts,
                                const bo_bufferize_state *st) {
  return bo_osb_analyze_numbered(func, opts, st, NULL);
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
  for (bo_block *b = region->first; b && !rc; b = b->next) {
    bo_vec_push(&a->block_start, a->ops.len);
    rc = collect_ops(a, b);
    while (a->op_block.len < a->ops.len) bo_vec_push(&a->op_block, (uint32_t)a->blocks.len);
    bo_vec_push(&a->blocks, b);
  }
  bo_osb_numbering *own = NULL;
  if (!rc && !num) num = own = bo_osb_number(func, opts, NULL, NULL);
  if (num) {
    a->num_op_ids = num->ops;
    a->num_values = num->values;
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

  force_in_place(a);
  bo_op **order = decision_order(a);
  for (size_t k = 0; k < a->ops.len; k++) {
    bo_op *op = order[k];
    for (unsigned i = 0; i < op->num_operands; i++)
      if (a->use_state[use_index(a, op, i)] == USE_UNDECIDED) decide(a, op, i);
  }
  free(order);
  for (uint32_t u = 0; u < a->num_uses; u++) bo_pass_stat(a->ops.len ? a->ops.data[0]->ctx : NULL, a->use_state[u] == USE_IN_PLACE ? "num-tensor-in-place" : "num-tensor-out-of-place", a->use_state[u] == USE_IN_PLACE ? "Number of in-place tensor OpOperands" : "Number of out-of-place tensor OpOperands", a->use_state[u] >= USE_IN_PLACE);
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

void bo_osb_record_summary(bo_bufferize_state *st, const bo_osb_analysis *a) {
  const bo_attr *name = bo_op_get_attr(a->func, "sym_name");
  bo_op *ret = a->ret;
  if (!name || !ret || !(ret->info->traits & BO_TRAIT_RETURN_LIKE)) return;
  unsigned na = a->body->num_args, nr = ret->num_operands;
  /* One block: the struct, then its arrays. */
  size_t size = sizeof(bo_func_summary) + (2 * na + nr + (size_t)nr * na) * sizeof(bool) +
                nr * sizeof(int) + 16;
  bo_func_summary *fs = calloc(1, size + sizeof(int));
  int *result_arg = (int *)(fs + 1);
  bool *arg_read = (bool *)(result_arg + nr), *arg_written = arg_read + na;
  bool *result_eq = arg_written + na, *result_aliases = result_eq + nr;
  fs->num_args = na;
  fs->num_results = nr;
  for (unsigned i = 0; i < na; i++) {
    bo_value *arg = a->body->args[i];
    if (!is_tensor(arg)) continue;
    arg_read[i] = bo_bufferize_value_is_read(arg, a->st);
    arg_written[i] = bo_osb_value_written(a, arg);
  }
  /* Several returns: a result is equivalent to an argument when every
   * return agrees; it may alias the arguments any of them may alias. */
  for (unsigned r = 0; r < nr; r++) {
    result_arg[r] = -1;
    if (!is_tensor(ret->operands[r].value)) continue;
    int k = -2, alias = -1;
    for (size_t j = 0; j < a->rets.len; j++) {
      bo_op *rj = a->rets.data[j];
      if (r >= rj->num_operands || !is_tensor(rj->operands[r].value)) continue;
      bo_value *v = rj->operands[r].value;
      int kj = bo_osb_equivalent_argument(a, v);
      k = k == -2 || k == kj ? kj : -1;
      /* The arguments in v's alias class: O(arguments) per result. */
      uint32_t c = find((bo_osb_analysis *)a, v->id);
      for (unsigned i = 0; i < na; i++)
        if (is_tensor(a->body->args[i]) && find((bo_osb_analysis *)a, a->body->args[i]->id) == c) {
          result_aliases[(size_t)r * na + i] = true;
          if (alias < 0) alias = (int)i;
        }
      if (kj >= 0) result_aliases[(size_t)r * na + (unsigned)kj] = true;
    }
    if (k < 0) k = -1;
    result_eq[r] = k >= 0;
    result_arg[r] = k >= 0 ? k : alias;
  }
  fs->arg_read = arg_read;
  fs->arg_written = arg_written;
  fs->result_arg = result_arg;
  fs->result_equivalent = result_eq;
  fs->result_aliases = result_aliases;
  bo_vec_push(&st->owned, fs);
  bo_mapping_put(st->summaries,
                 bo_intern(st->ctx, bo_attr_get_string(name), bo_attr_get_string_length(name)), fs);
}

/* ------------------------------------------------------------ annotations */

/* Upstream's isValueRead: a use reads, following aliases through uses that
 * neither read nor write.  Linear in the uses visited (each once: the
 * alias-only chain of a value is a tree). */
bool bo_bufferize_value_is_read(const bo_value *v, const bo_bufferize_state *st) {
  for (bo_use *u = v->first_use; u; u = u->next) {
    bo_op *op = u->owner;
    if (bo_bufferize_reads(op, u->index, st)) return true;
    bool eq;
    int r = bo_bufferize_aliasing_result(op, u->index, &eq, st);
    if (!bo_bufferize_writes(op, u->index, st) && r >= 0 &&
        bo_bufferize_value_is_read(&op->results[r], st))
      return true;
  }
  return false;
}

/* Sets bufferization.access on the tensor arguments of func; access(i)
 * gives the word for argument i (types: the function type's inputs). */
static void set_access(bo_op *func, const char *(*access)(void *, unsigned), void *user) {
  bo_context *ctx = func->ctx;
  const bo_attr *ft = bo_op_get_prop(func, "function_type");
  if (!ft) return;
  const bo_type *type = bo_attr_get_type_value(ft);
  unsigned n = bo_type_get_num_inputs(type);
  const bo_attr *old = bo_op_get_prop(func, "arg_attrs");
  const bo_attr **dicts = malloc((n ? n : 1) * sizeof *dicts);
  bool any = false;
  const char *key = bo_intern_cstr(ctx, "bufferization.access");
  for (unsigned i = 0; i < n; i++) {
    const bo_attr *d = old && i < bo_attr_get_num_elements(old) ? bo_attr_array_get(old, i)
                                                                  : bo_attr_dict(ctx, 0, NULL);
    if (bo_type_is_tensor(bo_type_get_inputs(type)[i])) {
      const char *word = access(user, i);
      unsigned m = bo_attr_get_num_elements(d);
      bo_named_attr *e = malloc((m + 1) * sizeof *e);
      unsigned k = 0;
      for (unsigned j = 0; j < m; j++)
        if (bo_attr_dict_get_entry(d, j)->name != key) e[k++] = *bo_attr_dict_get_entry(d, j);
      e[k++] = (bo_named_attr){key, bo_attr_string(ctx, word, strlen(word), NULL)};
      d = bo_attr_dict(ctx, k, e);
      free(e);
    }
    if (bo_attr_get_num_elements(d)) any = true;
    dicts[i] = d;
  }
  if (any) bo_op_set_prop(func, "arg_attrs", bo_attr_array(ctx, n, dicts));
  free(dicts);
}

static const char *analyzed_access(void *user, unsigned i) {
  bo_osb_analysis *a = user;
  bo_value *arg = a->body->args[i];
  bool read = bo_bufferize_value_is_read(arg, a->st), written = bo_osb_value_written(a, arg);
  return read && written ? "read-write" : read ? "read" : written ? "write" : "none";
}

static const char *unknown_access(void *user, unsigned i) { return "read-write"; }

void bo_osb_annotate_declaration(bo_op *func) { set_access(func, unknown_access, NULL); }

static void annotate_arguments(bo_osb_analysis *a) { set_access(a->func, analyzed_access, a); }

void bo_osb_mark_no_summary(bo_osb_analysis *a) { a->no_summary = true; }

/* Sets the unit attribute "<tag>_<n>[<what>]" on op. */
static void conflict_marker(bo_op *op, char tag, unsigned n, const char *what) {
  char buf[96];
  snprintf(buf, sizeof buf, "%c_%u[%s]", tag, n, what);
  bo_op_set_discardable_attr(op, buf, bo_attr_unit(op->ctx));
}

/* Marks where v's contents come from: "result k" on its defining op, or
 * "bbArg k" on the op owning its block. */
static void mark_value(bo_value *v, char tag, unsigned n, const char *kind) {
  char what[64];
  bo_op *op = v->def_op;
  if (op) {
    snprintf(what, sizeof what, "%s: result %u", kind, v->index);
  } else {
    op = v->owner && v->owner->parent ? v->owner->parent->parent : NULL;
    snprintf(what, sizeof what, "%s: bbArg %u", kind, v->index);
  }
  if (op) conflict_marker(op, tag, n, what);
}

/* Is v itself non-writable (not through its class)? */
static bool own_nonwritable(const bo_osb_analysis *a, const bo_value *v) {
  if (!v->def_op) {
    if (v->owner == a->body) return !entry_arg_writable(a, v->index);
    return !a->opts->bufferize_function_boundaries && v->owner && v->owner->parent == a->region;
  }
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(a->opts, v->def_op);
  if (!bi || acts_unknown(a, v->def_op)) return true;
  return bi->writable && !bi->writable(v->def_op, v->index);
}

/* The value whose buffer a read of x sees last written: x's in-place
 * aliasing chain back to the op at position def (or to a block argument
 * for DEF_ENTRY).  O(chain). */
static bo_value *definition_of(const bo_osb_analysis *a, bo_value *v) {
  int32_t def = a->def[v->id];
  for (;;) {
    bo_op *d = v->def_op;
    if (!d) return v;
    if (def >= 0 && a->ops.data[def] == d) return v;
    bo_value *next = NULL;
    for (unsigned i = 0; i < d->num_operands && !next; i++) {
      bool eq;
      if (is_tensor(d->operands[i].value) &&
          bo_bufferize_aliasing_result(d, i, &eq, a->st) == (int)v->index &&
          a->use_state[use_index(a, d, i)] == USE_IN_PLACE)
        next = d->operands[i].value;
    }
    if (!next) return v;
    v = next;
  }
}

void bo_osb_annotate_conflicts(bo_osb_analysis *a, unsigned *conflicts, unsigned *nonwritable) {
  for (size_t k = 0; k < a->refusals.len; k++) {
    struct refusal *r = &a->refusals.data[k];
    if (r->nonwritable) {
      bo_value *found = NULL;
      uint32_t roots[2] = {r->x, r->write_use};
      for (unsigned j = 0; j < 2 && !found; j++) {
        if (roots[j] == NIL) continue;
        uint32_t m = roots[j];
        do {
          if (a->value_of[m] && own_nonwritable(a, a->value_of[m])) found = a->value_of[m];
          m = a->next_member[m];
        } while (m != roots[j] && !found);
      }
      if (found) mark_value(found, 'W', (*nonwritable)++, "NOT-WRITABLE");
      continue;
    }
    unsigned n = (*conflicts)++;
    bo_value *x = a->value_of[r->x];
    char what[64];
    /* The read. */
    bo_op *rop = NULL;
    unsigned ridx = 0;
    if (r->read_use != NIL) {
      rop = a->use_op[r->read_use];
      ridx = r->read_use - a->use_base[rop->id];
    } else {
      int32_t best = -1;
      for (bo_use *u = x->first_use; u; u = u->next) {
        bo_op *o = u->owner;
        if (o->id >= a->num_op_ids || a->pos[o->id] < 0 || a->pos[o->id] > r->hi) continue;
        if (!a->use_reads[use_index(a, o, u->index)] && a->pos[o->id] != r->hi) continue;
        if (a->pos[o->id] > best || (a->pos[o->id] == best && u->index < ridx)) {
          best = a->pos[o->id];
          rop = o;
          ridx = u->index;
        }
      }
    }
    if (rop) {
      snprintf(what, sizeof what, "READ: %u", ridx);
      conflict_marker(rop, 'C', n, what);
    }
    bo_op *wop = a->use_op[r->write_use];
    snprintf(what, sizeof what, "CONFL-WRITE: %u", r->write_use - a->use_base[wop->id]);
    conflict_marker(wop, 'C', n, what);
    if (a->def[r->x] != DEF_NONE) mark_value(definition_of(a, x), 'C', n, "DEF");
  }
}

void bo_osb_annotate(bo_osb_analysis *a) {
  bo_context *ctx = a->func->ctx;
  const bo_attr *words[3] = {bo_attr_string(ctx, "none", 4, NULL),
                             bo_attr_string(ctx, "true", 4, NULL),
                             bo_attr_string(ctx, "false", 5, NULL)};
  BO_VEC(const bo_attr *) elems = {0};
  for (size_t p = 0; p < a->ops.len; p++) {
    bo_op *op = a->ops.data[p]; /* unknown ops too: their operands are "false" */
    elems.len = 0;
    bool any = false;
    for (unsigned i = 0; i < op->num_operands; i++) {
      uint8_t s = a->use_state[use_index(a, op, i)];
      any |= s != USE_NONE;
      bo_vec_push(&elems, s == USE_NONE ? words[0] : s == USE_IN_PLACE ? words[1] : words[2]);
    }
    if (any)
      bo_op_set_discardable_attr(op, "__inplace_operands_attr__",
                                 bo_attr_array(ctx, (unsigned)elems.len, elems.data));
  }
  bo_vec_free(&elems);
  if (!a->opts->bufferize_function_boundaries || a->no_summary) return;
  annotate_arguments(a);
  /* __equivalent_func_args__ on the terminator: for each operand, the
   * argument whose buffer it is (-1: none), when there is one. */
  /* Each return on its own (upstream annotates every return). */
  for (size_t j = 0; j < a->rets.len; j++) {
    bo_op *ret = a->rets.data[j];
    BO_VEC(const bo_attr *) eq = {0};
    bool any = false;
    for (unsigned i = 0; i < ret->num_operands; i++) {
      bo_value *v = ret->operands[i].value;
      int k = is_tensor(v) ? bo_osb_equivalent_argument(a, v) : -1;
      any |= k >= 0;
      bo_vec_push(&eq, bo_attr_integer(ctx, ctx->t_i64, k));
    }
    if (any)
      bo_op_set_discardable_attr(ret, "__equivalent_func_args__",
                                 bo_attr_array(ctx, (unsigned)eq.len, eq.data));
    bo_vec_free(&eq);
  }
}


/* ------------------------------------------------------- dump-alias-sets */

/* Replays the logged joins in an equivalence-class structure that keeps
 * each class's members in a list, as llvm::EquivalenceClasses does:
 * unionSets(x, y) appends y's list to x's and x's leader stays leader; a
 * value's alias set is its leader's list.  The names are the printer's.
 * Cost: O(joins α + the size of the annotations), which is the sum of the
 * set sizes over all tensor results and arguments (quadratic in the worst
 * case, like the output itself). */
static uint32_t leader_of(uint32_t *lead, uint32_t x) {
  while (lead[x] != x) {
    lead[x] = lead[lead[x]];
    x = lead[x];
  }
  return x;
}

static const bo_attr *alias_set_attr(bo_osb_analysis *a, uint32_t *lead, const uint32_t *next,
                                     const bo_attr **names, const bo_value *v) {
  BO_VEC(const bo_attr *) elems = {0};
  for (uint32_t m = leader_of(lead, v->id); m != NIL; m = next[m]) bo_vec_push(&elems, names[m]);
  const bo_attr *r = bo_attr_array(a->func->ctx, (unsigned)elems.len, elems.data);
  bo_vec_free(&elems);
  return r;
}

static void annotate_op_alias_sets(bo_osb_analysis *a, bo_op *op, uint32_t *lead,
                                   const uint32_t *next, const bo_attr **names) {
  bo_context *ctx = a->func->ctx;
  BO_VEC(const bo_attr *) sets = {0};
  for (unsigned r = 0; r < op->num_results; r++)
    if (is_tensor(&op->results[r]) && a->value_of[op->results[r].id])
      bo_vec_push(&sets, alias_set_attr(a, lead, next, names, &op->results[r]));
  if (sets.len)
    bo_op_set_discardable_attr(op, "__opresult_alias_set_attr__",
                               bo_attr_array(ctx, (unsigned)sets.len, sets.data));
  /* Per region, per block, the sets of its tensor arguments. */
  BO_VEC(const bo_attr *) regions = {0}, blocks = {0};
  bool any = false;
  for (unsigned g = 0; g < op->num_regions; g++) {
    blocks.len = 0;
    for (bo_block *b = op->regions[g].first; b; b = b->next) {
      sets.len = 0;
      for (unsigned i = 0; i < b->num_args; i++) {
        if (!is_tensor(b->args[i]) || !a->value_of[b->args[i]->id]) continue;
        bo_vec_push(&sets, alias_set_attr(a, lead, next, names, b->args[i]));
        any = true;
      }
      bo_vec_push(&blocks, bo_attr_array(ctx, (unsigned)sets.len, sets.data));
    }
    bo_vec_push(&regions, bo_attr_array(ctx, (unsigned)blocks.len, blocks.data));
  }
  if (any)
    bo_op_set_discardable_attr(op, "__bbarg_alias_set_attr__",
                               bo_attr_array(ctx, (unsigned)regions.len, regions.data));
  bo_vec_free(&sets);
  bo_vec_free(&blocks);
  bo_vec_free(&regions);
}

void bo_osb_annotate_alias_sets(bo_osb_analysis *a) {
  uint32_t n = a->num_values;
  uint32_t *lead = malloc((n + 1) * sizeof *lead), *next = malloc((n + 1) * sizeof *next),
           *tail = malloc((n + 1) * sizeof *tail);
  const bo_attr **names = calloc(n + 1, sizeof *names);
  if (!lead || !next || !tail || !names) goto done;
  /* The names first (the namer restores the value ids it uses).  Upstream
   * names from the op the analysis runs on: the function with function
   * boundaries, else the module (visible in the generic form's numbers). */
  bo_value_namer *namer = bo_value_namer_create(a->func, !a->opts->bufferize_function_boundaries);
  if (!namer) goto done;
  for (uint32_t v = 0; v < n; v++) {
    if (!a->value_of[v]) continue;
    size_t len;
    const char *s = bo_value_namer_name(namer, a->value_of[v], &len);
    names[v] = bo_attr_string(a->func->ctx, s, len, NULL);
  }
  bo_value_namer_destroy(namer);
  bo_osb_numbering *again = bo_osb_number(a->func, a->opts, NULL, NULL); /* the analysis' numbering */
  bool same = again->values == n && again->ops == a->num_op_ids;
  bo_osb_numbering_free(again);
  if (!same) goto done;
  for (uint32_t v = 0; v < n; v++)
    if (a->value_of[v] && a->value_of[v]->id != v) goto done;
  for (uint32_t v = 0; v < n; v++) lead[v] = tail[v] = v, next[v] = NIL;
  for (size_t k = 0; k < a->joins.len; k++) {
    uint32_t x = leader_of(lead, a->joins.data[k].alias);
    uint32_t y = leader_of(lead, a->joins.data[k].operand);
    if (x == y) continue;
    next[tail[x]] = y;
    tail[x] = tail[y];
    lead[y] = x;
  }
  /* Results that share a buffer whatever the decisions (joined by
   * force_in_place; upstream only through an in-place operand). */
  for (size_t p = 0; p < a->ops.len; p++) {
    bo_op *op = a->ops.data[p];
    const bo_bufferize_iface *bi = bo_bufferize_iface_in(a->opts, op);
    for (unsigned r = 0; bi && bi->shares_buffer_with && r < op->num_results; r++) {
      int q = is_tensor(&op->results[r]) ? bi->shares_buffer_with(op, r, a->st) : -1;
      if (q < 0) continue;
      uint32_t x = leader_of(lead, op->results[q].id), y = leader_of(lead, op->results[r].id);
      if (x == y) continue;
      next[tail[x]] = y;
      tail[x] = tail[y];
      lead[y] = x;
    }
  }
  for (size_t p = 0; p < a->ops.len; p++)
    annotate_op_alias_sets(a, a->ops.data[p], lead, next, names);
  annotate_op_alias_sets(a, a->func, lead, next, names);
done:
  free(lead);
  free(next);
  free(tail);
  free(names);
}
