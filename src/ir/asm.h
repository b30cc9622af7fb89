/* asm.h - the API that dialects use to parse and print their custom syntax.
 *
 * It mirrors MLIR's OpAsmParser / OpAsmPrinter.  A custom parser is called
 * after the parser has read `%results =` and the op name; it reads the rest of
 * the op and fills a bo_parse_state.  Operands are read as unresolved names
 * (%x, %x#1) and resolved with a type, as MLIR does, so forward references in
 * unstructured control flow work.  Every bo_parse_* function that can fail
 * returns 0 on success and -1 after emitting a diagnostic at the current token;
 * bo_parse_optional_* functions return 1 when the item was there, 0 when it
 * was not (nothing consumed), and -1 on error.
 *
 * A custom printer is called with the printer positioned after `%r = name`
 * (no trailing space) and must print the rest of the op without the trailing
 * newline.  Printing never fails.
 */
#ifndef BUFOPT_ASM_H
#define BUFOPT_ASM_H

#include "ir_private.h"

/* -------------------------------------------------------------- parsing */

typedef struct bo_unresolved {
  const char *name; /* without '%', not NUL-terminated */
  uint32_t len;
  uint32_t number;  /* the #N suffix, 0 if none */
  bo_loc loc;
} bo_unresolved;

/* A region argument: `%name : type {attrs} loc(...)`. */
typedef struct bo_argument {
  bo_unresolved ssa;
  const bo_type *type;
  const bo_attr *attrs; /* dictionary or NULL */
  bo_loc loc;
} bo_argument;

typedef BO_VEC(bo_unresolved) bo_unresolved_vec;
typedef BO_VEC(bo_argument) bo_argument_vec;
typedef BO_VEC(const bo_type *) bo_type_vec;
typedef BO_VEC(bo_value *) bo_value_vec;
typedef BO_VEC(bo_named_attr) bo_named_attr_vec;
typedef BO_VEC(bo_block *) bo_block_vec;
typedef BO_VEC(int64_t) bo_i64_vec;

/* What a custom parser produces.  Regions are created with
 * bo_state_add_region and filled by bo_parse_region. */
struct bo_parse_state {
  bo_context *ctx;
  const bo_op_info *info;
  const char *name;
  bo_loc loc;
  unsigned num_result_names; /* how many results the `%a, %b:2 =` prefix binds */
  /* that prefix, for bo_parse_state_result_name (the parser's own records) */
  const void *result_bindings;
  size_t num_result_bindings;
  bo_value_vec operands;
  bo_type_vec result_types;
  bo_named_attr_vec attrs;  /* discardable */
  bo_named_attr_vec props;  /* inherent */
  bool inline_props;        /* `<{...}>` was written: converted when the op is made */
  BO_VEC(bo_region *) regions;
  bo_block_vec successors;
  /* Scratch for parse hooks (operand and type lists before they are
   * resolved): empty when the hook starts, recycled with the vectors above
   * instead of being allocated per op.  Ops parsed inside the hook's regions
   * get states of their own, so these survive bo_parse_region. */
  bo_unresolved_vec tmp_operands[2];
  bo_type_vec tmp_types[2];
};

bo_context *bo_parser_context(bo_parser *p);
/* MLIR's getResultName: the name result i is bound to in the `%a, %b:2 =`
 * prefix (without '%', not NUL-terminated, length in *len) and its number
 * within that name's group; NULL (and *len 0) past the bound results. */
const char *bo_parse_state_result_name(const bo_parse_state *st, unsigned i, size_t *len, unsigned *num);
/* The parse was asked for lazy implicit bodies (bo_parse_config): a named
 * op's parser may then mark its body region pending instead of building it. */
bool bo_parser_lazy_bodies(bo_parser *p);
bo_loc bo_parser_loc(bo_parser *p); /* location of the current token */
/* Emits an error at the current token; returns -1. */
int bo_parser_error(bo_parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int bo_parser_error_at(bo_parser *p, bo_loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* An error from an op's own parser: MLIR prefixes those with
 * "custom op 'name' " (errors of the helpers below have no prefix). */
int bo_parser_custom_error_at(bo_parser *p, bo_loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Punctuation, by spelling: "(", ")", "[", "]", "{", "}", "<", ">", ",", ":",
 * "=", "->", "?", "*", "+", "-", "|", "...", "::" */
int bo_parse_optional_punct(bo_parser *p, const char *punct);
int bo_parse_punct(bo_parser *p, const char *punct); /* error "expected 'X'" */
/* True when the next token is the punctuation / keyword (nothing consumed). */
bool bo_parser_peek_punct(bo_parser *p, const char *punct);
bool bo_parser_peek_keyword(bo_parser *p, const char *kw);
bool bo_parser_peek_operand(bo_parser *p); /* next token is %name */
bool bo_parser_peek_integer(bo_parser *p); /* next token is an integer literal (or -N) */

/* Bare identifiers (keywords): `to`, `step`, `iter_args`, `ins` ... */
int bo_parse_optional_keyword(bo_parser *p, const char *kw);
int bo_parse_keyword(bo_parser *p, const char *kw);
/* Any bare identifier (also accepts keywords with dots, like `f32`?? no: only
 * identifiers that are not type keywords); *out is interned. */
int bo_parse_optional_any_keyword(bo_parser *p, const char **out);
int bo_parse_any_keyword(bo_parser *p, const char **out);
/* A keyword or a string literal (as MLIR's parseKeywordOrString). */
int bo_parse_keyword_or_string(bo_parser *p, const char **out);

int bo_parse_integer(bo_parser *p, int64_t *out); /* accepts a leading '-' */
int bo_parse_optional_integer(bo_parser *p, int64_t *out);
int bo_parse_float(bo_parser *p, double *out);    /* integer or float literal */
/* A string literal; *out is interned and unescaped, *len its byte length. */
int bo_parse_string(bo_parser *p, const char **out, size_t *len);
int bo_parse_optional_string(bo_parser *p, const char **out, size_t *len);

/* Operands. */
int bo_parse_operand(bo_parser *p, bo_unresolved *out);
int bo_parse_optional_operand(bo_parser *p, bo_unresolved *out);
typedef enum bo_delim { BO_DELIM_NONE, BO_DELIM_PAREN, BO_DELIM_SQUARE,
                        BO_DELIM_OPTIONAL_PAREN, BO_DELIM_OPTIONAL_SQUARE,
                        BO_DELIM_BRACE, BO_DELIM_ANGLE } bo_delim;
/* A comma-separated list of operands (appended to out), optionally delimited. */
int bo_parse_operand_list(bo_parser *p, bo_delim delim, bo_unresolved_vec *out);
/* Resolves operand names to values of the given type(s); appends to out. */
int bo_resolve_operand(bo_parser *p, const bo_unresolved *u, const bo_type *t, bo_value **out);
int bo_resolve_operands(bo_parser *p, const bo_unresolved *u, size_t n,
                        const bo_type *const *types, size_t num_types, bo_loc loc,
                        bo_value_vec *out);
/* Same type for all. */
int bo_resolve_operands_same(bo_parser *p, const bo_unresolved *u, size_t n,
                             const bo_type *t, bo_value_vec *out);

/* Types. */
int bo_parse_type(bo_parser *p, const bo_type **out);
int bo_parse_optional_type(bo_parser *p, const bo_type **out);
int bo_parse_colon_type(bo_parser *p, const bo_type **out); /* ": type" */
int bo_parse_type_list(bo_parser *p, bo_type_vec *out);     /* t, t, t (no parens) */
int bo_parse_colon_type_list(bo_parser *p, bo_type_vec *out);
/* `-> type` or `-> (t, t)`: appends; optional variant returns 0 when no arrow. */
int bo_parse_arrow_type_list(bo_parser *p, bo_type_vec *out);
int bo_parse_optional_arrow_type_list(bo_parser *p, bo_type_vec *out);
/* `(t, t)` or a single type without parens (for results). */
int bo_parse_type_list_maybe_parens(bo_parser *p, bo_type_vec *out);
/* A function type `(ins) -> outs`. */
int bo_parse_function_type(bo_parser *p, const bo_type **out);

/* Attributes.  type: the expected type for untyped literals (may be NULL). */
int bo_parse_attribute(bo_parser *p, const bo_type *type, const bo_attr **out);
int bo_parse_optional_attribute(bo_parser *p, const bo_type *type, const bo_attr **out);
/* `{a = 1, b}`: fills st->attrs / st->props by bo_op_info_is_inherent. */
int bo_parse_optional_attr_dict(bo_parser *p, bo_parse_state *st);
/* `attributes {..}` form (func.func, etc.). */
int bo_parse_optional_attr_dict_with_keyword(bo_parser *p, bo_parse_state *st);
/* A plain dictionary `{..}` into a dictionary attribute. */
int bo_parse_dict_attr(bo_parser *p, const bo_attr **out);
/* `@name` or `@a::@b`; *out is a symbol-ref attribute. */
int bo_parse_symbol_ref(bo_parser *p, const bo_attr **out);
int bo_parse_optional_symbol_name(bo_parser *p, const char **out); /* @name -> name */
int bo_parse_affine_map(bo_parser *p, const bo_attr **out); /* (d0) -> ... (no keyword) */
/* `[%a, 4, %b]`: MLIR's dynamic-index list; static values go to statics
 * (BO_DYNAMIC for each operand), operands to dyn. */
int bo_parse_dynamic_index_list(bo_parser *p, bo_unresolved_vec *dyn, bo_i64_vec *statics,
                                bo_delim delim);
/* `[1, -2, 3]` or `[]`: integers appended to out (linalg.pack's
 * inner_dims_pos, tensor.gather's gather_dims, ...). */
int bo_parse_i64_list(bo_parser *p, bo_i64_vec *out);
/* Optional location `loc(...)`: ignored or applied to st. */
int bo_parse_optional_location(bo_parser *p, bo_loc *out);

/* Regions.  args are defined in the entry block (may be NULL/0: then a block
 * header `^bb0(...)` may appear).  The region must be st's region. */
int bo_parse_region(bo_parser *p, bo_region *r, const bo_argument *args, size_t nargs);
int bo_parse_optional_region(bo_parser *p, bo_region *r, const bo_argument *args, size_t nargs);
/* `%x : type` and lists of them (delimited); allow_type false: `%x` only. */
int bo_parse_argument(bo_parser *p, bo_argument *out, bool allow_type, bool allow_attrs);
int bo_parse_optional_argument(bo_parser *p, bo_argument *out, bool allow_type, bool allow_attrs);
int bo_parse_argument_list(bo_parser *p, bo_delim delim, bool allow_type, bool allow_attrs,
                           bo_argument_vec *out);
/* `%arg = %init, ...` (scf.for iter_args style) within parens: args and inits. */
int bo_parse_assignment_list(bo_parser *p, bo_argument_vec *args, bo_unresolved_vec *inits);
int bo_parse_optional_assignment_list(bo_parser *p, bo_argument_vec *args, bo_unresolved_vec *inits);

/* MLIR's SingleBlockImplicitTerminator: gives an empty region its block and
 * appends the terminator `name` (no operands; with one empty one-block region
 * when with_region) when the block does not end with a registered
 * terminator.  Call it after bo_parse_region. */
void bo_ensure_terminator(bo_parser *p, bo_region *r, const char *name, bool with_region, bo_loc loc);

/* Successors. */
int bo_parse_successor(bo_parser *p, bo_block **out);
int bo_parse_optional_successor(bo_parser *p, bo_block **out);
/* `^bb1(%a, %b : t, t)`: successor + its operands (resolved, appended to st->operands). */
int bo_parse_successor_and_use_list(bo_parser *p, bo_block **out, bo_value_vec *operands);

/* State helpers. */
void bo_state_add_operands(bo_parse_state *st, bo_value *const *v, size_t n);
void bo_state_add_operand(bo_parse_state *st, bo_value *v);
void bo_state_add_result_type(bo_parse_state *st, const bo_type *t);
void bo_state_add_result_types(bo_parse_state *st, const bo_type *const *t, size_t n);
/* Adds an attribute (property if inherent).  Name is a C string. */
void bo_state_add_attr(bo_parse_state *st, const char *name, const bo_attr *a);
const bo_attr *bo_state_get_attr(bo_parse_state *st, const char *name);
bo_region *bo_state_add_region(bo_parse_state *st);
void bo_state_add_successor(bo_parse_state *st, bo_block *b);
/* Sets operandSegmentSizes = array<i32: ...>. */
void bo_state_set_segment_sizes(bo_parse_state *st, const int32_t *sizes, unsigned n);

/* ------------------------------------------------------------- printing */

bo_context *bo_printer_context(bo_printer *p);
void bo_print_str(bo_printer *p, const char *s);
void bo_print_char(bo_printer *p, char c);
void bo_printf(bo_printer *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void bo_print_int(bo_printer *p, int64_t v);
void bo_print_operand(bo_printer *p, bo_value *v);            /* %name */
void bo_print_operands(bo_printer *p, bo_value *const *v, size_t n); /* %a, %b */
void bo_print_op_operands(bo_printer *p, bo_op *op, unsigned from, unsigned count);
void bo_print_type(bo_printer *p, const bo_type *t);
void bo_print_types(bo_printer *p, const bo_type *const *t, size_t n); /* t, t */
void bo_print_operand_types(bo_printer *p, bo_op *op, unsigned from, unsigned count);
void bo_print_result_types(bo_printer *p, bo_op *op);
/* `-> t` or `-> (t, t)`; nothing when n == 0. */
void bo_print_arrow_type_list(bo_printer *p, const bo_type *const *t, size_t n);
void bo_print_function_type(bo_printer *p, const bo_type *fn);
/* Prints an attribute with its type suffix where MLIR does. */
void bo_print_attr(bo_printer *p, const bo_attr *a);
/* Prints an attribute without its `: type` suffix (integers/floats). */
void bo_print_attr_without_type(bo_printer *p, const bo_attr *a);
void bo_print_string_literal(bo_printer *p, const char *s, size_t n); /* "..." escaped */
void bo_print_symbol_name(bo_printer *p, const char *name); /* @name, quoted if needed */
void bo_print_affine_map(bo_printer *p, const bo_attr *map);  /* the #map alias or text */
/* ` {a = 1, b}` of props + discardable attrs (sorted), skipping elided names;
 * prints nothing when empty.  The leading space is included. */
void bo_print_optional_attr_dict(bo_printer *p, bo_op *op, const char *const *elided, size_t n);
void bo_print_optional_attr_dict_with_keyword(bo_printer *p, bo_op *op, const char *const *elided,
                                              size_t n);
/* A block argument `%arg0: type` (with its attrs when given). */
void bo_print_argument(bo_printer *p, bo_value *arg, const bo_attr *attrs);
/* `[%a, 4, %b]`: statics with BO_DYNAMIC replaced by the next dynamic operand. */
void bo_print_dynamic_index_list(bo_printer *p, bo_value *const *dyn, size_t ndyn,
                                 const int64_t *statics, size_t n, bo_delim delim);
/* Regions: ` {` newline, blocks, `}` (the leading space included). */
void bo_print_region(bo_printer *p, bo_region *r, bool print_entry_block_args,
                     bool print_block_terminators, bool print_empty_block);
void bo_print_successor(bo_printer *p, bo_block *b);
void bo_print_successor_and_use_list(bo_printer *p, bo_block *b, bo_value *const *args, size_t n);
void bo_print_newline(bo_printer *p); /* newline + current indentation */
/* An op in place, without its results (MLIR's printCustomOrGenericOp). */
void bo_print_op_inline(bo_printer *p, bo_op *op);
/* Changes the indentation used by bo_print_newline and nested regions
 * (MLIR's increaseIndent/decreaseIndent: delta is +2 / -2). */
void bo_printer_indent(bo_printer *p, int delta);
/* Prints `loc(...)` when debug info is on (leading space included). */
void bo_print_optional_location(bo_printer *p, bo_loc loc);
bool bo_printer_is_generic(bo_printer *p);
/* The name v prints as, without the '%' ("x", "0#1"), appended to *out
 * (MLIR's printOperand into another stream). */
void bo_printer_value_name(bo_printer *p, bo_value *v, bo_str *out);
/* MLIR's shadowRegionArgs: the entry block's arguments of r print with the
 * names of values[i] (a NULL entry keeps its own name), for an
 * isolated-from-above op whose custom form hides them. */
void bo_printer_shadow_region_args(bo_printer *p, bo_region *r, bo_value *const *values, size_t n);

/* Segment sizes (operandSegmentSizes) of an op: returns the count and fills
 * start; 0 if the op has no such property (then all operands are segment 0). */
unsigned bo_op_segment(bo_op *op, unsigned segment, unsigned *start);

#endif
