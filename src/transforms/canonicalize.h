/* canonicalize.h - the canonicalize driver, for passes that want to run it
 * on an op directly (src/transforms/canonicalize.c). */
#ifndef BUFOPT_CANONICALIZE_H
#define BUFOPT_CANONICALIZE_H

#include "bufopt/ir.h"

typedef struct bo_canonicalize_options {
  int64_t max_iterations;   /* -1: until it converges */
  int64_t max_num_rewrites; /* per iteration; -1: no limit */
  int region_simplify;      /* 0 disabled, 1 normal, 2 aggressive */
  bool test_convergence;    /* fail when max_iterations is reached */
  bool top_down;
} bo_canonicalize_options;

void bo_canonicalize_default_options(bo_canonicalize_options *o);
/* Canonicalizes the regions of root.  Returns 0, or non-zero after a
 * diagnostic (only with test_convergence). */
int bo_canonicalize(bo_op *root, const bo_canonicalize_options *opts);

#endif
