import MotionCurvesCore

// Timing curves encode as their CSS text: what a person writes in a style sheet, and what reads
// back as an equal value (every number in its shortest round-trip form).

extension TimingFunction: Codable {
  /// Reads any CSS easing function: `"ease"`, `"steps(4, jump-both)"`, `"linear(0, 1.2 40%, 1)"`.
  ///
  /// - Throws: ``SyntaxError`` with the character offset, as ``init(css:)``.
  public init(from decoder: any Decoder) throws {
    self = try decodeCSS(decoder, kind: "an easing function") { $0 }
  }

  /// Writes ``cssText``, or a ``named(_:)`` curve's name (`"material3.emphasized"`), which the
  /// document readers of `MotionCurvesDocuments` read back as the same curve (this decoder reads
  /// CSS only).
  public func encode(to encoder: any Encoder) throws {
    if case let .named(curve) = self { return try encodeCSS(curve.name, encoder) }
    try encodeCSS(cssText, encoder)
  }
}

extension CubicBezier: Codable {
  /// Reads `"cubic-bezier(x1, y1, x2, y2)"` or a keyword that names a cubic bézier (`"ease"`).
  ///
  /// - Throws: ``SyntaxError`` as ``init(css:)``, also when the text is another kind of easing.
  public init(from decoder: any Decoder) throws {
    self = try decodeCSS(decoder, kind: "a cubic bézier") { $0 == .linear ? .linear : $0.bezier }
  }

  /// Writes ``cssText``.
  public func encode(to encoder: any Encoder) throws { try encodeCSS(cssText, encoder) }
}

extension Steps: Codable {
  /// Reads `"steps(n, position)"`, `"step-start"` or `"step-end"`.
  ///
  /// - Throws: ``SyntaxError`` as ``TimingFunction/init(css:)``, also when the text is another
  ///   kind of easing.
  public init(from decoder: any Decoder) throws {
    self = try decodeCSS(decoder, kind: "a steps() easing") { if case let .steps(steps) = $0 { steps } else { nil } }
  }

  /// Writes ``cssText``.
  public func encode(to encoder: any Encoder) throws { try encodeCSS(cssText, encoder) }
}

extension LinearEasing: Codable {
  /// Reads `"linear(…)"` with at least two stops.
  ///
  /// - Throws: ``SyntaxError`` as ``TimingFunction/init(css:)``, also when the text is another
  ///   kind of easing.
  public init(from decoder: any Decoder) throws {
    self = try decodeCSS(decoder, kind: "a linear() easing with stops") {
      if case let .piecewiseLinear(easing) = $0 { easing } else { nil }
    }
  }

  /// Writes ``cssText``.
  public func encode(to encoder: any Encoder) throws { try encodeCSS(cssText, encoder) }
}

/// Reads a CSS easing from a string and keeps it if it is the kind `extract` accepts.
private func decodeCSS<T>(_ decoder: any Decoder, kind: String, _ extract: (TimingFunction) -> T?) throws -> T {
  let text = try decoder.singleValueContainer().decode(String.self)
  guard let value = extract(try TimingFunction(css: text)) else {
    throw SyntaxError("\(text) is not \(kind)", at: 0)
  }
  return value
}

private func encodeCSS(_ text: String, _ encoder: any Encoder) throws {
  var container = encoder.singleValueContainer()
  try container.encode(text)
}
