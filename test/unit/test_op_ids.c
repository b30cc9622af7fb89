/* test_op_ids.c - the typed op ids (src/dialects/op_ids.h) agree with the
 * dialects' op tables: every table entry sits at its id's index with the
 * list's name, every id has exactly one entry, lookup by id and by name give
 * the same info, an op built by id is the op built by name, and bo_op_isa
 * tells registered ops apart while unregistered ops have BO_OP_NONE.
 * Prints one line per failed check; exits non-zero when any failed. */
#include <stdio.h>
#include <string.h>

#include "ir/ir_private.h"

#include "check.h"

static const bo_dialect *const dialects[] = {
    &bo_dialect_builtin, &bo_dialect_func,   &bo_dialect_arith,  &bo_dialect_math,
    &bo_dialect_scf,     &bo_dialect_cf,     &bo_dialect_affine, &bo_dialect_tensor,
    &bo_dialect_linalg,  &bo_dialect_memref, &bo_dialect_bufferization,
    &bo_dialect_vector,  &bo_dialect_deallocation, &bo_dialect_onnx,   &bo_dialect_krnl,
    &bo_dialect_index,   &bo_dialect_ub,     &bo_dialect_llvm,   &bo_dialect_test,
};

int main(void) {
  unsigned seen[BO_OP_COUNT] = {0};
  for (size_t d = 0; d < sizeof dialects / sizeof *dialects; d++) {
    const bo_dialect *dl = dialects[d];
    for (unsigned i = 0; i < dl->num_ops; i++) {
      const bo_op_info *info = &dl->ops[i];
      CHECK(info->name != NULL); /* a hole: an op of the list without an entry */
      if (!info->name) continue;
      CHECK(info->id > BO_OP_NONE && info->id < BO_OP_COUNT);
      if (info->id <= BO_OP_NONE || info->id >= BO_OP_COUNT) continue;
      seen[info->id]++;
      CHECK(info->name == bo_op_names[info->id]);
      size_t n = strlen(dl->name);
      CHECK(strncmp(info->name, dl->name, n) == 0 && info->name[n] == '.');
      /* the entries of a dialect are consecutive ids, in list order */
      CHECK(info->id == dl->ops[0].id + i);
    }
  }
  CHECK(bo_op_names[BO_OP_NONE][0] == 0);
  for (unsigned id = 1; id < BO_OP_COUNT; id++) CHECK(seen[id] == 1);

  bo_context *ctx = check_context();
  for (unsigned id = 1; id < BO_OP_COUNT; id++) {
    const bo_op_info *by_id = bo_op_info_by_id(ctx, id);
    CHECK(by_id->id == id);
    CHECK(by_id == bo_lookup_op_info(ctx, bo_op_names[id], strlen(bo_op_names[id])));
    CHECK(by_id == bo_op_info_by_id(ctx, id)); /* cached */
  }
  CHECK(strcmp(bo_op_names[BO_OP_ARITH_ADDI], "arith.addi") == 0);
  CHECK(strcmp(bo_op_names[BO_OP_SCF_FORALL_IN_PARALLEL], "scf.forall.in_parallel") == 0);

  bo_loc loc = {NULL, 0, 0};
  bo_op_state by_id = {.id = BO_OP_MEMREF_ALLOCA_SCOPE, .loc = loc, .num_regions = 1};
  bo_op_state by_name = {.name = "memref.alloca_scope", .loc = loc, .num_regions = 1};
  bo_op *a = bo_op_create(ctx, &by_id), *b = bo_op_create(ctx, &by_name);
  CHECK(a->info == b->info);
  CHECK(bo_op_isa(a, BO_OP_MEMREF_ALLOCA_SCOPE) && !bo_op_isa(a, BO_OP_MEMREF_ALLOCA));
  CHECK(strcmp(bo_op_get_name(a), "memref.alloca_scope") == 0);
  bo_op_state unknown = {.name = "mydialect.thing", .loc = loc};
  bo_op *u = bo_op_create(ctx, &unknown);
  CHECK(u->info->id == BO_OP_NONE && bo_op_has_trait(u, BO_TRAIT_UNKNOWN));
  bo_op_erase(a);
  bo_op_erase(b);
  bo_op_erase(u);
  bo_context_destroy(ctx);
  if (failures) fprintf(stderr, "%d of %d checks failed\n", failures, checks);
  return failures != 0;
}
