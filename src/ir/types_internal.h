/* types_internal.h - helpers shared by types.c, attrs.c, affine_expr.c,
 * float_format.c and the printer.
 *
 * Floating-point attributes are stored as doubles that are already rounded
 * to their type's precision (bo_float_round), so equal values of one type
 * intern to one attribute and printing needs no extra state; f80 and f128
 * attributes hold their exact bit patterns instead (float_wide.h).
 */
#ifndef BUFOPT_TYPES_INTERNAL_H
#define BUFOPT_TYPES_INTERNAL_H

#include "ir_private.h"

/* ------------------------------------------------------------ key builder */

/* A byte key for the intern tables, on the stack, spilling to the heap for
 * long shapes and lists (support.c). */
typedef struct key_buf {
  unsigned char *p;
  size_t len, cap;
  unsigned char local[256];
} key_buf;

void key_init(key_buf *k);
void key_add(key_buf *k, const void *data, size_t n);
void key_free(key_buf *k);
#define KEY_ADD(k, x) key_add((k), &(x), sizeof(x))

/* ------------------------------------------------------------- floats */

/* Bit width of a float kind as MLIR counts it (tf32: 19, f80: 80). */
unsigned bo_float_kind_width(bo_float_kind k);
/* Rounds v to the nearest value of kind k (round to nearest, ties to even).
 * f80 and f128 hold every double: v is returned (their attributes keep bit
 * patterns, float_wide.h). */
double bo_float_round(double v, bo_float_kind k);
/* The IEEE-style encoding of v in kind k (low bits of the result); not for
 * f80 and f128 (returns the double's bits): use bo_fbits_from_double. */
uint64_t bo_float_to_bits(double v, bo_float_kind k);
double bo_float_from_bits(uint64_t bits, bo_float_kind k);
/* The type of a float kind's name: "f32", "bf16", ... */
const char *bo_float_kind_name(bo_float_kind k);

/* ------------------------------------------------------------- formatting */

/* How much of an attribute's `: type` suffix to print, as MLIR's
 * AttrTypeElision: NEVER prints it always (top-level dictionary entries),
 * MAY drops it for i64 integers and f64 floats (array elements, memory
 * spaces), MUST never prints it. */
typedef enum bo_type_elision {
  BO_ELIDE_NEVER,
  BO_ELIDE_MAY,
  BO_ELIDE_MUST
} bo_type_elision;

/* The general attribute formatter; fn (may be NULL) is asked for an alias
 * for every attribute printed, nested ones included; a non-NULL result is
 * printed verbatim instead of the attribute (so it should include '#'). */
void bo_format_attr_ex(bo_str *s, const bo_attr *a, bo_type_elision elide,
                       bo_alias_fn fn, void *user);
/* A dense elements attribute without its type, as hex when it has more than
 * hex_above elements (< 0: never; the default printing uses 100). */
void bo_format_dense_hex_above(bo_str *s, const bo_attr *a, int64_t hex_above);
/* A string literal with MLIR's escapes ("..."). */
void bo_format_string_literal(bo_str *s, const char *p, size_t n);
/* A bare identifier when p is one ([a-zA-Z_][a-zA-Z0-9_$.]*), else a quoted
 * string: used for dictionary keys and symbol names. */
void bo_format_keyword_or_string(bo_str *s, const char *p, size_t n);
/* `@name`, quoted when not a bare identifier. */
void bo_format_symbol_name(bo_str *s, const char *name);
/* Dimension lists: `4x?x` (each size followed by 'x'). */
void bo_format_dims(bo_str *s, unsigned rank, const int64_t *shape, const bool *scalable);

/* ------------------------------------------------------------- affine */

/* Whether map is the identity (d0, ..., dn-1) -> (d0, ..., dn-1). */
bool bo_affine_map_is_identity(const bo_attr *map);
/* The largest integer known to divide e for all dim/symbol values. */
int64_t bo_affine_largest_known_divisor(const bo_affine_expr *e);
/* True when e contains no dims (symbols and constants only). */
bool bo_affine_is_symbolic_or_constant(const bo_affine_expr *e);

#endif
