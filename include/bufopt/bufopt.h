/* bufopt/bufopt.h - the whole public API in one include.
 *
 * ir.h (IR, parse, print, verify), diag.h (diagnostics), pass.h (passes and
 * the pass manager), timing.h, verify.h (--verify-diagnostics) and support.h
 * ("did you mean"), plan.h (the IR-free memory planner), register.h (the
 * dialects and passes a context knows: call bo_register_all_dialects and
 * bo_register_all_passes on a new context).  Link with -lbufopt -lm, or use
 * `pkg-config bufopt`.
 */
#ifndef BUFOPT_BUFOPT_H
#define BUFOPT_BUFOPT_H

#include "bufopt/ir.h"
#include "bufopt/diag.h"
#include "bufopt/interp.h"
#include "bufopt/pass.h"
#include "bufopt/register.h"
#include "bufopt/timing.h"
#include "bufopt/verify.h"
#include "bufopt/plan.h"
#include "bufopt/support.h"

#define BUFOPT_VERSION "0.1.0"

#endif
