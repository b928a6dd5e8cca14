/// One keyframe, normalised: the old format's `s`/`e` pairs become the new format's values, where
/// a segment runs from this keyframe's ``LottieKeyframe/value`` to the next keyframe's.
///
/// Normalisation follows lottie-web, whose segment end is `next.s || this.e`: a keyframe's value
/// is its `s`, or, where it has no `s` (the old format's last keyframe, `{"t": 60}`), the previous
/// keyframe's `e`. An `e` that disagrees with the next keyframe's `s` is dropped, as lottie-web
/// never reads it.
public struct LottieKeyframe<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The frame `t`, in the containing composition's frames.
  public var time: Double
  /// The value at ``LottieKeyframe/time`` (`s`).
  public var value: Value
  /// `h`: the value holds until the next keyframe, then jumps.
  public var hold: Bool
  /// The out-easing handle `o` of the segment that starts here (nil on the last keyframe or a hold).
  public var outEasing: LottieEasingHandle?
  /// The in-easing handle `i` of the segment that starts here.
  public var inEasing: LottieEasingHandle?
  /// The spatial out-tangent `to` (position keyframes), relative to ``LottieKeyframe/value``.
  public var outTangent: [Double]?
  /// The spatial in-tangent `ti` of the segment that starts here, relative to the segment's end value.
  public var inTangent: [Double]?

  /// A keyframe.
  public init(
    time: Double, value: Value, hold: Bool = false, outEasing: LottieEasingHandle? = nil,
    inEasing: LottieEasingHandle? = nil, outTangent: [Double]? = nil, inTangent: [Double]? = nil
  ) {
    self.time = time
    self.value = value
    self.hold = hold
    self.outEasing = outEasing
    self.inEasing = inEasing
    self.outTangent = outTangent
    self.inTangent = inTangent
  }
}

/// An easing handle `{"x": …, "y": …}` of a keyframe: one control point of the CSS-style cubic
/// from (0, 0) to (1, 1), per dimension or for all.
public struct LottieEasingHandle: Hashable, Sendable {
  /// The time coordinates; one entry when the file gives a number.
  public var x: [Double]
  /// The value coordinates (not clamped: overshoot is allowed); one entry when the file gives a number.
  public var y: [Double]
  /// Whether the file gives arrays (one curve per dimension in lottie-web) rather than numbers.
  public var isPerDimension: Bool

  /// A handle.
  public init(x: [Double], y: [Double], isPerDimension: Bool) {
    self.x = x
    self.y = y
    self.isPerDimension = isPerDimension
  }

  /// The handle of dimension `j`, falling back to the first entry where the arrays are shorter,
  /// as lottie-web does; nil when an array is empty.
  public func point(_ j: Int) -> (x: Double, y: Double)? {
    guard let x0 = x.first, let y0 = y.first else { return nil }
    return (j < x.count ? x[j] : x0, j < y.count ? y[j] : y0)
  }
}
