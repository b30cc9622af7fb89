/* fold.c - the rewriter the canonicalization patterns use, and helpers the
 * folders share (see fold.h).  Every function is linear in what it moves.
 */
#include "fold.h"
#include "memory_iface.h"

/* Does the op touch a buffer: a memref operand?  The READS / WRITES of a
 * memory description are effects on the op's memref operands (memory_iface.h),
 * so an op described by them that has none (a linalg op on tensors,
 * materialize_in_destination into a tensor) writes nothing. */
static bool has_memref_operand(const bo_op *op) {
  for (unsigned i = 0; i < op->num_operands; i++)
    if (bo_type_is_memref(op->operands[i].value->type)) return true;
  return false;
}

/* The op's own effects (not those of the ops nested in it) are at most
 * reads and allocations of its results: pure ops, memory descriptions
 * without frees, calls or writes of a memref operand, and region-branch
 * ops (scf.if, affine.for: their effects are their regions', upstream's
 * RecursiveMemoryEffects).  An op with no description has unknown effects. */
static bool own_effects_free(const bo_op *op) {
  if (op->info->traits & BO_TRAIT_PURE) return true;
  const bo_memory_iface *mem = bo_memory_of(op);
  if (mem) {
    if (mem->effects & (BO_MEM_FREES | BO_MEM_CALL)) return false;
    return !(mem->effects & BO_MEM_WRITES) || !has_memref_operand(op);
  }
  return op->num_regions && (op->info->traits & BO_TRAIT_REGION_BRANCH);
}

/* The one "would this op be trivially dead" rule every pass asks (MLIR's
 * wouldOpBeTriviallyDead): no effect but reads and allocations of its own
 * results, for the op and everything nested in it.  Asked only through the
 * tables (traits and memory descriptions), never by op name, and
 * conservative: an unregistered op, an op no table describes (vector.print,
 * tensor.parallel_insert_slice, bufferization.dealloc_tensor, ...) and an op
 * with neither results nor regions (it exists for an effect) are never
 * effect-free.  Linear in the ops nested in op. */
bool bo_op_is_effect_free(const bo_op *op) {
  if (op->info->traits & BO_TRAIT_UNKNOWN) return false;
  if (!op->num_results && !op->num_regions && !(op->info->traits & BO_TRAIT_TERMINATOR))
    return false;
  if (!own_effects_free(op)) return false;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (bo_op *o = b->first; o; o = o->next)
        if (!bo_op_is_effect_free(o)) return false;
  return true;
}

bool bo_op_is_trivially_dead(const bo_op *op) {
  if (op->info->traits & BO_TRAIT_TERMINATOR) return false;
  for (unsigned i = 0; i < op->num_results; i++)
    if (op->results[i].first_use) return false;
  return bo_op_is_effect_free(op);
}

static void add_edges(bo_rewriter *rw, const bo_op *branch, int delta) {
  for (unsigned i = 0; i < branch->num_successors; i++) {
    bo_block *s = branch->successors[i];
    uintptr_t n = (uintptr_t)bo_mapping_get(rw->predecessors, s);
    if (!n) n = 1;
    bo_mapping_put(rw->predecessors, s, (void *)(n + (uintptr_t)(intptr_t)delta));
  }
}

void bo_rewriter_add_edges(bo_rewriter *rw, const bo_op *branch) {
  if (rw->predecessors) add_edges(rw, branch, 1);
}

unsigned bo_rewriter_num_predecessors(bo_rewriter *rw, bo_block *b) {
  if (rw->predecessors) {
    uintptr_t n = (uintptr_t)bo_mapping_get(rw->predecessors, b);
    return n ? (unsigned)(n - 1) : 0;
  }
  unsigned n = 0;
  for (const bo_block *o = b->parent->first; o; o = o->next) {
    const bo_op *t = o->last;
    for (unsigned i = 0; t && i < t->num_successors; i++) n += t->successors[i] == b;
  }
  return n;
}

static int notify_erase(bo_op *op, void *user) {
  bo_rewriter *rw = user;
  if (rw->predecessors && op->num_successors) add_edges(rw, op, -1);
  if (rw->will_erase) rw->will_erase(rw, op);
  return 0;
}

void bo_rewriter_erase(bo_rewriter *rw, bo_op *op) {
  rw->changes++;
  if (rw->will_erase || rw->predecessors) bo_walk_pre(op, notify_erase, rw);
  bo_op_erase(op);
}

void bo_rewriter_replace(bo_rewriter *rw, bo_op *op, bo_value *const *values) {
  for (unsigned i = 0; i < op->num_results; i++)
    bo_value_replace_all_uses(&op->results[i], values[i]);
  bo_rewriter_erase(rw, op);
}

void bo_rewriter_inline_region(bo_rewriter *rw, bo_op *op, bo_region *region,
                               bo_value *const *args) {
  bo_block *block = region->first;
  for (unsigned i = 0; i < block->num_args; i++)
    bo_value_replace_all_uses(block->args[i], args[i]);
  bo_op *term = block->last;
  for (bo_op *o = block->first; o && o != term;) {
    bo_op *next = o->next;
    bo_op_move_before(o, op);
    o = next;
  }
  for (unsigned i = 0; i < op->num_results && term && i < term->num_operands; i++)
    bo_value_replace_all_uses(&op->results[i], term->operands[i].value);
  bo_rewriter_erase(rw, op);
}

void bo_constant_folder_init(bo_constant_folder *f, bo_block *entry) {
  bo_assert(entry && entry->parent && entry->parent->first == entry);
  f->entry = entry;
  f->known = bo_mapping_create();
  f->owned = bo_mapping_create();
}

void bo_constant_folder_free(bo_constant_folder *f) {
  bo_mapping_destroy(f->known);
  bo_mapping_destroy(f->owned);
  f->known = f->owned = NULL;
}

bool bo_constant_folder_visit(bo_constant_folder *f, bo_op *op) {
  if (!bo_op_has_trait(op, BO_TRAIT_CONSTANT_LIKE) || op->num_results != 1) return false;
  const bo_attr *value = bo_op_get_attr(op, "value");
  if (!value) return false;
  bo_op *same = bo_mapping_get(f->known, value);
  if (same && same->results[0].type == op->results[0].type) {
    bo_value_replace_all_uses(&op->results[0], &same->results[0]);
    bo_op_erase(op);
  } else if (!same) {
    if (f->entry->first != op &&
        !(op->block == f->entry && op->prev && bo_mapping_get(f->owned, op->prev)))
      bo_op_move_before(op, f->entry->first);
    bo_mapping_put(f->known, value, op);
    bo_mapping_put(f->owned, op, op);
  }
  return true;
}

const bo_attr *bo_fold_constant_of(const bo_value *v) {
  const bo_op *def = v->def_op;
  if (!def || !(def->info->traits & BO_TRAIT_CONSTANT_LIKE) || def->num_results != 1)
    return NULL;
  return bo_op_get_attr(def, "value");
}

bool bo_fold_int_of(const bo_attr *a, int64_t *out) {
  if (!a || a->kind != BO_ATTR_INTEGER || !a->type ||
      (a->type->kind != BO_TYPE_INTEGER && a->type->kind != BO_TYPE_INDEX))
    return false;
  *out = a->u.i;
  return true;
}
