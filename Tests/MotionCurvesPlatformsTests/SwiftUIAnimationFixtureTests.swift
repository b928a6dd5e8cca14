import MotionCurvesPlatforms
import Testing

/// The animation values in OpenSwiftUI's tests (OpenSwiftUIProject/OpenSwiftUI, commit
/// 069dd80bce30bb9117b783e963c0ed7f741c7587).
///
/// Its compatibility tests of animations (`Tests/OpenSwiftUICompatibilityTests/Animation/`) hold
/// no number besides `UnitCurve`'s (``SwiftUIUnitCurveFixtureTests``):
/// `Animation/AnimationCompatibilityTests.swift` checks `Animation.default`'s description strings
/// and `AnimationCompletionCompatibilityTests.swift` the order of completion callbacks;
/// `Timeline/TimelineScheduleTests.swift` tests timeline schedules, which this package does not
/// model. The numbers are in its core tests
/// (`Tests/OpenSwiftUICoreTests/Animation/Animation/`), which run against its transcription of
/// SwiftUI, not Apple's binary: `BezierAnimationTests.swift` (a bézier animation's progress; the
/// behaviour fixed in OpenSwiftUI pull request 463, https://github.com/OpenSwiftUIProject/OpenSwiftUI/pull/463),
/// `CodableAnimationTests.swift` and `RepeatAnimationTests.swift` (SwiftUI's archive of an
/// animation, whose numbers are the parameters as stored). 2 + 5 + 8 = 15 rows: 11 pass as they
/// are; 4 are repeat counts below 1, which SwiftUI takes and this package rejects (see
/// ``repeatCountsBelowOne(_:)``). Of `CodableAnimationTests.swift`'s other rows, the two springs
/// are in ``SwiftUISpringFixtureTests`` and `"default"` (`3a00`) holds no number.
///
/// The wire values, decoded with python3 (varints; fixed64 fields by `struct.unpack('<d', …)`):
/// `0a26 09 333333333333d33f 121b 09 e17a14ae47e1da3f 19 8fc2f5285c8fe23f 21 000000000000f03f` is a
/// bézier animation of duration 0x3fd3333333333333 (0.3) with curve fields 1 (x1) = 0.42, 3 (x2) =
/// 0.58, 4 (y2) = 1.0 and y1 omitted as 0; `…21 000000000000e03f` a delay of 0.5; `…31
/// 0000000000000040` a speed of 2.0; `2a04 0806 1001` a repeat of zigzag 6 = 3 with autoreverses
/// true; `2a00` a repeat with no count (forever) and autoreverses false.
@Suite("SwiftUI Animation: OpenSwiftUI's test values")
struct SwiftUIAnimationFixtureTests {
  // MARK: BezierAnimationTests.swift

  @Test("a 100 s bézier animation with control points (0, 0) and (1, 1): 0.1 at 10 s, 0.5 at 50 s",
        arguments: [(10.0, 0.1), (50.0, 0.5)])
  func bezierFraction(time: Double, expected: Double) throws {
    // BezierAnimationTests.swift:29 and :30, ± 0.01 (`isApproximatelyEqual(absoluteTolerance: 0.01)`).
    let curve = try SwiftUIUnitCurve.bezier(startControlPoint: (0, 0), endControlPoint: (1, 1))
    let animation = try SwiftUIAnimation.curve(curve, duration: 100)
    let actual = animation.value(at: time)
    #expect(abs(actual - expected) <= 0.01, "\(actual)")
    // Exactly: x(s) = y(s) = 3s² − 2s³, so the curve is the identity and the progress is t/100;
    // the exact mode is within 1e-12 of the curve.
    #expect(abs(actual - time / 100) <= 1e-12, "\(actual)")
  }

  // MARK: CodableAnimationTests.swift

  @Test("easeInOut(duration: 0.3) is the archived bézier animation")
  func bezierArchive() throws {
    // CodableAnimationTests.swift:16–28, "bezier" (exact): duration 0.3, (0.42, 0) (0.58, 1).
    let animation = try SwiftUIAnimation.easeInOut(duration: 0.3)
    guard case let .curve(curve, duration) = animation.base else {
      Issue.record("not a curve animation: \(animation.base)")
      return
    }
    #expect(duration == 0.3)
    let points = try #require(curve.controlPoints)
    #expect(points.startControlPoint.x == 0.42 && points.startControlPoint.y == 0)
    #expect(points.endControlPoint.x == 0.58 && points.endControlPoint.y == 1)
  }

  /// A modifier's archived value, the line of its row and the modifier built from it.
  struct ModifierFixture: Sendable, CustomStringConvertible {
    let line: Int
    let expected: SwiftUIAnimation.Modifier
    let build: @Sendable (SwiftUIAnimation) throws -> SwiftUIAnimation
    var description: String { "CodableAnimationTests.swift:\(line) \(expected)" }
  }

  /// The modifier rows; their base, SwiftUI's `Animation.default`, is not modelled (which spring
  /// it runs is not established), so they wrap `.easeInOut`.
  static let modifierFixtures: [ModifierFixture] = [
    ModifierFixture(line: 43, expected: .delay(0.5)) { try $0.delay(0.5) },
    ModifierFixture(line: 48, expected: .repeatCount(3, autoreverses: true)) {
      try $0.repeatCount(3, autoreverses: true)
    },
    ModifierFixture(line: 53, expected: .repeatForever(autoreverses: false)) { $0.repeatForever(autoreverses: false) },
    ModifierFixture(line: 58, expected: .speed(2)) { try $0.speed(2.0) },
  ]

  @Test("each archived modifier keeps its value", arguments: modifierFixtures)
  func modifierArchive(_ fixture: ModifierFixture) throws {
    let animation = try fixture.build(.easeInOut)
    #expect(animation.modifiers == [fixture.expected])
    #expect(animation.base == SwiftUIAnimation.easeInOut.base)
  }

  // MARK: RepeatAnimationTests.swift

  @Test("repeatForever archives as no count", arguments: [false, true])
  func repeatForever(autoreverses: Bool) {
    // RepeatAnimationTests.swift:12 ("2a00") and :13 ("2a021001").
    let animation = SwiftUIAnimation.easeInOut.repeatForever(autoreverses: autoreverses)
    #expect(animation.modifiers == [.repeatForever(autoreverses: autoreverses)])
    #expect(animation.duration == .infinity)
  }

  @Test("repeatCount(1) archives its count 1 and plays once", arguments: [false, true])
  func repeatCountOne(autoreverses: Bool) throws {
    // RepeatAnimationTests.swift:18 ("2a020802") and :19 ("2a0408021001"): zigzag 2 = 1.
    let animation = try SwiftUIAnimation.linear(duration: 1).repeatCount(1, autoreverses: autoreverses)
    #expect(animation.modifiers == [.repeatCount(1, autoreverses: autoreverses)])
    // One forward leg even with autoreverse (Apple's repeatCount documentation): 0.5 at 0.5 s,
    // finished after 1 s.
    #expect(animation.value(at: 0.5) == 0.5)
    #expect(!animation.isFinished(at: 1))
    #expect(animation.isFinished(at: 1.5))
  }

  /// SwiftUI's behaviour, which this package declines by choice (not a bug): SwiftUI takes any
  /// count. Int.min is its archive's "no count", so `repeatCount(Int.min)` archives as `2a00` and
  /// `2a021001`, exactly as `repeatForever` (RepeatAnimationTests.swift:14–15); a count of 0
  /// archives as `2a020800` and `2a0408001001` (:16–17). When run, OpenSwiftUI's transcription of
  /// `RepeatAnimation.animate` plays the base once and stops (the iteration index 1 ≥ count), as
  /// `repeatCount(1)` does. This package rejects a count below 1 with a typed error naming it, so
  /// hostile input neither runs an animation nobody asked for nor turns into a forever loop through
  /// an archive; the run SwiftUI gives is `repeatCount(1)` (``repeatCountOne(autoreverses:)``).
  @Test("repeat counts below 1: SwiftUI runs them once, this package rejects them",
        arguments: [(Int.min, false), (Int.min, true), (0, false), (0, true)])
  func repeatCountsBelowOne(_ row: (count: Int, autoreverses: Bool)) {
    #expect(throws: SwiftUIAnimationError.repeatCountBelowOne(row.count)) {
      try SwiftUIAnimation.linear(duration: 1).repeatCount(row.count, autoreverses: row.autoreverses)
    }
  }
}
