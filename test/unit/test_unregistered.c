/* test_unregistered.c - bo_context_allow_unregistered_dialects: the library
 * default accepts a generic op of a dialect the context does not register;
 * disallowed, the parse fails with mlir-opt's message at the token after the
 * name, and allowing again restores the default.  An op of a registered
 * dialect, and a context with no dialect at all but the flag allowed, are
 * unaffected. */
#include <stdlib.h>
#include <string.h>

#include "bufopt/diag.h"
#include "check.h"

static const char *src = "func.func @f() {\n"
                         "  \"foo.bar\"() : () -> ()\n"
                         "  return\n"
                         "}\n";

static bool parses(bo_context *ctx, const char *text) {
  bo_diag_clear(ctx);
  bo_op *m = bo_parse_source(ctx, text, strlen(text), "t.mlir");
  if (!m) return false;
  bo_op_erase(m);
  return true;
}

int main(void) {
  bo_context *ctx = check_context();
  CHECK(bo_context_allows_unregistered_dialects(ctx));
  CHECK(parses(ctx, src));
  CHECK(bo_diag_error_count(ctx) == 0);

  bo_context_allow_unregistered_dialects(ctx, false);
  CHECK(!bo_context_allows_unregistered_dialects(ctx));
  CHECK(!parses(ctx, src));
  CHECK(bo_diag_error_count(ctx) == 1);
  if (bo_diag_count(ctx) >= 1) {
    const bo_diag *d = bo_diag_get(ctx, 0);
    CHECK(strstr(d->message, "operation being parsed with an unregistered dialect. If this is "
                             "intended, please use -allow-unregistered-dialect with the MLIR "
                             "tool used") == d->message);
    CHECK(d->loc.line == 2 && d->loc.col == 12);
  }
  /* a registered dialect's generic op is fine */
  CHECK(parses(ctx, "\"func.func\"() <{function_type = () -> (), sym_name = \"g\"}> ({\n"
                    "  \"func.return\"() : () -> ()\n"
                    "}) : () -> ()\n"));

  bo_context_allow_unregistered_dialects(ctx, true);
  CHECK(parses(ctx, src));
  bo_context_destroy(ctx);

  /* a context without dialects reads everything generic as unknown ops */
  bo_context *bare = bo_context_create();
  CHECK(parses(bare, "\"func.return\"() : () -> ()\n"));
  bo_context_allow_unregistered_dialects(bare, false);
  CHECK(!parses(bare, "\"func.return\"() : () -> ()\n"));
  bo_context_destroy(bare);

  printf("test_unregistered: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
