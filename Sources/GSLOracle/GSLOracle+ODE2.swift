import CGSL

/// GSL's rk8pd driver on a general 2-D system y′ = f(t, y): the oracle for closed forms of motions
/// (the damped spring of ``GSLSpringIntegrator``, the exponential decays of gesture physics,
/// x′ = v, v′ = k·v).
public enum GSLPlanarIntegrator {
  /// The right-hand side: (t, y₀, y₁) ↦ (y₀′, y₁′).
  public typealias Field = (Double, Double, Double) -> (Double, Double)

  final class Box {
    let field: Field
    init(_ field: @escaping Field) { self.field = field }
  }

  /// The state at each of `times` (ascending, ≥ 0), integrated from (t = 0, `start`) with
  /// `gsl_odeiv2_step_rk8pd` and error control `absoluteTolerance`, `relativeTolerance` per step.
  ///
  /// - Throws: ``GSLError`` when the driver fails (too many steps, step size underflow).
  public static func integrate(
    start: (Double, Double), times: [Double], absoluteTolerance: Double = 0, relativeTolerance: Double = 1e-14,
    field: @escaping Field
  ) throws(GSLError) -> [(Double, Double)] {
    _ = gslErrorHandlerOff
    let box = Unmanaged.passRetained(Box(field))
    defer { box.release() }
    var system = gsl_odeiv2_system(
      function: { t, y, f, params in
        guard let y, let f, let params else { return Int32(GSL_EFAULT) }
        let (a, b) = Unmanaged<Box>.fromOpaque(params).takeUnretainedValue().field(t, y[0], y[1])
        f[0] = a
        f[1] = b
        return Int32(GSL_SUCCESS)
      },
      jacobian: nil, dimension: 2, params: box.toOpaque())
    guard let driver = gsl_odeiv2_driver_alloc_y_new(
      &system, cgsl_odeiv2_step_rk8pd(), 1e-6, absoluteTolerance, relativeTolerance)
    else { throw GSLError(status: Int32(GSL_ENOMEM), context: "allocating the rk8pd driver") }
    defer { gsl_odeiv2_driver_free(driver) }
    try GSLError.check(gsl_odeiv2_driver_set_nmax(driver, 50_000_000), "setting the step limit")
    var t = 0.0
    var y = [start.0, start.1]
    var result: [(Double, Double)] = []
    for time in times {
      if time > t {
        try GSLError.check(gsl_odeiv2_driver_apply(driver, &t, time, &y), "integrating to t = \(time)")
      }
      result.append((y[0], y[1]))
    }
    return result
  }
}
