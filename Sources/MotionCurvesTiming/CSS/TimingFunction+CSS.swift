import MotionCurvesCore

// Reading CSS easing text (CSS Easing Functions Level 2).
//
//   <easing-function> = linear | <linear-easing-function> | <cubic-bezier-easing-function>
//                     | <step-easing-function>
//   linear( [ <number> <percentage>{0,2} ]# )            at least two stops
//   ease | ease-in | ease-out | ease-in-out | cubic-bezier( <number [0,1]>, <number>, <number [0,1]>, <number> )
//   step-start | step-end | steps( <integer> [, <step-position> ]? )
//   <step-position> = jump-start | jump-end | jump-none | jump-both | start | end
//
// Keywords and function names are ASCII case-insensitive; CSS white space may surround every
// token; numbers and percentages may be written with calc(), min(), max() and clamp().

extension TimingFunction {
  /// Reads one CSS easing function.
  ///
  /// - Throws: ``SyntaxError`` saying what is wrong and at which character, for example
  ///   `steps(0, start) needs at least 1 step at character 6` or
  ///   `expected ',' but found ')' at character 20`.
  public init(css text: String) throws(SyntaxError) {
    var scanner = CSSScanner(text)
    self = try scanner.easing()
    scanner.skipWhitespace()
    if scanner.consume(",") {
      throw SyntaxError(
        "expected one easing function but found a list (read lists with TimingFunction.list(css:))",
        at: scanner.position - 1)
    }
    if !scanner.isAtEnd { throw scanner.error("unexpected \(scanner.found) after the easing function") }
  }

  /// Reads a comma-separated list of easing functions, as the CSS properties
  /// `transition-timing-function` and `animation-timing-function` take.
  ///
  /// - Throws: ``SyntaxError`` as ``init(css:)``.
  public static func list(css text: String) throws(SyntaxError) -> [TimingFunction] {
    var scanner = CSSScanner(text)
    var result = [try scanner.easing()]
    while true {
      scanner.skipWhitespace()
      if scanner.isAtEnd { return result }
      try scanner.expect(",")
      result.append(try scanner.easing())
    }
  }
}

extension CSSScanner {
  /// One easing function at the current position.
  mutating func easing() throws(SyntaxError) -> TimingFunction {
    skipWhitespace()
    let start = position
    guard let name = identifier() else {
      throw error("expected an easing function but found \(found)")
    }
    let lowered = asciiLowercased(name)
    if consume("(") {
      switch lowered {
      case "cubic-bezier": return try cubicBezierArguments()
      case "steps": return try stepsArguments(start: start)
      case "linear": return try linearArguments(start: start)
      case "var", "env", "attr":
        throw SyntaxError("\(name)() is not supported: substitute it before reading the easing", at: start)
      default:
        throw SyntaxError("unknown easing function '\(name)('", at: start)
      }
    }
    switch lowered {
    case "linear": return .linear
    case "ease": return .ease
    case "ease-in": return .easeIn
    case "ease-out": return .easeOut
    case "ease-in-out": return .easeInOut
    case "step-start": return .stepStart
    case "step-end": return .stepEnd
    case "initial", "inherit", "unset", "revert", "revert-layer":
      throw SyntaxError("the CSS-wide keyword '\(name)' is not an easing function", at: start)
    default:
      throw SyntaxError("unknown easing '\(name)'", at: start)
    }
  }

  private mutating func cubicBezierArguments() throws(SyntaxError) -> TimingFunction {
    var values: [Double] = []
    var starts: [Int] = []
    for index in 0..<4 {
      if index > 0 { try expect(",") }
      skipWhitespace()
      starts.append(position)
      values.append(try plainNumber())
    }
    try expect(")")
    do {
      return .cubicBezier(try CubicBezier(x1: values[0], y1: values[1], x2: values[2], y2: values[3]))
    } catch {
      let index = CubicBezierError.Parameter.allCases.firstIndex(of: error.parameter) ?? 0
      throw SyntaxError(error.description, at: starts[index])
    }
  }

  private mutating func stepsArguments(start: Int) throws(SyntaxError) -> TimingFunction {
    skipWhitespace()
    let countStart = position
    let count = try integer()
    var stepPosition = Steps.Position.end
    skipWhitespace()
    if consume(",") {
      skipWhitespace()
      let positionStart = position
      guard let name = identifier(), let parsed = Steps.Position(rawValue: asciiLowercased(name)) else {
        position = positionStart
        throw error("expected a step position (jump-start, jump-end, jump-none, jump-both, start, end) but found \(found)")
      }
      stepPosition = parsed
    }
    try expect(")")
    do {
      return .steps(try Steps(count, stepPosition))
    } catch {
      throw SyntaxError(error.description, at: countStart)
    }
  }

  private mutating func linearArguments(start: Int) throws(SyntaxError) -> TimingFunction {
    var stops: [LinearEasing.Stop] = []
    skipWhitespace()
    if consume(")") { throw SyntaxError("linear() needs at least 2 stops, not 0", at: start) }
    while true {
      skipWhitespace()
      let stopStart = position
      let output: Double
      switch try numeric() {
      case let .number(value): output = value
      case .percentage:
        throw SyntaxError("a linear() stop starts with its output, a number, not a percentage", at: stopStart)
      }
      var inputs: [Double] = []
      while true {
        skipWhitespace()
        if isAtEnd || scalars[position] == "," || scalars[position] == ")" { break }
        let inputStart = position
        switch try numeric() {
        case let .percentage(value):
          if inputs.count == 2 {
            throw SyntaxError("a linear() stop takes at most two input percentages", at: inputStart)
          }
          inputs.append(value)
        case .number:
          throw SyntaxError("expected ',' or an input percentage after the output of a linear() stop", at: inputStart)
        }
      }
      stops.append(LinearEasing.Stop(output: output, inputPercentages: inputs))
      skipWhitespace()
      if consume(")") { break }
      try expect(",")
    }
    do {
      return .piecewiseLinear(try LinearEasing(stops: stops))
    } catch {
      throw SyntaxError(error.description, at: start)
    }
  }
}
