/* one_shot_analysis_impl.h - the state the three files of the in-place
 * analysis share: one_shot_analysis.c (set-up, static facts, decision
 * order, equivalence, queries), one_shot_conflicts.c (the conflict rules,
 * the class sets and the in-place decisions) and one_shot_annotate.c
 * (function summaries, test-analysis-only annotations, dump-alias-sets).
 * Private to those files. */
#ifndef BUFOPT_ONE_SHOT_ANALYSIS_IMPL_H
#define BUFOPT_ONE_SHOT_ANALYSIS_IMPL_H

#include "one_shot_analysis.h"

#include <limits.h>

#include "../ir/ir_private.h"
#include "dominance.h"

enum { USE_NONE, USE_UNDECIDED, USE_IN_PLACE, USE_OUT_OF_PLACE };
/* CLASS_READ: some value of the class has a reading use; CLASS_PAR_WRITE:
 * an in-place write of the class reaches a definition in another parallel
 * region (see "parallel regions" in one_shot_conflicts.c). */
enum { CLASS_NONWRITABLE = 1, CLASS_ARGUMENT = 2, CLASS_READ = 4, CLASS_PAR_WRITE = 8 };
enum { OP_TENSORS = 1, OP_FORCES = 2 }; /* has tensor values; has force_in_place hooks */
#define DEF_NONE INT32_MAX
#define DEF_ENTRY (-1)
#define NO_READ (-2)
#define NIL UINT32_MAX
#define UNTRACKED UINT32_MAX /* value id outside the analysis' tables (number_walk) */

/* bo_bufferize_iface_in with its common case inline (no dialect filter):
 * the analysis asks it for every operand it looks at. */
static inline const bo_bufferize_iface *osb_iface(const bo_bufferize_options *o, const bo_op *op) {
  const bo_bufferize_iface *bi = op->info->bufferize;
  if (!bi || !o || !o->dialect_filter_count) return bi;
  return bo_bufferize_iface_in(o, op);
}

struct bo_osb_analysis {
  bo_op *func;
  bo_block *body;            /* the entry block */
  bo_region *region;         /* the function's body */
  bo_op *ret;                /* its return (the first one with tensor operands) */
  BO_VEC(bo_op *) rets;      /* every return of the body (several blocks) */
  bool cyclic;               /* a branch goes back to an earlier block: see "cycles" */
  uint32_t *def_block;       /* by value: the top-level block of def (cyclic only) */
  bo_mapping *avoid_index;   /* (d, p) -> index + 1 in avoid_sets (cyclic only) */
  BO_VEC(uint32_t) dom_order; /* block indices, each after its immediate dominator */
  BO_VEC(uint64_t *) avoid_sets;
  /* Several blocks (cf branches): blocks in order, each op's top-level
   * block (by position), reachability bitsets, dominance.  See "blocks". */
  BO_VEC(bo_block *) blocks;
  BO_VEC(uint32_t) op_block;
  BO_VEC(size_t) block_start; /* position of each block's first op */
  uint64_t *reach;           /* nblocks x words: reach[i] bit j: j reachable from i */
  size_t words;
  bo_mapping *block_index;   /* block -> index + 1 */
  bo_dominance *dom;
  const bo_bufferize_options *opts;
  bool no_summary; /* in or into a call cycle: no argument annotations */
  bool has_forall; /* an scf.forall (a parallel region) is analysed */
  const bo_bufferize_state *st;
  BO_VEC(bo_op *) ops;      /* the body's ops in order: position = index */
  uint32_t num_op_ids, num_values;
  int32_t *pos;             /* by op id: position, -1 for nested ops */
  uint32_t *use_base;       /* by op id: index of its first use */
  uint32_t num_uses;
  uint8_t *use_state;       /* by use */
  bo_op **use_op;           /* by use */
  /* by value id */
  uint32_t *parent, *next_member;
  uint32_t *eq_class;       /* union-find of equivalent buffers (in place + equivalent) */
  int32_t *def, *maxread;
  bo_value **value_of;      /* id -> value (tensors only) */
  bo_value **eq_parent;     /* static equivalence chain (NULL at its root) */
  uint8_t *flags;           /* CLASS_* on class roots */
  /* Per class root: two treaps (see "class sets" below) and their size. */
  uint32_t *writes_root;    /* in-place writes, keyed by position */
  uint32_t *reads_root;     /* read intervals (def, last read], keyed by def */
  uint32_t *class_size;     /* nodes in both */
  BO_VEC(struct tnode) nodes;
  uint64_t seed;            /* treap priorities (per analysis: no global state) */
  /* Reads as the destination of a subset insertion are checked one by one
   * (their exemption depends on the write); maxread covers the others. */
  uint32_t *insert_reads;     /* by value: first such read use, NIL */
  uint32_t *next_insert_read; /* by use */
  /* Loops (region_kind BO_BUFFERIZE_REGION_LOOP): a read inside a loop of
   * a value defined outside it lasts until the loop's end (the next
   * iteration reads it again); read_extended marks a maxread that is such
   * an extended read.  Loop bodies' iteration arguments are defined at the
   * loop's entry: the position before its first nested op. */
  uint8_t *read_extended;      /* by value */
  uint8_t *use_reads;          /* by use: the op reads it (asked once, before any rewrite) */
  /* By position: OP_* facts noted by compute_static_facts, so later passes
   * skip ops without touching them (each op struct touched is a cache miss
   * on big functions). */
  uint8_t *op_flags;
  BO_VEC(struct loop_start) loops; /* with the ops that capture (see may_capture) */
  uint8_t *capture;                 /* by op id, or NULL: see may_capture */
  int32_t *loop_first;         /* by position: a loop's first nested position, else -1 */
  /* print-conflicts: the pair that refused the last in-place decision,
   * and the refusals so far (annotated at the end). */
  struct {
    uint32_t x, read_use, write_use;
    int32_t hi;
    bool nonwritable;
  } last;
  BO_VEC(struct refusal) refusals;
  /* dump-alias-sets: every join of two alias classes, as upstream's
   * unionSets(alias, operand) calls, in decision order (replayed at the
   * end to list each class's members in upstream's order). */
  BO_VEC(struct alias_join) joins;
};

struct alias_join {
  uint32_t alias, operand; /* value ids */
};

/* One refused in-place decision, for print-conflicts: the read value x,
 * its reading use (NIL: the op at position hi), the conflicting write use;
 * or (nonwritable) the non-writable value x of the class. */
struct refusal {
  uint32_t x, read_use, write_use;
  int32_t hi;
  bool nonwritable;
};

struct loop_start {
  bo_op *op;
  size_t first; /* index in ops of its first nested op */
};

/* The numbering of bo_osb_number (see number_walk). */
struct bo_osb_numbering {
  uint32_t ops, values;
  uint8_t *nested_tensor; /* by op id */
  uint8_t *capture;       /* by op id: regions entered for captured tensors, or NULL */
  bool suspect;           /* check_supported must run */
};

/* A treap node of the class sets (see one_shot_conflicts.c). */
typedef struct tnode {
  int32_t key, hi, max_hi;
  uint32_t prio, left, right;
  uint32_t a, b;
} tnode;

/* A value the analysis follows: a tensor, or a tensor-like value (an ONNX
 * sequence, bufferize_iface.h's type iface). */
static inline bool is_tensor(const bo_value *v) {
  bo_type_kind k = v->type->kind; /* asked for every value: no call for the common kinds */
  return k == BO_TYPE_TENSOR || k == BO_TYPE_UNRANKED_TENSOR ||
         (k == BO_TYPE_OPAQUE && bo_bufferize_value_is_tensor_like(v));
}

static inline uint32_t find_in(uint32_t *parent, uint32_t v) {
  while (parent[v] != v) {
    parent[v] = parent[parent[v]];
    v = parent[v];
  }
  return v;
}

static inline uint32_t find(bo_osb_analysis *a, uint32_t v) {
  while (a->parent[v] != v) {
    a->parent[v] = a->parent[a->parent[v]];
    v = a->parent[v];
  }
  return v;
}

static inline uint32_t use_index(const bo_osb_analysis *a, const bo_op *op, unsigned operand) {
  return a->use_base[op->id] + operand;
}

/* ---- shared between the files (osb_: internal, hidden) */

/* one_shot_analysis.c */
bool osb_is_region_branch(const bo_bufferize_options *fo, const bo_op *op);
bool osb_captures(const bo_osb_analysis *a, const bo_op *op);
bool osb_entry_arg_writable(const bo_osb_analysis *a, unsigned i);
void osb_force_in_place(bo_osb_analysis *a);
/* one_shot_conflicts.c */
bool osb_eq_same(const bo_osb_analysis *a, uint32_t u, uint32_t v);
bool osb_is_insert_dest(const bo_bufferize_options *fo, const bo_op *op, unsigned operand,
                        unsigned *source);
bool osb_exempt(const bo_osb_analysis *a, uint32_t x, uint32_t ru, uint32_t wu);
uint32_t osb_new_node(bo_osb_analysis *a, int32_t key, int32_t hi, uint32_t x, uint32_t y);
uint32_t osb_join(bo_osb_analysis *a, uint32_t l, uint32_t r);
uint32_t osb_insert_node(bo_osb_analysis *a, uint32_t root, uint32_t n);
bool osb_filtered_region_op(const bo_bufferize_options *fo, const bo_op *op);
bool osb_unknown_region_op(const bo_bufferize_options *fo, const bo_op *op);
bool osb_is_loop(const bo_op *op);
bool osb_is_forall_structure(const bo_op *op);
bool osb_rewrites_parallel_insert(const bo_bufferize_options *fo, const bo_op *f);
bool osb_is_forall(const bo_bufferize_options *fo, const bo_op *op);
bool osb_is_while(const bo_bufferize_options *fo, const bo_op *op);
int32_t osb_read_end(const bo_osb_analysis *a, const bo_op *reader, const bo_value *x,
                     bool *extended);
int32_t osb_use_read_end(const bo_osb_analysis *a, const bo_op *reader, unsigned i,
                         const bo_value *x, bool *extended);
bool osb_multi_block(const bo_osb_analysis *a);
uint32_t osb_block_at(const bo_osb_analysis *a, const bo_op *op);
uint32_t osb_unite(bo_osb_analysis *a, uint32_t x, uint32_t y);
void osb_add_write(bo_osb_analysis *a, uint32_t root, uint32_t use);
bool osb_acts_unknown(const bo_osb_analysis *a, const bo_op *op);
bool osb_op_writes(const bo_osb_analysis *a, const bo_op *op, unsigned i);
bo_value *osb_aliasing_value(const bo_osb_analysis *a, bo_op *op, unsigned i, bool *equivalent);
void osb_log_join(bo_osb_analysis *a, const bo_value *alias, const bo_value *operand);
void osb_decide(bo_osb_analysis *a, bo_op *op, unsigned i);

#endif
