/* merge_alloc.c - the merge-alloc pass: the static-shape temporaries of each
 * allocation scope share one byte arena, planned at compile time.
 *
 * Per function: tick lifetimes of every memref.alloc (alloc_lifetimes.h:
 * aliases, loop and branch widening, scopes); the mergeable ones of each
 * (scope block, memory space) become bo_plan_buffers live on
 * [2*first, 2*last + 1) in allocation order; bo_plan gives byte offsets;
 * the rewrite puts `memref.alloc() {alignment = A : i64} : memref<Nxi8>` at
 * the start of the scope block and replaces each merged allocation by an
 * `arith.constant OFFSET : index` and a `memref.view` of the arena.
 *
 * The invariant: two merged buffers share bytes only when no execution can
 * have both live, so every view reads what it wrote.  bufopt's native mode
 * keeps it where graph-compiler does not (see docs/merge-alloc.md): widening
 * over every enclosing loop and branch, parallel-loop bodies always their
 * own scope (no hoisting), pointer extraction untraceable, lowered element
 * sizes, the arena trimmed to the plan's high-water mark, direct deallocs of
 * merged buffers dropped and one dealloc of the arena at the end of its
 * scope.  gc-merge-alloc (gc_merge_alloc.c) runs this driver in
 * graph-compiler's exact mode.
 *
 * Cost: the analysis (near linear) + the planner per scope + one pass over
 * the merged allocations.
 */
#include "merge_alloc.h"

#include <stddef.h>
#include <stdio.h>

#include "../analysis/alloc_lifetimes.h"
#include "../dialects/memory_iface.h"
#include "../pass/passes.h"
#include "bufopt/plan.h"

/* Op and attribute names built here (one place). */
static const char k_alloc[] = "memref.alloc";
static const char k_view[] = "memref.view";
static const char k_dealloc[] = "memref.dealloc";
static const char k_constant[] = "arith.constant";
static const char k_lifetime_attr[] = "__mergealloc_lifetime";
static const char k_scope_attr[] = "__mergealloc_scope";

typedef struct scope_group {
  bo_block *block;
  const bo_attr *space;
  bo_op *scope;
  BO_VEC(uint32_t) members; /* indices into the lifetimes, allocation order */
  bo_plan_buffer *bufs;
  bo_plan_result result;
  int64_t first_size; /* gc: the size of the trace's first event */
  size_t order;       /* program order of the first member */
} scope_group;

typedef struct merge_state {
  const bo_merge_alloc_config *cfg;
  bo_op *func;
  bo_context *ctx;
  bo_alloc_lifetimes lt;
  BO_VEC(scope_group) groups;
  BO_VEC(char *) labels;
} merge_state;

static int64_t align_up(int64_t v, int64_t a) { return (v + a - 1) / a * a; }

static int parse_planner(merge_state *st, bo_planner *out) {
  const char *p = st->cfg->planner_options ? st->cfg->planner_options : "";
  if (!*p || !strcmp(p, "cost-model")) {
    *out = st->cfg->gc_compat ? BO_PLANNER_GC_COST_MODEL : (*p ? BO_PLANNER_GC_COST_MODEL
                                                                : BO_PLANNER_DEFAULT);
    return 0;
  }
  if (!strcmp(p, "size-first")) {
    *out = BO_PLANNER_GC_SIZE_FIRST;
    return 0;
  }
  if (st->cfg->gc_compat) return bo_op_emit_error(st->func, "Unrecognized planner option");
  if (bo_planner_from_name(p, out) == 0) return 0;
  bo_str names = {0};
  for (int i = 0; i < BO_PLANNER_COUNT; i++)
    bo_str_printf(&names, "%s%s", i ? ", " : "", bo_planner_name((bo_planner)i));
  bo_op_emit_error(st->func,
                   "unknown planner-options '%s' (valid: cost-model, size-first, %s)", p,
                   names.data);
  bo_str_free(&names);
  return -1;
}

/* A small integer naming each scope op in analysis-only output. */
static int64_t scope_id(const bo_op *scope) { return scope ? (int64_t)scope->id + 1 : 0; }

static void annotate(merge_state *st) {
  const bo_type *i64 = bo_type_integer(st->ctx, 64, BO_SIGNLESS);
  for (size_t i = 0; i < st->lt.allocs.len; i++) {
    const bo_alloc_life *a = &st->lt.allocs.data[i];
    int64_t v[3] = {scope_id(a->scope), a->first, a->last};
    bo_op_set_discardable_attr(a->alloc, k_lifetime_attr,
                               bo_attr_dense_array_int(st->ctx, i64, 3, v));
    if (a->scope)
      bo_op_set_discardable_attr(a->scope, k_scope_attr,
                                 bo_attr_integer(st->ctx, i64, scope_id(a->scope)));
  }
}

/* gc: errors graph-compiler reports for mergeable allocations. */
static int check_gc_errors(merge_state *st) {
  for (size_t i = 0; i < st->lt.allocs.len; i++) {
    bo_alloc_life *a = &st->lt.allocs.data[i];
    if (!a->mergeable) continue;
    if (a->hoist)
      return bo_op_emit_plain_error(a->alloc, "gc-merge-alloc: hoisting an allocation out of "
                                              "an scf.forall nest is not supported yet");
    if (!a->scope)
      return bo_op_emit_plain_error(a->alloc,
                                    "This op should be surrounded by an AutomaticAllocationScope");
    if (!a->scope_block)
      return bo_op_emit_plain_error(
          a->alloc, "This op should be surrounded by an AutomaticAllocationScope of single block");
    if (a->bytes <= 0) {
      if (bo_type_get_num_elements(a->alloc->results[0].type) == 0)
        return bo_op_emit_plain_error(a->alloc, "Expecting static shaped allocation");
      a->mergeable = false; /* an element type graph-compiler cannot size */
    }
  }
  return 0;
}

static scope_group *group_of(merge_state *st, const bo_alloc_life *a) {
  const bo_attr *space = bo_type_get_memory_space(a->alloc->results[0].type);
  for (size_t g = 0; g < st->groups.len; g++)
    if (st->groups.data[g].block == a->scope_block && st->groups.data[g].space == space)
      return &st->groups.data[g];
  scope_group ng = {.block = a->scope_block, .space = space, .scope = a->scope,
                    .order = st->groups.len};
  bo_vec_push(&st->groups, ng);
  return &st->groups.data[st->groups.len - 1];
}

static const char *label_of(merge_state *st, const bo_alloc_life *a) {
  bo_loc l = a->alloc->loc;
  bo_str s = {0};
  bo_str_printf(&s, "%s:%u:%u ticks [%lld, %lld]", l.file ? l.file : "?", l.line, l.col,
                (long long)a->first, (long long)a->last);
  bo_vec_push(&st->labels, s.data);
  return s.data;
}

static int plan_group(merge_state *st, scope_group *g, bo_planner planner) {
  size_t n = g->members.len;
  g->bufs = calloc(n ? n : 1, sizeof *g->bufs);
  if (!g->bufs) return bo_op_emit_error(st->func, "out of memory");
  int64_t align = st->cfg->alignment;
  for (size_t k = 0; k < n; k++) {
    const bo_alloc_life *a = &st->lt.allocs.data[g->members.data[k]];
    bo_plan_buffer *b = &g->bufs[k];
    b->size = st->cfg->gc_compat ? align_up(a->bytes, align) : a->bytes;
    b->alignment = align;
    b->start = 2 * a->first;
    b->end = 2 * a->last + 1;
    b->label = st->cfg->report ? label_of(st, a) : NULL;
  }
  bo_plan_options po = {.planner = planner, .gc_alignment = align};
  if (bo_plan(g->bufs, n, &po, &g->result) != BO_PLAN_OK)
    return bo_op_emit_error(st->func, "merge-alloc: the planner failed: %s", g->result.message);
  char why[160];
  if (bo_plan_check(g->bufs, n, g->result.arena, why, sizeof why))
    return bo_op_emit_error(st->func, "merge-alloc: the planner gave an invalid plan: %s", why);
  /* gc: the trace's first event is the buffer with the smallest (start, index) */
  size_t first = 0;
  for (size_t k = 1; k < n; k++)
    if (g->bufs[k].start < g->bufs[first].start) first = k;
  g->first_size = n ? g->bufs[first].size : 0;
  return 0;
}

static bo_value *build1(bo_builder *b, const char *name, unsigned nops, bo_value *const *ops,
                        const bo_type *type, unsigned nprops, const bo_named_attr *props) {
  bo_op_state s = {.name = name, .loc = b->loc, .num_operands = nops, .operands = ops,
                   .num_results = type ? 1 : 0, .result_types = &type,
                   .num_props = nprops, .props = props};
  bo_op *op = bo_build(b, &s);
  return type ? &op->results[0] : NULL;
}

static bool is_direct_dealloc(const bo_op *op, const bo_value *v) {
  const bo_memory_iface *mem = bo_memory_of(op);
  return mem && (mem->effects & BO_MEM_FREES) && !(mem->effects & BO_MEM_ALLOCATES) &&
         op->num_operands == 1 && op->operands[0].value == v &&
         !bo_op_get_prop(op, "operandSegmentSizes");
}

static void rewrite_group(merge_state *st, scope_group *g) {
  bo_context *ctx = st->ctx;
  int64_t total = st->cfg->gc_compat ? g->result.arena : g->result.arena;
  if (total <= 0) total = 1;
  const bo_type *i8 = bo_type_integer(ctx, 8, BO_SIGNLESS);
  const bo_type *arena_type = bo_type_memref(ctx, 1, &total, i8, NULL, g->space);
  static const int64_t no_segments[2] = {0, 0};
  bo_named_attr props[2] = {
      {bo_intern_cstr(ctx, "alignment"), bo_attr_integer(ctx, ctx->t_i64, st->cfg->alignment)},
      {bo_intern_cstr(ctx, "operandSegmentSizes"),
       bo_attr_dense_array_int(ctx, ctx->t_i32, 2, no_segments)}};
  bo_builder top = bo_builder_before(ctx, g->block->first);
  top.loc = g->scope->loc;
  bo_value *arena = build1(&top, k_alloc, 0, NULL, arena_type, 2, props);
  bool had_dealloc = false;
  for (size_t k = 0; k < g->members.len; k++) {
    bo_op *alloc = st->lt.allocs.data[g->members.data[k]].alloc;
    bo_value *res = &alloc->results[0];
    if (!st->cfg->gc_compat) {
      for (bo_use *u = res->first_use, *next; u; u = next) {
        next = u->next;
        if (!is_direct_dealloc(u->owner, res)) continue;
        while (next && next->owner == u->owner) next = next->next;
        bo_op_erase(u->owner);
        had_dealloc = true;
      }
    }
    bo_builder b = bo_builder_before(ctx, alloc);
    b.loc = alloc->loc;
    bo_named_attr value = {bo_intern_cstr(ctx, "value"),
                           bo_attr_integer(ctx, ctx->t_index, g->bufs[k].offset)};
    bo_value *off = build1(&b, k_constant, 0, NULL, ctx->t_index, 1, &value);
    bo_value *ops[2] = {arena, off};
    bo_value *view = build1(&b, k_view, 2, ops, res->type, 0, NULL);
    bo_value_replace_all_uses(res, view);
    bo_op_erase(alloc);
  }
  if (had_dealloc) {
    bo_op *last = g->block->last;
    bo_builder b = last && bo_op_has_trait(last, BO_TRAIT_TERMINATOR)
                       ? bo_builder_before(ctx, last)
                       : bo_builder_at_end(ctx, g->block);
    b.loc = g->scope->loc;
    build1(&b, k_dealloc, 1, &arena, NULL, 0, NULL);
  }
}

static int cmp_first_size(const scope_group *a, const scope_group *b) {
  if (a->first_size != b->first_size) return a->first_size < b->first_size ? -1 : 1;
  return a->order < b->order ? -1 : a->order > b->order;
}

static void sort_groups(merge_state *st) { /* insertion sort: stable, few groups */
  for (size_t i = 1; i < st->groups.len; i++) {
    scope_group g = st->groups.data[i];
    size_t j = i;
    while (j > 0 && cmp_first_size(&g, &st->groups.data[j - 1]) < 0) {
      st->groups.data[j] = st->groups.data[j - 1];
      j--;
    }
    st->groups.data[j] = g;
  }
}

static const char *func_name(const bo_op *func) {
  const bo_attr *n = bo_op_get_attr(func, "sym_name");
  return n ? bo_attr_get_string(n) : "?";
}

/* The first func-like op of the parent (the report file is started there). */
static bool is_first_function(const bo_op *func) {
  if (!func->block) return true;
  for (const bo_op *o = func->block->first; o; o = o->next)
    if (o->info == func->info) return o == func;
  return true;
}

static bool is_only_function(const bo_op *func) {
  if (!func->block) return true;
  for (const bo_op *o = func->block->first; o; o = o->next)
    if (o->info == func->info && o != func) return false;
  return true;
}

static int write_report(merge_state *st) {
  const char *path = st->cfg->report;
  size_t len = strlen(path);
  bool svg = len >= 4 && !strcmp(path + len - 4, ".svg");
  if (!svg && !(len >= 5 && !strcmp(path + len - 5, ".json")))
    return bo_op_emit_error(st->func, "merge-alloc: report=%s: the name must end in .json or .svg",
                            path);
  size_t n = st->groups.len;
  if (svg && !n) return 0; /* no picture for a function without scopes */
  bo_plan_scope *scopes = calloc(n ? n : 1, sizeof *scopes);
  BO_VEC(char *) names = {0};
  for (size_t g = 0; g < n; g++) {
    bo_str s = {0};
    const bo_op *sc = st->groups.data[g].scope;
    if (sc == st->func) bo_str_printf(&s, "func @%s", func_name(st->func));
    else
      bo_str_printf(&s, "%s at %s:%u:%u in @%s", bo_op_get_name(sc), sc->loc.file ? sc->loc.file : "?",
                    sc->loc.line, sc->loc.col, func_name(st->func));
    bo_vec_push(&names, s.data);
    scopes[g] = (bo_plan_scope){s.data, st->groups.data[g].bufs, st->groups.data[g].members.len,
                                &st->groups.data[g].result};
  }
  char *text = bo_plan_report(scopes, n, svg ? BO_PLAN_REPORT_SVG : BO_PLAN_REPORT_JSON);
  int rc = 0;
  /* One JSON object per function and line (the first function of the
   * module starts the file); an SVG per function with scopes: PATH when the
   * module has one function, else PATH-without-.svg.<function>.svg. */
  bo_str file = {0};
  bool first = is_first_function(st->func);
  if (svg && !is_only_function(st->func))
    bo_str_printf(&file, "%.*s.%s.svg", (int)(len - 4), path, func_name(st->func));
  else bo_str_puts(&file, path);
  FILE *f = text ? fopen(file.data, svg || first ? "w" : "a") : NULL;
  if (!f) {
    rc = bo_op_emit_error(st->func, "merge-alloc: cannot write the report %s", file.data);
  } else {
    if (!svg) /* one line */
      for (char *p = text; *p; p++)
        if (*p == '\n') *p = ' ';
    fputs(text, f);
    if (!svg) fputc('\n', f);
    if (fclose(f)) rc = bo_op_emit_error(st->func, "merge-alloc: cannot write %s", file.data);
  }
  free(text);
  bo_str_free(&file);
  for (size_t i = 0; i < names.len; i++) free(names.data[i]);
  bo_vec_free(&names);
  free(scopes);
  return rc;
}

int bo_merge_alloc_run(bo_op *func, const bo_merge_alloc_config *cfg) {
  if (!func->num_regions || !func->regions[0].first) return 0; /* external */
  merge_state st = {.cfg = cfg, .func = func, .ctx = bo_op_get_context(func)};
  if (cfg->alignment <= 0)
    return bo_op_emit_error(func, "merge-alloc: alignment must be positive, not %lld",
                            (long long)cfg->alignment);
  bo_planner planner;
  if (parse_planner(&st, &planner)) return -1;
  bo_lifetime_options lo = {.gc_compat = cfg->gc_compat, .alignment = cfg->alignment};
  int rc = bo_alloc_lifetimes_compute(func, &lo, &st.lt);
  if (!rc && cfg->analysis_only) {
    annotate(&st);
  } else if (!rc && !(rc = cfg->gc_compat ? check_gc_errors(&st) : 0)) {
    for (size_t i = 0; i < st.lt.allocs.len; i++) {
      const bo_alloc_life *a = &st.lt.allocs.data[i];
      if (a->mergeable) bo_vec_push(&group_of(&st, a)->members, (uint32_t)i);
    }
    if (!cfg->gc_compat) { /* one buffer alone gains nothing from an arena */
      size_t keep = 0;
      for (size_t g = 0; g < st.groups.len; g++) {
        if (st.groups.data[g].members.len >= 2) st.groups.data[keep++] = st.groups.data[g];
        else bo_vec_free(&st.groups.data[g].members);
      }
      st.groups.len = keep;
    }
    for (size_t g = 0; !rc && g < st.groups.len; g++) rc = plan_group(&st, &st.groups.data[g], planner);
    if (!rc && cfg->gc_compat) sort_groups(&st);
    if (!rc && cfg->report) rc = write_report(&st);
    for (size_t g = 0; !rc && g < st.groups.len; g++) rewrite_group(&st, &st.groups.data[g]);
  }
  for (size_t g = 0; g < st.groups.len; g++) {
    bo_vec_free(&st.groups.data[g].members);
    free(st.groups.data[g].bufs);
  }
  bo_vec_free(&st.groups);
  for (size_t i = 0; i < st.labels.len; i++) free(st.labels.data[i]);
  bo_vec_free(&st.labels);
  bo_alloc_lifetimes_free(&st.lt);
  return rc ? -1 : 0;
}

/* ------------------------------------------------------------- the pass */

typedef struct merge_alloc_options {
  bool analysis_only;
  const char *planner_options;
  int64_t alignment;
  const char *report;
} merge_alloc_options;

static void init_merge_alloc_options(void *p) {
  merge_alloc_options *o = p;
  o->alignment = 64;
}

static int run_merge_alloc(bo_op *func, const void *options) {
  const merge_alloc_options *o = options;
  bo_merge_alloc_config cfg = {.gc_compat = false, .analysis_only = o->analysis_only,
                               .planner_options = o->planner_options, .alignment = o->alignment,
                               .report = o->report && *o->report ? o->report : NULL};
  return bo_merge_alloc_run(func, &cfg);
}

static const bo_pass_option merge_alloc_option_table[] = {
    {"analysis-only", "Only annotate the allocations with their lifetimes "
                      "(__mergealloc_lifetime = [scope, first, last]); no rewrite",
     BO_OPT_BOOL, offsetof(merge_alloc_options, analysis_only), NULL, "false"},
    {"planner-options", "The planner: default, trivial, greedy-by-size, best-fit, exact, "
                        "gc-cost-model (or cost-model), gc-size-first (or size-first)",
     BO_OPT_STRING, offsetof(merge_alloc_options, planner_options), NULL, "\"\""},
    {"alignment", "Byte alignment of the arena and of every buffer in it", BO_OPT_INT,
     offsetof(merge_alloc_options, alignment), NULL, "64"},
    {"report", "Write the plan of every scope to PATH (.json: one object per function and "
               "line; .svg: a picture)",
     BO_OPT_STRING, offsetof(merge_alloc_options, report), NULL, "\"\""},
};

const bo_pass_info bo_pass_merge_alloc = {
    .name = "merge-alloc",
    .summary = "Merge the static-shape temporaries of each allocation scope into one arena "
               "planned at compile time",
    .anchor = "func.func",
    .options_size = sizeof(merge_alloc_options),
    .init_options = init_merge_alloc_options,
    .num_options = 4,
    .options = merge_alloc_option_table,
    .run = run_merge_alloc,
};
