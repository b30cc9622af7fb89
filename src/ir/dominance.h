/* dominance.h - block dominance across nested regions (MLIR's DominanceInfo,
 * block queries only).
 *
 * Within one region, the dominator tree of its CFG (successors of each
 * block's terminator, from the entry block); across regions, a block
 * properly dominates every block nested in the ops it holds (MLIR's
 * "enclosing" rule).  Unreachable blocks dominate nothing and have no
 * immediate dominator.  Trees are built lazily, one per region asked
 * about, with the iterative algorithm of Cooper, Harvey and Kennedy
 * (near linear on reducible CFGs) and numbered in pre/post order, so
 * dominates() within a region is O(1); lifting a block to an enclosing
 * region costs the nesting depth.  The IR's block structure must not
 * change while a bo_dominance is in use (moving ops is fine).
 */
#ifndef BUFOPT_DOMINANCE_H
#define BUFOPT_DOMINANCE_H

#include "ir_private.h"

typedef struct bo_dominance bo_dominance;

bo_dominance *bo_dominance_create(void);
void bo_dominance_destroy(bo_dominance *d);

/* a dominates b and a != b. */
bool bo_dominance_properly_dominates(bo_dominance *d, bo_block *a, bo_block *b);
/* a == b or a properly dominates b. */
bool bo_dominance_dominates(bo_dominance *d, bo_block *a, bo_block *b);
/* b is reachable from its region's entry block. */
bool bo_dominance_reachable(bo_dominance *d, bo_block *b);
/* The immediate dominator of b in its region (NULL: entry or unreachable). */
bo_block *bo_dominance_idom(bo_dominance *d, bo_block *b);
/* The nearest block dominating both (NULL: none, e.g. unreachable). */
bo_block *bo_dominance_common(bo_dominance *d, bo_block *a, bo_block *b);

#endif
