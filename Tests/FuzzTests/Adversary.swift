import CurveReference

/// Seeded adversarial inputs: numbers at the edges of `Double`, malformed text, CSS built from
/// random tokens. The same seed gives the same inputs on every machine.
struct Adversary {
  var random: SeededRandom

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func chance(_ p: Double) -> Bool { random.unit() < p }
  mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

  /// A number as a user might type it: ordinary, at the edges of Double, or not a number at all.
  mutating func numberText() -> String {
    switch int(0...9) {
    case 0: return pick(["0", "-0", "1", "-1", "0.5", "1e-300", "5e-324", "2.2250738585072014e-308", "1.7976931348623157e308"])
    case 1: return pick(["nan", "inf", "-inf", "1e400", "-1e400", "1e-400", "1e", "0x10", "1,5", "", " ", "--1", "1e+", "١"])
    case 2: return "\(pick([1.0, -1]) * Double(sign: .plus, exponent: int(-1074...1023), significand: 1 + random.unit()))"
    case 3: return "\(random.unit())"
    case 4: return "\(Double(int(-1000...1000)) / Double(int(1...64)))"
    case 5: return "\(1 - Double(sign: .plus, exponent: -int(1...53), significand: 1))"
    default: return "\(4 * random.unit() - 1)"
    }
  }

  /// A finite double for library calls: mostly ordinary, sometimes extreme.
  mutating func finite(_ range: ClosedRange<Double> = -1e6...1e6) -> Double {
    switch int(0...7) {
    case 0: return pick([0, -0.0, 1, -1, 0x1p-1074, 1e-300, 1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude])
    case 1: return pick([1.0, -1]) * Double(sign: .plus, exponent: int(-1074...1023), significand: 1 + random.unit())
    default: return Double.random(in: range, using: &random)
    }
  }

  /// Easing text: valid easings, near misses and token soup with comments, control characters,
  /// deep nesting and odd Unicode.
  mutating func easingText() -> String {
    switch int(0...6) {
    case 0: return pick(["ease", "linear", "ease-in-out", "step-start", "STEPS(3, Jump-Start)", "easeInEaseOut", "default"])
    case 1: return "cubic-bezier(\(unitText()), \(numberText()), \(unitText()), \(numberText()))"
    case 2: return "steps(\(pick(["1", "0", "-1", "2147483648", "99999999999999999999", "3.5", "4", String(int(1...200))])), \(pick(["start", "end", "jump-none", "jump-both", "jump-start", "middle"])))"
    case 3:
      let stops = (0..<int(0...6)).map { _ in "\(numberText())\(chance(0.5) ? " \(numberText())%" : "")" }
      return "linear(\(stops.joined(separator: pick([", ", ",", " , ", "/**/,"]))))"
    case 4:
      let depth = pick([1, 5, 31, 32, 33, 200, 5000])
      let open = String(repeating: pick(["calc(", "(", "min(", "max(1, "]), count: depth)
      return "cubic-bezier(0, calc(\(open)1\(String(repeating: ")", count: depth))), 1, 1)"
    default:
      let tokens = ["cubic-bezier(", "steps(", "linear(", "calc(", "min(", "clamp(", ")", ",", " ", "\t", "\n", "\u{2028}", "\u{85}",
                    "/*", "*/", "%", "+", "-", "*", "/", "e", "é", "🙂", "\u{0}", "px", "1", "0.5", "-2", "1e308", "nan"]
      return (0..<int(1...14)).map { _ in pick(tokens) }.joined()
    }
  }

  mutating func unitText() -> String { chance(0.8) ? "\(random.unit())" : numberText() }
}
