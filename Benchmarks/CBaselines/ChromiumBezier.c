// A C rendering of Chromium's ui/gfx/geometry/cubic_bezier.cc solver (BSD-licensed upstream),
// written from its published algorithm for benchmarking only: sample table, Newton, bisection,
// x-residual stop rule.
#include "CBaselines.h"

#include <math.h>

enum { kSplineSamples = 11, kMaxNewtonIterations = 4 };
static const double kBezierEpsilon = 1e-7;

static inline double sample_x(const cbaseline_chromium_bezier *c, double t) {
  return ((c->ax * t + c->bx) * t + c->cx) * t;
}

static inline double sample_y(const cbaseline_chromium_bezier *c, double t) {
  return ((c->ay * t + c->by) * t + c->cy) * t;
}

static inline double sample_dx(const cbaseline_chromium_bezier *c, double t) {
  return (3.0 * c->ax * t + 2.0 * c->bx) * t + c->cx;
}

void cbaseline_chromium_bezier_init(cbaseline_chromium_bezier *c, double x1, double y1, double x2,
                                    double y2) {
  c->cx = 3.0 * x1;
  c->bx = 3.0 * (x2 - x1) - c->cx;
  c->ax = 1.0 - c->cx - c->bx;
  c->cy = 3.0 * y1;
  c->by = 3.0 * (y2 - y1) - c->cy;
  c->ay = 1.0 - c->cy - c->by;
  for (int i = 0; i < kSplineSamples; i++) {
    c->samples[i] = sample_x(c, (double)i / (kSplineSamples - 1));
  }
}

static double solve_t(const cbaseline_chromium_bezier *c, double x, double epsilon) {
  double t0 = 0, t1 = 0, t2 = x, x2 = 0;
  const double delta_t = 1.0 / (kSplineSamples - 1);
  for (int i = 1; i < kSplineSamples; i++) {
    if (x <= c->samples[i]) {
      t1 = delta_t * i;
      t0 = t1 - delta_t;
      t2 = t0 + (t1 - t0) * (x - c->samples[i - 1]) / (c->samples[i] - c->samples[i - 1]);
      break;
    }
  }
  const double newton_epsilon = epsilon < kBezierEpsilon ? epsilon : kBezierEpsilon;
  for (int i = 0; i < kMaxNewtonIterations; i++) {
    x2 = sample_x(c, t2) - x;
    if (fabs(x2) < newton_epsilon) return t2;
    double d2 = sample_dx(c, t2);
    if (fabs(d2) < kBezierEpsilon) break;
    t2 = t2 - x2 / d2;
  }
  if (fabs(x2) < epsilon) return t2;
  while (t0 < t1) {
    x2 = sample_x(c, t2);
    if (fabs(x2 - x) < epsilon) return t2;
    if (x > x2) t0 = t2; else t1 = t2;
    t2 = (t1 + t0) * 0.5;
  }
  return t2;
}

double cbaseline_chromium_bezier_solve(const cbaseline_chromium_bezier *c, double x, double epsilon) {
  return sample_y(c, solve_t(c, x, epsilon));
}

double cbaseline_chromium_bezier_sum(const cbaseline_chromium_bezier *c, const double *inputs,
                                     long count, double epsilon) {
  double sum = 0;
  for (long i = 0; i < count; i++) sum += cbaseline_chromium_bezier_solve(c, inputs[i], epsilon);
  return sum;
}
