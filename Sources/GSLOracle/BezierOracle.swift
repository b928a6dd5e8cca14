import CurveReference

/// GSL's Brent bracketing applied to a cubic-bézier timing curve: the oracle of the cross-checks
/// and curvebench. The residual x(t) − x handed to GSL is evaluated in double-double
/// (`ReferenceBezier.coordinate`), so that its sign is right to ~1e-32 even where x′(t) = 0; a plain
/// double evaluation is only good to ~1e-16 there, which would move the root by up to 5e-6.
public struct BezierOracle: Sendable {
  public let curve: ReferenceBezier

  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    curve = ReferenceBezier(x1, y1, x2, y2)
  }

  /// x(t) − x at a double t.
  public func residual(t: Double, x: Double) -> Double {
    (ReferenceBezier.coordinate(curve.x1, curve.x2, at: Wide(t)) - Wide(x)).value
  }

  /// GSL Brent's solution of x(t) = x over [0, 1], stopped when the bracket is narrower than
  /// `tolerance` in t, and y at the bracket's midpoint.
  public func solve(x: Double, tolerance: Double = 1e-15) throws(GSLError)
    -> (t: Double, y: Double, root: GSLRootFinder.Root)
  {
    let root = try GSLRootFinder.brent(in: 0, 1, absoluteTolerance: tolerance) { t in
      residual(t: t, x: x)
    }
    let t = 0.5 * (root.lower + root.upper)
    return (t, ReferenceBezier.coordinate(curve.y1, curve.y2, at: Wide(t)).value, root)
  }

  /// A reference value far below GSL's stopping tolerance: GSL's root polished by one Newton step
  /// taken in double-double (the error after it is ~tolerance²·x″/x′), then y there.
  public func reference(x: Double) throws(GSLError) -> Double {
    reference(x: x, polishing: try solve(x: x).t)
  }

  /// ``reference(x:)`` from a solution already found: the `t` of ``solve(x:tolerance:)``, polished
  /// by one Newton step in double-double, then y there.
  public func reference(x: Double, polishing solution: Double) -> Double {
    let t = Wide(solution)
    let r = ReferenceBezier.coordinate(curve.x1, curve.x2, at: t) - Wide(x)
    let slope = ReferenceBezier.derivative(curve.x1, curve.x2, at: t).value
    let polished = slope > 0 ? t - Wide(r.value / slope) : t
    return ReferenceBezier.coordinate(curve.y1, curve.y2, at: polished).value
  }
}
