/* printer.c - bufopt IR to MLIR's textual format, as mlir-opt prints it.
 *
 * Printing has two phases.  Naming assigns every value and block its SSA
 * name exactly as MLIR's SSANameState does: regions are numbered breadth
 * first from a LIFO work list; in custom form each region restarts from the
 * counters its parent region ended with (so sibling regions reuse numbers),
 * in generic form counters run on; names set through the ops'
 * asm_result_names / asm_block_arg_names hooks are made unique within the
 * enclosing scopes with `_N` suffixes from a conflict counter.  Then the op is
 * printed into a buffer; affine maps met on the way get `#map`, `#map1`...
 * aliases in first-use order, which are emitted before the body.
 * Cost: O(size of the IR) with hash lookups.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>

#include "asm.h"
#include "types_internal.h"
#include "../support/stack.h"

/* A chained hash set of names with LIFO removal (MLIR's ScopedHashTable). */
typedef struct name_node {
  uint64_t hash;
  struct name_node *next;
  uint32_t len;
  char name[]; /* the name itself, NUL-terminated (one allocation per name) */
} name_node;

typedef struct pred_node {
  bo_block *pred;
  struct pred_node *next;
} pred_node;

typedef struct counters {
  unsigned value, arg, conflict;
} counters;

typedef struct region_work {
  bo_region *region;
  counters cnt;
  size_t scope_depth;
} region_work;

typedef struct block_info {
  const bo_block *block;
  unsigned ordering;
  pred_node *preds;
  unsigned num_preds;
} block_info;

/* Location aliases (debug info): one per distinct location, numbered in
 * pre-order (an op's location, then its blocks' arguments and ops). */
typedef struct loc_alias {
  bo_loc loc;
  unsigned number;
  bool deferred; /* op locations: defined after the module */
} loc_alias;

/* 16 bytes per value: the name's node (arena memory, so its address is
 * even) or, with the low bit set, the value's number. */
typedef struct value_name {
  const bo_value *value;
  uintptr_t name; /* (const name_node *) or (number << 1 | 1) */
} value_name;

typedef struct op_groups {
  unsigned n;
  unsigned *starts; /* sorted result numbers where groups start (starts[0] == 0) */
} op_groups;

struct bo_printer {
  bo_context *ctx;
  bo_str *out;
  unsigned indent;
  bool generic, debug_info;
  bool local_scope, skip_regions, unique_ids;
  bool value_users; /* --mlir-print-value-users */
  bool elide, hex_set;
  bool stack_error; /* a region was elided for lack of stack */
  uint64_t elide_above;
  int64_t hex_above;
  bo_arena arena;
  /* value names, indexed by bo_value.id (assigned while naming; the entry
   * records the value so stale ids of values outside the printed op are
   * detected) */
  BO_VEC(value_name) names;
  BO_VEC(block_info *) blocks; /* indexed by bo_block.id, same scheme */
  bo_mapping *groups;      /* op -> op_groups* (only ops with named groups) */
  bo_mapping *op_ids;      /* value users: op without results -> its id + 1 */
  bo_mapping *user_seen;   /* value users: op -> user_stamp when last met */
  uintptr_t user_stamp;
  /* names in use */
  name_node **buckets;
  size_t nbuckets;
  BO_VEC(name_node *) inserted;
  BO_VEC(size_t) scope_marks;
  counters cnt;
  /* aliases */
  bo_mapping *alias_names; /* attr -> const char* */
  BO_VEC(const bo_attr *) aliases;
  size_t num_set_aliases; /* of which integer sets (printed after the maps) */
  BO_VEC(const char *) default_dialects;
  /* Alias numbering follows MLIR's alias pass, which visits a generically
   * printed op's regions, then its operand and result types, then its
   * attributes, before the op is printed.  `collecting` marks that pass;
   * `collected` that the op being printed was already visited by it. */
  bool collecting;
  unsigned collected;
  bo_str scratch_name;
  bo_mapping *loc_aliases; /* interned "file:line:col" -> loc_alias* */
  BO_VEC(loc_alias *) loc_list;
  /* formatted types and composite attributes (alias names are stable once
   * assigned) */
  bo_mapping *type_text, *attr_text;
};

static char *arena_strdup(bo_printer *p, const char *s, size_t n) {
  char *r = bo_arena_take(&p->arena, n + 1);
  memcpy(r, s, n);
  r[n] = 0;
  return r;
}

/* ------------------------------------------------------------ name sets */

/* Whether the name is in use; *hash receives its hash for name_insert. */
static bool name_used(bo_printer *p, const char *s, size_t n, uint64_t *hash) {
  uint64_t h = bo_hash_bytes(s, n, 7);
  *hash = h;
  for (name_node *e = p->buckets[h & (p->nbuckets - 1)]; e; e = e->next)
    if (e->hash == h && e->len == n && memcmp(e->name, s, n) == 0) return true;
  return false;
}

static void grow_buckets(bo_printer *p) {
  /* Rehash preserves chain order per bucket relative to insertion order only
   * approximately; removal below searches the chain, so order is not needed. */
  size_t nb = p->nbuckets * 2;
  name_node **b = calloc(nb, sizeof *b);
  if (!b) bo_out_of_memory(p->ctx, nb * sizeof *b);
  for (size_t i = 0; i < p->nbuckets; i++) {
    name_node *e = p->buckets[i];
    while (e) {
      name_node *next = e->next;
      size_t j = e->hash & (nb - 1);
      e->next = b[j];
      b[j] = e;
      e = next;
    }
  }
  free(p->buckets);
  p->buckets = b;
  p->nbuckets = nb;
}

static const name_node *name_insert(bo_printer *p, const char *s, size_t n, uint64_t hash) {
  if (p->inserted.len * 2 > p->nbuckets) grow_buckets(p);
  name_node *e = bo_arena_take(&p->arena, sizeof *e + n + 1);
  memcpy(e->name, s, n);
  e->name[n] = 0;
  e->len = (uint32_t)n;
  e->hash = hash;
  size_t j = e->hash & (p->nbuckets - 1);
  e->next = p->buckets[j];
  p->buckets[j] = e;
  bo_vec_push(&p->inserted, e);
  return e;
}

static void name_remove(bo_printer *p, name_node *e) {
  name_node **pp = &p->buckets[e->hash & (p->nbuckets - 1)];
  while (*pp && *pp != e) pp = &(*pp)->next;
  if (*pp) *pp = e->next;
}

static void scope_push(bo_printer *p) { bo_vec_push(&p->scope_marks, p->inserted.len); }

static void scope_pop(bo_printer *p) {
  size_t mark = p->scope_marks.data[--p->scope_marks.len];
  while (p->inserted.len > mark) name_remove(p, p->inserted.data[--p->inserted.len]);
}

static void put_uint(bo_str *s, unsigned v);

/* MLIR's sanitizeIdentifier. */
static bool is_ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c == '$' || c == '.' || c == '_' || c == '-';
}

static void sanitize(bo_str *s, const char *name) {
  size_t n = strlen(name);
  bool ok = true;
  for (size_t i = 0; i < n; i++)
    if (!is_ident_char(name[i])) ok = false;
  bool bad_first = n && !(isalnum((unsigned char)name[0]) || strchr("$._-", name[0])) && name[0] != ' ';
  if (n && (isdigit((unsigned char)name[0]) || bad_first)) {
    bo_str_putc(s, '_');
    ok = false;
  } else if (ok) {
    bo_str_append(s, name, n);
    return;
  }
  for (size_t i = 0; i < n; i++) {
    char c = name[i];
    if (isalnum((unsigned char)c) || c == '$' || c == '.' || c == '_' || c == '-')
      bo_str_putc(s, c);
    else if (c == ' ')
      bo_str_putc(s, '_');
    else
      bo_str_printf(s, "%X", (unsigned)(unsigned char)c);
  }
}

static const name_node *unique_name(bo_printer *p, const char *name) {
  bo_str s = p->scratch_name; /* reused buffer: no allocation per name */
  s.len = 0;
  sanitize(&s, name);
  const name_node *r;
  uint64_t h;
  if (!name_used(p, s.data, s.len, &h)) {
    r = name_insert(p, s.data, s.len, h);
  } else {
    size_t base = s.len;
    for (;;) {
      s.len = base;
      bo_str_putc(&s, '_');
      put_uint(&s, p->cnt.conflict++);
      if (!name_used(p, s.data, s.len, &h)) break;
    }
    r = name_insert(p, s.data, s.len, h);
  }
  p->scratch_name = s;
  return r;
}

static value_name *lookup_name(bo_printer *p, const bo_value *v) {
  if (v->id < p->names.len && p->names.data[v->id].value == v) return &p->names.data[v->id];
  return NULL;
}

static void set_value_name(bo_printer *p, bo_value *v, const char *name) {
  value_name vn = {v, 0};
  if (!name || !*name)
    vn.name = (uintptr_t)p->cnt.value++ << 1 | 1;
  else
    vn.name = (uintptr_t)unique_name(p, name);
  v->id = (uint32_t)p->names.len;
  bo_vec_push(&p->names, vn);
}

static block_info *lookup_block(bo_printer *p, const bo_block *b) {
  if (b->id < p->blocks.len && p->blocks.data[b->id]->block == b) return p->blocks.data[b->id];
  return NULL;
}

/* The hook-facing setter. */
struct bo_name_setter {
  bo_printer *p;
  bo_op *op; /* for result names: records result groups */
  BO_VEC(unsigned) groups; /* only used past the inline slots */
  unsigned inline_groups[8];
  unsigned num_inline;
};

static void setter_add_group(bo_name_setter *s, unsigned g) {
  if (s->num_inline < 8)
    s->inline_groups[s->num_inline++] = g;
  else
    bo_vec_push(&s->groups, g);
}

void bo_set_value_name(bo_name_setter *s, bo_value *v, const char *name) {
  if (lookup_name(s->p, v)) return; /* first name wins */
  set_value_name(s->p, v, name);
  if (s->op && v->def_op == s->op && v->index != 0) setter_add_group(s, v->index);
}

static int cmp_unsigned(const void *a, const void *b) {
  unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
  return x < y ? -1 : x > y;
}

static void number_op(bo_printer *p, bo_op *op) {
  bo_name_setter s;
  s.p = p;
  s.op = op;
  s.groups.data = NULL;
  s.groups.len = s.groups.cap = 0;
  s.num_inline = 0;
  setter_add_group(&s, 0);
  bool hook = !p->generic && op->info->asm_result_names && op->num_results;
  if (hook) op->info->asm_result_names(op, &s);
  if (op->num_results) {
    /* only the op's hook names its results: without it, the first one is
     * unnamed (not reading its id saves a cache miss per op) */
    if (!hook || !lookup_name(p, &op->results[0])) set_value_name(p, &op->results[0], NULL);
    unsigned total = s.num_inline + (unsigned)s.groups.len;
    if (total > 1) {
      op_groups *g = bo_arena_take(&p->arena, sizeof *g);
      g->n = total;
      g->starts = bo_arena_take(&p->arena, g->n * sizeof(unsigned));
      memcpy(g->starts, s.inline_groups, s.num_inline * sizeof(unsigned));
      if (s.groups.len) memcpy(g->starts + s.num_inline, s.groups.data, s.groups.len * sizeof(unsigned));
      qsort(g->starts, g->n, sizeof(unsigned), cmp_unsigned);
      bo_mapping_put(p->groups, op, g);
    }
  }
  bo_vec_free(&s.groups);
  /* with value users, an op without results takes a number of its own */
  if (p->value_users && !op->num_results && !bo_mapping_get(p->op_ids, op))
    bo_mapping_put(p->op_ids, op, (void *)((uintptr_t)p->cnt.value++ + 1));
  /* predecessor lists for the block comments */
  for (unsigned i = 0; i < op->num_successors; i++) {
    bo_block *succ = op->successors[i];
    block_info *bi = lookup_block(p, succ);
    if (!bi) continue; /* a successor outside the region: invalid IR */
    pred_node *pn = bo_arena_take(&p->arena, sizeof *pn);
    pn->pred = op->block;
    pn->next = bi->preds;
    bi->preds = pn;
    bi->num_preds++;
  }
}

typedef BO_VEC(region_work) region_work_vec;

/* Numbers the values of region r and pushes its ops' regions on *work
 * (their counters are set by the caller once the region is done): one walk
 * over the ops, as a second one misses the cache on big functions. */
static void number_region(bo_printer *p, bo_region *r, region_work_vec *work, size_t depth) {
  bool hook = !p->generic && r->parent && r->parent->info->asm_block_arg_names;
  if (hook) {
    bo_name_setter s;
    memset(&s, 0, sizeof s);
    s.p = p;
    r->parent->info->asm_block_arg_names(r->parent, r, &s);
    bo_vec_free(&s.groups);
  }
  unsigned next_block = 0;
  char buf[32];
  /* all blocks get their info first: successors may name later blocks */
  for (bo_block *b = r->first; b; b = b->next) {
    block_info *bi = bo_arena_take(&p->arena, sizeof *bi);
    bi->block = b;
    bi->ordering = next_block++;
    b->id = (uint32_t)p->blocks.len;
    bo_vec_push(&p->blocks, bi);
  }
  for (bo_block *b = r->first; b; b = b->next) {
    bool entry = b == r->first;
    for (unsigned i = 0; i < b->num_args; i++) {
      bo_value *a = b->args[i];
      if (hook && lookup_name(p, a)) continue; /* named by the hook */
      if (entry) {
        /* "arg" + number, without printf: this runs for every region */
        char digits[12];
        unsigned v = p->cnt.arg++, k = 0;
        do {
          digits[k++] = (char)('0' + v % 10);
          v /= 10;
        } while (v);
        memcpy(buf, "arg", 3);
        for (unsigned d = 0; d < k; d++) buf[3 + d] = digits[k - 1 - d];
        buf[3 + k] = 0;
        set_value_name(p, a, buf);
      } else {
        set_value_name(p, a, NULL);
      }
    }
    for (bo_op *o = b->first; o; o = o->next) {
      number_op(p, o);
      for (unsigned i = 0; i < o->num_regions; i++) {
        region_work nw = {&o->regions[i], p->cnt, depth};
        bo_vec_push(work, nw);
      }
    }
  }
}

static void number_all(bo_printer *p, bo_op *top) {
  region_work_vec work = {0};
  scope_push(p);
  for (unsigned i = 0; i < top->num_regions; i++) {
    region_work w = {&top->regions[i], p->cnt, p->scope_marks.len};
    bo_vec_push(&work, w);
  }
  number_op(p, top);
  while (work.len) {
    region_work w = work.data[--work.len];
    /* A pending implicit body (custom form only: the generic printer builds
     * them first) is never printed, and naming it would change nothing
     * visible: it has no nested regions, and the next region taken from the
     * work list restores its own counters and pops the body's scope.  So it
     * is skipped, not built (checked here, where the region is read anyway,
     * rather than when it is pushed). */
    if (w.region->pending) continue;
    /* unique ids: counters run on and names stay taken across regions */
    if (!p->generic && !p->unique_ids) p->cnt = w.cnt;
    while (!p->unique_ids && p->scope_marks.len > w.scope_depth) scope_pop(p);
    scope_push(p);
    size_t first = work.len;
    number_region(p, w.region, &work, p->scope_marks.len);
    /* nested regions start from the counters at the end of this one */
    for (size_t k = first; k < work.len; k++) work.data[k].cnt = p->cnt;
  }
  while (p->scope_marks.len) scope_pop(p);
  bo_vec_free(&work);
}

/* ------------------------------------------------------------ basic output */

bo_context *bo_printer_context(bo_printer *p) { return p->ctx; }
bool bo_printer_is_generic(bo_printer *p) { return p->generic; }
void bo_print_str(bo_printer *p, const char *s) { bo_str_puts(p->out, s); }
void bo_print_char(bo_printer *p, char c) { bo_str_putc(p->out, c); }
void bo_print_int(bo_printer *p, int64_t v) { bo_str_put_i64(p->out, v); }

void bo_printf(bo_printer *p, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  bo_str_vprintf(p->out, fmt, ap);
  va_end(ap);
}

void bo_print_newline(bo_printer *p) {
  bo_str_putc(p->out, '\n');
  for (unsigned i = 0; i < p->indent; i++) bo_str_putc(p->out, ' ');
}

void bo_printer_indent(bo_printer *p, int delta) {
  if (delta < 0 && (unsigned)(-delta) > p->indent)
    p->indent = 0;
  else
    p->indent = (unsigned)((int)p->indent + delta);
}

static void print_indent(bo_printer *p) {
  for (unsigned i = 0; i < p->indent; i++) bo_str_putc(p->out, ' ');
}

/* Finds the group of result v: head value and the number within the group
 * (-1 when the group has one element). */
static bo_value *group_head(bo_printer *p, bo_value *v, int *num) {
  *num = -1;
  bo_op *op = v->def_op;
  if (!op || op->num_results == 1) return v;
  op_groups *g = bo_mapping_get(p->groups, op);
  if (!g) {
    *num = (int)v->index;
    return &op->results[0];
  }
  unsigned k = 0;
  while (k + 1 < g->n && g->starts[k + 1] <= v->index) k++;
  unsigned start = g->starts[k];
  unsigned size = (k + 1 < g->n ? g->starts[k + 1] : op->num_results) - start;
  if (size != 1) *num = (int)(v->index - start);
  return &op->results[start];
}

static void put_uint(bo_str *s, unsigned v) {
  char buf[16];
  int n = 16;
  do {
    buf[--n] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  bo_str_append(s, buf + n, (size_t)(16 - n));
}

static void print_value_id(bo_printer *p, bo_value *v, bool with_number) {
  int num;
  bo_value *head = group_head(p, v, &num);
  value_name *vn = lookup_name(p, head);
  if (!vn) {
    bo_str_puts(p->out, "<<UNKNOWN SSA VALUE>>");
    return;
  }
  bo_str_putc(p->out, '%');
  if (vn->name & 1) {
    put_uint(p->out, (unsigned)(vn->name >> 1));
  } else {
    const name_node *node = (const name_node *)vn->name;
    bo_str_append(p->out, node->name, node->len);
  }
  if (with_number && num >= 0) {
    bo_str_putc(p->out, '#');
    put_uint(p->out, (unsigned)num);
  }
}

void bo_print_operand(bo_printer *p, bo_value *v) { print_value_id(p, v, true); }

void bo_printer_value_name(bo_printer *p, bo_value *v, bo_str *out) {
  bo_str *saved = p->out;
  size_t start = out->len;
  p->out = out;
  print_value_id(p, v, true);
  p->out = saved;
  /* drop the '%' */
  if (out->len > start && out->data[start] == '%') {
    memmove(out->data + start, out->data + start + 1, out->len - start - 1);
    out->len--;
    out->data[out->len] = 0;
  }
}

/* The argument keeps its number (its "argN" name was taken while naming),
 * only the text changes: a name node outside the set of names in use, as
 * upstream overwrites valueNames without uniquing. */
void bo_printer_shadow_region_args(bo_printer *p, bo_region *r, bo_value *const *values, size_t n) {
  if (!r->first) return;
  bo_str s = {0};
  for (size_t i = 0; i < n && i < r->first->num_args; i++) {
    value_name *vn = lookup_name(p, r->first->args[i]);
    if (!values[i] || !vn) continue;
    s.len = 0;
    bo_printer_value_name(p, values[i], &s);
    name_node *e = bo_arena_take(&p->arena, sizeof *e + s.len + 1);
    memcpy(e->name, s.data, s.len);
    e->name[s.len] = 0;
    e->len = (uint32_t)s.len;
    e->hash = 0;
    e->next = NULL;
    vn->name = (uintptr_t)e;
  }
  bo_str_free(&s);
}

void bo_print_operands(bo_printer *p, bo_value *const *v, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (i) bo_str_puts(p->out, ", ");
    bo_print_operand(p, v[i]);
  }
}

void bo_print_op_operands(bo_printer *p, bo_op *op, unsigned from, unsigned count) {
  for (unsigned i = 0; i < count; i++) {
    if (i) bo_str_puts(p->out, ", ");
    bo_print_operand(p, op->operands[from + i].value);
  }
}

/* ------------------------------------------------------------- aliases */

static const char *alias_for(void *user, const bo_attr *a) {
  bo_printer *p = user;
  if ((a->kind != BO_ATTR_AFFINE_MAP && a->kind != BO_ATTR_INTEGER_SET) || p->local_scope)
    return NULL;
  const char *n = bo_mapping_get(p->alias_names, a);
  if (n) return n;
  char buf[32];
  /* maps and sets are numbered apart: #map, #map1, ...; #set, #set1, ... */
  size_t k = a->kind == BO_ATTR_INTEGER_SET ? p->num_set_aliases++
                                            : p->aliases.len - p->num_set_aliases;
  const char *base = a->kind == BO_ATTR_INTEGER_SET ? "#set" : "#map";
  if (k == 0)
    snprintf(buf, sizeof buf, "%s", base);
  else
    snprintf(buf, sizeof buf, "%s%zu", base, k);
  n = arena_strdup(p, buf, strlen(buf));
  bo_mapping_put(p->alias_names, a, (void *)n);
  bo_vec_push(&p->aliases, a);
  return n;
}

/* Types repeat a lot; each is formatted once and then copied. */
typedef struct type_text {
  const char *s;
  size_t n;
} type_text;

void bo_print_type(bo_printer *p, const bo_type *t) {
  type_text *tt = bo_mapping_get(p->type_text, t);
  if (!tt) {
    size_t start = p->out->len;
    bo_format_type_aliased(p->out, t, alias_for, p);
    tt = bo_arena_take(&p->arena, sizeof *tt);
    tt->n = p->out->len - start;
    tt->s = arena_strdup(p, p->out->data + start, tt->n);
    bo_mapping_put(p->type_text, t, tt);
    return;
  }
  bo_str_append(p->out, tt->s, tt->n);
}

void bo_print_types(bo_printer *p, const bo_type *const *t, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (i) bo_str_puts(p->out, ", ");
    bo_print_type(p, t[i]);
  }
}

void bo_print_operand_types(bo_printer *p, bo_op *op, unsigned from, unsigned count) {
  for (unsigned i = 0; i < count; i++) {
    if (i) bo_str_puts(p->out, ", ");
    bo_print_type(p, op->operands[from + i].value->type);
  }
}

void bo_print_result_types(bo_printer *p, bo_op *op) {
  for (unsigned i = 0; i < op->num_results; i++) {
    if (i) bo_str_puts(p->out, ", ");
    bo_print_type(p, op->results[i].type);
  }
}

void bo_print_arrow_type_list(bo_printer *p, const bo_type *const *t, size_t n) {
  if (!n) return;
  bo_str_puts(p->out, " -> ");
  bool parens = n > 1 || t[0]->kind == BO_TYPE_FUNCTION;
  if (parens) bo_str_putc(p->out, '(');
  bo_print_types(p, t, n);
  if (parens) bo_str_putc(p->out, ')');
}

void bo_print_function_type(bo_printer *p, const bo_type *fn) { bo_print_type(p, fn); }

/* Composite attributes (arrays of maps, iterator types, dense values) repeat
 * like types do: each is formatted once, then copied.  Scalars are cheaper
 * to format than to look up. */
/* --mlir-elide-elementsattrs-if-larger / --mlir-print-elementsattrs-with-hex-
 * if-larger on a dense elements attribute: prints it and returns true when a
 * flag applies (with_type: followed by ` : type`). */
static bool print_dense_by_flags(bo_printer *p, const bo_attr *a, bool with_type) {
  if (a->kind != BO_ATTR_DENSE || (!p->elide && !p->hex_set)) return false;
  int64_t count = bo_type_get_num_elements(a->type);
  if (p->elide && count >= 0 && (uint64_t)count > p->elide_above) {
    bo_str_puts(p->out, "dense_resource<__elided__>");
  } else if (p->hex_set) {
    bo_format_dense_hex_above(p->out, a, p->hex_above);
  } else {
    return false;
  }
  if (with_type) {
    bo_str_puts(p->out, " : ");
    bo_print_type(p, a->type);
  }
  return true;
}

void bo_print_attr(bo_printer *p, const bo_attr *a) {
  if (print_dense_by_flags(p, a, true)) return;
  bool composite = a->kind == BO_ATTR_ARRAY || a->kind == BO_ATTR_DICT || a->kind == BO_ATTR_DENSE ||
                   a->kind == BO_ATTR_DENSE_ARRAY || a->kind == BO_ATTR_OPAQUE;
  if (!composite) {
    bo_format_attr_aliased(p->out, a, alias_for, p);
    return;
  }
  type_text *tt = bo_mapping_get(p->attr_text, a);
  if (tt) {
    bo_str_append(p->out, tt->s, tt->n);
    return;
  }
  size_t start = p->out->len;
  bo_format_attr_aliased(p->out, a, alias_for, p);
  tt = bo_arena_take(&p->arena, sizeof *tt);
  tt->n = p->out->len - start;
  tt->s = arena_strdup(p, p->out->data + start, tt->n);
  bo_mapping_put(p->attr_text, a, tt);
}

void bo_print_attr_without_type(bo_printer *p, const bo_attr *a) {
  if (a->kind == BO_ATTR_INTEGER) {
    if (a->type && a->type->kind == BO_TYPE_INTEGER && a->type->u.integer.width == 1)
      bo_str_puts(p->out, a->u.i ? "true" : "false");
    else if (a->type && a->type->kind == BO_TYPE_INTEGER && a->type->u.integer.signedness == BO_UNSIGNED)
      bo_str_put_u64(p->out, (uint64_t)a->u.i);
    else
      bo_str_put_i64(p->out, a->u.i);
    return;
  }
  if (a->kind == BO_ATTR_FLOAT) {
    bo_format_float_attr(p->out, a);
    return;
  }
  if (print_dense_by_flags(p, a, false)) return;
  bo_format_attr_ex(p->out, a, BO_ELIDE_MUST, alias_for, p);
}

void bo_print_string_literal(bo_printer *p, const char *s, size_t n) {
  bo_format_string_literal(p->out, s, n);
}

static bool is_bare_identifier(const char *s) {
  if (!*s || !(isalpha((unsigned char)*s) || *s == '_')) return false;
  for (const char *c = s + 1; *c; c++)
    if (!(isalnum((unsigned char)*c) || *c == '_' || *c == '$' || *c == '.')) return false;
  return true;
}

void bo_print_symbol_name(bo_printer *p, const char *name) {
  bo_str_putc(p->out, '@');
  /* MLIR allows '-' too in symbol names printed bare */
  bool bare = *name && (isalpha((unsigned char)*name) || *name == '_');
  for (const char *c = name; bare && *c; c++)
    if (!(isalnum((unsigned char)*c) || *c == '_' || *c == '$' || *c == '.' || *c == '-')) bare = false;
  if (bare)
    bo_str_puts(p->out, name);
  else
    bo_print_string_literal(p, name, strlen(name));
}

void bo_print_affine_map(bo_printer *p, const bo_attr *map) {
  const char *n = alias_for(p, map);
  if (n) {
    bo_str_puts(p->out, n);
  } else if (p->local_scope) {
    bo_str_puts(p->out, "affine_map<");
    bo_format_affine_map(p->out, map);
    bo_str_putc(p->out, '>');
  } else {
    bo_format_affine_map(p->out, map);
  }
}

static void print_attr_name(bo_printer *p, const char *name) {
  if (is_bare_identifier(name))
    bo_str_puts(p->out, name);
  else
    bo_print_string_literal(p, name, strlen(name));
}

static void print_named(bo_printer *p, const bo_named_attr *na) {
  print_attr_name(p, na->name);
  if (na->attr->kind == BO_ATTR_UNIT) return;
  bo_str_puts(p->out, " = ");
  bo_print_attr(p, na->attr);
}

static bool is_elided(const char *name, const char *const *elided, size_t n) {
  for (size_t i = 0; i < n; i++) /* the first byte settles most without a call */
    if (elided[i][0] == name[0] && strcmp(elided[i], name) == 0) return true;
  return false;
}

/* Merges props and discardable attrs in name order, skipping elided ones. */
static void print_attr_dict_merged(bo_printer *p, bo_op *op, const char *const *elided, size_t n,
                                   bool with_keyword) {
  unsigned i = 0, j = 0;
  bool any = false;
  while (i < op->num_props || j < op->num_attrs) {
    const bo_named_attr *na;
    if (j >= op->num_attrs || (i < op->num_props && strcmp(op->props[i].name, op->attrs[j].name) <= 0))
      na = &op->props[i++];
    else
      na = &op->attrs[j++];
    if (is_elided(na->name, elided, n)) continue;
    if (!any) bo_str_puts(p->out, with_keyword ? " attributes {" : " {");
    else bo_str_puts(p->out, ", ");
    any = true;
    print_named(p, na);
  }
  if (any) bo_str_putc(p->out, '}');
}

void bo_print_optional_attr_dict(bo_printer *p, bo_op *op, const char *const *elided, size_t n) {
  print_attr_dict_merged(p, op, elided, n, false);
}

void bo_print_optional_attr_dict_with_keyword(bo_printer *p, bo_op *op, const char *const *elided,
                                              size_t n) {
  print_attr_dict_merged(p, op, elided, n, true);
}

void bo_print_argument(bo_printer *p, bo_value *arg, const bo_attr *attrs) {
  print_value_id(p, arg, false);
  bo_str_puts(p->out, ": ");
  bo_print_type(p, arg->type);
  if (attrs && attrs->kind == BO_ATTR_DICT && attrs->u.dict.n) {
    bo_str_puts(p->out, " {");
    for (unsigned i = 0; i < attrs->u.dict.n; i++) {
      if (i) bo_str_puts(p->out, ", ");
      print_named(p, &attrs->u.dict.entries[i]);
    }
    bo_str_putc(p->out, '}');
  }
  if (p->debug_info) bo_print_optional_location(p, arg->loc);
}

void bo_print_dynamic_index_list(bo_printer *p, bo_value *const *dyn, size_t ndyn,
                                 const int64_t *statics, size_t n, bo_delim delim) {
  static const char *open[] = {"", "(", "[", "(", "[", "{", "<"};
  static const char *close[] = {"", ")", "]", ")", "]", "}", ">"};
  bo_str_puts(p->out, open[delim]);
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    if (i) bo_str_puts(p->out, ", ");
    if (statics[i] == BO_DYNAMIC && k < ndyn)
      bo_print_operand(p, dyn[k++]);
    else
      bo_str_put_i64(p->out, statics[i]);
  }
  bo_str_puts(p->out, close[delim]);
}

static void format_loc(bo_printer *p, bo_str *s, bo_loc loc) {
  bo_str *saved = p->out;
  p->out = s;
  if (loc.file) {
    bo_str_puts(s, "loc(");
    bo_print_string_literal(p, loc.file, strlen(loc.file));
    bo_str_printf(s, ":%u:%u)", loc.line, loc.col);
  } else {
    bo_str_puts(s, "loc(unknown)");
  }
  p->out = saved;
}

static loc_alias *loc_alias_get(bo_printer *p, bo_loc loc, bool deferred) {
  char key[64];
  int n = snprintf(key, sizeof key, "%p:%u:%u", (const void *)loc.file, loc.line, loc.col);
  const char *k = bo_intern(p->ctx, key, (size_t)n);
  loc_alias *a = bo_mapping_get(p->loc_aliases, k);
  if (!a) {
    a = bo_arena_take(&p->arena, sizeof *a);
    a->loc = loc;
    a->number = (unsigned)p->loc_list.len;
    a->deferred = deferred;
    bo_mapping_put(p->loc_aliases, k, a);
    bo_vec_push(&p->loc_list, a);
  } else if (!deferred) {
    a->deferred = false;
  }
  return a;
}

static void put_loc_alias_name(bo_str *s, unsigned number) {
  if (number)
    bo_str_printf(s, "#loc%u", number);
  else
    bo_str_puts(s, "#loc");
}

void bo_print_optional_location(bo_printer *p, bo_loc loc) {
  if (!p->debug_info) return;
  if (!p->local_scope) loc_alias_get(p, loc, false); /* numbered, but printed inline */
  bo_str_putc(p->out, ' ');
  format_loc(p, p->out, loc);
}

static void print_op_location(bo_printer *p, bo_op *op) {
  if (p->local_scope) { /* inline, no alias */
    bo_str_putc(p->out, ' ');
    format_loc(p, p->out, op->loc);
    return;
  }
  loc_alias *a = loc_alias_get(p, op->loc, true);
  bo_str_puts(p->out, " loc(");
  put_loc_alias_name(p->out, a->number);
  bo_str_putc(p->out, ')');
}

/* ------------------------------------------------------------ operations */

static void print_op(bo_printer *p, bo_op *op);
static void print_op_body(bo_printer *p, bo_op *op);

static void put_uint(bo_str *s, unsigned v);

static void put_block_name(bo_str *s, const block_info *bi) {
  if (!bi) {
    bo_str_puts(s, "<<UNKNOWN BLOCK>>");
    return;
  }
  bo_str_puts(s, "^bb");
  put_uint(s, bi->ordering);
}

static void print_block_name(bo_printer *p, bo_block *b) { put_block_name(p->out, lookup_block(p, b)); }

void bo_print_successor(bo_printer *p, bo_block *b) { print_block_name(p, b); }

void bo_print_successor_and_use_list(bo_printer *p, bo_block *b, bo_value *const *args, size_t n) {
  print_block_name(p, b);
  if (!n) return;
  bo_str_putc(p->out, '(');
  bo_print_operands(p, args, n);
  bo_str_puts(p->out, " : ");
  for (size_t i = 0; i < n; i++) {
    if (i) bo_str_puts(p->out, ", ");
    bo_print_type(p, args[i]->type);
  }
  bo_str_putc(p->out, ')');
}

/* --mlir-print-value-users, as MLIR's printUsersComment: users are listed
 * in use-list order (most recent use first), each user once; a user with
 * results is named by all of them, one without by its op id. */
static void print_op_id(bo_printer *p, bo_op *op) {
  uintptr_t id = (uintptr_t)bo_mapping_get(p->op_ids, op);
  if (!id) {
    bo_str_puts(p->out, "<<UNKNOWN OPERATION>>");
    return;
  }
  bo_str_putc(p->out, '%');
  put_uint(p->out, (unsigned)(id - 1));
}

/* True when user was already met since the stamp last changed (a set
 * cleared in O(1) by bumping the stamp: linear in the uses). */
static bool seen_user(bo_printer *p, bo_op *user) {
  if ((uintptr_t)bo_mapping_get(p->user_seen, user) == p->user_stamp) return true;
  bo_mapping_put(p->user_seen, user, (void *)p->user_stamp);
  return false;
}

static void print_value_users(bo_printer *p, bo_value *v) {
  if (!v->first_use) bo_str_puts(p->out, "unused");
  bool first = true;
  p->user_stamp++;
  for (bo_use *u = v->first_use; u; u = u->next) {
    if (seen_user(p, u->owner)) continue;
    if (!first) bo_str_puts(p->out, ", ");
    first = false;
    bo_op *user = u->owner;
    if (!user->num_results) print_op_id(p, user);
    for (unsigned i = 0; i < user->num_results; i++) {
      if (i) bo_str_puts(p->out, ", ");
      print_value_id(p, &user->results[i], true);
    }
  }
}

static void print_users_comment(bo_printer *p, bo_op *op) {
  unsigned n = op->num_results;
  bool used = false;
  for (unsigned i = 0; i < n && !used; i++) used = op->results[i].first_use != NULL;
  if (!n) {
    if (!op->num_operands) return;
    bo_str_puts(p->out, " // id: ");
    print_op_id(p, op);
    return;
  }
  if (!used) {
    bo_str_puts(p->out, " // unused");
    return;
  }
  /* "user" when the one result has one distinct user with at most one result */
  unsigned in_ops = 0, in_results = 0;
  p->user_stamp++;
  for (unsigned i = 0; i < n; i++)
    for (bo_use *u = op->results[i].first_use; u; u = u->next)
      if (!seen_user(p, u->owner)) {
        in_ops++;
        in_results += u->owner->num_results;
      }
  bool one = in_results <= 1 && in_ops <= 1 && n == 1;
  bo_str_puts(p->out, one ? " // user: " : " // users: ");
  for (unsigned i = 0; i < n; i++) {
    if (i) bo_str_puts(p->out, ", ");
    if (n > 1) bo_str_putc(p->out, '(');
    print_value_users(p, &op->results[i]);
    if (n > 1) bo_str_putc(p->out, ')');
  }
}

static int cmp_pred(const void *a, const void *b) {
  const block_info *x = *(block_info *const *)a, *y = *(block_info *const *)b;
  return x->ordering < y->ordering ? -1 : x->ordering > y->ordering;
}

static void print_block(bo_printer *p, bo_block *b, bool print_header, bool print_terminator) {
  if (print_header) {
    print_indent(p);
    /* block labels are printed two columns left of the ops */
    p->out->len -= p->indent >= 2 ? 2 : p->indent;
    print_block_name(p, b);
    if (b->num_args) {
      bo_str_putc(p->out, '(');
      for (unsigned i = 0; i < b->num_args; i++) {
        if (i) bo_str_puts(p->out, ", ");
        print_value_id(p, b->args[i], false);
        bo_str_puts(p->out, ": ");
        bo_print_type(p, b->args[i]->type);
        if (p->debug_info) bo_print_optional_location(p, b->args[i]->loc);
      }
      bo_str_putc(p->out, ')');
    }
    bo_str_putc(p->out, ':');
    block_info *bi = lookup_block(p, b);
    bool entry = b->parent && b->parent->first == b;
    if (!bi || !bi->num_preds) {
      if (!entry) bo_str_puts(p->out, "  // no predecessors");
    } else {
      /* MLIR's getSinglePredecessor: one edge (two edges from one block,
       * e.g. cf.cond_br with both successors the same, are "2 preds") */
      if (bi->num_preds == 1) {
        bo_str_puts(p->out, "  // pred: ");
        print_block_name(p, bi->preds->pred);
      } else {
        block_info **v = malloc(bi->num_preds * sizeof *v);
        unsigned k = 0;
        for (pred_node *n = bi->preds; n; n = n->next) v[k++] = lookup_block(p, n->pred);
        qsort(v, k, sizeof *v, cmp_pred);
        bo_str_printf(p->out, "  // %u preds: ", k);
        for (unsigned i = 0; i < k; i++) {
          if (i) bo_str_puts(p->out, ", ");
          put_block_name(p->out, v[i]);
        }
        free(v);
      }
    }
    bo_str_putc(p->out, '\n');
  }
  if (p->value_users) {
    for (unsigned i = 0; i < b->num_args; i++) {
      print_indent(p);
      bo_str_puts(p->out, "// ");
      print_value_id(p, b->args[i], true);
      bo_str_puts(p->out, b->args[i]->first_use ? " is used by " : " is unused");
      if (b->args[i]->first_use) print_value_users(p, b->args[i]);
      bo_str_putc(p->out, '\n');
    }
  }
  bool has_term = b->last && (b->last->info->traits & BO_TRAIT_TERMINATOR);
  for (bo_op *o = b->first; o; o = o->next) {
    if (!print_terminator && has_term && o == b->last) break;
    print_indent(p);
    print_op(p, o);
    bo_str_putc(p->out, '\n');
  }
}

static void print_region_impl(bo_printer *p, bo_region *r, bool entry_args, bool terminators,
                              bool empty_block) {
  if (p->skip_regions) {
    bo_str_puts(p->out, "{...}");
    return;
  }
  if (bo_stack_low(p->ctx)) {
    /* too deep for the stack: an error (once) and the region elided */
    if (!p->stack_error && r->parent)
      bo_op_emit_error(r->parent, "nesting is too deep to print with the available stack");
    p->stack_error = true;
    bo_str_puts(p->out, "{...}");
    return;
  }
  const char *dd = r->parent && r->parent->info->default_dialect ? r->parent->info->default_dialect : "";
  bo_vec_push(&p->default_dialects, dd);
  bo_str_puts(p->out, "{\n");
  p->indent += 2;
  if (r->first) {
    bo_block *e = r->first;
    bool header = (empty_block && !e->first) || (entry_args && e->num_args);
    print_block(p, e, header, terminators);
    for (bo_block *b = e->next; b; b = b->next) print_block(p, b, true, true);
  }
  p->indent -= 2;
  print_indent(p);
  bo_str_putc(p->out, '}');
  p->default_dialects.len--;
}

void bo_print_region(bo_printer *p, bo_region *r, bool print_entry_block_args,
                     bool print_block_terminators, bool print_empty_block) {
  bo_str_putc(p->out, ' ');
  print_region_impl(p, r, print_entry_block_args, print_block_terminators, print_empty_block);
}

static void print_result_group(bo_printer *p, bo_op *op, unsigned start, unsigned count) {
  print_value_id(p, &op->results[start], false);
  if (count > 1) bo_str_printf(p->out, ":%u", count);
}

static bool attr_may_alias(const bo_attr *a) {
  if (a->kind == BO_ATTR_AFFINE_MAP || a->kind == BO_ATTR_INTEGER_SET) return true;
  if (a->kind == BO_ATTR_ARRAY) {
    for (unsigned i = 0; i < a->u.array.n; i++)
      if (attr_may_alias(a->u.array.elems[i])) return true;
  }
  if (a->kind == BO_ATTR_DICT) {
    for (unsigned i = 0; i < a->u.dict.n; i++)
      if (attr_may_alias(a->u.dict.entries[i].attr)) return true;
  }
  if (a->kind == BO_ATTR_TYPE) return true;
  return false;
}

/* The alias pass's visit of a generically printed op: regions, operand and
 * result types, then attributes (output goes to a scratch buffer). */
static void visit_generic_for_aliases(bo_printer *p, bo_op *op) {
  for (unsigned i = 0; i < op->num_regions; i++) {
    print_region_impl(p, &op->regions[i], true, true, true);
    p->out->len = 0;
  }
  bo_print_operand_types(p, op, 0, op->num_operands);
  bo_print_result_types(p, op);
  unsigned i = 0, j = 0;
  while (i < op->num_props || j < op->num_attrs) {
    const bo_named_attr *na;
    if (j >= op->num_attrs || (i < op->num_props && strcmp(op->props[i].name, op->attrs[j].name) <= 0))
      na = &op->props[i++];
    else
      na = &op->attrs[j++];
    if (attr_may_alias(na->attr)) bo_print_attr(p, na->attr);
  }
  p->out->len = 0;
}

static void collect_generic(bo_printer *p, bo_op *op) {
  bo_str *saved = p->out;
  bo_str scratch = {0};
  p->out = &scratch;
  p->collecting = true;
  visit_generic_for_aliases(p, op);
  bo_str_free(&scratch);
  p->out = saved;
  p->collecting = false;
}

static void print_generic(bo_printer *p, bo_op *op) {
  if (p->collecting) {
    visit_generic_for_aliases(p, op);
    return;
  }
  bool own_pass = !p->collected;
  if (own_pass) {
    collect_generic(p, op);
    p->collected++;
  }
  bo_print_string_literal(p, op->info->name, strlen(op->info->name));
  bo_str_putc(p->out, '(');
  bo_print_op_operands(p, op, 0, op->num_operands);
  bo_str_putc(p->out, ')');
  if (op->num_successors) {
    bo_str_putc(p->out, '[');
    for (unsigned i = 0; i < op->num_successors; i++) {
      if (i) bo_str_puts(p->out, ", ");
      print_block_name(p, op->successors[i]);
    }
    bo_str_putc(p->out, ']');
  }
  if (op->num_props) {
    bo_str_puts(p->out, " <{");
    for (unsigned i = 0; i < op->num_props; i++) {
      if (i) bo_str_puts(p->out, ", ");
      print_named(p, &op->props[i]);
    }
    bo_str_puts(p->out, "}>");
  }
  if (op->num_regions) {
    bo_str_puts(p->out, " (");
    for (unsigned i = 0; i < op->num_regions; i++) {
      if (i) bo_str_puts(p->out, ", ");
      print_region_impl(p, &op->regions[i], true, true, true);
    }
    bo_str_putc(p->out, ')');
  }
  if (op->num_attrs) {
    bo_str_puts(p->out, " {");
    for (unsigned i = 0; i < op->num_attrs; i++) {
      if (i) bo_str_puts(p->out, ", ");
      print_named(p, &op->attrs[i]);
    }
    bo_str_putc(p->out, '}');
  }
  bo_str_puts(p->out, " : (");
  bo_print_operand_types(p, op, 0, op->num_operands);
  bo_str_puts(p->out, ") -> ");
  bool parens = op->num_results != 1 || op->results[0].type->kind == BO_TYPE_FUNCTION;
  if (parens) bo_str_putc(p->out, '(');
  bo_print_result_types(p, op);
  if (parens) bo_str_putc(p->out, ')');
  if (own_pass) p->collected--;
}

static void print_op(bo_printer *p, bo_op *op) {
  if (p->debug_info && !p->local_scope) loc_alias_get(p, op->loc, true); /* numbered before nested ops */
  if (op->num_results) {
    op_groups *g = op->num_results > 1 ? bo_mapping_get(p->groups, op) : NULL;
    if (g) {
      for (unsigned k = 0; k < g->n; k++) {
        if (k) bo_str_puts(p->out, ", ");
        unsigned end = k + 1 < g->n ? g->starts[k + 1] : op->num_results;
        print_result_group(p, op, g->starts[k], end - g->starts[k]);
      }
    } else {
      print_result_group(p, op, 0, op->num_results);
    }
    bo_str_puts(p->out, " = ");
  }
  print_op_body(p, op);
}

/* An op without its result names (MLIR's printCustomOrGenericOp, as
 * vector.mask prints the op it masks: `{ op }`). */
void bo_print_op_inline(bo_printer *p, bo_op *op) { print_op_body(p, op); }

static void print_op_body(bo_printer *p, bo_op *op) {
  if (!p->generic && op->info->print) {
    const char *name = op->info->name;
    const char *dd = p->default_dialects.len ? p->default_dialects.data[p->default_dialects.len - 1] : "";
    size_t dl = strlen(dd);
    const char *dot = strchr(name, '.');
    if (dl && strncmp(name, dd, dl) == 0 && name[dl] == '.' && dot && !strchr(dot + 1, '.'))
      name += dl + 1;
    bo_str_puts(p->out, name);
    op->info->print(p, op);
  } else {
    print_generic(p, op);
  }
  if (p->debug_info) print_op_location(p, op);
  if (p->value_users) print_users_comment(p, op);
}

/* ------------------------------------------------------------ entry points */

unsigned bo_op_segment(bo_op *op, unsigned segment, unsigned *start) {
  const bo_attr *a = bo_op_get_prop(op, "operandSegmentSizes");
  if (!a || a->kind != BO_ATTR_DENSE_ARRAY || a->u.dense.is_float) {
    *start = 0;
    return segment == 0 ? op->num_operands : 0;
  }
  unsigned s = 0;
  for (unsigned i = 0; i < segment && i < a->u.dense.n; i++) s += (unsigned)a->u.dense.ints[i];
  *start = s;
  return segment < a->u.dense.n ? (unsigned)a->u.dense.ints[segment] : 0;
}

static void printer_init(bo_printer *p, bo_op *op, const bo_print_flags *flags, bo_str *out) {
  memset(p, 0, sizeof *p);
  p->ctx = op->ctx;
  p->out = out;
  p->generic = flags && flags->generic;
  p->debug_info = flags && flags->debug_info;
  if (flags) {
    p->local_scope = flags->local_scope;
    p->skip_regions = flags->skip_regions;
    p->unique_ids = flags->unique_ssa_ids;
    p->value_users = flags->value_users;
    p->elide = flags->elide_elements;
    p->elide_above = flags->elide_elements_above;
    p->hex_set = flags->hex_set;
    p->hex_above = flags->hex_above;
  }
  p->groups = bo_mapping_create();
  p->op_ids = bo_mapping_create();
  p->user_seen = bo_mapping_create();
  p->alias_names = bo_mapping_create();
  p->type_text = bo_mapping_create();
  p->attr_text = bo_mapping_create();
  p->loc_aliases = bo_mapping_create();
  p->nbuckets = 1024;
  p->buckets = calloc(p->nbuckets, sizeof *p->buckets);
  if (!p->buckets) bo_out_of_memory(p->ctx, p->nbuckets * sizeof *p->buckets);
  bo_vec_push(&p->default_dialects, "builtin");
}

static void printer_free(bo_printer *p) {
  bo_vec_free(&p->names);
  bo_vec_free(&p->blocks);
  bo_mapping_destroy(p->groups);
  bo_mapping_destroy(p->op_ids);
  bo_mapping_destroy(p->user_seen);
  bo_mapping_destroy(p->alias_names);
  bo_mapping_destroy(p->type_text);
  bo_mapping_destroy(p->attr_text);
  bo_mapping_destroy(p->loc_aliases);
  bo_vec_free(&p->loc_list);
  bo_str_free(&p->scratch_name);
  free(p->buckets);
  bo_vec_free(&p->inserted);
  bo_vec_free(&p->scope_marks);
  bo_vec_free(&p->aliases);
  bo_vec_free(&p->default_dialects);
  bo_arena_free_all(&p->arena);
}

/* Prints op: the alias lines into *head, everything after them into *body
 * (the aliases are found while the body is printed, so the body comes
 * first).  O(size of the printed text). */
static void print_parts(bo_op *op, const bo_print_flags *flags, bo_str *head, bo_str *body) {
  bo_printer p;
  /* The generic form prints the implicit bodies; with debug info, their
   * locations take part in the numbering of the location aliases. */
  if (flags && (flags->generic || flags->debug_info)) bo_materialize_bodies(op);
  printer_init(&p, op, flags, body);
  if (flags && flags->size_hint > body->cap) bo_str_grow_(body, flags->size_hint);
  number_all(&p, op);
  if (p.debug_info) {
    /* location aliases are numbered in a first, discarded printing */
    bo_str scratch = {0};
    p.out = &scratch;
    print_op(&p, op);
    p.out = body;
    bo_str_free(&scratch);
  }
  print_op(&p, op);
  /* a top-level op ends with a newline, unless printed in local scope (as
   * MLIR's printer) */
  if (!p.local_scope) bo_str_putc(body, '\n');
  for (size_t i = 0; i < p.loc_list.len; i++) {
    loc_alias *a = p.loc_list.data[i];
    if (!a->deferred) continue;
    put_loc_alias_name(body, a->number);
    bo_str_puts(body, " = ");
    format_loc(&p, body, a->loc);
    bo_str_putc(body, '\n');
  }
  for (size_t j = 0; j < 2 * p.aliases.len; j++) { /* maps, then integer sets */
    size_t i = j % p.aliases.len;
    if ((p.aliases.data[i]->kind == BO_ATTR_INTEGER_SET) != (j >= p.aliases.len)) continue;
    bo_str_printf(head, "%s = ", (const char *)bo_mapping_get(p.alias_names, p.aliases.data[i]));
    bo_format_attr(head, p.aliases.data[i]);
    bo_str_putc(head, '\n');
  }
  for (size_t i = 0; i < p.loc_list.len; i++) {
    loc_alias *a = p.loc_list.data[i];
    if (a->deferred) continue;
    put_loc_alias_name(head, a->number);
    bo_str_puts(head, " = ");
    format_loc(&p, head, a->loc);
    bo_str_putc(head, '\n');
  }
  printer_free(&p);
}

/* The text of the "see current operation" note (MLIR's Operation::emitError
 * and emitWarning): op alone, in local scope (named as when its nearest
 * isolated-from-above ancestor, or the top op, is printed), elements
 * attributes of more than 16 elements elided, generic form for errors.
 * Returns a malloc'ed string (NULL when out of memory). */
char *bo_print_op_for_diag(bo_op *op, bool generic) {
  bo_op *scope = op;
  while (!(scope->info->traits & BO_TRAIT_ISOLATED_FROM_ABOVE) && scope->block &&
         scope->block->parent && scope->block->parent->parent)
    scope = scope->block->parent->parent;
  bo_print_flags f;
  memset(&f, 0, sizeof f);
  f.generic = generic;
  f.local_scope = true;
  f.elide_elements = true;
  f.elide_elements_above = 16;
  if (generic) bo_materialize_bodies(scope);
  bo_str body = {0};
  bo_printer p;
  printer_init(&p, op, &f, &body);
  number_all(&p, scope);
  print_op(&p, op);
  printer_free(&p);
  if (!body.data) bo_str_puts(&body, "");
  return body.data;
}

char *bo_print_op_to_string(bo_op *op, const bo_print_flags *flags, size_t *len) {
  bo_str head = {0}, body = {0};
  print_parts(op, flags, &head, &body);
  if (head.len) {
    /* the alias lines go first: move the body behind them */
    size_t hl = head.len;
    bo_str_append(&body, head.data, hl); /* grow by hl */
    memmove(body.data + hl, body.data, body.len - hl);
    memcpy(body.data, head.data, hl);
  }
  bo_str_free(&head);
  if (len) *len = body.len;
  return body.data;
}

/* The same text as bo_print_op_to_string, written as two pieces: no copy of
 * the body to put the alias lines in front of it. */
void bo_print_op(FILE *f, bo_op *op, const bo_print_flags *flags) {
  bo_str head = {0}, body = {0};
  print_parts(op, flags, &head, &body);
  if (head.len) fwrite(head.data, 1, head.len, f);
  if (body.len) fwrite(body.data, 1, body.len, f);
  bo_str_free(&head);
  bo_str_free(&body);
}

/* ------------------------------------------------------------ value names */

void bo_context_set_generic_names(bo_context *ctx, bool generic) { ctx->generic_names = generic; }

struct bo_value_namer {
  bo_printer p;
  bo_str out;
  /* the ids of the values and blocks named, restored by destroy */
  BO_VEC(bo_value *) values;
  BO_VEC(uint32_t) value_ids;
  BO_VEC(bo_block *) blocks;
  BO_VEC(uint32_t) block_ids;
};

static void save_ids(bo_value_namer *n, bo_op *op) {
  for (unsigned i = 0; i < op->num_results; i++) {
    bo_vec_push(&n->values, &op->results[i]);
    bo_vec_push(&n->value_ids, op->results[i].id);
  }
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next) {
      bo_vec_push(&n->blocks, b);
      bo_vec_push(&n->block_ids, b->id);
      for (unsigned i = 0; i < b->num_args; i++) {
        bo_vec_push(&n->values, b->args[i]);
        bo_vec_push(&n->value_ids, b->args[i]->id);
      }
      for (bo_op *o = b->first; o; o = o->next) save_ids(n, o);
    }
}

bo_value_namer *bo_value_namer_create(bo_op *top, bool whole_module) {
  bo_value_namer *n = calloc(1, sizeof *n);
  if (!n) return NULL;
  bo_print_flags flags = {0};
  flags.generic = top->ctx->generic_names;
  /* The generic form numbers values through the whole module (no restart
   * per function): a pass whose root is the module names from there. */
  if (flags.generic && whole_module)
    while (top->block && top->block->parent && top->block->parent->parent)
      top = top->block->parent->parent;
  bo_materialize_bodies(top); /* any value may be asked for */
  save_ids(n, top);
  printer_init(&n->p, top, &flags, &n->out);
  number_all(&n->p, top);
  return n;
}

const char *bo_value_namer_name(bo_value_namer *n, bo_value *v, size_t *len) {
  n->out.len = 0;
  print_value_id(&n->p, v, true);
  *len = n->out.len;
  return n->out.data;
}

void bo_value_namer_destroy(bo_value_namer *n) {
  if (!n) return;
  for (size_t i = 0; i < n->values.len; i++) n->values.data[i]->id = n->value_ids.data[i];
  for (size_t i = 0; i < n->blocks.len; i++) n->blocks.data[i]->id = n->block_ids.data[i];
  bo_vec_free(&n->values);
  bo_vec_free(&n->value_ids);
  bo_vec_free(&n->blocks);
  bo_vec_free(&n->block_ids);
  printer_free(&n->p);
  bo_str_free(&n->out);
  free(n);
}
