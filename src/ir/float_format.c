/* float_format.c - float kinds: rounding, bit encodings and MLIR's text form.
 *
 * mlir-opt prints a finite float in two attempts.  First it formats the
 * value in scientific notation with 6 significant digits padded to 6
 * fraction digits ("1.000000e-01"); when that text, parsed back in the
 * type's precision, yields the same bits, it is used.  Otherwise the value
 * is printed with the type's "round-trip" digit count (9 for f32, 17 for
 * f64, ...) trimmed of trailing zeros, in plain or "1.5E+10" notation; and
 * when even that text has no '.', or the value is inf/nan, the raw bits are
 * printed in hex ("0x7F800000").  Both attempts start from the exact decimal
 * expansion of the binary value, which we compute with a small bignum, and
 * reproduce APFloat's digit selection: a coarse truncation of excess digits
 * followed by round-half-up on the first dropped digit.
 *
 * Invariant: a value handed to the formatter for kind k is representable in
 * k (callers round with bo_float_round first).  f80 and f128 are formatted
 * from their bit patterns (bo_format_float_bits): the same two attempts,
 * with the exact expansion of a significand of up to 113 bits and the
 * round-trip check done by the correctly rounded reader of float_wide.c.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "float_wide.h"

int bo_fbits_decompose(bo_float_kind k, bo_fbits b, bool *neg, bo_fbits *sig, int *exp);

/* ----------------------------------------------------------- kind tables */

typedef struct float_layout {
  const char *name;
  unsigned width;      /* bits as MLIR counts them */
  int exp_bits, man_bits;
  bool finite_only;    /* no infinities; NaN is all ones (the "FN" types) */
  unsigned precision;  /* significand bits including the implicit one */
} float_layout;

static const float_layout layouts[] = {
    [BO_F16] = {"f16", 16, 5, 10, false, 11},
    [BO_BF16] = {"bf16", 16, 8, 7, false, 8},
    [BO_F32] = {"f32", 32, 8, 23, false, 24},
    [BO_F64] = {"f64", 64, 11, 52, false, 53},
    [BO_F80] = {"f80", 80, 15, 64, false, 64},
    [BO_F128] = {"f128", 128, 15, 112, false, 113},
    [BO_TF32] = {"tf32", 19, 8, 10, false, 11},
    [BO_F8E5M2] = {"f8E5M2", 8, 5, 2, false, 3},
    [BO_F8E4M3FN] = {"f8E4M3FN", 8, 4, 3, true, 4},
};

unsigned bo_float_kind_width(bo_float_kind k) { return layouts[k].width; }
const char *bo_float_kind_name(bo_float_kind k) { return layouts[k].name; }

static bool is_small_kind(bo_float_kind k) {
  return k == BO_F16 || k == BO_BF16 || k == BO_TF32 || k == BO_F8E5M2 || k == BO_F8E4M3FN;
}

/* Encodes v in a small binary format with round-to-nearest-even.  The
 * scaled magnitude a / 2^shift is exact in double (a power-of-two scaling of
 * a value with few significant bits to keep), so nearbyint does the
 * rounding; carries into the exponent fall out of the integer addition. */
static uint64_t encode_small(double v, const float_layout *L) {
  int eb = L->exp_bits, mb = L->man_bits;
  uint64_t sign = signbit(v) ? (uint64_t)1 << (eb + mb) : 0;
  uint64_t exp_all = ((uint64_t)1 << eb) - 1;
  uint64_t nan_bits = L->finite_only ? (exp_all << mb) | (((uint64_t)1 << mb) - 1)
                                     : (exp_all << mb) | ((uint64_t)1 << (mb - 1));
  if (isnan(v)) return sign | nan_bits;
  double a = fabs(v);
  if (isinf(a)) return sign | (L->finite_only ? nan_bits : exp_all << mb);
  if (a == 0) return sign;
  int bias = (1 << (eb - 1)) - 1, emin = 1 - bias, e;
  frexp(a, &e);
  e -= 1; /* a in [2^e, 2^(e+1)) */
  int shift = (e < emin ? emin : e) - mb;
  uint64_t n = (uint64_t)nearbyint(ldexp(a, -shift));
  uint64_t bits = ((uint64_t)(shift + mb - emin) << mb) + n;
  if (L->finite_only) {
    uint64_t max_finite = (exp_all << mb) | (((uint64_t)1 << mb) - 2);
    if (bits > max_finite) return sign | nan_bits;
  } else if ((bits >> mb) >= exp_all) {
    return sign | (exp_all << mb);
  }
  return sign | bits;
}

static double decode_small(uint64_t bits, const float_layout *L) {
  int eb = L->exp_bits, mb = L->man_bits;
  bool neg = (bits >> (eb + mb)) & 1;
  uint64_t exp_all = ((uint64_t)1 << eb) - 1;
  uint64_t ef = (bits >> mb) & exp_all, man = bits & (((uint64_t)1 << mb) - 1);
  int bias = (1 << (eb - 1)) - 1;
  double r;
  if (L->finite_only && ef == exp_all && man == (((uint64_t)1 << mb) - 1))
    r = NAN;
  else if (!L->finite_only && ef == exp_all)
    r = man ? NAN : INFINITY;
  else if (ef == 0)
    r = ldexp((double)man, 1 - bias - mb);
  else
    r = ldexp((double)(man | ((uint64_t)1 << mb)), (int)ef - bias - mb);
  return neg ? -r : r;
}

/* NaN payloads travel in the top mantissa bits of the double, so a NaN read
 * from hex prints back with the same bits (casts would quiet it). */
static uint64_t nan_to_bits(double v, const float_layout *L) {
  uint64_t d;
  memcpy(&d, &v, 8);
  int eb = L->exp_bits, mb = L->man_bits;
  uint64_t sign = (d >> 63) << (eb + mb), exp_all = ((uint64_t)1 << eb) - 1;
  if (L->finite_only) return sign | (exp_all << mb) | (((uint64_t)1 << mb) - 1);
  uint64_t man = (d & (((uint64_t)1 << 52) - 1)) >> (52 - mb);
  if (!man) man = (uint64_t)1 << (mb - 1);
  return sign | (exp_all << mb) | man;
}

static double nan_from_bits(uint64_t bits, const float_layout *L) {
  int mb = L->man_bits;
  uint64_t man = bits & (((uint64_t)1 << mb) - 1);
  uint64_t d = ((bits >> (L->exp_bits + mb)) & 1) << 63 | (uint64_t)0x7ff << 52 | man << (52 - mb);
  if (!(d & (((uint64_t)1 << 52) - 1))) d |= (uint64_t)1 << 51;
  double v;
  memcpy(&v, &d, 8);
  return v;
}

static bool is_nan_bits(uint64_t bits, const float_layout *L) {
  int eb = L->exp_bits, mb = L->man_bits;
  uint64_t exp_all = ((uint64_t)1 << eb) - 1, man = bits & (((uint64_t)1 << mb) - 1);
  if (((bits >> mb) & exp_all) != exp_all) return false;
  return L->finite_only ? man == (((uint64_t)1 << mb) - 1) : man != 0;
}

uint64_t bo_float_to_bits(double v, bo_float_kind k) {
  if (isnan(v) && k != BO_F64 && k != BO_F80 && k != BO_F128) return nan_to_bits(v, &layouts[k]);
  if (k == BO_F32) {
    float f = (float)v;
    uint32_t b;
    memcpy(&b, &f, 4);
    return b;
  }
  if (is_small_kind(k)) return encode_small(v, &layouts[k]);
  uint64_t b;
  memcpy(&b, &v, 8);
  return b;
}

double bo_float_from_bits(uint64_t bits, bo_float_kind k) {
  if (k != BO_F64 && k != BO_F80 && k != BO_F128 && is_nan_bits(bits, &layouts[k]))
    return nan_from_bits(bits, &layouts[k]);
  if (k == BO_F32) {
    uint32_t b = (uint32_t)bits;
    float f;
    memcpy(&f, &b, 4);
    return f;
  }
  if (is_small_kind(k)) return decode_small(bits, &layouts[k]);
  double d;
  memcpy(&d, &bits, 8);
  return d;
}

double bo_float_round(double v, bo_float_kind k) {
  if (isnan(v) && k != BO_F64 && k != BO_F80 && k != BO_F128)
    return nan_from_bits(nan_to_bits(v, &layouts[k]), &layouts[k]);
  if (k == BO_F32) return (double)(float)v;
  if (is_small_kind(k)) return decode_small(encode_small(v, &layouts[k]), &layouts[k]);
  return v;
}

/* ------------------------------------------------------- decimal digits */

typedef unsigned __int128 u128;

/* The exact value |v| == N * 10^exp, N given by its decimal digits (most
 * significant first, trailing zeros kept: APFloat counts them), plus the
 * bit length of N, which drives APFloat's digit truncation.  d points to
 * local, or to the heap for the long expansions of f80 / f128 (up to ~11600
 * digits for the smallest f128 subnormal). */
typedef struct exact_decimal {
  char *d;
  int n;
  int exp;
  unsigned bits;
  char local[800];
} exact_decimal;

static void exact_decimal_free(exact_decimal *x) {
  if (x->d != x->local) free(x->d);
}

static void *checked_alloc(size_t n) {
  void *p = malloc(n);
  if (!p) bo_out_of_memory(NULL, n);
  return p;
}

/* m * 2^e2 (m != 0).  N is built twice: in binary, only to learn its bit
 * length, and in base 10^9, to read its digits without long division. */
static void exact_decimal_parts(u128 m, int e2, exact_decimal *out) {
  while (!(m & 1)) m >>= 1, e2++;
  unsigned mbits = 0;
  for (u128 t = m; t; t >>= 1) mbits++;
  int k = e2 < 0 ? -e2 : e2;
  /* limbs: N < 2^(mbits + 3k); 10^9 > 2^29, 2^32 */
  size_t dec_cap = (size_t)(mbits + 3 * (unsigned)k) / 29 + 4;
  size_t bin_cap = (size_t)(mbits + 3 * (unsigned)k) / 32 + 4;
  uint32_t dec_local[96], bin_local[96];
  uint32_t *dec = dec_cap <= 96 ? dec_local : checked_alloc(dec_cap * 4);
  uint32_t *bin = bin_cap <= 96 ? bin_local : checked_alloc(bin_cap * 4);
  int nd = 0, nb = 0;
  for (u128 t = m; t; t /= 1000000000u) dec[nd++] = (uint32_t)(t % 1000000000u);
  for (u128 t = m; t; t >>= 32) bin[nb++] = (uint32_t)t;
  out->exp = 0;
  if (e2 >= 0) {
    out->bits = mbits + (unsigned)e2;
    for (int left = e2; left > 0;) {
      int step = left < 29 ? left : 29;
      uint64_t carry = 0, f = (uint64_t)1 << step;
      for (int i = 0; i < nd; i++) {
        uint64_t t = dec[i] * f + carry;
        dec[i] = (uint32_t)(t % 1000000000u);
        carry = t / 1000000000u;
      }
      while (carry) dec[nd++] = (uint32_t)(carry % 1000000000u), carry /= 1000000000u;
      left -= step;
    }
  } else {
    for (int left = k; left > 0;) {
      int step = left < 13 ? left : 13;
      uint32_t f = 1;
      for (int i = 0; i < step; i++) f *= 5;
      uint64_t carry = 0;
      for (int i = 0; i < nb; i++) {
        uint64_t t = (uint64_t)bin[i] * f + carry;
        bin[i] = (uint32_t)t;
        carry = t >> 32;
      }
      if (carry) bin[nb++] = (uint32_t)carry;
      carry = 0;
      for (int i = 0; i < nd; i++) {
        uint64_t t = (uint64_t)dec[i] * f + carry;
        dec[i] = (uint32_t)(t % 1000000000u);
        carry = t / 1000000000u;
      }
      while (carry) dec[nd++] = (uint32_t)(carry % 1000000000u), carry /= 1000000000u;
      left -= step;
    }
    unsigned top = 0;
    for (uint32_t t = bin[nb - 1]; t; t >>= 1) top++;
    out->bits = (unsigned)(nb - 1) * 32 + top;
    out->exp = e2;
  }

  size_t max_digits = (size_t)nd * 9;
  out->d = max_digits <= sizeof out->local ? out->local : checked_alloc(max_digits);
  /* Most significant chunk without leading zeros, the others padded. */
  int n = 0;
  char buf[10];
  int len = 0;
  for (uint32_t t = dec[nd - 1]; t; t /= 10) buf[len++] = (char)('0' + t % 10);
  while (len) out->d[n++] = buf[--len];
  for (int i = nd - 2; i >= 0; i--) {
    uint32_t t = dec[i];
    for (int j = 8; j >= 0; j--) out->d[n + j] = (char)('0' + t % 10), t /= 10;
    n += 9;
  }
  out->n = n;
  if (dec != dec_local) free(dec);
  if (bin != bin_local) free(bin);
}

static void exact_decimal_of(double v, exact_decimal *out) {
  int e2;
  double fr = frexp(fabs(v), &e2);
  uint64_t m = (uint64_t)ldexp(fr, 53);
  exact_decimal_parts(m, e2 - 53, out);
}

/* A decimal value digits * 10^exp; digits has no leading or trailing zeros. */
typedef struct decimal {
  char d[800];
  int n;
  int exp;
} decimal;

/* The digits of x limited to `precision` significant digits the way
 * APFloat::toString selects them. */
static void select_digits(const exact_decimal *x, unsigned precision, decimal *out) {
  /* APFloat first drops whole decimal digits that lie well beyond the
   * requested precision, by truncation; when that leaves exactly
   * `precision` digits the later half-up rounding sees nothing to round.
   * 196/59 is its approximation of log2(10); we mirror it exactly. */
  unsigned required = (precision * 196 + 58) / 59;
  unsigned drop = x->bits > required ? (x->bits - required) * 59 / 196 : 0;
  int end = x->n - ((int)drop < x->n ? (int)drop : x->n);
  int dexp = x->exp + (x->n - end);
  while (end > 1 && x->d[end - 1] == '0') end--, dexp++;
  int nd = end < (int)sizeof out->d ? end : (int)sizeof out->d; /* end is ~precision */
  memcpy(out->d, x->d, (size_t)nd);

  /* Round half up on the first dropped digit, then trim trailing zeros. */
  if ((unsigned)nd > precision) {
    int keep = (int)precision;
    int dropped = nd - keep;
    if (out->d[keep] >= '5') {
      int i = keep - 1;
      while (i >= 0 && out->d[i] == '9') i--;
      if (i < 0) {
        out->d[0] = '1';
        dexp += nd;
        nd = 1;
      } else {
        out->d[i]++;
        dexp += dropped + (keep - 1 - i);
        nd = i + 1;
      }
    } else {
      nd = keep;
      dexp += dropped;
      while (nd > 1 && out->d[nd - 1] == '0') nd--, dexp++;
    }
  }
  out->n = nd;
  out->exp = dexp;
}

static void put_exponent(bo_str *s, int e, int min_digits) {
  bo_str_putc(s, e < 0 ? '-' : '+');
  char buf[16];
  int n = 0, a = e < 0 ? -e : e;
  do buf[n++] = (char)('0' + a % 10), a /= 10; while (a);
  while (n < min_digits) buf[n++] = '0';
  while (n) bo_str_putc(s, buf[--n]);
}

/* "d.dddddde+XX" with 6 significant digits, zero-padded to 6 decimals. */
static void format_scientific6(bo_str *s, bool neg, bool zero, const exact_decimal *x) {
  if (neg) bo_str_putc(s, '-');
  if (zero) {
    bo_str_puts(s, "0.000000e+00");
    return;
  }
  decimal dec;
  select_digits(x, 6, &dec);
  bo_str_putc(s, dec.d[0]);
  bo_str_putc(s, '.');
  bo_str_append(s, dec.d + 1, (size_t)dec.n - 1);
  for (int i = dec.n - 1; i < 6; i++) bo_str_putc(s, '0');
  bo_str_putc(s, 'e');
  put_exponent(s, dec.exp + dec.n - 1, 2);
}

/* APFloat's default: round-trip digit count, padding up to 3 zeros. */
static void format_natural(bo_str *s, bool neg, bool zero, const exact_decimal *x,
                           unsigned precision) {
  if (neg) bo_str_putc(s, '-');
  if (zero) {
    bo_str_putc(s, '0');
    return;
  }
  decimal dec;
  select_digits(x, precision, &dec);
  int n = dec.n, e = dec.exp;
  bool scientific;
  if (e >= 0)
    scientific = e > 3 || (unsigned)(n + e) > precision;
  else
    scientific = e + n - 1 < 0 && -(e + n - 1) > 3;
  if (scientific) {
    bo_str_putc(s, dec.d[0]);
    bo_str_putc(s, '.');
    if (n == 1)
      bo_str_putc(s, '0');
    else
      bo_str_append(s, dec.d + 1, (size_t)n - 1);
    bo_str_putc(s, 'E');
    put_exponent(s, e + n - 1, 1);
  } else if (e >= 0) {
    bo_str_append(s, dec.d, (size_t)n);
    for (int i = 0; i < e; i++) bo_str_putc(s, '0');
  } else {
    int whole = e + n;
    if (whole > 0) {
      bo_str_append(s, dec.d, (size_t)whole);
      bo_str_putc(s, '.');
      bo_str_append(s, dec.d + whole, (size_t)(n - whole));
    } else {
      bo_str_puts(s, "0.");
      for (int i = 0; i < -whole; i++) bo_str_putc(s, '0');
      bo_str_append(s, dec.d, (size_t)n);
    }
  }
}

/* Whether text parses back to exactly v in kind k. */
static bool round_trips(const char *text, double v, bo_float_kind k) {
  if (k == BO_F32) {
    float a = strtof(text, NULL), b = (float)v;
    return memcmp(&a, &b, sizeof a) == 0;
  }
  double p = strtod(text, NULL);
  if (is_small_kind(k)) return encode_small(p, &layouts[k]) == encode_small(v, &layouts[k]);
  return memcmp(&p, &v, sizeof p) == 0;
}

/* Raw bits as `0x...` upper-case hex, the way APInt prints a C literal. */
static void format_hex_bits(bo_str *s, double v, bo_float_kind k) {
  uint64_t bits = bo_float_to_bits(v, k);
  bo_str_printf(s, "0x%llX", (unsigned long long)bits);
}

void bo_format_float(bo_str *s, double v, bo_float_kind k) {
  if (bo_float_kind_is_wide(k)) { /* a double given for a wide kind: its exact value */
    bo_format_float_bits(s, k, bo_fbits_from_double(k, v));
    return;
  }
  if (isfinite(v)) {
    size_t start = s->len;
    exact_decimal x;
    x.n = 0;
    x.d = x.local;
    if (v != 0) exact_decimal_of(v, &x);
    format_scientific6(s, signbit(v), v == 0, &x);
    bo_str_putc(s, 0); /* terminate for strtod, then drop the NUL */
    s->len--;
    if (round_trips(s->data + start, v, k)) {
      exact_decimal_free(&x);
      return;
    }
    s->len = start;
    unsigned precision = 2 + layouts[k].precision * 59 / 196;
    format_natural(s, signbit(v), v == 0, &x, precision);
    exact_decimal_free(&x);
    if (memchr(s->data + start, '.', s->len - start)) return;
    s->len = start;
  }
  format_hex_bits(s, v, k);
}

/* The same for a bit pattern of any IEEE-like kind, computed exactly: the
 * 6-digit form is kept when APFloat's correctly rounded reading of it in
 * kind k gives the same bits back (bo_fbits_parse_decimal). */
void bo_format_float_bits(bo_str *s, bo_float_kind k, bo_fbits b) {
  bool neg;
  bo_fbits sig;
  int exp;
  int cls = bo_fbits_decompose(k, b, &neg, &sig, &exp);
  if (cls == 0 || cls == 1) { /* zero, finite */
    size_t start = s->len;
    exact_decimal x;
    x.n = 0;
    x.d = x.local;
    if (cls == 1) exact_decimal_parts((u128)sig.hi << 64 | sig.lo, exp, &x);
    format_scientific6(s, neg, cls == 0, &x);
    bo_str_putc(s, 0);
    s->len--;
    bo_fbits back;
    if (bo_fbits_parse_decimal(k, s->data + start, &back)) {
      bo_fbits want = bo_fbits_canonical(k, b);
      if (back.lo == want.lo && back.hi == want.hi) {
        exact_decimal_free(&x);
        return;
      }
    }
    s->len = start;
    format_natural(s, neg, cls == 0, &x, 2 + bo_float_kind_precision(k) * 59 / 196);
    exact_decimal_free(&x);
    if (memchr(s->data + start, '.', s->len - start)) return;
    s->len = start;
  }
  /* APInt's C literal of the canonical pattern: upper case, no leading 0s */
  bo_fbits c = bo_fbits_canonical(k, b);
  if (c.hi)
    bo_str_printf(s, "0x%llX%016llX", (unsigned long long)c.hi, (unsigned long long)c.lo);
  else
    bo_str_printf(s, "0x%llX", (unsigned long long)c.lo);
}
