/* bufopt/support.h - small helpers for tools built on bufopt.
 *
 * "Did you mean" suggestions: the driver and the pass manager both name the
 * closest valid spelling when a user mistypes a flag, a pass or an option.
 * The distance is Levenshtein's (insert, delete, substitute each cost 1),
 * computed in O(len(a) * len(b)) time and O(len(b)) space.
 */
#ifndef BUFOPT_SUPPORT_H
#define BUFOPT_SUPPORT_H

#include "bufopt/api.h"
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Edit distance between two C strings. */
BO_API size_t bo_edit_distance(const char *a, const char *b);

/* The candidate closest to name, or NULL when none is close enough to be a
 * plausible typo (distance above max(2, strlen(name) / 3)).  Ties go to the
 * first candidate. */
BO_API const char *bo_closest_name(const char *name, const char *const *candidates, size_t n);

#ifdef __cplusplus
}
#endif
#endif
