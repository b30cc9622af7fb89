/* dominance.h - forwarding header: block dominance lives in src/ir
 * (src/ir/dominance.h), where the verifier uses it too. */
#include "../ir/dominance.h"
