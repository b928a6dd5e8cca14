import MotionCurvesGestures
import Testing

/// Expected values worked by hand from AOSP `OverScroller.java` (commit 050275cd):
/// spring-back T = √(2|Δ|/2000), path Δ·smoothstep(t/T); ballistic a = 2000 or v²/(2·over).
@Suite("Android edges (spring-back, ballistic)")
struct AndroidEdgeTests {
  @Test("Spring-back: duration √(2|Δ|/2000), smoothstep midpoint")
  func springBack() throws {
    // Δ = −20: T = √(40/2000) = √0.02 = 0.14142135623730950 s; Android (int) 141 ms.
    let back = try AndroidSpringBack(from: 120, to: 100)
    #expect(abs(back.duration - 0.1414213562373095) < 1e-16)
    // smoothstep(0.5) = 3/4 − 2/8 = 0.5: halfway, 110; velocity Δ·6·¼/T = −30/√0.02 = −212.132034…
    #expect(abs(back.value(at: back.duration / 2) - 110) < 1e-12)
    #expect(abs(back.velocity(at: back.duration / 2) + 212.13203435596424) < 1e-10)
    #expect(back.value(at: 1) == 100 && back.velocity(at: 0) == 0)
    let platform = try AndroidSpringBack(from: 120, to: 100, rounded: true)
    #expect(platform.duration == 0.141)
    // At 70 ms: u = 70f/141f = 0.4964539, 3u² − 2u³ = 0.4946809…, 20 × that = 9.89 → round 10 → 110.
    #expect(platform.value(at: 0.07) == 110)
    // ε = 0.5 of Δ: smoothstep(u) = 0.5 at u = 0.5, so T/2.
    #expect(abs(try back.settlingDuration(epsilon: 0.5) - back.duration / 2) < 1e-15)
  }

  @Test("Ballistic: 2000 px/s² when it stops within over, else v²/(2·over)")
  func ballistic() throws {
    // v = 1000, over = 1000: 1000²/4000 = 250 ≤ 1000 → a = 2000, apex 250 at 1000/2000 = 0.5 s;
    // then back over 250 px in √(500/2000) = 0.5 s.
    let wide = try AndroidEdgeBounce(edge: 0, velocity: 1000, over: 1000)
    #expect(wide.deceleration == 2000 && wide.apex == 250 && wide.ballisticDuration == 0.5)
    #expect(wide.springBack.duration == 0.5 && wide.duration == 1)
    // x(0.25) = 1000·0.25 − 2000·0.0625/2 = 187.5; v(0.25) = 1000 − 500 = 500.
    #expect(wide.value(at: 0.25) == 187.5 && wide.velocity(at: 0.25) == 500)
    #expect(wide.value(at: 0.75) == 125 && wide.value(at: 2) == 0)  // smoothstep(0.5) of the way back
    // over = 100: 250 > 100 → a = 1000²/200 = 5000, apex 100 at 0.2 s; back in √(200/2000) s.
    let tight = try AndroidEdgeBounce(edge: 0, velocity: 1000, over: 100)
    #expect(tight.deceleration == 5000 && tight.apex == 100 && tight.ballisticDuration == 0.2)
    #expect(abs(tight.springBack.duration - 0.31622776601683794) < 1e-16)
    // over = 0: stops at the edge.
    let none = try AndroidEdgeBounce(edge: 5, velocity: -300, over: 0)
    #expect(none.apex == 5 && none.value(at: 0.1) == 5)
    #expect(throws: GestureError.self) { try AndroidEdgeBounce(edge: 0, velocity: 1, over: -1) }
  }

  @Test("fitOnBounceCurve: a release past the edge joins the bounce from the edge")
  func fitted() throws {
    // 100 px past the edge moving away at 1000 px/s: total = √(2(250 + 100)/2000) = √0.35 s,
    // launch speed 2000·√0.35 = 1183.2159566… px/s, time already spent √0.35 − 0.5 s.
    let (bounce, elapsed) = try AndroidEdgeBounce.fitted(position: 100, edge: 0, velocity: 1000, over: 1000)
    #expect(abs(bounce.edgeVelocity - 1183.2159566199232) < 1e-9)
    #expect(abs(elapsed - (0.5916079783099616 - 0.5)) < 1e-15)
    #expect(abs(bounce.value(at: elapsed) - 100) < 1e-9)
    #expect(abs(bounce.velocity(at: elapsed) - 1000) < 1e-9)
  }
}
