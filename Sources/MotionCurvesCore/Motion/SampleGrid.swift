/// Evenly spaced sample points, written once for every sampler of the library: frame times
/// 0, 1/fps, 2/fps, … up to a time, or n inputs spread over [0, 1].
///
/// A `RandomAccessCollection` of `Double` that stores nothing per point: the k-th point is computed
/// when it is read, as k/fps or k/(n − 1), each rounded once (so frame k of any grid is the same
/// double, and the last input of `unitInterval(count:)` is exactly 1).
///
/// ```swift
/// let frames = try SampleGrid.frames(fps: 60, until: 0.5)   // the 31 times 0, 1/60, …, 30/60
/// let inputs = try SampleGrid.unitInterval(count: 101)     // the 101 inputs 0, 0.01, …, 1
/// ```
public struct SampleGrid: RandomAccessCollection, Sendable, Hashable {
  /// The most points a grid may have: 10⁷ + 1 (10⁷ intervals), so that no request allocates
  /// without bound.
  public static let limit = 10_000_001

  /// The k-th point is k / `divisor`.
  @usableFromInline let divisor: Double
  /// The number of points.
  public let count: Int

  /// The times 0, 1/fps, 2/fps, … up to and including the first frame at or after `end`: ⌈end·fps⌉ + 1
  /// frames.
  ///
  /// - Throws: ``SamplingError/notPositive(_:_:)`` unless fps > 0 is finite,
  ///   ``SamplingError/notFinite(_:_:)`` or ``SamplingError/negative(_:_:)`` unless `end` ≥ 0 is
  ///   finite, ``SamplingError/tooManyPoints(_:)`` beyond ``limit`` points (checked before any
  ///   integer conversion, so no request traps or allocates); ``SamplingError/frameBeyondRange(_:)``
  ///   when a frame time would be beyond the largest `Double` (fps below about 1e-308).
  public static func frames(fps: Double, until end: Double) throws(SamplingError) -> SampleGrid {
    try SamplingError.positive(fps, .fps)
    try SamplingError.nonNegative(end, .end)
    let last = (end * fps).rounded(.up)
    guard last < Double(limit) else { throw .tooManyPoints(last + 1) }
    guard (last / fps).isFinite else { throw .frameBeyondRange(fps) }
    return SampleGrid(divisor: fps, count: Int(last) + 1)
  }

  /// `count` inputs spread evenly over [0, 1]: k/(count − 1) for k = 0 … count − 1.
  ///
  /// - Throws: ``SamplingError/tooFewPoints(_:)`` for fewer than 2,
  ///   ``SamplingError/tooManyPoints(_:)`` beyond ``limit``.
  public static func unitInterval(count: Int) throws(SamplingError) -> SampleGrid {
    guard count >= 2 else { throw .tooFewPoints(count) }
    guard count <= limit else { throw .tooManyPoints(Double(count)) }
    return SampleGrid(divisor: Double(count - 1), count: count)
  }

  /// 0.
  public var startIndex: Int { 0 }
  /// ``count``.
  public var endIndex: Int { count }

  /// The k-th point, k / fps or k / (count − 1).
  @inlinable
  public subscript(position: Int) -> Double { Double(position) / divisor }
}
