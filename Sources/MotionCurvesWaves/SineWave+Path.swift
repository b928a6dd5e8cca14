import MotionCurvesCore

// Sampling a sine wave into a path: no sin per point. The points are x0, x0 + step, …, and x0 + width
// itself when the steps do not land on it; the y come from eight rotation chains (see
// SineWave+ChainedPath.swift for the algorithm and its bound).

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

  /// Writes the open polyline of this wave at time t into the first points of `buffer` and returns
  /// how many it wrote (``pointCount(width:step:)``). Nothing is allocated: call it every frame with
  /// the same buffer.
  ///
  /// Sampled by eight independent rotation chains in a `SIMD8<Double>`, with no sin per point: each
  /// block of 256 grid points is split into eight chains (points j, j + 8, …), each rotated by
  /// 8·ω·step per step and re-seeded every 32 of its steps from the angle formed in double-double
  /// and reduced modulo 2π exactly, so no error carries from one block to the next.
  ///
  /// - Precision: |y − (A·sin(ω·x + φ + speed·t) + h)| ≤ 2.4e-14·|A| + |A·ω|·(ulp(n·step) + ulp(x))/2
  ///   + half an ulp of y, at the x = x0 + n·step written beside it, for any width up to 10⁸ points
  ///   and any phase: two exact sin/cos pairs (≤ 2⁻⁵¹ each) and at most 34 rotations (≤ 6·2⁻⁵³
  ///   each), and the rounding of x (y is the value at the exact grid position; 0 where x is exact).
  /// - Throws: ``WaveError`` for a non-positive or non-finite width or step, a non-finite x0 or t,
  ///   or a buffer with fewer than ``pointCount(width:step:)`` points.
  /// - Complexity: O(n): one sin/cos pair per 256 points and one 8-wide rotation per 8 points.
  @discardableResult
  public func path(from x0: Double, width: Double, step: Double, time t: Double = 0,
                   into buffer: inout [SIMD2<Double>]) throws(WaveError) -> Int {
    let grid = try PathGrid(x0: x0, width: width, step: step, t: t, available: buffer.count)
    buffer.withUnsafeMutableBufferPointer { points in chains(points, grid: grid, time: t, baseline: baseline) }
    return grid.count
  }

  /// The same path in 32-bit floats, as graphics APIs take it: each point computed in doubles and
  /// rounded once, with no scratch buffer and no heap allocation.
  ///
  /// - Precision: each y within half a `Float` ulp of the double result (2⁻²⁴·|y|) plus the bound
  ///   of the `Double` form; each x is the `Float` nearest the double x.
  /// - Throws: ``WaveError`` as the `Double` form.
  /// - Complexity: O(n), one sin/cos pair per 256 points.
  @discardableResult
  public func path(from x0: Double, width: Double, step: Double, time t: Double = 0,
                   into buffer: inout [SIMD2<Float>]) throws(WaveError) -> Int {
    let grid = try PathGrid(x0: x0, width: width, step: step, t: t, available: buffer.count)
    buffer.withUnsafeMutableBufferPointer { points in chains(points, grid: grid, time: t, baseline: baseline) }
    return grid.count
  }

  /// The polyline as a new array (allocates; prefer the buffer forms per frame).
  ///
  /// - Precision: as the buffer form.
  /// - Throws: ``WaveError`` as the buffer form.
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
  ///
  /// - Precision: as ``path(from:width:step:time:into:)-(_,_,_,_,[SIMD2<Double>])``.
  /// - Throws: ``WaveError`` as the path, or for a non-finite floor.
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

  /// Several waves summed into one path: y = Σ (Aᵢ·sin(ωᵢ·x + φᵢ + speedᵢ·t) + hᵢ), the first wave
  /// written with the summed baselines and each further one added in place into the same buffer.
  ///
  /// - Precision: the sum of each wave's bound (see the buffer form of
  ///   ``path(from:width:step:time:into:)-(_,_,_,_,[SIMD2<Double>])``), plus one rounding per wave.
  /// - Throws: ``WaveError`` as the path.
  @discardableResult
  public static func superposedPath(_ waves: [SineWave], from x0: Double, width: Double, step: Double,
                                    time t: Double = 0, into buffer: inout [SIMD2<Double>]) throws(WaveError) -> Int {
    let grid = try PathGrid(x0: x0, width: width, step: step, t: t, available: buffer.count)
    let baseline = waves.reduce(0) { $0 + $1.baseline }
    let flat = SineWave(validated: 0, 0, 0, baseline, 0)
    buffer.withUnsafeMutableBufferPointer { points in
      (waves.first ?? flat).chains(points, grid: grid, time: t, baseline: baseline)
      for wave in waves.dropFirst() { wave.chains(points, grid: grid, time: t, baseline: 0, adding: true) }
    }
    return grid.count
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

  /// The x of point n: x0 + n·step on the grid, x0 + width for the off-grid end point.
  func x(_ n: Int) -> Double { n < onGrid ? x0 + Double(n) * step : x0 + width }
}
