/* pass_manager.c - the pass registry, pipelines, options, timing.
 *
 * The registry is ctx->passes, kept sorted by name so that lookups are a
 * binary search and --help lists passes alphabetically.  A pass manager is a
 * tree: the root is a pipeline on builtin.module; its children are passes
 * (with their own options struct) or nested pipelines on an op name
 * ("func.func"), which run their passes on every op of that name directly
 * inside the parent op, one op at a time, as MLIR's OpToOpPassAdaptor does.
 * Invariant: every pass sits in a pipeline whose op matches its anchor (or
 * the pass has none); bo_pm_add_pass nests passes to make it so.
 *
 * Options are parsed from MLIR's textual form `a=1 b=x,y c` into the pass's
 * own struct at the offsets its option table gives.  Strings and list items
 * are interned in the context, so option structs own no memory besides
 * themselves.  Errors are diagnostics at an unknown location.
 *
 * Instrumentation: IR dumps before/after passes (bo_pm_enable_ir_printing,
 * mlir-opt's --mlir-print-ir-* format) and pass statistics (bo_pass_stat
 * counts into the pass the outermost running pass manager of the context is
 * running, ctx->active_pm); pass managers created while another runs (by
 * pipeline passes) inherit its dump settings.
 *
 * Costs: running is linear in the number of ops visited by nested pipelines
 * plus what each pass costs; verification (on by default) runs once per pass
 * on the op the pass ran on; each IR dump prints the op once (twice with
 * after-change).
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <time.h>

#include "../ir/ir_private.h"
#include "bufopt/support.h"
#include "bufopt/timing.h"
#include "passes.h"
#include "pipelines.h"

static const bo_loc no_loc = {NULL, 0, 0};

/* ------------------------------------------------------------- registry */

void bo_register_builtin_passes(bo_context *ctx) {
  bo_pass_register(ctx, &bo_pass_one_shot_bufferize);
  bo_pass_register(ctx, &bo_pass_bufferization_lower_deallocations);
  bo_pass_register(ctx, &bo_pass_buffer_deallocation_simplification);
  bo_pass_register(ctx, &bo_pass_ownership_based_buffer_deallocation);
  bo_pass_register(ctx, &bo_pass_strip_debuginfo);
  bo_pass_register(ctx, &bo_pass_convert_seq_to_memref);
  bo_pass_register(ctx, &bo_pass_convert_onnx_seq_to_krnl);
  bo_pass_register(ctx, &bo_pass_symbol_dce);
  bo_pass_register(ctx, &bo_pass_hlo_deallocate);
  bo_pass_register(ctx, &bo_pass_hlo_deallocation_simplification);
  bo_pass_register(ctx, &bo_pass_hlo_deallocation_to_scf);
  bo_pass_register(ctx, &bo_pass_hlo_deallocation_to_memref);
  bo_pass_register(ctx, &bo_pass_hlo_buffer_reuse);
  bo_pass_register(ctx, &bo_pass_hlo_split_alloc_tensors);
  bo_pass_register(ctx, &bo_pass_hlo_deallocation_pipeline);
  bo_pass_register(ctx, &bo_pass_hlo_convert_deallocation_ops_to_llvm);
  bo_pass_register(ctx, &bo_pass_empty_tensor_to_alloc_tensor);
  bo_pass_register(ctx, &bo_pass_test_tensor_copy_insertion);
  bo_pass_register(ctx, &bo_pass_eliminate_empty_tensors);
  bo_pass_register(ctx, &bo_pass_drop_equivalent_buffer_results);
  bo_pass_register(ctx, &bo_pass_buffer_results_to_out_params);
  bo_pass_register(ctx, &bo_pass_canonicalize);
  bo_pass_register(ctx, &bo_pass_cse);
  bo_pass_register(ctx, &bo_pass_expand_realloc);
  bo_pass_register(ctx, &bo_pass_buffer_deallocation_pipeline);
  bo_pass_register(ctx, &bo_pass_bufferization_pipeline);
  bo_pass_register(ctx, &bo_pass_optimize_allocation_liveness);
  bo_pass_register(ctx, &bo_pass_promote_buffers_to_stack);
  bo_pass_register(ctx, &bo_pass_buffer_hoisting);
  bo_pass_register(ctx, &bo_pass_buffer_loop_hoisting);
  bo_pass_register(ctx, &bo_pass_merge_alloc);
  bo_pass_register(ctx, &bo_pass_gc_merge_alloc);
  bo_pass_register(ctx, &bo_pass_static_memory_planner_analysis);
}

/* Index of the first registered pass whose name is >= name. */
static size_t registry_lower_bound(bo_context *ctx, const char *name) {
  size_t lo = 0, hi = ctx->passes.len;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (strcmp(ctx->passes.data[mid]->name, name) < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

int bo_pass_register(bo_context *ctx, const bo_pass_info *pass) {
  size_t at = registry_lower_bound(ctx, pass->name);
  if (at < ctx->passes.len && strcmp(ctx->passes.data[at]->name, pass->name) == 0)
    return bo_emit_error(ctx, no_loc, "pass '%s' is already registered", pass->name);
  bo_vec_push(&ctx->passes, pass);
  memmove(ctx->passes.data + at + 1, ctx->passes.data + at,
          (ctx->passes.len - 1 - at) * sizeof *ctx->passes.data);
  ctx->passes.data[at] = pass;
  return 0;
}

const bo_pass_info *bo_pass_lookup(bo_context *ctx, const char *name) {
  size_t at = registry_lower_bound(ctx, name);
  if (at < ctx->passes.len && strcmp(ctx->passes.data[at]->name, name) == 0)
    return ctx->passes.data[at];
  return NULL;
}

unsigned bo_pass_count(bo_context *ctx) { return (unsigned)ctx->passes.len; }

const bo_pass_info *bo_pass_get(bo_context *ctx, unsigned i) {
  return i < ctx->passes.len ? ctx->passes.data[i] : NULL;
}

const char *bo_pass_closest(bo_context *ctx, const char *name) {
  size_t n = ctx->passes.len;
  if (n == 0) return NULL;
  const char **names = malloc(n * sizeof *names);
  if (!names) return NULL;
  for (size_t i = 0; i < n; i++) names[i] = ctx->passes.data[i]->name;
  const char *best = bo_closest_name(name, names, n);
  free(names);
  return best;
}

/* ---------------------------------------------------------------- timing */

double bo_time_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ------------------------------------------------------ the pass manager */

typedef struct pm_stat {
  const char *name, *help;
  uint64_t value;
} pm_stat;

typedef struct pm_node pm_node;
struct pm_node {
  const bo_pass_info *pass; /* a pass, or NULL for a nested pipeline */
  void *options;            /* the pass's options struct (malloc'ed) */
  const char *op_name;      /* pipeline: the op it runs on (interned) */
  BO_VEC(pm_node *) children;
  double seconds;           /* accumulated over runs */
  BO_VEC(pm_stat) stats;    /* --mlir-pass-statistics counters, by first use */
};

typedef struct timing_row {
  const char *name; /* interned */
  double seconds;
  bool before_passes;
} timing_row;

struct bo_pass_manager {
  bo_context *ctx;
  pm_node root; /* the builtin.module pipeline */
  bool timing, verify, verify_input, has_run;
  double start;
  BO_VEC(timing_row) rows;
  /* instrumentation: IR dumps and statistics */
  bool printing, stats;
  bo_pm_ir_printing print;
  pm_node *current; /* the pass running (statistics go there) */
};

bo_pass_manager *bo_pm_create(bo_context *ctx) {
  bo_pass_manager *pm = calloc(1, sizeof *pm);
  if (!pm) return NULL;
  pm->ctx = ctx;
  pm->root.op_name = bo_intern_cstr(ctx, "builtin.module");
  pm->verify = true;
  pm->verify_input = true;
  pm->start = bo_time_now();
  /* a pass manager a running pass creates (a pipeline pass) dumps the IR
   * as the running one does */
  bo_pass_manager *outer = ctx->active_pm;
  if (outer) {
    pm->printing = outer->printing;
    pm->print = outer->print;
  }
  return pm;
}

bo_pass_manager *bo_pm_create_on(bo_context *ctx, const char *op_name) {
  bo_pass_manager *pm = bo_pm_create(ctx);
  if (pm) pm->root.op_name = bo_intern_cstr(ctx, op_name);
  return pm;
}

static void node_free(pm_node *n) {
  for (size_t i = 0; i < n->children.len; i++) {
    node_free(n->children.data[i]);
    free(n->children.data[i]);
  }
  bo_vec_free(&n->children);
  bo_vec_free(&n->stats);
  free(n->options);
}

void bo_pm_destroy(bo_pass_manager *pm) {
  if (!pm) return;
  node_free(&pm->root);
  bo_vec_free(&pm->rows);
  free(pm);
}

void bo_pm_enable_timing(bo_pass_manager *pm, bool on) { pm->timing = on; }
void bo_pm_enable_verifier(bo_pass_manager *pm, bool on) { pm->verify = on; }
void bo_pm_enable_input_verifier(bo_pass_manager *pm, bool on) { pm->verify_input = on; }

void bo_pm_add_timing(bo_pass_manager *pm, const char *name, double seconds) {
  const char *key = bo_intern_cstr(pm->ctx, name);
  for (size_t i = 0; i < pm->rows.len; i++) {
    if (pm->rows.data[i].name == key) {
      pm->rows.data[i].seconds += seconds;
      return;
    }
  }
  timing_row row = {key, seconds, !pm->has_run};
  bo_vec_push(&pm->rows, row);
}

/* -------------------------------------------------------------- options */

/* Emits an error formatted in a local buffer (bo_emit_error takes a format,
 * and our messages are built from pieces). */
static int pm_error(bo_context *ctx, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int pm_error(bo_context *ctx, const char *fmt, ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return bo_emit_error(ctx, no_loc, "%s", buf);
}

/* Length of the value starting at s (at most n bytes): stops at whitespace
 * outside braces and quotes.  Returns (size_t)-1 when a brace or quote is not
 * closed. */
static size_t scan_value(const char *s, size_t n, char stop) {
  int depth = 0;
  char quote = 0;
  size_t i = 0;
  for (; i < n; i++) {
    char c = s[i];
    if (quote) {
      if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '{') {
      depth++;
    } else if (c == '}') {
      if (depth == 0) return (size_t)-1;
      depth--;
    } else if (depth == 0 && (isspace((unsigned char)c) || c == stop)) {
      break;
    }
  }
  return (quote || depth) ? (size_t)-1 : i;
}

/* Strips one pair of enclosing braces or quotes. */
static void unwrap(const char **s, size_t *n) {
  if (*n >= 2 && (((*s)[0] == '{' && (*s)[*n - 1] == '}') ||
                  ((*s)[0] == '"' && (*s)[*n - 1] == '"') ||
                  ((*s)[0] == '\'' && (*s)[*n - 1] == '\''))) {
    (*s)++;
    *n -= 2;
  }
}

static const char *option_kind_name(bo_option_kind k) {
  switch (k) {
    case BO_OPT_BOOL: return "boolean";
    case BO_OPT_INT: return "integer";
    case BO_OPT_UINT: return "unsigned integer";
    case BO_OPT_STRING: return "string";
    case BO_OPT_ENUM: return "enum";
    case BO_OPT_LIST: return "list";
  }
  return "?";
}

static int set_option(bo_context *ctx, const bo_pass_info *pass, void *options,
                      const bo_pass_option *o, const char *val, size_t vlen, bool has_val) {
  char *field = (char *)options + o->offset;
  char text[256];
  unwrap(&val, &vlen);
  if (o->kind != BO_OPT_STRING && o->kind != BO_OPT_LIST) {
    if (vlen >= sizeof text)
      return pm_error(ctx, "value of option '%s' of pass '%s' is too long", o->name, pass->name);
    if (vlen) memcpy(text, val, vlen);
    text[vlen] = 0;
  }
  switch (o->kind) {
    case BO_OPT_BOOL: {
      bool b;
      if (!has_val || strcmp(text, "true") == 0 || strcmp(text, "1") == 0)
        b = true;
      else if (strcmp(text, "false") == 0 || strcmp(text, "0") == 0)
        b = false;
      else
        return pm_error(ctx, "invalid value '%s' for boolean option '%s' of pass '%s'"
                        " (expected 'true' or 'false')", text, o->name, pass->name);
      *(bool *)field = b;
      return 0;
    }
    case BO_OPT_INT:
    case BO_OPT_UINT: {
      char *end;
      errno = 0;
      if (!has_val || vlen == 0) goto need_value;
      if (o->kind == BO_OPT_INT) {
        long long v = strtoll(text, &end, 0);
        if (*end || errno) goto bad_number;
        *(int64_t *)field = v;
      } else {
        if (text[0] == '-') goto bad_number;
        unsigned long long v = strtoull(text, &end, 0);
        if (*end || errno) goto bad_number;
        *(uint64_t *)field = v;
      }
      return 0;
    bad_number:
      return pm_error(ctx, "invalid value '%s' for %s option '%s' of pass '%s'", text,
                      option_kind_name(o->kind), o->name, pass->name);
    }
    case BO_OPT_STRING:
      if (!has_val) goto need_value;
      *(const char **)field = bo_intern(ctx, val, vlen);
      return 0;
    case BO_OPT_ENUM: {
      if (!has_val) goto need_value;
      char list[512] = "";
      size_t used = 0;
      for (int i = 0; o->enum_values && o->enum_values[i]; i++) {
        if (strcmp(o->enum_values[i], text) == 0) {
          *(int *)field = i;
          return 0;
        }
        used += (size_t)snprintf(list + used, used < sizeof list ? sizeof list - used : 0,
                                 "%s'%s'", i ? ", " : "", o->enum_values[i]);
        if (used >= sizeof list) used = sizeof list - 1;
      }
      return pm_error(ctx, "invalid value '%s' for option '%s' of pass '%s'; expected one of %s",
                      text, o->name, pass->name, list);
    }
    case BO_OPT_LIST: {
      if (!has_val) goto need_value;
      /* Count the items, then intern each (items may be braced or quoted). */
      unsigned count = 0;
      for (size_t i = 0; i < vlen;) {
        size_t n = scan_value(val + i, vlen - i, ',');
        if (n == (size_t)-1) goto unbalanced;
        count++;
        i += n + 1;
      }
      const char **items = count ? bo_arena_alloc(ctx, count * sizeof *items) : NULL;
      unsigned k = 0;
      for (size_t i = 0; i < vlen && k < count;) {
        size_t n = scan_value(val + i, vlen - i, ',');
        const char *item = val + i;
        size_t ilen = n;
        unwrap(&item, &ilen);
        items[k++] = bo_intern(ctx, item, ilen);
        i += n + 1;
      }
      *(const char ***)field = items;
      *(unsigned *)(field + sizeof(const char **)) = count;
      return 0;
    }
  }
  return 0;
need_value:
  return pm_error(ctx, "option '%s' of pass '%s' needs a value", o->name, pass->name);
unbalanced:
  return pm_error(ctx, "unbalanced braces or quotes in option '%s' of pass '%s'", o->name,
                  pass->name);
}

/* Parses "a=1 b=x,y c" into options. */
static int parse_options(bo_context *ctx, const bo_pass_info *pass, void *options,
                         const char *text, size_t len) {
  size_t i = 0;
  while (i < len) {
    while (i < len && isspace((unsigned char)text[i])) i++;
    if (i >= len) break;
    size_t name_start = i;
    while (i < len && text[i] != '=' && !isspace((unsigned char)text[i])) i++;
    size_t name_len = i - name_start;
    const char *val = NULL;
    size_t vlen = 0;
    bool has_val = false;
    if (i < len && text[i] == '=') {
      i++;
      size_t n = scan_value(text + i, len - i, 0);
      if (n == (size_t)-1)
        return pm_error(ctx, "unbalanced braces or quotes in options '%.*s' of pass '%s'",
                        (int)len, text, pass->name);
      val = text + i;
      vlen = n;
      has_val = true;
      i += n;
    }
    const bo_pass_option *opt = NULL;
    for (unsigned k = 0; k < pass->num_options; k++) {
      const char *on = pass->options[k].name;
      if (strlen(on) == name_len && memcmp(on, text + name_start, name_len) == 0) {
        opt = &pass->options[k];
        break;
      }
    }
    if (!opt) {
      char name[256];
      snprintf(name, sizeof name, "%.*s", (int)name_len, text + name_start);
      const char *cands[64];
      size_t nc = 0;
      for (unsigned k = 0; k < pass->num_options && nc < 64; k++)
        cands[nc++] = pass->options[k].name;
      const char *near = bo_closest_name(name, cands, nc);
      if (near)
        return pm_error(ctx, "unknown option '%s' for pass '%s'; did you mean '%s'?", name,
                        pass->name, near);
      if (pass->num_options == 0)
        return pm_error(ctx, "unknown option '%s' for pass '%s' (it has no options)", name,
                        pass->name);
      return pm_error(ctx, "unknown option '%s' for pass '%s'", name, pass->name);
    }
    if (set_option(ctx, pass, options, opt, val, vlen, has_val)) return -1;
  }
  return 0;
}

/* -------------------------------------------------------- building trees */

static pm_node *new_pipeline(const char *op_name) {
  pm_node *n = calloc(1, sizeof *n);
  if (n) n->op_name = op_name;
  return n;
}

/* Creates a pass node with its options parsed; NULL after a diagnostic. */
static pm_node *new_pass(bo_context *ctx, const bo_pass_info *pass, const char *opts,
                         size_t opts_len) {
  pm_node *n = calloc(1, sizeof *n);
  if (!n) return NULL;
  n->pass = pass;
  n->options = calloc(1, pass->options_size ? pass->options_size : 1);
  if (pass->init_options) pass->init_options(n->options);
  if (opts && parse_options(ctx, pass, n->options, opts, opts_len)) {
    free(n->options);
    free(n);
    return NULL;
  }
  return n;
}

/* Appends a pass node to pipe, nesting it in a pipeline on its anchor when
 * pipe is on builtin.module and the pass is anchored elsewhere. */
static int place_pass(bo_pass_manager *pm, pm_node *pipe, pm_node *n) {
  const char *anchor = n->pass->anchor;
  if (!anchor || strcmp(anchor, pipe->op_name) == 0) {
    bo_vec_push(&pipe->children, n);
    return 0;
  }
  if (strcmp(pipe->op_name, "builtin.module") != 0) {
    int rc = pm_error(pm->ctx, "pass '%s' runs on '%s' and cannot run in a '%s' pipeline",
                      n->pass->name, anchor, pipe->op_name);
    node_free(n);
    free(n);
    return rc;
  }
  pm_node *last = pipe->children.len ? pipe->children.data[pipe->children.len - 1] : NULL;
  if (!last || last->pass || strcmp(last->op_name, anchor) != 0) {
    last = new_pipeline(bo_intern_cstr(pm->ctx, anchor));
    bo_vec_push(&pipe->children, last);
  }
  bo_vec_push(&last->children, n);
  return 0;
}

static int unknown_pass(bo_context *ctx, const char *name) {
  const char *near = bo_pass_closest(ctx, name);
  if (near)
    return pm_error(ctx, "'%s' does not refer to a registered pass; did you mean '%s'?", name,
                    near);
  return pm_error(ctx, "'%s' does not refer to a registered pass", name);
}

int bo_pm_add_pass(bo_pass_manager *pm, const char *name, const char *options) {
  const bo_pass_info *pass = bo_pass_lookup(pm->ctx, name);
  if (!pass) return unknown_pass(pm->ctx, name);
  pm_node *n = new_pass(pm->ctx, pass, options, options ? strlen(options) : 0);
  if (!n) return -1;
  return place_pass(pm, &pm->root, n);
}

/* Typed form (src/pass/pipelines.h): the options come as the pass's struct. */
int bo_pm_add(bo_pass_manager *pm, const bo_pass_info *pass, const void *options) {
  pm_node *n = new_pass(pm->ctx, pass, NULL, 0);
  if (!n) return -1;
  if (options && pass->options_size) memcpy(n->options, options, pass->options_size);
  return place_pass(pm, &pm->root, n);
}

/* Textual pipelines: list := elem (',' elem)*;  elem := name ['(' list ')' | '{' opts '}'] */
typedef struct pipeline_parser {
  bo_pass_manager *pm;
  const char *text;
  size_t pos, len;
} pipeline_parser;

static int pp_error(pipeline_parser *p, const char *msg) {
  return pm_error(p->pm->ctx, "invalid pass pipeline '%s': %s at column %zu", p->text, msg,
                  p->pos + 1);
}

static void pp_skip_space(pipeline_parser *p) {
  while (p->pos < p->len && isspace((unsigned char)p->text[p->pos])) p->pos++;
}

static bool is_name_char(char c) {
  return isalnum((unsigned char)c) || c == '_' || c == '-' || c == '.' || c == '$';
}

static int pp_list(pipeline_parser *p, pm_node *pipe, int depth) {
  for (;;) {
    pp_skip_space(p);
    size_t start = p->pos;
    while (p->pos < p->len && is_name_char(p->text[p->pos])) p->pos++;
    if (p->pos == start) return pp_error(p, "expected a pass or an op name");
    char name[256];
    snprintf(name, sizeof name, "%.*s", (int)(p->pos - start), p->text + start);
    pp_skip_space(p);
    if (p->pos < p->len && p->text[p->pos] == '(') {
      p->pos++;
      pm_node *target;
      if (depth == 0 && strcmp(name, "builtin.module") == 0) {
        target = pipe; /* the anchor: the root itself */
      } else {
        target = new_pipeline(bo_intern_cstr(p->pm->ctx, name));
        bo_vec_push(&pipe->children, target);
      }
      pp_skip_space(p);
      if (p->pos < p->len && p->text[p->pos] == ')') {
        p->pos++; /* empty pipeline */
      } else {
        if (pp_list(p, target, depth + 1)) return -1;
        pp_skip_space(p);
        if (p->pos >= p->len || p->text[p->pos] != ')') return pp_error(p, "expected ')'");
        p->pos++;
      }
    } else {
      const bo_pass_info *pass = bo_pass_lookup(p->pm->ctx, name);
      if (!pass) return unknown_pass(p->pm->ctx, name);
      const char *opts = NULL;
      size_t opts_len = 0;
      if (p->pos < p->len && p->text[p->pos] == '{') {
        int d = 0; /* find the matching brace */
        size_t i = p->pos;
        for (; i < p->len; i++) {
          if (p->text[i] == '{') d++;
          else if (p->text[i] == '}' && --d == 0) break;
        }
        if (i >= p->len) return pp_error(p, "expected '}'");
        opts = p->text + p->pos + 1;
        opts_len = i - p->pos - 1;
        p->pos = i + 1;
      }
      pm_node *node = new_pass(p->pm->ctx, pass, opts, opts_len);
      if (!node || place_pass(p->pm, pipe, node)) return -1;
    }
    pp_skip_space(p);
    if (p->pos < p->len && p->text[p->pos] == ',') {
      p->pos++;
      continue;
    }
    return 0;
  }
}

int bo_pm_add_pipeline(bo_pass_manager *pm, const char *text) {
  pipeline_parser p = {pm, text, 0, strlen(text)};
  pp_skip_space(&p);
  if (p.pos == p.len) return 0; /* empty pipeline */
  if (pp_list(&p, &pm->root, 0)) return -1;
  pp_skip_space(&p);
  if (p.pos != p.len) return pp_error(&p, "unexpected text");
  return 0;
}

/* -------------------------------------------------------------- printing */

static bool needs_braces(const char *s) {
  if (!*s) return true;
  for (; *s; s++)
    if (isspace((unsigned char)*s) || *s == ',' || *s == '{' || *s == '}' || *s == '=')
      return true;
  return false;
}

static void print_string_value(bo_str *s, const char *v) {
  if (needs_braces(v)) {
    bo_str_printf(s, "{%s}", v);
  } else {
    bo_str_puts(s, v);
  }
}

static void print_options(bo_str *s, const bo_pass_info *pass, const void *options) {
  if (pass->num_options == 0) return;
  bo_str_putc(s, '{');
  bool first = true;
  for (unsigned k = 0; k < pass->num_options; k++) {
    const bo_pass_option *o = &pass->options[k];
    const char *field = (const char *)options + o->offset;
    if (o->kind == BO_OPT_STRING && !*(const char *const *)field) continue;
    bo_str_printf(s, "%s%s=", first ? "" : " ", o->name);
    first = false;
    switch (o->kind) {
      case BO_OPT_BOOL: bo_str_puts(s, *(const bool *)field ? "true" : "false"); break;
      case BO_OPT_INT: bo_str_printf(s, "%lld", (long long)*(const int64_t *)field); break;
      case BO_OPT_UINT:
        bo_str_printf(s, "%llu", (unsigned long long)*(const uint64_t *)field);
        break;
      case BO_OPT_STRING: print_string_value(s, *(const char *const *)field); break;
      case BO_OPT_ENUM: {
        int i = *(const int *)field;
        bo_str_puts(s, o->enum_values && i >= 0 ? o->enum_values[i] : "?");
        break;
      }
      case BO_OPT_LIST: {
        const char *const *items = *(const char *const *const *)field;
        unsigned count = *(const unsigned *)(field + sizeof(const char **));
        for (unsigned i = 0; i < count; i++) {
          if (i) bo_str_putc(s, ',');
          print_string_value(s, items[i]);
        }
        break;
      }
    }
  }
  bo_str_putc(s, '}');
}

static void print_node(bo_str *s, const pm_node *n) {
  if (n->pass) {
    bo_str_puts(s, n->pass->name);
    print_options(s, n->pass, n->options);
    return;
  }
  bo_str_printf(s, "%s(", n->op_name);
  for (size_t i = 0; i < n->children.len; i++) {
    if (i) bo_str_putc(s, ',');
    print_node(s, n->children.data[i]);
  }
  bo_str_putc(s, ')');
}

char *bo_pm_pipeline_string(bo_pass_manager *pm) {
  bo_str s = {0};
  print_node(&s, &pm->root);
  return s.data;
}

/* --------------------------------------------------------------- running */

static int run_pipeline(bo_pass_manager *pm, pm_node *pipe, bo_op *op);

/* Runs a nested pipeline on every op named pipe->op_name directly inside op:
 * on all of them even when one fails, as mlir-opt's (multi-threaded) nested
 * pass managers report the diagnostics of every function. */
static int run_nested(bo_pass_manager *pm, pm_node *pipe, bo_op *op) {
  int rc = 0;
  for (unsigned r = 0; r < op->num_regions; r++) {
    for (bo_block *b = op->regions[r].first; b; b = b->next) {
      for (bo_op *child = b->first; child;) {
        bo_op *next = child->next;
        if (bo_op_is(child, pipe->op_name) && run_pipeline(pm, pipe, child)) rc = -1;
        child = next;
      }
    }
  }
  return rc;
}

/* ------------------------------------------------------ IR dumps, stats */

/* MLIR's names for the passes upstream has (the pass class); the others get
 * a CamelCase form of their name. */
static const struct {
  const char *name, *display;
  bool pipeline; /* only runs other passes: not dumped itself */
} pass_names[] = {
    {"buffer-deallocation-pipeline", "BufferDeallocationPipeline", true},
    {"buffer-deallocation-simplification", "BufferDeallocationSimplificationPass", false},
    {"buffer-hoisting", "BufferHoistingPass", false},
    {"buffer-loop-hoisting", "BufferLoopHoistingPass", false},
    {"buffer-results-to-out-params", "BufferResultsToOutParamsPass", false},
    {"bufferization-lower-deallocations", "LowerDeallocationsPass", false},
    {"bufferization-pipeline", "BufferizationPipeline", true},
    {"canonicalize", "Canonicalizer", false},
    {"cse", "CSE", false},
    {"drop-equivalent-buffer-results", "DropEquivalentBufferResultsPass", false},
    {"eliminate-empty-tensors", "EmptyTensorEliminationPass", false},
    {"empty-tensor-to-alloc-tensor", "EmptyTensorToAllocTensorPass", false},
    {"expand-realloc", "ExpandReallocPass", false},
    {"hlo-deallocation-pipeline", "HloDeallocationPipeline", true},
    {"one-shot-bufferize", "OneShotBufferizePass", false},
    {"optimize-allocation-liveness", "OptimizeAllocationLivenessPass", false},
    {"ownership-based-buffer-deallocation", "OwnershipBasedBufferDeallocationPass", false},
    {"promote-buffers-to-stack", "PromoteBuffersToStackPass", false},
    {"strip-debuginfo", "StripDebugInfo", false},
    {"symbol-dce", "SymbolDCE", false},
};
enum { NUM_PASS_NAMES = sizeof pass_names / sizeof pass_names[0] };

static int pass_name_index(const bo_pass_info *pass) {
  for (int i = 0; i < NUM_PASS_NAMES; i++)
    if (!strcmp(pass_names[i].name, pass->name)) return i;
  return -1;
}

const char *bo_pass_display_name(const bo_pass_info *pass) {
  int i = pass_name_index(pass);
  return i >= 0 ? pass_names[i].display : pass->name;
}

/* The display name into buf: the table's, or "merge-alloc" -> "MergeAllocPass". */
static const char *display_name(const bo_pass_info *pass, char *buf, size_t cap) {
  int i = pass_name_index(pass);
  if (i >= 0) return pass_names[i].display;
  size_t n = 0;
  bool up = true;
  for (const char *c = pass->name; *c && n + 5 < cap; c++) {
    if (*c == '-') {
      up = true;
      continue;
    }
    buf[n++] = up ? (char)toupper((unsigned char)*c) : *c;
    up = false;
  }
  memcpy(buf + n, "Pass", 5);
  return buf;
}

void bo_pm_enable_ir_printing(bo_pass_manager *pm, const bo_pm_ir_printing *cfg) {
  pm->printing = cfg != NULL;
  if (cfg) pm->print = *cfg;
}

void bo_pm_enable_statistics(bo_pass_manager *pm, bool on) { pm->stats = on; }

void bo_pass_stat(bo_context *ctx, const char *name, const char *help, uint64_t n) {
  bo_pass_manager *pm = ctx ? ctx->active_pm : NULL;
  if (!pm || !pm->stats || !pm->current) return;
  pm_node *node = pm->current;
  for (size_t i = 0; i < node->stats.len; i++) {
    if (!strcmp(node->stats.data[i].name, name)) {
      node->stats.data[i].value += n;
      return;
    }
  }
  pm_stat st = {name, help, n};
  bo_vec_push(&node->stats, st);
}

static bool name_listed(const char *name, const char *const *list, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (!strcmp(list[i], name)) return true;
  return false;
}

/* The text a dump shows for op: op itself (printed in local scope when it is
 * nested, with no final newline, as MLIR prints a nested op), or with
 * module_scope the whole module.  malloc'ed. */
static char *dump_text(bo_pass_manager *pm, bo_op *op, size_t *len) {
  bo_print_flags flags = pm->print.flags;
  bo_op *top = op;
  if (pm->print.module_scope) {
    while (top->block && top->block->parent && top->block->parent->parent)
      top = top->block->parent->parent;
  } else if (op->block) {
    flags.local_scope = true;
  }
  char *text = bo_print_op_to_string(top, &flags, len);
  if (text && top->block)
    while (*len > 0 && text[*len - 1] == '\n') text[--*len] = 0;
  return text;
}

static void dump(bo_pass_manager *pm, const char *when, const bo_pass_info *pass, bo_op *op,
                 bool failed, const char *text, size_t len) {
  FILE *f = pm->print.out ? pm->print.out : stderr;
  char buf[128];
  fprintf(f, "// -----// IR Dump %s %s%s (%s)", when, display_name(pass, buf, sizeof buf),
          failed ? " Failed" : "", pass->name);
  if (pm->print.module_scope) {
    fprintf(f, " ('%s' operation", op->info->name);
    const bo_attr *sym = bo_op_get_prop(op, "sym_name");
    if (!sym) sym = bo_op_get_attr(op, "sym_name");
    if (sym && sym->kind == BO_ATTR_STRING) fprintf(f, ": @%.*s", (int)sym->u.str.len, sym->u.str.data);
    fputc(')', f);
  }
  fputs(" //----- //\n", f);
  fwrite(text, 1, len, f);
  fputs("\n\n", f);
}

static bool is_pipeline_pass(const bo_pass_info *pass) {
  int i = pass_name_index(pass);
  return i >= 0 && pass_names[i].pipeline;
}

/* Runs one pass on op with the dumps asked for. */
static int run_pass(bo_pass_manager *pm, pm_node *n, bo_op *op) {
  const bo_pass_info *pass = n->pass;
  bo_pm_ir_printing *pr = &pm->print;
  bool dumps = pm->printing && !is_pipeline_pass(pass);
  bool before = dumps && (pr->before_all || name_listed(pass->name, pr->before, pr->num_before));
  bool after = dumps && (pr->after_all || pr->after_failure ||
                         name_listed(pass->name, pr->after, pr->num_after));
  char *old = NULL;
  size_t old_len = 0;
  if (before || (after && pr->after_change)) old = dump_text(pm, op, &old_len);
  if (before && old) dump(pm, "Before", pass, op, false, old, old_len);
  if (pm->ctx->active_pm == pm) pm->current = n; /* statistics go to the outermost pass */
  int rc = pass->run(op, n->options);
  if (rc == 0 && pm->verify) rc = bo_verify(op);
  if (after && (rc != 0 || !pr->after_failure)) {
    size_t len = 0;
    char *text = dump_text(pm, op, &len);
    bool changed = rc != 0 || !pr->after_change || !old || len != old_len ||
                   (text && memcmp(text, old, len) != 0);
    if (text && changed) dump(pm, "After", pass, op, rc != 0, text, len);
    free(text);
  }
  free(old);
  return rc;
}

static int run_pipeline(bo_pass_manager *pm, pm_node *pipe, bo_op *op) {
  for (size_t i = 0; i < pipe->children.len; i++) {
    pm_node *n = pipe->children.data[i];
    double t0 = pm->timing ? bo_time_now() : 0;
    int rc;
    if (n->pass) {
      rc = run_pass(pm, n, op);
    } else {
      rc = run_nested(pm, n, op);
    }
    if (pm->timing) n->seconds += bo_time_now() - t0;
    if (rc) return -1;
  }
  return 0;
}

/* True when every pass under n keeps pending bodies.  O(nodes under n). */
static bool node_keeps_pending(const pm_node *n) {
  if (n->pass) return n->pass->keeps_pending_bodies;
  for (size_t i = 0; i < n->children.len; i++)
    if (!node_keeps_pending(n->children.data[i])) return false;
  return true;
}

bool bo_pm_keeps_pending_bodies(const bo_pass_manager *pm) {
  return pm->root.children.len && node_keeps_pending(&pm->root);
}

/* Passes assume valid IR (a func.return whose types differ from the
 * signature would be bufferized as if they matched), so the input is
 * verified first unless the caller did it (bo_pm_enable_input_verifier), and
 * each pass's output after it (bo_pm_enable_verifier). */
int bo_pm_run(bo_pass_manager *pm, bo_op *module) {
  pm->has_run = true;
  if (!bo_op_is(module, pm->root.op_name))
    return bo_op_emit_error(module, "can't run a pass pipeline on '%s' here", pm->root.op_name);
  if (pm->verify_input && bo_verify(module)) return -1;
  /* passes see every region: pending implicit bodies are built first,
   * unless every pass works with them pending */
  if (pm->root.children.len && !bo_pm_keeps_pending_bodies(pm)) bo_materialize_bodies(module);
  /* the outermost running pass manager collects the statistics */
  bool outermost = pm->ctx->active_pm == NULL;
  if (outermost) pm->ctx->active_pm = pm;
  int rc = run_pipeline(pm, &pm->root, module);
  if (outermost) {
    pm->ctx->active_pm = NULL;
    pm->current = NULL;
  }
  return rc;
}

/* ---------------------------------------------------------------- report */

static void report_row(bo_str *s, double secs, double total, int depth, const char *name,
                       const char *suffix) {
  double pct = total > 0 ? 100.0 * secs / total : 0.0;
  bo_str_printf(s, "%10.4f (%5.1f%%)  %*s%s%s\n", secs, pct, depth * 2, "", name, suffix);
}

static void report_node(bo_str *s, const pm_node *n, double total, int depth) {
  if (n->pass) {
    report_row(s, n->seconds, total, depth, n->pass->name, "");
    return;
  }
  char label[300];
  snprintf(label, sizeof label, "'%s'", n->op_name);
  report_row(s, n->seconds, total, depth, label, " Pipeline");
  for (size_t i = 0; i < n->children.len; i++)
    report_node(s, n->children.data[i], total, depth + 1);
}

char *bo_pm_timing_report(bo_pass_manager *pm) {
  static const char rule[] =
      "===-------------------------------------------------------------------------===\n";
  double total = bo_time_now() - pm->start, covered = 0;
  for (size_t i = 0; i < pm->rows.len; i++) covered += pm->rows.data[i].seconds;
  for (size_t i = 0; i < pm->root.children.len; i++)
    covered += pm->root.children.data[i]->seconds;
  if (covered > total) total = covered;
  bo_str s = {0};
  bo_str_puts(&s, rule);
  bo_str_puts(&s, "                         ... Execution time report ...\n");
  bo_str_puts(&s, rule);
  bo_str_printf(&s, "  Total Execution Time: %.4f seconds\n\n", total);
  bo_str_puts(&s, "  ----Wall Time----  ----Name----\n");
  for (size_t i = 0; i < pm->rows.len; i++)
    if (pm->rows.data[i].before_passes)
      report_row(&s, pm->rows.data[i].seconds, total, 0, pm->rows.data[i].name, "");
  for (size_t i = 0; i < pm->root.children.len; i++)
    report_node(&s, pm->root.children.data[i], total, 0);
  for (size_t i = 0; i < pm->rows.len; i++)
    if (!pm->rows.data[i].before_passes)
      report_row(&s, pm->rows.data[i].seconds, total, 0, pm->rows.data[i].name, "");
  report_row(&s, total - covered, total, 0, "Rest", "");
  report_row(&s, total, total, 0, "Total", "");
  return s.data;
}

/* ------------------------------------------------------------ statistics */

static int cmp_stat(const void *a, const void *b) {
  return strcmp(((const pm_stat *)a)->name, ((const pm_stat *)b)->name);
}

static void stats_node(bo_str *s, pm_node *n, int depth) {
  if (!n->pass) {
    bo_str_printf(s, "%*s'%s' Pipeline\n", depth * 2, "", n->op_name);
    for (size_t i = 0; i < n->children.len; i++) stats_node(s, n->children.data[i], depth + 1);
    bo_str_puts(s, "\n");
    return;
  }
  char buf[128];
  bo_str_printf(s, "%*s%s\n", depth * 2, "", display_name(n->pass, buf, sizeof buf));
  if (!n->stats.len) return;
  qsort(n->stats.data, n->stats.len, sizeof *n->stats.data, cmp_stat);
  int wname = 0, wval = 0;
  for (size_t i = 0; i < n->stats.len; i++) {
    char v[32];
    int vl = snprintf(v, sizeof v, "%llu", (unsigned long long)n->stats.data[i].value);
    int nl = (int)strlen(n->stats.data[i].name);
    if (vl > wval) wval = vl;
    if (nl > wname) wname = nl;
  }
  for (size_t i = 0; i < n->stats.len; i++)
    bo_str_printf(s, "%*s(S) %*llu %-*s - %s\n", depth * 2 + 2, "", wval,
                  (unsigned long long)n->stats.data[i].value, wname, n->stats.data[i].name,
                  n->stats.data[i].help ? n->stats.data[i].help : "");
}

char *bo_pm_statistics_report(bo_pass_manager *pm) {
  static const char rule[] =
      "===-------------------------------------------------------------------------===\n";
  bo_str s = {0};
  bo_str_puts(&s, rule);
  bo_str_puts(&s, "                         ... Pass statistics report ...\n");
  bo_str_puts(&s, rule);
  for (size_t i = 0; i < pm->root.children.len; i++) stats_node(&s, pm->root.children.data[i], 0);
  return s.data;
}
