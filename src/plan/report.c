/* report.c - plan reports: JSON for tools, SVG for people.
 *
 * The SVG draws one panel per scope: ticks across, bytes up, one rectangle
 * per buffer (its interval by its bytes, labelled when the label fits, a
 * tooltip always), the lower bound as a dashed red line and the arena as a
 * solid black one, so the gap between the plan and the best possible one is
 * visible.  Colours step round the hue circle by the golden angle, light
 * enough for black labels.  Cost: O(total buffers); the text is built in
 * one growing buffer.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/plan.h"

typedef struct sbuf {
  char *s;
  size_t len, cap;
  int failed;
} sbuf;

static void put(sbuf *b, const char *fmt, ...) {
  if (b->failed) return;
  for (;;) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(b->s ? b->s + b->len : NULL, b->s ? b->cap - b->len : 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
      b->failed = 1;
      return;
    }
    if (b->s && b->len + (size_t)n < b->cap) {
      b->len += (size_t)n;
      return;
    }
    size_t cap = b->cap ? b->cap : 4096;
    while (cap <= b->len + (size_t)n) cap *= 2;
    char *s = realloc(b->s, cap);
    if (!s) {
      b->failed = 1;
      return;
    }
    b->s = s, b->cap = cap;
  }
}

/* A string escaped for JSON (xml = 0) or XML text (xml = 1). */
static void put_escaped(sbuf *b, const char *s, int xml) {
  for (; s && *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (xml) {
      if (c == '<') put(b, "&lt;");
      else if (c == '>') put(b, "&gt;");
      else if (c == '&') put(b, "&amp;");
      else if (c == '"') put(b, "&quot;");
      else if (c < 0x20) put(b, " ");
      else put(b, "%c", c);
    } else {
      if (c == '"' || c == '\\') put(b, "\\%c", c);
      else if (c < 0x20) put(b, "\\u%04x", c);
      else put(b, "%c", c);
    }
  }
}

static const char *status_name(bo_plan_status s) {
  switch (s) {
  case BO_PLAN_OK: return "ok";
  case BO_PLAN_BAD_INPUT: return "bad-input";
  case BO_PLAN_NO_FIT: return "no-fit";
  default: return "out-of-memory";
  }
}

static double ratio_of(const bo_plan_result *r) {
  return r->lower_bound > 0 ? (double)r->arena / (double)r->lower_bound : 1.0;
}

static void json_report(sbuf *b, const bo_plan_scope *scopes, size_t n) {
  put(b, "{\"scopes\": [");
  for (size_t k = 0; k < n; k++) {
    const bo_plan_scope *sc = &scopes[k];
    const bo_plan_result *r = sc->result;
    put(b, "%s\n  {\"name\": \"", k ? "," : "");
    put_escaped(b, sc->name, 0);
    put(b, "\"");
    if (r)
      put(b,
          ", \"status\": \"%s\", \"planner\": \"%s\", \"arena\": %lld, \"lower_bound\": %lld, "
          "\"ratio\": %.4f, \"optimal\": %s, \"seconds\": %.6f, \"gc_total\": %lld",
          status_name(r->status), bo_planner_name(r->used), (long long)r->arena,
          (long long)r->lower_bound, ratio_of(r), r->optimal ? "true" : "false", r->seconds,
          (long long)r->gc_total);
    put(b, ",\n   \"buffers\": [");
    for (size_t i = 0; i < sc->n; i++) {
      const bo_plan_buffer *bf = &sc->bufs[i];
      put(b, "%s\n    {\"label\": \"", i ? "," : "");
      put_escaped(b, bf->label ? bf->label : "", 0);
      put(b,
          "\", \"size\": %lld, \"alignment\": %lld, \"start\": %lld, \"end\": %lld, "
          "\"offset\": %lld}",
          (long long)bf->size, (long long)bf->alignment, (long long)bf->start,
          (long long)bf->end, (long long)bf->offset);
    }
    put(b, "]}");
  }
  put(b, "\n]}\n");
}

enum { PANEL_W = 1000, PANEL_H = 420, MARGIN_L = 90, MARGIN_R = 160, MARGIN_T = 40,
       MARGIN_B = 40 };

static void svg_panel(sbuf *b, const bo_plan_scope *sc, double y0) {
  const bo_plan_result *r = sc->result;
  int64_t tmin = 0, tmax = 1, top = 1;
  int any = 0;
  for (size_t i = 0; i < sc->n; i++) {
    const bo_plan_buffer *bf = &sc->bufs[i];
    if (!any || bf->start < tmin) tmin = bf->start;
    if (!any || bf->end > tmax) tmax = bf->end;
    if (bf->offset + bf->size > top) top = bf->offset + bf->size;
    any = 1;
  }
  if (tmax <= tmin) tmax = tmin + 1;
  int64_t arena = r ? r->arena : top, lb = r ? r->lower_bound : 0;
  if (arena > top) top = arena;
  if (lb > top) top = lb;
  double ymax = (double)top * 1.08;
  double xs = (double)PANEL_W / ((double)tmax - (double)tmin), ys = (double)PANEL_H / ymax;
  double px = MARGIN_L, py = y0 + MARGIN_T;
#define X(t) (px + ((double)(t) - (double)tmin) * xs)
#define Y(v) (py + PANEL_H - (double)(v) * ys)
  put(b, "<text x=\"%d\" y=\"%.1f\" font-size=\"15\" font-weight=\"bold\">", MARGIN_L, y0 + 24);
  put_escaped(b, sc->name ? sc->name : "plan", 1);
  if (r)
    put(b, " &#8212; %s: arena %lld bytes, lower bound %lld, ratio %.3f%s</text>\n",
        bo_planner_name(r->used), (long long)arena, (long long)lb, ratio_of(r),
        r->optimal ? " (optimal)" : "");
  else
    put(b, "</text>\n");
  put(b,
      "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" fill=\"#fafafa\" "
      "stroke=\"#888\"/>\n",
      px, py, PANEL_W, PANEL_H);
  for (size_t i = 0; i < sc->n; i++) {
    const bo_plan_buffer *bf = &sc->bufs[i];
    if (!bf->size || bf->start == bf->end) continue;
    double x = X(bf->start), w = X(bf->end) - x, yt = Y(bf->offset + bf->size);
    double hgt = Y(bf->offset) - yt;
    double hue = fmod((double)i * 137.508, 360.0);
    put(b,
        "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" "
        "fill=\"hsl(%.0f,65%%,72%%)\" stroke=\"#333\" stroke-width=\"0.5\"><title>",
        x, yt, w > 0.3 ? w : 0.3, hgt > 0.3 ? hgt : 0.3, hue);
    put_escaped(b, bf->label ? bf->label : "", 1);
    put(b, ": %lld bytes at %lld, ticks [%lld, %lld)</title></rect>\n", (long long)bf->size,
        (long long)bf->offset, (long long)bf->start, (long long)bf->end);
    const char *label = bf->label;
    char num[24];
    if (!label || !*label) {
      snprintf(num, sizeof num, "%zu", i);
      label = num;
    }
    double tw = 6.5 * (double)strlen(label);
    if (w > tw + 2 && hgt > 12)
      put(b,
          "<text x=\"%.2f\" y=\"%.2f\" font-size=\"10\" text-anchor=\"middle\" "
          "dominant-baseline=\"central\">",
          x + w / 2, yt + hgt / 2), put_escaped(b, label, 1), put(b, "</text>\n");
  }
  /* the lower bound and the arena */
  put(b,
      "<line x1=\"%.1f\" y1=\"%.2f\" x2=\"%.1f\" y2=\"%.2f\" stroke=\"#d62728\" "
      "stroke-width=\"2\" stroke-dasharray=\"8,5\"/>\n",
      px, Y(lb), px + PANEL_W, Y(lb));
  put(b, "<text x=\"%.1f\" y=\"%.2f\" font-size=\"12\" fill=\"#d62728\">lower bound %lld</text>\n",
      px + PANEL_W + 6, Y(lb) + (arena != lb ? 12 : 26), (long long)lb);
  put(b,
      "<line x1=\"%.1f\" y1=\"%.2f\" x2=\"%.1f\" y2=\"%.2f\" stroke=\"#000\" "
      "stroke-width=\"2\"/>\n",
      px, Y(arena), px + PANEL_W, Y(arena));
  put(b, "<text x=\"%.1f\" y=\"%.2f\" font-size=\"12\">arena %lld</text>\n", px + PANEL_W + 6,
      Y(arena) + 4, (long long)arena);
  /* axes */
  put(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" text-anchor=\"end\">0</text>\n", px - 6,
      Y(0) + 4);
  put(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" text-anchor=\"end\">%lld</text>\n", px - 6,
      Y(arena) + 4, (long long)arena);
  put(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" text-anchor=\"middle\" "
         "transform=\"rotate(-90 %.1f %.1f)\">bytes</text>\n",
      px - 60, py + PANEL_H / 2.0, px - 60, py + PANEL_H / 2.0);
  put(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\">%lld</text>\n", px, py + PANEL_H + 16,
      (long long)tmin);
  put(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" text-anchor=\"end\">%lld</text>\n",
      px + PANEL_W, py + PANEL_H + 16, (long long)tmax);
  put(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" text-anchor=\"middle\">ticks</text>\n",
      px + PANEL_W / 2.0, py + PANEL_H + 16);
#undef X
#undef Y
}

static void svg_report(sbuf *b, const bo_plan_scope *scopes, size_t n) {
  int panel = MARGIN_T + PANEL_H + MARGIN_B;
  int w = MARGIN_L + PANEL_W + MARGIN_R, h = panel * (int)(n ? n : 1);
  put(b,
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
      "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n"
      "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
      w, h, w, h);
  for (size_t k = 0; k < n; k++) svg_panel(b, &scopes[k], (double)panel * (double)k);
  put(b, "</svg>\n");
}

char *bo_plan_report(const bo_plan_scope *scopes, size_t n, bo_plan_report_format format) {
  sbuf b = {0};
  if (format == BO_PLAN_REPORT_SVG) svg_report(&b, scopes, n);
  else json_report(&b, scopes, n);
  if (b.failed) {
    free(b.s);
    return NULL;
  }
  return b.s;
}
