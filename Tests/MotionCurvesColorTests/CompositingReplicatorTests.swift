import Foundation
import MotionCurvesColor
import PropertyBased
import Testing

/// The replicator colour model (instance k = source × clamp(instanceColor + k·offset)) and the
/// breathe flower (`../shared/notes/animations.md` §1): its six petal colours and the screen
/// blend where two and three adjacent petals overlap over black, against values worked by hand.
@Suite("Compositing: replicator colours and the breathe flower")
struct CompositingReplicatorTests {
  static let u = 0x1p-53
  static let white = SIMD4<Double>(1, 1, 1, 1)
  static let black = SIMD4<Double>(0, 0, 0, 1)

  /// The scene: source white, instanceColor (0.17, 0.59, 0.60, 1), offset = (last − first)/6 with
  /// last = (0.31, 0.85, 0.62, 1), alpha offset 0.
  static func breathe() throws -> ReplicatorColorModel {
    try ReplicatorColorModel(stepping: SIMD4(0.17, 0.59, 0.60, 1), toward: SIMD4(0.31, 0.85, 0.62, 1), steps: 6)
  }

  /// Petal k by hand, in 300ths: offset = (0.14, 0.26, 0.02)/6 = (7, 13, 1)/300 and
  /// first = (51, 177, 180)/300, so petal k = (51 + 7k, 177 + 13k, 180 + k)/300.
  static func numerators(_ k: Int) -> (Int, Int, Int) { (51 + 7 * k, 177 + 13 * k, 180 + k) }

  @Test("the six petal colours: (51 + 7k, 177 + 13k, 180 + k)/300, alpha 1")
  func petals() throws {
    let model = try Self.breathe()
    // The arithmetic written out (red = 0.17 + k·0.14/6, green = 0.59 + k·0.26/6, blue = 0.60 + k·0.02/6):
    let byHand: [SIMD4<Double>] = [
      SIMD4(0.17, 0.59, 0.60, 1),  // k = 0: instanceColor itself
      SIMD4(0.19333333333333333, 0.6333333333333333, 0.6033333333333334, 1),  // 58/300, 190/300, 181/300
      SIMD4(0.21666666666666667, 0.6766666666666666, 0.6066666666666667, 1),  // 65/300, 203/300, 182/300
      SIMD4(0.24, 0.72, 0.61, 1),  // k = 3: 0.17 + 0.07, 0.59 + 0.13, 0.60 + 0.01
      SIMD4(0.2633333333333333, 0.7633333333333333, 0.6133333333333333, 1),  // 79/300, 229/300, 184/300
      SIMD4(0.2866666666666667, 0.8066666666666666, 0.6166666666666667, 1),  // 86/300, 242/300, 185/300
    ]
    for k in 0..<6 {
      let (r, g, b) = Self.numerators(k)
      let exact = SIMD4(Double(r) / 300, Double(g) / 300, Double(b) / 300, 1)
      #expect(byHand[k] == exact, "the decimal written for petal \(k) is the nearest double")
      // Bound: the decimals 0.17 … 0.85 are each within ½ ulp (≤ 2⁻⁵³), last − first is exact
      // (Sterbenz), the division by 6 rounds once, k ≤ 5 multiplies the offset's error, and
      // the fused k-step rounds once: ≤ 2⁻⁵³ + (2·2⁻⁵³/6 + 2⁻⁵⁸)·5 + 2⁻⁵³ < 4·2⁻⁵³.
      let got = model.color(ofInstance: k, source: Self.white)
      for i in 0..<4 { #expect(abs(got[i] - exact[i]) <= 4 * Self.u, "petal \(k)[\(i)]: \(got[i]) vs \(exact[i])") }
      // No channel leaves [0, 1], so the clamp never acts: the multiplier is the petal colour.
      #expect(model.color(ofInstance: k) == got)
    }
    // The last petal stops one step short of `last`: instance 6 would be (0.31, 0.85, 0.62).
    let sixth = model.color(ofInstance: 6)
    #expect(abs(sixth.x - 0.31) <= 4 * Self.u && abs(sixth.y - 0.85) <= 4 * Self.u && abs(sixth.z - 0.62) <= 4 * Self.u)
  }

  @Test("the petal colours through CSSColor: white in, srgb out, rgb() text")
  func petalsAsCSS() throws {
    let model = try Self.breathe()
    let white = try CSSColor(css: "white")
    let petal = model.color(ofInstance: 3, source: white)
    #expect(petal.space == .srgb && petal.isLegacy)
    // (0.24, 0.72, 0.61)·255 = (61.2, 183.6, 155.55) → rgb(61, 184, 156).
    #expect(petal.computedCSSText == "rgb(61, 184, 156)")
  }

  /// 1 − Π(1 − cⱼ) per channel for the petals `ks`, exactly in integers: with cⱼ = nⱼ/300,
  /// 1 − Π(300 − nⱼ)/300ⁿ = (300ⁿ − Π(300 − nⱼ))/300ⁿ, one rounding.
  static func screenedByHand(_ ks: [Int]) -> SIMD3<Double> {
    var products = (1, 1, 1), whole = 1
    for k in ks {
      let (r, g, b) = numerators(k)
      products = (products.0 * (300 - r), products.1 * (300 - g), products.2 * (300 - b))
      whole *= 300
    }
    let w = Double(whole)
    return SIMD3(Double(whole - products.0) / w, Double(whole - products.1) / w, Double(whole - products.2) / w)
  }

  @Test("two and three adjacent petals screened over black: 1 − Π(1 − cₖ)", arguments: [2, 3])
  func overlaps(count: Int) throws {
    let model = try Self.breathe()
    // Worked out for petals 0 and 1: red 1 − (249/300)(242/300) = 1 − 60258/90000 = 4957/15000,
    // green 1 − (123/300)(110/300) = 2549/3000, blue 1 − (120/300)(119/300) = 631/750; and for
    // petals 0, 1, 2: red 427979/900000, green 856253/900000, blue 105479/112500.
    #expect(Self.screenedByHand([0, 1]) == SIMD3(4957.0 / 15000, 2549.0 / 3000, 631.0 / 750))
    #expect(Self.screenedByHand([0, 1, 2]) == SIMD3(427979.0 / 900000, 856253.0 / 900000, 105479.0 / 112500))
    for first in 0..<6 {
      let ks = (0..<count).map { (first + $0) % 6 }
      let expected = Self.screenedByHand(ks)
      // Bound: each petal within 4·2⁻⁵³; each screen rounds twice (≤ 2·2⁻⁵³ on a result ≤ 1) and
      // passes its inputs' errors on with factors (1 − c) ≤ 1.
      let bound = Double(4 * count + 2 * (count - 1)) * Self.u
      // Sequentially, as the layers draw: each petal (opaque) screened over what is below it,
      // starting from opaque black; straight and premultiplied.
      var straight = Self.black, premultiplied = Self.black
      for k in ks {
        let petal = model.color(ofInstance: k, source: Self.white)
        straight = ColorBlendMode.screen.composite(petal, over: straight)
        premultiplied = ColorBlendMode.screen.composite(premultiplied: petal, over: premultiplied)
      }
      for (name, result) in [("straight", straight), ("premultiplied", premultiplied)] {
        #expect(result.w == 1)
        for i in 0..<3 {
          #expect(abs(result[i] - expected[i]) <= bound, "\(name) petals \(ks)[\(i)]: \(result[i]) vs \(expected[i])")
        }
      }
      // Screen commutes: the reverse drawing order gives the same colour within the bound.
      var reversed = Self.black
      for k in ks.reversed() {
        reversed = ColorBlendMode.screen.composite(model.color(ofInstance: k, source: Self.white), over: reversed)
      }
      for i in 0..<3 { #expect(abs(reversed[i] - expected[i]) <= bound) }
    }
  }

  @Test("Core Animation's defaults: opaque white and no offsets leave every instance's colour")
  func defaults() async {
    let model = ReplicatorColorModel()
    #expect(model.instanceColor == Self.white && model.offset == .zero)
    await propertyCheck(count: 300, input: Gen.double(in: 0...1).array(of: 4...4), Gen.int(in: -50...50)) { c, k in
      let source = SIMD4(c[0], c[1], c[2], c[3])
      #expect(model.color(ofInstance: k, source: source) == source)
    }
  }

  @Test("Apple's example: blue and green stepped by −1/5 from white fade white to red, then clamp at 0")
  func appleExample() throws {
    // CAReplicatorLayer's documentation: instanceCount 5, instanceBlueOffset = instanceGreenOffset
    // = −1/Float(5) (a Float, as Core Animation stores it), a white square.
    let step = Double(Float(-1) / Float(5))
    let model = try ReplicatorColorModel(instanceColor: Self.white, greenOffset: step, blueOffset: step)
    #expect(model.greenOffset == step && model.blueOffset == step && model.redOffset == 0 && model.alphaOffset == 0)
    for k in 0..<5 {
      let c = model.color(ofInstance: k, source: Self.white)
      // 1 − k/5 with the Float step −0.20000000298023224: within k·3e-9 of 1 − k/5.
      #expect(c.x == 1 && c.w == 1)
      #expect(abs(c.y - (1 - Double(k) / 5)) <= Double(k) * 3e-9 && c.y == c.z)
    }
    // Past the last instance the channels would go negative; the model clamps them at 0 (red).
    #expect(model.color(ofInstance: 6) == SIMD4(1, 0, 0, 1))
    #expect(model.color(ofInstance: 100) == SIMD4(1, 0, 0, 1))
    // Negative k runs the offsets backwards, and the clamp holds 1.
    #expect(model.color(ofInstance: -3) == Self.white)
  }

  @Test("the clamp: every channel of instanceColor + k·offset is held in [0, 1] before multiplying")
  func clamping() async throws {
    // A fading alpha: 1 − k/4 reaches 0 at k = 4 and stays there.
    let fade = try ReplicatorColorModel(instanceColor: Self.white, alphaOffset: -0.25)
    #expect(fade.color(ofInstance: 2) == SIMD4(1, 1, 1, 0.5))
    #expect(fade.color(ofInstance: 4).w == 0 && fade.color(ofInstance: 9).w == 0)
    // An extended-range instanceColor: the sum for instance k is clamped, not every step, so
    // red 1.2 − 0.1k gives 1, 1, 1, 0.9 … (1.0 at k = 2 is 1.2 − 0.2).
    let extended = try ReplicatorColorModel(instanceColor: SIMD4(1.2, 0.5, 0.5, 1), redOffset: -0.1)
    #expect(extended.color(ofInstance: 0).x == 1 && extended.color(ofInstance: 1).x == 1)
    #expect(abs(extended.color(ofInstance: 3).x - 0.9) <= 2 * Self.u)
    await propertyCheck(
      count: 1000, input: Gen.double(in: -2...2).array(of: 8...8), Gen.int(in: -20...20)
    ) { v, k in
      guard let model = try? ReplicatorColorModel(instanceColor: SIMD4(v[0], v[1], v[2], v[3]), offset: SIMD4(v[4], v[5], v[6], v[7]))
      else { return }
      let m = model.color(ofInstance: k)
      for i in 0..<4 {
        let sum = v[i] + Double(k) * v[4 + i]
        #expect(m[i] >= 0 && m[i] <= 1)
        // The clamped sum, within its rounding (the model's sum is fused, this one is not).
        let clamped = min(max(sum, 0), 1)
        #expect(abs(m[i] - clamped) <= 4 * Self.u * max(1, abs(Double(k) * v[4 + i])))
      }
      // Straight multiplication equals premultiplied content times the premultiplied modulation.
      let source = SIMD4(0.3, 0.6, 0.9, 0.5)
      let straight = model.color(ofInstance: k, source: source)
      let viaPremultiplied = ColorCompositing.premultiplied(source) * ColorCompositing.premultiplied(m)
      let expected = ColorCompositing.premultiplied(straight)
      for i in 0..<4 { #expect(abs(viaPremultiplied[i] - expected[i]) <= 4 * Self.u) }
    }
  }

  @Test("invalid values are errors naming the parameter")
  func errors() throws {
    let nan = #expect(throws: ColorCompositingError.self) {
      try ReplicatorColorModel(instanceColor: SIMD4(1, .nan, 1, 1))
    }
    // NaN is not equal to itself, so the case is taken apart.
    if case .notFinite(let parameter, let value)? = nan {
      #expect(parameter == .instanceColorGreen && value.isNaN)
    } else {
      Issue.record("expected notFinite, got \(String(describing: nan))")
    }
    #expect(nan?.description == "instanceColor.green = nan is not a finite number")
    let offset = #expect(throws: ColorCompositingError.self) {
      try ReplicatorColorModel(instanceColor: Self.white, alphaOffset: .infinity)
    }
    #expect(offset == .notFinite(.alphaOffset, .infinity))
    #expect(offset?.description == "alphaOffset = inf is not a finite number")
    let steps = #expect(throws: ColorCompositingError.self) {
      try ReplicatorColorModel(stepping: Self.white, toward: Self.black, steps: 0)
    }
    #expect(steps == .notPositive(.steps, 0))
    let last = #expect(throws: ColorCompositingError.self) {
      try ReplicatorColorModel(stepping: Self.white, toward: SIMD4(0, 0, -.infinity, 1), steps: 3)
    }
    #expect(last == .notFinite(.lastBlue, -.infinity))
    #expect(last?.description == "last.blue = -inf is not a finite number")
  }

  @Test("Codable: Core Animation's names, defaults for missing keys, round trip, errors")
  func codable() throws {
    let decoder = JSONDecoder()
    let written = #"{"instanceColor": [0.17, 0.59, 0.6, 1], "redOffset": 0.1, "alphaOffset": -0.25}"#
    let model = try decoder.decode(ReplicatorColorModel.self, from: Data(written.utf8))
    #expect(model.instanceColor == SIMD4(0.17, 0.59, 0.6, 1))
    #expect(model.offset == SIMD4(0.1, 0, 0, -0.25))
    #expect(try decoder.decode(ReplicatorColorModel.self, from: Data("{}".utf8)) == ReplicatorColorModel())
    let breathe = try Self.breathe()
    let data = try JSONEncoder().encode(breathe)
    #expect(try decoder.decode(ReplicatorColorModel.self, from: data) == breathe)
    let text = String(decoding: data, as: UTF8.self)
    for key in ["instanceColor", "redOffset", "greenOffset", "blueOffset", "alphaOffset"] { #expect(text.contains(key)) }
    #expect(throws: DecodingError.self) {
      try decoder.decode(ReplicatorColorModel.self, from: Data(#"{"instanceColor": [1, 1, 1]}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try decoder.decode(ReplicatorColorModel.self, from: Data(#"{"redOffset": "a lot"}"#.utf8))
    }
  }
}
