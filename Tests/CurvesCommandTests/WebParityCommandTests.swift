import Foundation
import TestSupport
import Testing

/// Issue 28's command-line reproductions (a differential run against headless Chromium): the
/// point at length 0 past a lone move, `color-mix()` at 0% + 0%, and Web Animations keyframes
/// with `"offset": null` or a lone keyframe. Each expectation is worked by hand in its comment.
@Suite("curves: web parity (issue 28)")
struct WebParityCommandTests {
  /// Writes `json` to a fresh directory and runs `curves animate` on it.
  static func animate(_ json: String, _ arguments: [String]) throws -> CurvesRunner.Result {
    let directory = try CurvesRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("animation.json")
    try Data(json.utf8).write(to: file)
    return try CurvesRunner.run(["animate", file.path] + arguments)
  }

  @Test("path point: a lone move is skipped at length 0 as at every length (Chrome's getPointAtLength)")
  func pointPastLoneMove() throws {
    // M 0 0 draws nothing; the first drawn segment is (10, 0) → (20, 0), of length 10. Skia skips
    // contours of length 0 and Blink takes the first contour with length ≤ its end: (10, 0) at 0.
    let result = try CurvesRunner.run(["path", "point", "M 0 0 M 10 0 L 20 0", "--at-length", "0", "--at-length", "10"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.lines == ["length,x,y,tx,ty", "0.0,10.0,0.0,1.0,0.0", "10.0,20.0,0.0,1.0,0.0"])
    // Between drawn subpaths the earlier one's end wins; a trailing move is not the end point.
    let middle = try CurvesRunner.run(
      ["path", "point", "M 0 0 L 10 0 M 50 50 M 60 0 L 70 0 M 99 99", "--at-length", "10", "--at-length", "20"])
    #expect(middle.lines == ["length,x,y,tx,ty", "10.0,10.0,0.0,1.0,0.0", "20.0,70.0,0.0,1.0,0.0"])
    // Nothing drawn: the first point.
    #expect(try CurvesRunner.run(["path", "point", "M 5 5 M 10 0", "--at-length", "3"]).lines
      == ["length,x,y,tx,ty", "0.0,5.0,5.0,1.0,0.0"])
  }

  @Test("color-mix() at 0% + 0%: the equal mix with alpha 0 (CSS Color 5, csswg-drafts #14013/#14014)")
  func colorMixZeroSum() throws {
    // red (1, 0, 0) and blue (0, 0, 1) at progress 0.5 (the combined percentage is 0), alpha × (1 − 100%).
    // WPT's `color-mix(in srgb, red 0%, blue 0%)` case still expects `color(srgb 0 0 0 / 0)`, the
    // early exit #14014 removed; its 3-colour, 1-colour and polar-space cases expect this rule.
    let result = try CurvesRunner.run(["color", "resolve", "color-mix(in srgb, red 0%, blue 0%)"])
    #expect(result.status == 0 && result.lines == ["color(srgb 0.5 0 0.5 / 0)"])
    // WPT: color-mix(in srgb, red 0%, green 0%, blue 0%) is color(srgb 0.25 0.1254902 0.5 / 0):
    // (red + green)/2 = (0.5, 64/255, 0), then with blue at 0.5: (0.25, 32/255, 0.5).
    let three = try CurvesRunner.run(["color", "resolve", "color-mix(in srgb, red 0%, green 0%, blue 0%)"])
    #expect(three.lines == ["color(srgb 0.25 \(32.0 / 255) 0.5 / 0)"])
  }
}
