/* memref_canon.h - the memref canonicalization patterns of memref_canon.c
 * (installed by the memref op table, src/dialects/memref.c). */
#ifndef BUFOPT_MEMREF_CANON_H
#define BUFOPT_MEMREF_CANON_H

#include "../ir/ir_private.h"
#include "fold.h"

/* memref.subview: the constant-argument folder, the memref.cast folder,
 * then the trivial-subview folder (memref_fold.c), in upstream's order. */
int bo_memref_canonicalize_subview_all(bo_op *op, bo_rewriter *rw);

/* memref.dim: DimOfMemRefReshape, then the to_tensor/to_buffer dim
 * pattern of bufferization_fold.c. */
int bo_memref_canonicalize_dim_all(bo_op *op, bo_rewriter *rw);
/* memref.collapse_shape: a collapse of a collapse or of an expand composed
 * into one reshape (or a cast), CollapseShapeOpMemRefCastFolder;
 * memref.expand_shape: an expand of an expand composed into one. */
int bo_memref_canonicalize_collapse_shape(bo_op *op, bo_rewriter *rw);
int bo_memref_canonicalize_expand_shape(bo_op *op, bo_rewriter *rw);
/* memref.alloca_scope: AllocaScopeInliner, then AllocaScopeHoister. */
int bo_memref_canonicalize_alloca_scope(bo_op *op, bo_rewriter *rw);
/* memref.collapse_shape's folder (bo_fold_reshape and collapse(expand)). */
int bo_memref_fold_collapse_shape(bo_op *op, const bo_attr *const *c, bo_fold_result *r);

/* memref.transpose's folder (identity; transpose of a transpose). */
int bo_memref_fold_transpose(bo_op *op, const bo_attr *const *c, bo_fold_result *r);

/* extract_strided_metadata: static results become constants;
 * reinterpret_cast: of extract_strided_metadata, constant arguments. */
int bo_memref_canonicalize_extract_strided_metadata(bo_op *op, bo_rewriter *rw);
int bo_memref_canonicalize_reinterpret_cast(bo_op *op, bo_rewriter *rw);

/* Replaces op (one memref result) by v, built before op, through a
 * memref.cast to op's result type when v's type differs. */
void bo_memref_replace_casting(bo_op *op, bo_rewriter *rw, bo_value *v);

#endif
