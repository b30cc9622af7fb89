/* krnl.c - the Krnl dialect, reduced to onnx-mlir's four sequence ops.
 *
 * A sequence at the memref level is a "container", a 1-D memref of memrefs
 * (memref<?xmemref<...>>) whose slots own their buffers (memory_iface.h):
 *   krnl.seqalloc(len?)            a new container, slots not yet written;
 *   krnl.seqstore(elem, seq, i)    stores a copy of elem into slot i;
 *   krnl.seqextract(seq, i)        a copy of slot i (copy = 1, the default);
 *   krnl.seqdealloc(seq)           frees every slot's buffer, then seq.
 * They have no custom syntax (generic form, as onnx-mlir prints them) and
 * are lowered to memref/scf ops by convert-seq-to-memref after buffer
 * deallocation.  Their memory hooks say what deallocation needs: seqalloc
 * and seqextract allocate a buffer the block owns; seqstore reads the
 * element and writes the container (it copies, so the element stays the
 * caller's); seqdealloc frees.
 *
 * bufopt adds two ops for the last use of a sequence: when their last
 * operand `owned` (i1) is true they take the sequence over (slots move
 * instead of being copied), otherwise they copy as onnx-mlir does:
 *   %o = krnl.seqinsert_move(seq, elem, p, owned)  seq's slots in order, a
 *                             copy of elem at p; owned: seq's array freed
 *   %o = krnl.seqerase_move(seq, p, owned)         seq's slots but p;
 *                             owned: slot p's buffer and seq's array freed
 * Their memory hooks say BO_MEM_CONSUMES on operand 0 (memory_iface.h):
 * the deallocation pass sets `owned` to its ownership of seq, which may
 * be known only at run time (a loop-carried sequence).
 *
 * krnl.seqextract with copy = 0 (onnx-mlir hands over the slot's buffer
 * while its container is freed shallowly) is a borrow here, as memref.load
 * of a slot: its memory hook (chosen by `copy`, bo_memory_iface.select)
 * says BO_MEM_BORROWS_BUFFER, so deallocation neither frees the element nor
 * the container before the element's last use; convert-seq-to-memref
 * checks that no free of the container comes before a use of the borrow
 * and refuses the program otherwise (docs/sequences.md).
 * Cost: each verifier is O(1).
 */
#include "krnl.h"

#include "common.h"
#include "memory_iface.h"

const char *bo_krnl_op_name(bo_krnl_op_id id) { return bo_op_names[id]; }

static bool is_index(const bo_type *t) { return bo_type_get_kind(t) == BO_TYPE_INDEX; }
static bool is_i1(const bo_type *t) {
  return bo_type_get_kind(t) == BO_TYPE_INTEGER && bo_type_get_width(t) == 1;
}
static bool is_memref(const bo_type *t) { return bo_type_is_memref(t); }
static bool is_container(const bo_type *t) {
  return bo_type_is_buffer_container(t) && bo_type_has_rank(t) && bo_type_get_rank(t) == 1;
}
static const char k_container_desc[] = "1-D memref of memrefs";

static int verify_seqalloc(bo_op *op) {
  if (bo_verify_num_regions(op, 0) || bo_verify_num_results(op, 1) ||
      bo_verify_num_successors(op, 0) ||
      bo_verify_all_operands_are(op, is_index, "index") ||
      bo_verify_result_is(op, 0, is_container, k_container_desc))
    return -1;
  const bo_type *t = bo_value_get_type(bo_op_get_result(op, 0));
  if (bo_type_get_shape(t)[0] == BO_DYNAMIC && bo_op_get_num_operands(op) != 1)
    return bo_op_emit_error(op, "a sequence of dynamic length needs its length operand");
  return 0;
}

static int verify_seqstore(bo_op *op) {
  if (bo_verify_counts(op, 0, 0, 0, 3) || bo_verify_operand_is(op, 0, is_memref, "memref") ||
      bo_verify_operand_is(op, 1, is_container, k_container_desc) ||
      bo_verify_operand_is(op, 2, is_index, "index"))
    return -1;
  const bo_type *e = bo_value_get_type(bo_op_get_operand(op, 0));
  const bo_type *slot = bo_type_get_element_type(bo_value_get_type(bo_op_get_operand(op, 1)));
  if (!bo_type_has_rank(e) || !bo_type_has_rank(slot) ||
      bo_type_get_rank(e) != bo_type_get_rank(slot) ||
      bo_type_get_element_type(e) != bo_type_get_element_type(slot))
    return bo_emit_types_error(op, "element type '", e,
                               "' cannot be stored into a sequence of '", slot, "'");
  return 0;
}

static const char *const extract_attrs[] = {"copy", NULL};

static int verify_seqextract(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 2) ||
      bo_verify_operand_is(op, 0, is_container, k_container_desc) ||
      bo_verify_operand_is(op, 1, is_index, "index") ||
      bo_verify_result_is(op, 0, is_memref, "memref"))
    return -1;
  const bo_attr *copy = bo_op_get_prop(op, "copy");
  const bo_type *ct = copy ? bo_attr_get_type(copy) : NULL;
  if (copy && (bo_attr_get_kind(copy) != BO_ATTR_INTEGER || !ct ||
               bo_type_get_kind(ct) != BO_TYPE_INTEGER || bo_type_get_width(ct) != 1 ||
               bo_type_get_signedness(ct) != BO_UNSIGNED))
    return bo_op_emit_error(op, "attribute 'copy' failed to satisfy constraint: 1-bit unsigned "
                                "integer attribute");
  const bo_type *slot = bo_type_get_element_type(bo_value_get_type(bo_op_get_operand(op, 0)));
  const bo_type *r = bo_value_get_type(bo_op_get_result(op, 0));
  if (r != slot)
    return bo_emit_types_error(op, "result type '", r, "' is not the sequence's element type '",
                               slot, "'");
  return 0;
}

static int verify_insert_move(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 4) ||
      bo_verify_operand_is(op, 0, is_container, k_container_desc) ||
      bo_verify_operand_is(op, 1, is_memref, "memref") ||
      bo_verify_operand_is(op, 2, is_index, "index") ||
      bo_verify_operand_is(op, 3, is_i1, "i1") ||
      bo_verify_result_is(op, 0, is_container, k_container_desc))
    return -1;
  const bo_type *e = bo_value_get_type(bo_op_get_operand(op, 1));
  const bo_type *slot = bo_type_get_element_type(bo_value_get_type(bo_op_get_result(op, 0)));
  if (!bo_type_has_rank(e) || bo_type_get_rank(e) != bo_type_get_rank(slot) ||
      bo_type_get_element_type(e) != bo_type_get_element_type(slot))
    return bo_emit_types_error(op, "element type '", e,
                               "' cannot be stored into a sequence of '", slot, "'");
  if (bo_value_get_type(bo_op_get_operand(op, 0)) != bo_value_get_type(bo_op_get_result(op, 0)))
    return bo_op_emit_error(op, "the result must have the type of the input sequence");
  return 0;
}

static int verify_erase_move(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 3) ||
      bo_verify_operand_is(op, 0, is_container, k_container_desc) ||
      bo_verify_operand_is(op, 1, is_index, "index") ||
      bo_verify_operand_is(op, 2, is_i1, "i1") ||
      bo_verify_result_is(op, 0, is_container, k_container_desc))
    return -1;
  if (bo_value_get_type(bo_op_get_operand(op, 0)) != bo_value_get_type(bo_op_get_result(op, 0)))
    return bo_op_emit_error(op, "the result must have the type of the input sequence");
  return 0;
}

static int verify_seqdealloc(bo_op *op) {
  if (bo_verify_counts(op, 0, 0, 0, 1) ||
      bo_verify_operand_is(op, 0, is_container, k_container_desc))
    return -1;
  return 0;
}

/* Memory: what buffer deallocation needs to know (see the file comment). */
static const bo_memory_iface k_mem_seqalloc = {.effects = BO_MEM_ALLOCATES};
static const bo_memory_iface k_mem_seqstore = {.effects = BO_MEM_READS | BO_MEM_WRITES};
static const bo_memory_iface k_mem_seqextract_borrow = {.effects = BO_MEM_READS |
                                                                  BO_MEM_BORROWS_BUFFER};
bool bo_krnl_seqextract_borrows(const bo_op *op) {
  const bo_attr *copy = bo_op_get_prop(op, "copy");
  return copy && bo_attr_get_kind(copy) == BO_ATTR_INTEGER && bo_attr_get_int(copy) == 0;
}
static const bo_memory_iface k_mem_seqextract_copy = {.effects = BO_MEM_ALLOCATES | BO_MEM_READS};
static const bo_memory_iface *seqextract_memory(const bo_op *op) {
  return bo_krnl_seqextract_borrows(op) ? &k_mem_seqextract_borrow : &k_mem_seqextract_copy;
}
static const bo_memory_iface k_mem_seqextract = {.effects = BO_MEM_ALLOCATES | BO_MEM_READS,
                                                 .select = seqextract_memory};
static const bo_memory_iface k_mem_seqdealloc = {.effects = BO_MEM_FREES};
static const bo_memory_iface k_mem_move = {.effects = BO_MEM_ALLOCATES | BO_MEM_READS |
                                                     BO_MEM_CONSUMES};

static const bo_op_info krnl_ops[] = {
    [BO_OPI_KRNL_SEQ_ALLOC] = {.id = BO_OP_KRNL_SEQ_ALLOC, .name = bo_op_names[BO_OP_KRNL_SEQ_ALLOC], .memory = &k_mem_seqalloc,
                              .verify = verify_seqalloc},
    [BO_OPI_KRNL_SEQ_STORE] = {.id = BO_OP_KRNL_SEQ_STORE, .name = bo_op_names[BO_OP_KRNL_SEQ_STORE], .memory = &k_mem_seqstore,
                              .verify = verify_seqstore},
    [BO_OPI_KRNL_SEQ_EXTRACT] = {.id = BO_OP_KRNL_SEQ_EXTRACT, .name = bo_op_names[BO_OP_KRNL_SEQ_EXTRACT], .memory = &k_mem_seqextract,
                                .inherent_attrs = extract_attrs, .verify = verify_seqextract},
    [BO_OPI_KRNL_SEQ_DEALLOC] = {.id = BO_OP_KRNL_SEQ_DEALLOC, .name = bo_op_names[BO_OP_KRNL_SEQ_DEALLOC], .memory = &k_mem_seqdealloc,
                                .verify = verify_seqdealloc},
    [BO_OPI_KRNL_SEQ_INSERT_MOVE] = {.id = BO_OP_KRNL_SEQ_INSERT_MOVE, .name = bo_op_names[BO_OP_KRNL_SEQ_INSERT_MOVE], .memory = &k_mem_move,
                                    .verify = verify_insert_move},
    [BO_OPI_KRNL_SEQ_ERASE_MOVE] = {.id = BO_OP_KRNL_SEQ_ERASE_MOVE, .name = bo_op_names[BO_OP_KRNL_SEQ_ERASE_MOVE], .memory = &k_mem_move,
                                   .verify = verify_erase_move},
};

bool bo_krnl_op_is(const bo_op *op, bo_krnl_op_id id) { return bo_op_get_info(op)->id == (uint32_t)id; }

BO_OP_TABLE_CHECK(krnl_ops, KRNL);

const bo_dialect bo_dialect_krnl = {
    .name = "krnl",
    .ops = krnl_ops,
    .num_ops = sizeof krnl_ops / sizeof krnl_ops[0],
};
