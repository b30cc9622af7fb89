/* ops_affine.c - semantics of the affine dialect (in progress). */
#include "interp_internal.h"
static const interp_hook k_hooks[] = {{"affine.__none__", NULL}};
const interp_table bo_interp_affine_table = {k_hooks, 0};
