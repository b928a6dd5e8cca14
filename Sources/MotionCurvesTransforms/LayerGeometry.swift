import MotionCurvesCore

/// Where a Core Animation layer's bounds land in its superlayer: bounds, position, anchor point
/// and transform, as `CALayer` combines them. A point p of the layer's bounds maps to
///
///   p′ = project((p − A) · M) + (position, zPosition)
///
/// where A = (bounds.x + anchorPoint.x·width, bounds.y + anchorPoint.y·height, anchorPointZ) is
/// the anchor in the layer's own coordinates: the anchor lands on `position`, and the transform
/// turns, scales and projects about it (CSS `transform-origin` is the same construction).
///
/// ```swift
/// var perspective = TransformMatrix3D.identity
/// perspective.m34 = -1.0 / 500
/// let menu = LayerGeometry(
///   boundsSize: SIMD2(100, 600), position: SIMD2(100, 300), anchorPoint: SIMD2(1, 0.5),
///   transform: perspective.rotated(by: -Double.pi / 4, x: 0, y: 1, z: 0))
/// let width = menu.frame?.size.x   // 61.9496…: 500·sin r/(5 + cos r) at r = π/4
/// ```
public struct LayerGeometry: Sendable, Hashable, Codable {
  /// The bounds' origin (usually 0, 0) and size.
  public var boundsOrigin: SIMD2<Double>, boundsSize: SIMD2<Double>
  /// Where the anchor lands in the superlayer, and the layer's z position.
  public var position: SIMD2<Double>, zPosition: Double
  /// The anchor in unit coordinates of the bounds ((0.5, 0.5) is the centre) and its z.
  public var anchorPoint: SIMD2<Double>, anchorPointZ: Double
  /// The layer's transform.
  public var transform: TransformMatrix3D

  /// A layer's geometry; the defaults are `CALayer`'s.
  public init(
    boundsOrigin: SIMD2<Double> = .zero, boundsSize: SIMD2<Double>, position: SIMD2<Double>, zPosition: Double = 0,
    anchorPoint: SIMD2<Double> = SIMD2(0.5, 0.5), anchorPointZ: Double = 0, transform: TransformMatrix3D = .identity
  ) {
    self.boundsOrigin = boundsOrigin
    self.boundsSize = boundsSize
    self.position = position
    self.zPosition = zPosition
    self.anchorPoint = anchorPoint
    self.anchorPointZ = anchorPointZ
    self.transform = transform
  }

  /// The anchor in the layer's own coordinates.
  @inlinable
  public var anchor: SIMD3<Double> {
    SIMD3(boundsOrigin.x + anchorPoint.x * boundsSize.x, boundsOrigin.y + anchorPoint.y * boundsSize.y, anchorPointZ)
  }

  /// A point of the layer's plane (z = 0) in the superlayer's plane: nil when it falls at or
  /// behind the viewer (W ≤ 0 after the transform).
  ///
  /// - Precision: within about 8 ulps of the coordinates' magnitudes.
  @inlinable
  public func superlayerPoint(_ point: SIMD2<Double>) -> SIMD2<Double>? {
    let a = anchor
    guard let p = transform.projecting(SIMD3(point.x - a.x, point.y - a.y, -a.z)) else { return nil }
    return SIMD2(p.x, p.y) + position
  }

  /// The four corners of the bounds in the superlayer — or nil when a corner is at or behind
  /// the viewer, or has a coordinate beyond the range of doubles (``projectedQuad()`` tells the
  /// two apart). The rule for a corner behind the viewer: no quad, rather than a mirrored or
  /// clipped one (Core Animation clips such layers to the viewer's side; its clipping is not
  /// documented, so MotionCurves does not guess it).
  ///
  /// - Complexity: O(1): four homogeneous products and divides.
  public var quad: LayerQuad? {
    try? projectedQuad()
  }

  /// ``quad``'s corners as an array: top-left, top-right, bottom-right, bottom-left (y down).
  public var corners: [SIMD2<Double>]? {
    quad.map { [$0.topLeft, $0.topRight, $0.bottomRight, $0.bottomLeft] }
  }

  /// The frame: the bounding box of the projected corners, what UIKit's `frame` reports for a
  /// transformed view; nil when ``projectedFrame()`` throws (a corner at or behind the viewer, a
  /// number beyond the range of doubles).
  public var frame: (origin: SIMD2<Double>, size: SIMD2<Double>)? {
    try? projectedFrame()
  }
}

/// The projected corners of a layer's bounds (``LayerGeometry/quad``), in the superlayer.
public struct LayerQuad: Sendable, Hashable {
  /// The corner at the bounds' origin.
  public var topLeft: SIMD2<Double>
  /// The corner at (maxX, minY).
  public var topRight: SIMD2<Double>
  /// The corner at (maxX, maxY).
  public var bottomRight: SIMD2<Double>
  /// The corner at (minX, maxY).
  public var bottomLeft: SIMD2<Double>

  /// A quad from its corners.
  @inlinable
  public init(topLeft: SIMD2<Double>, topRight: SIMD2<Double>, bottomRight: SIMD2<Double>, bottomLeft: SIMD2<Double>) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The smallest axis-aligned rectangle holding the corners: origin and size.
  @inlinable
  public var boundingBox: (origin: SIMD2<Double>, size: SIMD2<Double>) {
    let low = pointwiseMin(pointwiseMin(topLeft, topRight), pointwiseMin(bottomRight, bottomLeft))
    let high = pointwiseMax(pointwiseMax(topLeft, topRight), pointwiseMax(bottomRight, bottomLeft))
    return (low, high - low)
  }
}
