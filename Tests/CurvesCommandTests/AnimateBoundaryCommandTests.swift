import TestSupport
import Testing

/// `curves animate` decides iteration and phase boundaries on the exact values of the document's
/// numbers (Web Animations Level 1 §4.6.9, §4.8.4–4.8.5): the two rows issue 28's differential
/// run against Chromium found decided by rounding, each worked out by hand in the comments.
@Suite("curves animate: exact boundaries")
struct AnimateBoundaryCommandTests {
  @Test("duration 200, iterations 2.06, iterationStart 0.94, playbackRate −1 at t = 212: the end of iteration 1")
  func iterationStartRounding() throws {
    let json = #"""
      {"timing": {"duration": 200, "iterations": 2.06, "iterationStart": 0.94, "playbackRate": -1, "fill": "both"},
       "from": 0, "to": 100}
      """#
    let result = try AnimateCommandTests.animate(json, ["--at", "212"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    let rows = AnimateCommandTests.cells(result)
    // The double 0.94 is 47/50 − 3/(25·2⁵¹); the overall progress 212/200 + 0.94 is 2 − 3/(25·2⁵¹):
    // iteration 1, simple progress 1 − 3/(25·2⁵¹), which rounds to 1 (it is within 2⁻⁵⁴ of 1), as
    // the overall progress rounds to 2. Value 0 + 100·1 = 100. (Rounded arithmetic gave iteration
    // 2 at progress 0, value 0.)
    #expect(rows.count == 1 && rows[0][1] == "active")
    AnimateCommandTests.expectNumbers(rows[0][2...], [212, 2, 1, 1, 1, 1, 100])
  }

  @Test("delay 791.6, three iterations of 200, at t = 1391.6: active, 2⁻⁴³ before the end")
  func delayRounding() throws {
    let json = #"{"timing": {"duration": 200, "delay": 791.6, "iterations": 3}, "from": 0, "to": 100}"#
    let result = try AnimateCommandTests.animate(json, ["--at", "1391.6"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    let rows = AnimateCommandTests.cells(result)
    // The doubles: 1391.6 − 791.6 = 600 − 2⁻⁴³ exactly, so t is before the end delay + 600: active
    // (rounded, delay + 600 is 1391.6 = t: after, and with no fill an empty row). Active time
    // 600 − 2⁻⁴³; overall progress 3 − 2⁻⁴³/200, rounded to 3 − 2⁻⁵¹; iteration 2; simple
    // progress 1 − 2⁻⁴³/200, rounded to 1 − 5·2⁻⁵³; value 100 times that.
    #expect(rows.count == 1 && rows[0][1] == "active")
    let simple = 1 - 5 * 0x1p-53
    AnimateCommandTests.expectNumbers(rows[0][2...], [600 - 0x1p-43, 3 - 0x1p-51, simple, 2, simple, simple, 100 * simple])
  }
}
