/* tensor_gather.h - the hooks of tensor.gather and tensor.scatter
 * (tensor_gather.c), for the tensor dialect's op table in tensor.c. */
#ifndef BUFOPT_DIALECTS_TENSOR_GATHER_H
#define BUFOPT_DIALECTS_TENSOR_GATHER_H

#include "../ir/asm.h"
#include "fold.h"

int bo_tensor_gather_parse(bo_parser *p, bo_parse_state *st);
int bo_tensor_scatter_parse(bo_parser *p, bo_parse_state *st);
void bo_tensor_gather_print(bo_printer *p, bo_op *op);
void bo_tensor_scatter_print(bo_printer *p, bo_op *op);
int bo_tensor_gather_verify(bo_op *op);
int bo_tensor_scatter_verify(bo_op *op);
int bo_tensor_gather_fold(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
void bo_tensor_gather_result_names(bo_op *op, bo_name_setter *s);
void bo_tensor_scatter_result_names(bo_op *op, bo_name_setter *s);

#endif
