import CurveReference
import Foundation
import MotionCurves
import Testing

/// Drives the library with seeded adversarial values: every call either throws its typed error or
/// returns finite values within the stated bounds, checked against independent references (the
/// double-double bézier, exact invariances of the spring, |sin| ≤ 1).
@Suite("Fuzz: the library")
struct LibraryFuzzTests {
  static var seeds: [UInt64] { CommandFuzzTests.seeds }
  static var runs: Int { CommandFuzzTests.runs * 4 }

  @Test("cubic béziers: within 1e-12·max(1, |y1|, |y2|) of double-double, or a typed error", arguments: seeds)
  func beziers(seed: UInt64) {
    var a = Adversary(seed: seed &+ 100)
    var made = 0
    for _ in 0..<Self.runs {
      let (x1, y1, x2, y2) = (a.chance(0.8) ? a.random.unit() : a.finite(-2...3), a.finite(-3...4), a.chance(0.8) ? a.random.unit() : a.finite(-2...3), a.finite(-3...4))
      guard let curve = try? CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2) else {
        #expect(throws: CubicBezierError.self) { try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2) }
        continue
      }
      made += 1
      let reference = ReferenceBezier(x1, y1, x2, y2)
      let scale = max(1, abs(y1), abs(y2))
      for _ in 0..<4 {
        let x = a.chance(0.5) ? a.random.unit() : a.pick([0x1p-1074, 1e-300, 1e-16, 0.5, 1 - 0x1p-53, (1.0).nextDown, 1e-5])
        #expect(abs(curve.value(at: x) - reference.value(at: x)) <= 1e-12 * scale, "\(curve) at \(x)")
        #expect(!curve.velocity(at: x).isNaN, "\(curve) slope at \(x)")
        let outside = a.finite()
        #expect(!curve.value(at: outside).isNaN && !curve.velocity(at: outside).isNaN, "\(curve) at \(outside)")
      }
    }
    print("fuzz béziers, seed \(seed): \(Self.runs) curves tried, \(made) valid")
  }

  @Test("CSS text: a typed error, or a function that reads back equal and gives no nan on [0, 1]", arguments: seeds)
  func css(seed: UInt64) {
    var a = Adversary(seed: seed &+ 200)
    var parsed = 0
    for _ in 0..<Self.runs {
      let text = a.easingText()
      guard let function = try? TimingFunction(css: text) else { continue }
      parsed += 1
      #expect((try? TimingFunction(css: function.cssText)) == function, "\(text.debugDescription) → \(function.cssText)")
      for x in [0, 0.25, 0.5, 1, a.random.unit()] {
        #expect(!function.value(at: x).isNaN && !function.value(at: x, beforeFlag: true).isNaN, "\(function) at \(x)")
      }
      let range = function.outputRange
      #expect(range.lowerBound <= range.upperBound && !range.lowerBound.isNaN)
    }
    print("fuzz CSS, seed \(seed): \(Self.runs) texts, \(parsed) parsed")
  }

  @Test("springs at any scale: finite, and the same motion when (m, k, c) is scaled by 4", arguments: seeds)
  func springs(seed: UInt64) {
    var a = Adversary(seed: seed &+ 300)
    var made = 0
    for _ in 0..<Self.runs {
      let magnitude = { (a: inout Adversary) -> Double in Double(sign: .plus, exponent: a.int(-200...200), significand: 1 + a.random.unit()) }
      let (m, k, c) = (magnitude(&a), magnitude(&a), a.chance(0.1) ? 0 : magnitude(&a))
      let (from, to, v0) = (a.finite(), a.finite(), a.chance(0.5) ? 0 : a.finite())
      guard let spring = try? DampedSpring(mass: m, stiffness: k, damping: c),
        let scaled = try? DampedSpring(mass: 4 * m, stiffness: 4 * k, damping: 4 * c),
        let motion = try? SpringMotion(spring: spring, from: from, to: to, initialVelocity: v0),
        let twin = try? SpringMotion(spring: scaled, from: from, to: to, initialVelocity: v0)
      else { continue }
      made += 1
      let size = max(abs(from), abs(to), abs(v0) / max(spring.naturalFrequency, 1e-300), 1e-300)
      for t in [0, 1e-3, 0.5, a.finite(0...1e6), 1e300] {
        let (x, v) = (motion.value(at: t), motion.velocity(at: t))
        #expect(!x.isNaN && !v.isNaN, "\(spring) \(from)→\(to) v0 \(v0) at \(t)")
        if x.isFinite && abs(from - to) < 1e300 {
          #expect(abs(x - twin.value(at: t)) <= 1e-12 * size || x == twin.value(at: t), "scaled spring at \(t)")
        }
      }
      if let settling = try? motion.settlingDuration() { #expect(settling >= 0, "settling \(settling)") }
    }
    print("fuzz springs, seed \(seed): \(Self.runs) springs tried, \(made) valid")
  }

  @Test("waves: |y − h| ≤ |A|, finite paths, at any phase, frequency and time", arguments: seeds)
  func waves(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 400)
    var points = [SIMD2<Double>](repeating: .zero, count: 40)
    for _ in 0..<Self.runs {
      guard let wave = try? SineWave(amplitude: a.finite(-1e300...1e300), angularFrequency: a.finite(), phase: a.finite(),
                                     baseline: Double.random(in: -1e3...1e3, using: &a.random), speed: a.finite()) else { continue }
      let (x, t) = (a.finite(), a.finite(0...1e12))
      let y = wave.value(x: x, time: t)
      #expect(y.isFinite && abs(y - wave.baseline) <= abs(wave.amplitude) * (1 + 1e-15) + 1e-12 * abs(wave.baseline), "\(wave) at \(x), \(t)")
      #expect(!wave.slope(x: x, time: t).isNaN && !wave.velocity(x: x, time: t).isNaN)
      if (try? wave.path(from: a.finite(-1e3...1e3), width: 39 * 0.5, step: 0.5, time: t, into: &points)) != nil {
        #expect(points.allSatisfy { $0.y.isFinite }, "\(wave) path")
      }
      if abs(wave.amplitude * wave.angularFrequency) < 1e12 && abs(wave.angularFrequency) < 1e6 {
        #expect(try wave.curve(from: 0, width: 3).length.isFinite)
      }
    }
  }

  @Test("linear() approximations meet their tolerance, or say what they reached", arguments: seeds)
  func approximations(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 500)
    for _ in 0..<max(4, Self.runs / 100) {
      let (x1, y1, x2, y2) = (a.random.unit(), 4 * a.random.unit() - 1.5, a.random.unit(), 4 * a.random.unit() - 1.5)
      let curve = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      let tolerance = a.pick([0.1, 0.01, 0.001])
      do {
        let approximation = try TimingFunction.linear(approximating: .cubicBezier(curve), tolerance: tolerance)
        let reference = ReferenceBezier(x1, y1, x2, y2)
        let range = curve.outputRange.upperBound - curve.outputRange.lowerBound
        for i in 0...2_000 {
          let x = Double(i) / 2_000
          #expect(abs(approximation.value(at: x) - reference.value(at: x)) <= tolerance * range * (1 + 1e-9), "\(curve) at \(x)")
        }
      } catch {
        #expect(error.description.contains("stops") || error.description.contains("reached"), "\(error)")
      }
    }
  }
}
