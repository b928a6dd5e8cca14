import MotionCurvesCore
import RealModule

// Function-by-function interpolation (css-transforms-2 "Interpolation of primitives and derived
// transform functions"): functions of one family blend through their common primitive.

extension CSSTransformFunction {
  /// The primitive family: functions of one family interpolate without a matrix.
  enum Family: Equatable {
    case translate, scale, rotate, skew, skewX, skewY, perspective, matrix
  }

  var family: Family {
    switch self {
    case .translate, .translateX, .translateY, .translateZ, .translate3d: return .translate
    case .scale, .scaleX, .scaleY, .scaleZ, .scale3d: return .scale
    case .rotate, .rotateX, .rotateY, .rotateZ, .rotate3d: return .rotate
    case .skew: return .skew
    case .skewX: return .skewX
    case .skewY: return .skewY
    case .perspective: return .perspective
    case .matrix, .matrix3d: return .matrix
    }
  }

  /// The identity function of the same form (what pads the shorter list).
  var identity: CSSTransformFunction {
    switch self {
    case .matrix: return .matrix(.identity)
    case .matrix3d: return .matrix3d(.identity)
    case let .translate(_, y): return .translate(.zero, y.map { _ in .zero })
    case .translateX: return .translateX(.zero)
    case .translateY: return .translateY(.zero)
    case .translateZ: return .translateZ(.zero)
    case .translate3d: return .translate3d(.zero, .zero, .zero)
    case let .scale(_, y): return .scale(1, y.map { _ in 1 })
    case .scaleX: return .scaleX(1)
    case .scaleY: return .scaleY(1)
    case .scaleZ: return .scaleZ(1)
    case .scale3d: return .scale3d(1, 1, 1)
    case let .rotate(a): return .rotate(CSSAngle(0, a.unit))
    case let .rotateX(a): return .rotateX(CSSAngle(0, a.unit))
    case let .rotateY(a): return .rotateY(CSSAngle(0, a.unit))
    case let .rotateZ(a): return .rotateZ(CSSAngle(0, a.unit))
    case let .rotate3d(axis, a): return .rotate3d(axis, CSSAngle(0, a.unit))
    case let .skew(x, y): return .skew(CSSAngle(0, x.unit), y.map { CSSAngle(0, $0.unit) })
    case let .skewX(a): return .skewX(CSSAngle(0, a.unit))
    case let .skewY(a): return .skewY(CSSAngle(0, a.unit))
    case .perspective: return .perspective(nil)
    }
  }

  /// The translation (x, y, z) of a translate-family function.
  var translation: (CSSLength, CSSLength, CSSLength) {
    switch self {
    case let .translate(x, y): return (x, y ?? .zero, .zero)
    case let .translateX(x): return (x, .zero, .zero)
    case let .translateY(y): return (.zero, y, .zero)
    case let .translateZ(z): return (.zero, .zero, z)
    case let .translate3d(x, y, z): return (x, y, z)
    default: return (.zero, .zero, .zero)
    }
  }

  /// The scale (x, y, z) of a scale-family function.
  var scaleFactors: SIMD3<Double> {
    switch self {
    case let .scale(x, y): return SIMD3(x, y ?? x, 1)
    case let .scaleX(x): return SIMD3(x, 1, 1)
    case let .scaleY(y): return SIMD3(1, y, 1)
    case let .scaleZ(z): return SIMD3(1, 1, z)
    case let .scale3d(x, y, z): return SIMD3(x, y, z)
    default: return SIMD3(1, 1, 1)
    }
  }

  /// The axis and angle of a rotate-family function.
  var axisAngle: (SIMD3<Double>, CSSAngle) {
    switch self {
    case let .rotate(a), let .rotateZ(a): return (SIMD3(0, 0, 1), a)
    case let .rotateX(a): return (SIMD3(1, 0, 0), a)
    case let .rotateY(a): return (SIMD3(0, 1, 0), a)
    case let .rotate3d(axis, a): return (axis, a)
    default: return (SIMD3(0, 0, 1), .zero)
    }
  }

  /// `self` blended a fraction `t` of the way to `end`, both of one ``Family``; nil when the
  /// blend needs a matrix that cannot be decomposed.
  func blended(
    to end: CSSTransformFunction, at t: Double, options: TransformInterpolationOptions, context: CSSTransformContext
  ) throws(SyntaxError) -> CSSTransformFunction? {
    func number(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    switch (self, end) {
    case let (.translate(x1, y1), .translate(x2, y2)):
      let y: CSSLength? = y1 == nil && y2 == nil ? nil : (y1 ?? .zero).interpolated(to: y2 ?? .zero, at: t)
      return .translate(x1.interpolated(to: x2, at: t), y)
    case let (.translateX(a), .translateX(b)): return .translateX(a.interpolated(to: b, at: t))
    case let (.translateY(a), .translateY(b)): return .translateY(a.interpolated(to: b, at: t))
    case let (.translateZ(a), .translateZ(b)): return .translateZ(a.interpolated(to: b, at: t))
    case let (.scale(x1, y1), .scale(x2, y2)):
      return .scale(number(x1, x2), y1 == nil && y2 == nil ? nil : number(y1 ?? x1, y2 ?? x2))
    case let (.scaleX(a), .scaleX(b)): return .scaleX(number(a, b))
    case let (.scaleY(a), .scaleY(b)): return .scaleY(number(a, b))
    case let (.scaleZ(a), .scaleZ(b)): return .scaleZ(number(a, b))
    case let (.rotate(a), .rotate(b)): return .rotate(a.interpolated(to: b, at: t))
    case let (.rotateX(a), .rotateX(b)): return .rotateX(a.interpolated(to: b, at: t))
    case let (.rotateY(a), .rotateY(b)): return .rotateY(a.interpolated(to: b, at: t))
    case let (.rotateZ(a), .rotateZ(b)): return .rotateZ(a.interpolated(to: b, at: t))
    case let (.skew(x1, y1), .skew(x2, y2)):
      let y: CSSAngle? = y1 == nil && y2 == nil ? nil : (y1 ?? .zero).interpolated(to: y2 ?? .zero, at: t)
      return .skew(x1.interpolated(to: x2, at: t), y)
    case let (.skewX(a), .skewX(b)): return .skewX(a.interpolated(to: b, at: t))
    case let (.skewY(a), .skewY(b)): return .skewY(a.interpolated(to: b, at: t))
    case let (.perspective(a), .perspective(b)):
      return .perspective(try Self.perspective(a, b, t, context))
    default: break
    }
    switch family {
    case .translate:
      let (a, b) = (translation, end.translation)
      let x = a.0.interpolated(to: b.0, at: t)
      let y = a.1.interpolated(to: b.1, at: t)
      if isTwoDimensional && end.isTwoDimensional { return .translate(x, y) }
      return .translate3d(x, y, a.2.interpolated(to: b.2, at: t))
    case .scale:
      let s = scaleFactors + (end.scaleFactors - scaleFactors) * t
      return isTwoDimensional && end.isTwoDimensional ? .scale(s.x, s.y) : .scale3d(s.x, s.y, s.z)
    case .rotate:
      let (axis, angle) = Self.blendRotation(axisAngle, end.axisAngle, t, shortestPath: options.shortestPath)
      return .rotate3d(axis, angle)
    case .matrix:
      let from = try matrix(in: context)
      let to = try end.matrix(in: context)
      guard let m = from.interpolated(to: to, at: t, options: options) else { return nil }
      if case .matrix = self, case .matrix = end, let affine = TransformMatrix2D(exactly: m) { return .matrix(affine) }
      return .matrix3d(m)
    default:
      return nil
    }
  }

  /// `perspective()` interpolates −1/d (none is 0), clamped to [−1, 0] (d ≥ 1px; 0 is none).
  static func perspective(_ a: CSSLength?, _ b: CSSLength?, _ t: Double, _ context: CSSTransformContext)
    throws(SyntaxError) -> CSSLength?
  {
    func inverse(_ d: CSSLength?) throws(SyntaxError) -> Double {
      guard let d else { return 0 }
      return -1 / max(try d.resolved(reference: nil, fontSize: context.fontSize), 1)
    }
    let (pa, pb) = (try inverse(a), try inverse(b))
    let p = min(0, max(-1, pa + (pb - pa) * t))
    return p == 0 ? nil : .px(-1 / p)
  }

  /// Two rotations blended (css-transforms-2 rotate3d rules): a zero angle takes the other's
  /// axis; parallel axes (Chromium's test |1 − dot²/(|a|²|b|²)| < 1e-4; anti-parallel negates
  /// the angle) lerp the angle; otherwise the quaternions (from axis and angle directly) are
  /// slerped. The axis of the result is normalized.
  static func blendRotation(
    _ a: (SIMD3<Double>, CSSAngle), _ b: (SIMD3<Double>, CSSAngle), _ t: Double, shortestPath: Bool
  ) -> (SIMD3<Double>, CSSAngle) {
    let ua = unitAxis(a.0)
    let ub = unitAxis(b.0)
    if a.1.value == 0 { return (ub, a.1.interpolated(to: b.1, at: t)) }
    if b.1.value == 0 { return (ua, a.1.interpolated(to: b.1, at: t)) }
    let dot = (ua * ub).sum()
    if (1 - dot * dot).magnitude < 1e-4 {
      let end = dot < 0 ? CSSAngle(-b.1.value, b.1.unit) : b.1
      return (ua, a.1.interpolated(to: end, at: t))
    }
    if t == 0 { return (ua, a.1) }
    if t == 1 { return (ub, b.1) }
    let q = TransformDecomposition.slerp(quaternion(ua, a.1), quaternion(ub, b.1), t, shortestPath: shortestPath)
    return axisAngle(of: q)
  }

  static func unitAxis(_ v: SIMD3<Double>) -> SIMD3<Double> {
    let length = TransformDecomposition.length(v)
    guard length > 0 && length.isFinite else { return SIMD3(0, 0, 1) }
    return v / length
  }

  /// (u·sin θ/2, cos θ/2), exact at multiples of 180° in degree-based units.
  static func quaternion(_ unit: SIMD3<Double>, _ angle: CSSAngle) -> SIMD4<Double> {
    let (s, c) =
      angle.unit == .rad
      ? (Double.sin(angle.value / 2), Double.cos(angle.value / 2))
      : Double.sineAndCosine(degrees: angle.degrees / 2)
    return SIMD4(unit.x * s, unit.y * s, unit.z * s, c)
  }

  /// The axis and angle (degrees, in [0°, 180°]) of a unit quaternion; (0, 0, 1) and 0° for the
  /// identity.
  static func axisAngle(of q: SIMD4<Double>) -> (SIMD3<Double>, CSSAngle) {
    let q = q.w < 0 ? -q : q
    let v = SIMD3(q.x, q.y, q.z)
    let s = TransformDecomposition.length(v)
    guard s > 0 else { return (SIMD3(0, 0, 1), .zero) }
    let angle = 2 * Double.atan2(y: s, x: q.w) * (180 / Double.pi)
    return (v / s, .degrees(angle))
  }
}
