import MotionCurvesGestures
import Testing

/// |actual − expected| ≤ tolerance·|expected|.
private func close(_ actual: Double, _ expected: Double, _ tolerance: Double) -> Bool {
  abs(actual - expected) <= tolerance * abs(expected)
}

@Suite("UIKit rubber band")
struct RubberBandTests {
  // Published sample values for d = 960, c = 0.55 ("Analysis of Apple's rubber band scrolling",
  // squareb.wordpress.com 2013-01-06; /work/shared/notes/platform-parity.md §1.1), to 2 decimals.
  @Test("The published samples for d = 960", arguments: [
    (5.0, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65),
  ])
  func samples(overscroll: Double, published: Double) throws {
    let band = try RubberBand(dimension: 960)
    #expect(abs(try band.offset(forOverscroll: overscroll) - published) <= 0.005)
    #expect(abs(try band.offset(forOverscroll: -overscroll) + published) <= 0.005)
  }

  @Test("Exact values worked by hand")
  func exact() throws {
    let band = try RubberBand(dimension: 960)
    // x = 100: c·x = 55, u = 55/960, b = 55/(1 + 55/960) = 52800/1015 = 52.019704433497536…
    #expect(close(try band.offset(forOverscroll: 100), 52800.0 / 1015, 1e-15))
    // x = 960: u = 0.55, b = 960·0.55/1.55 = 528/1.55 = 340.64516129032258…
    #expect(close(try band.offset(forOverscroll: 960), 340.64516129032258, 1e-15))
    // Remaining: d/(1 + u) = 960/1.55 = 619.35483870967742…
    #expect(close(try band.remainingOffset(forOverscroll: 960), 619.35483870967742, 1e-15))
    // Dimension-relative: f = 100/960 gives b/d = 52800/1015/960.
    #expect(close(try RubberBand.offsetFraction(forOverscrollFraction: 100.0 / 960), 55.0 / 1015, 1e-15))
    #expect(close(try RubberBand.overscrollFraction(forOffsetFraction: 55.0 / 1015), 100.0 / 960, 1e-14))
  }

  @Test("Slope c at the edge, limit d far away")
  func slopeAndLimit() throws {
    let band = try RubberBand(dimension: 960)
    #expect(try band.slope(forOverscroll: 0) == 0.55)
    // x = 960/0.55: u = 1, slope = c/4.
    #expect(close(try band.slope(forOverscroll: 960 / 0.55), 0.55 / 4, 1e-15))
    #expect(try band.offset(forOverscroll: 1e300) == 960)
    #expect(try band.offset(forOverscroll: -1e300) == -960)
    // Remaining d/(1 + u) with u = 0.55e300/960: 960²/(0.55e300) = 1.6756363636…e-294 (1 + 1/u ≈ 1).
    #expect(close(try band.remainingOffset(forOverscroll: 1e300), 921600 / 0.55e300, 1e-15))
  }

  @Test("The inverse recovers the overscroll from 1e-300 to 1e300")
  func roundTrip() throws {
    let band = try RubberBand(dimension: 960)
    var exponent = -300.0
    while exponent <= 300 {
      let x = Double("1e\(Int(exponent))") ?? 0
      for overscroll in [x, -x, 3.7 * x] where overscroll.isFinite {
        let u = 0.55 * abs(overscroll) / 960
        // Through the offset, while the offset still has the digits (condition number 1 + u).
        if u <= 1e3 {
          let back = try band.overscroll(forOffset: try band.offset(forOverscroll: overscroll))
          #expect(close(back, overscroll, 1e-12), "x = \(overscroll)")
        }
        // Through the remaining offset, which keeps its digits near the limit.
        if u >= 1 {
          let back = try band.overscroll(forRemainingOffset: try band.remainingOffset(forOverscroll: overscroll))
          #expect(close(back, abs(overscroll), 1e-12), "x = \(overscroll)")
        }
      }
      exponent += 1
    }
  }

  @Test("The inverse near the limit")
  func nearLimit() throws {
    let band = try RubberBand(dimension: 960)
    // b = 960·(1 − 2⁻²⁰): d − b = 960·2⁻²⁰ exactly, x = b·d/(c·(d − b)) = (2²⁰ − 1)·960/0.55
    // = 1006632000/0.55 = 1830240000.
    let b = 960 * (1 - 0x1p-20)
    #expect(close(try band.overscroll(forOffset: b), 1_830_240_000, 1e-14))
    #expect(close(try band.overscroll(forOffset: -b), -1_830_240_000, 1e-14))
  }

  @Test("Hostile input is refused, naming the value")
  func hostile() throws {
    #expect(throws: GestureError.invalidParameter(name: "dimension", value: 0, requirement: "positive and finite")) {
      try RubberBand(dimension: 0)
    }
    #expect(throws: GestureError.self) { try RubberBand(dimension: -960) }
    #expect(throws: GestureError.self) { try RubberBand(dimension: .nan) }
    #expect(throws: GestureError.self) { try RubberBand(dimension: 960, constant: 0) }
    let band = try RubberBand(dimension: 960)
    #expect(throws: GestureError.self) { try band.offset(forOverscroll: .nan) }
    #expect(throws: GestureError.self) { try band.offset(forOverscroll: .infinity) }
    #expect(throws: GestureError.self) { try band.remainingOffset(forOverscroll: .nan) }
    #expect(throws: GestureError.self) { try band.slope(forOverscroll: .nan) }
    #expect(throws: GestureError.invalidParameter(name: "offset", value: 960, requirement: "of magnitude below the dimension 960.0")) {
      try band.overscroll(forOffset: 960)
    }
    #expect(throws: GestureError.self) { try band.overscroll(forOffset: -1000) }
    #expect(throws: GestureError.self) { try band.overscroll(forOffset: .nan) }
    #expect(throws: GestureError.self) { try band.overscroll(forRemainingOffset: 0) }
    #expect(throws: GestureError.self) { try band.overscroll(forRemainingOffset: 961) }
    #expect(throws: GestureError.self) { try RubberBand.overscrollFraction(forOffsetFraction: 1) }
  }
}
