import CurveReference
import Foundation
import MotionCurves
import TestSupport
import Testing

/// Seeded adversarial path data: random commands with numbers at the edges of `Double`, packed
/// flags, junk characters and truncations. Through the library, strict reading either gives a
/// path or a ``SyntaxError`` and lenient reading never fails; a path's length is never NaN, its
/// points and trims neither; through `curves path`, every run ends in exit 0 or 64 with one line.
@Suite("Fuzz: path data")
struct PathFuzzTests {
  static var seeds: [UInt64] { CommandFuzzTests.seeds }
  static var runs: Int { CommandFuzzTests.runs }
  /// `curves` runs per seed: 16 by default, 50 under `LONG_TESTS=1`.
  static var commandRuns: Int { CommandFuzzTests.commandRuns / 3 }

  static func number(_ a: inout Adversary) -> String {
    switch a.int(0...7) {
    case 0: return a.pick(["0", "-0", "1e-300", "5e-324", "1e300", "1.7976931348623157e308", "-1e308", ".5", "-.5e-3", "1e400"])
    case 1: return a.pick(["nan", "inf", "1e", "--1", "+3", "1.", "0x10", "", "١"])
    default: return "\(Double(a.int(-4000...4000)) / Double(a.int(1...64)))"
    }
  }

  /// Relative commands whose sums pass the largest double (`M 1e308 0 l 1e308 0`), or come back
  /// within range: a strict read refuses the pair that overflows, and nothing writes `inf`.
  static func relativeOverflow(_ a: inout Adversary) -> String {
    func big(_ a: inout Adversary) -> String { a.pick(["1e308", "-1e308", "1.7976931348623157e308", "9e307", "-9e307", "1"]) }
    var text = "M \(big(&a)) \(big(&a))"
    for _ in 0..<a.int(1...6) {
      switch a.pick(["l", "h", "v", "c", "q", "t", "s", "a", "m"]) {
      case "h": text += " h \(big(&a))"
      case "v": text += " v \(big(&a))"
      case "c": text += " c " + (0..<6).map { _ in big(&a) }.joined(separator: " ")
      case "q": text += " q " + (0..<4).map { _ in big(&a) }.joined(separator: " ")
      case "s": text += " s " + (0..<4).map { _ in big(&a) }.joined(separator: " ")
      case "a": text += " a 1e308 1e308 0 0 1 \(big(&a)) \(big(&a))"
      case let letter: text += " \(letter) \(big(&a)) \(big(&a))"
      }
    }
    return text
  }

  static func pathData(_ a: inout Adversary) -> String {
    if a.chance(0.15) { return relativeOverflow(&a) }
    var text = a.chance(0.9) ? "M \(number(&a)) \(number(&a))" : ""
    for _ in 0..<a.int(0...8) {
      let letter = a.pick(["L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t", "A", "a", "Z", "z", "M", "m", "X"])
      let count: Int
      switch letter.uppercased() {
      case "H", "V": count = 1
      case "L", "M", "T": count = 2
      case "S", "Q": count = 4
      case "C": count = 6
      case "A": count = 7
      default: count = 0
      }
      var numbers = (0..<count).map { _ in number(&a) }
      if letter.uppercased() == "A" {
        numbers[3] = a.pick(["0", "1", "2"])
        numbers[4] = a.pick(["0", "1"])
      }
      if a.chance(0.05), !numbers.isEmpty { numbers.removeLast() }
      text += " " + letter + numbers.map { a.chance(0.3) ? ",\($0)" : " \($0)" }.joined()
    }
    if a.chance(0.05) { text += a.pick([" #", "\u{0}", "🙂", ",", " 1 2 3"]) }
    return text
  }

  @Test("strict reading throws SyntaxError or gives a path; lenient never fails; no NaN anywhere", arguments: seeds)
  func library(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 3000)
    var read = 0
    for _ in 0..<(Self.runs * 10) {
      let text = Self.pathData(&a)
      if let path = try? VectorPath(svg: text) { read += 1; _ = path }
      let path = try VectorPath(svg: text, lenient: true)
      let length = path.length
      #expect(!length.isNaN && length >= 0, "length \(length): \(text)")
      guard length.isFinite else { continue }
      let table = PathLengthTable(path)
      for fraction in [-0.5, 0, 0.25, 0.5, 1, 2] {
        let position = table.position(atFraction: fraction)
        #expect(!position.point.x.isNaN && !position.point.y.isNaN && !position.tangent.x.isNaN, "point at \(fraction): \(text)")
      }
      let trimmed = path.trimmed(strokeStart: a.random.unit(), strokeEnd: a.random.unit())
      #expect(!trimmed.length.isNaN, "trim: \(text)")
      #expect((try? VectorPath(svg: path.svgPathData)) != nil, "the serialization reads back: \(path.svgPathData)")
      #expect(!path.svgPathData.contains("inf") && !path.svgPathData.contains("nan"), "\(text): \(path.svgPathData)")
    }
    #expect(read > 0)
  }

  @Test("curves path: exit 0 or 64 with one line", arguments: seeds)
  func command(seed: UInt64) throws {
    var a = Adversary(seed: seed &+ 4000)
    for _ in 0..<Self.commandRuns {
      let d = Self.pathData(&a)
      var arguments: [String]
      switch a.int(0...4) {
      case 0: arguments = ["path", "length", d]
      case 1: arguments = ["path", "point", d, a.pick(["--at-length", "--at-fraction"]), a.numberText()]
      case 2:
        arguments = ["path", "trim", d, "--start", a.numberText(), "--end", a.numberText()]
        if a.chance(0.5) { arguments += ["--mode", a.pick(["lottie-simultaneous", "lottie-individual"]), "--offset", a.numberText()] }
      case 3: arguments = ["path", "interpolate", d, Self.pathData(&a), "--at", a.numberText()]
      default: arguments = ["path", "normalize", d]
      }
      if a.chance(0.3) { arguments.append("--lenient") }
      let result = try CurvesRunner.run(arguments)
      let shown = arguments.map(\.debugDescription).joined(separator: " ")
      #expect(result.status == 0 || result.status == 64, "exit \(result.status): \(shown)")
      if result.status == 0 {
        #expect(
          result.stderr.isEmpty && result.stdout.hasSuffix("\n") && !result.stdout.contains("nan")
            && !result.stdout.contains("inf"), "\(shown): \(result.stdout)")
      } else {
        #expect(result.stdout.isEmpty && result.stderrLines.count == 1, "\(shown): \(result.stderr)")
      }
    }
  }
}
