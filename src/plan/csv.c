/* csv.c - MiniMalloc's CSV problem format, read and written.
 *
 * A header names the columns in any order: `id,lower,upper,size` are
 * required, `alignment` (default 1) and `hint` (ignored) are optional; a
 * buffer is live on the half-open [lower, upper).  Legacy headers are
 * accepted as MiniMalloc accepts them: `buffer`/`buffer_id` for id,
 * `start`/`begin` for lower, and `end` for an inclusive upper end (one is
 * added).  `gaps` and `offset` (fixed offsets) are not supported yet and
 * are rejected.  The writer gives back each input row as it was read with an
 * `offset` column added.  Errors are `file:line: error: ...` in the caller's
 * buffer; nothing is printed.  Cost: O(size of the text).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/plan.h"

enum { COL_ID, COL_LOWER, COL_UPPER, COL_SIZE, COL_ALIGNMENT, COL_HINT, COL_IGNORED, NUM_COLS };

typedef struct column_name {
  const char *name;
  int column;
  int inclusive_end; /* legacy `end`: one is added */
} column_name;

static const column_name column_names[] = {
    {"id", COL_ID, 0},        {"buffer", COL_ID, 0},     {"buffer_id", COL_ID, 0},
    {"lower", COL_LOWER, 0},  {"start", COL_LOWER, 0},   {"begin", COL_LOWER, 0},
    {"upper", COL_UPPER, 0},  {"end", COL_UPPER, 1},     {"size", COL_SIZE, 0},
    {"alignment", COL_ALIGNMENT, 0}, {"hint", COL_HINT, 0},
};
static const char *const unsupported_columns[] = {"gaps", "offset"};
static const char *const required_names[] = {"id", "lower", "upper", "size"};

static int error_at(char *err, size_t err_len, const char *file, size_t line, const char *fmt,
                    const char *a, const char *b) {
  char msg[256];
  snprintf(msg, sizeof msg, fmt, a, b);
  snprintf(err, err_len, "%s:%zu: error: %s", file, line, msg);
  return -1;
}

/* Splits line in place on commas; trims blanks.  Returns the field count
 * (at most max; more fields count but are not stored). */
static size_t split_fields(char *line, char **field, size_t max) {
  size_t n = 0;
  char *p = line;
  for (;;) {
    char *comma = strchr(p, ',');
    if (comma) *comma = 0;
    while (*p == ' ' || *p == '\t') p++;
    char *e = p + strlen(p);
    while (e > p && (e[-1] == ' ' || e[-1] == '\t')) *--e = 0;
    if (n < max) field[n] = p;
    n++;
    if (!comma) break;
    p = comma + 1;
  }
  return n;
}

static int parse_i64(const char *s, int64_t *out) {
  const char *p = s;
  int neg = 0;
  if (*p == '-' || *p == '+') neg = *p++ == '-';
  if (*p < '0' || *p > '9') return -1;
  uint64_t v = 0, lim = neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
  for (; *p >= '0' && *p <= '9'; p++) {
    unsigned d = (unsigned)(*p - '0');
    if (v > (lim - d) / 10) return -1;
    v = v * 10 + d;
  }
  if (*p) return -1;
  *out = neg ? (v == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)v) : (int64_t)v;
  return 0;
}

void bo_plan_csv_free(bo_plan_csv *csv) {
  if (!csv) return;
  free(csv->bufs);
  free(csv->rows);
  free(csv->storage);
  memset(csv, 0, sizeof *csv);
}

enum { MAX_FIELDS = 16 };

int bo_plan_csv_read(const char *text, size_t len, const char *filename, bo_plan_csv *out,
                     char *err, size_t err_len) {
  char dummy[1];
  if (!err || !err_len) err = dummy, err_len = sizeof dummy;
  err[0] = 0;
  memset(out, 0, sizeof *out);
  if (!filename) filename = "<input>";
  /* two copies of the text: one keeps the rows as read, one is split */
  size_t lines = 1;
  for (size_t i = 0; i < len; i++) lines += text[i] == '\n';
  out->storage = malloc(2 * len + 2);
  out->rows = malloc(lines * sizeof *out->rows);
  out->bufs = malloc(lines * sizeof *out->bufs);
  if (!out->storage || !out->rows || !out->bufs) {
    bo_plan_csv_free(out);
    snprintf(err, err_len, "%s: error: out of memory", filename);
    return -1;
  }
  char *raw = out->storage, *work = out->storage + len + 1;
  memcpy(raw, text, len);
  raw[len] = 0;
  memcpy(work, text, len);
  work[len] = 0;
  if (memchr(raw, 0, len)) {
    bo_plan_csv_free(out);
    return error_at(err, err_len, filename, 1, "%s%sNUL byte in the input", "", "");
  }

  int col_of[MAX_FIELDS]; /* field -> column */
  int field_of[NUM_COLS];
  int inclusive_end = 0;
  size_t nfields = 0, lineno = 0;
  int have_header = 0;
  char *raw_line = raw, *line = work;
  int status = 0;
  while (raw_line && !status) {
    lineno++;
    char *nl = strchr(raw_line, '\n');
    char *next_raw = nl ? nl + 1 : NULL;
    if (nl) *nl = 0;
    char *wnl = strchr(line, '\n');
    char *next_line = wnl ? wnl + 1 : NULL;
    if (wnl) *wnl = 0;
    size_t l = strlen(raw_line);
    if (l && raw_line[l - 1] == '\r') raw_line[l - 1] = 0, line[l - 1] = 0;
    char *field[MAX_FIELDS];
    int blank = strspn(line, " \t") == strlen(line);
    if (blank) {
      /* blank lines are skipped */
    } else if (!have_header) {
      have_header = 1;
      out->header = raw_line;
      nfields = split_fields(line, field, MAX_FIELDS);
      if (nfields > MAX_FIELDS) {
        status = error_at(err, err_len, filename, lineno, "%s%stoo many columns", "", "");
        break;
      }
      for (int c = 0; c < NUM_COLS; c++) field_of[c] = -1;
      for (size_t f = 0; f < nfields && !status; f++) {
        col_of[f] = -1;
        for (size_t u = 0; u < sizeof unsupported_columns / sizeof *unsupported_columns; u++)
          if (!strcmp(field[f], unsupported_columns[u]))
            status = error_at(err, err_len, filename, lineno,
                              "column '%s' is not supported yet%s", field[f], "");
        for (size_t k = 0; k < sizeof column_names / sizeof *column_names && !status; k++)
          if (!strcmp(field[f], column_names[k].name)) {
            int c = column_names[k].column;
            if (field_of[c] >= 0)
              status = error_at(err, err_len, filename, lineno, "duplicate column '%s'%s",
                                field[f], "");
            field_of[c] = (int)f;
            col_of[f] = c;
            if (column_names[k].inclusive_end) inclusive_end = 1;
          }
        if (!status && col_of[f] < 0)
          status = error_at(err, err_len, filename, lineno,
                            "unknown column '%s' (expected id,lower,upper,size[,alignment])",
                            field[f], "");
      }
      for (int c = 0; c < COL_ALIGNMENT && !status; c++)
        if (field_of[c] < 0)
          status = error_at(err, err_len, filename, lineno, "missing column '%s'%s",
                            required_names[c], "");
    } else {
      size_t nf = split_fields(line, field, MAX_FIELDS);
      if (nf != nfields) {
        char a[32], b[32];
        snprintf(a, sizeof a, "%zu", nfields);
        snprintf(b, sizeof b, "%zu", nf);
        status = error_at(err, err_len, filename, lineno, "expected %s fields, found %s", a, b);
        break;
      }
      bo_plan_buffer *bf = &out->bufs[out->n];
      memset(bf, 0, sizeof *bf);
      bf->alignment = 1;
      int64_t v[NUM_COLS] = {0};
      for (size_t f = 0; f < nf && !status; f++) {
        int c = col_of[f];
        if (c == COL_ID) {
          if (!*field[f])
            status = error_at(err, err_len, filename, lineno, "empty id%s%s", "", "");
          bf->label = field[f];
          continue;
        }
        if (c == COL_HINT || c == COL_IGNORED) continue;
        if (parse_i64(field[f], &v[c]))
          status = error_at(err, err_len, filename, lineno, "invalid integer '%s' in column '%s'",
                            field[f], c == COL_LOWER ? "lower"
                                      : c == COL_UPPER ? "upper"
                                      : c == COL_SIZE ? "size" : "alignment");
      }
      if (status) break;
      if (inclusive_end) {
        if (v[COL_UPPER] == INT64_MAX) {
          status = error_at(err, err_len, filename, lineno, "end %s%stoo large", "", "");
          break;
        }
        v[COL_UPPER]++;
      }
      bf->start = v[COL_LOWER];
      bf->end = v[COL_UPPER];
      bf->size = v[COL_SIZE];
      if (field_of[COL_ALIGNMENT] >= 0) bf->alignment = v[COL_ALIGNMENT];
      if (bf->size < 0) {
        status = error_at(err, err_len, filename, lineno, "negative size '%s'%s",
                          field[field_of[COL_SIZE]], "");
      } else if (bf->end < bf->start) {
        status = error_at(err, err_len, filename, lineno, "upper '%s' is below lower '%s'",
                          field[field_of[COL_UPPER]], field[field_of[COL_LOWER]]);
      } else if (bf->alignment < 1) {
        status = error_at(err, err_len, filename, lineno, "alignment '%s' is not positive%s",
                          field[field_of[COL_ALIGNMENT]], "");
      } else {
        out->rows[out->n++] = raw_line;
      }
    }
    raw_line = next_raw;
    line = next_line;
  }
  if (!status && !have_header)
    status = error_at(err, err_len, filename, 1,
                      "empty input, expected a header line 'id,lower,upper,size'%s%s", "", "");
  if (status) bo_plan_csv_free(out);
  return status;
}

char *bo_plan_csv_write(const bo_plan_csv *csv) {
  size_t cap = (csv->header ? strlen(csv->header) : 0) + 16;
  for (size_t i = 0; i < csv->n; i++) cap += strlen(csv->rows[i]) + 24;
  char *s = malloc(cap);
  if (!s) return NULL;
  size_t len = (size_t)snprintf(s, cap, "%s,offset\n", csv->header ? csv->header : "");
  for (size_t i = 0; i < csv->n; i++)
    len += (size_t)snprintf(s + len, cap - len, "%s,%lld\n", csv->rows[i],
                            (long long)csv->bufs[i].offset);
  return s;
}
