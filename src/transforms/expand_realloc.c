/* expand_realloc.c - the expand-realloc pass: memref.realloc becomes the
 * ops it stands for, as mlir-opt 22 writes them:
 *
 *   %size = <old size: memref.dim of the source, or a constant>
 *   %new = <new size: the size operand, or a constant>
 *   %grow = arith.cmpi ult, %size, %new : index
 *   %r = scf.if %grow -> (T) {
 *     %alloc = memref.alloc(%new?) {alignment?} : T
 *     %view = memref.subview %alloc[0] [%size] [1] : T to memref<?xE, strided<[1]>>
 *     memref.copy %source, %view
 *     memref.dealloc %source          (with emit-deallocs, the default)
 *     scf.yield %alloc
 *   } else {
 *     %cast = memref.reinterpret_cast %source to offset: [0], sizes: [%new], strides: [1]
 *     scf.yield %cast
 *   }
 *
 * The realloc ops are found by their memory-table entry (an op that both
 * allocates and frees: bo_memory_realloc); the ops built are looked up by
 * name, as a pass may do for the ops it creates.  Cost: linear in the
 * number of ops (one walk, O(1) per realloc).
 */
#include <stddef.h>

#include "../dialects/memory_iface.h"
#include "../pass/pipelines.h"

typedef bo_expand_realloc_options expand_options;

static bo_named_attr named(bo_context *ctx, const char *name, const bo_attr *a) {
  bo_named_attr n = {bo_intern_cstr(ctx, name), a};
  return n;
}

static bo_value *index_constant(bo_builder *b, int64_t v) {
  bo_context *ctx = b->ctx;
  bo_named_attr value = named(ctx, "value", bo_attr_integer(ctx, ctx->t_index, v));
  bo_op_state st = {.id = BO_OP_ARITH_CONSTANT, .loc = b->loc, .num_results = 1,
                    .result_types = &ctx->t_index, .num_props = 1, .props = &value};
  return bo_build(b, &st)->results;
}

/* An index operand or a static value for the single offset/size/stride
 * lists of subview and reinterpret_cast: [0] [size] [1]. */
static bo_op *build_slice(bo_builder *b, unsigned id, bo_value *source,
                          int64_t static_size, bo_value *dynamic_size, const bo_type *type) {
  bo_context *ctx = b->ctx;
  int64_t zero = 0, one = 1, size = dynamic_size ? BO_DYNAMIC : static_size;
  int64_t segs[4] = {1, 0, dynamic_size ? 1 : 0, 0};
  bo_named_attr props[4] = {
      named(ctx, "operandSegmentSizes", bo_attr_dense_array_int(ctx, ctx->t_i32, 4, segs)),
      named(ctx, "static_offsets", bo_attr_dense_array_int(ctx, ctx->t_i64, 1, &zero)),
      named(ctx, "static_sizes", bo_attr_dense_array_int(ctx, ctx->t_i64, 1, &size)),
      named(ctx, "static_strides", bo_attr_dense_array_int(ctx, ctx->t_i64, 1, &one)),
  };
  bo_value *operands[2] = {source, dynamic_size};
  bo_op_state st = {.id = id, .loc = b->loc, .num_operands = dynamic_size ? 2 : 1,
                    .operands = operands, .num_results = 1, .result_types = &type,
                    .num_props = 4, .props = props};
  return bo_build(b, &st);
}

static void yield(bo_builder *b, bo_value *v) {
  bo_op_state st = {.id = BO_OP_SCF_YIELD, .loc = b->loc, .num_operands = 1, .operands = &v};
  bo_build(b, &st);
}

static void expand(bo_op *realloc, const expand_options *o) {
  bo_context *ctx = realloc->ctx;
  bo_builder b = bo_builder_before(ctx, realloc);
  b.loc = realloc->loc;
  bo_value *source = realloc->operands[0].value;
  const bo_type *from = source->type, *to = realloc->results[0].type;
  const bo_type *elem = bo_type_get_element_type(from);
  int64_t old_static = bo_type_get_shape(from)[0], new_static = bo_type_get_shape(to)[0];

  /* the current size and the new one */
  bo_value *size;
  if (old_static != BO_DYNAMIC) {
    size = index_constant(&b, old_static);
  } else {
    bo_value *dim_operands[2] = {source, index_constant(&b, 0)};
    bo_op_state st = {.id = BO_OP_MEMREF_DIM, .loc = b.loc, .num_operands = 2,
                      .operands = dim_operands, .num_results = 1,
                      .result_types = &ctx->t_index};
    size = bo_build(&b, &st)->results;
  }
  bo_value *new_size = new_static != BO_DYNAMIC ? index_constant(&b, new_static)
                                                 : realloc->operands[1].value;
  bo_value *cmp_operands[2] = {size, new_size};
  bo_named_attr ult = named(ctx, "predicate", bo_attr_integer(ctx, ctx->t_i64, 6));
  bo_op_state cmp = {.id = BO_OP_ARITH_CMPI, .loc = b.loc, .num_operands = 2,
                     .operands = cmp_operands, .num_results = 1, .result_types = &ctx->t_i1,
                     .num_props = 1, .props = &ult};
  bo_value *grow = bo_build(&b, &cmp)->results;
  bo_op_state if_state = {.id = BO_OP_SCF_IF, .loc = b.loc, .num_operands = 1, .operands = &grow,
                          .num_results = 1, .result_types = &to, .num_regions = 2};
  bo_op *if_op = bo_build(&b, &if_state);

  /* then: a new buffer, the old contents copied in front */
  bo_builder t = bo_builder_at_end(ctx, bo_region_add_block(&if_op->regions[0]));
  t.loc = b.loc;
  int64_t alloc_segs[2] = {new_static == BO_DYNAMIC ? 1 : 0, 0};
  bo_named_attr alloc_props[2] = {
      named(ctx, "operandSegmentSizes", bo_attr_dense_array_int(ctx, ctx->t_i32, 2, alloc_segs)),
      named(ctx, "alignment", bo_op_get_attr(realloc, "alignment"))};
  bo_op_state alloc_state = {.id = BO_OP_MEMREF_ALLOC, .loc = t.loc,
                             .num_operands = (unsigned)alloc_segs[0], .operands = &new_size,
                             .num_results = 1, .result_types = &to,
                             .num_props = alloc_props[1].attr ? 2 : 1, .props = alloc_props};
  bo_value *alloc = bo_build(&t, &alloc_state)->results;
  int64_t stride = 1;
  const bo_type *view_type =
      bo_type_memref(ctx, 1, &old_static, elem, bo_attr_strided(ctx, 1, &stride, 0),
                     bo_type_get_memory_space(to));
  bo_value *view = build_slice(&t, BO_OP_MEMREF_SUBVIEW, alloc, old_static,
                               old_static == BO_DYNAMIC ? size : NULL, view_type)->results;
  bo_value *copy_operands[2] = {source, view};
  bo_op_state copy = {.id = BO_OP_MEMREF_COPY, .loc = t.loc, .num_operands = 2,
                      .operands = copy_operands};
  bo_build(&t, &copy);
  if (o->emit_deallocs) {
    bo_op_state dealloc = {.id = BO_OP_MEMREF_DEALLOC, .loc = t.loc, .num_operands = 1,
                           .operands = &source};
    bo_build(&t, &dealloc);
  }
  yield(&t, alloc);

  /* else: the same buffer, seen with the new size */
  bo_builder e = bo_builder_at_end(ctx, bo_region_add_block(&if_op->regions[1]));
  e.loc = b.loc;
  bo_value *cast = build_slice(&e, BO_OP_MEMREF_REINTERPRET_CAST, source, new_static,
                               new_static == BO_DYNAMIC ? new_size : NULL, to)->results;
  yield(&e, cast);

  bo_value_replace_all_uses(&realloc->results[0], &if_op->results[0]);
  bo_op_erase(realloc);
}

typedef struct collect_state {
  BO_VEC(bo_op *) reallocs;
} collect_state;

static int collect(bo_op *op, void *user) {
  collect_state *s = user;
  const bo_memory_iface *mem = bo_memory_of(op);
  if (mem && (mem->effects & BO_MEM_ALLOCATES) && (mem->effects & BO_MEM_FREES) &&
      op->num_results == 1)
    bo_vec_push(&s->reallocs, op);
  return 0;
}

static int run_expand_realloc(bo_op *root, const void *options) {
  collect_state s = {0};
  bo_walk_pre(root, collect, &s);
  for (size_t i = 0; i < s.reallocs.len; i++) expand(s.reallocs.data[i], options);
  bo_vec_free(&s.reallocs);
  return 0;
}

static void init_options(void *options) { ((expand_options *)options)->emit_deallocs = true; }

static const bo_pass_option options[] = {
    {"emit-deallocs", "Emit deallocation operations for the original MemRef", BO_OPT_BOOL,
     offsetof(expand_options, emit_deallocs), NULL, "true"},
};

const bo_pass_info bo_pass_expand_realloc = {
    .name = "expand-realloc",
    .summary = "Expand memref.realloc operations into its components",
    .anchor = NULL,
    .options_size = sizeof(expand_options),
    .init_options = init_options,
    .num_options = 1,
    .options = options,
    .run = run_expand_realloc,
};
