import MotionCurvesCore

extension CSSColor {
  /// The colour a fraction `t` of the way from `self` to `end`, by CSS's rules in CSS's default
  /// method: gamma-encoded sRGB when both colours are legacy sRGB forms without `none` (and then
  /// the result is legacy too, serializing as `rgb()`), else Oklab; hue method shorter. See
  /// ``interpolated(to:at:in:)`` for the procedure.
  ///
  /// This is the colour's ``Interpolatable`` conformance, so colours keyframe as CSS animates
  /// them; for another method or Core Animation's component-wise interpolation pass a mode
  /// (``interpolated(to:at:mode:)``), whose `.css(nil)` is this.
  ///
  /// ```swift
  /// let red = try CSSColor(css: "red"), clear = try CSSColor(css: "transparent")
  /// red.interpolated(to: clear, at: 0.5).computedCSSText   // "rgba(255, 0, 0, 0.5)": premultiplied
  /// ```
  public func interpolated(to end: CSSColor, at t: Double) -> CSSColor {
    let method = CSSColorInterpolationMethod.default(for: self, end)
    let legacy = method == .srgb
    return interpolate(to: end, at: t, method: method).withLegacy(legacy)
  }

  /// The colour a fraction `t` of the way from `self` to `end` in `method`, by CSS Color 4 §12:
  ///
  /// 1. Both colours are converted to `method.space` (``converted(to:)``: missing components are
  ///    carried forward into the analogous ones, a wholly missing analogous set into the other
  ///    space's set (CSS Color 4 §13.2), and a hue that becomes powerless in the
  ///    conversion is missing; a colour already in the space is taken as it is, so
  ///    `lch(100 0 40)` keeps its hue).
  /// 2. A component (or alpha) missing in one colour takes the other's value; missing in both, it
  ///    is missing in the result.
  /// 3. Premultiplied alpha: every component except the hue is multiplied by alpha. A missing
  ///    alpha premultiplies with the value it took in step 2; when alpha is missing in both, no
  ///    component is premultiplied.
  /// 4. The hues are adjusted by `method.hueMethod` (``CSSHueInterpolationMethod``).
  /// 5. Each component is lerped: a + (b − a)·t from the nearer end. `t` outside [0, 1] is
  ///    allowed (overshooting easings, springs) and extrapolates. For |t| > 2 the hue is that
  ///    lerp modulo 360, reduced exactly to [0, 360) (within 5e-13 degrees), so every finite `t`
  ///    gives a real hue: red to blue in hsl (an arc of −120°) at t = 1e308 is 120 (green), as
  ///    1e308 ≡ 2 (mod 3); the plain product would be −∞.
  /// 6. Alpha is clamped to [0, 1], then the components are divided by it. At alpha 0 they are
  ///    left premultiplied (the spec: the un-premultiplied value is the premultiplied one), so an
  ///    interpolation between two transparent colours, or one clamped to alpha 0, gives zeros for
  ///    every component except the hue.
  ///
  /// Nothing else is clamped: results may lie outside the space's gamut or reference ranges.
  /// The result is in `method.space` and not legacy (`computedCSSText` writes `color(srgb …)` for
  /// srgb, hsl and hwb).
  ///
  /// - Precision: at t = 0 the result is exactly the first colour after steps 1 and 2, and at
  ///   t = 1 exactly the second (hue as stored, not reduced), unless that colour's alpha is 0:
  ///   then its premultiplied components are zeros and the result is what the arithmetic gives.
  ///   In between, each premultiplied component is within 2 ulps of the exact blend.
  /// - Complexity: O(1): two conversions.
  public func interpolated(to end: CSSColor, at t: Double, in method: CSSColorInterpolationMethod) -> CSSColor {
    interpolate(to: end, at: t, method: method)
  }

  /// The colour a fraction `t` of the way from `self` to `end` in `mode`: CSS's rules
  /// (``interpolated(to:at:in:)``, or ``interpolated(to:at:)`` for the default method) or Core
  /// Animation's component-wise, straight-alpha interpolation (``ColorInterpolationMode``).
  ///
  /// In ``ColorInterpolationMode/coreAnimation`` mode both colours are taken in `self`'s space
  /// when `end` shares it and in gamma-encoded sRGB otherwise; a missing component takes the
  /// other colour's value (missing in both stays missing); every component, the hue included, and
  /// alpha are lerped as plain numbers (a hue, for |t| > 2, modulo 360 exactly, in [0, 360));
  /// alpha is clamped to [0, 1]; the result is exactly the
  /// (filled-in) first colour at t = 0 and the second at t = 1, and is legacy when both colours
  /// are.
  public func interpolated(to end: CSSColor, at t: Double, mode: ColorInterpolationMode) -> CSSColor {
    switch mode {
    case .css(let method?): return interpolated(to: end, at: t, in: method)
    case .css(nil): return interpolated(to: end, at: t)
    case .coreAnimation: return componentWise(to: end, at: t)
    }
  }

  /// Both colours in `space`, as (components, alpha) vectors with each missing value taken from
  /// the other colour, and what is missing in both.
  static func filled(_ a: CSSColor, _ b: CSSColor, in space: CSSColorSpace) -> (SIMD4<Double>, SIMD4<Double>, Missing) {
    let ca = a.converted(to: space), cb = b.converted(to: space)
    var va = SIMD4(ca.components, ca.alpha), vb = SIMD4(cb.components, cb.alpha)
    var missing: Missing = []
    for i in 0..<4 {
      let inA = ca.missing.contains(.component(i)), inB = cb.missing.contains(.component(i))
      if inA && inB {
        missing.insert(.component(i))
        va[i] = 0
        vb[i] = 0
      } else if inA {
        va[i] = vb[i]
      } else if inB {
        vb[i] = va[i]
      }
    }
    return (va, vb, missing)
  }

  /// `a` + (`b` − `a`)·`t`, from the nearer end so that 0 and 1 give `a` and `b` exactly.
  static func lerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
    t < 0.5 ? a + (b - a) * t : b - (b - a) * (1 - t)
  }

  /// The CSS procedure (see ``interpolated(to:at:in:)``); the result is not legacy.
  func interpolate(to end: CSSColor, at t: Double, method: CSSColorInterpolationMethod) -> CSSColor {
    ColorInterpolationSegment(css: self, end, method: method, legacy: false).value(at: t)
  }

  /// Core Animation's interpolation (see ``interpolated(to:at:mode:)``).
  func componentWise(to end: CSSColor, at t: Double) -> CSSColor {
    ColorInterpolationSegment(coreAnimation: self, end).value(at: t)
  }
}

/// Two colours made ready for interpolation once — converted to the space, missing values filled
/// in, hues adjusted and premultiplied (CSS) — so that any number of fractions between them cost
/// a lerp each and allocate nothing: what ``CSSColor/interpolated(to:at:mode:)`` evaluates, and
/// what a gradient stores per segment.
struct ColorInterpolationSegment: Sendable, Hashable {
  /// The colours in the space with missing values filled in: the exact results at t = 0 and 1.
  var start: SIMD4<Double>, end: SIMD4<Double>
  /// What is lerped: `start` and `end` with the hue adjusted and premultiplied (CSS), or as they
  /// are (Core Animation).
  var from: SIMD4<Double>, to: SIMD4<Double>
  /// What is missing in both colours (and so in every result).
  var missing: CSSColor.Missing
  var space: CSSColorSpace
  /// Whether `from`/`to` are premultiplied, and which component is the hue (never premultiplied).
  var premultiplied: Bool, hueIndex: Int?
  /// Whether t = 0 (t = 1) returns `start` (`end`) exactly: CSS does unless that colour's alpha is
  /// 0 (its premultiplied components are zeros); Core Animation always does.
  var exactStart: Bool, exactEnd: Bool
  /// Whether the results are marked legacy.
  var legacy: Bool

  /// The CSS procedure of ``CSSColor/interpolated(to:at:in:)`` in `method`.
  init(css a: CSSColor, _ b: CSSColor, method: CSSColorInterpolationMethod, legacy: Bool) {
    let space = method.space
    let (start, end, missing) = CSSColor.filled(a, b, in: space)
    let alphaMissing = missing.contains(.alpha)
    var from = start, to = end
    let hueIndex = space.hueIndex
    if let h = hueIndex, !missing.contains(.component(h)) {
      (from[h], to[h]) = method.hueMethod.adjusted(from[h], to[h])
    }
    if !alphaMissing {
      for i in 0..<3 where i != hueIndex {
        from[i] *= from.w
        to[i] *= to.w
      }
    }
    self.space = space
    self.start = start
    self.end = end
    self.missing = missing
    self.from = from
    self.to = to
    self.hueIndex = hueIndex
    premultiplied = !alphaMissing
    exactStart = alphaMissing || start.w != 0
    exactEnd = alphaMissing || end.w != 0
    self.legacy = legacy
  }

  /// Core Animation's component-wise interpolation (``CSSColor/interpolated(to:at:mode:)``): in
  /// the colours' space when they share one, else gamma-encoded sRGB; straight alpha.
  init(coreAnimation a: CSSColor, _ b: CSSColor) {
    space = b.space == a.space ? a.space : .srgb
    (start, end, missing) = CSSColor.filled(a, b, in: space)
    from = start
    to = end
    premultiplied = false
    hueIndex = nil
    exactStart = true
    exactEnd = true
    legacy = a.isLegacy && b.isLegacy
  }

  /// The colour a fraction `t` of the way: the lerp from the nearer end, alpha clamped to [0, 1]
  /// (unless missing), then un-premultiplied (CSS; left as it is at alpha 0). For |t| > 2 the
  /// hue is ``extrapolatedHue(at:)``, in [0, 360). A component with an end at ±∞ (beyond the
  /// range of doubles) is ±∞, never NaN.
  func value(at t: Double) -> CSSColor {
    var r: SIMD4<Double>
    if t == 0 && exactStart {
      r = start
    } else if t == 1 && exactEnd {
      r = end
    } else {
      r = CSSColor.lerp(from, to, t)
      for i in 0..<3 where r[i].isNaN && !start[i].isNaN && !end[i].isNaN {
        // An end beyond the range of doubles (±∞, what conversion gives there): the result is
        // beyond it too, not the NaN of ∞ − ∞ (which would read as missing).
        let (a, b) = (start[i], end[i])
        r[i] = a == b ? a : a.isInfinite && b.isInfinite ? .infinity : a + (b - a) * t
      }
      if t.magnitude > 2, let h = space.hueIndex, !missing.contains(.component(h)) { r[h] = extrapolatedHue(at: t) }
      if !missing.contains(.alpha) {
        let alpha = min(max(r.w, 0), 1)
        if premultiplied && alpha != 0 {
          for i in 0..<3 where i != hueIndex { r[i] /= alpha }
        }
        r.w = alpha
      }
    }
    return CSSColor(space: space, components: SIMD3(r.x, r.y, r.z), alpha: r.w, missing: missing, isLegacy: legacy)
  }
}

extension ColorInterpolationSegment {
  /// The hue at `t` far past the ends, reduced modulo 360 exactly (``HueArithmetic``): the
  /// lerp's t·(b − a) is beyond ±1.8e308 for t = 1e308, and already for t = 1e17 it has no bit
  /// of the hue's phase left. CSS lerps the adjusted hues a' = a + 360·j, b' = b + 360·k (a, b
  /// reduced to [0, 360), j, k whole turns from the hue method), Core Animation the hues as they
  /// are (j = k = 0). Within 5e-13 degrees of the exact hue modulo 360.
  func extrapolatedHue(at t: Double) -> Double {
    guard let h = space.hueIndex else { return .nan }
    // Core Animation (no hue index kept) lerps the hues as they are.
    guard hueIndex != nil else { return HueArithmetic.extrapolated(from: start[h], to: end[h], turns: 0, at: t) }
    let a = CSSHueInterpolationMethod.reduced(start[h]), b = CSSHueInterpolationMethod.reduced(end[h])
    // The whole turns the hue method added: from = a + 360j, to = b + 360k (j, k ∈ {0, 1}).
    let turns = (((to[h] - b) - (from[h] - a)) / 360).rounded()
    return HueArithmetic.extrapolated(from: a, to: b, turns: turns, at: t)
  }
}

extension CSSColor: Interpolatable {
  /// The Euclidean distance between the premultiplied (component·alpha, alpha) vectors of the two
  /// colours in their default interpolation space (``CSSColorInterpolationMethod/default(for:_:)``,
  /// sRGB or Oklab, both rectangular), with missing values taken from the other colour: the space
  /// in which ``interpolated(to:at:)`` is linear before un-premultiplying. ≥ 0; 0 between
  /// colours that interpolate identically (equal colours, the same colour in two spaces, or two
  /// fully transparent colours).
  public func euclideanDistance(to other: CSSColor) -> Double {
    let space = CSSColorInterpolationMethod.default(for: self, other).space
    var (a, b, missing) = Self.filled(self, other, in: space)
    if !missing.contains(.alpha) {
      for i in 0..<3 {
        a[i] *= a.w
        b[i] *= b.w
      }
    }
    return a.euclideanDistance(to: b)
  }
}
