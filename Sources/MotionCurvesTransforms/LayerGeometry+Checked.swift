import MotionCurvesCore

// The corners and frame of a layer with their two failures told apart: a corner at or behind
// the viewer, and a corner (or the frame's size) beyond the range of doubles.

extension LayerGeometry {
  /// The names of the corners, in the order of ``LayerQuad``'s fields.
  static let cornerNames = ["the top-left corner", "the top-right corner", "the bottom-right corner", "the bottom-left corner"]

  /// The four corners of the bounds in the superlayer (``quad``), every coordinate finite.
  ///
  /// - Throws: ``TransformError/notFinite(_:_:)`` for a NaN or infinite entry of the transform,
  ///   ``TransformError/behindViewer(_:)`` naming the first corner at or behind the
  ///   viewer (w ≤ 0), and ``TransformError/beyondRange(_:significand:exponent:)`` naming the
  ///   first coordinate whose exact value is beyond the range of doubles (x/w with w = 5e-324:
  ///   `the top-left corner's x`, with the value), which is not the same failure.
  /// - Precision: as ``superlayerPoint(_:)``; a coordinate whose products overflow on the way
  ///   but not in the end is recomputed in wide arithmetic, to about 1e-15 of its magnitude.
  public func projectedQuad() throws(TransformError) -> LayerQuad {
    let (o, s) = (boundsOrigin, boundsSize)
    let points = [o, SIMD2(o.x + s.x, o.y), o + s, SIMD2(o.x, o.y + s.y)]
    var corners: [SIMD2<Double>] = []
    corners.reserveCapacity(4)
    try transform.checkFinite()
    let a = anchor
    for (point, name) in zip(points, Self.cornerNames) {
      let p = SIMD3(point.x - a.x, point.y - a.y, -a.z)
      let h = transform.homogeneousImage(of: p)
      let plain = SIMD2(h.x, h.y) / h.w + position
      if h.w > 0 && plain.x.isFinite && plain.y.isFinite {
        corners.append(plain)
        continue
      }
      // Exactly, in wide arithmetic: (X, Y, W) = (p, 1)·M, then X/W + position.
      func image(_ column: Int) -> WideDouble {
        var sum = WideDouble(transform.row4[column])
        for (i, row) in [transform.row1, transform.row2, transform.row3].enumerated() {
          sum = sum + WideDouble(p[i]) * WideDouble(row[column])
        }
        return sum
      }
      let w = image(3)
      guard w.significand > 0 else { throw .behindViewer(name) }
      var corner = SIMD2<Double>.zero
      for (i, axis) in ["x", "y"].enumerated() {
        let exact = image(i) / w + WideDouble(position[i])
        guard exact.value.isFinite else { throw .beyondRange("\(name)'s \(axis)", exact) }
        corner[i] = exact.value
      }
      corners.append(corner)
    }
    return LayerQuad(topLeft: corners[0], topRight: corners[1], bottomRight: corners[2], bottomLeft: corners[3])
  }

  /// The frame (``frame``): the bounding box of ``projectedQuad()``'s corners, every number
  /// finite.
  ///
  /// - Throws: what ``projectedQuad()`` throws, and
  ///   ``TransformError/beyondRange(_:significand:exponent:)`` for a width or height beyond the
  ///   range of doubles (corners at x = ±1e308 are 2e308 apart).
  public func projectedFrame() throws(TransformError) -> (origin: SIMD2<Double>, size: SIMD2<Double>) {
    let quad = try projectedQuad()
    let corners = [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft]
    let (low, high) = corners.dropFirst().reduce((corners[0], corners[0])) { (pointwiseMin($0.0, $1), pointwiseMax($0.1, $1)) }
    for (i, name) in ["the frame's width", "the frame's height"].enumerated() where !(high[i] - low[i]).isFinite {
      throw .beyondRange(name, WideDouble(high[i]) + WideDouble(-low[i]))
    }
    return (low, high - low)
  }
}
