/* scf_memory.c - how scf ops pass buffers through their regions (see
 * memory_iface.h).  scf.for forwards its iter_args operands (after lower
 * bound, upper bound and step) into the body; scf.while forwards all its
 * operands into the `before` region; scf.if, execute_region,
 * index_switch, forall and parallel forward nothing into their regions.
 * scf.yield passes all its operands on; scf.condition all but the
 * condition; scf.reduce and scf.forall.in_parallel end a region but cannot
 * pass buffers.  scf.for is a loop: its body's arguments after the
 * induction variable carry the iter_args around.
 */
#include "memory_iface.h"

const bo_memory_iface bo_memory_scf_region = {.effects = BO_MEM_REGION_BRANCH, .forward_from = 0};
const bo_memory_iface bo_memory_scf_for = {.effects = BO_MEM_REGION_BRANCH | BO_MEM_LOOP,
                                           .forward_from = 3, .entry_args_from = 1};
const bo_memory_iface bo_memory_scf_yield = {.effects = BO_MEM_REGION_RETURN, .forward_from = 0};
const bo_memory_iface bo_memory_scf_condition = {.effects = BO_MEM_REGION_RETURN,
                                                 .forward_from = 1};
const bo_memory_iface bo_memory_scf_no_forward = {.effects = BO_MEM_REGION_RETURN |
                                                             BO_MEM_NO_FORWARD};
