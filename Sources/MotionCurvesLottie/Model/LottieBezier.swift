/// A Lottie path value (`{"c": closed, "v": vertices, "i": in-tangents, "o": out-tangents}`), with
/// tangents relative to their vertex, as in the file.
public struct LottieBezier: Hashable, Sendable {
  /// Whether the path closes back to its first vertex (`c`).
  public var closed: Bool
  /// The vertices (`v`).
  public var vertices: [SIMD2<Double>]
  /// Each vertex's in-tangent (`i`), relative to the vertex.
  public var inTangents: [SIMD2<Double>]
  /// Each vertex's out-tangent (`o`), relative to the vertex.
  public var outTangents: [SIMD2<Double>]

  /// A path; the three arrays have one entry per vertex.
  public init(closed: Bool, vertices: [SIMD2<Double>], inTangents: [SIMD2<Double>], outTangents: [SIMD2<Double>]) {
    self.closed = closed
    self.vertices = vertices
    self.inTangents = inTangents
    self.outTangents = outTangents
  }
}
