import MotionCurvesTiming

/// Chromium's physics-based fling curve (`ui/events/gestures/physics_based_fling_curve.{cc,h}`,
/// 2019, "similar to DirectManipulation's fling curve"): a constant physical deceleration decides
/// how far a fling goes, and a cubic bézier decides how it gets there.
///
/// For a release velocity v (px/s) on an axis with `pixelsPerInch` p:
/// * deceleration a = p × 2.7559e-5 inch/ms² (= 27.559·p px/s², 4409.44 px/s² at 160 ppi);
/// * distance = sign(v)·v²/(2a) (Chromium: (|v| − a·T/2)·T with T = |v|/a, in ms), clamped to
///   ±⌊boundingSize × boostMultiplier × 3⌋;
/// * curve duration = min(2 s, |v_major|/2300) — a *second* deceleration, 2300 px/s², on the axis
///   with the larger speed;
/// * slope s = |v_major·duration/distance_major|; the first control point starts at (0.2, 1.0):
///   if 0.2·s < 1 it becomes (0.2, 0.2·s), else (1/s, 1), so the curve's initial slope y₁/x₁ = s
///   and the major axis starts at exactly its release velocity; the second is (0.55, 1.0);
/// * offset(t) = distance × bézier(t/duration) until the duration, then distance.
///
/// Quirks kept: the distance and the duration come from two different decelerations; a clamped
/// distance raises the slope (the curve starts at the release velocity and brakes harder); in 2-D
/// (``motions(from:velocity:horizontal:vertical:)``) both axes share the major axis's curve, so the
/// fling moves along the distance vector, whose direction is (vx|vx|, vy|vy|) rather than the
/// velocity's, and the minor axis starts at v_major·distance_minor/distance_major, not at its own
/// velocity.
///
/// Source: chromium/chromium `ui/events/gestures/physics_based_fling_curve.cc`
/// (https://source.chromium.org/chromium/chromium/src/+/main:ui/events/gestures/physics_based_fling_curve.cc).
public struct ChromiumPhysicsFling: DecayModel, Hashable, Codable {
  /// The first control point before the slope rule: (0.2, 1.0) (`kDefaultP1X`, `kDefaultP1Y`).
  public static let defaultFirstControlPoint = (x: 0.2, y: 1.0)
  /// The second control point: (0.55, 1.0) (`kDefaultP2X`, `kDefaultP2Y`).
  public static let secondControlPoint = (x: 0.55, y: 1.0)
  /// The deceleration that sets the curve's duration: 2300 px/s² (`kDefaultPixelDeceleration`).
  public static let pixelDeceleration = 2300.0
  /// The longest curve: 2 s (`kMaxCurveDurationForFling`).
  public static let maximumCurveDuration = 2.0
  /// The physical deceleration that sets the distance: 2.7559e-5 inch/ms²
  /// (`kDefaultPhysicalDeceleration`).
  public static let physicalDeceleration = 2.7559e-5
  /// The bounds multiplier: the distance is at most 3 × boost × bounding size
  /// (`kDefaultBoundsMultiplier`).
  public static let boundsMultiplier = 3.0

  /// The screen's density along this axis, pixels per inch.
  public let pixelsPerInch: Double
  /// The scroller's size along this axis, in px (Chromium's `gfx::Size` is whole pixels).
  public let boundingSize: Double
  /// The fling boost: repeated flings multiply the largest distance.
  public let boostMultiplier: Double
  /// The arithmetic: exact, or Chromium's `float`.
  public let arithmetic: ChromiumFlingArithmetic

  /// The model of one axis.
  ///
  /// - Throws: ``GestureError`` naming `pixelsPerInch` or `boostMultiplier` unless it is positive
  ///   and finite, or `boundingSize` unless it is finite and not negative.
  public init(
    pixelsPerInch: Double, boundingSize: Double, boostMultiplier: Double = 1,
    arithmetic: ChromiumFlingArithmetic = .exact
  ) throws(GestureError) {
    try GestureError.requirePositive(pixelsPerInch, "pixelsPerInch")
    try GestureError.requirePositive(boostMultiplier, "boostMultiplier")
    guard boundingSize >= 0 && boundingSize.isFinite else {
      throw .invalidParameter(name: "boundingSize", value: boundingSize, requirement: "finite and not negative")
    }
    self.pixelsPerInch = pixelsPerInch
    self.boundingSize = boundingSize
    self.boostMultiplier = boostMultiplier
    self.arithmetic = arithmetic
  }

  /// The physical deceleration on this axis in px/s²: pixelsPerInch × 2.7559e-5 × 10⁶.
  public var deceleration: Double { pixelsPerInch * Self.physicalDeceleration * 1e6 }

  /// The largest distance: ⌊boundingSize × boostMultiplier × 3⌋ px.
  public var maximumDistance: Double {
    switch arithmetic {
    case .exact: (boundingSize * boostMultiplier * Self.boundsMultiplier).rounded(.down)
    case .float32: Double((Float(boundingSize) * (Float(boostMultiplier) * 3)).rounded(.down))
    }
  }

  /// The signed distance a release at `velocity` px/s travels: sign(v)·v²/(2a), clamped to
  /// ±``maximumDistance``.
  ///
  /// - Precision: exact arithmetic: relative error ≤ 4e-16 (|v|·(|v|/(2a)), which cannot
  ///   overflow early). `.float32`: Chromium's own `float`/`double` sequence, which differs from
  ///   the exact distance by about 1e-7 relative.
  public func distance(forVelocity velocity: Double) -> Double {
    let limit = maximumDistance
    let magnitude: Double
    switch arithmetic {
    case .exact:
      magnitude = abs(velocity) * (abs(velocity) / (2 * deceleration))
    case .float32:
      let perMs = Float(velocity) * (1 / 1000 as Float)
      let a = Float(pixelsPerInch) * Float(Self.physicalDeceleration)
      let time = abs(perMs / a)
      magnitude = abs(Double(Float((Double(abs(perMs)) - Double(a * time) * 0.5) * Double(time))))
    }
    let clamped = magnitude > limit ? limit : magnitude
    return velocity < 0 ? -clamped : clamped
  }

  /// The fling of one axis released at `position` with `velocity` px/s, this axis being the major
  /// one: it starts at exactly `velocity` (unless the distance rounds to 0).
  ///
  /// - Throws: ``GestureError`` naming `position` or `velocity` unless it is finite.
  public func motion(from position: Double, velocity: Double) throws(GestureError) -> ChromiumPhysicsFlingMotion {
    try GestureError.requireFinite(position, "position")
    try GestureError.requireFinite(velocity, "velocity")
    let distance = distance(forVelocity: velocity)
    let shape = Self.curve(majorVelocity: velocity, majorDistance: distance, arithmetic: arithmetic)
    return ChromiumPhysicsFlingMotion(
      from: position, distance: distance, curveDuration: shape.duration, curve: shape.curve,
      initialVelocity: velocity)
  }
}
