import CurveReference
import Foundation
import MotionCurves
import TestSupport
import Testing

/// Seeded adversarial transform text and matrices: random functions with numbers at the edges of
/// `Double`, wrong units, missing commas, deep calc() nesting, junk. Through the library a list
/// either reads (and its text reads back to the same list) or throws a ``SyntaxError``;
/// matrices and interpolations of finite lists are never NaN where they are defined; through
/// `curves transform`, every run ends in exit 0 or 64 with one line.
@Suite("Fuzz: transforms")
struct TransformFuzzTests {
  static var seeds: [UInt64] { CommandFuzzTests.seeds }
  static var runs: Int { CommandFuzzTests.runs }
  /// `curves` runs per seed: 16 by default, 50 under `LONG_TESTS=1`.
  static var commandRuns: Int { CommandFuzzTests.commandRuns / 3 }

  static func argument(_ a: inout Adversary) -> String {
    let unit = a.pick(["px", "%", "em", "deg", "rad", "grad", "turn", "", "vw", "in", "PX"])
    switch a.int(0...9) {
    case 0:
      let depth = a.pick([1, 3, 31, 32, 33, 300])
      return String(repeating: "calc(", count: depth) + "1px" + String(repeating: ")", count: depth)
    case 1: return "calc(\(a.numberText())\(unit) \(a.pick(["+", "-", "*", "/"])) \(a.numberText())\(unit))"
    default: return a.numberText() + unit
    }
  }

  static func list(_ a: inout Adversary) -> String {
    if a.chance(0.05) { return a.pick(["none", "NONE", "", " ", "none none", "🙂", "rotate(", ")"]) }
    var parts: [String] = []
    for _ in 0..<a.int(1...5) {
      let name = a.pick([
        "matrix", "matrix3d", "translate", "translateX", "translateY", "translateZ", "translate3d", "scale", "scaleX", "scaleY",
        "scaleZ", "scale3d", "rotate", "rotateX", "rotateY", "rotateZ", "rotate3d", "skew", "skewX", "skewY", "perspective",
        "wobble",
      ])
      let count = a.pick([1, 1, 2, 3, 4, 6, 16, 0])
      let separator = a.chance(0.9) ? ", " : " "
      parts.append(name + "(" + (0..<count).map { _ in argument(&a) }.joined(separator: separator) + ")")
    }
    return parts.joined(separator: a.chance(0.8) ? " " : "")
  }

  @Test("a list reads and reads back, or throws SyntaxError; matrices and blends are finite", arguments: seeds)
  func library(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 7000)
    let context = CSSTransformContext(referenceBox: SIMD2(120, 80), fontSize: 16)
    var read = 0
    for _ in 0..<(Self.runs * 10) {
      let text = Self.list(&a)
      guard let list = try? CSSTransformList(css: text) else { continue }
      read += 1
      #expect(try CSSTransformList(css: list.cssText) == list, "\(text) → \(list.cssText)")
      guard let m = try? list.matrix(in: context), m.matrix3d.allSatisfy({ $0.isFinite }) else { continue }
      let other = (try? CSSTransformList(css: Self.list(&a))) ?? .none
      for t in [-1, 0, 0.25, 0.5, 1, 2.5] {
        guard let blended = try? list.interpolated(to: other, at: t, context: context),
          let bm = try? blended.matrix(in: context),
          let om = try? other.matrix(in: context), om.matrix3d.allSatisfy({ $0.isFinite })
        else { continue }
        // Finite ends blend to finite matrices unless a component overflows (huge scales).
        let huge = (m.matrix3d + om.matrix3d).contains { abs($0) > 1e150 }
        #expect(huge || bm.matrix3d.allSatisfy { !$0.isNaN }, "\(text) → \(other.cssText) at \(t)")
      }
    }
    #expect(read > 0)
  }

  @Test("curves transform: exit 0 or 64 with one line", arguments: seeds)
  func command(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 8000)
    for _ in 0..<Self.commandRuns {
      var arguments: [String]
      switch a.int(0...2) {
      case 0: arguments = ["transform", "matrix", Self.list(&a)]
      case 1:
        arguments = ["transform", "interpolate", Self.list(&a), Self.list(&a), "--at", a.numberText()]
        if a.chance(0.3) { arguments += ["--shortest-path", a.pick(["yes", "no", "maybe"])] }
      default:
        arguments = ["transform", "project", "--transform", Self.list(&a), "--bounds", "0,0,\(a.numberText()),\(a.numberText())"]
        if a.chance(0.3) { arguments.append("--frame") }
      }
      if arguments[1] != "project", a.chance(0.4) { arguments += ["--box", "\(a.numberText()),\(a.numberText())"] }
      let result = try CurvesRunner.run(arguments)
      let shown = arguments.map(\.debugDescription).joined(separator: " ")
      #expect(result.status == 0 || result.status == 64, "exit \(result.status): \(shown)")
      if result.status == 0 {
        #expect(result.stderr.isEmpty && result.stdout.hasSuffix("\n"), "\(shown): \(result.stdout)")
      } else {
        #expect(result.stdout.isEmpty && result.stderrLines.count == 1, "\(shown): \(result.stderr)")
      }
    }
  }
}
