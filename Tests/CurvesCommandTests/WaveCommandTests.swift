import Foundation
import TestSupport
import Testing

/// `curves wave`: runs the built executable and checks its output and exit status.
@Suite("curves wave")
struct WaveCommandTests {
  static func points(_ result: CurvesRunner.Result) -> [(Double, Double)] {
    result.lines.dropFirst().map { line in
      let fields = line.split(separator: ",").map { Double(String($0)) ?? .nan }
      return (fields[0], fields[1])
    }
  }

  @Test("one point per pixel, in order, closed down to --closed-to")
  func path() throws {
    let result = try CurvesRunner.run(["wave", "--width", "8", "--scale", "2", "--amplitude", "3", "--wavelength", "8", "--baseline", "1", "--closed-to", "-5"])
    #expect(result.status == 0 && result.lines.first == "x,y")
    let points = Self.points(result)
    #expect(points.count == 17 + 2)
    #expect(points[4].0 == 2 && abs(points[4].1 - 4) < 1e-15)  // a quarter wavelength: the crest
    #expect(points[17] == (8, -5) && points[18] == (0, -5))
  }

  @Test("--speed and --time move the wave by speed·time radians")
  func time() throws {
    let moved = Self.points(try CurvesRunner.run(["wave", "--width", "2", "--amplitude", "1", "--angular-frequency", "1", "--speed", "0.5", "--time", "3"]))
    for (x, y) in moved { #expect(abs(y - Foundation.sin(x + 1.5)) < 1e-15) }
  }

  @Test("--preset header: 1,126 points at 375 pt × 3 for each layer, as the original formula")
  func header() throws {
    for layer in [1, 2] {
      let points = Self.points(try CurvesRunner.run(["wave", "--width", "375", "--scale", "3", "--preset", "header", "--layer", "\(layer)"]))
      #expect(points.count == 1126)
      let (x, y) = points[300]
      let expected = layer == 1
        ? 5.5 * Foundation.sin(2.5 * Double.pi * x / 375) + 30
        : 5 * Foundation.sin(2.5 * Double.pi * x / 375 + Double.pi / 4) + 30
      #expect(abs(y - expected) < 1e-13)
    }
  }

  @Test("bad input: exit 64, one line on stderr, nothing on stdout", arguments: [
    (["wave", "--width", "0", "--amplitude", "1", "--periods", "1"], "--width 0.0 must be greater than 0"),
    (["wave", "--width", "10", "--scale", "-1", "--amplitude", "1", "--periods", "1"], "--scale -1.0 must be greater than 0"),
    (["wave", "--width", "10", "--amplitude", "1"], "exactly one of --angular-frequency, --wavelength and --periods"),
    (["wave", "--width", "10", "--amplitude", "1", "--periods", "1", "--wavelength", "3"], "exactly one of"),
    (["wave", "--width", "10", "--amplitude", "nan", "--periods", "1"], "amplitude = nan is not a finite number"),
    (["wave", "--width", "10", "--amplitude", "1", "--wavelength", "0"], "wavelength = 0.0 must be greater than 0"),
    (["wave", "--width", "10", "--preset", "header", "--amplitude", "2"], "--preset header sets"),
    (["wave", "--width", "10", "--preset", "header", "--layer", "3"], "--layer 3 must be 1 or 2"),
    (["wave", "--width", "1e9", "--amplitude", "1", "--periods", "1"], "above the limit"),
  ])
  func errors(arguments: [String], fragment: String) throws {
    CurvesRunner.expectUsageError(try CurvesRunner.run(arguments), fragment)
  }
}
