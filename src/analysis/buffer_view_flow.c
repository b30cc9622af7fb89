/* buffer_view_flow.c - dependents of a buffer value (see buffer_view_flow.h).
 * Cost of one resolve: linear in the dependents found and their uses.
 */
#include "buffer_view_flow.h"

#include "../dialects/memory_iface.h"
#include "bufferize_iface.h"

void bo_view_flow_init(bo_view_flow *vf) {
  memset(vf, 0, sizeof *vf);
  vf->seen = bo_mapping_create();
}

void bo_view_flow_free(bo_view_flow *vf) {
  bo_mapping_destroy(vf->seen);
  bo_vec_free(&vf->work);
  bo_vec_free(&vf->set);
}

static void reach_any(bo_view_flow *vf, bo_value *v) {
  if ((uintptr_t)bo_mapping_get(vf->seen, v) == vf->stamp) return;
  bo_mapping_put(vf->seen, v, (void *)vf->stamp);
  bo_vec_push(&vf->work, v);
}

static void reach(bo_view_flow *vf, bo_value *v) {
  if (bo_type_is_memref(v->type)) reach_any(vf, v);
}

/* Fallback for region-branch ops without a bufferization iface: every
 * memref result and memref argument of a region's entry block. */
static void reach_region_branch(bo_view_flow *vf, bo_op *op) {
  for (unsigned i = 0; i < op->num_results; i++) reach(vf, &op->results[i]);
  for (unsigned r = 0; r < op->num_regions; r++) {
    bo_block *entry = op->regions[r].first;
    if (!entry) continue;
    for (unsigned i = 0; i < entry->num_args; i++) reach(vf, entry->args[i]);
  }
}

/* Iteration k of a loop (scf.for): its result and its body argument. */
static void reach_iteration(bo_view_flow *vf, bo_op *loop, unsigned k) {
  bo_block *body = loop->num_regions ? loop->regions[0].first : NULL;
  if (k < loop->num_results) reach_any(vf, &loop->results[k]);
  if (body && body->num_args >= loop->num_results && k < loop->num_results)
    reach_any(vf, body->args[body->num_args - loop->num_results + k]);
}

/* v is operand `index` of a region-branch op. */
static void enter_region_op(bo_view_flow *vf, bo_op *op, unsigned index) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_of(op);
  if (bi && bi->region_kind == BO_BUFFERIZE_REGION_LOOP && bi->iter_index) {
    int k = bi->iter_index(op, index);
    if (k >= 0) reach_iteration(vf, op, (unsigned)k);
    return; /* bounds and steps flow nowhere */
  }
  if (bi && bi->region_kind == BO_BUFFERIZE_REGION_BRANCH) return; /* a condition */
  reach_region_branch(vf, op);
}

/* v is operand `index` of a terminator in a region of region-branch op. */
static void leave_region(bo_view_flow *vf, bo_op *op, unsigned index) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_of(op);
  if (bi && bi->region_kind == BO_BUFFERIZE_REGION_BRANCH) {
    if (index < op->num_results) reach_any(vf, &op->results[index]);
    return;
  }
  if (bi && bi->region_kind == BO_BUFFERIZE_REGION_LOOP) {
    reach_iteration(vf, op, index);
    return;
  }
  reach_region_branch(vf, op);
}

static void follow_use(bo_view_flow *vf, bo_use *u) {
  bo_op *user = u->owner;
  const bo_memory_iface *mem = bo_memory_of(user);
  if (mem && (mem->effects & BO_MEM_ALIAS)) {
    if (u->index == mem->alias_operand && user->num_results) reach(vf, &user->results[0]);
    return;
  }
  if (bo_op_has_trait(user, BO_TRAIT_BRANCH)) {
    for (unsigned s = 0; s < user->num_successors; s++) {
      bo_block *b = user->successors[s];
      for (unsigned i = 0; i < b->num_args; i++) reach(vf, b->args[i]);
    }
    return;
  }
  if (bo_op_has_trait(user, BO_TRAIT_REGION_BRANCH)) {
    enter_region_op(vf, user, u->index);
    return;
  }
  bo_op *parent = user->block ? bo_block_get_parent_op(user->block) : NULL;
  if (bo_op_has_trait(user, BO_TRAIT_TERMINATOR) && parent &&
      bo_op_has_trait(parent, BO_TRAIT_REGION_BRANCH)) {
    leave_region(vf, parent, u->index);
    return;
  }
  /* A buffer stored into a memref of memrefs and the container keep each
   * other alive; so does a buffer borrowed from it (memory_iface.h). */
  if (mem && (mem->effects & BO_MEM_STORES_BUFFER) && user->num_operands > 1 &&
      bo_type_is_memref(user->operands[0].value->type)) {
    if (u->index == 0 || u->index == 1) reach(vf, user->operands[1 - u->index].value);
    return;
  }
  if (mem && (mem->effects & BO_MEM_BORROWS_BUFFER) && user->num_results &&
      bo_type_is_memref(user->results[0].type)) {
    if (u->index == 0) reach(vf, &user->results[0]);
    return;
  }
  if (mem && (mem->effects & BO_MEM_SELECT)) { /* result 0 is operand 1 or operand 2 */
    if (u->index > 0 && user->num_results) reach(vf, &user->results[0]);
    return;
  }
  if (mem && (mem->effects & BO_MEM_CALL)) { /* a call may return anything it is given */
    for (unsigned i = 0; i < user->num_results; i++) reach_any(vf, &user->results[i]);
    return;
  }
  /* A registered op that says nothing about memory (arith.select) may
   * forward a buffer.  Ops that declare their effects (alloc, clone,
   * realloc, copy) and unregistered ops give fresh or unknown buffers:
   * terminals, as upstream. */
  if (!mem && !bo_op_has_trait(user, BO_TRAIT_UNKNOWN))
    for (unsigned i = 0; i < user->num_results; i++) reach(vf, &user->results[i]);
}

void bo_view_flow_resolve(bo_view_flow *vf, bo_value *v) {
  bo_assert(vf->seen && "bo_view_flow_init before the first query");
  bo_assert(v);
  vf->stamp++;
  vf->set.len = 0;
  vf->work.len = 0;
  bo_mapping_put(vf->seen, v, (void *)vf->stamp);
  bo_vec_push(&vf->work, v);
  while (vf->work.len) {
    bo_value *cur = vf->work.data[--vf->work.len];
    bo_vec_push(&vf->set, cur);
    for (bo_use *u = cur->first_use; u; u = u->next) {
      bo_assert(u->value == cur && "the use list holds only uses of its value");
      follow_use(vf, u);
    }
  }
  bo_assert(vf->set.len && vf->set.data[0] == v && "v is its own first dependent");
}
