import MotionCurvesGestures
import Testing

/// Exact values from mpmath (30 digits), constants of AOSP `OverScroller.java` (commit 050275cd):
///
///     from mpmath import mp, mpf, log, exp, sqrt, findroot
///     mp.dps = 30
///     C = mpf('9.80665') * mpf('39.37') * 160 * mpf('0.84'); f = mpf('0.015')
///     DR = log(mpf('0.78')) / log(mpf('0.9'))
///     def fl(v): l = log(mpf('0.35') * abs(v) / (f * C)); return f*C*exp(DR/(DR-1)*l), exp(l/(DR-1))
///     B = lambda s, a, b: 3*s*(1-s)*((1-s)*a + s*b) + s**3
///     dB = lambda s, a, b: 3*a*(1-s)*(1-3*s) + 3*b*s*(2-3*s) + 3*s*s
///     Ds, Ts = fl(4000); s = findroot(lambda s: B(s, mpf('0.5'), 1) - 1000/Ds, 0.3)
///     D = Ts * B(s, mpf('0.175'), mpf('0.35'))                     # 0.282815516467876111832874549245
///     ve = Ds/Ts * dB(s, mpf('0.5'), 1) / dB(s, mpf('0.175'), mpf('0.35'))  # 2809.51031287815442075317607557
///     a = ve**2/100; Db = ve/a; Dc = sqrt(mpf(100)/2000)   # ve²/4000 = 1973 > 50 px, so a = ve²/(2·50)
///     # a 78933.481981687051460400251688, Db 0.035593391325749120816074676486, D+Db+Dc 0.542015705543604202289866592604
///     u = findroot(lambda u: 3*u**2 - 2*u**3 - mpf('0.8'), 0.6); D + Db + u*Dc   # 0.477809087429560872141545506173
///     u = findroot(lambda u: 6*50*u*(1-u)/Dc - 1, 0.99); D + Db + u*Dc          # 0.541848914465407806452220780105
///     fl(3000)[0]  # 1308.92096690263739191832501139 > 100: from 1100 back at −3000 it re-enters
///     fl(300)[0]   # 24.0240275837229431817499369348 < 100: from 1100 back at −300 it springs back
@Suite("Android overscroll (OverScroller.fling with over, startAfterEdge)")
struct AndroidOverScrollTests {
  let model = AndroidFlingDecay(lowerBound: 0, upperBound: 1000)

  @Test("A fling past the bound: SPLINE clamped, BALLISTIC within over, CUBIC back")
  func edgeHit() throws {
    let motion = try model.overScroll(from: 0, velocity: 4000, over: 50)
    #expect(motion.start == .fling && motion.to == 1000 && motion.amplitude == 1000)
    let ballistic = try #require(motion.ballisticStart), back = try #require(motion.springBackStart)
    let bounce = try #require(motion.bounce)
    #expect(abs(ballistic - 0.282815516467876111832874549245) < 1e-12)
    #expect(abs(bounce.edgeVelocity - 2809.51031287815442075317607557) < 1e-8)
    #expect(abs(bounce.deceleration - 78933.481981687051460400251688) / 78933.48 < 1e-13)
    #expect(bounce.apex == 1050)
    #expect(abs(back - (0.282815516467876111832874549245 + 0.035593391325749120816074676486)) < 1e-12)
    #expect(abs(motion.duration - 0.542015705543604202289866592604) < 1e-12)
    // Continuity at each hand-off: the neighbouring doubles on either side.
    for handOff in [ballistic, back] {
      #expect(abs(motion.value(at: handOff.nextDown) - motion.value(at: handOff.nextUp)) < 1e-12 * 1000)
    }
    #expect(abs(motion.value(at: ballistic) - 1000) < 1e-12 * 1000)
    #expect(abs(motion.velocity(at: ballistic.nextDown) - motion.velocity(at: ballistic.nextUp)) < 1e-6)
    #expect(abs(motion.value(at: back) - 1050) < 1e-12 * 1000)
    #expect(motion.value(at: 2) == 1000 && motion.velocity(at: 2) == 0)
    // ε = 0.01 of the amplitude 1000 is 10 px of the 50 px spring-back: smoothstep(u) = 0.8.
    #expect(abs(try motion.settlingDuration(epsilon: 0.01) - 0.477809087429560872141545506173) < 1e-12)
    // Speed 1 px/s for good: on the spring-back's falling side, 6·50·u(1 − u)/Dc = 1.
    #expect(abs(try motion.duration(toVelocity: 1) - 0.541848914465407806452220780105) < 1e-12)
  }

  @Test("A fling that rests inside the bounds is the plain fling")
  func inside() throws {
    let motion = try model.overScroll(from: 0, velocity: 1000, over: 50)
    let plain = try model.motion(from: 0, velocity: 1000)
    #expect(motion.bounce == nil && motion.ballisticStart == nil && motion.to == plain.to)
    #expect(motion.duration == plain.duration && motion.value(at: 0.2) == plain.value(at: 0.2))
  }

  @Test("startAfterEdge: away → bounce, back far → fling, back short → spring-back")
  func startAfterEdge() throws {
    // 20 px past 1000 moving away at 500: total T = √(2(500²/4000 + 20)/2000) = √0.0825 s, launch
    // 2000·T, already T − 500/2000 s under way; apex distance (2000T)²/4000 = 82.5 ≤ 100, so a = 2000.
    let away = try model.overScroll(from: 1020, velocity: 500, over: 100)
    let total = 0.0825.squareRoot()
    #expect(away.start == .bounce && away.to == 1000 && away.fling == nil)
    let (awayBallistic, awayBack) = (try #require(away.ballisticStart), try #require(away.springBackStart))
    #expect(abs(awayBallistic + (total - 0.25)) < 1e-15 && abs(awayBack - 0.25) < 1e-15)
    #expect(abs(try #require(away.bounce).apex - 1082.5) < 1e-12)
    // Back over 82.5 px: √(165/2000) = √0.0825 s.
    #expect(abs(away.duration - (0.25 + total)) < 1e-15)
    #expect(abs(away.value(at: 1e-9) - (1020 + 500e-9)) < 1e-9)  // continuous with the release
    #expect(abs(away.value(at: 0.25) - 1082.5) < 1e-12)
    // From 1100 back at −3000: the spline travels 1308.92 > 100, a fling with the bounds [0, 1100]
    // that re-enters, passes 0 (1100 − 1308.92 < 0) and bounces there.
    let back = try model.overScroll(from: 1100, velocity: -3000, over: 100)
    let fling = try #require(back.fling)
    #expect(back.start == .fling && back.to == 0 && back.bounce != nil)
    #expect(abs(fling.splineDistance + 1308.92096690263739191832501139) < 1e-9)
    // From 1100 back at −300: 24.02 px < 100, so the spring-back to 1000 in √(200/2000) s.
    let short = try model.overScroll(from: 1100, velocity: -300, over: 100)
    #expect(short.start == .springBack && short.to == 1000 && short.fling == nil)
    #expect(abs(short.duration - 0.1.squareRoot()) < 1e-16)
    #expect(short.value(at: short.duration / 2) == 1050 && short.velocity(at: 0) == -300)
    // Below the lower bound, mirrored.
    let below = try model.overScroll(from: -20, velocity: -500, over: 100)
    let belowApex = try #require(below.bounce).apex
    #expect(below.start == .bounce && abs(belowApex + 82.5) < 1e-12)
  }

  @Test("OverScroller's numbers at every whole ms (Python port of SplineOverScroller)")
  func platform() throws {
    let platform = AndroidFlingDecay(lowerBound: 0, upperBound: 1000, numerics: .overScroller)
    let cases: [(Double, Double, [Double], AndroidOverScroll.Start)] = [
      (0, 4000, AndroidOverScrollReference.edgeHit, .fling),
      (1100, 1000, AndroidOverScrollReference.bounceAway, .bounce),
      (1100, -3000, AndroidOverScrollReference.flingBack, .fling),
      (1100, -300, AndroidOverScrollReference.springBack, .springBack),
      (1020, 500, AndroidOverScrollReference.bounceWithin, .bounce),
    ]
    for (start, velocity, expected, kind) in cases {
      let motion = try platform.overScroll(from: start, velocity: velocity, over: 50)
      #expect(motion.start == kind)
      let got = (1...expected.count).map { motion.value(at: Double($0) / 1000) }
      #expect(got == expected, "from \(start) at \(velocity)")
      #expect(motion.value(at: Double(expected.count + 5) / 1000) == motion.to)
    }
    // The port's hand-offs for 0 → 4000: BALLISTIC from 282 ms (the frame at 283 ms is its 1st
    // ms), 35 ms long, CUBIC 223 ms, finished on the frame at 541 ms.
    let hit = try platform.overScroll(from: 0, velocity: 4000, over: 50)
    #expect(hit.ballisticStart == 0.282 && abs((hit.springBackStart ?? 0) - 0.317) < 1e-12)
    #expect(abs(hit.duration - 0.54) < 1e-12)
    let settled = try hit.settlingDuration(epsilon: 0.0001)
    #expect(abs(settled - 0.527) < 1e-12, "\(settled)")  // the port's last position off 1000 is at 526 ms
  }

  @Test("Hostile input: typed errors")
  func hostile() throws {
    #expect(throws: GestureError.invalidParameter(name: "over", value: -1, requirement: "finite and at least 0")) {
      try model.overScroll(from: 0, velocity: 100, over: -1)
    }
    #expect(throws: GestureError.self) { try model.overScroll(from: 0, velocity: 100, over: .nan) }
    #expect(throws: GestureError.self) { try model.overScroll(from: .nan, velocity: 100, over: 10) }
    #expect(throws: GestureError.self) { try model.overScroll(from: 0, velocity: .infinity, over: 10) }
    #expect(throws: GestureError.reversedBounds(lower: 10, upper: 0)) {
      try AndroidFlingDecay(lowerBound: 10, upperBound: 0).overScroll(from: 5, velocity: 100, over: 10)
    }
    let motion = try model.overScroll(from: 0, velocity: 4000, over: 0)
    let apex = try #require(motion.bounce).apex
    #expect(motion.to == 1000 && motion.value(at: 1) == 1000 && apex == 1000)
    #expect(throws: GestureError.self) { try motion.duration(toVelocity: 0) }
    #expect(throws: (any Error).self) { try motion.settlingDuration(epsilon: .nan) }
  }
}
