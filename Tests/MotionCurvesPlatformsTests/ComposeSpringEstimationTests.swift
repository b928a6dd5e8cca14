import Foundation
import MotionCurvesCore
import MotionCurvesPlatforms
import MotionCurvesSprings
import Testing

/// Compose's own spring duration (`FloatSpringSpec.getDurationNanos` → `estimateAnimationDurationMillis`
/// with displacement and velocity divided by the 0.01 visibility threshold, delta 1; note §1.3) and
/// Compose's whole-ms evaluation (`SpringSimulation.updateValues`). The expected times are the
/// crossings the estimate aims at, computed with mpmath (40 digits) from the closed forms — not a
/// transcription of Compose's code — and checked to the estimate's documented tolerance (the
/// envelope crossing truncated to ms; Newton within ~1 ms).
@Suite("Compose spring duration and evaluation")
struct ComposeSpringEstimationTests {
  @Test("Under-damped: the envelope √(c₁² + c₂²)·e^(−ζω₀t) crosses one threshold, truncated to ms")
  func underDamped() throws {
    let spring = try ComposeSpring(dampingRatio: 0.5, stiffness: 400)
    // d₀ = −1 (0 → 1), v₀ = 0, threshold 0.01: amplitude 100/√(1 − ζ²) = 115.470…, ζω₀ = 10,
    // t = ln(115.470…)/10:
    //   mp.dps=40; A = 100/sqrt(1-0.25); log(A)/10 = 0.4749011222213981831755592412365642130954
    let estimate = try spring.estimatedDurationMillis(from: 0, to: 1)
    #expect(abs(estimate - 474) <= 1)
    // With v₀ = 2: amplitude √(d₀² + ((v₀ + ζω₀d₀)/ω_d)²)/0.01, ω_d = 20·√0.75:
    //   A = sqrt(1 + ((2 - 10)/wd)**2); log(A/0.01)/10 = 0.470185588247836116831702105019
    let withVelocity = try spring.estimatedDurationMillis(from: 0, to: 1, initialVelocity: 2)
    #expect(abs(withVelocity - 470) <= 1)
    // The envelope bounds the motion: from the estimate on, the exact motion (closed form) stays
    // within the threshold.
    let wd = 20 * (0.75).squareRoot()
    for i in 0...2000 {
      let t = 0.475 + Double(i) / 1000
      let d = -Foundation.exp(-10 * t) * (Foundation.cos(wd * t) + 10 / wd * Foundation.sin(wd * t))
      #expect(abs(d) <= 0.01)
    }
  }

  @Test("Critically damped: Newton's crossing of (c₁ + c₂t)e^(rt) = 1, within a ms")
  func critical() throws {
    // spring() = ζ 1, k 1500, 0 → 1: (100 + 100·√1500·t)·e^(−√1500·t) = 1 at
    //   findroot(bisect on [0.05, 1]) = 0.1714015133706773390599459178970426738303
    let estimate = try ComposeSpring.default.estimatedDurationMillis(from: 0, to: 1)
    #expect(abs(estimate - 171) <= 1)
  }

  @Test("Over-damped: Newton's crossing of c₁e^(r₁t) + c₂e^(r₂t) = 1, within a ms")
  func overDamped() throws {
    // ζ = 2, k = 100 (ω₀ = 10): r± = −20 ± 10√3, c₂ = r₁·100/(r₁ − r₂), c₁ = 100 − c₂; the
    // crossing, by bisection on [0.1, 5]: 1.746478395982415574079559700337853464568
    let spring = try ComposeSpring(dampingRatio: 2, stiffness: 100)
    #expect(abs(try spring.estimatedDurationMillis(from: 0, to: 1) - 1746) <= 1)
    // The direction does not matter: 1 → 0 is the same displacement, mirrored.
    #expect(abs(try spring.estimatedDurationMillis(from: 1, to: 0) - 1746) <= 1)
  }

  @Test("Compose's edge cases: at rest → 0, undamped → Long.MAX_VALUE / 1e6, hostile input → typed errors")
  func edges() throws {
    let spring = try ComposeSpring(dampingRatio: 0.5, stiffness: 400)
    #expect(try spring.estimatedDurationMillis(from: 3, to: 3) == 0)
    // 9,223,372,036,854,775,807 / 1,000,000 = 9,223,372,036,854 (integer division).
    #expect(try ComposeSpring(dampingRatio: 0, stiffness: 400).estimatedDurationMillis(from: 0, to: 1) == 9_223_372_036_854)
    #expect(ComposeSpring.undampedDurationMillis == 9_223_372_036_854)
    #expect(throws: SpringError.notPositive(.epsilon, 0)) { try spring.estimatedDurationMillis(from: 0, to: 1, visibilityThreshold: 0) }
    #expect(throws: SpringError.self) { try spring.estimatedDurationMillis(from: .nan, to: 1) }
    #expect(throws: SpringError.beyondFloat(.to, 1e39)) { try spring.estimatedDurationMillis(from: 0, to: 1e39) }
    #expect(throws: SpringError.self) { try spring.composeSample(from: 0, to: 1, time: -1) }
  }

  @Test("updateValues at whole ms: the closed forms, rounded to Float")
  func evaluation() throws {
    // spring(), 0 → 1 at 10 ms: x = 1 − (1 + ω₀t)e^(−ω₀t), v = ω₀²t·e^(−ω₀t), ω₀ = √1500:
    //   x = 0.05817907465793856772941545468229263883234, v = 10.18332793140203202261504828884388250562
    let critical = try ComposeSpring.default.composeSample(from: 0, to: 1, playTimeMillis: 10)
    #expect(critical.time == 0.01)
    #expect(abs(critical.value - 0.058179074657938568) <= 1e-8)
    #expect(abs(critical.velocity - 10.183327931402032) <= 2e-6)
    // A frame at 10.9 ms is Compose's 10 ms: playTimeNanos / 1_000_000 truncates.
    #expect(try ComposeSpring.default.composeSample(from: 0, to: 1, time: 0.0109) == critical)
    // ζ 0.5, k 400 at 100 ms: x = 1 − e^(−10t)(cos ω_d t + (10/ω_d) sin ω_d t), v = e^(−10t)(400/ω_d) sin ω_d t:
    //   x = 0.8494256348541123862265903436623795807891, v = 8.385592593326636970034322981852320518612
    let under = try ComposeSpring(dampingRatio: 0.5, stiffness: 400).composeSample(from: 0, to: 1, playTimeMillis: 100)
    #expect(abs(under.value - 0.84942563485411239) <= 1e-7)
    #expect(abs(under.velocity - 8.3855925933266370) <= 1e-6)
    // Every value is a Float: converting back loses nothing.
    #expect(Double(Float(under.value)) == under.value && Double(Float(under.velocity)) == under.velocity)
  }

  @Test("Critical only when ζ == 1 in Float: 1 + 1e-9 rounds to 1 and takes the critical form")
  func criticalInFloat() throws {
    // Float(1 + 1e-9) == 1 (Float's ulp at 1 is 1.19e-7), so the critical branch runs: at 10 ms it
    // is the critical value above. 1.001 stays above 1 in Float (Float(1.001) = 1.0010000467300415)
    // and runs the over-damped form: r± = ω₀(−ζ ± √(ζ² − 1)),
    //   x = 1 − (r₋e^(r₊t) − r₊e^(r₋t))/(r₋ − r₊) at t = 0.01 (mpmath, 30 digits)
    //   = 0.058165929772274679127756635031
    let nearly = try ComposeSpring(dampingRatio: 1 + 1e-9, stiffness: 1500).composeSample(from: 0, to: 1, playTimeMillis: 10)
    let exactly = try ComposeSpring.default.composeSample(from: 0, to: 1, playTimeMillis: 10)
    #expect(nearly == exactly)
    let over = try ComposeSpring(dampingRatio: 1.001, stiffness: 1500).composeSample(from: 0, to: 1, playTimeMillis: 10)
    #expect(abs(over.value - 0.058165929772274679) <= 1e-8)
  }
}
