/* types.c - builtin types: interned construction, accessors and MLIR's text.
 *
 * Every constructor builds a canonical byte key (kind, then fields; interned
 * sub-objects as pointer bytes; arrays copied in) and asks the context's type
 * table for the unique object, so equal types are equal pointers.  The make
 * callbacks only copy: they never intern anything else, because the intern
 * table is not re-entrant.  Canonicalizations that MLIR performs at
 * construction happen before the key is built: a memref's identity
 * affine-map layout becomes the NULL (identity) layout and an integer memory
 * space 0 becomes the NULL (default) memory space.
 *
 * Printing (bo_format_type*) produces exactly what mlir-opt 22 prints.
 */
#include <stdio.h>
#include <string.h>

#include "types_internal.h"
#include "../support/checked.h"

/* ------------------------------------------------------------ key builder */


/* ---------------------------------------------------------- construction */

/* Everything a make callback needs: the template object and the arrays to
 * copy into the arena. */
typedef struct type_make {
  bo_type proto;
  const int64_t *shape;
  const bool *scalable;
  unsigned rank;
  const bo_type *const *types;
  unsigned ntypes;
  const char *text;
  size_t text_len;
} type_make;

static void *make_type(bo_context *ctx, void *user) {
  type_make *m = user;
  bo_type *t = bo_arena_alloc(ctx, sizeof *t);
  *t = m->proto;
  switch (t->kind) {
  case BO_TYPE_VECTOR:
  case BO_TYPE_TENSOR:
  case BO_TYPE_MEMREF:
    if (m->rank) {
      int64_t *shape = bo_arena_alloc(ctx, m->rank * sizeof *shape);
      memcpy(shape, m->shape, m->rank * sizeof *shape);
      t->u.shaped.shape = shape;
    }
    if (m->scalable) {
      bool *sc = bo_arena_alloc(ctx, m->rank * sizeof *sc);
      memcpy(sc, m->scalable, m->rank * sizeof *sc);
      t->u.shaped.scalable = sc;
    }
    break;
  case BO_TYPE_FUNCTION:
  case BO_TYPE_TUPLE:
    if (m->ntypes) {
      const bo_type **ts = bo_arena_alloc(ctx, m->ntypes * sizeof *ts);
      memcpy(ts, m->types, m->ntypes * sizeof *ts);
      if (t->kind == BO_TYPE_FUNCTION)
        t->u.func.types = ts;
      else
        t->u.tuple.types = ts;
    }
    break;
  case BO_TYPE_OPAQUE: {
    char *p = bo_arena_alloc(ctx, m->text_len + 1);
    memcpy(p, m->text, m->text_len);
    t->u.opaque.text = p;
    t->u.opaque.len = m->text_len;
    break;
  }
  default:
    break;
  }
  return t;
}

static const bo_type *intern_type(bo_context *ctx, key_buf *k, type_make *m) {
  const bo_type *t = bo_intern_get(ctx, &ctx->types, k->p, k->len, make_type, m);
  key_free(k);
  return t;
}

static void key_start(key_buf *k, bo_type_kind kind) {
  key_init(k);
  unsigned char b = (unsigned char)kind;
  KEY_ADD(k, b);
}

const bo_type *bo_type_integer(bo_context *ctx, unsigned width, bo_signedness s) {
  key_buf k;
  key_start(&k, BO_TYPE_INTEGER);
  KEY_ADD(&k, width);
  KEY_ADD(&k, s);
  type_make m = {.proto = {.kind = BO_TYPE_INTEGER}};
  m.proto.u.integer.width = width;
  m.proto.u.integer.signedness = s;
  return intern_type(ctx, &k, &m);
}

const bo_type *bo_type_index(bo_context *ctx) {
  key_buf k;
  key_start(&k, BO_TYPE_INDEX);
  type_make m = {.proto = {.kind = BO_TYPE_INDEX}};
  return intern_type(ctx, &k, &m);
}

const bo_type *bo_type_float(bo_context *ctx, bo_float_kind fk) {
  key_buf k;
  key_start(&k, BO_TYPE_FLOAT);
  KEY_ADD(&k, fk);
  type_make m = {.proto = {.kind = BO_TYPE_FLOAT}};
  m.proto.u.fkind = fk;
  return intern_type(ctx, &k, &m);
}

const bo_type *bo_type_none(bo_context *ctx) {
  key_buf k;
  key_start(&k, BO_TYPE_NONE);
  type_make m = {.proto = {.kind = BO_TYPE_NONE}};
  return intern_type(ctx, &k, &m);
}

const bo_type *bo_type_complex(bo_context *ctx, const bo_type *elem) {
  key_buf k;
  key_start(&k, BO_TYPE_COMPLEX);
  KEY_ADD(&k, elem);
  type_make m = {.proto = {.kind = BO_TYPE_COMPLEX}};
  m.proto.u.complex_elem = elem;
  return intern_type(ctx, &k, &m);
}

/* Shaped types share one key layout: kind, rank, elem, attrs, shape, flags. */
static const bo_type *shaped_type(bo_context *ctx, bo_type_kind kind, unsigned rank,
                                  const int64_t *shape, const bool *scalable,
                                  const bo_type *elem, const bo_attr *encoding,
                                  const bo_attr *layout, const bo_attr *memspace) {
  key_buf k;
  key_start(&k, kind);
  KEY_ADD(&k, rank);
  KEY_ADD(&k, elem);
  KEY_ADD(&k, encoding);
  KEY_ADD(&k, layout);
  KEY_ADD(&k, memspace);
  if (rank) key_add(&k, shape, rank * sizeof *shape);
  unsigned char has_scalable = scalable != NULL;
  KEY_ADD(&k, has_scalable);
  if (scalable) key_add(&k, scalable, rank * sizeof *scalable);
  type_make m = {.proto = {.kind = kind}, .shape = shape, .scalable = scalable, .rank = rank};
  m.proto.u.shaped.rank = rank;
  m.proto.u.shaped.elem = elem;
  m.proto.u.shaped.encoding = encoding;
  m.proto.u.shaped.layout = layout;
  m.proto.u.shaped.memspace = memspace;
  return intern_type(ctx, &k, &m);
}

const bo_type *bo_type_vector(bo_context *ctx, unsigned rank, const int64_t *shape,
                              const bool *scalable, const bo_type *elem) {
  /* All-false scalable flags mean "none": keep one spelling per type. */
  if (scalable) {
    bool any = false;
    for (unsigned i = 0; i < rank; i++) any |= scalable[i];
    if (!any) scalable = NULL;
  }
  return shaped_type(ctx, BO_TYPE_VECTOR, rank, shape, scalable, elem, NULL, NULL, NULL);
}

const bo_type *bo_type_tensor(bo_context *ctx, unsigned rank, const int64_t *shape,
                              const bo_type *elem, const bo_attr *encoding) {
  return shaped_type(ctx, BO_TYPE_TENSOR, rank, shape, NULL, elem, encoding, NULL, NULL);
}

const bo_type *bo_type_unranked_tensor(bo_context *ctx, const bo_type *elem) {
  return shaped_type(ctx, BO_TYPE_UNRANKED_TENSOR, 0, NULL, NULL, elem, NULL, NULL, NULL);
}

/* MLIR drops an integer memory space of 0: it is the default space. */
static const bo_attr *canonical_memspace(const bo_attr *ms) {
  if (ms && ms->kind == BO_ATTR_INTEGER && ms->u.i == 0) return NULL;
  return ms;
}

/* MLIR's AffineMap::isIdentity, which ignores symbols: (d0, d1)[s0] ->
 * (d0, d1) is an identity layout too, and dropped like one. */
static bool identity_layout(const bo_attr *m, unsigned rank) {
  if (m->kind != BO_ATTR_AFFINE_MAP || m->u.map.num_dims != rank || m->u.map.num_results != rank)
    return false;
  for (unsigned i = 0; i < rank; i++) {
    const bo_affine_expr *e = m->u.map.results[i];
    if (e->kind != BO_AFFINE_DIM || e->value != (int64_t)i) return false;
  }
  return true;
}

const bo_type *bo_type_memref(bo_context *ctx, unsigned rank, const int64_t *shape,
                              const bo_type *elem, const bo_attr *layout,
                              const bo_attr *memspace) {
  if (layout && identity_layout(layout, rank))
    layout = NULL;
  return shaped_type(ctx, BO_TYPE_MEMREF, rank, shape, NULL, elem, NULL, layout,
                     canonical_memspace(memspace));
}

const bo_type *bo_type_unranked_memref(bo_context *ctx, const bo_type *elem,
                                       const bo_attr *memspace) {
  return shaped_type(ctx, BO_TYPE_UNRANKED_MEMREF, 0, NULL, NULL, elem, NULL, NULL,
                     canonical_memspace(memspace));
}

const bo_type *bo_type_function(bo_context *ctx, unsigned num_inputs,
                                const bo_type *const *inputs, unsigned num_results,
                                const bo_type *const *results) {
  unsigned n = num_inputs + num_results;
  const bo_type *local[16];
  const bo_type **all = n <= 16 ? local : malloc(n * sizeof *all);
  if (!all) bo_out_of_memory(ctx, n * sizeof *all);
  if (num_inputs) memcpy(all, inputs, num_inputs * sizeof *all);
  if (num_results) memcpy(all + num_inputs, results, num_results * sizeof *all);
  key_buf k;
  key_start(&k, BO_TYPE_FUNCTION);
  KEY_ADD(&k, num_inputs);
  KEY_ADD(&k, num_results);
  if (n) key_add(&k, all, n * sizeof *all);
  type_make m = {.proto = {.kind = BO_TYPE_FUNCTION}, .types = all, .ntypes = n};
  m.proto.u.func.num_inputs = num_inputs;
  m.proto.u.func.num_results = num_results;
  const bo_type *t = intern_type(ctx, &k, &m);
  if (all != local) free(all);
  return t;
}

const bo_type *bo_type_tuple(bo_context *ctx, unsigned n, const bo_type *const *types) {
  key_buf k;
  key_start(&k, BO_TYPE_TUPLE);
  KEY_ADD(&k, n);
  if (n) key_add(&k, types, n * sizeof *types);
  type_make m = {.proto = {.kind = BO_TYPE_TUPLE}, .types = types, .ntypes = n};
  m.proto.u.tuple.n = n;
  return intern_type(ctx, &k, &m);
}

const bo_type *bo_type_opaque(bo_context *ctx, const char *text, size_t len) {
  key_buf k;
  key_start(&k, BO_TYPE_OPAQUE);
  key_add(&k, text, len);
  type_make m = {.proto = {.kind = BO_TYPE_OPAQUE}, .text = text, .text_len = len};
  return intern_type(ctx, &k, &m);
}

/* ------------------------------------------------------------- accessors */

bo_type_kind bo_type_get_kind(const bo_type *t) { return t->kind; }

bool bo_type_is_integer(const bo_type *t, unsigned width) {
  return t->kind == BO_TYPE_INTEGER && (!width || t->u.integer.width == width);
}

bool bo_type_is_signless_int_or_index(const bo_type *t) {
  return t->kind == BO_TYPE_INDEX ||
         (t->kind == BO_TYPE_INTEGER && t->u.integer.signedness == BO_SIGNLESS);
}

bool bo_type_is_float(const bo_type *t) { return t->kind == BO_TYPE_FLOAT; }

bool bo_type_is_shaped(const bo_type *t) {
  switch (t->kind) {
  case BO_TYPE_VECTOR:
  case BO_TYPE_TENSOR:
  case BO_TYPE_UNRANKED_TENSOR:
  case BO_TYPE_MEMREF:
  case BO_TYPE_UNRANKED_MEMREF:
    return true;
  default:
    return false;
  }
}

bool bo_type_is_tensor(const bo_type *t) {
  return t->kind == BO_TYPE_TENSOR || t->kind == BO_TYPE_UNRANKED_TENSOR;
}

bool bo_type_is_memref(const bo_type *t) {
  return t->kind == BO_TYPE_MEMREF || t->kind == BO_TYPE_UNRANKED_MEMREF;
}

static bool is_ranked_shaped(const bo_type *t) {
  return t->kind == BO_TYPE_VECTOR || t->kind == BO_TYPE_TENSOR || t->kind == BO_TYPE_MEMREF;
}

bool bo_type_has_rank(const bo_type *t) { return is_ranked_shaped(t); }

/* index counts as 64 bits, like MLIR's internal storage width for it. */
unsigned bo_type_get_width(const bo_type *t) {
  if (t->kind == BO_TYPE_INTEGER) return t->u.integer.width;
  if (t->kind == BO_TYPE_FLOAT) return bo_float_kind_width(t->u.fkind);
  if (t->kind == BO_TYPE_INDEX) return 64;
  return 0;
}

bo_signedness bo_type_get_signedness(const bo_type *t) {
  return t->kind == BO_TYPE_INTEGER ? t->u.integer.signedness : BO_SIGNLESS;
}

bo_float_kind bo_type_get_float_kind(const bo_type *t) { return t->u.fkind; }

unsigned bo_type_get_rank(const bo_type *t) {
  return is_ranked_shaped(t) ? t->u.shaped.rank : 0;
}

/* Never NULL for ranked types (an empty array for rank 0), so callers may
 * memcmp shapes without special cases. */
const int64_t *bo_type_get_shape(const bo_type *t) {
  static const int64_t empty[1] = {0};
  if (!is_ranked_shaped(t)) return NULL;
  return t->u.shaped.shape ? t->u.shaped.shape : empty;
}

/* Scalars count as one element; unranked and dynamic shapes are BO_DYNAMIC.
 * A count beyond the int64 range (tensor<99999999999x99999999999xf32> is a
 * valid type) saturates at INT64_MAX: no buffer of that many elements can
 * exist, so callers that allocate or compare sizes see an impossible count
 * instead of a wrapped one. */
int64_t bo_type_get_num_elements(const bo_type *t) {
  if (t->kind == BO_TYPE_UNRANKED_TENSOR || t->kind == BO_TYPE_UNRANKED_MEMREF)
    return BO_DYNAMIC;
  if (!is_ranked_shaped(t)) return 1;
  const int64_t *shape = t->u.shaped.shape;
  for (unsigned i = 0; i < t->u.shaped.rank; i++)
    if (shape[i] == BO_DYNAMIC) return BO_DYNAMIC;
  int64_t n = bo_checked_product_i64(shape, t->u.shaped.rank);
  return n < 0 ? INT64_MAX : n;
}

/* Shaped and complex types: their element type; NULL for anything else. */
const bo_type *bo_type_get_element_type(const bo_type *t) {
  if (bo_type_is_shaped(t)) return t->u.shaped.elem;
  if (t->kind == BO_TYPE_COMPLEX) return t->u.complex_elem;
  return NULL;
}

const bo_attr *bo_type_get_encoding(const bo_type *t) {
  return t->kind == BO_TYPE_TENSOR ? t->u.shaped.encoding : NULL;
}

const bo_attr *bo_type_get_layout(const bo_type *t) {
  return t->kind == BO_TYPE_MEMREF ? t->u.shaped.layout : NULL;
}

const bo_attr *bo_type_get_memory_space(const bo_type *t) {
  return bo_type_is_memref(t) ? t->u.shaped.memspace : NULL;
}

const bool *bo_type_get_scalable_dims(const bo_type *t) {
  return t->kind == BO_TYPE_VECTOR ? t->u.shaped.scalable : NULL;
}

unsigned bo_type_get_num_inputs(const bo_type *t) {
  return t->kind == BO_TYPE_FUNCTION ? t->u.func.num_inputs : 0;
}

unsigned bo_type_get_num_results(const bo_type *t) {
  return t->kind == BO_TYPE_FUNCTION ? t->u.func.num_results : 0;
}

const bo_type *const *bo_type_get_inputs(const bo_type *t) { return t->u.func.types; }

const bo_type *const *bo_type_get_results(const bo_type *t) {
  return t->u.func.types ? t->u.func.types + t->u.func.num_inputs : NULL;
}

unsigned bo_type_get_num_members(const bo_type *t) {
  return t->kind == BO_TYPE_TUPLE ? t->u.tuple.n : 0;
}

const bo_type *const *bo_type_get_members(const bo_type *t) { return t->u.tuple.types; }

const char *bo_type_get_opaque_text(const bo_type *t) {
  return t->kind == BO_TYPE_OPAQUE ? t->u.opaque.text : NULL;
}

/* ------------------------------------------------------ strides / offset */

/* *acc += term, where an overflowing sum (or a term that overflowed, marked
 * by term_dynamic) makes the entry dynamic: the layout's value is then not
 * a number bufopt can hold, which is what a dynamic entry says. */
static void accumulate(int64_t *acc, int64_t term, bool term_dynamic) {
  if (*acc == BO_DYNAMIC) return;
  if (term_dynamic || bo_add_overflow_i64(*acc, term, acc) || *acc == BO_DYNAMIC)
    *acc = BO_DYNAMIC;
}

/* Accumulates coef * (value of atom) into strides/offset for a linear
 * layout expression; symbols make the touched entry dynamic, and so do
 * coefficients, strides and offsets past the int64 range.  Returns false
 * for anything that is not `sum of dim*c, sym*c, dim*sym, c`. */
static bool add_linear_term(const bo_affine_expr *e, int64_t coef, bool coef_dynamic,
                            unsigned rank, int64_t *strides, int64_t *offset) {
  switch (e->kind) {
  case BO_AFFINE_CONST: {
    int64_t term = 0;
    bool dyn = coef_dynamic || bo_mul_overflow_i64(coef, e->value, &term);
    accumulate(offset, term, dyn);
    return true;
  }
  case BO_AFFINE_SYMBOL:
    *offset = BO_DYNAMIC;
    return true;
  case BO_AFFINE_DIM:
    if ((unsigned)e->value >= rank) return false;
    accumulate(&strides[e->value], coef, coef_dynamic);
    return true;
  case BO_AFFINE_ADD:
    return add_linear_term(e->lhs, coef, coef_dynamic, rank, strides, offset) &&
           add_linear_term(e->rhs, coef, coef_dynamic, rank, strides, offset);
  case BO_AFFINE_MUL:
    /* Construction keeps the constant or symbolic factor on the right. */
    if (e->rhs->kind == BO_AFFINE_CONST) {
      int64_t c = 0;
      bool dyn = coef_dynamic || bo_mul_overflow_i64(coef, e->rhs->value, &c);
      return add_linear_term(e->lhs, c, dyn, rank, strides, offset);
    }
    if (bo_affine_is_symbolic_or_constant(e->rhs))
      return add_linear_term(e->lhs, coef, true, rank, strides, offset);
    return false;
  default:
    return false;
  }
}

int bo_type_get_strides_and_offset(const bo_type *t, int64_t *strides, int64_t *offset) {
  if (t->kind != BO_TYPE_MEMREF) return -1;
  unsigned rank = t->u.shaped.rank;
  const int64_t *shape = t->u.shaped.shape;
  const bo_attr *layout = t->u.shaped.layout;
  if (!layout) {
    /* Suffix products; one past the int64 range is dynamic, as is every
     * stride outside it. */
    int64_t running = 1;
    for (unsigned i = rank; i-- > 0;) {
      strides[i] = running;
      if (running != BO_DYNAMIC &&
          (shape[i] == BO_DYNAMIC || bo_mul_overflow_i64(running, shape[i], &running)))
        running = BO_DYNAMIC;
    }
    *offset = 0;
    return 0;
  }
  if (layout->kind == BO_ATTR_STRIDED) {
    if (layout->u.strided.rank != rank) return -1;
    if (rank) memcpy(strides, layout->u.strided.strides, rank * sizeof *strides);
    *offset = layout->u.strided.offset;
    return 0;
  }
  if (layout->kind != BO_ATTR_AFFINE_MAP || layout->u.map.num_results != 1 ||
      layout->u.map.num_dims != rank)
    return -1;
  for (unsigned i = 0; i < rank; i++) strides[i] = 0;
  *offset = 0;
  return add_linear_term(layout->u.map.results[0], 1, false, rank, strides, offset) ? 0 : -1;
}

/* -------------------------------------------------------------- printing */

void bo_format_dims(bo_str *s, unsigned rank, const int64_t *shape, const bool *scalable) {
  for (unsigned i = 0; i < rank; i++) {
    bool sc = scalable && scalable[i];
    if (sc) bo_str_putc(s, '[');
    if (shape[i] == BO_DYNAMIC)
      bo_str_putc(s, '?');
    else
      bo_str_printf(s, "%lld", (long long)shape[i]);
    if (sc) bo_str_putc(s, ']');
    bo_str_putc(s, 'x');
  }
}

static void format_type_list(bo_str *s, unsigned n, const bo_type *const *ts, bo_alias_fn fn,
                             void *user) {
  for (unsigned i = 0; i < n; i++) {
    if (i) bo_str_puts(s, ", ");
    bo_format_type_aliased(s, ts[i], fn, user);
  }
}

void bo_format_type_aliased(bo_str *s, const bo_type *t, bo_alias_fn fn, void *user) {
  switch (t->kind) {
  case BO_TYPE_INTEGER: {
    static const char *const prefix[] = {"i", "si", "ui"};
    bo_str_printf(s, "%s%u", prefix[t->u.integer.signedness], t->u.integer.width);
    return;
  }
  case BO_TYPE_INDEX:
    bo_str_puts(s, "index");
    return;
  case BO_TYPE_FLOAT:
    bo_str_puts(s, bo_float_kind_name(t->u.fkind));
    return;
  case BO_TYPE_NONE:
    bo_str_puts(s, "none");
    return;
  case BO_TYPE_COMPLEX:
    bo_str_puts(s, "complex<");
    bo_format_type_aliased(s, t->u.complex_elem, fn, user);
    bo_str_putc(s, '>');
    return;
  case BO_TYPE_VECTOR:
    bo_str_puts(s, "vector<");
    bo_format_dims(s, t->u.shaped.rank, t->u.shaped.shape, t->u.shaped.scalable);
    bo_format_type_aliased(s, t->u.shaped.elem, fn, user);
    bo_str_putc(s, '>');
    return;
  case BO_TYPE_TENSOR:
    bo_str_puts(s, "tensor<");
    bo_format_dims(s, t->u.shaped.rank, t->u.shaped.shape, NULL);
    bo_format_type_aliased(s, t->u.shaped.elem, fn, user);
    if (t->u.shaped.encoding) {
      bo_str_puts(s, ", ");
      bo_format_attr_ex(s, t->u.shaped.encoding, BO_ELIDE_NEVER, fn, user);
    }
    bo_str_putc(s, '>');
    return;
  case BO_TYPE_UNRANKED_TENSOR:
    bo_str_puts(s, "tensor<*x");
    bo_format_type_aliased(s, t->u.shaped.elem, fn, user);
    bo_str_putc(s, '>');
    return;
  case BO_TYPE_MEMREF:
    bo_str_puts(s, "memref<");
    bo_format_dims(s, t->u.shaped.rank, t->u.shaped.shape, NULL);
    bo_format_type_aliased(s, t->u.shaped.elem, fn, user);
    if (t->u.shaped.layout) {
      bo_str_puts(s, ", ");
      bo_format_attr_ex(s, t->u.shaped.layout, BO_ELIDE_NEVER, fn, user);
    }
    if (t->u.shaped.memspace) {
      bo_str_puts(s, ", ");
      bo_format_attr_ex(s, t->u.shaped.memspace, BO_ELIDE_MAY, fn, user);
    }
    bo_str_putc(s, '>');
    return;
  case BO_TYPE_UNRANKED_MEMREF:
    bo_str_puts(s, "memref<*x");
    bo_format_type_aliased(s, t->u.shaped.elem, fn, user);
    if (t->u.shaped.memspace) {
      bo_str_puts(s, ", ");
      bo_format_attr_ex(s, t->u.shaped.memspace, BO_ELIDE_MAY, fn, user);
    }
    bo_str_putc(s, '>');
    return;
  case BO_TYPE_FUNCTION: {
    unsigned ni = t->u.func.num_inputs, nr = t->u.func.num_results;
    bo_str_putc(s, '(');
    format_type_list(s, ni, t->u.func.types, fn, user);
    bo_str_puts(s, ") -> ");
    /* A single non-function result is printed bare; `-> (i32) -> i32`
     * would be ambiguous. */
    const bo_type *const *res = t->u.func.types ? t->u.func.types + ni : NULL;
    if (nr == 1 && res[0]->kind != BO_TYPE_FUNCTION) {
      bo_format_type_aliased(s, res[0], fn, user);
    } else {
      bo_str_putc(s, '(');
      format_type_list(s, nr, res, fn, user);
      bo_str_putc(s, ')');
    }
    return;
  }
  case BO_TYPE_TUPLE:
    bo_str_puts(s, "tuple<");
    format_type_list(s, t->u.tuple.n, t->u.tuple.types, fn, user);
    bo_str_putc(s, '>');
    return;
  case BO_TYPE_OPAQUE:
    bo_str_putc(s, '!');
    bo_str_append(s, t->u.opaque.text, t->u.opaque.len);
    return;
  }
}

void bo_format_type(bo_str *s, const bo_type *t) { bo_format_type_aliased(s, t, NULL, NULL); }

char *bo_type_to_string(const bo_type *t) {
  bo_str s = {0};
  bo_format_type(&s, t);
  bo_str_putc(&s, 0);
  return s.data;
}
