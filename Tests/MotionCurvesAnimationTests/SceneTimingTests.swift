import CurveReference
import MotionCurvesAnimation
import MotionCurvesCore
import MotionCurvesTiming
import TestSupport
import Testing

/// The scenes of `animations.md` that need only numbers — the breathe flower, the refresh arrows
/// and the countdown label — built with the library's animation types exactly as the original code
/// configures Core Animation, and evaluated at the times the issue names.
///
/// Every expected value is worked out by hand in the comments (which repeat, which keyframe
/// segment, the fraction in it), or for the countdown's bézier taken from the double-double
/// reference (`ReferenceBezier`), never from the library's solver.
///
/// Tolerances. Where the arithmetic is exact (a held keyframe value, a progress that is exactly 0
/// or 1/2) the value must be exact. Elsewhere a value is a keyframe range × a progress in [0, 1]
/// that the timing computes with correctly rounded operations, so the tolerance is 1e-12 of the
/// animated range (|last − first| of the moving segment's values). The largest rounding allowed
/// for is at t = 3600 s in the breathe flower: even a timing that divides first and takes the
/// fraction after (3600 / 10.5 = 342.857… correctly rounded, then minus 342) keeps an absolute
/// error of up to half an ulp of 342.86, 2.8e-14, in the cycle fraction; the segment [0.5, 0.95]
/// divides it by 0.45: 6.3e-14 of the range, well inside 1e-12. (An exact remainder,
/// 3600 mod 10.5 = 9, does better; either passes.)
///
/// Where the originals rely on Core Animation behaviour Apple does not document, the rule adopted
/// is stated at the expectation that depends on it.
@Suite("Scene timing: breathe, refresh arrows, countdown")
struct SceneTimingTests {
  // MARK: - Breathe

  /// The petal group (`CAAnimationGroup`, 10.5 s, `repeatCount = .infinity`, default
  /// `fillMode` removed, linear): its two `CAKeyframeAnimation`s set no duration and take the
  /// group's. That is the rule adopted, not a documented one (Apple documents only that a group
  /// clips its children's durations; the original shows both animations spanning the whole
  /// 10.5 s cycle). Values are offsets from the petal's x₀; linear calculation mode.
  ///
  /// The key times [0.1, 0.4, 0.5, 0.95] neither start at 0 nor end at 1, which Apple's
  /// `keyTimes` documentation requires for the linear mode ("invalid" key times are said to be
  /// ignored). The original relies on Core Animation holding the first value before the first key
  /// time and the last after the last — the rule adopted (animations.md), which the library's
  /// strict validation accepts.
  static func petal() throws -> AnimationNode<Double> {
    let keyTimes = [0.1, 0.4, 0.5, 0.95]
    return .group(try MediaTiming(duration: 10.5, repeatCount: .infinity), [
      .animation(PropertyAnimation(
        keyPath: "position.x", timing: .media(try MediaTiming()),
        keyframes: .values(try KeyframeValues(values: [0, -80, -80, 0], keyTimes: keyTimes)))),
      .animation(PropertyAnimation(
        keyPath: "transform.scale", timing: .media(try MediaTiming()),
        keyframes: .values(try KeyframeValues(values: [1, 80.0 / 24, 80.0 / 24, 1], keyTimes: keyTimes)))),
    ])
  }

  /// The ghost petal's group: the same 10.5 s forever; `opacity` [0, 0.3, 0] at [0.45, 0.5, 0.8]
  /// and `transform.scale` [1, 1, 0.78] at [0, 0.5, 0.8], without durations of their own.
  static func ghost() throws -> AnimationNode<Double> {
    .group(try MediaTiming(duration: 10.5, repeatCount: .infinity), [
      .animation(PropertyAnimation(
        keyPath: "opacity", timing: .media(try MediaTiming()),
        keyframes: .values(try KeyframeValues(values: [0, 0.3, 0], keyTimes: [0.45, 0.5, 0.8])))),
      .animation(PropertyAnimation(
        keyPath: "transform.scale", timing: .media(try MediaTiming()),
        keyframes: .values(try KeyframeValues(values: [1, 1, 0.78], keyTimes: [0, 0.5, 0.8])))),
    ])
  }

  /// The container's rotation: a standalone keyframe animation of 10.5 s, repeating forever, with
  /// values [−2π/6, −2π/6, 2π/6, 2π/6, −2π/6] at [0, 0.1, 0.4, 0.5, 0.95] (the last value holds from
  /// 0.95 to the end of each repeat: the same undocumented hold as the petal's).
  static func rotation() throws -> PropertyAnimation<Double> {
    let a = 2 * Double.pi / 6
    return PropertyAnimation(
      keyPath: "transform.rotation", timing: .media(try MediaTiming(duration: 10.5, repeatCount: .infinity)),
      keyframes: .values(try KeyframeValues(values: [-a, -a, a, a, -a], keyTimes: [0, 0.1, 0.4, 0.5, 0.95])))
  }

  /// The expected state of the flower at one time: the repeat, then each value.
  struct Breathe: Sendable, CustomTestStringConvertible {
    var t: Double
    var repeatIndex: Double
    var x, scale, rotation, ghostOpacity, ghostScale: Double
    /// Whether every value is exact (the cycle fraction is exactly 0 or 1/2).
    var exact: Bool
    var testDescription: String { "t = \(t) s" }
  }

  // f = (t mod 10.5) / 10.5 is the fraction of the cycle; 80/24 = 10/3; π/3 = 2π/6.
  static let breatheCases: [Breathe] = [
    // t = 0: repeat 0, f = 0. x and scale: f ≤ 0.1, the first values hold (0, 1). Rotation: f = 0
    // is the first key time: −π/3. Ghost: opacity f < 0.45 holds 0; scale at key time 0: 1.
    Breathe(t: 0, repeatIndex: 0, x: 0, scale: 1, rotation: -.pi / 3, ghostOpacity: 0, ghostScale: 1, exact: true),
    // t = 1.05: repeat 0, f = 1.05 / 10.5 = 0.1, the petal's first key time: x 0, scale 1.
    // Rotation: segment [0, 0.1] ends (or [0.1, 0.4] starts) at −π/3 either way. Ghost as at 0
    // (scale segment [0, 0.5] goes from 1 to 1).
    Breathe(t: 1.05, repeatIndex: 0, x: 0, scale: 1, rotation: -.pi / 3, ghostOpacity: 0, ghostScale: 1, exact: false),
    // t = 2.1: f = 0.2, segment [0.1, 0.4], fraction (0.2 − 0.1)/0.3 = 1/3.
    // x = 0 + (−80)·(1/3) = −80/3; scale = 1 + (10/3 − 1)/3 = 1 + 7/9 = 16/9;
    // rotation = −π/3 + (2π/3)/3 = −π/9. Ghost: f < 0.45, opacity 0; scale 1.
    Breathe(t: 2.1, repeatIndex: 0, x: -80.0 / 3, scale: 16.0 / 9, rotation: -.pi / 9, ghostOpacity: 0, ghostScale: 1,
            exact: false),
    // t = 4.2: f = 0.4, the end of [0.1, 0.4]: x −80, scale 10/3, rotation +π/3. Ghost: f < 0.45: 0; 1.
    Breathe(t: 4.2, repeatIndex: 0, x: -80, scale: 10.0 / 3, rotation: .pi / 3, ghostOpacity: 0, ghostScale: 1,
            exact: false),
    // t = 5.25: f = 5.25/10.5 = 1/2 exactly, the start of [0.5, 0.95]: x −80, scale 10/3,
    // rotation π/3. Ghost opacity: key time 0.5, value 0.3 (its peak); ghost scale: key time 0.5, 1.
    Breathe(t: 5.25, repeatIndex: 0, x: -80, scale: 10.0 / 3, rotation: .pi / 3, ghostOpacity: 0.3, ghostScale: 1,
            exact: true),
    // t = 9.975: f = 0.95, the petal's and the rotation's last key time: x 0, scale 1, rotation
    // −π/3. Ghost: f ≥ 0.8, the last values hold: opacity 0, scale 0.78.
    Breathe(t: 9.975, repeatIndex: 0, x: 0, scale: 1, rotation: -.pi / 3, ghostOpacity: 0, ghostScale: 0.78,
            exact: false),
    // t = 10.5: the boundary between repeats 0 and 1. Active time 10.5 is not the end of the
    // (infinite) active interval, so the iteration-boundary rule does not apply: repeat 1 starts,
    // f = 0, the values of t = 0. (Core Animation documents no rule for this instant; a repeat
    // boundary belonging to the next repeat is the Web Animations rule adopted.)
    Breathe(t: 10.5, repeatIndex: 1, x: 0, scale: 1, rotation: -.pi / 3, ghostOpacity: 0, ghostScale: 1, exact: true),
    // t = 15.75: 15.75/10.5 = 1.5 exactly: repeat 1, f = 1/2, the values of t = 5.25.
    Breathe(t: 15.75, repeatIndex: 1, x: -80, scale: 10.0 / 3, rotation: .pi / 3, ghostOpacity: 0.3, ghostScale: 1,
            exact: true),
    // t = 1 h = 3600 s: 3600/10.5 = 342 + 9/10.5: repeat 342 (342 × 10.5 = 3591), 9 s into it,
    // f = 9/10.5 = 6/7 ≈ 0.857, in segment [0.5, 0.95] with fraction (6/7 − 1/2)/0.45 =
    // (5/14)·(20/9) = 50/63. x = −80 + 80·50/63 = −1040/63 ≈ −16.508;
    // scale = 10/3 − (7/3)(50/63) = 10/3 − 50/27 = 40/27 ≈ 1.4815;
    // rotation = π/3 − (2π/3)(50/63) = −37π/189 ≈ −0.6150. Ghost: f ≥ 0.8: opacity 0, scale 0.78.
    Breathe(t: 3600, repeatIndex: 342, x: -1040.0 / 63, scale: 40.0 / 27, rotation: -37 * .pi / 189, ghostOpacity: 0,
            ghostScale: 0.78, exact: false),
  ]

  @Test("breathe: petal offset and scale, container rotation, ghost opacity and scale", arguments: breatheCases)
  func breathe(_ e: Breathe) throws {
    let petal = try Self.petal().leaves(at: e.t).map(\.sample)
    let ghost = try Self.ghost().leaves(at: e.t).map(\.sample)
    let rotation = try Self.rotation().sample(at: e.t)
    try #require(petal.count == 2 && ghost.count == 2)
    // The repeat: the groups' and the rotation's current iteration (one leg per repeat).
    let group = try MediaTiming(duration: 10.5, repeatCount: .infinity).evaluate(at: e.t)
    #expect(group.phase == .active && group.currentIteration == e.repeatIndex)
    #expect(rotation.timing.currentIteration == e.repeatIndex)
    let actual = [petal[0].value, petal[1].value, rotation.value, ghost[0].value, ghost[1].value]
    let expected = [e.x, e.scale, e.rotation, e.ghostOpacity, e.ghostScale]
    // The ranges of the moving segments: 80 px, 10/3 − 1, 2π/3, 0.3, 1 − 0.78.
    let ranges = [80, 7.0 / 3, 2 * Double.pi / 3, 0.3, 0.22]
    let names = ["position.x offset", "transform.scale", "rotation", "ghost opacity", "ghost scale"]
    for i in 0..<5 {
      if e.exact {
        #expect(actual[i] == expected[i], "\(names[i])")
      } else {
        #expect(isClose(actual[i], expected[i], .absolute(1e-12 * ranges[i])), "\(names[i]): \(String(describing: actual[i]))")
      }
    }
  }

  @Test("breathe: the cycle lasts 10.5 s and never ends")
  func breatheForever() throws {
    let rotation = try Self.rotation()
    guard case let .media(timing) = rotation.timing else { throw SceneError.notMedia }
    #expect(timing.activeDuration == .infinity)
    // Nothing before the begin time (fill removed): the model values show for t < 0.
    #expect(rotation.value(at: -0.001) == nil)
    #expect(try Self.petal().leaves(at: -0.001).allSatisfy { $0.sample.value == nil })
  }

  // MARK: - Refresh arrows

  /// The parent layer's rotation: `CABasicAnimation` of `transform.rotation.z` from 2π to 0,
  /// 2 s, `repeatCount = 100`, everything else default (linear, fill removed, removed on
  /// completion). A basic animation is two keyframes.
  static func refreshRotation() throws -> PropertyAnimation<Double> {
    PropertyAnimation(
      keyPath: "transform.rotation.z", timing: .media(try MediaTiming(duration: 2, repeatCount: 100)),
      keyframes: .values(try KeyframeValues(values: [2 * .pi, 0])))
  }

  /// An arrow's `path` animation: values [start, end, end] at key times [0.45, 0.75, 0.95], 1 s,
  /// `autoreverses`, `repeatCount = 100`. Paths of the same structure interpolate point by point,
  /// so the path is the fraction between start and end (values [0, 1, 1]) — and one point of it,
  /// arrow 1's first point (80, 54) → (80, 42.5). (Key times not starting at 0 nor ending at 1: the
  /// breathe flower's undocumented hold again.)
  static func arrow<Value: VectorSpace>(_ start: Value, _ end: Value) throws -> PropertyAnimation<Value> {
    PropertyAnimation(
      keyPath: "path", timing: .media(try MediaTiming(duration: 1, repeatCount: 100, autoreverses: true)),
      keyframes: .values(try KeyframeValues(values: [start, end, end], keyTimes: [0.45, 0.75, 0.95])))
  }

  /// The expected state at one time; nil where the animation has been removed.
  struct Refresh: Sendable, CustomTestStringConvertible {
    var t: Double
    /// The rotation's repeat and angle.
    var rotationRepeat: Double?, angle: Double?
    /// The arrow's leg (two per repeat: even forwards, odd back) and its path progress.
    var leg: Double?, arrow: Double?
    var exactAngle: Bool, exactArrow: Bool
    var testDescription: String { "t = \(t) s" }
  }

  // Rotation: repeat k = ⌊t/2⌋, f = (t mod 2)/2, angle = 2π(1 − f).
  // Arrow: each repeat is a forward leg and a backward leg of 1 s, so leg j = ⌊t⌋, u = t mod 1 and
  // f = u on even legs, 1 − u on odd ones; progress 0 for f ≤ 0.45, (f − 0.45)/0.3 on [0.45, 0.75],
  // 1 from 0.75 (the values [end, end] of [0.75, 0.95], then the last value held).
  static let refreshCases: [Refresh] = [
    // t = 0: repeat 0, f = 0: 2π (the from value). Leg 0 forwards, f = 0 < 0.45: start (0).
    Refresh(t: 0, rotationRepeat: 0, angle: 2 * .pi, leg: 0, arrow: 0, exactAngle: true, exactArrow: true),
    // t = 0.45: f = 0.225: 2π·0.775 = 1.55π. Leg 0, f = 0.45 = the first key time: start (0).
    Refresh(t: 0.45, rotationRepeat: 0, angle: 1.55 * .pi, leg: 0, arrow: 0, exactAngle: false, exactArrow: true),
    // t = 0.6: f = 0.3: 1.4π. Leg 0, f = 0.6: segment [0.45, 0.75], (0.6 − 0.45)/0.3 = 1/2.
    Refresh(t: 0.6, rotationRepeat: 0, angle: 1.4 * .pi, leg: 0, arrow: 0.5, exactAngle: false, exactArrow: false),
    // t = 1.0: f = 1/2: π exactly. Leg 1 (the way back) starts at u = 0, f = 1 − 0 = 1 ≥ 0.95:
    // end (1) — the turnaround, where the forward leg ended.
    Refresh(t: 1.0, rotationRepeat: 0, angle: .pi, leg: 1, arrow: 1, exactAngle: true, exactArrow: true),
    // t = 1.3: f = 0.65: 2π·0.35 = 0.7π. Leg 1 back, u = 0.3, f = 0.7: (0.7 − 0.45)/0.3 = 5/6.
    Refresh(t: 1.3, rotationRepeat: 0, angle: 0.7 * .pi, leg: 1, arrow: 5.0 / 6, exactAngle: false, exactArrow: false),
    // t = 2.0: rotation repeat 1 starts, f = 0: 2π. Leg 2 = repeat 1's forward leg, f = 0: start.
    Refresh(t: 2.0, rotationRepeat: 1, angle: 2 * .pi, leg: 2, arrow: 0, exactAngle: true, exactArrow: true),
    // t = 199.9: rotation repeat 99 (the last), 1.9 s in, f = 0.95: 2π·0.05 = 0.1π. Arrow leg 199
    // (repeat 99's way back), u = 0.9, f = 0.1 < 0.45: start (0), held since t = 199.55.
    Refresh(t: 199.9, rotationRepeat: 99, angle: 0.1 * .pi, leg: 199, arrow: 0, exactAngle: false, exactArrow: true),
    // t = 200: both animations end here. The rotation lasts 2 s × 100 = 200 s; the arrow 100
    // repeats of (1 s forward + 1 s back) = 200 s. Core Animation's active interval is end-exclusive
    // (undocumented; lottie-ios PR #2254 shows progress 1.0 is not displayed without a fill) and
    // `removedOnCompletion` (default YES) removes both: no value, the model values show (rotation 0
    // and the start path). Had the arrow filled forwards, its terminal sample would be the start
    // path too (an autoreverse ends where it began), so the removal is invisible for it; for the
    // rotation the filled value would be 0 (≡ 2π), the model value — also invisible.
    Refresh(t: 200, rotationRepeat: nil, angle: nil, leg: nil, arrow: nil, exactAngle: true, exactArrow: true),
    // Long after the end: still removed.
    Refresh(t: 250, rotationRepeat: nil, angle: nil, leg: nil, arrow: nil, exactAngle: true, exactArrow: true),
  ]

  @Test("refresh: parent rotation and arrow path progress, through the 100 autoreversing repeats", arguments: refreshCases)
  func refreshArrows(_ e: Refresh) throws {
    let rotation = try Self.refreshRotation().sample(at: e.t)
    let arrow = try Self.arrow(0.0, 1.0).sample(at: e.t)
    if let angle = e.angle {
      #expect(rotation.timing.currentIteration == e.rotationRepeat)
      #expect(e.exactAngle ? rotation.value == angle : isClose(rotation.value, angle, .absolute(1e-12 * 2 * .pi)))
    } else {
      #expect(rotation.timing.phase == .after && rotation.value == nil)
    }
    if let progress = e.arrow, let leg = e.leg {
      #expect(arrow.timing.currentIteration == leg)
      #expect(arrow.timing.currentDirection == (leg.truncatingRemainder(dividingBy: 2) == 0 ? .forwards : .reverse))
      #expect(e.exactArrow ? arrow.value == progress : isClose(arrow.value, progress, .absolute(1e-12)))
    } else {
      #expect(arrow.timing.phase == .after && arrow.value == nil)
    }
  }

  @Test("refresh: arrow 1's first point moves (80, 54) → (80, 42.5) and back")
  func arrowPoint() throws {
    let point = try Self.arrow(SIMD2<Double>(80, 54), SIMD2(80, 42.5))
    // (t, expected y) from the progress table: y = 54 − 11.5 × progress; x never moves (80 + 0·u
    // is exactly 80).
    // 0 → 54; 0.45 → 54; 0.6 → 54 − 11.5/2 = 48.25; 1.0 → 42.5; 1.3 → 54 − 11.5·5/6 = 533/12;
    // 2.0 → 54; 199.9 → 54 (held start).
    let cases: [(t: Double, y: Double, exact: Bool)] = [
      (0, 54, true), (0.45, 54, true), (0.6, 48.25, false), (1.0, 42.5, true), (1.3, 533.0 / 12, false),
      (2.0, 54, true), (199.9, 54, true),
    ]
    for (t, y, exact) in cases {
      let value = try #require(point.value(at: t), "t = \(t)")
      #expect(value.x == 80, "t = \(t)")
      #expect(exact ? value.y == y : abs(value.y - y) <= 1e-12 * 11.5, "t = \(t): \(value.y)")
    }
    #expect(point.value(at: 200) == nil)
  }

  @Test("refresh: each animation lasts 200 s (autoreverse doubles the repeat)")
  func refreshDurations() throws {
    guard case let .media(rotation) = try Self.refreshRotation().timing,
      case let .media(arrow) = try Self.arrow(0.0, 1.0).timing
    else { throw SceneError.notMedia }
    // 2 s × 100 repeats; (1 s forward + 1 s back) × 100 repeats: both exact products.
    #expect(rotation.activeDuration == 200)
    #expect(arrow.activeDuration == 200)
    // The last instant before the end is still active: 200 − ulp(200) on the last leg.
    let last = 200.0.nextDown
    #expect(try Self.refreshRotation().sample(at: last).timing.phase == .active)
    #expect(try Self.arrow(0.0, 1.0).sample(at: last).timing.phase == .active)
  }

  // MARK: - Countdown

  /// The label's curve, cubic-bezier(0.11, 0.9, 0.92, 0.13), and its double-double reference.
  static let labelCurve = (0.11, 0.9, 0.92, 0.13)

  /// One step's two animations, for a step that begins at `begin` (s) in the label layer's time:
  /// `transform.scale` 1 → 6 over 1 s on the label curve (added at the step's start, so its
  /// `beginTime` is the step's), and `opacity` 1 → 0 over 0.5 s with `beginTime = begin + 0.5`
  /// (linear: a `CABasicAnimation` without a timing function). Everything else is the default:
  /// fill removed, removed on completion.
  static func step(begin: Double) throws -> (scale: PropertyAnimation<Double>, opacity: PropertyAnimation<Double>) {
    let curve = try CubicBezier(labelCurve.0, labelCurve.1, labelCurve.2, labelCurve.3)
    let scale = PropertyAnimation<Double>(
      keyPath: "transform.scale",
      timing: .media(try MediaTiming(beginTime: begin, duration: 1, timingFunction: .cubicBezier(curve))),
      keyframes: .values(try KeyframeValues(values: [1, 6])))
    let opacity = PropertyAnimation<Double>(
      keyPath: "opacity", timing: .media(try MediaTiming(beginTime: begin + 0.5, duration: 0.5)),
      keyframes: .values(try KeyframeValues(values: [1, 0])))
    return (scale, opacity)
  }

  @Test("countdown: the label's scale and opacity within each of the five steps", arguments: [0.0, 1, 2, 3, 4])
  func countdown(begin: Double) throws {
    let (scale, opacity) = try Self.step(begin: begin)
    let reference = ReferenceBezier(Self.labelCurve.0, Self.labelCurve.1, Self.labelCurve.2, Self.labelCurve.3)
    // The model values (the label's identity transform and full opacity) show wherever an
    // animation has no effect.
    let modelScale = 1.0, modelOpacity = 1.0
    // Times within the step; begin + s is exact (a small integer plus a multiple of 1/4).
    // Scale = 1 + 5·B(s) with B the label curve at s (the reference), for s in [0, 1).
    // s = 0: B(0) = 0, scale 1 exactly.
    let atStart = try #require(scale.value(at: begin))
    #expect(atStart == 1)
    for s in [0.25, 0.5, 0.75] {
      let value = try #require(scale.value(at: begin + s))
      #expect(abs(value - (1 + 5 * reference.value(at: s))) <= 1e-12 * 5, "s = \(s)")
    }
    // s = 1: the scale animation has ended: Core Animation's active interval is end-exclusive and
    // `removedOnCompletion` removes it (the undocumented instant; see the refresh arrows), so the
    // model scale 1 shows — which is also the next step's scale at its own s = 0.
    #expect(scale.value(at: begin + 1) == nil)
    #expect((scale.value(at: begin + 1) ?? modelScale) == 1)
    // Opacity: begins at s = 0.5. Before (s = 0, 0.25): no effect (fill removed: nothing holds
    // backwards), the model opacity 1 shows. s = 0.5: the active interval starts (inclusive),
    // fraction 0: 1. s = 0.75: fraction (0.75 − 0.5)/0.5 = 1/2 exactly: 0.5. s = 1.0: ended and
    // removed: the model 1 again.
    let opacities: [(s: Double, animated: Double?, shown: Double)] = [
      (0, nil, 1), (0.25, nil, 1), (0.5, 1, 1), (0.75, 0.5, 0.5), (1, nil, 1),
    ]
    for (s, animated, shown) in opacities {
      let sample = opacity.sample(at: begin + s)
      #expect(sample.value == animated, "s = \(s)")
      #expect((sample.value ?? modelOpacity) == shown, "s = \(s)")
    }
    #expect(opacity.sample(at: begin + 0.25).timing.phase == .before)
    #expect(opacity.sample(at: begin + 1).timing.phase == .after)
  }

  @Test("countdown: with a forwards fill the scale would hold 6 at the end instead")
  func countdownFilled() throws {
    // The contrast that shows what removal decides at s = 1: fillMode forwards and
    // removedOnCompletion NO hold the terminal sample, B(1) = 1, so 1 + 5 = 6 exactly.
    let curve = try CubicBezier(Self.labelCurve.0, Self.labelCurve.1, Self.labelCurve.2, Self.labelCurve.3)
    let held = PropertyAnimation<Double>(
      timing: .media(try MediaTiming(duration: 1, fillMode: .forwards, removedOnCompletion: false,
                                     timingFunction: .cubicBezier(curve))),
      keyframes: .values(try KeyframeValues(values: [1, 6])))
    #expect(held.value(at: 1) == 6)
    #expect(held.value(at: 7) == 6)
  }

  enum SceneError: Error { case notMedia }
}
