import MotionCurvesCore
import MotionCurvesGestures
import Testing

/// |actual − expected| ≤ tolerance·|expected|.
private func close(_ actual: Double, _ expected: Double, _ tolerance: Double) -> Bool {
  abs(actual - expected) <= tolerance * abs(expected)
}

// Expected values: mpmath at 40 digits from Chromium's own formulas (fling_curve.cc):
//   P(t) = α·e^(−γt) − β·t − α, V(t) = −α·γ·e^(−γt) − β, T(v) = −ln((v + β)/(−α·γ))/γ,
//   offset(s) = ratio·(P(s + T(v₀)) − P(T(v₀))), end at T(0) − T(v₀)
// — not the closed forms the library uses. The script (python3, mpmath 1.3):
//     from mpmath import mp, mpf, exp, log, findroot, sqrt
//     mp.dps = 40
//     a, b, g = mpf('-5707.62'), mpf('172'), mpf('3.7')
//     P = lambda t: a*exp(-g*t) - b*t - a
//     V = lambda t: -a*g*exp(-g*t) - b
//     T = lambda v: -log((v + b)/(-a*g))/g
//     V0 = V(0); T0 = T(0)
//     print('exp: v=1000')
//     o = T(1000); end = T0 - o
//     print(' end', end, 'travel', P(T0) - P(o), 'P(0.3+o)-P(o)', P(mpf('0.3')+o)-P(o), 'V(0.3+o)', V(mpf('0.3')+o))
//     print(' dur to 100', T(100) - o)
//     tot = P(T0) - P(o)
//     s = findroot(lambda t: (P(T0) - P(t+o)) - mpf('0.01')*tot, (0, end), solver='bisect')
//     print(' settle 0.01', s)
//     print('exp: v=30000 clamped: ratio', 30000/V0, 'to', 30000/V0*(P(T0)-P(0)), 'v(0.5)', 30000/V0*V(mpf('0.5')))
//     print('exp 2D (600,-800): x to', mpf(600)/800*(P(T0)-P(T(800))), 'y to', -(P(T0)-P(T(800))), 'end', T0-T(800))
@Suite("Chromium exponential fling curve")
struct ChromiumExponentialFlingTests {
  @Test("Constants as published (note §1.4, fling_curve.cc)")
  func constants() {
    #expect(ChromiumExponentialFling.publishedAlpha == -5.70762e3)
    #expect(ChromiumExponentialFling.publishedBeta == 1.72e2)
    #expect(ChromiumExponentialFling.publishedGamma == 3.7)
    let float = ChromiumExponentialFling(arithmetic: .float32)
    #expect(float.alpha == -5707.6201171875)  // the float nearest −5707.62
    #expect(float.gamma == 3.7000000476837158203125)  // the float nearest 3.7
  }

  @Test("V(0), T(0) and P(T(0)) to the printed digits of the note")
  func curveLimits() {
    let curve = ChromiumExponentialFling()
    // V(0) = 5707.62·3.7 − 172 = 21118.194 − 172 = 20946.194 (by hand); the note prints 20 946.19.
    #expect(close(curve.maximumStartSpeed, 20946.194, 1e-15))
    #expect((curve.maximumStartSpeed * 100).rounded() == 2_094_619)
    // T(0) = ln(21118.194/172)/3.7 = 1.3001069583748116962… (mpmath); the note prints 1.3001 s.
    #expect(close(curve.curveDuration, 1.3001069583748116962, 1e-14))
    #expect((curve.curveDuration * 10000).rounded() == 13001)
    // P(T(0)) = 5437.5151166730459017… (mpmath); the note prints 5437.5 px.
    #expect(close(curve.maximumTravel, 5437.5151166730459017, 1e-14))
    #expect((curve.maximumTravel * 10).rounded() == 54375)
    #expect(close(curve.position(atCurveTime: curve.curveDuration), 5437.5151166730459017, 1e-12))
    #expect(abs(curve.velocity(atCurveTime: curve.curveDuration)) < 1e-10)
    // With Chromium's float constants: V(0) = 20946.19470575428567826… (mpmath on the float values).
    //   f32 = lambda x: mpf(struct.unpack('f', struct.pack('f', x))[0])
    //   -f32(-5707.62)*f32(3.7) - f32(172)   # 20946.19470575428567826747894287109375
    #expect(close(ChromiumExponentialFling(arithmetic: .float32).maximumStartSpeed, 20946.194705754285678, 1e-14))
  }

  @Test("A 1000 px/s fling")
  func thousand() throws {
    let motion = try ChromiumExponentialFling().motion(from: 0, velocity: 1000)
    #expect(motion.velocity(at: 0) == 1000)
    #expect(close(motion.curveDuration, 0.51864121441175807634, 1e-14))
    #expect(close(motion.to, 181.06398139144788114, 1e-14))
    #expect(close(motion.value(at: 0.3), 160.76672908645362557, 1e-14))
    #expect(close(motion.velocity(at: 0.3), 214.24310238012158537, 1e-14))
    #expect(close(try motion.duration(toVelocity: 100), 0.39477429833539475861, 1e-14))
    #expect(close(try motion.settlingDuration(epsilon: 0.01), 0.44655914564042417278, 1e-13))
    #expect(motion.value(at: 5) == motion.to)
    #expect(motion.velocity(at: 5) == 0)
    #expect(try motion.duration(toVelocity: 2000) == 0)
    let mirrored = try ChromiumExponentialFling().motion(from: 10, velocity: -1000)
    #expect(close(mirrored.to, 10 - 181.06398139144788114, 1e-14))
    #expect(try ChromiumExponentialFling().projection(from: 0, velocity: 1000) == motion.to)
  }

  @Test("A fling above V(0) is clamped, and the ratio uses the clamped speed")
  func clamped() throws {
    let motion = try ChromiumExponentialFling().motion(from: 0, velocity: 30000)
    #expect(motion.startSpeed == ChromiumExponentialFling().maximumStartSpeed)
    // ratio = 30000/20946.194 = 1.43224110308536242909 (mpmath); travel = ratio·P(T(0)).
    #expect(close(motion.ratio, 1.43224110308536242909, 1e-15))
    #expect(close(motion.velocity(at: 0), 30000, 1e-15))
    #expect(close(motion.to, 7787.8326487471364513, 1e-14))
    #expect(close(motion.velocity(at: 0.5), 4509.5041832727981650, 1e-14))
    #expect(close(motion.curveDuration, 1.3001069583748116962, 1e-14))
  }

  @Test("Two axes share one start speed: (600, −800) px/s")
  func pair() throws {
    let (x, y) = try ChromiumExponentialFling().motions(from: (0, 0), velocity: (600, -800))
    // v₀ = 800, ratios 0.75 and −1; ends at T(0) − T(800) = 0.46807062909378000905 (mpmath).
    #expect(close(x.to, 101.78105100906454099, 1e-14))
    #expect(close(y.to, -135.70806801208605466, 1e-14))
    #expect(close(x.curveDuration, 0.46807062909378000905, 1e-14))
    #expect(y.curveDuration == x.curveDuration)
    #expect(x.velocity(at: 0) == 600)
  }

  @Test("Rest and hostile input")
  func hostile() throws {
    let rest = try ChromiumExponentialFling().motion(from: 4, velocity: 0)
    #expect(rest.to == 4)
    #expect(rest.value(at: 1) == 4)
    #expect(try rest.duration(toVelocity: 1) == 0)
    #expect(throws: GestureError.invalidParameter(name: "velocity", value: .infinity, requirement: "finite")) {
      try ChromiumExponentialFling().motion(from: 0, velocity: .infinity)
    }
    #expect(throws: GestureError.self) { try ChromiumExponentialFling().motion(from: .nan, velocity: 1) }
    #expect(throws: GestureError.self) { try ChromiumExponentialFling().motions(from: (0, 0), velocity: (1, .nan)) }
    let motion = try ChromiumExponentialFling().motion(from: 0, velocity: 1000)
    #expect(throws: GestureError.self) { try motion.duration(toVelocity: 0) }
    #expect(throws: GestureError.self) { try motion.duration(toVelocity: .nan) }
    #expect(throws: SamplingError.self) { try motion.settlingDuration(epsilon: -1) }
    #expect(motion.value(at: .nan).isNaN)
  }
}
