import CurveReference
import GSLOracle
import MotionCurves

/// `path.length`, `path.point` and `path.trim`: exact arc length beside the methods other
/// libraries ship, each row with its worst error against the exact length (GSL's adaptive
/// Gauss–Kronrod quadrature at 1.2e-14, split into 32 pieces so that a cusp is never inside a
/// piece's first rule).
struct PathBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  static let lengthName = "per cubic, 64 seeded incl. cusps and loops (error relative to L)"
  static let pointName = "inverse arc length, 64 cubics × 16 lengths (error in length / L)"
  static let trimName = "search icon, strokeStart at 1/60 s of 0.5 s (error in length / L)"
  static let cuspName = "cusp cubic (0,0)(200,200)(0,200)(200,0) (absolute error in px)"

  func rows() throws -> [Row] {
    var rows: [Row] = []
    if wants("path.length", Self.lengthName) { rows += try lengthRows() }
    if wants("path.length", Self.cuspName) { rows += try cuspRows() }
    if wants("path.point", Self.pointName) { rows.append(try pointRow()) }
    if wants("path.trim", Self.trimName) { rows.append(trimRow()) }
    return rows
  }

  /// The named hard cases of the notes (S-curve, cusp, loop, Snap.svg#254, kurbo#122 at unit
  /// scale, a near-degenerate one) and seeded random cubics over 1e-3 … 1e3.
  static func cubics() -> [[SIMD2<Double>]] {
    var named: [[SIMD2<Double>]] = [
      [SIMD2(0, 0), SIMD2(33, 0), SIMD2(67, 100), SIMD2(100, 100)],
      [SIMD2(0, 0), SIMD2(200, 200), SIMD2(0, 200), SIMD2(200, 0)],
      [SIMD2(0, 0), SIMD2(300, 200), SIMD2(-100, 200), SIMD2(200, 0)],
      [SIMD2(0, 0), SIMD2(0.5, 1), SIMD2(0.5, -1), SIMD2(1, 0)].map { $0 * 1 },
      [SIMD2(0, 0), SIMD2(1e-9, 1e-9), SIMD2(2, 2), SIMD2(3, 3.000001)],
    ]
    var random = SeededRandom(seed: 12)
    while named.count < 64 {
      let scale = [1e-3, 1, 100, 1e3][named.count % 4]
      named.append((0..<4).map { _ in SIMD2(Double.random(in: -1...1, using: &random), Double.random(in: -1...1, using: &random)) * scale })
    }
    return named
  }

  /// The exact length of a cubic, by GSL.
  static func exact(_ p: [SIMD2<Double>], from a: Double = 0, to b: Double = 1) throws -> Double {
    let segment = PathSegment.cubic(p[0], p[1], p[2], p[3])
    let pieces = (1..<32).map { a + (b - a) * Double($0) / 32 }
    return try GSLArcLengthOracle.length(from: a, to: b, breakpoints: pieces) { t in
      let d = segment.derivative(at: t)
      return (d.x * d.x + d.y * d.y).squareRoot()
    }.value
  }

  func lengthRows() throws -> [Row] {
    let cubics = Self.cubics()
    let exact = try cubics.map { try Self.exact($0) }
    let segments = cubics.map { PathSegment.cubic($0[0], $0[1], $0[2], $0[3]) }
    func worst(_ lengths: [Double]) -> Double {
      zip(lengths, exact).map { $1 == 0 ? abs($0) : abs($0 - $1) / $1 }.max() ?? 0
    }
    func row(_ implementation: String, _ error: Double, _ timing: Harness.Timing) -> Row {
      Row(benchmark: "path.length", variant: Self.lengthName, implementation: implementation, timing: timing, unit: "cubic",
          maxError: error)
    }
    let n = cubics.count
    return [
      row("motioncurves", worst(segments.map(\.length)), harness.measure(operations: n) {
        segments.reduce(0) { $0 + $1.length }
      }),
      row("gsl-qags", worst(try cubics.map { try Self.exactish($0) }), harness.measure(operations: n) {
        cubics.reduce(0) { $0 + ((try? Self.exactish($1)) ?? 0) }
      }),
      row("skia-chord", worst(cubics.map { PathBaselines.skiaChordLength($0) }), harness.measure(operations: n) {
        cubics.reduce(0) { $0 + PathBaselines.skiaChordLength($1) }
      }),
      row("gauss-legendre-16", worst(cubics.map { PathBaselines.gaussLegendre16Length($0) }), harness.measure(operations: n) {
        cubics.reduce(0) { $0 + PathBaselines.gaussLegendre16Length($1) }
      }),
    ]
  }

  /// The cusp cubic of the notes (paths.md §1, "Measured accuracy": paper.js's 16-point rule is
  /// 0.91 px off, Skia 0.028 px), measured by every implementation; each row's error is the
  /// absolute error in px against the closed form below.
  static let cusp: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(200, 200), SIMD2(0, 200), SIMD2(200, 0)]

  /// The cusp cubic's exact length, 365.685424949238019520675489683879231427868750150779229…
  /// (paths.md §1: 365.68542495, mpmath at 40 digits). By hand: B′(t) = 600·((1−2t)², 1−2t), so
  /// with u = 1 − 2t the speed is 600·|u|·√(u² + 1) and L = 2·∫₀¹ 300·u·√(u² + 1) du
  /// = 200·[(u² + 1)^{3/2}]₀¹ = 200·(2√2 − 1).
  static let cuspLength = 365.685424949238019520675489683879231427868750150779229

  func cuspRows() throws -> [Row] {
    let p = Self.cusp
    let segment = PathSegment.cubic(p[0], p[1], p[2], p[3])
    func row(_ implementation: String, _ length: Double, _ timing: Harness.Timing) -> Row {
      Row(benchmark: "path.length", variant: Self.cuspName, implementation: implementation, timing: timing, unit: "cubic",
          maxError: abs(length - Self.cuspLength))
    }
    return [
      row("motioncurves", segment.length, harness.measure(operations: 1) { segment.length }),
      row("gsl-qags", try Self.exactish(p), harness.measure(operations: 1) { (try? Self.exactish(p)) ?? 0 }),
      row("skia-chord", PathBaselines.skiaChordLength(p), harness.measure(operations: 1) {
        PathBaselines.skiaChordLength(p)
      }),
      row("gauss-legendre-16", PathBaselines.gaussLegendre16Length(p), harness.measure(operations: 1) {
        PathBaselines.gaussLegendre16Length(p)
      }),
    ]
  }

  /// GSL's adaptive quadrature as a user would call it for a length: one `qags` over [0, 1]
  /// asked for a relative 1e-12 (the baseline's cost; the oracle above is `qag`, split, at
  /// 1.2e-14). Its row's error says what it delivers.
  static func exactish(_ p: [SIMD2<Double>]) throws -> Double {
    let segment = PathSegment.cubic(p[0], p[1], p[2], p[3])
    return try GSLArcLengthOracle.extrapolatedLength(from: 0, to: 1, relativeTolerance: 1e-12) { t in
      let d = segment.derivative(at: t)
      return (d.x * d.x + d.y * d.y).squareRoot()
    }.value
  }

  func pointRow() throws -> Row {
    let cubics = Self.cubics()
    var path = VectorPath()
    for p in cubics {
      path.move(to: p[0])
      path.addCurve(to: p[3], control1: p[1], control2: p[2])
    }
    let table = PathLengthTable(path)
    let total = table.totalLength
    let targets = (0..<(cubics.count * 16)).map { total * (Double($0) + 0.5) / Double(cubics.count * 16) }
    // The error: the exact length up to the returned parameter, against the target (a sample).
    var error = 0.0
    var before = [0.0]
    for p in cubics { before.append(before[before.count - 1] + (try Self.exact(p))) }
    for target in targets.enumerated().filter({ $0.offset % 8 == 0 }).map(\.element) {
      let position = table.position(atLength: target)
      let reached = before[position.segmentIndex] + (try Self.exact(cubics[position.segmentIndex], to: position.parameter))
      error = max(error, abs(reached - target) / total)
    }
    return Row(benchmark: "path.point", variant: Self.pointName, implementation: "motioncurves",
               timing: harness.measure(operations: targets.count) {
                 targets.reduce(0) { $0 + table.position(atLength: $1).point.x }
               }, unit: "call", maxError: error)
  }

  func trimRow() -> Row {
    var icon = VectorPath()
    let angle = 0.9272952180016122  // atan2(0.8, 0.6): the handle's direction
    icon.addArc(center: SIMD2(20, 20), radius: 10, startAngle: angle, endAngle: angle + 2 * .pi, clockwise: true)
    icon.addLine(to: SIMD2(35, 40))
    let total = 20 * Double.pi + 15
    let ease = CubicBezier(coreAnimation: .easeInEaseOut)
    let starts = (0...30).map { ease.value(at: Double($0) / 30) * (20 * .pi / total) }
    var error = 0.0
    for start in starts {
      let drawn = icon.trimmed(strokeStart: start, strokeEnd: 1).length
      error = max(error, abs(drawn - (1 - start) * total) / total)
    }
    return Row(benchmark: "path.trim", variant: Self.trimName, implementation: "motioncurves",
               timing: harness.measure(operations: starts.count) {
                 starts.reduce(0) { $0 + Double(icon.trimmed(strokeStart: $1, strokeEnd: 1).segments.count) }
               }, unit: "trim", maxError: error)
  }
}
