import MotionCurvesCore

extension TimingFunction {
  /// The canonical CSS text: keywords stay keywords (`ease`, `linear`), `step-start` and
  /// `step-end` become `steps(1, start)` and `steps(1)`, `steps(n, end)` and `steps(n, jump-end)`
  /// become `steps(n)`, keyword case is normalized, and `linear()` lists every canonical point with
  /// its input. Numbers are in their shortest round-trip form, so `TimingFunction(css: cssText)`
  /// is equal to this value; this is the text browsers compute whenever a number has at most six
  /// decimals (see ``computedCSSText`` for their rounding).
  ///
  /// A ``named(_:)`` curve, which CSS has no name for, gives ``NamedTimingCurve/cssEasing()``'s
  /// text: its exact `cubic-bezier()` when it is one, otherwise a `linear()` within
  /// ``NamedTimingCurve/cssTolerance`` (0.001 of its output range) of the exact curve on [0, 1]
  /// (its name, which is not CSS, only if that approximation fails). Documents write the name
  /// instead (``encode(to:)``).
  public var cssText: String {
    switch self {
    case .linear: return "linear"
    case .ease: return "ease"
    case .easeIn: return "ease-in"
    case .easeOut: return "ease-out"
    case .easeInOut: return "ease-in-out"
    case let .cubicBezier(curve): return curve.cssText
    case let .steps(steps): return steps.cssText
    case let .piecewiseLinear(easing): return easing.cssText
    case let .named(curve): return (try? curve.cssEasing())?.cssText ?? curve.name
    }
  }

  /// The text `getComputedStyle` gives in Chromium and Firefox: ``cssText`` with every number
  /// rounded to at most six decimals (`linear(0 0%, 1.3 11.111111%, …)`). It reads back as a
  /// function within 5e-7 of this one, not always an equal one.
  public var computedCSSText: String {
    switch self {
    case let .cubicBezier(curve):
      return "cubic-bezier(" + [curve.x1, curve.y1, curve.x2, curve.y2].map(computedNumber)
        .joined(separator: ", ") + ")"
    case let .piecewiseLinear(easing):
      return "linear(" + zip(easing.outputs, easing.inputPercentages)
        .map { "\(computedNumber($0)) \(computedNumber($1))%" }.joined(separator: ", ") + ")"
    case let .named(curve):
      return (try? curve.cssEasing())?.computedCSSText ?? curve.name
    default:
      return cssText
    }
  }
}

extension TimingFunction: CustomStringConvertible {
  /// ``cssText``.
  public var description: String { cssText }
}

/// A number as browsers serialize computed values: rounded to six decimals, trailing zeros and
/// point dropped. Numbers beyond ±9e12 keep their shortest form.
func computedNumber(_ value: Double) -> String {
  guard abs(value) < 9e12 else { return cssNumber(value) }
  let micros = Int64((value * 1e6).rounded())
  if micros == 0 { return "0" }
  let sign = micros < 0 ? "-" : ""
  let magnitude = micros.magnitude
  let whole = magnitude / 1_000_000
  var fraction = String(magnitude % 1_000_000)
  fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
  while fraction.hasSuffix("0") { fraction.removeLast() }
  return sign + "\(whole)" + (fraction.isEmpty ? "" : "." + fraction)
}
