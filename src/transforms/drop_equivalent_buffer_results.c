/* drop_equivalent_buffer_results.c - the drop-equivalent-buffer-results
 * pass: a private function that returns one of its own arguments (in every
 * return, seen through memref.cast) no longer returns it; its callers use
 * the argument they passed instead.
 *
 * As MLIR 22's DropEquivalentBufferResults: public and external functions
 * keep their signature.  For the others, result i is dropped when every
 * return-like terminator of the body returns, as operand i, the same entry
 * block argument once memref casts (memory hook BO_MEM_CAST) are peeled
 * off; the returns lose the operand and the function type and res_attrs
 * lose the result.  Every call of such a function (found through the
 * callee hook of its bufferization iface) is rebuilt as a new func.call
 * with the same callee and operands, as upstream does (its other
 * attributes are dropped even when no result was); a dropped result is
 * replaced by the call's operand, through a memref.cast to the old result
 * type when the types differ.  Not only memrefs: any result equal to an
 * argument is dropped, as upstream.
 *
 * Cost: one walk to collect the call sites (one symbol lookup each), then
 * work linear in each function's returns and calls: linear.
 */
#include "../dialects/memory_iface.h"
#include "../pass/passes.h"
#include "func_signature.h"

/* v with memref casts peeled off. */
static bo_value *peel_casts(bo_value *v) {
  while (v->def_op) {
    const bo_memory_iface *mem = bo_memory_of(v->def_op);
    if (!mem || !(mem->effects & BO_MEM_CAST)) break;
    v = v->def_op->operands[mem->alias_operand].value;
  }
  return v;
}

static void rebuild_call(bo_op *call, const bo_type *ft, const int *result_arg) {
  bo_context *ctx = call->ctx;
  bo_builder b = bo_builder_before(ctx, call);
  bo_value **operands = malloc((call->num_operands + 1) * sizeof *operands);
  for (unsigned i = 0; i < call->num_operands; i++) operands[i] = call->operands[i].value;
  bo_named_attr callee = {bo_intern_cstr(ctx, "callee"), bo_op_get_prop(call, "callee")};
  bo_op_state st = {.id = BO_OP_FUNC_CALL, .loc = call->loc, .num_operands = call->num_operands,
                    .operands = operands, .num_results = bo_type_get_num_results(ft),
                    .result_types = bo_type_get_results(ft), .num_props = 1, .props = &callee};
  bo_op *n = bo_build(&b, &st);
  unsigned next = 0;
  for (unsigned r = 0; r < call->num_results; r++) {
    bo_value *old = &call->results[r], *rep;
    if (result_arg[r] < 0 || (unsigned)result_arg[r] >= call->num_operands) {
      rep = &n->results[next++];
    } else {
      rep = operands[result_arg[r]];
      if (rep->type != old->type) {
        const bo_type *t = old->type;
        bo_op_state cast = {.id = BO_OP_MEMREF_CAST, .loc = call->loc, .num_operands = 1,
                            .operands = &rep, .num_results = 1, .result_types = &t};
        rep = &bo_build(&b, &cast)->results[0];
      }
    }
    bo_value_replace_all_uses(old, rep);
  }
  free(operands);
  bo_op_erase(call);
}

static void drop_results(bo_op *func, const bo_call_sites *sites) {
  const bo_type *ft = bo_sig_function_type(func);
  bo_region *body = &func->regions[0];
  if (!body->first || bo_sig_is_public(func)) return;
  unsigned nout = bo_type_get_num_results(ft), nin = bo_type_get_num_inputs(ft);
  int *result_arg = malloc((nout + 1) * sizeof *result_arg);
  for (unsigned i = 0; i < nout; i++) result_arg[i] = -2; /* -2: no return seen yet */
  bool any_return = false;
  for (bo_block *b = body->first; b; b = b->next) {
    bo_op *ret = b->last;
    if (!ret || !bo_op_has_trait(ret, BO_TRAIT_RETURN_LIKE) || ret->num_operands != nout) continue;
    any_return = true;
    for (unsigned i = 0; i < nout; i++) {
      bo_value *v = peel_casts(ret->operands[i].value);
      int arg = !v->def_op && v->owner == body->first ? (int)v->index : -1;
      result_arg[i] = result_arg[i] == -2 || result_arg[i] == arg ? arg : -1;
    }
  }
  for (unsigned i = 0; i < nout; i++)
    if (!any_return || result_arg[i] == -2) result_arg[i] = -1;
  /* the new signature and returns */
  const bo_type **outs = malloc((nout + 1) * sizeof *outs);
  const bo_attr **dicts = malloc((nout + nin + 1) * sizeof *dicts), **arg_dicts = dicts + nout;
  const bo_attr *res_attrs = bo_op_get_prop(func, "res_attrs");
  const bo_attr *args_attrs = bo_op_get_prop(func, "arg_attrs");
  unsigned kept = 0;
  for (unsigned i = 0; i < nout; i++) {
    if (result_arg[i] >= 0) continue;
    outs[kept] = bo_type_get_results(ft)[i];
    dicts[kept++] = bo_sig_dict(res_attrs, i);
  }
  for (unsigned i = 0; i < nin; i++) arg_dicts[i] = bo_sig_dict(args_attrs, i);
  bo_sig_set(func, nin, bo_type_get_inputs(ft), arg_dicts, kept, outs, dicts);
  for (bo_block *b = body->first; b; b = b->next) {
    bo_op *ret = b->last;
    if (!ret || !bo_op_has_trait(ret, BO_TRAIT_RETURN_LIKE) || ret->num_operands != nout) continue;
    for (unsigned i = nout; i-- > 0;)
      if (result_arg[i] >= 0) bo_op_erase_operand(ret, i);
  }
  size_t ncalls;
  bo_op *const *calls = bo_call_sites_of(sites, func, &ncalls);
  const bo_type *new_ft = bo_sig_function_type(func);
  for (size_t c = 0; c < ncalls; c++)
    if (calls[c]->num_results == nout) rebuild_call(calls[c], new_ft, result_arg);
  free(outs);
  free(dicts);
  free(result_arg);
}

static int run_drop(bo_op *module, const void *options) {
  (void)options;
  bo_call_sites *sites = bo_call_sites_collect(module);
  bo_block *top = module->regions[0].first;
  for (bo_op *op = top ? top->first : NULL; op; op = op->next)
    if (bo_sig_function_type(op)) drop_results(op, sites);
  bo_call_sites_destroy(sites);
  return 0;
}

const bo_pass_info bo_pass_drop_equivalent_buffer_results = {
    .name = "drop-equivalent-buffer-results",
    .summary = "Remove MemRef return values that are equivalent to a bbArg",
    .anchor = "builtin.module",
    .run = run_drop,
};
