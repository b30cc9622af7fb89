/* parser_affine.c - affine expressions and affine maps
 * (`affine_map<(d0)[s0] -> (d0 + s0)>`), parsed by precedence climbing
 * over + and -, then *, floordiv, ceildiv and mod.  Dimension and symbol
 * names are positional: the printed form renames them d0.., s0...  Cost:
 * linear in the text of the map (name lookups scan the map's own short
 * identifier lists).
 */
#include "parser_internal.h"

/* ------------------------------------------------------------ affine maps */

typedef struct affine_ctx {
  BO_VEC(const char *) dims, syms;
} affine_ctx;

static int parse_affine_expr(bo_parser *p, affine_ctx *ac, const bo_affine_expr **out);

static int parse_affine_operand(bo_parser *p, affine_ctx *ac, const bo_affine_expr **out) {
  bo_context *ctx = p->ctx;
  if (nest_enter(p)) return -1;
  int rc = -1;
  if (bo_parse_optional_punct(p, "(")) {
    if (parse_affine_expr(p, ac, out) == 0 && bo_parse_punct(p, ")") == 0) rc = 0;
  } else if (bo_parse_optional_punct(p, "-")) {
    const bo_affine_expr *e;
    if (parse_affine_operand(p, ac, &e) == 0) {
      *out = bo_affine_binary(ctx, BO_AFFINE_MUL, e, bo_affine_const(ctx, -1));
      rc = 0;
    }
  } else if (p->tok.kind == TOK_INTEGER) {
    uint64_t v;
    if (!tok_to_u64(&p->tok, &v) || v > INT64_MAX) {
      bo_parser_error(p, "constant too large for index");
    } else {
      *out = bo_affine_const(ctx, (int64_t)v);
      advance(p);
      rc = 0;
    }
  } else if (p->tok.kind == TOK_BARE_ID) {
    const char *name = bo_intern(ctx, p->tok.start, p->tok.len);
    for (size_t i = 0; i < ac->dims.len; i++)
      if (ac->dims.data[i] == name) {
        *out = bo_affine_dim(ctx, (unsigned)i);
        rc = 0;
      }
    for (size_t i = 0; rc && i < ac->syms.len; i++)
      if (ac->syms.data[i] == name) {
        *out = bo_affine_symbol(ctx, (unsigned)i);
        rc = 0;
      }
    if (rc)
      bo_parser_error(p, "use of undeclared identifier");
    else
      advance(p);
  } else {
    bo_parser_error(p, "expected affine expression");
  }
  nest_leave(p);
  return rc;
}

/* Symbolic: no dims (constants and symbols only), as MLIR's isSymbolicOrConstant. */
static bool affine_is_symbolic(const bo_affine_expr *e) {
  if (e->kind == BO_AFFINE_DIM) return false;
  if (e->kind == BO_AFFINE_SYMBOL || e->kind == BO_AFFINE_CONST) return true;
  return affine_is_symbolic(e->lhs) && affine_is_symbolic(e->rhs);
}

static int affine_mul_kind(bo_parser *p, bo_affine_kind *k) {
  if (at_punct(p, "*")) *k = BO_AFFINE_MUL;
  else if (at_kw(p, "floordiv")) *k = BO_AFFINE_FLOORDIV;
  else if (at_kw(p, "ceildiv")) *k = BO_AFFINE_CEILDIV;
  else if (at_kw(p, "mod")) *k = BO_AFFINE_MOD;
  else return 0;
  return 1;
}

static int parse_affine_term(bo_parser *p, affine_ctx *ac, const bo_affine_expr **out) {
  const bo_affine_expr *lhs;
  if (parse_affine_operand(p, ac, &lhs)) return -1;
  bo_affine_kind k;
  while (affine_mul_kind(p, &k)) {
    bo_loc l = bo_parser_loc(p);
    advance(p);
    const bo_affine_expr *rhs;
    if (parse_affine_operand(p, ac, &rhs)) return -1;
    bool lc = affine_is_symbolic(lhs), rc = affine_is_symbolic(rhs);
    if (k == BO_AFFINE_MUL && !lc && !rc)
      return bo_parser_error_at(p, l, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic");
    if (k != BO_AFFINE_MUL && !rc)
      return bo_parser_error_at(p, l, "non-affine expression: right operand of floordiv/ceildiv/mod has to be either a constant or symbolic");
    if (k != BO_AFFINE_MUL && rhs->kind == BO_AFFINE_CONST && rhs->value == 0)
      return bo_parser_error_at(p, l, "division by zero in affine expression");
    lhs = bo_affine_binary(p->ctx, k, lhs, rhs);
  }
  *out = lhs;
  return 0;
}

static int parse_affine_expr(bo_parser *p, affine_ctx *ac, const bo_affine_expr **out) {
  const bo_affine_expr *lhs;
  if (parse_affine_term(p, ac, &lhs)) return -1;
  for (;;) {
    bool sub;
    if (at_punct(p, "+")) sub = false;
    else if (at_punct(p, "-")) sub = true;
    else break;
    advance(p);
    const bo_affine_expr *rhs;
    if (parse_affine_term(p, ac, &rhs)) return -1;
    if (sub) rhs = bo_affine_binary(p->ctx, BO_AFFINE_MUL, rhs, bo_affine_const(p->ctx, -1));
    lhs = bo_affine_binary(p->ctx, BO_AFFINE_ADD, lhs, rhs);
  }
  *out = lhs;
  return 0;
}

/* One dim (or symbol, when ac->syms is being filled) name; a name already
 * given to a dim or symbol is an error, as in MLIR. */
static int affine_id_elem(bo_parser *p, affine_ctx *ac, bool symbol) {
  if (p->tok.kind != TOK_BARE_ID) return bo_parser_error(p, "expected bare identifier");
  const char *name = bo_intern(p->ctx, p->tok.start, p->tok.len);
  for (size_t i = 0; i < ac->dims.len + ac->syms.len; i++)
    if ((i < ac->dims.len ? ac->dims.data[i] : ac->syms.data[i - ac->dims.len]) == name)
      return bo_parser_error(p, "redefinition of identifier '%s'", name);
  if (symbol)
    bo_vec_push(&ac->syms, name);
  else
    bo_vec_push(&ac->dims, name);
  advance(p);
  return 0;
}
static int affine_dim_elem(bo_parser *p, void *user) { return affine_id_elem(p, user, false); }
static int affine_sym_elem(bo_parser *p, void *user) { return affine_id_elem(p, user, true); }

typedef struct affine_results {
  affine_ctx *ac;
  BO_VEC(const bo_affine_expr *) exprs;
} affine_results;

static int affine_result_elem(bo_parser *p, void *user) {
  affine_results *r = user;
  const bo_affine_expr *e;
  if (parse_affine_expr(p, r->ac, &e)) return -1;
  bo_vec_push(&r->exprs, e);
  return 0;
}

int bo_parse_affine_map(bo_parser *p, const bo_attr **out) {
  affine_ctx ac = {0};
  affine_results r = {&ac, {0}};
  int rc = -1;
  if (parse_comma_list(p, BO_DELIM_PAREN, affine_dim_elem, &ac, true)) goto done;
  if (at_punct(p, "[") && parse_comma_list(p, BO_DELIM_SQUARE, affine_sym_elem, &ac, true))
    goto done;
  if (bo_parse_punct(p, "->")) goto done;
  if (parse_comma_list(p, BO_DELIM_PAREN, affine_result_elem, &r, true)) goto done;
  *out = bo_attr_affine_map(p->ctx, (unsigned)ac.dims.len, (unsigned)ac.syms.len,
                            (unsigned)r.exprs.len, r.exprs.data);
  rc = 0;
done:
  bo_vec_free(&ac.dims);
  bo_vec_free(&ac.syms);
  bo_vec_free(&r.exprs);
  return rc;
}

/* ----------------------------------------------------------- integer sets */

typedef struct set_constraints {
  affine_ctx *ac;
  BO_VEC(const bo_affine_expr *) exprs;
  BO_VEC(bool) eq;
} set_constraints;

/* `e >= f` (e - f >= 0), `e <= f` (f - e >= 0) or `e == f` (e - f == 0),
 * as MLIR's parseAffineConstraint. */
static int affine_constraint_elem(bo_parser *p, void *user) {
  set_constraints *sc = user;
  const bo_affine_expr *lhs, *rhs;
  if (parse_affine_expr(p, sc->ac, &lhs)) return -1;
  int form = at_punct(p, ">") ? 0 : at_punct(p, "<") ? 1 : at_punct(p, "=") ? 2 : -1;
  if (form >= 0) {
    advance(p);
    if (!at_punct(p, "=")) form = -1;
  }
  if (form < 0)
    return bo_parser_error(p, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
  advance(p);
  if (parse_affine_expr(p, sc->ac, &rhs)) return -1;
  const bo_affine_expr *neg;
  if (form == 1) {
    neg = bo_affine_binary(p->ctx, BO_AFFINE_MUL, lhs, bo_affine_const(p->ctx, -1));
    lhs = rhs;
  } else {
    neg = bo_affine_binary(p->ctx, BO_AFFINE_MUL, rhs, bo_affine_const(p->ctx, -1));
  }
  bo_vec_push(&sc->exprs, bo_affine_binary(p->ctx, BO_AFFINE_ADD, lhs, neg));
  bo_vec_push(&sc->eq, form == 2);
  return 0;
}

/* `(d0)[s0] : (constraints)`, the text inside affine_set<...>.  No
 * constraint is MLIR's degenerate `0 == 0`. */
int bo_parse_integer_set(bo_parser *p, const bo_attr **out) {
  affine_ctx ac = {0};
  set_constraints sc = {&ac, {0}, {0}};
  int rc = -1;
  if (parse_comma_list(p, BO_DELIM_PAREN, affine_dim_elem, &ac, true)) goto done;
  if (at_punct(p, "[") && parse_comma_list(p, BO_DELIM_SQUARE, affine_sym_elem, &ac, true))
    goto done;
  if (at_punct(p, "->")) {
    bo_parser_error(p, "expected integer set");
    goto done;
  }
  /* MLIR's words (parseAffineMapOrIntegerSetInline, parseIntegerSetConstraints) */
  if (!bo_parse_optional_punct(p, ":")) {
    wrong_token_error(p, "expected '->' or ':'");
    goto done;
  }
  if (!bo_parse_optional_punct(p, "(")) {
    wrong_token_error(p, "expected '(' in integer set constraint list");
    goto done;
  }
  if (!at_punct(p, ")") &&
      parse_comma_list(p, BO_DELIM_NONE, affine_constraint_elem, &sc, false))
    goto done;
  if (!bo_parse_optional_punct(p, ")")) {
    wrong_token_error(p, "expected ')' in integer set constraint list");
    goto done;
  }
  if (!sc.exprs.len) {
    bo_vec_push(&sc.exprs, bo_affine_const(p->ctx, 0));
    bo_vec_push(&sc.eq, true);
  }
  *out = bo_attr_integer_set(p->ctx, (unsigned)ac.dims.len, (unsigned)ac.syms.len,
                             (unsigned)sc.exprs.len, sc.exprs.data, sc.eq.data);
  rc = 0;
done:
  bo_vec_free(&ac.dims);
  bo_vec_free(&ac.syms);
  bo_vec_free(&sc.exprs);
  bo_vec_free(&sc.eq);
  return rc;
}
