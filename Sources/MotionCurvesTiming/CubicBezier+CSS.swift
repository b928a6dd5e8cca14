import MotionCurvesCore

extension CubicBezier {
  /// Reads a CSS easing that is a cubic bézier: one of the keywords `linear`, `ease`, `ease-in`,
  /// `ease-out`, `ease-in-out` (ASCII case-insensitive), or `cubic-bezier(x1, y1, x2, y2)` with CSS
  /// numbers and white space (see ``TimingFunction/init(css:)`` for the whole grammar).
  ///
  /// - Throws: ``SyntaxError`` naming what is wrong and its character offset, for example
  ///   `x1 = 1.5 is outside [0, 1] at character 13`.
  public init(css text: String) throws(SyntaxError) {
    let easing = try TimingFunction(css: text)
    if case .linear = easing {
      self = .linear
      return
    }
    guard let curve = easing.bezier else {
      var scanner = CSSScanner(text)
      scanner.skipWhitespace()
      throw SyntaxError("\(easing.cssText) is not a cubic bézier", at: scanner.position)
    }
    self = curve
  }

  /// The curve as CSS: `cubic-bezier(x1, y1, x2, y2)` with each number in its shortest form that
  /// reads back as the same `Double`. `CubicBezier(css: curve.cssText) == curve`.
  public var cssText: String {
    "cubic-bezier(\(cssNumber(x1)), \(cssNumber(y1)), \(cssNumber(x2)), \(cssNumber(y2)))"
  }
}

extension CubicBezierError {
  /// The coordinate the error is about.
  public var parameter: Parameter {
    switch self {
    case let .notFinite(coordinate, _), let .outsideUnitInterval(coordinate, _), let .beyondOutputLimit(coordinate, _):
      return coordinate
    }
  }
}
