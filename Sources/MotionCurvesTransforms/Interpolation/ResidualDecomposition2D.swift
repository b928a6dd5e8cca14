import MotionCurvesCore
import RealModule

/// css-transforms-1 "Decomposing a 2D matrix" and its interpolation, as WebKit's `blend2`
/// implements them (with WebKit's `translateRight` in the recomposition, which keeps the
/// translation exact; the spec's pseudo-code folds the residual matrix into it): translation,
/// scales (one axis flipped when the determinant is negative), an angle in degrees, and the
/// residual 2 × 2 after removing scale and rotation. Used for pairs of 2-D matrices under
/// ``TransformInterpolationOptions/AffineDecomposition/twoDimensionalResidual``.
struct ResidualDecomposition2D {
  var translation: SIMD2<Double>
  var scale: SIMD2<Double>
  var angle: Double
  var residual: SIMD4<Double>  // m11, m12, m21, m22

  init?(_ m: TransformMatrix3D, singularThreshold: Double) {
    var (r0x, r0y, r1x, r1y) = (m.m11, m.m12, m.m21, m.m22)
    let (scaled, exponent) = TransformDecomposition.scaledDeterminant((SIMD3(r0x, r0y, 0), SIMD3(r1x, r1y, 0), SIMD3(0, 0, 1)))
    let determinant = Double(sign: .plus, exponent: exponent, significand: 1) * scaled
    guard scaled != 0, scaled.isFinite, determinant.magnitude >= singularThreshold else { return nil }
    translation = SIMD2(m.m41, m.m42)
    scale = SIMD2(TransformDecomposition.length(SIMD3(r0x, r0y, 0)), TransformDecomposition.length(SIMD3(r1x, r1y, 0)))
    // One axis was flipped: flip the one with the smaller diagonal entry.
    if scaled < 0 {
      if r0x < r1y { scale.x = -scale.x } else { scale.y = -scale.y }
    }
    (r0x, r0y) = (r0x / scale.x, r0y / scale.x)
    (r1x, r1y) = (r1x / scale.y, r1y / scale.y)
    let radians = Double.atan2(y: r0y, x: r0x)
    if radians != 0 {
      let (sn, cs) = (-r0y, r0x)
      (r0x, r0y, r1x, r1y) = (cs * r0x + sn * r1x, cs * r0y + sn * r1y, -sn * r0x + cs * r1x, -sn * r0y + cs * r1y)
    }
    angle = radians * (180 / Double.pi)
    residual = SIMD4(r0x, r0y, r1x, r1y)
  }

  /// WebKit `blend2`: un-flip opposite axis flips, never the long way round, then lerp all.
  static func interpolate(_ from: ResidualDecomposition2D, _ to: ResidualDecomposition2D, _ t: Double) -> TransformMatrix3D {
    let (a, b) = aligned(from, to)
    var r = a
    r.translation = a.translation + (b.translation - a.translation) * t
    r.scale = a.scale + (b.scale - a.scale) * t
    r.angle = a.angle + (b.angle - a.angle) * t
    r.residual = a.residual + (b.residual - a.residual) * t
    return r.matrix
  }

  /// The two ends as WebKit `blend2` adjusts them before blending: opposite axis flips undone on
  /// `from`, angles of 0 read as 360, and the angles brought within half a turn of each other.
  static func aligned(
    _ from: ResidualDecomposition2D, _ to: ResidualDecomposition2D
  ) -> (ResidualDecomposition2D, ResidualDecomposition2D) {
    var (a, b) = (from, to)
    if (a.scale.x < 0 && b.scale.y < 0) || (a.scale.y < 0 && b.scale.x < 0) {
      a.scale = -a.scale
      a.angle += a.angle < 0 ? 180 : -180
    }
    if a.angle == 0 { a.angle = 360 }
    if b.angle == 0 { b.angle = 360 }
    if (a.angle - b.angle).magnitude > 180 {
      if a.angle > b.angle { a.angle -= 360 } else { b.angle -= 360 }
    }
    return (a, b)
  }

  /// S · R(angle) · residual, translation as is (row-vector order).
  var matrix: TransformMatrix3D {
    let (s, c) = Double.sineAndCosine(degrees: angle)
    // R(angle) · residual with R's rows (c, s) and (−s, c): the inverse of the decomposition's
    // R(−angle), as WebKit's `rotate` pre-applies it.
    let x0 = c * SIMD2(residual[0], residual[1]) + s * SIMD2(residual[2], residual[3])
    let x1 = -s * SIMD2(residual[0], residual[1]) + c * SIMD2(residual[2], residual[3])
    return TransformMatrix3D(
      rows: SIMD4(scale.x * x0.x, scale.x * x0.y, 0, 0), SIMD4(scale.y * x1.x, scale.y * x1.y, 0, 0),
      SIMD4(0, 0, 1, 0), SIMD4(translation.x, translation.y, 0, 1))
  }
}
