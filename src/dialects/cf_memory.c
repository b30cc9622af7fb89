/* cf_memory.c - how cf branches pass buffers to their successors (see
 * memory_iface.h): cf.br forwards all its operands to its one successor;
 * cf.cond_br branches on operand 0 and forwards its two operand segments
 * to its two successors.  cf.switch is not described (deallocation rejects
 * it, as upstream).
 */
#include "memory_iface.h"

const bo_memory_iface bo_memory_branch = {.effects = BO_MEM_BRANCH, .forward_from = 0};
const bo_memory_iface bo_memory_cond_branch = {.effects = BO_MEM_BRANCH | BO_MEM_COND_BRANCH,
                                               .forward_from = 1};
