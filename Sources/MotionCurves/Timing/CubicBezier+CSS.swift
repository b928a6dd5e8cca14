extension CubicBezier {
  /// Reads a CSS easing that is a cubic bézier: one of the keywords `linear`, `ease`, `ease-in`,
  /// `ease-out`, `ease-in-out` (ASCII case-insensitive), or `cubic-bezier(x1, y1, x2, y2)` with CSS
  /// numbers and white space (see ``TimingFunction/init(css:)`` for the whole grammar).
  ///
  /// - Throws: ``CSSEasingError`` naming what is wrong and its character offset, for example
  ///   `x1 = 1.5 is outside [0, 1] at character 13`.
  public init(css text: String) throws(CSSEasingError) {
    let easing = try TimingFunction(css: text)
    if case .linear = easing {
      self = .linear
      return
    }
    guard let curve = easing.bezier else {
      var scanner = CSSScanner(text)
      scanner.skipWhitespace()
      throw CSSEasingError("\(easing.cssText) is not a cubic bézier", at: scanner.position)
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
  public var coordinate: Coordinate {
    switch self {
    case let .notFinite(coordinate, _), let .outsideUnitInterval(coordinate, _), let .beyondOutputLimit(coordinate, _):
      return coordinate
    }
  }
}

/// Shortest round-trip text of a finite number, without a trailing ".0" (CSS writes 1, not 1.0).
func cssNumber(_ value: Double) -> String {
  let text = value == 0 ? "0" : "\(value)"
  return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}

/// CSS compares keywords ASCII case-insensitively: only A–Z fold.
func asciiLowercased(_ text: String) -> String {
  var result = ""
  for c in text.unicodeScalars {
    result.unicodeScalars.append(("A"..."Z").contains(c) ? Unicode.Scalar(UInt8(c.value + 32)) : c)
  }
  return result
}
