import MotionCurvesCore

/// The CSS `scale` property: `none` or x [y [z]] (numbers or percentages; CSS Transforms 2).
public struct CSSScale: Sendable, Hashable {
  /// The scale factors; nil for `none`.
  public var factors: SIMD3<Double>?

  /// A scale by (x, y, z).
  public init(x: Double, y: Double? = nil, z: Double = 1) {
    factors = SIMD3(x, y ?? x, z)
  }

  private init(none: Void) { factors = nil }

  /// `none`.
  public static let none = CSSScale(none: ())

  /// Reads `none` or one to three numbers or percentages (y defaults to x, z to 1).
  ///
  /// - Throws: ``SyntaxError`` with the character offset of the first problem.
  public init(css text: String) throws(SyntaxError) {
    var s = CSSTransformScanner(text)
    if try s.isNoneKeyword() {
      self = .none
      return
    }
    let x = try s.number(percentAllowed: true)
    var y: Double?
    var z = 1.0
    if !s.atEnd() {
      y = try s.number(percentAllowed: true)
      if !s.atEnd() { z = try s.number(percentAllowed: true) }
    }
    try s.requireEnd()
    self.init(x: x, y: y, z: z)
  }

  /// The matrix (a scale; the identity for `none`).
  public var matrix: TransformMatrix3D {
    guard let f = factors else { return .identity }
    return .scale(x: f.x, y: f.y, z: f.z)
  }

  /// The computed value's text: `none`, or x, then y unless z is 1 and y equals x, then z
  /// unless 1 (`2`, `2 0.5`, `1 1 3`).
  public var cssText: String {
    guard let f = factors else { return "none" }
    if f.z != 1 { return [f.x, f.y, f.z].map(cssNumber).joined(separator: " ") }
    return f.y == f.x ? cssNumber(f.x) : cssNumber(f.x) + " " + cssNumber(f.y)
  }

  /// The scale a `fraction` of the way to `end`, factor by factor (`none` is 1 1 1, and an
  /// interpolated `none` end reads `1`, as browsers compute it); `none` to `none` stays `none`;
  /// 0 and 1 return the ends exactly. Each factor is finite wherever its exact blend is.
  ///
  /// - Throws: ``TransformError/beyondRange(_:significand:exponent:)`` naming the factor whose
  ///   exact blend is beyond the range of doubles (`1` → `2` at 1e308 is 1e308 + 1, in range;
  ///   at −1e309 … out).
  public func interpolated(to end: CSSScale, at fraction: Double) throws(TransformError) -> CSSScale {
    if factors == nil && end.factors == nil { return .none }
    let a = factors ?? SIMD3(1, 1, 1)
    let b = end.factors ?? SIMD3(1, 1, 1)
    var f = fraction == 0 ? a : fraction == 1 ? b : a + (b - a) * fraction
    for (i, axis) in ["x", "y", "z"].enumerated() {
      f[i] = try checkedBlend(a[i], b[i], fraction, f[i], naming: axis + " of scale at t = \(fraction)")
    }
    return CSSScale(x: f.x, y: f.y, z: f.z)
  }
}
