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

/* vector.mask runs its one op once, so its region is entered as a region
 * branch.  A mask of an op on tensors that yields vectors (a masked read)
 * stays as it is: its op is rewritten inside it.  A mask yielding tensors
 * (a masked write into a tensor) would have to drop those results, which
 * is not supported yet. */
static int rewrite_mask(bo_op *op, bo_bufferizer *bz) {
  for (unsigned i = 0; i < op->num_results; i++)
    if (bo_type_is_tensor(op->results[i].type))
      return bo_bufferizer_unsupported(op, "a vector.mask with tensor results");
  return 0;
}

const bo_bufferize_iface bo_vector_mask_bufferize = {
    .reads = no, .writes = no, .region_kind = BO_BUFFERIZE_REGION_BRANCH, .rewrite = rewrite_mask,
    .keeps_op = true};
