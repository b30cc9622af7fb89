/* linalg_internal.h - declarations shared by the linalg dialect's files.
 *
 * The dialect is split in five files: linalg.c (op table, the structured-op
 * model behind linalg.h, linalg.generic / index / yield and the shared
 * structured verifier), linalg_named.c (the named ops whose body is implied by
 * their name: fill, copy, matmul, ..., add, exp, ..., contract, elementwise),
 * linalg_dps.c (map, reduce, transpose, broadcast), linalg_conv.c (the
 * indexing maps of the convolutions and poolings, most from one table) and
 * linalg_pack.c (pack / unpack, which are not structured ops).  Every
 * structured op has one linalg_kind entry (the table is in linalg.c); it says
 * how the op's indexing maps, iterator types and (for named ops) body are
 * derived, so no code switches on op names.
 */
#ifndef BUFOPT_DIALECTS_LINALG_INTERNAL_H
#define BUFOPT_DIALECTS_LINALG_INTERNAL_H

#include "../ir/asm.h"
#include "linalg.h"

/* How an op's indexing maps and iterator types are derived. */
typedef enum linalg_maps_kind {
  LINALG_MAPS_GENERIC,      /* the indexing_maps / iterator_types properties */
  LINALG_MAPS_ELEMENTWISE,  /* identity over the output rank for every operand */
  LINALG_MAPS_FILL,         /* like elementwise, but the input is a scalar: () */
  LINALG_MAPS_MATMUL,
  LINALG_MAPS_BATCH_MATMUL,
  LINALG_MAPS_BATCH_REDUCE_MATMUL, /* C(m, n) += A(b, m, k) * B(b, k, n) */
  LINALG_MAPS_ELEMENTWISE_OP, /* linalg.elementwise: its indexing_maps (identities
                                 by default); every loop parallel */
  LINALG_MAPS_CONTRACT,     /* linalg.contract: its required indexing_maps; a loop
                               the output map lacks is a reduction */
  LINALG_MAPS_MATVEC,
  LINALG_MAPS_VECMAT,
  LINALG_MAPS_DOT,
  LINALG_MAPS_CONV_1D,      /* O(w) += I(w + kw) * K(kw): no strides / dilations */
  LINALG_MAPS_CONV_2D,      /* O(h, w) += I(h + kh, w + kw) * K(kh, kw): likewise */
  /* O(n, w, f) += I(n, w * s + kw * d, c) * K(kw, c, f), strides / dilations
   * of one entry (conv_1d_maps in linalg.c) */
  LINALG_MAPS_CONV_1D_NWC_WCF,
  /* the convolutions and poolings (conv_maps in linalg.c): every loop from
   * the fifth on is a reduction (the window and, for conv, the channel) */
  LINALG_MAPS_CONV_2D_NHWC_HWCF,
  LINALG_MAPS_CONV_2D_NCHW_FCHW,    /* I(n, c, h, w), K(f, c, kh, kw); _q adds 2 zero points */
  LINALG_MAPS_DEPTHWISE_NHWC_HWC,   /* I(n, h, w, c), K(kh, kw, c) -> O(n, oh, ow, c) */
  LINALG_MAPS_POOLING_NHWC,         /* I(n, h, w, c), window(kh, kw) -> O(n, oh, ow, c) */
  LINALG_MAPS_POOLING_NCHW,         /* I(n, c, h, w), window(kh, kw) -> O(n, c, oh, ow) */
  LINALG_MAPS_CONV_SPEC,            /* the other variants: one line each in linalg_conv.c */
  LINALG_MAPS_MAP,
  LINALG_MAPS_REDUCE,
  LINALG_MAPS_TRANSPOSE,
  LINALG_MAPS_BROADCAST
} linalg_maps_kind;

/* What the body of a named op computes (see linalg_named.c). */
typedef enum linalg_body_kind {
  LINALG_BODY_EXPLICIT,   /* written in the source: generic, map, reduce */
  LINALG_BODY_IDENTITY,   /* yield the first argument: transpose, broadcast */
  LINALG_BODY_FILL,       /* yield the scalar input unchanged */
  LINALG_BODY_COPY,       /* yield the input cast to the output type */
  LINALG_BODY_UNARY,      /* fop(in) */
  LINALG_BODY_BINARY,     /* fop/iop/bop(in0, in1) */
  LINALG_BODY_SELECT,     /* arith.select(in0, in1, in2) */
  LINALG_BODY_RECIPROCAL, /* 1.0 / in */
  LINALG_BODY_SQUARE,     /* in * in */
  LINALG_BODY_MUL_ADD,    /* out + cast(in0) * cast(in1): matmul & co */
  LINALG_BODY_MUL_ADD_ZP, /* out + (cast(in0) - cast(in2)) * (cast(in1) - cast(in3)) */
  LINALG_BODY_POOL        /* fop/iop(out, cast(in0)): pooling (in1 is the window) */
} linalg_body_kind;

typedef struct linalg_kind {
  const char *name;        /* BO_OP_NAME(LINALG_MATMUL) */
  linalg_maps_kind maps;
  linalg_body_kind body;
  unsigned num_inputs;     /* named ops: ins expected by the body builder */
  const char *fop, *iop, *bop; /* payload ops on float / integer / i1 elements
                                  (NULL: unsupported, see err) */
  const char *err;         /* message when the element type is unsupported */
  bool memoize;            /* maps cached in linalg.memoized_indexing_maps */
  bool maps_prop;          /* has an `indexing_maps` property (matmul) */
} linalg_kind;

/* The convolution and pooling maps kinds (strides / dilations attributes). */
static inline bool linalg_is_conv_maps(linalg_maps_kind m) {
  return m >= LINALG_MAPS_CONV_2D_NHWC_HWCF && m <= LINALG_MAPS_CONV_SPEC;
}

/* The kind of a structured op, NULL for other ops (yield, index, unknown). */
const linalg_kind *linalg_kind_of(const bo_op *op);
const linalg_kind *linalg_kind_by_name(const char *name);

/* ------------------------------------------------ shared parse and print */

/* `[<{props}>] [{attrs}] [ins(%a, %b : t, t)] [outs(%c : t)]`: appends the
 * resolved operands to st and, when not NULL, their types to ins_types /
 * outs_types (they are also left in st->tmp_types[0] / [1], and the
 * unresolved operands in st->tmp_operands[0] / [1]); *inline_props (when not NULL) receives the `<{...}>`
 * dictionary or NULL.  When segments is true sets operandSegmentSizes. */
int linalg_parse_common(bo_parser *p, bo_parse_state *st, bo_type_vec *ins_types,
                        bo_type_vec *outs_types, bool segments, const bo_attr **inline_props);
/* ` ins(...) outs(...)` for the operand ranges [0, nins) and [nins, n). */
void linalg_print_ins_outs(bo_printer *p, bo_op *op, unsigned nins);
/* `-> t` / `-> (t, t)` when the op has results. */
void linalg_print_results(bo_printer *p, bo_op *op);

/* Adds the default-valued properties MLIR gives a payload op of that name
 * (fastmath = none, overflowFlags = none) unless already set. */

/* The default indexing maps of matmul-like kinds (an array attribute). */
const bo_attr *linalg_fixed_maps(bo_context *ctx, linalg_maps_kind kind);

/* ------------------------------------------------------ building bodies */

/* Bodies built by parsers carry unknown locations, as MLIR's do.
 * linalg_body_begin adds the entry block with one argument per type and
 * returns a builder at its end; linalg_body_emit creates one op (with its
 * default payload properties) and returns it; linalg_body_yield ends the
 * block. */
bo_builder linalg_body_begin(bo_context *ctx, bo_region *r, const bo_type *const *arg_types,
                             unsigned n);
bo_op *linalg_body_emit(bo_builder *b, const char *name, bo_value *const *operands, unsigned n,
                        const bo_type *result_type);
void linalg_body_yield(bo_builder *b, bo_value *const *values, unsigned n);
/* The element type of a shaped type, or the type itself. */
const bo_type *linalg_elem_type(const bo_type *t);

/* ------------------------------------------------------------ verifiers */

/* DestinationStyleOpInterface: outs are ranked tensors or memrefs, one result
 * per tensor out with its type. */
int linalg_verify_dps(bo_op *op);
/* LinalgStructuredInterface (after the body was verified): maps vs operands,
 * ranks, static shapes, block arguments. */
int linalg_verify_structured(bo_op *op);

/* ------------------------------------------------------- per-file hooks */

/* linalg_named.c */
int linalg_named_parse(bo_parser *p, bo_parse_state *st);
void linalg_named_print(bo_printer *p, bo_op *op);
int linalg_named_verify(bo_op *op);
int linalg_named_verify_regions(bo_op *op);
void linalg_named_build_pending(bo_op *op);
extern const char *const linalg_named_attrs[];         /* operandSegmentSizes */
extern const char *const linalg_copy_attrs[];          /* + cast */
extern const char *const linalg_matmul_attrs[];        /* + cast, indexing_maps */
extern const char *const linalg_conv_attrs[];          /* + dilations, strides */
extern const char *const linalg_elementwise_attrs[];   /* indexing_maps, kind, segments */

/* linalg_dps.c */
int linalg_map_parse(bo_parser *p, bo_parse_state *st);
void linalg_map_print(bo_printer *p, bo_op *op);
int linalg_map_verify(bo_op *op);
void linalg_map_result_names(bo_op *op, bo_name_setter *s);
void linalg_map_block_arg_names(bo_op *op, bo_region *r, bo_name_setter *s);
int linalg_reduce_parse(bo_parser *p, bo_parse_state *st);
void linalg_reduce_print(bo_printer *p, bo_op *op);
int linalg_reduce_verify(bo_op *op);
void linalg_reduce_result_names(bo_op *op, bo_name_setter *s);
int linalg_transpose_parse(bo_parser *p, bo_parse_state *st);
void linalg_transpose_print(bo_printer *p, bo_op *op);
int linalg_transpose_verify(bo_op *op);
void linalg_transpose_result_names(bo_op *op, bo_name_setter *s);
int linalg_broadcast_parse(bo_parser *p, bo_parse_state *st);
void linalg_broadcast_print(bo_printer *p, bo_op *op);
int linalg_broadcast_verify(bo_op *op);
void linalg_broadcast_result_names(bo_op *op, bo_name_setter *s);
int linalg_dps_verify_regions(bo_op *op);

/* linalg_conv.c: the maps of the convolutions and poolings */
const bo_attr *linalg_dims_map(bo_context *ctx, unsigned ndims, const unsigned *dims, unsigned k); /* linalg.c */
const bo_attr *linalg_conv_maps(const bo_op *op, const linalg_kind *k, unsigned n, const bo_attr **maps);
const bo_attr *linalg_conv_1d_maps(const bo_op *op, unsigned n, const bo_attr **maps);
const bo_attr *linalg_conv_spec_maps(const bo_op *op, const linalg_kind *k, unsigned n, const bo_attr **maps);
/* strides / dilations entries (the number of spatial dims; 2 for the
 * conv_desc kinds), whether the op has them, and the iterator types. */
unsigned linalg_conv_spatial_dims(const linalg_kind *k);
bool linalg_conv_has_params(const linalg_kind *k);
bool linalg_conv_spec_is_reduction(const linalg_kind *k, unsigned loop);

/* linalg_pack.c: linalg.pack / linalg.unpack */
int linalg_pack_parse(bo_parser *p, bo_parse_state *st);
int linalg_unpack_parse(bo_parser *p, bo_parse_state *st);
void linalg_relayout_print(bo_printer *p, bo_op *op);
int linalg_relayout_verify(bo_op *op);
void linalg_pack_result_names(bo_op *op, bo_name_setter *s);
void linalg_unpack_result_names(bo_op *op, bo_name_setter *s);
extern const char *const linalg_pack_attrs[], *const linalg_unpack_attrs[];

#endif
