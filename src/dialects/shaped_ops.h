/* shaped_ops.h - syntax and verification helpers shared by the tensor and
 * memref dialects (defined in shaped_ops.c).
 *
 * tensor and memref have many ops of the same shape: casts, dim/rank,
 * reshape, expand_shape/collapse_shape, and the offset/size/stride slicing
 * ops (tensor.extract_slice, memref.subview, ...).  Their custom syntax and the
 * checks that do not depend on the buffer/value distinction live here once.
 * Mixed static/dynamic index lists keep MLIR's encoding: a `static_*` dense
 * i64 array with BO_DYNAMIC where the value comes from the next operand of the
 * matching operand segment.
 */
#ifndef BUFOPT_SHAPED_OPS_H
#define BUFOPT_SHAPED_OPS_H

#include "../ir/asm.h"
#include "common.h"

/* bo_i64_vec comes from asm.h. */

/* ------------------------------------------- accessors of the verifiers */

static inline bool is_dyn(int64_t v) { return v == BO_DYNAMIC; }
static inline const bo_type *operand_type(bo_op *op, unsigned i) {
  return bo_value_get_type(bo_op_get_operand(op, i));
}
static inline const bo_type *result_type(bo_op *op, unsigned i) {
  return bo_value_get_type(bo_op_get_result(op, i));
}
/* Region/result/operand counts of ODS, with its messages; min_operands
 * applies when operands < 0 (variadic). */
static inline int verify_shape(bo_op *op, int regions, int results, int operands,
                               unsigned min_operands) {
  if (bo_verify_counts(op, regions, results, 0, operands)) return -1;
  return operands < 0 ? bo_verify_min_operands(op, min_operands) : 0;
}

/* ---------------------------------------------------- operation families */

/* `$source attr-dict : type($source) to type($result)` (casts). */
int bo_shaped_parse_cast(bo_parser *p, bo_parse_state *st);
void bo_shaped_print_cast(bo_printer *p, bo_op *op);
/* `attr-dict $source, $index : type($source)` -> index. */
int bo_shaped_parse_dim(bo_parser *p, bo_parse_state *st);
void bo_shaped_print_dim(bo_printer *p, bo_op *op);
/* `$source attr-dict : type($source)` -> index. */
/* `$operand attr-dict : type($operand)`, with an index result when
 * index_result (rank); the printer elides the n attribute names of
 * elided. */
int bo_shaped_parse_unary_typed(bo_parser *p, bo_parse_state *st, bool index_result);
void bo_shaped_print_unary_typed(bo_printer *p, bo_op *op, const char *const *elided, size_t n);
/* Indexed element access.  Read: `$x[$indices] attr-dict : type($x)` with
 * the element type as result (memref.load, tensor.extract).  Write:
 * `$value, $x[$indices] ...` (memref.store) or `$value into $x[...] ...`
 * with type($x) as result (tensor.insert).  memref: the type must be a
 * memref, else a tensor.  print_indexed prints `$x[$indices]` for the
 * shaped operand at `index` (the indices are the operands after it). */
int bo_shaped_parse_indexed_read(bo_parser *p, bo_parse_state *st, bool memref);
int bo_shaped_parse_indexed_write(bo_parser *p, bo_parse_state *st, bool memref);
void bo_shaped_print_indexed(bo_printer *p, bo_op *op, unsigned index);
/* Their pieces: `%x[%i, ...]` unresolved; %x resolved with type t and
 * appended to st, then the indices as index values; an error at loc
 * unless t is a memref (memref) or a tensor. */
int bo_shaped_parse_indexed(bo_parser *p, bo_unresolved *x, bo_unresolved_vec *idx);
int bo_shaped_resolve_indexed(bo_parser *p, bo_parse_state *st, const bo_unresolved *x,
                              const bo_unresolved_vec *idx, const bo_type *t);
int bo_shaped_require_type(bo_parser *p, bo_loc loc, const bo_type *t, bool memref);
/* One mixed static/dynamic list: `[` the static values of prop, with the
 * operands of segment `segment` where they are '?' `]`. */
void bo_shaped_print_mixed_list(bo_printer *p, bo_op *op, const char *prop, unsigned segment);
int bo_shaped_parse_rank(bo_parser *p, bo_parse_state *st);
void bo_shaped_print_rank(bo_printer *p, bo_op *op);
/* `$operand attr-dict : type($operand)`, no result (dealloc, yield). */
int bo_shaped_parse_typed_operand(bo_parser *p, bo_parse_state *st);
void bo_shaped_print_typed_operand(bo_printer *p, bo_op *op);
/* `$source [..] [..] [..] attr-dict : T to R` (extract_slice, subview). */
int bo_shaped_parse_source_slice(bo_parser *p, bo_parse_state *st);
void bo_shaped_print_source_slice(bo_printer *p, bo_op *op);
/* The properties a slicing op's custom form does not print in its attr-dict. */
extern const char *const bo_shaped_slice_elided[4];
/* `$source($shape) attr-dict : (T, S) -> R`. */
int bo_shaped_parse_reshape(bo_parser *p, bo_parse_state *st);
void bo_shaped_print_reshape(bo_printer *p, bo_op *op);
/* `$src [[0, 1], [2]] output_shape [..] attr-dict : T into R`. */
int bo_shaped_parse_expand_shape(bo_parser *p, bo_parse_state *st);
void bo_shaped_print_expand_shape(bo_printer *p, bo_op *op);
/* `$src [[0, 1], [2]] attr-dict : T into R`. */
int bo_shaped_parse_collapse_shape(bo_parser *p, bo_parse_state *st);
void bo_shaped_print_collapse_shape(bo_printer *p, bo_op *op);

/* ------------------------------------------------ offsets/sizes/strides */

/* The three `[..] [..] [..]` lists of a slicing op, as parsed. */
typedef struct bo_slice_lists {
  bo_unresolved_vec dyn[3];
  bo_i64_vec statics[3];
} bo_slice_lists;

/* Parses `[..] [..] [..]` (spaces optional) into l. */
int bo_shaped_parse_slice_lists(bo_parser *p, bo_slice_lists *l);
/* Resolves the dynamic values as index operands (appended to st), stores the
 * static_offsets/sizes/strides properties and operandSegmentSizes with
 * num_leading leading single-operand segments (and num_trailing empty ones);
 * frees l.  Returns 0 or -1. */
int bo_shaped_finish_slice(bo_parser *p, bo_parse_state *st, bo_slice_lists *l,
                           unsigned num_leading, unsigned num_trailing);
void bo_shaped_slice_lists_free(bo_slice_lists *l);
/* Prints `[..] [..] [..]` from the properties and segments first_segment..+2. */
void bo_shaped_print_slice_lists(bo_printer *p, bo_op *op, unsigned first_segment);
/* MLIR's OffsetSizeAndStrideOpInterface verifier.  max_ranks: how many
 * entries each list must have (offsets, sizes, strides). */
int bo_shaped_verify_offset_size_stride(bo_op *op, unsigned first_segment,
                                        const unsigned max_ranks[3]);
/* Reads static_offsets/static_sizes/static_strides (after the verifier above
 * succeeded they exist and agree in length); returns the rank. */
unsigned bo_shaped_slice_statics(bo_op *op, const int64_t **offsets, const int64_t **sizes,
                                 const int64_t **strides);
/* "offset i is out-of-bounds" / "slice along dimension i runs out-of-bounds". */
int bo_shaped_verify_in_bounds(bo_op *op, const int64_t *shape, unsigned rank,
                               const int64_t *offsets, const int64_t *sizes,
                               const int64_t *strides);
/* Greedy unit-dimension matching of reduced against original; dropped (may be
 * NULL) receives which original dims were dropped.  False when no match. */
bool bo_shaped_rank_reduction_mask(const int64_t *orig, unsigned orank, const int64_t *reduced,
                                   unsigned rrank, bool *dropped);

/* -------------------------------------------------------------- misc */

/* A dense i64 array property, or NULL (with *n = 0) when absent/ill-kinded. */
const int64_t *bo_shaped_prop_i64s(bo_op *op, const char *name, unsigned *n);
/* operandSegmentSizes: n entries summing to the operand count (MLIR's
 * AttrSizedOperandSegments check and message). */
int bo_shaped_verify_segments(bo_op *op, unsigned n);
/* "incorrect number of dynamic sizes, has N, expected M" against t's '?'s. */
int bo_shaped_verify_dynamic_count(bo_op *op, const bo_type *t, unsigned num_dynamic);
/* Number of '?' dimensions of a ranked shaped type. */
unsigned bo_shaped_num_dynamic_dims(const bo_type *t);

/* Reassociation `[[0, 1], [2]]` decoded into flat arrays. */
typedef struct bo_reassoc {
  unsigned num_groups;
  unsigned *start; /* num_groups + 1 offsets into dims */
  int64_t *dims;
} bo_reassoc;
/* 0 on success; -1 when a is not an array of arrays of integers. */
int bo_shaped_reassoc_decode(const bo_attr *a, bo_reassoc *out);
void bo_shaped_reassoc_free(bo_reassoc *r);
/* The size group g of r collapses shape into: the product of its sizes, 0
 * when one is 0, INT64_MAX when the product passes int64 (it then matches no
 * static size), BO_DYNAMIC when one is dynamic.  The group's dims must be in
 * shape.  Shared by memref's and tensor's expand/collapse_shape. O(group). */
int64_t bo_shaped_group_size(const int64_t *shape, const bo_reassoc *r, unsigned g);
/* expand_shape's static_output_shape against the result rank and the
 * dynamic output_shape operands (all but the source); `what` names the
 * entries in the count message ("bounds" for memref, "dims" for tensor, as
 * upstream words them).  0 and the sizes in *statics, or -1 after an error. */
int bo_shaped_verify_static_output_shape(bo_op *op, unsigned rank, const char *what,
                                         const int64_t **statics);

/* Type spellings for diagnostics: each bo_tnames_get returns a malloc'ed
 * string owned by the bo_tnames, released together by bo_tnames_free.
 *   bo_tnames T = {0};
 *   bo_op_emit_error(op, "'%s' vs '%s'", bo_tnames_get(&T, a), bo_tnames_get(&T, b));
 *   bo_tnames_free(&T); */
typedef struct bo_tnames {
  char *s[8];
  unsigned n;
} bo_tnames;
static inline const char *bo_tnames_get(bo_tnames *t, const bo_type *ty) {
  if (t->n == 8) return "?";
  return t->s[t->n++] = bo_type_to_string(ty);
}
static inline const char *bo_tnames_attr(bo_tnames *t, const bo_attr *a) {
  if (t->n == 8) return "?";
  return t->s[t->n++] = bo_attr_to_string(a);
}
static inline void bo_tnames_free(bo_tnames *t) {
  for (unsigned i = 0; i < t->n; i++) free(t->s[i]);
  t->n = 0;
}

/* The property upstream's builders give every memref.load and memref.store
 * they create, `nontemporal = false` (the default; shown in the generic
 * form only).  For passes that build loads and stores. */
bo_named_attr bo_memref_nontemporal_default(bo_context *ctx);

#endif
