/* test_plan.c - the memory planner (bufopt/plan.h) on hand-made and random
 * traces.
 *
 * Every planner on random traces (seeded, many sizes and alignments): the
 * plan passes bo_plan_check, the arena is at least the lower bound, and the
 * default planner is never worse than trivial nor than the best heuristic.
 * graph-compiler's unit-test trace gives its published offsets; upstream's
 * best-fit test gives its offsets; the exact search matches a brute force
 * over all placement orders on small problems and decides capacities both
 * ways; bad input (negative sizes, overflow near INT64_MAX) is refused; the
 * CSV reader reports file:line errors; the reports are produced.  Ratios to
 * the lower bound are printed.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/plan.h"
#include "check.h"

static uint64_t rng_state;
static uint64_t rng(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}
static int64_t rng_range(int64_t lo, int64_t hi) { return lo + (int64_t)(rng() % (uint64_t)(hi - lo + 1)); }

static bo_plan_status run(bo_plan_buffer *b, size_t n, bo_planner p, int64_t capacity,
                          double limit, bo_plan_result *r) {
  bo_plan_options o = {.planner = p, .capacity = capacity, .time_limit = limit, .gc_alignment = 1};
  return bo_plan(b, n, &o, r);
}

/* graph-compiler's planner unit test: the trace of ref 1.9, alignment 1. */
static void test_gc_reference_trace(void) {
  /* events in order: (buffer, size), size 0 = free */
  static const int trace[][2] = {{0, 100}, {1, 120}, {2, 100}, {0, 0},   {3, 50}, {4, 60},
                                 {2, 0},   {4, 0},   {8, 100}, {8, 0},   {5, 60}, {5, 0},
                                 {1, 0},   {6, 350}, {3, 0},   {7, 100}};
  static const int64_t expect[9] = {0, 160, 280, 0, 100, 100, 100, 0, 280};
  for (int mode = 0; mode < 2; mode++) {
    bo_plan_buffer b[9];
    memset(b, 0, sizeof b);
    for (int i = 0; i < 9; i++) b[i].alignment = 1, b[i].end = 100;
    for (int k = 0; k < 16; k++) {
      int id = trace[k][0];
      if (trace[k][1]) b[id].size = trace[k][1], b[id].start = k;
      else b[id].end = k;
    }
    bo_plan_result r;
    bo_plan_options o = {.planner = mode ? BO_PLANNER_GC_SIZE_FIRST : BO_PLANNER_GC_COST_MODEL,
                         .gc_alignment = 1};
    CHECK(bo_plan(b, 9, &o, &r) == BO_PLAN_OK);
    CHECK(r.arena == 450 && r.gc_total == 450);
    for (int i = 0; i < 9; i++) {
      CHECK(b[i].offset == expect[i]);
      if (b[i].offset != expect[i])
        fprintf(stderr, "  mode %d buffer %d: offset %lld, expected %lld\n", mode, i,
                (long long)b[i].offset, (long long)expect[i]);
    }
  }
}

/* graph-compiler's @different_size_and_dtype (alignment 64): e extends d's
 * free 256-byte chunk. */
static void test_gc_extend(void) {
  /* trace a(c) a(d) f(d) a(e) f(e) f(c) a(f) */
  bo_plan_buffer b[4] = {
      {.size = 2048, .alignment = 1, .start = 0, .end = 5},  /* c */
      {.size = 256, .alignment = 1, .start = 1, .end = 2},   /* d */
      {.size = 1024, .alignment = 1, .start = 3, .end = 4},  /* e */
      {.size = 2048, .alignment = 1, .start = 6, .end = 7},  /* f */
  };
  bo_plan_options o = {.planner = BO_PLANNER_GC_COST_MODEL, .gc_alignment = 64};
  bo_plan_result r;
  CHECK(bo_plan(b, 4, &o, &r) == BO_PLAN_OK);
  CHECK(b[0].offset == 0 && b[1].offset == 2048 && b[2].offset == 2048 && b[3].offset == 0);
  CHECK(r.arena == 3072 && r.gc_total == 3072);
  /* a and b are freed and merged into one 150-byte chunk, c takes its low
   * 120 bytes */
  bo_plan_buffer t[3] = {{.size = 100, .alignment = 1, .start = 0, .end = 2},
                         {.size = 50, .alignment = 1, .start = 1, .end = 3},
                         {.size = 120, .alignment = 1, .start = 4, .end = 5}};
  o.gc_alignment = 1;
  o.planner = BO_PLANNER_GC_SIZE_FIRST;
  CHECK(bo_plan(t, 3, &o, &r) == BO_PLAN_OK && r.arena == 150 && r.gc_total == 150);
  t[1].size = 10; /* the freed run is 110 bytes: c extends it */
  CHECK(bo_plan(t, 3, &o, &r) == BO_PLAN_OK && t[2].offset == 0 && r.gc_total == 120);
  CHECK(r.arena == 120);
}

/* upstream best-fit test 3: e takes the 1024-byte trailing gap at 9216. */
static void test_best_fit_reference(void) {
  bo_plan_buffer b[5] = {
      {.size = 4096, .alignment = 1, .start = 0, .end = 6},
      {.size = 1024, .alignment = 1, .start = 1, .end = 4},
      {.size = 4096, .alignment = 1, .start = 2, .end = 9},
      {.size = 1024, .alignment = 1, .start = 3, .end = 5},
      {.size = 512, .alignment = 1, .start = 7, .end = 9},
  };
  bo_plan_result r;
  CHECK(run(b, 5, BO_PLANNER_BEST_FIT, 0, 0, &r) == BO_PLAN_OK);
  CHECK(b[0].offset == 0 && b[1].offset == 4096 && b[2].offset == 5120 && b[3].offset == 9216);
  CHECK(b[4].offset == 9216);
  CHECK(r.arena == 10240);
}

/* TFLite greedy-by-size: largest first, smallest fitting gap. */
static void test_greedy_by_size(void) {
  bo_plan_buffer b[4] = {
      {.size = 100, .alignment = 1, .start = 0, .end = 10},
      {.size = 80, .alignment = 1, .start = 0, .end = 3},
      {.size = 60, .alignment = 1, .start = 5, .end = 10},
      {.size = 20, .alignment = 1, .start = 4, .end = 6},
  };
  bo_plan_result r;
  CHECK(run(b, 4, BO_PLANNER_GREEDY_BY_SIZE, 0, 0, &r) == BO_PLAN_OK);
  /* 100 at 0, 80 at 100, 60 at 100 (no overlap with the 80), 20: intersects
   * the 100 [0,100) and the 60 [100,160) -> above, at 160 */
  CHECK(b[0].offset == 0 && b[1].offset == 100 && b[2].offset == 100 && b[3].offset == 160);
  CHECK(r.arena == 180 && r.lower_bound == 180);
}

static void test_lower_bound_and_check(void) {
  bo_plan_buffer b[3] = {
      {.size = 10, .alignment = 1, .start = 0, .end = 4},
      {.size = 10, .alignment = 1, .start = 4, .end = 9}, /* frees before allocations */
      {.size = 3, .alignment = 8, .start = 2, .end = 5},  /* counts 3 bytes */
  };
  CHECK(bo_plan_lower_bound(b, 3) == 13);
  b[0].offset = 0, b[1].offset = 0, b[2].offset = 16;
  char why[160];
  CHECK(bo_plan_check(b, 3, 19, why, sizeof why) == 0);
  CHECK(bo_plan_check(b, 3, 18, why, sizeof why) == -1); /* beyond the arena */
  b[2].offset = 12;
  CHECK(bo_plan_check(b, 3, 19, why, sizeof why) == -1); /* misaligned */
  b[2].offset = 8;
  CHECK(bo_plan_check(b, 3, 19, why, sizeof why) == -1); /* overlaps buffer 0 at tick 2 */
  CHECK(strstr(why, "overlap") != NULL);
  b[1].start = 3; /* now 0 and 1 overlap at tick 3 */
  b[2].offset = 16;
  CHECK(bo_plan_check(b, 3, 19, why, sizeof why) == -1);
}

static void test_names(void) {
  for (int i = 0; i < BO_PLANNER_COUNT; i++) {
    bo_planner p;
    CHECK(bo_planner_from_name(bo_planner_name((bo_planner)i), &p) == 0 && p == (bo_planner)i);
  }
  bo_planner p;
  CHECK(bo_planner_from_name("best_fit", &p) == -1);
  CHECK(!strcmp(bo_planner_name(BO_PLANNER_GC_SIZE_FIRST), "gc-size-first"));
}

static void test_bad_input(void) {
  bo_plan_result r;
  bo_plan_buffer b[2] = {{.size = -1, .alignment = 1, .start = 0, .end = 1},
                         {.size = 1, .alignment = 1, .start = 0, .end = 1}};
  CHECK(run(b, 2, BO_PLANNER_DEFAULT, 0, 0, &r) == BO_PLAN_BAD_INPUT && r.message[0]);
  b[0].size = 1, b[0].alignment = 0;
  CHECK(run(b, 2, BO_PLANNER_TRIVIAL, 0, 0, &r) == BO_PLAN_BAD_INPUT);
  b[0].alignment = 1, b[0].end = -1;
  CHECK(run(b, 2, BO_PLANNER_TRIVIAL, 0, 0, &r) == BO_PLAN_BAD_INPUT);
  b[0].end = 1;
  b[0].size = INT64_MAX - 1; /* two live at once: their sum overflows */
  for (int p = 0; p < BO_PLANNER_COUNT; p++)
    CHECK(run(b, 2, (bo_planner)p, 0, 0, &r) == BO_PLAN_BAD_INPUT);
  CHECK(bo_plan_lower_bound(b, 2) == -1);
  b[0].size = INT64_MAX / 2, b[1].size = INT64_MAX / 2; /* fits, but not with alignments */
  CHECK(run(b, 2, BO_PLANNER_TRIVIAL, 0, 0, &r) == BO_PLAN_BAD_INPUT);
  b[0].size = INT64_MAX / 4, b[1].size = INT64_MAX / 4;
  CHECK(run(b, 2, BO_PLANNER_DEFAULT, 0, 0, &r) == BO_PLAN_OK);
  CHECK(r.arena == 2 * (INT64_MAX / 4));
  /* empty problem, void buffers */
  CHECK(run(NULL, 0, BO_PLANNER_DEFAULT, 0, 0, &r) == BO_PLAN_OK && r.arena == 0);
  bo_plan_buffer v[2] = {{.size = 0, .alignment = 4, .start = 0, .end = 5},
                         {.size = 7, .alignment = 1, .start = 3, .end = 3}};
  CHECK(run(v, 2, BO_PLANNER_EXACT, 0, 0, &r) == BO_PLAN_OK && r.lower_bound == 0);
  CHECK(v[0].offset == 0 && v[1].offset == 0 && r.arena == 7);
}

/* Random trace: n buffers over `span` ticks, sizes up to max_size. */
static void random_trace(bo_plan_buffer *b, size_t n, int64_t span, int64_t max_size,
                         int aligned) {
  for (size_t i = 0; i < n; i++) {
    int64_t s = rng_range(0, span - 1), len = rng_range(1, span / 4 + 1);
    b[i] = (bo_plan_buffer){.size = rng_range(1, max_size),
                            .alignment = aligned ? (int64_t)1 << rng_range(0, 6) : 1,
                            .start = s,
                            .end = s + len};
    if (rng() % 16 == 0) b[i].size = 0;
  }
}

static void test_random_traces(void) {
  static const size_t sizes[] = {1, 2, 5, 17, 60, 200, 1000};
  static const int64_t max_sizes[] = {1, 100, 1 << 20};
  double worst[BO_PLANNER_COUNT] = {0}, sum[BO_PLANNER_COUNT] = {0};
  int runs = 0;
  rng_state = 0x9e3779b97f4a7c15ull;
  for (size_t si = 0; si < sizeof sizes / sizeof *sizes; si++)
    for (size_t mi = 0; mi < sizeof max_sizes / sizeof *max_sizes; mi++)
      for (int rep = 0; rep < 3; rep++) {
        size_t n = sizes[si];
        bo_plan_buffer *base = malloc(n * sizeof *base), *b = malloc(n * sizeof *b);
        random_trace(base, n, (int64_t)n * 2 + 4, max_sizes[mi], rep == 2);
        int64_t arena[BO_PLANNER_COUNT], best_heuristic = INT64_MAX;
        for (int p = 0; p < BO_PLANNER_COUNT; p++) {
          memcpy(b, base, n * sizeof *b);
          bo_plan_result r;
          double limit = p == BO_PLANNER_DEFAULT || p == BO_PLANNER_EXACT ? 0.05 : 0;
          CHECK(run(b, n, (bo_planner)p, 0, limit, &r) == BO_PLAN_OK);
          char why[160];
          int ok = bo_plan_check(b, n, r.arena, why, sizeof why) == 0;
          CHECK(ok);
          if (!ok) fprintf(stderr, "  %s: %s\n", bo_planner_name((bo_planner)p), why);
          CHECK(r.arena >= r.lower_bound);
          CHECK(r.lower_bound == bo_plan_lower_bound(base, n));
          arena[p] = r.arena;
          if (p != BO_PLANNER_DEFAULT && p != BO_PLANNER_EXACT && r.arena < best_heuristic)
            best_heuristic = r.arena;
          double ratio = r.lower_bound ? (double)r.arena / (double)r.lower_bound : 1.0;
          if (rep != 2) { /* ratios of the unaligned traces */
            sum[p] += ratio;
            if (ratio > worst[p]) worst[p] = ratio;
          }
        }
        CHECK(arena[BO_PLANNER_DEFAULT] <= arena[BO_PLANNER_TRIVIAL]);
        CHECK(arena[BO_PLANNER_DEFAULT] <= best_heuristic);
        runs += rep != 2;
        free(base);
        free(b);
      }
  printf("random unaligned traces (%d): arena / lower bound, mean and worst\n", runs);
  for (int p = 0; p < BO_PLANNER_COUNT; p++)
    printf("  %-15s %.4f %.4f\n", bo_planner_name((bo_planner)p), sum[p] / runs, worst[p]);
}

/* Brute force: every order, each buffer at the aligned top of the earlier
 * buffers it meets; the minimum over all orders is the optimum. */
static int64_t brute_best;
static void brute(const bo_plan_buffer *b, size_t n, size_t *perm, size_t k, int64_t *off,
                  int64_t top) {
  if (top >= brute_best) return;
  if (k == n) {
    brute_best = top;
    return;
  }
  for (size_t i = k; i < n; i++) {
    size_t t = perm[k];
    perm[k] = perm[i], perm[i] = t;
    size_t j = perm[k];
    int64_t h = 0;
    for (size_t q = 0; q < k; q++) {
      size_t o = perm[q];
      if (b[o].start < b[j].end && b[j].start < b[o].end && off[o] + b[o].size > h)
        h = off[o] + b[o].size;
    }
    h = (h + b[j].alignment - 1) / b[j].alignment * b[j].alignment;
    off[j] = h;
    brute(b, n, perm, k + 1, off, h + b[j].size > top ? h + b[j].size : top);
    t = perm[k];
    perm[k] = perm[i], perm[i] = t;
  }
}

static void test_exact_vs_brute_force(void) {
  rng_state = 12345;
  int optimal_found = 0;
  for (int rep = 0; rep < 300; rep++) {
    size_t n = (size_t)rng_range(1, 7);
    bo_plan_buffer b[8];
    for (size_t i = 0; i < n; i++) {
      int64_t s = rng_range(0, 6);
      b[i] = (bo_plan_buffer){.size = rng_range(1, 9),
                              .alignment = rep % 3 == 0 ? rng_range(1, 4) : 1,
                              .start = s,
                              .end = s + rng_range(1, 5)};
    }
    size_t perm[8];
    int64_t off[8];
    for (size_t i = 0; i < n; i++) perm[i] = i;
    brute_best = INT64_MAX;
    brute(b, n, perm, 0, off, 0);
    bo_plan_result r;
    CHECK(run(b, n, BO_PLANNER_EXACT, 0, 5, &r) == BO_PLAN_OK);
    CHECK(r.arena == brute_best);
    CHECK(r.optimal);
    if (r.arena != brute_best)
      fprintf(stderr, "  rep %d: exact %lld, brute force %lld\n", rep, (long long)r.arena,
              (long long)brute_best);
    CHECK(bo_plan_check(b, n, r.arena, NULL, 0) == 0);
    optimal_found += r.arena == brute_best;
    /* the decision both ways */
    CHECK(run(b, n, BO_PLANNER_EXACT, brute_best, 5, &r) == BO_PLAN_OK && r.arena <= brute_best);
    if (brute_best > 1) {
      CHECK(run(b, n, BO_PLANNER_EXACT, brute_best - 1, 5, &r) == BO_PLAN_NO_FIT);
      CHECK(r.message[0] != 0);
    }
    CHECK(run(b, n, BO_PLANNER_DEFAULT, 0, 5, &r) == BO_PLAN_OK && r.arena == brute_best);
  }
  printf("exact search: %d of 300 small problems optimal (brute force)\n", optimal_found);
}

/* MiniMalloc's example: capacity 12 fits exactly. */
static void test_minimalloc_example(void) {
  static const char text[] = "id,lower,upper,size\nb1,0,3,4\nb2,3,9,4\nb3,0,9,4\nb4,9,21,4\n"
                             "b5,0,21,4\n";
  bo_plan_csv csv;
  char err[256];
  CHECK(bo_plan_csv_read(text, strlen(text), "input.12.csv", &csv, err, sizeof err) == 0);
  CHECK(csv.n == 5 && !strcmp(csv.bufs[4].label, "b5") && csv.bufs[3].end == 21);
  bo_plan_result r;
  CHECK(run(csv.bufs, csv.n, BO_PLANNER_EXACT, 12, 5, &r) == BO_PLAN_OK && r.arena == 12);
  CHECK(run(csv.bufs, csv.n, BO_PLANNER_DEFAULT, 0, 5, &r) == BO_PLAN_OK && r.arena == 12);
  CHECK(r.lower_bound == 12 && r.optimal);
  char *out = bo_plan_csv_write(&csv);
  CHECK(out && !strncmp(out, "id,lower,upper,size,offset\nb1,0,3,4,", 35));
  free(out);
  bo_plan_scope scope = {"input.12.csv", csv.bufs, csv.n, &r};
  char *svg = bo_plan_report(&scope, 1, BO_PLAN_REPORT_SVG);
  CHECK(svg && strstr(svg, "<svg") && strstr(svg, "lower bound 12") && strstr(svg, ">b5<"));
  free(svg);
  char *json = bo_plan_report(&scope, 1, BO_PLAN_REPORT_JSON);
  CHECK(json && strstr(json, "\"lower_bound\": 12") && strstr(json, "\"label\": \"b3\""));
  free(json);
  bo_plan_csv_free(&csv);
}

static void test_csv_errors(void) {
  static const struct {
    const char *text, *error;
  } cases[] = {
      {"", "f.csv:1: error: empty input"},
      {"id,lower,upper\n", "f.csv:1: error: missing column 'size'"},
      {"id,lower,upper,size,colour\n", "f.csv:1: error: unknown column 'colour'"},
      {"id,lower,upper,size,gaps\n", "f.csv:1: error: column 'gaps' is not supported yet"},
      {"id,lower,upper,size\na,0,1\n", "f.csv:2: error: expected 4 fields, found 3"},
      {"id,lower,upper,size\na,0,1,1\nb,0,1,x\n", "f.csv:3: error: invalid integer 'x'"},
      {"id,lower,upper,size\na,0,1,-4\n", "f.csv:2: error: negative size"},
      {"id,lower,upper,size\na,5,1,4\n", "f.csv:2: error: upper '1' is below lower '5'"},
      {"id,lower,upper,size,alignment\na,0,1,4,0\n", "f.csv:2: error: alignment '0'"},
      {"id,lower,upper,size\na,0,1,99999999999999999999\n", "f.csv:2: error: invalid integer"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    bo_plan_csv csv;
    char err[256] = "";
    CHECK(bo_plan_csv_read(cases[i].text, strlen(cases[i].text), "f.csv", &csv, err,
                           sizeof err) == -1);
    CHECK(!strncmp(err, cases[i].error, strlen(cases[i].error)));
    if (strncmp(err, cases[i].error, strlen(cases[i].error)))
      fprintf(stderr, "  got '%s', expected '%s'\n", err, cases[i].error);
  }
  /* legacy header: inclusive ends, CRLF, alignment column */
  static const char legacy[] = "buffer,start,end,size,alignment\r\nx,0,3,8,4\r\n";
  bo_plan_csv csv;
  char err[256];
  CHECK(bo_plan_csv_read(legacy, strlen(legacy), "l.csv", &csv, err, sizeof err) == 0);
  CHECK(csv.n == 1 && csv.bufs[0].end == 4 && csv.bufs[0].alignment == 4);
  CHECK(!strcmp(csv.rows[0], "x,0,3,8,4"));
  bo_plan_csv_free(&csv);
}


/* A long program-like trace (mostly short lives, some long): every planner
 * gives a valid plan, and greedy-by-size and the default stay near the
 * lower bound. */
static void test_long_trace(void) {
  enum { N = 20000 };
  bo_plan_buffer *base = malloc(N * sizeof *base), *b = malloc(N * sizeof *b);
  rng_state = 777;
  for (size_t i = 0; i < N; i++) {
    int64_t life = rng() % 20 ? rng_range(1, 8) : rng_range(9, 200);
    int64_t size = (int64_t)1 << rng_range(6, 20);
    if (rng() % 3 == 0) size = rng_range(1, size);
    base[i] = (bo_plan_buffer){.size = size, .alignment = 1, .start = (int64_t)i,
                               .end = (int64_t)i + life};
  }
  printf("long trace (%d buffers): arena / lower bound\n", N);
  for (int p = 0; p < BO_PLANNER_COUNT; p++) {
    memcpy(b, base, N * sizeof *b);
    bo_plan_result r;
    CHECK(run(b, N, (bo_planner)p, 0, 0.2, &r) == BO_PLAN_OK);
    CHECK(bo_plan_check(b, N, r.arena, NULL, 0) == 0);
    CHECK(r.arena >= r.lower_bound);
    if (p == BO_PLANNER_GREEDY_BY_SIZE || p == BO_PLANNER_DEFAULT)
      CHECK(r.arena <= r.lower_bound + r.lower_bound / 10);
    printf("  %-15s %.4f\n", bo_planner_name((bo_planner)p),
           (double)r.arena / (double)r.lower_bound);
  }
  free(base);
  free(b);
}

/* Labels are escaped in both reports. */
static void test_report_escaping(void) {
  bo_plan_buffer b[1] = {{.size = 8, .alignment = 1, .start = 0, .end = 1, .label = "a\"<b>&"}};
  bo_plan_result r;
  CHECK(run(b, 1, BO_PLANNER_TRIVIAL, 0, 0, &r) == BO_PLAN_OK);
  bo_plan_scope scope = {"scope \"s\"", b, 1, &r};
  char *json = bo_plan_report(&scope, 1, BO_PLAN_REPORT_JSON);
  CHECK(json && strstr(json, "\"label\": \"a\\\"<b>&\"") && strstr(json, "scope \\\"s\\\""));
  free(json);
  char *svg = bo_plan_report(&scope, 1, BO_PLAN_REPORT_SVG);
  CHECK(svg && strstr(svg, "a&quot;&lt;b&gt;&amp;") && !strstr(svg, "<b>"));
  free(svg);
}

/* A node budget makes the exact search's answer independent of time: with
 * a 60 s time limit, a budget of 1,000 nodes stops the search on an
 * instance the heuristics do not solve (the plan stays the best
 * heuristic's, above the optimum that 2,000 nodes reach), the same on every
 * run (merge-alloc relies on it for reproducible output). */
static void node_limit_trace(bo_plan_buffer *a, size_t n) {
  uint64_t x = 12345;
  for (size_t i = 0; i < n; i++) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    int64_t s = (int64_t)(x % (2 * n));
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    int64_t len = 1 + (int64_t)(x % (n / 2 + 1));
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    a[i] = (bo_plan_buffer){.start = s, .end = s + len, .size = 1 + (int64_t)(x % 1000),
                            .alignment = 1};
  }
}
static void test_node_limit(void) {
  enum { N = 200 };
  bo_plan_buffer a[N], b[N], c[N];
  node_limit_trace(a, N);
  memcpy(b, a, sizeof a);
  memcpy(c, a, sizeof a);
  bo_plan_options o = {.planner = BO_PLANNER_DEFAULT, .time_limit = 60, .node_limit = 1000};
  bo_plan_result ra, rb, rc;
  CHECK(bo_plan(a, N, &o, &ra) == BO_PLAN_OK);
  CHECK(bo_plan(b, N, &o, &rb) == BO_PLAN_OK);
  CHECK(ra.arena == rb.arena);
  int same = 1;
  for (size_t i = 0; i < N; i++) same &= a[i].offset == b[i].offset;
  CHECK(same);
  char why[160];
  CHECK(bo_plan_check(a, N, ra.arena, why, sizeof why) == 0);
  CHECK(!ra.optimal && ra.arena > ra.lower_bound);
  o.node_limit = 20000;
  CHECK(bo_plan(c, N, &o, &rc) == BO_PLAN_OK);
  CHECK(rc.optimal && rc.arena == rc.lower_bound && rc.arena < ra.arena);
}

int main(void) {
  test_node_limit();
  test_gc_reference_trace();
  test_gc_extend();
  test_best_fit_reference();
  test_greedy_by_size();
  test_lower_bound_and_check();
  test_names();
  test_bad_input();
  test_random_traces();
  test_exact_vs_brute_force();
  test_minimalloc_example();
  test_csv_errors();
  test_long_trace();
  test_report_escaping();
  printf("test_plan: %d checks, %d failures\n", checks, failures);
  return failures != 0;
}
