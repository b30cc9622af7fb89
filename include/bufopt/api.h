/* bufopt/api.h - BO_API marks the declarations of the public API.
 *
 * The library is built with -fvisibility=hidden: only what a public header
 * declares with BO_API is exported from libbufopt.so (and stays global in
 * libbufopt.a); everything else is internal.  Every public header includes
 * this one.
 */
#ifndef BUFOPT_API_H
#define BUFOPT_API_H

#if defined(__GNUC__) || defined(__clang__)
#define BO_API __attribute__((visibility("default")))
#else
#define BO_API
#endif

/* A function that never returns and is seldom called (bo_out_of_memory):
 * the compiler keeps the paths that call it out of the hot code. */
#if defined(__GNUC__) || defined(__clang__)
#define BO_NORETURN __attribute__((noreturn, cold))
#else
#define BO_NORETURN
#endif

#endif
