import MotionCurvesCore
import RealModule

/// One function of a CSS transform list (CSS Transforms 1 and 2), with its arguments as written:
/// lengths keep their units (resolved against a ``CSSTransformContext`` when a matrix is
/// needed), angles keep theirs, and optional second arguments stay absent, so a list serializes
/// back as it was given.
public enum CSSTransformFunction: Sendable, Hashable {
  /// `matrix(a, b, c, d, e, f)`.
  case matrix(TransformMatrix2D)
  /// `matrix3d(…)`: 16 numbers in Core Animation's order m11…m44.
  case matrix3d(TransformMatrix3D)
  /// `translate(x)` or `translate(x, y)`.
  case translate(CSSLength, CSSLength?)
  /// `translateX(x)`.
  case translateX(CSSLength)
  /// `translateY(y)`.
  case translateY(CSSLength)
  /// `translateZ(z)`: a length without percentages.
  case translateZ(CSSLength)
  /// `translate3d(x, y, z)`.
  case translate3d(CSSLength, CSSLength, CSSLength)
  /// `scale(x)` or `scale(x, y)`.
  case scale(Double, Double?)
  /// `scaleX(x)`.
  case scaleX(Double)
  /// `scaleY(y)`.
  case scaleY(Double)
  /// `scaleZ(z)`.
  case scaleZ(Double)
  /// `scale3d(x, y, z)`.
  case scale3d(Double, Double, Double)
  /// `rotate(a)`: about z.
  case rotate(CSSAngle)
  /// `rotateX(a)`.
  case rotateX(CSSAngle)
  /// `rotateY(a)`.
  case rotateY(CSSAngle)
  /// `rotateZ(a)`.
  case rotateZ(CSSAngle)
  /// `rotate3d(x, y, z, a)`: about the axis (x, y, z), which need not be normalized.
  case rotate3d(SIMD3<Double>, CSSAngle)
  /// `skew(ax)` or `skew(ax, ay)`.
  case skew(CSSAngle, CSSAngle?)
  /// `skewX(a)`.
  case skewX(CSSAngle)
  /// `skewY(a)`.
  case skewY(CSSAngle)
  /// `perspective(d)`, or `perspective(none)` (the identity) when nil.
  case perspective(CSSLength?)

  /// The function's name as CSS writes it.
  public var name: String {
    switch self {
    case .matrix: return "matrix"
    case .matrix3d: return "matrix3d"
    case .translate: return "translate"
    case .translateX: return "translateX"
    case .translateY: return "translateY"
    case .translateZ: return "translateZ"
    case .translate3d: return "translate3d"
    case .scale: return "scale"
    case .scaleX: return "scaleX"
    case .scaleY: return "scaleY"
    case .scaleZ: return "scaleZ"
    case .scale3d: return "scale3d"
    case .rotate: return "rotate"
    case .rotateX: return "rotateX"
    case .rotateY: return "rotateY"
    case .rotateZ: return "rotateZ"
    case .rotate3d: return "rotate3d"
    case .skew: return "skew"
    case .skewX: return "skewX"
    case .skewY: return "skewY"
    case .perspective: return "perspective"
    }
  }

  /// Whether the function is 2-D (CSS Transforms 1): it never moves z or adds perspective.
  public var isTwoDimensional: Bool {
    switch self {
    case .matrix, .translate, .translateX, .translateY, .scale, .scaleX, .scaleY, .rotate, .skew, .skewX, .skewY:
      return true
    case .matrix3d, .translateZ, .translate3d, .scaleZ, .scale3d, .rotateX, .rotateY, .rotateZ, .rotate3d,
      .perspective:
      return false
    }
  }

  /// The function's matrix (Core Animation's row-vector layout; CSS's column matrix transposed).
  ///
  /// Rotations by whole multiples of 90° (in deg, grad or turn) are exact, and an angle in deg,
  /// grad or turn is first reduced modulo a turn, exactly (a remainder is exact), so that
  /// `rotate(1e308turn)` is the identity and `rotate(1e308grad)` a half turn; skews use tan of the
  /// angle (exact at multiples of 45°; ±90° gives the finite `tan` of the rounded π/2, as browsers
  /// do). `perspective(d)` has m34 = −1/max(d, 1px) (CSS clamps the depth at 1px; 0 is 1px).
  ///
  /// - Throws: ``TransformError/unresolved(_:)`` when a percentage or `em` has nothing to resolve
  ///   against, and ``TransformError/beyondRange(_:significand:exponent:)`` when a resolved
  ///   length is beyond the range of doubles (`translateX(200%)` in a box 1e308 wide: x = 2e308).
  /// - Precision: each entry within a few ulps of the exact matrix of the arguments (of the angle
  ///   reduced modulo a turn for rotations and skews).
  public func matrix(in context: CSSTransformContext = CSSTransformContext()) throws(TransformError)
    -> TransformMatrix3D
  {
    let width = context.referenceBox?.x
    let height = context.referenceBox?.y
    let font = context.fontSize
    func resolve(_ length: CSSLength, _ reference: Double?, _ axis: String) throws(TransformError) -> Double {
      try length.checkedResolved(reference: reference, fontSize: font, naming: axis + " of " + cssText)
    }
    switch self {
    case let .matrix(m): return TransformMatrix3D(m)
    case let .matrix3d(m): return m
    case let .translate(x, y):
      return .translation(x: try resolve(x, width, "x"), y: try resolve(y ?? .zero, height, "y"))
    case let .translateX(x): return .translation(x: try resolve(x, width, "x"), y: 0)
    case let .translateY(y): return .translation(x: 0, y: try resolve(y, height, "y"))
    case let .translateZ(z): return .translation(x: 0, y: 0, z: try resolve(z, nil, "z"))
    case let .translate3d(x, y, z):
      return .translation(x: try resolve(x, width, "x"), y: try resolve(y, height, "y"), z: try resolve(z, nil, "z"))
    case let .scale(x, y): return .scale(x: x, y: y ?? x)
    case let .scaleX(x): return .scale(x: x, y: 1)
    case let .scaleY(y): return .scale(x: 1, y: y)
    case let .scaleZ(z): return .scale(x: 1, y: 1, z: z)
    case let .scale3d(x, y, z): return .scale(x: x, y: y, z: z)
    case let .rotate(a), let .rotateZ(a): return Self.rotation(a, SIMD3(0, 0, 1))
    case let .rotateX(a): return Self.rotation(a, SIMD3(1, 0, 0))
    case let .rotateY(a): return Self.rotation(a, SIMD3(0, 1, 0))
    case let .rotate3d(axis, a): return Self.rotation(a, axis)
    case let .skew(x, y): return Self.skew(x, y ?? .zero)
    case let .skewX(x): return Self.skew(x, .zero)
    case let .skewY(y): return Self.skew(.zero, y)
    case let .perspective(d):
      guard let d else { return .identity }
      var m = TransformMatrix3D.identity
      // A depth beyond the range of doubles still has its finite −1/d (0 or a subnormal).
      let depth = try d.wideResolved(reference: nil, fontSize: font)
      m.m34 = depth.value.isFinite ? -1 / max(depth.value, 1) : (WideDouble(-1) / depth).value
      return m
    }
  }

  static func rotation(_ angle: CSSAngle, _ axis: SIMD3<Double>) -> TransformMatrix3D {
    angle.unit == .rad
      ? .rotation(angle: angle.value, x: axis.x, y: axis.y, z: axis.z)
      : .rotation(degrees: angle.reducedDegrees, x: axis.x, y: axis.y, z: axis.z)
  }

  static func tangent(_ angle: CSSAngle) -> Double {
    if angle.unit == .rad { return Double.tan(angle.value) }
    let degrees = angle.reducedDegrees
    // ±1 exactly at odd multiples of 45° (sin and cos of 45° differ in their last bit).
    let eighth = degrees.truncatingRemainder(dividingBy: 180)
    if eighth == 45 || eighth == -135 { return 1 }
    if eighth == -45 || eighth == 135 { return -1 }
    let (s, c) = Double.sineAndCosine(degrees: degrees)
    return c == 0 ? Double.tan(degrees * (Double.pi / 180)) : s / c
  }

  static func skew(_ x: CSSAngle, _ y: CSSAngle) -> TransformMatrix3D {
    TransformMatrix3D(TransformMatrix2D(a: 1, b: tangent(y), c: tangent(x), d: 1, tx: 0, ty: 0))
  }
}
