/* passes.h - registration of the passes built into bufopt.
 *
 * bo_register_builtin_passes is called by bo_register_all_passes
 * (src/init/register.c, the composition root); it
 * registers every pass of src/pass and src/transforms.  A new pass adds its
 * bo_pass_info declaration here and one line to bo_register_builtin_passes
 * (src/pass/pass_manager.c).
 */
#ifndef BUFOPT_PASSES_H
#define BUFOPT_PASSES_H

#include "bufopt/pass.h"

void bo_register_builtin_passes(bo_context *ctx);

/* The pass descriptions (src/transforms/<name>.c). */
extern const bo_pass_info bo_pass_symbol_dce;
extern const bo_pass_info bo_pass_strip_debuginfo;
extern const bo_pass_info bo_pass_convert_seq_to_memref;
extern const bo_pass_info bo_pass_convert_onnx_seq_to_krnl;
extern const bo_pass_info bo_pass_one_shot_bufferize;
extern const bo_pass_info bo_pass_ownership_based_buffer_deallocation;
extern const bo_pass_info bo_pass_bufferization_lower_deallocations;
extern const bo_pass_info bo_pass_buffer_deallocation_simplification;
extern const bo_pass_info bo_pass_empty_tensor_to_alloc_tensor;
extern const bo_pass_info bo_pass_test_tensor_copy_insertion;
extern const bo_pass_info bo_pass_eliminate_empty_tensors;
extern const bo_pass_info bo_pass_drop_equivalent_buffer_results;
extern const bo_pass_info bo_pass_buffer_results_to_out_params;
extern const bo_pass_info bo_pass_canonicalize;
extern const bo_pass_info bo_pass_cse;
extern const bo_pass_info bo_pass_expand_realloc;
extern const bo_pass_info bo_pass_buffer_deallocation_pipeline;
extern const bo_pass_info bo_pass_bufferization_pipeline;
extern const bo_pass_info bo_pass_hlo_deallocate;
extern const bo_pass_info bo_pass_hlo_deallocation_simplification;
extern const bo_pass_info bo_pass_hlo_deallocation_to_scf;
extern const bo_pass_info bo_pass_hlo_deallocation_to_memref;
extern const bo_pass_info bo_pass_hlo_buffer_reuse;
extern const bo_pass_info bo_pass_hlo_split_alloc_tensors;
extern const bo_pass_info bo_pass_hlo_deallocation_pipeline;
extern const bo_pass_info bo_pass_hlo_convert_deallocation_ops_to_llvm;

extern const bo_pass_info bo_pass_optimize_allocation_liveness;
extern const bo_pass_info bo_pass_promote_buffers_to_stack;
extern const bo_pass_info bo_pass_buffer_hoisting;
extern const bo_pass_info bo_pass_buffer_loop_hoisting;
extern const bo_pass_info bo_pass_merge_alloc;
extern const bo_pass_info bo_pass_gc_merge_alloc;
extern const bo_pass_info bo_pass_static_memory_planner_analysis;

#endif
