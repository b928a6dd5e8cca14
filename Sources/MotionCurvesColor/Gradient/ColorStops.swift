import MotionCurvesCore
import RealModule

/// The colours of a gradient along its line: colour stops with their locations resolved, and how
/// colours are interpolated between them — CSS's `<color-stop-list>` or a `CAGradientLayer`'s
/// `colors` and `locations`.
///
/// ```swift
/// let stops = try ColorStops(css: "red, blue 30%, rgb(0 128 0) 50% 70%")
/// stops.locations                       // [0, 0.3, 0.5, 0.7]: fixed up as CSS does
/// stops.value(at: 0.15).computedCSSText   // "rgb(128, 0, 128)": halfway, in sRGB (all legacy)
/// let layer = try ColorStops(coreAnimationColors: [try CSSColor(css: "white"), try CSSColor(css: "transparent")],
///                            locations: nil)   // uniform: 0, 1; straight alpha
/// ```
///
/// **Locations** are fractions of the gradient line (0 at its start point, 1 at its end point; see
/// ``GradientLine``). Stops written without one are placed by CSS Images 3 §color-stop-fixup
/// (``init(_:mode:)``); Core Animation's `locations` (nil → uniform) are read by
/// ``init(coreAnimationColors:locations:mode:)``. A stop with two locations becomes two stops.
/// ``colors`` and ``locations`` hold the result, one entry per stop; ``stops`` keeps what was
/// written.
///
/// **Interpolation** follows ``mode`` (``ColorInterpolationMode``), one method for the whole list:
/// - ``ColorInterpolationMode/css(_:)`` with a method: every segment in that method.
/// - `.css(nil)`: CSS's default for the gradient — gamma-encoded sRGB when *every* stop is a legacy
///   colour without `none` (and the samples are then legacy, serializing as `rgb()`), else Oklab
///   for every segment. CSS Color 4 §12.1 states the default for a pair of colours; for a gradient
///   one space serves the whole line, as Chromium chooses it (one interpolation space per
///   gradient) and csswg-drafts#6094 describes.
/// - ``ColorInterpolationMode/coreAnimation``: each segment component-wise with straight alpha, in
///   its two colours' space when they share one, else sRGB
///   (``CSSColor/interpolated(to:at:mode:)``).
///
/// **Sampling** (``value(at:)``) is piecewise: the colour at location x lies on the segment whose
/// stops bracket x, a fraction (x − lᵢ)/(lᵢ₊₁ − lᵢ) of the way (through the transition hint's
/// curve when there is one); before the first location it is the first colour and after the last
/// the last (CSS and `CAGradientLayer` both clamp). Stops at the same location make a hard edge.
///
/// **Transition hints** (CSS Images 3 "interpolate with a color hint"): with the hint a fraction H
/// of the way through its segment, a point a fraction P of the way gets the blend weight
/// C = P^(log_H 0.5) = P^(ln 0.5 / ln H), so the halfway colour falls at the hint; H = ½ is the
/// plain lerp. At the ends: H = 0 gives C = 1 throughout the segment (a hard edge at its first
/// stop) and H = 1 gives C = 0 until its last stop — the limits of the formula, and what
/// Chromium's replacement of such hints by hard stops draws. The curve is evaluated exactly, not
/// approximated by extra stops as Chromium does (9 per hint).
///
/// Equality compares what the list draws — ``colors``, ``locations``, ``transitionHints`` and
/// ``mode`` — not how it was written: `red, blue` equals `red 0%, blue 100%`.
public struct ColorStops: Sendable {
  /// The stops as written (or as built from Core Animation's arrays).
  public let stops: [ColorStop]
  /// How colours are interpolated between stops.
  public let mode: ColorInterpolationMode
  /// One colour per resolved stop (a stop with two locations gives two), in order.
  public let colors: [CSSColor]
  /// One location per resolved stop, non-decreasing, finite.
  public let locations: [Double]
  /// The transition hint of each segment (between ``colors``[i] and [i + 1]) as a location on the
  /// gradient line within the segment, or nil for a plain lerp; one fewer than ``colors``.
  public let transitionHints: [Double?]
  /// The method the CSS mode interpolates every segment in (the given one, or CSS's default for
  /// these colours); nil in Core Animation mode.
  public let interpolationMethod: CSSColorInterpolationMethod?

  /// Each segment made ready for interpolation once (one segment of the single colour when there
  /// is one stop).
  let segments: [ColorInterpolationSegment]
  /// Per segment, the exponent ln ½ / ln H of its hint's curve: 1 without a hint, 0 for H ≤ 0, ∞
  /// for H ≥ 1.
  let hintExponents: [Double]

  /// A list from stops as CSS writes them, placed by CSS Images 3 §color-stop-fixup:
  ///
  /// 1. A first stop without a location is placed at 0, a last stop without one at 1.
  /// 2. A location (of a stop or a transition hint) less than an earlier one is raised to the
  ///    largest earlier one.
  /// 3. Each run of stops still without a location is spread evenly between the located entries
  ///    before and after it. Transition hints count as located entries here: that is what makes
  ///    the spec's closing statement ("they will be in ascending order") true, and how Ladybird
  ///    and Chromium, which keep hints in the same list as stops, resolve `red, 90%, blue, green`
  ///    (blue at 95 %, not 50 %).
  ///
  /// A stop with two locations counts as two stops; its transition hint goes before the first.
  /// One stop gives a solid colour.
  ///
  /// - Throws: ``ColorStopsError/empty`` for no stops, ``ColorStopsError/notFinite(_:_:)``
  ///   for a NaN or infinite location or hint, ``ColorStopsError/secondLocationWithoutLocation(index:)``
  ///   and ``ColorStopsError/transitionHintBeforeFirstStop``.
  /// - Complexity: O(n) in the number of stops, and n − 1 segment preparations (two colour
  ///   conversions each).
  public init(_ stops: [ColorStop], mode: ColorInterpolationMode = .css(nil)) throws(ColorStopsError) {
    guard !stops.isEmpty else { throw .empty }
    if stops[0].transitionHint != nil { throw .transitionHintBeforeFirstStop }
    var entries: [(position: Double?, hint: Bool, color: CSSColor)] = []
    entries.reserveCapacity(stops.count * 2)
    for (index, stop) in stops.enumerated() {
      if let value = stop.location { try ColorStopsError.finite(value, .location(stop: index)) }
      if let value = stop.secondLocation { try ColorStopsError.finite(value, .secondLocation(stop: index)) }
      if let value = stop.transitionHint { try ColorStopsError.finite(value, .transitionHint(stop: index)) }
      if let hint = stop.transitionHint { entries.append((hint, true, stop.color)) }
      entries.append((stop.location, false, stop.color))
      if let second = stop.secondLocation {
        guard stop.location != nil else { throw .secondLocationWithoutLocation(index: index) }
        entries.append((second, false, stop.color))
      }
    }
    // 1. The first and last stops (never hints: a hint only comes before a stop).
    if entries[0].position == nil { entries[0].position = 0 }
    if entries[entries.count - 1].position == nil { entries[entries.count - 1].position = 1 }
    // 2. Raised to the largest earlier location.
    var largest = -Double.infinity
    for i in entries.indices {
      guard let p = entries[i].position else { continue }
      largest = max(p, largest)
      entries[i].position = largest
    }
    // 3. Runs without a location, spread between the located entries around them.
    var lastLocated = 0
    for i in entries.indices.dropFirst() {
      guard let b = entries[i].position else { continue }
      let count = i - lastLocated
      if count > 1, let a = entries[lastLocated].position {
        for j in 1..<count { entries[lastLocated + j].position = Self.spread(a, b, Double(j) / Double(count)) }
      }
      lastLocated = i
    }
    var colors: [CSSColor] = [], locations: [Double] = [], hints: [Double?] = []
    var pendingHint: Double?
    for entry in entries {
      let position = entry.position ?? 0
      if entry.hint {
        pendingHint = position
        continue
      }
      if !colors.isEmpty { hints.append(pendingHint) }
      pendingHint = nil
      colors.append(entry.color)
      locations.append(position)
    }
    self.init(stops: stops, mode: mode, colors: colors, locations: locations, hints: hints)
  }

  /// a + (b − a)·f, without overflow when b − a exceeds the largest finite number.
  static func spread(_ a: Double, _ b: Double, _ f: Double) -> Double {
    let d = b - a
    return d.isFinite ? a + d * f : a * (1 - f) + b * f
  }

  /// A list from resolved stops: `locations` non-decreasing and finite, one hint (or nil) per
  /// segment. Prepares the segments.
  init(stops: [ColorStop], mode: ColorInterpolationMode, colors: [CSSColor], locations: [Double], hints: [Double?]) {
    self.stops = stops
    self.mode = mode
    self.colors = colors
    self.locations = locations
    self.transitionHints = hints
    var segments: [ColorInterpolationSegment] = []
    segments.reserveCapacity(max(colors.count - 1, 1))
    let pairs = colors.count == 1 ? [(colors[0], colors[0])] : Array(zip(colors, colors.dropFirst()))
    switch mode {
    case .coreAnimation:
      interpolationMethod = nil
      for (a, b) in pairs { segments.append(ColorInterpolationSegment(coreAnimation: a, b)) }
    case let .css(given):
      let method = given ?? Self.defaultMethod(for: colors)
      let legacy = given == nil && method == .srgb
      interpolationMethod = method
      for (a, b) in pairs { segments.append(ColorInterpolationSegment(css: a, b, method: method, legacy: legacy)) }
    }
    self.segments = segments
    var exponents: [Double] = []
    exponents.reserveCapacity(hints.count)
    for (i, hint) in hints.enumerated() {
      exponents.append(Self.hintExponent(hint, from: locations[i], to: locations[i + 1]))
    }
    hintExponents = exponents
  }

  /// CSS's default method for a gradient: sRGB when every colour is a legacy form without `none`,
  /// else Oklab (``CSSColorInterpolationMethod/default(for:_:)`` over the whole list).
  static func defaultMethod(for colors: [CSSColor]) -> CSSColorInterpolationMethod {
    colors.allSatisfy { $0.isLegacy && $0.missing.isEmpty } ? .srgb : .oklab
  }

  /// The exponent ln ½ / ln H of a hint at `hint` between locations `a` and `b`, H = (hint − a)/(b − a):
  /// 1 without a hint (or in a segment of length 0, which is never sampled), 0 for H ≤ 0, ∞ for H ≥ 1.
  static func hintExponent(_ hint: Double?, from a: Double, to b: Double) -> Double {
    guard let hint, b > a else { return 1 }
    let h = relativeHint(hint, from: a, to: b)
    if h <= 0 { return 0 }
    if h >= 1 { return .infinity }
    if h == 0.5 { return 1 }
    return Double.log(0.5) / Double.log(h)
  }

  /// (x − a)/(b − a), halving first when b − a would overflow.
  static func relativeHint(_ x: Double, from a: Double, to b: Double) -> Double {
    let d = b - a
    return d.isFinite ? (x - a) / d : (x / 2 - a / 2) / (b / 2 - a / 2)
  }
}

extension ColorStops: Hashable {
  /// Whether the two lists draw the same: equal ``colors``, ``locations``, ``transitionHints`` and
  /// ``mode`` (however they were written).
  public static func == (lhs: ColorStops, rhs: ColorStops) -> Bool {
    lhs.colors == rhs.colors && lhs.locations == rhs.locations && lhs.transitionHints == rhs.transitionHints
      && lhs.mode == rhs.mode
  }

  /// Hashes what `==` compares: ``colors``, ``locations``, ``transitionHints`` and ``mode``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(colors)
    hasher.combine(locations)
    hasher.combine(transitionHints)
    hasher.combine(mode)
  }
}
