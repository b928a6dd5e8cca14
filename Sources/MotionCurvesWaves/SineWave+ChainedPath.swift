import MotionCurvesCore

// Sampling a sine wave by eight independent rotation chains: the algorithm of every wave path
// (`path(from:width:step:time:into:)`, `closedPath`, `superposedPath`).
//
// Rotating one (sin θ, cos θ) pair from point to point would make every step wait for the one
// before it (a multiply and an add of latency each), leaving the CPU's vector units and its several
// pipelines idle. Instead the grid is cut into blocks of 256 points and each block into eight
// chains: chain j carries the points j, j + 8, j + 16, … of the block and rotates by 8Δ
// (Δ = ω·step) per step. The eight chains live in one SIMD8<Double>: one rotation of the
// vector advances eight points, and step k of the block writes the eight consecutive points 8k…8k+7.
//
// Seeds. At the start of each block b the angle θ_b = ω·(x0 + b·step) + φ + speed·t at the exact grid
// position (b·step and every product formed in double-double, not the rounded x) is reduced modulo
// 2π exactly, and sin and cos are taken. Chain j starts at θ_b + j·Δ: the
// seed pair rotated once by (sin jΔ, cos jΔ), computed once per call: for j = 1, 2, 4 (and the step
// 8) from j·ω·step formed in double-double and reduced exactly, for j = 3, 5, 6, 7 by one or two
// angle additions of those. So every chain is re-seeded from an exact sin/cos every 32 of its steps
// (every 256 points), and no error carries from one block to the next.
//
// Bound (u = 2⁻⁵³). An exact pair (sin, cos) — libm's sin and cos of the reduced angle's leading
// part, corrected by its trailing part — is within one ulp (2u) of each, 4u in norm at most. One
// rotation (s, c) ← (s·C + c·S, c·C − s·S) adds at most 6u to the error of (s, c) in norm: its own
// roundings (two products and a sum per component, ≤ u·(|s·C| + |c·S| + 1) ≤ 2u each, 2√2·u in norm)
// and the matrix's (C and S within 2u each, 2√2·u in norm); 4√2·u < 6u. An earlier error is carried
// by the (near-orthogonal, norm ≤ 1 + 3u) rotation without growing beyond a factor 1 + 3u per step, so
// errors add. The last point of a block is the exact block seed (4u) rotated once by an offset that is
// an exact pair (4u) two rotations away (12u), then 31 chain steps (186u):
//
//   |s − sin θ| ≤ (4 + 4 + 12 + 6 + 186)·u = 212·2⁻⁵³ ≈ 2.35e-14,
//
// whatever the phase (every seed is reduced exactly; 1e6 rad or 1e300 rad alike) and whatever the
// width. With y = h + A·s (A·s rounded: |A|·u more) this gives |y − (A·sin θ(x) + h)| ≤ 2.4e-14·|A|
// + half an ulp of y, plus |A·ω|·(ulp(n·step) + ulp(x))/2 for the rounding of the x written beside
// y, x = x0 + n·step rounded twice (zero when it is exact): y is the value at the exact grid position.
// Far inside 1e-12·|A|. Beyond 2¹⁰⁰⁰ rad (angles no animation draws) each point's angle is formed
// and reduced on its own, at the x written: exact to libm's sin there.

extension SineWave {
  /// Writes the grid's points into `points` by eight rotation chains: x and y = h + A·sin θ with
  /// h = `baseline`, or, `adding`, y += A·sin θ to the y already there (its x left as it is).
  @inline(__always)
  func chains<Scalar: WavePathScalar>(
    _ points: UnsafeMutableBufferPointer<SIMD2<Scalar>>, grid: PathGrid, time t: Double, baseline: Double,
    adding: Bool = false
  ) {
    let omega = angularFrequency
    let shift = DoubleDouble.twoProduct(speed, t) + DoubleDouble(phase)
    let reach = abs(omega) * max(abs(grid.x0), abs(grid.x0 + grid.width))
    // Every path an animation draws has moderate angles; beyond 2¹⁰⁰⁰ rad (where 8·ω·step or the
    // angle itself could leave the range of Double) each point's angle is formed and reduced
    // exactly on its own.
    guard reach < 0x1p1000, abs(shift.hi) < 0x1p1000, abs(omega * grid.step) < 0x1p990 else {
      for n in 0..<grid.count {
        let x = grid.x(n)
        let y = amplitude * sinCos(x: x, time: t).sin
        points[n] = adding ? SIMD2(points[n].x, Scalar(points[n].y.doubleValue + y)) : SIMD2(Scalar(x), Scalar(baseline + y))
      }
      return
    }
    let delta = DoubleDouble.twoProduct(omega, grid.step)
    // (sin jΔ, cos jΔ) for the chain offsets j = 0…7, and the chains' own step 8Δ: Δ, 2Δ, 4Δ and 8Δ
    // exactly (a power of two times Δ is exact), the others by angle addition, at most two
    // rotations from exact pairs.
    let (s1, c1) = delta.sinCos()
    let (s2, c2) = (delta * 2).sinCos()
    let (s4, c4) = (delta * 4).sinCos()
    let (s8, c8) = (delta * 8).sinCos()
    let (s3, c3) = (s2 * c1 + c2 * s1, c2 * c1 - s2 * s1)
    let (s5, c5) = (s4 * c1 + c4 * s1, c4 * c1 - s4 * s1)
    let (s6, c6) = (s4 * c2 + c4 * s2, c4 * c2 - s4 * s2)
    let (s7, c7) = (s6 * c1 + c6 * s1, c6 * c1 - s6 * s1)
    let offsetSin = SIMD8<Double>(0, s1, s2, s3, s4, s5, s6, s7)
    let offsetCos = SIMD8<Double>(1, c1, c2, c3, c4, c5, c6, c7)
    let stepSin = SIMD8<Double>(repeating: s8)
    let stepCos = SIMD8<Double>(repeating: c8)
    let amplitude = SIMD8<Double>(repeating: self.amplitude)
    let baselines = SIMD8<Double>(repeating: baseline)
    let lanes = SIMD8<Double>(0, 1, 2, 3, 4, 5, 6, 7)
    let x0 = SIMD8<Double>(repeating: grid.x0)
    let gridStep = SIMD8<Double>(repeating: grid.step)
    // |sin| ≤ 1: the rotation's rounding may step past ±1, which an amplitude near the largest
    // Double would turn into ±∞.
    let clamps = abs(self.amplitude) >= 1e300
    let one = SIMD8<Double>(repeating: 1)
    let eight = SIMD8<Double>(repeating: 8)
    var block = 0
    while block < grid.onGrid {
      // The angle at the grid's exact x0 + block·step (not at its rounding), so that every point
      // of the block is rotated to its exact grid position.
      let offset = DoubleDouble.twoProduct(Double(block), grid.step)
      let angle = DoubleDouble.twoProduct(omega, grid.x0) + (DoubleDouble.twoProduct(omega, offset.hi) + omega * offset.lo)
      let (seedSin, seedCos) = (angle + shift).sinCos()
      var s = seedSin * offsetCos + seedCos * offsetSin
      var c = seedCos * offsetCos - seedSin * offsetSin
      let end = min(block + 256, grid.onGrid)
      // x0 + n·step for the eight points, n kept as exact integer-valued doubles.
      var index = SIMD8<Double>(repeating: Double(block)) + lanes
      var n = block
      if adding {
        while n < end {
          Self.add(points, n, min(8, end - n), amplitude * pointwiseMax(pointwiseMin(s, one), -one))
          (s, c) = (s * stepCos + c * stepSin, c * stepCos - s * stepSin)
          n += 8
        }
      } else if clamps {
        while n < end {
          let y = baselines + amplitude * pointwiseMax(pointwiseMin(s, one), -one)
          Self.store(points, n, min(8, end - n), x0 + index * gridStep, y)
          (s, c) = (s * stepCos + c * stepSin, c * stepCos - s * stepSin)
          index += eight
          n += 8
        }
      } else {
        while n < end {
          Self.store(points, n, min(8, end - n), x0 + index * gridStep, baselines + amplitude * s)
          (s, c) = (s * stepCos + c * stepSin, c * stepCos - s * stepSin)
          index += eight
          n += 8
        }
      }
      block = end
    }
    // The off-grid end point, directly.
    if grid.onGrid < grid.count {
      let x = grid.x0 + grid.width
      let y = self.amplitude * sinCos(x: x, time: t).sin
      let n = grid.onGrid
      points[n] = adding ? SIMD2(points[n].x, Scalar(points[n].y.doubleValue + y)) : SIMD2(Scalar(x), Scalar(y + baseline))
    }
  }
}

extension SineWave {
  /// Adds the lanes of y to the y of `count` (≤ 8) points n, n + 1, ….
  @inline(__always)
  static func add<Scalar: WavePathScalar>(_ points: UnsafeMutableBufferPointer<SIMD2<Scalar>>, _ n: Int, _ count: Int,
                                          _ y: SIMD8<Double>) {
    for j in 0..<count { points[n &+ j].y = Scalar(points[n &+ j].y.doubleValue + y[j]) }
  }

  /// Writes `count` (≤ 8) points n, n + 1, … from the lanes of x and y.
  @inline(__always)
  static func store<Scalar: WavePathScalar>(_ points: UnsafeMutableBufferPointer<SIMD2<Scalar>>, _ n: Int, _ count: Int,
                                            _ x: SIMD8<Double>, _ y: SIMD8<Double>) {
    if count == 8 {
      for j in 0..<8 { points[n &+ j] = SIMD2(Scalar(x[j]), Scalar(y[j])) }
    } else {
      for j in 0..<count { points[n &+ j] = SIMD2(Scalar(x[j]), Scalar(y[j])) }
    }
  }
}

/// A coordinate type a wave path can be written in: rounded once from a double.
protocol WavePathScalar: SIMDScalar, Codable, Hashable {
  init(_ value: Double)
  /// The coordinate as a double (exact).
  var doubleValue: Double { get }
}

extension Double: WavePathScalar {
  var doubleValue: Double { self }
}

extension Float: WavePathScalar {
  var doubleValue: Double { Double(self) }
}
