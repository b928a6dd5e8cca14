import MotionCurvesCore

// The named timing curves of CSS and of Core Animation.

extension CubicBezier {
  /// CSS `ease`: cubic-bezier(0.25, 0.1, 0.25, 1), the initial value of `transition-timing-function`.
  public static let ease = CubicBezier(validatedX1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
  /// CSS `ease-in`: cubic-bezier(0.42, 0, 1, 1).
  public static let easeIn = CubicBezier(validatedX1: 0.42, y1: 0, x2: 1, y2: 1)
  /// CSS `ease-out`: cubic-bezier(0, 0, 0.58, 1).
  public static let easeOut = CubicBezier(validatedX1: 0, y1: 0, x2: 0.58, y2: 1)
  /// CSS `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1).
  public static let easeInOut = CubicBezier(validatedX1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// CSS `linear` as a cubic bézier: cubic-bezier(0, 0, 1, 1), exactly y = x.
  public static let linear = CubicBezier(validatedX1: 0, y1: 0, x2: 1, y2: 1)

  /// The CSS easing keywords that name a cubic bézier, with their curves.
  public static let cssKeywords: [(name: String, curve: CubicBezier)] = [
    ("linear", .linear), ("ease", .ease), ("ease-in", .easeIn), ("ease-out", .easeOut),
    ("ease-in-out", .easeInOut),
  ]
}

extension CubicBezier {
  /// How to read Core Animation's control points.
  public enum CoreAnimationPrecision: String, Sendable, Hashable, Codable, CaseIterable {
    /// As Core Animation stores them: rounded to 32-bit floats, so 0.42 is 0.4199999868869781…
    /// This is the curve an Apple device actually runs.
    case float32
    /// The decimal values as documented, in full double precision.
    case decimal
  }

  /// A Core Animation predefined timing function.
  ///
  /// With `.float32` (the default) the control points are rounded to `Float` first, as
  /// `CAMediaTimingFunction` keeps them, so values match what Core Animation computes from them;
  /// with `.decimal` they are the documented decimals. The two differ in output by up to 1.93e-8
  /// (easeInEaseOut; 8.2e-9 easeOut, 6.4e-9 easeIn, 6.6e-10 default, 0 linear).
  public init(coreAnimation name: CoreAnimationTimingFunctionName, precision: CoreAnimationPrecision = .float32) {
    let p = name.controlPoints
    switch precision {
    case .decimal:
      self.init(validatedX1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2)
    case .float32:
      self.init(
        validatedX1: Double(Float(p.x1)), y1: Double(Float(p.y1)),
        x2: Double(Float(p.x2)), y2: Double(Float(p.y2)))
    }
  }

  /// The curve `CAMediaTimingFunction(controlPoints: c1x, c1y, c2x, c2y)` describes: the same
  /// 32-bit control points, widened exactly to `Double`.
  ///
  /// - Throws: ``CubicBezierError`` as ``init(x1:y1:x2:y2:)``.
  public init(coreAnimationControlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float)
    throws(CubicBezierError)
  {
    try self.init(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
  }
}
