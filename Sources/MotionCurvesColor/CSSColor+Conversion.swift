import MotionCurvesCore

extension CSSColor {
  /// The colour in `target`, with CSS Color 4's rules for what is missing afterwards.
  ///
  /// - Missing components count as 0 in the arithmetic, and what is missing afterwards is what CSS
  ///   Color 4 §13.2 "Interpolating with Missing Components" (§12.2 in earlier snapshots)
  ///   *carries forward* (`carriedForward(_:from:to:)`): a missing component stays missing in the
  ///   analogous component of `target` (reds r, x; greens g, y; blues b, z; lightness L;
  ///   colourfulness C, S; hue H; opponent a; opponent b; alpha; hwb's whiteness and blackness have
  ///   none), and when every component of the source's analogous *set* (what remains once the
  ///   individually analogous ones are taken away) is missing, the whole corresponding set of
  ///   `target` is (added for csswg-drafts #10210): `lab(50% none none)` → `lch(50% none none)` and
  ///   `rgb(none none none)` → `oklab(none none none)` (the spec's examples), `lch(50 none none)` →
  ///   `oklab(L none none)` (C, H ↔ a, b). A set not wholly missing carries nothing:
  ///   `lab(50 none 20)` → lch has a C and an h (from a = 0). `hsl(120 none 50%)` → lch has C
  ///   missing (S ↔ C) and h missing only because the grey it converts as has a powerless hue.
  /// - A hue that `target` finds powerless becomes missing: lch C ≤ 0.0015, oklch C ≤ 0.000004,
  ///   hsl s = 0, hwb w + b ≥ 100, and hsl/hwb of an sRGB spread max − min ≤ 1e-14·max(1, |max|)
  ///   (what conversion through XYZ leaves on a grey). Converting to the same space returns the
  ///   colour unchanged.
  /// - Paths: hsl and hwb convert to and from gamma-encoded sRGB directly (not through XYZ, which
  ///   is ill-conditioned for hsl near white and black); lch ↔ lab and oklch ↔ oklab directly; an
  ///   RGB space ↔ its linear form by the transfer function; the rest through XYZ in the source's
  ///   white, with the spec's Bradford matrix when the whites differ. Constants are the spec's
  ///   exactly (`CSSColorConstants`), so results equal the spec's sample code up to rounding.
  /// - Precision: a round trip space → xyz-d65 → space returns each component within 1e-13 of
  ///   the space's widest reference range (polar spaces measured in their rectangular form: lch as
  ///   lab, oklch as oklab, hsl and hwb as sRGB), for RGB and XYZ components up to 10 % outside
  ///   0…1, Lab/LCh over their ranges and Oklab/OkLCh colours inside the rec2020 gamut; 8.3e-15 is
  ///   the worst measured over 20,000 random colours per space. Two corners are ill-conditioned in
  ///   the spec's own arithmetic, whatever the precision: a98-rgb's transfer is a pure power
  ///   (563/256) without a linear foot, so a channel within 1e-3 of 0 is held to 1e-12 and a channel
  ///   of exactly 0 comes back as up to 2e-7 (7.6e-8 measured); and imaginary Oklab colours, where an
  ///   LMS response nears 0 and the cube root amplifies rounding, come back within 1e-7
  ///   (4.8e-8 measured over the whole reference box). Through any other space and back
  ///   (space → other → space) the same colours stay within 2e-13 (7.6e-14 measured over 50,000
  ///   colours per space and every other space; a98-rgb 1e-11, 2.7e-12 measured) when the other
  ///   space is not hsl or hwb and keeps the hue (does not find it powerless); hsl and hwb are
  ///   ill-conditioned for colours far outside sRGB near its white and black. A colour of the sRGB
  ///   gamut taken to any space and back to srgb is within 1e-13 (6.0e-14 measured).
  /// - Range: any finite components convert, also where a step leaves the range of doubles
  ///   (`color(srgb 1e308 0 0)` has linear light 1e739 and an Oklab of about 1.5e246): such a
  ///   colour is converted on a path that carries a power-of-two exponent beside the significands
  ///   (per component through transfer curves, cube roots and powers, whose exponents are taken
  ///   exactly; one exponent through the matrices). Its result is within 1e-13 (relative) of the
  ///   exact one in each component that is not far smaller than the largest (1e-13 measured
  ///   against the homogeneity of linear light and Oklab; round trips through Oklab and Lab of
  ///   colours near 1e308 come back within 1e-12), and a component whose exact value is beyond
  ///   ±1.8e308 is ±∞. No finite colour converts to NaN (which would read as missing).
  /// - `isLegacy` is kept when `target` is `srgb`, `hsl` or `hwb`.
  /// - Complexity: O(1), no allocation.
  public func converted(to target: CSSColorSpace) -> CSSColor {
    if target == space { return self }
    let (value, achromatic) = space.convert(components, to: target)
    var missing = CSSColor.carriedForward(missing, from: space, to: target)
    if achromatic, let hueIndex = target.hueIndex { missing.insert(.component(hueIndex)) }
    return CSSColor(space: target, components: value, alpha: alpha, missing: missing, isLegacy: isLegacy)
  }

  /// What is missing after converting from `source` to `target`, by CSS Color 4 §13.2
  /// "Interpolating with Missing Components": each missing component whose category (the spec's
  /// table, `AnalogousKind`) `target` shares is missing there; the components of each space left
  /// once the shared categories are removed form the two spaces' *analogous sets*, and when every
  /// component of `source`'s set is missing, every component of `target`'s set is. Alpha is its own
  /// analogue. The sets have equal sizes (each category occurs at most once in a space), are empty
  /// when every component has an analogue (lch ↔ oklch, lch ↔ hsl, rgb ↔ xyz) and are all three
  /// components when none has (rgb ↔ lab, xyz ↔ oklch).
  static func carriedForward(_ missing: Missing, from source: CSSColorSpace, to target: CSSColorSpace) -> Missing {
    var result = missing.intersection(.alpha)
    if source == target { return missing }
    let from = source.analogousKinds, to = target.analogousKinds
    func individuallyAnalogous(_ kind: AnalogousKind, in kinds: (AnalogousKind, AnalogousKind, AnalogousKind)) -> Bool {
      kind != .none && (kinds.0 == kind || kinds.1 == kind || kinds.2 == kind)
    }
    var setAllMissing = true, hasSet = false
    for i in 0..<3 {
      let kind = Self.kind(from, i)
      if individuallyAnalogous(kind, in: to) {
        if missing.contains(.component(i)) {
          for j in 0..<3 where Self.kind(to, j) == kind { result.insert(.component(j)) }
        }
      } else {
        hasSet = true
        if !missing.contains(.component(i)) { setAllMissing = false }
      }
    }
    if hasSet && setAllMissing {
      for j in 0..<3 where !individuallyAnalogous(Self.kind(to, j), in: from) { result.insert(.component(j)) }
    }
    return result
  }

  private static func kind(_ kinds: (AnalogousKind, AnalogousKind, AnalogousKind), _ i: Int) -> AnalogousKind {
    i == 0 ? kinds.0 : i == 1 ? kinds.1 : kinds.2
  }
}

/// The analogous-component categories of CSS Color 4 §13.2 (its table: reds r, x; greens g, y;
/// blues b, z; lightness L; colorfulness C, S; hue H; opponent a; opponent b); `none` for hwb's
/// whiteness and blackness, which "have no analogs in other color spaces".
enum AnalogousKind {
  case reds, greens, blues, lightness, colorfulness, hue, opponentA, opponentB, none
}

extension CSSColorSpace {
  /// The category of each component; whiteness and blackness have no analogue.
  var analogousKinds: (AnalogousKind, AnalogousKind, AnalogousKind) {
    switch self {
    case .lab, .oklab: return (.lightness, .opponentA, .opponentB)
    case .lch, .oklch: return (.lightness, .colorfulness, .hue)
    case .hsl: return (.hue, .colorfulness, .lightness)
    case .hwb: return (.hue, .none, .none)
    default: return (.reds, .greens, .blues)
    }
  }
}
