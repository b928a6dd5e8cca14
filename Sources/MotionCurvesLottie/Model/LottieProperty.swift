/// An animatable Lottie property (`{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}`): a
/// static value or keyframes in one normalised form, and the expression if the file has one.
///
/// Numeric properties have `Value == [Double]` (a scalar is a one-element array, as keyframes
/// write it: `"s": [0]`); paths have ``LottieBezier``. Values are as in the file (degrees,
/// percent), before any player's multiplier.
public struct LottieProperty<Value: Hashable & Sendable>: Hashable, Sendable {
  /// A static value or keyframes.
  public enum Content: Hashable, Sendable {
    /// `"k": value`.
    case constant(Value)
    /// `"k": [keyframes]`, in time order, at least one.
    case keyframes([LottieKeyframe<Value>])
  }

  /// The value or keyframes.
  public var content: Content
  /// The After Effects expression (`x`), read but not evaluated (a ``LottieDiagnostic`` says so).
  public var expression: String?
  /// The property index `ix` expressions refer to, if any.
  public var index: Int?

  /// A property of `content`.
  public init(_ content: Content, expression: String? = nil, index: Int? = nil) {
    self.content = content
    self.expression = expression
    self.index = index
  }

  /// The keyframes, empty for a static property.
  public var keyframes: [LottieKeyframe<Value>] {
    if case let .keyframes(keyframes) = content { return keyframes }
    return []
  }

  /// Whether the value changes over time (it has keyframes).
  public var isAnimated: Bool { !keyframes.isEmpty }
}
