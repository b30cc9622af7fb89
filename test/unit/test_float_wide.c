/* test_float_wide.c - the exact float arithmetic of src/ir/float_wide.c and
 * the exact printing of f80 / f128 (float_format.c).
 *
 * Three kinds of evidence: (1) in f64 and f32 the soft arithmetic, the
 * decimal reader and the conversions must give the host's IEEE results bit
 * for bit (the host rounds correctly to nearest even), on random operands;
 * (2) random f80 / f128 patterns printed in decimal must read back (with the
 * correctly rounded reader) to the same pattern; (3) a sample of patterns
 * printed by mlir-opt 22 (`arith.constant 0x... : f128`, copied below) must
 * print the same.  Prints each failed check; exits non-zero on failure.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/ir/float_wide.h"

#include "check.h"

static uint64_t rng_state = 0x9E3779B97F4A7C15u;

static uint64_t rnd(void) { /* xorshift64* */
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 0x2545F4914F6CDD1Du;
}

static double rnd_double(void) {
  for (;;) {
    uint64_t b = rnd();
    switch (rnd() % 4) { /* bias towards nearby exponents: cancellation, ties */
    case 0: b = (b & 0x800FFFFFFFFFFFFFu) | (uint64_t)(1023 + rnd() % 8) << 52; break;
    case 1: b &= 0x800FFFFFFFFFFFFFu; break; /* subnormal */
    default: break;
    }
    double d;
    memcpy(&d, &b, 8);
    if (!isnan(d)) return d;
  }
}

static uint64_t dbits(double d) {
  uint64_t b;
  memcpy(&b, &d, 8);
  return b;
}

static bo_fbits f64(double d) { return (bo_fbits){dbits(d), 0}; }

static bool same_f64(bo_fbits b, double want) { return isnan(want) || (b.hi == 0 && b.lo == dbits(want)); }

static void test_f64_arithmetic(void) {
  int bad = 0;
  for (int i = 0; i < 20000; i++) {
    double a = rnd_double(), b = rnd_double();
    if (i % 3 == 0) b = -a * (1 + ldexp((double)(rnd() % 16), -52)); /* near cancellation */
    bo_fbits r;
    if (bo_fbits_add(BO_F64, f64(a), f64(b), &r) && !same_f64(r, a + b)) bad++;
    if (bo_fbits_sub(BO_F64, f64(a), f64(b), &r) && !same_f64(r, a - b)) bad++;
    if (bo_fbits_mul(BO_F64, f64(a), f64(b), &r) && !same_f64(r, a * b)) bad++;
    if (bo_fbits_div(BO_F64, f64(a), f64(b), &r) && !same_f64(r, a / b)) bad++;
    int c = bo_fbits_compare(BO_F64, f64(a), f64(b));
    if (c != (a < b ? -1 : a > b ? 1 : 0)) bad++;
    /* f32: round the operands first, then compare with float arithmetic */
    float x = (float)a, y = (float)b;
    bo_fbits fx = bo_fbits_convert(BO_F64, f64(a), BO_F32, NULL);
    uint32_t xb;
    memcpy(&xb, &x, 4);
    if (fx.lo != xb) bad++;
    bo_fbits fy = bo_fbits_convert(BO_F64, f64((double)y), BO_F32, NULL);
    if (bo_fbits_add(BO_F32, fx, fy, &r)) {
      float s = x + y;
      uint32_t sb;
      memcpy(&sb, &s, 4);
      if (!isnan(s) && r.lo != sb) bad++;
    }
    if (bo_fbits_mul(BO_F32, fx, fy, &r)) {
      float s = x * y;
      uint32_t sb;
      memcpy(&sb, &s, 4);
      if (!isnan(s) && r.lo != sb) bad++;
    }
  }
  if (bad) printf("f64/f32 arithmetic: %d mismatches\n", bad);
  CHECK(bad == 0);
}

/* Random decimal texts read in f64 as strtod reads them (correctly). */
static void test_f64_decimal(void) {
  int bad = 0;
  char buf[96];
  for (int i = 0; i < 5000; i++) {
    int n = 0, digits = 1 + (int)(rnd() % 30);
    if (rnd() % 2) buf[n++] = '-';
    for (int d = 0; d < digits; d++) {
      if (d == 1) buf[n++] = '.';
      buf[n++] = (char)('0' + rnd() % 10);
    }
    n += snprintf(buf + n, sizeof buf - (size_t)n, "e%d", (int)(rnd() % 700) - 350);
    bo_fbits r;
    CHECK(bo_fbits_parse_decimal(BO_F64, buf, &r));
    if (!same_f64(r, strtod(buf, NULL))) {
      if (bad++ < 5) printf("decimal '%s' read wrong\n", buf);
    }
    /* and every double's %.17g reads back to itself */
    double d = rnd_double();
    snprintf(buf, sizeof buf, "%.17g", d);
    if (bo_fbits_parse_decimal(BO_F64, buf, &r) && !same_f64(r, d)) bad++;
  }
  /* halfway between 1 and the next double, just above and below */
  bo_fbits r;
  CHECK(bo_fbits_parse_decimal(BO_F64, "1.00000000000000011102230246251565404236316680908203125", &r) &&
        r.lo == dbits(1.0));
  CHECK(bo_fbits_parse_decimal(BO_F64, "1.00000000000000011102230246251565404236316680908203126", &r) &&
        r.lo == dbits(nextafter(1.0, 2.0)));
  CHECK(bo_fbits_parse_decimal(BO_F64, "4.9406564584124654e-324", &r) && r.lo == 1);
  CHECK(bo_fbits_parse_decimal(BO_F64, "2.4703282292062327e-324", &r) && r.lo == 0); /* a tie to 0 */
  CHECK(bo_fbits_parse_decimal(BO_F64, "2.4703282292062328e-324", &r) && r.lo == 1);
  CHECK(bo_fbits_parse_decimal(BO_F64, "1e400", &r) && r.lo == dbits(INFINITY));
  CHECK(!bo_fbits_parse_decimal(BO_F64, "1.5x", &r) && !bo_fbits_parse_decimal(BO_F64, "e5", &r));
  if (bad) printf("f64 decimal: %d mismatches\n", bad);
  CHECK(bad == 0);
}

static bo_fbits rnd_wide(bo_float_kind k) {
  bo_fbits b = {rnd(), rnd()};
  if (k == BO_F80) {
    b.hi &= 0xFFFF;
    if (rnd() % 8) b.lo |= (uint64_t)1 << 63; /* mostly normal; unnormals too */
  }
  unsigned top = k == BO_F80 ? 15 : 63; /* the exponent's field ends below the sign */
  switch (rnd() % 6) {
  case 0: b.hi &= ~((uint64_t)0x7FFF << (top - 15)); break;                         /* subnormal */
  case 1: b.hi = (b.hi & ~((uint64_t)0x7FFF << (top - 15))) | (uint64_t)0x3FFF << (top - 15); break; /* ~1 */
  case 2: b.lo &= ~(uint64_t)0xFFFFFFFFFFF; break; /* short significand */
  default: break;
  }
  return b;
}

/* Whatever a wide pattern prints as decimal reads back to that pattern. */
static void test_wide_round_trip(void) {
  int bad = 0, decimal = 0;
  for (int i = 0; i < 1500; i++) {
    bo_float_kind k = i % 2 ? BO_F80 : BO_F128;
    bo_fbits b = rnd_wide(k);
    bo_str s = {0};
    bo_format_float_bits(&s, k, b);
    bo_str_putc(&s, 0);
    if (strncmp(s.data, "0x", 2) != 0) {
      decimal++;
      bo_fbits back, want = bo_fbits_canonical(k, b);
      if (!bo_fbits_parse_decimal(k, s.data, &back) || back.lo != want.lo || back.hi != want.hi)
        if (bad++ < 5) printf("%s pattern %016llx%016llx printed '%s' does not read back\n",
                              k == BO_F80 ? "f80" : "f128", (unsigned long long)b.hi,
                              (unsigned long long)b.lo, s.data);
    }
    bo_str_free(&s);
  }
  CHECK(decimal > 1000);
  if (bad) printf("wide round trip: %d mismatches\n", bad);
  CHECK(bad == 0);
}

/* mlir-opt 22's text for `arith.constant <pattern> : <type>`. */
static const struct {
  bo_float_kind k;
  uint64_t hi, lo;
  const char *text;
} upstream[] = {
    {BO_F128, 0x0001062102FBCD4Fu, 0x357FBC5AF71A1BFCu, "3.44259598698148364431518727475999327E-4932"},
    {BO_F80, 0x2873, 0x8942DC06BC69F265u, "2.63951335551651710202E-1815"},
    {BO_F128, 0x04524A7C3D2BD371u, 0xFC80BE13E9BB466Au, "1.88655049488768302808567205849191109E-4599"},
    {BO_F80, 0xCE0C, 0xE12656F10E111600u, "-1.12242137850375924579E+1083"},
    {BO_F128, 0xB1DCEC40DB7ACA58u, 0x25B2116AAE6CFF55u, "-7.18446455059929679449333018457340478E-1090"},
    {BO_F80, 0x646C, 0x47D433985B11BB37u, "0x7FFF47D433985B11BB37"},
    {BO_F128, 0x00007D7A3A862AACu, 0x5826A9974368903Du, "1.64792245136274795629253798388091863E-4932"},
    {BO_F128, 0x908FA0BB760B1946u, 0x1436AD1A7D57D392u, "-3.18676341690252076613211550532955182E-3656"},
    {BO_F80, 0x7076, 0xDC26A157CC8DD3F2u, "1.30216703694631798594E+3735"},
    {BO_F128, 0x3FFF000000000000u, 0x0000000000000001u, "1.00000000000000000000000000000000019"},
    {BO_F128, 0, 0, "0.000000e+00"},
    {BO_F128, 0x0000000000004000u, 0x8000000000000000u, "1.9570613200528475791401506248912858E-4942"},
    {BO_F128, 0x3FFF199999999999u, 0xA000000000000000u, "1.10000000000000008881784197001252323"},
    {BO_F128, 0, 1, "6.475180e-4966"},
    {BO_F128, 0x4019D6F345400000u, 0, "0x4019D6F3454000000000000000000000"},
    {BO_F80, 0x3FFF, 0x8000000000000001u, "1.00000000000000000011"},
    {BO_F80, 0x3FFF, 0x0000000000000001u, "0x7FFF0000000000000001"},
    {BO_F80, 0, 1, "3.645200e-4951"},
    {BO_F80, 0, 0x8000000000000001u, "3.36210314311209350663E-4932"},
    {BO_F80, 0x7FFE, 0xFFFFFFFFFFFFFFFFu, "1.18973149535723176502E+4932"},
    {BO_F80, 0x8000, 0, "-0.000000e+00"},
};

static void test_upstream_sample(void) {
  for (size_t i = 0; i < sizeof upstream / sizeof upstream[0]; i++) {
    bo_str s = {0};
    bo_format_float_bits(&s, upstream[i].k, (bo_fbits){upstream[i].lo, upstream[i].hi});
    bo_str_putc(&s, 0);
    if (strcmp(s.data, upstream[i].text)) {
      printf("sample %zu: got '%s', mlir-opt prints '%s'\n", i, s.data, upstream[i].text);
      failures++;
    }
    checks++;
    bo_str_free(&s);
  }
}

/* Conversions: double -> wide is exact and comes back; the wide NaN and
 * infinity patterns are APFloat's. */
static void test_conversions(void) {
  int bad = 0;
  for (int i = 0; i < 5000; i++) {
    double d = rnd_double();
    for (int k = 0; k < 2; k++) {
      bo_float_kind kind = k ? BO_F80 : BO_F128;
      bool exact;
      double back = bo_fbits_to_double(kind, bo_fbits_from_double(kind, d), &exact);
      if (!exact || dbits(back) != dbits(d)) bad++;
    }
  }
  CHECK(bad == 0);
  bo_fbits q = bo_fbits_from_double(BO_F128, NAN);
  CHECK(q.hi == 0x7FFF800000000000u && q.lo == 0);
  q = bo_fbits_from_double(BO_F80, -INFINITY);
  CHECK(q.hi == 0xFFFF && q.lo == 0x8000000000000000u);
  q = bo_fbits_from_double(BO_F80, NAN);
  CHECK(q.hi == 0x7FFF && q.lo == 0xC000000000000000u);
  /* 1 + 2^-112 is not a double: nearest is 1, not exact */
  bool exact = true;
  double one = bo_fbits_to_double(BO_F128, (bo_fbits){1, 0x3FFF000000000000u}, &exact);
  CHECK(one == 1.0 && !exact);
  int64_t v;
  CHECK(bo_fbits_to_int(BO_F128, bo_fbits_from_double(BO_F128, -2.75), 8, true, &v) && v == -2);
  CHECK(!bo_fbits_to_int(BO_F128, bo_fbits_from_double(BO_F128, 256.0), 8, false, &v));
  CHECK(bo_fbits_to_int(BO_F80, bo_fbits_from_double(BO_F80, 255.5), 8, false, &v) && v == 255);
  bo_fbits m = bo_fbits_from_int(BO_F80, (uint64_t)INT64_MIN, true);
  CHECK(m.hi == 0xC03E && m.lo == 0x8000000000000000u);
}

int main(void) {
  test_f64_arithmetic();
  test_f64_decimal();
  test_wide_round_trip();
  test_upstream_sample();
  test_conversions();
  printf("test_float_wide: %d checks, %d failures\n", checks, failures);
  return failures != 0;
}
