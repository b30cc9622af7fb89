/* linalg_softmax.h - the hooks of linalg.softmax and the Winograd
 * transforms (linalg_softmax.c), for the linalg dialect's op table. */
#ifndef BUFOPT_DIALECTS_LINALG_SOFTMAX_H
#define BUFOPT_DIALECTS_LINALG_SOFTMAX_H

#include "../ir/asm.h"
#include "bufferize_ifaces.h"

int bo_linalg_softmax_parse(bo_parser *p, bo_parse_state *st);
void bo_linalg_softmax_print(bo_printer *p, bo_op *op);
int bo_linalg_softmax_verify(bo_op *op);
extern const bo_bufferize_iface bo_linalg_softmax_bufferize;
/* The three winograd_*_transform ops share their hooks. */
int bo_linalg_winograd_parse(bo_parser *p, bo_parse_state *st);
void bo_linalg_winograd_print(bo_printer *p, bo_op *op);
int bo_linalg_winograd_verify(bo_op *op);

#endif
