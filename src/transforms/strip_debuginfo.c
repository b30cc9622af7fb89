/* strip_debuginfo.c - the strip-debuginfo pass: forget source locations.
 *
 * As MLIR's StripDebugInfo: every op and every block argument nested in the
 * anchor gets the unknown location, so --mlir-print-debuginfo prints
 * loc(unknown) everywhere.  One pre-order walk: linear in the IR.
 */
#include "../ir/ir_private.h"
#include "../pass/passes.h"

static int strip_op(bo_op *op, void *user) {
  (void)user;
  static const bo_loc unknown = {NULL, 0, 0};
  op->loc = unknown;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (unsigned i = 0; i < b->num_args; i++) b->args[i]->loc = unknown;
  return 0;
}

static int run_strip_debuginfo(bo_op *anchor, const void *options) {
  (void)options;
  bo_walk_pre(anchor, strip_op, NULL);
  return 0;
}

const bo_pass_info bo_pass_strip_debuginfo = {
    .name = "strip-debuginfo",
    .summary = "Strip debug info from all operations",
    .anchor = NULL,
    .run = run_strip_debuginfo,
};
