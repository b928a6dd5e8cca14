import MotionCurvesCore
import MotionCurvesTiming

/// Every `Easing` constant of Jetpack Compose (`androidx.compose.animation.core`, `Easing.kt` and
/// `EasingFunctions.kt`), by its Compose name.
///
/// Thirty-one are cubic béziers (``cubicBezierEasing``), evaluated as Compose's `CubicBezierEasing`
/// (``ComposeCubicBezierEasing``): the exact y(x) inside (0, 1) and the input unchanged outside.
/// `LinearEasing` is the identity, and the elastic and bounce easings are closed forms, evaluated
/// in double precision for every input (Compose evaluates them in `Float`, so it differs from these
/// values by about 1e-7). An easing encodes as its Compose name.
public enum ComposeEasing: String, Sendable, Hashable, Codable, CaseIterable {
  /// `FastOutSlowInEasing`: (0.4, 0, 0.2, 1), Material's standard curve and `tween`'s default.
  case fastOutSlowIn = "FastOutSlowInEasing"
  /// `LinearOutSlowInEasing`: (0, 0, 0.2, 1).
  case linearOutSlowIn = "LinearOutSlowInEasing"
  /// `FastOutLinearInEasing`: (0.4, 0, 1, 1).
  case fastOutLinearIn = "FastOutLinearInEasing"
  /// `LinearEasing`: the identity, for every input.
  case linear = "LinearEasing"
  /// `Ease`: (0.25, 0.1, 0.25, 1), CSS `ease`.
  case ease = "Ease"
  /// `EaseIn`: (0.42, 0, 1, 1).
  case easeIn = "EaseIn"
  /// `EaseOut`: (0, 0, 0.58, 1).
  case easeOut = "EaseOut"
  /// `EaseInOut`: (0.42, 0, 0.58, 1).
  case easeInOut = "EaseInOut"
  /// `EaseInSine`: (0.12, 0, 0.39, 0).
  case easeInSine = "EaseInSine"
  /// `EaseOutSine`: (0.61, 1, 0.88, 1).
  case easeOutSine = "EaseOutSine"
  /// `EaseInOutSine`: (0.37, 0, 0.63, 1).
  case easeInOutSine = "EaseInOutSine"
  /// `EaseInCubic`: (0.32, 0, 0.67, 0).
  case easeInCubic = "EaseInCubic"
  /// `EaseOutCubic`: (0.33, 1, 0.68, 1).
  case easeOutCubic = "EaseOutCubic"
  /// `EaseInOutCubic`: (0.65, 0, 0.35, 1).
  case easeInOutCubic = "EaseInOutCubic"
  /// `EaseInQuint`: (0.64, 0, 0.78, 0).
  case easeInQuint = "EaseInQuint"
  /// `EaseOutQuint`: (0.22, 1, 0.36, 1).
  case easeOutQuint = "EaseOutQuint"
  /// `EaseInOutQuint`: (0.83, 0, 0.17, 1).
  case easeInOutQuint = "EaseInOutQuint"
  /// `EaseInCirc`: (0.55, 0, 1, 0.45).
  case easeInCirc = "EaseInCirc"
  /// `EaseOutCirc`: (0, 0.55, 0.45, 1).
  case easeOutCirc = "EaseOutCirc"
  /// `EaseInOutCirc`: (0.85, 0, 0.15, 1).
  case easeInOutCirc = "EaseInOutCirc"
  /// `EaseInQuad`: (0.11, 0, 0.5, 0).
  case easeInQuad = "EaseInQuad"
  /// `EaseOutQuad`: (0.5, 1, 0.89, 1).
  case easeOutQuad = "EaseOutQuad"
  /// `EaseInOutQuad`: (0.45, 0, 0.55, 1).
  case easeInOutQuad = "EaseInOutQuad"
  /// `EaseInQuart`: (0.5, 0, 0.75, 0).
  case easeInQuart = "EaseInQuart"
  /// `EaseOutQuart`: (0.25, 1, 0.5, 1).
  case easeOutQuart = "EaseOutQuart"
  /// `EaseInOutQuart`: (0.76, 0, 0.24, 1).
  case easeInOutQuart = "EaseInOutQuart"
  /// `EaseInExpo`: (0.7, 0, 0.84, 0).
  case easeInExpo = "EaseInExpo"
  /// `EaseOutExpo`: (0.16, 1, 0.3, 1).
  case easeOutExpo = "EaseOutExpo"
  /// `EaseInOutExpo`: (0.87, 0, 0.13, 1).
  case easeInOutExpo = "EaseInOutExpo"
  /// `EaseInBack`: (0.36, 0, 0.66, −0.56), which dips below 0.
  case easeInBack = "EaseInBack"
  /// `EaseOutBack`: (0.34, 1.56, 0.64, 1), which overshoots 1.
  case easeOutBack = "EaseOutBack"
  /// `EaseInOutBack`: (0.68, −0.6, 0.32, 1.6).
  case easeInOutBack = "EaseInOutBack"
  /// `EaseInElastic`: −2^(10x−10)·sin((10x − 10.75)·2π/3), with 0 at x = 0 and 1 at x = 1.
  case easeInElastic = "EaseInElastic"
  /// `EaseOutElastic`: 2^(−10x)·sin((10x − 0.75)·2π/3) + 1, with 0 at x = 0 and 1 at x = 1.
  case easeOutElastic = "EaseOutElastic"
  /// `EaseInOutElastic`: with c = 2π/4.5, −2^(20x−10)·sin((20x − 11.125)·c)/2 for 0 ≤ x ≤ ½,
  /// 2^(−20x+10)·sin((20x − 11.125)·c)/2 + 1 otherwise, with 0 at x = 0 and 1 at x = 1.
  case easeInOutElastic = "EaseInOutElastic"
  /// `EaseOutBounce`: four parabolas n₁(x − o)² + h with n₁ = 7.5625, d₁ = 2.75, joined at
  /// x = 1/d₁, 2/d₁ and 2.5/d₁, with offsets o = 0, 1.5/d₁, 2.25/d₁, 2.625/d₁ and heights
  /// h = 0, 0.75, 0.9375, 0.984375.
  case easeOutBounce = "EaseOutBounce"
  /// `EaseInBounce`: 1 − EaseOutBounce(1 − x).
  case easeInBounce = "EaseInBounce"
  /// `EaseInOutBounce`: (1 − EaseOutBounce(1 − 2x))/2 for x < ½, (1 + EaseOutBounce(2x − 1))/2
  /// otherwise.
  case easeInOutBounce = "EaseInOutBounce"

  /// The constant's Compose name, `FastOutSlowInEasing` or `EaseInOutBack`: what ``init(named:)``
  /// reads and what the easing encodes as.
  public var name: String { rawValue }

  /// The constant Compose calls `name`.
  ///
  /// - Throws: ``PlatformNameError/unknown(_:_:)`` with family `.composeEasing` when no constant
  ///   has that name (names are case-sensitive, as in Kotlin).
  public init(named name: String) throws(PlatformNameError) {
    guard let easing = ComposeEasing(rawValue: name) else { throw .unknown(name, .composeEasing) }
    self = easing
  }

  /// The control points (a, b, c, d) of the constants Compose defines as `CubicBezierEasing`, as
  /// the source writes them; nil for `LinearEasing` and the elastic and bounce closed forms.
  public var controlPoints: (a: Double, b: Double, c: Double, d: Double)? {
    switch self {
    case .fastOutSlowIn: (0.4, 0, 0.2, 1)
    case .linearOutSlowIn: (0, 0, 0.2, 1)
    case .fastOutLinearIn: (0.4, 0, 1, 1)
    case .ease: (0.25, 0.1, 0.25, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInOut: (0.42, 0, 0.58, 1)
    case .easeInSine: (0.12, 0, 0.39, 0)
    case .easeOutSine: (0.61, 1, 0.88, 1)
    case .easeInOutSine: (0.37, 0, 0.63, 1)
    case .easeInCubic: (0.32, 0, 0.67, 0)
    case .easeOutCubic: (0.33, 1, 0.68, 1)
    case .easeInOutCubic: (0.65, 0, 0.35, 1)
    case .easeInQuint: (0.64, 0, 0.78, 0)
    case .easeOutQuint: (0.22, 1, 0.36, 1)
    case .easeInOutQuint: (0.83, 0, 0.17, 1)
    case .easeInCirc: (0.55, 0, 1, 0.45)
    case .easeOutCirc: (0, 0.55, 0.45, 1)
    case .easeInOutCirc: (0.85, 0, 0.15, 1)
    case .easeInQuad: (0.11, 0, 0.5, 0)
    case .easeOutQuad: (0.5, 1, 0.89, 1)
    case .easeInOutQuad: (0.45, 0, 0.55, 1)
    case .easeInQuart: (0.5, 0, 0.75, 0)
    case .easeOutQuart: (0.25, 1, 0.5, 1)
    case .easeInOutQuart: (0.76, 0, 0.24, 1)
    case .easeInExpo: (0.7, 0, 0.84, 0)
    case .easeOutExpo: (0.16, 1, 0.3, 1)
    case .easeInOutExpo: (0.87, 0, 0.13, 1)
    case .easeInBack: (0.36, 0, 0.66, -0.56)
    case .easeOutBack: (0.34, 1.56, 0.64, 1)
    case .easeInOutBack: (0.68, -0.6, 0.32, 1.6)
    case .linear, .easeInElastic, .easeOutElastic, .easeInOutElastic, .easeOutBounce, .easeInBounce,
      .easeInOutBounce:
      nil
    }
  }

  /// The constant as a `CubicBezierEasing`, for the thirty-one Compose defines so; nil for the
  /// others.
  public var cubicBezierEasing: ComposeCubicBezierEasing? {
    Self.beziers[self].map(ComposeCubicBezierEasing.init)
  }

  /// The cubic béziers, built once.
  private static let beziers: [ComposeEasing: CubicBezier] = {
    var table: [ComposeEasing: CubicBezier] = [:]
    for easing in allCases {
      if let p = easing.controlPoints { table[easing] = .platformConstant(p.a, p.b, p.c, p.d) }
    }
    return table
  }()

  /// Compose's `transform(fraction)` for this constant.
  ///
  /// Cubic béziers give the exact y(x) inside (0, 1) and `x` itself outside (see
  /// ``ComposeCubicBezierEasing/value(at:clamping:)``, whose `clamping` applies to them alone);
  /// `LinearEasing` gives `x`; the elastic and bounce closed forms are evaluated at every x,
  /// outside [0, 1] too, as Compose evaluates them. NaN gives NaN.
  ///
  /// - Precision: cubic béziers within 1e-12 · max(1, |b|, |d|) of the exact curve; the closed
  ///   forms within 2e-14 of their exact value for x ∈ [0, 1] (bounce within 4e-16: each parabola
  ///   is evaluated as (d₁x − d₁o)² + h, which n₁ = d₁² allows).
  /// - Complexity: O(1).
  public func value(at x: Double, clamping: ComposeCubicBezierEasing.Clamping = .exact) -> Double {
    if let curve = Self.beziers[self] { return ComposeCubicBezierEasing(curve).value(at: x, clamping: clamping) }
    switch self {
    case .easeInElastic: return ComposeClosedForm.inElastic(x)
    case .easeOutElastic: return ComposeClosedForm.outElastic(x)
    case .easeInOutElastic: return ComposeClosedForm.inOutElastic(x)
    case .easeOutBounce: return ComposeClosedForm.outBounce(x)
    case .easeInBounce: return 1 - ComposeClosedForm.outBounce(1 - x)
    case .easeInOutBounce:
      return x < 0.5 ? (1 - ComposeClosedForm.outBounce(1 - 2 * x)) / 2 : (1 + ComposeClosedForm.outBounce(2 * x - 1)) / 2
    default: return x
    }
  }

  /// dy/dx of ``value(at:clamping:)`` (unclamped): for cubic béziers as
  /// ``ComposeCubicBezierEasing/velocity(at:)`` (1 outside [0, 1]); 1 for `LinearEasing`; the
  /// closed forms' derivatives, at 0 and 1 the one-sided derivative of the formula from inside.
  /// NaN gives NaN.
  ///
  /// - Precision: cubic béziers relative 1e-12; the closed forms within 1e-13 · max(1, |slope|)
  ///   for x ∈ [0, 1].
  public func velocity(at x: Double) -> Double {
    if let curve = Self.beziers[self] { return ComposeCubicBezierEasing(curve).velocity(at: x) }
    if x.isNaN { return x }
    switch self {
    case .easeInElastic: return ComposeClosedForm.inElasticSlope(x)
    case .easeOutElastic: return ComposeClosedForm.outElasticSlope(x)
    case .easeInOutElastic: return ComposeClosedForm.inOutElasticSlope(x)
    case .easeOutBounce: return ComposeClosedForm.outBounceSlope(x)
    case .easeInBounce: return ComposeClosedForm.outBounceSlope(1 - x)
    case .easeInOutBounce:
      return x < 0.5 ? ComposeClosedForm.outBounceSlope(1 - 2 * x) : ComposeClosedForm.outBounceSlope(2 * x - 1)
    default: return 1
    }
  }
}
