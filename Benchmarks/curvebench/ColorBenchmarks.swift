import CurveReference
import MotionCurves

/// `color.convert` (sRGB → OkLCh, and back), `color.mix` (Oklab, premultiplied) and
/// `gradient.sample` (3 stops, CSS Oklab and Core Animation), each beside `srgb-lerp` — a plain
/// component-wise lerp a + (b − a)·t of (r, g, b, alpha) on `SIMD4`, the cheapest colour animation
/// there is — with every error measured against `ColorReference` (CSS Color 4's chain in
/// double-double, independent of the library).
///
/// The baseline's error is measured against the row's own reference where it computes the same
/// kind of value (the mix and the gradients: how far a plain sRGB lerp lands from CSS's Oklab
/// result, in Oklab units; or from Core Animation's, where it is the same computation); in the
/// conversion rows it converts nothing, and its error is that of its own lerp against the exact
/// lerp (sRGB units).
struct ColorBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  static let convertName = "64 sRGB colours → oklch (error: L, C and hue as C·Δh, Oklab units)"
  static let roundTripName = "64 sRGB colours → oklch → srgb (error: r g b against the input)"
  static let mixName = "64 sRGB pairs, half translucent, t in [−0.1, 1.1], in oklab (error: L a b α)"
  static let gradientName = "3 stops, one translucent, x in [−0.1, 1.1], css oklab (error: L a b α)"
  static let coreAnimationName = "3 stops, one translucent, x in [−0.1, 1.1], core animation (error: r g b α)"

  func rows() -> [Row] {
    var rows: [Row] = []
    if wants("color.convert", Self.convertName) { rows += convertRows() }
    if wants("color.convert", Self.roundTripName) { rows += roundTripRows() }
    if wants("color.mix", Self.mixName) { rows += mixRows() }
    if wants("gradient.sample", Self.gradientName) { rows += gradientRows(coreAnimation: false) }
    if wants("gradient.sample", Self.coreAnimationName) { rows += gradientRows(coreAnimation: true) }
    return rows
  }

  // MARK: Inputs

  /// 64 seeded sRGB colours in [0, 1]³ as (r, g, b, alpha): alpha 1 for even indices, uniform in
  /// [0.25, 1) for odd ones.
  static func colours(seed: UInt64) -> [SIMD4<Double>] {
    var random = SeededRandom(seed: seed)
    return (0..<64).map { i in
      let rgb = SIMD3(random.unit(), random.unit(), random.unit())
      let alpha = i % 2 == 0 ? 1 : 0.25 + 0.75 * random.unit()
      return SIMD4(rgb, alpha)
    }
  }

  /// 64 seeded fractions in [−0.1, 1.1): overshooting easings, with the ends clamping.
  static func fractions(seed: UInt64) -> [Double] {
    var random = SeededRandom(seed: seed)
    return (0..<64).map { _ in -0.1 + 1.2 * random.unit() }
  }

  static func cssColor(_ v: SIMD4<Double>) -> CSSColor {
    CSSColor(space: .srgb, components: SIMD3(v.x, v.y, v.z), alpha: v.w)
  }

  /// The baseline: a + (b − a)·t, component-wise.
  @inline(__always)
  static func lerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
    a + (b - a) * t
  }

  /// Largest |got − expected| over the components.
  static func difference(_ got: SIMD4<Double>, _ expected: [Wide]) -> Double {
    var worst = 0.0
    for i in 0..<expected.count { worst = max(worst, abs((Wide(got[i]) - expected[i]).value)) }
    return worst
  }

  /// A library colour as (c0, c1, c2, alpha).
  static func vector(_ c: CSSColor) -> SIMD4<Double> { SIMD4(c.components, c.alpha) }

  /// The baseline's error where its result is compared in Oklab: its straight-alpha sRGB result
  /// taken to Oklab by the reference chain.
  static func oklabDifference(_ rgba: SIMD4<Double>, _ expected: [Wide]) -> Double {
    let lab = ColorReference.oklab(srgb: SIMD3(rgba.x, rgba.y, rgba.z))
    return difference(SIMD4(lab[0].value, lab[1].value, lab[2].value, rgba.w), expected)
  }

  /// The `srgb-lerp` row: pair i is colour i and colour i + 1 at fraction i.
  func lerpRow(_ benchmark: String, _ variant: String, _ rgba: [SIMD4<Double>], _ ts: [Double], maxError: Double) -> Row {
    let n = rgba.count
    return Row(
      benchmark: benchmark, variant: variant, implementation: "srgb-lerp",
      timing: harness.measure(operations: n) {
        var sum = 0.0
        let start = varyingStart(n)
        for k in 0..<n {
          let i = (k + start) % n
          sum += Self.lerp(rgba[i], rgba[(i + 1) % n], ts[i]).sum()
        }
        return sum
      }, unit: "call", maxError: maxError)
  }

  /// The baseline's own arithmetic against the exact lerp.
  static func lerpError(_ rgba: [SIMD4<Double>], _ ts: [Double]) -> Double {
    var worst = 0.0
    for i in rgba.indices {
      let (a, b) = (rgba[i], rgba[(i + 1) % rgba.count])
      let exact = (0..<4).map { Wide(a[$0]) + (Wide(b[$0]) - Wide(a[$0])) * Wide(ts[i]) }
      worst = max(worst, difference(lerp(a, b, ts[i]), exact))
    }
    return worst
  }

  // MARK: color.convert

  func convertRows() -> [Row] {
    let rgba = Self.colours(seed: 71)
    let ts = Self.fractions(seed: 72)
    let colours = rgba.map(Self.cssColor)
    var worst = 0.0
    for (v, colour) in zip(rgba, colours) {
      let got = colour.converted(to: .oklch)
      let expected = ColorReference.oklch(srgb: SIMD3(v.x, v.y, v.z))
      worst = max(worst, abs((Wide(got.components.x) - expected[0]).value))
      worst = max(worst, abs((Wide(got.components.y) - expected[1]).value))
      if let hue = got.hue {
        var degrees = (Wide(hue) - expected[2]).value
        if degrees > 180 { degrees -= 360 }
        if degrees < -180 { degrees += 360 }
        worst = max(worst, abs(degrees) * (Double.pi / 180) * expected[1].value)
      }
    }
    let n = colours.count
    return [
      Row(
        benchmark: "color.convert", variant: Self.convertName, implementation: "motioncurves",
        timing: harness.measure(operations: n) {
          var sum = 0.0
          let start = varyingStart(n)
          for k in 0..<n {
            let c = colours[(k + start) % n].converted(to: .oklch)
            sum += c.components.sum()
          }
          return sum
        }, unit: "call", maxError: worst),
      lerpRow("color.convert", Self.convertName, rgba, ts, maxError: Self.lerpError(rgba, ts)),
    ]
  }

  func roundTripRows() -> [Row] {
    let rgba = Self.colours(seed: 71)
    let ts = Self.fractions(seed: 72)
    let colours = rgba.map(Self.cssColor)
    var worst = 0.0
    for (v, colour) in zip(rgba, colours) {
      let back = colour.converted(to: .oklch).converted(to: .srgb).components
      worst = max(worst, abs(back.x - v.x), abs(back.y - v.y), abs(back.z - v.z))
    }
    let n = colours.count
    return [
      Row(
        benchmark: "color.convert", variant: Self.roundTripName, implementation: "motioncurves",
        timing: harness.measure(operations: n) {
          var sum = 0.0
          let start = varyingStart(n)
          for k in 0..<n {
            let c = colours[(k + start) % n].converted(to: .oklch).converted(to: .srgb)
            sum += c.components.sum()
          }
          return sum
        }, unit: "round trip", maxError: worst),
      lerpRow("color.convert", Self.roundTripName, rgba, ts, maxError: Self.lerpError(rgba, ts)),
    ]
  }

  // MARK: color.mix

  func mixRows() -> [Row] {
    let rgba = Self.colours(seed: 73)
    let ts = Self.fractions(seed: 74)
    let colours = rgba.map(Self.cssColor)
    let n = colours.count
    var worst = (ours: 0.0, lerp: 0.0)
    for i in 0..<n {
      let (a, b) = (rgba[i], rgba[(i + 1) % n])
      let expected = ColorReference.oklabMix(a, b, at: Wide(ts[i]))
      let got = colours[i].interpolated(to: colours[(i + 1) % n], at: ts[i], in: .oklab)
      worst.ours = max(worst.ours, Self.difference(Self.vector(got), expected))
      worst.lerp = max(worst.lerp, Self.oklabDifference(Self.lerp(a, b, ts[i]), expected))
    }
    return [
      Row(
        benchmark: "color.mix", variant: Self.mixName, implementation: "motioncurves",
        timing: harness.measure(operations: n) {
          var sum = 0.0
          let start = varyingStart(n)
          for k in 0..<n {
            let i = (k + start) % n
            let c = colours[i].interpolated(to: colours[(i + 1) % n], at: ts[i], in: .oklab)
            sum += c.components.sum() + c.alpha
          }
          return sum
        }, unit: "call", maxError: worst.ours),
      lerpRow("color.mix", Self.mixName, rgba, ts, maxError: worst.lerp),
    ]
  }

  // MARK: gradient.sample

  /// The stops' locations: 0, 0.4, 1.
  static let locations = [0.0, 0.4, 1.0]

  /// The reference colour at x: the first colour before 0.0, the last from 1.0 on, else the
  /// segment with lᵢ ≤ x < lᵢ₊₁ at P = (x − lᵢ)/(lᵢ₊₁ − lᵢ) exactly.
  static func referenceSample(_ stops: [SIMD4<Double>], at x: Double, coreAnimation: Bool) -> [Wide] {
    let l = locations
    let (i, p): (Int, Wide)
    if !(x >= l[0]) {
      (i, p) = (0, Wide(0))
    } else if x >= l[2] {
      (i, p) = (1, Wide(1))
    } else {
      i = x < l[1] ? 0 : 1
      p = (Wide(x) - Wide(l[i])) / (Wide(l[i + 1]) - Wide(l[i]))
    }
    return coreAnimation
      ? ColorReference.componentWise(stops[i], stops[i + 1], at: p)
      : ColorReference.oklabMix(stops[i], stops[i + 1], at: p)
  }

  func gradientRows(coreAnimation: Bool) -> [Row] {
    var random = SeededRandom(seed: 75)
    let s0 = SIMD4(random.unit(), random.unit(), random.unit(), 1.0)
    let s1 = SIMD4(random.unit(), random.unit(), random.unit(), 0.6)
    let s2 = SIMD4(random.unit(), random.unit(), random.unit(), 1.0)
    let rgba = [s0, s1, s2]
    let xs = Self.fractions(seed: 76)
    let colours = rgba.map(Self.cssColor)
    let stops: ColorStops
    do {
      stops = coreAnimation
        ? try ColorStops(coreAnimationColors: colours, locations: Self.locations)
        : try ColorStops(zip(colours, Self.locations).map { ColorStop($0, location: $1) }, mode: .css(.oklab))
    } catch {
      fatalError("the benchmark's stops are valid: \(error)")
    }
    let (l0, l1, l2) = (Self.locations[0], Self.locations[1], Self.locations[2])
    /// The baseline: the same segment choice, then a plain lerp.
    @inline(__always)
    func plain(_ x: Double) -> SIMD4<Double> {
      if !(x >= l0) { return s0 }
      if x >= l2 { return s2 }
      return x < l1 ? Self.lerp(s0, s1, (x - l0) / (l1 - l0)) : Self.lerp(s1, s2, (x - l1) / (l2 - l1))
    }
    var worst = (ours: 0.0, lerp: 0.0)
    for x in xs {
      let expected = Self.referenceSample(rgba, at: x, coreAnimation: coreAnimation)
      worst.ours = max(worst.ours, Self.difference(Self.vector(stops.value(at: x)), expected))
      worst.lerp = max(
        worst.lerp,
        coreAnimation ? Self.difference(plain(x), expected) : Self.oklabDifference(plain(x), expected))
    }
    let variant = coreAnimation ? Self.coreAnimationName : Self.gradientName
    let n = xs.count
    return [
      Row(
        benchmark: "gradient.sample", variant: variant, implementation: "motioncurves",
        timing: harness.measure(operations: n) {
          var sum = 0.0
          let start = varyingStart(n)
          for k in 0..<n {
            let c = stops.value(at: xs[(k + start) % n])
            sum += c.components.sum() + c.alpha
          }
          return sum
        }, unit: "call", maxError: worst.ours),
      Row(
        benchmark: "gradient.sample", variant: variant, implementation: "srgb-lerp",
        timing: harness.measure(operations: n) {
          var sum = 0.0
          let start = varyingStart(n)
          for k in 0..<n { sum += plain(xs[(k + start) % n]).sum() }
          return sum
        }, unit: "call", maxError: worst.lerp),
    ]
  }
}
