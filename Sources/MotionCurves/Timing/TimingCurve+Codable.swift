// Timing curves encode as their CSS text: what a person writes in a style sheet, and what reads
// back as an equal value (every number in its shortest round-trip form).

extension TimingFunction: Codable {
  /// Reads any CSS easing function: `"ease"`, `"steps(4, jump-both)"`, `"linear(0, 1.2 40%, 1)"`.
  ///
  /// - Throws: ``CSSEasingError`` with the character offset, as ``init(css:)``.
  public init(from decoder: any Decoder) throws {
    self = try TimingFunction(css: decoder.singleValueContainer().decode(String.self))
  }

  /// Writes ``cssText``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(cssText)
  }
}

extension CubicBezier: Codable {
  /// Reads `"cubic-bezier(x1, y1, x2, y2)"` or a keyword that names a cubic bézier (`"ease"`).
  ///
  /// - Throws: ``CSSEasingError`` as ``init(css:)``.
  public init(from decoder: any Decoder) throws {
    self = try CubicBezier(css: decoder.singleValueContainer().decode(String.self))
  }

  /// Writes ``cssText``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(cssText)
  }
}

extension Steps: Codable {
  /// Reads `"steps(n, position)"`, `"step-start"` or `"step-end"`.
  ///
  /// - Throws: ``CSSEasingError`` as ``TimingFunction/init(css:)``, also when the text is another
  ///   kind of easing.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard case let .steps(steps) = try TimingFunction(css: text) else {
      throw CSSEasingError("\(text) is not a steps() easing", at: 0)
    }
    self = steps
  }

  /// Writes ``cssText``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(cssText)
  }
}

extension LinearEasing: Codable {
  /// Reads `"linear(…)"` with at least two stops.
  ///
  /// - Throws: ``CSSEasingError`` as ``TimingFunction/init(css:)``, also when the text is another
  ///   kind of easing.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard case let .piecewiseLinear(easing) = try TimingFunction(css: text) else {
      throw CSSEasingError("\(text) is not a linear() easing with stops", at: 0)
    }
    self = easing
  }

  /// Writes ``cssText``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(cssText)
  }
}
