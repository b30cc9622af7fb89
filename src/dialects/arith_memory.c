/* arith_memory.c - memory behaviour of arith ops (see memory_iface.h):
 * arith.select on memrefs yields one of its two buffer operands, so its
 * result's ownership is the selected operand's.
 */
#include "memory_iface.h"

const bo_memory_iface bo_memory_select = {.effects = BO_MEM_SELECT};
