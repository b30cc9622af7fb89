/* attrs.c - builtin attributes: interned construction, accessors and text.
 *
 * Like types, attributes are interned by a canonical byte key, so equal
 * attributes are one pointer.  Values are normalized before the key is
 * built, the way MLIR stores them: integers are truncated to their type's
 * width (sign-extended for signless/signed, zero-extended for unsigned, and
 * 0/1 for i1), floats are rounded to their type's precision, dictionary
 * entries are sorted by name, and dense elements whose values are all equal
 * are stored once as a splat.  The make callbacks only copy into the arena;
 * they never intern (the tables are not re-entrant).
 *
 * Printing follows mlir-opt 22 byte for byte, including where the `: type`
 * suffix appears (see bo_type_elision) and when dense elements switch to the
 * hex form (more than 100 elements, not a splat).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "float_wide.h"

/* ------------------------------------------------------------ key builder */

static void key_start(key_buf *k, bo_attr_kind kind, const bo_type *type) {
  key_init(k);
  unsigned char kb = (unsigned char)kind;
  KEY_ADD(k, kb);
  KEY_ADD(k, type);
}



/* The template of the attribute plus the arrays make_attr copies. */
typedef struct attr_make {
  bo_attr proto;
  const void *array; /* elems, entries, nested names, values, strides, results */
  size_t array_bytes;
  const char *text; /* string / opaque bytes */
  size_t text_len;
  bool wide_slot; /* float: give the new attribute a handle slot */
} attr_make;

static bool is_wide_int_type(const bo_type *t);

/* The slot of an f80 / f128 value that no double holds: a quiet NaN with a
 * tag in its high payload bits and an index into ctx->wide_floats. */
#define WIDE_TAG UINT64_C(0x7FFDB0F100000000)

static double wide_handle(size_t index) {
  uint64_t b = WIDE_TAG | (uint64_t)(uint32_t)index;
  double d;
  memcpy(&d, &b, 8);
  return d;
}

/* The attribute a slot names, or NULL when it is a plain double. */
static const bo_attr *wide_of_slot(bo_context *ctx, double v) {
  uint64_t b;
  memcpy(&b, &v, 8);
  if ((b & ~UINT64_C(0xFFFFFFFF)) != WIDE_TAG) return NULL;
  size_t i = (size_t)(b & 0xFFFFFFFFu);
  return i < ctx->wide_floats.len ? ctx->wide_floats.data[i] : NULL;
}

static void *copy_to_arena(bo_context *ctx, const void *p, size_t n) {
  if (!n) return NULL;
  void *q = bo_arena_alloc(ctx, n);
  memcpy(q, p, n);
  return q;
}

static void *make_attr(bo_context *ctx, void *user) {
  attr_make *m = user;
  bo_attr *a = bo_arena_alloc(ctx, sizeof *a);
  *a = m->proto;
  void *arr = copy_to_arena(ctx, m->array, m->array_bytes);
  switch (a->kind) {
  case BO_ATTR_STRING:
  case BO_ATTR_OPAQUE: {
    char *p = bo_arena_alloc(ctx, m->text_len + 1);
    memcpy(p, m->text, m->text_len);
    a->u.str.data = p;
    a->u.str.len = m->text_len;
    break;
  }
  case BO_ATTR_ARRAY:
    a->u.array.elems = arr;
    break;
  case BO_ATTR_DICT:
    a->u.dict.entries = arr;
    break;
  case BO_ATTR_SYMBOL_REF:
    a->u.sym.nested = arr;
    break;
  case BO_ATTR_DENSE:
  case BO_ATTR_DENSE_ARRAY:
    if (a->u.dense.is_float)
      a->u.dense.floats = arr;
    else
      a->u.dense.ints = arr;
    if (a->u.dense.wide) a->u.dense.wide_bits = (const uint64_t *)((const double *)arr + a->u.dense.n);
    break;
  case BO_ATTR_INTEGER:
    if (is_wide_int_type(a->type)) a->u.i = (int64_t)a->u.wide.lo;
    break;
  case BO_ATTR_FLOAT:
    if (m->wide_slot) { /* a wide value no double holds: a NaN naming it */
      a->u.wide.value = wide_handle(ctx->wide_floats.len);
      bo_vec_push(&ctx->wide_floats, a);
    }
    break;
  case BO_ATTR_AFFINE_MAP:
    a->u.map.results = arr;
    break;
  case BO_ATTR_INTEGER_SET: /* the constraints, then one bool per constraint */
    a->u.map.results = arr;
    a->u.map.eq = (const bool *)((const char *)arr + a->u.map.num_results * sizeof(void *));
    break;
  case BO_ATTR_STRIDED:
    a->u.strided.strides = arr;
    break;
  default:
    break;
  }
  return a;
}

static const bo_attr *intern_attr(bo_context *ctx, key_buf *k, attr_make *m) {
  key_add(k, m->array, m->array_bytes);
  key_add(k, m->text, m->text_len);
  const bo_attr *a = bo_intern_get(ctx, &ctx->attrs, k->p, k->len, make_attr, m);
  key_free(k);
  return a;
}

/* ---------------------------------------------------------- normalization */

/* The value as MLIR's APInt of the type's width holds it. */
static int64_t normalize_int(const bo_type *t, int64_t v) {
  if (!t || t->kind != BO_TYPE_INTEGER) return v;
  unsigned w = t->u.integer.width;
  if (w >= 64) return v;
  if (w == 0) return 0; /* i0 holds only 0 (and w - 1 below would be a huge shift) */
  if (w == 1 && t->u.integer.signedness == BO_SIGNLESS) return v & 1;
  uint64_t mask = ((uint64_t)1 << w) - 1, u = (uint64_t)v & mask;
  if (t->u.integer.signedness != BO_UNSIGNED && (u >> (w - 1)) & 1) u |= ~mask;
  return (int64_t)u;
}

static double normalize_float(const bo_type *t, double v) {
  return t && t->kind == BO_TYPE_FLOAT ? bo_float_round(v, t->u.fkind) : v;
}

/* ----------------------------------------------------------- constructors */

/* Integer types of 65 to 128 bits hold their value exactly as 128 bits
 * (u.wide.lo / hi: sign-extended from the width for signless and signed
 * types, zero-extended for unsigned); u.i is the low 64 bits. */
static bool is_wide_int_type(const bo_type *t) {
  return t && t->kind == BO_TYPE_INTEGER && t->u.integer.width > 64 && t->u.integer.width <= 128;
}

const bo_attr *bo_attr_integer_wide(bo_context *ctx, const bo_type *type, uint64_t lo, uint64_t hi) {
  if (!is_wide_int_type(type)) return bo_attr_integer(ctx, type, (int64_t)lo);
  unsigned w = type->u.integer.width;
  if (w < 128) {
    uint64_t mask = ((uint64_t)1 << (w - 64)) - 1;
    hi &= mask;
    if (type->u.integer.signedness != BO_UNSIGNED && (hi >> (w - 65)) & 1) hi |= ~mask;
  }
  key_buf k;
  key_start(&k, BO_ATTR_INTEGER, type);
  KEY_ADD(&k, lo);
  KEY_ADD(&k, hi);
  unsigned char tag = 0xF2;
  KEY_ADD(&k, tag);
  attr_make m = {.proto = {.kind = BO_ATTR_INTEGER, .type = type}};
  m.proto.u.wide.lo = lo;
  m.proto.u.wide.hi = hi;
  const bo_attr *a = intern_attr(ctx, &k, &m);
  return a;
}

bool bo_attr_get_int_wide(const bo_attr *a, uint64_t *lo, uint64_t *hi) {
  if (a->kind != BO_ATTR_INTEGER) return false;
  if (is_wide_int_type(a->type)) {
    *lo = a->u.wide.lo, *hi = a->u.wide.hi;
  } else {
    bool zero_ext = a->type && a->type->kind == BO_TYPE_INTEGER && a->type->u.integer.signedness == BO_UNSIGNED;
    *lo = (uint64_t)a->u.i, *hi = a->u.i < 0 && !zero_ext ? UINT64_MAX : 0;
  }
  return true;
}

bool bo_attr_int_fits_i64(const bo_attr *a) {
  if (!is_wide_int_type(a->type)) return true;
  uint64_t lo = a->u.wide.lo, hi = a->u.wide.hi;
  return hi == ((int64_t)lo < 0 ? UINT64_MAX : 0);
}

const bo_attr *bo_attr_integer(bo_context *ctx, const bo_type *type, int64_t value) {
  if (is_wide_int_type(type)) {
    bool zero_ext = type->u.integer.signedness == BO_UNSIGNED;
    return bo_attr_integer_wide(ctx, type, (uint64_t)value, value < 0 && !zero_ext ? UINT64_MAX : 0);
  }
  value = normalize_int(type, value);
  key_buf k;
  key_start(&k, BO_ATTR_INTEGER, type);
  KEY_ADD(&k, value);
  attr_make m = {.proto = {.kind = BO_ATTR_INTEGER, .type = type, .u.i = value}};
  return intern_attr(ctx, &k, &m);
}

const bo_attr *bo_attr_bool(bo_context *ctx, bool value) {
  return bo_attr_integer(ctx, bo_type_integer(ctx, 1, BO_SIGNLESS), value);
}

static const bo_type *element_type_of(const bo_type *shaped) {
  return shaped && bo_type_is_shaped(shaped) ? shaped->u.shaped.elem : shaped;
}

static bool is_wide_type(const bo_type *t) {
  return t && t->kind == BO_TYPE_FLOAT && bo_float_kind_is_wide(t->u.fkind);
}

bo_fbits bo_float_slot_bits(bo_context *ctx, bo_float_kind k, double slot) {
  const bo_attr *w = wide_of_slot(ctx, slot);
  if (!w) return bo_fbits_from_double(k, slot);
  bo_fbits b = {w->u.wide.lo, w->u.wide.hi};
  bo_float_kind from = w->type->u.fkind;
  return from == k ? b : bo_fbits_convert(from, b, k, NULL);
}

const bo_attr *bo_attr_float(bo_context *ctx, const bo_type *type, double value) {
  if (is_wide_type(type))
    return bo_attr_float_bits(ctx, type, bo_float_slot_bits(ctx, type->u.fkind, value));
  value = normalize_float(type, value);
  key_buf k;
  key_start(&k, BO_ATTR_FLOAT, type);
  KEY_ADD(&k, value); /* bit pattern: keeps -0.0 and NaN payloads apart */
  attr_make m = {.proto = {.kind = BO_ATTR_FLOAT, .type = type, .u.wide = {value, 0, 0}}};
  return intern_attr(ctx, &k, &m);
}

/* Wide kinds are keyed by their canonical pattern (a longer key than the
 * doubles': never the same attribute); the slot is the value itself when a
 * double holds it exactly, else a handle. */
const bo_attr *bo_attr_float_bits(bo_context *ctx, const bo_type *type, bo_fbits b) {
  if (!is_wide_type(type)) {
    bo_float_kind fk = type && type->kind == BO_TYPE_FLOAT ? type->u.fkind : BO_F64;
    return bo_attr_float(ctx, type, bo_float_from_bits(b.lo, fk));
  }
  bo_float_kind fk = type->u.fkind;
  b = bo_fbits_canonical(fk, b);
  bool exact;
  double d = bo_fbits_to_double(fk, b, &exact);
  key_buf k;
  key_start(&k, BO_ATTR_FLOAT, type);
  KEY_ADD(&k, b.lo);
  KEY_ADD(&k, b.hi);
  unsigned char tag = 0xF1;
  KEY_ADD(&k, tag);
  attr_make m = {.proto = {.kind = BO_ATTR_FLOAT, .type = type, .u.wide = {d, b.lo, b.hi}},
                 .wide_slot = !exact};
  return intern_attr(ctx, &k, &m);
}

bo_fbits bo_attr_get_float_bits(const bo_attr *a) {
  if (is_wide_type(a->type)) return (bo_fbits){a->u.wide.lo, a->u.wide.hi};
  bo_float_kind fk = a->type && a->type->kind == BO_TYPE_FLOAT ? a->type->u.fkind : BO_F64;
  return (bo_fbits){bo_float_to_bits(a->u.f, fk), 0};
}

bo_fbits bo_attr_dense_float_bits_at(const bo_attr *a, size_t i) {
  size_t j = a->u.dense.splat ? 0 : i;
  if (a->u.dense.wide) return (bo_fbits){a->u.dense.wide_bits[2 * j], a->u.dense.wide_bits[2 * j + 1]};
  const bo_type *et = a->kind == BO_ATTR_DENSE ? element_type_of(a->type) : a->type;
  return (bo_fbits){bo_float_to_bits(a->u.dense.floats[j], et->u.fkind), 0};
}

const bo_attr *bo_attr_unit(bo_context *ctx) {
  key_buf k;
  key_start(&k, BO_ATTR_UNIT, NULL);
  attr_make m = {.proto = {.kind = BO_ATTR_UNIT}};
  return intern_attr(ctx, &k, &m);
}

const bo_attr *bo_attr_string(bo_context *ctx, const char *s, size_t len, const bo_type *type) {
  key_buf k;
  key_start(&k, BO_ATTR_STRING, type);
  attr_make m = {.proto = {.kind = BO_ATTR_STRING, .type = type}, .text = s, .text_len = len};
  return intern_attr(ctx, &k, &m);
}

const bo_attr *bo_attr_array(bo_context *ctx, unsigned n, const bo_attr *const *elems) {
  key_buf k;
  key_start(&k, BO_ATTR_ARRAY, NULL);
  KEY_ADD(&k, n);
  attr_make m = {.proto = {.kind = BO_ATTR_ARRAY, .u.array.n = n},
                 .array = elems,
                 .array_bytes = n * sizeof *elems};
  return intern_attr(ctx, &k, &m);
}

static int cmp_named(const void *a, const void *b) {
  return strcmp(((const bo_named_attr *)a)->name, ((const bo_named_attr *)b)->name);
}

const bo_attr *bo_attr_dict(bo_context *ctx, unsigned n, const bo_named_attr *entries) {
  bo_named_attr local[16];
  bo_named_attr *sorted = n <= 16 ? local : malloc(n * sizeof *sorted);
  if (!sorted) bo_out_of_memory(ctx, n * sizeof *sorted);
  bool is_sorted = true;
  for (unsigned i = 0; i < n; i++) {
    /* Names are documented as interned; re-interning is a cheap guarantee
     * that the key (which holds name pointers) is canonical. */
    sorted[i].name = bo_intern_cstr(ctx, entries[i].name);
    sorted[i].attr = entries[i].attr;
    if (i && strcmp(sorted[i - 1].name, sorted[i].name) > 0) is_sorted = false;
  }
  if (!is_sorted) qsort(sorted, n, sizeof *sorted, cmp_named);
  key_buf k;
  key_start(&k, BO_ATTR_DICT, NULL);
  KEY_ADD(&k, n);
  attr_make m = {.proto = {.kind = BO_ATTR_DICT, .u.dict.n = n},
                 .array = sorted,
                 .array_bytes = n * sizeof *sorted};
  const bo_attr *a = intern_attr(ctx, &k, &m);
  if (sorted != local) free(sorted);
  return a;
}

const bo_attr *bo_attr_type(bo_context *ctx, const bo_type *type) {
  key_buf k;
  key_start(&k, BO_ATTR_TYPE, type);
  attr_make m = {.proto = {.kind = BO_ATTR_TYPE, .u.type_value = type}};
  return intern_attr(ctx, &k, &m);
}

const bo_attr *bo_attr_symbol_ref(bo_context *ctx, const char *root, unsigned num_nested,
                                  const char *const *nested) {
  const char *local[8];
  const char **names = num_nested <= 8 ? local : malloc(num_nested * sizeof *names);
  if (!names) bo_out_of_memory(ctx, num_nested * sizeof *names);
  for (unsigned i = 0; i < num_nested; i++) names[i] = bo_intern_cstr(ctx, nested[i]);
  root = bo_intern_cstr(ctx, root);
  key_buf k;
  key_start(&k, BO_ATTR_SYMBOL_REF, NULL);
  KEY_ADD(&k, root);
  KEY_ADD(&k, num_nested);
  attr_make m = {.proto = {.kind = BO_ATTR_SYMBOL_REF, .u.sym = {root, num_nested, NULL}},
                 .array = names,
                 .array_bytes = num_nested * sizeof *names};
  const bo_attr *a = intern_attr(ctx, &k, &m);
  if (names != local) free(names);
  return a;
}

/* Shared by dense elements and dense arrays: values already normalized.
 * Float elements of a wide type also store their patterns after the slots
 * (the slots decide them: equal slots, equal values). */
static const bo_attr *dense_attr(bo_context *ctx, bo_attr_kind kind, const bo_type *type,
                                 size_t n, bool splat, bool is_float, const void *values) {
  const bo_type *et = kind == BO_ATTR_DENSE ? element_type_of(type) : type;
  bool wide = is_float && is_wide_type(et);
  double *with_bits = NULL;
  if (wide) {
    with_bits = malloc((n ? n : 1) * 24);
    if (!with_bits) bo_out_of_memory(ctx, (n ? n : 1) * 24);
    if (n) memcpy(with_bits, values, n * 8);
    uint64_t *bits = (uint64_t *)(with_bits + n);
    for (size_t i = 0; i < n; i++) {
      bo_fbits b = bo_float_slot_bits(ctx, et->u.fkind, ((const double *)values)[i]);
      bits[2 * i] = b.lo, bits[2 * i + 1] = b.hi;
    }
  }
  key_buf k;
  key_start(&k, kind, type);
  KEY_ADD(&k, n);
  unsigned char flags = (unsigned char)(splat | is_float << 1);
  KEY_ADD(&k, flags);
  attr_make m = {.proto = {.kind = kind, .type = type}, .array = wide ? (const void *)with_bits : values,
                 .array_bytes = n * (wide ? 24 : 8)};
  m.proto.u.dense.n = n;
  m.proto.u.dense.splat = splat;
  m.proto.u.dense.is_float = is_float;
  m.proto.u.dense.wide = wide;
  const bo_attr *a = intern_attr(ctx, &k, &m);
  free(with_bits);
  return a;
}

/* The canonical slot of a float value of type t (f80 / f128: the value's
 * own attribute's slot, so equal values have equal slots). */
static double normalize_float_slot(bo_context *ctx, const bo_type *t, double v) {
  if (is_wide_type(t)) return bo_attr_float(ctx, t, v)->u.f;
  return normalize_float(t, v);
}

const bo_attr *bo_attr_dense_int(bo_context *ctx, const bo_type *shaped, size_t n,
                                 const int64_t *values) {
  const bo_type *et = element_type_of(shaped);
  int64_t *norm = malloc((n ? n : 1) * sizeof *norm);
  if (!norm) bo_out_of_memory(ctx, (n ? n : 1) * sizeof *norm);
  bool all_equal = n > 0;
  for (size_t i = 0; i < n; i++) {
    norm[i] = normalize_int(et, values[i]);
    if (norm[i] != norm[0]) all_equal = false;
  }
  /* MLIR stores elements that are all equal as one splat value. */
  size_t count = all_equal ? 1 : n;
  const bo_attr *a = dense_attr(ctx, BO_ATTR_DENSE, shaped, count, all_equal, false, norm);
  free(norm);
  return a;
}

const bo_attr *bo_attr_dense_float(bo_context *ctx, const bo_type *shaped, size_t n,
                                   const double *values) {
  const bo_type *et = element_type_of(shaped);
  double *norm = malloc((n ? n : 1) * sizeof *norm);
  if (!norm) bo_out_of_memory(ctx, (n ? n : 1) * sizeof *norm);
  bool all_equal = n > 0;
  for (size_t i = 0; i < n; i++) {
    norm[i] = normalize_float_slot(ctx, et, values[i]);
    if (memcmp(&norm[i], &norm[0], sizeof *norm)) all_equal = false;
  }
  size_t count = all_equal ? 1 : n;
  const bo_attr *a = dense_attr(ctx, BO_ATTR_DENSE, shaped, count, all_equal, true, norm);
  free(norm);
  return a;
}

const bo_attr *bo_attr_dense_array_int(bo_context *ctx, const bo_type *elem, size_t n,
                                       const int64_t *values) {
  int64_t *norm = malloc((n ? n : 1) * sizeof *norm);
  if (!norm) bo_out_of_memory(ctx, (n ? n : 1) * sizeof *norm);
  norm[0] = 0; /* n may be 0: no element is read then, but GCC cannot tell */
  for (size_t i = 0; i < n; i++) norm[i] = normalize_int(elem, values[i]);
  const bo_attr *a = dense_attr(ctx, BO_ATTR_DENSE_ARRAY, elem, n, false, false, norm);
  free(norm);
  return a;
}

const bo_attr *bo_attr_dense_array_float(bo_context *ctx, const bo_type *elem, size_t n,
                                         const double *values) {
  double *norm = malloc((n ? n : 1) * sizeof *norm);
  if (!norm) bo_out_of_memory(ctx, (n ? n : 1) * sizeof *norm);
  for (size_t i = 0; i < n; i++) norm[i] = normalize_float_slot(ctx, elem, values[i]);
  const bo_attr *a = dense_attr(ctx, BO_ATTR_DENSE_ARRAY, elem, n, false, true, norm);
  free(norm);
  return a;
}

const bo_attr *bo_attr_strided(bo_context *ctx, unsigned rank, const int64_t *strides,
                               int64_t offset) {
  key_buf k;
  key_start(&k, BO_ATTR_STRIDED, NULL);
  KEY_ADD(&k, rank);
  KEY_ADD(&k, offset);
  attr_make m = {.proto = {.kind = BO_ATTR_STRIDED, .u.strided = {rank, NULL, offset}},
                 .array = strides,
                 .array_bytes = rank * sizeof *strides};
  return intern_attr(ctx, &k, &m);
}

const bo_attr *bo_attr_opaque(bo_context *ctx, const char *text, size_t len) {
  return bo_attr_opaque_typed(ctx, text, len, NULL);
}

const bo_attr *bo_attr_opaque_typed(bo_context *ctx, const char *text, size_t len,
                                    const bo_type *type) {
  key_buf k;
  key_start(&k, BO_ATTR_OPAQUE, type);
  attr_make m = {.proto = {.kind = BO_ATTR_OPAQUE, .type = type}, .text = text, .text_len = len};
  return intern_attr(ctx, &k, &m);
}

const bo_attr *bo_attr_affine_map(bo_context *ctx, unsigned num_dims, unsigned num_symbols,
                                  unsigned num_results,
                                  const bo_affine_expr *const *results) {
  key_buf k;
  key_start(&k, BO_ATTR_AFFINE_MAP, NULL);
  KEY_ADD(&k, num_dims);
  KEY_ADD(&k, num_symbols);
  KEY_ADD(&k, num_results);
  attr_make m = {.proto = {.kind = BO_ATTR_AFFINE_MAP,
                           .u.map = {num_dims, num_symbols, num_results, NULL}},
                 .array = results,
                 .array_bytes = num_results * sizeof *results};
  return intern_attr(ctx, &k, &m);
}

const bo_attr *bo_attr_integer_set(bo_context *ctx, unsigned num_dims, unsigned num_symbols,
                                   unsigned n, const bo_affine_expr *const *constraints,
                                   const bool *eq) {
  key_buf k;
  key_start(&k, BO_ATTR_INTEGER_SET, NULL);
  KEY_ADD(&k, num_dims);
  KEY_ADD(&k, num_symbols);
  KEY_ADD(&k, n);
  size_t bytes = n * sizeof *constraints + n;
  unsigned char *buf = bytes ? malloc(bytes) : NULL;
  if (bytes && !buf) bo_out_of_memory(NULL, bytes);
  if (n) {
    memcpy(buf, constraints, n * sizeof *constraints);
    for (unsigned i = 0; i < n; i++) buf[n * sizeof *constraints + i] = eq[i] ? 1 : 0;
  }
  attr_make m = {.proto = {.kind = BO_ATTR_INTEGER_SET,
                           .u.map = {num_dims, num_symbols, n, NULL, NULL}},
                 .array = buf,
                 .array_bytes = bytes};
  const bo_attr *a = intern_attr(ctx, &k, &m);
  free(buf);
  return a;
}

bool bo_integer_set_is_eq(const bo_attr *set, unsigned i) {
  return set->kind == BO_ATTR_INTEGER_SET && i < set->u.map.num_results && set->u.map.eq[i];
}

/* -------------------------------------------------------------- accessors */

bo_attr_kind bo_attr_get_kind(const bo_attr *a) { return a->kind; }

const bo_type *bo_attr_get_type(const bo_attr *a) {
  switch (a->kind) {
  case BO_ATTR_INTEGER:
  case BO_ATTR_FLOAT:
  case BO_ATTR_STRING:
  case BO_ATTR_DENSE:
  case BO_ATTR_OPAQUE: /* a typed literal kept as text (complex dense) or NULL */
    return a->type;
  default:
    return NULL;
  }
}

int64_t bo_attr_get_int(const bo_attr *a) { return a->u.i; }
bool bo_attr_get_bool(const bo_attr *a) { return a->u.i != 0; }
double bo_attr_get_float(const bo_attr *a) { return a->u.f; }

const char *bo_attr_get_string(const bo_attr *a) {
  return a->kind == BO_ATTR_STRING || a->kind == BO_ATTR_OPAQUE ? a->u.str.data : NULL;
}

size_t bo_attr_get_string_length(const bo_attr *a) {
  return a->kind == BO_ATTR_STRING || a->kind == BO_ATTR_OPAQUE ? a->u.str.len : 0;
}

unsigned bo_attr_get_num_elements(const bo_attr *a) {
  switch (a->kind) {
  case BO_ATTR_ARRAY:
    return a->u.array.n;
  case BO_ATTR_DICT:
    return a->u.dict.n;
  case BO_ATTR_DENSE_ARRAY:
    return (unsigned)a->u.dense.n;
  default:
    return 0;
  }
}

const bo_attr *bo_attr_array_get(const bo_attr *a, unsigned i) { return a->u.array.elems[i]; }

const bo_named_attr *bo_attr_dict_get_entry(const bo_attr *a, unsigned i) {
  return &a->u.dict.entries[i];
}

/* Binary search: entries are sorted by strcmp. */
const bo_attr *bo_attr_dict_lookup(const bo_attr *a, const char *name) {
  size_t lo = 0, hi = a->u.dict.n;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    const char *n = a->u.dict.entries[mid].name;
    int c = n == name ? 0 : strcmp(n, name);
    if (!c) return a->u.dict.entries[mid].attr;
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}

const bo_type *bo_attr_get_type_value(const bo_attr *a) { return a->u.type_value; }
const char *bo_attr_symbol_root(const bo_attr *a) { return a->u.sym.root; }
unsigned bo_attr_symbol_num_nested(const bo_attr *a) { return a->u.sym.n; }
const char *bo_attr_symbol_nested(const bo_attr *a, unsigned i) { return a->u.sym.nested[i]; }
bool bo_attr_dense_is_splat(const bo_attr *a) { return a->u.dense.splat; }
bool bo_attr_dense_is_float(const bo_attr *a) { return a->u.dense.is_float; }
size_t bo_attr_dense_size(const bo_attr *a) { return a->u.dense.n; }

int64_t bo_attr_dense_int_at(const bo_attr *a, size_t i) {
  return a->u.dense.ints[a->u.dense.splat ? 0 : i];
}

double bo_attr_dense_float_at(const bo_attr *a, size_t i) {
  return a->u.dense.floats[a->u.dense.splat ? 0 : i];
}

int64_t bo_attr_dense_array_int_at(const bo_attr *a, size_t i) { return a->u.dense.ints[i]; }
double bo_attr_dense_array_float_at(const bo_attr *a, size_t i) { return a->u.dense.floats[i]; }
const bo_type *bo_attr_dense_array_elem_type(const bo_attr *a) { return a->type; }
int64_t bo_attr_strided_offset(const bo_attr *a) { return a->u.strided.offset; }
const int64_t *bo_attr_strided_strides(const bo_attr *a) { return a->u.strided.strides; }
unsigned bo_attr_strided_rank(const bo_attr *a) { return a->u.strided.rank; }

const char *bo_attr_get_opaque_text(const bo_attr *a) {
  return a->kind == BO_ATTR_OPAQUE ? a->u.str.data : NULL;
}

/* --------------------------------------------------------------- strings */

void bo_format_string_literal(bo_str *s, const char *p, size_t n) {
  static const char hex[] = "0123456789ABCDEF";
  bo_str_putc(s, '"');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)p[i];
    if (c == '\\') {
      bo_str_puts(s, "\\\\");
    } else if (c >= 0x20 && c < 0x7f && c != '"') {
      bo_str_putc(s, (char)c);
    } else {
      char esc[3] = {'\\', hex[c >> 4], hex[c & 15]};
      bo_str_append(s, esc, 3);
    }
  }
  bo_str_putc(s, '"');
}

static bool is_bare_identifier(const char *p, size_t n) {
  if (!n) return false;
  unsigned char c = (unsigned char)p[0];
  if (!(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) return false;
  for (size_t i = 1; i < n; i++) {
    c = (unsigned char)p[i];
    if (!(c == '_' || c == '$' || c == '.' || (c >= 'a' && c <= 'z') ||
          (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
      return false;
  }
  return true;
}

void bo_format_keyword_or_string(bo_str *s, const char *p, size_t n) {
  if (is_bare_identifier(p, n))
    bo_str_append(s, p, n);
  else
    bo_format_string_literal(s, p, n);
}

void bo_format_symbol_name(bo_str *s, const char *name) {
  bo_str_putc(s, '@');
  bo_format_keyword_or_string(s, name, strlen(name));
}

/* ------------------------------------------------------------ elements */

static void format_int_value(bo_str *s, const bo_type *t, int64_t v) {
  if (t && t->kind == BO_TYPE_INTEGER && t->u.integer.width == 1 &&
      t->u.integer.signedness == BO_SIGNLESS)
    bo_str_puts(s, v ? "true" : "false");
  else if (t && t->kind == BO_TYPE_INTEGER && t->u.integer.signedness == BO_UNSIGNED)
    bo_str_put_u64(s, (uint64_t)v);
  else
    bo_str_put_i64(s, v);
}

static void put_u128(bo_str *s, unsigned __int128 v) {
  char buf[48];
  int n = 0;
  do buf[n++] = (char)('0' + (int)(v % 10)), v /= 10; while (v);
  while (n) bo_str_putc(s, buf[--n]);
}

void bo_format_int_attr_value(bo_str *s, const bo_attr *a) {
  const bo_type *t = a->type;
  if (!is_wide_int_type(t)) {
    format_int_value(s, t, a->u.i);
    return;
  }
  unsigned __int128 v = (unsigned __int128)a->u.wide.hi << 64 | a->u.wide.lo;
  if (t->u.integer.signedness != BO_UNSIGNED && (a->u.wide.hi >> 63)) {
    bo_str_putc(s, '-');
    v = 0 - v;
  }
  put_u128(s, v);
}

static void format_float_value(bo_str *s, const bo_type *t, double v) {
  bo_format_float(s, v, t && t->kind == BO_TYPE_FLOAT ? t->u.fkind : BO_F64);
}

void bo_format_float_attr(bo_str *s, const bo_attr *a) {
  if (is_wide_type(a->type)) {
    bo_format_float_bits(s, a->type->u.fkind, (bo_fbits){a->u.wide.lo, a->u.wide.hi});
    return;
  }
  format_float_value(s, a->type, a->u.f);
}

/* One element of a dense attribute (i: element index). */
static void format_dense_element(bo_str *s, const bo_attr *a, const bo_type *et, size_t i) {
  size_t j = a->u.dense.splat ? 0 : i;
  if (j >= a->u.dense.n) j = a->u.dense.n ? a->u.dense.n - 1 : 0; /* caller gave too few */
  if (!a->u.dense.n) return;
  if (a->u.dense.wide)
    bo_format_float_bits(s, et->u.fkind, bo_attr_dense_float_bits_at(a, j));
  else if (a->u.dense.is_float)
    format_float_value(s, et, a->u.dense.floats[j]);
  else
    format_int_value(s, et, a->u.dense.ints[j]);
}

/* Nested `[[1, 2], [3, 4]]` over the shape, row-major. */
static void format_dense_nested(bo_str *s, const bo_attr *a, const bo_type *et,
                                const int64_t *shape, unsigned rank, unsigned dim,
                                size_t *next) {
  if (dim == rank) {
    format_dense_element(s, a, et, (*next)++);
    return;
  }
  bo_str_putc(s, '[');
  for (int64_t i = 0; i < shape[dim]; i++) {
    if (i) bo_str_puts(s, ", ");
    format_dense_nested(s, a, et, shape, rank, dim + 1, next);
  }
  bo_str_putc(s, ']');
}

/* The raw little-endian storage MLIR prints for large dense attributes:
 * i1 is bit-packed, other widths take whole bytes. */
static void format_dense_hex(bo_str *s, const bo_attr *a, const bo_type *et, size_t count) {
  static const char hex[] = "0123456789ABCDEF";
  bo_str_puts(s, "\"0x");
  if (et->kind == BO_TYPE_INTEGER && et->u.integer.width == 1) {
    for (size_t byte = 0; byte * 8 < count; byte++) {
      unsigned v = 0;
      for (size_t b = 0; b < 8 && byte * 8 + b < count; b++)
        if (a->u.dense.ints[byte * 8 + b]) v |= 1u << b;
      bo_str_putc(s, hex[v >> 4]);
      bo_str_putc(s, hex[v & 15]);
    }
  } else {
    unsigned width = bo_type_get_width(et);
    unsigned bytes = (width + 7) / 8;
    for (size_t i = 0; i < count; i++) {
      uint64_t bits = a->u.dense.is_float ? bo_float_to_bits(a->u.dense.floats[i], et->u.fkind)
                                          : (uint64_t)a->u.dense.ints[i];
      uint64_t high = 0; /* f80 / f128: the bits above 64 */
      if (a->u.dense.wide) {
        bo_fbits fb = bo_attr_dense_float_bits_at(a, i);
        bits = fb.lo, high = fb.hi;
      }
      for (unsigned b = 0; b < bytes; b++) {
        unsigned v = b < 8 ? (unsigned)(bits >> (8 * b)) & 0xff : (unsigned)(high >> (8 * (b - 8))) & 0xff;
        /* Wider-than-64-bit values are sign-extended from the int64. */
        if (b >= 8 && !a->u.dense.is_float && (int64_t)bits < 0) v = 0xff;
        bo_str_putc(s, hex[v >> 4]);
        bo_str_putc(s, hex[v & 15]);
      }
    }
  }
  bo_str_putc(s, '"');
}

static void format_dense(bo_str *s, const bo_attr *a) { bo_format_dense_hex_above(s, a, 100); }

void bo_format_dense_hex_above(bo_str *s, const bo_attr *a, int64_t hex_above) {
  const bo_type *t = a->type;
  const bo_type *et = element_type_of(t);
  unsigned rank = bo_type_get_rank(t);
  const int64_t *shape = bo_type_get_shape(t);
  int64_t count = bo_type_get_num_elements(t);
  bo_str_puts(s, "dense<");
  if (count == 0) {
    /* nothing: `dense<>` */
  } else if (a->u.dense.splat) {
    format_dense_element(s, a, et, 0);
  } else if (hex_above >= 0 && count > hex_above && (size_t)count == a->u.dense.n) {
    format_dense_hex(s, a, et, (size_t)count);
  } else {
    size_t next = 0;
    format_dense_nested(s, a, et, shape, rank, 0, &next);
  }
  bo_str_putc(s, '>');
}

static void format_dense_array(bo_str *s, const bo_attr *a) {
  bo_str_puts(s, "array<");
  bo_format_type(s, a->type);
  for (size_t i = 0; i < a->u.dense.n; i++) {
    bo_str_puts(s, i ? ", " : ": ");
    if (a->u.dense.wide)
      bo_format_float_bits(s, a->type->u.fkind, bo_attr_dense_float_bits_at(a, i));
    else if (a->u.dense.is_float)
      format_float_value(s, a->type, a->u.dense.floats[i]);
    else
      format_int_value(s, a->type, a->u.dense.ints[i]);
  }
  bo_str_putc(s, '>');
}

static void format_strided(bo_str *s, const bo_attr *a) {
  bo_str_puts(s, "strided<[");
  for (unsigned i = 0; i < a->u.strided.rank; i++) {
    if (i) bo_str_puts(s, ", ");
    int64_t v = a->u.strided.strides[i];
    if (v == BO_DYNAMIC)
      bo_str_putc(s, '?');
    else
      bo_str_put_i64(s, v);
  }
  bo_str_putc(s, ']');
  if (a->u.strided.offset != 0) {
    bo_str_puts(s, ", offset: ");
    if (a->u.strided.offset == BO_DYNAMIC)
      bo_str_putc(s, '?');
    else
      bo_str_put_i64(s, a->u.strided.offset);
  }
  bo_str_putc(s, '>');
}

/* -------------------------------------------------------------- printing */

static bool is_type(const bo_type *t, bo_type_kind k) { return t && t->kind == k; }

void bo_format_attr_ex(bo_str *s, const bo_attr *a, bo_type_elision elide, bo_alias_fn fn,
                       void *user) {
  if (fn) {
    const char *alias = fn(user, a);
    if (alias) {
      bo_str_puts(s, alias);
      return;
    }
  }
  switch (a->kind) {
  case BO_ATTR_INTEGER: {
    const bo_type *t = a->type;
    bool is_bool = is_type(t, BO_TYPE_INTEGER) && t->u.integer.width == 1 &&
                   t->u.integer.signedness == BO_SIGNLESS;
    bo_format_int_attr_value(s, a);
    if (is_bool || elide == BO_ELIDE_MUST || !t) return;
    if (elide == BO_ELIDE_MAY && is_type(t, BO_TYPE_INTEGER) && t->u.integer.width == 64 &&
        t->u.integer.signedness == BO_SIGNLESS)
      return;
    bo_str_puts(s, " : ");
    bo_format_type_aliased(s, t, fn, user);
    return;
  }
  case BO_ATTR_FLOAT: {
    const bo_type *t = a->type;
    bo_format_float_attr(s, a);
    if (elide == BO_ELIDE_MUST || !t) return;
    if (elide == BO_ELIDE_MAY && is_type(t, BO_TYPE_FLOAT) && t->u.fkind == BO_F64) return;
    bo_str_puts(s, " : ");
    bo_format_type_aliased(s, t, fn, user);
    return;
  }
  case BO_ATTR_UNIT:
    bo_str_puts(s, "unit");
    return;
  case BO_ATTR_STRING:
    bo_format_string_literal(s, a->u.str.data, a->u.str.len);
    if (a->type && a->type->kind != BO_TYPE_NONE && elide != BO_ELIDE_MUST) {
      bo_str_puts(s, " : ");
      bo_format_type_aliased(s, a->type, fn, user);
    }
    return;
  case BO_ATTR_ARRAY:
    bo_str_putc(s, '[');
    for (unsigned i = 0; i < a->u.array.n; i++) {
      if (i) bo_str_puts(s, ", ");
      bo_format_attr_ex(s, a->u.array.elems[i], BO_ELIDE_MAY, fn, user);
    }
    bo_str_putc(s, ']');
    return;
  case BO_ATTR_DICT:
    bo_str_putc(s, '{');
    for (unsigned i = 0; i < a->u.dict.n; i++) {
      const bo_named_attr *e = &a->u.dict.entries[i];
      if (i) bo_str_puts(s, ", ");
      bo_format_keyword_or_string(s, e->name, strlen(e->name));
      if (e->attr->kind == BO_ATTR_UNIT) continue; /* `{b}`: unit prints as the name */
      bo_str_puts(s, " = ");
      bo_format_attr_ex(s, e->attr, BO_ELIDE_NEVER, fn, user);
    }
    bo_str_putc(s, '}');
    return;
  case BO_ATTR_TYPE:
    bo_format_type_aliased(s, a->u.type_value, fn, user);
    return;
  case BO_ATTR_SYMBOL_REF:
    bo_format_symbol_name(s, a->u.sym.root);
    for (unsigned i = 0; i < a->u.sym.n; i++) {
      bo_str_puts(s, "::");
      bo_format_symbol_name(s, a->u.sym.nested[i]);
    }
    return;
  case BO_ATTR_DENSE:
    format_dense(s, a);
    if (elide != BO_ELIDE_MUST) {
      bo_str_puts(s, " : ");
      bo_format_type_aliased(s, a->type, fn, user);
    }
    return;
  case BO_ATTR_DENSE_ARRAY:
    format_dense_array(s, a);
    return;
  case BO_ATTR_AFFINE_MAP:
    bo_str_puts(s, "affine_map<");
    bo_format_affine_map(s, a);
    bo_str_putc(s, '>');
    return;
  case BO_ATTR_INTEGER_SET:
    bo_str_puts(s, "affine_set<");
    bo_format_integer_set(s, a);
    bo_str_putc(s, '>');
    return;
  case BO_ATTR_STRIDED:
    format_strided(s, a);
    return;
  case BO_ATTR_OPAQUE:
    /* builtin literals kept as text (sparse<...> : type, complex dense
     * elements) have no '#' */
    if (!(a->u.str.len > 7 && !memcmp(a->u.str.data, "sparse<", 7)) &&
        !(a->u.str.len > 7 && !memcmp(a->u.str.data, "opaque<", 7)) &&
        !(a->u.str.len > 6 && !memcmp(a->u.str.data, "dense<", 6))) /* complex elements */
      bo_str_putc(s, '#');
    bo_str_append(s, a->u.str.data, a->u.str.len);
    return;
  }
}

void bo_format_attr_aliased(bo_str *s, const bo_attr *a, bo_alias_fn fn, void *user) {
  bo_format_attr_ex(s, a, BO_ELIDE_NEVER, fn, user);
}

void bo_format_attr(bo_str *s, const bo_attr *a) {
  bo_format_attr_ex(s, a, BO_ELIDE_NEVER, NULL, NULL);
}

char *bo_attr_to_string(const bo_attr *a) {
  bo_str s = {0};
  bo_format_attr(&s, a);
  bo_str_putc(&s, 0);
  return s.data;
}
