import MotionCurvesCore
import MotionCurvesTiming

extension PlatformCurve: TimingCurve {
  /// The canonical text ``PlatformModel/init(parsing:)`` reads as this curve:
  /// `swiftui.circularEaseIn`, `compose.EaseOutBounce`, `material3.emphasized`. A SwiftUI bézier
  /// other than the named three has no such text and gives `swiftui.bezier(x1, y1, x2, y2)`, which
  /// the grammar does not read.
  public var name: String {
    switch self {
    case let .swiftUI(curve): "swiftui." + curve.canonicalName
    case let .compose(easing): "compose." + easing.name
    case let .material3(token): "material3." + token.name
    }
  }

  /// The cubic bézier the curve is on [0, 1] (SwiftUI's `easeIn`, Compose's
  /// `FastOutSlowInEasing`, Material 3's `standard` …); nil for the linear, circular, elastic and
  /// bounce curves and Material 3's `emphasized` path.
  public var bezier: CubicBezier? {
    switch self {
    case let .swiftUI(curve): curve.exactCurve
    case let .compose(easing): easing.cubicBezierEasing?.bezier
    case let .material3(token): token.bezier
    }
  }

  /// The smallest and largest output over [0, 1].
  ///
  /// - Precision: a cubic bézier's as ``CubicBezier/outputRange``; the others from a 1/4096 grid
  ///   (which holds the ends, where every monotone curve has its extremes, exactly), each extreme
  ///   refined by golden-section search over the grid cells beside it to within 1e-9 of the
  ///   curve's extreme (the elastic curves oscillate with periods of 0.225 or more, so the grid
  ///   brackets every peak).
  public var outputRange: ClosedRange<Double> {
    if let bezier { return bezier.outputRange }
    let grid = 4096
    let samples = (0...grid).map { value(at: Double($0) / Double(grid)) }
    func refine(_ index: Int, _ sign: Double) -> Double {
      var (lo, hi) = (Double(max(index - 1, 0)) / Double(grid), Double(min(index + 1, grid)) / Double(grid))
      var best = sign * samples[index]
      for _ in 0..<60 where hi - lo > 1e-15 {
        let m1 = hi - 0.618033988749895 * (hi - lo)
        let m2 = lo + 0.618033988749895 * (hi - lo)
        let (v1, v2) = (sign * value(at: m1), sign * value(at: m2))
        best = max(best, v1, v2)
        if v1 > v2 { hi = m2 } else { lo = m1 }
      }
      return sign * best
    }
    var (low, high) = (0, 0)
    for i in samples.indices {
      if samples[i] < samples[low] { low = i }
      if samples[i] > samples[high] { high = i }
    }
    return min(0, refine(low, -1))...max(1, refine(high, 1))
  }

  /// The curve as a ``TimingFunction``: ``TimingFunction/named(_:)`` with this curve, its
  /// ``name`` and its ``bezier``, so that it evaluates exactly, a document writes it back by name,
  /// and CSS gets its exact `cubic-bezier()` when it has one.
  public var timingFunction: TimingFunction {
    .named(NamedTimingCurve(name: name, curve: self, bezier: bezier))
  }
}

extension SwiftUIUnitCurve {
  /// The member name: `linear`, `easeIn`, …, `circularEaseInOut`, or `bezier(x1, y1, x2, y2)`.
  var canonicalName: String {
    switch kind {
    case .linear: return "linear"
    case .circularEaseIn: return "circularEaseIn"
    case .circularEaseOut: return "circularEaseOut"
    case .circularEaseInOut: return "circularEaseInOut"
    case .inverseCircularEaseInOut: return "inverseCircularEaseInOut"
    case let .bezier(x1, y1, x2, y2):
      if self == .easeIn { return "easeIn" }
      if self == .easeOut { return "easeOut" }
      if self == .easeInOut { return "easeInOut" }
      return "bezier(\(x1), \(y1), \(x2), \(y2))"
    }
  }
}
