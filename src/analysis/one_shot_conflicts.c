/* one_shot_conflicts.c - the conflict rules and the in-place decisions of
 * One-Shot Bufferize's analysis (see one_shot_analysis.c for the model:
 * definitions, read intervals, positions, regions and the costs).
 *
 * Holds the exemptions (element-wise access, subset insertions), the class
 * sets (two treaps per alias class: in-place writes by position, read
 * intervals by definition), the rules for regions, blocks and cycles, and
 * decide(), which joins two classes only when no pair across them
 * conflicts.  Invariant: every alias class is conflict-free; a decision
 * never changes afterwards.  Cost: O(n log^2 n) for the joins plus the
 * candidate pairs found exempt (see one_shot_analysis.c, "Cost"). */
#include "one_shot_analysis_impl.h"

/* ---------------------------------------------------------- static facts */


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
    if (!d || a->eq_parent[v->id] || !osb_is_region_branch(a->opts, d)) continue;
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

/* Is the element-wise rule satisfied for reading use r and writing use w of
 * the same op?  Their values must be equivalent along the static chain. */
static bool elementwise_exempt(const bo_osb_analysis *a, bo_op *op, unsigned r, unsigned w) {
  const bo_bufferize_iface *bi = osb_iface(a->opts, op);
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
bool osb_eq_same(const bo_osb_analysis *a, uint32_t u, uint32_t v) {
  return find_in(a->eq_class, u) == find_in(a->eq_class, v);
}

/* Is operand `operand` of op the destination of a subset insertion?  Sets
 * *source to the inserted operand. */
bool osb_is_insert_dest(const bo_bufferize_options *fo, const bo_op *op, unsigned operand,
                        unsigned *source) {
  const bo_bufferize_iface *bi = osb_iface(fo, op);
  unsigned dest;
  return bi && bi->subset_insertion && bi->subset_insertion(op, source, &dest) && dest == operand;
}

/* Upstream's matchesInsertDestination: does v come (along equivalent
 * aliases) from a subset extraction that reads what `insert` writes, from
 * a tensor equivalent to the insertion's destination? */
static bool matches_within(const bo_osb_analysis *a, bo_value *v, const bo_op *insert,
                           unsigned dest, unsigned *budget) {
  const bo_bufferize_iface *ii = osb_iface(a->opts, insert);
  for (bo_value *y = v; y; y = a->eq_parent[y->id]) {
    if (!*budget) return false;
    --*budget;
    if (ii->subset_is_whole && y->def_op) { /* only op results match, as upstream */
      bo_value *d = insert->operands[dest].value;
      if (y == d) return true; /* upstream: the very value, not an equivalent one */
    }
    bo_op *def = y->def_op;
    const bo_bufferize_iface *bi = def ? osb_iface(a->opts, def) : NULL;
    if (bi && bi->matching_subset && def->num_operands && bi->matching_subset(def, insert) &&
        /* Equivalent as bufferized (upstream's areEquivalentBufferizedValues):
         * during the analysis only the very value (see osb_eq_same). */
        def->operands[0].value == insert->operands[dest].value)
      return true;
    /* A region-branch result whose regions yield different values: the
     * chain continues into each yield (upstream's reverse use-def walk
     * ends at several leaves), and every leaf must match. */
    if (def && !a->eq_parent[y->id] && osb_is_region_branch(a->opts, def) && def->num_regions) {
      for (unsigned g = 0; g < def->num_regions; g++) {
        bo_block *b = def->regions[g].first;
        bo_op *term = b ? b->last : NULL;
        if (!term || y->index >= term->num_operands ||
            !matches_within(a, term->operands[y->index].value, insert, dest, budget))
          return false;
      }
      return true;
    }
  }
  return false;
}

/* *budget bounds the branching walk (a DAG): when it runs out the answer
 * is "no", the conservative one (a copy more), in pathological nests. */
static bool matches_insert_destination(const bo_osb_analysis *a, bo_value *v, const bo_op *insert,
                                       unsigned dest) {
  unsigned budget = 256;
  return matches_within(a, v, insert, dest, &budget);
}

/* The exemptions of upstream's conflict rules that hold however often the
 * ops run: subsets (see exempt). */
static bool subset_exempt(const bo_osb_analysis *a, uint32_t x, uint32_t ru, uint32_t wu) {
  bo_op *wop = a->use_op[wu];
  unsigned wi = wu - a->use_base[wop->id], src;
  if (osb_is_insert_dest(a->opts, wop, wi, &src)) {
    bo_value *s = wop->operands[src].value;
    if (s->id == x && matches_insert_destination(a, s, wop, wi)) return true;
  }
  if (ru == NIL) return false;
  bo_op *rop = a->use_op[ru];
  unsigned ri = ru - a->use_base[rop->id];
  return osb_is_insert_dest(a->opts, rop, ri, &src) &&
         matches_insert_destination(a, wop->operands[wi].value, rop, ri);
}

/* The exemptions of upstream's conflict rules for the read use `ru` of x
 * (NIL: some read of x at a later op) and the in-place write use `wu`. */
bool osb_exempt(const bo_osb_analysis *a, uint32_t x, uint32_t ru, uint32_t wu) {
  bo_op *wop = a->use_op[wu];
  unsigned wi = wu - a->use_base[wop->id], src;
  /* A write to the destination of an insertion of x's own data into the
   * subset x was extracted from leaves x's elements unchanged. */
  if (osb_is_insert_dest(a->opts, wop, wi, &src)) {
    bo_value *s = wop->operands[src].value;
    if (s->id == x && matches_insert_destination(a, s, wop, wi))
      return true;
  }
  if (ru == NIL) return false;
  if (ru == wu) return true; /* a use does not conflict with itself */
  bo_op *rop = a->use_op[ru];
  unsigned ri = ru - a->use_base[rop->id];
  /* The insertion reads its destination around the subset it overwrites. */
  if (osb_is_insert_dest(a->opts, rop, ri, &src) &&
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


uint32_t osb_new_node(bo_osb_analysis *a, int32_t key, int32_t hi, uint32_t x, uint32_t y) {
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

uint32_t osb_join(bo_osb_analysis *a, uint32_t l, uint32_t r) {
  if (l == NIL) return r;
  if (r == NIL) return l;
  if (a->nodes.data[l].prio > a->nodes.data[r].prio) {
    a->nodes.data[l].right = osb_join(a, a->nodes.data[l].right, r);
    pull(a, l);
    return l;
  }
  a->nodes.data[r].left = osb_join(a, l, a->nodes.data[r].left);
  pull(a, r);
  return r;
}

uint32_t osb_insert_node(bo_osb_analysis *a, uint32_t root, uint32_t n) {
  uint32_t l, r;
  a->nodes.data[n].left = a->nodes.data[n].right = NIL;
  pull(a, n);
  split(a, root, a->nodes.data[n].key, &l, &r);
  return osb_join(a, osb_join(a, l, n), r);
}

/* Do the reads of x at op (the op of the write wu) conflict with it? */
static bool same_op_conflicts(bo_osb_analysis *a, uint32_t x, bo_op *op, uint32_t wu) {
  for (unsigned i = 0; i < op->num_operands; i++) {
    unsigned src;
    if (op->operands[i].value != a->value_of[x] || !bo_bufferize_reads(op, i, a->st) ||
        osb_is_insert_dest(a->opts, op, i, &src))
      continue;
    if (!osb_exempt(a, x, use_index(a, op, i), wu)) return true;
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
 * osb_filtered_region_op).  NULL when op has no hooks at all. */
static const bo_bufferize_iface *structure_of(const bo_op *op) { return op->info->bufferize; }

/* An op with tensor regions (scf.for, scf.if, ...) of a dialect the
 * dialect-filter leaves: an unknown op whose regions the analysis enters
 * (upstream walks every op), whose regions' block arguments are not
 * writable (upstream's isWritable of a value of a not-allowed op) and
 * whose terminators are unknown ops too. */
bool osb_filtered_region_op(const bo_bufferize_options *fo, const bo_op *op) {
  const bo_bufferize_iface *raw = structure_of(op);
  return raw && op->num_regions && raw->region_kind != BO_BUFFERIZE_NO_TENSOR_REGIONS &&
         !osb_iface(fo, op);
}

/* An op without hooks (an unknown op, or one the dialect-filter leaves
 * that has no region model) whose regions hold tensor values.  Upstream
 * walks every op, so the ops inside are analysed like any other, the
 * regions' block arguments are not writable (isWritable of a value of an
 * unknown op) and the op's operands may alias them
 * (unknownGetAliasingValues).  Entered here like a capturing op
 * (see may_capture): as a loop, since nothing says how often its regions
 * run -- deliberately more careful than upstream, whose
 * isRepetitiveRegion asks the bufferization interface the op lacks, so a
 * write inside into a value read earlier in the same region goes in place
 * there even when the region runs again.  O(1). */
bool osb_unknown_region_op(const bo_bufferize_options *fo, const bo_op *op) {
  return op->num_regions && !osb_iface(fo, op) && !osb_filtered_region_op(fo, op);
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
bool osb_is_loop(const bo_op *op) { return is_loop_kind(op, structure_of(op)); }

bool osb_is_forall_structure(const bo_op *op) {
  const bo_bufferize_iface *raw = structure_of(op);
  return raw && op->num_regions == 1 && raw->region_kind == BO_BUFFERIZE_REGION_FORALL;
}

/* Does the filter allow an op with hooks (parallel_insert_slice) in the
 * terminator of forall f?  O(ops of that terminator's regions). */
bool osb_rewrites_parallel_insert(const bo_bufferize_options *fo, const bo_op *f) {
  bo_block *body = f->regions[0].first;
  bo_op *term = body ? body->last : NULL;
  for (unsigned g = 0; term && g < term->num_regions; g++)
    for (bo_block *b = term->regions[g].first; b; b = b->next)
      for (bo_op *o = b->first; o; o = o->next)
        if (osb_iface(fo, o)) return true;
  return false;
}

bool osb_is_forall(const bo_bufferize_options *fo, const bo_op *op) {
  const bo_bufferize_iface *bi = osb_iface(fo, op);
  return bi && op->num_regions == 1 && bi->region_kind == BO_BUFFERIZE_REGION_FORALL;
}

bool osb_is_while(const bo_bufferize_options *fo, const bo_op *op) {
  const bo_bufferize_iface *bi = osb_iface(fo, op);
  return bi && op->num_regions == 2 && bi->region_kind == BO_BUFFERIZE_REGION_WHILE;
}

/* The value holding the data x reads: back along the aliasing operands
 * of ops that do not write them (extract_slice, casts) to a block argument
 * or to the result of an op that writes or defines it -- the static
 * definition def(x) stands for, as compute_static_facts follows it.
 * O(chain). */
static const bo_value *data_source(const bo_osb_analysis *a, const bo_value *x) {
  for (unsigned steps = 0; x->def_op && steps < 256; steps++) {
    bo_op *d = x->def_op;
    if (!osb_iface(a->opts, d) || osb_acts_unknown(a, d)) return x;
    const bo_value *next = NULL;
    for (unsigned i = 0; i < d->num_operands && !next; i++) {
      bool eq;
      if (is_tensor(d->operands[i].value) &&
          bo_bufferize_aliasing_result(d, i, &eq, a->st) == (int)x->index)
        next = bo_bufferize_writes(d, i, a->st) ? x : d->operands[i].value;
    }
    if (!next || next == x) return x;
    x = next;
  }
  return x;
}

/* Where a read of x by `reader` ends: at the reader, or at the end of the
 * outermost loop around the reader that does not define x, or whose data
 * x only views (an extract_slice inside the loop of a tensor defined
 * before it: upstream's "definition in another repetitive region", which
 * cannot use op dominance) (*extended).  O(depth^2 + depth x chain). */
int32_t osb_read_end(const bo_osb_analysis *a, const bo_op *reader, const bo_value *x,
                     bool *extended) {
  int32_t end = a->pos[reader->id];
  *extended = false;
  const bo_value *src = NULL;
  for (const bo_op *o = reader; o->block && o->block->parent != a->region;) {
    const bo_op *anc = o->block->parent->parent;
    if ((osb_is_loop(anc) || osb_captures(a, anc)) &&
        (!bo_value_defined_in(x, anc) ||
         !bo_value_defined_in(src ? src : (src = data_source(a, x)), anc))) {
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

/* osb_read_end for operand i of reader: a forall reads its shared outs on
 * entry (each iteration sees the init's data), not where it stands. */
int32_t osb_use_read_end(const bo_osb_analysis *a, const bo_op *reader, unsigned i,
                         const bo_value *x, bool *extended) {
  int32_t end = osb_read_end(a, reader, x, extended);
  if (!*extended && osb_is_forall(a->opts, reader) && i >= reader->num_operands - reader->num_results)
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
  if (osb_exempt(a, x, NIL, wu)) return false;
  bo_op *wop = a->use_op[wu];
  bo_value *v = a->value_of[x];
  for (bo_use *u = v->first_use; u; u = u->next) {
    bo_op *op = u->owner;
    unsigned src;
    if (op->id >= a->num_op_ids || a->pos[op->id] < 0) continue;
    bool extended;
    int32_t end = osb_use_read_end(a, op, u->index, v, &extended);
    if (end < w || (end == w && !extended)) continue;
    if (osb_is_insert_dest(a->opts, op, u->index, &src)) continue; /* its own interval */
    bool reads = bo_bufferize_reads(op, u->index, a->st);
    if (!reads) {
      bool eq;
      int r = bo_bufferize_aliasing_result(op, u->index, &eq, a->st);
      reads = osb_iface(a->opts, op) && r >= 0 && !bo_bufferize_writes(op, u->index, a->st) &&
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

bool osb_multi_block(const bo_osb_analysis *a) { return a->blocks.len > 1; }

uint32_t osb_block_at(const bo_osb_analysis *a, const bo_op *op) {
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
  if (osb_is_insert_dest(a->opts, op, u->index, &src)) return false; /* its own interval */
  if (bo_bufferize_reads(op, u->index, a->st)) return true;
  bool eq;
  int r = bo_bufferize_aliasing_result(op, u->index, &eq, a->st);
  return osb_iface(a->opts, op) && r >= 0 && !bo_bufferize_writes(op, u->index, a->st) &&
         bo_bufferize_value_is_read(&op->results[r], a->st);
}

/* Does a read of x conflict with the in-place write wu at position w
 * (def(x) < w), in a body of several blocks?  O(uses of x). */
static bool cross_block_conflicts(bo_osb_analysis *a, uint32_t x, uint32_t wu, int32_t w) {
  if (osb_exempt(a, x, NIL, wu)) return false;
  bo_op *wop = a->use_op[wu];
  uint32_t bw = a->op_block.data[w];
  bo_value *v = a->value_of[x];
  for (bo_use *u = v->first_use; u; u = u->next) {
    bo_op *op = u->owner;
    bool reads = path_read(a, u);
    if (!reads) continue;
    uint32_t br = osb_block_at(a, op);
    if (br != bw) {
      if (blocks_interfere(a, br, bw)) return true;
      continue;
    }
    bool extended;
    int32_t end = osb_read_end(a, op, v, &extended);
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
  uint32_t db = a->def_block[x], bw = osb_block_at(a, wop), br = osb_block_at(a, rop);
  bool use_dominance = !(bw != db && br != db && reaches_avoiding(a, db, br, bw) &&
                         reaches_avoiding(a, db, bw, br));
  if (use_dominance) {
    bool read_first = br == bw ? pr < pw
                               : bo_dominance_properly_dominates(a->dom, a->blocks.data[br],
                                                                 a->blocks.data[bw]);
    if (read_first || osb_exempt(a, x, ru, wu)) return false;
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
  uint32_t db = a->def_block[x], bw = osb_block_at(a, wop), br = osb_block_at(a, rop);
  /* def -> w without a second def */
  if (!(bw == db && pw > pd) && !reaches_avoiding(a, db, db, bw)) return false;
  /* w -> r around a block loop (leaving w's block, entering r's from its top) */
  bool around = !(bw == db && pw < pd) && reaches_avoiding(a, db, bw, br) &&
                !(br == db && pr > pd);
  if (around) return !subset_exempt(a, x, ru, wu);
  if (bw != br || (bw == db && pw < pd && pd < pr)) return false;
  bool extended;
  int32_t end = osb_use_read_end(a, rop, ru - a->use_base[rop->id], a->value_of[x], &extended);
  if (end < pw || (end == pw && !extended)) return rop == wop && !osb_exempt(a, x, ru, wu);
  if (is_nested(a, wop) && mutually_exclusive(a, rop, wop)) return false;
  return !osb_exempt(a, x, ru, wu);
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
  if (osb_multi_block(a)) {
    if (ri->b == NIL) return cross_block_conflicts(a, x, wu, w);
    bo_op *rop = a->use_op[ri->b], *wop = a->use_op[wu];
    uint32_t br = osb_block_at(a, rop), bw = osb_block_at(a, wop);
    if (br != bw) return blocks_interfere(a, br, bw) && !osb_exempt(a, x, ri->b, wu);
    bool extended;
    if (osb_read_end(a, rop, a->value_of[x], &extended) < w) return false;
  }
  if (ri->b != NIL) return !osb_exempt(a, x, ri->b, wu);
  if (w < ri->hi) {
    bo_op *wop = a->use_op[wu];
    if (!is_nested(a, wop)) return !osb_exempt(a, x, NIL, wu);
    return nested_write_conflicts(a, x, wu, w);
  }
  /* The write is the loop the last read is in: the loop writes its
   * operand on entry, before any iteration reads. */
  if (a->read_extended[x]) return !osb_exempt(a, x, NIL, wu);
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
  return !osb_exempt(a, ri->a, ri->b, wu) && remember_conflict(a, ri, wu);
}

/* Calls fn on the nodes of treap t whose key is exactly `key` until it
 * returns true.  O(log n + nodes at key). */
typedef bool (*node_fn)(bo_osb_analysis *a, uint32_t node, void *user);
static bool nodes_at(bo_osb_analysis *a, uint32_t t, int32_t key, node_fn fn, void *user) {
  while (t != NIL) {
    const tnode *n = &a->nodes.data[t];
    if (n->key < key) {
      t = n->right;
    } else if (n->key > key) {
      t = n->left;
    } else {
      return fn(a, t, user) || nodes_at(a, n->left, key, fn, user) ||
             nodes_at(a, n->right, key, fn, user);
    }
  }
  return false;
}

/* A write node against the read interval `user` (loop rule above). */
static bool loop_write_vs_read(bo_osb_analysis *a, uint32_t node, void *user) {
  return loop_pair_conflicts(a, user, a->nodes.data[node].a);
}

/* Does a write of treap t at position `key` conflict with ri (rule above)? */
static bool loop_writes_at(bo_osb_analysis *a, uint32_t t, int32_t key, const tnode *ri) {
  return nodes_at(a, t, key, loop_write_vs_read, (void *)ri);
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
    if (a->loop_first[w] >= 0 && a->loop_first[w] <= ri->key && ri->hi < w && !osb_is_forall(a->opts, anc)) {
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
  if (first < 0 || osb_is_forall(a->opts, a->ops.data[w])) return false;
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

/* ------------------------------------------------------ same-op writes
 *
 * An op that writes through two operands defines result A (from operand
 * a) and, when operand b goes in place into the same buffer, writes it
 * again: a read of A after the op sees b's write (linalg.generic
 * outs(%t, %t), an scf.forall with two shared outs of one tensor).
 * Upstream: the conflicting write and the definition are different uses
 * of one op, neither "the same use" nor "before the definition", so a
 * conflict.  The interval candidates (def(x) < w <= hi) leave out
 * w == def(x); these add the pairs at w == def(x) whose write is by x's
 * defining op through another operand.  O(log n + equal keys) a query. */
static bool def_op_pair(bo_osb_analysis *a, const tnode *ri, uint32_t wu) {
  bo_value *x = a->value_of[ri->a];
  bo_op *wop = a->use_op[wu];
  if (!x || x->def_op != wop || ri->hi <= ri->key) return false;
  bool equivalent;
  if (osb_aliasing_value(a, wop, wu - a->use_base[wop->id], &equivalent) == x) return false;
  return !osb_exempt(a, ri->a, ri->b, wu) && remember_conflict(a, ri, wu);
}

static bool def_write_vs_read(bo_osb_analysis *a, uint32_t node, void *user) {
  return def_op_pair(a, user, a->nodes.data[node].a);
}

static bool def_read_vs_write(bo_osb_analysis *a, uint32_t node, void *user) {
  return def_op_pair(a, &a->nodes.data[node], *(const uint32_t *)user);
}

/* The writes of treap t at exactly position key, each against ri. */
static bool def_op_writes_at(bo_osb_analysis *a, uint32_t t, int32_t key, const tnode *ri) {
  return nodes_at(a, t, key, def_write_vs_read, (void *)ri);
}

/* The read intervals of treap t defined at exactly position w, each
 * against the write use wu. */
static bool def_op_reads_at(bo_osb_analysis *a, uint32_t t, int32_t w, uint32_t wu) {
  return nodes_at(a, t, w, def_read_vs_write, &wu);
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

/* Calls fn on every node of t (in order) until it returns true. */
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
  if (c->big != NIL && (writes_conflict(a, a->writes_root[c->big], ri) ||
                        def_op_writes_at(a, a->writes_root[c->big], ri->key, ri)))
    return true;
  if (c->new_use != NIL && ri->key < c->new_pos && c->new_pos <= ri->hi &&
      pair_conflicts(a, ri, c->new_use, c->new_pos))
    return true;
  if (c->new_use != NIL && ri->key == c->new_pos && def_op_pair(a, ri, c->new_use)) return true;
  return loop_ancestor_conflicts(a, c->big != NIL ? a->writes_root[c->big] : NIL, ri,
                                 c->new_use, c->new_pos);
}

static bool small_write_vs_big(bo_osb_analysis *a, uint32_t node, void *user) {
  cross *c = user;
  const tnode *wn = &a->nodes.data[node];
  return reads_conflict(a, a->reads_root[c->big], wn->a, wn->key) ||
         def_op_reads_at(a, a->reads_root[c->big], wn->key, wn->a) ||
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
                    def_op_reads_at(a, a->reads_root[big], c.new_pos, use) ||
                    loop_write_conflicts(a, a->reads_root[big], use, c.new_pos));
}

static bool move_read(bo_osb_analysis *a, uint32_t node, void *user) {
  uint32_t *root = user;
  a->nodes.data[node].left = a->nodes.data[node].right = NIL; /* rebuilt by insert */
  *root = osb_insert_node(a, *root, node);
  return false;
}

/* Moves every node of treap t into *root; t's links are reused, so the
 * nodes are collected first (pre-order, right subtree first).  One buffer
 * holds the collected nodes at its front and the DFS stack at its back (the
 * two never hold a node twice, so they fit in the tree's size); it is on the
 * C stack for the usual small trees and moves to the heap for a larger one.
 * O(size of t) plus the insertions. */
enum { MOVE_LOCAL = 64 };

static void move_all(bo_osb_analysis *a, uint32_t t, uint32_t *root) {
  if (t == NIL) return;
  uint32_t local[MOVE_LOCAL], *buf = local;
  size_t cap = MOVE_LOCAL, olen = 0, slen = 0;
  buf[cap - ++slen] = t;
  while (slen) {
    uint32_t n = buf[cap - slen--];
    buf[olen++] = n; /* olen + slen < cap after the pop */
    uint32_t kids[2] = {a->nodes.data[n].left, a->nodes.data[n].right};
    for (int k = 0; k < 2; k++) {
      if (kids[k] == NIL) continue;
      if (olen + slen == cap) {
        size_t nc = cap * 2;
        uint32_t *nb = malloc(nc * sizeof *nb);
        if (!nb) bo_out_of_memory(NULL, nc * sizeof *nb);
        memcpy(nb, buf, olen * sizeof *nb);
        memcpy(nb + nc - slen, buf + cap - slen, slen * sizeof *nb);
        if (buf != local) free(buf);
        buf = nb;
        cap = nc;
      }
      buf[cap - ++slen] = kids[k];
    }
  }
  for (size_t i = 0; i < olen; i++) move_read(a, buf[i], root);
  if (buf != local) free(buf);
}

/* Joins the classes of roots x and y (x != y), the smaller into the larger;
 * returns the new root. */
uint32_t osb_unite(bo_osb_analysis *a, uint32_t x, uint32_t y) {
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

static bool par_write(const bo_osb_analysis *a, const bo_op *op, unsigned i);

void osb_add_write(bo_osb_analysis *a, uint32_t root, uint32_t use) {
  bo_op *op = a->use_op[use];
  if (par_write(a, op, use - a->use_base[op->id])) a->flags[root] |= CLASS_PAR_WRITE;
  uint32_t n = osb_new_node(a, a->pos[a->use_op[use]->id], 0, use, NIL);
  a->writes_root[root] = osb_insert_node(a, a->writes_root[root], n);
  a->class_size[root]++;
}

/* Without function boundaries, the ops at the boundaries (the function's
 * return, calls) are not bufferized: like unknown ops, they may write their
 * operands and their results are not writable. */
bool osb_acts_unknown(const bo_osb_analysis *a, const bo_op *op) {
  if (a->opts->bufferize_function_boundaries) return false;
  const bo_bufferize_iface *bi = osb_iface(a->opts, op);
  return ((op->info->traits & BO_TRAIT_RETURN_LIKE) && op->block->parent == a->region) ||
         (bi && bi->callee);
}

/* Does op write operand i?  See osb_acts_unknown. */
bool osb_op_writes(const bo_osb_analysis *a, const bo_op *op, unsigned i) {
  if (osb_acts_unknown(a, op) || !osb_iface(a->opts, op)) return true;
  return bo_bufferize_writes(op, i, a->st);
}

/* The value sharing operand i's buffer when it is in place: a result of
 * the op, or (a terminator of a region-branch op) a result of its parent. */
bo_value *osb_aliasing_value(const bo_osb_analysis *a, bo_op *op, unsigned i, bool *equivalent) {
  int r = bo_bufferize_aliasing_result(op, i, equivalent, a->st);
  if (r >= 0) return &op->results[r];
  const bo_bufferize_iface *bi = osb_iface(a->opts, op);
  return bi && bi->aliasing_value ? bi->aliasing_value(op, i, equivalent, a->st) : NULL;
}

/* Parallel regions (scf.forall), upstream's rule (hasReadAfterWriteInterference
 * with check-parallel-regions): iterations run at the same time, so a
 * write inside a forall into a buffer that exists outside it would be a
 * race when anything reads that buffer.  A candidate decision is refused
 * when the joined class has a read (CLASS_READ) and one of its in-place
 * writes, or the write being decided, reaches through its reverse use-def
 * chain a definition or leaf whose innermost enclosing parallel region
 * is not the write's (CLASS_PAR_WRITE).  The chain stops at values whose
 * producer writes them (a fill's result: the thread's own data) and at
 * leaves (block arguments -- a forall's shared outs live in its region --,
 * results of unknown ops, new buffers); it follows every aliasing
 * operand, decided or not, and the values region branches yield.  So a
 * fill of a tensor from outside whose result nobody reads stays in place,
 * and a write into that fill's (privatized) result does too.  Each write
 * is examined once, when it joins a class: O(chain) (cut at a budget,
 * past which the write counts as escaping); only in functions with a
 * forall. */
static const bo_region *parallel_region(const bo_osb_analysis *a, const bo_region *r) {
  while (r && r->parent && r->parent != a->func) {
    const bo_op *p = r->parent;
    if (osb_is_forall(a->opts, p)) return r;
    r = p->block ? p->block->parent : NULL;
  }
  return NULL;
}

static const bo_region *region_of_value(const bo_value *v) {
  return v->def_op ? (v->def_op->block ? v->def_op->block->parent : NULL)
                   : (v->owner ? v->owner->parent : NULL);
}

/* Is v inside op d (at any depth)?  O(depth). */
static bool value_inside(const bo_value *v, const bo_op *d) {
  const bo_region *r = region_of_value(v);
  while (r && r->parent) {
    if (r->parent == d) return true;
    r = r->parent->block ? r->parent->block->parent : NULL;
  }
  return false;
}

/* Calls f on each value v's buffer may come from (upstream's
 * getAliasingOpOperands): the operands of v's op aliasing v and, for a
 * region branch (scf.if, index_switch, execute_region), the values its
 * regions yield as v.  Returns true as soon as f does; *any says whether
 * there was one. */
typedef bool (*alias_fn)(const bo_osb_analysis *a, const bo_op *d, const bo_value *v,
                         unsigned *budget);
static bool any_aliasing_source(const bo_osb_analysis *a, const bo_value *v, alias_fn f,
                                const bo_op *ctx_op, unsigned *budget, bool *any) {
  bo_op *d = v->def_op;
  *any = false;
  for (unsigned j = 0; j < d->num_operands; j++) {
    bool eq;
    bo_value *src = d->operands[j].value;
    if (!is_tensor(src) || bo_bufferize_aliasing_result(d, j, &eq, a->st) != (int)v->index) continue;
    *any = true;
    if (f(a, ctx_op, src, budget)) return true;
  }
  if (!osb_is_region_branch(a->opts, d)) return false;
  for (unsigned g = 0; g < d->num_regions; g++)
    for (bo_block *b = d->regions[g].first; b; b = b->next) {
      bo_op *t = b->last;
      for (unsigned k = 0; t && k < t->num_operands; k++) {
        bool eq;
        if (!is_tensor(t->operands[k].value) || osb_aliasing_value(a, t, k, &eq) != v) continue;
        *any = true;
        if (f(a, ctx_op, t->operands[k].value, budget)) return true;
      }
    }
  return false;
}

static bool chain_writes_inside(const bo_osb_analysis *a, const bo_op *d, const bo_value *v,
                                unsigned *budget);

/* Does v's buffer get written by its producer (upstream's
 * bufferizesToMemoryWrite of a value)?  Block arguments and results of
 * unknown ops: yes; a result no operand aliases: when the op defines its
 * contents (not tensor.empty); a result aliasing operands: when the op
 * writes one of them, or (a region branch) when a value inside it on the
 * chain of a yielded value is written.  O(chain). */
static bool value_written(const bo_osb_analysis *a, const bo_value *v, unsigned *budget) {
  if (!v->def_op || !*budget) return true;
  --*budget;
  bo_op *d = v->def_op;
  const bo_bufferize_iface *bi = osb_iface(a->opts, d);
  if (!bi || osb_acts_unknown(a, d)) return true;
  bool any = false;
  for (unsigned j = 0; j < d->num_operands; j++) {
    bool eq;
    if (!is_tensor(d->operands[j].value) ||
        bo_bufferize_aliasing_result(d, j, &eq, a->st) != (int)v->index)
      continue;
    any = true;
    if (osb_op_writes(a, d, j)) return true;
  }
  if (osb_is_region_branch(a->opts, d)) {
    bool yields;
    if (any_aliasing_source(a, v, chain_writes_inside, d, budget, &yields)) return true;
    any |= yields;
  }
  if (!any) return !bi->result_defines || bi->result_defines(d, v->index);
  return false;
}

/* Upstream's findValueInReverseUseDefChain(v, written inside d) without
 * leaves: is a value inside d on v's chain written?  O(chain). */
static bool chain_writes_inside(const bo_osb_analysis *a, const bo_op *d, const bo_value *v,
                                unsigned *budget) {
  if (!*budget) return true;
  if (!value_inside(v, d)) return false; /* its chain stays outside d */
  if (value_written(a, v, budget)) return true;
  if (!v->def_op) return false;
  bool any;
  return any_aliasing_source(a, v, chain_writes_inside, d, budget, &any);
}

/* Does a definition or leaf of v lie in another parallel region than the
 * writing op w?  O(chain). */
static bool definition_elsewhere(const bo_osb_analysis *a, const bo_op *w, const bo_value *v,
                                 unsigned *budget) {
  if (!*budget) return true;
  bool leaf = !v->def_op || value_written(a, v, budget);
  if (!leaf) {
    bool any;
    if (any_aliasing_source(a, v, definition_elsewhere, w, budget, &any)) return true;
    if (any) return false;
  }
  return parallel_region(a, region_of_value(v)) != parallel_region(a, w->block->parent);
}

/* Does the write of operand i of op reach a definition in another
 * parallel region?  Only with check-parallel-regions (upstream's option,
 * default true) in a function with a forall. */
static bool par_write(const bo_osb_analysis *a, const bo_op *op, unsigned i) {
  if (!a->opts->check_parallel_regions || !a->has_forall) return false;
  unsigned budget = 4096;
  return definition_elsewhere(a, op, op->operands[i].value, &budget);
}

/* Decides one tensor operand. */
/* dump-alias-sets: records upstream's unionSets(alias, operand). */
void osb_log_join(bo_osb_analysis *a, const bo_value *alias, const bo_value *operand) {
  if (a->opts->dump_alias_sets)
    bo_vec_push(&a->joins, ((struct alias_join){alias->id, operand->id}));
}

/* The same for an in-place operand whose aliasing value is res: upstream
 * joins every result aliasing the operand, in result order; here res and
 * the results sharing its buffer (shares_buffer_with).  O(results). */
static void log_joins(bo_osb_analysis *a, bo_op *op, bo_value *res, bo_value *operand) {
  if (!a->opts->dump_alias_sets) return;
  const bo_bufferize_iface *bi = osb_iface(a->opts, op);
  if (res->def_op != op || !bi || !bi->shares_buffer_with) {
    osb_log_join(a, res, operand);
    return;
  }
  int q = bi->shares_buffer_with(op, res->index, a->st);
  for (unsigned r = 0; r < op->num_results; r++) {
    if (!is_tensor(&op->results[r])) continue;
    if (r == res->index || (q >= 0 && (unsigned)q == r) ||
        bi->shares_buffer_with(op, r, a->st) == (int)res->index ||
        (q >= 0 && bi->shares_buffer_with(op, r, a->st) == q))
      osb_log_join(a, &op->results[r], operand);
  }
}

/* Does an unknown op have a tensor value its operands may alias
 * (upstream's unknownGetAliasingValues: its tensor results and its
 * regions' entry block arguments)?  Those are not writable, so each
 * operand goes out of place; an op without any (a filtered scf.yield, a
 * result-less op) is decided as a write aliasing nothing.  O(results +
 * region arguments). */
static const bo_value *unknown_aliases(const bo_op *op) {
  for (unsigned r = 0; r < op->num_results; r++)
    if (is_tensor(&op->results[r])) return &op->results[r];
  for (unsigned g = 0; g < op->num_regions; g++) {
    bo_block *b = op->regions[g].first;
    for (unsigned i = 0; b && i < b->num_args; i++)
      if (is_tensor(b->args[i])) return b->args[i];
  }
  return NULL;
}

void osb_decide(bo_osb_analysis *a, bo_op *op, unsigned i) {
  uint32_t use = use_index(a, op, i);
  bool equivalent;
  bool writes = osb_op_writes(a, op, i);
  bo_value *res = osb_aliasing_value(a, op, i, &equivalent);
  const bo_bufferize_iface *bi = osb_iface(a->opts, op);
  bool unknown_results = false; /* a call without function boundaries: an
                                 * unknown op whose (non-writable) tensor
                                 * results may alias each operand, as upstream */
  for (unsigned r = 0; bi && bi->callee && osb_acts_unknown(a, op) && r < op->num_results; r++)
    unknown_results |= is_tensor(&op->results[r]);
  const bo_value *unknown_alias = bi ? NULL : unknown_aliases(op);
  if (unknown_alias || unknown_results || a->opts->skip_analysis) {
    a->use_state[use] = USE_OUT_OF_PLACE; /* unknown op: gets a to_tensor copy */
    /* print-conflicts: upstream's write to the non-writable alias (its
     * first tensor result or region argument). */
    if (unknown_alias && a->opts->print_conflicts && !a->opts->skip_analysis &&
        unknown_alias->id < a->num_values && a->value_of[unknown_alias->id])
      bo_vec_push(&a->refusals, ((struct refusal){find(a, unknown_alias->id), NIL, NIL, 0, true}));
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
      osb_log_join(a, res, v);
      osb_add_write(a, osb_unite(a, find(a, v->id), find(a, res->id)), use);
    }
    return;
  }
  if (!writes && !res) {
    a->use_state[use] = USE_IN_PLACE;
    return;
  }
  uint32_t ra = find(a, op->operands[i].value->id);
  uint32_t rb = res ? find(a, res->id) : NIL;
  if (rb == ra) rb = NIL;
  uint8_t joined = a->flags[ra] | (rb != NIL ? a->flags[rb] : 0);
  if ((joined & CLASS_READ) &&
      ((joined & CLASS_PAR_WRITE) || (writes && par_write(a, op, i)))) {
    a->use_state[use] = USE_OUT_OF_PLACE; /* a race: privatized (see par_write) */
    return;
  }
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
  uint32_t root = rb != NIL ? osb_unite(a, ra, rb) : ra;
  if (res && equivalent) {
    uint32_t ea = find_in(a->eq_class, op->operands[i].value->id);
    uint32_t eb = find_in(a->eq_class, res->id);
    if (ea != eb) a->eq_class[eb] = ea;
  }
  if (writes) osb_add_write(a, root, use);
}
