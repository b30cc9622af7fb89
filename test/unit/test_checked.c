/* test_checked.c - src/support/checked.h against 128-bit arithmetic.
 *
 * Every helper is checked on the int64/uint64 edges and on pseudo-random
 * operands (a fixed xorshift sequence, biased toward large magnitudes):
 * the overflow flag must equal "the exact 128-bit result does not fit", and
 * when it fits the stored value must be exact.  bo_checked_product_i64 and
 * bo_type_get_num_elements are checked on shapes that overflow, contain a 0
 * or are dynamic.  Exits non-zero when any check fails.
 */
#include <stdint.h>
#include <stdio.h>

#include "bufopt/bufopt.h"
#include "support/checked.h"

#include "check.h"

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t next_u64(void) {
  uint64_t x = rng_state;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return rng_state = x;
}
/* Large magnitudes are where overflow happens: shift a random word right by
 * a random amount so all magnitudes are covered. */
static int64_t next_i64(void) { return (int64_t)next_u64() >> (next_u64() % 64); }

static bool fits_i64(__int128 v) { return v >= INT64_MIN && v <= INT64_MAX; }

static void check_i64(int64_t a, int64_t b) {
  int64_t r = 0;
  __int128 sum = (__int128)a + b, diff = (__int128)a - b, prod = (__int128)a * b;
  bool o = bo_add_overflow_i64(a, b, &r);
  CHECK(o == !fits_i64(sum) && (o || r == (int64_t)sum));
  o = bo_sub_overflow_i64(a, b, &r);
  CHECK(o == !fits_i64(diff) && (o || r == (int64_t)diff));
  o = bo_mul_overflow_i64(a, b, &r);
  CHECK(o == !fits_i64(prod) && (o || r == (int64_t)prod));
}

static void check_u64(uint64_t a, uint64_t b) {
  uint64_t r = 0;
  unsigned __int128 prod = (unsigned __int128)a * b;
  bool o = bo_mul_overflow_u64(a, b, &r);
  CHECK(o == (prod > UINT64_MAX) && (o || r == (uint64_t)prod));
  size_t s = 0;
  o = bo_mul_overflow_size(a, b, &s);
  CHECK(o == (prod > SIZE_MAX) && (o || s == (size_t)prod));
  unsigned __int128 sum = (unsigned __int128)a + b;
  o = bo_add_overflow_size(a, b, &s);
  CHECK(o == (sum > SIZE_MAX) && (o || s == (size_t)sum));
}

static void test_edges(void) {
  static const int64_t edges[] = {0, 1, -1, 2, -2, 3037000499, 3037000500, -3037000500,
                                  INT64_MAX, INT64_MIN, INT64_MAX - 1, INT64_MIN + 1,
                                  (int64_t)1 << 32, -((int64_t)1 << 32)};
  unsigned n = sizeof edges / sizeof edges[0];
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < n; j++) {
      check_i64(edges[i], edges[j]);
      check_u64((uint64_t)edges[i], (uint64_t)edges[j]);
    }
}

static void test_random(void) {
  for (int i = 0; i < 200000; i++) {
    check_i64(next_i64(), next_i64());
    check_u64(next_u64() >> (next_u64() % 64), next_u64() >> (next_u64() % 64));
  }
}

static void test_products(void) {
  int64_t fits[] = {3, 5, 7};
  CHECK(bo_checked_product_i64(fits, 3) == 105);
  CHECK(bo_checked_product_i64(fits, 0) == 1);
  int64_t over[] = {99999999999, 99999999999};
  CHECK(bo_checked_product_i64(over, 2) == -1);
  int64_t zero_after[] = {99999999999, 99999999999, 0};
  CHECK(bo_checked_product_i64(zero_after, 3) == 0);
  int64_t negative[] = {2, -3};
  CHECK(bo_checked_product_i64(negative, 2) == -1);
  int64_t wraps_to_zero[] = {(int64_t)1 << 32, (int64_t)1 << 32};
  CHECK(bo_checked_product_i64(wraps_to_zero, 2) == -1);

  bo_context *ctx = check_context();
  const bo_type *f32 = bo_type_float(ctx, BO_F32);
  CHECK(bo_type_get_num_elements(bo_type_tensor(ctx, 2, over, f32, NULL)) == INT64_MAX);
  CHECK(bo_type_get_num_elements(bo_type_tensor(ctx, 2, wraps_to_zero, f32, NULL)) == INT64_MAX);
  CHECK(bo_type_get_num_elements(bo_type_tensor(ctx, 3, zero_after, f32, NULL)) == 0);
  int64_t dyn[] = {99999999999, BO_DYNAMIC, 99999999999};
  CHECK(bo_type_get_num_elements(bo_type_tensor(ctx, 3, dyn, f32, NULL)) == BO_DYNAMIC);
  /* identity strides past int64 are dynamic, the ones that fit stay */
  int64_t shape[] = {4, (int64_t)1 << 32, (int64_t)1 << 32}, strides[3], offset = -1;
  const bo_type *m = bo_type_memref(ctx, 3, shape, f32, NULL, NULL);
  CHECK(bo_type_get_strides_and_offset(m, strides, &offset) == 0);
  CHECK(strides[2] == 1 && strides[1] == (int64_t)1 << 32 && strides[0] == BO_DYNAMIC && offset == 0);
  bo_context_destroy(ctx);
}

int main(void) {
  test_edges();
  test_random();
  test_products();
  printf("test_checked: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
