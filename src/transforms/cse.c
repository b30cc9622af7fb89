/* cse.c - the cse pass: common subexpression elimination, as MLIR's CSE.
 *
 * Two ops are the same expression when they have the same op kind,
 * operands, properties, discardable attributes and result types (not the
 * location).  Walking the IR in program order, an op equal to one already
 * seen in a scope that dominates it is replaced by that one.  Scopes: a
 * block's ops see the ops of the blocks around it (a nested region sees
 * its parents' values); an isolated-from-above op starts afresh.  In a
 * region of several blocks, each block sees the entry block (which
 * dominates every block) but not its siblings: a sound subset of the
 * dominator tree that MLIR walks, so bufopt may keep a duplicate that
 * mlir-opt removes in branchy code.
 *
 * Which ops: pure ops (no memory effect at all: allocations are never
 * merged) without regions, and not terminators.  Ops that only read memory (memref.load) are merged only
 * with an equal op of the same block with nothing between them that may
 * write, free or call (as upstream); every other op with memory effects is
 * never merged.  Ops with regions are never merged (upstream merges equal
 * single-block ones).  Trivially dead ops met on the way are erased, as
 * upstream's CSE does; erasure is deferred to the end of the walk, so an op
 * that dies because a later op died stays (as upstream).
 *
 * Cost: linear in the number of ops: one hash-table probe per op (hash of
 * name, operands, attributes and types; equality compares pointers, since
 * types and attributes are interned), and a scoped table whose undo log
 * restores shadowed entries when a scope ends.
 */
#include <stdint.h>

#include "../dialects/fold.h"
#include "../dialects/memory_iface.h"
#include "../pass/passes.h"

#define TOMBSTONE ((bo_op *)1)

typedef struct undo {
  bo_op *op;       /* the entry inserted */
  bo_op *shadowed; /* what it replaced (NULL: nothing) */
} undo;

typedef struct cse_state {
  bo_op **slots;
  size_t mask, used; /* used: live entries + tombstones */
  BO_VEC(undo) log;
  BO_VEC(bo_op *) to_erase;
  uint64_t merged, erased;
} cse_state;

static uint64_t mix(uint64_t h, const void *p) {
  h ^= (uint64_t)(uintptr_t)p + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  return h;
}

static uint64_t op_hash(const bo_op *op) {
  uint64_t h = mix(0, op->info);
  for (unsigned i = 0; i < op->num_operands; i++) h = mix(h, op->operands[i].value);
  for (unsigned i = 0; i < op->num_results; i++) h = mix(h, op->results[i].type);
  for (unsigned i = 0; i < op->num_props; i++) h = mix(mix(h, op->props[i].name), op->props[i].attr);
  for (unsigned i = 0; i < op->num_attrs; i++) h = mix(mix(h, op->attrs[i].name), op->attrs[i].attr);
  h ^= h >> 31;
  h *= 0xbf58476d1ce4e5b9ULL;
  return h ^ (h >> 29);
}

static bool named_equal(const bo_named_attr *a, const bo_named_attr *b, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (a[i].name != b[i].name || a[i].attr != b[i].attr) return false;
  return true;
}

static bool op_equal(const bo_op *a, const bo_op *b) {
  if (a->info != b->info || a->num_operands != b->num_operands ||
      a->num_results != b->num_results || a->num_props != b->num_props ||
      a->num_attrs != b->num_attrs || a->num_regions || b->num_regions ||
      a->num_successors || b->num_successors)
    return false;
  for (unsigned i = 0; i < a->num_operands; i++)
    if (a->operands[i].value != b->operands[i].value) return false;
  for (unsigned i = 0; i < a->num_results; i++)
    if (a->results[i].type != b->results[i].type) return false;
  return named_equal(a->props, b->props, a->num_props) &&
         named_equal(a->attrs, b->attrs, a->num_attrs);
}

/* The slot holding an op equal to op, or the empty slot where it goes. */
static size_t find(cse_state *s, const bo_op *op, bool *found) {
  size_t h = op_hash(op) & s->mask, first_free = SIZE_MAX;
  for (;; h = (h + 1) & s->mask) {
    bo_op *e = s->slots[h];
    if (!e) {
      *found = false;
      return first_free != SIZE_MAX ? first_free : h;
    }
    if (e == TOMBSTONE) {
      if (first_free == SIZE_MAX) first_free = h;
    } else if (op_equal(e, op)) {
      *found = true;
      return h;
    }
  }
}

static void grow(cse_state *s) {
  bo_op **old = s->slots;
  size_t n = s->mask + 1;
  s->mask = 2 * n - 1;
  s->slots = calloc(2 * n, sizeof *s->slots);
  s->used = 0;
  for (size_t i = 0; i < n; i++) {
    if (!old[i] || old[i] == TOMBSTONE) continue;
    bool found;
    s->slots[find(s, old[i], &found)] = old[i];
    s->used++;
  }
  free(old);
}

static bo_op *lookup(cse_state *s, const bo_op *op) {
  bool found;
  size_t at = find(s, op, &found);
  return found ? s->slots[at] : NULL;
}

/* Inserts op, shadowing an equal entry until the scope ends. */
static void insert(cse_state *s, bo_op *op) {
  if (2 * (s->used + 1) > s->mask + 1) grow(s);
  bool found;
  size_t at = find(s, op, &found);
  undo u = {op, found ? s->slots[at] : NULL};
  if (!found) s->used++;
  s->slots[at] = op;
  bo_vec_push(&s->log, u);
}

static void end_scope(cse_state *s, size_t mark) {
  while (s->log.len > mark) {
    undo u = s->log.data[--s->log.len];
    bool found;
    size_t at = find(s, u.op, &found);
    if (found && s->slots[at] == u.op) s->slots[at] = u.shadowed ? u.shadowed : TOMBSTONE;
  }
}

/* Only reads memory (and is not effect-free by PURE). */
static bool only_reads(const bo_op *op) {
  const bo_memory_iface *mem = bo_memory_of(op);
  /* (the ownership bits of memref.load say nothing about memory effects) */
  return mem && !op->num_regions &&
         (mem->effects & ~(uint32_t)(BO_MEM_BORROWS_BUFFER | BO_MEM_STORES_BUFFER)) == BO_MEM_READS;
}

static void replace(cse_state *s, bo_op *op, bo_op *existing) {
  for (unsigned i = 0; i < op->num_results; i++)
    bo_value_replace_all_uses(&op->results[i], &existing->results[i]);
  bo_vec_push(&s->to_erase, op);
  s->merged++;
}

static void simplify_region(cse_state *s, bo_region *r);

/* Simplifies the ops of b in order; the block's entries leave the table at
 * the end unless keep_scope.  Read-only ops remember their position in the
 * block, to compare with the position of the last op that may write. */
static void simplify_block(cse_state *s, bo_block *b, bool keep_scope) {
  size_t mark = s->log.len;
  uint32_t index = 0, last_effect = 0;
  bo_mapping *read_pos = NULL; /* read-only op -> position + 1 */
  for (bo_op *op = b->first; op; op = op->next, index++) {
    if (op->num_regions) {
      if (op->info->traits & (BO_TRAIT_ISOLATED_FROM_ABOVE | BO_TRAIT_UNKNOWN)) {
        cse_state fresh = {0};
        fresh.mask = 15;
        fresh.slots = calloc(16, sizeof *fresh.slots);
        for (unsigned i = 0; i < op->num_regions; i++) simplify_region(&fresh, &op->regions[i]);
        for (size_t i = 0; i < fresh.to_erase.len; i++) bo_vec_push(&s->to_erase, fresh.to_erase.data[i]);
        s->merged += fresh.merged;
        free(fresh.slots);
        bo_vec_free(&fresh.log);
        bo_vec_free(&fresh.to_erase);
      } else {
        for (unsigned i = 0; i < op->num_regions; i++) simplify_region(s, &op->regions[i]);
      }
    }
    if (op->info->traits & BO_TRAIT_TERMINATOR) continue;
    if (bo_op_is_trivially_dead(op)) {
      bo_vec_push(&s->to_erase, op);
      s->erased++;
      continue;
    }
    if (op->num_regions || !op->num_results) {
      if (!bo_op_is_effect_free(op)) last_effect = index + 1;
      continue;
    }
    if (only_reads(op)) {
      bo_op *existing = lookup(s, op);
      uintptr_t pos = existing && read_pos ? (uintptr_t)bo_mapping_get(read_pos, existing) : 0;
      if (existing && existing->block == b && pos && pos - 1 >= last_effect) {
        replace(s, op, existing);
        continue;
      }
      if (!read_pos) read_pos = bo_mapping_create();
      bo_mapping_put(read_pos, op, (void *)(uintptr_t)(index + 1));
      insert(s, op);
      continue;
    }
    /* only ops without any memory effect merge: two allocations are two
     * buffers, even when nothing writes between them */
    if (!(op->info->traits & BO_TRAIT_PURE)) {
      if (!bo_op_is_effect_free(op)) last_effect = index + 1;
      continue;
    }
    bo_op *existing = lookup(s, op);
    if (existing) {
      replace(s, op, existing);
      continue;
    }
    insert(s, op);
  }
  bo_mapping_destroy(read_pos);
  if (!keep_scope) end_scope(s, mark);
}

static void simplify_region(cse_state *s, bo_region *r) {
  bo_block *entry = r->first;
  if (!entry) return;
  if (!entry->next) {
    simplify_block(s, entry, false);
    return;
  }
  /* several blocks: the entry block's values stay visible in the others */
  size_t mark = s->log.len;
  simplify_block(s, entry, true);
  for (bo_block *b = entry->next; b; b = b->next) simplify_block(s, b, false);
  end_scope(s, mark);
}

static int run_cse(bo_op *root, const void *options) {
  (void)options;
  cse_state s = {0};
  s.mask = 63;
  s.slots = calloc(64, sizeof *s.slots);
  for (unsigned i = 0; i < root->num_regions; i++) simplify_region(&s, &root->regions[i]);
  for (size_t i = 0; i < s.to_erase.len; i++) bo_op_erase(s.to_erase.data[i]);
  free(s.slots);
  bo_vec_free(&s.log);
  bo_vec_free(&s.to_erase);
  return 0;
}

const bo_pass_info bo_pass_cse = {
    .name = "cse",
    .summary = "Eliminate common sub-expressions",
    .anchor = NULL,
    .run = run_cse,
};
