import MotionCurvesCore
import RealModule

// Exact bounding boxes: Bézier extrema at the roots of the derivative, arcs at the angles where
// a coordinate is extreme, when those fall within the sweep.

extension PathSegment {
  /// The smallest axis-aligned box containing the segment: its end points and the points where
  /// a coordinate's derivative vanishes inside the segment (Béziers: the roots of the derivative,
  /// by the numerically stable quadratic formula; arcs: the angles where x or y is extreme, taken
  /// when they lie within the sweep).
  ///
  /// - Precision: each side within a few ulps of the coordinates (the extreme point is evaluated
  ///   at a parameter accurate to a few ulps, where the coordinate is stationary).
  /// - Complexity: O(1).
  public var boundingBox: (min: SIMD2<Double>, max: SIMD2<Double>) {
    var low = pointwiseMin(start, end), high = pointwiseMax(start, end)
    func include(_ p: SIMD2<Double>) {
      low = pointwiseMin(low, p)
      high = pointwiseMax(high, p)
    }
    switch self {
    case .line:
      break
    case let .quadratic(a, b, c):
      for axis in 0..<2 {
        let denominator = a[axis] - 2 * b[axis] + c[axis]
        guard denominator != 0 else { continue }
        let t = (a[axis] - b[axis]) / denominator
        if t > 0 && t < 1 { include(point(at: t)) }
      }
    case let .cubic(a, b, c, d):
      for axis in 0..<2 {
        // B'(t)/3 = qa·t² + qb·t + qc.
        let qa = -a[axis] + 3 * b[axis] - 3 * c[axis] + d[axis]
        let qb = 2 * (a[axis] - 2 * b[axis] + c[axis])
        let qc = b[axis] - a[axis]
        for t in QuadraticRoots(qa, qb, qc) where t > 0 && t < 1 { include(point(at: t)) }
      }
    case let .arc(arc):
      let (cr, sr) = (Double.cos(arc.rotation), Double.sin(arc.rotation))
      // dx/dθ = 0 and dy/dθ = 0, each at one angle plus whole half turns.
      let bases = [
        Double.atan2(y: -arc.radii.y * sr, x: arc.radii.x * cr),
        Double.atan2(y: arc.radii.y * cr, x: arc.radii.x * sr),
      ]
      let lo = Swift.min(arc.startAngle, arc.startAngle + arc.sweepAngle)
      // The extreme points repeat every turn: one turn past `lo` holds them all.
      let hi = Swift.min(Swift.max(arc.startAngle, arc.startAngle + arc.sweepAngle), lo + 2 * .pi)
      guard lo.isFinite && hi.isFinite else { break }
      for base in bases {
        var k = ((lo - base) / .pi).rounded(.up)
        while base + k * .pi <= hi {
          let theta = base + k * .pi
          if theta >= lo { include(arc.point(atAngle: theta)) }
          k += 1
        }
      }
    }
    return (low, high)
  }
}

extension VectorPath {
  /// The smallest axis-aligned box containing everything the path draws, subpath starts
  /// included (a lone move counts as a point, as SVG's `getBBox` does); nil for a path with no
  /// commands.
  ///
  /// ```swift
  /// var circle = VectorPath()
  /// circle.addArc(center: SIMD2(20, 20), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
  /// circle.boundingBox   // (min: (10, 10), max: (30, 30)), to a few ulps
  /// ```
  ///
  /// - Precision: as ``PathSegment/boundingBox``.
  /// - Complexity: O(number of segments).
  public var boundingBox: (min: SIMD2<Double>, max: SIMD2<Double>)? {
    var result: (min: SIMD2<Double>, max: SIMD2<Double>)?
    for subpath in subpaths {
      var low = subpath.start, high = subpath.start
      for segment in subpath.segments {
        let box = segment.boundingBox
        low = pointwiseMin(low, box.min)
        high = pointwiseMax(high, box.max)
      }
      if let current = result {
        result = (pointwiseMin(current.min, low), pointwiseMax(current.max, high))
      } else {
        result = (low, high)
      }
    }
    return result
  }
}
