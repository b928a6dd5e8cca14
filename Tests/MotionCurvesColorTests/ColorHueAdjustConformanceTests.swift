import Foundation
import MotionCurvesColor
import TestSupport
import Testing

/// color.js's hue pre-interpolation fix-up tests (`css-color.json` section `colorjs_hue_adjust`,
/// and the `increasing` case it leaves out in `colorjs-angles-supplement.json`; from
/// color.js@e9d9fa8 `test/angles.js`, which compares within 0.0005): `adjust(arc, [h1, h2])`
/// against ``CSSHueInterpolationMethod/adjusted(_:_:)`` (exactly) and, through the interpolation
/// that uses it, against the hue path of `interpolated(to:at:in:)` (to 1e-12).
///
/// color.js's `raw` arc is no CSS method: it leaves the hues alone, which is what Core Animation
/// mode does to a hue (``ColorInterpolationMode/coreAnimation`` lerps it as a plain number), so
/// that case is checked there. A null hue is `none`: color.js gives it the other hue before
/// adjusting, as CSS Color 4 §12.2 does (a missing component takes the other colour's value).
@Suite("Color hue adjust conformance")
struct ColorHueAdjustConformanceTests {
  struct Case {
    let arc: String
    let hues: (Double?, Double?)
    let expect: (Double, Double)
  }

  static let cases = load(fixtureObject(named: "css-color")["colorjs_hue_adjust"])
  static let supplement = load(fixtureObject(named: "colorjs-angles-supplement")["cases"])

  static func load(_ section: Any?) -> [Case] {
    (section as? [[String: Any]] ?? []).map { c in
    let args = c["args"] as? [Any] ?? []
    let hues = (args.count > 1 ? args[1] as? [Any] : nil) ?? []
    let expect = (c["expect"] as? [Any] ?? []).compactMap(jsonNumber)
    func hue(_ i: Int) -> Double? { i < hues.count ? jsonNumber(hues[i]) : nil }
    return Case(
      arc: args.first as? String ?? "", hues: (hue(0), hue(1)),
      expect: (expect.first ?? .nan, expect.count > 1 ? expect[1] : .nan))
    }
  }

  /// The hue pair an interpolation from `a` to `b` lerps between, recovered from two interior
  /// points (h(t) = h₁ + (h₂ − h₁)·t; the endpoints themselves return the hues as stored).
  static func lerpedPair(_ a: CSSColor, _ b: CSSColor, _ at: (Double) -> CSSColor) -> (Double, Double) {
    let quarter = at(0.25).hue ?? .nan, threeQuarters = at(0.75).hue ?? .nan
    let arc = 2 * (threeQuarters - quarter)
    return (quarter - arc / 4, quarter - arc / 4 + arc)
  }

  @Test("all 6 colorjs_hue_adjust cases and the left-out increasing one: the adjusted pair, and the hue path interpolation takes")
  func hueAdjust() {
    #expect(Self.cases.count == 6)
    #expect(Self.supplement.count == 1)
    var passed = 0
    for c in Self.cases + Self.supplement {
      let a = CSSColor(.oklch, 0.7, 0.1, c.hues.0), b = CSSColor(.oklch, 0.7, 0.1, c.hues.1)
      let pair: (Double, Double)
      if c.arc == "raw" {
        pair = Self.lerpedPair(a, b) { a.interpolated(to: b, at: $0, mode: .coreAnimation) }
      } else if let method = CSSHueInterpolationMethod(rawValue: c.arc) {
        let m = CSSColorInterpolationMethod(space: .oklch, hueMethod: method)
        pair = Self.lerpedPair(a, b) { a.interpolated(to: b, at: $0, in: m) }
        // The fix-up itself, on the hues as CSS interpolation sees them (none filled in first).
        let first = c.hues.0 ?? c.hues.1 ?? .nan, second = c.hues.1 ?? c.hues.0 ?? .nan
        let adjusted = method.adjusted(first, second)
        #expect(adjusted == c.expect, "\(c.arc) \(c.hues): adjusted \(adjusted)")
      } else {
        Issue.record("unknown arc \(c.arc)")
        continue
      }
      let ok = abs(pair.0 - c.expect.0) <= 1e-12 && abs(pair.1 - c.expect.1) <= 1e-12
      #expect(ok, "\(c.arc) \(c.hues): interpolation lerps \(pair), expected \(c.expect)")
      if ok { passed += 1 }
    }
    print("colorjs_hue_adjust: \(passed)/\(Self.cases.count + Self.supplement.count)")
  }
}
