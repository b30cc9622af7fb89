/* memref_memory.c - memory effects of memref and bufferization ops (see
 * memory_iface.h).  One shared descriptor per kind of behaviour; the op
 * tables in memref.c and bufferization.c point at them.  Views (subview,
 * cast, view, reshape, expand/collapse_shape, reinterpret_cast,
 * memory_space_cast, assume_alignment) and the base buffer that
 * extract_strided_metadata returns alias operand 0: their buffer is the
 * source's, so deallocation frees the source, never the view.
 */
#include "memory_iface.h"

const bo_memory_iface bo_memory_alloc = {.effects = BO_MEM_ALLOCATES};
const bo_memory_iface bo_memory_alloca = {.effects = BO_MEM_ALLOCATES | BO_MEM_SCOPED};
const bo_memory_iface bo_memory_free = {.effects = BO_MEM_FREES};
const bo_memory_iface bo_memory_read = {.effects = BO_MEM_READS};
const bo_memory_iface bo_memory_write = {.effects = BO_MEM_WRITES};
/* memref.load / memref.store: with memref elements, a borrow from / a move
 * into the container (memory_iface.h). */
const bo_memory_iface bo_memory_load = {.effects = BO_MEM_READS | BO_MEM_BORROWS_BUFFER};
const bo_memory_iface bo_memory_store = {.effects = BO_MEM_WRITES | BO_MEM_STORES_BUFFER};
const bo_memory_iface bo_memory_read_write = {.effects = BO_MEM_READS | BO_MEM_WRITES};
const bo_memory_iface bo_memory_view = {.effects = BO_MEM_ALIAS, .alias_operand = 0};
const bo_memory_iface bo_memory_cast = {.effects = BO_MEM_ALIAS | BO_MEM_CAST, .alias_operand = 0};
const bo_memory_iface bo_memory_realloc = {.effects = BO_MEM_ALLOCATES | BO_MEM_FREES};
const bo_memory_iface bo_memory_clone = {.effects = BO_MEM_ALLOCATES | BO_MEM_READS};
const bo_memory_iface bo_memory_global = {.effects = BO_MEM_STATIC};
/* No effect of its own (tensor.dim, bufferization.to_tensor; tensor.generate,
 * whose body has its ops' effects). */
const bo_memory_iface bo_memory_none = {.effects = 0};
