/* ops_deallocation.c - semantics of the MLIR-HLO `deallocation` dialect.
 *
 * An ownership value lives in a scalar slot as the base pointer of the
 * allocation it owns, or 0 for null: the same number
 * memref.extract_aligned_pointer_as_index and deallocation.get_buffer give
 * for any view of that allocation (the block's allocation number, shifted),
 * so views and casts of an allocation compare equal to its owner.
 *   null        0
 *   own %m      base pointer of %m's block
 *   get_buffer  the base pointer (0 for a null ownership)
 *   free %o     frees the live heap block with that pointer; null, a pointer
 *               no live heap allocation has (foreign, or freed already) is an
 *               error.  A container (memref of memrefs) owns the buffers in
 *               its slots while ownership values exist (docs/sequences.md):
 *               its free is deep (the slots' buffers, then the array), so
 *               every stage of --hlo-deallocation-pipeline runs with the
 *               checked heap
 *   retain(v..) of(o..)  r_j = the first unused non-null o_i with v_j's base
 *               pointer (else null); then every non-null unused o_i is freed
 * Cost: free is O(live heap blocks) (a scan of the live list); retain is
 * O(m x n) plus its frees.
 */
#include "interp_internal.h"

#include "../dialects/deallocation.h"

static int64_t base_pointer(const view *v) { return (int64_t)((v->blk->id << 24) * 64); }

/* Frees the live heap block whose base pointer is p. */
static int free_pointer(bo_interp *I, const bo_op *op, int64_t p) {
  if (p == 0) return interp_error(I, op, "frees a null ownership");
  for (size_t i = 0; i < I->heap.live.len; i++) {
    block *b = I->heap.live.data[i];
    if ((int64_t)((b->id << 24) * 64) != p) continue;
    view tmp;
    memset(&tmp, 0, sizeof tmp);
    tmp.blk = b;
    tmp.ek = b->ek;
    return heap_free_deep(I, op, &tmp) ? RC_ERROR : 0;
  }
  return interp_error(I, op,
                      "frees a pointer that is no live heap allocation (freed already, or not "
                      "allocated on the heap)");
}

static int exec_null(bo_interp *I, const insn *in, slot *F) {
  (void)I;
  F[in->r].i = 0;
  return 0;
}
static int dec_null(decoder *D, const bo_op *op, insn *in) {
  (void)D, (void)op;
  in->fn = exec_null;
  return 0;
}

static int exec_own(bo_interp *I, const insn *in, slot *F) {
  (void)I;
  F[in->r].i = base_pointer((const view *)F[in->a].o);
  return 0;
}
static int exec_get_buffer_of_ownership(bo_interp *I, const insn *in, slot *F) {
  (void)I;
  F[in->r].i = F[in->a].i;
  return 0;
}
static int dec_own(decoder *D, const bo_op *op, insn *in) {
  (void)D, (void)op;
  in->vector_memrefs_ok = 1; /* pointers only: any element type */
  in->fn = exec_own;
  return 0;
}
static int dec_get_buffer(decoder *D, const bo_op *op, insn *in) {
  (void)D;
  in->vector_memrefs_ok = 1;
  in->fn = value_is_obj(op->operands[0].value) ? exec_own : exec_get_buffer_of_ownership;
  return 0;
}

static int exec_free(bo_interp *I, const insn *in, slot *F) {
  return free_pointer(I, in->op, F[in->a].i);
}
static int dec_free(decoder *D, const bo_op *op, insn *in) {
  (void)D, (void)op;
  in->fn = exec_free;
  return 0;
}

/* in->imm: the number of retained memrefs (operands before the allocs). */
static int exec_retain(bo_interp *I, const insn *in, slot *F) {
  uint32_t m = (uint32_t)in->imm, n = in->nops - m;
  bool small[64];
  bool *used = n <= 64 ? small : calloc(n, 1);
  if (!used) return interp_error(I, in->op, "out of memory");
  if (n <= 64) memset(small, 0, sizeof small);
  for (uint32_t j = 0; j < m; j++) {
    int64_t p = base_pointer((const view *)F[in->ops[j]].o), r = 0;
    for (uint32_t i = 0; i < n && !r; i++) {
      int64_t o = F[in->ops[m + i]].i;
      if (o != 0 && !used[i] && o == p) {
        used[i] = true;
        r = o;
      }
    }
    F[in->res[j]].i = r;
  }
  int rc = 0;
  for (uint32_t i = 0; i < n && !rc; i++) {
    int64_t o = F[in->ops[m + i]].i;
    if (o != 0 && !used[i]) rc = free_pointer(I, in->op, o);
  }
  if (used != small) free(used);
  return rc;
}
static int dec_retain(decoder *D, const bo_op *op, insn *in) {
  (void)D;
  in->imm = seg(op, 0);
  if (in->imm + seg(op, 1) != in->nops || in->nres > (uint32_t)in->imm) return -1;
  in->vector_memrefs_ok = 1;
  in->fn = exec_retain;
  return 0;
}

#define DEC_DEALLOCATION_FREE dec_free
#define DEC_DEALLOCATION_GET_BUFFER dec_get_buffer
#define DEC_DEALLOCATION_NULL dec_null
#define DEC_DEALLOCATION_OWN dec_own
#define DEC_DEALLOCATION_RETAIN dec_retain

static const interp_hook k_hooks[] = {
#define BO_OP(id, name) [BO_##id] = {BO_OP_##id, DEC_##id},
#include "../dialects/deallocation_ops.h"
#undef BO_OP
};

const interp_table bo_interp_deallocation_table = {k_hooks, sizeof k_hooks / sizeof k_hooks[0]};
