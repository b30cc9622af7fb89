/* hlo_convert_deallocation_ops_to_llvm.c - `hlo-convert-deallocation-ops-
 * to-llvm` (module): lowers the deallocation ops to the LLVM dialect, as
 * upstream did (the ops are built in generic form; bufopt has no LLVM
 * dialect of its own).  Ownership values become `!llvm.ptr` (types changed
 * in place, function signatures too):
 *   null        llvm.mlir.zero
 *   own %m      the allocated pointer: unrealized_conversion_cast of %m to
 *               its descriptor struct, llvm.extractvalue [0]
 *   get_buffer  llvm.ptrtoint of that pointer (or of the ownership), cast
 *               to index
 *   free %o     llvm.call @free(%o)
 *   retain      memref.alloca_scope holding two llvm.alloca arrays (n alloc
 *               pointers, m retained pointers: the allocated pointer of each
 *               retained memref, arrays of exactly n and m pointers), a call
 *               of retainBuffers(n, allocs, m, retained) (the runtime is
 *               test/runtime/retain_buffers.c) and m loads of the results.
 * Declarations of @free and @retainBuffers are added when missing.  Ranked
 * memrefs only (an unranked descriptor has no allocated pointer field:
 * "not supported yet").  Cost: linear, O(m + n) ops per retain.
 */
#include "../ir/asm.h"
#include "../pass/passes.h"
#include "hlo_common.h"

static const char k_free[] = "free";
static const char k_retain_buffers[] = "retainBuffers";

typedef struct llvm_lower {
  bo_context *ctx;
  bo_op *module;
  const bo_type *ptr, *i64;
  bool need_free, need_retain, failed;
} llvm_lower;

static const bo_type *opaque_type(bo_context *ctx, const char *text) {
  return bo_type_opaque(ctx, text, strlen(text));
}
static const bo_attr *opaque_attr(bo_context *ctx, const char *text) {
  return bo_attr_opaque(ctx, text, strlen(text));
}

/* Builds op `id` (BO_OP_*), or, for the LLVM dialect ops, which bufopt
 * does not register (no op list: they are only printed for mlir-opt),
 * the unregistered op `name` (id BO_OP_NONE). */
static bo_op *build_op(bo_builder *b, unsigned id, const char *name, unsigned nops,
                       bo_value *const *ops, unsigned nres, const bo_type *const *res,
                       unsigned nprops, const bo_named_attr *props, unsigned nregions) {
  bo_op_state st = {.id = id, .name = name, .loc = b->loc, .num_operands = nops, .operands = ops,
                    .num_results = nres, .result_types = res, .num_props = nprops,
                    .props = props, .num_regions = nregions};
  return bo_build(b, &st);
}
#define build(b, name, ...) build_op(b, BO_OP_NONE, name, __VA_ARGS__)
#define build_id(b, id, ...) build_op(b, id, NULL, __VA_ARGS__)

static bo_named_attr prop(bo_context *ctx, const char *name, const bo_attr *a) {
  return (bo_named_attr){bo_intern_cstr(ctx, name), a};
}

/* The allocated pointer of a ranked memref. */
static bo_value *allocated_pointer(llvm_lower *L, bo_builder *b, bo_value *m, bo_op *at) {
  const bo_type *t = m->type;
  if (t->kind != BO_TYPE_MEMREF) {
    bo_op_emit_error(at, "not supported yet: ownership of an unranked memref");
    L->failed = true;
    return NULL;
  }
  unsigned rank = bo_type_get_rank(t);
  char text[160];
  if (rank)
    snprintf(text, sizeof text, "llvm.struct<(ptr, ptr, i64, array<%u x i64>, array<%u x i64>)>",
             rank, rank);
  else
    snprintf(text, sizeof text, "llvm.struct<(ptr, ptr, i64)>");
  const bo_type *st = opaque_type(L->ctx, text);
  bo_value *d = &build_id(b, BO_OP_BUILTIN_UNREALIZED_CONVERSION_CAST, 1, &m, 1, &st, 0, NULL, 0)->results[0];
  int64_t zero = 0;
  bo_named_attr pos = prop(L->ctx, "position", bo_attr_dense_array_int(L->ctx, L->i64, 1, &zero));
  return &build(b, "llvm.extractvalue", 1, &d, 1, &L->ptr, 1, &pos, 0)->results[0];
}

static bo_value *i64_constant(llvm_lower *L, bo_builder *b, int64_t v) {
  bo_named_attr value = prop(L->ctx, "value", bo_attr_integer(L->ctx, L->i64, v));
  return &build(b, "llvm.mlir.constant", 0, NULL, 1, &L->i64, 1, &value, 0)->results[0];
}

static void call(llvm_lower *L, bo_builder *b, const char *callee, unsigned n, bo_value *const *args) {
  int64_t seg[2] = {n, 0};
  bo_named_attr props[6] = {
      prop(L->ctx, "CConv", opaque_attr(L->ctx, "llvm.cconv<ccc>")),
      prop(L->ctx, "TailCallKind", opaque_attr(L->ctx, "llvm.tailcallkind<none>")),
      prop(L->ctx, "callee", bo_attr_symbol_ref(L->ctx, bo_intern_cstr(L->ctx, callee), 0, NULL)),
      prop(L->ctx, "fastmathFlags", opaque_attr(L->ctx, "llvm.fastmath<none>")),
      prop(L->ctx, "op_bundle_sizes", bo_attr_dense_array_int(L->ctx, L->ctx->t_i32, 0, NULL)),
      prop(L->ctx, "operandSegmentSizes", bo_attr_dense_array_int(L->ctx, L->ctx->t_i32, 2, seg)),
  };
  build(b, "llvm.call", n, args, 0, NULL, 6, props, 0);
}

/* &array[i] */
static bo_value *element(llvm_lower *L, bo_builder *b, bo_value *array, int64_t i) {
  int32_t idx = (int32_t)i;
  int64_t idx64 = idx;
  bo_named_attr props[3] = {
      prop(L->ctx, "elem_type", bo_attr_type(L->ctx, L->ptr)),
      prop(L->ctx, "noWrapFlags", bo_attr_integer(L->ctx, L->ctx->t_i32, 0)),
      prop(L->ctx, "rawConstantIndices", bo_attr_dense_array_int(L->ctx, L->ctx->t_i32, 1, &idx64)),
  };
  return &build(b, "llvm.getelementptr", 1, &array, 1, &L->ptr, 3, props, 0)->results[0];
}

static bo_value *pointer_array(llvm_lower *L, bo_builder *b, bo_value *count) {
  bo_named_attr et = prop(L->ctx, "elem_type", bo_attr_type(L->ctx, L->ptr));
  return &build(b, "llvm.alloca", 1, &count, 1, &L->ptr, 1, &et, 0)->results[0];
}

static void store(llvm_lower *L, bo_builder *b, bo_value *v, bo_value *addr) {
  bo_named_attr ord = prop(L->ctx, "ordering", bo_attr_integer(L->ctx, L->i64, 0));
  bo_value *ops[2] = {v, addr};
  build(b, "llvm.store", 2, ops, 0, NULL, 1, &ord, 0);
}

static bo_value *load(llvm_lower *L, bo_builder *b, bo_value *addr) {
  bo_named_attr ord = prop(L->ctx, "ordering", bo_attr_integer(L->ctx, L->i64, 0));
  return &build(b, "llvm.load", 1, &addr, 1, &L->ptr, 1, &ord, 0)->results[0];
}

static void lower_retain(llvm_lower *L, bo_op *op) {
  unsigned ms, m = bo_op_segment(op, 0, &ms), as, n = bo_op_segment(op, 1, &as);
  bo_builder b = bo_builder_before(L->ctx, op);
  b.loc = op->loc;
  const bo_type **types = malloc((m + 1) * sizeof *types);
  for (unsigned j = 0; j < m; j++) types[j] = L->ptr;
  bo_op *scope = build_id(&b, BO_OP_MEMREF_ALLOCA_SCOPE, 0, NULL, m, types, 0, NULL, 1);
  free(types);
  bo_builder in = bo_builder_at_end(L->ctx, bo_region_add_block(&scope->regions[0]));
  in.loc = op->loc;
  bo_value *cn = i64_constant(L, &in, n), *allocs = pointer_array(L, &in, cn);
  for (unsigned i = 0; i < n; i++) store(L, &in, op->operands[as + i].value, element(L, &in, allocs, i));
  bo_value *cm = i64_constant(L, &in, m), *retained = pointer_array(L, &in, cm);
  for (unsigned j = 0; j < m; j++) {
    bo_value *p = allocated_pointer(L, &in, op->operands[ms + j].value, op);
    if (!p) return;
    store(L, &in, p, element(L, &in, retained, j));
  }
  bo_value *args[4] = {cn, allocs, cm, retained};
  call(L, &in, k_retain_buffers, 4, args);
  L->need_retain = true;
  bo_value **res = malloc((m + 1) * sizeof *res);
  for (unsigned j = 0; j < m; j++) res[j] = load(L, &in, element(L, &in, retained, j));
  build_id(&in, BO_OP_MEMREF_ALLOCA_SCOPE_RETURN, m, res, 0, NULL, 0, NULL, 0);
  for (unsigned j = 0; j < m && j < op->num_results; j++)
    bo_value_replace_all_uses(&op->results[j], &scope->results[j]);
  free(res);
  bo_op_erase(op);
}

static void lower_op(llvm_lower *L, bo_op *op) {
  bo_builder b = bo_builder_before(L->ctx, op);
  b.loc = op->loc;
  bo_value *r = NULL;
  if (bo_deallocation_is(op, BO_DEALLOCATION_RETAIN)) {
    lower_retain(L, op);
    return;
  }
  if (bo_deallocation_is(op, BO_DEALLOCATION_NULL)) {
    r = &build(&b, "llvm.mlir.zero", 0, NULL, 1, &L->ptr, 0, NULL, 0)->results[0];
  } else if (bo_deallocation_is(op, BO_DEALLOCATION_OWN)) {
    r = allocated_pointer(L, &b, op->operands[0].value, op);
  } else if (bo_deallocation_is(op, BO_DEALLOCATION_FREE)) {
    bo_value *p = op->operands[0].value;
    call(L, &b, k_free, 1, &p);
    L->need_free = true;
  } else if (bo_deallocation_is(op, BO_DEALLOCATION_GET_BUFFER)) {
    bo_value *x = op->operands[0].value;
    bo_value *p = hlo_is_memref(x) ? allocated_pointer(L, &b, x, op) : x;
    if (p) {
      bo_value *i = &build(&b, "llvm.ptrtoint", 1, &p, 1, &L->i64, 0, NULL, 0)->results[0];
      r = &build_id(&b, BO_OP_BUILTIN_UNREALIZED_CONVERSION_CAST, 1, &i, 1, &L->ctx->t_index, 0, NULL, 0)
               ->results[0];
    }
  }
  if (L->failed) return;
  if (r) bo_value_replace_all_uses(&op->results[0], r);
  bo_op_erase(op);
}

static int retype(bo_op *op, void *user) {
  llvm_lower *L = user;
  hlo_retype_ownership(op, L->ptr);
  return 0;
}

static int gather(bo_op *op, void *user) {
  hlo_ops *ops = user;
  if (bo_is_deallocation_op(op)) bo_vec_push(ops, op);
  return 0;
}

static void declare(llvm_lower *L, const char *name, const char *fn_type) {
  bo_block *mb = L->module->regions[0].first;
  if (bo_lookup_symbol(L->module, bo_intern_cstr(L->ctx, name))) return;
  bo_builder b = mb->first ? bo_builder_before(L->ctx, mb->first) : bo_builder_at_end(L->ctx, mb);
  b.loc = L->module->loc;
  bo_named_attr props[6] = {
      prop(L->ctx, "CConv", opaque_attr(L->ctx, "llvm.cconv<ccc>")),
      prop(L->ctx, "function_type", bo_attr_type(L->ctx, opaque_type(L->ctx, fn_type))),
      prop(L->ctx, "linkage", opaque_attr(L->ctx, "llvm.linkage<external>")),
      prop(L->ctx, "sym_name", bo_attr_string(L->ctx, name, strlen(name), NULL)),
      prop(L->ctx, "unnamed_addr", bo_attr_integer(L->ctx, L->i64, 0)),
      prop(L->ctx, "visibility_", bo_attr_integer(L->ctx, L->i64, 0)),
  };
  build(&b, "llvm.func", 0, NULL, 0, NULL, 6, props, 1);
}

static int run_to_llvm(bo_op *module, const void *options) {
  (void)options;
  llvm_lower L = {.ctx = module->ctx, .module = module};
  L.ptr = opaque_type(L.ctx, "llvm.ptr");
  L.i64 = L.ctx->t_i64;
  hlo_ops ops = {0};
  bo_walk_pre(module, gather, &ops);
  bo_walk_pre(module, retype, &L);
  for (size_t i = 0; i < ops.len && !L.failed; i++) lower_op(&L, ops.data[i]);
  bo_vec_free(&ops);
  if (L.failed) return -1;
  if (L.need_free) declare(&L, k_free, "llvm.func<void (ptr)>");
  if (L.need_retain) declare(&L, k_retain_buffers, "llvm.func<void (i64, ptr, i64, ptr)>");
  return 0;
}

const bo_pass_info bo_pass_hlo_convert_deallocation_ops_to_llvm = {
    .name = "hlo-convert-deallocation-ops-to-llvm",
    .summary = "Lowers the deallocation ops to the LLVM dialect (ownership = !llvm.ptr; general "
               "retain = call of retainBuffers)",
    .anchor = "builtin.module",
    .run = run_to_llvm,
};
