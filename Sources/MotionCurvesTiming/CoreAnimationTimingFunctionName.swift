import MotionCurvesCore

/// The names of Core Animation's predefined timing functions
/// (`CAMediaTimingFunction(name:)` with `kCAMediaTimingFunction…`).
public enum CoreAnimationTimingFunctionName: String, Sendable, Hashable, Codable, CaseIterable {
  /// `kCAMediaTimingFunctionDefault`: (0.25, 0.1, 0.25, 1), the curve of most system animations.
  case `default`
  /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0, 1, 1).
  case easeIn
  /// `kCAMediaTimingFunctionEaseOut`: (0, 0, 0.58, 1).
  case easeOut
  /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0, 0.58, 1).
  case easeInEaseOut
  /// `kCAMediaTimingFunctionLinear`: (0, 0, 1, 1).
  case linear

  /// The timing function Core Animation plays for this name: ``TimingFunction/linear`` for
  /// ``linear``, else the cubic bézier of the control points as `CAMediaTimingFunction` stores
  /// them, rounded to 32-bit floats (``CubicBezier/init(coreAnimation:precision:)``). The one
  /// reading of the names: animation documents and `curves timing` both go through it.
  public var timingFunction: TimingFunction {
    self == .linear ? .linear : .cubicBezier(CubicBezier(coreAnimation: self))
  }

  /// The control points as Apple documents them, in decimal.
  public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
    switch self {
    case .default: return (0.25, 0.1, 0.25, 1)
    case .easeIn: return (0.42, 0, 1, 1)
    case .easeOut: return (0, 0, 0.58, 1)
    case .easeInEaseOut: return (0.42, 0, 0.58, 1)
    case .linear: return (0, 0, 1, 1)
    }
  }
}
