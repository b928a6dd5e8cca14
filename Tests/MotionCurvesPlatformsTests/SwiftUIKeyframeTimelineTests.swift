import Foundation
import MotionCurvesPlatforms
import Testing

/// |a − b| ≤ tolerance·max(1, |b|).
private func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= tolerance * max(1, abs(b))
}

/// A one-component timeline over "x".
private func timeline(
  _ initial: Double, _ keyframes: [SwiftUIKeyframe], tangents: SwiftUIKeyframeTangentRule = .catmullRom
) throws -> SwiftUIKeyframeTimeline {
  try SwiftUIKeyframeTimeline(initialValue: initial, name: "x", keyframes: keyframes, tangents: tangents)
}

/// SwiftUI's `KeyframeTimeline` against values worked by hand (the Hermite arithmetic is in the
/// comments), against Apple's documented rules (developer.apple.com/documentation/swiftui/
/// cubickeyframe, …/springkeyframe/init(_:duration:spring:startvelocity:)) and against mpmath at 40
/// digits (script in the comments): never against this code's own output.
@Suite("SwiftUI KeyframeTimeline")
struct SwiftUIKeyframeTimelineTests {
  @Test("a linear keyframe halfway, and its velocity")
  func linearHalfway() throws {
    // 0 → 10 over 2 s: x(t) = 5t, v = 5.
    let t = try timeline(0, [.linear(10, duration: 2)])
    #expect(t.duration == 2)
    #expect(close(t.value("x", time: 1), 5))
    #expect(close(t.value("x", time: 0.5), 2.5))
    #expect(close(t.velocity("x", time: 1), 5))
    #expect(t.value("x", time: -1) == 0)  // before 0: the initial value
    #expect(t.value("x", time: 7) == 10)  // after the end: the last value
    #expect(t.velocity("x", time: 7) == 0)
  }

  @Test("a linear keyframe along easeIn")
  func easeIn() throws {
    // easeIn = bézier (0.42, 0) (1, 1); mpmath (40 digits): solve x(s) = 0.5 with
    // x(s) = 3(1−s)²s·0.42 + 3(1−s)s² + s³, y(s) = 3(1−s)s² + s³:
    // y = 0.3153568125725393042576506512264746914793, dy/dx = 1.073978779815425932532801265818056542571.
    // 0 → 10 over 1 s: x(0.5) = 10y, v(0.5) = 10·dy/dx.
    let t = try timeline(0, [.linear(10, duration: 1, timingCurve: .easeIn)])
    #expect(close(t.value("x", time: 0.5), 3.153568125725393042576506512264746914793, 1e-11))
    #expect(close(t.velocity("x", time: 0.5), 10.73978779815425932532801265818056542571, 1e-10))
  }

  @Test("a move jumps at its start and takes no time")
  func move() throws {
    // 0 → 1 linearly over [0, 1], jump to 5 at t = 1, then 5 → 6 over [1, 2].
    let t = try timeline(0, [.linear(1, duration: 1), .move(5), .linear(6, duration: 1)])
    #expect(t.duration == 2)
    #expect(close(t.value("x", time: 0.75), 0.75))
    #expect(t.value("x", time: 1) == 5)
    #expect(close(t.value("x", time: 1.5), 5.5))
    #expect(t.value("x", time: 2) == 6)
    // A move at the end: the final value is the moved one; a move alone takes no time.
    let last = try timeline(0, [.linear(1, duration: 1), .move(-3)])
    #expect(close(last.value("x", time: 0.5), 0.5))
    #expect(last.value("x", time: 1) == -3)
    let alone = try timeline(2, [.move(4)])
    #expect(alone.duration == 0)
    #expect(alone.value("x", time: -0.1) == 2)
    #expect(alone.value("x", time: 0) == 4)
  }

  @Test("three cubic keyframes, equal durations: a Catmull-Rom spline worked by hand")
  func catmullRomEqual() throws {
    // Knots (t, p): (0, 0) (1, 1) (2, 0) (3, 2). Tangents: 0 at the track's start and end;
    // at t = 1: (0 − 0)/(2 − 0) = 0; at t = 2: (2 − 1)/(3 − 1) = 0.5.
    // Hermite at u = ½: h00 = h01 = ½, h10 = ⅛, h11 = −⅛; h′00 = −1.5, h′01 = 1.5, h′10 = h′11 = −¼.
    // [0, 1]: p0 0, p1 1, v0 0, v1 0 → ½.
    // [1, 2]: p0 1, p1 0, v0 0, v1 ½ → ½·1 + ½·0 − ⅛·½ = 0.4375.
    // [2, 3]: p0 0, p1 2, v0 ½, v1 0 → ⅛·½ + ½·2 = 1.0625; v = 1.5·2 − ¼·½ = 2.875.
    for rule in SwiftUIKeyframeTangentRule.allCases {  // equal durations: the two readings agree
      let t = try timeline(0, [.cubic(1, duration: 1), .cubic(0, duration: 1), .cubic(2, duration: 1)], tangents: rule)
      #expect(t.duration == 3)
      #expect(close(t.value("x", time: 0.5), 0.5))
      #expect(close(t.value("x", time: 1.5), 0.4375))
      #expect(close(t.value("x", time: 2.5), 1.0625))
      #expect(close(t.velocity("x", time: 2.5), 2.875))
      // The spline passes through the knots with the tangents above.
      #expect(close(t.value("x", time: 1), 1))
      #expect(close(t.value("x", time: 2), 0))
      #expect(close(t.velocity("x", time: 1), 0))
      #expect(close(t.velocity("x", time: 2), 0.5))
      #expect(close(t.velocity("x", time: 0), 0))
      #expect(t.value("x", time: 3) == 2)
    }
  }

  /// Knots (0, 0) (1, 1) (3, 3) (4, 0): durations 1, 2, 1.
  private let unequal: [SwiftUIKeyframe] = [.cubic(1, duration: 1), .cubic(3, duration: 2), .cubic(0, duration: 1)]

  @Test("unequal durations, standard Catmull-Rom: worked by hand, C¹ at the joints")
  func catmullRomUnequal() throws {
    // Tangents: at t = 1: (3 − 0)/(3 − 0) = 1; at t = 3: (0 − 1)/(4 − 1) = −⅓.
    // [0, 1] (h 1): p0 0, p1 1, v0 0, v1 1; at u = ½: ½ − ⅛·1 = 0.375.
    // [1, 3] (h 2): p0 1, p1 3, v0 1, v1 −⅓; at u = ½: ½ + ⅛·2·1 + ½·3 − ⅛·2·(−⅓) = 7/3;
    //   v = (−1.5·1 + 1.5·3)/2 − ¼·1 − ¼·(−⅓) = 1.5 − 0.25 + 1/12 = 4/3.
    let t = try timeline(0, unequal)
    #expect(close(t.value("x", time: 0.5), 0.375))
    #expect(close(t.value("x", time: 2), 7.0 / 3))
    #expect(close(t.velocity("x", time: 2), 4.0 / 3))
    // C¹: at each joint the value and velocity from the left (δ = 1e-13 before; the acceleration
    // is at most 6, so they move by < 1e-12) match the right and the hand-worked tangent.
    for (joint, p, v) in [(1.0, 1.0, 1.0), (3.0, 3.0, -1.0 / 3)] {
      let left = joint - 1e-13
      #expect(close(t.value("x", time: left), p))
      #expect(close(t.value("x", time: joint), p))
      #expect(close(t.velocity("x", time: left), v))
      #expect(close(t.velocity("x", time: joint), v))
    }
  }

  @Test("unequal durations, the uniform (MetalUI) reading: worked by hand")
  func uniformUnequal() throws {
    // m = (p[k+1] − p[k−1])/2 per unit of progress, velocity m/h on each side.
    // t = 1: m = 1.5 → 1.5 at the end of [0, 1] (h 1), 0.75 at the start of [1, 3] (h 2).
    // t = 3: m = −½ → −¼ at the end of [1, 3], −½ at the start of [3, 4].
    // [0, 1]: ½ − ⅛·1.5 = 0.3125.
    // [1, 3] at u = ½: ½ + ⅛·2·0.75 + 1.5 − ⅛·2·(−¼) = 2.25; v = 1.5 − ¼·0.75 − ¼·(−¼) = 1.375.
    let t = try timeline(0, unequal, tangents: .uniform)
    #expect(close(t.value("x", time: 0.5), 0.3125))
    #expect(close(t.value("x", time: 2), 2.25))
    #expect(close(t.velocity("x", time: 2), 1.375))
    #expect(close(t.velocity("x", time: 1 - 1e-13), 1.5))  // the velocity jumps at the joint
    #expect(close(t.velocity("x", time: 1), 0.75))
    #expect(close(t.velocity("x", time: 3 - 1e-13), -0.25))
    #expect(close(t.velocity("x", time: 3), -0.5))
  }

  @Test("cubic hand-offs with other kinds, and explicit velocities winning")
  func handOffs() throws {
    // After linear 0 → 1 over 1 s (end velocity 1): the cubic starts at 1 unit/s; at the track's
    // end 0. [1, 2]: p0 1, p1 3, v0 1, v1 0 → ½ + ⅛ + 1.5 = 2.125.
    let after = try timeline(0, [.linear(1, duration: 1), .cubic(3, duration: 1)])
    #expect(close(after.value("x", time: 1.5), 2.125))
    #expect(close(after.velocity("x", time: 1), 1))
    // Before linear 1 → 3 over 2 s (initial velocity 1): the cubic ends at 1 unit/s.
    // [0, 1]: p0 0, p1 1, v0 0, v1 1 → ½ − ⅛ = 0.375.
    let before = try timeline(0, [.cubic(1, duration: 1), .linear(3, duration: 2)])
    #expect(close(before.value("x", time: 0.5), 0.375))
    #expect(close(before.velocity("x", time: 1 - 1e-13), 1))
    // Explicit: v0 = 2, v1 = −2 over [0, 1] from 0 to 1: ⅛·2 + ½ − ⅛·(−2) = 1.
    let explicit = try timeline(0, [.cubic(1, duration: 1, startVelocity: 2, endVelocity: -2)])
    #expect(close(explicit.value("x", time: 0.5), 1))
    #expect(close(explicit.velocity("x", time: 0), 2))
  }

  @Test("a spring keyframe continues with the incoming velocity; cut short, it hands on what it reached")
  func springIncomingVelocity() throws {
    // Linear 0 → 1 over 0.5 s ends at 2 units/s; then .bouncy (m 1, k 16π², c 8π·0.7) from 1
    // toward 0 with v0 = 2 for 1 s; then linear to 5 over 1 s.
    // mpmath (40 digits): λ = c/2, ω_d = √(k − λ²), y0 = 1, v0 = 2,
    // x(τ) = e^(−λτ)(y0 cos ω_dτ + (v0 + λy0)/ω_d sin ω_dτ), v = dx/dτ (mp.diff):
    // x(0.2) = 0.1636995045606234535604978771914453198034, v(0.2) = −3.359386726500909581718466671234350287988
    // x(0.5) = −0.01717014496143750678124412034586721332732, v(0.5) = 0.2289573887054904524718402226911018156454
    // x(1) = −0.00005691539939277110162723508338434495219957
    // then (x(1) + 5)/2 = 2.499971542300303614449186382458307827524, slope 5 − x(1) = 5.000056915399392771101627235083384344952.
    let t = try timeline(0, [.linear(1, duration: 0.5), .spring(0, duration: 1, spring: .bouncy), .linear(5, duration: 1)])
    #expect(close(t.duration, 2.5, 1e-15))
    #expect(close(t.value("x", time: 0.7), 0.1636995045606234535604978771914453198034))
    #expect(close(t.velocity("x", time: 0.7), -3.359386726500909581718466671234350287988, 1e-11))
    #expect(close(t.value("x", time: 1.0), -0.01717014496143750678124412034586721332732))
    #expect(close(t.velocity("x", time: 1.0), 0.2289573887054904524718402226911018156454, 1e-11))
    #expect(close(t.value("x", time: 1.5), -0.00005691539939277110162723508338434495219957))
    #expect(close(t.value("x", time: 2), 2.499971542300303614449186382458307827524))
    #expect(close(t.velocity("x", time: 2), 5.000056915399392771101627235083384344952))
    // A spring cut short at the end of the track keeps the value it reached, not its target.
    let cut = try timeline(0, [.linear(1, duration: 0.5), .spring(0, duration: 0.2, spring: .bouncy)])
    #expect(close(cut.value("x", time: 5), 0.1636995045606234535604978771914453198034))
    // An explicit start velocity wins over the incoming one: after the linear keyframe (2 units/s),
    // startVelocity 0 gives the motion of the same spring from 1 at rest, shifted by 0.5 s.
    let explicit = try timeline(0, [.linear(1, duration: 0.5), .spring(0, duration: 1, spring: .bouncy, startVelocity: 0)])
    let atRest = try timeline(1, [.spring(0, duration: 1, spring: .bouncy)])
    #expect(close(explicit.value("x", time: 0.8), atRest.value("x", time: 0.3) ?? .nan))
    #expect(explicit.velocity("x", time: 0.5) == 0)
  }

  @Test("a spring keyframe without a duration lasts the spring's settling duration")
  func springDefaultDuration() throws {
    // SwiftUI's default Spring() is duration 0.5, bounce 0: critically damped, ω0 = 4π. Its
    // settling rule samples every 0.1 s: |x − 1| = (1 + ω0t)e^(−ω0t) is 1.48e-3 at t = 0.7
    // (4π·0.7 = 8.796: 9.796·e^(−8.796)) and 4.77e-4 < 1e-3 at t = 0.8 (11.053·e^(−10.053)), so
    // 0.8 s (the grid time 0.1 added 8 times).
    let track = try SwiftUIKeyframeTrack("x", keyframes: [.spring(1)])
    #expect(abs(track.duration - 0.8) < 1e-15)
    #expect(track.duration == (try SwiftUISpring(duration: 0.5, bounce: 0)).settlingDuration)
    #expect(SwiftUIKeyframe.spring(1).duration == track.duration)
  }

  @Test("parallel tracks with different durations, and progress clamping")
  func parallelTracks() throws {
    // scale 1 → 2 over 1 s; y 0 → 10 over 2 s; opacity has no track.
    let t = try SwiftUIKeyframeTimeline(
      initialValues: ["scale": 1, "y": 0, "opacity": 0.5],
      tracks: [
        SwiftUIKeyframeTrack("scale", keyframes: [.linear(2, duration: 1)]),
        SwiftUIKeyframeTrack("y", keyframes: [.linear(10, duration: 2)]),
      ])
    #expect(t.duration == 2)
    #expect(t.value(time: 1.5) == ["scale": 2, "y": 7.5, "opacity": 0.5])
    #expect(t.value(time: 0.5) == ["scale": 1.5, "y": 2.5, "opacity": 0.5])
    #expect(t.velocity(time: 1.5) == ["scale": 0, "y": 5, "opacity": 0])
    #expect(t.value("missing", time: 1) == nil)
    // value(progress:) = value(time: clamp(progress, 0, 1)·2).
    #expect(t.value(progress: 0.5) == ["scale": 2, "y": 5, "opacity": 0.5])
    #expect(t.value(progress: 2) == ["scale": 2, "y": 10, "opacity": 0.5])
    #expect(t.value(progress: -1) == ["scale": 1, "y": 0, "opacity": 0.5])
    #expect(t.value("y", progress: 0.25) == 2.5)
    #expect(t.time(progress: 3) == 2)
    #expect(t.value("y", time: .nan)?.isNaN == true)
    // An empty track keeps the initial value.
    let empty = try timeline(3, [])
    #expect(empty.duration == 0)
    #expect(empty.value("x", time: 1) == 3)
    #expect(empty.value(progress: 0.5) == ["x": 3])
  }

  @Test("Codable: a round trip and a hand-written JSON document")
  func codable() throws {
    let json = """
      {"initialValues": {"x": 0, "y": 1},
       "tracks": [
         {"name": "x", "keyframes": [
           {"kind": "cubic", "to": 1, "duration": 0.3},
           {"kind": "cubic", "to": 2, "duration": 0.3, "startVelocity": 1, "endVelocity": 0},
           {"kind": "linear", "to": 2, "duration": 0.5, "timingCurve": "easeIn"},
           {"kind": "linear", "to": 3, "duration": 0.5},
           {"kind": "spring", "to": 0, "spring": {"duration": 0.5, "bounce": 0.3}},
           {"kind": "spring", "to": 1, "duration": 0.2, "startVelocity": -1},
           {"kind": "move", "to": 4}]},
         {"name": "y", "keyframes": []}],
       "tangents": "uniform"}
      """
    let decoded = try JSONDecoder().decode(SwiftUIKeyframeTimeline.self, from: Data(json.utf8))
    let expected = try SwiftUIKeyframeTimeline(
      initialValues: ["x": 0, "y": 1],
      tracks: [
        SwiftUIKeyframeTrack(
          "x",
          keyframes: [
            .cubic(1, duration: 0.3), .cubic(2, duration: 0.3, startVelocity: 1, endVelocity: 0),
            .linear(2, duration: 0.5, timingCurve: .easeIn), .linear(3, duration: 0.5),
            .spring(0, spring: .bouncy), .spring(1, duration: 0.2, startVelocity: -1), .move(4),
          ]),
        SwiftUIKeyframeTrack("y", keyframes: []),
      ], tangents: .uniform)
    #expect(decoded == expected)
    let again = try JSONDecoder().decode(SwiftUIKeyframeTimeline.self, from: JSONEncoder().encode(decoded))
    #expect(again == decoded)
    #expect(again.value("x", time: 0.45) == decoded.value("x", time: 0.45))
    // Bad documents: an unknown kind; a negative duration (the typed error, wrapped).
    let unknown = #"{"initialValues": {"x": 0}, "tracks": [{"name": "x", "keyframes": [{"kind": "hop", "to": 1}]}]}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SwiftUIKeyframeTimeline.self, from: Data(unknown.utf8)) }
    let negative = #"{"name": "x", "keyframes": [{"kind": "linear", "to": 1, "duration": -1}]}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SwiftUIKeyframeTrack.self, from: Data(negative.utf8)) }
  }

  @Test("hostile input: typed errors naming the bad value")
  func hostile() throws {
    #expect(throws: SwiftUIKeyframeError.negativeDuration(track: "x", keyframe: 1, -0.5)) {
      try SwiftUIKeyframeTrack("x", keyframes: [.move(1), .linear(2, duration: -0.5)])
    }
    #expect(throws: SwiftUIKeyframeError.notFinite(track: "x", keyframe: 0, .duration, .infinity)) {
      try SwiftUIKeyframeTrack("x", keyframes: [.cubic(2, duration: .infinity)])
    }
    #expect(throws: SwiftUIKeyframeError.negativeDuration(track: "s", keyframe: 0, -1)) {
      try SwiftUIKeyframeTrack("s", keyframes: [.spring(2, duration: -1)])
    }
    // NaN payloads are not equal to themselves: match the case.
    func isNotFinite(_ keyframe: SwiftUIKeyframe, _ parameter: SwiftUIKeyframeError.Parameter) -> Bool {
      do {
        _ = try SwiftUIKeyframeTrack("x", keyframes: [keyframe])
        return false
      } catch {
        if case let .notFinite(track, index, p, value) = error { return track == "x" && index == 0 && p == parameter && value.isNaN }
        return false
      }
    }
    #expect(isNotFinite(.linear(.nan, duration: 1), .to))
    #expect(isNotFinite(.linear(1, duration: .nan), .duration))
    #expect(isNotFinite(.cubic(1, duration: 1, startVelocity: .nan), .startVelocity))
    #expect(isNotFinite(.cubic(1, duration: 1, endVelocity: .nan), .endVelocity))
    #expect(isNotFinite(.spring(1, duration: .nan), .duration))
    #expect(isNotFinite(.spring(1, startVelocity: .nan), .startVelocity))
    #expect(isNotFinite(.move(.nan), .to))
    // An undamped spring (bounce 1: ζ = 0) never settles: no default duration.
    let undamped = try SwiftUISpring(duration: 0.5, bounce: 1)
    #expect(throws: SwiftUIKeyframeError.unboundedDuration(track: "x", keyframe: 0)) {
      try SwiftUIKeyframeTrack("x", keyframes: [.spring(1, spring: undamped)])
    }
    #expect(throws: SwiftUIKeyframeError.unboundedDuration(track: "x", keyframe: 1)) {
      try SwiftUIKeyframeTrack("x", keyframes: [.linear(1, duration: 1e308), .linear(1, duration: 1e308)])
    }
    #expect(throws: SwiftUIKeyframeError.initialValueNotFinite(component: "y", .infinity)) {
      try SwiftUIKeyframeTimeline(initialValues: ["x": 0, "y": .infinity], tracks: [])
    }
    #expect(throws: SwiftUIKeyframeError.missingInitialValue(track: "z")) {
      try SwiftUIKeyframeTimeline(initialValues: ["x": 0], tracks: [SwiftUIKeyframeTrack("z", keyframes: [])])
    }
    #expect(throws: SwiftUIKeyframeError.duplicateTrack("x")) {
      try SwiftUIKeyframeTimeline(
        initialValues: ["x": 0],
        tracks: [SwiftUIKeyframeTrack("x", keyframes: []), SwiftUIKeyframeTrack("x", keyframes: [.move(1)])])
    }
    // A slope that overflows: 1.7e308 → −1.7e308 over 1e-300 s.
    #expect(throws: SwiftUIKeyframeError.overflow(track: "x", keyframe: 0)) {
      try timeline(1.7e308, [.linear(-1.7e308, duration: 1e-300)])
    }
    #expect(SwiftUIKeyframeError.duplicateTrack("x").description == "two tracks animate \"x\"")
  }
}
