#ifndef MOTIONCURVES_CBASELINES_H
#define MOTIONCURVES_CBASELINES_H

// Baselines for curvebench, in C so that they run as browsers ship them (compiled ahead of time at
// -O2), on the same inputs and in the same process as MotionCurves.

/// The cubic-bézier solver of Chromium's gfx::CubicBezier (WebKit's UnitBezier has the same shape):
/// 11 x-samples for a linear first guess, at most 4 Newton steps, then bisection, all stopped when
/// |x(t) − x| < epsilon (Chromium: 1e-7).
typedef struct {
  double ax, bx, cx, ay, by, cy;
  double samples[11];
} cbaseline_chromium_bezier;

void cbaseline_chromium_bezier_init(cbaseline_chromium_bezier *curve, double x1, double y1, double x2,
                                    double y2);
double cbaseline_chromium_bezier_solve(const cbaseline_chromium_bezier *curve, double x,
                                       double epsilon);

/// Sums the solver's output over `count` inputs: the loop curvebench times, with no call overhead
/// between Swift and C per input.
double cbaseline_chromium_bezier_sum(const cbaseline_chromium_bezier *curve, const double *inputs,
                                     long count, double epsilon);

/// How many blocks the process has allocated (malloc, calloc, realloc, aligned and memalign
/// forms) since it started: curvebench's frames are run between two reads to show they allocate
/// nothing. Counted where malloc can be interposed (Linux with glibc); elsewhere -1.
long long cbaseline_allocation_count(void);

#endif
