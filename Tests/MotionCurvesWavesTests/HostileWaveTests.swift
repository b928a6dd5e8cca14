import Foundation
import MotionCurvesWaves
import TestSupport
import Testing

/// The reproductions of the hostile-input report that concern waves.
@Suite("Hostile input: waves")
struct HostileWaveTests {
  struct Reference: Decodable {
    struct Case: Decodable {
      let x: String
      let sin: String
      let cos: String
    }
    struct Product: Decodable {
      let a: String
      let b: String
      let sin: String
      let cos: String
    }
    let cases: [Case]
    let products: [Product]
  }

  @Test("sin and cos of any finite phase, reduced exactly: 434 angles from 2⁴⁰ to 1.8e308 against mpmath (item 14)")
  func hugePhases() throws {
    let url = try #require(fixtureURL(named: "huge-phase-reference"))
    let reference = try JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
    #expect(reference.cases.count == 434)
    var worst = 0.0
    for c in reference.cases {
      let x = try #require(Double(c.x))
      let (s, co) = (try #require(Double(c.sin)), try #require(Double(c.cos)))
      let wave = try SineWave(amplitude: 1, angularFrequency: 0, phase: x)
      let fromTime = try SineWave(amplitude: 1, angularFrequency: 0, speed: 1)
      worst = max(worst, abs(wave.value(x: 0) - s), abs(wave.slope(x: 0) - 0), abs(fromTime.value(x: 5, time: x) - s))
      worst = max(worst, abs(fromTime.velocity(x: 0, time: x) - co))
    }
    #expect(worst <= 1e-15, "worst \(worst)")
    print("huge phases: worst |sin − mpmath| and |cos − mpmath| = \(worst)")
    // ω·x and speed·t beyond the largest Double: 123 products against mpmath at 2,800 bits.
    var worstProduct = 0.0
    for p in reference.products {
      let (a, b) = (try #require(Double(p.a)), try #require(Double(p.b)))
      let (s, co) = (try #require(Double(p.sin)), try #require(Double(p.cos)))
      let byX = try SineWave(amplitude: 1, angularFrequency: a)
      let byTime = try SineWave(amplitude: 1, angularFrequency: 0, speed: a)
      worstProduct = max(worstProduct, abs(byX.value(x: b) - s), abs(byTime.value(x: 0, time: b) - s))
      worstProduct = max(worstProduct, abs(byTime.velocity(x: 0, time: b) / a - co))
    }
    #expect(worstProduct <= 1e-15, "worst \(worstProduct)")
    print("huge products: worst |sin − mpmath|, |cos − mpmath| = \(worstProduct)")
    // The report's case: phase 1e22.
    #expect(abs(try SineWave(amplitude: 1, angularFrequency: 1, phase: 1e22).value(x: 0) - (-0.8522008497671888)) <= 2e-16)
  }

  @Test("huge products ω·x and speed·t stay finite (item 9)")
  func hugeProducts() throws {
    let still = try SineWave(amplitude: 1, angularFrequency: 1)
    var points = [SIMD2<Double>](repeating: .zero, count: 5)
    try still.path(from: 0, width: 4, step: 1, time: 1e301, into: &points)
    for (i, point) in points.enumerated() { #expect(abs(point.y - Foundation.sin(Double(i))) <= 1.4e-14) }
    let fast = try SineWave(amplitude: 2, angularFrequency: 1e300, speed: 1e300)
    for x in [0.5, 1, 3.7] {
      #expect(fast.value(x: x, time: 1e8).isFinite && abs(fast.value(x: x, time: 1e8)) <= 2)
    }
  }

  @Test("arc length of a huge amplitude returns, finite and right (item 5)")
  func hugeArcLength() throws {
    // ∫₀¹ √(1 + A²cos²x) dx ≈ A·∫₀¹ |cos x| dx = A·sin 1 for A = 1e155, to 1e-16 relative.
    let wave = try SineWave(amplitude: 1e155, angularFrequency: 1)
    let length = try wave.curve(from: 0, width: 1).length
    #expect(abs(length / (1e155 * Foundation.sin(1)) - 1) <= 1e-12)
    // Whole periods by the elliptic integral: 4·A·∫₀^{π/2} cos = 4A per period, a bit more.
    let periods = try wave.curve(from: 0, width: 20 * Double.pi).length
    #expect(abs(periods / (40e155) - 1) <= 1e-12)
    let beyond = try SineWave(amplitude: 1e300, angularFrequency: 1e300)
    #expect(try beyond.curve(from: 0, width: 1e-300).length >= 1e300 * 0.6)
  }
}
