import Foundation
import MotionCurvesPlatforms
import MotionCurvesSprings
import Testing

/// SwiftUI's numerical spring (`FluidSpringAnimation`, note §2.2): the steps worked by hand, the
/// stiffness cap, the finish rule, and its distance from the exact motion bounded by the
/// integrator's own error terms.
@Suite("SwiftUI's numerical spring")
struct SwiftUIFluidSpringTests {
  @Test("the first two steps, by hand: the force starts at 0, so the first kick is empty")
  func firstSteps() throws {
    // response 1: k = 4π²; dampingFraction 0.825: c = 2·2π·0.825. Target 1, h = 1/300.
    // Step 1: f = 0 + 0 = 0, x = 0, F = k·(1 − 0) = k, v = F/600 + f = k/600.
    // Step 2: f = F/600 + v = k/300, x = f/300 = k/90000, F = −c·k/300 + k(1 − k/90000),
    // v = F/600 + k/300.
    let spring = try SwiftUIFluidSpring(response: 1, dampingFraction: 0.825)
    let k = 4 * Double.pi * Double.pi, c = 4 * Double.pi * 0.825
    #expect(abs(spring.stiffness - k) < 1e-13 && abs(spring.damping - c) < 1e-13)
    let one = try spring.state(target: 1, time: 1.0 / 300)
    #expect(one.steps == 1 && one.value == 0)
    #expect(abs(one.force - k) < 1e-13 && abs(one.velocity - k / 600) < 1e-15)
    let two = try spring.state(target: 1, time: 1.5 / 300)
    let force2 = -c * k / 300 + k * (1 - k / 90000)
    #expect(two.steps == 2 && abs(two.value - k / 90000) < 1e-17)
    #expect(abs(two.force - force2) < 1e-12 && abs(two.velocity - (force2 / 600 + k / 300)) < 1e-14)
  }

  @Test("the stiffness cap: (2π/response)² up to 45 000; response 0 is the cap")
  func cap() throws {
    #expect(try SwiftUIFluidSpring(response: 0.01, dampingFraction: 1).stiffness == 45_000)  // (200π)² ≈ 394 784
    #expect(try SwiftUIFluidSpring(response: 0, dampingFraction: 1).stiffness == 45_000)
    let justBelow = 2 * Double.pi / 45_000.0.squareRoot() * 1.001  // (2π/r)² = 45 000/1.001²
    #expect(try SwiftUIFluidSpring(response: justBelow, dampingFraction: 1).stiffness < 45_000)
    // Animation.spring's defaults and spring(duration:bounce:)'s mapping.
    let defaults = try SwiftUIFluidSpring()
    #expect(defaults.response == 0.5 && defaults.dampingFraction == 0.825)
    #expect(try SwiftUIFluidSpring(duration: 0.5, bounce: 0.3).dampingFraction == 1 - 0.3)
    #expect(try SwiftUIFluidSpring(duration: 0.5, bounce: -0.5).dampingFraction == 2)
  }

  @Test("against the exact motion: within h·max|v| + k·h² of the delta (the empty first kick and Verlet's h²)")
  func againstExact() throws {
    // Velocity Verlet is second order, but the empty first kick shifts the motion by up to one
    // step, so the distance to the exact motion is at most h·max|v| (the shift) plus a term of
    // order k·h² (the integrator's own error over the motion), for the delta 1.
    for (response, fraction) in [(0.5, 0.825), (0.5, 0.7), (0.15, 0.86)] {
      let fluid = try SwiftUIFluidSpring(response: response, dampingFraction: fraction)
      let exact = try SpringMotion(
        spring: try DampedSpring(response: response, dampingRatio: fraction), from: 0, to: 1)
      let h = 1.0 / 300
      let maxSpeed = stride(from: 0.0, through: 2, by: 0.001).map { abs(exact.velocity(at: $0)) }.max() ?? 0
      let bound = h * maxSpeed + fluid.stiffness * h * h
      for i in 1...200 {
        let state = try fluid.state(target: 1, time: Double(i) / 100)
        let t = Double(state.steps) * h
        #expect(abs(state.value - exact.value(at: t)) <= bound, "\(response), \(fraction) at \(t)")
      }
    }
  }

  @Test("the finish rule: max(v², F²) ≤ 0.0036 and within 1 % of the delta")
  func finish() throws {
    let spring = try SwiftUIFluidSpring()
    // At 0.1 s the value is far from 1 (the exact motion is at about 0.39): running.
    #expect(try spring.state(target: 1, time: 0.1).isFinished == false)
    // At 2 s the exact motion's distance is e^(−ζω₀·2)·O(1) ≈ e^(−20.7) ≈ 1e-9: finished.
    #expect(try spring.state(target: 1, time: 2).isFinished)
    // A zero delta has a zero tolerance: finished at once, as SwiftUI's guard returns nil.
    #expect(try spring.state(target: 0, time: 0).isFinished)
  }

  @Test("hostile input: negative or non-finite parameters and times are typed errors")
  func hostile() {
    #expect(throws: SpringError.self) { try SwiftUIFluidSpring(response: -1) }
    #expect(throws: SpringError.self) { try SwiftUIFluidSpring(response: .nan) }
    #expect(throws: SpringError.self) { try SwiftUIFluidSpring(duration: 0.5, bounce: -1) }
    #expect(throws: SpringError.self) { try SwiftUIFluidSpring().state(target: 1, time: -1) }
    #expect(throws: SpringError.self) { try SwiftUIFluidSpring().state(target: .infinity, time: 1) }
    #expect(throws: SpringError.self) { try SwiftUIFluidSpring().state(target: 1, time: 1e9) }
  }
}
