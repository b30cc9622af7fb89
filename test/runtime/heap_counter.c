/* heap_counter.c - counts the heap traffic of programs run by mlir-runner.
 *
 * Programs lowered with --finalize-memref-to-llvm="use-generic-functions"
 * allocate through _mlir_memref_to_llvm_alloc / _aligned_alloc and free
 * through _mlir_memref_to_llvm_free.  Loaded into mlir-runner with
 * -shared-libs, this library defines them, remembers each live block's size
 * (open-addressing table keyed by pointer) and, when the process exits,
 * writes the line
 *   heap: allocs=N frees=N peak_bytes=N leaked_bytes=N invalid_frees=N
 * to the file named by $BUFOPT_HEAP_REPORT (stderr when unset), the same
 * counters as `bufopt --run --heap-report`, so the two can be compared
 * (invalid_frees: frees of pointers that are not live, i.e. double or
 * invalid frees; they are counted and not passed to free()).
 * Process-wide state is unavoidable here: the runtime ABI has no context.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static struct {
  void **keys;
  size_t *sizes;
  size_t cap, count;
  unsigned long long allocs, frees, live, peak, invalid;
} g;

static size_t slot_of(void *p) {
  uintptr_t h = (uintptr_t)p;
  h ^= h >> 17;
  h *= 0x9E3779B97F4A7C15ull;
  return (size_t)(h >> 7) & (g.cap - 1);
}

static void put(void *p, size_t n);

static void grow(void) {
  void **keys = g.keys;
  size_t *sizes = g.sizes, cap = g.cap;
  g.cap = cap ? cap * 2 : 1024;
  g.keys = calloc(g.cap, sizeof *g.keys);
  g.sizes = calloc(g.cap, sizeof *g.sizes);
  g.count = 0;
  for (size_t i = 0; i < cap; i++)
    if (keys[i] && keys[i] != (void *)1) put(keys[i], sizes[i]);
  free(keys);
  free(sizes);
}

static void put(void *p, size_t n) {
  if ((g.count + 1) * 2 > g.cap) grow();
  size_t i = slot_of(p);
  while (g.keys[i] && g.keys[i] != (void *)1) i = (i + 1) & (g.cap - 1);
  g.keys[i] = p;
  g.sizes[i] = n;
  g.count++;
}

/* Returns the recorded size and forgets p; (size_t)-1 when unknown. */
static size_t take(void *p) {
  if (!g.cap) return (size_t)-1;
  size_t i = slot_of(p);
  while (g.keys[i]) {
    if (g.keys[i] == p) {
      g.keys[i] = (void *)1; /* tombstone */
      g.count--;
      return g.sizes[i];
    }
    i = (i + 1) & (g.cap - 1);
  }
  return (size_t)-1;
}

static void *record(void *p, size_t n) {
  if (!p) return p;
  g.allocs++;
  g.live += n;
  if (g.live > g.peak) g.peak = g.live;
  put(p, n);
  return p;
}

void *_mlir_memref_to_llvm_alloc(size_t n) { return record(malloc(n ? n : 1), n); }

void *_mlir_memref_to_llvm_aligned_alloc(size_t align, size_t n) {
  size_t rounded = (n + align - 1) / align * align;
  return record(aligned_alloc(align, rounded ? rounded : align), n);
}

void _mlir_memref_to_llvm_free(void *p) {
  if (!p) return;
  size_t n = take(p);
  if (n == (size_t)-1) { /* double free or a pointer never allocated: count, keep going */
    g.invalid++;
    return;
  }
  g.frees++;
  g.live -= n;
  free(p);
}

__attribute__((destructor)) static void report(void) {
  const char *path = getenv("BUFOPT_HEAP_REPORT");
  FILE *f = path ? fopen(path, "w") : stderr;
  if (!f) return;
  fprintf(f, "heap: allocs=%llu frees=%llu peak_bytes=%llu leaked_bytes=%llu invalid_frees=%llu\n",
          g.allocs, g.frees, g.peak, g.live, g.invalid);
  if (f != stderr) fclose(f);
}
