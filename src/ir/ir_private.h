/* ir_private.h - the IR's data structures, shared by the library's own files.
 *
 * The public headers keep these structs opaque; inside the library, passes and
 * dialects read fields directly for speed.  Invariants:
 *  - types, attributes, affine exprs and identifiers are interned: equal
 *    content means equal pointer;
 *  - every operand slot (bo_use) is linked in its value's use list;
 *  - attribute and property arrays are sorted by name pointer's string.
 */
#ifndef BUFOPT_IR_PRIVATE_H
#define BUFOPT_IR_PRIVATE_H

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/diag.h"
#include "bufopt/ir.h"
#include "bufopt/pass.h"
#include "bufopt/register.h"
#include "../support/assert.h"
#include "../dialects/op_ids.h" /* enum bo_op_id: BO_OP_<ID> of every registered op */

/* ------------------------------------------------------------------ arena */

typedef struct bo_arena_chunk bo_arena_chunk;
typedef struct bo_arena {
  /* whose out-of-memory handler a failed chunk allocation calls (NULL: an
   * arena no context owns, which aborts at once; see bo_out_of_memory) */
  bo_context *ctx;
  bo_arena_chunk *head;
  char *cur, *end;
  size_t next_chunk;
} bo_arena;
/* 16-byte aligned, zeroed.  Inline: the request that fits the current
 * chunk (nearly all) is a bump of cur; bo_arena_take_slow takes a new chunk,
 * a size of 0 and a size no allocation can satisfy.  O(1). */
void *bo_arena_take_slow(bo_arena *a, size_t size);
static inline void *bo_arena_take(bo_arena *a, size_t size) {
  if (size - 1 < SIZE_MAX / 2) { /* 1 <= size <= SIZE_MAX / 2: no wrap below */
    size_t rounded = (size + 15) & ~(size_t)15;
    if (rounded <= (size_t)(a->end - a->cur)) {
      char *p = a->cur;
      a->cur += rounded;
      return p;
    }
  }
  return bo_arena_take_slow(a, size);
}
void bo_arena_free_all(bo_arena *a);

/* ---------------------------------------------------------------- vectors */

/* A growable array: BO_VEC(T) v = {0}; bo_vec_push(&v, x); free(v.data). */
#define BO_VEC(T) struct { T *data; size_t len, cap; }
void bo_vec_grow_(void **data, size_t *cap, size_t elem_size, size_t need);
#define bo_vec_reserve(v, n) \
  ((n) > (v)->cap ? bo_vec_grow_((void **)&(v)->data, &(v)->cap, sizeof(*(v)->data), (n)) : (void)0)
#define bo_vec_push(v, x) \
  (bo_vec_reserve((v), (v)->len + 1), (v)->data[(v)->len++] = (x))
#define bo_vec_free(v) (free((v)->data), (v)->data = NULL, (v)->len = (v)->cap = 0)

/* A growable byte string, used by the printer and for messages. */
typedef struct bo_str {
  char *data;
  size_t len, cap;
} bo_str;
/* Grows s so that n more bytes and the terminator fit (the slow path of the
 * inline appenders below, which run for nearly every printed token). */
void bo_str_grow_(bo_str *s, size_t n);
static inline void bo_str_append(bo_str *s, const char *p, size_t n) {
  if (s->len + n + 1 > s->cap) bo_str_grow_(s, n);
  memcpy(s->data + s->len, p, n);
  s->len += n;
  s->data[s->len] = 0;
}
static inline void bo_str_puts(bo_str *s, const char *p) { bo_str_append(s, p, strlen(p)); }
static inline void bo_str_putc(bo_str *s, char c) {
  if (s->len + 2 > s->cap) bo_str_grow_(s, 1);
  s->data[s->len++] = c;
  s->data[s->len] = 0;
}
void bo_str_printf(bo_str *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void bo_str_vprintf(bo_str *s, const char *fmt, va_list ap);
void bo_str_free(bo_str *s);
void bo_str_put_u64(bo_str *s, uint64_t v); /* as %llu */
void bo_str_put_i64(bo_str *s, int64_t v);  /* as %lld */

/* ---------------------------------------------------------- intern tables */

/* Open-addressing hash set of byte keys; the stored object begins with its
 * key copy (see intern.c).  Used for strings, types, attributes and affine
 * expressions. */
typedef struct bo_intern_table {
  void **slots;
  uint32_t *hashes;
  size_t cap, count;
} bo_intern_table;

uint64_t bo_hash_bytes(const void *p, size_t n, uint64_t seed);

/* Returns the object interned in t under the byte key (key, len); when there
 * is none, make(ctx, user) builds it (from the context arena) and it is stored.
 * Keys are canonical byte encodings: kind, then fields, with interned
 * sub-objects encoded as their pointers. */
typedef void *(*bo_intern_make_fn)(bo_context *ctx, void *user);
void *bo_intern_get(bo_context *ctx, bo_intern_table *t, const void *key, size_t len,
                    bo_intern_make_fn make, void *user);
void bo_intern_table_free(bo_intern_table *t);
/* Calls f(obj, user) on each object interned in t until it returns true;
 * returns whether one did.  O(capacity of t). */
bool bo_intern_table_any(const bo_intern_table *t, bool (*f)(const void *obj, void *user),
                         void *user);

/* ------------------------------------------------------------------ types */

struct bo_type {
  bo_type_kind kind;
  union {
    struct {
      unsigned width;
      bo_signedness signedness;
    } integer;
    bo_float_kind fkind;
    const bo_type *complex_elem;
    struct {
      unsigned rank;
      const int64_t *shape;
      const bo_type *elem;
      const bo_attr *encoding; /* tensor */
      const bo_attr *layout;   /* memref */
      const bo_attr *memspace; /* memref */
      const bool *scalable;    /* vector */
    } shaped;
    struct {
      unsigned num_inputs, num_results;
      const bo_type *const *types; /* inputs then results */
    } func;
    struct {
      unsigned n;
      const bo_type *const *types;
    } tuple;
    struct {
      const char *text;
      size_t len;
    } opaque;
  } u;
};

/* ------------------------------------------------------------- attributes */

struct bo_affine_expr {
  bo_affine_kind kind;
  int64_t value; /* dim/symbol position or constant */
  const bo_affine_expr *lhs, *rhs;
};

struct bo_attr {
  bo_attr_kind kind;
  const bo_type *type; /* integer, float, string (optional), dense, dense array elem */
  union {
    int64_t i;
    double f;
    struct {
      double value;      /* the same storage as f: the value, or for an f80 / f128
                          * value no double holds, a NaN naming it (float_wide.h) */
      uint64_t lo, hi;   /* f80 / f128: the exact bit pattern (0 for other kinds);
                          * integers of 65..128 bits: the value (see attrs.c) */
    } wide;
    struct {
      const char *data;
      size_t len;
    } str; /* string, opaque */
    struct {
      unsigned n;
      const bo_attr *const *elems;
    } array;
    struct {
      unsigned n;
      const bo_named_attr *entries;
    } dict;
    const bo_type *type_value;
    struct {
      const char *root;
      unsigned n;
      const char *const *nested;
    } sym;
    struct {
      size_t n;        /* stored values: 1 when splat */
      bool splat, is_float, wide; /* wide: f80 / f128 elements */
      const int64_t *ints;
      const double *floats; /* slots as bo_attr_get_float's */
      const uint64_t *wide_bits; /* wide: n (lo, hi) patterns after the slots */
    } dense; /* also dense arrays (splat false) */
    struct {
      unsigned num_dims, num_syms, num_results;
      const bo_affine_expr *const *results;
      const bool *eq; /* integer sets: per constraint, == 0 (else >= 0) */
    } map;
    struct {
      unsigned rank;
      const int64_t *strides;
      int64_t offset;
    } strided;
  } u;
};

/* ----------------------------------------------------- values, ops, blocks */

struct bo_use {
  bo_value *value;
  bo_op *owner;
  unsigned index;
  bo_use *next, **pprev; /* in value's use list */
};

struct bo_value {
  const bo_type *type;
  bo_use *first_use;
  bo_op *def_op;        /* result: defining op; NULL for block arguments */
  bo_block *owner;      /* block argument: owning block */
  unsigned index;       /* result number / argument number */
  uint32_t id;
  bo_loc loc;           /* block arguments: where declared */
};

struct bo_region {
  bo_op *parent;
  bo_context *ctx;
  bo_block *first, *last;
  /* The implicit body of a named op, not built yet (lazy implicit bodies,
   * see bo_parse_config): the region has no blocks until
   * bo_materialize_bodies or bo_op_get_region builds it through the op's
   * build_pending_body hook. */
  bool pending;
};

struct bo_block {
  bo_region *parent;
  bo_context *ctx;
  bo_block *prev, *next;
  bo_op *first, *last;
  bo_value **args;
  unsigned num_args, cap_args;
  uint32_t id;
};

struct bo_op {
  /* the fields every walk reads first, in the first 64 bytes (144 bytes in
   * all, no padding).  Starting each op on a cache line saved 2.7% of the
   * L2 misses of one-shot-bufferize at 16k layers but cost the round trip
   * 4-7% (padding): not done. */
  const bo_op_info *info;
  bo_op *next;
  unsigned num_operands, num_results, num_regions, num_successors;
  bo_use *operands;
  bo_value *results;
  bo_region *regions;
  bo_block *block;
  bo_op *prev;
  bo_named_attr *props;
  unsigned num_props, cap_props;
  bo_named_attr *attrs;
  unsigned num_attrs, cap_attrs;
  bo_context *ctx;
  bo_loc loc;
  bo_block **successors;
  unsigned cap_operands;
  uint32_t id;
};

/* bo_op_create for callers whose attribute names are interned already. */
bo_op *bo_op_create_ex(bo_context *ctx, const bo_op_state *st, bool names_interned);
void bo_op_set_operands(bo_op *op, unsigned n, bo_value *const *values);
void bo_op_append_operand(bo_op *op, bo_value *v);
void bo_op_erase_operand(bo_op *op, unsigned i);
void bo_block_add_existing_arg(bo_block *b, bo_value *arg);
bo_block *bo_block_create(bo_context *ctx); /* detached */
/* Adds an argument to a block that may be detached (the parser's blocks). */
bo_value *bo_block_add_arg_ctx(bo_context *ctx, bo_block *b, const bo_type *t, bo_loc loc);
void bo_region_append_block(bo_region *r, bo_block *b);
void bo_block_remove(bo_block *b); /* unlink from its region */
void bo_region_take_blocks(bo_region *to, bo_region *from); /* moves all blocks */
bo_value *bo_value_create_placeholder(bo_context *ctx, const bo_type *t); /* forward refs */
void bo_value_drop_uses_from(bo_value *v);
/* Nesting queries, O(nesting depth):
 * the op of block b that is op or holds it (NULL if op is not inside b); */
bo_op *bo_op_ancestor_in_block(bo_op *op, const bo_block *b);
/* op is outer or nested in one of outer's regions, at any depth; */
bool bo_op_is_inside(const bo_op *op, const bo_op *outer);
/* v is defined in one of op's regions (a block argument or an op result
 * there), at any depth. */
bool bo_value_defined_in(const bo_value *v, const bo_op *op);
/* Raw access to a bo_mapping as a pointer->pointer hash map (NULL: absent). */
void *bo_mapping_get(const bo_mapping *m, const void *key);
char *bo_print_op_for_diag(bo_op *op, bool generic); /* printer.c */
void bo_mapping_put(bo_mapping *m, const void *key, void *value);

/* -------------------------------------------------------------- op tables */

typedef struct bo_parser bo_parser;
typedef struct bo_printer bo_printer;
typedef struct bo_parse_state bo_parse_state;

/* Called by an op's asm_result_names / asm_block_arg_names hooks. */
typedef struct bo_name_setter bo_name_setter;
void bo_set_value_name(bo_name_setter *s, bo_value *v, const char *name);

/* The SSA names the printer gives the values under `top` when it prints
 * top (as an operand: "%0", "%arg1", "%extracted_slice", "%r#1"), without
 * printing (dump-alias-sets).  With bo_context_set_generic_names, the
 * generic form's numbers, counted from the module when whole_module (a pass
 * whose root is the module, as upstream's AsmState on its root op).  name()
 * returns a buffer valid until the next call (not NUL-terminated), its
 * length in *len.  The ids of the values and blocks named are restored by
 * destroy.  Create: O(values under the top named). */
typedef struct bo_value_namer bo_value_namer;
bo_value_namer *bo_value_namer_create(bo_op *top, bool whole_module);
const char *bo_value_namer_name(bo_value_namer *n, bo_value *v, size_t *len);
void bo_value_namer_destroy(bo_value_namer *n);

/* Folding results and the pattern rewriter (src/dialects/fold.h). */
struct bo_fold_result;
struct bo_rewriter;

struct bo_op_info {
  const char *name;                   /* "arith.addi" */
  uint32_t id;                        /* BO_OP_ARITH_ADDI; BO_OP_NONE: unregistered */
  uint32_t traits;                    /* BO_TRAIT_* */
  const char *const *inherent_attrs;  /* NULL-terminated; stored as properties */
  /* Custom syntax.  parse fills st (operands, types, attrs, regions); it returns
   * 0 or -1 after an error.  Either both are set or neither (generic form). */
  int (*parse)(bo_parser *p, bo_parse_state *st);
  void (*print)(bo_printer *p, bo_op *op);
  /* Op verifier: returns 0 or -1 after bo_op_emit_error. */
  int (*verify)(bo_op *op);
  /* Verifier that runs after nested ops were verified (regions, terminators). */
  int (*verify_regions)(bo_op *op);
  /* SSA names (OpAsmOpInterface). */
  void (*asm_result_names)(bo_op *op, bo_name_setter *s);
  void (*asm_block_arg_names)(bo_op *op, bo_region *r, bo_name_setter *s);
  /* Hooks added by later layers (bufferization, interpretation, ...) hang off
   * these pointers so that op behaviour stays in the dialect tables. */
  const void *bufferize;  /* const struct bo_bufferize_iface * */
  const void *memory;     /* const struct bo_memory_iface * */
  const void *interp;     /* const struct bo_interp_iface * */
  /* Dialect tried for unprefixed op names inside this op's regions
   * (OpAsmOpInterface::getDefaultDialect): "func" for func.func. */
  const char *default_dialect;
  /* Exact number of regions the op must have (0: not checked here).  The
   * verifier checks it before the hooks run, so hooks may index regions. */
  unsigned num_regions;
  /* Fills inherent properties that have defaults and normalizes their
   * spelling (MLIR's populateDefaultProperties); run by bo_op_create, so
   * every way of making an op (parser, generic form, passes) agrees. */
  void (*populate_defaults)(bo_op *op);
  /* Folding (MLIR's fold / OpFoldResult), run by canonicalize: consts[i] is
   * the constant attribute of operand i (NULL when it is not a constant).
   * Returns BO_FOLD_NONE, BO_FOLD_IN_PLACE (the op was updated in place), or
   * BO_FOLD_REPLACED after filling results[r] for every result with an
   * attribute (a constant the driver materialises) or an existing value.
   * A folder never creates or erases ops.  See src/dialects/fold.h. */
  int (*fold)(bo_op *op, const bo_attr *const *consts, struct bo_fold_result *results);
  /* Canonicalization patterns of the op (MLIR's getCanonicalizationPatterns)
   * as one function: rewrites around op through the rewriter (which keeps
   * the driver informed) and returns 1 when it changed the IR, else 0. */
  int (*canonicalize)(bo_op *op, struct bo_rewriter *rw);
  /* Builds the body of region 0 that the parser left pending (lazy implicit
   * bodies: the named linalg ops); called with region->pending cleared. */
  void (*build_pending_body)(bo_op *op);
};

/* A dialect: its namespace and op table. */
/* Every dialect initialises this by designation (.name = ..., .ops = ...),
 * so a field added here needs no edit in the dialects that leave it zero. */
typedef struct bo_dialect {
  const char *name;
  const bo_op_info *ops;
  unsigned num_ops;
  /* MLIR's Dialect::verifyOperationAttribute: called by the verifier, before
   * the op's own verifier, for each discardable attribute of any op whose
   * name is `<name>.<something>`; non-zero after emitting an error. */
  int (*verify_op_attr)(bo_op *op, const bo_named_attr *attr);
} bo_dialect;

/* The dialects (src/dialects/<name>.c each define one) are declared in
 * bufopt/register.h and registered by src/init/register.c. */

const bo_op_info *bo_lookup_op_info(bo_context *ctx, const char *name, size_t len);
/* Info for a name that no dialect registers (traits: BO_TRAIT_UNKNOWN). */
const bo_op_info *bo_get_unknown_op_info(bo_context *ctx, const char *interned_name);
bool bo_op_info_is_inherent(const bo_op_info *info, const char *name);
/* The constraint summary when inherent attribute NAME has the wrong kind for
 * the op (verifier.c), else NULL; BUF holds a made-up summary. */
const char *bo_prop_kind_error(const bo_op_info *info, const char *name, const bo_attr *a, char *buf,
                               size_t cap);
bool bo_dialect_is_registered(bo_context *ctx, const char *name, size_t len);
bool bo_dialect_allows_unknown_ops(bo_context *ctx, const char *name, size_t len);
/* Is the namespace one of the dialects mlir-opt 22 registers (or one of
 * bufopt's)?  Their types and attributes are accepted (kept opaque where
 * bufopt does not know them) without --allow-unregistered-dialect. */
bool bo_dialect_namespace_known(bo_context *ctx, const char *name, size_t len);
/* A per-context memo for dialects: values keyed by the address of a static
 * constant (never mutable globals), e.g. interned maps of a named op kind. */
void *bo_context_cache_get(bo_context *ctx, const void *key);
void bo_context_cache_put(bo_context *ctx, const void *key, void *value);

/* ---------------------------------------------------------------- context */

struct bo_diag_list;

/* sets of the context's pointer-keyed memos (a power of two) */
#define BO_MEMO_SETS 64

struct bo_context {
  bo_arena arena;
  bo_intern_table strings, types, attrs, affine;
  /* op name -> info (registered and unknown) */
  bo_intern_table op_infos;
  bo_diag_handler diag_handler;
  void *diag_user;
  bool print_op_on_diag, in_op_note; /* see bo_diag_set_print_op */
  bo_oom_handler oom_handler; /* see bo_context_set_oom_handler */
  void *oom_user;
  BO_VEC(bo_diag) diags;
  /* common types */
  const bo_type *t_index, *t_i1, *t_i32, *t_i64, *t_f32, *t_f64, *t_none;
  /* passes */
  BO_VEC(const bo_pass_info *) passes;
  /* registered dialects (bo_register_dialect), in registration order */
  BO_VEC(const bo_dialect *) dialects;
  BO_VEC(unsigned) dialect_flags; /* BO_DIALECT_* of dialects.data[i] */
  bo_mapping *cache; /* see bo_context_cache_get */
  /* scratch for formatting messages */
  bo_str scratch;
  /* Two-way set-associative memos keyed by the address of a name (mostly
   * string literals in the dialects and the parser's interned names): set
   * bo_ptr_slot(name, BO_MEMO_SETS), ways 2*set and 2*set+1, a miss moves
   * way 0 to way 1.  (Direct-mapped, two hot literals could share a slot
   * depending on the code layout: +2% instructions in one build.)  A hit is
   * confirmed by comparing the strings, so a reused buffer can never give a
   * stale answer; they only save the hashing of bo_intern_cstr and of the
   * op-name lookup in bo_op_create. */
  struct {
    const char *key;
    const char *interned;
  } cstr_memo[2 * BO_MEMO_SETS];
  const bo_op_info *info_memo[2 * BO_MEMO_SETS];
  /* Some op may have a pending body (a parse with lazy implicit bodies ran):
   * bo_materialize_bodies walks only when set. */
  bool may_have_pending_bodies;
  /* see bo_context_set_generic_names */
  bool generic_names;
  /* see bo_context_allow_unregistered_dialects (false: allowed, the default) */
  bool disallow_unregistered;
  /* op id -> info of the registered dialects (filled by bo_register_dialect;
   * NULL before the first registration) */
  const bo_op_info **op_by_id;
  /* the outermost pass manager running on this context, for the pass
   * statistics and the IR printing of nested pipelines (pass_manager.c) */
  struct bo_pass_manager *active_pm;
  /* stack budget (src/support/stack.h): lowest usable address, 0 = unset */
  uintptr_t stack_limit;
  size_t stack_size; /* bytes allowed below the first guard (0: derived) */
  /* "operandSegmentSizes" interned (bo_ctx_segments_key), NULL until asked */
  const char *k_segments;
  /* the f80 / f128 float attributes whose value no double holds, indexed by
   * the NaN that stands for them in double slots (float_wide.h) */
  BO_VEC(const bo_attr *) wide_floats;
};

/* The interned "operandSegmentSizes": property names are interned, so a
 * lookup by this address needs no strcmp (linalg asks it per operand). */
static inline const char *bo_ctx_segments_key(bo_context *ctx) {
  if (!ctx->k_segments) ctx->k_segments = bo_intern_cstr(ctx, "operandSegmentSizes");
  return ctx->k_segments;
}

/* The info of a registered op by its id (BO_OP_MEMREF_ALLOC): O(1); asserts
 * that the op's dialect is registered in ctx. */
static inline const bo_op_info *bo_op_info_by_id(bo_context *ctx, unsigned id) {
  bo_assert(id > BO_OP_NONE && id < BO_OP_COUNT);
  const bo_op_info *info = ctx->op_by_id ? ctx->op_by_id[id] : NULL;
  bo_assert(info && "the op's dialect is not registered in this context");
  return info;
}
/* op is the registered op `id` (BO_OP_FUNC_FUNC): one compare. */
static inline bool bo_op_isa(const bo_op *op, unsigned id) { return op->info->id == id; }

/* Slot of a pointer in a direct-mapped memo of n (a power of two) slots:
 * Fibonacci hashing, so that nearby addresses spread over the slots. */
static inline size_t bo_ptr_slot(const void *p, size_t n) {
  uint64_t x = (uint64_t)(uintptr_t)p * UINT64_C(0x9E3779B97F4A7C15);
  return (size_t)(x >> 40) & (n - 1);
}

/* Common interned identifiers are fetched by bo_intern_cstr; cheap enough. */

/* Formats for the printer and diagnostics (types.c / attrs.c / affine.c). */
void bo_format_type(bo_str *s, const bo_type *t);
void bo_format_attr(bo_str *s, const bo_attr *a); /* with " : type" where MLIR prints it */
void bo_format_float(bo_str *s, double v, bo_float_kind k);
/* An integer attribute's value as mlir-opt prints it (no type). */
void bo_format_int_attr_value(bo_str *s, const bo_attr *a);
/* Integers of 65 to 128 bits are exact (lo, hi: the value as 128 bits,
 * sign-extended unless unsigned); get_int_wide works for every integer
 * attribute; fits_i64: bo_attr_get_int is the value itself. */
const bo_attr *bo_attr_integer_wide(bo_context *ctx, const bo_type *type, uint64_t lo, uint64_t hi);
bool bo_attr_get_int_wide(const bo_attr *a, uint64_t *lo, uint64_t *hi);
bool bo_attr_int_fits_i64(const bo_attr *a);
/* A float attribute's value as mlir-opt prints it (f80 / f128 exactly). */
void bo_format_float_attr(bo_str *s, const bo_attr *a);
void bo_format_affine_expr(bo_str *s, const bo_affine_expr *e);
void bo_format_affine_map(bo_str *s, const bo_attr *map); /* "(d0) -> (d0)" */
void bo_format_integer_set(bo_str *s, const bo_attr *set); /* "(d0) : (d0 >= 0)" */
/* For aliasing: the formatters call this hook for each attribute they print;
 * when it returns a name (with its '#'), that is printed instead. */
typedef const char *(*bo_alias_fn)(void *user, const bo_attr *a);
void bo_format_type_aliased(bo_str *s, const bo_type *t, bo_alias_fn fn, void *user);
void bo_format_attr_aliased(bo_str *s, const bo_attr *a, bo_alias_fn fn, void *user);

#endif
