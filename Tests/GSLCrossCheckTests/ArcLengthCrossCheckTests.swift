import CurveReference
import GSLOracle
import MotionCurves
import TestSupport
import Testing

/// Arc lengths against GSL: `gsl_integration_qag` (61-point Gauss–Kronrod) on the speed |B′(t)| (written out here from
/// the control points, with the speed minima — the roots of B′·B″ — as break points:
/// ``BezierSpeed``) for thousands of seeded random quadratics and cubics —
/// generic, cusps, near-cusps, loops, collinear and degenerate ones, at scales 1e-6 … 1e6 — and
/// `gsl_sf_ellint_E` for elliptical arcs down to ry/rx = 1e-6. The bound under test is the
/// documented one, |L − L_exact| ≤ 1e-12·L.
@Suite("Arc length against GSL")
struct ArcLengthCrossCheckTests {
  typealias Point = SIMD2<Double>

  /// The break points and, around each, points at distances 10⁻¹ … 10⁻⁸ on both sides: GSL's
  /// bisection then meets every sharp speed minimum (a near-cusp, the ends of a thin ellipse)
  /// at an interval end, where its 61-point rule converges.
  static func graded(_ breaks: [Double], from a: Double, to b: Double) -> [Double] {
    var points = breaks
    for x in breaks {
      for k in 1...8 {
        let d = Double.pow(10, -Double(k))
        points.append(x - d)
        points.append(x + d)
      }
    }
    return points.filter { $0 > a && $0 < b }
  }

  /// The multiples of π/2 in [lo, hi): where an ellipse's speed √(rx² sin²θ + ry² cos²θ) has
  /// its minima and maxima.
  static func quarterTurns(from lo: Double, to hi: Double) -> [Double] {
    var angles: [Double] = []
    var k = (lo / (Double.pi / 2)).rounded(.up)
    while k * Double.pi / 2 < hi {
      angles.append(k * Double.pi / 2)
      k += 1
    }
    return angles
  }

  static func oracle(_ p: [Point], from a: Double = 0, to b: Double = 1) throws -> (value: Double, error: Double) {
    let speed = BezierSpeed(p)
    return try GSLArcLengthOracle.length(from: a, to: b, breakpoints: graded(speed.minima(from: a, to: b), from: a, to: b)) {
      speed($0)
    }
  }

  static func segment(_ p: [Point]) -> PathSegment {
    p.count == 3 ? .quadratic(p[0], p[1], p[2]) : .cubic(p[0], p[1], p[2], p[3])
  }

  /// Seeded control polygons: generic, loops, cusps anywhere, near-cusps, collinear with
  /// reversals, nearly straight, coincident control points — each scaled by 10^k, k ∈ −6…6, and
  /// some translated far from the origin.
  static func randomPolygons(count: Int, points: Int, seed: UInt64) -> [[Point]] {
    var rng = SeededRandom(seed: seed)
    var result: [[Point]] = []
    func random() -> Point { Point(rng.unit() * 2 - 1, rng.unit() * 2 - 1) }
    for i in 0..<count {
      var p = (0..<points).map { _ in random() }
      switch i % 8 {
      case 1 where points == 4:  // exact cusp at a random t: B′(t) = 0
        let t = 0.05 + 0.9 * rng.unit()
        let d0 = p[1] - p[0], d2 = random()
        let d1 = -((1 - t) * (1 - t) * d0 + t * t * d2) / (2 * (1 - t) * t)
        p[2] = p[1] + d1
        p[3] = p[2] + d2
      case 2 where points == 4:  // near-cusp: the same, perturbed by 1e-3 … 1e-9
        let t = 0.05 + 0.9 * rng.unit()
        let d0 = p[1] - p[0], d2 = random()
        let d1 = -((1 - t) * (1 - t) * d0 + t * t * d2) / (2 * (1 - t) * t)
        let size = Double.pow(10, -3 - 6 * rng.unit())
        p[2] = p[1] + d1 + size * random()
        p[3] = p[2] + d2
      case 3:  // collinear, parameters in any order (reversals)
        let direction = random(), origin = random()
        p = (0..<points).map { _ in origin + (rng.unit() * 4 - 2) * direction }
      case 4:  // nearly straight
        let direction = random(), origin = random(), normal = Point(-direction.y, direction.x)
        p = (0..<points).map { k in origin + Double(k) * direction + 1e-7 * rng.unit() * normal }
      case 5:  // coincident control points
        p[1] = p[0]
        if points == 4 && rng.unit() < 0.5 { p[2] = p[3] }
      case 6 where points == 4:  // loop: controls crossed
        let a = random(), b = random()
        p = [a, b + 3 * (b - a), a + 3 * (a - b), b]
      default: break
      }
      let scale = Double.pow(10, Double(i % 13 - 6))
      let offset = i % 5 == 0 ? Point(1e6, -1e6) * (scale >= 1 ? 1 : scale * 10) : .zero
      result.append(p.map { $0 * scale + offset })
    }
    return result
  }

  static func check(_ polygons: [[Point]], label: String) throws -> Double {
    var worst = 0.0, unconverged = 0
    for p in polygons {
      let reference = try oracle(p)
      let ours = segment(p).length
      let error = abs(ours - reference.value)
      let relative = reference.value > 0 ? error / reference.value : error
      worst = max(worst, relative)
      // GSL's own error estimate widens the check only where GSL did not converge (counted).
      if reference.error > 1e-13 * reference.value { unconverged += 1 }
      #expect(error <= 1e-12 * reference.value + reference.error, "\(label) \(p): ours \(ours), GSL \(reference.value) ± \(reference.error)")
    }
    print("\(label): \(polygons.count) segments, worst relative difference from qag \(worst); GSL unconverged on \(unconverged)")
    return worst
  }

  @Test("4,000 seeded cubics (cusps, near-cusps, loops, collinear, degenerate; 1e-6 … 1e6) match qag")
  func cubics() throws {
    _ = try Self.check(Self.randomPolygons(count: 4_000, points: 4, seed: 0xA5C1_E4), label: "cubics")
  }

  @Test("2,000 seeded quadratics (collinear, kinked, nearly straight; 1e-6 … 1e6) match qag")
  func quadratics() throws {
    _ = try Self.check(Self.randomPolygons(count: 2_000, points: 3, seed: 0x0051_ADD), label: "quadratics")
  }

  /// `gsl_integration_qags`, the routine a GSL user would reach for, on every segment kind: it
  /// stops near 1e-10 relative (Wynn's extrapolation gives up on these smooth integrands before
  /// `qag` does), so the check is that our length lies within qags's own error estimate of its
  /// value — the 1e-12 bound itself is checked against `qag` above.
  @Test("lines, quadratics, cubics and elliptical arcs lie within qags's own error estimate")
  func extrapolatedQuadrature() throws {
    var segments: [(PathSegment, [Double], (Double) -> Double)] = []
    for p in Self.randomPolygons(count: 400, points: 4, seed: 0x9A65) + Self.randomPolygons(count: 200, points: 3, seed: 0x9A66) {
      let speed = BezierSpeed(p)
      segments.append((Self.segment(p), Self.graded(speed.minima(), from: 0, to: 1), { speed($0) }))
    }
    var rng = SeededRandom(seed: 0x9A67)
    for _ in 0..<100 {
      let a = Point(rng.unit(), rng.unit()) * 100, b = Point(rng.unit(), rng.unit()) * 100
      segments.append((.line(a, b), [], { _ in ((b - a) * (b - a)).sum().squareRoot() }))
    }
    for _ in 0..<200 {
      let rx = Double.pow(10, 4 * rng.unit() - 2), ry = rx * Double.pow(10, -6 * rng.unit())
      let start = rng.unit() * 7, sweep = rng.unit() * 12 - 6
      let arc = EllipticalArc(center: .zero, radii: Point(rx, ry), startAngle: start, sweepAngle: sweep)
      // In the arc's own parameter u ∈ [0, 1]: θ = start + u·sweep, speed |sweep|·√(rx² sin² + ry² cos²),
      // broken at every multiple of π/2 (the speed's minima and maxima).
      let (lo, hi) = sweep > 0 ? (start, start + sweep) : (start + sweep, start)
      let breaks = Self.quarterTurns(from: lo, to: hi).map { ($0 - start) / sweep }
      segments.append((.arc(arc), Self.graded(breaks, from: 0, to: 1), { u in
        let s = Double.sin(start + u * sweep), c = Double.cos(start + u * sweep)
        return abs(sweep) * ((rx * s) * (rx * s) + (ry * c) * (ry * c)).squareRoot()
      }))
    }
    var worst = 0.0
    for (segment, breaks, speed) in segments {
      let q = try GSLArcLengthOracle.extrapolatedLength(from: 0, to: 1, breakpoints: breaks, speed: speed)
      let ours = segment.length
      worst = max(worst, q.value > 0 ? abs(ours - q.value) / q.value : abs(ours))
      #expect(abs(ours - q.value) <= q.error + 1e-12 * q.value, "\(segment): ours \(ours), qags \(q.value) ± \(q.error)")
    }
    print("qags: \(segments.count) segments, worst relative difference \(worst)")
  }

  @Test("sub-range lengths of 1,000 cubics match qag on the same range")
  func subRanges() throws {
    var rng = SeededRandom(seed: 77)
    var worst = 0.0
    for p in Self.randomPolygons(count: 1_000, points: 4, seed: 0x5B) {
      let a = rng.unit(), b = rng.unit()
      let (t0, t1) = (min(a, b), max(a, b))
      let reference = try Self.oracle(p, from: t0, to: t1)
      let ours = Self.segment(p).length(from: t0, to: t1)
      let relative = reference.value > 0 ? abs(ours - reference.value) / reference.value : abs(ours)
      worst = max(worst, relative)
      #expect(relative <= 1e-12, "\(p) [\(t0), \(t1)]")
    }
    print("cubic sub-ranges: worst relative difference from qag \(worst)")
  }

  @Test("the parameter at a length: qag from 0 to it gives the length back within 1e-12·L")
  func inverse() throws {
    var rng = SeededRandom(seed: 99)
    var worst = 0.0
    for p in Self.randomPolygons(count: 500, points: 4, seed: 0x1F) {
      let segment = Self.segment(p)
      let total = segment.length
      guard total > 0 else { continue }
      let target = rng.unit() * total
      let t = segment.parameter(atLength: target)
      let reached = try Self.oracle(p, from: 0, to: t).value
      worst = max(worst, abs(reached - target) / total)
      #expect(abs(reached - target) <= 1e-12 * total, "\(p) at \(target)")
    }
    print("cubic inverse arc length vs qag: worst |s(t) − s|/L \(worst)")
  }

  @Test("2,000 seeded elliptical arcs (ry/rx down to 1e-6, many turns) match gsl_sf_ellint_E and qag")
  func ellipticalArcs() throws {
    var rng = SeededRandom(seed: 0xE11)
    var worstE = 0.0, worstQ = 0.0
    for i in 0..<2_000 {
      let ratio = i % 4 == 0 ? 1e-6 : Double.pow(10, -6 * rng.unit())
      let major = Double.pow(10, 6 * rng.unit() - 3)
      let (rx, ry) = i % 2 == 0 ? (major, major * ratio) : (major * ratio, major)
      let start = rng.unit() * 20 - 10
      let sweep = (rng.unit() < 0.5 ? -1.0 : 1.0) * (0.05 + rng.unit() * (i % 3 == 0 ? 40 : 6))
      let arc = EllipticalArc(
        center: Point(rng.unit(), rng.unit()), radii: Point(rx, ry), rotation: rng.unit() * 7,
        startAngle: start, sweepAngle: sweep)
      let ours = arc.length
      let (lo, hi) = sweep > 0 ? (start, start + sweep) : (start + sweep, start)
      let e = try GSLArcLengthOracle.ellipticArcLength(rx: rx, ry: ry, from: lo, to: hi)
      // qag on the speed √(rx² sin²θ + ry² cos²θ), broken at its minima (θ = kπ/2 on the
      // minor axis's side) and maxima — every multiple of π/2 inside the range.
      let breaks = Self.quarterTurns(from: lo, to: hi)
      let q = try GSLArcLengthOracle.length(from: lo, to: hi, breakpoints: Self.graded(breaks, from: lo, to: hi)) { theta in
        let s = Double.sin(theta), c = Double.cos(theta)
        return ((rx * s) * (rx * s) + (ry * c) * (ry * c)).squareRoot()
      }
      worstE = max(worstE, abs(ours - e.value) / e.value)
      worstQ = max(worstQ, abs(ours - q.value) / q.value)
      // GSL's E is accurate to gslEllintAccuracy of the values it subtracts.
      let terms = try Self.ellipticTerms(rx: rx, ry: ry, from: lo, to: hi)
      #expect(abs(ours - e.value) <= Self.gslEllintAccuracy * terms, "rx \(rx) ry \(ry) start \(start) sweep \(sweep): \(ours) vs E \(e.value)")
      #expect(abs(ours - q.value) <= 1e-12 * q.value, "rx \(rx) ry \(ry) start \(start) sweep \(sweep): \(ours) vs qag \(q.value)")
    }
    print("elliptical arcs: worst relative difference from gsl_sf_ellint_E \(worstE), from qag \(worstQ)")
  }

  @Test("short elliptical arcs far from the axes: no cancellation (qag on the speed)")
  func shortArcs() throws {
    var rng = SeededRandom(seed: 0x5407)
    var worst = 0.0
    for i in 0..<500 {
      let ratio = Double.pow(10, -6 * rng.unit())
      let (rx, ry) = i % 2 == 0 ? (100.0, 100 * ratio) : (100 * ratio, 100.0)
      let start = rng.unit() * 20 - 10
      let sweep = Double.pow(10, -1 - 7 * rng.unit())
      let arc = EllipticalArc(center: .zero, radii: Point(rx, ry), startAngle: start, sweepAngle: sweep)
      let ours = arc.length
      let q = try GSLArcLengthOracle.length(from: 0, to: sweep) { d in
        let s = Double.sin(start + d), c = Double.cos(start + d)
        return ((rx * s) * (rx * s) + (ry * c) * (ry * c)).squareRoot()
      }
      worst = max(worst, abs(ours - q.value) / q.value)
      #expect(abs(ours - q.value) <= 1e-12 * q.value, "rx \(rx) ry \(ry) start \(start) sweep \(sweep)")
    }
    print("short elliptical arcs: worst relative difference from qag \(worst)")
  }

  /// a·(|E(ψ1|m)| + |E(ψ0|m)|): the size of the terms the E-based length subtracts.
  static func ellipticTerms(rx: Double, ry: Double, from theta0: Double, to theta1: Double) throws -> Double {
    let (a, b, shift) = rx >= ry ? (rx, ry, Double.pi / 2) : (ry, rx, 0)
    let m = 1 - (b / a) * (b / a)
    let e1 = try GSLArcLengthOracle.ellipticE(theta1 - shift, parameter: m).value
    let e0 = try GSLArcLengthOracle.ellipticE(theta0 - shift, parameter: m).value
    return a * (abs(e1) + abs(e0))
  }

  /// How far `gsl_sf_ellint_E` itself is from the exact E(φ|m) near m = 1: for the quarter
  /// ellipse ry/rx = 1e-4, 2·E(π/2 | 1 − 1e-8) is 2.000000100966347687709547… (mpmath, 40 digits)
  /// and GSL returns 2.0000001009624224 (−2.0e-12 relative; ours 2.000000100966343, −2.3e-15).
  /// The comparison with GSL's E uses GSL's accuracy; the 1e-12 bound is checked against qag on
  /// the speed above and against the 40-digit values below.
  static let gslEllintAccuracy = 1e-11


  @Test("quarter ellipses: 40-digit complete integrals, and gsl_sf_ellint_E(π/2) within GSL's accuracy")
  func completeIntegral() throws {
    var worst = 0.0, worstGSL = 0.0
    for (ratio, exact) in quarterEllipses {
      let arc = EllipticalArc(center: .zero, radii: Point(2, 2 * ratio), startAngle: 0, sweepAngle: .pi / 2)
      let gsl = try GSLArcLengthOracle.ellipticE(.pi / 2, parameter: 1 - ratio * ratio).value * 2
      worst = max(worst, abs(arc.length - exact) / exact)
      worstGSL = max(worstGSL, abs(gsl - exact) / exact)
      #expect(abs(arc.length - exact) <= 1e-12 * exact, "ry/rx = \(ratio): \(arc.length) vs \(exact)")
      #expect(abs(arc.length - gsl) <= Self.gslEllintAccuracy * gsl, "ry/rx = \(ratio): \(arc.length) vs GSL \(gsl)")
    }
    print("quarter ellipses: worst relative error \(worst) (40-digit reference); gsl_sf_ellint_E's own worst \(worstGSL)")
  }
}
