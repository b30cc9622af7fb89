/* memref_internal.h - what the memref dialect's files share: the small
 * helpers of its syntax and verifiers (static inline, so each file that
 * uses one gets its own copy) and the op hooks that memref_views.c defines
 * for the op table in memref.c.  The helpers shared with the tensor dialect
 * are declared in shaped_ops.h.
 */
#ifndef BUFOPT_MEMREF_INTERNAL_H
#define BUFOPT_MEMREF_INTERNAL_H

#include <stdio.h>

#include "common.h"
#include "shaped_ops.h"
#include "memory_iface.h"
#include "fold.h"
#include "../support/checked.h"

/* ------------------------------------------------------------ utilities */


/* MLIR's SaturatedInteger arithmetic: '?' absorbs, but 0 * '?' is 0.  A
 * result past int64 (undefined in MLIR's C++) is '?' here: no static
 * number describes it. */
static inline int64_t sat_mul(int64_t a, int64_t b) {
  if (a == 0 || b == 0) return 0;
  int64_t r;
  if (is_dyn(a) || is_dyn(b) || bo_mul_overflow_i64(a, b, &r)) return BO_DYNAMIC;
  return r;
}
static inline int64_t sat_add(int64_t a, int64_t b) {
  int64_t r;
  if (is_dyn(a) || is_dyn(b) || bo_add_overflow_i64(a, b, &r)) return BO_DYNAMIC;
  return r;
}

static inline bool is_ranked_memref(const bo_type *t) { return bo_type_get_kind(t) == BO_TYPE_MEMREF; }

/* Gathers operands [start, start+n) into a malloc'ed array for the printers
 * that take value arrays. */
static inline bo_value **gather_operands(bo_op *op, unsigned start, unsigned n) {
  bo_value **v = malloc((n ? n : 1) * sizeof *v);
  for (unsigned i = 0; i < n; i++) v[i] = bo_op_get_operand(op, start + i);
  return v;
}


/* An `alignment` property must be a positive power-of-two i64 when present. */
static inline int verify_alignment_attr(bo_op *op) {
  const bo_attr *a = bo_op_get_prop(op, "alignment");
  if (!a) return 0;
  int64_t v = bo_attr_get_kind(a) == BO_ATTR_INTEGER ? bo_attr_get_int(a) : 0;
  if (bo_attr_get_kind(a) != BO_ATTR_INTEGER || !bo_type_is_integer(bo_attr_get_type(a), 64) ||
      bo_type_get_signedness(bo_attr_get_type(a)) != BO_SIGNLESS || v <= 0 || (v & (v - 1)))
    return bo_op_emit_error(op, "attribute 'alignment' failed to satisfy constraint: 64-bit "
                                "signless integer attribute whose value is positive and whose "
                                "value is a power of two > 0");
  return 0;
}

/* MemRefLayoutAttrInterface::isIdentity: no layout, or a strided layout that
 * spells the identity map (offset 0 and, per dimension, the row-major
 * stride of a rank <= 1 memref). */
static inline bool layout_is_identity(const bo_type *t) {
  const bo_attr *l = bo_type_get_layout(t);
  if (!l) return true;
  if (bo_attr_get_kind(l) == BO_ATTR_STRIDED) {
    unsigned r = bo_attr_strided_rank(l);
    if (bo_attr_strided_offset(l) != 0 || r > 1) return false;
    return r == 0 || bo_attr_strided_strides(l)[0] == 1;
  }
  if (bo_attr_get_kind(l) == BO_ATTR_AFFINE_MAP) {
    unsigned n = bo_affine_map_num_results(l);
    if (bo_affine_map_num_symbols(l) || bo_affine_map_num_dims(l) != n) return false;
    for (unsigned i = 0; i < n; i++) {
      const bo_affine_expr *e = bo_affine_map_result(l, i);
      if (bo_affine_get_kind(e) != BO_AFFINE_DIM || bo_affine_get_value(e) != (int64_t)i)
        return false;
    }
    return true;
  }
  return false;
}

/* Strides and offset; false when the layout is not strided. */
static inline bool strides_and_offset(const bo_type *t, int64_t *strides, int64_t *offset) {
  return bo_type_get_strides_and_offset(t, strides, offset) == 0;
}

/* ------------------------------------------- hooks of memref_views.c */

int bo_memref_verify_subview(bo_op *op);
int bo_memref_parse_view(bo_parser *p, bo_parse_state *st);
void bo_memref_print_view(bo_printer *p, bo_op *op);
int bo_memref_verify_view(bo_op *op);
int bo_memref_verify_cast(bo_op *op);
int bo_memref_verify_memspace_cast(bo_op *op);
int bo_memref_parse_reinterpret_cast(bo_parser *p, bo_parse_state *st);
void bo_memref_print_reinterpret_cast(bo_printer *p, bo_op *op);
int bo_memref_verify_reinterpret_cast(bo_op *op);
int bo_memref_verify_expand_shape(bo_op *op);
int bo_memref_verify_collapse_shape(bo_op *op);
/* memref_misc.c: dma_start, dma_wait, prefetch, generic_atomic_rmw, atomic_yield,
 * transpose, distinct_objects. */
#define BO_MEMREF_MISC_HOOKS(x)                                          \
  int bo_memref_parse_##x(bo_parser *p, bo_parse_state *st);            \
  void bo_memref_print_##x(bo_printer *p, bo_op *op);                   \
  int bo_memref_verify_##x(bo_op *op);
BO_MEMREF_MISC_HOOKS(dma_start)
BO_MEMREF_MISC_HOOKS(dma_wait)
BO_MEMREF_MISC_HOOKS(prefetch)
BO_MEMREF_MISC_HOOKS(generic_atomic_rmw)
BO_MEMREF_MISC_HOOKS(atomic_yield)
BO_MEMREF_MISC_HOOKS(transpose)
BO_MEMREF_MISC_HOOKS(distinct_objects)
#undef BO_MEMREF_MISC_HOOKS

/* Upstream's computeMemRefRankReductionMask (memref_views.c): which dims of
 * `orig` the rank reduction to `red` (static sizes `sizes`) dropped, from
 * unit sizes and, when ambiguous, the strides that survive; false when no
 * consistent mask exists.  O(rank^2). */
bool bo_memref_reduction_mask(const bo_type *orig, const bo_type *red, const int64_t *sizes,
                              bool *dropped);

#endif
