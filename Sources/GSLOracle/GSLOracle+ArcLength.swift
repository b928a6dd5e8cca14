import CGSL

/// GSL's quadrature and elliptic integrals, the oracle for path arc lengths.
public enum GSLArcLengthOracle {
  /// ∫ speed over [a, b], piece by piece between `breakpoints` (inside (a, b), any order: where
  /// the speed has a minimum, so that a cusp is a piece's end), each piece by
  /// `gsl_integration_qag` with the 61-point Gauss–Kronrod rule (GSL's adaptive bisection without
  /// extrapolation). Not `qags`/`qagp`: at relative tolerances near 1e-14 their Wynn extrapolation
  /// stops with GSL_EROUND on smooth integrands and returned values 3.5e-10 off (checked against
  /// a 40-digit mpmath quadrature), while `qag` converges.
  ///
  /// GSL's roundoff and iteration-limit statuses (the tolerance not reached) are accepted with the
  /// error estimate, which then says how far the value can be trusted; every other failing status
  /// throws.
  public static func length(
    from a: Double, to b: Double, breakpoints: [Double] = [], relativeTolerance: Double = 1.2e-14,
    speed: (Double) -> Double
  ) throws(GSLError) -> (value: Double, error: Double) {
    try integrate(from: a, to: b, breakpoints: breakpoints, speed: speed, name: "qag") { f, lo, hi, w, value, error in
      gsl_integration_qag(f, lo, hi, 0, relativeTolerance, 20_000, Int32(GSL_INTEG_GAUSS61), w, value, error)
    }
  }

  /// ∫ speed over [a, b] by `gsl_integration_qags` (21-point Gauss–Kronrod with Wynn's epsilon
  /// extrapolation), piece by piece between `breakpoints`: the routine the issue names, and what
  /// a user reaching for GSL would call. Good to about 1e-10 relative on arc lengths (see
  /// `length(from:to:breakpoints:relativeTolerance:speed:)` for why the tight oracle is `qag`);
  /// the same status handling.
  public static func extrapolatedLength(
    from a: Double, to b: Double, breakpoints: [Double] = [], relativeTolerance: Double = 1e-10,
    speed: (Double) -> Double
  ) throws(GSLError) -> (value: Double, error: Double) {
    try integrate(from: a, to: b, breakpoints: breakpoints, speed: speed, name: "qags") { f, lo, hi, w, value, error in
      gsl_integration_qags(f, lo, hi, 0, relativeTolerance, 20_000, w, value, error)
    }
  }

  /// One GSL integrator over each piece, the values and error estimates summed.
  private static func integrate(
    from a: Double, to b: Double, breakpoints: [Double], speed: (Double) -> Double, name: String,
    _ routine: (
      UnsafePointer<gsl_function>, Double, Double, UnsafeMutablePointer<gsl_integration_workspace>,
      UnsafeMutablePointer<Double>,
      UnsafeMutablePointer<Double>
    ) -> Int32
  ) throws(GSLError) -> (value: Double, error: Double) {
    _ = gslErrorHandlerOff
    let points = [a] + breakpoints.filter { $0 > a && $0 < b }.sorted() + [b]
    return try withoutActuallyEscaping(speed) { (f) throws(GSLError) -> (value: Double, error: Double) in
      let box = SpeedBox(f)
      var function = gsl_function(
        function: { x, params in
          guard let params else { return .nan }
          return Unmanaged<SpeedBox>.fromOpaque(params).takeUnretainedValue().f(x)
        },
        params: Unmanaged.passUnretained(box).toOpaque())
      guard let workspace = gsl_integration_workspace_alloc(20_000) else {
        throw GSLError(status: Int32(GSL_ENOMEM), context: "allocating the \(name) workspace")
      }
      defer { gsl_integration_workspace_free(workspace) }
      var total = 0.0, totalError = 0.0
      for i in 0..<(points.count - 1) {
        var value = 0.0, error = 0.0
        let status = routine(&function, points[i], points[i + 1], workspace, &value, &error)
        if status != GSL_SUCCESS && status != GSL_EROUND && status != GSL_EMAXITER {
          try GSLError.check(status, "integrating the speed over [\(points[i]), \(points[i + 1])] by \(name)")
        }
        total += value
        totalError += error
      }
      return (total, totalError)
    }
  }

  /// E(φ|m) = ∫₀^φ √(1 − m sin²θ) dθ by `gsl_sf_ellint_E_e` (any φ; GSL's k = √m).
  public static func ellipticE(_ phi: Double, parameter m: Double) throws(GSLError) -> (value: Double, error: Double) {
    _ = gslErrorHandlerOff
    var result = gsl_sf_result()
    try GSLError.check(
      gsl_sf_ellint_E_e(phi, m.squareRoot(), gsl_mode_t(GSL_PREC_DOUBLE), &result), "E(\(phi) | \(m))")
    return (result.val, result.err)
  }

  /// The length of the elliptical arc (rx cos θ, ry sin θ), θ from `theta0` to `theta1`
  /// (rotation does not change lengths), through `gsl_sf_ellint_E`: with a ≥ b the radii,
  /// a·|E(ψ1|m) − E(ψ0|m)|, m = 1 − (b/a)², ψ = θ − π/2 when rx ≥ ry, else ψ = θ.
  public static func ellipticArcLength(rx: Double, ry: Double, from theta0: Double, to theta1: Double)
    throws(GSLError) -> (value: Double, error: Double)
  {
    let (a, b, shift) = rx >= ry ? (rx, ry, Double.pi / 2) : (ry, rx, 0)
    let m = 1 - (b / a) * (b / a)
    let e1 = try ellipticE(theta1 - shift, parameter: m)
    let e0 = try ellipticE(theta0 - shift, parameter: m)
    return (a * abs(e1.value - e0.value), a * (e1.error + e0.error))
  }
}

private final class SpeedBox {
  let f: (Double) -> Double
  init(_ f: @escaping (Double) -> Double) { self.f = f }
}
