import Foundation
import TestSupport
import Testing

/// `curves color gradient`: the built executable against colours worked by hand (sRGB lerps of
/// named colours, premultiplied versus straight alpha, hard edges, a hint's halfway point) and the
/// hue-method closed form.
@Suite("curves color gradient")
struct ColorGradientCommandTests {
  /// red → blue in 30 %, then a lime band from 50 % to 70 % (all legacy: sRGB). At 15 % the
  /// colour is halfway red → blue, (127.5, 0, 127.5) → rgb(128, 0, 128) (half up); the band and
  /// beyond are lime.
  @Test("x,color rows in the order given; stops placed by CSS's fix-up; computed values quoted")
  func rows() throws {
    let result = try CurvesRunner.run([
      "color", "gradient", "red, blue 30%, rgb(0 128 0) 50% 70%", "--at", "0", "--at", "0.15", "--at", "0.6", "--at", "-3",
      "--at", "2",
    ])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.lines == [
      "x,color", #"0.0,"rgb(255, 0, 0)""#, #"0.15,"rgb(128, 0, 128)""#, #"0.6,"rgb(0, 128, 0)""#, #"-3.0,"rgb(255, 0, 0)""#,
      #"2.0,"rgb(0, 128, 0)""#,
    ])
  }

  /// white → transparent at ½: premultiplied CSS keeps white at alpha ½; Core Animation's straight
  /// alpha gives grey (127.5 → 128) at alpha ½.
  @Test("--mode css (premultiplied) against --mode core-animation (straight alpha)")
  func modes() throws {
    let css = try CurvesRunner.run(["color", "gradient", "white, transparent", "--at", "0.5"])
    #expect(css.lines.last == #"0.5,"rgba(255, 255, 255, 0.5)""#)
    let ca = try CurvesRunner.run(["color", "gradient", "white, transparent", "--mode", "core-animation", "--at", "0.5"])
    #expect(ca.lines.last == #"0.5,"rgba(128, 128, 128, 0.5)""#)
  }

  /// Coincident stops: below the edge the first colour, at it the last. A transition hint at 25 %
  /// puts the halfway colour there.
  @Test("hard edges and transition hints")
  func edgesAndHints() throws {
    let edge = try CurvesRunner.run(["color", "gradient", "red 50%, blue 50%", "--at", "0.49999", "--at", "0.5"])
    #expect(edge.lines.dropFirst() == [#"0.49999,"rgb(255, 0, 0)""#, #"0.5,"rgb(0, 0, 255)""#])
    let hint = try CurvesRunner.run(["color", "gradient", "red, 25%, blue", "--at", "0.25"])
    #expect(hint.lines.last == #"0.25,"rgb(128, 0, 128)""#)
  }

  /// In OkLCh the longer and shorter arcs between the same two hues have midpoints exactly half a
  /// turn apart: the method from the text and from --in agree with that.
  @Test("the interpolation method from the text or from --in")
  func methods() throws {
    func hue(_ arguments: [String]) throws -> Double? {
      let result = try CurvesRunner.run(["color", "gradient"] + arguments + ["--at", "0.5"])
      guard result.status == 0, let row = result.lines.last, row.hasPrefix("0.5,oklch(") else { return nil }
      return row.dropLast().split(separator: " ").last.flatMap { Double(String($0)) }
    }
    let longer = try #require(try hue(["in oklch longer hue, red, blue"]))
    let shorter = try #require(try hue(["red, blue", "--in", "oklch"]))
    #expect(abs((shorter - longer) - 180) <= 1e-9, "\(longer) \(shorter)")
    #expect(try hue(["red, blue", "--in", "oklch longer hue"]) == longer)
  }

  @Test("errors: exit 64, one line naming the problem, nothing on stdout", arguments: [
    (["color", "gradient", "red, blue"], "give at least one --at"),
    (["color", "gradient", "red, blue", "--at", "nan"], "not a finite number"),
    (["color", "gradient", "red, 30%", "--at", "0"], "a transition hint needs a colour stop after it at character 5"),
    (["color", "gradient", "red 10px, blue", "--at", "0"], "needs the gradient line's length"),
    (["color", "gradient", "", "--at", "0"], "invalid stop list '': expected a colour"),
    (["color", "gradient", "red, bleu", "--at", "0"], "at character 5"),
    (["color", "gradient", "in srgb, red, blue", "--in", "oklab", "--at", "0"], "names 'in srgb'"),
    (["color", "gradient", "in srgb, red, blue", "--mode", "core-animation", "--at", "0"], "names 'in srgb'"),
    (["color", "gradient", "red, blue", "--in", "oklab", "--mode", "core-animation", "--at", "0"], "applies to --mode css only"),
    (["color", "gradient", "red, blue", "--mode", "linear", "--at", "0"], "is not css or core-animation"),
    (["color", "gradient", "red\nblue", "--at", "0"], "invalid stop list"),
  ])
  func errors(arguments: [String], fragment: String) throws {
    CurvesRunner.expectUsageError(try CurvesRunner.run(arguments), fragment)
  }
}
