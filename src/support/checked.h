/* checked.h - integer arithmetic that reports overflow instead of wrapping.
 *
 * Shapes, strides, offsets and byte sizes come from the input text (a
 * `tensor<99999999999x99999999999xf32>` is a valid type), so every product
 * or sum of them is computed here: each helper stores the exact result and
 * returns false, or returns true when the result does not fit (the stored
 * value is then unspecified).  Signed overflow in plain C is undefined
 * behaviour, so the callers never compute these with `*` or `+`.
 *
 * GCC and clang provide __builtin_{add,sub,mul}_overflow, which compile to
 * one instruction plus a flag test; other compilers get portable fallbacks
 * (BO_CHECKED_ picks one; the unsigned fallbacks are one macro for every
 * type).  -DBO_CHECKED_PORTABLE compiles the fallbacks with GCC too, so that
 * test/unit/test_checked.c can check them:
 *   cc -std=c11 -Iinclude -Isrc -DBO_CHECKED_PORTABLE test/unit/test_checked.c \
 *      build/libbufopt-internal.a -lm && ./a.out
 * Header-only: every function is static inline and O(1).
 */
#ifndef BUFOPT_SUPPORT_CHECKED_H
#define BUFOPT_SUPPORT_CHECKED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if (defined(__GNUC__) || defined(__clang__)) && !defined(BO_CHECKED_PORTABLE)
#define BO_CHECKED_(op, a, b, r, fallback) __builtin_##op##_overflow(a, b, r)
#else
#define BO_CHECKED_(op, a, b, r, fallback) (fallback)

static inline bool bo_add_i64_fallback_(int64_t a, int64_t b, int64_t *r) {
  if ((b > 0 && a > INT64_MAX - b) || (b < 0 && a < INT64_MIN - b)) return true;
  *r = a + b;
  return false;
}

static inline bool bo_mul_i64_fallback_(int64_t a, int64_t b, int64_t *r) {
  if (a == 0 || b == 0) {
    *r = 0;
    return false;
  }
  if (a == -1 || b == -1) { /* -INT64_MIN does not fit; the division below would trap */
    if (a == INT64_MIN || b == INT64_MIN) return true;
    *r = a == -1 ? -b : -a;
    return false;
  }
  if (a > 0 ? (b > 0 ? a > INT64_MAX / b : b < INT64_MIN / a)
            : (b > 0 ? a < INT64_MIN / b : a < INT64_MAX / b))
    return true;
  *r = a * b;
  return false;
}
#endif

/* Unsigned a * b and a + b whose type's maximum is MAX (fallbacks). */
#define BO_UMUL_FALLBACK_(a, b, r, MAX) ((b) && (a) > (MAX) / (b) ? true : (*(r) = (a) * (b), false))
#define BO_UADD_FALLBACK_(a, b, r, MAX) ((a) > (MAX) - (b) ? true : (*(r) = (a) + (b), false))

/* a + b, a - b, a * b in int64_t: true on overflow. */
static inline bool bo_add_overflow_i64(int64_t a, int64_t b, int64_t *r) {
  return BO_CHECKED_(add, a, b, r, bo_add_i64_fallback_(a, b, r));
}

static inline bool bo_sub_overflow_i64(int64_t a, int64_t b, int64_t *r) {
  /* a - b = a + (-b), except that -INT64_MIN does not fit */
  return BO_CHECKED_(sub, a, b, r,
                     b == INT64_MIN ? (a >= 0 ? true : (*r = a - b, false))
                                    : bo_add_i64_fallback_(a, -b, r));
}

static inline bool bo_mul_overflow_i64(int64_t a, int64_t b, int64_t *r) {
  return BO_CHECKED_(mul, a, b, r, bo_mul_i64_fallback_(a, b, r));
}

/* a * b in uint64_t (bit and byte counts): true on overflow. */
static inline bool bo_mul_overflow_u64(uint64_t a, uint64_t b, uint64_t *r) {
  return BO_CHECKED_(mul, a, b, r, BO_UMUL_FALLBACK_(a, b, r, UINT64_MAX));
}

/* a * b and a + b in size_t (byte counts): true on overflow. */
static inline bool bo_mul_overflow_size(size_t a, size_t b, size_t *r) {
  return BO_CHECKED_(mul, a, b, r, BO_UMUL_FALLBACK_(a, b, r, SIZE_MAX));
}

static inline bool bo_add_overflow_size(size_t a, size_t b, size_t *r) {
  return BO_CHECKED_(add, a, b, r, BO_UADD_FALLBACK_(a, b, r, SIZE_MAX));
}

/* Greatest common divisor of two non-negative values (gcd(a, 0) = a). */
static inline int64_t bo_gcd_i64(int64_t a, int64_t b) {
  while (b) {
    int64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* Least common multiple of two positive values, or -1 past INT64_MAX. */
static inline int64_t bo_lcm_i64(int64_t a, int64_t b) {
  int64_t q = a / bo_gcd_i64(a, b);
  return q > INT64_MAX / b ? -1 : q * b;
}

/* The product of n non-negative extents, or -1 when it exceeds INT64_MAX
 * (or an extent is negative).  A zero extent makes the product 0 even when
 * the others would overflow, as the element count of such a shape is 0. */
static inline int64_t bo_checked_product_i64(const int64_t *v, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (v[i] == 0) return 0;
  int64_t p = 1;
  for (size_t i = 0; i < n; i++)
    if (v[i] < 0 || bo_mul_overflow_i64(p, v[i], &p)) return -1;
  return p;
}

#endif
