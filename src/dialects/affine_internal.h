/* affine_internal.h - what affine.c and affine_misc.c share: the op hooks
 * affine_misc.c defines for affine.c's op table, and affine.c's helpers
 * the misc ops use.  Not installed; not exported (the library is built
 * with hidden visibility). */
#ifndef BO_DIALECTS_AFFINE_INTERNAL_H
#define BO_DIALECTS_AFFINE_INTERNAL_H

#include "bufopt/ir.h"
#include "../ir/asm.h"

/* affine.linearize_index / delinearize_index, affine.prefetch,
 * affine.dma_start / dma_wait (affine_misc.c) */
int affine_parse_linearize(bo_parser *p, bo_parse_state *st);
void affine_print_linearize(bo_printer *p, bo_op *op);
int affine_verify_linearize(bo_op *op);
int affine_parse_delinearize(bo_parser *p, bo_parse_state *st);
void affine_print_delinearize(bo_printer *p, bo_op *op);
int affine_verify_delinearize(bo_op *op);
int affine_parse_prefetch(bo_parser *p, bo_parse_state *st);
void affine_print_prefetch(bo_printer *p, bo_op *op);
int affine_verify_prefetch(bo_op *op);
int affine_parse_dma_start(bo_parser *p, bo_parse_state *st);
void affine_print_dma_start(bo_printer *p, bo_op *op);
int affine_verify_dma_start(bo_op *op);
int affine_parse_dma_wait(bo_parser *p, bo_parse_state *st);
void affine_print_dma_wait(bo_printer *p, bo_op *op);
int affine_verify_dma_wait(bo_op *op);

/* affine.c's helpers the misc ops share */
/* the most values one valid-dim / valid-symbol check visits (past it the
 * operand is accepted): linear verification on deep index DAGs */
#define SYMBOL_CHECK_BUDGET 256
int affine_parse_attr_dict(bo_parser *p, bo_parse_state *st);
const bo_type *affine_index_type(bo_parser *p);
bool affine_is_index(const bo_value *v);
/* MLIR 22's valid affine symbol / dim rules for an operand of user, in
 * user's affine scope (isValidSymbol / isValidDim (value, getAffineScope
 * (user)), as the verifiers ask); *budget counts down the values visited */
bool affine_valid_symbol(const bo_op *user, const bo_value *v, unsigned *budget);
bool affine_valid_dim(const bo_op *user, const bo_value *v, unsigned *budget);
/* `[` subscripts `]` as affine expressions over SSA values, into *map */
int affine_parse_subscripts(bo_parser *p, bo_parse_state *st, const bo_attr **map);
void affine_print_subscripts(bo_printer *p, bo_op *op, unsigned from, const bo_attr *map);

#endif
