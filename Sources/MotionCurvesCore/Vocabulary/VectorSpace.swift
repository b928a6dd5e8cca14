import RealModule

/// A value that can be interpolated and measured: what keyframes blend and pace.
///
/// Colors, transforms and paths adopt this where they cannot be added and scaled as vectors.
public protocol Interpolatable: Sendable {
  /// The value a fraction `t` of the way from `self` to `end`: `self` at 0, `end` at 1, and the
  /// straight line through them elsewhere (extrapolating outside [0, 1]).
  ///
  /// The fraction is the function's one variable, so it is labelled `at:`, as everywhere in the
  /// library (see <doc:Vocabulary>). An adopter that can interpolate in more than one way takes
  /// the choice as a further parameter (`CSSColor`'s `mode:`, `VectorPath`'s `arcs:`) and
  /// documents which way this requirement gives.
  ///
  /// - Precision: for the vector spaces of the library, exactly `self` at 0 and exactly `end` at 1,
  ///   and within 2 ulps of the exact blend of each component in between.
  func interpolated(to end: Self, at t: Double) -> Self

  /// The Euclidean distance between two values in the space where ``interpolated(to:at:)``
  /// is linear, ≥ 0 and 0 only between equal values: how far a value is from its target (so a
  /// motion can settle) and how long a keyframe segment is (so keyframes can be paced, as Core
  /// Animation's `kCAAnimationPaced` does).
  ///
  /// (Not `distance(to:)`: `Double` has that already, from `Strideable`, signed.)
  func euclideanDistance(to other: Self) -> Double
}

/// A real vector space: values a spring can animate component by component and keyframes can
/// blend — numbers and SIMD vectors of them.
///
/// `Double`, `Float` and `SIMD2`, `SIMD3`, `SIMD4` and `SIMD8` of either adopt it. One spring drives
/// every component of a vector the same way.
///
/// ```swift
/// var animator = SpringAnimator(spring: try DampedSpring(response: 0.5, dampingRatio: 0.8),
///                               from: SIMD2<Double>(0, 0), to: SIMD2(100, 40))
/// try animator.advance(by: 1.0 / 120)
/// ```
public protocol VectorSpace: Interpolatable, Equatable {
  /// The zero vector.
  static var zero: Self { get }
  /// The sum, component by component.
  static func + (lhs: Self, rhs: Self) -> Self
  /// The difference, component by component.
  static func - (lhs: Self, rhs: Self) -> Self
  /// Every component multiplied by `factor` (rounded to the component type once).
  func scaled(by factor: Double) -> Self
}

extension VectorSpace {
  /// `self` + (`end` − `self`)·`t`, written so that t = 0 gives `self` and t = 1 gives `end`
  /// exactly: from the nearer end.
  @inlinable
  public func interpolated(to end: Self, at t: Double) -> Self {
    t < 0.5
      ? self + (end - self).scaled(by: t)
      : end - (end - self).scaled(by: 1 - t)
  }
}

extension Double: VectorSpace {
  /// `self` + (`end` − `self`)·`t` from the nearer end, as every vector space interpolates; where
  /// `end` − `self` overflows (finite values of opposite signs beyond ±9e307), `self`·(1 − t) +
  /// `end`·t, which is finite wherever the exact value is and has its sign (−1e308 → 1e308 at ½
  /// is 0, at ¼ −5e307), never ±∞ or NaN from the difference.
  ///
  /// - Precision: within 1 ulp of the exact value plus an ulp of max(|self|, |end|)·|t| (the
  ///   products are rounded once each); exactly `self` at 0 and `end` at 1.
  @inlinable
  public func interpolated(to end: Double, at t: Double) -> Double {
    let delta = end - self
    guard delta.isFinite || !isFinite || !end.isFinite else { return self * (1 - t) + end * t }
    return t < 0.5 ? self + delta * t : end - delta * (1 - t)
  }

  /// `factor` × `self`.
  @inlinable
  public func scaled(by factor: Double) -> Double { factor * self }

  /// |`self` − `other`|, rounded once (`distance(to:)`, from `Strideable`, is the signed
  /// `other` − `self`).
  @inlinable
  public func euclideanDistance(to other: Double) -> Double { abs(self - other) }
}

extension Float: VectorSpace {
  /// As `Double`'s: from the nearer end, or `self`·(1 − t) + `end`·t where `end` − `self`
  /// overflows, finite wherever the exact value is.
  @inlinable
  public func interpolated(to end: Float, at t: Double) -> Float {
    let delta = end - self
    guard delta.isFinite || !isFinite || !end.isFinite else { return self * Float(1 - t) + end * Float(t) }
    return t < 0.5 ? self + delta * Float(t) : end - delta * Float(1 - t)
  }

  /// `Float(factor)` × `self`.
  @inlinable
  public func scaled(by factor: Double) -> Float { Float(factor) * self }

  /// |`self` − `other`|, computed in `Double` and rounded once.
  @inlinable
  public func euclideanDistance(to other: Float) -> Double { abs(Double(self) - Double(other)) }
}

extension SIMD2: Interpolatable, VectorSpace where Scalar: VectorSpaceScalar {
  /// Lane by lane as the scalar interpolates (see ``SIMD/laneInterpolated(to:at:)``).
  @inlinable
  public func interpolated(to end: Self, at t: Double) -> Self { laneInterpolated(to: end, at: t) }
}
extension SIMD3: Interpolatable, VectorSpace where Scalar: VectorSpaceScalar {
  /// Lane by lane as the scalar interpolates (see ``SIMD/laneInterpolated(to:at:)``).
  @inlinable
  public func interpolated(to end: Self, at t: Double) -> Self { laneInterpolated(to: end, at: t) }
}
extension SIMD4: Interpolatable, VectorSpace where Scalar: VectorSpaceScalar {
  /// Lane by lane as the scalar interpolates (see ``SIMD/laneInterpolated(to:at:)``).
  @inlinable
  public func interpolated(to end: Self, at t: Double) -> Self { laneInterpolated(to: end, at: t) }
}
extension SIMD8: Interpolatable, VectorSpace where Scalar: VectorSpaceScalar {
  /// Lane by lane as the scalar interpolates (see ``SIMD/laneInterpolated(to:at:)``).
  @inlinable
  public func interpolated(to end: Self, at t: Double) -> Self { laneInterpolated(to: end, at: t) }
}

/// The scalars of the SIMD vectors that adopt ``VectorSpace``: `Double` and `Float`.
public protocol VectorSpaceScalar: SIMDScalar, BinaryFloatingPoint, Codable, Sendable {}
extension Double: VectorSpaceScalar {}
extension Float: VectorSpaceScalar {}

extension SIMD where Scalar: VectorSpaceScalar {
  /// `self` + (`end` − `self`)·`t` from the nearer end, lane by lane; where a lane's difference
  /// overflows (finite ends of opposite signs near the largest value), that lane is
  /// `self`·(1 − t) + `end`·t, finite wherever the exact value is — as `Double` interpolates.
  ///
  /// - Precision: as ``Swift/Double/interpolated(to:at:)`` in each lane.
  @inlinable
  public func laneInterpolated(to end: Self, at t: Double) -> Self {
    let delta = end - self
    // Finite lanes times 0 are 0; ±∞ and NaN are NaN.
    if delta * .zero == .zero { return t < 0.5 ? self + delta * Scalar(t) : end - delta * Scalar(1 - t) }
    var result = self
    for i in indices {
      let (a, b) = (self[i], end[i]), d = b - a
      result[i] =
        d.isFinite || !a.isFinite || !b.isFinite
        ? (t < 0.5 ? a + d * Scalar(t) : b - d * Scalar(1 - t)) : a * Scalar(1 - t) + b * Scalar(t)
    }
    return result
  }

  /// Every component multiplied by `factor`, rounded to the scalar type first.
  @inlinable
  public func scaled(by factor: Double) -> Self { Scalar(factor) * self }

  /// The Euclidean distance √(Σ (aᵢ − bᵢ)²), computed in `Double` and scaled by the largest
  /// difference so that it neither overflows nor underflows: within 4 ulps of the exact distance.
  @inlinable
  public func euclideanDistance(to other: Self) -> Double {
    var largest = 0.0
    for i in indices {
      let difference = abs(Double(self[i]) - Double(other[i]))
      guard !difference.isNaN else { return .nan }
      largest = Swift.max(largest, difference)
    }
    guard largest > 0 && largest.isFinite else { return largest }
    var sum = 0.0
    for i in indices {
      let d = (Double(self[i]) - Double(other[i])) / largest
      sum += d * d
    }
    return largest * sum.squareRoot()
  }
}
