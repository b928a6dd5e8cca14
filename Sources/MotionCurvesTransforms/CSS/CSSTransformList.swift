import MotionCurvesCore

/// A CSS `<transform-list>` (the value of the `transform` property), or `none` (no functions).
///
/// ```swift
/// let fold = try CSSTransformList(css: "perspective(500px) rotateY(-30deg)")
/// let m = try fold.matrix()          // m34 = −0.001, m11 = cos 30°, m13 = sin 30° …
/// let half = try CSSTransformList(css: "none").interpolated(to: fold, at: 0.5)
/// half.cssText                       // "perspective(1000px) rotateY(-15deg)"
/// ```
///
/// The functions apply right to left to a point (the last one first), so the list's matrix is
/// the Core Animation product of the functions' matrices in reverse order: `rotateY(θ)` first,
/// then `perspective(d)` — `CATransform3DRotate(P, θ, 0, 1, 0)`.
public struct CSSTransformList: Sendable, Hashable {
  /// The functions in the order written; empty for `none`.
  public var functions: [CSSTransformFunction]

  /// A list of functions.
  public init(_ functions: [CSSTransformFunction]) {
    self.functions = functions
  }

  /// `none`.
  public static let none = CSSTransformList([])

  /// Whether this is `none`.
  public var isNone: Bool { functions.isEmpty }

  /// Whether every function is 2-D.
  public var isTwoDimensional: Bool { functions.allSatisfy(\.isTwoDimensional) }

  /// The transform the list denotes: the product of the functions' matrices, the last function
  /// applied first, by ``TransformMatrix3D/product(_:)`` — so an intermediate product beyond the
  /// range of doubles does not spoil a product within it (`scale(0.01) scale(1e308) scale(10)`
  /// is scale(1e307)), and a product beyond it is an error, never ±∞ or NaN.
  ///
  /// - Throws: ``TransformError/unresolved(_:)`` when a percentage or `em` has nothing to resolve
  ///   against; ``TransformError/beyondRange(_:significand:exponent:)`` naming the function (a
  ///   resolved length: `x of translateX(200%)`) or the entry of the product (`m11` for
  ///   `scale(1e308) scale(10)`) whose exact value is beyond the range of doubles.
  /// - Precision: each product adds at most 4 ulps per entry of the sum of the magnitudes of
  ///   its terms (see ``TransformMatrix3D/product(_:)`` for factors beyond 2^±400).
  public func matrix(in context: CSSTransformContext = CSSTransformContext()) throws(TransformError)
    -> TransformMatrix3D
  {
    var factors: [TransformMatrix3D] = []
    factors.reserveCapacity(functions.count)
    for function in functions.reversed() { factors.append(try function.matrix(in: context)) }
    return try TransformMatrix3D.product(factors)
  }

  /// The value's text as written (specified value): `none`, or the functions separated by
  /// spaces with their arguments separated by `, ` — `translate(25%, 0px) rotate3d(0, 0, 1, 45deg)`.
  public var cssText: String {
    isNone ? "none" : functions.map(\.cssText).joined(separator: " ")
  }

  /// What `getComputedStyle` reports for `transform`: `none`, `matrix(a, b, c, d, e, f)` when
  /// the matrix is 2-D affine, else `matrix3d(…)` — with shortest round-trip numbers (browsers
  /// round to 6 significant digits; these read back to the exact `Double`s).
  ///
  /// - Throws: what ``matrix(in:)`` throws.
  public func computedCSSText(in context: CSSTransformContext = CSSTransformContext()) throws(TransformError)
    -> String
  {
    if isNone { return "none" }
    return Self.computedCSSText(of: try matrix(in: context))
  }

  /// `matrix(a, b, c, d, e, f)` when `matrix` is 2-D affine, else `matrix3d(…)`.
  public static func computedCSSText(of matrix: TransformMatrix3D) -> String {
    if let affine = TransformMatrix2D(exactly: matrix) {
      return CSSTransformFunction.matrix(affine).cssText
    }
    return CSSTransformFunction.matrix3d(matrix).cssText
  }
}

extension CSSTransformList: CustomStringConvertible {
  /// ``cssText``.
  public var description: String { cssText }
}

extension CSSTransformList: Codable {
  /// Reads a list from its CSS text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try CSSTransformList(css: text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(error)")
    }
  }

  /// Writes the list as its CSS text (``cssText``), which reads back to the same list.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(cssText)
  }
}

extension CSSTransformFunction {
  /// The function's text: `translate(25px, 0px)`, `rotate3d(1, 0, 0, 45deg)`,
  /// `perspective(none)`; numbers are shortest round-trip.
  public var cssText: String {
    let arguments: [String]
    switch self {
    case let .matrix(m): arguments = [m.a, m.b, m.c, m.d, m.tx, m.ty].map(cssNumber)
    case let .matrix3d(m): arguments = m.matrix3d.map(cssNumber)
    case let .translate(x, y): arguments = [x.cssText] + (y.map { [$0.cssText] } ?? [])
    case let .translateX(v), let .translateY(v), let .translateZ(v): arguments = [v.cssText]
    case let .translate3d(x, y, z): arguments = [x.cssText, y.cssText, z.cssText]
    case let .scale(x, y): arguments = [cssNumber(x)] + (y.map { [cssNumber($0)] } ?? [])
    case let .scaleX(v), let .scaleY(v), let .scaleZ(v): arguments = [cssNumber(v)]
    case let .scale3d(x, y, z): arguments = [x, y, z].map(cssNumber)
    case let .rotate(a), let .rotateX(a), let .rotateY(a), let .rotateZ(a), let .skewX(a), let .skewY(a):
      arguments = [a.cssText]
    case let .rotate3d(axis, a): arguments = [axis.x, axis.y, axis.z].map(cssNumber) + [a.cssText]
    case let .skew(x, y): arguments = [x.cssText] + (y.map { [$0.cssText] } ?? [])
    case let .perspective(d): arguments = [d?.cssText ?? "none"]
    }
    return name + "(" + arguments.joined(separator: ", ") + ")"
  }
}
