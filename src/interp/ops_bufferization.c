/* ops_bufferization.c - semantics of the bufferization dialect (in progress). */
#include "interp_internal.h"
static const interp_hook k_hooks[] = {{"bufferization.__none__", NULL}};
const interp_table bo_interp_bufferization_table = {k_hooks, 0};
