import MotionCurves
import TestSupport
import Testing

/// The one error shape of every layer: `notFinite`, `notPositive` and `negative`, each naming a
/// parameter by the name users write and carrying the value, with one sentence per case.
@Suite("Parameter errors: one shape and one message in every layer")
struct ParameterErrorTests {
  /// The error `body` throws, as its description (nil when it throws nothing).
  static func message(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// A bad value in each layer's API: the message is written out here, naming the parameter as the
  /// API spells it and the value as Swift prints a `Double`.
  @Test("every layer's error names the parameter and its value in the same sentence")
  func everyLayer() throws {
    let square = try VectorPath(svg: "M 0 0 H 10 V 10 H 0 Z")
    let red = try CSSColor(css: "red"), blue = try CSSColor(css: "blue")
    var frame = FrameEvaluator()
    var scene = try SceneEvaluator(try shippedScene("breathe"))
    let cases: [(String, () throws -> Void)] = [
      ("fps = 0.0 must be greater than 0", { _ = try SampleGrid.frames(fps: 0, until: 1) }),
      ("end = -1.0 must be at least 0", { _ = try SampleGrid.frames(fps: 60, until: -1) }),
      ("stiffness = -4.0 must be greater than 0", { _ = try DampedSpring(mass: 1, stiffness: -4, damping: 1) }),
      ("damping = -1.0 must be at least 0", { _ = try DampedSpring(mass: 1, stiffness: 4, damping: -1) }),
      ("mass = nan is not a finite number", { _ = try DampedSpring(mass: .nan, stiffness: 4, damping: 1) }),
      ("amplitude = inf is not a finite number", { _ = try SineWave(amplitude: .infinity, wavelength: 10) }),
      ("wavelength = 0.0 must be greater than 0", { _ = try SineWave(amplitude: 1, wavelength: 0) }),
      ("iterations = -1.0 must be at least 0", { _ = try EffectTiming(iterations: -1) }),
      ("delay = inf is not a finite number", { _ = try EffectTiming(delay: .infinity) }),
      ("x1 = nan is not a finite number", { _ = try CubicBezier(x1: .nan, y1: 0, x2: 1, y2: 1) }),
      ("tolerance = 0.0 must be greater than 0", { _ = try TimingFunction.linear(approximating: .ease, tolerance: 0) }),
      ("stops[1].output = -inf is not a finite number", { _ = try LinearEasing(stops: [.init(0), .init(-.infinity)]) }),
      ("locations[1] = inf is not a finite number", {
        _ = try ColorStops(coreAnimationColors: [red, blue], locations: [0, .infinity])
      }),
      ("startPoint.y = nan is not a finite number", { _ = try GradientLine(startPoint: SIMD2(0, .nan)) }),
      ("blueOffset = -inf is not a finite number", {
        _ = try ReplicatorColorModel(instanceColor: SIMD4(1, 1, 1, 1), offset: SIMD4(0, 0, -.infinity, 0))
      }),
      ("steps = 0.0 must be greater than 0", {
        _ = try ReplicatorColorModel(stepping: SIMD4(1, 1, 1, 1), toward: SIMD4(0, 0, 0, 1), steps: 0)
      }),
      ("boxSize.width = 0.0 must be greater than 0", { _ = try GradientLine(cssAngle: .zero, boxSize: SIMD2(0, 1)) }),
      ("dt = -0.5 must be at least 0", {
        var bank = SpringBank()
        try bank.advance(by: -0.5)
      }),
      ("distance = -2.0 must be greater than 0", { _ = try TransformMatrix3D.perspective(distance: -2) }),
      ("distance = nan is not a finite number", { _ = try TransformMatrix3D.perspective(distance: .nan) }),
      ("pattern[1] = -1.0 must be at least 0", { _ = try square.dashed(pattern: [2, -1]) }),
      ("offset = nan is not a finite number", { _ = try square.dashed(pattern: [2], offset: .nan) }),
      ("duration = 0.0 must be greater than 0", { try frame.add(.ease, start: 0, duration: 0) }),
      ("initialVelocity = inf is not a finite number", {
        try frame.add(try DampedSpring(response: 0.5, dampingRatio: 1), from: 0, to: 1, initialVelocity: .infinity)
      }),
      ("biasValues[2] = nan is not a finite number", {
        _ = try KeyframeValues<Double>(values: [0, 1, 2], calculationMode: .cubic, biasValues: [0, 0, .nan])
      }),
      ("time = -inf is not a finite number", { _ = try scene.evaluate(at: -.infinity) }),
    ]
    for (expected, body) in cases {
      #expect(Self.message(body) == expected)
    }
  }

  /// The checks written once, against the domains they state: (0, ∞) or (0, ∞] for `positive`,
  /// [0, ∞) or [0, ∞] for `nonNegative`, and NaN never allowed.
  @Test("the shared checks: finite, positive and non-negative, with and without +∞")
  func checks() {
    let values: [Double] = [
      -.infinity, -.greatestFiniteMagnitude, -1, -.leastNonzeroMagnitude, -0.0, 0, .leastNonzeroMagnitude, 1,
      .greatestFiniteMagnitude, .infinity, .nan,
    ]
    for v in values {
      for infinity in [false, true] {
        let positive = Result { () throws(SpringError) in try SpringError.positive(v, .mass, allowingInfinity: infinity) }
        let expectedPositive: SpringError? =
          v.isNaN || (!infinity && !v.isFinite) ? .notFinite(.mass, v) : v > 0 ? nil : .notPositive(.mass, v)
        Self.expect(positive, expectedPositive, v)
        let nonNegative = Result { () throws(SpringError) in
          try SpringError.nonNegative(v, .damping, allowingInfinity: infinity)
        }
        let expectedNonNegative: SpringError? =
          v.isNaN || (!infinity && !v.isFinite) ? .notFinite(.damping, v) : v >= 0 ? nil : .negative(.damping, v)
        Self.expect(nonNegative, expectedNonNegative, v)
      }
      let finite = Result { () throws(SpringError) in try SpringError.finite(v, .from) }
      Self.expect(finite, v.isFinite ? nil : .notFinite(.from, v), v)
    }
  }

  /// `result` failed with `expected` (matched by case and parameter, NaN by NaN), or succeeded
  /// when `expected` is nil.
  static func expect(_ result: Result<Void, SpringError>, _ expected: SpringError?, _ v: Double) {
    switch (result, expected) {
    case (.success, nil): break
    case let (.failure(.notFinite(p, a)), .notFinite(q, b)?),
      let (.failure(.notPositive(p, a)), .notPositive(q, b)?),
      let (.failure(.negative(p, a)), .negative(q, b)?):
      #expect(p == q && (a == b || (a.isNaN && b.isNaN)) && a.sign == b.sign, "\(v)")
    default: Issue.record("\(v): got \(result), expected \(String(describing: expected))")
    }
  }

  /// A parameter that names an element of a list reads back from its name, and only from a name
  /// of the form the API writes.
  @Test("indexed parameters: the raw value is the name users see, and reads back")
  func indexedNames() {
    let stops: [ColorStopsError.Parameter] = [
      .location(stop: 0), .secondLocation(stop: 12), .transitionHint(stop: 3), .locations(7), .startPointX,
      .startPointY, .endPointX, .endPointY, .angle,
    ]
    #expect(stops.map(\.rawValue) == [
      "stops[0].location", "stops[12].secondLocation", "stops[3].transitionHint", "locations[7]", "startPoint.x",
      "startPoint.y", "endPoint.x", "endPoint.y", "angle",
    ])
    for p in stops { #expect(ColorStopsError.Parameter(rawValue: p.rawValue) == p) }
    let linear: [TimingFunctionError.Parameter] = [.output(stop: 4), .inputPercentage(stop: 2, 1), .tolerance]
    #expect(linear.map(\.rawValue) == ["stops[4].output", "stops[2].inputPercentages[1]", "tolerance"])
    for p in linear { #expect(TimingFunctionError.Parameter(rawValue: p.rawValue) == p) }
    let dash: [PathDashError.Parameter] = [.pattern(0), .pattern(41), .offset]
    #expect(dash.map(\.rawValue) == ["pattern[0]", "pattern[41]", "offset"])
    for p in dash { #expect(PathDashError.Parameter(rawValue: p.rawValue) == p) }
    let spline: [KeyframeError.Parameter] = [.tensionValues(1), .continuityValues(0), .biasValues(9)]
    #expect(spline.map(\.rawValue) == ["tensionValues[1]", "continuityValues[0]", "biasValues[9]"])
    for p in spline { #expect(KeyframeError.Parameter(rawValue: p.rawValue) == p) }
    for junk in ["", "pattern[]", "pattern[-1]", "pattern[01]", "pattern[1", "pattern[1]x", "pattern[+1]", "Pattern[1]"] {
      #expect(PathDashError.Parameter(rawValue: junk) == nil, "\(junk)")
    }
    for junk in ["stops[1].inputPercentages[]", "stops[].output", "stops[1]].output", "stops[1].inputPercentages[x]"] {
      #expect(TimingFunctionError.Parameter(rawValue: junk) == nil, "\(junk)")
    }
    #expect(TransformError.Parameter.allCases.prefix(16).map(\.rawValue) == (1...4).flatMap { r in (1...4).map { "m\(r)\($0)" } })
  }
}
