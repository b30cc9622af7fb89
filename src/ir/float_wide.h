/* float_wide.h - exact float values of any IEEE-like kind, f80 and f128
 * included: bit patterns, unpacked values, correctly rounded conversions
 * (binary and decimal) and the arithmetic the folders need.
 *
 * A value is passed around as its bit pattern in its kind (bo_fbits: the low
 * 64 bits and the bits above them), the way APFloat::bitcastToAPInt lays it
 * out.  Everything is integer arithmetic on the host: no long double, no
 * __float128, so the results are the same on every machine.
 */
#ifndef BUFOPT_FLOAT_WIDE_H
#define BUFOPT_FLOAT_WIDE_H

#include "types_internal.h"

typedef struct bo_fbits {
  uint64_t lo, hi; /* bits 0..63 and 64..127 of the pattern */
} bo_fbits;

/* Whether k is wider than a double (f80, f128): its values are kept as bit
 * patterns, not as doubles. */
bool bo_float_kind_is_wide(bo_float_kind k);
/* Significand bits including the integer bit (f80: 64, f128: 113). */
unsigned bo_float_kind_precision(bo_float_kind k);

/* APFloat's canonical pattern of b (what initFromAPInt + bitcastToAPInt
 * give back): f80 pseudo-denormals become normal, unnormals NaN. */
bo_fbits bo_fbits_canonical(bo_float_kind k, bo_fbits b);

/* Double <-> kind.  to_kind converts as APFloat::convert with round to
 * nearest even (exact for f80 / f128; NaN payloads shift to the top of the
 * significand, signalling NaNs become quiet).  to_double returns the nearest
 * double and sets *exact when converting it back gives b again. */
bo_fbits bo_fbits_from_double(bo_float_kind k, double d);
double bo_fbits_to_double(bo_float_kind k, bo_fbits b, bool *exact);
/* b of kind from, converted to kind to (rounded; *exact: nothing lost). */
bo_fbits bo_fbits_convert(bo_float_kind from, bo_fbits b, bo_float_kind to, bool *exact);

bool bo_fbits_is_nan(bo_float_kind k, bo_fbits b);
bool bo_fbits_is_neg(bo_float_kind k, bo_fbits b);
bo_fbits bo_fbits_neg(bo_float_kind k, bo_fbits b);
bo_fbits bo_fbits_abs(bo_float_kind k, bo_fbits b);

/* a op b rounded to nearest even in kind k; false when the result would be
 * a NaN (callers do not fold those: sign and payload are APFloat's own). */
bool bo_fbits_add(bo_float_kind k, bo_fbits a, bo_fbits b, bo_fbits *out);
bool bo_fbits_sub(bo_float_kind k, bo_fbits a, bo_fbits b, bo_fbits *out);
bool bo_fbits_mul(bo_float_kind k, bo_fbits a, bo_fbits b, bo_fbits *out);
bool bo_fbits_div(bo_float_kind k, bo_fbits a, bo_fbits b, bo_fbits *out);
/* -1, 0, 1, or 2 when unordered (a NaN). */
int bo_fbits_compare(bo_float_kind k, bo_fbits a, bo_fbits b);
/* An integer, exactly or rounded to nearest even (is_signed: v is int64). */
bo_fbits bo_fbits_from_int(bo_float_kind k, uint64_t v, bool is_signed);
/* Truncated toward zero into *out when it fits width bits (signed or not). */
bool bo_fbits_to_int(bo_float_kind k, bo_fbits b, unsigned width, bool is_signed, int64_t *out);

/* A decimal literal ("-1.5e+10", "0.25", "3") correctly rounded to kind k,
 * as APFloat(semantics, text) reads it.  False on malformed text. */
bool bo_fbits_parse_decimal(bo_float_kind k, const char *text, bo_fbits *out);

/* Float attributes from and to exact patterns (attrs.c).  An f80 / f128
 * value that no double holds still has a double "slot" (bo_attr_get_float,
 * bo_attr_dense_float_at): a NaN naming the attribute in ctx, so that code
 * moving slots between attributes of one context (splats, extracts) keeps
 * the exact value; arithmetic on such a slot gives a NaN, never a rounded
 * value.  bo_float_slot_bits turns a slot back into the pattern. */
const bo_attr *bo_attr_float_bits(bo_context *ctx, const bo_type *type, bo_fbits b);
bo_fbits bo_attr_get_float_bits(const bo_attr *a);
bo_fbits bo_attr_dense_float_bits_at(const bo_attr *a, size_t i);
bo_fbits bo_float_slot_bits(bo_context *ctx, bo_float_kind k, double slot);

/* MLIR's printFloatValue of the pattern b of kind k (float_format.c). */
void bo_format_float_bits(bo_str *s, bo_float_kind k, bo_fbits b);

#endif
