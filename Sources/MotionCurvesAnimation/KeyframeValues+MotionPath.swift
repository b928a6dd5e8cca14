import MotionCurvesCore
import MotionCurvesGeometry

extension KeyframeValues where Value == SIMD2<Double> {
  /// The path a point animated by these keyframes travels (a `CAKeyframeAnimation` of `position`):
  /// a line to each value in the ``KeyframeCalculationMode/linear`` and
  /// ``KeyframeCalculationMode/paced`` modes, the spline's cubic Bézier segment to each value in
  /// the ``KeyframeCalculationMode/cubic`` and ``KeyframeCalculationMode/cubicPaced`` modes, and in
  /// the ``KeyframeCalculationMode/discrete`` mode only a move to each value (the point jumps: the
  /// path has length 0).
  ///
  /// The segments are ``PathSegment``s, so the motion path's arc length and its inverse are the
  /// ones every ``ArcLengthCurve`` shares: `motionPath.length`, `motionPath.position(atLength:)`.
  /// The timing functions and key times say *when* the point is where; they do not change the
  /// path, so its length is also ∫₀¹ |``velocity(at:)``| dp over the whole progress.
  ///
  /// ```swift
  /// let square = try KeyframeValues(
  ///   values: [SIMD2(0, 0), SIMD2(100, 0), SIMD2(100, 100), SIMD2(0, 100)], calculationMode: .paced)
  /// square.motionPath.length                               // 300
  /// square.motionPath.position(atLength: 150).point        // (100, 50)
  /// ```
  ///
  /// - Precision: the segments' points are the keyframes' own: a point of the path at a segment's
  ///   Bézier parameter u is `value(at:)` at the progress where that segment's eased fraction is u.
  /// - Complexity: O(n) for n values.
  public var motionPath: VectorPath {
    let values = self.values
    guard let first = values.first else { return VectorPath() }
    var commands: [PathCommand] = [.move(first)]
    commands.reserveCapacity(values.count)
    let controlPoints = storage.controlPoints
    for i in values.indices.dropFirst() {
      switch calculationMode {
      case .discrete: commands.append(.move(values[i]))
      case .linear, .paced: commands.append(.line(values[i]))
      case .cubic, .cubicPaced:
        let (c1, c2) = controlPoints[i - 1]
        commands.append(.cubic(c1, c2, values[i]))
      }
    }
    return VectorPath(commands: commands)
  }
}
