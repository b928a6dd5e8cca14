import Foundation
import MotionCurvesAnimation
import MotionCurvesDocuments
import MotionCurvesTiming
import Testing

/// Platform curve names (`material3.emphasized`, `swiftui.circularEaseIn`, `compose.EaseOutBounce`)
/// wherever a document takes a timing function: evaluated exactly, written back by name, refused
/// with the key and the character when they are springs or misspelled.
@Suite("Platform names in animation documents")
struct PlatformNameDocumentTests {
  static func decode(_ json: String) throws -> AnimationDocument {
    try JSONDecoder().decode(AnimationDocument.self, from: Data(json.utf8))
  }

  /// A two-keyframe opacity document whose effect easing is `easing`.
  static func effect(easing: String) -> String {
    """
    {"keyPath": "opacity", "timing": {"duration": 1000, "easing": "\(easing)"},
     "keyframes": [{"value": 0}, {"value": 1}]}
    """
  }

  static func easing(_ document: AnimationDocument) throws -> TimingFunction {
    guard case let .effect(timing) = document.clock else { throw AnimationDocumentError(path: "", message: "no effect") }
    return timing.easing
  }

  /// The error a document throws (nil when it is accepted).
  static func failure(_ json: String) -> AnimationDocumentError? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return error as? AnimationDocumentError ?? AnimationDocumentError(path: "untyped", message: "\(error)")
    }
  }

  /// y at x on a cubic bézier from p0 to p3, both coordinates by bisection on t (x(t) increases
  /// on each segment of the emphasized path): 200 halvings, far below 1e-15.
  static func bezierY(_ x: Double, _ p: [(Double, Double)]) -> Double {
    func point(_ t: Double) -> (Double, Double) {
      let u = 1 - t
      let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return (a * p[0].0 + b * p[1].0 + c * p[2].0 + d * p[3].0, a * p[0].1 + b * p[1].1 + c * p[2].1 + d * p[3].1)
    }
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if point(mid).0 < x { lo = mid } else { hi = mid }
    }
    return point((lo + hi) / 2).1
  }

  /// Material 3's emphasized path, `M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82
  /// 0.25,1 1,1` (MDC-Android `res/values/motion_tokens.xml`, see platform-parity.md §3), solved
  /// on the path's own control points.
  static func emphasized(_ x: Double) -> Double {
    if x <= 0.166666 { return bezierY(x, [(0, 0), (0.05, 0), (0.133333, 0.06), (0.166666, 0.4)]) }
    return bezierY(x, [(0.166666, 0.4), (0.208333, 0.82), (0.25, 1), (1, 1)])
  }

  @Test("\"material3.emphasized\" is the two-segment path, not a bézier, at every progress")
  func emphasizedPath() throws {
    let easing = try Self.easing(try Self.decode(Self.effect(easing: "material3.emphasized")))
    #expect(easing.bezier == nil)
    for x in [0.05, 0.1, 0.166666, 0.2, 0.3, 0.5, 0.8] {
      // The library's bound is 2e-12; the bisection is exact to rounding.
      #expect(abs(easing.value(at: x) - Self.emphasized(x)) <= 3e-12, "at \(x)")
    }
    // One value from mpmath (50 digits), bisection on the second segment:
    //   from mpmath import mp, mpf, findroot; mp.dps = 50
    //   bx = lambda t: 3*(1-t)**2*t*mpf('0.208333') + 3*(1-t)*t*t*mpf('0.25') + t**3 + (1-t)**3*mpf('0.166666')
    //   by = lambda t: (1-t)**3*mpf('0.4') + 3*(1-t)**2*t*mpf('0.82') + 3*(1-t)*t*t + t**3
    //   t = findroot(lambda t: bx(t) - mpf('0.5'), 0.5); print(by(t))
    //   → 0.95061246262844074011651515026886384187187268380676
    #expect(abs(easing.value(at: 0.5) - 0.95061246262844074) <= 3e-12)
    #expect(easing.value(at: 0) == 0 && easing.value(at: 1) == 1)
  }

  @Test("\"swiftui.circularEaseIn\" at 0.6 is 1 − √(1 − 0.36) = 0.2; compose.EaseOutBounce at 0.5 is 0.765625")
  func closedForms() throws {
    let circular = try Self.easing(try Self.decode(Self.effect(easing: "swiftui.circularEaseIn")))
    #expect(abs(circular.value(at: 0.6) - 0.2) <= 1e-15)
    // 0.5 lies in the second parabola [1/2.75, 2/2.75): 7.5625·(0.5 − 1.5/2.75)² + 0.75
    // = (121/16)·(−1/22)² + 3/4 = (121/16)/484 + 3/4 = 1/64 + 3/4 = 0.765625.
    let bounce = try Self.decode(
      """
      {"keyPath": "opacity", "timing": {"duration": 1000},
       "keyframes": [{"value": 0, "easing": "compose.EaseOutBounce"}, {"value": 1}]}
      """)
    guard case let .sequence(keyframes) = bounce.keyframes else {
      Issue.record("not a keyframe list")
      return
    }
    #expect(abs(keyframes.keyframes[0].easing.value(at: 0.5) - 0.765625) <= 1e-15)
    // A Core Animation timingFunctions entry takes the names too.
    let core = try Self.decode(
      """
      {"keyPath": "opacity", "coreAnimation": {"duration": 1, "timingFunction": "swiftui.circularEaseIn"},
       "keyframes": {"values": [0, 1, 0], "timingFunctions": ["ease", "swiftui.circularEaseIn"]}}
      """)
    guard case let .values(values) = core.keyframes else {
      Issue.record("not a Core Animation value list")
      return
    }
    #expect(abs(values.timingFunctions[1].value(at: 0.6) - 0.2) <= 1e-15)
  }

  @Test("names write back as names and read back as equal documents; béziers keep their exact CSS")
  func roundTrip() throws {
    for name in ["material3.emphasized", "swiftui.circularEaseIn", "compose.EaseOutBounce", "compose.FastOutSlowInEasing"] {
      let document = try Self.decode(Self.effect(easing: name))
      let text = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
      #expect(text.contains("\"\(name)\""), "\(text)")
      let (again, original) = (try Self.easing(try Self.decode(text)), try Self.easing(document))
      #expect(again == original, "\(name)")
      guard case let .named(curve) = again else {
        Issue.record("\(name) is not read as a named curve")
        continue
      }
      #expect(curve.name == name)
    }
    // Compose's FastOutSlowInEasing is CubicBezierEasing(0.4f, 0.0f, 0.2f, 1.0f) (androidx
    // compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/Easing.kt).
    let fastOutSlowIn = try Self.easing(try Self.decode(Self.effect(easing: "compose.FastOutSlowInEasing")))
    #expect(fastOutSlowIn.cssText == "cubic-bezier(0.4, 0, 0.2, 1)")
  }

  @Test("CSS for a curve that is no bézier: linear() within 0.001 of the exact curve")
  func cssApproximation() throws {
    for name in ["material3.emphasized", "swiftui.circularEaseIn", "compose.EaseOutBounce"] {
      let exact = try Self.easing(try Self.decode(Self.effect(easing: name)))
      let css = try TimingFunction(css: exact.cssText)
      guard case .piecewiseLinear = css else {
        Issue.record("\(name): \(exact.cssText) is not linear()")
        continue
      }
      // Each of these rises from 0 to 1 without overshoot, so the range is 1 and the tolerance
      // (NamedTimingCurve.cssTolerance of it) 0.001; checked on a 1/10,000 grid.
      #expect(NamedTimingCurve.cssTolerance == 0.001)
      var worst = 0.0
      for i in 0...10_000 {
        let x = Double(i) / 10_000
        worst = max(worst, abs(css.value(at: x) - exact.value(at: x)))
      }
      #expect(worst <= 0.001, "\(name): \(worst)")
    }
  }

  @Test("a spring where a timing is expected, and a syntax error, name the key and the character")
  func refused() throws {
    let spring = Self.failure(Self.effect(easing: "swiftui.bouncy"))
    #expect(spring?.path == "timing.easing")
    #expect(spring?.message.contains("is a spring") == true, "\(String(describing: spring))")
    // SwiftUI's numerical animation is a spring too, not a timing function.
    let fluid = Self.failure(Self.effect(easing: "swiftui.animation.bouncy"))
    #expect(fluid?.message.contains("is a spring") == true, "\(String(describing: fluid))")
    // "compose.spring(dampingRatio 0.5)": the ':' is missing where '0' stands, character 28
    // (c-o-m-p-o-s-e-. are 0–7, spring 8–13, ( 14, dampingRatio 15–26, the space 27).
    let syntax = Self.failure(Self.effect(easing: "compose.spring(dampingRatio 0.5)"))
    #expect(syntax?.path == "timing.easing")
    #expect(syntax?.message.contains("expected ':' at character 28") == true, "\(String(describing: syntax))")
    // An unknown name: "material3.emphasised" points at the name, character 10.
    let unknown = Self.failure(Self.effect(easing: "material3.emphasised"))
    #expect(unknown?.message.contains("at character 10") == true, "\(String(describing: unknown))")
    let keyframe = Self.failure(
      """
      {"keyPath": "opacity", "coreAnimation": {"duration": 1},
       "keyframes": {"values": [0, 1, 0], "timingFunctions": ["ease", "material3.expressive.fastSpatial"]}}
      """)
    #expect(keyframe?.path == "keyframes.timingFunctions[1]", "\(String(describing: keyframe))")
    #expect(keyframe?.message.contains("is a spring") == true)
  }
}
