import MotionCurvesCore
import RealModule

/// The closed-form easings of Compose's `EasingFunctions.kt`, and their derivatives, in double
/// precision.
enum ComposeClosedForm {
  /// 2π/3, the elastic in and out easings' angular factor (`c4`).
  static let c4 = 2 * Double.pi / 3
  /// 2π/4.5, the in-out elastic easing's (`c5`).
  static let c5 = 2 * Double.pi / 4.5
  static let ln2 = Double.log(2.0)

  /// `EaseInElastic`: 0 at 0, 1 at 1, else −2^(10x−10)·sin((10x − 10.75)·c4).
  static func inElastic(_ x: Double) -> Double {
    if x == 0 || x == 1 { return x }
    return -Double.exp2(10 * x - 10) * Double.sin((10 * x - 10.75) * c4)
  }

  static func inElasticSlope(_ x: Double) -> Double {
    let e = Double.exp2(10 * x - 10)
    let phase = (10 * x - 10.75) * c4
    return -e * (10 * ln2 * Double.sin(phase) + 10 * c4 * Double.cos(phase))
  }

  /// `EaseOutElastic`: 0 at 0, 1 at 1, else 2^(−10x)·sin((10x − 0.75)·c4) + 1.
  static func outElastic(_ x: Double) -> Double {
    if x == 0 || x == 1 { return x }
    return Double.exp2(-10 * x) * Double.sin((10 * x - 0.75) * c4) + 1
  }

  static func outElasticSlope(_ x: Double) -> Double {
    let e = Double.exp2(-10 * x)
    let phase = (10 * x - 0.75) * c4
    return e * (-10 * ln2 * Double.sin(phase) + 10 * c4 * Double.cos(phase))
  }

  /// `EaseInOutElastic`: 0 at 0, 1 at 1; for 0 ≤ x ≤ ½ (Kotlin's `in 0f..0.5f`)
  /// −2^(20x−10)·sin((20x − 11.125)·c5)/2; for every other x, negative ones included,
  /// 2^(−20x+10)·sin((20x − 11.125)·c5)/2 + 1.
  static func inOutElastic(_ x: Double) -> Double {
    if x == 0 || x == 1 { return x }
    let s = Double.sin((20 * x - 11.125) * c5)
    if x >= 0 && x <= 0.5 { return -(Double.exp2(20 * x - 10) * s) / 2 }
    return Double.exp2(-20 * x + 10) * s / 2 + 1
  }

  static func inOutElasticSlope(_ x: Double) -> Double {
    let phase = (20 * x - 11.125) * c5
    let (s, c) = (Double.sin(phase), Double.cos(phase))
    if x >= 0 && x <= 0.5 { return -Double.exp2(20 * x - 10) * (20 * ln2 * s + 20 * c5 * c) / 2 }
    return Double.exp2(-20 * x + 10) * (-20 * ln2 * s + 20 * c5 * c) / 2
  }

  /// The parabola of `EaseOutBounce` that x falls in, as (d₁·o, h): n₁(x − o)² + h is
  /// (d₁x − d₁o)² + h, since n₁ = 7.5625 = d₁² with d₁ = 2.75. The breaks compare x with
  /// 1/d₁, 2/d₁ and 2.5/d₁ as Compose does; the parabolas meet there, so the side a rounding puts
  /// x on does not matter.
  private static func bouncePiece(_ x: Double) -> (offset: Double, height: Double) {
    if x < 1 / 2.75 { return (0, 0) }
    if x < 2 / 2.75 { return (1.5, 0.75) }
    if x < 2.5 / 2.75 { return (2.25, 0.9375) }
    return (2.625, 0.984375)
  }

  /// `EaseOutBounce` at any x (NaN falls to the last piece and gives NaN).
  static func outBounce(_ x: Double) -> Double {
    let (offset, height) = bouncePiece(x)
    let u = 2.75 * x - offset
    return u * u + height
  }

  static func outBounceSlope(_ x: Double) -> Double {
    2 * 2.75 * (2.75 * x - bouncePiece(x).offset)
  }
}
