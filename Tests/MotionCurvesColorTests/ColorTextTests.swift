import Foundation
import MotionCurvesColor
import MotionCurvesCore
import PropertyBased
import Testing

/// CSS colour text: every syntax parsed, typed errors with offsets (and the kind that says a
/// colour needs context), the computed-value serialization browsers report, and `cssText` that
/// reads back to the same colour.
@Suite("Color text")
struct ColorTextTests {
  @Test("parsing: named, hex, legacy and modern functions, none, percentages, angles, color()")
  func parsing() throws {
    #expect(try CSSColor(css: "RebeccaPurple") == CSSColor(.srgb, 0x66 / 255, 0x33 / 255, 0x99 / 255, isLegacy: true))
    #expect(try CSSColor(css: "transparent") == CSSColor(.srgb, 0, 0, 0, alpha: 0, isLegacy: true))
    #expect(try CSSColor(css: "#f80") == CSSColor(css: "#ff8800"))
    #expect(try CSSColor(css: "#FF880080").alpha == 128.0 / 255)
    #expect(try CSSColor(css: "#f808").alpha == 136.0 / 255)
    #expect(try CSSColor(css: "rgb(255, 136, 0)") == CSSColor(css: "#f80"))
    #expect(try CSSColor(css: "rgba(100%, 0%, 0%, 50%)") == CSSColor(.srgb, 1, 0, 0, alpha: 0.5, isLegacy: true))
    #expect(try CSSColor(css: "rgb(255 0 0 / 0.5)") == CSSColor(css: "rgba(255, 0, 0, .5)"))
    #expect(try CSSColor(css: "rgb(none 50% 300)") == CSSColor(.srgb, nil, 0.5, 1, isLegacy: true))
    #expect(try CSSColor(css: "rgb(-20 0 0 / 2)") == CSSColor(.srgb, 0, 0, 0, isLegacy: true))
    #expect(try CSSColor(css: "hsl(0.25turn, 50%, 25%)") == CSSColor(.hsl, 90, 50, 25, isLegacy: true))
    #expect(try CSSColor(css: "hsla(90 50 25 / none)") == CSSColor(.hsl, 90, 50, 25, alpha: nil, isLegacy: true))
    #expect(try CSSColor(css: "hsl(90 -10% 25%)").components.y == 0)
    #expect(try CSSColor(css: "hwb(200grad 10% none)") == CSSColor(.hwb, 180, 10, nil, isLegacy: true))
    #expect(try CSSColor(css: "lab(50% 100% -50%)") == CSSColor(.lab, 50, 125, -62.5))
    #expect(try CSSColor(css: "lab(120 0 0)").components.x == 100)
    #expect(try CSSColor(css: "lch(50 -10 1rad)") == CSSColor(.lch, 50, 0, 180 / Double.pi))
    #expect(try CSSColor(css: "oklab(50% 50% -100%)") == CSSColor(.oklab, 0.5, 0.2, -0.4))
    #expect(try CSSColor(css: "oklch(1.5 100% none / 25%)") == CSSColor(.oklch, 1, 0.4, nil, alpha: 0.25))
    #expect(try CSSColor(css: "color(xyz 0.1 20% none)") == CSSColor(.xyzD65, 0.1, 0.2, nil))
    #expect(try CSSColor(css: "COLOR(Display-P3 1.2 -0.1 0.5 / .5)") == CSSColor(.displayP3, 1.2, -0.1, 0.5, alpha: 0.5))
    for space in CSSColorSpace.allCases where space.isPredefined {
      #expect(try CSSColor(css: "color(\(space.cssName) 0.25 0.5 0.75)").space == space)
    }
    #expect(try CSSColor(css: " /* accent */ oklch(0.7 0.1 30deg) ").space == .oklch)
  }

  @Test("errors: typed, with the character offset; currentcolor and system colours need context")
  func errors() {
    let cases: [(String, Int, String, SyntaxError.Kind)] = [
      ("rgb(255, 0)", 10, "expected ','", .invalid),
      ("rgb(255, 0%, 0)", 9, "three numbers", .invalid),
      ("rgb(255, none, 0)", 9, "'none' is not allowed", .invalid),
      ("rgb(10deg 0 0)", 4, "an angle", .invalid),
      ("hsl(120, 50, 50%)", 9, "percentages", .invalid),
      ("hsl(50% 50% 50%)", 4, "not a percentage", .invalid),
      ("lab(50, 10, 10)", 6, "spaces, not commas", .invalid),
      ("#12345", 0, "3, 4, 6 or 8 digits", .invalid),
      ("#12g", 3, "not a hexadecimal digit", .invalid),
      ("color(rgb 1 0 0)", 6, "not a predefined colour space", .invalid),
      ("oklch(0.5 0.1 30", 16, "expected ')'", .invalid),
      ("bluish", 0, "not a colour name", .invalid),
      ("red blue", 4, "after the colour", .invalid),
      ("lch(50 10px 30)", 9, "unit 'px'", .invalid),
      ("", 0, "expected a colour", .invalid),
      ("currentColor", 0, "currentcolor", .needsContext),
      ("ButtonText", 0, "system colour", .needsContext),
      ("light-dark(white, black)", 0, "color-scheme", .needsContext),
      ("color-mix(in oklab, red, rgb(from red r g b))", 29, "relative colours", .unsupported),
      ("rgb(from red r g b)", 4, "relative colours", .unsupported),
      ("rgb(calc(255) 0 0)", 4, "calc()", .unsupported),
    ]
    for (text, offset, message, kind) in cases {
      do {
        _ = try CSSColor(css: text)
        Issue.record("'\(text)' parsed")
      } catch {
        #expect(error.offset == offset, "'\(text)': \(error)")
        #expect(error.message.contains(message), "'\(text)': \(error)")
        #expect(error.kind == kind, "'\(text)': \(error)")
      }
    }
  }

  @Test("computed values as browsers report them")
  func computedValues() throws {
    let cases: [(String, String)] = [
      ("#ff8000", "rgb(255, 128, 0)"),
      ("rgba(0, 0, 0, 0.5)", "rgba(0, 0, 0, 0.5)"),
      ("rgb(0 0 0 / 0.2)", "rgba(0, 0, 0, 0.2)"),
      ("transparent", "rgba(0, 0, 0, 0)"),
      ("hsl(120 100% 25%)", "rgb(0, 128, 0)"),
      ("hwb(120 60% 60%)", "rgb(128, 128, 128)"),
      ("rgb(76.5 0 300)", "rgb(77, 0, 255)"),
      ("rgb(none 128 0)", "rgb(0, 128, 0)"),
      ("rgb(0 0 0 / none)", "rgba(0, 0, 0, 0)"),
      ("color(xyz 0.1 0.2 0.3)", "color(xyz-d65 0.1 0.2 0.3)"),
      ("lab(50% 20 -30 / 50%)", "lab(50 20 -30 / 0.5)"),
      ("oklch(0.5 0.1 -30deg)", "oklch(0.5 0.1 330)"),
      ("lch(none 20 750)", "lch(none 20 30)"),
      ("oklab(40% 0.1 none / none)", "oklab(0.4 0.1 none / none)"),
      ("color(srgb 1.5 0 -0.5)", "color(srgb 1.5 0 -0.5)"),
    ]
    for (text, expected) in cases {
      #expect(try CSSColor(css: text).computedCSSText == expected, "\(text)")
    }
    // hsl and hwb that are not legacy (conversion results): color(srgb …) unless something is missing.
    #expect(CSSColor(.hsl, 0, 100, 50).computedCSSText == "color(srgb 1 0 0)")
    #expect(CSSColor(.hsl, nil, 10, 20).computedCSSText == "hsl(none 10 20)")
  }

  /// Random colours in every space, with random missing components and alpha, inside the ranges
  /// parsing clamps to.
  static func random(_ spaceIndex: Int, _ u: [Double], _ mask: Int) -> CSSColor {
    let space = CSSColorSpace.allCases[spaceIndex]
    let (r0, r1, r2) = space.referenceRanges
    func pick(_ r: ClosedRange<Double>, _ t: Double) -> Double { r.lowerBound + (r.upperBound - r.lowerBound) * t }
    var c = SIMD3(pick(r0, u[0]), pick(r1, u[1]), pick(r2, u[2]))
    switch space {
    case .srgb: c = SIMD3((u[0] * 255).rounded() / 255, u[1], (u[2] * 1e6).rounded() / 255e4)
    case .hsl, .hwb: c.x = u[0] * 720 - 360
    case .lch, .oklch: c.z = u[2] * 720 - 360
    default: if space.isPredefined { c = c * 1.4 - SIMD3(repeating: 0.2) }
    }
    let legacy = space == .srgb ? mask & 16 != 0 : space == .hsl || space == .hwb
    return CSSColor(
      space: space, components: c, alpha: mask & 32 != 0 ? 1 : u[3], missing: CSSColor.Missing(rawValue: UInt8(mask & 15)),
      isLegacy: legacy)
  }

  @Test("cssText and JSON read back to the same colour")
  func roundTrip() async {
    await propertyCheck(
      count: 1000, input: Gen.int(in: 0...(CSSColorSpace.allCases.count - 1)), Gen.double(in: 0...1).array(of: 4...4),
      Gen.int(in: 0...63)
    ) { space, u, mask in
      let color = Self.random(space, u, mask)
      let back = try CSSColor(css: color.cssText)
      if color.space == .srgb && color.isLegacy {
        // Channels in 255ths: exact for every channel that came from text, 1 ulp otherwise.
        #expect(back.space == color.space && back.missing == color.missing && back.alpha == color.alpha)
        for i in 0..<3 { #expect(abs(back.components[i] - color.components[i]) <= color.components[i].ulp, "\(color)") }
      } else {
        #expect(back == color, "\(color.cssText) → \(back.cssText)")
      }
      let data = try JSONEncoder().encode([color])
      #expect(try JSONDecoder().decode([CSSColor].self, from: data)[0] == back)
      // The computed text reads back too (to a colour, not necessarily an equal one).
      #expect(throws: Never.self) { try CSSColor(css: color.computedCSSText) }
    }
    // All 148 named colours and hex forms: exact through text.
    for hex in ["#000", "#fff", "#123456", "#abcdef12", "#0000"] {
      let c = try? CSSColor(css: hex)
      #expect(c.flatMap { try? CSSColor(css: $0.cssText) } == c, "\(hex)")
    }
  }
}
