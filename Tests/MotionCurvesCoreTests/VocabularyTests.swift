import CurveReference
import Foundation
import MotionCurvesCore
import MotionCurvesSprings
import MotionCurvesTiming
import MotionCurvesWaves
import PropertyBased
import Testing

@Suite("Timing curves through the shared protocol")
struct TimingCurveProtocolTests {
  /// Any timing curve, generically: the protocol's requirements only.
  static func sample<Curve: TimingCurve>(_ curve: Curve, at x: Double) -> (Double, Double, ClosedRange<Double>) {
    (curve.value(at: x), curve.velocity(at: x), curve.outputRange)
  }

  @Test("every adopter through the protocol: béziers in closed form, steps and linear() exact")
  func adopters() throws {
    // cubic-bezier(0, 1.5, 1, 1.5): y(t) = 4.5t − 4.5t² + t³ and x(t) = 3t² − 2t³; the maximum is
    // where y′ = 4.5 − 9t + 3t² = 0, t = (9 − √27)/6.
    let bezier = try TimingFunction(css: "cubic-bezier(0, 1.5, 1, 1.5)")
    let tPeak = (9 - 27.0.squareRoot()) / 6
    let peak = 4.5 * tPeak - 4.5 * tPeak * tPeak + tPeak * tPeak * tPeak
    let (_, _, range) = Self.sample(bezier, at: 0.5)
    #expect(range.lowerBound == 0 && abs(range.upperBound - peak) <= 1e-15)
    let tHalf = 0.5  // x(½) = ½
    let (y, slope, _) = Self.sample(bezier, at: 3 * tHalf * tHalf - 2 * tHalf * tHalf * tHalf)
    #expect(abs(y - (4.5 * 0.5 - 4.5 * 0.25 + 0.125)) <= 1e-15)
    #expect(abs(slope - (4.5 - 9 * 0.5 + 3 * 0.25) / (6 * 0.5 - 6 * 0.25)) <= 1e-12)
    // The CubicBezier itself, and the keyword.
    #expect(Self.sample(CubicBezier.ease, at: 0).1 == 0.4)
    #expect(Self.sample(TimingFunction.ease, at: 1).0 == 1)
    // steps(4, jump-both): outputs j/5; jumps have no derivative.
    let steps = try Steps(4, .jumpBoth)
    #expect(Self.sample(steps, at: 0.3).0 == 2.0 / 5 && Self.sample(steps, at: 0.3).1 == 0)
    #expect(Self.sample(steps, at: 0.25).1.isNaN)
    // linear() with points outside [0, 1]: at 0 it is 0, at 1 it is 0.5 + 1.5·(0.5/1) = 1.25.
    let outside = try LinearEasing(stops: [.init(-0.5, -50), .init(0.5, 50), .init(2, 150)])
    #expect(outside.outputRange == 0...1.25)
    #expect(Self.sample(outside, at: 0.25).1 == 1 && Self.sample(outside, at: 0.75).1 == 1.5)
    let bounce = try TimingFunction(css: "linear(0, 1.2 40%, 0.9 60%, 1.05, 1)")
    #expect(bounce.outputRange == 0...1.2)
    let jump = try TimingFunction(css: "linear(0, 0.25 50%, 0.75 50%, 1)")
    #expect(jump.velocity(at: 0.5).isNaN && jump.velocity(at: 0.25) == 0.5)
    #expect(TimingFunction.linear.outputRange == 0...1 && TimingFunction.linear.velocity(at: 3) == 1)
  }

  @Test("steps() never leave [0, 1] on [0, 1], with or without the before flag: outputRange is exact")
  func stepsRange() throws {
    for count in 1...12 {
      for position in Steps.Position.allCases where !(position == .jumpNone && count < 2) {
        let steps = try Steps(count, position)
        var outputs: [Double] = []
        for k in 0...count {
          let x = Double(k) / Double(count)
          for probe in [x, x.nextDown, x.nextUp] where probe >= 0 && probe <= 1 {
            outputs += [steps.value(at: probe), steps.value(at: probe, beforeFlag: true)]
          }
        }
        #expect(outputs.min() == 0 && outputs.max() == 1, "\(steps.cssText)")
        #expect(steps.outputRange == 0...1)
      }
    }
  }

  @Test("outputRange of random cubic béziers bounds a dense sampling and is reached by it")
  func bezierRange() async {
    await propertyCheck(count: 200, input: Gen.double(in: 0...1), Gen.double(in: -2...3), Gen.double(in: 0...1), Gen.double(in: -2...3)) { x1, y1, x2, y2 in
      guard let curve = try? CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2) else { return }
      // y(t) sampled directly from the polynomial (no solver), 10,001 parameters.
      var (low, high) = (Double.infinity, -Double.infinity)
      for i in 0...10_000 {
        let t = Double(i) / 10_000
        let y = 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t
        (low, high) = (min(low, y), max(high, y))
      }
      let range = curve.outputRange
      #expect(range.lowerBound <= low + 1e-15 && range.upperBound >= high - 1e-15)
      // The true extremes lie within (Δt)²·|y″|/8 of the sampled ones.
      #expect(range.lowerBound >= low - 1e-7 && range.upperBound <= high + 1e-7)
    }
  }
}

@Suite("Vector spaces")
struct VectorSpaceTests {
  @Test("interpolation is exact at both ends and linear between, for Double, Float and SIMD")
  func interpolation() async {
    await propertyCheck(count: 300, input: Gen.double(in: -1e6...1e6), Gen.double(in: -1e6...1e6), Gen.double(in: -1...2)) { a, b, f in
      #expect(a.interpolated(to: b, at: 0) == a && a.interpolated(to: b, at: 1) == b)
      // a + (b − a)·f in double-double (b − a is exact there), rounded once.
      let exact = (Wide(a) + (Wide.exactSum(b, -a) * f)).value
      #expect(abs(a.interpolated(to: b, at: f) - exact) <= 4 * max(abs(a), abs(b)).ulp)
      let (fa, fb) = (Float(a), Float(b))
      #expect(fa.interpolated(to: fb, at: 0) == fa && fa.interpolated(to: fb, at: 1) == fb)
      let v = SIMD3(a, b, -a)
      let w = SIMD3(b, a, 7)
      #expect(v.interpolated(to: w, at: 0) == v && v.interpolated(to: w, at: 1) == w)
      #expect(v.interpolated(to: w, at: f).x == a.interpolated(to: b, at: f))
    }
  }

  @Test("distance: the Euclidean norm of the difference, without overflow or underflow")
  func distance() {
    #expect(SIMD3(3.0, 4, 12).euclideanDistance(to: .zero) == 13)
    #expect(SIMD2<Float>(3, 4).euclideanDistance(to: .zero) == 5)
    #expect((-2.5).euclideanDistance(to: 4) == 6.5 && Float(1).euclideanDistance(to: -1) == 2)
    // 2√2·1e300: the squares alone would overflow.
    let huge = SIMD2(1e300, 1e300).euclideanDistance(to: SIMD2(-1e300, -1e300))
    #expect(abs(huge / 2.8284271247461903e300 - 1) <= 2e-16)
    // A 3-4-5 triangle of subnormals: 5 × 2⁻¹⁰⁷⁴·4 exactly.
    let tiny = 0x1p-1074
    #expect(SIMD2(3 * 4 * tiny, 4 * 4 * tiny).euclideanDistance(to: .zero) == 5 * 4 * tiny)
    #expect(SIMD8<Double>(repeating: 1).euclideanDistance(to: .zero) == 8.0.squareRoot())
  }

  @Test("a spring animates Float vectors within Float rounding of the exact Double motion")
  func floatSpring() throws {
    let spring = try DampedSpring(response: 0.5, dampingRatio: 0.6)
    var animator = SpringAnimator(spring: spring, from: SIMD2<Float>(0, 10), to: SIMD2(100, -10))
    for _ in 0..<60 { try animator.advance(by: 1.0 / 120) }
    let x = try SpringMotion(spring: spring, from: 0, to: 100).value(at: 0.5)
    let y = try SpringMotion(spring: spring, from: 10, to: -10).value(at: 0.5)
    #expect(abs(Double(animator.value.x) - x) <= 100 * 60 * 2e-7)
    #expect(abs(Double(animator.value.y) - y) <= 20 * 60 * 2e-7)
  }
}

@Suite("Motions through the shared protocol")
struct MotionProtocolTests {
  @Test("each model of the map spring (k = c = 16) from 30 to 0, against its closed form")
  func models() throws {
    let spring = try DampedSpring(mass: 1, stiffness: 16, damping: 16)
    let physical = try SpringModel.physical.motion(spring: spring, from: 30, to: 0)
    let coreAnimation = try SpringModel.coreAnimation.motion(spring: spring, from: 30, to: 0)
    let jnw = try SpringModel.jnw.motion(spring: spring, from: 30, to: 0)
    // Physical, over-damped: roots λ = −8 ± √48; y = y0·(λ₂e^{λ₁t} − λ₁e^{λ₂t})/(λ₂ − λ₁).
    let (l1, l2) = (-8 + 48.0.squareRoot(), -8 - 48.0.squareRoot())
    for t in [0.1, 0.25, 1, 3] {
      let exact = 30 * (l2 * Foundation.exp(l1 * t) - l1 * Foundation.exp(l2 * t)) / (l2 - l1)
      #expect(abs(physical.value(at: t) - exact) <= 1e-12 * 30)
      // Core Animation lowers the damping to critical (ω = 4): y = 30(1 + 4t)e^{−4t}.
      #expect(abs(coreAnimation.value(at: t) - 30 * (1 + 4 * t) * Foundation.exp(-4 * t)) <= 1e-12 * 30)
      #expect(abs(coreAnimation.velocity(at: t) - (-30 * 16 * t * Foundation.exp(-4 * t))) <= 1e-12 * 30 * 4)
    }
    #expect(try jnw.duration(epsilon: 0.5) == 1.153 && jnw.from == 30 && jnw.to == 0)
    #expect(try physical.duration(epsilon: 1e-3) == physical.settlingDuration(epsilon: 1e-3))
    #expect(throws: SpringError.startsAtRest(2)) { try SpringModel.jnw.motion(spring: spring, from: 30, to: 0, initialVelocity: 2) }
  }

  @Test("frame sampling: times k/fps exactly, through the first frame at or after the end")
  func sampling() throws {
    let grid = try SampleGrid.frames(fps: 60, until: 0.5)
    #expect(grid.count == 31 && grid[30] == 0.5 && grid[7] == 7.0 / 60)
    #expect(try SampleGrid.frames(fps: 60, until: 0.501).count == 32)
    #expect(try SampleGrid.frames(fps: 30, until: 0).count == 1)
    #expect(try SampleGrid.unitInterval(count: 101)[100] == 1 && (try SampleGrid.unitInterval(count: 101)[37] == 0.37))
    #expect(throws: SamplingError.notPositive(.fps, 0)) { try SampleGrid.frames(fps: 0, until: 1) }
    #expect(throws: SamplingError.notFinite(.fps, .infinity)) { try SampleGrid.frames(fps: .infinity, until: 1) }
    #expect(throws: SamplingError.negative(.end, -1)) { try SampleGrid.frames(fps: 60, until: -1) }
    #expect(throws: SamplingError.tooManyPoints(6e301 + 1)) { try SampleGrid.frames(fps: 60, until: 1e300) }
    #expect(throws: SamplingError.tooFewPoints(1)) { try SampleGrid.unitInterval(count: 1) }
    // A critically damped spring (ω = 10) sampled through the protocol, against its closed form.
    let motion: any SettlingMotion<Double> = try SpringMotion(
      spring: DampedSpring(stiffness: 100, damping: 20), from: 0, to: 1, initialVelocity: 3)
    let samples = try motion.samples(fps: 120, until: 1)
    #expect(samples.count == 121)
    for sample in samples {
      let t = sample.time
      let exact = 1 + (-1 + (3 - 10) * t) * Foundation.exp(-10 * t)
      #expect(abs(sample.value - exact) <= 1e-14)
    }
  }

  @Test("stepped samples: the exact stepper is the closed form, RK4 drifts")
  func stepped() throws {
    let motion = try SpringMotion(spring: DampedSpring(stiffness: 100, damping: 20), from: 0, to: 1, initialVelocity: 3)
    let exact = try motion.steppedSamples(fps: 144, until: 2, integrator: .exactStep)
    let rk4 = try motion.steppedSamples(fps: 30, until: 2, integrator: .rk4)
    // Critical damping, ω = 10: x = 1 + (y0 + (v0 + ω·y0)·t)·e^(−ωt) with y0 = −1, v0 = 3.
    func closedForm(_ t: Double) -> Double { 1 + (-1 - 7 * t) * Foundation.exp(-10 * t) }
    for sample in exact { #expect(abs(sample.value - closedForm(sample.time)) <= 1e-13) }
    var worst = 0.0
    for sample in rk4 { worst = max(worst, abs(sample.value - closedForm(sample.time))) }
    #expect(worst > 1e-6)
  }

  @Test("baking and CSS export, once for every settling motion")
  func export() throws {
    // Core Animation's settlingDuration for damping 5 is 2.849 s: 171 frames at 60 Hz, the last `to`.
    let ca = try CoreAnimationSpring(damping: 5, from: 10, to: 20)
    let frames = try ca.bake(fps: 60)
    #expect(frames.count == Int((ca.settlingDuration * 60).rounded(.up)) + 1 && frames.count == 172)
    #expect(frames.first == 10 && frames.last == 20)
    let (easing, duration) = try ca.cssEasing(tolerance: 0.01)
    #expect(duration == ca.settlingDuration)
    for u in stride(from: 0.0, through: 0.99, by: 0.01) {
      let progress = (ca.value(at: u * duration) - 10) / 10
      #expect(abs(easing.value(at: u) - progress) <= 0.01 * 1.5)  // 1.5: the range overshoots to ~1.44
    }
    #expect(throws: SamplingError.noDistance(1)) { try SpringMotion(spring: DampedSpring(stiffness: 1, damping: 1), from: 1, to: 1).cssEasing() }
    #expect(throws: SamplingError.neverSettles) { try SpringMotion(spring: DampedSpring(stiffness: 1, damping: 0), from: 0, to: 1).cssEasing() }
    #expect(throws: SamplingError.notPositive(.tolerance, 0)) { try ca.cssEasing(tolerance: 0) }
    #expect(throws: SamplingError.notPositive(.epsilon, -1)) { try ca.bake(fps: 60, epsilon: -1) }
    do {
      _ = try ca.bake(fps: 1e9)
      Issue.record("2.8e9 frames were baked")
    } catch {
      guard case let .tooManyPoints(count) = error else { throw error }
      #expect(count == (ca.settlingDuration * 1e9).rounded(.up) + 1)
    }
  }

  @Test("a point of a moving wave: sin and cos per the closed form, a finite difference for velocity")
  func wave() throws {
    let wave = try SineWave(amplitude: 5, wavelength: 150, phase: 0.3, baseline: 30, speed: 2)
    let point = wave.motion(x: 75)
    for t in [0.0, 0.5, 1.7, 1000] {
      let theta = 2 * Double.pi / 150 * 75 + 0.3 + 2 * t
      #expect(abs(point.value(at: t) - (5 * Foundation.sin(theta) + 30)) <= 1e-12)
      #expect(abs(point.velocity(at: t) - 10 * Foundation.cos(theta)) <= 1e-12)
      let h = 1e-5
      #expect(abs(point.velocity(at: t) - (point.value(at: t + h) - point.value(at: t - h)) / (2 * h)) <= 1e-6)
      #expect(wave.velocity(x: 75, time: t) == point.velocity(at: t))
    }
    #expect(try point.settlingDuration(epsilon: 1e-3) == .infinity)
    #expect(try SineWave(amplitude: 5, wavelength: 150).motion(x: 1).settlingDuration(epsilon: 1e-3) == 0)
  }
}
