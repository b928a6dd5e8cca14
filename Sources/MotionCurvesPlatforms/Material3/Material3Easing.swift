import MotionCurvesCore
import MotionCurvesTiming

/// Material Design 3's easing tokens (`md.sys.motion.easing.*`), each by its token name, with
/// named variants where Google's own sources disagree.
///
/// The sources are androidx Compose's `MotionTokens.kt` (generated v0_103), material-foundation's
/// `material-tokens` `css/motion.css`, and MDC-Android's `tokens.xml` (token versions 31–34):
/// - ``emphasized`` is the specification's two-segment path (MDC-Android); Compose has no path
///   easing and uses the cubic (0.2, 0, 0, 1) for it, offered as ``emphasizedCompose``.
/// - ``emphasizedDecelerate`` (0.05, 0.7, 0.1, 1) and ``emphasizedAccelerate`` (0.3, 0, 0.8, 0.15)
///   are Compose's and the CSS tokens'; MDC-Android's generated file has (0.1, 0.7, 0.1, 1) and
///   (0.3, 0, 0.8, 0.2), offered as ``emphasizedDecelerateMDC`` and ``emphasizedAccelerateMDC``.
/// - The other tokens agree in every source read.
///
/// Inside [0, 1] every token is exact (a cubic bézier solved by ``CubicBezier``, or the emphasized
/// path solved segment by segment); outside, the value is the end value, 0 before and 1 after, as
/// Android's `PathInterpolator` (which MDC-Android builds every token with) gives it. A CSS
/// `cubic-bezier()` extends linearly instead: use ``bezier`` for that. NaN gives NaN. A token
/// encodes as its name.
public enum Material3Easing: String, Sendable, Hashable, Codable, CaseIterable {
  /// `emphasized`: the two-segment path `M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82
  /// 0.25,1 1,1` (MDC-Android `tokens.xml`), exact.
  case emphasized
  /// `emphasizedDecelerate`: (0.05, 0.7, 0.1, 1), as Compose's `MotionTokens.kt` and the CSS tokens.
  case emphasizedDecelerate
  /// `emphasizedAccelerate`: (0.3, 0, 0.8, 0.15), as Compose's `MotionTokens.kt` and the CSS tokens.
  case emphasizedAccelerate
  /// `standard`: (0.2, 0, 0, 1).
  case standard
  /// `standardDecelerate`: (0, 0, 0, 1).
  case standardDecelerate
  /// `standardAccelerate`: (0.3, 0, 1, 1).
  case standardAccelerate
  /// `legacy`: (0.4, 0, 0.2, 1), Material 2's standard curve.
  case legacy
  /// `legacyDecelerate`: (0, 0, 0.2, 1).
  case legacyDecelerate
  /// `legacyAccelerate`: (0.4, 0, 1, 1).
  case legacyAccelerate
  /// `linear`: (0, 0, 1, 1), the identity.
  case linear
  /// MDC-Android's `emphasizedDecelerate`: (0.1, 0.7, 0.1, 1) (`tokens.xml`, token versions 31–34).
  case emphasizedDecelerateMDC
  /// MDC-Android's `emphasizedAccelerate`: (0.3, 0, 0.8, 0.2) (`tokens.xml`, token versions 31–34).
  case emphasizedAccelerateMDC
  /// Compose's `EasingEmphasizedCubicBezier`: (0.2, 0, 0, 1), the cubic Compose's `MotionTokens.kt`
  /// uses for `emphasized` (the same curve as ``standard``).
  case emphasizedCompose

  /// The token's name: `emphasizedDecelerate`, or a variant's (`emphasizedDecelerateMDC`).
  public var name: String { rawValue }

  /// The token or variant called `name`.
  ///
  /// - Throws: ``PlatformNameError/unknown(_:_:)`` with family `.material3Easing` when none has
  ///   that name (case-sensitive).
  public init(named name: String) throws(PlatformNameError) {
    guard let easing = Material3Easing(rawValue: name) else { throw .unknown(name, .material3Easing) }
    self = easing
  }

  /// The control points (x1, y1, x2, y2) as the source writes them; nil for the ``emphasized``
  /// path.
  public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
    switch self {
    case .emphasized: nil
    case .emphasizedDecelerate: (0.05, 0.7, 0.1, 1)
    case .emphasizedAccelerate: (0.3, 0, 0.8, 0.15)
    case .standard, .emphasizedCompose: (0.2, 0, 0, 1)
    case .standardDecelerate: (0, 0, 0, 1)
    case .standardAccelerate: (0.3, 0, 1, 1)
    case .legacy: (0.4, 0, 0.2, 1)
    case .legacyDecelerate: (0, 0, 0.2, 1)
    case .legacyAccelerate: (0.4, 0, 1, 1)
    case .linear: (0, 0, 1, 1)
    case .emphasizedDecelerateMDC: (0.1, 0.7, 0.1, 1)
    case .emphasizedAccelerateMDC: (0.3, 0, 0.8, 0.2)
    }
  }

  /// The token as a cubic bézier (a CSS `cubic-bezier()`); nil for the ``emphasized`` path.
  public var bezier: CubicBezier? { Self.beziers[self] }

  /// The cubic béziers, built once.
  private static let beziers: [Material3Easing: CubicBezier] = {
    var table: [Material3Easing: CubicBezier] = [:]
    for easing in allCases {
      if let p = easing.controlPoints { table[easing] = .platformConstant(p.x1, p.y1, p.x2, p.y2) }
    }
    return table
  }()

  /// The output progress at input progress `x`: exact inside [0, 1], 0 before it and 1 after it
  /// (`PathInterpolator`'s clamping), NaN for NaN.
  ///
  /// - Precision: the cubic tokens within 1e-12 · max(1, |y1|, |y2|) of the exact curve (see
  ///   ``CubicBezier/value(at:)``); ``emphasized`` within 2e-12 of the exact y(x) on the path
  ///   (each segment's unit-square solution within 1e-12, scaled by 0.4 or 0.6, plus the few ulps
  ///   of the affine maps). `value(at: 0)` is 0 and `value(at: 1)` is 1 exactly.
  /// - Complexity: O(1).
  public func value(at x: Double) -> Double {
    guard x > 0 else { return x.isNaN ? x : 0 }
    guard x < 1 else { return 1 }
    if let curve = Self.beziers[self] { return curve.value(at: x) }
    return Material3EmphasizedPath.value(x)
  }

  /// dy/dx at `x`: the curve's slope inside [0, 1] (at 0 and 1 the one-sided slope from inside;
  /// at the emphasized path's join x = 0.166666, its first segment's slope), 0 outside, NaN for NaN.
  ///
  /// - Precision: relative 1e-12 where the slope is not nearly 0 (see ``CubicBezier/velocity(at:)``).
  public func velocity(at x: Double) -> Double {
    if x.isNaN { return x }
    guard x >= 0 && x <= 1 else { return 0 }
    if let curve = Self.beziers[self] { return curve.velocity(at: x) }
    return Material3EmphasizedPath.velocity(x)
  }
}
