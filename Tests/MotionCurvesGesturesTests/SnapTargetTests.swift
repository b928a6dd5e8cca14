import Foundation
import MotionCurvesGestures
import MotionCurvesSprings
import Testing

/// Snap points 0, 320, 640, 960 (a pager) with the test decay of τ = 0.5 s, whose projection is
/// x₀ + 0.5·v₀ exactly (every product below is exact in binary).
@Suite("Snap target selection")
struct SnapTargetTests {
  let pages: SnapPoints
  let decay = ExponentialTestDecay(tau: 0.5)

  init() throws {
    pages = try SnapPoints([960, 0, 640, 320])
  }

  func nearest(_ position: Double, _ velocity: Double) throws -> Double {
    try pages.target(from: position, velocity: velocity, decay: decay, rule: .nearest)
  }

  func next(_ position: Double, _ velocity: Double) throws -> Double {
    try pages.target(from: position, velocity: velocity, decay: decay, rule: .nextInDirection)
  }

  @Test("The points are kept sorted")
  func sorted() {
    #expect(pages.points == [0, 320, 640, 960])
  }

  @Test("Nearest: the point nearest the projection")
  func nearestRule() throws {
    // 300 + 0.5·800 = 700: |700 − 640| = 60 < |700 − 960| = 260.
    #expect(try nearest(300, 800) == 640)
    // 300 − 0.5·500 = 50: |50 − 0| = 50 < 270.
    #expect(try nearest(300, -500) == 0)
    // 100 + 0.5·5000 = 2600, beyond every point: the largest; 100 − 2500 below all: the smallest.
    #expect(try nearest(100, 5000) == 960)
    #expect(try nearest(100, -5000) == 0)
    // The projection on a point: that point (100 + 0.5·440 = 320).
    #expect(try nearest(100, 440) == 320)
  }

  @Test("Nearest: a tie goes the fling's way; at rest to the smaller")
  func nearestTies() throws {
    // 100 + 0.5·760 = 480, midway between 320 and 640 (160 each): moving up → 640.
    #expect(try nearest(100, 760) == 640)
    // 860 − 0.5·760 = 480 again, moving down → 320.
    #expect(try nearest(860, -760) == 320)
    // At rest on 480: → the smaller, 320.
    #expect(try nearest(480, 0) == 320)
  }

  @Test("Next in direction: strictly beyond the release, else the last; at rest the nearest")
  func nextRule() throws {
    // From 300 upward the first point above is 320, however far the projection (300 + 2500).
    #expect(try next(300, 10) == 320)
    #expect(try next(300, 5000) == 320)
    // Downward from 300: 0.
    #expect(try next(300, -10) == 0)
    // On a point: strictly beyond it, 640 up and 0 down.
    #expect(try next(320, 1) == 640)
    #expect(try next(320, -1) == 0)
    // Nothing beyond: the last point that way.
    #expect(try next(1000, 1) == 960)
    #expect(try next(-5, -1) == 0)
    // At rest: the nearest to the release (500: 140 to 640 < 180 to 320); a tie (480) → 320.
    #expect(try next(500, 0) == 640)
    #expect(try next(480, 0) == 320)
  }

  @Test("A single point is always the target")
  func singlePoint() throws {
    let one = try SnapPoints([42])
    for rule in SnapRule.allCases {
      #expect(try one.target(from: 0, velocity: 100, decay: decay, rule: rule) == 42)
      #expect(try one.target(from: 100, velocity: 100, decay: decay, rule: rule) == 42)
    }
  }

  @Test("Hostile input: an empty list, NaN points, NaN velocity or position")
  func hostile() throws {
    #expect(throws: GestureError.emptySnapPoints) { try SnapPoints([]) }
    #expect {
      try SnapPoints([0, .nan])
    } throws: { error in
      guard case let .invalidParameter(name, value, _) = error as? GestureError else { return false }
      return name == "points[1]" && value.isNaN
    }
    #expect(throws: GestureError.invalidParameter(name: "points[0]", value: .infinity, requirement: "finite")) {
      try SnapPoints([.infinity])
    }
    #expect {
      try nearest(0, .nan)
    } throws: { error in
      guard case let .invalidParameter(name, value, _) = error as? GestureError else { return false }
      return name == "velocity" && value.isNaN
    }
    #expect {
      try next(.nan, 1)
    } throws: { error in
      guard case let .invalidParameter(name, _, _) = error as? GestureError else { return false }
      return name == "position"
    }
  }

  @Test("JSON: a plain array, read in any order, an empty one refused")
  func codable() throws {
    let decoded = try JSONDecoder().decode(SnapPoints.self, from: Data("[640, 0, 320]".utf8))
    #expect(decoded.points == [0, 320, 640])
    #expect(String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self) == "[0,320,640]")
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SnapPoints.self, from: Data("[]".utf8)) }
  }

  @Test("Hand-off: the spring starts at the release's value and velocity")
  func handOff() throws {
    let spring = try DampedSpring(mass: 1, stiffness: 100, damping: 10)
    // 300 + 0.5·800 = 700 → 640.
    let motion = try pages.snapMotion(from: 300, velocity: 800, decay: decay, rule: .nearest, spring: spring)
    #expect(motion.to == 640)
    #expect(motion.value(at: 0) == 300)
    #expect(motion.velocity(at: 0) == 800)
    // Right limit: over h = 1e-15 s the value moves by 800·h = 8e-13, the velocity by
    // |ẍ(0)|·h = |−100·(300 − 640) − 10·800|·h = 26 000·h = 2.6e-11 (rel. 3e-14 of 800).
    #expect(abs(motion.value(at: 1e-15) - 300) <= 1e-12)
    #expect(abs(motion.velocity(at: 1e-15) - 800) / 800 <= 1e-12)
    #expect {
      try spring.handOff(from: 0, velocity: .nan, to: 1)
    } throws: { error in
      guard case let .invalidParameter(name, _, _) = error as? GestureError else { return false }
      return name == "velocity"
    }
  }
}
