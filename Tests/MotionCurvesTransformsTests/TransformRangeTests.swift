import Foundation
import MotionCurvesTransforms
import TestSupport
import Testing

/// Issue 27, item 9: transforms at the edges of `Double`. A finite input never gives NaN or ±∞:
/// a value whose exact result is finite is computed, one beyond ±1.8e308 is
/// `TransformError.beyondRange` naming the quantity and its exact value (significand · 2^exponent).
@Suite("Transforms at the edges of Double")
struct TransformRangeTests {
  /// The value an error names, or nil for any other error.
  static func beyondRange(_ body: () throws -> Void) -> (name: String, significand: Double, exponent: Int)? {
    do {
      try body()
    } catch let TransformError.beyondRange(name, significand, exponent) {
      return (name, significand, exponent)
    } catch {
      Issue.record("unexpected error \(error)")
    }
    return nil
  }

  static func entries(_ m: TransformMatrix3D) -> [Double] { m.matrix3d }

  /// 200% of a box 1e308 wide is 2·1e308 = 1e308.significand · 2^1024 exactly (1e308 has binary
  /// exponent 1023): beyond the range. Before, m41 was inf and m11, m21, m31 NaN (0·inf in the
  /// product with the identity).
  @Test("translateX(200%) of a 1e308 box is an error naming x and 2e308, never NaN")
  func resolvedLengthOverflow() throws {
    let list = try CSSTransformList(css: "translateX(200%)")
    let error = Self.beyondRange { _ = try list.matrix(in: CSSTransformContext(referenceBox: SIMD2(1e308, 1))) }
    #expect(error?.name == "x of translateX(200%)")
    #expect(error?.significand == (1e308).significand && error?.exponent == 1024)
    // 150% of 1e308 less 1e308px is 5e307: in range though 150% of the box alone is not
    // (calc(1.5·1e308 − 1e308) = 0.5·1e308, exactly 1e308/2).
    let back = try CSSTransformList(css: "translateX(calc(150% - 1e308px))")
    let m = try back.matrix(in: CSSTransformContext(referenceBox: SIMD2(1e308, 1)))
    #expect(m.m41 == 1e308 / 2 && m.m11 == 1 && m.m21 == 0 && m.m31 == 0)
  }

  /// scale(1e308) scale(10) is 1e309 (10 = 1.25·2^3, so 1e308·10 = 1e308.significand·1.25 ·
  /// 2^1026, i.e. 1e309/2^10 = 9.765625e305 after dividing by 2^10). In any order, a product
  /// 1e308 · 10 · 0.01 that is in range is computed: 1e307 within 2 ulps (0.01 is rounded).
  @Test("a composition beyond the range is an error; one in range is computed whatever the order")
  func compositionOverflow() throws {
    let error = Self.beyondRange { _ = try CSSTransformList(css: "scale(1e308) scale(10)").matrix() }
    #expect(error?.name == "m11")
    if let error {
      let scaledDown = Double(sign: .plus, exponent: error.exponent - 10, significand: error.significand)
      #expect(abs(scaledDown - 9.765625e305) <= 2 * 9.765625e305.ulp)
      #expect(TransformError.beyondRange(error.name, significand: error.significand, exponent: error.exponent).description
        == "m11 = 1e+309 is beyond the range of doubles (±1.8e308)")
    }
    for text in ["scale(1e308) scale(10) scale(0.01)", "scale(0.01) scale(1e308) scale(10)", "scale(10) scale(0.01) scale(1e308)"] {
      let m = try CSSTransformList(css: text).matrix()
      #expect(abs(m.m11 - 1e307) <= 2 * 1e307.ulp && abs(m.m22 - 1e307) <= 2 * 1e307.ulp, "\(text)")
      #expect(Self.entries(m).enumerated().allSatisfy { [0, 5].contains($0.offset) || $0.element == (($0.offset == 10 || $0.offset == 15) ? 1 : 0) })
    }
    // matrix3d entries of ±1e308 multiplied: each entry's terms overflow (1e616): an error, not NaN.
    let huge = Array(repeating: "1e308", count: 15).joined(separator: ", ")
    let square = try CSSTransformList(css: "matrix3d(-1e308, \(huge)) matrix3d(-1e308, \(huge))")
    #expect(Self.beyondRange { _ = try square.matrix() }?.name.hasPrefix("m") == true)
    // The product of factors alone: the library's one check.
    let big = TransformMatrix3D.scale(x: 1e200, y: 1e200)
    let small = TransformMatrix3D.scale(x: 1e-200, y: 1e-200)
    let product = try TransformMatrix3D.product([big, big, small, small])
    #expect(abs(product.m11 - 1) <= 4 * (1.0).ulp && product.m33 == 1)
  }

  /// A rotation's angle is reduced modulo a turn exactly: 1e308 is an integer divisible by 2^971,
  /// so 1e308 turns is the identity, and 1e308 mod 400 = 336 (int(1e308) % 400, exact integer
  /// arithmetic): 1e308grad is 336grad = 302.4°.
  @Test("rotate(1e308turn) is the identity, rotate(1e308grad) 302.4°, skew near 90° finite")
  func hugeAngles() throws {
    #expect(try CSSTransformList(css: "rotate(1e308turn)").matrix() == .identity)
    let grad = try CSSTransformList(css: "rotate(1e308grad)").matrix()
    let r = 302.4 * Double.pi / 180
    #expect(abs(grad.m11 - cos(r)) <= 1e-15 && abs(grad.m12 - sin(r)) <= 1e-15 && abs(grad.m21 + sin(r)) <= 1e-15)
    let deg = try CSSTransformList(css: "rotate(1e308deg)").matrix()
    // 1e308 mod 360 = 64 (int(1e308) % 360).
    #expect(abs(deg.m11 - cos(64 * Double.pi / 180)) <= 1e-15)
    // tan(89.9999999999°) = cot(1e-10°) = 180/(π·1e-10) to 1e-20 relative: 5.729577951308232e11.
    let skew = try CSSTransformList(css: "skew(89.9999999999deg)").matrix()
    #expect(abs(skew.m21 - 180 / (Double.pi * 1e-10)) <= 1e-4 * 5.7e11)
    // perspective(1e308em) at 10px: d = 1e309px, m34 = −1/d = −1e-309 (a subnormal).
    let far = try CSSTransformList(css: "perspective(1e308em)").matrix(in: CSSTransformContext(fontSize: 10))
    let expected = -(1e-300 / 1e9)  // −1e-309, correctly rounded (a subnormal literal would warn)
    #expect(abs(far.m34 - expected) <= expected.ulp)
    #expect(try CSSTransformList(css: "perspective(5e-324px)").matrix().m34 == -1)
  }

  /// 0deg → 90deg at t = 1e308: 90·1e308 = 360·(1e308/4), a whole number of turns (1e308 is a
  /// multiple of 4): the identity. 90.5·1e308 mod 360 = 328 (Fraction(90.5)·Fraction(1e308)
  /// % 360). As a list, the reduced rotation; as the rotate property, whose value is the angle
  /// 9e309deg, an error.
  @Test("rotations interpolated at 1e308: the reduced rotation in a list, an error for the rotate property")
  func rotationAtHugeFraction() throws {
    func list(_ text: String) throws -> CSSTransformList { try CSSTransformList(css: text) }
    let whole = try list("rotate(0deg)").interpolated(to: list("rotate(90deg)"), at: 1e308, context: CSSTransformContext())
    #expect(try whole.matrix() == .identity)
    let m = try list("rotate(0deg)").interpolated(to: list("rotate(90.5deg)"), at: 1e308, context: CSSTransformContext()).matrix()
    let r = 328 * Double.pi / 180
    #expect(abs(m.m11 - cos(r)) <= 1e-15 && abs(m.m12 - sin(r)) <= 1e-15)
    let property = Self.beyondRange { _ = try CSSRotate(.degrees(0)).interpolated(to: CSSRotate(.degrees(90)), at: 1e308) }
    #expect(property?.name == "the angle in deg at t = 1e+308")
    if let property {
      // 9e309/2^1030 = 9e309/(1.0737e9·2^1000): checked as 9e309 = 90·1e308 by scaling by 2^-10.
      let scaledDown = Double(sign: .plus, exponent: property.exponent - 10, significand: property.significand)
      #expect(abs(scaledDown - 90 * (1e308 / 1024)) <= 2 * scaledDown.ulp)
    }
    // The slerp of two axes at 1e308 stays a rotation (orthonormal rows), never NaN.
    let slerp = try list("rotateX(10deg)").interpolated(to: list("rotateY(90deg)"), at: 1e308, context: CSSTransformContext()).matrix()
    let rows = [slerp.row1, slerp.row2, slerp.row3].map { SIMD3($0.x, $0.y, $0.z) }
    for i in 0..<3 {
      for j in 0..<3 { #expect(abs((rows[i] * rows[j]).sum() - (i == j ? 1 : 0)) <= 1e-14) }
    }
  }

  /// Other properties at t = ±1e308: 0px → 100px is 1e310px (an error); scale 1 → 3 at 1e308 is
  /// 1 + 2e308 (an error), 1 → 2 at −1e308 is 1 − 1e308 (in range); perspective() blends −1/d
  /// clamped to [−1, 0] (finite at every t); a matrix blend beyond the range is an error in the
  /// list and nil (discrete) through the non-throwing form.
  @Test("translate, scale, perspective and matrices at ±1e308: finite or an error, never NaN")
  func otherPropertiesAtHugeFractions() throws {
    let translate = Self.beyondRange { _ = try CSSTranslate(x: .px(0)).interpolated(to: CSSTranslate(x: .px(100)), at: 1e308) }
    #expect(translate?.name == "x of translate at t = 1e+308 (px)")
    let listTranslate = Self.beyondRange {
      _ = try CSSTransformList(css: "translate(0px)").interpolated(
        to: CSSTransformList(css: "translate(100px)"), at: 1e308, context: CSSTransformContext())
    }
    #expect(listTranslate?.name == "x of translate at t = 1e+308 (px)")
    #expect(Self.beyondRange { _ = try CSSScale(x: 1).interpolated(to: CSSScale(x: 3), at: 1e308) }?.name == "x of scale at t = 1e+308")
    let down = try CSSScale(x: 1).interpolated(to: CSSScale(x: 2), at: -1e308)
    #expect(down.factors == SIMD3(1 - 1e308, 1 - 1e308, 1))
    let perspective = try CSSTransformList(css: "perspective(100px)").interpolated(
      to: CSSTransformList(css: "perspective(200px)"), at: -1e308, context: CSSTransformContext())
    // −1/100 + (−1/200 + 1/100)·(−1e308) = −5e305: clamped to −1, so 1px.
    #expect(perspective.functions == [.perspective(.px(1))])
    let a = try CSSTransformList(css: "matrix(1, 0, 0, 1, 0, 0)")
    let b = try CSSTransformList(css: "matrix(2, 1, 0, 1, 5, 0)")
    let blend = Self.beyondRange { _ = try a.interpolated(to: b, at: 1e308, context: CSSTransformContext()) }
    #expect(blend?.name.hasSuffix("of the interpolated matrix at t = 1e+308") == true)
    let (ma, mb) = (try a.matrix(), try b.matrix())
    #expect(ma.interpolated(to: mb, at: 1e308, options: .standard) == nil)
    #expect(ma.interpolated(to: mb, at: 1e308, options: .webKit) == nil)
    // Core Animation's conformance falls back to the end (t ≥ 0.5): finite.
    #expect(ma.interpolated(to: mb, at: 1e308) == mb)
  }

  /// A corner x/w with w = 5e-324 = 2^-1074: the top-left corner of a 200 × 100 layer about its
  /// centre is at x = −100 relative to the anchor, so x/w = −100·2^1074 = −1.5625·2^1080 (100 =
  /// 1.5625·2^6) — beyond the range, and not "behind the viewer". A point whose products overflow
  /// on the way but not in the end is computed: m11 = 1e308, m44 = 1e10, x = 200 gives 2e300.
  @Test("projection: a corner beyond the range is named with its value, distinct from behind the viewer")
  func projection() throws {
    var tiny = TransformMatrix3D.identity
    tiny.m44 = .leastNonzeroMagnitude  // 5e-324 = 2^-1074
    let layer = LayerGeometry(boundsSize: SIMD2(200, 100), position: SIMD2(100, 50), transform: tiny)
    let error = Self.beyondRange { _ = try layer.projectedQuad() }
    #expect(error?.name == "the top-left corner's x" && error?.significand == -1.5625 && error?.exponent == 1080)
    #expect(layer.quad == nil && layer.frame == nil)
    var perspective = TransformMatrix3D.identity
    perspective.m34 = -1.0 / 100
    let behind = LayerGeometry(
      boundsSize: SIMD2(1000, 10), position: .zero, transform: perspective.rotated(by: 80 * Double.pi / 180, x: 0, y: 1, z: 0))
    #expect(throws: TransformError.behindViewer("the top-left corner")) { try behind.projectedQuad() }
    var wide = TransformMatrix3D.identity
    wide.m11 = 1e308
    wide.m44 = 1e10
    let far = LayerGeometry(boundsSize: SIMD2(200, 100), position: .zero, anchorPoint: .zero, transform: wide)
    let quad = try far.projectedQuad()
    #expect(abs(quad.topRight.x - 2e300) <= 4 * (2e300).ulp && quad.topRight.y == 0 && quad.bottomLeft.y == 1e-8)
    // Corners at ±1e308 are 2e308 apart: the frame's width is beyond the range.
    var spread = TransformMatrix3D.identity
    spread.m11 = 1e306
    let frame = LayerGeometry(boundsSize: SIMD2(200, 1), position: .zero, transform: spread)
    #expect(Self.beyondRange { _ = try frame.projectedFrame() }?.name == "the frame's width")
  }
}
