/* bufferizer.h - the state of one One-Shot Bufferize run (struct
 * bo_bufferizer), shared by the pass's driver
 * (src/transforms/one_shot_bufferize.c) and the services the ops' rewrite
 * hooks call (src/interfaces/bufferize.c).  Private to those two files; the
 * hooks see bo_bufferizer as an opaque type (bufferize_iface.h).
 *
 * The helpers declared at the end are used by both files; they keep the
 * names they had as static functions of the pass (hidden: not part of the
 * library's ABI).
 */
#ifndef BUFOPT_INTERFACES_BUFFERIZER_H
#define BUFOPT_INTERFACES_BUFFERIZER_H

#include "../analysis/one_shot_analysis.h"
#include "../dialects/bufferize_ifaces.h"
#include "../ir/ir_private.h"

typedef enum { FUNC_TODO, FUNC_IN_PROGRESS, FUNC_DONE, FUNC_FAILED } func_status;

typedef struct func_info {
  bo_op *op;
  bo_osb_analysis *analysis;
  func_status status;          /* of the rewrite */
  func_status analysis_status; /* of the analysis (callees first) */
  bool cyclic;                 /* in or calling into a call cycle: no summary */
  const bo_type *tensor_type;  /* the signature before bufferization */
} func_info;

/* What is being rewritten right now (one function). */
typedef struct func_state {
  func_info *fi;
  bo_builder builder;
  bo_value **buffer_by_id;
  uint32_t num_ids;
  bo_mapping *buffers;
  bo_mapping *arg_reads;      /* operand (bo_use) -> to_buffer of a block argument, see read_buffer */
  BO_VEC(bo_op *) rewritten;  /* erased at the end */
  /* dialect-filter without bufferization (upstream's copies and
   * allocations stay alloc_tensor ops on tensors): */
  bool tensor_allocs;         /* that mode */
  bo_mapping *tensors;        /* tensor value -> the tensor upstream has for it then */
  bo_mapping *fresh;          /* to_buffer of a new alloc_tensor -> itself */
  bo_mapping *arg_tensors;    /* block argument given a buffer -> its to_tensor (arg_tensor) */
  bo_mapping *early_copies;   /* operand (bo_use) -> its copy made ahead (prefetch_argument_reads) */
  bo_mapping *pre_copies;     /* skip_analysis: operand (bo_use) -> its copy (pre_copy_operands) */
  BO_VEC(bo_op *) made_allocs; /* skip_analysis: allocations made, erased at the end when unused */
  const char *refused;        /* why the op being rewritten is refused */
  bo_mapping *erase_unused;   /* ops erased at the end when unused (erase_when_unused) */
  BO_VEC(bo_op *) unused;     /* the same, in order */
} func_state;

struct bo_bufferizer {
  bo_context *ctx;
  bo_op *module;
  const bo_bufferize_options *opts;
  BO_VEC(func_info) funcs;
  bo_mapping *symbols;   /* interned name -> op, or func_info index + 1 for funcs */
  bo_mapping *globals;   /* dense attr -> interned global name */
  bo_mapping *counters;  /* "" -> next global name suffix */
  func_state *cur;
  bo_bufferize_state *state; /* function summaries for calls */
  bo_mapping *func_index;    /* func.func op -> index into funcs + 1 */
  bo_bufferize_options copy_opts; /* opts with copy-before-write (no-analysis-func-filter) */
  /* The pass's driver, for bo_bufferizer_callee_type: bufferizes a callee
   * on demand (callees before callers). */
  int (*bufferize_function)(bo_bufferizer *bz, func_info *fi);
};

/* Helpers of src/interfaces/bufferize.c the driver also uses (see there). */
const bo_type *boundary_arg_type(bo_bufferizer *bz, const bo_type *t);
/* Argument i of function func: its `bufferization.buffer_layout`, if any. */
const bo_type *boundary_func_arg_type(bo_bufferizer *bz, const bo_op *func, unsigned i,
                                      const bo_type *t);
bo_value *get_buffer(func_state *st, const bo_value *v);
void set_buffer(func_state *st, const bo_value *v, bo_value *buffer);
bool is_function_block(const bo_bufferizer *bz, const bo_block *b);
bool args_stay_tensors(const bo_bufferizer *bz, const bo_block *b);
bo_value *buffer_of(bo_bufferizer *bz, bo_value *v, bool here);
bo_value *tensor_copy(bo_bufferizer *bz, bo_op *op, unsigned operand);
bo_value *arg_tensor(bo_bufferizer *bz, bo_value *v);
bo_value *tensor_of(bo_bufferizer *bz, bo_value *v);
const bo_type *func_type(const bo_op *func);
bool op_allowed(const bo_bufferizer *bz, const bo_op *op);
bool op_converted(const bo_bufferizer *bz, const bo_op *op);

#endif
