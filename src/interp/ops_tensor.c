/* ops_tensor.c - semantics of the tensor dialect (in progress). */
#include "interp_internal.h"
static const interp_hook k_hooks[] = {{"tensor.__none__", NULL}};
const interp_table bo_interp_tensor_table = {k_hooks, 0};
