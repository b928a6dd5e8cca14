import MotionCurvesCore

extension CSSColor {
  /// This colour blended with `backdrop` by `blendMode` and composited over it (`source-over`),
  /// in the RGB space `space`: what `mix-blend-mode` does where an element of this colour covers
  /// one of `backdrop`'s colour.
  ///
  /// Both colours are converted to `space`; missing (`none`) components and alpha count as 0
  /// (how CSS renders them); alpha is clamped to [0, 1]. Then
  /// ``ColorBlendMode/composite(_:over:)``: Cs′ = (1 − αb)·Cs + αb·B(Cb, Cs),
  /// co = αs·Cs′ + αb·(1 − αs)·Cb, αo = αs + αb·(1 − αs), Co = co/αo (transparent black when
  /// αo = 0). Channels outside [0, 1] (colours outside the space's gamut) are not clipped:
  /// `normal` composites them as extended-range values, and the other modes clamp B's result as
  /// the spec requires; gamut-map first to composite displayable colours.
  ///
  /// ```swift
  /// let teal = try CSSColor(css: "rgb(43 150 153)"), black = try CSSColor(css: "black")
  /// let lit = try teal.composited(over: black, blendMode: .screen)    // teal: screen over black
  /// let half = try CSSColor(css: "rgb(0 0 255 / 0.5)").composited(over: try CSSColor(css: "rgb(255 0 0 / 0.5)"))
  /// half.computedCSSText                                              // "rgba(85, 0, 170, 0.75)"
  /// ```
  ///
  /// - Parameters:
  ///   - backdrop: the colour behind.
  ///   - blendMode: the mixing function; `normal` (plain alpha compositing) by default.
  ///   - space: where to composite: gamma-encoded `srgb` by default (what browsers and Core
  ///     Animation do on a standard display); `srgb-linear` for physically additive light.
  /// - Returns: a colour in `space` with nothing missing; legacy (serializing as `rgb()`) when
  ///   `space` is `srgb` and both colours are legacy.
  /// - Throws: ``ColorCompositingError/notAnRGBSpace(_:)`` when `space` is not one of srgb,
  ///   srgb-linear, display-p3, display-p3-linear, a98-rgb, prophoto-rgb, rec2020.
  /// - Complexity: O(1): two conversions.
  public func composited(
    over backdrop: CSSColor, blendMode: ColorBlendMode = .normal, in space: CSSColorSpace = .srgb
  ) throws(ColorCompositingError) -> CSSColor {
    guard space.isRGB else { throw .notAnRGBSpace(space) }
    let s = converted(to: space), b = backdrop.converted(to: space)
    func clampedAlpha(_ a: Double) -> Double { min(max(a, 0), 1) }
    let result = blendMode.composite(
      SIMD4(s.components, clampedAlpha(s.alpha)), over: SIMD4(b.components, clampedAlpha(b.alpha)))
    return CSSColor(
      space: space, components: SIMD3(result.x, result.y, result.z), alpha: result.w,
      isLegacy: space == .srgb && s.isLegacy && b.isLegacy)
  }
}

extension CSSColorSpace {
  /// Whether the space is one of the RGB spaces (srgb, srgb-linear, display-p3,
  /// display-p3-linear, a98-rgb, prophoto-rgb, rec2020), whose channels blend modes apply to.
  var isRGB: Bool {
    switch self {
    case .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .prophotoRGB, .rec2020: return true
    case .xyzD50, .xyzD65, .lab, .lch, .oklab, .oklch, .hsl, .hwb: return false
    }
  }
}
