import CGSL

/// GSL's special functions and quadrature, the oracle for the waves.
public enum GSLWaveOracle {
  /// sin x by `gsl_sf_sin_e`, with GSL's error estimate (GSL reduces large arguments accurately).
  public static func sin(_ x: Double) throws(GSLError) -> (value: Double, error: Double) {
    _ = gslErrorHandlerOff
    var result = gsl_sf_result()
    try GSLError.check(gsl_sf_sin_e(x, &result), "sin(\(x))")
    return (result.val, result.err)
  }

  /// cos x by `gsl_sf_cos_e`.
  public static func cos(_ x: Double) throws(GSLError) -> (value: Double, error: Double) {
    _ = gslErrorHandlerOff
    var result = gsl_sf_result()
    try GSLError.check(gsl_sf_cos_e(x, &result), "cos(\(x))")
    return (result.val, result.err)
  }

  /// ∫ f over [a, b] by `gsl_integration_qags` (adaptive Gauss–Kronrod 21 with extrapolation).
  public static func integrate(
    from a: Double, to b: Double, absoluteTolerance: Double = 0, relativeTolerance: Double = 1e-13,
    _ f: (Double) -> Double
  ) throws(GSLError) -> (value: Double, error: Double) {
    _ = gslErrorHandlerOff
    return try withoutActuallyEscaping(f) { (f) throws(GSLError) -> (value: Double, error: Double) in
      let box = IntegrandBox(f)
      var function = gsl_function(
        function: { x, params in
          guard let params else { return .nan }
          return Unmanaged<IntegrandBox>.fromOpaque(params).takeUnretainedValue().f(x)
        },
        params: Unmanaged.passUnretained(box).toOpaque())
      guard let workspace = gsl_integration_workspace_alloc(100_000) else {
        throw GSLError(status: Int32(GSL_ENOMEM), context: "allocating the qags workspace")
      }
      defer { gsl_integration_workspace_free(workspace) }
      var value = 0.0
      var error = 0.0
      try GSLError.check(
        gsl_integration_qags(&function, a, b, absoluteTolerance, relativeTolerance, 100_000, workspace, &value, &error),
        "integrating over [\(a), \(b)]")
      return (value, error)
    }
  }
}

private final class IntegrandBox {
  let f: (Double) -> Double
  init(_ f: @escaping (Double) -> Double) { self.f = f }
}
