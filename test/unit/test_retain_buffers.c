/* test_retain_buffers.c - the retainBuffers runtime (test/runtime/
 * retain_buffers.c): each retained pointer takes the first equal alloc,
 * once; everything else is freed (checked by counting frees through a
 * wrapper). */
#include "check.h"

#include <stdint.h>
#include <stdlib.h>
#include <stdio.h>

static int frees;
static void *freed[8];
static void counting_free(void *p) {
  freed[frees++] = p;
}
#define free counting_free
#include "../runtime/retain_buffers.c"
#undef free

int main(void) {
  int a, b, c, d;
  void *allocs[4] = {&a, &b, NULL, &c};
  /* &b twice: only the first gets it; &d owns nothing; &a taken. */
  void *retained[4] = {&b, &b, &d, &a};
  retainBuffers(4, allocs, 4, retained);
  CHECK(retained[0] == &b);
  CHECK(retained[1] == NULL);
  CHECK(retained[2] == NULL);
  CHECK(retained[3] == &a);
  CHECK(frees == 1);
  CHECK(freed[0] == &c);
  /* nothing retained: every non-null alloc freed */
  frees = 0;
  void *more[3] = {&a, NULL, &b};
  retainBuffers(3, more, 0, NULL);
  CHECK(frees == 2 && freed[0] == &a && freed[1] == &b);
  if (failures) printf("%d check(s) failed\n", failures);
  return failures != 0;
}
