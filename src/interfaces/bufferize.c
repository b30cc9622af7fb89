/* bufferize.c - the services One-Shot Bufferize offers the ops' rewrite
 * hooks (MLIR keeps them beside the interface, in
 * BufferizableOpInterface.cpp): the options' defaults, buffer types and
 * layouts, the buffers of operands (read, written in place or out of
 * place), allocations and copies, memref.global constants, casts, the
 * alloc_tensor copies of dialect-filter runs, and callee signatures.  The
 * pass (src/transforms/one_shot_bufferize.c) drives the rewrite and owns
 * the run's state (struct bo_bufferizer, interfaces/bufferizer.h); the
 * hooks in src/dialects/<d>_bufferize.c call only what is here, so no object
 * of src/dialects/ references a pass.
 *
 * Invariant: a service never decides in-placeness (the analysis did) and
 * only builds ops at the rewrite's builder or next to the value it serves.
 * Cost: O(1) per call but for the dynamic sizes (O(rank)) and a new
 * global's name (O(rank) plus the uniquing suffixes tried).
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "bufferizer.h"
#include "memory_iface.h"

/* ------------------------------------------------------------- options */

void bo_bufferize_options_init(bo_bufferize_options *o) {
  memset(o, 0, sizeof *o);
  o->buffer_alignment = 64;
  o->check_parallel_regions = true;
  o->function_boundary_type_conversion = BO_LAYOUT_INFER;
  o->unknown_type_conversion = BO_LAYOUT_FULLY_DYNAMIC;
}

/* ------------------------------------------------------------- types */

/* The answer of bo_bufferize_type_iface_of per opaque type (types are
 * interned) is kept in the context's cache, keyed by the type; this
 * stands for "none". */
static const char k_not_tensor_like;

const bo_bufferize_type_iface *bo_bufferize_type_iface_of(bo_context *ctx, const bo_type *t) {
  if (bo_type_get_kind(t) != BO_TYPE_OPAQUE) return NULL;
  const void *memo = bo_context_cache_get(ctx, t);
  if (memo) return memo == &k_not_tensor_like ? NULL : memo;
  const bo_bufferize_type_iface *found = NULL;
  const char *text = bo_type_get_opaque_text(t);
  const char *dot = memchr(text, '.', t->u.opaque.len);
  size_t len = dot ? (size_t)(dot - text) : 0;
  for (size_t d = 0; dot && d < ctx->dialects.len && !found; d++) {
    const bo_dialect *dl = ctx->dialects.data[d];
    if (strlen(dl->name) != len || memcmp(dl->name, text, len)) continue;
    for (unsigned i = 0; i < dl->num_ops && !found; i++)
      if (dl->ops[i].bufferize)
        found = ((const bo_bufferize_iface *)dl->ops[i].bufferize)->tensor_like_types;
  }
  bo_context_cache_put(ctx, t, found ? (void *)found : (void *)&k_not_tensor_like);
  return found;
}

bool bo_bufferize_value_is_tensor_like(const bo_value *v) {
  if (bo_type_is_tensor(v->type)) return true;
  if (bo_type_get_kind(v->type) != BO_TYPE_OPAQUE) return false;
  bo_context *ctx = v->def_op                       ? v->def_op->ctx
                    : v->owner && v->owner->parent ? v->owner->parent->ctx
                                                   : NULL;
  return ctx && bo_bufferize_type_iface_of(ctx, v->type);
}

const bo_type *bo_bufferize_tensor_like_buffer_type(bo_context *ctx, const bo_type *t) {
  const bo_bufferize_type_iface *ti = bo_bufferize_type_iface_of(ctx, t);
  return ti && ti->buffer_type ? ti->buffer_type(ctx, t) : NULL;
}

/* A tensor-like type that is no tensor: its buffer type, or itself when it
 * has none (the op's rewrite reports it). */
static const bo_type *tensor_like_buffer(bo_context *ctx, const bo_type *t) {
  const bo_type *b = bo_bufferize_tensor_like_buffer_type(ctx, t);
  return b ? b : t;
}

const bo_type *bo_bufferizer_memref_type(bo_context *ctx, const bo_type *tensor) {
  if (!bo_type_is_tensor(tensor)) return tensor_like_buffer(ctx, tensor);
  if (!bo_type_has_rank(tensor))
    return bo_type_unranked_memref(ctx, bo_type_get_element_type(tensor), NULL);
  return bo_type_memref(ctx, bo_type_get_rank(tensor), bo_type_get_shape(tensor),
                        bo_type_get_element_type(tensor), NULL, NULL);
}

const bo_type *bo_bufferizer_dynamic_layout(bo_context *ctx, const bo_type *memref) {
  /* a container (a sequence's buffer) keeps its identity layout: the
   * deallocation passes free it as itself (docs/sequences.md) */
  if (!bo_type_has_rank(memref) || bo_type_is_buffer_container(memref)) return memref;
  unsigned rank = bo_type_get_rank(memref);
  int64_t *strides = malloc((rank + 1) * sizeof *strides);
  for (unsigned i = 0; i < rank; i++) strides[i] = BO_DYNAMIC;
  const bo_type *t = bo_type_memref(ctx, rank, bo_type_get_shape(memref),
                                    bo_type_get_element_type(memref),
                                    bo_attr_strided(ctx, rank, strides, BO_DYNAMIC),
                                    bo_type_get_memory_space(memref));
  free(strides);
  return t;
}

/* use-encoding-for-memory-space: m (a memref for tensor type t) in the
 * memory space named by t's encoding. */
static const bo_type *with_encoding_space(bo_bufferizer *bz, const bo_type *m, const bo_type *t) {
  const bo_attr *enc = bz->opts->use_encoding_for_memory_space && bo_type_has_rank(t)
                           ? bo_type_get_encoding(t)
                           : NULL;
  if (!enc || !bo_type_has_rank(m)) return m;
  return bo_type_memref(bz->ctx, bo_type_get_rank(m), bo_type_get_shape(m),
                        bo_type_get_element_type(m), bo_type_get_layout(m), enc);
}

/* The buffer type of a function argument of tensor type t. */
const bo_type *boundary_arg_type(bo_bufferizer *bz, const bo_type *t) {
  if (!bo_type_is_tensor(t)) return tensor_like_buffer(bz->ctx, t);
  const bo_type *m = with_encoding_space(bz, bo_bufferizer_memref_type(bz->ctx, t), t);
  return bz->opts->function_boundary_type_conversion == BO_LAYOUT_IDENTITY
             ? m
             : bo_bufferizer_dynamic_layout(bz->ctx, m);
}

/* The buffer type of argument i (tensor type t) of function func: as
 * boundary_arg_type, but in the layout its `bufferization.buffer_layout`
 * argument attribute names (the function op's arg_layout hook), in the
 * same memory space (upstream's getBufferizedFunctionArgType).  An
 * unranked tensor keeps its type (upstream asserts). */
const bo_type *boundary_func_arg_type(bo_bufferizer *bz, const bo_op *func, unsigned i,
                                      const bo_type *t) {
  const bo_type *m = boundary_arg_type(bz, t);
  if (!bo_type_is_tensor(t)) return m; /* tensor-like: no layout */
  const bo_bufferize_iface *fbi = bo_bufferize_iface_of(func);
  const bo_attr *layout = fbi && fbi->arg_layout ? fbi->arg_layout(func, i) : NULL;
  if (!layout || !bo_type_has_rank(m)) return m;
  return bo_type_memref(bz->ctx, bo_type_get_rank(m), bo_type_get_shape(m),
                        bo_type_get_element_type(m), layout, bo_type_get_memory_space(m));
}

/* ------------------------------------------------------------- services */

const bo_bufferize_options *bo_bufferizer_options(bo_bufferizer *bz) { return bz->opts; }
const bo_bufferize_state *bo_bufferizer_state(bo_bufferizer *bz) { return bz->state; }
bo_builder *bo_bufferizer_builder(bo_bufferizer *bz) { return &bz->cur->builder; }
bo_bufferize_layout bo_bufferizer_boundary_layout(bo_bufferizer *bz) {
  return (bo_bufferize_layout)bz->opts->function_boundary_type_conversion;
}

void bo_bufferizer_erase_when_unused(bo_bufferizer *bz, bo_op *op) {
  if (!bz->cur->erase_unused) bz->cur->erase_unused = bo_mapping_create();
  if (bo_mapping_get(bz->cur->erase_unused, op)) return;
  bo_mapping_put(bz->cur->erase_unused, op, op);
  bo_vec_push(&bz->cur->unused, op);
}

int bo_bufferizer_unsupported(const bo_op *op, const char *why) {
  return bo_op_emit_error(op, "is not supported by one-shot-bufferize yet: %s", why);
}

bo_op *bo_bufferize_build(bo_bufferizer *bz, const char *name, unsigned num_operands,
                          bo_value *const *operands, unsigned num_results,
                          const bo_type *const *result_types, unsigned num_props,
                          const bo_named_attr *props) {
  bo_op_state st = {.name = name, .loc = bz->cur->builder.loc, .num_operands = num_operands,
                    .operands = operands, .num_results = num_results,
                    .result_types = result_types, .num_props = num_props, .props = props};
  return bo_build(&bz->cur->builder, &st);
}

bool bo_bufferizer_in_place(bo_bufferizer *bz, const bo_op *op, unsigned operand) {
  return bo_osb_in_place(bz->cur->fi->analysis, op, operand);
}

/* The memref type a tensor gets where its layout cannot be inferred. */
static const bo_type *unknown_buffer_type(bo_bufferizer *bz, const bo_type *t) {
  if (!bo_type_is_tensor(t)) return tensor_like_buffer(bz->ctx, t);
  const bo_type *m = with_encoding_space(bz, bo_bufferizer_memref_type(bz->ctx, t), t);
  return bz->opts->unknown_type_conversion == BO_LAYOUT_IDENTITY
             ? m
             : bo_bufferizer_dynamic_layout(bz->ctx, m);
}

const bo_type *bo_bufferizer_unknown_type(bo_bufferizer *bz, const bo_type *tensor) {
  return unknown_buffer_type(bz, tensor);
}

bool bo_bufferizer_yield_needs_copy(bo_bufferizer *bz, const bo_value *v, const bo_region *r,
                                    const bo_value *except) {
  if (bz->opts->copy_before_write) return false;
  return bo_osb_aliases_outside(bz->cur->fi->analysis, v, r, except);
}

bool bo_bufferizer_undefined_contents(bo_bufferizer *bz, const bo_value *v) {
  return bo_osb_undefined_contents(bz->cur->fi->analysis, v);
}

bool bo_bufferizer_equivalent(bo_bufferizer *bz, const bo_value *a, const bo_value *b) {
  return bo_osb_equivalent(bz->cur->fi->analysis, a, b);
}

bo_value *get_buffer(func_state *st, const bo_value *v) {
  uint32_t k = bo_osb_value_slot(st->fi->analysis, v);
  if (k < st->num_ids) return st->buffer_by_id[k];
  return st->buffers ? bo_mapping_get(st->buffers, v) : NULL;
}

void set_buffer(func_state *st, const bo_value *v, bo_value *buffer) {
  uint32_t k = bo_osb_value_slot(st->fi->analysis, v);
  if (k < st->num_ids) {
    st->buffer_by_id[k] = buffer;
    return;
  }
  if (!st->buffers) st->buffers = bo_mapping_create();
  bo_mapping_put(st->buffers, v, buffer);
}

bo_value *bo_bufferizer_lookup(bo_bufferizer *bz, const bo_value *v) {
  return get_buffer(bz->cur, v);
}

/* Without function boundaries the blocks of the function keep their
 * tensor arguments (upstream bufferizes block signatures with the
 * function), so the branches between them stay too. */
bool is_function_block(const bo_bufferizer *bz, const bo_block *b) {
  return !bz->opts->bufferize_function_boundaries && b && b->parent == &bz->cur->fi->op->regions[0];
}

bool op_converted(const bo_bufferizer *bz, const bo_op *op);

/* Does block b keep its tensor arguments: a block of the function without
 * function boundaries, or the block of a region op the pass leaves on
 * tensors (dialect-filter: a filtered scf.for's iteration arguments)?
 * Each read of such an argument is then a new to_buffer at the top of
 * the block, as upstream's getBuffer.  O(1). */
bool args_stay_tensors(const bo_bufferizer *bz, const bo_block *b) {
  if (is_function_block(bz, b)) return true;
  bo_op *owner = b && b->parent ? b->parent->parent : NULL;
  return owner && owner != bz->cur->fi->op && !op_converted(bz, owner);
}

/* The buffer of tensor v.  A result of an op left on tensors
 * (allow-unknown-ops) gets a new bufferization.to_buffer for each use, as
 * upstream: right after its op, or at the builder when `here`. */
bo_value *buffer_of(bo_bufferizer *bz, bo_value *v, bool here) {
  bo_value *b = get_buffer(bz->cur, v);
  if (b) return b;
  bo_value *as = bz->cur->tensors ? bo_mapping_get(bz->cur->tensors, v) : NULL;
  if (as) return buffer_of(bz, as, here); /* a tensor.empty become an alloc_tensor */
  if (!v->def_op && args_stay_tensors(bz, v->owner)) {
    /* Without function boundaries an argument of the function (or of one
     * of its blocks) stays a tensor: each use reads it through a new
     * bufferization.to_buffer at the start of its block (upstream's
     * getBuffer: so the latest comes first), with the
     * unknown-type-conversion layout. */
    const bo_type *t = unknown_buffer_type(bz, v->type);
    bo_op_state st = {.id = BO_OP_BUFFERIZATION_TO_BUFFER, .loc = v->loc, .num_operands = 1,
                      .operands = &v, .num_results = 1, .result_types = &t};
    bo_builder start = bo_builder_before(bz->ctx, v->owner->first);
    return &bo_build(&start, &st)->results[0];
  }
  if (!v->def_op) { /* a block argument of a loop: mapped on first use */
    bo_op *owner = v->owner && v->owner->parent ? v->owner->parent->parent : NULL;
    const bo_bufferize_iface *bi = owner ? bo_bufferize_iface_in(bz->opts, owner) : NULL;
    b = bi && bi->arg_buffer ? bi->arg_buffer(owner, v, bz) : NULL;
    bo_assert(b && "function arguments are mapped before the body is rewritten");
    set_buffer(bz->cur, v, b);
    return b;
  }
  /* A to_tensor left on tensors: its memref (raw hooks: filtered ops have
   * none through bo_bufferize_iface_of). */
  const bo_bufferize_iface *raw = v->def_op->info->bufferize;
  if (raw && raw->buffer_is_operand) return v->def_op->operands[0].value;
  const bo_type *t = unknown_buffer_type(bz, v->type);
  bo_op_state st = {.id = BO_OP_BUFFERIZATION_TO_BUFFER, .loc = v->def_op->loc,
                    .num_operands = 1, .operands = &v, .num_results = 1, .result_types = &t};
  bo_builder after = bo_builder_after(bz->ctx, v->def_op);
  bo_op *op = bo_build(here ? &bz->cur->builder : &after, &st);
  return &op->results[0];
}

bo_value *bo_bufferizer_buffer_of(bo_bufferizer *bz, bo_value *v) { return buffer_of(bz, v, false); }

bool bo_bufferizer_stays_tensor(bo_bufferizer *bz, const bo_value *v) {
  return v->def_op ? !op_converted(bz, v->def_op) : args_stay_tensors(bz, v->owner);
}

/* Without function boundaries each ask for the buffer of a block argument
 * of the function makes a new to_buffer, as upstream's getBuffer; the
 * driver makes some of them ahead (prefetch_argument_reads: a region op
 * reads its terminators' buffers when it is rewritten, upstream's yields
 * when they are; upstream copies out-of-place operands before the op's
 * rewrite), and the op's first ask for that operand takes it. */
static bo_value *read_buffer_raw(bo_bufferizer *bz, bo_op *op, unsigned operand) {
  bo_value *v = op->operands[operand].value;
  if (v->def_op || !args_stay_tensors(bz, v->owner)) return buffer_of(bz, v, false);
  bo_use *use = &op->operands[operand];
  bo_value *b = bo_mapping_get(bz->cur->arg_reads, use);
  if (!b) return buffer_of(bz, v, false);
  bo_mapping_put(bz->cur->arg_reads, use, NULL);
  return b;
}

/* Without the analysis (skip_analysis) the op's out-of-place operands
 * were copied before its rewrite (pre_copy_operands): it reads those. */
bo_value *bo_bufferizer_read_buffer(bo_bufferizer *bz, bo_op *op, unsigned operand) {
  bo_value *pre = bz->cur->pre_copies ? bo_mapping_get(bz->cur->pre_copies, &op->operands[operand])
                                      : NULL;
  return pre ? pre : read_buffer_raw(bz, op, operand);
}

bo_value *bo_bufferizer_return_buffer(bo_bufferizer *bz, bo_op *op, unsigned operand) {
  return buffer_of(bz, op->operands[operand].value, true);
}

void bo_bufferizer_copy(bo_bufferizer *bz, bo_value *from, bo_value *to) {
  if (bz->cur->tensor_allocs && bo_mapping_get(bz->cur->fresh, to))
    bz->cur->refused = "a copy into a new buffer (upstream: alloc_tensor copy(..) on tensors)";
  bo_value *ops[2] = {from, to};
  bo_bufferize_build(bz, BO_OP_NAME(MEMREF_COPY), 2, ops, 0, NULL, 0, NULL);
  bo_pass_stat(bz->ctx, "num-buffer-copies", "Number of buffer copies inserted", 1);
}

bo_value *bo_bufferizer_cast(bo_bufferizer *bz, bo_value *buffer, const bo_type *t) {
  if (buffer->type == t) return buffer;
  bo_op *c = bo_bufferize_build(bz, BO_OP_NAME(MEMREF_CAST), 1, &buffer, 1, &t, 0, NULL);
  return &c->results[0];
}

static bo_value *tensor_alloc(bo_bufferizer *bz, const bo_type *t, bo_value *copy,
                              bo_value *const *dyn, unsigned ndyn, bo_builder *at);

bo_value *tensor_copy(bo_bufferizer *bz, bo_op *op, unsigned operand);

static unsigned num_dynamic_dims(const bo_type *t) {
  unsigned n = 0, rank = bo_type_get_rank(t);
  const int64_t *shape = bo_type_get_shape(t);
  for (unsigned i = 0; i < rank; i++) n += shape[i] == BO_DYNAMIC;
  return n;
}

bo_value *bo_bufferizer_alloc(bo_bufferizer *bz, const bo_type *t, bo_value *shape_source,
                              const bo_value *const *dyn_sizes, unsigned num_dyn) {
  bo_context *ctx = bz->ctx;
  if (bz->cur->tensor_allocs) {
    /* Upstream's allocateTensorForShapedValue: an alloc_tensor (left on
     * tensors) read through a to_buffer.  Sizes upstream reifies through
     * tensor.dim ops are not modelled. */
    if (num_dyn < num_dynamic_dims(t)) /* the op fails: the IR is never printed */
      bz->cur->refused = "an allocation with sizes taken from a tensor";
    bo_value *buf = tensor_alloc(bz, t, NULL, (bo_value *const *)dyn_sizes, num_dyn,
                                 &bz->cur->builder);
    buf = buffer_of(bz, buf, false);
    bo_mapping_put(bz->cur->fresh, buf, buf);
    return buf;
  }
  const bo_type *m = with_encoding_space(bz, bo_bufferizer_memref_type(ctx, t), t);
  /* A new buffer for (a copy of) a value lives in the memory space of that
   * value's buffer (upstream's alloc_tensor, with or without copy, takes
   * the space of the copied tensor's buffer type). */
  const bo_attr *src_space = shape_source && bo_type_is_memref(shape_source->type)
                                 ? bo_type_get_memory_space(shape_source->type)
                                 : NULL;
  if (src_space && !bo_type_get_memory_space(m) && bo_type_has_rank(m))
    m = bo_type_memref(ctx, bo_type_get_rank(m), bo_type_get_shape(m),
                       bo_type_get_element_type(m), bo_type_get_layout(m), src_space);
  unsigned rank = bo_type_get_rank(t), n = 0;
  bo_value **dyn = malloc((rank + 1) * sizeof *dyn);
  const int64_t *shape = bo_type_get_shape(t);
  for (unsigned i = 0; i < rank; i++) {
    if (shape[i] != BO_DYNAMIC) continue;
    if (n < num_dyn) {
      dyn[n] = (bo_value *)dyn_sizes[n];
    } else {
      /* The size of dim i of the source buffer. */
      bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_integer(ctx, ctx->t_index, i)};
      bo_op *c = bo_bufferize_build(bz, BO_OP_NAME(ARITH_CONSTANT), 0, NULL, 1, &ctx->t_index, 1, &value);
      bo_value *ops[2] = {shape_source, &c->results[0]};
      bo_op *d = bo_bufferize_build(bz, BO_OP_NAME(MEMREF_DIM), 2, ops, 1, &ctx->t_index, 0, NULL);
      dyn[n] = &d->results[0];
    }
    n++;
  }
  int64_t seg[2] = {n, 0};
  bo_named_attr props[2] = {
      {bo_intern_cstr(ctx, "operandSegmentSizes"), bo_attr_dense_array_int(ctx, ctx->t_i32, 2, seg)},
      {bo_intern_cstr(ctx, "alignment"),
       bo_attr_integer(ctx, ctx->t_i64, (int64_t)bz->opts->buffer_alignment)}};
  bo_op *a = bo_bufferize_build(bz, BO_OP_NAME(MEMREF_ALLOC), n, dyn, 1, &m,
                                bz->opts->buffer_alignment ? 2 : 1, props);
  free(dyn);
  bo_pass_stat(ctx, "num-buffer-alloc", "Number of buffer allocations", 1);
  if (bz->opts->skip_analysis) bo_vec_push(&bz->cur->made_allocs, a);
  return &a->results[0];
}

static bo_value **tensor_dyn_sizes(bo_bufferizer *bz, bo_value *v, bo_builder *at, unsigned *n);

/* A copy of buf, the buffer of a value of tensor-like type t that is no
 * tensor (a sequence): the type's own copy (a deep one), at the builder. */
static bo_value *tensor_like_copy(bo_bufferizer *bz, const bo_type *t, bo_value *buf) {
  const bo_bufferize_type_iface *ti = bo_bufferize_type_iface_of(bz->ctx, t);
  bo_assert(ti && ti->copy && "a tensor-like type without a copy");
  bo_pass_stat(bz->ctx, "num-buffer-copies", "Number of buffer copies inserted", 1);
  return ti->copy(&bz->cur->builder, buf);
}

bo_value *bo_bufferizer_write_buffer(bo_bufferizer *bz, bo_op *op, unsigned operand) {
  bo_value *pre = bz->cur->pre_copies ? bo_mapping_get(bz->cur->pre_copies, &op->operands[operand])
                                      : NULL;
  if (pre) return pre;
  if (bo_bufferizer_in_place(bz, op, operand)) return read_buffer_raw(bz, op, operand);
  if (!bo_type_is_tensor(op->operands[operand].value->type))
    return tensor_like_copy(bz, op->operands[operand].value->type,
                            read_buffer_raw(bz, op, operand));
  if (bz->cur->tensor_allocs) {
    bo_value *early = bz->cur->early_copies
                          ? bo_mapping_get(bz->cur->early_copies, &op->operands[operand])
                          : NULL;
    return early ? early : tensor_copy(bz, op, operand);
  }
  /* Out of place: the operand's buffer is needed only to copy it (when the
   * op reads it and its contents are defined) or for its dynamic sizes. */
  const bo_type *t = op->operands[operand].value->type;
  bool reads = bo_osb_reads(bz->cur->fi->analysis, op, operand) &&
               !bo_osb_undefined_contents(bz->cur->fi->analysis, op->operands[operand].value);
  /* Without the analysis a tensor.empty (or alloc_tensor) written out of
   * place gives its sizes, as upstream reifies them (it is then dead). */
  bo_value *v = op->operands[operand].value, **dyn = NULL;
  unsigned ndyn = 0;
  if (bz->opts->skip_analysis && !reads && bo_type_get_num_elements(t) == BO_DYNAMIC &&
      v->def_op)
    dyn = tensor_dyn_sizes(bz, v, &bz->cur->builder, &ndyn);
  bo_value *src = reads || (bo_type_get_num_elements(t) == BO_DYNAMIC && !dyn)
                      ? read_buffer_raw(bz, op, operand)
                      : NULL;
  /* Not read, static: the operand's buffer (when known) only gives the
   * new buffer its memory space. */
  bo_value *space_of = src ? src : bo_bufferizer_lookup(bz, v);
  bo_value *buf = bo_bufferizer_alloc(bz, t, space_of, (const bo_value *const *)dyn, ndyn);
  free(dyn);
  if (reads) bo_bufferizer_copy(bz, src, buf);
  return buf;
}

void bo_bufferizer_replace(bo_bufferizer *bz, bo_op *op, unsigned result, bo_value *buffer) {
  if (bz->cur->fresh && bo_mapping_get(bz->cur->fresh, &op->results[result])) return;
  set_buffer(bz->cur, &op->results[result], buffer);
}

/* "__constant_2x3xf32": upstream's name for a global holding a constant. */
static const char *global_base_name(bo_context *ctx, const bo_type *t) {
  bo_str s = {0};
  bo_str_puts(&s, "__constant_");
  unsigned rank = bo_type_get_rank(t);
  const int64_t *shape = bo_type_get_shape(t);
  for (unsigned i = 0; i < rank; i++) bo_str_printf(&s, "%lldx", (long long)shape[i]);
  if (rank == 0) bo_str_putc(&s, 'x');
  char *elem = bo_type_to_string(bo_type_get_element_type(t));
  bo_str_puts(&s, elem);
  free(elem);
  const char *name = bo_intern(ctx, s.data, s.len);
  bo_str_free(&s);
  return name;
}

const char *bo_bufferizer_constant_global(bo_bufferizer *bz, const bo_attr *dense,
                                          const bo_type *memref_type) {
  const char *name = bo_mapping_get(bz->globals, dense);
  if (name) return name;
  bo_context *ctx = bz->ctx;
  const char *base = global_base_name(ctx, memref_type);
  name = base;
  /* One suffix counter for the whole module, as upstream's SymbolTable
   * uniquing (__constant_4xf32_0 then __constant_4xi32_1). */
  const char *key = bo_intern_cstr(ctx, "");
  while (bo_mapping_get(bz->symbols, name)) {
    uintptr_t k = (uintptr_t)bo_mapping_get(bz->counters, key);
    bo_mapping_put(bz->counters, key, (void *)(k + 1));
    char buf[32];
    snprintf(buf, sizeof buf, "_%lu", (unsigned long)k);
    bo_str s = {0};
    bo_str_puts(&s, base);
    bo_str_puts(&s, buf);
    name = bo_intern(ctx, s.data, s.len);
    bo_str_free(&s);
  }
  bo_named_attr props[6] = {
      {bo_intern_cstr(ctx, "sym_name"), bo_attr_string(ctx, name, strlen(name), NULL)},
      {bo_intern_cstr(ctx, "sym_visibility"), bo_attr_string(ctx, "private", 7, NULL)},
      {bo_intern_cstr(ctx, "type"), bo_attr_type(ctx, memref_type)},
      {bo_intern_cstr(ctx, "initial_value"), dense},
      {bo_intern_cstr(ctx, "constant"), bo_attr_unit(ctx)},
      {bo_intern_cstr(ctx, "alignment"), bo_attr_integer(ctx, ctx->t_i64, 64)}};
  bo_op_state st = {.id = BO_OP_MEMREF_GLOBAL, .loc = bz->module->loc, .num_props = 6,
                    .props = props};
  bo_op *g = bo_op_create(ctx, &st);
  bo_block *body = bz->module->regions[0].first;
  if (body->first) bo_op_insert_before(g, body->first);
  else bo_op_append_to_block(g, body);
  bo_mapping_put(bz->symbols, name, g);
  bo_mapping_put(bz->globals, dense, (void *)name);
  return name;
}

/* ------------------------------------------------------------- functions */

/* An alloc_tensor of type t (dynamic sizes dyn, or a copy of tensor
 * `copy`) at `at`: its result (left on tensors; a to_buffer right after it
 * reads it, upstream's getBuffer, see buffer_of).  O(ndyn). */
static bo_value *tensor_alloc(bo_bufferizer *bz, const bo_type *t, bo_value *copy,
                              bo_value *const *dyn, unsigned ndyn, bo_builder *at) {
  bo_context *ctx = bz->ctx;
  bo_value **ops = malloc((ndyn + 2) * sizeof *ops);
  for (unsigned i = 0; i < ndyn; i++) ops[i] = dyn[i];
  if (copy) ops[ndyn] = copy;
  int64_t seg[3] = {ndyn, copy ? 1 : 0, 0};
  bo_named_attr seg_attr = {bo_intern_cstr(ctx, "operandSegmentSizes"),
                            bo_attr_dense_array_int(ctx, ctx->t_i32, 3, seg)};
  bo_op_state st = {.id = BO_OP_BUFFERIZATION_ALLOC_TENSOR, .loc = at->loc,
                    .num_operands = ndyn + (copy ? 1 : 0), .operands = ops, .num_results = 1,
                    .result_types = &t, .num_props = 1, .props = &seg_attr};
  bo_op *a = bo_build(at, &st);
  free(ops);
  return &a->results[0];
}

/* The tensor upstream has for block argument v whose buffer the pass
 * makes (a loop's or while's iteration argument, a cf block's argument):
 * upstream rewrites the region op before its body and gives each such
 * argument one bufferization.to_tensor of the new memref argument at the
 * top of the block (getBbArgReplacements; the unused ones fold away), which
 * the ops left on tensors and the alloc_tensor copies read.  Made on first
 * ask, placed after those of the earlier arguments so that they come in
 * argument order.  O(arguments of the block). */
bo_value *arg_tensor(bo_bufferizer *bz, bo_value *v) {
  func_state *st = bz->cur;
  if (!st->arg_tensors) st->arg_tensors = bo_mapping_create();
  bo_value *t = bo_mapping_get(st->arg_tensors, v);
  if (t) return t;
  bo_value *buf = buffer_of(bz, v, false);
  bo_block *b = v->owner;
  bo_op *after = NULL;
  for (unsigned j = v->index; j-- > 0 && !after;) {
    bo_value *e = bo_mapping_get(st->arg_tensors, b->args[j]);
    if (e) after = e->def_op;
  }
  bo_builder at = after ? bo_builder_after(bz->ctx, after) : bo_builder_before(bz->ctx, b->first);
  bo_op_state os = {.id = BO_OP_BUFFERIZATION_TO_TENSOR, .loc = v->loc, .num_operands = 1,
                    .operands = &buf, .num_results = 1, .result_types = &v->type};
  t = &bo_build(&at, &os)->results[0];
  bo_mapping_put(st->arg_tensors, v, t);
  return t;
}

/* The tensor upstream has for tensor v when it copies it (its
 * alloc_tensor copy(..) made before the rewrite): v itself when it stays a
 * tensor, the alloc_tensor a tensor.empty became, else a to_tensor of the
 * rewritten op's buffer where the op stood (one per value, shared with
 * tensors_for_unconverted_users).  NULL for the buffers of block arguments
 * the pass made (loops, function boundaries): not modelled.  O(1). */
bo_value *tensor_of(bo_bufferizer *bz, bo_value *v) {
  bo_value *t = bo_mapping_get(bz->cur->tensors, v);
  if (t) return t;
  if (bo_bufferizer_stays_tensor(bz, v)) return v;
  if (!v->def_op) return v->owner && v->owner->parent && v->owner->parent->parent
                             ? arg_tensor(bz, v) : NULL;
  bo_value *buf = get_buffer(bz->cur, v);
  if (!buf) return NULL;
  bo_op_state st = {.id = BO_OP_BUFFERIZATION_TO_TENSOR, .loc = v->def_op->loc, .num_operands = 1,
                    .operands = &buf, .num_results = 1, .result_types = &v->type};
  bo_builder at = bo_builder_before(bz->ctx, v->def_op);
  t = &bo_build(&at, &st)->results[0];
  bo_mapping_put(bz->cur->tensors, v, t);
  return t;
}

/* The dynamic sizes of tensor v for a new alloc_tensor at `at` (upstream's
 * reifyResultShapes of an allocation without a copy): per dynamic dim i an
 * `arith.constant i` and a `tensor.dim` of the tensor upstream has for v
 * (tensor_of), or, when the filter lists `tensor` (upstream then rewrites
 * the new tensor.dim), a `memref.dim` of v's buffer, asked once per dim
 * (an argument of the function: one new to_buffer each, as upstream's
 * tensor.dim rewrites, which come before the op's own).  NULL (the op
 * refused) when upstream has no tensor for v (a function-boundary block
 * argument, or the result of an op other than tensor.empty, whose
 * reified sizes upstream uses).  *n: the number of sizes.  O(rank). */
static bo_value **tensor_dyn_sizes(bo_bufferizer *bz, bo_value *v, bo_builder *at, unsigned *n) {
  bo_context *ctx = bz->ctx;
  if (v->def_op) {
    /* Upstream reifies the defining op's result shapes: a tensor.empty
     * or an alloc_tensor(sizes) gives its size operands (raw hooks: its
     * dialect may be filtered);
     * other ops' reified sizes are not modelled. */
    const bo_bufferize_iface *raw = v->def_op->info->bufferize;
    bool sizes = raw && (raw->empty_tensor || raw->sizes_from_operands) &&
                 v->def_op->num_operands == num_dynamic_dims(v->type);
    for (unsigned i = 0; sizes && i < v->def_op->num_operands; i++)
      sizes = v->def_op->operands[i].value->type == ctx->t_index;
    if (!sizes) return NULL;
    *n = v->def_op->num_operands;
    bo_value **dyn = malloc((*n + 1) * sizeof *dyn);
    for (unsigned i = 0; i < *n; i++) dyn[i] = v->def_op->operands[i].value;
    return dyn;
  }
  bool dims_rewritten = bo_bufferize_dialect_name_allowed(bz->opts, "tensor", 6);
  bo_value *src = dims_rewritten ? NULL : tensor_of(bz, v);
  if (!dims_rewritten && !src) return NULL;
  unsigned rank = bo_type_get_rank(v->type);
  const int64_t *shape = bo_type_get_shape(v->type);
  bo_value **dyn = malloc((rank + 1) * sizeof *dyn);
  *n = 0;
  for (unsigned i = 0; i < rank; i++) {
    if (shape[i] != BO_DYNAMIC) continue;
    bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_integer(ctx, ctx->t_index, i)};
    bo_op_state cs = {.id = BO_OP_ARITH_CONSTANT, .loc = at->loc, .num_results = 1,
                      .result_types = &ctx->t_index, .num_props = 1, .props = &value};
    bo_value *c = &bo_build(at, &cs)->results[0];
    bo_value *ops[2] = {dims_rewritten ? buffer_of(bz, v, false) : src, c}; /* one ask per dim */
    bo_op_state ds = {.id = dims_rewritten ? BO_OP_MEMREF_DIM : BO_OP_TENSOR_DIM, .loc = at->loc,
                      .num_operands = 2, .operands = ops, .num_results = 1,
                      .result_types = &ctx->t_index};
    dyn[(*n)++] = &bo_build(at, &ds)->results[0];
  }
  return dyn;
}

/* write_buffer out of place without the bufferization dialect: upstream's
 * alloc_tensor (copy(v) when the op reads v's contents) right before op,
 * left on tensors, and its to_buffer.  O(1). */
static bo_value *tensor_copy_of_operand(bo_bufferizer *bz, bo_op *op, unsigned operand,
                                        bool reads);

bo_value *tensor_copy(bo_bufferizer *bz, bo_op *op, unsigned operand) {
  bo_value *v = op->operands[operand].value;
  return tensor_copy_of_operand(bz, op, operand,
                                bo_osb_reads(bz->cur->fi->analysis, op, operand) &&
                                    !bo_osb_undefined_contents(bz->cur->fi->analysis, v));
}

bo_value *bo_bufferizer_tensor_copy(bo_bufferizer *bz, bo_op *op, unsigned operand, bool reads) {
  return tensor_copy_of_operand(bz, op, operand,
                                reads && !bo_osb_undefined_contents(bz->cur->fi->analysis,
                                                                    op->operands[operand].value));
}

static bo_value *tensor_copy_of_operand(bo_bufferizer *bz, bo_op *op, unsigned operand,
                                        bool reads) {
  bo_value *v = op->operands[operand].value;
  bo_value *src = reads ? tensor_of(bz, v) : NULL;
  bo_builder at = bo_builder_before(bz->ctx, op);
  at.loc = op->loc;
  if (reads && !src) {
    bz->cur->refused = "an out-of-place copy of a loop or function-boundary block argument";
    src = v;
  }
  bo_value **dyn = NULL;
  unsigned ndyn = 0;
  if (!reads && bo_type_get_num_elements(v->type) == BO_DYNAMIC &&
      !(dyn = tensor_dyn_sizes(bz, v, &at, &ndyn))) {
    bz->cur->refused = "an out-of-place dynamic allocation of an op's result (upstream's "
                       "sizes reified from the op) or of a function-boundary argument";
  }
  bo_value *r = buffer_of(bz, tensor_alloc(bz, v->type, src, dyn, ndyn, &at), false);
  free(dyn);
  return r;
}

/* An op making a view (result 0 = view) put out of place, without the
 * bufferization dialect: upstream copies the result right after the op
 * (alloc_tensor copy of the view's to_tensor) and its uses read the copy.
 * O(1). */
bo_value *bo_bufferizer_copy_view(bo_bufferizer *bz, bo_op *op, bo_value *view, bool read) {
  bo_value *r = &op->results[0];
  bo_bufferizer_replace(bz, op, 0, view);
  bo_value *src = read ? tensor_of(bz, r) : NULL;
  bo_builder at = bo_builder_after(bz->ctx, op);
  at.loc = op->loc;
  if (!read && bo_type_get_num_elements(r->type) == BO_DYNAMIC) {
    bz->cur->refused = "an out-of-place dynamic allocation (upstream takes its sizes through "
                       "tensor.dim)";
    return view;
  }
  bo_value *t = tensor_alloc(bz, r->type, src, NULL, 0, &at);
  bo_mapping_put(bz->cur->tensors, r, t);
  set_buffer(bz->cur, r, NULL);
  bo_mapping_put(bz->cur->fresh, r, r); /* the hook's replace is ignored */
  return view;
}

/* The copy of buf, the buffer of tensor v, that both copies below start
 * from: alloc + memref.copy (returned), or without the bufferization
 * dialect upstream's alloc_tensor copy(v) left on tensors (returned in
 * *tensor, NULL returned); when v has no tensor to copy the rewrite is
 * refused with `refusal` and buf returned.  O(1). */
static bo_value *start_copy(bo_bufferizer *bz, bo_value *v, bo_value *buf, const char *refusal,
                            bo_value **tensor) {
  *tensor = NULL;
  if (!bo_type_is_tensor(v->type)) return tensor_like_copy(bz, v->type, buf);
  if (!bz->cur->tensor_allocs) {
    bo_value *copy = bo_bufferizer_alloc(bz, v->type, buf, NULL, 0);
    bo_bufferizer_copy(bz, buf, copy);
    return copy;
  }
  bo_value *src = tensor_of(bz, v);
  if (!src) {
    bz->cur->refused = refusal;
    return buf;
  }
  *tensor = tensor_alloc(bz, v->type, src, NULL, 0, &bz->cur->builder);
  return NULL;
}

/* A new buffer holding a copy of buf, the buffer of tensor v: alloc +
 * memref.copy, or without the bufferization dialect upstream's
 * alloc_tensor copy(v) (left on tensors) and its to_buffer.  O(1). */
bo_value *bo_bufferizer_copy_of(bo_bufferizer *bz, bo_value *v, bo_value *buf) {
  bo_value *t;
  bo_value *copy = start_copy(
      bz, v, buf, "an out-of-place copy of a loop or function-boundary block argument", &t);
  return t ? buffer_of(bz, t, false) : copy;
}

bo_value *bo_bufferizer_identity_copy(bo_bufferizer *bz, bo_op *op, unsigned operand,
                                      bo_value *buf) {
  bo_value *v = op->operands[operand].value;
  bo_value *t;
  bo_value *copy =
      start_copy(bz, v, buf, "an out-of-place copy of a function-boundary block argument", &t);
  if (!t) return copy;
  const bo_type *m = bo_bufferizer_memref_type(bz->ctx, v->type);
  bo_op_state st = {.id = BO_OP_BUFFERIZATION_TO_BUFFER, .loc = bz->cur->builder.loc,
                    .num_operands = 1, .operands = &t, .num_results = 1, .result_types = &m};
  return &bo_build(&bz->cur->builder, &st)->results[0];
}

bo_value *bo_bufferizer_tensor_outs(bo_bufferizer *bz, bo_value *buf, const bo_type *t) {
  if (bz->cur->tensor_allocs) { /* buf: the to_buffer of a new alloc_tensor */
    bo_value *tensor = buf->def_op->operands[0].value;
    bo_mapping_put(bz->cur->fresh, buf, NULL);
    if (!buf->first_use) bo_op_erase(buf->def_op);
    return tensor;
  }
  bo_op *tt = bo_bufferize_build(bz, BO_OP_NAME(BUFFERIZATION_TO_TENSOR), 1, &buf, 1, &t, 0, NULL);
  return &tt->results[0];
}

void bo_bufferizer_replace_by_tensor(bo_bufferizer *bz, bo_op *op, unsigned result,
                                     bo_value *tensor) {
  if (!bz->cur->tensors) bz->cur->tensors = bo_mapping_create();
  bo_mapping_put(bz->cur->tensors, &op->results[result], tensor);
}

/* tensor.empty without the bufferization dialect: upstream replaces it by
 * an alloc_tensor with the same sizes, left on tensors. */
void bo_bufferizer_replace_tensor(bo_bufferizer *bz, bo_op *op, unsigned result) {
  bo_value **dyn = op->num_operands ? malloc(op->num_operands * sizeof *dyn) : NULL;
  for (unsigned i = 0; i < op->num_operands; i++) dyn[i] = op->operands[i].value;
  bo_value *t = tensor_alloc(bz, op->results[result].type, NULL, dyn, op->num_operands,
                             &bz->cur->builder);
  free(dyn);
  bo_mapping_put(bz->cur->tensors, &op->results[result], t);
}

bool bo_bufferizer_tensor_allocs(const bo_bufferizer *bz) { return bz->cur->tensor_allocs; }

/* (in the encoding's memory space with use-encoding-for-memory-space, as
 * bo_bufferizer_alloc makes it: issue 14) */
const bo_type *bo_bufferizer_new_buffer_type(bo_bufferizer *bz, const bo_type *tensor) {
  return bz->cur && bz->cur->tensor_allocs
             ? unknown_buffer_type(bz, tensor)
             : with_encoding_space(bz, bo_bufferizer_memref_type(bz->ctx, tensor), tensor);
}

const bo_type *func_type(const bo_op *func) {
  const bo_attr *a = bo_op_get_prop(func, "function_type");
  return a ? bo_attr_get_type_value(a) : NULL;
}

/* Does the pass rewrite op (upstream's BufferizationOptions::isOpAllowed
 * plus a rewrite hook)?  Without bufferize-function-boundaries the ops of
 * the func dialect stay (calls, returns); with dialect-filter only the ops
 * of the listed dialects are rewritten.  Both look at the dialect prefix of
 * the op's name only.  O(filter length). */
bool op_allowed(const bo_bufferizer *bz, const bo_op *op) {
  const char *name = op->info->name;
  if (!bz->opts->bufferize_function_boundaries && strncmp(name, "func.", 5) == 0) return false;
  return bo_bufferize_dialect_allowed(bz->opts, op);
}

bool op_converted(const bo_bufferizer *bz, const bo_op *op) {
  const bo_bufferize_iface *bi = bo_bufferize_iface_in(bz->opts, op);
  return bi && bi->rewrite && op_allowed(bz, op) &&
         !(op->num_successors && is_function_block(bz, op->block));
}

/* The signature calls to a function in or into a call cycle see, as
 * upstream, before (and whatever) its body is bufferized: every tensor
 * becomes a memref with the boundary layout (fully dynamic unless
 * identity-layout-map).  With infer-layout-map a body returning another
 * layout then disagrees with its calls, which the verifier reports, as
 * mlir-opt's does. */
static const bo_type *boundary_signature(bo_bufferizer *bz, const bo_op *func,
                                         const bo_type *ft) {
  unsigned nin = bo_type_get_num_inputs(ft), nout = bo_type_get_num_results(ft);
  const bo_type **types = malloc((nin + nout + 1) * sizeof *types);
  for (unsigned i = 0; i < nin + nout; i++) {
    const bo_type *t = i < nin ? bo_type_get_inputs(ft)[i] : bo_type_get_results(ft)[i - nin];
    types[i] = !bo_type_is_tensor(t) ? t
               : i < nin ? boundary_func_arg_type(bz, func, i, t)
                         : boundary_arg_type(bz, t);
  }
  const bo_type *r = bo_type_function(bz->ctx, nin, types, nout, types + nin);
  free(types);
  return r;
}

const bo_type *bo_bufferizer_callee_type(bo_bufferizer *bz, const bo_op *call, const char *callee) {
  bo_op *target = bo_mapping_get(bz->symbols, bo_intern_cstr(bz->ctx, callee));
  uintptr_t k = target ? (uintptr_t)bo_mapping_get(bz->func_index, target) : 0;
  func_info *fi = k ? &bz->funcs.data[k - 1] : NULL;
  if (!fi) {
    bo_bufferizer_unsupported(call, "the callee is not a func.func of this module");
    return NULL;
  }
  if (fi->cyclic) return boundary_signature(bz, fi->op, fi->tensor_type);
  if (fi->status == FUNC_IN_PROGRESS) { /* not reached: cycles are cyclic */
    bo_bufferizer_unsupported(call, "a call cycle was not detected");
    return NULL;
  }
  if (fi->status == FUNC_TODO && bz->bufferize_function(bz, fi)) return NULL;
  if (fi->status == FUNC_FAILED) return NULL;
  return func_type(fi->op);
}
