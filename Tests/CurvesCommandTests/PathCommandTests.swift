import Foundation
import TestSupport
import Testing

/// `curves path`: the built executable on paths whose answers are closed forms.
@Suite("curves path")
struct PathCommandTests {
  /// The search icon of the notes (§4.1): two half circles of radius 10 and a 15-long handle.
  static let icon = "M 26 28 A 10 10 0 0 1 14 12 A 10 10 0 0 1 26 28 L 35 40"

  static func number(_ result: CurvesRunner.Result) -> Double? {
    result.status == 0 ? Double(result.stdout.trimmingCharacters(in: .newlines)) : nil
  }

  @Test("length: lines, circles and the icon, in closed form")
  func length() throws {
    // 3-4-5 triangle closed: 3 + 4 + 5.
    #expect(Self.number(try CurvesRunner.run(["path", "length", "M 0 0 L 3 0 L 3 4 Z"])) == 12)
    // The icon: 2π·10 + 15, within 1e-12 relative.
    let icon = try #require(Self.number(try CurvesRunner.run(["path", "length", Self.icon])))
    #expect(abs(icon - (20 * Double.pi + 15)) <= 1e-12 * icon)
    // A moveto alone draws nothing; an empty path is 0 too.
    #expect(Self.number(try CurvesRunner.run(["path", "length", "M 5 5"])) == 0)
    #expect(Self.number(try CurvesRunner.run(["path", "length", ""])) == 0)
  }

  @Test("point: clamped distances, the point and the unit tangent")
  func point() throws {
    // A 70-long horizontal line (WPT getPointAtLength-01): −10 → the start, 80 → the end.
    let result = try CurvesRunner.run(["path", "point", "M40,70L110,70", "--at-length", "-10", "--at-length", "35", "--at-length", "80"])
    #expect(result.status == 0)
    #expect(result.lines == ["length,x,y,tx,ty", "0.0,40.0,70.0,1.0,0.0", "35.0,75.0,70.0,1.0,0.0", "70.0,110.0,70.0,1.0,0.0"])
    // A circle of radius 10 from (10, 0) clockwise (y down): a quarter of the length is at (0, 10),
    // heading in −x.
    let quarter = try CurvesRunner.run(["path", "point", "M 10 0 A 10 10 0 0 1 -10 0 A 10 10 0 0 1 10 0", "--at-fraction", "0.25"])
    let fields = try #require(quarter.lines.last).split(separator: ",").compactMap { Double(String($0)) }
    #expect(fields.count == 5)
    #expect(abs(fields[0] - 5 * Double.pi) < 1e-12 && abs(fields[1]) < 1e-12 && abs(fields[2] - 10) < 1e-12)
    #expect(abs(fields[3] + 1) < 1e-12 && abs(fields[4]) < 1e-12)
  }

  @Test("trim: Core Animation fractions of the whole length; Lottie offsets wrap around")
  func trim() throws {
    // 100 + 100 long: 0.25…0.75 runs from (50, 0) over the corner to (100, 50).
    let ca = try CurvesRunner.run(["path", "trim", "M 0 0 L 100 0 L 100 100", "--start", "0.25", "--end", "0.75"])
    #expect(ca.lines == ["M 50 0 L 100 0 L 100 50"])
    // start ≥ end draws nothing: an empty line.
    let none = try CurvesRunner.run(["path", "trim", "M 0 0 L 100 0", "--start", "0.5", "--end", "0.5"])
    #expect(none.status == 0 && none.stdout == "\n")
    // Lottie: 0…50 % offset by 270° (¾ of the length) wraps: [0.75, 1] and [0, 0.25].
    let lottie = try CurvesRunner.run(["path", "trim", "M 0 0 L 100 0", "--start", "0", "--end", "0.5", "--offset", "270", "--mode", "lottie-simultaneous"])
    #expect(lottie.lines == ["M 75 0 L 100 0 M 0 0 L 25 0"])
  }

  @Test("interpolate and normalize, as browsers serialize")
  func interpolateNormalize() throws {
    // WPT d-interpolation-single: M 20 70 → M 100 30 at t = −1 is M −60 110.
    let morph = try CurvesRunner.run(["path", "interpolate", "M 20 70", "M 100 30", "--at", "-1", "--at", "0.5"])
    #expect(morph.lines == ["t,d", "-1.0,M -60 110", "0.5,M 60 50"])
    // WPT serialization.svg: relative commands become absolute; after Z the current point is the
    // subpath start.
    let normal = try CurvesRunner.run(["path", "normalize", "m 10 20   l 20 30   Z   l 50 60   Z   m 70 80   l 90 60   Z   t 70 120"])
    #expect(normal.lines == ["M 10 20 L 30 50 Z L 60 80 Z M 80 100 L 170 160 Z T 150 220"])
    // --lenient keeps everything before the first error (WPT render-until-error).
    let lenient = try CurvesRunner.run(["path", "normalize", "m 0 0 l 3 -4 z # ignored suffix v 123", "--lenient"])
    #expect(lenient.lines == ["M 0 0 L 3 -4 Z"])
  }

  @Test("bad input: exit 64, one line naming the problem", arguments: [
    (["path", "length", "M 0 0 L 1"], "character"),
    (["path", "normalize", "M 0 0 X 3"], "character"),
    (["path", "point", "M 0 0 L 1 1"], "--at-length or --at-fraction"),
    (["path", "point", "M 0 0 L 1 1", "--at-length", "1", "--at-fraction", "0.5"], "not both"),
    (["path", "point", "M 0 0 L 1 1", "--at-length", "nan"], "not a finite number"),
    (["path", "trim", "M 0 0 L 1 1", "--start", "0", "--end", "1", "--offset", "90"], "--offset goes with the lottie modes"),
    (["path", "trim", "M 0 0 L 1 1", "--start", "0", "--end", "1", "--mode", "skia"], "mode"),
    (["path", "interpolate", "M 0 0", "M 1 1"], "--at"),
    (["path", "length", "M 0 0", "--lenient", "--lenient"], "more than once"),
  ])
  func badInput(arguments: [String], fragment: String) throws {
    CurvesRunner.expectUsageError(try CurvesRunner.run(arguments), fragment)
  }
}
