/// lottie-web's motion path between two spatial position keyframes, number for number
/// (`bez.buildBezierData` and the walk in `interpolateValue`, lottie.md §2.5).
///
/// The path is the cubic s → s + to → e + ti → e. lottie-web samples it at N = 150 parameters
/// t_k = k/(N − 1), or at N = 2 when the path is 2-D, s ≠ e and both control points lie within
/// |det| < 0.001 of the chord; then an eased progress p is the fraction p·L of the polyline's length
/// L, and the point is interpolated linearly between the two samples around it. The result is what
/// lottie-web stores: each coordinate rounded to `Float` (its `Float32Array`).
///
/// - Precision: reproduces lottie-web's double arithmetic; against the exact arc-length point it
///   differs by up to the polyline's sagitta, about L·κ·(L/149)²/8 — a fraction of a pixel on
///   typical paths (measured in the tests).
/// - Complexity: building O(N·dimensions); `point(atProgress:into:)` O(N) worst case,
///   allocation-free.
public struct LottieWebMotionPath: Sendable, Hashable {
  /// The sampled points, `dimensions` numbers each, and the chord length from the previous sample.
  let points: [Double], partialLengths: [Double]
  /// Numbers per point (2 or 3).
  public let dimensions: Int
  /// The polyline's length, lottie-web's `segmentLength`.
  public let length: Double

  /// The path from `start` to `end` with the spatial tangents `outTangent` (`to`, relative to
  /// start) and `inTangent` (`ti`, relative to end); all with the same count of numbers.
  public init(start: [Double], end: [Double], outTangent: [Double], inTangent: [Double]) {
    let n = outTangent.count
    var segments = 150
    if start.count == 2 && (start[0] != end[0] || start[1] != end[1])
      && Self.onLine(start, end, start[0] + outTangent[0], start[1] + outTangent[1])
      && Self.onLine(start, end, end[0] + inTangent[0], end[1] + inTangent[1])
    {
      segments = 2
    }
    var points: [Double] = [], partials: [Double] = []
    points.reserveCapacity(segments * n)
    var total = 0.0
    for k in 0..<segments {
      let c = Double(k) / Double(segments - 1)
      var d = 0.0
      for j in 0..<n {
        let m = Self.pow3(1 - c) * start[j] + 3 * Self.pow2(1 - c) * c * (start[j] + outTangent[j])
          + 3 * (1 - c) * Self.pow2(c) * (end[j] + inTangent[j]) + Self.pow3(c) * end[j]
        if k > 0 { d += Self.pow2(m - points[(k - 1) * n + j]) }
        points.append(m)
      }
      d = d.squareRoot()
      total += d
      partials.append(d)
    }
    self.points = points
    self.partialLengths = partials
    dimensions = n
    length = total
  }

  /// The point at eased progress `p`, each coordinate rounded to `Float`, into `out` (its first
  /// ``dimensions`` numbers, or as many as `out` holds).
  public func point(atProgress p: Double, into out: UnsafeMutableBufferPointer<Double>) {
    let (d, n, count) = (dimensions, Swift.min(dimensions, out.count), partialLengths.count)
    let distance = length * p
    var added = 0.0
    var j = 0
    while true {
      added += partialLengths[j]
      if distance == 0 || p == 0 || j == count - 1 {
        for k in 0..<n { out[k] = Double(Float(points[j * d + k])) }
        return
      }
      if distance >= added && distance < added + partialLengths[j + 1] {
        let fraction = (distance - added) / partialLengths[j + 1]
        for k in 0..<n {
          let a = points[j * d + k], b = points[(j + 1) * d + k]
          out[k] = Double(Float(a + (b - a) * fraction))
        }
        return
      }
      if j < count - 1 { j += 1 } else { break }
    }
    for k in 0..<n { out[k] = Double(Float(points[j * d + k])) }
  }

  /// lottie-web's `pointOnLine2D`: |det| of the three points below 0.001.
  static func onLine(_ a: [Double], _ b: [Double], _ x: Double, _ y: Double) -> Bool {
    let det = a[0] * b[1] + a[1] * x + b[0] * y - x * b[1] - y * a[0] - b[0] * a[1]
    return det > -0.001 && det < 0.001
  }

  /// `bmPow(x, 2)` and `bmPow(x, 3)`: Math.pow, correctly rounded for these small integer powers
  /// in V8 … computed here as products.
  @inline(__always) static func pow2(_ x: Double) -> Double { x * x }
  @inline(__always) static func pow3(_ x: Double) -> Double { x * x * x }
}
