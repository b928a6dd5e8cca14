import CGSL

/// GSL's ODE driver (`gsl_odeiv2_driver` with the Runge–Kutta Prince–Dormand 8(9) stepper,
/// `gsl_odeiv2_step_rk8pd`) applied to a damped spring, m·x″ + c·x′ + k·(x − target) = 0: the
/// oracle the closed form and the steppers are cross-checked against.
public enum GSLSpringIntegrator {
  /// Position and velocity at each of `times` (ascending, ≥ 0), integrated from t = 0 with error
  /// control `absoluteTolerance` and `relativeTolerance` per step, by
  /// ``GSLPlanarIntegrator/integrate(start:times:absoluteTolerance:relativeTolerance:field:)`` on
  /// x′ = v, v′ = (−k·(x − target) − c·v)/m.
  ///
  /// - Throws: ``GSLError`` when the driver fails (too many steps, step size underflow).
  public static func integrate(
    mass m: Double, stiffness k: Double, damping c: Double, from: Double, to target: Double,
    initialVelocity: Double, times: [Double],
    absoluteTolerance: Double = 1e-15, relativeTolerance: Double = 1e-14
  ) throws(GSLError) -> [(position: Double, velocity: Double)] {
    try GSLPlanarIntegrator.integrate(
      start: (from, initialVelocity), times: times, absoluteTolerance: absoluteTolerance,
      relativeTolerance: relativeTolerance
    ) { _, x, v in (v, (-k * (x - target) - c * v) / m) }
    .map { (position: $0.0, velocity: $0.1) }
  }
}
