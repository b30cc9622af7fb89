/* vector_bufferize.c - One-Shot Bufferize hooks of the vector transfers.
 *
 * vector.transfer_read of a tensor reads its source and aliases nothing: it
 * becomes the same transfer_read of the source's buffer.  transfer_write
 * into a tensor is a destination-style op: its result is its destination
 * operand's buffer (equivalent), written in place when the analysis allows
 * and otherwise into a copy; it becomes a transfer_write into that buffer,
 * with no result.  As upstream, the write does not read its destination
 * when it overwrites all of it (static destination, constant zero indices,
 * no mask, vector at least as large in every dimension), so such a write
 * out of place needs a new buffer but no copy.  The vector operand and the
 * indices are not tensors and stay as they are.  Cost: O(operands).
 */
#include "../ir/ir_private.h"
#include "bufferize_ifaces.h"
#include "vector.h"

static bool yes(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return true; }
static bool no(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return false; }

/* Is v a constant-like op's integer 0? */
static bool is_constant_zero(const bo_value *v) {
  const bo_op *d = v->def_op;
  if (!d || !(d->info->traits & BO_TRAIT_CONSTANT_LIKE)) return false;
  const bo_attr *a = bo_op_get_attr(d, "value");
  return a && bo_attr_get_kind(a) == BO_ATTR_INTEGER && bo_attr_get_int(a) == 0;
}

/* Rebuilds op on buffers: the operand `base` replaced by `buffer`, the same
 * properties, result_types as given. */
static bo_op *rebuild(bo_bufferizer *bz, bo_op *op, unsigned base, bo_value *buffer,
                      unsigned num_results, const bo_type *const *result_types) {
  bo_value **ops = malloc((op->num_operands + 1) * sizeof *ops);
  for (unsigned i = 0; i < op->num_operands; i++) ops[i] = op->operands[i].value;
  ops[base] = buffer;
  bo_op *n = bo_bufferize_build(bz, op->info->name, op->num_operands, ops, num_results,
                                result_types, bo_op_get_num_props(op), bo_op_get_props(op));
  free(ops);
  return n;
}

static int rewrite_read(bo_op *op, bo_bufferizer *bz) {
  bo_vector_transfer t;
  if (!bo_vector_transfer_operands(op, &t)) return bo_bufferizer_unsupported(op, "malformed transfer");
  bo_value *buf = bo_bufferizer_read_buffer(bz, op, (unsigned)t.base);
  const bo_type *vt = op->results[0].type;
  bo_op *n = rebuild(bz, op, (unsigned)t.base, buf, 1, &vt);
  bo_value_replace_all_uses(&op->results[0], &n->results[0]);
  return 0;
}

const bo_bufferize_iface bo_vector_transfer_read_bufferize = {
    .reads = yes, .writes = no, .rewrite = rewrite_read};

/* Does the write read its destination (operand 1)?  See the file comment. */
static bool write_reads(const bo_op *op, unsigned i, const bo_bufferize_state *st) {
  bo_vector_transfer t;
  if (i != 1 || !bo_vector_transfer_operands(op, &t)) return true;
  const bo_type *dst = op->operands[1].value->type, *vec = op->operands[0].value->type;
  if (t.mask >= 0 || bo_type_get_rank(dst) != bo_type_get_rank(vec)) return true;
  for (int k = 0; k < t.num_indices; k++)
    if (!is_constant_zero(op->operands[t.first_index + k].value)) return true;
  for (unsigned d = 0; d < bo_type_get_rank(dst); d++) {
    int64_t s = bo_type_get_shape(dst)[d];
    if (s == BO_DYNAMIC || s > bo_type_get_shape(vec)[d]) return true;
  }
  return false;
}

static bool write_writes(const bo_op *op, unsigned i, const bo_bufferize_state *st) {
  return i == 1;
}

static int write_alias(const bo_op *op, unsigned i, bool *eq, const bo_bufferize_state *st) {
  *eq = i == 1;
  return i == 1 ? 0 : -1;
}

static int rewrite_write(bo_op *op, bo_bufferizer *bz) {
  bo_value *buf = bo_bufferizer_write_buffer(bz, op, 1);
  rebuild(bz, op, 1, buf, 0, NULL);
  bo_bufferizer_replace(bz, op, 0, buf);
  return 0;
}

const bo_bufferize_iface bo_vector_transfer_write_bufferize = {
    .reads = write_reads, .writes = write_writes, .aliasing_result = write_alias,
    .rewrite = rewrite_write};

/* The masked op must write its tensors in place (an out-of-place write
 * would need a copy inside the mask): upstream's message, at the rewrite
 * (not with test-analysis-only, as upstream).  The masked op is the one
 * defining what the yield gives. */
static int check_in_place(bo_op *op, bo_op *term, bo_bufferizer *bz) {
  for (unsigned r = 0; r < term->num_operands; r++) {
    bo_op *inner = term->operands[r].value->def_op;
    const bo_bufferize_iface *ii = inner ? bo_bufferize_iface_of(inner) : NULL;
    for (unsigned i = 0; ii && ii->writes && i < inner->num_operands; i++)
      if (bo_type_is_tensor(inner->operands[i].value->type) &&
          ii->writes(inner, i, bo_bufferizer_state(bz)) && !bo_bufferizer_in_place(bz, inner, i))
        return bo_op_emit_error(op, "body must bufferize in-place");
  }
  return 0;
}

/* vector.mask runs its one op once, so its region is entered as a region
 * branch and its op is rewritten inside it first.  A tensor result of the
 * mask (a masked write into a tensor) is then the buffer of the value its
 * vector.yield gives (the written buffer): as upstream, the mask is made
 * again without its tensor results and its yield without those operands,
 * and the tensor results are replaced by the buffers.  A mask without
 * tensor results (a masked read) is made again as it is.  O(results). */
static int rewrite_mask(bo_op *op, bo_bufferizer *bz) {
  bo_context *ctx = op->ctx;
  bo_block *blk = op->regions[0].first;
  bo_op *term = blk ? blk->last : NULL;
  unsigned nr = op->num_results, nk = 0;
  if (!term || !bo_op_isa(term, BO_OP_VECTOR_YIELD) || term->num_operands != nr)
    return bo_bufferizer_unsupported(op, "a vector.mask without a yield of its results");
  if (check_in_place(op, term, bz)) return -1;
  bo_value **bufs = calloc(nr + 1, sizeof *bufs), **kept = calloc(nr + 1, sizeof *kept);
  const bo_type **types = calloc(nr + 1, sizeof *types);
  for (unsigned i = 0; i < nr; i++) {
    bo_value *v = term->operands[i].value;
    if (bo_type_is_tensor(op->results[i].type)) {
      bufs[i] = bo_bufferizer_buffer_of(bz, v);
    } else {
      kept[nk] = v;
      types[nk++] = v->type;
    }
  }
  bo_builder yb = bo_builder_before(ctx, term);
  yb.loc = term->loc;
  bo_op_state ys = {.id = BO_OP_VECTOR_YIELD, .loc = term->loc, .num_operands = nk,
                    .operands = kept};
  bo_build(&yb, &ys); /* the old yield is erased with the rewritten ops */
  bo_value **operands = malloc((op->num_operands + 1) * sizeof *operands);
  for (unsigned i = 0; i < op->num_operands; i++) operands[i] = op->operands[i].value;
  bo_op_state ns = {.id = BO_OP_VECTOR_MASK, .loc = op->loc, .num_operands = op->num_operands,
                    .operands = operands, .num_results = nk, .result_types = types,
                    .num_props = bo_op_get_num_props(op), .props = bo_op_get_props(op),
                    .num_regions = 1};
  bo_op *n = bo_build(bo_bufferizer_builder(bz), &ns);
  bo_region_take_blocks(&n->regions[0], &op->regions[0]);
  for (unsigned i = 0, k = 0; i < nr; i++) {
    if (bufs[i]) bo_bufferizer_replace(bz, op, i, bufs[i]);
    else bo_value_replace_all_uses(&op->results[i], &n->results[k++]);
  }
  free(operands);
  free(bufs);
  free(kept);
  free(types);
  return 0;
}

const bo_bufferize_iface bo_vector_mask_bufferize = {
    .reads = no, .writes = no, .region_kind = BO_BUFFERIZE_REGION_BRANCH, .rewrite = rewrite_mask,
};
