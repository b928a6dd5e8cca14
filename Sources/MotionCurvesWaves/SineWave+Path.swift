import MotionCurvesCore

// Sampling a sine wave into a path: no sin per point.
//
// The angle at point n is θ(xₙ) = ω·xₙ + φ + speed·t with xₙ = x0 + n·step. Every 32nd point the
// angle is formed in double-double from that point's own x and reduced modulo 2π exactly, and sin
// is taken (with cos); the 31 points after it follow by rotating (sin θ, cos θ) by Δ = ω·step
// (angle addition), whose rounding grows by ~2 ulps per step. One sin/cos pair serves 32 points, and
// the error stays below 31·2⁻⁵¹·|A| ≈ 1.4e-14·|A| — whatever the width and however large the phase —
// plus |A·ω| times the rounding of x itself (zero when step is a power of two or an integer).

extension SineWave {
  /// Points of a path over [x0, x0 + width]: x0, x0 + step, …, and x0 + width itself when the
  /// steps do not land on it.
  public static func pointCount(width: Double, step: Double) -> Int {
    guard width.isFinite, step.isFinite, width > 0, step > 0 else { return 0 }
    let steps = width / step
    guard steps < 1e9 else { return Int.max }
    let whole = (steps * (1 + 1e-12)).rounded(.down)
    return Int(whole) + 1 + (whole * step < width * (1 - 1e-12) ? 1 : 0)
  }

  /// Writes the open polyline of this wave at time t into the first points of `buffer` and
  /// returns how many it wrote. Nothing is allocated: call it every frame with the same buffer.
  ///
  /// - Precision: |y − (A·sin(ω·x + φ + speed·t) + h)| ≤ 1.4e-14·|A| + |A·ω|·ulp(x)/2 + half an ulp
  ///   of y, at the x written beside it, for any width up to 10⁸ points and any phase.
  /// - Throws: ``WaveError`` for a non-positive or non-finite width or step, a non-finite x0 or t,
  ///   or a buffer with fewer than ``pointCount(width:step:)`` points.
  /// - Complexity: O(n), one sin/cos pair per 32 points.
  @discardableResult
  public func path(from x0: Double, width: Double, step: Double, time t: Double = 0,
                   into buffer: inout [SIMD2<Double>]) throws(WaveError) -> Int {
    let grid = try PathGrid(x0: x0, width: width, step: step, t: t, available: buffer.count)
    buffer.withUnsafeMutableBufferPointer { points in
      grid.fill(points, first: 0, count: grid.count, baseline: baseline)
      add(to: points, grid: grid, first: 0, count: grid.count, time: t)
    }
    return grid.count
  }

  /// The same path in 32-bit floats, as graphics APIs take it, computed in doubles 64 points at a
  /// time in stack memory: no heap allocation. (64 points are 1,024 bytes, the most
  /// `withUnsafeTemporaryAllocation` keeps on the stack; 256 went to the heap on every call, as
  /// curvebench's allocation counter showed.)
  ///
  /// - Precision: each y within half a `Float` ulp of the double result (2⁻²⁴·|y|) plus the double
  ///   bound; each x is the `Float` nearest the double x.
  @discardableResult
  public func path(from x0: Double, width: Double, step: Double, time t: Double = 0,
                   into buffer: inout [SIMD2<Float>]) throws(WaveError) -> Int {
    let grid = try PathGrid(x0: x0, width: width, step: step, t: t, available: buffer.count)
    withUnsafeTemporaryAllocation(of: SIMD2<Double>.self, capacity: 64) { scratch in
      buffer.withUnsafeMutableBufferPointer { out in
        var first = 0
        while first < grid.count {
          let n = min(64, grid.count - first)
          grid.fill(scratch, first: first, count: n, baseline: baseline)
          add(to: scratch, grid: grid, first: first, count: n, time: t)
          for i in 0..<n { out[first + i] = SIMD2<Float>(Float(scratch[i].x), Float(scratch[i].y)) }
          first += n
        }
      }
    }
    return grid.count
  }

  /// The polyline as a new array (allocates; prefer the buffer forms per frame).
  public func path(from x0: Double, width: Double, step: Double, time t: Double = 0) throws(WaveError)
    -> [SIMD2<Double>]
  {
    let grid = try PathGrid(x0: x0, width: width, step: step, t: t, available: 100_000_000)
    var points = [SIMD2<Double>](repeating: .zero, count: grid.count)
    try path(from: x0, width: width, step: step, time: t, into: &points)
    return points
  }

  /// The closed polygon for filling the area under the wave down to `floor`: the polyline, then
  /// (x0 + width, floor) and (x0, floor). It needs ``pointCount(width:step:)`` + 2 points.
  @discardableResult
  public func closedPath(from x0: Double, width: Double, step: Double, time t: Double = 0, floor: Double,
                         into buffer: inout [SIMD2<Double>]) throws(WaveError) -> Int {
    try WaveError.finite(floor, .floor)
    let grid = try PathGrid(x0: x0, width: width, step: step, t: t, available: buffer.count - 2)
    try path(from: x0, width: width, step: step, time: t, into: &buffer)
    buffer[grid.count] = SIMD2(x0 + width, floor)
    buffer[grid.count + 1] = SIMD2(x0, floor)
    return grid.count + 2
  }

  /// Several waves summed into one path: y = Σ (Aᵢ·sin(ωᵢ·x + φᵢ + speedᵢ·t) + hᵢ), each added in
  /// place into the same buffer.
  @discardableResult
  public static func superposedPath(_ waves: [SineWave], from x0: Double, width: Double, step: Double,
                                    time t: Double = 0, into buffer: inout [SIMD2<Double>]) throws(WaveError) -> Int {
    let grid = try PathGrid(x0: x0, width: width, step: step, t: t, available: buffer.count)
    let baseline = waves.reduce(0) { $0 + $1.baseline }
    buffer.withUnsafeMutableBufferPointer { points in
      grid.fill(points, first: 0, count: grid.count, baseline: baseline)
      for wave in waves { wave.add(to: points, grid: grid, first: 0, count: grid.count, time: t) }
    }
    return grid.count
  }

  /// Adds A·sin(θ(x)) to points first ..< first + count of the grid, which hold their x.
  func add(to points: UnsafeMutableBufferPointer<SIMD2<Double>>, grid: PathGrid, first: Int, count: Int, time t: Double) {
    let (sinStep, cosStep) = DoubleDouble.sinCos(angularFrequency, grid.step, plus: 0, 0, plus: 0)
    // Angles that stay far inside the range of Double (every path of an animation) are formed once
    // per seed in double-double; the others reduce each product exactly.
    let shift = DoubleDouble.twoProduct(speed, t) + DoubleDouble(phase)
    let reach = abs(angularFrequency) * max(abs(grid.x0), abs(grid.x0 + grid.width))
    let ordinary = reach < 0x1p1000 && abs(shift.hi) < 0x1p1000
    var i = 0
    while i < count {
      var (s, c) = ordinary
        ? (DoubleDouble.twoProduct(angularFrequency, points[i].x) + shift).sinCos()
        : DoubleDouble.sinCos(angularFrequency, points[i].x, plus: speed, t, plus: phase)
      points[i].y += amplitude * s
      // Rotate along the grid; the off-grid end point is evaluated directly.
      let end = min(i + 32, count, grid.onGrid - first)
      var j = i + 1
      if abs(amplitude) < 1e300 {
        while j < end {
          (s, c) = (s * cosStep + c * sinStep, c * cosStep - s * sinStep)
          points[j].y += amplitude * s
          j += 1
        }
      } else {
        while j < end {
          (s, c) = (s * cosStep + c * sinStep, c * cosStep - s * sinStep)
          // |sin| ≤ 1: the rotation's rounding may step past ±1, which an amplitude near the
          // largest Double would turn into ±∞.
          points[j].y += amplitude * Swift.min(1, Swift.max(-1, s))
          j += 1
        }
      }
      i = max(end, i + 1)
    }
  }
}

/// The x positions of a path: `onGrid` points x0 + n·step, then possibly x0 + width.
struct PathGrid {
  let x0, width, step: Double
  let count: Int
  /// Points on the step grid (count, or count − 1 when the end point is off the grid).
  let onGrid: Int

  init(x0: Double, width: Double, step: Double, t: Double, available: Int) throws(WaveError) {
    try WaveError.finite(x0, .x0)
    try WaveError.finite(t, .time)
    try WaveError.positive(width, .width)
    try WaveError.positive(step, .step)
    let count = SineWave.pointCount(width: width, step: step)
    guard count <= 100_000_000 else { throw .tooManyPoints(needed: count, available: 100_000_000) }
    guard count <= available else { throw .tooManyPoints(needed: count, available: max(0, available)) }
    let whole = Int((width / step * (1 + 1e-12)).rounded(.down))
    self.x0 = x0
    self.width = width
    self.step = step
    self.count = count
    onGrid = min(count, whole + 1)
  }

  /// Sets x and y = baseline for points first ..< first + count.
  func fill(_ points: UnsafeMutableBufferPointer<SIMD2<Double>>, first: Int, count: Int, baseline: Double) {
    for i in 0..<count {
      let n = first + i
      points[i] = SIMD2(n < onGrid ? x0 + Double(n) * step : x0 + width, baseline)
    }
  }
}
