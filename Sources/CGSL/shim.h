#ifndef MOTIONCURVES_CGSL_SHIM_H
#define MOTIONCURVES_CGSL_SHIM_H

// GSL (GNU Scientific Library) for the project's oracle targets only. GSL is GPL: nothing in the
// MotionCurves library product depends on this module.

#include <gsl/gsl_errno.h>
#include <gsl/gsl_math.h>
#include <gsl/gsl_roots.h>
#include <gsl/gsl_odeiv2.h>
#include <gsl/gsl_sf_trig.h>
#include <gsl/gsl_integration.h>
#include <gsl/gsl_sf_ellint.h>

// Swift 6 rejects GSL's solver-type globals (`const gsl_root_fsolver_type *gsl_root_fsolver_brent`)
// because they are mutable C globals and so not concurrency-safe. These accessors read them once
// per call; the pointed-to tables are constant.
static inline const gsl_root_fsolver_type *cgsl_root_fsolver_brent(void) {
  return gsl_root_fsolver_brent;
}

static inline const gsl_root_fsolver_type *cgsl_root_fsolver_bisection(void) {
  return gsl_root_fsolver_bisection;
}

static inline const gsl_odeiv2_step_type *cgsl_odeiv2_step_rk8pd(void) {
  return gsl_odeiv2_step_rk8pd;
}

#endif
