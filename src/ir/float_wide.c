/* float_wide.c - exact float values of every IEEE-like kind (f16 ... f128,
 * and x87's f80): unpacking bit patterns, rounding to a kind, conversions,
 * decimal reading and the add / sub / mul / div / compare the folders use.
 *
 * It follows APFloat's model: a finite value is sig * 2^exp with an integer
 * significand; an operation computes the exact result (or its top bits plus
 * a "sticky" flag for anything nonzero below them) and rounds once, to
 * nearest with ties to even, into the target kind (subnormals, overflow to
 * infinity).  f80 is read as APFloat reads it (initFromF80LongDoubleAPInt):
 * pseudo-denormals are normal numbers, unnormals and pseudo-infinities NaNs.
 *
 * Invariant: every function returns the correctly rounded result, the same
 * bits as APFloat with rmNearestTiesToEven; the unit test
 * test/unit/test_float_wide.c checks it against the host's double and
 * against patterns printed by mlir-opt.  Cost: significands fit 128 bits
 * and products 256, so arithmetic is O(1); a decimal conversion is
 * O(d^2) in the number of decimal digits of its exponent (at most ~5000).
 * f8E4M3FN (no infinity, NaN all ones) is not handled here: it is not wide.
 */
#include "float_wide.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned __int128 u128;

/* ------------------------------------------------------------- layouts */

typedef struct layout {
  unsigned width, exp_bits, frac_bits, precision;
  bool explicit_int; /* f80: the integer bit is stored */
} layout;

static layout layout_of(bo_float_kind k) {
  switch (k) {
  case BO_F16: return (layout){16, 5, 10, 11, false};
  case BO_BF16: return (layout){16, 8, 7, 8, false};
  case BO_F32: return (layout){32, 8, 23, 24, false};
  case BO_F80: return (layout){80, 15, 64, 64, true};
  case BO_F128: return (layout){128, 15, 112, 113, false};
  case BO_TF32: return (layout){19, 8, 10, 11, false};
  case BO_F8E5M2: return (layout){8, 5, 2, 3, false};
  default: return (layout){64, 11, 52, 53, false};
  }
}

bool bo_float_kind_is_wide(bo_float_kind k) { return k == BO_F80 || k == BO_F128; }
unsigned bo_float_kind_precision(bo_float_kind k) { return layout_of(k).precision; }

static u128 to_u128(bo_fbits b) { return (u128)b.hi << 64 | b.lo; }
static bo_fbits from_u128(u128 x) { return (bo_fbits){(uint64_t)x, (uint64_t)(x >> 64)}; }
static u128 low_mask(unsigned n) { return n >= 128 ? ~(u128)0 : ((u128)1 << n) - 1; }

static unsigned bitlen128(u128 x) {
  unsigned n = 0;
  if (x >> 64) n = 64, x >>= 64;
  uint64_t y = (uint64_t)x;
  return y ? n + 64 - (unsigned)__builtin_clzll(y) : n;
}

enum { FC_ZERO, FC_FINITE, FC_INF, FC_NAN };

typedef struct fval {
  int cls;
  bool neg;
  int exp;  /* finite: value = sig * 2^exp */
  u128 sig; /* finite: the significand; NaN: the stored fraction field */
} fval;

static fval unpack(bo_float_kind k, bo_fbits b) {
  layout L = layout_of(k);
  u128 x = to_u128(b);
  fval v = {FC_ZERO, (bool)((x >> (L.width - 1)) & 1), 0, 0};
  unsigned emask = (1u << L.exp_bits) - 1, ef = (unsigned)(x >> L.frac_bits) & emask;
  u128 frac = x & low_mask(L.frac_bits);
  int bias = (int)(emask >> 1);
  if (L.explicit_int) {
    bool int_bit = (frac >> 63) & 1;
    if (ef == 0 && frac == 0) return v;
    if (ef == emask && frac == (u128)1 << 63) {
      v.cls = FC_INF;
    } else if (ef == emask || (ef != 0 && !int_bit)) {
      v.cls = FC_NAN, v.sig = frac;
    } else {
      v.cls = FC_FINITE, v.sig = frac, v.exp = (ef ? (int)ef : 1) - bias - 63;
    }
    return v;
  }
  if (ef == emask) {
    v.cls = frac ? FC_NAN : FC_INF;
    v.sig = frac;
  } else if (ef == 0) {
    if (frac) v.cls = FC_FINITE, v.sig = frac, v.exp = 1 - bias - (int)(L.precision - 1);
  } else {
    v.cls = FC_FINITE;
    v.sig = frac | (u128)1 << (L.precision - 1);
    v.exp = (int)ef - bias - (int)(L.precision - 1);
  }
  return v;
}

static bo_fbits pack_special(bo_float_kind k, bool neg, unsigned ef, u128 frac) {
  layout L = layout_of(k);
  u128 x = (u128)neg << (L.width - 1) | (u128)ef << L.frac_bits | (frac & low_mask(L.frac_bits));
  return from_u128(x);
}

static bo_fbits pack_zero(bo_float_kind k, bool neg) { return pack_special(k, neg, 0, 0); }

static bo_fbits pack_inf(bo_float_kind k, bool neg) {
  layout L = layout_of(k);
  return pack_special(k, neg, (1u << L.exp_bits) - 1, L.explicit_int ? (u128)1 << 63 : 0);
}

static bo_fbits pack_nan(bo_float_kind k, bool neg, u128 payload) {
  layout L = layout_of(k);
  return pack_special(k, neg, (1u << L.exp_bits) - 1, payload);
}

/* ------------------------------------------------------- 256-bit words */

typedef struct w256 {
  uint64_t w[4]; /* little-endian */
} w256;

static w256 w_from128(u128 x) { return (w256){{(uint64_t)x, (uint64_t)(x >> 64), 0, 0}}; }

static unsigned w_bitlen(const w256 *a) {
  for (int i = 3; i >= 0; i--)
    if (a->w[i]) return (unsigned)i * 64 + 64 - (unsigned)__builtin_clzll(a->w[i]);
  return 0;
}

static bool w_bit(const w256 *a, unsigned i) { return i < 256 && (a->w[i / 64] >> (i % 64)) & 1; }

/* Whether any bit below position n is set. */
static bool w_any_below(const w256 *a, unsigned n) {
  for (unsigned i = 0; i < 4 && i * 64 < n; i++) {
    unsigned m = n - i * 64;
    uint64_t mask = m >= 64 ? UINT64_MAX : ((uint64_t)1 << m) - 1;
    if (a->w[i] & mask) return true;
  }
  return false;
}

static w256 w_shl(const w256 *a, unsigned s) {
  w256 r = {{0}};
  for (int i = 3; i >= 0; i--) {
    int src = i - (int)(s / 64);
    if (src < 0) continue;
    uint64_t v = a->w[src] << (s % 64);
    if (s % 64 && src > 0) v |= a->w[src - 1] >> (64 - s % 64);
    r.w[i] = v;
  }
  return r;
}

static w256 w_shr(const w256 *a, unsigned s) {
  w256 r = {{0}};
  for (unsigned i = 0; i < 4; i++) {
    unsigned src = i + s / 64;
    if (src > 3) break;
    uint64_t v = a->w[src] >> (s % 64);
    if (s % 64 && src < 3) v |= a->w[src + 1] << (64 - s % 64);
    r.w[i] = v;
  }
  return r;
}

static int w_cmp(const w256 *a, const w256 *b) {
  for (int i = 3; i >= 0; i--)
    if (a->w[i] != b->w[i]) return a->w[i] < b->w[i] ? -1 : 1;
  return 0;
}

static w256 w_add(const w256 *a, const w256 *b) {
  w256 r;
  unsigned carry = 0;
  for (int i = 0; i < 4; i++) {
    u128 t = (u128)a->w[i] + b->w[i] + carry;
    r.w[i] = (uint64_t)t;
    carry = (unsigned)(t >> 64);
  }
  return r;
}

static w256 w_sub(const w256 *a, const w256 *b) { /* a >= b */
  w256 r;
  uint64_t borrow = 0;
  for (int i = 0; i < 4; i++) {
    uint64_t x = a->w[i], y = b->w[i];
    r.w[i] = x - y - borrow;
    borrow = (x < y) || (x == y && borrow);
  }
  return r;
}

static w256 w_mul128(u128 a, u128 b) {
  uint64_t x[2] = {(uint64_t)a, (uint64_t)(a >> 64)}, y[2] = {(uint64_t)b, (uint64_t)(b >> 64)};
  w256 r = {{0}};
  for (int i = 0; i < 2; i++) {
    uint64_t carry = 0;
    for (int j = 0; j < 2; j++) {
      u128 t = (u128)x[i] * y[j] + r.w[i + j] + carry;
      r.w[i + j] = (uint64_t)t;
      carry = (uint64_t)(t >> 64);
    }
    r.w[i + 2] = carry;
  }
  return r;
}

/* ------------------------------------------------------------- rounding */

/* (sig + sticky) * 2^e rounded to kind k; sticky: something nonzero but
 * less than one unit of sig's last bit was dropped before.  Callers keep at
 * least two bits beyond the kind's precision when they set sticky. */
static bo_fbits round_pack(bo_float_kind k, bool neg, const w256 *sig, long e, bool sticky) {
  layout L = layout_of(k);
  long p = L.precision, bias = (1L << (L.exp_bits - 1)) - 1, emin = 1 - bias, emax = bias;
  unsigned len = w_bitlen(sig);
  if (!len) return pack_zero(k, neg);
  long E = (long)len - 1 + e;
  if (E > emax) return pack_inf(k, neg);
  long q = (E < emin ? emin : E) - (p - 1); /* exponent of the last kept bit */
  long shift = q - e;
  u128 m;
  if (shift <= 0) {
    m = (u128)sig->w[0] | (u128)sig->w[1] << 64;
    m <<= -shift; /* len <= p + shift: fits */
  } else {
    bool half, rest;
    if (shift > 256) { /* all of sig is below half a unit */
      m = 0, half = false, rest = true;
    } else {
      w256 t = shift == 256 ? (w256){{0}} : w_shr(sig, (unsigned)shift);
      m = (u128)t.w[0] | (u128)t.w[1] << 64;
      half = w_bit(sig, (unsigned)shift - 1);
      rest = sticky || w_any_below(sig, (unsigned)shift - 1);
    }
    if (half && (rest || (m & 1))) m++;
  }
  if (m >> p) m >>= 1, q++;
  if (!m) return pack_zero(k, neg);
  E = (long)bitlen128(m) - 1 + q;
  if (E > emax) return pack_inf(k, neg);
  if (!(m >> (p - 1))) return pack_special(k, neg, 0, m); /* subnormal */
  u128 frac = L.explicit_int ? m : m & low_mask((unsigned)(p - 1));
  return pack_special(k, neg, (unsigned)(E + bias), frac);
}

static bo_fbits pack_finite(bo_float_kind k, const fval *v) {
  w256 s = w_from128(v->sig);
  return round_pack(k, v->neg, &s, v->exp, false);
}

bo_fbits bo_fbits_canonical(bo_float_kind k, bo_fbits b) {
  fval v = unpack(k, b);
  switch (v.cls) {
  case FC_ZERO: return pack_zero(k, v.neg);
  case FC_INF: return pack_inf(k, v.neg);
  case FC_NAN: return pack_nan(k, v.neg, v.sig);
  default: return pack_finite(k, &v);
  }
}

/* ---------------------------------------------------------- conversions */

static bool bits_equal(bo_fbits a, bo_fbits b) { return a.lo == b.lo && a.hi == b.hi; }

static bo_fbits convert(bo_float_kind from, bo_fbits b, bo_float_kind to) {
  fval v = unpack(from, b);
  layout F = layout_of(from), T = layout_of(to);
  switch (v.cls) {
  case FC_ZERO: return pack_zero(to, v.neg);
  case FC_INF: return pack_inf(to, v.neg);
  case FC_FINITE: return pack_finite(to, &v);
  default: break;
  }
  /* NaN: the significand moves as a whole (APFloat::convert); a signalling
   * NaN becomes quiet; an x87 NaN gets its integer bit. */
  bool x86_special = from == BO_F80 && to != BO_F80 && (!((v.sig >> 63) & 1) || !((v.sig >> 62) & 1));
  bool signalling = !((v.sig >> (F.precision - 2)) & 1);
  int shift = (int)T.precision - (int)F.precision;
  u128 sig = shift >= 0 ? v.sig << shift : v.sig >> -shift;
  if (to == BO_F80 && !x86_special) sig |= (u128)1 << 63;
  if (signalling) sig |= (u128)1 << (T.precision - 2);
  if (!T.explicit_int) sig &= low_mask(T.frac_bits);
  return pack_nan(to, v.neg, sig);
}

bo_fbits bo_fbits_convert(bo_float_kind from, bo_fbits b, bo_float_kind to, bool *exact) {
  bo_fbits r = convert(from, b, to);
  if (exact) *exact = bits_equal(convert(to, r, from), bo_fbits_canonical(from, b));
  return r;
}

bo_fbits bo_fbits_from_double(bo_float_kind k, double d) {
  uint64_t x;
  memcpy(&x, &d, 8);
  return convert(BO_F64, (bo_fbits){x, 0}, k);
}

double bo_fbits_to_double(bo_float_kind k, bo_fbits b, bool *exact) {
  bo_fbits r = bo_fbits_convert(k, b, BO_F64, exact);
  double d;
  memcpy(&d, &r.lo, 8);
  return d;
}

bool bo_fbits_is_nan(bo_float_kind k, bo_fbits b) { return unpack(k, b).cls == FC_NAN; }
bool bo_fbits_is_neg(bo_float_kind k, bo_fbits b) { return unpack(k, b).neg; }

bo_fbits bo_fbits_neg(bo_float_kind k, bo_fbits b) {
  return from_u128(to_u128(b) ^ (u128)1 << (layout_of(k).width - 1));
}

bo_fbits bo_fbits_abs(bo_float_kind k, bo_fbits b) {
  return from_u128(to_u128(b) & ~((u128)1 << (layout_of(k).width - 1)));
}

/* ----------------------------------------------------------- arithmetic */

static bool add_values(bo_float_kind k, fval x, fval y, bo_fbits *out) {
  if (x.cls == FC_NAN || y.cls == FC_NAN) return false;
  if (x.cls == FC_INF || y.cls == FC_INF) {
    if (x.cls == FC_INF && y.cls == FC_INF && x.neg != y.neg) return false;
    *out = pack_inf(k, x.cls == FC_INF ? x.neg : y.neg);
    return true;
  }
  if (x.cls == FC_ZERO && y.cls == FC_ZERO) {
    *out = pack_zero(k, x.neg && y.neg);
    return true;
  }
  if (x.cls == FC_ZERO || y.cls == FC_ZERO) {
    fval v = x.cls == FC_ZERO ? y : x;
    *out = pack_finite(k, &v);
    return true;
  }
  if (x.exp < y.exp) {
    fval t = x;
    x = y, y = t;
  }
  long d = (long)x.exp - y.exp, e;
  w256 X, Y = w_from128(y.sig);
  bool sticky = false;
  if (d <= 128) {
    w256 t = w_from128(x.sig);
    X = w_shl(&t, (unsigned)d);
    e = y.exp;
  } else { /* y is below every bit the result keeps: a sticky bit */
    w256 t = w_from128(x.sig);
    X = w_shl(&t, 8);
    Y = (w256){{0}};
    e = (long)x.exp - 8;
    sticky = true;
  }
  w256 r;
  bool neg;
  if (x.neg == y.neg) {
    r = w_add(&X, &Y);
    neg = x.neg;
  } else if (sticky) {
    w256 one = {{1, 0, 0, 0}};
    r = w_sub(&X, &one);
    neg = x.neg;
  } else {
    int c = w_cmp(&X, &Y);
    if (c == 0) {
      *out = pack_zero(k, false); /* exact cancellation: +0 */
      return true;
    }
    r = c > 0 ? w_sub(&X, &Y) : w_sub(&Y, &X);
    neg = c > 0 ? x.neg : y.neg;
  }
  *out = round_pack(k, neg, &r, e, sticky);
  return true;
}

bool bo_fbits_add(bo_float_kind k, bo_fbits a, bo_fbits b, bo_fbits *out) {
  return add_values(k, unpack(k, a), unpack(k, b), out);
}

bool bo_fbits_sub(bo_float_kind k, bo_fbits a, bo_fbits b, bo_fbits *out) {
  fval y = unpack(k, b);
  y.neg = !y.neg;
  return add_values(k, unpack(k, a), y, out);
}

bool bo_fbits_mul(bo_float_kind k, bo_fbits a, bo_fbits b, bo_fbits *out) {
  fval x = unpack(k, a), y = unpack(k, b);
  bool neg = x.neg != y.neg;
  if (x.cls == FC_NAN || y.cls == FC_NAN) return false;
  if (x.cls == FC_INF || y.cls == FC_INF) {
    if (x.cls == FC_ZERO || y.cls == FC_ZERO) return false;
    *out = pack_inf(k, neg);
    return true;
  }
  if (x.cls == FC_ZERO || y.cls == FC_ZERO) {
    *out = pack_zero(k, neg);
    return true;
  }
  w256 r = w_mul128(x.sig, y.sig);
  *out = round_pack(k, neg, &r, (long)x.exp + y.exp, false);
  return true;
}

bool bo_fbits_div(bo_float_kind k, bo_fbits a, bo_fbits b, bo_fbits *out) {
  fval x = unpack(k, a), y = unpack(k, b);
  bool neg = x.neg != y.neg;
  if (x.cls == FC_NAN || y.cls == FC_NAN) return false;
  if ((x.cls == FC_INF && y.cls == FC_INF) || (x.cls == FC_ZERO && y.cls == FC_ZERO)) return false;
  if (x.cls == FC_INF || y.cls == FC_ZERO) {
    *out = pack_inf(k, neg);
    return true;
  }
  if (x.cls == FC_ZERO || y.cls == FC_INF) {
    *out = pack_zero(k, neg);
    return true;
  }
  /* q = floor(x.sig * 2^s / y.sig) with 120 or 121 bits, by long division */
  unsigned s = 120 + bitlen128(y.sig) - bitlen128(x.sig);
  w256 rem = w_from128(x.sig), den = w_from128(y.sig);
  rem = w_shl(&rem, s);
  u128 q = 0;
  for (int i = 121; i >= 0; i--) {
    w256 t = w_shl(&den, (unsigned)i);
    if (w_bitlen(&den) + (unsigned)i > 256) continue;
    if (w_cmp(&rem, &t) >= 0) {
      rem = w_sub(&rem, &t);
      q |= (u128)1 << i;
    }
  }
  w256 qs = w_from128(q), zero = {{0}};
  *out = round_pack(k, neg, &qs, (long)x.exp - y.exp - (long)s, w_cmp(&rem, &zero) != 0);
  return true;
}

/* Magnitudes of two finite nonzero values. */
static int cmp_magnitude(const fval *x, const fval *y) {
  long ex = (long)bitlen128(x->sig) + x->exp, ey = (long)bitlen128(y->sig) + y->exp;
  if (ex != ey) return ex < ey ? -1 : 1;
  u128 a = x->sig << (128 - bitlen128(x->sig)), b = y->sig << (128 - bitlen128(y->sig));
  return a == b ? 0 : a < b ? -1 : 1;
}

int bo_fbits_compare(bo_float_kind k, bo_fbits a, bo_fbits b) {
  fval x = unpack(k, a), y = unpack(k, b);
  if (x.cls == FC_NAN || y.cls == FC_NAN) return 2;
  if (x.cls == FC_ZERO && y.cls == FC_ZERO) return 0;
  int sx = x.cls == FC_ZERO ? 0 : x.neg ? -1 : 1, sy = y.cls == FC_ZERO ? 0 : y.neg ? -1 : 1;
  if (sx != sy) return sx < sy ? -1 : 1;
  int m;
  if (x.cls == FC_INF || y.cls == FC_INF)
    m = x.cls == y.cls ? 0 : x.cls == FC_INF ? 1 : -1;
  else
    m = cmp_magnitude(&x, &y);
  return sx < 0 ? -m : m;
}

bo_fbits bo_fbits_from_int(bo_float_kind k, uint64_t v, bool is_signed) {
  bool neg = is_signed && (int64_t)v < 0;
  u128 mag = neg ? (u128)(0 - v) : (u128)v;
  if (!mag) return pack_zero(k, false);
  w256 s = w_from128(mag);
  return round_pack(k, neg, &s, 0, false);
}

bool bo_fbits_to_int(bo_float_kind k, bo_fbits b, unsigned width, bool is_signed, int64_t *out) {
  fval v = unpack(k, b);
  if (v.cls == FC_NAN || v.cls == FC_INF || width == 0 || width > 64) return false;
  u128 mag = 0;
  if (v.cls == FC_FINITE) {
    if (v.exp >= 0) {
      if (bitlen128(v.sig) + (unsigned)v.exp > 65) return false;
      mag = v.sig << v.exp;
    } else {
      mag = -v.exp >= 128 ? 0 : v.sig >> -v.exp;
    }
  }
  u128 limit = (u128)1 << (is_signed ? width - 1 : width);
  if (v.neg && mag) {
    if (!is_signed || mag > limit) return false;
    *out = (int64_t)(0 - (uint64_t)mag);
    return true;
  }
  if (mag >= limit) return false;
  *out = (int64_t)(uint64_t)mag;
  return true;
}

/* -------------------------------------------------------------- bignum */

typedef struct big {
  uint32_t *d; /* little-endian limbs */
  int n, cap;
} big;

static void big_reserve(big *b, int need) {
  if (need <= b->cap) return;
  int cap = need * 2 + 8;
  uint32_t *d = realloc(b->d, (size_t)cap * sizeof *d);
  if (!d) bo_out_of_memory(NULL, (size_t)cap * sizeof *d);
  b->d = d;
  b->cap = cap;
}

static void big_free(big *b) { free(b->d); }

static void big_mul_add(big *b, uint32_t f, uint32_t add) {
  uint64_t carry = add;
  for (int i = 0; i < b->n; i++) {
    uint64_t t = (uint64_t)b->d[i] * f + carry;
    b->d[i] = (uint32_t)t;
    carry = t >> 32;
  }
  if (carry) {
    big_reserve(b, b->n + 1);
    b->d[b->n++] = (uint32_t)carry;
  }
}

static unsigned big_bitlen(const big *b) {
  if (!b->n) return 0;
  return (unsigned)(b->n - 1) * 32 + 32 - (unsigned)__builtin_clz(b->d[b->n - 1]);
}

static bool big_bit(const big *b, unsigned i) {
  return (int)(i / 32) < b->n && (b->d[i / 32] >> (i % 32)) & 1;
}

static bool big_any_below(const big *b, unsigned n) {
  unsigned words = n / 32;
  for (unsigned i = 0; i < words && (int)i < b->n; i++)
    if (b->d[i]) return true;
  return (int)words < b->n && n % 32 && (b->d[words] & ((1u << (n % 32)) - 1));
}

static void big_trim(big *b) {
  while (b->n && !b->d[b->n - 1]) b->n--;
}

static void big_shl(big *b, unsigned s) {
  int words = (int)(s / 32), bits = (int)(s % 32);
  big_reserve(b, b->n + words + 1);
  b->d[b->n] = 0;
  for (int i = b->n; i >= 0; i--) {
    uint32_t v = b->d[i] << bits;
    if (bits && i > 0) v |= b->d[i - 1] >> (32 - bits);
    b->d[i + words] = v;
  }
  for (int i = 0; i < words; i++) b->d[i] = 0;
  b->n += words + 1;
  big_trim(b);
}

static void big_shr(big *b, unsigned s) {
  int words = (int)(s / 32), bits = (int)(s % 32);
  if (words >= b->n) {
    b->n = 0;
    return;
  }
  for (int i = 0; i + words < b->n; i++) {
    uint32_t v = b->d[i + words] >> bits;
    if (bits && i + words + 1 < b->n) v |= b->d[i + words + 1] << (32 - bits);
    b->d[i] = v;
  }
  b->n -= words;
  big_trim(b);
}

static int big_cmp(const big *a, const big *b) {
  if (a->n != b->n) return a->n < b->n ? -1 : 1;
  for (int i = a->n - 1; i >= 0; i--)
    if (a->d[i] != b->d[i]) return a->d[i] < b->d[i] ? -1 : 1;
  return 0;
}

static void big_sub(big *a, const big *b) { /* a >= b */
  int64_t borrow = 0;
  for (int i = 0; i < a->n; i++) {
    int64_t t = (int64_t)a->d[i] - (i < b->n ? b->d[i] : 0) - borrow;
    borrow = t < 0;
    a->d[i] = (uint32_t)(t + (borrow ? (int64_t)1 << 32 : 0));
  }
  big_trim(a);
}

/* Top bits [shift, shift + 192) into a w256; *sticky: any bit below. */
static w256 big_top(const big *b, unsigned shift, bool *sticky) {
  w256 r = {{0}};
  for (unsigned i = 0; i < 192; i++)
    if (big_bit(b, shift + i)) r.w[i / 64] |= (uint64_t)1 << (i % 64);
  *sticky = big_any_below(b, shift);
  return r;
}

/* ----------------------------------------------------------- decimals */

bool bo_fbits_parse_decimal(bo_float_kind k, const char *text, bo_fbits *out) {
  const char *p = text;
  bool neg = false;
  if (*p == '-' || *p == '+') neg = *p++ == '-';
  big n = {0};
  long frac_digits = 0, ndig = 0;
  bool any = false, dot = false;
  for (;; p++) {
    if (isdigit((unsigned char)*p)) {
      any = true;
      if (n.n || *p != '0') {
        big_mul_add(&n, 10, (uint32_t)(*p - '0'));
        ndig++;
      }
      if (dot) frac_digits++;
    } else if (*p == '.' && !dot) {
      dot = true;
    } else {
      break;
    }
  }
  long e10 = 0;
  if (any && (*p == 'e' || *p == 'E')) {
    p++;
    bool eneg = false;
    if (*p == '-' || *p == '+') eneg = *p++ == '-';
    if (!isdigit((unsigned char)*p)) any = false;
    for (; isdigit((unsigned char)*p); p++)
      if (e10 < 100000) e10 = e10 * 10 + (*p - '0');
    if (eneg) e10 = -e10;
  }
  if (!any || *p) {
    big_free(&n);
    return false;
  }
  e10 -= frac_digits;
  long dexp = e10 + ndig; /* the value is below 10^dexp */
  if (!n.n || dexp < -5000) {
    *out = pack_zero(k, neg);
  } else if (dexp > 5000) {
    *out = pack_inf(k, neg);
  } else if (e10 >= 0) {
    for (long i = 0; i < e10; i++) big_mul_add(&n, 10, 0);
    unsigned len = big_bitlen(&n), shift = len > 192 ? len - 192 : 0;
    bool sticky;
    w256 top = big_top(&n, shift, &sticky);
    *out = round_pack(k, neg, &top, (long)shift, sticky);
  } else {
    /* n / 10^m = (n / 5^m) * 2^-m: a quotient of 130 bits and a remainder */
    long m = -e10, e = -m;
    big d = {0};
    big_mul_add(&d, 1, 1);
    for (long i = 0; i < m; i += 13) {
      uint32_t f = 1;
      for (long j = i; j < m && j < i + 13; j++) f *= 5;
      big_mul_add(&d, f, 0);
    }
    bool sticky = false;
    long t = (long)big_bitlen(&n) - (long)big_bitlen(&d) - 130;
    if (t > 0) {
      sticky = big_any_below(&n, (unsigned)t);
      big_shr(&n, (unsigned)t);
    } else if (t < 0) {
      big_shl(&n, (unsigned)-t);
    }
    e += t;
    int qbits = (int)big_bitlen(&n) - (int)big_bitlen(&d) + 1;
    w256 q = {{0}};
    if (qbits > 0) {
      big_shl(&d, (unsigned)(qbits - 1));
      for (int i = qbits - 1; i >= 0; i--) {
        if (big_cmp(&n, &d) >= 0) {
          big_sub(&n, &d);
          q.w[i / 64] |= (uint64_t)1 << (i % 64);
        }
        big_shr(&d, 1);
      }
    }
    sticky = sticky || n.n != 0;
    *out = round_pack(k, neg, &q, e, sticky);
    big_free(&d);
  }
  big_free(&n);
  return true;
}

/* For float_format.c: the parts of a finite nonzero value. */
int bo_fbits_decompose(bo_float_kind k, bo_fbits b, bool *neg, bo_fbits *sig, int *exp);
int bo_fbits_decompose(bo_float_kind k, bo_fbits b, bool *neg, bo_fbits *sig, int *exp) {
  fval v = unpack(k, b);
  *neg = v.neg;
  *sig = from_u128(v.sig);
  *exp = v.exp;
  return v.cls;
}
