import MotionCurvesCore

/// One command of path data, in absolute coordinates (SVG 2 path data, with relative commands
/// made absolute): the unit in which paths are written, serialized and interpolated the way
/// browsers do.
///
/// `horizontal`, `vertical`, `smoothCubic` and `smoothQuadratic` stay what they are (browsers keep
/// the command kinds); `centeredArc` is an arc made by ``VectorPath``'s builder in centre form,
/// kept exact (SVG has no centre form: it serializes as one or two `A` commands).
public enum PathCommand: Sendable, Hashable {
  /// `M x y`: start a subpath.
  case move(SIMD2<Double>)
  /// `L x y`.
  case line(SIMD2<Double>)
  /// `H x`.
  case horizontal(Double)
  /// `V y`.
  case vertical(Double)
  /// `C x1 y1 x2 y2 x y`.
  case cubic(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
  /// `S x2 y2 x y`: the first control point reflects the previous cubic's second.
  case smoothCubic(SIMD2<Double>, SIMD2<Double>)
  /// `Q x1 y1 x y`.
  case quadratic(SIMD2<Double>, SIMD2<Double>)
  /// `T x y`: the control point reflects the previous quadratic's.
  case smoothQuadratic(SIMD2<Double>)
  /// `A rx ry φ large-arc sweep x y`: an elliptical arc in endpoint form (φ in degrees).
  case arc(radii: SIMD2<Double>, rotation: Double, largeArc: Bool, sweep: Bool, to: SIMD2<Double>)
  /// An elliptical arc in centre form, from the builder.
  case centeredArc(EllipticalArc)
  /// `Z`: close the subpath with a straight line to its start.
  case close

  /// The SVG command letter (uppercase; `A` for both arc forms).
  public var letter: Character {
    switch self {
    case .move: return "M"
    case .line: return "L"
    case .horizontal: return "H"
    case .vertical: return "V"
    case .cubic: return "C"
    case .smoothCubic: return "S"
    case .quadratic: return "Q"
    case .smoothQuadratic: return "T"
    case .arc, .centeredArc: return "A"
    case .close: return "Z"
    }
  }
}
