/* tensor_bufferize.c - One-Shot Bufferize hooks of the tensor dialect.
 *
 * tensor.empty becomes memref.alloc (or nothing when unused), extract /
 * insert become memref.load / store, dim becomes memref.dim, extract_slice a
 * memref.subview of the source buffer (plus a copy when out of place), and
 * insert_slice a subview of the destination buffer filled by memref.copy.
 * The result types of subviews follow memref.subview's inference: strides
 * and offset of the source composed with the slice's, dropped unit dims
 * removed.
 */
#include "../ir/ir_private.h"
#include "bufferize_ifaces.h"
#include "shaped_ops.h"

static bool yes(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return true; }
static bool no(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return false; }
static bool no_result(const bo_op *op, unsigned r) { return false; }

static int alias_result0(const bo_op *op, unsigned i, bool *eq, const bo_bufferize_state *st) {
  *eq = true;
  return 0;
}

/* An op that only makes a view of operand `operand` (its result 0: cast,
 * expand/collapse_shape, reshape) and whose operand the analysis put out
 * of place: as upstream's conflict resolution for ops that do not write,
 * the result -- not the operand -- is copied into a new buffer, right
 * after the view, when the result is read. */
static bo_value *view_or_copy(bo_bufferizer *bz, bo_op *op, unsigned operand, bo_value *view) {
  if (bo_bufferizer_in_place(bz, op, operand)) return view;
  if (bo_bufferizer_tensor_allocs(bz))
    return bo_bufferizer_copy_view(
        bz, op, view, bo_bufferize_value_is_read(&op->results[0], bo_bufferizer_state(bz)));
  bo_value *copy = bo_bufferizer_alloc(bz, op->results[0].type, view, NULL, 0);
  if (bo_bufferize_value_is_read(&op->results[0], bo_bufferizer_state(bz)))
    bo_bufferizer_copy(bz, view, copy);
  return copy;
}

/* must-infer-memory-space: a new buffer whose memory space nothing names
 * (no use-encoding-for-memory-space) is refused, with upstream's two
 * errors.  Returns 0 when the allocation may go ahead. */
static int check_memory_space(bo_op *op, bo_bufferizer *bz) {
  const bo_bufferize_options *o = bo_bufferizer_options(bz);
  if (!o->must_infer_memory_space || o->use_encoding_for_memory_space) return 0;
  bo_op_emit_plain_error(op, "could not infer memory space");
  return bo_op_emit_plain_error(op, "failed to bufferize op");
}

/* ------------------------------------------------------------ tensor.empty */

/* Does some use of the empty tensor need its buffer?  A write out of place
 * allocates its own (no copy: the contents are undefined), as upstream's
 * alloc_tensor for the copy leaves tensor.empty dead.  Dynamic shapes take
 * their sizes from the buffer. */
static bool empty_buffer_needed(bo_op *op, bo_bufferizer *bz) {
  bo_value *v = &op->results[0];
  /* Without the analysis (a dialect-filter without func under
   * bufferize-function-boundaries) nothing is known undefined: upstream
   * copies it into an out-of-place operand the op reads (and a write-only
   * one takes its sizes from its operands). */
  bool copies = !bo_bufferizer_undefined_contents(bz, v);
  if (bo_type_get_num_elements(v->type) == BO_DYNAMIC && !copies) return bo_value_has_uses(v);
  for (bo_use *u = v->first_use; u; u = u->next)
    if (!bo_bufferize_iface_in(bo_bufferizer_options(bz), u->owner) ||
        bo_bufferizer_in_place(bz, u->owner, u->index) ||
        !bo_bufferize_writes(u->owner, u->index, bo_bufferizer_state(bz)) ||
        (copies && bo_bufferize_reads(u->owner, u->index, bo_bufferizer_state(bz))))
      return true;
  return false;
}

static int rewrite_empty(bo_op *op, bo_bufferizer *bz) {
  if (!empty_buffer_needed(op, bz)) return 0;
  if (check_memory_space(op, bz)) return -1;
  if (bo_bufferizer_tensor_allocs(bz)) {
    bo_bufferizer_replace_tensor(bz, op, 0);
    return 0;
  }
  bo_value **dyn = malloc((op->num_operands + 1) * sizeof *dyn);
  for (unsigned i = 0; i < op->num_operands; i++) dyn[i] = op->operands[i].value;
  bo_value *buf = bo_bufferizer_alloc(bz, op->results[0].type, NULL,
                                      (const bo_value *const *)dyn, op->num_operands);
  free(dyn);
  bo_bufferizer_replace(bz, op, 0, buf);
  return 0;
}

const bo_bufferize_iface bo_tensor_empty_bufferize = {
    .reads = no, .writes = no, .result_defines = no_result, .rewrite = rewrite_empty,
    .empty_tensor = true};

/* ---------------------------------------------------------- extract / dim */

/* Replaces the scalar result of op by that of a new op `name` on the
 * operand's buffer and the remaining operands. */
static int rewrite_scalar_query(bo_op *op, bo_bufferizer *bz, const char *name, unsigned tensor,
                                bool access) {
  bo_value **ops = malloc(op->num_operands * sizeof *ops);
  for (unsigned i = 0; i < op->num_operands; i++)
    ops[i] = i == tensor ? bo_bufferizer_read_buffer(bz, op, i) : op->operands[i].value;
  const bo_type *t = op->results[0].type;
  bo_named_attr nt = bo_memref_nontemporal_default(op->ctx);
  bo_op *q = bo_bufferize_build(bz, name, op->num_operands, ops, 1, &t, access ? 1 : 0, &nt);
  free(ops);
  bo_value_replace_all_uses(&op->results[0], &q->results[0]);
  return 0;
}

static int rewrite_extract(bo_op *op, bo_bufferizer *bz) {
  return rewrite_scalar_query(op, bz, BO_OP_NAME(MEMREF_LOAD), 0, true);
}

static int rewrite_dim(bo_op *op, bo_bufferizer *bz) {
  return rewrite_scalar_query(op, bz, BO_OP_NAME(MEMREF_DIM), 0, false);
}

const bo_bufferize_iface bo_tensor_extract_bufferize = {
    .reads = yes, .writes = no, .rewrite = rewrite_extract};
const bo_bufferize_iface bo_tensor_dim_bufferize = {
    .reads = no, .writes = no, .rewrite = rewrite_dim};

/* ----------------------------------------------------------- tensor.insert */

/* operands: scalar, dest, indices... */
static bool insert_touches(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return i == 1; }
static int insert_alias(const bo_op *op, unsigned i, bool *eq, const bo_bufferize_state *st) {
  *eq = i == 1;
  return i == 1 ? 0 : -1;
}

static int rewrite_insert(bo_op *op, bo_bufferizer *bz) {
  bo_value *buf = bo_bufferizer_write_buffer(bz, op, 1);
  bo_value **ops = malloc(op->num_operands * sizeof *ops);
  for (unsigned i = 0; i < op->num_operands; i++) ops[i] = op->operands[i].value;
  ops[1] = buf;
  bo_named_attr nt = bo_memref_nontemporal_default(op->ctx);
  bo_bufferize_build(bz, BO_OP_NAME(MEMREF_STORE), op->num_operands, ops, 0, NULL, 1, &nt);
  free(ops);
  bo_bufferizer_replace(bz, op, 0, buf);
  return 0;
}

const bo_bufferize_iface bo_tensor_insert_bufferize = {
    .reads = insert_touches, .writes = insert_touches, .aliasing_result = insert_alias,
    .rewrite = rewrite_insert};

/* ------------------------------------------------------------ slices */

/* The type of memref.subview of `source` with op's static lists, reduced to
 * the rank of `reduced_like` (a tensor type). */
static const bo_type *subview_type(bo_context *ctx, const bo_type *source, bo_op *op,
                                   const bo_type *reduced_like) {
  const int64_t *offs, *sizes, *strides;
  unsigned rank = bo_shaped_slice_statics(op, &offs, &sizes, &strides);
  int64_t *src_strides = malloc((3 * rank + 1) * sizeof *src_strides), src_off;
  int64_t *new_strides = src_strides + rank, *new_shape = src_strides + 2 * rank;
  bool *dropped = calloc(rank + 1, sizeof *dropped);
  bo_type_get_strides_and_offset(source, src_strides, &src_off);
  int64_t off = src_off;
  for (unsigned i = 0; i < rank; i++) {
    if (offs[i] == 0) {
      /* 0 * ? is 0 (upstream's saturated arithmetic) */
    } else if (off == BO_DYNAMIC || offs[i] == BO_DYNAMIC || src_strides[i] == BO_DYNAMIC) {
      off = BO_DYNAMIC;
    } else {
      off += offs[i] * src_strides[i];
    }
    new_strides[i] = strides[i] == BO_DYNAMIC || src_strides[i] == BO_DYNAMIC
                         ? BO_DYNAMIC
                         : strides[i] * src_strides[i];
  }
  unsigned rrank = bo_type_get_rank(reduced_like), k = 0;
  if (rrank < rank)
    bo_shaped_rank_reduction_mask(sizes, rank, bo_type_get_shape(reduced_like), rrank, dropped);
  for (unsigned i = 0; i < rank; i++) {
    if (dropped[i]) continue;
    new_shape[k] = sizes[i];
    new_strides[k] = new_strides[i];
    k++;
  }
  const bo_type *t = bo_type_memref(ctx, k, new_shape, bo_type_get_element_type(source),
                                    bo_attr_strided(ctx, k, new_strides, off),
                                    bo_type_get_memory_space(source));
  free(src_strides);
  free(dropped);
  return t;
}

/* memref.subview of buf with the slice lists of op, whose operands from
 * `first_dyn` on are the dynamic offsets, sizes and strides. */
static bo_value *build_subview(bo_bufferizer *bz, bo_op *op, bo_value *buf, unsigned first_dyn,
                               const bo_type *reduced_like) {
  bo_context *ctx = op->ctx;
  const bo_attr *seg = bo_op_get_prop(op, "operandSegmentSizes");
  size_t nseg = bo_attr_get_num_elements(seg);
  int64_t counts[4] = {1, bo_attr_dense_array_int_at(seg, nseg - 3),
                       bo_attr_dense_array_int_at(seg, nseg - 2),
                       bo_attr_dense_array_int_at(seg, nseg - 1)};
  unsigned n = 1 + (unsigned)(counts[1] + counts[2] + counts[3]);
  bo_value **ops = malloc(n * sizeof *ops);
  ops[0] = buf;
  for (unsigned i = 1; i < n; i++) ops[i] = op->operands[first_dyn + i - 1].value;
  bo_named_attr props[4] = {
      {bo_intern_cstr(ctx, "operandSegmentSizes"),
       bo_attr_dense_array_int(ctx, ctx->t_i32, 4, counts)},
      {bo_intern_cstr(ctx, "static_offsets"), bo_op_get_prop(op, "static_offsets")},
      {bo_intern_cstr(ctx, "static_sizes"), bo_op_get_prop(op, "static_sizes")},
      {bo_intern_cstr(ctx, "static_strides"), bo_op_get_prop(op, "static_strides")}};
  const bo_type *t = subview_type(ctx, buf->type, op, reduced_like);
  bo_op *sv = bo_bufferize_build(bz, BO_OP_NAME(MEMREF_SUBVIEW), n, ops, 1, &t, 4, props);
  free(ops);
  return &sv->results[0];
}

static bool extract_matches_insert(const bo_op *extract, const bo_op *insert);
static bool insert_slice_subset(const bo_op *op, unsigned *source, unsigned *dest);

static int extract_slice_alias(const bo_op *op, unsigned i, bool *eq, const bo_bufferize_state *st) {
  *eq = false;
  return i == 0 ? 0 : -1;
}

static int rewrite_extract_slice(bo_op *op, bo_bufferizer *bz) {
  bo_value *src = bo_bufferizer_read_buffer(bz, op, 0);
  bo_value *sv = build_subview(bz, op, src, 1, op->results[0].type);
  if (!bo_bufferizer_in_place(bz, op, 0) && bo_bufferizer_tensor_allocs(bz)) {
    sv = bo_bufferizer_copy_view(
        bz, op, sv, bo_bufferize_value_is_read(&op->results[0], bo_bufferizer_state(bz)));
  } else if (!bo_bufferizer_in_place(bz, op, 0)) {
    /* Out of place: the slice gets its own buffer.  Without a copy its
     * dynamic sizes are the op's size operands (upstream reifies the op's
     * result shape; a rank-reducing slice drops only static unit sizes);
     * with one, upstream's alloc_tensor copy takes them from the copied
     * tensor (tensor.dim, then memref.dim of the subview). */
    bool read = bo_bufferize_value_is_read(&op->results[0], bo_bufferizer_state(bz));
    const bo_attr *seg = bo_op_get_prop(op, "operandSegmentSizes");
    size_t nseg = seg ? bo_attr_get_num_elements(seg) : 0;
    const bo_value *dyn[8];
    unsigned ndyn = 0;
    if (!read && nseg >= 3) {
      unsigned first = 1 + (unsigned)bo_attr_dense_array_int_at(seg, nseg - 3);
      unsigned count = (unsigned)bo_attr_dense_array_int_at(seg, nseg - 2);
      unsigned rank = bo_type_get_rank(op->results[0].type), want = 0;
      const int64_t *shape = bo_type_get_shape(op->results[0].type);
      for (unsigned i = 0; i < rank; i++) want += shape[i] == BO_DYNAMIC;
      if (count == want && count <= 8)
        for (unsigned i = 0; i < count; i++) dyn[ndyn++] = op->operands[first + i].value;
    }
    bo_value *copy = bo_bufferizer_alloc(bz, op->results[0].type, sv, dyn, ndyn);
    if (read) bo_bufferizer_copy(bz, sv, copy);
    sv = copy;
  }
  bo_bufferizer_replace(bz, op, 0, sv);
  return 0;
}

/* Upstream's ExtractSliceOp getBufferType: the subview of the source's
 * buffer type (rank-reduced as the result); out of place, the slice's own
 * new buffer.  (Without it a region-branch yielding slices of the same
 * type got the fully dynamic layout and casts.) */
static const bo_type *extract_slice_buffer_type(const bo_op *op, unsigned r,
                                                const bo_type *const *operand_types,
                                                bo_bufferizer *bz) {
  if (!bo_bufferizer_in_place(bz, op, 0) || !operand_types[0] ||
      !bo_type_has_rank(operand_types[0]))
    return bo_bufferizer_new_buffer_type(bz, op->results[0].type);
  return subview_type(op->ctx, operand_types[0], (bo_op *)op, op->results[0].type);
}

const bo_bufferize_iface bo_tensor_extract_slice_bufferize = {
    .reads = no, .writes = no, .aliasing_result = extract_slice_alias,
    .buffer_type = extract_slice_buffer_type, .matching_subset = extract_matches_insert,
    .rewrite = rewrite_extract_slice};

/* insert_slice operands: source, dest, offsets..., sizes..., strides... */
static bool insert_slice_reads(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return i <= 1; }

static int rewrite_insert_slice(bo_op *op, bo_bufferizer *bz) {
  bo_value *src = bo_bufferizer_read_buffer(bz, op, 0);
  bo_value *dst = bo_bufferizer_write_buffer(bz, op, 1);
  bo_value *sv = build_subview(bz, op, dst, 2, op->operands[0].value->type);
  bo_bufferizer_copy(bz, src, sv);
  bo_bufferizer_replace(bz, op, 0, dst);
  return 0;
}

const bo_bufferize_iface bo_tensor_insert_slice_bufferize = {
    .reads = insert_slice_reads, .writes = insert_touches, .aliasing_result = insert_alias,
    .subset_insertion = insert_slice_subset, .rewrite = rewrite_insert_slice};

/* tensor.parallel_insert_slice (in scf.forall.in_parallel): operands
 * source, dest (a shared-out block argument of the forall), offsets...,
 * sizes..., strides...  A subset insertion into dest, which (in place)
 * shares its buffer with the forall's result for that argument.  Rewrite:
 * a subview of the shared-out buffer and a memref.copy into it, placed in
 * the forall's body before the in_parallel terminator (as upstream, even
 * when the source is that very subview). */
static bool parallel_insert_writes(const bo_op *op, unsigned i, const bo_bufferize_state *st) {
  return i == 1;
}

static bo_value *parallel_insert_alias(const bo_op *op, unsigned i, bool *eq,
                                       const bo_bufferize_state *st) {
  *eq = true;
  bo_value *dest = op->operands[1].value;
  const bo_op *term = op->block && op->block->parent ? op->block->parent->parent : NULL;
  const bo_op *forall = term && term->block && term->block->parent ? term->block->parent->parent : NULL;
  if (i != 1 || !forall || dest->def_op || dest->owner != forall->regions[0].first) return NULL;
  unsigned base = dest->owner->num_args - forall->num_results;
  if (dest->index < base) return NULL;
  return (bo_value *)&forall->results[dest->index - base];
}

/* The insertion always writes the shared-out buffer itself (upstream's
 * rewrite never copies the dest), so the analysis takes it in place from
 * the start and lets other writes go out of place instead. */
static bool parallel_insert_in_place(const bo_op *op, unsigned i) { return i == 1; }

static int rewrite_parallel_insert_slice(bo_op *op, bo_bufferizer *bz) {
  bo_op *term = op->block->parent->parent;
  bo_builder *b = bo_bufferizer_builder(bz);
  bo_builder saved = *b;
  *b = bo_builder_before(op->ctx, term);
  b->loc = op->loc;
  bo_value *src = bo_bufferizer_read_buffer(bz, op, 0);
  bo_value *dst = bo_bufferizer_buffer_of(bz, op->operands[1].value);
  bo_value *sv = build_subview(bz, op, dst, 2, op->operands[0].value->type);
  bo_bufferizer_copy(bz, src, sv);
  *b = saved;
  return 0;
}

const bo_bufferize_iface bo_tensor_parallel_insert_slice_bufferize = {
    .reads = insert_slice_reads, .writes = parallel_insert_writes,
    .aliasing_value = parallel_insert_alias, .subset_insertion = insert_slice_subset,
    .must_in_place = parallel_insert_in_place, .rewrite = rewrite_parallel_insert_slice};

/* ------------------------------------------------------------ tensor.cast */

/* The buffer type of a cast, as upstream's CastOp getBufferType, always
 * in the source buffer's memory space: from an unranked source nothing is
 * known of the offset and strides, so a ranked result gets the fully
 * dynamic layout (an identity layout would read a view passed in, at
 * offset 2, from offset 0: issue 14); to an unranked result, an unranked
 * memref; ranked to ranked keeps the source buffer's layout (offsets and
 * strides do not change). */
static const bo_type *cast_type(const bo_op *op, const bo_type *src) {
  bo_context *ctx = op->ctx;
  const bo_type *res = op->results[0].type;
  if (!src || !bo_type_is_memref(src)) return bo_bufferizer_memref_type(ctx, res);
  const bo_attr *space = bo_type_get_memory_space(src);
  const bo_type *elem = bo_type_get_element_type(res);
  if (!bo_type_has_rank(res)) return bo_type_unranked_memref(ctx, elem, space);
  unsigned rank = bo_type_get_rank(res);
  const int64_t *shape = bo_type_get_shape(res);
  if (!bo_type_has_rank(src))
    return bo_bufferizer_dynamic_layout(ctx, bo_type_memref(ctx, rank, shape, elem, NULL, space));
  return bo_type_memref(ctx, rank, shape, elem, bo_type_get_layout(src), space);
}

static const bo_type *cast_buffer_type(const bo_op *op, unsigned r,
                                       const bo_type *const *operand_types, bo_bufferizer *bz) {
  return cast_type(op, operand_types[0]);
}

static int rewrite_cast(bo_op *op, bo_bufferizer *bz) {
  bo_value *src = bo_bufferizer_read_buffer(bz, op, 0);
  /* Out of place into an unranked result: the ranked source is copied and
   * the copy cast, as upstream does (a buffer of unknown rank cannot be
   * allocated: copying the cast view made `memref.alloc() : memref<*xf32>`). */
  if (!bo_bufferizer_in_place(bz, op, 0) && !bo_bufferizer_tensor_allocs(bz) &&
      !bo_type_has_rank(op->results[0].type) && bo_type_has_rank(src->type)) {
    bo_value *copy = bo_bufferizer_alloc(bz, op->operands[0].value->type, src, NULL, 0);
    if (bo_bufferize_value_is_read(&op->results[0], bo_bufferizer_state(bz)))
      bo_bufferizer_copy(bz, src, copy);
    bo_bufferizer_replace(bz, op, 0, bo_bufferizer_cast(bz, copy, cast_type(op, copy->type)));
    return 0;
  }
  bo_value *view = bo_bufferizer_cast(bz, src, cast_type(op, src->type));
  bo_bufferizer_replace(bz, op, 0, view_or_copy(bz, op, 0, view));
  return 0;
}

const bo_bufferize_iface bo_tensor_cast_bufferize = {
    .buffer_type = cast_buffer_type, .reads = no, .writes = no, .aliasing_result = alias_result0, .rewrite = rewrite_cast,
    .cast_like = true};

/* ------------------------------------------------------- subset matching */

static bool insert_slice_subset(const bo_op *op, unsigned *source, unsigned *dest) {
  *source = 0;
  *dest = 1;
  return true;
}

static bool same_prop(const bo_op *a, const bo_op *b, const char *name) {
  return bo_op_get_prop(a, name) == bo_op_get_prop(b, name);
}

/* Same static offsets/sizes/strides and the same dynamic values; the
 * equivalence of extract's source and insert's dest is the analysis' part. */
static bool extract_matches_insert(const bo_op *extract, const bo_op *insert) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_of(insert);
  if (bi != &bo_tensor_insert_slice_bufferize && bi != &bo_tensor_parallel_insert_slice_bufferize)
    return false;
  if (!same_prop(extract, insert, "static_offsets") || !same_prop(extract, insert, "static_sizes") ||
      !same_prop(extract, insert, "static_strides"))
    return false;
  if (extract->num_operands - 1 != insert->num_operands - 2) return false;
  for (unsigned i = 1; i < extract->num_operands; i++)
    if (extract->operands[i].value != insert->operands[i + 1].value) return false;
  return true;
}

/* ------------------------------------------------------------ tensor.rank */

static int rewrite_rank(bo_op *op, bo_bufferizer *bz) {
  return rewrite_scalar_query(op, bz, BO_OP_NAME(MEMREF_RANK), 0, false);
}

const bo_bufferize_iface bo_tensor_rank_bufferize = {
    .reads = no, .writes = no, .rewrite = rewrite_rank};

/* --------------------------------------------------- tensor.from_elements */

/* A new buffer, one index constant per value below the largest dimension
 * (as upstream: %c0, %c1, ...), then one memref.store per element in
 * row-major order. */
static int rewrite_from_elements(bo_op *op, bo_bufferizer *bz) {
  if (check_memory_space(op, bz)) return -1;
  bo_context *ctx = op->ctx;
  const bo_type *t = op->results[0].type;
  bo_value *buf = bo_bufferizer_alloc(bz, t, NULL, NULL, 0);
  unsigned rank = bo_type_get_rank(t);
  const int64_t *shape = bo_type_get_shape(t);
  int64_t max = 0;
  for (unsigned i = 0; i < rank; i++)
    if (shape[i] > max) max = shape[i];
  bo_value **consts = malloc((size_t)(max + 1) * sizeof *consts);
  for (int64_t k = 0; k < max; k++) {
    bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_integer(ctx, ctx->t_index, k)};
    consts[k] = &bo_bufferize_build(bz, BO_OP_NAME(ARITH_CONSTANT), 0, NULL, 1, &ctx->t_index, 1, &value)
                     ->results[0];
  }
  int64_t *idx = calloc(rank + 1, sizeof *idx);
  bo_value **ops = malloc((rank + 2) * sizeof *ops);
  bo_named_attr nt = bo_memref_nontemporal_default(ctx);
  for (unsigned e = 0; e < op->num_operands; e++) {
    ops[0] = op->operands[e].value;
    ops[1] = buf;
    for (unsigned i = 0; i < rank; i++) ops[2 + i] = consts[idx[i]];
    bo_bufferize_build(bz, BO_OP_NAME(MEMREF_STORE), rank + 2, ops, 0, NULL, 1, &nt);
    for (unsigned i = rank; i-- > 0;) { /* next index, row-major */
      if (++idx[i] < shape[i]) break;
      idx[i] = 0;
    }
  }
  free(ops);
  free(idx);
  free(consts);
  bo_bufferizer_replace(bz, op, 0, buf);
  return 0;
}

static int rewrite_from_elements_checked(bo_op *op, bo_bufferizer *bz) {
  if (bo_type_get_num_elements(op->results[0].type) == BO_DYNAMIC)
    return bo_bufferizer_unsupported(op, "dynamic shapes");
  return rewrite_from_elements(op, bz);
}

const bo_bufferize_iface bo_tensor_from_elements_bufferize = {
    .reads = no, .writes = no, .rewrite = rewrite_from_elements_checked};

/* Are the linalg.map ops generate / pad / splat lower to bufferized too
 * (the filter lists linalg)?  Else upstream leaves them on tensors. */
static bool maps_bufferized(bo_bufferizer *bz) {
  return bo_bufferize_dialect_name_allowed(bo_bufferizer_options(bz), "linalg", 6);
}

/* `linalg.map outs(buf)` with an empty body block taking one element
 * argument, built at the bufferizer's builder; tt is the tensor type of
 * its result when it stays on tensors (the filter lacks linalg; outs is
 * then buf's tensor).  The body is the caller's.  O(1). */
static bo_op *build_map(bo_bufferizer *bz, bo_op *op, bo_value *buf, const bo_type *tt,
                        bo_block **body) {
  bool on_tensors = !maps_bufferized(bz);
  bo_value *outs = on_tensors ? bo_bufferizer_tensor_outs(bz, buf, tt) : buf;
  bo_op_state st = {.id = BO_OP_LINALG_MAP, .loc = op->loc, .num_operands = 1, .operands = &outs,
                    .num_results = on_tensors ? 1 : 0, .result_types = &tt, .num_regions = 1};
  bo_op *map = bo_build(bo_bufferizer_builder(bz), &st);
  *body = bo_region_add_block(&map->regions[0]);
  bo_block_add_arg(*body, bo_type_get_element_type(buf->type), op->loc);
  return map;
}

/* ----------------------------------------------------------- tensor.splat */

/* A new buffer filled by linalg.map { linalg.yield %value }, as upstream.
 * Operands: the value, then the dynamic sizes. */
static int rewrite_splat(bo_op *op, bo_bufferizer *bz) {
  if (check_memory_space(op, bz)) return -1;
  bo_context *ctx = op->ctx;
  const bo_type *t = op->results[0].type;
  bo_value **dyn = malloc(op->num_operands * sizeof *dyn);
  for (unsigned i = 1; i < op->num_operands; i++) dyn[i - 1] = op->operands[i].value;
  bo_value *buf = bo_bufferizer_alloc(bz, t, NULL, (const bo_value *const *)dyn,
                                      op->num_operands - 1);
  free(dyn);
  bo_block *body;
  bo_op *map = build_map(bz, op, buf, t, &body);
  bo_value *v = op->operands[0].value;
  bo_op_state yield = {.id = BO_OP_LINALG_YIELD, .loc = op->loc, .num_operands = 1, .operands = &v};
  bo_builder in_body = bo_builder_at_end(ctx, body);
  bo_build(&in_body, &yield);
  if (map->num_results) bo_bufferizer_replace_by_tensor(bz, op, 0, &map->results[0]);
  else bo_bufferizer_replace(bz, op, 0, buf);
  return 0;
}

const bo_bufferize_iface bo_tensor_splat_bufferize = {
    .reads = no, .writes = no, .rewrite = rewrite_splat};

/* ------------------------------------------------- shared small builders */

static bo_value *index_constant(bo_bufferizer *bz, int64_t v) {
  bo_context *ctx = bo_bufferizer_builder(bz)->ctx;
  bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_integer(ctx, ctx->t_index, v)};
  return &bo_bufferize_build(bz, BO_OP_NAME(ARITH_CONSTANT), 0, NULL, 1, &ctx->t_index, 1, &value)
              ->results[0];
}

/* `%c = arith.constant i` + `memref.dim buf, %c` (upstream's tensor.dim,
 * bufferized). */
static bo_value *buffer_dim(bo_bufferizer *bz, bo_value *buf, unsigned i) {
  bo_context *ctx = bo_bufferizer_builder(bz)->ctx;
  bo_value *ops[2] = {buf, index_constant(bz, i)};
  return &bo_bufferize_build(bz, BO_OP_NAME(MEMREF_DIM), 2, ops, 1, &ctx->t_index, 0, NULL)->results[0];
}

/* Upstream's lowerGenerateLikeOpBody: `linalg.map outs(buf)` whose body
 * starts with one linalg.index per dimension (standing for the index block
 * arguments) followed by op's body, its tensor.yield turned into
 * linalg.yield.  The body's ops are moved (op is erased afterwards). */
static bo_op *lower_generate_body(bo_bufferizer *bz, bo_op *op, bo_value *buf) {
  bo_context *ctx = op->ctx;
  const bo_type *t = buf->type;
  unsigned rank = bo_type_get_rank(t);
  bo_block *body;
  bo_op *map = build_map(bz, op, buf, op->results[0].type, &body);
  bo_builder in_body = bo_builder_at_end(ctx, body);
  in_body.loc = op->loc;
  bo_block *old = op->regions[0].first;
  for (unsigned d = 0; d < rank; d++) {
    bo_named_attr dim = {bo_intern_cstr(ctx, "dim"), bo_attr_integer(ctx, ctx->t_i64, d)};
    bo_op_state ix = {.id = BO_OP_LINALG_INDEX, .loc = op->loc, .num_results = 1,
                      .result_types = &ctx->t_index, .num_props = 1, .props = &dim};
    bo_op *index = bo_build(&in_body, &ix);
    if (d < old->num_args) bo_value_replace_all_uses(old->args[d], &index->results[0]);
  }
  for (bo_op *o = old->first, *next; o; o = next) {
    next = o->next;
    if (!next) { /* the tensor.yield */
      bo_value *v = o->operands[0].value;
      bo_op_state y = {.id = BO_OP_LINALG_YIELD, .loc = o->loc, .num_operands = 1, .operands = &v};
      bo_build(&in_body, &y);
      break;
    }
    bo_op_remove(o);
    bo_op_append_to_block(o, body);
  }
  return map;
}

/* --------------------------------------------------------- tensor.generate */

/* A new buffer (dynamic sizes: the operands) filled by the lowered body. */
static int rewrite_generate(bo_op *op, bo_bufferizer *bz) {
  /* Upstream lowers generate only into the default memory space. */
  const bo_bufferize_options *o = bo_bufferizer_options(bz);
  if ((o->must_infer_memory_space && !o->use_encoding_for_memory_space) ||
      (o->use_encoding_for_memory_space && bo_type_get_encoding(op->results[0].type))) {
    bo_op_emit_plain_error(op, "memory space not implemented yet");
    return bo_op_emit_plain_error(op, "failed to bufferize op");
  }
  bo_value **dyn = malloc((op->num_operands + 1) * sizeof *dyn);
  for (unsigned i = 0; i < op->num_operands; i++) dyn[i] = op->operands[i].value;
  bo_value *buf = bo_bufferizer_alloc(bz, op->results[0].type, NULL,
                                      (const bo_value *const *)dyn, op->num_operands);
  free(dyn);
  bo_op *map = lower_generate_body(bz, op, buf);
  if (map->num_results) bo_bufferizer_replace_by_tensor(bz, op, 0, &map->results[0]);
  else bo_bufferizer_replace(bz, op, 0, buf);
  return 0;
}

const bo_bufferize_iface bo_tensor_generate_bufferize = {
    .reads = no, .writes = no, .rewrite = rewrite_generate};

/* -------------------------------------------------------------- tensor.pad */

/* Operands: source, dynamic low pads, dynamic high pads (segments 1, l, h). */
static bo_value *pad_amount(bo_op *op, const char *prop, unsigned first_dyn, unsigned i,
                            int64_t *constant) {
  unsigned n;
  const int64_t *s = bo_shaped_prop_i64s(op, prop, &n);
  unsigned k = first_dyn;
  for (unsigned j = 0; j < i; j++) k += s[j] == BO_DYNAMIC;
  if (s[i] != BO_DYNAMIC) {
    *constant = s[i];
    return NULL;
  }
  return op->operands[k].value;
}

/* An integer constant's value (upstream's affine folding sees through
 * arith.constant). */
static bool constant_index_value(const bo_value *v, int64_t *out) {
  if (!v->def_op || !bo_op_has_trait(v->def_op, BO_TRAIT_CONSTANT_LIKE)) return false;
  const bo_attr *a = bo_op_get_attr(v->def_op, "value");
  if (!a || bo_attr_get_kind(a) != BO_ATTR_INTEGER) return false;
  *out = bo_attr_get_int(a);
  return true;
}

/* `affine.apply` of the sum of `n` terms: values (NULL: the constant in
 * consts[i]).  folded: constants fold into the map (upstream's
 * makeComposedFoldedAffineApply; an all-constant sum becomes an
 * arith.constant); else every term is a symbol operand, constants
 * materialised first (upstream's AffineApplyOp::create). */
static bo_value *affine_sum(bo_bufferizer *bz, unsigned n, bo_value **vals, const int64_t *consts,
                            bool folded) {
  bo_context *ctx = bo_bufferizer_builder(bz)->ctx;
  bo_value *syms[8];
  const bo_affine_expr *e = NULL;
  int64_t c = 0;
  unsigned k = 0;
  for (unsigned i = 0; i < n && i < 8; i++) {
    int64_t v = consts[i];
    if (folded && (!vals[i] || constant_index_value(vals[i], &v))) {
      c += v;
      continue;
    }
    bo_value *s = vals[i] ? vals[i] : index_constant(bz, v);
    syms[k] = s;
    const bo_affine_expr *term = bo_affine_symbol(ctx, k++);
    e = e ? bo_affine_binary(ctx, BO_AFFINE_ADD, e, term) : term;
  }
  if (!e) return index_constant(bz, c);
  if (c) e = bo_affine_binary(ctx, BO_AFFINE_ADD, e, bo_affine_const(ctx, c));
  bo_named_attr map = {bo_intern_cstr(ctx, "map"), bo_attr_affine_map(ctx, 0, k, 1, &e)};
  return &bo_bufferize_build(bz, BO_OP_NAME(AFFINE_APPLY), k, syms, 1, &ctx->t_index, 1, &map)->results[0];
}

/* memref.subview of buf at `offsets` (NULL value: the static offsets[i])
 * with `sizes` (likewise) and unit strides. */
static bo_value *subview_at(bo_bufferizer *bz, bo_value *buf, unsigned rank,
                            bo_value *const *off_vals, const int64_t *offs,
                            bo_value *const *size_vals, const int64_t *sizes,
                            const bo_type *reduced_like) {
  bo_context *ctx = bo_bufferizer_builder(bz)->ctx;
  bo_value **ops = malloc((2 * rank + 1) * sizeof *ops);
  int64_t *so = malloc((3 * rank + 1) * sizeof *so), *ss = so + rank, *st = so + 2 * rank;
  unsigned n = 0;
  ops[n++] = buf;
  int64_t counts[4] = {1, 0, 0, 0};
  for (unsigned i = 0; i < rank; i++) {
    so[i] = off_vals[i] ? BO_DYNAMIC : offs[i];
    if (off_vals[i]) ops[n++] = off_vals[i], counts[1]++;
  }
  for (unsigned i = 0; i < rank; i++) {
    ss[i] = size_vals[i] ? BO_DYNAMIC : sizes[i];
    if (size_vals[i]) ops[n++] = size_vals[i], counts[2]++;
    st[i] = 1;
  }
  /* The result type: subview of buf's strides, as subview_type. */
  int64_t *bs = malloc((2 * rank + 1) * sizeof *bs), boff, *ns = bs + rank;
  bo_type_get_strides_and_offset(buf->type, bs, &boff);
  int64_t off = boff;
  for (unsigned i = 0; i < rank; i++) {
    if (so[i] == 0) { /* 0 * ? is 0 */
    } else if (off == BO_DYNAMIC || so[i] == BO_DYNAMIC || bs[i] == BO_DYNAMIC) {
      off = BO_DYNAMIC;
    } else {
      off += so[i] * bs[i];
    }
    ns[i] = bs[i];
  }
  (void)reduced_like;
  const bo_type *t = bo_type_memref(ctx, rank, ss, bo_type_get_element_type(buf->type),
                                    bo_attr_strided(ctx, rank, ns, off),
                                    bo_type_get_memory_space(buf->type));
  bo_named_attr props[4] = {
      {bo_intern_cstr(ctx, "operandSegmentSizes"), bo_attr_dense_array_int(ctx, ctx->t_i32, 4, counts)},
      {bo_intern_cstr(ctx, "static_offsets"), bo_attr_dense_array_int(ctx, ctx->t_i64, rank, so)},
      {bo_intern_cstr(ctx, "static_sizes"), bo_attr_dense_array_int(ctx, ctx->t_i64, rank, ss)},
      {bo_intern_cstr(ctx, "static_strides"), bo_attr_dense_array_int(ctx, ctx->t_i64, rank, st)}};
  bo_op *sv = bo_bufferize_build(bz, BO_OP_NAME(MEMREF_SUBVIEW), n, ops, 1, &t, 4, props);
  free(ops);
  free(so);
  free(bs);
  return &sv->results[0];
}

/* buf, a new identity-layout buffer just made, moved into memory space
 * `space` (NULL: left as it is): new buffers live in their source's space,
 * as upstream allocates them.  The ops already built on buf see the new
 * type (its copy, when buf is one).  O(1). */
static bo_value *in_memory_space(bo_context *ctx, bo_value *buf, const bo_attr *space) {
  const bo_type *t = buf->type;
  if (!space || !bo_type_has_rank(t) || bo_type_get_memory_space(t) == space) return buf;
  bo_value_set_type(buf, bo_type_memref(ctx, bo_type_get_rank(t), bo_type_get_shape(t),
                                        bo_type_get_element_type(t), bo_type_get_layout(t),
                                        space));
  return buf;
}

/* As upstream's PadOp bufferization: the dynamic result sizes once as
 * dim + low + high (left unused, as upstream), a new buffer sized by the
 * reified result shape, filled by the lowered body, and the source copied
 * into the subview at the low pads. */
static int rewrite_pad(bo_op *op, bo_bufferizer *bz) {
  const bo_type *rt = op->results[0].type;
  unsigned rank = bo_type_get_rank(rt);
  const int64_t *rshape = bo_type_get_shape(rt);
  const bo_type *st = op->operands[0].value->type;
  const int64_t *sshape = bo_type_get_shape(st);
  unsigned nlow = 0, nl;
  const int64_t *slow = bo_shaped_prop_i64s(op, "static_low", &nl);
  for (unsigned i = 0; i < nl; i++) nlow += slow[i] == BO_DYNAMIC;
  /* The source's buffer is asked for at each use, as upstream (without
   * function boundaries each ask is a new to_buffer of the argument). */
  bo_value **vals = calloc(3 * rank + 3, sizeof *vals);
  int64_t *consts = calloc(3 * rank + 3, sizeof *consts);
  bo_value **low_vals = vals + 3, **dyn = vals + 3 + rank, **size_vals = vals + 3 + 2 * rank;
  int64_t *low = consts + 3;
  for (unsigned i = 0; i < rank; i++) {
    if (rshape[i] != BO_DYNAMIC) continue;
    bo_value *terms[3];
    int64_t c[3] = {0, 0, 0};
    terms[0] = buffer_dim(bz, bo_bufferizer_read_buffer(bz, op, 0), i);
    terms[1] = pad_amount(op, "static_low", 1, i, &c[1]);
    if (!terms[1]) terms[1] = index_constant(bz, c[1]);
    terms[2] = pad_amount(op, "static_high", 1 + nlow, i, &c[2]);
    if (!terms[2]) terms[2] = index_constant(bz, c[2]);
    affine_sum(bz, 3, terms, c, false);
  }
  /* Reified result shape: source dim (a folded constant when static) +
   * low + high, constants folded into the map. */
  unsigned ndyn = 0;
  for (unsigned i = 0; i < rank; i++) {
    if (rshape[i] != BO_DYNAMIC) continue;
    bo_value *terms[3];
    int64_t c[3] = {0, 0, 0};
    if (sshape[i] == BO_DYNAMIC) {
      terms[0] = buffer_dim(bz, bo_bufferizer_read_buffer(bz, op, 0), i);
    } else {
      index_constant(bz, i); /* the dim's index, left by the fold */
      terms[0] = index_constant(bz, sshape[i]);
    }
    terms[1] = pad_amount(op, "static_low", 1, i, &c[1]);
    terms[2] = pad_amount(op, "static_high", 1 + nlow, i, &c[2]);
    dyn[ndyn++] = affine_sum(bz, 3, terms, c, true);
  }
  bo_value *buf = bo_bufferizer_alloc(bz, rt, NULL, (const bo_value *const *)dyn, ndyn);
  bo_value *known = bo_bufferizer_lookup(bz, op->operands[0].value);
  buf = in_memory_space(op->ctx, buf, known ? bo_type_get_memory_space(known->type) : NULL);
  bo_op *map = lower_generate_body(bz, op, buf);
  if (map->num_results) buf = bo_bufferizer_buffer_of(bz, &map->results[0]);
  for (unsigned i = 0; i < rank; i++) {
    low_vals[i] = pad_amount(op, "static_low", 1, i, &low[i]);
    if (sshape[i] == BO_DYNAMIC) size_vals[i] = buffer_dim(bz, bo_bufferizer_read_buffer(bz, op, 0), i);
  }
  bo_value *sv = subview_at(bz, buf, rank, low_vals, low, size_vals, sshape, st);
  bo_bufferizer_copy(bz, bo_bufferizer_read_buffer(bz, op, 0), sv);
  free(vals);
  free(consts);
  bo_bufferizer_replace(bz, op, 0, buf);
  return 0;
}

static bool pad_reads(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return i == 0; }

/* A new identity-layout buffer in the source's memory space (upstream's
 * PadOp getBufferType). */
static const bo_type *pad_buffer_type(const bo_op *op, unsigned r,
                                      const bo_type *const *operand_types, bo_bufferizer *bz) {
  const bo_type *t = bo_bufferizer_memref_type(op->ctx, op->results[r].type);
  const bo_attr *space = operand_types[0] ? bo_type_get_memory_space(operand_types[0]) : NULL;
  return space ? bo_type_memref(op->ctx, bo_type_get_rank(t), bo_type_get_shape(t),
                                bo_type_get_element_type(t), NULL, space)
               : t;
}

const bo_bufferize_iface bo_tensor_pad_bufferize = {
    .reads = pad_reads, .writes = no, .buffer_type = pad_buffer_type, .rewrite = rewrite_pad};

/* ---------------------------------------------- expand / collapse_shape */

/* Upstream's isIdentity: no layout attribute (a strided layout, even a
 * contiguous one, is not the identity map). */
static bool layout_is_identity(const bo_type *m) { return bo_type_get_layout(m) == NULL; }

static int64_t sat_mul(int64_t a, int64_t b) {
  return a == BO_DYNAMIC || b == BO_DYNAMIC ? BO_DYNAMIC : a * b;
}

/* memref.expand_shape's result type for source buffer type src (upstream's
 * computeExpandedType): identity stays identity; else each group's strides
 * grow from the group's source stride. */
static const bo_type *expanded_type(bo_context *ctx, const bo_type *src, const bo_op *op) {
  const bo_type *res = op->results[0].type;
  unsigned rrank = bo_type_get_rank(res), srank = bo_type_get_rank(src);
  const int64_t *rshape = bo_type_get_shape(res);
  const bo_attr *layout = NULL;
  if (!layout_is_identity(src)) {
    bo_reassoc r;
    if (bo_shaped_reassoc_decode(bo_op_get_prop(op, "reassociation"), &r)) return NULL;
    int64_t *ss = malloc((srank + rrank + 1) * sizeof *ss), *rs = ss + srank, off;
    bo_type_get_strides_and_offset(src, ss, &off);
    for (int g = (int)r.num_groups - 1; g >= 0; g--) {
      int64_t cur = ss[g];
      for (unsigned k = r.start[g + 1]; k-- > r.start[g];) {
        rs[r.dims[k]] = cur;
        cur = sat_mul(cur, rshape[r.dims[k]]);
      }
    }
    layout = bo_attr_strided(ctx, rrank, rs, off);
    free(ss);
    bo_shaped_reassoc_free(&r);
  }
  return bo_type_memref(ctx, rrank, rshape, bo_type_get_element_type(src), layout,
                        bo_type_get_memory_space(src));
}

/* memref.collapse_shape's result type for source buffer type src, or NULL
 * when the groups are not guaranteed contiguous (upstream's
 * computeCollapsedLayoutMap, strict: a dynamic stride is not enough). */
static const bo_type *collapsed_type(bo_context *ctx, const bo_type *src, const bo_op *op) {
  const bo_type *res = op->results[0].type;
  unsigned rrank = bo_type_get_rank(res), srank = bo_type_get_rank(src);
  const int64_t *sshape = bo_type_get_shape(src);
  const bo_attr *layout = NULL;
  bool ok = true;
  if (!layout_is_identity(src)) {
    bo_reassoc r;
    if (bo_shaped_reassoc_decode(bo_op_get_prop(op, "reassociation"), &r)) return NULL;
    int64_t *ss = malloc((srank + r.num_groups + 1) * sizeof *ss), *rs = ss + srank, off;
    bo_type_get_strides_and_offset(src, ss, &off);
    for (unsigned g = 0; g < r.num_groups; g++) {
      unsigned b = r.start[g], e = r.start[g + 1];
      while (e - b > 1 && sshape[r.dims[e - 1]] == 1) e--;
      int64_t last = r.dims[e - 1];
      rs[g] = sshape[last] != BO_DYNAMIC || e - b == 1 ? ss[last] : BO_DYNAMIC;
    }
    for (int g = (int)r.num_groups - 1; ok && g >= 0; g--) {
      int64_t stride = rs[g];
      for (unsigned k = r.start[g + 1] - 1; k > r.start[g] && ok; k--) {
        int64_t idx = r.dims[k];
        stride = sat_mul(stride, sshape[idx]);
        /* A unit dim's stride means nothing: skipped before the strict
         * check, as mlir-opt 22 (memref<1x16xf32, strided<[?, ?]>> collapses). */
        if (sshape[idx - 1] == 1) continue;
        if (stride == BO_DYNAMIC || ss[idx - 1] == BO_DYNAMIC || stride != ss[idx - 1]) ok = false;
      }
    }
    if (ok) layout = bo_attr_strided(ctx, r.num_groups, rs, off);
    free(ss);
    bo_shaped_reassoc_free(&r);
  }
  if (!ok) return NULL;
  return bo_type_memref(ctx, rrank, bo_type_get_shape(res), bo_type_get_element_type(src), layout,
                        bo_type_get_memory_space(src));
}

static bo_value *build_reshaping(bo_bufferizer *bz, bo_op *op, const char *name, bo_value *buf,
                                 const bo_type *t) {
  bo_value **ops = malloc((op->num_operands + 1) * sizeof *ops);
  ops[0] = buf;
  for (unsigned i = 1; i < op->num_operands; i++) ops[i] = op->operands[i].value;
  bo_op *m = bo_bufferize_build(bz, name, op->num_operands, ops, 1, &t, op->num_props, op->props);
  free(ops);
  return &m->results[0];
}

static const bo_type *expand_buffer_type(const bo_op *op, unsigned r,
                                         const bo_type *const *operand_types, bo_bufferizer *bz) {
  return expanded_type(op->ctx, operand_types[0], op);
}

static int rewrite_expand_shape(bo_op *op, bo_bufferizer *bz) {
  bo_value *src = bo_bufferizer_read_buffer(bz, op, 0);
  const bo_type *t = expanded_type(op->ctx, src->type, op);
  if (!t) return bo_bufferizer_unsupported(op, "its reassociation is malformed");
  bo_value *view = build_reshaping(bz, op, BO_OP_NAME(MEMREF_EXPAND_SHAPE), src, t);
  bo_bufferizer_replace(bz, op, 0, view_or_copy(bz, op, 0, view));
  return 0;
}

/* A rank-0 result: the source's offset kept (upstream's 0-d special case). */
static const bo_type *collapsed_to_scalar(bo_context *ctx, const bo_type *src) {
  const bo_attr *layout = NULL;
  if (!layout_is_identity(src)) {
    unsigned rank = bo_type_get_rank(src);
    int64_t *s = malloc((rank + 1) * sizeof *s), off;
    bo_type_get_strides_and_offset(src, s, &off);
    layout = bo_attr_strided(ctx, 0, NULL, off);
    free(s);
  }
  return bo_type_memref(ctx, 0, NULL, bo_type_get_element_type(src), layout,
                        bo_type_get_memory_space(src));
}

static const bo_type *collapse_buffer_type(const bo_op *op, unsigned r,
                                           const bo_type *const *operand_types, bo_bufferizer *bz) {
  if (bo_type_get_rank(op->results[0].type) == 0) return collapsed_to_scalar(op->ctx, operand_types[0]);
  const bo_type *t = collapsed_type(op->ctx, operand_types[0], op);
  return t ? t : bo_bufferizer_memref_type(op->ctx, op->results[0].type);
}

/* A source buffer whose groups are not guaranteed contiguous is first
 * copied into a new identity buffer (as upstream). */
static int rewrite_collapse_shape(bo_op *op, bo_bufferizer *bz) {
  bo_value *src = bo_bufferizer_read_buffer(bz, op, 0);
  const bo_type *t;
  if (bo_type_get_rank(op->results[0].type) == 0) {
    t = collapsed_to_scalar(op->ctx, src->type);
  } else if (!(t = collapsed_type(op->ctx, src->type, op))) {
    src = bo_bufferizer_identity_copy(bz, op, 0, src);
    t = collapsed_type(op->ctx, src->type, op);
  }
  bo_value *view = build_reshaping(bz, op, BO_OP_NAME(MEMREF_COLLAPSE_SHAPE), src, t);
  bo_bufferizer_replace(bz, op, 0, view_or_copy(bz, op, 0, view));
  return 0;
}

const bo_bufferize_iface bo_tensor_expand_shape_bufferize = {
    .reads = no, .writes = no, .aliasing_result = alias_result0,
    .buffer_type = expand_buffer_type, .rewrite = rewrite_expand_shape};
const bo_bufferize_iface bo_tensor_collapse_shape_bufferize = {
    .reads = no, .writes = no, .aliasing_result = alias_result0,
    .buffer_type = collapse_buffer_type, .rewrite = rewrite_collapse_shape};

/* ---------------------------------------------------------- tensor.reshape */

/* Operands: source, shape.  The shape is read; the source aliases the
 * result (memref.reshape is a view) but must have the identity layout:
 * otherwise it is copied into a new buffer first, as upstream. */
static bool reshape_reads(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return i == 1; }
static int reshape_alias(const bo_op *op, unsigned i, bool *eq, const bo_bufferize_state *st) {
  *eq = i == 0;
  return i == 0 ? 0 : -1;
}

/* The identity layout in the source buffer's memory space (upstream's
 * ReshapeOp getBufferType). */
static const bo_type *reshape_type(bo_context *ctx, const bo_type *result, const bo_type *src) {
  const bo_type *t = bo_bufferizer_memref_type(ctx, result);
  const bo_attr *space = src ? bo_type_get_memory_space(src) : NULL;
  return space ? bo_type_memref(ctx, bo_type_get_rank(t), bo_type_get_shape(t),
                                bo_type_get_element_type(t), NULL, space)
               : t;
}

static const bo_type *reshape_buffer_type(const bo_op *op, unsigned r,
                                          const bo_type *const *operand_types, bo_bufferizer *bz) {
  return reshape_type(op->ctx, op->results[0].type, operand_types[0]);
}

static int rewrite_reshape(bo_op *op, bo_bufferizer *bz) {
  bo_value *src = bo_bufferizer_read_buffer(bz, op, 0);
  bo_value *shape = bo_bufferizer_read_buffer(bz, op, 1);
  if (!bo_type_has_rank(src->type))
    return bo_bufferizer_unsupported(op, "an unranked source");
  /* the identity-layout copy stays in the source's memory space */
  if (!layout_is_identity(src->type))
    src = in_memory_space(op->ctx, bo_bufferizer_identity_copy(bz, op, 0, src),
                          bo_type_get_memory_space(src->type));
  bo_value *ops[2] = {src, shape};
  const bo_type *t = reshape_type(op->ctx, op->results[0].type, src->type);
  bo_op *m = bo_bufferize_build(bz, BO_OP_NAME(MEMREF_RESHAPE), 2, ops, 1, &t, 0, NULL);
  bo_bufferizer_replace(bz, op, 0, view_or_copy(bz, op, 0, &m->results[0]));
  return 0;
}

const bo_bufferize_iface bo_tensor_reshape_bufferize = {
    .reads = reshape_reads, .writes = no, .aliasing_result = reshape_alias,
    .buffer_type = reshape_buffer_type, .rewrite = rewrite_reshape};

/* ----------------------------------------------------------- tensor.concat */

/* The running offset along the concatenated dimension, as upstream's
 * folded affine arithmetic keeps it: a constant, a plain index value, or an
 * affine.apply `sum(syms) + c` (whose symbols a later sum composes). */
typedef struct concat_offset {
  int64_t c;          /* constant part */
  bo_value *value;    /* NULL: the constant c alone */
  bool is_apply;      /* value is an affine.apply of syms + c */
  BO_VEC(bo_value *) syms;
} concat_offset;

/* offset += size (a value, or the constant `s` when NULL).  Symbols in
 * upstream's order: a plain offset then the size; composed with an earlier
 * apply, the new symbol first, then the apply's. */
static void concat_advance(bo_bufferizer *bz, concat_offset *o, bo_value *size, int64_t s) {
  if (!size) {
    o->c += s;
    if (!o->value || s == 0) return;
    if (!o->is_apply) bo_vec_push(&o->syms, o->value);
  } else if (!o->value && o->c == 0) {
    o->value = size;
    o->is_apply = false;
    return;
  } else if (!o->is_apply) { /* a plain value or a constant, then the size */
    if (o->value) bo_vec_push(&o->syms, o->value);
    bo_vec_push(&o->syms, size);
  } else { /* composed: the new symbol first, then the apply's */
    bo_vec_push(&o->syms, NULL);
    memmove(o->syms.data + 1, o->syms.data, (o->syms.len - 1) * sizeof *o->syms.data);
    o->syms.data[0] = size;
  }
  unsigned n = (unsigned)o->syms.len;
  bo_value **vals = malloc((n + 1) * sizeof *vals);
  int64_t *zeros = calloc(n + 1, sizeof *zeros);
  memcpy(vals, o->syms.data, n * sizeof *vals);
  /* the constant goes in as a last, folded term */
  vals[n] = NULL;
  zeros[n] = o->c;
  o->value = affine_sum(bz, n + 1, vals, zeros, true);
  o->is_apply = true;
  free(vals);
  free(zeros);
}

/* `memref.dim buf, i` as upstream's createOrFold builds it: the index
 * constant, then the size itself when it is static in the type of buf or
 * of the buffer a memref.cast casts (the fold sees through casts; not
 * through memref.alloc, as upstream). */
static bo_value *folded_buffer_dim(bo_bufferizer *bz, bo_value *buf, unsigned i) {
  bo_value *b = buf;
  for (;;) {
    int64_t sz = bo_type_get_shape(b->type)[i];
    if (sz != BO_DYNAMIC) {
      index_constant(bz, i);
      return index_constant(bz, sz);
    }
    bo_op *def = b->def_op;
    if (def && def->num_operands == 1 && bo_op_isa(def, BO_OP_MEMREF_CAST) &&
        bo_type_has_rank(def->operands[0].value->type)) {
      b = def->operands[0].value;
      continue;
    }
    return buffer_dim(bz, buf, i);
  }
}

/* As upstream's ConcatOp bufferization: the result sizes reified (a
 * non-concatenated dynamic dim: the static size of some input, else the
 * first input's dim; the concatenated one: the folded sum of the inputs'
 * dims), a new buffer, its dynamic dims, then per input a subview at the
 * running offset along `dim` (sizes: the buffer's dims, and the input's
 * size along `dim`) filled by memref.copy. */
static int rewrite_concat(bo_op *op, bo_bufferizer *bz) {
  if (check_memory_space(op, bz)) return -1;
  const bo_type *rt = op->results[0].type;
  unsigned rank = bo_type_get_rank(rt), nin = op->num_operands;
  const int64_t *rshape = bo_type_get_shape(rt);
  unsigned dim = (unsigned)bo_attr_get_int(bo_op_get_prop(op, "dim"));
  bo_value **bufs = malloc((nin + 1) * sizeof *bufs);
  for (unsigned k = 0; k < nin; k++) bufs[k] = bo_bufferizer_read_buffer(bz, op, k);
  bo_value **dyn = calloc(rank + 1, sizeof *dyn);
  bo_value **sizes = calloc(rank + 1, sizeof *sizes);
  int64_t *static_sizes = calloc(rank + 1, sizeof *static_sizes);
  unsigned ndyn = 0;
  for (unsigned i = 0; i < rank; i++) {
    if (i == dim || rshape[i] != BO_DYNAMIC) continue;
    int64_t known = BO_DYNAMIC;
    for (unsigned k = 0; k < nin && known == BO_DYNAMIC; k++)
      known = bo_type_get_shape(op->operands[k].value->type)[i];
    dyn[i] = known != BO_DYNAMIC ? index_constant(bz, known) : buffer_dim(bz, bufs[0], i);
  }
  if (rshape[dim] == BO_DYNAMIC) {
    bo_value **terms = malloc((nin + 1) * sizeof *terms);
    int64_t *consts = calloc(nin + 1, sizeof *consts);
    for (unsigned k = 0; k < nin; k++) {
      int64_t sz = bo_type_get_shape(op->operands[k].value->type)[dim];
      if (sz == BO_DYNAMIC) {
        terms[k] = buffer_dim(bz, bufs[k], dim);
      } else { /* createOrFold: the index constant, then the folded size */
        index_constant(bz, dim);
        terms[k] = index_constant(bz, sz);
      }
    }
    dyn[dim] = affine_sum(bz, nin, terms, consts, true);
    free(terms);
    free(consts);
  }
  for (unsigned i = 0; i < rank; i++)
    if (rshape[i] == BO_DYNAMIC) dyn[ndyn++] = dyn[i];
  bo_value *buf = bo_bufferizer_alloc(bz, rt, NULL, (const bo_value *const *)dyn, ndyn);
  /* Without the bufferization dialect: upstream reads its alloc_tensor
   * with an identity type (not the unknown-type-conversion one). */
  if (bo_bufferizer_tensor_allocs(bz) && bo_type_is_memref(buf->type))
    bo_value_set_type(buf, bo_type_memref(op->ctx, bo_type_get_rank(buf->type),
                                          bo_type_get_shape(buf->type),
                                          bo_type_get_element_type(buf->type), NULL,
                                          bo_type_get_memory_space(buf->type)));
  bool dynamic_dim = false;
  for (unsigned i = 0; i < rank; i++) {
    if (rshape[i] != BO_DYNAMIC) {
      static_sizes[i] = rshape[i];
      continue;
    }
    sizes[i] = buffer_dim(bz, buf, i);
    if (i == dim) dynamic_dim = true;
  }
  bo_value **offs = calloc(rank + 1, sizeof *offs);
  int64_t *static_offs = calloc(rank + 1, sizeof *static_offs);
  concat_offset off = {0};
  for (unsigned k = 0; k < nin; k++) {
    const bo_type *it = op->operands[k].value->type;
    int64_t sz = bo_type_get_shape(it)[dim];
    offs[dim] = off.value;
    static_offs[dim] = off.c;
    sizes[dim] = NULL;
    static_sizes[dim] = sz;
    if (dynamic_dim && sz == BO_DYNAMIC) sizes[dim] = folded_buffer_dim(bz, bufs[k], dim);
    bo_value *sv = subview_at(bz, buf, rank, offs, static_offs, sizes, static_sizes, it);
    bo_bufferizer_copy(bz, bufs[k], sv);
    int64_t known;
    if (sizes[dim] && constant_index_value(sizes[dim], &known)) concat_advance(bz, &off, NULL, known);
    else if (dynamic_dim) concat_advance(bz, &off, sizes[dim], sz);
    else off.c += sz;
  }
  bo_vec_free(&off.syms);
  free(bufs);
  free(dyn);
  free(sizes);
  free(static_sizes);
  free(offs);
  free(static_offs);
  bo_bufferizer_replace(bz, op, 0, buf);
  return 0;
}

const bo_bufferize_iface bo_tensor_concat_bufferize = {
    .reads = yes, .writes = no, .rewrite = rewrite_concat};
