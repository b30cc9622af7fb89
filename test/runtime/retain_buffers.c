/* retain_buffers.c - the runtime function the general deallocation.retain
 * lowers to (hlo-convert-deallocation-ops-to-llvm):
 *
 *   void retainBuffers(int64_t numAllocs, void **allocs,
 *                      int64_t numRetained, void **retained);
 *
 * On entry retained[j] holds the allocated pointer of retained memref j and
 * allocs[i] the pointer ownership i holds (NULL for a null ownership).  On
 * return retained[j] is the ownership handed to retained memref j: the
 * first not yet taken alloc equal to it, else NULL; every alloc not taken
 * has been freed.  Works in place, O(numAllocs * numRetained).
 */
#include <stdint.h>
#include <stdlib.h>

void retainBuffers(int64_t numAllocs, void **allocs, int64_t numRetained, void **retained) {
  for (int64_t j = 0; j < numRetained; j++) {
    void *p = retained[j];
    retained[j] = NULL;
    if (!p) continue;
    for (int64_t i = 0; i < numAllocs; i++)
      if (allocs[i] == p) {
        retained[j] = p;
        allocs[i] = NULL;
        break;
      }
  }
  for (int64_t i = 0; i < numAllocs; i++)
    if (allocs[i]) free(allocs[i]);
}
