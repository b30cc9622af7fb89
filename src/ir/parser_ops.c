/* parser_ops.c - operations, blocks and regions: the parse-state API the
 * dialects' custom parsers fill (operands, result types, attributes,
 * regions, segment sizes), block labels and successors, region bodies,
 * generic-form operations and dispatch of custom-form ones to their op
 * table's parse hook, alias definitions and the top level of a file.
 *
 * Invariant: a region's scope is pushed before its blocks are read and
 * popped after, so every SSA name and block label is visible exactly in the
 * region that defines it and the regions nested in it.  Cost: linear in the
 * input.
 */
#include "parser_internal.h"

/* ------------------------------------------------------------- state API */

void bo_state_add_operands(bo_parse_state *st, bo_value *const *v, size_t n) {
  for (size_t i = 0; i < n; i++) bo_vec_push(&st->operands, v[i]);
}
void bo_state_add_operand(bo_parse_state *st, bo_value *v) { bo_vec_push(&st->operands, v); }
void bo_state_add_result_type(bo_parse_state *st, const bo_type *t) { bo_vec_push(&st->result_types, t); }
void bo_state_add_result_types(bo_parse_state *st, const bo_type *const *t, size_t n) {
  for (size_t i = 0; i < n; i++) bo_vec_push(&st->result_types, t[i]);
}

static bo_context *state_ctx(bo_parse_state *st);

void bo_state_add_attr(bo_parse_state *st, const char *name, const bo_attr *a) {
  bo_named_attr na = {bo_intern_cstr(state_ctx(st), name), a};
  /* replace an existing entry of that name */
  bo_named_attr_vec *v = st->info && bo_op_info_is_inherent(st->info, na.name) ? &st->props : &st->attrs;
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i].name == na.name) {
      v->data[i].attr = a;
      return;
    }
  bo_vec_push(v, na);
}

const bo_attr *bo_state_get_attr(bo_parse_state *st, const char *name) {
  for (size_t i = 0; i < st->props.len; i++)
    if (strcmp(st->props.data[i].name, name) == 0) return st->props.data[i].attr;
  for (size_t i = 0; i < st->attrs.len; i++)
    if (strcmp(st->attrs.data[i].name, name) == 0) return st->attrs.data[i].attr;
  return NULL;
}

static bo_context *state_ctx(bo_parse_state *st) { return st->ctx; }

bo_region *bo_state_add_region(bo_parse_state *st) {
  bo_region *r = bo_arena_take(&state_ctx(st)->arena, sizeof *r);
  r->ctx = state_ctx(st);
  bo_vec_push(&st->regions, r);
  return r;
}

void bo_state_add_successor(bo_parse_state *st, bo_block *b) { bo_vec_push(&st->successors, b); }

/* The operandSegmentSizes attributes made last, per context, in a few slots
 * by value: programs repeat a handful of segment lists. */
#define SEGMENT_MEMO_SLOTS 8
typedef struct segment_memo {
  unsigned n;
  int32_t sizes[8];
  const bo_attr *attr;
} segment_memo;

static const char segment_memo_key;

void bo_state_set_segment_sizes(bo_parse_state *st, const int32_t *sizes, unsigned n) {
  int64_t v[64] = {0}; /* = {0}: GCC's -Wmaybe-uninitialized under LTO cannot see v[0, n) written */
  if (n > 64) n = 64;
  bo_context *ctx = state_ctx(st);
  segment_memo *memos = bo_context_cache_get(ctx, &segment_memo_key);
  if (!memos) {
    memos = bo_arena_take(&ctx->arena, SEGMENT_MEMO_SLOTS * sizeof *memos);
    bo_context_cache_put(ctx, &segment_memo_key, memos);
  }
  unsigned h = n;
  for (unsigned i = 0; i < n; i++) h = h * 31 + (unsigned)sizes[i];
  segment_memo *memo = &memos[h & (SEGMENT_MEMO_SLOTS - 1)];
  if (memo->attr && memo->n == n && memcmp(memo->sizes, sizes, n * sizeof *sizes) == 0) {
    bo_state_add_attr(st, "operandSegmentSizes", memo->attr);
    return;
  }
  for (unsigned i = 0; i < n; i++) v[i] = sizes[i];
  const bo_attr *a = bo_attr_dense_array_int(ctx, ctx->t_i32, n, v);
  if (n <= 8) {
    memo->n = n;
    memcpy(memo->sizes, sizes, n * sizeof *sizes);
    memo->attr = a;
  }
  bo_state_add_attr(st, "operandSegmentSizes", a);
}

/* MLIR converts properties written inline (`<{...}>`) to the op's storage
 * when it creates the op, before any verifier: an attribute of the wrong
 * storage class fails there, in its words ("invalid properties {...} for op
 * NAME: ..."), with the whole converted dictionary.  The storage classes
 * checked are those of inherent attributes whose class follows from the
 * name across the dialects bufopt has: operandSegmentSizes (a dense i32
 * array), a convolution's strides and dilations (dense integer elements),
 * alignment (an integer), and the enum attributes of bo_prop_kind_error (an
 * enum conversion fails on a case out of range too); the rest is left to the
 * verifiers.  O(props). */
static int check_inline_props(bo_parser *p, const bo_parse_state *st, bo_loc loc) {
  if (!st->info || (st->info->traits & BO_TRAIT_UNKNOWN)) return 0;
  for (size_t i = 0; i < st->props.len; i++) {
    const char *n = st->props.data[i].name;
    const bo_attr *a = st->props.data[i].attr;
    const char *why = NULL;
    bool conversion = false;
    if (!strcmp(n, "operandSegmentSizes")) {
      if (a->kind != BO_ATTR_DENSE_ARRAY || a->u.dense.is_float || !a->type ||
          a->type->kind != BO_TYPE_INTEGER || a->type->u.integer.width != 32)
        why = "expected DenseI32ArrayAttr for key `value`";
    } else if (!strcmp(n, "strides") || !strcmp(n, "dilations")) {
      const bo_type *e = a->kind == BO_ATTR_DENSE && a->type ? bo_type_get_element_type(a->type) : NULL;
      conversion = !e || (e->kind != BO_TYPE_INTEGER && e->kind != BO_TYPE_INDEX);
    } else if (!strcmp(n, "alignment")) {
      conversion = a->kind != BO_ATTR_INTEGER;
    } else {
      char buf[160];
      conversion = bo_prop_kind_error(st->info, n, a, buf, sizeof buf) != NULL;
    }
    if (!why && !conversion) continue;
    bo_str dict = {0}, val = {0};
    bo_format_attr(&dict, bo_attr_dict(p->ctx, (unsigned)st->props.len, st->props.data));
    bo_format_attr(&val, a);
    if (why)
      bo_parser_error_at(p, loc, "invalid properties %s for op %s: %s", dict.data ? dict.data : "",
                         st->name, why);
    else
      bo_parser_error_at(p, loc,
                         "invalid properties %s for op %s: Invalid attribute `%s` in property "
                         "conversion: %s",
                         dict.data ? dict.data : "", st->name, n, val.data ? val.data : "");
    bo_str_free(&dict);
    bo_str_free(&val);
    return -1;
  }
  return 0;
}

/* An operandSegmentSizes of another kind in the plain attribute dictionary
 * fails MLIR's conversion to properties silently: the segments stay zero (the
 * op verifier then reports the operand count).  Zero segments of no operands
 * are what an absent attribute means here, so it is dropped; else it becomes
 * an empty i32 array, whose total (0) the verifier checks.  O(attrs). */
static void fix_dict_segments(bo_parser *p, bo_parse_state *st) {
  if (!st->info || (st->info->traits & BO_TRAIT_UNKNOWN)) return;
  for (size_t i = 0; i < st->attrs.len; i++) {
    const bo_attr *a = st->attrs.data[i].attr;
    if (strcmp(st->attrs.data[i].name, "operandSegmentSizes")) continue;
    if (a->kind == BO_ATTR_DENSE_ARRAY && !a->u.dense.is_float && a->type && a->type->kind == BO_TYPE_INTEGER &&
        a->type->u.integer.width == 32)
      return;
    if (st->operands.len) {
      st->attrs.data[i].attr = bo_attr_dense_array_int(p->ctx, p->ctx->t_i32, 0, NULL);
    } else {
      memmove(&st->attrs.data[i], &st->attrs.data[i + 1], (st->attrs.len - i - 1) * sizeof *st->attrs.data);
      st->attrs.len--;
    }
    return;
  }
}

static void state_free(bo_parse_state *st) {
  bo_vec_free(&st->operands);
  bo_vec_free(&st->result_types);
  bo_vec_free(&st->attrs);
  bo_vec_free(&st->props);
  bo_vec_free(&st->regions);
  bo_vec_free(&st->successors);
  for (int i = 0; i < 2; i++) {
    bo_vec_free(&st->tmp_operands[i]);
    bo_vec_free(&st->tmp_types[i]);
  }
}

/* Takes the recycled vectors for the given depth (emptied). */
static void state_take(bo_parser *p, size_t depth, bo_parse_state *st) {
  while (p->pool.len <= depth) {
    bo_parse_state z;
    memset(&z, 0, sizeof z);
    bo_vec_push(&p->pool, z);
  }
  bo_parse_state *src = &p->pool.data[depth];
  st->operands = src->operands;
  st->result_types = src->result_types;
  st->attrs = src->attrs;
  st->props = src->props;
  st->regions = src->regions;
  st->successors = src->successors;
  for (int i = 0; i < 2; i++) {
    st->tmp_operands[i] = src->tmp_operands[i];
    st->tmp_types[i] = src->tmp_types[i];
    st->tmp_operands[i].len = st->tmp_types[i].len = 0;
  }
  st->operands.len = st->result_types.len = st->attrs.len = st->props.len = 0;
  st->regions.len = st->successors.len = 0;
  memset(src, 0, sizeof *src);
}

/* Gives the vectors back for reuse at that depth. */
static void state_give(bo_parser *p, size_t depth, bo_parse_state *st) {
  bo_parse_state *dst = &p->pool.data[depth];
  dst->operands = st->operands;
  dst->result_types = st->result_types;
  dst->attrs = st->attrs;
  dst->props = st->props;
  dst->regions = st->regions;
  dst->successors = st->successors;
  for (int i = 0; i < 2; i++) {
    dst->tmp_operands[i] = st->tmp_operands[i];
    dst->tmp_types[i] = st->tmp_types[i];
  }
}

/* ---------------------------------------------------------------- blocks */

/* The block of label `name` in the current region, created on first sight
 * (a forward reference); labels of enclosing regions are shadowed. */
static block_entry *block_lookup(bo_parser *p, const char *name, size_t len, bo_loc loc) {
  span_slot *sl = span_find(&p->blocks, name, len, true);
  block_entry *e = sl->value;
  if (e && e->depth == cur_depth(p)) return e;
  e = bo_arena_take(&p->scratch, sizeof *e);
  e->name = name;
  e->len = (uint32_t)len;
  e->depth = cur_depth(p);
  e->block = bo_block_create(p->ctx);
  e->loc = loc;
  e->shadowed = sl->value;
  sl->value = e;
  bo_vec_push(&p->scopes.data[p->scopes.len - 1].block_list, e);
  return e;
}

int bo_parse_optional_successor(bo_parser *p, bo_block **out) {
  if (p->tok.kind != TOK_CARET_ID) return 0;
  block_entry *e = block_lookup(p, p->tok.start, p->tok.len, bo_parser_loc(p));
  advance(p);
  *out = e->block;
  return 1;
}

int bo_parse_successor(bo_parser *p, bo_block **out) {
  int r = bo_parse_optional_successor(p, out);
  if (r == 1) return 0;
  if (r < 0) return -1;
  return bo_parser_error(p, "expected block name");
}

int bo_parse_successor_and_use_list(bo_parser *p, bo_block **out, bo_value_vec *operands) {
  if (bo_parse_successor(p, out)) return -1;
  if (!at_punct(p, "(")) return 0;
  advance(p);
  bo_unresolved_vec names = {0};
  bo_type_vec types = {0};
  int rc = -1;
  if (!at_punct(p, ")")) {
    bo_loc l = bo_parser_loc(p);
    if (bo_parse_operand_list(p, BO_DELIM_NONE, &names)) goto done;
    if (bo_parse_colon_type_list(p, &types)) goto done;
    if (bo_resolve_operands(p, names.data, names.len, types.data, types.len, l, operands)) goto done;
  }
  rc = bo_parse_punct(p, ")");
done:
  bo_vec_free(&names);
  bo_vec_free(&types);
  return rc;
}

/* ---------------------------------------------------------------- regions */

static int parse_op(bo_parser *p, bo_block *block);

int bo_parse_argument(bo_parser *p, bo_argument *out, bool allow_type, bool allow_attrs) {
  memset(out, 0, sizeof *out);
  out->loc = bo_parser_loc(p);
  if (p->tok.kind == TOK_PERCENT_ID) {
    /* a definition: `%x`, never `%x#0` */
    out->ssa.name = p->tok.start + 1;
    out->ssa.len = p->tok.len - 1;
    out->ssa.loc = out->loc;
    advance(p);
    if (p->tok.kind == TOK_HASH_ID && p->tok.len > 1 && isdigit((unsigned char)p->tok.start[1]))
      return bo_parser_error(p, "result number not allowed in argument list");
  } else if (bo_parse_operand(p, &out->ssa)) {
    return -1;
  }
  if (allow_type) {
    if (p->in_block_header && !at_punct(p, ":"))
      return wrong_token_error(p, "expected ':' and type for SSA operand");
    if (bo_parse_punct(p, ":")) return -1;
    if (parse_type_inner(p, &out->type)) return -1;
  }
  if (allow_attrs && at_punct(p, "{")) {
    if (bo_parse_dict_attr(p, &out->attrs)) return -1;
  }
  bo_loc l = out->loc;
  if (bo_parse_optional_location(p, &l) < 0) return -1;
  out->loc = l;
  return 0;
}

int bo_parse_optional_argument(bo_parser *p, bo_argument *out, bool allow_type, bool allow_attrs) {
  if (p->tok.kind != TOK_PERCENT_ID) return 0;
  return bo_parse_argument(p, out, allow_type, allow_attrs) ? -1 : 1;
}

typedef struct arg_list_user {
  bo_argument_vec *out;
  bool allow_type, allow_attrs;
} arg_list_user;

static int arg_elem(bo_parser *p, void *user) {
  arg_list_user *u = user;
  bo_argument a;
  if (bo_parse_argument(p, &a, u->allow_type, u->allow_attrs)) return -1;
  bo_vec_push(u->out, a);
  return 0;
}

int bo_parse_argument_list(bo_parser *p, bo_delim delim, bool allow_type, bool allow_attrs,
                           bo_argument_vec *out) {
  arg_list_user u = {out, allow_type, allow_attrs};
  if (delim == BO_DELIM_NONE && p->tok.kind != TOK_PERCENT_ID) return 0;
  return parse_comma_list(p, delim, arg_elem, &u, true);
}

typedef struct assign_user {
  bo_argument_vec *args;
  bo_unresolved_vec *inits;
} assign_user;

static int assign_elem(bo_parser *p, void *user) {
  assign_user *u = user;
  bo_argument a;
  memset(&a, 0, sizeof a);
  a.loc = bo_parser_loc(p);
  if (bo_parse_operand(p, &a.ssa)) return -1;
  if (bo_parse_punct(p, "=")) return -1;
  bo_unresolved init;
  if (bo_parse_operand(p, &init)) return -1;
  bo_vec_push(u->args, a);
  bo_vec_push(u->inits, init);
  return 0;
}

int bo_parse_assignment_list(bo_parser *p, bo_argument_vec *args, bo_unresolved_vec *inits) {
  assign_user u = {args, inits};
  return parse_comma_list(p, BO_DELIM_PAREN, assign_elem, &u, true);
}

int bo_parse_optional_assignment_list(bo_parser *p, bo_argument_vec *args, bo_unresolved_vec *inits) {
  if (!at_punct(p, "(")) return 0;
  return bo_parse_assignment_list(p, args, inits) ? -1 : 1;
}

/* Parses `^bb(args):` block header arguments into block b. */
static int parse_block_args(bo_parser *p, bo_block *b) {
  if (!bo_parse_optional_punct(p, "(")) return 0;
  if (bo_parse_optional_punct(p, ")")) return 0;
  do {
    bo_argument a;
    p->in_block_header = true;
    int bad = bo_parse_argument(p, &a, true, false);
    p->in_block_header = false;
    if (bad) return -1;
    bo_value *v = bo_block_add_arg_ctx(p->ctx, b, a.type, a.loc);
    if (define_values(p, &a.ssa, &v, 1)) return -1;
  } while (bo_parse_optional_punct(p, ","));
  return bo_parse_punct(p, ")");
}

static int parse_block_body(bo_parser *p, bo_block *b) {
  while (p->tok.kind != TOK_CARET_ID && !at_punct(p, "}")) {
    if (p->tok.kind == TOK_EOF) return bo_parser_error(p, "expected '}' to end region");
    if (parse_op(p, b)) return -1;
  }
  return 0;
}

static int parse_region_body(bo_parser *p, bo_region *r, const bo_argument *args, size_t nargs) {
  if (!bo_parse_optional_punct(p, "{")) return wrong_token_error(p, "expected '{' to begin a region");
  if (nest_enter(p)) return -1;
  int rc = -1;
  /* MLIR: a region's named arguments must be new names (not defined, nor
   * used ahead of a definition, in a visible scope) */
  for (size_t i = 0; i < nargs; i++) {
    bo_loc used;
    if (args[i].ssa.name && name_in_use(p, &args[i].ssa, &used)) {
      bo_parser_error_at(p, args[i].ssa.loc, "region entry argument '%%%.*s' is already in use",
                         (int)args[i].ssa.len, args[i].ssa.name);
      bo_emit(p->ctx, BO_SEV_NOTE, used, "previously referenced here");
      nest_leave(p);
      return -1;
    }
  }
  push_scope(p);
  if (at_punct(p, "}")) {
    if (nargs) {
      bo_block *b = bo_block_create(p->ctx);
      bo_region_append_block(r, b);
      for (size_t i = 0; i < nargs; i++) {
        bo_value *v = bo_block_add_arg_ctx(p->ctx, b, args[i].type, args[i].loc);
        if (define_values(p, &args[i].ssa, &v, 1)) goto done;
      }
    }
    advance(p);
    rc = pop_scope(p);
    nest_leave(p);
    return rc;
  }
  bo_block *entry = NULL;
  if (p->tok.kind != TOK_CARET_ID || nargs) {
    if (nargs && p->tok.kind == TOK_CARET_ID) {
      bo_parser_error(p, "invalid block name in region with named arguments");
      goto done;
    }
    entry = bo_block_create(p->ctx);
    bo_region_append_block(r, entry);
    for (size_t i = 0; i < nargs; i++) {
      if (!args[i].type) {
        bo_parser_error_at(p, args[i].loc, "missing type for region argument");
        goto done;
      }

      bo_value *v = bo_block_add_arg_ctx(p->ctx, entry, args[i].type, args[i].loc);
      if (define_values(p, &args[i].ssa, &v, 1)) goto done;
    }
    if (parse_block_body(p, entry)) goto done;
  }
  while (p->tok.kind == TOK_CARET_ID) {
    token name_tok = p->tok;
    block_entry *e = block_lookup(p, name_tok.start, name_tok.len, tok_loc(p, &name_tok));
    if (e->defined) {
      bo_parser_error(p, "redefinition of block '%.*s'", (int)name_tok.len, name_tok.start);
      goto done;
    }
    e->defined = true;
    e->loc = tok_loc(p, &name_tok);
    advance(p);
    bo_region_append_block(r, e->block);
    if (parse_block_args(p, e->block)) goto done;
    if (!bo_parse_optional_punct(p, ":")) {
      wrong_token_error(p, "expected ':' after block name");
      goto done;
    }
    if (parse_block_body(p, e->block)) goto done;
  }
  if (bo_parse_punct(p, "}")) goto done;
  rc = 0;
done:
  if (pop_scope(p)) rc = -1;
  nest_leave(p);
  if (rc) {
    /* blocks referenced but never placed in a region are dropped: their
     * operations are unreachable garbage in the arena */
  }
  return rc;
}

int bo_parse_region(bo_parser *p, bo_region *r, const bo_argument *args, size_t nargs) {
  return parse_region_body(p, r, args, nargs);
}

int bo_parse_optional_region(bo_parser *p, bo_region *r, const bo_argument *args, size_t nargs) {
  if (!at_punct(p, "{")) return 0;
  return bo_parse_region(p, r, args, nargs) ? -1 : 1;
}

void bo_ensure_terminator(bo_parser *p, bo_region *r, const char *name, bool with_region, bo_loc loc) {
  bo_context *ctx = p->ctx;
  if (!r->first) bo_region_append_block(r, bo_block_create(ctx));
  bo_block *b = r->first;
  /* only a registered terminator counts: like mlir-opt, an unregistered
   * last op still gets the implicit terminator after it */
  if (b->last && (b->last->info->traits & BO_TRAIT_TERMINATOR)) return;
  bo_op_state s = {0};
  s.name = name;
  s.loc = loc;
  s.num_regions = with_region ? 1 : 0;
  bo_op *term = bo_op_create(ctx, &s);
  if (with_region) bo_region_add_block(&term->regions[0]);
  bo_op_append_to_block(term, b);
}

/* ------------------------------------------------------------- operations */

typedef struct result_binding {
  bo_unresolved name;
  unsigned count;
} result_binding;

typedef BO_VEC(result_binding) result_vec;

const char *bo_parse_state_result_name(const bo_parse_state *st, unsigned i, size_t *len, unsigned *num) {
  const result_binding *rb = st->result_bindings;
  for (size_t k = 0; k < st->num_result_bindings; k++) {
    if (i < rb[k].count) {
      *len = rb[k].name.len;
      if (num) *num = i;
      return rb[k].name.name;
    }
    i -= rb[k].count;
  }
  *len = 0;
  if (num) *num = 0;
  return NULL;
}

static int parse_generic_body(bo_parser *p, bo_parse_state *st) {
  bo_unresolved_vec names = {0};
  bo_type_vec types = {0};
  int rc = -1;
  bo_loc opl = bo_parser_loc(p);
  if (bo_parse_punct(p, "(")) goto done;
  if (!at_punct(p, ")") && bo_parse_operand_list(p, BO_DELIM_NONE, &names)) goto done;
  if (bo_parse_punct(p, ")")) goto done;
  if (at_punct(p, "[")) {
    /* as MLIR: a registered op that is not a terminator has no successors */
    if (st->info && !(st->info->traits & (BO_TRAIT_UNKNOWN | BO_TRAIT_TERMINATOR))) {
      bo_parser_error(p, "successors in non-terminator");
      goto done;
    }
    advance(p);
    do {
      bo_block *b = NULL;
      if (bo_parse_successor(p, &b)) goto done;
      bo_state_add_successor(st, b);
    } while (bo_parse_optional_punct(p, ","));
    if (bo_parse_punct(p, "]")) goto done;
  }
  if (at_punct(p, "<")) {
    advance(p);
    const bo_attr *d;
    if (bo_parse_dict_attr(p, &d)) goto done;
    if (bo_parse_punct(p, ">")) goto done;
    for (unsigned i = 0; i < d->u.dict.n; i++) bo_vec_push(&st->props, d->u.dict.entries[i]);
    st->inline_props = true;
  }
  if (at_punct(p, "(")) {
    advance(p);
    do {
      bo_region *r = bo_state_add_region(st);
      if (bo_parse_region(p, r, NULL, 0)) goto done;
    } while (bo_parse_optional_punct(p, ","));
    if (!bo_parse_optional_punct(p, ")")) {
      wrong_token_error(p, "expected ')' to end region list");
      goto done;
    }
  }
  if (at_punct(p, "{")) {
    const bo_attr *d;
    if (bo_parse_dict_attr(p, &d)) goto done;
    for (unsigned i = 0; i < d->u.dict.n; i++) bo_vec_push(&st->attrs, d->u.dict.entries[i]);
  }
  if (!bo_parse_optional_punct(p, ":")) {
    wrong_token_error(p, "expected ':' followed by operation type");
    goto done;
  }
  bo_loc tl = bo_parser_loc(p);
  const bo_type *ft;
  if (parse_type_inner(p, &ft)) goto done;
  if (ft->kind != BO_TYPE_FUNCTION) {
    bo_parser_error_at(p, tl, "expected function type");
    goto done;
  }
  if (names.len != ft->u.func.num_inputs) {
    bo_parser_error_at(p, tl, "expected %zu operand type%s but had %u", names.len,
                       names.len == 1 ? "" : "s", ft->u.func.num_inputs);
    goto done;
  }
  if (bo_resolve_operands(p, names.data, names.len, ft->u.func.types, ft->u.func.num_inputs, opl,
                          &st->operands))
    goto done;
  if (ft->u.func.num_results)
    bo_state_add_result_types(st, ft->u.func.types + ft->u.func.num_inputs, ft->u.func.num_results);
  rc = 0;
done:
  bo_vec_free(&names);
  bo_vec_free(&types);
  return rc;
}

/* iN / siN / uiN: MLIR's lexer makes these integer-type tokens, which
 * cannot start an operation ("expected operation name in quotes"). */
static bool is_int_type_spelling(const token *t) {
  const char *s = t->start;
  size_t n = t->len, i = 0;
  if (n > 2 && (s[0] == 's' || s[0] == 'u') && s[1] == 'i') i = 2;
  else if (n > 1 && s[0] == 'i') i = 1;
  else return false;
  for (; i < n; i++)
    if (!isdigit((unsigned char)s[i])) return false;
  return true;
}

/* Resolves an unprefixed custom op name through the default dialects. */
static int cmp_names(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* mlir-opt's note after "Dialect `x' not found for custom op": the
 * registered dialects, sorted. */
static void note_available_dialects(bo_parser *p, bo_loc loc) {
  BO_VEC(const char *) names = {0};
  for (unsigned i = 0; bo_dialect_name_at(p->ctx, i); i++) bo_vec_push(&names, bo_dialect_name_at(p->ctx, i));
  if (names.len) qsort(names.data, names.len, sizeof *names.data, cmp_names);
  bo_str s = {0};
  for (size_t i = 0; i < names.len; i++) bo_str_printf(&s, "%s%s", i ? ", " : "", names.data[i]);
  bo_emit(p->ctx, BO_SEV_NOTE, loc,
          "Available dialects: %s ; for more info on dialect registration see "
          "https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
          s.data ? s.data : "");
  bo_str_free(&s);
  bo_vec_free(&names);
}

static const bo_op_info *resolve_custom_name(bo_parser *p, const token *t) {
  bo_context *ctx = p->ctx;
  if (memchr(t->start, '.', t->len)) {
    const bo_op_info *info = bo_lookup_op_info(ctx, t->start, t->len);
    return (info->parse || info->print) ? info : NULL;
  }
  char buf[256];
  /* MLIR's default-dialect stack: a custom op pushes its default dialect
   * ("" when it has none: inside scf.for a bare `call` is no func.call), a
   * generic op pushes nothing (NULL here: look further out) */
  for (size_t i = p->default_dialects.len; i > 0; i--) {
    const char *d = p->default_dialects.data[i - 1];
    if (!d) continue;
    if (!*d) break;
    int n = snprintf(buf, sizeof buf, "%s.%.*s", d, (int)t->len, t->start);
    if (n > 0 && (size_t)n < sizeof buf) {
      const bo_op_info *info = bo_lookup_op_info(ctx, buf, (size_t)n);
      if (info->parse) return info;
    }
    break; /* only the innermost default dialect applies */
  }
  int n = snprintf(buf, sizeof buf, "builtin.%.*s", (int)t->len, t->start);
  if (n > 0 && (size_t)n < sizeof buf) {
    const bo_op_info *info = bo_lookup_op_info(ctx, buf, (size_t)n);
    if (info->parse) return info;
  }
  return NULL;
}

static int parse_op(bo_parser *p, bo_block *block) {
  /* result bindings: a few inline (no allocation per op), more in `more` */
  result_binding inline_results[4];
  result_vec more = {0};
  size_t num_results = 0;
  result_binding *results = inline_results;
  unsigned num_bound = 0;
  int rc = -1;
  bo_loc op_loc = bo_parser_loc(p);
  if (p->tok.kind == TOK_PERCENT_ID) {
    do {
      result_binding rb = {0};
      if (p->tok.kind != TOK_PERCENT_ID) {
        bo_parser_error(p, "expected valid ssa identifier");
        goto done;
      }
      rb.name.name = p->tok.start + 1;
      rb.name.len = p->tok.len - 1;
      rb.name.loc = bo_parser_loc(p);
      rb.count = 1;
      advance(p);
      if (at_punct(p, ":")) {
        advance(p);
        if (p->tok.kind != TOK_INTEGER) {
          bo_parser_error(p, "expected integer number of results");
          goto done;
        }
        uint64_t c;
        if (!tok_to_u64(&p->tok, &c) || c == 0 || c > 1000000) {
          bo_parser_error(p, "expected named operation to have at least 1 result");
          goto done;
        }
        rb.count = (unsigned)c;
        advance(p);
      }
      num_bound += rb.count;
      if (num_results < 4) {
        inline_results[num_results] = rb;
      } else {
        if (num_results == 4)
          for (size_t i = 0; i < 4; i++) bo_vec_push(&more, inline_results[i]);
        bo_vec_push(&more, rb);
        results = more.data;
      }
      num_results++;
    } while (bo_parse_optional_punct(p, ","));
    if (!at_punct(p, "=")) {
      wrong_token_error(p, "expected '=' after SSA name");
      goto done;
    }
    advance(p);
  }
  op_loc = bo_parser_loc(p);
  bo_parse_state state;
  memset(&state, 0, sizeof state);
  bo_parse_state *st = &state;
  st->ctx = p->ctx;
  size_t depth = p->states.len;
  state_take(p, depth, st);
  st->loc = op_loc;
  st->num_result_names = num_bound;
  st->result_bindings = results;
  st->num_result_bindings = num_results;
  bool pushed_state = false, pushed_dialect = false;
  if (p->tok.kind == TOK_STRING) {
    size_t n;
    const char *name = unescape_string(p, &p->tok, &n);
    if (n == 0) {
      bo_parser_error(p, "empty operation name is invalid");
      goto free_state;
    }
    st->name = name;
    st->info = bo_lookup_op_info(p->ctx, name, n);
    advance(p);
    if (p->ctx->disallow_unregistered && (st->info->traits & BO_TRAIT_UNKNOWN)) {
      /* mlir-opt's check (at the token after the name): the dialect is the
       * name up to its first dot, the whole name when it has none */
      const char *dot = memchr(name, '.', n);
      size_t dlen = dot ? (size_t)(dot - name) : n;
      if (!bo_dialect_is_registered(p->ctx, name, dlen) && !bo_dialect_allows_unknown_ops(p->ctx, name, dlen)) {
        bo_parser_error(p, "operation being parsed with an unregistered dialect. If this is "
                           "intended, please use -allow-unregistered-dialect with the MLIR "
                           "tool used");
        goto free_state;
      }
    }
    bo_vec_push(&p->states, st);
    pushed_state = true;
    bo_vec_push(&p->default_dialects, NULL);
    pushed_dialect = true;
    if (parse_generic_body(p, st)) goto free_state;
  } else if (p->tok.kind == TOK_BARE_ID && !is_int_type_spelling(&p->tok)) {
    const bo_op_info *info = resolve_custom_name(p, &p->tok);
    if (!info) {
      const char *dot = memchr(p->tok.start, '.', p->tok.len);
      const char *dd = NULL;
      for (size_t i = p->default_dialects.len; i > 0 && !dd; i--) dd = p->default_dialects.data[i - 1];
      const bo_op_info *known = dot ? bo_lookup_op_info(p->ctx, p->tok.start, p->tok.len) : NULL;
      if (known && known->id != BO_OP_NONE) {
        /* a registered op without a custom form (generic form only) */
        bo_parser_error(p, "custom op '%.*s' has no custom assembly form", (int)p->tok.len, p->tok.start);
      } else if (dot && !bo_dialect_is_registered(p->ctx, p->tok.start, (size_t)(dot - p->tok.start))) {
        bo_parser_error(p, "Dialect `%.*s' not found for custom op '%.*s' ", (int)(dot - p->tok.start),
                        p->tok.start, (int)p->tok.len, p->tok.start);
        note_available_dialects(p, bo_parser_loc(p));
      } else if (!dot && dd && !*dd) {
        bo_parser_error(p, "Dialect `' not found for custom op '%.*s'  (tried '.%.*s' as well)",
                        (int)p->tok.len, p->tok.start, (int)p->tok.len, p->tok.start);
        note_available_dialects(p, bo_parser_loc(p));
      } else if (!dot && dd)
        bo_parser_error(p, "custom op '%.*s' is unknown (tried '%s.%.*s' as well)", (int)p->tok.len,
                        p->tok.start, dd, (int)p->tok.len, p->tok.start);
      else
        bo_parser_error(p, "custom op '%.*s' is unknown", (int)p->tok.len, p->tok.start);
      goto free_state;
    }
    st->info = info;
    st->name = info->name;
    advance(p);
    bo_vec_push(&p->states, st);
    pushed_state = true;
    bo_vec_push(&p->default_dialects, info->default_dialect ? info->default_dialect : "");
    pushed_dialect = true;
    if (info->parse(p, st)) {
      if (!p->failed) bo_parser_error(p, "failed to parse '%s'", info->name);
      goto free_state;
    }
  } else {
    wrong_token_error(p, "expected operation name in quotes");
    goto free_state;
  }
  {
    bo_loc l = op_loc;
    if (bo_parse_optional_location(p, &l) < 0) goto free_state;
    op_loc = l;
  }
  if (num_bound && st->result_types.len == 0) {
    bo_parser_error_at(p, results[0].name.loc, "cannot name an operation with no results");
    goto free_state;
  }
  if (num_bound && st->result_types.len != num_bound) {
    bo_parser_error_at(p, results[0].name.loc,
                       "operation defines %zu results but was provided %u to bind",
                       st->result_types.len, num_bound);
    goto free_state;
  }
  if (st->inline_props && check_inline_props(p, st, op_loc)) goto free_state;
  if (st->attrs.len) fix_dict_segments(p, st);
  {
    bo_op_state os = {0};
    os.name = st->name;
    os.loc = op_loc;
    os.num_operands = (unsigned)st->operands.len;
    os.operands = st->operands.data;
    os.num_results = (unsigned)st->result_types.len;
    os.result_types = st->result_types.data;
    os.num_attrs = (unsigned)st->attrs.len;
    os.attrs = st->attrs.data;
    os.num_props = (unsigned)st->props.len;
    os.props = st->props.data;
    os.num_regions = (unsigned)st->regions.len;
    os.num_successors = (unsigned)st->successors.len;
    os.successors = st->successors.data;
    bo_op *op = bo_op_create_ex(p->ctx, &os, true); /* names were interned when parsed */
    for (size_t i = 0; i < st->regions.len; i++) bo_region_take_blocks(&op->regions[i], st->regions.data[i]);
    bo_op_append_to_block(op, block);
    /* bind result names */
    unsigned idx = 0;
    for (size_t i = 0; i < num_results; i++) {
      bo_value *vals_small[16];
      bo_value **vals = results[i].count <= 16 ? vals_small : malloc(results[i].count * sizeof(bo_value *));
      for (unsigned k = 0; k < results[i].count; k++) vals[k] = &op->results[idx++];
      int drc = define_values(p, &results[i].name, vals, results[i].count);
      if (vals != vals_small) free(vals);
      if (drc) goto free_state;
    }
  }
  rc = 0;
free_state:
  if (pushed_state) p->states.len--;
  if (pushed_dialect) p->default_dialects.len--;
  state_give(p, depth, st);
done:
  bo_vec_free(&more);
  return rc;
}

/* ---------------------------------------------------------------- top level */

static int parse_alias_def(bo_parser *p) {
  token t = p->tok;
  bool is_type = t.kind == TOK_BANG_ID;
  span_table *m = is_type ? &p->type_aliases : &p->attr_aliases;
  span_slot *old = span_find(m, t.start + 1, t.len - 1, false);
  if (old && old->value)
    return bo_parser_error(p, "redefinition of %s alias id '%.*s'", is_type ? "type" : "attribute",
                           (int)t.len - 1, t.start + 1);
  if (memchr(t.start + 1, '.', t.len - 1))
    return bo_parser_error(p, "%s names with a '.' are reserved for dialect-defined names",
                           is_type ? "type" : "attribute");
  advance(p);
  if (!bo_parse_optional_punct(p, "="))
    return wrong_token_error(p, "expected '=' in %s alias definition", is_type ? "type" : "attribute");
  void *value;
  if (is_type) {
    const bo_type *ty;
    if (parse_type_inner(p, &ty)) return -1;
    value = (void *)ty;
  } else {
    const bo_attr *a;
    if (bo_parse_attribute(p, NULL, &a)) return -1;
    value = (void *)a;
  }
  span_find(m, t.start + 1, t.len - 1, true)->value = value;
  return 0;
}

static int skip_file_metadata(bo_parser *p) {
  /* {-# ... #-}: skipped (dialect resources are not used by bufopt) */
  while (p->tok.kind != TOK_FILE_METADATA_END) {
    if (p->tok.kind == TOK_EOF) return bo_parser_error(p, "expected '#-}' to end file metadata");
    advance(p);
  }
  advance(p);
  return 0;
}

bo_op *bo_parse_source_config(bo_context *ctx, const char *buf, size_t len,
                              const char *filename, const bo_parse_config *config) {
  bo_parse_config defaults = {0};
  if (!config) config = &defaults;
  uint32_t first_line = config->first_line ? config->first_line : 1;
  bo_parser p;
  memset(&p, 0, sizeof p);
  p.ctx = ctx;
  p.lazy_bodies = config->lazy_implicit_bodies;
  if (p.lazy_bodies) ctx->may_have_pending_bodies = true;
  p.filename = bo_intern_cstr(ctx, filename ? filename : "<stdin>");
  lexer_init(&p.lx, buf, len, first_line);
  advance(&p);

  /* The top level is parsed into a temporary block of a temporary module. */
  bo_op_state ms = {0};
  ms.name = "builtin.module";
  ms.loc.file = p.filename; /* the implicit module is at file:0:0, as in MLIR */
  ms.num_regions = 1;
  bo_op *top = bo_op_create(ctx, &ms);
  bo_block *body = bo_region_add_block(&top->regions[0]);
  push_scope(&p);
  int rc = 0;
  while (p.tok.kind != TOK_EOF) {
    if (p.tok.kind == TOK_ERROR) {
      rc = bo_parser_error(&p, "unexpected character");
      break;
    }
    if ((p.tok.kind == TOK_HASH_ID || p.tok.kind == TOK_BANG_ID)) {
      if (parse_alias_def(&p)) {
        rc = -1;
        break;
      }
      continue;
    }
    if (p.tok.kind == TOK_FILE_METADATA_BEGIN) {
      if (skip_file_metadata(&p)) {
        rc = -1;
        break;
      }
      continue;
    }
    if (parse_op(&p, body)) {
      rc = -1;
      break;
    }
  }
  if (pop_scope(&p)) rc = -1;
  while (p.scopes.len) pop_scope(&p);
  for (size_t i = 0; i < p.scopes_used; i++) {
    bo_vec_free(&p.scopes.data[i].names);
    bo_vec_free(&p.scopes.data[i].block_list);
  }
  bo_vec_free(&p.scopes);
  free(p.blocks.slots);
  free(p.dict_cache.slots);
  free(p.distinct_ids.slots);
  bo_arena_free_all(&p.scratch);
  bo_vec_free(&p.default_dialects);
  bo_vec_free(&p.states);
  for (size_t i = 0; i < p.pool.len; i++) state_free(&p.pool.data[i]);
  bo_vec_free(&p.pool);
  free(p.attr_aliases.slots);
  free(p.type_aliases.slots);
  free(p.names.slots);
  bo_vec_free(&p.numeric_names);
  free(p.type_cache.slots);
  if (rc || p.failed) return NULL;
  /* A single top-level builtin.module is the module itself. */
  if (body->first && body->first == body->last && body->first->info->name &&
      strcmp(body->first->info->name, "builtin.module") == 0 && !body->first->results) {
    bo_op *m = body->first;
    bo_op_remove(m);
    return m;
  }
  return top;
}

bo_op *bo_parse_source_at(bo_context *ctx, const char *buf, size_t len, const char *filename,
                          uint32_t first_line) {
  bo_parse_config config = {0};
  config.first_line = first_line;
  return bo_parse_source_config(ctx, buf, len, filename, &config);
}

bo_op *bo_parse_source(bo_context *ctx, const char *buf, size_t len, const char *filename) {
  return bo_parse_source_at(ctx, buf, len, filename, 1);
}
