import RealModule

/// The spline of Android's fling: `SplineOverScroller`'s constants and its two 101-entry tables,
/// built as Android builds them, and the exact curve the tables sample.
///
/// Source: AOSP `core/java/android/widget/OverScroller.java` (aosp-mirror/platform_frameworks_base,
/// commit 050275cd83f4a66dc3705714ccbe8db025626ce8), class `SplineOverScroller`; Compose's
/// `AndroidFlingSpline` (androidx) builds the same tables.
///
/// The curve is a pair of cubics in one parameter s ∈ [0, 1], with
/// B(s; a, b) = 3s(1−s)·((1−s)·a + s·b) + s³: time fraction τ = B(s; ``p1``, ``p2``), distance
/// fraction B(s; ``startTension``, 1). Android samples it at τ = i/100 (``positionTable``) and at
/// distance i/100 (``timeTable``) by bisection, then interpolates linearly.
public enum AndroidSpline {
  /// `DECELERATION_RATE` = ln 0.78 / ln 0.9 = 2.358201815…, in double (exact to 1 ulp).
  public static let decelerationRate = Double.log(0.78) / Double.log(0.9)
  /// `DECELERATION_RATE` as Android stores it: a Java `float` (2.3582018).
  public static let floatDecelerationRate = Float(Double.log(0.78) / Double.log(0.9))
  /// `INFLEXION` = 0.35: the tension lines cross at (0.35, 1).
  public static let inflexion = 0.35
  /// `START_TENSION` = 0.5.
  public static let startTension = 0.5
  /// `END_TENSION` = 1.0.
  public static let endTension = 1.0
  /// `P1` = START_TENSION · INFLEXION = 0.175.
  public static let p1 = 0.175
  /// `P2` = 1 − END_TENSION · (1 − INFLEXION) = 0.35.
  public static let p2 = 0.35
  /// `NB_SAMPLES` = 100: the tables have 101 entries, i/100 for i = 0 … 100.
  public static let sampleCount = 100

  /// `SPLINE_POSITION` built in double: entry i is the distance fraction at time fraction i/100,
  /// to within the bisection's 1e-5 (entry 0 is 2.29e-5, not 0; entry 100 is set to 1).
  public static let positionTable: [Double] = tables(Double.self).position
  /// `SPLINE_TIME` built in double: entry i is the time fraction at distance fraction i/100, to
  /// within the bisection's 1e-5 (entry 100 is set to 1).
  public static let timeTable: [Double] = tables(Double.self).time
  /// `SPLINE_POSITION` exactly as Android's static initializer builds it in Java `float`.
  public static let floatPositionTable: [Float] = tables(Float.self).position
  /// `SPLINE_TIME` exactly as Android's static initializer builds it in Java `float`.
  public static let floatTimeTable: [Float] = tables(Float.self).time

  /// Android's construction, operation for operation, in `T`: bisection until |B − α| < 1e-5 (the
  /// difference formed in `T`, compared in double as Java promotes it), with the lower bounds
  /// `x_min`, `y_min` not reset between entries.
  static func tables<T: BinaryFloatingPoint>(_: T.Type) -> (position: [T], time: [T]) {
    let inflexion = T(0.35), start = T(0.5), end = T(1)
    let p1 = start * inflexion, p2 = 1 - end * (1 - inflexion)
    var position = [T](repeating: 1, count: sampleCount + 1)
    var time = [T](repeating: 1, count: sampleCount + 1)
    var xMin: T = 0, yMin: T = 0
    for i in 0..<sampleCount {
      let alpha = T(i) / T(sampleCount)
      var xMax: T = 1
      var x: T = 0, coef: T = 0
      // Each bisection halves an interval inside [0, 1], so it ends within T's precision.
      for _ in 0..<200 {
        x = xMin + (xMax - xMin) / 2
        coef = 3 * x * (1 - x)
        let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
        if Double(abs(tx - alpha)) < 1e-5 { break }
        if tx > alpha { xMax = x } else { xMin = x }
      }
      position[i] = coef * ((1 - x) * start + x) + x * x * x
      var yMax: T = 1
      var y: T = 0
      for _ in 0..<200 {
        y = yMin + (yMax - yMin) / 2
        coef = 3 * y * (1 - y)
        let dy = coef * ((1 - y) * start + y) + y * y * y
        if Double(abs(dy - alpha)) < 1e-5 { break }
        if dy > alpha { yMax = y } else { yMin = y }
      }
      time[i] = coef * ((1 - y) * p1 + y * p2) + y * y * y
    }
    return (position, time)
  }

  /// B(s; a, b) = 3s(1−s)·((1−s)·a + s·b) + s³.
  static func cubic(_ s: Double, _ a: Double, _ b: Double) -> Double {
    3 * s * (1 - s) * ((1 - s) * a + s * b) + s * s * s
  }

  /// dB/ds for B = 3a·s(1−s)² + 3b·s²(1−s) + s³.
  static func cubicSlope(_ s: Double, _ a: Double, _ b: Double) -> Double {
    // B = 3a·s(1−s)² + 3b·s²(1−s) + s³, so B' = 3a(1−s)(1−3s) + 3b·s(2−3s) + 3s².
    3 * a * (1 - s) * (1 - 3 * s) + 3 * b * s * (2 - 3 * s) + 3 * s * s
  }

  /// The s in [0, 1] with B(s; a, b) = target, for the increasing cubics here: Newton's method
  /// kept inside a shrinking bracket, to a few ulps.
  static func parameter(where target: Double, _ a: Double, _ b: Double) -> Double {
    if !(target > 0) { return 0 }
    if target >= 1 { return 1 }
    var low = 0.0, high = 1.0, s = target
    for _ in 0..<100 {
      let f = cubic(s, a, b) - target
      if f == 0 { return s }
      if f < 0 { low = s } else { high = s }
      let slope = cubicSlope(s, a, b)
      var next = slope > 0 ? s - f / slope : (low + high) / 2
      if !(next > low && next < high) { next = (low + high) / 2 }
      if abs(next - s) <= 0x1p-53 * max(s, 0x1p-60) || high - low <= 0x1p-53 * high { return next }
      s = next
    }
    return s
  }

  /// The exact distance fraction at time fraction `tau` (clamped to [0, 1]): the curve the
  /// position table samples. Within a few ulps (4e-16) of the mathematical value.
  public static func distanceFraction(atTime tau: Double) -> Double {
    if tau.isNaN { return .nan }
    return cubic(parameter(where: tau, p1, p2), startTension, endTension)
  }

  /// The exact slope d(distance fraction)/d(time fraction) at `tau` (clamped to [0, 1]): 1/0.35 =
  /// 2.857142… at 0, falling to 0 at 1. Within 1e-15 relative of the mathematical value.
  public static func slope(atTime tau: Double) -> Double {
    if tau.isNaN { return .nan }
    let s = parameter(where: tau, p1, p2)
    return cubicSlope(s, startTension, endTension) / cubicSlope(s, p1, p2)
  }

  /// The exact time fraction at which the distance fraction reaches `x` (clamped to [0, 1]): the
  /// curve the time table samples. Within a few ulps of the mathematical value.
  public static func timeFraction(atDistance x: Double) -> Double {
    if x.isNaN { return .nan }
    return cubic(parameter(where: x, startTension, endTension), p1, p2)
  }

  /// Android's `update()` lookup in a table: index = ⌊100·τ⌋, linear interpolation between
  /// entries; past the table (index ≥ 100) the coefficients are (1, 0). Returns the distance
  /// coefficient and the velocity coefficient (the segment's slope). Its error against the
  /// exact curve is at most 1e-4 in distance (8.9e-5 on a 2001-point mpmath grid: the chords' sag
  /// and the 1e-5 bisection).
  public static func interpolate(_ table: [Double], at tau: Double) -> (distance: Double, slope: Double) {
    let index = Int(exactly: (Double(sampleCount) * tau).rounded(.towardZero)) ?? (tau > 0 ? sampleCount : 0)
    guard index < sampleCount else { return (1, 0) }
    let i = max(0, index)
    let low = Double(i) / Double(sampleCount), high = Double(i + 1) / Double(sampleCount)
    let slope = (table[i + 1] - table[i]) / (high - low)
    return (table[i] + (tau - low) * slope, slope)
  }

  /// ``interpolate(_:at:)`` in Java `float`, operation for operation as `update()` and
  /// `adjustDuration` do it.
  public static func interpolate(_ table: [Float], at tau: Float) -> (distance: Float, slope: Float) {
    let scaled = Float(sampleCount) * tau
    let index = scaled.isNaN ? 0 : (scaled >= Float(sampleCount) ? sampleCount : max(0, Int(scaled.rounded(.towardZero))))
    guard index < sampleCount else { return (1, 0) }
    let low = Float(index) / Float(sampleCount), high = Float(index + 1) / Float(sampleCount)
    let slope = (table[index + 1] - table[index]) / (high - low)
    return (table[index] + (tau - low) * slope, slope)
  }
}
