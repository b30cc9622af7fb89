/* fuzz_parse.c - libFuzzer target: parse, verify and print arbitrary bytes.
 *
 * Each input gets a fresh context; it is parsed as a file, verified, printed
 * to a string (generic and custom forms), and everything is freed.  Whatever
 * the bytes, this must not crash, hang, read out of bounds or leak.  Built
 * by `make fuzz` with clang -fsanitize=fuzzer,address; test/fuzz/replay.c
 * runs the same function over the saved corpus in `make check`.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/bufopt.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  /* The parser sees a NUL-terminated copy, as the driver gives it. */
  char *text = malloc(size + 1);
  if (!text) return 0;
  if (size) memcpy(text, data, size);
  text[size] = 0;
  bo_context *ctx = bo_context_create();
  bo_register_all_dialects(ctx); /* the parser's and printer's hooks; no pass runs */
  bo_op *module = bo_parse_source(ctx, text, size, "fuzz.mlir");
  if (module && bo_verify(module) == 0) {
    bo_print_flags flags = {0};
    size_t len = 0;
    free(bo_print_op_to_string(module, &flags, &len));
    flags.generic = true;
    flags.debug_info = true;
    free(bo_print_op_to_string(module, &flags, &len));
  }
  /* Formatting every diagnostic exercises the caret printer on odd input. */
  for (unsigned i = 0; i < bo_diag_count(ctx); i++)
    free(bo_diag_format(bo_diag_get(ctx, i), text, size));
  bo_context_destroy(ctx);
  free(text);
  return 0;
}
