/* bufopt/timing.h - wall-clock timing shared by the pass manager and tools.
 *
 * The pass manager times every pass it runs (bo_pm_enable_timing).  A tool
 * adds rows for its own phases ("Parser", "Output") with bo_pm_add_timing so
 * that bo_pm_timing_report prints one report in mlir-opt's --mlir-timing
 * layout: rows added before the first bo_pm_run are listed above the passes,
 * the others below, then "Rest" (time not covered by any row, measured from
 * bo_pm_create) and "Total".
 */
#ifndef BUFOPT_TIMING_H
#define BUFOPT_TIMING_H

#include "bufopt/api.h"
#include "bufopt/pass.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Seconds on a monotonic clock (only differences are meaningful). */
BO_API double bo_time_now(void);

/* Adds seconds to the tool row called name (created on first use). */
BO_API void bo_pm_add_timing(bo_pass_manager *pm, const char *name, double seconds);

#ifdef __cplusplus
}
#endif
#endif
