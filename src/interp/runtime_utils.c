/* runtime_utils.c - the runtime functions MLIR programs call (upstream's
 * mlir_runner_utils / mlir_c_runner_utils), for calls to body-less functions.
 *
 * A program declares e.g. `func.func private @printMemrefF32(memref<*xf32>)`
 * and calls it; mlir-runner links the call to the C++ support libraries.
 * Here a table maps each known name to its expected signature and an
 * implementation that writes exactly the text the upstream library writes
 * (measured against mlir-runner 22): printMemref* (unranked descriptor:
 * "Unranked Memref base@ = ... data = " then the nested data), the ranked
 * printMemref{0,1,2,3,4}d*, printMemrefShape*, printF32/F64/I64/U64,
 * the complex printMemref{,Shape,1d}C32/C64 (elements as std::complex
 * prints them: `(re,im)`), printMemrefVector4x4xf32 (upstream's
 * VectorDataPrinter per element),
 * printNewline/Comma/Open/Close, printString (of an llvm.mlir.addressof of
 * a string global: its bytes up to the NUL, as fputs), rtclock and
 * printFlops.  The declaration's
 * type must be the one the library expects (a memref<4xf32> passed where the
 * library reads an unranked descriptor would print garbage under
 * mlir-runner), else the call is an error.  The address after base@ is a
 * stable fake one (per storage block); tests skip it as upstream's do.
 *
 * Invariant: a runtime call reads only through checked views (use after
 * free, bounds, never-written elements are reported as for any load) and
 * never writes program memory.  Cost: one name lookup per declaration (cached
 * in its code_func), then linear in the printed elements.
 */
#include <time.h>

#include "interp_internal.h"

/* How a runtime function takes its operand. */
typedef enum rt_arg {
  A_NONE,     /* no operand */
  A_UNRANKED, /* memref<*xT> (or tensor<*xT> before bufferization) */
  A_RANKED,   /* memref of rank `rank` (or a tensor), any layout */
  A_SCALAR,   /* one scalar of kind ek */
  A_PTR       /* !llvm.ptr */
} rt_arg;

typedef enum rt_what {
  R_MEMREF,    /* metadata + data */
  R_SHAPE,     /* metadata only */
  R_F32, R_F64, R_I64, R_U64,
  R_NEWLINE, R_COMMA, R_OPEN, R_CLOSE,
  R_CLOCK,     /* () -> f64 */
  R_FLOPS,     /* (f64): upstream prints to stderr */
  R_STRING     /* (!llvm.ptr): the NUL-terminated string */
} rt_what;

struct rt_fn {
  const char *name;
  rt_what what;
  rt_arg arg;
  elem_kind ek; /* element or scalar kind; EK_NONE: none */
  int rank;     /* A_RANKED only */
  const char *sig; /* the expected signature, for diagnostics */
  unsigned vrank;     /* elements are vectors of this shape (0: scalars) */
  int64_t vshape[2];
};

static const rt_fn k_runtime[] = {
    {"printMemrefF32", R_MEMREF, A_UNRANKED, EK_F32, 0, "(memref<*xf32>) -> ()", 0, {0, 0}},
    {"printMemrefF64", R_MEMREF, A_UNRANKED, EK_F64, 0, "(memref<*xf64>) -> ()", 0, {0, 0}},
    {"printMemrefF16", R_MEMREF, A_UNRANKED, EK_F16, 0, "(memref<*xf16>) -> ()", 0, {0, 0}},
    {"printMemrefBF16", R_MEMREF, A_UNRANKED, EK_BF16, 0, "(memref<*xbf16>) -> ()", 0, {0, 0}},
    {"printMemrefI8", R_MEMREF, A_UNRANKED, EK_I8, 0, "(memref<*xi8>) -> ()", 0, {0, 0}},
    {"printMemrefI16", R_MEMREF, A_UNRANKED, EK_I16, 0, "(memref<*xi16>) -> ()", 0, {0, 0}},
    {"printMemrefI32", R_MEMREF, A_UNRANKED, EK_I32, 0, "(memref<*xi32>) -> ()", 0, {0, 0}},
    {"printMemrefI64", R_MEMREF, A_UNRANKED, EK_I64, 0, "(memref<*xi64>) -> ()", 0, {0, 0}},
    {"printMemrefInd", R_MEMREF, A_UNRANKED, EK_INDEX, 0, "(memref<*xindex>) -> ()", 0, {0, 0}},
    {"printMemrefC32", R_MEMREF, A_UNRANKED, EK_C32, 0, "(memref<*xcomplex<f32>>) -> ()", 0, {0, 0}},
    {"printMemrefC64", R_MEMREF, A_UNRANKED, EK_C64, 0, "(memref<*xcomplex<f64>>) -> ()", 0, {0, 0}},
    {"printMemrefShapeC32", R_SHAPE, A_UNRANKED, EK_C32, 0, "(memref<*xcomplex<f32>>) -> ()", 0, {0, 0}},
    {"printMemrefShapeC64", R_SHAPE, A_UNRANKED, EK_C64, 0, "(memref<*xcomplex<f64>>) -> ()", 0, {0, 0}},
    {"printMemref1dC32", R_MEMREF, A_RANKED, EK_C32, 1, "(memref<?xcomplex<f32>>) -> ()", 0, {0, 0}},
    {"printMemref1dC64", R_MEMREF, A_RANKED, EK_C64, 1, "(memref<?xcomplex<f64>>) -> ()", 0, {0, 0}},
    {"printMemrefShapeF32", R_SHAPE, A_UNRANKED, EK_F32, 0, "(memref<*xf32>) -> ()", 0, {0, 0}},
    {"printMemrefShapeF64", R_SHAPE, A_UNRANKED, EK_F64, 0, "(memref<*xf64>) -> ()", 0, {0, 0}},
    {"printMemrefShapeI8", R_SHAPE, A_UNRANKED, EK_I8, 0, "(memref<*xi8>) -> ()", 0, {0, 0}},
    {"printMemrefShapeI32", R_SHAPE, A_UNRANKED, EK_I32, 0, "(memref<*xi32>) -> ()", 0, {0, 0}},
    {"printMemrefShapeI64", R_SHAPE, A_UNRANKED, EK_I64, 0, "(memref<*xi64>) -> ()", 0, {0, 0}},
    {"printMemrefShapeInd", R_SHAPE, A_UNRANKED, EK_INDEX, 0, "(memref<*xindex>) -> ()", 0, {0, 0}},
    {"printMemref0dF32", R_MEMREF, A_RANKED, EK_F32, 0, "(memref<f32>) -> ()", 0, {0, 0}},
    {"printMemref1dF32", R_MEMREF, A_RANKED, EK_F32, 1, "(memref<?xf32>) -> ()", 0, {0, 0}},
    {"printMemref1dF64", R_MEMREF, A_RANKED, EK_F64, 1, "(memref<?xf64>) -> ()", 0, {0, 0}},
    {"printMemref1dI8", R_MEMREF, A_RANKED, EK_I8, 1, "(memref<?xi8>) -> ()", 0, {0, 0}},
    {"printMemref1dI32", R_MEMREF, A_RANKED, EK_I32, 1, "(memref<?xi32>) -> ()", 0, {0, 0}},
    {"printMemref1dI64", R_MEMREF, A_RANKED, EK_I64, 1, "(memref<?xi64>) -> ()", 0, {0, 0}},
    {"printMemref1dInd", R_MEMREF, A_RANKED, EK_INDEX, 1, "(memref<?xindex>) -> ()", 0, {0, 0}},
    {"printMemrefVector4x4xf32", R_MEMREF, A_RANKED, EK_F32, 2,
     "(memref<?x?xvector<4x4xf32>>) -> ()", 2, {4, 4}},
    {"printMemref2dF32", R_MEMREF, A_RANKED, EK_F32, 2, "(memref<?x?xf32>) -> ()", 0, {0, 0}},
    {"printMemref3dF32", R_MEMREF, A_RANKED, EK_F32, 3, "(memref<?x?x?xf32>) -> ()", 0, {0, 0}},
    {"printMemref4dF32", R_MEMREF, A_RANKED, EK_F32, 4, "(memref<?x?x?x?xf32>) -> ()", 0, {0, 0}},
    {"printF32", R_F32, A_SCALAR, EK_F32, 0, "(f32) -> ()", 0, {0, 0}},
    {"printF64", R_F64, A_SCALAR, EK_F64, 0, "(f64) -> ()", 0, {0, 0}},
    {"printI64", R_I64, A_SCALAR, EK_I64, 0, "(i64) -> ()", 0, {0, 0}},
    {"printU64", R_U64, A_SCALAR, EK_I64, 0, "(i64) -> ()", 0, {0, 0}},
    {"printNewline", R_NEWLINE, A_NONE, EK_NONE, 0, "() -> ()", 0, {0, 0}},
    {"printComma", R_COMMA, A_NONE, EK_NONE, 0, "() -> ()", 0, {0, 0}},
    {"printOpen", R_OPEN, A_NONE, EK_NONE, 0, "() -> ()", 0, {0, 0}},
    {"printClose", R_CLOSE, A_NONE, EK_NONE, 0, "() -> ()", 0, {0, 0}},
    {"rtclock", R_CLOCK, A_NONE, EK_NONE, 0, "() -> f64", 0, {0, 0}},
    {"printFlops", R_FLOPS, A_SCALAR, EK_F64, 0, "(f64) -> ()", 0, {0, 0}},
    {"printString", R_STRING, A_PTR, EK_NONE, 0, "(!llvm.ptr) -> ()", 0, {0, 0}},
};

/* Runtime functions the interpreter knows by name but cannot run yet. */
static const char *const k_unsupported[] = {
    "verifyMemRefF32", "verifyMemRefF64", "verifyMemRefI32", "verifyMemRefInd",
    "verifyMemRefC32", "verifyMemRefC64", "rtrand", "rtsrand", "rtdrand", "memrefCopy",
};

static const rt_fn *rt_find(const char *name) {
  for (size_t i = 0; i < sizeof k_runtime / sizeof k_runtime[0]; i++)
    if (!strcmp(k_runtime[i].name, name)) return &k_runtime[i];
  return NULL;
}

static bool rt_is_unsupported(const char *name) {
  for (size_t i = 0; i < sizeof k_unsupported / sizeof k_unsupported[0]; i++)
    if (!strcmp(k_unsupported[i], name)) return true;
  return false;
}

/* Does the declared operand type fit what the library reads? */
static bool rt_arg_fits(const rt_fn *r, const bo_type *t) {
  switch (r->arg) {
  case A_UNRANKED:
    return (bo_type_get_kind(t) == BO_TYPE_UNRANKED_MEMREF ||
            bo_type_get_kind(t) == BO_TYPE_UNRANKED_TENSOR) &&
           ek_of_type(bo_type_get_element_type(t)) == r->ek;
  case A_RANKED: {
    if ((bo_type_get_kind(t) != BO_TYPE_MEMREF && bo_type_get_kind(t) != BO_TYPE_TENSOR) ||
        (int)bo_type_get_rank(t) != r->rank)
      return false;
    const bo_type *e = bo_type_get_element_type(t);
    if (!r->vrank) return ek_of_type(e) == r->ek;
    return bo_type_get_kind(e) == BO_TYPE_VECTOR && bo_type_get_rank(e) == r->vrank &&
           !memcmp(bo_type_get_shape(e), r->vshape, r->vrank * sizeof(int64_t)) &&
           ek_of_type(bo_type_get_element_type(e)) == r->ek;
  }
  case A_PTR:
    return bo_type_get_kind(t) == BO_TYPE_OPAQUE && !strcmp(bo_type_get_opaque_text(t), "llvm.ptr");
  case A_SCALAR:
    return !bo_type_is_shaped(t) && ek_of_type(t) == r->ek &&
           bo_type_get_kind(t) != BO_TYPE_INDEX;
  default: return false;
  }
}

/* Resolves and checks the declaration of f once; NULL after a diagnostic. */
static const rt_fn *rt_resolve(bo_interp *I, code_func *f, const bo_op *site) {
  if (f->rt_checked) {
    if (!f->rt) interp_error(I, site, "calls @%s, which has no body", f->name);
    return f->rt;
  }
  f->rt_checked = true;
  const rt_fn *r = rt_find(f->name);
  if (!r) {
    if (rt_is_unsupported(f->name))
      interp_error(I, site, "calls @%s, a runtime function the interpreter does not support yet",
                   f->name);
    else interp_error(I, site, "calls @%s, which has no body", f->name);
    return NULL;
  }
  const bo_attr *fta = bo_op_get_attr(f->op, "function_type");
  const bo_type *ft = fta ? bo_attr_get_type_value(fta) : NULL;
  bool ok = ft != NULL;
  if (ok) {
    unsigned nin = bo_type_get_num_inputs(ft), nres = bo_type_get_num_results(ft);
    ok = nin == (r->arg == A_NONE ? 0u : 1u) && nres == (r->what == R_CLOCK ? 1u : 0u);
    if (ok && nin) ok = rt_arg_fits(r, bo_type_get_inputs(ft)[0]);
    if (ok && nres) {
      const bo_type *rt = bo_type_get_results(ft)[0];
      ok = !bo_type_is_shaped(rt) && ek_of_type(rt) == EK_F64;
    }
  }
  if (!ok) {
    interp_error(I, site, "calls @%s, declared with a type the runtime library does not have "
                 "(it takes %s)", f->name, r->sig);
    return NULL;
  }
  f->rt = r;
  return r;
}

/* ----------------------------------------------------------- printing */

/* One element as upstream's `os << x` prints it (default stream: %g for
 * floats, i8 as a character, index as unsigned). */
static void rt_print_elem(FILE *out, elem_kind k, slot s) {
  switch (k) {
  case EK_F32: case EK_F16: case EK_BF16: fprintf(out, "%g", (double)s.f); break;
  case EK_F64: fprintf(out, "%g", s.d); break;
  case EK_I8: fputc((unsigned char)s.i, out); break;
  case EK_INDEX: fprintf(out, "%llu", (unsigned long long)s.i); break;
  default: fprintf(out, "%lld", (long long)s.i); break;
  }
}

/* A stable stand-in for the descriptor's aligned pointer. */
static unsigned long long rt_fake_address(const view *v) {
  return 0x7f0000000000ull + ((unsigned long long)v->blk->id << 12);
}

static void rt_print_list(FILE *out, const int64_t *xs, unsigned n) {
  fputc('[', out);
  for (unsigned i = 0; i < n; i++) fprintf(out, i ? ", %lld" : "%lld", (long long)xs[i]);
  fputc(']', out);
}

/* The descriptor's fields; a memref of vectors (v->inner) counts its
 * offset and strides in vectors. */
static void rt_print_meta(FILE *out, const view *v, bool unranked) {
  unsigned rank = v->rank - v->inner;
  int64_t vsize = 1, strides[16];
  for (unsigned d = rank; d < v->rank; d++) vsize *= v->sizes[d];
  if (vsize <= 0) vsize = 1;
  fprintf(out, "%sMemref base@ = 0x%llx rank = %u offset = %lld sizes = ",
          unranked ? "Unranked " : "", rt_fake_address(v) + (unsigned long long)v->ptr_bytes,
          rank, (long long)((v->offset - view_ptr_shift(v)) / vsize));
  rt_print_list(out, v->sizes, rank);
  fputs(" strides = ", out);
  if (!v->inner || rank > 16) {
    rt_print_list(out, v->strides, v->rank);
    return;
  }
  for (unsigned d = 0; d < rank; d++) strides[d] = v->strides[d] / vsize;
  rt_print_list(out, strides, rank);
}

typedef struct rt_printer {
  bo_interp *I;
  const bo_op *site;
  const view *v;
  FILE *out;
} rt_printer;

static int rt_print_at(rt_printer *p, int64_t off) {
  if (heap_check_range(p->I, p->site, p->v, off, off, false) ||
      heap_check_init(p->I, p->site, p->v, off))
    return RC_ERROR;
  const uint8_t *at = view_ptr(p->v, off - p->v->offset);
  if (p->v->ek == EK_C32 || p->v->ek == EK_C64) {
    /* std::complex's operator<<: (re,im), each as the stream prints it */
    double re, im;
    if (p->v->ek == EK_C32) {
      float f[2];
      memcpy(f, at, sizeof f);
      re = f[0], im = f[1];
    } else {
      double d[2];
      memcpy(d, at, sizeof d);
      re = d[0], im = d[1];
    }
    fprintf(p->out, "(%g,%g)", re, im);
    return 0;
  }
  rt_print_elem(p->out, p->v->ek, elem_load(p->v->ek, at));
  return 0;
}

static void rt_spaces(FILE *out, unsigned n) {
  while (n--) fputc(' ', out);
}

/* Upstream's VectorDataPrinter, a vector element from view dimension k
 * on: `(` first `, ` (a newline when two or more dimensions follow), the
 * middle ones after 2 x (dimensions below) spaces each followed by `, `,
 * the last after (dimensions below) spaces, `)`. */
static int rt_print_vector(rt_printer *p, unsigned k, int64_t off) {
  const view *v = p->v;
  unsigned below = v->rank - k - 1;
  int64_t m = v->sizes[k];
  fputc('(', p->out);
  for (int64_t i = 0; i < m; i++) {
    if (i > 0) rt_spaces(p->out, i < m - 1 ? 2 * below : below);
    int64_t at = off + i * v->strides[k];
    if (below ? rt_print_vector(p, k + 1, at) : rt_print_at(p, at)) return RC_ERROR;
    if (i < m - 1) {
      fputs(", ", p->out);
      if (below > 1) fputc('\n', p->out);
    }
  }
  fputc(')', p->out);
  return 0;
}

/* Upstream's MemRefDataPrinter: dimension d of rank r at element offset off;
 * elements after the first of a dimension are separated by ", " (plus a
 * newline between rows) and indented by d + 1 spaces. */
static int rt_print_data(rt_printer *p, unsigned d, int64_t off) {
  const view *v = p->v;
  unsigned dim = v->rank - v->inner - d; /* dimensions left, as upstream counts */
  if (dim == 0) return v->inner ? rt_print_vector(p, d, off) : rt_print_at(p, off);
  fputc('[', p->out);
  if (rt_print_data(p, d + 1, off)) return RC_ERROR;
  int64_t n = v->sizes[d];
  for (int64_t i = 1; i < n; i++) {
    fputs(dim > 1 ? ", \n" : ", ", p->out); /* upstream: ", " then a newline */
    for (unsigned s = 0; s <= d; s++) fputc(' ', p->out);
    if (rt_print_data(p, d + 1, off + i * v->strides[d])) return RC_ERROR;
  }
  fputc(']', p->out);
  return 0;
}

static int rt_print_memref(bo_interp *I, const rt_fn *r, const view *v, const bo_op *site,
                           FILE *out) {
  if (v->ek != r->ek || v->inner != r->vrank)
    return interp_error(I, site, "@%s is given a value of another element type", r->name);
  if (heap_check_view(I, site, v, false)) return RC_ERROR;
  rt_print_meta(out, v, r->arg == A_UNRANKED);
  if (r->what == R_SHAPE) {
    fputc('\n', out);
    return 0;
  }
  fputs(" data = \n", out);
  for (unsigned d = 0; d < v->rank - v->inner; d++)
    if (v->sizes[d] == 0) {
      fflush(out);
      return interp_error(I, site,
                          "@%s of a memref with an empty dimension: the runtime library "
                          "prints an element of it anyway (a read out of bounds)", r->name);
    }
  rt_printer p = {I, site, v, out};
  if (v->rank == v->inner) fputc('[', out);
  if (rt_print_data(&p, 0, v->offset)) return RC_ERROR;
  if (v->rank == v->inner) fputc(']', out);
  fputc('\n', out);
  return 0;
}

int interp_runtime_call(bo_interp *I, code_func *f, const slot *args, slot *results,
                        const bo_op *site) {
  const rt_fn *r = rt_resolve(I, f, site);
  if (!r) return RC_ERROR;
  FILE *out = I->out;
  switch (r->what) {
  case R_MEMREF:
  case R_SHAPE: {
    const view *v = (const view *)args[0].o;
    if (!v) return interp_error(I, site, "@%s is given no memref", r->name);
    if (!out) return heap_check_view(I, site, v, false);
    return rt_print_memref(I, r, v, site, out);
  }
  case R_CLOCK: {
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    results[0].d = (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
    return 0;
  }
  case R_STRING: {
    const block *b = (const block *)args[0].o;
    if (!b || b->h.kind != OBJ_BLOCK || b->ek != EK_I8)
      return interp_error(I, site, "@%s is given no string", r->name);
    const void *nul = memchr(b->data, 0, (size_t)b->nelems);
    if (!nul)
      return interp_error(I, site, "@%s of a string with no NUL: the runtime library reads "
                          "past its end", r->name);
    if (out) fputs((const char *)b->data, out);
    return 0;
  }
  case R_FLOPS:
    /* Upstream writes "%lf GFLOPS" to stderr; the interpreter only writes
     * the program's standard output, so it reports it as a note. */
    bo_op_emit_note(site, "printFlops: %lf GFLOPS", args[0].d / 1.0e9);
    return 0;
  default: break;
  }
  if (!out) return 0;
  switch (r->what) {
  case R_F32: fprintf(out, "%g", (double)args[0].f); break;
  case R_F64: fprintf(out, "%g", args[0].d); break;
  case R_I64: fprintf(out, "%lld", (long long)args[0].i); break;
  case R_U64: fprintf(out, "%llu", (unsigned long long)args[0].i); break;
  case R_NEWLINE: fputc('\n', out); break;
  case R_COMMA: fputs(", ", out); break;
  case R_OPEN: fputs("( ", out); break;
  case R_CLOSE: fputs(" )", out); break;
  default: break;
  }
  return 0;
}
