import MotionCurvesCore
import MotionCurvesGeometry
import MotionCurvesTransforms

/// One polyline of a flattened path: its points in the caller's point buffer, and whether it
/// closes (its subpath is closed and whole).
public struct ScenePolyline: Sendable, Hashable {
  /// The polyline's points in the buffer ``SceneProgram/flattenPath(ofLayer:in:tolerance:points:polylines:)``
  /// appended them to.
  public var points: Range<Int>
  /// Whether the polyline closes back to its first point.
  public var isClosed: Bool
}

extension SceneProgram {
  /// The path instance `index` presents in `buffer`, in its own coordinates and before trimming:
  /// the layer's path with its animated numbers, the wave's polygon at the layer's local time, or
  /// the model path; nil for a layer without one, an index outside the program or a buffer shaped
  /// for another program.
  ///
  /// - Complexity: O(path size); allocates a path when it is animated or a wave.
  public func path(ofLayer index: Int, in buffer: SceneFrameBuffer) -> VectorPath? {
    guard instances.indices.contains(index), fits(buffer) else { return nil }
    let layer = instances[index].layer, state = buffer.layers[index]
    if let wave = layer.wave, let local = state.localTime { return wave.path(at: local) }
    guard let model = layer.path else { return nil }
    guard let numbers = state.pathNumbers else { return model }
    return SceneLayerFrame.path(model, numbers: Array(buffer.pathNumbers[numbers]))
  }

  /// Flattens the stroked part (strokeStart … strokeEnd) of instance `index`'s presented path in
  /// `buffer` into polylines in root coordinates, within `tolerance` points of the path there:
  /// the points are appended to `points` and one ``ScenePolyline`` per subpath to `polylines`.
  /// Lines add their end points only. A segment is flattened into at most 4,096 pieces: one that
  /// would need more gets a coarser tolerance (4× at a time); and one call appends at most
  /// ``maximumFlattenedPoints`` points, so no input makes the time or memory unbounded.
  ///
  /// What a renderer asks for when it draws; the per-frame evaluation itself flattens nothing.
  ///
  /// - Returns: false, appending nothing, when the instance has no path (or `buffer` is shaped
  ///   for another program) or a point is behind the viewer.
  /// - Throws: ``SceneError/noInstance(_:count:)`` for an index outside the program,
  ///   ``SceneError/notPositive(_:_:)`` or ``SceneError/notFinite(_:_:)`` for a tolerance that is
  ///   not a positive number, ``SceneError/tooManyPoints(limit:)`` (appending nothing) when the
  ///   path needs more than ``maximumFlattenedPoints`` points,
  ///   ``SceneError/geometryOverflow(layer:instance:)`` (appending nothing) when a point maps
  ///   beyond the range of doubles.
  /// - Precision: as ``PathSegment/flattened(tolerance:)``, the tolerance divided by the largest
  ///   scale of the transform to the root.
  /// - Complexity: O(pieces), at most ``maximumFlattenedPoints``; the caller's buffers grow only
  ///   when they lack capacity (the trimmed path and each segment's polyline are built on the way).
  @discardableResult
  public func flattenPath(
    ofLayer index: Int, in buffer: SceneFrameBuffer, tolerance: Double, points: inout [SIMD2<Double>],
    polylines: inout [ScenePolyline]
  ) throws(SceneError) -> Bool {
    guard instances.indices.contains(index) else { throw .noInstance(index, count: instances.count) }
    try SceneError.positive(tolerance, .tolerance)
    guard let path = path(ofLayer: index, in: buffer) else { return false }
    let state = buffer.layers[index]
    var budget = Self.maximumFlattenedPoints
    return try Self.flatten(
      path, of: instances[index], strokeStart: state.strokeStart, strokeEnd: state.strokeEnd, toRoot: state.toRoot,
      tolerance: tolerance, budget: &budget, points: &points, polylines: &polylines)
  }

  /// The most pieces one segment of a root path is flattened into.
  static let maximumPieces = 4096

  /// The most points one call of ``flattenPath(ofLayer:in:tolerance:points:polylines:)``, or one
  /// frame of ``SceneEvaluator`` (all its instances together), flattens paths into: 2²⁰
  /// (1,048,576), 16 MiB of points. The shipped scenes need at most about 2,400 a frame at 0.01 pt.
  public static let maximumFlattenedPoints = 1 << 20

  /// `tolerance`, multiplied by 4 (halving the pieces) until `segment` needs at most
  /// ``maximumPieces``: at most about 1,100 steps from the smallest double, after which the
  /// tolerance is ∞ and the segment one piece.
  static func coarsened(_ tolerance: Double, for segment: PathSegment) -> Double {
    // Never 0 (a tolerance divided by a huge magnification may underflow), which would not grow.
    var tolerance = Swift.max(tolerance, .leastNonzeroMagnitude)
    while segment.flatteningPieces(tolerance: tolerance) > maximumPieces && tolerance < .infinity { tolerance *= 4 }
    return tolerance
  }

  /// ``flattenPath(ofLayer:in:tolerance:points:polylines:)`` for a path, its stroke fractions and
  /// its transform to the root, taking the points from `budget` (points still allowed): past it,
  /// ``SceneError/tooManyPoints(limit:)`` with nothing appended. A segment's pieces are counted
  /// before any is computed. A point mapped beyond the range of doubles is
  /// ``SceneError/geometryOverflow(layer:instance:)`` for `instance`, with nothing appended.
  static func flatten(
    _ path: VectorPath, of instance: Instance, strokeStart: Double, strokeEnd: Double, toRoot: TransformMatrix3D,
    tolerance: Double, budget: inout Int, points: inout [SIMD2<Double>], polylines: inout [ScenePolyline]
  ) throws(SceneError) -> Bool {
    let trimmed = strokeStart > 0 || strokeEnd < 1 ? path.trimmed(strokeStart: strokeStart, strokeEnd: strokeEnd) : path
    // The tolerance in root coordinates: divide by how much the transform magnifies (at most).
    let magnification = Swift.max(
      (toRoot.m11 * toRoot.m11 + toRoot.m12 * toRoot.m12).squareRoot(),
      (toRoot.m21 * toRoot.m21 + toRoot.m22 * toRoot.m22).squareRoot(), 1)
    let local = tolerance / (magnification.isFinite ? magnification : 1)
    let (firstPoint, firstPolyline, firstBudget) = (points.count, polylines.count, budget)
    func undo() -> Bool {
      points.removeSubrange(firstPoint...)
      polylines.removeSubrange(firstPolyline...)
      budget = firstBudget
      return false
    }
    // The point in root coordinates; nil behind the viewer.
    func rootPoint(_ point: SIMD2<Double>) throws(SceneError) -> SIMD2<Double>? {
      guard let mapped = toRoot.projecting(point) else { return nil }
      guard mapped.x.isFinite && mapped.y.isFinite else {
        _ = undo()
        throw .geometryOverflow(layer: instance.layer.name, instance: instance.instance)
      }
      return mapped
    }
    func take(_ count: Int) throws(SceneError) {
      guard count <= budget else {
        _ = undo()
        throw .tooManyPoints(limit: maximumFlattenedPoints)
      }
      budget -= count
    }
    for subpath in trimmed.subpaths {
      let start = points.count
      try take(1)
      guard let mapped = try rootPoint(subpath.start) else { return undo() }
      points.append(mapped)
      for segment in subpath.segments {
        if case let .line(_, end) = segment {
          try take(1)
          guard let mapped = try rootPoint(end) else { return undo() }
          points.append(mapped)
          continue
        }
        let segmentTolerance = coarsened(local, for: segment)
        try take(segment.flatteningPieces(tolerance: segmentTolerance))
        for point in segment.flattened(tolerance: segmentTolerance).dropFirst() {
          guard let mapped = try rootPoint(point) else { return undo() }
          points.append(mapped)
        }
      }
      polylines.append(ScenePolyline(points: start..<points.count, isClosed: subpath.isClosed))
    }
    return true
  }
}
