import MotionCurvesTiming

extension SwiftUIUnitCurve {
  /// The output progress at input `progress`.
  ///
  /// - Precision (``Mode/exact``): béziers within 1e-12·max(1, |y1|, |y2|) of the exact curve
  ///   (``CubicBezier/value(at:)``); the circular curves within 4 ulps, relative, on [0, 1]: they
  ///   are evaluated without cancellation, e.g. circularEaseIn as p²/(1 + √((1 − p)(1 + p))).
  ///   ``Mode/swiftUI`` reproduces SwiftUI's arithmetic instead (see ``Mode/swiftUI``).
  public func value(at progress: Double, mode: Mode = .exact) -> Double {
    let p = progress
    switch (kind, mode) {
    case (.linear, _): return p
    case (.circularEaseIn, .exact): return p * p / (1 + ((1 - p) * (1 + p)).squareRoot())
    case (.circularEaseIn, .swiftUI): return 1 - (1 - p * p).squareRoot()
    case (.circularEaseOut, .exact): return (p * (2 - p)).squareRoot()
    case (.circularEaseOut, .swiftUI): return (1 - (1 - p) * (1 - p)).squareRoot()
    case (.circularEaseInOut, .exact):
      if p < 0.5 { return 2 * p * p / (1 + ((1 - 2 * p) * (1 + 2 * p)).squareRoot()) }
      return (1 + ((2 * p - 1) * (3 - 2 * p)).squareRoot()) / 2
    case (.circularEaseInOut, .swiftUI):
      if p >= 0.5 { return (((8 - p * 4) * p - 3).squareRoot() + 1) * 0.5 }
      return (1 - (1 - (p * 4) * p).squareRoot()) * 0.5
    case (.inverseCircularEaseInOut, _):
      let root = (p * (1 - p)).squareRoot()
      return p < 0.5 ? root : 1 - root
    case (.bezier, .exact): return exactCurve?.value(at: p) ?? .nan
    case (.bezier, .swiftUI):
      return Self.quantized(clampedCurve?.value(at: min(max(p, 0), 1)) ?? .nan)
    }
  }

  /// The slope d(output)/d(input) at input `progress`.
  ///
  /// The circular velocities are p/√(1 − p²) (circularEaseIn), (1 − p)/√(p(2 − p))
  /// (circularEaseOut) and 2p/√(1 − 4p²), 2(1 − p)/√((8 − 4p)p − 3) (circularEaseInOut, before
  /// and after ½); +∞ where the circle is vertical. ``Mode/swiftUI`` takes their absolute values and
  /// evaluates SwiftUI's expressions; a bézier's velocity there is that of the curve with only x
  /// clamped, at the clamped progress, quantized to 2⁻²⁰ (see ``Mode/swiftUI``), and at progress 0
  /// and 1 SwiftUI's own end-point arithmetic, which gives 1 where a control point sits on its end
  /// point (`.easeOut` at 0; the exact slope is 1/0.58) and 0 for `.easeIn` at 1 (exact 1/0.58).
  ///
  /// - Precision (``Mode/exact``): béziers as ``CubicBezier/velocity(at:)``
  ///   (max(1e-12·|slope|, 1e-13·max(1, |y1|, |y2|))); the circular curves within 4 ulps, relative.
  public func velocity(at progress: Double, mode: Mode = .exact) -> Double {
    let p = progress
    switch (kind, mode) {
    case (.linear, _): return 1
    case (.circularEaseIn, .exact): return p / ((1 - p) * (1 + p)).squareRoot()
    case (.circularEaseIn, .swiftUI): return abs(p / (1 - p * p).squareRoot())
    case (.circularEaseOut, .exact): return (1 - p) / (p * (2 - p)).squareRoot()
    case (.circularEaseOut, .swiftUI): return abs((p - 1) / (-(p - 2) * p).squareRoot())
    case (.circularEaseInOut, .exact):
      if p < 0.5 { return 2 * p / ((1 - 2 * p) * (1 + 2 * p)).squareRoot() }
      return 2 * (1 - p) / ((2 * p - 1) * (3 - 2 * p)).squareRoot()
    case (.circularEaseInOut, .swiftUI):
      if p >= 0.5 { return abs((p + p - 2) / ((p * -4 + 8) * p - 3).squareRoot()) }
      return abs((p + p) / (p * -4 * p + 1).squareRoot())
    case (.inverseCircularEaseInOut, _):
      let slope = (1 - 2 * p) / (2 * (p * (1 - p)).squareRoot())
      return p < 0.5 ? slope : -slope
    case (.bezier, .exact): return exactCurve?.velocity(at: p) ?? .nan
    case let (.bezier(x1, y1, x2, y2), .swiftUI):
      let clamped = min(max(p, 0), 1)
      guard clamped == 0 || clamped == 1 else { return Self.quantized(exactCurve?.velocity(at: clamped) ?? .nan) }
      let clamp = { (v: Double) in min(max(v, 0), 1) }
      return Self.swiftUISlope(x1: clamp(x1), y1: y1, x2: clamp(x2), y2: y2, t: clamped)
    }
  }

  /// SwiftUI's bézier slope at parameter t, with its arithmetic: the derivatives of the power-basis
  /// polynomials (c = 3p₁, b = 3(p₂ − p₁) − c, a = 1 − c − b), then 1 when dx/dt = dy/dt, ±∞ when
  /// dx/dt = 0, else dy/dx quantized. At the ends, where SwiftUI's solver returns t = progress,
  /// this is what SwiftUI returns: 1 (not the tangent's slope) where a control point sits on its
  /// end point (`.easeOut` at 0), and 0 for `.easeIn` at 1, where dx/dt rounds to −2.2e-16.
  static func swiftUISlope(x1: Double, y1: Double, x2: Double, y2: Double, t: Double) -> Double {
    let cx = x1 * 3
    let bx = (x2 - x1) * 3 - cx
    let ax = 1 - cx - bx
    let cy = y1 * 3
    let by = (y2 - y1) * 3 - cy
    let ay = 1 - cy - by
    let dx = cx + ((bx + bx) + (ax * 3 * t)) * t
    let dy = cy + ((by + by) + (ay * 3 * t)) * t
    if dx == dy { return 1 }
    if dx == 0 { return dy < 0 ? -.infinity : .infinity }
    return quantized(dy / dx)
  }

  /// x rounded to the nearest multiple of 2⁻²⁰ (halves away from zero), as SwiftUI rounds its
  /// bézier results; infinities and NaN pass through.
  static func quantized(_ x: Double) -> Double {
    let scale = 1_048_576.0  // 2²⁰
    return (x * scale).rounded() / scale
  }
}
