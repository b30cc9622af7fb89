/* convert_onnx_seq_to_krnl.c - the convert-onnx-seq-to-krnl pass: ONNX
 * sequences become containers of buffers before One-Shot Bufferize.
 *
 * Every value of type !onnx.Seq<tensor<SxT>> (function arguments and
 * results, block arguments of loops, results of calls, scf.if, scf.for)
 * takes the type memref<?xmemref<SxT>> (a container, memory_iface.h), then
 * each ONNX op is rewritten by its dialect hook (onnx_bufferize.c) into
 * Krnl sequence ops, memref and scf ops, with to_buffer / to_tensor where
 * tensors meet buffers; One-Shot Bufferize then handles the tensors, buffer
 * deallocation the containers (deep frees), convert-seq-to-memref the Krnl
 * ops.  Option check-positions (default on): a cf.assert guards every
 * position.  A sequence of unranked tensors is refused (not supported yet),
 * except the result of SequenceEmpty whose uses are all SequenceInserts: it
 * takes their result's type (onnx-mlir's shape inference does the same).
 *
 * One-Shot Bufferize bufferizes the sequence ops itself, op by op (their
 * bufferize hooks in onnx_bufferize.c, which share this rewrite's
 * builders), so --bufferization-pipeline does not need this pass; it stays
 * for check-positions=false, for onnx-mlir-copies (the measurement of
 * docs/sequences.md) and to look at the container code on tensors.
 *
 * Invariant: after the pass no value has a sequence type and no ONNX op is
 * left.  Cost: two walks of the module plus O(1) per rewritten op; none
 * when the context never made a sequence type (a look at its interned
 * types, bo_onnx_context_has_seq): onnx.Constant and onnx.NoValue, which
 * only feed sequence ops, are then left alone.
 */
#include <stddef.h>

#include "../dialects/onnx_bufferize.h"
#include "../pass/passes.h"

typedef struct seq_options {
  bool check_positions;
  bool onnx_mlir_copies;
} seq_options;

static int run_convert_onnx_seq_to_krnl(bo_op *module, const void *options) {
  const seq_options *o = options;
  return bo_onnx_bufferize_module(module, (o->check_positions ? BO_ONNX_CHECK_POSITIONS : 0) |
                                              (o->onnx_mlir_copies ? BO_ONNX_COPY_ALL : 0));
}

static const bo_pass_option seq_opts[] = {
    {.name = "check-positions",
     .help = "Guard every sequence position with a cf.assert",
     .kind = BO_OPT_BOOL,
     .offset = offsetof(seq_options, check_positions),
     .default_text = "true"},
    {.name = "onnx-mlir-copies",
     .help = "Copy as onnx-mlir does: no take-over of a dying sequence, no borrow by "
             "SequenceAt (to measure the copies saved)",
     .kind = BO_OPT_BOOL,
     .offset = offsetof(seq_options, onnx_mlir_copies),
     .default_text = "false"},
};

static void seq_defaults(void *options) { ((seq_options *)options)->check_positions = true; }

const bo_pass_info bo_pass_convert_onnx_seq_to_krnl = {
    .name = "convert-onnx-seq-to-krnl",
    .summary = "Turn ONNX sequences into containers of buffers (Krnl sequence ops, memref and "
               "scf ops) before bufferization",
    .anchor = "builtin.module",
    .options = seq_opts,
    .num_options = sizeof seq_opts / sizeof seq_opts[0],
    .options_size = sizeof(seq_options),
    .init_options = seq_defaults,
    .run = run_convert_onnx_seq_to_krnl,
};
