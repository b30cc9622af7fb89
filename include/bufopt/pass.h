/* bufopt/pass.h - passes, the pass registry and the pass manager.
 *
 * A pass is a bo_pass_info: a name (mlir-opt's), an anchor op name (the op it
 * runs on: "builtin.module", "func.func", or NULL for any op), a table of
 * options stored in a plain struct, and a run function.  The registry lives in
 * the context; the built-in passes are registered by bo_register_all_passes
 * (bufopt/register.h), not by bo_context_create.
 *
 * A pipeline is written as mlir-opt writes it:
 *   builtin.module(func.func(pass-a,pass-b{opt=v list=1,2}),pass-c)
 * or built flag by flag (--pass-a="opt=v").  Passes anchored on func.func that
 * are added at module level are nested automatically, as mlir-opt does.
 */
#ifndef BUFOPT_PASS_H
#define BUFOPT_PASS_H

#include "bufopt/api.h"
#include "bufopt/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum bo_option_kind {
  BO_OPT_BOOL,   /* bool */
  BO_OPT_INT,    /* int64_t */
  BO_OPT_UINT,   /* uint64_t */
  BO_OPT_STRING, /* const char * (interned in the context) */
  BO_OPT_ENUM,   /* int: index into enum_values */
  BO_OPT_LIST    /* const char ** + count: comma-separated strings, see below */
} bo_option_kind;

/* A list option is stored as `const char **items; unsigned count;` at offset
 * and offset + sizeof(const char **) (use BO_LIST_OPTION to declare it). */
#define BO_LIST_OPTION(name) const char **name; unsigned name##_count

typedef struct bo_pass_option {
  const char *name;        /* as on the command line: "analysis-heuristic" */
  const char *help;
  bo_option_kind kind;
  size_t offset;           /* into the pass's options struct */
  const char *const *enum_values; /* BO_OPT_ENUM: NULL-terminated spellings */
  const char *default_text;       /* shown by --help */
} bo_pass_option;

typedef struct bo_pass_info {
  const char *name;
  const char *summary;
  const char *anchor;      /* "builtin.module", "func.func", or NULL: any */
  size_t options_size;     /* sizeof the options struct (0 if none) */
  void (*init_options)(void *options); /* sets defaults; may be NULL (all zero) */
  unsigned num_options;
  const bo_pass_option *options;
  /* Runs on one anchor op.  Returns 0, or non-zero after emitting diagnostics. */
  int (*run)(bo_op *anchor, const void *options);
  /* True when the pass works on IR whose implicit bodies are still pending
   * (bo_parse_config.lazy_implicit_bodies): it reads the region of a named
   * linalg op only through bo_op_get_region / bo_op_materialize_body (which
   * build it), or treats a pending region as what it stands for, and the
   * ops it builds in place of a named op keep its pending body
   * (bo_region_take_blocks moves it).  bo_pm_run builds every pending body
   * first unless all passes of the pipeline say so.  Default false. */
  bool keeps_pending_bodies;
} bo_pass_info;

/* Registry (per context). */
BO_API int bo_pass_register(bo_context *ctx, const bo_pass_info *pass);
BO_API const bo_pass_info *bo_pass_lookup(bo_context *ctx, const char *name);
BO_API unsigned bo_pass_count(bo_context *ctx);
BO_API const bo_pass_info *bo_pass_get(bo_context *ctx, unsigned i); /* sorted by name */
/* The registered name closest to `name` (for "did you mean"), or NULL. */
BO_API const char *bo_pass_closest(bo_context *ctx, const char *name);

typedef struct bo_pass_manager bo_pass_manager;
BO_API bo_pass_manager *bo_pm_create(bo_context *ctx);
BO_API void bo_pm_destroy(bo_pass_manager *pm);
/* Adds a pass at module level with options text "a=1 b=x,y" (may be NULL).
 * Emits a diagnostic (naming the closest valid option) and returns non-zero
 * on a bad name or option. */
BO_API int bo_pm_add_pass(bo_pass_manager *pm, const char *name, const char *options);
/* Adds a textual pipeline: "builtin.module(func.func(a,b{x=1}))" or "a,b". */
BO_API int bo_pm_add_pipeline(bo_pass_manager *pm, const char *text);
BO_API void bo_pm_enable_timing(bo_pass_manager *pm, bool on);
/* Verification (bo_verify: structure, dominance, every op's verifier) is on
 * by default at both ends, as in MLIR, where passes may assume valid IR:
 *  - input: bo_pm_run verifies the module before the first pass (neither
 *    bo_parse_source nor the IR-building API verifies anything); turn it off
 *    when the module was just verified, as the bufopt driver does right
 *    after parsing;
 *  - after each pass: the op the pass ran on (the module, or each func.func
 *    of a nested pipeline) is verified before the next pass runs
 *    (--verify-each=false turns it off). */
BO_API void bo_pm_enable_verifier(bo_pass_manager *pm, bool on);       /* after each pass; default on */
BO_API void bo_pm_enable_input_verifier(bo_pass_manager *pm, bool on); /* before the first; default on */
/* Runs on the module: verifies it (unless turned off above), then runs the
 * passes.  Returns 0, or non-zero after diagnostics; the module is left as
 * the last pass made it. */
BO_API int bo_pm_run(bo_pass_manager *pm, bo_op *module);
/* True when every pass of the pipeline (at any nesting) declares
 * keeps_pending_bodies, so the module may be parsed with
 * lazy_implicit_bodies and bo_pm_run leaves the bodies pending; false for an
 * empty pipeline (nothing to gain).  O(passes). */
BO_API bool bo_pm_keeps_pending_bodies(const bo_pass_manager *pm);
/* The timing report of the last run, in mlir-opt's layout (malloc'ed). */
BO_API char *bo_pm_timing_report(bo_pass_manager *pm);
/* Writes the pipeline back as text (malloc'ed). */
BO_API char *bo_pm_pipeline_string(bo_pass_manager *pm);

/* The name MLIR shows for a pass in IR dumps and statistics ("Canonicalizer",
 * "OneShotBufferizePass"): upstream's pass class name for the passes
 * upstream has, a CamelCase form of the name for the others. */
BO_API const char *bo_pass_display_name(const bo_pass_info *pass);

/* Printing the IR around passes (mlir-opt's --mlir-print-ir-* flags), in
 * mlir-opt's format:
 *   // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
 * then the op the pass runs on (or, with module_scope, the whole module and
 * the op's name in the header), then a blank line.  Passes that only run a
 * pipeline of other passes (buffer-deallocation-pipeline, ...) are not
 * dumped themselves; the passes they run are, as in mlir-opt.  The same
 * settings apply to the pass managers such passes create while this one
 * runs.  Costs one printing per dump; after_change prints the op before the
 * pass too, to compare. */
typedef struct bo_pm_ir_printing {
  bool before_all, after_all;
  const char *const *before; /* pass names (mlir-opt's argument): dump before these */
  unsigned num_before;
  const char *const *after;  /* dump after these */
  unsigned num_after;
  bool after_change;  /* dump after a pass only when it changed the IR */
  bool after_failure; /* dump after a pass only when it failed ("... Failed") */
  bool module_scope;  /* dump the whole module, not the op the pass ran on */
  bo_print_flags flags;
  FILE *out;          /* where dumps go (mlir-opt: stderr) */
} bo_pm_ir_printing;
/* Copies cfg (the name lists must outlive the pass manager); NULL turns
 * printing off. */
BO_API void bo_pm_enable_ir_printing(bo_pass_manager *pm, const bo_pm_ir_printing *cfg);

/* Pass statistics (--mlir-pass-statistics).  A running pass counts events
 * with one call: bo_pass_stat(ctx, "num-copies", "Number of copies inserted",
 * 1).  The count goes to the pass of the outermost pass manager that is
 * running on ctx (a pipeline pass collects the counts of the passes it
 * runs), when statistics are on; otherwise the call does nothing.  name and
 * help must be string literals (or live as long as the pass manager). */
BO_API void bo_pm_enable_statistics(bo_pass_manager *pm, bool on);
BO_API void bo_pass_stat(bo_context *ctx, const char *name, const char *help, uint64_t n);
/* The statistics of all runs, as mlir-opt's pipeline view (malloc'ed):
 * each pass (nested pipelines indented), its counters sorted by name as
 * "(S) <value> <name> - <help>". */
BO_API char *bo_pm_statistics_report(bo_pass_manager *pm);

#ifdef __cplusplus
}
#endif
#endif
