import RealModule

/// Android's fling: `OverScroller`/`SplineOverScroller.fling` and Compose's `splineBasedDecay`, as
/// a ``DecayModel``.
///
/// A release at velocity v px/s travels, with C = ``physicalCoefficient(density:)`` and friction f,
/// l = ln(0.35·|v| / (f·C)):
/// - duration T = exp(l / (DR − 1)) s (DR = ``AndroidSpline/decelerationRate``),
/// - distance D = f·C·exp(DR/(DR − 1)·l) px,
/// along the spline: position(t) = from + sign(v)·D·``AndroidSpline/distanceFraction(atTime:)``(t/T).
/// Since D/T = 0.35·|v| and the spline's slope at 0 is 1/0.35, the motion starts at exactly v.
/// Density 1, v = 1000 px/s: T = 555.18 ms, D = 194.31 px (Android: 555 ms, 194 px).
///
/// Bounds: when the rest position falls outside [``lowerBound``, ``upperBound``] it is clamped
/// and the duration shortened to the time the spline reaches the bound (Android's
/// `adjustDuration`: the time fraction at distance fraction |new/old|). The motion then stops at
/// the bound; the whole of what Android does past it with an overfling distance (and from a start
/// outside the bounds) is ``overScroll(from:velocity:over:)``.
///
/// Source: AOSP `core/java/android/widget/OverScroller.java` (aosp-mirror/platform_frameworks_base
/// commit 050275cd83f4a66dc3705714ccbe8db025626ce8); androidx `FlingCalculator.kt`,
/// `SplineBasedFloatDecayAnimationSpec.kt`.
public struct AndroidFlingDecay: DecayModel, Hashable, Codable, Sendable {
  /// `displayMetrics.density` (1 = 160 dpi); positive.
  public var density: Double
  /// The fling friction, `ViewConfiguration.getScrollFriction()` = 0.015 by default; positive.
  public var friction: Double
  /// The least rest position, or nil for none.
  public var lowerBound: Double?
  /// The greatest rest position, or nil for none.
  public var upperBound: Double?
  /// Whose arithmetic: exact (the default), `OverScroller`'s or Compose's.
  public var numerics: AndroidFlingNumerics

  /// `ViewConfiguration.SCROLL_FRICTION` = 0.015.
  public static let defaultFriction = 0.015

  /// A fling model; checked when a motion is started.
  public init(density: Double = 1, friction: Double = defaultFriction, lowerBound: Double? = nil,
              upperBound: Double? = nil, numerics: AndroidFlingNumerics = .exact) {
    self.density = density
    self.friction = friction
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.numerics = numerics
  }

  /// `mPhysicalCoeff` = 9.80665 (g, m/s²) × 39.37 (in/m) × 160·density (px/in) × 0.84 ("look and
  /// feel tuning"), in px/s²: 51 890.2 at density 1. In double, within 2 ulps of the product.
  ///
  /// - Throws: ``GestureError`` naming `density` unless it is positive and finite.
  public static func physicalCoefficient(density: Double) throws(GestureError) -> Double {
    try GestureError.requirePositive(density, "density")
    return 9.80665 * 39.37 * (density * 160) * 0.84
  }

  /// `mPhysicalCoeff` in Java `float` as `SplineOverScroller` forms it:
  /// ((9.80665f × 39.37f) × (density·160f)) × 0.84f.
  static func overScrollerCoefficient(_ density: Double) -> Float {
    Float(9.80665) * Float(39.37) * (Float(density) * 160) * Float(0.84)
  }

  /// Compose's `FlingCalculator` coefficient in `Float`: (((9.80665f × 39.37f) × density) × 160f) × 0.84f.
  static func composeCoefficient(_ density: Double) -> Float {
    Float(9.80665) * Float(39.37) * Float(density) * 160 * Float(0.84)
  }

  /// The fling released at `position` with `velocity` px/s.
  ///
  /// A zero velocity gives a motion at rest (Android's duration 0). For ``AndroidFlingNumerics/overScroller``
  /// the position, velocity and bounds are truncated to Java `int`s first, as `fling(int, int, …)`
  /// takes them.
  ///
  /// - Throws: ``GestureError`` naming `position`, `velocity`, `density` or `friction` when not
  ///   finite (density and friction: not positive), ``GestureError/reversedBounds(lower:upper:)``,
  ///   `position` outside the bounds, or a velocity so large the distance is not finite. A start
  ///   outside the bounds is refused here, not moved, because what Android does from there is not a
  ///   spline fling (it bounces, springs back, or flings with other bounds): that is
  ///   ``overScroll(from:velocity:over:)``, whose ``AndroidOverScroll`` covers every start.
  public func motion(from position: Double, velocity: Double) throws(GestureError) -> AndroidFling {
    let (start, v, low, high) = try release(position, velocity)
    if let low, start < low {
      throw .invalidParameter(name: "position", value: position, requirement: "at least the lower bound \(low)")
    }
    if let high, start > high {
      throw .invalidParameter(name: "position", value: position, requirement: "at most the upper bound \(high)")
    }
    return try spline(from: start, velocity: v, lower: low, upper: high)
  }

  /// The release and the bounds checked, and truncated to Java `int`s for
  /// ``AndroidFlingNumerics/overScroller``.
  func release(_ position: Double, _ velocity: Double) throws(GestureError)
    -> (start: Double, velocity: Double, lower: Double?, upper: Double?)
  {
    try GestureError.requireFinite(position, "position")
    try GestureError.requireFinite(velocity, "velocity")
    try GestureError.requirePositive(density, "density")
    try GestureError.requirePositive(friction, "friction")
    let platform = numerics == .overScroller
    let low = lowerBound.map { platform ? AndroidFlingNumerics.javaInt($0) : $0 }
    let high = upperBound.map { platform ? AndroidFlingNumerics.javaInt($0) : $0 }
    if let low { try GestureError.requireFinite(low, "lowerBound") }
    if let high { try GestureError.requireFinite(high, "upperBound") }
    if let low, let high, low > high { throw .reversedBounds(lower: low, upper: high) }
    let start = platform ? AndroidFlingNumerics.javaInt(position) : position
    return (start, platform ? AndroidFlingNumerics.javaInt(velocity) : velocity, low, high)
  }

  /// `SplineOverScroller.fling`'s SPLINE state from a checked release inside [`lower`, `upper`].
  func spline(from start: Double, velocity v: Double, lower low: Double?, upper high: Double?)
    throws(GestureError) -> AndroidFling
  {
    let (distance, splineMs, _) = try flight(v)
    var durationMs = splineMs
    var end = start + distance
    // Clamp the rest position, shortening the duration (`adjustDuration`), lower bound first.
    if let low, end < low {
      durationMs = shortened(durationMs, spline: splineMs, start: start, end: end, distance: distance, bound: low)
      end = low
    }
    if let high, end > high {
      durationMs = shortened(durationMs, spline: splineMs, start: start, end: end, distance: distance, bound: high)
      end = high
    }
    return AndroidFling(numerics: numerics, from: start, initialVelocity: v, splineDistance: distance,
                        splineDuration: splineMs / 1000, duration: durationMs / 1000, to: end)
  }

  /// `adjustDuration`: the duration to reach `bound` instead of `end`, the time fraction at
  /// distance fraction |(bound − start)/(end − start)| (exact inverse, or the `float` table).
  func shortened(_ durationMs: Double, spline splineMs: Double, start: Double, end: Double, distance: Double,
                 bound: Double) -> Double {
    switch numerics {
    case .exact:
      return splineMs * AndroidSpline.timeFraction(atDistance: abs((bound - start) / distance))
    case .overScroller, .compose:
      let x = abs(Float(bound - start) / Float(end - start))
      let (timeCoef, _) = AndroidSpline.interpolate(AndroidSpline.floatTimeTable, at: x)
      // Past the table (x ≥ 1, not reached when clamping inward) Android leaves the duration.
      guard Float(AndroidSpline.sampleCount) * x < Float(AndroidSpline.sampleCount) else { return durationMs }
      return AndroidFlingNumerics.javaInt(Double(Float(durationMs) * timeCoef))
    }
  }

  /// The signed spline distance (px) and the spline duration (ms) of a release at `v`, in this
  /// model's arithmetic, and the unsigned distance before any truncation to px
  /// (`getSplineFlingDistance`, which `startAfterEdge` compares).
  func flight(_ v: Double) throws(GestureError) -> (distance: Double, milliseconds: Double, raw: Double) {
    guard v != 0 else { return (0, 0, 0) }
    let sign: Double = v > 0 ? 1 : -1
    switch numerics {
    case .exact:
      let c = try Self.physicalCoefficient(density: density)
      let dr = AndroidSpline.decelerationRate
      let l = Double.log(AndroidSpline.inflexion * abs(v) / (friction * c))
      let ms = 1000 * Double.exp(l / (dr - 1))
      let distance = friction * c * Double.exp(dr / (dr - 1) * l)
      guard distance.isFinite && ms.isFinite else {
        throw .invalidParameter(name: "velocity", value: v, requirement: "small enough that the fling distance is finite")
      }
      return (sign * distance, ms, distance)
    case .overScroller:
      // `getSplineDeceleration`: (INFLEXION·|v|) / (friction·coeff), all float, then log in double.
      let dr = Double(AndroidSpline.floatDecelerationRate)
      let fc = Float(friction) * Self.overScrollerCoefficient(density)
      let l = Double.log(Double(Float(0.35) * Float(abs(v)) / fc))
      let ms = AndroidFlingNumerics.javaInt(1000 * Double.exp(l / (dr - 1)))
      let distance = Double(fc) * Double.exp(dr / (dr - 1) * l)
      return (AndroidFlingNumerics.javaInt(distance * sign), ms, distance)
    case .compose:
      let dr = Double(AndroidSpline.floatDecelerationRate)
      let fc = Float(friction) * Self.composeCoefficient(density)
      let l = Double.log(Double(Float(0.35) * Float(abs(v))) / Double(fc))
      let ms = (1000 * Double.exp(l / (dr - 1))).rounded(.towardZero)
      let distance = Float(Double(fc) * Double.exp(dr / (dr - 1) * l))
      guard distance.isFinite && ms.isFinite else {
        throw .invalidParameter(name: "velocity", value: v, requirement: "small enough that the fling distance is finite")
      }
      return (sign * Double(distance), ms, Double(distance))
    }
  }
}
