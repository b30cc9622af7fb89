/* ownership_based_buffer_deallocation.c - the ownership-based-buffer-
 * deallocation pass (first slice: functions whose body is one block).
 *
 * As MLIR's pass: every memref value gets an i1 "ownership" (is this code
 * responsible for freeing it).  Function arguments are never owned (false);
 * a fresh allocation is owned (true); an alloca or a global is never owned;
 * a view (subview, cast, reshape, ...) has the ownership of its source; a
 * call's memref results are owned (the callee hands them over).  At
 * the return, every returned buffer must be owned by the caller: when its
 * ownership is not the constant true, it is yielded as is or cloned under
 * `scf.if ownership`.  Then one bufferization.dealloc before the return
 * frees the base buffer (memref.extract_strided_metadata) of every tracked
 * memref under its ownership, retaining the returned values.  The i1
 * constants are placed where upstream places them, so the output text is
 * mlir-opt 22's.
 *
 * Op behaviour comes from the memory tables (bo_op_info.memory, see
 * dialects/memory_iface.h).  What this slice cannot handle is rejected with
 * an error on the op (which names it), never guessed: an op the tables do
 * not describe that yields a memref, control flow (region-branch and branch
 * ops), regions that use memrefs (a linalg body, which computes scalars, is
 * fine), functions with several blocks, unranked memrefs, and input that
 * frees memory already (upstream's errors for memref.dealloc, realloc and
 * bufferization.dealloc), unregistered ops on memrefs (upstream's error).  Cost: one walk of the body (plus one of each
 * nested region), one hash lookup per memref value: linear.
 */
#include <assert.h>

#include "../pass/passes.h"
#include "dealloc_common.h"

typedef struct obd_state {
  bo_context *ctx;
  bo_block *body;
  bo_mapping *ownership;            /* memref value -> its i1 ownership */
  BO_VEC(bo_value *) memrefs;       /* to deallocate, in order */
  BO_VEC(bo_value *) conditions;    /* their ownership */
} obd_state;

static bool is_memref(const bo_value *v) { return bo_type_is_memref(v->type); }

static bo_value *bool_at_block_begin(obd_state *s, bo_loc loc, bool v) {
  bo_builder b = s->body->first ? bo_builder_before(s->ctx, s->body->first)
                                : bo_builder_at_end(s->ctx, s->body);
  b.loc = loc;
  return bo_dealloc_build_bool(&b, v);
}

static void track(obd_state *s, bo_value *memref, bo_value *owned) {
  bo_vec_push(&s->memrefs, memref);
  bo_vec_push(&s->conditions, owned);
}

/* Walk callback: stops at the first nested op or block argument that
 * touches a memref. */
static int uses_memref(bo_op *op, void *user) {
  bool *found = user;
  for (unsigned i = 0; i < op->num_operands; i++)
    if (is_memref(op->operands[i].value)) *found = true;
  for (unsigned i = 0; i < op->num_results; i++)
    if (is_memref(&op->results[i])) *found = true;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (unsigned i = 0; i < b->num_args; i++)
        if (is_memref(b->args[i])) *found = true;
  return *found ? -1 : 0;
}

/* Rejects what this slice cannot handle; 0 when op is supported.  Regions
 * are fine when they never see a memref (a linalg body computes scalars);
 * control flow and regions that use buffers need the full analysis. */
static int check_supported(bo_op *op, const bo_op_info *dealloc_info) {
  const bo_memory_iface *mem = bo_memory_of(op);
  if (op->info == dealloc_info)
    return bo_op_emit_error(op, "No deallocation operations must be present when running this "
                            "pass!");
  if (mem && (mem->effects & BO_MEM_FREES))
    return bo_op_emit_error(op, "memory free side-effect on MemRef value not supported!");
  if (bo_op_has_trait(op, BO_TRAIT_UNKNOWN)) {
    bool found = false;
    uses_memref(op, &found);
    if (found) return bo_op_emit_error(op, "ops with unknown memory side effects are not supported");
  }
  if (bo_op_has_trait(op, BO_TRAIT_REGION_BRANCH) || bo_op_has_trait(op, BO_TRAIT_BRANCH))
    return bo_op_emit_error(op, "ownership-based-buffer-deallocation: control flow is not "
                            "supported yet");
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (bo_op *inner = b->first; inner; inner = inner->next) {
        bool found = false;
        bo_walk_pre(inner, uses_memref, &found);
        if (found)
          return bo_op_emit_error(op, "ownership-based-buffer-deallocation: regions that use "
                                  "memrefs are not supported yet");
      }
  for (unsigned i = 0; i < op->num_operands; i++)
    if (op->operands[i].value->type->kind == BO_TYPE_UNRANKED_MEMREF)
      return bo_op_emit_error(op, "ownership-based-buffer-deallocation: unranked memrefs are "
                              "not supported yet");
  return 0;
}

/* Gives every memref result of op its ownership. */
static int handle_op(obd_state *s, bo_op *op) {
  const bo_memory_iface *mem = bo_memory_of(op);
  /* a call's results share one `true`, made even when it has no memref
   * result (as upstream) */
  bo_value *call_owned = NULL;
  if (mem && (mem->effects & BO_MEM_CALL)) {
    bo_builder b = bo_builder_before(s->ctx, op);
    b.loc = op->loc;
    call_owned = bo_dealloc_build_bool(&b, true);
  }
  for (unsigned i = 0; i < op->num_results; i++) {
    bo_value *res = &op->results[i];
    if (!is_memref(res)) continue;
    if (res->type->kind == BO_TYPE_UNRANKED_MEMREF)
      return bo_op_emit_error(op, "ownership-based-buffer-deallocation: unranked memrefs are "
                              "not supported yet");
    uint32_t effects = mem && i == 0 ? mem->effects : 0;
    bo_value *owned;
    if (call_owned) {
      owned = call_owned;
      track(s, res, owned);
    } else if ((effects & BO_MEM_ALLOCATES) && (effects & BO_MEM_SCOPED)) {
      owned = bool_at_block_begin(s, op->loc, false);
    } else if (effects & BO_MEM_ALLOCATES) {
      owned = bool_at_block_begin(s, op->loc, true);
      track(s, res, owned);
    } else if (effects & BO_MEM_ALIAS) {
      owned = bo_mapping_get(s->ownership, op->operands[mem->alias_operand].value);
      assert(owned && "operands are defined before use in a single block");
    } else if (effects & BO_MEM_STATIC) {
      bo_builder b = bo_builder_before(s->ctx, op);
      b.loc = op->loc;
      owned = bo_dealloc_build_bool(&b, false);
    } else {
      return bo_op_emit_error(op, "ownership-based-buffer-deallocation: yields a memref but "
                              "its memory effects are unknown");
    }
    bo_mapping_put(s->ownership, res, owned);
  }
  return 0;
}

/* The caller owns what a function returns: a value whose ownership is not
 * the constant true is yielded when owned and cloned otherwise. */
static bo_value *ensure_owned(obd_state *s, bo_op *ret, bo_value *v) {
  bo_value *owned = bo_mapping_get(s->ownership, v);
  if (bo_dealloc_const_bool(owned) == 1) return v;
  bo_context *ctx = s->ctx;
  bo_builder b = bo_builder_before(ctx, ret);
  b.loc = ret->loc;
  bo_op_state if_st = {.name = "scf.if", .loc = ret->loc, .num_operands = 1, .operands = &owned,
                       .num_results = 1, .result_types = &v->type, .num_regions = 2};
  bo_op *if_op = bo_build(&b, &if_st);
  bo_block *then_block = bo_region_add_block(&if_op->regions[0]);
  bo_block *else_block = bo_region_add_block(&if_op->regions[1]);
  bo_builder tb = bo_builder_at_end(ctx, then_block);
  bo_op_state yield = {.name = "scf.yield", .loc = ret->loc, .num_operands = 1, .operands = &v};
  bo_build(&tb, &yield);
  bo_builder eb = bo_builder_at_end(ctx, else_block);
  bo_op_state clone = {.name = "bufferization.clone", .loc = ret->loc, .num_operands = 1,
                       .operands = &v, .num_results = 1, .result_types = &v->type};
  bo_value *copy = bo_op_get_result(bo_build(&eb, &clone), 0);
  yield.operands = &copy;
  bo_build(&eb, &yield);
  bo_value *result = bo_op_get_result(if_op, 0);
  bo_value *now_owned = bo_dealloc_build_bool(&b, true);
  bo_mapping_put(s->ownership, result, now_owned);
  track(s, result, now_owned);
  return result;
}

static int place_dealloc(obd_state *s, bo_op *ret) {
  bo_context *ctx = s->ctx;
  BO_VEC(bo_value *) retained = {0};
  for (unsigned i = 0; i < ret->num_operands; i++) {
    bo_value *v = ret->operands[i].value;
    if (!is_memref(v)) continue;
    bo_value *owned_v = ensure_owned(s, ret, v);
    if (owned_v != v) bo_op_set_operand(ret, i, owned_v);
    bo_vec_push(&retained, owned_v);
  }
  if (s->memrefs.len) {
    bo_builder b = bo_builder_before(ctx, ret);
    b.loc = ret->loc;
    bo_value **bases = malloc(sizeof(bo_value *) * s->memrefs.len);
    for (size_t i = 0; i < s->memrefs.len; i++) {
      bo_value *m = s->memrefs.data[i];
      unsigned rank = bo_type_get_rank(m->type);
      const bo_type *types[2 + 2 * 16];
      if (rank > 16) {
        free(bases);
        bo_vec_free(&retained);
        return bo_op_emit_error(ret, "ownership-based-buffer-deallocation: rank %u is too large", rank);
      }
      types[0] = bo_type_memref(ctx, 0, NULL, bo_type_get_element_type(m->type), NULL,
                                bo_type_get_memory_space(m->type));
      for (unsigned k = 1; k < 2 + 2 * rank; k++) types[k] = ctx->t_index;
      bo_op_state st = {.name = "memref.extract_strided_metadata", .loc = ret->loc,
                        .num_operands = 1, .operands = &m, .num_results = 2 + 2 * rank,
                        .result_types = types};
      bases[i] = bo_op_get_result(bo_build(&b, &st), 0);
    }
    bo_dealloc_build(&b, (unsigned)s->memrefs.len, bases, s->conditions.data,
                     (unsigned)retained.len, retained.data);
    free(bases);
  }
  bo_vec_free(&retained);
  return 0;
}

static int run_on_function(bo_op *func) {
  bo_region *body = func->num_regions ? &func->regions[0] : NULL;
  if (!body || !body->first) return 0; /* a declaration */
  if (body->first != body->last)
    return bo_op_emit_error(func, "ownership-based-buffer-deallocation: functions with more than "
                            "one block are not supported yet");
  bo_block *block = body->first;
  const bo_op_info *dealloc_info = bo_lookup_op_info(func->ctx, "bufferization.dealloc", 21);
  for (bo_op *op = block->first; op; op = op->next)
    if (check_supported(op, dealloc_info)) return -1;
  bo_op *ret = bo_block_get_terminator(block);
  if (!ret || !bo_op_has_trait(ret, BO_TRAIT_RETURN_LIKE))
    return bo_op_emit_error(func, "ownership-based-buffer-deallocation: expected the function "
                            "body to end with a return");
  obd_state s = {.ctx = func->ctx, .body = block, .ownership = bo_mapping_create()};
  int rc = 0;
  /* Argument ownerships come in argument order before the original first op
   * (one builder, as upstream); later constants go to the block's start. */
  bo_op *first = block->first;
  for (unsigned i = 0; i < block->num_args; i++) {
    bo_value *arg = block->args[i];
    if (!is_memref(arg)) continue;
    if (arg->type->kind == BO_TYPE_UNRANKED_MEMREF) {
      rc = bo_op_emit_error(func, "ownership-based-buffer-deallocation: unranked memref "
                            "arguments are not supported yet");
      goto out;
    }
    bo_builder b = bo_builder_before(s.ctx, first);
    b.loc = func->loc;
    bo_value *owned = bo_dealloc_build_bool(&b, false);
    bo_mapping_put(s.ownership, arg, owned);
    track(&s, arg, owned);
  }
  for (bo_op *op = block->first; op && op != ret; op = op->next)
    if ((rc = handle_op(&s, op))) goto out;
  rc = place_dealloc(&s, ret);
out:
  bo_mapping_destroy(s.ownership);
  bo_vec_free(&s.memrefs);
  bo_vec_free(&s.conditions);
  return rc;
}

static int run_obd(bo_op *module, const void *options) {
  (void)options;
  for (bo_op *op = module->regions[0].first->first; op; op = op->next)
    if (bo_op_is(op, "func.func") && run_on_function(op)) return -1;
  return 0;
}

const bo_pass_info bo_pass_ownership_based_buffer_deallocation = {
    .name = "ownership-based-buffer-deallocation",
    .summary = "Adds all required dealloc operations for all allocations in the input program",
    .anchor = "builtin.module",
    .run = run_obd,
};
