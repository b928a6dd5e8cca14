import CGSL

/// GSL's ODE driver (`gsl_odeiv2_driver` with the Runge–Kutta Prince–Dormand 8(9) stepper,
/// `gsl_odeiv2_step_rk8pd`) applied to a damped spring, m·x″ + c·x′ + k·(x − target) = 0: the
/// oracle the closed form and the steppers are cross-checked against.
public enum GSLSpringIntegrator {
  /// Position and velocity at each of `times` (ascending, ≥ 0), integrated from t = 0 with error
  /// control `absoluteTolerance` and `relativeTolerance` per step.
  ///
  /// - Throws: ``GSLError`` when the driver fails (too many steps, step size underflow).
  public static func integrate(
    mass m: Double, stiffness k: Double, damping c: Double, from: Double, to target: Double,
    initialVelocity: Double, times: [Double],
    absoluteTolerance: Double = 1e-15, relativeTolerance: Double = 1e-14
  ) throws(GSLError) -> [(position: Double, velocity: Double)] {
    _ = gslErrorHandlerOff
    var parameters = (m, k, c, target)
    return try withUnsafeMutablePointer(to: &parameters) { (pointer) throws(GSLError) -> [(position: Double, velocity: Double)] in
      var system = gsl_odeiv2_system(
        function: { _, y, f, params in
          guard let y, let f, let params else { return Int32(GSL_EFAULT) }
          let (m, k, c, target) = params.assumingMemoryBound(to: (Double, Double, Double, Double).self).pointee
          f[0] = y[1]
          f[1] = (-k * (y[0] - target) - c * y[1]) / m
          return Int32(GSL_SUCCESS)
        },
        jacobian: nil, dimension: 2, params: UnsafeMutableRawPointer(pointer))
      guard let driver = gsl_odeiv2_driver_alloc_y_new(
        &system, cgsl_odeiv2_step_rk8pd(), 1e-6, absoluteTolerance, relativeTolerance)
      else { throw GSLError(status: Int32(GSL_ENOMEM), context: "allocating the rk8pd driver") }
      defer { gsl_odeiv2_driver_free(driver) }
      try GSLError.check(gsl_odeiv2_driver_set_nmax(driver, 50_000_000), "setting the step limit")
      var t = 0.0
      var y = [from, initialVelocity]
      var result: [(position: Double, velocity: Double)] = []
      for time in times {
        if time > t {
          try GSLError.check(gsl_odeiv2_driver_apply(driver, &t, time, &y), "integrating to t = \(time)")
        }
        result.append((y[0], y[1]))
      }
      return result
    }
  }
}
