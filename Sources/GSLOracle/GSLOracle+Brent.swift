import CGSL

/// GSL's root bracketing, as the independent oracle for the solvers in MotionCurves.
public enum GSLRootFinder {
  /// The result of a bracketing solve.
  public struct Root: Sendable {
    /// GSL's current estimate of the root.
    public let root: Double
    /// The final bracket: the root lies in [lower, upper].
    public let lower: Double
    public let upper: Double
    public let iterations: Int
  }

  /// Finds a root of `f` in [lower, upper] with GSL's Brent solver (`gsl_root_fsolver_brent`),
  /// iterating until `gsl_root_test_interval` accepts the bracket with `absoluteTolerance` and
  /// `relativeTolerance`.
  ///
  /// - Throws: ``GSLError`` when GSL rejects the bracket (`f` has the same sign at both ends) or
  ///   does not converge within `maxIterations`.
  public static func brent(
    in lower: Double, _ upper: Double,
    absoluteTolerance: Double, relativeTolerance: Double = 0,
    maxIterations: Int = 500,
    _ f: (Double) -> Double
  ) throws(GSLError) -> Root {
    _ = gslErrorHandlerOff
    return try withoutActuallyEscaping(f) { (f) throws(GSLError) -> Root in
      let box = FunctionBox(f)
      let context = Unmanaged.passUnretained(box).toOpaque()
      var function = gsl_function(
        function: { t, params in
          guard let params else { return .nan }
          return Unmanaged<FunctionBox>.fromOpaque(params).takeUnretainedValue().f(t)
        },
        params: context)
      guard let solver = gsl_root_fsolver_alloc(cgsl_root_fsolver_brent()) else {
        throw GSLError(status: Int32(GSL_ENOMEM), context: "allocating the Brent solver")
      }
      defer { gsl_root_fsolver_free(solver) }
      try GSLError.check(
        gsl_root_fsolver_set(solver, &function, lower, upper),
        "bracketing [\(lower), \(upper)]")
      for iteration in 1...maxIterations {
        try GSLError.check(gsl_root_fsolver_iterate(solver), "Brent iteration")
        let lo = gsl_root_fsolver_x_lower(solver)
        let hi = gsl_root_fsolver_x_upper(solver)
        let status = gsl_root_test_interval(lo, hi, absoluteTolerance, relativeTolerance)
        if status == GSL_SUCCESS {
          return Root(root: gsl_root_fsolver_root(solver), lower: lo, upper: hi, iterations: iteration)
        }
        if status != GSL_CONTINUE { try GSLError.check(status, "testing the bracket") }
      }
      throw GSLError(status: Int32(GSL_EMAXITER), context: "Brent after \(maxIterations) iterations")
    }
  }
}

private final class FunctionBox {
  let f: (Double) -> Double
  init(_ f: @escaping (Double) -> Double) { self.f = f }
}
