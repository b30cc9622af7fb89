/* edit_distance.c - Levenshtein distance and "did you mean" suggestions.
 *
 * Used for every misspelled name a user can type: driver flags, pass names and
 * pass options.  One row of the dynamic-programming table is kept, so the
 * cost is O(|a| * |b|) time and O(|b|) space; names are short.
 */
#include <stdlib.h>
#include <string.h>

#include "bufopt/support.h"

size_t bo_edit_distance(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  size_t small[64];
  size_t *row = lb + 1 <= 64 ? small : malloc((lb + 1) * sizeof *row);
  if (!row) return la > lb ? la : lb;
  for (size_t j = 0; j <= lb; j++) row[j] = j;
  for (size_t i = 1; i <= la; i++) {
    size_t diag = row[0]; /* row[i-1][j-1] */
    row[0] = i;
    for (size_t j = 1; j <= lb; j++) {
      size_t up = row[j]; /* row[i-1][j] */
      size_t best = diag + (a[i - 1] != b[j - 1]);
      if (up + 1 < best) best = up + 1;
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      diag = up;
      row[j] = best;
    }
  }
  size_t d = row[lb];
  if (row != small) free(row);
  return d;
}

const char *bo_closest_name(const char *name, const char *const *candidates, size_t n) {
  size_t limit = strlen(name) / 3;
  if (limit < 2) limit = 2;
  const char *best = NULL;
  size_t best_d = (size_t)-1;
  for (size_t i = 0; i < n; i++) {
    if (!candidates[i]) continue;
    size_t d = bo_edit_distance(name, candidates[i]);
    if (d < best_d) {
      best_d = d;
      best = candidates[i];
    }
  }
  return best_d <= limit ? best : NULL;
}
