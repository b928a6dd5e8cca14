import MotionCurvesCore
import MotionCurvesSprings

/// The reader behind ``PlatformModel/init(parsing:)``: the text as Unicode scalars and a position
/// in it, so every error names its character.
struct PlatformModelReader {
  let scalars: [Unicode.Scalar]
  var position = 0

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  mutating func skipSpace() {
    while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
  }

  /// Letters, digits and `_`, as the platforms' identifiers are written.
  mutating func identifier() -> (String, Int)? {
    skipSpace()
    let start = position
    while position < scalars.count, scalars[position].properties.isAlphabetic || ("0"..."9").contains(scalars[position])
      || scalars[position] == "_"
    {
      position += 1
    }
    guard position > start else { return nil }
    var name = ""
    name.unicodeScalars.append(contentsOf: scalars[start..<position])
    return (name, start)
  }

  mutating func consume(_ c: Unicode.Scalar) -> Bool {
    skipSpace()
    guard position < scalars.count, scalars[position] == c else { return false }
    position += 1
    return true
  }

  func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
    SyntaxError(message, at: offset ?? position)
  }

  mutating func expect(_ c: Unicode.Scalar) throws(SyntaxError) {
    guard consume(c) else { throw error("expected '\(c)'") }
  }

  /// A number as the platforms' code writes one: sign, digits, a fraction, an exponent.
  mutating func number() throws(SyntaxError) -> Double {
    skipSpace()
    let start = position
    var text = ""
    while position < scalars.count, "+-.0123456789eE".unicodeScalars.contains(scalars[position]) {
      text.unicodeScalars.append(scalars[position])
      position += 1
    }
    guard let value = Double(text), value.isFinite else { throw error("expected a finite number", at: start) }
    return value
  }

  /// `( label: number, … )`, if the text continues with `(`: the labels in order, each once.
  mutating func arguments(allowed: [String]) throws(SyntaxError) -> [String: Double] {
    var values: [String: Double] = [:]
    guard consume("(") else { return values }
    if consume(")") { return values }
    repeat {
      guard let (label, at) = identifier() else { throw error("expected a label (\(allowed.joined(separator: ", ")))") }
      guard allowed.contains(label) else {
        throw error("unknown label '\(label)' (expected \(allowed.joined(separator: ", ")))", at: at)
      }
      guard values[label] == nil else { throw error("'\(label)' is given twice", at: at) }
      try expect(":")
      values[label] = try number()
    } while consume(",")
    try expect(")")
    return values
  }

  mutating func model() throws(SyntaxError) -> PlatformModel {
    guard let (family, familyAt) = identifier() else { throw error("expected swiftui, compose or material3") }
    guard PlatformModel.families.contains(family) else {
      throw error("unknown family '\(family)' (expected swiftui, compose or material3)", at: familyAt)
    }
    try expect(".")
    guard let (name, nameAt) = identifier() else { throw error("expected a name after '\(family).'") }
    let model: PlatformModel
    switch family {
    case "swiftui": model = try swiftUI(name, at: nameAt)
    case "compose": model = try compose(name, at: nameAt)
    default: model = try material3(name, at: nameAt)
    }
    skipSpace()
    guard position == scalars.count else { throw error("unexpected text after the model") }
    return model
  }

  /// A spring the model's own initializer may refuse: the refusal named at the model's name.
  func spring(at offset: Int, _ make: () throws(SpringError) -> DampedSpring) throws(SyntaxError) -> DampedSpring {
    do {
      return try make()
    } catch {
      throw self.error("\(error)", at: offset)
    }
  }

  mutating func swiftUI(_ name: String, at offset: Int) throws(SyntaxError) -> PlatformModel {
    let curves: [String: SwiftUIUnitCurve] = [
      "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
      "circularEaseIn": .circularEaseIn, "circularEaseOut": .circularEaseOut, "circularEaseInOut": .circularEaseInOut,
    ]
    if let curve = curves[name] { return .curve(.swiftUI(curve)) }
    if name == "animation" { return try swiftUIAnimation() }
    let presets: [String: Double] = ["smooth": 0, "snappy": 0.15, "bouncy": 0.3]
    if let bounce = presets[name] {
      let a = try arguments(allowed: ["duration", "extraBounce"])
      return .spring(try spring(at: offset) { () throws(SpringError) in
        try SwiftUISpring(duration: a["duration"] ?? 0.5, bounce: bounce + (a["extraBounce"] ?? 0)).dampedSpring
      })
    }
    guard name == "spring" else {
      throw error(
        "unknown SwiftUI name '\(name)' (expected a UnitCurve, smooth, snappy, bouncy or spring(…))", at: offset)
    }
    let a = try arguments(allowed: ["duration", "bounce", "response", "dampingRatio"])
    if a["response"] != nil || a["dampingRatio"] != nil {
      guard a["duration"] == nil && a["bounce"] == nil else {
        throw error("give spring(duration:bounce:) or spring(response:dampingRatio:), not both", at: offset)
      }
      guard let response = a["response"], let ratio = a["dampingRatio"] else {
        throw error("spring(response:dampingRatio:) needs both", at: offset)
      }
      return .spring(try spring(at: offset) { () throws(SpringError) in
        try SwiftUISpring(response: response, dampingRatio: ratio).dampedSpring
      })
    }
    return .spring(try spring(at: offset) { () throws(SpringError) in
      try SwiftUISpring(duration: a["duration"] ?? 0.5, bounce: a["bounce"] ?? 0).dampedSpring
    })
  }

  /// A numerical spring the initializer may refuse: the refusal named at the name.
  func fluid(at offset: Int, _ make: () throws(SpringError) -> SwiftUIFluidSpring) throws(SyntaxError) -> PlatformModel {
    do {
      return .fluidSpring(try make())
    } catch {
      throw self.error("\(error)", at: offset)
    }
  }

  /// `swiftui.animation.<name>[(…)]`: the numerical spring of an `Animation` factory.
  mutating func swiftUIAnimation() throws(SyntaxError) -> PlatformModel {
    try expect(".")
    guard let (name, offset) = identifier() else { throw error("expected an Animation spring after 'swiftui.animation.'") }
    let presets: [String: Double] = ["smooth": 0, "snappy": 0.15, "bouncy": 0.3]
    if let bounce = presets[name] {
      let a = try arguments(allowed: ["duration", "extraBounce"])
      return try fluid(at: offset) { () throws(SpringError) in
        try SwiftUIFluidSpring(duration: a["duration"] ?? 0.5, bounce: bounce + (a["extraBounce"] ?? 0))
      }
    }
    let defaults: [String: (response: Double, fraction: Double)] = [
      "spring": (SwiftUIAnimationDefaults.springResponse, SwiftUIAnimationDefaults.springDampingFraction),
      "interactiveSpring": (
        SwiftUIAnimationDefaults.interactiveSpringResponse, SwiftUIAnimationDefaults.interactiveSpringDampingFraction
      ),
    ]
    guard let fallback = defaults[name] else {
      throw error(
        "unknown SwiftUI Animation spring '\(name)' (expected smooth, snappy, bouncy, spring or interactiveSpring)",
        at: offset)
    }
    // interactiveSpring(duration:extraBounce:) has bounce 0.15 + extraBounce; spring(duration:bounce:) the bounce.
    let bounceLabel = name == "spring" ? "bounce" : "extraBounce"
    let baseBounce = name == "spring" ? 0.0 : 0.15
    let a = try arguments(allowed: ["response", "dampingFraction", "duration", bounceLabel])
    let durationForm = a["duration"] != nil || a[bounceLabel] != nil
    if durationForm {
      guard a["response"] == nil && a["dampingFraction"] == nil else {
        throw error("give \(name)(response:dampingFraction:) or \(name)(duration:\(bounceLabel):), not both", at: offset)
      }
      return try fluid(at: offset) { () throws(SpringError) in
        try SwiftUIFluidSpring(duration: a["duration"] ?? fallback.response, bounce: baseBounce + (a[bounceLabel] ?? 0))
      }
    }
    return try fluid(at: offset) { () throws(SpringError) in
      try SwiftUIFluidSpring(
        response: a["response"] ?? fallback.response, dampingFraction: a["dampingFraction"] ?? fallback.fraction)
    }
  }

  mutating func compose(_ name: String, at offset: Int) throws(SyntaxError) -> PlatformModel {
    if name == "spring" {
      let a = try arguments(allowed: ["dampingRatio", "stiffness"])
      return .spring(try spring(at: offset) { () throws(SpringError) in
        try ComposeSpring(
          dampingRatio: a["dampingRatio"] ?? ComposeSpring.dampingRatioNoBouncy,
          stiffness: a["stiffness"] ?? ComposeSpring.stiffnessMedium
        ).spring
      })
    }
    do {
      return .curve(.compose(try ComposeEasing(named: name)))
    } catch {
      throw self.error("\(error)", at: offset)
    }
  }

  mutating func material3(_ name: String, at offset: Int) throws(SyntaxError) -> PlatformModel {
    // `standard` names both a motion scheme and an easing token: a `.` after it means the scheme.
    if let scheme = Material3MotionScheme(rawValue: name), consume(".") {
      guard let (token, tokenAt) = identifier() else { throw error("expected a motion-scheme token") }
      do {
        return .spring(scheme.spring(try Material3MotionScheme.Token(named: token)).spring)
      } catch {
        throw self.error("\(error)", at: tokenAt)
      }
    }
    do {
      return .curve(.material3(try Material3Easing(named: name)))
    } catch {
      throw self.error("\(error)", at: offset)
    }
  }
}
