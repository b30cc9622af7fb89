/* op_ids.h - typed op ids, generated from each dialect's op list.
 *
 * Every dialect lists its ops in one X-macro header, src/dialects/<d>_ops.h,
 * one `BO_OP(ID, "dialect.name")` line per op (QBE's ops.h is the model).
 * From those lists this header generates
 *  - enum bo_op_id: BO_OP_<ID> for every registered op (BO_OP_NONE, 0, is
 *    the id of every op no dialect registers);
 *  - BO_OPI_<ID>: the op's index in its dialect's table, and
 *    BO_NUM_<D>_OPS, the table's size;
 *  - bo_op_names[BO_OP_<ID>]: the op's name (src/dialects/op_ids.c);
 *  - BO_OP_DEF(ID, hooks...): the table entry of the op, at its index, with
 *    its id and its name filled from the list.
 * So the name of an op is written once; passes build ops with
 * `.id = BO_OP_MEMREF_ALLOC` in a bo_op_state (or bo_op_info_by_id) and
 * match them with bo_op_isa(op, BO_OP_MEMREF_ALLOC); a misspelled id does
 * not compile.  Each table ends with BO_OP_TABLE_CHECK, which checks the
 * table's size against the list at compile time; a duplicate entry is a
 * -Woverride-init warning, and test/unit/test_op_ids.c checks that every
 * listed op has exactly one entry, at its index, with its name.
 */
#ifndef BUFOPT_OP_IDS_H
#define BUFOPT_OP_IDS_H

/* The dialect lists, in the order of the ids. */
enum bo_op_id {
  BO_OP_NONE, /* unregistered ops */
#define BO_OP(ID, NAME) BO_OP_##ID,
#include "builtin_ops.h"
#include "func_ops.h"
#include "arith_ops.h"
#include "math_ops.h"
#include "scf_ops.h"
#include "cf_ops.h"
#include "affine_ops.h"
#include "tensor_ops.h"
#include "linalg_ops.h"
#include "memref_ops.h"
#include "bufferization_ops.h"
#include "vector_ops.h"
#include "deallocation_ops.h"
#include "onnx_ops.h"
#include "krnl_ops.h"
#include "index_ops.h"
#include "ub_ops.h"
#include "llvm_ops.h"
#include "test_ops.h"
#undef BO_OP
  BO_OP_COUNT
};

/* The index of each op in its dialect's table, and the table's size. */
#define BO_OP(ID, NAME) BO_OPI_##ID,
enum {
#include "builtin_ops.h"
  BO_NUM_BUILTIN_OPS };
enum {
#include "func_ops.h"
  BO_NUM_FUNC_OPS };
enum {
#include "arith_ops.h"
  BO_NUM_ARITH_OPS };
enum {
#include "math_ops.h"
  BO_NUM_MATH_OPS };
enum {
#include "scf_ops.h"
  BO_NUM_SCF_OPS };
enum {
#include "cf_ops.h"
  BO_NUM_CF_OPS };
enum {
#include "affine_ops.h"
  BO_NUM_AFFINE_OPS };
enum {
#include "tensor_ops.h"
  BO_NUM_TENSOR_OPS };
enum {
#include "linalg_ops.h"
  BO_NUM_LINALG_OPS };
enum {
#include "memref_ops.h"
  BO_NUM_MEMREF_OPS };
enum {
#include "bufferization_ops.h"
  BO_NUM_BUFFERIZATION_OPS };
enum {
#include "vector_ops.h"
  BO_NUM_VECTOR_OPS };
enum {
#include "deallocation_ops.h"
  BO_NUM_DEALLOCATION_OPS };
enum {
#include "onnx_ops.h"
  BO_NUM_ONNX_OPS };
enum {
#include "krnl_ops.h"
  BO_NUM_KRNL_OPS };
enum {
#include "index_ops.h"
  BO_NUM_INDEX_OPS };
enum {
#include "ub_ops.h"
  BO_NUM_UB_OPS };
enum {
#include "llvm_ops.h"
  BO_NUM_LLVM_OPS };
enum {
#include "test_ops.h"
  BO_NUM_TEST_OPS };
#undef BO_OP

/* Names by id ("" for BO_OP_NONE).  A 2-D array, so that an element is an
 * address constant a static op table can point to. */
#define BO_OP_NAME_MAX 48
extern const char bo_op_names[BO_OP_COUNT][BO_OP_NAME_MAX];
/* The name of an op for APIs that take names: BO_OP_NAME(SCF_YIELD). */
#define BO_OP_NAME(ID) bo_op_names[BO_OP_##ID]

/* One entry of a dialect's op table (a designated initializer):
 *   BO_OP_DEF(ARITH_ADDI, .traits = ..., .parse = ..., ...)   */
#define BO_OP_DEF(ID, ...) \
  [BO_OPI_##ID] = {.id = BO_OP_##ID, .name = bo_op_names[BO_OP_##ID], __VA_ARGS__}

/* After the table `ops` of dialect D: every op of the list has an entry (a
 * missing last entry shortens the table; a missing inner entry leaves a
 * hole, which test/unit/test_op_ids.c reports). */
#define BO_OP_TABLE_CHECK(ops, D)                                  \
  _Static_assert(sizeof ops / sizeof *ops == BO_NUM_##D##_OPS, \
                 #ops " must have one entry per op of " #D "'s op list")

#endif
