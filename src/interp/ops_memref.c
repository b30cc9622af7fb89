/* ops_memref.c - semantics of the memref dialect (in progress). */
#include "interp_internal.h"
static const interp_hook k_hooks[] = {{"memref.__none__", NULL}};
const interp_table bo_interp_memref_table = {k_hooks, 0};
