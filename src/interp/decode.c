/* decode.c - turns a function's IR into the compact form the exec loop runs.
 *
 * Each function is decoded once, on its first call: its values are numbered
 * densely (bo_number_values), which gives every SSA value a frame slot, and
 * every op becomes an insn whose exec function the op's semantic hook picked
 * (from the per-dialect tables, found by op id in an array filled once per
 * run).  Ops with regions decode their regions recursively
 * into the same frame.  An op without a hook, or whose hook rejects it,
 * becomes an insn that reports "cannot be interpreted" when it is reached, so
 * unsupported code that never runs does not stop a run.
 *
 * Cost: linear in the number of ops, values and blocks of the function.
 */
#include "interp_internal.h"
#include "../interfaces/memory_iface.h"

static int exec_unsupported(bo_interp *I, const insn *in, slot *F) {
  return interp_error(I, in->op, "cannot be interpreted: %s", (const char *)in->aux);
}

/* Memrefs whose elements are vectors (their views carry the vector's
 * dimensions last, view->inner) reach only the ops whose decoder handles
 * them (in->vector_memrefs_ok: alloc, load, store, copy, cast, dim, ...)
 * and ops that only hand values on (terminators, calls, ops with regions);
 * any other op touching one is refused when reached. */
static bool is_vector_memref(const bo_type *t) {
  return t && bo_type_get_kind(t) == BO_TYPE_MEMREF &&
         bo_type_get_kind(bo_type_get_element_type(t)) == BO_TYPE_VECTOR;
}
static bool touches_vector_memref(const bo_op *op) {
  for (unsigned i = 0; i < op->num_operands; i++)
    if (is_vector_memref(op->operands[i].value->type)) return true;
  for (unsigned i = 0; i < op->num_results; i++)
    if (is_vector_memref(op->results[i].type)) return true;
  return false;
}
/* A complex<f64> value (boxed, interp_internal.h) among the op's operands
 * and results, its regions' block arguments or what their terminators pass
 * on (a body yielding one): O(operands + results + blocks of the op). */
static bool is_c64_value(const bo_type *t) { return t->kind == BO_TYPE_COMPLEX && type_is_obj(t); }
static bool touches_c64_value(const bo_op *op) {
  for (unsigned i = 0; i < op->num_operands; i++)
    if (is_c64_value(op->operands[i].value->type)) return true;
  for (unsigned i = 0; i < op->num_results; i++)
    if (is_c64_value(op->results[i].type)) return true;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next) {
      for (unsigned i = 0; i < b->num_args; i++)
        if (is_c64_value(b->args[i]->type)) return true;
      const bo_op *t = b->last;
      if (t && (t->info->traits & BO_TRAIT_TERMINATOR))
        for (unsigned i = 0; i < t->num_operands; i++)
          if (is_c64_value(t->operands[i].value->type)) return true;
    }
  return false;
}
static bool passes_values_on(const bo_op *op) {
  const bo_memory_iface *m = bo_memory_of(op);
  return (op->info->traits & BO_TRAIT_TERMINATOR) || op->num_regions > 0 ||
         (m && (m->effects & BO_MEM_CALL));
}

/* Terminators and calls hand slots on as they are (references included);
 * an op with regions may compute with what its regions yield. */
static bool passes_values_on_plain(const bo_op *op) {
  const bo_memory_iface *m = bo_memory_of(op);
  return (op->info->traits & BO_TRAIT_TERMINATOR) || (m && (m->effects & BO_MEM_CALL));
}

/* Decoded code lives in the run's arena (zeroed), freed when the run ends. */
void *dec_alloc(decoder *D, size_t size) { return bo_arena_take(&D->I->arena, size ? size : 1); }

uint32_t dec_slot(decoder *D, const bo_value *v) {
  (void)D;
  return v->id;
}

bool dec_single_local_use(const bo_value *v, const bo_op *user) {
  if (!v->first_use || v->first_use->next) return false;
  const bo_block *def_block = v->def_op ? v->def_op->block : v->owner;
  return def_block == user->block;
}

typedef struct local_scan {
  decoder *D;
  BO_VEC(uint32_t) slots;
} local_scan;

static int collect_local(bo_op *op, void *user) {
  local_scan *s = user;
  for (unsigned i = 0; i < op->num_results; i++)
    if (value_is_obj(&op->results[i])) bo_vec_push(&s->slots, dec_slot(s->D, &op->results[i]));
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (unsigned i = 0; i < b->num_args; i++)
        if (value_is_obj(b->args[i])) bo_vec_push(&s->slots, dec_slot(s->D, b->args[i]));
  return 0;
}

void dec_region_locals(decoder *D, bo_region *r, local_slots *out) {
  local_scan s = {D, {0}};
  for (bo_block *b = r->first; b; b = b->next)
    for (bo_op *op = b->first; op; op = op->next) bo_walk_pre(op, collect_local, &s);
  out->n = (uint32_t)s.slots.len;
  out->slots = dec_alloc(D, out->n * sizeof(uint32_t));
  if (out->n) memcpy(out->slots, s.slots.data, out->n * sizeof(uint32_t));
  free(s.slots.data);
}

static const interp_table *const k_tables[] = {
    &bo_interp_arith_table,  &bo_interp_math_table,   &bo_interp_control_table,
    &bo_interp_memref_table, &bo_interp_tensor_table, &bo_interp_linalg_table,
    &bo_interp_bufferization_table, &bo_interp_affine_table, &bo_interp_deallocation_table,
    &bo_interp_onnx_table, &bo_interp_krnl_table, &bo_interp_vector_table,
    &bo_interp_index_table,
};

void interp_register_hooks(bo_interp *I) {
  for (size_t t = 0; t < sizeof k_tables / sizeof k_tables[0]; t++)
    for (unsigned i = 0; i < k_tables[t]->n; i++) {
      const interp_hook *h = &k_tables[t]->hooks[i];
      I->hooks[h->id] = h;
    }
}

static int dec_op(decoder *D, const bo_op *op, insn *in) {
  in->op = op;
  in->nops = op->num_operands;
  in->nres = op->num_results;
  in->ops = dec_alloc(D, in->nops * sizeof(uint32_t));
  in->res = dec_alloc(D, in->nres * sizeof(uint32_t));
  for (unsigned i = 0; i < in->nops; i++) in->ops[i] = dec_slot(D, op->operands[i].value);
  for (unsigned i = 0; i < in->nres; i++) in->res[i] = dec_slot(D, &op->results[i]);
  in->a = in->nops > 0 ? in->ops[0] : 0;
  in->b = in->nops > 1 ? in->ops[1] : 0;
  in->c = in->nops > 2 ? in->ops[2] : 0;
  in->r = in->nres > 0 ? in->res[0] : 0;
  const bo_type *t = in->nres ? op->results[0].type : in->nops ? op->operands[0].value->type : NULL;
  in->ek = t ? (uint8_t)elem_kind_of_shaped(t) : EK_NONE;
  in->ek2 = in->nops ? (uint8_t)elem_kind_of_shaped(op->operands[0].value->type) : EK_NONE;
  const interp_hook *h = D->I->hooks[op->info->id]; /* BO_OP_NONE (unregistered): none */
  in->fn = exec_unsupported;
  if (!h) {
    in->aux = op->info->id == BO_OP_NONE ? (void *)"unregistered operation"
                                         : (void *)"the interpreter does not support this op yet";
    return 0;
  }
  /* a refusal's reason is the hook's own, not one of the ops it decoded */
  const char *outer_why = D->why;
  D->why = NULL;
  int rc = h->decode(D, op, in);
  const char *why = D->why;
  D->why = outer_why;
  if (rc != 0) {
    in->aux = (void *)(why ? why : "this form of the op is not supported yet");
    in->fn = exec_unsupported;
  } else if (!in->vector_memrefs_ok && !passes_values_on(op) && touches_vector_memref(op)) {
    /* its decoder reads views as scalar arrays: it would misread one */
    in->aux = (void *)"memrefs of vectors are not supported by this op yet";
    in->fn = exec_unsupported;
  } else if (!in->c64_values_ok && touches_c64_value(op) && !passes_values_on_plain(op)) {
    /* it would read a box as a number (interp_internal.h) */
    in->aux = (void *)"complex<f64> values are not supported by this op yet";
    in->fn = exec_unsupported;
  }
  return 0;
}

int dec_region(decoder *D, bo_region *r, code_region *out) {
  out->nblocks = bo_region_num_blocks(r);
  out->blocks = dec_alloc(D, out->nblocks * sizeof(code_block));
  unsigned bi = 0;
  for (bo_block *b = r->first; b; b = b->next, bi++) {
    code_block *cb = &out->blocks[bi];
    cb->nargs = b->num_args;
    cb->args = dec_alloc(D, cb->nargs * sizeof(uint32_t));
    cb->args_obj = dec_alloc(D, cb->nargs);
    for (unsigned i = 0; i < b->num_args; i++) {
      cb->args[i] = dec_slot(D, b->args[i]);
      cb->args_obj[i] = value_is_obj(b->args[i]);
    }
    unsigned n = 0;
    for (bo_op *op = b->first; op; op = op->next) n++;
    cb->n = n;
    cb->insns = dec_alloc(D, n * sizeof(insn));
    unsigned i = 0;
    for (bo_op *op = b->first; op; op = op->next, i++) {
      if (dec_op(D, op, &cb->insns[i])) return -1;
      if (D->I->guards_pending.len) interp_guard_op(D, op, &cb->insns[i]);
    }
  }
  return 0;
}

static int mark_objs(bo_op *op, void *user) {
  code_func *f = user;
  for (unsigned i = 0; i < op->num_results; i++)
    if (value_is_obj(&op->results[i])) f->slot_obj[op->results[i].id] = 1;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      for (unsigned i = 0; i < b->num_args; i++)
        if (value_is_obj(b->args[i])) f->slot_obj[b->args[i]->id] = 1;
  return 0;
}

int decode_func(bo_interp *I, code_func *f) {
  bo_op *op = (bo_op *)f->op;
  f->nslots = bo_number_values(op);
  decoder D = {.I = I, .fn = f};
  f->slot_obj = dec_alloc(&D, f->nslots);
  bo_walk_pre(op, mark_objs, f);
  f->nobj = 0;
  for (uint32_t i = 0; i < f->nslots; i++) f->nobj += f->slot_obj[i];
  f->obj_slots = dec_alloc(&D, f->nobj * sizeof(uint32_t));
  f->nobj = 0;
  for (uint32_t i = 0; i < f->nslots; i++)
    if (f->slot_obj[i]) f->obj_slots[f->nobj++] = i;
  if (dec_region(&D, &op->regions[0], &f->body)) return -1;
  f->decoded = true;
  return 0;
}

code_func *interp_get_func(bo_interp *I, const char *name) {
  const char *key = bo_intern_cstr(I->ctx, name);
  code_func *f = bo_mapping_get(I->funcs, key);
  if (f) return f;
  bo_op *op = bo_lookup_symbol(I->module, key);
  if (!op || !bo_op_isa(op, BO_OP_FUNC_FUNC)) return NULL;
  f = calloc(1, sizeof *f);
  f->op = op;
  f->name = key;
  f->external = op->num_regions == 0 || bo_region_is_empty(&op->regions[0]);
  bo_mapping_put(I->funcs, key, f);
  bo_vec_push(&I->all_funcs, f);
  return f;
}
