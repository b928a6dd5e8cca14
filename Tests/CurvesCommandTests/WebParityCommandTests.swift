import Foundation
import TestSupport
import Testing

/// Issue 28's command-line reproductions (a differential run against headless Chromium): the
/// point at length 0 when the first subpath only moves, `color-mix()` at 0% + 0%, and Web
/// Animations keyframes with `"offset": null` or a lone keyframe. Each expectation is worked by
/// hand in its comment.
@Suite("curves: web parity (issue 28)")
struct WebParityCommandTests {
  @Test("path point: length 0 is the first point, a leading lone move's too (Chromium 156's getPointAtLength)")
  func pointAtZeroPastLoneMove() throws {
    // M 0 0 draws nothing; the first drawn segment is (10, 0) → (20, 0), of length 10. Chromium 156
    // returns the path's first point, (0, 0), at 0 (and at −1), and (10, 0) just after. The
    // tangent is where drawing starts: the line's (1, 0).
    let zero = try CurvesRunner.run(["path", "point", "M 0 0 M 10 0 L 20 0", "--at-length", "0"])
    #expect(zero.status == 0 && zero.stderr.isEmpty)
    #expect(zero.lines == ["length,x,y,tx,ty", "0.0,0.0,0.0,1.0,0.0"])
    // −1 is clamped to 0; 5 is halfway along the line, 10 + 5 = 15; 10 and 30 are its end (20, 0).
    let result = try CurvesRunner.run(
      ["path", "point", "M 0 0 M 10 0 L 20 0", "--at-length", "-1", "--at-length", "5", "--at-length", "10", "--at-length", "30"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.lines == [
      "length,x,y,tx,ty", "0.0,0.0,0.0,1.0,0.0", "5.0,15.0,0.0,1.0,0.0", "10.0,20.0,0.0,1.0,0.0", "10.0,20.0,0.0,1.0,0.0",
    ])
    // A fraction of 0 is the length 0.
    #expect(try CurvesRunner.run(["path", "point", "M 0 0 M 10 0 L 20 0", "--at-fraction", "0"]).lines
      == ["length,x,y,tx,ty", "0.0,0.0,0.0,1.0,0.0"])
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

  @Test("animate: \"offset\": null is a computed offset; a lone keyframe is at 1 and --keyframes lists it")
  func keyframes() throws {
    // Before: `keyframes[0].offset: must be a number`, exit 64. A lone keyframe's computed offset
    // is 1 (Web Animations 1 §"Compute missing keyframe offsets").
    let lone = #"{"timing": {"duration": 10}, "keyframes": [{"offset": null, "value": 5}]}"#
    let listed = try AnimateCommandTests.animate(lone, ["--keyframes"])
    #expect(listed.status == 0 && listed.stderr.isEmpty)
    #expect(listed.lines == ["offset,easing,value", "1.0,linear,5.0"])
    // Without an underlying value the keyframe's value holds: 5 at t = 2.5 (progress 0.25).
    let rows = try AnimateCommandTests.animate(lone, ["--at", "2.5"])
    #expect(rows.status == 0 && rows.lines.last?.split(separator: ",").last == "5.0")
    // With one, the neutral keyframe at 0 holds it: 1 + (5 − 1)·0.25 = 2 at progress 0.25.
    let underlying = #"{"timing": {"duration": 10}, "keyframes": [{"value": 5}], "underlyingValue": 1}"#
    #expect(try AnimateCommandTests.animate(underlying, ["--progress", "0.25"]).lines == ["progress,value", "0.25,2.0"])
    // Null offsets among given ones: [null, 0.25, null, null] → 0, 0.25, 0.625, 1 (the middle one
    // evenly between 0.25 and 1).
    let mixed = #"{"timing": {"duration": 1}, "keyframes": [{"offset": null, "value": 0}, {"offset": 0.25, "value": 10}, {"offset": null, "value": 20}, {"offset": null, "value": 40}]}"#
    #expect(try AnimateCommandTests.animate(mixed, ["--keyframes"]).lines
      == ["offset,easing,value", "0.0,linear,0.0", "0.25,linear,10.0", "0.625,linear,20.0", "1.0,linear,40.0"])
  }
}
