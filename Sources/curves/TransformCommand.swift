import ArgumentParser
import MotionCurves

/// `curves transform …`: matrices of CSS transform lists, their interpolation, and projected
/// layer corners.
struct TransformCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "transform",
    abstract: "Matrices, interpolation and projection of CSS transforms and Core Animation matrices.",
    discussion: """
      Matrices are Core Animation's 16 fields m11…m44 (row vectors, translation in m41–m43, \
      perspective m34 = −1/d), which are also the 16 arguments of CSS matrix3d() in order.
      """,
    subcommands: [TransformMatrixCommand.self, TransformInterpolateCommand.self, TransformProjectCommand.self])
}

/// The 16 column names m11…m44.
let matrixColumns = (1...4).flatMap { r in (1...4).map { c in "m\(r)\(c)" } }

/// `--box w,h` and `--em px`: what percentages and em resolve against.
struct CSSContextOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "The reference box 'w,h' in px that percentages refer to.", transform: parsePair)
  var box: SIMD2<Double>?

  @Option(parsing: .unconditional, help: "The font size in px that em refers to.", transform: parseNumber)
  var em: Double?

  func validate() throws {
    if let box, !(box.x >= 0 && box.y >= 0 && box.x.isFinite && box.y.isFinite) {
      throw ValidationError("--box \(box.x),\(box.y) needs two finite sizes ≥ 0")
    }
    if let em, !(em >= 0 && em.isFinite) { throw ValidationError("--em \(em) needs a finite size ≥ 0") }
  }

  var context: CSSTransformContext { CSSTransformContext(referenceBox: box, fontSize: em) }
}

/// Reads 'a,b'.
@Sendable
func parsePair(_ text: String) throws -> SIMD2<Double> {
  let numbers = try parseList(text, count: 2)
  return SIMD2(numbers[0], numbers[1])
}

/// Reads exactly `count` comma-separated finite numbers.
func parseList(_ text: String, count: Int) throws -> [Double] {
  let parts = text.split(separator: ",", omittingEmptySubsequences: false)
  guard parts.count == count else {
    throw ValidationError("'\(escaped(text))' needs \(count) comma-separated numbers, not \(parts.count)")
  }
  return try parts.map { part in
    let value = try parseNumber(withoutSurroundingSpaces(part))
    guard value.isFinite else { throw ValidationError("'\(escaped(String(part)))' in '\(escaped(text))' is not finite") }
    return value
  }
}

/// `text` without the spaces before and after it ('1, 2' splits into '1' and ' 2').
private func withoutSurroundingSpaces(_ text: Substring) -> String {
  String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
}

/// A transform list, or a usage error naming it and the offset.
func transformList(_ text: String, named name: String) throws -> CSSTransformList {
  do {
    return try CSSTransformList(css: text)
  } catch {
    throw ValidationError("invalid transform \(name) \(quoted(text)): \(shortened(error.message)) at character \(error.offset)")
  }
}

/// A matrix, blend or projection, or a usage error: the missing option for a length that cannot
/// be resolved, else the library's one line (a number beyond the range of doubles, named with
/// its value; a corner behind the viewer).
func resolving<T>(_ body: () throws(TransformError) -> T) throws -> T {
  do {
    return try body()
  } catch {
    guard case let .unresolved(error) = error else { throw ValidationError(shortened(error.description)) }
    let hint =
      switch error.kind {
      case .needsReferenceBox: " (give --box w,h)"
      case .needsFontSize: " (give --em px)"
      default: ""
      }
    throw ValidationError(error.message + hint)
  }
}

/// `curves transform matrix '<list>'`: CSV m11…m44, one row.
struct TransformMatrixCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "matrix",
    abstract: "The matrix of a CSS transform list: CSV m11,…,m44, one row.")

  @Argument(help: "A CSS transform list ('perspective(500px) rotateY(-30deg)') or 'none'.")
  var transform: String

  @OptionGroup var css: CSSContextOptions
  @OptionGroup var output: OutputOptions

  func run() throws {
    let list = try transformList(transform, named: "<transform>")
    let m = try resolving { () throws(TransformError) in try list.matrix(in: css.context) }
    var csv = CSVTable(columns: matrixColumns)
    csv.append(fields: m.matrix3d.map { CSVTable.field($0) })
    try output.emit(csv.text)
  }
}

/// `curves transform interpolate '<from>' '<to>' --at t…`: CSV t,value,m11…m44.
struct TransformInterpolateCommand: ParsableCommand {
  enum Property: String, ExpressibleByArgument, CaseIterable {
    case transform, rotate, translate, scale
  }

  enum YesNo: String, ExpressibleByArgument, CaseIterable {
    case yes, no
  }

  /// The presets of ``TransformInterpolationOptions``.
  enum Engine: String, ExpressibleByArgument, CaseIterable {
    case standard, chromium, webkit, gecko
    case coreAnimation = "core-animation"

    var options: TransformInterpolationOptions {
      switch self {
      case .standard: .standard
      case .chromium: .chromium
      case .webkit: .webKit
      case .gecko: .gecko
      case .coreAnimation: .coreAnimation
      }
    }
  }

  static let configuration = CommandConfiguration(
    commandName: "interpolate",
    abstract: "CSS transform interpolation at fractions: CSV t,value,m11,…,m44.",
    discussion: """
      value is the computed value as getComputedStyle reports it (for transform: matrix() or \
      matrix3d() — also at an end that is none, where the interpolation gives the identity; none \
      only when both ends are; for rotate, translate and scale the property's own syntax), exact \
      numbers rather than a browser's 6 digits; the m's are its matrix. At 0 and 1 a part \
      interpolated as a matrix is that end normalized by its m44, as recomposition gives it. \
      Fractions outside [0, 1] extrapolate; a number whose exact value is then beyond the range \
      of doubles is an error (for transform, an angle is kept modulo a turn, the same rotation).

      Where engines differ, --engine picks a preset (standard: the default, what \
      web-platform-tests and Chromium compute; chromium; webkit; gecko; core-animation) and \
      each of the three options below overrides it. --shortest-path yes (Chromium, WebKit) \
      negates a quaternion to turn the short way; no follows the spec and Gecko. \
      --affine-decomposition says how 2-D matrices are decomposed: 2d (CSS Transforms 1, what \
      browsers do: translation, scales with one axis flipped for a mirror, skew, angle — a mirror \
      stays in the plane; each 2-D matrix, also beside a 3-D one, as Chromium), 2d-residual \
      (the spec's pseudo-code as written, WebKit: the \
      unskewed residual 2 × 2 instead of the skew) or 3d (quaternions, as for 3-D matrices: a \
      mirror turns through 3-D). --singular-threshold d makes a matrix whose |det| < d (or = 0) \
      undecomposable, so the animation is discrete (Chromium: 1e-8).
      """)

  @Argument(help: "The start value.")
  var from: String

  @Argument(help: "The end value.")
  var to: String

  @Option(name: .customLong("at"), parsing: .unconditionalSingleValue, help: "A fraction (repeatable).", transform: parseNumber)
  var fractions: [Double] = []

  @Option(help: "transform (default), rotate, translate or scale.")
  var property: Property = .transform

  @Option(help: "The preset the options start from: standard (default), chromium, webkit, gecko or core-animation.")
  var engine: Engine = .standard

  @Option(name: .customLong("shortest-path"), help: "yes or no (default: the engine's; standard: yes).")
  var shortestPath: YesNo?

  @Option(
    name: .customLong("affine-decomposition"),
    help: "How 2-D matrices are decomposed: 2d, 2d-residual or 3d (default: the engine's; standard: 2d).")
  var affineDecomposition: TransformInterpolationOptions.AffineDecomposition?

  @Option(
    name: .customLong("singular-threshold"), parsing: .unconditional,
    help: "A matrix with |det| below this (or 0) interpolates discretely (default: the engine's; standard: 0).",
    transform: parseNumber)
  var singularThreshold: Double?

  @OptionGroup var css: CSSContextOptions
  @OptionGroup var output: OutputOptions

  func validate() throws {
    if fractions.isEmpty { throw ValidationError("give at least one --at") }
    if let bad = fractions.first(where: { !$0.isFinite }) { throw ValidationError("--at \(bad) is not a finite number") }
    if let singularThreshold, !(singularThreshold >= 0 && singularThreshold.isFinite) {
      throw ValidationError("--singular-threshold \(singularThreshold) needs a finite number ≥ 0")
    }
  }

  /// The engine's options with the ones given on the command line.
  var options: TransformInterpolationOptions {
    var options = engine.options
    if let shortestPath { options.shortestPath = shortestPath == .yes }
    if let affineDecomposition { options.affineDecomposition = affineDecomposition }
    if let singularThreshold { options.singularThreshold = singularThreshold }
    return options
  }

  func run() throws {
    let options = self.options
    let context = css.context
    let rows: [(String, TransformMatrix3D)]
    switch property {
    case .transform:
      let a = try transformList(from, named: "<from>")
      let b = try transformList(to, named: "<to>")
      rows = try fractions.map { t in
        try resolving { () throws(TransformError) in
          let list = try a.interpolated(to: b, at: t, options: options, context: context)
          return (try list.computedCSSText(in: context), try list.matrix(in: context))
        }
      }
    case .rotate:
      let a = try property(CSSRotate.init(css:), from, "<from>")
      let b = try property(CSSRotate.init(css:), to, "<to>")
      rows = try fractions.map { t in
        let value = try resolving { () throws(TransformError) in try a.interpolated(to: b, at: t, options: options) }
        return (value.cssText, value.matrix)
      }
    case .translate:
      let a = try property(CSSTranslate.init(css:), from, "<from>")
      let b = try property(CSSTranslate.init(css:), to, "<to>")
      rows = try fractions.map { t in
        try resolving { () throws(TransformError) in
          let value = try a.interpolated(to: b, at: t)
          return (value.cssText, try value.matrix(in: context))
        }
      }
    case .scale:
      let a = try property(CSSScale.init(css:), from, "<from>")
      let b = try property(CSSScale.init(css:), to, "<to>")
      rows = try fractions.map { t in
        let value = try resolving { () throws(TransformError) in try a.interpolated(to: b, at: t) }
        return (value.cssText, value.matrix)
      }
    }
    var csv = CSVTable(columns: ["t", "value"] + matrixColumns)
    for (t, row) in zip(fractions, rows) {
      csv.append(fields: [CSVTable.field(t), CSVTable.field(text: row.0)] + row.1.matrix3d.map { CSVTable.field($0) })
    }
    try output.emit(csv.text)
  }

  private func property<T>(_ parse: (String) throws(SyntaxError) -> T, _ text: String, _ name: String) throws -> T {
    do {
      return try parse(text)
    } catch {
      throw ValidationError(
        "invalid \(property.rawValue) \(name) \(quoted(text)): \(shortened(error.message)) at character \(error.offset)")
    }
  }
}

/// `curves transform project …`: the four corners (or the frame) of a transformed layer.
struct TransformProjectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "project",
    abstract: "Where a transformed layer's corners land: CSV x,y for top-left, top-right, bottom-right, bottom-left.",
    discussion: """
      The layer occupies --bounds x,y,w,h before the transform (a view's frame at identity); the \
      transform applies about its anchor point (--anchor, default 0.5,0.5 — CSS's default \
      transform-origin), with the homogeneous divide. --frame prints the bounding box of the \
      corners instead (x,y,width,height: UIKit's frame of a transformed view). A corner at or \
      behind the viewer's plane (w ≤ 0) has no projection: that is an error, and so is a corner \
      beyond the range of doubles (w so near 0 that x/w overflows), named with its value.
      """)

  @Option(help: "A CSS transform list; percentages refer to the bounds' size.")
  var transform: String?

  @Option(parsing: .unconditional, help: "The 16 numbers m11,…,m44.", transform: { try parseList($0, count: 16) })
  var matrix: [Double]?

  @Option(parsing: .unconditional, help: "The layer's rectangle 'x,y,w,h' before the transform.", transform: { try parseList($0, count: 4) })
  var bounds: [Double]

  @Option(parsing: .unconditional, help: "The anchor point 'ax,ay' as fractions of the bounds (default 0.5,0.5).", transform: parsePair)
  var anchor: SIMD2<Double> = SIMD2(0.5, 0.5)

  @Option(parsing: .unconditional, help: "The font size in px that em refers to.", transform: parseNumber)
  var em: Double?

  @Flag(help: "Print the bounding box x,y,width,height instead of the corners.")
  var frame = false

  @OptionGroup var output: OutputOptions

  func validate() throws {
    if (transform == nil) == (matrix == nil) { throw ValidationError("give exactly one of --transform and --matrix") }
    if bounds[2] < 0 || bounds[3] < 0 { throw ValidationError("--bounds needs a width and height ≥ 0") }
    if let em, !(em >= 0 && em.isFinite) { throw ValidationError("--em \(em) needs a finite size ≥ 0") }
  }

  func run() throws {
    let size = SIMD2(bounds[2], bounds[3])
    let m: TransformMatrix3D
    if let transform {
      let list = try transformList(transform, named: "--transform")
      let context = CSSTransformContext(referenceBox: size, fontSize: em)
      m = try resolving { () throws(TransformError) in try list.matrix(in: context) }
    } else {
      m = try usage { () throws(TransformError) in try TransformMatrix3D(matrix3d: matrix ?? []) }
    }
    let layer = LayerGeometry(
      boundsSize: size, position: SIMD2(bounds[0], bounds[1]) + anchor * size, anchorPoint: anchor, transform: m)
    var csv: CSVTable
    if frame {
      let box = try resolving { () throws(TransformError) in try layer.projectedFrame() }
      csv = CSVTable(header: "x", "y", "width", "height")
      csv.append(box.origin.x, box.origin.y, box.size.x, box.size.y)
    } else {
      let quad = try resolving { () throws(TransformError) in try layer.projectedQuad() }
      csv = CSVTable(header: "x", "y")
      for c in [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft] { csv.append(c.x, c.y) }
    }
    try output.emit(csv.text)
  }
}

extension TransformInterpolationOptions.AffineDecomposition: ExpressibleByArgument {}
