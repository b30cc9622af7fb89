/* promote_buffers_to_stack.c - the promote-buffers-to-stack pass: small
 * heap buffers that nobody frees become stack buffers.
 *
 * As upstream (BufferOptimizations.cpp, BufferPlacementPromotion), per
 * function: a memref.alloc (the op whose memory hook is bo_memory_alloc)
 * becomes a memref.alloca with the same operands and attributes when
 *  - no op frees it or a dependent (a buffer freed explicitly stays on
 *    the heap);
 *  - it is small: a static shape whose elements take at most
 *    max-alloc-size-in-bytes (bits counted as upstream's default data
 *    layout: iN = N bits, fM = M, index = 64 unless a `dlti.dl_spec`
 *    around the allocation says otherwise), or a dynamic shape of rank
 *    <= max-rank-of-allocated-memref whose sizes are all ranks
 *    (BO_TRAIT_RANK_OF_OPERAND: memref.rank);
 *  - it has an allocation scope: walking up from its region, an op with
 *    BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE (func.func, scf.for, ...) is
 *    reached before any loop (BO_TRAIT_LOOP) or any op that is not a
 *    region-branch op, and no dependent of the buffer (buffer_view_flow.h)
 *    is returned or yielded by a terminator of that scope's region.
 * Deviation, on the safe side (see docs/buffer-placement.md): a buffer
 * handed to bufferization.dealloc or freed through a dependent (a view, a
 * block argument) stays on the heap (upstream promotes it, and the free
 * then hits a stack buffer).  So do containers (memrefs of memrefs, freed
 * deeply) and buffers stored into a container or taken over by a
 * consuming op (the memory hooks' BO_MEM_STORES_BUFFER / BO_MEM_CONSUMES:
 * the container frees them; docs/sequences.md).  Static shapes of element types other than
 * integers, index and the standard floats are not promoted.
 *
 * Cost: one walk; per allocation, its dependents' uses plus the region
 * nesting depth.
 */
#include <stddef.h>
#include <string.h>

#include "../analysis/buffer_view_flow.h"
#include "../dialects/memory_iface.h"
#include "../pass/passes.h"
#include "../support/checked.h"

typedef struct promote_options {
  uint64_t max_alloc_size_in_bytes;
  uint64_t max_rank_of_allocated_memref;
} promote_options;

static void init_promote_options(void *p) {
  promote_options *o = p;
  o->max_alloc_size_in_bytes = 1024;
  o->max_rank_of_allocated_memref = 1;
}

typedef struct promote_state {
  const promote_options *options;
  bo_view_flow flow;
  BO_VEC(bo_op *) allocs;
} promote_state;

/* The index width a data layout spec sets (`dlti.dl_spec =
 * #dlti.dl_spec<#dlti.dl_entry<index, 256>>`) on the closest op around
 * `op` that has a spec with an index entry, as upstream's DataLayout
 * queries; 64 (the default layout) without one.  O(nesting depth). */
static uint64_t index_bits(const bo_op *op) {
  for (; op; op = bo_op_get_parent_op(op)) {
    const bo_attr *spec = bo_op_get_attr(op, "dlti.dl_spec");
    if (!spec || bo_attr_get_kind(spec) != BO_ATTR_OPAQUE) continue;
    for (const char *t = bo_attr_get_opaque_text(spec); (t = strstr(t, "dl_entry<")); ) {
      t += strlen("dl_entry<");
      while (*t == ' ') t++;
      if (strncmp(t, "index", 5) != 0) continue;
      t += 5;
      while (*t == ' ') t++;
      if (*t++ != ',') continue;
      while (*t == ' ') t++;
      uint64_t bits = 0;
      bool digits = false;
      for (; *t >= '0' && *t <= '9' && bits < ((uint64_t)1 << 32); t++, digits = true)
        bits = bits * 10 + (uint64_t)(*t - '0');
      if (digits) return bits;
    }
  }
  return 64;
}

/* Size in bits of one element, 0 when unknown (then never promoted). */
static uint64_t element_bits(const bo_type *t, const bo_op *at) {
  switch (bo_type_get_kind(t)) {
    case BO_TYPE_INDEX: return index_bits(at);
    case BO_TYPE_INTEGER: return bo_type_get_width(t);
    case BO_TYPE_FLOAT:
      return bo_type_get_float_kind(t) == BO_F80 ? 0 : bo_type_get_width(t);
    default: return 0;
  }
}

/* Upstream's defaultIsSmallAlloc.  A dynamic shape is small when the rank
 * is at most max-rank-of-allocated-memref and every operand is a rank
 * (BO_TRAIT_RANK_OF_OPERAND: memref.rank), whatever the element type. */
static bool is_small(const promote_options *o, const bo_op *alloc) {
  const bo_type *t = alloc->results[0].type;
  int64_t n = bo_type_get_num_elements(t);
  if (n == BO_DYNAMIC) {
    if (bo_type_get_rank(t) > o->max_rank_of_allocated_memref) return false;
    for (unsigned i = 0; i < alloc->num_operands; i++) {
      const bo_op *def = alloc->operands[i].value->def_op;
      if (!def || !bo_op_has_trait(def, BO_TRAIT_RANK_OF_OPERAND)) return false;
    }
    return true;
  }
  /* a count past int64 (saturated) or a size past 64 bits is not small; a
   * limit past 64 bits is no limit */
  uint64_t bits = element_bits(bo_type_get_element_type(t), alloc), total, limit;
  return bits && !bo_mul_overflow_u64((uint64_t)n, bits, &total) &&
         (bo_mul_overflow_u64(o->max_alloc_size_in_bytes, 8, &limit) || total <= limit);
}

/* Is v freed here, or handed to a container that frees it later (stored
 * into a memref of memrefs, or taken over by a consuming op: operand 0 of
 * an op with BO_MEM_STORES_BUFFER / BO_MEM_CONSUMES, memory_iface.h)? */
static bool is_freed(bo_value *v) {
  for (bo_use *u = v->first_use; u; u = u->next) {
    const bo_memory_iface *mem = bo_memory_of(u->owner);
    if (mem && (mem->effects & BO_MEM_FREES)) return true;
    if (mem && (mem->effects & (BO_MEM_STORES_BUFFER | BO_MEM_CONSUMES)) && u->index == 0)
      return true;
  }
  return false;
}

/* Does the op hand its operands out of its region (return, yield)? */
static bool is_region_return(const bo_op *op) {
  if (bo_op_has_trait(op, BO_TRAIT_RETURN_LIKE)) return true;
  bo_op *parent = op->block ? bo_block_get_parent_op(op->block) : NULL;
  return bo_op_has_trait(op, BO_TRAIT_TERMINATOR) && parent &&
         bo_op_has_trait(parent, BO_TRAIT_REGION_BRANCH);
}

/* Does a dependent (in flow->set) leave `region` through its terminators? */
static bool leaves_scope(const bo_view_flow *flow, const bo_region *region) {
  for (size_t i = 0; i < flow->set.len; i++)
    for (bo_use *u = flow->set.data[i]->first_use; u; u = u->next)
      if (is_region_return(u->owner) && u->owner->block->parent == region) return true;
  return false;
}

/* The dependents of the allocation are in st->flow.set. */
static bool has_allocation_scope(promote_state *st, bo_op *alloc) {
  for (bo_region *region = alloc->block->parent; region;) {
    bo_op *parent = region->parent;
    if (!parent) break;
    if (bo_op_has_trait(parent, BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE) &&
        !leaves_scope(&st->flow, region))
      return true;
    if (bo_op_has_trait(parent, BO_TRAIT_LOOP) ||
        !bo_op_has_trait(parent, BO_TRAIT_REGION_BRANCH))
      break;
    region = parent->block ? parent->block->parent : NULL;
  }
  return false;
}

/* Is the buffer freed, directly or through a dependent? */
static bool any_freed(const bo_view_flow *flow) {
  for (size_t i = 0; i < flow->set.len; i++)
    if (is_freed(flow->set.data[i])) return true;
  return false;
}

static void promote(bo_op *alloc) {
  bo_context *ctx = alloc->ctx;
  bo_value **operands = malloc(sizeof(bo_value *) * (alloc->num_operands + 1));
  for (unsigned i = 0; i < alloc->num_operands; i++) operands[i] = alloc->operands[i].value;
  const bo_type *type = alloc->results[0].type;
  bo_op_state s = {.id = BO_OP_MEMREF_ALLOCA, .loc = alloc->loc,
                   .num_operands = alloc->num_operands, .operands = operands,
                   .num_results = 1, .result_types = &type,
                   .num_props = alloc->num_props, .props = alloc->props,
                   .num_attrs = alloc->num_attrs, .attrs = alloc->attrs};
  bo_builder b = bo_builder_before(ctx, alloc);
  bo_op *alloca = bo_build(&b, &s);
  free(operands);
  bo_value_replace_all_uses(&alloc->results[0], &alloca->results[0]);
  bo_op_erase(alloc);
}

static int collect(bo_op *op, void *user) {
  promote_state *st = user;
  if (bo_memory_of(op) == &bo_memory_alloc && op->num_results == 1) bo_vec_push(&st->allocs, op);
  return 0;
}

static int run_promote(bo_op *func, const void *options) {
  promote_state st = {.options = options};
  bo_view_flow_init(&st.flow);
  bo_walk_post(func, collect, &st);
  for (size_t i = 0; i < st.allocs.len; i++) {
    bo_op *alloc = st.allocs.data[i];
    bo_value *buf = &alloc->results[0];
    /* a container (memref of memrefs) owns its slots: its free is a deep
     * free (convert-seq-to-memref), which a stack buffer would lose */
    if (!bo_type_has_rank(buf->type) || bo_type_is_buffer_container(buf->type) ||
        !is_small(st.options, alloc))
      continue;
    bo_view_flow_resolve(&st.flow, buf);
    if (any_freed(&st.flow) || !has_allocation_scope(&st, alloc)) continue;
    promote(alloc);
  }
  bo_vec_free(&st.allocs);
  bo_view_flow_free(&st.flow);
  return 0;
}

static const bo_pass_option promote_option_table[] = {
    {"max-alloc-size-in-bytes", "Maximal size in bytes to promote allocations to stack.",
     BO_OPT_UINT, offsetof(promote_options, max_alloc_size_in_bytes), NULL, "1024"},
    {"max-rank-of-allocated-memref", "Maximal memref rank to promote dynamic buffers.",
     BO_OPT_UINT, offsetof(promote_options, max_rank_of_allocated_memref), NULL, "1"},
};

const bo_pass_info bo_pass_promote_buffers_to_stack = {
    .name = "promote-buffers-to-stack",
    .summary = "Promotes heap-based allocations to automatically managed stack-based allocations",
    .anchor = "func.func",
    .options_size = sizeof(promote_options),
    .init_options = init_promote_options,
    .num_options = 2,
    .options = promote_option_table,
    .run = run_promote,
};
