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

  /// Whether the function's matrix may have a last column other than (0, 0, 0, 1): only
  /// `perspective(d)` and `matrix3d()` can; a product of the others keeps m44 = 1 exactly.
  var mayChangeM44: Bool {
    switch self {
    case let .perspective(d): return d != nil
    case let .matrix3d(m): return m.m14 != 0 || m.m24 != 0 || m.m34 != 0 || m.m44 != 1
    default: return false
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
  ///
  /// Angles that leave the range of doubles are kept reduced modulo a turn (the same rotation or
  /// skew); any other number whose exact blend is beyond the range is an error.
  func blended(
    to end: CSSTransformFunction, at t: Double, options: TransformInterpolationOptions, context: CSSTransformContext
  ) throws(TransformError) -> CSSTransformFunction? {
    let name = self.name
    func number(_ a: Double, _ b: Double, _ what: String) throws(TransformError) -> Double {
      try checkedBlend(a, b, t, a + (b - a) * t, naming: what + " of " + name + " at t = \(t)")
    }
    func length(_ a: CSSLength, _ b: CSSLength, _ what: String) throws(TransformError) -> CSSLength {
      try a.checkedInterpolated(to: b, at: t, naming: what + " of " + name + " at t = \(t)")
    }
    func angle(_ a: CSSAngle, _ b: CSSAngle) -> CSSAngle { a.interpolatedModuloTurn(to: b, at: t) }
    switch (self, end) {
    case let (.translate(x1, y1), .translate(x2, y2)):
      let y: CSSLength? = y1 == nil && y2 == nil ? nil : try length(y1 ?? .zero, y2 ?? .zero, "y")
      return .translate(try length(x1, x2, "x"), y)
    case let (.translateX(a), .translateX(b)): return .translateX(try length(a, b, "x"))
    case let (.translateY(a), .translateY(b)): return .translateY(try length(a, b, "y"))
    case let (.translateZ(a), .translateZ(b)): return .translateZ(try length(a, b, "z"))
    case let (.scale(x1, y1), .scale(x2, y2)):
      return .scale(try number(x1, x2, "x"), y1 == nil && y2 == nil ? nil : try number(y1 ?? x1, y2 ?? x2, "y"))
    case let (.scaleX(a), .scaleX(b)): return .scaleX(try number(a, b, "x"))
    case let (.scaleY(a), .scaleY(b)): return .scaleY(try number(a, b, "y"))
    case let (.scaleZ(a), .scaleZ(b)): return .scaleZ(try number(a, b, "z"))
    case let (.rotate(a), .rotate(b)): return .rotate(angle(a, b))
    case let (.rotateX(a), .rotateX(b)): return .rotateX(angle(a, b))
    case let (.rotateY(a), .rotateY(b)): return .rotateY(angle(a, b))
    case let (.rotateZ(a), .rotateZ(b)): return .rotateZ(angle(a, b))
    case let (.skew(x1, y1), .skew(x2, y2)):
      let y: CSSAngle? = y1 == nil && y2 == nil ? nil : angle(y1 ?? .zero, y2 ?? .zero)
      return .skew(angle(x1, x2), y)
    case let (.skewX(a), .skewX(b)): return .skewX(angle(a, b))
    case let (.skewY(a), .skewY(b)): return .skewY(angle(a, b))
    case let (.perspective(a), .perspective(b)):
      return .perspective(try Self.perspective(a, b, t, context))
    default: break
    }
    switch family {
    case .translate:
      let (a, b) = (translation, end.translation)
      let x = try length(a.0, b.0, "x")
      let y = try length(a.1, b.1, "y")
      if isTwoDimensional && end.isTwoDimensional { return .translate(x, y) }
      return .translate3d(x, y, try length(a.2, b.2, "z"))
    case .scale:
      let (a, b) = (scaleFactors, end.scaleFactors)
      let s = SIMD3(try number(a.x, b.x, "x"), try number(a.y, b.y, "y"), try number(a.z, b.z, "z"))
      return isTwoDimensional && end.isTwoDimensional ? .scale(s.x, s.y) : .scale3d(s.x, s.y, s.z)
    case .rotate:
      let (axis, angle) = try Self.blendRotation(axisAngle, end.axisAngle, t, shortestPath: options.shortestPath)
      return .rotate3d(axis, angle)
    case .matrix:
      let from = try matrix(in: context)
      let to = try end.matrix(in: context)
      guard let m = try from.checkedInterpolation(to: to, at: t, options: options) else { return nil }
      if case .matrix = self, case .matrix = end, let affine = TransformMatrix2D(exactly: m) { return .matrix(affine) }
      return .matrix3d(m)
    default:
      return nil
    }
  }

  /// `perspective()` interpolates −1/d (none is 0), clamped to [−1, 0] (d ≥ 1px; 0 is none).
  static func perspective(_ a: CSSLength?, _ b: CSSLength?, _ t: Double, _ context: CSSTransformContext)
    throws(TransformError) -> CSSLength?
  {
    func inverse(_ d: CSSLength?) throws(TransformError) -> Double {
      guard let d else { return 0 }
      let depth = try d.wideResolved(reference: nil, fontSize: context.fontSize)
      return depth.value.isFinite ? -1 / max(depth.value, 1) : (WideDouble(-1) / depth).value
    }
    let (pa, pb) = (try inverse(a), try inverse(b))
    // Clamped, so finite at every t (where the blend overflows it is clamped to its sign's end).
    let blend = pa.interpolated(to: pb, at: t)
    let p = min(0, max(-1, blend.isNaN ? 0 : blend))
    return p == 0 ? nil : .px(-1 / p)
  }

  /// Two rotations blended (css-transforms-2 rotate3d rules): a zero angle takes the other's
  /// axis; parallel axes (Chromium's test |1 − dot²/(|a|²|b|²)| < 1e-4; anti-parallel negates
  /// the angle) lerp the angle (where the blend leaves the range of doubles: reduced modulo a
  /// turn when `reducing`, else ``TransformError/beyondRange(_:significand:exponent:)``); otherwise the quaternions (from axis and angle directly)
  /// are slerped. The axis of the result is normalized.
  static func blendRotation(
    _ a: (SIMD3<Double>, CSSAngle), _ b: (SIMD3<Double>, CSSAngle), _ t: Double, shortestPath: Bool,
    reducing: Bool = true
  ) throws(TransformError) -> (SIMD3<Double>, CSSAngle) {
    func lerp(_ x: CSSAngle, _ y: CSSAngle) throws(TransformError) -> CSSAngle {
      if reducing { return x.interpolatedModuloTurn(to: y, at: t) }
      let blended = x.interpolated(to: y, at: t)
      if blended.value.isFinite { return blended }
      let (p, q) = x.unit == y.unit ? (x.value, y.value) : (x.reducedDegrees, y.reducedDegrees)
      let exact = WideDouble(p) * WideDouble(1 - t) + WideDouble(q) * WideDouble(t)
      throw .beyondRange("the angle in \(blended.unit.rawValue) at t = \(t)", exact)
    }
    let ua = unitAxis(a.0)
    let ub = unitAxis(b.0)
    if a.1.value == 0 { return (ub, try lerp(a.1, b.1)) }
    if b.1.value == 0 { return (ua, try lerp(a.1, b.1)) }
    let dot = (ua * ub).sum()
    if (1 - dot * dot).magnitude < 1e-4 {
      let end = dot < 0 ? CSSAngle(-b.1.value, b.1.unit) : b.1
      return (ua, try lerp(a.1, end))
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
      : Double.sineAndCosine(degrees: angle.reducedDegrees / 2)
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
