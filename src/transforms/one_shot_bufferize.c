/* one_shot_bufferize.c - the one-shot-bufferize pass (MLIR's One-Shot
 * Bufferize): tensors become memrefs.
 *
 * For each func.func of the module: the in-place analysis
 * (src/analysis/one_shot_analysis.c) decides which tensor operands share
 * their buffer; with test-analysis-only the decisions are printed as
 * __inplace_operands_attr__ and nothing else changes.  Otherwise each op of
 * the body, in order, is replaced through its bufferization hooks
 * (bo_bufferize_iface.rewrite, next to its dialect): new memref ops are
 * inserted before it and its tensor results are mapped to buffers; the
 * tensor ops are erased at the end, in reverse order.  The services the
 * hooks call (buffers of operands, allocations and copies, constant
 * globals, casts at function boundaries) live beside the interface, in
 * src/interfaces/bufferize.c; this file drives the rewrite and owns what
 * is module-wide: function signatures and memref.global symbols (the run's
 * state, struct bo_bufferizer in src/interfaces/bufferizer.h).
 *
 * Function bodies are bufferized with or without
 * bufferize-function-boundaries (without: signatures stay on tensors, ops of
 * the func dialect are left, arguments are read through to_buffer and
 * buffers reaching ops left on tensors through to_tensor).  The rewrite
 * visits the ops in the analysis' post-order (a region op is rewritten
 * after its regions): straight-line code; the single-block regions of
 * scf.if, scf.index_switch, scf.execute_region, scf.for, scf.while and
 * scf.forall (a loop's iteration arguments get memref stand-ins on first
 * use); the bodies of linalg ops and tensor.generate / tensor.pad that
 * read tensors defined above them (the reads become loads of the captured
 * buffers before the op moves its body); and bodies of several blocks
 * (cf branches, with loops made of blocks), whose tensor block arguments
 * become memrefs (see "Blocks after the entry").  Callees are bufferized
 * before their callers (on demand, so the order of functions in the module
 * does not matter); call cycles are analysed together without summaries.
 *
 * Cost: the analysis' (see there) plus one pass over the ops; symbol names
 * are looked up in a hash map built once per run: linear.
 */
#include <assert.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "../interfaces/bufferizer.h"
#include "../pass/passes.h"

static void init_options(void *p) { bo_bufferize_options_init(p); }

static const char *const heuristics[] = {"bottom-up", "top-down", "bottom-up-from-terminators",
                                         "fuzzer", NULL};
static const char *const layouts[] = {"infer-layout-map", "identity-layout-map",
                                      "fully-dynamic-layout-map", NULL};

#define OPT(n, h, k, f, e, d) {n, h, k, offsetof(bo_bufferize_options, f), e, d}
static const bo_pass_option options[] = {
    OPT("allow-return-allocs-from-loops", "Allows returning/yielding new allocations from a loop",
        BO_OPT_BOOL, allow_return_allocs_from_loops, NULL, "false"),
    OPT("allow-unknown-ops", "Allows unknown (not bufferizable) ops in the input IR",
        BO_OPT_BOOL, allow_unknown_ops, NULL, "false"),
    OPT("analysis-fuzzer-seed", "Test only: Analyze ops in random order with a given seed (fuzzer)",
        BO_OPT_UINT, analysis_fuzzer_seed, NULL, "0"),
    OPT("analysis-heuristic", "Heuristic that control the IR traversal during analysis",
        BO_OPT_ENUM, analysis_heuristic, heuristics, "bottom-up"),
    OPT("buffer-alignment", "Sets the alignment of newly allocated buffers", BO_OPT_UINT,
        buffer_alignment, NULL, "64"),
    OPT("bufferize-function-boundaries", "Bufferize function boundaries (experimental)",
        BO_OPT_BOOL, bufferize_function_boundaries, NULL, "false"),
    OPT("check-parallel-regions", "Account for parallel regions in RaW analysis", BO_OPT_BOOL,
        check_parallel_regions, NULL, "true"),
    OPT("copy-before-write", "Skip the analysis. Make a buffer copy on every write",
        BO_OPT_BOOL, copy_before_write, NULL, "false"),
    OPT("dialect-filter", "Restrict bufferization to ops from these dialects.", BO_OPT_LIST,
        dialect_filter, NULL, ""),
    OPT("dump-alias-sets", "Test only: Annotate tensor IR with alias sets", BO_OPT_BOOL,
        dump_alias_sets, NULL, "false"),
    OPT("function-boundary-type-conversion",
        "Controls layout maps when bufferizing function signatures", BO_OPT_ENUM,
        function_boundary_type_conversion, layouts, "infer-layout-map"),
    OPT("must-infer-memory-space", "The memory space of an memref types must always be inferred",
        BO_OPT_BOOL, must_infer_memory_space, NULL, "false"),
    OPT("no-analysis-func-filter",
        "Skip analysis of functions with these symbol names.Set copyBeforeWrite to true when "
        "bufferizing them.",
        BO_OPT_LIST, no_analysis_func_filter, NULL, ""),
    OPT("print-conflicts", "Test only: Annotate IR with RaW conflicts", BO_OPT_BOOL,
        print_conflicts, NULL, "false"),
    OPT("test-analysis-only", "Test only: Only run inplaceability analysis and annotate IR",
        BO_OPT_BOOL, test_analysis_only, NULL, "false"),
    OPT("unknown-type-conversion", "Controls layout maps for non-inferrable memref types",
        BO_OPT_ENUM, unknown_type_conversion, layouts, "fully-dynamic-layout-map"),
    OPT("use-encoding-for-memory-space", "Use the Tensor encoding attribute for the memory space",
        BO_OPT_BOOL, use_encoding_for_memory_space, NULL, "false"),
};
#undef OPT

/* After op is rewritten: uses of its tensor results by ops that stay on
 * tensors (unknown ops, the return without function boundaries) read a
 * bufferization.to_tensor of the buffer, made where op stood, as
 * upstream's replaceOpWithBufferizedValues.  O(uses). */
static void tensors_for_unconverted_users(bo_bufferizer *bz, bo_op *op) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(bz->opts, op);
  bool in_order = bi && bi->to_tensors_in_result_order;
  for (unsigned k = 0; k < op->num_results; k++) { /* last result first, as mlir-opt prints
                                                     * (execute_region: in order) */
    unsigned r = in_order ? k : op->num_results - 1 - k;
    bo_value *v = &op->results[r];
    bo_value *buf = bo_is_tensor_like(bz->ctx, v->type) ? get_buffer(bz->cur, v) : NULL;
    bo_value *t = bz->cur->tensors ? bo_mapping_get(bz->cur->tensors, v) : NULL;
    if (!buf && !t) continue;
    /* Without the analysis and without 'bufferization', later copies read
     * the results through to_tensor ops upstream made for all results when
     * the op was rewritten (last first): made now (erased at the end when
     * unused, see made_allocs). */
    if (!t && buf && bz->opts->skip_analysis && bz->cur->tensor_allocs &&
        bo_value_has_uses(v)) {
      t = tensor_of(bz, v);
      if (t && t->def_op) bo_vec_push(&bz->cur->made_allocs, t->def_op);
    }
    for (bo_use *u = v->first_use, *next; u; u = next) {
      next = u->next;
      if (op_converted(bz, u->owner)) continue;
      if (!t) {
        bo_op_state st = {.id = BO_OP_BUFFERIZATION_TO_TENSOR, .loc = op->loc, .num_operands = 1,
                          .operands = &buf, .num_results = 1, .result_types = &v->type};
        bo_builder at = bo_builder_before(bz->ctx, op);
        t = &bo_build(&at, &st)->results[0];
        if (bz->cur->tensors) bo_mapping_put(bz->cur->tensors, v, t);
      }
      bo_op_set_operand(u->owner, u->index, t);
    }
  }
}

/* An op that stays on tensors (allow-unknown-ops, or not allowed: see
 * op_allowed): its operands produced by rewritten ops already read
 * to_tensor ops (tensors_for_unconverted_users), arguments of the function
 * without boundaries and results of other such ops stay as they are; an
 * argument of a block whose buffer the pass made (function arguments with
 * boundaries, loops, cf blocks) is read through a to_tensor before it.  Its
 * tensor results enter buffers through to_buffer (with the
 * unknown-type-conversion layout, see buffer_of). */
static void wrap_unknown(bo_bufferizer *bz, bo_op *op) {
  for (unsigned i = 0; i < op->num_operands; i++) {
    bo_value *v = op->operands[i].value;
    if (!bo_is_tensor_like(bz->ctx, v->type) || v->def_op) continue;
    if (args_stay_tensors(bz, v->owner)) continue;
    bo_op *parent = op->block && op->block->parent ? op->block->parent->parent : NULL;
    if (parent && parent == v->owner->last) {
      /* In the region of the block's terminator (scf.forall.in_parallel):
       * a to_tensor right there, which the terminator's verifier refuses,
       * as upstream's (whose to_tensor at the top breaks the
       * parallel_insert_slice's "output block argument" rule). */
      bo_value *buf = bo_bufferizer_read_buffer(bz, op, i);
      bo_op *t = bo_bufferize_build(bz, BO_OP_NAME(BUFFERIZATION_TO_TENSOR), 1, &buf, 1, &v->type, 0, NULL);
      bo_op_set_operand(op, i, &t->results[0]);
      continue;
    }
    bo_op_set_operand(op, i, arg_tensor(bz, v));
  }
  /* Its tensor results get to_buffer ops where they are used (buffer_of). */
}

static int bufferize_function(bo_bufferizer *bz, func_info *fi);

/* Blocks after the entry (cf branches): a tensor block argument becomes a
 * memref argument whose type is the type of the buffers its predecessors
 * forward when all agree, else the fully dynamic layout (upstream's
 * getBufferType of a block argument); forwarded buffers of another type
 * are cast at the branch.  Done when the rewrite reaches the block; the
 * back edges of block loops are not rewritten then: their types are
 * predicted (predict_forward) and their casts added at the end.  Until the
 * end a placeholder of the new type stands for the argument, as for the
 * function's arguments.  O(blocks + forwarded operands). */
typedef struct forward {
  bo_op *branch;
  unsigned operand;
  bo_value *tensor; /* the forwarded tensor (before the rewrite) */
  size_t next; /* index + 1 of the next forward to the same argument, 0: none */
} forward;

typedef struct block_args {
  BO_VEC(forward) fwd;
  bo_mapping *head;              /* block argument -> index + 1 of its first forward */
  BO_VEC(bo_value *) args, stand_ins;
} block_args;

static void note_forwards(bo_bufferizer *bz, bo_block *entry, block_args *ba) {
  ba->head = bo_mapping_create();
  for (bo_block *b = entry; b; b = b->next) {
    bo_op *t = b->last;
    const bo_bufferize_iface *bi = t ? bo_bufferize_iface_in(bz->opts, t) : NULL;
    for (unsigned k = 0; bi && bi->aliasing_value && k < t->num_operands; k++) {
      bool eq;
      bo_value *arg;
      if (!bo_is_tensor_like(bz->ctx, t->operands[k].value->type) ||
          !(arg = bi->aliasing_value(t, k, &eq, bz->state)))
        continue;
      size_t next = (uintptr_t)bo_mapping_get(ba->head, arg);
      bo_vec_push(&ba->fwd, ((forward){t, k, t->operands[k].value, next}));
      bo_mapping_put(ba->head, arg, (void *)(uintptr_t)ba->fwd.len);
    }
  }
}

/* Block arguments whose type is being predicted (upstream's invocation
 * stack: a value on it contributes nothing). */
typedef struct arg_frame {
  const bo_value *arg;
  const struct arg_frame *next;
} arg_frame;

static const bo_type *predict_forward(bo_bufferizer *bz, block_args *ba, bo_value *v,
                                      const arg_frame *stack);

/* The type a block argument not entered yet will get: its forwards'
 * predicted types joined (NULL: none known). */
static const bo_type *predict_block_arg(bo_bufferizer *bz, block_args *ba, bo_value *arg,
                                        const arg_frame *stack) {
  arg_frame frame = {arg, stack};
  const bo_type *t = NULL;
  bool differ = false;
  for (size_t f = (uintptr_t)bo_mapping_get(ba->head, arg); f; f = ba->fwd.data[f - 1].next) {
    bo_value *v = ba->fwd.data[f - 1].branch->operands[ba->fwd.data[f - 1].operand].value;
    const bo_type *ft =
        bo_is_tensor_like(bz->ctx, v->type) ? predict_forward(bz, ba, v, &frame) : v->type;
    if (!ft) continue;
    if (!t) t = ft;
    else if (ft != t) differ = true;
  }
  if (t && !bo_type_is_memref(t)) t = bo_bufferizer_unknown_type(bz, arg->type);
  else if (t && differ) t = bo_bufferizer_dynamic_layout(bz->ctx, t);
  return t;
}

/* The buffer type a tensor forwarded by a branch not rewritten yet (a back
 * edge of a block loop) will have, as upstream's getBufferType of a block
 * argument sees it: along equivalent in-place operands back to a buffer
 * known now; NULL when the chain leads to an argument on the stack
 * (upstream skips values on its invocation stack); a block argument not
 * entered yet joins its own forwards; a region-branch op (scf.if) joins
 * what its regions yield, an scf.for passes its init's type on; an out-of-place copy or an allocation is a new
 * identity buffer; ops with a buffer_type hook say;
 * others get the unknown-type layout.  O(chain) per value, each block
 * argument at most once per stack. */
static const bo_type *predict_forward(bo_bufferizer *bz, block_args *ba, bo_value *v,
                                      const arg_frame *stack) {
  for (unsigned depth = 0; depth < 1024; depth++) {
    for (const arg_frame *f = stack; f; f = f->next)
      if (f->arg == v) return NULL;
    bo_value *b = get_buffer(bz->cur, v);
    if (b) return b->type;
    bo_op *d = v->def_op;
    if (!d) {
      if (v->owner && v->owner->parent == &bz->cur->fi->op->regions[0])
        return predict_block_arg(bz, ba, v, stack);
      return bo_bufferizer_unknown_type(bz, v->type);
    }
    const bo_bufferize_iface *bi = bo_bufferize_iface_in(bz->opts, d);
    if (!bi) return bo_bufferizer_unknown_type(bz, v->type);
    bo_value *next = NULL;
    for (unsigned i = 0; i < d->num_operands && !next; i++) {
      bool eq;
      if (!bo_is_tensor_like(bz->ctx, d->operands[i].value->type) ||
          bo_bufferize_aliasing_result(d, i, &eq, bz->state) != (int)v->index || !eq)
        continue;
      if (!bo_bufferizer_in_place(bz, d, i)) return bo_bufferizer_memref_type(bz->ctx, v->type);
      next = d->operands[i].value;
    }
    if (next) {
      v = next;
      continue;
    }
    if (d->num_regions && bi->region_kind == BO_BUFFERIZE_REGION_LOOP && bi->iter_index) {
      /* scf.for: its init's type (the body is assumed to yield a buffer
       * of the same type), a new identity buffer when copied. */
      for (unsigned i = 0; i < d->num_operands && !next; i++)
        if (bi->iter_index(d, i) == (int)v->index) {
          if (!bo_bufferizer_in_place(bz, d, i)) return bo_bufferizer_memref_type(bz->ctx, v->type);
          next = d->operands[i].value;
        }
      if (next) {
        v = next;
        continue;
      }
    }
    if (d->num_regions && bi->region_kind == BO_BUFFERIZE_REGION_BRANCH) {
      /* scf.if / execute_region: what its regions yield, joined. */
      const bo_type *t = NULL;
      bool differ = false;
      for (unsigned g = 0; g < d->num_regions; g++) {
        bo_op *term = d->regions[g].first ? d->regions[g].first->last : NULL;
        const bo_type *yt = term && v->index < term->num_operands
                                ? predict_forward(bz, ba, term->operands[v->index].value, stack)
                                : NULL;
        if (!yt) continue;
        if (!t) t = yt;
        else if (yt != t) differ = true;
      }
      return t && differ ? bo_bufferizer_dynamic_layout(bz->ctx, t) : t;
    }
    if (bi->empty_tensor || (bi->is_allocation && bi->is_allocation(d, v->index)))
      return bo_bufferizer_memref_type(bz->ctx, v->type);
    if (bi->buffer_type) {
      const bo_type **types = calloc(d->num_operands + 1, sizeof *types);
      for (unsigned i = 0; i < d->num_operands; i++)
        if (bo_is_tensor_like(bz->ctx, d->operands[i].value->type)) {
          types[i] = predict_forward(bz, ba, d->operands[i].value, stack);
          if (!types[i]) types[i] = bo_bufferizer_unknown_type(bz, d->operands[i].value->type);
        }
      const bo_type *t = bi->buffer_type(d, v->index, types, bz);
      free(types);
      return t;
    }
    return bo_bufferizer_unknown_type(bz, v->type);
  }
  return bo_bufferizer_unknown_type(bz, v->type);
}

/* Casts each buffer forwarded to arg whose type is not t, before its
 * branch.  Branches not rewritten when the block was entered (back edges)
 * are cast at the end (`late`), where upstream's cast lands: right after
 * the rewrite of the op defining the forwarded tensor. */
static void cast_forwards(bo_bufferizer *bz, block_args *ba, bo_value *arg, const bo_type *t,
                          bool late) {
  for (size_t f = (uintptr_t)bo_mapping_get(ba->head, arg); f; f = ba->fwd.data[f - 1].next) {
    forward *fw = &ba->fwd.data[f - 1];
    bo_value *v = fw->branch->operands[fw->operand].value;
    if (v->type == t || !bo_type_is_memref(v->type)) continue;
    bo_op_state st = {.id = BO_OP_MEMREF_CAST, .loc = fw->branch->loc, .num_operands = 1,
                      .operands = &v, .num_results = 1, .result_types = &t};
    bo_op *at = late && fw->tensor->def_op && fw->tensor->def_op->block &&
                        bo_bufferizer_in_place(bz, fw->branch, fw->operand)
                    ? fw->tensor->def_op
                    : fw->branch;
    bo_builder before = bo_builder_before(bz->ctx, at);
    bo_op *c = bo_build(&before, &st);
    bo_op_set_operand(fw->branch, fw->operand, &c->results[0]);
  }
}

static void enter_block(bo_bufferizer *bz, bo_block *b, block_args *ba) {
  bo_context *ctx = bz->ctx;
  for (unsigned i = 0; i < b->num_args; i++) {
    bo_value *arg = b->args[i];
    if (!bo_is_tensor_like(bz->ctx, arg->type)) continue;
    const bo_type *t = predict_block_arg(bz, ba, arg, NULL);
    if (!t) t = bo_bufferizer_unknown_type(bz, arg->type);
    cast_forwards(bz, ba, arg, t, false);
    bo_value *stand_in = bo_value_create_placeholder(ctx, t);
    set_buffer(bz->cur, arg, stand_in);
    bo_vec_push(&ba->args, arg);
    bo_vec_push(&ba->stand_ins, stand_in);
  }
}

/* Several returns (infer-layout-map): result i keeps the type of the
 * returned buffers when all agree, else every return casts its buffer to
 * the fully dynamic layout (reusing the cast return_rewrite left unused
 * before it, as upstream folds).  O(returns x results). */
static void unify_returns(bo_bufferizer *bz, bo_op *func) {
  BO_VEC(bo_op *) rets = {0};
  for (bo_block *b = func->regions[0].first; b; b = b->next)
    if (b->last && (b->last->info->traits & BO_TRAIT_RETURN_LIKE)) bo_vec_push(&rets, b->last);
  for (unsigned i = 0; rets.len > 1 && i < rets.data[0]->num_operands; i++) {
    const bo_type *t = rets.data[0]->operands[i].value->type;
    bool differ = false;
    for (size_t j = 1; j < rets.len; j++)
      differ |= i < rets.data[j]->num_operands && rets.data[j]->operands[i].value->type != t;
    if (!differ || !bo_type_is_memref(t)) continue;
    const bo_type *dyn = bo_bufferizer_dynamic_layout(bz->ctx, t);
    for (size_t j = 0; j < rets.len; j++) {
      bo_op *ret = rets.data[j];
      bo_value *v = ret->operands[i].value;
      if (v->type == dyn) continue;
      bo_value *c = NULL;
      for (bo_use *u = v->first_use; u && !c; u = u->next)
        if (u->owner->block == ret->block && u->owner->num_results == 1 &&
            u->owner->results[0].type == dyn && !u->owner->results[0].first_use &&
            bo_op_isa(u->owner, BO_OP_MEMREF_CAST))
          c = &u->owner->results[0];
      if (!c) {
        bo_op_state st = {.id = BO_OP_MEMREF_CAST, .loc = ret->loc, .num_operands = 1,
                          .operands = &v, .num_results = 1, .result_types = &dyn};
        bo_builder before = bo_builder_before(bz->ctx, ret);
        c = &bo_build(&before, &st)->results[0];
      }
      bo_op_set_operand(ret, i, c);
    }
  }
  bo_vec_free(&rets);
}

/* The top-level block of an op of the function's body. */
static bo_block *top_block(bo_op *op, bo_region *body) {
  while (op->block->parent != body) op = op->block->parent->parent;
  return op->block;
}

/* Without function boundaries, asks for the to_buffer ops of the
 * operands of op reading block arguments of the function in upstream's
 * order (see read_buffer): upstream first copies the operands it put out
 * of place (alloc_tensor copy ops made before the rewrite, bufferized just
 * before the op), and a terminator asks for its operands when it is
 * rewritten, before its parent.  O(operands). */
static void prefetch_argument_reads(bo_bufferizer *bz, bo_op *op) {
  if (!op_converted(bz, op)) return; /* a filtered region op: left on tensors */
  bool terminator = op->info->traits & BO_TRAIT_TERMINATOR;
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(bz->opts, op);
  for (unsigned i = 0; i < op->num_operands; i++) {
    bo_value *v = op->operands[i].value;
    if (!bo_is_tensor_like(bz->ctx, v->type) || v->def_op || !args_stay_tensors(bz, v->owner))
      continue;
    /* An operand that bufferizes in place whatever the analysis says
     * (parallel_insert_slice's dest left out of place inside a filtered
     * forall): upstream makes no copy of it. */
    if (!terminator && bi->must_in_place && bi->must_in_place(op, i)) continue;
    if (terminator ||
        (!bz->cur->tensor_allocs && !bo_bufferizer_in_place(bz, op, i) &&
         (bo_osb_reads(bz->cur->fi->analysis, op, i) ||
          bo_type_get_num_elements(v->type) == BO_DYNAMIC)))
      bo_mapping_put(bz->cur->arg_reads, &op->operands[i], buffer_of(bz, v, false));
    else if (bz->cur->tensor_allocs && bo_type_get_num_elements(v->type) == BO_DYNAMIC &&
             bo_bufferize_dialect_name_allowed(bz->opts, "tensor", 6) &&
             !bo_bufferizer_in_place(bz, op, i) && !bo_osb_reads(bz->cur->fi->analysis, op, i) &&
             bo_bufferize_writes(op, i, bz->state)) { /* a write out of place: write_buffer */
      /* Its allocation's sizes: tensor.dim ops upstream rewrites before
       * the op, so their to_buffers come first (tensor_dyn_sizes). */
      if (!bz->cur->early_copies) bz->cur->early_copies = bo_mapping_create();
      bo_mapping_put(bz->cur->early_copies, &op->operands[i], tensor_copy(bz, op, i));
    }
  }
}

/* The same for op and, first, for its ancestors inside the function (their
 * copies come before their regions' ops), once per op.  O(depth). */
static void prefetch_with_ancestors(bo_bufferizer *bz, bo_op *op, bo_mapping *done) {
  if (op == bz->cur->fi->op || bo_mapping_get(done, op)) return;
  bo_op *parent = op->block && op->block->parent ? op->block->parent->parent : NULL;
  if (parent) prefetch_with_ancestors(bz, parent, done);
  bo_mapping_put(done, op, op);
  prefetch_argument_reads(bz, op);
}

/* Without the analysis (skip_analysis: bufferize-function-boundaries with
 * a dialect-filter without 'func') upstream's resolveConflicts gives each
 * tensor operand not in place a new buffer before the op is rewritten (in
 * operand order), copied unless the op does not read it (a write-only
 * operand, tensor.dim's); an op that only makes a view of its operand
 * (extract_slice, cast, reshapes) copies its result instead, in its own
 * hook.  The hooks' read_buffer / write_buffer return these.  O(operands)
 * plus the copies. */
static void pre_copy_operands(bo_bufferizer *bz, bo_op *op) {
  if (op->info->traits & BO_TRAIT_TERMINATOR) return; /* yields: in place or the parent's */
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(bz->opts, op);
  if (op->num_regions && bi->region_kind != BO_BUFFERIZE_NO_TENSOR_REGIONS)
    return; /* scf region ops copy their out-of-place inits themselves */
  for (unsigned i = 0; i < op->num_operands; i++) {
    if (!bo_is_tensor_like(bz->ctx, op->operands[i].value->type) ||
        bo_bufferizer_in_place(bz, op, i))
      continue;
    bool eq;
    if (bo_bufferize_aliasing_result(op, i, &eq, bz->state) >= 0 &&
        !bo_bufferize_writes(op, i, bz->state))
      continue;
    bo_value *b = bo_bufferizer_write_buffer(bz, op, i);
    if (!bz->cur->pre_copies) bz->cur->pre_copies = bo_mapping_create();
    bo_mapping_put(bz->cur->pre_copies, &op->operands[i], b);
  }
}

/* An unranked tensor operand put out of place would need a copy, and a
 * buffer of unknown rank cannot be allocated (memref.alloc makes ranked
 * buffers only): refused with upstream's diagnostics, the analysis' one,
 * or without the analysis (copy-before-write) the copy's.  Terminators
 * copy nothing.  O(operands). */
static int refuse_unranked_copy(bo_bufferizer *bz, bo_op *op) {
  if (op->info->traits & BO_TRAIT_TERMINATOR) return 0;
  for (unsigned i = 0; i < op->num_operands; i++) {
    bo_value *v = op->operands[i].value;
    if (v->type->kind != BO_TYPE_UNRANKED_TENSOR || bo_bufferizer_in_place(bz, op, i)) continue;
    bool eq;
    if (bo_bufferize_aliasing_result(op, i, &eq, bz->state) >= 0 &&
        !bo_bufferize_writes(op, i, bz->state) && !op->num_regions)
      continue; /* a read-only view of it: nothing copied */
    return bo_op_emit_error(op, bz->opts->copy_before_write || bz->opts->skip_analysis
                                    ? "copying of unranked tensors is not implemented"
                                    : "not bufferizable under the given constraints: cannot "
                                      "avoid RaW conflict");
  }
  return 0;
}

/* Orders ops (stably) by the rank of their top-level block in border.
 * O(ops + blocks). */
static void sort_by_block(bo_region *body, bo_block *const *border, size_t nblocks, bo_op **ops,
                          size_t n) {
  bo_mapping *rank = bo_mapping_create();
  for (size_t k = 0; k < nblocks; k++) bo_mapping_put(rank, border[k], (void *)(uintptr_t)k);
  size_t *count = calloc(nblocks + 1, sizeof *count);
  bo_op **sorted = malloc((n ? n : 1) * sizeof *sorted);
  for (size_t i = 0; i < n; i++)
    count[(uintptr_t)bo_mapping_get(rank, top_block(ops[i], body)) + 1]++;
  for (size_t k = 0; k < nblocks; k++) count[k + 1] += count[k];
  for (size_t i = 0; i < n; i++)
    sorted[count[(uintptr_t)bo_mapping_get(rank, top_block(ops[i], body))]++] = ops[i];
  memcpy(ops, sorted, n * sizeof *ops);
  free(sorted);
  free(count);
  bo_mapping_destroy(rank);
}

/* A tensor-like type that is no tensor (a sequence) in func's signature
 * that has no buffer type (a sequence of unranked tensors), or any such
 * type without bufferize-function-boundaries (the signature would stay,
 * and no to_buffer / to_tensor converts such a type): an error at func.
 * O(signature). */
static bool unbufferizable_signature(bo_bufferizer *bz, bo_op *func) {
  const bo_type *ft = func_type(func);
  unsigned nin = ft ? bo_type_get_num_inputs(ft) : 0, nout = ft ? bo_type_get_num_results(ft) : 0;
  for (unsigned i = 0; i < nin + nout; i++) {
    const bo_type *t = i < nin ? bo_type_get_inputs(ft)[i] : bo_type_get_results(ft)[i - nin];
    if (bo_type_is_tensor(t) || bo_type_get_kind(t) != BO_TYPE_OPAQUE ||
        !bo_bufferize_type_iface_of(bz->ctx, t))
      continue;
    if (!bz->opts->bufferize_function_boundaries) {
      bo_op_emit_error(func, "bufferization of '!%s' in a function signature needs "
                             "bufferize-function-boundaries", bo_type_get_opaque_text(t));
      return true;
    }
    if (bo_bufferize_tensor_like_buffer_type(bz->ctx, t)) continue;
    bo_op_emit_error(func, "bufferization of '!%s' in a function signature is not supported yet",
                     bo_type_get_opaque_text(t));
    return true;
  }
  return false;
}

/* An op left on tensors (unknown, or outside the dialect-filter) with a
 * tensor-like value that is no tensor: no to_buffer / to_tensor converts
 * it, so it is refused.  O(operands + results). */
static int refuse_tensor_like_left(bo_bufferizer *bz, bo_op *op) {
  for (unsigned i = 0; i < op->num_operands + op->num_results; i++) {
    const bo_type *t = i < op->num_operands ? op->operands[i].value->type
                                            : op->results[i - op->num_operands].type;
    if (!bo_type_is_tensor(t) && bo_is_tensor_like(bz->ctx, t))
      return bo_op_emit_error(op, "is not supported by one-shot-bufferize yet: an op left "
                                  "unbufferized with a value of type '!%s'",
                              bo_type_get_opaque_text(t));
  }
  return 0;
}

/* Rewrites the body of fi (analysis done) and its signature. */
static int bufferize_function(bo_bufferizer *bz, func_info *fi) {
  bo_context *ctx = bz->ctx;
  bo_op *func = fi->op;
  if (unbufferizable_signature(bz, func)) {
    fi->status = FUNC_FAILED;
    return -1;
  }
  func_state st = {.fi = fi, .num_ids = bo_osb_num_values(fi->analysis),
                   .arg_reads = bo_mapping_create()};
  st.buffer_by_id = calloc(st.num_ids + 1, sizeof *st.buffer_by_id);
  st.tensor_allocs = bz->opts->dialect_filter_count &&
                     !bo_bufferize_dialect_name_allowed(bz->opts, "bufferization", 13);
  if (st.tensor_allocs) {
    st.tensors = bo_mapping_create();
    st.fresh = bo_mapping_create();
  }
  func_state *saved = bz->cur;
  bz->cur = &st;
  fi->status = FUNC_IN_PROGRESS;
  bo_block *body = func->regions[0].first;
  int rc = 0;
  /* The ops to rewrite: those with tensor values, before any retyping. */
  BO_VEC(bo_op *) ops = {0};
  size_t num_ops;
  bo_op *const *order = bo_osb_ops(fi->analysis, &num_ops);
  for (size_t k = 0; k < num_ops; k++)
    if (bo_osb_op_has_tensors(fi->analysis, k)) bo_vec_push(&ops, order[k]);
  /* Arguments: their buffers are the arguments themselves, retyped at the
   * end; until then (hooks ask whether operands are tensors) a memref-typed
   * placeholder stands for each. */
  bo_value **stand_in = calloc(body->num_args + 1, sizeof *stand_in);
  bool boundaries = bz->opts->bufferize_function_boundaries;
  for (unsigned i = 0; i < body->num_args && boundaries; i++) {
    bo_value *arg = body->args[i];
    if (!bo_is_tensor_like(bz->ctx, arg->type)) continue;
    stand_in[i] = bo_value_create_placeholder(ctx, boundary_func_arg_type(bz, func, i, arg->type));
    set_buffer(&st, arg, stand_in[i]);
  }
  block_args ba = {0};
  bo_mapping *prefetched = bo_mapping_create();
  bool blocks = body->next && boundaries; /* else block arguments stay tensors */
  /* Several blocks: visited in the analysis' block order (text order, or
   * dominance order with block loops), each entered before its ops. */
  size_t nblocks = 0, entered = 1;
  for (bo_block *b = body; b; b = b->next) nblocks++;
  bo_block **border = malloc(nblocks * sizeof *border);
  bo_osb_block_order(fi->analysis, border);
  if (blocks) {
    note_forwards(bz, body, &ba);
    sort_by_block(&func->regions[0], border, nblocks, ops.data, ops.len);
  }
  for (size_t k = 0; k < ops.len && !rc; k++) {
    bo_op *op = ops.data[k];
    if (blocks) {
      bo_block *b = top_block(op, &func->regions[0]);
      while (border[entered - 1] != b) enter_block(bz, border[entered++], &ba);
    }
    st.builder = bo_builder_before(ctx, op);
    st.builder.loc = op->loc;
    const bo_bufferize_iface *bi = bo_bufferize_iface_in(bz->opts, op);
    if (!bi || !op_allowed(bz, op) || (op->num_successors && is_function_block(bz, op->block))) {
      if ((rc = refuse_tensor_like_left(bz, op))) break;
      wrap_unknown(bz, op);
      continue;
    }
    if (!bi->rewrite) {
      rc = bo_bufferizer_unsupported(op, "its bufferization hooks have no rewrite");
      break;
    }
    if (!boundaries) prefetch_with_ancestors(bz, op, prefetched);
    if ((rc = refuse_unranked_copy(bz, op))) break;
    if (bz->opts->skip_analysis) pre_copy_operands(bz, op);
    rc = bi->rewrite(op, bz);
    if (!rc && st.refused)
      rc = bo_op_emit_error(op, "is not supported by one-shot-bufferize yet with a dialect-filter "
                                "without 'bufferization': %s",
                            st.refused);
    if (!rc && !bi->keeps_op) {
      bo_vec_push(&st.rewritten, op);
      tensors_for_unconverted_users(bz, op);
    }
  }
  if (!rc) {
    /* Erase the tensor ops, then (with function boundaries) set the
     * signature from the arguments and the new terminator. */
    /* Back edges of block loops: their branches are rewritten now. */
    for (size_t k = 0; k < ba.args.len; k++)
      cast_forwards(bz, &ba, ba.args.data[k], ba.stand_ins.data[k]->type, true);
    /* to_tensor ops left on tensors (dialect-filter) and now unused are
     * erased, as upstream's getBuffer folds them away.  O(ops). */
    BO_VEC(bo_op *) dead = {0};
    for (size_t k = 0; k < ops.len; k++) {
      const bo_bufferize_iface *raw = ops.data[k]->info->bufferize;
      if (raw && raw->buffer_is_operand && !op_converted(bz, ops.data[k]))
        bo_vec_push(&dead, ops.data[k]);
    }
    for (size_t k = st.rewritten.len; k-- > 0;) bo_op_erase(st.rewritten.data[k]);
    for (size_t k = st.unused.len; k-- > 0;) {
      bo_op *u = st.unused.data[k];
      bool used = false;
      for (unsigned r = 0; r < u->num_results; r++) used |= bo_value_has_uses(&u->results[r]);
      if (!used) bo_op_erase(u);
    }
    for (size_t k = dead.len; k-- > 0;)
      if (!bo_value_has_uses(&dead.data[k]->results[0])) bo_op_erase(dead.data[k]);
    bo_vec_free(&dead);
    /* Without the analysis an allocation made for an operand whose value
     * gets another new buffer later (a slice copied, then written out of
     * place) is unused: upstream's dead alloc_tensor is erased before it
     * is bufferized (memref.alloc only: without 'bufferization' the
     * alloc_tensor ops are not cleaned yet).  O(allocations). */
    for (size_t k = st.made_allocs.len; k-- > 0;) {
      bo_op *m = st.made_allocs.data[k];
      if (bo_value_has_uses(&m->results[0])) continue;
      bo_op_erase(m);
    }
    bo_vec_free(&st.made_allocs);
    for (unsigned i = 0; i < body->num_args; i++) {
      if (!stand_in[i]) continue;
      bo_value_set_type(body->args[i], stand_in[i]->type);
      bo_value_replace_all_uses(stand_in[i], body->args[i]);
    }
    while (blocks && entered < nblocks) enter_block(bz, border[entered++], &ba);
    unify_returns(bz, func);
    for (size_t k = 0; k < ba.args.len; k++) {
      bo_value_set_type(ba.args.data[k], ba.stand_ins.data[k]->type);
      bo_value_replace_all_uses(ba.stand_ins.data[k], ba.args.data[k]);
    }
    bo_op *ret = boundaries ? body->last : NULL;
    for (bo_block *b = body; b && boundaries; b = b->next)
      if (b->last && (b->last->info->traits & BO_TRAIT_RETURN_LIKE)) ret = b->last;
    unsigned nin = body->num_args, nout = ret ? ret->num_operands : 0;
    const bo_type **types = malloc((nin + nout + 1) * sizeof *types);
    for (unsigned i = 0; i < nin; i++) types[i] = body->args[i]->type;
    for (unsigned i = 0; i < nout; i++) types[nin + i] = ret->operands[i].value->type;
    if (boundaries)
      bo_op_set_prop(func, "function_type",
                     bo_attr_type(ctx, bo_type_function(ctx, nin, types, nout, types + nin)));
    free(types);
    const bo_bufferize_iface *fbi = bo_bufferize_iface_in(bz->opts, func);
    if ((boundaries || bz->opts->skip_analysis) && fbi && fbi->boundary_done) fbi->boundary_done(func);
  }
  for (unsigned i = 0; rc && i < body->num_args; i++)
    if (stand_in[i]) bo_value_drop_uses_from(stand_in[i]);
  for (size_t k = 0; rc && k < ba.stand_ins.len; k++) bo_value_drop_uses_from(ba.stand_ins.data[k]);
  free(border);
  bo_vec_free(&ba.fwd);
  bo_vec_free(&ba.args);
  bo_vec_free(&ba.stand_ins);
  if (ba.head) bo_mapping_destroy(ba.head);
  free(stand_in);
  bo_vec_free(&ops);
  bo_vec_free(&st.rewritten);
  if (st.buffers) bo_mapping_destroy(st.buffers);
  free(st.buffer_by_id);
  bo_mapping_destroy(st.arg_reads);
  if (st.tensors) bo_mapping_destroy(st.tensors);
  if (st.fresh) bo_mapping_destroy(st.fresh);
  if (st.arg_tensors) bo_mapping_destroy(st.arg_tensors);
  if (st.early_copies) bo_mapping_destroy(st.early_copies);
  if (st.pre_copies) bo_mapping_destroy(st.pre_copies);
  if (st.erase_unused) bo_mapping_destroy(st.erase_unused);
  bo_vec_free(&st.unused);
  bo_mapping_destroy(prefetched);
  bz->cur = saved;
  fi->status = rc ? FUNC_FAILED : FUNC_DONE;
  return rc;
}

/* A declaration (no body): tensors in its signature become memrefs with
 * the boundary layout (fully dynamic unless identity-layout-map). */
static int bufferize_declaration(bo_bufferizer *bz, bo_op *func) {
  const bo_type *ft = func_type(func);
  if (!ft) return 0;
  if (unbufferizable_signature(bz, func)) return -1;
  unsigned nin = bo_type_get_num_inputs(ft), nout = bo_type_get_num_results(ft);
  const bo_type **types = malloc((nin + nout + 1) * sizeof *types);
  for (unsigned i = 0; i < nin + nout; i++) {
    const bo_type *t = i < nin ? bo_type_get_inputs(ft)[i] : bo_type_get_results(ft)[i - nin];
    types[i] = !bo_is_tensor_like(bz->ctx, t) ? t
               : i < nin ? boundary_func_arg_type(bz, func, i, t)
                         : boundary_arg_type(bz, t);
  }
  bo_op_set_prop(func, "function_type",
                 bo_attr_type(bz->ctx, bo_type_function(bz->ctx, nin, types, nout, types + nin)));
  free(types);
  return 0;
}

static bool mentions_tensors(const bo_op *func) {
  const bo_type *ft = func_type(func);
  if (!ft) return false;
  for (unsigned i = 0; i < bo_type_get_num_inputs(ft); i++)
    if (bo_is_tensor_like(func->ctx, bo_type_get_inputs(ft)[i])) return true;
  for (unsigned i = 0; i < bo_type_get_num_results(ft); i++)
    if (bo_is_tensor_like(func->ctx, bo_type_get_results(ft)[i])) return true;
  return false;
}

static int tensor_op_finder(bo_op *op, void *user) {
  (void)user;
  return bo_op_has_tensor_values(op) ? -1 : 0;
}

/* no-analysis-func-filter: is func one of the named functions? */
static bool skips_analysis(const bo_bufferizer *bz, const bo_op *func) {
  const bo_attr *name = bo_op_get_attr(func, "sym_name");
  if (!name || bo_attr_get_kind(name) != BO_ATTR_STRING) return false;
  size_t len = bo_attr_get_string_length(name);
  for (unsigned i = 0; i < bz->opts->no_analysis_func_filter_count; i++) {
    const char *f = bz->opts->no_analysis_func_filter[i];
    if (strlen(f) == len && memcmp(f, bo_attr_get_string(name), len) == 0) return true;
  }
  return false;
}

static int tensor_arg_finder(bo_op *op, void *user) {
  (void)user;
  for (unsigned g = 0; g < op->num_regions; g++)
    for (bo_block *b = op->regions[g].first; b; b = b->next)
      for (unsigned i = 0; i < b->num_args; i++)
        if (bo_is_tensor_like(op->ctx, b->args[i]->type)) return -1;
  return 0;
}

static bool block_args_have_tensors(bo_op *func) {
  return bo_walk_pre(func, tensor_arg_finder, NULL) < 0;
}

/* Collects the indices of the functions with a body that call-like ops
 * nested anywhere in a function call. */
typedef struct callee_walk {
  bo_bufferizer *bz;
  BO_VEC(size_t) found;
} callee_walk;

static int collect_callee(bo_op *op, void *user) {
  callee_walk *w = user;
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(w->bz->opts, op);
  const char *callee = bi && bi->callee ? bi->callee(op) : NULL;
  if (!callee) return 0;
  bo_op *target = bo_mapping_get(w->bz->symbols, bo_intern_cstr(w->bz->ctx, callee));
  uintptr_t k = target ? (uintptr_t)bo_mapping_get(w->bz->func_index, target) : 0;
  if (k && w->bz->funcs.data[k - 1].op->regions[0].first) bo_vec_push(&w->found, (size_t)k - 1);
  return 0;
}

static void note_callee(bo_op *op, void *user) { collect_callee(op, user); }

static bool tensor_free_blocks(bo_op *func);

/* Orders the module's functions as upstream: depth-first over the calls
 * (nested ones too), each function after its callees.  A function whose
 * callee is still in progress closes a cycle: both are `cyclic`, and so is
 * every function calling a cyclic one (upstream's remaining functions).
 * Functions that are not cyclic are analyzed here, in that order, each
 * leaving its summary for its callers.  O(functions + calls). */
static int order_function(bo_bufferizer *bz, size_t index) {
  func_info *fi = &bz->funcs.data[index];
  if (fi->analysis_status == FUNC_DONE) return 0;
  if (fi->analysis_status == FUNC_FAILED) return -1;
  fi->analysis_status = FUNC_IN_PROGRESS;
  callee_walk w = {.bz = bz};
  /* The analysis' numbering walk finds the calls (one walk, not two). */
  bo_osb_numbering *num = bo_osb_number(fi->op, bz->opts, note_callee, &w);
  int rc = 0;
  bool cyclic = false;
  for (size_t c = 0; c < w.found.len && !rc; c++) {
    func_info *callee = &bz->funcs.data[w.found.data[c]];
    if (callee->analysis_status == FUNC_IN_PROGRESS) {
      callee->cyclic = true; /* on the stack: a cycle back to it */
      cyclic = true;
      continue;
    }
    rc = order_function(bz, w.found.data[c]);
    cyclic |= bz->funcs.data[w.found.data[c]].cyclic;
  }
  bo_vec_free(&w.found);
  fi = &bz->funcs.data[index];
  fi->cyclic |= cyclic;
  if (!rc && tensor_free_blocks(fi->op)) {
    /* nothing to analyze or rewrite: no summary, like a declaration */
  } else if (!rc && !fi->cyclic) {
    fi->analysis = bo_osb_analyze_numbered(
        fi->op, skips_analysis(bz, fi->op) ? &bz->copy_opts : bz->opts, bz->state, num);
    if (!fi->analysis) rc = -1;
    else if (bz->opts->bufferize_function_boundaries) /* else calls stay unknown ops */
      bo_osb_record_summary(bz->state, fi->analysis);
  }
  bo_osb_numbering_free(num);
  fi->analysis_status = rc ? FUNC_FAILED : FUNC_DONE;
  return rc;
}

/* A function with several blocks (cf branches) and no tensor value
 * anywhere: bufferization leaves it as it is.  O(ops). */
static bool tensor_free_blocks(bo_op *func) {
  bo_region *r = &func->regions[0];
  return r->first && r->first != r->last && !mentions_tensors(func) &&
         bo_walk_pre(func, tensor_op_finder, NULL) >= 0 && !block_args_have_tensors(func);
}

/* The functions in or into call cycles, after all others, in module
 * order, without summaries (calls to them are unknown calls). */
static int analyze_cyclic(bo_bufferizer *bz) {
  int rc = 0;
  for (size_t i = 0; i < bz->funcs.len; i++) {
    func_info *fi = &bz->funcs.data[i];
    if (!fi->cyclic) continue;
    const bo_attr *name = bo_op_get_attr(fi->op, "sym_name");
    if (name && bo_attr_get_kind(name) == BO_ATTR_STRING)
      bo_bufferize_state_mark_unanalyzed(bz->state, bo_intern(bz->ctx, bo_attr_get_string(name),
                                                              bo_attr_get_string_length(name)));
  }
  for (size_t i = 0; i < bz->funcs.len; i++) {
    func_info *fi = &bz->funcs.data[i];
    if (!fi->cyclic || fi->analysis_status == FUNC_FAILED || tensor_free_blocks(fi->op)) continue;
    fi->analysis = bo_osb_analyze(fi->op, skips_analysis(bz, fi->op) ? &bz->copy_opts : bz->opts, bz->state);
    if (!fi->analysis) {
      fi->analysis_status = FUNC_FAILED;
      rc = -1;
      continue;
    }
    bo_osb_mark_no_summary(fi->analysis);
  }
  return rc;
}

static int run(bo_op *module, const void *options) {
  const bo_bufferize_options *opts = options;
  bo_bufferize_options no_func;
  bo_context *ctx = module->ctx;
  if (opts->must_infer_memory_space && opts->use_encoding_for_memory_space)
    return bo_op_emit_plain_error(module, "only one of 'must-infer-memory-space' and "
                                          "'use-encoding-for-memory-space' are allowed in "
                                          "one-shot-bufferize");
  /* Option combinations upstream rejects (with an unknown location). */
  if (opts->copy_before_write && opts->test_analysis_only)
    return bo_emit_error(ctx, (bo_loc){0}, "Invalid option: 'copy-before-write' cannot be used "
                                           "with 'test-analysis-only'");
  if (opts->dump_alias_sets && !opts->test_analysis_only)
    return bo_emit_error(ctx, (bo_loc){0}, "Invalid option: 'dump-alias-sets' requires "
                                           "'test-analysis-only'");
  /* dump-alias-sets names values with the printer's namer, which builds
   * the pending bodies of named ops (and so numbers more ops): build them
   * before the analysis numbers the function, so both numberings agree. */
  if (opts->dump_alias_sets) bo_materialize_bodies(module);
  /* dialect-filter: the ops of other dialects are unknown ops (the context
   * through bo_bufferize_iface_in with the run's options).  Upstream
   * leaves its own copies (alloc_tensor) and tensor.empty on tensors when
   * the bufferization dialect is not listed, and with function boundaries
   * but without func it copies far more (an analysis quirk): refused. */
  if (opts->dialect_filter_count) {
    if (opts->bufferize_function_boundaries && !bo_bufferize_dialect_name_allowed(opts, "func", 4)) {
      /* Upstream's module analysis skips the functions its filter does not
       * allow, and its rewrite leaves their signatures: the run is one
       * without function boundaries where no decision is made (every
       * operand out of place but those that must be in place; nothing
       * annotated with test-analysis-only). */
      no_func = *opts;
      no_func.bufferize_function_boundaries = false;
      no_func.skip_analysis = true;
      opts = &no_func;
    } else if (opts->bufferize_function_boundaries &&
               !bo_bufferize_dialect_name_allowed(opts, "bufferization", 13)) {
      return bo_op_emit_error(module, "is not supported by one-shot-bufferize yet with "
                                      "bufferize-function-boundaries and a dialect-filter "
                                      "without 'bufferization'");
    }
  }
  bo_bufferizer bz = {.ctx = ctx, .module = module, .opts = opts,
                      .symbols = bo_mapping_create(), .globals = bo_mapping_create(),
                      .counters = bo_mapping_create(), .func_index = bo_mapping_create(),
                      .state = bo_bufferize_state_create(ctx, opts),
                      .bufferize_function = bufferize_function};
  int rc = 0;
  bz.copy_opts = *opts;
  bz.copy_opts.copy_before_write = true;
  bo_block *top = module->regions[0].first;
  for (bo_op *op = top ? top->first : NULL; op; op = op->next) {
    const bo_attr *name = bo_op_get_attr(op, "sym_name");
    if (name && bo_attr_get_kind(name) == BO_ATTR_STRING)
      bo_mapping_put(bz.symbols, bo_intern(ctx, bo_attr_get_string(name),
                                           bo_attr_get_string_length(name)), op);
    if (!bo_op_isa(op, BO_OP_FUNC_FUNC)) continue;
    func_info fi = {.op = op};
    bo_vec_push(&bz.funcs, fi);
    bo_mapping_put(bz.func_index, op, (void *)(uintptr_t)bz.funcs.len);
  }
  for (size_t i = 0; i < bz.funcs.len; i++) {
    bz.funcs.data[i].tensor_type = func_type(bz.funcs.data[i].op);
    if (bz.funcs.data[i].op->regions[0].first && order_function(&bz, i)) rc = -1;
  }
  if (!rc && analyze_cyclic(&bz)) rc = -1;
  if (!rc && opts->test_analysis_only) {
    unsigned conflicts = 0, nonwritable = 0;
    for (size_t i = 0; i < bz.funcs.len && opts->print_conflicts; i++)
      if (bz.funcs.data[i].analysis)
        bo_osb_annotate_conflicts(bz.funcs.data[i].analysis, &conflicts, &nonwritable);
    for (size_t i = 0; i < bz.funcs.len; i++) {
      if (bz.funcs.data[i].analysis) {
        /* no-analysis-func-filter: such functions were not analyzed (no
         * annotations, as upstream). */
        if (!skips_analysis(&bz, bz.funcs.data[i].op) && !opts->skip_analysis) {
          bo_osb_annotate(bz.funcs.data[i].analysis);
          if (opts->dump_alias_sets) bo_osb_annotate_alias_sets(bz.funcs.data[i].analysis);
        }
      }
      else if (opts->bufferize_function_boundaries) bo_osb_annotate_declaration(bz.funcs.data[i].op);
    }
  } else if (!rc) {
    /* Declarations first: calls to them need their new signature. */
    for (size_t i = 0; i < bz.funcs.len; i++)
      if (!bz.funcs.data[i].analysis) {
        if (opts->bufferize_function_boundaries && bufferize_declaration(&bz, bz.funcs.data[i].op))
          rc = -1;
        bz.funcs.data[i].status = FUNC_DONE;
      }
    for (size_t i = 0; i < bz.funcs.len && !rc; i++)
      if (bz.funcs.data[i].status == FUNC_TODO) rc = bufferize_function(&bz, &bz.funcs.data[i]);
  }
  for (size_t i = 0; i < bz.funcs.len; i++) bo_osb_free(bz.funcs.data[i].analysis);
  bo_vec_free(&bz.funcs);
  bo_mapping_destroy(bz.symbols);
  bo_mapping_destroy(bz.globals);
  bo_mapping_destroy(bz.counters);
  bo_mapping_destroy(bz.func_index);
  bo_bufferize_state_destroy(bz.state);
  return rc;
}

const bo_pass_info bo_pass_one_shot_bufferize = {
    .name = "one-shot-bufferize",
    .summary = "One-Shot Bufferize",
    .anchor = "builtin.module",
    .options_size = sizeof(bo_bufferize_options),
    .init_options = init_options,
    .num_options = sizeof options / sizeof options[0],
    .options = options,
    .run = run,
    /* the analysis and the rewrite keep named ops' bodies pending: the
     * linalg hooks answer reads from the op's kind (bo_linalg_body_reads_arg)
     * and move the region (bo_region_take_blocks); a pending body has no
     * tensors (checked: every test and corpus file prints the same) */
    .keeps_pending_bodies = true,
};
