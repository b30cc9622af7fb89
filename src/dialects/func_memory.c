/* func_memory.c - memory behaviour of func ops (see memory_iface.h): by the
 * function-boundary ABI of buffer deallocation a callee never frees its
 * arguments and hands every returned buffer over to the caller, so the
 * memref results of a call are owned by the code that made the call;
 * func.return passes all its operands to the caller.
 */
#include "memory_iface.h"

const bo_memory_iface bo_memory_call = {.effects = BO_MEM_CALL};
const bo_memory_iface bo_memory_return = {.effects = BO_MEM_REGION_RETURN, .forward_from = 0};
