import MotionCurvesCore

// SVG path data in and out: the whole SVG 2 grammar, strict or with SVG's error handling, and a
// canonical absolute serialization that reads back to the same commands.

extension VectorPath {
  /// A path from SVG path data (the `d` attribute): every SVG 2 command, relative or absolute,
  /// with implicit repeats, exponents, greedy numbers (`M 100-200`, `M 0.6.5`) and flags without
  /// separators (`a25,25 0 1125,25`).
  ///
  /// The commands are made absolute and keep their kinds (`h` becomes `H`, `s` becomes `S`);
  /// extra pairs after `M`/`m` are `L`/`l`; after `Z` the current point is the subpath's start.
  /// The empty string (or only white space) is the empty path, not an error.
  ///
  /// Strict (the default), any error throws, naming the problem and its offset in Unicode
  /// scalars. Lenient, the parse never throws and follows SVG 2's error handling: the path is
  /// everything before the command containing the first error, plus that command's complete
  /// argument sets (`M 10,10 L 20,20,30` is `M 10 10 L 20 20`). Numbers that overflow a `Double`
  /// (`1e400`) are errors ("number out of range"); ones that underflow become 0 or subnormal.
  ///
  /// ```swift
  /// let path = try VectorPath(svg: "m 10 20 h 30 v 40 z")
  /// path.svgPathData   // "M 10 20 H 40 V 60 Z"
  /// ```
  ///
  /// - Parameters:
  ///   - text: The path data.
  ///   - lenient: Whether to apply SVG's error handling instead of throwing.
  ///   - acceptsTrailingDecimalPoint: Whether `1.` reads as 1 (SVG 1.1, which SVG 2 lets user
  ///     agents keep accepting); by default it is an error, as in SVG 2's grammar.
  /// - Throws: ``SyntaxError`` with the offset of the first error, only when not `lenient`.
  /// - Precision: every number correctly rounded from its decimal text; relative coordinates
  ///   resolved by one addition each (half an ulp per command, accumulating along a run of
  ///   relative commands as the sum does).
  /// - Complexity: O(n) in the length of the text.
  public init(svg text: String, lenient: Bool = false, acceptsTrailingDecimalPoint: Bool = false) throws(SyntaxError) {
    let (path, error) = Self.parsing(svg: text, acceptsTrailingDecimalPoint: acceptsTrailingDecimalPoint)
    if let error, !lenient { throw error }
    self = path
  }

  /// What SVG renders for path data, and the first error in it (nil when there is none): the
  /// lenient parse of ``init(svg:lenient:acceptsTrailingDecimalPoint:)`` that also reports what
  /// it dropped.
  ///
  /// - Parameters:
  ///   - text: The path data.
  ///   - acceptsTrailingDecimalPoint: Whether `1.` reads as 1 (SVG 1.1 leniency).
  /// - Returns: The path up to the first error (the whole path when there is none), and the error.
  /// - Precision: as ``init(svg:lenient:acceptsTrailingDecimalPoint:)``.
  /// - Complexity: O(n) in the length of the text.
  public static func parsing(svg text: String, acceptsTrailingDecimalPoint: Bool = false) -> (path: VectorPath, error: SyntaxError?) {
    var parser = PathDataParser(text, acceptsTrailingDecimalPoint: acceptsTrailingDecimalPoint)
    do {
      try parser.parse()
      return (VectorPath(commands: parser.commands), nil)
    } catch {
      return (VectorPath(commands: parser.commands), error)
    }
  }

  /// The canonical SVG path data: absolute commands with their kinds kept (`H`, `V`, `S`, `T`
  /// stay), separated by single spaces, each number in its shortest form that reads back to the
  /// same `Double` (`3`, `-0.5`, `1e-123`; −0 is written `0`). This is the form browsers return
  /// for `getComputedStyle(element).d`, and it reads back to equal commands.
  ///
  /// A builder arc (``PathCommand/centeredArc(_:)``, which SVG cannot write in centre form) is
  /// written as one `A` command from its start to its end, or as two halves when its sweep is
  /// within 0.001 rad of a full turn or more (one `A` cannot draw a closed ellipse), more pieces
  /// when the sweep exceeds two turns (a non-finite sweep is written as one `A`); it reads back as `.arc` commands. A path whose first
  /// command is not a move gets `M 0 0` first (or the arc's start); a builder arc that does not
  /// start at the current point is joined to it by an `L` (a gap within 1e-14 of the arc's
  /// centre and radius magnitudes is rounding in the arc's start and gets none). Non-finite numbers are written
  /// `inf`/`nan`, which do not read back.
  ///
  /// - Precision: exact for parsed paths (the numbers round-trip); a builder arc's radii,
  ///   rotation (converted to degrees) and end point to a few ulps.
  /// - Complexity: O(n) in the number of commands.
  public var svgPathData: String {
    var writer = PathDataWriter()
    writer.bytes.reserveCapacity(commands.count * 20)
    for command in commands { writer.write(command) }
    return writer.text
  }
}

/// Writes commands as canonical absolute path data, tracking the current point. The text is built
/// as UTF-8 bytes, numbers formatted in place (no array or string per command or number): exports
/// write millions of them.
struct PathDataWriter {
  var bytes: [UInt8] = []
  /// The path data written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }
  private var current = SIMD2<Double>.zero
  private var subpathStart = SIMD2<Double>.zero
  private var started = false

  mutating func write(_ command: PathCommand) {
    if !started {
      if case .move = command {
      } else if case let .centeredArc(arc) = command {
        emit("M", arc.start)
        subpathStart = arc.start
        current = arc.start
      } else {
        emit("M", .zero)
      }
    }
    switch command {
    case let .move(p):
      emit("M", p)
      current = p
      subpathStart = p
    case let .line(p):
      emit("L", p)
      current = p
    case let .horizontal(x):
      letter("H")
      number(x)
      current.x = x
    case let .vertical(y):
      letter("V")
      number(y)
      current.y = y
    case let .cubic(c1, c2, p):
      emit("C", c1, c2, p)
      current = p
    case let .smoothCubic(c2, p):
      emit("S", c2, p)
      current = p
    case let .quadratic(c, p):
      emit("Q", c, p)
      current = p
    case let .smoothQuadratic(p):
      emit("T", p)
      current = p
    case let .arc(radii, rotation, largeArc, sweep, p):
      arc(radii, rotation, largeArc: largeArc, sweep: sweep, p)
      current = p
    case let .centeredArc(arc):
      writeCentered(arc)
    case .close:
      letter("Z")
      current = subpathStart
    }
  }

  /// A centre-form arc as `A` commands, split into pieces when one `A` cannot carry it.
  private mutating func writeCentered(_ arc: EllipticalArc) {
    let start = arc.start
    // Rounding in the arc's start (cos and sin of its angle, scaled and moved) is a few ulps of
    // its size and position: a gap within 1e-14 of them is that, not a line to draw.
    let size = Swift.max(abs(arc.center.x), abs(arc.center.y)) + Swift.max(abs(arc.radii.x), abs(arc.radii.y))
    let gap = Swift.max(abs(start.x - current.x), abs(start.y - current.y))
    if !(gap <= 1e-14 * size) { emit("L", start) }
    let turn = 2 * Double.pi
    let magnitude = abs(arc.sweepAngle)
    var pieces = 1
    if magnitude.isFinite && magnitude >= turn - 1e-3 {
      // Two halves up to two turns; beyond, pieces of at most half a turn (capped: a sweep of
      // thousands of turns only repeats the ellipse).
      pieces = magnitude < 2 * turn - 2e-3 ? 2 : Int(Swift.min((magnitude / Double.pi).rounded(.up), 4096))
    }
    let step = arc.sweepAngle / Double(pieces)
    let degrees = arc.rotation * (180 / Double.pi)
    for index in 1...pieces {
      let end = index == pieces ? arc.end : arc.point(atAngle: arc.startAngle + step * Double(index))
      self.arc(arc.radii, degrees, largeArc: abs(step) > Double.pi, sweep: step > 0, end)
      current = end
    }
  }

  /// An `A` command: radii, rotation in degrees, the two flags and the end point.
  private mutating func arc(_ radii: SIMD2<Double>, _ rotation: Double, largeArc: Bool, sweep: Bool, _ end: SIMD2<Double>) {
    emit("A", radii)
    number(rotation)
    bytes += largeArc ? [0x20, 0x31] : [0x20, 0x30]
    bytes += sweep ? [0x20, 0x31] : [0x20, 0x30]
    number(end.x)
    number(end.y)
  }

  /// A command letter, after a space unless it is the first.
  private mutating func letter(_ letter: Unicode.Scalar) {
    if started { bytes.append(0x20) }
    started = true
    bytes.append(UInt8(ascii: letter))
  }

  /// A command letter and its point's coordinates.
  private mutating func emit(_ letter: Unicode.Scalar, _ point: SIMD2<Double>) {
    self.letter(letter)
    number(point.x)
    number(point.y)
  }

  /// A command letter and its points' coordinates.
  private mutating func emit(_ letter: Unicode.Scalar, _ first: SIMD2<Double>, _ second: SIMD2<Double>) {
    emit(letter, first)
    number(second.x)
    number(second.y)
  }

  /// A command letter and its points' coordinates.
  private mutating func emit(_ letter: Unicode.Scalar, _ first: SIMD2<Double>, _ second: SIMD2<Double>, _ third: SIMD2<Double>) {
    emit(letter, first, second)
    number(third.x)
    number(third.y)
  }

  /// A space and `value` as ``number(_:)`` writes it.
  private mutating func number(_ value: Double) {
    bytes.append(0x20)
    Self.append(value, to: &bytes)
  }

  /// The shortest text that reads back to `value` (Swift's `description`), without a `.0` on
  /// integers, with a bare exponent (`1e-5`, `3.4e38`), and `0` for −0.
  package static func number(_ value: Double) -> String {
    var bytes: [UInt8] = []
    append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``number(_:)`` of `value` to `bytes`, slicing Swift's `description` (ASCII).
  static func append(_ value: Double, to bytes: inout [UInt8]) {
    if value == 0 {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    var written = value.description
    written.withUTF8 { text in
      guard value.isFinite else {
        bytes += text
        return
      }
      let e = text.firstIndex(of: UInt8(ascii: "e")) ?? text.endIndex
      // Without a ".0" at the end of the mantissa.
      let mantissaEnd = e >= 2 && text[e - 1] == UInt8(ascii: "0") && text[e - 2] == UInt8(ascii: ".") ? e - 2 : e
      bytes += UnsafeBufferPointer(rebasing: text[..<mantissaEnd])
      guard e < text.endIndex else { return }
      bytes.append(UInt8(ascii: "e"))
      var digit = e + 1
      if text[digit] == UInt8(ascii: "+") {
        digit += 1
      } else if text[digit] == UInt8(ascii: "-") {
        bytes.append(UInt8(ascii: "-"))
        digit += 1
      }
      while text[digit] == UInt8(ascii: "0") && digit + 1 < text.endIndex { digit += 1 }
      bytes += UnsafeBufferPointer(rebasing: text[digit...])
    }
  }
}
