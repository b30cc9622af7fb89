/* Moved to src/interfaces/bufferize_iface.h (the interface and its services). */
#include "../interfaces/bufferize_iface.h"
