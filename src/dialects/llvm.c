/* llvm.c - the part of the LLVM dialect that tensor programs carry through
 * bufferization: `llvm.func` declarations (runtime functions a program
 * calls), `llvm.mlir.global` strings and `llvm.mlir.addressof` (the
 * `!llvm.ptr` a program passes to the runtime's printString).  They are
 * parsed, printed and verified as mlir-opt 22 does (the custom form and the
 * generic form with the same properties), and every bufferization pass
 * leaves them alone: a declaration has no body, a global no tensor, an
 * addressof a pointer result.
 *
 * The dialect is registered open (src/init/register.c,
 * BO_DIALECT_ALLOWS_UNKNOWN_OPS): the other LLVM ops (llvm.call, llvm.load,
 * ... that hlo-convert-deallocation-ops-to-llvm builds) stay unknown ops.
 * Not supported yet, with a diagnostic: an `llvm.func` with a body, a
 * global with an initializer region, the optional global keywords other
 * than the linkage and `constant`.
 *
 * `function_type` is `!llvm.func<R (A, ...)>`, an opaque type whose nested
 * types are spelled as the LLVM dialect nests them (`ptr`, not
 * `!llvm.ptr`); the custom printer spells them back.  O(size of the op).
 */
#include <ctype.h>

#include "common.h"
#include "llvm.h"

static const char *const k_linkages[] = {
    "private", "internal", "available_externally", "linkonce", "weak", "common",
    "appending", "extern_weak", "linkonce_odr", "weak_odr", "external", NULL};

/* The LLVM dialect's own type names: spelled `!llvm.X` at the top level and
 * `X` inside another LLVM type. */
static const char *const k_llvm_type_names[] = {
    "ptr", "array", "struct", "void", "func", "vec", "label", "metadata", "token",
    "target", "x86_amx", "ppc_fp128", "x86_fp80", NULL};

static const bo_attr *opaque(bo_context *ctx, const char *fmt, const char *arg) {
  char buf[128];
  int n = snprintf(buf, sizeof buf, fmt, arg);
  return bo_attr_opaque(ctx, buf, (size_t)n);
}

/* Linkage keyword -> #llvm.linkage<k>; *k is kept for the caller. */
static int parse_linkage(bo_parser *p, bo_parse_state *st, const char **k) {
  *k = "external";
  for (unsigned i = 0; k_linkages[i]; i++) {
    int r = bo_parse_optional_keyword(p, k_linkages[i]);
    if (r < 0) return -1;
    if (r) {
      *k = k_linkages[i];
      break;
    }
  }
  bo_state_add_attr(st, "linkage", opaque(st->ctx, "llvm.linkage<%s>", *k));
  return 0;
}

/* The k of #llvm.linkage<k>, "" when the property is something else. */
static void linkage_name(const bo_op *op, char *buf, size_t n) {
  const bo_attr *a = bo_op_get_prop(op, "linkage");
  buf[0] = 0;
  if (!a || bo_attr_get_kind(a) != BO_ATTR_OPAQUE) return;
  const char *t = bo_attr_get_opaque_text(a);
  if (strncmp(t, "llvm.linkage<", 13)) return;
  size_t len = strlen(t + 13);
  if (len == 0 || len >= n || t[13 + len - 1] != '>') return;
  memcpy(buf, t + 13, len - 1);
  buf[len - 1] = 0;
}

/* The linkage property is a known #llvm.linkage<k> (mlir-opt refuses other
 * attributes when it converts the properties). */
static int verify_linkage(bo_op *op) {
  char k[32];
  linkage_name(op, k, sizeof k);
  for (unsigned i = 0; k[0] && k_linkages[i]; i++)
    if (!strcmp(k, k_linkages[i])) return 0;
  return bo_op_emit_error(op, "invalid attribute `linkage`: expected an #llvm.linkage<...> "
                              "of a known linkage");
}

static bool is_zero_int(const bo_attr *a) {
  return a && bo_attr_get_kind(a) == BO_ATTR_INTEGER && bo_attr_get_int(a) == 0;
}

static void set_default(bo_op *op, const char *name, const bo_attr *v) {
  if (!bo_op_get_prop(op, name)) bo_op_set_prop(op, name, v);
}

/* --------------------------------------------------------------- types */

/* A type as the LLVM dialect nests it: `!llvm.X` -> `X`, builtin as is. */
static void append_nested_type(bo_str *s, const bo_type *t) {
  char *text = bo_type_to_string(t);
  const char *x = strncmp(text, "!llvm.", 6) ? text : text + 6;
  bo_str_append(s, x, strlen(x));
  free(text);
}

/* Prints one nested type text (len bytes) at the top level. */
static void print_top_level(bo_printer *p, const char *t, size_t len) {
  for (unsigned i = 0; k_llvm_type_names[i]; i++) {
    size_t n = strlen(k_llvm_type_names[i]);
    if (len >= n && !strncmp(t, k_llvm_type_names[i], n) &&
        (len == n || !(isalnum((unsigned char)t[n]) || t[n] == '_'))) {
      bo_print_str(p, "!llvm.");
      break;
    }
  }
  bo_printf(p, "%.*s", (int)len, t);
}

/* The pieces of `llvm.func<R (A, B, ...)>`: result text, parameter texts
 * (split at top-level commas), variadic.  False when t is not one. */
typedef struct fn_sig {
  const char *res;
  size_t res_len;
  const char *par[64];
  size_t par_len[64];
  unsigned npar;
  bool vararg;
} fn_sig;

static bool split_fn_type(const bo_type *t, fn_sig *s) {
  if (!t || bo_type_get_kind(t) != BO_TYPE_OPAQUE) return false;
  const char *x = bo_type_get_opaque_text(t);
  size_t n = strlen(x);
  if (strncmp(x, "llvm.func<", 10) || n < 13 || x[n - 1] != '>') return false;
  const char *b = x + 10, *e = x + n - 1;
  /* the result ends at the top-level " (" */
  int depth = 0;
  const char *open = NULL;
  for (const char *c = b; c < e; c++) {
    if (*c == '<' || *c == '[' || *c == '{') depth++;
    else if (*c == '>' || *c == ']' || *c == '}') depth--;
    else if (*c == '(' && depth == 0 && c > b && c[-1] == ' ') {
      open = c;
      break;
    }
  }
  if (!open || e[-1] != ')') return false;
  s->res = b;
  s->res_len = (size_t)(open - 1 - b);
  s->npar = 0;
  s->vararg = false;
  const char *c = open + 1, *end = e - 1, *start = c;
  depth = 0;
  for (; c <= end; c++) {
    if (c < end && (*c == '<' || *c == '(' || *c == '[' || *c == '{')) depth++;
    else if (c < end && (*c == '>' || *c == ')' || *c == ']' || *c == '}')) depth--;
    else if (c == end || (*c == ',' && depth == 0)) {
      while (start < c && *start == ' ') start++;
      size_t len = (size_t)(c - start);
      if (len) {
        if (len == 3 && !strncmp(start, "...", 3)) s->vararg = true;
        else if (s->npar < 64) {
          s->par[s->npar] = start;
          s->par_len[s->npar++] = len;
        } else return false;
      }
      start = c + 1;
    }
  }
  return true;
}

/* ------------------------------------------------------------- llvm.func */

/* upstream's properties of llvm.func (those a declaration may carry) */
static const char *const func_attrs[] = {
    "CConv", "alignment", "always_inline", "arg_attrs", "comdat", "convergent", "dso_local",
    "function_entry_count", "function_type", "garbageCollector", "linkage", "memory_effects",
    "no_inline", "no_unwind", "optimize_none", "passthrough", "personality", "res_attrs",
    "section", "sym_name", "sym_visibility", "target_cpu", "target_features", "tune_cpu",
    "unnamed_addr", "visibility_", "will_return", NULL};

typedef BO_VEC(const bo_attr *) attr_vec;

/* `(T {attrs}, ..., ...)` or `(%a: T {attrs}, ...)`; names are dropped (a
 * declaration has no block to give them to). */
static int parse_params(bo_parser *p, bo_type_vec *types, attr_vec *attrs, bool *vararg) {
  *vararg = false;
  if (bo_parse_punct(p, "(")) return -1;
  if (bo_parse_optional_punct(p, ")") == 1) return 0;
  do {
    if (bo_parse_optional_punct(p, "...") == 1) {
      *vararg = true;
      break;
    }
    const bo_type *t;
    const bo_attr *d = NULL;
    if (bo_parser_peek_operand(p)) {
      bo_argument a;
      if (bo_parse_argument(p, &a, true, true)) return -1;
      t = a.type;
      d = a.attrs;
    } else {
      if (bo_parse_type(p, &t)) return -1;
      if (bo_parser_peek_punct(p, "{") && bo_parse_dict_attr(p, &d)) return -1;
    }
    bo_vec_push(types, t);
    bo_vec_push(attrs, d);
  } while (bo_parse_optional_punct(p, ",") == 1);
  return bo_parse_punct(p, ")");
}

static void add_attr_array(bo_parse_state *st, const char *name, const bo_attr **d, size_t n) {
  bool any = false;
  for (size_t i = 0; i < n; i++) any |= d[i] && bo_attr_get_num_elements(d[i]) > 0;
  if (!any) return;
  const bo_attr *empty = bo_attr_dict(st->ctx, 0, NULL);
  for (size_t i = 0; i < n; i++)
    if (!d[i]) d[i] = empty;
  bo_state_add_attr(st, name, bo_attr_array(st->ctx, (unsigned)n, d));
}

/* `llvm.func linkage? @name(params) (-> T {attrs}?)? attributes {...}?` */
static int parse_func(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = st->ctx;
  bo_type_vec in = {0};
  attr_vec in_attrs = {0};
  const bo_attr *res_attrs = NULL;
  const bo_type *res = NULL;
  bo_str ft = {0};
  bool vararg;
  int rc = -1;
  const char *linkage, *name;
  if (parse_linkage(p, st, &linkage)) goto done;
  if (bo_parse_optional_symbol_name(p, &name) != 1) {
    bo_parser_error(p, "expected valid '@'-identifier for symbol name");
    goto done;
  }
  bo_state_add_attr(st, "sym_name", bo_attr_string(ctx, name, strlen(name), NULL));
  if (parse_params(p, &in, &in_attrs, &vararg)) goto done;
  if (bo_parse_optional_punct(p, "->") == 1) {
    if (bo_parse_type(p, &res)) goto done;
    if (bo_parser_peek_punct(p, "{") && bo_parse_dict_attr(p, &res_attrs)) goto done;
  }
  if (res) append_nested_type(&ft, res);
  else bo_str_append(&ft, "void", 4);
  bo_str_append(&ft, " (", 2);
  for (size_t i = 0; i < in.len; i++) {
    if (i) bo_str_append(&ft, ", ", 2);
    append_nested_type(&ft, in.data[i]);
  }
  if (vararg) bo_str_append(&ft, in.len ? ", ..." : "...", in.len ? 5 : 3);
  bo_str_append(&ft, ")", 1);
  char *fts = malloc(ft.len + 16);
  int n = snprintf(fts, ft.len + 16, "llvm.func<%.*s>", (int)ft.len, ft.data);
  bo_state_add_attr(st, "function_type", bo_attr_type(ctx, bo_type_opaque(ctx, fts, (size_t)n)));
  free(fts);
  add_attr_array(st, "arg_attrs", in_attrs.data, in_attrs.len);
  if (res_attrs) add_attr_array(st, "res_attrs", &res_attrs, 1);
  if (bo_parse_optional_attr_dict_with_keyword(p, st) < 0) goto done;
  bo_region *body = bo_state_add_region(st);
  if (bo_parser_peek_punct(p, "{")) {
    bo_parser_error(p, "an 'llvm.func' with a body is not supported yet (only declarations)");
    goto done;
  }
  (void)body;
  rc = 0;
done:
  bo_vec_free(&in);
  bo_vec_free(&in_attrs);
  bo_str_free(&ft);
  return rc;
}

static const bo_attr *dict_at(const bo_attr *array, unsigned i) {
  if (!array || bo_attr_get_kind(array) != BO_ATTR_ARRAY || i >= bo_attr_get_num_elements(array))
    return NULL;
  const bo_attr *d = bo_attr_array_get(array, i);
  return bo_attr_get_kind(d) == BO_ATTR_DICT && bo_attr_get_num_elements(d) ? d : NULL;
}

static void print_func(bo_printer *p, bo_op *op) {
  char linkage[32];
  linkage_name(op, linkage, sizeof linkage);
  if (linkage[0] && strcmp(linkage, "external")) bo_printf(p, " %s", linkage);
  const bo_attr *name = bo_op_get_prop(op, "sym_name");
  bo_print_char(p, ' ');
  bo_print_symbol_name(p, name ? bo_attr_get_string(name) : "");
  const bo_attr *fta = bo_op_get_prop(op, "function_type");
  fn_sig s;
  if (!fta || bo_attr_get_kind(fta) != BO_ATTR_TYPE ||
      !split_fn_type(bo_attr_get_type_value(fta), &s)) {
    bo_print_str(p, "()"); /* the verifier reports it */
  } else {
    const bo_attr *args = bo_op_get_prop(op, "arg_attrs");
    bo_print_char(p, '(');
    for (unsigned i = 0; i < s.npar; i++) {
      if (i) bo_print_str(p, ", ");
      print_top_level(p, s.par[i], s.par_len[i]);
      const bo_attr *d = dict_at(args, i);
      if (d) {
        bo_print_char(p, ' ');
        bo_print_attr(p, d);
      }
    }
    if (s.vararg) bo_print_str(p, s.npar ? ", ..." : "...");
    bo_print_char(p, ')');
    if (!(s.res_len == 4 && !strncmp(s.res, "void", 4))) {
      bo_print_str(p, " -> ");
      print_top_level(p, s.res, s.res_len);
      const bo_attr *d = dict_at(bo_op_get_prop(op, "res_attrs"), 0);
      if (d) {
        bo_print_char(p, ' ');
        bo_print_attr(p, d);
      }
    }
  }
  /* the inherent properties at their defaults are not spelled */
  const char *elided[8];
  size_t ne = 0;
  elided[ne++] = "function_type";
  elided[ne++] = "linkage";
  elided[ne++] = "sym_name";
  elided[ne++] = "arg_attrs";
  elided[ne++] = "res_attrs";
  if (is_zero_int(bo_op_get_prop(op, "unnamed_addr"))) elided[ne++] = "unnamed_addr";
  if (is_zero_int(bo_op_get_prop(op, "visibility_"))) elided[ne++] = "visibility_";
  const bo_attr *cc = bo_op_get_prop(op, "CConv");
  if (cc && bo_attr_get_kind(cc) == BO_ATTR_OPAQUE &&
      !strcmp(bo_attr_get_opaque_text(cc), "llvm.cconv<ccc>"))
    elided[ne++] = "CConv";
  bo_print_optional_attr_dict_with_keyword(p, op, elided, ne);
}

static void populate_func(bo_op *op) {
  bo_context *ctx = op->ctx;
  set_default(op, "CConv", bo_attr_opaque(ctx, "llvm.cconv<ccc>", 15));
  set_default(op, "linkage", bo_attr_opaque(ctx, "llvm.linkage<external>", 22));
  set_default(op, "unnamed_addr", bo_attr_integer(ctx, ctx->t_i64, 0));
  set_default(op, "visibility_", bo_attr_integer(ctx, ctx->t_i64, 0));
}

static int verify_func(bo_op *op) {
  if (bo_verify_counts(op, 1, 0, 0, 0) || bo_verify_has_attr(op, "sym_name") ||
      bo_verify_has_attr(op, "function_type"))
    return -1;
  const bo_attr *fta = bo_op_get_prop(op, "function_type");
  fn_sig s;
  if (bo_attr_get_kind(fta) != BO_ATTR_TYPE || !split_fn_type(bo_attr_get_type_value(fta), &s))
    return bo_op_emit_error(op, "attribute 'function_type' failed to satisfy constraint: type "
                                "attribute of LLVM function type");
  if (!bo_region_is_empty(&op->regions[0]))
    return bo_op_emit_error(op, "an 'llvm.func' with a body is not supported yet");
  if (verify_linkage(op)) return -1;
  char linkage[32];
  linkage_name(op, linkage, sizeof linkage);
  if (strcmp(linkage, "external") && strcmp(linkage, "extern_weak"))
    return bo_op_emit_error(op, "external functions must have 'external' or 'extern_weak' "
                                "linkage");
  return 0;
}

/* ------------------------------------------------------ llvm.mlir.global */

static const char *const global_attrs[] = {
    "addr_space", "alignment", "comdat", "constant", "dbg_exprs", "dso_local",
    "externally_initialized", "global_type", "linkage", "section", "sym_name",
    "target_specific_attrs", "thread_local_", "unnamed_addr", "value", "visibility_", NULL};

/* `llvm.mlir.global linkage? constant? @name(value?) attr-dict (: T)?` */
static int parse_global(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = st->ctx;
  const char *linkage, *name;
  if (parse_linkage(p, st, &linkage)) return -1;
  static const char *const unsupported[] = {"default", "hidden", "protected", "unnamed_addr",
                                            "local_unnamed_addr", "thread_local", NULL};
  for (unsigned i = 0; unsupported[i]; i++)
    if (bo_parser_peek_keyword(p, unsupported[i]))
      return bo_parser_error(p, "'llvm.mlir.global' with '%s' is not supported yet",
                             unsupported[i]);
  int r = bo_parse_optional_keyword(p, "constant");
  if (r < 0) return -1;
  if (r) bo_state_add_attr(st, "constant", bo_attr_unit(ctx));
  if (bo_parse_optional_symbol_name(p, &name) != 1)
    return bo_parser_error(p, "expected valid '@'-identifier for symbol name");
  bo_state_add_attr(st, "sym_name", bo_attr_string(ctx, name, strlen(name), NULL));
  if (bo_parse_punct(p, "(")) return -1;
  const bo_attr *value = NULL;
  if (!bo_parser_peek_punct(p, ")")) {
    if (bo_parse_attribute(p, NULL, &value)) return -1;
    bo_state_add_attr(st, "value", value);
  }
  if (bo_parse_punct(p, ")") || bo_parse_optional_attr_dict(p, st) < 0) return -1;
  const bo_type *t = NULL;
  if (bo_parse_optional_punct(p, ":") == 1 && bo_parse_type(p, &t)) return -1;
  if (bo_parser_peek_punct(p, "{"))
    return bo_parser_error(p, "an 'llvm.mlir.global' with an initializer region is not "
                              "supported yet");
  if (!t) {
    if (!value || bo_attr_get_kind(value) != BO_ATTR_STRING)
      return bo_parser_custom_error_at(p, st->loc, "type can only be omitted for string globals");
    char buf[48];
    int n = snprintf(buf, sizeof buf, "llvm.array<%zu x i8>", bo_attr_get_string_length(value));
    t = bo_type_opaque(ctx, buf, (size_t)n);
  }
  bo_state_add_attr(st, "global_type", bo_attr_type(ctx, t));
  bo_state_add_region(st);
  return 0;
}

static void print_global(bo_printer *p, bo_op *op) {
  char linkage[32];
  linkage_name(op, linkage, sizeof linkage);
  bo_printf(p, " %s", linkage[0] ? linkage : "external");
  if (bo_op_get_prop(op, "constant")) bo_print_str(p, " constant");
  const bo_attr *name = bo_op_get_prop(op, "sym_name");
  bo_print_char(p, ' ');
  bo_print_symbol_name(p, name ? bo_attr_get_string(name) : "");
  bo_print_char(p, '(');
  const bo_attr *value = bo_op_get_prop(op, "value");
  if (value) bo_print_attr(p, value);
  bo_print_char(p, ')');
  const char *elided[8];
  size_t ne = 0;
  elided[ne++] = "constant";
  elided[ne++] = "global_type";
  elided[ne++] = "linkage";
  elided[ne++] = "sym_name";
  elided[ne++] = "value";
  if (is_zero_int(bo_op_get_prop(op, "unnamed_addr"))) elided[ne++] = "unnamed_addr";
  if (is_zero_int(bo_op_get_prop(op, "visibility_"))) elided[ne++] = "visibility_";
  bo_print_optional_attr_dict(p, op, elided, ne);
  const bo_attr *t = bo_op_get_prop(op, "global_type");
  if (t && !(value && bo_attr_get_kind(value) == BO_ATTR_STRING)) {
    bo_print_str(p, " : ");
    bo_print_type(p, bo_attr_get_type_value(t));
  }
}

static void populate_global(bo_op *op) {
  bo_context *ctx = op->ctx;
  set_default(op, "addr_space", bo_attr_integer(ctx, ctx->t_i32, 0));
  set_default(op, "linkage", bo_attr_opaque(ctx, "llvm.linkage<external>", 22));
  set_default(op, "unnamed_addr", bo_attr_integer(ctx, ctx->t_i64, 0));
  set_default(op, "visibility_", bo_attr_integer(ctx, ctx->t_i64, 0));
}

/* A string global's bytes (its value), NULL for any other global. */
const char *bo_llvm_global_string(const bo_op *global, size_t *len) {
  if (!bo_op_isa(global, BO_OP_LLVM_MLIR_GLOBAL)) return NULL;
  const bo_attr *v = bo_op_get_prop(global, "value");
  if (!v || bo_attr_get_kind(v) != BO_ATTR_STRING) return NULL;
  *len = bo_attr_get_string_length(v);
  return bo_attr_get_string(v);
}

static int verify_global(bo_op *op) {
  if (bo_verify_counts(op, 1, 0, 0, 0) || bo_verify_has_attr(op, "sym_name") ||
      bo_verify_has_attr(op, "global_type") || bo_verify_has_attr(op, "linkage"))
    return -1;
  if (!bo_region_is_empty(&op->regions[0]))
    return bo_op_emit_error(op, "an 'llvm.mlir.global' with an initializer region is not "
                                "supported yet");
  if (verify_linkage(op)) return -1;
  const bo_attr *v = bo_op_get_prop(op, "value");
  const bo_type *t = bo_attr_get_type_value(bo_op_get_prop(op, "global_type"));
  if (v && bo_attr_get_kind(v) == BO_ATTR_STRING) {
    char buf[48];
    snprintf(buf, sizeof buf, "llvm.array<%zu x i8>", bo_attr_get_string_length(v));
    if (bo_type_get_kind(t) != BO_TYPE_OPAQUE || strcmp(bo_type_get_opaque_text(t), buf))
      return bo_op_emit_error(op, "requires an i8 array type of the length equal to that of "
                                  "the string attribute");
  }
  return 0;
}

/* --------------------------------------------------- llvm.mlir.addressof */

static const char *const addressof_attrs[] = {"global_name", NULL};

static bool is_llvm_ptr(const bo_type *t) {
  return bo_type_get_kind(t) == BO_TYPE_OPAQUE && !strcmp(bo_type_get_opaque_text(t), "llvm.ptr");
}

/* `llvm.mlir.addressof @name attr-dict : !llvm.ptr` */
static int parse_addressof(bo_parser *p, bo_parse_state *st) {
  const bo_attr *sym;
  const bo_type *t;
  if (bo_parse_symbol_ref(p, &sym)) return -1;
  bo_state_add_attr(st, "global_name", sym);
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &t)) return -1;
  bo_state_add_result_type(st, t);
  return 0;
}

static void print_addressof(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_attr(p, bo_op_get_prop(op, "global_name"));
  bo_print_attr_dict_colon_result(p, op);
}

static int verify_addressof(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 0) || bo_verify_has_attr(op, "global_name") ||
      bo_verify_result_is(op, 0, is_llvm_ptr, "LLVM pointer type"))
    return -1;
  const bo_attr *sym = bo_op_get_prop(op, "global_name");
  if (bo_attr_get_kind(sym) != BO_ATTR_SYMBOL_REF)
    return bo_op_emit_error(op, "attribute 'global_name' failed to satisfy constraint: flat "
                                "symbol reference attribute");
  bo_op *g = bo_lookup_symbol(op, bo_attr_symbol_root(sym));
  if (!g || !(bo_op_isa(g, BO_OP_LLVM_MLIR_GLOBAL) || bo_op_isa(g, BO_OP_LLVM_FUNC)))
    return bo_op_emit_error(op, "must reference a global defined by 'llvm.mlir.global', "
                                "'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'");
  return 0;
}

/* ----------------------------------------------------------- llvm.return */

/* `llvm.return (%v : T)? attr-dict`: a terminator with at most one operand;
 * inside an llvm.func it returns the function's result (none when the
 * result is void).  Elsewhere (a func.func, an scf.forall body) the
 * enclosing op's own terminator rules decide. */
static int parse_return(bo_parser *p, bo_parse_state *st) {
  bo_unresolved u;
  int has = bo_parse_optional_operand(p, &u);
  if (has < 0) return -1;
  if (has) {
    const bo_type *t;
    bo_value *v;
    if (bo_parse_colon_type(p, &t) || bo_resolve_operand(p, &u, t, &v)) return -1;
    bo_state_add_operand(st, v);
  }
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

static void print_return(bo_printer *p, bo_op *op) {
  if (bo_op_get_num_operands(op) == 1) {
    bo_print_char(p, ' ');
    bo_print_operand(p, bo_op_get_operand(op, 0));
    bo_print_str(p, " : ");
    bo_print_type(p, bo_value_get_type(bo_op_get_operand(op, 0)));
  }
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_return(bo_op *op) {
  unsigned n = bo_op_get_num_operands(op);
  if (n > 1)
    return bo_op_emit_error(op, "operand group starting at #0 requires 0 or 1 element, but found %u", n);
  bo_op *f = bo_op_get_parent_op(op);
  while (f && !bo_op_isa(f, BO_OP_LLVM_FUNC)) f = bo_op_get_parent_op(f);
  const bo_attr *fta = f ? bo_op_get_prop(f, "function_type") : NULL;
  fn_sig s;
  if (!fta || bo_attr_get_kind(fta) != BO_ATTR_TYPE || !split_fn_type(bo_attr_get_type_value(fta), &s))
    return 0;
  bool is_void = s.res_len == 4 && !strncmp(s.res, "void", 4);
  if (is_void && n) return bo_op_emit_error(op, "expected no operands");
  if (!is_void && !n) return bo_op_emit_error(op, "expected 1 operand");
  if (n) {
    bo_str t = {0};
    bo_format_type(&t, bo_value_get_type(bo_op_get_operand(op, 0)));
    bool same = t.len == s.res_len && !memcmp(t.data, s.res, s.res_len);
    bo_str_free(&t);
    if (!same) return bo_op_emit_error(op, "mismatching result types");
  }
  return 0;
}

static const bo_op_info llvm_ops[] = {
    BO_OP_DEF(LLVM_FUNC, .num_regions = 1,
     .traits = BO_TRAIT_ISOLATED_FROM_ABOVE | BO_TRAIT_SYMBOL | BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE,
     .inherent_attrs = func_attrs, .parse = parse_func, .print = print_func,
     .verify = verify_func, .populate_defaults = populate_func),
    BO_OP_DEF(LLVM_MLIR_ADDRESSOF, .traits = BO_TRAIT_PURE, .inherent_attrs = addressof_attrs,
     .parse = parse_addressof, .print = print_addressof, .verify = verify_addressof),
    BO_OP_DEF(LLVM_MLIR_GLOBAL, .num_regions = 1,
     .traits = BO_TRAIT_ISOLATED_FROM_ABOVE | BO_TRAIT_SYMBOL | BO_TRAIT_SINGLE_BLOCK,
     .inherent_attrs = global_attrs, .parse = parse_global, .print = print_global,
     .verify = verify_global, .populate_defaults = populate_global),
    BO_OP_DEF(LLVM_RETURN, .traits = BO_TRAIT_TERMINATOR | BO_TRAIT_RETURN_LIKE | BO_TRAIT_PURE,
     .parse = parse_return, .print = print_return, .verify = verify_return),
};

const bo_dialect bo_dialect_llvm = {
    .name = "llvm",
    .ops = llvm_ops,
    .num_ops = BO_NUM_LLVM_OPS,
};
BO_OP_TABLE_CHECK(llvm_ops, LLVM);
