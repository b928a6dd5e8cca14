import MotionCurvesCore

/// Simple alpha compositing (Compositing and Blending Level 1 §5, the Porter–Duff `source-over`
/// operator) and the conversions between straight and premultiplied alpha, on RGBA quadruples.
///
/// A colour here is a `SIMD4<Double>` (r, g, b, a) in any RGB space, usually gamma-encoded sRGB
/// (what browsers and Core Animation composite in on a standard display) or linear-light sRGB.
/// *Straight* means r, g, b are the colour itself; *premultiplied* means they are already
/// multiplied by a. Nothing allocates, and everything is `@inlinable`, so these run per pixel.
///
/// ```swift
/// let blue = SIMD4<Double>(0, 0, 1, 0.5), red = SIMD4<Double>(1, 0, 0, 0.5)
/// let over = ColorCompositing.sourceOver(blue, over: red)   // (1/3, 0, 2/3, 0.75): the spec's example
/// ```
///
/// Blend modes other than `normal` are ``ColorBlendMode/composite(_:over:)``, which blends and
/// then composites with these formulas.
public enum ColorCompositing {
  /// The premultiplied form (r·a, g·a, b·a, a) of a straight colour.
  ///
  /// - Precision: each channel correctly rounded; alpha exact.
  /// - Complexity: O(1), no allocation.
  @inlinable
  public static func premultiplied(_ straight: SIMD4<Double>) -> SIMD4<Double> {
    SIMD4(straight.x * straight.w, straight.y * straight.w, straight.z * straight.w, straight.w)
  }

  /// The straight form (r/a, g/a, b/a, a) of a premultiplied colour; transparent black
  /// (0, 0, 0, 0) when a = 0, since a fully transparent colour has no colour.
  ///
  /// - Precision: each channel correctly rounded; alpha exact. A round trip straight →
  ///   premultiplied → straight returns each channel within 2 ulps when a > 0 (and exactly when
  ///   a = 1).
  /// - Complexity: O(1), no allocation.
  @inlinable
  public static func unpremultiplied(_ premultiplied: SIMD4<Double>) -> SIMD4<Double> {
    let a = premultiplied.w
    guard a != 0 else { return .zero }
    return SIMD4(premultiplied.x / a, premultiplied.y / a, premultiplied.z / a, a)
  }

  /// `source` over `backdrop`, both straight: the spec's simple alpha compositing
  ///
  ///   co = Cs·αs + Cb·αb·(1 − αs),  αo = αs + αb·(1 − αs),  Co = co / αo,
  ///
  /// returned straight, (Co, αo), or transparent black (0, 0, 0, 0) when αo = 0 (both colours
  /// fully transparent).
  ///
  /// - Parameters:
  ///   - source: the element drawn, straight (r, g, b, a), alpha in [0, 1].
  ///   - backdrop: what it is drawn over, straight, alpha in [0, 1].
  /// - Returns: the straight composite. An opaque source (αs = 1) gives the source exactly, a
  ///   transparent one (αs = 0) the backdrop within 2 ulps (exactly when αb = 1). Channels outside [0, 1]
  ///   (extended range) are composited by the same formula, unclamped.
  /// - Precision: for channels and alphas in [0, 1], each channel within 8·2⁻⁵³ ≈ 8.9e-16 of the
  ///   exact value (every term is non-negative, so errors stay relative), alpha within 3 ulps.
  /// - Complexity: O(1), no allocation.
  @inlinable
  public static func sourceOver(_ source: SIMD4<Double>, over backdrop: SIMD4<Double>) -> SIMD4<Double> {
    let αs = source.w, αb = backdrop.w
    // Alpha rides along in the w lane: with w = 1 in both colours, co.w = αs + αb·(1 − αs) = αo.
    let backdropWeight = αb * (1 - αs)
    let co = (SIMD4(source.x, source.y, source.z, 1) * αs)
      .addingProduct(backdropWeight, SIMD4(backdrop.x, backdrop.y, backdrop.z, 1))
    return straight(co)
  }

  /// `source` over `backdrop`, both premultiplied: co = cs + cb·(1 − αs), αo = αs + αb·(1 − αs),
  /// returned premultiplied (co, αo).
  ///
  /// - Parameters:
  ///   - source: the element drawn, premultiplied (r·a, g·a, b·a, a), alpha in [0, 1].
  ///   - backdrop: what it is drawn over, premultiplied, alpha in [0, 1].
  /// - Returns: the premultiplied composite; an opaque source gives the source exactly, a
  ///   transparent one (0, 0, 0, 0) the backdrop exactly.
  /// - Precision: one fused multiply-add per channel: correctly rounded given the inputs; in
  ///   straight terms (``unpremultiplied(_:)`` of the result) within 8.9e-16 of
  ///   ``sourceOver(_:over:)``'s exact value for inputs in [0, 1].
  /// - Complexity: O(1), no allocation.
  @inlinable
  public static func sourceOver(premultiplied source: SIMD4<Double>, over backdrop: SIMD4<Double>) -> SIMD4<Double> {
    source.addingProduct(1 - source.w, backdrop)
  }

  /// co / αo from a premultiplied (co, αo), transparent black when αo = 0.
  @inlinable
  static func straight(_ co: SIMD4<Double>) -> SIMD4<Double> {
    let αo = co.w
    guard αo != 0 else { return .zero }
    return SIMD4(co.x / αo, co.y / αo, co.z / αo, αo)
  }
}
