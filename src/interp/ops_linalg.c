/* ops_linalg.c - semantics of the linalg dialect (in progress). */
#include "interp_internal.h"
static const interp_hook k_hooks[] = {{"linalg.__none__", NULL}};
const interp_table bo_interp_linalg_table = {k_hooks, 0};
