import RealModule

/// Compose's `SpringEstimation.kt` (androidx/androidx,
/// `compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/SpringEstimation.kt`,
/// commit 1d7dc4d109e12aa0d24aba1e4a024b996849f4ef), transcribed: the time, in whole milliseconds,
/// at which a unit-mass spring's displacement is last `delta` from rest.
///
/// It is an estimate, not the exact last crossing: under-damped springs use the envelope
/// √(c₁² + c₂²)·e^(rt) (the bound, not the motion), critical and over-damped ones Newton's method
/// stopped once a step moves less than 1 ms — so the critical and over-damped answers are within
/// about 1 ms of the crossing Newton converges to, and the under-damped answer is the envelope's
/// crossing, truncated to whole ms.
enum ComposeSpringEstimation {
  /// `MAX_LONG_MILLIS`: `Long.MAX_VALUE / 1_000_000`, the answer for an undamped spring.
  static let maximumMillis = Int64.max / 1_000_000

  /// Kotlin's `max` for doubles: NaN when either is NaN.
  static func kotlinMax(_ a: Double, _ b: Double) -> Double {
    a.isNaN || b.isNaN ? .nan : Swift.max(a, b)
  }

  /// Kotlin's `Double.toLong()`: NaN → 0, saturating at the ends, else truncated toward zero.
  static func kotlinLong(_ x: Double) -> Int64 {
    if x.isNaN { return 0 }
    if x >= 9.223372036854775807e18 { return .max }
    if x <= -9.223372036854775808e18 { return .min }
    return Int64(x)
  }

  /// The `Float` overload: 0 damping gives ``maximumMillis``, anything else the `Double` one.
  static func millis(
    stiffness: Float, dampingRatio: Float, initialVelocity: Float, initialDisplacement: Float, delta: Float
  ) -> Int64 {
    if dampingRatio == 0 { return maximumMillis }
    return millis(
      stiffness: Double(stiffness), dampingRatio: Double(dampingRatio), initialVelocity: Double(initialVelocity),
      initialDisplacement: Double(initialDisplacement), delta: Double(delta))
  }

  /// The `Double` overload with mass 1: the roots of x² + cx + k, c = 2ζ√k.
  static func millis(
    stiffness: Double, dampingRatio: Double, initialVelocity: Double, initialDisplacement: Double, delta: Double
  ) -> Int64 {
    let c = 2.0 * dampingRatio * stiffness.squareRoot()
    let partial = c * c - 4.0 * stiffness
    // `complexSqrt`: a real root of a non-negative number, an imaginary one of a negative.
    let (re, im) = partial < 0 ? (0.0, (-partial).squareRoot()) : (partial.squareRoot(), 0.0)
    let first = (real: (-c + re) * 0.5, imaginary: im * 0.5)
    let second = (real: (-c - re) * 0.5, imaginary: -im * 0.5)
    if initialDisplacement == 0 && initialVelocity == 0 { return 0 }
    let v0 = initialDisplacement < 0 ? -initialVelocity : initialVelocity
    let p0 = abs(initialDisplacement)
    let seconds: Double
    if dampingRatio > 1 {
      seconds = overDamped(r1: first.real, r2: second.real, p0: p0, v0: v0, delta: delta)
    } else if dampingRatio < 1 {
      seconds = underDamped(r: first.real, imaginary: first.imaginary, p0: p0, v0: v0, delta: delta)
    } else {
      seconds = criticallyDamped(r: first.real, p0: p0, v0: v0, delta: delta)
    }
    return kotlinLong(seconds * 1000.0)
  }

  /// `estimateUnderDamped`: ln(delta/√(c₁² + c₂²))/r, c₁ = p₀, c₂ = (v₀ − r·c₁)/ω_d.
  static func underDamped(r: Double, imaginary: Double, p0: Double, v0: Double, delta: Double) -> Double {
    let c1 = p0
    let c2 = (v0 - r * c1) / imaginary
    let amplitude = (c1 * c1 + c2 * c2).squareRoot()
    return Double.log(delta / amplitude) / r
  }

  /// `estimateCriticallyDamped`: Newton on (c₁ + c₂t)e^(rt) ± delta from Compose's guess.
  static func criticallyDamped(r: Double, p0: Double, v0: Double, delta: Double) -> Double {
    let c1 = p0
    let c2 = v0 - r * c1
    let t1 = Double.log(abs(delta / c1)) / r
    let guess = Double.log(abs(delta / c2))
    var w = guess
    for _ in 0...5 { w = guess - Double.log(abs(w / r)) }
    let t2 = w / r
    var t = !t1.isFinite ? t2 : !t2.isFinite ? t1 : kotlinMax(t1, t2)
    let tInflection = -(r * c1 + c2) / (r * c2)
    let xInflection = c1 * Double.exp(r * tInflection) + c2 * tInflection * Double.exp(r * tInflection)
    let signedDelta: Double
    if tInflection.isNaN || tInflection <= 0 {
      signedDelta = -delta
    } else if tInflection > 0 && -xInflection < delta {
      if c2 < 0 && c1 > 0 { t = 0 }
      signedDelta = -delta
    } else {
      t = -(2.0 / r) - (c1 / c2)
      signedDelta = delta
    }
    var step = Double.greatestFiniteMagnitude
    var iterations = 0
    while step > 0.001 && iterations < 100 {
      iterations += 1
      let last = t
      let f = (c1 + c2 * t) * Double.exp(r * t) + signedDelta
      let slope = (c2 * (r * t + 1) + c1 * r) * Double.exp(r * t)
      t = t - f / slope
      step = abs(last - t)
    }
    return t
  }

  /// `estimateOverDamped`: Newton on c₁e^(r₁t) + c₂e^(r₂t) ± delta from Compose's guess.
  static func overDamped(r1: Double, r2: Double, p0: Double, v0: Double, delta: Double) -> Double {
    let c2 = (r1 * p0 - v0) / (r1 - r2)
    let c1 = p0 - c2
    let t1 = Double.log(abs(delta / c1)) / r1
    let t2 = Double.log(abs(delta / c2)) / r2
    var t = !t1.isFinite ? t2 : !t2.isFinite ? t1 : kotlinMax(t1, t2)
    let tInflection = Double.log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
    let signedDelta: Double
    if tInflection.isNaN || tInflection <= 0 {
      signedDelta = -delta
    } else if tInflection > 0 && -(c1 * Double.exp(r1 * tInflection) + c2 * Double.exp(r2 * tInflection)) < delta {
      if c2 > 0 && c1 < 0 { t = 0 }
      signedDelta = -delta
    } else {
      t = Double.log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2)
      signedDelta = delta
    }
    if abs(c1 * r1 * Double.exp(r1 * t) + c2 * r2 * Double.exp(r2 * t)) < 0.0001 { return t }
    var step = Double.greatestFiniteMagnitude
    var iterations = 0
    while step > 0.001 && iterations < 100 {
      iterations += 1
      let last = t
      let f = c1 * Double.exp(r1 * t) + c2 * Double.exp(r2 * t) + signedDelta
      let slope = c1 * r1 * Double.exp(r1 * t) + c2 * r2 * Double.exp(r2 * t)
      t = t - f / slope
      step = abs(last - t)
    }
    return t
  }
}
