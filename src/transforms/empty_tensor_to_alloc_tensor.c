/* empty_tensor_to_alloc_tensor.c - the empty-tensor-to-alloc-tensor pass:
 * every empty tensor becomes a bufferization.alloc_tensor.
 *
 * As MLIR's EmptyTensorToAllocTensor: an op whose bufferization hooks say
 * it is an empty tensor (bo_bufferize_iface.empty_tensor: tensor.empty) is
 * replaced by `bufferization.alloc_tensor(<its dynamic sizes>)` of the same
 * type and location.  Its discardable attributes are dropped, as upstream's
 * replaceOpWithNewOp does.  Every empty tensor nested in the anchor is
 * rewritten, in regions too.
 *
 * Upstream applies the rewrite with the greedy pattern driver, which also
 * erases trivially dead ops and folds constants (one op per value and type,
 * moved to the top of the enclosing function's body, as OperationFolder
 * does), so this pass does the same to match mlir-opt's text.  Dead means
 * bo_op_is_trivially_dead, the rule canonicalize and cse use too.  It does
 * not run the ops' own folders nor simplify regions (upstream does both).
 *
 * Cost: one walk to rewrite, one reverse walk to erase dead ops, one walk
 * to fold constants (hash maps keyed by interned attributes): linear.
 */
#include "../analysis/bufferize_iface.h"
#include "../dialects/fold.h"
#include "../ir/ir_private.h"
#include "../pass/passes.h"

typedef BO_VEC(bo_op *) op_vec;

static int collect_empty(bo_op *op, void *user) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_of(op);
  if (bi && bi->empty_tensor) bo_vec_push((op_vec *)user, op);
  return 0;
}

static void rewrite_empty(bo_op *empty) {
  bo_context *ctx = empty->ctx;
  bo_value **sizes = malloc((empty->num_operands + 1) * sizeof *sizes);
  for (unsigned i = 0; i < empty->num_operands; i++) sizes[i] = empty->operands[i].value;
  int32_t seg[3] = {(int32_t)empty->num_operands, 0, 0};
  int64_t seg64[3] = {seg[0], seg[1], seg[2]};
  bo_named_attr props = {bo_intern_cstr(ctx, "operandSegmentSizes"),
                         bo_attr_dense_array_int(ctx, ctx->t_i32, 3, seg64)};
  const bo_type *t = empty->results[0].type;
  bo_op_state st = {.id = BO_OP_BUFFERIZATION_ALLOC_TENSOR, .loc = empty->loc,
                    .num_operands = empty->num_operands, .operands = sizes,
                    .num_results = 1, .result_types = &t, .num_props = 1, .props = &props};
  bo_builder b = bo_builder_before(ctx, empty);
  bo_op *alloc = bo_build(&b, &st);
  free(sizes);
  bo_value_replace_all_uses(&empty->results[0], &alloc->results[0]);
  bo_op_erase(empty);
}

/* ------------------------------------------- the greedy driver's cleanup */

/* Dead ops are what every pass calls dead: bo_op_is_trivially_dead
 * (src/dialects/fold.c), asked through the traits and memory tables.  An
 * op is never judged by its operand types alone: tensor.parallel_insert_slice
 * has no result and only tensor operands, yet it is the whole output of
 * its scf.forall (issue 14).
 *
 * Erases dead ops, last first, nested regions before their op (an erased
 * op can make its operands' definitions dead: those come earlier; a region
 * op whose nested ops went can be dead itself). */
static void erase_dead_ops(bo_region *r) {
  for (bo_block *b = r->last; b; b = b->prev)
    for (bo_op *op = b->last; op;) {
      bo_op *prev = op->prev;
      if (!bo_op_has_trait(op, BO_TRAIT_ISOLATED_FROM_ABOVE))
        for (unsigned i = 0; i < op->num_regions; i++) erase_dead_ops(&op->regions[i]);
      if (bo_op_is_trivially_dead(op)) bo_op_erase(op);
      op = prev;
    }
}

/* OperationFolder over a region and the regions nested in it (not into
 * ops isolated from above), in program order (bo_constant_folder). */
static void fold_constants(bo_constant_folder *f, bo_region *r) {
  for (bo_block *b = r->first; b; b = b->next)
    for (bo_op *op = b->first; op;) {
      bo_op *next = op->next;
      if (!bo_constant_folder_visit(f, op) && !bo_op_has_trait(op, BO_TRAIT_ISOLATED_FROM_ABOVE))
        for (unsigned i = 0; i < op->num_regions; i++) fold_constants(f, &op->regions[i]);
      op = next;
    }
}

static bool is_function_body(const bo_op *op) {
  return bo_op_has_trait(op, BO_TRAIT_ISOLATED_FROM_ABOVE) &&
         !bo_op_has_trait(op, BO_TRAIT_NO_TERMINATOR) && op->num_regions == 1 &&
         op->regions[0].first;
}

static int erase_dead_in_function(bo_op *op, void *user) {
  (void)user;
  if (is_function_body(op)) erase_dead_ops(&op->regions[0]);
  return 0;
}

static int fold_in_function(bo_op *op, void *user) {
  (void)user;
  if (!is_function_body(op)) return 0;
  bo_constant_folder f;
  bo_constant_folder_init(&f, op->regions[0].first);
  fold_constants(&f, &op->regions[0]);
  bo_constant_folder_free(&f);
  return 0;
}

static int run_empty_to_alloc(bo_op *anchor, const void *options) {
  (void)options;
  /* dead empty tensors are erased, not rewritten, as the greedy driver
   * erases dead ops when it meets them */
  bo_walk_pre(anchor, erase_dead_in_function, NULL);
  op_vec empties = {0};
  bo_walk_pre(anchor, collect_empty, &empties);
  for (size_t i = 0; i < empties.len; i++) rewrite_empty(empties.data[i]);
  bo_vec_free(&empties);
  bo_walk_pre(anchor, fold_in_function, NULL);
  return 0;
}

const bo_pass_info bo_pass_empty_tensor_to_alloc_tensor = {
    .name = "empty-tensor-to-alloc-tensor",
    .summary = "Replace all empty ops by alloc_tensor ops.",
    .anchor = NULL,
    .run = run_empty_to_alloc,
};
