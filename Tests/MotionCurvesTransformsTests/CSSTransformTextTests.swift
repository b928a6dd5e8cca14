import Foundation
import MotionCurvesCore
import MotionCurvesTransforms
import PropertyBased
import Testing

/// CSS transform text: parsing (units, calc(), case, white space), typed errors with offsets,
/// serialization that reads back, and resolution of % and em against a caller's context.
@Suite("CSS transform text")
struct CSSTransformTextTests {
  @Test("parsing: every function, units converted exactly, calc() sums, case-insensitive names")
  func parsing() throws {
    let list = try CSSTransformList(
      css: " TRANSLATE( 10px , 20% ) rotate(0.25turn)scale(50%, 2) skew(100grad) perspective(1in) translateZ(calc(2em - 4px)) ")
    #expect(list.functions.count == 6)
    #expect(list.functions[0] == .translate(.px(10), .percent(20)))
    #expect(list.functions[1] == .rotate(CSSAngle(0.25, .turn)))
    #expect(list.functions[2] == .scale(0.5, 2))
    #expect(list.functions[3] == .skew(CSSAngle(100, .grad), nil))
    #expect(list.functions[4] == .perspective(.px(96)))
    #expect(list.functions[5] == .translateZ(CSSLength(px: -4, em: 2)))
    // 0.25turn = 100grad = 90°: exact quarter turns; 1in = 96px.
    let m = try CSSTransformList(css: "rotate(0.25turn)").matrix()
    #expect(m == TransformMatrix3D.rotation(degrees: 90, x: 0, y: 0, z: 1))
    #expect(try CSSTransformList(css: "rotate(100grad)").matrix() == m)
    // skewX(45deg) is exactly tan 45° = 1.
    #expect(try CSSTransformList(css: "skewX(45deg)").matrix().m21 == 1)
    #expect(try CSSTransformList(css: "none").isNone && CSSTransformList.none.cssText == "none")
    // Bare 0 is a length and an angle.
    #expect(try CSSTransformList(css: "translate(0) rotate(0)").functions == [.translate(.zero, nil), .rotate(.zero)])
  }

  @Test("errors: typed, with the character offset of the problem")
  func errors() {
    let cases: [(String, Int, String)] = [
      ("rotate(45)", 7, "expected an angle"),
      ("translate(10px 20px)", 15, "expected ','"),
      ("translateZ(10%)", 11, "percentage is not allowed"),
      ("scale(2) wobble(1)", 9, "not a transform function"),
      ("matrix(1, 0, 0, 1, 0)", 20, "expected ','"),
      ("rotate(45deg", 12, "expected ')'"),
      ("perspective(-5px)", 12, "≥ 0"),
      ("translate(10vw)", 12, "unit 'vw'"),
      ("none scale(2)", 5, "after 'none'"),
      ("", 0, "expected a transform function"),
      ("rotate(calc(10deg + 5px))", 18, "cannot add an angle and a length"),
      ("scale(1e999)", 6, "out of range"),
    ]
    for (text, offset, message) in cases {
      do {
        _ = try CSSTransformList(css: text)
        Issue.record("'\(text)' parsed")
      } catch {
        #expect(error.offset == offset, "'\(text)': \(error)")
        #expect(error.message.contains(message), "'\(text)': \(error)")
      }
    }
  }

  @Test("percentages and em resolve only against a context; a missing one is a typed error")
  func resolution() throws {
    let list = try CSSTransformList(css: "translate(50%, 2em) translateX(-25%)")
    #expect(throws: TransformError.self) { try list.matrix() }
    let m = try list.matrix(in: CSSTransformContext(referenceBox: SIMD2(200, 80), fontSize: 16))
    // 50% of 200 − 25% of 200 = 50; 2em = 32.
    #expect(m.m41 == 50 && m.m42 == 32)
    let error = #expect(throws: TransformError.self) { try CSSTransformList(css: "translateY(1em)").matrix() }
    guard case let .unresolved(syntax) = error else { Issue.record("not unresolved: \(String(describing: error))"); return }
    #expect(syntax.message.contains("font size") && syntax.kind == .needsFontSize)
  }

  /// Generated lists serialize to text that reads back to the same list.
  static let functionGen = Gen.int(in: 0...20).array(of: 1...6)
  static let numbers = Gen.double(in: -1000...1000).array(of: 16...16)

  static func function(_ kind: Int, _ n: [Double]) throws -> CSSTransformFunction {
    switch kind {
    case 0: return .matrix(TransformMatrix2D(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
    case 1: return .matrix3d(try TransformMatrix3D(matrix3d: n))
    case 2: return .translate(.px(n[0]), nil)
    case 3: return .translate(.percent(n[0]), CSSLength(px: n[1], percent: n[2]))
    case 4: return .translateX(.em(n[0]))
    case 5: return .translateY(.px(n[0]))
    case 6: return .translateZ(.px(n[0]))
    case 7: return .translate3d(.px(n[0]), .percent(n[1]), .px(n[2]))
    case 8: return .scale(n[0], nil)
    case 9: return .scale(n[0], n[1])
    case 10: return .scaleX(n[0])
    case 11: return .scaleY(n[0])
    case 12: return .scaleZ(n[0])
    case 13: return .scale3d(n[0], n[1], n[2])
    case 14: return .rotate(CSSAngle(n[0], .deg))
    case 15: return .rotateX(CSSAngle(n[0], .rad))
    case 16: return .rotateY(CSSAngle(n[0], .grad))
    case 17: return .rotate3d(SIMD3(n[0], n[1], n[2]), CSSAngle(n[3], .turn))
    case 18: return .skew(CSSAngle(n[0], .deg), CSSAngle(n[1], .deg))
    case 19: return .skewY(CSSAngle(n[0], .deg))
    default: return .perspective(n[0] < 0 ? nil : .px(n[0]))
    }
  }

  @Test("property: cssText reads back to the same list, and the Codable form is the text")
  func roundTrip() async {
    await propertyCheck(count: 300, input: Self.functionGen, Self.numbers) { kinds, numbers in
      let list = CSSTransformList(try kinds.map { try Self.function($0, numbers) })
      #expect(try CSSTransformList(css: list.cssText) == list, "\(list.cssText)")
      let data = try JSONEncoder().encode(list)
      #expect(try JSONDecoder().decode(CSSTransformList.self, from: data) == list)
    }
  }

  @Test("individual properties: translate, rotate, scale, perspective and origins read and serialize")
  func properties() throws {
    #expect(try CSSTranslate(css: "10px 20% 5px").cssText == "10px 20% 5px")
    #expect(try CSSTranslate(css: "10px 0px").cssText == "10px")
    #expect(try CSSTranslate(css: "none") == .none)
    #expect(try CSSRotate(css: "x 45deg").cssText == "x 45deg")
    #expect(try CSSRotate(css: "45deg 0 0 2").cssText == "45deg")
    #expect(try CSSRotate(css: "1 1 0 0.5turn").matrix == TransformMatrix3D.rotation(degrees: 180, x: 1, y: 1, z: 0))
    #expect(try CSSScale(css: "200% 50%").cssText == "2 0.5")
    #expect(try CSSScale(css: "2 2 1").cssText == "2")
    #expect(try CSSPerspective(css: "500px").matrix().m34 == -1.0 / 500)
    #expect(try CSSTransformOrigin(css: "top left").resolved(in: SIMD2(50, 50)) == SIMD3(0, 0, 0))
    #expect(try CSSTransformOrigin(css: "right 10px 4px").resolved(in: SIMD2(50, 50)) == SIMD3(50, 10, 4))
    // Issue 27: 200% of a 1e308 box is 2e308, beyond the range of doubles — named, not +∞; and
    // 50% of it is exactly 5e307.
    let wide = try CSSTransformOrigin(css: "200% 50%")
    #expect(throws: TransformError.self) { try wide.resolved(in: SIMD2(1e308, 1e308)) }
    #expect(try CSSTransformOrigin(css: "50% 0").resolved(in: SIMD2(1e308, 1)) == SIMD3(5e307, 0, 0))
    #expect(throws: SyntaxError.self) { try CSSTransformOrigin(css: "left right") }
    #expect(throws: SyntaxError.self) { try CSSTransformOrigin(css: "1px 2px 3px", allowsDepth: false) }
    #expect(throws: SyntaxError.self) { try CSSRotate(css: "x y 45deg") }
    #expect(throws: SyntaxError.self) { try CSSScale(css: "1 2 3 4") }
  }

  /// list-interpolation.html: rotate(0deg) translate(100px) → rotate(720deg) scale(2)
  /// translate(200px) at 0.25 is rotate(180deg) then a matrix for the rest, as text.
  @Test("interpolated lists keep the matching prefix as functions and the rest as one matrix")
  func prefixAndRemainder() throws {
    let a = try CSSTransformList(css: "rotate(0deg) translate(100px)")
    let b = try CSSTransformList(css: "rotate(720deg) scale(2) translate(200px)")
    let mid = try a.interpolated(to: b, at: 0.25, context: CSSTransformContext())
    #expect(mid.cssText == "rotate(180deg) matrix(1.25, 0, 0, 1.25, 175, 0)")
    #expect(mid.interpolated(to: mid, at: 0.5) == mid)
    // The Interpolatable conformance is the same blend with the standard options.
    #expect(a.interpolated(to: b, at: 0.25) == mid)
    // % in the remainder needs the box: a typed error without one, a value with one; the
    // conformance, which has no box, animates discretely (from before 0.5, to from 0.5 on).
    let c = try CSSTransformList(css: "scale(2) translateX(10%)")
    let d = try CSSTransformList(css: "translateX(10%)")
    #expect(throws: TransformError.self) { try c.interpolated(to: d, at: 0.5, context: CSSTransformContext()) }
    #expect(c.interpolated(to: d, at: 0.5.nextDown) == c && c.interpolated(to: d, at: 0.5) == d)
    let resolved = try c.interpolated(to: d, at: 0.5, context: CSSTransformContext(referenceBox: SIMD2(100, 100)))
    #expect(resolved.functions.count == 1)
  }
}
