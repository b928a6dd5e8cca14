import CurveReference
import MotionCurvesCore
import MotionCurvesTiming
import Testing

@Suite("CSS text for cubic béziers")
struct CSSTextTests {
  @Test("keywords, ASCII case-insensitive, with CSS white space", arguments: [
    ("ease", CubicBezier.ease), ("EASE-in", .easeIn), (" \t ease-out\n", .easeOut), ("Ease-In-Out", .easeInOut),
    ("linear", .linear),
  ])
  func keywords(text: String, curve: CubicBezier) throws {
    #expect(try CubicBezier(css: text) == curve)
  }

  @Test("cubic-bezier() with CSS numbers and white space")
  func function() throws {
    #expect(try CubicBezier(css: "cubic-bezier(0.1, 0.2, 0.8, 0.9)").controlPoints == (0.1, 0.2, 0.8, 0.9))
    #expect(try CubicBezier(css: "CUBIC-BEZIER( .5 ,-1e1,\t+0.5, 2E0 )").controlPoints == (0.5, -10, 0.5, 2))
    #expect(try CubicBezier(css: "cubic-bezier(0,-2,1,3)").controlPoints == (0, -2, 1, 3))
  }

  @Test("errors say what is wrong and at which character", arguments: [
    ("", "expected an easing function but found the end of the text at character 0"),
    ("auto", "unknown easing 'auto' at character 0"),
    ("ease-in ease-out", "unexpected 'ease-out' after the easing function at character 8"),
    ("cubic-bezier(1, 2, 3)", "expected ',' but found ')' at character 20"),
    ("cubic-bezier(0.5, 0.1, 1.1, 0.9)", "x2 = 1.1 is outside [0, 1] at character 23"),
    ("cubic-bezier(-0.1, 0, 1, 1)", "x1 = -0.1 is outside [0, 1] at character 13"),
    ("cubic-bezier(1, 2, 3, infinite)", "expected a number but found 'infinite' at character 22"),
    ("cubic-bezier(0, 0, 1, 1, 5)", "expected ')' but found ',' at character 23"),
    ("cubic-bezier(0, 0, 1, 1) x", "unexpected 'x' after the easing function at character 25"),
    ("steps(2)", "steps(2) is not a cubic bézier at character 0"),
    ("bounce", "unknown easing 'bounce' at character 0"),
    ("cubic-bezier(0, 1e999, 1, 1)", "the number 1e999 is out of range at character 16"),
  ])
  func errors(text: String, message: String) {
    #expect(throws: SyntaxError.self) { try CubicBezier(css: text) }
    do {
      _ = try CubicBezier(css: text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("cssText is the shortest text that reads back as the same curve")
  func roundTrip() throws {
    #expect(CubicBezier.ease.cssText == "cubic-bezier(0.25, 0.1, 0.25, 1)")
    #expect(try CubicBezier(0, -0.0, 1, 1e-7).cssText == "cubic-bezier(0, 0, 1, 1e-07)")
    var rng = SeededRandom(seed: 5)
    for _ in 0..<1000 {
      let curve = try CubicBezier(
        Double.random(in: 0...1, using: &rng), Double.random(in: -1e3...1e3, using: &rng),
        Double.random(in: 0...1, using: &rng), Double.random(in: -1e-3...1e-3, using: &rng))
      #expect(try CubicBezier(css: curve.cssText) == curve)
      #expect("\(curve)" == curve.cssText)
    }
  }
}
