/* Moved to src/interfaces/memory_iface.h (the interface beside its services). */
#include "../interfaces/memory_iface.h"
