/* func_signature.c - helpers of the function-boundary passes (see
 * func_signature.h).  Functions and calls are recognised by traits and
 * hooks, never by op name.  Cost: signature edits are linear in the
 * signature; collecting call sites is one walk plus one symbol lookup per
 * call.
 */
#include "func_signature.h"

#include "../analysis/bufferize_iface.h"

const bo_type *bo_sig_function_type(const bo_op *op) {
  if (!bo_op_has_trait(op, BO_TRAIT_SYMBOL) || !bo_op_has_trait(op, BO_TRAIT_ISOLATED_FROM_ABOVE) ||
      op->num_regions != 1)
    return NULL;
  const bo_attr *a = bo_op_get_prop(op, "function_type");
  if (!a || bo_attr_get_kind(a) != BO_ATTR_TYPE) return NULL;
  const bo_type *t = bo_attr_get_type_value(a);
  return bo_type_get_kind(t) == BO_TYPE_FUNCTION ? t : NULL;
}

bool bo_sig_is_public(const bo_op *op) {
  const bo_attr *vis = bo_op_get_attr(op, "sym_visibility");
  return !vis || bo_attr_get_kind(vis) != BO_ATTR_STRING ||
         strcmp(bo_attr_get_string(vis), "public") == 0;
}

const bo_attr *bo_sig_dict(const bo_attr *array, unsigned i) {
  if (!array || bo_attr_get_kind(array) != BO_ATTR_ARRAY || i >= bo_attr_get_num_elements(array))
    return NULL;
  const bo_attr *d = bo_attr_array_get(array, i);
  return bo_attr_get_kind(d) == BO_ATTR_DICT && bo_attr_get_num_elements(d) ? d : NULL;
}

/* An array of n dictionaries, or NULL when all are empty. */
static const bo_attr *dict_array(bo_context *ctx, unsigned n, const bo_attr *const *dicts) {
  bool any = false;
  for (unsigned i = 0; dicts && i < n; i++) any |= dicts[i] != NULL;
  if (!any) return NULL;
  const bo_attr **elems = malloc(n * sizeof *elems);
  const bo_attr *empty = bo_attr_dict(ctx, 0, NULL);
  for (unsigned i = 0; i < n; i++) elems[i] = dicts[i] ? dicts[i] : empty;
  const bo_attr *a = bo_attr_array(ctx, n, elems);
  free(elems);
  return a;
}

void bo_sig_set(bo_op *func, unsigned nin, const bo_type *const *inputs,
                const bo_attr *const *arg_dicts, unsigned nout, const bo_type *const *outputs,
                const bo_attr *const *res_dicts) {
  bo_context *ctx = func->ctx;
  bo_op_set_prop(func, bo_intern_cstr(ctx, "function_type"),
                 bo_attr_type(ctx, bo_type_function(ctx, nin, inputs, nout, outputs)));
  bo_op_set_prop(func, bo_intern_cstr(ctx, "arg_attrs"), dict_array(ctx, nin, arg_dicts));
  bo_op_set_prop(func, bo_intern_cstr(ctx, "res_attrs"), dict_array(ctx, nout, res_dicts));
}

const char *bo_sig_callee(const bo_op *op) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_of(op);
  return bi && bi->callee ? bi->callee(op) : NULL;
}

typedef BO_VEC(bo_op *) op_vec;

struct bo_call_sites {
  bo_mapping *index; /* function op -> index + 1 into lists */
  BO_VEC(op_vec) lists;
};

static int collect_call(bo_op *op, void *user) {
  bo_call_sites *cs = user;
  const char *callee = bo_sig_callee(op);
  bo_op *target = callee ? bo_lookup_symbol(op, callee) : NULL;
  if (!target || !bo_sig_function_type(target)) return 0;
  uintptr_t k = (uintptr_t)bo_mapping_get(cs->index, target);
  if (!k) {
    op_vec empty = {0};
    bo_vec_push(&cs->lists, empty);
    k = cs->lists.len;
    bo_mapping_put(cs->index, target, (void *)k);
  }
  bo_vec_push(&cs->lists.data[k - 1], op);
  return 0;
}

bo_call_sites *bo_call_sites_collect(bo_op *module) {
  bo_call_sites *cs = calloc(1, sizeof *cs);
  cs->index = bo_mapping_create();
  bo_walk_pre(module, collect_call, cs);
  return cs;
}

void bo_call_sites_destroy(bo_call_sites *cs) {
  if (!cs) return;
  for (size_t i = 0; i < cs->lists.len; i++) bo_vec_free(&cs->lists.data[i]);
  bo_vec_free(&cs->lists);
  bo_mapping_destroy(cs->index);
  free(cs);
}

bo_op *const *bo_call_sites_of(const bo_call_sites *cs, const bo_op *func, size_t *n) {
  uintptr_t k = (uintptr_t)bo_mapping_get(cs->index, func);
  *n = k ? cs->lists.data[k - 1].len : 0;
  return k ? cs->lists.data[k - 1].data : NULL;
}
