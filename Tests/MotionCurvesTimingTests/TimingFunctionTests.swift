import CurveReference
import MotionCurvesTiming
import PropertyBased
import Testing

@Suite("TimingFunction")
struct TimingFunctionTests {
  @Test("steps() validation: at least one step, two with jump-none")
  func stepsValidation() throws {
    #expect(throws: TimingFunctionError.invalidStepCount(0, .start)) { try Steps(0, .start) }
    #expect(throws: TimingFunctionError.invalidStepCount(1, .jumpNone)) { try Steps(1, .jumpNone) }
    #expect(throws: TimingFunctionError.invalidStepCount(-3, .end)) { try Steps(-3) }
    #expect(try Steps(2, .jumpNone).count == 2)
    #expect(try Steps(2, .jumpEnd) == Steps(2, .end))
    #expect(TimingFunctionError.invalidStepCount(1, .jumpNone).description == "steps(1, jump-none) needs at least 2 steps")
  }

  @Test("steps() values by hand: every position at boundaries, inside and outside [0, 1]")
  func stepsValues() throws {
    let jumpBoth = try Steps(4, .jumpBoth)
    #expect([0.0, 0.1, 0.25, 0.5, 0.99, 1].map { jumpBoth.value(at: $0) } == [0.2, 0.2, 0.4, 0.6, 0.8, 1])
    #expect(jumpBoth.value(at: 0.25, beforeFlag: true) == 0.2)
    let none = try Steps(3, .jumpNone)
    #expect([0.0, 0.34, 0.67, 1].map { none.value(at: $0) } == [0, 0.5, 1, 1])
    let end = try Steps(4)
    #expect(end.value(at: 2) == 2 && end.value(at: -0.5) == -0.5)  // the steps continue outside
    #expect(end.value(at: -0.1) == -0.25)
    let start = try Steps(4, .start)
    #expect(start.value(at: 0) == 0.25 && start.value(at: 0, beforeFlag: true) == 0)
    #expect(start.value(at: .nan).isNaN)
  }

  @Test("linear() canonicalization: the spec's examples and the input fix-up rules")
  func linearCanonical() throws {
    let spread = try LinearEasing(stops: [.init(0), .init(0.25), .init(1)])
    #expect(spread.inputPercentages == [0, 50, 100])
    let clamped = try LinearEasing(stops: [.init(0, 20), .init(0.5, 10), .init(1)])
    #expect(clamped.inputPercentages == [20, 20, 100])
    let doubled = try LinearEasing(stops: [.init(0), .init(0.25, 25, 75), .init(1)])
    #expect(doubled.inputPercentages == [0, 25, 75, 100] && doubled.outputs == [0, 0.25, 0.25, 1])
    let beyond = try LinearEasing(stops: [.init(0), .init(0.9, 110), .init(1)])
    #expect(beyond.inputPercentages == [0, 110, 110])
    #expect(throws: TimingFunctionError.tooFewStops(1)) { try LinearEasing(stops: [.init(0, 0, 100)]) }
    #expect(throws: TimingFunctionError.tooManyInputs(stop: 0)) { try LinearEasing(stops: [.init(0, 1, 2, 3), .init(1)]) }
    #expect(throws: TimingFunctionError.notFinite(.output(stop: 1), .infinity)) { try LinearEasing(stops: [.init(0), .init(.infinity)]) }
    #expect(throws: TimingFunctionError.notFinite(.inputPercentage(stop: 1, 1), -.infinity)) {
      try LinearEasing(stops: [.init(0), .init(0.5, 10, -.infinity), .init(1)])
    }
    do {
      _ = try LinearEasing(stops: [.init(0), .init(.nan)])
      Issue.record("NaN accepted")
    } catch {
      #expect(error.description == "stops[1].output = nan is not a finite number")
    }
  }

  @Test("linear() evaluation: binary search agrees with the spec's linear scan on random stops")
  func linearSearch() async {
    let stop = Gen.double(in: -2...3)
    await propertyCheck(count: 300, input: stop.array(of: 2...40), Gen.double(in: -0.5...1.5)) { outputs, x in
      // Inputs from a seeded walk with repeats (jumps) and runs left for canonicalization.
      var rng = SeededRandom(seed: UInt64(outputs.count))
      let stops = outputs.map { output -> LinearEasing.Stop in
        rng.next() % 3 == 0 ? .init(output) : .init(output, Double(rng.next() % 120) - 10)
      }
      let easing = try LinearEasing(stops: stops)
      // The spec: the last point with input ≤ x (else the first), never the last point.
      let inputs = easing.inputPercentages.map { $0 / 100 }
      var a = inputs.lastIndex(where: { $0 <= x }) ?? 0
      if a == inputs.count - 1 { a -= 1 }
      let expected =
        inputs[a] == inputs[a + 1]
        ? easing.outputs[a + 1]
        : easing.outputs[a] + (x - inputs[a]) / (inputs[a + 1] - inputs[a]) * (easing.outputs[a + 1] - easing.outputs[a])
      #expect(easing.value(at: x) == expected)
    }
  }

  @Test("velocity: slopes, zero on flat steps, nil at jumps")
  func velocity() throws {
    let steps = try TimingFunction(css: "steps(4)")
    #expect(steps.velocity(at: 0.3) == 0)
    #expect(steps.velocity(at: 0.25).isNaN)
    #expect(steps.velocity(at: 1).isNaN)
    let linear = try TimingFunction(css: "linear(0, 0.5 50% 60%, 1)")
    #expect(linear.velocity(at: 0.25) == 1)
    #expect(linear.velocity(at: 0.55) == 0)
    #expect(linear.velocity(at: 0.8) == 1.25)
    let jump = try TimingFunction(css: "linear(0, 0.2 50%, 0.8 50%, 1)")
    #expect(jump.velocity(at: 0.5).isNaN)
    #expect(TimingFunction.linear.velocity(at: 7) == 1)
    #expect(TimingFunction.ease.velocity(at: 0) == 0.4)
  }

  @Test("keywords keep their names; cubic-bezier() with the same points is another value")
  func keywords() throws {
    #expect(try TimingFunction(css: "EASE") == .ease)
    #expect(TimingFunction.ease.bezier == .ease)
    #expect(try TimingFunction(css: "cubic-bezier(0.25, 0.1, 0.25, 1)") != .ease)
    #expect(try TimingFunction(css: "cubic-bezier(0.25, 0.1, 0.25, 1)").value(at: 0.3) == TimingFunction.ease.value(at: 0.3))
    #expect(try TimingFunction(css: "Step-End") == .stepEnd)
    #expect(TimingFunction.stepStart.cssText == "steps(1, start)")
  }
}

@Suite("CSS easing syntax")
struct CSSSyntaxTests {
  @Test("errors say what is wrong and where", arguments: [
    ("steps(0, start)", "steps(0, start) needs at least 1 step at character 6"),
    ("steps(2, jump-none", "expected ')' but found the end of the text at character 18"),
    ("steps(2.5)", "expected a whole number but found '2.5' at character 6"),
    ("linear(0, 1 50% 60% 70%)", "a linear() stop takes at most two input percentages at character 20"),
    ("linear(0, 1 2)", "expected ',' or an input percentage after the output of a linear() stop at character 12"),
    ("linear(0 10px, 1)", "the dimension 10px is not allowed in an easing at character 9"),
    ("linear(0 calc(10% * 10%), 1)", "cannot multiply a percentage by a percentage in calc() at character 18"),
    ("linear(0 calc(10% + 1), 1)", "cannot add a percentage and a number in calc() at character 18"),
    ("linear(0 clamp(1%, 2%), 1)", "clamp() takes 3 arguments, not 2 at character 9"),
    ("cubic-bezier(calc(0.5 * 3), 0, 1, 1)", "x1 = 1.5 is outside [0, 1] at character 13"),
    ("ease, linear", "expected one easing function but found a list (read lists with TimingFunction.list(css:)) at character 4"),
    ("inherit", "the CSS-wide keyword 'inherit' is not an easing function at character 0"),
    ("bounce(3)", "unknown easing function 'bounce(' at character 0"),
    ("  ", "expected an easing function but found the end of the text at character 2"),
  ])
  func errors(text: String, message: String) {
    do {
      _ = try TimingFunction(css: text)
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("math functions and white space anywhere CSS allows it")
  func calcAndWhitespace() throws {
    #expect(try TimingFunction(css: "linear(0, calc(0.25 * 2) calc(100% / 4), 1)")
      == TimingFunction(css: "linear(0, 0.5 25%, 1)"))
    #expect(try TimingFunction(css: "\tsteps( 3 ,\njump-both )\r\n") == TimingFunction(css: "steps(3, jump-both)"))
    #expect(try TimingFunction(css: "linear(0 max(10%, 20%) min(40%, 30%), 1 clamp(0%, 150%, 100%))").cssText
      == "linear(0 20%, 0 30%, 1 100%)")
    #expect(try TimingFunction.list(css: "ease , steps(2) ,linear(0, 1)").count == 3)
  }

  @Test("canonical text reads back as an equal value, for generated easings")
  func roundTrip() async {
    let n = Gen.int(in: 1...50)
    let position = Gen.element(of: Steps.Position.allCases)
    let real = Gen.double(in: -3...4)
    await propertyCheck(count: 300, input: n, position, real, real, real.array(of: 2...12)) { count, where_, a, b, outputs in
      var functions: [TimingFunction] = [.linear, .ease, .easeInOut, .stepStart]
      if let steps = try? Steps(count, where_ ?? .end) { functions.append(.steps(steps)) }
      functions.append(.cubicBezier(try CubicBezier(abs(a).truncatingRemainder(dividingBy: 1), b, abs(b).truncatingRemainder(dividingBy: 1), a)))
      let stops = outputs.enumerated().map { i, y in i % 3 == 1 ? LinearEasing.Stop(y) : LinearEasing.Stop(y, Double(i) * 7.3 - 5) }
      functions.append(.piecewiseLinear(try LinearEasing(stops: stops)))
      for function in functions {
        #expect(try TimingFunction(css: function.cssText) == function, "\(function.cssText)")
      }
    }
  }

  @Test("computedCSSText rounds to six decimals like browsers; cssText keeps every digit")
  func computed() throws {
    let function = try TimingFunction(css: "linear(0, 1 33.33333333%, 1)")
    #expect(function.cssText == "linear(0 0%, 1 33.33333333%, 1 100%)")
    #expect(function.computedCSSText == "linear(0 0%, 1 33.333333%, 1 100%)")
    #expect(try TimingFunction(css: "cubic-bezier(0.1234567, -0.0000004, 1, 1)").computedCSSText == "cubic-bezier(0.123457, 0, 1, 1)")
  }
}

@Suite("linear() approximation")
struct LinearApproximationTests {
  /// The largest deviation over 100,001 evenly spaced inputs, and the output range.
  static func deviation(_ approximation: TimingFunction, _ function: (Double) -> Double) -> (Double, Double) {
    var worst = 0.0
    var low = Double.infinity
    var high = -Double.infinity
    for i in 0...100_000 {
      let x = Double(i) / 100_000
      let y = function(x)
      low = min(low, y)
      high = max(high, y)
      worst = max(worst, abs(approximation.value(at: x) - y))
    }
    return (worst, high - low)
  }

  @Test("stays within the tolerance on the named and overshooting curves", arguments: [
    "ease", "ease-in-out", "ease-in", "cubic-bezier(0.11, 0.9, 0.92, 0.13)", "cubic-bezier(0.3, 1.6, 0.6, -0.4)",
    "cubic-bezier(0, 1, 0, 1)",
  ])
  func bezierBound(css: String) throws {
    let easing = try TimingFunction(css: css)
    let curve = try #require(easing.bezier)
    let reference = ReferenceBezier(curve.x1, curve.y1, curve.x2, curve.y2)
    for tolerance in [0.01, 0.001, 0.0001] {
      let approximation = try TimingFunction.linear(approximating: easing, tolerance: tolerance)
      guard case let .piecewiseLinear(points) = approximation else { Issue.record("not linear()"); return }
      // Against the independent reference on a coarser grid (it is slow), and against the solver densely.
      let (dense, range) = Self.deviation(approximation) { easing.value(at: $0) }
      #expect(dense <= tolerance * range, "\(css) at \(tolerance): \(dense)")
      for i in 0...500 {
        let x = Double(i) / 500
        #expect(abs(approximation.value(at: x) - reference.value(at: x)) <= tolerance * range + 1e-12)
      }
      if tolerance == 0.001 { print("\(css): \(points.count) stops at tolerance 0.001, worst deviation \(dense)") }
    }
  }

  @Test("any function of progress: a damped oscillation, like a spring's motion")
  func closure() throws {
    // 1 − e^(−6x)·cos(14x): an underdamped spring released at 0, settling at 1.
    let spring = { (x: Double) -> Double in
      var e = 1.0
      var term = 1.0
      for k in 1...60 {
        term *= -6 * x / Double(k)
        e += term
      }
      var c = 1.0
      var t = 1.0
      for k in stride(from: 2, through: 80, by: 2) {
        t *= -(14 * x) * (14 * x) / Double((k - 1) * k)
        c += t
      }
      return 1 - e * c
    }
    let approximation = try TimingFunction.linear(approximating: spring)
    let (worst, range) = Self.deviation(approximation, spring)
    #expect(worst <= 0.001 * range)
  }

  @Test("steps() and linear() convert exactly on [0, 1]")
  func exact() throws {
    for css in ["steps(5, jump-start)", "steps(3)", "steps(4, jump-both)", "steps(3, jump-none)", "step-start"] {
      let steps = try TimingFunction(css: css)
      let converted = try TimingFunction.linear(approximating: steps)
      for i in 0...1000 {
        let x = Double(i) / 1000
        #expect(converted.value(at: x) == steps.value(at: x), "\(css) at \(x)")
      }
    }
    #expect(try TimingFunction.linear(approximating: TimingFunction(css: "steps(5, jump-start)")).cssText
      == "linear(0.2 0%, 0.2 20%, 0.4 20%, 0.4 40%, 0.6 40%, 0.6 60%, 0.8 60%, 0.8 80%, 1 80%, 1 100%)")
    let linear = try TimingFunction(css: "linear(0, 0.3 20%, 1)")
    #expect(try TimingFunction.linear(approximating: linear) == linear)
  }

  @Test("the tolerance must be positive and finite", arguments: [0.0, -0.1, Double.nan, .infinity])
  func badTolerance(tolerance: Double) {
    let error = #expect(throws: TimingFunctionError.self) { try TimingFunction.linear(approximating: .ease, tolerance: tolerance) }
    switch error {
    case let .notFinite(.tolerance, value)?: #expect(!tolerance.isFinite && (value == tolerance || value.isNaN))
    case let .notPositive(.tolerance, value)?: #expect(tolerance <= 0 && value == tolerance)
    default: Issue.record("\(String(describing: error))")
    }
  }

  @Test("a function that is not finite somewhere is refused, naming where")
  func notFinite() {
    #expect(throws: TimingFunctionError.notFiniteFunction(at: 0.5)) {
      try TimingFunction.linear(approximating: { x in x == 0.5 ? .infinity : x })
    }
  }
}
