import CurveReference
import Foundation
import MotionCurvesCore
import MotionCurvesSprings
import MotionCurvesTiming
import MotionCurvesWaves
import Testing

/// Values as JSON a person writes by hand, and back.
@Suite("Codable")
struct CodableTests {
  static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  static func roundTrip<T: Codable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }

  static func text<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test("springs in every framework's parameters, read as the initializers build them and written back as given")
  func springs() throws {
    let cases: [(String, DampedSpring)] = [
      (#"{"stiffness": 100, "damping": 10}"#, try DampedSpring(stiffness: 100, damping: 10)),
      (#"{"mass": 2, "stiffness": 80, "damping": 14}"#, try DampedSpring(mass: 2, stiffness: 80, damping: 14)),
      (#"{"response": 0.55, "dampingRatio": 0.825}"#, try DampedSpring(response: 0.55, dampingRatio: 0.825)),
      (#"{"response": 0.5, "dampingRatio": 0.7, "mass": 3}"#, try DampedSpring(response: 0.5, dampingRatio: 0.7, mass: 3)),
      (#"{"duration": 0.5, "bounce": 0.3}"#, try DampedSpring(duration: 0.5, bounce: 0.3)),
      (#"{"duration": 0.5}"#, try DampedSpring(duration: 0.5)),
      (#"{"tension": 40, "friction": 7}"#, try DampedSpring(tension: 40, friction: 7)),
      (#"{"stiffness": 1500, "dampingRatio": 0.5}"#, try DampedSpring(stiffness: 1500, dampingRatio: 0.5)),
    ]
    for (json, expected) in cases {
      let spring = try Self.decode(DampedSpring.self, json)
      // Bit for bit the spring the initializer builds, remembering how it was written.
      #expect(spring.mass == expected.mass && spring.stiffness == expected.stiffness && spring.damping == expected.damping, "\(json)")
      #expect(spring.parameters == expected.parameters, "\(json)")
      let again = try Self.roundTrip(spring)
      #expect(again == spring && again.parameters == spring.parameters, "\(json)")
    }
    // SwiftUI's default spring written as given, and in its canonical form.
    let swiftUI = try DampedSpring(response: 0.55, dampingRatio: 0.825)
    #expect(try Self.text(swiftUI) == #"{"dampingRatio":0.825,"response":0.55}"#)
    let canonical = swiftUI.canonical
    #expect(canonical == swiftUI && canonical.parameters == .physical(mass: 1, stiffness: swiftUI.stiffness, damping: swiftUI.damping))
    #expect(try Self.text(canonical) == "{\"damping\":\(swiftUI.damping),\"mass\":1,\"stiffness\":\(swiftUI.stiffness)}")
    #expect(try Self.roundTrip(canonical).stiffness == (2 * Double.pi / 0.55) * (2 * Double.pi / 0.55))
  }

  @Test("a spring's JSON that names no parameterization, or two, or a bad value, is refused with the reason")
  func badSprings() {
    #expect(throws: DecodingError.self) { try Self.decode(DampedSpring.self, #"{"stiffness": 100}"#) }
    #expect(throws: DecodingError.self) { try Self.decode(DampedSpring.self, #"{"stiffness": 100, "damping": 10, "response": 1}"#) }
    #expect(throws: DecodingError.self) { try Self.decode(DampedSpring.self, #"{"tension": 40, "friction": 7, "mass": 2}"#) }
    #expect(throws: SpringError.notPositive(.mass, 0)) { try Self.decode(DampedSpring.self, #"{"mass": 0, "stiffness": 1, "damping": 1}"#) }
    #expect(throws: SpringError.bounceOutOfRange(-1)) { try Self.decode(DampedSpring.self, #"{"duration": 1, "bounce": -1}"#) }
  }

  @Test("motions and models: hand-written JSON, the motion it describes, and back")
  func motions() throws {
    let motion = try Self.decode(SpringMotion.self, #"{"spring": {"response": 0.5, "dampingRatio": 0.7}, "from": 0, "to": 100}"#)
    #expect(motion == (try SpringMotion(spring: DampedSpring(response: 0.5, dampingRatio: 0.7), from: 0, to: 100)))
    #expect(try Self.roundTrip(motion) == motion)
    #expect(throws: SpringError.notFinite(.from, .infinity)) {
      // JSON has no infinity; a decoder that allows it still gets the initializer's check.
      let decoder = JSONDecoder()
      decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
      _ = try decoder.decode(SpringMotion.self, from: Data(#"{"spring": {"stiffness": 1, "damping": 1}, "from": "inf", "to": 1}"#.utf8))
    }

    // CASpringAnimation by its property names, defaults for the rest.
    let ca = try Self.decode(CoreAnimationSpring.self, #"{"damping": 5, "initialVelocity": 2, "from": 10, "to": 20}"#)
    #expect(ca == (try CoreAnimationSpring(damping: 5, initialVelocity: 2, from: 10, to: 20)))
    #expect(ca.mass == 1 && ca.stiffness == 100 && ca.motion.initialVelocity == 20)
    #expect(try Self.roundTrip(ca) == ca)
    let absolute = try CoreAnimationSpring(spring: DampedSpring(stiffness: 300, damping: 20), from: 0, to: 3, velocity: 0.1)
    #expect(try Self.text(absolute).contains(#""velocity":0.1"#))
    #expect(try Self.roundTrip(absolute) == absolute)
    #expect(throws: DecodingError.self) { try Self.decode(CoreAnimationSpring.self, #"{"initialVelocity": 1, "velocity": 1}"#) }

    let jnw = try Self.decode(JNWSpringAnimation.self, #"{"damping": 16, "stiffness": 16, "mass": 1, "from": 30, "to": 0}"#)
    #expect(jnw.duration == 1.153 && jnw.keyframes.count == 1153)
    #expect(try Self.roundTrip(jnw) == jnw)
    #expect(try Self.decode(JNWSpringAnimation.self, #"{"from": 0, "to": 1}"#) == (try JNWSpringAnimation(from: 0, to: 1)))
  }

  @Test("a saved animator resumes exactly where it was")
  func animator() throws {
    var running = SpringAnimator(spring: try DampedSpring(response: 0.4, dampingRatio: 0.5), from: SIMD2(0.0, 5), to: SIMD2(100.0, -5))
    for _ in 0..<17 { try running.advance(by: 1.0 / 120) }
    var resumed = try Self.roundTrip(running)
    #expect(resumed.value == running.value && resumed.velocity == running.velocity && resumed.elapsed == running.elapsed)
    running.retarget(to: SIMD2(50, 50))
    resumed.retarget(to: SIMD2(50, 50))
    for _ in 0..<40 {
      try running.advance(by: 1.0 / 120)
      try resumed.advance(by: 1.0 / 120)
    }
    #expect(resumed.value == running.value && resumed.velocity == running.velocity)
    let rk4 = try Self.roundTrip(SpringAnimator(spring: try DampedSpring(tension: 40, friction: 7), from: 0.0, to: 1.0, integrator: .rk4))
    let rebound = try DampedSpring(tension: 40, friction: 7)
    #expect(rk4.integrator == SpringStepper.Integrator.rk4 && rk4.spring == rebound)
    // A stepper saved and read back steps exactly as the original.
    var stepper = try Self.decode(SpringStepper.self, #"{"spring": {"tension": 40, "friction": 7}, "integrator": "semi-implicit-euler"}"#)
    var original = SpringStepper(spring: rebound, integrator: .semiImplicitEuler)
    var (a, va, b, vb) = (0.0, 0.0, 0.0, 0.0)
    for _ in 0..<30 {
      try stepper.step(value: &a, velocity: &va, target: 1, dt: 1.0 / 60)
      try original.step(value: &b, velocity: &vb, target: 1, dt: 1.0 / 60)
    }
    #expect(a == b && va == vb && a != 0)
    #expect(throws: DecodingError.self) {
      try Self.decode(SpringAnimator<Double>.self, #"{"spring": {"tension": 40, "friction": 7}, "value": 0, "velocity": 0, "target": 1, "elapsed": -1}"#)
    }
  }

  @Test("timing curves as their CSS text: every published easing reads back equal")
  func timing() throws {
    let texts = ["linear", "ease", "ease-in-out", "step-start", "steps(4, jump-both)", "steps(3, jump-none)",
                 "cubic-bezier(0.11, 0.9, 0.92, 0.13)", "linear(0, 1.2 40%, 0.9 60%, 1.05, 1)",
                 "linear(0, 0.25 50% 50%, 1)", "cubic-bezier(0, calc(1 + 0.5), 1, 1.5)"]
    let decoded = try Self.decode([TimingFunction].self, "[" + texts.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
    for (text, function) in zip(texts, decoded) {
      #expect(function == (try TimingFunction(css: text)), "\(text)")
      #expect(try Self.text(function) == "\"\(function.cssText)\"")
      #expect(try Self.roundTrip(function) == function)
    }
    #expect(try Self.decode(CubicBezier.self, #""ease""#) == .ease)
    #expect(try Self.decode(Steps.self, #""steps(4, start)""#) == (try Steps(4, .start)))
    #expect(try Self.roundTrip(try LinearEasing(stops: [.init(0), .init(1.5, 50), .init(1)])).count == 3)
    #expect(throws: SyntaxError.self) { try Self.decode(TimingFunction.self, #""steps(0)""#) }
    #expect(throws: SyntaxError.self) { try Self.decode(Steps.self, #""ease""#) }
    #expect(throws: SyntaxError.self) { try Self.decode(LinearEasing.self, #""steps(2)""#) }
    #expect(throws: SyntaxError.self) { try Self.decode(CubicBezier.self, #""linear(0, 1)""#) }
  }

  @Test("1,000 random cubic béziers survive JSON bit for bit (shortest round-trip numbers)")
  func randomBeziers() throws {
    var random = SeededRandom(seed: 99)
    for _ in 0..<1_000 {
      let curve = try CubicBezier(x1: random.unit(), y1: 6 * random.unit() - 3, x2: random.unit(), y2: 6 * random.unit() - 3)
      let back = try Self.roundTrip(curve)
      #expect(back.x1 == curve.x1 && back.y1 == curve.y1 && back.x2 == curve.x2 && back.y2 == curve.y2)
    }
  }

  @Test("waves, wave points and samples")
  func waves() throws {
    let wave = try Self.decode(SineWave.self, #"{"amplitude": 5, "angularFrequency": 0.02, "baseline": 30}"#)
    #expect(wave == (try SineWave(amplitude: 5, angularFrequency: 0.02, baseline: 30)))
    #expect(try Self.roundTrip(wave) == wave)
    #expect(try Self.roundTrip(wave.motion(x: 3)) == wave.motion(x: 3))
    #expect(throws: DecodingError.self) { try Self.decode(SineWave.self, #"{"amplitude": 5}"#) }
    let sample = MotionSample(time: 0.5, value: SIMD2(1.0, 2), velocity: SIMD2(-3.0, 4))
    #expect(try Self.roundTrip(sample) == sample)
    #expect(try Self.decode(CoreAnimationTimingFunctionName.self, #""easeInEaseOut""#) == .easeInEaseOut)
    #expect(try Self.roundTrip(LinearEasing.Stop(1.2, 40)) == LinearEasing.Stop(1.2, 40))
    #expect(try Self.roundTrip(SpringModel.coreAnimation) == .coreAnimation && (try Self.text(SpringModel.coreAnimation)) == #""core-animation""#)
  }
}
