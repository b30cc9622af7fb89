/* func_memory.c - memory behaviour of func ops (see memory_iface.h): by the
 * function-boundary ABI of buffer deallocation a callee never frees its
 * arguments and hands every returned buffer over to the caller, so the
 * memref results of a call are owned by the code that made the call.
 */
#include "memory_iface.h"

const bo_memory_iface bo_memory_call = {.effects = BO_MEM_CALL};
