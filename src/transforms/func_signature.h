/* func_signature.h - what the function-boundary passes
 * (drop-equivalent-buffer-results, buffer-results-to-out-params) share:
 * recognising functions and calls through traits and hooks, editing a
 * function's signature (function_type, arg_attrs, res_attrs), and finding
 * each function's call sites.  See func_signature.c.
 */
#ifndef BUFOPT_FUNC_SIGNATURE_H
#define BUFOPT_FUNC_SIGNATURE_H

#include "../ir/ir_private.h"

/* A function: a symbol, isolated from above, with one region and a
 * function_type property.  Its type, or NULL when op is not one. */
const bo_type *bo_sig_function_type(const bo_op *op);
/* Public (no sym_visibility, or "public"). */
bool bo_sig_is_public(const bo_op *op);
/* The i-th dictionary of an arg_attrs / res_attrs array, NULL when absent
 * or empty. */
const bo_attr *bo_sig_dict(const bo_attr *array, unsigned i);
/* Sets the signature; dicts may be NULL (no attributes), and the arrays
 * are stored only when a dictionary is non-empty (as mlir-opt does). */
void bo_sig_set(bo_op *func, unsigned nin, const bo_type *const *inputs,
                const bo_attr *const *arg_dicts, unsigned nout, const bo_type *const *outputs,
                const bo_attr *const *res_dicts);
/* The symbol a call-like op calls (the callee hook of its bufferization
 * iface), or NULL. */
const char *bo_sig_callee(const bo_op *op);

/* The call sites of the module's functions: for each function (by
 * op), its calls in program order.  Built by one walk with one symbol
 * lookup per call. */
typedef struct bo_call_sites bo_call_sites;
bo_call_sites *bo_call_sites_collect(bo_op *module);
void bo_call_sites_destroy(bo_call_sites *cs);
/* The calls of func (NULL when none; *n gets the count). */
bo_op *const *bo_call_sites_of(const bo_call_sites *cs, const bo_op *func, size_t *n);

#endif
