/* dominance.c - dominator trees per region (see dominance.h).
 * Cost: building a region's tree is O(blocks + edges) per iteration of the
 * Cooper-Harvey-Kennedy fixpoint (a few iterations on structured code);
 * queries are O(1) in a region plus the nesting depth across regions.
 */
#include "dominance.h"

typedef struct region_dom {
  unsigned n;          /* reachable blocks, in reverse post-order */
  bo_block **rpo;
  unsigned *idom;      /* rpo index of the immediate dominator (entry: itself) */
  unsigned *pre, *post; /* dominator-tree numbering: a dom b iff nested intervals */
} region_dom;

struct bo_dominance {
  bo_mapping *trees; /* region -> region_dom */
  bo_mapping *index; /* block -> rpo index + 1 (absent: unreachable) */
  BO_VEC(region_dom *) all;
};

bo_dominance *bo_dominance_create(void) {
  bo_dominance *d = calloc(1, sizeof *d);
  d->trees = bo_mapping_create();
  d->index = bo_mapping_create();
  return d;
}

void bo_dominance_destroy(bo_dominance *d) {
  if (!d) return;
  for (size_t i = 0; i < d->all.len; i++) {
    region_dom *t = d->all.data[i];
    free(t->rpo);
    free(t->idom);
    free(t->pre);
    free(t->post);
    free(t);
  }
  bo_vec_free(&d->all);
  bo_mapping_destroy(d->trees);
  bo_mapping_destroy(d->index);
  free(d);
}

static unsigned num_succ(const bo_block *b) { return b->last ? b->last->num_successors : 0; }
static bo_block *succ(const bo_block *b, unsigned i) { return b->last->successors[i]; }

static unsigned intersect(const unsigned *idom, unsigned a, unsigned b) {
  while (a != b) {
    while (a > b) a = idom[a];
    while (b > a) b = idom[b];
  }
  return a;
}

static region_dom *build(bo_dominance *d, bo_region *r) {
  region_dom *t = calloc(1, sizeof *t);
  bo_vec_push(&d->all, t);
  bo_mapping_put(d->trees, r, t);
  if (!r->first) return t;
  bo_assert(r->first->parent == r);
  /* Post-order by an explicit DFS; `visited` maps block -> 1. */
  bo_mapping *visited = bo_mapping_create();
  BO_VEC(bo_block *) post = {0};
  BO_VEC(bo_block *) stack = {0};
  BO_VEC(unsigned) next = {0};
  bo_vec_push(&stack, r->first);
  bo_vec_push(&next, 0u);
  bo_mapping_put(visited, r->first, (void *)1);
  while (stack.len) {
    bo_block *b = stack.data[stack.len - 1];
    unsigned k = next.data[next.len - 1];
    if (k < num_succ(b)) {
      next.data[next.len - 1]++;
      bo_block *s = succ(b, k);
      if (!bo_mapping_get(visited, s)) {
        bo_mapping_put(visited, s, (void *)1);
        bo_vec_push(&stack, s);
        bo_vec_push(&next, 0u);
      }
    } else {
      bo_vec_push(&post, b);
      stack.len--;
      next.len--;
    }
  }
  unsigned n = (unsigned)post.len;
  t->n = n;
  t->rpo = malloc(sizeof(bo_block *) * n);
  for (unsigned i = 0; i < n; i++) {
    t->rpo[i] = post.data[n - 1 - i];
    bo_mapping_put(d->index, t->rpo[i], (void *)(uintptr_t)(i + 1));
  }
  /* Predecessors (rpo indices), as compressed rows. */
  unsigned *pstart = calloc(n + 1, sizeof(unsigned));
  for (unsigned i = 0; i < n; i++)
    for (unsigned k = 0; k < num_succ(t->rpo[i]); k++)
      pstart[(uintptr_t)bo_mapping_get(d->index, succ(t->rpo[i], k))]++;
  for (unsigned i = 0; i < n; i++) pstart[i + 1] += pstart[i];
  unsigned *preds = malloc(sizeof(unsigned) * (pstart[n] + 1));
  unsigned *fill = malloc(sizeof(unsigned) * (n + 1));
  memcpy(fill, pstart, sizeof(unsigned) * n);
  for (unsigned i = 0; i < n; i++)
    for (unsigned k = 0; k < num_succ(t->rpo[i]); k++) {
      unsigned s = (unsigned)(uintptr_t)bo_mapping_get(d->index, succ(t->rpo[i], k)) - 1;
      preds[fill[s]++] = i;
    }
  /* Cooper-Harvey-Kennedy. */
  const unsigned undef = ~0u;
  t->idom = malloc(sizeof(unsigned) * n);
  for (unsigned i = 0; i < n; i++) t->idom[i] = undef;
  t->idom[0] = 0;
  bo_assert(n && t->rpo[0] == r->first && "the entry block starts the reverse post-order");
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned i = 1; i < n; i++) {
      unsigned nd = undef;
      for (unsigned p = pstart[i]; p < pstart[i + 1]; p++) {
        unsigned q = preds[p];
        if (t->idom[q] == undef) continue;
        nd = nd == undef ? q : intersect(t->idom, q, nd);
      }
      if (nd != t->idom[i]) t->idom[i] = nd, changed = true;
    }
  }
  /* Pre/post numbering of the tree: children as compressed rows, then DFS. */
  unsigned *cstart = calloc(n + 1, sizeof(unsigned)), *children = malloc(sizeof(unsigned) * n);
  for (unsigned i = 1; i < n; i++) cstart[t->idom[i] + 1]++;
  for (unsigned i = 0; i < n; i++) cstart[i + 1] += cstart[i];
  memcpy(fill, cstart, sizeof(unsigned) * n);
  for (unsigned i = 1; i < n; i++) children[fill[t->idom[i]]++] = i;
  t->pre = malloc(sizeof(unsigned) * n);
  t->post = malloc(sizeof(unsigned) * n);
  unsigned counter = 0;
  BO_VEC(unsigned) st = {0}, pos = {0};
  bo_vec_push(&st, 0u);
  bo_vec_push(&pos, cstart[0]);
  t->pre[0] = counter++;
  while (st.len) {
    unsigned v = st.data[st.len - 1];
    if (pos.data[pos.len - 1] < cstart[v + 1]) {
      unsigned c = children[pos.data[pos.len - 1]++];
      t->pre[c] = counter++;
      bo_vec_push(&st, c);
      bo_vec_push(&pos, cstart[c]);
    } else {
      t->post[v] = counter++;
      st.len--;
      pos.len--;
    }
  }
  /* every tree node got a pre and a post number: the tree spans the region */
  bo_assert(counter == 2 * n);
  for (unsigned i = 1; i < n; i++)
    bo_assert(t->idom[i] < i && "an immediate dominator precedes its block in RPO");
  bo_vec_free(&st);
  bo_vec_free(&pos);
  free(cstart);
  free(children);
  free(fill);
  free(preds);
  free(pstart);
  bo_vec_free(&post);
  bo_vec_free(&stack);
  bo_vec_free(&next);
  bo_mapping_destroy(visited);
  return t;
}

static region_dom *tree_of(bo_dominance *d, bo_region *r) {
  region_dom *t = bo_mapping_get(d->trees, r);
  return t ? t : build(d, r);
}

/* rpo index of b in its region's tree, or -1 when unreachable. */
static long index_of(bo_dominance *d, bo_block *b, region_dom **tree) {
  bo_assert(b->parent && "dominance is asked about blocks in a region");
  *tree = tree_of(d, b->parent);
  long i = (long)(uintptr_t)bo_mapping_get(d->index, b) - 1;
  /* the block structure did not change since the tree was built */
  bo_assert(i < 0 || ((unsigned long)i < (*tree)->n && (*tree)->rpo[i] == b));
  return i;
}

/* The block of region r that is b or holds (through ops) b; NULL if none. */
static bo_block *ancestor_in_region(bo_region *r, bo_block *b) {
  while (b && b->parent != r) {
    bo_op *op = b->parent->parent;
    b = op ? op->block : NULL;
  }
  return b;
}

static bool same_region_dominates(bo_dominance *d, bo_block *a, bo_block *b) {
  bo_assert(a->parent == b->parent);
  region_dom *t;
  long ia = index_of(d, a, &t), ib = index_of(d, b, &t);
  if (ia < 0 || ib < 0) return false;
  return t->pre[ia] <= t->pre[ib] && t->post[ib] <= t->post[ia];
}

bool bo_dominance_properly_dominates(bo_dominance *d, bo_block *a, bo_block *b) {
  if (a == b) return false;
  if (a->parent != b->parent) {
    b = ancestor_in_region(a->parent, b);
    if (!b) return false;
    if (a == b) return true; /* b is nested in an op of a */
  }
  return same_region_dominates(d, a, b);
}

bool bo_dominance_dominates(bo_dominance *d, bo_block *a, bo_block *b) {
  return a == b || bo_dominance_properly_dominates(d, a, b);
}

bool bo_dominance_reachable(bo_dominance *d, bo_block *b) {
  region_dom *t;
  return index_of(d, b, &t) >= 0;
}

bo_block *bo_dominance_idom(bo_dominance *d, bo_block *b) {
  region_dom *t;
  long i = index_of(d, b, &t);
  if (i <= 0) return NULL;
  return t->rpo[t->idom[i]];
}

static unsigned region_depth(bo_block *b) {
  unsigned depth = 0;
  for (bo_op *op = b->parent->parent; op && op->block; op = op->block->parent->parent) depth++;
  return depth;
}

static bo_block *lift(bo_block *b) {
  bo_op *op = b->parent->parent;
  return op ? op->block : NULL;
}

bo_block *bo_dominance_common(bo_dominance *d, bo_block *a, bo_block *b) {
  if (!a || !b) return NULL;
  if (a->parent != b->parent) {
    unsigned da = region_depth(a), db = region_depth(b);
    for (; a && da > db; da--) a = lift(a);
    for (; b && db > da; db--) b = lift(b);
    while (a && b && a->parent != b->parent) a = lift(a), b = lift(b);
    if (!a || !b) return NULL;
  }
  if (a == b) return a;
  region_dom *t;
  long ia = index_of(d, a, &t), ib = index_of(d, b, &t);
  if (ia < 0 || ib < 0) return NULL;
  return t->rpo[intersect(t->idom, (unsigned)ia, (unsigned)ib)];
}
