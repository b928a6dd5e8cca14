import MotionCurvesCore
import RealModule

/// The CSS `rotate` property: `none`, an angle (about z), or an axis (`x`, `y`, `z` or three
/// numbers) and an angle, in either order (CSS Transforms 2).
public struct CSSRotate: Sendable, Hashable {
  /// The axis (not necessarily normalized) and angle; nil for `none`.
  public var axis: SIMD3<Double>?
  /// The angle (0deg for `none`).
  public var angle: CSSAngle

  /// A rotation by `angle` about `axis` (z by default).
  public init(_ angle: CSSAngle, axis: SIMD3<Double> = SIMD3(0, 0, 1)) {
    self.axis = axis
    self.angle = angle
  }

  private init(none: Void) {
    axis = nil
    angle = .zero
  }

  /// `none`.
  public static let none = CSSRotate(none: ())

  /// Reads `none`, `<angle>`, or `[x | y | z | <number>{3}] && <angle>`.
  ///
  /// - Throws: ``SyntaxError`` with the character offset of the first problem.
  public init(css text: String) throws(SyntaxError) {
    var s = CSSTransformScanner(text)
    if try s.isNoneKeyword() {
      self = .none
      return
    }
    var axis: SIMD3<Double>?
    var angle: CSSAngle?
    while !s.atEnd() {
      let start = s.position
      if let word = s.identifier() {
        guard axis == nil else { throw s.error("the axis is given twice", at: start) }
        switch asciiLowercased(word) {
        case "x": axis = SIMD3(1, 0, 0)
        case "y": axis = SIMD3(0, 1, 0)
        case "z": axis = SIMD3(0, 0, 1)
        default: throw s.error("expected x, y, z, three numbers or an angle but found '\(word)'", at: start)
        }
        continue
      }
      let value = try s.value()
      switch value {
      case let .angle(a):
        guard angle == nil else { throw s.error("the angle is given twice", at: start) }
        angle = a
      case let .number(n):
        if n == 0 && angle == nil && axis != nil {
          angle = .zero
          continue
        }
        guard axis == nil else { throw s.error("the axis is given twice", at: start) }
        let y = try s.number()
        let z = try s.number()
        axis = SIMD3(n, y, z)
      case .length:
        throw s.error("expected an angle or an axis but found a length", at: start)
      }
    }
    guard let angle else { throw s.error("expected an angle but found the end of the text") }
    self.init(angle, axis: axis ?? SIMD3(0, 0, 1))
  }

  /// The matrix (a rotation; the identity for `none`).
  public var matrix: TransformMatrix3D {
    guard let axis else { return .identity }
    return CSSTransformFunction.rotation(angle, axis)
  }

  /// The computed value's text: `none`, `45deg` about z, `x 45deg`, `y 45deg`, or the
  /// normalized axis and the angle (`0.5 -0.57 0.65 -360deg`); angles in degrees, as browsers
  /// compute them — in their own unit where the degrees are beyond the range of doubles
  /// (`1e308turn`).
  public var cssText: String {
    guard let axis else { return "none" }
    let u = CSSTransformFunction.unitAxis(axis)
    let degrees = angle.degrees.isFinite ? cssNumber(angle.degrees) + "deg" : angle.cssText
    switch u {
    case SIMD3(0, 0, 1): return degrees
    case SIMD3(1, 0, 0): return "x " + degrees
    case SIMD3(0, 1, 0): return "y " + degrees
    default: return [u.x, u.y, u.z].map(cssNumber).joined(separator: " ") + " " + degrees
    }
  }

  /// The rotation a `fraction` of the way to `end`: `none` is a zero angle about the other's
  /// axis; the angle lerps when the axes agree (or one angle is 0), else the rotations slerp
  /// (with the shortest-path choice of `options`). The angles at 0 and 1 are the ends' exactly;
  /// a zero angle reads with the other end's axis even there, as browsers compute it.
  ///
  /// - Throws: ``TransformError/beyondRange(_:significand:exponent:)`` when the lerped angle is
  ///   beyond the range of doubles (`0deg` → `90deg` at 1e308 is 9e309deg): the property's value
  ///   is the angle itself, which no `Double` holds (a transform list's blend keeps such an angle
  ///   reduced modulo a turn instead, since only its rotation matters there).
  public func interpolated(to end: CSSRotate, at fraction: Double, options: TransformInterpolationOptions = .standard)
    throws(TransformError) -> CSSRotate
  {
    if axis == nil && end.axis == nil { return .none }
    let a = (axis ?? end.axis ?? SIMD3(0, 0, 1), axis == nil ? CSSAngle(0, end.angle.unit) : angle)
    let b = (end.axis ?? axis ?? SIMD3(0, 0, 1), end.axis == nil ? CSSAngle(0, angle.unit) : end.angle)
    let (u, blended) = try CSSTransformFunction.blendRotation(
      a, b, fraction, shortestPath: options.shortestPath, reducing: false)
    return CSSRotate(blended, axis: u)
  }
}
