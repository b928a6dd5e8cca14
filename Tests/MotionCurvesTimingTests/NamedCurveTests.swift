import CurveReference
import MotionCurvesTiming
import Testing

@Suite("Named curves")
struct NamedCurveTests {
  @Test("CSS keywords have the control points of CSS Easing Level 1")
  func css() {
    #expect(CubicBezier.ease.controlPoints == (0.25, 0.1, 0.25, 1))
    #expect(CubicBezier.easeIn.controlPoints == (0.42, 0, 1, 1))
    #expect(CubicBezier.easeOut.controlPoints == (0, 0, 0.58, 1))
    #expect(CubicBezier.easeInOut.controlPoints == (0.42, 0, 0.58, 1))
    #expect(CubicBezier.linear.controlPoints == (0, 0, 1, 1))
    #expect(CubicBezier.cssKeywords.map(\.name) == ["linear", "ease", "ease-in", "ease-out", "ease-in-out"])
  }

  @Test("Core Animation names, in 32-bit floats by default and in decimal on request",
        arguments: CoreAnimationTimingFunctionName.allCases)
  func coreAnimation(name: CoreAnimationTimingFunctionName) throws {
    let p = name.controlPoints
    let float32 = CubicBezier(coreAnimation: name)
    #expect(float32.x1 == Double(Float(p.x1)) && float32.y1 == Double(Float(p.y1)))
    #expect(float32.x2 == Double(Float(p.x2)) && float32.y2 == Double(Float(p.y2)))
    #expect(float32 == (try CubicBezier(coreAnimationControlPoints: Float(p.x1), Float(p.y1), Float(p.x2), Float(p.y2))))
    let decimal = CubicBezier(coreAnimation: name, precision: .decimal)
    #expect(decimal.controlPoints == p)
  }

  @Test("32-bit control points change easeIn measurably: 0.42 is 0.41999998688697815 in Float")
  func floatParityMatters() {
    let float32 = CubicBezier(coreAnimation: .easeIn)
    let decimal = CubicBezier(coreAnimation: .easeIn, precision: .decimal)
    #expect(float32.x1 == 0.41999998688697815)
    var largest = 0.0
    for i in 0...1000 {
      let x = Double(i) / 1000
      largest = max(largest, abs(float32.value(at: x) - decimal.value(at: x)))
    }
    // Larger than the solver's own error (1e-15), smaller than anything visible.
    #expect(largest > 1e-10 && largest < 1e-7)
  }

  @Test("Core Animation's default is CSS ease; its other names match the CSS keywords in decimal")
  func sameCurves() {
    #expect(CubicBezier(coreAnimation: .default, precision: .decimal) == .ease)
    #expect(CubicBezier(coreAnimation: .easeInEaseOut, precision: .decimal) == .easeInOut)
    #expect(CubicBezier(coreAnimation: .linear) == .linear)
  }
}

@Suite("Slopes and extensions")
struct SlopeTests {
  @Test("extension slopes follow the browsers (csswg-drafts 4046), not the spec's fallback")
  func extensionSlopes() throws {
    // Near control point coincides with the end: fall back to the far one.
    #expect(try CubicBezier(0, 0, 0.5, 1).startExtensionSlope == 2)
    #expect(try CubicBezier(0.5, 0, 1, 1).endExtensionSlope == 2)
    // Vertical but not coincident: slope 0 (the spec's text would use the far point).
    #expect(try CubicBezier(0, -0.5, 1, -0.5).startExtensionSlope == 0)
    #expect(try CubicBezier(0, 1.5, 1, 1.5).endExtensionSlope == 0)
    #expect(try CubicBezier(0, 1.5, 1, 1.5).value(at: 2) == 1)
    // Both interior points on an end: the diagonal.
    #expect(try CubicBezier(0, 0, 0, 0).startExtensionSlope == 1)
    #expect(try CubicBezier(1, 1, 1, 1).endExtensionSlope == 1)
    #expect(try CubicBezier(0.1, 0.2, 0.8, 0.8).value(at: -1) == -2)
  }

  @Test("velocity at the ends is the one-sided limit, ±∞ at vertical tangents")
  func tangents() throws {
    #expect(CubicBezier.ease.velocity(at: 0) == 0.4)
    #expect(CubicBezier.ease.velocity(at: 1) == 0)
    #expect(try CubicBezier(0, 1, 0, 1).velocity(at: 0) == .infinity)
    #expect(try CubicBezier(0, -1, 0, 1).velocity(at: 0) == -.infinity)
    #expect(try CubicBezier(0, 1.5, 1, 1.5).velocity(at: 1) == -.infinity)
    #expect(try CubicBezier(0, 0, 0.5, 0.25).velocity(at: 0) == 0.5)
    #expect(try CubicBezier(0, 0, 0, 1).velocity(at: 0) == .infinity)
    #expect(try CubicBezier(0, 0, 0, 0).velocity(at: 0) == 1)
    #expect(try CubicBezier(1, 0, 1, 1).velocity(at: 1) == .infinity)
  }

  @Test("velocity near a vertical tangent grows without bound and matches the closed form")
  func nearVertical() throws {
    // cubic-bezier(0, 1, 0, 1): x = t³, y = 1 − (1 − t)³, dy/dx = (1 − t)²/t².
    let curve = try CubicBezier(0, 1, 0, 1)
    for t in [1e-100, 1e-10, 1e-3, 0.3] {
      let x = t * t * t
      let expected = (1 - t) * (1 - t) / (t * t)
      #expect(abs(curve.velocity(at: x) / expected - 1) <= 1e-12, "t = \(t)")
    }
  }

  @Test("velocity outside [0, 1] is the extension's slope; NaN stays NaN; infinities give the limits")
  func outside() throws {
    let curve = try CubicBezier(0.5, -1, 0.5, 2)
    #expect(curve.velocity(at: -3) == -2)
    #expect(curve.velocity(at: 7) == -2)
    #expect(curve.value(at: .nan).isNaN)
    #expect(curve.velocity(at: .nan).isNaN)
    #expect(curve.value(at: -.infinity) == .infinity)
    #expect(try CubicBezier(0, 1.5, 1, 1.5).value(at: .infinity) == 1)
  }

  @Test("outputRange: [0, 1] widened by overshoot (Chromium's Range cases are in the conformance suite)")
  func range() throws {
    #expect(CubicBezier.ease.outputRange == 0...1)
    let overshoot = try CubicBezier(0.3, 1.5, 0.7, -0.5).outputRange
    let reference = ReferenceBezier(0.3, 1.5, 0.7, -0.5)
    let sampled = (0...10_000).map { reference.value(at: Double($0) / 10_000) }
    #expect(abs(overshoot.upperBound - (sampled.max() ?? 0)) < 1e-6)
    #expect(abs(overshoot.lowerBound - (sampled.min() ?? 0)) < 1e-6)
  }
}
