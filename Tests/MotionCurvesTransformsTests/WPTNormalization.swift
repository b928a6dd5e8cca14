import Foundation

/// The comparison rules of web-platform-tests' css/support/interpolation-testcommon.js and
/// transform-interpolation-001.html, for numbers rather than strings.
enum WPTNormalization {
  /// JavaScript's `Number.prototype.toFixed(2)` with normalizeValue's clean-up (trailing zeros,
  /// a bare '.', and "-0" removed): the integer n closest to 100·|x| (exactly, from an FMA
  /// residual), the larger one on a tie, as ECMA-262 specifies — so 0.625 gives "0.63" as in a
  /// browser (Python's '%.2f' gives "0.62").
  static func toFixed2(_ x: Double) -> String {
    let magnitude = x.magnitude
    let r = magnitude * 100
    let exact = fmaResidual(magnitude)
    var n = r.rounded(.down)
    let fraction = (r - n) + exact
    if fraction >= 0.5 { n += 1 } else if fraction < -0.5 { n -= 1 }
    let whole = Int(n) / 100
    let cents = Int(n) % 100
    var text = "\(whole)"
    if cents != 0 {
      text += cents % 10 == 0 ? ".\(cents / 10)" : (cents < 10 ? ".0\(cents)" : ".\(cents)")
    }
    if x < 0 && text != "0" { text = "-" + text }
    return text
  }

  /// 100·x − fl(100·x), exactly.
  private static func fmaResidual(_ x: Double) -> Double {
    let r = x * 100
    return (-r).addingProduct(x, 100)
  }

  /// A number as browsers serialize computed values: 6 significant digits (Chromium's and
  /// WebKit's precision), which is what normalizeValue then reads. The expectations are written
  /// to match it: `124.975deg` is the browser's text for 124.97530…°, and toFixed(2) of the
  /// exact value would give 124.98 where the browser's text gives 124.97.
  static func serialized(_ x: Double) -> Double {
    Double(String(format: "%.6g", x)) ?? x
  }

  /// Every number of a computed value, serialized and rounded as the harness sees it.
  static func normalized(_ values: [Double]) -> [String] { values.map { toFixed2(serialized($0)) } }
}
