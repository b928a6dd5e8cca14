import MotionCurvesPlatforms
import Testing

/// |a − b| ≤ tolerance.
private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
  abs(a - b) <= tolerance
}

/// SwiftUI's animation modifiers (`../shared/notes/platform-parity.md` §2.3–2.4). Expected values
/// are worked by hand from the note's rules: a linear 1 s base has progress p = base time, so each
/// expected value is the base time the modifiers' rules give, run back (1 − p) on odd iterations
/// with autoreverse, and 1 once finished.
@Suite("SwiftUI animation modifiers")
struct SwiftUIAnimationTests {
  /// A linear animation of 1 s: progress = base time, exactly.
  static func oneSecond() throws -> SwiftUIAnimation { try .linear(duration: 1) }

  @Test("repeatCount with autoreverse (the default): n = 1 forward; n = 2 forward, back; n = 3 forward, back, forward")
  func repeatCountAutoreverses() throws {
    // n = 1: forward once, no reversal even with autoreverse; ends after 1 s.
    let once = try Self.oneSecond().repeatCount(1)
    #expect(once.duration == 1)
    #expect(once.value(at: 0.5) == 0.5)
    #expect(once.value(at: 1) == 1)
    #expect(!once.isFinished(at: 1))
    #expect(once.isFinished(at: 1.5))
    #expect(once.value(at: 1.5) == 1)
    // n = 2: 0 → 1 over (0, 1], 1 → 0 over (1, 2]; t = 1.25 is 0.25 into the reversed leg: 1 − 0.25.
    let twice = try Self.oneSecond().repeatCount(2)
    #expect(twice.duration == 2)
    #expect(twice.value(at: 0.25) == 0.25)
    #expect(twice.value(at: 1.25) == 0.75)
    #expect(twice.value(at: 1.75) == 0.25)
    #expect(twice.value(at: 2) == 0)
    // Finished after 2 s: the view shows the new value, progress 1 (the jump SwiftUI shows).
    #expect(twice.isFinished(at: 2.5))
    #expect(twice.value(at: 2.5) == 1)
    // n = 3: forward, back, forward; t = 2.25 is 0.25 into the third (forward) leg.
    let thrice = try Self.oneSecond().repeatCount(3)
    #expect(thrice.duration == 3)
    #expect(thrice.value(at: 1.5) == 0.5)
    #expect(thrice.value(at: 2.25) == 0.25)
    #expect(thrice.value(at: 3) == 1)
    #expect(!thrice.isFinished(at: 3))
    #expect(thrice.isFinished(at: 3.25))
  }

  @Test("repeatCount without autoreverse restarts each leg forward")
  func repeatCountRestarts() throws {
    let twice = try Self.oneSecond().repeatCount(2, autoreverses: false)
    // t = 1.25: second leg, 0.25 in, forward.
    #expect(twice.value(at: 1.25) == 0.25)
    #expect(twice.value(at: 2) == 1)
    #expect(twice.duration == 2)
    let thrice = try Self.oneSecond().repeatCount(3, autoreverses: false)
    #expect(thrice.value(at: 1.5) == 0.5)
    #expect(thrice.value(at: 2.5) == 0.5)
    #expect(thrice.duration == 3)
  }

  @Test("repeatForever: autoreverses by default, never finishes")
  func repeatForever() throws {
    let forever = try Self.oneSecond().repeatForever()
    #expect(forever.duration == .infinity)
    #expect(forever.value(at: 0.5) == 0.5)
    // t = 1.25: iteration 1 (odd) reversed: 1 − 0.25.
    #expect(forever.value(at: 1.25) == 0.75)
    // t = 1 000 000.5: iteration ⌈1 000 000.5⌉ − 1 = 1 000 000 (even), 0.5 in: forward 0.5.
    #expect(forever.value(at: 1_000_000.5) == 0.5)
    // t = 1 000 001.5: iteration 1 000 001 (odd): 1 − 0.5.
    #expect(forever.value(at: 1_000_001.5) == 0.5)
    #expect(forever.value(at: 1_000_001.25) == 0.75)
    #expect(!forever.isFinished(at: 1e9))
    #expect(forever.value(at: .infinity).isNaN)
    let restarting = try Self.oneSecond().repeatForever(autoreverses: false)
    // t = 7.25: iteration 7, forward, 0.25 in.
    #expect(restarting.value(at: 7.25) == 0.25)
  }

  @Test("speed 2 completes a one-second animation in half a second")
  func speed() throws {
    let fast = try Self.oneSecond().speed(2)
    #expect(fast.duration == 0.5)
    // base time = t·2.
    #expect(fast.value(at: 0.25) == 0.5)
    #expect(fast.value(at: 0.5) == 1)
    #expect(!fast.isFinished(at: 0.5))
    #expect(fast.isFinished(at: 0.5001))
    let slow = try Self.oneSecond().speed(0.5)
    #expect(slow.duration == 2)
    #expect(slow.value(at: 1) == 0.5)
  }

  @Test("delay: base time max(0, t − d)")
  func delay() throws {
    let late = try Self.oneSecond().delay(0.5)
    #expect(late.duration == 1.5)
    #expect(late.value(at: 0.25) == 0)
    #expect(late.value(at: 0.5) == 0)
    #expect(late.value(at: 1) == 0.5)
    #expect(!late.isFinished(at: 1.5))
    #expect(late.isFinished(at: 1.625))
    #expect(try Self.oneSecond().delay(0).value(at: 0.5) == 0.5)
  }

  @Test("composition order: delay then speed scales the delay; speed then delay does not")
  func compositionOrder() throws {
    // .delay(1).speed(2): Speed(Delay(base)): base time = max(0, 2t − 1); ends when 2t − 1 > 1, t > 1.
    let delayThenSpeed = try Self.oneSecond().delay(1).speed(2)
    #expect(delayThenSpeed.value(at: 0.4) == 0)  // 0.8 − 1 < 0
    #expect(delayThenSpeed.value(at: 0.75) == 0.5)  // 1.5 − 1
    #expect(delayThenSpeed.duration == 1)  // (1 + 1)/2
    #expect(!delayThenSpeed.isFinished(at: 1))
    #expect(delayThenSpeed.isFinished(at: 1.125))
    // .speed(2).delay(1): Delay(Speed(base)): base time = 2·max(0, t − 1); ends when t > 1.5.
    let speedThenDelay = try Self.oneSecond().speed(2).delay(1)
    #expect(speedThenDelay.value(at: 0.75) == 0)
    #expect(speedThenDelay.value(at: 1.25) == 0.5)  // 2·0.25
    #expect(speedThenDelay.value(at: 1.375) == 0.75)  // 2·0.375
    #expect(speedThenDelay.duration == 1.5)  // 1 + 1/2
    #expect(!speedThenDelay.isFinished(at: 1.25))
    #expect(speedThenDelay.isFinished(at: 1.625))
  }

  @Test("modifiers around and inside a repeat")
  func repeatComposition() throws {
    // repeatCount(2).speed(2): the 2 s repeat at double speed; t = 0.75 → inner 1.5, reversed leg 0.5 in.
    let fastRepeat = try Self.oneSecond().repeatCount(2).speed(2)
    #expect(fastRepeat.duration == 1)
    #expect(fastRepeat.value(at: 0.75) == 0.5)
    // delay(0.5).repeatCount(2): each leg is 1.5 s and starts with the delay.
    let delayedLegs = try Self.oneSecond().delay(0.5).repeatCount(2)
    #expect(delayedLegs.duration == 3)
    #expect(delayedLegs.value(at: 1) == 0.5)  // leg 0: 1 − 0.5
    #expect(delayedLegs.value(at: 1.75) == 1)  // leg 1, 0.25 in, still delayed: 1 − 0
    #expect(delayedLegs.value(at: 2.5) == 0.5)  // leg 1, 1.0 in: base 0.5, reversed
    // repeatCount(2).delay(0.5): only the first leg waits.
    let delayedOnce = try Self.oneSecond().repeatCount(2).delay(0.5)
    #expect(delayedOnce.duration == 2.5)
    #expect(delayedOnce.value(at: 1.75) == 0.75)  // repeat time 1.25: reversed 0.25 in
    // Nested repeats: an inner forward-and-back pair, played twice without reversal (4 legs).
    let nested = try Self.oneSecond().repeatCount(2).repeatCount(2, autoreverses: false)
    #expect(nested.duration == 4)
    #expect(nested.value(at: 2.25) == 0.25)  // outer leg 1, inner leg 0
    #expect(nested.value(at: 3.25) == 0.75)  // outer leg 1, inner leg 1 reversed
  }

  @Test("bézier animations default to 0.35 s")
  func bezierDefaults() throws {
    let presets: [(SwiftUIAnimation, SwiftUIUnitCurve)] = [
      (.linear, .linear), (.easeIn, .easeIn), (.easeOut, .easeOut), (.easeInOut, .easeInOut),
    ]
    for (animation, curve) in presets {
      #expect(animation.duration == 0.35)
      #expect(animation.base == .curve(curve, duration: 0.35))
      #expect(animation.value(at: 0.35) == 1)
      #expect(!animation.isFinished(at: 0.35))
      #expect(animation.isFinished(at: 0.36))
      #expect(animation.value(at: 0) == 0)
    }
    let timingCurve = try SwiftUIAnimation.curve(
      .bezier(startControlPoint: (0.25, 0.1), endControlPoint: (0.25, 1)))
    #expect(timingCurve.duration == 0.35)
    // .linear at 0.35/2: progress ½ (within the rounding of 0.175/0.35).
    #expect(near(SwiftUIAnimation.linear.value(at: 0.175), 0.5, 1e-15))
    // easeInOut (0.42, 0, 0.58, 1) is symmetric about (½, ½): progress ½ at half time.
    #expect(near(SwiftUIAnimation.easeInOut.value(at: 0.175), 0.5, 1e-9))
    #expect(try SwiftUIAnimation.easeIn(duration: 2).duration == 2)
    #expect(try SwiftUIAnimation.easeOut(duration: 2).duration == 2)
    #expect(try SwiftUIAnimation.easeInOut(duration: 2).duration == 2)
  }

  @Test("a spring animation plays the exact motion and ends at SwiftUI's settling duration")
  func springBase() throws {
    // .bouncy: T = 0.5, ζ = 0.7: λ = 2π·0.7/0.5, ω_d = 2π√(1 − 0.49)/0.5; settling
    // −ln(0.001/(λ + 1))/λ = 1.04471309051 s; x(0.25) = 1 − e^(−λt)(cos ω_d t + (λ/ω_d) sin ω_d t)
    // = 0.984087490971 (mpmath, 30 digits).
    let bouncy = SwiftUIAnimation.spring(.bouncy)
    #expect(near(bouncy.duration, 1.04471309051, 1e-10))
    #expect(near(bouncy.value(at: 0.25), 0.984087490971, 1e-11))
    #expect(!bouncy.isFinished(at: 1.04))
    #expect(bouncy.isFinished(at: 1.05))
    #expect(bouncy.value(at: 1.05) == 1)
    // Forward and back: at 1.04471309051 + 0.25 the reversed leg is 1 − x(0.25).
    let twice = try bouncy.repeatCount(2)
    #expect(near(twice.value(at: 1.04471309051 + 0.25), 1 - 0.984087490971, 1e-9))
    // An undamped spring never settles: its animation, and a repeat of it, never finish.
    let undamped = SwiftUIAnimation.spring(try SwiftUISpring(stiffness: 100, damping: 0))
    #expect(undamped.duration == .infinity)
    #expect(!undamped.isFinished(at: 1e6))
    // x(t) = 1 − cos(10t); at t = π/10 it is 2.
    #expect(near(try undamped.repeatCount(3).value(at: Double.pi / 10), 2, 1e-12))
  }

  @Test("hostile parameters: typed errors; NaN and negative times")
  func hostile() throws {
    let base = try Self.oneSecond()
    #expect(throws: SwiftUIAnimationError.notPositive(.speed, -1)) { try base.speed(-1) }
    #expect(throws: SwiftUIAnimationError.notPositive(.speed, 0)) { try base.speed(0) }
    #expect(throws: SwiftUIAnimationError.notFinite(.speed, .infinity)) { try base.speed(.infinity) }
    #expect { try base.speed(.nan) } throws: { error in
      guard case let .notFinite(parameter, value) = error as? SwiftUIAnimationError else { return false }
      return parameter == .speed && value.isNaN
    }
    #expect(throws: SwiftUIAnimationError.negative(.delay, -0.5)) { try base.delay(-0.5) }
    #expect(throws: SwiftUIAnimationError.notFinite(.delay, .infinity)) { try base.delay(.infinity) }
    #expect { try base.delay(.nan) } throws: { error in
      guard case let .notFinite(parameter, value) = error as? SwiftUIAnimationError else { return false }
      return parameter == .delay && value.isNaN
    }
    #expect(throws: SwiftUIAnimationError.repeatCountBelowOne(0)) { try base.repeatCount(0) }
    #expect(throws: SwiftUIAnimationError.repeatCountBelowOne(-3)) { try base.repeatCount(-3, autoreverses: false) }
    #expect(throws: SwiftUIAnimationError.notPositive(.duration, 0)) { try SwiftUIAnimation.linear(duration: 0) }
    #expect(throws: SwiftUIAnimationError.notPositive(.duration, -1)) { try SwiftUIAnimation.easeIn(duration: -1) }
    #expect(throws: SwiftUIAnimationError.notFinite(.duration, .infinity)) {
      try SwiftUIAnimation.curve(.easeOut, duration: .infinity)
    }
    #expect(SwiftUIAnimationError.notPositive(.speed, -1).description == "speed must be above 0, not -1.0")
    #expect(SwiftUIAnimationError.repeatCountBelowOne(0).description == "repeatCount must be at least 1, not 0")
    // NaN time: NaN progress, not finished; negative time: the start.
    #expect(base.value(at: .nan).isNaN)
    #expect(!base.isFinished(at: .nan))
    #expect(base.value(at: -1) == 0)
    #expect(try base.repeatCount(2).value(at: -5) == 0)
    // A finite animation at t = +∞ is finished.
    #expect(try base.repeatCount(3).value(at: .infinity) == 1)
    #expect(try base.repeatCount(3).isFinished(at: .infinity))
  }

  @Test("modifiers are recorded innermost first; equal chains are equal")
  func structure() throws {
    let chain = try Self.oneSecond().delay(1).speed(2).repeatForever(autoreverses: false)
    #expect(chain.modifiers == [.delay(1), .speed(2), .repeatForever(autoreverses: false)])
    #expect(try Self.oneSecond().delay(1).speed(2).repeatForever(autoreverses: false) == chain)
    #expect(try Self.oneSecond().speed(2).delay(1).repeatForever(autoreverses: false) != chain)
  }
}
