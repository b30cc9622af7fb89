/* affine_expr.c - affine expressions and maps: construction, evaluation, text.
 *
 * Expressions are interned (kind, value, lhs, rhs) in the context's affine
 * table, so structural equality is pointer equality.  bo_affine_binary
 * applies the simplifications MLIR performs when it builds an expression,
 * so that a map parsed by bufopt prints as mlir-opt prints it:
 *  - constant folding (unless it overflows, or divides by a non-positive);
 *  - constants go to the right of + and *, and a symbolic-or-constant
 *    operand goes to the right of a non-symbolic one; two dims (or two
 *    symbols) are ordered by position (d1 + d0 -> d0 + d1);
 *  - x + 0, x * 1, x * 0, x floordiv 1, x ceildiv 1, x mod 1;
 *  - (x + c1) + c2, (x * c1) * c2 fold; (x + c) + y -> (x + y) + c and
 *    (x * c) * y -> (x * y) * c;
 *  - c1 * x + c2 * x -> (c1 + c2) * x, and x + (x floordiv c) * -c -> x mod c
 *    (also tried against the last summand of a sum, as MLIR does);
 *  - (x * c1) floordiv/ceildiv c2 when c2 divides c1, (a + b) floordiv c and
 *    (a + b) mod c when a term is a known multiple of c, x mod c -> 0 when x
 *    is a known multiple of c, (x mod a) mod b when b divides a.
 * Invariant: the make callback only copies (the intern table is not
 * re-entrant), so all sub-expressions are built before an expression.
 */
#include <stdio.h>
#include <string.h>

#include "types_internal.h"

/* -------------------------------------------------------------- interning */

static void *make_expr(bo_context *ctx, void *user) {
  bo_affine_expr *e = bo_arena_alloc(ctx, sizeof *e);
  *e = *(const bo_affine_expr *)user;
  return e;
}

static const bo_affine_expr *intern_expr(bo_context *ctx, bo_affine_kind kind, int64_t value,
                                         const bo_affine_expr *lhs,
                                         const bo_affine_expr *rhs) {
  bo_affine_expr proto;
  memset(&proto, 0, sizeof proto); /* padding bytes are part of the key */
  proto.kind = kind;
  proto.value = value;
  proto.lhs = lhs;
  proto.rhs = rhs;
  return bo_intern_get(ctx, &ctx->affine, &proto, sizeof proto, make_expr, &proto);
}

const bo_affine_expr *bo_affine_dim(bo_context *ctx, unsigned pos) {
  return intern_expr(ctx, BO_AFFINE_DIM, pos, NULL, NULL);
}

const bo_affine_expr *bo_affine_symbol(bo_context *ctx, unsigned pos) {
  return intern_expr(ctx, BO_AFFINE_SYMBOL, pos, NULL, NULL);
}

const bo_affine_expr *bo_affine_const(bo_context *ctx, int64_t v) {
  return intern_expr(ctx, BO_AFFINE_CONST, v, NULL, NULL);
}

bo_affine_kind bo_affine_get_kind(const bo_affine_expr *e) { return e->kind; }
int64_t bo_affine_get_value(const bo_affine_expr *e) { return e->value; }
const bo_affine_expr *bo_affine_get_lhs(const bo_affine_expr *e) { return e->lhs; }
const bo_affine_expr *bo_affine_get_rhs(const bo_affine_expr *e) { return e->rhs; }

/* ------------------------------------------------------------- arithmetic */

static bool add_overflows(int64_t a, int64_t b) {
  return (b > 0 && a > INT64_MAX - b) || (b < 0 && a < INT64_MIN - b);
}

static bool mul_overflows(int64_t a, int64_t b) {
  if (!a || !b) return false;
  if (a == -1) return b == INT64_MIN;
  if (b == -1) return a == INT64_MIN;
  int64_t r = (int64_t)((uint64_t)a * (uint64_t)b);
  return r / b != a;
}

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static int64_t ceil_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

/* Non-negative remainder for positive b, as MLIR's mod. */
static int64_t pos_mod(int64_t a, int64_t b) {
  int64_t r = a % b;
  return r < 0 ? r + b : r;
}

static uint64_t gcd_u64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

static uint64_t abs_u64(int64_t v) { return v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v; }

bool bo_affine_is_symbolic_or_constant(const bo_affine_expr *e) {
  switch (e->kind) {
  case BO_AFFINE_DIM:
    return false;
  case BO_AFFINE_SYMBOL:
  case BO_AFFINE_CONST:
    return true;
  default:
    return bo_affine_is_symbolic_or_constant(e->lhs) && bo_affine_is_symbolic_or_constant(e->rhs);
  }
}

int64_t bo_affine_largest_known_divisor(const bo_affine_expr *e) {
  switch (e->kind) {
  case BO_AFFINE_DIM:
  case BO_AFFINE_SYMBOL:
    return 1;
  case BO_AFFINE_CONST:
    return (int64_t)abs_u64(e->value);
  case BO_AFFINE_MUL:
    return (int64_t)((uint64_t)bo_affine_largest_known_divisor(e->lhs) *
                     (uint64_t)bo_affine_largest_known_divisor(e->rhs));
  case BO_AFFINE_ADD:
  case BO_AFFINE_MOD:
    return (int64_t)gcd_u64((uint64_t)bo_affine_largest_known_divisor(e->lhs),
                            (uint64_t)bo_affine_largest_known_divisor(e->rhs));
  case BO_AFFINE_FLOORDIV:
  case BO_AFFINE_CEILDIV:
    /* (c1 * x) floordiv c2 is a multiple of c1 / c2 when c2 divides c1. */
    if (e->rhs->kind == BO_AFFINE_CONST && e->rhs->value != 0) {
      int64_t l = bo_affine_largest_known_divisor(e->lhs);
      if (l % e->rhs->value == 0) return (int64_t)abs_u64(l / e->rhs->value);
    }
    return 1;
  }
  return 1;
}

static bool is_const(const bo_affine_expr *e, int64_t *v) {
  if (e->kind != BO_AFFINE_CONST) return false;
  if (v) *v = e->value;
  return true;
}

/* Two dims (or two symbols) out of positional order. */
static bool positions_reversed(const bo_affine_expr *l, const bo_affine_expr *r) {
  return l->kind == r->kind && (l->kind == BO_AFFINE_DIM || l->kind == BO_AFFINE_SYMBOL) &&
         l->value > r->value;
}

static const bo_affine_expr *build(bo_context *ctx, bo_affine_kind k, const bo_affine_expr *l,
                                   const bo_affine_expr *r);

static const bo_affine_expr *add_const(bo_context *ctx, const bo_affine_expr *l, int64_t c) {
  return build(ctx, BO_AFFINE_ADD, l, bo_affine_const(ctx, c));
}

static const bo_affine_expr *mul_const(bo_context *ctx, const bo_affine_expr *l, int64_t c) {
  return build(ctx, BO_AFFINE_MUL, l, bo_affine_const(ctx, c));
}

/* Each simplify_* returns NULL when no rule applies. */
static const bo_affine_expr *simplify_add(bo_context *ctx, const bo_affine_expr *lhs,
                                          const bo_affine_expr *rhs) {
  int64_t lc = 0, rc = 0;
  bool lconst = is_const(lhs, &lc), rconst = is_const(rhs, &rc);
  if (lconst && rconst) return add_overflows(lc, rc) ? NULL : bo_affine_const(ctx, lc + rc);
  if (lconst || (bo_affine_is_symbolic_or_constant(lhs) && !bo_affine_is_symbolic_or_constant(rhs)) ||
      positions_reversed(lhs, rhs))
    return build(ctx, BO_AFFINE_ADD, rhs, lhs);
  if (rconst && rc == 0) return lhs;

  /* (x + c1) + c2 -> x + (c1 + c2) */
  int64_t c;
  if (rconst && lhs->kind == BO_AFFINE_ADD && is_const(lhs->rhs, &c) && !add_overflows(c, rc))
    return add_const(ctx, lhs->lhs, c + rc);

  /* c1 * x + c2 * x -> (c1 + c2) * x, with bare x counting as 1 * x. */
  int64_t c1 = 1, c2 = 1;
  const bo_affine_expr *x1 = lhs, *x2 = rhs;
  if (lhs->kind == BO_AFFINE_MUL && is_const(lhs->rhs, &c1)) x1 = lhs->lhs;
  else c1 = 1;
  if (rhs->kind == BO_AFFINE_MUL && is_const(rhs->rhs, &c2)) x2 = rhs->lhs;
  else c2 = 1;
  if (x1 == x2 && !add_overflows(c1, c2)) return mul_const(ctx, x1, c1 + c2);

  /* (x + c) + y -> (x + y) + c: constants bubble to the outside (not for a
   * constant y whose sum with c overflowed above: the rule would swap the
   * two constants forever). */
  if (!rconst && lhs->kind == BO_AFFINE_ADD && is_const(lhs->rhs, &c))
    return add_const(ctx, build(ctx, BO_AFFINE_ADD, lhs->lhs, rhs), c);

  /* x + ((x floordiv q) * q) * -1 -> x mod q (q symbolic). */
  if (rhs->kind != BO_AFFINE_MUL) return NULL;
  const bo_affine_expr *rl = rhs->lhs, *rr = rhs->rhs;
  int64_t rrc = 0;
  bool rr_const = is_const(rr, &rrc);
  if (rr_const && rrc == -1 && rl->kind == BO_AFFINE_MUL) {
    const bo_affine_expr *fd = rl->lhs, *q = rl->rhs;
    if (fd->kind != BO_AFFINE_FLOORDIV) return NULL;
    if (fd->rhs == q && fd->lhs == lhs) return build(ctx, BO_AFFINE_MOD, lhs, q);
  }
  /* x + (x floordiv c) * -c -> x mod c (c > 0). */
  if (rl->kind != BO_AFFINE_FLOORDIV) return NULL;
  int64_t divc = 0;
  if (is_const(rl->rhs, &divc) && divc > 0 && rl->lhs == lhs && rr_const && rrc == -divc)
    return build(ctx, BO_AFFINE_MOD, lhs, rl->rhs);
  /* (a + b) + (x floordiv q) * k: MLIR retries the pattern against the last
   * summand, and keeps whatever that simplification yields, so
   * (d2 + s0) + (d0 floordiv 2) * 5 becomes d2 + ((d0 floordiv 2) * 5 + s0). */
  if (lhs->kind == BO_AFFINE_ADD) {
    const bo_affine_expr *t = simplify_add(ctx, lhs->rhs, rhs);
    if (t) return build(ctx, BO_AFFINE_ADD, lhs->lhs, t);
  }
  return NULL;
}

static const bo_affine_expr *simplify_mul(bo_context *ctx, const bo_affine_expr *lhs,
                                          const bo_affine_expr *rhs) {
  int64_t lc = 0, rc = 0;
  bool lconst = is_const(lhs, &lc), rconst = is_const(rhs, &rc);
  if (lconst && rconst) return mul_overflows(lc, rc) ? NULL : bo_affine_const(ctx, lc * rc);
  bool lsym = bo_affine_is_symbolic_or_constant(lhs), rsym = bo_affine_is_symbolic_or_constant(rhs);
  if (!lsym && !rsym) return NULL; /* semi-affine: kept as written */
  if (!rsym || lconst || positions_reversed(lhs, rhs)) return build(ctx, BO_AFFINE_MUL, rhs, lhs);
  if (rconst && rc == 1) return lhs;
  if (rconst && rc == 0) return rhs;
  int64_t c;
  /* (x * c1) * c2 -> x * (c1 * c2) */
  if (rconst && lhs->kind == BO_AFFINE_MUL && is_const(lhs->rhs, &c) && !mul_overflows(c, rc))
    return mul_const(ctx, lhs->lhs, c * rc);
  /* (x * c) * y -> (x * y) * c; not for a constant y whose product with c
   * overflowed above (the rule would swap the two constants forever) */
  if (!rconst && lhs->kind == BO_AFFINE_MUL && is_const(lhs->rhs, &c))
    return mul_const(ctx, build(ctx, BO_AFFINE_MUL, lhs->lhs, rhs), c);
  return NULL;
}

static const bo_affine_expr *simplify_floordiv(bo_context *ctx, const bo_affine_expr *lhs,
                                               const bo_affine_expr *rhs) {
  int64_t lc = 0, rc = 0, c = 0;
  if (!is_const(rhs, &rc) || rc < 1) return NULL; /* undefined: keep as written */
  if (is_const(lhs, &lc)) return bo_affine_const(ctx, floor_div(lc, rc));
  if (rc == 1) return lhs;
  if (lhs->kind == BO_AFFINE_MUL && is_const(lhs->rhs, &c) && c % rc == 0)
    return mul_const(ctx, lhs->lhs, c / rc);
  if (lhs->kind == BO_AFFINE_ADD) {
    if (bo_affine_largest_known_divisor(lhs->lhs) % rc == 0 ||
        bo_affine_largest_known_divisor(lhs->rhs) % rc == 0)
      return build(ctx, BO_AFFINE_ADD, build(ctx, BO_AFFINE_FLOORDIV, lhs->lhs, rhs),
                   build(ctx, BO_AFFINE_FLOORDIV, lhs->rhs, rhs));
  }
  return NULL;
}

static const bo_affine_expr *simplify_ceildiv(bo_context *ctx, const bo_affine_expr *lhs,
                                              const bo_affine_expr *rhs) {
  int64_t lc = 0, rc = 0, c = 0;
  if (!is_const(rhs, &rc) || rc < 1) return NULL;
  if (is_const(lhs, &lc)) return bo_affine_const(ctx, ceil_div(lc, rc));
  if (rc == 1) return lhs;
  if (lhs->kind == BO_AFFINE_MUL && is_const(lhs->rhs, &c) && c % rc == 0)
    return mul_const(ctx, lhs->lhs, c / rc);
  return NULL;
}

static const bo_affine_expr *simplify_mod(bo_context *ctx, const bo_affine_expr *lhs,
                                          const bo_affine_expr *rhs) {
  int64_t lc = 0, rc = 0, c = 0;
  if (!is_const(rhs, &rc) || rc < 1) return NULL;
  if (is_const(lhs, &lc)) return bo_affine_const(ctx, pos_mod(lc, rc));
  if (bo_affine_largest_known_divisor(lhs) % rc == 0) return bo_affine_const(ctx, 0);
  if (lhs->kind == BO_AFFINE_ADD) {
    if (bo_affine_largest_known_divisor(lhs->lhs) % rc == 0)
      return build(ctx, BO_AFFINE_MOD, lhs->rhs, rhs);
    if (bo_affine_largest_known_divisor(lhs->rhs) % rc == 0)
      return build(ctx, BO_AFFINE_MOD, lhs->lhs, rhs);
  }
  /* (x mod a) mod b -> x mod b when b divides a. */
  if (lhs->kind == BO_AFFINE_MOD && is_const(lhs->rhs, &c) && c >= 1 && c % rc == 0)
    return build(ctx, BO_AFFINE_MOD, lhs->lhs, rhs);
  return NULL;
}

static const bo_affine_expr *build(bo_context *ctx, bo_affine_kind k, const bo_affine_expr *l,
                                   const bo_affine_expr *r) {
  const bo_affine_expr *s = NULL;
  switch (k) {
  case BO_AFFINE_ADD:
    s = simplify_add(ctx, l, r);
    break;
  case BO_AFFINE_MUL:
    s = simplify_mul(ctx, l, r);
    break;
  case BO_AFFINE_FLOORDIV:
    s = simplify_floordiv(ctx, l, r);
    break;
  case BO_AFFINE_CEILDIV:
    s = simplify_ceildiv(ctx, l, r);
    break;
  case BO_AFFINE_MOD:
    s = simplify_mod(ctx, l, r);
    break;
  default:
    return NULL; /* not a binary kind: caller's bug */
  }
  return s ? s : intern_expr(ctx, k, 0, l, r);
}

const bo_affine_expr *bo_affine_binary(bo_context *ctx, bo_affine_kind kind,
                                       const bo_affine_expr *lhs,
                                       const bo_affine_expr *rhs) {
  return build(ctx, kind, lhs, rhs);
}

/* ------------------------------------------------------------- evaluation */

int64_t bo_affine_eval(const bo_affine_expr *e, const int64_t *dims, const int64_t *syms) {
  switch (e->kind) {
  case BO_AFFINE_DIM:
    return dims[e->value];
  case BO_AFFINE_SYMBOL:
    return syms[e->value];
  case BO_AFFINE_CONST:
    return e->value;
  default:
    break;
  }
  int64_t a = bo_affine_eval(e->lhs, dims, syms), b = bo_affine_eval(e->rhs, dims, syms);
  /* Wrap-around arithmetic: overflow is the program's bug, not ours. */
  switch (e->kind) {
  case BO_AFFINE_ADD:
    return (int64_t)((uint64_t)a + (uint64_t)b);
  case BO_AFFINE_MUL:
    return (int64_t)((uint64_t)a * (uint64_t)b);
  case BO_AFFINE_FLOORDIV:
    return b == 0 || (b == -1 && a == INT64_MIN) ? 0 : floor_div(a, b);
  case BO_AFFINE_CEILDIV:
    return b == 0 || (b == -1 && a == INT64_MIN) ? 0 : ceil_div(a, b);
  case BO_AFFINE_MOD:
    if (b == 0 || b == -1) return 0;
    return b > 0 ? pos_mod(a, b) : a % b;
  default:
    return 0;
  }
}

/* ------------------------------------------------------------------ maps */

unsigned bo_affine_map_num_dims(const bo_attr *map) { return map->u.map.num_dims; }
unsigned bo_affine_map_num_symbols(const bo_attr *map) { return map->u.map.num_syms; }
unsigned bo_affine_map_num_results(const bo_attr *map) { return map->u.map.num_results; }

const bo_affine_expr *bo_affine_map_result(const bo_attr *map, unsigned i) {
  return map->u.map.results[i];
}

bool bo_affine_map_is_identity(const bo_attr *map) {
  if (map->u.map.num_syms || map->u.map.num_results != map->u.map.num_dims) return false;
  for (unsigned i = 0; i < map->u.map.num_results; i++) {
    const bo_affine_expr *e = map->u.map.results[i];
    if (e->kind != BO_AFFINE_DIM || e->value != (int64_t)i) return false;
  }
  return true;
}

/* -------------------------------------------------------------- printing */

/* Operands of floordiv, ceildiv, mod and * bind tightly: a compound operand needs
 * parentheses ("strong"); + and top-level results do not ("weak"). */
static void format_expr(bo_str *s, const bo_affine_expr *e, bool strong) {
  switch (e->kind) {
  case BO_AFFINE_DIM:
    bo_str_printf(s, "d%lld", (long long)e->value);
    return;
  case BO_AFFINE_SYMBOL:
    bo_str_printf(s, "s%lld", (long long)e->value);
    return;
  case BO_AFFINE_CONST:
    bo_str_printf(s, "%lld", (long long)e->value);
    return;
  default:
    break;
  }
  const bo_affine_expr *l = e->lhs, *r = e->rhs;
  if (strong) bo_str_putc(s, '(');
  if (e->kind != BO_AFFINE_ADD) {
    if (e->kind == BO_AFFINE_MUL && r->kind == BO_AFFINE_CONST && r->value == -1) {
      bo_str_putc(s, '-'); /* x * -1 prints as -x */
      format_expr(s, l, true);
    } else {
      static const char *const ops[] = {[BO_AFFINE_MUL] = " * ",
                                        [BO_AFFINE_MOD] = " mod ",
                                        [BO_AFFINE_FLOORDIV] = " floordiv ",
                                        [BO_AFFINE_CEILDIV] = " ceildiv "};
      format_expr(s, l, true);
      bo_str_puts(s, ops[e->kind]);
      format_expr(s, r, true);
    }
  } else if (r->kind == BO_AFFINE_MUL && r->rhs->kind == BO_AFFINE_CONST && r->rhs->value == -1) {
    /* x + y * -1 prints as x - y; a sum y keeps its parentheses. */
    format_expr(s, l, false);
    bo_str_puts(s, " - ");
    format_expr(s, r->lhs, r->lhs->kind == BO_AFFINE_ADD);
  } else if (r->kind == BO_AFFINE_MUL && r->rhs->kind == BO_AFFINE_CONST && r->rhs->value < -1) {
    /* x + y * -c prints as x - y * c */
    format_expr(s, l, false);
    bo_str_puts(s, " - ");
    format_expr(s, r->lhs, true);
    bo_str_printf(s, " * %llu", (unsigned long long)abs_u64(r->rhs->value));
  } else if (r->kind == BO_AFFINE_CONST && r->value < 0) {
    format_expr(s, l, false);
    bo_str_printf(s, " - %llu", (unsigned long long)abs_u64(r->value));
  } else {
    format_expr(s, l, false);
    bo_str_puts(s, " + ");
    format_expr(s, r, false);
  }
  if (strong) bo_str_putc(s, ')');
}

void bo_format_affine_expr(bo_str *s, const bo_affine_expr *e) { format_expr(s, e, false); }

/* `(d0, d1)[s0] -> (e, ...)` (no `[]` without symbols), or for an integer
 * set `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)` (MLIR's IntegerSet::print). */
static void format_map_or_set(bo_str *s, const bo_attr *m, bool set) {
  bo_str_putc(s, '(');
  for (unsigned i = 0; i < m->u.map.num_dims; i++) bo_str_printf(s, i ? ", d%u" : "d%u", i);
  bo_str_putc(s, ')');
  if (m->u.map.num_syms) {
    bo_str_putc(s, '[');
    for (unsigned i = 0; i < m->u.map.num_syms; i++) bo_str_printf(s, i ? ", s%u" : "s%u", i);
    bo_str_putc(s, ']');
  }
  bo_str_puts(s, set ? " : (" : " -> (");
  for (unsigned i = 0; i < m->u.map.num_results; i++) {
    if (i) bo_str_puts(s, ", ");
    format_expr(s, m->u.map.results[i], false);
    if (set) bo_str_puts(s, m->u.map.eq[i] ? " == 0" : " >= 0");
  }
  bo_str_putc(s, ')');
}

void bo_format_affine_map(bo_str *s, const bo_attr *map) { format_map_or_set(s, map, false); }
void bo_format_integer_set(bo_str *s, const bo_attr *set) { format_map_or_set(s, set, true); }
