/* exec.c - the execution loop, calls, frames and the public entry point.
 *
 * A call allocates a frame of slots (one per value of the callee), binds the
 * arguments to the entry block's arguments and runs the body region: the
 * loop calls each insn's exec function in order; a branch terminator names
 * the next block, a yield-like terminator (func.return, scf.yield, ...)
 * hands control back to whoever ran the region, which reads the yielded
 * values from the terminator's operand slots.  On return the frame's object
 * slots are released and the allocas made during the call die.
 *
 * State: one bo_interp per run (no globals); the step counter enforces
 * --run-max-steps.  Cost per executed op: one indirect call.
 */
#include <stdarg.h>

#include "../support/stack.h"
#include "bufopt/support.h"
#include "interp_internal.h"

int interp_error(bo_interp *I, const bo_op *op, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (op) bo_op_emit_error(op, "%s", buf);
  else bo_emit_error(I->ctx, (bo_loc){0}, "%s", buf);
  I->failed = true;
  return RC_ERROR;
}

static int step_limit(bo_interp *I, const insn *in) {
  return interp_error(I, in->op, "stopped after %llu steps (--run-max-steps)",
                      (unsigned long long)I->opts.max_steps);
}

int run_region(bo_interp *I, const code_region *r, slot *F, const insn **term) {
  uint32_t bi = 0;
  /* regions nest (scf.if in scf.for ...) and calls recurse through here */
  if (bo_stack_low(I->ctx))
    return interp_error(I, r->nblocks && r->blocks[0].n ? r->blocks[0].insns[0].op : NULL,
                        "nesting or call depth (%u calls) is too deep for the available stack",
                        I->depth);
  const uint64_t limit = I->opts.max_steps ? I->opts.max_steps : UINT64_MAX;
  for (;;) {
    const code_block *b = &r->blocks[bi];
    const insn *in = b->insns, *end = in + b->n;
    for (; in < end; in++) {
      if (++I->steps > limit) return step_limit(I, in);
      int rc = in->fn(I, in, F);
      if (rc) {
        if (rc == RC_BRANCH) {
          bi = (uint32_t)I->next_block;
          goto next_block;
        }
        if (rc == RC_YIELD) {
          if (term) *term = in;
          return 0;
        }
        return RC_ERROR;
      }
    }
    if (term) *term = NULL; /* a block without terminator (NoTerminator ops) */
    return 0;
  next_block:;
  }
}

int run_region_with_args(bo_interp *I, const code_region *r, slot *F, const slot *args,
                         const insn **term) {
  const code_block *b = &r->blocks[0];
  for (uint32_t i = 0; i < b->nargs; i++) slot_copy(I, F, b->args[i], args[i], b->args_obj[i]);
  return run_region(I, r, F, term);
}

void slots_transfer(bo_interp *I, slot *F, const uint32_t *dst, const uint8_t *is_obj,
                    const uint32_t *src, uint32_t n) {
  slot small[16], *tmp = n <= 16 ? small : malloc(n * sizeof(slot));
  for (uint32_t i = 0; i < n; i++) {
    tmp[i] = F[src[i]];
    if (is_obj[i]) obj_retain(tmp[i].o);
  }
  for (uint32_t i = 0; i < n; i++) {
    if (is_obj[i]) slot_put(F, dst[i], tmp[i].o, I);
    else F[dst[i]] = tmp[i];
  }
  if (tmp != small) free(tmp);
}

int interp_call(bo_interp *I, code_func *f, const slot *args, slot *results, const bo_op *site) {
  if (f->external) return interp_runtime_call(I, f, args, results, site);
  if (!f->decoded && decode_func(I, f)) return interp_error(I, site, "cannot decode @%s", f->name);
  unsigned max_depth = I->opts.max_call_depth ? I->opts.max_call_depth : 2000;
  if (I->depth >= max_depth)
    return interp_error(I, site, "call depth exceeds %u (runaway recursion?)", max_depth);
  slot *F = calloc(f->nslots ? f->nslots : 1, sizeof(slot));
  if (!F) return interp_error(I, site, "out of memory");
  I->depth++;
  size_t stack_mark = I->stack.len;
  const insn *term = NULL;
  int rc = run_region_with_args(I, &f->body, F, args, &term);
  if (rc == 0 && term) {
    for (uint32_t i = 0; i < term->nops; i++) {
      results[i] = F[term->ops[i]];
      if (f->slot_obj[term->ops[i]]) obj_retain(results[i].o);
    }
  }
  while (I->stack.len > stack_mark) {
    block *b = I->stack.data[--I->stack.len];
    heap_pop_stack(I, b);
    obj_release(I, &b->h);
  }
  for (uint32_t i = 0; i < f->nobj; i++) obj_release(I, F[f->obj_slots[i]].o);
  free(F);
  I->depth--;
  return rc;
}

block *interp_global_block(bo_interp *I, const bo_op *global, const bo_op *user) {
  block *b = bo_mapping_get(I->globals, global);
  if (b) return b;
  const bo_attr *ta = bo_op_get_attr(global, "type");
  const bo_type *t = ta ? bo_attr_get_type_value(ta) : NULL;
  if (!t || !bo_type_has_rank(t)) return NULL;
  elem_kind ek = elem_kind_of_shaped(t);
  if (ek == EK_NONE) return NULL;
  int64_t n = bo_type_get_num_elements(t);
  if (n < 0) return NULL;
  bool constant = bo_op_get_attr(global, "constant") != NULL;
  const bo_attr *init = bo_op_get_attr(global, "initial_value");
  b = heap_alloc(I, NULL, constant ? W_CONST_GLOBAL : W_GLOBAL, ek, n);
  if (!b) return NULL;
  b->alloc_op = global;
  const bo_attr *sym = bo_op_get_attr(global, "sym_name");
  b->global_name = sym ? bo_attr_get_string(sym) : NULL;
  bool complex_text = init && bo_attr_get_kind(init) == BO_ATTR_OPAQUE && ek_is_complex(ek);
  if (init && (bo_attr_get_kind(init) == BO_ATTR_DENSE || complex_text)) {
    /* a rank-1 walk over all elements is enough to fill */
    view *w = view_new(1, ek);
    w->blk = b;
    w->sizes[0] = n;
    w->strides[0] = 1;
    int rc = 0;
    if (complex_text) rc = fill_from_complex_text(w, bo_attr_get_opaque_text(init));
    else fill_from_dense(w, init);
    free(w);
    if (rc) { /* the global's text is not what the verifier let through */
      obj_release(I, &b->h);
      return NULL;
    }
    if (b->init) memset(b->init, 1, (size_t)n);
  }
  bo_mapping_put(I->globals, global, b);
  bo_vec_push(&I->owned, &b->h);
  (void)user;
  return b;
}

/* The entry function is not there.  The error names a line even for the
 * implicit module (whose location has none): the module's first line; a
 * note points at the function whose name is the closest spelling.  Any op
 * with a sym_name and a function_type is a candidate. */
static int report_missing_entry(bo_interp *I, const char *name) {
  bo_loc loc = bo_op_get_loc(I->module);
  if (loc.line == 0) loc.line = loc.col = 1;
  bo_emit_error(I->ctx, loc, "no function named @%s to run", name);
  BO_VEC(const char *) names = {0};
  BO_VEC(bo_op *) ops = {0};
  bo_region *body = I->module->num_regions ? &I->module->regions[0] : NULL;
  for (bo_block *b = body ? body->first : NULL; b; b = b->next)
    for (bo_op *op = b->first; op; op = op->next) {
      const bo_attr *sym = bo_op_get_attr(op, "sym_name");
      if (!sym || !bo_op_get_attr(op, "function_type")) continue;
      bo_vec_push(&names, bo_attr_get_string(sym));
      bo_vec_push(&ops, op);
    }
  const char *best = bo_closest_name(name, names.data, names.len);
  for (size_t i = 0; best && i < names.len; i++)
    if (names.data[i] == best) {
      bo_op_emit_note(ops.data[i], "did you mean @%s?", best);
      break;
    }
  bo_vec_free(&names);
  bo_vec_free(&ops);
  I->failed = true;
  return -1;
}

int bo_interp_run(bo_op *module, const char *func, const bo_interp_options *opts, FILE *out,
                  bo_heap_report *report) {
  bo_interp I;
  memset(&I, 0, sizeof I);
  bo_materialize_bodies(module); /* the interpreter runs the bodies */
  I.ctx = bo_op_get_context(module);
  I.module = module;
  I.out = out;
  if (opts) I.opts = *opts;
  I.funcs = bo_mapping_create();
  I.globals = bo_mapping_create();
  interp_register_hooks(&I);
  if (report) memset(report, 0, sizeof *report);
  const char *name = func ? func : "main";
  code_func *f = interp_get_func(&I, name);
  int rc = 0;
  slot results[16];
  memset(results, 0, sizeof results);
  unsigned nres = 0;
  if (!f) {
    rc = report_missing_entry(&I, name);
  } else {
    const bo_type *ft = bo_attr_get_type_value(bo_op_get_attr(f->op, "function_type"));
    if (ft && bo_type_get_num_inputs(ft) > 0) {
      rc = bo_op_emit_error(f->op, "@%s takes arguments; only functions without arguments can be run",
                            name);
      I.failed = true;
    } else if (ft && bo_type_get_num_results(ft) > 16) {
      rc = bo_op_emit_error(f->op, "@%s returns too many values", name);
      I.failed = true;
    } else {
      nres = ft ? bo_type_get_num_results(ft) : 0;
      rc = interp_call(&I, f, NULL, results, f->op);
    }
  }
  if (out) fflush(out);
  /* What the entry function returns is not a leak. */
  view *keep[16];
  unsigned nkeep = 0;
  if (rc == 0 && f) {
    const bo_type *ft = bo_attr_get_type_value(bo_op_get_attr(f->op, "function_type"));
    for (unsigned i = 0; i < nres; i++)
      if (type_is_obj(bo_type_get_results(ft)[i])) keep[nkeep++] = (view *)results[i].o;
  }
  heap_finish(&I, report, keep, nkeep, rc == 0 && !I.failed);
  for (unsigned i = 0; i < nkeep; i++) obj_release(&I, &keep[i]->h);
  /* Tear down: live heap blocks, constants and globals, decoded functions. */
  for (size_t i = 0; i < I.heap.live.len; i++) obj_release(&I, &I.heap.live.data[i]->h);
  free(I.heap.live.data);
  for (size_t i = 0; i < I.owned.len; i++) obj_release(&I, I.owned.data[i]);
  free(I.owned.data);
  bo_vec_free(&I.arena_views);
  bo_vec_free(&I.guards_pending);
  for (size_t i = 0; i < I.stack.len; i++) obj_release(&I, &I.stack.data[i]->h);
  free(I.stack.data);
  for (size_t i = 0; i < I.all_funcs.len; i++) free(I.all_funcs.data[i]);
  free(I.all_funcs.data);
  bo_arena_free_all(&I.arena);
  bo_mapping_destroy(I.funcs);
  bo_mapping_destroy(I.globals);
  if (report) report->errors = I.heap.errors + (I.failed && I.heap.errors == 0 ? 1 : 0);
  return (rc != 0 || I.failed) ? 1 : 0;
}
