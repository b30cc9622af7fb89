/* bufopt.c - the command-line driver, modelled on mlir-opt.
 *
 *   bufopt [options] [file|-] [-o out]
 *
 * Reads the input (stdin when no file or "-"), optionally splits it on
 * `// -----` lines, and for each piece: parse, verify, run the pass pipeline,
 * print.  Diagnostics are printed to stderr as the library stored them, or,
 * with --verify-diagnostics, checked against the expected-* comments of the
 * input.  This is the only part of bufopt that talks to the terminal; all
 * the work is in the library.  Exit status: 0 on success, 1 on any error.
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* MAP_POPULATE */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "bufopt/bufopt.h"

/* The whole input is read: map all of it in one call rather than one fault
 * per 64 KiB (Linux). */
#ifdef MAP_POPULATE
#define MAP_POPULATE_IF_ANY MAP_POPULATE
#else
#define MAP_POPULATE_IF_ANY 0
#endif

/* Driver options: name, argument shown by --help (NULL: a plain switch), help. */
typedef struct flag_info {
  const char *name;
  const char *arg;
  const char *help;
} flag_info;

static const flag_info flags[] = {
    {"allow-unregistered-dialect", NULL,
     "Allow ops of unregistered dialects (in the generic form)"},
    {"capacity", "<bytes>", "With --plan-csv: the plan must fit in this many bytes"},
    {"dump-pass-pipeline", NULL, "Print the pass pipeline to stderr before running it"},
    {"heap-report", "[=json]",
     "With --run: print the checked heap's counters (allocs, frees, peak, leaks, copies, errors)"},
    {"help", NULL, "Show this help and exit (also -h)"},
    {"list-passes", NULL, "Print the list of registered passes and exit"},
    {"mlir-disable-threading", NULL, "Accepted for mlir-opt compatibility (bufopt runs on one thread)"},
    {"mlir-elide-elementsattrs-if-larger", "<uint>",
     "Elide ElementsAttrs with more elements than this (printed as dense_resource<__elided__>)"},
    {"mlir-pass-statistics", NULL, "Print the statistics of each pass to stderr"},
    {"mlir-pass-statistics-display", "<pipeline>", "Display method for pass statistics (pipeline)"},
    {"mlir-print-debuginfo", NULL, "Print locations as loc(...)"},
    {"mlir-print-elementsattrs-with-hex-if-larger", "<long>",
     "Print DenseElementsAttrs with more elements than this as a hex string (-1: never)"},
    {"mlir-print-ir-after", "<pass-arg>", "Print IR after the given passes (comma-separated, repeatable)"},
    {"mlir-print-ir-after-all", NULL, "Print IR after each pass"},
    {"mlir-print-ir-after-change", NULL, "When printing the IR after a pass, only print if the IR changed"},
    {"mlir-print-ir-after-failure", NULL, "When printing the IR after a pass, only print if the pass failed"},
    {"mlir-print-ir-before", "<pass-arg>", "Print IR before the given passes (comma-separated, repeatable)"},
    {"mlir-print-ir-before-all", NULL, "Print IR before each pass"},
    {"mlir-print-ir-module-scope", NULL, "When printing IR before/after a pass, print the whole module"},
    {"mlir-print-local-scope", NULL, "Print with local scope and inline information (no aliases)"},
    {"mlir-print-op-generic", NULL, "Print every op in the generic form"},
    {"mlir-print-op-on-diagnostic", "[=true|false]",
     "When a diagnostic is emitted on an operation, also print the operation as an attached "
     "note (never with --verify-diagnostics, as mlir-opt)"},
    {"mlir-print-skip-regions", NULL, "Skip regions when printing ops"},
    {"mlir-print-unique-ssa-ids", NULL, "Print unique SSA ids across all regions"},
    {"mlir-print-value-users", NULL,
     "Print users of operation results and block arguments as a comment"},
    {"mlir-timing", NULL, "Print a per-pass wall-time report to stderr"},
    {"o", "<filename>", "Output file (default: stdout)"},
    {"plan-csv", "<file.csv>",
     "Plan the buffers of a MiniMalloc CSV (id,lower,upper,size[,alignment]); write them with "
     "an offset column"},
    {"plan-report", "<file.json|file.svg>", "With --plan-csv: write a report of the plan"},
    {"plan-time-limit", "<seconds>", "With --plan-csv: time for the exact search (default 10)"},
    {"planner", "<name>",
     "With --plan-csv: default, trivial, greedy-by-size, best-fit, gc-cost-model, "
     "gc-size-first, exact"},
    {"pass-pipeline", "<pipeline>",
     "A textual pass pipeline, e.g. builtin.module(func.func(a,b{opt=v}),c) (also -p)"},
    {"run", "[=FUNC]",
     "After the passes, run FUNC (default main) in the interpreter and print its output instead "
     "of the IR"},
    {"run-allow-uninit", NULL, "With --run: reads of never-written memory are warnings"},
    {"run-assert-continue", NULL,
     "With --run: a failing cf.assert prints its message and the run goes on (-test-cf-assert)"},
    {"run-max-steps", "<N>", "With --run: stop with an error after N executed ops"},
    {"show-dialects", NULL, "Print the list of registered dialects and exit"},
    {"split-input-file", "[=<marker>]",
     "Split the input on the marker (default '// -----') and process each piece on its own"},
    {"verify-diagnostics", "[=all|only-expected]",
     "Check diagnostics against expected-* comments in the input (only-expected: ignore "
     "unexpected ones)"},
    {"verify-each", "[=true|false]", "Verify the IR after each pass (default: true)"},
    {"version", NULL, "Show the version and exit"},
};
enum { NUM_FLAGS = sizeof flags / sizeof flags[0] };

/* A growable list of pass names (--mlir-print-ir-before=a,b). */
typedef struct name_list {
  const char **items;
  unsigned n;
} name_list;
#define BO_DRIVER_LIST name_list

typedef struct driver {
  bo_context *ctx;
  bo_pass_manager *pm;
  const char *input, *output, *filename;
  bool split, verify_diagnostics, timing, dump_pipeline;
  bool verify_only_expected; /* --verify-diagnostics=only-expected */
  /* --run */
  bool run, heap_report, heap_report_json;
  const char *run_func;
  bo_interp_options run_opts;
  bo_print_flags print;
  char *src; /* the whole input, NUL-terminated */
  size_t src_len;
  size_t src_mapped; /* src is a mapping of the file of this size (else malloc'ed) */
  /* the output text */
  char *out;
  size_t out_len, out_cap;
  /* one piece, no --run: the printer writes straight to the output */
  bool direct, written;
  bool has_passes; /* a pass or a pipeline was given */
  const char *split_marker; /* --split-input-file=MARKER (default "// -----") */
  /* --mlir-print-ir-*, --mlir-pass-statistics */
  bo_pm_ir_printing ir;
  BO_DRIVER_LIST before, after;
  bool statistics;
  bool allow_unregistered; /* --allow-unregistered-dialect */
  bool print_op_on_diag; /* --mlir-print-op-on-diagnostic */
} driver;

static FILE *open_output(driver *d) {
  if (!d->output || strcmp(d->output, "-") == 0) return stdout;
  FILE *f = fopen(d->output, "wb");
  if (!f) fprintf(stderr, "bufopt: could not open output file '%s': %s\n", d->output, strerror(errno));
  return f;
}

/* Closes (or flushes stdout) after writing; bad is a write already failed. */
static int close_output(driver *d, FILE *f, bool bad) {
  if (f == stdout) return fflush(stdout) || bad ? -1 : 0;
  if (fclose(f) != 0 || bad) {
    fprintf(stderr, "bufopt: could not write '%s'\n", d->output);
    return -1;
  }
  return 0;
}

static void out_append(driver *d, const char *s, size_t n) {
  if (d->out_len + n + 1 > d->out_cap) {
    size_t cap = d->out_cap ? d->out_cap : 4096;
    while (cap < d->out_len + n + 1) cap *= 2;
    char *bigger = realloc(d->out, cap);
    if (!bigger) {
      fprintf(stderr, "bufopt: out of memory\n");
      exit(1);
    }
    d->out = bigger;
    d->out_cap = cap;
  }
  memcpy(d->out + d->out_len, s, n);
  d->out_len += n;
  d->out[d->out_len] = 0;
}

/* Prints and clears the diagnostics stored in the context. */
static void print_diagnostics(driver *d) {
  unsigned n = bo_diag_count(d->ctx);
  for (unsigned i = 0; i < n; i++) {
    const bo_diag *g = bo_diag_get(d->ctx, i);
    bool in_input = g->loc.file && d->filename && strcmp(g->loc.file, d->filename) == 0;
    /* as MLIR's handler: a note at the location of the diagnostic before it
     * shows no source line again */
    const bo_diag *prev = i ? bo_diag_get(d->ctx, i - 1) : NULL;
    if (prev && g->severity == BO_SEV_NOTE && prev->loc.line == g->loc.line &&
        prev->loc.col == g->loc.col && prev->loc.file && g->loc.file &&
        strcmp(prev->loc.file, g->loc.file) == 0)
      in_input = false;
    char *text = bo_diag_format(g, in_input ? d->src : NULL, in_input ? d->src_len : 0);
    if (text) {
      size_t len = strlen(text);
      fputs(text, stderr);
      if (len == 0 || text[len - 1] != '\n') fputc('\n', stderr);
      free(text);
    }
  }
  bo_diag_clear(d->ctx);
}

/* Parses, verifies, transforms and prints one piece of the input, whose
 * first line is line first_line of the file.  Returns 0 on success. */
static int process_chunk(driver *d, const char *text, size_t len, uint32_t first_line) {
  /* The parser reads exactly len bytes (no terminator needed), in place. */
  double t0 = bo_time_now();
  /* Lazy implicit bodies only when printing the custom form after the round
   * trip or after passes that all keep them pending (one-shot-bufferize):
   * nothing there reads the bodies of named ops. */
  bo_parse_config config = {0};
  config.first_line = first_line;
  config.lazy_implicit_bodies = d->direct && (!d->has_passes || bo_pm_keeps_pending_bodies(d->pm)) &&
                                !d->print.generic && !d->print.debug_info;
  bo_op *module = bo_parse_source_config(d->ctx, text, len, d->filename, &config);
  /* the printed text is about the input's size (the custom form, also after
   * bufferization): reserve twice that, untouched pages cost nothing */
  d->print.size_hint = 2 * len;
  int rc = module ? 0 : -1;
  if (rc == 0 && bo_verify(module)) rc = -1;
  if (d->timing) bo_pm_add_timing(d->pm, "Parser", bo_time_now() - t0);
  if (rc == 0 && bo_pm_run(d->pm, module)) rc = -1;
  if (rc == 0 && d->run) {
    /* the program's output replaces the IR; it goes where the IR would */
    char *buf = NULL;
    size_t n = 0;
    FILE *mem = open_memstream(&buf, &n);
    bo_heap_report report;
    memset(&report, 0, sizeof report);
    if (!mem || bo_interp_run(module, d->run_func, &d->run_opts, mem, &report)) rc = -1;
    if (mem) fclose(mem);
    if (buf) out_append(d, buf, n);
    free(buf);
    if (d->heap_report) bo_heap_report_write(stderr, &report, d->heap_report_json);
    bo_heap_report_free(&report);
  } else if (rc == 0 && d->direct) {
    /* The printed text ends with exactly one newline (an op's text never
     * ends with one); mlir-opt writes one more.  Printing is the last step,
     * so an output file is only created on success, as below. */
    t0 = bo_time_now();
    d->written = true;
    FILE *f = open_output(d);
    if (!f) {
      rc = -1;
    } else {
      bo_print_op(f, module, &d->print);
      fputc('\n', f);
      if (close_output(d, f, ferror(f) != 0)) rc = -1;
    }
    if (d->timing) bo_pm_add_timing(d->pm, "Output", bo_time_now() - t0);
  } else if (rc == 0) {
    t0 = bo_time_now();
    size_t n = 0;
    char *printed = bo_print_op_to_string(module, &d->print, &n);
    if (printed) {
      /* mlir-opt ends the op with a newline and then writes one more. */
      while (n > 0 && printed[n - 1] == '\n') n--;
      if (d->out_len == 0) {
        /* the common case, one piece: keep the printer's buffer, no copy */
        free(d->out);
        d->out = printed;
        d->out_len = n;
        d->out_cap = n; /* out_append reallocates before writing past it */
        printed = NULL;
      } else {
        out_append(d, printed, n);
      }
      out_append(d, "\n\n", 2);
      free(printed);
    }
    if (d->timing) bo_pm_add_timing(d->pm, "Output", bo_time_now() - t0);
  }
  /* With --verify-diagnostics, diagnostics wait for process_input. */
  if (!d->verify_diagnostics) {
    if (bo_diag_error_count(d->ctx) > 0) rc = -1;
    print_diagnostics(d);
  }
  return rc;
}

/* --split-input-file: as mlir-opt, every occurrence of `// -----` ends a
 * piece (even mid-line), and the next piece starts right after it, on the
 * marker's line.  In --verify-diagnostics mode the diagnostics of all pieces
 * are checked together at the end against the whole file, so failures come in
 * mlir-opt's order: unexpected diagnostics first, then unmet expectations. */
static int process_input(driver *d) {
  const char *marker = d->split_marker ? d->split_marker : "// -----";
  const size_t marker_len = strlen(marker);
  int failed = 0;
  if (!d->split) {
    d->direct = !d->run && !d->verify_diagnostics;
    failed = process_chunk(d, d->src, d->src_len, 1) != 0;
  } else {
    const char *chunk = d->src, *end = d->src + d->src_len, *p = d->src;
    uint32_t chunk_line = 1, line = 1;
    for (; p + marker_len <= end; p++) {
      if (*p == '\n') {
        line++;
      } else if (marker_len && *p == *marker && memcmp(p, marker, marker_len) == 0) {
        failed |= process_chunk(d, chunk, (size_t)(p - chunk), chunk_line) != 0;
        out_append(d, "// -----\n", 9);
        chunk = p + marker_len;
        chunk_line = line;
        p += marker_len - 1;
      }
    }
    failed |= process_chunk(d, chunk, (size_t)(end - chunk), chunk_line) != 0;
  }
  if (d->verify_diagnostics) {
    failed = bo_verify_expected_diagnostics_level(d->ctx, d->src, d->src_len, d->filename, 1,
                                                  d->verify_only_expected) != 0;
    print_diagnostics(d);
  }
  return failed ? -1 : 0;
}

static int read_input(driver *d) {
  FILE *f = stdin;
  if (d->input && strcmp(d->input, "-") != 0) {
    f = fopen(d->input, "rb");
    if (!f) {
      fprintf(stderr, "bufopt: could not open input file '%s': %s\n", d->input, strerror(errno));
      return -1;
    }
  }
  /* A regular file is read in one go into a buffer of its size (plus the
   * terminator and one byte to see the end): no regrowth, no copies. */
  size_t cap = 1 << 16, len = 0;
  struct stat st;
  /* A regular file whose size is not a multiple of the page size is mapped
   * (private, copy-on-write): no copy into a buffer, and the kernel maps the
   * page cache many pages per fault instead of one.  The bytes after the end
   * of the file up to the page end read as zero, so the text is
   * NUL-terminated as with the read below. */
  long page = sysconf(_SC_PAGESIZE);
  if (f != stdin && fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
      page > 0 && st.st_size % page != 0 && (unsigned long long)st.st_size < (size_t)-1 / 2) {
    void *m = mmap(NULL, (size_t)st.st_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_POPULATE_IF_ANY, fileno(f), 0);
    if (m != MAP_FAILED) {
      fclose(f);
      d->src = m;
      d->src_len = (size_t)st.st_size;
      d->src_mapped = (size_t)st.st_size;
      return 0;
    }
  }
  if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
      (unsigned long long)st.st_size < (size_t)-1 / 2)
    cap = (size_t)st.st_size + 2;
  char *buf = malloc(cap);
  for (;;) {
    if (!buf) break;
    if (len + 1 >= cap) {
      char *bigger = realloc(buf, cap *= 2);
      if (!bigger) {
        free(buf);
        buf = NULL;
        break;
      }
      buf = bigger;
    }
    size_t got = fread(buf + len, 1, cap - len - 1, f);
    len += got;
    if (got == 0) break;
  }
  bool bad = !buf || ferror(f);
  if (f != stdin) fclose(f);
  if (bad) {
    fprintf(stderr, "bufopt: could not read input '%s'\n", d->input ? d->input : "-");
    free(buf);
    return -1;
  }
  buf[len] = 0;
  d->src = buf;
  d->src_len = len;
  return 0;
}

static void print_help(bo_context *ctx) {
  printf("OVERVIEW: bufopt - parse, verify, transform and print MLIR textual IR\n\n");
  printf("USAGE: bufopt [options] [<input file> | -] [-o <output file>]\n\n");
  printf("OPTIONS:\n");
  for (unsigned i = 0; i < NUM_FLAGS; i++) {
    char left[64];
    const char *arg = flags[i].arg ? flags[i].arg : "";
    if (!flags[i].name[1]) /* one letter: -o <filename> */
      snprintf(left, sizeof left, "-%s %s", flags[i].name, arg);
    else
      snprintf(left, sizeof left, "--%s%s%s", flags[i].name, arg[0] && arg[0] != '[' ? "=" : "",
               arg);
    printf("  %-34s - %s\n", left, flags[i].help);
  }
  printf("\nPASSES (each also usable as --NAME or --NAME=\"opt=v ...\"):\n");
  for (unsigned i = 0; i < bo_pass_count(ctx); i++) {
    const bo_pass_info *p = bo_pass_get(ctx, i);
    char left[64];
    snprintf(left, sizeof left, "--%s", p->name);
    printf("  %-34s - %s%s%s%s\n", left, p->summary ? p->summary : "",
           p->anchor ? " [on " : "", p->anchor ? p->anchor : "", p->anchor ? "]" : "");
    static const char *const kinds[] = {"bool", "int", "uint", "string", "enum", "list"};
    for (unsigned k = 0; k < p->num_options; k++) {
      const bo_pass_option *o = &p->options[k];
      char opt[96];
      snprintf(opt, sizeof opt, "%s=<%s>", o->name, kinds[o->kind]);
      printf("      %-30s - %s", opt, o->help ? o->help : "");
      if (o->default_text) printf(" (default: %s)", o->default_text);
      if (o->kind == BO_OPT_ENUM && o->enum_values) {
        printf(" {");
        for (unsigned v = 0; o->enum_values[v]; v++) printf("%s%s", v ? ", " : "", o->enum_values[v]);
        printf("}");
      }
      printf("\n");
    }
  }
}

static const char *option_kind_arg(bo_option_kind k) {
  switch (k) {
  case BO_OPT_BOOL: return "";
  case BO_OPT_INT: return "=<long>";
  case BO_OPT_UINT: return "=<ulong>";
  case BO_OPT_ENUM: return "=<value>";
  default: return "=<string>";
  }
}

static int cmp_option(const void *a, const void *b) {
  return strcmp((*(const bo_pass_option *const *)a)->name, (*(const bo_pass_option *const *)b)->name);
}

/* --list-passes, in mlir-opt's layout: passes sorted, their options sorted. */
static void list_passes(bo_context *ctx) {
  printf("Passes:\n");
  for (unsigned i = 0; i < bo_pass_count(ctx); i++) {
    const bo_pass_info *p = bo_pass_get(ctx, i);
    char left[128];
    snprintf(left, sizeof left, "  --%s", p->name);
    printf("%-58s-   %s\n", left, p->summary ? p->summary : "");
    const bo_pass_option **opts = malloc((p->num_options + 1) * sizeof *opts);
    if (!opts) continue;
    for (unsigned k = 0; k < p->num_options; k++) opts[k] = &p->options[k];
    qsort(opts, p->num_options, sizeof *opts, cmp_option);
    for (unsigned k = 0; k < p->num_options; k++) {
      const bo_pass_option *o = opts[k];
      snprintf(left, sizeof left, "    --%s%s", o->name, option_kind_arg(o->kind));
      printf("%-58s- %s\n", left, o->help ? o->help : "");
      if (o->kind == BO_OPT_ENUM && o->enum_values)
        for (unsigned v = 0; o->enum_values[v]; v++) {
          snprintf(left, sizeof left, "    =%s", o->enum_values[v]);
          printf("%-56s-   %s\n", left, o->enum_values[v]);
        }
    }
    free(opts);
  }
}

/* --show-dialects: mlir-opt's one line, namespaces sorted. */
static int cmp_str(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void show_dialects(bo_context *ctx) {
  unsigned n = 0;
  while (bo_dialect_name_at(ctx, n)) n++;
  const char **names = malloc((n + 1) * sizeof *names);
  if (!names) return;
  for (unsigned i = 0; i < n; i++) names[i] = bo_dialect_name_at(ctx, i);
  qsort(names, n, sizeof *names, cmp_str);
  printf("Available Dialects: ");
  for (unsigned i = 0; i < n; i++) printf("%s%s", i ? "," : "", names[i]);
  printf("\n");
  free(names);
}

/* Appends the comma-separated pass names of v to l; each must be a
 * registered pass (mlir-opt: "Cannot find option named"). */
static int add_pass_names(driver *d, name_list *l, const char *flag, const char *v) {
  if (!v || !*v) {
    fprintf(stderr, "bufopt: --%s needs a pass name\n", flag);
    return -1;
  }
  while (*v) {
    const char *comma = strchr(v, ',');
    size_t n = comma ? (size_t)(comma - v) : strlen(v);
    char name[256];
    if (n >= sizeof name) n = sizeof name - 1;
    memcpy(name, v, n);
    name[n] = 0;
    const bo_pass_info *pass = bo_pass_lookup(d->ctx, name);
    if (!pass) {
      const char *near = bo_pass_closest(d->ctx, name);
      fprintf(stderr, "bufopt: for the --%s option: Cannot find option named '%s'!\n", flag, name);
      if (near) fprintf(stderr, "bufopt: Did you mean '%s'?\n", near);
      return -1;
    }
    const char **items = realloc(l->items, (l->n + 1) * sizeof *items);
    if (!items) return -1;
    l->items = items;
    l->items[l->n++] = pass->name;
    v += n;
    if (*v == ',') v++;
  }
  return 0;
}

/* A number argument: --flag=N; returns false when not a number. */
static bool parse_number(const char *v, long long *out) {
  if (!v || !*v) return false;
  char *end = NULL;
  errno = 0;
  long long n = strtoll(v, &end, 10);
  if (*end || errno) return false;
  *out = n;
  return true;
}

/* Reports an unknown command-line argument, naming the closest flag or pass. */
static void unknown_argument(bo_context *ctx, const char *arg, const char *name) {
  unsigned np = bo_pass_count(ctx);
  const char **cands = malloc((NUM_FLAGS + np + 1) * sizeof *cands);
  size_t n = 0;
  for (unsigned i = 0; i < NUM_FLAGS; i++) cands[n++] = flags[i].name;
  for (unsigned i = 0; i < np; i++) cands[n++] = bo_pass_get(ctx, i)->name;
  const char *near = bo_closest_name(name, cands, n);
  fprintf(stderr, "bufopt: Unknown command line argument '%s'.  Try: 'bufopt --help'\n", arg);
  if (near) fprintf(stderr, "bufopt: Did you mean '%s%s'?\n", near[1] ? "--" : "-", near);
  free(cands);
}

static bool parse_bool(const char *v, bool *out) {
  if (!v || !strcmp(v, "true") || !strcmp(v, "1")) return *out = true, true;
  if (!strcmp(v, "false") || !strcmp(v, "0")) return *out = false, true;
  return false;
}

/* Handles argv; returns 0 to go on, 1 to exit successfully (--help), -1 on error. */
static int parse_args(driver *d, int argc, char **argv) {
  bool only_positional = false;
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    if (only_positional || arg[0] != '-' || strcmp(arg, "-") == 0) {
      if (d->input) {
        fprintf(stderr, "bufopt: Too many positional arguments specified! (extra: '%s')\n", arg);
        return -1;
      }
      d->input = arg;
      continue;
    }
    if (strcmp(arg, "--") == 0) {
      only_positional = true;
      continue;
    }
    /* -o file, -o=file */
    if (strcmp(arg, "-o") == 0 || strcmp(arg, "--o") == 0) {
      if (++i >= argc) {
        fprintf(stderr, "bufopt: -o needs a file name\n");
        return -1;
      }
      d->output = argv[i];
      continue;
    }
    if (strncmp(arg, "-o=", 3) == 0 || strncmp(arg, "--o=", 4) == 0) {
      d->output = strchr(arg, '=') + 1;
      continue;
    }
    char name[256];
    const char *body = arg + 1 + (arg[1] == '-');
    const char *eq = strchr(body, '=');
    size_t nlen = eq ? (size_t)(eq - body) : strlen(body);
    if (nlen >= sizeof name) nlen = sizeof name - 1;
    memcpy(name, body, nlen);
    name[nlen] = 0;
    const char *value = eq ? eq + 1 : NULL;
    bool b = true;

    if (!strcmp(name, "help") || !strcmp(arg, "-h")) {
      print_help(d->ctx);
      return 1;
    } else if (!strcmp(name, "list-passes")) {
      list_passes(d->ctx);
      return 1;
    } else if (!strcmp(name, "show-dialects")) {
      show_dialects(d->ctx);
      return 1;
    } else if (!strcmp(name, "mlir-print-ir-before") || !strcmp(name, "mlir-print-ir-after")) {
      bool before = !strcmp(name, "mlir-print-ir-before");
      if (add_pass_names(d, before ? &d->before : &d->after, name, value)) return -1;
      continue;
    } else if (!strcmp(name, "split-input-file")) {
      d->split = true;
      d->split_marker = value && *value ? value : NULL;
      continue;
    } else if (!strcmp(name, "mlir-elide-elementsattrs-if-larger") ||
               !strcmp(name, "mlir-print-elementsattrs-with-hex-if-larger")) {
      long long n;
      bool elide = name[5] == 'e';
      if (!parse_number(value, &n) || (elide && n < 0)) {
        fprintf(stderr, "bufopt: for the --%s option: '%s' value invalid for %s argument!\n", name,
                value ? value : "", elide ? "uint" : "long");
        return -1;
      }
      if (elide) {
        d->print.elide_elements = true;
        d->print.elide_elements_above = (uint64_t)n;
      } else {
        d->print.hex_set = true;
        d->print.hex_above = n;
      }
      continue;
    } else if (!strcmp(name, "mlir-pass-statistics-display")) {
      if (!value || strcmp(value, "pipeline") != 0) {
        fprintf(stderr, "bufopt: --mlir-pass-statistics-display=%s is not supported yet (only "
                        "'pipeline')\n", value ? value : "");
        return -1;
      }
      continue;
    } else if (!strcmp(name, "mlir-print-value-users")) {
      d->print.value_users = true;
      continue;
    } else if (!strcmp(name, "mlir-print-op-on-diagnostic")) {
      if (value && strcmp(value, "true") && strcmp(value, "1") && strcmp(value, "false") &&
          strcmp(value, "0")) {
        fprintf(stderr, "bufopt: for the --%s option: '%s' is invalid value for boolean argument!\n",
                name, value);
        return -1;
      }
      d->print_op_on_diag = !value || !strcmp(value, "true") || !strcmp(value, "1");
      continue;
    } else if (!strcmp(name, "version")) {
      printf("bufopt version %s\n", BUFOPT_VERSION);
      return 1;
    } else if (!strcmp(name, "pass-pipeline") || (arg[1] != '-' && !strcmp(name, "p"))) {
      /* -p is mlir-opt's short form of --pass-pipeline */
      if (!value) {
        if (++i >= argc) {
          fprintf(stderr, "bufopt: --pass-pipeline needs a value\n");
          return -1;
        }
        value = argv[i];
      }
      if (bo_pm_add_pipeline(d->pm, value)) return -1;
      d->has_passes = true;
      continue;
    }
    if (!strcmp(name, "run")) {
      d->run = true;
      d->run_func = value && *value ? value : NULL;
      continue;
    }
    if (!strcmp(name, "heap-report")) {
      d->heap_report = true;
      if (value && strcmp(value, "json") != 0 && strcmp(value, "text") != 0) {
        fprintf(stderr, "bufopt: invalid value '%s' for --heap-report (expected json)\n", value);
        return -1;
      }
      d->heap_report_json = value && !strcmp(value, "json");
      continue;
    }
    if (!strcmp(name, "run-max-steps")) {
      char *end = NULL;
      unsigned long long v = value ? strtoull(value, &end, 10) : 0;
      if (!value || !*value || *end) {
        fprintf(stderr, "bufopt: --run-max-steps needs a number\n");
        return -1;
      }
      d->run_opts.max_steps = v;
      continue;
    }
    const bo_pass_info *pass = bo_pass_lookup(d->ctx, name);
    if (pass) {
      if (bo_pm_add_pass(d->pm, name, value)) return -1;
      d->has_passes = true;
      continue;
    }
    if (!strcmp(name, "verify-diagnostics") && value &&
        (!*value || !strcmp(value, "all") || !strcmp(value, "only-expected"))) {
      d->verify_diagnostics = true; /* mlir-opt 22's levels */
      d->verify_only_expected = !strcmp(value, "only-expected");
      continue;
    }
    bool *sw = NULL;
    if (!strcmp(name, "split-input-file")) sw = &d->split;
    else if (!strcmp(name, "verify-diagnostics")) sw = &d->verify_diagnostics;
    else if (!strcmp(name, "mlir-print-op-generic")) sw = &d->print.generic;
    else if (!strcmp(name, "mlir-print-debuginfo")) sw = &d->print.debug_info;
    else if (!strcmp(name, "mlir-print-local-scope")) sw = &d->print.local_scope;
    else if (!strcmp(name, "mlir-print-skip-regions")) sw = &d->print.skip_regions;
    else if (!strcmp(name, "mlir-print-unique-ssa-ids")) sw = &d->print.unique_ssa_ids;
    else if (!strcmp(name, "mlir-print-ir-before-all")) sw = &d->ir.before_all;
    else if (!strcmp(name, "mlir-print-ir-after-all")) sw = &d->ir.after_all;
    else if (!strcmp(name, "mlir-print-ir-after-change")) sw = &d->ir.after_change;
    else if (!strcmp(name, "mlir-print-ir-after-failure")) sw = &d->ir.after_failure;
    else if (!strcmp(name, "mlir-print-ir-module-scope")) sw = &d->ir.module_scope;
    else if (!strcmp(name, "mlir-pass-statistics")) sw = &d->statistics;
    else if (!strcmp(name, "mlir-disable-threading")) sw = &b;
    else if (!strcmp(name, "mlir-timing")) sw = &d->timing;
    else if (!strcmp(name, "dump-pass-pipeline")) sw = &d->dump_pipeline;
    else if (!strcmp(name, "run-allow-uninit")) sw = &d->run_opts.allow_uninit;
    else if (!strcmp(name, "run-assert-continue")) sw = &d->run_opts.assert_continue;
    else if (!strcmp(name, "allow-unregistered-dialect")) sw = &d->allow_unregistered;
    if (sw) {
      if (!parse_bool(value, sw)) {
        fprintf(stderr, "bufopt: invalid value '%s' for --%s (expected true or false)\n", value,
                name);
        return -1;
      }
      continue;
    }
    if (!strcmp(name, "verify-each")) {
      if (!parse_bool(value, &b)) {
        fprintf(stderr, "bufopt: invalid value '%s' for --verify-each (expected true or false)\n",
                value);
        return -1;
      }
      bo_pm_enable_verifier(d->pm, b);
      continue;
    }
    unknown_argument(d->ctx, arg, name);
    return -1;
  }
  return 0;
}

static int write_output(driver *d) {
  if (d->written) return 0; /* printed straight to the output */
  FILE *f = open_output(d);
  if (!f) return -1;
  size_t put = fwrite(d->out ? d->out : "", 1, d->out_len, f);
  return close_output(d, f, put != d->out_len);
}

/* A bufopt run is short and its heap use peaks near its end, so memory the
 * passes free is better kept for the next pass than given back to the kernel
 * and faulted in (and zeroed) again: glibc trims the heap top and unmaps
 * big blocks as soon as they are freed by default.  (On this project's VMs,
 * which report freed 2 MiB blocks to the host, re-faulting costs even
 * more.)  Measured in docs/performance.md, session 6.  The library does not
 * do this itself: a process-wide malloc policy is the program's choice. */
static void keep_freed_memory(void) {
#ifdef __GLIBC__
  if (getenv("BO_MALLOC_DEFAULT")) return;
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
#endif
}

/* --plan-csv: the memory planner alone, on a MiniMalloc CSV (no IR).  Writes
 * the rows with an offset column (-o or stdout) and one summary line on
 * stderr; all the work is in the library (bufopt/plan.h). */
static int plan_csv_main(int argc, char **argv) {
  const char *csv_path = NULL, *report_path = NULL, *output = NULL;
  bo_plan_options opts = {.planner = BO_PLANNER_DEFAULT, .gc_alignment = 1};
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i], *v = strchr(arg, '=');
    char *end = NULL;
    if (!strcmp(arg, "-o") && i + 1 < argc) output = argv[++i];
    else if (!strncmp(arg, "-o=", 3)) output = arg + 3;
    else if (!strncmp(arg, "--plan-csv=", 11)) csv_path = v + 1;
    else if (!strncmp(arg, "--plan-report=", 14)) report_path = v + 1;
    else if (!strncmp(arg, "--planner=", 10)) {
      if (bo_planner_from_name(v + 1, &opts.planner)) {
        fprintf(stderr, "bufopt: error: unknown planner '%s' (expected default, trivial, "
                        "greedy-by-size, best-fit, gc-cost-model, gc-size-first or exact)\n", v + 1);
        return 1;
      }
    } else if (!strncmp(arg, "--capacity=", 11)) {
      opts.capacity = strtoll(v + 1, &end, 10);
      if (!v[1] || *end || opts.capacity <= 0) {
        fprintf(stderr, "bufopt: error: --capacity needs a positive number of bytes\n");
        return 1;
      }
    } else if (!strncmp(arg, "--plan-time-limit=", 18)) {
      opts.time_limit = strtod(v + 1, &end);
      if (!v[1] || *end || !(opts.time_limit > 0)) {
        fprintf(stderr, "bufopt: error: --plan-time-limit needs a positive number of seconds\n");
        return 1;
      }
    } else {
      fprintf(stderr, "bufopt: error: unknown argument '%s' with --plan-csv\n", arg);
      return 1;
    }
  }
  FILE *in = csv_path && *csv_path ? fopen(csv_path, "rb") : NULL;
  if (!in) {
    fprintf(stderr, "bufopt: error: cannot open '%s'\n", csv_path ? csv_path : "");
    return 1;
  }
  char *text = NULL;
  size_t len = 0, cap = 0, got;
  do {
    if (len + 65536 > cap) {
      char *t = realloc(text, cap = 2 * cap + 65536);
      if (!t) break;
      text = t;
    }
    got = fread(text + len, 1, cap - len, in);
    len += got;
  } while (got);
  fclose(in);
  bo_plan_csv csv;
  char err[512];
  if (!text || bo_plan_csv_read(text, len, csv_path, &csv, err, sizeof err)) {
    fprintf(stderr, "%s\n", text ? err : "bufopt: error: out of memory");
    free(text);
    return 1;
  }
  free(text);
  bo_plan_result res;
  bo_plan_status st = bo_plan(csv.bufs, csv.n, &opts, &res);
  int status = st == BO_PLAN_OK ? 0 : 1;
  if (st != BO_PLAN_OK) fprintf(stderr, "%s: error: %s\n", csv_path, res.message);
  if (st == BO_PLAN_OK || st == BO_PLAN_NO_FIT)
    fprintf(stderr, "plan: buffers=%zu arena=%lld lower_bound=%lld ratio=%.4f planner=%s "
                    "seconds=%.3f\n", csv.n, (long long)res.arena, (long long)res.lower_bound,
            res.lower_bound ? (double)res.arena / (double)res.lower_bound : 1.0,
            bo_planner_name(res.used), res.seconds);
  if (st == BO_PLAN_OK) {
    char *out = bo_plan_csv_write(&csv);
    FILE *f = output && strcmp(output, "-") ? fopen(output, "w") : stdout;
    if (!out || !f || fputs(out, f) < 0 || (f != stdout && fclose(f))) {
      fprintf(stderr, "bufopt: error: cannot write '%s'\n", output ? output : "<stdout>");
      status = 1;
    }
    free(out);
  }
  if (report_path && (st == BO_PLAN_OK || st == BO_PLAN_NO_FIT)) {
    size_t rl = strlen(report_path);
    int svg = rl >= 4 && !strcmp(report_path + rl - 4, ".svg");
    bo_plan_scope scope = {csv_path, csv.bufs, csv.n, &res};
    char *rep = bo_plan_report(&scope, 1, svg ? BO_PLAN_REPORT_SVG : BO_PLAN_REPORT_JSON);
    FILE *f = rep ? fopen(report_path, "w") : NULL;
    if (!f || fputs(rep, f) < 0 || fclose(f)) {
      fprintf(stderr, "bufopt: error: cannot write '%s'\n", report_path);
      status = 1;
    }
    free(rep);
  }
  bo_plan_csv_free(&csv);
  return status;
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++)
    if (!strncmp(argv[i], "--plan-csv=", 11)) return plan_csv_main(argc, argv);
  driver d;
  memset(&d, 0, sizeof d);
  d.print_op_on_diag = true; /* mlir-opt's default */
  keep_freed_memory();
  d.ctx = bo_context_create();
  if (d.ctx) {
    bo_register_all_dialects(d.ctx);
    bo_register_all_passes(d.ctx);
  }
  d.pm = d.ctx ? bo_pm_create(d.ctx) : NULL;
  if (!d.pm) {
    fprintf(stderr, "bufopt: out of memory\n");
    return 1;
  }
  int status = parse_args(&d, argc, argv);
  if (status < 0) print_diagnostics(&d);
  if (status == 0) {
    /* process_chunk verifies each module right after parsing (timed as
     * "Parser", as mlir-opt does): the pass manager need not again */
    bo_pm_enable_input_verifier(d.pm, false);
    bo_pm_enable_timing(d.pm, d.timing);
    bo_pm_enable_statistics(d.pm, d.statistics);
    if (d.ir.before_all || d.ir.after_all || d.ir.after_failure || d.before.n || d.after.n) {
      d.ir.before = d.before.items;
      d.ir.num_before = d.before.n;
      d.ir.after = d.after.items;
      d.ir.num_after = d.after.n;
      d.ir.flags = d.print;
      d.ir.flags.size_hint = 0;
      d.ir.out = stderr;
      bo_pm_enable_ir_printing(d.pm, &d.ir);
    }
    bo_context_set_generic_names(d.ctx, d.print.generic);
    bo_context_allow_unregistered_dialects(d.ctx, d.allow_unregistered);
    /* as mlir-opt: no "see current operation" note when checking diagnostics */
    bo_diag_set_print_op(d.ctx, d.print_op_on_diag && !d.verify_diagnostics);
    if (d.dump_pipeline) {
      char *text = bo_pm_pipeline_string(d.pm);
      fprintf(stderr, "%s\n", text ? text : "");
      free(text);
    }
    d.filename = d.input && strcmp(d.input, "-") != 0 ? d.input : "<stdin>";
    status = read_input(&d);
  }
  if (status == 0) {
    status = process_input(&d);
    /* Keep an output file only on success, as mlir-opt does; stdout always
     * gets what was produced (the pieces that succeeded). */
    if ((status == 0 || !d.output) && write_output(&d)) status = -1;
    if (d.statistics) {
      char *report = bo_pm_statistics_report(d.pm);
      if (report) fputs(report, stderr);
      free(report);
    }
    if (d.timing) {
      char *report = bo_pm_timing_report(d.pm);
      if (report) fputs(report, stderr);
      free(report);
    }
  }
  if (d.src_mapped)
    munmap(d.src, d.src_mapped);
  else
    free(d.src);
  free(d.out);
  free(d.before.items);
  free(d.after.items);
  bo_pm_destroy(d.pm);
  bo_context_destroy(d.ctx);
  return status < 0 ? 1 : 0;
}
