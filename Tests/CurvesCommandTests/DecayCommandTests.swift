import Foundation
import TestSupport
import Testing

/// `curves decay` (issue 30, item 5), running the built executable; every expected number is
/// worked here from the note's formulas (platform-parity.md §1).
@Suite("curves decay")
struct DecayCommandTests {
  static func rows(_ result: CurvesRunner.Result) -> [[Double]] {
    result.lines.dropFirst().map { $0.split(separator: ",").compactMap { Double(String($0)) } }
  }

  @Test("UIKit at --at: x₀ + v₀(d^(1000t) − 1)/(1000 ln d), v₀·d^(1000t)")
  func uiKitAt() throws {
    let result = try CurvesRunner.run(["decay", "--model", "uikit", "--velocity", "1000", "--from", "10", "--at", "0.1"])
    #expect(result.status == 0 && result.lines.first == "t,position,velocity")
    let row = try #require(Self.rows(result).first)
    let k = 1000 * Foundation.log(0.998)  // per second
    let x = 10 + 1000 * (Foundation.exp(k * 0.1) - 1) / k, v = 1000 * Foundation.exp(k * 0.1)
    #expect(row[0] == 0.1 && abs(row[1] - x) < 1e-10 && abs(row[2] - v) < 1e-9)
  }

  @Test("Default rows: 120 Hz, then the rest state — the settling time, the rest position, velocity 0")
  func restRow() throws {
    // UIKit normal, v₀ = 1000: rest at −v₀/(1000 ln 0.998) = 499.499833166454… (the note's 0.4995 s·v₀).
    let uikit = Self.rows(try CurvesRunner.run(["decay", "--model", "uikit", "--velocity", "1000"]))
    let last = try #require(uikit.last)
    #expect(abs(last[1] - 499.49983316645481) < 1e-9 && last[2] == 0)
    // Settled within ε = 0.001 of the distance: |x(T) − rest| = 0.4995 = rest·e^(kT) → T = ln(1000)/(−k).
    #expect(abs(last[0] - Foundation.log(1000) / -(1000 * Foundation.log(0.998))) < 1e-9)
    #expect(uikit.dropLast().allSatisfy { $0[0] < last[0] } && uikit[1][0] == 1.0 / 120)
    // Compose exponentialDecay: rest x(duration) = (v₀ − 0.1)/4.2 = 238.0714285714…
    let compose = Self.rows(try CurvesRunner.run(["decay", "--model", "compose-exponential", "--velocity", "1000"]))
    #expect(abs((compose.last?[1] ?? 0) - 999.9 / 4.2) < 1e-9)
    // Android at density 1, 1000 px/s: the note's 194.3 px (exact, un-rounded).
    let android = Self.rows(try CurvesRunner.run(["decay", "--model", "android", "--velocity", "1000"]))
    #expect(abs((android.last?[1] ?? 0) - 194.3136) < 1e-4)
    // framer inertia: A = 0.8 · 1000, rest at 800.
    let framer = Self.rows(try CurvesRunner.run(["decay", "--model", "framer", "--velocity", "1000"]))
    #expect(framer.last?[1] == 800 && framer.last?[2] == 0)
  }

  @Test("Android with --max and --over: the fling, the overfling and the spring-back")
  func androidOverScroll() throws {
    // 0 → 4000 px/s, max 1000, over 50 (mpmath, AOSP OverScroller.java constants): the spline reaches
    // 1000 at D = 0.282815516467876111832874549245 s with v = 2809.51031287815442075317607557 px/s;
    // a = v²/(2·50); at 0.3 s, s = 0.3 − D: 1000 + v·s − a·s²/2 = 1036.62519957221788527600658451,
    // velocity v − a·s = 1453.07919163065563494675039902.
    let result = try CurvesRunner.run(
      ["decay", "--model", "android", "--velocity", "4000", "--max", "1000", "--over", "50", "--at", "0.3"])
    let row = try #require(Self.rows(result).first)
    #expect(result.status == 0 && abs(row[1] - 1036.6251995722179) < 1e-8 && abs(row[2] - 1453.0791916306556) < 1e-6)
    // The default rows end at rest on the edge, having gone past it by at most 50 px.
    let rows = Self.rows(try CurvesRunner.run(
      ["decay", "--model", "android", "--velocity", "4000", "--max", "1000", "--over", "50"]))
    let last = try #require(rows.last)
    #expect(last[1] == 1000 && last[2] == 0)
    #expect(rows.allSatisfy { $0[1] <= 1050 } && rows.contains { $0[1] > 1045 })
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["decay", "--model", "uikit", "--velocity", "1", "--over", "5"]), "--over does not apply to --model uikit")
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["decay", "--model", "android", "--velocity", "1", "--max", "9", "--over", "-1"]), "over must be")
  }

  @Test("Hostile input: exit 64 with one line")
  func refused() throws {
    for (arguments, fragment) in [
      (["--model", "uikit", "--velocity", "nan"], "velocity must be finite"),
      (["--model", "uikit", "--velocity", "1", "--rate", "1.2"], "rate must be in (0, 1)"),
      (["--model", "uikit", "--velocity", "1", "--rate", "quick"], "--rate 'quick' is not normal, fast"),
      (["--model", "android", "--velocity", "1", "--rate", "fast"], "--rate does not apply to --model android"),
      (["--model", "android", "--velocity", "1", "--density", "0"], "density"),
      (["--model", "framer", "--velocity", "1", "--min", "5", "--max", "1"], "lower bound 5.0 is above the upper bound 1.0"),
      (["--model", "uikit", "--velocity", "1", "--at", "1", "--fps", "60"], "give either --at or --fps/--until"),
      (["--model", "bouncy", "--velocity", "1"], "model"),
    ] {
      CurvesRunner.expectUsageError(try CurvesRunner.run(["decay"] + arguments), fragment)
    }
  }
}

/// `curves snap` (issue 30, item 5): the projection picks the point, the spring starts at the
/// release; the critically damped spring worked here in closed form.
@Suite("curves snap")
struct SnapCommandTests {
  @Test("Nearest to UIKit's projection; the spring from the release position and velocity")
  func nearest() throws {
    // From 300 at 1000/s: the projection is 300 + 499.4998 = 799.4998, nearer 640 than 960.
    let result = try CurvesRunner.run([
      "snap", "--velocity", "1000", "--from", "300", "--points", "0, 320, 640, 960", "--at", "0", "--at", "0.1",
    ])
    #expect(result.status == 0 && result.lines.first == "t,position,velocity")
    let rows = DecayCommandTests.rows(result)
    // Response 0.5 s, ζ = 1: ω = 4π; x(t) = 640 + (A + Bt)e^(−ωt), A = −340, B = 1000 + ωA.
    let w = 4 * Double.pi, a = -340.0, b = 1000 + w * a
    let x = 640 + (a + b * 0.1) * Foundation.exp(-w * 0.1)
    let v = (b - w * (a + b * 0.1)) * Foundation.exp(-w * 0.1)
    #expect(rows[0] == [0, 300, 1000])
    #expect(abs(rows[1][1] - x) < 1e-9 && abs(rows[1][2] - v) < 1e-8)
    let settled = DecayCommandTests.rows(try CurvesRunner.run(["snap", "--velocity", "1000", "--from", "300", "--points", "0,320,640,960"]))
    #expect(settled.last?[1] == 640 && settled.last?[2] == 0)
  }

  @Test("next-in-direction: the next point past the release, whatever the projection")
  func next() throws {
    // From 300 at +10/s the projection (305) is nearest 320 too; at −10/s next-in-direction is 0
    // while the nearest to 295 is 320.
    let down = DecayCommandTests.rows(try CurvesRunner.run([
      "snap", "--velocity", "-10", "--from", "300", "--points", "0,320,640", "--rule", "next-in-direction",
    ]))
    #expect(down.last?[1] == 0)
    let nearest = DecayCommandTests.rows(try CurvesRunner.run(["snap", "--velocity", "-10", "--from", "300", "--points", "0,320,640"]))
    #expect(nearest.last?[1] == 320)
  }

  @Test("No points, a bad point, NaN: exit 64 with one line")
  func refused() throws {
    CurvesRunner.expectUsageError(try CurvesRunner.run(["snap", "--velocity", "1", "--points", ""]), "is not a number")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["snap", "--velocity", "1", "--points", "0,nan"]), "points[1]")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["snap", "--velocity", "nan", "--points", "0"]), "velocity must be finite")
    // 1e308/s onto a point 1 away: the settling time overflows; the rows need an end.
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["snap", "--velocity", "1e308", "--points", "0,1"]), "is not a finite number: give --until")
    // framer-motion's initial speed power·v/τ overflows: refused by the model.
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["decay", "--model", "framer", "--velocity", "1e308"]), "power·velocity/timeConstant")
    CurvesRunner.expectUsageError(
      try CurvesRunner.run(["snap", "--velocity", "1", "--points", "0", "--damping-ratio", "-1"]), "damping")
  }
}

/// `curves rubber-band`: the note's samples for d = 960 (platform-parity.md §1.1) and the inverse.
@Suite("curves rubber-band")
struct RubberBandCommandTests {
  @Test("The published samples, the mirror, the slope c at 0, and the inverse")
  func samples() throws {
    let result = try CurvesRunner.run(
      ["rubber-band", "--dimension", "960", "--at", "0", "--at", "5", "--at", "100", "--at", "-400", "--at", "960"])
    #expect(result.status == 0 && result.lines.first == "overscroll,offset,slope")
    let rows = DecayCommandTests.rows(result)
    // b = (1 − 1/(0.55x/960 + 1))·960: 5 → 2.74, 100 → 52.02, 400 → 178.98, 960 → 340.65; slope 0.55 at 0.
    for (row, expected) in zip(rows, [0, 2.74, 52.02, -178.98, 340.65]) {
      #expect(abs(row[1] - expected) < 0.005, "\(row)")
    }
    #expect(rows[0][2] == 0.55)
    // 100: 0.55·100/960 = 11/192, so b = 960·(11/192)/(203/192) = 10560/203.
    #expect(abs(rows[2][1] - 10560.0 / 203) < 1e-12)
    let inverse = DecayCommandTests.rows(try CurvesRunner.run(["rubber-band", "--dimension", "960", "--inverse", "--at", "\(10560.0 / 203)"]))
    #expect(abs(inverse[0][0] - 100) < 1e-11)
    CurvesRunner.expectUsageError(try CurvesRunner.run(["rubber-band", "--dimension", "960", "--inverse", "--at", "960"]), "below the dimension")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["rubber-band", "--dimension", "0", "--at", "1"]), "dimension must be positive")
  }
}
