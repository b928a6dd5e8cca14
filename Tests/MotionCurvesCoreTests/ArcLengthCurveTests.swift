import MotionCurves
import RealModule
import Testing

/// `ArcLengthCurve`: the inverse written once on the protocol, against closed forms — the involute
/// of a circle (s = a·θ²/2, so θ = √(2s/a)), a parabola (s in closed form with asinh), a circle, a
/// flat wave (s = Δx) — and against symmetry (a symmetric cubic and a half ellipse reach half their
/// length at t = ½); on every adopter the adopter's own exact length to the returned parameter.
@Suite("Arc-length curves: length and its inverse")
struct ArcLengthCurveTests {
  typealias Point = SIMD2<Double>

  /// The involute of a circle of radius a, P(θ) = a·(cos θ + θ·sin θ, sin θ − θ·cos θ), whose speed
  /// is a·θ: the length from θ0 to θ1 is a·(θ1² − θ0²)/2 in closed form, so the test's adopter
  /// measures exactly and only the protocol's inverse is under test. Speed 0 at θ = 0.
  struct Involute: ArcLengthCurve {
    let a: Double
    let parameterRange: ClosedRange<Double>
    func point(at t: Double) -> Point { a * Point(.cos(t) + t * .sin(t), .sin(t) - t * .cos(t)) }
    func derivative(at t: Double) -> Point { a * t * Point(.cos(t), .sin(t)) }
    func secondDerivative(at t: Double) -> Point { a * Point(.cos(t) - t * .sin(t), .sin(t) + t * .cos(t)) }
    func length(from t0: Double, to t1: Double) -> Double { a * (t1 * t1 - t0 * t0) / 2 }
  }

  @Test("the protocol's inverse on an involute: θ = √(θ0² + 2s/a), from a speed of 0 and from inside")
  func involute() {
    for (a, range) in [(1.0, 0.0...10.0), (0.25, 2.0...7.0), (1e6, 0.0...1e-3), (3e-7, 1.0...400.0)] {
      let curve = Involute(a: a, parameterRange: range)
      let whole = curve.length
      #expect(whole == a * (range.upperBound * range.upperBound - range.lowerBound * range.lowerBound) / 2)
      for fraction in [1e-9, 0.001, 0.1, 0.25, 0.5, 0.75, 0.999, 1 - 1e-12] {
        let s = fraction * whole
        let theta = curve.parameter(atLength: s)
        let exact = (range.lowerBound * range.lowerBound + 2 * s / a).squareRoot()
        // The stopping rule: the length to θ within 1e-13·L (plus the rounding of the sums).
        #expect(abs(curve.length(from: range.lowerBound, to: theta) - s) <= 1.1e-13 * whole, "a = \(a), \(fraction)")
        // So θ is within that over the speed there (a·θ).
        #expect(abs(theta - exact) <= 1.1e-13 * whole / (a * exact) + 4 * exact.ulp, "a = \(a), \(fraction)")
      }
      // Clamped: the ends, and a total handed in.
      #expect(curve.parameter(atLength: -1) == range.lowerBound)
      #expect(curve.parameter(atLength: 0) == range.lowerBound)
      #expect(curve.parameter(atLength: whole * 2) == range.upperBound)
      #expect(curve.parameter(atLength: .nan) == range.lowerBound)
      let half = curve.parameter(atLength: whole / 2, total: whole)
      #expect(half == curve.parameter(atLength: whole / 2))
    }
  }

  @Test("a curve of length 0 gives its start")
  func lengthZero() {
    let still = Involute(a: 0, parameterRange: 0...1)
    #expect(still.parameter(atLength: 0.5) == 0)
    #expect(PathSegment.line(Point(3, 4), Point(3, 4)).parameter(atLength: 1) == 0)
  }

  /// s(t) of the parabola B(t) = (t, t²), the quadratic (0, 0), (½, 0), (1, 1):
  /// ∫ √(1 + 4t²) = t·√(1 + 4t²)/2 + asinh(2t)/4.
  static func parabolaLength(_ t: Double) -> Double {
    t * (1 + 4 * t * t).squareRoot() / 2 + Double.asinh(2 * t) / 4
  }

  @Test("path segments: the parabola's closed form, a circle's t = s/L, symmetry, and the segment's own length")
  func segments() {
    let parabola = PathSegment.quadratic(Point(0, 0), Point(0.5, 0), Point(1, 1))
    let whole = Self.parabolaLength(1)
    #expect(abs(parabola.length - whole) <= 1e-12 * whole)
    for fraction in [0.01, 0.3, 0.5, 0.77, 0.999] {
      let t = parabola.parameter(atLength: fraction * whole)
      #expect(abs(Self.parabolaLength(t) - fraction * whole) <= 1.1e-12 * whole, "\(fraction)")
    }
    // A circle: constant speed.
    let circle = PathSegment.arc(EllipticalArc(center: .zero, radii: Point(4, 4), startAngle: 1, sweepAngle: -3))
    #expect(circle.parameter(atLength: 3) == 0.25)
    // Symmetric about the midpoint: half the length at t = ½.
    let cubic = PathSegment.cubic(Point(0, 0), Point(100, 200), Point(200, 200), Point(300, 0))
    #expect(abs(cubic.parameter(atLength: cubic.length / 2) - 0.5) <= 1e-12)
    let halfEllipse = EllipticalArc(center: Point(5, 5), radii: Point(30, 10), rotation: 0.3, startAngle: 0, sweepAngle: .pi)
    #expect(abs(halfEllipse.parameter(atLength: halfEllipse.length / 2) - 0.5) <= 1e-12)
    #expect(abs(PathSegment.arc(halfEllipse).parameter(atLength: halfEllipse.length / 2) - 0.5) <= 1e-12)
    // Every adopter, every kind: the adopter's own exact length to the parameter found.
    let segments: [PathSegment] = [
      .line(Point(1, 2), Point(-7, 9)), parabola, cubic,
      .cubic(Point(0, 0), Point(200, 200), Point(0, 200), Point(200, 0)),  // a cusp at t = ½
      .cubic(Point(0, 0), Point(300, 200), Point(-100, 200), Point(200, 0)),  // a loop
      .cubic(Point(0, 0), Point(1, 1), Point(0, 1), Point(1, 0)) * 1e-6,
      .arc(EllipticalArc(center: .zero, radii: Point(30, 1e-3), startAngle: 0.2, sweepAngle: 5)), .arc(halfEllipse),
    ]
    for segment in segments {
      let l = segment.length
      for fraction in [0.05, 0.33, 0.5, 0.97] {
        let t = segment.parameter(atLength: fraction * l)
        #expect(abs(segment.length(from: 0, to: t) - fraction * l) <= 1.1e-12 * l, "\(segment) at \(fraction)")
      }
    }
  }

  /// The parameter at half the length, through the protocol only.
  static func halfway<Curve: ArcLengthCurve>(_ curve: Curve) -> Double { curve.parameter(atLength: curve.length / 2) }

  @Test("through a generic function, a segment's own inverse is the one called")
  func dispatch() {
    let cubic = PathSegment.cubic(Point(0, 0), Point(300, 200), Point(-100, 200), Point(200, 0))
    #expect(Self.halfway(cubic) == cubic.parameter(atLength: cubic.length / 2, total: nil))
  }

  @Test("a wave's curve: a flat wave is its x, a wave's inverse against its own length, Float and Double alike")
  func waves() throws {
    let flat = try SineWave(amplitude: 0, angularFrequency: 3, baseline: 2).curve(from: -5, width: 20)
    #expect(flat.length == 20)
    #expect(flat.parameter(atLength: 7) == 2)
    #expect(flat.point(at: 2) == Point(2, 2))
    for wave in [try SineWave(amplitude: 5, periods: 2.5, across: 375, baseline: 30, speed: 2),
                 try SineWave(amplitude: 40, angularFrequency: 3, phase: 1e6)] {
      let curve = try wave.curve(from: 12, width: 375, time: 0.75)
      let l = curve.length
      #expect(l >= 375)
      for fraction in [0.01, 0.5, 0.9] {
        let x = curve.parameter(atLength: fraction * l)
        #expect(abs(curve.length(from: 12, to: x) - fraction * l) <= 1.1e-12 * l)
      }
      // Clamped to the curve's stretch.
      #expect(curve.length(from: -1e9, to: 1e9) == l)
      #expect(curve.length(from: 400, to: 100) == -curve.length(from: 100, to: 400))
      // The tangent is (1, slope).
      #expect(curve.derivative(at: 50) == Point(1, wave.slope(x: 50, time: 0.75)))
    }
    #expect(throws: WaveError.notPositive(.width, 0)) { try SineWave(amplitude: 1, wavelength: 2).curve(from: 0, width: 0) }
    #expect(throws: WaveError.notFinite(.time, .infinity)) { try SineWave(amplitude: 1, wavelength: 2).curve(from: 0, width: 1, time: .infinity) }
  }
}

extension PathSegment {
  /// Every coordinate multiplied by `factor`.
  static func * (segment: PathSegment, factor: Double) -> PathSegment {
    switch segment {
    case let .line(a, b): return .line(a * factor, b * factor)
    case let .quadratic(a, b, c): return .quadratic(a * factor, b * factor, c * factor)
    case let .cubic(a, b, c, d): return .cubic(a * factor, b * factor, c * factor, d * factor)
    case var .arc(arc):
      arc.center *= factor
      arc.radii *= factor
      return .arc(arc)
    }
  }
}
