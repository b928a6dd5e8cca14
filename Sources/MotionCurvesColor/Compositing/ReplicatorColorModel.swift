import MotionCurvesCore

/// The colour a Core Animation replicator (`CAReplicatorLayer`) gives each instance:
/// `instanceColor` stepped by the per-instance offsets and multiplied with the instance's content.
///
/// What Apple documents: `instanceColor` "defines the color used to multiply the source object"
/// and defaults to opaque white; `instanceRedOffset`, `instanceGreenOffset`, `instanceBlueOffset`
/// and `instanceAlphaOffset` default to 0, and each "is added to the … component of instance k−1
/// to produce the modulation color of instance k". So instance k (k = 0 is the source layer
/// itself) is modulated by
///
///   mₖ = clamp(instanceColor + k·offset, 0, 1)   (each channel, alpha included)
///
/// and its content colour C becomes C·mₖ, channel by channel (straight alpha).
///
/// **The clamp is this library's rule**, since Apple documents none: each channel of
/// instanceColor + k·offset is clamped to [0, 1] before multiplying. Reasons: the sum is used as
/// a colour (a multiplier of content), and Core Animation's colours and render targets hold
/// channels in [0, 1] on a standard display; the documented use — offsets that fade successive
/// instances, such as Apple's own example stepping blue and green by −1/5 — only makes sense if
/// a channel that runs past 0 stays at 0 (a negative multiplier would subtract colour, a
/// negative alpha is meaningless); and clamping keeps every premultiplied channel within its
/// alpha. The clamp applies to the sum for instance k, not to every step: the two agree whenever
/// instanceColor itself is in [0, 1] (the sum is monotone in k, so once a channel leaves [0, 1]
/// it never returns), and differ only for an extended-range instanceColor, which the documents
/// do not cover either. The sum is evaluated directly, in one fused step, rather than by adding
/// the offset k times.
///
/// Multiplying straight colours channel by channel, (C·m, a·mₐ), is the same as multiplying
/// premultiplied content by the premultiplied modulation colour, which is what a compositor does:
/// (C·a·m·mₐ, a·mₐ) is the premultiplied form of (C·m, a·mₐ).
///
/// Core Animation stores the offsets as 32-bit `Float`; pass `Double(Float(x))` to reproduce an
/// offset that was rounded that way.
///
/// ```swift
/// // The breathe flower: six petals from (0.17, 0.59, 0.60) towards (0.31, 0.85, 0.62).
/// let petals = try ReplicatorColorModel(
///   stepping: SIMD4(0.17, 0.59, 0.60, 1), toward: SIMD4(0.31, 0.85, 0.62, 1), steps: 6)
/// let third = petals.color(ofInstance: 2, source: SIMD4(1, 1, 1, 1))   // (0.2166…, 0.6766…, 0.6066…, 1)
/// ```
public struct ReplicatorColorModel: Sendable, Hashable {
  /// `instanceColor` as straight (r, g, b, a); Core Animation's default is opaque white.
  public let instanceColor: SIMD4<Double>
  /// The offsets (`instanceRedOffset`, `instanceGreenOffset`, `instanceBlueOffset`,
  /// `instanceAlphaOffset`) as one vector; Core Animation's defaults are 0.
  public let offset: SIMD4<Double>

  /// Core Animation's defaults: opaque white, no offsets — every instance keeps its colour.
  public init() {
    instanceColor = SIMD4(1, 1, 1, 1)
    offset = .zero
  }

  /// A replicator's colour properties, by their Core Animation names.
  ///
  /// - Parameters:
  ///   - instanceColor: straight (r, g, b, a). Channels outside [0, 1] are allowed (an
  ///     extended-range colour) and clamped per instance.
  ///   - redOffset: `instanceRedOffset`, added per instance.
  ///   - greenOffset: `instanceGreenOffset`.
  ///   - blueOffset: `instanceBlueOffset`.
  ///   - alphaOffset: `instanceAlphaOffset`.
  /// - Throws: ``ColorCompositingError/notFinite(_:_:)`` naming the first value
  ///   that is NaN or infinite (`instanceColor.red` …, `redOffset` …).
  public init(
    instanceColor: SIMD4<Double>, redOffset: Double = 0, greenOffset: Double = 0, blueOffset: Double = 0,
    alphaOffset: Double = 0
  ) throws(ColorCompositingError) {
    try self.init(instanceColor: instanceColor, offset: SIMD4(redOffset, greenOffset, blueOffset, alphaOffset))
  }

  /// A replicator's colour properties with the four offsets as one vector (red, green, blue,
  /// alpha).
  ///
  /// - Throws: ``ColorCompositingError/notFinite(_:_:)`` naming the first value
  ///   that is NaN or infinite.
  public init(instanceColor: SIMD4<Double>, offset: SIMD4<Double>) throws(ColorCompositingError) {
    for i in 0..<4 { try ColorCompositingError.finite(instanceColor[i], ColorCompositingError.Parameter.instanceColor[i]) }
    for i in 0..<4 { try ColorCompositingError.finite(offset[i], ColorCompositingError.Parameter.offset[i]) }
    self.instanceColor = instanceColor
    self.offset = offset
  }

  /// Instances that step from `first` towards `last` in `steps` equal steps:
  /// instanceColor = first, offset = (last − first) / steps. With `steps` equal to the instance
  /// count, as the breathe flower has it, the last instance stops one step short of `last`.
  ///
  /// - Throws: ``ColorCompositingError/notPositive(_:_:)`` naming `steps` when it is < 1;
  ///   ``ColorCompositingError/notFinite(_:_:)`` for a NaN or infinite channel.
  public init(stepping first: SIMD4<Double>, toward last: SIMD4<Double>, steps: Int) throws(ColorCompositingError) {
    guard steps >= 1 else { throw .notPositive(.steps, Double(steps)) }
    for i in 0..<4 { try ColorCompositingError.finite(last[i], ColorCompositingError.Parameter.last[i]) }
    try self.init(instanceColor: first, offset: (last - first) / Double(steps))
  }

  /// `instanceRedOffset`.
  public var redOffset: Double { offset.x }
  /// `instanceGreenOffset`.
  public var greenOffset: Double { offset.y }
  /// `instanceBlueOffset`.
  public var blueOffset: Double { offset.z }
  /// `instanceAlphaOffset`.
  public var alphaOffset: Double { offset.w }

  /// The modulation colour of instance `k`: clamp(instanceColor + k·offset, 0, 1) per channel,
  /// straight (r, g, b, a). Instance 0 is the source layer; any k is accepted (negative k runs
  /// the offsets backwards).
  ///
  /// - Precision: instanceColor + k·offset is one fused multiply-add per channel, correctly
  ///   rounded (Core Animation's repeated addition would accumulate k roundings); the clamp is
  ///   exact.
  /// - Complexity: O(1), no allocation.
  @inlinable
  public func color(ofInstance k: Int) -> SIMD4<Double> {
    instanceColor.addingProduct(Double(k), offset).clamped(lowerBound: .zero, upperBound: .one)
  }

  /// The colour of instance `k` of content whose colour is `source`: source · mₖ channel by
  /// channel, both straight (see ``color(ofInstance:)`` for mₖ).
  ///
  /// - Precision: one more rounding per channel than ``color(ofInstance:)``: within 2 ulps
  ///   relative of the exact product.
  /// - Complexity: O(1), no allocation.
  @inlinable
  public func color(ofInstance k: Int, source: SIMD4<Double>) -> SIMD4<Double> {
    source * color(ofInstance: k)
  }

  /// The colour of instance `k` of content coloured `source`: `source` in gamma-encoded sRGB
  /// (Core Animation's space on a standard display, the space `instanceColor` is taken in),
  /// times mₖ channel by channel. Missing (`none`) components count as 0; the result is an
  /// `srgb` colour, legacy when `source` is, so it serializes as `rgb()` then.
  ///
  /// - Complexity: O(1): one conversion.
  public func color(ofInstance k: Int, source: CSSColor) -> CSSColor {
    let s = source.converted(to: .srgb)
    let c = color(ofInstance: k, source: SIMD4(s.components, s.alpha))
    return CSSColor(space: .srgb, components: SIMD3(c.x, c.y, c.z), alpha: c.w, isLegacy: s.isLegacy)
  }
}
