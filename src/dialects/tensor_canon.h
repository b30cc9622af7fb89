/* tensor_canon.h - the tensor dialect's folders and canonicalization
 * patterns added for -canonicalize parity (issue 15, session 10), defined
 * in tensor_fold.c (folders) and tensor_canon.c (patterns); the op table in
 * tensor.c points at them.  Private to src/dialects/. */
#ifndef BUFOPT_TENSOR_CANON_H
#define BUFOPT_TENSOR_CANON_H

#include "fold.h"

/* v is the result of a tensor.cast whose source is at least as static as
 * its result (upstream's canFoldIntoConsumerOp). */
bool bo_tensor_cast_foldable_into_consumer(const bo_value *v);

int bo_tensor_fold_rank(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_tensor_fold_splat(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_tensor_fold_from_elements(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_tensor_fold_extract(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_tensor_fold_insert(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_tensor_fold_dim(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_tensor_fold_reshape_shape(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_tensor_fold_extract_slice(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_tensor_fold_insert_slice(bo_op *op, const bo_attr *const *c, bo_fold_result *r);

int bo_tensor_canonicalize_extract_slice(bo_op *op, bo_rewriter *rw);
int bo_tensor_canonicalize_insert_slice(bo_op *op, bo_rewriter *rw);
int bo_tensor_canonicalize_dim(bo_op *op, bo_rewriter *rw);
int bo_tensor_canonicalize_empty(bo_op *op, bo_rewriter *rw);
int bo_tensor_canonicalize_cast(bo_op *op, bo_rewriter *rw);
int bo_tensor_canonicalize_reshape_shape(bo_op *op, bo_rewriter *rw);
int bo_tensor_canonicalize_extract(bo_op *op, bo_rewriter *rw);
int bo_tensor_canonicalize_generate(bo_op *op, bo_rewriter *rw);
int bo_tensor_fold_pad(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_tensor_canonicalize_pad(bo_op *op, bo_rewriter *rw);
int bo_tensor_fold_concat(bo_op *op, const bo_attr *const *c, bo_fold_result *r);
int bo_tensor_canonicalize_concat(bo_op *op, bo_rewriter *rw);

#endif
