/* test_types.c - unit tests for types, attributes, affine expressions and
 * float formatting.
 *
 * Every expected string below was produced by mlir-opt 22 on the same input
 * (see the comments for the MLIR spelling we fed it), so a failure means our
 * text differs from upstream.  Prints one line per failed check and exits
 * non-zero when any check failed.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/ir/types_internal.h"

#include "check.h"

static void expect_str(int line, const char *got, const char *want) {
  if (strcmp(got, want)) {
    printf("%s:%d: got '%s', want '%s'\n", __FILE__, line, got, want);
    failures++;
  }
}

static void check_type(int line, const bo_type *t, const char *want) {
  char *s = bo_type_to_string(t);
  expect_str(line, s, want);
  free(s);
}

static void check_attr(int line, const bo_attr *a, const char *want) {
  char *s = bo_attr_to_string(a);
  expect_str(line, s, want);
  free(s);
}

#define TYPE_IS(t, w) check_type(__LINE__, (t), (w))
#define ATTR_IS(a, w) check_attr(__LINE__, (a), (w))

/* ------------------------------------------------- a tiny affine parser */

/* Parses MLIR affine syntax (dims dN, symbols sN, + - * floordiv ceildiv
 * mod, unary minus, parentheses) into expressions built with
 * bo_affine_binary, the way MLIR's parser builds them: a - b is
 * a + b * -1 and -a is a * -1. */
typedef struct mini_parser {
  bo_context *ctx;
  const char *p;
} mini_parser;

static void skip_ws(mini_parser *m) {
  while (*m->p == ' ') m->p++;
}

static bool eat(mini_parser *m, const char *tok) {
  skip_ws(m);
  size_t n = strlen(tok);
  if (strncmp(m->p, tok, n)) return false;
  if (isalpha((unsigned char)tok[0]) && isalnum((unsigned char)m->p[n])) return false;
  m->p += n;
  return true;
}

static const bo_affine_expr *parse_sum(mini_parser *m);

static const bo_affine_expr *neg(bo_context *ctx, const bo_affine_expr *e) {
  return bo_affine_binary(ctx, BO_AFFINE_MUL, e, bo_affine_const(ctx, -1));
}

static const bo_affine_expr *parse_atom(mini_parser *m) {
  skip_ws(m);
  if (eat(m, "-")) return neg(m->ctx, parse_atom(m));
  if (eat(m, "(")) {
    const bo_affine_expr *e = parse_sum(m);
    eat(m, ")");
    return e;
  }
  char c = *m->p;
  if (c == 'd' || c == 's') {
    m->p++;
    unsigned pos = (unsigned)strtoul(m->p, (char **)&m->p, 10);
    return c == 'd' ? bo_affine_dim(m->ctx, pos) : bo_affine_symbol(m->ctx, pos);
  }
  return bo_affine_const(m->ctx, strtoll(m->p, (char **)&m->p, 10));
}

static const bo_affine_expr *parse_product(mini_parser *m) {
  const bo_affine_expr *e = parse_atom(m);
  for (;;) {
    bo_affine_kind k;
    if (eat(m, "*"))
      k = BO_AFFINE_MUL;
    else if (eat(m, "floordiv"))
      k = BO_AFFINE_FLOORDIV;
    else if (eat(m, "ceildiv"))
      k = BO_AFFINE_CEILDIV;
    else if (eat(m, "mod"))
      k = BO_AFFINE_MOD;
    else
      return e;
    e = bo_affine_binary(m->ctx, k, e, parse_atom(m));
  }
}

static const bo_affine_expr *parse_sum(mini_parser *m) {
  const bo_affine_expr *e = parse_product(m);
  for (;;) {
    if (eat(m, "+"))
      e = bo_affine_binary(m->ctx, BO_AFFINE_ADD, e, parse_product(m));
    else if (eat(m, "-"))
      e = bo_affine_binary(m->ctx, BO_AFFINE_ADD, e, neg(m->ctx, parse_product(m)));
    else
      return e;
  }
}

/* Parses "(d0, d1)[s0] -> (e, e)" into a map attribute. */
static const bo_attr *parse_map(bo_context *ctx, const char *text) {
  mini_parser m = {ctx, text};
  unsigned nd = 0, ns = 0, nr = 0;
  eat(&m, "(");
  while (!eat(&m, ")")) {
    eat(&m, ",");
    skip_ws(&m);
    strtoul(m.p + 1, (char **)&m.p, 10); /* dN */
    nd++;
  }
  if (eat(&m, "[")) {
    while (!eat(&m, "]")) {
      eat(&m, ",");
      skip_ws(&m);
      strtoul(m.p + 1, (char **)&m.p, 10); /* sN */
      ns++;
    }
  }
  eat(&m, "->");
  eat(&m, "(");
  const bo_affine_expr *res[16];
  while (!eat(&m, ")")) {
    eat(&m, ",");
    res[nr++] = parse_sum(&m);
  }
  return bo_attr_affine_map(ctx, nd, ns, nr, res);
}

static void check_map(int line, bo_context *ctx, const char *in, const char *want) {
  bo_str s = {0};
  bo_format_affine_map(&s, parse_map(ctx, in));
  bo_str_putc(&s, 0);
  expect_str(line, s.data, want);
  bo_str_free(&s);
}

#define MAP_IS(in, want) check_map(__LINE__, ctx, (in), (want))

/* ---------------------------------------------------------------- tests */

static void test_types(bo_context *ctx) {
  const bo_type *f32 = bo_type_float(ctx, BO_F32), *i32 = bo_type_integer(ctx, 32, BO_SIGNLESS);
  CHECK(f32 == bo_type_float(ctx, BO_F32));
  CHECK(i32 != bo_type_integer(ctx, 32, BO_SIGNED));
  TYPE_IS(bo_type_integer(ctx, 1, BO_SIGNLESS), "i1");
  TYPE_IS(bo_type_integer(ctx, 8, BO_SIGNED), "si8");
  TYPE_IS(bo_type_integer(ctx, 32, BO_UNSIGNED), "ui32");
  TYPE_IS(bo_type_index(ctx), "index");
  static const char *const fnames[] = {"f16", "bf16", "f32", "f64", "f80", "f128", "tf32",
                                       "f8E5M2", "f8E4M3FN"};
  for (int k = 0; k <= BO_F8E4M3FN; k++) TYPE_IS(bo_type_float(ctx, (bo_float_kind)k), fnames[k]);
  TYPE_IS(bo_type_none(ctx), "none");
  TYPE_IS(bo_type_complex(ctx, f32), "complex<f32>");

  int64_t s48[] = {4, 8};
  bool sc[] = {false, true}, nosc[] = {false, false};
  TYPE_IS(bo_type_vector(ctx, 2, s48, sc, f32), "vector<4x[8]xf32>");
  CHECK(bo_type_vector(ctx, 2, s48, nosc, f32) == bo_type_vector(ctx, 2, s48, NULL, f32));
  TYPE_IS(bo_type_vector(ctx, 0, NULL, NULL, f32), "vector<f32>");

  int64_t dyn4[] = {BO_DYNAMIC, 4};
  const bo_attr *enc = bo_attr_string(ctx, "enc", 3, NULL);
  TYPE_IS(bo_type_tensor(ctx, 2, dyn4, f32, enc), "tensor<?x4xf32, \"enc\">");
  TYPE_IS(bo_type_tensor(ctx, 0, NULL, f32, NULL), "tensor<f32>");
  TYPE_IS(bo_type_unranked_tensor(ctx, f32), "tensor<*xf32>");
  int64_t z[] = {0, BO_DYNAMIC};
  TYPE_IS(bo_type_tensor(ctx, 2, z, bo_type_integer(ctx, 8, BO_SIGNLESS), NULL), "tensor<0x?xi8>");

  const bo_type *i64 = bo_type_integer(ctx, 64, BO_SIGNLESS);
  int64_t st[] = {BO_DYNAMIC, 1};
  int64_t s4d[] = {4, BO_DYNAMIC};
  const bo_attr *strided = bo_attr_strided(ctx, 2, st, BO_DYNAMIC);
  const bo_attr *one = bo_attr_integer(ctx, i64, 1);
  TYPE_IS(bo_type_memref(ctx, 2, s4d, f32, strided, one),
          "memref<4x?xf32, strided<[?, 1], offset: ?>, 1>");
  /* memref<4xf32, 1 : i32> keeps the type; 0 is the default space. */
  int64_t s4[] = {4};
  TYPE_IS(bo_type_memref(ctx, 1, s4, f32, NULL, bo_attr_integer(ctx, i32, 1)),
          "memref<4xf32, 1 : i32>");
  CHECK(bo_type_memref(ctx, 1, s4, f32, NULL, bo_attr_integer(ctx, i32, 0)) ==
        bo_type_memref(ctx, 1, s4, f32, NULL, NULL));
  TYPE_IS(bo_type_unranked_memref(ctx, f32, bo_attr_integer(ctx, i64, 3)), "memref<*xf32, 3>");
  TYPE_IS(bo_type_unranked_memref(ctx, f32, bo_attr_integer(ctx, i64, 0)), "memref<*xf32>");
  TYPE_IS(bo_type_memref(ctx, 0, NULL, f32, NULL, NULL), "memref<f32>");
  int64_t one_stride[] = {1};
  TYPE_IS(bo_type_memref(ctx, 1, s4, f32, bo_attr_strided(ctx, 1, one_stride, 0), NULL),
          "memref<4xf32, strided<[1]>>");
  int64_t four[] = {4};
  TYPE_IS(bo_type_memref(ctx, 1, s4, f32, bo_attr_strided(ctx, 1, four, 8), NULL),
          "memref<4xf32, strided<[4], offset: 8>>");

  /* Identity maps are dropped; other maps go through the alias hook. */
  int64_t s44[] = {4, 4};
  const bo_attr *id = parse_map(ctx, "(d0, d1) -> (d0, d1)");
  CHECK(bo_type_memref(ctx, 2, s44, f32, id, NULL) == bo_type_memref(ctx, 2, s44, f32, NULL, NULL));
  const bo_attr *tr = parse_map(ctx, "(d0, d1) -> (d1, d0)");
  const bo_type *mt = bo_type_memref(ctx, 2, s44, f32, tr, NULL);
  TYPE_IS(mt, "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>");

  const bo_type *ins[] = {i32, f32};
  TYPE_IS(bo_type_function(ctx, 2, ins, 1, ins), "(i32, f32) -> i32");
  TYPE_IS(bo_type_function(ctx, 0, NULL, 1, ins), "() -> i32");
  TYPE_IS(bo_type_function(ctx, 0, NULL, 0, NULL), "() -> ()");
  TYPE_IS(bo_type_function(ctx, 0, NULL, 2, ins), "() -> (i32, f32)");
  const bo_type *fn = bo_type_function(ctx, 1, ins, 1, ins);
  TYPE_IS(bo_type_function(ctx, 1, ins, 1, &fn), "(i32) -> ((i32) -> i32)");
  TYPE_IS(bo_type_tuple(ctx, 2, ins), "tuple<i32, f32>");
  TYPE_IS(bo_type_tuple(ctx, 0, NULL), "tuple<>");
  TYPE_IS(bo_type_opaque(ctx, "llvm.ptr", 8), "!llvm.ptr");
  CHECK(bo_type_opaque(ctx, "llvm.ptr", 8) == bo_type_opaque(ctx, "llvm.ptrX", 8));

  /* Accessors. */
  const bo_type *t = bo_type_tensor(ctx, 2, dyn4, f32, NULL);
  CHECK(bo_type_get_rank(t) == 2 && bo_type_get_shape(t)[1] == 4);
  CHECK(bo_type_get_num_elements(t) == BO_DYNAMIC);
  CHECK(bo_type_get_num_elements(bo_type_tensor(ctx, 2, s48, f32, NULL)) == 32);
  CHECK(bo_type_get_element_type(t) == f32);
  CHECK(bo_type_is_shaped(t) && bo_type_is_tensor(t) && !bo_type_is_memref(t));
  CHECK(bo_type_get_width(bo_type_float(ctx, BO_BF16)) == 16);
  CHECK(bo_type_is_signless_int_or_index(bo_type_index(ctx)));
  CHECK(bo_type_get_num_inputs(fn) == 1 && bo_type_get_results(fn)[0] == i32);

  /* Strides and offsets. */
  int64_t strides[4], off;
  int64_t s234[] = {2, 3, 4};
  CHECK(bo_type_get_strides_and_offset(bo_type_memref(ctx, 3, s234, f32, NULL, NULL), strides,
                                       &off) == 0);
  CHECK(strides[0] == 12 && strides[1] == 4 && strides[2] == 1 && off == 0);
  int64_t sd34[] = {BO_DYNAMIC, 3, 4}, s2d4[] = {2, BO_DYNAMIC, 4};
  bo_type_get_strides_and_offset(bo_type_memref(ctx, 3, sd34, f32, NULL, NULL), strides, &off);
  CHECK(strides[0] == 12 && strides[1] == 4 && strides[2] == 1);
  bo_type_get_strides_and_offset(bo_type_memref(ctx, 3, s2d4, f32, NULL, NULL), strides, &off);
  CHECK(strides[0] == BO_DYNAMIC && strides[1] == 4 && strides[2] == 1);
  CHECK(bo_type_get_strides_and_offset(bo_type_memref(ctx, 2, s4d, f32, strided, NULL), strides,
                                       &off) == 0);
  CHECK(strides[0] == BO_DYNAMIC && strides[1] == 1 && off == BO_DYNAMIC);
  const bo_attr *lin = parse_map(ctx, "(d0, d1) -> (d0 * 8 + d1 + 3)");
  CHECK(bo_type_get_strides_and_offset(bo_type_memref(ctx, 2, s44, f32, lin, NULL), strides,
                                       &off) == 0);
  CHECK(strides[0] == 8 && strides[1] == 1 && off == 3);
  const bo_attr *symlin = parse_map(ctx, "(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)");
  CHECK(bo_type_get_strides_and_offset(bo_type_memref(ctx, 2, s44, f32, symlin, NULL), strides,
                                       &off) == 0);
  CHECK(strides[0] == BO_DYNAMIC && strides[1] == 1 && off == BO_DYNAMIC);
  CHECK(bo_type_get_strides_and_offset(mt, strides, &off) != 0);
  const bo_attr *modmap = parse_map(ctx, "(d0, d1) -> (d0 mod 2 + d1)");
  CHECK(bo_type_get_strides_and_offset(bo_type_memref(ctx, 2, s44, f32, modmap, NULL), strides,
                                       &off) != 0);
}

static const char *alias_maps(void *user, const bo_attr *a) {
  (void)user;
  return a->kind == BO_ATTR_AFFINE_MAP ? "#map" : NULL;
}

static void test_alias(bo_context *ctx) {
  int64_t s44[] = {4, 4};
  const bo_attr *tr = parse_map(ctx, "(d0, d1) -> (d1, d0)");
  const bo_type *f32 = bo_type_float(ctx, BO_F32);
  bo_str s = {0};
  bo_format_type_aliased(&s, bo_type_memref(ctx, 2, s44, f32, tr, NULL), alias_maps, NULL);
  bo_str_puts(&s, " ");
  bo_format_type_aliased(&s, bo_type_tensor(ctx, 2, s44, f32, tr), alias_maps, NULL);
  bo_str_putc(&s, 0);
  expect_str(__LINE__, s.data, "memref<4x4xf32, #map> tensor<4x4xf32, #map>");
  bo_str_free(&s);
}

static void test_attrs(bo_context *ctx) {
  const bo_type *i1 = bo_type_integer(ctx, 1, BO_SIGNLESS), *i8 = bo_type_integer(ctx, 8, BO_SIGNLESS);
  const bo_type *i32 = bo_type_integer(ctx, 32, BO_SIGNLESS), *i64 = bo_type_integer(ctx, 64, BO_SIGNLESS);
  const bo_type *f16 = bo_type_float(ctx, BO_F16), *f32 = bo_type_float(ctx, BO_F32);
  const bo_type *f64 = bo_type_float(ctx, BO_F64), *index = bo_type_index(ctx);

  ATTR_IS(bo_attr_integer(ctx, i32, 5), "5 : i32");
  ATTR_IS(bo_attr_integer(ctx, i64, 5), "5 : i64");
  ATTR_IS(bo_attr_integer(ctx, index, 5), "5 : index");
  ATTR_IS(bo_attr_bool(ctx, true), "true");
  ATTR_IS(bo_attr_bool(ctx, false), "false");
  CHECK(bo_attr_bool(ctx, true) == bo_attr_integer(ctx, i1, 1));
  CHECK(bo_attr_get_bool(bo_attr_integer(ctx, i1, -1)));
  ATTR_IS(bo_attr_integer(ctx, i8, 200), "-56 : i8");
  CHECK(bo_attr_integer(ctx, i8, 200) == bo_attr_integer(ctx, i8, -56));
  ATTR_IS(bo_attr_integer(ctx, bo_type_integer(ctx, 8, BO_UNSIGNED), 255), "255 : ui8");
  ATTR_IS(bo_attr_integer(ctx, bo_type_integer(ctx, 8, BO_SIGNED), -1), "-1 : si8");
  ATTR_IS(bo_attr_integer(ctx, bo_type_integer(ctx, 64, BO_UNSIGNED), -1),
          "18446744073709551615 : ui64");
  ATTR_IS(bo_attr_integer(ctx, i64, INT64_MIN), "-9223372036854775808 : i64");
  ATTR_IS(bo_attr_integer(ctx, i32, 4294967295), "-1 : i32");

  ATTR_IS(bo_attr_float(ctx, f64, 1.0), "1.000000e+00 : f64");
  ATTR_IS(bo_attr_float(ctx, f32, 1.0), "1.000000e+00 : f32");
  ATTR_IS(bo_attr_float(ctx, f16, 1.0), "1.000000e+00 : f16");
  ATTR_IS(bo_attr_float(ctx, f64, -0.0), "-0.000000e+00 : f64");
  CHECK(bo_attr_float(ctx, f64, -0.0) != bo_attr_float(ctx, f64, 0.0));
  CHECK(bo_attr_float(ctx, f32, 0.1) == bo_attr_float(ctx, f32, (float)0.1));

  ATTR_IS(bo_attr_unit(ctx), "unit");
  ATTR_IS(bo_attr_string(ctx, "he\"l\\lo\n\t\001x", 11, NULL), "\"he\\22l\\\\lo\\0A\\09\\01x\"");
  ATTR_IS(bo_attr_string(ctx, "x", 1, i32), "\"x\" : i32");
  ATTR_IS(bo_attr_string(ctx, "\xc3\xa9", 2, NULL), "\"\\C3\\A9\"");

  /* [1 : i32, 1.0 : f32, 1.0, 2, true, "s" : i32, [3]] */
  const bo_attr *three = bo_attr_integer(ctx, i64, 3);
  const bo_attr *elems[] = {bo_attr_integer(ctx, i32, 1), bo_attr_float(ctx, f32, 1.0),
                            bo_attr_float(ctx, f64, 1.0), bo_attr_integer(ctx, i64, 2),
                            bo_attr_bool(ctx, true),      bo_attr_string(ctx, "s", 1, i32),
                            bo_attr_array(ctx, 1, &three)};
  ATTR_IS(bo_attr_array(ctx, 7, elems),
          "[1 : i32, 1.000000e+00 : f32, 1.000000e+00, 2, true, \"s\" : i32, [3]]");
  ATTR_IS(bo_attr_array(ctx, 0, NULL), "[]");

  bo_named_attr ents[] = {{bo_intern_cstr(ctx, "b"), bo_attr_unit(ctx)},
                          {bo_intern_cstr(ctx, "a"), bo_attr_integer(ctx, i64, 1)},
                          {bo_intern_cstr(ctx, "weird key"), bo_attr_integer(ctx, i32, 2)}};
  const bo_attr *dict = bo_attr_dict(ctx, 3, ents);
  ATTR_IS(dict, "{a = 1 : i64, b, \"weird key\" = 2 : i32}");
  CHECK(bo_attr_dict_lookup(dict, bo_intern_cstr(ctx, "b")) == bo_attr_unit(ctx));
  CHECK(bo_attr_dict_lookup(dict, "a") == bo_attr_integer(ctx, i64, 1));
  CHECK(bo_attr_dict_lookup(dict, "c") == NULL);
  bo_named_attr swapped[] = {ents[1], ents[0], ents[2]};
  CHECK(bo_attr_dict(ctx, 3, swapped) == dict);
  ATTR_IS(bo_attr_dict(ctx, 0, NULL), "{}");

  ATTR_IS(bo_attr_type(ctx, i32), "i32");
  ATTR_IS(bo_attr_symbol_ref(ctx, "f", 0, NULL), "@f");
  const char *nested[] = {"b"};
  ATTR_IS(bo_attr_symbol_ref(ctx, "a", 1, nested), "@a::@b");
  ATTR_IS(bo_attr_symbol_ref(ctx, "weird name", 0, NULL), "@\"weird name\"");
  ATTR_IS(bo_attr_symbol_ref(ctx, "a-b", 0, NULL), "@\"a-b\"");
  ATTR_IS(bo_attr_symbol_ref(ctx, "a.b", 0, NULL), "@a.b");
  ATTR_IS(bo_attr_symbol_ref(ctx, "_x$1", 0, NULL), "@_x$1");
  ATTR_IS(bo_attr_symbol_ref(ctx, "1a", 0, NULL), "@\"1a\"");

  /* Dense elements. */
  int64_t s4[] = {4}, s22[] = {2, 2}, s2[] = {2}, s0[] = {0}, s21[] = {2, 1}, s23[] = {2, 3};
  const bo_type *t4f32 = bo_type_tensor(ctx, 1, s4, f32, NULL);
  double onef = 1.0;
  ATTR_IS(bo_attr_dense_float(ctx, t4f32, 1, &onef), "dense<1.000000e+00> : tensor<4xf32>");
  int64_t v1234[] = {1, 2, 3, 4};
  ATTR_IS(bo_attr_dense_int(ctx, bo_type_tensor(ctx, 2, s22, i32, NULL), 4, v1234),
          "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>");
  int64_t tf[] = {1, 0};
  ATTR_IS(bo_attr_dense_int(ctx, bo_type_tensor(ctx, 1, s2, i1, NULL), 2, tf),
          "dense<[true, false]> : tensor<2xi1>");
  ATTR_IS(bo_attr_dense_float(ctx, bo_type_tensor(ctx, 1, s0, f32, NULL), 0, NULL),
          "dense<> : tensor<0xf32>");
  int64_t five = 5;
  ATTR_IS(bo_attr_dense_int(ctx, bo_type_vector(ctx, 1, s2, NULL, i8), 1, &five),
          "dense<5> : vector<2xi8>");
  double f15[] = {1.5, 2.5};
  ATTR_IS(bo_attr_dense_float(ctx, bo_type_tensor(ctx, 1, s2, f64, NULL), 2, f15),
          "dense<[1.500000e+00, 2.500000e+00]> : tensor<2xf64>");
  int64_t v12[] = {1, 2};
  ATTR_IS(bo_attr_dense_int(ctx, bo_type_tensor(ctx, 2, s21, i64, NULL), 2, v12),
          "dense<[[1], [2]]> : tensor<2x1xi64>");
  int64_t onei = 1;
  ATTR_IS(bo_attr_dense_int(ctx, bo_type_tensor(ctx, 2, s23, index, NULL), 1, &onei),
          "dense<1> : tensor<2x3xindex>");
  int64_t v11[] = {1, 1};
  const bo_attr *sp = bo_attr_dense_int(ctx, bo_type_tensor(ctx, 1, s2, i32, NULL), 2, v11);
  ATTR_IS(sp, "dense<1> : tensor<2xi32>");
  CHECK(bo_attr_dense_is_splat(sp) && bo_attr_dense_int_at(sp, 1) == 1);
  int64_t seven = 7;
  ATTR_IS(bo_attr_dense_int(ctx, bo_type_tensor(ctx, 0, NULL, i32, NULL), 1, &seven),
          "dense<7> : tensor<i32>");

  /* More than 100 elements print as hex (matches mlir-opt on i32, f32, i1). */
  int64_t s100[] = {100}, s101[] = {101}, s120[] = {120};
  int64_t iv[120];
  double fv[101];
  for (int i = 0; i < 120; i++) iv[i] = i;
  for (int i = 0; i < 101; i++) fv[i] = i + 0.5;
  char *txt = bo_attr_to_string(bo_attr_dense_int(ctx, bo_type_tensor(ctx, 1, s100, i32, NULL), 100, iv));
  CHECK(strncmp(txt, "dense<[0, 1, 2, ", 16) == 0);
  free(txt);
  txt = bo_attr_to_string(bo_attr_dense_int(ctx, bo_type_tensor(ctx, 1, s101, i32, NULL), 101, iv));
  CHECK(strncmp(txt, "dense<\"0x00000000010000000200000003000000", 40) == 0);
  CHECK(strstr(txt, "64000000\"> : tensor<101xi32>") != NULL);
  free(txt);
  txt = bo_attr_to_string(bo_attr_dense_float(ctx, bo_type_tensor(ctx, 1, s101, f32, NULL), 101, fv));
  CHECK(strncmp(txt, "dense<\"0x0000003F0000C03F0000204000006040", 40) == 0);
  free(txt);
  for (int i = 0; i < 120; i++) iv[i] = (i % 2) == 0;
  ATTR_IS(bo_attr_dense_int(ctx, bo_type_tensor(ctx, 1, s120, i1, NULL), 120, iv),
          "dense<\"0x555555555555555555555555555555\"> : tensor<120xi1>");

  int64_t s101b[] = {101};
  for (int i = 0; i < 101; i++) iv[i] = i % 3 == 0;
  txt = bo_attr_to_string(bo_attr_dense_int(ctx, bo_type_tensor(ctx, 1, s101b, i1, NULL), 101, iv));
  expect_str(__LINE__, txt, "dense<\"0x49922449922449922449922409\"> : tensor<101xi1>");
  free(txt);
  for (int i = 0; i < 101; i++) iv[i] = i - 50;
  txt = bo_attr_to_string(bo_attr_dense_int(ctx, bo_type_tensor(ctx, 1, s101b, index, NULL), 101, iv));
  CHECK(strncmp(txt, "dense<\"0xCEFFFFFFFFFFFFFFCFFFFFFFFFFFFFFF", 40) == 0);
  free(txt);
  txt = bo_attr_to_string(bo_attr_dense_int(ctx, bo_type_tensor(ctx, 1, s101b, i8, NULL), 101, iv));
  CHECK(strncmp(txt, "dense<\"0xCECFD0D1D2", 19) == 0);
  free(txt);
  for (int i = 0; i < 101; i++) fv[i] = i;
  txt = bo_attr_to_string(bo_attr_dense_float(ctx, bo_type_tensor(ctx, 1, s101b, f16, NULL), 101, fv));
  CHECK(strncmp(txt, "dense<\"0x0000003C00400042", 25) == 0);
  free(txt);

  /* Dense arrays. */
  ATTR_IS(bo_attr_dense_array_int(ctx, i64, 2, v12), "array<i64: 1, 2>");
  ATTR_IS(bo_attr_dense_array_int(ctx, i32, 0, NULL), "array<i32>");
  ATTR_IS(bo_attr_dense_array_float(ctx, f32, 1, &onef), "array<f32: 1.000000e+00>");
  ATTR_IS(bo_attr_dense_array_int(ctx, i1, 2, tf), "array<i1: true, false>");
  int64_t m12[] = {-1, 2};
  ATTR_IS(bo_attr_dense_array_int(ctx, i8, 2, m12), "array<i8: -1, 2>");

  /* Strided layouts and opaque attributes. */
  int64_t st[] = {BO_DYNAMIC, 1}, st41[] = {4, 1};
  ATTR_IS(bo_attr_strided(ctx, 1, st + 1, 0), "strided<[1]>");
  ATTR_IS(bo_attr_strided(ctx, 2, st, BO_DYNAMIC), "strided<[?, 1], offset: ?>");
  ATTR_IS(bo_attr_strided(ctx, 1, st41, 8), "strided<[4], offset: 8>");
  ATTR_IS(bo_attr_strided(ctx, 0, NULL, 3), "strided<[], offset: 3>");
  ATTR_IS(bo_attr_opaque(ctx, "foo.bar<\"x\">", 12), "#foo.bar<\"x\">");
  ATTR_IS(parse_map(ctx, "(d0, d1)[s0] -> (d0 + s0, d1)"),
          "affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>");

  /* tensor<4xf32, 3 : i64>: encodings keep their i64 suffix. */
  TYPE_IS(bo_type_tensor(ctx, 1, s4, f32, three), "tensor<4xf32, 3 : i64>");
}

/* Floats: expected strings are mlir-opt's output for `0x<bits> : <type>`. */
static void check_float(int line, uint64_t bits, bo_float_kind k, const char *want) {
  bo_str s = {0};
  bo_format_float(&s, bo_float_from_bits(bits, k), k);
  bo_str_putc(&s, 0);
  expect_str(line, s.data, want);
  bo_str_free(&s);
}

static void check_float_value(int line, double v, bo_float_kind k, const char *want) {
  bo_str s = {0};
  bo_format_float(&s, bo_float_round(v, k), k);
  bo_str_putc(&s, 0);
  expect_str(line, s.data, want);
  bo_str_free(&s);
}

#define FLOAT_IS(v, k, w) check_float_value(__LINE__, (v), (k), (w))
#define FLOAT_BITS_IS(b, k, w) check_float(__LINE__, (b), (k), (w))

static void test_floats(void) {
  FLOAT_IS(1234567.0, BO_F32, "0x4996B438");
  FLOAT_IS(0.1234567, BO_F64, "0.1234567");
  FLOAT_IS(123456.0, BO_F32, "1.234560e+05");
  FLOAT_IS(1.5e10, BO_F32, "1.500000e+10");
  FLOAT_IS(16777217.0, BO_F32, "0x4B800000");
  FLOAT_IS(3.14159265, BO_F32, "3.14159274");
  FLOAT_IS(3.14159265, BO_F64, "3.1415926500000002");
  FLOAT_IS(0.1, BO_F32, "1.000000e-01");
  FLOAT_IS(1e-7, BO_F32, "1.000000e-07");
  FLOAT_IS(123456789.0, BO_F32, "0x4CEB79A3");
  FLOAT_IS(100.0, BO_F16, "1.000000e+02");
  FLOAT_IS(0.1, BO_F16, "9.997550e-02");
  FLOAT_IS(0.1, BO_BF16, "1.000980e-01");
  FLOAT_IS(1e-7, BO_F64, "9.9999999999999995E-8");
  FLOAT_IS(INFINITY, BO_F32, "0x7F800000");
  FLOAT_IS(-INFINITY, BO_F32, "0xFF800000");
  FLOAT_IS(NAN, BO_F32, "0x7FC00000");
  FLOAT_IS(INFINITY, BO_F16, "0x7C00");
  FLOAT_IS(NAN, BO_F64, "0x7FF8000000000000");
  FLOAT_IS(-0.0, BO_F64, "-0.000000e+00");
  FLOAT_IS(1.0e100, BO_F64, "1.000000e+100");
  FLOAT_IS(65504.0, BO_F16, "6.550400e+04");
  FLOAT_IS(1.0e-30, BO_F32, "1.000000e-30");
  FLOAT_IS(1234567.0, BO_F64, "0x4132D68700000000");
  FLOAT_IS(0.001, BO_F32, "1.000000e-03");
  FLOAT_IS(2.0e-3, BO_BF16, "1.998900e-03");
  /* Checked against mlir-opt (and 11200 random encodings, all equal). */
  FLOAT_BITS_IS(0xF8F1u, BO_F16, "-4.048000e+04");
  FLOAT_BITS_IS(0xFE3AF4E0u, BO_F32, "-6.21269677E+37");
  FLOAT_BITS_IS(0x3B45A87Fu, BO_F32, "0.0030160246");
  FLOAT_BITS_IS(0x7FF2u, BO_F16, "0x7FF2");    /* NaN payload kept */
  FLOAT_BITS_IS(0xFF8AA933u, BO_F32, "0xFF8AA933");
  FLOAT_BITS_IS(0x7Du, BO_F8E5M2, "0x7D");
  FLOAT_BITS_IS(0x1u, BO_F16, "5.960460e-08");
  FLOAT_BITS_IS(0x0u, BO_F16, "0.000000e+00");
  FLOAT_BITS_IS(0x80u, BO_F8E4M3FN, "-0.000000e+00");
  CHECK(bo_float_to_bits(65520.0, BO_F16) == 0x7C00); /* rounds to inf */
  CHECK(bo_float_to_bits(1.0 + 1.0 / 2048, BO_F16) == 0x3C00); /* tie to even */
  CHECK(bo_float_to_bits(1.0 + 3.0 / 2048, BO_F16) == 0x3C02);
  CHECK(bo_float_to_bits(1000.0, BO_F8E4M3FN) == 0x7F); /* no inf: NaN */
  CHECK(bo_float_to_bits(448.0, BO_F8E4M3FN) == 0x7E);
}

/* bo_str_put_i64 / bo_str_put_u64 print what %lld / %llu print. */
static void test_put_int(void) {
  static const int64_t vals[] = {0, 1, -1, 9, 10, -10, 99, 1000000007, -1234567890123LL,
                                 INT64_MAX, INT64_MIN, INT64_MIN + 1};
  for (size_t i = 0; i < sizeof vals / sizeof vals[0]; i++) {
    char want[64];
    bo_str s = {0};
    snprintf(want, sizeof want, "%lld|%llu", (long long)vals[i], (unsigned long long)vals[i]);
    bo_str_put_i64(&s, vals[i]);
    bo_str_putc(&s, '|');
    bo_str_put_u64(&s, (uint64_t)vals[i]);
    CHECK(strcmp(s.data, want) == 0);
    bo_str_free(&s);
  }
}

static void test_affine(bo_context *ctx) {
  const bo_affine_expr *d0 = bo_affine_dim(ctx, 0);
  CHECK(d0 == bo_affine_dim(ctx, 0));
  CHECK(bo_affine_binary(ctx, BO_AFFINE_ADD, d0, bo_affine_const(ctx, 1)) ==
        bo_affine_binary(ctx, BO_AFFINE_ADD, bo_affine_const(ctx, 1), d0));

  /* Inputs and outputs as mlir-opt printed them. */
  MAP_IS("(d0, d1) -> (d1 + d0)", "(d0, d1) -> (d0 + d1)");
  MAP_IS("(d0) -> (2 * d0)", "(d0) -> (d0 * 2)");
  MAP_IS("(d0) -> (d0 * 2 + d0)", "(d0) -> (d0 * 3)");
  MAP_IS("(d0, d1) -> (d0 + d1 + d0)", "(d0, d1) -> (d0 + d1 + d0)");
  MAP_IS("(d0) -> (d0 - 1)", "(d0) -> (d0 - 1)");
  MAP_IS("(d0, d1) -> (d0 - d1)", "(d0, d1) -> (d0 - d1)");
  MAP_IS("(d0, d1) -> (d0 - d1 * 2)", "(d0, d1) -> (d0 - d1 * 2)");
  MAP_IS("(d0) -> (-d0)", "(d0) -> (-d0)");
  MAP_IS("(d0) -> ((d0 + 1) floordiv 2)", "(d0) -> ((d0 + 1) floordiv 2)");
  MAP_IS("(d0)[s0] -> (d0 * (s0 + 1))", "(d0)[s0] -> (d0 * (s0 + 1))");
  MAP_IS("(d0) -> (d0 ceildiv 4, d0 mod 3)", "(d0) -> (d0 ceildiv 4, d0 mod 3)");
  MAP_IS("(d0) -> (d0 + 1 + 2)", "(d0) -> (d0 + 3)");
  MAP_IS("(d0) -> (d0 * 2 * 3)", "(d0) -> (d0 * 6)");
  MAP_IS("(d0) -> (3 + d0)", "(d0) -> (d0 + 3)");
  MAP_IS("(d0) -> (d0 floordiv 1, d0 mod 1, 7 floordiv 2, -7 floordiv 2, -7 mod 2, 7 ceildiv 2, "
         "-7 ceildiv 2)",
         "(d0) -> (d0, 0, 3, -4, 1, 4, -3)");
  MAP_IS("(d0)[s0] -> (s0 + d0)", "(d0)[s0] -> (d0 + s0)");
  MAP_IS("(d0, d1) -> (d1 * 2 + d0)", "(d0, d1) -> (d1 * 2 + d0)");
  MAP_IS("(d0, d1) -> (d0 * 2 + d1 * 3)", "(d0, d1) -> (d0 * 2 + d1 * 3)");
  MAP_IS("(d0, d1) -> (d1 * 3 + d0 * 2)", "(d0, d1) -> (d1 * 3 + d0 * 2)");
  MAP_IS("(d0) -> (d0 * 0, d0 * 1, d0 + 0)", "(d0) -> (0, d0, d0)");
  MAP_IS("(d0, d1) -> (d0 floordiv 2 + d1)", "(d0, d1) -> (d0 floordiv 2 + d1)");
  MAP_IS("(d0, d1) -> (d1 + d0 floordiv 2)", "(d0, d1) -> (d1 + d0 floordiv 2)");
  MAP_IS("(d0, d1) -> ((d0 + d1) * 2)", "(d0, d1) -> ((d0 + d1) * 2)");
  MAP_IS("(d0, d1) -> ((d0 + d1) mod 2)", "(d0, d1) -> ((d0 + d1) mod 2)");
  MAP_IS("(d0) -> (d0 - d0)", "(d0) -> (0)");
  MAP_IS("(d0)[s0] -> (d0 * s0)", "(d0)[s0] -> (d0 * s0)");
  MAP_IS("(d0)[s0] -> (s0 * d0)", "(d0)[s0] -> (d0 * s0)");
  MAP_IS("() -> (5)", "() -> (5)");
  MAP_IS("(d0) -> (-(d0 + 1))", "(d0) -> (-(d0 + 1))");
  MAP_IS("(d0, d1) -> (d0 - (d1 + 1))", "(d0, d1) -> (d0 - (d1 + 1))");
  MAP_IS("(d0, d1)[s0] -> (d0 * s0 + d1 * 4 + 7)", "(d0, d1)[s0] -> (d0 * s0 + d1 * 4 + 7)");
  MAP_IS("(d0, d1) -> (-d0 + d1)", "(d0, d1) -> (-d0 + d1)");
  MAP_IS("(d0) -> (d0 * -2 + 5)", "(d0) -> (d0 * -2 + 5)");
  MAP_IS("(d0)[s0, s1] -> (d0 + s0 - s1)", "(d0)[s0, s1] -> (d0 + s0 - s1)");
  MAP_IS("(d0) -> (1 - d0)", "(d0) -> (-d0 + 1)");
  MAP_IS("(d0) -> ((d0 floordiv 2) * 2)", "(d0) -> ((d0 floordiv 2) * 2)");
  MAP_IS("(d0) -> (d0 * 2 floordiv 4)", "(d0) -> ((d0 * 2) floordiv 4)");
  MAP_IS("(d0) -> ((d0 mod 2) mod 2)", "(d0) -> (d0 mod 2)");
  MAP_IS("(d0, d1) -> (d0 + (d1 + 2))", "(d0, d1) -> (d0 + d1 + 2)");
  MAP_IS("(d0, d1) -> ((d0 + 2) + (d1 + 3))", "(d0, d1) -> (d0 + d1 + 3 + 2)");
  MAP_IS("()[s0, s1] -> (s1 + s0)", "()[s0, s1] -> (s0 + s1)");
  MAP_IS("(d0, d1)[s0] -> (d1 + s0)", "(d0, d1)[s0] -> (d1 + s0)");
  MAP_IS("(d0, d1) -> (d1 + d0 * 2)", "(d0, d1) -> (d1 + d0 * 2)");
  MAP_IS("(d0, d1, d2) -> (d2 + d1 + d0)", "(d0, d1, d2) -> (d1 + d2 + d0)");
  MAP_IS("(d0, d1) -> (d1 + (d0 + 1))", "(d0, d1) -> (d1 + d0 + 1)");
  MAP_IS("()[s0, s1] -> (s1 * s0)", "()[s0, s1] -> (s0 * s1)");
  MAP_IS("(d0)[s0, s1] -> (d0 * s1 * s0)", "(d0)[s0, s1] -> ((d0 * s1) * s0)");
  MAP_IS("(d0, d1) -> (d1 + 1 + d0)", "(d0, d1) -> (d0 + d1 + 1)");
  MAP_IS("(d0, d1) -> (d1 floordiv 2 + d0)", "(d0, d1) -> (d1 floordiv 2 + d0)");
  MAP_IS("(d0, d1) -> (d1 mod 2 + d0 * 3)", "(d0, d1) -> (d1 mod 2 + d0 * 3)");
  MAP_IS("(d0, d1) -> (d0 + d1 - d0)", "(d0, d1) -> (d0 + d1 - d0)");
  MAP_IS("(d0)[s0] -> (s0 * 2 + d0)", "(d0)[s0] -> (d0 + s0 * 2)");
  MAP_IS("(d0)[s0] -> (s0 + d0 * 2)", "(d0)[s0] -> (d0 * 2 + s0)");
  MAP_IS("(d0, d1) -> (d1 * 2 + d0 * 3)", "(d0, d1) -> (d1 * 2 + d0 * 3)");
  MAP_IS("(d0) -> (d0 - d0 floordiv 4 * 4)", "(d0) -> (d0 mod 4)");
  MAP_IS("(d0)[s0] -> (s0 * d0 + 1)", "(d0)[s0] -> (d0 * s0 + 1)");
  MAP_IS("(d0)[s0] -> ((d0 + s0) * 2)", "(d0)[s0] -> ((d0 + s0) * 2)");
  MAP_IS("(d0)[s0] -> (s0 * (d0 + 1))", "(d0)[s0] -> ((d0 + 1) * s0)");
  MAP_IS("(d0)[s0] -> ((d0 + 1) * s0)", "(d0)[s0] -> ((d0 + 1) * s0)");
  MAP_IS("(d0) -> ((d0 * 4) mod 2)", "(d0) -> (0)");
  MAP_IS("(d0) -> ((d0 * 4) floordiv 2)", "(d0) -> (d0 * 2)");
  MAP_IS("(d0) -> ((d0 * 6) ceildiv 3)", "(d0) -> (d0 * 2)");
  MAP_IS("(d0) -> ((d0 floordiv 2) floordiv 3)", "(d0) -> ((d0 floordiv 2) floordiv 3)");
  MAP_IS("(d0) -> ((d0 + 4) mod 2)", "(d0) -> (d0 mod 2)");
  MAP_IS("(d0) -> ((d0 mod 6) mod 3)", "(d0) -> (d0 mod 3)");
  MAP_IS("(d0) -> ((d0 * 4 + 2) floordiv 2)", "(d0) -> (d0 * 2 + 1)");
  MAP_IS("(d0) -> (d0 mod -3, d0 floordiv -1, d0 ceildiv 1)",
         "(d0) -> (d0 mod -3, d0 floordiv -1, d0)");

  /* The mod pattern retried on the last summand (reassociates sums). */
  MAP_IS("(d0, d1, d2)[s0] -> ((d2 * 2 + s0 * 3) - d0 floordiv s0)",
         "(d0, d1, d2)[s0] -> (d2 * 2 + -(d0 floordiv s0) + s0 * 3)");
  MAP_IS("(d0, d1, d2)[s0] -> ((d2 * 2 + s0 * 3) + d0 floordiv s0)",
         "(d0, d1, d2)[s0] -> (d2 * 2 + s0 * 3 + d0 floordiv s0)");
  MAP_IS("(d0, d1, d2)[s0] -> (((d2 * 2 - 42 mod s0) - 6) - ((-d0 - 2) floordiv s0))",
         "(d0, d1, d2)[s0] -> (d2 * 2 + -((-d0 - 2) floordiv s0) - 42 mod s0 - 6)");
  MAP_IS("(d0, d1, d2)[s0] -> ((d2 * 2 + s0 * 3) + (d0 floordiv 2) * 5)",
         "(d0, d1, d2)[s0] -> (d2 * 2 + (d0 floordiv 2) * 5 + s0 * 3)");
  MAP_IS("(d0, d1, d2)[s0, s1] -> ((d0 + s0) + (d0 floordiv 4) * -4)",
         "(d0, d1, d2)[s0, s1] -> (d0 + (d0 floordiv 4) * -4 + s0)");
  MAP_IS("(d0, d1, d2)[s0, s1] -> ((s1 + s0) - (d0 floordiv 2))",
         "(d0, d1, d2)[s0, s1] -> (-(d0 floordiv 2) + s0 + s1)");
  MAP_IS("(d0, d1, d2)[s0, s1] -> ((d1 + d0) - (d0 floordiv 4) * 4)",
         "(d0, d1, d2)[s0, s1] -> (d0 + d1 - (d0 floordiv 4) * 4)");
  MAP_IS("(d0, d1, d2)[s0, s1] -> (((d1 + s0) + s1) - (d0 floordiv 4))",
         "(d0, d1, d2)[s0, s1] -> (d1 + s0 + -(d0 floordiv 4) + s1)");
  MAP_IS("(d0, d1, d2)[s0, s1] -> ((d1 + 3) - (d0 floordiv 4) * s1)",
         "(d0, d1, d2)[s0, s1] -> (d1 - (d0 floordiv 4) * s1 + 3)");
  MAP_IS("(d0, d1, d2)[s0, s1] -> ((d1 * 2 + d0) - (d0 floordiv 4) * 4)",
         "(d0, d1, d2)[s0, s1] -> (d1 * 2 + d0 mod 4)");
  MAP_IS("(d0, d1, d2)[s0] -> ((d2 + s0) - (d0 + d1))",
         "(d0, d1, d2)[s0] -> (d2 + s0 - (d0 + d1))");

  /* Evaluation: floordiv rounds toward -inf, mod is non-negative. */
  const bo_attr *m = parse_map(ctx, "(d0, d1)[s0] -> (d0 floordiv 4, d0 mod 4, d0 ceildiv 4, "
                                    "d0 * s0 + d1 - 3)");
  int64_t dims[] = {-7, 2}, syms[] = {5};
  CHECK(bo_affine_eval(bo_affine_map_result(m, 0), dims, syms) == -2);
  CHECK(bo_affine_eval(bo_affine_map_result(m, 1), dims, syms) == 1);
  CHECK(bo_affine_eval(bo_affine_map_result(m, 2), dims, syms) == -1);
  CHECK(bo_affine_eval(bo_affine_map_result(m, 3), dims, syms) == -36);
  CHECK(bo_affine_map_num_dims(m) == 2 && bo_affine_map_num_symbols(m) == 1);
  CHECK(bo_affine_map_num_results(m) == 4);
}

int main(void) {
  bo_context *ctx = check_context();
  test_types(ctx);
  test_alias(ctx);
  test_attrs(ctx);
  test_floats();
  test_put_int();
  test_affine(ctx);
  bo_context_destroy(ctx);
  if (failures) printf("%d check(s) failed\n", failures);
  return failures != 0;
}
