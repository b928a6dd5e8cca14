/// lottie-web's keyframe easing, number for number: Gaëtan Renaudeau's BezierEasing as lottie-web
/// 5.13.0 ships it (`BezierEaser.js`, lottie.md §2.4), so a `lottieWeb` evaluation shows what the
/// web player shows.
///
/// The curve is the CSS-style cubic through (0, 0), (x1, y1), (x2, y2), (1, 1). lottie-web samples
/// x(t) at t = 0, 0.1, …, 1 into a `Float32Array`, starts from the table's linear guess, and runs 4
/// Newton steps when the slope there is at least 0.001, else bisects to 1e-7 in at most 10 steps;
/// then evaluates y(t) in doubles. A curve with x1 = y1 and x2 = y2 is the identity; 0 and 1 map
/// to themselves. Handles are not clamped (lottie-web does not clamp them).
///
/// - Precision: reproduces lottie-web's arithmetic in IEEE doubles with the table rounded to
///   `Float`, as JavaScript does; against the exact curve it is typically within 1e-7 in y
///   (Newton from a float guess), worse where the slope is below 0.001 (bisection to 1e-7 in x).
/// - Complexity: O(1), allocation-free (the 11 samples are stored inline).
public struct LottieWebEasing: Sendable, Hashable {
  /// The control points (x1, y1, x2, y2): the keyframe's `o.x`, `o.y`, `i.x`, `i.y`.
  public let x1: Double, y1: Double, x2: Double, y2: Double
  /// x(k/10), k = 0 … 10, rounded to `Float` (lottie-web's `Float32Array`); lanes 11 … 15 unused.
  let samples: SIMD16<Float>

  /// The easing with control points (x1, y1) and (x2, y2).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    var samples = SIMD16<Float>()
    for k in 0..<11 { samples[k] = Float(Self.bezier(Double(k) * 0.1, x1, x2)) }
    self.samples = samples
  }

  /// The eased progress at `x`, as lottie-web's `get(x)` returns it.
  public func value(at x: Double) -> Double {
    if x1 == y1 && x2 == y2 { return x }
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    return Self.bezier(parameter(at: x), y1, y2)
  }

  /// `_getTForX`: the table's guess, then Newton or bisection.
  func parameter(at x: Double) -> Double {
    let table = samples
    var intervalStart = 0.0
    var k = 1
    while k != 10 && Double(table[k]) <= x {
      intervalStart += 0.1
      k += 1
    }
    k -= 1
    let low = Double(table[k]), high = Double(table[k + 1])
    let guess = intervalStart + (x - low) / (high - low) * 0.1
    let slope = Self.slope(guess, x1, x2)
    if slope >= 0.001 {
      var t = guess
      for _ in 0..<4 {
        let s = Self.slope(t, x1, x2)
        if s == 0 { return t }
        t -= (Self.bezier(t, x1, x2) - x) / s
      }
      return t
    }
    if slope == 0 { return guess }
    var (a, b) = (intervalStart, intervalStart + 0.1)
    var t = 0.0, iterations = 0
    repeat {
      t = a + (b - a) / 2
      let current = Self.bezier(t, x1, x2) - x
      if current > 0 { b = t } else { a = t }
      iterations += 1
      if !(abs(current) > 1e-7) { break }
    } while iterations < 10
    return t
  }

  /// ((A·t + B)·t + C)·t with A = 1 − 3a2 + 3a1, B = 3a2 − 6a1, C = 3a1 (lottie-web's order).
  @inline(__always)
  static func bezier(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
    (((1 - 3 * a2 + 3 * a1) * t + (3 * a2 - 6 * a1)) * t + 3 * a1) * t
  }

  /// 3A·t² + 2B·t + C.
  @inline(__always)
  static func slope(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
    3 * (1 - 3 * a2 + 3 * a1) * t * t + 2 * (3 * a2 - 6 * a1) * t + 3 * a1
  }
}
