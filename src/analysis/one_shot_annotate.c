/* one_shot_annotate.c - what the in-place analysis leaves for others: the
 * module-wide state with the function summaries callers read
 * (bo_bufferize_state, bo_osb_record_summary), and the annotations of
 * test-analysis-only (__inplace_operands_attr__, bufferization.access,
 * print-conflicts markers, dump-alias-sets).  Reads the analysis, never
 * changes a decision.  Cost: linear in the annotated ops and values, plus
 * the size of the alias sets printed (see dump-alias-sets). */
#include "one_shot_analysis_impl.h"

/* ------------------------------------------------------- function summaries */

struct bo_bufferize_state {
  bo_context *ctx;
  const bo_bufferize_options *opts; /* the run's (dialect-filter), or NULL */
  bo_mapping *summaries; /* interned function name -> bo_func_summary */
  bo_mapping *unanalyzed; /* interned function name -> itself: in or into a call cycle */
  BO_VEC(bo_func_summary *) owned;
};

bo_bufferize_state *bo_bufferize_state_create(bo_context *ctx, const bo_bufferize_options *opts) {
  bo_bufferize_state *st = calloc(1, sizeof *st);
  st->ctx = ctx;
  st->opts = opts;
  st->summaries = bo_mapping_create();
  st->unanalyzed = bo_mapping_create();
  return st;
}

const bo_bufferize_options *bo_bufferize_state_options(const bo_bufferize_state *st) {
  return st ? st->opts : NULL;
}

void bo_bufferize_state_mark_unanalyzed(bo_bufferize_state *st, const char *name) {
  const char *n = bo_intern_cstr(st->ctx, name);
  bo_mapping_put(st->unanalyzed, n, (void *)n);
}

bool bo_bufferize_callee_unanalyzed(const bo_bufferize_state *st, const bo_op *call) {
  const bo_bufferize_iface *bi = osb_iface(bo_bufferize_state_options(st), call);
  const char *name = st && bi && bi->callee ? bi->callee(call) : NULL;
  return name && bo_mapping_get(st->unanalyzed, bo_intern_cstr(st->ctx, name));
}

void bo_bufferize_state_destroy(bo_bufferize_state *st) {
  if (!st) return;
  for (size_t i = 0; i < st->owned.len; i++) free(st->owned.data[i]);
  bo_vec_free(&st->owned);
  bo_mapping_destroy(st->summaries);
  bo_mapping_destroy(st->unanalyzed);
  free(st);
}

const bo_func_summary *bo_bufferize_callee_summary(const bo_bufferize_state *st,
                                                   const bo_op *call) {
  const bo_bufferize_iface *bi = osb_iface(bo_bufferize_state_options(st), call);
  const char *name = st && bi && bi->callee ? bi->callee(call) : NULL;
  if (!name) return NULL;
  return bo_mapping_get(st->summaries, bo_intern_cstr(st->ctx, name));
}

void bo_osb_record_summary(bo_bufferize_state *st, const bo_osb_analysis *a) {
  const bo_attr *name = bo_op_get_attr(a->func, "sym_name");
  bo_op *ret = a->ret;
  if (!name || !ret || !(ret->info->traits & BO_TRAIT_RETURN_LIKE)) return;
  unsigned na = a->body->num_args, nr = ret->num_operands;
  /* One block: the struct, then its arrays. */
  size_t size = sizeof(bo_func_summary) + (2 * na + nr + (size_t)nr * na) * sizeof(bool) +
                nr * sizeof(int) + 16;
  bo_func_summary *fs = calloc(1, size + sizeof(int));
  int *result_arg = (int *)(fs + 1);
  bool *arg_read = (bool *)(result_arg + nr), *arg_written = arg_read + na;
  bool *result_eq = arg_written + na, *result_aliases = result_eq + nr;
  fs->num_args = na;
  fs->num_results = nr;
  for (unsigned i = 0; i < na; i++) {
    bo_value *arg = a->body->args[i];
    if (!is_tensor(arg)) continue;
    arg_read[i] = bo_bufferize_value_is_read(arg, a->st);
    arg_written[i] = bo_osb_value_written(a, arg);
  }
  /* Several returns: a result is equivalent to an argument when every
   * return agrees; it may alias the arguments any of them may alias. */
  for (unsigned r = 0; r < nr; r++) {
    result_arg[r] = -1;
    if (!is_tensor(ret->operands[r].value)) continue;
    int k = -2, alias = -1;
    for (size_t j = 0; j < a->rets.len; j++) {
      bo_op *rj = a->rets.data[j];
      if (r >= rj->num_operands || !is_tensor(rj->operands[r].value)) continue;
      bo_value *v = rj->operands[r].value;
      int kj = bo_osb_equivalent_argument(a, v);
      k = k == -2 || k == kj ? kj : -1;
      /* The arguments in v's alias class: O(arguments) per result. */
      uint32_t c = find((bo_osb_analysis *)a, v->id);
      for (unsigned i = 0; i < na; i++)
        if (is_tensor(a->body->args[i]) && find((bo_osb_analysis *)a, a->body->args[i]->id) == c) {
          result_aliases[(size_t)r * na + i] = true;
          if (alias < 0) alias = (int)i;
        }
      if (kj >= 0) result_aliases[(size_t)r * na + (unsigned)kj] = true;
    }
    if (k < 0) k = -1;
    result_eq[r] = k >= 0;
    result_arg[r] = k >= 0 ? k : alias;
  }
  fs->arg_read = arg_read;
  fs->arg_written = arg_written;
  fs->result_arg = result_arg;
  fs->result_equivalent = result_eq;
  fs->result_aliases = result_aliases;
  bo_vec_push(&st->owned, fs);
  bo_mapping_put(st->summaries,
                 bo_intern(st->ctx, bo_attr_get_string(name), bo_attr_get_string_length(name)), fs);
}

/* ------------------------------------------------------------ annotations */

/* Upstream's isValueRead: a use reads, following aliases through uses that
 * neither read nor write.  Linear in the uses visited (each once: the
 * alias-only chain of a value is a tree). */
bool bo_bufferize_value_is_read(const bo_value *v, const bo_bufferize_state *st) {
  for (bo_use *u = v->first_use; u; u = u->next) {
    bo_op *op = u->owner;
    if (bo_bufferize_reads(op, u->index, st)) return true;
    bool eq;
    int r = bo_bufferize_aliasing_result(op, u->index, &eq, st);
    if (!bo_bufferize_writes(op, u->index, st) && r >= 0 &&
        bo_bufferize_value_is_read(&op->results[r], st))
      return true;
  }
  return false;
}

/* Sets bufferization.access on the tensor arguments of func; access(i)
 * gives the word for argument i (types: the function type's inputs). */
static void set_access(bo_op *func, const char *(*access)(void *, unsigned), void *user) {
  bo_context *ctx = func->ctx;
  const bo_attr *ft = bo_op_get_prop(func, "function_type");
  if (!ft) return;
  const bo_type *type = bo_attr_get_type_value(ft);
  unsigned n = bo_type_get_num_inputs(type);
  const bo_attr *old = bo_op_get_prop(func, "arg_attrs");
  const bo_attr **dicts = malloc((n ? n : 1) * sizeof *dicts);
  bool any = false;
  const char *key = bo_intern_cstr(ctx, "bufferization.access");
  for (unsigned i = 0; i < n; i++) {
    const bo_attr *d = old && i < bo_attr_get_num_elements(old) ? bo_attr_array_get(old, i)
                                                                  : bo_attr_dict(ctx, 0, NULL);
    if (bo_type_is_tensor(bo_type_get_inputs(type)[i])) {
      const char *word = access(user, i);
      unsigned m = bo_attr_get_num_elements(d);
      bo_named_attr *e = malloc((m + 1) * sizeof *e);
      unsigned k = 0;
      for (unsigned j = 0; j < m; j++)
        if (bo_attr_dict_get_entry(d, j)->name != key) e[k++] = *bo_attr_dict_get_entry(d, j);
      e[k++] = (bo_named_attr){key, bo_attr_string(ctx, word, strlen(word), NULL)};
      d = bo_attr_dict(ctx, k, e);
      free(e);
    }
    if (bo_attr_get_num_elements(d)) any = true;
    dicts[i] = d;
  }
  if (any) bo_op_set_prop(func, "arg_attrs", bo_attr_array(ctx, n, dicts));
  free(dicts);
}

static const char *analyzed_access(void *user, unsigned i) {
  bo_osb_analysis *a = user;
  bo_value *arg = a->body->args[i];
  bool read = bo_bufferize_value_is_read(arg, a->st), written = bo_osb_value_written(a, arg);
  return read && written ? "read-write" : read ? "read" : written ? "write" : "none";
}

static const char *unknown_access(void *user, unsigned i) { return "read-write"; }

void bo_osb_annotate_declaration(bo_op *func) { set_access(func, unknown_access, NULL); }

static void annotate_arguments(bo_osb_analysis *a) { set_access(a->func, analyzed_access, a); }

void bo_osb_mark_no_summary(bo_osb_analysis *a) { a->no_summary = true; }

/* Sets the unit attribute "<tag>_<n>[<what>]" on op. */
static void conflict_marker(bo_op *op, char tag, unsigned n, const char *what) {
  char buf[96];
  snprintf(buf, sizeof buf, "%c_%u[%s]", tag, n, what);
  bo_op_set_discardable_attr(op, buf, bo_attr_unit(op->ctx));
}

/* Marks where v's contents come from: "result k" on its defining op, or
 * "bbArg k" on the op owning its block. */
static void mark_value(bo_value *v, char tag, unsigned n, const char *kind) {
  char what[64];
  bo_op *op = v->def_op;
  if (op) {
    snprintf(what, sizeof what, "%s: result %u", kind, v->index);
  } else {
    op = v->owner && v->owner->parent ? v->owner->parent->parent : NULL;
    snprintf(what, sizeof what, "%s: bbArg %u", kind, v->index);
  }
  if (op) conflict_marker(op, tag, n, what);
}

/* Is v itself non-writable (not through its class)? */
static bool own_nonwritable(const bo_osb_analysis *a, const bo_value *v) {
  if (!v->def_op) {
    if (v->owner == a->body) return !osb_entry_arg_writable(a, v->index);
    const bo_op *owner = v->owner && v->owner->parent ? v->owner->parent->parent : NULL;
    if (owner && owner != a->func &&
        (osb_unknown_region_op(a->opts, owner) || osb_filtered_region_op(a->opts, owner)))
      return true; /* a region argument of an op without hooks */
    return !a->opts->bufferize_function_boundaries && v->owner && v->owner->parent == a->region;
  }
  const bo_bufferize_iface *bi = osb_iface(a->opts, v->def_op);
  if (!bi || osb_acts_unknown(a, v->def_op)) return true;
  return bi->writable && !bi->writable(v->def_op, v->index);
}

/* The value whose buffer a read of x sees last written: x's in-place
 * aliasing chain back to the op at position def (or to a block argument
 * for DEF_ENTRY).  O(chain). */
static bo_value *definition_of(const bo_osb_analysis *a, bo_value *v) {
  int32_t def = a->def[v->id];
  for (;;) {
    bo_op *d = v->def_op;
    if (!d) return v;
    if (def >= 0 && a->ops.data[def] == d) return v;
    bo_value *next = NULL;
    for (unsigned i = 0; i < d->num_operands && !next; i++) {
      bool eq;
      if (is_tensor(d->operands[i].value) &&
          bo_bufferize_aliasing_result(d, i, &eq, a->st) == (int)v->index &&
          a->use_state[use_index(a, d, i)] == USE_IN_PLACE)
        next = d->operands[i].value;
    }
    if (!next) return v;
    v = next;
  }
}

void bo_osb_annotate_conflicts(bo_osb_analysis *a, unsigned *conflicts, unsigned *nonwritable) {
  for (size_t k = 0; k < a->refusals.len; k++) {
    struct refusal *r = &a->refusals.data[k];
    if (r->nonwritable) {
      bo_value *found = NULL;
      uint32_t roots[2] = {r->x, r->write_use};
      for (unsigned j = 0; j < 2 && !found; j++) {
        if (roots[j] == NIL) continue;
        uint32_t m = roots[j];
        do {
          if (a->value_of[m] && own_nonwritable(a, a->value_of[m])) found = a->value_of[m];
          m = a->next_member[m];
        } while (m != roots[j] && !found);
      }
      if (found) mark_value(found, 'W', (*nonwritable)++, "NOT-WRITABLE");
      continue;
    }
    unsigned n = (*conflicts)++;
    bo_value *x = a->value_of[r->x];
    char what[64];
    /* The read. */
    bo_op *rop = NULL;
    unsigned ridx = 0;
    if (r->read_use != NIL) {
      rop = a->use_op[r->read_use];
      ridx = r->read_use - a->use_base[rop->id];
    } else {
      int32_t best = -1;
      for (bo_use *u = x->first_use; u; u = u->next) {
        bo_op *o = u->owner;
        if (o->id >= a->num_op_ids || a->pos[o->id] < 0 || a->pos[o->id] > r->hi) continue;
        if (!a->use_reads[use_index(a, o, u->index)] && a->pos[o->id] != r->hi) continue;
        if (a->pos[o->id] > best || (a->pos[o->id] == best && u->index < ridx)) {
          best = a->pos[o->id];
          rop = o;
          ridx = u->index;
        }
      }
    }
    if (rop) {
      snprintf(what, sizeof what, "READ: %u", ridx);
      conflict_marker(rop, 'C', n, what);
    }
    bo_op *wop = a->use_op[r->write_use];
    snprintf(what, sizeof what, "CONFL-WRITE: %u", r->write_use - a->use_base[wop->id]);
    conflict_marker(wop, 'C', n, what);
    if (a->def[r->x] != DEF_NONE) mark_value(definition_of(a, x), 'C', n, "DEF");
  }
}

void bo_osb_annotate(bo_osb_analysis *a) {
  bo_context *ctx = a->func->ctx;
  const bo_attr *words[3] = {bo_attr_string(ctx, "none", 4, NULL),
                             bo_attr_string(ctx, "true", 4, NULL),
                             bo_attr_string(ctx, "false", 5, NULL)};
  BO_VEC(const bo_attr *) elems = {0};
  for (size_t p = 0; p < a->ops.len; p++) {
    bo_op *op = a->ops.data[p]; /* unknown ops too: their operands are "false" */
    elems.len = 0;
    bool any = false;
    for (unsigned i = 0; i < op->num_operands; i++) {
      uint8_t s = a->use_state[use_index(a, op, i)];
      any |= s != USE_NONE;
      bo_vec_push(&elems, s == USE_NONE ? words[0] : s == USE_IN_PLACE ? words[1] : words[2]);
    }
    if (any)
      bo_op_set_discardable_attr(op, "__inplace_operands_attr__",
                                 bo_attr_array(ctx, (unsigned)elems.len, elems.data));
  }
  bo_vec_free(&elems);
  if (!a->opts->bufferize_function_boundaries || a->no_summary) return;
  annotate_arguments(a);
  /* __equivalent_func_args__ on the terminator: for each operand, the
   * argument whose buffer it is (-1: none), when there is one. */
  /* Each return on its own (upstream annotates every return). */
  for (size_t j = 0; j < a->rets.len; j++) {
    bo_op *ret = a->rets.data[j];
    BO_VEC(const bo_attr *) eq = {0};
    bool any = false;
    for (unsigned i = 0; i < ret->num_operands; i++) {
      bo_value *v = ret->operands[i].value;
      int k = is_tensor(v) ? bo_osb_equivalent_argument(a, v) : -1;
      any |= k >= 0;
      bo_vec_push(&eq, bo_attr_integer(ctx, ctx->t_i64, k));
    }
    if (any)
      bo_op_set_discardable_attr(ret, "__equivalent_func_args__",
                                 bo_attr_array(ctx, (unsigned)eq.len, eq.data));
    bo_vec_free(&eq);
  }
}


/* ------------------------------------------------------- dump-alias-sets */

/* Replays the logged joins in an equivalence-class structure that keeps
 * each class's members in a list, as llvm::EquivalenceClasses does:
 * unionSets(x, y) appends y's list to x's and x's leader stays leader; a
 * value's alias set is its leader's list.  The names are the printer's.
 * Cost: O(joins α + the size of the annotations), which is the sum of the
 * set sizes over all tensor results and arguments (quadratic in the worst
 * case, like the output itself). */
static uint32_t leader_of(uint32_t *lead, uint32_t x) {
  while (lead[x] != x) {
    lead[x] = lead[lead[x]];
    x = lead[x];
  }
  return x;
}

static const bo_attr *alias_set_attr(bo_osb_analysis *a, uint32_t *lead, const uint32_t *next,
                                     const bo_attr **names, const bo_value *v) {
  BO_VEC(const bo_attr *) elems = {0};
  for (uint32_t m = leader_of(lead, v->id); m != NIL; m = next[m]) bo_vec_push(&elems, names[m]);
  const bo_attr *r = bo_attr_array(a->func->ctx, (unsigned)elems.len, elems.data);
  bo_vec_free(&elems);
  return r;
}

/* The set of a tensor argument of a region the analysis does not enter
 * (an unknown op's): itself alone, as upstream, where such an argument
 * joins nothing.  Its name was looked up while the namer lived. */
static const bo_attr *untracked_set_attr(bo_context *ctx, bo_mapping *untracked,
                                         const bo_value *v) {
  const bo_attr *name = bo_mapping_get(untracked, v);
  return name ? bo_attr_array(ctx, 1, &name) : bo_attr_array(ctx, 0, NULL);
}

static void annotate_op_alias_sets(bo_osb_analysis *a, bo_op *op, uint32_t *lead,
                                   const uint32_t *next, const bo_attr **names,
                                   bo_mapping *untracked) {
  bo_context *ctx = a->func->ctx;
  BO_VEC(const bo_attr *) sets = {0};
  for (unsigned r = 0; r < op->num_results; r++)
    if (is_tensor(&op->results[r]) && a->value_of[op->results[r].id])
      bo_vec_push(&sets, alias_set_attr(a, lead, next, names, &op->results[r]));
  if (sets.len)
    bo_op_set_discardable_attr(op, "__opresult_alias_set_attr__",
                               bo_attr_array(ctx, (unsigned)sets.len, sets.data));
  /* Per region, per block, the sets of its tensor arguments. */
  BO_VEC(const bo_attr *) regions = {0}, blocks = {0};
  bool any = false;
  for (unsigned g = 0; g < op->num_regions; g++) {
    blocks.len = 0;
    for (bo_block *b = op->regions[g].first; b; b = b->next) {
      sets.len = 0;
      for (unsigned i = 0; i < b->num_args; i++) {
        if (!is_tensor(b->args[i])) continue;
        if (b->args[i]->id >= a->num_values) /* not entered: UNTRACKED */
          bo_vec_push(&sets, untracked_set_attr(ctx, untracked, b->args[i]));
        else if (a->value_of[b->args[i]->id])
          bo_vec_push(&sets, alias_set_attr(a, lead, next, names, b->args[i]));
        else
          continue;
        any = true;
      }
      bo_vec_push(&blocks, bo_attr_array(ctx, (unsigned)sets.len, sets.data));
    }
    bo_vec_push(&regions, bo_attr_array(ctx, (unsigned)blocks.len, blocks.data));
  }
  if (any)
    bo_op_set_discardable_attr(op, "__bbarg_alias_set_attr__",
                               bo_attr_array(ctx, (unsigned)regions.len, regions.data));
  bo_vec_free(&sets);
  bo_vec_free(&blocks);
  bo_vec_free(&regions);
}

void bo_osb_annotate_alias_sets(bo_osb_analysis *a) {
  uint32_t n = a->num_values;
  uint32_t *lead = malloc((n + 1) * sizeof *lead), *next = malloc((n + 1) * sizeof *next),
           *tail = malloc((n + 1) * sizeof *tail);
  const bo_attr **names = calloc(n + 1, sizeof *names);
  bo_mapping *untracked = bo_mapping_create();
  if (!lead || !next || !tail || !names || !untracked) goto done;
  /* The names first (the namer restores the value ids it uses).  Upstream
   * names from the op the analysis runs on: the function with function
   * boundaries, else the module (visible in the generic form's numbers). */
  bo_value_namer *namer = bo_value_namer_create(a->func, !a->opts->bufferize_function_boundaries);
  if (!namer) goto done;
  for (uint32_t v = 0; v < n; v++) {
    if (!a->value_of[v]) continue;
    size_t len;
    const char *s = bo_value_namer_name(namer, a->value_of[v], &len);
    names[v] = bo_attr_string(a->func->ctx, s, len, NULL);
  }
  /* The tensor arguments of the regions of analysed ops that the analysis
   * does not enter (their ids are UNTRACKED, outside names[]). */
  for (size_t p = 0; p < a->ops.len; p++) {
    bo_op *op = a->ops.data[p];
    for (unsigned g = 0; g < op->num_regions; g++)
      for (bo_block *b = op->regions[g].first; b; b = b->next)
        for (unsigned i = 0; i < b->num_args; i++) {
          if (!is_tensor(b->args[i]) || b->args[i]->id < n) continue;
          size_t len;
          const char *s = bo_value_namer_name(namer, b->args[i], &len);
          bo_mapping_put(untracked, b->args[i], (void *)bo_attr_string(a->func->ctx, s, len, NULL));
        }
  }
  bo_value_namer_destroy(namer);
  bo_osb_numbering *again = bo_osb_number(a->func, a->opts, NULL, NULL); /* the analysis' numbering */
  bool same = again->values == n && again->ops == a->num_op_ids;
  bo_osb_numbering_free(again);
  if (!same) goto done;
  for (uint32_t v = 0; v < n; v++)
    if (a->value_of[v] && a->value_of[v]->id != v) goto done;
  for (uint32_t v = 0; v < n; v++) lead[v] = tail[v] = v, next[v] = NIL;
  for (size_t k = 0; k < a->joins.len; k++) {
    uint32_t x = leader_of(lead, a->joins.data[k].alias);
    uint32_t y = leader_of(lead, a->joins.data[k].operand);
    if (x == y) continue;
    next[tail[x]] = y;
    tail[x] = tail[y];
    lead[y] = x;
  }
  /* Results that share a buffer whatever the decisions (joined by
   * osb_force_in_place; upstream only through an in-place operand). */
  for (size_t p = 0; p < a->ops.len; p++) {
    bo_op *op = a->ops.data[p];
    const bo_bufferize_iface *bi = osb_iface(a->opts, op);
    for (unsigned r = 0; bi && bi->shares_buffer_with && r < op->num_results; r++) {
      int q = is_tensor(&op->results[r]) ? bi->shares_buffer_with(op, r, a->st) : -1;
      if (q < 0) continue;
      uint32_t x = leader_of(lead, op->results[q].id), y = leader_of(lead, op->results[r].id);
      if (x == y) continue;
      next[tail[x]] = y;
      tail[x] = tail[y];
      lead[y] = x;
    }
  }
  for (size_t p = 0; p < a->ops.len; p++)
    annotate_op_alias_sets(a, a->ops.data[p], lead, next, names, untracked);
  annotate_op_alias_sets(a, a->func, lead, next, names, untracked);
done:
  bo_mapping_destroy(untracked);
  free(lead);
  free(next);
  free(tail);
  free(names);
}
