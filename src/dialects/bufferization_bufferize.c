/* bufferization_bufferize.c - One-Shot Bufferize hooks of the bufferization
 * dialect: bufferization.alloc_tensor becomes memref.alloc (in its
 * memory_space, and a copy of its `copy` operand when it has one);
 * materialize_in_destination a memref.copy into the destination's buffer
 * (which must stay in place); to_tensor the memref it wraps (writable only
 * when marked so); to_buffer the buffer of its tensor (cast, or copied when
 * the layout cannot be cast); dealloc_tensor a memref.dealloc.
 */
#include "../ir/ir_private.h"
#include "bufferize_ifaces.h"

/* Operands: dynamic sizes..., [copy], [size_hint] (operandSegmentSizes). */
static unsigned segment(const bo_op *op, unsigned k) {
  const bo_attr *seg = bo_op_get_prop(op, "operandSegmentSizes");
  return seg && k < bo_attr_get_num_elements(seg) ? (unsigned)bo_attr_dense_array_int_at(seg, k) : 0;
}

static bool reads_copy(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return i == segment(op, 0); }
static bool no(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return false; }
static bool defines(const bo_op *op, unsigned r) { return segment(op, 1) != 0; }

/* Is the buffer of alloc_tensor op used?  Not when (static shape) every
 * use is an operand written out of place that the op does not read (with
 * `copy`; without it the contents are undefined, as tensor.empty's): each
 * such op allocates its own buffer and copies nothing from this one, so
 * upstream's copy insertion leaves the alloc_tensor without uses and it
 * is erased (scripts/bufferize-fuzz-regions.py --defined seed 859: bufopt
 * allocated and copied it anyway).  O(uses). */
static bool alloc_tensor_needed(bo_op *op, bo_bufferizer *bz) {
  bo_value *v = &op->results[0];
  if (bo_type_get_num_elements(v->type) == BO_DYNAMIC) return bo_value_has_uses(v);
  const bo_bufferize_state *st = bo_bufferizer_state(bz);
  for (bo_use *u = v->first_use; u; u = u->next)
    if (!bo_bufferize_iface_in(bo_bufferizer_options(bz), u->owner) ||
        bo_bufferizer_in_place(bz, u->owner, u->index) ||
        !bo_bufferize_writes(u->owner, u->index, st) ||
        (segment(op, 1) && bo_bufferize_reads(u->owner, u->index, st)))
      return true;
  return false;
}

static int alloc_tensor_rewrite(bo_op *op, bo_bufferizer *bz) {
  unsigned ndyn = segment(op, 0);
  if (!alloc_tensor_needed(op, bz)) return 0;
  const bo_bufferize_options *o = bo_bufferizer_options(bz);
  if (o->must_infer_memory_space && !o->use_encoding_for_memory_space && !segment(op, 1) &&
      !bo_op_get_attr(op, "memory_space")) { /* upstream's errors */
    bo_op_emit_plain_error(op, "could not infer memory space");
    return bo_op_emit_plain_error(op, "failed to bufferize op");
  }
  bo_value *copy = segment(op, 1) ? bo_bufferizer_read_buffer(bz, op, ndyn) : NULL;
  bo_value **dyn = malloc((ndyn + 1) * sizeof *dyn);
  for (unsigned i = 0; i < ndyn; i++) dyn[i] = op->operands[i].value;
  bo_value *buf = bo_bufferizer_alloc(bz, op->results[0].type, copy,
                                      (const bo_value *const *)dyn, ndyn);
  free(dyn);
  const bo_attr *space = bo_op_get_attr(op, "memory_space");
  if (space) { /* the new buffer lives in that memory space */
    const bo_type *t = buf->type;
    bo_value_set_type(buf, bo_type_memref(op->ctx, bo_type_get_rank(t), bo_type_get_shape(t),
                                          bo_type_get_element_type(t), NULL, space));
  }
  if (copy) bo_bufferizer_copy(bz, copy, buf);
  bo_bufferizer_replace(bz, op, 0, buf);
  return 0;
}

/* A new identity-layout buffer. */
static const bo_type *alloc_tensor_buffer_type(const bo_op *op, unsigned r,
                                               const bo_type *const *operand_types,
                                               bo_bufferizer *bz) {
  const bo_type *t = bo_bufferizer_memref_type(op->ctx, op->results[r].type);
  const bo_attr *space = bo_op_get_attr(op, "memory_space");
  if (!space) return t;
  return bo_type_memref(op->ctx, bo_type_get_rank(t), bo_type_get_shape(t),
                        bo_type_get_element_type(t), NULL, space);
}

const bo_bufferize_iface bo_bufferization_alloc_tensor_bufferize = {
    .buffer_type = alloc_tensor_buffer_type,
    .reads = reads_copy, .writes = no, .result_defines = defines,
    .rewrite = alloc_tensor_rewrite, .sizes_from_operands = true};

/* ------------------------------------------ materialize_in_destination */

/* Operands: source, dest.  The source is read; a tensor dest is written,
 * its result is the dest's buffer, and it must bufferize in place (upstream
 * forces it and fails on a conflict; here the analysis decides and the
 * rewrite reports upstream's error when it did not put it in place).  A
 * memref dest (restrict writable) is just copied into. */
static bool is_dest(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return i == 1; }
static bool is_source(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return i == 0; }
static int dest_alias(const bo_op *op, unsigned i, bool *eq, const bo_bufferize_state *st) {
  *eq = i == 1;
  return i == 1 && op->num_results ? 0 : -1;
}
/* A subset insertion of the whole destination, tensor or memref (upstream's
 * SubsetInsertionOpInterface; for a memref destination eliminate-empty-
 * tensors builds a restrict to_tensor of it, see there). */
static bool materialize_subset(const bo_op *op, unsigned *source, unsigned *dest) {
  *source = 0;
  *dest = 1;
  return op->num_operands == 2;
}

/* Elements are copied from source to dest one by one and none is read
 * again after its copy: upstream's bufferizesToElementwiseAccess is true
 * (a dest equivalent to the source's origin does not conflict). */
static bool materialize_elementwise(const bo_op *op, unsigned a, unsigned b) { return true; }

static int materialize_rewrite(bo_op *op, bo_bufferizer *bz) {
  bo_value *dest = op->operands[1].value;
  bool tensor_dest = bo_type_is_tensor(dest->type);
  bo_value *buf = tensor_dest ? bo_bufferizer_read_buffer(bz, op, 1) : dest;
  if (tensor_dest && !bo_bufferizer_in_place(bz, op, 1)) {
    if (!bo_bufferizer_options(bz)->copy_before_write)
      return bo_op_emit_error(op, "not bufferizable under the given constraints: cannot avoid "
                                  "RaW conflict");
    /* copy-before-write: a new buffer, shaped like dest (whose contents are
     * overwritten, so not copied); upstream also reifies dest's dynamic
     * sizes once more, unused. */
    const bo_type *t = op->operands[1].value->type;
    const int64_t *shape = bo_type_get_shape(t);
    for (unsigned i = 0; i < bo_type_get_rank(t); i++) {
      if (shape[i] != BO_DYNAMIC) continue;
      bo_context *ctx = op->ctx;
      bo_named_attr v = {bo_intern_cstr(ctx, "value"), bo_attr_integer(ctx, ctx->t_index, i)};
      bo_value *c = &bo_bufferize_build(bz, BO_OP_NAME(ARITH_CONSTANT), 0, NULL, 1, &ctx->t_index, 1, &v)
                         ->results[0];
      bo_value *ops[2] = {buf, c};
      bo_bufferize_build(bz, BO_OP_NAME(MEMREF_DIM), 2, ops, 1, &ctx->t_index, 0, NULL);
    }
    buf = bo_bufferizer_alloc(bz, t, buf, NULL, 0);
  }
  bo_value *src = bo_bufferizer_read_buffer(bz, op, 0);
  bo_bufferizer_copy(bz, src, buf);
  if (tensor_dest) bo_bufferizer_replace(bz, op, 0, buf);
  return 0;
}

const bo_bufferize_iface bo_bufferization_materialize_bufferize = {
    .reads = is_source, .writes = is_dest, .aliasing_result = dest_alias,
    .subset_insertion = materialize_subset, .subset_is_whole = true,
    .elementwise_access = materialize_elementwise, .rewrite = materialize_rewrite};

/* ------------------------------------------------------------ to_tensor */

/* The result is the wrapped memref; writable only with `writable`.  Without
 * `restrict` the analysis cannot know the memref's other aliases (upstream
 * refuses it; bufopt refuses it when rewriting). */
static bool to_tensor_writable(const bo_op *op, unsigned r) {
  return bo_op_get_attr(op, "writable") != NULL;
}
static bool no_result(const bo_op *op, unsigned r) { return false; }

static int to_tensor_rewrite(bo_op *op, bo_bufferizer *bz) {
  if (!bo_op_get_attr(op, "restrict"))
    return bo_op_emit_error(op, "to_tensor ops without `restrict` are not supported by One-Shot "
                                "Analysis");
  bo_bufferizer_replace(bz, op, 0, op->operands[0].value);
  return 0;
}

static const bo_type *to_tensor_buffer_type(const bo_op *op, unsigned r,
                                            const bo_type *const *operand_types,
                                            bo_bufferizer *bz) {
  return op->operands[0].value->type;
}

const bo_bufferize_iface bo_bufferization_to_tensor_bufferize = {
    .reads = no, .writes = no, .is_allocation = no_result, .writable = to_tensor_writable,
    .buffer_type = to_tensor_buffer_type, .rewrite = to_tensor_rewrite, .buffer_is_operand = true};

/* ------------------------------------------------------------ to_buffer */

/* May a memref.cast from -> to be trusted (upstream's castOrReallocMemRefValue:
 * no dynamic offset or stride becomes static)? */
static bool cast_guaranteed(const bo_type *from, const bo_type *to) {
  if (!bo_type_has_rank(from) || !bo_type_has_rank(to)) return false;
  if (bo_type_get_rank(from) != bo_type_get_rank(to) ||
      bo_type_get_element_type(from) != bo_type_get_element_type(to) ||
      bo_type_get_memory_space(from) != bo_type_get_memory_space(to))
    return false;
  unsigned rank = bo_type_get_rank(from);
  const int64_t *fs = bo_type_get_shape(from), *ts = bo_type_get_shape(to);
  int64_t *a = malloc((2 * rank + 1) * sizeof *a), *b = a + rank, ao, bo;
  bool ok = bo_type_get_strides_and_offset(from, a, &ao) == 0 &&
            bo_type_get_strides_and_offset(to, b, &bo) == 0;
  if (ok && ao == BO_DYNAMIC && bo != BO_DYNAMIC) ok = false;
  for (unsigned i = 0; ok && i < rank; i++) {
    if (fs[i] != ts[i] && fs[i] != BO_DYNAMIC && ts[i] != BO_DYNAMIC) ok = false;
    if (a[i] == BO_DYNAMIC && b[i] != BO_DYNAMIC) ok = false;
  }
  free(a);
  return ok;
}

/* The result (a memref) is the tensor's buffer: as is, cast, or -- when
 * a cast could be wrong (a dynamic layout to a static one) -- copied into
 * a new buffer of the result type. */
static bool to_buffer_writes(const bo_op *op, unsigned i, const bo_bufferize_state *st) {
  return bo_op_get_attr(op, "read_only") == NULL;
}

static int to_buffer_rewrite(bo_op *op, bo_bufferizer *bz) {
  bool stays = bo_bufferizer_stays_tensor(bz, op->operands[0].value);
  if (stays && bo_bufferizer_in_place(bz, op, 0)) {
    /* Its tensor is not bufferized (an argument without function
     * boundaries, an unknown op's result): the op stays as it is, as
     * upstream (a copy in its place, the original is erased). */
    bo_value *t = op->operands[0].value;
    bo_op *c = bo_bufferize_build(bz, op->info->name, 1, &t, 1, &op->results[0].type,
                                  op->num_props, op->props);
    bo_value_replace_all_uses(&op->results[0], &c->results[0]);
    return 0;
  }
  /* Out of place (it may write a buffer that is not writable): a copy. */
  bo_value *buf = stays ? bo_bufferizer_write_buffer(bz, op, 0) : bo_bufferizer_read_buffer(bz, op, 0);
  const bo_type *t = op->results[0].type;
  if (buf->type != t) {
    if (cast_guaranteed(buf->type, t)) {
      buf = bo_bufferizer_cast(bz, buf, t);
    } else if (bo_type_has_rank(t) && !bo_type_get_layout(t) &&
               bo_type_get_memory_space(t) == bo_type_get_memory_space(buf->type)) {
      bo_value *copy = bo_bufferizer_alloc(bz, op->operands[0].value->type, buf, NULL, 0);
      bo_bufferizer_copy(bz, buf, copy);
      buf = copy;
    } else {
      return bo_bufferizer_unsupported(op, "its result type cannot be reached from the buffer's");
    }
  }
  bo_value_replace_all_uses(&op->results[0], buf);
  return 0;
}

const bo_bufferize_iface bo_bufferization_to_buffer_bufferize = {
    .writes = to_buffer_writes, .rewrite = to_buffer_rewrite};

/* ------------------------------------------------------- dealloc_tensor */

static int dealloc_tensor_rewrite(bo_op *op, bo_bufferizer *bz) {
  bo_value *buf = bo_bufferizer_read_buffer(bz, op, 0);
  bo_bufferize_build(bz, BO_OP_NAME(MEMREF_DEALLOC), 1, &buf, 0, NULL, 0, NULL);
  return 0;
}

const bo_bufferize_iface bo_bufferization_dealloc_tensor_bufferize = {
    .reads = no, .writes = no, .rewrite = dealloc_tensor_rewrite};
