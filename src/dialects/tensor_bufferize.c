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

/* ------------------------------------------------------------ tensor.empty */

/* Does some use of the empty tensor need its buffer?  A write out of place
 * allocates its own (no copy: the contents are undefined), as upstream's
 * alloc_tensor for the copy leaves tensor.empty dead.  Dynamic shapes take
 * their sizes from the buffer. */
static bool empty_buffer_needed(bo_op *op, bo_bufferizer *bz) {
  bo_value *v = &op->results[0];
  if (bo_type_get_num_elements(v->type) == BO_DYNAMIC) return bo_value_has_uses(v);
  for (bo_use *u = v->first_use; u; u = u->next)
    if (!bo_bufferize_iface_of(u->owner) || bo_bufferizer_in_place(bz, u->owner, u->index) ||
        !bo_bufferize_writes(u->owner, u->index, bo_bufferizer_state(bz)))
      return true;
  return false;
}

static int rewrite_empty(bo_op *op, bo_bufferizer *bz) {
  if (!empty_buffer_needed(op, bz)) return 0;
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
static int rewrite_scalar_query(bo_op *op, bo_bufferizer *bz, const char *name, unsigned tensor) {
  bo_value **ops = malloc(op->num_operands * sizeof *ops);
  for (unsigned i = 0; i < op->num_operands; i++)
    ops[i] = i == tensor ? bo_bufferizer_read_buffer(bz, op, i) : op->operands[i].value;
  const bo_type *t = op->results[0].type;
  bo_op *q = bo_bufferize_build(bz, name, op->num_operands, ops, 1, &t, 0, NULL);
  free(ops);
  bo_value_replace_all_uses(&op->results[0], &q->results[0]);
  return 0;
}

static int rewrite_extract(bo_op *op, bo_bufferizer *bz) {
  return rewrite_scalar_query(op, bz, "memref.load", 0);
}

static int rewrite_dim(bo_op *op, bo_bufferizer *bz) {
  return rewrite_scalar_query(op, bz, "memref.dim", 0);
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
  bo_bufferize_build(bz, "memref.store", op->num_operands, ops, 0, NULL, 0, NULL);
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
    if (off == BO_DYNAMIC || offs[i] == BO_DYNAMIC || src_strides[i] == BO_DYNAMIC)
      off = BO_DYNAMIC;
    else
      off += offs[i] * src_strides[i];
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
  bo_op *sv = bo_bufferize_build(bz, "memref.subview", n, ops, 1, &t, 4, props);
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
  if (!bo_bufferizer_in_place(bz, op, 0)) {
    /* Out of place: the slice gets its own buffer. */
    bo_value *copy = bo_bufferizer_alloc(bz, op->results[0].type, sv, NULL, 0);
    if (bo_bufferize_value_is_read(&op->results[0], bo_bufferizer_state(bz))) bo_bufferizer_copy(bz, sv, copy);
    sv = copy;
  }
  bo_bufferizer_replace(bz, op, 0, sv);
  return 0;
}

const bo_bufferize_iface bo_tensor_extract_slice_bufferize = {
    .reads = no, .writes = no, .aliasing_result = extract_slice_alias,
    .matching_subset = extract_matches_insert, .rewrite = rewrite_extract_slice};

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

/* ------------------------------------------------------------ tensor.cast */

/* Ranked to ranked: the source buffer's layout (offsets and strides do
 * not change), as upstream's CastOp getBufferType. */
static const bo_type *cast_type(const bo_op *op, const bo_type *src) {
  const bo_type *res = op->results[0].type;
  const bo_type *t = bo_bufferizer_memref_type(op->ctx, res);
  if (!bo_type_has_rank(src) || !bo_type_get_layout(src)) return t;
  if (!bo_type_has_rank(res)) return bo_bufferizer_dynamic_layout(op->ctx, t);
  return bo_type_memref(op->ctx, bo_type_get_rank(res), bo_type_get_shape(res),
                        bo_type_get_element_type(res), bo_type_get_layout(src),
                        bo_type_get_memory_space(src));
}

static const bo_type *cast_buffer_type(const bo_op *op, unsigned r,
                                       const bo_type *const *operand_types, bo_bufferizer *bz) {
  return cast_type(op, operand_types[0]);
}

static int rewrite_cast(bo_op *op, bo_bufferizer *bz) {
  bo_value *src = bo_bufferizer_read_buffer(bz, op, 0);
  bo_bufferizer_replace(bz, op, 0, bo_bufferizer_cast(bz, src, cast_type(op, src->type)));
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
  if (bi != &bo_tensor_insert_slice_bufferize) return false;
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
  return rewrite_scalar_query(op, bz, "memref.rank", 0);
}

const bo_bufferize_iface bo_tensor_rank_bufferize = {
    .reads = no, .writes = no, .rewrite = rewrite_rank};

/* --------------------------------------------------- tensor.from_elements */

/* A new buffer, one index constant per value below the largest dimension
 * (as upstream: %c0, %c1, ...), then one memref.store per element in
 * row-major order. */
static int rewrite_from_elements(bo_op *op, bo_bufferizer *bz) {
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
    consts[k] = &bo_bufferize_build(bz, "arith.constant", 0, NULL, 1, &ctx->t_index, 1, &value)
                     ->results[0];
  }
  int64_t *idx = calloc(rank + 1, sizeof *idx);
  bo_value **ops = malloc((rank + 2) * sizeof *ops);
  for (unsigned e = 0; e < op->num_operands; e++) {
    ops[0] = op->operands[e].value;
    ops[1] = buf;
    for (unsigned i = 0; i < rank; i++) ops[2 + i] = consts[idx[i]];
    bo_bufferize_build(bz, "memref.store", rank + 2, ops, 0, NULL, 0, NULL);
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

/* ----------------------------------------------------------- tensor.splat */

/* A new buffer filled by linalg.map { linalg.yield %value }, as upstream.
 * Operands: the value, then the dynamic sizes. */
static int rewrite_splat(bo_op *op, bo_bufferizer *bz) {
  bo_context *ctx = op->ctx;
  const bo_type *t = op->results[0].type;
  bo_value **dyn = malloc(op->num_operands * sizeof *dyn);
  for (unsigned i = 1; i < op->num_operands; i++) dyn[i - 1] = op->operands[i].value;
  bo_value *buf = bo_bufferizer_alloc(bz, t, NULL, (const bo_value *const *)dyn,
                                      op->num_operands - 1);
  free(dyn);
  bo_op_state st = {.name = "linalg.map", .loc = op->loc, .num_operands = 1, .operands = &buf,
                    .num_regions = 1};
  bo_op *map = bo_build(bo_bufferizer_builder(bz), &st);
  bo_block *body = bo_region_add_block(&map->regions[0]);
  bo_block_add_arg(body, bo_type_get_element_type(t), op->loc);
  bo_value *v = op->operands[0].value;
  bo_op_state yield = {.name = "linalg.yield", .loc = op->loc, .num_operands = 1, .operands = &v};
  bo_builder in_body = bo_builder_at_end(ctx, body);
  bo_build(&in_body, &yield);
  bo_bufferizer_replace(bz, op, 0, buf);
  return 0;
}

const bo_bufferize_iface bo_tensor_splat_bufferize = {
    .reads = no, .writes = no, .rewrite = rewrite_splat};
