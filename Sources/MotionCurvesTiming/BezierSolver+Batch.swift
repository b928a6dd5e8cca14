import MotionCurvesCore

// Two inputs at a time for the batch forms of `CubicBezier.value(at:)`.
//
// The fast path of `BezierSolver.value(inside:)` evaluates the x and y expansions of one input in
// the two lanes of a `SIMD2`. Here each lane holds one *input* instead (with its own cell, and for
// the many-curves form its own table and cubic coefficients), and every lane performs exactly the
// operations the scalar path performs on that input, in the same order: the same guess, the same
// Halley step, the same y correction, the same test against the cell's `accept`. IEEE arithmetic
// is deterministic and Swift does not contract a·b + c into a fused multiply-add, so each lane's
// result is bit for bit the scalar result. A lane whose step is not final is recomputed by the
// scalar path, which then takes its guarded Newton iteration, so that case is bit for bit too.

extension BezierSolver {
  /// The fast path for two inputs strictly inside (0, 1): each lane's value, and whether that
  /// lane's Halley step was final (when it is not, the value is meaningless and the caller runs
  /// the scalar path for that input).
  ///
  /// `a` and `b` are the tables of the curves of lanes 0 and 1 (the same table for one curve),
  /// `q3a` and `q3b` their cubic coefficients.
  @inlinable @inline(__always)
  static func pair(
    _ x: SIMD2<Double>, _ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>,
    _ q3a: SIMD2<Double>, _ q3b: SIMD2<Double>
  ) -> (values: SIMD2<Double>, final: SIMDMask<SIMD2<Int64>>) {
    // `locate`, lane by lane.
    let w = x * cellsPerUnit
    let shifted = w + 0x1p52
    let f = w - (shifted - 0x1p52)
    let ca = a + min(Int(truncatingIfNeeded: shifted.x.bitPattern & 0x3F), cellCount - 1)
    let cb = b + min(Int(truncatingIfNeeded: shifted.y.bitPattern & 0x3F), cellCount - 1)
    let p = ca.pointee
    let q = cb.pointee
    // `guess`.
    let f2 = f * f
    let pair0 = SIMD2(p.g02.x, q.g02.x) + SIMD2(p.g13.x, q.g13.x) * f
    let pair1 = SIMD2(p.g02.y, q.g02.y) + SIMD2(p.g13.y, q.g13.y) * f
    let high = SIMD2(p.g45.x, q.g45.x) + SIMD2(p.g45.y, q.g45.y) * f
    let u = pair0 + f2 * (pair1 + f2 * high)
    // `expansion`, x in one set of vectors and y in another.
    let u2 = u * u
    let c1 = SIMD2(p.q1.x, q.q1.x)
    let c2 = SIMD2(p.q2.x, q.q2.x)
    let c3 = SIMD2(q3a.x, q3b.x)
    let d1 = SIMD2(p.q1.y, q.q1.y)
    let d2 = SIMD2(p.q2.y, q.q2.y)
    let d3 = SIMD2(q3a.y, q3b.y)
    let xValue = c1 * u + u2 * (c2 + c3 * u)
    let xSlope = (c1 + 2 * c2 * u) + 3 * c3 * u2
    let xHalfCurvature = c2 + 3 * c3 * u
    let yValue = d1 * u + u2 * (d2 + d3 * u)
    let ySlope = (d1 + 2 * d2 * u) + 3 * d3 * u2
    let yHalfCurvature = d2 + 3 * d3 * u
    // `halley`.
    let r = ((SIMD2(p.c0, q.c0) - x) + SIMD2(p.c0lo, q.c0lo)) + xValue
    let step = r * xSlope / (xSlope * xSlope - r * xHalfCurvature)
    let y0 = SIMD2(p.d0, q.d0) + yValue
    let values = (y0 - step * ySlope) + (step * step) * yHalfCurvature
    let magnitude = SIMD2(abs(step.x), abs(step.y))
    return (values, magnitude .<= SIMD2(p.accept, q.accept))
  }
}
