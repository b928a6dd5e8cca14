import MotionCurvesCore

extension CSSColor {
  /// Whether the colour lies inside the gamut of `space`: each component of the colour converted
  /// to the space's RGB gamut (`space` itself, or `srgb` for `hsl` and `hwb`) is within
  /// 0 − `tolerance` … 1 + `tolerance`. Always true for a space without gamut limits
  /// (``CSSColorSpace/hasGamutLimits``). Missing components count as 0.
  ///
  /// The default tolerance, 1e-6, is above what conversion rounding leaves on an in-gamut colour
  /// (about 1e-15, and up to 2e-7 on an `a98-rgb` channel at 0, whose pure power curve amplifies
  /// rounding) and below a 16-bit display step (1.5e-5). Pass 0 for the spec's exact test, which
  /// ``gamutMapped(to:method:)`` uses.
  ///
  /// ```swift
  /// let p3Red = try CSSColor(css: "color(display-p3 1 0 0)")
  /// p3Red.isInGamut(.displayP3)                 // true
  /// p3Red.isInGamut(.srgb)                      // false: color(srgb 1.093 -0.227 -0.150)
  /// ```
  ///
  /// - Complexity: O(1), one conversion, no allocation.
  public func isInGamut(_ space: CSSColorSpace, tolerance: Double = 1e-6) -> Bool {
    guard let rgbSpace = space.gamutRGBSpace else { return true }
    let v = self.space.convert(components, to: rgbSpace).value
    return CSSGamutRayTrace.inside(v, -tolerance, 1 + tolerance)
  }

  /// The colour brought inside the gamut of `destination` by `method`, in `destination`.
  ///
  /// Procedure (CSS Color 4 §13.2, css-color-4 `Overview.bs` #css-gamut-mapping, and color.js
  /// `src/toGamut.js`):
  /// 1. A `destination` without gamut limits (XYZ, Lab, LCh, Oklab, OkLCh) gets the colour
  ///    converted (``converted(to:)``), unmapped.
  /// 2. A colour inside the gamut exactly (``isInGamut(_:tolerance:)`` with tolerance 0) is
  ///    returned converted, unchanged: relative colorimetric intent.
  /// 3. ``CSSGamutMappingMethod/css`` and ``CSSGamutMappingMethod/rayTrace`` take the colour's
  ///    OkLCh lightness L: L ≥ 1 gives white and L ≤ 0 black (`oklab(1 0 0)`, `oklab(0 0 0)`);
  ///    otherwise they reduce OkLCh chroma at constant L and hue until the colour fits (see
  ///    ``CSSGamutMappingMethod``). ``CSSGamutMappingMethod/clip`` clamps each component.
  /// 4. The result is clipped to 0…1 in the RGB gamut space (the spec's last step, removing
  ///    rounding), then converted to `destination` (`hsl` and `hwb` are mapped in `srgb`).
  ///
  /// Alpha, its missing flag and ``isLegacy`` are kept. Missing components count as 0 (the
  /// value CSS renders them with); they stay missing when the colour is already in gamut (step 2)
  /// and become present when it is mapped. Non-finite components (which no parsed colour has) are
  /// clipped.
  ///
  /// - Precision: the result's RGB components (in `destination`, or in `srgb` for `hsl` and
  ///   `hwb`, whose own components are then within conversion rounding of it) lie in 0…1
  ///   exactly. An in-gamut colour comes back as ``converted(to:)`` gives it. For real colours
  ///   (inside the rec2020 gamut) ``CSSGamutMappingMethod/css`` and
  ///   ``CSSGamutMappingMethod/rayTrace`` keep lightness and hue: the result lies within ΔEOK
  ///   (Euclidean distance in Oklab) 0.0201 and 0.011 respectively of the path of constant OkLCh
  ///   lightness and hue from the colour to the achromatic axis. The binary search returns a
  ///   clipped colour within one JND (0.02) of a point on that path, give or take its last step of
  ///   0.0001 in chroma (0.0200054 the worst measured over 10⁶ colours); the ray trace's four
  ///   casts do not always converge where the path bends (0.0102 the worst measured, near
  ///   rec2020's blue primary mapped into sRGB). Imaginary colours can end further from the path
  ///   in the spec's own arithmetic, exactly as in color.js: up to 0.045 by the binary search into
  ///   prophoto-rgb, and by the ray trace, for some very dark ones, anywhere on the cube's surface
  ///   (`oklch(0.000085 0.374 349.7)` into srgb-linear gives the bright magenta
  ///   `color(srgb-linear 1 0 0.16)`, 0.65 from the path). On the color.js test colours both agree
  ///   with color.js to 5e-15.
  ///
  /// ```swift
  /// let p3Red = try CSSColor(css: "color(display-p3 1 0 0)")
  /// p3Red.gamutMapped(to: .srgb).components         // (1, 0.0446…, 0.0459…)
  /// p3Red.gamutMapped(to: .srgb, method: .clip).components   // (1, 0, 0)
  /// ```
  ///
  /// - Complexity: O(1) for ``CSSGamutMappingMethod/rayTrace`` (≤ 4 ray casts) and
  ///   ``CSSGamutMappingMethod/clip``; O(log(C / 0.0001)) conversions for
  ///   ``CSSGamutMappingMethod/css``, where C is the OkLCh chroma (12 steps for C ≤ 0.4). No
  ///   allocation.
  public func gamutMapped(to destination: CSSColorSpace, method: CSSGamutMappingMethod = .css) -> CSSColor {
    guard let rgbSpace = destination.gamutRGBSpace else { return converted(to: destination) }
    let direct = space.convert(components, to: rgbSpace).value
    if CSSGamutRayTrace.inside(direct, 0, 1) { return converted(to: destination) }
    var rgb = direct
    if method != .clip {
      let lch = space.convert(components, to: .oklch).value
      if lch.x.isFinite && lch.y.isFinite && lch.z.isFinite {
        if lch.x >= 1 {
          rgb = CSSColorSpace.oklab.convert(SIMD3(1, 0, 0), to: rgbSpace).value
        } else if lch.x <= 0 {
          rgb = .zero
        } else if method == .css {
          rgb = Self.binarySearchMapped(lch, in: rgbSpace)
        } else {
          rgb = Self.rayTraceMapped(lch, in: rgbSpace)
        }
      }
    }
    let mapped = CSSColor(
      space: rgbSpace, components: Self.clipped(rgb), alpha: alpha, missing: missing.intersection(.alpha),
      isLegacy: isLegacy)
    return mapped.converted(to: destination)
  }

  /// Each component clamped to 0…1; NaN becomes 0.
  static func clipped(_ v: SIMD3<Double>) -> SIMD3<Double> {
    func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
    return SIMD3(clamp(v.x), clamp(v.y), clamp(v.z))
  }

  /// Binary Search Gamut Mapping with Local MINDE (the spec's pseudocode, step for step) for an
  /// OkLCh colour with 0 < L < 1 outside the gamut of the RGB space `rgbSpace`; the clipped result
  /// in `rgbSpace`'s components.
  static func binarySearchMapped(_ origin: SIMD3<Double>, in rgbSpace: CSSColorSpace) -> SIMD3<Double> {
    let jnd = 0.02, epsilon = 0.0001
    func toRGB(_ lch: SIMD3<Double>) -> SIMD3<Double> { CSSColorSpace.oklch.convert(lch, to: rgbSpace).value }
    func deltaEOK(_ rgb: SIMD3<Double>, _ lch: SIMD3<Double>) -> Double {
      let a = rgbSpace.convert(rgb, to: .oklab).value, b = CSSColorPolar.polarToRectangular(lch)
      return a.euclideanDistance(to: b)
    }
    var current = origin
    var clipped = Self.clipped(toRGB(current))
    var e = deltaEOK(clipped, current)
    if e < jnd { return clipped }
    var low = 0.0, high = origin.y
    var lowInGamut = true
    while high - low > epsilon {
      let chroma = (low + high) / 2
      current.y = chroma
      let rgb = toRGB(current)
      if lowInGamut && CSSGamutRayTrace.inside(rgb, 0, 1) {
        low = chroma
        continue
      }
      clipped = Self.clipped(rgb)
      e = deltaEOK(clipped, current)
      if e < jnd {
        if jnd - e < epsilon { break }
        lowInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }

  /// Ray Trace Gamut Mapping for an OkLCh colour with 0 < L < 1 outside the gamut of `rgbSpace`,
  /// in `rgbSpace`'s linear light (cube 0…1: every CSS transfer maps 0 and 1 to themselves); the
  /// result gamma-encoded, not yet clipped.
  ///
  /// A chroma above 2³⁰⁰ is taken as 2³⁰⁰: the first ray's direction is then that of the exact
  /// one to within 2⁻³⁰⁰ (LMS = L + C·v is C·v to that precision, and linear light a cube of it
  /// along a fixed direction), where the plain cube of a chroma of 1e308 overflows to NaN.
  static func rayTraceMapped(_ origin: SIMD3<Double>, in rgbSpace: CSSColorSpace) -> SIMD3<Double> {
    var origin = origin
    origin.y = min(origin.y, 0x1p300)
    let linear = CSSGamutRayTrace.map(
      oklch: origin, lower: 0, upper: 1,
      toRGB: { rgbSpace.linearLight(fromOklab: CSSColorPolar.polarToRectangular($0)) },
      toOklch: { CSSColorPolar.rectangularToPolar(rgbSpace.oklab(fromLinearLight: $0), chromaEpsilon: 0).value })
    return rgbSpace.gammaEncoded(linear)
  }
}
