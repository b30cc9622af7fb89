/* arena_check.c - the interpreter's arena check: each memref.view into a
 * heap block (an arena, as merge-alloc and static-memory-planner-analysis
 * build) is a logical buffer of its own.
 *
 * A block gets a byte map `arena_owner` the first time a memref.view is
 * made of it; each execution of a memref.view gives its view a new logical
 * id, which views derived from it (subview, cast, reshape, ...) keep.  A
 * write through a logical view marks its bytes written and owned by that
 * id; a read through a logical view of bytes last written through another
 * logical view is reported ("clobbered by ..."): in the program before
 * merging, those were two different buffers, so the plan let two live
 * buffers share bytes.  A read of bytes never written is the usual
 * uninitialised read.  A view that reaches past the end of its arena is
 * reported when it is made.  Accesses through views that are not logical
 * (the arena itself) are not checked and leave bytes owned by nobody.
 *
 * Costs: 4 bytes per arena byte; O(element size) per element access,
 * O(view bytes) per whole-view copy.
 */
#include "interp_internal.h"

static uint32_t arena_new_logical(bo_interp *I, const bo_op *op) {
  bo_vec_push(&I->arena_views, op);
  return (uint32_t)I->arena_views.len;
}

static const bo_op *arena_view_op(const bo_interp *I, uint32_t id) {
  return id && id <= I->arena_views.len ? I->arena_views.data[id - 1] : NULL;
}

int arena_on_view(bo_interp *I, const bo_op *op, const view *src, view *v) {
  block *b = src->blk;
  if (b->where != W_HEAP || !b->live) return 0;
  int64_t es = ek_size(v->ek), bytes = es;
  for (unsigned d = 0; d < v->rank; d++) bytes *= v->sizes[d];
  int64_t total = b->nelems * ek_size(b->ek), at = v->offset * es;
  if (at + bytes > total)
    return heap_error(I, op, b,
                      "makes a view of bytes [%lld, %lld) that reaches past the end of the "
                      "arena of %lld bytes",
                      (long long)at, (long long)(at + bytes), (long long)total);
  if (!b->arena_owner) {
    b->arena_owner = calloc(total ? (size_t)total : 1, sizeof *b->arena_owner);
    if (!b->arena_owner) return interp_error(I, op, "out of memory");
    block_ensure_init(b);
  }
  v->logical = arena_new_logical(I, op);
  return 0;
}

/* Bytes of element `off` (in v's elements, block relative). */
static int check_bytes(bo_interp *I, const bo_op *op, const view *v, int64_t off) {
  block *b = v->blk;
  int64_t es = ek_size(v->ek), lo = off * es;
  for (int64_t k = lo; k < lo + es; k++) {
    if (b->init && !b->init[k]) {
      if (I->opts.allow_uninit) return 0;
      return heap_error(I, op, b,
                        "reads byte %lld of the arena, which was never written through any view",
                        (long long)k);
    }
    uint32_t owner = b->arena_owner[k];
    if (owner && v->logical && owner != v->logical) {
      const bo_op *mine = arena_view_op(I, v->logical), *other = arena_view_op(I, owner);
      heap_error(I, op, NULL,
                 "reads byte %lld of an arena through one logical buffer, but the byte was "
                 "clobbered by a write through another one that shares it",
                 (long long)k);
      if (mine) bo_op_emit_note(mine, "the buffer read is the view made here");
      if (other) bo_op_emit_note(other, "the clobbering write went through the view made here");
      return RC_ERROR;
    }
  }
  return 0;
}

int arena_check_read(bo_interp *I, const bo_op *op, const view *v, int64_t off) {
  return check_bytes(I, op, v, off);
}

void arena_note_write(const view *v, int64_t off) {
  block *b = v->blk;
  int64_t es = ek_size(v->ek), lo = off * es;
  for (int64_t k = lo; k < lo + es; k++) {
    b->arena_owner[k] = v->logical;
    if (b->init) b->init[k] = 1;
  }
}

/* Calls check or note for every element of v. */
typedef struct elem_visit {
  bo_interp *I;
  const bo_op *op;
  const view *v;
  bool write;
} elem_visit;

static int visit_elem(void *user, int64_t off, int64_t lin) {
  const elem_visit *e = user;
  (void)lin;
  if (e->write) {
    arena_note_write(e->v, off);
    return 0;
  }
  return check_bytes(e->I, e->op, e->v, off) ? RC_ERROR : 0;
}

static int each_elem(bo_interp *I, const bo_op *op, const view *v, bool write) {
  elem_visit e = {I, op, v, write};
  return view_for_each_offset(v, visit_elem, &e);
}

int arena_check_view_read(bo_interp *I, const bo_op *op, const view *v) {
  return v->blk->arena_owner && v->blk->live ? each_elem(I, op, v, false) : 0;
}

void arena_note_view_write(const view *v) {
  if (v->blk->arena_owner && v->blk->live) each_elem(NULL, NULL, v, true);
}

void arena_block_free(block *b) {
  free(b->arena_owner);
  b->arena_owner = NULL;
}
