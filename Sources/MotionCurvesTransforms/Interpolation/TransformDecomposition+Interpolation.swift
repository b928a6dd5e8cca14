import MotionCurvesCore
import RealModule

extension TransformDecomposition {
  /// The decomposition a `fraction` of the way to `end`: perspective, translation, scale and skew
  /// linearly, the quaternion by spherical linear interpolation. Any fraction is allowed
  /// (extrapolation continues the great circle); 0 and 1 return `self` and `end` exactly.
  ///
  /// With `shortestPath`, `end`'s quaternion is negated when its dot product with `self`'s is
  /// negative, so the rotation takes the shorter way (Chromium, WebKit); without, the quaternions
  /// are used as decomposed (w ≥ 0), as the spec and Gecko do.
  ///
  /// The slerp weights are sin((1 − f)θ)/sin θ and sin(fθ)/sin θ with θ = 2·atan2(‖a − b‖, ‖a + b‖)
  /// (accurate at every angle, unlike acos of the dot product; outside [0, 1] the angles fθ are
  /// reduced exactly, so f = 1e308 is the rotation it names); when sin θ underflows the
  /// quaternions are equal or opposite and `self`'s rotation is kept, as the spec says. A
  /// component whose blend is beyond the range of doubles is ±∞ (`Double.interpolated(to:at:)`:
  /// never NaN, finite wherever the exact blend is).
  ///
  /// - Precision: each component within a few ulps of the exact blend of the components; the
  ///   quaternion within 1e-15 of unit length.
  public func interpolated(to end: TransformDecomposition, at fraction: Double, shortestPath: Bool = true)
    -> TransformDecomposition
  {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    func lerp<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar == Double {
      var v = a + (b - a) * fraction
      for i in v.indices where !v[i].isFinite { v[i] = a[i].interpolated(to: b[i], at: fraction) }
      return v
    }
    var result = TransformDecomposition(
      perspective: lerp(perspective, end.perspective), translation: lerp(translation, end.translation),
      scale: lerp(scale, end.scale), skew: lerp(skew, end.skew), quaternion: quaternion)
    result.quaternion = Self.slerp(quaternion, end.quaternion, fraction, shortestPath: shortestPath)
    return result
  }

  /// Spherical linear interpolation of unit quaternions (see above).
  static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double, shortestPath: Bool) -> SIMD4<Double> {
    var b = b
    if shortestPath && (a * b).sum() < 0 { b = -b }
    let difference = b - a
    let total = a + b
    let theta = 2 * Double.atan2(y: (difference * difference).sum().squareRoot(), x: (total * total).sum().squareRoot())
    let sine = Double.sin(theta)
    guard sine > 1e-300 else { return a }
    // Outside [0, 1] the angles (1 − t)θ and tθ are taken exactly (θ − tθ, reduced modulo 2π
    // from the exact product), so the weights stay right at any t (1e308 included).
    let inside = t >= 0 && t <= 1
    let wa = (inside ? Double.sin((1 - t) * theta) : DoubleDouble.sinCos(1, theta, plus: -t, theta, plus: 0).sin) / sine
    let wb = (inside ? Double.sin(t * theta) : DoubleDouble.sinCos(t, theta, plus: 0, 0, plus: 0).sin) / sine
    let q = wa * a + wb * b
    return q / (q * q).sum().squareRoot()
  }
}

extension TransformMatrix3D {
  /// The matrix a `fraction` of the way to `end` by decomposition, with the engine differences
  /// chosen by `options` (see ``TransformInterpolationOptions/AffineDecomposition``): each 2-D
  /// matrix by CSS Transforms 1 §"Interpolation of matrices" (Chromium), or a pair of 2-D matrices
  /// by the spec's residual pseudo-code (WebKit), the rest by CSS Transforms 2 §"Interpolation of
  /// 3D matrices". Fractions outside [0, 1] extrapolate.
  ///
  /// At 0 and 1 the result is that end as its decomposition recomposes it, without rounding:
  /// the end divided by its m44 (CSS Transforms 2 §"Decomposing a 3D matrix" normalizes the
  /// matrix first), so `perspective(1000px) translateZ(100px)` (m44 = 0.9) → `translateZ(50px)`
  /// at 0 is that matrix over 0.9, m44 = 1, as browsers compute it. An end with m44 = 1 is
  /// returned exactly.
  ///
  /// The options are always named: CSS's are ``TransformInterpolationOptions/standard``, while the
  /// matrix's ``Interpolatable`` conformance (``interpolated(to:at:)``) is Core Animation's.
  ///
  /// - Returns: nil when either matrix cannot be decomposed (singular under the options'
  ///   threshold, at every fraction 0 and 1 included), and when the blend at this fraction has
  ///   a number beyond the range of doubles (the translations of two matrices far apart,
  ///   extrapolated to t = 1e308, or an end whose entries over a tiny m44 are): CSS then
  ///   animates discretely (`self` before 0.5, `end` from 0.5 on); see
  ///   ``interpolatedOrDiscrete(to:at:options:)``.
  /// - Precision: the components blend within a few ulps; the recomposed matrix within
  ///   1e-13·‖M‖ of the exact composition of the blended components (see
  ///   ``TransformDecomposition``); at 0 and 1 each entry is the correctly rounded quotient by m44.
  public func interpolated(to end: TransformMatrix3D, at fraction: Double, options: TransformInterpolationOptions)
    -> TransformMatrix3D?
  {
    // A blend beyond the range of doubles has no matrix either (the throwing form names it).
    (try? checkedInterpolation(to: end, at: fraction, options: options)) ?? nil
  }

  /// ``interpolated(to:at:options:)`` with every number checked: a component of the blend (or an
  /// entry of its matrix) beyond the range of doubles is an error naming it; nil when a matrix
  /// cannot be decomposed.
  func checkedInterpolation(to end: TransformMatrix3D, at fraction: Double, options: TransformInterpolationOptions)
    throws(TransformError) -> TransformMatrix3D?
  {
    let at = " of the interpolated matrix at t = \(fraction)"
    let threshold = options.singularThreshold
    let affinePair = isAffine && end.isAffine
    if affinePair && options.affineDecomposition == .twoDimensionalResidual {
      guard let a = ResidualDecomposition2D(self, singularThreshold: threshold),
        let b = ResidualDecomposition2D(end, singularThreshold: threshold)
      else { return nil }
      if fraction == 0 { return self }
      if fraction == 1 { return end }
      return try ResidualDecomposition2D.checkedInterpolation(a, b, fraction, naming: at)
    }
    // With the 2-D option each 2-D matrix is decomposed in 2-D, whatever the other end is (as
    // Chromium's TransformationMatrix::Decompose); otherwise every matrix in 3-D.
    func decomposition(_ m: TransformMatrix3D) -> TransformDecomposition? {
      options.affineDecomposition == .twoDimensional && m.isAffine
        ? TransformDecomposition(decomposingAffine: m, singularThreshold: threshold)
        : try? TransformDecomposition(decomposing: m, singularThreshold: threshold)
    }
    guard let a = decomposition(self), let b = decomposition(end) else { return nil }
    if fraction == 0 { return try normalizedByM44(naming: at) }
    if fraction == 1 { return try end.normalizedByM44(naming: at) }
    func check(_ x: SIMD4<Double>, _ y: SIMD4<Double>, _ what: String, _ count: Int) throws(TransformError) {
      for i in 0..<count { _ = try checkedBlend(x[i], y[i], fraction, .nan, naming: what + "[\(i)]" + at) }
    }
    func widen(_ v: SIMD3<Double>) -> SIMD4<Double> { SIMD4(v, 0) }
    try check(a.perspective, b.perspective, "perspective", 4)
    try check(widen(a.translation), widen(b.translation), "translation", 3)
    try check(widen(a.scale), widen(b.scale), "scale", 3)
    try check(widen(a.skew), widen(b.skew), "skew", 3)
    return try a.interpolated(to: b, at: fraction, shortestPath: options.shortestPath).checkedMatrix(naming: at)
  }

  /// The matrix divided by its m44 (nonzero: the matrix was decomposed), each entry correctly
  /// rounded; `self` when m44 = 1. An entry whose quotient is beyond the range of doubles is
  /// ``TransformError/beyondRange(_:significand:exponent:)`` naming it (with `suffix`).
  func normalizedByM44(naming suffix: String) throws(TransformError) -> TransformMatrix3D {
    let w = m44
    if w == 1 { return self }
    var result = self
    for i in 0..<4 {
      let row = self[row: i]
      let quotient = row / w
      for j in 0..<4 where !quotient[j].isFinite {
        throw .beyondRange(TransformError.Parameter.entry(i, j).rawValue + suffix, WideDouble(row[j]) / WideDouble(w))
      }
      result[row: i] = quotient
    }
    return result
  }

  /// ``interpolated(to:at:options:)``, or CSS's discrete fallback when a matrix cannot be
  /// decomposed: `self` for fractions below 0.5, `end` from 0.5 on.
  public func interpolatedOrDiscrete(
    to end: TransformMatrix3D, at fraction: Double, options: TransformInterpolationOptions
  ) -> TransformMatrix3D {
    interpolated(to: end, at: fraction, options: options) ?? (fraction < 0.5 ? self : end)
  }
}

extension TransformMatrix3D: Interpolatable {
  /// The matrix a fraction `t` of the way to `end` as Core Animation interpolates a whole
  /// matrix — the ``Interpolatable`` conformance: by decomposition with
  /// ``TransformInterpolationOptions/coreAnimation``, discrete when a matrix is singular
  /// (``interpolatedOrDiscrete(to:at:options:)`` with those options). For CSS's interpolation pass
  /// the options: ``interpolated(to:at:options:)`` with ``TransformInterpolationOptions/standard``.
  /// A multi-turn rotation cannot be expressed this way (identity → a 2π rotation does not move):
  /// animate a scalar ``TransformComponent`` instead.
  public func interpolated(to end: TransformMatrix3D, at t: Double) -> TransformMatrix3D {
    interpolatedOrDiscrete(to: end, at: t, options: .coreAnimation)
  }

  /// The Frobenius distance between the matrices (√ of the summed squared entry differences),
  /// the measure Core Animation's paced keyframes would see in the matrix entries.
  public func euclideanDistance(to other: TransformMatrix3D) -> Double {
    let d = [row1 - other.row1, row2 - other.row2, row3 - other.row3, row4 - other.row4]
    var largest = 0.0
    for row in d { largest = max(largest, row.x.magnitude, row.y.magnitude, row.z.magnitude, row.w.magnitude) }
    guard largest > 0 && largest.isFinite else { return largest }
    var sum = 0.0
    for row in d {
      let s = row / largest
      sum += (s * s).sum()
    }
    return largest * sum.squareRoot()
  }
}
