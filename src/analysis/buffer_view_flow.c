/* buffer_view_flow.c - dependents of a buffer value (see buffer_view_flow.h).
 * Cost of one resolve: linear in the dependents found and their uses.
 */
#include "buffer_view_flow.h"

#include "../dialects/memory_iface.h"

void bo_view_flow_init(bo_view_flow *vf) {
  memset(vf, 0, sizeof *vf);
  vf->seen = bo_mapping_create();
}

void bo_view_flow_free(bo_view_flow *vf) {
  bo_mapping_destroy(vf->seen);
  bo_vec_free(&vf->work);
  bo_vec_free(&vf->set);
}

static void reach(bo_view_flow *vf, bo_value *v) {
  if (!bo_type_is_memref(v->type)) return;
  if ((uintptr_t)bo_mapping_get(vf->seen, v) == vf->stamp) return;
  bo_mapping_put(vf->seen, v, (void *)vf->stamp);
  bo_vec_push(&vf->work, v);
}

static void reach_results(bo_view_flow *vf, bo_op *op) {
  for (unsigned i = 0; i < op->num_results; i++) reach(vf, &op->results[i]);
}

/* Results of a region-branch op and the arguments its regions start with. */
static void reach_region_branch(bo_view_flow *vf, bo_op *op) {
  reach_results(vf, op);
  for (unsigned r = 0; r < op->num_regions; r++) {
    bo_block *entry = op->regions[r].first;
    if (!entry) continue;
    for (unsigned i = 0; i < entry->num_args; i++) reach(vf, entry->args[i]);
  }
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
    reach_region_branch(vf, user);
    return;
  }
  bo_op *parent = user->block ? bo_block_get_parent_op(user->block) : NULL;
  if (bo_op_has_trait(user, BO_TRAIT_TERMINATOR) && parent &&
      bo_op_has_trait(parent, BO_TRAIT_REGION_BRANCH)) {
    reach_region_branch(vf, parent);
    return;
  }
  /* A call may return its arguments; a registered op that says nothing
   * about memory (arith.select) may forward them.  Ops that declare their
   * effects (alloc, clone, realloc, copy) and unregistered ops give fresh or
   * unknown buffers: terminals, as upstream. */
  if ((mem && (mem->effects & BO_MEM_CALL)) || (!mem && !bo_op_has_trait(user, BO_TRAIT_UNKNOWN)))
    reach_results(vf, user);
}

void bo_view_flow_resolve(bo_view_flow *vf, bo_value *v) {
  vf->stamp++;
  vf->set.len = 0;
  vf->work.len = 0;
  bo_mapping_put(vf->seen, v, (void *)vf->stamp);
  bo_vec_push(&vf->work, v);
  while (vf->work.len) {
    bo_value *cur = vf->work.data[--vf->work.len];
    bo_vec_push(&vf->set, cur);
    for (bo_use *u = cur->first_use; u; u = u->next) follow_use(vf, u);
  }
}
