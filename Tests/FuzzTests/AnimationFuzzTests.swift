import CurveReference
import Foundation
import MotionCurves
import TestSupport
import Testing

/// Seeded adversarial animation documents: random clocks, keyframes and nesting with numbers at
/// the edges of `Double`, wrong types, unknown fields and broken JSON. Through the library, a
/// document either decodes or throws an ``AnimationDocumentError`` (never another error, never a
/// crash), and a decoded one evaluates at any time without NaN in its resolved timing; through
/// `curves animate`, every run ends in exit 0 with a CSV or exit 64 with one line.
@Suite("Fuzz: animation documents")
struct AnimationFuzzTests {
  static var seeds: [UInt64] { CommandFuzzTests.seeds }
  static var runs: Int { CommandFuzzTests.runs }
  /// `curves` runs per seed: 16 by default, 50 under `LONG_TESTS=1`.
  static var commandRuns: Int { CommandFuzzTests.commandRuns / 3 }

  /// A JSON number as a person (or a bug) might write it.
  static func number(_ a: inout Adversary) -> String {
    switch a.int(0...9) {
    case 0: return a.pick(["\"Infinity\"", "\"-Infinity\"", "\"NaN\"", "null", "true", "\"1\"", "[]", "{}", "1e400", "-1e400"])
    case 1: return a.pick(["0", "-0", "1", "-1", "5e-324", "1e-300", "1.7976931348623157e308", "-1.7976931348623157e308", "1e300"])
    case 2: return "\(Double(a.int(-20...20)) / 4)"
    default: return "\(Double(a.int(-2000...20000)) / 100)"
    }
  }

  static func value(_ a: inout Adversary, length: Int?) -> String {
    if a.chance(0.05) { return number(&a) }
    guard let length else { return a.chance(0.9) ? "\(Double(a.int(-1000...1000)) / 10)" : number(&a) }
    return "[" + (0..<length).map { _ in "\(Double(a.int(-1000...1000)) / 10)" }.joined(separator: ", ") + "]"
  }

  static func easing(_ a: inout Adversary) -> String {
    "\"" + a.easingText().replacingOccurrences(of: "\\", with: "").replacingOccurrences(of: "\"", with: "")
      .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
      .unicodeScalars.filter { $0.value >= 0x20 }.map(String.init).joined() + "\""
  }

  static func field(_ a: inout Adversary, _ name: String, _ value: String) -> String { "\"\(name)\": \(value)" }

  /// A random animation document, `depth` levels of nesting at most.
  static func document(_ a: inout Adversary, depth: Int) -> String {
    var fields: [String] = []
    let length: Int? = a.chance(0.7) ? nil : a.int(1...3)
    let clock = a.int(0...3)
    switch clock {
    case 0:
      var timing: [String] = []
      for name in ["duration", "delay", "endDelay", "iterations", "iterationStart", "playbackRate"] where a.chance(0.5) {
        timing.append(field(&a, name, number(&a)))
      }
      if a.chance(0.4) { timing.append(field(&a, "direction", a.pick(["\"normal\"", "\"reverse\"", "\"alternate\"", "\"alternate-reverse\"", "\"sideways\""]))) }
      if a.chance(0.4) { timing.append(field(&a, "fill", a.pick(["\"none\"", "\"forwards\"", "\"backwards\"", "\"both\"", "\"auto\"", "1"]))) }
      if a.chance(0.4) { timing.append(field(&a, "easing", easing(&a))) }
      fields.append(field(&a, "timing", "{" + timing.joined(separator: ", ") + "}"))
    case 1, 2:
      var timing: [String] = []
      for name in ["beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration"] where a.chance(0.4) {
        timing.append(field(&a, name, number(&a)))
      }
      for name in ["autoreverses", "removedOnCompletion", "wrapsTimeOffset"] where a.chance(0.3) {
        timing.append(field(&a, name, a.pick(["true", "false", "1"])))
      }
      if a.chance(0.4) { timing.append(field(&a, "fillMode", a.pick(["\"removed\"", "\"forwards\"", "\"backwards\"", "\"both\"", "\"none\""]))) }
      if a.chance(0.3) { timing.append(field(&a, "timingFunction", a.chance(0.5) ? "\"easeInEaseOut\"" : easing(&a))) }
      fields.append(field(&a, "coreAnimation", "{" + timing.joined(separator: ", ") + "}"))
    default:
      var timing: [String] = []
      for name in ["beginTime", "speed", "timeOffset"] where a.chance(0.5) { timing.append(field(&a, name, number(&a))) }
      fields.append(field(&a, "layer", "{" + timing.joined(separator: ", ") + "}"))
    }
    if depth > 0 && (clock >= 2 || a.chance(0.1)) {
      let children = (0..<a.int(0...3)).map { _ in document(&a, depth: depth - 1) }
      fields.append(field(&a, "animations", "[" + children.joined(separator: ", ") + "]"))
    } else if a.chance(0.85) {
      let count = a.int(0...6)
      if a.chance(0.5) {
        let frames = (0..<count).map { _ in
          var frame: [String] = []
          if a.chance(0.5) { frame.append(field(&a, "offset", a.chance(0.8) ? "\(Double(a.int(-2...12)) / 10)" : number(&a))) }
          if a.chance(0.95) { frame.append(field(&a, "value", value(&a, length: length))) }
          if a.chance(0.3) { frame.append(field(&a, "easing", easing(&a))) }
          if a.chance(0.03) { frame.append(field(&a, a.pick(["composite", "bogus"]), a.pick(["\"add\"", "\"replace\"", "1"]))) }
          return "{" + frame.joined(separator: ", ") + "}"
        }
        fields.append(field(&a, "keyframes", "[" + frames.joined(separator: ", ") + "]"))
        if a.chance(0.1) { fields.append(field(&a, "spacing", a.pick(["\"paced\"", "\"distribute\"", "\"even\""]))) }
        if a.chance(0.1) { fields.append(field(&a, "underlyingValue", value(&a, length: length))) }
      } else {
        var keyframes = [field(&a, "values", "[" + (0..<count).map { _ in value(&a, length: length) }.joined(separator: ", ") + "]")]
        let mode = a.pick(["linear", "discrete", "paced", "cubic", "cubicPaced", "spline"])
        if a.chance(0.7) { keyframes.append(field(&a, "calculationMode", "\"\(mode)\"")) }
        if a.chance(0.6) {
          let times = (0..<max(count + a.int(-1...1), 0)).map { _ in "\(Double(a.int(-1...11)) / 10)" }.sorted()
          keyframes.append(field(&a, "keyTimes", "[" + times.joined(separator: ", ") + "]"))
        }
        if a.chance(0.3) { keyframes.append(field(&a, "timingFunctions", "[" + (0..<max(count - 1, 0)).map { _ in easing(&a) }.joined(separator: ", ") + "]")) }
        for name in ["tensionValues", "continuityValues", "biasValues"] where a.chance(0.2) {
          keyframes.append(field(&a, name, "[" + (0..<count).map { _ in number(&a) }.joined(separator: ", ") + "]"))
        }
        if a.chance(0.2) { keyframes.append(field(&a, "validation", a.pick(["\"strict\"", "\"ignoreInvalid\""]))) }
        fields.append(field(&a, "keyframes", "{" + keyframes.joined(separator: ", ") + "}"))
      }
    }
    if a.chance(0.2) { fields.append(field(&a, "keyPath", a.pick(["\"opacity\"", "\"position.x\"", "1"]))) }
    if a.chance(0.03) { fields.append(field(&a, "unknown", "0")) }
    var text = "{" + fields.shuffled(using: &a.random).joined(separator: ", ") + "}"
    if a.chance(0.03) { text = String(text.dropLast(a.int(1...5))) }  // broken JSON
    return text
  }

  /// A time to evaluate at.
  static func time(_ a: inout Adversary) -> Double {
    a.chance(0.7) ? Double(a.int(-500...20000)) / 10 : a.finite(-1e300...1e300)
  }

  @Test("documents decode or throw AnimationDocumentError, and evaluate without NaN", arguments: seeds)
  func library(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 1000)
    var decoded = 0
    for _ in 0..<(Self.runs * 10) {
      let text = Self.document(&a, depth: 2)
      let document: AnimationDocument
      do {
        document = try JSONDecoder().decode(AnimationDocument.self, from: Data(text.utf8))
      } catch is AnimationDocumentError {
        continue
      } catch let error as DecodingError {
        // Only invalid JSON syntax reaches here as the decoder's own error.
        guard case .dataCorrupted = error else {
          Issue.record("\(error): \(text)")
          continue
        }
        continue
      }
      decoded += 1
      for _ in 0..<8 {
        let t = Self.time(&a)
        for leaf in document.node.leaves(at: t) {
          let timing = leaf.sample.timing
          for quantity in [timing.activeTime, timing.simpleIterationProgress, timing.directedProgress, timing.progress] {
            #expect(quantity.map { !$0.isNaN } ?? true, "NaN at t = \(t): \(text)")
          }
          if let p = timing.simpleIterationProgress { #expect(p >= 0 && p <= 1, "progress \(p) at t = \(t): \(text)") }
        }
      }
    }
    #expect(decoded > Self.runs / 2, "too few valid documents to mean anything: \(decoded)")
    print("fuzz seed \(seed): \(Self.runs * 10) documents, \(decoded) decoded")
  }

  /// Keyframes and from/to pairs between values at the edges of `Double` (issue 27, item 6 and 7):
  /// finite numbers interpolate to finite numbers in every calculation mode, or the document is
  /// refused with a typed error; never ±∞ or NaN.
  static func edgeDocument(_ a: inout Adversary) -> String {
    func edge(_ a: inout Adversary) -> String {
      a.pick(["1e308", "-1e308", "1.7976931348623157e308", "-1.7976931348623157e308", "9e307", "5e-324", "0", "-1", "1"])
    }
    let clock = #""coreAnimation": {"duration": 1}"#
    if a.chance(0.3) { return "{\(clock), \"from\": \(edge(&a)), \"to\": \(edge(&a))}" }
    let values = (0..<a.int(2...5)).map { _ in edge(&a) }.joined(separator: ", ")
    let mode = a.pick(["linear", "discrete", "paced", "cubic", "cubicPaced"])
    var keyframes = #""values": [\#(values)], "calculationMode": "\#(mode)""#
    if mode == "cubic" && a.chance(0.5) {
      let count = values.split(separator: ",").count
      let parameters = (0..<count).map { _ in a.pick(["0", "1", "-1", "1e308"]) }.joined(separator: ", ")
      keyframes += #", "\#(a.pick(["tensionValues", "continuityValues", "biasValues"]))": [\#(parameters)]"#
    }
    return "{\(clock), \"keyframes\": {\(keyframes)}}"
  }

  @Test("values between ±1e308 interpolate to finite values in every mode, or a typed refusal", arguments: seeds)
  func edges(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 2500)
    var evaluated = 0
    for _ in 0..<Self.runs {
      let text = Self.edgeDocument(&a)
      let document: AnimationDocument
      do {
        document = try JSONDecoder().decode(AnimationDocument.self, from: Data(text.utf8))
      } catch is AnimationDocumentError {
        continue
      }
      for _ in 0..<8 {
        let t = a.chance(0.8) ? a.random.unit() : a.pick([0, 1, 0.5, 0.25, 0.75, 1 - 0x1p-53])
        for leaf in document.node.leaves(at: t) {
          guard let value = leaf.sample.value else { continue }
          evaluated += 1
          let finite = value.components.allSatisfy { $0.isFinite }
          #expect(finite, "\(value.components) at t = \(t): \(text)")
        }
      }
    }
    #expect(evaluated > Self.runs, "too few values to mean anything: \(evaluated)")
  }

  @Test("curves animate: exit 0 with a CSV, or exit 64 with one line and nothing on stdout", arguments: seeds)
  func command(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 2000)
    let directory = try CurvesRunner.temporaryDirectory()
    let file = directory.appendingPathComponent("animation.json")
    for _ in 0..<Self.commandRuns {
      try Data(Self.document(&a, depth: 1).utf8).write(to: file)
      var arguments = ["animate", file.path]
      switch a.int(0...3) {
      case 0: arguments += (0..<a.int(1...3)).flatMap { _ in ["--at", a.numberText()] }
      case 1: arguments += ["--fps", a.pick(["60", "0", "1e9", a.numberText()]), "--until", a.pick(["1", "100", a.numberText()])]
      case 2: arguments += (0..<a.int(1...3)).flatMap { _ in ["--progress", a.numberText()] }
      default: arguments.append("--keyframes")
      }
      let result = try CurvesRunner.run(arguments, in: directory)
      let shown = "\(arguments.joined(separator: " ")) with \((try? String(contentsOf: file, encoding: .utf8)) ?? "")"
      #expect(result.status == 0 || result.status == 64, "exit \(result.status): \(shown)")
      if result.status == 0 {
        #expect(result.stderr.isEmpty && result.stdout.hasSuffix("\n"), "\(shown)")
        let lines = result.lines
        let columns = lines.first?.split(separator: ",", omittingEmptySubsequences: false).count ?? 0
        #expect(lines.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == columns }, "\(shown)")
      } else {
        #expect(result.stdout.isEmpty && result.stderrLines.count == 1 && result.stderr.hasPrefix("curves: "), "\(result.stderr): \(shown)")
      }
    }
  }
}
