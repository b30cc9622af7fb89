/* buffer_results_to_out_params.c - the buffer-results-to-out-params pass:
 * memref results become out-params, a calling convention where the caller
 * allocates the result buffer and the callee fills it.
 *
 * As MLIR 22's BufferResultsToOutParams.  For each function of the module
 * with a body (public ones only with modify-public-functions):
 *  - every ranked memref result is removed from the signature and appended
 *    as an argument (its result attributes move along, plus
 *    {bufferize.result} with add-result-attr); a layout other than the
 *    identity or the fully dynamic strided one is an error;
 *  - at each return, the returned buffer is copied (memref.copy) into the
 *    out-param, or, with hoist-static-allocs / hoist-dynamic-allocs, when
 *    it comes straight from an allocation (memory hook BO_MEM_ALLOCATES) of
 *    static / dynamic shape, the allocation is erased and the out-param
 *    takes its place.  A hoisted dynamic allocation records its index
 *    operands when they are all arguments of the function (from the first
 *    return only, as upstream);
 *  - every call of such a function (callee hook of the bufferization
 *    iface) allocates the out-params before the call (memref.alloc of the
 *    identity layout, then memref.cast to a fully dynamic layout), with
 *    the call's operands for the recorded dynamic sizes; a dynamic result
 *    without recorded sizes is an error.  The call is rebuilt without its
 *    memref results (its other attributes are dropped, as upstream).
 * Where upstream crashes (one allocation returned twice with hoisting), the
 * second out-param gets a copy of the first.
 *
 * Cost: one pass over each function's returns, one walk over the calls
 * with one symbol lookup each: linear.
 */
#include <stddef.h>

#include "../dialects/memory_iface.h"
#include "../pass/passes.h"
#include "func_signature.h"

typedef struct out_params_options {
  bool add_result_attr;
  bool hoist_static_allocs;
  bool hoist_dynamic_allocs;
  bool modify_public_functions;
} out_params_options;

typedef BO_VEC(bo_value *) value_vec;

/* What the calls of one rewritten function need. */
typedef struct func_record {
  bool done;             /* first return recorded */
  BO_VEC(value_vec) dyn; /* per hoisted dynamic allocation: its sizes (empty: unknown) */
} func_record;

typedef struct out_state {
  bo_context *ctx;
  const out_params_options *opts;
  bo_mapping *records; /* function op -> func_record * */
} out_state;

static bool is_ranked_memref(const bo_type *t) { return bo_type_get_kind(t) == BO_TYPE_MEMREF; }

static bool fully_dynamic_layout(const bo_type *t) {
  unsigned rank = bo_type_get_rank(t);
  int64_t *strides = malloc((rank + 1) * sizeof *strides), offset;
  bool ok = bo_type_get_strides_and_offset(t, strides, &offset) == 0 && offset == BO_DYNAMIC;
  for (unsigned i = 0; ok && i < rank; i++) ok = strides[i] == BO_DYNAMIC;
  free(strides);
  return ok;
}

static bool has_static_shape(const bo_type *t) {
  return bo_type_get_num_elements(t) != BO_DYNAMIC;
}

/* Upstream's getDynamicSize: the index operands of the allocation, when
 * all are arguments of the function's entry block; else none. */
static void dynamic_sizes(bo_op *alloc, bo_block *entry, value_vec *out) {
  for (unsigned i = 0; i < alloc->num_operands; i++) {
    bo_value *v = alloc->operands[i].value;
    if (bo_type_get_kind(v->type) != BO_TYPE_INDEX) continue;
    if (v->def_op || v->owner != entry) {
      out->len = 0;
      return;
    }
    bo_vec_push(out, v);
  }
}

static void rewrite_returns(out_state *os, bo_op *func, func_record *rec, bo_value **out_args,
                            unsigned nout_args) {
  bo_context *ctx = os->ctx;
  for (bo_block *b = func->regions[0].first; b; b = b->next) {
    bo_op *ret = b->last;
    if (!ret || !bo_op_has_trait(ret, BO_TRAIT_RETURN_LIKE)) continue;
    BO_VEC(value_vec) dyn = {0};
    unsigned k = 0;
    for (unsigned i = 0; i < ret->num_operands && k < nout_args; i++) {
      bo_value *orig = ret->operands[i].value;
      if (!is_ranked_memref(orig->type)) continue;
      bo_value *arg = out_args[k++];
      bool is_static = has_static_shape(orig->type);
      bool hoist = is_static ? os->opts->hoist_static_allocs : os->opts->hoist_dynamic_allocs;
      const bo_memory_iface *mem = orig->def_op ? bo_memory_of(orig->def_op) : NULL;
      if (hoist && mem && (mem->effects & BO_MEM_ALLOCATES)) {
        bo_op *alloc = orig->def_op;
        if (!is_static) {
          value_vec sizes = {0};
          dynamic_sizes(alloc, func->regions[0].first, &sizes);
          bo_vec_push(&dyn, sizes);
        }
        bo_value_replace_all_uses(orig, arg);
        bo_op_erase(alloc);
      } else {
        bo_builder bld = bo_builder_before(ctx, ret);
        bo_value *ops[2] = {orig, arg};
        bo_op_state st = {.id = BO_OP_MEMREF_COPY, .loc = ret->loc, .num_operands = 2,
                          .operands = ops};
        bo_build(&bld, &st);
      }
    }
    for (unsigned i = ret->num_operands; i-- > 0;)
      if (is_ranked_memref(ret->operands[i].value->type)) bo_op_erase_operand(ret, i);
    ret->num_attrs = 0; /* upstream builds a new return */
    if (!rec->done) {
      rec->done = true;
      rec->dyn.data = (value_vec *)dyn.data;
      rec->dyn.len = dyn.len;
      rec->dyn.cap = dyn.cap;
    } else {
      for (size_t i = 0; i < dyn.len; i++) bo_vec_free(&dyn.data[i]);
      bo_vec_free(&dyn);
    }
  }
}

/* Rewrites the signature and returns of func; -1 after a diagnostic. */
static int rewrite_function(out_state *os, bo_op *func) {
  bo_context *ctx = os->ctx;
  const bo_type *ft = bo_sig_function_type(func);
  unsigned nin = bo_type_get_num_inputs(ft), nout = bo_type_get_num_results(ft);
  const bo_type *const *results = bo_type_get_results(ft);
  for (unsigned i = 0; i < nout; i++)
    if (is_ranked_memref(results[i]) && bo_type_get_layout(results[i]) &&
        !fully_dynamic_layout(results[i]))
      return bo_op_emit_plain_error(func, "cannot create out param for result with unsupported "
                                          "layout");
  const bo_type **ins = malloc((nin + nout + 1) * sizeof *ins), **outs = malloc((nout + 1) * sizeof *outs);
  const bo_attr **arg_dicts = malloc((nin + nout + 1) * sizeof *arg_dicts);
  const bo_attr **res_dicts = malloc((nout + 1) * sizeof *res_dicts);
  const bo_attr *arg_attrs = bo_op_get_prop(func, "arg_attrs");
  const bo_attr *res_attrs = bo_op_get_prop(func, "res_attrs");
  unsigned n_in = 0, n_out = 0;
  for (unsigned i = 0; i < nin; i++) {
    ins[n_in] = bo_type_get_inputs(ft)[i];
    arg_dicts[n_in++] = bo_sig_dict(arg_attrs, i);
  }
  const char *result_attr = bo_intern_cstr(ctx, "bufferize.result");
  for (unsigned i = 0; i < nout; i++) {
    const bo_attr *d = bo_sig_dict(res_attrs, i);
    if (!is_ranked_memref(results[i])) {
      outs[n_out] = results[i];
      res_dicts[n_out++] = d;
      continue;
    }
    if (os->opts->add_result_attr) {
      /* the result's attributes plus {bufferize.result} */
      unsigned n = d ? bo_attr_get_num_elements(d) : 0;
      bo_named_attr *entries = malloc((n + 1) * sizeof *entries);
      unsigned m = 0;
      for (unsigned j = 0; j < n; j++)
        if (bo_attr_dict_get_entry(d, j)->name != result_attr)
          entries[m++] = *bo_attr_dict_get_entry(d, j);
      entries[m++] = (bo_named_attr){result_attr, bo_attr_unit(ctx)};
      d = bo_attr_dict(ctx, m, entries);
      free(entries);
    }
    ins[n_in] = results[i];
    arg_dicts[n_in++] = d;
  }
  bo_sig_set(func, n_in, ins, arg_dicts, n_out, outs, res_dicts);
  bo_block *entry = func->regions[0].first;
  unsigned nargs = n_in - nin;
  bo_value **out_args = malloc((nargs + 1) * sizeof *out_args);
  for (unsigned i = 0; i < nargs; i++) out_args[i] = bo_block_add_arg(entry, ins[nin + i], func->loc);
  func_record *rec = calloc(1, sizeof *rec);
  bo_mapping_put(os->records, func, rec);
  rewrite_returns(os, func, rec, out_args, nargs);
  free(out_args);
  free(ins);
  free(outs);
  free(arg_dicts);
  free(res_dicts);
  return 0;
}

typedef struct call_walk {
  out_state *os;
  BO_VEC(bo_op *) calls;
} call_walk;

static int collect_calls(bo_op *op, void *user) {
  call_walk *cw = user;
  const char *callee = bo_sig_callee(op);
  bo_op *target = callee ? bo_lookup_symbol(op, callee) : NULL;
  if (target && bo_mapping_get(cw->os->records, target)) bo_vec_push(&cw->calls, op);
  return 0;
}

/* Allocates the out-params of a call and rebuilds it; -1 after a
 * diagnostic. */
static int rewrite_call(out_state *os, bo_op *call) {
  bo_context *ctx = os->ctx;
  bo_op *callee = bo_lookup_symbol(call, bo_sig_callee(call));
  func_record *rec = bo_mapping_get(os->records, callee);
  bo_block *callee_entry = callee->regions[0].first;
  bo_builder b = bo_builder_before(ctx, call);
  bo_value **operands = malloc((call->num_operands + call->num_results + 1) * sizeof *operands);
  const bo_type **types = malloc((call->num_results + 1) * sizeof *types);
  unsigned nops = 0, ntypes = 0;
  size_t dyn_index = 0;
  for (unsigned i = 0; i < call->num_operands; i++) operands[nops++] = call->operands[i].value;
  for (unsigned r = 0; r < call->num_results; r++) {
    bo_value *res = &call->results[r];
    const bo_type *t = res->type;
    if (!is_ranked_memref(t)) {
      types[ntypes++] = t;
      continue;
    }
    bool is_static = has_static_shape(t);
    value_vec *sizes = !is_static && dyn_index < rec->dyn.len ? &rec->dyn.data[dyn_index] : NULL;
    if (!is_static && (!sizes || !sizes->len)) {
      free(operands);
      free(types);
      return bo_op_emit_plain_error(call, "cannot create out param for dynamically shaped result");
    }
    if (!is_static) dyn_index++;
    /* the callee's argument k is the call's operand k */
    unsigned nsizes = sizes ? (unsigned)sizes->len : 0;
    bo_value **dyn = malloc((nsizes + 1) * sizeof *dyn);
    unsigned nd = 0;
    for (unsigned s = 0; s < nsizes; s++) {
      bo_value *v = sizes->data[s];
      if (v->owner == callee_entry && v->index < call->num_operands)
        dyn[nd++] = call->operands[v->index].value;
    }
    const bo_type *alloc_type =
        bo_type_memref(ctx, bo_type_get_rank(t), bo_type_get_shape(t), bo_type_get_element_type(t),
                       NULL, bo_type_get_memory_space(t));
    int64_t seg[2] = {nd, 0};
    bo_named_attr props = {bo_intern_cstr(ctx, "operandSegmentSizes"),
                           bo_attr_dense_array_int(ctx, ctx->t_i32, 2, seg)};
    bo_op_state st = {.id = BO_OP_MEMREF_ALLOC, .loc = call->loc, .num_operands = nd,
                      .operands = dyn, .num_results = 1, .result_types = &alloc_type,
                      .num_props = 1, .props = &props};
    bo_value *out = &bo_build(&b, &st)->results[0];
    free(dyn);
    if (bo_type_get_layout(t)) {
      bo_op_state cast = {.id = BO_OP_MEMREF_CAST, .loc = call->loc, .num_operands = 1,
                          .operands = &out, .num_results = 1, .result_types = &t};
      out = &bo_build(&b, &cast)->results[0];
    }
    bo_value_replace_all_uses(res, out);
    operands[nops++] = out;
  }
  bo_named_attr callee_attr = {bo_intern_cstr(ctx, "callee"), bo_op_get_prop(call, "callee")};
  bo_op_state st = {.id = BO_OP_FUNC_CALL, .loc = call->loc, .num_operands = nops,
                    .operands = operands, .num_results = ntypes, .result_types = types,
                    .num_props = 1, .props = &callee_attr};
  bo_op *n = bo_build(&b, &st);
  unsigned k = 0;
  for (unsigned r = 0; r < call->num_results; r++)
    if (!is_ranked_memref(call->results[r].type))
      bo_value_replace_all_uses(&call->results[r], &n->results[k++]);
  bo_op_erase(call);
  free(operands);
  free(types);
  return 0;
}

static void free_records(bo_op *module, out_state *os) {
  bo_block *top = module->regions[0].first;
  for (bo_op *op = top ? top->first : NULL; op; op = op->next) {
    func_record *rec = bo_mapping_get(os->records, op);
    if (!rec) continue;
    for (size_t i = 0; i < rec->dyn.len; i++) bo_vec_free(&rec->dyn.data[i]);
    bo_vec_free(&rec->dyn);
    free(rec);
  }
  bo_mapping_destroy(os->records);
}

static int run_out_params(bo_op *module, const void *options) {
  out_state os = {.ctx = module->ctx, .opts = options, .records = bo_mapping_create()};
  int rc = 0;
  bo_block *top = module->regions[0].first;
  for (bo_op *op = top ? top->first : NULL; op && !rc; op = op->next) {
    if (!bo_sig_function_type(op) || !op->regions[0].first) continue; /* external */
    if (bo_sig_is_public(op) && !os.opts->modify_public_functions) continue;
    rc = rewrite_function(&os, op);
  }
  if (!rc) {
    call_walk cw = {&os, {0}};
    bo_walk_pre(module, collect_calls, &cw);
    for (size_t i = 0; i < cw.calls.len; i++)
      if (rewrite_call(&os, cw.calls.data[i])) rc = -1;
    bo_vec_free(&cw.calls);
  }
  free_records(module, &os);
  return rc;
}

#define OPT(n, h, f) {n, h, BO_OPT_BOOL, offsetof(out_params_options, f), NULL, "false"}
static const bo_pass_option options[] = {
    OPT("add-result-attr", "Add the attribute 'bufferize.result' to all output parameters.",
        add_result_attr),
    OPT("hoist-static-allocs", "Hoist static allocations to call sites.", hoist_static_allocs),
    OPT("hoist-dynamic-allocs", "Hoist dynamic allocations to call sites.", hoist_dynamic_allocs),
    OPT("modify-public-functions", "Modify function signatures of public functions.",
        modify_public_functions),
};

const bo_pass_info bo_pass_buffer_results_to_out_params = {
    .name = "buffer-results-to-out-params",
    .summary = "Converts memref-typed function results to out-params",
    .anchor = "builtin.module",
    .options_size = sizeof(out_params_options),
    .num_options = sizeof options / sizeof options[0],
    .options = options,
    .run = run_out_params,
};
