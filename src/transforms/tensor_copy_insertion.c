/* tensor_copy_insertion.c - the test-tensor-copy-insertion pass (MLIR's
 * TestTensorCopyInsertion, insertTensorCopies): One-Shot Bufferize's
 * in-place analysis without the rewrite; every tensor operand the analysis
 * puts out of place gets an explicit copy on tensors,
 * `bufferization.alloc_tensor() copy(%x)`, and the IR stays on tensors.
 *
 * Per func.func of the module (with a body): the analysis
 * (src/analysis/one_shot_analysis.c) decides; then the analysed ops, in its
 * post-order (as upstream's post-order walk), resolve their conflicts as
 * upstream's resolveTensorOpOperandConflicts: an out-of-place operand that
 * the op does not write and that is the only operand aliasing one result
 * (a view, tensor.extract_slice) copies that result after the op (its uses
 * but tensor.dim and the copy read the copy); any other out-of-place operand
 * is replaced by a copy made before the op.  The copy has no copy(..)
 * operand (only the sizes of its dynamic dimensions) when upstream's
 * canOmitTensorCopy holds: the contents are undefined (tensor.empty,
 * alloc_tensor), the op overwrites the operand without reading it, or
 * neither the op nor the aliasing value reads it.  Without copy(..) the new
 * alloc_tensor takes the memory space of the copied alloc_tensor; with
 * must-infer-memory-space a copied alloc_tensor without memory space is an
 * error ("could not infer memory space"), and values of other ops are not
 * supported yet (diagnostic).  bufferize-function-boundaries analyses each
 * function after its callees (depth first), leaving its summary for its
 * callers; calls in a cycle are not supported yet (diagnostic).  All
 * functions are analysed before any copy is inserted.
 *
 * Invariant: the program means the same (each copy holds the operand's
 * value), and re-running the analysis puts every operand in place.
 * Cost: the analysis' plus O(operands x operands) per op for the aliasing
 * count: near linear.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "../analysis/bufferize_iface.h"
#include "../analysis/one_shot_analysis.h"
#include "../dialects/op_ids.h"
#include "../ir/asm.h"
#include "../pass/passes.h"

static void init_options(void *p) { bo_bufferize_options_init(p); }

#define OPT(n, h, f) {n, h, BO_OPT_BOOL, offsetof(bo_bufferize_options, f), NULL, "false"}
static const bo_pass_option options[] = {
    OPT("allow-return-allocs-from-loops", "Allows returning/yielding new allocations from a loop.",
        allow_return_allocs_from_loops),
    OPT("bufferize-function-boundaries", "Bufferize function boundaries.",
        bufferize_function_boundaries),
    OPT("must-infer-memory-space",
        "The memory space of an memref types must always be inferred. If unset, a default "
        "memory space of 0 is used otherwise.",
        must_infer_memory_space),
};
#undef OPT

/* The sizes of v's dynamic dimensions: the size operands of an empty
 * tensor / alloc_tensor without copy, else tensor.dim ops built at b. */
static bo_value **dynamic_sizes(bo_builder *b, bo_value *v, unsigned *n) {
  bo_context *ctx = b->ctx;
  unsigned rank = bo_type_get_rank(v->type);
  const int64_t *shape = bo_type_get_shape(v->type);
  unsigned ndyn = 0;
  for (unsigned i = 0; i < rank; i++) ndyn += shape[i] == BO_DYNAMIC;
  bo_value **dyn = malloc((ndyn + 1) * sizeof *dyn);
  *n = ndyn;
  const bo_bufferize_iface *bi = v->def_op ? bo_bufferize_iface_of(v->def_op) : NULL;
  if (bi && (bi->empty_tensor || bi->sizes_from_operands) && v->def_op->num_operands == ndyn) {
    for (unsigned i = 0; i < ndyn; i++) dyn[i] = v->def_op->operands[i].value;
    return dyn;
  }
  unsigned k = 0;
  for (unsigned i = 0; i < rank; i++) {
    if (shape[i] != BO_DYNAMIC) continue;
    bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_integer(ctx, ctx->t_index, i)};
    bo_op_state cs = {.id = BO_OP_ARITH_CONSTANT, .loc = b->loc, .num_results = 1,
                      .result_types = &ctx->t_index, .num_props = 1, .props = &value};
    bo_value *ops[2] = {v, &bo_build(b, &cs)->results[0]};
    bo_op_state ds = {.id = BO_OP_TENSOR_DIM, .loc = b->loc, .num_operands = 2,
                      .operands = ops, .num_results = 1, .result_types = &ctx->t_index};
    dyn[k++] = &bo_build(b, &ds)->results[0];
  }
  return dyn;
}

/* A new alloc_tensor at b holding v (copy) or of v's shape (no copy).
 * NULL after a diagnostic (memory space not inferable). */
static bo_value *tensor_alloc(bo_builder *b, bo_value *v, bool copy,
                              const bo_bufferize_options *opts) {
  bo_context *ctx = b->ctx;
  const bo_attr *space = NULL;
  if (!copy) {
    bo_op *def = v->def_op;
    if (def && bo_op_isa(def, BO_OP_BUFFERIZATION_ALLOC_TENSOR)) {
      space = bo_op_get_attr(def, "memory_space");
      if (!space && opts->must_infer_memory_space) {
        unsigned cs;
        if (!bo_op_segment(def, 1, &cs)) {
          bo_op_emit_error(def, "could not infer memory space");
          return NULL;
        }
      }
    } else if (opts->must_infer_memory_space) {
      bo_op_emit_error(def ? def : b->before,
                       "test-tensor-copy-insertion: inferring the memory space of this copy "
                       "is not supported yet");
      return NULL;
    }
  }
  unsigned ndyn = 0;
  bo_value **ops = copy ? malloc(2 * sizeof *ops) : dynamic_sizes(b, v, &ndyn);
  if (copy) ops[0] = v;
  int64_t seg[3] = {copy ? 0 : ndyn, copy ? 1 : 0, 0};
  bo_named_attr props[2] = {{bo_intern_cstr(ctx, "operandSegmentSizes"),
                             bo_attr_dense_array_int(ctx, ctx->t_i32, 3, seg)},
                            {bo_intern_cstr(ctx, "memory_space"), space}};
  bo_op_state st = {.id = BO_OP_BUFFERIZATION_ALLOC_TENSOR, .loc = b->loc,
                    .num_operands = copy ? 1 : ndyn, .operands = ops, .num_results = 1,
                    .result_types = &v->type, .num_props = space ? 2 : 1, .props = props};
  bo_op *a = bo_build(b, &st);
  free(ops);
  return &a->results[0];
}

/* Upstream's canOmitTensorCopy for operand i of op (aliasing value av). */
static bool can_omit_copy(const bo_osb_analysis *a, const bo_op *op, unsigned i,
                          const bo_value *av, const bo_bufferize_state *st) {
  if (bo_osb_undefined_contents(a, op->operands[i].value)) return true;
  bool reads = bo_osb_reads(a, op, i);
  if (bo_bufferize_writes(op, i, st) && !reads) return true;
  return !reads && (!av || !bo_bufferize_value_is_read(av, st));
}

/* Upstream's isOpAllowed: without bufferize-function-boundaries the ops
 * of the func dialect are left alone (their operands get no copy). */
static bool allowed(const bo_op *op, const bo_bufferize_options *opts) {
  if (opts->bufferize_function_boundaries) return true;
  return !bo_op_isa(op, BO_OP_FUNC_RETURN) && !bo_op_isa(op, BO_OP_FUNC_CALL) &&
         !bo_op_isa(op, BO_OP_FUNC_CALL_INDIRECT) && !bo_op_isa(op, BO_OP_FUNC_CONSTANT) &&
         !bo_op_isa(op, BO_OP_FUNC_FUNC);
}

static int resolve_conflicts(bo_op *op, const bo_osb_analysis *a, const bo_bufferize_options *opts,
                             const bo_bufferize_state *st) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(opts, op);
  if (!bi || !allowed(op, opts)) return 0;
  bo_context *ctx = op->ctx;
  unsigned n = op->num_operands;
  bool *out = calloc(n + 1, sizeof(bool)), *copy = calloc(n + 1, sizeof(bool));
  int *view_result = malloc((n + 1) * sizeof(int));
  int rc = 0;
  for (unsigned i = 0; i < n; i++) {
    view_result[i] = -1;
    bo_value *v = op->operands[i].value;
    if (!bo_type_is_tensor(v->type) || bo_osb_in_place(a, op, i)) continue;
    if (bo_type_get_kind(v->type) == BO_TYPE_UNRANKED_TENSOR) {
      rc = bo_op_emit_error(op, "copying of unranked tensors is not implemented");
      break;
    }
    bool eq = false;
    int r = bo_bufferize_aliasing_result(op, i, &eq, st);
    const bo_value *av = r >= 0 ? &op->results[r] : NULL;
    if (r < 0 && bi->aliasing_value) av = bi->aliasing_value(op, i, &eq, st);
    if (r >= 0 && !bo_bufferize_writes(op, i, st)) {
      unsigned aliasing = 0;
      for (unsigned j = 0; j < n; j++) {
        bool e2;
        if (bo_type_is_tensor(op->operands[j].value->type) &&
            bo_bufferize_aliasing_result(op, j, &e2, st) == r)
          aliasing++;
      }
      if (aliasing == 1) view_result[i] = r;
    }
    out[i] = true;
    copy[i] = !can_omit_copy(a, op, i, av, st);
  }
  bo_builder before = bo_builder_before(ctx, op);
  before.loc = op->loc;
  for (unsigned i = 0; i < n && !rc; i++) {
    if (!out[i] || view_result[i] >= 0) continue;
    bo_value *c = tensor_alloc(&before, op->operands[i].value, copy[i], opts);
    if (!c) rc = -1;
    else bo_op_set_operand(op, i, c);
  }
  for (unsigned i = 0; i < n && !rc; i++) {
    if (!out[i] || view_result[i] < 0) continue;
    bo_value *res = &op->results[view_result[i]];
    bo_builder after = op->next ? bo_builder_before(ctx, op->next) : bo_builder_at_end(ctx, op->block);
    after.loc = op->loc;
    bo_value *c = tensor_alloc(&after, res, copy[i], opts);
    if (!c) {
      rc = -1;
      break;
    }
    for (bo_use *u = res->first_use, *next; u; u = next) {
      next = u->next;
      if (u->owner == c->def_op || bo_op_isa(u->owner, BO_OP_TENSOR_DIM)) continue;
      bo_op_set_operand(u->owner, u->index, c);
    }
  }
  free(out);
  free(copy);
  free(view_result);
  return rc;
}

/* The run: the module's functions with bodies, and (with function
 * boundaries) the order they are analysed in, each after its callees. */
typedef struct {
  const bo_bufferize_options *opts;
  bo_bufferize_state *st;
  BO_VEC(bo_op *) funcs;     /* module order */
  bo_mapping *index;         /* interned sym_name -> 1 + index in funcs */
  unsigned char *mark;       /* per function: 0 todo, 1 on the stack, 2 analysed */
  BO_VEC(bo_osb_analysis *) analyses; /* in analysis order */
} copy_run;

typedef struct {
  copy_run *run;
  BO_VEC(bo_op *) calls; /* calls to functions of the module with bodies */
} call_walk;

static int note_call(bo_op *op, void *user) {
  call_walk *w = user;
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(w->run->opts, op);
  const char *callee = bi && bi->callee ? bi->callee(op) : NULL;
  if (callee && bo_mapping_get(w->run->index, bo_intern_cstr(op->ctx, callee)))
    bo_vec_push(&w->calls, op);
  return 0;
}

/* Analyses function i after its callees (depth first, as upstream's
 * module analysis orders them).  A call cycle is not supported yet. */
static int analyse(copy_run *r, size_t i) {
  if (r->mark[i] == 2) return 0;
  bo_op *f = r->funcs.data[i];
  r->mark[i] = 1;
  int rc = 0;
  if (r->opts->bufferize_function_boundaries) {
    call_walk w = {.run = r};
    bo_walk_pre(f, note_call, &w);
    for (size_t c = 0; c < w.calls.len && !rc; c++) {
      bo_op *call = w.calls.data[c];
      const char *callee = bo_bufferize_iface_in(r->opts, call)->callee(call);
      size_t k = (size_t)bo_mapping_get(r->index, bo_intern_cstr(call->ctx, callee)) - 1;
      if (r->mark[k] == 1)
        rc = bo_op_emit_error(call, "test-tensor-copy-insertion: calls in a cycle are not "
                                    "supported yet with bufferize-function-boundaries");
      else
        rc = analyse(r, k);
    }
    bo_vec_free(&w.calls);
  }
  if (!rc) {
    bo_osb_analysis *a = bo_osb_analyze(f, r->opts, r->st);
    if (!a) rc = -1;
    else {
      if (r->opts->bufferize_function_boundaries) bo_osb_record_summary(r->st, a);
      bo_vec_push(&r->analyses, a);
    }
  }
  r->mark[i] = 2;
  return rc;
}

/* Inserts the copies the analysis a decided (its ops in post-order). */
static int insert_copies(bo_osb_analysis *a, copy_run *r) {
  size_t n;
  bo_op *const *ops = bo_osb_ops(a, &n);
  bo_op **list = malloc((n + 1) * sizeof *list); /* taken before any change */
  for (size_t i = 0; i < n; i++) list[i] = bo_osb_op_has_tensors(a, i) ? ops[i] : NULL;
  int rc = 0;
  for (size_t i = 0; i < n && !rc; i++)
    if (list[i]) rc = resolve_conflicts(list[i], a, r->opts, r->st);
  free(list);
  return rc;
}

static int run(bo_op *module, const void *options) {
  bo_context *ctx = module->ctx;
  copy_run r = {.opts = options, .index = bo_mapping_create()};
  r.st = bo_bufferize_state_create(ctx, r.opts);
  bo_block *top = module->regions[0].first;
  for (bo_op *f = top ? top->first : NULL; f; f = f->next) {
    if (!bo_op_isa(f, BO_OP_FUNC_FUNC) || !f->regions[0].first) continue;
    bo_vec_push(&r.funcs, f);
    const bo_attr *name = bo_op_get_attr(f, "sym_name");
    if (name && bo_attr_get_kind(name) == BO_ATTR_STRING)
      bo_mapping_put(r.index, bo_intern(ctx, bo_attr_get_string(name), bo_attr_get_string_length(name)),
                     (void *)(uintptr_t)r.funcs.len);
  }
  r.mark = calloc(r.funcs.len + 1, 1);
  int rc = 0;
  for (size_t i = 0; i < r.funcs.len && !rc; i++) rc = analyse(&r, i);
  /* all analyses first (callers' summaries are of the callees unchanged),
   * then the copies */
  for (size_t i = 0; i < r.analyses.len && !rc; i++) rc = insert_copies(r.analyses.data[i], &r);
  for (size_t i = 0; i < r.analyses.len; i++) bo_osb_free(r.analyses.data[i]);
  bo_vec_free(&r.analyses);
  bo_vec_free(&r.funcs);
  free(r.mark);
  bo_mapping_destroy(r.index);
  bo_bufferize_state_destroy(r.st);
  return rc;
}

const bo_pass_info bo_pass_test_tensor_copy_insertion = {
    .name = "test-tensor-copy-insertion",
    .summary = "Module pass to test Tensor Copy Insertion",
    .anchor = "builtin.module",
    .options_size = sizeof(bo_bufferize_options),
    .init_options = init_options,
    .num_options = sizeof options / sizeof options[0],
    .options = options,
    .run = run,
};
