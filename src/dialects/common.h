/* common.h - parse/print/verify families shared by the dialect tables.
 *
 * Many ops share one textual shape: `%a, %b attr-dict : T` (binary, same
 * type), `%a attr-dict : T` (unary), `%a attr-dict : T to U` (casts), with an
 * optional `overflow<...>` or `fastmath<...>` flag group before the attribute
 * dictionary.  The functions here implement those shapes once; a dialect's
 * table points its hooks at them.  The flag groups are stored the way
 * mlir-opt stores them: as the dialect attributes `#arith.overflow<...>` and
 * `#arith.fastmath<...>` (opaque attributes whose text is canonical), under
 * the inherent names `overflowFlags` and `fastmath`.
 *
 * The verify helpers emit MLIR's trait and type-constraint messages verbatim,
 * so dialect verifiers read as a list of the checks upstream performs, in the
 * order it performs them (regions, results, successors, operands, attribute
 * and type constraints, then the op's own checks).
 */
#ifndef BUFOPT_DIALECTS_COMMON_H
#define BUFOPT_DIALECTS_COMMON_H

#include "../ir/asm.h"

/* ------------------------------------------------------------- type tests */

/* The element type of a vector/tensor/memref, or t itself. */
const bo_type *bo_elem_or_self(const bo_type *t);
/* True for a vector or a (ranked or unranked) tensor: the "-like" containers. */
bool bo_type_is_value_container(const bo_type *t);
/* ODS "-like" constraints: the scalar, or a vector/tensor of it. */
bool bo_is_signless_int_like(const bo_type *t);       /* signless int or index */
bool bo_is_signless_fixed_int_like(const bo_type *t); /* signless int, no index */
bool bo_is_float_like(const bo_type *t);
bool bo_is_bool_like(const bo_type *t);
bool bo_is_signless_int_or_float(const bo_type *t);
/* i1 with the shape (and container kind) of t. */
const bo_type *bo_i1_like(bo_context *ctx, const bo_type *t);
/* MLIR's verifyCompatibleShape on two types (scalars have rank 0; ranks and
 * static sizes must agree, dynamic sizes match anything). */
bool bo_types_same_shape(const bo_type *a, const bo_type *b);

/* ----------------------------------------------------------- verify helpers */

/* Count traits, with MLIR's messages.  n < 0 means "any". */
int bo_verify_num_regions(bo_op *op, int n);
int bo_verify_num_results(bo_op *op, int n);
int bo_verify_num_successors(bo_op *op, int n);
int bo_verify_num_operands(bo_op *op, int n);
int bo_verify_min_operands(bo_op *op, unsigned n);
/* Regions, results, successors, operands in ODS trait order. */
int bo_verify_counts(bo_op *op, int regions, int results, int successors, int operands);
/* "operand #i must be DESC, but got 'T'" / "result #i ..." when pred fails. */
int bo_verify_operand_is(bo_op *op, unsigned i, bool (*pred)(const bo_type *), const char *desc);
int bo_verify_result_is(bo_op *op, unsigned i, bool (*pred)(const bo_type *), const char *desc);
/* Every operand / result (from index `from`) satisfies pred. */
int bo_verify_all_operands_are(bo_op *op, bool (*pred)(const bo_type *), const char *desc);
int bo_verify_all_results_are(bo_op *op, bool (*pred)(const bo_type *), const char *desc);
/* SameOperandsAndResultType / SameOperandsAndResultShape / SameTypeOperands. */
int bo_verify_same_operands_and_result_type(bo_op *op);
int bo_verify_same_operands_and_result_shape(bo_op *op);
/* "requires attribute 'NAME'" when the property is absent. */
int bo_verify_has_attr(bo_op *op, const char *name);
/* Emits "'op' op MSG1'T1'MSG2'T2'MSG3" with the types spelled as MLIR does
 * (types in messages are the common case, and they need formatting first). */
int bo_emit_types_error(bo_op *op, const char *before, const bo_type *t1, const char *middle,
                        const bo_type *t2, const char *after);

/* ------------------------------------------------------------- flag groups */

typedef enum bo_flags_kind { BO_FLAGS_NONE, BO_FLAGS_OVERFLOW, BO_FLAGS_FASTMATH } bo_flags_kind;

/* Bit masks decoded from the stored attribute (0 when absent / "none"). */
unsigned bo_overflow_mask(const bo_attr *a);
unsigned bo_fastmath_mask(const bo_attr *a);
const bo_attr *bo_overflow_attr(bo_context *ctx, unsigned mask);
const bo_attr *bo_fastmath_attr(bo_context *ctx, unsigned mask);
/* Parses an optional `overflow<..>` / `fastmath<..>` group into st under its
 * inherent name.  When the group is absent and default_valued is set, stores
 * the `none` value (mlir-opt default-initialises such properties). */
int bo_parse_flag_group(bo_parser *p, bo_parse_state *st, bo_flags_kind kind, bool default_valued);
/* Prints ` overflow<..>` / ` fastmath<..>`.  Default-valued groups are
 * skipped when `none`; optional ones are printed whenever present. */
void bo_print_flag_group(bo_printer *p, bo_op *op, bo_flags_kind kind, bool default_valued);
/* The inherent name of a flag group ("overflowFlags" / "fastmath"). */
const char *bo_flags_attr_name(bo_flags_kind kind);
/* Stores the `none` value when a default-valued group is missing (an op
 * built from generic text without it), as MLIR's property defaults do. */
void bo_flags_set_default(bo_op *op, bo_flags_kind kind);
/* Rewrites a present flag group to its canonical spelling (generic input
 * may say `#arith.fastmath<ninf, nnan>`; mlir-opt prints `nnan,ninf`).
 * Called from verifiers, which is the first time the core hands us the op. */
void bo_flags_normalize(bo_op *op, bo_flags_kind kind);
/* populate_defaults hooks: fastmath / overflowFlags default to none (and are
 * normalized); normalize_fastmath only canonicalizes an existing one. */
void bo_populate_fastmath(bo_op *op);
void bo_populate_overflow(bo_op *op);
void bo_normalize_fastmath(bo_op *op);

/* ------------------------------------------------------ parse/print families */

/* `%a, %b, ... [flags] attr-dict : T`: n operands and one result of type T. */
int bo_parse_same_type(bo_parser *p, bo_parse_state *st, unsigned n, bo_flags_kind kind,
                       bool default_valued);
void bo_print_same_type(bo_printer *p, bo_op *op, bo_flags_kind kind, bool default_valued);

/* Ready-made hooks for the common shapes. */
int bo_parse_unary(bo_parser *p, bo_parse_state *st);
int bo_parse_unary_fastmath(bo_parser *p, bo_parse_state *st);
int bo_parse_binary(bo_parser *p, bo_parse_state *st);
int bo_parse_binary_overflow(bo_parser *p, bo_parse_state *st);
int bo_parse_binary_fastmath(bo_parser *p, bo_parse_state *st);
int bo_parse_ternary_fastmath(bo_parser *p, bo_parse_state *st);
void bo_print_plain(bo_printer *p, bo_op *op);          /* no flags */
void bo_print_with_overflow(bo_printer *p, bo_op *op);  /* default-valued overflowFlags */
void bo_print_with_fastmath(bo_printer *p, bo_op *op);  /* default-valued fastmath */

/* Casts: `%a [flags] attr-dict : T to U`. */
int bo_parse_cast_flags(bo_parser *p, bo_parse_state *st, bo_flags_kind kind, bool default_valued);
void bo_print_cast_flags(bo_printer *p, bo_op *op, bo_flags_kind kind, bool default_valued);
int bo_parse_cast(bo_parser *p, bo_parse_state *st);
void bo_print_cast(bo_printer *p, bo_op *op);

/* The parse-time check of ops whose result type is inferred from an operand
 * type: "custom op 'NAME' 'OPERAND' must be DESC, but got 'T'" at the op. */
int bo_parse_check_operand_type(bo_parser *p, bo_parse_state *st, const char *operand,
                                const bo_type *t, bool (*pred)(const bo_type *),
                                const char *desc);

/* Prints the op's attribute dictionary, eliding its inherent attributes (the
 * custom syntax spells those out).  extra: more names to elide. */
void bo_print_attr_dict_eliding_inherent(bo_printer *p, bo_op *op);
/* The same, then ` : ` and the type of result 0: a custom form's tail. */
void bo_print_attr_dict_colon_result(bo_printer *p, bo_op *op);

#endif
