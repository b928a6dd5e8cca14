import ArgumentParser
import MotionCurves

/// `curves rubber-band`: UIKit's rubber band, the offset shown for an overscroll, as CSV
/// `overscroll,offset,slope`.
struct RubberBandCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rubber-band",
    abstract: "UIKit's rubber band b(x) = (1 − 1/(x·c/d + 1))·d: CSV overscroll,offset,slope.",
    discussion: """
      d is --dimension (the view's width or height), c is --constant (default 0.55, the value \
      quoted from UIKit; Apple documents none). Rows at --at x (repeatable; negative overscroll \
      mirrors), or 101 overscrolls from 0 to --until (default 2·d). With --inverse the --at values \
      are displayed offsets (|b| < d) and the rows give the overscroll that shows them.
      """)

  @Option(parsing: .unconditional, help: "The view's dimension d (> 0).", transform: parseNumber) var dimension: Double
  @Option(parsing: .unconditional, help: "The constant c (default 0.55).", transform: parseNumber)
  var constant: Double = RubberBand.appleConstant
  @Option(name: .customLong("at"), parsing: .unconditionalSingleValue, help: "An overscroll (or, with --inverse, an offset); repeatable.", transform: parseNumber)
  var values: [Double] = []
  @Option(parsing: .unconditional, help: "The last overscroll of the default rows (default 2·d).", transform: parseNumber)
  var until: Double?
  @Flag(help: "Read --at as displayed offsets and print the overscroll behind each.") var inverse = false
  @OptionGroup var output: OutputOptions

  func validate() throws {
    if values.count > 4096 { throw ValidationError("--at is given more than 4096 times") }
    if inverse && values.isEmpty { throw ValidationError("--inverse reads the offsets given with --at") }
    if until != nil && !values.isEmpty { throw ValidationError("give either --at or --until, not both") }
  }

  func run() throws {
    let band = try usage { () throws(GestureError) in try RubberBand(dimension: dimension, constant: constant) }
    var csv = CSVTable(header: "overscroll", "offset", "slope")
    if inverse {
      for offset in values {
        let overscroll = try usage { () throws(GestureError) in try band.overscroll(forOffset: offset) }
        let slope = try usage { () throws(GestureError) in try band.slope(forOverscroll: overscroll) }
        csv.append(overscroll, offset, slope)
      }
    } else {
      let last = until ?? 2 * dimension
      guard last.isFinite && last >= 0 else { throw ValidationError("--until \(last) must be a finite overscroll ≥ 0") }
      let xs = values.isEmpty ? (0...100).map { last * Double($0) / 100 } : values
      for x in xs {
        let (offset, slope) = try usage { () throws(GestureError) in
          (try band.offset(forOverscroll: x), try band.slope(forOverscroll: x))
        }
        csv.append(x, offset, slope)
      }
    }
    try output.emit(try csv.text)
  }
}
