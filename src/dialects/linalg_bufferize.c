/* linalg_bufferize.c - One-Shot Bufferize hooks of linalg structured ops.
 *
 * Every structured op (generic, named, map/reduce/transpose/broadcast) is
 * destination-passing: output k is written and its result k is the same
 * buffer.  An operand is read when the body uses its block argument (so the
 * outs of linalg.fill or of an elementwise generic that ignores %out are not
 * read, and an out-of-place output needs no copy).  The rewrite builds the
 * same op on buffers, without results, and moves the body into it.
 */
#include "../ir/ir_private.h"
#include "bufferize_ifaces.h"
#include "linalg.h"

static bool structured_reads(const bo_op *op, unsigned i, const bo_bufferize_state *st) {
  return bo_linalg_body_reads_arg(op, i); /* a pending body stays pending */
}

static bool structured_writes(const bo_op *op, unsigned i, const bo_bufferize_state *st) {
  return i >= bo_linalg_num_inputs(op);
}

static int structured_alias(const bo_op *op, unsigned i, bool *eq, const bo_bufferize_state *st) {
  unsigned nin = bo_linalg_num_inputs(op);
  *eq = i >= nin;
  return i >= nin && i - nin < op->num_results ? (int)(i - nin) : -1;
}

static bool is_identity_map(const bo_attr *map) {
  unsigned n = bo_affine_map_num_dims(map);
  if (bo_affine_map_num_symbols(map) || bo_affine_map_num_results(map) != n) return false;
  for (unsigned i = 0; i < n; i++) {
    const bo_affine_expr *e = bo_affine_map_result(map, i);
    if (bo_affine_get_kind(e) != BO_AFFINE_DIM || bo_affine_get_value(e) != (int64_t)i)
      return false;
  }
  return true;
}

/* All loops parallel and both operands accessed through identity maps. */
static bool structured_elementwise(const bo_op *op, unsigned a, unsigned b) {
  unsigned loops = bo_linalg_num_loops(op);
  for (unsigned l = 0; l < loops; l++)
    if (bo_linalg_iterator_type(op, l) != BO_LINALG_PARALLEL) return false;
  const bo_attr *maps = bo_linalg_indexing_maps(op);
  if (!maps || a >= bo_attr_get_num_elements(maps) || b >= bo_attr_get_num_elements(maps))
    return false;
  return is_identity_map(bo_attr_array_get(maps, a)) && is_identity_map(bo_attr_array_get(maps, b));
}

static int structured_rewrite(bo_op *op, bo_bufferizer *bz) {
  unsigned nin = bo_linalg_num_inputs(op), n = op->num_operands;
  bo_value **ops = malloc((n + 1) * sizeof *ops);
  for (unsigned i = 0; i < n; i++) {
    bo_value *v = op->operands[i].value;
    if (!bo_type_is_tensor(v->type)) ops[i] = v;
    else if (i < nin) ops[i] = bo_bufferizer_read_buffer(bz, op, i);
    else ops[i] = bo_bufferizer_write_buffer(bz, op, i);
  }
  /* Discardable attributes stay, except the analysis' annotations. */
  bo_named_attr *attrs = malloc((op->num_attrs + 1) * sizeof *attrs);
  unsigned na = 0;
  for (unsigned i = 0; i < op->num_attrs; i++)
    if (strcmp(op->attrs[i].name, "__inplace_operands_attr__") != 0) attrs[na++] = op->attrs[i];
  bo_op_state st = {.name = op->info->name, .loc = op->loc, .num_operands = n, .operands = ops,
                    .num_props = op->num_props, .props = op->props, .num_attrs = na,
                    .attrs = attrs, .num_regions = op->num_regions};
  bo_op *m = bo_op_create_ex(op->ctx, &st, true);
  bo_builder_insert(bo_bufferizer_builder(bz), m);
  for (unsigned r = 0; r < op->num_regions; r++) bo_region_take_blocks(&m->regions[r], &op->regions[r]);
  for (unsigned r = 0; r < op->num_results; r++)
    bo_bufferizer_replace(bz, op, r, ops[nin + r]);
  free(ops);
  free(attrs);
  return 0;
}

/* linalg.copy writes all of its input into its output: a subset insertion
 * of the whole tensor (as upstream's SubsetInsertionOpInterface model). */
static bool copy_subset_insertion(const bo_op *op, unsigned *source, unsigned *dest) {
  *source = 0;
  *dest = 1;
  return op->num_operands == 2;
}

const bo_bufferize_iface bo_linalg_copy_bufferize = {
    .reads = structured_reads,
    .writes = structured_writes,
    .aliasing_result = structured_alias,
    .elementwise_access = structured_elementwise,
    .subset_insertion = copy_subset_insertion,
    .subset_is_whole = true,
    .rewrite = structured_rewrite,
};

const bo_bufferize_iface bo_linalg_structured_bufferize = {
    .reads = structured_reads,
    .writes = structured_writes,
    .aliasing_result = structured_alias,
    .elementwise_access = structured_elementwise,
    .rewrite = structured_rewrite,
};
