/* bufferize_ifaces.h - the One-Shot Bufferize hooks of each dialect's ops
 * (defined in src/dialects/<dialect>_bufferize.c, pointed to by the
 * `.bufferize` field of the op tables).  See src/analysis/bufferize_iface.h.
 */
#ifndef BUFOPT_DIALECTS_BUFFERIZE_IFACES_H
#define BUFOPT_DIALECTS_BUFFERIZE_IFACES_H

#include "../analysis/bufferize_iface.h"

extern const bo_bufferize_iface bo_arith_constant_bufferize;
extern const bo_bufferize_iface bo_func_return_bufferize, bo_func_call_bufferize,
    bo_func_func_bufferize;
/* The bufferization.* argument attributes of a function op (func_bufferize.c). */
int bo_bufferization_verify_arg_attrs(bo_op *func);
extern const bo_bufferize_iface bo_linalg_structured_bufferize, bo_linalg_copy_bufferize,
    bo_linalg_relayout_bufferize;
extern const bo_bufferize_iface bo_tensor_empty_bufferize, bo_tensor_extract_bufferize,
    bo_tensor_insert_bufferize, bo_tensor_dim_bufferize, bo_tensor_extract_slice_bufferize,
    bo_tensor_insert_slice_bufferize, bo_tensor_parallel_insert_slice_bufferize, bo_tensor_cast_bufferize, bo_tensor_rank_bufferize,
    bo_tensor_from_elements_bufferize, bo_tensor_splat_bufferize,
    bo_tensor_generate_bufferize, bo_tensor_pad_bufferize, bo_tensor_expand_shape_bufferize,
    bo_tensor_collapse_shape_bufferize, bo_tensor_reshape_bufferize, bo_tensor_concat_bufferize;
extern const bo_bufferize_iface bo_bufferization_alloc_tensor_bufferize,
    bo_bufferization_materialize_bufferize, bo_bufferization_to_tensor_bufferize,
    bo_bufferization_to_buffer_bufferize, bo_bufferization_dealloc_tensor_bufferize;
extern const bo_bufferize_iface bo_arith_select_bufferize;
extern const bo_bufferize_iface bo_scf_region_branch_bufferize, bo_scf_execute_region_bufferize,
    bo_scf_yield_bufferize, bo_scf_for_bufferize;
extern const bo_bufferize_iface bo_cf_br_bufferize, bo_cf_cond_br_bufferize, bo_cf_switch_bufferize;
extern const bo_bufferize_iface bo_scf_while_bufferize, bo_scf_condition_bufferize;
extern const bo_bufferize_iface bo_scf_forall_bufferize, bo_scf_in_parallel_bufferize;

/* Shared by the hook files: creates op `name` before the op being
 * rewritten (props may be NULL). */
bo_op *bo_bufferize_build(bo_bufferizer *bz, const char *name, unsigned num_operands,
                          bo_value *const *operands, unsigned num_results,
                          const bo_type *const *result_types, unsigned num_props,
                          const bo_named_attr *props);

#endif
