import Foundation
import MotionCurvesColor
import MotionCurvesCore
import Testing

/// CSS text for stop lists: what reads, typed errors at their offsets, serialization that reads
/// back equal, and Codable.
@Suite("Gradient stops: CSS text and Codable")
struct ColorStopsTextTests {
  @Test("the stop-list grammar: methods, hints, double positions, calc(), 0, comments", arguments: [
    ("red, blue 30%, rgb(0 128 0) 50% 70%", [0, 0.3, 0.5, 0.7]),
    ("in oklch longer hue, red, 25%, blue", [0, 1]),
    ("IN SRGB , #f00 0 , /* hint */ 40% , rgba(0, 0, 255, 0.5) calc(50% + 10%)", [0, 0.6]),
    ("color-mix(in srgb, red, blue) -20%, lime max(10%, 120%)", [-0.2, 1.2]),
    ("hsl(120 100% 50%) 1e1%, hwb(0 0% 0%) 5E1%", [0.1, 0.5]),
  ])
  func reads(text: String, locations: [Double]) throws {
    let stops = try ColorStops(css: text)
    #expect(stops.locations == locations)
  }

  @Test("the method becomes the mode; a mode given beside a method in the text is refused")
  func methods() throws {
    let stops = try ColorStops(css: "in oklch longer hue, red, blue")
    #expect(stops.mode == .css(CSSColorInterpolationMethod(space: .oklch, hueMethod: .longer)))
    #expect(try ColorStops(css: "red, blue").mode == .css(nil))
    #expect(try ColorStops(css: "red, blue", mode: .coreAnimation).mode == .coreAnimation)
    let clash = #expect(throws: SyntaxError.self) { try ColorStops(css: "in srgb, red, blue", mode: .coreAnimation) }
    #expect(clash?.offset == 0)
  }

  /// Offsets count Unicode scalars from 0.
  @Test("errors carry the offset of the problem", arguments: [
    ("", 0, SyntaxError.Kind.invalid),
    ("red,", 4, .invalid),
    (", red", 0, .invalid),
    ("30%, red", 0, .invalid),
    ("red, 30%", 5, .invalid),
    ("red, 10%, 20%, blue", 10, .invalid),
    ("red 10px, blue", 4, .needsContext),
    ("red calc(2em), blue", 10, .needsContext),
    ("red 30, blue", 4, .invalid),
    ("red 30deg, blue", 6, .invalid),
    ("red 10% 20% 30%, blue", 12, .invalid),
    ("in oklab red, blue", 9, .invalid),
    ("in nowhere, red", 3, .invalid),
    ("red, blue)", 9, .invalid),
    ("red, currentcolor", 5, .needsContext),
    ("red calc(1e308% * 10), blue", 4, .invalid),
    ("é, red", 0, .invalid),
    ("linear-gradient(45deg, red, blue)", 0, .unsupported),
    (" repeating-radial-gradient(red, blue)", 1, .unsupported),
  ])
  func errors(text: String, offset: Int, kind: SyntaxError.Kind) {
    let error = #expect(throws: SyntaxError.self) { try ColorStops(css: text) }
    #expect(error?.offset == offset, "\(text): \(error.map(\.description) ?? "")")
    #expect(error?.kind == kind, "\(text): \(error.map(\.description) ?? "")")
  }

  @Test("cssText reads back to an equal list, written as given with shortest percentages", arguments: [
    "red, blue 30%, rgb(0 128 0) 50% 70%",
    "in oklch longer hue, red, 25%, blue",
    "color(display-p3 1 0.5 0 / 0.25) -7%, 7%, oklab(0.5 none 0.1) 33.333%, transparent",
    "in hsl, red 0.1%, blue 100.00000000000001%",
  ])
  func roundTrip(text: String) throws {
    let stops = try ColorStops(css: text)
    let again = try ColorStops(css: stops.cssText)
    #expect(again == stops && again.stops == stops.stops, "\(stops.cssText)")
  }

  @Test("serialization: hints, positions as percentages, colours as their CSS text")
  func serialization() throws {
    #expect(try ColorStops(css: "red, 7%, #00f 30% 70%").cssText == "rgb(255 0 0), 7%, rgb(0 0 255) 30% 70%")
    #expect(try ColorStops(css: "in oklab, lab(50 10 20)").cssText == "in oklab, lab(50 10 20)")
    let thirds = try ColorStops(coreAnimationColors: [CSSColor(.srgb, 1, 0, 0)], locations: [1.0 / 3])
    #expect(thirds.cssText == "color(srgb 1 0 0) 33.33333333333333%")
    #expect(try ColorStops(css: thirds.cssText).locations == [1.0 / 3])
    #expect("\(try ColorStops(css: "red"))" == "rgb(255 0 0)")
  }

  @Test("Codable: CSS text in CSS mode, {mode, stops} in Core Animation mode")
  func codable() throws {
    let css = try ColorStops(css: "in oklab, red, 40%, blue 80%")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let cssJSON = String(decoding: try encoder.encode(css), as: UTF8.self)
    #expect(cssJSON == #""in oklab, rgb(255 0 0), 40%, rgb(0 0 255) 80%""#)
    #expect(try JSONDecoder().decode(ColorStops.self, from: Data(cssJSON.utf8)) == css)
    let ca = try ColorStops(coreAnimationColors: [CSSColor(.srgb, 0, 157.0 / 255, 248.0 / 255, isLegacy: true), CSSColor(.srgb, 1, 1, 1)], locations: nil)
    let caJSON = String(decoding: try encoder.encode(ca), as: UTF8.self)
    #expect(caJSON == #"{"mode":"core-animation","stops":"rgb(0 157 248), color(srgb 1 1 1)"}"#)
    #expect(try JSONDecoder().decode(ColorStops.self, from: Data(caJSON.utf8)) == ca)
    for bad in [#""red, 30%""#, #"{"mode":"ca","stops":"red"}"#, #"{"mode":"core-animation","stops":"in srgb, red"}"#, "17"] {
      #expect(throws: DecodingError.self, "\(bad)") { try JSONDecoder().decode(ColorStops.self, from: Data(bad.utf8)) }
    }
  }
}
