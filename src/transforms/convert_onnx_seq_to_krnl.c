/* convert_onnx_seq_to_krnl.c - the convert-onnx-seq-to-krnl pass: ONNX
 * sequences become containers of buffers before One-Shot Bufferize.
 *
 * Every value of type !onnx.Seq<tensor<SxT>> (function arguments and
 * results, block arguments of loops, results of calls, scf.if, scf.for)
 * takes the type memref<?xmemref<SxT>> (a container, memory_iface.h), then
 * each ONNX op is rewritten by its dialect hook (onnx_bufferize.c) into
 * Krnl sequence ops, memref and scf ops, with to_buffer / to_tensor where
 * tensors meet buffers; One-Shot Bufferize then handles the tensors, buffer
 * deallocation the containers (deep frees), convert-seq-to-memref the Krnl
 * ops.  Option check-positions (default on): a cf.assert guards every
 * position.  A sequence of unranked tensors is refused (not supported yet),
 * except the result of SequenceEmpty whose uses are all SequenceInserts: it
 * takes their result's type (onnx-mlir's shape inference does the same).
 *
 * Invariant: after the pass no value has a sequence type and no ONNX op is
 * left.  Cost: two walks of the module plus O(1) per rewritten op; none
 * when the context never made a sequence type (a look at its interned
 * types, bo_onnx_context_has_seq): onnx.Constant and onnx.NoValue, which
 * only feed sequence ops, are then left alone.
 */
#include <stddef.h>

#include "../dialects/onnx_bufferize.h"
#include "../pass/passes.h"

typedef struct seq_options {
  bool check_positions;
} seq_options;

typedef struct retype_state {
  bo_context *ctx;
  int failed;
  BO_VEC(bo_op *) onnx_ops;
} retype_state;

/* The container type for a sequence value (see the file comment). */
static const bo_type *container_of(bo_context *ctx, const bo_value *v) {
  const bo_type *c = bo_onnx_container_type(ctx, v->type);
  if (c) return c;
  bo_op *def = v->def_op;
  if (!def || !bo_onnx_op_is(def, BO_OP_ONNX_SEQUENCE_EMPTY) || !v->first_use) return NULL;
  const bo_type *found = NULL;
  for (bo_use *u = v->first_use; u; u = u->next) {
    if (!bo_onnx_op_is(u->owner, BO_OP_ONNX_SEQUENCE_INSERT) || u->index != 0) return NULL;
    const bo_type *t = bo_onnx_container_type(ctx, u->owner->results[0].type);
    if (!t || (found && found != t)) return NULL;
    found = t;
  }
  return found;
}

static int retype(retype_state *s, bo_value *v, bo_op *at) {
  if (!bo_onnx_is_seq(v->type)) return 0;
  const bo_type *c = container_of(s->ctx, v);
  if (!c) {
    s->failed = bo_op_emit_error(at, "bufferization of '!%s' is not supported yet (the "
                                     "element must be a ranked tensor)",
                                 bo_type_get_opaque_text(v->type));
    return -1;
  }
  v->type = c;
  return 0;
}

static const bo_type *convert_type(bo_context *ctx, const bo_type *t, bool *bad) {
  if (!bo_onnx_is_seq(t)) return t;
  const bo_type *c = bo_onnx_container_type(ctx, t);
  if (!c) *bad = true;
  return c ? c : t;
}

static int visit(bo_op *op, void *user) {
  retype_state *s = user;
  if (bo_onnx_op_index(op) >= 0) bo_vec_push(&s->onnx_ops, op);
  /* a function's signature (function-like ops have regions: the others
   * skip the property lookup) */
  const bo_attr *ft = op->num_regions ? bo_op_get_prop(op, "function_type") : NULL;
  if (ft && bo_attr_get_kind(ft) == BO_ATTR_TYPE) {
    const bo_type *t = bo_attr_get_type_value(ft);
    unsigned ni = bo_type_get_num_inputs(t), nr = bo_type_get_num_results(t);
    const bo_type **types = malloc(sizeof(bo_type *) * (ni + nr + 1));
    bool bad = false, changed = false;
    for (unsigned i = 0; i < ni; i++) {
      types[i] = convert_type(s->ctx, bo_type_get_inputs(t)[i], &bad);
      changed |= types[i] != bo_type_get_inputs(t)[i];
    }
    for (unsigned i = 0; i < nr; i++) {
      types[ni + i] = convert_type(s->ctx, bo_type_get_results(t)[i], &bad);
      changed |= types[ni + i] != bo_type_get_results(t)[i];
    }
    if (bad) {
      s->failed = bo_op_emit_error(op, "bufferization of a sequence whose element is not a "
                                       "ranked tensor, in a signature, is not supported yet");
      free(types);
      return 0;
    }
    if (changed)
      bo_op_set_prop(op, bo_intern_cstr(s->ctx, "function_type"),
                     bo_attr_type(s->ctx, bo_type_function(s->ctx, ni, types, nr, types + ni)));
    free(types);
  }
  for (unsigned i = 0; i < op->num_results; i++) retype(s, &op->results[i], op);
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (unsigned i = 0; i < b->num_args; i++) retype(s, b->args[i], op);
  return 0;
}

static int run_convert_onnx_seq_to_krnl(bo_op *module, const void *options) {
  const seq_options *o = options;
  /* no sequence type in the context: nothing to do, no walk */
  if (!bo_onnx_context_has_seq(bo_op_get_context(module))) return 0;
  retype_state s = {bo_op_get_context(module), 0, {0}};
  bo_walk_pre(module, visit, &s);
  int rc = s.failed ? -1 : 0;
  for (size_t i = 0; i < s.onnx_ops.len && !rc; i++) {
    bo_op *op = s.onnx_ops.data[i];
    bool handled;
    rc = bo_onnx_lower_op(op, o->check_positions, &handled);
    bool unused = true;
    for (unsigned r = 0; r < op->num_results; r++) unused &= op->results[r].first_use == NULL;
    if (!rc && handled && unused) {
      s.onnx_ops.data[i] = NULL;
      bo_op_erase(op);
    }
  }
  /* what is left: onnx.NoValue ops, unused by now */
  for (size_t i = 0; i < s.onnx_ops.len && !rc; i++) {
    bo_op *op = s.onnx_ops.data[i];
    if (op && !op->results[0].first_use) bo_op_erase(op);
  }
  bo_vec_free(&s.onnx_ops);
  return rc;
}

static const bo_pass_option seq_opts[] = {
    {.name = "check-positions",
     .help = "Guard every sequence position with a cf.assert",
     .kind = BO_OPT_BOOL,
     .offset = offsetof(seq_options, check_positions),
     .default_text = "true"},
};

static void seq_defaults(void *options) { ((seq_options *)options)->check_positions = true; }

const bo_pass_info bo_pass_convert_onnx_seq_to_krnl = {
    .name = "convert-onnx-seq-to-krnl",
    .summary = "Turn ONNX sequences into containers of buffers (Krnl sequence ops, memref and "
               "scf ops) before bufferization",
    .anchor = "builtin.module",
    .options = seq_opts,
    .num_options = sizeof seq_opts / sizeof seq_opts[0],
    .options_size = sizeof(seq_options),
    .init_options = seq_defaults,
    .run = run_convert_onnx_seq_to_krnl,
};
