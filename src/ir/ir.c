/* ir.c - operations, values, uses, blocks and regions; the builder, cloning,
 * walking and numbering.
 *
 * Invariants kept here:
 *  - every operand slot is linked in its value's use list (doubly linked with
 *    a back-pointer to the previous link, so unlinking is O(1));
 *  - an op is in at most one block; a block in at most one region;
 *  - attribute and property arrays are sorted by name (strcmp), unique names.
 * All IR memory comes from the context arena; erased IR is not reused.
 */
#include "ir_private.h"

/* ------------------------------------------------------------------ uses */

static void use_link(bo_use *u, bo_value *v) {
  bo_assert(!u->pprev && "a slot is in at most one use list: unlink it first");
  u->value = v;
  if (!v) {
    u->next = NULL;
    u->pprev = NULL;
    return;
  }
  u->next = v->first_use;
  if (u->next) u->next->pprev = &u->next;
  u->pprev = &v->first_use;
  v->first_use = u;
}

static void use_unlink(bo_use *u) {
  if (u->pprev) {
    bo_assert(*u->pprev == u && u->value && "the use list links back to this slot");
    bo_assert(!u->next || u->next->pprev == &u->next);
    *u->pprev = u->next;
    if (u->next) u->next->pprev = u->pprev;
  }
  u->value = NULL;
  u->next = NULL;
  u->pprev = NULL;
}

bo_use *bo_value_first_use(const bo_value *v) { return v->first_use; }
bo_use *bo_use_next(const bo_use *u) { return u->next; }
bo_op *bo_use_get_owner(const bo_use *u) { return u->owner; }
unsigned bo_use_get_operand_index(const bo_use *u) { return u->index; }

void bo_value_replace_all_uses(bo_value *from, bo_value *to) {
  if (from == to) return;
  while (from->first_use) {
    bo_use *u = from->first_use;
    use_unlink(u);
    use_link(u, to);
  }
  bo_assert(!from->first_use);
}

const bo_type *bo_value_get_type(const bo_value *v) { return v->type; }
void bo_value_set_type(bo_value *v, const bo_type *t) { v->type = t; }
bo_op *bo_value_get_def_op(const bo_value *v) { return v->def_op; }
bo_block *bo_value_get_owner_block(const bo_value *v) { return v->def_op ? NULL : v->owner; }
unsigned bo_value_get_index(const bo_value *v) { return v->index; }
bool bo_value_is_block_arg(const bo_value *v) { return v->def_op == NULL && v->owner != NULL; }
bool bo_value_has_uses(const bo_value *v) { return v->first_use != NULL; }
uint32_t bo_value_get_id(const bo_value *v) { return v->id; }

unsigned bo_value_count_uses(const bo_value *v) {
  unsigned n = 0;
  for (bo_use *u = v->first_use; u; u = u->next) n++;
  return n;
}

bo_value *bo_value_create_placeholder(bo_context *ctx, const bo_type *t) {
  bo_value *v = bo_arena_take(&ctx->arena, sizeof *v);
  v->type = t;
  return v;
}

void bo_value_drop_uses_from(bo_value *v) {
  while (v->first_use) use_unlink(v->first_use);
}

/* ------------------------------------------------------------ operations */

const char *bo_op_get_name(const bo_op *op) { return op->info->name; }
const bo_op_info *bo_op_get_info(const bo_op *op) { return op->info; }
bool bo_op_is(const bo_op *op, const char *name) { return strcmp(op->info->name, name) == 0; }
bool bo_op_has_trait(const bo_op *op, uint32_t trait) { return (op->info->traits & trait) != 0; }
bo_loc bo_op_get_loc(const bo_op *op) { return op->loc; }
bo_context *bo_op_get_context(const bo_op *op) { return op->ctx; }
unsigned bo_op_get_num_operands(const bo_op *op) { return op->num_operands; }
bo_value *bo_op_get_operand(const bo_op *op, unsigned i) {
  bo_assert(i < op->num_operands);
  return op->operands[i].value;
}
unsigned bo_op_get_num_results(const bo_op *op) { return op->num_results; }
bo_value *bo_op_get_result(const bo_op *op, unsigned i) {
  bo_assert(i < op->num_results);
  return &op->results[i];
}
unsigned bo_op_get_num_regions(const bo_op *op) { return op->num_regions; }
/* A pending implicit body is built on first access: whoever asks for the
 * region through the API sees the body (the op is logically unchanged, hence
 * the const). */
bo_region *bo_op_get_region(const bo_op *op, unsigned i) {
  bo_assert(i < op->num_regions && op->regions[i].parent == op);
  if (op->regions[i].pending) bo_op_materialize_body((bo_op *)op);
  return &op->regions[i];
}
unsigned bo_op_get_num_successors(const bo_op *op) { return op->num_successors; }
bo_block *bo_op_get_successor(const bo_op *op, unsigned i) {
  bo_assert(i < op->num_successors);
  return op->successors[i];
}
void bo_op_set_successor(bo_op *op, unsigned i, bo_block *b) {
  bo_assert(i < op->num_successors);
  op->successors[i] = b;
}
bo_block *bo_op_get_block(const bo_op *op) { return op->block; }
bo_op *bo_op_get_next(const bo_op *op) { return op->next; }
bo_op *bo_op_get_prev(const bo_op *op) { return op->prev; }
uint32_t bo_op_get_id(const bo_op *op) { return op->id; }

bo_op *bo_op_get_parent_op(const bo_op *op) {
  return op->block && op->block->parent ? op->block->parent->parent : NULL;
}

void bo_op_set_operand(bo_op *op, unsigned i, bo_value *v) {
  bo_assert(i < op->num_operands && op->operands[i].owner == op && op->operands[i].index == i);
  use_unlink(&op->operands[i]);
  use_link(&op->operands[i], v);
}

/* Operand arrays move when they grow, so relink every use afterwards. */
/* The first reservation is exact (most ops never grow); growth doubles. */
static void operands_reserve(bo_op *op, unsigned n) {
  if (n <= op->cap_operands) return;
  unsigned cap = op->cap_operands ? op->cap_operands * 2 : n;
  while (cap < n) cap *= 2;
  bo_use *nu = bo_arena_take(&op->ctx->arena, cap * sizeof(bo_use));
  for (unsigned i = 0; i < op->num_operands; i++) {
    bo_value *v = op->operands[i].value;
    use_unlink(&op->operands[i]);
    nu[i].owner = op;
    nu[i].index = i;
    use_link(&nu[i], v);
  }
  op->operands = nu;
  op->cap_operands = cap;
  bo_assert(op->cap_operands >= n);
}

void bo_op_set_operands(bo_op *op, unsigned n, bo_value *const *values) {
  for (unsigned i = 0; i < op->num_operands; i++) use_unlink(&op->operands[i]);
  op->num_operands = 0;
  operands_reserve(op, n);
  for (unsigned i = 0; i < n; i++) {
    op->operands[i].owner = op;
    op->operands[i].index = i;
    use_link(&op->operands[i], values[i]);
  }
  op->num_operands = n;
}

void bo_op_append_operand(bo_op *op, bo_value *v) {
  operands_reserve(op, op->num_operands + 1);
  bo_use *u = &op->operands[op->num_operands];
  u->owner = op;
  u->index = op->num_operands++;
  use_link(u, v);
}

void bo_op_erase_operand(bo_op *op, unsigned i) {
  bo_assert(i < op->num_operands);
  use_unlink(&op->operands[i]);
  for (unsigned j = i + 1; j < op->num_operands; j++) {
    bo_value *v = op->operands[j].value;
    use_unlink(&op->operands[j]);
    op->operands[j - 1].owner = op;
    op->operands[j - 1].index = j - 1;
    use_link(&op->operands[j - 1], v);
  }
  op->num_operands--;
}

/* ------------------------------------------------------------ attributes */

static int find_named(const bo_named_attr *a, unsigned n, const char *name, bool *found) {
  /* binary search by strcmp (names are few: this is O(log n)) */
  unsigned lo = 0, hi = n;
  while (lo < hi) {
    unsigned mid = (lo + hi) / 2;
    /* the first byte settles most comparisons without a call */
    const char *m = a[mid].name;
    int c = (unsigned char)m[0] - (unsigned char)name[0];
    if (c == 0 && m != name) c = strcmp(m, name);
    if (c == 0) {
      *found = true;
      return (int)mid;
    }
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  *found = false;
  return (int)lo;
}

static const bo_attr *named_get(const bo_named_attr *a, unsigned n, const char *name) {
  bool found;
  int i = find_named(a, n, name, &found);
  return found ? a[i].attr : NULL;
}

static void named_set_impl(bo_context *ctx, bo_named_attr **arr, unsigned *n, unsigned *cap,
                           const char *name, const bo_attr *attr, bool interned) {
  bool found;
  int i = find_named(*arr, *n, name, &found);
  if (found) {
    if (attr) {
      (*arr)[i].attr = attr;
    } else {
      memmove(&(*arr)[i], &(*arr)[i + 1], (*n - (unsigned)i - 1) * sizeof(bo_named_attr));
      (*n)--;
    }
    return;
  }
  if (!attr) return;
  if (*n + 1 > *cap) {
    unsigned c = *cap ? *cap * 2 : 2;
    bo_named_attr *na = bo_arena_take(&ctx->arena, c * sizeof(bo_named_attr));
    if (*n) memcpy(na, *arr, *n * sizeof(bo_named_attr));
    *arr = na;
    *cap = c;
  }
  memmove(&(*arr)[i + 1], &(*arr)[i], (*n - (unsigned)i) * sizeof(bo_named_attr));
  (*arr)[i].name = interned ? name : bo_intern_cstr(ctx, name);
  (*arr)[i].attr = attr;
  (*n)++;
  /* sorted by name, names unique (find_named's binary search relies on it) */
  bo_assert(i == 0 || strcmp((*arr)[i - 1].name, (*arr)[i].name) < 0);
}

static void named_set(bo_context *ctx, bo_named_attr **arr, unsigned *n, unsigned *cap,
                      const char *name, const bo_attr *attr) {
  named_set_impl(ctx, arr, n, cap, name, attr, false);
}

const bo_attr *bo_op_get_prop(const bo_op *op, const char *name) {
  return named_get(op->props, op->num_props, name);
}
const bo_attr *bo_op_get_discardable_attr(const bo_op *op, const char *name) {
  return named_get(op->attrs, op->num_attrs, name);
}
const bo_attr *bo_op_get_attr(const bo_op *op, const char *name) {
  const bo_attr *a = bo_op_get_prop(op, name);
  return a ? a : bo_op_get_discardable_attr(op, name);
}
void bo_op_set_prop(bo_op *op, const char *name, const bo_attr *attr) {
  named_set(op->ctx, &op->props, &op->num_props, &op->cap_props, name, attr);
}
void bo_op_set_discardable_attr(bo_op *op, const char *name, const bo_attr *attr) {
  named_set(op->ctx, &op->attrs, &op->num_attrs, &op->cap_attrs, name, attr);
}
void bo_op_set_attr(bo_op *op, const char *name, const bo_attr *attr) {
  if (bo_op_info_is_inherent(op->info, name))
    bo_op_set_prop(op, name, attr);
  else
    bo_op_set_discardable_attr(op, name, attr);
}
unsigned bo_op_get_num_props(const bo_op *op) { return op->num_props; }
const bo_named_attr *bo_op_get_props(const bo_op *op) { return op->props; }
unsigned bo_op_get_num_discardable_attrs(const bo_op *op) { return op->num_attrs; }
const bo_named_attr *bo_op_get_discardable_attrs(const bo_op *op) { return op->attrs; }

/* --------------------------------------------------------------- creation */

/* The info of an op name, through the context's two-way memo keyed by the
 * name's address (see bo_context.info_memo). */
static const bo_op_info *info_by_name(bo_context *ctx, const char *name) {
  size_t slot = 2 * bo_ptr_slot(name, BO_MEMO_SETS);
  const bo_op_info *info = ctx->info_memo[slot];
  if (!info || (info->name != name && strcmp(info->name, name) != 0)) {
    info = ctx->info_memo[slot + 1];
    if (info && (info->name == name || strcmp(info->name, name) == 0)) {
      ctx->info_memo[slot + 1] = ctx->info_memo[slot]; /* most recent in way 0 */
    } else {
      info = bo_lookup_op_info(ctx, name, strlen(name));
      ctx->info_memo[slot + 1] = ctx->info_memo[slot];
    }
    ctx->info_memo[slot] = info;
  }
  return info;
}

/* names_interned: the attribute names of st are interned already (the
 * parser's are), which saves hashing every name again. */
bo_op *bo_op_create_ex(bo_context *ctx, const bo_op_state *st, bool names_interned) {
  bo_op *op = bo_arena_take(&ctx->arena, sizeof *op);
  op->ctx = ctx;
  op->info = st->id ? bo_op_info_by_id(ctx, st->id) : info_by_name(ctx, st->name);
  bo_assert(op->info);
  op->loc = st->loc;
  operands_reserve(op, st->num_operands);
  for (unsigned i = 0; i < st->num_operands; i++) {
    op->operands[i].owner = op;
    op->operands[i].index = i;
    use_link(&op->operands[i], st->operands[i]);
  }
  op->num_operands = st->num_operands;
  op->num_results = st->num_results;
  if (st->num_results) {
    op->results = bo_arena_take(&ctx->arena, st->num_results * sizeof(bo_value));
    for (unsigned i = 0; i < st->num_results; i++) {
      op->results[i].type = st->result_types[i];
      op->results[i].def_op = op;
      op->results[i].index = i;
      op->results[i].loc = st->loc;
    }
  }
  op->num_regions = st->num_regions;
  if (st->num_regions) {
    op->regions = bo_arena_take(&ctx->arena, st->num_regions * sizeof(bo_region));
    for (unsigned i = 0; i < st->num_regions; i++) {
      op->regions[i].parent = op;
      op->regions[i].ctx = ctx;
    }
  }
  op->num_successors = st->num_successors;
  if (st->num_successors) {
    op->successors = bo_arena_take(&ctx->arena, st->num_successors * sizeof(bo_block *));
    memcpy(op->successors, st->successors, st->num_successors * sizeof(bo_block *));
  }
  /* exact arrays for what the state brings (+1 for a default property) */
  if (st->num_props + st->num_attrs) {
    unsigned np = st->num_props + st->num_attrs + 1, na = st->num_attrs;
    op->props = bo_arena_take(&ctx->arena, np * sizeof(bo_named_attr));
    op->cap_props = np;
    if (na) {
      op->attrs = bo_arena_take(&ctx->arena, na * sizeof(bo_named_attr));
      op->cap_attrs = na;
    }
  }
  for (unsigned i = 0; i < st->num_props; i++)
    named_set_impl(ctx, &op->props, &op->num_props, &op->cap_props, st->props[i].name,
                   st->props[i].attr, names_interned);
  for (unsigned i = 0; i < st->num_attrs; i++) {
    /* inherent names given as discardable (old-style generic form) become props */
    if (bo_op_info_is_inherent(op->info, st->attrs[i].name))
      named_set_impl(ctx, &op->props, &op->num_props, &op->cap_props, st->attrs[i].name,
                     st->attrs[i].attr, names_interned);
    else
      named_set_impl(ctx, &op->attrs, &op->num_attrs, &op->cap_attrs, st->attrs[i].name,
                     st->attrs[i].attr, names_interned);
  }
  if (op->info->populate_defaults) op->info->populate_defaults(op);
  return op;
}

bo_op *bo_op_create(bo_context *ctx, const bo_op_state *st) { return bo_op_create_ex(ctx, st, false); }

/* ---------------------------------------------------------- block, region */

bo_region *bo_block_get_parent(const bo_block *b) { return b->parent; }
bo_op *bo_block_get_parent_op(const bo_block *b) { return b->parent ? b->parent->parent : NULL; }

bo_op *bo_op_ancestor_in_block(bo_op *op, const bo_block *b) {
  while (op && op->block != b) op = op->block ? bo_block_get_parent_op(op->block) : NULL;
  return op;
}

bool bo_op_is_inside(const bo_op *op, const bo_op *outer) {
  for (; op; op = op->block ? bo_block_get_parent_op(op->block) : NULL)
    if (op == outer) return true;
  return false;
}

bool bo_value_defined_in(const bo_value *v, const bo_op *op) {
  const bo_block *b = v->def_op ? v->def_op->block : v->owner;
  for (const bo_op *p = b ? bo_block_get_parent_op(b) : NULL; p;
       p = p->block ? bo_block_get_parent_op(p->block) : NULL)
    if (p == op) return true;
  return false;
}
bo_block *bo_block_get_next(const bo_block *b) { return b->next; }
bo_block *bo_block_get_prev(const bo_block *b) { return b->prev; }
bo_op *bo_block_first_op(const bo_block *b) { return b->first; }
bo_op *bo_block_last_op(const bo_block *b) { return b->last; }
unsigned bo_block_get_num_args(const bo_block *b) { return b->num_args; }
bo_value *bo_block_get_arg(const bo_block *b, unsigned i) {
  bo_assert(i < b->num_args && b->args[i]->owner == b && b->args[i]->index == i);
  return b->args[i];
}
bool bo_block_is_entry(const bo_block *b) { return b->parent && b->parent->first == b; }

bo_op *bo_block_get_terminator(const bo_block *b) {
  if (b->last && (b->last->info->traits & BO_TRAIT_TERMINATOR)) return b->last;
  return NULL;
}

bo_block *bo_block_create(bo_context *ctx) {
  bo_block *b = bo_arena_take(&ctx->arena, sizeof *b);
  b->ctx = ctx;
  return b;
}

static bo_context *block_context(bo_block *b) { return b->ctx; }

static void args_reserve(bo_block *b, bo_context *ctx, unsigned n) {
  if (n <= b->cap_args) return;
  unsigned cap = b->cap_args ? b->cap_args * 2 : 4;
  while (cap < n) cap *= 2;
  bo_value **na = bo_arena_take(&ctx->arena, cap * sizeof(bo_value *));
  if (b->num_args) memcpy(na, b->args, b->num_args * sizeof(bo_value *));
  b->args = na;
  b->cap_args = cap;
}

static void block_push_arg(bo_block *b, bo_context *ctx, bo_value *v) {
  args_reserve(b, ctx, b->num_args + 1);
  v->owner = b;
  v->def_op = NULL;
  v->index = b->num_args;
  b->args[b->num_args++] = v;
}

void bo_block_add_existing_arg(bo_block *b, bo_value *arg) { block_push_arg(b, b->ctx, arg); }

bo_value *bo_block_add_arg(bo_block *b, const bo_type *t, bo_loc loc) {
  bo_context *ctx = block_context(b);
  bo_value *v = bo_arena_take(&ctx->arena, sizeof *v);
  v->type = t;
  v->loc = loc;
  block_push_arg(b, ctx, v);
  return v;
}

/* Context-explicit variant (kept for callers that hold the context). */
bo_value *bo_block_add_arg_ctx(bo_context *ctx, bo_block *b, const bo_type *t, bo_loc loc) {
  bo_value *v = bo_arena_take(&ctx->arena, sizeof *v);
  v->type = t;
  v->loc = loc;
  block_push_arg(b, ctx, v);
  return v;
}

void bo_block_insert_arg(bo_block *b, unsigned index, bo_value *arg) {
  bo_assert(index <= b->num_args);
  args_reserve(b, block_context(b), b->num_args + 1);
  memmove(&b->args[index + 1], &b->args[index], (b->num_args - index) * sizeof(bo_value *));
  b->args[index] = arg;
  arg->owner = b;
  arg->def_op = NULL;
  b->num_args++;
  for (unsigned i = index; i < b->num_args; i++) b->args[i]->index = i;
}

void bo_block_erase_arg(bo_block *b, unsigned index) {
  bo_assert(index < b->num_args);
  bo_value_drop_uses_from(b->args[index]);
  memmove(&b->args[index], &b->args[index + 1], (b->num_args - index - 1) * sizeof(bo_value *));
  b->num_args--;
  for (unsigned i = index; i < b->num_args; i++) b->args[i]->index = i;
}

bo_op *bo_region_get_parent_op(const bo_region *r) { return r->parent; }
bo_block *bo_region_first_block(const bo_region *r) { return r->first; }
bo_block *bo_region_last_block(const bo_region *r) { return r->last; }
bool bo_region_is_empty(const bo_region *r) { return r->first == NULL; }

unsigned bo_region_num_blocks(const bo_region *r) {
  unsigned n = 0;
  for (bo_block *b = r->first; b; b = b->next) n++;
  return n;
}

void bo_region_append_block(bo_region *r, bo_block *b) {
  bo_assert(!b->parent && "a block is in at most one region: remove it first");
  bo_assert(!r->last || r->last->next == NULL);
  b->parent = r;
  b->next = NULL;
  b->prev = r->last;
  if (r->last)
    r->last->next = b;
  else
    r->first = b;
  r->last = b;
}

bo_block *bo_region_add_block(bo_region *r) {
  bo_block *b = bo_block_create(r->ctx);
  bo_region_append_block(r, b);
  return b;
}

void bo_block_remove(bo_block *b) {
  bo_region *r = b->parent;
  if (!r) return;
  bo_assert(b->prev ? b->prev->next == b : r->first == b);
  bo_assert(b->next ? b->next->prev == b : r->last == b);
  if (b->prev)
    b->prev->next = b->next;
  else
    r->first = b->next;
  if (b->next)
    b->next->prev = b->prev;
  else
    r->last = b->prev;
  b->parent = NULL;
  b->prev = b->next = NULL;
}

void bo_region_take_blocks(bo_region *to, bo_region *from) {
  to->pending = from->pending; /* a pending body moves with the region */
  from->pending = false;
  while (from->first) {
    bo_block *b = from->first;
    bo_block_remove(b);
    bo_region_append_block(to, b);
  }
}

/* ---------------------------------------------------------------- builder */

static void link_before(bo_op *op, bo_block *block, bo_op *before) {
  bo_assert(!op->block && "an op is in at most one block: remove it first");
  bo_assert(block && (!before || before->block == block) && before != op);
  op->block = block;
  if (before) {
    op->next = before;
    op->prev = before->prev;
    if (before->prev)
      before->prev->next = op;
    else
      block->first = op;
    before->prev = op;
  } else {
    op->next = NULL;
    op->prev = block->last;
    if (block->last)
      block->last->next = op;
    else
      block->first = op;
    block->last = op;
  }
}

void bo_op_remove(bo_op *op) {
  bo_block *b = op->block;
  if (!b) return;
  bo_assert(op->prev ? op->prev->next == op : b->first == op);
  bo_assert(op->next ? op->next->prev == op : b->last == op);
  if (op->prev)
    op->prev->next = op->next;
  else
    b->first = op->next;
  if (op->next)
    op->next->prev = op->prev;
  else
    b->last = op->prev;
  op->block = NULL;
  op->prev = op->next = NULL;
}

void bo_op_insert_before(bo_op *op, bo_op *before) {
  bo_op_remove(op);
  link_before(op, before->block, before);
}

void bo_op_insert_after(bo_op *op, bo_op *after) {
  bo_op_remove(op);
  link_before(op, after->block, after->next);
}

void bo_op_append_to_block(bo_op *op, bo_block *b) {
  bo_op_remove(op);
  link_before(op, b, NULL);
}

void bo_op_move_before(bo_op *op, bo_op *before) { bo_op_insert_before(op, before); }

bo_builder bo_builder_at_end(bo_context *ctx, bo_block *b) {
  bo_builder r = {ctx, b, NULL, {0}};
  return r;
}

bo_builder bo_builder_before(bo_context *ctx, bo_op *op) {
  bo_builder r = {ctx, op->block, op, op->loc};
  return r;
}

bo_builder bo_builder_after(bo_context *ctx, bo_op *op) {
  bo_builder r = {ctx, op->block, op->next, op->loc};
  return r;
}

void bo_builder_insert(bo_builder *b, bo_op *op) {
  bo_op_remove(op);
  link_before(op, b->block, b->before);
}

bo_op *bo_build(bo_builder *b, const bo_op_state *state) {
  bo_op *op = bo_op_create(b->ctx, state);
  bo_builder_insert(b, op);
  return op;
}

static void drop_all_uses_in(bo_op *op) {
  for (unsigned i = 0; i < op->num_operands; i++) use_unlink(&op->operands[i]);
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (bo_op *o = b->first; o; o = o->next) drop_all_uses_in(o);
}

void bo_op_erase(bo_op *op) {
  drop_all_uses_in(op);
  bo_op_remove(op);
}

void bo_op_replace_all_uses(bo_op *op, bo_value *const *new_values) {
  for (unsigned i = 0; i < op->num_results; i++)
    bo_value_replace_all_uses(&op->results[i], new_values[i]);
}

/* ---------------------------------------------------------------- mapping */

/* Pointer -> pointer hash map (open addressing, linear probing, at most
 * half full).  Key and value share a slot (one probe touches one line).  The
 * first MAP_SMALL slots live in the map itself: most maps of the passes (one
 * per dealloc op, per block, per op's operands) hold a handful of entries,
 * and then creating one is a single calloc and destroying it a single free.
 * Nothing iterates a map, so its layout is not visible. */
typedef struct map_slot {
  const void *key;
  void *val;
} map_slot;

enum { MAP_SMALL = 8 }; /* a power of two */

struct bo_mapping {
  map_slot *slots; /* small, or a heap array of cap slots */
  size_t cap, count;
  map_slot small[MAP_SMALL];
};

/* malloc and explicit stores, not calloc: glibc's calloc skips the
 * thread cache and costs about four times as much for this size, and the
 * passes create a map per block or per dealloc op. */
bo_mapping *bo_mapping_create(void) {
  bo_mapping *m = malloc(sizeof(bo_mapping));
  if (!m) bo_out_of_memory(NULL, sizeof(bo_mapping));
  memset(m->small, 0, sizeof m->small);
  m->slots = m->small;
  m->cap = MAP_SMALL;
  m->count = 0;
  return m;
}

void bo_mapping_destroy(bo_mapping *m) {
  if (!m) return;
  if (m->slots != m->small) free(m->slots);
  free(m);
}

static size_t ptr_hash(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (size_t)x;
}

static void map_grow(bo_mapping *m) {
  size_t nc = m->cap * 2;
  map_slot *ns = calloc(nc, sizeof *ns);
  if (!ns) bo_out_of_memory(NULL, nc * sizeof *ns);
  for (size_t i = 0; i < m->cap; i++) {
    if (!m->slots[i].key) continue;
    size_t j = ptr_hash(m->slots[i].key) & (nc - 1);
    while (ns[j].key) j = (j + 1) & (nc - 1);
    ns[j] = m->slots[i];
  }
  if (m->slots != m->small) free(m->slots);
  m->slots = ns;
  m->cap = nc;
}

static void map_put(bo_mapping *m, const void *k, void *v) {
  bo_assert(k && "NULL marks an empty slot");
  if ((m->count + 1) * 2 > m->cap) map_grow(m);
  size_t j = ptr_hash(k) & (m->cap - 1);
  while (m->slots[j].key && m->slots[j].key != k) j = (j + 1) & (m->cap - 1);
  if (!m->slots[j].key) m->count++;
  m->slots[j].key = k;
  m->slots[j].val = v;
}

static void *map_get(const bo_mapping *m, const void *k) {
  if (!m->count) return NULL; /* e.g. the printer's alias map, often empty */
  size_t j = ptr_hash(k) & (m->cap - 1);
  while (m->slots[j].key) {
    if (m->slots[j].key == k) return m->slots[j].val;
    j = (j + 1) & (m->cap - 1);
  }
  return NULL;
}

void *bo_mapping_get(const bo_mapping *m, const void *key) { return map_get(m, key); }
void bo_mapping_put(bo_mapping *m, const void *key, void *value) { map_put(m, key, value); }

void bo_mapping_map_value(bo_mapping *m, const bo_value *from, bo_value *to) { map_put(m, from, to); }
bo_value *bo_mapping_lookup_value(const bo_mapping *m, const bo_value *v) {
  bo_value *r = map_get(m, v);
  return r ? r : (bo_value *)v;
}
void bo_mapping_map_block(bo_mapping *m, const bo_block *from, bo_block *to) { map_put(m, from, to); }
bo_block *bo_mapping_lookup_block(const bo_mapping *m, const bo_block *b) {
  bo_block *r = map_get(m, b);
  return r ? r : (bo_block *)b;
}

/* ---------------------------------------------------------------- cloning */

static bo_op *clone_op_shallow(bo_op *op, bo_mapping *m) {
  bo_context *ctx = op->ctx;
  bo_value *small[16];
  bo_value **ops = op->num_operands <= 16 ? small : malloc(op->num_operands * sizeof(bo_value *));
  if (!ops) bo_out_of_memory(ctx, op->num_operands * sizeof(bo_value *));
  for (unsigned i = 0; i < op->num_operands; i++)
    ops[i] = bo_mapping_lookup_value(m, op->operands[i].value);
  const bo_type *tsmall[16];
  const bo_type **types = op->num_results <= 16 ? tsmall : malloc(op->num_results * sizeof(bo_type *));
  if (!types) bo_out_of_memory(ctx, op->num_results * sizeof(bo_type *));
  for (unsigned i = 0; i < op->num_results; i++) types[i] = op->results[i].type;
  bo_op_state st = {0};
  st.name = op->info->name;
  st.loc = op->loc;
  st.num_operands = op->num_operands;
  st.operands = ops;
  st.num_results = op->num_results;
  st.result_types = types;
  st.num_regions = op->num_regions;
  bo_op *n = bo_op_create(ctx, &st);
  n->info = op->info;
  if (ops != small) free(ops);
  if (types != tsmall) free(types);
  if (op->num_props) {
    n->props = bo_arena_take(&ctx->arena, op->num_props * sizeof(bo_named_attr));
    memcpy(n->props, op->props, op->num_props * sizeof(bo_named_attr));
    n->num_props = n->cap_props = op->num_props;
  }
  if (op->num_attrs) {
    n->attrs = bo_arena_take(&ctx->arena, op->num_attrs * sizeof(bo_named_attr));
    memcpy(n->attrs, op->attrs, op->num_attrs * sizeof(bo_named_attr));
    n->num_attrs = n->cap_attrs = op->num_attrs;
  }
  for (unsigned i = 0; i < op->num_results; i++) map_put(m, &op->results[i], &n->results[i]);
  return n;
}

void bo_region_clone_into(bo_region *from, bo_region *to, bo_mapping *m) {
  bo_context *ctx = to->parent->ctx;
  if (from->pending) bo_op_materialize_body(from->parent);
  /* First create all blocks and their arguments so that forward successor
   * references and uses of later blocks' arguments map correctly. */
  bo_block *first_new = NULL;
  for (bo_block *b = from->first; b; b = b->next) {
    bo_block *nb = bo_block_create(ctx);
    bo_region_append_block(to, nb);
    if (!first_new) first_new = nb;
    for (unsigned i = 0; i < b->num_args; i++) {
      bo_value *a = bo_block_add_arg_ctx(ctx, nb, b->args[i]->type, b->args[i]->loc);
      map_put(m, b->args[i], a);
    }
    map_put(m, b, nb);
  }
  bo_block *nb = first_new;
  for (bo_block *b = from->first; b; b = b->next, nb = nb->next) {
    for (bo_op *o = b->first; o; o = o->next) {
      bo_op *c = bo_op_clone(o, m);
      link_before(c, nb, NULL);
    }
  }
  /* Uses of values defined later in the region (graph regions, or ops that
   * use values of blocks that come later) were mapped before creation only
   * if they dominate; fix remaining operands now. */
  for (bo_block *b = first_new; b; b = b->next)
    for (bo_op *o = b->first; o; o = o->next)
      for (unsigned i = 0; i < o->num_operands; i++) {
        bo_value *v = map_get(m, o->operands[i].value);
        if (v) bo_op_set_operand(o, i, v);
      }
}

bo_op *bo_op_clone(bo_op *op, bo_mapping *m) {
  bo_op_materialize_body(op); /* the copy gets the body (nested ops: below) */
  bo_op *n = clone_op_shallow(op, m);
  for (unsigned i = 0; i < op->num_successors; i++)
    n->successors[i] = bo_mapping_lookup_block(m, op->successors[i]);
  for (unsigned r = 0; r < op->num_regions; r++) bo_region_clone_into(&op->regions[r], &n->regions[r], m);
  return n;
}

/* ------------------------------------------------------- pending bodies */

void bo_op_materialize_body(bo_op *op) {
  if (!op->num_regions || !op->regions[0].pending) return;
  op->regions[0].pending = false;
  if (op->info->build_pending_body) op->info->build_pending_body(op);
}

static int materialize_one(bo_op *op, void *user) {
  (void)user;
  if (op->num_regions && op->regions[0].pending) bo_op_materialize_body(op);
  return 0;
}

/* O(ops under root) when a lazy parse ran in the context, O(1) otherwise. */
void bo_materialize_bodies(bo_op *root) {
  if (root && root->ctx->may_have_pending_bodies) bo_walk_pre(root, materialize_one, NULL);
}

/* ---------------------------------------------------------------- walking */

/* The walks visit a regionless op (most ops) without a call of their own:
 * the loops below call fn on it directly, and recurse only into an op that
 * has regions.  The order, the `next` taken before an op is visited, and
 * what fn's return value does are those of the plain recursion. */
static int walk_pre_regions(bo_op *op, bo_walk_fn fn, void *user) {
  for (unsigned i = 0; i < op->num_regions; i++)
    for (bo_block *b = op->regions[i].first; b; b = b->next)
      for (bo_op *o = b->first, *next; o; o = next) {
        next = o->next;
        int r = fn(o, user);
        if (r < 0) return -1;
        if (r != 1 && o->num_regions && walk_pre_regions(o, fn, user) < 0) return -1;
      }
  return 0;
}

int bo_walk_pre(bo_op *op, bo_walk_fn fn, void *user) {
  int r = fn(op, user);
  if (r < 0) return -1;
  if (r == 1) return 0;
  return walk_pre_regions(op, fn, user);
}

int bo_walk_post(bo_op *op, bo_walk_fn fn, void *user) {
  for (unsigned i = 0; i < op->num_regions; i++)
    for (bo_block *b = op->regions[i].first; b; b = b->next)
      for (bo_op *o = b->first, *next; o; o = next) {
        next = o->next;
        if (o->num_regions) {
          if (bo_walk_post(o, fn, user) < 0) return -1;
        } else if (fn(o, user) < 0) {
          return -1;
        }
      }
  return fn(op, user) < 0 ? -1 : 0;
}

static int number_op(bo_op *op, void *user) {
  uint32_t *n = user;
  op->id = (*n)++;
  return 0;
}

uint32_t bo_number_ops(bo_op *root) {
  uint32_t n = 0;
  bo_walk_pre(root, number_op, &n);
  return n;
}

static int number_values(bo_op *op, void *user) {
  uint32_t *n = user;
  for (unsigned i = 0; i < op->num_results; i++) op->results[i].id = (*n)++;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (unsigned i = 0; i < b->num_args; i++) b->args[i]->id = (*n)++;
  return 0;
}

uint32_t bo_number_values(bo_op *root) {
  uint32_t n = 0;
  bo_walk_pre(root, number_values, &n);
  return n;
}

/* ----------------------------------------------------------------- symbols */

bo_op *bo_lookup_symbol(bo_op *from, const char *name) {
  bo_op *table = from;
  while (table && !(table->info->traits & BO_TRAIT_SYMBOL_TABLE)) table = bo_op_get_parent_op(table);
  if (!table) return NULL;
  for (unsigned r = 0; r < table->num_regions; r++)
    for (bo_block *b = table->regions[r].first; b; b = b->next)
      for (bo_op *o = b->first; o; o = o->next) {
        const bo_attr *sym = bo_op_get_attr(o, "sym_name");
        if (sym && sym->kind == BO_ATTR_STRING && sym->u.str.len == strlen(name) &&
            memcmp(sym->u.str.data, name, sym->u.str.len) == 0)
          return o;
      }
  return NULL;
}
