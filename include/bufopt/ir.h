/* bufopt/ir.h - the public IR API of bufopt.
 *
 * bufopt keeps programs in an MLIR-like IR: operations hold operands, results,
 * attributes, properties, regions and successors; regions hold blocks; blocks
 * hold block arguments and a list of operations.  Everything lives in a
 * bo_context, which owns the arenas the IR is allocated from and the intern
 * tables that make types, attributes and identifiers unique: two equal types
 * are the same pointer, so compare them with ==.
 *
 * Nothing here prints or exits: errors are reported through the context's
 * diagnostics (see bufopt/diag.h) and functions return a status (0 = success,
 * non-zero = failure) or NULL.
 */
#ifndef BUFOPT_IR_H
#define BUFOPT_IR_H

#include "bufopt/api.h"
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct bo_context bo_context;
typedef struct bo_type bo_type;
typedef struct bo_attr bo_attr;
typedef struct bo_op bo_op;
typedef struct bo_block bo_block;
typedef struct bo_region bo_region;
typedef struct bo_value bo_value;
typedef struct bo_op_info bo_op_info;

/* A source location: an interned file name (may be NULL) and 1-based line and
 * column (0 when unknown). */
typedef struct bo_loc {
  const char *file;
  uint32_t line, col;
} bo_loc;

/* A named attribute, as stored in attribute dictionaries and properties. */
typedef struct bo_named_attr {
  const char *name; /* interned identifier */
  const bo_attr *attr;
} bo_named_attr;

/* ---------------------------------------------------------------- context */

/* A new context knows no dialect and no pass: see bufopt/register.h
 * (bo_register_all_dialects, bo_register_all_passes). */
BO_API bo_context *bo_context_create(void);
BO_API void bo_context_destroy(bo_context *ctx);
/* The value names passes write into attributes (dump-alias-sets) follow the
 * generic form's numbering (%0, %1, ...) rather than the custom form's
 * (%cst, %extracted_slice, ...): set it when the output is printed generic,
 * as mlir-opt's --mlir-print-op-generic does for every name it computes. */
BO_API void bo_context_set_generic_names(bo_context *ctx, bool generic);
/* Whether the parser accepts an op of a dialect this context has not
 * registered ("foo.bar", or a name without a dot).  Such an op can only be
 * written in the generic form ("foo.bar"(...) : ...); the custom form of an
 * unknown dialect is always an error.  Default: allowed, so that an embedder
 * can read IR that mixes its own dialects with bufopt's.  When disallowed,
 * parsing one fails with mlir-opt's diagnostic ("operation being parsed with
 * an unregistered dialect. If this is intended, please use
 * -allow-unregistered-dialect with the MLIR tool used"): the bufopt driver
 * disallows unless --allow-unregistered-dialect is given, like mlir-opt.
 * Unknown ops of a registered dialect ("arith.foo") are rejected by the
 * verifier either way.  Types and attributes of unknown dialects (!foo.bar,
 * #foo.bar) are accepted either way (mlir-opt rejects them without the flag). */
BO_API void bo_context_allow_unregistered_dialects(bo_context *ctx, bool allow);
BO_API bool bo_context_allows_unregistered_dialects(const bo_context *ctx);
/* The stack the library may use on this context's work: its recursive walks
 * (parser, verifier, printer, passes, interpreter calls) stop with an error
 * ("... too deep for the available stack") instead of overflowing it.
 * Call it from the thread that will do the work, near the top of its stack,
 * with that thread's stack size in bytes; 0 restores the default, which is
 * derived from the main thread's limit (getrlimit(RLIMIT_STACK)) at the
 * first check.  O(1). */
BO_API void bo_context_set_stack_size(bo_context *ctx, size_t bytes);

/* Interns a string (need not be NUL-terminated); the result is NUL-terminated
 * and unique per content, so interned names compare with ==. */
BO_API const char *bo_intern(bo_context *ctx, const char *s, size_t len);
BO_API const char *bo_intern_cstr(bo_context *ctx, const char *s);

/* Memory from the context's arena: freed with the context. */
BO_API void *bo_arena_alloc(bo_context *ctx, size_t size);

/* Out of memory: one policy for the whole library.
 *
 * Every allocation the library makes is checked.  When one fails, the
 * library calls bo_out_of_memory: it calls the context's out-of-memory
 * handler, if the embedder set one, with the size of the request that
 * failed, and when the handler returns (or none is set) the library calls
 * abort().  No allocation failure is ever ignored or turned into a NULL the
 * caller would have to test, so that none of the library's ~thousand
 * allocation sites needs an error path that could itself be wrong.
 *
 * The handler is how an embedder keeps its process alive: it may release
 * memory it holds and longjmp to a point outside the library (then the
 * context may be in the middle of a change: the only call allowed on it
 * afterwards is bo_context_destroy), or report and exit.  It is per
 * context (no global state).  Allocations made where no context is at
 * hand (the growable vectors, strings and pointer maps the passes use as
 * scratch, arenas of a parse or a print) call bo_out_of_memory with a NULL
 * context: they abort at once.  bo_context_create, which has no context to
 * report to yet, returns NULL when its own allocation fails. */
typedef void (*bo_oom_handler)(void *user, size_t bytes);
BO_API void bo_context_set_oom_handler(bo_context *ctx, bo_oom_handler handler, void *user);
/* Calls ctx's handler (when ctx is not NULL and has one), then abort(). */
BO_API BO_NORETURN void bo_out_of_memory(bo_context *ctx, size_t bytes);

/* ------------------------------------------------------------------ types */

typedef enum bo_type_kind {
  BO_TYPE_INTEGER,
  BO_TYPE_INDEX,
  BO_TYPE_FLOAT,
  BO_TYPE_NONE,
  BO_TYPE_COMPLEX,
  BO_TYPE_VECTOR,
  BO_TYPE_TENSOR,
  BO_TYPE_UNRANKED_TENSOR,
  BO_TYPE_MEMREF,
  BO_TYPE_UNRANKED_MEMREF,
  BO_TYPE_FUNCTION,
  BO_TYPE_TUPLE,
  BO_TYPE_OPAQUE /* !dialect.xxx kept verbatim */
} bo_type_kind;

typedef enum bo_signedness { BO_SIGNLESS, BO_SIGNED, BO_UNSIGNED } bo_signedness;

typedef enum bo_float_kind {
  BO_F16, BO_BF16, BO_F32, BO_F64, BO_F80, BO_F128, BO_TF32,
  BO_F8E5M2, BO_F8E4M3FN
} bo_float_kind;

/* The dynamic size / offset / stride marker ('?'), as in MLIR. */
#define BO_DYNAMIC INT64_MIN

BO_API bo_type_kind bo_type_get_kind(const bo_type *t);
BO_API const bo_type *bo_type_integer(bo_context *ctx, unsigned width, bo_signedness s);
BO_API const bo_type *bo_type_index(bo_context *ctx);
BO_API const bo_type *bo_type_float(bo_context *ctx, bo_float_kind k);
BO_API const bo_type *bo_type_none(bo_context *ctx);
BO_API const bo_type *bo_type_complex(bo_context *ctx, const bo_type *elem);
/* scalable may be NULL (no scalable dims). */
BO_API const bo_type *bo_type_vector(bo_context *ctx, unsigned rank, const int64_t *shape,
                              const bool *scalable, const bo_type *elem);
/* encoding may be NULL. */
BO_API const bo_type *bo_type_tensor(bo_context *ctx, unsigned rank, const int64_t *shape,
                              const bo_type *elem, const bo_attr *encoding);
BO_API const bo_type *bo_type_unranked_tensor(bo_context *ctx, const bo_type *elem);
/* layout NULL means the identity layout; memspace NULL means the default. */
BO_API const bo_type *bo_type_memref(bo_context *ctx, unsigned rank, const int64_t *shape,
                              const bo_type *elem, const bo_attr *layout,
                              const bo_attr *memspace);
BO_API const bo_type *bo_type_unranked_memref(bo_context *ctx, const bo_type *elem,
                                       const bo_attr *memspace);
BO_API const bo_type *bo_type_function(bo_context *ctx, unsigned num_inputs,
                                const bo_type *const *inputs, unsigned num_results,
                                const bo_type *const *results);
BO_API const bo_type *bo_type_tuple(bo_context *ctx, unsigned n, const bo_type *const *types);
/* text is the full spelling without the leading '!' (e.g. "llvm.ptr"). */
BO_API const bo_type *bo_type_opaque(bo_context *ctx, const char *text, size_t len);

BO_API bool bo_type_is_integer(const bo_type *t, unsigned width); /* width 0: any */
BO_API bool bo_type_is_signless_int_or_index(const bo_type *t);
BO_API bool bo_type_is_float(const bo_type *t);
BO_API bool bo_type_is_shaped(const bo_type *t); /* vector, tensor, memref (ranked or not) */
BO_API bool bo_type_is_tensor(const bo_type *t); /* ranked or unranked */
BO_API bool bo_type_is_memref(const bo_type *t); /* ranked or unranked */
BO_API bool bo_type_has_rank(const bo_type *t);
BO_API unsigned bo_type_get_width(const bo_type *t);      /* integer / float bit width */
BO_API bo_signedness bo_type_get_signedness(const bo_type *t);
BO_API bo_float_kind bo_type_get_float_kind(const bo_type *t);
BO_API unsigned bo_type_get_rank(const bo_type *t);
BO_API const int64_t *bo_type_get_shape(const bo_type *t);
/* BO_DYNAMIC if dynamic; INT64_MAX when the count exceeds the int64 range */
BO_API int64_t bo_type_get_num_elements(const bo_type *t);
BO_API const bo_type *bo_type_get_element_type(const bo_type *t);
BO_API const bo_attr *bo_type_get_encoding(const bo_type *t);
BO_API const bo_attr *bo_type_get_layout(const bo_type *t);      /* NULL = identity */
BO_API const bo_attr *bo_type_get_memory_space(const bo_type *t); /* NULL = default */
BO_API const bool *bo_type_get_scalable_dims(const bo_type *t);   /* may be NULL */
BO_API unsigned bo_type_get_num_inputs(const bo_type *t);
BO_API unsigned bo_type_get_num_results(const bo_type *t);
BO_API const bo_type *const *bo_type_get_inputs(const bo_type *t);
BO_API const bo_type *const *bo_type_get_results(const bo_type *t);
BO_API unsigned bo_type_get_num_members(const bo_type *t); /* tuple */
BO_API const bo_type *const *bo_type_get_members(const bo_type *t);
BO_API const char *bo_type_get_opaque_text(const bo_type *t);

/* The strides and offset of a memref type: 0 on success, non-zero when the
 * layout is an affine map that is not strided.  strides must have room for
 * rank entries. */
BO_API int bo_type_get_strides_and_offset(const bo_type *t, int64_t *strides, int64_t *offset);

/* ------------------------------------------------------------- attributes */

typedef enum bo_attr_kind {
  BO_ATTR_INTEGER,    /* also bool: an i1 integer */
  BO_ATTR_FLOAT,
  BO_ATTR_UNIT,
  BO_ATTR_STRING,
  BO_ATTR_ARRAY,
  BO_ATTR_DICT,
  BO_ATTR_TYPE,
  BO_ATTR_SYMBOL_REF,
  BO_ATTR_DENSE,      /* dense<...> : tensor/vector */
  BO_ATTR_DENSE_ARRAY,/* array<i64: 1, 2> */
  BO_ATTR_AFFINE_MAP,
  BO_ATTR_STRIDED,    /* strided<[..], offset: ..> */
  BO_ATTR_OPAQUE,     /* #dialect<...>, #dialect.name<...>, other verbatim text */
  BO_ATTR_INTEGER_SET /* affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)> */
} bo_attr_kind;

BO_API bo_attr_kind bo_attr_get_kind(const bo_attr *a);
BO_API const bo_attr *bo_attr_integer(bo_context *ctx, const bo_type *type, int64_t value);
BO_API const bo_attr *bo_attr_bool(bo_context *ctx, bool value);
BO_API const bo_attr *bo_attr_float(bo_context *ctx, const bo_type *type, double value);
BO_API const bo_attr *bo_attr_unit(bo_context *ctx);
/* type may be NULL (untyped string). */
BO_API const bo_attr *bo_attr_string(bo_context *ctx, const char *s, size_t len, const bo_type *type);
BO_API const bo_attr *bo_attr_array(bo_context *ctx, unsigned n, const bo_attr *const *elems);
/* Sorts by name; duplicate names are the caller's bug. */
BO_API const bo_attr *bo_attr_dict(bo_context *ctx, unsigned n, const bo_named_attr *entries);
BO_API const bo_attr *bo_attr_type(bo_context *ctx, const bo_type *type);
/* @root::@n1::@n2: nested names are interned strings. */
BO_API const bo_attr *bo_attr_symbol_ref(bo_context *ctx, const char *root, unsigned num_nested,
                                  const char *const *nested);
/* Dense elements of an int-or-float shaped type.  values holds one value per
 * element, or one value when splat: integers as int64 (i1 as 0/1), floats as
 * double.  Complex and string elements are kept as verbatim text (opaque). */
BO_API const bo_attr *bo_attr_dense_int(bo_context *ctx, const bo_type *shaped, size_t n,
                                 const int64_t *values);
BO_API const bo_attr *bo_attr_dense_float(bo_context *ctx, const bo_type *shaped, size_t n,
                                   const double *values);
/* array<i64: ...> and friends; elem is an integer or float type. */
BO_API const bo_attr *bo_attr_dense_array_int(bo_context *ctx, const bo_type *elem, size_t n,
                                       const int64_t *values);
BO_API const bo_attr *bo_attr_dense_array_float(bo_context *ctx, const bo_type *elem, size_t n,
                                         const double *values);
BO_API const bo_attr *bo_attr_strided(bo_context *ctx, unsigned rank, const int64_t *strides,
                               int64_t offset);
/* text: the whole spelling without the leading '#'. */
BO_API const bo_attr *bo_attr_opaque(bo_context *ctx, const char *text, size_t len);
/* The same, for a builtin literal of a known type kept as text (a dense
 * literal of complex elements, whose text ends in ` : type`): the attribute
 * is typed (bo_attr_get_type returns type), as in MLIR. */
BO_API const bo_attr *bo_attr_opaque_typed(bo_context *ctx, const char *text, size_t len,
                                           const bo_type *type);

BO_API const bo_type *bo_attr_get_type(const bo_attr *a); /* typed attrs; NULL otherwise */
BO_API int64_t bo_attr_get_int(const bo_attr *a);
BO_API bool bo_attr_get_bool(const bo_attr *a);
BO_API double bo_attr_get_float(const bo_attr *a);
BO_API const char *bo_attr_get_string(const bo_attr *a); /* string bytes, NUL-terminated */
BO_API size_t bo_attr_get_string_length(const bo_attr *a);
BO_API unsigned bo_attr_get_num_elements(const bo_attr *a); /* array, dict, dense array */
BO_API const bo_attr *bo_attr_array_get(const bo_attr *a, unsigned i);
BO_API const bo_named_attr *bo_attr_dict_get_entry(const bo_attr *a, unsigned i);
BO_API const bo_attr *bo_attr_dict_lookup(const bo_attr *a, const char *name);
BO_API const bo_type *bo_attr_get_type_value(const bo_attr *a); /* BO_ATTR_TYPE */
BO_API const char *bo_attr_symbol_root(const bo_attr *a);
BO_API unsigned bo_attr_symbol_num_nested(const bo_attr *a);
BO_API const char *bo_attr_symbol_nested(const bo_attr *a, unsigned i);
BO_API bool bo_attr_dense_is_splat(const bo_attr *a);
BO_API bool bo_attr_dense_is_float(const bo_attr *a);
BO_API size_t bo_attr_dense_size(const bo_attr *a); /* stored values (1 when splat) */
BO_API int64_t bo_attr_dense_int_at(const bo_attr *a, size_t i);   /* i: element index */
BO_API double bo_attr_dense_float_at(const bo_attr *a, size_t i);
BO_API int64_t bo_attr_dense_array_int_at(const bo_attr *a, size_t i);
BO_API double bo_attr_dense_array_float_at(const bo_attr *a, size_t i);
BO_API const bo_type *bo_attr_dense_array_elem_type(const bo_attr *a);
BO_API int64_t bo_attr_strided_offset(const bo_attr *a);
BO_API const int64_t *bo_attr_strided_strides(const bo_attr *a);
BO_API unsigned bo_attr_strided_rank(const bo_attr *a);
BO_API const char *bo_attr_get_opaque_text(const bo_attr *a);

/* ------------------------------------------------------------ affine maps */

typedef struct bo_affine_expr bo_affine_expr; /* interned, compare by pointer */
typedef enum bo_affine_kind {
  BO_AFFINE_DIM, BO_AFFINE_SYMBOL, BO_AFFINE_CONST,
  BO_AFFINE_ADD, BO_AFFINE_MUL, BO_AFFINE_MOD, BO_AFFINE_FLOORDIV, BO_AFFINE_CEILDIV
} bo_affine_kind;

BO_API bo_affine_kind bo_affine_get_kind(const bo_affine_expr *e);
BO_API int64_t bo_affine_get_value(const bo_affine_expr *e); /* position or constant */
BO_API const bo_affine_expr *bo_affine_get_lhs(const bo_affine_expr *e);
BO_API const bo_affine_expr *bo_affine_get_rhs(const bo_affine_expr *e);
BO_API const bo_affine_expr *bo_affine_dim(bo_context *ctx, unsigned pos);
BO_API const bo_affine_expr *bo_affine_symbol(bo_context *ctx, unsigned pos);
BO_API const bo_affine_expr *bo_affine_const(bo_context *ctx, int64_t v);
/* Builds kind(lhs, rhs) with MLIR's construction-time simplifications. */
BO_API const bo_affine_expr *bo_affine_binary(bo_context *ctx, bo_affine_kind kind,
                                       const bo_affine_expr *lhs,
                                       const bo_affine_expr *rhs);
BO_API const bo_attr *bo_attr_affine_map(bo_context *ctx, unsigned num_dims, unsigned num_symbols,
                                  unsigned num_results,
                                  const bo_affine_expr *const *results);
BO_API unsigned bo_affine_map_num_dims(const bo_attr *map);
BO_API unsigned bo_affine_map_num_symbols(const bo_attr *map);
BO_API unsigned bo_affine_map_num_results(const bo_attr *map);
BO_API const bo_affine_expr *bo_affine_map_result(const bo_attr *map, unsigned i);
/* An integer set: constraints[i] == 0 when eq[i], else constraints[i] >= 0.
 * No constraint at all is MLIR's degenerate `0 == 0` (the caller passes it).
 * The map accessors above read its dims, symbols and constraints. */
BO_API const bo_attr *bo_attr_integer_set(bo_context *ctx, unsigned num_dims, unsigned num_symbols,
                                          unsigned num_constraints,
                                          const bo_affine_expr *const *constraints,
                                          const bool *eq);
BO_API bool bo_integer_set_is_eq(const bo_attr *set, unsigned i);
/* Evaluates e with the given dim and symbol values (floordiv/mod as in MLIR). */
BO_API int64_t bo_affine_eval(const bo_affine_expr *e, const int64_t *dims, const int64_t *syms);

/* ------------------------------------------------------------- operations */

/* Op traits: bits of bo_op_info.traits. */
enum {
  BO_TRAIT_TERMINATOR = 1u << 0,
  BO_TRAIT_PURE = 1u << 1,             /* no memory effects, speculatable */
  BO_TRAIT_ISOLATED_FROM_ABOVE = 1u << 2,
  BO_TRAIT_SYMBOL = 1u << 3,           /* has sym_name */
  BO_TRAIT_SYMBOL_TABLE = 1u << 4,
  BO_TRAIT_NO_TERMINATOR = 1u << 5,    /* blocks need no terminator */
  BO_TRAIT_GRAPH_REGION = 1u << 6,     /* no dominance inside its regions */
  BO_TRAIT_SINGLE_BLOCK = 1u << 7,
  BO_TRAIT_COMMUTATIVE = 1u << 8,
  BO_TRAIT_RETURN_LIKE = 1u << 9,
  BO_TRAIT_REGION_BRANCH = 1u << 10,   /* scf-like: control flows into its regions */
  BO_TRAIT_BRANCH = 1u << 11,          /* cf-like: successors take operands */
  BO_TRAIT_CONSTANT_LIKE = 1u << 12,
  BO_TRAIT_ELEMENTWISE = 1u << 13,
  /* Buffer placement (src/transforms/buffer_hoisting.c, promote_buffers_to_stack.c): */
  BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE = 1u << 20, /* allocas in its regions die with it */
  BO_TRAIT_LOOP = 1u << 21, /* control flows around its regions (scf.for, scf.while; not the
                               parallel scf.forall / scf.parallel, as upstream's hasLoop) */
  BO_TRAIT_RANK_OF_OPERAND = 1u << 22, /* result 0 is the rank of operand 0 (memref.rank) */
  BO_TRAIT_UNKNOWN = 1u << 31          /* not registered: treated conservatively */
};

BO_API const char *bo_op_get_name(const bo_op *op);
BO_API const bo_op_info *bo_op_get_info(const bo_op *op);
BO_API bool bo_op_is(const bo_op *op, const char *name); /* compares the op name */
BO_API bool bo_op_has_trait(const bo_op *op, uint32_t trait);
BO_API bo_loc bo_op_get_loc(const bo_op *op);
BO_API bo_context *bo_op_get_context(const bo_op *op);
BO_API unsigned bo_op_get_num_operands(const bo_op *op);
BO_API bo_value *bo_op_get_operand(const bo_op *op, unsigned i);
BO_API void bo_op_set_operand(bo_op *op, unsigned i, bo_value *v);
BO_API unsigned bo_op_get_num_results(const bo_op *op);
BO_API bo_value *bo_op_get_result(const bo_op *op, unsigned i);
BO_API unsigned bo_op_get_num_regions(const bo_op *op);
BO_API bo_region *bo_op_get_region(const bo_op *op, unsigned i);
BO_API unsigned bo_op_get_num_successors(const bo_op *op);
BO_API bo_block *bo_op_get_successor(const bo_op *op, unsigned i);
BO_API void bo_op_set_successor(bo_op *op, unsigned i, bo_block *b);
BO_API bo_block *bo_op_get_block(const bo_op *op);
BO_API bo_op *bo_op_get_parent_op(const bo_op *op);
BO_API bo_op *bo_op_get_next(const bo_op *op);
BO_API bo_op *bo_op_get_prev(const bo_op *op);
BO_API uint32_t bo_op_get_id(const bo_op *op); /* dense id, see bo_number_ops */

/* Attributes: the discardable dictionary and the inherent properties.  Both
 * are kept sorted by name.  get_attr looks in properties first. */
BO_API const bo_attr *bo_op_get_attr(const bo_op *op, const char *name);
BO_API const bo_attr *bo_op_get_prop(const bo_op *op, const char *name);
BO_API const bo_attr *bo_op_get_discardable_attr(const bo_op *op, const char *name);
/* set_attr: stores into properties when name is inherent for the op, else into
 * the discardable dictionary.  attr NULL removes. */
BO_API void bo_op_set_attr(bo_op *op, const char *name, const bo_attr *attr);
BO_API void bo_op_set_prop(bo_op *op, const char *name, const bo_attr *attr);
BO_API void bo_op_set_discardable_attr(bo_op *op, const char *name, const bo_attr *attr);
BO_API unsigned bo_op_get_num_props(const bo_op *op);
BO_API const bo_named_attr *bo_op_get_props(const bo_op *op);
BO_API unsigned bo_op_get_num_discardable_attrs(const bo_op *op);
BO_API const bo_named_attr *bo_op_get_discardable_attrs(const bo_op *op);

/* ------------------------------------------------------- values and uses */

BO_API const bo_type *bo_value_get_type(const bo_value *v);
BO_API void bo_value_set_type(bo_value *v, const bo_type *t);
BO_API bo_op *bo_value_get_def_op(const bo_value *v);        /* NULL for block args */
BO_API bo_block *bo_value_get_owner_block(const bo_value *v);/* block args only */
BO_API unsigned bo_value_get_index(const bo_value *v);       /* result or arg number */
BO_API bool bo_value_is_block_arg(const bo_value *v);
BO_API bool bo_value_has_uses(const bo_value *v);
BO_API unsigned bo_value_count_uses(const bo_value *v);
/* Iterates the uses of v: for (u = bo_value_first_use(v); u; u = bo_use_next(u)) */
typedef struct bo_use bo_use;
BO_API bo_use *bo_value_first_use(const bo_value *v);
BO_API bo_use *bo_use_next(const bo_use *u);
BO_API bo_op *bo_use_get_owner(const bo_use *u);
BO_API unsigned bo_use_get_operand_index(const bo_use *u);
BO_API void bo_value_replace_all_uses(bo_value *from, bo_value *to);
BO_API uint32_t bo_value_get_id(const bo_value *v); /* dense id, see bo_number_values */

/* -------------------------------------------------------- blocks, regions */

BO_API bo_region *bo_block_get_parent(const bo_block *b);
BO_API bo_op *bo_block_get_parent_op(const bo_block *b);
BO_API bo_block *bo_block_get_next(const bo_block *b);
BO_API bo_block *bo_block_get_prev(const bo_block *b);
BO_API bo_op *bo_block_first_op(const bo_block *b);
BO_API bo_op *bo_block_last_op(const bo_block *b);
BO_API bo_op *bo_block_get_terminator(const bo_block *b); /* last op if a terminator */
BO_API unsigned bo_block_get_num_args(const bo_block *b);
BO_API bo_value *bo_block_get_arg(const bo_block *b, unsigned i);
BO_API bo_value *bo_block_add_arg(bo_block *b, const bo_type *t, bo_loc loc);
BO_API void bo_block_insert_arg(bo_block *b, unsigned index, bo_value *arg_storage_unused);
BO_API void bo_block_erase_arg(bo_block *b, unsigned index); /* arg must have no uses */
BO_API bool bo_block_is_entry(const bo_block *b);

BO_API bo_op *bo_region_get_parent_op(const bo_region *r);
BO_API bo_block *bo_region_first_block(const bo_region *r);
BO_API bo_block *bo_region_last_block(const bo_region *r);
BO_API bool bo_region_is_empty(const bo_region *r);
BO_API bo_block *bo_region_add_block(bo_region *r); /* appends a new empty block */
BO_API unsigned bo_region_num_blocks(const bo_region *r);

/* ---------------------------------------------------------------- builder */

/* Everything needed to create an operation.  Arrays are copied by
 * bo_op_create; the state may be reused after.  Initialise it with
 * designated initializers or `= {0}`: fields left out must be zero. */
typedef struct bo_op_state {
  const char *name;
  bo_loc loc;
  unsigned num_operands;
  bo_value *const *operands;
  unsigned num_results;
  const bo_type *const *result_types;
  unsigned num_attrs;
  const bo_named_attr *attrs; /* discardable; need not be sorted */
  unsigned num_props;
  const bo_named_attr *props; /* inherent; need not be sorted */
  unsigned num_regions;       /* regions are created empty */
  unsigned num_successors;
  bo_block *const *successors;
  /* Inside the library: the op's id (BO_OP_MEMREF_ALLOC, src/dialects/
   * op_ids.h), used instead of name when non-zero.  Embedders leave it 0. */
  unsigned id;
} bo_op_state;

/* Creates a detached op.  Unknown op names are accepted (generic ops). */
BO_API bo_op *bo_op_create(bo_context *ctx, const bo_op_state *state);

/* Insertion point: before `before`, or at the end of `block` when before is NULL. */
typedef struct bo_builder {
  bo_context *ctx;
  bo_block *block;
  bo_op *before;
  bo_loc loc;
} bo_builder;

BO_API bo_builder bo_builder_at_end(bo_context *ctx, bo_block *b);
BO_API bo_builder bo_builder_before(bo_context *ctx, bo_op *op);
BO_API bo_builder bo_builder_after(bo_context *ctx, bo_op *op);
BO_API void bo_builder_insert(bo_builder *b, bo_op *op);
/* Creates and inserts. */
BO_API bo_op *bo_build(bo_builder *b, const bo_op_state *state);

BO_API void bo_op_insert_before(bo_op *op, bo_op *before);
BO_API void bo_op_insert_after(bo_op *op, bo_op *after);
BO_API void bo_op_append_to_block(bo_op *op, bo_block *b);
BO_API void bo_op_remove(bo_op *op); /* unlink from its block, keep alive */
/* Unlinks and drops all operand uses (recursively in regions).  Its results
 * must have no uses outside it. */
BO_API void bo_op_erase(bo_op *op);
BO_API void bo_op_move_before(bo_op *op, bo_op *before);
BO_API void bo_op_replace_all_uses(bo_op *op, bo_value *const *new_values);

/* Value mapping for clones: maps old values and blocks to new ones. */
typedef struct bo_mapping bo_mapping;
BO_API bo_mapping *bo_mapping_create(void);
BO_API void bo_mapping_destroy(bo_mapping *m);
BO_API void bo_mapping_map_value(bo_mapping *m, const bo_value *from, bo_value *to);
BO_API bo_value *bo_mapping_lookup_value(const bo_mapping *m, const bo_value *v); /* v if absent */
BO_API void bo_mapping_map_block(bo_mapping *m, const bo_block *from, bo_block *to);
BO_API bo_block *bo_mapping_lookup_block(const bo_mapping *m, const bo_block *b);

/* Deep copy of op with its regions; operands are remapped through m (which
 * also receives the new results and nested values).  Detached. */
BO_API bo_op *bo_op_clone(bo_op *op, bo_mapping *m);
/* Clones the blocks of `from` into `to` (appended), remapping through m. */
BO_API void bo_region_clone_into(bo_region *from, bo_region *to, bo_mapping *m);

/* Walks op and everything nested; callback returns 0 to continue, 1 to skip
 * the op's regions (pre-order only), -1 to stop.  Returns -1 when stopped.
 * Safe to erase the visited op in post-order. */
typedef int (*bo_walk_fn)(bo_op *op, void *user);
BO_API int bo_walk_pre(bo_op *op, bo_walk_fn fn, void *user);
BO_API int bo_walk_post(bo_op *op, bo_walk_fn fn, void *user);

/* Assigns dense ids (0..n-1) in pre-order to every op / value nested in root
 * (root included); returns the count. */
BO_API uint32_t bo_number_ops(bo_op *root);
BO_API uint32_t bo_number_values(bo_op *root);

/* Symbol lookup in the nearest symbol table above (or at) from. */
BO_API bo_op *bo_lookup_symbol(bo_op *from, const char *name);

/* ------------------------------------------------------- text in and out */

/* Parses a whole buffer into a new builtin.module (an implicit module is
 * created when the top level is not a single module).  Returns NULL on error,
 * after emitting diagnostics.  filename is used in locations.
 *
 * What is checked where: the parser checks the syntax and what the text
 * alone decides (tokens, escapes, literals against their types, SSA names
 * defined once, block references, each op's custom syntax), but it does not
 * verify: a function declared `-> i32` that returns an i64 parses fine.  Call
 * bo_verify on the result (mlir-opt's parser does the equivalent), or hand it
 * to bo_pm_run, which verifies its input by default (bufopt/pass.h). */
BO_API bo_op *bo_parse_source(bo_context *ctx, const char *buf, size_t len, const char *filename);
/* Same, but with line/column offsets (for --split-input-file chunks). */
BO_API bo_op *bo_parse_source_at(bo_context *ctx, const char *buf, size_t len,
                          const char *filename, uint32_t first_line);

/* Parser options.  Zero-initialise, then set what you need. */
typedef struct bo_parse_config {
  uint32_t first_line; /* line number of buf's first line; 0 means 1 */
  /* Lazy implicit bodies: the body region of a named linalg op (linalg.fill,
   * linalg.matmul, linalg.copy, ...), which the text never spells, is not
   * built while parsing when it is known to be valid (all element types the
   * same float or signless integer type, ranked tensor / memref / scalar
   * operands); the region stays empty and marked pending.  It is built on
   * first use: bo_op_get_region, bo_op_clone, bo_materialize_bodies (which
   * bo_pm_run, bo_interp_run and the generic / debug-info printer call).
   * bo_verify checks a pending op exactly as if its body were there, and the
   * custom-form printer prints the same text.  Saves ~40% of the IR memory on
   * programs made of named ops.  Code that walks regions through the
   * internal structures (bo_walk_pre / bo_walk_post and the IR-core loops)
   * does not build bodies: call bo_materialize_bodies first. */
  bool lazy_implicit_bodies;
} bo_parse_config;

/* bo_parse_source with options; config NULL means all defaults. */
BO_API bo_op *bo_parse_source_config(bo_context *ctx, const char *buf, size_t len,
                              const char *filename, const bo_parse_config *config);

/* Builds every pending implicit body in root and below (see
 * bo_parse_config).  O(1) when no lazy parse ran in the context, else one
 * walk of root.  bo_op_materialize_body builds op's own body only. */
BO_API void bo_materialize_bodies(bo_op *root);
BO_API void bo_op_materialize_body(bo_op *op);

typedef struct bo_print_flags {
  bool generic;        /* --mlir-print-op-generic */
  bool debug_info;     /* --mlir-print-debuginfo: print loc(...) */
  bool local_scope;    /* --mlir-print-local-scope: no aliases, locations inline */
  bool skip_regions;   /* --mlir-print-skip-regions: regions print as {...} */
  bool unique_ssa_ids; /* --mlir-print-unique-ssa-ids: no numbering restart per region */
  /* --mlir-print-value-users: `// users: ...` after each op, `// %x is used
   * by ...` at the top of each block; ops without results get an id */
  bool value_users;
  /* --mlir-elide-elementsattrs-if-larger=N: dense elements attributes with
   * more than N elements print as dense_resource<__elided__> */
  bool elide_elements;
  uint64_t elide_elements_above;
  /* --mlir-print-elementsattrs-with-hex-if-larger=N: dense elements
   * attributes with more than N elements print as a hex string (N < 0:
   * never); when not set, more than 100 (mlir-opt's default) */
  bool hex_set;
  int64_t hex_above;
  /* Expected size of the text in bytes, 0 when unknown: the printer reserves
   * it up front (only the pages written are touched), so that its buffer is
   * not copied each time it doubles (for a 10 MB output, ~15 MB of copies
   * through the caches).  A wrong hint costs nothing but address space. */
  size_t size_hint;
} bo_print_flags;

/* Prints op (normally the module) as mlir-opt prints it, with aliases. */
BO_API void bo_print_op(FILE *out, bo_op *op, const bo_print_flags *flags);
/* Appends the text to a malloc'ed buffer *buf of *len bytes (for tests). */
BO_API char *bo_print_op_to_string(bo_op *op, const bo_print_flags *flags, size_t *len);
/* Types and attributes as text (returns a malloc'ed string). */
BO_API char *bo_type_to_string(const bo_type *t);
BO_API char *bo_attr_to_string(const bo_attr *a);

/* Verifies op and everything nested: structure (region counts, terminators,
 * successors in the same region, no branch to a region's entry block, only
 * a block's last op has successors), dominance, each op's verifier, symbol
 * tables.  Returns 0 when valid; emits diagnostics otherwise.  Called by the
 * pass manager on its input and after each pass (bufopt/pass.h); never by
 * the parser or by the IR-building functions. */
BO_API int bo_verify(bo_op *op);

#ifdef __cplusplus
}
#endif
#endif
