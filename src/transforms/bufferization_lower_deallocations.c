/* bufferization_lower_deallocations.c - the bufferization-lower-deallocations
 * pass, as upstream's.
 *
 * A bufferization.dealloc of one memref m under condition c becomes
 *   - with nothing retained:  scf.if %c { memref.dealloc %m }
 *   - retaining r1..rk:       m is freed when c holds and its aligned pointer
 *     differs from every ri's; the updated ownership of ri is
 *     "pointers equal and c" (upstream's exact op sequence);
 * and a dealloc of no memref is replaced by false ownerships.  After
 * buffer-deallocation-simplification the statically known case is the
 * first form under the constant true: no pointer comparison, no helper.
 * Two or more memrefs go through upstream's generic helper: their aligned
 * pointers and conditions, and the retained values' pointers, are stored
 * into small index / i1 buffers; `func.func private @dealloc_helper`
 * (added once per module, upstream's exact body, parsed from its text)
 * decides which memrefs to free (owned, not retained, first of equal
 * pointers) and the retained values' updated ownerships (the OR of the
 * conditions of the memrefs they alias); then each memref is freed under
 * its computed condition and the buffers are freed.  Cost: one walk, work
 * proportional to each dealloc's operands (the helper itself runs in
 * O(memrefs * (memrefs + retained)) at run time).
 */
#include "../pass/passes.h"
#include "../dialects/shaped_ops.h"
#include "dealloc_common.h"

static bo_value *build1(bo_builder *b, unsigned id, unsigned n, bo_value *const *operands,
                        const bo_type *type, unsigned num_props, const bo_named_attr *props) {
  bo_op_state st = {.id = id, .loc = b->loc, .num_operands = n, .operands = operands,
                    .num_results = 1, .result_types = &type, .num_props = num_props,
                    .props = props};
  return bo_op_get_result(bo_build(b, &st), 0);
}

static bo_value *build_binary(bo_builder *b, unsigned id, bo_value *x, bo_value *y) {
  bo_value *operands[2] = {x, y};
  return build1(b, id, 2, operands, x->type, 0, NULL);
}

/* scf.if %cond { memref.dealloc %m } */
static void build_guarded_free(bo_builder *b, bo_value *cond, bo_value *m) {
  bo_op_state if_st = {.id = BO_OP_SCF_IF, .loc = b->loc, .num_operands = 1, .operands = &cond,
                       .num_regions = 2};
  bo_op *if_op = bo_build(b, &if_st);
  bo_builder inner = bo_builder_at_end(b->ctx, bo_region_add_block(&if_op->regions[0]));
  inner.loc = b->loc;
  bo_op_state free_st = {.id = BO_OP_MEMREF_DEALLOC, .loc = b->loc, .num_operands = 1,
                         .operands = &m};
  bo_build(&inner, &free_st);
  bo_op_state yield = {.id = BO_OP_SCF_YIELD, .loc = b->loc};
  bo_build(&inner, &yield);
}

static bo_value *index_constant(bo_builder *b, int64_t v) {
  bo_context *ctx = b->ctx;
  bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_integer(ctx, ctx->t_index, v)};
  return build1(b, BO_OP_ARITH_CONSTANT, 0, NULL, ctx->t_index, 1, &value);
}

/* The empty operand segments upstream's builder gives an alloc (visible in
 * the generic form; loads and stores get bo_memref_nontemporal_default). */
static bo_named_attr no_segments(bo_context *ctx) {
  static const int64_t seg[2] = {0, 0};
  return (bo_named_attr){bo_intern_cstr(ctx, "operandSegmentSizes"),
                         bo_attr_dense_array_int(ctx, ctx->t_i32, 2, seg)};
}

static bo_value *alloc_1d(bo_builder *b, int64_t n, const bo_type *elem) {
  bo_named_attr seg = no_segments(b->ctx);
  return build1(b, BO_OP_MEMREF_ALLOC, 0, NULL, bo_type_memref(b->ctx, 1, &n, elem, NULL, NULL), 1,
                &seg);
}

static bo_value *cast_dynamic(bo_builder *b, bo_value *m) {
  int64_t dyn = INT64_MIN;
  const bo_type *t = bo_type_memref(b->ctx, 1, &dyn, bo_type_get_element_type(m->type), NULL,
                                    NULL);
  return build1(b, BO_OP_MEMREF_CAST, 1, &m, t, 0, NULL);
}

/* memref.store %v, %buffer[%i] (a fresh index constant, as upstream) */
static void store_at(bo_builder *b, bo_value *v, bo_value *buffer, int64_t i) {
  bo_value *ops[3] = {v, buffer, index_constant(b, i)};
  bo_named_attr nt = bo_memref_nontemporal_default(b->ctx);
  bo_op_state st = {.id = BO_OP_MEMREF_STORE, .loc = b->loc, .num_operands = 3, .operands = ops,
                    .num_props = 1, .props = &nt};
  bo_build(b, &st);
}

static bo_value *load_at(bo_builder *b, bo_value *buffer, int64_t i) {
  bo_value *ops[2] = {buffer, index_constant(b, i)};
  bo_named_attr nt = bo_memref_nontemporal_default(b->ctx);
  return build1(b, BO_OP_MEMREF_LOAD, 2, ops, bo_type_get_element_type(buffer->type), 1, &nt);
}

/* Upstream's helper function, verbatim (with the `nontemporal = false` its
 * builders set on loads and stores, printed in the generic form only). */
static const char helper_text[] =
    "func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, "
    "%arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %true = arith.constant true\n"
    "  %false = arith.constant false\n"
    "  %dim = memref.dim %arg0, %c0 : memref<?xindex>\n"
    "  %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>\n"
    "  scf.for %arg5 = %c0 to %dim_0 step %c1 {\n"
    "    memref.store %false, %arg4[%arg5] {nontemporal = false} : memref<?xi1>\n"
    "  }\n"
    "  scf.for %arg5 = %c0 to %dim step %c1 {\n"
    "    %0 = memref.load %arg0[%arg5] {nontemporal = false} : memref<?xindex>\n"
    "    %1 = memref.load %arg2[%arg5] {nontemporal = false} : memref<?xi1>\n"
    "    %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {\n"
    "      %5 = memref.load %arg1[%arg6] {nontemporal = false} : memref<?xindex>\n"
    "      %6 = arith.cmpi eq, %5, %0 : index\n"
    "      scf.if %6 {\n"
    "        %9 = memref.load %arg4[%arg6] {nontemporal = false} : memref<?xi1>\n"
    "        %10 = arith.ori %9, %1 : i1\n"
    "        memref.store %10, %arg4[%arg6] {nontemporal = false} : memref<?xi1>\n"
    "      }\n"
    "      %7 = arith.cmpi ne, %5, %0 : index\n"
    "      %8 = arith.andi %arg7, %7 : i1\n"
    "      scf.yield %8 : i1\n"
    "    }\n"
    "    %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {\n"
    "      %5 = memref.load %arg0[%arg6] {nontemporal = false} : memref<?xindex>\n"
    "      %6 = arith.cmpi ne, %5, %0 : index\n"
    "      %7 = arith.andi %arg7, %6 : i1\n"
    "      scf.yield %7 : i1\n"
    "    }\n"
    "    %4 = arith.andi %3, %1 : i1\n"
    "    memref.store %4, %arg3[%arg5] {nontemporal = false} : memref<?xi1>\n"
    "  }\n"
    "  return\n"
    "}\n";

/* The helper, appended to the module the first time it is needed. */
static bo_op *get_helper(bo_op *module, bo_op **helper) {
  if (*helper) return *helper;
  bo_context *ctx = module->ctx;
  bo_op *parsed = bo_parse_source(ctx, helper_text, sizeof helper_text - 1, "dealloc_helper");
  if (!parsed) return NULL;
  bo_op *func = parsed->regions[0].first->first;
  bo_op_remove(func);
  bo_op_append_to_block(func, module->regions[0].first);
  bo_op_erase(parsed);
  *helper = func;
  return func;
}

/* The general case, upstream's lowering through @dealloc_helper (n memrefs
 * with their conditions at ms and cs, r retained at rs: the dealloc's
 * operand segments). */
static int lower_with_helper(bo_op *dealloc, bo_op *module, bo_op **helper, unsigned n,
                             unsigned ms, unsigned cs, unsigned r, unsigned rs) {
  bo_context *ctx = dealloc->ctx;
  if (!bo_op_isa(module, BO_OP_BUILTIN_MODULE)) { /* upstream's two errors, word for word */
    bo_op_emit_plain_error(dealloc, "library function required for generic lowering, but "
                                    "cannot be automatically inserted when operating on "
                                    "functions");
    return bo_op_emit_plain_error(dealloc, "failed to legalize operation "
                                           "'bufferization.dealloc' that was explicitly "
                                           "marked illegal");
  }
  if (bo_lookup_symbol(module, "dealloc_helper") && !*helper)
    return bo_op_emit_error(dealloc, "bufferization-lower-deallocations: the module defines "
                            "@dealloc_helper already");
  bo_op *func = get_helper(module, helper);
  if (!func) return -1;
  bo_builder b = bo_builder_before(ctx, dealloc);
  b.loc = dealloc->loc;
  const unsigned ptr_id = BO_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX;
  bo_value *ptrs = alloc_1d(&b, n, ctx->t_index);
  bo_value *conds = alloc_1d(&b, n, ctx->t_i1);
  bo_value *kept = alloc_1d(&b, r, ctx->t_index);
  for (unsigned i = 0; i < n; i++)
    store_at(&b, build1(&b, ptr_id, 1, &dealloc->operands[ms + i].value, ctx->t_index, 0, NULL),
             ptrs, i);
  for (unsigned i = 0; i < n; i++) store_at(&b, dealloc->operands[cs + i].value, conds, i);
  for (unsigned i = 0; i < r; i++)
    store_at(&b, build1(&b, ptr_id, 1, &dealloc->operands[rs + i].value, ctx->t_index, 0, NULL),
             kept, i);
  bo_value *ptrs_dyn = cast_dynamic(&b, ptrs);
  bo_value *conds_dyn = cast_dynamic(&b, conds);
  bo_value *kept_dyn = cast_dynamic(&b, kept);
  bo_value *free_conds = alloc_1d(&b, n, ctx->t_i1);
  bo_value *kept_conds = alloc_1d(&b, r, ctx->t_i1);
  bo_value *free_dyn = cast_dynamic(&b, free_conds);
  bo_value *kept_conds_dyn = cast_dynamic(&b, kept_conds);
  bo_value *args[5] = {ptrs_dyn, kept_dyn, conds_dyn, free_dyn, kept_conds_dyn};
  bo_named_attr callee = {bo_intern_cstr(ctx, "callee"),
                          bo_attr_symbol_ref(ctx, "dealloc_helper", 0, NULL)};
  bo_op_state call = {.id = BO_OP_FUNC_CALL, .loc = b.loc, .num_operands = 5, .operands = args,
                      .num_props = 1, .props = &callee};
  bo_build(&b, &call);
  for (unsigned i = 0; i < n; i++)
    build_guarded_free(&b, load_at(&b, free_conds, i), dealloc->operands[ms + i].value);
  for (unsigned i = 0; i < r; i++)
    bo_value_replace_all_uses(&dealloc->results[i], load_at(&b, kept_conds, i));
  bo_value *buffers[5] = {ptrs, kept, conds, free_conds, kept_conds};
  for (unsigned i = 0; i < 5; i++) {
    bo_op_state st = {.id = BO_OP_MEMREF_DEALLOC, .loc = b.loc, .num_operands = 1,
                      .operands = &buffers[i]};
    bo_build(&b, &st);
  }
  bo_op_erase(dealloc);
  return 0;
}

static int lower_dealloc(bo_op *dealloc, bo_op *module, bo_op **helper) {
  bo_context *ctx = dealloc->ctx;
  unsigned ms, cs, rs;
  unsigned n = bo_op_segment(dealloc, 0, &ms);
  bo_op_segment(dealloc, 1, &cs);
  unsigned r = bo_op_segment(dealloc, 2, &rs);
  if (n > 1) return lower_with_helper(dealloc, module, helper, n, ms, cs, r, rs);
  bo_builder b = bo_builder_before(ctx, dealloc);
  b.loc = dealloc->loc;
  if (n == 0) {
    if (r) {
      bo_value *no = bo_dealloc_build_bool(&b, false);
      for (unsigned k = 0; k < r; k++) bo_value_replace_all_uses(&dealloc->results[k], no);
    }
    bo_op_erase(dealloc);
    return 0;
  }
  bo_value *m = dealloc->operands[ms].value, *cond = dealloc->operands[cs].value;
  if (r == 0) {
    build_guarded_free(&b, cond, m);
    bo_op_erase(dealloc);
    return 0;
  }
  bo_named_attr ne = {bo_intern_cstr(ctx, "predicate"),
                      bo_attr_integer(ctx, bo_type_integer(ctx, 64, BO_SIGNLESS), 1)};
  const unsigned ptr_id = BO_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX;
  bo_value *m_ptr = build1(&b, ptr_id, 1, &m, ctx->t_index, 0, NULL);
  bo_value **differs = malloc(sizeof(bo_value *) * r);
  bo_value *all_differ = NULL;
  for (unsigned k = 0; k < r; k++) {
    bo_value *ptr = build1(&b, ptr_id, 1, &dealloc->operands[rs + k].value, ctx->t_index, 0, NULL);
    bo_value *cmp[2] = {m_ptr, ptr};
    differs[k] = build1(&b, BO_OP_ARITH_CMPI, 2, cmp, ctx->t_i1, 1, &ne);
    all_differ = all_differ ? build_binary(&b, BO_OP_ARITH_ANDI, all_differ, differs[k]) : differs[k];
  }
  build_guarded_free(&b, build_binary(&b, BO_OP_ARITH_ANDI, all_differ, cond), m);
  bo_value *yes = bo_dealloc_build_bool(&b, true);
  for (unsigned k = 0; k < r; k++) {
    bo_value *same = build_binary(&b, BO_OP_ARITH_XORI, differs[k], yes);
    bo_value_replace_all_uses(&dealloc->results[k], build_binary(&b, BO_OP_ARITH_ANDI, same, cond));
  }
  free(differs);
  bo_op_erase(dealloc);
  return 0;
}

typedef struct collect_state {
  const bo_op_info *dealloc_info;
  BO_VEC(bo_op *) deallocs;
} collect_state;

static int collect_dealloc(bo_op *op, void *user) {
  collect_state *cs = user;
  if (op->info == cs->dealloc_info) bo_vec_push(&cs->deallocs, op);
  return 0;
}

/* On any op (op-agnostic, as upstream): the helper goes into `root` when it
 * is a module; elsewhere a dealloc that needs it is an error. */
static int run_lowering(bo_op *module, const void *options) {
  (void)options;
  /* collected first, so that rewriting never disturbs the walk */
  collect_state cs = {.dealloc_info = bo_op_info_by_id(module->ctx, BO_OP_BUFFERIZATION_DEALLOC)};
  bo_walk_pre(module, collect_dealloc, &cs);
  int rc = 0;
  bo_op *helper = NULL;
  for (size_t i = 0; i < cs.deallocs.len && !rc; i++)
    rc = lower_dealloc(cs.deallocs.data[i], module, &helper);
  bo_vec_free(&cs.deallocs);
  return rc;
}

const bo_pass_info bo_pass_bufferization_lower_deallocations = {
    .name = "bufferization-lower-deallocations",
    .summary = "Lowers `bufferization.dealloc` operations to `memref.dealloc`operations",
    .anchor = NULL,
    .run = run_lowering,
};
