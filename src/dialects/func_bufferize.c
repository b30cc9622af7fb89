/* func_bufferize.c - One-Shot Bufferize hooks of the func dialect.
 *
 * func.return returns the buffers of its tensor operands.  The function's
 * result types follow function-boundary-type-conversion: with
 * infer-layout-map the returned buffer's own type (upstream first casts to
 * the fully dynamic layout and then folds the cast away, leaving the dead
 * memref.cast that mlir-opt prints; we print the same), with
 * identity-layout-map an identity memref (a non-identity buffer is copied
 * into a new one), with fully-dynamic-layout-map a memref.cast to the fully
 * dynamic layout.  The signature itself is updated by the pass.
 *
 * func.call: reads and writes of its tensor operands, and which result is
 * (or aliases) which operand's buffer, come from the callee's summary
 * (analyzed first, as upstream's module analysis); without one (external
 * callee) the callee may read and write every tensor argument and returns
 * new buffers.
 */
#include "../ir/ir_private.h"
#include "bufferize_ifaces.h"

static bool no(const bo_op *op, unsigned i, const bo_bufferize_state *st) { return false; }

/* Upstream's castOrReallocMemRefValue test: a memref.cast from `from` to
 * `to` always succeeds at run time when no dynamic offset or stride becomes
 * static and the static ones agree. */
static bool guaranteed_cast_compatible(const bo_type *from, const bo_type *to) {
  if (!bo_type_has_rank(from) || !bo_type_has_rank(to) ||
      bo_type_get_rank(from) != bo_type_get_rank(to))
    return false;
  unsigned rank = bo_type_get_rank(from);
  int64_t *fs = malloc(2 * (rank + 1) * sizeof *fs), *ts = fs + rank + 1, fo, to_off;
  bool ok = !bo_type_get_strides_and_offset(from, fs, &fo) &&
            !bo_type_get_strides_and_offset(to, ts, &to_off);
  for (unsigned i = 0; i <= rank && ok; i++) {
    int64_t f = i < rank ? fs[i] : fo, t = i < rank ? ts[i] : to_off;
    ok = f == BO_DYNAMIC ? t == BO_DYNAMIC : (t == BO_DYNAMIC || t == f);
  }
  free(fs);
  return ok;
}

static int return_rewrite(bo_op *op, bo_bufferizer *bz) {
  bo_value **ops = malloc((op->num_operands + 1) * sizeof *ops);
  bo_bufferize_layout layout = bo_bufferizer_boundary_layout(bz);
  for (unsigned i = 0; i < op->num_operands; i++) {
    bo_value *v = op->operands[i].value;
    ops[i] = v;
    if (!bo_is_tensor_like(op->ctx, v->type)) continue;
    bo_value *buf = bo_bufferizer_return_buffer(bz, op, i);
    const bo_type *dyn = bo_bufferizer_dynamic_layout(op->ctx, buf->type);
    if (layout == BO_LAYOUT_INFER) {
      if (dyn != buf->type) bo_bufferizer_cast(bz, buf, dyn); /* dead, as upstream */
    } else if (layout == BO_LAYOUT_FULLY_DYNAMIC) {
      buf = bo_bufferizer_cast(bz, buf, dyn);
    } else if (bo_type_get_layout(buf->type)) {
      /* Upstream's castOrReallocMemRefValue: a cast when it cannot fail. */
      const bo_type *ident = bo_bufferizer_memref_type(op->ctx, v->type);
      if (guaranteed_cast_compatible(buf->type, ident)) {
        buf = bo_bufferizer_cast(bz, buf, ident);
      } else {
        bo_value *copy = bo_bufferizer_alloc(bz, v->type, buf, NULL, 0);
        bo_bufferizer_copy(bz, buf, copy);
        buf = copy;
      }
    }
    ops[i] = buf;
  }
  bo_bufferize_build(bz, BO_OP_NAME(FUNC_RETURN), op->num_operands, ops, 0, NULL, 0, NULL);
  free(ops);
  return 0;
}

/* The returned values are read (by the caller); without function
 * boundaries the analysis treats the terminator as an unknown op (it may
 * also write its operands). */
const bo_bufferize_iface bo_func_return_bufferize = {.writes = no, .rewrite = return_rewrite};

/* Can memref.alloc make a buffer of memref type m (no dynamic offset or
 * stride, no symbol in an affine map)? */
static bool allocatable_layout(const bo_type *m) {
  const bo_attr *l = bo_type_has_rank(m) ? bo_type_get_layout(m) : NULL;
  if (!l) return bo_type_has_rank(m);
  if (bo_attr_get_kind(l) == BO_ATTR_AFFINE_MAP) return bo_affine_map_num_symbols(l) == 0;
  if (bo_attr_get_kind(l) != BO_ATTR_STRIDED || bo_attr_strided_offset(l) == BO_DYNAMIC)
    return false;
  for (unsigned d = 0; d < bo_attr_strided_rank(l); d++)
    if (bo_attr_strided_strides(l)[d] == BO_DYNAMIC) return false;
  return true;
}

static int call_rewrite(bo_op *op, bo_bufferizer *bz) {
  const bo_attr *callee = bo_op_get_attr(op, "callee");
  if (!callee || bo_attr_get_kind(callee) != BO_ATTR_SYMBOL_REF)
    return bo_bufferizer_unsupported(op, "the callee is not a symbol");
  const bo_type *ft = bo_bufferizer_callee_type(bz, op, bo_attr_symbol_root(callee));
  if (!ft) return -1;
  const bo_type *const *ins = bo_type_get_inputs(ft);
  bo_value **ops = malloc((op->num_operands + 1) * sizeof *ops);
  /* All copies first, then the conversions, as upstream (its copies are
   * inserted for every operand before the call is rewritten). */
  for (unsigned i = 0; i < op->num_operands; i++) {
    ops[i] = op->operands[i].value;
    if (bo_is_tensor_like(op->ctx, ops[i]->type)) ops[i] = bo_bufferizer_write_buffer(bz, op, i);
  }
  for (unsigned i = 0; i < op->num_operands; i++) {
    bo_value *v = op->operands[i].value, *buf = ops[i];
    if (!bo_is_tensor_like(op->ctx, v->type) || buf->type == ins[i]) continue;
    if (guaranteed_cast_compatible(buf->type, ins[i])) {
      buf = bo_bufferizer_cast(bz, buf, ins[i]);
    } else {
      /* A new buffer in the callee's layout (upstream's
       * castOrReallocMemRefValue), e.g. its bufferization.buffer_layout;
       * a layout with a dynamic offset or stride cannot be allocated
       * (upstream then builds an invalid alloc): an identity buffer, cast. */
      bo_value *copy = bo_bufferizer_alloc(bz, v->type, buf, NULL, 0);
      if (copy->def_op && bo_op_isa(copy->def_op, BO_OP_MEMREF_ALLOC) &&
          allocatable_layout(ins[i]) &&
          bo_type_get_memory_space(ins[i]) == bo_type_get_memory_space(copy->type))
        copy->type = ins[i];
      bo_bufferizer_copy(bz, buf, copy);
      buf = copy->type == ins[i] ? copy : bo_bufferizer_cast(bz, copy, ins[i]);
    }
    ops[i] = buf;
  }
  bo_named_attr prop = {bo_intern_cstr(op->ctx, "callee"), callee};
  bo_op *c = bo_bufferize_build(bz, BO_OP_NAME(FUNC_CALL), op->num_operands, ops,
                                bo_type_get_num_results(ft), bo_type_get_results(ft), 1, &prop);
  free(ops);
  for (unsigned r = 0; r < op->num_results; r++) {
    if (bo_is_tensor_like(op->ctx, op->results[r].type))
      bo_bufferizer_replace(bz, op, r, &c->results[r]);
    else bo_value_replace_all_uses(&op->results[r], &c->results[r]);
  }
  return 0;
}

static const char *call_callee(const bo_op *op) {
  const bo_attr *callee = bo_op_get_attr(op, "callee");
  if (!callee || bo_attr_get_kind(callee) != BO_ATTR_SYMBOL_REF) return NULL;
  return bo_attr_symbol_root(callee);
}

static bool call_reads(const bo_op *op, unsigned i, const bo_bufferize_state *st) {
  const bo_func_summary *fs = bo_bufferize_callee_summary(st, op);
  return !fs || i >= fs->num_args || fs->arg_read[i];
}

static bool call_writes(const bo_op *op, unsigned i, const bo_bufferize_state *st) {
  const bo_func_summary *fs = bo_bufferize_callee_summary(st, op);
  return !fs || i >= fs->num_args || fs->arg_written[i];
}

/* The first result that may alias argument i (equivalent when the callee
 * returns i's own buffer there). */
/* The first tensor result of op, or -1. */
static int first_tensor_result(const bo_op *op) {
  for (unsigned r = 0; r < op->num_results; r++)
    if (bo_is_tensor_like(op->ctx, op->results[r].type)) return (int)r;
  return -1;
}

/* Is r the only result that may alias argument i?  Upstream's CallOp
 * calls an operand equivalent to a result only then (a callee whose
 * returns give one argument as two results: aliasing, not equivalent).
 * O(results). */
static bool aliases_one_result(const bo_func_summary *fs, unsigned i, unsigned r) {
  for (unsigned q = 0; q < fs->num_results; q++)
    if (q != r && fs->result_aliases[(size_t)q * fs->num_args + i]) return false;
  return true;
}

static int call_alias(const bo_op *op, unsigned i, bool *eq, const bo_bufferize_state *st) {
  if (bo_bufferize_callee_unanalyzed(st, op)) { /* recursion: may alias every result */
    *eq = false;
    return bo_is_tensor_like(op->ctx, op->operands[i].value->type) ? first_tensor_result(op) : -1;
  }
  const bo_func_summary *fs = bo_bufferize_callee_summary(st, op);
  if (!fs || i >= fs->num_args) return -1;
  for (unsigned r = 0; r < fs->num_results && r < op->num_results; r++)
    if (fs->result_aliases[(size_t)r * fs->num_args + i]) {
      *eq = fs->result_equivalent[r] && fs->result_arg[r] == (int)i &&
            aliases_one_result(fs, i, r);
      return (int)r;
    }
  return -1;
}

/* Result r shares its buffer with an earlier result q when both may alias
 * one argument (a callee returning two slices of it).  O(results x args). */
static int call_shares(const bo_op *op, unsigned r, const bo_bufferize_state *st) {
  if (bo_bufferize_callee_unanalyzed(st, op)) {
    int first = first_tensor_result(op);
    bool any_operand = false; /* results alias each other through an operand */
    for (unsigned i = 0; i < op->num_operands; i++)
      any_operand |= bo_is_tensor_like(op->ctx, op->operands[i].value->type);
    return any_operand && first >= 0 && (int)r > first ? first : -1;
  }
  const bo_func_summary *fs = bo_bufferize_callee_summary(st, op);
  if (!fs || r >= fs->num_results) return -1;
  unsigned na = fs->num_args;
  for (unsigned q = 0; q < r; q++)
    for (unsigned i = 0; i < na; i++)
      if (fs->result_aliases[(size_t)r * na + i] && fs->result_aliases[(size_t)q * na + i])
        return (int)q;
  return -1;
}

/* A result of the call has the callee's bufferized result type. */
static const bo_type *call_buffer_type(const bo_op *op, unsigned r,
                                       const bo_type *const *operand_types, bo_bufferizer *bz) {
  const char *name = call_callee(op);
  const bo_type *ft = name ? bo_bufferizer_callee_type(bz, op, name) : NULL;
  if (!ft || r >= bo_type_get_num_results(ft))
    return bo_bufferizer_unknown_type(bz, op->results[r].type);
  return bo_type_get_results(ft)[r];
}

const bo_bufferize_iface bo_func_call_bufferize = {
    .buffer_type = call_buffer_type,
    .reads = call_reads, .writes = call_writes, .aliasing_result = call_alias,
    .shares_buffer_with = call_shares,
    .callee = call_callee, .rewrite = call_rewrite};

/* func.func: an argument is writable unless its attributes say
 * `bufferization.writable = false` (upstream's FuncOp isWritable). */
static bool func_arg_writable(const bo_op *func, unsigned i) {
  const bo_attr *all = bo_op_get_prop(func, "arg_attrs");
  if (!all || bo_attr_get_kind(all) != BO_ATTR_ARRAY || i >= bo_attr_get_num_elements(all))
    return true;
  const bo_attr *d = bo_attr_array_get(all, i);
  if (bo_attr_get_kind(d) != BO_ATTR_DICT) return true;
  const bo_attr *w = bo_attr_dict_lookup(d, "bufferization.writable");
  return !w || bo_attr_get_kind(w) != BO_ATTR_INTEGER || bo_attr_get_bool(w); /* bool: i1 */
}

/* After the signature is bufferized upstream removes the
 * bufferization.writable and bufferization.buffer_layout argument
 * attributes (removeBufferizationAttributes); an argument left without
 * attributes gets an empty dictionary, and no array when all are empty. */
static void func_boundary_done(bo_op *func) {
  bo_context *ctx = func->ctx;
  const bo_attr *all = bo_op_get_prop(func, "arg_attrs");
  if (!all || bo_attr_get_kind(all) != BO_ATTR_ARRAY) return;
  unsigned n = bo_attr_get_num_elements(all);
  const char *drop[2] = {bo_intern_cstr(ctx, "bufferization.writable"),
                         bo_intern_cstr(ctx, "bufferization.buffer_layout")};
  const bo_attr **dicts = malloc((n ? n : 1) * sizeof *dicts);
  bool any = false;
  for (unsigned i = 0; i < n; i++) {
    const bo_attr *d = bo_attr_array_get(all, i);
    if (bo_attr_get_kind(d) == BO_ATTR_DICT) {
      unsigned m = bo_attr_get_num_elements(d), k = 0;
      bo_named_attr *e = malloc((m + 1) * sizeof *e);
      for (unsigned j = 0; j < m; j++) {
        const bo_named_attr *na = bo_attr_dict_get_entry(d, j);
        if (na->name != drop[0] && na->name != drop[1]) e[k++] = *na;
      }
      if (k != m) d = bo_attr_dict(ctx, k, e);
      free(e);
    }
    any |= bo_attr_get_num_elements(d) != 0;
    dicts[i] = d;
  }
  bo_op_set_prop(func, "arg_attrs", any ? bo_attr_array(ctx, n, dicts) : NULL);
  free(dicts);
}

/* The `bufferization.buffer_layout` of argument i (a strided layout or an
 * affine map: the verifier rejects anything else), or NULL. */
static const bo_attr *func_arg_layout(const bo_op *func, unsigned i) {
  const bo_attr *all = bo_op_get_prop(func, "arg_attrs");
  if (!all || bo_attr_get_kind(all) != BO_ATTR_ARRAY || i >= bo_attr_get_num_elements(all))
    return NULL;
  const bo_attr *d = bo_attr_array_get(all, i);
  const bo_attr *l = bo_attr_get_kind(d) == BO_ATTR_DICT
                         ? bo_attr_dict_lookup(d, "bufferization.buffer_layout")
                         : NULL;
  return l && (bo_attr_get_kind(l) == BO_ATTR_STRIDED || bo_attr_get_kind(l) == BO_ATTR_AFFINE_MAP)
             ? l
             : NULL;
}

const bo_bufferize_iface bo_func_func_bufferize = {.arg_writable = func_arg_writable,
                                                   .boundary_done = func_boundary_done,
                                                   .arg_layout = func_arg_layout};

/* The bufferization dialect's argument attributes on a function op
 * (upstream's BufferizationDialect::verifyRegionArgAttribute, run by the
 * function interface's verifier for every argument, declarations too),
 * with upstream's messages: `bufferization.writable` is a bool and not on
 * a declaration, `bufferization.access` one of none / read / write /
 * read-write, `bufferization.buffer_layout` a memref layout (strided or
 * affine map); any other `bufferization.*` name is refused with the
 * message upstream prints (naming buffer_layout, as upstream does).
 * O(argument attributes). */
int bo_bufferization_verify_arg_attrs(bo_op *func) {
  const bo_attr *all = bo_op_get_prop(func, "arg_attrs");
  if (!all || bo_attr_get_kind(all) != BO_ATTR_ARRAY) return 0;
  bool external = func->num_regions == 0 || bo_region_is_empty(&func->regions[0]);
  for (unsigned i = 0; i < bo_attr_get_num_elements(all); i++) {
    const bo_attr *d = bo_attr_array_get(all, i);
    if (bo_attr_get_kind(d) != BO_ATTR_DICT) continue;
    for (unsigned j = 0; j < bo_attr_get_num_elements(d); j++) {
      const bo_named_attr *na = bo_attr_dict_get_entry(d, j);
      if (strncmp(na->name, "bufferization.", 14)) continue;
      const char *n = na->name + 14;
      const bo_attr *v = na->attr;
      if (!strcmp(n, "writable")) {
        if (bo_attr_get_kind(v) != BO_ATTR_INTEGER || !bo_type_is_integer(bo_attr_get_type(v), 1))
          return bo_op_emit_plain_error(func, "'bufferization.writable' is expected to be a "
                                              "boolean attribute");
        if (external)
          return bo_op_emit_plain_error(func, "'bufferization.writable' is invalid on external "
                                              "functions");
      } else if (!strcmp(n, "access")) {
        if (bo_attr_get_kind(v) != BO_ATTR_STRING)
          return bo_op_emit_plain_error(func, "'bufferization.access' is expected to be a string "
                                              "attribute");
        const char *s = bo_attr_get_string(v);
        if (strcmp(s, "none") && strcmp(s, "read") && strcmp(s, "write") &&
            strcmp(s, "read-write"))
          return bo_op_emit_plain_error(func, "invalid value for 'bufferization.access'");
      } else if (!strcmp(n, "buffer_layout")) {
        if (bo_attr_get_kind(v) != BO_ATTR_STRIDED && bo_attr_get_kind(v) != BO_ATTR_AFFINE_MAP)
          return bo_op_emit_plain_error(func, "'bufferization.buffer_layout' is expected to be a "
                                              "memref layout attribute");
      } else {
        return bo_op_emit_plain_error(func, "attribute 'bufferization.buffer_layout' not "
                                            "supported as a region arg attribute by the "
                                            "bufferization dialect");
      }
    }
  }
  return 0;
}
