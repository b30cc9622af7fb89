/* context.c - the bo_context: arenas, intern tables, the op registry.
 *
 * The context owns everything: IR memory, interned objects, diagnostics and
 * the registries of ops and passes.  Nothing in bufopt is global, so several
 * contexts can live side by side.  Op infos are found by name through an
 * intern table keyed by the op name; names no dialect registers get a
 * per-name "unknown" info, so every op has an info.
 *
 * The IR core knows no dialect and no pass: a new context has none, and
 * the composition root (src/init/register.c: bo_register_all_dialects,
 * bo_register_all_passes) or an embedder registers what it uses with
 * bo_register_dialect / bo_pass_register.
 */
#include "ir_private.h"

static void *make_info_registered(bo_context *ctx, void *user) {
  (void)ctx;
  return user;
}

typedef struct name_span {
  const char *s;
  size_t len;
} name_span;

static void *make_info_unknown(bo_context *ctx, void *user) {
  name_span *n = user;
  bo_op_info *info = bo_arena_take(&ctx->arena, sizeof *info);
  info->name = bo_intern(ctx, n->s, n->len);
  info->traits = BO_TRAIT_UNKNOWN;
  return info;
}

bo_context *bo_context_create(void) {
  bo_context *ctx = calloc(1, sizeof *ctx);
  if (!ctx) return NULL;
  ctx->arena.ctx = ctx;
  ctx->t_index = bo_type_index(ctx);
  ctx->t_i1 = bo_type_integer(ctx, 1, BO_SIGNLESS);
  ctx->t_i32 = bo_type_integer(ctx, 32, BO_SIGNLESS);
  ctx->t_i64 = bo_type_integer(ctx, 64, BO_SIGNLESS);
  ctx->t_f32 = bo_type_float(ctx, BO_F32);
  ctx->t_f64 = bo_type_float(ctx, BO_F64);
  ctx->t_none = bo_type_none(ctx);
  return ctx;
}

/* Interns the infos of the dialect's ops.  An op name that already has an
 * info (another dialect's, or the unknown info of an op made before the
 * registration) keeps it: the registration then fails.  O(ops). */
const char *bo_dialect_name_at(bo_context *ctx, unsigned i) {
  return i < ctx->dialects.len ? ctx->dialects.data[i]->name : NULL;
}

int bo_register_dialect(bo_context *ctx, const bo_dialect *dialect) {
  return bo_register_dialect_with_flags(ctx, dialect, 0);
}

int bo_register_dialect_with_flags(bo_context *ctx, const bo_dialect *dialect, unsigned flags) {
  for (size_t d = 0; d < ctx->dialects.len; d++)
    if (ctx->dialects.data[d] == dialect) return 0;
  int rc = 0;
  if (!ctx->op_by_id) {
    ctx->op_by_id = calloc(BO_OP_COUNT, sizeof *ctx->op_by_id);
    if (!ctx->op_by_id) bo_out_of_memory(ctx, BO_OP_COUNT * sizeof *ctx->op_by_id);
  }
  for (unsigned i = 0; i < dialect->num_ops; i++) {
    const bo_op_info *info = &dialect->ops[i];
    bo_assert(info->name && info->id < BO_OP_COUNT);
    /* one info per id: the X-macro op lists give each op its own id */
    bo_assert(!info->id || !ctx->op_by_id[info->id] || ctx->op_by_id[info->id] == info);
    if (info->id) ctx->op_by_id[info->id] = info;
    if (bo_intern_get(ctx, &ctx->op_infos, info->name, strlen(info->name), make_info_registered,
                      (void *)info) != info)
      rc = -1;
  }
  bo_vec_push(&ctx->dialects, dialect);
  bo_vec_push(&ctx->dialect_flags, flags);
  return rc;
}

void bo_context_set_oom_handler(bo_context *ctx, bo_oom_handler handler, void *user) {
  ctx->oom_handler = handler;
  ctx->oom_user = user;
}

void bo_out_of_memory(bo_context *ctx, size_t bytes) {
  if (ctx && ctx->oom_handler) ctx->oom_handler(ctx->oom_user, bytes);
  abort();
}

void bo_context_destroy(bo_context *ctx) {
  if (!ctx) return;
  bo_intern_table_free(&ctx->strings);
  bo_intern_table_free(&ctx->types);
  bo_intern_table_free(&ctx->attrs);
  bo_intern_table_free(&ctx->affine);
  bo_intern_table_free(&ctx->op_infos);
  bo_mapping_destroy(ctx->cache);
  bo_vec_free(&ctx->diags);
  bo_vec_free(&ctx->passes);
  bo_vec_free(&ctx->dialects);
  bo_vec_free(&ctx->dialect_flags);
  bo_vec_free(&ctx->wide_floats);
  free(ctx->op_by_id);
  bo_str_free(&ctx->scratch);
  bo_arena_free_all(&ctx->arena);
  free(ctx);
}

/* Registered names were interned at creation; any other name gets an unknown
 * info on first sight. */
const bo_op_info *bo_lookup_op_info(bo_context *ctx, const char *name, size_t len) {
  name_span n = {name, len};
  return bo_intern_get(ctx, &ctx->op_infos, name, len, make_info_unknown, &n);
}

const bo_op_info *bo_get_unknown_op_info(bo_context *ctx, const char *interned_name) {
  return bo_lookup_op_info(ctx, interned_name, strlen(interned_name));
}

bool bo_op_info_is_inherent(const bo_op_info *info, const char *name) {
  if (!info->inherent_attrs) return false;
  /* the first byte settles most comparisons without a call (this runs
   * for every attribute parsed or set) */
  for (const char *const *p = info->inherent_attrs; *p; p++)
    if (*p == name || ((*p)[0] == name[0] && strcmp(*p, name) == 0)) return true;
  return false;
}

void *bo_context_cache_get(bo_context *ctx, const void *key) {
  return ctx->cache ? bo_mapping_get(ctx->cache, key) : NULL;
}

void bo_context_cache_put(bo_context *ctx, const void *key, void *value) {
  if (!ctx->cache) ctx->cache = bo_mapping_create();
  bo_mapping_put(ctx->cache, key, value);
}

void bo_context_allow_unregistered_dialects(bo_context *ctx, bool allow) {
  ctx->disallow_unregistered = !allow;
}

bool bo_context_allows_unregistered_dialects(const bo_context *ctx) {
  return !ctx->disallow_unregistered;
}

/* The index of the registered dialect of that namespace, or -1. */
static long find_dialect(bo_context *ctx, const char *name, size_t len) {
  for (size_t d = 0; d < ctx->dialects.len; d++)
    if (strlen(ctx->dialects.data[d]->name) == len &&
        memcmp(ctx->dialects.data[d]->name, name, len) == 0)
      return (long)d;
  return -1;
}

/* An open registered dialect (registered with BO_DIALECT_ALLOWS_UNKNOWN_OPS):
 * llvm and MLIR's test dialect, whose ops bufopt has only in part; the
 * others stay unknown ops ("test.anything"(...) parses without
 * --allow-unregistered-dialect, as in mlir-opt 22, which registers both). */
bool bo_dialect_allows_unknown_ops(bo_context *ctx, const char *name, size_t len) {
  long d = find_dialect(ctx, name, len);
  return d >= 0 && (ctx->dialect_flags.data[d] & BO_DIALECT_ALLOWS_UNKNOWN_OPS);
}

bool bo_dialect_is_registered(bo_context *ctx, const char *name, size_t len) {
  return find_dialect(ctx, name, len) >= 0;
}

/* `mlir-opt --show-dialects` of mlir-opt 22, sorted (strcmp order). */
static const char *const k_upstream_dialects[] = {
    "acc",      "affine",     "amdgpu",  "amx",         "arith",       "arm_neon",   "arm_sme",
    "arm_sve",  "async",      "bufferization", "builtin", "cf",        "complex",    "dlti",
    "emitc",    "func",       "gpu",     "index",       "irdl",        "linalg",     "llvm",
    "math",     "memref",     "ml_program", "mpi",      "nvgpu",       "nvvm",       "omp",
    "pdl",      "pdl_interp", "ptr",     "quant",       "rocdl",       "scf",        "shape",
    "shard",    "smt",        "sparse_tensor", "spirv", "tensor",      "test",       "test_dyn",
    "test_irdl_to_cpp", "tosa", "transform", "ub",      "vector",      "wasmssa",    "x86vector",
    "xegpu",    "xevm"};

bool bo_dialect_namespace_known(bo_context *ctx, const char *name, size_t len) {
  if (find_dialect(ctx, name, len) >= 0) return true;
  size_t lo = 0, hi = sizeof k_upstream_dialects / sizeof *k_upstream_dialects;
  while (lo < hi) { /* binary search over the sorted table */
    size_t mid = (lo + hi) / 2;
    const char *k = k_upstream_dialects[mid];
    int c = strncmp(k, name, len);
    if (c == 0) c = k[len] ? 1 : 0;
    if (c == 0) return true;
    if (c < 0) lo = mid + 1;
    else hi = mid;
  }
  return false;
}
