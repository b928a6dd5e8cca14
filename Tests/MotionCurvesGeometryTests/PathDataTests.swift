import CurveReference
import Foundation
import MotionCurvesCore
import MotionCurvesGeometry
import TestSupport
import Testing

/// Writes random path data text, every command kind, relative or absolute, in the spellings the
/// grammar allows (signs, exponents, leading dots, packed numbers and flags, implicit repeats),
/// together with the absolute commands it means. Coordinates are multiples of 1/8 below 2^12, so
/// the relative offsets and their resolution are exact: the expectation is computed here, not by
/// the parser.
private struct PathTextGenerator {
  var rng: SeededRandom
  var text = ""
  var commands: [PathCommand] = []
  var current = SIMD2<Double>.zero
  var start = SIMD2<Double>.zero
  /// The letter an omitted command letter stands for (L after M), nil after Z.
  var repeatLetter: Character?
  var lastToken = ""

  init(seed: UInt64) { rng = SeededRandom(seed: seed) }

  mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &rng)] }

  mutating func coordinate() -> Double { Double(Int.random(in: -4000...4000, using: &rng)) / 8 }

  /// A spelling of a multiple of 1/8 whose decimal value is exactly `value`.
  mutating func spell(_ value: Double) -> String {
    let eighths = Int(value * 8)
    let plain = value == value.rounded() ? "\(Int(value))" : "\(value)"
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: return value >= 0 ? "+" + plain : plain
    case 1: return "\(eighths * 125)e-3"  // k/8 = 125k/1000
    case 2: return "\(eighths * 125)E-3"
    case 3:
      if plain.hasPrefix("0.") { return String(plain.dropFirst()) }
      if plain.hasPrefix("-0.") { return "-" + plain.dropFirst(2) }
      return plain
    case 4: return plain.contains(".") ? plain + "00" : plain + ".0"
    default: return plain
    }
  }

  /// A separator before `next` (comma_wsp?), empty only where the grammar still splits tokens.
  mutating func separator(before next: String, emptyAllowed: Bool = true) -> String {
    let packed =
      emptyAllowed
      && (next.first == "-" || next.first == "+"
        || (next.first == "." && lastToken.contains(".") && !lastToken.contains("e") && !lastToken.contains("E")))
    let options = packed ? ["", " ", ",", " , ", "\n\t"] : [" ", ",", " , ", "\n\t", "  "]
    return pick(options)
  }

  /// Writes a command: its letter (or nothing, for an implicit repeat) and its tokens. `flags`
  /// holds the indices of tokens that are arc flags.
  mutating func write(_ letter: Character, _ tokens: [String], flags: Set<Int> = []) {
    var first = true
    if repeatLetter == letter && !tokens.isEmpty && Bool.random(using: &rng) {
      text += separator(before: tokens[0])
    } else {
      text += pick(["", " ", "\n", "  "]) + String(letter) + pick(["", " ", "\t"])
      first = false
    }
    for (index, token) in tokens.enumerated() {
      if first {
        first = false
      } else if index > 0 {
        if flags.contains(index) || flags.contains(index - 1) {
          // One-character flags need no separator, except after the rotation.
          text += flags.contains(index - 1) || index > 3 ? pick(["", " ", ","]) : pick([" ", ","])
        } else {
          text += separator(before: token)
        }
      }
      text += token
      lastToken = token
    }
    switch letter {
    case "M": repeatLetter = "L"
    case "m": repeatLetter = "l"
    case "Z", "z": repeatLetter = nil
    default: repeatLetter = letter
    }
    if tokens.isEmpty { lastToken = "" }
  }

  mutating func pair(_ relative: Bool, _ p: SIMD2<Double>) -> [String] {
    let base = relative ? current : .zero
    return [spell(p.x - base.x), spell(p.y - base.y)]
  }

  mutating func command(first: Bool) {
    let relative = Bool.random(using: &rng)
    let kind: Character = first ? "M" : pick(["M", "L", "H", "V", "C", "S", "Q", "T", "A", "Z"])
    let letter = relative ? Character(kind.lowercased()) : kind
    let p = SIMD2(coordinate(), coordinate())
    switch kind {
    case "M":
      write(letter, pair(relative, p))
      commands.append(.move(p))
      start = p
      current = p
    case "L":
      write(letter, pair(relative, p))
      commands.append(.line(p))
      current = p
    case "H":
      write(letter, [spell(p.x - (relative ? current.x : 0))])
      commands.append(.horizontal(p.x))
      current.x = p.x
    case "V":
      write(letter, [spell(p.y - (relative ? current.y : 0))])
      commands.append(.vertical(p.y))
      current.y = p.y
    case "C":
      let c1 = SIMD2(coordinate(), coordinate()), c2 = SIMD2(coordinate(), coordinate())
      write(letter, pair(relative, c1) + pair(relative, c2) + pair(relative, p))
      commands.append(.cubic(c1, c2, p))
      current = p
    case "S":
      let c2 = SIMD2(coordinate(), coordinate())
      write(letter, pair(relative, c2) + pair(relative, p))
      commands.append(.smoothCubic(c2, p))
      current = p
    case "Q":
      let c = SIMD2(coordinate(), coordinate())
      write(letter, pair(relative, c) + pair(relative, p))
      commands.append(.quadratic(c, p))
      current = p
    case "T":
      write(letter, pair(relative, p))
      commands.append(.smoothQuadratic(p))
      current = p
    case "A":
      let radii = SIMD2(coordinate(), coordinate()), rotation = coordinate()
      let large = Bool.random(using: &rng), sweep = Bool.random(using: &rng)
      let tokens = [spell(radii.x), spell(radii.y), spell(rotation), large ? "1" : "0", sweep ? "1" : "0"] + pair(relative, p)
      write(letter, tokens, flags: [3, 4])
      commands.append(.arc(radii: radii, rotation: rotation, largeArc: large, sweep: sweep, to: p))
      current = p
    default:
      write(letter, [])
      commands.append(.close)
      current = start
    }
  }
}

@Suite("SVG path data")
struct PathDataTests {
  @Test("random path data in every spelling reads to the commands it was written from, and round-trips")
  func randomText() throws {
    for seed in UInt64(1)...400 {
      var generator = PathTextGenerator(seed: seed)
      let count = Int.random(in: 1...30, using: &generator.rng)
      for index in 0..<count { generator.command(first: index == 0) }
      let path = try VectorPath(svg: generator.text)
      #expect(path.commands == generator.commands, "seed \(seed): \(generator.text)")
      let serialized = path.svgPathData
      #expect(try VectorPath(svg: serialized).commands == generator.commands, "seed \(seed): \(serialized)")
      #expect(VectorPath.parsing(svg: generator.text).error == nil)
    }
  }

  /// Random finite doubles of every magnitude (2^−1000 … 2^1000, subnormals, ±0), in every
  /// command kind: the shortest spelling reads back to the same bits (−0 is written 0 and reads
  /// back as 0, which compares equal).
  @Test("random command lists: serialize → parse gives the same commands")
  func randomCommands() throws {
    var rng = SeededRandom(seed: 12)
    func number() -> Double {
      switch Int.random(in: 0..<8, using: &rng) {
      case 0: return 0
      case 1: return -0.0
      case 2: return Double.leastNonzeroMagnitude * Double(Int.random(in: 1...1000, using: &rng))
      case 3: return Double(Int.random(in: -1000...1000, using: &rng))
      default:
        let value = Double(sign: Bool.random(using: &rng) ? .minus : .plus,
          exponent: Int.random(in: -1000...1000, using: &rng), significand: 1 + rng.unit())
        return value
      }
    }
    func point() -> SIMD2<Double> { SIMD2(number(), number()) }
    for _ in 0..<300 {
      var commands: [PathCommand] = [.move(point())]
      for _ in 0..<Int.random(in: 0...20, using: &rng) {
        let command: PathCommand
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: command = .move(point())
        case 1: command = .line(point())
        case 2: command = .horizontal(number())
        case 3: command = .vertical(number())
        case 4: command = .cubic(point(), point(), point())
        case 5: command = .smoothCubic(point(), point())
        case 6: command = .quadratic(point(), point())
        case 7: command = .smoothQuadratic(point())
        case 8:
          command = .arc(radii: point(), rotation: number(), largeArc: Bool.random(using: &rng),
            sweep: Bool.random(using: &rng), to: point())
        default: command = .close
        }
        commands.append(command)
      }
      let path = VectorPath(commands: commands)
      let text = path.svgPathData
      let back = try VectorPath(svg: text)
      #expect(back == path, "\(text)")
      #expect(back.svgPathData == text)
    }
  }

  @Test("every command kind, absolute and relative, resolved by hand")
  func everyCommand() throws {
    let absolute = "M 10 20 L 30 40 H 50 V 60 C 1 2 3 4 5 6 S 7 8 9 10 Q 11 12 13 14 T 15 16 A 5 6 7 1 0 17 18 Z"
    let expected: [PathCommand] = [
      .move(SIMD2(10, 20)), .line(SIMD2(30, 40)), .horizontal(50), .vertical(60),
      .cubic(SIMD2(1, 2), SIMD2(3, 4), SIMD2(5, 6)), .smoothCubic(SIMD2(7, 8), SIMD2(9, 10)),
      .quadratic(SIMD2(11, 12), SIMD2(13, 14)), .smoothQuadratic(SIMD2(15, 16)),
      .arc(radii: SIMD2(5, 6), rotation: 7, largeArc: true, sweep: false, to: SIMD2(17, 18)), .close,
    ]
    #expect(try VectorPath(svg: absolute).commands == expected)
    #expect(try VectorPath(svg: absolute).svgPathData == absolute)
    // Relative, by hand: m → (10,20); l 20 20 → (30,40); h 20 → x 50; v 20 → y 60; c adds (50,60);
    // end (55,66); s adds (55,66) → (62,74) (64,76); q adds (64,76) → (75,88) (77,90);
    // t → (92,106); a's end → (109,124); z returns to (10,20), so l 1 1 → (11,21).
    let relative = "m 10 20 l 20 20 h 20 v 20 c 1 2 3 4 5 6 s 7 8 9 10 q 11 12 13 14 t 15 16 a 5 6 7 1 0 17 18 z l 1 1"
    #expect(
      try VectorPath(svg: relative).svgPathData
        == "M 10 20 L 30 40 H 50 V 60 C 51 62 53 64 55 66 S 62 74 64 76 Q 75 88 77 90 T 92 106 A 5 6 7 1 0 109 124 Z L 11 21")
    // Empty and white space only: the empty path, no error.
    #expect(try VectorPath(svg: "").commands.isEmpty)
    #expect(try VectorPath(svg: " \t\n\r\u{0C}").commands.isEmpty)
  }

  /// Bad strings, with the offset counted by hand (0-based) and a word of the message.
  @Test("errors name the problem and its character offset")
  func errorOffsets() throws {
    let cases: [(String, Int, String, String)] = [
      ("M 10 20 L 30", 12, "end of the data", "M 10 20"),
      ("L 10 20", 0, "must begin", ""),
      ("  , M 1 2", 2, "must begin", ""),
      ("M 10,,20", 5, "expected a number", ""),
      ("M 1 2 L, 3 4", 7, "','", "M 1 2"),
      ("M 0 0 A 1 1 0 2 0 5 5", 14, "arc flag", "M 0 0"),
      ("M 1 2 A 1 1 0 0 -1 3 4", 16, "arc flag", "M 1 2"),
      ("M 1e400 0", 2, "out of range", ""),
      ("M -1e309 0", 2, "out of range", ""),
      ("M 1e 2", 4, "exponent", ""),
      ("M 1 2 Z 3", 8, "'Z' takes no numbers", "M 1 2 Z"),
      ("M 1 2 # x", 6, "command letter", "M 1 2"),
      ("M 1. 2", 3, "digit after '.'", ""),
      ("M 1 2 L 3 4,", 12, "after ','", "M 1 2 L 3 4"),
      ("M 1 2 😀 3", 6, "😀", "M 1 2"),
      ("M 1 2 L -", 8, "'-'", "M 1 2"),
      ("M 0 0 c 1 2 3 4 5", 17, "end of the data", "M 0 0"),
      // Issue 27, item 8: relative coordinates that add up past the largest double name a point
      // that is not a number (they printed `L inf 0`); the absolute pairs before them still render.
      ("M 1e308 0 l 1e308 0", 12, "add up past the largest number", "M 1e308 0"),
      ("M 1e308 0 h 1e308", 12, "add up past the largest number", "M 1e308 0"),
      ("M 0 -1e308 v -1e308", 13, "add up past the largest number", "M 0 -1e308"),
      ("M 1e308 1e308 L 1e308 1e308 c 0 0 1e308 0 0 0", 34, "add up past the largest number", "M 1e308 1e308 L 1e308 1e308"),
    ]
    for (text, offset, word, rendered) in cases {
      let (path, error) = VectorPath.parsing(svg: text)
      #expect(error?.offset == offset, "\(text): \(String(describing: error))")
      #expect(error?.message.contains(word) == true, "\(text): \(String(describing: error))")
      #expect(error?.description.hasSuffix("at character \(offset)") == true)
      #expect(path.svgPathData == rendered, "\(text)")
      do {
        _ = try VectorPath(svg: text)
        Issue.record("\(text) should throw")
      } catch {
        #expect(error.offset == offset)
      }
    }
    // A trailing decimal point is SVG 1.1 leniency, off by default.
    #expect(try VectorPath(svg: "M 1. 2", acceptsTrailingDecimalPoint: true).svgPathData == "M 1 2")
  }

  /// 10^6-character inputs complete (one pass; the parse is linear), and garbage never crashes.
  @Test("hostile input: huge strings, huge numbers, garbage")
  func hostile() throws {
    let million = 1_000_000
    let pairs = try VectorPath(svg: "M 0 0" + String(repeating: " 1 2", count: million / 4))
    #expect(pairs.commands.count == million / 4 + 1)
    #expect(pairs.commands.last == .line(SIMD2(1, 2)))
    let closes = try VectorPath(svg: "M 0 0" + String(repeating: "Z", count: million))
    #expect(closes.commands.count == million + 1)
    #expect(try VectorPath(svg: String(repeating: " ", count: million)).commands.isEmpty)

    let longDigits = VectorPath.parsing(svg: "M" + String(repeating: "1", count: million))
    #expect(longDigits.error?.offset == 1)
    #expect(longDigits.error?.message.contains("out of range") == true)
    #expect(longDigits.path.commands.isEmpty)
    #expect(VectorPath.parsing(svg: "M 0 0 L" + String(repeating: "-", count: million)).error?.offset == 7)
    #expect(VectorPath.parsing(svg: String(repeating: ".", count: million)).error?.offset == 0)
    #expect(VectorPath.parsing(svg: "M 1e" + String(repeating: "9", count: million) + " 0").error?.offset == 2)
    // Underflow is not an error: 1e-999…9 and 0.000…01 are 0.
    #expect(try VectorPath(svg: "M 1e-" + String(repeating: "9", count: million) + " 0").commands == [.move(.zero)])
    #expect(try VectorPath(svg: "M 0." + String(repeating: "0", count: million) + "1 0").commands == [.move(.zero)])
    // 0.333…3 with 10^6 digits rounds to the double nearest 1/3.
    #expect(try VectorPath(svg: "M 0." + String(repeating: "3", count: million) + " 0").commands == [.move(SIMD2(1.0 / 3, 0))])

    // Garbage from path data's own alphabet and beyond: lenient never throws and always renders
    // valid path data; strict succeeds exactly when there is no error, with the same path.
    var rng = SeededRandom(seed: 99)
    let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.,-+eE \n#é😀")
    for _ in 0..<3000 {
      let text = String((0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] })
      let (path, error) = VectorPath.parsing(svg: text)
      #expect(try VectorPath(svg: path.svgPathData) == path, "\(text)")
      if let error {
        #expect(error.offset <= text.unicodeScalars.count)
        #expect(throws: SyntaxError.self) { try VectorPath(svg: text) }
      } else {
        #expect(try VectorPath(svg: text) == path)
      }
    }
  }

  @Test("numbers are written in their shortest form")
  func numbers() {
    let path = VectorPath(commands: [
      .move(SIMD2(1e-123, -400_000)), .horizontal(-0.0), .vertical(0.1), .line(SIMD2(1e21, 1.5e-7)),
      .line(SIMD2(-3.4e38, 123.456)),
    ])
    #expect(path.svgPathData == "M 1e-123 -400000 H 0 V 0.1 L 1e21 1.5e-7 L -3.4e38 123.456")
    // A path that does not begin with a move starts at (0, 0).
    #expect(VectorPath(commands: [.line(SIMD2(3, 4))]).svgPathData == "M 0 0 L 3 4")
  }

  /// Builder arcs: one `A` each, two halves for a full turn. Expectations by hand from the circle.
  @Test("builder arcs are written as A commands")
  func centeredArcs() throws {
    // Full circle, centre (20, 20), r 10, from angle 0 clockwise (y down): (30,20) → (10,20) → (30,20).
    var circle = VectorPath()
    circle.addArc(center: SIMD2(20, 20), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    let full = try VectorPath(svg: circle.svgPathData).commands
    #expect(full.count == 3)
    guard case let .move(m) = full[0], case let .arc(r1, rot1, large1, sweep1, e1) = full[1],
      case let .arc(r2, rot2, large2, sweep2, e2) = full[2]
    else {
      Issue.record("\(full)")
      return
    }
    #expect(isClose(m, SIMD2(30, 20), .absolute(1e-12)) && isClose(e1, SIMD2(10, 20), .absolute(1e-12)) && isClose(e2, SIMD2(30, 20), .absolute(1e-12)))
    #expect(r1 == SIMD2(10, 10) && r2 == SIMD2(10, 10) && rot1 == 0 && rot2 == 0)
    #expect(!large1 && !large2 && sweep1 && sweep2)

    // A quarter counter-clockwise, r 2 about the origin: (2, 0) → (0, −2), flags 0 0.
    var quarter = VectorPath()
    quarter.addArc(center: .zero, radius: 2, startAngle: 0, endAngle: -.pi / 2, clockwise: false)
    let q = try VectorPath(svg: quarter.svgPathData).commands
    #expect(q.count == 2)
    if case let .arc(radii, _, large, sweep, end) = q.last {
      #expect(radii == SIMD2(2, 2) && !large && !sweep && isClose(end, SIMD2(0, -2), .absolute(1e-12)))
    } else {
      Issue.record("\(q)")
    }

    // Three quarters clockwise: (2, 0) → (0, −2) the long way, flags 1 1.
    var threeQuarters = VectorPath()
    threeQuarters.addArc(center: .zero, radius: 2, startAngle: 0, endAngle: 1.5 * .pi, clockwise: true)
    let t = try VectorPath(svg: threeQuarters.svgPathData).commands
    #expect(t.count == 2)
    if case let .arc(_, _, large, sweep, end) = t.last {
      #expect(large && sweep && isClose(end, SIMD2(0, -2), .absolute(1e-12)))
    } else {
      Issue.record("\(t)")
    }

    // A rotated ellipse (rx 3, ry 1, 30°), angle 0 → π/2 from the centre (0, 0): it starts at
    // 3·(cos 30°, sin 30°) = (2.598…, 1.5) and ends at 1·(−sin 30°, cos 30°) = (−0.5, 0.866…).
    let ellipse = EllipticalArc(center: .zero, radii: SIMD2(3, 1), rotation: .pi / 6, startAngle: 0, sweepAngle: .pi / 2)
    let e = try VectorPath(svg: VectorPath(commands: [.centeredArc(ellipse)]).svgPathData).commands
    #expect(e.count == 2)
    if case let .move(start) = e.first, case let .arc(radii, rotation, large, sweep, end) = e.last {
      #expect(isClose(start, SIMD2(1.5 * 3.0.squareRoot(), 1.5), .absolute(1e-12)))
      #expect(radii == SIMD2(3, 1) && abs(rotation - 30) <= 1e-12 && !large && sweep)
      #expect(isClose(end, SIMD2(-0.5, 0.5 * 3.0.squareRoot()), .absolute(1e-12)))
    } else {
      Issue.record("\(e)")
    }
  }

  @Test("Codable as the path data string")
  func codable() throws {
    let path = try VectorPath(svg: "m 0 0 l 3 -4 z")
    let data = try JSONEncoder().encode([path])
    #expect(String(decoding: data, as: UTF8.self) == #"["M 0 0 L 3 -4 Z"]"#)
    #expect(try JSONDecoder().decode([VectorPath].self, from: data) == [path])
    do {
      _ = try JSONDecoder().decode([VectorPath].self, from: Data(#"["M 0 0 L"]"#.utf8))
      Issue.record("should not decode")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription == "expected a number but found the end of the data at character 7")
    }
    #expect(throws: EncodingError.self) {
      try JSONEncoder().encode(VectorPath(commands: [.move(.zero), .line(SIMD2(.infinity, 0))]))
    }
  }
}
