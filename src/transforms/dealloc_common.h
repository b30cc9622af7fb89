/* Moved to src/interfaces/dealloc.h (the deallocation services). */
#include "../interfaces/dealloc.h"
