import Foundation
import MotionCurvesPlatforms
import Testing

/// |a − b| ≤ tolerance.
private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
  abs(a - b) <= tolerance
}

/// An independent fluid-spring integrator written from the note's equations
/// (`../shared/notes/platform-parity.md` §2.2): velocity-Verlet with h = 1/300,
/// v½ = v + F·h/2; x += v½·h; F = k(target − x) − c·v½; v = v½ + F·h/2, with
/// k = min((2π/r)², 45 000) and c = 2√k·ζ, r blended by 1 − smoothstep(clamped p) when a blend runs.
private struct ReferenceVerlet {
  var x: Double
  var v: Double
  var force: Double

  /// Runs `steps` steps toward `target`; step j (from 0) uses the response `response(j·h)`.
  mutating func run(steps: Int, target: Double, dampingFraction: Double, response: (Double) -> Double) {
    let h = 1.0 / 300
    for j in 0..<steps {
      let r = response(Double(j) * h)
      let omega = 2 * Double.pi / r
      let k = min(omega * omega, 45_000)
      let c = 2 * k.squareRoot() * dampingFraction
      let half = v + force * h / 2
      x += half * h
      force = k * (target - x) - c * half
      v = half + force * h / 2
    }
  }
}

/// The interpolating spring's unit response for ζ < 1, written out for the additive test:
/// 1 − e^(−ζω₀t)(cos ω_d t + A sin ω_d t), A = ζω₀/ω_d (v₀ = 0).
private func unitUnderDamped(k: Double, c: Double, t: Double) -> Double {
  let w0 = k.squareRoot(), zeta = c / (2 * w0)
  let wd = w0 * (1 - zeta * zeta).squareRoot()
  let a = zeta * w0 / wd
  return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + a * sin(wd * t))
}

/// Retargeting one animated value, SwiftUI's way: fluid springs merge, the rest add.
@Suite("SwiftUI animated value: merging and adding")
struct SwiftUIAnimatedValueTests {
  @Test("two overlapping bézier animations add exactly (independently bisected béziers)")
  func beziersAdd() throws {
    var value = try SwiftUIAnimatedValue(initial: 0)
    try value.animate(to: 100, at: 0, with: .curve(.easeInOut, duration: 1))
    try value.animate(to: 50, at: 0.5, with: .curve(.easeIn, duration: 1))
    #expect(value.runningAnimationCount(at: 0.75) == 2)
    // Shown = latest target − Σ delta·(1 − progress): deltas +100 (easeInOut from 0) and −50
    // (easeIn from 0.5). At t = 0.75: 50 − 100(1 − B_io(0.75)) + 50(1 − B_in(0.25)).
    let io = bisectedBezier(0.42, 0, 0.58, 1, at: 0.75)
    let inAt25 = bisectedBezier(0.42, 0, 1, 1, at: 0.25)
    #expect(near(value.value(at: 0.75), 50 - 100 * (1 - io) + 50 * (1 - inAt25), 1e-10))
    // At t = 1.2 the first has finished (its full delta is shown): 50 + 50(1 − B_in(0.7)).
    let inAt70 = bisectedBezier(0.42, 0, 1, 1, at: 0.7)
    #expect(near(value.value(at: 1.2), 50 + 50 * (1 - inAt70), 1e-10))
    #expect(value.runningAnimationCount(at: 1.2) == 1)
    // Before the second retarget only the first runs; after both finish the value is the target.
    let ioAt25 = bisectedBezier(0.42, 0, 0.58, 1, at: 0.25)
    #expect(near(value.value(at: 0.25), 100 * ioAt25, 1e-10))
    #expect(value.value(at: 2) == 50)
    #expect(value.value(at: -1) == 0)
    // The value is continuous across the retarget (the delta starts at progress 0).
    #expect(near(value.value(at: 0.5), 100 * bisectedBezier(0.42, 0, 0.58, 1, at: 0.5), 1e-10))
  }

  @Test("two interpolating springs add (closed form): 3 − (1 − s(t)) − 2(1 − s(t − 0.2))")
  func interpolatingSpringsAdd() throws {
    var value = try SwiftUIAnimatedValue(initial: 0)
    let spring = try SwiftUIAnimation.interpolatingSpring(stiffness: 100, damping: 10)
    try value.animate(to: 1, at: 0, with: spring)
    try value.animate(to: 3, at: 0.2, with: spring)
    let s5 = unitUnderDamped(k: 100, c: 10, t: 0.5)
    let s3 = unitUnderDamped(k: 100, c: 10, t: 0.3)
    #expect(near(value.value(at: 0.5), 3 - (1 - s5) - 2 * (1 - s3), 1e-12))
    #expect(value.runningAnimationCount(at: 0.5) == 2)
  }

  @Test("a fluid spring alone equals the reference Verlet loop (.spring: r 0.5, ζ 0.825)")
  func fluidAlone() throws {
    var value = try SwiftUIAnimatedValue(initial: 10)
    try value.animate(to: 110, at: 1, with: .spring)
    var reference = ReferenceVerlet(x: 10, v: 0, force: 0)
    // t = 1.1005: the steps starting before 0.1005 s after the retarget, 0, 1/300, …, 30/300: 31.
    reference.run(steps: 31, target: 110, dampingFraction: 0.825) { _ in 0.5 }
    #expect(near(value.value(at: 1.1005), reference.x, 1e-9))
    #expect(near(value.velocity(at: 1.1005), reference.v, 1e-9))
    // The base alone, as a unit progress: (reference − 10)/100.
    #expect(near(SwiftUIAnimation.spring.value(at: 0.1005), (reference.x - 10) / 100, 1e-11))
  }

  @Test("a fluid spring retargeted mid-flight merges: continuous, and with blendDuration 0 a fresh spring from that state")
  func fluidMerge() throws {
    var value = try SwiftUIAnimatedValue(initial: 0)
    try value.animate(to: 100, at: 0, with: .spring)
    let next = try SwiftUIAnimation.spring(response: 0.3, dampingFraction: 0.6)
    let te = 0.2013
    try value.animate(to: -40, at: te, with: next)
    #expect(value.runningAnimationCount(at: 0.25) == 1)
    // Left limit: the first spring after the steps starting before 0.2013 s: ⌈60.39⌉ = 61.
    var reference = ReferenceVerlet(x: 0, v: 0, force: 0)
    reference.run(steps: 61, target: 100, dampingFraction: 0.825) { _ in 0.5 }
    let left = value.value(at: te - 1e-9)
    #expect(near(left, reference.x, 1e-9))
    #expect(near(value.value(at: te), left, 1e-9))
    #expect(near(value.velocity(at: te), value.velocity(at: te - 1e-9), 1e-9))
    // One step later the value has moved by about v·h: within one step's travel, |v|·h + F·h².
    let oneStep = abs(reference.v) / 300 + abs(reference.force) / 90_000
    #expect(abs(value.value(at: te + 1.0 / 300) - left) <= 1.5 * oneStep)
    // Right side: a fresh spring (r 0.3, ζ 0.6) from the merged state (x, v, F), toward −40,
    // its steps starting at the retarget. At te + 0.1 + 0.0005: 31 steps.
    var fresh = reference
    fresh.run(steps: 31, target: -40, dampingFraction: 0.6) { _ in 0.3 }
    #expect(near(value.value(at: te + 0.1005), fresh.x, 1e-9))
    #expect(near(value.velocity(at: te + 0.1005), fresh.v, 1e-8))
  }

  @Test("blendDuration: the response goes from the previous to the new one with 1 − smoothstep(p)")
  func fluidBlend() throws {
    var value = try SwiftUIAnimatedValue(initial: 0)
    try value.animate(to: 100, at: 0, with: .spring)
    let te = 0.2013
    try value.animate(to: -40, at: te, with: .spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.1))
    var reference = ReferenceVerlet(x: 0, v: 0, force: 0)
    reference.run(steps: 61, target: 100, dampingFraction: 0.825) { _ in 0.5 }
    // r(s) = 0.3 + 0.2·(1 − smoothstep(min(s/0.1, 1))), s the step's start since the retarget.
    reference.run(steps: 61, target: -40, dampingFraction: 0.6) { s in
      let p = min(s / 0.1, 1)
      return 0.3 + 0.2 * (1 - p * p * (3 - 2 * p))
    }
    #expect(near(value.value(at: te + 0.2005), reference.x, 1e-9))
    // …which differs from the unblended spring (blend matters here).
    var unblended = ReferenceVerlet(x: 0, v: 0, force: 0)
    unblended.run(steps: 61, target: 100, dampingFraction: 0.825) { _ in 0.5 }
    unblended.run(steps: 61, target: -40, dampingFraction: 0.6) { _ in 0.3 }
    #expect(abs(unblended.x - reference.x) > 1e-3)
  }

  @Test("blend weights: 1 − smoothstep(p), p clamped: 1 at 0, ½ at ½, 0 at 1 and beyond")
  func blendWeights() throws {
    #expect(SwiftUIFluidSpring.blendWeight(progress: 0) == 1)
    #expect(SwiftUIFluidSpring.blendWeight(progress: 0.5) == 0.5)
    #expect(SwiftUIFluidSpring.blendWeight(progress: 1) == 0)
    #expect(SwiftUIFluidSpring.blendWeight(progress: 3) == 0)
    #expect(SwiftUIFluidSpring.blendWeight(progress: -1) == 1)
    // p = 0.25: 1 − 0.0625·2.5 = 0.84375.
    #expect(SwiftUIFluidSpring.blendWeight(progress: 0.25) == 0.84375)
    // Response 0.3 blending from 0.5 over 0.1 s, 0.05 s in: 0.3 + 0.2·½ = 0.4.
    let spring = try SwiftUIFluidSpring(response: 0.3, dampingFraction: 0.6)
    #expect(near(try spring.blendedResponse(previousResponse: 0.5, elapsed: 0.05, blendDuration: 0.1), 0.4, 1e-15))
    #expect(try spring.blendedResponse(previousResponse: 0.5, elapsed: 0.05, blendDuration: 0) == 0.3)
  }

  @Test("a fluid spring following a bézier takes its value and velocity; the bézier stops adding")
  func fluidAfterBezier() throws {
    var value = try SwiftUIAnimatedValue(initial: 0)
    try value.animate(to: 1, at: 0, with: .linear(duration: 1))
    try value.animate(to: 2, at: 0.5, with: .smooth)
    // Linear: at 0.5 the value is 0.5 and the velocity 1 per second.
    #expect(near(value.value(at: 0.5), 0.5, 1e-15))
    #expect(near(value.velocity(at: 0.5), 1, 1e-15))
    #expect(value.runningAnimationCount(at: 0.6) == 1)
    var reference = ReferenceVerlet(x: 0.5, v: 1, force: 0)
    reference.run(steps: 31, target: 2, dampingFraction: 1) { _ in 0.5 }
    #expect(near(value.value(at: 0.6005), reference.x, 1e-12))
  }

  @Test("hostile inputs throw typed errors")
  func hostile() throws {
    #expect(throws: SwiftUIAnimationError.negative(.blendDuration, -1)) {
      try SwiftUIAnimation.spring(response: 0.5, dampingFraction: 0.8, blendDuration: -1)
    }
    #expect(throws: SwiftUIAnimationError.negative(.blendDuration, -0.5)) {
      try SwiftUIFluidSpring(response: 0.5, dampingFraction: 0.8)
        .blendedResponse(previousResponse: 0.3, elapsed: 0, blendDuration: -0.5)
    }
    #expect(throws: SwiftUIAnimationError.notFinite(.blendDuration, .infinity)) {
      try SwiftUIAnimation.spring(duration: 0.5, bounce: 0, blendDuration: .infinity)
    }
    var value = try SwiftUIAnimatedValue(initial: 0)
    try value.animate(to: 1, at: 1, with: .spring)
    #expect(throws: SwiftUIAnimationError.timeBeforePrevious(0.5, previous: 1)) {
      try value.animate(to: 2, at: 0.5, with: .spring)
    }
    #expect(throws: SwiftUIAnimationError.notFinite(.target, .infinity)) {
      try value.animate(to: .infinity, at: 2, with: .spring)
    }
    do {
      try value.animate(to: .nan, at: 2, with: .spring)
      Issue.record("NaN target accepted")
    } catch {
      guard case let .notFinite(parameter, number) = error else { Issue.record("wrong error \(error)"); return }
      #expect(parameter == .target && number.isNaN)
    }
    #expect(value.value(at: .nan).isNaN)
    // A rejected spring reports the spring's own error.
    do {
      _ = try SwiftUIAnimation.spring(response: -1, dampingFraction: 0.8)
      Issue.record("negative response accepted")
    } catch {
      guard case .spring = error else { Issue.record("wrong error \(error)"); return }
    }
  }
}
