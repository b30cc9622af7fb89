/* bufferize_iface.h - what One-Shot Bufferize asks each op (MLIR's
 * BufferizableOpInterface), and the services the rewrite offers to ops.
 *
 * An op takes part in bufferization when its bo_op_info.bufferize points at
 * a bo_bufferize_iface.  The analysis (src/analysis/one_shot_analysis.c)
 * only calls the query hooks; the rewrite (src/transforms/one_shot_bufferize.c)
 * calls `rewrite`.  Passes never look at op names: an op's behaviour is here.
 * The ifaces live next to their dialects (src/dialects/<d>_bufferize.c,
 * declared in src/dialects/bufferize_ifaces.h); the services the rewrite
 * hooks call (bo_bufferizer_*, below) live beside this interface, in
 * src/interfaces/bufferize.c, as MLIR keeps them in
 * BufferizableOpInterface.cpp: no hook references the pass.
 *
 * Conventions: `operand` is an operand index of a tensor operand; hooks may be
 * NULL, meaning the default written next to each field.
 */
#ifndef BUFOPT_BUFFERIZE_IFACE_H
#define BUFOPT_BUFFERIZE_IFACE_H

#include "bufopt/bufferize.h"
#include "bufopt/ir.h"

typedef struct bo_bufferizer bo_bufferizer;
/* Module-wide facts of one run (function summaries), owned by the pass and
 * given to the query hooks that need them (calls); see below. */
typedef struct bo_bufferize_state bo_bufferize_state;

/* How an op with regions passes tensors into and out of them. */
typedef enum bo_bufferize_region_kind {
  BO_BUFFERIZE_NO_TENSOR_REGIONS, /* regions hold no tensor values */
  /* Region-branch op that runs at most one of its regions, once (scf.if,
   * scf.execute_region): result i is operand i of the terminator of the
   * region that ran; each region has one block.  The analysis enters these
   * regions (nested ops are analysed and rewritten before the op), treats
   * writes and reads in two different regions as exclusive, and makes a
   * result equivalent to the yielded values when all regions yield
   * equivalent buffers in place. */
  BO_BUFFERIZE_REGION_BRANCH,
  /* Loop (scf.for): one single-block region that runs zero or more times.
   * The operands with an iter_index k initialise iteration k: the body's
   * block argument (num_args - num_results + k), terminator operand k and
   * result k.  The loop writes such an operand (on entry) and reads it when
   * the block argument is read; a read inside the loop of a value defined
   * outside lasts until the loop ends.  A result is equivalent to its init
   * when the yield is equivalent to the block argument; otherwise the
   * analysis fails unless allow-return-allocs-from-loops. */
  BO_BUFFERIZE_REGION_LOOP,
  /* scf.while: region 0 (before) takes operand k as block argument k and
   * ends in a condition whose operand 1 + k becomes result k and block
   * argument k of region 1 (after), whose yield operand k feeds the before
   * argument k again.  Like a loop, the op writes its operands, every block
   * argument is defined at the loop's entry and reads of outer values last
   * until its end; result k is equivalent to operand k when the condition
   * passes on a buffer equivalent to before-argument k and the yield one
   * equivalent to after-argument k (otherwise an error without
   * allow-return-allocs-from-loops, as upstream's messages). */
  BO_BUFFERIZE_REGION_WHILE,
  /* scf.forall: a parallel loop.  Its last num_results operands (shared
   * outs) initialise the last num_results block arguments and are
   * equivalent to the results (aliasing_result: equivalent); the op reads
   * and writes them.  As a loop, the block arguments are defined at its
   * entry and reads of outer values last until its end; there is no yield
   * (the terminator's subset insertions write the block arguments and
   * alias the results through aliasing_value).  Iterations run in
   * parallel: a write inside the op into a buffer that does not come from
   * a shared-out block argument or an allocation inside it goes out of
   * place (privatization). */
  BO_BUFFERIZE_REGION_FORALL
} bo_bufferize_region_kind;

typedef struct bo_bufferize_iface {
  /* Does the op read / write the buffer of this operand?  (NULL: true.) */
  bool (*reads)(const bo_op *op, unsigned operand, const bo_bufferize_state *st);
  bool (*writes)(const bo_op *op, unsigned operand, const bo_bufferize_state *st);
  /* The result that, when the operand bufferizes in place, shares its
   * buffer; -1 when none.  *equivalent: the two are the same buffer, not
   * just overlapping (a slice is not equivalent).  (NULL: -1.) */
  int (*aliasing_result)(const bo_op *op, unsigned operand, bool *equivalent,
                         const bo_bufferize_state *st);
  /* For an operand that shares its buffer with a value that is not a result
   * of the op (a terminator: its parent's result): that value.  Only asked
   * when aliasing_result gives -1.  (NULL: none.) */
  bo_value *(*aliasing_value)(const bo_op *op, unsigned operand, bool *equivalent,
                              const bo_bufferize_state *st);
  /* An earlier result of the op that always shares this result's buffer
   * (both alias one operand: in place its buffer, out of place its copy;
   * a call whose callee returns two slices of one argument), -1 for none.
   * The analysis joins the two before any decision.  (NULL: -1.) */
  int (*shares_buffer_with)(const bo_op *op, unsigned result, const bo_bufferize_state *st);
  /* Must this operand bufferize in place, whatever the analysis finds
   * (upstream's mustBufferizeInPlace: scf.yield never yields a copy)?  Such
   * operands are joined with their aliasing value before the analysis.
   * (NULL: false.) */
  bool (*must_in_place)(const bo_op *op, unsigned operand);
  /* A result that aliases no operand: does it get a new buffer (allocation,
   * e.g. tensor.empty), and are its contents defined by the op (a "memory
   * write" of the result: true for constants, false for tensor.empty)?
   * (NULL: allocation true, defines true.) */
  bool (*is_allocation)(const bo_op *op, unsigned result);
  bool (*result_defines)(const bo_op *op, unsigned result);
  /* May the buffer of this result be written?  Constants may not.  (NULL: true.) */
  bool (*writable)(const bo_op *op, unsigned result);
  /* For two operands of the op that alias: does the op read every element
   * of a before writing the same element of b (no element is read after it
   * was overwritten)?  (NULL: false.) */
  bool (*elementwise_access)(const bo_op *op, unsigned a, unsigned b);
  /* Subset insertion (insert_slice): the op writes operand *source into a
   * subset of operand *dest.  (NULL: not a subset insertion.) */
  bool (*subset_insertion)(const bo_op *op, unsigned *source, unsigned *dest);
  /* The subset is all of dest (linalg.copy): a value equivalent to dest is
   * its matching subset. */
  bool subset_is_whole;
  /* Subset extraction (extract_slice): does this op read exactly the subset
   * that subset insertion `insert` writes, of an equivalent tensor?  Lets
   * extract -> compute -> insert chains stay in place.  (NULL: false.) */
  bool (*matching_subset)(const bo_op *extract, const bo_op *insert);
  /* Call-like ops: the symbol of the called function (NULL: not a call).
   * Callees are analyzed before their callers. */
  const char *(*callee)(const bo_op *op);
  bo_bufferize_region_kind region_kind;
  /* Loops: the iteration an operand initialises, -1 for none.  (NULL: -1.) */
  int (*iter_index)(const bo_op *op, unsigned operand);
  /* The memref type result `result` will get, asked before the op is
   * rewritten (upstream's getBufferType), for a result that is not
   * equivalent to an operand: region-branch ops predict their result types
   * from regions not rewritten yet, as upstream does when it casts the
   * first yields.  operand_types: the predicted buffer types of the tensor
   * operands (NULL for others).  (NULL: the unknown-type-conversion layout.) */
  const bo_type *(*buffer_type)(const bo_op *op, unsigned result,
                                const bo_type *const *operand_types, bo_bufferizer *bz);
  /* Loops: the buffer standing for a tensor block argument of the op's
   * body, asked when a rewrite first needs it (as upstream computes the
   * argument's buffer type on first use, with the ops before already
   * rewritten); the op's rewrite later replaces it by the real argument.
   * (NULL: none.) */
  bo_value *(*arg_buffer)(bo_op *op, bo_value *arg, bo_bufferizer *bz);
  /* Replaces the op by memref ops, using the bufferizer services below.
   * Returns 0, or -1 after a diagnostic. */
  int (*rewrite)(bo_op *op, bo_bufferizer *bz);
  /* The rewrite updates the op in place (cf branches: their operands
   * become buffers) instead of replacing it: the pass keeps it. */
  bool keeps_op;
  /* An empty tensor (tensor.empty): a new tensor with undefined contents
   * whose operands are the sizes of its dynamic dimensions, in order.  The
   * companion passes (eliminate-empty-tensors, empty-tensor-to-alloc-tensor)
   * look for these. */
  bool empty_tensor;
  /* Its result's reified sizes are its operands when they are exactly the
   * sizes of its dynamic dimensions (alloc_tensor without copy or
   * size_hint), as for empty_tensor (dialect-filter's new allocations). */
  bool sizes_from_operands;
  /* A cast (tensor.cast): result 0 is operand 0 under another type (static
   * <-> dynamic sizes).  eliminate-empty-tensors follows equivalent aliases
   * across a type change only through casts. */
  bool cast_like;
  /* Ops left on tensors read its results through to_tensor ops made in
   * result order (scf.execute_region), not last result first. */
  bool to_tensors_in_result_order;
  /* bufferization.to_tensor: the buffer of its result is its operand, even
   * when the op is left on tensors (dialect-filter; upstream's getBuffer
   * looks through it). */
  bool buffer_is_operand;
  /* Function ops (func.func) with bufferize-function-boundaries: may the
   * buffer of entry-block argument `arg` be written (upstream's
   * isWritable; false for `bufferization.writable = false`)?  A class
   * holding a non-writable argument takes no in-place write.  (NULL: true.) */
  bool (*arg_writable)(const bo_op *func, unsigned arg);
  /* Function ops: called once the signature is bufferized, to drop the
   * bufferization argument attributes (as upstream).  (NULL: nothing.) */
  void (*boundary_done)(bo_op *func);
  /* The type iface of the opaque types of the op's dialect that bufferize
   * like tensors (bo_bufferize_type_iface, above), or NULL: the first op
   * of the dialect's table that has one speaks for the dialect. */
  const struct bo_bufferize_type_iface *tensor_like_types;
  /* Function ops: the layout (strided or affine map) argument `arg`'s
   * buffer takes at the boundary (`bufferization.buffer_layout`), or NULL. */
  const bo_attr *(*arg_layout)(const bo_op *func, unsigned arg);
} bo_bufferize_iface;

/* A type that is no tensor but bufferizes like one (MLIR 21's
 * TensorLikeType / BufferLikeType: `!onnx.Seq<tensor<..>>` becomes the
 * container `memref<?xmemref<..>>`, docs/sequences.md).  A dialect lists
 * names it in the bufferize iface of its ops (tensor_like_types, below;
 * found through the dialect's op table, no registration); its values then
 * take part in the
 * analysis (aliasing, in-place decisions) and the rewrite (function
 * signatures, loop and branch values, calls) as tensors do, and the ops
 * that make and use them say through their bufferize hooks what they do
 * with them.  The buffer type never takes a layout (boundary and unknown
 * layouts leave it as it is).  */
typedef struct bo_bufferize_type_iface {
  /* The buffer type of a value of type t, or NULL when t cannot be
   * bufferized (the rewrite then reports it). */
  const bo_type *(*buffer_type)(bo_context *ctx, const bo_type *t);
  /* A new buffer the caller owns holding a copy of `buffer` (of the type
   * buffer_type gives), built at b (an out-of-place operand: a loop's
   * init, a call's argument the callee writes). */
  bo_value *(*copy)(bo_builder *b, bo_value *buffer);
} bo_bufferize_type_iface;

/* The type iface of t (an opaque type of a dialect that has one), or
 * NULL.  O(1) for other types; O(registered dialects) for opaque ones. */
const bo_bufferize_type_iface *bo_bufferize_type_iface_of(bo_context *ctx, const bo_type *t);
/* A tensor, or a type with a type iface (tensor-like).  The analysis and
 * the rewrite ask this, never bo_type_is_tensor, for the values they
 * bufferize. */
static inline bool bo_is_tensor_like(bo_context *ctx, const bo_type *t) {
  return bo_type_is_tensor(t) ||
         (bo_type_get_kind(t) == BO_TYPE_OPAQUE && bo_bufferize_type_iface_of(ctx, t));
}
/* The same for a value (its context from its op or block; a placeholder
 * with neither is tensor-like when it is a tensor). */
bool bo_bufferize_value_is_tensor_like(const bo_value *v);
/* The buffer type of tensor-like type t that is no tensor, or NULL. */
const bo_type *bo_bufferize_tensor_like_buffer_type(bo_context *ctx, const bo_type *t);

/* The iface of op, or NULL. */
const bo_bufferize_iface *bo_bufferize_iface_of(const bo_op *op);
/* The same under the options o of a run (may be NULL): NULL also for an
 * op outside o's dialect-filter (upstream's
 * BufferizationOptions::dynCastBufferizableOp). */
const bo_bufferize_iface *bo_bufferize_iface_in(const bo_bufferize_options *o, const bo_op *op);
/* The options the state was made with (NULL for a NULL state). */
const bo_bufferize_options *bo_bufferize_state_options(const bo_bufferize_state *st);
/* Does op have a tensor operand or result?  O(operands + results). */
bool bo_op_has_tensor_values(const bo_op *op);
/* Is op of a dialect that dialect-filter lets through (any when empty)?
 * Looks at the dialect prefix of the op's name only.  O(filter length). */
bool bo_bufferize_dialect_allowed(const bo_bufferize_options *o, const bo_op *op);
/* The same for a dialect name. */
bool bo_bufferize_dialect_name_allowed(const bo_bufferize_options *o, const char *dialect,
                                       size_t len);
/* Defaulted queries (apply the NULL defaults above); st may be NULL. */
bool bo_bufferize_reads(const bo_op *op, unsigned operand, const bo_bufferize_state *st);
bool bo_bufferize_writes(const bo_op *op, unsigned operand, const bo_bufferize_state *st);
int bo_bufferize_aliasing_result(const bo_op *op, unsigned operand, bool *equivalent,
                                 const bo_bufferize_state *st);
/* Is v read: by a use that reads, or through uses that only alias it
 * (upstream's isValueRead)? */
bool bo_bufferize_value_is_read(const bo_value *v, const bo_bufferize_state *st);

/* What the analysis learnt about an analyzed function, for its callers:
 * per tensor argument whether the body reads / writes its buffer, per
 * result the argument whose buffer it is (or the first it aliases), -1 for
 * none, and which arguments each result may alias (upstream's
 * aliasingReturnVals: a result may alias several arguments, and several
 * results one argument). */
typedef struct bo_func_summary {
  unsigned num_args, num_results;
  const bool *arg_read, *arg_written;
  const int *result_arg;
  const bool *result_equivalent;
  const bool *result_aliases; /* [r * num_args + i]: result r may alias argument i */
} bo_func_summary;

/* The summary of the function a call-like op calls, NULL when unknown (not
 * analyzed yet: recursion, external function). */
const bo_func_summary *bo_bufferize_callee_summary(const bo_bufferize_state *st,
                                                   const bo_op *call);

/* Is the callee a function with a body that has no summary because it is
 * in or calls into a call cycle (recursion)?  Such a call, as upstream's
 * unknown ops, may read and write every tensor operand, and every tensor
 * result may alias every tensor operand; its result types are the
 * boundary types of the callee's tensor signature. */
bool bo_bufferize_callee_unanalyzed(const bo_bufferize_state *st, const bo_op *call);

/* ------------------------------------------------- the rewrite's services */

/* The module-wide state of the run. */
const bo_bufferize_state *bo_bufferizer_state(bo_bufferizer *bz);
/* Options of the current run. */
const bo_bufferize_options *bo_bufferizer_options(bo_bufferizer *bz);
/* A builder that inserts right before the op being rewritten. */
bo_builder *bo_bufferizer_builder(bo_bufferizer *bz);
/* The analysis' decision for a tensor operand. */
bool bo_bufferizer_in_place(bo_bufferizer *bz, const bo_op *op, unsigned operand);
/* The buffer holding the value of tensor operand `operand` (to read it). */
bo_value *bo_bufferizer_read_buffer(bo_bufferizer *bz, bo_op *op, unsigned operand);
/* The same for an operand a function returns (func.return): a to_buffer
 * it needs is placed right before the op. */
bo_value *bo_bufferizer_return_buffer(bo_bufferizer *bz, bo_op *op, unsigned operand);
/* The buffer the op writes for tensor operand `operand`: the operand's own
 * buffer when the analysis put it in place, else a new allocation, filled
 * with a copy of the operand when the op reads it. */
bo_value *bo_bufferizer_write_buffer(bo_bufferizer *bz, bo_op *op, unsigned operand);
/* A new buffer for a value of tensor type t; `shape_source` (a buffer of the
 * same shape, may be NULL when t is static) gives the dynamic sizes. */
bo_value *bo_bufferizer_alloc(bo_bufferizer *bz, const bo_type *t, bo_value *shape_source,
                              const bo_value *const *dyn_sizes, unsigned num_dyn);
/* The buffer of tensor value v (a loop's block argument gets its stand-in
 * on first use, see arg_buffer). */
bo_value *bo_bufferizer_buffer_of(bo_bufferizer *bz, bo_value *v);
/* Must a loop copy the value v it yields (upstream's ForOp conflict
 * resolution): its alias class holds a value defined outside the loop's
 * region r, other than the iteration argument `except`?  False with
 * copy-before-write, as upstream. */
bool bo_bufferizer_yield_needs_copy(bo_bufferizer *bz, const bo_value *v, const bo_region *r,
                                    const bo_value *except);
/* Are the contents of tensor v undefined (tensor.empty, through aliases)? */
bool bo_bufferizer_undefined_contents(bo_bufferizer *bz, const bo_value *v);
/* Did the analysis find the buffers of tensors a and b equivalent? */
bool bo_bufferizer_equivalent(bo_bufferizer *bz, const bo_value *a, const bo_value *b);
/* The buffer tensor v was mapped to by a rewrite so far, or NULL. */
bo_value *bo_bufferizer_lookup(bo_bufferizer *bz, const bo_value *v);
/* Does tensor v stay a tensor (an argument of the function's blocks
 * without bufferize-function-boundaries, a result of an op the pass leaves
 * on tensors)?  Its buffer is then a new bufferization.to_buffer. */
bool bo_bufferizer_stays_tensor(bo_bufferizer *bz, const bo_value *v);
/* The memref type for a tensor whose layout cannot be inferred
 * (unknown-type-conversion). */
const bo_type *bo_bufferizer_unknown_type(bo_bufferizer *bz, const bo_type *tensor);
/* memref.copy from -> to. */
void bo_bufferizer_copy(bo_bufferizer *bz, bo_value *from, bo_value *to);
/* Records that tensor result `result` of op now lives in `buffer`.  Every
 * op the pass rewrites is erased at the end (in reverse order), so a hook
 * only redirects the uses of its non-tensor results. */
void bo_bufferizer_replace(bo_bufferizer *bz, bo_op *op, unsigned result, bo_value *buffer);
/* dialect-filter without bufferization: upstream's copies and allocations
 * stay bufferization.alloc_tensor ops on tensors (bo_bufferizer_alloc and
 * write_buffer make them); tensor.empty's result becomes such an
 * alloc_tensor (replace_tensor) instead of a buffer. */
bool bo_bufferizer_tensor_allocs(const bo_bufferizer *bz);
void bo_bufferizer_replace_tensor(bo_bufferizer *bz, bo_op *op, unsigned result);
/* ... and an out-of-place view op's result 0 is copied (when read) by an
 * alloc_tensor after the op: returns its buffer. */
bo_value *bo_bufferizer_copy_view(bo_bufferizer *bz, bo_op *op, bo_value *view, bool read);
/* A new buffer with a copy of buf, the buffer of tensor v (alloc + copy,
 * or an alloc_tensor copy(v) without the bufferization dialect). */
bo_value *bo_bufferizer_copy_of(bo_bufferizer *bz, bo_value *v, bo_value *buf);
/* A new buffer with the identity layout holding a copy of buf, the buffer
 * of operand `operand` of op (alloc + memref.copy; without the
 * bufferization dialect upstream's alloc_tensor copy(..) and an identity
 * to_buffer, before op). */
/* Without the bufferization dialect: upstream's alloc_tensor before op for
 * operand `operand` put out of place (copy(..) of its tensor when `reads`
 * and its contents are defined), read through a to_buffer. */
bo_value *bo_bufferizer_tensor_copy(bo_bufferizer *bz, bo_op *op, unsigned operand, bool reads);
/* generate / pad / splat with a filter without linalg: upstream's
 * linalg.map stays on tensors.  Its outs for the new buffer buf (from
 * bo_bufferizer_alloc) of tensor type t: the alloc_tensor (without the
 * bufferization dialect; buf's to_buffer is dropped) or a to_tensor of buf.
 * The op's result then is the map's tensor result (replace_by_tensor: ops
 * left on tensors use it, rewritten ops read it through a to_buffer). */
bo_value *bo_bufferizer_tensor_outs(bo_bufferizer *bz, bo_value *buf, const bo_type *t);
void bo_bufferizer_replace_by_tensor(bo_bufferizer *bz, bo_op *op, unsigned result,
                                     bo_value *tensor);
bo_value *bo_bufferizer_identity_copy(bo_bufferizer *bz, bo_op *op, unsigned operand,
                                      bo_value *buf);
/* The type of a new buffer for tensor type t: identity, or (alloc_tensor
 * left on tensors) the unknown-type-conversion one. */
const bo_type *bo_bufferizer_new_buffer_type(bo_bufferizer *bz, const bo_type *tensor);
/* The symbol of a private constant memref.global holding `dense` (created
 * at the top of the module on first use, reused for equal values). */
const char *bo_bufferizer_constant_global(bo_bufferizer *bz, const bo_attr *dense,
                                          const bo_type *memref_type);
/* Memref type for a tensor type (identity layout, same memory space). */
const bo_type *bo_bufferizer_memref_type(bo_context *ctx, const bo_type *tensor);
/* The same memref with a fully dynamic strided layout. */
const bo_type *bo_bufferizer_dynamic_layout(bo_context *ctx, const bo_type *memref);
/* Function-boundary services for func.return / func.call (func dialect):
 * `buffer` cast (memref.cast) to type t when its type differs. */
bo_value *bo_bufferizer_cast(bo_bufferizer *bz, bo_value *buffer, const bo_type *t);
/* function-boundary-type-conversion of the run. */
bo_bufferize_layout bo_bufferizer_boundary_layout(bo_bufferizer *bz);
/* The bufferized signature of function `callee` (a func.func of the
 * module), or NULL after a diagnostic at `call` when the call cannot be
 * bufferized yet (the callee returns a buffer aliasing an argument). */
const bo_type *bo_bufferizer_callee_type(bo_bufferizer *bz, const bo_op *call, const char *callee);
/* An op that no hook rewrites (it has no tensor value: "onnx.NoValue", an
 * omitted operand) whose results only ops being rewritten use: erased at
 * the end of the function's rewrite when unused by then. */
void bo_bufferizer_erase_when_unused(bo_bufferizer *bz, bo_op *op);
/* Emits "op 'x' is not supported by one-shot-bufferize yet: why". */
int bo_bufferizer_unsupported(const bo_op *op, const char *why);

#endif
