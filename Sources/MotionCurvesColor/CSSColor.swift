import MotionCurvesCore

/// A colour in any CSS Color 4 space: three components, alpha, which of them are missing
/// (`none`), and whether it was written in a legacy sRGB form.
///
/// ```swift
/// let accent = try CSSColor(css: "oklch(70% 0.15 250)")
/// let rgb = accent.converted(to: .srgb).components   // (0.2946…, 0.6395…, 0.9697…)
/// let green = try CSSColor(css: "hsl(120 100% 25%)")
/// green.computedCSSText                     // "rgb(0, 128, 0)"
/// try CSSColor(css: "white").converted(to: .lch).hue   // nil: a powerless hue is missing
/// ```
///
/// Components are in the space's CSS units (see ``CSSColorSpace``). A missing component is not 0:
/// it stays missing through ``converted(to:)`` into the analogous component of the other space (a
/// wholly missing analogous set into the other space's set), and interpolation takes the other
/// colour's value for it (CSS Color 4 §13.2). The value stored for a
/// missing component is 0, so two colours that differ only there are equal.
///
/// ``isLegacy`` records that the colour was written as hex, a named colour, `transparent`,
/// `rgb()`/`rgba()`, `hsl()`/`hsla()` or `hwb()`: CSS interpolates such colours in gamma-encoded sRGB
/// and serializes them as `rgb()`/`rgba()`.
public struct CSSColor: Sendable, Hashable {
  /// The space the components are in.
  public let space: CSSColorSpace
  /// The three components in the space's order and units (`r g b`, `x y z`, `L a b`, `L C h`,
  /// `h s l`, `h w b`); 0 where ``missing`` says so.
  public let components: SIMD3<Double>
  /// Opacity, 0…1 for colours read from CSS text (which clamps it); 0 when missing.
  public let alpha: Double
  /// Which components are `none`.
  public let missing: Missing
  /// Whether the colour came from a legacy sRGB syntax (always false outside `srgb`, `hsl`, `hwb`).
  public let isLegacy: Bool

  /// The components that are `none`.
  public struct Missing: OptionSet, Sendable, Hashable {
    /// The bits: 1, 2, 4 for the components in order, 8 for alpha.
    public let rawValue: UInt8
    /// A set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue & 0b1111 }
    /// The first component (r, x, L, or the hue of `hsl`/`hwb`).
    public static let first = Missing(rawValue: 1)
    /// The second component.
    public static let second = Missing(rawValue: 2)
    /// The third component (b, z, or the hue of `lch`/`oklch`).
    public static let third = Missing(rawValue: 4)
    /// Alpha.
    public static let alpha = Missing(rawValue: 8)

    /// The component at `index` (0, 1, 2; 3 is alpha).
    public static func component(_ index: Int) -> Missing { Missing(rawValue: UInt8(1) << UInt8(index & 3)) }
  }

  /// A colour from its parts. A NaN component or alpha counts as missing; missing values are
  /// stored as 0. `isLegacy` is kept only for `srgb`, `hsl` and `hwb`. Nothing is clamped.
  public init(
    space: CSSColorSpace, components: SIMD3<Double>, alpha: Double = 1, missing: Missing = [],
    isLegacy: Bool = false
  ) {
    var missing = missing
    var c = components
    for i in 0..<3 {
      if c[i].isNaN { missing.insert(.component(i)) }
      if missing.contains(.component(i)) { c[i] = 0 }
    }
    if alpha.isNaN { missing.insert(.alpha) }
    self.space = space
    self.components = c
    self.alpha = missing.contains(.alpha) ? 0 : alpha
    self.missing = missing
    self.isLegacy = isLegacy && (space == .srgb || space == .hsl || space == .hwb)
  }

  /// A colour from optional components, nil meaning `none`: `CSSColor(.oklch, 0.7, 0.15, nil)`.
  public init(
    _ space: CSSColorSpace, _ first: Double?, _ second: Double?, _ third: Double?, alpha: Double? = 1,
    isLegacy: Bool = false
  ) {
    var missing: Missing = []
    if first == nil { missing.insert(.first) }
    if second == nil { missing.insert(.second) }
    if third == nil { missing.insert(.third) }
    if alpha == nil { missing.insert(.alpha) }
    self.init(
      space: space, components: SIMD3(first ?? 0, second ?? 0, third ?? 0), alpha: alpha ?? 0,
      missing: missing, isLegacy: isLegacy)
  }

  /// The component at `index` (0, 1 or 2), nil when it is missing.
  public func component(_ index: Int) -> Double? {
    missing.contains(.component(index)) ? nil : components[index]
  }

  /// Alpha, nil when it is missing.
  public var alphaValue: Double? { missing.contains(.alpha) ? nil : alpha }

  /// The hue in degrees as stored, nil in rectangular spaces or when the hue is missing.
  public var hue: Double? {
    guard let index = space.hueIndex else { return nil }
    return component(index)
  }

  /// A copy marked or unmarked as written in a legacy sRGB syntax.
  public func withLegacy(_ legacy: Bool) -> CSSColor {
    CSSColor(space: space, components: components, alpha: alpha, missing: missing, isLegacy: legacy)
  }
}
